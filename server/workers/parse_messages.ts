/**
 * Messages between the daemon's main thread and a session's parse worker.
 * The bytes themselves never travel here: they go from the gather worker to
 * the parse worker through the shared ring (`ring.ts`).
 *
 * @module
 */

import type {
  CaptureJoin,
  CaptureLines,
  CaptureLinesAnswer,
  CopyModeState,
  HistoryPage,
  SessionEvent,
  WindowPreview,
  WireCursor,
  WireLink,
  WirePane,
} from "../../protocol/messages.ts";
import type { RowRun, ScreenJson, TerminalModes } from "../../vt/types.ts";
import type { EngineState } from "../../vt/engine_state.ts";
import type { BorderStatus } from "./layout.ts";
import type { BorderIndicators, BorderLines } from "./compose.ts";
import type { SgrStyle } from "../../vt/sgr_encode.ts";

/**
 * Something a pane's program did: a session event (`berth events`), or a
 * rename of its window (`ESC k NAME ESC \\`, for `allow-rename`), which the
 * daemon keeps to itself.
 */
export type PaneEvent = SessionEvent | { type: "rename"; name: string };

/** `SharedLayout.status`'s values, by their number in the shared layout. */
const BORDER_STATUS: readonly BorderStatus[] = ["off", "top", "bottom"];

/** Starts the worker for a session. */
export interface ParseInit {
  t: "init";
  /**
   * The arrangement to compose, written by the main thread (which also sets
   * every pty's size) and applied by the worker before it parses the next
   * batch: see `writeLayout()` and `Session.resize()`.
   */
  layout: SharedArrayBuffer;
  /** The session's wake words (`createParseSignal`). */
  signal: SharedArrayBuffer;
  /**
   * The ring for small screen updates to the main thread
   * (`update_ring.ts`); the others are posted.
   */
  updates: SharedArrayBuffer;
  /** How long to wait for an echo blocking (tests; default ECHO_WAIT_MS). */
  echoWaitMs?: number;
  /** The longest an update drawn on a terminal is held (tests; HOLD_MS). */
  heldMs?: number;
}

/**
 * Int32 indices of a parse worker's wake words (`ParseInit.signal`).
 * SIGNAL_WAKE is what the worker waits on: bumped and notified by the
 * gather worker after every publish and every pane's end, and by the main
 * thread after every message it posts (SIGNAL_POSTED counts those, so a
 * worker blocked in `Atomics.wait` comes back to its event loop to take
 * them) and every input it writes to a pane (SIGNAL_INPUT counts those: an
 * echo is on its way). SIGNAL_BLOCKED is 1 while the worker waits for an
 * echo blocking its thread: input written then is only counted, not woken
 * for (`inputParseSignal`). SIGNAL_CLIENTS is how many clients are
 * attached to the session: when they are all terminals lent to the
 * worker, it may hold back the updates it drew there (`held_updates.ts`).
 */
export const SIGNAL_WAKE = 0;
export const SIGNAL_POSTED = 1;
export const SIGNAL_INPUT = 2;
export const SIGNAL_BLOCKED = 3;
export const SIGNAL_CLIENTS = 4;

/** A session's wake words for its gather and parse workers. */
export function createParseSignal(): SharedArrayBuffer {
  return new SharedArrayBuffer(5 * Int32Array.BYTES_PER_ELEMENT);
}

/**
 * Counts input written to a pane, and wakes the worker unless it already
 * waits blocking for an echo: waking it only to block again cost both
 * threads a wake-up per key typed within ECHO_WAIT_MS of the last echo.
 * The worker reads the count again before each wait, and after a blocking
 * wait that timed out (see `ParseSession.#waitForOutput`).
 */
export function inputParseSignal(signal: Int32Array): void {
  Atomics.add(signal, SIGNAL_INPUT, 1);
  if (Atomics.load(signal, SIGNAL_BLOCKED) === 1) return;
  Atomics.add(signal, SIGNAL_WAKE, 1);
  Atomics.notify(signal, SIGNAL_WAKE);
}

