/**
 * The async iterator behind `SessionHandle.events()`: the `event` messages of one
 * `events` request, queued until the script reads them.
 *
 * @module
 */

import type { SessionEvent } from "../../protocol/messages.ts";

/** A session event with the daemon's time stamp (ms since the epoch). */
export type BerthEvent = SessionEvent & { time: number };

interface Reader {
  resolve(r: IteratorResult<BerthEvent>): void;
  reject(e: Error): void;
}

/**
 * Events of one session, in order, ending after the `exit` event.
 *
 * The queue cannot grow without bound while the script is busy elsewhere:
 * consecutive `output` events that have not been read yet merge into one
 * (bytes added, latest time), and the daemon sends at most one per screen
 * update (about 60 a second).
 */
export class EventStream implements AsyncIterableIterator<BerthEvent> {
  #queue: BerthEvent[] = [];
  #reader: Reader | null = null;
  #ended = false;
  #error: Error | null = null;
  #ready: Promise<void>;
  #done: (early: boolean) => void;

  /**
   * `ready` settles when the daemon has accepted the subscription (a
   * rejection, such as an unknown session, surfaces from `next()`);
   * `done` runs once when the stream ends, `early` when it ends before the
   * exit event (the daemon must then be told to stop sending).
   */
  constructor(ready: Promise<unknown>, done: (early: boolean) => void) {
    this.#done = done;
    this.#ready = ready.then(
      () => {},
      (err: Error) => this.fail(err),
    );
  }

  /** Adds an event from the daemon; ends the stream after `exit`. */
  push(ev: BerthEvent): void {
    if (this.#ended) return;
    if (ev.type === "exit") {
      this.#ended = true;
      this.#done(false);
    }
    if (this.#reader) {
      const r = this.#reader;
      this.#reader = null;
      r.resolve({ value: ev, done: false });
      return;
    }
    const last = this.#queue.at(-1);
    if (ev.type === "output" && last?.type === "output") {
      last.bytes += ev.bytes;
      last.time = ev.time;
      return;
    }
    this.#queue.push(ev);
  }

  /** Ends the stream with an error (the connection was lost ...). */
  fail(err: Error): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#error = err;
    this.#done(true);
    if (this.#reader) {
      const r = this.#reader;
      this.#reader = null;
      r.reject(err);
    }
  }

  /** The next event, or done after `exit`. */
  async next(): Promise<IteratorResult<BerthEvent>> {
    await this.#ready;
    const ev = this.#queue.shift();
    if (ev) return { value: ev, done: false };
    if (this.#error) throw this.#error;
    if (this.#ended) return { value: undefined, done: true };
    return await new Promise((resolve, reject) => {
      this.#reader = { resolve, reject };
    });
  }

  /** Stops the stream early (a `break` out of `for await` calls this). */
  return(): Promise<IteratorResult<BerthEvent>> {
    if (!this.#ended) {
      this.#ended = true;
      this.#done(true);
    }
    this.#queue.length = 0;
    const r = this.#reader;
    this.#reader = null;
    r?.resolve({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  /** The stream itself: `for await (const ev of stream)`. */
  [Symbol.asyncIterator](): AsyncIterableIterator<BerthEvent> {
    return this;
  }
}
