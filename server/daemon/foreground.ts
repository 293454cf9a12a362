/**
 * The program in the foreground of a pane's terminal, as tmux finds it
 * (`osdep-linux.c`): the process group leader that the terminal's
 * `tpgid` names, read from Linux's /proc. It names windows after their
 * programs (tmux's automatic-rename) and is `#{pane_current_command}`.
 *
 * @module
 */

import type { Pane } from "./pane.ts";

/**
 * The foreground process group of `pane`'s terminal (the `tpgid` of its
 * child, the session leader), or 0 when there is none to read.
 */
export function foregroundPid(pane: Pane): number {
  if (pane.dead) return 0;
  try {
    const stat = Deno.readTextFileSync(`/proc/${pane.pid}/stat`);
    // Fields after the `(comm)`, which may hold spaces: state ppid pgrp
    // session tty_nr tpgid.
    const tpgid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[5]);
    return tpgid > 0 ? tpgid : 0;
  } catch {
    return 0; // No /proc, or the process just ended.
  }
}

/**
 * The name of the program in the foreground of `pane`'s terminal; else
 * the command it was started with (a dead pane, no /proc).
 */
export function foregroundCommand(pane: Pane): string {
  const started = pane.command[0]?.replace(/^.*\//, "") ?? "";
  const pid = foregroundPid(pane);
  if (pid === 0) return started;
  try {
    return Deno.readTextFileSync(`/proc/${pid}/comm`).trimEnd() || started;
  } catch {
    return started; // It ended meanwhile.
  }
}

/**
 * Whether the program in front of `pane`'s terminal is a copy of the
 * pane's own program, not yet replaced by what it runs: a shell has
 * forked `sleep 30` and made it the foreground, and its `exec` is still to
 * come (on a loaded machine, long enough for a look after the command's
 * echo to find `bash`, and no more output to look again). A subshell in
 * front reads the same: it is looked at a few times, then left.
 */
export function foregroundForking(pane: Pane): boolean {
  const pid = foregroundPid(pane);
  if (pid === 0 || pid === pane.pid) return false;
  try {
    const comm = (p: number) => Deno.readTextFileSync(`/proc/${p}/comm`);
    return comm(pid) === comm(pane.pid);
  } catch {
    return false; // One of them ended meanwhile.
  }
}

/**
 * The working directory of the program in the foreground of `pane`'s
 * terminal, as tmux's `pane_current_path`; else that of the pane's child;
 * else nothing (a dead pane, no /proc, a process of another user).
 */
export function currentPath(pane: Pane): string | undefined {
  if (pane.dead) return undefined;
  for (const pid of [foregroundPid(pane), pane.pid]) {
    if (pid === 0) continue;
    try {
      return Deno.readLinkSync(`/proc/${pid}/cwd`);
    } catch {
      // Ended meanwhile, or not ours to read: the next one.
    }
  }
  return undefined;
}
