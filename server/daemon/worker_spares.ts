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
 * session holds no spare); `new` takes it and the next one is made after.
 * A spare whose start failed is thrown away, and `new` makes its worker
 * itself as before.
 *
 * @module
 */

import { spawnParseWorker } from "./parse_client.ts";
import type { WarmParse } from "../workers/parse_messages.ts";

/**
 * After a session starts, wait this long before making the next spare: the
 * request that often follows `new` (bare `berth` attaches at once) goes
 * first, not behind the main thread's wait for an isolate.
 */
const REFILL_DELAY_MS = 100;

/** The daemon's spare parse worker. */
export class WorkerSpares {
  #spare: Worker | null = null;
  #failed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  /** The spare worker, or null when there is none ready; makes the next soon. */
  take(): Worker | null {
    const spare = this.#failed ? null : this.#spare;
    if (this.#failed) this.#discard();
    this.#spare = null;
    this.#refillSoon();
    return spare;
  }

  /** Stops the spare worker (the daemon is shutting down). */
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
      const parse = spawnParseWorker("parse:spare");
      parse.onerror = (e: ErrorEvent) => {
        // Not yet a session's: nobody to tell; `take` throws it away.
        e.preventDefault();
        this.#failed = true;
      };
      const warm: WarmParse = { t: "warm" };
      parse.postMessage(warm);
      this.#spare = parse;
    }, REFILL_DELAY_MS);
  }

  #discard(): void {
    this.#spare?.terminate();
    this.#spare = null;
  }
}