/** Bumps `word` of `signal`, then wakes the parse worker. */
export function bumpParseSignal(signal: Int32Array, word: number): void {
  if (word !== SIGNAL_WAKE) Atomics.add(signal, word, 1);
  Atomics.add(signal, SIGNAL_WAKE, 1);
  Atomics.notify(signal, SIGNAL_WAKE);
}

/** A pane's engine: its ring and pty. */
export interface PaneInit {
  id: number;
  /** The ring the gather worker fills for this pane. */
  sab: SharedArrayBuffer;
  /** Pty master, for query answers. */
  fd: number;
  /** Size until the shared layout says otherwise. */
  cols: number;
  rows: number;
  scrollback: number;
  /** A live upgrade's saved engine to go on from (`vt/engine_state.ts`). */
  engine?: EngineState;
  /** Its output ended before the upgrade (a dead pane): read nothing. */
  ended?: boolean;
  /**
   * How many times it was respawned: its `pane-eof` says which program's
   * output ended, so that a late one of the program before is not taken
   * for the new one's. Absent: 0.
   */
  gen?: number;
  /**
   * Copy mode it comes with from another session (`join-pane`,
   * `move-window`), of its engine's size: held before the layout's size
   * is taken, so that the reflow keeps it on its text.
   */
  copyMode?: CopyModeState;
}

/**
 * Most panes in one session: the shared layout has room for this many
 * (24 bytes each).
 */
export const MAX_PANES = 1024;

/** Int32 indices of the shared layout (`ParseInit.layout`). */
const LAYOUT_SEQ = 0;
const LAYOUT_COLS = 1;
const LAYOUT_ROWS = 2;
const LAYOUT_ACTIVE = 3;
const LAYOUT_COUNT = 4;
const LAYOUT_MARKED = 5;
const LAYOUT_STATUS = 6;
const LAYOUT_AFTER = 7;
const LAYOUT_PANES = 8;
/** Ints per pane: id, x, y, cols, rows, visible. */
const PANE_INTS = 6;

/** Every pane's rectangle and which of them the window shows. */
export interface SharedLayout {
  /** The shown window's size. */
  cols: number;
  rows: number;
  /** Its active pane: the cursor, the modes and the green border. */
  active: number;
  /**
   * The marked pane (`select-pane -m`) when the shown window has it: its
   * border is drawn reversed, as tmux's; -1 or absent: none.
   */
  marked?: number;
  /**
   * Where the shown window's panes' labels go (tmux's `pane-border-status`):
   * on the border row above (`top`) or below (`bottom`) each pane that
   * has one; absent: `off`. The labels come in a `labels` message.
   */
  status?: BorderStatus;
  /**
   * The worker's count of messages taken (SIGNAL_POSTED's) it must reach
   * before it takes this layout: the last copy mode state posted before
   * it, which is in the numbers of the size before (see `syncLayout`).
   * Absent: 0.
   */
  after?: number;
  /** Every pane of the session; `visible` for the shown window's. */
  panes: {
    id: number;
    x: number;
    y: number;
    cols: number;
    rows: number;
    visible: boolean;
  }[];
}

/** Shared memory for a session's layout. */
export function createLayoutBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer((LAYOUT_PANES + MAX_PANES * PANE_INTS) * 4);
}

/**
 * Publishes `layout` (main thread, the one writer): a sequence lock, odd
 * while writing, so the worker never applies half an arrangement.
 */
