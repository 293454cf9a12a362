/**
 * An eventfd used to wake a thread blocked in poll() (the gather worker):
 * any thread writes, the poller drains.
 *
 * @module
 */

import {
  check,
  EAGAIN,
  EFD_CLOEXEC,
  EFD_NONBLOCK,
  EINTR,
  errno,
  libc,
  LibcError,
} from "./_libc.ts";

const ONE = new BigUint64Array([1n]);
/** An eventfd's counter: 8 bytes, as a `usize` (`size()`), made once. */
const COUNTER_BYTES = 8n;
const SINK = new BigUint64Array(1);

/** Creates a nonblocking, close-on-exec eventfd; close it with `closeFd`. */
export function createWakeFd(): number {
  return check("eventfd", libc().eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC));
}

/** Makes `fd` readable (wakes its poller). Never blocks. */
export function signalWakeFd(fd: number): void {
  for (;;) {
    if (libc().write(fd, ONE, COUNTER_BYTES) === 8) return;
    const err = errno();
    // EAGAIN: the counter is saturated, so the fd is readable already.
    if (err === EAGAIN) return;
    if (err !== EINTR) throw new LibcError("write(eventfd)", err);
  }
}

/** Resets `fd` to not readable; returns whether it had been signalled. */
export function drainWakeFd(fd: number): boolean {
  for (;;) {
    if (libc().read(fd, SINK, COUNTER_BYTES) === 8) return true;
    const err = errno();
    if (err === EAGAIN) return false;
    if (err !== EINTR) throw new LibcError("read(eventfd)", err);
  }
}
