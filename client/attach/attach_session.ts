/**
 * `attachSession`: hands the user's terminal to a session until the user
 * detaches or the session ends, then gives it back as it was found.
 *
 * One loop takes events in order (frames and other pushes from the daemon,
 * resizes, detach, signals, the socket closing), so that the renderer and
 * the terminal are only ever touched by one thing at a time. Keys skip the
 * queue: they only go to the socket. In scroll mode (`scroll_mode.ts`) they
 * go through the queue instead, as they move the view, and so do the
 * daemon's answers to its history requests.
 *
 * @module
 */

import {
  type Connection,
  ConnectionError,
  type PushMsg,
  RequestError,
} from "../connection.ts";
import {
  type AttachResult,
  daemonGoneResult,
  detachedResult,
  endResult,
  errorResult,
} from "./attach_result.ts";
import { InputFilter } from "./input_filter.ts";
import { type OuterTerminal, realTerminal } from "./outer_terminal.ts";
import { Renderer, type RendererOptions } from "./renderer.ts";
import type { HistoryRequest } from "./history_view.ts";
import { ScrollMode, type ScrollResult } from "./scroll_mode.ts";
import type {
  AttachAnswer,
  ClientMsg,
  HistoryPage,
} from "../../protocol/messages.ts";
import { startHeartbeat } from "../heartbeat.ts";
import { InputLog } from "./input_log.ts";
import {
  reconnect,
  type ReconnectOutcome,
  statusRow,
  statusText,
  type TryReport,
} from "./reconnect.ts";
import { signalNumber } from "../../protocol/signals.ts";
import { clipboardWrite } from "./clipboard.ts";
import type { KeyTable } from "./key_table.ts";
import { DEFAULT_PREFIX } from "./prefix.ts";
import { putText } from "./row_text.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";

/**
 * How long a message stays on the bottom row (tmux's display-time is
 * 750 ms; a sentence takes longer to read).
 */
const MESSAGE_MS = 1500;

/** How long keys typed after a bound command wait for it to finish. */
const HOLD_MS = 2000;

/** How to attach. */
export interface AttachOptions {
  /** Session name; the most recently active one when absent. */
  name?: string;
  /**
   * See everything, send nothing: no input, no resize, and the modes that
   * only change what the terminal sends (mouse, paste ...) are not
   * mirrored. Prefix then `d` still detaches.
   */
  readOnly: boolean;
  /**
   * The key tables (prefix, bindings), from the daemon's settings; without
   * them, the built-in ones with `prefix`.
   */
  keys?: KeyTable;
  /** Prefix key as a byte when there are no `keys`, default Ctrl-b (0x02). */
  prefix?: number;
  /**
   * Runs a bound command line in this client's context (its session);
   * resolves with the one-line error, or null on success. Without it,
   * bound commands are not run and say so.
   */
  runCommand?: (line: string, session: string) => Promise<string | null>;
  /** A message to show once attached (say, the config file's warnings). */
  notice?: string;
  /**
   * Let the session's programs set the user's clipboard (OSC 52): the
   * daemon sends this client their clipboard writes, and it passes them on
   * to the terminal. Off by default.
   */
  clipboard?: boolean;
  /**
   * Opens a new connection to the same daemon, for a resume after the
   * link broke; without it a broken link ends the attach.
   */
  reopen?: () => Promise<Connection>;
  /** The daemon's host or socket, for the reconnecting line. */
  where?: string;
  /** Detach the session's other clients first (`attach -d`). */
  detachOthers?: boolean;
}

/** Test hooks: another terminal than stdin/stdout, renderer options. */
export interface AttachHooks {
  terminal?: OuterTerminal;
  renderer?: RendererOptions;
}

type AttachEvent =
  | { kind: "push"; msg: PushMsg }
  | { kind: "detach" }
  | { kind: "input-end" }
  | { kind: "resize" }
  | { kind: "terminate"; signal: "SIGTERM" | "SIGHUP" }
  | { kind: "closed"; conn: Connection }
  /** The reconnect loop ended: resumed, session gone, or given up (null). */
  | { kind: "reconnected"; outcome: ReconnectOutcome | null }
  /** A reconnect try started or failed: redraw the status line. */
  | { kind: "status"; report: TryReport }
  /** Prefix then `[` or PageUp; `rest`: keys after it in the same read. */
  | { kind: "scroll"; pageUp: boolean; rest: Uint8Array }
  /** Keys typed while scroll mode is on (or about to be). */
  | { kind: "keys"; data: Uint8Array }
  /** The answer to a history request of scroll mode `mode`. */
  | { kind: "history"; mode: ScrollMode; page: HistoryPage | null }
  /** A one-line message for the bottom row, for a moment. */
  | { kind: "message"; text: string }
  /** The moment of message `id` is over. */
  | { kind: "message-end"; id: number };

