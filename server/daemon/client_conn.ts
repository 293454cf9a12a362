/**
 * The daemon's side of one client connection: it validates every message
 * before anything acts on it, makes the handshake, hands every later
 * message to the daemon's one dispatch switch (as tmux's
 * `server_client_dispatch`), sends responses, and keeps an outgoing queue
 * that a stalled client cannot grow without bound.
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
import type {
  ClientMsg,
  CopyModeState,
  EndMsg,
  ErrorCode,
  HelloMsg,
  RequestMsg,
  ServerMsg,
  UpdateMsg,
} from "../../protocol/messages.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { ReadBuffer } from "../../protocol/read_buffer.ts";
import type { LocalLink as ProtocolLink } from "../../protocol/local_link.ts";
import { parseClientMessage, ProtocolError } from "../../protocol/validate.ts";
import type { UpdateSink } from "./attached_client.ts";
import type { Log } from "./log.ts";
import { RequestFailure } from "./request_failure.ts";
import { after, sleep } from "../../protocol/timer.ts";

/**
 * Outgoing bytes a connection may have queued before it counts as stalled
 * and is dropped. Frames never pile up (one unacknowledged at a time), so
 * only responses and events count here; a full-scrollback capture of 10,000
 * wide lines with styles fits well inside.
 */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;

/**
 * How long a new connection may stay silent before its hello: a client
 * sends it at once, so only a stuck or hostile one is ever cut off.
 */
export const HANDSHAKE_TIMEOUT_MS = 5000;

/**
 * How long a connection whose write failed is still read: a client that
 * sent requests (keys, a detach) and hung up without reading the answers
 * breaks the daemon's write at the first, and what it sent after is still
 * in the socket. A closed client's socket gives those bytes, then its end,
 * at once; this bounds one that stopped only reading.
 */
export const DRAIN_MS = 2000;

/** What a request handler returns: the payload, and work to do after it is sent. */
export interface Reply {
  data: unknown;
  /** Runs after the response is queued (an attach's first frame). */
  after?: () => void;
}

/** Every message a greeted client may send. */
export type DispatchedMsg = Exclude<ClientMsg, HelloMsg>;

/** The daemon side that acts on messages. */
export interface MessageHandler {
  /**
   * Acts on one validated message of a greeted client; answers requests
   * through `conn.respond`. Throws ProtocolError to drop the client.
   */
  dispatch(conn: ClientConnection, msg: DispatchedMsg): void;
  /**
   * The client said hello (its `kind` is known); one of another protocol
   * too, just before it is dropped.
   */
  greeted?(conn: ClientConnection): void;
  /** The connection is gone; forget it. */
  closed(conn: ClientConnection): void;
}

/** What a socket connection reads and writes (a `Deno.UnixConn`). */
export interface ClientStream {
  read(p: Uint8Array): Promise<number | null>;
  write(p: Uint8Array): Promise<number>;
  close(): void;
}

/** A connection inside the daemon (`loopback.ts`): its end of it. */
export type LocalLink = ProtocolLink<ClientMsg, ServerMsg>;

/** One connected client. */
export class ClientConnection implements UpdateSink {
  /** Event streams by request id: each value stops its stream. */
  readonly subscriptions = new Map<number, () => void>();
  /** "cli", "attach", "lib": what the client said it is. */
  kind = "?";
  readonly id: number;
  /** When anything last arrived (for the heartbeat timeout). */
  lastHeard = Date.now();

  #conn: ClientStream | LocalLink;
  #handler: MessageHandler;
  #log: Log;
  #greeted = false;
  /** The protocol version of the client's hello. */
  #version = 0;
  /** A `berth upgrade` of another protocol: only `upgrade` is allowed. */
  upgradeOnly = false;
  #closed = false;
  #queue: Uint8Array[] = [];
  #queuedBytes = 0;
  #writing = false;
  #closeAfterFlush = false;
  /**
   * A write failed (the client hung up): nothing more is written, but what
   * it sent is still read and acted on until its end (`DRAIN_MS`).
   */
  #writeFailed = false;
  #cancelDrain: (() => void) | undefined;
  /**
   * A client that waits as a shell script (conversation step 27): its
   * `done` and `suspend` as text lines, held here until it is `waiting`
   * (null: it is; undefined: frames, as to every other client).
   */
  #lines: ServerMsg[] | null | undefined;
  /** Closed once the client waits as the script (`#closeOnceWaiting`). */
  #closeWhenWaiting = false;
  #waitingLimit: (() => void) | undefined;

  constructor(
    conn: ClientStream | LocalLink,
    id: number,
    handler: MessageHandler,
    log: Log,
  ) {
    this.#conn = conn;
    this.id = id;
    this.#handler = handler;
    this.#log = log;
  }

