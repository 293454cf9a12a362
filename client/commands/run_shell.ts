/**
 * `berth run-shell [-b] [-t TARGET] [-c DIR] COMMAND` (tmux's
 * `run-shell`): the daemon runs COMMAND with `/bin/sh -c`, as tmux's
 * server does (over `-H`, on that host), and this exits with its status.
 * What it printed shows in a view over the target session, as tmux's view
 * mode: on the clients attached to it (from the command line, or with
 * `-b`: the daemon sends it), or on the attach client whose key binding
 * or `:` prompt ran it. With no client attached to show it, the command
 * line prints it instead.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { printErrLine, writeOut } from "../stdout.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { exitCode, jobRequest } from "./_shell_job.ts";

export const command: Command = {
  name: "run-shell",
  summary: "Run a shell command in the daemon and print its output",
  target: true,
  usage: `Usage: berth run-shell [-b] [-t TARGET] [-c DIR] COMMAND

As tmux's run-shell: the daemon runs COMMAND with /bin/sh -c (over -H, on
that host), with the global environment and the target session's
(set-environment), BERTH naming the session so that the berth commands it
runs act there, and stdin from /dev/null, and exits with its status.
What it wrote on stdout and stderr (at most 1 MiB), and 'COMMAND'
returned N when it failed, shows in a view over the target session (q
leaves) on the clients attached to it, as tmux's view mode; with none
attached, this prints it (stdout and stderr as they came). tmux's
formats in COMMAND are expanded for TARGET first (inside a session,
without -t: the pane this runs in): run-shell 'echo #{pane_tty}'. A
value that is more than a plain word (letters, digits, _@%+=:,./-) is put
in single quotes, so that what a program sets (its title, its
directory's name) never runs as shell text: write #{pane_current_path},
not "#{pane_current_path}".

From a key binding or the : prompt, the view shows on that client, and a
status other than 0 on its status line.

Options:
  -b          in the background: return at once; what it printed shows
              in the view when it ends (on no client when none is
              attached), and the daemon's log says how it ended
  -t TARGET   the session, window or pane whose formats and environment
              it gets
  -c DIR      run in DIR (else this command's directory; over -H, the
              target session's directory)

Exit codes: COMMAND's status (128+N when signal N ended it; 0 with -b);
1 also when it cannot run, no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("run-shell", args, {
      background: { type: "boolean", short: "b" },
      target: { type: "string", short: "t" },
      dir: { type: "string", short: "c" },
    });
    if (positionals.length !== 1) {
      throw new UserError(
        positionals.length === 0
          ? "run-shell needs a shell command"
          : "run-shell takes one shell command: quote it whole",
      );
    }
    const req = jobRequest(global, positionals[0], {
      target: values.target,
      dir: values.dir,
      background: values.background,
      // tmux's view mode: the daemon shows it on the attached clients,
      // unless a key binding's client shows it itself.
      view: !global.bound || values.background,
    });
    const { output, exit, truncated } = await paneRequest(global, req);
    if (output) writeOut(new TextEncoder().encode(output));
    if (truncated) {
      printErrLine("berth: run-shell: output past 1 MiB was dropped");
    }
    return exitCode(exit);
  },
};
