/**
 * A client that speaks raw bytes to the daemon, for tests that send what a
 * well-behaved client never would.
 *
 * @module
 */

import { decodeBody, FrameDecoder } from "../../protocol/framing.ts";

/** A bare Unix socket connection to a daemon. */
export class RawClient {
  #conn: Deno.UnixConn;
  #closed = false;

  private constructor(conn: Deno.UnixConn) {
    this.#conn = conn;
  }

  static async connect(path: string): Promise<RawClient> {
    return new RawClient(await Deno.connect({ transport: "unix", path }));
  }

  /** Writes bytes as they are; a write to a closed socket is ignored. */
  async write(bytes: Uint8Array): Promise<void> {
    try {
      let off = 0;
      while (off < bytes.length) {
        off += await this.#conn.write(bytes.subarray(off));
      }
    } catch {
      // The daemon may already have hung up on us: that is what is tested.
    }
  }

  /** Decoded messages until the daemon closes the connection. */
  async readUntilClosed(timeoutMs: number): Promise<unknown[]> {
    const out: unknown[] = [];
    const decoder = new FrameDecoder();
    const buf = new Uint8Array(65536);
    const timer = setTimeout(() => this.close(), timeoutMs);
    try {
      while (true) {
        const n = await this.#conn.read(buf).catch(() => null);
        if (n === null) break;
        decoder.push(buf.subarray(0, n));
        for (let b = decoder.next(); b; b = decoder.next()) {
          out.push(decodeBody(b));
        }
      }
    } finally {
      clearTimeout(timer);
    }
    return out;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    try {
      this.#conn.close();
    } catch {
      // Already closed.
    }
  }

  [Symbol.asyncDispose](): Promise<void> {
    this.close();
    return Promise.resolve();
  }
}
