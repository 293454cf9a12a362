/**
 * A client's end of the daemon socket: the version handshake, requests
 * matched to responses by id, and the pushed messages of attached clients
 * and event streams.
 *
 * @module
 */

import { decodeBody, encodeFrame, FrameDecoder } from "../protocol/framing.ts";
import {
  type ClientMsg,
  type ErrorCode,
  PROTOCOL_VERSION,
  type Request,
  type ResponseMsg,
  type Responses,
  type ServerMsg,
  type WelcomeMsg,
} from "../protocol/messages.ts";
import {
  type ByteStream,
  type DaemonAddress,
  noteEnding,
  TransportError,
} from "./transport/byte_stream.ts";
import { openStream } from "./transport/mod.ts";
import { importLater } from "../protocol/import_later.ts";
import type { LocalLink as ProtocolLink } from "../protocol/local_link.ts";
import type * as Heartbeat from "./heartbeat.ts";
import { configClient } from "../protocol/config_client.ts";

/** A request the daemon answered with an error. */
export class RequestError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
    this.name = "RequestError";
  }
}

/**
 * The daemon could not be reached, or hung up. `kind` says how: "no-daemon"
 * (nothing at the socket path, or no daemon on the host), "stale" (a socket
 * nobody listens on), "died" (such a socket, now removed: its daemon had
 * died), "denied" (not ours to open, or not a socket), "unsafe-dir" (the
 * socket's directory could be another user's), "bad-path" (too long to be
 * a socket's), "start" (a daemon could not be started), "ssh" (ssh or the
 * remote berth failed; the message says how), "version", "closed",
 * "fatal".
 */
export class ConnectionError extends Error {
  constructor(
    readonly kind:
      | "no-daemon"
      | "stale"
      | "died"
      | "denied"
      | "unsafe-dir"
      | "bad-path"
      | "start"
      | "ssh"
      | "version"
      | "closed"
      | "fatal",
    message: string,
  ) {
    super(message);
    this.name = "ConnectionError";
  }
}

/** A transport's failure as the connection's own error. */
function asConnectionError(err: unknown): unknown {
  return err instanceof TransportError
    ? new ConnectionError(err.kind, err.message)
    : err;
}

/**
 * A failed read or write, as the ConnectionError a caller can expect: a
 * transport's own, or "closed" for a socket error.
 */
function lostDaemon(err: unknown): ConnectionError {
  if (err instanceof ConnectionError) return err;
  if (err instanceof TransportError) {
    return new ConnectionError(err.kind, err.message);
  }
  const why = err instanceof Error ? err.message : String(err);
  return new ConnectionError(
    "closed",
    `The connection to the daemon broke: ${why}`,
  );
}

/** The daemon's own attach client's link to it (`protocol/local_link.ts`). */
export type LocalLink = ProtocolLink<ServerMsg, ClientMsg>;

/** Messages the daemon sends without being asked. */
export type PushMsg = Exclude<ServerMsg, WelcomeMsg | ResponseMsg>;

/** How to open a connection. */
export interface OpenOptions {
  /** Over ssh: have the remote bridge start the daemon when none runs. */
  start?: boolean;
  /**
   * Beat, and close the connection as "closed" when the daemon has been
   * silent for `HEARTBEAT_TIMEOUT_MS` (default: over ssh only).
   */
  heartbeat?: boolean;
  /**
   * Over ssh: never ask the user anything (`BatchMode`): a reconnect runs
   * while the attach client reads the terminal, which would take the
   * passphrase typed for ssh's prompt as keys for the session.
   */
  batch?: boolean;
}

interface Pending {
  resolve(data: unknown): void;
  reject(err: Error): void;
}

