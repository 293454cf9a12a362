/**
 * A warm spare parse worker, made ahead so that `new` does not wait for
 * it. Making a Worker blocks the daemon's main thread until the worker's
 * isolate exists: measured on the loaded 2-core VM, 135-345 ms for the
 * parse worker per session (about 5-10 ms when idle), during which no
 * session's screen or input moved either. (Sessions share the daemon's one
 * gather worker, `shared_gather.ts`, made with the first pane.)
 *
 * The spare is made a little after a session starts (never inside a
 * request, and not before the first session: an idle daemon with no
 * session holds no spare), or as soon as the connection that started it
 * closes, and not while output floods; the first waits too until no
 * client has connected for a while and no input was written for a moment
 * (a start beside a typist's keys costs them), unless a second session is
 * asked for. `new` takes it and the next one is made after. A spare made
 * after one was taken warms up, once no client has connected for a while
 * and no input has been written to any session for a moment.
 * A spare whose start failed is thrown away, and `new` makes its worker
 * itself as before.
 *
 * @module
 */

import { spawnParseWorker } from "./parse_client.ts";
import type { WarmParse } from "../workers/parse_messages.ts";
import { inputActivity, InputQuiet } from "../workers/input_activity.ts";
import { after, type CancelTimer } from "../../protocol/timer.ts";
import { roomForSession } from "./fd_limit.ts";

/**
 * After a session starts, wait this long before making the next spare: the
 * request that often follows `new` (bare `berth` attaches at once) goes
 * first, not behind the main thread's wait for an isolate. A connection
 * that closes has no request to follow: `new -d` closes as soon as it has
 * its answer, and the spare is made then (`gone`). Waiting 100 ms for it
 * instead, a `new` on a new connection 30-60 ms after the last had closed
 * (a script's next `new -d` on a quiet machine) found no spare and took
 * 17.5-23.8 ms at the median, against 5.7-7.8 (bench/README.md, "Issue
 * 15, seventh round").
 */
const REFILL_DELAY_MS = 100;

/**
 * While any session's output floods, the refill waits, up to this long: a
 * worker's start (its isolate, module graph and compiles) took 56-91 ms of
 * its own thread's CPU on the 2-core VM, plus compiles on V8's threads,
 * from `cat` and its session's threads at the moment they stream; put off,
 * `cat` of 32 MiB went from 26.4 to 34.8 MB/s (bench/README.md, "Issue 15,
 * fifth round"). A flood that goes on gets its spare made all the same
 * once this has passed.
 */
const FLOOD_DEFER_MS = 2000;

/**
 * The spare's warm-up (`warm_engine.ts`) waits until no client has
 * connected for this long. It costs about 40 ms of the spare's thread and
 * 45 of V8's compiler threads (the daemon's per-thread CPU): begun with the
 * spare, it ran beside the commands a script started next, on 2 cores
 * (`new -d` one after another: 117 -> 104 ms at the median). The daemon
 * cannot see a command that is starting, only the last one that
 * connected: a script whose commands come this far apart meets the
 * warm-up (`new -d` every 950 ms: 91.0 -> 101.7 ms at the median), so it
 * is long; at 300 ms, `new -d` every 300 ms met it instead (95.7 -> 108.8;
 * with 1000: 81.5). With no client lately (sessions made over one kept
 * connection, as the bench's) the warm-up starts with the spare, as it
 * did; a spare taken before it warms up serves its session cold, as every
 * spare did before the warm-up (bench/README.md, "Issue 15, seventh
 * round").
 */
const WARM_QUIET_MS = 1000;

/** How long a refill waits when the daemon is short of fds (as accepting does). */
const FDS_SHORT_RETRY_MS = 1000;

/** What a spare waits for, and what counts as quiet. */
export interface SpareTiming {
  /** How long a refill waits for the taker's next request. */
  delayMs?: number;
  /** When a client last connected (`performance.now()`; -Infinity: never). */
  lastClientAt?: () => number;
  /** How long no client may connect before the warm-up. */
  warmQuietMs?: number;
  /** How long no input may be written before it (`INPUT_QUIET_MS`). */
  inputQuietMs?: number;
  /** The longest it waits for that (`QUIET_WAIT_LIMIT_MS`). */
  inputWaitLimitMs?: number;
}

