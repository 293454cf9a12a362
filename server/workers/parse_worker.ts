/// <reference lib="deno.worker" />
/**
 * A session's parse worker: one VT engine per pane. It takes whole batches
 * from each pane's ring (the panes in turn, so a pane that floods never
 * starves a quiet one), answers terminal queries by writing to that pane's
 * pty, composes the shown window from its panes' screens (`compose.ts`)
 * and posts that screen's updates to the daemon's main thread. The cursor
 * and modes posted are the active pane's. Small updates go through the
 * session's update ring (`update_ring.ts`), the rest as worker messages.
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
 * changed are turned into text again. In a flood's batches, checked at
 * read boundaries only, a line can scroll through the screen inside one
 * read: the lines that scrolled into the history since the last check
 * are matched too, above the screen's (at most SCROLLED_CHECK_LINES).
 *
 * @module
 */

import { PtyWriter, trimMalloc } from "../../pty/mod.ts";
import { Terminal } from "../../vt/mod.ts";
import type { EngineState } from "../../vt/engine_state.ts";
import {
  type CaptureJoin,
  type CaptureLines,
  type CopyModeState,
  type HistoryPage,
  MAX_CLIPBOARD_BYTES,
  NO_ALTERNATE_SCREEN,
  type WireCursor,
} from "../../protocol/messages.ts";
import {
  compileTextPattern,
  type TextPattern,
} from "../../protocol/text_pattern.ts";
import { clipboardSelection } from "../../protocol/validate.ts";
import type { RowRun, TerminalEvents, TerminalModes } from "../../vt/types.ts";
import {
  CAPTURE_ANSWER_BYTES,
  CaptureTooLarge,
  checkScreenCells,
  linesWithin,
} from "./capture_budget.ts";
import {
  ComposedLinks,
  counter,
  type EngineLink,
  LinkDefs,
} from "./link_defs.ts";
import {
  type FromParse,
  layoutSeq,
  type PaneInit,
  type ParseInit,
  readLayout,
  type ScreenUpdate,
  SIGNAL_BLOCKED,
  SIGNAL_CLIENTS,
  SIGNAL_INPUT,
  SIGNAL_POSTED,
  SIGNAL_WAKE,
  type ToParse,
  type WarmParse,
} from "./parse_messages.ts";
import { ByteRing } from "./ring.ts";
import { UpdateRing } from "./update_ring.ts";
import { encodeUpdate } from "./update_codec.ts";
import { type BorderLook, WindowFrame } from "./compose.ts";
import { composePreview } from "./preview.ts";
import { warmEngine } from "./warm_engine.ts";
import { InputQuiet } from "./input_activity.ts";
import {
  type ScratchParts,
  type ScratchSession,
  warmEcho,
} from "./warm_echo.ts";
import { DirectDrawTarget } from "./direct_draw.ts";
import { directFrame, DirectLook } from "./direct_frame.ts";
import { FloodSlice, INTERACTIVE_SLICE_NS } from "./flood_slice.ts";
import { HeldUpdates } from "./held_updates.ts";
import { EventOutbox, PaneEvents } from "./pane_events.ts";
import { setThreadSlice } from "../../pty/thread_slice.ts";
import type { Rect } from "./layout.ts";
import { joinRows } from "../../protocol/join_rows.ts";
import { countMatches } from "./search_count.ts";
import {
  type Reflow,
  reflowCopyMode,
  textPlaces,
  wrapSnapshot,
} from "./copy_mode_reflow.ts";
import { copyViewRow } from "./copy_view.ts";
import { after, type CancelTimer, sleep } from "../../protocol/timer.ts";

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
 * Most lines that scrolled into the history since the last check a text
 * watcher looks at (a read holds at most a few thousand lines).
 */
const SCROLLED_CHECK_LINES = 20_000;
/**
 * A `history` answer stops adding rows past about this many bytes, so that
 * rows wide and full of styles (4096 columns, a style per cell) never make
 * an answer near `MAX_FRAME_BYTES`; the client asks again for the rest. A
 * thousand 80-column rows of prose are about 100 KB.
 */
const HISTORY_ANSWER_BYTES = 2 * 1024 * 1024;

/** Messages posted to the main thread (an int32 count that may wrap). */
let posted = 0;

function post(msg: FromParse): void {
  outbox.flush();
  held.flush();
  // The warm-up's scratch session: nobody is to see what it posts.
  if (scratch) return;
  self.postMessage(msg);
  posted = (posted + 1) | 0;
}

/**
 * Updates drawn on a terminal already, posted a little later
 * (`held_updates.ts`); first in line for every post.
 */
const held = new HeldUpdates(
  (update) => postScreen(update),
  () => session?.heldPosted(),
);

/**
 * The panes' titles, names, directories and bells, held until the next
 * post (`pane_events.ts`).
 */
const outbox = new EventOutbox(post, FRAME_INTERVAL_MS);

/** The session's update ring (from `init`). */
let updates: UpdateRing | null = null;

/**
 * Sends a screen update: common small ones through the update ring, the
 * others (`encodeUpdate`), and any when the ring is full, as a message.
 * A record carries the count of messages posted before it, so that the
 * main thread keeps this order (`server/daemon/parse_inbox.ts`).
 */
function postScreen(update: ScreenUpdate): void {
  held.flush();
  const body = updates && encodeUpdate(update);
  if (!body || !updates!.write(body, posted)) post(update);
}

/**
 * Most bytes of one pane parsed in a turn while other panes share the
 * parser: about a millisecond of parsing, so a neighbour's key echo waits
 * at most that long behind a flood (a whole 256 KiB slot waited several).
 */
const TURN_BYTES = 32 * 1024;

/** How long one wait for output lasts before the loop looks again. */
const WAIT_SLICE_MS = 1000;

/**
 * After input is written to a pane (a key, `send`), how long the worker
 * waits for output blocking its thread (`Atomics.wait`) rather than on its
 * event loop (`Atomics.waitAsync`): a key's echo is on its way, and a
 * blocked thread wakes about 72 us after the gather worker's notify, an
 * event loop 170-250 us (measured on the 2-core VM). Messages from the
 * main thread still wake it at once (SIGNAL_POSTED), a paced update's due
 * time ends the wait; its timers (`wait --idle`) run at most this late.
 */
const ECHO_WAIT_MS = 5;

/** Messages taken from the main thread (every one, `init` included). */
let received = 0;

/** Batches this large are a flood's (`flood_slice.ts`). */
const FLOOD_BATCH_BYTES = 32 * 1024;

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

/**
 * What a session's first moments in this worker would otherwise wait for,
 * done while it is a spare (stamped on the 2-core VM, `new` of `cat
 * /dev/null`: opening libc for the thread's slice 14-40 ms, the first
 * MessageChannel about 8 ms), then the VT engine's compiles its first
 * flood would wait for (`warm_engine.ts`). The worker's timers are
 * `protocol/timer.ts`'s: Deno's global ones load Node's timers into the
 * isolate (7-16 ms the first time, and 1.7 MB for each worker's life).
 */
