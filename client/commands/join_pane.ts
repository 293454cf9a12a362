/**
 * `berth join-pane` (and `move-pane`, the same command in tmux 3.3a): move
 * a pane into a window's layout, splitting a pane there (tmux's
 * `join-pane`); the inverse of `break-pane`.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { splitSize } from "./_split_size.ts";

export const command: Command = {
  name: "join-pane",
  ownsShortH: true,
  summary: "Move a pane into a window's layout, splitting a pane there",
  target: true,
  source: true,
  usage: `Usage: berth join-pane [-h|-v] [-b] [-d] [-l SIZE|-p PERCENT]
                       [-s SRC] [-t DST] [-P]

Moves pane SRC into the window of pane DST (both SESSION:WINDOW.PANE;
inside a session, by default the pane it runs in; SRC by default the
marked pane when there is one, select-pane -m), splitting DST: -v (the
default) puts it below DST, -h to the right. It keeps its program, id,
screen and history; the window it leaves closes when it was that window's
last pane. It becomes the active pane and its window is shown, unless -d.
DST may be in SRC's own window (the pane moves next to it), or in another
session (not a session's last pane, nor one that has exited). move-pane
is another name for it, as in tmux.

Options:
  -h, -v           to the right of DST, below it
  -b               left of or above DST instead
  -d               keep the active pane and the window shown
  -l SIZE          its width or height in cells (N% : percent of DST)
  -p PERCENT       ... or in percent of DST
  -P               print its target (SESSION:WINDOW.PANE) afterwards

Exit codes: 0 moved; 1 no such pane, DST is too small, SRC is its
session's last, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("join-pane", args, {
      horizontal: { type: "boolean", short: "h" },
      vertical: { type: "boolean", short: "v" },
      before: { type: "boolean", short: "b" },
      detached: { type: "boolean", short: "d" },
      size: { type: "string", short: "l" },
      percent: { type: "string", short: "p" },
      source: { type: "string", short: "s" },
      target: { type: "string", short: "t" },
      print: { type: "boolean", short: "P" },
    });
    if (positionals.length > 0) {
      throw new UserError("join-pane takes no arguments; use -s and -t");
    }
    const { kind, size, percent } = splitSize("join-pane", values);
    const res = await paneRequest(global, {
      op: "join-pane",
      source: paneTarget("join-pane", values.source, global, "-s"),
      // No -s: the marked pane, when there is one (tmux's default).
      marked: values.source === undefined || undefined,
      name: paneTarget("join-pane", values.target, global),
      kind,
      size,
      percent,
      before: values.before,
      detached: values.detached,
    });
    if (values.print) printLine(res.target);
    return 0;
  },
};
