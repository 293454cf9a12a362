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
 * each key reaches the session once. A page's newer WebSocket takes over
 * from its older one (`ResumeTable.takeOver`): the old one takes no more
 * input and leaves the session, its detach answered, before the new one
 * attaches, so that the late keys of a link the page gave up are neither
 * counted nor let in after the keys the page sends again (two daemon
 * connections keep no order between them). A read-only login's input,
 * paste and resize are dropped here, whatever the page does, and its
 * attachment is read-only in the daemon as well.
 *
 * A live upgrade of the daemon (`berth upgrade`) closes its connection:
 * the page is then told to come back (1001, as when this server stops),
 * and its next link waits for the new daemon and attaches again, its
 * undelivered keys sent again as after any reconnect.
 *
 * @module
 */

import {
  Connection,
  type PushMsg,
  RequestError,
} from "../client/connection.ts";
import { endResult } from "../client/attach/attach_result.ts";
import { connectExisting, upgrading } from "../client/daemon_start.ts";
import { Renderer } from "../client/attach/renderer.ts";
import { MESSAGE_MS, messageRow } from "../client/attach/status_line.ts";
import { after, type CancelTimer } from "../protocol/timer.ts";
import { raceTimeout } from "../protocol/timeout.ts";
import { ScrollMode, type ScrollResult } from "../client/attach/scroll_mode.ts";
import { daemonBuffers, storeCopy } from "../client/attach/copy_buffer.ts";
import type { HistoryRequest } from "../client/attach/history_view.ts";
import { pasteBytes } from "../protocol/paste.ts";
import type { ClientMsg, UpdateMsg } from "../protocol/messages.ts";
import type { PageLink, ResumeTable } from "./resume.ts";
import {
  type PageMsg,
  parsePageMsg,
  type ServeMsg,
  WIRE_VERSION,
} from "./wire.ts";
import { HelpView, outputLines } from "../client/attach/help_view.ts";
import { ScrollKeyDecoder } from "../client/attach/scroll_keys.ts";
import { AttachMouse } from "../client/attach/attach_mouse.ts";

/** The page's terminal's foreground and background (xterm.js's defaults). */
const PAGE_FG = 0xffffff;
const PAGE_BG = 0x000000;

/** What a bridge is for. */
export interface BridgeOptions {
  /** The daemon's socket. */
  socket: string;
  /** The session to attach. */
  session: string;
  readOnly: boolean;
  /** Names the login (token id), so pages of other logins never collide. */
  login: string;
  resume: ResumeTable;
  /** Called once when the WebSocket is over, with why (for the log). */
  onFinish?: (why: string) => void;
}

// ScrollMode's prefix byte: none in the browser (no byte is -1).
const NO_PREFIX = -1;

const encoder = new TextEncoder();

/**
 * A WebSocket that has not said hello in this long is closed. The page
 * says it as soon as the socket opens; one that never does is a link the
 * page gave up on (it reconnected elsewhere), which Deno may otherwise
 * keep half-closed for good (seen: a page dropped a WebSocket stuck in a
 * stopped proxy, and when the proxy went on, the upgrade reached the
 * server after the page had gone).
 */
const HELLO_MS = 10_000;

/**
 * Longest a link waits for the daemon to answer its detach before it
 * hangs up anyway (and its successor attaches).
 */
const DETACH_MS = 2000;

/** Runs one WebSocket until it or the attachment ends. */
export class Bridge implements PageLink {
  #ws: WebSocket;
  #opts: BridgeOptions;
  #conn: Connection | null = null;
  #renderer: Renderer | null = null;
  /**
   * The page's mouse reports, as the attach client's with the mouse off:
   * to the active pane's program alone, at its place in the pane, and
   * only while it asks; null for a read-only login, which sends nothing.
   */
  #mouse: AttachMouse | null = null;
  /** Clears the message shown (`display-message`), if one is. */
  #messageTimer: CancelTimer | undefined;
  #scroll: ScrollMode | null = null;
  /** What a `run-shell` printed, in a view over the session (tmux's view mode). */
  #view: { view: HelpView; decoder: ScrollKeyDecoder } | null = null;
  #key = "";
  #name = "";
  #clipboard = false;
  #bracketed = false;
  /** The daemon frame whose bytes the page has not acked yet. */
  #unacked: number | null = null;
  /** Pushes that came before the attach answer was handled. */
  #early: PushMsg[] | null = [];
  #done = false;
  #decoder = new TextDecoder();
  /** The WebSocket's close handshake is over (or it was torn). */
  #wsClosed = Promise.withResolvers<void>();
  #helloTimer: CancelTimer;
  /** Resolves once this link has left the session (or never joined it). */
  #left = Promise.withResolvers<void>();
  /** The daemon answered the detach (its `end`). */
  #detached = Promise.withResolvers<void>();

