/**
 * A connection inside the daemon: two ends of an in-memory byte stream,
 * for an attach client the daemon runs itself (`tty_attach.ts`). Its side
 * of the protocol runs through the same framing, validation and dispatch
 * as a socket's, with no socket, no other thread and no other process.
 *
 * What one end writes, the other reads in the same turn of the event loop
 * (a microtask later). A write never waits: the daemon's end is bounded by
 * `ClientConnection`'s queue as a socket's is, and the client's end sends
 * keys, acks and requests, which the daemon reads as they come.
 *
 * @module
 */

/** One end; see `loopback()`. */
export class LoopbackEnd {
  #inbox: Uint8Array[] = [];
  #reader: ((n: number | null) => void) | null = null;
  #readInto: Uint8Array | null = null;
  #ended = false;
  #closed = false;
  peer!: LoopbackEnd;

  /** Reads into `p`; null once the other end has closed and all is read. */
  read(p: Uint8Array): Promise<number | null> {
    if (this.#closed) return Promise.resolve(null);
    if (this.#inbox.length > 0) return Promise.resolve(this.#take(p));
    if (this.#ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.#reader = resolve;
      this.#readInto = p;
    });
  }

  /** Hands all of `p` (copied) to the other end. */
  write(p: Uint8Array): Promise<number> {
    if (this.#closed || this.peer.#closed) {
      return Promise.reject(new Deno.errors.BrokenPipe("Loopback closed"));
    }
    this.peer.#deliver(p.slice());
    return Promise.resolve(p.length);
  }

  /** Ends this end: its pending read gets null, the other end's reads end. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#inbox = [];
    this.#settle(null);
    this.peer.#end();
  }

  #deliver(bytes: Uint8Array): void {
    if (this.#closed || bytes.length === 0) return;
    this.#inbox.push(bytes);
    if (this.#reader) this.#settle(this.#take(this.#readInto!));
  }

  #end(): void {
    this.#ended = true;
    if (this.#inbox.length === 0) this.#settle(null);
  }

  #settle(n: number | null): void {
    const reader = this.#reader;
    this.#reader = null;
    this.#readInto = null;
    reader?.(n);
  }

  /** Moves what fits of the inbox into `p`. */
  #take(p: Uint8Array): number {
    let n = 0;
    while (n < p.length && this.#inbox.length > 0) {
      const head = this.#inbox[0];
      const k = Math.min(head.length, p.length - n);
      p.set(head.subarray(0, k), n);
      n += k;
      if (k === head.length) this.#inbox.shift();
      else this.#inbox[0] = head.subarray(k);
    }
    return n;
  }
}

/** Two connected ends: what one writes, the other reads. */
export function loopback(): [LoopbackEnd, LoopbackEnd] {
  const a = new LoopbackEnd(), b = new LoopbackEnd();
  a.peer = b;
  b.peer = a;
  return [a, b];
}
