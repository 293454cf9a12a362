/**
 * One page's WebSocket joined to one attachment of a session: the serve
 * process is an attach client of the daemon like any other, and xterm.js in
 * the page is its outer terminal. The attach client's renderer keeps the
 * page's screen model and turns the daemon's frames into the ANSI bytes
 * that xterm.js draws; its scroll mode shows the session's history.
 *
 * Flow control (design lesson 7, "send state, not a byte log"): a frame is
 * acked to the daemon only once the page has acked the bytes made from it,
 * that is once xterm.js has written them. Until then the daemon sends
 * nothing more and keeps folding changes into the next diff, so a slow or
 * sleeping tab gets one bigger update when it wakes and nothing queues up
 * here or in the daemon.
 *
 * Input carries the page's sequence numbers: one already delivered (the
 * page resends after a reconnect what it has no ack for) is dropped, so
 * each key reaches the session once. A read-only login's input, paste and
 * resize are dropped here, whatever the page does, and its attachment is
 * read-only in the daemon as well.
 *
 * @module
 */ import { Connection, RequestError } from "../client/connection.ts";
import { endResult } from "../client/attach/attach_result.ts";
import { Renderer } from "../client/attach/renderer.ts";
import { MESSAGE_MS, messageRow } from "../client/attach/status_line.ts";
import { after } from "../protocol/timer.ts";
import { ScrollMode } from "../client/attach/scroll_mode.ts";
import { pasteBytes } from "../protocol/paste.ts";
import { parsePageMsg, WIRE_VERSION } from "./wire.ts";
// ScrollMode's prefix byte: none in the browser (no byte is -1).
const NO_PREFIX = -1;
const encoder = new TextEncoder();
/** Runs one WebSocket until it or the attachment ends. */ export class Bridge {
  #ws;
  #opts;
  #conn = null;
  #renderer = null;
  /** Clears the message shown (`display-message`), if one is. */ #messageTimer;
  #scroll = null;
  #key = "";
  #name = "";
  #clipboard = false;
  #bracketed = false;
  /** The daemon frame whose bytes the page has not acked yet. */ #unacked = null;
  /** Pushes that came before the attach answer was handled. */ #early = [];
  #done = false;
  #decoder = new TextDecoder();
  /** The WebSocket's close handshake is over (or it was torn). */ #wsClosed = Promise.withResolvers();
  constructor(ws, opts){
    this.#ws = ws;
    this.#opts = opts;
    ws.onmessage = (ev)=>this.#message(ev.data);
    ws.onclose = ()=>{
      this.#finish();
      this.#wsClosed.resolve();
    };
    ws.onerror = ()=>this.#finish();
  }
  #message(data) {
    const msg = typeof data === "string" ? parsePageMsg(data) : null;
    if (!msg) {
      this.#close(1008, "malformed message");
      return;
    }
    if (msg.t === "hello") {
      if (this.#key) this.#close(1008, "hello twice");
      else {
        this.#hello(msg).catch((err)=>this.#end(String(err?.message ?? err)));
      }
      return;
    }
    if (!this.#renderer || this.#early) return; // not attached yet
    this.#handle(msg);
  }
  #handle(msg) {
    switch(msg.t){
      case "input":
        {
          const bytes = msg.binary ? Uint8Array.from(msg.data, (c)=>c.charCodeAt(0) & 0xff) : encoder.encode(msg.data);
          this.#deliver(msg.seq, ()=>this.#keys(bytes));
          return;
        }
      case "paste":
        this.#deliver(msg.seq, ()=>{
          if (!this.#scroll) this.#input(pasteBytes(msg.text, this.#bracketed));
        });
        return;
      case "resize":
        this.#resize(msg.cols, msg.rows);
        return;
      case "ack":
        if (msg.id !== 0 && msg.id === this.#unacked) {
          this.#unacked = null;
          this.#daemon({
            t: "ack",
            seq: msg.id
          });
        }
        return;
      case "scroll":
        this.#enterScroll(msg.pageUp);
        return;
    }
  }
  async #hello(msg) {
    this.#key = `${this.#opts.login}/${msg.client}`;
    if (msg.version !== WIRE_VERSION) {
      this.#end("This page is from another version of berth; reload it");
      return;
    }
    this.#clipboard = msg.clipboard;
    const conn = await Connection.open(this.#opts.socket, "web").catch(()=>null);
    if (!conn) {
      this.#end("No berth daemon is running; start a session with berth new");
      return;
    }
    this.#conn = conn;
    if (this.#done) return conn.close();
    conn.onPush = (m)=>this.#early ? this.#early.push(m) : this.#push(m);
    conn.closed.then(()=>this.#end("The berth daemon went away"));
    this.#renderer = new Renderer(msg.cols, msg.rows, {
      mirrorInput: !this.#opts.readOnly
    });
    try {
      ({ name: this.#name } = await conn.request({
        op: "attach",
        name: this.#opts.session,
        readOnly: this.#opts.readOnly,
        cols: msg.cols,
        rows: msg.rows,
        ...this.#clipboard ? {
          clipboard: true
        } : {},
        // Its login may be for this session only: never switched away.
        pinned: true
      }));
    } catch (err) {
      this.#end(err instanceof RequestError ? err.message : "The attach failed");
      return;
    }
    this.#send({
      t: "attached",
      name: this.#name,
      readOnly: this.#opts.readOnly,
      delivered: this.#opts.resume.delivered(this.#key)
    });
    this.#out(0, this.#renderer.begin());
    const early = this.#early ?? [];
    this.#early = null;
    for (const m of early)this.#push(m);
  }
  #push(msg) {
    switch(msg.t){
      case "update":
        this.#frame(msg);
        return;
      case "end":
        this.#end(endResult(msg).message);
        return;
      case "fatal":
        this.#end(`The daemon dropped this page: ${msg.message}`);
        return;
      case "message":
        this.#showMessage(msg.text);
        return;
    }
  }
  /**
   * `display-message` aimed at this page: over the screen's bottom row for
   * a moment, as an attach client without a status line shows it.
   */ #showMessage(text) {
    const r = this.#renderer;
    if (!r || this.#done) return;
    this.#messageTimer?.();
    this.#messageTimer = after(MESSAGE_MS, ()=>{
      this.#messageTimer = undefined;
      if (!this.#done) this.#out(0, r.clearMessage());
    });
    this.#out(0, r.showMessage(messageRow(r.size.cols, text)));
  }
  #frame(msg) {
    if (msg.modes) this.#bracketed = msg.modes.bracketedPaste;
    if (msg.clipboard && this.#clipboard) {
      this.#send({
        t: "clipboard",
        text: this.#decoder.decode(msg.clipboard[1])
      });
    }
    const out = this.#renderer.frame(msg);
    this.#scroll?.output();
    if (out.length === 0) {
      this.#daemon({
        t: "ack",
        seq: msg.seq
      });
      return;
    }
    this.#unacked = msg.seq;
    this.#out(msg.seq, out);
  }
  // Runs `deliver` unless input `seq` of this page was delivered already;
  // acks it to the page either way.
  #deliver(seq, deliver) {
    if (seq > this.#opts.resume.delivered(this.#key)) {
      this.#opts.resume.record(this.#key, seq);
      deliver();
    }
    this.#send({
      t: "inputAck",
      seq
    });
  }
  // Keys: for scroll mode while it is on, else for the session.
  #keys(bytes) {
    if (!this.#scroll) {
      this.#input(bytes);
      return;
    }
    const r = this.#scroll.keys(bytes);
    this.#out(0, r.out);
    if (r.leave) {
      this.#scroll = null;
      this.#send({
        t: "scroll",
        on: false
      });
      if (r.copy !== undefined) this.#copy(r.copy);
      if (r.leave.rest.length > 0) this.#input(r.leave.rest);
    }
  }
  // The history view copied: to the page's clipboard (the user's own
  // copy, not a program's OSC 52, so not behind "allow clipboard
  // writes"), and a paste buffer as the attach client makes, but not for
  // a read-only login, which changes nothing in the daemon.
  #copy(text) {
    this.#send({
      t: "copy",
      text
    });
    const data = encoder.encode(text);
    if (this.#opts.readOnly) {
      this.#showMessage(`copied ${data.length} bytes`);
      return;
    }
    this.#conn?.request({
      op: "set-buffer",
      data
    }).then(()=>this.#showMessage(`copied ${data.length} bytes`), (err)=>this.#showMessage(String(err?.message ?? err)));
  }
  #input(bytes) {
    if (this.#opts.readOnly || bytes.length === 0) return;
    this.#daemon({
      t: "input",
      data: bytes
    });
  }
  #resize(cols, rows) {
    const r = this.#renderer;
    if (r.size.cols === cols && r.size.rows === rows) return;
    this.#out(0, r.resize(cols, rows));
    if (this.#scroll) this.#out(0, this.#scroll.resize());
    // A read-only page watches; it does not get to resize the session.
    if (!this.#opts.readOnly) this.#daemon({
      t: "resize",
      cols,
      rows
    });
  }
  #enterScroll(pageUp) {
    if (this.#scroll) return;
    const mode = new ScrollMode(this.#renderer, {
      request: (req)=>this.#history(mode, req)
    }, {
      prefix: NO_PREFIX,
      pageUp,
      // As tmux: the cursor starts where the session's is, not at the
      // bottom row, which is blank on a screen not yet full.
      cursor: this.#renderer.sessionCursor
    });
    this.#scroll = mode;
    this.#send({
      t: "scroll",
      on: true
    });
    mode.start();
  }
  #history(mode, req) {
    this.#conn.request({
      op: "history",
      name: this.#name,
      ...req
    }).then((page)=>{
      if (mode === this.#scroll) this.#out(0, mode.answer(page));
    }, ()=>{
      if (mode !== this.#scroll) return;
      this.#scroll = null;
      this.#send({
        t: "scroll",
        on: false
      });
      this.#out(0, mode.failed());
    });
  }
  #out(id, bytes) {
    if (bytes.length === 0 && id === 0) return;
    this.#send({
      t: "out",
      id,
      data: this.#decoder.decode(bytes)
    });
  }
  #send(msg) {
    if (this.#ws.readyState !== WebSocket.OPEN) return;
    this.#ws.send(JSON.stringify(msg));
  }
  #daemon(msg) {
    this.#conn?.send(msg).catch(()=>{});
  }
  /** Whether the WebSocket is over. */ get done() {
    return this.#done;
  }
  /** Ends the attachment from outside (the login was revoked). */ end(message) {
    this.#end(message);
  }
  /**
   * The server is stopping: 1001, going away, which the page retries;
   * resolves when the page has answered the close.
   */ goingAway() {
    this.#close(1001, "server stopping");
    return this.#wsClosed.promise;
  }
  // The attachment is over: say why, then close (the page does not retry).
  #end(message) {
    if (this.#done) return;
    this.#send({
      t: "end",
      message
    });
    this.#close(1000, "ended");
  }
  #close(code, reason) {
    try {
      this.#ws.close(code, reason);
    } catch  {
    // Already closing.
    }
    this.#finish();
  }
  #finish() {
    if (this.#done) return;
    this.#done = true;
    this.#messageTimer?.();
    const conn = this.#conn;
    if (!conn) return;
    conn.send({
      t: "detach"
    }).catch(()=>{}).finally(()=>conn.close());
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9icmlkZ2UudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBPbmUgcGFnZSdzIFdlYlNvY2tldCBqb2luZWQgdG8gb25lIGF0dGFjaG1lbnQgb2YgYSBzZXNzaW9uOiB0aGUgc2VydmVcbiAqIHByb2Nlc3MgaXMgYW4gYXR0YWNoIGNsaWVudCBvZiB0aGUgZGFlbW9uIGxpa2UgYW55IG90aGVyLCBhbmQgeHRlcm0uanMgaW5cbiAqIHRoZSBwYWdlIGlzIGl0cyBvdXRlciB0ZXJtaW5hbC4gVGhlIGF0dGFjaCBjbGllbnQncyByZW5kZXJlciBrZWVwcyB0aGVcbiAqIHBhZ2UncyBzY3JlZW4gbW9kZWwgYW5kIHR1cm5zIHRoZSBkYWVtb24ncyBmcmFtZXMgaW50byB0aGUgQU5TSSBieXRlc1xuICogdGhhdCB4dGVybS5qcyBkcmF3czsgaXRzIHNjcm9sbCBtb2RlIHNob3dzIHRoZSBzZXNzaW9uJ3MgaGlzdG9yeS5cbiAqXG4gKiBGbG93IGNvbnRyb2wgKGRlc2lnbiBsZXNzb24gNywgXCJzZW5kIHN0YXRlLCBub3QgYSBieXRlIGxvZ1wiKTogYSBmcmFtZSBpc1xuICogYWNrZWQgdG8gdGhlIGRhZW1vbiBvbmx5IG9uY2UgdGhlIHBhZ2UgaGFzIGFja2VkIHRoZSBieXRlcyBtYWRlIGZyb20gaXQsXG4gKiB0aGF0IGlzIG9uY2UgeHRlcm0uanMgaGFzIHdyaXR0ZW4gdGhlbS4gVW50aWwgdGhlbiB0aGUgZGFlbW9uIHNlbmRzXG4gKiBub3RoaW5nIG1vcmUgYW5kIGtlZXBzIGZvbGRpbmcgY2hhbmdlcyBpbnRvIHRoZSBuZXh0IGRpZmYsIHNvIGEgc2xvdyBvclxuICogc2xlZXBpbmcgdGFiIGdldHMgb25lIGJpZ2dlciB1cGRhdGUgd2hlbiBpdCB3YWtlcyBhbmQgbm90aGluZyBxdWV1ZXMgdXBcbiAqIGhlcmUgb3IgaW4gdGhlIGRhZW1vbi5cbiAqXG4gKiBJbnB1dCBjYXJyaWVzIHRoZSBwYWdlJ3Mgc2VxdWVuY2UgbnVtYmVyczogb25lIGFscmVhZHkgZGVsaXZlcmVkICh0aGVcbiAqIHBhZ2UgcmVzZW5kcyBhZnRlciBhIHJlY29ubmVjdCB3aGF0IGl0IGhhcyBubyBhY2sgZm9yKSBpcyBkcm9wcGVkLCBzb1xuICogZWFjaCBrZXkgcmVhY2hlcyB0aGUgc2Vzc2lvbiBvbmNlLiBBIHJlYWQtb25seSBsb2dpbidzIGlucHV0LCBwYXN0ZSBhbmRcbiAqIHJlc2l6ZSBhcmUgZHJvcHBlZCBoZXJlLCB3aGF0ZXZlciB0aGUgcGFnZSBkb2VzLCBhbmQgaXRzIGF0dGFjaG1lbnQgaXNcbiAqIHJlYWQtb25seSBpbiB0aGUgZGFlbW9uIGFzIHdlbGwuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIENvbm5lY3Rpb24sXG4gIHR5cGUgUHVzaE1zZyxcbiAgUmVxdWVzdEVycm9yLFxufSBmcm9tIFwiLi4vY2xpZW50L2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IGVuZFJlc3VsdCB9IGZyb20gXCIuLi9jbGllbnQvYXR0YWNoL2F0dGFjaF9yZXN1bHQudHNcIjtcbmltcG9ydCB7IFJlbmRlcmVyIH0gZnJvbSBcIi4uL2NsaWVudC9hdHRhY2gvcmVuZGVyZXIudHNcIjtcbmltcG9ydCB7IE1FU1NBR0VfTVMsIG1lc3NhZ2VSb3cgfSBmcm9tIFwiLi4vY2xpZW50L2F0dGFjaC9zdGF0dXNfbGluZS50c1wiO1xuaW1wb3J0IHsgYWZ0ZXIsIHR5cGUgQ2FuY2VsVGltZXIgfSBmcm9tIFwiLi4vcHJvdG9jb2wvdGltZXIudHNcIjtcbmltcG9ydCB7IFNjcm9sbE1vZGUgfSBmcm9tIFwiLi4vY2xpZW50L2F0dGFjaC9zY3JvbGxfbW9kZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBIaXN0b3J5UmVxdWVzdCB9IGZyb20gXCIuLi9jbGllbnQvYXR0YWNoL2hpc3Rvcnlfdmlldy50c1wiO1xuaW1wb3J0IHsgcGFzdGVCeXRlcyB9IGZyb20gXCIuLi9wcm90b2NvbC9wYXN0ZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBDbGllbnRNc2csIFVwZGF0ZU1zZyB9IGZyb20gXCIuLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBSZXN1bWVUYWJsZSB9IGZyb20gXCIuL3Jlc3VtZS50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBQYWdlTXNnLFxuICBwYXJzZVBhZ2VNc2csXG4gIHR5cGUgU2VydmVNc2csXG4gIFdJUkVfVkVSU0lPTixcbn0gZnJvbSBcIi4vd2lyZS50c1wiO1xuXG4vKiogV2hhdCBhIGJyaWRnZSBpcyBmb3IuICovXG5leHBvcnQgaW50ZXJmYWNlIEJyaWRnZU9wdGlvbnMge1xuICAvKiogVGhlIGRhZW1vbidzIHNvY2tldC4gKi9cbiAgc29ja2V0OiBzdHJpbmc7XG4gIC8qKiBUaGUgc2Vzc2lvbiB0byBhdHRhY2guICovXG4gIHNlc3Npb246IHN0cmluZztcbiAgcmVhZE9ubHk6IGJvb2xlYW47XG4gIC8qKiBOYW1lcyB0aGUgbG9naW4gKHRva2VuIGlkKSwgc28gcGFnZXMgb2Ygb3RoZXIgbG9naW5zIG5ldmVyIGNvbGxpZGUuICovXG4gIGxvZ2luOiBzdHJpbmc7XG4gIHJlc3VtZTogUmVzdW1lVGFibGU7XG59XG5cbi8vIFNjcm9sbE1vZGUncyBwcmVmaXggYnl0ZTogbm9uZSBpbiB0aGUgYnJvd3NlciAobm8gYnl0ZSBpcyAtMSkuXG5jb25zdCBOT19QUkVGSVggPSAtMTtcblxuY29uc3QgZW5jb2RlciA9IG5ldyBUZXh0RW5jb2RlcigpO1xuXG4vKiogUnVucyBvbmUgV2ViU29ja2V0IHVudGlsIGl0IG9yIHRoZSBhdHRhY2htZW50IGVuZHMuICovXG5leHBvcnQgY2xhc3MgQnJpZGdlIHtcbiAgI3dzOiBXZWJTb2NrZXQ7XG4gICNvcHRzOiBCcmlkZ2VPcHRpb25zO1xuICAjY29ubjogQ29ubmVjdGlvbiB8IG51bGwgPSBudWxsO1xuICAjcmVuZGVyZXI6IFJlbmRlcmVyIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBDbGVhcnMgdGhlIG1lc3NhZ2Ugc2hvd24gKGBkaXNwbGF5LW1lc3NhZ2VgKSwgaWYgb25lIGlzLiAqL1xuICAjbWVzc2FnZVRpbWVyOiBDYW5jZWxUaW1lciB8IHVuZGVmaW5lZDtcbiAgI3Njcm9sbDogU2Nyb2xsTW9kZSB8IG51bGwgPSBudWxsO1xuICAja2V5ID0gXCJcIjtcbiAgI25hbWUgPSBcIlwiO1xuICAjY2xpcGJvYXJkID0gZmFsc2U7XG4gICNicmFja2V0ZWQgPSBmYWxzZTtcbiAgLyoqIFRoZSBkYWVtb24gZnJhbWUgd2hvc2UgYnl0ZXMgdGhlIHBhZ2UgaGFzIG5vdCBhY2tlZCB5ZXQuICovXG4gICN1bmFja2VkOiBudW1iZXIgfCBudWxsID0gbnVsbDtcbiAgLyoqIFB1c2hlcyB0aGF0IGNhbWUgYmVmb3JlIHRoZSBhdHRhY2ggYW5zd2VyIHdhcyBoYW5kbGVkLiAqL1xuICAjZWFybHk6IFB1c2hNc2dbXSB8IG51bGwgPSBbXTtcbiAgI2RvbmUgPSBmYWxzZTtcbiAgI2RlY29kZXIgPSBuZXcgVGV4dERlY29kZXIoKTtcbiAgLyoqIFRoZSBXZWJTb2NrZXQncyBjbG9zZSBoYW5kc2hha2UgaXMgb3ZlciAob3IgaXQgd2FzIHRvcm4pLiAqL1xuICAjd3NDbG9zZWQgPSBQcm9taXNlLndpdGhSZXNvbHZlcnM8dm9pZD4oKTtcblxuICBjb25zdHJ1Y3Rvcih3czogV2ViU29ja2V0LCBvcHRzOiBCcmlkZ2VPcHRpb25zKSB7XG4gICAgdGhpcy4jd3MgPSB3cztcbiAgICB0aGlzLiNvcHRzID0gb3B0cztcbiAgICB3cy5vbm1lc3NhZ2UgPSAoZXYpID0+IHRoaXMuI21lc3NhZ2UoZXYuZGF0YSk7XG4gICAgd3Mub25jbG9zZSA9ICgpID0+IHtcbiAgICAgIHRoaXMuI2ZpbmlzaCgpO1xuICAgICAgdGhpcy4jd3NDbG9zZWQucmVzb2x2ZSgpO1xuICAgIH07XG4gICAgd3Mub25lcnJvciA9ICgpID0+IHRoaXMuI2ZpbmlzaCgpO1xuICB9XG5cbiAgI21lc3NhZ2UoZGF0YTogdW5rbm93bik6IHZvaWQge1xuICAgIGNvbnN0IG1zZyA9IHR5cGVvZiBkYXRhID09PSBcInN0cmluZ1wiID8gcGFyc2VQYWdlTXNnKGRhdGEpIDogbnVsbDtcbiAgICBpZiAoIW1zZykge1xuICAgICAgdGhpcy4jY2xvc2UoMTAwOCwgXCJtYWxmb3JtZWQgbWVzc2FnZVwiKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKG1zZy50ID09PSBcImhlbGxvXCIpIHtcbiAgICAgIGlmICh0aGlzLiNrZXkpIHRoaXMuI2Nsb3NlKDEwMDgsIFwiaGVsbG8gdHdpY2VcIik7XG4gICAgICBlbHNlIHt0aGlzLiNoZWxsbyhtc2cpLmNhdGNoKChlcnIpID0+XG4gICAgICAgICAgdGhpcy4jZW5kKFN0cmluZyhlcnI/Lm1lc3NhZ2UgPz8gZXJyKSlcbiAgICAgICAgKTt9XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghdGhpcy4jcmVuZGVyZXIgfHwgdGhpcy4jZWFybHkpIHJldHVybjsgLy8gbm90IGF0dGFjaGVkIHlldFxuICAgIHRoaXMuI2hhbmRsZShtc2cpO1xuICB9XG5cbiAgI2hhbmRsZShtc2c6IEV4Y2x1ZGU8UGFnZU1zZywgeyB0OiBcImhlbGxvXCIgfT4pOiB2b2lkIHtcbiAgICBzd2l0Y2ggKG1zZy50KSB7XG4gICAgICBjYXNlIFwiaW5wdXRcIjoge1xuICAgICAgICBjb25zdCBieXRlcyA9IG1zZy5iaW5hcnlcbiAgICAgICAgICA/IFVpbnQ4QXJyYXkuZnJvbShtc2cuZGF0YSwgKGMpID0+IGMuY2hhckNvZGVBdCgwKSAmIDB4ZmYpXG4gICAgICAgICAgOiBlbmNvZGVyLmVuY29kZShtc2cuZGF0YSk7XG4gICAgICAgIHRoaXMuI2RlbGl2ZXIobXNnLnNlcSwgKCkgPT4gdGhpcy4ja2V5cyhieXRlcykpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBjYXNlIFwicGFzdGVcIjpcbiAgICAgICAgdGhpcy4jZGVsaXZlcihtc2cuc2VxLCAoKSA9PiB7XG4gICAgICAgICAgaWYgKCF0aGlzLiNzY3JvbGwpIHRoaXMuI2lucHV0KHBhc3RlQnl0ZXMobXNnLnRleHQsIHRoaXMuI2JyYWNrZXRlZCkpO1xuICAgICAgICB9KTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcInJlc2l6ZVwiOlxuICAgICAgICB0aGlzLiNyZXNpemUobXNnLmNvbHMsIG1zZy5yb3dzKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcImFja1wiOlxuICAgICAgICBpZiAobXNnLmlkICE9PSAwICYmIG1zZy5pZCA9PT0gdGhpcy4jdW5hY2tlZCkge1xuICAgICAgICAgIHRoaXMuI3VuYWNrZWQgPSBudWxsO1xuICAgICAgICAgIHRoaXMuI2RhZW1vbih7IHQ6IFwiYWNrXCIsIHNlcTogbXNnLmlkIH0pO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJzY3JvbGxcIjpcbiAgICAgICAgdGhpcy4jZW50ZXJTY3JvbGwobXNnLnBhZ2VVcCk7XG4gICAgICAgIHJldHVybjtcbiAgICB9XG4gIH1cblxuICBhc3luYyAjaGVsbG8obXNnOiBFeHRyYWN0PFBhZ2VNc2csIHsgdDogXCJoZWxsb1wiIH0+KTogUHJvbWlzZTx2b2lkPiB7XG4gICAgdGhpcy4ja2V5ID0gYCR7dGhpcy4jb3B0cy5sb2dpbn0vJHttc2cuY2xpZW50fWA7XG4gICAgaWYgKG1zZy52ZXJzaW9uICE9PSBXSVJFX1ZFUlNJT04pIHtcbiAgICAgIHRoaXMuI2VuZChcIlRoaXMgcGFnZSBpcyBmcm9tIGFub3RoZXIgdmVyc2lvbiBvZiBiZXJ0aDsgcmVsb2FkIGl0XCIpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNjbGlwYm9hcmQgPSBtc2cuY2xpcGJvYXJkO1xuICAgIGNvbnN0IGNvbm4gPSBhd2FpdCBDb25uZWN0aW9uLm9wZW4odGhpcy4jb3B0cy5zb2NrZXQsIFwid2ViXCIpLmNhdGNoKCgpID0+XG4gICAgICBudWxsXG4gICAgKTtcbiAgICBpZiAoIWNvbm4pIHtcbiAgICAgIHRoaXMuI2VuZChcIk5vIGJlcnRoIGRhZW1vbiBpcyBydW5uaW5nOyBzdGFydCBhIHNlc3Npb24gd2l0aCBiZXJ0aCBuZXdcIik7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI2Nvbm4gPSBjb25uO1xuICAgIGlmICh0aGlzLiNkb25lKSByZXR1cm4gY29ubi5jbG9zZSgpO1xuICAgIGNvbm4ub25QdXNoID0gKG0pID0+IHRoaXMuI2Vhcmx5ID8gdGhpcy4jZWFybHkucHVzaChtKSA6IHRoaXMuI3B1c2gobSk7XG4gICAgY29ubi5jbG9zZWQudGhlbigoKSA9PiB0aGlzLiNlbmQoXCJUaGUgYmVydGggZGFlbW9uIHdlbnQgYXdheVwiKSk7XG4gICAgdGhpcy4jcmVuZGVyZXIgPSBuZXcgUmVuZGVyZXIobXNnLmNvbHMsIG1zZy5yb3dzLCB7XG4gICAgICBtaXJyb3JJbnB1dDogIXRoaXMuI29wdHMucmVhZE9ubHksXG4gICAgfSk7XG4gICAgdHJ5IHtcbiAgICAgICh7IG5hbWU6IHRoaXMuI25hbWUgfSA9IGF3YWl0IGNvbm4ucmVxdWVzdCh7XG4gICAgICAgIG9wOiBcImF0dGFjaFwiLFxuICAgICAgICBuYW1lOiB0aGlzLiNvcHRzLnNlc3Npb24sXG4gICAgICAgIHJlYWRPbmx5OiB0aGlzLiNvcHRzLnJlYWRPbmx5LFxuICAgICAgICBjb2xzOiBtc2cuY29scyxcbiAgICAgICAgcm93czogbXNnLnJvd3MsXG4gICAgICAgIC4uLih0aGlzLiNjbGlwYm9hcmQgPyB7IGNsaXBib2FyZDogdHJ1ZSB9IDoge30pLFxuICAgICAgICAvLyBJdHMgbG9naW4gbWF5IGJlIGZvciB0aGlzIHNlc3Npb24gb25seTogbmV2ZXIgc3dpdGNoZWQgYXdheS5cbiAgICAgICAgcGlubmVkOiB0cnVlLFxuICAgICAgfSkpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhpcy4jZW5kKFxuICAgICAgICBlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IgPyBlcnIubWVzc2FnZSA6IFwiVGhlIGF0dGFjaCBmYWlsZWRcIixcbiAgICAgICk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI3NlbmQoe1xuICAgICAgdDogXCJhdHRhY2hlZFwiLFxuICAgICAgbmFtZTogdGhpcy4jbmFtZSxcbiAgICAgIHJlYWRPbmx5OiB0aGlzLiNvcHRzLnJlYWRPbmx5LFxuICAgICAgZGVsaXZlcmVkOiB0aGlzLiNvcHRzLnJlc3VtZS5kZWxpdmVyZWQodGhpcy4ja2V5KSxcbiAgICB9KTtcbiAgICB0aGlzLiNvdXQoMCwgdGhpcy4jcmVuZGVyZXIuYmVnaW4oKSk7XG4gICAgY29uc3QgZWFybHkgPSB0aGlzLiNlYXJseSA/PyBbXTtcbiAgICB0aGlzLiNlYXJseSA9IG51bGw7XG4gICAgZm9yIChjb25zdCBtIG9mIGVhcmx5KSB0aGlzLiNwdXNoKG0pO1xuICB9XG5cbiAgI3B1c2gobXNnOiBQdXNoTXNnKTogdm9pZCB7XG4gICAgc3dpdGNoIChtc2cudCkge1xuICAgICAgY2FzZSBcInVwZGF0ZVwiOlxuICAgICAgICB0aGlzLiNmcmFtZShtc2cpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwiZW5kXCI6XG4gICAgICAgIHRoaXMuI2VuZChlbmRSZXN1bHQobXNnKS5tZXNzYWdlKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcImZhdGFsXCI6XG4gICAgICAgIHRoaXMuI2VuZChgVGhlIGRhZW1vbiBkcm9wcGVkIHRoaXMgcGFnZTogJHttc2cubWVzc2FnZX1gKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcIm1lc3NhZ2VcIjpcbiAgICAgICAgdGhpcy4jc2hvd01lc3NhZ2UobXNnLnRleHQpO1xuICAgICAgICByZXR1cm47XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIGBkaXNwbGF5LW1lc3NhZ2VgIGFpbWVkIGF0IHRoaXMgcGFnZTogb3ZlciB0aGUgc2NyZWVuJ3MgYm90dG9tIHJvdyBmb3JcbiAgICogYSBtb21lbnQsIGFzIGFuIGF0dGFjaCBjbGllbnQgd2l0aG91dCBhIHN0YXR1cyBsaW5lIHNob3dzIGl0LlxuICAgKi9cbiAgI3Nob3dNZXNzYWdlKHRleHQ6IHN0cmluZyk6IHZvaWQge1xuICAgIGNvbnN0IHIgPSB0aGlzLiNyZW5kZXJlcjtcbiAgICBpZiAoIXIgfHwgdGhpcy4jZG9uZSkgcmV0dXJuO1xuICAgIHRoaXMuI21lc3NhZ2VUaW1lcj8uKCk7XG4gICAgdGhpcy4jbWVzc2FnZVRpbWVyID0gYWZ0ZXIoTUVTU0FHRV9NUywgKCkgPT4ge1xuICAgICAgdGhpcy4jbWVzc2FnZVRpbWVyID0gdW5kZWZpbmVkO1xuICAgICAgaWYgKCF0aGlzLiNkb25lKSB0aGlzLiNvdXQoMCwgci5jbGVhck1lc3NhZ2UoKSk7XG4gICAgfSk7XG4gICAgdGhpcy4jb3V0KDAsIHIuc2hvd01lc3NhZ2UobWVzc2FnZVJvdyhyLnNpemUuY29scywgdGV4dCkpKTtcbiAgfVxuXG4gICNmcmFtZShtc2c6IFVwZGF0ZU1zZyk6IHZvaWQge1xuICAgIGlmIChtc2cubW9kZXMpIHRoaXMuI2JyYWNrZXRlZCA9IG1zZy5tb2Rlcy5icmFja2V0ZWRQYXN0ZTtcbiAgICBpZiAobXNnLmNsaXBib2FyZCAmJiB0aGlzLiNjbGlwYm9hcmQpIHtcbiAgICAgIHRoaXMuI3NlbmQoe1xuICAgICAgICB0OiBcImNsaXBib2FyZFwiLFxuICAgICAgICB0ZXh0OiB0aGlzLiNkZWNvZGVyLmRlY29kZShtc2cuY2xpcGJvYXJkWzFdKSxcbiAgICAgIH0pO1xuICAgIH1cbiAgICBjb25zdCBvdXQgPSB0aGlzLiNyZW5kZXJlciEuZnJhbWUobXNnKTtcbiAgICB0aGlzLiNzY3JvbGw/Lm91dHB1dCgpO1xuICAgIGlmIChvdXQubGVuZ3RoID09PSAwKSB7XG4gICAgICB0aGlzLiNkYWVtb24oeyB0OiBcImFja1wiLCBzZXE6IG1zZy5zZXEgfSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI3VuYWNrZWQgPSBtc2cuc2VxO1xuICAgIHRoaXMuI291dChtc2cuc2VxLCBvdXQpO1xuICB9XG5cbiAgLy8gUnVucyBgZGVsaXZlcmAgdW5sZXNzIGlucHV0IGBzZXFgIG9mIHRoaXMgcGFnZSB3YXMgZGVsaXZlcmVkIGFscmVhZHk7XG4gIC8vIGFja3MgaXQgdG8gdGhlIHBhZ2UgZWl0aGVyIHdheS5cbiAgI2RlbGl2ZXIoc2VxOiBudW1iZXIsIGRlbGl2ZXI6ICgpID0+IHZvaWQpOiB2b2lkIHtcbiAgICBpZiAoc2VxID4gdGhpcy4jb3B0cy5yZXN1bWUuZGVsaXZlcmVkKHRoaXMuI2tleSkpIHtcbiAgICAgIHRoaXMuI29wdHMucmVzdW1lLnJlY29yZCh0aGlzLiNrZXksIHNlcSk7XG4gICAgICBkZWxpdmVyKCk7XG4gICAgfVxuICAgIHRoaXMuI3NlbmQoeyB0OiBcImlucHV0QWNrXCIsIHNlcSB9KTtcbiAgfVxuXG4gIC8vIEtleXM6IGZvciBzY3JvbGwgbW9kZSB3aGlsZSBpdCBpcyBvbiwgZWxzZSBmb3IgdGhlIHNlc3Npb24uXG4gICNrZXlzKGJ5dGVzOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLiNzY3JvbGwpIHtcbiAgICAgIHRoaXMuI2lucHV0KGJ5dGVzKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgciA9IHRoaXMuI3Njcm9sbC5rZXlzKGJ5dGVzKTtcbiAgICB0aGlzLiNvdXQoMCwgci5vdXQpO1xuICAgIGlmIChyLmxlYXZlKSB7XG4gICAgICB0aGlzLiNzY3JvbGwgPSBudWxsO1xuICAgICAgdGhpcy4jc2VuZCh7IHQ6IFwic2Nyb2xsXCIsIG9uOiBmYWxzZSB9KTtcbiAgICAgIGlmIChyLmNvcHkgIT09IHVuZGVmaW5lZCkgdGhpcy4jY29weShyLmNvcHkpO1xuICAgICAgaWYgKHIubGVhdmUucmVzdC5sZW5ndGggPiAwKSB0aGlzLiNpbnB1dChyLmxlYXZlLnJlc3QpO1xuICAgIH1cbiAgfVxuXG4gIC8vIFRoZSBoaXN0b3J5IHZpZXcgY29waWVkOiB0byB0aGUgcGFnZSdzIGNsaXBib2FyZCAodGhlIHVzZXIncyBvd25cbiAgLy8gY29weSwgbm90IGEgcHJvZ3JhbSdzIE9TQyA1Miwgc28gbm90IGJlaGluZCBcImFsbG93IGNsaXBib2FyZFxuICAvLyB3cml0ZXNcIiksIGFuZCBhIHBhc3RlIGJ1ZmZlciBhcyB0aGUgYXR0YWNoIGNsaWVudCBtYWtlcywgYnV0IG5vdCBmb3JcbiAgLy8gYSByZWFkLW9ubHkgbG9naW4sIHdoaWNoIGNoYW5nZXMgbm90aGluZyBpbiB0aGUgZGFlbW9uLlxuICAjY29weSh0ZXh0OiBzdHJpbmcpOiB2b2lkIHtcbiAgICB0aGlzLiNzZW5kKHsgdDogXCJjb3B5XCIsIHRleHQgfSk7XG4gICAgY29uc3QgZGF0YSA9IGVuY29kZXIuZW5jb2RlKHRleHQpO1xuICAgIGlmICh0aGlzLiNvcHRzLnJlYWRPbmx5KSB7XG4gICAgICB0aGlzLiNzaG93TWVzc2FnZShgY29waWVkICR7ZGF0YS5sZW5ndGh9IGJ5dGVzYCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI2Nvbm4/LnJlcXVlc3QoeyBvcDogXCJzZXQtYnVmZmVyXCIsIGRhdGEgfSkudGhlbihcbiAgICAgICgpID0+IHRoaXMuI3Nob3dNZXNzYWdlKGBjb3BpZWQgJHtkYXRhLmxlbmd0aH0gYnl0ZXNgKSxcbiAgICAgIChlcnIpID0+IHRoaXMuI3Nob3dNZXNzYWdlKFN0cmluZyhlcnI/Lm1lc3NhZ2UgPz8gZXJyKSksXG4gICAgKTtcbiAgfVxuXG4gICNpbnB1dChieXRlczogVWludDhBcnJheSk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNvcHRzLnJlYWRPbmx5IHx8IGJ5dGVzLmxlbmd0aCA9PT0gMCkgcmV0dXJuO1xuICAgIHRoaXMuI2RhZW1vbih7IHQ6IFwiaW5wdXRcIiwgZGF0YTogYnl0ZXMgfSk7XG4gIH1cblxuICAjcmVzaXplKGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgciA9IHRoaXMuI3JlbmRlcmVyITtcbiAgICBpZiAoci5zaXplLmNvbHMgPT09IGNvbHMgJiYgci5zaXplLnJvd3MgPT09IHJvd3MpIHJldHVybjtcbiAgICB0aGlzLiNvdXQoMCwgci5yZXNpemUoY29scywgcm93cykpO1xuICAgIGlmICh0aGlzLiNzY3JvbGwpIHRoaXMuI291dCgwLCB0aGlzLiNzY3JvbGwucmVzaXplKCkpO1xuICAgIC8vIEEgcmVhZC1vbmx5IHBhZ2Ugd2F0Y2hlczsgaXQgZG9lcyBub3QgZ2V0IHRvIHJlc2l6ZSB0aGUgc2Vzc2lvbi5cbiAgICBpZiAoIXRoaXMuI29wdHMucmVhZE9ubHkpIHRoaXMuI2RhZW1vbih7IHQ6IFwicmVzaXplXCIsIGNvbHMsIHJvd3MgfSk7XG4gIH1cblxuICAjZW50ZXJTY3JvbGwocGFnZVVwOiBib29sZWFuKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI3Njcm9sbCkgcmV0dXJuO1xuICAgIGNvbnN0IG1vZGU6IFNjcm9sbE1vZGUgPSBuZXcgU2Nyb2xsTW9kZSh0aGlzLiNyZW5kZXJlciEsIHtcbiAgICAgIHJlcXVlc3Q6IChyZXEpID0+IHRoaXMuI2hpc3RvcnkobW9kZSwgcmVxKSxcbiAgICB9LCB7XG4gICAgICBwcmVmaXg6IE5PX1BSRUZJWCxcbiAgICAgIHBhZ2VVcCxcbiAgICAgIC8vIEFzIHRtdXg6IHRoZSBjdXJzb3Igc3RhcnRzIHdoZXJlIHRoZSBzZXNzaW9uJ3MgaXMsIG5vdCBhdCB0aGVcbiAgICAgIC8vIGJvdHRvbSByb3csIHdoaWNoIGlzIGJsYW5rIG9uIGEgc2NyZWVuIG5vdCB5ZXQgZnVsbC5cbiAgICAgIGN1cnNvcjogdGhpcy4jcmVuZGVyZXIhLnNlc3Npb25DdXJzb3IsXG4gICAgfSk7XG4gICAgdGhpcy4jc2Nyb2xsID0gbW9kZTtcbiAgICB0aGlzLiNzZW5kKHsgdDogXCJzY3JvbGxcIiwgb246IHRydWUgfSk7XG4gICAgbW9kZS5zdGFydCgpO1xuICB9XG5cbiAgI2hpc3RvcnkobW9kZTogU2Nyb2xsTW9kZSwgcmVxOiBIaXN0b3J5UmVxdWVzdCk6IHZvaWQge1xuICAgIHRoaXMuI2Nvbm4hLnJlcXVlc3QoeyBvcDogXCJoaXN0b3J5XCIsIG5hbWU6IHRoaXMuI25hbWUsIC4uLnJlcSB9KS50aGVuKFxuICAgICAgKHBhZ2UpID0+IHtcbiAgICAgICAgaWYgKG1vZGUgPT09IHRoaXMuI3Njcm9sbCkgdGhpcy4jb3V0KDAsIG1vZGUuYW5zd2VyKHBhZ2UpKTtcbiAgICAgIH0sXG4gICAgICAoKSA9PiB7XG4gICAgICAgIGlmIChtb2RlICE9PSB0aGlzLiNzY3JvbGwpIHJldHVybjtcbiAgICAgICAgdGhpcy4jc2Nyb2xsID0gbnVsbDtcbiAgICAgICAgdGhpcy4jc2VuZCh7IHQ6IFwic2Nyb2xsXCIsIG9uOiBmYWxzZSB9KTtcbiAgICAgICAgdGhpcy4jb3V0KDAsIG1vZGUuZmFpbGVkKCkpO1xuICAgICAgfSxcbiAgICApO1xuICB9XG5cbiAgI291dChpZDogbnVtYmVyLCBieXRlczogVWludDhBcnJheSk6IHZvaWQge1xuICAgIGlmIChieXRlcy5sZW5ndGggPT09IDAgJiYgaWQgPT09IDApIHJldHVybjtcbiAgICB0aGlzLiNzZW5kKHsgdDogXCJvdXRcIiwgaWQsIGRhdGE6IHRoaXMuI2RlY29kZXIuZGVjb2RlKGJ5dGVzKSB9KTtcbiAgfVxuXG4gICNzZW5kKG1zZzogU2VydmVNc2cpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jd3MucmVhZHlTdGF0ZSAhPT0gV2ViU29ja2V0Lk9QRU4pIHJldHVybjtcbiAgICB0aGlzLiN3cy5zZW5kKEpTT04uc3RyaW5naWZ5KG1zZykpO1xuICB9XG5cbiAgI2RhZW1vbihtc2c6IENsaWVudE1zZyk6IHZvaWQge1xuICAgIHRoaXMuI2Nvbm4/LnNlbmQobXNnKS5jYXRjaCgoKSA9PiB7fSk7XG4gIH1cblxuICAvKiogV2hldGhlciB0aGUgV2ViU29ja2V0IGlzIG92ZXIuICovXG4gIGdldCBkb25lKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNkb25lO1xuICB9XG5cbiAgLyoqIEVuZHMgdGhlIGF0dGFjaG1lbnQgZnJvbSBvdXRzaWRlICh0aGUgbG9naW4gd2FzIHJldm9rZWQpLiAqL1xuICBlbmQobWVzc2FnZTogc3RyaW5nKTogdm9pZCB7XG4gICAgdGhpcy4jZW5kKG1lc3NhZ2UpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBzZXJ2ZXIgaXMgc3RvcHBpbmc6IDEwMDEsIGdvaW5nIGF3YXksIHdoaWNoIHRoZSBwYWdlIHJldHJpZXM7XG4gICAqIHJlc29sdmVzIHdoZW4gdGhlIHBhZ2UgaGFzIGFuc3dlcmVkIHRoZSBjbG9zZS5cbiAgICovXG4gIGdvaW5nQXdheSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLiNjbG9zZSgxMDAxLCBcInNlcnZlciBzdG9wcGluZ1wiKTtcbiAgICByZXR1cm4gdGhpcy4jd3NDbG9zZWQucHJvbWlzZTtcbiAgfVxuXG4gIC8vIFRoZSBhdHRhY2htZW50IGlzIG92ZXI6IHNheSB3aHksIHRoZW4gY2xvc2UgKHRoZSBwYWdlIGRvZXMgbm90IHJldHJ5KS5cbiAgI2VuZChtZXNzYWdlOiBzdHJpbmcpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jZG9uZSkgcmV0dXJuO1xuICAgIHRoaXMuI3NlbmQoeyB0OiBcImVuZFwiLCBtZXNzYWdlIH0pO1xuICAgIHRoaXMuI2Nsb3NlKDEwMDAsIFwiZW5kZWRcIik7XG4gIH1cblxuICAjY2xvc2UoY29kZTogbnVtYmVyLCByZWFzb246IHN0cmluZyk6IHZvaWQge1xuICAgIHRyeSB7XG4gICAgICB0aGlzLiN3cy5jbG9zZShjb2RlLCByZWFzb24pO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQWxyZWFkeSBjbG9zaW5nLlxuICAgIH1cbiAgICB0aGlzLiNmaW5pc2goKTtcbiAgfVxuXG4gICNmaW5pc2goKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2RvbmUpIHJldHVybjtcbiAgICB0aGlzLiNkb25lID0gdHJ1ZTtcbiAgICB0aGlzLiNtZXNzYWdlVGltZXI/LigpO1xuICAgIGNvbnN0IGNvbm4gPSB0aGlzLiNjb25uO1xuICAgIGlmICghY29ubikgcmV0dXJuO1xuICAgIGNvbm4uc2VuZCh7IHQ6IFwiZGV0YWNoXCIgfSkuY2F0Y2goKCkgPT4ge30pLmZpbmFsbHkoKCkgPT4gY29ubi5jbG9zZSgpKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FxQkMsR0FFRCxTQUNFLFVBQVUsRUFFVixZQUFZLFFBQ1AsMEJBQTBCO0FBQ2pDLFNBQVMsU0FBUyxRQUFRLG9DQUFvQztBQUM5RCxTQUFTLFFBQVEsUUFBUSwrQkFBK0I7QUFDeEQsU0FBUyxVQUFVLEVBQUUsVUFBVSxRQUFRLGtDQUFrQztBQUN6RSxTQUFTLEtBQUssUUFBMEIsdUJBQXVCO0FBQy9ELFNBQVMsVUFBVSxRQUFRLGtDQUFrQztBQUU3RCxTQUFTLFVBQVUsUUFBUSx1QkFBdUI7QUFHbEQsU0FFRSxZQUFZLEVBRVosWUFBWSxRQUNQLFlBQVk7QUFjbkIsaUVBQWlFO0FBQ2pFLE1BQU0sWUFBWSxDQUFDO0FBRW5CLE1BQU0sVUFBVSxJQUFJO0FBRXBCLHdEQUF3RCxHQUN4RCxPQUFPLE1BQU07RUFDWCxDQUFBLEVBQUcsQ0FBWTtFQUNmLENBQUEsSUFBSyxDQUFnQjtFQUNyQixDQUFBLElBQUssR0FBc0IsS0FBSztFQUNoQyxDQUFBLFFBQVMsR0FBb0IsS0FBSztFQUNsQyw2REFBNkQsR0FDN0QsQ0FBQSxZQUFhLENBQTBCO0VBQ3ZDLENBQUEsTUFBTyxHQUFzQixLQUFLO0VBQ2xDLENBQUEsR0FBSSxHQUFHLEdBQUc7RUFDVixDQUFBLElBQUssR0FBRyxHQUFHO0VBQ1gsQ0FBQSxTQUFVLEdBQUcsTUFBTTtFQUNuQixDQUFBLFNBQVUsR0FBRyxNQUFNO0VBQ25CLDZEQUE2RCxHQUM3RCxDQUFBLE9BQVEsR0FBa0IsS0FBSztFQUMvQiwyREFBMkQsR0FDM0QsQ0FBQSxLQUFNLEdBQXFCLEVBQUUsQ0FBQztFQUM5QixDQUFBLElBQUssR0FBRyxNQUFNO0VBQ2QsQ0FBQSxPQUFRLEdBQUcsSUFBSSxjQUFjO0VBQzdCLDhEQUE4RCxHQUM5RCxDQUFBLFFBQVMsR0FBRyxRQUFRLGFBQWEsR0FBUztFQUUxQyxZQUFZLEVBQWEsRUFBRSxJQUFtQixDQUFFO0lBQzlDLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRztJQUNYLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLEdBQUcsU0FBUyxHQUFHLENBQUMsS0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxJQUFJO0lBQzVDLEdBQUcsT0FBTyxHQUFHO01BQ1gsSUFBSSxDQUFDLENBQUEsTUFBTztNQUNaLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxPQUFPO0lBQ3hCO0lBQ0EsR0FBRyxPQUFPLEdBQUcsSUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ2pDO0VBRUEsQ0FBQSxPQUFRLENBQUMsSUFBYTtJQUNwQixNQUFNLE1BQU0sT0FBTyxTQUFTLFdBQVcsYUFBYSxRQUFRO0lBQzVELElBQUksQ0FBQyxLQUFLO01BQ1IsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU07TUFDbEI7SUFDRjtJQUNBLElBQUksSUFBSSxDQUFDLEtBQUssU0FBUztNQUNyQixJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTTtXQUM1QjtRQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLLEtBQUssQ0FBQyxDQUFDLE1BQzFCLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxPQUFPLEtBQUssV0FBVztNQUNqQztNQUNKO0lBQ0Y7SUFDQSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxRQUFRLG1CQUFtQjtJQUMvRCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7RUFDZjtFQUVBLENBQUEsTUFBTyxDQUFDLEdBQXFDO0lBQzNDLE9BQVEsSUFBSSxDQUFDO01BQ1gsS0FBSztRQUFTO1VBQ1osTUFBTSxRQUFRLElBQUksTUFBTSxHQUNwQixXQUFXLElBQUksQ0FBQyxJQUFJLElBQUksRUFBRSxDQUFDLElBQU0sRUFBRSxVQUFVLENBQUMsS0FBSyxRQUNuRCxRQUFRLE1BQU0sQ0FBQyxJQUFJLElBQUk7VUFDM0IsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksR0FBRyxFQUFFLElBQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1VBQ3hDO1FBQ0Y7TUFDQSxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksR0FBRyxFQUFFO1VBQ3JCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFdBQVcsSUFBSSxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVTtRQUNyRTtRQUNBO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLElBQUk7UUFDL0I7TUFDRixLQUFLO1FBQ0gsSUFBSSxJQUFJLEVBQUUsS0FBSyxLQUFLLElBQUksRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRTtVQUM1QyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7VUFDaEIsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO1lBQUUsR0FBRztZQUFPLEtBQUssSUFBSSxFQUFFO1VBQUM7UUFDdkM7UUFDQTtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsSUFBSSxNQUFNO1FBQzVCO0lBQ0o7RUFDRjtFQUVBLE1BQU0sQ0FBQSxLQUFNLENBQUMsR0FBcUM7SUFDaEQsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUssQ0FBQyxDQUFDLEVBQUUsSUFBSSxNQUFNLEVBQUU7SUFDL0MsSUFBSSxJQUFJLE9BQU8sS0FBSyxjQUFjO01BQ2hDLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQztNQUNWO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxTQUFTO0lBQy9CLE1BQU0sT0FBTyxNQUFNLFdBQVcsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLEVBQUUsT0FBTyxLQUFLLENBQUMsSUFDakU7SUFFRixJQUFJLENBQUMsTUFBTTtNQUNULElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQztNQUNWO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxPQUFPLEtBQUssS0FBSztJQUNqQyxLQUFLLE1BQU0sR0FBRyxDQUFDLElBQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUMsS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDcEUsS0FBSyxNQUFNLENBQUMsSUFBSSxDQUFDLElBQU0sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDO0lBQ2pDLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxJQUFJLFNBQVMsSUFBSSxJQUFJLEVBQUUsSUFBSSxJQUFJLEVBQUU7TUFDaEQsYUFBYSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxRQUFRO0lBQ25DO0lBQ0EsSUFBSTtNQUNGLENBQUMsRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxHQUFHLE1BQU0sS0FBSyxPQUFPLENBQUM7UUFDekMsSUFBSTtRQUNKLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE9BQU87UUFDeEIsVUFBVSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsUUFBUTtRQUM3QixNQUFNLElBQUksSUFBSTtRQUNkLE1BQU0sSUFBSSxJQUFJO1FBQ2QsR0FBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7VUFBRSxXQUFXO1FBQUssSUFBSSxDQUFDLENBQUM7UUFDOUMsK0RBQStEO1FBQy9ELFFBQVE7TUFDVixFQUFFO0lBQ0osRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQ1AsZUFBZSxlQUFlLElBQUksT0FBTyxHQUFHO01BRTlDO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDVCxHQUFHO01BQ0gsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQ2hCLFVBQVUsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVE7TUFDN0IsV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJO0lBQ2xEO0lBQ0EsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEtBQUs7SUFDakMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxFQUFFO0lBQy9CLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLEtBQUssTUFBTSxLQUFLLE1BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0VBQ3BDO0VBRUEsQ0FBQSxJQUFLLENBQUMsR0FBWTtJQUNoQixPQUFRLElBQUksQ0FBQztNQUNYLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7UUFDWjtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsVUFBVSxLQUFLLE9BQU87UUFDaEM7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLENBQUMsOEJBQThCLEVBQUUsSUFBSSxPQUFPLEVBQUU7UUFDeEQ7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLElBQUksSUFBSTtRQUMxQjtJQUNKO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCxDQUFBLFdBQVksQ0FBQyxJQUFZO0lBQ3ZCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQ3hCLElBQUksQ0FBQyxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUN0QixJQUFJLENBQUMsQ0FBQSxZQUFhO0lBQ2xCLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxNQUFNLFlBQVk7TUFDckMsSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHO01BQ3JCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsRUFBRSxZQUFZO0lBQzlDO0lBQ0EsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsRUFBRSxXQUFXLENBQUMsV0FBVyxFQUFFLElBQUksQ0FBQyxJQUFJLEVBQUU7RUFDckQ7RUFFQSxDQUFBLEtBQU0sQ0FBQyxHQUFjO0lBQ25CLElBQUksSUFBSSxLQUFLLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLElBQUksS0FBSyxDQUFDLGNBQWM7SUFDekQsSUFBSSxJQUFJLFNBQVMsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7TUFDcEMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1FBQ1QsR0FBRztRQUNILE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQyxJQUFJLFNBQVMsQ0FBQyxFQUFFO01BQzdDO0lBQ0Y7SUFDQSxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFFLEtBQUssQ0FBQztJQUNsQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDZCxJQUFJLElBQUksTUFBTSxLQUFLLEdBQUc7TUFDcEIsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO1FBQUUsR0FBRztRQUFPLEtBQUssSUFBSSxHQUFHO01BQUM7TUFDdEM7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJLEdBQUc7SUFDdkIsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksR0FBRyxFQUFFO0VBQ3JCO0VBRUEsd0VBQXdFO0VBQ3hFLGtDQUFrQztFQUNsQyxDQUFBLE9BQVEsQ0FBQyxHQUFXLEVBQUUsT0FBbUI7SUFDdkMsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLENBQUMsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztNQUNoRCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEVBQUU7TUFDcEM7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUFFLEdBQUc7TUFBWTtJQUFJO0VBQ2xDO0VBRUEsOERBQThEO0VBQzlELENBQUEsSUFBSyxDQUFDLEtBQWlCO0lBQ3JCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7TUFDakIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO01BQ1o7SUFDRjtJQUNBLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxDQUFDO0lBQzVCLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxHQUFHLEVBQUUsR0FBRztJQUNsQixJQUFJLEVBQUUsS0FBSyxFQUFFO01BQ1gsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO01BQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1FBQUUsR0FBRztRQUFVLElBQUk7TUFBTTtNQUNwQyxJQUFJLEVBQUUsSUFBSSxLQUFLLFdBQVcsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEVBQUUsSUFBSTtNQUMzQyxJQUFJLEVBQUUsS0FBSyxDQUFDLElBQUksQ0FBQyxNQUFNLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRSxLQUFLLENBQUMsSUFBSTtJQUN2RDtFQUNGO0VBRUEsbUVBQW1FO0VBQ25FLCtEQUErRDtFQUMvRCx1RUFBdUU7RUFDdkUsMERBQTBEO0VBQzFELENBQUEsSUFBSyxDQUFDLElBQVk7SUFDaEIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQUUsR0FBRztNQUFRO0lBQUs7SUFDN0IsTUFBTSxPQUFPLFFBQVEsTUFBTSxDQUFDO0lBQzVCLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVEsRUFBRTtNQUN2QixJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsQ0FBQyxPQUFPLEVBQUUsS0FBSyxNQUFNLENBQUMsTUFBTSxDQUFDO01BQy9DO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsUUFBUTtNQUFFLElBQUk7TUFBYztJQUFLLEdBQUcsS0FDOUMsSUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsQ0FBQyxPQUFPLEVBQUUsS0FBSyxNQUFNLENBQUMsTUFBTSxDQUFDLEdBQ3JELENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsT0FBTyxLQUFLLFdBQVc7RUFFdEQ7RUFFQSxDQUFBLEtBQU0sQ0FBQyxLQUFpQjtJQUN0QixJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxRQUFRLElBQUksTUFBTSxNQUFNLEtBQUssR0FBRztJQUMvQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7TUFBRSxHQUFHO01BQVMsTUFBTTtJQUFNO0VBQ3pDO0VBRUEsQ0FBQSxNQUFPLENBQUMsSUFBWSxFQUFFLElBQVk7SUFDaEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDeEIsSUFBSSxFQUFFLElBQUksQ0FBQyxJQUFJLEtBQUssUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLEtBQUssTUFBTTtJQUNsRCxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRyxFQUFFLE1BQU0sQ0FBQyxNQUFNO0lBQzVCLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNO0lBQ2xELG1FQUFtRTtJQUNuRSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7TUFBRSxHQUFHO01BQVU7TUFBTTtJQUFLO0VBQ25FO0VBRUEsQ0FBQSxXQUFZLENBQUMsTUFBZTtJQUMxQixJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtJQUNsQixNQUFNLE9BQW1CLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUc7TUFDdkQsU0FBUyxDQUFDLE1BQVEsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU07SUFDeEMsR0FBRztNQUNELFFBQVE7TUFDUjtNQUNBLGdFQUFnRTtNQUNoRSx1REFBdUQ7TUFDdkQsUUFBUSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUUsYUFBYTtJQUN2QztJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUFFLEdBQUc7TUFBVSxJQUFJO0lBQUs7SUFDbkMsS0FBSyxLQUFLO0VBQ1o7RUFFQSxDQUFBLE9BQVEsQ0FBQyxJQUFnQixFQUFFLEdBQW1CO0lBQzVDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBRSxPQUFPLENBQUM7TUFBRSxJQUFJO01BQVcsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQUUsR0FBRyxHQUFHO0lBQUMsR0FBRyxJQUFJLENBQ25FLENBQUM7TUFDQyxJQUFJLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxHQUFHLEtBQUssTUFBTSxDQUFDO0lBQ3RELEdBQ0E7TUFDRSxJQUFJLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQzNCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUNmLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztRQUFFLEdBQUc7UUFBVSxJQUFJO01BQU07TUFDcEMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsS0FBSyxNQUFNO0lBQzFCO0VBRUo7RUFFQSxDQUFBLEdBQUksQ0FBQyxFQUFVLEVBQUUsS0FBaUI7SUFDaEMsSUFBSSxNQUFNLE1BQU0sS0FBSyxLQUFLLE9BQU8sR0FBRztJQUNwQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFBRSxHQUFHO01BQU87TUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUM7SUFBTztFQUMvRDtFQUVBLENBQUEsSUFBSyxDQUFDLEdBQWE7SUFDakIsSUFBSSxJQUFJLENBQUMsQ0FBQSxFQUFHLENBQUMsVUFBVSxLQUFLLFVBQVUsSUFBSSxFQUFFO0lBQzVDLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxJQUFJLENBQUMsS0FBSyxTQUFTLENBQUM7RUFDL0I7RUFFQSxDQUFBLE1BQU8sQ0FBQyxHQUFjO0lBQ3BCLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxLQUFLLEtBQUssTUFBTSxLQUFPO0VBQ3JDO0VBRUEsbUNBQW1DLEdBQ25DLElBQUksT0FBZ0I7SUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQ25CO0VBRUEsOERBQThELEdBQzlELElBQUksT0FBZSxFQUFRO0lBQ3pCLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQztFQUNaO0VBRUE7OztHQUdDLEdBQ0QsWUFBMkI7SUFDekIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU07SUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsT0FBTztFQUMvQjtFQUVBLHlFQUF5RTtFQUN6RSxDQUFBLEdBQUksQ0FBQyxPQUFlO0lBQ2xCLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQ2hCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUFFLEdBQUc7TUFBTztJQUFRO0lBQy9CLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNO0VBQ3BCO0VBRUEsQ0FBQSxLQUFNLENBQUMsSUFBWSxFQUFFLE1BQWM7SUFDakMsSUFBSTtNQUNGLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxLQUFLLENBQUMsTUFBTTtJQUN2QixFQUFFLE9BQU07SUFDTixtQkFBbUI7SUFDckI7SUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ2Q7RUFFQSxDQUFBLE1BQU87SUFDTCxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUNoQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxZQUFhO0lBQ2xCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLElBQUksQ0FBQyxNQUFNO0lBQ1gsS0FBSyxJQUFJLENBQUM7TUFBRSxHQUFHO0lBQVMsR0FBRyxLQUFLLENBQUMsS0FBTyxHQUFHLE9BQU8sQ0FBQyxJQUFNLEtBQUssS0FBSztFQUNyRTtBQUNGIn0=
// denoCacheMetadata=1487431061570340253,11702877521730698475