/** The daemon's spare parse worker. */
export class WorkerSpares {
  #spare: Worker | null = null;
  #failed = false;
  #timer: CancelTimer | undefined;
  #closed = false;
  readonly #floods: () => number;
  readonly #lastClientAt: () => number;
  readonly #delayMs: number;
  readonly #warmQuietMs: number;
  #warmTimer: CancelTimer | undefined;
  /**
   * Input to the sessions since the last warm-up was sent, which the next
   * waits out too.
   */
  #inputQuiet: InputQuiet;
  readonly #newInputQuiet: () => InputQuiet;
  /** Whether the spare has been sent its warm-up. */
  #warm = false;
  /**
   * Whether a session has taken a spare yet: only a spare made after that
   * warms up. The first, made beside the daemon's first session, stays
   * cold until a second session takes it. A daemon of one session (many
   * a user's; most of the tests' 700 a run) never uses its spare, and the
   * warm-up cost it 0.2 s of CPU (0.12 on the spare's thread, the rest
   * V8's compilers: a daemon with one session took 0.55-0.89 s in its
   * first 3 s, 0.33-0.45 without; the tests' daemons took 630 of CI's
   * 1,840 CPU-seconds) and 2-3 MB of compiled code. Who makes a second
   * session is likely to make more: their next spares warm up as before,
   * and the second session is served cold, as every spare was before the
   * warm-up.
   */
  #given = false;
  /** How many sessions have asked for a spare (`take`). */
  #takes = 0;
  /** When the refill waiting now was asked for (ms, `performance.now()`). */
  #askedAt = 0;
  /** The flood count then. */
  #floodsAtAsk = 0;
  /** Who took the last spare, while its refill waits. */
  #takenBy: unknown = null;

  /**
   * `floods`: a count that moves while output floods (the gather worker's
   * flood batches, `SharedGather.floods`); the refill waits while it moves.
   */
  constructor(floods: () => number = () => 0, timing: SpareTiming = {}) {
    this.#floods = floods;
    this.#lastClientAt = timing.lastClientAt ?? (() => -Infinity);
    this.#delayMs = timing.delayMs ?? REFILL_DELAY_MS;
    this.#warmQuietMs = timing.warmQuietMs ?? WARM_QUIET_MS;
    this.#newInputQuiet = () =>
      new InputQuiet(inputActivity(), {
        quietMs: timing.inputQuietMs,
        limitMs: timing.inputWaitLimitMs,
      });
    this.#inputQuiet = this.#newInputQuiet();
  }

