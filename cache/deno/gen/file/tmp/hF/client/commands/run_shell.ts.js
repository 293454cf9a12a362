/**
 * `berth run-shell [-b] [-t TARGET] [-c DIR] COMMAND` (tmux's
 * `run-shell`): the daemon runs COMMAND with `/bin/sh -c`, as tmux's
 * server does (over `-H`, on that host), and this prints what it printed
 * and exits with its status. From a key binding or the `:` prompt, what
 * it printed shows in a view over the session, as tmux's view mode.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { printErrLine, writeOut } from "../stdout.ts";
import { UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { exitCode, jobRequest } from "./_shell_job.ts";
export const command = {
  name: "run-shell",
  summary: "Run a shell command in the daemon and print its output",
  target: true,
  usage: `Usage: berth run-shell [-b] [-t TARGET] [-c DIR] COMMAND

As tmux's run-shell: the daemon runs COMMAND with /bin/sh -c (over -H, on
that host), with the global environment and the target session's
(set-environment), BERTH naming the session so that the berth commands it
runs act there, and stdin from /dev/null. This prints what it wrote on
stdout and stderr (at most 1 MiB) and exits with its status. tmux's
formats in COMMAND are expanded for TARGET first (inside a session,
without -t: the pane this runs in): run-shell 'echo #{pane_tty}'. A
value that is more than a plain word (letters, digits, _@%+=:,./-) is put
in single quotes, so that what a program sets (its title, its
directory's name) never runs as shell text: write #{pane_current_path},
not "#{pane_current_path}".

From a key binding or the : prompt, what it printed shows in a view over
the session (q leaves), as tmux's view mode, and a status other than 0
on the status line.

Options:
  -b          in the background: return at once; its last line of output
              (or its failure) shows on the status line of the target
              session's client active last, and the daemon's log says
              how it ended
  -t TARGET   the session, window or pane whose formats and environment
              it gets
  -c DIR      run in DIR (else this command's directory; over -H, the
              target session's directory)

Exit codes: COMMAND's status (128+N when signal N ended it; 0 with -b);
1 also when it cannot run, no daemon runs, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("run-shell", args, {
      background: {
        type: "boolean",
        short: "b"
      },
      target: {
        type: "string",
        short: "t"
      },
      dir: {
        type: "string",
        short: "c"
      }
    });
    if (positionals.length !== 1) {
      throw new UserError(positionals.length === 0 ? "run-shell needs a shell command" : "run-shell takes one shell command: quote it whole");
    }
    const req = jobRequest(global, positionals[0], {
      target: values.target,
      dir: values.dir,
      background: values.background
    });
    const { output, exit, truncated } = await paneRequest(global, req);
    if (output) writeOut(new TextEncoder().encode(output));
    if (truncated) {
      printErrLine("berth: run-shell: output past 1 MiB was dropped");
    }
    return exitCode(exit);
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9ydW5fc2hlbGwudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcnVuLXNoZWxsIFstYl0gWy10IFRBUkdFVF0gWy1jIERJUl0gQ09NTUFORGAgKHRtdXgnc1xuICogYHJ1bi1zaGVsbGApOiB0aGUgZGFlbW9uIHJ1bnMgQ09NTUFORCB3aXRoIGAvYmluL3NoIC1jYCwgYXMgdG11eCdzXG4gKiBzZXJ2ZXIgZG9lcyAob3ZlciBgLUhgLCBvbiB0aGF0IGhvc3QpLCBhbmQgdGhpcyBwcmludHMgd2hhdCBpdCBwcmludGVkXG4gKiBhbmQgZXhpdHMgd2l0aCBpdHMgc3RhdHVzLiBGcm9tIGEga2V5IGJpbmRpbmcgb3IgdGhlIGA6YCBwcm9tcHQsIHdoYXRcbiAqIGl0IHByaW50ZWQgc2hvd3MgaW4gYSB2aWV3IG92ZXIgdGhlIHNlc3Npb24sIGFzIHRtdXgncyB2aWV3IG1vZGUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IHByaW50RXJyTGluZSwgd3JpdGVPdXQgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcbmltcG9ydCB7IGV4aXRDb2RlLCBqb2JSZXF1ZXN0IH0gZnJvbSBcIi4vX3NoZWxsX2pvYi50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJydW4tc2hlbGxcIixcbiAgc3VtbWFyeTogXCJSdW4gYSBzaGVsbCBjb21tYW5kIGluIHRoZSBkYWVtb24gYW5kIHByaW50IGl0cyBvdXRwdXRcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBydW4tc2hlbGwgWy1iXSBbLXQgVEFSR0VUXSBbLWMgRElSXSBDT01NQU5EXG5cbkFzIHRtdXgncyBydW4tc2hlbGw6IHRoZSBkYWVtb24gcnVucyBDT01NQU5EIHdpdGggL2Jpbi9zaCAtYyAob3ZlciAtSCwgb25cbnRoYXQgaG9zdCksIHdpdGggdGhlIGdsb2JhbCBlbnZpcm9ubWVudCBhbmQgdGhlIHRhcmdldCBzZXNzaW9uJ3NcbihzZXQtZW52aXJvbm1lbnQpLCBCRVJUSCBuYW1pbmcgdGhlIHNlc3Npb24gc28gdGhhdCB0aGUgYmVydGggY29tbWFuZHMgaXRcbnJ1bnMgYWN0IHRoZXJlLCBhbmQgc3RkaW4gZnJvbSAvZGV2L251bGwuIFRoaXMgcHJpbnRzIHdoYXQgaXQgd3JvdGUgb25cbnN0ZG91dCBhbmQgc3RkZXJyIChhdCBtb3N0IDEgTWlCKSBhbmQgZXhpdHMgd2l0aCBpdHMgc3RhdHVzLiB0bXV4J3NcbmZvcm1hdHMgaW4gQ09NTUFORCBhcmUgZXhwYW5kZWQgZm9yIFRBUkdFVCBmaXJzdCAoaW5zaWRlIGEgc2Vzc2lvbixcbndpdGhvdXQgLXQ6IHRoZSBwYW5lIHRoaXMgcnVucyBpbik6IHJ1bi1zaGVsbCAnZWNobyAje3BhbmVfdHR5fScuIEFcbnZhbHVlIHRoYXQgaXMgbW9yZSB0aGFuIGEgcGxhaW4gd29yZCAobGV0dGVycywgZGlnaXRzLCBfQCUrPTosLi8tKSBpcyBwdXRcbmluIHNpbmdsZSBxdW90ZXMsIHNvIHRoYXQgd2hhdCBhIHByb2dyYW0gc2V0cyAoaXRzIHRpdGxlLCBpdHNcbmRpcmVjdG9yeSdzIG5hbWUpIG5ldmVyIHJ1bnMgYXMgc2hlbGwgdGV4dDogd3JpdGUgI3twYW5lX2N1cnJlbnRfcGF0aH0sXG5ub3QgXCIje3BhbmVfY3VycmVudF9wYXRofVwiLlxuXG5Gcm9tIGEga2V5IGJpbmRpbmcgb3IgdGhlIDogcHJvbXB0LCB3aGF0IGl0IHByaW50ZWQgc2hvd3MgaW4gYSB2aWV3IG92ZXJcbnRoZSBzZXNzaW9uIChxIGxlYXZlcyksIGFzIHRtdXgncyB2aWV3IG1vZGUsIGFuZCBhIHN0YXR1cyBvdGhlciB0aGFuIDBcbm9uIHRoZSBzdGF0dXMgbGluZS5cblxuT3B0aW9uczpcbiAgLWIgICAgICAgICAgaW4gdGhlIGJhY2tncm91bmQ6IHJldHVybiBhdCBvbmNlOyBpdHMgbGFzdCBsaW5lIG9mIG91dHB1dFxuICAgICAgICAgICAgICAob3IgaXRzIGZhaWx1cmUpIHNob3dzIG9uIHRoZSBzdGF0dXMgbGluZSBvZiB0aGUgdGFyZ2V0XG4gICAgICAgICAgICAgIHNlc3Npb24ncyBjbGllbnQgYWN0aXZlIGxhc3QsIGFuZCB0aGUgZGFlbW9uJ3MgbG9nIHNheXNcbiAgICAgICAgICAgICAgaG93IGl0IGVuZGVkXG4gIC10IFRBUkdFVCAgIHRoZSBzZXNzaW9uLCB3aW5kb3cgb3IgcGFuZSB3aG9zZSBmb3JtYXRzIGFuZCBlbnZpcm9ubWVudFxuICAgICAgICAgICAgICBpdCBnZXRzXG4gIC1jIERJUiAgICAgIHJ1biBpbiBESVIgKGVsc2UgdGhpcyBjb21tYW5kJ3MgZGlyZWN0b3J5OyBvdmVyIC1ILCB0aGVcbiAgICAgICAgICAgICAgdGFyZ2V0IHNlc3Npb24ncyBkaXJlY3RvcnkpXG5cbkV4aXQgY29kZXM6IENPTU1BTkQncyBzdGF0dXMgKDEyOCtOIHdoZW4gc2lnbmFsIE4gZW5kZWQgaXQ7IDAgd2l0aCAtYik7XG4xIGFsc28gd2hlbiBpdCBjYW5ub3QgcnVuLCBubyBkYWVtb24gcnVucywgb3IgYmFkIGFyZ3VtZW50cy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwicnVuLXNoZWxsXCIsIGFyZ3MsIHtcbiAgICAgIGJhY2tncm91bmQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImJcIiB9LFxuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgZGlyOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcImNcIiB9LFxuICAgIH0pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggIT09IDEpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIHBvc2l0aW9uYWxzLmxlbmd0aCA9PT0gMFxuICAgICAgICAgID8gXCJydW4tc2hlbGwgbmVlZHMgYSBzaGVsbCBjb21tYW5kXCJcbiAgICAgICAgICA6IFwicnVuLXNoZWxsIHRha2VzIG9uZSBzaGVsbCBjb21tYW5kOiBxdW90ZSBpdCB3aG9sZVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgcmVxID0gam9iUmVxdWVzdChnbG9iYWwsIHBvc2l0aW9uYWxzWzBdLCB7XG4gICAgICB0YXJnZXQ6IHZhbHVlcy50YXJnZXQsXG4gICAgICBkaXI6IHZhbHVlcy5kaXIsXG4gICAgICBiYWNrZ3JvdW5kOiB2YWx1ZXMuYmFja2dyb3VuZCxcbiAgICB9KTtcbiAgICBjb25zdCB7IG91dHB1dCwgZXhpdCwgdHJ1bmNhdGVkIH0gPSBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHJlcSk7XG4gICAgaWYgKG91dHB1dCkgd3JpdGVPdXQobmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKG91dHB1dCkpO1xuICAgIGlmICh0cnVuY2F0ZWQpIHtcbiAgICAgIHByaW50RXJyTGluZShcImJlcnRoOiBydW4tc2hlbGw6IG91dHB1dCBwYXN0IDEgTWlCIHdhcyBkcm9wcGVkXCIpO1xuICAgIH1cbiAgICByZXR1cm4gZXhpdENvZGUoZXhpdCk7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDbEQsU0FBUyxZQUFZLEVBQUUsUUFBUSxRQUFRLGVBQWU7QUFDdEQsU0FBdUIsU0FBUyxRQUFRLGVBQWU7QUFDdkQsU0FBUyxXQUFXLFFBQVEsYUFBYTtBQUN6QyxTQUFTLFFBQVEsRUFBRSxVQUFVLFFBQVEsa0JBQWtCO0FBRXZELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OzREQTZCa0QsQ0FBQztFQUMzRCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsYUFBYSxNQUFNO01BQ2xFLFlBQVk7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQzFDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLEtBQUs7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3BDO0lBQ0EsSUFBSSxZQUFZLE1BQU0sS0FBSyxHQUFHO01BQzVCLE1BQU0sSUFBSSxVQUNSLFlBQVksTUFBTSxLQUFLLElBQ25CLG9DQUNBO0lBRVI7SUFDQSxNQUFNLE1BQU0sV0FBVyxRQUFRLFdBQVcsQ0FBQyxFQUFFLEVBQUU7TUFDN0MsUUFBUSxPQUFPLE1BQU07TUFDckIsS0FBSyxPQUFPLEdBQUc7TUFDZixZQUFZLE9BQU8sVUFBVTtJQUMvQjtJQUNBLE1BQU0sRUFBRSxNQUFNLEVBQUUsSUFBSSxFQUFFLFNBQVMsRUFBRSxHQUFHLE1BQU0sWUFBWSxRQUFRO0lBQzlELElBQUksUUFBUSxTQUFTLElBQUksY0FBYyxNQUFNLENBQUM7SUFDOUMsSUFBSSxXQUFXO01BQ2IsYUFBYTtJQUNmO0lBQ0EsT0FBTyxTQUFTO0VBQ2xCO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=7119539652953406768,2490693387494760096