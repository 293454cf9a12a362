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

export const command: Command = {
  name: "list-panes",
  summary: "List a window's panes: index, size, place, program",
  target: true,
  usage: `Usage: berth list-panes [-t SESSION[:WINDOW]] [--json]

Options:
  --json   one JSON array of pane objects (index, id, active, x, y, cols,
           rows, pid, command, dead, target)

Exit codes: 0 listed; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-panes", args, {
      target: { type: "string", short: "t" },
      json: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError("list-panes takes no arguments; use -t");
    }
    const { panes } = await paneRequest(global, {
      op: "list-panes",
      name: paneTarget("list-panes", values.target),
    });
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
