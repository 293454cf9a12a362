/**
 * A stand-in for berth's daemon, for client tests: a Unix socket server
 * that speaks the real framing (`protocol/framing.ts`), greets, answers
 * one `attach` request (and other requests as the test says) and lets the
 * test push messages and see what the client sent.
 *
 * @module
 */

import {
  decodeBody,
  encodeFrame,
  FrameDecoder,
} from "../../protocol/framing.ts";
import {
  type ClientMsg,
  type ErrorCode,
  type HistoryPage,
  PROTOCOL_VERSION,
  type RequestMsg,
  type ServerMsg,
} from "../../protocol/messages.ts";

/** How the fake answers `attach`. */
export interface FakeDaemonOptions {
  /** Session name in the answer (default "work"). */
  name?: string;
  /** Refuse the attach with this error instead. */
  refuse?: { code: ErrorCode; message: string };
  /** Answers `history` requests (without it they go unanswered). */
  history?: (
    req: { start: number; count: number; pushed?: number },
  ) => HistoryPage;
  /**
   * Answers the other requests: data, or an error; undefined leaves the
   * request unanswered; a promise answers when it settles (the messages
   * after it are read meanwhile).
   */
  answer?: (req: RequestMsg) => Answer | Promise<Answer>;
}

/** A request's answer: data, an error, or none. */
type Answer =
  | { data: unknown }
  | { code: ErrorCode; message: string }
  | undefined;

/** A fake daemon on a socket in a temporary directory. */
export class FakeDaemon {
  /** Every message clients sent, in order. */
  readonly received: ClientMsg[] = [];
  /** The attach request, once it came. */
  attachRequest: RequestMsg | null = null;
  /** The pid the welcome gives (another one: another daemon). */
  pid = Deno.pid;
  #attached: Deno.UnixConn | null = null;
  #conns = new Set<Deno.UnixConn>();
  #serving: Promise<void>;
  #handlers = new Set<Promise<void>>();
  #waiters = new Set<() => void>();

  private constructor(
    readonly dir: string,
    readonly path: string,
    readonly listener: Deno.Listener<Deno.UnixConn>,
    readonly options: FakeDaemonOptions,
  ) {
    this.#serving = this.#serve();
  }

  /** Starts listening on a fresh socket path. */
  static async start(options: FakeDaemonOptions = {}): Promise<FakeDaemon> {
    const dir = await Deno.makeTempDir({ prefix: "berth-attach-test-" });
    const path = `${dir}/fake.sock`;
    const listener = Deno.listen({ transport: "unix", path });
    return new FakeDaemon(dir, path, listener, options);
  }

  /** Sends a message to the attached client. */
  async send(msg: ServerMsg): Promise<void> {
    const conn = this.#attached;
    if (!conn) throw new Error("no client attached");
    const frame = encodeFrame(msg);
    for (let off = 0; off < frame.length;) {
      off += await conn.write(frame.subarray(off));
    }
  }

  /** Resolves with the first message (from `from` on) matching `pred`. */
  async waitFor(
    pred: (m: ClientMsg) => boolean,
    what = "message",
    from = 0,
    timeoutMs = 30_000,
  ): Promise<ClientMsg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.received.slice(from).find(pred);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `Fake daemon: no ${what} in ${timeoutMs} ms; got ${
            JSON.stringify(this.received.map((m) => m.t))
          }`,
        );
      }
      await this.#changed(left);
    }
  }

  /** Waits until the client has attached. */
  async attached(): Promise<void> {
    await this.waitFor((m) => m.t === "req" && m.op === "attach", "attach");
    while (!this.#attached) await this.#changed(1000);
  }

  /** Closes the attached client's socket (the daemon "dies" for it). */
  dropClient(): void {
    try {
      this.#attached?.close();
    } catch {
      // Already closed.
    }
  }

  /**
   * Closes every client's connection but goes on listening, as a daemon
   * that execs its new program in a live upgrade does.
   */
  dropAll(): void {
    for (const c of this.#conns) {
      try {
        c.close();
      } catch {
        // Closed by the client.
      }
    }
  }

  /** Stops listening, closes every connection, removes the directory. */
  async close(): Promise<void> {
    this.listener.close();
    for (const c of this.#conns) {
      try {
        c.close();
      } catch {
        // Closed by the client.
      }
    }
    await this.#serving;
    await Promise.all(this.#handlers);
    await Deno.remove(this.dir, { recursive: true });
  }

  #changed(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(done);
    });
  }

  #notify(): void {
    for (const w of [...this.#waiters]) w();
  }

  async #serve(): Promise<void> {
    try {
      for await (const conn of this.listener) {
        this.#conns.add(conn);
        const h = this.#handle(conn).finally(() => this.#handlers.delete(h));
        this.#handlers.add(h);
      }
    } catch {
      // Listener closed.
    }
  }

  async #handle(conn: Deno.UnixConn): Promise<void> {
    const decoder = new FrameDecoder();
    const buf = new Uint8Array(64 * 1024);
    try {
      for (;;) {
        const n = await conn.read(buf);
        if (n === null) break;
        decoder.push(buf.subarray(0, n));
        for (let body = decoder.next(); body; body = decoder.next()) {
          await this.#dispatch(conn, decodeBody(body) as ClientMsg);
        }
      }
    } catch {
      // Closed under us.
    } finally {
      this.#conns.delete(conn);
      try {
        conn.close();
      } catch {
        // Already closed.
      }
      this.#notify();
    }
  }

  async #dispatch(conn: Deno.UnixConn, msg: ClientMsg): Promise<void> {
    this.received.push(msg);
    const reply = (m: ServerMsg) => writeAll(conn, encodeFrame(m));
    if (msg.t === "hello") {
      await reply({ t: "welcome", version: PROTOCOL_VERSION, pid: this.pid });
    } else if (msg.t === "req" && msg.op === "attach") {
      this.attachRequest = msg;
      const refuse = this.options.refuse;
      if (refuse) {
        await reply({ t: "res", id: msg.id, ok: false, ...refuse });
      } else {
        await reply({
          t: "res",
          id: msg.id,
          ok: true,
          data: { name: this.options.name ?? "work" },
        });
        this.#attached = conn;
      }
    } else if (
      msg.t === "req" && msg.op === "history" && this.options.history
    ) {
      const data = this.options.history(msg);
      await reply({ t: "res", id: msg.id, ok: true, data });
    } else if (msg.t === "req" && this.options.answer) {
      const answered = this.options.answer(msg);
      const send = async (answer: Answer) => {
        if (answer && "data" in answer) {
          await reply({ t: "res", id: msg.id, ok: true, data: answer.data });
        } else if (answer) {
          await reply({ t: "res", id: msg.id, ok: false, ...answer });
        }
        this.#notify();
      };
      if (answered instanceof Promise) answered.then(send);
      else await send(answered);
    }
    this.#notify();
  }
}

async function writeAll(conn: Deno.UnixConn, bytes: Uint8Array): Promise<void> {
  for (let off = 0; off < bytes.length;) {
    off += await conn.write(bytes.subarray(off));
  }
}
