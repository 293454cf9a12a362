/**
 * `berth clear-history`: drop a pane's history (tmux's `clear-history`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "clear-history",
  summary: "Drop a pane's history (scrollback); its screen stays",
  target: true,
  usage: `Usage: berth clear-history [-t TARGET]

Drops the lines that scrolled off the top of the pane and frees their
memory; the visible screen stays. Attach clients in copy mode on the pane
leave it, as in tmux.

Exit codes: 0 cleared; 1 no such pane, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("clear-history", args, {
      target: { type: "string", short: "t" },
    });
    const name = paneTarget("clear-history", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("clear-history takes no arguments; use -t");
    }
    await paneRequest(global, { op: "clear-history", name });
    return 0;
  },
};
