/**
 * The daemon's side of one client connection: handshake, the dispatch switch
 * that validates every message before acting on it (as tmux's
 * `server_client_dispatch`), and an outgoing queue that a stalled client
 * cannot grow without bound.
 *
 * A client that breaks the protocol (malformed or oversized frame, unknown
 * message, message out of order) gets a `fatal` message and is dropped;
 * nothing else notices.
 *
 * @module
 */

import {
  decodeBody,
  encodeFrame,
  FrameDecoder,
  FrameError,
} from "../../protocol/framing.ts";
import {
  type EndMsg,
  type ErrorCode,
  type FrameMsg,
  PROTOCOL_VERSION,
  type RequestMsg,
  type ServerMsg,
} from "../../protocol/messages.ts";
import { parseClientMessage, ProtocolError } from "../../protocol/validate.ts";
import type { AttachedClient, FrameSink } from "./attached_client.ts";
import type { Log } from "./log.ts";

/**
 * Outgoing bytes a connection may have queued before it counts as stalled
 * and is dropped. Frames never pile up (one unacknowledged at a time), so
 * only responses and events count here; a full-scrollback capture of 10,000
 * wide lines with styles fits well inside.
 */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;

/** A request failed; the client gets an error response, nothing more. */
export class RequestFailure extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
    this.name = "RequestFailure";
  }
}

/** What a request handler returns: the payload, and work to do after it is sent. */
export interface Reply {
  data: unknown;
  /** Runs after the response is queued (an attach's first frame). */
  after?: () => void;
}

/** The daemon side that acts on requests. */
export interface RequestHandler {
  handle(conn: ClientConnection, req: RequestMsg): Promise<Reply>;
  /** The connection is gone; forget it. */
  closed(conn: ClientConnection): void;
  /** The client sent a heartbeat (`heartbeat.ts`). */
  beat(conn: ClientConnection): void;
}

/** One connected client. */
export class ClientConnection implements FrameSink {
  /** Set by a successful attach. */
  attached: AttachedClient | null = null;
  /** Event streams by request id: each value stops its stream. */
  readonly subscriptions = new Map<number, () => void>();
  /** "cli", "attach", "lib": what the client said it is. */
  kind = "?";
  readonly id: number;
  /** When anything last arrived (for the heartbeat timeout). */
  lastHeard = Date.now();

  #conn: Deno.UnixConn;
  #handler: RequestHandler;
  #log: Log;
  #greeted = false;
  #closed = false;
  #queue: Uint8Array[] = [];
  #queuedBytes = 0;
  #writing = false;
  #closeAfterFlush = false;

  constructor(
    conn: Deno.UnixConn,
    id: number,
    handler: RequestHandler,
    log: Log,
  ) {
    this.#conn = conn;
    this.id = id;
    this.#handler = handler;
    this.#log = log;
  }

  /** Reads and dispatches messages until the client goes away. */
  async serve(): Promise<void> {
    const decoder = new FrameDecoder();
    const buf = new Uint8Array(256 * 1024);
    try {
      while (!this.#closed) {
        const n = await this.#conn.read(buf);
        if (n === null) break;
        this.lastHeard = Date.now();
        decoder.push(buf.subarray(0, n));
        for (
          let body = decoder.next();
          body && !this.#closed;
          body = decoder.next()
        ) {
          this.#dispatch(decodeBody(body));
        }
      }
    } catch (err) {
      if (err instanceof FrameError || err instanceof ProtocolError) {
        this.fatal(err.code, err.message);
      } else if (!this.#closed) {
        this.#log.info(
          `client ${this.id}: read failed: ${(err as Error).message}`,
        );
      }
    } finally {
      // A fatal message still has to reach the client before we hang up.
      if (!this.#closeAfterFlush || !this.#writing) this.#closeNow();
    }
  }