export function writeLayout(sab: SharedArrayBuffer, layout: SharedLayout) {
  const a = new Int32Array(sab);
  Atomics.add(a, LAYOUT_SEQ, 1);
  Atomics.store(a, LAYOUT_COLS, layout.cols);
  Atomics.store(a, LAYOUT_ROWS, layout.rows);
  Atomics.store(a, LAYOUT_ACTIVE, layout.active);
  Atomics.store(a, LAYOUT_MARKED, layout.marked ?? -1);
  Atomics.store(
    a,
    LAYOUT_STATUS,
    BORDER_STATUS.indexOf(layout.status ?? "off"),
  );
  Atomics.store(a, LAYOUT_AFTER, layout.after ?? 0);
  const n = Math.min(layout.panes.length, MAX_PANES);
  Atomics.store(a, LAYOUT_COUNT, n);
  for (let i = 0; i < n; i++) {
    const p = layout.panes[i];
    const at = LAYOUT_PANES + i * PANE_INTS;
    Atomics.store(a, at, p.id);
    Atomics.store(a, at + 1, p.x);
    Atomics.store(a, at + 2, p.y);
    Atomics.store(a, at + 3, p.cols);
    Atomics.store(a, at + 4, p.rows);
    Atomics.store(a, at + 5, p.visible ? 1 : 0);
  }
  Atomics.add(a, LAYOUT_SEQ, 1);
}

/** The layout's sequence number: it changes with every `writeLayout()`. */
export function layoutSeq(a: Int32Array): number {
  return Atomics.load(a, LAYOUT_SEQ);
}

/** Reads a consistent layout (worker side), with its sequence number. */
export function readLayout(a: Int32Array): [number, SharedLayout] {
  for (;;) {
    const seq = Atomics.load(a, LAYOUT_SEQ);
    if (seq & 1) continue; // Being written: the writer is a few stores away.
    const n = Atomics.load(a, LAYOUT_COUNT);
    const panes: SharedLayout["panes"] = [];
    for (let i = 0; i < n; i++) {
      const at = LAYOUT_PANES + i * PANE_INTS;
      panes.push({
        id: Atomics.load(a, at),
        x: Atomics.load(a, at + 1),
        y: Atomics.load(a, at + 2),
        cols: Atomics.load(a, at + 3),
        rows: Atomics.load(a, at + 4),
        visible: Atomics.load(a, at + 5) === 1,
      });
    }
    const layout: SharedLayout = {
      cols: Atomics.load(a, LAYOUT_COLS),
      rows: Atomics.load(a, LAYOUT_ROWS),
      active: Atomics.load(a, LAYOUT_ACTIVE),
      marked: Atomics.load(a, LAYOUT_MARKED),
      status: BORDER_STATUS[Atomics.load(a, LAYOUT_STATUS)] ?? "off",
      after: Atomics.load(a, LAYOUT_AFTER),
      panes,
    };
    if (Atomics.load(a, LAYOUT_SEQ) === seq) return [seq, layout];
  }
}

/**
 * To a spare parse worker, before any session's `init`: do ahead the
 * first-use work a session's start would wait for, and run the engine's
 * hot paths until the session comes (`warm_engine.ts`). Not counted in
 * SIGNAL_POSTED (no session, no signal word yet).
 */
export interface WarmParse {
  t: "warm";
  /**
   * The daemon's input count: the warm-up waits while it moves
   * (`input_activity.ts`).
   */
  activity?: SharedArrayBuffer;
  /** That count as the main thread last saw it. */
  seen?: number;
  /** Keys typed into the scratch session so far, at [0] (tests). */
  progress?: SharedArrayBuffer;
}

