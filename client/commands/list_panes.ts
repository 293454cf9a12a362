/**
 * `berth list-panes`: a window's panes (tmux's `list-panes`).
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
  name: "list-panes",
  summary: "List a window's panes: index, size, place, program",
  target: true,
  usage: `Usage: berth list-panes [-t SESSION[:WINDOW]] [-F FORMAT | --json]

Lists the panes of a window (SESSION alone: its shown one; inside a
session, without -t: this pane's window). With -F, one line a pane,
FORMAT expanded for it (as tmux's:
berth list-panes -F '#{pane_id} #{pane_current_command}').

Options:
  -t TARGET   SESSION, SESSION:WINDOW (a pane names its window)
${FORMAT_HELP}
  --json      one JSON array of pane objects (index, id, active, x, y,
              cols, rows, pid, command, dead, target)

Exit codes: 0 listed; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-panes", args, {
      target: { type: "string", short: "t" },
      ...FORMAT_OPTION,
      json: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError("list-panes takes no arguments; use -t");
    }
    const format = formatField("list-panes", values);
    const { panes, lines } = await paneRequest(global, {
      op: "list-panes",
      name: paneTarget("list-panes", values.target),
      ...format,
    });
    if (format.format !== undefined) {
      printFormatLines("list-panes", lines);
      return 0;
    }
    if (values.json) {
      printLine(JSON.stringify(panes, null, 2));
      return 0;
    }
    for (const p of panes) {
      const state = p.dead ? " (dead)" : p.active ? " (active)" : "";
      printLine(
        `${p.index}: [${p.cols}x${p.rows}] at ${p.x},${p.y} pid ${p.pid} ${
          p.command.join(" ")
        }${state}`,
      );
    }
    return 0;
  },
};
