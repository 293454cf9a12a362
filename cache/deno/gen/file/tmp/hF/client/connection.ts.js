/**
 * A client's end of the daemon socket: the version handshake, requests
 * matched to responses by id, and the pushed messages of attached clients
 * and event streams.
 *
 * @module
 */ import { decodeBody, encodeFrame, FrameDecoder } from "../protocol/framing.ts";
import { PROTOCOL_VERSION } from "../protocol/messages.ts";
import { noteEnding, TransportError } from "./transport/byte_stream.ts";
import { openStream } from "./transport/mod.ts";
import { importLater } from "../protocol/import_later.ts";
import { configClient } from "../protocol/config_client.ts";
/** A request the daemon answered with an error. */ export class RequestError extends Error {
  code;
  constructor(code, message){
    super(message), this.code = code;
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
 */ export class ConnectionError extends Error {
  kind;
  constructor(kind, message){
    super(message), this.kind = kind;
    this.name = "ConnectionError";
  }
}
/** A transport's failure as the connection's own error. */ function asConnectionError(err) {
  return err instanceof TransportError ? new ConnectionError(err.kind, err.message) : err;
}
/**
 * A failed read or write, as the ConnectionError a caller can expect: a
 * transport's own, or "closed" for a socket error.
 */ function lostDaemon(err) {
  if (err instanceof ConnectionError) return err;
  if (err instanceof TransportError) {
    return new ConnectionError(err.kind, err.message);
  }
  const why = err instanceof Error ? err.message : String(err);
  return new ConnectionError("closed", `The connection to the daemon broke: ${why}`);
}
/** One open, greeted connection to a daemon. */ export class Connection {
  /** Called for every frame, end, event and fatal message. */ onPush = ()=>{};
  /** The daemon's pid, from its welcome. */ daemonPid = 0;
  /** Resolves when the socket is closed, by either side. */ closed;
  /** When anything last arrived from the daemon (ms, `Date.now()`). */ lastHeard = Date.now();
  #conn;
  #nextId = 1;
  #pending = new Map();
  #writing = Promise.resolve();
  /** Writes started and not yet settled. */ #inFlight = 0;
  #isClosed = false;
  #closeReason = null;
  #welcome = null;
  constructor(conn){
    this.#conn = conn;
    this.closed = "onMessage" in conn ? this.#receiveLocal(conn) : this.#readLoop(conn);
  }
  /**
   * Connects to the daemon at `where` (a socket path, or an address that
   * may name another host: see `transport/`) and makes the version
   * handshake. Throws `ConnectionError`: "no-daemon" when no daemon runs
   * there, "stale" when a socket is there that nothing listens on, "denied"
   * when it is not ours to open, "unsafe-dir" when the socket's directory
   * could be another user's and "bad-path" when the path is too long (for
   * these two nothing is sent), "ssh" when ssh or the remote berth failed.
   */ static async open(where, client = "cli", opts = {}) {
    let stream;
    try {
      stream = await openStream(where, opts.start ?? false);
    } catch (err) {
      throw asConnectionError(err);
    }
    const c = await Connection.over(stream, client);
    const remote = typeof where !== "string" && where.host !== undefined;
    // Loaded only where it beats (over ssh, or asked): a local command's
    // connection never does, and skips the module.
    if (opts.heartbeat ?? remote) {
      const { startHeartbeat } = await importLater("./heartbeat.ts", import.meta.url);
      startHeartbeat(c);
    }
    return c;
  }
  /**
   * Makes the version handshake over `stream`, already open: a socket, or
   * the daemon's own loopback for the attach client it runs itself.
   */ static async over(stream, client) {
    const c = new Connection(stream);
    const welcomed = new Promise((resolve, reject)=>{
      c.#welcome = {
        resolve,
        reject
      };
    });
    // A daemon that hangs up while the hello is being sent (one being
    // replaced) rejects this before it is awaited: not an unhandled error.
    welcomed.catch(()=>{});
    try {
      // In a config command's shell job, what its daemon told it to say.
      const kind = configClient() ?? client;
      await c.send({
        t: "hello",
        version: PROTOCOL_VERSION,
        client: kind
      });
      await welcomed;
    } catch (err) {
      c.close();
      throw asConnectionError(err);
    }
    return c;
  }
  /** Closes the connection as if the link had died (heartbeat timeout). */ abandon(why) {
    if (this.#isClosed) return;
    this.#closeReason = new ConnectionError("closed", why);
    const conn = this.#conn;
    if ("abort" in conn) conn.abort?.();
    this.close();
  }
  /** Sends a request and resolves with its payload, or throws RequestError. */ request(req) {
    if (this.#isClosed) return Promise.reject(this.#lost());
    const id = this.#nextId++;
    const result = new Promise((resolve, reject)=>{
      this.#pending.set(id, {
        resolve: (d)=>resolve(d),
        reject
      });
    });
    this.send({
      t: "req",
      id,
      ...req
    }).catch((err)=>{
      this.#pending.get(id)?.reject(err);
      this.#pending.delete(id);
    });
    return result;
  }
  /** The id the next request will get (for matching pushed events). */ get nextRequestId() {
    return this.#nextId;
  }
  /** Sends one message; messages go out in the order of the calls. */ send(msg) {
    const conn = this.#conn;
    if ("onMessage" in conn) {
      if (this.#isClosed) return Promise.reject(this.#lost());
      conn.send(msg);
      return Promise.resolve();
    }
    const frame = encodeFrame(msg);
    // With nothing in flight the write starts now, not a turn later behind
    // a settled promise (a key's way to the daemon is that much shorter).
    const write = this.#inFlight === 0 ? this.#writeAll(frame) : this.#writing.then(()=>this.#writeAll(frame));
    this.#inFlight++;
    const settled = write.catch(()=>{}).finally(()=>this.#inFlight--);
    this.#writing = settled;
    return write;
  }
  /** Closes the socket; pending requests fail. */ close() {
    if (this.#isClosed) return;
    this.#isClosed = true;
    const conn = this.#conn;
    if ("needsBye" in conn && conn.needsBye) {
      // After what is still being written: the daemon closes its end on
      // `bye`, which ends the remote bridge, and so ssh.
      noteEnding(this.#writing.then(()=>this.#writeAll(encodeFrame({
          t: "bye"
        }))).catch(()=>{}).finally(()=>closeQuietly(conn)));
      return;
    }
    closeQuietly(conn);
  }
  [Symbol.dispose]() {
    this.close();
  }
  async #writeAll(frame) {
    const conn = this.#conn;
    let off = 0;
    try {
      while(off < frame.length){
        off += await conn.write(frame.subarray(off));
      }
    } catch (err) {
      // A socket error is the daemon's going, not this process's stdout
      // closing (which the CLI treats as a quiet exit).
      throw this.#closeReason ?? lostDaemon(err);
    }
  }
  /** The closed connection's error for a send. */ #lost() {
    return this.#closeReason ?? new ConnectionError("closed", "The daemon closed the connection");
  }
  /** Takes the daemon's messages from a link in this process until it closes. */ #receiveLocal(link) {
    return new Promise((resolve)=>{
      link.onMessage = (msg)=>{
        this.lastHeard = Date.now();
        this.#dispatch(msg);
      };
      link.onClose = ()=>{
        this.#finish();
        resolve();
      };
    });
  }
  async #readLoop(conn) {
    const decoder = new FrameDecoder();
    const buf = new Uint8Array(256 * 1024);
    try {
      while(true){
        const n = await conn.read(buf);
        if (n === null) break;
        this.lastHeard = Date.now();
        decoder.push(buf.subarray(0, n));
        for(let body = decoder.next(); body; body = decoder.next()){
          this.#dispatch(decodeBody(body));
        }
      }
    } catch (err) {
      if (!this.#isClosed) this.#closeReason = lostDaemon(err);
    } finally{
      this.#finish();
    }
  }
  #dispatch(msg) {
    switch(msg.t){
      case "welcome":
        this.daemonPid = msg.pid;
        this.#welcome?.resolve();
        this.#welcome = null;
        return;
      case "res":
        {
          const p = this.#pending.get(msg.id);
          if (!p) return;
          this.#pending.delete(msg.id);
          if (msg.ok) p.resolve(msg.data);
          else p.reject(new RequestError(msg.code, msg.message));
          return;
        }
      case "fatal":
        {
          const kind = msg.code === "version" ? "version" : "fatal";
          this.#closeReason = new ConnectionError(kind, msg.message);
          this.onPush(msg);
          return;
        }
      default:
        this.onPush(msg);
    }
  }
  #finish() {
    this.#isClosed = true;
    try {
      this.#conn.close();
    } catch  {
    // Already closed.
    }
    const reason = this.#closeReason ?? new ConnectionError("closed", "The daemon closed the connection");
    this.#welcome?.reject(reason);
    this.#welcome = null;
    for (const p of this.#pending.values())p.reject(reason);
    this.#pending.clear();
  }
}
/** Closes a stream the other side may have closed already. */ function closeQuietly(conn) {
  try {
    conn.close();
  } catch  {
  // Already closed by the other side.
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb25uZWN0aW9uLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQSBjbGllbnQncyBlbmQgb2YgdGhlIGRhZW1vbiBzb2NrZXQ6IHRoZSB2ZXJzaW9uIGhhbmRzaGFrZSwgcmVxdWVzdHNcbiAqIG1hdGNoZWQgdG8gcmVzcG9uc2VzIGJ5IGlkLCBhbmQgdGhlIHB1c2hlZCBtZXNzYWdlcyBvZiBhdHRhY2hlZCBjbGllbnRzXG4gKiBhbmQgZXZlbnQgc3RyZWFtcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgZGVjb2RlQm9keSwgZW5jb2RlRnJhbWUsIEZyYW1lRGVjb2RlciB9IGZyb20gXCIuLi9wcm90b2NvbC9mcmFtaW5nLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIENsaWVudE1zZyxcbiAgdHlwZSBFcnJvckNvZGUsXG4gIFBST1RPQ09MX1ZFUlNJT04sXG4gIHR5cGUgUmVxdWVzdCxcbiAgdHlwZSBSZXNwb25zZU1zZyxcbiAgdHlwZSBSZXNwb25zZXMsXG4gIHR5cGUgU2VydmVyTXNnLFxuICB0eXBlIFdlbGNvbWVNc2csXG59IGZyb20gXCIuLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBCeXRlU3RyZWFtLFxuICB0eXBlIERhZW1vbkFkZHJlc3MsXG4gIG5vdGVFbmRpbmcsXG4gIFRyYW5zcG9ydEVycm9yLFxufSBmcm9tIFwiLi90cmFuc3BvcnQvYnl0ZV9zdHJlYW0udHNcIjtcbmltcG9ydCB7IG9wZW5TdHJlYW0gfSBmcm9tIFwiLi90cmFuc3BvcnQvbW9kLnRzXCI7XG5pbXBvcnQgeyBpbXBvcnRMYXRlciB9IGZyb20gXCIuLi9wcm90b2NvbC9pbXBvcnRfbGF0ZXIudHNcIjtcbmltcG9ydCB0eXBlIHsgTG9jYWxMaW5rIGFzIFByb3RvY29sTGluayB9IGZyb20gXCIuLi9wcm90b2NvbC9sb2NhbF9saW5rLnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIEhlYXJ0YmVhdCBmcm9tIFwiLi9oZWFydGJlYXQudHNcIjtcbmltcG9ydCB7IGNvbmZpZ0NsaWVudCB9IGZyb20gXCIuLi9wcm90b2NvbC9jb25maWdfY2xpZW50LnRzXCI7XG5cbi8qKiBBIHJlcXVlc3QgdGhlIGRhZW1vbiBhbnN3ZXJlZCB3aXRoIGFuIGVycm9yLiAqL1xuZXhwb3J0IGNsYXNzIFJlcXVlc3RFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgY29uc3RydWN0b3IocmVhZG9ubHkgY29kZTogRXJyb3JDb2RlLCBtZXNzYWdlOiBzdHJpbmcpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIlJlcXVlc3RFcnJvclwiO1xuICB9XG59XG5cbi8qKlxuICogVGhlIGRhZW1vbiBjb3VsZCBub3QgYmUgcmVhY2hlZCwgb3IgaHVuZyB1cC4gYGtpbmRgIHNheXMgaG93OiBcIm5vLWRhZW1vblwiXG4gKiAobm90aGluZyBhdCB0aGUgc29ja2V0IHBhdGgsIG9yIG5vIGRhZW1vbiBvbiB0aGUgaG9zdCksIFwic3RhbGVcIiAoYSBzb2NrZXRcbiAqIG5vYm9keSBsaXN0ZW5zIG9uKSwgXCJkaWVkXCIgKHN1Y2ggYSBzb2NrZXQsIG5vdyByZW1vdmVkOiBpdHMgZGFlbW9uIGhhZFxuICogZGllZCksIFwiZGVuaWVkXCIgKG5vdCBvdXJzIHRvIG9wZW4sIG9yIG5vdCBhIHNvY2tldCksIFwidW5zYWZlLWRpclwiICh0aGVcbiAqIHNvY2tldCdzIGRpcmVjdG9yeSBjb3VsZCBiZSBhbm90aGVyIHVzZXIncyksIFwiYmFkLXBhdGhcIiAodG9vIGxvbmcgdG8gYmVcbiAqIGEgc29ja2V0J3MpLCBcInN0YXJ0XCIgKGEgZGFlbW9uIGNvdWxkIG5vdCBiZSBzdGFydGVkKSwgXCJzc2hcIiAoc3NoIG9yIHRoZVxuICogcmVtb3RlIGJlcnRoIGZhaWxlZDsgdGhlIG1lc3NhZ2Ugc2F5cyBob3cpLCBcInZlcnNpb25cIiwgXCJjbG9zZWRcIixcbiAqIFwiZmF0YWxcIi5cbiAqL1xuZXhwb3J0IGNsYXNzIENvbm5lY3Rpb25FcnJvciBleHRlbmRzIEVycm9yIHtcbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkga2luZDpcbiAgICAgIHwgXCJuby1kYWVtb25cIlxuICAgICAgfCBcInN0YWxlXCJcbiAgICAgIHwgXCJkaWVkXCJcbiAgICAgIHwgXCJkZW5pZWRcIlxuICAgICAgfCBcInVuc2FmZS1kaXJcIlxuICAgICAgfCBcImJhZC1wYXRoXCJcbiAgICAgIHwgXCJzdGFydFwiXG4gICAgICB8IFwic3NoXCJcbiAgICAgIHwgXCJ2ZXJzaW9uXCJcbiAgICAgIHwgXCJjbG9zZWRcIlxuICAgICAgfCBcImZhdGFsXCIsXG4gICAgbWVzc2FnZTogc3RyaW5nLFxuICApIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIkNvbm5lY3Rpb25FcnJvclwiO1xuICB9XG59XG5cbi8qKiBBIHRyYW5zcG9ydCdzIGZhaWx1cmUgYXMgdGhlIGNvbm5lY3Rpb24ncyBvd24gZXJyb3IuICovXG5mdW5jdGlvbiBhc0Nvbm5lY3Rpb25FcnJvcihlcnI6IHVua25vd24pOiB1bmtub3duIHtcbiAgcmV0dXJuIGVyciBpbnN0YW5jZW9mIFRyYW5zcG9ydEVycm9yXG4gICAgPyBuZXcgQ29ubmVjdGlvbkVycm9yKGVyci5raW5kLCBlcnIubWVzc2FnZSlcbiAgICA6IGVycjtcbn1cblxuLyoqXG4gKiBBIGZhaWxlZCByZWFkIG9yIHdyaXRlLCBhcyB0aGUgQ29ubmVjdGlvbkVycm9yIGEgY2FsbGVyIGNhbiBleHBlY3Q6IGFcbiAqIHRyYW5zcG9ydCdzIG93biwgb3IgXCJjbG9zZWRcIiBmb3IgYSBzb2NrZXQgZXJyb3IuXG4gKi9cbmZ1bmN0aW9uIGxvc3REYWVtb24oZXJyOiB1bmtub3duKTogQ29ubmVjdGlvbkVycm9yIHtcbiAgaWYgKGVyciBpbnN0YW5jZW9mIENvbm5lY3Rpb25FcnJvcikgcmV0dXJuIGVycjtcbiAgaWYgKGVyciBpbnN0YW5jZW9mIFRyYW5zcG9ydEVycm9yKSB7XG4gICAgcmV0dXJuIG5ldyBDb25uZWN0aW9uRXJyb3IoZXJyLmtpbmQsIGVyci5tZXNzYWdlKTtcbiAgfVxuICBjb25zdCB3aHkgPSBlcnIgaW5zdGFuY2VvZiBFcnJvciA/IGVyci5tZXNzYWdlIDogU3RyaW5nKGVycik7XG4gIHJldHVybiBuZXcgQ29ubmVjdGlvbkVycm9yKFxuICAgIFwiY2xvc2VkXCIsXG4gICAgYFRoZSBjb25uZWN0aW9uIHRvIHRoZSBkYWVtb24gYnJva2U6ICR7d2h5fWAsXG4gICk7XG59XG5cbi8qKiBUaGUgZGFlbW9uJ3Mgb3duIGF0dGFjaCBjbGllbnQncyBsaW5rIHRvIGl0IChgcHJvdG9jb2wvbG9jYWxfbGluay50c2ApLiAqL1xuZXhwb3J0IHR5cGUgTG9jYWxMaW5rID0gUHJvdG9jb2xMaW5rPFNlcnZlck1zZywgQ2xpZW50TXNnPjtcblxuLyoqIE1lc3NhZ2VzIHRoZSBkYWVtb24gc2VuZHMgd2l0aG91dCBiZWluZyBhc2tlZC4gKi9cbmV4cG9ydCB0eXBlIFB1c2hNc2cgPSBFeGNsdWRlPFNlcnZlck1zZywgV2VsY29tZU1zZyB8IFJlc3BvbnNlTXNnPjtcblxuLyoqIEhvdyB0byBvcGVuIGEgY29ubmVjdGlvbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3Blbk9wdGlvbnMge1xuICAvKiogT3ZlciBzc2g6IGhhdmUgdGhlIHJlbW90ZSBicmlkZ2Ugc3RhcnQgdGhlIGRhZW1vbiB3aGVuIG5vbmUgcnVucy4gKi9cbiAgc3RhcnQ/OiBib29sZWFuO1xuICAvKipcbiAgICogQmVhdCwgYW5kIGNsb3NlIHRoZSBjb25uZWN0aW9uIGFzIFwiY2xvc2VkXCIgd2hlbiB0aGUgZGFlbW9uIGhhcyBiZWVuXG4gICAqIHNpbGVudCBmb3IgYEhFQVJUQkVBVF9USU1FT1VUX01TYCAoZGVmYXVsdDogb3ZlciBzc2ggb25seSkuXG4gICAqL1xuICBoZWFydGJlYXQ/OiBib29sZWFuO1xufVxuXG5pbnRlcmZhY2UgUGVuZGluZyB7XG4gIHJlc29sdmUoZGF0YTogdW5rbm93bik6IHZvaWQ7XG4gIHJlamVjdChlcnI6IEVycm9yKTogdm9pZDtcbn1cblxuLyoqIE9uZSBvcGVuLCBncmVldGVkIGNvbm5lY3Rpb24gdG8gYSBkYWVtb24uICovXG5leHBvcnQgY2xhc3MgQ29ubmVjdGlvbiB7XG4gIC8qKiBDYWxsZWQgZm9yIGV2ZXJ5IGZyYW1lLCBlbmQsIGV2ZW50IGFuZCBmYXRhbCBtZXNzYWdlLiAqL1xuICBvblB1c2g6IChtc2c6IFB1c2hNc2cpID0+IHZvaWQgPSAoKSA9PiB7fTtcbiAgLyoqIFRoZSBkYWVtb24ncyBwaWQsIGZyb20gaXRzIHdlbGNvbWUuICovXG4gIGRhZW1vblBpZCA9IDA7XG4gIC8qKiBSZXNvbHZlcyB3aGVuIHRoZSBzb2NrZXQgaXMgY2xvc2VkLCBieSBlaXRoZXIgc2lkZS4gKi9cbiAgcmVhZG9ubHkgY2xvc2VkOiBQcm9taXNlPHZvaWQ+O1xuICAvKiogV2hlbiBhbnl0aGluZyBsYXN0IGFycml2ZWQgZnJvbSB0aGUgZGFlbW9uIChtcywgYERhdGUubm93KClgKS4gKi9cbiAgbGFzdEhlYXJkID0gRGF0ZS5ub3coKTtcbiAgI2Nvbm46IEJ5dGVTdHJlYW0gfCBMb2NhbExpbms7XG4gICNuZXh0SWQgPSAxO1xuICAjcGVuZGluZyA9IG5ldyBNYXA8bnVtYmVyLCBQZW5kaW5nPigpO1xuICAjd3JpdGluZzogUHJvbWlzZTx2b2lkPiA9IFByb21pc2UucmVzb2x2ZSgpO1xuICAvKiogV3JpdGVzIHN0YXJ0ZWQgYW5kIG5vdCB5ZXQgc2V0dGxlZC4gKi9cbiAgI2luRmxpZ2h0ID0gMDtcbiAgI2lzQ2xvc2VkID0gZmFsc2U7XG4gICNjbG9zZVJlYXNvbjogRXJyb3IgfCBudWxsID0gbnVsbDtcbiAgI3dlbGNvbWU6IHsgcmVzb2x2ZSgpOiB2b2lkOyByZWplY3QoZTogRXJyb3IpOiB2b2lkIH0gfCBudWxsID0gbnVsbDtcblxuICBwcml2YXRlIGNvbnN0cnVjdG9yKGNvbm46IEJ5dGVTdHJlYW0gfCBMb2NhbExpbmspIHtcbiAgICB0aGlzLiNjb25uID0gY29ubjtcbiAgICB0aGlzLmNsb3NlZCA9IFwib25NZXNzYWdlXCIgaW4gY29ublxuICAgICAgPyB0aGlzLiNyZWNlaXZlTG9jYWwoY29ubilcbiAgICAgIDogdGhpcy4jcmVhZExvb3AoY29ubik7XG4gIH1cblxuICAvKipcbiAgICogQ29ubmVjdHMgdG8gdGhlIGRhZW1vbiBhdCBgd2hlcmVgIChhIHNvY2tldCBwYXRoLCBvciBhbiBhZGRyZXNzIHRoYXRcbiAgICogbWF5IG5hbWUgYW5vdGhlciBob3N0OiBzZWUgYHRyYW5zcG9ydC9gKSBhbmQgbWFrZXMgdGhlIHZlcnNpb25cbiAgICogaGFuZHNoYWtlLiBUaHJvd3MgYENvbm5lY3Rpb25FcnJvcmA6IFwibm8tZGFlbW9uXCIgd2hlbiBubyBkYWVtb24gcnVuc1xuICAgKiB0aGVyZSwgXCJzdGFsZVwiIHdoZW4gYSBzb2NrZXQgaXMgdGhlcmUgdGhhdCBub3RoaW5nIGxpc3RlbnMgb24sIFwiZGVuaWVkXCJcbiAgICogd2hlbiBpdCBpcyBub3Qgb3VycyB0byBvcGVuLCBcInVuc2FmZS1kaXJcIiB3aGVuIHRoZSBzb2NrZXQncyBkaXJlY3RvcnlcbiAgICogY291bGQgYmUgYW5vdGhlciB1c2VyJ3MgYW5kIFwiYmFkLXBhdGhcIiB3aGVuIHRoZSBwYXRoIGlzIHRvbyBsb25nIChmb3JcbiAgICogdGhlc2UgdHdvIG5vdGhpbmcgaXMgc2VudCksIFwic3NoXCIgd2hlbiBzc2ggb3IgdGhlIHJlbW90ZSBiZXJ0aCBmYWlsZWQuXG4gICAqL1xuICBzdGF0aWMgYXN5bmMgb3BlbihcbiAgICB3aGVyZTogc3RyaW5nIHwgRGFlbW9uQWRkcmVzcyxcbiAgICBjbGllbnQgPSBcImNsaVwiLFxuICAgIG9wdHM6IE9wZW5PcHRpb25zID0ge30sXG4gICk6IFByb21pc2U8Q29ubmVjdGlvbj4ge1xuICAgIGxldCBzdHJlYW06IEJ5dGVTdHJlYW07XG4gICAgdHJ5IHtcbiAgICAgIHN0cmVhbSA9IGF3YWl0IG9wZW5TdHJlYW0od2hlcmUsIG9wdHMuc3RhcnQgPz8gZmFsc2UpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhyb3cgYXNDb25uZWN0aW9uRXJyb3IoZXJyKTtcbiAgICB9XG4gICAgY29uc3QgYyA9IGF3YWl0IENvbm5lY3Rpb24ub3ZlcihzdHJlYW0sIGNsaWVudCk7XG4gICAgY29uc3QgcmVtb3RlID0gdHlwZW9mIHdoZXJlICE9PSBcInN0cmluZ1wiICYmIHdoZXJlLmhvc3QgIT09IHVuZGVmaW5lZDtcbiAgICAvLyBMb2FkZWQgb25seSB3aGVyZSBpdCBiZWF0cyAob3ZlciBzc2gsIG9yIGFza2VkKTogYSBsb2NhbCBjb21tYW5kJ3NcbiAgICAvLyBjb25uZWN0aW9uIG5ldmVyIGRvZXMsIGFuZCBza2lwcyB0aGUgbW9kdWxlLlxuICAgIGlmIChvcHRzLmhlYXJ0YmVhdCA/PyByZW1vdGUpIHtcbiAgICAgIGNvbnN0IHsgc3RhcnRIZWFydGJlYXQgfSA9IGF3YWl0IGltcG9ydExhdGVyPHR5cGVvZiBIZWFydGJlYXQ+KFxuICAgICAgICBcIi4vaGVhcnRiZWF0LnRzXCIsXG4gICAgICAgIGltcG9ydC5tZXRhLnVybCxcbiAgICAgICk7XG4gICAgICBzdGFydEhlYXJ0YmVhdChjKTtcbiAgICB9XG4gICAgcmV0dXJuIGM7XG4gIH1cblxuICAvKipcbiAgICogTWFrZXMgdGhlIHZlcnNpb24gaGFuZHNoYWtlIG92ZXIgYHN0cmVhbWAsIGFscmVhZHkgb3BlbjogYSBzb2NrZXQsIG9yXG4gICAqIHRoZSBkYWVtb24ncyBvd24gbG9vcGJhY2sgZm9yIHRoZSBhdHRhY2ggY2xpZW50IGl0IHJ1bnMgaXRzZWxmLlxuICAgKi9cbiAgc3RhdGljIGFzeW5jIG92ZXIoXG4gICAgc3RyZWFtOiBCeXRlU3RyZWFtIHwgTG9jYWxMaW5rLFxuICAgIGNsaWVudDogc3RyaW5nLFxuICApOiBQcm9taXNlPENvbm5lY3Rpb24+IHtcbiAgICBjb25zdCBjID0gbmV3IENvbm5lY3Rpb24oc3RyZWFtKTtcbiAgICBjb25zdCB3ZWxjb21lZCA9IG5ldyBQcm9taXNlPHZvaWQ+KChyZXNvbHZlLCByZWplY3QpID0+IHtcbiAgICAgIGMuI3dlbGNvbWUgPSB7IHJlc29sdmUsIHJlamVjdCB9O1xuICAgIH0pO1xuICAgIC8vIEEgZGFlbW9uIHRoYXQgaGFuZ3MgdXAgd2hpbGUgdGhlIGhlbGxvIGlzIGJlaW5nIHNlbnQgKG9uZSBiZWluZ1xuICAgIC8vIHJlcGxhY2VkKSByZWplY3RzIHRoaXMgYmVmb3JlIGl0IGlzIGF3YWl0ZWQ6IG5vdCBhbiB1bmhhbmRsZWQgZXJyb3IuXG4gICAgd2VsY29tZWQuY2F0Y2goKCkgPT4ge30pO1xuICAgIHRyeSB7XG4gICAgICAvLyBJbiBhIGNvbmZpZyBjb21tYW5kJ3Mgc2hlbGwgam9iLCB3aGF0IGl0cyBkYWVtb24gdG9sZCBpdCB0byBzYXkuXG4gICAgICBjb25zdCBraW5kID0gY29uZmlnQ2xpZW50KCkgPz8gY2xpZW50O1xuICAgICAgYXdhaXQgYy5zZW5kKHsgdDogXCJoZWxsb1wiLCB2ZXJzaW9uOiBQUk9UT0NPTF9WRVJTSU9OLCBjbGllbnQ6IGtpbmQgfSk7XG4gICAgICBhd2FpdCB3ZWxjb21lZDtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGMuY2xvc2UoKTtcbiAgICAgIHRocm93IGFzQ29ubmVjdGlvbkVycm9yKGVycik7XG4gICAgfVxuICAgIHJldHVybiBjO1xuICB9XG5cbiAgLyoqIENsb3NlcyB0aGUgY29ubmVjdGlvbiBhcyBpZiB0aGUgbGluayBoYWQgZGllZCAoaGVhcnRiZWF0IHRpbWVvdXQpLiAqL1xuICBhYmFuZG9uKHdoeTogc3RyaW5nKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2lzQ2xvc2VkKSByZXR1cm47XG4gICAgdGhpcy4jY2xvc2VSZWFzb24gPSBuZXcgQ29ubmVjdGlvbkVycm9yKFwiY2xvc2VkXCIsIHdoeSk7XG4gICAgY29uc3QgY29ubiA9IHRoaXMuI2Nvbm47XG4gICAgaWYgKFwiYWJvcnRcIiBpbiBjb25uKSBjb25uLmFib3J0Py4oKTtcbiAgICB0aGlzLmNsb3NlKCk7XG4gIH1cblxuICAvKiogU2VuZHMgYSByZXF1ZXN0IGFuZCByZXNvbHZlcyB3aXRoIGl0cyBwYXlsb2FkLCBvciB0aHJvd3MgUmVxdWVzdEVycm9yLiAqL1xuICByZXF1ZXN0PFIgZXh0ZW5kcyBSZXF1ZXN0PihyZXE6IFIpOiBQcm9taXNlPFJlc3BvbnNlc1tSW1wib3BcIl1dPiB7XG4gICAgaWYgKHRoaXMuI2lzQ2xvc2VkKSByZXR1cm4gUHJvbWlzZS5yZWplY3QodGhpcy4jbG9zdCgpKTtcbiAgICBjb25zdCBpZCA9IHRoaXMuI25leHRJZCsrO1xuICAgIGNvbnN0IHJlc3VsdCA9IG5ldyBQcm9taXNlPFJlc3BvbnNlc1tSW1wib3BcIl1dPigocmVzb2x2ZSwgcmVqZWN0KSA9PiB7XG4gICAgICB0aGlzLiNwZW5kaW5nLnNldChpZCwge1xuICAgICAgICByZXNvbHZlOiAoZCkgPT4gcmVzb2x2ZShkIGFzIFJlc3BvbnNlc1tSW1wib3BcIl1dKSxcbiAgICAgICAgcmVqZWN0LFxuICAgICAgfSk7XG4gICAgfSk7XG4gICAgdGhpcy5zZW5kKHsgdDogXCJyZXFcIiwgaWQsIC4uLnJlcSB9IGFzIENsaWVudE1zZykuY2F0Y2goKGVycikgPT4ge1xuICAgICAgdGhpcy4jcGVuZGluZy5nZXQoaWQpPy5yZWplY3QoZXJyKTtcbiAgICAgIHRoaXMuI3BlbmRpbmcuZGVsZXRlKGlkKTtcbiAgICB9KTtcbiAgICByZXR1cm4gcmVzdWx0O1xuICB9XG5cbiAgLyoqIFRoZSBpZCB0aGUgbmV4dCByZXF1ZXN0IHdpbGwgZ2V0IChmb3IgbWF0Y2hpbmcgcHVzaGVkIGV2ZW50cykuICovXG4gIGdldCBuZXh0UmVxdWVzdElkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI25leHRJZDtcbiAgfVxuXG4gIC8qKiBTZW5kcyBvbmUgbWVzc2FnZTsgbWVzc2FnZXMgZ28gb3V0IGluIHRoZSBvcmRlciBvZiB0aGUgY2FsbHMuICovXG4gIHNlbmQobXNnOiBDbGllbnRNc2cpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBjb25uID0gdGhpcy4jY29ubjtcbiAgICBpZiAoXCJvbk1lc3NhZ2VcIiBpbiBjb25uKSB7XG4gICAgICBpZiAodGhpcy4jaXNDbG9zZWQpIHJldHVybiBQcm9taXNlLnJlamVjdCh0aGlzLiNsb3N0KCkpO1xuICAgICAgY29ubi5zZW5kKG1zZyk7XG4gICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKCk7XG4gICAgfVxuICAgIGNvbnN0IGZyYW1lID0gZW5jb2RlRnJhbWUobXNnKTtcbiAgICAvLyBXaXRoIG5vdGhpbmcgaW4gZmxpZ2h0IHRoZSB3cml0ZSBzdGFydHMgbm93LCBub3QgYSB0dXJuIGxhdGVyIGJlaGluZFxuICAgIC8vIGEgc2V0dGxlZCBwcm9taXNlIChhIGtleSdzIHdheSB0byB0aGUgZGFlbW9uIGlzIHRoYXQgbXVjaCBzaG9ydGVyKS5cbiAgICBjb25zdCB3cml0ZSA9IHRoaXMuI2luRmxpZ2h0ID09PSAwXG4gICAgICA/IHRoaXMuI3dyaXRlQWxsKGZyYW1lKVxuICAgICAgOiB0aGlzLiN3cml0aW5nLnRoZW4oKCkgPT4gdGhpcy4jd3JpdGVBbGwoZnJhbWUpKTtcbiAgICB0aGlzLiNpbkZsaWdodCsrO1xuICAgIGNvbnN0IHNldHRsZWQgPSB3cml0ZS5jYXRjaCgoKSA9PiB7fSkuZmluYWxseSgoKSA9PiB0aGlzLiNpbkZsaWdodC0tKTtcbiAgICB0aGlzLiN3cml0aW5nID0gc2V0dGxlZDtcbiAgICByZXR1cm4gd3JpdGU7XG4gIH1cblxuICAvKiogQ2xvc2VzIHRoZSBzb2NrZXQ7IHBlbmRpbmcgcmVxdWVzdHMgZmFpbC4gKi9cbiAgY2xvc2UoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2lzQ2xvc2VkKSByZXR1cm47XG4gICAgdGhpcy4jaXNDbG9zZWQgPSB0cnVlO1xuICAgIGNvbnN0IGNvbm4gPSB0aGlzLiNjb25uO1xuICAgIGlmIChcIm5lZWRzQnllXCIgaW4gY29ubiAmJiBjb25uLm5lZWRzQnllKSB7XG4gICAgICAvLyBBZnRlciB3aGF0IGlzIHN0aWxsIGJlaW5nIHdyaXR0ZW46IHRoZSBkYWVtb24gY2xvc2VzIGl0cyBlbmQgb25cbiAgICAgIC8vIGBieWVgLCB3aGljaCBlbmRzIHRoZSByZW1vdGUgYnJpZGdlLCBhbmQgc28gc3NoLlxuICAgICAgbm90ZUVuZGluZyhcbiAgICAgICAgdGhpcy4jd3JpdGluZy50aGVuKCgpID0+IHRoaXMuI3dyaXRlQWxsKGVuY29kZUZyYW1lKHsgdDogXCJieWVcIiB9KSkpXG4gICAgICAgICAgLmNhdGNoKCgpID0+IHt9KVxuICAgICAgICAgIC5maW5hbGx5KCgpID0+IGNsb3NlUXVpZXRseShjb25uKSksXG4gICAgICApO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjbG9zZVF1aWV0bHkoY29ubik7XG4gIH1cblxuICBbU3ltYm9sLmRpc3Bvc2VdKCk6IHZvaWQge1xuICAgIHRoaXMuY2xvc2UoKTtcbiAgfVxuXG4gIGFzeW5jICN3cml0ZUFsbChmcmFtZTogVWludDhBcnJheSk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGNvbm4gPSB0aGlzLiNjb25uIGFzIEJ5dGVTdHJlYW07XG4gICAgbGV0IG9mZiA9IDA7XG4gICAgdHJ5IHtcbiAgICAgIHdoaWxlIChvZmYgPCBmcmFtZS5sZW5ndGgpIHtcbiAgICAgICAgb2ZmICs9IGF3YWl0IGNvbm4ud3JpdGUoZnJhbWUuc3ViYXJyYXkob2ZmKSk7XG4gICAgICB9XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAvLyBBIHNvY2tldCBlcnJvciBpcyB0aGUgZGFlbW9uJ3MgZ29pbmcsIG5vdCB0aGlzIHByb2Nlc3MncyBzdGRvdXRcbiAgICAgIC8vIGNsb3NpbmcgKHdoaWNoIHRoZSBDTEkgdHJlYXRzIGFzIGEgcXVpZXQgZXhpdCkuXG4gICAgICB0aHJvdyB0aGlzLiNjbG9zZVJlYXNvbiA/PyBsb3N0RGFlbW9uKGVycik7XG4gICAgfVxuICB9XG5cbiAgLyoqIFRoZSBjbG9zZWQgY29ubmVjdGlvbidzIGVycm9yIGZvciBhIHNlbmQuICovXG4gICNsb3N0KCk6IEVycm9yIHtcbiAgICByZXR1cm4gdGhpcy4jY2xvc2VSZWFzb24gPz9cbiAgICAgIG5ldyBDb25uZWN0aW9uRXJyb3IoXCJjbG9zZWRcIiwgXCJUaGUgZGFlbW9uIGNsb3NlZCB0aGUgY29ubmVjdGlvblwiKTtcbiAgfVxuXG4gIC8qKiBUYWtlcyB0aGUgZGFlbW9uJ3MgbWVzc2FnZXMgZnJvbSBhIGxpbmsgaW4gdGhpcyBwcm9jZXNzIHVudGlsIGl0IGNsb3Nlcy4gKi9cbiAgI3JlY2VpdmVMb2NhbChsaW5rOiBMb2NhbExpbmspOiBQcm9taXNlPHZvaWQ+IHtcbiAgICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICAgIGxpbmsub25NZXNzYWdlID0gKG1zZykgPT4ge1xuICAgICAgICB0aGlzLmxhc3RIZWFyZCA9IERhdGUubm93KCk7XG4gICAgICAgIHRoaXMuI2Rpc3BhdGNoKG1zZyk7XG4gICAgICB9O1xuICAgICAgbGluay5vbkNsb3NlID0gKCkgPT4ge1xuICAgICAgICB0aGlzLiNmaW5pc2goKTtcbiAgICAgICAgcmVzb2x2ZSgpO1xuICAgICAgfTtcbiAgICB9KTtcbiAgfVxuXG4gIGFzeW5jICNyZWFkTG9vcChjb25uOiBCeXRlU3RyZWFtKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgZGVjb2RlciA9IG5ldyBGcmFtZURlY29kZXIoKTtcbiAgICBjb25zdCBidWYgPSBuZXcgVWludDhBcnJheSgyNTYgKiAxMDI0KTtcbiAgICB0cnkge1xuICAgICAgd2hpbGUgKHRydWUpIHtcbiAgICAgICAgY29uc3QgbiA9IGF3YWl0IGNvbm4ucmVhZChidWYpO1xuICAgICAgICBpZiAobiA9PT0gbnVsbCkgYnJlYWs7XG4gICAgICAgIHRoaXMubGFzdEhlYXJkID0gRGF0ZS5ub3coKTtcbiAgICAgICAgZGVjb2Rlci5wdXNoKGJ1Zi5zdWJhcnJheSgwLCBuKSk7XG4gICAgICAgIGZvciAobGV0IGJvZHkgPSBkZWNvZGVyLm5leHQoKTsgYm9keTsgYm9keSA9IGRlY29kZXIubmV4dCgpKSB7XG4gICAgICAgICAgdGhpcy4jZGlzcGF0Y2goZGVjb2RlQm9keShib2R5KSBhcyBTZXJ2ZXJNc2cpO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoIXRoaXMuI2lzQ2xvc2VkKSB0aGlzLiNjbG9zZVJlYXNvbiA9IGxvc3REYWVtb24oZXJyKTtcbiAgICB9IGZpbmFsbHkge1xuICAgICAgdGhpcy4jZmluaXNoKCk7XG4gICAgfVxuICB9XG5cbiAgI2Rpc3BhdGNoKG1zZzogU2VydmVyTXNnKTogdm9pZCB7XG4gICAgc3dpdGNoIChtc2cudCkge1xuICAgICAgY2FzZSBcIndlbGNvbWVcIjpcbiAgICAgICAgdGhpcy5kYWVtb25QaWQgPSBtc2cucGlkO1xuICAgICAgICB0aGlzLiN3ZWxjb21lPy5yZXNvbHZlKCk7XG4gICAgICAgIHRoaXMuI3dlbGNvbWUgPSBudWxsO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwicmVzXCI6IHtcbiAgICAgICAgY29uc3QgcCA9IHRoaXMuI3BlbmRpbmcuZ2V0KG1zZy5pZCk7XG4gICAgICAgIGlmICghcCkgcmV0dXJuO1xuICAgICAgICB0aGlzLiNwZW5kaW5nLmRlbGV0ZShtc2cuaWQpO1xuICAgICAgICBpZiAobXNnLm9rKSBwLnJlc29sdmUobXNnLmRhdGEpO1xuICAgICAgICBlbHNlIHAucmVqZWN0KG5ldyBSZXF1ZXN0RXJyb3IobXNnLmNvZGUsIG1zZy5tZXNzYWdlKSk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJmYXRhbFwiOiB7XG4gICAgICAgIGNvbnN0IGtpbmQgPSBtc2cuY29kZSA9PT0gXCJ2ZXJzaW9uXCIgPyBcInZlcnNpb25cIiA6IFwiZmF0YWxcIjtcbiAgICAgICAgdGhpcy4jY2xvc2VSZWFzb24gPSBuZXcgQ29ubmVjdGlvbkVycm9yKGtpbmQsIG1zZy5tZXNzYWdlKTtcbiAgICAgICAgdGhpcy5vblB1c2gobXNnKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgZGVmYXVsdDpcbiAgICAgICAgdGhpcy5vblB1c2gobXNnKTtcbiAgICB9XG4gIH1cblxuICAjZmluaXNoKCk6IHZvaWQge1xuICAgIHRoaXMuI2lzQ2xvc2VkID0gdHJ1ZTtcbiAgICB0cnkge1xuICAgICAgdGhpcy4jY29ubi5jbG9zZSgpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQWxyZWFkeSBjbG9zZWQuXG4gICAgfVxuICAgIGNvbnN0IHJlYXNvbiA9IHRoaXMuI2Nsb3NlUmVhc29uID8/XG4gICAgICBuZXcgQ29ubmVjdGlvbkVycm9yKFwiY2xvc2VkXCIsIFwiVGhlIGRhZW1vbiBjbG9zZWQgdGhlIGNvbm5lY3Rpb25cIik7XG4gICAgdGhpcy4jd2VsY29tZT8ucmVqZWN0KHJlYXNvbik7XG4gICAgdGhpcy4jd2VsY29tZSA9IG51bGw7XG4gICAgZm9yIChjb25zdCBwIG9mIHRoaXMuI3BlbmRpbmcudmFsdWVzKCkpIHAucmVqZWN0KHJlYXNvbik7XG4gICAgdGhpcy4jcGVuZGluZy5jbGVhcigpO1xuICB9XG59XG5cbi8qKiBDbG9zZXMgYSBzdHJlYW0gdGhlIG90aGVyIHNpZGUgbWF5IGhhdmUgY2xvc2VkIGFscmVhZHkuICovXG5mdW5jdGlvbiBjbG9zZVF1aWV0bHkoY29ubjogeyBjbG9zZSgpOiB2b2lkIH0pOiB2b2lkIHtcbiAgdHJ5IHtcbiAgICBjb25uLmNsb3NlKCk7XG4gIH0gY2F0Y2gge1xuICAgIC8vIEFscmVhZHkgY2xvc2VkIGJ5IHRoZSBvdGhlciBzaWRlLlxuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxVQUFVLEVBQUUsV0FBVyxFQUFFLFlBQVksUUFBUSx5QkFBeUI7QUFDL0UsU0FHRSxnQkFBZ0IsUUFNWCwwQkFBMEI7QUFDakMsU0FHRSxVQUFVLEVBQ1YsY0FBYyxRQUNULDZCQUE2QjtBQUNwQyxTQUFTLFVBQVUsUUFBUSxxQkFBcUI7QUFDaEQsU0FBUyxXQUFXLFFBQVEsOEJBQThCO0FBRzFELFNBQVMsWUFBWSxRQUFRLCtCQUErQjtBQUU1RCxpREFBaUQsR0FDakQsT0FBTyxNQUFNLHFCQUFxQjs7RUFDaEMsWUFBWSxBQUFTLElBQWUsRUFBRSxPQUFlLENBQUU7SUFDckQsS0FBSyxDQUFDLGVBRGEsT0FBQTtJQUVuQixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBOzs7Ozs7Ozs7Q0FTQyxHQUNELE9BQU8sTUFBTSx3QkFBd0I7O0VBQ25DLFlBQ0UsQUFBUyxJQVdFLEVBQ1gsT0FBZSxDQUNmO0lBQ0EsS0FBSyxDQUFDLGVBZEcsT0FBQTtJQWVULElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtBQUNGO0FBRUEseURBQXlELEdBQ3pELFNBQVMsa0JBQWtCLEdBQVk7RUFDckMsT0FBTyxlQUFlLGlCQUNsQixJQUFJLGdCQUFnQixJQUFJLElBQUksRUFBRSxJQUFJLE9BQU8sSUFDekM7QUFDTjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsV0FBVyxHQUFZO0VBQzlCLElBQUksZUFBZSxpQkFBaUIsT0FBTztFQUMzQyxJQUFJLGVBQWUsZ0JBQWdCO0lBQ2pDLE9BQU8sSUFBSSxnQkFBZ0IsSUFBSSxJQUFJLEVBQUUsSUFBSSxPQUFPO0VBQ2xEO0VBQ0EsTUFBTSxNQUFNLGVBQWUsUUFBUSxJQUFJLE9BQU8sR0FBRyxPQUFPO0VBQ3hELE9BQU8sSUFBSSxnQkFDVCxVQUNBLENBQUMsb0NBQW9DLEVBQUUsS0FBSztBQUVoRDtBQXdCQSw4Q0FBOEMsR0FDOUMsT0FBTyxNQUFNO0VBQ1gsMERBQTBELEdBQzFELFNBQWlDLEtBQU8sRUFBRTtFQUMxQyx3Q0FBd0MsR0FDeEMsWUFBWSxFQUFFO0VBQ2Qsd0RBQXdELEdBQ3hELEFBQVMsT0FBc0I7RUFDL0IsbUVBQW1FLEdBQ25FLFlBQVksS0FBSyxHQUFHLEdBQUc7RUFDdkIsQ0FBQSxJQUFLLENBQXlCO0VBQzlCLENBQUEsTUFBTyxHQUFHLEVBQUU7RUFDWixDQUFBLE9BQVEsR0FBRyxJQUFJLE1BQXVCO0VBQ3RDLENBQUEsT0FBUSxHQUFrQixRQUFRLE9BQU8sR0FBRztFQUM1Qyx3Q0FBd0MsR0FDeEMsQ0FBQSxRQUFTLEdBQUcsRUFBRTtFQUNkLENBQUEsUUFBUyxHQUFHLE1BQU07RUFDbEIsQ0FBQSxXQUFZLEdBQWlCLEtBQUs7RUFDbEMsQ0FBQSxPQUFRLEdBQXVELEtBQUs7RUFFcEUsWUFBb0IsSUFBNEIsQ0FBRTtJQUNoRCxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsTUFBTSxHQUFHLGVBQWUsT0FDekIsSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLFFBQ25CLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQztFQUNyQjtFQUVBOzs7Ozs7OztHQVFDLEdBQ0QsYUFBYSxLQUNYLEtBQTZCLEVBQzdCLFNBQVMsS0FBSyxFQUNkLE9BQW9CLENBQUMsQ0FBQyxFQUNEO0lBQ3JCLElBQUk7SUFDSixJQUFJO01BQ0YsU0FBUyxNQUFNLFdBQVcsT0FBTyxLQUFLLEtBQUssSUFBSTtJQUNqRCxFQUFFLE9BQU8sS0FBSztNQUNaLE1BQU0sa0JBQWtCO0lBQzFCO0lBQ0EsTUFBTSxJQUFJLE1BQU0sV0FBVyxJQUFJLENBQUMsUUFBUTtJQUN4QyxNQUFNLFNBQVMsT0FBTyxVQUFVLFlBQVksTUFBTSxJQUFJLEtBQUs7SUFDM0QscUVBQXFFO0lBQ3JFLCtDQUErQztJQUMvQyxJQUFJLEtBQUssU0FBUyxJQUFJLFFBQVE7TUFDNUIsTUFBTSxFQUFFLGNBQWMsRUFBRSxHQUFHLE1BQU0sWUFDL0Isa0JBQ0EsWUFBWSxHQUFHO01BRWpCLGVBQWU7SUFDakI7SUFDQSxPQUFPO0VBQ1Q7RUFFQTs7O0dBR0MsR0FDRCxhQUFhLEtBQ1gsTUFBOEIsRUFDOUIsTUFBYyxFQUNPO0lBQ3JCLE1BQU0sSUFBSSxJQUFJLFdBQVc7SUFDekIsTUFBTSxXQUFXLElBQUksUUFBYyxDQUFDLFNBQVM7TUFDM0MsRUFBRSxDQUFBLE9BQVEsR0FBRztRQUFFO1FBQVM7TUFBTztJQUNqQztJQUNBLGtFQUFrRTtJQUNsRSx1RUFBdUU7SUFDdkUsU0FBUyxLQUFLLENBQUMsS0FBTztJQUN0QixJQUFJO01BQ0YsbUVBQW1FO01BQ25FLE1BQU0sT0FBTyxrQkFBa0I7TUFDL0IsTUFBTSxFQUFFLElBQUksQ0FBQztRQUFFLEdBQUc7UUFBUyxTQUFTO1FBQWtCLFFBQVE7TUFBSztNQUNuRSxNQUFNO0lBQ1IsRUFBRSxPQUFPLEtBQUs7TUFDWixFQUFFLEtBQUs7TUFDUCxNQUFNLGtCQUFrQjtJQUMxQjtJQUNBLE9BQU87RUFDVDtFQUVBLHVFQUF1RSxHQUN2RSxRQUFRLEdBQVcsRUFBUTtJQUN6QixJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRTtJQUNwQixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsSUFBSSxnQkFBZ0IsVUFBVTtJQUNsRCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixJQUFJLFdBQVcsTUFBTSxLQUFLLEtBQUs7SUFDL0IsSUFBSSxDQUFDLEtBQUs7RUFDWjtFQUVBLDJFQUEyRSxHQUMzRSxRQUEyQixHQUFNLEVBQStCO0lBQzlELElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFLE9BQU8sUUFBUSxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSztJQUNwRCxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTztJQUN2QixNQUFNLFNBQVMsSUFBSSxRQUE0QixDQUFDLFNBQVM7TUFDdkQsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQyxJQUFJO1FBQ3BCLFNBQVMsQ0FBQyxJQUFNLFFBQVE7UUFDeEI7TUFDRjtJQUNGO0lBQ0EsSUFBSSxDQUFDLElBQUksQ0FBQztNQUFFLEdBQUc7TUFBTztNQUFJLEdBQUcsR0FBRztJQUFDLEdBQWdCLEtBQUssQ0FBQyxDQUFDO01BQ3RELElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUMsS0FBSyxPQUFPO01BQzlCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUM7SUFDdkI7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxtRUFBbUUsR0FDbkUsSUFBSSxnQkFBd0I7SUFDMUIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUEsa0VBQWtFLEdBQ2xFLEtBQUssR0FBYyxFQUFpQjtJQUNsQyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixJQUFJLGVBQWUsTUFBTTtNQUN2QixJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRSxPQUFPLFFBQVEsTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUs7TUFDcEQsS0FBSyxJQUFJLENBQUM7TUFDVixPQUFPLFFBQVEsT0FBTztJQUN4QjtJQUNBLE1BQU0sUUFBUSxZQUFZO0lBQzFCLHVFQUF1RTtJQUN2RSxzRUFBc0U7SUFDdEUsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsS0FBSyxJQUM3QixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsU0FDZixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxDQUFDLElBQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDO0lBQzVDLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDZCxNQUFNLFVBQVUsTUFBTSxLQUFLLENBQUMsS0FBTyxHQUFHLE9BQU8sQ0FBQyxJQUFNLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDbEUsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLE9BQU87RUFDVDtFQUVBLDhDQUE4QyxHQUM5QyxRQUFjO0lBQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUU7SUFDcEIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLElBQUksY0FBYyxRQUFRLEtBQUssUUFBUSxFQUFFO01BQ3ZDLGtFQUFrRTtNQUNsRSxtREFBbUQ7TUFDbkQsV0FDRSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxDQUFDLElBQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLFlBQVk7VUFBRSxHQUFHO1FBQU0sS0FDNUQsS0FBSyxDQUFDLEtBQU8sR0FDYixPQUFPLENBQUMsSUFBTSxhQUFhO01BRWhDO0lBQ0Y7SUFDQSxhQUFhO0VBQ2Y7RUFFQSxDQUFDLE9BQU8sT0FBTyxDQUFDLEdBQVM7SUFDdkIsSUFBSSxDQUFDLEtBQUs7RUFDWjtFQUVBLE1BQU0sQ0FBQSxRQUFTLENBQUMsS0FBaUI7SUFDL0IsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxNQUFNO0lBQ1YsSUFBSTtNQUNGLE1BQU8sTUFBTSxNQUFNLE1BQU0sQ0FBRTtRQUN6QixPQUFPLE1BQU0sS0FBSyxLQUFLLENBQUMsTUFBTSxRQUFRLENBQUM7TUFDekM7SUFDRixFQUFFLE9BQU8sS0FBSztNQUNaLGtFQUFrRTtNQUNsRSxrREFBa0Q7TUFDbEQsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLElBQUksV0FBVztJQUN4QztFQUNGO0VBRUEsOENBQThDLEdBQzlDLENBQUEsSUFBSztJQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsV0FBWSxJQUN0QixJQUFJLGdCQUFnQixVQUFVO0VBQ2xDO0VBRUEsNkVBQTZFLEdBQzdFLENBQUEsWUFBYSxDQUFDLElBQWU7SUFDM0IsT0FBTyxJQUFJLFFBQVEsQ0FBQztNQUNsQixLQUFLLFNBQVMsR0FBRyxDQUFDO1FBQ2hCLElBQUksQ0FBQyxTQUFTLEdBQUcsS0FBSyxHQUFHO1FBQ3pCLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQztNQUNqQjtNQUNBLEtBQUssT0FBTyxHQUFHO1FBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTztRQUNaO01BQ0Y7SUFDRjtFQUNGO0VBRUEsTUFBTSxDQUFBLFFBQVMsQ0FBQyxJQUFnQjtJQUM5QixNQUFNLFVBQVUsSUFBSTtJQUNwQixNQUFNLE1BQU0sSUFBSSxXQUFXLE1BQU07SUFDakMsSUFBSTtNQUNGLE1BQU8sS0FBTTtRQUNYLE1BQU0sSUFBSSxNQUFNLEtBQUssSUFBSSxDQUFDO1FBQzFCLElBQUksTUFBTSxNQUFNO1FBQ2hCLElBQUksQ0FBQyxTQUFTLEdBQUcsS0FBSyxHQUFHO1FBQ3pCLFFBQVEsSUFBSSxDQUFDLElBQUksUUFBUSxDQUFDLEdBQUc7UUFDN0IsSUFBSyxJQUFJLE9BQU8sUUFBUSxJQUFJLElBQUksTUFBTSxPQUFPLFFBQVEsSUFBSSxHQUFJO1VBQzNELElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxXQUFXO1FBQzVCO01BQ0Y7SUFDRixFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHLFdBQVc7SUFDdEQsU0FBVTtNQUNSLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDZDtFQUNGO0VBRUEsQ0FBQSxRQUFTLENBQUMsR0FBYztJQUN0QixPQUFRLElBQUksQ0FBQztNQUNYLEtBQUs7UUFDSCxJQUFJLENBQUMsU0FBUyxHQUFHLElBQUksR0FBRztRQUN4QixJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7UUFDZixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7UUFDaEI7TUFDRixLQUFLO1FBQU87VUFDVixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQyxJQUFJLEVBQUU7VUFDbEMsSUFBSSxDQUFDLEdBQUc7VUFDUixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDLElBQUksRUFBRTtVQUMzQixJQUFJLElBQUksRUFBRSxFQUFFLEVBQUUsT0FBTyxDQUFDLElBQUksSUFBSTtlQUN6QixFQUFFLE1BQU0sQ0FBQyxJQUFJLGFBQWEsSUFBSSxJQUFJLEVBQUUsSUFBSSxPQUFPO1VBQ3BEO1FBQ0Y7TUFDQSxLQUFLO1FBQVM7VUFDWixNQUFNLE9BQU8sSUFBSSxJQUFJLEtBQUssWUFBWSxZQUFZO1VBQ2xELElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLGdCQUFnQixNQUFNLElBQUksT0FBTztVQUN6RCxJQUFJLENBQUMsTUFBTSxDQUFDO1VBQ1o7UUFDRjtNQUNBO1FBQ0UsSUFBSSxDQUFDLE1BQU0sQ0FBQztJQUNoQjtFQUNGO0VBRUEsQ0FBQSxNQUFPO0lBQ0wsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLElBQUk7TUFDRixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztJQUNsQixFQUFFLE9BQU07SUFDTixrQkFBa0I7SUFDcEI7SUFDQSxNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsV0FBWSxJQUM5QixJQUFJLGdCQUFnQixVQUFVO0lBQ2hDLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxPQUFPO0lBQ3RCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFJLEVBQUUsTUFBTSxDQUFDO0lBQ2pELElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0VBQ3JCO0FBQ0Y7QUFFQSw0REFBNEQsR0FDNUQsU0FBUyxhQUFhLElBQXVCO0VBQzNDLElBQUk7SUFDRixLQUFLLEtBQUs7RUFDWixFQUFFLE9BQU07RUFDTixvQ0FBb0M7RUFDdEM7QUFDRiJ9
// denoCacheMetadata=11510832491264064709,3772163262920125410