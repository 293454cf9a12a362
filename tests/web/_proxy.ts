/**
 * A TCP proxy on loopback between the browser and `berth serve`, so that a
 * test can drop the page's connections as a network would (no hook in
 * berth itself) and keep it off the server for a while.
 *
 * @module
 */

/** Forwards 127.0.0.1:port to a target port; `drop()` cuts every link. */
export class DropProxy {
  #listener: Deno.Listener;
  #links = new Set<Deno.Conn>();
  #down = false;
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
    await Promise.race([
      a.readable.pipeTo(b.writable, { preventClose: true }).catch(() => {}),
      b.readable.pipeTo(a.writable, { preventClose: true }).catch(() => {}),
    ]);
    end();
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
    this.drop();
    this.#listener.close();
  }
}
