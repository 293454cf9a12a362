/**
 * The client's side of the heartbeat (see `HEARTBEAT_INTERVAL_MS` in the
 * protocol): a beat every second, and a connection from which nothing has
 * arrived for the timeout is abandoned, so that a dead link (ssh killed
 * without a word, a stopped ssh, a laptop that slept) shows as a closed
 * connection within seconds instead of never.
 *
 * The timer (`protocol/timer.ts`: no Node timers loaded for it) does not
 * keep the process alive: a script that is done exits without waiting.
 *
 * @module
 */

import {
  type ClientMsg,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
} from "../protocol/messages.ts";
import { every } from "../protocol/timer.ts";

/** What beating needs of a connection (a `Connection` is one). */
export interface Beating {
  /** When anything last arrived (ms, `Date.now()`). */
  readonly lastHeard: number;
  readonly closed: Promise<void>;
  send(msg: ClientMsg): Promise<void>;
  /** Closes it as if the link had died. */
  abandon(why: string): void;
}

const beating = new WeakSet<Beating>();

/**
 * Connections whose client is suspended (`suspend-client`), and when each
 * woke last: a stopped process neither beats nor hears, so the time it
 * spent stopped is no silence of the link.
 */
const held = new WeakMap<Beating, { on: boolean; since: number }>();

/**
 * Stops judging `conn`'s silence while its client is suspended (`on`),
 * and starts again, counting from now, when it wakes.
 */
export function holdHeartbeat(conn: Beating, on: boolean): void {
  held.set(conn, { on, since: Date.now() });
}

/** Starts beating on `conn` until it closes (once: again is a no-op). */
export function startHeartbeat(
  conn: Beating,
  timeoutMs = HEARTBEAT_TIMEOUT_MS,
): void {
  if (beating.has(conn)) return;
  beating.add(conn);
  let sent = 0;
  const tick = () => {
    const hold = held.get(conn);
    if (hold?.on) return;
    const now = Date.now();
    const quiet = now - Math.max(conn.lastHeard, hold?.since ?? 0);
    if (quiet > timeoutMs) {
      conn.abandon(`Nothing heard from the daemon for ${quiet} ms`);
      return;
    }
    if (now - sent < HEARTBEAT_INTERVAL_MS) return;
    sent = now;
    conn.send({ t: "beat" }).catch(() => {});
  };
  tick();
  // Checks twice per beat: a silent link is seen within half a beat.
  const stop = every(HEARTBEAT_INTERVAL_MS / 2, tick);
  conn.closed.then(stop);
}