async function warmUp(msg: WarmParse): Promise<void> {
  const stopped = () => received > 0;
  // Each step waits while input is being written to a session: the cores
  // are a typist's then, and a step costs up to tens of ms (the first,
  // opening libc, 14-40). Input since the main thread looked counts.
  const quiet = msg.activity
    ? new InputQuiet(msg.activity, { seen: msg.seen })
    : null;
  const step = async () => {
    await yieldToEventLoop();
    if (!stopped()) await quiet?.wait();
  };
  await step();
  if (stopped()) return;
  setThreadSlice(INTERACTIVE_SLICE_NS);
  // A session's first message ends the engine's warm-up at a chunk's end.
  // An engine bug met here must not end the session that takes this
  // worker (its onerror then ends the session): the warm-up just stops.
  await warmEngine(stopped, step).catch(() => 0);
  // Then a key's echo, through a scratch session (`warm_echo.ts`).
  const progress = msg.progress && new Int32Array(msg.progress);
  await warmEcho(openScratch, stopped, step, progress).catch(() => 0)
    .finally(endScratch);
  // What V8's compiler threads used for all that is free once they are
  // done; the trim locks every arena of the daemon a moment.
  await sleep(TRIM_AFTER_MS);
  await step();
  if (!stopped()) trimMalloc();
}

/**
 * How long after its warm-up the spare gives back the C heap's free memory:
 * the compiles it started finish on V8's threads meanwhile.
 */
const TRIM_AFTER_MS = 200;

/** The warm-up's session while it types, in place of a real one. */
let scratch: ScratchSession | null = null;

function openScratch({ init, pane, tty }: ScratchParts): ScratchSession {
  const s = new ParseSession(init);
  // Before its pane: whatever that posts goes nowhere already.
  scratch = session = s;
  updates = new UpdateRing(init.updates);
  try {
    s.addPane(pane);
    s.lendTty(tty.id, tty.sab, tty.fd, tty.owner);
  } catch (err) {
    endScratch();
    s.dispose();
    throw err;
  }
  return s;
}

/**
 * Ends the scratch session, leaving nothing of it: called before a real
 * session starts (its loop, resumed later, returns at once) and when the
 * warm-up ends.
 */
function endScratch(): void {
  if (!scratch) return;
  scratch.stop();
  held.drop();
  updates = null;
  session = null;
  scratch = null;
}

interface TextWatcher {
  id: number;
  re: TextPattern;
  /**
   * `wait --new`: the stamps of the rows on the screen when it began and
   * the history count then. It matches only rows with another stamp (a
   * row keeps its stamp as it moves, a changed one gets a fresh one) and
   * the lines that entered the history since.
   */
  since?: { stamps: Set<number>; pushed: number };
}

interface IdleWatcher {
  id: number;
  idleMs: number;
  cancel: CancelTimer | undefined;
}

/** One pane: its engine, its ring and pty, and the scripts waiting on it. */
class PaneParser {
  readonly id: number;
  readonly term: Terminal;
  /** The ring of its program's output (a new one when respawned). */
  ring: ByteRing;
  readonly links: LinkDefs;
  /** The output has ended and been parsed. */
  ended = false;
  /** Its program's number (`PaneInit.gen`), for `pane-eof`. */
  gen: number;
  #writer: PtyWriter;
  /** What the session needs to post an update now (a watch hit). */
  #sync: () => void;

  /** What the main thread has been told. */
  sentTermGen = -1;
  bytes = 0;
  bells = 0;
  /** The latest clipboard write not yet posted (earlier ones are dropped). */
  clipboard: { selection: string; data: Uint8Array } | null = null;
  /**
   * The daemon is setting its title (`select-pane -T`), which fired its
   * hook already: the title's event says so (`given`).
   */
  givingTitle = false;

  /** Copy mode kept on the pane (`setCopyMode`). */
  #copyMode: CopyModeState | null = null;
  /** Bumps at each change of copy mode: its view's rows' stamps. */
  #copyGen = 0;
  /** `term.generation` when its copy mode view's rows were last stamped. */
  #copySeen = -1;
  /** Copy mode changed since the last update: the window shows it. */
  copyMoved = false;
  /** Where the last resize moved the lines. */
  #reflow: Reflow | null = null;
  #textWatchers = new Map<number, TextWatcher>();
  /** `historyPushed` at the last text check (`#scrolledLines`). */
  #seenPushed = 0;
  /**
   * When a live upgrade's engine was restored here (`performance.now()`;
   * -Infinity: never), and its `historyPushed` then: a wait sent again
   * after that upgrade checks the lines since.
   */
  #restoredAt = -Infinity;
  #restoredPushed = 0;
  /**
   * The engine's stamp then: a row stamped later was written since (a
   * `wait --new` sent again takes only the rows before as its baseline).
   */
  #restoredStamp = 0;
  #idleWatchers = new Map<number, IdleWatcher>();
  #lastOutputAt = performance.now();
  /** Row texts as of the last text check, with the stamps they were made at. */
  #rowText: string[] = [];
  #rowGen: number[] = [];
  /** A watcher was added: check even if no row changed. */
  #textStale = true;
  /** How far into the current batch earlier turns parsed. */
  #turnOffset = 0;
  /** When this pane's last batch came (ms, `performance.now()`). */
  #lastBatchAt = -Infinity;

