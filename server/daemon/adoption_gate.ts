/**
 * Who goes first while a new daemon of a live upgrade takes over the
 * sessions nobody is attached to (`Daemon.#adoptLater`): the attached
 * clients coming back. Each session taken over blocks the main thread
 * while its parse worker's isolate starts (45-107 ms at a load average of
 * 25 here, seconds at 50), and a client's resume needs several turns of
 * the event loop (its hello, its attach, the first frame, the ack): taken
 * over between those turns, 19 sessions held an attached client's resume
 * 108 s at load 50 (bench/README.md, "Issue 15, thirty-first round").
 *
 * - The carried clients are waited for before any other session is taken
 *   over: until they have all resumed and their sessions are drawn, for
 *   RESUME_FIRST_MS from the first client that connects (not `berth
 *   upgrade`'s own connection, which only sees that the daemon is back),
 *   RESUME_WAIT_MS at most from the moment the daemon listens (a client
 *   killed during the handover never comes).
 * - Then each session waits while a connection made since is on its way
 *   to an attachment: not greeted yet, resuming, or resumed and its first
 *   frame not acknowledged; HOLD_MS at most each, so that one that stalls
 *   holds nobody for long. A connection whose request is anything else
 *   leaves at once: that request waits for every session anyway.
 * - And while keys are being typed into any session (TYPING_QUIET_MS since
 *   the last, HOLD_MS in all): a key's echo, and the frames that draw it,
 *   each need a turn of the main thread. Until a request waits for every
 *   session (`asked`): its user waits as well as the typist, whose session
 *   is drawn already (a key held down made `berth upgrade && berth ls`
 *   take 10.9 s instead of 1.0 s).
 *
 * @module
 */

import { sleep } from "../../protocol/timer.ts";
import { InputQuiet } from "../workers/input_activity.ts";

/**
 * How long the carried clients are waited for from the first client's
 * connection: they reconnect every 50 ms at first
 * (`client/attach/reconnect.ts`), and one whose terminal the daemon draws
 * starts `berth attach` again, a Deno start (`client/attach_waiter.sh`).
 */
export const RESUME_FIRST_MS = 1000;

/**
 * How long the carried clients are waited for when no client connects: a
 * Deno start took 5-10 s at a load average of 24-50 here.
 */
export const RESUME_WAIT_MS = 10_000;

/** Longest one connection made meanwhile holds the rest back. */
export const HOLD_MS = 10_000;

/**
 * Input this recent holds the next session back: longer than the echo of
 * a key and the frames that draw it take on a loaded machine, shorter
 * than a person's pause to read.
 */
export const TYPING_QUIET_MS = 500;

/** How often a wait looks again. */
const TURN_MS = 5;

/** The gate of one adoption; `C` a client connection. */
export class AdoptionGate<C> {
  readonly #listening = performance.now();
  #firstClient: number | null = null;
  /** Connections that may be clients coming back, since when. */
  readonly #coming = new Map<C, number>();
  readonly #settled: (conn: C) => boolean;
  readonly #typing: InputQuiet;
  #ask!: () => void;
  /** Resolves once a request waits for every session (`asked`). */
  readonly #asked = new Promise<void>((r) => this.#ask = r);
  #askedYet = false;

  /**
   * `settled(conn)`: `conn` is attached and has drawn its first frame;
   * `input`: the daemon's input count (`inputActivity()`).
   */
  constructor(settled: (conn: C) => boolean, input: SharedArrayBuffer) {
    this.#settled = settled;
    this.#typing = new InputQuiet(input, {
      quietMs: TYPING_QUIET_MS,
      limitMs: HOLD_MS,
    });
  }

  /** `conn` connected. */
  came(conn: C): void {
    this.#coming.set(conn, performance.now());
  }

  /** A connection said hello as `kind`: a client's starts the first wait. */
  greeted(kind: string): void {
    if (kind !== "upgrade") this.#firstClient ??= performance.now();
  }

  /** `conn` holds nothing any more: closed, asked something else, answered. */
  left(conn: C): void {
    this.#coming.delete(conn);
  }

  /** A request waits for every session: typing holds none back now. */
  asked(): void {
    this.#askedYet = true;
    this.#ask();
  }

  /**
   * Resolves once the carried clients are back (`waiting()` turns false)
   * or have had their time, and no connection is on its way.
   */
  async first(waiting: () => boolean): Promise<void> {
    while (
      (waiting() && performance.now() < this.#firstDeadline()) ||
      this.#holding()
    ) {
      await sleep(TURN_MS);
    }
  }

  /**
   * Resolves once no connection made meanwhile is on its way and nobody
   * is typing (or a request waits).
   */
  async turn(): Promise<void> {
    while (this.#holding()) await sleep(TURN_MS);
    if (this.#askedYet) return;
    await Promise.race([this.#typing.wait(), this.#asked]);
  }

  #firstDeadline(): number {
    const bound = this.#listening + RESUME_WAIT_MS;
    return this.#firstClient === null
      ? bound
      : Math.min(bound, this.#firstClient + RESUME_FIRST_MS);
  }

  #holding(): boolean {
    const now = performance.now();
    for (const [conn, since] of this.#coming) {
      if (now - since > HOLD_MS || this.#settled(conn)) {
        this.#coming.delete(conn);
      }
    }
    return this.#coming.size > 0;
  }
}
