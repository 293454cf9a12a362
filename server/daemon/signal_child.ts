/**
 * How the daemon ends a program it started: SIGHUP, as a terminal's
 * hang-up does (tmux's too), SIGKILL after a grace; to the child's process
 * group, which it leads from its start (setsid), else to the child alone.
 *
 * @module
 */

import { kill, SIGHUP, SIGKILL } from "../../pty/mod.ts";

/** SIGHUP (or SIGKILL) to child `pid`'s process group, else to the child. */
export function signalChild(pid: number, hard: boolean): void {
  const sig = hard ? SIGKILL : SIGHUP;
  // The child leads its process group (setsid at spawn) unless it left it.
  if (!kill(-pid, sig)) kill(pid, sig);
}