/** Main thread to parse worker. */
export type ToParse =
  | ParseInit
  /** A new pane: start its engine (the layout places it). */
  | { t: "add-pane"; pane: PaneInit }
  /** Forget a pane whose output has ended (`pane-eof`). */
  | { t: "drop-pane"; pane: number }
  /**
   * A pane's new program (tmux's `respawn-pane`): its engine reads the new
   * ring and answers on the new pty, its screen and modes reset (RIS),
   * its history kept, as tmux's `screen_reinit`.
   */
  | { t: "respawn-pane"; pane: PaneInit }
  /** Drop a pane's history (tmux's `clear-history`); the screen stays. */
  | { t: "clear-history"; pane: number }
  /** Reset a pane's terminal (RIS; tmux's `send-keys -R`), history kept. */
  | { t: "reset-pane"; pane: number }
  /**
   * Copy mode kept on the pane, as the main thread keeps it (step 32):
   * the worker moves its lines at a reflow (`copy_mode_reflow.ts`).
   */
  | { t: "copy-mode"; pane: number; state: CopyModeState | null }
  /**
   * The attach clients' terminal's foreground and background (0xRRGGBB,
   * -1 unknown), which every pane's OSC 10/11 query is answered with
   * (`Terminal.setOuterColours`).
   */
  | { t: "outer-colours"; fg: number; bg: number }
  /** Set a pane's title (tmux's `select-pane -T`), as OSC 2 would. */
  | { t: "set-title"; pane: number; title: string }
  /**
   * The shown window's panes' labels (`pane-border-format` expanded, its
   * `#[...]` styles in it), by pane id, drawn where the layout's `status`
   * says; none while it is `off`.
   */
  | { t: "labels"; labels: [pane: number, text: string][] }
  /**
   * The borders' style and the active pane's (tmux's `pane-border-style`
   * and `pane-active-border-style`), the labels' too; the lines they are
   * drawn with and how the active pane is shown (`pane-border-lines`,
   * `pane-border-indicators`); the panes' first number
   * (`pane-base-index`, for `number` lines); the panes' default colours
   * (`window-style`, `window-active-style`).
   */
  | {
    t: "border-styles";
    style: SgrStyle;
    active: SgrStyle;
    lines: BorderLines;
    indicators: BorderIndicators;
    paneBase: number;
    windowStyle: SgrStyle;
    windowActiveStyle: SgrStyle;
  }
  /**
   * A pane's program has exited and the pane stays (`remain-on-exit`):
   * `text` goes on a new bottom row of its screen, as tmux's "Pane is
   * dead" line (`Terminal.writeLastLine`).
   */
  | { t: "pane-dead"; pane: number; text: string }
  /** The shared layout changed: apply it now, even with no output coming. */
  | { t: "resize" }
  | {
    t: "capture";
    id: number;
    pane: number;
    scrollback: number;
    /** Only these lines, without the screen (`CaptureLines`). */
    lines?: CaptureLines;
    /** With `lines`: wrapped rows joined (the `capture` request's `join`). */
    join?: CaptureJoin;
    /** With `lines`: trailing blanks kept (the request's `trailing`). */
    trailing?: boolean;
    /** With `lines`: the screen behind the alternate one (`alternate`). */
    alternate?: boolean;
    /** With `lines`: the pane's title too (`find-window`). */
    title?: boolean;
  }
  /** Rows of history and screen; see the `history` request. */
  | {
    t: "history";
    id: number;
    pane: number;
    start: number;
    count: number;
    pushed?: number;
    /** Count this text's matches too (`HistoryPage.matches`). */
    search?: string;
  }
  /** Report `watch-hit` once the pane's screen matches or it is quiet. */
  | {
    t: "watch";
    id: number;
    pane: number;
    text?: { source: string; flags: string };
    /** With `text`: only text that appeared after the watch began. */
    fresh?: boolean;
    idleMs?: number;
    /** A wait sent again after a live upgrade (`underWayMs` of `wait`). */
    underWayMs?: number;
  }
  | { t: "unwatch"; id: number }
  /**
   * Answer `synced` once every message posted before this one is handled:
   * what they made the worker post (a watch's hit) has been posted first.
   */
  | { t: "sync"; id: number }
  /** A window's composed rows for a preview (see `WindowPreview`). */
  | {
    t: "preview";
    id: number;
    cols: number;
    rows: number;
    /** The shown panes' rectangles: `[pane, x, y, cols, rows]`. */
    rects: [number, number, number, number, number][];
    active: number;
    /** At most this many rows, the ones that end at the cursor. */
    height: number;
    /** Where the panes' labels go (`SharedLayout.status`); absent: off. */
    status?: BorderStatus;
    /** The labels, by pane id (as the `labels` message's). */
    labels?: [pane: number, text: string][];
  }
  /** Every pane's engine as plain data (a live upgrade, output stopped). */
  | { t: "save-engines"; id: number }
  /**
   * A terminal the daemon draws shows this session: the worker may draw
   * small updates there when lent it (`direct_draw.ts`).
   */
  | {
    t: "lend-tty";
    id: number;
    sab: SharedArrayBuffer;
    fd: number;
    /** The lending's number (`DirectDrawLease.setOwner`). */
    owner: number;
  }
  /** That terminal shows another session now, or is closing. */
  | { t: "take-tty"; id: number };

