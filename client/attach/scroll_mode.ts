/**
 * Copy mode (tmux's, which started here as a scroll mode): the attach
 * client shows the session's history instead of its screen, with a cursor
 * that moves over it; keys move the cursor, select and copy instead of
 * going to the session. The keys are tmux's vi or emacs table
 * (`copy_keys.ts`, chosen by `mode-keys`); a selection is drawn reversed
 * and copies as text (`copy_selection.ts`); a search highlights every match
 * on the screen.
 *
 * These are the copy table's built-in bindings (`key_table.ts`), which the
 * config file may change. The prefix key keeps its meaning (so with the
 * default prefix C-b is the prefix, as in tmux): it and the keys after it
 * go back to the attach client's key tables (`ScrollResult.table`), which
 * run the prefix binding, as do keys the copy table leaves alone and the
 * root table binds. Nothing typed here ever reaches the session.
 *
 * As in tmux, copy mode takes the active pane's rectangle only (the daemon's
 * history pages say where the pane is): the other panes and the borders
 * stay on the screen, live, redrawn with every frame. A daemon that does
 * not say (or one pane alone) gives the whole screen.
 *
 * The view shows `[offset/total]` at its top right in `mode-style`
 * (tmux's position indicator, black on yellow): lines between the view's top and the live
 * screen's, and lines of history (`P` hides it, as tmux's). Messages ("No
 * match") and the prompts (search, goto line, jump, repeat count) are on
 * the status line, as tmux's (over the terminal's bottom row without one);
 * a key takes a message away, as in tmux. While output goes on, the view stays on the
 * same lines (see `history_view.ts`); the renderer keeps the live screen
 * up to date, and leaving shows it as it is then.
 *
 * Copy mode belongs to the pane, as tmux's: where it is (`state()`) goes
 * to the daemon at every change, which keeps it for the pane (protocol
 * step 32) and passes it to the session's other clients; `restore` takes
 * it up there, or after a detach. A search's count (tmux's `(N results)`)
 * comes from the daemon, which holds every row.
 *
 * Everything here runs on the attach client's event loop: keys and the
 * daemon's answers come in as calls, bytes for the terminal go out as
 * return values, and requests go out through `ScrollHost` (one at a time).
 *
 * @module
 */

import type { CopyModeState, HistoryPage } from "../../protocol/messages.ts";
import { MAX_HISTORY_ROWS } from "../../protocol/messages.ts";
import { ATTR_BOLD, ATTR_INVERSE, COLOR_DEFAULT } from "../../vt/types.ts";
import { type HistoryRequest, HistoryView } from "./history_view.ts";
import type { Renderer } from "./renderer.ts";
import { buildKeyTable, type KeyTable } from "./key_table.ts";
import { prefixKeyName } from "./prefix.ts";
import { encodeKey } from "../keys.ts";
import { type Key, ScrollKeyDecoder } from "./scroll_keys.ts";
import {
  clearsMarks,
  COPY_ACTIONS,
  type CopyAction,
  copyEffect,
  type ModeKeys,
  splitCopyCommand,
} from "./copy_keys.ts";
import {
  firstNonBlank,
  type MotionBounds,
  nextWordStart,
  prevWordStart,
  wordAt,
  wordEnd,
  wordEndPast,
} from "./copy_motion.ts";
import type { Point } from "./mouse.ts";
import {
  lineLength,
  type Position,
  rowCells,
  selected,
  type Selection,
  selectionText,
} from "./copy_selection.ts";
import {
  findAllInRow,
  type Match,
  type SearchDirection,
  SearchScan,
} from "./scroll_search.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import type { SgrStyle } from "./sgr.ts";
import { CommandPrompt, type PromptLook, remember } from "./prompt.ts";
import { concatBytes } from "./input_filter.ts";

/** What scroll mode needs from the attach client. */
export interface ScrollHost {
  /**
   * Sends a `history` request for the session; its answer must come back
   * through `ScrollMode.answer()` (or `failed()`), in order.
   */
  request(req: HistoryRequest): void;
  /**
   * Shows `text` on the status line as the client's other messages (for
   * their time, or until a key in copy mode takes it away).
   */
  message(text: string): void;
  /**
   * A popup, a menu, a chooser or a view (help, a command's output) is
   * over copy mode (a popup draws copy mode's view itself): copy mode
   * draws nothing meanwhile (its bytes would take the box away until the
   * popup drew again, a flash at each of the panes' frames; or hide the
   * chooser).
   */
  covered?(): boolean;
}

/** What to do after keys. */
export interface ScrollResult {
  /** Bytes for the outer terminal. */
  out: Uint8Array;
  /**
   * Scroll mode is over (the live screen is drawn in `out`); `rest` holds
   * the bytes typed after the key that left, which belong to the session.
   */
  leave?: { rest: Uint8Array };
  /** Prefix then `d`: detach. */
  detach?: boolean;
  /** Text copied: for a paste buffer and maybe OSC 52. */
  copy?: string;
  /**
   * `copy` goes on the end of the newest paste buffer (tmux's
   * `append-selection-and-cancel`), or a new one when there is none.
   */
  append?: boolean;
  /**
   * `copy` is piped to this shell command too (tmux's `copy-pipe`); empty:
   * to the `copy-command` setting's.
   */
  pipe?: string;
  /** `copy` goes only to `pipe` (tmux's `pipe`), not to a paste buffer. */
  noBuffer?: boolean;
  /**
   * Keys for the client's key tables, from the prefix key on (or from a
   * key the copy table does not bind and the root table does), and all
   * typed after them: tmux looks the prefix up before the pane mode's
   * table and the root table after it, so the prefix table's every
   * binding runs in copy mode (which stays on, the pane's) and a `bind -n`
   * key the copy table leaves alone runs too.
   */
  table?: Uint8Array;
}

/**
 * What a key did to the stay: left it, detached, or handed the keys from
 * it on to the key tables (`ScrollResult.table`); null: stayed.
 */
type KeyEnd = "leave" | "detach" | "table" | null;

/**
 * A key held for the first answer, or a bound list's copy command held
 * with them (`command`).
 */
type HeldKey = Key & { copy?: { line: string; times: number } };

/** tmux 3.3a's `mode-style`, `bg=yellow,fg=black`. */
const MODE_STYLE: Readonly<SgrStyle> = Object.freeze({
  ...DEFAULT_ATTRS,
  fg: 0,
  bg: 3,
});
/** What the prompt open in copy mode asks for, as tmux labels it. */
type PromptKind = "up" | "down" | "goto";
const PROMPTS: Record<PromptKind, string> = {
  up: "(search up) ",
  down: "(search down) ",
  goto: "(goto line) ",
};
/** tmux's jumps: to a character (f F) or just before it (t T). */
type JumpKind =
  | "jump-forward"
  | "jump-backward"
  | "jump-to-forward"
  | "jump-to-backward";
const JUMP_PROMPTS: Record<JumpKind, string> = {
  "jump-forward": "(jump forward) ",
  "jump-backward": "(jump backward) ",
  "jump-to-forward": "(jump to forward) ",
  "jump-to-backward": "(jump to backward) ",
};
const JUMP_REVERSED: Record<JumpKind, JumpKind> = {
  "jump-forward": "jump-backward",
  "jump-backward": "jump-forward",
  "jump-to-forward": "jump-to-backward",
  "jump-to-backward": "jump-to-forward",
};
/** The actions a repeat count repeats (the ones tmux's `-N` does). */
/** The copy table's actions that copy (`copyEffect` says what follows). */
const COPY_MADE: ReadonlySet<CopyAction | undefined> = new Set<
  CopyAction | undefined
>(["copy", "copy-eol", "copy-line", "append", "pipe"]);

const REPEATED: ReadonlySet<CopyAction> = new Set<CopyAction>([
  "left",
  "right",
  "up",
  "down",
  "word-next",
  "word-back",
  "word-end",
  "space-next",
  "space-back",
  "space-end",
  "half-up",
  "half-down",
  "page-up",
  "page-down",
  "scroll-up",
  "scroll-down",
  "down-cancel",
  "half-down-cancel",
  "page-down-cancel",
  "scroll-down-cancel",
  "para-back",
  "para-next",
  "bracket-next",
  "bracket-back",
  "again",
  "reverse",
]);
/** The largest repeat count (tmux's prompt takes any; this is plenty). */
const MAX_COUNT = 99_999;
/** tmux's default `mark-style`, `bg=red`: palette colour 1. */
const MARK_BG = 1;
/** Where the cursor is past the end of a line as wide as the view. */
const PAST_END = "$";
const EMPTY = new Uint8Array(0);
const ENTER = Uint8Array.of(13);
/** Bytes of keys held for the first answer (`#held`); more are dropped. */
const MAX_HELD = 4096;

/** Where copy mode draws on the outer screen, and how much of it. */
interface Area {
  x: number;
  y: number;
  cols: number;
  rows: number;
}

