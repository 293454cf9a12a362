/**
 * `berth if-shell [-b] [-F] [-t TARGET] SHELL-COMMAND COMMAND [COMMAND]`
 * (tmux's `if-shell`, `if`): the daemon runs SHELL-COMMAND (as
 * `run-shell` does), or with `-F` expands it as a format; then the first
 * COMMAND runs when it succeeded (or the format is neither empty nor
 * `0`), else the second, if any. The COMMANDs are berth command lines,
 * run here as `berth COMMAND` would be, in this command's context (a key
 * binding's, the prompt's, the config file's).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { MAX_FORMAT } from "../../protocol/limits.ts";
import { UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { jobRequest, jobTarget } from "./_shell_job.ts";
import { runCommandLine } from "./_command_runner.ts";
export const command = {
  name: "if-shell",
  summary: "Run one of two berth commands as a shell command succeeds",
  target: true,
  usage: `Usage: berth if-shell [-b] [-F] [-t TARGET] SHELL-COMMAND COMMAND [COMMAND]

As tmux's if-shell (if): the daemon runs SHELL-COMMAND with /bin/sh -c as
run-shell does (its formats expanded for TARGET, its output dropped);
when it exits 0, the first COMMAND runs, else the second, if given. With
-F, SHELL-COMMAND is a format instead, expanded for TARGET (no shell
runs): true when neither empty nor 0. A COMMAND is a berth command line,
quoted as one argument, as after berth; one that takes -t and names none
gets TARGET (from a key binding: the attached session). Config files and
key bindings use it:

  berth if-shell 'test -n "$SSH_CLIENT"' 'set-environment -g REMOTE 1'
  "C-h" = "if-shell -F '#{==:#{pane_current_command},vim}' 'send-keys C-h' 'select-pane -L'"

Options:
  -b          from a key binding, the prompt or the config file: do not
              hold them up (the command line waits anyway: it runs the
              COMMAND itself)
  -F          SHELL-COMMAND is a format, not shell text
  -t TARGET   the session, window or pane of the formats and the COMMANDs

Exit codes: the COMMAND's (0 when none ran); 1 when SHELL-COMMAND cannot
run, no daemon runs, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("if-shell", args, {
      background: {
        type: "boolean",
        short: "b"
      },
      format: {
        type: "boolean",
        short: "F"
      },
      target: {
        type: "string",
        short: "t"
      }
    });
    if (positionals.length < 2 || positionals.length > 3) {
      throw new UserError("if-shell takes SHELL-COMMAND COMMAND [COMMAND], each quoted whole");
    }
    const [test, then, otherwise] = positionals;
    const target = jobTarget(global, values.target);
    const decide = async ()=>{
      const yes = values.format ? await formatTrue(global, test, target) : await shellTrue(global, test, values.target);
      const line = yes ? then : otherwise;
      return line === undefined ? 0 : await runCommandLine(line, target, global);
    };
    if (!values.background || !global.bound) return await decide();
    // A process that lives on: the binding or the config goes on now,
    // and a mistake is lost, as tmux's is with -b.
    decide().catch(()=>{});
    return 0;
  }
};
// Whether SHELL-COMMAND exits 0 (run by the daemon; its output dropped).
async function shellTrue(global, test, target) {
  const { exit } = await paneRequest(global, jobRequest(global, test, {
    target
  }));
  return exit?.code === 0;
}
// Whether the format is neither empty nor 0, expanded for the target (the
// daemon's values; a format with no # needs none).
async function formatTrue(global, format, target) {
  if (format.length > MAX_FORMAT) {
    throw new UserError(`if-shell -F: the format is over ${MAX_FORMAT} characters; shorten it`);
  }
  const text = !format.includes("#") ? format : (await paneRequest(global, {
    op: "display-message",
    name: target ?? ":",
    format,
    print: true
  })).text;
  return text !== "" && text !== "0";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9pZl9zaGVsbC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBpZi1zaGVsbCBbLWJdIFstRl0gWy10IFRBUkdFVF0gU0hFTEwtQ09NTUFORCBDT01NQU5EIFtDT01NQU5EXWBcbiAqICh0bXV4J3MgYGlmLXNoZWxsYCwgYGlmYCk6IHRoZSBkYWVtb24gcnVucyBTSEVMTC1DT01NQU5EIChhc1xuICogYHJ1bi1zaGVsbGAgZG9lcyksIG9yIHdpdGggYC1GYCBleHBhbmRzIGl0IGFzIGEgZm9ybWF0OyB0aGVuIHRoZSBmaXJzdFxuICogQ09NTUFORCBydW5zIHdoZW4gaXQgc3VjY2VlZGVkIChvciB0aGUgZm9ybWF0IGlzIG5laXRoZXIgZW1wdHkgbm9yXG4gKiBgMGApLCBlbHNlIHRoZSBzZWNvbmQsIGlmIGFueS4gVGhlIENPTU1BTkRzIGFyZSBiZXJ0aCBjb21tYW5kIGxpbmVzLFxuICogcnVuIGhlcmUgYXMgYGJlcnRoIENPTU1BTkRgIHdvdWxkIGJlLCBpbiB0aGlzIGNvbW1hbmQncyBjb250ZXh0IChhIGtleVxuICogYmluZGluZydzLCB0aGUgcHJvbXB0J3MsIHRoZSBjb25maWcgZmlsZSdzKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgTUFYX0ZPUk1BVCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgdHlwZSBHbG9iYWxPcHRpb25zLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5pbXBvcnQgeyBqb2JSZXF1ZXN0LCBqb2JUYXJnZXQgfSBmcm9tIFwiLi9fc2hlbGxfam9iLnRzXCI7XG5pbXBvcnQgeyBydW5Db21tYW5kTGluZSB9IGZyb20gXCIuL19jb21tYW5kX3J1bm5lci50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJpZi1zaGVsbFwiLFxuICBzdW1tYXJ5OiBcIlJ1biBvbmUgb2YgdHdvIGJlcnRoIGNvbW1hbmRzIGFzIGEgc2hlbGwgY29tbWFuZCBzdWNjZWVkc1wiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOlxuICAgIGBVc2FnZTogYmVydGggaWYtc2hlbGwgWy1iXSBbLUZdIFstdCBUQVJHRVRdIFNIRUxMLUNPTU1BTkQgQ09NTUFORCBbQ09NTUFORF1cblxuQXMgdG11eCdzIGlmLXNoZWxsIChpZik6IHRoZSBkYWVtb24gcnVucyBTSEVMTC1DT01NQU5EIHdpdGggL2Jpbi9zaCAtYyBhc1xucnVuLXNoZWxsIGRvZXMgKGl0cyBmb3JtYXRzIGV4cGFuZGVkIGZvciBUQVJHRVQsIGl0cyBvdXRwdXQgZHJvcHBlZCk7XG53aGVuIGl0IGV4aXRzIDAsIHRoZSBmaXJzdCBDT01NQU5EIHJ1bnMsIGVsc2UgdGhlIHNlY29uZCwgaWYgZ2l2ZW4uIFdpdGhcbi1GLCBTSEVMTC1DT01NQU5EIGlzIGEgZm9ybWF0IGluc3RlYWQsIGV4cGFuZGVkIGZvciBUQVJHRVQgKG5vIHNoZWxsXG5ydW5zKTogdHJ1ZSB3aGVuIG5laXRoZXIgZW1wdHkgbm9yIDAuIEEgQ09NTUFORCBpcyBhIGJlcnRoIGNvbW1hbmQgbGluZSxcbnF1b3RlZCBhcyBvbmUgYXJndW1lbnQsIGFzIGFmdGVyIGJlcnRoOyBvbmUgdGhhdCB0YWtlcyAtdCBhbmQgbmFtZXMgbm9uZVxuZ2V0cyBUQVJHRVQgKGZyb20gYSBrZXkgYmluZGluZzogdGhlIGF0dGFjaGVkIHNlc3Npb24pLiBDb25maWcgZmlsZXMgYW5kXG5rZXkgYmluZGluZ3MgdXNlIGl0OlxuXG4gIGJlcnRoIGlmLXNoZWxsICd0ZXN0IC1uIFwiJFNTSF9DTElFTlRcIicgJ3NldC1lbnZpcm9ubWVudCAtZyBSRU1PVEUgMSdcbiAgXCJDLWhcIiA9IFwiaWYtc2hlbGwgLUYgJyN7PT06I3twYW5lX2N1cnJlbnRfY29tbWFuZH0sdmltfScgJ3NlbmQta2V5cyBDLWgnICdzZWxlY3QtcGFuZSAtTCdcIlxuXG5PcHRpb25zOlxuICAtYiAgICAgICAgICBmcm9tIGEga2V5IGJpbmRpbmcsIHRoZSBwcm9tcHQgb3IgdGhlIGNvbmZpZyBmaWxlOiBkbyBub3RcbiAgICAgICAgICAgICAgaG9sZCB0aGVtIHVwICh0aGUgY29tbWFuZCBsaW5lIHdhaXRzIGFueXdheTogaXQgcnVucyB0aGVcbiAgICAgICAgICAgICAgQ09NTUFORCBpdHNlbGYpXG4gIC1GICAgICAgICAgIFNIRUxMLUNPTU1BTkQgaXMgYSBmb3JtYXQsIG5vdCBzaGVsbCB0ZXh0XG4gIC10IFRBUkdFVCAgIHRoZSBzZXNzaW9uLCB3aW5kb3cgb3IgcGFuZSBvZiB0aGUgZm9ybWF0cyBhbmQgdGhlIENPTU1BTkRzXG5cbkV4aXQgY29kZXM6IHRoZSBDT01NQU5EJ3MgKDAgd2hlbiBub25lIHJhbik7IDEgd2hlbiBTSEVMTC1DT01NQU5EIGNhbm5vdFxucnVuLCBubyBkYWVtb24gcnVucywgb3IgYmFkIGFyZ3VtZW50cy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwiaWYtc2hlbGxcIiwgYXJncywge1xuICAgICAgYmFja2dyb3VuZDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiYlwiIH0sXG4gICAgICBmb3JtYXQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcIkZcIiB9LFxuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgIH0pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPCAyIHx8IHBvc2l0aW9uYWxzLmxlbmd0aCA+IDMpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwiaWYtc2hlbGwgdGFrZXMgU0hFTEwtQ09NTUFORCBDT01NQU5EIFtDT01NQU5EXSwgZWFjaCBxdW90ZWQgd2hvbGVcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IFt0ZXN0LCB0aGVuLCBvdGhlcndpc2VdID0gcG9zaXRpb25hbHM7XG4gICAgY29uc3QgdGFyZ2V0ID0gam9iVGFyZ2V0KGdsb2JhbCwgdmFsdWVzLnRhcmdldCk7XG4gICAgY29uc3QgZGVjaWRlID0gYXN5bmMgKCkgPT4ge1xuICAgICAgY29uc3QgeWVzID0gdmFsdWVzLmZvcm1hdFxuICAgICAgICA/IGF3YWl0IGZvcm1hdFRydWUoZ2xvYmFsLCB0ZXN0LCB0YXJnZXQpXG4gICAgICAgIDogYXdhaXQgc2hlbGxUcnVlKGdsb2JhbCwgdGVzdCwgdmFsdWVzLnRhcmdldCk7XG4gICAgICBjb25zdCBsaW5lID0geWVzID8gdGhlbiA6IG90aGVyd2lzZTtcbiAgICAgIHJldHVybiBsaW5lID09PSB1bmRlZmluZWRcbiAgICAgICAgPyAwXG4gICAgICAgIDogYXdhaXQgcnVuQ29tbWFuZExpbmUobGluZSwgdGFyZ2V0LCBnbG9iYWwpO1xuICAgIH07XG4gICAgaWYgKCF2YWx1ZXMuYmFja2dyb3VuZCB8fCAhZ2xvYmFsLmJvdW5kKSByZXR1cm4gYXdhaXQgZGVjaWRlKCk7XG4gICAgLy8gQSBwcm9jZXNzIHRoYXQgbGl2ZXMgb246IHRoZSBiaW5kaW5nIG9yIHRoZSBjb25maWcgZ29lcyBvbiBub3csXG4gICAgLy8gYW5kIGEgbWlzdGFrZSBpcyBsb3N0LCBhcyB0bXV4J3MgaXMgd2l0aCAtYi5cbiAgICBkZWNpZGUoKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG4vLyBXaGV0aGVyIFNIRUxMLUNPTU1BTkQgZXhpdHMgMCAocnVuIGJ5IHRoZSBkYWVtb247IGl0cyBvdXRwdXQgZHJvcHBlZCkuXG5hc3luYyBmdW5jdGlvbiBzaGVsbFRydWUoXG4gIGdsb2JhbDogR2xvYmFsT3B0aW9ucyxcbiAgdGVzdDogc3RyaW5nLFxuICB0YXJnZXQ6IHN0cmluZyB8IHVuZGVmaW5lZCxcbik6IFByb21pc2U8Ym9vbGVhbj4ge1xuICBjb25zdCB7IGV4aXQgfSA9IGF3YWl0IHBhbmVSZXF1ZXN0KFxuICAgIGdsb2JhbCxcbiAgICBqb2JSZXF1ZXN0KGdsb2JhbCwgdGVzdCwge1xuICAgICAgdGFyZ2V0LFxuICAgIH0pLFxuICApO1xuICByZXR1cm4gZXhpdD8uY29kZSA9PT0gMDtcbn1cblxuLy8gV2hldGhlciB0aGUgZm9ybWF0IGlzIG5laXRoZXIgZW1wdHkgbm9yIDAsIGV4cGFuZGVkIGZvciB0aGUgdGFyZ2V0ICh0aGVcbi8vIGRhZW1vbidzIHZhbHVlczsgYSBmb3JtYXQgd2l0aCBubyAjIG5lZWRzIG5vbmUpLlxuYXN5bmMgZnVuY3Rpb24gZm9ybWF0VHJ1ZShcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuICBmb3JtYXQ6IHN0cmluZyxcbiAgdGFyZ2V0OiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiBQcm9taXNlPGJvb2xlYW4+IHtcbiAgaWYgKGZvcm1hdC5sZW5ndGggPiBNQVhfRk9STUFUKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGBpZi1zaGVsbCAtRjogdGhlIGZvcm1hdCBpcyBvdmVyICR7TUFYX0ZPUk1BVH0gY2hhcmFjdGVyczsgc2hvcnRlbiBpdGAsXG4gICAgKTtcbiAgfVxuICBjb25zdCB0ZXh0ID0gIWZvcm1hdC5pbmNsdWRlcyhcIiNcIikgPyBmb3JtYXQgOiAoYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIsXG4gICAgbmFtZTogdGFyZ2V0ID8/IFwiOlwiLFxuICAgIGZvcm1hdCxcbiAgICBwcmludDogdHJ1ZSxcbiAgfSkpLnRleHQ7XG4gIHJldHVybiB0ZXh0ICE9PSBcIlwiICYmIHRleHQgIT09IFwiMFwiO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7O0NBVUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUFTLFVBQVUsUUFBUSwyQkFBMkI7QUFDdEQsU0FBMkMsU0FBUyxRQUFRLGVBQWU7QUFDM0UsU0FBUyxXQUFXLFFBQVEsYUFBYTtBQUN6QyxTQUFTLFVBQVUsRUFBRSxTQUFTLFFBQVEsa0JBQWtCO0FBQ3hELFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUV0RCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsT0FDRSxDQUFDOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O3NDQXNCaUMsQ0FBQztFQUNyQyxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsWUFBWSxNQUFNO01BQ2pFLFlBQVk7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQzFDLFFBQVE7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3RDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3ZDO0lBQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxLQUFLLFlBQVksTUFBTSxHQUFHLEdBQUc7TUFDcEQsTUFBTSxJQUFJLFVBQ1I7SUFFSjtJQUNBLE1BQU0sQ0FBQyxNQUFNLE1BQU0sVUFBVSxHQUFHO0lBQ2hDLE1BQU0sU0FBUyxVQUFVLFFBQVEsT0FBTyxNQUFNO0lBQzlDLE1BQU0sU0FBUztNQUNiLE1BQU0sTUFBTSxPQUFPLE1BQU0sR0FDckIsTUFBTSxXQUFXLFFBQVEsTUFBTSxVQUMvQixNQUFNLFVBQVUsUUFBUSxNQUFNLE9BQU8sTUFBTTtNQUMvQyxNQUFNLE9BQU8sTUFBTSxPQUFPO01BQzFCLE9BQU8sU0FBUyxZQUNaLElBQ0EsTUFBTSxlQUFlLE1BQU0sUUFBUTtJQUN6QztJQUNBLElBQUksQ0FBQyxPQUFPLFVBQVUsSUFBSSxDQUFDLE9BQU8sS0FBSyxFQUFFLE9BQU8sTUFBTTtJQUN0RCxrRUFBa0U7SUFDbEUsK0NBQStDO0lBQy9DLFNBQVMsS0FBSyxDQUFDLEtBQU87SUFDdEIsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGLHlFQUF5RTtBQUN6RSxlQUFlLFVBQ2IsTUFBcUIsRUFDckIsSUFBWSxFQUNaLE1BQTBCO0VBRTFCLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLFlBQ3JCLFFBQ0EsV0FBVyxRQUFRLE1BQU07SUFDdkI7RUFDRjtFQUVGLE9BQU8sTUFBTSxTQUFTO0FBQ3hCO0FBRUEsMEVBQTBFO0FBQzFFLG1EQUFtRDtBQUNuRCxlQUFlLFdBQ2IsTUFBcUIsRUFDckIsTUFBYyxFQUNkLE1BQTBCO0VBRTFCLElBQUksT0FBTyxNQUFNLEdBQUcsWUFBWTtJQUM5QixNQUFNLElBQUksVUFDUixDQUFDLGdDQUFnQyxFQUFFLFdBQVcsdUJBQXVCLENBQUM7RUFFMUU7RUFDQSxNQUFNLE9BQU8sQ0FBQyxPQUFPLFFBQVEsQ0FBQyxPQUFPLFNBQVMsQ0FBQyxNQUFNLFlBQVksUUFBUTtJQUN2RSxJQUFJO0lBQ0osTUFBTSxVQUFVO0lBQ2hCO0lBQ0EsT0FBTztFQUNULEVBQUUsRUFBRSxJQUFJO0VBQ1IsT0FBTyxTQUFTLE1BQU0sU0FBUztBQUNqQyJ9
// denoCacheMetadata=193029134535710021,11645921711254744298