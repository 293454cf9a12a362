/**
 * Failed logins, counted per client address in a sliding window: past the
 * limit, that address's further failures get HTTP 429 instead of 401, and
 * the log says so once instead of once a failure.
 *
 * The token is always checked first, and a valid one always logs in, from
 * any address, however many failures came before. A limit that refused
 * valid tokens would protect nothing and lock the owner out: a token is 256
 * random bits (`tokens.ts`), so no number of guesses an attacker can make
 * finds one, while a cap that refuses everyone after N failures (the old
 * global cap of 50) lets anyone who can reach the server keep its owner
 * from logging in, and a per-address cap does the same to everyone behind
 * one address (over `ssh -L` every page comes from 127.0.0.1; behind a NAT
 * a whole office shares one). So the limit only shapes the answer to a
 * failure, and keeps a scanner from filling the log. There is no global
 * count: what an attacker spends from many addresses costs nobody else
 * anything.
 *
 * @module
 */

/** Failures one address may make per window before it gets 429. */
export const MAX_FAILURES_PER_ADDRESS = 5;
/** The window. */
export const FAILURE_WINDOW_MS = 60_000;
/** Addresses tracked at most; the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000;

/** How to answer one failed login, and whether to log it. */
export interface Failure {
  /** 401, or 429 past the limit. */
  status: 401 | 429;
  /**
   * Whether this failure is worth a line in the log: every one up to the
   * limit, then the first 429 of the window, then none until the window
   * has let one go.
   */
  log: boolean;
  /** Failures from this address in the window, this one included. */
  count: number;
}

/** Counts failed logins per address and says how to answer each. */
export class LoginLimiter {
  /** Per address, the times of its last failures, at most the limit + 1. */
  #byAddress = new Map<string, number[]>();

  /** Counts a failed login from `address`; says how to answer it. */
  failed(address: string, now = Date.now()): Failure {
    const mine = (this.#byAddress.get(address) ?? [])
      .filter((t) => now - t < FAILURE_WINDOW_MS);
    // Past the limit nothing more is kept: memory per address is bounded,
    // and the address stays limited until its oldest failures age out.
    const fresh = mine.length <= MAX_FAILURES_PER_ADDRESS;
    if (fresh) mine.push(now);
    this.#byAddress.delete(address); // re-inserted last: Map order is age
    this.#byAddress.set(address, mine);
    while (this.#byAddress.size > MAX_ADDRESSES) {
      this.#byAddress.delete(this.#byAddress.keys().next().value!);
    }
    const over = mine.length > MAX_FAILURES_PER_ADDRESS;
    return { status: over ? 429 : 401, log: fresh, count: mine.length };
  }
}
