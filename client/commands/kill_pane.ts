/**
 * `berth kill-pane`: end a pane (SIGHUP to its program) (tmux's `kill-pane`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "kill-pane",
  summary: "End a pane (SIGHUP to its program)",
  target: true,
  usage: `Usage: berth kill-pane [-a] [-t TARGET]

Sends SIGHUP to the pane's program (SIGKILL after 3 seconds) and returns
once the pane is gone: its program has exited and all it wrote is read. The
last pane closes its window, and the last window ends the session.

  -a    end every other pane of its window instead, keeping TARGET (tmux's -a)

Exit codes: 0 gone; 1 no such pane, a program still there 5 seconds after
the kill (stuck: the pane is closed then), or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("kill-pane", args, {
      target: { type: "string", short: "t" },
      all: { type: "boolean", short: "a" },
    });
    const name = paneTarget("kill-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("kill-pane takes no arguments; use -t");
    }
    await paneRequest(
      global,
      values.all
        ? { op: "kill-pane", name, others: true }
        : { op: "kill-pane", name },
    );
    return 0;
  },
};
