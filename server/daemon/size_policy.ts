/**
 * Which attach client's size a session takes: the most recently active one
 * that may type (tmux's `window-size latest`). Read-only clients only watch:
 * they never set the size, and neither does a suspended client (stopped by
 * `suspend-client` until `fg`: tmux ignores its size too).
 *
 * @module
 */

/** What the policy needs to know of an attach client. */
export interface SizedClient {
  readonly readOnly: boolean;
  /** Stopped by `suspend-client`: its size does not count until it wakes. */
  readonly suspended?: boolean;
  /** Last input, resize or attach (ms since the epoch). */
  lastActive: number;
  cols: number;
  rows: number;
}

/** A session's size owner. */
export class LatestClientSize<C extends SizedClient> {
  #owner: C | null = null;
  readonly #ownerChanged: () => void;

  /** `ownerChanged`: called whenever another client (or none) owns the size. */
  constructor(ownerChanged: () => void = () => {}) {
    this.#ownerChanged = ownerChanged;
  }

  /** The client whose size the session follows, if any. */
  get owner(): C | null {
    return this.#owner;
  }

  #own(client: C | null): void {
    if (client === this.#owner) return;
    this.#owner = client;
    this.#ownerChanged();
  }

  /**
   * `client` was just active: it becomes the owner unless it is read-only
   * or suspended. Returns the size the session must take, or null for no
   * change of owner.
   */
  touch(client: C, now = Date.now()): { cols: number; rows: number } | null {
    client.lastActive = now;
    if (!sizes(client)) return null;
    this.#own(client);
    return { cols: client.cols, rows: client.rows };
  }

  /**
   * `client` left (or was suspended); `others` are the clients still
   * attached. Returns the next owner (the most recently active writer
   * left), or null when the owner did not change or nobody can own the
   * size.
   */
  left(client: C, others: Iterable<C>): C | null {
    if (this.#owner !== client) return null;
    this.#own(null);
    let next: C | null = null;
    for (const c of others) {
      if (c === client || !sizes(c)) continue;
      if (!next || c.lastActive > next.lastActive) next = c;
    }
    return next;
  }
}

/** Whether `client` may set its session's size. */
function sizes(client: SizedClient): boolean {
  return !client.readOnly && !client.suspended;
}
