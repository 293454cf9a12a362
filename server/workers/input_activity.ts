/**
 * The daemon's input count: input written to any session's pane, by the
 * main thread (a client's keys, `send`) or by the gather worker (keys from
 * a terminal the daemon reads itself). Work that can wait, the spare parse
 * worker's warm-up, waits while it moves: on 2 cores that warm-up beside a
 * typist's keys made their echo slow (bench/README.md, "Issue 15,
 * thirteenth round").
 *
 * @module
 */

import { sleep } from "../../protocol/timer.ts";

/**
 * Input this recent holds back work that can wait: longer than the 2-6 ms
 * between the bench's keys, shorter than the pauses in a person's typing.
 */
export const INPUT_QUIET_MS = 100;

/**
 * One wait for quiet ends after this long in all: a script that writes to
 * a session without a pause gets its spare warmed all the same (the main
 * thread waits this long at most before it sends the warm-up, and the
 * spare as long again while it runs).
 */
export const QUIET_WAIT_LIMIT_MS = 5000;

let daemons: SharedArrayBuffer | null = null;

/**
 * The daemon's input count, made by its main thread; a worker gets it in
 * a message (a worker calling this would make one nobody else counts in).
 */
export function inputActivity(): SharedArrayBuffer {
  return daemons ??= new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

/** Counts input written to a pane. */
export function noteInput(count: Int32Array): void {
  Atomics.add(count, 0, 1);
}

/** Waits, between steps of work that can wait, until input is quiet. */
export class InputQuiet {
  readonly #count: Int32Array;
  readonly #quietMs: number;
  #limitMs: number;
  #seen: number;
  #movedAt = -Infinity;

  /**
   * `seen`: the count to measure from (input since then is waited for);
   * the count now unless told.
   */
  constructor(
    sab: SharedArrayBuffer,
    { quietMs = INPUT_QUIET_MS, limitMs = QUIET_WAIT_LIMIT_MS, seen }: {
      quietMs?: number;
      limitMs?: number;
      seen?: number;
    } = {},
  ) {
    this.#count = new Int32Array(sab);
    this.#quietMs = quietMs;
    this.#limitMs = limitMs;
    this.#seen = seen ?? Atomics.load(this.#count, 0);
  }

  /** The count as last looked at. */
  get seen(): number {
    return this.#seen;
  }

  /**
   * How long to wait before looking again (ms; 0: quiet now, or the waits
   * have used up `limitMs`); counted as waited.
   */
  quietIn(): number {
    const now = performance.now();
    const count = Atomics.load(this.#count, 0);
    if (count !== this.#seen) {
      this.#seen = count;
      this.#movedAt = now;
    }
    const ms = Math.min(this.#movedAt + this.#quietMs - now, this.#limitMs);
    if (ms <= 0) return 0;
    this.#limitMs -= ms;
    return ms;
  }

  /**
   * Resolves once `quietIn()` says 0, looking again after each wait. Its
   * waits do not keep the process alive (`protocol/timer.ts`): the daemon
   * and its workers are kept so by their listener and their port.
   */
  async wait(): Promise<void> {
    for (let ms = this.quietIn(); ms > 0; ms = this.quietIn()) {
      await sleep(ms);
    }
  }
}
