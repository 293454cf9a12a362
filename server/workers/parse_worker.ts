/// <reference lib="deno.worker" />
/**
 * A session's parse worker: takes whole batches from the gather worker's
 * ring, runs the VT engine on them, answers terminal queries by writing to
 * the pty, and posts screen updates to the daemon's main thread.
 *
 * Pacing (never hold output while the parser is idle, Ghostty #13220; keep
 * drawing during a flood, toastty #62):
 * - an update goes out at once when the parser has caught up and little
 *   changed since the last one (a key echo, a prompt);
 * - while output streams, at most one update per FRAME_INTERVAL_MS;
 * - never while a synchronized update (mode 2026) is open, unless it has been
 *   open for SYNC_WATCHDOG_MS (a program that forgot to close it).
 *
 * `wait --text` watchers are checked at every read boundary inside a batch,
 * and, in batches of interactive size, before every control byte (C0 or
 * ESC) that follows printed text: text can only leave the screen through a
 * control (CR then overprint, erase, cursor motion, scroll), so text that
 * was on the screen even for a moment inside one read is seen, whatever
 * the timing of the reads. Checks cost little: only rows whose stamp
 * changed are turned into text again.
 *
 * @module
 */

import { PtyWriter } from "../../pty/mod.ts";
import { Terminal } from "../../vt/mod.ts";
import {
  type HistoryPage,
  MAX_CLIPBOARD_BYTES,
  type WireCursor,
} from "../../protocol/messages.ts";
import {
  compileTextPattern,
  type TextPattern,
} from "../../protocol/text_pattern.ts";
import { clipboardSelection } from "../../protocol/validate.ts";
import type { RowRun } from "../../vt/types.ts";
import {
  CAPTURE_ANSWER_BYTES,
  CaptureTooLarge,
  checkScreenCells,
  linesWithin,
} from "./capture_budget.ts";
import { type EngineLink, LinkDefs } from "./link_defs.ts";
import {
  type FromParse,
  type ParseInit,
  type ScreenUpdate,
  SIZE_COLS,
  SIZE_ROWS,
  SIZE_SEQ,
  type ToParse,
} from "./parse_messages.ts";
import { ByteRing } from "./ring.ts";

/** 60 updates a second: what a display shows; more only costs CPU. */
const FRAME_INTERVAL_MS = 1000 / 60;
/** Output under this since the last update is "small": sent at once. */
const SMALL_UPDATE_BYTES = 4096;
/** A synchronized update open this long is drawn anyway. */
const SYNC_WATCHDOG_MS = 500;
/**
 * Longest stretch of parsing before the worker looks at its messages
 * (resize, capture, watch): short enough that `berth capture` answers fast
 * during a flood, long enough that the check costs nothing.
 */
const SLICE_MS = 8;
/**
 * Batches up to this size, with a text watcher waiting, are checked before
 * every control byte; larger ones (a flood: the parser is behind) only at
 * read boundaries, so that a waiting script does not slow a flood down.
 * A 4 KiB read holds at most 4 KiB; interactive output is far below that.
 */
const FINE_CHECK_BYTES = 16 * 1024;
/**
 * A `history` answer stops adding rows past about this many bytes, so that
 * rows wide and full of styles (4096 columns, a style per cell) never make
 * an answer near `MAX_FRAME_BYTES`; the client asks again for the rest. A
 * thousand 80-column rows of prose are about 100 KB.
 */
const HISTORY_ANSWER_BYTES = 2 * 1024 * 1024;

function post(msg: FromParse): void {
  self.postMessage(msg);
}

/** Resolves on the next macrotask, faster than setTimeout(0). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
    port2.close();
  });
}

interface TextWatcher {
  id: number;
  re: TextPattern;
}

interface IdleWatcher {
  id: number;
  idleMs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** The parse side of one session. */
class ParseSession {
  #term: Terminal;
  #ring: ByteRing;
  #writer: PtyWriter;
  /** `[seq, cols, rows]` from the main thread; see `syncSize()`. */
  #size: Int32Array;
  #sizeSeq = 0;

  // What the main thread has been sent.
  #sentGen: number[] = [];
  #sentCols = -1;
  #sentRows = -1;
  #sentTermGen = -1;
  #bells = 0;
  #bytes = 0;
  #lastFrameAt = -Infinity;
  /** The latest clipboard write not yet posted (earlier ones are dropped). */
  #clipboard: { selection: string; data: Uint8Array } | null = null;
  #links: LinkDefs;
  #frameTimer: ReturnType<typeof setTimeout> | undefined;
  #syncSince = -1;

  #textWatchers = new Map<number, TextWatcher>();
  #idleWatchers = new Map<number, IdleWatcher>();
  #lastOutputAt = performance.now();
  /** Row texts as of the last text check, with the stamps they were made at. */
  #rowText: string[] = [];
  #rowGen: number[] = [];
  /** A watcher was added: check even if no row changed. */
  #textStale = true;

