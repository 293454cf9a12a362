/**
 * `TargetHandle`: what a session handle and a pane handle share. Each
 * request is built here once, with the target the handle names: a
 * session's name (its active pane) or a pane's id (`%3`, whichever
 * window and session hold it).
 *
 * @module
 */ import { MAX_PASTE_BYTES, MAX_SIDE, MAX_STRING_ITEM, MAX_TIMEOUT_MS } from "../../protocol/limits.ts";
import { checkTarget, MAX_NAME } from "../../protocol/names.ts";
import { ConnectionError, RequestError } from "../connection.ts";
import { encodeKeys } from "../keys.ts";
/**
 * Largest piece of input sent in one request. The daemon refuses input
 * beyond what the program has not read yet (1 MiB); sending in pieces, each
 * after the previous one reached the pty, keeps a long paste under that.
 */ const SEND_CHUNK_BYTES = 64 * 1024;
/**
 * How long a listing waits for a dead pane's exit status. The daemon has
 * it at hand and answers at once; the limit only bounds the wait should
 * the pane be listed dead a moment before its output is all parsed.
 */ const DEAD_STATUS_MS = 1000;
/** Longest working directory the daemon parses (`validate.ts`'s default). */ const MAX_CWD = 4096;
/** Longest target the daemon parses (UTF-16 units, as `validate.ts`). */ const MAX_TARGET = MAX_NAME * 2 + 16;
/**
 * What sessions and panes have in common: type, press keys, paste, wait,
 * read the screen, split. `SessionHandle` aims these at the session's
 * active pane, `PaneHandle` at one pane. Methods reject with
 * `RequestError` (its `code` says why: "not-found", "exited", "timeout",
 * "busy" ...) or, when the daemon goes away, `ConnectionError`.
 */ export class TargetHandle {
  #conn;
  #target;
  /** Made by `Berth` and the handles; see `SessionHandle`, `PaneHandle`. */ constructor(conn, target){
    this.#conn = conn;
    this.#target = target;
  }
  /**
   * Kills it: `await using h = ...` cleans up after itself. A lost
   * connection is no error here (the daemon is gone, or was closed first).
   */ async [Symbol.asyncDispose]() {
    try {
      await this.kill();
    } catch (err) {
      if (!(err instanceof ConnectionError)) throw err;
    }
  }
  /**
   * Types `input` into the program: a string is sent as UTF-8, exactly as
   * given ("\n" is a line feed, which a shell takes as Enter). Resolves once
   * the bytes reached the pty.
   */ async send(input) {
    const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
    let off = 0;
    do {
      await this.request({
        op: "send",
        name: this.#target,
        data: bytes.subarray(off, off + SEND_CHUNK_BYTES)
      });
      off += SEND_CHUNK_BYTES;
    }while (off < bytes.length)
  }
  /**
   * Pastes `text` as a terminal would: its escape sequences and control
   * characters (but tab and line ends) removed, line ends sent as CR, and
   * wrapped as a bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`) when the
   * program asked for one, so pasted text can never run as typed commands.
   * At most 1 MiB (`MAX_PASTE_BYTES`), in one piece.
   */ async paste(text) {
    const data = new TextEncoder().encode(text);
    if (data.length > MAX_PASTE_BYTES) {
      throw new RequestError("bad-request", `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${data.length}`);
    }
    await this.request({
      op: "send",
      name: this.#target,
      data,
      paste: true
    });
  }
  /**
   * Presses named keys in order: `sendKeys("C-c")`, `sendKeys("Up", "Enter")`
   * (see `client/keys.ts` for the names). Cursor keys follow the program's
   * cursor-keys mode as its screen last showed it. Throws `KeyNameError` for
   * an unknown name, before sending anything.
   */ async sendKeys(...keys) {
    const { normal, cursorKeys } = encodeKeys(keys);
    await this.request({
      op: "send",
      name: this.#target,
      data: normal,
      cursorKeysData: cursorKeys ?? undefined
    });
  }
  /**
   * Resolves once the screen matches `pattern` (a RegExp, or a string
   * matched literally). The daemon checks its own screen model as output
   * arrives, so text that is shown only for a moment is still seen. Rejects
   * with code "exited" when the program (a pane's; a session's last) ends
   * first.
   */ async waitFor(pattern, opts = {}) {
    const re = typeof pattern === "string" ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : pattern;
    await this.#wait({
      text: {
        source: re.source,
        flags: re.flags
      }
    }, opts);
  }
  /** Resolves once the program has printed nothing for `quietMs`. */ async waitIdle(quietMs, opts = {}) {
    await this.#wait({
      idleMs: quietMs
    }, opts);
  }
  /**
   * Resolves with the exit status once the program has exited (at once
   * when it already has: a kept session, a dead pane, or one that ended
   * moments ago). A session's is its last pane's; a pane's is its own
   * program's, even after the pane closed.
   */ async waitExit(opts = {}) {
    const r = await this.#wait({
      exit: true
    }, opts);
    return r.exit;
  }
  /** The screen now: text lines, cells, cursor, title, and SGR lines. */ async capture(opts = {}) {
    const scrollback = opts.scrollback === "all" ? -1 : opts.scrollback ?? 0;
    const r = await this.request({
      op: "capture",
      name: this.#target,
      scrollback
    });
    return {
      ...r.screen,
      ansi: r.ansi,
      text: r.screen.lines.join("\n")
    };
  }
  /**
   * The lines as `berth capture` prints them (history first, when asked
   * for): text, no cells, so cheaper than `capture()` for reading output.
   * Rejects with `RequestError` "version" on a daemon older than these
   * options (`berth upgrade` replaces it).
   */ async lines(opts = {}) {
    const scrollback = opts.scrollback === "all" ? -1 : opts.scrollback ?? 0;
    // A daemon older than `lines` answers with the whole screen.
    const r = await this.request({
      op: "capture",
      name: this.#target,
      scrollback,
      lines: opts.ansi ? "ansi" : "text",
      ...opts.join ? {
        join: true
      } : {}
    });
    if (!("lines" in r) || opts.join && !r.joined) {
      throw new RequestError("version", "The running daemon is older than lines(); berth upgrade replaces it with this berth");
    }
    return r.lines;
  }
  /** The connection the handle's requests go over. */ get connection() {
    return this.#conn;
  }
  /** One request and its answer. */ request(req) {
    return this.#conn.request(req);
  }
  /**
   * A window or pane request (`split-window` ... `list-panes`), its target
   * `#target` or `sub` inside it (`SESSION:sub`). The daemon drops a
   * connection whose such request it cannot parse (a bad target, a size
   * out of range), which would fail every other request in flight: the
   * caller checks its numbers, this the target, and both throw
   * `RequestError` "bad-request" before anything is sent.
   */ paneRequest(req, sub) {
    const name = sub === undefined ? this.#target : `${this.#target}:${sub}`;
    const why = name.length > MAX_TARGET ? `Target ${name.slice(0, 40)}... is too long` : checkTarget(name);
    if (why) throw new RequestError("bad-request", why);
    return this.request({
      ...req,
      name
    });
  }
  /** `split-window` on the target's pane; the new pane's id and pid. */ async split(opts) {
    if (opts.size !== undefined && opts.percent !== undefined) {
      throw new RequestError("bad-request", "splitWindow() takes size or percent, not both");
    }
    checkInt("size", opts.size, 1, MAX_SIDE);
    checkInt("percent", opts.percent, 1, 99);
    checkLength("cwd", opts.cwd, MAX_CWD);
    checkEnv(opts.env);
    const made = await this.paneRequest({
      op: "split-window",
      kind: opts.horizontal ? "lr" : "tb",
      size: opts.size,
      percent: opts.percent,
      before: opts.before,
      detached: opts.detached,
      cmd: opts.cmd,
      cwd: opts.cwd,
      env: opts.env
    });
    return await this.#made(made);
  }
  /** `new-window` in the target's session; its pane's id and pid. */ async openWindow(opts) {
    checkLength("name", opts.name, MAX_NAME);
    checkLength("cwd", opts.cwd, MAX_CWD);
    checkEnv(opts.env);
    const made = await this.paneRequest({
      op: "new-window",
      windowName: opts.name,
      detached: opts.detached,
      cmd: opts.cmd,
      cwd: opts.cwd,
      env: opts.env
    });
    return await this.#made(made);
  }
  /**
   * The panes of the target's window (`sub`: of `SESSION:sub`'s), in
   * index order; `RequestError` "not-found" when there is none.
   */ async listPanes(sub) {
    const { panes, lines } = await this.paneRequest({
      op: "list-panes",
      format: "#{pane_title}"
    }, sub);
    return await Promise.all(panes.map(async (p, i)=>{
      const colon = p.target.indexOf(":");
      return {
        id: `%${p.id}`,
        index: p.index,
        session: p.target.slice(0, colon),
        window: Number(p.target.slice(colon + 1, p.target.lastIndexOf("."))),
        target: p.target,
        active: p.active,
        x: p.x,
        y: p.y,
        cols: p.cols,
        rows: p.rows,
        pid: p.pid,
        command: p.command,
        title: lines?.[i] ?? "",
        dead: p.dead,
        exit: p.dead ? await this.#deadStatus(p.id) : null
      };
    }));
  }
  /** The windows of the target's session, in index order. */ async listWindows() {
    const { windows, lines } = await this.paneRequest({
      op: "list-windows",
      format: "#{window_id}"
    });
    return windows.map(({ index, ...w }, i)=>({
        index,
        id: lines?.[i] ?? "",
        ...w
      }));
  }
  /**
   * A dead pane's exit status (a wait for its exit answers at once); null
   * when it went meanwhile.
   */ async #deadStatus(id) {
    try {
      const r = await this.request({
        op: "wait",
        name: `%${id}`,
        exit: true,
        timeoutMs: DEAD_STATUS_MS
      });
      return r.exit ?? null;
    } catch (err) {
      if (err instanceof RequestError) return null;
      throw err;
    }
  }
  /**
   * The id of a pane just made: in the answer, else (a daemon older than
   * `paneId`) found by the target the answer gave.
   */ async #made(made) {
    if (made.paneId !== undefined) {
      return {
        id: `%${made.paneId}`,
        pid: made.pid
      };
    }
    const { panes } = await this.request({
      op: "list-panes",
      name: made.target
    });
    const pane = panes.find((p)=>p.target === made.target);
    if (!pane) {
      throw new RequestError("not-found", `Pane ${made.target} ended as soon as it was made`);
    }
    return {
      id: `%${pane.id}`,
      pid: made.pid
    };
  }
  async #wait(cond, opts) {
    opts.signal?.throwIfAborted();
    checkMs("timeoutMs", opts.timeoutMs);
    checkMs("quietMs", cond.idleMs);
    const id = this.#conn.nextRequestId;
    const result = this.request({
      op: "wait",
      name: this.#target,
      ...cond,
      timeoutMs: opts.timeoutMs
    });
    const cancel = ()=>this.#conn.send({
        t: "unsubscribe",
        id
      }).catch(()=>{});
    opts.signal?.addEventListener("abort", cancel, {
      once: true
    });
    try {
      return await result;
    } finally{
      opts.signal?.removeEventListener("abort", cancel);
    }
  }
}
/**
 * Refuses a wait time the daemon could not arm (`MAX_TIMEOUT_MS`, about 24.8
 * days), before anything is sent: `RequestError` code "bad-request".
 */ function checkMs(name, ms) {
  if (ms === undefined) return;
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIMEOUT_MS) {
    throw new RequestError("bad-request", `${name} must be a whole number of ms from 0 to ${MAX_TIMEOUT_MS} (about 24.8 days), not ${ms}`);
  }
}
/**
 * Refuses a number the daemon would not parse (it drops the connection
 * then), before anything is sent: `RequestError` code "bad-request".
 */ export function checkInt(name, n, min, max) {
  if (n === undefined) return;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new RequestError("bad-request", `${name} must be a whole number from ${min} to ${max}, not ${n}`);
  }
}
/** Refuses a text longer than the daemon parses, as `checkInt` does. */ /**
 * Refuses an `env` the daemon could not parse (it drops the connection of
 * a request it cannot read): each name and value at most
 * `MAX_STRING_ITEM` characters. Names with `=` or NUL the daemon refuses
 * itself, in one line, when it starts the program.
 */ export function checkEnv(env) {
  for (const [name, value] of Object.entries(env ?? {})){
    checkLength("an env name", name, MAX_STRING_ITEM);
    checkLength(`env ${name.slice(0, 40)}`, value, MAX_STRING_ITEM);
  }
}
function checkLength(name, text, max) {
  if (text !== undefined && text.length > max) {
    throw new RequestError("bad-request", `${name} is at most ${max} characters long, not ${text.length}`);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9saWJyYXJ5L3RhcmdldF9oYW5kbGUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgVGFyZ2V0SGFuZGxlYDogd2hhdCBhIHNlc3Npb24gaGFuZGxlIGFuZCBhIHBhbmUgaGFuZGxlIHNoYXJlLiBFYWNoXG4gKiByZXF1ZXN0IGlzIGJ1aWx0IGhlcmUgb25jZSwgd2l0aCB0aGUgdGFyZ2V0IHRoZSBoYW5kbGUgbmFtZXM6IGFcbiAqIHNlc3Npb24ncyBuYW1lIChpdHMgYWN0aXZlIHBhbmUpIG9yIGEgcGFuZSdzIGlkIChgJTNgLCB3aGljaGV2ZXJcbiAqIHdpbmRvdyBhbmQgc2Vzc2lvbiBob2xkIGl0KS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUge1xuICBDYXB0dXJlQW5zd2VyLFxuICBFeGl0U3RhdHVzLFxuICBSZXF1ZXN0LFxuICBSZXNwb25zZXMsXG59IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgTUFYX1BBU1RFX0JZVEVTLFxuICBNQVhfU0lERSxcbiAgTUFYX1NUUklOR19JVEVNLFxuICBNQVhfVElNRU9VVF9NUyxcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuaW1wb3J0IHsgY2hlY2tUYXJnZXQsIE1BWF9OQU1FIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL25hbWVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFNjcmVlbkpzb24gfSBmcm9tIFwiLi4vLi4vdnQvdHlwZXMudHNcIjtcbmltcG9ydCB7XG4gIHR5cGUgQ29ubmVjdGlvbixcbiAgQ29ubmVjdGlvbkVycm9yLFxuICBSZXF1ZXN0RXJyb3IsXG59IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyBlbmNvZGVLZXlzIH0gZnJvbSBcIi4uL2tleXMudHNcIjtcblxuLyoqXG4gKiBMYXJnZXN0IHBpZWNlIG9mIGlucHV0IHNlbnQgaW4gb25lIHJlcXVlc3QuIFRoZSBkYWVtb24gcmVmdXNlcyBpbnB1dFxuICogYmV5b25kIHdoYXQgdGhlIHByb2dyYW0gaGFzIG5vdCByZWFkIHlldCAoMSBNaUIpOyBzZW5kaW5nIGluIHBpZWNlcywgZWFjaFxuICogYWZ0ZXIgdGhlIHByZXZpb3VzIG9uZSByZWFjaGVkIHRoZSBwdHksIGtlZXBzIGEgbG9uZyBwYXN0ZSB1bmRlciB0aGF0LlxuICovXG5jb25zdCBTRU5EX0NIVU5LX0JZVEVTID0gNjQgKiAxMDI0O1xuXG4vKipcbiAqIEhvdyBsb25nIGEgbGlzdGluZyB3YWl0cyBmb3IgYSBkZWFkIHBhbmUncyBleGl0IHN0YXR1cy4gVGhlIGRhZW1vbiBoYXNcbiAqIGl0IGF0IGhhbmQgYW5kIGFuc3dlcnMgYXQgb25jZTsgdGhlIGxpbWl0IG9ubHkgYm91bmRzIHRoZSB3YWl0IHNob3VsZFxuICogdGhlIHBhbmUgYmUgbGlzdGVkIGRlYWQgYSBtb21lbnQgYmVmb3JlIGl0cyBvdXRwdXQgaXMgYWxsIHBhcnNlZC5cbiAqL1xuY29uc3QgREVBRF9TVEFUVVNfTVMgPSAxMDAwO1xuXG4vKiogTG9uZ2VzdCB3b3JraW5nIGRpcmVjdG9yeSB0aGUgZGFlbW9uIHBhcnNlcyAoYHZhbGlkYXRlLnRzYCdzIGRlZmF1bHQpLiAqL1xuY29uc3QgTUFYX0NXRCA9IDQwOTY7XG5cbi8qKiBMb25nZXN0IHRhcmdldCB0aGUgZGFlbW9uIHBhcnNlcyAoVVRGLTE2IHVuaXRzLCBhcyBgdmFsaWRhdGUudHNgKS4gKi9cbmNvbnN0IE1BWF9UQVJHRVQgPSBNQVhfTkFNRSAqIDIgKyAxNjtcblxuLyoqIE9wdGlvbnMgb2YgdGhlIGB3YWl0KmAgbWV0aG9kcy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgV2FpdE9wdGlvbnMge1xuICAvKiogR2l2ZSB1cCBhZnRlciB0aGlzIG1hbnkgbXMgKGBSZXF1ZXN0RXJyb3JgIGNvZGUgXCJ0aW1lb3V0XCIpLiAqL1xuICB0aW1lb3V0TXM/OiBudW1iZXI7XG4gIC8qKiBDYW5jZWxzIHRoZSB3YWl0IChgUmVxdWVzdEVycm9yYCBjb2RlIFwidGltZW91dFwiKS4gKi9cbiAgc2lnbmFsPzogQWJvcnRTaWduYWw7XG59XG5cbi8qKiBXaGF0IGBjYXB0dXJlKClgIHJldHVybnM6IHRoZSBzY3JlZW4sIGFzIGBiZXJ0aCBjYXB0dXJlIC0tanNvbmAgcHJpbnRzIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBDYXB0dXJlIGV4dGVuZHMgU2NyZWVuSnNvbiB7XG4gIC8qKiBUaGUgcm93cyAoc2Nyb2xsYmFjayBmaXJzdCwgd2hlbiBhc2tlZCBmb3IpIHdpdGggU0dSIGVzY2FwZXMuICovXG4gIGFuc2k6IHN0cmluZ1tdO1xuICAvKiogYGxpbmVzYCBqb2luZWQgYnkgXCJcXG5cIjogdGhlIHNjcmVlbiBhcyBgYmVydGggY2FwdHVyZWAgcHJpbnRzIGl0LiAqL1xuICB0ZXh0OiBzdHJpbmc7XG59XG5cbi8qKiBPcHRpb25zIG9mIGBjYXB0dXJlKClgLiAqL1xuZXhwb3J0IGludGVyZmFjZSBDYXB0dXJlT3B0aW9ucyB7XG4gIC8qKiBIaXN0b3J5IGxpbmVzIGFib3ZlIHRoZSBzY3JlZW46IGEgY291bnQsIG9yIFwiYWxsXCIuIERlZmF1bHQgMC4gKi9cbiAgc2Nyb2xsYmFjaz86IG51bWJlciB8IFwiYWxsXCI7XG59XG5cbi8qKiBPcHRpb25zIG9mIGBsaW5lcygpYC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgTGluZXNPcHRpb25zIGV4dGVuZHMgQ2FwdHVyZU9wdGlvbnMge1xuICAvKiogV2l0aCBTR1IgZXNjYXBlcywgYXMgYGJlcnRoIGNhcHR1cmUgLS1hbnNpYCBwcmludHMgdGhlbS4gKi9cbiAgYW5zaT86IGJvb2xlYW47XG4gIC8qKlxuICAgKiBSb3dzIHRoZSB0ZXJtaW5hbCB3cmFwcGVkIGpvaW5lZCBpbnRvIHRoZSBsaW5lcyB0aGUgcHJvZ3JhbSB3cm90ZSwgYXNcbiAgICogYGJlcnRoIGNhcHR1cmUgLS1qb2luYCAoYSBsb25nIGxpbmUgY29tZXMgb3V0IHdob2xlKS5cbiAgICovXG4gIGpvaW4/OiBib29sZWFuO1xufVxuXG4vKiogV2hhdCBhIG5ldyBwYW5lIHJ1bnMsIGFuZCB3aGVyZSAoYG5ld1dpbmRvdygpYCwgYHNwbGl0V2luZG93KClgKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgTmV3UGFuZU9wdGlvbnMge1xuICAvKipcbiAgICogUHJvZ3JhbSBhbmQgYXJndW1lbnRzLCBydW4gYXMgZ2l2ZW4gKG5vIHNoZWxsKTsgdGhlIHNlc3Npb24ncyBjb21tYW5kXG4gICAqIHdoZW4gYWJzZW50IChhcyB0aGUgQ0xJJ3MpLlxuICAgKi9cbiAgY21kPzogc3RyaW5nW107XG4gIC8qKiBXb3JraW5nIGRpcmVjdG9yeTsgZGVmYXVsdCB0aGUgZGlyZWN0b3J5IHRoZSBzZXNzaW9uIHN0YXJ0ZWQgaW4uICovXG4gIGN3ZD86IHN0cmluZztcbiAgLyoqXG4gICAqIEFkZGVkIHRvIHRoZSBzZXNzaW9uJ3MgZW52aXJvbm1lbnQgZm9yIHRoaXMgcHJvZ3JhbSBvbmx5ICh0aGUgQ0xJJ3NcbiAgICogYC1lIFZBUj1WQUxgKTsgdGhlIHJlc3QgaXMgdGhlIHNlc3Npb24ncywgYXMgdG11eCBnaXZlcyBhIG5ldyBwYW5lLlxuICAgKi9cbiAgZW52PzogUmVjb3JkPHN0cmluZywgc3RyaW5nPjtcbiAgLyoqXG4gICAqIEtlZXAgd2hhdCBpcyBzaG93bjogYHNwbGl0V2luZG93KClgIGxlYXZlcyB0aGUgc3BsaXQgcGFuZSBhY3RpdmUsXG4gICAqIGBuZXdXaW5kb3coKWAgZG9lcyBub3Qgc2hvdyB0aGUgbmV3IHdpbmRvdyAodGhlIENMSSdzIGAtZGApLlxuICAgKi9cbiAgZGV0YWNoZWQ/OiBib29sZWFuO1xufVxuXG4vKipcbiAqIE9wdGlvbnMgb2YgYHNwbGl0V2luZG93KClgOiBhcyBgYmVydGggc3BsaXQtd2luZG93YCdzLCB3aGljaCBhcmUgdG11eCdzLlxuICogV2l0aG91dCBgc2l6ZWAgb3IgYHBlcmNlbnRgLCB0aGUgcGFuZSBzcGxpdCBpcyBoYWx2ZWQuXG4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU3BsaXRPcHRpb25zIGV4dGVuZHMgTmV3UGFuZU9wdGlvbnMge1xuICAvKipcbiAgICogU2lkZSBieSBzaWRlOiB0aGUgbmV3IHBhbmUgZ29lcyByaWdodCBvZiB0aGUgb25lIHNwbGl0ICh0bXV4J3MgYC1oYCk7XG4gICAqIGRlZmF1bHQgZmFsc2UsIGJlbG93IGl0IChgLXZgKS5cbiAgICovXG4gIGhvcml6b250YWw/OiBib29sZWFuO1xuICAvKiogUHV0IHRoZSBuZXcgcGFuZSBsZWZ0IG9mIG9yIGFib3ZlIHRoZSBvbmUgc3BsaXQgKGAtYmApLiAqL1xuICBiZWZvcmU/OiBib29sZWFuO1xuICAvKiogVGhlIG5ldyBwYW5lJ3Mgd2lkdGggKGhvcml6b250YWwpIG9yIGhlaWdodCBpbiBjZWxscyAoYC1sYCksIDEtNDA5Ni4gKi9cbiAgc2l6ZT86IG51bWJlcjtcbiAgLyoqIC4uLiBvciBpbiBwZXJjZW50IG9mIHRoZSBwYW5lIHNwbGl0IChgLXBgKSwgMS05OS4gKi9cbiAgcGVyY2VudD86IG51bWJlcjtcbn1cblxuLyoqIFdoYXQgYSBzcGxpdCBvciBhIG5ldyB3aW5kb3cgbWFkZTogaXRzIHBhbmUncyBpZCAoYCVOYCkgYW5kIHByb2dyYW0uICovXG5leHBvcnQgaW50ZXJmYWNlIE1hZGVQYW5lIHtcbiAgaWQ6IHN0cmluZztcbiAgcGlkOiBudW1iZXI7XG59XG5cbi8qKlxuICogQSBwYW5lLCBhcyBgbGlzdC1wYW5lc2Agc2hvd3MgaXQgKGBiZXJ0aCBsaXN0LXBhbmVzIC0tanNvbmApLCB3aXRoIGl0c1xuICogcGxhY2UsIHRpdGxlIGFuZCBleGl0IHN0YXR1cy5cbiAqL1xuZXhwb3J0IGludGVyZmFjZSBQYW5lTGlzdGluZyB7XG4gIC8qKiBJdHMgaWQgKHRtdXgncyBgJU5gKTogdW5pcXVlIGluIHRoZSBkYWVtb24sIG5ldmVyIHJldXNlZC4gKi9cbiAgaWQ6IHN0cmluZztcbiAgLyoqIEl0cyBudW1iZXIgaW4gaXRzIHdpbmRvdywgZnJvbSAwIChjaGFuZ2VzIGFzIHBhbmVzIGNvbWUgYW5kIGdvKS4gKi9cbiAgaW5kZXg6IG51bWJlcjtcbiAgLyoqIEl0cyBzZXNzaW9uJ3MgbmFtZSBhbmQgaXRzIHdpbmRvdydzIGluZGV4LiAqL1xuICBzZXNzaW9uOiBzdHJpbmc7XG4gIHdpbmRvdzogbnVtYmVyO1xuICAvKiogYFNFU1NJT046V0lORE9XLlBBTkVgLiAqL1xuICB0YXJnZXQ6IHN0cmluZztcbiAgLyoqIEl0cyB3aW5kb3cncyBhY3RpdmUgcGFuZS4gKi9cbiAgYWN0aXZlOiBib29sZWFuO1xuICAvKiogSXRzIHBsYWNlIGFuZCBzaXplIGluIGl0cyB3aW5kb3csIGluIGNlbGxzLiAqL1xuICB4OiBudW1iZXI7XG4gIHk6IG51bWJlcjtcbiAgY29sczogbnVtYmVyO1xuICByb3dzOiBudW1iZXI7XG4gIC8qKiBJdHMgcHJvZ3JhbSdzIHBpZCwgYW5kIHdoYXQgaXQgcnVucy4gKi9cbiAgcGlkOiBudW1iZXI7XG4gIGNvbW1hbmQ6IHN0cmluZ1tdO1xuICAvKipcbiAgICogQXMgdG11eCdzIGAje3BhbmVfdGl0bGV9YDogdGhlIHRpdGxlIGl0cyBwcm9ncmFtIHNldCwgZWxzZSB0aGUgaG9zdCdzXG4gICAqIG5hbWUgKFwiXCIgZnJvbSBhIGRhZW1vbiBvbGRlciB0aGFuIGAtRmApLlxuICAgKi9cbiAgdGl0bGU6IHN0cmluZztcbiAgLyoqIEl0cyBwcm9ncmFtIGhhcyBleGl0ZWQgYW5kIGl0IHN0YXlzIChgcmVtYWluLW9uLWV4aXRgKS4gKi9cbiAgZGVhZDogYm9vbGVhbjtcbiAgLyoqIEhvdyBpdHMgcHJvZ3JhbSBlbmRlZCwgd2hlbiBpdCBpcyBkZWFkOyBlbHNlIG51bGwuICovXG4gIGV4aXQ6IEV4aXRTdGF0dXMgfCBudWxsO1xufVxuXG4vKiogQSB3aW5kb3csIGFzIGBsaXN0LXdpbmRvd3NgIHNob3dzIGl0IChgYmVydGggbGlzdC13aW5kb3dzIC0tanNvbmApLiAqL1xuZXhwb3J0IGludGVyZmFjZSBXaW5kb3dMaXN0aW5nIHtcbiAgLyoqIEl0cyBudW1iZXIgaW4gdGhlIHNlc3Npb24gKHRtdXgncyBgI0lgKS4gKi9cbiAgaW5kZXg6IG51bWJlcjtcbiAgLyoqIEl0cyBpZCAodG11eCdzIGBATmA7IFwiXCIgZnJvbSBhIGRhZW1vbiBvbGRlciB0aGFuIGAtRmApLiAqL1xuICBpZDogc3RyaW5nO1xuICBuYW1lOiBzdHJpbmc7XG4gIC8qKiBUaGUgd2luZG93IHNob3duLiAqL1xuICBhY3RpdmU6IGJvb2xlYW47XG4gIC8qKiBIb3cgbWFueSBwYW5lcyBpdCBob2xkcy4gKi9cbiAgcGFuZXM6IG51bWJlcjtcbiAgLyoqIEl0cyBzaXplIChhYnNlbnQgZnJvbSBkYWVtb25zIGJlZm9yZSBpdCB3YXMgc2VudCkuICovXG4gIGNvbHM/OiBudW1iZXI7XG4gIHJvd3M/OiBudW1iZXI7XG59XG5cbi8qKlxuICogV2hhdCBzZXNzaW9ucyBhbmQgcGFuZXMgaGF2ZSBpbiBjb21tb246IHR5cGUsIHByZXNzIGtleXMsIHBhc3RlLCB3YWl0LFxuICogcmVhZCB0aGUgc2NyZWVuLCBzcGxpdC4gYFNlc3Npb25IYW5kbGVgIGFpbXMgdGhlc2UgYXQgdGhlIHNlc3Npb24nc1xuICogYWN0aXZlIHBhbmUsIGBQYW5lSGFuZGxlYCBhdCBvbmUgcGFuZS4gTWV0aG9kcyByZWplY3Qgd2l0aFxuICogYFJlcXVlc3RFcnJvcmAgKGl0cyBgY29kZWAgc2F5cyB3aHk6IFwibm90LWZvdW5kXCIsIFwiZXhpdGVkXCIsIFwidGltZW91dFwiLFxuICogXCJidXN5XCIgLi4uKSBvciwgd2hlbiB0aGUgZGFlbW9uIGdvZXMgYXdheSwgYENvbm5lY3Rpb25FcnJvcmAuXG4gKi9cbmV4cG9ydCBhYnN0cmFjdCBjbGFzcyBUYXJnZXRIYW5kbGUge1xuICAjY29ubjogQ29ubmVjdGlvbjtcbiAgI3RhcmdldDogc3RyaW5nO1xuXG4gIC8qKiBNYWRlIGJ5IGBCZXJ0aGAgYW5kIHRoZSBoYW5kbGVzOyBzZWUgYFNlc3Npb25IYW5kbGVgLCBgUGFuZUhhbmRsZWAuICovXG4gIGNvbnN0cnVjdG9yKGNvbm46IENvbm5lY3Rpb24sIHRhcmdldDogc3RyaW5nKSB7XG4gICAgdGhpcy4jY29ubiA9IGNvbm47XG4gICAgdGhpcy4jdGFyZ2V0ID0gdGFyZ2V0O1xuICB9XG5cbiAgLyoqIEVuZHMgd2hhdCB0aGUgaGFuZGxlIG5hbWVzIChzZWUgYFNlc3Npb25IYW5kbGVgLCBgUGFuZUhhbmRsZWApLiAqL1xuICBhYnN0cmFjdCBraWxsKCk6IFByb21pc2U8dm9pZD47XG5cbiAgLyoqXG4gICAqIEtpbGxzIGl0OiBgYXdhaXQgdXNpbmcgaCA9IC4uLmAgY2xlYW5zIHVwIGFmdGVyIGl0c2VsZi4gQSBsb3N0XG4gICAqIGNvbm5lY3Rpb24gaXMgbm8gZXJyb3IgaGVyZSAodGhlIGRhZW1vbiBpcyBnb25lLCBvciB3YXMgY2xvc2VkIGZpcnN0KS5cbiAgICovXG4gIGFzeW5jIFtTeW1ib2wuYXN5bmNEaXNwb3NlXSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0cnkge1xuICAgICAgYXdhaXQgdGhpcy5raWxsKCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBDb25uZWN0aW9uRXJyb3IpKSB0aHJvdyBlcnI7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFR5cGVzIGBpbnB1dGAgaW50byB0aGUgcHJvZ3JhbTogYSBzdHJpbmcgaXMgc2VudCBhcyBVVEYtOCwgZXhhY3RseSBhc1xuICAgKiBnaXZlbiAoXCJcXG5cIiBpcyBhIGxpbmUgZmVlZCwgd2hpY2ggYSBzaGVsbCB0YWtlcyBhcyBFbnRlcikuIFJlc29sdmVzIG9uY2VcbiAgICogdGhlIGJ5dGVzIHJlYWNoZWQgdGhlIHB0eS5cbiAgICovXG4gIGFzeW5jIHNlbmQoaW5wdXQ6IHN0cmluZyB8IFVpbnQ4QXJyYXkpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBieXRlcyA9IHR5cGVvZiBpbnB1dCA9PT0gXCJzdHJpbmdcIlxuICAgICAgPyBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoaW5wdXQpXG4gICAgICA6IGlucHV0O1xuICAgIGxldCBvZmYgPSAwO1xuICAgIGRvIHtcbiAgICAgIGF3YWl0IHRoaXMucmVxdWVzdCh7XG4gICAgICAgIG9wOiBcInNlbmRcIixcbiAgICAgICAgbmFtZTogdGhpcy4jdGFyZ2V0LFxuICAgICAgICBkYXRhOiBieXRlcy5zdWJhcnJheShvZmYsIG9mZiArIFNFTkRfQ0hVTktfQllURVMpLFxuICAgICAgfSk7XG4gICAgICBvZmYgKz0gU0VORF9DSFVOS19CWVRFUztcbiAgICB9IHdoaWxlIChvZmYgPCBieXRlcy5sZW5ndGgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFBhc3RlcyBgdGV4dGAgYXMgYSB0ZXJtaW5hbCB3b3VsZDogaXRzIGVzY2FwZSBzZXF1ZW5jZXMgYW5kIGNvbnRyb2xcbiAgICogY2hhcmFjdGVycyAoYnV0IHRhYiBhbmQgbGluZSBlbmRzKSByZW1vdmVkLCBsaW5lIGVuZHMgc2VudCBhcyBDUiwgYW5kXG4gICAqIHdyYXBwZWQgYXMgYSBicmFja2V0ZWQgcGFzdGUgKGBFU0MgWyAyMDAgfmAgLi4uIGBFU0MgWyAyMDEgfmApIHdoZW4gdGhlXG4gICAqIHByb2dyYW0gYXNrZWQgZm9yIG9uZSwgc28gcGFzdGVkIHRleHQgY2FuIG5ldmVyIHJ1biBhcyB0eXBlZCBjb21tYW5kcy5cbiAgICogQXQgbW9zdCAxIE1pQiAoYE1BWF9QQVNURV9CWVRFU2ApLCBpbiBvbmUgcGllY2UuXG4gICAqL1xuICBhc3luYyBwYXN0ZSh0ZXh0OiBzdHJpbmcpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBkYXRhID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHRleHQpO1xuICAgIGlmIChkYXRhLmxlbmd0aCA+IE1BWF9QQVNURV9CWVRFUykge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RFcnJvcihcbiAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICBgQSBwYXN0ZSBob2xkcyBhdCBtb3N0ICR7TUFYX1BBU1RFX0JZVEVTfSBieXRlcywgbm90ICR7ZGF0YS5sZW5ndGh9YCxcbiAgICAgICk7XG4gICAgfVxuICAgIGF3YWl0IHRoaXMucmVxdWVzdCh7IG9wOiBcInNlbmRcIiwgbmFtZTogdGhpcy4jdGFyZ2V0LCBkYXRhLCBwYXN0ZTogdHJ1ZSB9KTtcbiAgfVxuXG4gIC8qKlxuICAgKiBQcmVzc2VzIG5hbWVkIGtleXMgaW4gb3JkZXI6IGBzZW5kS2V5cyhcIkMtY1wiKWAsIGBzZW5kS2V5cyhcIlVwXCIsIFwiRW50ZXJcIilgXG4gICAqIChzZWUgYGNsaWVudC9rZXlzLnRzYCBmb3IgdGhlIG5hbWVzKS4gQ3Vyc29yIGtleXMgZm9sbG93IHRoZSBwcm9ncmFtJ3NcbiAgICogY3Vyc29yLWtleXMgbW9kZSBhcyBpdHMgc2NyZWVuIGxhc3Qgc2hvd2VkIGl0LiBUaHJvd3MgYEtleU5hbWVFcnJvcmAgZm9yXG4gICAqIGFuIHVua25vd24gbmFtZSwgYmVmb3JlIHNlbmRpbmcgYW55dGhpbmcuXG4gICAqL1xuICBhc3luYyBzZW5kS2V5cyguLi5rZXlzOiBzdHJpbmdbXSk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IHsgbm9ybWFsLCBjdXJzb3JLZXlzIH0gPSBlbmNvZGVLZXlzKGtleXMpO1xuICAgIGF3YWl0IHRoaXMucmVxdWVzdCh7XG4gICAgICBvcDogXCJzZW5kXCIsXG4gICAgICBuYW1lOiB0aGlzLiN0YXJnZXQsXG4gICAgICBkYXRhOiBub3JtYWwsXG4gICAgICBjdXJzb3JLZXlzRGF0YTogY3Vyc29yS2V5cyA/PyB1bmRlZmluZWQsXG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogUmVzb2x2ZXMgb25jZSB0aGUgc2NyZWVuIG1hdGNoZXMgYHBhdHRlcm5gIChhIFJlZ0V4cCwgb3IgYSBzdHJpbmdcbiAgICogbWF0Y2hlZCBsaXRlcmFsbHkpLiBUaGUgZGFlbW9uIGNoZWNrcyBpdHMgb3duIHNjcmVlbiBtb2RlbCBhcyBvdXRwdXRcbiAgICogYXJyaXZlcywgc28gdGV4dCB0aGF0IGlzIHNob3duIG9ubHkgZm9yIGEgbW9tZW50IGlzIHN0aWxsIHNlZW4uIFJlamVjdHNcbiAgICogd2l0aCBjb2RlIFwiZXhpdGVkXCIgd2hlbiB0aGUgcHJvZ3JhbSAoYSBwYW5lJ3M7IGEgc2Vzc2lvbidzIGxhc3QpIGVuZHNcbiAgICogZmlyc3QuXG4gICAqL1xuICBhc3luYyB3YWl0Rm9yKFxuICAgIHBhdHRlcm46IFJlZ0V4cCB8IHN0cmluZyxcbiAgICBvcHRzOiBXYWl0T3B0aW9ucyA9IHt9LFxuICApOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCByZSA9IHR5cGVvZiBwYXR0ZXJuID09PSBcInN0cmluZ1wiXG4gICAgICA/IG5ldyBSZWdFeHAocGF0dGVybi5yZXBsYWNlKC9bLiorP14ke30oKXxbXFxdXFxcXF0vZywgXCJcXFxcJCZcIikpXG4gICAgICA6IHBhdHRlcm47XG4gICAgYXdhaXQgdGhpcy4jd2FpdCh7IHRleHQ6IHsgc291cmNlOiByZS5zb3VyY2UsIGZsYWdzOiByZS5mbGFncyB9IH0sIG9wdHMpO1xuICB9XG5cbiAgLyoqIFJlc29sdmVzIG9uY2UgdGhlIHByb2dyYW0gaGFzIHByaW50ZWQgbm90aGluZyBmb3IgYHF1aWV0TXNgLiAqL1xuICBhc3luYyB3YWl0SWRsZShxdWlldE1zOiBudW1iZXIsIG9wdHM6IFdhaXRPcHRpb25zID0ge30pOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBhd2FpdCB0aGlzLiN3YWl0KHsgaWRsZU1zOiBxdWlldE1zIH0sIG9wdHMpO1xuICB9XG5cbiAgLyoqXG4gICAqIFJlc29sdmVzIHdpdGggdGhlIGV4aXQgc3RhdHVzIG9uY2UgdGhlIHByb2dyYW0gaGFzIGV4aXRlZCAoYXQgb25jZVxuICAgKiB3aGVuIGl0IGFscmVhZHkgaGFzOiBhIGtlcHQgc2Vzc2lvbiwgYSBkZWFkIHBhbmUsIG9yIG9uZSB0aGF0IGVuZGVkXG4gICAqIG1vbWVudHMgYWdvKS4gQSBzZXNzaW9uJ3MgaXMgaXRzIGxhc3QgcGFuZSdzOyBhIHBhbmUncyBpcyBpdHMgb3duXG4gICAqIHByb2dyYW0ncywgZXZlbiBhZnRlciB0aGUgcGFuZSBjbG9zZWQuXG4gICAqL1xuICBhc3luYyB3YWl0RXhpdChvcHRzOiBXYWl0T3B0aW9ucyA9IHt9KTogUHJvbWlzZTxFeGl0U3RhdHVzPiB7XG4gICAgY29uc3QgciA9IGF3YWl0IHRoaXMuI3dhaXQoeyBleGl0OiB0cnVlIH0sIG9wdHMpO1xuICAgIHJldHVybiByLmV4aXQhO1xuICB9XG5cbiAgLyoqIFRoZSBzY3JlZW4gbm93OiB0ZXh0IGxpbmVzLCBjZWxscywgY3Vyc29yLCB0aXRsZSwgYW5kIFNHUiBsaW5lcy4gKi9cbiAgYXN5bmMgY2FwdHVyZShvcHRzOiBDYXB0dXJlT3B0aW9ucyA9IHt9KTogUHJvbWlzZTxDYXB0dXJlPiB7XG4gICAgY29uc3Qgc2Nyb2xsYmFjayA9IG9wdHMuc2Nyb2xsYmFjayA9PT0gXCJhbGxcIiA/IC0xIDogb3B0cy5zY3JvbGxiYWNrID8/IDA7XG4gICAgY29uc3QgciA9IGF3YWl0IHRoaXMucmVxdWVzdCh7XG4gICAgICBvcDogXCJjYXB0dXJlXCIsXG4gICAgICBuYW1lOiB0aGlzLiN0YXJnZXQsXG4gICAgICBzY3JvbGxiYWNrLFxuICAgIH0pO1xuICAgIHJldHVybiB7IC4uLnIuc2NyZWVuLCBhbnNpOiByLmFuc2ksIHRleHQ6IHIuc2NyZWVuLmxpbmVzLmpvaW4oXCJcXG5cIikgfTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgbGluZXMgYXMgYGJlcnRoIGNhcHR1cmVgIHByaW50cyB0aGVtIChoaXN0b3J5IGZpcnN0LCB3aGVuIGFza2VkXG4gICAqIGZvcik6IHRleHQsIG5vIGNlbGxzLCBzbyBjaGVhcGVyIHRoYW4gYGNhcHR1cmUoKWAgZm9yIHJlYWRpbmcgb3V0cHV0LlxuICAgKiBSZWplY3RzIHdpdGggYFJlcXVlc3RFcnJvcmAgXCJ2ZXJzaW9uXCIgb24gYSBkYWVtb24gb2xkZXIgdGhhbiB0aGVzZVxuICAgKiBvcHRpb25zIChgYmVydGggdXBncmFkZWAgcmVwbGFjZXMgaXQpLlxuICAgKi9cbiAgYXN5bmMgbGluZXMob3B0czogTGluZXNPcHRpb25zID0ge30pOiBQcm9taXNlPHN0cmluZ1tdPiB7XG4gICAgY29uc3Qgc2Nyb2xsYmFjayA9IG9wdHMuc2Nyb2xsYmFjayA9PT0gXCJhbGxcIiA/IC0xIDogb3B0cy5zY3JvbGxiYWNrID8/IDA7XG4gICAgLy8gQSBkYWVtb24gb2xkZXIgdGhhbiBgbGluZXNgIGFuc3dlcnMgd2l0aCB0aGUgd2hvbGUgc2NyZWVuLlxuICAgIGNvbnN0IHIgPSAoYXdhaXQgdGhpcy5yZXF1ZXN0KHtcbiAgICAgIG9wOiBcImNhcHR1cmVcIixcbiAgICAgIG5hbWU6IHRoaXMuI3RhcmdldCxcbiAgICAgIHNjcm9sbGJhY2ssXG4gICAgICBsaW5lczogb3B0cy5hbnNpID8gXCJhbnNpXCIgOiBcInRleHRcIixcbiAgICAgIC4uLihvcHRzLmpvaW4gPyB7IGpvaW46IHRydWUgfSA6IHt9KSxcbiAgICB9KSkgYXMgQ2FwdHVyZUFuc3dlcjtcbiAgICBpZiAoIShcImxpbmVzXCIgaW4gcikgfHwgKG9wdHMuam9pbiAmJiAhci5qb2luZWQpKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEVycm9yKFxuICAgICAgICBcInZlcnNpb25cIixcbiAgICAgICAgXCJUaGUgcnVubmluZyBkYWVtb24gaXMgb2xkZXIgdGhhbiBsaW5lcygpOyBiZXJ0aCB1cGdyYWRlIHJlcGxhY2VzIGl0IHdpdGggdGhpcyBiZXJ0aFwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIHIubGluZXM7XG4gIH1cblxuICAvKiogVGhlIGNvbm5lY3Rpb24gdGhlIGhhbmRsZSdzIHJlcXVlc3RzIGdvIG92ZXIuICovXG4gIHByb3RlY3RlZCBnZXQgY29ubmVjdGlvbigpOiBDb25uZWN0aW9uIHtcbiAgICByZXR1cm4gdGhpcy4jY29ubjtcbiAgfVxuXG4gIC8qKiBPbmUgcmVxdWVzdCBhbmQgaXRzIGFuc3dlci4gKi9cbiAgcHJvdGVjdGVkIHJlcXVlc3Q8UiBleHRlbmRzIFJlcXVlc3Q+KHJlcTogUik6IFByb21pc2U8UmVzcG9uc2VzW1JbXCJvcFwiXV0+IHtcbiAgICByZXR1cm4gdGhpcy4jY29ubi5yZXF1ZXN0KHJlcSk7XG4gIH1cblxuICAvKipcbiAgICogQSB3aW5kb3cgb3IgcGFuZSByZXF1ZXN0IChgc3BsaXQtd2luZG93YCAuLi4gYGxpc3QtcGFuZXNgKSwgaXRzIHRhcmdldFxuICAgKiBgI3RhcmdldGAgb3IgYHN1YmAgaW5zaWRlIGl0IChgU0VTU0lPTjpzdWJgKS4gVGhlIGRhZW1vbiBkcm9wcyBhXG4gICAqIGNvbm5lY3Rpb24gd2hvc2Ugc3VjaCByZXF1ZXN0IGl0IGNhbm5vdCBwYXJzZSAoYSBiYWQgdGFyZ2V0LCBhIHNpemVcbiAgICogb3V0IG9mIHJhbmdlKSwgd2hpY2ggd291bGQgZmFpbCBldmVyeSBvdGhlciByZXF1ZXN0IGluIGZsaWdodDogdGhlXG4gICAqIGNhbGxlciBjaGVja3MgaXRzIG51bWJlcnMsIHRoaXMgdGhlIHRhcmdldCwgYW5kIGJvdGggdGhyb3dcbiAgICogYFJlcXVlc3RFcnJvcmAgXCJiYWQtcmVxdWVzdFwiIGJlZm9yZSBhbnl0aGluZyBpcyBzZW50LlxuICAgKi9cbiAgcHJvdGVjdGVkIHBhbmVSZXF1ZXN0PFIgZXh0ZW5kcyBSZXF1ZXN0ICYgeyBuYW1lOiBzdHJpbmcgfT4oXG4gICAgcmVxOiBPbWl0PFIsIFwibmFtZVwiPixcbiAgICBzdWI/OiBzdHJpbmcsXG4gICk6IFByb21pc2U8UmVzcG9uc2VzW1JbXCJvcFwiXV0+IHtcbiAgICBjb25zdCBuYW1lID0gc3ViID09PSB1bmRlZmluZWQgPyB0aGlzLiN0YXJnZXQgOiBgJHt0aGlzLiN0YXJnZXR9OiR7c3VifWA7XG4gICAgY29uc3Qgd2h5ID0gbmFtZS5sZW5ndGggPiBNQVhfVEFSR0VUXG4gICAgICA/IGBUYXJnZXQgJHtuYW1lLnNsaWNlKDAsIDQwKX0uLi4gaXMgdG9vIGxvbmdgXG4gICAgICA6IGNoZWNrVGFyZ2V0KG5hbWUpO1xuICAgIGlmICh3aHkpIHRocm93IG5ldyBSZXF1ZXN0RXJyb3IoXCJiYWQtcmVxdWVzdFwiLCB3aHkpO1xuICAgIHJldHVybiB0aGlzLnJlcXVlc3QoeyAuLi5yZXEsIG5hbWUgfSBhcyBSKTtcbiAgfVxuXG4gIC8qKiBgc3BsaXQtd2luZG93YCBvbiB0aGUgdGFyZ2V0J3MgcGFuZTsgdGhlIG5ldyBwYW5lJ3MgaWQgYW5kIHBpZC4gKi9cbiAgcHJvdGVjdGVkIGFzeW5jIHNwbGl0KG9wdHM6IFNwbGl0T3B0aW9ucyk6IFByb21pc2U8TWFkZVBhbmU+IHtcbiAgICBpZiAob3B0cy5zaXplICE9PSB1bmRlZmluZWQgJiYgb3B0cy5wZXJjZW50ICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RXJyb3IoXG4gICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgXCJzcGxpdFdpbmRvdygpIHRha2VzIHNpemUgb3IgcGVyY2VudCwgbm90IGJvdGhcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNoZWNrSW50KFwic2l6ZVwiLCBvcHRzLnNpemUsIDEsIE1BWF9TSURFKTtcbiAgICBjaGVja0ludChcInBlcmNlbnRcIiwgb3B0cy5wZXJjZW50LCAxLCA5OSk7XG4gICAgY2hlY2tMZW5ndGgoXCJjd2RcIiwgb3B0cy5jd2QsIE1BWF9DV0QpO1xuICAgIGNoZWNrRW52KG9wdHMuZW52KTtcbiAgICBjb25zdCBtYWRlID0gYXdhaXQgdGhpcy5wYW5lUmVxdWVzdDxcbiAgICAgIEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJzcGxpdC13aW5kb3dcIiB9PlxuICAgID4oe1xuICAgICAgb3A6IFwic3BsaXQtd2luZG93XCIsXG4gICAgICBraW5kOiBvcHRzLmhvcml6b250YWwgPyBcImxyXCIgOiBcInRiXCIsXG4gICAgICBzaXplOiBvcHRzLnNpemUsXG4gICAgICBwZXJjZW50OiBvcHRzLnBlcmNlbnQsXG4gICAgICBiZWZvcmU6IG9wdHMuYmVmb3JlLFxuICAgICAgZGV0YWNoZWQ6IG9wdHMuZGV0YWNoZWQsXG4gICAgICBjbWQ6IG9wdHMuY21kLFxuICAgICAgY3dkOiBvcHRzLmN3ZCxcbiAgICAgIGVudjogb3B0cy5lbnYsXG4gICAgfSk7XG4gICAgcmV0dXJuIGF3YWl0IHRoaXMuI21hZGUobWFkZSk7XG4gIH1cblxuICAvKiogYG5ldy13aW5kb3dgIGluIHRoZSB0YXJnZXQncyBzZXNzaW9uOyBpdHMgcGFuZSdzIGlkIGFuZCBwaWQuICovXG4gIHByb3RlY3RlZCBhc3luYyBvcGVuV2luZG93KFxuICAgIG9wdHM6IE5ld1BhbmVPcHRpb25zICYgeyBuYW1lPzogc3RyaW5nIH0sXG4gICk6IFByb21pc2U8TWFkZVBhbmU+IHtcbiAgICBjaGVja0xlbmd0aChcIm5hbWVcIiwgb3B0cy5uYW1lLCBNQVhfTkFNRSk7XG4gICAgY2hlY2tMZW5ndGgoXCJjd2RcIiwgb3B0cy5jd2QsIE1BWF9DV0QpO1xuICAgIGNoZWNrRW52KG9wdHMuZW52KTtcbiAgICBjb25zdCBtYWRlID0gYXdhaXQgdGhpcy5wYW5lUmVxdWVzdDxcbiAgICAgIEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJuZXctd2luZG93XCIgfT5cbiAgICA+KHtcbiAgICAgIG9wOiBcIm5ldy13aW5kb3dcIixcbiAgICAgIHdpbmRvd05hbWU6IG9wdHMubmFtZSxcbiAgICAgIGRldGFjaGVkOiBvcHRzLmRldGFjaGVkLFxuICAgICAgY21kOiBvcHRzLmNtZCxcbiAgICAgIGN3ZDogb3B0cy5jd2QsXG4gICAgICBlbnY6IG9wdHMuZW52LFxuICAgIH0pO1xuICAgIHJldHVybiBhd2FpdCB0aGlzLiNtYWRlKG1hZGUpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBwYW5lcyBvZiB0aGUgdGFyZ2V0J3Mgd2luZG93IChgc3ViYDogb2YgYFNFU1NJT046c3ViYCdzKSwgaW5cbiAgICogaW5kZXggb3JkZXI7IGBSZXF1ZXN0RXJyb3JgIFwibm90LWZvdW5kXCIgd2hlbiB0aGVyZSBpcyBub25lLlxuICAgKi9cbiAgcHJvdGVjdGVkIGFzeW5jIGxpc3RQYW5lcyhzdWI/OiBzdHJpbmcpOiBQcm9taXNlPFBhbmVMaXN0aW5nW10+IHtcbiAgICBjb25zdCB7IHBhbmVzLCBsaW5lcyB9ID0gYXdhaXQgdGhpcy5wYW5lUmVxdWVzdDxcbiAgICAgIEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJsaXN0LXBhbmVzXCIgfT5cbiAgICA+KHsgb3A6IFwibGlzdC1wYW5lc1wiLCBmb3JtYXQ6IFwiI3twYW5lX3RpdGxlfVwiIH0sIHN1Yik7XG4gICAgcmV0dXJuIGF3YWl0IFByb21pc2UuYWxsKHBhbmVzLm1hcChhc3luYyAocCwgaSkgPT4ge1xuICAgICAgY29uc3QgY29sb24gPSBwLnRhcmdldC5pbmRleE9mKFwiOlwiKTtcbiAgICAgIHJldHVybiB7XG4gICAgICAgIGlkOiBgJSR7cC5pZH1gLFxuICAgICAgICBpbmRleDogcC5pbmRleCxcbiAgICAgICAgc2Vzc2lvbjogcC50YXJnZXQuc2xpY2UoMCwgY29sb24pLFxuICAgICAgICB3aW5kb3c6IE51bWJlcihwLnRhcmdldC5zbGljZShjb2xvbiArIDEsIHAudGFyZ2V0Lmxhc3RJbmRleE9mKFwiLlwiKSkpLFxuICAgICAgICB0YXJnZXQ6IHAudGFyZ2V0LFxuICAgICAgICBhY3RpdmU6IHAuYWN0aXZlLFxuICAgICAgICB4OiBwLngsXG4gICAgICAgIHk6IHAueSxcbiAgICAgICAgY29sczogcC5jb2xzLFxuICAgICAgICByb3dzOiBwLnJvd3MsXG4gICAgICAgIHBpZDogcC5waWQsXG4gICAgICAgIGNvbW1hbmQ6IHAuY29tbWFuZCxcbiAgICAgICAgdGl0bGU6IGxpbmVzPy5baV0gPz8gXCJcIixcbiAgICAgICAgZGVhZDogcC5kZWFkLFxuICAgICAgICBleGl0OiBwLmRlYWQgPyBhd2FpdCB0aGlzLiNkZWFkU3RhdHVzKHAuaWQpIDogbnVsbCxcbiAgICAgIH07XG4gICAgfSkpO1xuICB9XG5cbiAgLyoqIFRoZSB3aW5kb3dzIG9mIHRoZSB0YXJnZXQncyBzZXNzaW9uLCBpbiBpbmRleCBvcmRlci4gKi9cbiAgcHJvdGVjdGVkIGFzeW5jIGxpc3RXaW5kb3dzKCk6IFByb21pc2U8V2luZG93TGlzdGluZ1tdPiB7XG4gICAgY29uc3QgeyB3aW5kb3dzLCBsaW5lcyB9ID0gYXdhaXQgdGhpcy5wYW5lUmVxdWVzdDxcbiAgICAgIEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJsaXN0LXdpbmRvd3NcIiB9PlxuICAgID4oeyBvcDogXCJsaXN0LXdpbmRvd3NcIiwgZm9ybWF0OiBcIiN7d2luZG93X2lkfVwiIH0pO1xuICAgIHJldHVybiB3aW5kb3dzLm1hcCgoeyBpbmRleCwgLi4udyB9LCBpKSA9PiAoe1xuICAgICAgaW5kZXgsXG4gICAgICBpZDogbGluZXM/LltpXSA/PyBcIlwiLFxuICAgICAgLi4udyxcbiAgICB9KSk7XG4gIH1cblxuICAvKipcbiAgICogQSBkZWFkIHBhbmUncyBleGl0IHN0YXR1cyAoYSB3YWl0IGZvciBpdHMgZXhpdCBhbnN3ZXJzIGF0IG9uY2UpOyBudWxsXG4gICAqIHdoZW4gaXQgd2VudCBtZWFud2hpbGUuXG4gICAqL1xuICBhc3luYyAjZGVhZFN0YXR1cyhpZDogbnVtYmVyKTogUHJvbWlzZTxFeGl0U3RhdHVzIHwgbnVsbD4ge1xuICAgIHRyeSB7XG4gICAgICBjb25zdCByID0gYXdhaXQgdGhpcy5yZXF1ZXN0KHtcbiAgICAgICAgb3A6IFwid2FpdFwiLFxuICAgICAgICBuYW1lOiBgJSR7aWR9YCxcbiAgICAgICAgZXhpdDogdHJ1ZSxcbiAgICAgICAgdGltZW91dE1zOiBERUFEX1NUQVRVU19NUyxcbiAgICAgIH0pO1xuICAgICAgcmV0dXJuIHIuZXhpdCA/PyBudWxsO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIFJlcXVlc3RFcnJvcikgcmV0dXJuIG51bGw7XG4gICAgICB0aHJvdyBlcnI7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBpZCBvZiBhIHBhbmUganVzdCBtYWRlOiBpbiB0aGUgYW5zd2VyLCBlbHNlIChhIGRhZW1vbiBvbGRlciB0aGFuXG4gICAqIGBwYW5lSWRgKSBmb3VuZCBieSB0aGUgdGFyZ2V0IHRoZSBhbnN3ZXIgZ2F2ZS5cbiAgICovXG4gIGFzeW5jICNtYWRlKFxuICAgIG1hZGU6IHsgdGFyZ2V0OiBzdHJpbmc7IHBpZDogbnVtYmVyOyBwYW5lSWQ/OiBudW1iZXIgfSxcbiAgKTogUHJvbWlzZTxNYWRlUGFuZT4ge1xuICAgIGlmIChtYWRlLnBhbmVJZCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICByZXR1cm4geyBpZDogYCUke21hZGUucGFuZUlkfWAsIHBpZDogbWFkZS5waWQgfTtcbiAgICB9XG4gICAgY29uc3QgeyBwYW5lcyB9ID0gYXdhaXQgdGhpcy5yZXF1ZXN0KHtcbiAgICAgIG9wOiBcImxpc3QtcGFuZXNcIixcbiAgICAgIG5hbWU6IG1hZGUudGFyZ2V0LFxuICAgIH0pO1xuICAgIGNvbnN0IHBhbmUgPSBwYW5lcy5maW5kKChwKSA9PiBwLnRhcmdldCA9PT0gbWFkZS50YXJnZXQpO1xuICAgIGlmICghcGFuZSkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RFcnJvcihcbiAgICAgICAgXCJub3QtZm91bmRcIixcbiAgICAgICAgYFBhbmUgJHttYWRlLnRhcmdldH0gZW5kZWQgYXMgc29vbiBhcyBpdCB3YXMgbWFkZWAsXG4gICAgICApO1xuICAgIH1cbiAgICByZXR1cm4geyBpZDogYCUke3BhbmUuaWR9YCwgcGlkOiBtYWRlLnBpZCB9O1xuICB9XG5cbiAgYXN5bmMgI3dhaXQoXG4gICAgY29uZDogT21pdDxFeHRyYWN0PFJlcXVlc3QsIHsgb3A6IFwid2FpdFwiIH0+LCBcIm9wXCIgfCBcIm5hbWVcIiB8IFwidGltZW91dE1zXCI+LFxuICAgIG9wdHM6IFdhaXRPcHRpb25zLFxuICApOiBQcm9taXNlPFJlc3BvbnNlc1tcIndhaXRcIl0+IHtcbiAgICBvcHRzLnNpZ25hbD8udGhyb3dJZkFib3J0ZWQoKTtcbiAgICBjaGVja01zKFwidGltZW91dE1zXCIsIG9wdHMudGltZW91dE1zKTtcbiAgICBjaGVja01zKFwicXVpZXRNc1wiLCBjb25kLmlkbGVNcyk7XG4gICAgY29uc3QgaWQgPSB0aGlzLiNjb25uLm5leHRSZXF1ZXN0SWQ7XG4gICAgY29uc3QgcmVzdWx0ID0gdGhpcy5yZXF1ZXN0KHtcbiAgICAgIG9wOiBcIndhaXRcIixcbiAgICAgIG5hbWU6IHRoaXMuI3RhcmdldCxcbiAgICAgIC4uLmNvbmQsXG4gICAgICB0aW1lb3V0TXM6IG9wdHMudGltZW91dE1zLFxuICAgIH0pO1xuICAgIGNvbnN0IGNhbmNlbCA9ICgpID0+XG4gICAgICB0aGlzLiNjb25uLnNlbmQoeyB0OiBcInVuc3Vic2NyaWJlXCIsIGlkIH0pLmNhdGNoKCgpID0+IHt9KTtcbiAgICBvcHRzLnNpZ25hbD8uYWRkRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIGNhbmNlbCwgeyBvbmNlOiB0cnVlIH0pO1xuICAgIHRyeSB7XG4gICAgICByZXR1cm4gYXdhaXQgcmVzdWx0O1xuICAgIH0gZmluYWxseSB7XG4gICAgICBvcHRzLnNpZ25hbD8ucmVtb3ZlRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIGNhbmNlbCk7XG4gICAgfVxuICB9XG59XG5cbi8qKlxuICogUmVmdXNlcyBhIHdhaXQgdGltZSB0aGUgZGFlbW9uIGNvdWxkIG5vdCBhcm0gKGBNQVhfVElNRU9VVF9NU2AsIGFib3V0IDI0LjhcbiAqIGRheXMpLCBiZWZvcmUgYW55dGhpbmcgaXMgc2VudDogYFJlcXVlc3RFcnJvcmAgY29kZSBcImJhZC1yZXF1ZXN0XCIuXG4gKi9cbmZ1bmN0aW9uIGNoZWNrTXMobmFtZTogc3RyaW5nLCBtczogbnVtYmVyIHwgdW5kZWZpbmVkKTogdm9pZCB7XG4gIGlmIChtcyA9PT0gdW5kZWZpbmVkKSByZXR1cm47XG4gIGlmICghTnVtYmVyLmlzSW50ZWdlcihtcykgfHwgbXMgPCAwIHx8IG1zID4gTUFYX1RJTUVPVVRfTVMpIHtcbiAgICB0aHJvdyBuZXcgUmVxdWVzdEVycm9yKFxuICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgYCR7bmFtZX0gbXVzdCBiZSBhIHdob2xlIG51bWJlciBvZiBtcyBmcm9tIDAgdG8gJHtNQVhfVElNRU9VVF9NU30gKGFib3V0IDI0LjggZGF5cyksIG5vdCAke21zfWAsXG4gICAgKTtcbiAgfVxufVxuXG4vKipcbiAqIFJlZnVzZXMgYSBudW1iZXIgdGhlIGRhZW1vbiB3b3VsZCBub3QgcGFyc2UgKGl0IGRyb3BzIHRoZSBjb25uZWN0aW9uXG4gKiB0aGVuKSwgYmVmb3JlIGFueXRoaW5nIGlzIHNlbnQ6IGBSZXF1ZXN0RXJyb3JgIGNvZGUgXCJiYWQtcmVxdWVzdFwiLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tJbnQoXG4gIG5hbWU6IHN0cmluZyxcbiAgbjogbnVtYmVyIHwgdW5kZWZpbmVkLFxuICBtaW46IG51bWJlcixcbiAgbWF4OiBudW1iZXIsXG4pOiB2b2lkIHtcbiAgaWYgKG4gPT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICBpZiAoIU51bWJlci5pc0ludGVnZXIobikgfHwgbiA8IG1pbiB8fCBuID4gbWF4KSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RFcnJvcihcbiAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgIGAke25hbWV9IG11c3QgYmUgYSB3aG9sZSBudW1iZXIgZnJvbSAke21pbn0gdG8gJHttYXh9LCBub3QgJHtufWAsXG4gICAgKTtcbiAgfVxufVxuXG4vKiogUmVmdXNlcyBhIHRleHQgbG9uZ2VyIHRoYW4gdGhlIGRhZW1vbiBwYXJzZXMsIGFzIGBjaGVja0ludGAgZG9lcy4gKi9cbi8qKlxuICogUmVmdXNlcyBhbiBgZW52YCB0aGUgZGFlbW9uIGNvdWxkIG5vdCBwYXJzZSAoaXQgZHJvcHMgdGhlIGNvbm5lY3Rpb24gb2ZcbiAqIGEgcmVxdWVzdCBpdCBjYW5ub3QgcmVhZCk6IGVhY2ggbmFtZSBhbmQgdmFsdWUgYXQgbW9zdFxuICogYE1BWF9TVFJJTkdfSVRFTWAgY2hhcmFjdGVycy4gTmFtZXMgd2l0aCBgPWAgb3IgTlVMIHRoZSBkYWVtb24gcmVmdXNlc1xuICogaXRzZWxmLCBpbiBvbmUgbGluZSwgd2hlbiBpdCBzdGFydHMgdGhlIHByb2dyYW0uXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja0VudihlbnY6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gfCB1bmRlZmluZWQpOiB2b2lkIHtcbiAgZm9yIChjb25zdCBbbmFtZSwgdmFsdWVdIG9mIE9iamVjdC5lbnRyaWVzKGVudiA/PyB7fSkpIHtcbiAgICBjaGVja0xlbmd0aChcImFuIGVudiBuYW1lXCIsIG5hbWUsIE1BWF9TVFJJTkdfSVRFTSk7XG4gICAgY2hlY2tMZW5ndGgoYGVudiAke25hbWUuc2xpY2UoMCwgNDApfWAsIHZhbHVlLCBNQVhfU1RSSU5HX0lURU0pO1xuICB9XG59XG5cbmZ1bmN0aW9uIGNoZWNrTGVuZ3RoKG5hbWU6IHN0cmluZywgdGV4dDogc3RyaW5nIHwgdW5kZWZpbmVkLCBtYXg6IG51bWJlcikge1xuICBpZiAodGV4dCAhPT0gdW5kZWZpbmVkICYmIHRleHQubGVuZ3RoID4gbWF4KSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RFcnJvcihcbiAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgIGAke25hbWV9IGlzIGF0IG1vc3QgJHttYXh9IGNoYXJhY3RlcnMgbG9uZywgbm90ICR7dGV4dC5sZW5ndGh9YCxcbiAgICApO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQVFELFNBQ0UsZUFBZSxFQUNmLFFBQVEsRUFDUixlQUFlLEVBQ2YsY0FBYyxRQUNULDJCQUEyQjtBQUNsQyxTQUFTLFdBQVcsRUFBRSxRQUFRLFFBQVEsMEJBQTBCO0FBRWhFLFNBRUUsZUFBZSxFQUNmLFlBQVksUUFDUCxtQkFBbUI7QUFDMUIsU0FBUyxVQUFVLFFBQVEsYUFBYTtBQUV4Qzs7OztDQUlDLEdBQ0QsTUFBTSxtQkFBbUIsS0FBSztBQUU5Qjs7OztDQUlDLEdBQ0QsTUFBTSxpQkFBaUI7QUFFdkIsMkVBQTJFLEdBQzNFLE1BQU0sVUFBVTtBQUVoQix1RUFBdUUsR0FDdkUsTUFBTSxhQUFhLFdBQVcsSUFBSTtBQW1JbEM7Ozs7OztDQU1DLEdBQ0QsT0FBTyxNQUFlO0VBQ3BCLENBQUEsSUFBSyxDQUFhO0VBQ2xCLENBQUEsTUFBTyxDQUFTO0VBRWhCLHdFQUF3RSxHQUN4RSxZQUFZLElBQWdCLEVBQUUsTUFBYyxDQUFFO0lBQzVDLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztFQUNqQjtFQUtBOzs7R0FHQyxHQUNELE1BQU0sQ0FBQyxPQUFPLFlBQVksQ0FBQyxHQUFrQjtJQUMzQyxJQUFJO01BQ0YsTUFBTSxJQUFJLENBQUMsSUFBSTtJQUNqQixFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksQ0FBQyxDQUFDLGVBQWUsZUFBZSxHQUFHLE1BQU07SUFDL0M7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLEtBQUssS0FBMEIsRUFBaUI7SUFDcEQsTUFBTSxRQUFRLE9BQU8sVUFBVSxXQUMzQixJQUFJLGNBQWMsTUFBTSxDQUFDLFNBQ3pCO0lBQ0osSUFBSSxNQUFNO0lBQ1YsR0FBRztNQUNELE1BQU0sSUFBSSxDQUFDLE9BQU8sQ0FBQztRQUNqQixJQUFJO1FBQ0osTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPO1FBQ2xCLE1BQU0sTUFBTSxRQUFRLENBQUMsS0FBSyxNQUFNO01BQ2xDO01BQ0EsT0FBTztJQUNULFFBQVMsTUFBTSxNQUFNLE1BQU0sQ0FBRTtFQUMvQjtFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sTUFBTSxJQUFZLEVBQWlCO0lBQ3ZDLE1BQU0sT0FBTyxJQUFJLGNBQWMsTUFBTSxDQUFDO0lBQ3RDLElBQUksS0FBSyxNQUFNLEdBQUcsaUJBQWlCO01BQ2pDLE1BQU0sSUFBSSxhQUNSLGVBQ0EsQ0FBQyxzQkFBc0IsRUFBRSxnQkFBZ0IsWUFBWSxFQUFFLEtBQUssTUFBTSxFQUFFO0lBRXhFO0lBQ0EsTUFBTSxJQUFJLENBQUMsT0FBTyxDQUFDO01BQUUsSUFBSTtNQUFRLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztNQUFFO01BQU0sT0FBTztJQUFLO0VBQ3pFO0VBRUE7Ozs7O0dBS0MsR0FDRCxNQUFNLFNBQVMsR0FBRyxJQUFjLEVBQWlCO0lBQy9DLE1BQU0sRUFBRSxNQUFNLEVBQUUsVUFBVSxFQUFFLEdBQUcsV0FBVztJQUMxQyxNQUFNLElBQUksQ0FBQyxPQUFPLENBQUM7TUFDakIsSUFBSTtNQUNKLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztNQUNsQixNQUFNO01BQ04sZ0JBQWdCLGNBQWM7SUFDaEM7RUFDRjtFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sUUFDSixPQUF3QixFQUN4QixPQUFvQixDQUFDLENBQUMsRUFDUDtJQUNmLE1BQU0sS0FBSyxPQUFPLFlBQVksV0FDMUIsSUFBSSxPQUFPLFFBQVEsT0FBTyxDQUFDLHVCQUF1QixXQUNsRDtJQUNKLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQUUsTUFBTTtRQUFFLFFBQVEsR0FBRyxNQUFNO1FBQUUsT0FBTyxHQUFHLEtBQUs7TUFBQztJQUFFLEdBQUc7RUFDckU7RUFFQSxpRUFBaUUsR0FDakUsTUFBTSxTQUFTLE9BQWUsRUFBRSxPQUFvQixDQUFDLENBQUMsRUFBaUI7SUFDckUsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFBRSxRQUFRO0lBQVEsR0FBRztFQUN4QztFQUVBOzs7OztHQUtDLEdBQ0QsTUFBTSxTQUFTLE9BQW9CLENBQUMsQ0FBQyxFQUF1QjtJQUMxRCxNQUFNLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFBRSxNQUFNO0lBQUssR0FBRztJQUMzQyxPQUFPLEVBQUUsSUFBSTtFQUNmO0VBRUEscUVBQXFFLEdBQ3JFLE1BQU0sUUFBUSxPQUF1QixDQUFDLENBQUMsRUFBb0I7SUFDekQsTUFBTSxhQUFhLEtBQUssVUFBVSxLQUFLLFFBQVEsQ0FBQyxJQUFJLEtBQUssVUFBVSxJQUFJO0lBQ3ZFLE1BQU0sSUFBSSxNQUFNLElBQUksQ0FBQyxPQUFPLENBQUM7TUFDM0IsSUFBSTtNQUNKLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztNQUNsQjtJQUNGO0lBQ0EsT0FBTztNQUFFLEdBQUcsRUFBRSxNQUFNO01BQUUsTUFBTSxFQUFFLElBQUk7TUFBRSxNQUFNLEVBQUUsTUFBTSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUM7SUFBTTtFQUN0RTtFQUVBOzs7OztHQUtDLEdBQ0QsTUFBTSxNQUFNLE9BQXFCLENBQUMsQ0FBQyxFQUFxQjtJQUN0RCxNQUFNLGFBQWEsS0FBSyxVQUFVLEtBQUssUUFBUSxDQUFDLElBQUksS0FBSyxVQUFVLElBQUk7SUFDdkUsNkRBQTZEO0lBQzdELE1BQU0sSUFBSyxNQUFNLElBQUksQ0FBQyxPQUFPLENBQUM7TUFDNUIsSUFBSTtNQUNKLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztNQUNsQjtNQUNBLE9BQU8sS0FBSyxJQUFJLEdBQUcsU0FBUztNQUM1QixHQUFJLEtBQUssSUFBSSxHQUFHO1FBQUUsTUFBTTtNQUFLLElBQUksQ0FBQyxDQUFDO0lBQ3JDO0lBQ0EsSUFBSSxDQUFDLENBQUMsV0FBVyxDQUFDLEtBQU0sS0FBSyxJQUFJLElBQUksQ0FBQyxFQUFFLE1BQU0sRUFBRztNQUMvQyxNQUFNLElBQUksYUFDUixXQUNBO0lBRUo7SUFDQSxPQUFPLEVBQUUsS0FBSztFQUNoQjtFQUVBLGtEQUFrRCxHQUNsRCxJQUFjLGFBQXlCO0lBQ3JDLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztFQUNuQjtFQUVBLGdDQUFnQyxHQUNoQyxBQUFVLFFBQTJCLEdBQU0sRUFBK0I7SUFDeEUsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsT0FBTyxDQUFDO0VBQzVCO0VBRUE7Ozs7Ozs7R0FPQyxHQUNELEFBQVUsWUFDUixHQUFvQixFQUNwQixHQUFZLEVBQ2lCO0lBQzdCLE1BQU0sT0FBTyxRQUFRLFlBQVksSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLENBQUMsRUFBRSxLQUFLO0lBQ3hFLE1BQU0sTUFBTSxLQUFLLE1BQU0sR0FBRyxhQUN0QixDQUFDLE9BQU8sRUFBRSxLQUFLLEtBQUssQ0FBQyxHQUFHLElBQUksZUFBZSxDQUFDLEdBQzVDLFlBQVk7SUFDaEIsSUFBSSxLQUFLLE1BQU0sSUFBSSxhQUFhLGVBQWU7SUFDL0MsT0FBTyxJQUFJLENBQUMsT0FBTyxDQUFDO01BQUUsR0FBRyxHQUFHO01BQUU7SUFBSztFQUNyQztFQUVBLG9FQUFvRSxHQUNwRSxNQUFnQixNQUFNLElBQWtCLEVBQXFCO0lBQzNELElBQUksS0FBSyxJQUFJLEtBQUssYUFBYSxLQUFLLE9BQU8sS0FBSyxXQUFXO01BQ3pELE1BQU0sSUFBSSxhQUNSLGVBQ0E7SUFFSjtJQUNBLFNBQVMsUUFBUSxLQUFLLElBQUksRUFBRSxHQUFHO0lBQy9CLFNBQVMsV0FBVyxLQUFLLE9BQU8sRUFBRSxHQUFHO0lBQ3JDLFlBQVksT0FBTyxLQUFLLEdBQUcsRUFBRTtJQUM3QixTQUFTLEtBQUssR0FBRztJQUNqQixNQUFNLE9BQU8sTUFBTSxJQUFJLENBQUMsV0FBVyxDQUVqQztNQUNBLElBQUk7TUFDSixNQUFNLEtBQUssVUFBVSxHQUFHLE9BQU87TUFDL0IsTUFBTSxLQUFLLElBQUk7TUFDZixTQUFTLEtBQUssT0FBTztNQUNyQixRQUFRLEtBQUssTUFBTTtNQUNuQixVQUFVLEtBQUssUUFBUTtNQUN2QixLQUFLLEtBQUssR0FBRztNQUNiLEtBQUssS0FBSyxHQUFHO01BQ2IsS0FBSyxLQUFLLEdBQUc7SUFDZjtJQUNBLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7RUFDMUI7RUFFQSxpRUFBaUUsR0FDakUsTUFBZ0IsV0FDZCxJQUF3QyxFQUNyQjtJQUNuQixZQUFZLFFBQVEsS0FBSyxJQUFJLEVBQUU7SUFDL0IsWUFBWSxPQUFPLEtBQUssR0FBRyxFQUFFO0lBQzdCLFNBQVMsS0FBSyxHQUFHO0lBQ2pCLE1BQU0sT0FBTyxNQUFNLElBQUksQ0FBQyxXQUFXLENBRWpDO01BQ0EsSUFBSTtNQUNKLFlBQVksS0FBSyxJQUFJO01BQ3JCLFVBQVUsS0FBSyxRQUFRO01BQ3ZCLEtBQUssS0FBSyxHQUFHO01BQ2IsS0FBSyxLQUFLLEdBQUc7TUFDYixLQUFLLEtBQUssR0FBRztJQUNmO0lBQ0EsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztFQUMxQjtFQUVBOzs7R0FHQyxHQUNELE1BQWdCLFVBQVUsR0FBWSxFQUEwQjtJQUM5RCxNQUFNLEVBQUUsS0FBSyxFQUFFLEtBQUssRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLFdBQVcsQ0FFN0M7TUFBRSxJQUFJO01BQWMsUUFBUTtJQUFnQixHQUFHO0lBQ2pELE9BQU8sTUFBTSxRQUFRLEdBQUcsQ0FBQyxNQUFNLEdBQUcsQ0FBQyxPQUFPLEdBQUc7TUFDM0MsTUFBTSxRQUFRLEVBQUUsTUFBTSxDQUFDLE9BQU8sQ0FBQztNQUMvQixPQUFPO1FBQ0wsSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLEVBQUUsRUFBRTtRQUNkLE9BQU8sRUFBRSxLQUFLO1FBQ2QsU0FBUyxFQUFFLE1BQU0sQ0FBQyxLQUFLLENBQUMsR0FBRztRQUMzQixRQUFRLE9BQU8sRUFBRSxNQUFNLENBQUMsS0FBSyxDQUFDLFFBQVEsR0FBRyxFQUFFLE1BQU0sQ0FBQyxXQUFXLENBQUM7UUFDOUQsUUFBUSxFQUFFLE1BQU07UUFDaEIsUUFBUSxFQUFFLE1BQU07UUFDaEIsR0FBRyxFQUFFLENBQUM7UUFDTixHQUFHLEVBQUUsQ0FBQztRQUNOLE1BQU0sRUFBRSxJQUFJO1FBQ1osTUFBTSxFQUFFLElBQUk7UUFDWixLQUFLLEVBQUUsR0FBRztRQUNWLFNBQVMsRUFBRSxPQUFPO1FBQ2xCLE9BQU8sT0FBTyxDQUFDLEVBQUUsSUFBSTtRQUNyQixNQUFNLEVBQUUsSUFBSTtRQUNaLE1BQU0sRUFBRSxJQUFJLEdBQUcsTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsRUFBRSxFQUFFLElBQUk7TUFDaEQ7SUFDRjtFQUNGO0VBRUEseURBQXlELEdBQ3pELE1BQWdCLGNBQXdDO0lBQ3RELE1BQU0sRUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsV0FBVyxDQUUvQztNQUFFLElBQUk7TUFBZ0IsUUFBUTtJQUFlO0lBQy9DLE9BQU8sUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxHQUFHLEdBQUcsRUFBRSxJQUFNLENBQUM7UUFDMUM7UUFDQSxJQUFJLE9BQU8sQ0FBQyxFQUFFLElBQUk7UUFDbEIsR0FBRyxDQUFDO01BQ04sQ0FBQztFQUNIO0VBRUE7OztHQUdDLEdBQ0QsTUFBTSxDQUFBLFVBQVcsQ0FBQyxFQUFVO0lBQzFCLElBQUk7TUFDRixNQUFNLElBQUksTUFBTSxJQUFJLENBQUMsT0FBTyxDQUFDO1FBQzNCLElBQUk7UUFDSixNQUFNLENBQUMsQ0FBQyxFQUFFLElBQUk7UUFDZCxNQUFNO1FBQ04sV0FBVztNQUNiO01BQ0EsT0FBTyxFQUFFLElBQUksSUFBSTtJQUNuQixFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksZUFBZSxjQUFjLE9BQU87TUFDeEMsTUFBTTtJQUNSO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCxNQUFNLENBQUEsSUFBSyxDQUNULElBQXNEO0lBRXRELElBQUksS0FBSyxNQUFNLEtBQUssV0FBVztNQUM3QixPQUFPO1FBQUUsSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLE1BQU0sRUFBRTtRQUFFLEtBQUssS0FBSyxHQUFHO01BQUM7SUFDaEQ7SUFDQSxNQUFNLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsT0FBTyxDQUFDO01BQ25DLElBQUk7TUFDSixNQUFNLEtBQUssTUFBTTtJQUNuQjtJQUNBLE1BQU0sT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxNQUFNLEtBQUssS0FBSyxNQUFNO0lBQ3ZELElBQUksQ0FBQyxNQUFNO01BQ1QsTUFBTSxJQUFJLGFBQ1IsYUFDQSxDQUFDLEtBQUssRUFBRSxLQUFLLE1BQU0sQ0FBQyw2QkFBNkIsQ0FBQztJQUV0RDtJQUNBLE9BQU87TUFBRSxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFO01BQUUsS0FBSyxLQUFLLEdBQUc7SUFBQztFQUM1QztFQUVBLE1BQU0sQ0FBQSxJQUFLLENBQ1QsSUFBeUUsRUFDekUsSUFBaUI7SUFFakIsS0FBSyxNQUFNLEVBQUU7SUFDYixRQUFRLGFBQWEsS0FBSyxTQUFTO0lBQ25DLFFBQVEsV0FBVyxLQUFLLE1BQU07SUFDOUIsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxhQUFhO0lBQ25DLE1BQU0sU0FBUyxJQUFJLENBQUMsT0FBTyxDQUFDO01BQzFCLElBQUk7TUFDSixNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU87TUFDbEIsR0FBRyxJQUFJO01BQ1AsV0FBVyxLQUFLLFNBQVM7SUFDM0I7SUFDQSxNQUFNLFNBQVMsSUFDYixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFlO01BQUcsR0FBRyxLQUFLLENBQUMsS0FBTztJQUN6RCxLQUFLLE1BQU0sRUFBRSxpQkFBaUIsU0FBUyxRQUFRO01BQUUsTUFBTTtJQUFLO0lBQzVELElBQUk7TUFDRixPQUFPLE1BQU07SUFDZixTQUFVO01BQ1IsS0FBSyxNQUFNLEVBQUUsb0JBQW9CLFNBQVM7SUFDNUM7RUFDRjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxRQUFRLElBQVksRUFBRSxFQUFzQjtFQUNuRCxJQUFJLE9BQU8sV0FBVztFQUN0QixJQUFJLENBQUMsT0FBTyxTQUFTLENBQUMsT0FBTyxLQUFLLEtBQUssS0FBSyxnQkFBZ0I7SUFDMUQsTUFBTSxJQUFJLGFBQ1IsZUFDQSxHQUFHLEtBQUssd0NBQXdDLEVBQUUsZUFBZSx3QkFBd0IsRUFBRSxJQUFJO0VBRW5HO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsU0FDZCxJQUFZLEVBQ1osQ0FBcUIsRUFDckIsR0FBVyxFQUNYLEdBQVc7RUFFWCxJQUFJLE1BQU0sV0FBVztFQUNyQixJQUFJLENBQUMsT0FBTyxTQUFTLENBQUMsTUFBTSxJQUFJLE9BQU8sSUFBSSxLQUFLO0lBQzlDLE1BQU0sSUFBSSxhQUNSLGVBQ0EsR0FBRyxLQUFLLDZCQUE2QixFQUFFLElBQUksSUFBSSxFQUFFLElBQUksTUFBTSxFQUFFLEdBQUc7RUFFcEU7QUFDRjtBQUVBLHNFQUFzRSxHQUN0RTs7Ozs7Q0FLQyxHQUNELE9BQU8sU0FBUyxTQUFTLEdBQXVDO0VBQzlELEtBQUssTUFBTSxDQUFDLE1BQU0sTUFBTSxJQUFJLE9BQU8sT0FBTyxDQUFDLE9BQU8sQ0FBQyxHQUFJO0lBQ3JELFlBQVksZUFBZSxNQUFNO0lBQ2pDLFlBQVksQ0FBQyxJQUFJLEVBQUUsS0FBSyxLQUFLLENBQUMsR0FBRyxLQUFLLEVBQUUsT0FBTztFQUNqRDtBQUNGO0FBRUEsU0FBUyxZQUFZLElBQVksRUFBRSxJQUF3QixFQUFFLEdBQVc7RUFDdEUsSUFBSSxTQUFTLGFBQWEsS0FBSyxNQUFNLEdBQUcsS0FBSztJQUMzQyxNQUFNLElBQUksYUFDUixlQUNBLEdBQUcsS0FBSyxZQUFZLEVBQUUsSUFBSSxzQkFBc0IsRUFBRSxLQUFLLE1BQU0sRUFBRTtFQUVuRTtBQUNGIn0=
// denoCacheMetadata=15623860130318253152,3262367794214116577