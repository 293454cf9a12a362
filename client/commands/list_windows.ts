/**
 * `berth list-windows`: a session's windows (tmux's `list-windows`); with
 * `-a` every session's.
 *
 * @module
 */

import type { WindowInfo } from "../../protocol/messages.ts";
import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { allWindows } from "./_list_all.ts";
import {
  FORMAT_HELP,
  FORMAT_OPTION,
  formatOrJson,
  printListing,
  WINDOW_JSON_FORMAT,
  windowJson,
} from "./_list_format.ts";

export const command: Command = {
  name: "list-windows",
  summary: "List a session's windows (-a all): index, name, panes, shown",
  target: true,
  usage: `Usage: berth list-windows [-a | -t SESSION] [-F FORMAT | --json]

Lists SESSION's windows (inside a session, without -t: that one's). With
-F, one line a window, FORMAT expanded for it and its active pane (as
tmux's: berth list-windows -a -F '#S:#I:#W').

Options:
  -t SESSION  the session (SESSION:WINDOW names its session)
  -a          every session's windows (a -t given must exist, as in
              tmux); each line starts SESSION: (work:0: bash* (1 pane)
              [80x24])
${FORMAT_HELP}
  --json      one JSON array of window objects: id (tmux's @N), index,
              session, sessionId ($N), name, active, flags (tmux's
              #{window_flags}), panes, cols, rows

A session that ends while -a lists is left out; with no sessions, -a
prints nothing.

Exit codes: 0 listed; 1 no such session, no daemon runs, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-windows", args, {
      all: { type: "boolean", short: "a" },
      target: { type: "string", short: "t" },
      ...FORMAT_OPTION,
      json: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError("list-windows takes no arguments; use -t");
    }
    const format = formatOrJson("list-windows", values, WINDOW_JSON_FORMAT);
    if (values.all) {
      // As tmux's: -a needs no target, and one given must exist.
      const { rows, lines } = await allWindows(global, format, values.target);
      printListing(
        "list-windows",
        values,
        rows,
        lines,
        (w) => `${w.session}:${windowLine(w)}`,
        windowJson,
      );
      return 0;
    }
    const { windows, lines } = await paneRequest(global, {
      op: "list-windows",
      name: paneTarget("list-windows", values.target, global),
      ...format,
    });
    printListing(
      "list-windows",
      values,
      windows,
      lines,
      windowLine,
      windowJson,
    );
    return 0;
  },
};

/** A window as berth lists it: `0: bash* (2 panes) [80x24]`. */
function windowLine(w: WindowInfo): string {
  const panes = `${w.panes} pane${w.panes === 1 ? "" : "s"}`;
  const size = w.cols === undefined ? "" : ` [${w.cols}x${w.rows}]`;
  return `${w.index}: ${w.name}${w.active ? "*" : ""} (${panes})${size}`;
}
