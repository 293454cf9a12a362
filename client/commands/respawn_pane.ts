/**
 * `berth respawn-pane`: run a pane's program again, or another, in the same
 * pane (tmux's `respawn-pane`).
 *
 * @module
 */

import type { Command } from "./command.ts";
import { respawn } from "./_respawn.ts";

export const command: Command = {
  name: "respawn-pane",
  summary: "Run a pane's program again (or CMD) in the same pane",
  target: true,
  usage:
    `Usage: berth respawn-pane [-k] [-c DIR] [-e VAR=VAL] [-t TARGET] [CMD...]

Starts a new program in the pane: the same pane (id, size, place in the
layout), its screen cleared and its modes reset, its history kept, as
tmux's respawn-pane. Without CMD, the program the pane ran before (with
its arguments); CMD given as one argument with spaces or shell syntax
runs with $SHELL -c. The main use: with remain-on-exit on, a pane whose
program exited (dead) runs again, its "Pane is dead" line cleared with
its screen; a session that ended with its dead last pane kept (new
--keep) runs again too.

Options:
  -k               kill the pane's program first when it still runs
                   (SIGHUP, SIGKILL after 3 seconds); without -k such a
                   pane is refused
  -c DIR           start CMD in DIR (formats expand for the pane:
                   -c '#{pane_current_path}'); default: where the pane's
                   program started
  -e VAR=VAL       add VAR to the environment of this program; repeat
                   for more
  -t TARGET        SESSION, SESSION:WINDOW or SESSION:WINDOW.PANE, %N

Exit codes: 0 respawned; 1 no such pane, its program still runs (no -k),
CMD cannot start, or an error.`,
  run: (args, global) => respawn("respawn-pane", args, global),
};
