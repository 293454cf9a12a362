/**
 * `berth respawn-window`: start a window over from its first pane (tmux's
 * `respawn-window`).
 *
 * @module
 */

import type { Command } from "./command.ts";
import { respawn } from "./_respawn.ts";

export const command: Command = {
  name: "respawn-window",
  summary: "Start a window over: its first pane's program again, alone",
  target: true,
  usage:
    `Usage: berth respawn-window [-k] [-c DIR] [-e VAR=VAL] [-t TARGET] [CMD...]

As tmux's respawn-window: the window's other panes close (their programs
ended) and its first pane, now the whole window, runs its program again
(or CMD), its screen cleared, its history kept (see respawn-pane).

Options:
  -k               kill the programs that still run there first; without
                   -k a window with a program running is refused
  -c DIR           start CMD in DIR; default: where the pane's program
                   started
  -e VAR=VAL       add VAR to the environment of this program; repeat
                   for more
  -t TARGET        SESSION or SESSION:WINDOW

Exit codes: 0 respawned; 1 no such window, a program still runs there
(no -k), CMD cannot start, or an error.`,
  run: (args, global) => respawn("respawn-window", args, global),
};