  /** Reads and dispatches messages until the client goes away. */
  async serve(): Promise<void> {
    // protocol/timer.ts, not setTimeout: an idle daemon with a client
    // connected then loads no Node timers (3.8 MB, 9 ms at start).
    const cancelHandshake = after(HANDSHAKE_TIMEOUT_MS, () => {
      if (!this.#greeted) {
        this.fatal("protocol", `No hello within ${HANDSHAKE_TIMEOUT_MS} ms`);
      }
    });
    const conn = this.#conn;
    if ("onMessage" in conn) {
      return await this.#serveLocal(conn, cancelHandshake);
    }
    const decoder = new FrameDecoder();
    const reads = new ReadBuffer();
    try {
      while (!this.#closed) {
        const buf = reads.get();
        const n = await conn.read(buf);
        if (n === null) break;
        reads.got(n);
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
      cancelHandshake();
      reads.release();
      // A fatal message still has to reach the client before we hang up.
      if (!this.#closeAfterFlush || !this.#writing) this.#closeNow();
    }
  }

  /** `serve()` for a link inside the daemon: messages as they are. */
  #serveLocal(link: LocalLink, cancelHandshake: () => void): Promise<void> {
    return new Promise((resolve) => {
      link.onMessage = (msg) => {
        this.lastHeard = Date.now();
        try {
          this.#dispatch(msg);
        } catch (err) {
          if (!(err instanceof ProtocolError)) throw err;
          this.fatal(err.code, err.message);
        }
      };
      link.onClose = () => {
        cancelHandshake();
        this.#closeNow();
        resolve();
      };
    });
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
      // `berth upgrade` of another version: it may only upgrade (step 12).
      this.upgradeOnly = msg.client === "upgrade" &&
        msg.version !== PROTOCOL_VERSION;
      if (msg.version !== PROTOCOL_VERSION && !this.upgradeOnly) {
        // Said all the same: a client coming back after `berth upgrade` to
        // a daemon it cannot speak to has come (`adoption_gate.ts`).
        this.kind = msg.client;
        this.#handler.greeted?.(this);
        throw new ProtocolError(
          // A client of another version cannot send this daemon its
          // kill-server: say what stops it whatever the client's version.
          `Client speaks protocol ${msg.version} but the daemon speaks ${PROTOCOL_VERSION} (pid ${Deno.pid}); stop it with the berth of protocol ${PROTOCOL_VERSION} (berth kill-server) or with kill ${Deno.pid} (its sessions end), then retry with one berth version`,
          "version",
        );
      }
      this.#greeted = true;
      this.#version = msg.version;
      this.kind = msg.client;
      this.send({ t: "welcome", version: PROTOCOL_VERSION, pid: Deno.pid });
      this.#handler.greeted?.(this);
      return;
    }
    if (msg.t === "hello") throw new ProtocolError("Hello sent twice");
    if (this.upgradeOnly && !(msg.t === "req" && msg.op === "upgrade")) {
      throw new ProtocolError(
        `Client speaks protocol ${this.#version} but the daemon speaks ${PROTOCOL_VERSION}: it may only upgrade the daemon`,
        "version",
      );
    }
    this.#handler.dispatch(this, msg);
  }