/**
 * The visible state that changed since the previous `screen` message: the
 * daemon's `ScreenMirror` applies these in order.
 */
export interface ScreenUpdate {
  t: "screen";
  cols: number;
  rows: number;
  /** The size changed: every row follows in `lines`. */
  resized: boolean;
  /** Rows whose content changed, as `[y, runs]`. */
  lines: [number, RowRun[]][];
  cursor: WireCursor;
  title: string;
  /**
   * The active pane's modes; absent when they are those of the previous
   * update (most updates: an echo's), so that they are neither cloned to
   * the main thread nor compared there.
   */
  modes?: TerminalModes;
  /** BELs since the previous update. */
  bells: number;
  /** Bytes parsed since the previous update. */
  bytes: number;
  /**
   * The panes that parsed output since the previous update:
   * `[pane, bytes, cursorKeys, bracketedPaste, mouse, keypad, focus]`
   * (DECCKM and DECKPAM, for `send`'s named keys; mode 2004, for `send
   * --paste`; the mouse modes, for the attach clients' mouse; mode 1004,
   * for `focus-events`).
   */
  panes?: [
    number,
    number,
    boolean,
    boolean,
    PaneMouseModes,
    boolean,
    boolean,
  ][];
  /**
   * Link ids used in `lines` that are new, or mean something else than
   * the last time they were posted (the engine recycles ids).
   */
  links?: WireLink[];
  /**
   * The latest clipboard write (OSC 52) since the previous update: never
   * an event, so that `berth events` cannot log what was copied. `pane`:
   * whose program wrote it (tmux's `pane-set-clipboard` hook).
   */
  clipboard?: { selection: string; data: Uint8Array; pane?: number };
}

/** A pane's modes that decide where the attach client's mouse goes. */
export type PaneMouseModes = Pick<WirePane, "mouse" | "encoding" | "altScroll">;

/** Parse worker to main thread. */
export type FromParse =
  | ScreenUpdate
  /**
   * `given`: a title the daemon set (`select-pane -T`), not the program:
   * its `pane-title-changed` hook fired as it was set. `times`: how many
   * titles the program set since the last (more than one; the last is
   * `event`'s), each a `pane-title-changed` (`pane_events.ts`).
   */
  | {
    t: "event";
    pane: number;
    event: PaneEvent;
    given?: true;
    times?: number;
  }
  | { t: "watch-hit"; id: number }
  | {
    t: "capture";
    id: number;
    screen: ScreenJson;
    ansi: string[];
    /** Pending wrap and tab stops, for `cursor_x` and `pane_tabs`. */
    wrapPending: boolean;
    tabs: number[];
  }
  | ({ t: "capture"; id: number } & CaptureLinesAnswer)
  /** The capture would not fit in a socket frame; the one-line reason. */
  | { t: "capture"; id: number; tooLarge: string }
  /** What the capture reads is not there (no alternate screen shown). */
  | { t: "capture"; id: number; missing: string }
  | { t: "history"; id: number; page: HistoryPage }
  | { t: "preview"; id: number; preview: WindowPreview }
  | { t: "engines"; id: number; engines: [number, EngineState][] }
  /** Everything the pane's child wrote is parsed and sent as `screen`. */
  | { t: "pane-eof"; pane: number; gen: number }
  /** The answer to `sync`. */
  | { t: "synced"; id: number }
  /**
   * A reflow moved the lines of the pane's kept copy mode: `was` (the
   * state the worker was given) is now `state`.
   */
  | { t: "copy-mode"; pane: number; was: CopyModeState; state: CopyModeState }
  /** Something broke inside the worker; the session must end. */
  | { t: "error"; message: string };
