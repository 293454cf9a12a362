/**
 * Programs the daemon is ending that no pane shows any more: what
 * `kill-pane`, `kill` (a session's), `respawn-pane -k` and
 * `respawn-window -k` closed while it ran. Each gets SIGHUP at once and
 * SIGKILL if it is still there after the grace, and is reaped when it
 * exits. A live upgrade carries the list
 * (`upgrade_state.ts`): the new daemon, the same process after `execve`,
 * keeps the deadlines and reaps them, where otherwise a program that
 * ignores SIGHUP would run on outside any pane, and one that exits would
 * stay a zombie. The handover itself runs no daemon's timers for seconds:
 * a watch of its own sends the SIGKILLs due meanwhile (`watchOver`).
 *
 * It also reaps the `pipe-pane` commands (`reap`): never signalled (a
 * closed pipe only ends their input, as tmux's), and carried the same way,
 * or one whose pipe was not carried would stay a zombie of the new daemon.
 *
 * @module
 */

import {
  type ChildWatcher,
  closeFd,
  kill,
  SIGKILL,
  spawnPiped,
} from "../../pty/mod.ts";
import { signalChild } from "./signal_child.ts";
import { after } from "../../protocol/timer.ts";

/**
 * The watch's `k PID START`: SIGKILL to PID's group (else PID) only while
 * PID is still the process it was at the handover, its start time (field
 * 22 of /proc/PID/stat, after the command's parenthesis) unchanged. The
 * pid stops being ours when the daemon that would reap it is gone (a new
 * daemon that dies starting, its programs then reaped by init) or is an
 * older berth's, which reaps them and never stops the watch: with Linux's
 * 32768 pids a pid is given again within seconds on a busy machine, and
 * the watch, measured, SIGKILLed the process given it. `-` (no /proc):
 * unchecked.
 */
const SAME_THEN_KILL = `k() { if [ "$2" != - ]; then ` +
  `read -r s < /proc/$1/stat || return; s=\${s##*) }; set -- $1 $2 $s; ` +
  `[ "\${22}" = "$2" ] || return; fi; ` +
  `kill -s KILL -- -$1 || kill -s KILL $1; };`;

/** Pid's start time (`SAME_THEN_KILL`), "-" when /proc cannot say. */
function startTime(pid: number): string {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "-";
  } catch {
    return "-";
  }
}

/** How long a program has between SIGHUP and SIGKILL. */
export const KILL_GRACE_MS = 3000;

export class Endings {
  /** Pid, and when (`Date.now()`) it gets SIGKILL. */
  readonly #killAt = new Map<number, number>();
  /** Pids only reaped (`reap`), until they exit. */
  readonly #reaping = new Set<number>();
  /** The waits for the programs in `#killAt` to exit. */
  readonly #exits = new Set<Promise<unknown>>();

  constructor(readonly watcher: ChildWatcher) {}

  /** SIGHUP to `pid`'s process group now, SIGKILL after the grace. */
  end(pid: number): void {
    signalChild(pid, false);
    this.#watch(pid, Date.now() + KILL_GRACE_MS);
  }

  #watch(pid: number, killAt: number): void {
    if (this.#killAt.has(pid)) return;
    this.#killAt.set(pid, killAt);
    const cancel = after(
      Math.max(0, killAt - Date.now()),
      () => signalChild(pid, true),
    );
    const exited = this.watcher.exited(pid).catch(() => {}).finally(() => {
      cancel();
      this.#killAt.delete(pid);
      this.#exits.delete(exited);
    });
    this.#exits.add(exited);
  }

  /**
   * Resolves once every program being ended has exited: SIGKILL after its
   * grace at the latest. The daemon waits for it before it exits (it is
   * what sends the SIGKILL), or a program that ignores SIGHUP ran on.
   */
  async ended(): Promise<void> {
    while (this.#exits.size > 0) await Promise.all(this.#exits);
  }

  /** Reaps child `pid` when it exits, here or after an upgrade. */
  reap(pid: number): void {
    if (this.#reaping.has(pid)) return;
    this.#reaping.add(pid);
    this.watcher.exited(pid).catch(() => {}).finally(() =>
      this.#reaping.delete(pid)
    );
  }

  /** The programs still ending, for the next daemon. */
  save(): [pid: number, killAt: number][] {
    return [...this.#killAt];
  }

  /**
   * A live upgrade's handover (the new program's check, the execve, its
   * start and load) runs no daemon's timers for seconds: a SIGKILL due
   * then waited for the new daemon (6.7 s after the kill, measured, with
   * a 4-5 s upgrade). A shell of its own (`spawnPiped`: its own process
   * group, no fd of ours) sleeps to each deadline and sends it, as
   * `signalChild` does; the next daemon, or this one when the upgrade is
   * undone, stops it once it keeps the deadlines itself (`load`). The
   * pids are safe to signal meanwhile: children of this process, and the
   * watcher held (nobody reaps them), none can have been given to another
   * process; the watch checks each is still the same process all the
   * same (`SAME_THEN_KILL`), for a next daemon that never stops it.
   * Returns its pid; null when nothing is being ended.
   */
  watchOver(): number | null {
    const due = [...this.#killAt].sort((a, b) => a[1] - b[1]);
    if (due.length === 0) return null;
    let at = Date.now();
    const steps = due.map(([pid, killAt]) => {
      const wait = Math.max(0, killAt - at);
      at += wait;
      return `sleep ${(wait / 1000).toFixed(3)}; k ${pid} ${startTime(pid)}`;
    });
    try {
      const watch = spawnPiped({
        command: `exec 2>/dev/null; ${SAME_THEN_KILL} ${steps.join("; ")}`,
        env: { PATH: "/usr/bin:/bin" },
        cwd: "/",
        stdin: true,
        stdout: false,
      });
      closeFd(watch.fd);
      return watch.pid;
    } catch {
      return null; // No shell: the next daemon sends them once it runs.
    }
  }

  /** The children only reaped (`reap`) not yet reaped, for the next daemon. */
  saveReaping(): number[] {
    return [...this.#reaping];
  }

  /**
   * The old daemon's (`save`, `saveReaping`, `watchOver`): watched and
   * ended on the same deadlines, and reaped.
   */
  load(
    saved: [pid: number, killAt: number][],
    reaping: number[] = [],
    watch?: number,
  ): void {
    // The handover's watch (`watchOver`) stops before anything is reaped
    // here: a pid it may still signal stays this process's child till then.
    if (watch !== undefined && watch > 1) {
      // Its group: the `sleep` it waits on goes with it.
      if (!kill(-watch, SIGKILL)) kill(watch, SIGKILL);
      this.reap(watch);
    }
    // Never 0 or 1: kill(0) and kill(-1) would signal the daemon's own
    // process group, or every process it may signal.
    for (const [pid, killAt] of saved) if (pid > 1) this.#watch(pid, killAt);
    for (const pid of reaping) if (pid > 1) this.reap(pid);
  }
}
