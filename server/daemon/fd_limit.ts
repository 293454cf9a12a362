/**
 * File descriptors: the daemon's budget of them. Each session holds about
 * 7 (the pty master, and 6 for its Deno parse worker: its event loop's
 * epoll and eventfd pairs and its own copies of stdin, stdout and stderr;
 * the one gather worker and its wake eventfd are the daemon's), each
 * client connection one. When a Deno
 * runtime thread cannot get one it panics and the whole daemon dies with
 * every session (with `ulimit -n 1024`, the 71st session did). So the
 * daemon checks the headroom before it takes on a session or a connection,
 * and refuses with a clear error instead of dying.
 *
 * The soft limit needs no raising here: Deno raises it to the hard one as
 * it starts (measured: under `ulimit -Sn 256` a Deno process reports its
 * soft limit equal to the hard one, 20000).
 *
 * @module
 */

import { processLibc, RLIMIT_NOFILE } from "./_process_libc.ts";
import { RequestFailure } from "./request_failure.ts";

/** Fds a new session takes (measured: 7; 13-14 with a gather worker each), with margin. */
export const SESSION_FDS = 20;

/**
 * Fds a pane's program, a `run-shell` job or a `pipe-pane` command takes
 * in the daemon (a pty master or a socket, pipes for a job's output, and
 * one more a moment while it starts), with margin.
 */
export const CHILD_FDS = 4;

/**
 * Fds kept free for what must never fail: accepting a connection to tell
 * it "no", the log, a worker thread's own needs.
 */
export const RESERVED_FDS = 32;

/** The soft and hard open-files limits; null when they cannot be read. */
export function fdLimits(): { soft: number; hard: number } | null {
  const buf = new BigUint64Array(2);
  if (processLibc().getrlimit(RLIMIT_NOFILE, buf) !== 0) return null;
  return { soft: Number(buf[0]), hard: Number(buf[1]) };
}

/**
 * How many fds this process has open; null where /proc cannot say. With
 * no fd left to read /proc with, every one it may have: the soft limit.
 */
export function openFdCount(): number | null {
  try {
    let n = 0;
    for (const _ of Deno.readDirSync("/proc/self/fd")) n++;
    return n - 1; // The directory's own fd, open while it is read.
  } catch (err) {
    // Counted as "cannot say", the last fd gone read as all of them free:
    // the listener then kept a connection on it and a new session was
    // started there, which failed in posix_openpt instead of being refused.
    const code = (err as { code?: unknown }).code;
    if (code === "EMFILE" || code === "ENFILE") return fdLimits()?.soft ?? null;
    return null;
  }
}

/** Fds still free under the soft limit (Infinity when unknown). */
export function fdHeadroom(): number {
  const limits = fdLimits();
  const open = openFdCount();
  if (!limits || open === null) return Infinity;
  return limits.soft - open;
}

/**
 * Throws RequestFailure "busy" when a new session would leave fewer than
 * `RESERVED_FDS` free: a Deno worker that cannot get its fds takes the
 * daemon down, so the session is refused before it is started.
 */
export function needFdsForSession(): void {
  const free = shortFor(SESSION_FDS);
  if (free === null) return;
  throw new RequestFailure(
    "busy",
    `The daemon is out of file descriptors for a new session (${free} free, a session needs about ${SESSION_FDS}); end some sessions, or raise ulimit -n before the daemon starts`,
  );
}

/**
 * Throws RequestFailure "busy" when starting `what` (a new pane, a job)
 * would leave fewer than `RESERVED_FDS` free. Unchecked, new windows took
 * the fds kept for the daemon's own needs down to none (31 windows with
 * 224 connections under `ulimit -n 256`), and the next worker to start
 * then could not get its own.
 */
export function needFdsFor(what: string): void {
  const free = shortFor(CHILD_FDS);
  if (free === null) return;
  throw new RequestFailure(
    "busy",
    `The daemon is out of file descriptors for ${what} (${free} free, ${RESERVED_FDS} kept for its own needs); end some sessions, windows or clients, or raise ulimit -n before the daemon starts`,
  );
}

/**
 * Whether a new session's worker would leave `RESERVED_FDS` free (the
 * spare's check, which waits rather than fails).
 */
export function roomForSession(): boolean {
  return shortFor(SESSION_FDS) === null;
}

/** The fds free when taking `need` would cut into the reserve; else null. */
function shortFor(need: number): number | null {
  const free = fdHeadroom();
  return free >= need + RESERVED_FDS ? null : free;
}