/**
 * Attaches the terminal on stdin/stdout to a session until detach or end.
 *
 * Puts the terminal in raw mode (Ctrl-C is a byte for the session) on its
 * alternate screen, draws the session's frames (acking each once written),
 * mirrors its modes and title, forwards keys (prefix then `d` detaches,
 * prefix twice sends the prefix, prefix then `[` or PageUp enters scroll
 * mode, prefix then any other key is dropped) and size changes. However it
 * ends, the terminal is restored exactly (modes, cursor, main screen,
 * termios) and one line saying why is printed on stderr; `message` is that
 * line.
 *
 * `exitCode`: 0 on detach and when the session's child exits with status
 * 0; the child's status N when it exits with N; 128 + the signal's number
 * when a signal killed it (as ssh and `docker run -it` do, so
 * `berth new -- make && next` works); 1 when the daemon goes away, drops
 * the client or the attach fails; 128 + the signal's number when this
 * client gets SIGTERM or SIGHUP (it detaches first).
 *
 * An attach request the daemon refuses (no such session ...) prints the
 * daemon's one-line message and returns 1 without touching the terminal.
 */
export async function attachSession(
  conn: Connection,
  opts: AttachOptions,
  hooks: AttachHooks = {},
): Promise<AttachResult> {
  const term = hooks.terminal ?? realTerminal();
  const result = await attach(conn, opts, term, hooks.renderer ?? {});
  conn.close();
  try {
    term.printLine(result.message);
  } catch {
    // stderr is gone with the terminal; the exit code still tells.
  }
  return result;
}

async function attach(
  conn: Connection,
  opts: AttachOptions,
  term: OuterTerminal,
  rendererOptions: RendererOptions,
): Promise<AttachResult> {
  if (!term.isTerminal()) {
    return {
      exitCode: 1,
      message: "berth: berth attach needs a terminal; run it from one",
    };
  }
  const events = new EventQueue<AttachEvent>();
  conn.onPush = (msg) => events.push({ kind: "push", msg });
  conn.closed.then(() => events.push({ kind: "closed", conn }));
  // Beats notice a dead link that sends nothing at all (see heartbeat.ts).
  if (opts.reopen) startHeartbeat(conn);
  const size = term.size();
  let answer: AttachAnswer;
  try {
    answer = await conn.request({
      op: "attach",
      name: opts.name,
      readOnly: opts.readOnly,
      cols: size.cols,
      rows: size.rows,
      ...(opts.clipboard ? { clipboard: true } : {}),
      ...(opts.detachOthers ? { detachOthers: true } : {}),
    });
  } catch (err) {
    return refused(err);
  }
  const session = new AttachedSession(conn, opts, term, answer, events, size, {
    bce: outerHasBce(),
    mirrorInput: !opts.readOnly,
    clipboard: opts.clipboard ?? false,
    ...rendererOptions,
  });
  return await session.run();
}

// A refused attach request: the daemon's own line (an error like any
// other command's, so with berth's prefix), or why it went away.
function refused(err: unknown): AttachResult {
  if (err instanceof RequestError) {
    return { exitCode: 1, message: `berth: ${err.message}` };
  }
  if (err instanceof ConnectionError) {
    return daemonGoneResult(
      err.kind === "fatal" ? err.message : "lost connection",
    );
  }
  return { exitCode: 1, message: String((err as Error)?.message ?? err) };
}

// GNU screen (TERM=screen*) does not erase with the background colour, and
// tmux's terminfo entries do not promise it either.
function outerHasBce(): boolean {
  try {
    return !/^(screen|tmux)/.test(Deno.env.get("TERM") ?? "");
  } catch {
    return true;
  }
}

