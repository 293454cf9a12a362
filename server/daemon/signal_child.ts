/**
 * How the daemon ends a program it started: SIGHUP, as a terminal's
 * hang-up does (tmux's too), SIGKILL after a grace; to the child's process
 * group, which it leads from its start (setsid), else to the child alone.
 * SIGCONT follows the SIGHUP, as the kernel's hang-up sends it: a stopped
 * program (kill -STOP, a debugger let go of it) would otherwise hold the
 * SIGHUP pending until the SIGKILL, its own handler never run (tmux's
 * server never leaves a pane stopped either).
 *
 * @module
 */

import { kill, SIGCONT, SIGHUP, SIGKILL } from "../../pty/mod.ts";

/** SIGHUP (or SIGKILL) to child `pid`'s process group, else to the child. */
export function signalChild(pid: number, hard: boolean): void {
  const sig = hard ? SIGKILL : SIGHUP;
  // The child leads its process group (setsid at spawn) unless it left it.
  const group = kill(-pid, sig);
  if (!group) kill(pid, sig);
  if (!hard) kill(group ? -pid : pid, SIGCONT);
}
