/**
 * `berth move-window`: move a window to another index (tmux's
 * `move-window`), or number a session's windows afresh (`-r`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { moveTarget, paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "move-window",
  summary: "Move a window to another index, or renumber the windows",
  target: true,
  source: true,
  usage: `Usage: berth move-window [-d] [-k] [-s SRC] [-t DST]
       berth move-window -r [-t SESSION]

Moves window SRC (SESSION:WINDOW; by default the window of the pane it
runs in, outside a session the most recently active session's shown
window) to DST: SESSION:INDEX, or SESSION alone for the first index free
(by default the current session's, as SRC's). The moved window is shown,
unless -d. An index in use is an error, unless -k: the window there is
killed first. -r numbers the session's windows 0, 1, 2 ... in their
order, leaving no gaps. DST may be another session: the window's
programs, screens and history go along (not a session's last window,
which tmux's move would end, nor a pane that has exited).

Exit codes: 0 moved; 1 no such window, the index is in use, it is its
session's last, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("move-window", args, {
      source: { type: "string", short: "s" },
      target: { type: "string", short: "t" },
      detached: { type: "boolean", short: "d" },
      kill: { type: "boolean", short: "k" },
      renumber: { type: "boolean", short: "r" },
    });
    if (positionals.length > 0) {
      throw new UserError("move-window takes no arguments; use -s and -t");
    }
    const name = moveTarget(values.target, global);
    await paneRequest(global, {
      op: "move-window",
      name,
      // -r reads no source (tmux's neither): the session is enough. No -s:
      // the current window, outside a session the most recently active
      // session's (read as a -t is), as tmux's (which takes the marked
      // pane's first: berth's move-window does not).
      source: values.renumber
        ? name
        : paneTarget("move-window", values.source, global),
      detached: values.detached,
      kill: values.kill,
      renumber: values.renumber,
    });
    return 0;
  },
};
