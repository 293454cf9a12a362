/**
 * `berth kill-window`: end a window and every pane in it (tmux's `kill-window`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "kill-window",
  summary: "End a window and every pane in it",
  target: true,
  usage: `Usage: berth kill-window [-a] [-t SESSION:WINDOW]

Sends SIGHUP to the program of every pane of the window (SIGKILL after 3
seconds) and returns once the window is gone: its programs have exited and
all they wrote is read. The last window ends the session.

  -a    end every other window of its session instead, keeping TARGET
        (tmux's -a)

Exit codes: 0 gone; 1 no such window, a program still there 5 seconds
after the kill (stuck: its pane is closed then), or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("kill-window", args, {
      target: { type: "string", short: "t" },
      all: { type: "boolean", short: "a" },
    });
    const name = paneTarget("kill-window", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("kill-window takes no arguments; use -t");
    }
    await paneRequest(
      global,
      values.all
        ? { op: "kill-window", name, others: true }
        : { op: "kill-window", name },
    );
    return 0;
  },
};