/** One stay in scroll mode, from the prefix key to `q`. */
export class ScrollMode {
  #renderer: Renderer;
  #host: ScrollHost;
  #table: KeyTable;
  #view: HistoryView;
  #keys = new ScrollKeyDecoder();
  /** Keys behind a held paste, read for prefix d (`detachesBehind`). */
  #behind = new ScrollKeyDecoder();
  /**
   * The cursor; placed at the session's when the first answer comes. As
   * tmux's, it goes as far as a line's end (just past its last character:
   * `lineLength`), not into the blanks beyond; up and down keep the column
   * it had (`#lastX`), or the end of the line when it was at one.
   */
  #cursor: Position = { line: 0, x: 0 };
  /**
   * tmux's `lastcx` and `lastsx`: the column the cursor had before it went
   * up or down from a line, and that line's length, kept while it moves
   * through lines it is at the end of.
   */
  #lastX = 0;
  #lastLength = 0;
  /** Up or down went to a line not fetched yet: its column waits for it. */
  #settle = false;
  #cursorPlaced = false;
  /**
   * Keys typed before the first answer, which places the view and the
   * cursor: they wait for it, else a quick `g` after PageUp (over a slow
   * link, or typed ahead) would move a view that is not there yet, and
   * the first answer's placing would undo it. Kept as keys, each decoded
   * from its own read (an ESC that ends a read is Escape, not an Alt key).
   */
  #held: HeldKey[] = [];
  #heldBytes = 0;
  /** The last key held is the prefix. */
  #heldAfterPrefix = false;
  /** Where the session's cursor was on its screen when the mode began. */
  #startCursor: { x: number; y: number };
  #selection: Selection | null = null;
  /** Text being copied by the key that left. */
  #copied: string | undefined;
  /** The key that left appends what it copied (tmux's `A`). */
  #append = false;
  readonly #separators: string | undefined;
  /** What the copy command of the key being run does after its copy. */
  #copyHow: {
    after: "cancel" | "keep" | "clear";
    pipe?: string;
    noBuffer?: boolean;
  } = { after: "cancel" };
  /** The argument of the command being run (`send -X search-forward TEXT`). */
  #arg: string | undefined;
  /** The message is to be taken off the status line at the next draw. */
  #clearMessage = false;
  /** Output epoch of the request in flight; null when none is. */
  #inFlight: number | null = null;
  /**
   * The search or goto-line prompt being typed: on the status line, as
   * tmux's prompts (over the bottom row without one).
   */
  #prompt: { kind: PromptKind; edit: CommandPrompt } | null = null;
  /** f F t T asked for their character: the next key is it. */
  #jumpAsk: JumpKind | null = null;
  /** The last jump, for `;` and `,`. */
  #lastJump: { kind: JumpKind; ch: string } | null = null;
  /** A repeat count being typed (tmux's digit keys); null when none. */
  #count: number | null = null;
  /** tmux's `rectflag`: a selection begun is a rectangle (v, C-v, R). */
  #rectFlag = false;
  /** tmux's mark (X), which M-x swaps with the cursor. */
  #mark: Position | null = null;
  /** tmux's `mode-style`: the selection and the position indicator. */
  #modeStyle: Readonly<SgrStyle>;
  /** The prompts' look (`status-keys`, `message-style`). */
  #promptLook: PromptLook;
  /** `window-style`'s colours for the pane's default cells, or null. */
  #paneColours: readonly [fg: number, bg: number] | null;
  /** P hid the position indicator. */
  #hidePosition = false;
  /** A message is on the status line: the next key takes it away. */
  #messageShown = false;
  /** What was searched for in this stay, for the prompt's Up and Down. */
  #searches: string[] = [];
  /** The prompt is on the renderer's status line (to take away). */
  #promptShown = false;
  /** The copy table's keys (emacs copies and draws without the cursor's cell). */
  #modeKeys: ModeKeys;
  #lastSearch: { query: string; dir: SearchDirection } | null = null;
  /**
   * tmux's search marks: the last search's matches highlighted and
   * counted, until a command takes them away (`clearsMarks`).
   */
  #marks = false;
  #match: Match | null = null;
  #scan: SearchScan | null = null;
  /** A search asked for before the first answer came. */
  #searchWhenReady: SearchDirection | null = null;
  /** Where the pane is in the window (from the answers); null: unknown. */
  #at: { x: number; y: number } | null = null;
  /** The pane the first answer came from: copy mode stays on it. */
  #pane: number | undefined;
  /** Started a page up (prefix then PageUp): a page of the pane's height. */
  #pageUp: boolean;
  /** Scrolling back to the bottom leaves (tmux's `copy-mode -e`). */
  #exitAtBottom: boolean;
  /** Started on a pane named, not the active one (`opts.pane`). */
  readonly #notActive: boolean;
  /**
   * The cursor's line before the outer terminal's resize brought it into
   * the view, until a key moves it: the session's reflow at its new size
   * puts it back there, moved with its text.
   */
  #lineBeforeResize: number | null = null;
  /** A state to take at the first answer (copy mode kept on the pane). */
  #restoring: CopyModeState | null = null;
  /**
   * The outer terminal changed size and no answer came since: the state
   * is not told meanwhile (its numbers may be of the size before a reflow
   * the daemon made already, which moves the kept lines on their text).
   */
  #resizing = false;
  /**
   * The view's first column: a terminal narrower than the pane shows the
   * part that holds the cursor, as tmux pans a smaller client.
   */
  #ox = 0;
  /** tmux's `wrap-search`. */
  readonly #wrapSearch: boolean;
  /**
   * tmux's match count for the last search, `(N results)` before the
   * position; null when there is none (no search, no match, not counted).
   */
  #results: { query: string; n: number; more: boolean } | null = null;
  /** A search whose matches are to be counted (the daemon counts). */
  #countFor: string | null = null;
  /** The request in flight asks for that count. */
  #counting: string | null = null;
  /**
   * The search last counted, whatever the count (none: cut short under
   * 10): another client's moves with it do not ask again (each count can
   * hold the session's parse worker for 200 ms).
   */
  #counted: string | null = null;

  /**
   * Scroll mode drawn by `renderer`, fetching through `host`; `prefix` is
   * the key tables (or just a prefix byte, with the built-in bindings),
   * `pageUp` starts one page up (prefix then PageUp), `lines` that many
   * lines up (the wheel), `exitAtBottom` leaves when scrolled back down.
   */
  constructor(
    renderer: Renderer,
    host: ScrollHost,
    opts: {
      prefix: number | KeyTable;
      pageUp: boolean;
      /** With a prefix byte: the copy table's keys (vi by default). */
      modeKeys?: ModeKeys;
      cursor?: { x: number; y: number };
      lines?: number;
      exitAtBottom?: boolean;
      /** The position indicator hidden (tmux's `copy-mode -H`). */
      hidePosition?: boolean;
      /** The `word-separators` setting (absent: letters, digits, `_`). */
      wordSeparators?: string;
      /**
       * tmux's `mode-style`: the selection's and the position indicator's
       * look (tmux's black on yellow by default).
       */
      modeStyle?: Readonly<SgrStyle>;
      /** The prompts' keys and styles (`status-keys`, `message-style`). */
      promptLook?: PromptLook;
      /**
       * The colours the pane's default cells take (`window-style`,
       * `window-active-style`), as the daemon composes them live.
       */
      paneColours?: readonly [fg: number, bg: number] | null;
      /**
       * Copy mode as pane `pane` keeps it (step 32: detached with it on,
       * or another client's): it takes up there again.
       */
      restore?: { pane: number; state: CopyModeState };
      /**
       * The pane it shows (`%N`), when not the active one (tmux's `-t`:
       * the wheel over another pane, `send -X -t`).
       */
      pane?: number;
      /** The `wrap-search` setting (absent: on, as tmux's). */
      wrapSearch?: boolean;
    },
  ) {
    this.#wrapSearch = opts.wrapSearch ?? true;
    this.#separators = opts.wordSeparators;
    this.#modeStyle = opts.modeStyle ?? MODE_STYLE;
    this.#promptLook = opts.promptLook ?? {};
    this.#paneColours = opts.paneColours ?? null;
    this.#renderer = renderer;
    this.#host = host;
    this.#table = typeof opts.prefix === "number"
      ? buildKeyTable({
        prefix: prefixKeyName(opts.prefix),
        "mode-keys": opts.modeKeys ?? "vi",
      }).table
      : opts.prefix;
    this.#modeKeys = this.#table.modeKeys;
    this.#startCursor = opts.cursor ?? { x: 0, y: renderer.size.rows - 1 };
    this.#pageUp = opts.pageUp;
    const height = renderer.size.rows;
    const restore = opts.restore;
    this.#view = new HistoryView(
      height,
      restore
        ? restore.state.pushed - restore.state.top
        : opts.pageUp
        ? pageSize(height)
        : opts.lines ?? 0,
    );
    this.#exitAtBottom = opts.exitAtBottom ?? false;
    this.#hidePosition = opts.hidePosition ?? false;
    this.#pane = opts.pane;
    this.#notActive = opts.pane !== undefined;
    if (restore) {
      this.#pane = restore.pane;
      this.#restoring = restore.state;
    }
  }

  /** The pane copy mode shows (`%N`), once known. */
  get pane(): number | undefined {
    return this.#pane;
  }

  /**
   * Where copy mode is, for the pane to keep (step 32); null until the
   * first answer placed it.
   */
  state(): CopyModeState | null {
    const v = this.#view, c = this.#cursor;
    if (!v.ready || !this.#cursorPlaced || this.#resizing) return null;
    const s: CopyModeState = {
      pushed: v.pushed,
      cols: v.cols,
      screenRows: v.screenRows,
      top: v.top,
      cursor: [c.line, c.x],
    };
    const sel = this.#selection;
    if (sel) s.selection = [sel.anchor.line, sel.anchor.x, sel.mode];
    if (this.#rectFlag) s.rect = true;
    if (this.#mark) s.mark = [this.#mark.line, this.#mark.x];
    const last = this.#lastSearch;
    if (last) s.search = [last.query, last.dir];
    if (last && this.#marks) s.marks = true;
    if (this.#hidePosition) s.hidePosition = true;
    if (this.#exitAtBottom) s.exitAtBottom = true;
    return s;
  }

  /**
   * Takes up `state` (another client moved copy mode on this pane); the
   * bytes that show it. Before the first answer, it waits for it.
   */
  restore(state: CopyModeState): Uint8Array {
    const v = this.#view;
    if (!this.#cursorPlaced || !this.#fits(state)) {
      // Before the first answer; or of another size: the daemon moved the
      // lines at a reflow this view has not seen yet, taken with the next
      // answer of that size (or a state of this view's size comes: the
      // daemon's, moved on its text, when this one is of the size before).
      this.#restoring = state;
      if (this.#cursorPlaced) {
        v.outputSeen();
        this.#pump();
      }
      return EMPTY;
    }
    this.#restoring = null;
    this.#take(state);
    this.#clampCursor();
    this.#pump();
    return this.#draw();
  }

  // Whether a kept state's numbers are this view's (of its size).
  #fits(state: CopyModeState): boolean {
    const v = this.#view;
    return state.cols === v.cols && state.screenRows === v.screenRows;
  }

  // A kept state's lines in this view's numbers: the same while the pane
  // kept its size; else (its history reflowed) as far from the screen's
  // bottom as they were, as `HistoryView` keeps a view across a reflow.
  #take(state: CopyModeState): void {
    const v = this.#view;
    const shift = state.cols === v.cols && state.screenRows === v.screenRows
      ? 0
      : v.end - (state.pushed + state.screenRows);
    const at = (line: number, x: number): Position => ({
      line: line + shift,
      x,
    });
    v.top = state.top + shift;
    v.scrollBy(0); // within bounds
    this.#cursor = at(...state.cursor);
    this.#selection = state.selection
      ? {
        anchor: at(state.selection[0], state.selection[1]),
        mode: state.selection[2],
      }
      : null;
    this.#rectFlag = state.rect ?? false;
    this.#mark = state.mark ? at(...state.mark) : null;
    this.#lastSearch = state.search
      ? { query: state.search[0], dir: state.search[1] }
      : null;
    this.#marks = (state.marks ?? false) && this.#lastSearch !== null;
    if (this.#results?.query !== this.#lastSearch?.query) this.#results = null;
    const query = this.#lastSearch?.query ?? null;
    this.#countFor = this.#results || !this.#marks || query === this.#counted ||
        query === this.#counting
      ? null
      : query;
    this.#match = null;
    this.#scan = null;
    this.#hidePosition = state.hidePosition ?? false;
    this.#exitAtBottom = state.exitAtBottom ?? false;
    this.#settle = false;
    this.#lastX = this.#cursor.x;
  }

  /** The view's model (for tests). */
  get view(): HistoryView {
    return this.#view;
  }

  /** The cursor (for tests). */
  get cursor(): Position {
    return { ...this.#cursor };
  }

  /** Sends the first request; the view shows once it is answered. */
  start(): void {
    this.#pump();
  }

  /** The view as drawn now, for a popup over it to draw on. */
  screen(): GridRow[] | null {
    return this.#compose()?.rows ?? null;
  }

  /**
   * Row `y` of the view as it shows (the pane's columns: its text, and
   * the position over the top row's right end, as tmux's copy mode
   * writes them on its screen), for `#{mouse_word}` and `#{mouse_line}`;
   * null before the first answer or off the view.
   */
  shownRow(y: number): GridRow | null {
    if (!this.#view.ready) return null;
    return this.#viewRows(this.#area()).part[y] ?? null;
  }

  /** Draws the view again (a popup over it closed). */
  redraw(): Uint8Array {
    return this.#draw();
  }

  /**
   * Whether keys typed now wait (`#hold`): for the first answer, or for
   * the rows a search still scans (tmux's search is done before the next
   * key: `/252` Enter `$` goes to the end of the line found).
   */
  get holding(): boolean {
    return !this.#cursorPlaced || this.#scan !== null;
  }

  /** Takes keys typed in scroll mode. */
  keys(data: Uint8Array): ScrollResult {
    const keys = this.#keys.feed(data);
    return this.holding ? this.#hold(keys) : this.#run(keys);
  }

  // Keys before the first answer (or a search's match) wait for it, but
  // prefix then d needs no view: it detaches at once, as without copy
  // mode, even when the answer is slow to come or never does (a stalled
  // link). Whatever the keys held before it do, it would detach once they
  // ran.
  #hold(keys: HeldKey[]): ScrollResult {
    for (const key of keys) {
      if (this.#detachKey(key)) return { out: EMPTY, detach: true };
      // Bounded: a paste into a mode that never got its answer.
      if (this.#heldBytes + key.bytes.length > MAX_HELD) continue;
      this.#held.push(key);
      this.#heldBytes += key.bytes.length;
    }
    return { out: EMPTY };
  }

  /**
   * Keys that wait, in the attach client, behind a paste that came before
   * the first answer: whether they are prefix then d, which detaches at
   * once, as held keys do (they are read here only for that).
   */
  detachesBehind(data: Uint8Array): boolean {
    return this.#behind.feed(data).some((key) => this.#detachKey(key));
  }

  // Whether `key`, held, ends prefix then d (`#hold`).
  #detachKey(key: Key): boolean {
    if (!this.#heldAfterPrefix) {
      this.#heldAfterPrefix = this.#table.isPrefix(key.bytes);
      return false;
    }
    this.#heldAfterPrefix = false;
    return this.#table.lookup("prefix", key.bytes) === "detach-client";
  }

  #run(keys: HeldKey[]): ScrollResult {
    // This client's move is newer than another's state still to be taken.
    if (keys.length > 0) this.#restoring = null;
    for (let i = 0; i < keys.length; i++) {
      if (this.#scan) {
        // A search waits for rows: what follows waits for its match.
        const held = this.#hold(keys.slice(i));
        if (held.detach) return held;
        break;
      }
      const key = keys[i];
      const r = key.copy
        ? this.#copyStep(key.copy.line, key.copy.times)
        : this.#key(key);
      if (r === "detach") return { out: EMPTY, detach: true };
      if (r === "table") {
        const rest = [...keys.slice(i).flatMap((k) => [...k.bytes])];
        this.#pump();
        return {
          out: this.#draw(),
          table: Uint8Array.from([...rest, ...this.#keys.pending()]),
        };
      }
      if (r === "leave") {
        const rest = [...keys.slice(i + 1).flatMap((k) => [...k.bytes])];
        return this.#leave([...rest, ...this.#keys.pending()]);
      }
    }
    this.#pump();
    return { out: this.#draw(), ...this.#takeCopy() };
  }

  #leave(rest: number[] = []): ScrollResult {
    return {
      out: this.#showSession(),
      leave: { rest: Uint8Array.from(rest) },
      ...this.#takeCopy(),
    };
  }

  /** The copy made since the last result, for the next result. */
  #takeCopy(): Pick<ScrollResult, "copy" | "append" | "pipe" | "noBuffer"> {
    const copy = this.#copied;
    if (copy === undefined) return {};
    this.#copied = undefined;
    const pipe = this.#copyHow.pipe;
    return {
      copy,
      ...(this.#append ? { append: true } : {}),
      ...(pipe !== undefined ? { pipe } : {}),
      ...(this.#copyHow.noBuffer ? { noBuffer: true } : {}),
    };
  }

  // -------------------------------------------------------------------------
  // The mouse (`mouse.ts` decides; points are in the view, from its top
  // left corner: see `origin`)

  /**
   * Whether copy mode shows pane `id` (`%N`), or may: before its first
   * answer it asks for the session's active pane, whichever that is.
   */
  shows(id: number): boolean {
    return this.#pane === undefined || this.#pane === id;
  }

  /** Whether the first answer came (the mouse's points mean something). */
  get ready(): boolean {
    return this.#view.ready;
  }

  /**
   * Where the view's top left corner is in the window: the pane's own
   * (copy mode takes its rectangle), or the window's when the daemon did
   * not say where the pane is; null until the first answer says.
   */
  get origin(): { x: number; y: number } | null {
    if (!this.#view.ready) return null;
    const a = this.#area();
    return { x: a.x, y: a.y };
  }

  /** The wheel: `lines` up (negative: down), the cursor along. */
  wheel(lines: number): ScrollResult {
    const top = this.#view.top;
    this.#view.scrollBy(lines);
    this.#vertical(this.#cursor.line + this.#view.top - top);
    this.#clampCursor();
    if (lines < 0 && this.#atBottom()) return this.#leave();
    this.#pump();
    return { out: this.#draw() };
  }

  /**
   * A drag: a character selection from `from` (where it started: `start`)
   * to `to` (the cursor). At the view's top or bottom row it scrolls a
   * line, as tmux's does, so that a drag can select beyond the view.
   */
  selectText(from: Point, to: Point, start = true): ScrollResult {
    const view = this.#view;
    if (start || !this.#selection) {
      this.#selection = {
        anchor: { line: view.top + from.y, x: from.x + this.#ox },
        mode: "char",
      };
    }
    const bottom = Math.min(view.height, view.end - view.top) - 1;
    if (!start && to.y <= 0) view.scrollBy(1);
    else if (!start && to.y >= bottom) view.scrollBy(-1);
    this.#cursor = { line: view.top + to.y, x: to.x + this.#ox };
    this.#clampCursor();
    this.#pump();
    return { out: this.#draw() };
  }

  /**
   * A double click: the word at `at` selected (tmux's `select-word`); a
   * triple click (`line`): its line (`select-line`).
   */
  selectAt(at: Point, line: boolean): ScrollResult {
    const view = this.#view;
    const pos = { line: view.top + at.y, x: at.x + this.#ox };
    if (line) {
      this.#selection = { anchor: { ...pos }, mode: "line" };
      this.#cursor = pos;
    } else {
      const [from, to] = wordAt(view, this.#bounds(), pos);
      this.#selection = { anchor: from, mode: "char" };
      // emacs's selection ends before the cursor's cell: the cursor goes
      // past the word's last character, as tmux's select-word puts it.
      let x = to.x;
      if (this.#modeKeys === "emacs") {
        const cells = this.#cells(to.line);
        do x++; while (cells[x] === ""); // a wide character's second cell
      }
      this.#cursor = { ...to, x };
    }
    this.#clampCursor();
    return { out: this.#draw() };
  }

  /**
   * Copy command `line` (as the copy table keeps it: `NAME` or `NAME
   * 'ARG'`) run `times` times, as a key bound to it runs: a mouse
   * binding's `send-keys -X [-N times] NAME`.
   */
  command(line: string, times = 1): ScrollResult {
    // A bound list's `copy-mode ; send -X ...`: the command waits for the
    // view, as keys typed then do, in order with them.
    if (this.holding) {
      return this.#hold([{ name: "", bytes: EMPTY, copy: { line, times } }]);
    }
    this.#restoring = null;
    const r = this.#copyStep(line, times);
    if (r === "leave") return this.#leave();
    if (r === "detach") return { out: EMPTY, detach: true };
    this.#pump();
    return { out: this.#draw(), ...this.#takeCopy() };
  }

  /**
   * The drag ended: copy the selection and leave (tmux's
   * `copy-pipe-and-cancel`: piped to `copy-command` too).
   */
  copySelection(): ScrollResult {
    const view = this.#view;
    this.#copyHow = { after: "cancel", pipe: "" };
    this.#append = false;
    if (this.#selection && view.ready) {
      this.#copied = selectionText(
        this.#selection,
        this.#cursor,
        view,
        view.cols,
        this.#modeKeys,
      );
    }
    return this.#leave();
  }

  // Scrolled back to the live screen in a stay that leaves there.
  #atBottom(): boolean {
    return this.#exitAtBottom && this.#view.atBottom;
  }

  /**
   * Takes the answer to the request in flight; the first runs the keys
   * typed before it, which may leave.
   */
  answer(page: HistoryPage): ScrollResult {
    const epoch = this.#inFlight ?? this.#view.outputEpoch;
    this.#inFlight = null;
    this.#resizing = false;
    const counted = this.#counting;
    this.#counting = null;
    if (counted !== null) this.#counted = counted;
    if (counted !== null && counted === this.#lastSearch?.query) {
      this.#results = page.matches !== undefined
        ? { query: counted, n: page.matches, more: page.matchesMore === true }
        : null;
    }
    const moved = this.#view.apply(page, epoch);
    if (moved !== null && this.#cursorPlaced) {
      // A reflow: the cursor and the selection stay on their text.
      this.#cursor.line = (this.#lineBeforeResize ?? this.#cursor.line) + moved;
      this.#lineBeforeResize = null;
      if (this.#selection) this.#selection.anchor.line += moved;
      this.#match = null;
    }
    this.#pane ??= page.pane;
    this.#at = page.x !== undefined && page.y !== undefined
      ? { x: page.x, y: page.y }
      : null;
    const v = this.#view;
    v.height = this.#area().rows;
    const restoring = this.#restoring;
    if (restoring && (!this.#cursorPlaced || this.#fits(restoring))) {
      // Copy mode kept on the pane: where it was, not the pane's cursor.
      // Once placed, only an answer of its size takes it: an answer asked
      // before a reflow (of the size before) could only keep its lines'
      // distance from the bottom, and a view over wrapped lines jumped.
      // The daemon's next state (moved on its text) or answer comes.
      this.#cursorPlaced = true;
      this.#take(restoring);
      this.#restoring = null;
    }
    if (!this.#cursorPlaced) {
      // tmux starts copy mode where the pane's cursor is on the screen.
      this.#cursorPlaced = true;
      if (this.#pageUp) v.scrollTo(pageSize(v.height));
      const at = this.#at ?? { x: 0, y: 0 };
      const start = this.#startCursor;
      this.#cursor = {
        line: v.top + Math.max(0, Math.min(start.y - at.y, v.height - 1)),
        x: Math.max(0, start.x - at.x),
      };
    }
    this.#settleX();
    this.#clampCursor();
    if (this.#searchWhenReady) {
      const dir = this.#searchWhenReady;
      this.#searchWhenReady = null;
      this.#startSearch(dir, false);
    }
    this.#continueSearch();
    this.#pump();
    if (this.#held.length === 0 || this.#scan) return { out: this.#draw() };
    const held = this.#held;
    this.#held = [];
    this.#heldBytes = 0;
    return this.#run(held);
  }

  /** The request in flight failed: scroll mode cannot go on. */
  failed(): Uint8Array {
    this.#inFlight = null;
    return this.#showSession();
  }

  /**
   * Takes the search prompt off the status line, for a client that drops
   * scroll mode without leaving it (switched away, the link down).
   */
  dropPrompt(): Uint8Array {
    this.#prompt = null;
    this.#jumpAsk = null;
    this.#count = null;
    return this.#drawPrompt();
  }

  // The live screen again, without the prompt if it was open.
  #showSession(): Uint8Array {
    this.#prompt = null;
    this.#jumpAsk = null;
    this.#count = null;
    return concatBytes(this.#drawPrompt(), this.#renderer.showSession());
  }

  /**
   * A frame arrived (the renderer holds it): fetch what changed; returns
   * the bytes that show the other panes live around the view.
   */
  output(): Uint8Array {
    this.#view.outputSeen();
    this.#pump();
    return this.#wholeScreen() ? EMPTY : this.#draw();
  }

  /** The outer terminal changed size (after `Renderer.resize`). */
  resize(): Uint8Array {
    const view = this.#view;
    view.height = this.#area().rows;
    // The view keeps its top; the cursor comes into it, until the
    // session's answer at its new size puts it back on its text.
    const c = this.#cursor;
    this.#resizing = true;
    this.#lineBeforeResize ??= c.line;
    c.line = Math.max(view.top, Math.min(c.line, view.top + view.height - 1));
    // An answer always follows (asked after the session's new size, so of
    // that size): it ends `#resizing`. A redraw at the same size (a stop
    // and `fg`, the status line moved) or a pane the new size leaves as it
    // was has no reflow nor rows to fetch, and its moves went untold.
    view.outputSeen();
    this.#pump();
    return this.#draw();
  }

  // -------------------------------------------------------------------------
  // Keys

  // A message on the status line, as tmux's copy mode shows its own.
  #say(text: string): void {
    this.#messageShown = true;
    this.#host.message(text);
  }

  #key(key: Key): KeyEnd {
    const table = this.#table;
    // Not while a prompt of copy mode's own takes the keys (tmux's prompt
    // is the client's, which has them first).
    if (!this.#prompt && !this.#jumpAsk && table.isPrefix(key.bytes)) {
      return "table";
    }
    if (this.#messageShown) {
      // A key takes the message away, as in tmux (drawn with the view).
      this.#messageShown = false;
      this.#clearMessage = true;
    }
    this.#lineBeforeResize = null;
    if (this.#prompt) {
      this.#promptKey(key);
      return null;
    }
    if (this.#jumpAsk) {
      const kind = this.#jumpAsk;
      this.#jumpAsk = null;
      const ch = jumpChar(key);
      if (ch !== null) {
        this.#lastJump = { kind, ch };
        this.#scan = null;
        this.#jump(kind, ch, this.#takeCount());
        this.#clampCursor();
      } else this.#count = null;
      return null;
    }
    const count = this.#count;
    if (count !== null && /^[0-9]$/.test(key.name)) {
      // tmux's numeric prompt: digits add to the count; the first other
      // key ends it and runs with it.
      this.#count = Math.min(MAX_COUNT, count * 10 + Number(key.name));
      return null;
    }
    const line = this.#copyCommand(key);
    // Else the key-table option's table's (root unless set), as tmux tries
    // again there.
    if (
      line === undefined && table.lookup(table.home, key.bytes) !== undefined
    ) {
      this.#count = null;
      return "table";
    }
    return this.#runCopy(line ?? "", key.name);
  }

  // Copy command `line` (as the copy table keeps it), run by the key
  // named `keyName` (its digits make a count): a key's, or a mouse
  // binding's `send-keys -X`.
  #runCopy(line: string, keyName: string): KeyEnd {
    const count = this.#count;
    const bound = splitCopyCommand(line);
    const action = COPY_ACTIONS[bound.name];
    if (COPY_MADE.has(action)) {
      const how = copyEffect(bound.name);
      this.#copyHow = how.pipe
        ? {
          after: how.after,
          pipe: bound.command ?? "",
          ...(how.buffer ? {} : { noBuffer: true }),
        }
        : { after: how.after };
    }
    this.#arg = bound.command;
    if (action !== undefined && clearsMarks(bound.name, this.#modeKeys)) {
      this.#marks = false;
    }
    if (action === undefined) {
      this.#count = null;
      return null;
    }
    if (action === "count") {
      this.#count = count === null
        ? Number(keyName.replace(/^M-/, "")) || 1
        : Math.min(MAX_COUNT, count * 10 + (Number(keyName) || 0));
      return null;
    }
    // A key that does something stops a search under way (the search keys
    // start another).
    this.#scan = null;
    // (`;` and `,` take the count themselves: one jump goes that far.)
    const times = REPEATED.has(action) ? this.#takeCount() : 1;
    for (let i = 0; i < times; i++) {
      const r = this.#act(action);
      if (r !== null) return r;
    }
    // f F t T keep the count for the character they ask for.
    if (!this.#jumpAsk) this.#count = null;
    return null;
  }

  // Copy command `line` run `times` times, as `send-keys -X -N times`.
  #copyStep(line: string, times: number): KeyEnd {
    this.#count = times > 1 ? Math.min(MAX_COUNT, times) : null;
    const r = this.#runCopy(line, "");
    this.#count = null;
    return r;
  }

  // The repeat count typed before this key (1 without one), used up.
  #takeCount(): number {
    const n = this.#count ?? 1;
    this.#count = null;
    return n;
  }

  // The copy table's command for a key: by its bytes, else by its name
  // (so that C-Up, CSI 1;5A, still does what Up does).
  #copyCommand(key: Key): string | undefined {
    const t = this.#table;
    const byBytes = t.lookup("copy", key.bytes);
    if (byBytes !== undefined || key.name === "Unknown") return byBytes;
    try {
      const name = key.name === " " ? "Space" : key.name;
      return t.lookup("copy", new TextEncoder().encode(encodeKey(name)));
    } catch {
      return undefined;
    }
  }

  /**
   * Copy mode after a copy, as the key's command says: left (`-and-cancel`),
   * the selection kept (`-no-clear`), else cleared, staying.
   */
  #afterCopy(): "leave" | null {
    const after = this.#copyHow.after;
    if (after === "cancel") return "leave";
    if (after === "clear") this.#selection = null;
    return null;
  }

  #act(action: CopyAction): "leave" | null {
    const view = this.#view, h = view.height, c = this.#cursor;
    switch (action) {
      case "left":
        this.#left();
        break;
      case "right":
        this.#right();
        break;
      case "up":
        this.#vertical(c.line - 1);
        break;
      case "down":
        this.#vertical(c.line + 1);
        break;
      case "word-next":
      case "space-next":
        this.#cursor = nextWordStart(
          view,
          this.#bounds(),
          c,
          action === "space-next",
        );
        break;
      case "word-back":
      case "space-back":
        this.#cursor = prevWordStart(
          view,
          this.#bounds(),
          c,
          action === "space-back",
        );
        break;
      case "word-end":
      case "space-end": {
        const big = action === "space-end";
        this.#cursor = this.#modeKeys === "emacs"
          ? wordEndPast(view, this.#bounds(), c, big)
          : wordEnd(view, this.#bounds(), c, big);
        break;
      }
      case "para-back":
      case "para-next":
        this.#paragraph(action === "para-next");
        break;
      case "bracket-next":
      case "bracket-back":
        this.#bracket(action === "bracket-next");
        break;
      case "line-start":
        // The start of the line a soft wrap split, as tmux's.
        this.#cursor = { line: this.#lineStart(c.line), x: 0 };
        break;
      case "line-first": {
        const line = this.#lineStart(c.line);
        this.#cursor = { line, x: firstNonBlank(this.#cells(line)) };
        break;
      }
      case "line-end":
        this.#lineEnd();
        break;
      // H M L, g: the line's start, as tmux's.
      case "view-top":
        this.#cursor = { line: view.top, x: 0 };
        break;
      case "view-middle":
        this.#cursor = {
          line: view.top +
            Math.floor((Math.min(h, view.end - view.top) - 1) / 2),
          x: 0,
        };
        break;
      case "view-bottom":
        this.#cursor = { line: Math.min(view.top + h, view.end) - 1, x: 0 };
        break;
      case "oldest":
        view.scrollTo(Number.MAX_SAFE_INTEGER);
        this.#cursor = { line: view.oldest, x: 0 };
        break;
      case "bottom":
        // G: the end of the screen's last line, as tmux's.
        view.scrollTo(0);
        this.#cursor = { line: view.end - 1, x: this.#length(view.end - 1) };
        break;
      case "half-up":
      case "half-down":
      case "page-up":
      case "page-down":
      case "scroll-up":
      case "scroll-down":
        this.#scroll(action);
        if (action.endsWith("down") && this.#atBottom()) return "leave";
        break;
      // tmux's -and-cancel motions: as without, and leave once at the
      // bottom (the cursor down: when it could go no further there).
      case "down-cancel": {
        const line = c.line;
        this.#vertical(line + 1);
        this.#clampCursor();
        if (this.#cursor.line === line && view.atBottom) return "leave";
        break;
      }
      case "half-down-cancel":
      case "page-down-cancel":
      case "scroll-down-cancel":
        this.#scroll(
          action === "half-down-cancel"
            ? "half-down"
            : action === "page-down-cancel"
            ? "page-down"
            : "scroll-down",
        );
        if (view.atBottom) return "leave";
        break;
      case "select":
      case "select-line":
      case "select-rect":
        this.#select(action);
        break;
      case "rect-on":
      case "rect-off":
        // tmux's rectangle-on and -off: rectangle-toggle to that state.
        if (this.#rectFlag !== (action === "rect-on")) {
          this.#select("select-rect");
        }
        break;
      case "select-word": {
        // tmux's select-word (a double click's): the word under the
        // cursor, the cursor at its end.
        this.#rectFlag = false;
        const [from, to] = wordAt(view, this.#bounds(), c);
        this.#selection = { anchor: from, mode: "char" };
        this.#cursor = { ...to };
        break;
      }
      case "other-end":
        if (this.#selection) {
          const a = this.#selection.anchor;
          this.#selection.anchor = { ...c };
          this.#cursor = { ...a };
        }
        break;
      case "clear":
        this.#selection = null;
        this.#toLineEnd();
        break;
      case "copy":
      case "append":
      case "pipe":
        // As tmux's copy-pipe-and-cancel: with nothing selected it leaves,
        // copying nothing.
        this.#append = action === "append";
        if (this.#selection) this.#copied = this.#selectionText();
        return this.#afterCopy();
      case "copy-eol":
        // tmux's copy-pipe-end-of-line-and-cancel (D, C-k): from the
        // cursor to the end of its line, as a selection to `$` copies.
        this.#append = false;
        this.#selection = { anchor: { ...c }, mode: "char" };
        this.#lineEnd();
        this.#copied = this.#selectionText();
        // Staying (copy-end-of-line), the cursor goes back, as tmux's.
        if (this.#copyHow.after !== "cancel") this.#cursor = { ...c };
        return this.#afterCopy();
      case "copy-line": {
        // tmux's copy-line: the cursor's whole line, the cursor staying.
        // As its end-of-line: tmux 3.3a's copy-line gives "end beta\n"
        // with vi keys, "end beta" with emacs keys.
        this.#append = false;
        this.#cursor = { line: c.line, x: 0 };
        this.#selection = { anchor: { ...this.#cursor }, mode: "char" };
        this.#lineEnd();
        this.#copied = this.#selectionText();
        this.#cursor = { ...c };
        return this.#afterCopy();
      }
      case "search-up":
      case "search-down":
      case "goto-line": {
        const kind = action === "search-up"
          ? "up"
          : action === "search-down"
          ? "down"
          : "goto";
        if (this.#arg !== undefined) {
          // tmux.conf's `send -X search-backward TEXT`: no prompt.
          this.#prompt = {
            kind,
            edit: new CommandPrompt(PROMPTS[kind], this.#arg, []),
          };
          this.#promptKey({ name: "Enter", bytes: ENTER });
          break;
        }
        this.#prompt = {
          kind,
          edit: new CommandPrompt(
            PROMPTS[kind],
            "",
            kind === "goto" ? [] : this.#searches,
            this.#promptLook,
          ),
        };
        break;
      }
      case "search-word-up":
      case "search-word-down": {
        // tmux's # and *: a search for the word under the cursor.
        const [from, to] = wordAt(view, this.#bounds(), c);
        const cells = this.#cells(from.line);
        const query = from.line === to.line
          ? cells.slice(from.x, to.x + 1).join("").trim()
          : "";
        if (query === "") break;
        remember(this.#searches, query);
        const dir = action === "search-word-up" ? "up" : "down";
        this.#lastSearch = { query, dir };
        this.#match = null;
        this.#startSearch(dir, false);
        break;
      }
      case "jump-forward":
      case "jump-backward":
      case "jump-to-forward":
      case "jump-to-backward":
        this.#jumpAsk = action;
        break;
      case "jump-again":
      case "jump-reverse": {
        const last = this.#lastJump;
        if (!last) break;
        const kind = action === "jump-again"
          ? last.kind
          : JUMP_REVERSED[last.kind];
        this.#jump(kind, last.ch, this.#takeCount());
        break;
      }
      case "set-mark":
        this.#mark = { ...c };
        break;
      case "jump-to-mark":
        if (this.#mark) {
          const mark = this.#mark;
          this.#mark = { ...c };
          this.#cursor = { ...mark };
        }
        break;
      case "toggle-position":
        this.#hidePosition = !this.#hidePosition;
        break;
      case "refresh":
      case "count":
        // The view follows the pane's output already; a count is taken
        // in #key.
        break;
      case "again":
      case "reverse":
        this.#again(action === "reverse");
        break;
      case "leave":
        return "leave";
    }
    this.#clampCursor();
    return null;
  }

  // C-u C-d C-b C-f ...: the view moves, and the cursor with it (tmux).
  #scroll(action: CopyAction): void {
    const view = this.#view, h = view.height;
    const lines = action === "half-up"
      ? halfPage(h)
      : action === "half-down"
      ? -halfPage(h)
      : action === "page-up"
      ? pageSize(h)
      : action === "page-down"
      ? -pageSize(h)
      : action === "scroll-up"
      ? 1
      : -1;
    const top = view.top;
    view.scrollBy(lines);
    const moved = view.top - top;
    // At the ends the view stops; the cursor still goes the whole way.
    this.#vertical(
      this.#cursor.line +
        (moved !== 0 || action.startsWith("scroll") ? moved : -lines),
    );
  }

  // As tmux's: Space and C-Space (begin-selection) start a selection at
  // the cursor, anew if there was one, a rectangle when rectangle mode is
  // on; V (select-line) selects the cursor's line, anew too; v, C-v and
  // emacs R (rectangle-toggle) turn rectangle mode on or off, for the
  // selection there is and the ones begun after it.
  #select(action: CopyAction): void {
    const sel = this.#selection;
    if (action === "select-rect") {
      this.#rectFlag = !this.#rectFlag;
      if (sel) {
        if (sel.mode === "line") sel.anchor.x = 0;
        sel.mode = this.#rectFlag ? "rect" : "char";
      }
      // Back from past the line's end, as tmux's rectangle-toggle.
      this.#toLineEnd();
      return;
    }
    if (action === "select-line") {
      this.#rectFlag = false;
      this.#selection = { anchor: { ...this.#cursor }, mode: "line" };
      // The cursor goes to the line's end, as tmux's select-line puts it.
      this.#lineSide();
      return;
    }
    this.#selection = {
      anchor: { ...this.#cursor },
      mode: this.#rectFlag ? "rect" : "char",
    };
  }

  // The selection's text, as it copies.
  #selectionText(): string {
    const view = this.#view;
    return selectionText(
      this.#selection!,
      this.#cursor,
      view,
      view.cols,
      this.#modeKeys,
    );
  }

  // { }: up to the blank line before this paragraph, or down to the one
  // after it (its end), as tmux's previous- and next-paragraph.
  #paragraph(down: boolean): void {
    const view = this.#view;
    let line = this.#cursor.line;
    const stop = down ? view.end - 1 : view.oldest;
    const step = down ? 1 : -1;
    while (line !== stop && this.#length(line) === 0) line += step;
    while (line !== stop && this.#length(line) > 0) line += step;
    this.#cursor = { line, x: down ? this.#length(line) : 0 };
  }

  // % (emacs M-C-f, M-C-b): to the bracket matching the one under the
  // cursor, as tmux's next- and previous-matching-bracket: vi's % looks
  // for a bracket further along the line first (a closing one goes back
  // to its opening one); emacs's tries the next (previous) character,
  // else moves a word, as tmux's.
  #bracket(forward: boolean): void {
    const c = this.#cursor, view = this.#view;
    const at = (p: Position) => this.#cells(p.line)[p.x] ?? " ";
    const emacs = this.#modeKeys === "emacs";
    const wanted = forward ? (emacs ? "([{" : "([{}])") : "}])";
    let p: Position = { ...c };
    if (!emacs && forward) {
      const cells = this.#cells(c.line);
      while (p.x < cells.length && !wanted.includes(at(p) || " ")) p.x++;
      if (p.x >= cells.length) return;
    } else if (!wanted.includes(at(p) || " ")) {
      const next = { line: p.line, x: p.x + (forward ? 1 : -1) };
      if (emacs && next.x >= 0 && wanted.includes(at(next) || " ")) p = next;
      else {
        if (emacs) {
          // (tmux's word separators here are the brackets alone.)
          this.#cursor = forward
            ? wordEndPast(view, this.#bounds(), c, true)
            : prevWordStart(view, this.#bounds(), c, true);
        }
        return;
      }
    }
    const ch = at(p);
    const open = "([{".indexOf(ch), close = ")]}".indexOf(ch);
    const back = close >= 0;
    const mate = back ? "([{"[close] : ")]}"[open];
    let depth = 1;
    while (depth > 0) {
      const cells = this.#cells(p.line);
      if (back) {
        if (p.x > 0) p.x--;
        else if (p.line > view.oldest && this.#fetched(p.line - 1)) {
          p = { line: p.line - 1, x: this.#cells(p.line - 1).length };
          continue;
        } else return;
      } else {
        if (p.x + 1 < cells.length) p.x++;
        else if (p.line + 1 < view.end && this.#fetched(p.line + 1)) {
          p = { line: p.line + 1, x: 0 };
        } else return;
      }
      const here = at(p);
      if (here === ch) depth++;
      else if (here === mate) depth--;
    }
    this.#cursor = p;
  }

  // f F t T ; ,: to the next (or previous) `ch` on the cursor's line, a
  // soft wrap's lines taken as one (tmux's grid reader), `times` over; t
  // and T stop a cell short of it.
  #jump(kind: JumpKind, ch: string, times: number): void {
    const view = this.#view;
    const forward = kind === "jump-forward" || kind === "jump-to-forward";
    const short = kind === "jump-to-forward" || kind === "jump-to-backward";
    // The cells of the whole line, and where the cursor's row starts.
    const first = this.#lineStart(this.#cursor.line);
    let last = first;
    while (last < view.end - 1 && view.wrapped(last)) last++;
    const cells: string[] = [];
    for (let n = first; n <= last; n++) {
      const row = this.#cells(n);
      cells.push(...(n < last ? row.slice(0, view.cols) : row));
    }
    const c = this.#cursor;
    let x = (c.line - first) * view.cols + c.x;
    for (let i = 0; i < times; i++) {
      let at = -1;
      if (forward) {
        for (let k = x + (short ? 2 : 1); k < cells.length; k++) {
          if (cells[k] === ch) {
            at = short ? k - 1 : k;
            break;
          }
        }
      } else {
        for (let k = x - (short ? 2 : 1); k >= 0; k--) {
          if (cells[k] === ch) {
            at = short ? k + 1 : k;
            break;
          }
        }
      }
      if (at < 0) break;
      x = at;
    }
    this.#cursor = {
      line: first + Math.floor(x / view.cols),
      x: x % view.cols,
    };
  }

  // -------------------------------------------------------------------------
  // The cursor along and across lines, as tmux's copy mode moves it

  // Whether line n's cells are here (fetched).
  #fetched(n: number): boolean {
    return this.#view.row(n) !== undefined;
  }

  // Line n's length: where the cursor stops at its end.
  #length(n: number): number {
    return lineLength(this.#cells(n));
  }

  // A rectangle is being selected: the cursor goes anywhere on a line.
  #rect(): boolean {
    return this.#selection?.mode === "rect";
  }

  // Up or down to line `to` (tmux's window_copy_cursor_up/down): the
  // column it had when it left a line it was not at the end of, but the
  // end of this line when that is shorter, or when it left from the end.
  #vertical(to: number): void {
    const view = this.#view, c = this.#cursor;
    const line = Math.max(view.oldest, Math.min(to, view.end - 1));
    if (!this.#rect()) {
      const length = this.#length(c.line);
      if (c.x !== length && this.#fetched(c.line)) {
        this.#lastX = c.x;
        this.#lastLength = length;
      }
      c.x = this.#lastX;
      this.#settle = true;
    }
    c.line = line;
    this.#settleX();
  }

  // The column up and down left to settle, once the line is here.
  #settleX(): void {
    const c = this.#cursor;
    if (!this.#view.ready || !this.#fetched(c.line)) return;
    if (this.#settle && !this.#rect()) {
      const length = this.#length(c.line);
      if ((c.x >= this.#lastLength && c.x !== length) || c.x > length) {
        c.x = length;
      }
    }
    this.#settle = false;
    if (this.#selection?.mode === "line") this.#lineSide();
  }

  // In a line selection the cursor is at the end of its line, or at the
  // start above the line it began on (tmux's select-line).
  #lineSide(): void {
    const c = this.#cursor, sel = this.#selection!;
    c.x = c.line < sel.anchor.line ? 0 : this.#length(c.line);
  }

  // Not past the line's end (as tmux's clear-selection and
  // rectangle-toggle bring it back).
  #toLineEnd(): void {
    const c = this.#cursor;
    if (!this.#fetched(c.line)) return;
    c.x = Math.min(c.x, this.#length(c.line));
  }

  // The first line of the one a soft wrap split, that `line` is part of.
  #lineStart(line: number): number {
    const view = this.#view;
    while (line > view.oldest && view.wrapped(line - 1)) line--;
    return line;
  }

  // $: the end of the line, its last part when a soft wrap split it; with
  // a rectangle the view's right edge, as tmux's. Up and down from there
  // stay at the ends of lines, as after vi's `$` (tmux 3.3a goes back to a
  // column an earlier up or down left, if there was one).
  #lineEnd(): void {
    const view = this.#view;
    let line = this.#cursor.line;
    while (line < view.end - 1 && view.wrapped(line)) line++;
    this.#cursor = {
      line,
      x: this.#rect() ? view.cols : this.#length(line),
    };
    this.#lastX = Number.MAX_SAFE_INTEGER;
  }

  // h: a cell left; from a line's start to the end of the line above.
  #left(): void {
    const c = this.#cursor, cells = this.#cells(c.line);
    let x = Math.min(c.x, cells.length);
    while (x > 0 && cells[x] === "") x--;
    if (x > 0) {
      x--;
      while (x > 0 && cells[x] === "") x--;
      c.x = x;
    } else if (c.line > this.#view.oldest) {
      c.line--;
      c.x = this.#length(c.line);
    } else c.x = 0;
  }

  // l: a cell right; from a line's end to the start of the line below.
  #right(): void {
    const c = this.#cursor, cells = this.#cells(c.line);
    const end = this.#rect() ? this.#view.cols : this.#length(c.line);
    if (c.x >= end) {
      if (c.line < this.#view.end - 1) {
        this.#cursor = { line: c.line + 1, x: 0 };
      }
      return;
    }
    let x = c.x + 1;
    while (x < end && cells[x] === "") x++;
    c.x = x;
  }

  #bounds(): MotionBounds {
    const v = this.#view;
    return {
      first: v.oldest,
      end: v.end,
      cols: v.cols,
      ...(this.#separators !== undefined
        ? { separators: this.#separators }
        : {}),
    };
  }

  #cells(line: number): string[] {
    return rowCells(this.#view.row(line), this.#view.cols);
  }

  // Keeps the cursor on a line that exists, not on the second half of a
  // wide character, and in view. It may be past the line's end: as far
  // as its right edge (a rectangle's `$`, or a line as wide as the view).
  #clampCursor(): void {
    const view = this.#view, c = this.#cursor;
    if (!view.ready) return;
    c.line = Math.max(view.oldest, Math.min(c.line, view.end - 1));
    c.x = Math.max(0, Math.min(c.x, view.cols));
    const cells = this.#cells(c.line);
    while (c.x > 0 && cells[c.x] === "") c.x--;
    view.follow(c.line);
  }

  // A key while the search prompt is open: it edits as the command
  // prompt does (`prompt.ts`, tmux's prompt keys); Enter searches, for
  // the last query again when none is typed.
  #promptKey(key: Key): void {
    const prompt = this.#prompt!;
    if (key.name === "Paste") {
      // A pasted line break or tab is a space in a one-line query.
      // deno-lint-ignore no-control-regex
      const text = (key.text ?? "").replace(/[\x00-\x1f\x7f]/g, " ");
      key = { ...key, text };
    }
    const step = prompt.edit.key(key);
    if (step.kind === "open") return;
    this.#prompt = null;
    if (step.kind === "cancel") return;
    if (prompt.kind === "goto") {
      this.#gotoLine(step.text.trim());
      return;
    }
    const query = step.text || this.#lastSearch?.query || "";
    if (query === "") return;
    remember(this.#searches, query);
    this.#lastSearch = { query, dir: prompt.kind };
    this.#match = null;
    this.#startSearch(prompt.kind, false);
  }

  // tmux's goto-line: the view's top that many lines up in the history
  // (all of it for more, or a negative number), the cursor on the same
  // row of the view; not a number does nothing.
  #gotoLine(text: string): void {
    if (!/^-?[0-9]+$/.test(text)) return;
    const view = this.#view, n = Number(text);
    const row = this.#cursor.line - view.top;
    view.scrollTo(n < 0 || n > view.total ? view.total : n);
    this.#cursor.line = view.top + row;
    this.#toLineEnd();
  }

  // n / N: the last search again, from the match, the same way or back.
  #again(reverse: boolean): void {
    const last = this.#lastSearch;
    if (!last) {
      this.#say("No search to repeat: type / or ? first");
      return;
    }
    const dir = reverse ? (last.dir === "up" ? "down" : "up") : last.dir;
    this.#startSearch(dir, true);
  }

  // -------------------------------------------------------------------------
  // Search

  // Starts a search for the last query: from the match when `fromMatch`
  // and there is one, else from the view's bottom (up) or top (down).
  #startSearch(dir: SearchDirection, fromMatch: boolean): void {
    const view = this.#view, query = this.#lastSearch?.query ?? "";
    if (!view.ready) {
      this.#searchWhenReady = dir;
      return;
    }
    // From the last match (n, N), else from the cursor, as tmux and vi:
    // the nearest match past it. A cursor out of the view (it scrolled
    // with C-e and C-y) leaves the view's edge to start from.
    const m = fromMatch ? this.#match : null;
    const c = this.#cursor;
    const inView = c.line >= view.top && c.line < view.top + view.height;
    const at = m ?? (inView ? c : null);
    const line = at
      ? at.line
      : dir === "up"
      ? Math.min(view.top + view.height - 1, view.end - 1)
      : view.top;
    this.#scan = new SearchScan(
      query,
      dir,
      view,
      line,
      at ? at.x : null,
      this.#wrapSearch,
    );
    // Counted again at each search, as tmux's marks are; the last count
    // of the same text stays shown meanwhile.
    this.#marks = true;
    if (this.#results?.query !== query) this.#results = null;
    this.#countFor = query;
    this.#continueSearch();
  }

  // Runs the scan until it matches, ends, or needs rows.
  #continueSearch(): void {
    const scan = this.#scan;
    if (!scan || this.#inFlight !== null) return;
    const r = scan.step(this.#view);
    if (r === "fetch") {
      const [from, count] = scan.fetchRange(this.#view, MAX_HISTORY_ROWS);
      this.#send(this.#view.rangeRequest(from, count));
      return;
    }
    this.#scan = null;
    if (r === "none") {
      // No marks, no count, as tmux's failed search.
      this.#marks = false;
      this.#results = null;
      this.#countFor = null;
      this.#say(`No match for "${scan.query}"`);
      return;
    }
    this.#match = r;
    this.#view.reveal(r.line);
    this.#cursor = { line: r.line, x: r.x };
  }

  // -------------------------------------------------------------------------
  // Requests

  // Sends the next request the view needs, unless one is in flight.
  #pump(): void {
    if (this.#inFlight !== null || this.#scan) return;
    const req = this.#view.nextRequest();
    if (req) this.#send(req);
    else if (this.#countFor !== null && this.#view.ready) {
      // The search's count: the daemon counts every row of the pane.
      const search = this.#countFor;
      this.#countFor = null;
      this.#counting = search;
      this.#send({ start: 0, count: 0, pushed: this.#view.pushed, search });
    }
  }

  #send(req: HistoryRequest): void {
    this.#inFlight = this.#view.outputEpoch;
    this.#host.request(
      this.#pane === undefined ? req : { ...req, pane: this.#pane },
    );
  }

  // -------------------------------------------------------------------------
  // Drawing

  // Bytes that show the view as it is now (none before the first answer:
  // the live screen stays until there is something to show): the pane's
  // rows over its rectangle, the live screen around it.
  #draw(): Uint8Array {
    const c = this.#host.covered?.() ? null : this.#compose();
    if (!c) return EMPTY;
    return concatBytes(
      this.#drawPrompt(),
      this.#renderer.showView(c.rows, c.cursor),
    );
  }

  // The view's rows on the outer terminal's, and where the cursor is.
  #compose(): {
    rows: GridRow[];
    cursor: { x: number; y: number } | null;
  } | null {
    const view = this.#view;
    if (!view.ready) return null;
    const r = this.#renderer, { cols, rows } = r.size;
    const area = this.#area();
    const { part, pastEnd, ox } = this.#viewRows(area);
    const c = this.#cursor, y = c.line - view.top;
    const out: GridRow[] = [];
    for (let y = 0; y < rows; y++) {
      const row = new GridRow(cols);
      const i = y - area.y;
      if (i >= 0 && i < area.rows && area.cols === cols) {
        row.copyFrom(part[i]);
      } else {
        r.cropRow(r.sessionRow(y), row);
        if (i >= 0 && i < area.rows) {
          for (let x = 0; x < area.cols; x++) {
            row.copyCell(area.x + x, part[i], x);
          }
        }
      }
      out.push(row);
    }
    const x = pastEnd ? area.cols - 1 : c.x - ox;
    const inside = y >= 0 && y < area.rows && x >= 0 && x < area.cols;
    const cursor = inside ? { x: x + area.x, y: y + area.y } : null;
    return { rows: out, cursor };
  }

  // The view's rows over the pane's rectangle `area`, as tmux's copy mode
  // writes its screen: the lines from the view's first column shown
  // (`ox`), the position at the top right, the `$` past a line's end.
  #viewRows(area: Area): { part: GridRow[]; pastEnd: boolean; ox: number } {
    const view = this.#view, r = this.#renderer;
    const ox = this.#panX(area.cols);
    const part: GridRow[] = [];
    for (let i = 0; i < area.rows; i++) {
      const row = new GridRow(area.cols);
      r.cropRow(this.#sessionRow(view.top + i), row, ox);
      part.push(row);
    }
    if (!this.#hidePosition) {
      // tmux 3.3a's window_copy_write_line: the count of the last search
      // before the position, `+` when counting ran out of time.
      const res = this.#results;
      const count = res && this.#marks && res.query === this.#lastSearch?.query
        ? `(${res.n}${res.more ? "+" : ""} results) `
        : "";
      const at = `${count}[${view.offset}/${view.total}]`;
      putText(part[0], area.cols, at, this.#modeStyle, "right");
    }
    // Past the end of a line as wide as the view: tmux's `$` in the last
    // column, the cursor on it.
    const c = this.#cursor, y = c.line - view.top;
    const pastEnd = c.x >= view.cols && y >= 0 && y < area.rows &&
      area.cols === view.cols;
    if (pastEnd) putText(part[y], area.cols, PAST_END, DEFAULT_ATTRS, "right");
    return { part, pastEnd, ox };
  }

  // The prompt on the status line (the bottom row without one), as tmux
  // draws its prompts, the cursor in it; or taken away. A jump's and a
  // repeat count's are tmux's one-key and numeric prompts.
  #drawPrompt(): Uint8Array {
    const r = this.#renderer;
    const cleared = this.#clearMessage ? r.clearMessage() : EMPTY;
    this.#clearMessage = false;
    const edit = this.#prompt?.edit ??
      (this.#jumpAsk
        ? new CommandPrompt(
          JUMP_PROMPTS[this.#jumpAsk],
          "",
          [],
          { style: this.#promptLook.style },
        )
        : this.#count !== null
        ? new CommandPrompt("(repeat) ", String(this.#count), [], {
          style: this.#promptLook.style,
        })
        : null);
    if (!edit) {
      if (!this.#promptShown) return cleared;
      this.#promptShown = false;
      return concatBytes(cleared, r.clearPrompt());
    }
    this.#promptShown = true;
    const { row, cursor } = edit.draw(r.outerSize.cols);
    return concatBytes(cleared, r.showPrompt(row, cursor));
  }

  // The pane's rectangle on the outer screen, cut to it; the whole screen
  // when the daemon did not say where the pane is, or it is off the screen.
  #area(): Area {
    const { cols, rows } = this.#renderer.size;
    const at = this.#at, v = this.#view;
    if (!at && this.#notActive && v.screenRows > 0) {
      // A pane not active here, of a window not shown (copy-mode -t
      // there): its own size, for its page (-u, C-b), as tmux's.
      return {
        x: 0,
        y: 0,
        cols: Math.min(cols, v.cols),
        rows: Math.min(rows, v.screenRows),
      };
    }
    if (!at || at.x >= cols || at.y >= rows) return { x: 0, y: 0, cols, rows };
    return {
      x: at.x,
      y: at.y,
      cols: Math.max(1, Math.min(v.cols, cols - at.x)),
      rows: Math.max(1, Math.min(v.screenRows, rows - at.y)),
    };
  }

  // The first column shown of a view `cols` wide: moved the least that
  // keeps the cursor in it (0 when the whole width shows).
  #panX(cols: number): number {
    const x = this.#cursor.x, max = Math.max(0, this.#view.cols - cols);
    if (x < this.#ox) this.#ox = x;
    else if (x >= this.#ox + cols) this.#ox = x - cols + 1;
    this.#ox = Math.max(0, Math.min(this.#ox, max));
    return this.#ox;
  }

  // Whether the view covers the outer screen (nothing live around it).
  #wholeScreen(): boolean {
    const a = this.#area(), { cols, rows } = this.#renderer.size;
    return !this.#view.ready ||
      (a.x === 0 && a.y === 0 && a.cols === cols && a.rows === rows);
  }

  // Line n as a row of the session's width (null below the screen).
  #sessionRow(n: number): GridRow | null {
    const view = this.#view;
    if (n >= view.end) return null;
    const row = new GridRow(view.cols);
    const runs = view.row(n);
    if (runs) row.setRuns(runs, view.rowLinks(n));
    const s = { ...DEFAULT_ATTRS };
    // window-style's colours on the default ones, as the live pane.
    const tint = this.#paneColours;
    if (tint) {
      for (let x = 0; x < row.cols; x++) {
        row.style(x, s);
        if (s.fg === COLOR_DEFAULT) s.fg = tint[0];
        if (s.bg === COLOR_DEFAULT) s.bg = tint[1];
        row.setStyle(x, s);
      }
    }
    const flip = (x: number) => {
      row.style(x, s);
      s.flags ^= ATTR_INVERSE;
      row.setStyle(x, s);
    };
    // Every match of the last search on the screen, as tmux marks them.
    // The current one is bold too (tmux's current-match style).
    // The selection over a match is drawn as the selection (tmux's
    // mode-style wins), not flipped back.
    const sel = this.#selection;
    const inSelection = (x: number) =>
      sel !== null && selected(sel, this.#cursor, n, x, this.#modeKeys);
    const query = this.#marks ? this.#lastSearch?.query : undefined;
    const cur = this.#match;
    if (query && runs) {
      for (const m of findAllInRow(runs, query)) {
        const bold = cur !== null && cur.line === n && cur.x === m.x;
        for (let x = m.x; x < Math.min(m.x + m.width, row.cols); x++) {
          if (!inSelection(x)) flip(x);
          if (bold) {
            row.style(x, s);
            s.flags |= ATTR_BOLD;
            row.setStyle(x, s);
          }
        }
      }
    }
    // The mark (X), in tmux's mark-style: a red background.
    const mark = this.#mark;
    if (mark && mark.line === n && mark.x < row.cols) {
      row.style(mark.x, s);
      s.bg = MARK_BG;
      row.setStyle(mark.x, s);
    }
    // The selection in mode-style, its text kept, as tmux's
    // screen_select_cell: over a match's look too.
    if (sel) {
      for (let x = 0; x < row.cols; x++) {
        if (inSelection(x)) row.setStyle(x, this.#modeStyle);
      }
    }
    return row;
  }
}

/** tmux's page: the view's height less two lines kept for context. */
function pageSize(height: number): number {
  return height > 2 ? height - 2 : 1;
}

function halfPage(height: number): number {
  return height > 2 ? Math.floor(height / 2) : 1;
}

// The character a jump goes to: the key's, when it types one; null for
// any other key (Escape ...), which cancels the jump as tmux's prompt.
function jumpChar(key: Key): string | null {
  const chars = [...key.name];
  return chars.length === 1 && key.name >= " " ? key.name : null;
}
