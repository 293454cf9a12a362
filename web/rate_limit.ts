/**
 * Failed logins, counted per client address and over all addresses in a
 * sliding window: past the limit, logins are refused (HTTP 429) without
 * looking at the token until the window has passed. The tokens are far too
 * long to guess; this keeps a scanner from using the server as a free
 * oracle and keeps the log short.
 *
 * @module
 */

/** Failures one address may make per window. */
export const MAX_FAILURES_PER_ADDRESS = 5;
/** Failures all addresses together may make per window. */
export const MAX_FAILURES_TOTAL = 50;
/** The window. */
export const FAILURE_WINDOW_MS = 60_000;
/** Addresses tracked at most; the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000;

/** Counts failed logins; answers whether another attempt may be checked. */
export class LoginLimiter {
  #byAddress = new Map<string, number[]>();
  #all: number[] = [];

  /** Whether a login from `address` is refused for now. */
  blocked(address: string, now = Date.now()): boolean {
    const mine = recent(this.#byAddress.get(address) ?? [], now);
    this.#all = recent(this.#all, now);
    return mine.length >= MAX_FAILURES_PER_ADDRESS ||
      this.#all.length >= MAX_FAILURES_TOTAL;
  }

  /** Counts a failed login from `address`. */
  failed(address: string, now = Date.now()): void {
    const mine = recent(this.#byAddress.get(address) ?? [], now);
    mine.push(now);
    this.#byAddress.delete(address);
    this.#byAddress.set(address, mine);
    this.#all.push(now);
    while (this.#byAddress.size > MAX_ADDRESSES) {
      this.#byAddress.delete(this.#byAddress.keys().next().value!);
    }
  }
}

function recent(times: number[], now: number): number[] {
  return times.filter((t) => now - t < FAILURE_WINDOW_MS);
}
