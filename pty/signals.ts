/**
 * `kill`, by signal number. Signal names live in `protocol/signals.ts`: this
 * layer speaks libc's numbers only.
 *
 * @module
 */

import { errno, ESRCH, libc, LibcError } from "./_libc.ts";

/** SIGHUP, SIGKILL, SIGTERM and SIGCONT: the signals berth itself sends. */
export const SIGHUP = 1;
export const SIGKILL = 9;
export const SIGTERM = 15;
export const SIGCONT = 18;

/**
 * Sends signal number `sig` to `pid`; a negative pid means that process
 * group (as kill(2)). Returns false when no such process or group exists
 * (ESRCH), so signalling a session that just ended is not an error.
 */
export function kill(pid: number, sig: number = SIGTERM): boolean {
  if (!Number.isInteger(pid) || pid === 0 || pid === -1) {
    // 0 and -1 would signal berth's own group or every process we may signal.
    throw new RangeError(`Refusing to signal pid ${pid}`);
  }
  if (!Number.isInteger(sig) || sig < 0 || sig > 64) {
    throw new RangeError(`No signal number ${sig}`);
  }
  if (libc().kill(pid, sig) === 0) return true;
  const err = errno();
  if (err === ESRCH) return false;
  throw new LibcError("kill", err);
}
