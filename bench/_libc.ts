/**
 * The few libc calls the bench makes itself through Deno FFI: a monotonic
 * clock shared with the C helpers (they stamp with the same
 * `CLOCK_MONOTONIC`), and a blocking `poll` for the pty reader thread.
 *
 * @module
 */

const SYMBOLS = {
  clock_gettime: { parameters: ["i32", "buffer"], result: "i32" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
} as const satisfies Deno.ForeignLibraryInterface;

/** libc, opened once per isolate. */
const libc = Deno.dlopen("libc.so.6", SYMBOLS);

const CLOCK_MONOTONIC = 1;
/** poll(2) event bits. */
export const POLLIN = 0x1;
export const POLLHUP = 0x10;

const timespec = new BigInt64Array(2);
const pollfd = new Int32Array(2);
const pollfdBytes = new Uint8Array(pollfd.buffer);

/** Milliseconds on CLOCK_MONOTONIC (the clock the C helpers stamp with). */
export function monotonicMs(): number {
  libc.symbols.clock_gettime(CLOCK_MONOTONIC, timespec);
  return Number(timespec[0]) * 1e3 + Number(timespec[1]) / 1e6;
}

/**
 * Blocks until `fd` is readable (or hung up) or `timeoutMs` passes; returns
 * the revents bits (0 on timeout).
 */
export function pollIn(fd: number, timeoutMs: number): number {
  pollfd[0] = fd;
  pollfd[1] = POLLIN; // events in the low 16 bits, revents cleared
  const n = libc.symbols.poll(pollfdBytes, 1n, timeoutMs);
  return n > 0 ? pollfd[1] >>> 16 : 0;
}
