/**
 * The daemon's side of the heartbeat (see `HEARTBEAT_TIMEOUT_MS` in the
 * protocol): connections that have beaten at least once are checked every
 * second, and one that has sent nothing for the timeout is dropped, so that
 * a client behind a silent link (a stopped ssh, a sleeping laptop) stops
 * holding its session's size and gets parked for a resume.
 *
 * Only clients that beat are timed out: a script or an older client that
 * never beats keeps its connection for as long as it likes.
 *
 * @module
 */

import { HEARTBEAT_TIMEOUT_MS } from "../../protocol/messages.ts";
import { type CancelTimer, every } from "../../protocol/timer.ts";

/** What the watch needs of a connection. */
export interface Beating {
  /** When the connection last received anything (ms, `Date.now()`). */
  readonly lastHeard: number;
  /** Drops the connection: it has been silent too long. */
  silent(ms: number): void;
}

/** How often the watch looks; detection takes timeout plus up to this. */
const CHECK_EVERY_MS = 500;

/** The connections that beat, and the timer that checks them. */
export class HeartbeatWatch {
  #conns = new Set<Beating>();
  /**
   * Not Deno's `setInterval`, whose first call (or a `clearInterval`, even
   * of nothing) loads Node's timers; the daemon's listener keeps the
   * process alive (`protocol/timer.ts`).
   */
  #stopTimer: CancelTimer | undefined;

  constructor(readonly timeoutMs = HEARTBEAT_TIMEOUT_MS) {}

  /** Starts timing `conn` out (again a no-op once it is watched). */
  watch(conn: Beating): void {
    this.#conns.add(conn);
    this.#stopTimer ??= every(CHECK_EVERY_MS, () => this.#check());
  }

  /** Stops watching `conn` (it closed). */
  forget(conn: Beating): void {
    this.#conns.delete(conn);
    if (this.#conns.size === 0) this.stop();
  }

  /** Stops the timer (the daemon is shutting down). */
  stop(): void {
    this.#stopTimer?.();
    this.#stopTimer = undefined;
  }

  #check(): void {
    const now = Date.now();
    for (const c of [...this.#conns]) {
      const quiet = now - c.lastHeard;
      if (quiet > this.timeoutMs) {
        this.#conns.delete(c);
        c.silent(quiet);
      }
    }
    if (this.#conns.size === 0) this.stop();
  }
}
