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
  type RequestMsg,
  type ResponseMsg,
  type Responses,
  type ServerMsg,
  type WelcomeMsg,
} from "../protocol/messages.ts";
import {
  isUpgradeRefusal,
  UPGRADING_MESSAGE,
} from "../protocol/upgrade_refusal.ts";
import { MAX_TIMEOUT_MS } from "../protocol/limits.ts";
import {
  type ByteStream,
  type DaemonAddress,
  nobodyListens,
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
 * "fatal"; "upgraded" (a connection that outlasts upgrades,
 * `outlastUpgrades`: the daemon was upgraded while a request that is not
 * safe to repeat, such as `send` or `new`, was under way: whether it was
 * carried out is unknown, so check and retry; the connection itself goes on).
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
      | "fatal"
      | "upgraded",
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
  /**
   * Over ssh: keys and frames through a socket ssh forwards to the
   * daemon's, not the far bridge (default: for an attach client; `new`
   * that attaches asks for it too).
   */
  forward?: boolean;
}

interface Pending {
  resolve(data: unknown): void;
  reject(err: Error): void;
  /** The request as first sent, to send again. */
  msg: RequestMsg;
  /** When it was first sent: a wait sent again gets the time left. */
  sentAt: number;
  /** It was written to the link that is open now. */
  written: boolean;
  /**
   * Its last write was refused (the daemon was being upgraded): it was
   * not carried out, so it is safe to send again.
   */
  refused: boolean;
  /** When the daemon first refused it as being upgraded (0: never). */
  refusedSince: number;
  /** Its next try after a refusal, until it is written. */
  retry?: ReturnType<typeof setTimeout>;
}

/**
 * How long a request the daemon refuses because it is being upgraded is
 * sent again (its freeze, save and check took 3-5 s in the trials; the
 * bound keeps a daemon stuck in an upgrade from holding a script forever).
 */
export const UPGRADE_RETRY_MS = 15_000;

/** Between the tries of a request refused during an upgrade. */
const RETRY_GAP_MS = 100;

/**
 * Longest a connection that lost its link tries to reach its daemon again
 * (on top of `reopen`'s own wait for a daemon being upgraded).
 */
const RENEW_LIMIT_MS = 20_000;

/**
 * Requests that may be sent again when the daemon was upgraded while they
 * were under way: they only read, or wait (a wait goes on with the time
 * it has left). Any other is failed with `ConnectionError` "upgraded".
 */
const REPEATABLE = new Set<string>([
  "ls",
  "list-clients",
  "list-windows",
  "list-panes",
  "list-buffers",
  "show-buffer",
  "show-environment",
  "show-hooks",
  "options",
  "preview",
  "capture",
  "history",
  "wait",
  "events",
]);

/** One open, greeted connection to a daemon. */
export class Connection {
  /** Called for every frame, end, event and fatal message. */
  onPush: (msg: PushMsg) => void = () => {};
  /** The daemon's pid, from its welcome. */
  daemonPid = 0;
  /**
   * Called once a connection that outlasts upgrades is on a new link to
   * the same daemon (`outlastUpgrades`): requests under way were sent
   * again; subscriptions (events) are the caller's to renew.
   */
  onRenewed: () => void = () => {};
  /**
   * Resolves when the connection is closed, by either side (one that
   * outlasts upgrades: once it could not reach its daemon again).
   */
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
  #resolveClosed: () => void = () => {};
  /** What the hello says the client is. */
  #kind = "cli";
  /** Opens a new link to the daemon (`outlastUpgrades`); null: none. */
  #reopen: (() => Promise<ByteStream>) | null = null;
  /** A new link is being opened: requests wait for it. */
  #renewing = false;
  /**
   * The daemon's last answer on this link refused a request as being
   * upgraded: it may refuse every request, or serve again (an upgrade
   * that failed); only an answer that is not a refusal tells.
   */
  #refusing = false;
  /**
   * Requests not safe to repeat, kept back while the daemon refuses
   * (`#refusing`): written once a probe (`ls`) is served, so that a link
   * lost meanwhile leaves no doubt whether one was carried out.
   */
  #held = new Set<Pending>();
  /** The probe under way while requests are held. */
  #probing = false;