/** One open, greeted connection to a daemon. */
export class Connection {
  /** Called for every frame, end, event and fatal message. */
  onPush: (msg: PushMsg) => void = () => {};
  /** The daemon's pid, from its welcome. */
  daemonPid = 0;
  /** Resolves when the socket is closed, by either side. */
  readonly closed: Promise<void>;
  /** When anything last arrived from the daemon (ms, `Date.now()`). */
  lastHeard = Date.now();
  #conn: ByteStream | LocalLink;
  /**
   * tmux's current target, sent with every request (`RequestMsg`): the
   * CLI's connections set it; without it targets are absolute.
   */
  current: string | undefined;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #writing: Promise<void> = Promise.resolve();
  /** Writes started and not yet settled. */
  #inFlight = 0;
  #isClosed = false;
  #closeReason: Error | null = null;
  #welcome: { resolve(): void; reject(e: Error): void } | null = null;

  private constructor(conn: ByteStream | LocalLink) {
    this.#conn = conn;
    this.closed = "onMessage" in conn
      ? this.#receiveLocal(conn)
      : this.#readLoop(conn);
  }

  /**
   * Connects to the daemon at `where` (a socket path, or an address that
   * may name another host: see `transport/`) and makes the version
   * handshake. Throws `ConnectionError`: "no-daemon" when no daemon runs
   * there, "stale" when a socket is there that nothing listens on, "denied"
   * when it is not ours to open, "unsafe-dir" when the socket's directory
   * could be another user's and "bad-path" when the path is too long (for
   * these two nothing is sent), "ssh" when ssh or the remote berth failed.
   */
  static async open(
    where: string | DaemonAddress,
    client = "cli",
    opts: OpenOptions = {},
  ): Promise<Connection> {
    let stream: ByteStream;
    try {
      stream = await openStream(where, opts.start ?? false, opts.batch);
    } catch (err) {
      throw asConnectionError(err);
    }
    const c = await Connection.over(stream, client);
    const remote = typeof where !== "string" && where.host !== undefined;
    // Loaded only where it beats (over ssh, or asked): a local command's
    // connection never does, and skips the module.
    if (opts.heartbeat ?? remote) {
      const { startHeartbeat } = await importLater<typeof Heartbeat>(
        "./heartbeat.ts",
        import.meta.url,
      );
      startHeartbeat(c);
    }
    return c;
  }

  /**
   * Makes the version handshake over `stream`, already open: a socket, or
   * the daemon's own loopback for the attach client it runs itself.
   */
  static async over(
    stream: ByteStream | LocalLink,
    client: string,
  ): Promise<Connection> {
    const c = new Connection(stream);
    const welcomed = new Promise<void>((resolve, reject) => {
      c.#welcome = { resolve, reject };
    });
    // A daemon that hangs up while the hello is being sent (one being
    // replaced) rejects this before it is awaited: not an unhandled error.
    welcomed.catch(() => {});
    try {
      // In a config command's shell job, what its daemon told it to say.
      const kind = configClient() ?? client;
      await c.send({ t: "hello", version: PROTOCOL_VERSION, client: kind });
      await welcomed;
    } catch (err) {
      c.close();
      throw asConnectionError(err);
    }
    return c;
  }

  /** Closes the connection as if the link had died (heartbeat timeout). */
  abandon(why: string): void {
    if (this.#isClosed) return;
    this.#closeReason = new ConnectionError("closed", why);
    const conn = this.#conn;
    if ("abort" in conn) conn.abort?.();
    this.close();
  }

  /** Sends a request and resolves with its payload, or throws RequestError. */
  request<R extends Request>(req: R): Promise<Responses[R["op"]]> {
    if (this.#isClosed) return Promise.reject(this.#lost());
    const id = this.#nextId++;
    const result = new Promise<Responses[R["op"]]>((resolve, reject) => {
      this.#pending.set(id, {
        resolve: (d) => resolve(d as Responses[R["op"]]),
        reject,
      });
    });
    const current = this.current === undefined ? {} : { current: this.current };
    this.send({ t: "req", id, ...current, ...req } as ClientMsg).catch(
      (err) => {
        this.#pending.get(id)?.reject(err);
        this.#pending.delete(id);
      },
    );
    return result;
  }

  /** The id the next request will get (for matching pushed events). */
  get nextRequestId(): number {
    return this.#nextId;
  }

