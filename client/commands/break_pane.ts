/**
 * `berth break-pane`: move a pane out into a window of its own (tmux's `break-pane`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "break-pane",
  summary: "Move a pane out into a window of its own",
  target: true,
  usage: `Usage: berth break-pane [-t TARGET]

Exit codes: 0 moved; 1 no such pane, it is alone in its window, or an
error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("break-pane", args, {
      target: { type: "string", short: "t" },
    });
    const name = paneTarget("break-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("break-pane takes no arguments; use -t");
    }
    await paneRequest(global, { op: "break-pane", name });
    return 0;
  },
};