  constructor(ws: WebSocket, opts: BridgeOptions) {
    this.#ws = ws;
    this.#opts = opts;
    this.#helloTimer = after(HELLO_MS, () => {
      if (!this.#key) this.#close(1008, "no hello");
    });
    ws.onmessage = (ev) => this.#message(ev.data);
    ws.onclose = (ev) => {
      this.#finish(
        `page closed, ${ev.code}${ev.reason ? " " + ev.reason : ""}`,
      );
      this.#wsClosed.resolve();
    };
    ws.onerror = () => this.#finish("error or silent link");
  }

  #message(data: unknown): void {
    // Ended (the page's close, a torn link): a key that comes now could
    // not reach the session, and must not count as delivered, or the
    // page's next WebSocket would not send it again.
    if (this.#done) return;
    const msg = typeof data === "string" ? parsePageMsg(data) : null;
    if (!msg) {
      this.#close(1008, "malformed message");
      return;
    }
    if (msg.t === "ping") {
      // At once, attached or not: the page counts the link alive by it.
      this.#send({ t: "pong", id: msg.id });
      return;
    }
    if (msg.t === "hello") {
      if (this.#key) this.#close(1008, "hello twice");
      else {this.#hello(msg).catch((err) =>
          this.#end(String(err?.message ?? err))
        );}
      return;
    }
    if (!this.#renderer || this.#early) return; // not attached yet
    this.#handle(msg);
  }

  #handle(msg: Exclude<PageMsg, { t: "hello" | "ping" }>): void {
    switch (msg.t) {
      case "input": {
        const bytes = msg.binary
          ? Uint8Array.from(msg.data, (c) => c.charCodeAt(0) & 0xff)
          : encoder.encode(msg.data);
        this.#deliver(msg.seq, () => this.#keys(bytes));
        return;
      }
      case "paste":
        this.#deliver(msg.seq, () => {
          if (!this.#scroll && !this.#view) {
            this.#input(pasteBytes(msg.text, this.#bracketed));
          }
        });
        return;
      case "resize":
        this.#resize(msg.cols, msg.rows);
        return;
      case "ack":
        if (msg.id !== 0 && msg.id === this.#unacked) {
          this.#unacked = null;
          this.#daemon({ t: "ack", seq: msg.id });
        }
        return;
      case "scroll":
        this.#enterScroll(msg.pageUp);
        return;
    }
  }

  async #hello(msg: Extract<PageMsg, { t: "hello" }>): Promise<void> {
    this.#key = `${this.#opts.login}/${msg.client}`;
    if (msg.version !== WIRE_VERSION) {
      this.#end("This page is from another version of berth; reload it");
      return;
    }
    this.#clipboard = msg.clipboard;
    // The page's link before this one stops taking input and leaves the
    // session first: its keys go in before this one's.
    await this.#opts.resume.takeOver(this.#key, this);
    if (this.#done) return;
    // Waits while the daemon is being upgraded (the page came back for
    // the new one: `#daemonGone`).
    const conn = await connectExisting(this.#opts.socket, "web").catch(() =>
      null
    );
    if (!conn) {
      this.#end("No berth daemon is running; start a session with berth new");
      return;
    }
    this.#conn = conn;
    if (this.#done) return conn.close();
    conn.onPush = (m) => this.#early ? this.#early.push(m) : this.#push(m);
    conn.closed.then(() => this.#daemonGone(conn));
    this.#renderer = new Renderer(msg.cols, msg.rows, {
      mirrorInput: !this.#opts.readOnly,
    });
    if (!this.#opts.readOnly) this.#mouse = this.#mouseFor(conn);
    try {
      ({ name: this.#name } = await conn.request({
        op: "attach",
        name: this.#opts.session,
        readOnly: this.#opts.readOnly,
        cols: msg.cols,
        rows: msg.rows,
        ...(this.#clipboard ? { clipboard: true } : {}),
        // Its login may be for this session only: never switched away.
        pinned: true,
      }));
    } catch (err) {
      this.#end(
        err instanceof RequestError ? err.message : "The attach failed",
      );
      return;
    }
    this.#send({
      t: "attached",
      name: this.#name,
      readOnly: this.#opts.readOnly,
      delivered: this.#opts.resume.delivered(this.#key),
    });
    this.#out(0, this.#renderer.begin());
    // The page's terminal's colours (xterm.js's default theme, which the
    // page keeps): the session's programs that ask are told them.
    this.#daemon({ t: "colours", fg: PAGE_FG, bg: PAGE_BG });
    const early = this.#early ?? [];
    this.#early = null;
    for (const m of early) this.#push(m);
  }

  #push(msg: PushMsg): void {
    if (this.#done) {
      if (msg.t === "end") this.#detached.resolve();
      return;
    }
    switch (msg.t) {
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
      case "pane-reset":
        this.#paneReset(msg.pane);
        return;
      case "output":
        this.#showOutput(outputLines(msg.text));
        return;
    }
  }

  /**
   * Pane `pane` got a new program or lost its history (`respawn-pane`,
   * `clear-history`): the history view on it shows rows that are not the
   * pane's any more, so it closes, as the attach client's copy mode does
   * (tmux resets the pane's modes).
   */
  #paneReset(pane: number): void {
    const mode = this.#scroll;
    if (!mode?.shows(pane) || this.#done) return;
    this.#scroll = null;
    this.#send({ t: "scroll", on: false });
    this.#out(0, mode.failed());
  }

  /**
   * `display-message` aimed at this page: over the screen's bottom row for
   * a moment, as an attach client without a status line shows it.
   */
  #showMessage(text: string): void {
    const r = this.#renderer;
    if (!r || this.#done) return;
    this.#messageTimer?.();
    this.#messageTimer = after(MESSAGE_MS, () => {
      this.#messageTimer = undefined;
      if (!this.#done) this.#out(0, r.clearMessage());
    });
    this.#out(0, r.showMessage(messageRow(r.size.cols, text)));
  }

  #frame(msg: UpdateMsg): void {
    if (msg.modes) this.#bracketed = msg.modes.bracketedPaste;
    if (msg.clipboard && this.#clipboard) {
      this.#send({
        t: "clipboard",
        text: this.#decoder.decode(msg.clipboard[1]),
      });
    }
    const out = this.#renderer!.frame(this.#mouse?.withMouse(msg) ?? msg);
    this.#scroll?.output();
    if (out.length === 0) {
      this.#daemon({ t: "ack", seq: msg.seq });
      return;
    }
    this.#unacked = msg.seq;
    this.#out(msg.seq, out);
  }

  // Runs `deliver` unless input `seq` of this page was delivered already;
  // acks it to the page either way.
  #deliver(seq: number, deliver: () => void): void {
    if (seq > this.#opts.resume.delivered(this.#key)) {
      this.#opts.resume.record(this.#key, seq);
      deliver();
    }
    this.#send({ t: "inputAck", seq });
  }

  /**
   * A run-shell's output (its escape sequences and controls taken out) in
   * a view over the session, as the attach client shows it (tmux's view
   * mode); over scroll mode or another view, its first line as a message.
   */
  #showOutput(lines: string[]): void {
    if (this.#scroll || this.#view) {
      const line = lines.find((l) => l.trim() !== "");
      if (line !== undefined) this.#showMessage(line);
      return;
    }
    this.#view = { view: new HelpView(lines), decoder: new ScrollKeyDecoder() };
    this.#drawView();
  }

  #drawView(): void {
    const r = this.#renderer!, v = this.#view!;
    this.#out(0, r.showView(v.view.rows(r.size.cols, r.size.rows), null));
  }

  // Keys for the output view; once it closes (q), the rest go on.
  #viewKeys(bytes: Uint8Array): void {
    const v = this.#view!, r = this.#renderer!;
    const keys = v.decoder.feed(bytes);
    for (let i = 0; i < keys.length; i++) {
      if (v.view.key(keys[i], r.size.rows)) continue;
      this.#view = null;
      this.#out(0, r.showSession());
      const rest = [...keys.slice(i + 1).flatMap((k) => [...k.bytes])];
      this.#keys(Uint8Array.from([...rest, ...v.decoder.pending()]));
      return;
    }
    this.#drawView();
  }

  // Keys: for the output view or scroll mode while one is on, else for
  // the session.
  #keys(bytes: Uint8Array): void {
    if (this.#view) {
      this.#viewKeys(bytes);
      return;
    }
    if (!this.#scroll) {
      this.#typed(bytes);
      return;
    }
    this.#scrolled(this.#scroll.keys(bytes));
  }

  // Keys and mouse reports for the session: a report goes to the pane
  // under it, in that pane's terms. xterm.js gives each key and report
  // whole in its own message: nothing is held for the next one.
  #typed(bytes: Uint8Array): void {
    const mouse = this.#mouse;
    if (!mouse) {
      this.#input(bytes);
      return;
    }
    const parts = mouse.reader.feed(bytes);
    const held = mouse.reader.flush();
    if (held) parts.push(held);
    for (const part of parts) {
      if (part instanceof Uint8Array) this.#input(part);
      else mouse.report(part, performance.now());
    }
  }

  // The mouse off (the page has no tmux mouse of its own): reports only
  // reach the active pane's program (`sendInput`), and nothing else of
  // the host is ever used.
  #mouseFor(conn: Connection): AttachMouse {
    // deno-lint-ignore no-this-alias
    const self = this;
    return new AttachMouse({
      get renderer() {
        return self.#renderer!;
      },
      conn,
      get name() {
        return self.#name;
      },
      get scroll() {
        return self.#scroll;
      },
      enterScroll: () => Promise.resolve(null),
      scrolled: () => Promise.resolve(null),
      sendInput: (data) => this.#input(data),
      pasteBuffer: () => {},
      say: (err) => this.#showMessage(String((err as Error)?.message ?? err)),
      clickCopy: () => {},
    }, false);
  }

  // What scroll mode did with keys (or with its first answer, which
  // runs the keys typed before it).
  #scrolled(r: ScrollResult): void {
    this.#out(0, r.out);
    if (r.leave) {
      this.#scroll = null;
      this.#send({ t: "scroll", on: false });
      if (r.copy !== undefined && !r.noBuffer) this.#copy(r.copy, r.append);
      if (r.leave.rest.length > 0) this.#input(r.leave.rest);
    }
  }

  // The history view copied: to the page's clipboard (the user's own
  // copy, not a program's OSC 52, so not behind "allow clipboard
  // writes"), and a paste buffer as the attach client makes, but not for
  // a read-only login, which changes nothing in the daemon.
  #copy(text: string, append = false): void {
    this.#send({ t: "copy", text });
    const data = encoder.encode(text);
    const conn = this.#conn;
    if (this.#opts.readOnly || !conn) {
      this.#showMessage(`copied ${data.length} bytes`);
      return;
    }
    storeCopy(daemonBuffers(conn), data, append).then(
      (text) => this.#showMessage(text),
      (err) => this.#showMessage(String(err?.message ?? err)),
    );
  }

  #input(bytes: Uint8Array): void {
    if (this.#opts.readOnly || bytes.length === 0) return;
    this.#daemon({ t: "input", data: bytes });
  }

  #resize(cols: number, rows: number): void {
    const r = this.#renderer!;
    if (r.size.cols === cols && r.size.rows === rows) return;
    this.#out(0, r.resize(cols, rows));
    if (this.#scroll) this.#out(0, this.#scroll.resize());
    if (this.#view) this.#drawView();
    // A read-only page watches; it does not get to resize the session.
    if (!this.#opts.readOnly) this.#daemon({ t: "resize", cols, rows });
  }

  #enterScroll(pageUp: boolean): void {
    if (this.#scroll || this.#view) return;
    const mode: ScrollMode = new ScrollMode(this.#renderer!, {
      request: (req) => this.#history(mode, req),
      message: (text) => this.#showMessage(text),
    }, {
      prefix: NO_PREFIX,
      pageUp,
      // As tmux: the cursor starts where the session's is, not at the
      // bottom row, which is blank on a screen not yet full.
      cursor: this.#renderer!.sessionCursor,
    });
    this.#scroll = mode;
    this.#send({ t: "scroll", on: true });
    mode.start();
  }

  #history(mode: ScrollMode, req: HistoryRequest): void {
    this.#conn!.request({ op: "history", name: this.#name, ...req }).then(
      (page) => {
        if (mode === this.#scroll) this.#scrolled(mode.answer(page));
      },
      () => {
        if (mode !== this.#scroll) return;
        this.#scroll = null;
        this.#send({ t: "scroll", on: false });
        this.#out(0, mode.failed());
      },
    );
  }

  #out(id: number, bytes: Uint8Array): void {
    if (bytes.length === 0 && id === 0) return;
    this.#send({ t: "out", id, data: this.#decoder.decode(bytes) });
  }

  #send(msg: ServeMsg): void {
    if (this.#ws.readyState !== WebSocket.OPEN) return;
    this.#ws.send(JSON.stringify(msg));
  }

  #daemon(msg: ClientMsg): void {
    this.#conn?.send(msg).catch(() => {});
  }

  /** Whether the WebSocket is over. */
  get done(): boolean {
    return this.#done;
  }

  /**
   * The page opened a newer link: this one ends, and resolves once it has
   * left the session, everything it delivered taken by the daemon.
   */
  handOver(): Promise<void> {
    this.#close(1000, "replaced", "replaced by the page's next link");
    return this.#left.promise;
  }

  /** Ends the attachment from outside (the login was revoked). */
  end(message: string): void {
    this.#end(message);
  }

  /**
   * The server is stopping: 1001, going away, which the page retries;
   * resolves when the page has answered the close.
   */
  goingAway(): Promise<void> {
    this.#close(1001, "server stopping");
    return this.#wsClosed.promise;
  }

  /**
   * The daemon's connection closed. A daemon being upgraded is back in a
   * moment: the page comes back (1001, which it retries) and attaches to
   * the new one. One that stopped ends the attachment. The new daemon
   * removes the upgrade's state file once it listens: a bridge that looks
   * that late (a loaded machine) finds the same daemon (its pid) there.
   */
  async #daemonGone(conn: Connection): Promise<void> {
    if (this.#done) return;
    const socket = this.#opts.socket;
    let back = upgrading(socket);
    if (!back) {
      const again = await Connection.open(socket, "web").catch(() => null);
      back = again?.daemonPid === conn.daemonPid;
      again?.close();
    }
    if (back) this.#close(1001, "daemon upgraded", "the daemon was upgraded");
    else this.#end("The berth daemon went away");
  }

  // The attachment is over: say why, then close (the page does not retry).
  #end(message: string): void {
    if (this.#done) return;
    this.#send({ t: "end", message });
    this.#close(1000, "ended", message);
  }

  #close(code: number, reason: string, why = reason): void {
    try {
      this.#ws.close(code, reason);
    } catch {
      // Already closing.
    }
    this.#finish(why);
  }

  #finish(why: string): void {
    if (this.#done) return;
    this.#done = true;
    this.#helloTimer();
    this.#opts.onFinish?.(why);
    this.#messageTimer?.();
    if (this.#key) this.#opts.resume.release(this.#key, this);
    const conn = this.#conn;
    if (!conn) {
      // Not attached: `#hello` closes the connection it may still open.
      this.#left.resolve();
      return;
    }
    // Hung up only once the daemon has answered the detach: the input
    // sent before it is in the session then.
    conn.send({ t: "detach" }).then(
      () =>
        raceTimeout(
          Promise.race([this.#detached.promise, conn.closed]),
          DETACH_MS,
          () => new Error(),
        ),
    ).catch(() => {}).finally(() => {
      conn.close();
      this.#left.resolve();
    });
  }
}
