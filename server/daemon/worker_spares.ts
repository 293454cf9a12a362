/**
 * A warm spare pair of session workers (gather and parse), made ahead so
 * that `new` does not wait for them. Making a Worker blocks the daemon's
 * main thread until the worker's isolate exists: measured on the loaded
 * 2-core VM, 65-260 ms for the gather worker and 135-345 ms for the parse
 * worker per session (about 5-10 ms each when idle), during which no
 * session's screen or input moved either.
 *
 * The spare is made a little after a session starts (never inside a
 * request, and not before the first session: an idle daemon with no
 * session holds no spare); `new` takes it and the next one is made after.
 * A spare whose start failed is thrown away, and `new` makes its workers
 * itself as before.
 *
 * @module
 */

import { spawnGatherWorker } from "../workers/gather_worker.ts";
import { spawnParseWorker } from "./parse_client.ts";

/** A session's two workers, made ahead. */
export interface SparePair {
  gather: Worker;
  parse: Worker;
}

/**
 * After a session starts, wait this long before making the next spare: the
 * request that often follows `new` (bare `berth` attaches at once) goes
 * first, not behind the main thread's wait for two isolates.
 */
const REFILL_DELAY_MS = 100;

/** The daemon's spare pair. */
export class WorkerSpares {
  #spare: SparePair | null = null;
  #failed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  /** The spare pair, or null when there is none ready; makes the next soon. */
  take(): SparePair | null {
    const spare = this.#failed ? null : this.#spare;
    if (this.#failed) this.#discard();
    this.#spare = null;
    this.#refillSoon();
    return spare;
  }

  /** Stops the spare workers (the daemon is shutting down). */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#discard();
  }

  #refillSoon(): void {
    if (this.#closed || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (this.#closed || this.#spare) return;
      this.#failed = false;
      const onerror = (e: ErrorEvent) => {
        // Not yet a session's: nobody to tell; `take` throws it away.
        e.preventDefault();
        this.#failed = true;
      };
      const gather = spawnGatherWorker("gather:spare");
      const parse = spawnParseWorker("parse:spare");
      gather.onerror = parse.onerror = onerror;
      this.#spare = { gather, parse };
    }, REFILL_DELAY_MS);
  }

  #discard(): void {
    this.#spare?.gather.terminate();
    this.#spare?.parse.terminate();
    this.#spare = null;
  }
}
