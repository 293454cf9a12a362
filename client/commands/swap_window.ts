/**
 * `berth swap-window`: swap two windows' indexes (tmux's `swap-window`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "swap-window",
  summary: "Swap two windows' indexes",
  target: true,
  source: true,
  usage: `Usage: berth swap-window [-d] [-s SRC] [-t DST]

Swaps the indexes of windows SRC and DST, both SESSION:WINDOW (inside a
session, each defaults to the window of the pane it runs in; without -s, the
marked pane's window when a pane is marked, select-pane -m, as tmux's). As tmux 3.3a
does it, the index shown stays shown, now with the window swapped there;
-d shows SRC at its new index instead (swap-window -d -t :-1 moves the
window shown one to the left and keeps it shown). SRC and DST may be in
two sessions: their programs, screens and history go along.

Exit codes: 0 swapped; 1 no such window, a pane there has exited (it
cannot change sessions), or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("swap-window", args, {
      source: { type: "string", short: "s" },
      target: { type: "string", short: "t" },
      detached: { type: "boolean", short: "d" },
    });
    if (positionals.length > 0) {
      throw new UserError("swap-window takes no arguments; use -s and -t");
    }
    // No -s outside a session (a script's): the marked pane's window, as
    // tmux's; with none marked it needs -s (said as the daemon refuses).
    // (A key's command, run for the session it is bound to, is inside.)
    let source: string;
    try {
      source = paneTarget("swap-window", values.source, global, "-s");
    } catch (err) {
      if (values.source !== undefined || !(err instanceof UserError)) throw err;
      source = "{marked}";
    }
    try {
      await paneRequest(global, {
        op: "swap-window",
        source,
        // No -s: the marked pane's window, when there is one (tmux's).
        marked: values.source === undefined || undefined,
        name: paneTarget("swap-window", values.target, global),
        detached: values.detached,
      });
    } catch (err) {
      if (source !== "{marked}" || !/no pane is marked/.test(`${err}`)) {
        throw err;
      }
      throw new UserError(
        "swap-window needs -s SESSION[:WINDOW[.PANE]] outside a session, or a marked pane (select-pane -m)",
      );
    }
    return 0;
  },
};
