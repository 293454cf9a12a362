/**
 * The daemon's accept loop: takes client connections off the listening
 * socket, and keeps doing so whatever happens to one `accept`.
 *
 * - Out of fds (EMFILE, ENFILE): the listener pauses ACCEPT_PAUSE_MS and
 *   tries again, as tmux does; without that, one burst of connections left
 *   the listener dead and the daemon unreachable for good.
 * - Over `MAX_CONNECTIONS`, or with fewer than `RESERVED_FDS` free, a new
 *   connection is told why in a `fatal` message and closed.
 *
 * @module
 */

import { encodeFrame } from "../../protocol/framing.ts";
import type { FatalMsg } from "../../protocol/messages.ts";
import { fdHeadroom, RESERVED_FDS } from "./fd_limit.ts";
import type { Log } from "./log.ts";

/** How long accepting pauses when the process is out of fds (tmux: 1 s). */
export const ACCEPT_PAUSE_MS = 1000;

/**
 * Most client connections at once. Each costs an fd and a little memory
 * (see `ClientConnection`); a few hundred scripts and attach clients are
 * far below this, a leak or a flood of connections is not.
 */
export const MAX_CONNECTIONS = 1000;

/**
 * Most refusals in flight at once (each holds its fd while it lingers),
 * well inside `RESERVED_FDS`.
 */
export const MAX_REFUSING = 8;

/** How long a refused client gets to send its hello before we hang up. */
const REFUSE_LINGER_MS = 500;

/** What the loop asks of the daemon. */
export interface AcceptTarget {
  /** Connections open now. */
  connections(): number;
  /** A connection that may stay. */
  accepted(conn: Deno.UnixConn): void;
  /** The daemon is shutting down: errors are expected, stop quietly. */
  stopping(): boolean;
}

/** Accepts until the listener is closed. */
export async function acceptLoop(
  listener: Deno.Listener,
  target: AcceptTarget,
  log: Log,
): Promise<void> {
  let pausedBefore = false;
  let refusedSince = 0;
  let lastRefusalLog = -Infinity;
  /** Refusals lingering now, not awaited. */
  let refusing = 0;
  while (!target.stopping()) {
    let conn: Deno.UnixConn;
    try {
      conn = await listener.accept() as Deno.UnixConn;
    } catch (err) {
      if (target.stopping() || err instanceof Deno.errors.BadResource) return;
      // Say it once per stretch of failures, not once a second.
      if (!pausedBefore) {
        log.error(
          `accept failed: ${
            (err as Error).message
          }; pausing ${ACCEPT_PAUSE_MS} ms`,
        );
      }
      pausedBefore = true;
      // Node's timers: only when accept fails (out of fds).
      await new Promise((r) => setTimeout(r, ACCEPT_PAUSE_MS));
      continue;
    }
    if (pausedBefore) log.info("accepting connections again");
    pausedBefore = false;
    const why = refusal(target.connections());
    if (why) {
      // A flood of refusals logs one line a second, not one per connection.
      refusedSince++;
      if (performance.now() - lastRefusalLog >= ACCEPT_PAUSE_MS) {
        log.info(`refused ${refusedSince} connection(s): ${why.message}`);
        lastRefusalLog = performance.now();
        refusedSince = 0;
      }
      // Short of fds, one refusal at a time: each holds an fd until its
      // reason is written, and a burst of them in flight used the reserve
      // up, so that a worker starting then (the spare parse worker) could
      // not get its fds and Deno's panic took the daemon down with every
      // session (400 connects at once under `ulimit -n 256`).
      // Over MAX_CONNECTIONS too, each refusal lingered for the client's
      // hello with its fd: 400 of them at once took every fd, the reserve
      // too (1,120 of 1,120 under `ulimit -n 1120`, 6 runs in 6). Past
      // MAX_REFUSING lingering, one is told and closed at once.
      if (why.noFds || refusing >= MAX_REFUSING) await refuse(conn, why, false);
      else {
        refusing++;
        refuse(conn, why, true).finally(() => refusing--);
      }
      continue;
    }
    target.accepted(conn);
  }
}

interface Refusal {
  message: string;
  /** Short of fds: hang up at once rather than hold one a moment longer. */
  noFds: boolean;
}

/** Why a new connection cannot stay, or null when it can. */
function refusal(open: number): Refusal | null {
  if (open >= MAX_CONNECTIONS) {
    return {
      message:
        `The daemon has ${open} clients connected, its limit; close some and retry`,
      noFds: false,
    };
  }
  const free = fdHeadroom();
  if (free < RESERVED_FDS) {
    return {
      message:
        `The daemon is out of file descriptors (${free} free); end some sessions or clients, or raise ulimit -n before it starts`,
      noFds: true,
    };
  }
  return null;
}

/**
 * Tells a connection why it is refused, then closes it; with `linger`,
 * waits a moment for its hello first, so that the client reads the reason
 * rather than a reset.
 */
async function refuse(
  conn: Deno.UnixConn,
  why: Refusal,
  linger: boolean,
): Promise<void> {
  const fatal: FatalMsg = { t: "fatal", code: "busy", message: why.message };
  // Node's timers: only for a client refused (a daemon being upgraded).
  const timer = setTimeout(() => close(conn), REFUSE_LINGER_MS);
  try {
    await conn.write(encodeFrame(fatal));
    if (linger) await conn.read(new Uint8Array(512));
  } catch {
    // The client is gone already.
  } finally {
    // Node's timers: the refusal's own (above).
    clearTimeout(timer);
    close(conn);
  }
}

function close(conn: Deno.Conn): void {
  try {
    conn.close();
  } catch {
    // Already closed.
  }
}