  private constructor(conn: ByteStream | LocalLink) {
    this.#conn = conn;
    this.closed = new Promise((resolve) => this.#resolveClosed = resolve);
    if ("onMessage" in conn) this.#receiveLocal(conn);
    else this.#readLoop(conn);
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
      // An attach client's keys and frames through ssh's forward, not the
      // far bridge (client/transport/ssh.ts); a command keeps the bridge,
      // and with it the user's own ControlMaster, which berth's would
      // override.
      stream = await openStream(
        where,
        opts.start ?? false,
        opts.batch,
        opts.forward ?? client === "attach",
      );
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
    // In a config command's shell job, what its daemon told it to say.
    c.#kind = configClient() ?? client;
    try {
      await c.#greet(stream);
    } catch (err) {
      c.close();
      throw asConnectionError(err);
    }
    return c;
  }

  /** Sends the hello on `link` and waits for the welcome. */
  async #greet(link: ByteStream | LocalLink): Promise<void> {
    const welcomed = new Promise<void>((resolve, reject) => {
      this.#welcome = { resolve, reject };
    });
    // A daemon that hangs up while the hello is being sent (one being
    // replaced) rejects this before it is awaited: not an unhandled error.
    welcomed.catch(() => {});
    const hello: ClientMsg = {
      t: "hello",
      version: PROTOCOL_VERSION,
      client: this.#kind,
    };
    if ("onMessage" in link) link.send(hello);
    else await this.#writeAll(link, encodeFrame(hello));
    await welcomed;
  }

  /**
   * Makes the connection outlast a live upgrade (`berth upgrade`) of its
   * daemon, for scripts: a request the daemon refuses while it is being
   * upgraded is sent again (for up to `UPGRADE_RETRY_MS`), and when the
   * link closes, `reopen` opens a new one (it waits while the daemon is
   * being upgraded, and throws when none runs). If the daemon there is
   * the same process (an upgrade keeps the pid), requests under way are
   * sent again (a wait with the time it has left) and `onRenewed` is
   * called; requests that are not safe to repeat fail with
   * `ConnectionError` "upgraded". Any other daemon, or none, closes the
   * connection as "closed": the daemon stopped. Null turns it off (an
   * attach client resumes its own way).
   */
  outlastUpgrades(reopen: (() => Promise<ByteStream>) | null): void {
    this.#reopen = "onMessage" in this.#conn ? null : reopen;
  }

  /** Why the connection closed (null while open, or closed by `close()`). */
  get closeReason(): Error | null {
    return this.#isClosed ? this.#closeReason : null;
  }