  constructor(init: ParseInit) {
    this.#size = new Int32Array(init.size);
    this.#writer = new PtyWriter(init.fd);
    this.#ring = new ByteRing(init.sab);
    this.#term = new Terminal({
      cols: init.cols,
      rows: init.rows,
      scrollback: init.scrollback,
      events: {
        response: (bytes) => {
          this.#writer.write(bytes).catch(() => {
            // The child is gone or not reading; a lost answer is harmless.
          });
        },
        bell: () => {
          this.#bells++;
          post({ t: "event", event: { type: "bell" } });
        },
        title: (title) => post({ t: "event", event: { type: "title", title } }),
        cwd: (path) => post({ t: "event", event: { type: "cwd", path } }),
        clipboard: (selection, data) => {
          // Dropped whole when too large: a cut clipboard is a wrong one.
          if (data.length > MAX_CLIPBOARD_BYTES) return;
          this.#clipboard = { selection: clipboardSelection(selection), data };
        },
      },
    });
    this.#links = new LinkDefs((id) => engineLink(this.#term, id));
  }

  /** Parses until the ring reports the end of the child's output. */
  async run(): Promise<void> {
    let sliceStart = performance.now();
    while (true) {
      const batch = this.#ring.next();
      if (batch) {
        this.syncSize();
        this.#parse(batch.bytes, batch.readEnds);
        this.#ring.release();
        const now = performance.now();
        this.#maybeFrame(now, false);
        if (now - sliceStart >= SLICE_MS) {
          await yieldToEventLoop();
          sliceStart = performance.now();
        }
        continue;
      }
      this.#maybeFrame(performance.now(), true);
      if (this.#ring.eof) break;
      this.#ring.setConsumerIdle(true);
      await this.#ring.waitAsync();
      this.#ring.setConsumerIdle(false);
      sliceStart = performance.now();
    }
    this.#postFrame(performance.now());
    // The main thread closes the pty now: never write to that fd again.
    this.#writer.close();
    post({ t: "eof" });
  }

  /** Feeds one batch, checking text watchers as it goes (see the top). */
  #parse(bytes: Uint8Array, readEnds: ArrayLike<number>): void {
    this.#bytes += bytes.length;
    this.#lastOutputAt = performance.now();
    if (this.#textWatchers.size === 0) {
      this.#write(bytes);
      return;
    }
    const fine = bytes.length <= FINE_CHECK_BYTES;
    let start = 0;
    for (let i = 0; i <= readEnds.length; i++) {
      const end = i < readEnds.length ? readEnds[i] : bytes.length;
      if (end <= start || end > bytes.length) continue;
      if (this.#textWatchers.size === 0) break;
      if (fine) {
        this.#writeChecked(bytes, start, end);
      } else {
        this.#write(bytes.subarray(start, end));
        this.#checkText();
      }
      start = end;
    }
    if (start < bytes.length) this.#write(bytes.subarray(start));
  }

  /** Writes bytes[start, end), checking text watchers before each control. */
  #writeChecked(bytes: Uint8Array, start: number, end: number): void {
    let from = start;
    for (let i = start; i < end; i++) {
      // C0 controls and ESC are < 0x20, and never part of a UTF-8 sequence.
      if (bytes[i] >= 0x20 || i === from) continue;
      this.#write(bytes.subarray(from, i));
      this.#checkText();
      from = i;
      if (this.#textWatchers.size === 0) break;
    }
    this.#write(bytes.subarray(from, end));
    this.#checkText();
  }

  #write(bytes: Uint8Array): void {
    try {
      this.#term.write(bytes);
    } catch (err) {
      // An engine bug must not end the session: report it and go on.
      post({
        t: "error",
        message: `VT engine: ${(err as Error).stack ?? err}`,
      });
    }
  }

  /** Decides whether an update goes out now, later, or not at all. */
  #maybeFrame(now: number, caughtUp: boolean): void {
    if (
      this.#term.generation === this.#sentTermGen && this.#bells === 0 &&
      this.#clipboard === null
    ) {
      return;
    }
    if (this.#term.modes().synchronizedOutput) {
      if (this.#syncSince < 0) this.#syncSince = now;
      if (now - this.#syncSince < SYNC_WATCHDOG_MS) {
        this.#schedule(this.#syncSince + SYNC_WATCHDOG_MS - now);
        return;
      }
    } else {
      this.#syncSince = -1;
    }
    const since = now - this.#lastFrameAt;
    if (
      since >= FRAME_INTERVAL_MS ||
      (caughtUp && this.#bytes <= SMALL_UPDATE_BYTES)
    ) {
      this.#postFrame(now);
    } else {
      this.#schedule(FRAME_INTERVAL_MS - since);
    }
  }

  #schedule(delayMs: number): void {
    if (this.#frameTimer) return;
    this.#frameTimer = setTimeout(() => {
      this.#frameTimer = undefined;
      this.#maybeFrame(performance.now(), true);
    }, Math.max(1, Math.ceil(delayMs)));
  }

  /** Posts the rows whose stamps changed, and the state that rides along. */
  #postFrame(now: number): void {
    if (this.#frameTimer) {
      clearTimeout(this.#frameTimer);
      this.#frameTimer = undefined;
    }
    const term = this.#term;
    const resized = term.cols !== this.#sentCols ||
      term.rows !== this.#sentRows;
    if (resized) {
      this.#sentCols = term.cols;
      this.#sentRows = term.rows;
      this.#sentGen = new Array(term.rows).fill(-1);
    }
    const lines: [number, RowRun[]][] = [];
    for (let y = 0; y < term.rows; y++) {
      const g = term.rowGeneration(y);
      if (g !== this.#sentGen[y]) {
        lines.push([y, term.rowRuns(y)]);
        this.#sentGen[y] = g;
      }
    }
    const c = term.cursor();
    const cursor: WireCursor = [
      c.x,
      c.y,
      c.visible ? 1 : 0,
      c.shape,
      c.blink ? 1 : 0,
    ];
    const update: ScreenUpdate = {
      t: "screen",
      cols: term.cols,
      rows: term.rows,
      resized,
      lines,
      cursor,
      title: term.title,
      modes: term.modes(),
      bells: this.#bells,
      bytes: this.#bytes,
    };
    const links = this.#links.changed(lines);
    if (links.length > 0) update.links = links;
    if (this.#clipboard) update.clipboard = this.#clipboard;
    this.#clipboard = null;
    post(update);
    this.#sentTermGen = term.generation;
    this.#bells = 0;
    this.#bytes = 0;
    this.#lastFrameAt = now;
  }

  /**
   * Applies the size the main thread last asked for, if it is new. The main
   * thread has already set the pty's size; this is the screen's turn.
   */
  syncSize(): void {
    const seq = Atomics.load(this.#size, SIZE_SEQ);
    if (seq === this.#sizeSeq) return;
    this.#sizeSeq = seq;
    const cols = Atomics.load(this.#size, SIZE_COLS);
    const rows = Atomics.load(this.#size, SIZE_ROWS);
    if (cols === this.#term.cols && rows === this.#term.rows) return;
    this.#term.resize(cols, rows);
    this.#postFrame(performance.now());
    post({ t: "event", event: { type: "resize", cols, rows } });
    this.#checkText(); // Reflow may bring the text a watcher waits for.
  }

  /** Answers a capture, or says why it is too large (capture_budget.ts). */
  capture(id: number, scrollback: number): void {
    const term = this.#term;
    const history = scrollback < 0
      ? term.scrollbackLength
      : Math.min(scrollback, term.scrollbackLength);
    try {
      const cells = checkScreenCells(term.cols, term.rows);
      const ansi = linesWithin(
        -history,
        term.rows,
        (y) => term.ansiLine(y),
        CAPTURE_ANSWER_BYTES - cells,
      );
      const screen = term.snapshot({ scrollback });
      post({ t: "capture", id, screen, ansi });
    } catch (err) {
      if (!(err instanceof CaptureTooLarge)) throw err;
      post({ t: "capture", id, tooLarge: err.message });
    }
  }

  /**
   * Rows y = -start .. -start + count - 1 (history and screen), clamped to
   * what exists; `pushed` (an earlier answer's count) moves `start` up by
   * the lines that entered history since.
   */
  history(id: number, start: number, count: number, pushed?: number): void {
    const term = this.#term;
    const now = term.historyPushed;
    if (pushed !== undefined && pushed <= now) start += now - pushed;
    const total = term.scrollbackLength;
    const first = Math.max(-start, -total);
    const last = Math.min(-start + count - 1, term.rows - 1);
    const rows: RowRun[][] = [];
    const wrapped: number[] = [];
    let bytes = 0;
    for (let y = first; y <= last && bytes < HISTORY_ANSWER_BYTES; y++) {
      const runs = term.rowRuns(y);
      if (term.rowWrapped(y)) wrapped.push(rows.length);
      rows.push(runs);
      bytes += runsBytes(runs);
    }
    const page: HistoryPage = {
      total,
      pushed: now,
      cols: term.cols,
      screenRows: term.rows,
      first,
      rows,
    };
    const links = this.#links.page(rows);
    if (links.length > 0) page.links = links;
    if (wrapped.length > 0) page.wrapped = wrapped;
    post({ t: "history", id, page });
  }

  watchText(id: number, source: string, flags: string): void {
    // Validated by the daemon; RE2 matching takes linear time whatever the
    // pattern (see text_pattern.ts), so no client can stall the engine.
    this.#textWatchers.set(id, { id, re: compileTextPattern(source, flags) });
    this.#textStale = true;
    this.#checkText();
  }

  watchIdle(id: number, idleMs: number): void {
    const w: IdleWatcher = { id, idleMs, timer: undefined };
    this.#idleWatchers.set(id, w);
    this.#armIdle(w);
  }

  #armIdle(w: IdleWatcher): void {
    const quiet = performance.now() - this.#lastOutputAt;
    if (quiet >= w.idleMs) {
      this.#idleWatchers.delete(w.id);
      post({ t: "watch-hit", id: w.id });
      return;
    }
    w.timer = setTimeout(() => this.#armIdle(w), Math.ceil(w.idleMs - quiet));
  }

  unwatch(id: number): void {
    this.#textWatchers.delete(id);
    const w = this.#idleWatchers.get(id);
    if (w) clearTimeout(w.timer);
    this.#idleWatchers.delete(id);
  }

  /** Reports every text watcher that matches the screen now. */
  #checkText(): void {
    if (this.#textWatchers.size === 0) return;
    const text = this.#screenTextIfChanged();
    if (text === null) return;
    let synced = false;
    for (const w of this.#textWatchers.values()) {
      if (w.re.test(text)) {
        this.#textWatchers.delete(w.id);
        if (!synced) synced = this.#syncMirror();
        post({ t: "watch-hit", id: w.id });
      }
    }
  }

  /**
   * Posts an update now, ahead of a watch hit, so that what the script does
   * next meets a daemon that has seen this screen and its modes (`send`
   * picks the cursor keys' encoding from them); paced updates can lag up
   * to a frame interval. Not inside a synchronized update, which is never
   * cut. Returns true.
   */
  #syncMirror(): boolean {
    const term = this.#term;
    if (
      term.generation !== this.#sentTermGen &&
      !term.modes().synchronizedOutput
    ) {
      this.#postFrame(performance.now());
    }
    return true;
  }

  /**
   * The visible text (`Terminal.screenText()`), or null when no row changed
   * since the last check. Only rows whose stamp moved are read again.
   */
  #screenTextIfChanged(): string | null {
    const term = this.#term;
    let changed = this.#textStale;
    this.#textStale = false;
    if (this.#rowText.length !== term.rows) {
      this.#rowText = new Array(term.rows).fill("");
      this.#rowGen = new Array(term.rows).fill(-1);
    }
    for (let y = 0; y < term.rows; y++) {
      const g = term.rowGeneration(y);
      if (g === this.#rowGen[y]) continue;
      this.#rowGen[y] = g;
      this.#rowText[y] = term.lineText(y);
      changed = true;
    }
    return changed ? this.#rowText.join("\n") : null;
  }

  /** Stops timers so the worker can close. */
  dispose(): void {
    if (this.#frameTimer) clearTimeout(this.#frameTimer);
    for (const w of this.#idleWatchers.values()) clearTimeout(w.timer);
    this.#idleWatchers.clear();
  }
}

/**
 * Link `id` of `term` as `LinkDefs` needs it. The program's `id=` value
 * comes from `Terminal.hyperlinkId()` where the engine has it; an engine
 * without it gives every link an id made by `LinkDefs`, which joins the
 * same cells (the engine tells links apart by id and URI already).
 */
function engineLink(term: Terminal, id: number): EngineLink | undefined {
  const uri = term.hyperlink(id);
  if (uri === undefined) return undefined;
  return { uri, id: term.hyperlinkId(id) ?? "" };
}

/** About how many bytes `runs` take once encoded (an upper bound). */
function runsBytes(runs: RowRun[]): number {
  let n = 8;
  for (const run of runs) n += run[0].length * 3 + 32;
  return n;
}

let session: ParseSession | null = null;

self.onmessage = (e: MessageEvent<ToParse>) => {
  const msg = e.data;
  if (msg.t === "init") {
    session = new ParseSession(msg);
    session.run().then(
      () => session?.dispose(),
      (err) => post({ t: "error", message: String(err?.stack ?? err) }),
    );
    return;
  }
  if (!session) return;
  switch (msg.t) {
    case "resize":
      session.syncSize();
      break;
    case "capture":
      session.syncSize();
      session.capture(msg.id, msg.scrollback);
      break;
    case "history":
      session.syncSize();
      session.history(msg.id, msg.start, msg.count, msg.pushed);
      break;
    case "watch":
      if (msg.text) session.watchText(msg.id, msg.text.source, msg.text.flags);
      else if (msg.idleMs !== undefined) session.watchIdle(msg.id, msg.idleMs);
      break;
    case "unwatch":
      session.unwatch(msg.id);
      break;
  }
};
