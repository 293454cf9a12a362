/**
 * What a session's parse worker sends, in the order it sent it, from its
 * two channels: small screen updates through the update ring
 * (`server/workers/update_ring.ts`) and everything else, large updates
 * too, as worker messages.
 *
 * Each ring record holds how many messages the worker had posted before
 * writing it. A record goes out once that many messages have been handled,
 * and a message once every record written before it has: both are in
 * reach when it arrives (the ring's head is stored before the message is
 * posted), so a merge by these counts keeps the worker's order (the final
 * screen before `pane-eof`, an update before the watch hit it precedes).
 *
 * The ring wakes the main thread with `Atomics.waitAsync`, which does not
 * hold the event loop open; the worker's message port does, as long as
 * the worker lives.
 *
 * @module
 */

import type { ScreenUpdate } from "../workers/parse_messages.ts";
import { UpdateRing } from "../workers/update_ring.ts";
import { decodeUpdate } from "../workers/update_codec.ts";

/** The main thread's end of a parse worker's update ring. */
export class ParseInbox {
  readonly #ring: UpdateRing;
  readonly #screen: (update: ScreenUpdate) => void;
  /** Worker messages handled so far (an int32 that may wrap). */
  #handled = 0;
  #closed = false;

  /** Delivers the ring's updates to `screen` from now on. */
  constructor(sab: SharedArrayBuffer, screen: (u: ScreenUpdate) => void) {
    this.#ring = new UpdateRing(sab);
    this.#screen = screen;
    this.#arm();
  }

  /**
   * Handles one worker message with `handle`, in its place among the
   * ring's records.
   */
  message(handle: () => void): void {
    this.#drain(false);
    this.#handled = (this.#handled + 1) | 0;
    try {
      handle();
    } finally {
      this.#drain(false);
    }
  }

  /**
   * Delivers every record left, whatever came before it (the worker
   * crashed: the messages it posted last may never come), then closes.
   */
  flush(): void {
    this.#drain(true);
    this.close();
  }

  /** Delivers nothing more, and lets go of the wait. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#ring.wakeConsumer();
  }

  /**
   * Delivers what is there, then waits for the next record. The wake count
   * is read before the drain, so a record written during it ends the wait
   * at once (`waitAsync` finds the count moved and the loop drains again).
   */
  #arm = (): void => {
    while (!this.#closed) {
      const seen = this.#ring.wakeCount;
      this.#drain(false);
      const wait = this.#ring.waitAsync(seen);
      if (wait) {
        wait.then(this.#arm);
        return;
      }
    }
  };

  /**
   * Delivers the records whose messages before them have been handled
   * (`all`: every record). Counts are int32s compared by difference, so
   * that they may wrap.
   */
  #drain(all: boolean): void {
    for (;;) {
      if (this.#closed || this.#ring.empty) return;
      if (!all && ((this.#ring.peek() - this.#handled) | 0) > 0) return;
      const update = decodeUpdate(this.#ring.take());
      try {
        this.#screen(update);
      } catch (err) {
        // The daemon logs it; the records after it still go out.
        reportError(err);
      }
    }
  }
}
