/**
 * `berth list-panes`: a window's panes (tmux's `list-panes`); with `-s`
 * a session's, with `-a` every session's.
 *
 * @module
 */

import type { PaneInfo } from "../../protocol/messages.ts";
import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { allPanes, type PaneRow } from "./_list_all.ts";
import {
  FORMAT_HELP,
  FORMAT_OPTION,
  formatOrJson,
  PANE_JSON_FORMAT,
  paneJson,
  printListing,
} from "./_list_format.ts";

export const command: Command = {
  name: "list-panes",
  summary: "List a window's panes (-s a session's, -a all): size, place, pid",
  target: true,
  usage:
    `Usage: berth list-panes [-a | -s] [-t SESSION[:WINDOW]] [-F FORMAT | --json]

Lists the panes of a window (SESSION alone: its shown one; inside a
session, without -t: this pane's window). With -F, one line a pane,
FORMAT expanded for it (as tmux's:
berth list-panes -a -F '#S:#I.#P #{pane_current_command}').

Options:
  -t TARGET   SESSION, SESSION:WINDOW (a pane names its window)
  -s          every pane of every window of the session -t names (any
              target); each line starts WINDOW.PANE: (0.1: [80x24] ...)
  -a          every pane of every session (-s ignored, a -t given
              must exist); each line starts SESSION:WINDOW.PANE:
              (work:0.1: [80x24] ...)
${FORMAT_HELP}
  --json      one JSON array of pane objects: id (tmux's %N), index,
              session, sessionId ($N), window (its index), windowId
              (@N), target, active, x, y, cols, rows, pid, command,
              title, dead

A session or window that ends while -s or -a lists is left out; with no
sessions, -a prints nothing. A pane id (#D, %N) is unique in the daemon,
and -t takes it as it is.

Exit codes: 0 listed; 1 no such window, no daemon runs, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-panes", args, {
      all: { type: "boolean", short: "a" },
      session: { type: "boolean", short: "s" },
      target: { type: "string", short: "t" },
      ...FORMAT_OPTION,
      json: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError("list-panes takes no arguments; use -t");
    }
    const format = formatOrJson("list-panes", values, PANE_JSON_FORMAT);
    if (values.all || values.session) {
      // As tmux's: -a wins over -s and needs no target; one given must
      // exist.
      const target = values.all
        ? undefined
        : paneTarget("list-panes", values.target, global);
      const named = values.all ? values.target : undefined;
      const { rows, lines } = await allPanes(global, target, format, named);
      printListing(
        "list-panes",
        values,
        rows,
        lines,
        (p) => placedLine(p, values.all === true),
        paneJson,
      );
      return 0;
    }
    const { panes, lines } = await paneRequest(global, {
      op: "list-panes",
      name: paneTarget("list-panes", values.target, global),
      ...format,
    });
    printListing("list-panes", values, panes, lines, paneLine, paneJson);
    return 0;
  },
};

/** A pane as berth lists it: `1: [40x24] at 41,0 pid 4242 bash (active)`. */
function paneLine(p: PaneInfo): string {
  const state = p.dead ? " (dead)" : p.active ? " (active)" : "";
  return `${p.index}: [${p.cols}x${p.rows}] at ${p.x},${p.y} pid ${p.pid} ${
    p.command.join(" ")
  }${state}`;
}

/** A pane of -a (`work:0.1: [80x24] ...`) or -s (`0.1: ...`), as tmux's. */
function placedLine(p: PaneRow, withSession: boolean): string {
  const where = withSession ? `${p.session}:${p.window}` : `${p.window}`;
  return `${where}.${paneLine(p)}`;
}
