/**
 * `berth select-window`: show a window of a session (tmux's `select-window`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "select-window",
  summary: "Show a window of a session",
  target: true,
  usage: `Usage: berth select-window [-n|-p|-l] [-t SESSION:WINDOW]

Shows the target window in its session's attached clients (-n the next
window, -p the previous one, -l the last one shown).

Exit codes: 0 shown; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("select-window", args, {
      target: { type: "string", short: "t" },
      next: { type: "boolean", short: "n" },
      previous: { type: "boolean", short: "p" },
      last: { type: "boolean", short: "l" },
    });
    const name = paneTarget("select-window", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("select-window takes no arguments; use -t");
    }
    const to = values.next
      ? "next"
      : values.previous
      ? "previous"
      : values.last
      ? "last"
      : undefined;
    await paneRequest(global, { op: "select-window", name, to });
    return 0;
  },
};
