/**
 * `berth select-layout`: arrange a window's panes in a preset layout, or
 * as a layout string `#{window_layout}` printed says (tmux's
 * `select-layout`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { MAX_LAYOUT_STRING } from "../../protocol/limits.ts";

export const command: Command = {
  name: "select-layout",
  summary: "Arrange a window's panes in a preset layout or a saved one",
  target: true,
  usage: `Usage: berth select-layout [-Enop] [-t SESSION:WINDOW[.PANE]] [LAYOUT]

LAYOUT is one of even-horizontal, even-vertical, main-horizontal,
main-vertical, tiled (or a start of one no other shares: tiled, main-v),
or a layout string as '#{window_layout}' prints it
(020a,80x24,0,0{40x24,0,0,1,39x24,41,0,2}), whose cells the window's panes
take in order, at the window's size. No LAYOUT: the window's last preset again
(nothing before one), as tmux; -n the preset after it, -p the one before; -E spreads the target pane and its
neighbours evenly; -o puts back the layout before the last select-layout
(again: the one it undid).

Exit codes: 0 arranged; 1 no such window or layout, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("select-layout", args, {
      target: { type: "string", short: "t" },
      next: { type: "boolean", short: "n" },
      previous: { type: "boolean", short: "p" },
      spread: { type: "boolean", short: "E" },
      old: { type: "boolean", short: "o" },
    });
    const name = paneTarget("select-layout", values.target, global);
    if (positionals.length > 1) {
      throw new UserError(
        "select-layout takes at most one layout: quote a layout string",
      );
    }
    const layout = positionals[0];
    if (layout !== undefined && layout.length > MAX_LAYOUT_STRING) {
      throw new UserError(
        `Layout is ${layout.length} characters long, more than ${MAX_LAYOUT_STRING}: give one as '#{window_layout}' prints it`,
      );
    }
    await paneRequest(global, {
      op: "select-layout",
      name,
      layout,
      next: values.next,
      previous: values.previous,
      spread: values.spread,
      old: values.old,
    });
    return 0;
  },
};
