/**
 * A worker's scheduling while it streams a flood: a long time slice
 * (`pty/thread_slice.ts`) from its first large batch until it has been
 * quiet for `QUIET_MS`, the kernel's default otherwise. The CPU a flood
 * gets is the same; what changes is who runs first when a thread wakes.
 * With 20 sessions flooding on 2 cores, a key's echo wakes the gather
 * worker, the parse worker and the main thread in turn, and with equal
 * slices each waited behind about half of the 40 busy workers.
 *
 * Parse workers use it, and so does the one gather worker, which reads
 * every session's echoes too: it takes the long slice only while no quiet
 * pane has had output for `INTERACTIVE_HOLD_MS` (`interactive`). Measured
 * with the long slice on it always (20 sessions flooding, a 21st typing, 3
 * alternations): the floods' total throughput rose from 3.8-6.1 to 6.8-7.8
 * MB/s, but the quiet session's key p99 went from 366-475 to 472-835 ms;
 * with the short slice always, an attached flood alone lost its p99
 * output-to-screen (see bench/README.md, "Issue 15, fourth round").
 *
 * @module
 */

import { setThreadSlice } from "../../pty/thread_slice.ts";

/**
 * The slice of a flooding worker. Longer than the default (about 1-3 ms)
 * by enough that a woken default thread's deadline comes first; measured
 * in the bench's many-sessions section (see bench/README.md).
 */
export const FLOOD_SLICE_NS = 20_000_000;

/**
 * The slice of a worker that is not flooding: shorter than the kernel's
 * default (1.4 ms here), so that a worker woken by a key or a prompt runs
 * ahead of threads that are busy (a build, another program), and may take
 * the CPU from them at once (EEVDF's PREEMPT_SHORT). Its share of the CPU
 * is unchanged; a thread that runs long is only switched out more often.
 */
export const INTERACTIVE_SLICE_NS = 500_000;

/** Quiet this long (no large batch) ends the flood's slice. */
export const QUIET_MS = 100;

/**
 * After a quiet pane's output (an echo, a prompt), no long slice for this
 * long: someone is typing, and keys come closer together than this.
 */
export const INTERACTIVE_HOLD_MS = 1000;

/** One worker thread's flood state. */
export class FloodSlice {
  #long = false;
  #lastBusy = -Infinity;
  #interactiveUntil = -Infinity;

  /** Gives the calling thread the interactive slice. */
  constructor() {
    setThreadSlice(INTERACTIVE_SLICE_NS);
  }

  /** True while the thread has the long slice. */
  get flooding(): boolean {
    return this.#long;
  }

  /** A large batch was taken or published at `now` (ms). */
  busy(now: number): void {
    this.#lastBusy = now;
    if (this.#long || now < this.#interactiveUntil) return;
    this.#long = setThreadSlice(FLOOD_SLICE_NS);
  }

  /**
   * Output that is not a flood's came at `now` (a key's echo beside the
   * floods): the short slice at once, and for `INTERACTIVE_HOLD_MS`.
   */
  interactive(now: number): void {
    this.#interactiveUntil = now + INTERACTIVE_HOLD_MS;
    if (!this.#long) return;
    setThreadSlice(INTERACTIVE_SLICE_NS);
    this.#long = false;
  }

  /** The pane that began the hold floods now: the hold ends. */
  endHold(): void {
    this.#interactiveUntil = -Infinity;
  }

  /**
   * The thread is about to wait for output. Returns how long it may sleep
   * before it should call again (the flood may be over by then), or
   * Infinity.
   */
  quiet(now: number): number {
    if (!this.#long) return Infinity;
    const left = QUIET_MS - (now - this.#lastBusy);
    if (left > 0) return left;
    setThreadSlice(INTERACTIVE_SLICE_NS);
    this.#long = false;
    return Infinity;
  }
}
