/**
 * `connect()` and `Berth`: a script's connection to a berth daemon, over the
 * same socket and protocol as the CLI, with sessions to create and drive.
 *
 * @module
 */ import { resolveAddress } from "../transport/resolve.ts";
import { ConnectionError, RequestError } from "../connection.ts";
import { connectExisting, connectOrStart } from "../daemon_start.ts";
import { PaneHandle } from "./pane.ts";
import { SessionHandle } from "./session.ts";
import { checkEnv } from "./target_handle.ts";
const DEFAULT_COLS = 80;
const DEFAULT_ROWS = 24;
/**
 * Connects to a berth daemon, starting it when none runs (unless
 * `start: false`). Close the result with `close()`, or `await using`.
 *
 * @example
 * ```ts ignore
 * await using berth = await connect();
 * const s = await berth.newSession({ cmd: ["python3", "-q"] });
 * await s.send("1+1\n");
 * await s.waitFor(/^2$/m, { timeoutMs: 5000 });
 * await s.kill();
 * ```
 */ export async function connect(opts = {}) {
  const where = resolveAddress(opts);
  const conn = opts.start === false ? await connectExisting(where, "lib") : await connectOrStart(where, "lib");
  return new Berth(conn, {
    remote: where.host !== undefined
  });
}
/**
 * A connection to a daemon. Any number of requests may be in flight at
 * once, from any number of sessions; each gets its own answer.
 */ export class Berth {
  #conn;
  #streams = new Map();
  #remote;
  /**
   * Wraps an open connection; scripts use `connect()`. `remote`: the
   * daemon is on another host, so new sessions get its directory and
   * environment, not this process's.
   */ constructor(conn, opts = {}){
    this.#conn = conn;
    this.#remote = opts.remote ?? false;
    conn.onPush = (msg)=>this.#push(msg);
    conn.closed.then(()=>{
      const lost = new ConnectionError("closed", "The daemon closed the connection");
      for (const s of this.#streams.values())s.fail(lost);
      this.#streams.clear();
    });
  }
  /** The daemon's pid. */ get daemonPid() {
    return this.#conn.daemonPid;
  }
  /** Creates a detached session and returns its handle. */ async newSession(opts = {}) {
    checkEnv(opts.env);
    const created = await this.#conn.request({
      op: "new",
      name: opts.name,
      cmd: opts.cmd,
      cwd: opts.cwd ?? (this.#remote ? undefined : Deno.cwd()),
      env: opts.env,
      baseEnv: this.#remote ? undefined : Deno.env.toObject(),
      cols: opts.cols ?? DEFAULT_COLS,
      rows: opts.rows ?? DEFAULT_ROWS,
      keep: opts.keep,
      scrollback: opts.scrollback
    });
    return new SessionHandle(this.#conn, this.#streams, created.name, created.pid);
  }
  /** A handle on an existing session (not checked until it is used). */ session(name) {
    return new SessionHandle(this.#conn, this.#streams, name);
  }
  /**
   * A handle on the pane with id `id` (`"%3"`, as `#{pane_id}` and
   * `$BERTH_PANE` give it), in whichever session: ids are unique in the
   * daemon. Not checked until it is used (then "not-found" if there is no
   * such pane); throws `RequestError` "bad-request" at once for anything
   * but `%N` (a session's `pane()` takes `WINDOW.PANE`).
   */ pane(id) {
    return new PaneHandle(this.#conn, id);
  }
  /** Every session of the daemon, oldest first. */ async list() {
    return (await this.#conn.request({
      op: "ls"
    })).sessions;
  }
  /**
   * Runs `cmd` to its end in a new session and returns its exit status and
   * final screen; the session is removed afterwards, whatever happens.
   * Rejects with code "timeout" (after killing it) when `timeoutMs` passes
   * or `signal` aborts.
   */ async run(cmd, opts = {}) {
    const { timeoutMs, signal, capture: _, ...sessionOpts } = opts;
    const session = await this.#newRunSession(cmd, sessionOpts);
    try {
      const status = await session.waitExit({
        timeoutMs,
        signal
      });
      const screen = await session.capture({
        scrollback: opts.capture
      });
      return {
        status,
        screen
      };
    } finally{
      await session.kill().catch(()=>{});
    }
  }
  /** A kept session with a fresh name, for `run()`. */ async #newRunSession(cmd, opts) {
    for(let attempt = 0;; attempt++){
      const name = `run-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
      try {
        return await this.newSession({
          ...opts,
          cmd,
          name,
          keep: true
        });
      } catch (err) {
        const taken = err instanceof RequestError && err.code === "exists";
        if (!taken || attempt >= 5) throw err;
      }
    }
  }
  /** Ends every session and the daemon. */ async killServer() {
    await this.#conn.request({
      op: "kill-server"
    });
  }
  /** Closes the connection; resolves once it is closed. */ async close() {
    this.#conn.close();
    await this.#conn.closed;
  }
  /** Closes the connection: `await using berth = await connect()`. */ async [Symbol.asyncDispose]() {
    await this.close();
  }
  #push(msg) {
    if (msg.t !== "event") return;
    this.#streams.get(msg.id)?.push({
      ...msg.event,
      time: msg.time
    });
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9saWJyYXJ5L2JlcnRoLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGNvbm5lY3QoKWAgYW5kIGBCZXJ0aGA6IGEgc2NyaXB0J3MgY29ubmVjdGlvbiB0byBhIGJlcnRoIGRhZW1vbiwgb3ZlciB0aGVcbiAqIHNhbWUgc29ja2V0IGFuZCBwcm90b2NvbCBhcyB0aGUgQ0xJLCB3aXRoIHNlc3Npb25zIHRvIGNyZWF0ZSBhbmQgZHJpdmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgRXhpdFN0YXR1cywgU2Vzc2lvbkluZm8gfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHJlc29sdmVBZGRyZXNzIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9yZXNvbHZlLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIENvbm5lY3Rpb24sXG4gIENvbm5lY3Rpb25FcnJvcixcbiAgdHlwZSBQdXNoTXNnLFxuICBSZXF1ZXN0RXJyb3IsXG59IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0RXhpc3RpbmcsIGNvbm5lY3RPclN0YXJ0IH0gZnJvbSBcIi4uL2RhZW1vbl9zdGFydC50c1wiO1xuaW1wb3J0IHR5cGUgeyBFdmVudFN0cmVhbSB9IGZyb20gXCIuL2V2ZW50X3N0cmVhbS50c1wiO1xuaW1wb3J0IHsgUGFuZUhhbmRsZSB9IGZyb20gXCIuL3BhbmUudHNcIjtcbmltcG9ydCB7IHR5cGUgQ2FwdHVyZSwgdHlwZSBDYXB0dXJlT3B0aW9ucywgU2Vzc2lvbkhhbmRsZSB9IGZyb20gXCIuL3Nlc3Npb24udHNcIjtcbmltcG9ydCB7IGNoZWNrRW52IH0gZnJvbSBcIi4vdGFyZ2V0X2hhbmRsZS50c1wiO1xuXG4vKiogV2hpY2ggZGFlbW9uIGBjb25uZWN0KClgIHRhbGtzIHRvLiAqL1xuZXhwb3J0IGludGVyZmFjZSBDb25uZWN0T3B0aW9ucyB7XG4gIC8qKiBTb2NrZXQgcGF0aCAobGlrZSBgYmVydGggLS1zb2NrZXRgKS4gKi9cbiAgc29ja2V0Pzogc3RyaW5nO1xuICAvKiogRGFlbW9uIG5hbWUgKGxpa2UgYGJlcnRoIC1MIE5BTUVgKS4gKi9cbiAgbmFtZT86IHN0cmluZztcbiAgLyoqXG4gICAqIGBbVVNFUkBdSE9TVFs6UE9SVF1gOiB0aGUgZGFlbW9uIG9uIHRoYXQgaG9zdCwgb3ZlciBzc2ggKGxpa2VcbiAgICogYGJlcnRoIC1IYDsgYCRCRVJUSF9IT1NUYCB3aGVuIGFic2VudCkuIGBzb2NrZXRgIGFuZCBgbmFtZWAgdGhlbiBwaWNrXG4gICAqIHRoZSBkYWVtb24gdGhlcmUuXG4gICAqL1xuICBob3N0Pzogc3RyaW5nO1xuICAvKiogVGhlIHNzaCBjb21tYW5kIChkZWZhdWx0IGAkQkVSVEhfU1NIYCwgZWxzZSBgc3NoYCkuICovXG4gIHNzaD86IHN0cmluZyB8IHN0cmluZ1tdO1xuICAvKiogVGhlIGJlcnRoIGNvbW1hbmQgb24gdGhlIGhvc3QgKGRlZmF1bHQgYCRCRVJUSF9SRU1PVEVgLCBlbHNlIGBiZXJ0aGApLiAqL1xuICByZW1vdGU/OiBzdHJpbmc7XG4gIC8qKlxuICAgKiBTdGFydCB0aGUgZGFlbW9uIHdoZW4gbm9uZSBydW5zIChkZWZhdWx0IHRydWUpLiBXaXRob3V0IGEgc29ja2V0IG9yXG4gICAqIG5hbWUsIGAkQkVSVEhfU09DS0VUYCwgYCRCRVJUSGAgYW5kIHRoZW4gdGhlIGRlZmF1bHQgZGFlbW9uIGFyZSB1c2VkLFxuICAgKiBhcyB0aGUgQ0xJIGRvZXMuXG4gICAqL1xuICBzdGFydD86IGJvb2xlYW47XG59XG5cbi8qKiBPcHRpb25zIG9mIGBuZXdTZXNzaW9uKClgLiAqL1xuZXhwb3J0IGludGVyZmFjZSBOZXdTZXNzaW9uT3B0aW9ucyB7XG4gIC8qKiBTZXNzaW9uSGFuZGxlIG5hbWU7IHRoZSBkYWVtb24gcGlja3MgXCIwXCIsIFwiMVwiIC4uLiB3aGVuIGFic2VudC4gKi9cbiAgbmFtZT86IHN0cmluZztcbiAgLyoqIFByb2dyYW0gYW5kIGFyZ3VtZW50czsgYCRTSEVMTGAgd2hlbiBhYnNlbnQuICovXG4gIGNtZD86IHN0cmluZ1tdO1xuICAvKiogVGVybWluYWwgd2lkdGg7IGRlZmF1bHQgODAuICovXG4gIGNvbHM/OiBudW1iZXI7XG4gIC8qKiBUZXJtaW5hbCBoZWlnaHQ7IGRlZmF1bHQgMjQuICovXG4gIHJvd3M/OiBudW1iZXI7XG4gIC8qKiBXb3JraW5nIGRpcmVjdG9yeTsgZGVmYXVsdCB0aGlzIHByb2Nlc3Mncy4gKi9cbiAgY3dkPzogc3RyaW5nO1xuICAvKiogRXh0cmEgZW52aXJvbm1lbnQgb24gdG9wIG9mIHRoaXMgcHJvY2VzcydzLiAqL1xuICBlbnY/OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+O1xuICAvKiogS2VlcCB0aGUgc2Vzc2lvbiBhbmQgaXRzIGZpbmFsIHNjcmVlbiBhZnRlciB0aGUgY2hpbGQgZXhpdHMsIHVudGlsIGtpbGxlZC4gKi9cbiAga2VlcD86IGJvb2xlYW47XG4gIC8qKiBTY3JvbGxiYWNrIGNhcCBpbiBsaW5lcyAoZGVmYXVsdCAxMCwwMDApLiAqL1xuICBzY3JvbGxiYWNrPzogbnVtYmVyO1xufVxuXG4vKiogT3B0aW9ucyBvZiBgcnVuKClgLiAqL1xuZXhwb3J0IGludGVyZmFjZSBSdW5PcHRpb25zXG4gIGV4dGVuZHMgT21pdDxOZXdTZXNzaW9uT3B0aW9ucywgXCJjbWRcIiB8IFwia2VlcFwiIHwgXCJuYW1lXCI+IHtcbiAgLyoqIEtpbGwgdGhlIHByb2dyYW0gYW5kIHJlamVjdCAoY29kZSBcInRpbWVvdXRcIikgYWZ0ZXIgdGhpcyBtYW55IG1zLiAqL1xuICB0aW1lb3V0TXM/OiBudW1iZXI7XG4gIC8qKiBIaXN0b3J5IGxpbmVzIGFib3ZlIHRoZSBmaW5hbCBzY3JlZW4gdG8gY2FwdHVyZTogYSBjb3VudCwgb3IgXCJhbGxcIi4gKi9cbiAgY2FwdHVyZT86IENhcHR1cmVPcHRpb25zW1wic2Nyb2xsYmFja1wiXTtcbiAgLyoqIEtpbGxzIHRoZSBwcm9ncmFtIGFuZCByZWplY3RzIHdoZW4gYWJvcnRlZC4gKi9cbiAgc2lnbmFsPzogQWJvcnRTaWduYWw7XG59XG5cbi8qKiBXaGF0IGBydW4oKWAgcmV0dXJucy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUnVuUmVzdWx0IHtcbiAgLyoqIEhvdyB0aGUgcHJvZ3JhbSBlbmRlZC4gKi9cbiAgc3RhdHVzOiBFeGl0U3RhdHVzO1xuICAvKiogSXRzIGZpbmFsIHNjcmVlbi4gKi9cbiAgc2NyZWVuOiBDYXB0dXJlO1xufVxuXG5jb25zdCBERUZBVUxUX0NPTFMgPSA4MDtcbmNvbnN0IERFRkFVTFRfUk9XUyA9IDI0O1xuXG4vKipcbiAqIENvbm5lY3RzIHRvIGEgYmVydGggZGFlbW9uLCBzdGFydGluZyBpdCB3aGVuIG5vbmUgcnVucyAodW5sZXNzXG4gKiBgc3RhcnQ6IGZhbHNlYCkuIENsb3NlIHRoZSByZXN1bHQgd2l0aCBgY2xvc2UoKWAsIG9yIGBhd2FpdCB1c2luZ2AuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogYXdhaXQgdXNpbmcgYmVydGggPSBhd2FpdCBjb25uZWN0KCk7XG4gKiBjb25zdCBzID0gYXdhaXQgYmVydGgubmV3U2Vzc2lvbih7IGNtZDogW1wicHl0aG9uM1wiLCBcIi1xXCJdIH0pO1xuICogYXdhaXQgcy5zZW5kKFwiMSsxXFxuXCIpO1xuICogYXdhaXQgcy53YWl0Rm9yKC9eMiQvbSwgeyB0aW1lb3V0TXM6IDUwMDAgfSk7XG4gKiBhd2FpdCBzLmtpbGwoKTtcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gY29ubmVjdChvcHRzOiBDb25uZWN0T3B0aW9ucyA9IHt9KTogUHJvbWlzZTxCZXJ0aD4ge1xuICBjb25zdCB3aGVyZSA9IHJlc29sdmVBZGRyZXNzKG9wdHMpO1xuICBjb25zdCBjb25uID0gb3B0cy5zdGFydCA9PT0gZmFsc2VcbiAgICA/IGF3YWl0IGNvbm5lY3RFeGlzdGluZyh3aGVyZSwgXCJsaWJcIilcbiAgICA6IGF3YWl0IGNvbm5lY3RPclN0YXJ0KHdoZXJlLCBcImxpYlwiKTtcbiAgcmV0dXJuIG5ldyBCZXJ0aChjb25uLCB7IHJlbW90ZTogd2hlcmUuaG9zdCAhPT0gdW5kZWZpbmVkIH0pO1xufVxuXG4vKipcbiAqIEEgY29ubmVjdGlvbiB0byBhIGRhZW1vbi4gQW55IG51bWJlciBvZiByZXF1ZXN0cyBtYXkgYmUgaW4gZmxpZ2h0IGF0XG4gKiBvbmNlLCBmcm9tIGFueSBudW1iZXIgb2Ygc2Vzc2lvbnM7IGVhY2ggZ2V0cyBpdHMgb3duIGFuc3dlci5cbiAqL1xuZXhwb3J0IGNsYXNzIEJlcnRoIHtcbiAgI2Nvbm46IENvbm5lY3Rpb247XG4gICNzdHJlYW1zID0gbmV3IE1hcDxudW1iZXIsIEV2ZW50U3RyZWFtPigpO1xuICAjcmVtb3RlOiBib29sZWFuO1xuXG4gIC8qKlxuICAgKiBXcmFwcyBhbiBvcGVuIGNvbm5lY3Rpb247IHNjcmlwdHMgdXNlIGBjb25uZWN0KClgLiBgcmVtb3RlYDogdGhlXG4gICAqIGRhZW1vbiBpcyBvbiBhbm90aGVyIGhvc3QsIHNvIG5ldyBzZXNzaW9ucyBnZXQgaXRzIGRpcmVjdG9yeSBhbmRcbiAgICogZW52aXJvbm1lbnQsIG5vdCB0aGlzIHByb2Nlc3Mncy5cbiAgICovXG4gIGNvbnN0cnVjdG9yKGNvbm46IENvbm5lY3Rpb24sIG9wdHM6IHsgcmVtb3RlPzogYm9vbGVhbiB9ID0ge30pIHtcbiAgICB0aGlzLiNjb25uID0gY29ubjtcbiAgICB0aGlzLiNyZW1vdGUgPSBvcHRzLnJlbW90ZSA/PyBmYWxzZTtcbiAgICBjb25uLm9uUHVzaCA9IChtc2cpID0+IHRoaXMuI3B1c2gobXNnKTtcbiAgICBjb25uLmNsb3NlZC50aGVuKCgpID0+IHtcbiAgICAgIGNvbnN0IGxvc3QgPSBuZXcgQ29ubmVjdGlvbkVycm9yKFxuICAgICAgICBcImNsb3NlZFwiLFxuICAgICAgICBcIlRoZSBkYWVtb24gY2xvc2VkIHRoZSBjb25uZWN0aW9uXCIsXG4gICAgICApO1xuICAgICAgZm9yIChjb25zdCBzIG9mIHRoaXMuI3N0cmVhbXMudmFsdWVzKCkpIHMuZmFpbChsb3N0KTtcbiAgICAgIHRoaXMuI3N0cmVhbXMuY2xlYXIoKTtcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBUaGUgZGFlbW9uJ3MgcGlkLiAqL1xuICBnZXQgZGFlbW9uUGlkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2Nvbm4uZGFlbW9uUGlkO1xuICB9XG5cbiAgLyoqIENyZWF0ZXMgYSBkZXRhY2hlZCBzZXNzaW9uIGFuZCByZXR1cm5zIGl0cyBoYW5kbGUuICovXG4gIGFzeW5jIG5ld1Nlc3Npb24ob3B0czogTmV3U2Vzc2lvbk9wdGlvbnMgPSB7fSk6IFByb21pc2U8U2Vzc2lvbkhhbmRsZT4ge1xuICAgIGNoZWNrRW52KG9wdHMuZW52KTtcbiAgICBjb25zdCBjcmVhdGVkID0gYXdhaXQgdGhpcy4jY29ubi5yZXF1ZXN0KHtcbiAgICAgIG9wOiBcIm5ld1wiLFxuICAgICAgbmFtZTogb3B0cy5uYW1lLFxuICAgICAgY21kOiBvcHRzLmNtZCxcbiAgICAgIGN3ZDogb3B0cy5jd2QgPz8gKHRoaXMuI3JlbW90ZSA/IHVuZGVmaW5lZCA6IERlbm8uY3dkKCkpLFxuICAgICAgZW52OiBvcHRzLmVudixcbiAgICAgIGJhc2VFbnY6IHRoaXMuI3JlbW90ZSA/IHVuZGVmaW5lZCA6IERlbm8uZW52LnRvT2JqZWN0KCksXG4gICAgICBjb2xzOiBvcHRzLmNvbHMgPz8gREVGQVVMVF9DT0xTLFxuICAgICAgcm93czogb3B0cy5yb3dzID8/IERFRkFVTFRfUk9XUyxcbiAgICAgIGtlZXA6IG9wdHMua2VlcCxcbiAgICAgIHNjcm9sbGJhY2s6IG9wdHMuc2Nyb2xsYmFjayxcbiAgICB9KTtcbiAgICByZXR1cm4gbmV3IFNlc3Npb25IYW5kbGUoXG4gICAgICB0aGlzLiNjb25uLFxuICAgICAgdGhpcy4jc3RyZWFtcyxcbiAgICAgIGNyZWF0ZWQubmFtZSxcbiAgICAgIGNyZWF0ZWQucGlkLFxuICAgICk7XG4gIH1cblxuICAvKiogQSBoYW5kbGUgb24gYW4gZXhpc3Rpbmcgc2Vzc2lvbiAobm90IGNoZWNrZWQgdW50aWwgaXQgaXMgdXNlZCkuICovXG4gIHNlc3Npb24obmFtZTogc3RyaW5nKTogU2Vzc2lvbkhhbmRsZSB7XG4gICAgcmV0dXJuIG5ldyBTZXNzaW9uSGFuZGxlKHRoaXMuI2Nvbm4sIHRoaXMuI3N0cmVhbXMsIG5hbWUpO1xuICB9XG5cbiAgLyoqXG4gICAqIEEgaGFuZGxlIG9uIHRoZSBwYW5lIHdpdGggaWQgYGlkYCAoYFwiJTNcImAsIGFzIGAje3BhbmVfaWR9YCBhbmRcbiAgICogYCRCRVJUSF9QQU5FYCBnaXZlIGl0KSwgaW4gd2hpY2hldmVyIHNlc3Npb246IGlkcyBhcmUgdW5pcXVlIGluIHRoZVxuICAgKiBkYWVtb24uIE5vdCBjaGVja2VkIHVudGlsIGl0IGlzIHVzZWQgKHRoZW4gXCJub3QtZm91bmRcIiBpZiB0aGVyZSBpcyBub1xuICAgKiBzdWNoIHBhbmUpOyB0aHJvd3MgYFJlcXVlc3RFcnJvcmAgXCJiYWQtcmVxdWVzdFwiIGF0IG9uY2UgZm9yIGFueXRoaW5nXG4gICAqIGJ1dCBgJU5gIChhIHNlc3Npb24ncyBgcGFuZSgpYCB0YWtlcyBgV0lORE9XLlBBTkVgKS5cbiAgICovXG4gIHBhbmUoaWQ6IHN0cmluZyk6IFBhbmVIYW5kbGUge1xuICAgIHJldHVybiBuZXcgUGFuZUhhbmRsZSh0aGlzLiNjb25uLCBpZCk7XG4gIH1cblxuICAvKiogRXZlcnkgc2Vzc2lvbiBvZiB0aGUgZGFlbW9uLCBvbGRlc3QgZmlyc3QuICovXG4gIGFzeW5jIGxpc3QoKTogUHJvbWlzZTxTZXNzaW9uSW5mb1tdPiB7XG4gICAgcmV0dXJuIChhd2FpdCB0aGlzLiNjb25uLnJlcXVlc3QoeyBvcDogXCJsc1wiIH0pKS5zZXNzaW9ucztcbiAgfVxuXG4gIC8qKlxuICAgKiBSdW5zIGBjbWRgIHRvIGl0cyBlbmQgaW4gYSBuZXcgc2Vzc2lvbiBhbmQgcmV0dXJucyBpdHMgZXhpdCBzdGF0dXMgYW5kXG4gICAqIGZpbmFsIHNjcmVlbjsgdGhlIHNlc3Npb24gaXMgcmVtb3ZlZCBhZnRlcndhcmRzLCB3aGF0ZXZlciBoYXBwZW5zLlxuICAgKiBSZWplY3RzIHdpdGggY29kZSBcInRpbWVvdXRcIiAoYWZ0ZXIga2lsbGluZyBpdCkgd2hlbiBgdGltZW91dE1zYCBwYXNzZXNcbiAgICogb3IgYHNpZ25hbGAgYWJvcnRzLlxuICAgKi9cbiAgYXN5bmMgcnVuKGNtZDogc3RyaW5nW10sIG9wdHM6IFJ1bk9wdGlvbnMgPSB7fSk6IFByb21pc2U8UnVuUmVzdWx0PiB7XG4gICAgY29uc3QgeyB0aW1lb3V0TXMsIHNpZ25hbCwgY2FwdHVyZTogXywgLi4uc2Vzc2lvbk9wdHMgfSA9IG9wdHM7XG4gICAgY29uc3Qgc2Vzc2lvbiA9IGF3YWl0IHRoaXMuI25ld1J1blNlc3Npb24oY21kLCBzZXNzaW9uT3B0cyk7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IHN0YXR1cyA9IGF3YWl0IHNlc3Npb24ud2FpdEV4aXQoeyB0aW1lb3V0TXMsIHNpZ25hbCB9KTtcbiAgICAgIGNvbnN0IHNjcmVlbiA9IGF3YWl0IHNlc3Npb24uY2FwdHVyZSh7IHNjcm9sbGJhY2s6IG9wdHMuY2FwdHVyZSB9KTtcbiAgICAgIHJldHVybiB7IHN0YXR1cywgc2NyZWVuIH07XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGF3YWl0IHNlc3Npb24ua2lsbCgpLmNhdGNoKCgpID0+IHt9KTtcbiAgICB9XG4gIH1cblxuICAvKiogQSBrZXB0IHNlc3Npb24gd2l0aCBhIGZyZXNoIG5hbWUsIGZvciBgcnVuKClgLiAqL1xuICBhc3luYyAjbmV3UnVuU2Vzc2lvbihcbiAgICBjbWQ6IHN0cmluZ1tdLFxuICAgIG9wdHM6IE5ld1Nlc3Npb25PcHRpb25zLFxuICApOiBQcm9taXNlPFNlc3Npb25IYW5kbGU+IHtcbiAgICBmb3IgKGxldCBhdHRlbXB0ID0gMDs7IGF0dGVtcHQrKykge1xuICAgICAgY29uc3QgbmFtZSA9IGBydW4tJHtEYXRlLm5vdygpLnRvU3RyaW5nKDM2KX0tJHtcbiAgICAgICAgTWF0aC5mbG9vcihNYXRoLnJhbmRvbSgpICogMzYgKiogNCkudG9TdHJpbmcoMzYpXG4gICAgICB9YDtcbiAgICAgIHRyeSB7XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLm5ld1Nlc3Npb24oeyAuLi5vcHRzLCBjbWQsIG5hbWUsIGtlZXA6IHRydWUgfSk7XG4gICAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgICAgY29uc3QgdGFrZW4gPSBlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IgJiYgZXJyLmNvZGUgPT09IFwiZXhpc3RzXCI7XG4gICAgICAgIGlmICghdGFrZW4gfHwgYXR0ZW1wdCA+PSA1KSB0aHJvdyBlcnI7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgLyoqIEVuZHMgZXZlcnkgc2Vzc2lvbiBhbmQgdGhlIGRhZW1vbi4gKi9cbiAgYXN5bmMga2lsbFNlcnZlcigpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBhd2FpdCB0aGlzLiNjb25uLnJlcXVlc3QoeyBvcDogXCJraWxsLXNlcnZlclwiIH0pO1xuICB9XG5cbiAgLyoqIENsb3NlcyB0aGUgY29ubmVjdGlvbjsgcmVzb2x2ZXMgb25jZSBpdCBpcyBjbG9zZWQuICovXG4gIGFzeW5jIGNsb3NlKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIHRoaXMuI2Nvbm4uY2xvc2UoKTtcbiAgICBhd2FpdCB0aGlzLiNjb25uLmNsb3NlZDtcbiAgfVxuXG4gIC8qKiBDbG9zZXMgdGhlIGNvbm5lY3Rpb246IGBhd2FpdCB1c2luZyBiZXJ0aCA9IGF3YWl0IGNvbm5lY3QoKWAuICovXG4gIGFzeW5jIFtTeW1ib2wuYXN5bmNEaXNwb3NlXSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBhd2FpdCB0aGlzLmNsb3NlKCk7XG4gIH1cblxuICAjcHVzaChtc2c6IFB1c2hNc2cpOiB2b2lkIHtcbiAgICBpZiAobXNnLnQgIT09IFwiZXZlbnRcIikgcmV0dXJuO1xuICAgIHRoaXMuI3N0cmVhbXMuZ2V0KG1zZy5pZCk/LnB1c2goeyAuLi5tc2cuZXZlbnQsIHRpbWU6IG1zZy50aW1lIH0pO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FHRCxTQUFTLGNBQWMsUUFBUSwwQkFBMEI7QUFDekQsU0FFRSxlQUFlLEVBRWYsWUFBWSxRQUNQLG1CQUFtQjtBQUMxQixTQUFTLGVBQWUsRUFBRSxjQUFjLFFBQVEscUJBQXFCO0FBRXJFLFNBQVMsVUFBVSxRQUFRLFlBQVk7QUFDdkMsU0FBNEMsYUFBYSxRQUFRLGVBQWU7QUFDaEYsU0FBUyxRQUFRLFFBQVEscUJBQXFCO0FBaUU5QyxNQUFNLGVBQWU7QUFDckIsTUFBTSxlQUFlO0FBRXJCOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sZUFBZSxRQUFRLE9BQXVCLENBQUMsQ0FBQztFQUNyRCxNQUFNLFFBQVEsZUFBZTtFQUM3QixNQUFNLE9BQU8sS0FBSyxLQUFLLEtBQUssUUFDeEIsTUFBTSxnQkFBZ0IsT0FBTyxTQUM3QixNQUFNLGVBQWUsT0FBTztFQUNoQyxPQUFPLElBQUksTUFBTSxNQUFNO0lBQUUsUUFBUSxNQUFNLElBQUksS0FBSztFQUFVO0FBQzVEO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxJQUFLLENBQWE7RUFDbEIsQ0FBQSxPQUFRLEdBQUcsSUFBSSxNQUEyQjtFQUMxQyxDQUFBLE1BQU8sQ0FBVTtFQUVqQjs7OztHQUlDLEdBQ0QsWUFBWSxJQUFnQixFQUFFLE9BQTZCLENBQUMsQ0FBQyxDQUFFO0lBQzdELElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxLQUFLLE1BQU0sSUFBSTtJQUM5QixLQUFLLE1BQU0sR0FBRyxDQUFDLE1BQVEsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0lBQ2xDLEtBQUssTUFBTSxDQUFDLElBQUksQ0FBQztNQUNmLE1BQU0sT0FBTyxJQUFJLGdCQUNmLFVBQ0E7TUFFRixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFJLEVBQUUsSUFBSSxDQUFDO01BQy9DLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0lBQ3JCO0VBQ0Y7RUFFQSxzQkFBc0IsR0FDdEIsSUFBSSxZQUFvQjtJQUN0QixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxTQUFTO0VBQzdCO0VBRUEsdURBQXVELEdBQ3ZELE1BQU0sV0FBVyxPQUEwQixDQUFDLENBQUMsRUFBMEI7SUFDckUsU0FBUyxLQUFLLEdBQUc7SUFDakIsTUFBTSxVQUFVLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE9BQU8sQ0FBQztNQUN2QyxJQUFJO01BQ0osTUFBTSxLQUFLLElBQUk7TUFDZixLQUFLLEtBQUssR0FBRztNQUNiLEtBQUssS0FBSyxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsWUFBWSxLQUFLLEdBQUcsRUFBRTtNQUN2RCxLQUFLLEtBQUssR0FBRztNQUNiLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLFlBQVksS0FBSyxHQUFHLENBQUMsUUFBUTtNQUNyRCxNQUFNLEtBQUssSUFBSSxJQUFJO01BQ25CLE1BQU0sS0FBSyxJQUFJLElBQUk7TUFDbkIsTUFBTSxLQUFLLElBQUk7TUFDZixZQUFZLEtBQUssVUFBVTtJQUM3QjtJQUNBLE9BQU8sSUFBSSxjQUNULElBQUksQ0FBQyxDQUFBLElBQUssRUFDVixJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQ2IsUUFBUSxJQUFJLEVBQ1osUUFBUSxHQUFHO0VBRWY7RUFFQSxvRUFBb0UsR0FDcEUsUUFBUSxJQUFZLEVBQWlCO0lBQ25DLE9BQU8sSUFBSSxjQUFjLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7RUFDdEQ7RUFFQTs7Ozs7O0dBTUMsR0FDRCxLQUFLLEVBQVUsRUFBYztJQUMzQixPQUFPLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7RUFDcEM7RUFFQSwrQ0FBK0MsR0FDL0MsTUFBTSxPQUErQjtJQUNuQyxPQUFPLENBQUMsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsT0FBTyxDQUFDO01BQUUsSUFBSTtJQUFLLEVBQUUsRUFBRSxRQUFRO0VBQzFEO0VBRUE7Ozs7O0dBS0MsR0FDRCxNQUFNLElBQUksR0FBYSxFQUFFLE9BQW1CLENBQUMsQ0FBQyxFQUFzQjtJQUNsRSxNQUFNLEVBQUUsU0FBUyxFQUFFLE1BQU0sRUFBRSxTQUFTLENBQUMsRUFBRSxHQUFHLGFBQWEsR0FBRztJQUMxRCxNQUFNLFVBQVUsTUFBTSxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUMsS0FBSztJQUMvQyxJQUFJO01BQ0YsTUFBTSxTQUFTLE1BQU0sUUFBUSxRQUFRLENBQUM7UUFBRTtRQUFXO01BQU87TUFDMUQsTUFBTSxTQUFTLE1BQU0sUUFBUSxPQUFPLENBQUM7UUFBRSxZQUFZLEtBQUssT0FBTztNQUFDO01BQ2hFLE9BQU87UUFBRTtRQUFRO01BQU87SUFDMUIsU0FBVTtNQUNSLE1BQU0sUUFBUSxJQUFJLEdBQUcsS0FBSyxDQUFDLEtBQU87SUFDcEM7RUFDRjtFQUVBLG1EQUFtRCxHQUNuRCxNQUFNLENBQUEsYUFBYyxDQUNsQixHQUFhLEVBQ2IsSUFBdUI7SUFFdkIsSUFBSyxJQUFJLFVBQVUsSUFBSSxVQUFXO01BQ2hDLE1BQU0sT0FBTyxDQUFDLElBQUksRUFBRSxLQUFLLEdBQUcsR0FBRyxRQUFRLENBQUMsSUFBSSxDQUFDLEVBQzNDLEtBQUssS0FBSyxDQUFDLEtBQUssTUFBTSxLQUFLLE1BQU0sR0FBRyxRQUFRLENBQUMsS0FDN0M7TUFDRixJQUFJO1FBQ0YsT0FBTyxNQUFNLElBQUksQ0FBQyxVQUFVLENBQUM7VUFBRSxHQUFHLElBQUk7VUFBRTtVQUFLO1VBQU0sTUFBTTtRQUFLO01BQ2hFLEVBQUUsT0FBTyxLQUFLO1FBQ1osTUFBTSxRQUFRLGVBQWUsZ0JBQWdCLElBQUksSUFBSSxLQUFLO1FBQzFELElBQUksQ0FBQyxTQUFTLFdBQVcsR0FBRyxNQUFNO01BQ3BDO0lBQ0Y7RUFDRjtFQUVBLHVDQUF1QyxHQUN2QyxNQUFNLGFBQTRCO0lBQ2hDLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE9BQU8sQ0FBQztNQUFFLElBQUk7SUFBYztFQUMvQztFQUVBLHVEQUF1RCxHQUN2RCxNQUFNLFFBQXVCO0lBQzNCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQ2hCLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU07RUFDekI7RUFFQSxrRUFBa0UsR0FDbEUsTUFBTSxDQUFDLE9BQU8sWUFBWSxDQUFDLEdBQWtCO0lBQzNDLE1BQU0sSUFBSSxDQUFDLEtBQUs7RUFDbEI7RUFFQSxDQUFBLElBQUssQ0FBQyxHQUFZO0lBQ2hCLElBQUksSUFBSSxDQUFDLEtBQUssU0FBUztJQUN2QixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLElBQUksRUFBRSxHQUFHLEtBQUs7TUFBRSxHQUFHLElBQUksS0FBSztNQUFFLE1BQU0sSUFBSSxJQUFJO0lBQUM7RUFDakU7QUFDRiJ9
// denoCacheMetadata=16348405960982441244,8983451794366172310