/**
 * Reaping berth's children promptly on the daemon's main thread.
 *
 * @module
 */

import { waitpid, type WaitStatus } from "./wait.ts";

/**
 * Safety poll interval: SIGCHLD is the prompt path; this catches a signal
 * that coalesced with another or arrived while no listener was installed.
 */
const SAFETY_POLL_MS = 1000;

interface Waiter {
  promise: Promise<WaitStatus>;
  resolve: (s: WaitStatus) => void;
  reject: (e: unknown) => void;
}

/** Calls `fn` every `ms` until the function it returns is called. */
export type RepeatTimer = (ms: number, fn: () => void) => () => void;

function globalEvery(ms: number, fn: () => void): () => void {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
}

/**
 * Collects the exit status of children started with `spawnPty`.
 *
 * On SIGCHLD (and on a slow safety poll) it calls `waitpid(pid, WNOHANG)` for
 * each pid it was asked about, never `waitpid(-1)`, so it cannot steal the
 * status of processes started with `Deno.Command` (whose own reaper also
 * waits per pid). The listener and the poll are installed only while some
 * pid is awaited, so an idle watcher holds no resources.
 *
 * Every spawned pid must be passed to `exited` once, or it stays a zombie.
 *
 * @example
 * ```ts ignore
 * const watcher = new ChildWatcher();
 * const status = await watcher.exited(pty.pid); // { code: 0, signal: null }
 * ```
 */
export class ChildWatcher {
  #waiters = new Map<number, Waiter>();
  /** Stops the safety poll while it runs. */
  #stopPoll: (() => void) | null = null;
  readonly #onSignal = () => this.#reapAll();
  #held = false;

  /**
   * `every`: how the safety poll is timed. Deno's `setInterval` by default,
   * which keeps the process alive while a pid is awaited (the SIGCHLD
   * listener does not). A process that something else keeps alive may pass
   * a timer that loads less: the daemon's listener does, and Deno's global
   * timers load Node's (`protocol/timer.ts`).
   */
  constructor(readonly every: RepeatTimer = globalEvery) {}

  /**
   * Resolves with `pid`'s exit status once it has exited, and reaps it.
   * Rejects when `pid` is not a child of this process (or was reaped by
   * someone else).
   */
  exited(pid: number): Promise<WaitStatus> {
    const known = this.#waiters.get(pid);
    if (known) return known.promise;
    let resolve!: (s: WaitStatus) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<WaitStatus>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    if (this.#held) return promise;
    this.#waiters.set(pid, { promise, resolve, reject });
    this.#start();
    this.#reap(pid);
    this.#stopIfIdle();
    return promise;
  }

  /** Pids awaited and not yet reaped. */
  get watching(): number[] {
    return [...this.#waiters.keys()];
  }

  /**
   * Stops reaping for good, leaving every exit to the next program of
   * this process (a live upgrade): a status reaped after the daemon's
   * state was saved would be lost. Pending promises never settle.
   */
  hold(): void {
    this.#held = true;
    this.#waiters.clear();
    this.#stopIfIdle();
  }

  /** Stops watching: pending promises reject; their children stay unreaped. */
  close(): void {
    const waiters = [...this.#waiters.values()];
    this.#waiters.clear();
    this.#stopIfIdle();
    for (const w of waiters) w.reject(new Error("Child watcher closed"));
  }

  #reapAll(): void {
    for (const pid of [...this.#waiters.keys()]) this.#reap(pid);
    this.#stopIfIdle();
  }

  #reap(pid: number): void {
    const w = this.#waiters.get(pid);
    // Settled meanwhile. Never seen to happen here, but once a test saw
    // `w` undefined on this path (2026-12, not reproduced): a throw from a
    // SIGCHLD listener would take the daemon down.
    if (!w) return;
    try {
      const status = waitpid(pid);
      if (status === null) return;
      this.#waiters.delete(pid);
      w.resolve(status);
    } catch (e) {
      this.#waiters.delete(pid);
      w.reject(e);
    }
  }

  #start(): void {
    if (this.#stopPoll !== null) return;
    Deno.addSignalListener("SIGCHLD", this.#onSignal);
    this.#stopPoll = this.every(SAFETY_POLL_MS, () => this.#reapAll());
  }

  #stopIfIdle(): void {
    if (this.#waiters.size > 0 || this.#stopPoll === null) return;
    Deno.removeSignalListener("SIGCHLD", this.#onSignal);
    this.#stopPoll();
    this.#stopPoll = null;
  }
}