  /** Sends one message; messages go out in the order of the calls. */
  send(msg: ClientMsg): Promise<void> {
    const conn = this.#conn;
    if ("onMessage" in conn) {
      if (this.#isClosed) return Promise.reject(this.#lost());
      conn.send(msg);
      return Promise.resolve();
    }
    const frame = encodeFrame(msg);
    // With nothing in flight the write starts now, not a turn later behind
    // a settled promise (a key's way to the daemon is that much shorter).
    const write = this.#inFlight === 0
      ? this.#writeAll(frame)
      : this.#writing.then(() => this.#writeAll(frame));
    this.#inFlight++;
    const settled = write.catch(() => {}).finally(() => this.#inFlight--);
    this.#writing = settled;
    return write;
  }

  /** Closes the socket; pending requests fail. */
  close(): void {
    if (this.#isClosed) return;
    this.#isClosed = true;
    const conn = this.#conn;
    if ("needsBye" in conn && conn.needsBye) {
      // After what is still being written: the daemon closes its end on
      // `bye`, which ends the remote bridge, and so ssh.
      noteEnding(
        this.#writing.then(() => this.#writeAll(encodeFrame({ t: "bye" })))
          .catch(() => {})
          .finally(() => closeQuietly(conn)),
      );
      return;
    }
    closeQuietly(conn);
  }

  [Symbol.dispose](): void {
    this.close();
  }

  async #writeAll(frame: Uint8Array): Promise<void> {
    const conn = this.#conn as ByteStream;
    let off = 0;
    try {
      while (off < frame.length) {
        off += await conn.write(frame.subarray(off));
      }
    } catch (err) {
      // A socket error is the daemon's going, not this process's stdout
      // closing (which the CLI treats as a quiet exit).
      throw this.#closeReason ?? lostDaemon(err);
    }
  }

  /** The closed connection's error for a send. */
  #lost(): Error {
    return this.#closeReason ??
      new ConnectionError("closed", "The daemon closed the connection");
  }

  /** Takes the daemon's messages from a link in this process until it closes. */
  #receiveLocal(link: LocalLink): Promise<void> {
    return new Promise((resolve) => {
      link.onMessage = (msg) => {
        this.lastHeard = Date.now();
        this.#dispatch(msg);
      };
      link.onClose = () => {
        this.#finish();
        resolve();
      };
    });
  }

  async #readLoop(conn: ByteStream): Promise<void> {
    const decoder = new FrameDecoder();
    const buf = new Uint8Array(256 * 1024);
    try {
      while (true) {
        const n = await conn.read(buf);
        if (n === null) break;
        this.lastHeard = Date.now();
        decoder.push(buf.subarray(0, n));
        for (let body = decoder.next(); body; body = decoder.next()) {
          this.#dispatch(decodeBody(body) as ServerMsg);
        }
      }
    } catch (err) {
      if (!this.#isClosed) this.#closeReason = lostDaemon(err);
    } finally {
      this.#finish();
    }
  }

  #dispatch(msg: ServerMsg): void {
    switch (msg.t) {
      case "welcome":
        this.daemonPid = msg.pid;
        this.#welcome?.resolve();
        this.#welcome = null;
        return;
      case "res": {
        const p = this.#pending.get(msg.id);
        if (!p) return;
        this.#pending.delete(msg.id);
        if (msg.ok) p.resolve(msg.data);
        else p.reject(new RequestError(msg.code, msg.message));
        return;
      }
      case "fatal": {
        const kind = msg.code === "version" ? "version" : "fatal";
        this.#closeReason = new ConnectionError(kind, msg.message);
        this.onPush(msg);
        return;
      }
      default:
        this.onPush(msg);
    }
  }

  #finish(): void {
    this.#isClosed = true;
    try {
      this.#conn.close();
    } catch {
      // Already closed.
    }
    const reason = this.#closeReason ??
      new ConnectionError("closed", "The daemon closed the connection");
    this.#welcome?.reject(reason);
    this.#welcome = null;
    for (const p of this.#pending.values()) p.reject(reason);
    this.#pending.clear();
  }
}

/** Closes a stream the other side may have closed already. */
function closeQuietly(conn: { close(): void }): void {
  try {
    conn.close();
  } catch {
    // Already closed by the other side.
  }
}
