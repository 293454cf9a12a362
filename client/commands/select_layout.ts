/**
 * `berth select-layout`: arrange a window's panes in a preset layout (tmux's `select-layout`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "select-layout",
  summary: "Arrange a window's panes in a preset layout",
  target: true,
  usage: `Usage: berth select-layout [-n] [-t SESSION:WINDOW] [LAYOUT]

LAYOUT is one of even-horizontal, even-vertical, main-horizontal,
main-vertical, tiled; -n (or no LAYOUT) the next one after the window's
last.

Exit codes: 0 arranged; 1 no such window or layout, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("select-layout", args, {
      target: { type: "string", short: "t" },
      next: { type: "boolean", short: "n" },
    });
    const name = paneTarget("select-layout", values.target, global);
    if (positionals.length > 1) {
      throw new UserError("select-layout takes at most one layout");
    }
    await paneRequest(global, {
      op: "select-layout",
      name,
      layout: positionals[0],
      next: values.next || positionals.length === 0,
    });
    return 0;
  },
};
