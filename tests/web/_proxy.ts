/**
 * A TCP proxy on loopback between the browser and `berth serve`, so that a
 * test can drop the page's connections as a network would (no hook in
 * berth itself) and keep it off the server for a while, or stall them as a
 * silent link does (`kill -STOP` of a proxy: nothing moves, nothing
 * closes).
 *
 * @module
 */

/**
 * Forwards 127.0.0.1:port to a target port; `drop()` cuts every link,
 * `stall()` stops every byte until `resume()`.
 */
export class DropProxy {
  #listener: Deno.Listener;
  #links = new Set<Deno.Conn>();
  #down = false;
  /** Resolves when a stall ends; null when not stalled. */
  #stalled: PromiseWithResolvers<void> | null = null;
  readonly port: number;

  constructor(readonly target: number) {
    this.#listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    this.port = (this.#listener.addr as Deno.NetAddr).port;
    this.#accept();
  }

  async #accept(): Promise<void> {
    for await (const conn of this.#listener) {
      if (this.#down) {
        conn.close();
        continue;
      }
      this.#link(conn).catch(() => {});
    }
  }

  async #link(a: Deno.Conn): Promise<void> {
    // A stopped proxy accepts (the kernel does) but connects nowhere.
    await this.#open();
    const b = await Deno.connect({ hostname: "127.0.0.1", port: this.target });
    this.#links.add(a);
    this.#links.add(b);
    const end = () => {
      for (const c of [a, b]) {
        this.#links.delete(c);
        try {
          c.close();
        } catch {
          // Already closed.
        }
      }
    };
    await Promise.race([this.#pump(a, b), this.#pump(b, a)]);
    end();
  }

  // Copies `from` to `to`, holding each chunk while the proxy is stalled.
  async #pump(from: Deno.Conn, to: Deno.Conn): Promise<void> {
    const buf = new Uint8Array(64 * 1024);
    try {
      for (;;) {
        await this.#open();
        const n = await from.read(buf);
        if (n === null) return;
        await this.#open();
        let off = 0;
        while (off < n) off += await to.write(buf.subarray(off, n));
      }
    } catch {
      // One side closed.
    }
  }

  // Resolves once the proxy is not stalled.
  async #open(): Promise<void> {
    while (this.#stalled) await this.#stalled.promise;
  }

  /** Stops every byte both ways, and new links, until `resume()`. */
  stall(): void {
    this.#stalled ??= Promise.withResolvers();
  }

  /** Lets the stalled bytes through, in order. */
  resume(): void {
    this.#stalled?.resolve();
    this.#stalled = null;
  }

  /** Cuts every open connection and refuses new ones until `up()`. */
  drop(): void {
    this.#down = true;
    for (const c of [...this.#links]) {
      try {
        c.close();
      } catch {
        // Already closed.
      }
    }
    this.#links.clear();
  }

  /** Lets connections through again. */
  up(): void {
    this.#down = false;
  }

  [Symbol.dispose](): void {
    this.resume();
    this.drop();
    this.#listener.close();
  }
}
