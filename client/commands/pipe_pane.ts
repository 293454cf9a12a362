/**
 * `berth pipe-pane [-IOo] [-t TARGET] [COMMAND]` (tmux's `pipe-pane`,
 * `pipep`): the daemon runs COMMAND beside the pane, giving it the pane's
 * output and/or typing its output into the pane.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "pipe-pane",
  summary: "Pipe a pane's output to a shell command (log it), or stop",
  target: true,
  usage: `Usage: berth pipe-pane [-IOo] [-t TARGET] [COMMAND]

As tmux's pipe-pane: the daemon runs COMMAND with /bin/sh -c beside the
pane, in the pane's environment and its program's directory, and gives it
every byte the pane's program writes from now on, on its stdin, exactly
as written (escape sequences too): pipe-pane 'cat >> ~/pane.log' logs the
pane. Without COMMAND it stops the pane's pipe; a new pipe-pane replaces
the one open. tmux's formats in COMMAND are expanded for the pane first
(pipe-pane 'cat > /tmp/#{pane_id}.log'), quoted as run-shell quotes them.
#{pane_pipe} is 1 while a pipe is open. The pipe closes when the pane
closes (after the command has read the pane's last bytes), when COMMAND
exits, at berth upgrade, and when COMMAND falls 8 MiB behind the pane
(the pane never waits for it; the command then reads the end of its
input, after every byte before).

Options:
  -O          the pane's output to COMMAND's stdin (the default)
  -I          COMMAND's stdout to the pane, as if typed (with -O: both)
  -o          only open a pipe when none is open; one that is open is
              closed (a toggle for a key binding)
  -t TARGET   the pane (inside a session: this one)

Exit codes: 0 done; 1 no such pane, the pane has exited, COMMAND cannot
start, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("pipe-pane", args, {
      input: { type: "boolean", short: "I" },
      output: { type: "boolean", short: "O" },
      toggle: { type: "boolean", short: "o" },
      target: { type: "string", short: "t" },
    });
    if (positionals.length > 1) {
      throw new UserError("pipe-pane takes one shell command: quote it whole");
    }
    const name = paneTarget("pipe-pane", values.target, global);
    await paneRequest(global, {
      op: "pipe-pane",
      name,
      ...(positionals[0] ? { command: positionals[0] } : {}),
      ...(values.input ? { input: true } : {}),
      ...(values.output ? { output: true } : {}),
      ...(values.toggle ? { toggle: true } : {}),
    });
    return 0;
  },
};
