/**
 * `waitpid` for one child, decoding the wait status into a `WaitStatus`.
 *
 * @module
 */

import { EINTR, errno, libc, LibcError, WNOHANG } from "./_libc.ts";

/** How a child ended, in libc's terms (the daemon names the signal). */
export interface WaitStatus {
  /** Exit code when the child exited normally, else null. */
  code: number | null;
  /** Number of the signal that killed it, else null. */
  signal: number | null;
}

/** Options of `waitpid`. */
export interface WaitOptions {
  /**
   * Block until the child exits. Only for worker threads and tests: on the
   * daemon's main thread use `ChildWatcher`, which never blocks.
   */
  block?: boolean;
}

/**
 * Reaps child `pid` if it has exited: returns its status, or null when it is
 * still running (non-blocking mode). Throws a LibcError with errno ECHILD if
 * `pid` is not an unreaped child of this process.
 *
 * Only ever waits for a specific pid, never -1, so it cannot steal the exit
 * status of processes that `Deno.Command` started (and the other way round).
 */
export function waitpid(
  pid: number,
  options: WaitOptions = {},
): WaitStatus | null {
  if (!Number.isInteger(pid) || pid <= 0) {
    throw new RangeError(`Cannot wait for pid ${pid}`);
  }
  const status = new Int32Array(1);
  for (;;) {
    const rc = libc().waitpid(pid, status, options.block ? 0 : WNOHANG);
    if (rc === pid) return decodeWaitStatus(status[0]);
    if (rc === 0) return null;
    const err = errno();
    if (err !== EINTR) throw new LibcError("waitpid", err);
  }
}

/** Decodes a wait(2) status word (WIFEXITED / WIFSIGNALED). */
export function decodeWaitStatus(status: number): WaitStatus {
  const low = status & 0x7f;
  if (low === 0) return { code: (status >> 8) & 0xff, signal: null };
  return { code: null, signal: low };
}
