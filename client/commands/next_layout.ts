/**
 * `berth next-layout`: tmux's name for `select-layout -n`, the preset
 * after the window's last (tmux binds prefix `Space` to it).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "next-layout",
  summary: "Arrange a window's panes in the next preset layout",
  target: true,
  usage: `Usage: berth next-layout [-t SESSION:WINDOW]

tmux's name for select-layout -n: the preset layout after the
window's last (even-horizontal, even-vertical, main-horizontal,
main-vertical, tiled, and round again).

Exit codes: 0 arranged; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("next-layout", args, {
      target: { type: "string", short: "t" },
    });
    if (positionals.length > 0) {
      throw new UserError("next-layout takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "select-layout",
      name: paneTarget("next-layout", values.target, global),
      next: true,
    });
    return 0;
  },
};