/** The attached state: from raw mode in to terminal restored. */
class AttachedSession {
  #renderer: Renderer;
  #filter: InputFilter;
  #detaching = false;
  #resizePending = false;
  /** Scroll mode, while it is on. */
  #scroll: ScrollMode | null = null;
  /** Scroll mode was asked for; the loop has not started it yet. */
  #scrollPending = false;
  /** "keys" events in the queue: later keys must queue behind them. */
  #queuedKeys = 0;
  /** Keys typed while a bound command runs (see `#forward`). */
  #held: Uint8Array[] | null = null;
  /** The message shown now (its id), and its timer. */
  #messageId = 0;
  #messageTimer: ReturnType<typeof setTimeout> | undefined;
  /** The attachment's token, for a resume ("" when there is none). */
  #token: string;
  /** The seq of the last frame drawn. */
  #lastFrame = 0;
  /** Input sent but not confirmed, and typed while the link is down. */
  #inputs = new InputLog();
  /** Set while the link is down: aborting it stops the reconnect loop. */
  #down: AbortController | null = null;
  #report: TryReport = { attempt: 1 };
  #early = new WeakMap<Connection, PushMsg[]>();
  readonly name: string;

  constructor(
    public conn: Connection,
    readonly opts: AttachOptions,
    readonly term: OuterTerminal,
    answer: AttachAnswer,
    readonly events: EventQueue<AttachEvent>,
    size: { cols: number; rows: number },
    rendererOptions: RendererOptions,
  ) {
    this.name = answer.name;
    this.#token = answer.token ?? "";
    // The size the session was told; a change since then is a resize.
    this.#renderer = new Renderer(size.cols, size.rows, rendererOptions);
    this.#filter = new InputFilter(
      opts.keys ?? opts.prefix ?? DEFAULT_PREFIX,
      opts.readOnly,
    );
  }

  async run(): Promise<AttachResult> {
    const { term, events } = this;
    term.setRaw(true);
    const stopResize = term.onResize(() => this.#resizeSoon());
    const stopTerminate = term.onTerminate((signal) =>
      events.push({ kind: "terminate", signal })
    );
    let result: AttachResult;
    try {
      await term.write(this.#renderer.begin());
      // The size may have changed between the request and now.
      this.#resizeSoon();
      term.startReading(
        (data) => this.#input(data),
        () => events.push({ kind: "input-end" }),
      );
      if (this.opts.notice) {
        events.push({ kind: "message", text: this.opts.notice });
      }
      result = await this.#loop();
    } catch (err) {
      result = errorResult(err);
    } finally {
      stopResize();
      stopTerminate();
      clearTimeout(this.#messageTimer);
      this.#down?.abort();
    }
    await this.#restore();
    return result;
  }

  // Gives the terminal back; every step runs even if one fails.
  async #restore(): Promise<void> {
    try {
      await this.term.write(this.#renderer.end());
    } catch {
      // The terminal is gone; nothing to restore on it.
    }
    try {
      this.term.setRaw(false);
    } catch {
      // Same.
    }
    await this.term.stopReading();
  }

  async #loop(): Promise<AttachResult> {
    for (;;) {
      const ev = await this.events.next();
      const result = await this.#handle(ev);
      if (result) return result;
    }
  }

  async #handle(ev: AttachEvent): Promise<AttachResult | null> {
    switch (ev.kind) {
      case "push":
        return await this.#push(ev.msg);
      case "detach":
        return await this.#detach(detachedResult(this.name));
      case "input-end":
        // The terminal hung up: nothing more will be typed.
        return await this.#detach(detachedResult(this.name));
      case "resize":
        this.#resizePending = false;
        await this.#resize();
        return null;
      case "terminate":
        return await this.#detach({
          exitCode: 128 + signalNumber(ev.signal),
          message: `[detached from session ${this.name}: got ${ev.signal}]`,
        });
      case "closed":
        if (ev.conn !== this.conn) return null; // a link given up on
        if (!this.opts.reopen || this.#token === "") {
          return daemonGoneResult("lost connection");
        }
        await this.#linkDown();
        return null;
      case "reconnected":
        return await this.#reconnected(ev.outcome);
      case "status":
        if (!this.#down) return null;
        this.#report = ev.report;
        await this.#showStatus();
        return null;
      case "scroll":
        return await this.#enterScroll(ev.pageUp, ev.rest);
      case "keys":
        this.#queuedKeys--;
        return await this.#keys(ev.data);
      case "history":
        await this.#historyAnswer(ev.mode, ev.page);
        return null;
      case "message":
        await this.#showMessage(ev.text);
        return null;
      case "message-end":
        if (ev.id === this.#messageId) {
          await this.term.write(this.#renderer.clearMessage());
        }
        return null;
    }
  }

  // Shows `text` on the bottom row for MESSAGE_MS, in reverse video, as
  // scroll mode shows its messages (the status line will take them).
  async #showMessage(text: string): Promise<void> {
    const { cols } = this.#renderer.size;
    const row = new GridRow(cols);
    row.fill(0, cols, " ", DEFAULT_ATTRS);
    putText(row, cols, text, { ...DEFAULT_ATTRS, flags: ATTR_INVERSE }, "left");
    const id = ++this.#messageId;
    clearTimeout(this.#messageTimer);
    this.#messageTimer = setTimeout(
      () => this.events.push({ kind: "message-end", id }),
      MESSAGE_MS,
    );
    await this.term.write(this.#renderer.showMessage(row));
  }

  // Runs a bound command line; its error, if any, becomes a message.
  #runBound(line: string): Promise<void> {
    const run = this.opts.runCommand;
    if (this.opts.readOnly) {
      // A read-only client sees; it changes nothing, its key bindings
      // included (detach and scroll mode are not commands).
      this.events.push({
        kind: "message",
        text: `Read-only: ${line} is not run`,
      });
      return Promise.resolve();
    }
    if (!run) {
      this.events.push({ kind: "message", text: `Cannot run ${line} here` });
      return Promise.resolve();
    }
    return run(line, this.name).then(
      (err) => {
        if (err) this.events.push({ kind: "message", text: err });
      },
      (err) => {
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err),
        });
      },
    );
  }

  async #enterScroll(
    pageUp: boolean,
    rest: Uint8Array,
  ): Promise<AttachResult | null> {
    this.#scrollPending = false;
    // No history to scroll through while the link is down.
    if (this.#down) return rest.length > 0 ? await this.#keys(rest) : null;
    if (!this.#scroll) {
      const mode: ScrollMode = new ScrollMode(this.#renderer, {
        request: (req) => this.#historyRequest(mode, req),
      }, {
        prefix: this.#filter.keys,
        pageUp,
        cursor: this.#renderer.sessionCursor,
      });
      this.#scroll = mode;
      mode.start();
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }

  // Keys that queued behind scroll mode: for it while it is on, else (it
  // was left meanwhile) for the session as usual.
  async #keys(data: Uint8Array): Promise<AttachResult | null> {
    if (!this.#scroll) {
      this.#forward(data);
      return null;
    }
    return await this.#scrolled(this.#scroll.keys(data));
  }

  async #scrolled(r: ScrollResult): Promise<AttachResult | null> {
    if (r.out.length > 0) await this.term.write(r.out);
    if (r.detach) {
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    }
    if (r.leave) {
      this.#scroll = null;
      if (r.copy !== undefined) await this.#copy(r.copy);
      if (r.leave.rest.length > 0) this.#forward(r.leave.rest);
    }
    return null;
  }

  // Copy mode copied: a new paste buffer in the daemon, and the user's
  // clipboard (OSC 52) only when this client may set it (--clipboard).
  async #copy(text: string): Promise<void> {
    const data = new TextEncoder().encode(text);
    this.conn.request({ op: "set-buffer", data }).then(
      () =>
        this.events.push({
          kind: "message",
          text: `copied ${data.length} bytes`,
        }),
      (err) =>
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err),
        }),
    );
    if (this.opts.clipboard) {
      await this.term.write(
        new TextEncoder().encode(clipboardWrite("c", data)),
      );
    }
  }

  // Prefix ]: the newest paste buffer into this session, as a paste.
  #pasteBuffer(): void {
    this.conn.request({ op: "paste-buffer", name: this.name }).catch(
      (err) =>
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err),
        }),
    );
  }

  #historyRequest(mode: ScrollMode, req: HistoryRequest): void {
    const { pane, ...rows } = req;
    const name = pane === undefined ? this.name : `${this.name}:%${pane}`;
    this.conn.request({ op: "history", name, ...rows }).then(
      (page) => this.events.push({ kind: "history", mode, page }),
      // The session ended or the daemon went: their own events follow.
      () => this.events.push({ kind: "history", mode, page: null }),
    );
  }

  async #historyAnswer(
    mode: ScrollMode,
    page: HistoryPage | null,
  ): Promise<void> {
    if (mode !== this.#scroll) return; // left meanwhile
    if (page) {
      await this.term.write(mode.answer(page));
      return;
    }
    this.#scroll = null;
    await this.term.write(mode.failed());
  }

  async #push(msg: PushMsg): Promise<AttachResult | null> {
    switch (msg.t) {
      case "update":
        // In scroll mode the renderer keeps the frame without drawing it;
        // scroll mode draws the panes around its own.
        await this.term.write(this.#renderer.frame(msg));
        this.#lastFrame = msg.seq;
        this.#send({ t: "ack", seq: msg.seq });
        if (this.#scroll) await this.term.write(this.#scroll.output());
        return null;
      case "end":
        return endResult(msg);
      case "fatal":
        return daemonGoneResult(msg.message);
      case "beat":
        if (msg.input !== undefined) this.#inputs.confirm(msg.input);
        return null;
      default:
        return null; // events belong to other requests
    }
  }

  // Keys go to the daemon at once, not behind a frame being written, so
  // that Ctrl-C reaches a flooding program without delay; only a detach
  // waits its turn in the event queue.
  #input(data: Uint8Array): void {
    if (this.#detaching) return;
    if (this.#held) {
      this.#held.push(data);
      return;
    }
    if (this.#scroll || this.#scrollPending || this.#queuedKeys > 0) {
      this.#queuedKeys++;
      this.events.push({ kind: "keys", data });
      return;
    }
    this.#forward(data);
  }

  // Keys for the session, less the prefix commands.
  #forward(data: Uint8Array): void {
    const r = this.#filter.feed(data);
    if (r.data) this.#sendInput(r.data);
    if (r.unbound) {
      this.events.push({
        kind: "message",
        text: `prefix ${r.unbound} is not bound`,
      });
    }
    if (r.command === "paste-buffer") {
      // Bare paste-buffer (prefix ]) runs here, on this connection.
      if (!this.opts.readOnly) this.#pasteBuffer();
      if (r.rest && r.rest.length > 0) this.#forward(r.rest);
    } else if (r.command) {
      // The keys after a bound command wait for it (at most HOLD_MS), as
      // tmux runs a binding before the next key: prefix o then typing
      // types into the pane selected.
      const held: Uint8Array[] = r.rest && r.rest.length > 0 ? [r.rest] : [];
      this.#held = held;
      let timer: ReturnType<typeof setTimeout> | undefined;
      Promise.race([
        this.#runBound(r.command),
        new Promise<void>((ok) => timer = setTimeout(ok, HOLD_MS)),
      ]).finally(() => {
        clearTimeout(timer);
        if (this.#held === held) this.#held = null;
        for (const d of held) this.#input(d);
      });
    } else if (r.detach) {
      this.#detaching = true;
      this.events.push({ kind: "detach" });
    } else if (r.scroll) {
      this.#scrollPending = true;
      this.events.push({
        kind: "scroll",
        pageUp: r.scroll === "page-up",
        rest: r.rest ?? new Uint8Array(0),
      });
    }
  }

  // A burst of SIGWINCH (a window dragged) makes one redraw, for the size
  // at the time it is handled.
  #resizeSoon(): void {
    if (this.#resizePending) return;
    this.#resizePending = true;
    this.events.push({ kind: "resize" });
  }

  async #resize(): Promise<void> {
    const size = this.term.size();
    if (sameSize(size, this.#renderer.size)) return;
    await this.term.write(this.#renderer.resize(size.cols, size.rows));
    if (this.#scroll) await this.term.write(this.#scroll.resize());
    if (this.#down) await this.#showStatus();
    // A read-only client watches; it does not get to resize the session.
    if (!this.opts.readOnly) {
      this.#send({ t: "resize", cols: size.cols, rows: size.rows });
    }
  }

  // Tells the daemon we leave (best effort: it may be gone already).
  async #detach(result: AttachResult): Promise<AttachResult> {
    if (!this.#down) await this.conn.send({ t: "detach" }).catch(() => {});
    return result;
  }

  // Messages to the daemon; a failure shows up as the socket closing.
  // While the link is down there is nowhere to send them: the resume
  // brings size and acks up to date.
  #send(msg: ClientMsg): void {
    if (this.#down) return;
    this.conn.send(msg).catch(() => {});
  }

  // Keys for the session: numbered, kept until the daemon confirms them.
  #sendInput(data: Uint8Array): void {
    if (this.#down) {
      const before = this.#inputs.dropped;
      this.#inputs.add(data, false);
      if (before === 0 && this.#inputs.dropped > 0) {
        this.events.push({ kind: "status", report: this.#report });
      }
      return;
    }
    const seq = this.#inputs.add(data, true);
    this.conn.send({ t: "input", data, seq }).catch(() => {});
  }

  // The link broke: keep the screen, say so, and try to get it back.
  async #linkDown(): Promise<void> {
    const down = new AbortController();
    this.#down = down;
    this.#report = { attempt: 1 };
    if (this.#scroll) {
      this.#scroll = null; // its history requests died with the link
    }
    await this.#showStatus();
    const reopen = this.opts.reopen!;
    // What a new connection pushes before it is ours (the first frame can
    // come in the same read as the attach answer) waits for #reconnected.
    const open = async () => {
      const conn = await reopen();
      const early: PushMsg[] = [];
      conn.onPush = (msg) => early.push(msg);
      this.#early.set(conn, early);
      return conn;
    };
    reconnect(
      open,
      {
        name: this.name,
        token: this.#token,
        seq: this.#lastFrame,
        readOnly: this.opts.readOnly,
        clipboard: this.opts.clipboard ?? false,
        size: () => this.term.size(),
      },
      (report) => this.events.push({ kind: "status", report }),
      down.signal,
    )
      .then(
        (outcome) => {
          if (!down.signal.aborted) {
            this.events.push({ kind: "reconnected", outcome });
          } else if (outcome?.kind === "resumed") outcome.conn.close();
        },
      );
  }

  async #reconnected(
    outcome: ReconnectOutcome | null,
  ): Promise<AttachResult | null> {
    if (!outcome) return null;
    if (outcome.kind === "gone") {
      return { exitCode: 1, message: `[${outcome.message}]` };
    }
    const { conn, answer } = outcome;
    this.conn = conn;
    this.#down = null;
    for (const msg of this.#early.get(conn) ?? []) {
      this.events.push({ kind: "push", msg });
    }
    this.#early.delete(conn);
    conn.onPush = (msg) => this.events.push({ kind: "push", msg });
    conn.closed.then(() => this.events.push({ kind: "closed", conn }));
    startHeartbeat(conn);
    if (answer.token) this.#token = answer.token;
    if (answer.resumed) this.#inputs.confirm(answer.input);
    for (const { seq, data } of this.#inputs.replay(answer.resumed)) {
      conn.send({ t: "input", data, seq }).catch(() => {});
    }
    // The last screen, without the status line; the daemon's first frame
    // (the diff from the frame drawn last) follows.
    await this.term.write(this.#renderer.showSession());
    this.#resizeSoon();
    return null;
  }

  // The last screen with the reconnecting line over its bottom row.
  async #showStatus(): Promise<void> {
    const r = this.#renderer;
    const { cols, rows } = r.size;
    const out: GridRow[] = [];
    for (let y = 0; y < rows - 1; y++) {
      const row = new GridRow(cols);
      r.cropRow(r.sessionRow(y), row);
      out.push(row);
    }
    const text = statusText(
      this.opts.where ?? "the daemon",
      this.#filter.keys.prefixName,
      this.#report,
      this.#inputs.dropped,
    );
    out.push(statusRow(cols, text));
    await this.term.write(r.showView(out, null));
  }
}

function sameSize(
  a: { cols: number; rows: number },
  b: { cols: number; rows: number },
): boolean {
  return a.cols === b.cols && a.rows === b.rows;
}

/**
 * A FIFO with an async `next()`; one consumer. Unbounded, but frames come
 * one at a time (the daemon waits for each ack) and the rest is typing.
 */
class EventQueue<T> {
  #items: T[] = [];
  #wake: (() => void) | null = null;

  push(item: T): void {
    this.#items.push(item);
    this.#wake?.();
    this.#wake = null;
  }

  async next(): Promise<T> {
    while (this.#items.length === 0) {
      await new Promise<void>((resolve) => this.#wake = resolve);
    }
    return this.#items.shift()!;
  }
}