  /** Sends `req`'s response once `reply` settles (an error response if it fails). */
  respond(req: RequestMsg, reply: Promise<Reply>): void {
    reply.then(
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

  /**
   * From now on `done` and `suspend` go as text lines, once the client is
   * `waiting` (`linesWanted`); every message but answers is dropped.
   */
  speakLines(): void {
    this.#lines ??= [];
  }

  /** The client waiting as a script is ready for its lines. */
  linesWanted(): void {
    const held = this.#lines;
    if (!held) return;
    this.#lines = null;
    for (const msg of held) this.#queueBytes(encoder.encode(textLine(msg)!));
    if (!this.#closeWhenWaiting) return;
    this.#waitingLimit?.();
    this.closeWhenFlushed();
  }

  /** Queues a message; drops the client if it has stopped reading. */
  send(msg: ServerMsg): void {
    if (this.#closed || this.#writeFailed) return;
    if (this.#lines !== undefined && msg.t !== "res") {
      const line = textLine(msg);
      if (line === null) return;
      if (this.#lines) this.#lines.push(msg);
      else this.#queueBytes(encoder.encode(line));
      return;
    }
    const conn = this.#conn;
    if ("onMessage" in conn) {
      conn.send(msg);
      if (this.#closeAfterFlush) this.#closeNow();
      return;
    }
    let frame: Uint8Array;
    try {
      frame = encodeFrame(msg);
    } catch (err) {
      this.#log.error(`cannot encode ${msg.t}: ${(err as Error).message}`);
      // Every request gets an answer: this one says why it got no data.
      if (msg.t === "res" && msg.ok) this.send(tooLargeAnswer(msg.id, err));
      return;
    }
    this.#queueBytes(frame);
  }

  #queueBytes(frame: Uint8Array): void {
    if (this.#closed || this.#writeFailed) return;
    this.#queue.push(frame);
    this.#queuedBytes += frame.length;
    if (this.#queuedBytes > MAX_QUEUED_BYTES) {
      this.#log.info(`client ${this.id}: stopped reading; dropped`);
      this.#closeNow();
      return;
    }
    if (!this.#writing) this.#flush();
  }

  sendUpdate(frame: UpdateMsg): boolean {
    if (this.#closed || this.#writeFailed) return false;
    this.send(frame);
    return !this.#closed && !this.#writeFailed;
  }

  sendEnd(msg: EndMsg): void {
    this.send(msg);
  }

  sendPaneReset(pane: number): void {
    this.send({ t: "pane-reset", pane });
  }

  sendCopyMode(pane: number, state: CopyModeState | null): void {
    this.send({ t: "copy-mode", pane, state });
  }

  /** Bytes queued for the client and not yet written (0 in the daemon). */
  get queuedBytes(): number {
    return this.#queuedBytes;
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

  /** Resolves once everything queued has been written (or it closed). */
  async flushed(): Promise<void> {
    while ((this.#writing || this.#queue.length > 0) && !this.#closed) {
      await sleep(1);
    }
  }

  /** Closes once everything queued has been written. */
  closeWhenFlushed(): void {
    if (this.#holdsDone()) return this.#closeOnceWaiting();
    this.#closeAfterFlush = true;
    if (!this.#writing) this.#closeNow();
  }

  #holdsDone(): boolean {
    return this.#lines?.some((m) => m.t === "done") ?? false;
  }

  /**
   * A client told `done` before it waits as the script (`kill-server` in
   * its first moments, SCRIPT_AFTER_MS in tty_handover.ts) gets it: the
   * connection closes once the script has read it, or, if it has not
   * said `waiting` within DRAIN_MS, once it has gone as a frame, which
   * the client, still Deno, reads. Dropped with the held lines, the
   * client took the closed connection for a live upgrade's and waited
   * for the daemon's process to go (3 s with a program that ignores
   * SIGHUP). Not sent as a frame at once: the client may be execing the
   * script, which would read the frame as a broken line.
   */
  #closeOnceWaiting(): void {
    if (this.#closeWhenWaiting) return;
    this.#closeWhenWaiting = true;
    this.#waitingLimit = after(DRAIN_MS, () => {
      const held = this.#lines ?? [];
      this.#lines = undefined;
      for (const msg of held) if (msg.t === "done") this.send(msg);
      this.closeWhenFlushed();
    });
  }

  async #flush(): Promise<void> {
    this.#writing = true;
    const conn = this.#conn as ClientStream;
    try {
      while (this.#queue.length > 0 && !this.#closed) {
        const frame = this.#queue[0];
        let off = 0;
        while (off < frame.length) {
          off += await conn.write(frame.subarray(off));
        }
        this.#queue.shift();
        this.#queuedBytes -= frame.length;
      }
    } catch {
      this.#stopWriting();
    } finally {
      this.#writing = false;
    }
    if (this.#closeAfterFlush) this.#closeNow();
  }

  /**
   * The client can no longer be written to. Until now this closed the
   * connection, and the requests it had sent after the one whose answer
   * failed were never read: keys sent with `send` and a `detach` were lost
   * when the client hung up without reading the answers (20-29 of 500
   * under load). They are read and acted on still; the answers are dropped.
   */
  #stopWriting(): void {
    if (this.#closed || this.#writeFailed) return;
    this.#writeFailed = true;
    this.#queue = [];
    this.#queuedBytes = 0;
    if (this.#closeAfterFlush) return;
    // protocol/timer.ts, as the handshake's.
    this.#cancelDrain = after(DRAIN_MS, () => this.#closeNow());
  }

  #closeNow(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#cancelDrain?.();
    this.#waitingLimit?.();
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

/** The error answer to request `id`, whose answer could not be encoded. */
function tooLargeAnswer(id: number, err: unknown): ServerMsg {
  return {
    t: "res",
    id,
    ok: false,
    code: "too-large",
    message: `The answer is too large to send (${
      (err as Error).message
    }); ask for less`,
  };
}

const encoder = new TextEncoder();

/**
 * `msg` as a line to a client that waits as a shell script (step 27), or
 * null for one it is not sent: only `done` (its message on one line of
 * printable text, as the script prints it), `suspend` and `lock` (its
 * command on one line).
 */
function textLine(msg: ServerMsg): string | null {
  if (msg.t === "suspend") return "suspend\n";
  if (msg.t === "lock") return `lock ${oneLine(msg.command)}\n`;
  if (msg.t !== "done") return null;
  return `done ${msg.exitCode} ${oneLine(msg.message)}\n`;
}

/** `text` with its controls (a newline too) as blanks: one line. */
function oneLine(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\x00-\x1f\x7f]/g, " ");
}
