/**
 * A test client that speaks berth's framing over a real Unix socket and
 * keeps every message it gets, for the daemon-side unit tests.
 *
 * @module
 */

import {
  decodeBody,
  encodeFrame,
  FrameDecoder,
} from "../../../protocol/framing.ts";

/** Messages from the other end, as decoded objects. */
export type Msg = Record<string, unknown> & { t: string };

/** One end of a connection. */
export class WireClient {
  readonly received: Msg[] = [];
  /** Resolves when the other end has closed the connection. */
  readonly closed: Promise<void>;
  #conn: Deno.UnixConn;
  #wake: (() => void) | null = null;

  constructor(conn: Deno.UnixConn) {
    this.#conn = conn;
    this.closed = this.#read();
  }

  static async connect(path: string): Promise<WireClient> {
    return new WireClient(await Deno.connect({ transport: "unix", path }));
  }

  /** Sends one message. */
  async send(msg: unknown): Promise<void> {
    const frame = encodeFrame(msg as never);
    for (let off = 0; off < frame.length;) {
      off += await this.#conn.write(frame.subarray(off));
    }
  }

  /** The first message (from index `from`) that `pred` accepts. */
  async next(
    pred: (m: Msg) => boolean,
    from = 0,
    timeoutMs = 10_000,
  ): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.received.slice(from).find(pred);
      if (hit) return hit;
      if (Date.now() > deadline) {
        throw new Error(
          `no such message; got ${
            JSON.stringify(this.received.map((m) => m.t))
          }`,
        );
      }
      await new Promise<void>((r) => {
        this.#wake = r;
        setTimeout(r, 50);
      });
    }
  }

  close(): void {
    try {
      this.#conn.close();
    } catch {
      // Closed already.
    }
  }

  async #read(): Promise<void> {
    const decoder = new FrameDecoder();
    const buf = new Uint8Array(65536);
    try {
      for (
        let n = await this.#conn.read(buf);
        n !== null;
        n = await this.#conn.read(buf)
      ) {
        decoder.push(buf.subarray(0, n));
        for (let b = decoder.next(); b; b = decoder.next()) {
          this.received.push(decodeBody(b) as Msg);
        }
        this.#wake?.();
      }
    } catch {
      // Closed by us.
    }
  }
}