  constructor(init: PaneInit, sync: () => void, madeLinkIds: () => number) {
    this.id = init.id;
    this.gen = init.gen ?? 0;
    this.#sync = sync;
    this.#writer = new PtyWriter(init.fd);
    this.ring = new ByteRing(init.sab);
    // Its title, name, directory and bell, held for the next post.
    const told = new PaneEvents(init.id, outbox);
    const events: TerminalEvents = {
      response: (bytes) => {
        this.#writer.write(bytes).catch(() => {
          // The child is gone or not reading; a lost answer is harmless.
        });
      },
      bell: () => {
        this.bells++;
        told.bell();
      },
      title: (title) => told.title(title, this.givingTitle),
      rename: (name) => told.rename(name),
      cwd: (path) => told.cwd(path),
      clipboard: (selection, data) => {
        // Dropped whole when too large: a cut clipboard is a wrong one.
        if (data.length > MAX_CLIPBOARD_BYTES) return;
        this.clipboard = { selection: clipboardSelection(selection), data };
      },
    };
    // A live upgrade's engine goes on where the old daemon's stopped.
    this.term = init.engine
      ? Terminal.restore(init.engine, events)
      : new Terminal({
        cols: init.cols,
        rows: init.rows,
        scrollback: init.scrollback,
        events,
      });
    if (init.engine) {
      this.#restoredAt = performance.now();
      this.#restoredPushed = this.term.historyPushed;
      this.#restoredStamp = this.term.generation;
    }
    if (init.ended) this.end();
    this.links = new LinkDefs((id) => engineLink(this.term, id), madeLinkIds);
  }

  /**
   * Notes a batch of `bytes` taken at `now`; true when it is a burst after
   * a quiet spell (a key's echo, a prompt), which is drawn at once even
   * while a neighbour pane floods and holds the others to the frame pace.
   */
  noteBatch(bytes: number, now: number): boolean {
    const quiet = now - this.#lastBatchAt >= FRAME_INTERVAL_MS;
    this.#lastBatchAt = now;
    return quiet && bytes <= SMALL_UPDATE_BYTES;
  }

  /** Everything is parsed: never write to the pty again (it closes now). */
  end(): void {
    this.ended = true;
    this.#writer.close();
  }

  /**
   * A new program in this pane (tmux's `respawn-pane`): the old one's
   * ring and pty are dropped, unread, and the screen starts afresh (RIS)
   * above the history, which stays. Its watchers stay: they wait on the
   * pane, not on its program.
   */
  respawn(init: PaneInit): void {
    if (!this.ended) this.#writer.close();
    this.#writer = new PtyWriter(init.fd);
    this.ring = new ByteRing(init.sab);
    this.gen = init.gen ?? 0;
    this.ended = false;
    this.#turnOffset = 0;
    this.term.restart();
    this.#textStale = true;
    this.checkText();
  }

  /**
   * One turn of this pane: the whole batch, or with neighbours to share
   * the parser with (`shared`) and no text watcher, at most TURN_BYTES of
   * it, so that a flood never holds a quiet pane's echo behind a whole
   * 256 KiB batch. Returns whether the batch is done (release it then).
   */
  parseTurn(
    bytes: Uint8Array,
    readEnds: ArrayLike<number>,
    shared: boolean,
  ): boolean {
    if (!shared || this.#textWatchers.size > 0) {
      if (this.#turnOffset === 0) {
        this.parse(bytes, readEnds);
      } else {
        // Watchers came in the middle of a batch: the rest, checked once.
        this.#write(bytes.subarray(this.#turnOffset));
        this.#turnOffset = 0;
        this.checkText();
      }
      return true;
    }
    const end = Math.min(bytes.length, this.#turnOffset + TURN_BYTES);
    this.bytes += end - this.#turnOffset;
    this.#lastOutputAt = performance.now();
    this.#write(bytes.subarray(this.#turnOffset, end));
    if (end < bytes.length) {
      this.#turnOffset = end;
      return false;
    }
    this.#turnOffset = 0;
    return true;
  }

  /** Feeds one batch, checking text watchers as it goes (see the top). */
  parse(bytes: Uint8Array, readEnds: ArrayLike<number>): void {
    this.bytes += bytes.length;
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
        this.checkText();
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
      this.checkText();
      from = i;
      if (this.#textWatchers.size === 0) break;
    }
    this.#write(bytes.subarray(from, end));
    this.checkText();
  }

  #write(bytes: Uint8Array): void {
    try {
      this.term.write(bytes);
    } catch (err) {
      // An engine bug must not end the session: report it and go on.
      post({
        t: "error",
        message: `VT engine: ${(err as Error).stack ?? err}`,
      });
    }
  }

  /** Takes the size of its rectangle; true when it changed. */
  resize(cols: number, rows: number): boolean {
    const term = this.term;
    if (cols === term.cols && rows === term.rows) return false;
    const was = { cols: term.cols, rows: term.rows };
    const end = term.historyPushed + term.rows;
    const kept = this.#copyMode;
    // Copy mode kept in this size's numbers: each of its lines stays on
    // its text (the view's content does not move, as tmux's).
    const places = kept && kept.cols === was.cols &&
        kept.screenRows === was.rows && !term.altScreenShown
      ? textPlaces(term, kept)
      : null;
    // A client's state of the size before may still come (`Reflow.text`).
    const before = places ? wrapSnapshot(term) : null;
    term.resize(cols, rows);
    const pushed = term.historyPushed;
    this.#reflow = {
      ...was,
      by: pushed + rows - end,
      now: { cols, rows, pushed },
      ...(before ? { text: { before, after: wrapSnapshot(term) } } : {}),
    };
    if (kept && places) {
      const state = places(term);
      this.#copy(state);
      post({ t: "copy-mode", pane: this.id, was: kept, state });
    } else this.#moveCopyMode();
    post({ t: "event", pane: this.id, event: { type: "resize", cols, rows } });
    return true;
  }

  /**
   * Copy mode as the main thread keeps it for this pane (step 32), to move
   * its lines at the next reflow; null: none.
   */
  setCopyMode(state: CopyModeState | null): void {
    this.#copy(state);
    // Of the size before the last resize (sent before it, arrived after).
    if (state) this.#moveCopyMode();
  }

  // The kept copy mode in the numbers of the last reflow, if it was in
  // those before it: the main thread keeps the moved one.
  #moveCopyMode(): void {
    const state = this.#copyMode, reflow = this.#reflow;
    if (!state || !reflow) return;
    const moved = reflowCopyMode(state, reflow);
    if (!moved) return;
    this.#copy(moved);
    post({ t: "copy-mode", pane: this.id, was: state, state: moved });
  }

  // Takes copy mode `state`: the window shows it (`shownRow`).
  #copy(state: CopyModeState | null): void {
    this.#copyMode = state;
    this.#copyGen++;
    this.copyMoved = true;
  }

  /**
   * Row `y` as the window shows it: copy mode's view while the pane is
   * in copy mode (on every client, active or not, as tmux draws a
   * pane's mode), else the screen's.
   */
  shownRow(y: number): RowRun[] {
    const state = this.#copyMode;
    return state ? copyViewRow(this.term, state, y) : this.term.rowRuns(y);
  }

  /**
   * The stamp of row `y` as shown (`shownRow`): the screen row's, or
   * copy mode's own, new at each change of the mode or of the screen
   * (output moves the indicator's counts). Copy mode's are below -1.
   */
  shownStamp(y: number): number {
    if (!this.#copyMode) return this.term.rowGeneration(y);
    const g = this.term.generation;
    if (g !== this.#copySeen) {
      this.#copySeen = g;
      this.#copyGen++;
    }
    return -2 - this.#copyGen;
  }

  /**
   * Answers a capture, or says why it is too large (capture_budget.ts) or
   * that the screen `read` asks for is not there.
   */
  capture(
    id: number,
    scrollback: number,
    only?: CaptureLines,
    join: CaptureJoin = false,
    read: { trailing?: boolean; alternate?: boolean; title?: boolean } = {},
  ): void {
    const term = this.term;
    // tmux's -a: the primary screen behind the alternate one, no history.
    const behind = read.alternate === true;
    if (behind && !term.altScreenShown) {
      post({ t: "capture", id, missing: NO_ALTERNATE_SCREEN });
      return;
    }
    const history = behind
      ? 0
      : scrollback < 0
      ? term.scrollbackLength
      : Math.min(scrollback, term.scrollbackLength);
    try {
      if (only) {
        // History then screen, as `berth capture` prints them: no cells.
        // Joined, a wrapped row keeps its trailing blanks: they are in
        // the middle of the line; with `trailing` every row keeps what
        // was written (tmux's -N).
        const keep = join !== false;
        const written = read.trailing === true ? "written" : false;
        const whole = (y: number) =>
          keep && term.rowWrapped(y, behind) ? true : written;
        const line = only === "ansi"
          ? (y: number) => term.ansiLine(y, whole(y), behind)
          : (y: number) => term.lineText(y, whole(y), behind);
        const lines = linesWithin(
          -history,
          term.rows,
          line,
          CAPTURE_ANSWER_BYTES,
        );
        if (!join) {
          post(
            read.title
              ? { t: "capture", id, lines, history, title: term.title }
              : { t: "capture", id, lines, history },
          );
        } else if (join === "rows") {
          const wrapped = lines.flatMap((_, i) =>
            term.rowWrapped(i - history, behind) ? [i] : []
          );
          post({ t: "capture", id, lines, history, wrapped });
        } else {
          const joined = joinRows(
            lines,
            (i) => term.rowWrapped(i - history, behind),
          );
          post({ t: "capture", id, lines: joined, joined: true });
        }
        return;
      }
      const cells = checkScreenCells(term.cols, term.rows);
      const ansi = linesWithin(
        -history,
        term.rows,
        (y) => term.ansiLine(y),
        CAPTURE_ANSWER_BYTES - cells,
      );
      const screen = term.snapshot({ scrollback });
      const { wrapPending } = term;
      post({
        t: "capture",
        id,
        screen,
        ansi,
        wrapPending,
        tabs: term.tabStops(),
      });
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
  history(
    id: number,
    start: number,
    count: number,
    pushed: number | undefined,
    at: Rect | undefined,
    search?: string,
  ): void {
    const term = this.term;
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
    if (at) {
      page.x = at.x;
      page.y = at.y;
    }
    page.pane = this.id;
    const links = this.links.page(rows);
    if (links.length > 0) page.links = links;
    if (wrapped.length > 0) page.wrapped = wrapped;
    if (search) Object.assign(page, countMatches(term, search));
    post({ t: "history", id, page });
  }

  /**
   * Reports `watch-hit` once the screen, or a line that scrolled through
   * it, matches; with `fresh` (`wait --new`), only text that came after
   * the watch began. `underWayMs`: a wait sent again after a live
   * upgrade, so long under way; when this pane was taken over since, the
   * lines that scrolled through meanwhile count too.
   */
  watchText(
    id: number,
    source: string,
    flags: string,
    fresh = false,
    underWayMs?: number,
  ): void {
    const term = this.term;
    // Lines that scrolled away before the first watcher are not its.
    if (this.#textWatchers.size === 0) {
      this.#seenPushed = term.historyPushed;
    }
    // Validated by the daemon; RE2 matching takes linear time whatever the
    // pattern (see text_pattern.ts), so no client can stall the engine.
    const re = compileTextPattern(source, flags);
    const underWay = underWayMs !== undefined &&
      performance.now() - this.#restoredAt <= underWayMs;
    // Sent again after an upgrade, `--new`: its text may have come since
    // this engine took the pane over; what was here before is old.
    const since = this.#restoredStamp;
    const old = (y: number) => !underWay || term.rowGeneration(y) <= since;
    if (underWay) {
      let lines = this.#linesSince(this.#restoredPushed);
      if (fresh) {
        lines = lines.filter((_, i) => !old(i - lines.length));
        for (let y = 0; y < term.rows; y++) {
          if (!old(y)) lines.push(term.lineText(y) + "\n");
        }
      }
      if (re.test(lines.join(""))) {
        this.#sync();
        post({ t: "watch-hit", id });
        return;
      }
    }
    const w: TextWatcher = { id, re };
    if (fresh) {
      const stamps = new Set<number>();
      for (let y = 0; y < term.rows; y++) {
        if (old(y)) stamps.add(term.rowGeneration(y));
      }
      w.since = { stamps, pushed: term.historyPushed };
    }
    this.#textWatchers.set(id, w);
    this.#textStale = true;
    this.checkText();
  }

  watchIdle(id: number, idleMs: number): void {
    const w: IdleWatcher = { id, idleMs, cancel: undefined };
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
    w.cancel = after(Math.ceil(w.idleMs - quiet), () => this.#armIdle(w));
  }

  /** Whether watch `id` is this pane's; stops it if so. */
  unwatch(id: number): boolean {
    const had = this.#textWatchers.delete(id) || this.#idleWatchers.has(id);
    const w = this.#idleWatchers.get(id);
    w?.cancel?.();
    this.#idleWatchers.delete(id);
    return had;
  }

  /**
   * Reports every text watcher that matches the screen now, or the lines
   * that scrolled through it since the last check (above the screen's).
   */
  checkText(): void {
    if (this.#textWatchers.size === 0) return;
    const screen = this.#screenTextIfChanged();
    if (screen === null) return;
    const scrolled = this.#scrolledLines();
    const text = scrolled.join("") + screen;
    let synced = false;
    for (const w of this.#textWatchers.values()) {
      const mine = w.since ? this.#newText(w.since, scrolled) : text;
      if (mine !== null && w.re.test(mine)) {
        this.#textWatchers.delete(w.id);
        if (!synced) {
          this.#sync();
          synced = true;
        }
        post({ t: "watch-hit", id: w.id });
      }
    }
  }

  /**
   * What a `--new` watcher looks at: of `scrolled` (the lines that
   * entered the history since the last check, the newest at y = -1),
   * those that entered after it began and were not on the screen then
   * (a row keeps its stamp as it scrolls off the top), then the screen
   * rows it has not seen, each changed or new since (null when there are
   * none: nothing new, not even an empty line).
   */
  #newText(
    since: { stamps: Set<number>; pushed: number },
    scrolled: string[],
  ): string | null {
    const term = this.term;
    const fresh = Math.min(scrolled.length, term.historyPushed - since.pushed);
    let text = "";
    let any = false;
    for (let y = -fresh; y < 0; y++) {
      if (since.stamps.has(term.rowGeneration(y))) continue;
      text += scrolled[scrolled.length + y];
      any = true;
    }
    const rows: string[] = [];
    for (let y = 0; y < this.#rowGen.length; y++) {
      if (!since.stamps.has(this.#rowGen[y])) rows.push(this.#rowText[y]);
    }
    if (!any && rows.length === 0) return null;
    return text + rows.join("\n");
  }

  /**
   * The lines that entered the history since the last check, each with
   * its newline, oldest first (none when none did).
   */
  #scrolledLines(): string[] {
    const lines = this.#linesSince(this.#seenPushed);
    this.#seenPushed = this.term.historyPushed;
    return lines;
  }

  /**
   * The lines that entered the history since its count was `pushed`
   * (those still in it, at most SCROLLED_CHECK_LINES), each with its
   * newline, oldest first.
   */
  #linesSince(pushed: number): string[] {
    const term = this.term;
    const fresh = Math.min(
      term.historyPushed - pushed,
      term.scrollbackLength,
      SCROLLED_CHECK_LINES,
    );
    const lines: string[] = [];
    for (let y = -fresh; y < 0; y++) lines.push(term.lineText(y) + "\n");
    return lines;
  }

  /**
   * The visible text (`Terminal.screenText()`), or null when no row changed
   * since the last check. Only rows whose stamp moved are read again.
   */
  #screenTextIfChanged(): string | null {
    const term = this.term;
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
    for (const w of this.#idleWatchers.values()) w.cancel?.();
    this.#idleWatchers.clear();
  }
}

/** The parse side of one session: its panes and the composed window. */
class ParseSession {
  #panes = new Map<number, PaneParser>();
  #layout: Int32Array;
  #layoutSeq = -1;
  #signal: Int32Array;
  #frame: WindowFrame | null = null;
  /** The borders' labels (by pane) and styles, as last told. */
  #borders: Omit<BorderLook, "status"> = {};

  // What the main thread has been sent.
  /** Per window row, the stamps of the pane rows it was made from. */
  #sentKeys: (number[] | null)[] = [];
  #sentCols = -1;
  #sentRows = -1;
  /** The modes last posted; an update carries them only when they change. */
  #sentModes: TerminalModes | null = null;
  /** The arrangement changed since the last update. */
  #frameStale = true;
  #lastFrameAt = -Infinity;
  #syncSince = -1;
  /** When the paced update is due (ms, `performance.now()`), or Infinity. */
  #frameDue = Infinity;
  /** run()'s list of the turn's bursts, kept: no array made per turn. */
  #bursts: PaneParser[] = [];
  /** SIGNAL_INPUT as last seen, and the end of the echo wait it began. */
  #inputSeen = 0;
  /** SIGNAL_INPUT when the active pane's output last went out at once. */
  #echoInput = 0;
  #echoUntil = -Infinity;
  #echoWaitMs: number;
  /** When the event loop last ran (ms, `performance.now()`). */
  #loopAt = 0;
  #wake: (() => void) | null = null;
  /** The composed screen's link ids, unique across its panes. */
  #links = new ComposedLinks();
  /** Numbers the link ids the panes' `LinkDefs` make. */
  #madeLinkIds = counter();
  #floodSlice = new FloodSlice();
  /** Terminals the daemon draws that show this session, by id. */
  #ttys = new Map<number, DirectDrawTarget>();
  #look = new DirectLook();
  #stopped = false;
  /** The attach clients' terminal's colours (`setOuterColours`). */
  #outerFg = -1;
  #outerBg = -1;

  constructor(init: ParseInit) {
    this.#layout = new Int32Array(init.layout);
    this.#signal = new Int32Array(init.signal);
    this.#echoWaitMs = init.echoWaitMs ?? ECHO_WAIT_MS;
    if (init.heldMs !== undefined) held.holdMs = init.heldMs;
  }

  addPane(init: PaneInit): void {
    const p = new PaneParser(
      init,
      () => this.#syncMirror(),
      this.#madeLinkIds,
    );
    p.term.setOuterColours(this.#outerFg, this.#outerBg);
    if (init.copyMode) p.setCopyMode(init.copyMode);
    this.#panes.set(init.id, p);
    this.#layoutSeq = -1; // Take its rectangle from the layout.
    this.syncLayout();
    this.#wake?.();
  }

  dropPane(id: number): void {
    const p = this.#panes.get(id);
    if (!p) return;
    // Its last title or bell still goes to its pipe (`Session.listen`).
    outbox.flush();
    p.dispose();
    this.#panes.delete(id);
    this.#links.dropPane(id);
    this.#frameStale = true;
  }

  /** Pane `init.id` runs a new program (see `PaneParser.respawn`). */
  respawnPane(init: PaneInit): void {
    const p = this.#panes.get(init.id);
    if (!p) return;
    p.respawn(init);
    this.#frameStale = true;
    this.#wake?.();
  }

  /**
   * Pane `id`'s terminal reset (tmux's `send-keys -R`): a sequence half
   * written forgotten, then RIS but the title (`Terminal.restart`).
   */
  resetPane(id: number): void {
    const p = this.#panes.get(id);
    if (!p) return;
    p.term.restart();
    this.#frameStale = true;
    this.#wake?.();
  }

  /** Pane `id`'s program has exited: its "Pane is dead" line, drawn. */
  paneDead(id: number, text: string): void {
    const p = this.#panes.get(id);
    if (!p) return;
    p.term.writeLastLine(text);
    this.#frameStale = true;
    this.#wake?.();
  }

  /**
   * The attach clients' terminal's colours, which the panes' OSC 10/11
   * queries are answered with (-1: unknown).
   */
  setOuterColours(fg: number, bg: number): void {
    this.#outerFg = fg;
    this.#outerBg = bg;
    for (const p of this.#panes.values()) p.term.setOuterColours(fg, bg);
  }

  pane(id: number): PaneParser | undefined {
    return this.#panes.get(id);
  }

  /** Pane `id`'s copy mode changed (step 32): the window shows it. */
  setCopyMode(id: number, state: CopyModeState | null): void {
    const p = this.#panes.get(id);
    if (!p) return;
    p.setCopyMode(state);
    this.#wake?.();
  }

  /** Where pane `id` is shown in the window now; undefined when hidden. */
  shownAt(id: number): Rect | undefined {
    return this.#frame?.rects.get(id);
  }

  /** Every pane's engine as plain data (`vt/engine_state.ts`). */
  saveEngines(id: number): void {
    const engines: [number, EngineState][] = [];
    for (const [pane, p] of this.#panes) engines.push([pane, p.term.save()]);
    post({ t: "engines", id, engines });
  }

  unwatch(id: number): void {
    for (const p of this.#panes.values()) if (p.unwatch(id)) return;
  }

  /** A terminal the daemon draws shows this session (`direct_draw.ts`). */
  lendTty(
    id: number,
    sab: SharedArrayBuffer,
    fd: number,
    owner: number,
  ): void {
    this.#ttys.set(id, new DirectDrawTarget(sab, fd, owner));
  }

  takeTty(id: number): void {
    this.#ttys.delete(id);
  }

  /**
   * Draws `update` on the terminals lent to this worker, before the main
   * thread has it: a key's echo skips the main thread's wake-up and the
   * attach client (`direct_draw.ts`). True when it drew it for every
   * client of the session: the main thread's turn can then wait
   * (`held_updates.ts`).
   */
  #drawDirect(update: ScreenUpdate): boolean {
    const same = this.#look.same(update);
    if (!same || this.#ttys.size === 0) return false;
    const { cols, rows } = update;
    let drawn = 0;
    for (const tty of this.#ttys.values()) {
      if (tty.draw(cols, rows, (grant) => directFrame(update, grant))) drawn++;
    }
    // Another client (one that draws its own screen, a browser, or a lent
    // terminal not lent the window now) has it from the main thread only.
    return drawn === this.#ttys.size &&
      drawn === Atomics.load(this.#signal, SIGNAL_CLIENTS);
  }

  /** Ends `run()` at its next turn (the spare's scratch session). */
  stop(): void {
    this.#stopped = true;
    this.#wake?.();
  }

  /** Parses every pane's output as it comes, the panes in turn. */
  async run(): Promise<void> {
    this.#loopAt = performance.now();
    while (!this.#stopped) {
      const seen = Atomics.load(this.#signal, 0);
      let parsed = false;
      // The panes whose bursts after a quiet spell go out at once.
      const bursts = this.#bursts;
      bursts.length = 0;
      let waiting = false;
      for (const p of this.#panes.values()) {
        if (p.ended) continue;
        // Output comes after the ptys' new size: parsed at the layout's.
        if (!this.syncLayout()) {
          waiting = true;
          break;
        }
        const batch = p.ring.next();
        if (batch) {
          const at = performance.now();
          if (batch.bytes.length >= FLOOD_BATCH_BYTES) {
            this.#floodSlice.busy(at);
          }
          if (
            p.noteBatch(batch.bytes.length, at) ||
            (batch.bytes.length <= SMALL_UPDATE_BYTES && this.#keyEcho(p))
          ) {
            bursts.push(p);
          }
          const shared = this.#panes.size > 1;
          if (p.parseTurn(batch.bytes, batch.readEnds, shared)) {
            p.ring.release();
          }
          parsed = true;
        } else if (p.ring.eof) {
          this.#postFrame(performance.now());
          p.end();
          post({ t: "pane-eof", pane: p.id, gen: p.gen });
        }
      }
      if (waiting) {
        // The copy mode state the layout waits for is a message away.
        await this.#turnEventLoop();
        continue;
      }
      const now = performance.now();
      if (bursts.length > 0 && this.#panes.size > 1) {
        this.#syncBursts(bursts);
      } else this.#maybeFrame(now, !parsed || this.#drained());
      if (now >= this.#heldDue(now) || this.#heldAsked()) held.flush();
      if (now >= this.#frameDue) {
        // A paced update is due (see #schedule).
        this.#frameDue = Infinity;
        this.#maybeFrame(now, true);
      }
      this.#postEvents(now);
      if (parsed) {
        if (now - this.#loopAt >= SLICE_MS) await this.#turnEventLoop();
        continue;
      }
      await this.#waitForOutput(seen);
    }
  }

  /**
   * Until the gather worker publishes, a message or a pane is added, or a
   * slice ends. Right after input, blocking (see ECHO_WAIT_MS).
   */
  #waitForOutput(seen: number): Promise<void> {
    const now = performance.now();
    // A message is on its way, or timers (`wait --idle`) are due a turn:
    // blocking waits back to back never let the event loop run.
    if (behind(this.#signal) || now - this.#loopAt >= SLICE_MS) {
      return this.#turnEventLoop();
    }
    const quiet = this.#floodSlice.quiet(now);
    const due = Math.min(this.#frameDue, this.#heldDue(now));
    const block = Math.min(this.#echoWait(now), quiet, due - now);
    if (block > 0 && !this.#blockingWait(seen, block)) {
      return Promise.resolve();
    }
    const ms = Math.min(
      WAIT_SLICE_MS,
      Math.ceil(quiet),
      Math.ceil(due - performance.now()),
    );
    if (ms <= 0) return Promise.resolve();
    const wait = Atomics.waitAsync(this.#signal, SIGNAL_WAKE, seen, ms);
    if (!wait.async) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.#wake = resolve;
      wait.value.then(() => resolve());
    }).finally(() => {
      this.#wake = null;
      this.#loopAt = performance.now();
    });
  }

  /**
   * Waits blocking for up to `ms`; true when it timed out with no input
   * written meanwhile (input then is counted without a wake-up, see
   * `inputParseSignal`: its echo is waited for blocking too, a turn later).
   */
  #blockingWait(seen: number, ms: number): boolean {
    const signal = this.#signal;
    const input = Atomics.load(signal, SIGNAL_INPUT);
    Atomics.store(signal, SIGNAL_BLOCKED, 1);
    const woken = Atomics.wait(signal, SIGNAL_WAKE, seen, ms) !== "timed-out";
    Atomics.store(signal, SIGNAL_BLOCKED, 0);
    return !woken && Atomics.load(signal, SIGNAL_INPUT) === input;
  }

  /** Lets the event loop run its messages and timers, then goes on. */
  async #turnEventLoop(): Promise<void> {
    await yieldToEventLoop();
    this.#loopAt = performance.now();
  }

  /**
   * Whether every pane's published output is parsed: a batch that ends
   * what was published (a key's echo) goes out in the turn that parsed it,
   * not a loop turn later behind a frame timer armed and cleared per key.
   */
  #drained(): boolean {
    for (const p of this.#panes.values()) {
      if (!p.ended && p.ring.backlog !== 0) return false;
    }
    return true;
  }

  /** When the held updates go out (`held_updates.ts`), or Infinity. */
  #heldDue(now: number): number {
    return held.size === 0 ? Infinity : held.due(now + this.#echoWait(now));
  }

  /** An attach client asked for the held updates (it is behind). */
  #heldAsked(): boolean {
    if (held.size === 0) return false;
    for (const tty of this.#ttys.values()) if (tty.asked) return true;
    return false;
  }

  /** The held updates went: the terminals' leases say so. */
  heldPosted(): void {
    for (const tty of this.#ttys.values()) tty.posted();
  }

  /**
   * Whether a small batch of `p` answers input: input was written to the
   * session since the last one went out at once, and `p` is the pane keys
   * go to. Its echo then goes out at once too, however soon after the
   * last: a quiet spell (`noteBatch`) alone left keys typed faster than
   * one a frame (16.7 ms) beside a flood to the frame's pace (p50 4.0 ms
   * from the batch to its update, traced; bench/README.md, "Issue 15,
   * ninth round"). At most one such update per input written.
   */
  #keyEcho(p: PaneParser): boolean {
    if (p.id !== this.#frame?.active) return false;
    const input = Atomics.load(this.#signal, SIGNAL_INPUT);
    if (input === this.#echoInput) return false;
    this.#echoInput = input;
    return true;
  }

  /** How much longer an echo may be waited for blocking (ms; <= 0: none). */
  #echoWait(now: number): number {
    const input = Atomics.load(this.#signal, SIGNAL_INPUT);
    if (input !== this.#inputSeen) {
      this.#inputSeen = input;
      this.#echoUntil = now + this.#echoWaitMs;
    }
    return this.#echoUntil - now;
  }

  /**
   * Posts the panes' held titles, names, directories and bells now, or
   * has the loop wake when they are due: one of each a pane a frame
   * interval (`pane_events.ts`), whatever the screen updates do (small
   * ones go out at once, and a title flood is small batches).
   */
  #postEvents(now: number): void {
    if (!outbox.pending) return;
    if (now >= outbox.due) outbox.flush();
    else this.#schedule(outbox.due - now);
  }

  /** Decides whether an update goes out now, later, or not at all. */
  #maybeFrame(now: number, caughtUp: boolean): void {
    if (!this.#changed()) return;
    if (this.#synchronizing()) {
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
      (caughtUp && this.#pendingBytes() <= SMALL_UPDATE_BYTES)
    ) {
      this.#postFrame(now);
    } else {
      this.#schedule(FRAME_INTERVAL_MS - since);
    }
  }

  /** Whether anything the window shows changed since the last update. */
  #changed(): boolean {
    if (this.#frameStale) return true;
    for (const p of this.#panes.values()) {
      if (p.term.generation !== p.sentTermGen || p.bells > 0) return true;
      if (p.copyMoved) return true;
      if (p.clipboard !== null) return true;
    }
    return false;
  }

  /** A shown pane is inside a synchronized update (mode 2026). */
  #synchronizing(): boolean {
    for (const id of this.#frame?.rects.keys() ?? []) {
      if (this.#panes.get(id)?.term.modes().synchronizedOutput) return true;
    }
    return false;
  }

  #pendingBytes(): number {
    let n = 0;
    for (const p of this.#panes.values()) n += p.bytes;
    return n;
  }

  /**
   * Sends the update `delayMs` from now at the latest. No timer: the run
   * loop's waits end at `#frameDue`, and the loop sends what is due (a Node
   * timer armed and cleared per update cost about 55 us of the worker's
   * CPU per key's echo).
   */
  #schedule(delayMs: number): void {
    const due = performance.now() + Math.max(1, Math.ceil(delayMs));
    if (due < this.#frameDue) this.#frameDue = due;
  }

  /**
   * Posts the window rows that changed, and the state that rides along.
   * With `only`, the rows where pane `only` changed, and that pane's
   * counts: the other panes' changes wait for the paced update.
   */
  #postFrame(now: number, only?: number): void {
    if (only === undefined) this.#frameDue = Infinity;
    const frame = this.#frame;
    // The layout can name a pane whose add-pane message is still on its way.
    if (!frame || !this.#panes.has(frame.active)) return;
    const { cols, rows } = frame;
    const resized = cols !== this.#sentCols || rows !== this.#sentRows;
    if (resized || this.#frameStale) {
      this.#sentCols = cols;
      this.#sentRows = rows;
      // Null, not []: a row of border only has the key [], and must go out.
      this.#sentKeys = new Array(rows).fill(null);
    }
    this.#frameStale = false;
    const lines: [number, RowRun[]][] = [];
    // Link ids are each engine's own: the composed rows carry ids unique
    // across the panes shown.
    const source = (pane: number, y: number) =>
      this.#links.runs(pane, this.#panes.get(pane)?.shownRow(y) ?? []);
    for (let y = 0; y < rows; y++) {
      if (this.#rowUnchanged(frame, y)) continue;
      const key = this.#rowKey(frame, y);
      if (only !== undefined && !paneMoved(key, this.#sentKeys[y], only)) {
        continue;
      }
      this.#sentKeys[y] = key;
      lines.push([y, frame.composeRow(y, source)]);
    }
    const update = this.#update(frame, resized, lines, only);
    if (this.#drawDirect(update)) held.hold(update, now);
    else {
      // Nothing is held from now, whatever a lease was told when drawn on.
      this.heldPosted();
      postScreen(update);
    }
    if (only === undefined) this.#lastFrameAt = now;
  }

  /** The update around `lines`: cursor, modes, counts of every pane. */
  #update(
    frame: WindowFrame,
    resized: boolean,
    lines: [number, RowRun[]][],
    only?: number,
  ): ScreenUpdate {
    const active = this.#panes.get(frame.active);
    const activeModes = active!.term.modes();
    const rect = frame.rects.get(frame.active);
    const c = active?.term.cursor();
    const cursor: WireCursor = c && rect
      ? [
        c.x + rect.x,
        c.y + rect.y,
        c.visible ? 1 : 0,
        c.shape,
        c.blink ? 1 : 0,
      ]
      : [0, 0, 0, "block", 0];
    let bells = 0;
    let bytes = 0;
    let clipboard: ScreenUpdate["clipboard"];
    const panes: NonNullable<ScreenUpdate["panes"]> = [];
    for (const p of this.#panes.values()) {
      if (only !== undefined && p.id !== only) continue;
      bells += p.bells;
      bytes += p.bytes;
      if (p.bytes > 0) {
        const modes = p === active ? activeModes : p.term.modes();
        panes.push([
          p.id,
          p.bytes,
          modes.cursorKeys,
          modes.bracketedPaste,
          {
            mouse: modes.mouseTracking,
            encoding: modes.mouseEncoding,
            altScroll: modes.altScreen && modes.alternateScroll,
          },
          modes.keypad,
          modes.focusEvents,
        ]);
      }
      if (p.clipboard) clipboard = { ...p.clipboard, pane: p.id };
      p.bells = 0;
      p.bytes = 0;
      p.clipboard = null;
      p.sentTermGen = p.term.generation;
      p.copyMoved = false;
    }
    const update: ScreenUpdate = {
      t: "screen",
      cols: frame.cols,
      rows: frame.rows,
      resized,
      lines,
      cursor,
      title: active?.term.title ?? "",
      bells,
      bytes,
      panes,
    };
    const links = this.#links.changed(
      lines,
      (id) => this.#panes.get(id)?.links,
    );
    if (links.length > 0) update.links = links;
    if (clipboard) update.clipboard = clipboard;
    if (!this.#sentModes || !sameModes(activeModes, this.#sentModes)) {
      update.modes = activeModes;
      this.#sentModes = activeModes;
    }
    return update;
  }

  /**
   * The stamps of the pane rows that window row `y` is made from, as
   * `[pane, stamp, ...]`.
   */
  #rowKey(frame: WindowFrame, y: number): number[] {
    const pairs = frame.paneRowPairs(y);
    const key: number[] = new Array(pairs.length);
    for (let i = 0; i < pairs.length; i += 2) {
      key[i] = pairs[i];
      key[i + 1] = this.#stamp(pairs[i], pairs[i + 1]);
    }
    return key;
  }

  /**
   * Whether window row `y`'s pane rows have the stamps last sent. It makes
   * no key: most rows of most updates are unchanged.
   */
  #rowUnchanged(frame: WindowFrame, y: number): boolean {
    const sent = this.#sentKeys[y];
    const pairs = frame.paneRowPairs(y);
    if (!sent || sent.length !== pairs.length) return false;
    for (let i = 0; i < pairs.length; i += 2) {
      if (sent[i] !== pairs[i]) return false;
      if (sent[i + 1] !== this.#stamp(pairs[i], pairs[i + 1])) return false;
    }
    return true;
  }

  /** Pane `pane`'s stamp on its row `paneRow` (-1: no such pane yet). */
  #stamp(pane: number, paneRow: number): number {
    const p = this.#panes.get(pane);
    return p ? p.shownStamp(paneRow) : -1;
  }

  /**
   * Applies the layout the main thread last wrote, if it is new: every
   * engine takes its rectangle's size (the main thread has set the ptys'
   * sizes already), and the shown window is composed again. False while
   * it waits for a copy mode state posted before it: no output is to be
   * parsed until then.
   */
  syncLayout(): boolean {
    if (layoutSeq(this.#layout) === this.#layoutSeq) return true;
    const [seq, layout] = readLayout(this.#layout);
    // A copy mode state a client sent before its key gave the session its
    // size (or any state posted before a resize) is in the numbers of the
    // size before: taken first, the reflow keeps its lines on their text
    // (taken after, it could only keep their distance from the bottom,
    // and a view over wrapped lines jumped).
    if (((layout.after ?? 0) - received | 0) > 0) return false;
    // A shown pane whose add-pane message is still on its way: wait for it
    // (addPane syncs again), or its rectangle would be composed as border,
    // cell by cell (a 4096x4096 window: seconds and hundreds of MB).
    if (layout.panes.some((e) => e.visible && !this.#panes.has(e.id))) {
      return true;
    }
    this.#layoutSeq = seq;
    const rects = new Map<number, Rect>();
    const resized: PaneParser[] = [];
    for (const e of layout.panes) {
      const p = this.#panes.get(e.id);
      if (!p) continue;
      // A dead pane (remain-on-exit) takes its rectangle too, as tmux's:
      // the frame reads each row of the rectangle from its engine.
      if (p.resize(e.cols, e.rows) && !p.ended) resized.push(p);
      if (e.visible) {
        rects.set(e.id, { x: e.x, y: e.y, cols: e.cols, rows: e.rows });
      }
    }
    this.#frame = new WindowFrame(
      layout.cols,
      layout.rows,
      rects,
      layout.active,
      layout.marked,
      { ...this.#borders, status: layout.status },
    );
    this.#frameStale = true;
    this.#postFrame(performance.now());
    // Reflow may bring the text a watcher waits for.
    for (const p of resized) p.checkText();
    return true;
  }

  /** The borders' styles (and the shown window's labels), as last told. */
  get borders(): Omit<BorderLook, "status"> {
    return this.#borders;
  }

  /**
   * Takes the panes' labels (`pane-border-status`) or the borders' styles
   * and composes the shown window again with them. They go out as the
   * panes' own output does: with the next paced update, never inside a
   * synchronized update (a title set by a program in the middle of its
   * redraw showed its half-drawn screen; a flood of titles drew a frame
   * per label, 12 % more of the daemon's CPU).
   */
  setBorders(look: Omit<BorderLook, "status">): void {
    this.#borders = { ...this.#borders, ...look };
    const f = this.#frame;
    if (!f) return;
    this.#frame = new WindowFrame(
      f.cols,
      f.rows,
      f.rects,
      f.active,
      f.marked,
      { ...this.#borders, status: f.status },
    );
    this.#frameStale = true;
    this.#maybeFrame(performance.now(), false);
    // The run loop's wait ends at the update's time, now it is due.
    this.#wake?.();
  }

  /**
   * Posts an update now, ahead of a watch hit, so that what the script does
   * next meets a daemon that has seen this screen and its modes (`send`
   * picks the cursor keys' encoding from them); paced updates can lag up
   * to a frame interval. Not inside a synchronized update, which is never
   * cut.
   */
  #syncMirror(): void {
    if (this.#changed() && !this.#synchronizing()) {
      this.#postFrame(performance.now());
    }
  }

  /**
   * Posts each pane's burst in an update of its own, the active pane's
   * first: a key's echo and a flooding neighbour's small batch after a
   * pause (a loaded machine's) in one turn went out as one update of every
   * row, too large to pass a frame the client has not drawn, and slower to
   * draw than the echo alone.
   */
  #syncBursts(bursts: PaneParser[]): void {
    const active = this.#frame?.active;
    for (const p of bursts) if (p.id === active) this.#syncPane(p);
    for (const p of bursts) if (p.id !== active) this.#syncPane(p);
  }

  /**
   * Posts pane `p`'s burst after a quiet spell now (a key's echo beside a
   * flooding pane): only the rows it changed, so that the update, its diff
   * and the client's drawing stay as small as the echo, and the flood's
   * rows keep their frame pace. A new arrangement or size goes out whole.
   */
  #syncPane(p: PaneParser): void {
    const frame = this.#frame;
    if (
      !frame || this.#frameStale || frame.cols !== this.#sentCols ||
      frame.rows !== this.#sentRows || !frame.rects.has(p.id)
    ) {
      this.#syncMirror();
    } else if (!this.#synchronizing()) {
      this.#postFrame(performance.now(), p.id);
    }
  }

  /** Stops timers so the worker can close. */
  dispose(): void {
    for (const p of this.#panes.values()) p.dispose();
  }
}

/** Whether a message posted by the main thread has not been taken yet. */
function behind(signal: Int32Array): boolean {
  // Ahead is possible: a message can arrive before its count is stored.
  return ((Atomics.load(signal, SIGNAL_POSTED) - received) | 0) > 0;
}

/** Whether two sets of modes are the same, field by field. */
function sameModes(a: TerminalModes, b: TerminalModes): boolean {
  for (const k in a) {
    if (a[k as keyof TerminalModes] !== b[k as keyof TerminalModes]) {
      return false;
    }
  }
  return true;
}

/** Whether pane `pane`'s stamp in row key `key` differs from `sent`'s. */
function paneMoved(
  key: number[],
  sent: number[] | null | undefined,
  pane: number,
): boolean {
  const gen = stampOf(key, pane);
  if (gen === undefined) return false;
  return !sent || stampOf(sent, pane) !== gen;
}

/** Pane `pane`'s row stamp in row key `key` ([pane, stamp, ...]). */
function stampOf(key: number[], pane: number): number | undefined {
  for (let i = 0; i < key.length; i += 2) {
    if (key[i] === pane) return key[i + 1];
  }
  return undefined;
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

self.onmessage = (e: MessageEvent<ToParse | WarmParse>) => {
  const msg = e.data;
  if (msg.t === "warm") {
    warmUp(msg);
    return;
  }
  received++;
  if (msg.t === "init") {
    endScratch();
    updates = new UpdateRing(msg.updates);
    session = new ParseSession(msg);
    session.run().then(
      () => session?.dispose(),
      (err) => post({ t: "error", message: String(err?.stack ?? err) }),
    );
    return;
  }
  if (!session) return;
  // A copy mode state before the layout written after it (`syncLayout`).
  if (msg.t !== "copy-mode") session.syncLayout();
  switch (msg.t) {
    case "add-pane":
      session.addPane(msg.pane);
      break;
    case "drop-pane":
      session.dropPane(msg.pane);
      break;
    case "respawn-pane":
      session.respawnPane(msg.pane);
      break;
    case "clear-history":
      session.pane(msg.pane)?.term.clearHistory();
      break;
    case "reset-pane":
      session.resetPane(msg.pane);
      break;
    case "copy-mode":
      session.setCopyMode(msg.pane, msg.state);
      session.syncLayout();
      break;
    case "set-title": {
      const p = session.pane(msg.pane);
      if (!p) break;
      // Alone in its message: the program's titles before it fire their
      // hook, this one none (`given`).
      outbox.flush();
      p.givingTitle = true;
      p.term.setTitle(msg.title);
      p.givingTitle = false;
      outbox.flush();
      break;
    }
    case "labels":
      session.setBorders({ labels: new Map(msg.labels) });
      break;
    case "border-styles":
      session.setBorders({
        style: msg.style,
        activeStyle: msg.active,
        lines: msg.lines,
        indicators: msg.indicators,
        paneBase: msg.paneBase,
        windowStyle: msg.windowStyle,
        windowActiveStyle: msg.windowActiveStyle,
      });
      break;
    case "outer-colours":
      session.setOuterColours(msg.fg, msg.bg);
      break;
    case "pane-dead":
      session.paneDead(msg.pane, msg.text);
      break;
    case "resize":
      break;
    case "capture":
      session.pane(msg.pane)?.capture(
        msg.id,
        msg.scrollback,
        msg.lines,
        msg.join,
        msg,
      );
      break;
    case "history":
      session.pane(msg.pane)?.history(
        msg.id,
        msg.start,
        msg.count,
        msg.pushed,
        session.shownAt(msg.pane),
        msg.search,
      );
      break;
    case "watch": {
      const p = session.pane(msg.pane);
      if (msg.text) {
        p?.watchText(
          msg.id,
          msg.text.source,
          msg.text.flags,
          msg.fresh,
          msg.underWayMs,
        );
      } else if (msg.idleMs !== undefined) p?.watchIdle(msg.id, msg.idleMs);
      break;
    }
    case "unwatch":
      session.unwatch(msg.id);
      break;
    case "sync":
      post({ t: "synced", id: msg.id });
      break;
    case "preview": {
      const s = session;
      const preview = composePreview(
        msg,
        (pane, y) => s.pane(pane)?.term.rowRuns(y) ?? [],
        s.pane(msg.active)?.term.cursor().y ?? null,
        s.borders,
      );
      post({ t: "preview", id: msg.id, preview });
      break;
    }
    case "save-engines":
      session.saveEngines(msg.id);
      break;
    case "lend-tty":
      session.lendTty(msg.id, msg.sab, msg.fd, msg.owner);
      break;
    case "take-tty":
      session.takeTty(msg.id);
      break;
  }
};
