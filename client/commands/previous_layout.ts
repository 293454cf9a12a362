/**
 * `berth previous-layout`: tmux's name for `select-layout -p`, the preset
 * before the window's last.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "previous-layout",
  summary: "Arrange a window's panes in the previous preset layout",
  target: true,
  usage: `Usage: berth previous-layout [-t SESSION:WINDOW]

tmux's name for select-layout -p: the preset layout before the
window's last (even-horizontal, even-vertical, main-horizontal,
main-vertical, tiled, and round again).

Exit codes: 0 arranged; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("previous-layout", args, {
      target: { type: "string", short: "t" },
    });
    if (positionals.length > 0) {
      throw new UserError("previous-layout takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "select-layout",
      name: paneTarget("previous-layout", values.target, global),
      previous: true,
    });
    return 0;
  },
};
