/**
 * Updates the parse worker drew on a terminal itself (`direct_draw.ts`),
 * held back from the main thread for a moment. The main thread wakes for
 * every update and draws its rows again; woken at once, it takes a core
 * just when the terminal is to read the echo, and on 2 cores the terminal
 * waits. Traced per key on the 2-core VM: of the keys whose echo took over
 * 0.4 ms from the worker's write to the terminal's read, the main thread
 * ran in between for 87%; for 11.5% of the others (bench/README.md, "Issue
 * 15, ninth round").
 *
 * So the held updates go out when the key's echo wait ends (the worker's
 * blocking wait, ECHO_WAIT_MS after the last input, which wakes it anyway:
 * no wake-up is added), after at most HOLD_MS while keys keep coming,
 * before anything else the worker posts (order is kept), or at once when
 * the attach client, handling an event of its own, asks for them (it is
 * behind the terminal then).
 *
 * @module
 */

import type { ScreenUpdate } from "./parse_messages.ts";

/**
 * The longest an update waits while keys keep coming (a frame at 60 Hz):
 * a second client of the session, `wait` and `capture` see it this late
 * at most.
 */
export const HOLD_MS = 16;

/** The held updates, oldest first. */
export class HeldUpdates {
  readonly #send: (update: ScreenUpdate) => void;
  readonly #sent: () => void;
  #updates: ScreenUpdate[] = [];
  #since = Infinity;
  /** The longest wait while keys keep coming (tests set it). */
  holdMs = HOLD_MS;

  /**
   * `send` posts one update; `sent` is told once all held ones went (the
   * terminals' leases say they are no longer held).
   */
  constructor(send: (update: ScreenUpdate) => void, sent: () => void) {
    this.#send = send;
    this.#sent = sent;
  }

  get size(): number {
    return this.#updates.length;
  }

  /** Keeps `update`, drawn at `now`, for `flush`. */
  hold(update: ScreenUpdate, now: number): void {
    if (this.#updates.length === 0) this.#since = now;
    this.#updates.push(update);
  }

  /**
   * When the held updates are due, given when the echo wait ends
   * (`echoUntil`, ms like `performance.now()`); Infinity with none held.
   */
  due(echoUntil: number): number {
    if (this.#updates.length === 0) return Infinity;
    return Math.min(echoUntil, this.#since + this.holdMs);
  }

  /** Forgets the held updates without posting them. */
  drop(): void {
    this.#updates = [];
    this.#since = Infinity;
  }

  /** Posts the held updates, oldest first. */
  flush(): void {
    if (this.#updates.length === 0) return;
    const updates = this.#updates;
    this.#updates = [];
    this.#since = Infinity;
    this.#sent();
    for (const u of updates) this.#send(u);
  }
}
