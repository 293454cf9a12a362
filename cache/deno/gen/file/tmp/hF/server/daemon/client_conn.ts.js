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
 */ import { decodeBody, encodeFrame, FrameDecoder, FrameError } from "../../protocol/framing.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { ReadBuffer } from "../../protocol/read_buffer.ts";
import { parseClientMessage, ProtocolError } from "../../protocol/validate.ts";
import { RequestFailure } from "./request_failure.ts";
import { after } from "../../protocol/timer.ts";
/**
 * Outgoing bytes a connection may have queued before it counts as stalled
 * and is dropped. Frames never pile up (one unacknowledged at a time), so
 * only responses and events count here; a full-scrollback capture of 10,000
 * wide lines with styles fits well inside.
 */ const MAX_QUEUED_BYTES = 32 * 1024 * 1024;
/**
 * How long a new connection may stay silent before its hello: a client
 * sends it at once, so only a stuck or hostile one is ever cut off.
 */ export const HANDSHAKE_TIMEOUT_MS = 5000;
/** One connected client. */ export class ClientConnection {
  /** Event streams by request id: each value stops its stream. */ subscriptions = new Map();
  /** "cli", "attach", "lib": what the client said it is. */ kind = "?";
  id;
  /** When anything last arrived (for the heartbeat timeout). */ lastHeard = Date.now();
  #conn;
  #handler;
  #log;
  #greeted = false;
  /** The protocol version of the client's hello. */ #version = 0;
  /** A `berth upgrade` of another protocol: only `upgrade` is allowed. */ upgradeOnly = false;
  #closed = false;
  #queue = [];
  #queuedBytes = 0;
  #writing = false;
  #closeAfterFlush = false;
  constructor(conn, id, handler, log){
    this.#conn = conn;
    this.id = id;
    this.#handler = handler;
    this.#log = log;
  }
  /** Reads and dispatches messages until the client goes away. */ async serve() {
    // protocol/timer.ts, not setTimeout: an idle daemon with a client
    // connected then loads no Node timers (3.8 MB, 9 ms at start).
    const cancelHandshake = after(HANDSHAKE_TIMEOUT_MS, ()=>{
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
      while(!this.#closed){
        const buf = reads.get();
        const n = await conn.read(buf);
        if (n === null) break;
        reads.got(n);
        this.lastHeard = Date.now();
        decoder.push(buf.subarray(0, n));
        for(let body = decoder.next(); body && !this.#closed; body = decoder.next()){
          this.#dispatch(decodeBody(body));
        }
      }
    } catch (err) {
      if (err instanceof FrameError || err instanceof ProtocolError) {
        this.fatal(err.code, err.message);
      } else if (!this.#closed) {
        this.#log.info(`client ${this.id}: read failed: ${err.message}`);
      }
    } finally{
      cancelHandshake();
      reads.release();
      // A fatal message still has to reach the client before we hang up.
      if (!this.#closeAfterFlush || !this.#writing) this.#closeNow();
    }
  }
  /** `serve()` for a link inside the daemon: messages as they are. */ #serveLocal(link, cancelHandshake) {
    return new Promise((resolve)=>{
      link.onMessage = (msg)=>{
        this.lastHeard = Date.now();
        try {
          this.#dispatch(msg);
        } catch (err) {
          if (!(err instanceof ProtocolError)) throw err;
          this.fatal(err.code, err.message);
        }
      };
      link.onClose = ()=>{
        cancelHandshake();
        this.#closeNow();
        resolve();
      };
    });
  }
  /** Validates one message and acts on it. Throws ProtocolError. */ #dispatch(body) {
    let msg;
    try {
      msg = parseClientMessage(body);
    } catch (err) {
      // A well-formed request with a bad argument (a session name with a
      // slash ...) gets an error response; the client stays.
      const id = body?.id;
      if (err instanceof ProtocolError && err.code === "bad-request" && this.#greeted && typeof id === "number") {
        this.send({
          t: "res",
          id,
          ok: false,
          code: err.code,
          message: err.message
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
      this.upgradeOnly = msg.client === "upgrade" && msg.version !== PROTOCOL_VERSION;
      if (msg.version !== PROTOCOL_VERSION && !this.upgradeOnly) {
        throw new ProtocolError(// A client of another version cannot send this daemon its
        // kill-server: say what stops it whatever the client's version.
        `Client speaks protocol ${msg.version} but the daemon speaks ${PROTOCOL_VERSION} (pid ${Deno.pid}); stop it with the berth of protocol ${PROTOCOL_VERSION} (berth kill-server) or with kill ${Deno.pid} (its sessions end), then retry with one berth version`, "version");
      }
      this.#greeted = true;
      this.#version = msg.version;
      this.kind = msg.client;
      this.send({
        t: "welcome",
        version: PROTOCOL_VERSION,
        pid: Deno.pid
      });
      return;
    }
    if (msg.t === "hello") throw new ProtocolError("Hello sent twice");
    if (this.upgradeOnly && !(msg.t === "req" && msg.op === "upgrade")) {
      throw new ProtocolError(`Client speaks protocol ${this.#version} but the daemon speaks ${PROTOCOL_VERSION}: it may only upgrade the daemon`, "version");
    }
    this.#handler.dispatch(this, msg);
  }
  /** Sends `req`'s response once `reply` settles (an error response if it fails). */ respond(req, reply) {
    reply.then((reply)=>{
      this.send({
        t: "res",
        id: req.id,
        ok: true,
        data: reply.data ?? {}
      });
      reply.after?.();
    }, (err)=>{
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
          message: err.message
        });
        return;
      }
      this.#log.error(`request ${req.op} failed: ${err?.stack ?? err}`);
      this.send({
        t: "res",
        id: req.id,
        ok: false,
        code: "internal",
        message: `Internal error in the daemon (${err?.message}); see its log`
      });
    });
  }
  /** Queues a message; drops the client if it has stopped reading. */ send(msg) {
    if (this.#closed) return;
    const conn = this.#conn;
    if ("onMessage" in conn) {
      conn.send(msg);
      if (this.#closeAfterFlush) this.#closeNow();
      return;
    }
    let frame;
    try {
      frame = encodeFrame(msg);
    } catch (err) {
      this.#log.error(`cannot encode ${msg.t}: ${err.message}`);
      // Every request gets an answer: this one says why it got no data.
      if (msg.t === "res" && msg.ok) this.send(tooLargeAnswer(msg.id, err));
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
  sendUpdate(frame) {
    if (this.#closed) return false;
    this.send(frame);
    return !this.#closed;
  }
  sendEnd(msg) {
    this.send(msg);
  }
  sendPaneReset(pane) {
    this.send({
      t: "pane-reset",
      pane
    });
  }
  /** Tells the client why it is being dropped, then hangs up. */ fatal(code, message) {
    this.#log.info(`client ${this.id}: dropped: ${message}`);
    this.send({
      t: "fatal",
      code,
      message
    });
    this.closeWhenFlushed();
  }
  /** The heartbeat timed out: the link is dead, drop the connection. */ silent(ms) {
    this.#log.info(`client ${this.id}: silent for ${ms} ms; dropped`);
    this.#closeNow();
  }
  /** Resolves once everything queued has been written (or it closed). */ async flushed() {
    while((this.#writing || this.#queue.length > 0) && !this.#closed){
      await new Promise((r)=>setTimeout(r, 1));
    }
  }
  /** Closes once everything queued has been written. */ closeWhenFlushed() {
    this.#closeAfterFlush = true;
    if (!this.#writing) this.#closeNow();
  }
  async #flush() {
    this.#writing = true;
    const conn = this.#conn;
    try {
      while(this.#queue.length > 0 && !this.#closed){
        const frame = this.#queue[0];
        let off = 0;
        while(off < frame.length){
          off += await conn.write(frame.subarray(off));
        }
        this.#queue.shift();
        this.#queuedBytes -= frame.length;
      }
    } catch  {
      this.#closeNow();
    } finally{
      this.#writing = false;
    }
    if (this.#closeAfterFlush) this.#closeNow();
  }
  #closeNow() {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue = [];
    this.#queuedBytes = 0;
    try {
      this.#conn.close();
    } catch  {
    // Already closed.
    }
    this.#handler.closed(this);
  }
}
/** The error answer to request `id`, whose answer could not be encoded. */ function tooLargeAnswer(id, err) {
  return {
    t: "res",
    id,
    ok: false,
    code: "too-large",
    message: `The answer is too large to send (${err.message}); ask for less`
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vY2xpZW50X2Nvbm4udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgZGFlbW9uJ3Mgc2lkZSBvZiBvbmUgY2xpZW50IGNvbm5lY3Rpb246IGl0IHZhbGlkYXRlcyBldmVyeSBtZXNzYWdlXG4gKiBiZWZvcmUgYW55dGhpbmcgYWN0cyBvbiBpdCwgbWFrZXMgdGhlIGhhbmRzaGFrZSwgaGFuZHMgZXZlcnkgbGF0ZXJcbiAqIG1lc3NhZ2UgdG8gdGhlIGRhZW1vbidzIG9uZSBkaXNwYXRjaCBzd2l0Y2ggKGFzIHRtdXgnc1xuICogYHNlcnZlcl9jbGllbnRfZGlzcGF0Y2hgKSwgc2VuZHMgcmVzcG9uc2VzLCBhbmQga2VlcHMgYW4gb3V0Z29pbmcgcXVldWVcbiAqIHRoYXQgYSBzdGFsbGVkIGNsaWVudCBjYW5ub3QgZ3JvdyB3aXRob3V0IGJvdW5kLlxuICpcbiAqIEEgY2xpZW50IHRoYXQgYnJlYWtzIHRoZSBwcm90b2NvbCAobWFsZm9ybWVkIG9yIG92ZXJzaXplZCBmcmFtZSwgdW5rbm93blxuICogbWVzc2FnZSwgbWVzc2FnZSBvdXQgb2Ygb3JkZXIpIGdldHMgYSBgZmF0YWxgIG1lc3NhZ2UgYW5kIGlzIGRyb3BwZWQ7XG4gKiBub3RoaW5nIGVsc2Ugbm90aWNlcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgZGVjb2RlQm9keSxcbiAgZW5jb2RlRnJhbWUsXG4gIEZyYW1lRGVjb2RlcixcbiAgRnJhbWVFcnJvcixcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2ZyYW1pbmcudHNcIjtcbmltcG9ydCB0eXBlIHtcbiAgQ2xpZW50TXNnLFxuICBFbmRNc2csXG4gIEVycm9yQ29kZSxcbiAgSGVsbG9Nc2csXG4gIFJlcXVlc3RNc2csXG4gIFNlcnZlck1zZyxcbiAgVXBkYXRlTXNnLFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IFBST1RPQ09MX1ZFUlNJT04gfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IFJlYWRCdWZmZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvcmVhZF9idWZmZXIudHNcIjtcbmltcG9ydCB0eXBlIHsgTG9jYWxMaW5rIGFzIFByb3RvY29sTGluayB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9sb2NhbF9saW5rLnRzXCI7XG5pbXBvcnQgeyBwYXJzZUNsaWVudE1lc3NhZ2UsIFByb3RvY29sRXJyb3IgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvdmFsaWRhdGUudHNcIjtcbmltcG9ydCB0eXBlIHsgVXBkYXRlU2luayB9IGZyb20gXCIuL2F0dGFjaGVkX2NsaWVudC50c1wiO1xuaW1wb3J0IHR5cGUgeyBMb2cgfSBmcm9tIFwiLi9sb2cudHNcIjtcbmltcG9ydCB7IFJlcXVlc3RGYWlsdXJlIH0gZnJvbSBcIi4vcmVxdWVzdF9mYWlsdXJlLnRzXCI7XG5pbXBvcnQgeyBhZnRlciB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC90aW1lci50c1wiO1xuXG4vKipcbiAqIE91dGdvaW5nIGJ5dGVzIGEgY29ubmVjdGlvbiBtYXkgaGF2ZSBxdWV1ZWQgYmVmb3JlIGl0IGNvdW50cyBhcyBzdGFsbGVkXG4gKiBhbmQgaXMgZHJvcHBlZC4gRnJhbWVzIG5ldmVyIHBpbGUgdXAgKG9uZSB1bmFja25vd2xlZGdlZCBhdCBhIHRpbWUpLCBzb1xuICogb25seSByZXNwb25zZXMgYW5kIGV2ZW50cyBjb3VudCBoZXJlOyBhIGZ1bGwtc2Nyb2xsYmFjayBjYXB0dXJlIG9mIDEwLDAwMFxuICogd2lkZSBsaW5lcyB3aXRoIHN0eWxlcyBmaXRzIHdlbGwgaW5zaWRlLlxuICovXG5jb25zdCBNQVhfUVVFVUVEX0JZVEVTID0gMzIgKiAxMDI0ICogMTAyNDtcblxuLyoqXG4gKiBIb3cgbG9uZyBhIG5ldyBjb25uZWN0aW9uIG1heSBzdGF5IHNpbGVudCBiZWZvcmUgaXRzIGhlbGxvOiBhIGNsaWVudFxuICogc2VuZHMgaXQgYXQgb25jZSwgc28gb25seSBhIHN0dWNrIG9yIGhvc3RpbGUgb25lIGlzIGV2ZXIgY3V0IG9mZi5cbiAqL1xuZXhwb3J0IGNvbnN0IEhBTkRTSEFLRV9USU1FT1VUX01TID0gNTAwMDtcblxuLyoqIFdoYXQgYSByZXF1ZXN0IGhhbmRsZXIgcmV0dXJuczogdGhlIHBheWxvYWQsIGFuZCB3b3JrIHRvIGRvIGFmdGVyIGl0IGlzIHNlbnQuICovXG5leHBvcnQgaW50ZXJmYWNlIFJlcGx5IHtcbiAgZGF0YTogdW5rbm93bjtcbiAgLyoqIFJ1bnMgYWZ0ZXIgdGhlIHJlc3BvbnNlIGlzIHF1ZXVlZCAoYW4gYXR0YWNoJ3MgZmlyc3QgZnJhbWUpLiAqL1xuICBhZnRlcj86ICgpID0+IHZvaWQ7XG59XG5cbi8qKiBFdmVyeSBtZXNzYWdlIGEgZ3JlZXRlZCBjbGllbnQgbWF5IHNlbmQuICovXG5leHBvcnQgdHlwZSBEaXNwYXRjaGVkTXNnID0gRXhjbHVkZTxDbGllbnRNc2csIEhlbGxvTXNnPjtcblxuLyoqIFRoZSBkYWVtb24gc2lkZSB0aGF0IGFjdHMgb24gbWVzc2FnZXMuICovXG5leHBvcnQgaW50ZXJmYWNlIE1lc3NhZ2VIYW5kbGVyIHtcbiAgLyoqXG4gICAqIEFjdHMgb24gb25lIHZhbGlkYXRlZCBtZXNzYWdlIG9mIGEgZ3JlZXRlZCBjbGllbnQ7IGFuc3dlcnMgcmVxdWVzdHNcbiAgICogdGhyb3VnaCBgY29ubi5yZXNwb25kYC4gVGhyb3dzIFByb3RvY29sRXJyb3IgdG8gZHJvcCB0aGUgY2xpZW50LlxuICAgKi9cbiAgZGlzcGF0Y2goY29ubjogQ2xpZW50Q29ubmVjdGlvbiwgbXNnOiBEaXNwYXRjaGVkTXNnKTogdm9pZDtcbiAgLyoqIFRoZSBjb25uZWN0aW9uIGlzIGdvbmU7IGZvcmdldCBpdC4gKi9cbiAgY2xvc2VkKGNvbm46IENsaWVudENvbm5lY3Rpb24pOiB2b2lkO1xufVxuXG4vKiogV2hhdCBhIHNvY2tldCBjb25uZWN0aW9uIHJlYWRzIGFuZCB3cml0ZXMgKGEgYERlbm8uVW5peENvbm5gKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQ2xpZW50U3RyZWFtIHtcbiAgcmVhZChwOiBVaW50OEFycmF5KTogUHJvbWlzZTxudW1iZXIgfCBudWxsPjtcbiAgd3JpdGUocDogVWludDhBcnJheSk6IFByb21pc2U8bnVtYmVyPjtcbiAgY2xvc2UoKTogdm9pZDtcbn1cblxuLyoqIEEgY29ubmVjdGlvbiBpbnNpZGUgdGhlIGRhZW1vbiAoYGxvb3BiYWNrLnRzYCk6IGl0cyBlbmQgb2YgaXQuICovXG5leHBvcnQgdHlwZSBMb2NhbExpbmsgPSBQcm90b2NvbExpbms8Q2xpZW50TXNnLCBTZXJ2ZXJNc2c+O1xuXG4vKiogT25lIGNvbm5lY3RlZCBjbGllbnQuICovXG5leHBvcnQgY2xhc3MgQ2xpZW50Q29ubmVjdGlvbiBpbXBsZW1lbnRzIFVwZGF0ZVNpbmsge1xuICAvKiogRXZlbnQgc3RyZWFtcyBieSByZXF1ZXN0IGlkOiBlYWNoIHZhbHVlIHN0b3BzIGl0cyBzdHJlYW0uICovXG4gIHJlYWRvbmx5IHN1YnNjcmlwdGlvbnMgPSBuZXcgTWFwPG51bWJlciwgKCkgPT4gdm9pZD4oKTtcbiAgLyoqIFwiY2xpXCIsIFwiYXR0YWNoXCIsIFwibGliXCI6IHdoYXQgdGhlIGNsaWVudCBzYWlkIGl0IGlzLiAqL1xuICBraW5kID0gXCI/XCI7XG4gIHJlYWRvbmx5IGlkOiBudW1iZXI7XG4gIC8qKiBXaGVuIGFueXRoaW5nIGxhc3QgYXJyaXZlZCAoZm9yIHRoZSBoZWFydGJlYXQgdGltZW91dCkuICovXG4gIGxhc3RIZWFyZCA9IERhdGUubm93KCk7XG5cbiAgI2Nvbm46IENsaWVudFN0cmVhbSB8IExvY2FsTGluaztcbiAgI2hhbmRsZXI6IE1lc3NhZ2VIYW5kbGVyO1xuICAjbG9nOiBMb2c7XG4gICNncmVldGVkID0gZmFsc2U7XG4gIC8qKiBUaGUgcHJvdG9jb2wgdmVyc2lvbiBvZiB0aGUgY2xpZW50J3MgaGVsbG8uICovXG4gICN2ZXJzaW9uID0gMDtcbiAgLyoqIEEgYGJlcnRoIHVwZ3JhZGVgIG9mIGFub3RoZXIgcHJvdG9jb2w6IG9ubHkgYHVwZ3JhZGVgIGlzIGFsbG93ZWQuICovXG4gIHVwZ3JhZGVPbmx5ID0gZmFsc2U7XG4gICNjbG9zZWQgPSBmYWxzZTtcbiAgI3F1ZXVlOiBVaW50OEFycmF5W10gPSBbXTtcbiAgI3F1ZXVlZEJ5dGVzID0gMDtcbiAgI3dyaXRpbmcgPSBmYWxzZTtcbiAgI2Nsb3NlQWZ0ZXJGbHVzaCA9IGZhbHNlO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIGNvbm46IENsaWVudFN0cmVhbSB8IExvY2FsTGluayxcbiAgICBpZDogbnVtYmVyLFxuICAgIGhhbmRsZXI6IE1lc3NhZ2VIYW5kbGVyLFxuICAgIGxvZzogTG9nLFxuICApIHtcbiAgICB0aGlzLiNjb25uID0gY29ubjtcbiAgICB0aGlzLmlkID0gaWQ7XG4gICAgdGhpcy4jaGFuZGxlciA9IGhhbmRsZXI7XG4gICAgdGhpcy4jbG9nID0gbG9nO1xuICB9XG5cbiAgLyoqIFJlYWRzIGFuZCBkaXNwYXRjaGVzIG1lc3NhZ2VzIHVudGlsIHRoZSBjbGllbnQgZ29lcyBhd2F5LiAqL1xuICBhc3luYyBzZXJ2ZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICAvLyBwcm90b2NvbC90aW1lci50cywgbm90IHNldFRpbWVvdXQ6IGFuIGlkbGUgZGFlbW9uIHdpdGggYSBjbGllbnRcbiAgICAvLyBjb25uZWN0ZWQgdGhlbiBsb2FkcyBubyBOb2RlIHRpbWVycyAoMy44IE1CLCA5IG1zIGF0IHN0YXJ0KS5cbiAgICBjb25zdCBjYW5jZWxIYW5kc2hha2UgPSBhZnRlcihIQU5EU0hBS0VfVElNRU9VVF9NUywgKCkgPT4ge1xuICAgICAgaWYgKCF0aGlzLiNncmVldGVkKSB7XG4gICAgICAgIHRoaXMuZmF0YWwoXCJwcm90b2NvbFwiLCBgTm8gaGVsbG8gd2l0aGluICR7SEFORFNIQUtFX1RJTUVPVVRfTVN9IG1zYCk7XG4gICAgICB9XG4gICAgfSk7XG4gICAgY29uc3QgY29ubiA9IHRoaXMuI2Nvbm47XG4gICAgaWYgKFwib25NZXNzYWdlXCIgaW4gY29ubikge1xuICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI3NlcnZlTG9jYWwoY29ubiwgY2FuY2VsSGFuZHNoYWtlKTtcbiAgICB9XG4gICAgY29uc3QgZGVjb2RlciA9IG5ldyBGcmFtZURlY29kZXIoKTtcbiAgICBjb25zdCByZWFkcyA9IG5ldyBSZWFkQnVmZmVyKCk7XG4gICAgdHJ5IHtcbiAgICAgIHdoaWxlICghdGhpcy4jY2xvc2VkKSB7XG4gICAgICAgIGNvbnN0IGJ1ZiA9IHJlYWRzLmdldCgpO1xuICAgICAgICBjb25zdCBuID0gYXdhaXQgY29ubi5yZWFkKGJ1Zik7XG4gICAgICAgIGlmIChuID09PSBudWxsKSBicmVhaztcbiAgICAgICAgcmVhZHMuZ290KG4pO1xuICAgICAgICB0aGlzLmxhc3RIZWFyZCA9IERhdGUubm93KCk7XG4gICAgICAgIGRlY29kZXIucHVzaChidWYuc3ViYXJyYXkoMCwgbikpO1xuICAgICAgICBmb3IgKFxuICAgICAgICAgIGxldCBib2R5ID0gZGVjb2Rlci5uZXh0KCk7XG4gICAgICAgICAgYm9keSAmJiAhdGhpcy4jY2xvc2VkO1xuICAgICAgICAgIGJvZHkgPSBkZWNvZGVyLm5leHQoKVxuICAgICAgICApIHtcbiAgICAgICAgICB0aGlzLiNkaXNwYXRjaChkZWNvZGVCb2R5KGJvZHkpKTtcbiAgICAgICAgfVxuICAgICAgfVxuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIEZyYW1lRXJyb3IgfHwgZXJyIGluc3RhbmNlb2YgUHJvdG9jb2xFcnJvcikge1xuICAgICAgICB0aGlzLmZhdGFsKGVyci5jb2RlLCBlcnIubWVzc2FnZSk7XG4gICAgICB9IGVsc2UgaWYgKCF0aGlzLiNjbG9zZWQpIHtcbiAgICAgICAgdGhpcy4jbG9nLmluZm8oXG4gICAgICAgICAgYGNsaWVudCAke3RoaXMuaWR9OiByZWFkIGZhaWxlZDogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWAsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGNhbmNlbEhhbmRzaGFrZSgpO1xuICAgICAgcmVhZHMucmVsZWFzZSgpO1xuICAgICAgLy8gQSBmYXRhbCBtZXNzYWdlIHN0aWxsIGhhcyB0byByZWFjaCB0aGUgY2xpZW50IGJlZm9yZSB3ZSBoYW5nIHVwLlxuICAgICAgaWYgKCF0aGlzLiNjbG9zZUFmdGVyRmx1c2ggfHwgIXRoaXMuI3dyaXRpbmcpIHRoaXMuI2Nsb3NlTm93KCk7XG4gICAgfVxuICB9XG5cbiAgLyoqIGBzZXJ2ZSgpYCBmb3IgYSBsaW5rIGluc2lkZSB0aGUgZGFlbW9uOiBtZXNzYWdlcyBhcyB0aGV5IGFyZS4gKi9cbiAgI3NlcnZlTG9jYWwobGluazogTG9jYWxMaW5rLCBjYW5jZWxIYW5kc2hha2U6ICgpID0+IHZvaWQpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICAgIGxpbmsub25NZXNzYWdlID0gKG1zZykgPT4ge1xuICAgICAgICB0aGlzLmxhc3RIZWFyZCA9IERhdGUubm93KCk7XG4gICAgICAgIHRyeSB7XG4gICAgICAgICAgdGhpcy4jZGlzcGF0Y2gobXNnKTtcbiAgICAgICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAgICAgaWYgKCEoZXJyIGluc3RhbmNlb2YgUHJvdG9jb2xFcnJvcikpIHRocm93IGVycjtcbiAgICAgICAgICB0aGlzLmZhdGFsKGVyci5jb2RlLCBlcnIubWVzc2FnZSk7XG4gICAgICAgIH1cbiAgICAgIH07XG4gICAgICBsaW5rLm9uQ2xvc2UgPSAoKSA9PiB7XG4gICAgICAgIGNhbmNlbEhhbmRzaGFrZSgpO1xuICAgICAgICB0aGlzLiNjbG9zZU5vdygpO1xuICAgICAgICByZXNvbHZlKCk7XG4gICAgICB9O1xuICAgIH0pO1xuICB9XG5cbiAgLyoqIFZhbGlkYXRlcyBvbmUgbWVzc2FnZSBhbmQgYWN0cyBvbiBpdC4gVGhyb3dzIFByb3RvY29sRXJyb3IuICovXG4gICNkaXNwYXRjaChib2R5OiB1bmtub3duKTogdm9pZCB7XG4gICAgbGV0IG1zZztcbiAgICB0cnkge1xuICAgICAgbXNnID0gcGFyc2VDbGllbnRNZXNzYWdlKGJvZHkpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgLy8gQSB3ZWxsLWZvcm1lZCByZXF1ZXN0IHdpdGggYSBiYWQgYXJndW1lbnQgKGEgc2Vzc2lvbiBuYW1lIHdpdGggYVxuICAgICAgLy8gc2xhc2ggLi4uKSBnZXRzIGFuIGVycm9yIHJlc3BvbnNlOyB0aGUgY2xpZW50IHN0YXlzLlxuICAgICAgY29uc3QgaWQgPSAoYm9keSBhcyB7IGlkPzogdW5rbm93biB9KT8uaWQ7XG4gICAgICBpZiAoXG4gICAgICAgIGVyciBpbnN0YW5jZW9mIFByb3RvY29sRXJyb3IgJiYgZXJyLmNvZGUgPT09IFwiYmFkLXJlcXVlc3RcIiAmJlxuICAgICAgICB0aGlzLiNncmVldGVkICYmIHR5cGVvZiBpZCA9PT0gXCJudW1iZXJcIlxuICAgICAgKSB7XG4gICAgICAgIHRoaXMuc2VuZCh7XG4gICAgICAgICAgdDogXCJyZXNcIixcbiAgICAgICAgICBpZCxcbiAgICAgICAgICBvazogZmFsc2UsXG4gICAgICAgICAgY29kZTogZXJyLmNvZGUsXG4gICAgICAgICAgbWVzc2FnZTogZXJyLm1lc3NhZ2UsXG4gICAgICAgIH0pO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICB0aHJvdyBlcnI7XG4gICAgfVxuICAgIGlmICghdGhpcy4jZ3JlZXRlZCkge1xuICAgICAgaWYgKG1zZy50ICE9PSBcImhlbGxvXCIpIHtcbiAgICAgICAgdGhyb3cgbmV3IFByb3RvY29sRXJyb3IoYEV4cGVjdGVkIGhlbGxvIGZpcnN0LCBnb3QgJHttc2cudH1gKTtcbiAgICAgIH1cbiAgICAgIC8vIGBiZXJ0aCB1cGdyYWRlYCBvZiBhbm90aGVyIHZlcnNpb246IGl0IG1heSBvbmx5IHVwZ3JhZGUgKHN0ZXAgMTIpLlxuICAgICAgdGhpcy51cGdyYWRlT25seSA9IG1zZy5jbGllbnQgPT09IFwidXBncmFkZVwiICYmXG4gICAgICAgIG1zZy52ZXJzaW9uICE9PSBQUk9UT0NPTF9WRVJTSU9OO1xuICAgICAgaWYgKG1zZy52ZXJzaW9uICE9PSBQUk9UT0NPTF9WRVJTSU9OICYmICF0aGlzLnVwZ3JhZGVPbmx5KSB7XG4gICAgICAgIHRocm93IG5ldyBQcm90b2NvbEVycm9yKFxuICAgICAgICAgIC8vIEEgY2xpZW50IG9mIGFub3RoZXIgdmVyc2lvbiBjYW5ub3Qgc2VuZCB0aGlzIGRhZW1vbiBpdHNcbiAgICAgICAgICAvLyBraWxsLXNlcnZlcjogc2F5IHdoYXQgc3RvcHMgaXQgd2hhdGV2ZXIgdGhlIGNsaWVudCdzIHZlcnNpb24uXG4gICAgICAgICAgYENsaWVudCBzcGVha3MgcHJvdG9jb2wgJHttc2cudmVyc2lvbn0gYnV0IHRoZSBkYWVtb24gc3BlYWtzICR7UFJPVE9DT0xfVkVSU0lPTn0gKHBpZCAke0Rlbm8ucGlkfSk7IHN0b3AgaXQgd2l0aCB0aGUgYmVydGggb2YgcHJvdG9jb2wgJHtQUk9UT0NPTF9WRVJTSU9OfSAoYmVydGgga2lsbC1zZXJ2ZXIpIG9yIHdpdGgga2lsbCAke0Rlbm8ucGlkfSAoaXRzIHNlc3Npb25zIGVuZCksIHRoZW4gcmV0cnkgd2l0aCBvbmUgYmVydGggdmVyc2lvbmAsXG4gICAgICAgICAgXCJ2ZXJzaW9uXCIsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICB0aGlzLiNncmVldGVkID0gdHJ1ZTtcbiAgICAgIHRoaXMuI3ZlcnNpb24gPSBtc2cudmVyc2lvbjtcbiAgICAgIHRoaXMua2luZCA9IG1zZy5jbGllbnQ7XG4gICAgICB0aGlzLnNlbmQoeyB0OiBcIndlbGNvbWVcIiwgdmVyc2lvbjogUFJPVE9DT0xfVkVSU0lPTiwgcGlkOiBEZW5vLnBpZCB9KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKG1zZy50ID09PSBcImhlbGxvXCIpIHRocm93IG5ldyBQcm90b2NvbEVycm9yKFwiSGVsbG8gc2VudCB0d2ljZVwiKTtcbiAgICBpZiAodGhpcy51cGdyYWRlT25seSAmJiAhKG1zZy50ID09PSBcInJlcVwiICYmIG1zZy5vcCA9PT0gXCJ1cGdyYWRlXCIpKSB7XG4gICAgICB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcihcbiAgICAgICAgYENsaWVudCBzcGVha3MgcHJvdG9jb2wgJHt0aGlzLiN2ZXJzaW9ufSBidXQgdGhlIGRhZW1vbiBzcGVha3MgJHtQUk9UT0NPTF9WRVJTSU9OfTogaXQgbWF5IG9ubHkgdXBncmFkZSB0aGUgZGFlbW9uYCxcbiAgICAgICAgXCJ2ZXJzaW9uXCIsXG4gICAgICApO1xuICAgIH1cbiAgICB0aGlzLiNoYW5kbGVyLmRpc3BhdGNoKHRoaXMsIG1zZyk7XG4gIH1cblxuICAvKiogU2VuZHMgYHJlcWAncyByZXNwb25zZSBvbmNlIGByZXBseWAgc2V0dGxlcyAoYW4gZXJyb3IgcmVzcG9uc2UgaWYgaXQgZmFpbHMpLiAqL1xuICByZXNwb25kKHJlcTogUmVxdWVzdE1zZywgcmVwbHk6IFByb21pc2U8UmVwbHk+KTogdm9pZCB7XG4gICAgcmVwbHkudGhlbihcbiAgICAgIChyZXBseSkgPT4ge1xuICAgICAgICB0aGlzLnNlbmQoeyB0OiBcInJlc1wiLCBpZDogcmVxLmlkLCBvazogdHJ1ZSwgZGF0YTogcmVwbHkuZGF0YSA/PyB7fSB9KTtcbiAgICAgICAgcmVwbHkuYWZ0ZXI/LigpO1xuICAgICAgfSxcbiAgICAgIChlcnIpID0+IHtcbiAgICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIFByb3RvY29sRXJyb3IgJiYgZXJyLmNvZGUgPT09IFwicHJvdG9jb2xcIikge1xuICAgICAgICAgIHRoaXMuZmF0YWwoZXJyLmNvZGUsIGVyci5tZXNzYWdlKTtcbiAgICAgICAgICByZXR1cm47XG4gICAgICAgIH1cbiAgICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIFJlcXVlc3RGYWlsdXJlIHx8IGVyciBpbnN0YW5jZW9mIFByb3RvY29sRXJyb3IpIHtcbiAgICAgICAgICB0aGlzLnNlbmQoe1xuICAgICAgICAgICAgdDogXCJyZXNcIixcbiAgICAgICAgICAgIGlkOiByZXEuaWQsXG4gICAgICAgICAgICBvazogZmFsc2UsXG4gICAgICAgICAgICBjb2RlOiBlcnIuY29kZSxcbiAgICAgICAgICAgIG1lc3NhZ2U6IGVyci5tZXNzYWdlLFxuICAgICAgICAgIH0pO1xuICAgICAgICAgIHJldHVybjtcbiAgICAgICAgfVxuICAgICAgICB0aGlzLiNsb2cuZXJyb3IoXG4gICAgICAgICAgYHJlcXVlc3QgJHtyZXEub3B9IGZhaWxlZDogJHsoZXJyIGFzIEVycm9yKT8uc3RhY2sgPz8gZXJyfWAsXG4gICAgICAgICk7XG4gICAgICAgIHRoaXMuc2VuZCh7XG4gICAgICAgICAgdDogXCJyZXNcIixcbiAgICAgICAgICBpZDogcmVxLmlkLFxuICAgICAgICAgIG9rOiBmYWxzZSxcbiAgICAgICAgICBjb2RlOiBcImludGVybmFsXCIsXG4gICAgICAgICAgbWVzc2FnZTogYEludGVybmFsIGVycm9yIGluIHRoZSBkYWVtb24gKCR7XG4gICAgICAgICAgICAoZXJyIGFzIEVycm9yKT8ubWVzc2FnZVxuICAgICAgICAgIH0pOyBzZWUgaXRzIGxvZ2AsXG4gICAgICAgIH0pO1xuICAgICAgfSxcbiAgICApO1xuICB9XG5cbiAgLyoqIFF1ZXVlcyBhIG1lc3NhZ2U7IGRyb3BzIHRoZSBjbGllbnQgaWYgaXQgaGFzIHN0b3BwZWQgcmVhZGluZy4gKi9cbiAgc2VuZChtc2c6IFNlcnZlck1zZyk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNjbG9zZWQpIHJldHVybjtcbiAgICBjb25zdCBjb25uID0gdGhpcy4jY29ubjtcbiAgICBpZiAoXCJvbk1lc3NhZ2VcIiBpbiBjb25uKSB7XG4gICAgICBjb25uLnNlbmQobXNnKTtcbiAgICAgIGlmICh0aGlzLiNjbG9zZUFmdGVyRmx1c2gpIHRoaXMuI2Nsb3NlTm93KCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGxldCBmcmFtZTogVWludDhBcnJheTtcbiAgICB0cnkge1xuICAgICAgZnJhbWUgPSBlbmNvZGVGcmFtZShtc2cpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhpcy4jbG9nLmVycm9yKGBjYW5ub3QgZW5jb2RlICR7bXNnLnR9OiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCk7XG4gICAgICAvLyBFdmVyeSByZXF1ZXN0IGdldHMgYW4gYW5zd2VyOiB0aGlzIG9uZSBzYXlzIHdoeSBpdCBnb3Qgbm8gZGF0YS5cbiAgICAgIGlmIChtc2cudCA9PT0gXCJyZXNcIiAmJiBtc2cub2spIHRoaXMuc2VuZCh0b29MYXJnZUFuc3dlcihtc2cuaWQsIGVycikpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNxdWV1ZS5wdXNoKGZyYW1lKTtcbiAgICB0aGlzLiNxdWV1ZWRCeXRlcyArPSBmcmFtZS5sZW5ndGg7XG4gICAgaWYgKHRoaXMuI3F1ZXVlZEJ5dGVzID4gTUFYX1FVRVVFRF9CWVRFUykge1xuICAgICAgdGhpcy4jbG9nLmluZm8oYGNsaWVudCAke3RoaXMuaWR9OiBzdG9wcGVkIHJlYWRpbmc7IGRyb3BwZWRgKTtcbiAgICAgIHRoaXMuI2Nsb3NlTm93KCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghdGhpcy4jd3JpdGluZykgdGhpcy4jZmx1c2goKTtcbiAgfVxuXG4gIHNlbmRVcGRhdGUoZnJhbWU6IFVwZGF0ZU1zZyk6IGJvb2xlYW4ge1xuICAgIGlmICh0aGlzLiNjbG9zZWQpIHJldHVybiBmYWxzZTtcbiAgICB0aGlzLnNlbmQoZnJhbWUpO1xuICAgIHJldHVybiAhdGhpcy4jY2xvc2VkO1xuICB9XG5cbiAgc2VuZEVuZChtc2c6IEVuZE1zZyk6IHZvaWQge1xuICAgIHRoaXMuc2VuZChtc2cpO1xuICB9XG5cbiAgc2VuZFBhbmVSZXNldChwYW5lOiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLnNlbmQoeyB0OiBcInBhbmUtcmVzZXRcIiwgcGFuZSB9KTtcbiAgfVxuXG4gIC8qKiBUZWxscyB0aGUgY2xpZW50IHdoeSBpdCBpcyBiZWluZyBkcm9wcGVkLCB0aGVuIGhhbmdzIHVwLiAqL1xuICBmYXRhbChjb2RlOiBFcnJvckNvZGUsIG1lc3NhZ2U6IHN0cmluZyk6IHZvaWQge1xuICAgIHRoaXMuI2xvZy5pbmZvKGBjbGllbnQgJHt0aGlzLmlkfTogZHJvcHBlZDogJHttZXNzYWdlfWApO1xuICAgIHRoaXMuc2VuZCh7IHQ6IFwiZmF0YWxcIiwgY29kZSwgbWVzc2FnZSB9KTtcbiAgICB0aGlzLmNsb3NlV2hlbkZsdXNoZWQoKTtcbiAgfVxuXG4gIC8qKiBUaGUgaGVhcnRiZWF0IHRpbWVkIG91dDogdGhlIGxpbmsgaXMgZGVhZCwgZHJvcCB0aGUgY29ubmVjdGlvbi4gKi9cbiAgc2lsZW50KG1zOiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLiNsb2cuaW5mbyhgY2xpZW50ICR7dGhpcy5pZH06IHNpbGVudCBmb3IgJHttc30gbXM7IGRyb3BwZWRgKTtcbiAgICB0aGlzLiNjbG9zZU5vdygpO1xuICB9XG5cbiAgLyoqIFJlc29sdmVzIG9uY2UgZXZlcnl0aGluZyBxdWV1ZWQgaGFzIGJlZW4gd3JpdHRlbiAob3IgaXQgY2xvc2VkKS4gKi9cbiAgYXN5bmMgZmx1c2hlZCgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB3aGlsZSAoKHRoaXMuI3dyaXRpbmcgfHwgdGhpcy4jcXVldWUubGVuZ3RoID4gMCkgJiYgIXRoaXMuI2Nsb3NlZCkge1xuICAgICAgYXdhaXQgbmV3IFByb21pc2UoKHIpID0+IHNldFRpbWVvdXQociwgMSkpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBDbG9zZXMgb25jZSBldmVyeXRoaW5nIHF1ZXVlZCBoYXMgYmVlbiB3cml0dGVuLiAqL1xuICBjbG9zZVdoZW5GbHVzaGVkKCk6IHZvaWQge1xuICAgIHRoaXMuI2Nsb3NlQWZ0ZXJGbHVzaCA9IHRydWU7XG4gICAgaWYgKCF0aGlzLiN3cml0aW5nKSB0aGlzLiNjbG9zZU5vdygpO1xuICB9XG5cbiAgYXN5bmMgI2ZsdXNoKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIHRoaXMuI3dyaXRpbmcgPSB0cnVlO1xuICAgIGNvbnN0IGNvbm4gPSB0aGlzLiNjb25uIGFzIENsaWVudFN0cmVhbTtcbiAgICB0cnkge1xuICAgICAgd2hpbGUgKHRoaXMuI3F1ZXVlLmxlbmd0aCA+IDAgJiYgIXRoaXMuI2Nsb3NlZCkge1xuICAgICAgICBjb25zdCBmcmFtZSA9IHRoaXMuI3F1ZXVlWzBdO1xuICAgICAgICBsZXQgb2ZmID0gMDtcbiAgICAgICAgd2hpbGUgKG9mZiA8IGZyYW1lLmxlbmd0aCkge1xuICAgICAgICAgIG9mZiArPSBhd2FpdCBjb25uLndyaXRlKGZyYW1lLnN1YmFycmF5KG9mZikpO1xuICAgICAgICB9XG4gICAgICAgIHRoaXMuI3F1ZXVlLnNoaWZ0KCk7XG4gICAgICAgIHRoaXMuI3F1ZXVlZEJ5dGVzIC09IGZyYW1lLmxlbmd0aDtcbiAgICAgIH1cbiAgICB9IGNhdGNoIHtcbiAgICAgIHRoaXMuI2Nsb3NlTm93KCk7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHRoaXMuI3dyaXRpbmcgPSBmYWxzZTtcbiAgICB9XG4gICAgaWYgKHRoaXMuI2Nsb3NlQWZ0ZXJGbHVzaCkgdGhpcy4jY2xvc2VOb3coKTtcbiAgfVxuXG4gICNjbG9zZU5vdygpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jY2xvc2VkKSByZXR1cm47XG4gICAgdGhpcy4jY2xvc2VkID0gdHJ1ZTtcbiAgICB0aGlzLiNxdWV1ZSA9IFtdO1xuICAgIHRoaXMuI3F1ZXVlZEJ5dGVzID0gMDtcbiAgICB0cnkge1xuICAgICAgdGhpcy4jY29ubi5jbG9zZSgpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQWxyZWFkeSBjbG9zZWQuXG4gICAgfVxuICAgIHRoaXMuI2hhbmRsZXIuY2xvc2VkKHRoaXMpO1xuICB9XG59XG5cbi8qKiBUaGUgZXJyb3IgYW5zd2VyIHRvIHJlcXVlc3QgYGlkYCwgd2hvc2UgYW5zd2VyIGNvdWxkIG5vdCBiZSBlbmNvZGVkLiAqL1xuZnVuY3Rpb24gdG9vTGFyZ2VBbnN3ZXIoaWQ6IG51bWJlciwgZXJyOiB1bmtub3duKTogU2VydmVyTXNnIHtcbiAgcmV0dXJuIHtcbiAgICB0OiBcInJlc1wiLFxuICAgIGlkLFxuICAgIG9rOiBmYWxzZSxcbiAgICBjb2RlOiBcInRvby1sYXJnZVwiLFxuICAgIG1lc3NhZ2U6IGBUaGUgYW5zd2VyIGlzIHRvbyBsYXJnZSB0byBzZW5kICgke1xuICAgICAgKGVyciBhcyBFcnJvcikubWVzc2FnZVxuICAgIH0pOyBhc2sgZm9yIGxlc3NgLFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUVELFNBQ0UsVUFBVSxFQUNWLFdBQVcsRUFDWCxZQUFZLEVBQ1osVUFBVSxRQUNMLDRCQUE0QjtBQVVuQyxTQUFTLGdCQUFnQixRQUFRLDZCQUE2QjtBQUM5RCxTQUFTLFVBQVUsUUFBUSxnQ0FBZ0M7QUFFM0QsU0FBUyxrQkFBa0IsRUFBRSxhQUFhLFFBQVEsNkJBQTZCO0FBRy9FLFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUN0RCxTQUFTLEtBQUssUUFBUSwwQkFBMEI7QUFFaEQ7Ozs7O0NBS0MsR0FDRCxNQUFNLG1CQUFtQixLQUFLLE9BQU87QUFFckM7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLHVCQUF1QixLQUFLO0FBaUN6QywwQkFBMEIsR0FDMUIsT0FBTyxNQUFNO0VBQ1gsOERBQThELEdBQzlELEFBQVMsZ0JBQWdCLElBQUksTUFBMEI7RUFDdkQsd0RBQXdELEdBQ3hELE9BQU8sSUFBSTtFQUNGLEdBQVc7RUFDcEIsNERBQTRELEdBQzVELFlBQVksS0FBSyxHQUFHLEdBQUc7RUFFdkIsQ0FBQSxJQUFLLENBQTJCO0VBQ2hDLENBQUEsT0FBUSxDQUFpQjtFQUN6QixDQUFBLEdBQUksQ0FBTTtFQUNWLENBQUEsT0FBUSxHQUFHLE1BQU07RUFDakIsZ0RBQWdELEdBQ2hELENBQUEsT0FBUSxHQUFHLEVBQUU7RUFDYixzRUFBc0UsR0FDdEUsY0FBYyxNQUFNO0VBQ3BCLENBQUEsTUFBTyxHQUFHLE1BQU07RUFDaEIsQ0FBQSxLQUFNLEdBQWlCLEVBQUUsQ0FBQztFQUMxQixDQUFBLFdBQVksR0FBRyxFQUFFO0VBQ2pCLENBQUEsT0FBUSxHQUFHLE1BQU07RUFDakIsQ0FBQSxlQUFnQixHQUFHLE1BQU07RUFFekIsWUFDRSxJQUE4QixFQUM5QixFQUFVLEVBQ1YsT0FBdUIsRUFDdkIsR0FBUSxDQUNSO0lBQ0EsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLEVBQUUsR0FBRztJQUNWLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7RUFDZDtFQUVBLDhEQUE4RCxHQUM5RCxNQUFNLFFBQXVCO0lBQzNCLGtFQUFrRTtJQUNsRSwrREFBK0Q7SUFDL0QsTUFBTSxrQkFBa0IsTUFBTSxzQkFBc0I7TUFDbEQsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRTtRQUNsQixJQUFJLENBQUMsS0FBSyxDQUFDLFlBQVksQ0FBQyxnQkFBZ0IsRUFBRSxxQkFBcUIsR0FBRyxDQUFDO01BQ3JFO0lBQ0Y7SUFDQSxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixJQUFJLGVBQWUsTUFBTTtNQUN2QixPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLE1BQU07SUFDdEM7SUFDQSxNQUFNLFVBQVUsSUFBSTtJQUNwQixNQUFNLFFBQVEsSUFBSTtJQUNsQixJQUFJO01BQ0YsTUFBTyxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBRTtRQUNwQixNQUFNLE1BQU0sTUFBTSxHQUFHO1FBQ3JCLE1BQU0sSUFBSSxNQUFNLEtBQUssSUFBSSxDQUFDO1FBQzFCLElBQUksTUFBTSxNQUFNO1FBQ2hCLE1BQU0sR0FBRyxDQUFDO1FBQ1YsSUFBSSxDQUFDLFNBQVMsR0FBRyxLQUFLLEdBQUc7UUFDekIsUUFBUSxJQUFJLENBQUMsSUFBSSxRQUFRLENBQUMsR0FBRztRQUM3QixJQUNFLElBQUksT0FBTyxRQUFRLElBQUksSUFDdkIsUUFBUSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFDckIsT0FBTyxRQUFRLElBQUksR0FDbkI7VUFDQSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsV0FBVztRQUM1QjtNQUNGO0lBQ0YsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLGVBQWUsY0FBYyxlQUFlLGVBQWU7UUFDN0QsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLE9BQU87TUFDbEMsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO1FBQ3hCLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLENBQ1osQ0FBQyxPQUFPLEVBQUUsSUFBSSxDQUFDLEVBQUUsQ0FBQyxlQUFlLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtNQUUvRDtJQUNGLFNBQVU7TUFDUjtNQUNBLE1BQU0sT0FBTztNQUNiLG1FQUFtRTtNQUNuRSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsZUFBZ0IsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQzlEO0VBQ0Y7RUFFQSxrRUFBa0UsR0FDbEUsQ0FBQSxVQUFXLENBQUMsSUFBZSxFQUFFLGVBQTJCO0lBQ3RELE9BQU8sSUFBSSxRQUFRLENBQUM7TUFDbEIsS0FBSyxTQUFTLEdBQUcsQ0FBQztRQUNoQixJQUFJLENBQUMsU0FBUyxHQUFHLEtBQUssR0FBRztRQUN6QixJQUFJO1VBQ0YsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDO1FBQ2pCLEVBQUUsT0FBTyxLQUFLO1VBQ1osSUFBSSxDQUFDLENBQUMsZUFBZSxhQUFhLEdBQUcsTUFBTTtVQUMzQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksSUFBSSxFQUFFLElBQUksT0FBTztRQUNsQztNQUNGO01BQ0EsS0FBSyxPQUFPLEdBQUc7UUFDYjtRQUNBLElBQUksQ0FBQyxDQUFBLFFBQVM7UUFDZDtNQUNGO0lBQ0Y7RUFDRjtFQUVBLGdFQUFnRSxHQUNoRSxDQUFBLFFBQVMsQ0FBQyxJQUFhO0lBQ3JCLElBQUk7SUFDSixJQUFJO01BQ0YsTUFBTSxtQkFBbUI7SUFDM0IsRUFBRSxPQUFPLEtBQUs7TUFDWixtRUFBbUU7TUFDbkUsdURBQXVEO01BQ3ZELE1BQU0sS0FBTSxNQUEyQjtNQUN2QyxJQUNFLGVBQWUsaUJBQWlCLElBQUksSUFBSSxLQUFLLGlCQUM3QyxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQUksT0FBTyxPQUFPLFVBQy9CO1FBQ0EsSUFBSSxDQUFDLElBQUksQ0FBQztVQUNSLEdBQUc7VUFDSDtVQUNBLElBQUk7VUFDSixNQUFNLElBQUksSUFBSTtVQUNkLFNBQVMsSUFBSSxPQUFPO1FBQ3RCO1FBQ0E7TUFDRjtNQUNBLE1BQU07SUFDUjtJQUNBLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7TUFDbEIsSUFBSSxJQUFJLENBQUMsS0FBSyxTQUFTO1FBQ3JCLE1BQU0sSUFBSSxjQUFjLENBQUMsMEJBQTBCLEVBQUUsSUFBSSxDQUFDLEVBQUU7TUFDOUQ7TUFDQSxxRUFBcUU7TUFDckUsSUFBSSxDQUFDLFdBQVcsR0FBRyxJQUFJLE1BQU0sS0FBSyxhQUNoQyxJQUFJLE9BQU8sS0FBSztNQUNsQixJQUFJLElBQUksT0FBTyxLQUFLLG9CQUFvQixDQUFDLElBQUksQ0FBQyxXQUFXLEVBQUU7UUFDekQsTUFBTSxJQUFJLGNBQ1IsMERBQTBEO1FBQzFELGdFQUFnRTtRQUNoRSxDQUFDLHVCQUF1QixFQUFFLElBQUksT0FBTyxDQUFDLHVCQUF1QixFQUFFLGlCQUFpQixNQUFNLEVBQUUsS0FBSyxHQUFHLENBQUMsc0NBQXNDLEVBQUUsaUJBQWlCLGtDQUFrQyxFQUFFLEtBQUssR0FBRyxDQUFDLHNEQUFzRCxDQUFDLEVBQzlQO01BRUo7TUFDQSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDaEIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUksT0FBTztNQUMzQixJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksTUFBTTtNQUN0QixJQUFJLENBQUMsSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFXLFNBQVM7UUFBa0IsS0FBSyxLQUFLLEdBQUc7TUFBQztNQUNuRTtJQUNGO0lBQ0EsSUFBSSxJQUFJLENBQUMsS0FBSyxTQUFTLE1BQU0sSUFBSSxjQUFjO0lBQy9DLElBQUksSUFBSSxDQUFDLFdBQVcsSUFBSSxDQUFDLENBQUMsSUFBSSxDQUFDLEtBQUssU0FBUyxJQUFJLEVBQUUsS0FBSyxTQUFTLEdBQUc7TUFDbEUsTUFBTSxJQUFJLGNBQ1IsQ0FBQyx1QkFBdUIsRUFBRSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsdUJBQXVCLEVBQUUsaUJBQWlCLGdDQUFnQyxDQUFDLEVBQ25IO0lBRUo7SUFDQSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsUUFBUSxDQUFDLElBQUksRUFBRTtFQUMvQjtFQUVBLGlGQUFpRixHQUNqRixRQUFRLEdBQWUsRUFBRSxLQUFxQixFQUFRO0lBQ3BELE1BQU0sSUFBSSxDQUNSLENBQUM7TUFDQyxJQUFJLENBQUMsSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFPLElBQUksSUFBSSxFQUFFO1FBQUUsSUFBSTtRQUFNLE1BQU0sTUFBTSxJQUFJLElBQUksQ0FBQztNQUFFO01BQ25FLE1BQU0sS0FBSztJQUNiLEdBQ0EsQ0FBQztNQUNDLElBQUksZUFBZSxpQkFBaUIsSUFBSSxJQUFJLEtBQUssWUFBWTtRQUMzRCxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksSUFBSSxFQUFFLElBQUksT0FBTztRQUNoQztNQUNGO01BQ0EsSUFBSSxlQUFlLGtCQUFrQixlQUFlLGVBQWU7UUFDakUsSUFBSSxDQUFDLElBQUksQ0FBQztVQUNSLEdBQUc7VUFDSCxJQUFJLElBQUksRUFBRTtVQUNWLElBQUk7VUFDSixNQUFNLElBQUksSUFBSTtVQUNkLFNBQVMsSUFBSSxPQUFPO1FBQ3RCO1FBQ0E7TUFDRjtNQUNBLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxLQUFLLENBQ2IsQ0FBQyxRQUFRLEVBQUUsSUFBSSxFQUFFLENBQUMsU0FBUyxFQUFFLEFBQUMsS0FBZSxTQUFTLEtBQUs7TUFFN0QsSUFBSSxDQUFDLElBQUksQ0FBQztRQUNSLEdBQUc7UUFDSCxJQUFJLElBQUksRUFBRTtRQUNWLElBQUk7UUFDSixNQUFNO1FBQ04sU0FBUyxDQUFDLDhCQUE4QixFQUNyQyxLQUFlLFFBQ2pCLGNBQWMsQ0FBQztNQUNsQjtJQUNGO0VBRUo7RUFFQSxrRUFBa0UsR0FDbEUsS0FBSyxHQUFjLEVBQVE7SUFDekIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxlQUFlLE1BQU07TUFDdkIsS0FBSyxJQUFJLENBQUM7TUFDVixJQUFJLElBQUksQ0FBQyxDQUFBLGVBQWdCLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUztNQUN6QztJQUNGO0lBQ0EsSUFBSTtJQUNKLElBQUk7TUFDRixRQUFRLFlBQVk7SUFDdEIsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsS0FBSyxDQUFDLENBQUMsY0FBYyxFQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxBQUFDLElBQWMsT0FBTyxFQUFFO01BQ25FLGtFQUFrRTtNQUNsRSxJQUFJLElBQUksQ0FBQyxLQUFLLFNBQVMsSUFBSSxFQUFFLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxlQUFlLElBQUksRUFBRSxFQUFFO01BQ2hFO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxDQUFDO0lBQ2pCLElBQUksQ0FBQyxDQUFBLFdBQVksSUFBSSxNQUFNLE1BQU07SUFDakMsSUFBSSxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsa0JBQWtCO01BQ3hDLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQyxPQUFPLEVBQUUsSUFBSSxDQUFDLEVBQUUsQ0FBQywwQkFBMEIsQ0FBQztNQUM1RCxJQUFJLENBQUMsQ0FBQSxRQUFTO01BQ2Q7SUFDRjtJQUNBLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNqQztFQUVBLFdBQVcsS0FBZ0IsRUFBVztJQUNwQyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxPQUFPO0lBQ3pCLElBQUksQ0FBQyxJQUFJLENBQUM7SUFDVixPQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTztFQUN0QjtFQUVBLFFBQVEsR0FBVyxFQUFRO0lBQ3pCLElBQUksQ0FBQyxJQUFJLENBQUM7RUFDWjtFQUVBLGNBQWMsSUFBWSxFQUFRO0lBQ2hDLElBQUksQ0FBQyxJQUFJLENBQUM7TUFBRSxHQUFHO01BQWM7SUFBSztFQUNwQztFQUVBLDZEQUE2RCxHQUM3RCxNQUFNLElBQWUsRUFBRSxPQUFlLEVBQVE7SUFDNUMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FBQyxDQUFDLE9BQU8sRUFBRSxJQUFJLENBQUMsRUFBRSxDQUFDLFdBQVcsRUFBRSxTQUFTO0lBQ3ZELElBQUksQ0FBQyxJQUFJLENBQUM7TUFBRSxHQUFHO01BQVM7TUFBTTtJQUFRO0lBQ3RDLElBQUksQ0FBQyxnQkFBZ0I7RUFDdkI7RUFFQSxvRUFBb0UsR0FDcEUsT0FBTyxFQUFVLEVBQVE7SUFDdkIsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FBQyxDQUFDLE9BQU8sRUFBRSxJQUFJLENBQUMsRUFBRSxDQUFDLGFBQWEsRUFBRSxHQUFHLFlBQVksQ0FBQztJQUNoRSxJQUFJLENBQUMsQ0FBQSxRQUFTO0VBQ2hCO0VBRUEscUVBQXFFLEdBQ3JFLE1BQU0sVUFBeUI7SUFDN0IsTUFBTyxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxHQUFHLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBRTtNQUNqRSxNQUFNLElBQUksUUFBUSxDQUFDLElBQU0sV0FBVyxHQUFHO0lBQ3pDO0VBQ0Y7RUFFQSxvREFBb0QsR0FDcEQsbUJBQXlCO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLGVBQWdCLEdBQUc7SUFDeEIsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTO0VBQ3BDO0VBRUEsTUFBTSxDQUFBLEtBQU07SUFDVixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSTtNQUNGLE1BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sR0FBRyxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFFO1FBQzlDLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRTtRQUM1QixJQUFJLE1BQU07UUFDVixNQUFPLE1BQU0sTUFBTSxNQUFNLENBQUU7VUFDekIsT0FBTyxNQUFNLEtBQUssS0FBSyxDQUFDLE1BQU0sUUFBUSxDQUFDO1FBQ3pDO1FBQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUs7UUFDakIsSUFBSSxDQUFDLENBQUEsV0FBWSxJQUFJLE1BQU0sTUFBTTtNQUNuQztJQUNGLEVBQUUsT0FBTTtNQUNOLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDaEIsU0FBVTtNQUNSLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNsQjtJQUNBLElBQUksSUFBSSxDQUFDLENBQUEsZUFBZ0IsRUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTO0VBQzNDO0VBRUEsQ0FBQSxRQUFTO0lBQ1AsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEVBQUU7SUFDaEIsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHO0lBQ3BCLElBQUk7TUFDRixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztJQUNsQixFQUFFLE9BQU07SUFDTixrQkFBa0I7SUFDcEI7SUFDQSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDLElBQUk7RUFDM0I7QUFDRjtBQUVBLHlFQUF5RSxHQUN6RSxTQUFTLGVBQWUsRUFBVSxFQUFFLEdBQVk7RUFDOUMsT0FBTztJQUNMLEdBQUc7SUFDSDtJQUNBLElBQUk7SUFDSixNQUFNO0lBQ04sU0FBUyxDQUFDLGlDQUFpQyxFQUN6QyxBQUFDLElBQWMsT0FBTyxDQUN2QixlQUFlLENBQUM7RUFDbkI7QUFDRiJ9
// denoCacheMetadata=17759945261431718555,11028811133258712090