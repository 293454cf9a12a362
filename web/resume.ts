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

/**
 * A page's link to the session (a bridge) that may hand over to the page's
 * next one: it stops taking input and leaves the session.
 */
export interface PageLink {
  /** Resolves once the daemon has taken everything it delivered. */
  handOver(): Promise<void>;
}

/** Last delivered input per page (keyed by login and page id). */
export class ResumeTable {
  #entries = new Map<string, { seq: number; at: number }>();
  /** Each page's newest link. */
  #links = new Map<string, PageLink>();

  /** The last sequence number delivered for `key`, 0 when none. */
  delivered(key: string, now = Date.now()): number {
    const e = this.#entries.get(key);
    if (!e || now - e.at > TTL_MS) return 0;
    return e.seq;
  }

  /**
   * Makes `link` the page's one link: the one before it (a WebSocket the
   * page gave up, whose late input may still come in) takes no more input
   * and leaves the session. Resolves once it has, so that the keys it
   * delivered reach the session before any the new link delivers (two
   * daemon connections keep no order between them), and the count of
   * delivered input is final for the new link's `attached`.
   */
  async takeOver(key: string, link: PageLink): Promise<void> {
    const before = this.#links.get(key);
    this.#links.set(key, link);
    if (before && before !== link) await before.handOver();
  }

  /** `link` is over: forgotten, unless a newer one took its place. */
  release(key: string, link: PageLink): void {
    if (this.#links.get(key) === link) this.#links.delete(key);
  }

  /**
   * Whether this is page `key`'s first link (none came before it within
   * the table's time): the config file's warnings show on that one only,
   * not again at each reconnect.
   */
  firstLink(key: string, now = Date.now()): boolean {
    const e = this.#entries.get(key);
    if (e && now - e.at <= TTL_MS) return false;
    this.record(key, 0, now);
    return true;
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
