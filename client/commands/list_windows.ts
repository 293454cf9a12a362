/**
 * `berth list-windows`: a session's windows (tmux's `list-windows`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import {
  FORMAT_HELP,
  FORMAT_OPTION,
  formatField,
  printFormatLines,
} from "./_list_format.ts";

export const command: Command = {
  name: "list-windows",
  summary: "List a session's windows: index, name, panes, which is shown",
  target: true,
  usage: `Usage: berth list-windows [-t SESSION] [-F FORMAT | --json]

Lists SESSION's windows (inside a session, without -t: that one's). With
-F, one line a window, FORMAT expanded for it and its active pane (as
tmux's: berth list-windows -F '#I:#W').

Options:
  -t SESSION  the session (SESSION:WINDOW names its session)
${FORMAT_HELP}
  --json      one JSON array of window objects (index, name, active,
              panes, cols, rows)

Exit codes: 0 listed; 1 no such session, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-windows", args, {
      target: { type: "string", short: "t" },
      ...FORMAT_OPTION,
      json: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError("list-windows takes no arguments; use -t");
    }
    const format = formatField("list-windows", values);
    const { windows, lines } = await paneRequest(global, {
      op: "list-windows",
      name: paneTarget("list-windows", values.target),
      ...format,
    });
    if (format.format !== undefined) {
      printFormatLines("list-windows", lines);
      return 0;
    }
    if (values.json) {
      printLine(JSON.stringify(windows, null, 2));
      return 0;
    }
    for (const w of windows) {
      const panes = `${w.panes} pane${w.panes === 1 ? "" : "s"}`;
      const size = w.cols === undefined ? "" : ` [${w.cols}x${w.rows}]`;
      printLine(
        `${w.index}: ${w.name}${w.active ? "*" : ""} (${panes})${size}`,
      );
    }
    return 0;
  },
};
