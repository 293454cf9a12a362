/**
 * Nonblocking reads and writes on a pty master (or any nonblocking fd).
 *
 * @module
 */

import {
  check,
  cString,
  EAGAIN,
  EINTR,
  EIO,
  errno,
  F_GETFL,
  F_SETFL,
  libc,
  LibcError,
  O_CLOEXEC,
  O_NONBLOCK,
  O_RDWR,
  size,
} from "./_libc.ts";

/**
 * Reads up to `len` bytes into `buf[off..]` without blocking.
 *
 * Returns the count read, 0 when nothing is readable now (EAGAIN), or -1 at
 * the end of the child's output: a pty master reports that as EIO (once no
 * process holds the slave open), not as a 0-byte read.
 *
 * @example
 * ```ts ignore
 * const n = readPty(pty.fd, buf, 0, buf.length);
 * if (n < 0) console.log("child side closed");
 * ```
 */
export function readPty(
  fd: number,
  buf: Uint8Array,
  off: number,
  len: number,
): number {
  for (;;) {
    const n = readResult(
      libc().read(fd, buf.subarray(off, off + len), size(len)),
    );
    if (n !== INTERRUPTED) return n;
  }
}

/**
 * `readPty` into memory at `address` (from `addressOf`): the same results,
 * without allocating a view per call. For hot loops that keep `buf` alive.
 */
export function readPtyAt(fd: number, address: number, len: number): number {
  for (;;) {
    const n = readResult(libc().read_at(fd, size(address), size(len)));
    if (n !== INTERRUPTED) return n;
  }
}

/** `readResult` of a read that EINTR cut short: read again. */
const INTERRUPTED = -2;

/**
 * What read(2)'s result `n` means as `readPty` returns it (the count, 0
 * for EAGAIN, -1 at the end), or INTERRUPTED; other errors throw.
 */
function readResult(n: number): number {
  if (n > 0) return n;
  if (n === 0) return -1;
  const err = errno();
  if (err === EAGAIN) return 0;
  if (err === EIO) return -1;
  if (err !== EINTR) throw new LibcError("read", err);
  return INTERRUPTED;
}

/**
 * The address of `buf`'s first byte, as a number (user-space addresses fit
 * in 53 bits). Valid while `buf`'s memory is alive; shared and array buffer
 * memory does not move.
 */
export function addressOf(buf: Uint8Array): number {
  return Number(Deno.UnsafePointer.value(Deno.UnsafePointer.of(buf)));
}

/**
 * Writes as much of `bytes` as the fd takes now; returns the count written
 * (0 when the fd is full, EAGAIN). Throws on other errors (EIO once the child
 * side is gone).
 */
export function writeSome(fd: number, bytes: Uint8Array): number {
  if (bytes.length === 0) return 0;
  for (;;) {
    const n = libc().write(fd, bytes, size(bytes.length));
    if (n >= 0) return n;
    const err = errno();
    if (err === EAGAIN) return 0;
    if (err !== EINTR) throw new LibcError("write", err);
  }
}

/**
 * `writeSome` from memory at `address` (from `addressOf`), for a hot loop
 * that writes out of shared memory without a view per call: the count
 * written, 0 when the fd is full (EAGAIN), -1 when it can take nothing
 * more (EPIPE: the reader has gone; or any other error).
 */
export function writeAt(fd: number, address: number, len: number): number {
  if (len === 0) return 0;
  for (;;) {
    const n = libc().write_at(fd, size(address), size(len));
    if (n >= 0) return n;
    const err = errno();
    if (err === EAGAIN) return 0;
    if (err !== EINTR) return -1;
  }
}

/** Closes a file descriptor (errors other than EINTR throw). */
export function closeFd(fd: number): void {
  // On Linux the fd is released even when close reports EINTR: never retry.
  if (libc().close(fd) === -1) {
    const err = errno();
    if (err !== EINTR) throw new LibcError("close", err);
  }
}

/** Sets or clears O_NONBLOCK on `fd`. */
export function setNonblocking(fd: number, on: boolean): void {
  const flags = check("fcntl(F_GETFL)", libc().fcntl(fd, F_GETFL, 0n));
  const next = on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK;
  if (next !== flags) {
    check("fcntl(F_SETFL)", libc().fcntl(fd, F_SETFL, BigInt(next)));
  }
}

/**
 * Opens /dev/null, nonblocking: an fd that takes every write whole, for
 * code that must run its writes for real with nowhere to send them (a
 * spare parse worker's warm-up). Close it with `closeFd`.
 */
export function openDevNull(): number {
  return check(
    "open(/dev/null)",
    libc().open(cString("/dev/null"), O_RDWR | O_NONBLOCK | O_CLOEXEC, 0),
  );
}
