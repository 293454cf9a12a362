/**
 * What `berth serve` remembers of each page across dropped WebSockets: the
 * last input sequence number it delivered to the session, so that input the
 * page sends again after a reconnect is delivered once. Bounded: the
 * oldest entries go first, and entries not touched for an hour are dropped.
 *
 * @module
 */

/** Pages remembered at most (each entry is a few dozen bytes). */
const MAX_ENTRIES = 10_000;
/** A page gone this long starts afresh if it ever comes back. */
const TTL_MS = 60 * 60 * 1000;

/** Last delivered input per page (keyed by login and page id). */
export class ResumeTable {
  #entries = new Map<string, { seq: number; at: number }>();

  /** The last sequence number delivered for `key`, 0 when none. */
  delivered(key: string, now = Date.now()): number {
    const e = this.#entries.get(key);
    if (!e || now - e.at > TTL_MS) return 0;
    return e.seq;
  }

  /** Records that `seq` was delivered for `key`. */
  record(key: string, seq: number, now = Date.now()): void {
    this.#entries.delete(key); // re-inserted last: Map order is age order
    this.#entries.set(key, { seq, at: now });
    while (this.#entries.size > MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }
}