  /** Validates one message and acts on it. Throws ProtocolError. */
  #dispatch(body: unknown): void {
    let msg;
    try {
      msg = parseClientMessage(body);
    } catch (err) {
      // A well-formed request with a bad argument (a session name with a
      // slash ...) gets an error response; the client stays.
      const id = (body as { id?: unknown })?.id;
      if (
        err instanceof ProtocolError && err.code === "bad-request" &&
        this.#greeted && typeof id === "number"
      ) {
        this.send({
          t: "res",
          id,
          ok: false,
          code: err.code,
          message: err.message,
        });
        return;
      }
      throw err;
    }
    if (!this.#greeted) {
      if (msg.t !== "hello") {
        throw new ProtocolError(`Expected hello first, got ${msg.t}`);
      }
      if (msg.version !== PROTOCOL_VERSION) {
        throw new ProtocolError(
          `Client speaks protocol ${msg.version} but the daemon speaks ${PROTOCOL_VERSION}; run berth kill-server and retry with one berth version`,
          "version",
        );
      }
      this.#greeted = true;
      this.kind = msg.client;
      this.send({ t: "welcome", version: PROTOCOL_VERSION, pid: Deno.pid });
      return;
    }
    switch (msg.t) {
      case "hello":
        throw new ProtocolError("Hello sent twice");
      case "req":
        this.#request(msg);
        return;
      case "input": {
        const a = this.#needAttached("input");
        // A retransmit after a resume is dropped: it was typed already.
        if (a.resume.accept(msg.seq)) a.session.input(a, msg.data);
        return;
      }
      case "beat":
        this.#handler.beat(this);
        return;
      case "resize": {
        const a = this.#needAttached("resize");
        a.session.clientResized(a, msg.cols, msg.rows);
        return;
      }
      case "ack":
        if (!this.#needAttached("ack").ack(msg.seq)) {
          throw new ProtocolError(
            `Ack for frame ${msg.seq}, which was never sent`,
          );
        }
        return;
      case "detach": {
        const a = this.#needAttached("detach");
        a.session.detach(a, "detached");
        this.attached = null;
        return;
      }
      case "unsubscribe":
        this.subscriptions.get(msg.id)?.();
        this.subscriptions.delete(msg.id);
        return;
    }
  }

  #needAttached(what: string): AttachedClient {
    if (!this.attached) {
      throw new ProtocolError(`Got ${what} but the client is not attached`);
    }
    return this.attached;
  }

  #request(req: RequestMsg): void {
    this.#handler.handle(this, req).then(
      (reply) => {
        this.send({ t: "res", id: req.id, ok: true, data: reply.data ?? {} });
        reply.after?.();
      },
      (err) => {
        if (err instanceof ProtocolError && err.code === "protocol") {
          this.fatal(err.code, err.message);
          return;
        }
        if (err instanceof RequestFailure || err instanceof ProtocolError) {
          this.send({
            t: "res",
            id: req.id,
            ok: false,
            code: err.code,
            message: err.message,
          });
          return;
        }
        this.#log.error(
          `request ${req.op} failed: ${(err as Error)?.stack ?? err}`,
        );
        this.send({
          t: "res",
          id: req.id,
          ok: false,
          code: "internal",
          message: `Internal error in the daemon (${
            (err as Error)?.message
          }); see its log`,
        });
      },
    );
  }

  /** Queues a message; drops the client if it has stopped reading. */
  send(msg: ServerMsg): void {
    if (this.#closed) return;
    let frame: Uint8Array;
    try {
      frame = encodeFrame(msg);
    } catch (err) {
      this.#log.error(`cannot encode ${msg.t}: ${(err as Error).message}`);
      return;
    }
    this.#queue.push(frame);
    this.#queuedBytes += frame.length;
    if (this.#queuedBytes > MAX_QUEUED_BYTES) {
      this.#log.info(`client ${this.id}: stopped reading; dropped`);
      this.#closeNow();
      return;
    }
    if (!this.#writing) this.#flush();
  }

  sendFrame(frame: FrameMsg): boolean {
    if (this.#closed) return false;
    this.send(frame);
    return !this.#closed;
  }

  sendEnd(msg: EndMsg): void {
    this.send(msg);
    this.attached = null;
  }

  /** Tells the client why it is being dropped, then hangs up. */
  fatal(code: ErrorCode, message: string): void {
    this.#log.info(`client ${this.id}: dropped: ${message}`);
    this.send({ t: "fatal", code, message });
    this.closeWhenFlushed();
  }

  /** The heartbeat timed out: the link is dead, drop the connection. */
  silent(ms: number): void {
    this.#log.info(`client ${this.id}: silent for ${ms} ms; dropped`);
    this.#closeNow();
  }

  /** Closes once everything queued has been written. */
  closeWhenFlushed(): void {
    this.#closeAfterFlush = true;
    if (!this.#writing) this.#closeNow();
  }

  async #flush(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0 && !this.#closed) {
        const frame = this.#queue[0];
        let off = 0;
        while (off < frame.length) {
          off += await this.#conn.write(frame.subarray(off));
        }
        this.#queue.shift();
        this.#queuedBytes -= frame.length;
      }
    } catch {
      this.#closeNow();
    } finally {
      this.#writing = false;
    }
    if (this.#closeAfterFlush) this.#closeNow();
  }

  #closeNow(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue = [];
    this.#queuedBytes = 0;
    try {
      this.#conn.close();
    } catch {
      // Already closed.
    }
    this.#handler.closed(this);
  }
}