  /** Closes the connection as if the link had died (heartbeat timeout). */
  abandon(why: string): void {
    if (this.#isClosed || this.#renewing) return;
    this.#closeReason = new ConnectionError("closed", why);
    const conn = this.#conn;
    if ("abort" in conn) conn.abort?.();
    if (this.#reopen) closeQuietly(conn); // its read loop renews the link
    else this.close();
  }

  /** Sends a request and resolves with its payload, or throws RequestError. */
  request<R extends Request>(req: R): Promise<Responses[R["op"]]> {
    return this.requestWithId(this.#nextId++, req);
  }

  /**
   * As `request`, under an id of this connection's that is not in use:
   * one an events subscription had, to renew it on a new link (its events
   * keep coming under that id).
   */
  requestWithId<R extends Request>(
    id: number,
    req: R,
  ): Promise<Responses[R["op"]]> {
    if (this.#isClosed) return Promise.reject(this.#lost());
    const current = this.current === undefined ? {} : { current: this.current };
    const msg = { t: "req", id, ...current, ...req } as RequestMsg;
    const result = new Promise<Responses[R["op"]]>((resolve, reject) => {
      const p: Pending = {
        resolve: (d) => resolve(d as Responses[R["op"]]),
        reject,
        msg,
        sentAt: Date.now(),
        written: false,
        refused: false,
        refusedSince: 0,
      };
      this.#pending.set(id, p);
      this.#write(p);
    });
    return result;
  }

  /** Whether request `id` waits for its answer. */
  isPending(id: number): boolean {
    return this.#pending.has(id);
  }

  /**
   * Writes a pending request (again): a wait with the time it has left.
   * While a new link is being opened it waits for it.
   */
  #write(p: Pending): void {
    // Node's timers: only when there is one. Deno's `clearTimeout`, even
    // of nothing, loads them, and every request passes here (7.5 MB of the
    // attach client's memory; `protocol/timer.ts`).
    if (p.retry !== undefined) clearTimeout(p.retry);
    p.retry = undefined;
    if (this.#renewing) return;
    if (this.#refusing && this.#reopen && !REPEATABLE.has(p.msg.op)) {
      // Written now, to a daemon that may serve again meanwhile (its
      // upgrade failed), and its link lost before the answer (the next
      // upgrade), it could not be told from one refused: hold it until
      // the daemon serves.
      this.#held.add(p);
      this.#probe();
      // Held no longer than it would be sent again (a probe unanswered).
      const since = p.refusedSince || Date.now();
      // Node's timers: only while a daemon is being upgraded, and with
      // nothing else pending a timer must keep the process alive.
      p.retry = setTimeout(() => {
        p.retry = undefined;
        if (!this.#held.delete(p) || this.#pending.get(p.msg.id) !== p) return;
        this.#pending.delete(p.msg.id);
        p.reject(new RequestError("busy", UPGRADING_MESSAGE));
      }, Math.max(0, since + UPGRADE_RETRY_MS - Date.now()));
      return;
    }
    const link = this.#conn;
    // Written again (a new link): what is left of its time, and how long
    // it has been under way (lines that scrolled by meanwhile count). The
    // first write is the caller's own, so that "Timed out after 200 ms"
    // says 200.
    const msg = p.written && p.msg.op === "wait" ? waitAgain(p) : p.msg;
    p.written = true;
    p.refused = false;
    this.send(msg).catch((err) => {
      if (this.#reopen && !this.#isClosed) {
        // The link broke: its read loop ends, and the request goes out
        // again on the next link.
        if (link === this.#conn) closeQuietly(link);
        return;
      }
      if (this.#pending.get(p.msg.id) !== p) return;
      this.#pending.delete(p.msg.id);
      p.reject(err);
    });
  }

  /**
   * Asks the daemon something that is safe to repeat (`ls`), sent again
   * while it refuses; once it is served, the held requests are written;
   * when it gives up (`UPGRADE_RETRY_MS`), they fail as it did.
   */
  #probe(): void {
    if (this.#probing) return;
    this.#probing = true;
    const settled = (err: Error | null) => {
      this.#probing = false;
      const held = [...this.#held];
      this.#held.clear();
      for (const p of held) {
        if (this.#pending.get(p.msg.id) !== p) continue;
        // Any answer but a refusal: the daemon serves.
        if (!err || !this.#refusing) {
          this.#write(p);
          continue;
        }
        this.#pending.delete(p.msg.id);
        p.reject(err);
      }
    };
    this.request({ op: "ls" }).then(() => settled(null), settled);
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
    if (this.#renewing) {
      // A cancelled wait would be sent again on the new link: end it here.
      if (msg.t === "unsubscribe") this.#cancel(msg.id);
      return Promise.reject(
        new ConnectionError(
          "closed",
          "The link to the daemon is being renewed",
        ),
      );
    }
    const frame = encodeFrame(msg);
    // With nothing in flight the write starts now, not a turn later behind
    // a settled promise (a key's way to the daemon is that much shorter).
    const write = this.#inFlight === 0
      ? this.#writeAll(conn, frame)
      : this.#writing.then(() => this.#writeAll(conn, frame));
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
    if (this.#renewing) {
      // No link to say bye on: done now, not once a new link is found.
      if (!("onMessage" in conn)) closeQuietly(conn);
      this.#finish();
      return;
    }
    if ("needsBye" in conn && conn.needsBye) {
      // After what is still being written: the daemon closes its end on
      // `bye`, which ends the remote bridge, and so ssh.
      noteEnding(
        this.#writing.then(() =>
          this.#writeAll(conn, encodeFrame({ t: "bye" }))
        )
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

  async #writeAll(conn: ByteStream, frame: Uint8Array): Promise<void> {
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
  #receiveLocal(link: LocalLink): void {
    link.onMessage = (msg) => {
      this.lastHeard = Date.now();
      this.#dispatch(msg);
    };
    link.onClose = () => this.#finish();
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
      if (!this.#isClosed && conn === this.#conn) {
        this.#closeReason = lostDaemon(err);
      }
    } finally {
      this.#linkEnded(conn);
    }
  }

  /**
   * Link `link` ended: the connection ends with it, unless it outlasts
   * upgrades and the daemon did not refuse it (`fatal`): then a new link.
   */
  #linkEnded(link: ByteStream): void {
    if (link !== this.#conn) return; // given up already
    closeQuietly(link);
    const reason = this.#closeReason ??
      new ConnectionError("closed", "The daemon closed the connection");
    if (this.#renewing) {
      // A new link that failed before its welcome: the renewal tries again.
      this.#welcome?.reject(reason);
      this.#welcome = null;
      return;
    }
    const refused = !(reason instanceof ConnectionError) ||
      reason.kind === "fatal" || reason.kind === "version";
    if (this.#reopen && !this.#isClosed && !refused) {
      this.#renew(reason as ConnectionError);
      return;
    }
    this.#finish();
  }

  /**
   * Opens a new link to the daemon after the last one closed: the same
   * daemon (its pid: an upgrade execs in the same process) gets the
   * requests under way again; another daemon, or none, ends the
   * connection (the daemon stopped).
   */
  async #renew(lost: ConnectionError): Promise<void> {
    this.#renewing = true;
    this.#refusing = false;
    // Sent again with the others (`#resend`) on the new link.
    this.#held.clear();
    const pid = this.daemonPid;
    const deadline = Date.now() + RENEW_LIMIT_MS;
    let why: string = lost.message;
    for (let attempt = 0; !this.#isClosed; attempt++) {
      // Node's timers: only after a lost link, where no socket keeps the
      // process alive meanwhile.
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50));
      // Turned off meanwhile (kill-server, answered: the daemon stops).
      if (!this.#reopen) break;
      let link: ByteStream;
      try {
        link = await this.#reopen();
      } catch (err) {
        const e = asConnectionError(err);
        const kind = e instanceof ConnectionError ? e.kind : "";
        why = e instanceof Error ? e.message : String(e);
        // No daemon there (kill-server, a crash): it stopped.
        if (nobodyListens(kind) || kind === "died") break;
        if (Date.now() < deadline) continue;
        break;
      }
      if (this.#isClosed) {
        closeQuietly(link);
        return; // close() finished it
      }
      this.#conn = link;
      this.#readLoop(link);
      try {
        await this.#greet(link);
      } catch (err) {
        closeQuietly(link);
        const e = asConnectionError(err);
        why = e instanceof Error ? e.message : String(e);
        const kind = e instanceof ConnectionError ? e.kind : "";
        // A daemon that refuses this client (another protocol) stays so;
        // none there stays so too: over -H the link opens before the far
        // side's bridge finds no daemon (each try another ssh login, for
        // the whole RENEW_LIMIT_MS), and the bridge waits out an upgrade.
        const refused = kind === "version" || kind === "fatal" ||
          nobodyListens(kind) || kind === "died";
        if (!refused && Date.now() < deadline) continue;
        break;
      }
      if (this.daemonPid !== pid) {
        why = `another daemon (pid ${this.daemonPid}) runs there now`;
        break;
      }
      this.#renewing = false;
      this.#closeReason = null;
      this.#resend();
      this.onRenewed();
      return;
    }
    this.#renewing = false;
    if (this.#isClosed) return;
    this.#closeReason = new ConnectionError(
      "closed",
      `The daemon stopped (${why})`,
    );
    const link = this.#conn;
    if (!("onMessage" in link)) closeQuietly(link);
    this.#finish();
  }

  /**
   * On a new link: sends the requests under way again, those that may be
   * repeated (or were never carried out); fails the others.
   */
  #resend(): void {
    for (const p of [...this.#pending.values()]) {
      if (!p.written || p.refused || REPEATABLE.has(p.msg.op)) {
        this.#write(p);
        continue;
      }
      this.#pending.delete(p.msg.id);
      p.reject(
        new ConnectionError(
          "upgraded",
          `The daemon was upgraded while ${p.msg.op} was under way; whether it was carried out is unknown: check, then retry`,
        ),
      );
    }
  }

  /** A wait cancelled while no link is open: it ends as the daemon's would. */
  #cancel(id: number): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#pending.delete(id);
    p.reject(new RequestError("timeout", "The wait was cancelled"));
  }

  /**
   * A request the daemon refused because it is being upgraded: sent again
   * in a moment, for up to `UPGRADE_RETRY_MS`; true when it will be.
   */
  #retry(p: Pending): boolean {
    if (!this.#reopen) return false;
    const now = Date.now();
    p.refusedSince ||= now;
    if (now - p.refusedSince >= UPGRADE_RETRY_MS) return false;
    // Node's timers: only while a daemon is being upgraded.
    if (p.retry !== undefined) clearTimeout(p.retry);
    p.retry = setTimeout(() => {
      p.retry = undefined;
      if (this.#pending.get(p.msg.id) === p && !this.#isClosed) this.#write(p);
    }, RETRY_GAP_MS);
    return true;
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
        const refusal = !msg.ok && isUpgradeRefusal(msg.code, msg.message);
        this.#refusing = refusal;
        if (refusal) {
          p.refused = true;
          if (this.#retry(p)) return;
        }
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
    this.#resolveClosed();
  }
}

/** A wait written again: its time left, and how long it was under way. */
function waitAgain(p: Pending): RequestMsg {
  const msg = p.msg as RequestMsg & { op: "wait" };
  const elapsed = Math.min(Date.now() - p.sentAt, MAX_TIMEOUT_MS);
  return {
    ...msg,
    underWayMs: elapsed,
    ...(msg.timeoutMs === undefined
      ? {}
      : { timeoutMs: Math.max(0, msg.timeoutMs - elapsed) }),
  };
}

/** Closes a stream the other side may have closed already. */
function closeQuietly(conn: { close(): void }): void {
  try {
    conn.close();
  } catch {
    // Already closed by the other side.
  }
}