  /**
   * The spare worker, or null when there is none ready; makes the next
   * soon. `by`: who takes it (the connection), for `gone`.
   */
  take(by: unknown = null): Worker | null {
    const spare = this.#failed ? null : this.#spare;
    if (spare) this.#given = true;
    // A second session: the first spare's wait for quiet ends.
    if (++this.#takes === 2 && this.#timer !== undefined) {
      this.#timer();
      this.#timer = undefined;
    }
    if (this.#failed) this.#discard();
    this.#spare = null;
    this.#warmTimer?.();
    this.#warmTimer = undefined;
    // The next spare's wait for quiet input starts afresh.
    this.#inputQuiet = this.#newInputQuiet();
    this.#takenBy = by;
    this.#refillSoon();
    return spare;
  }

  /**
   * `by` has gone (its connection closed): when it took the last spare,
   * and no flood has begun since, the next is made now rather than after
   * the delay, since no request of its own can follow.
   */
  gone(by: unknown): void {
    if (by === null || by !== this.#takenBy) return;
    this.#takenBy = null;
    if (this.#timer === undefined || this.#floods() !== this.#floodsAtAsk) {
      return;
    }
    this.#timer();
    this.#refillAfter(this.#floodsAtAsk, 0);
  }

  /** Whether a spare is ready now. */
  get ready(): boolean {
    return this.#spare !== null;
  }

  /** Whether the spare ready now has been sent its warm-up. */
  get warm(): boolean {
    return this.#spare !== null && this.#warm;
  }

  /** Stops the spare worker (the daemon is shutting down). */
  close(): void {
    this.#closed = true;
    this.#timer?.();
    this.#warmTimer?.();
    this.#discard();
  }

  #refillSoon(): void {
    if (this.#closed || this.#timer !== undefined) return;
    this.#askedAt = performance.now();
    this.#floodsAtAsk = this.#floods();
    this.#refillAfter(this.#floodsAtAsk);
  }

  /**
   * Makes the spare in `delay` ms, unless the flood count moves from
   * `seen`.
   */
  #refillAfter(seen: number, delay = this.#delayMs): void {
    this.#timer = after(delay, () => {
      this.#timer = undefined;
      this.#takenBy = null;
      if (this.#closed || this.#spare) return;
      const quietIn = this.#firstQuietIn();
      if (quietIn > 0) {
        this.#refillAfter(seen, quietIn);
        return;
      }
      const floods = this.#floods();
      if (
        floods !== seen &&
        performance.now() - this.#askedAt < FLOOD_DEFER_MS
      ) {
        this.#refillAfter(floods);
        return;
      }
      // A worker that cannot get its fds panics Deno and takes the daemon
      // down: with the fds short (a burst of connections), wait.
      if (!roomForSession()) {
        this.#askedAt = performance.now();
        this.#refillAfter(floods, FDS_SHORT_RETRY_MS);
        return;
      }
      this.#failed = false;
      const parse = spawnParseWorker("parse:spare");
      parse.onerror = (e: ErrorEvent) => {
        // Not yet a session's: nobody to tell; `take` throws it away.
        e.preventDefault();
        this.#failed = true;
      };
      this.#spare = parse;
      this.#warm = false;
      this.#warmWhenQuiet();
    });
  }

  /**
   * While the daemon has made one session, how long until it is quiet
   * (`#quietIn`). The first spare waits for that: a daemon of one session
   * never uses it, and a script's commands, which keep connecting, are
   * what it would have run beside (the tests' daemons, one session each
   * and commands every few hundred ms: 46 -> 38 ticks of CPU in their
   * first 2 s). A script that makes a second session at once makes its
   * worker then, as before spares (about 15 ms more for that `new` when
   * idle); from the third, spares are made at once again.
   */
  #firstQuietIn(): number {
    return this.#takes > 1 ? 0 : this.#quietIn();
  }

  /**
   * How long until no client has connected for a while and no input has
   * been written to a session for a moment (0: now).
   */
  #quietIn(): number {
    const sinceClient = this.#lastClientAt() + this.#warmQuietMs -
      performance.now();
    return sinceClient > 0 ? sinceClient : this.#inputQuiet.quietIn();
  }

  /** Sends the spare its warm-up once no client has connected for a while. */
  #warmWhenQuiet(): void {
    const spare = this.#spare;
    if (
      this.#closed || spare === null || this.#warm ||
      !this.#given
    ) {
      return;
    }
    // Its first steps (libc opened, the first timer and message channel)
    // cost the spare 30-60 ms cold, beside a typist's keys on 2 cores.
    const wait = this.#quietIn();
    if (wait > 0) {
      this.#warmTimer = after(wait, () => {
        this.#warmTimer = undefined;
        this.#warmWhenQuiet();
      });
      return;
    }
    // Keys typed from now until the spare looks count for it too.
    const warm: WarmParse = {
      t: "warm",
      activity: inputActivity(),
      seen: this.#inputQuiet.seen,
    };
    spare.postMessage(warm);
    this.#warm = true;
    this.#inputQuiet = this.#newInputQuiet();
  }

  #discard(): void {
    this.#spare?.terminate();
    this.#spare = null;
  }
}
