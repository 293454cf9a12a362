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
 * default prefix C-b is the prefix, as in tmux): prefix then the key bound
 * to `detach-client` detaches; prefix then anything else does nothing.
 * Nothing typed here ever reaches the session.
 *
 * As in tmux, copy mode takes the active pane's rectangle only (the daemon's
 * history pages say where the pane is): the other panes and the borders
 * stay on the screen, live, redrawn with every frame. A daemon that does
 * not say (or one pane alone) gives the whole screen.
 *
 * The view shows `[offset/total]` at its top right in reverse video
 * (tmux's position indicator): lines between the view's top and the live
 * screen's, and lines of history. Messages take its bottom row; the search
 * prompt is on the status line, as tmux's prompts (over the terminal's
 * bottom row without one). While output goes on, the view stays on the
 * same lines (see `history_view.ts`); the renderer keeps the live screen
 * up to date, and leaving shows it as it is then.
 *
 * Everything here runs on the attach client's event loop: keys and the
 * daemon's answers come in as calls, bytes for the terminal go out as
 * return values, and requests go out through `ScrollHost` (one at a time).
 *
 * @module
 */ import { MAX_HISTORY_ROWS } from "../../protocol/messages.ts";
import { ATTR_BOLD, ATTR_INVERSE } from "../../vt/types.ts";
import { HistoryView } from "./history_view.ts";
import { buildKeyTable } from "./key_table.ts";
import { prefixKeyName } from "./prefix.ts";
import { encodeKey } from "../keys.ts";
import { ScrollKeyDecoder } from "./scroll_keys.ts";
import { COPY_ACTIONS } from "./copy_keys.ts";
import { firstNonBlank, nextWordStart, prevWordStart, wordAt, wordEnd, wordEndPast } from "./copy_motion.ts";
import { lineLength, rowCells, selected, selectionText } from "./copy_selection.ts";
import { findAllInRow, SearchScan } from "./scroll_search.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import { CommandPrompt, remember } from "./prompt.ts";
import { concatBytes } from "./input_filter.ts";
const INVERSE = {
  ...DEFAULT_ATTRS,
  flags: ATTR_INVERSE
};
const PROMPTS = {
  up: "(search up) ",
  down: "(search down) "
};
/** Where the cursor is past the end of a line as wide as the view. */ const PAST_END = "$";
const EMPTY = new Uint8Array(0);
/** One stay in scroll mode, from the prefix key to `q`. */ export class ScrollMode {
  #renderer;
  #host;
  #table;
  #view;
  #keys = new ScrollKeyDecoder();
  /**
   * The cursor; placed at the session's when the first answer comes. As
   * tmux's, it goes as far as a line's end (just past its last character:
   * `lineLength`), not into the blanks beyond; up and down keep the column
   * it had (`#lastX`), or the end of the line when it was at one.
   */ #cursor = {
    line: 0,
    x: 0
  };
  /**
   * tmux's `lastcx` and `lastsx`: the column the cursor had before it went
   * up or down from a line, and that line's length, kept while it moves
   * through lines it is at the end of.
   */ #lastX = 0;
  #lastLength = 0;
  /** Up or down went to a line not fetched yet: its column waits for it. */ #settle = false;
  #cursorPlaced = false;
  /** Where the session's cursor was on its screen when the mode began. */ #startCursor;
  #selection = null;
  /** Text being copied by the key that left. */ #copied;
  #afterPrefix = false;
  /** Output epoch of the request in flight; null when none is. */ #inFlight = null;
  /**
   * The search prompt being typed: on the status line, as tmux's prompts
   * (over the bottom row without one).
   */ #prompt = null;
  /** What was searched for in this stay, for the prompt's Up and Down. */ #searches = [];
  /** The prompt is on the renderer's status line (to take away). */ #promptShown = false;
  /** The copy table's keys (emacs copies and draws without the cursor's cell). */ #modeKeys;
  /** A one-line message on the bottom row, until the next key. */ #message = "";
  #lastSearch = null;
  #match = null;
  #scan = null;
  /** A search asked for before the first answer came. */ #searchWhenReady = null;
  /** Where the pane is in the window (from the answers); null: unknown. */ #at = null;
  /** The pane the first answer came from: copy mode stays on it. */ #pane;
  /** Started a page up (prefix then PageUp): a page of the pane's height. */ #pageUp;
  /** Scrolling back to the bottom leaves (tmux's `copy-mode -e`). */ #exitAtBottom;
  /**
   * The cursor's line before the outer terminal's resize brought it into
   * the view, until a key moves it: the session's reflow at its new size
   * puts it back there, moved with its text.
   */ #lineBeforeResize = null;
  /**
   * Scroll mode drawn by `renderer`, fetching through `host`; `prefix` is
   * the key tables (or just a prefix byte, with the built-in bindings),
   * `pageUp` starts one page up (prefix then PageUp), `lines` that many
   * lines up (the wheel), `exitAtBottom` leaves when scrolled back down.
   */ constructor(renderer, host, opts){
    this.#renderer = renderer;
    this.#host = host;
    this.#table = typeof opts.prefix === "number" ? buildKeyTable({
      prefix: prefixKeyName(opts.prefix),
      "mode-keys": opts.modeKeys ?? "vi"
    }).table : opts.prefix;
    this.#modeKeys = this.#table.modeKeys;
    this.#startCursor = opts.cursor ?? {
      x: 0,
      y: renderer.size.rows - 1
    };
    this.#pageUp = opts.pageUp;
    const height = renderer.size.rows;
    this.#view = new HistoryView(height, opts.pageUp ? pageSize(height) : opts.lines ?? 0);
    this.#exitAtBottom = opts.exitAtBottom ?? false;
  }
  /** The view's model (for tests). */ get view() {
    return this.#view;
  }
  /** The cursor (for tests). */ get cursor() {
    return {
      ...this.#cursor
    };
  }
  /** Sends the first request; the view shows once it is answered. */ start() {
    this.#pump();
  }
  /** Takes keys typed in scroll mode. */ keys(data) {
    const keys = this.#keys.feed(data);
    for(let i = 0; i < keys.length; i++){
      const r = this.#key(keys[i]);
      if (r === "detach") return {
        out: EMPTY,
        detach: true
      };
      if (r === "leave") {
        const rest = [
          ...keys.slice(i + 1).flatMap((k)=>[
              ...k.bytes
            ])
        ];
        return this.#leave([
          ...rest,
          ...this.#keys.pending()
        ]);
      }
    }
    this.#pump();
    return {
      out: this.#draw()
    };
  }
  #leave(rest = []) {
    return {
      out: this.#showSession(),
      leave: {
        rest: Uint8Array.from(rest)
      },
      ...this.#copied !== undefined ? {
        copy: this.#copied
      } : {}
    };
  }
  // -------------------------------------------------------------------------
  // The mouse (`mouse.ts` decides; points are in the view, from its top
  // left corner: see `origin`)
  /**
   * Whether copy mode shows pane `id` (`%N`), or may: before its first
   * answer it asks for the session's active pane, whichever that is.
   */ shows(id) {
    return this.#pane === undefined || this.#pane === id;
  }
  /** Whether the first answer came (the mouse's points mean something). */ get ready() {
    return this.#view.ready;
  }
  /**
   * Where the view's top left corner is in the window: the pane's own
   * (copy mode takes its rectangle), or the window's when the daemon did
   * not say where the pane is; null until the first answer says.
   */ get origin() {
    if (!this.#view.ready) return null;
    const a = this.#area();
    return {
      x: a.x,
      y: a.y
    };
  }
  /** The wheel: `lines` up (negative: down), the cursor along. */ wheel(lines) {
    this.#message = "";
    const top = this.#view.top;
    this.#view.scrollBy(lines);
    this.#vertical(this.#cursor.line + this.#view.top - top);
    this.#clampCursor();
    if (lines < 0 && this.#atBottom()) return this.#leave();
    this.#pump();
    return {
      out: this.#draw()
    };
  }
  /**
   * A drag: a character selection from `from` (where it started: `start`)
   * to `to` (the cursor). At the view's top or bottom row it scrolls a
   * line, as tmux's does, so that a drag can select beyond the view.
   */ selectText(from, to, start = true) {
    this.#message = "";
    const view = this.#view;
    if (start || !this.#selection) {
      this.#selection = {
        anchor: {
          line: view.top + from.y,
          x: from.x
        },
        mode: "char"
      };
    }
    const bottom = Math.min(view.height, view.end - view.top) - 1;
    if (!start && to.y <= 0) view.scrollBy(1);
    else if (!start && to.y >= bottom) view.scrollBy(-1);
    this.#cursor = {
      line: view.top + to.y,
      x: to.x
    };
    this.#clampCursor();
    this.#pump();
    return {
      out: this.#draw()
    };
  }
  /**
   * A double click: the word at `at` selected (tmux's `select-word`); a
   * triple click (`line`): its line (`select-line`).
   */ selectAt(at, line) {
    this.#message = "";
    const view = this.#view;
    const pos = {
      line: view.top + at.y,
      x: at.x
    };
    if (line) {
      this.#selection = {
        anchor: {
          ...pos
        },
        mode: "line"
      };
      this.#cursor = pos;
    } else {
      const [from, to] = wordAt(view, this.#bounds(), pos);
      this.#selection = {
        anchor: from,
        mode: "char"
      };
      this.#cursor = {
        ...to
      };
    }
    this.#clampCursor();
    return {
      out: this.#draw()
    };
  }
  /** The drag ended: copy the selection and leave (copy-selection-and-cancel). */ copySelection() {
    const view = this.#view;
    if (this.#selection && view.ready) {
      this.#copied = selectionText(this.#selection, this.#cursor, view, view.cols, this.#modeKeys);
    }
    return this.#leave();
  }
  // Scrolled back to the live screen in a stay that leaves there.
  #atBottom() {
    return this.#exitAtBottom && this.#view.offset === 0;
  }
  /** Takes the answer to the request in flight. */ answer(page) {
    const epoch = this.#inFlight ?? this.#view.outputEpoch;
    this.#inFlight = null;
    const moved = this.#view.apply(page, epoch);
    if (moved !== null && this.#cursorPlaced) {
      // A reflow: the cursor and the selection stay on their text.
      this.#cursor.line = (this.#lineBeforeResize ?? this.#cursor.line) + moved;
      this.#lineBeforeResize = null;
      if (this.#selection) this.#selection.anchor.line += moved;
      this.#match = null;
    }
    this.#pane ??= page.pane;
    this.#at = page.x !== undefined && page.y !== undefined ? {
      x: page.x,
      y: page.y
    } : null;
    const v = this.#view;
    v.height = this.#area().rows;
    if (!this.#cursorPlaced) {
      // tmux starts copy mode where the pane's cursor is on the screen.
      this.#cursorPlaced = true;
      if (this.#pageUp) v.scrollTo(pageSize(v.height));
      const at = this.#at ?? {
        x: 0,
        y: 0
      };
      const start = this.#startCursor;
      this.#cursor = {
        line: v.top + Math.max(0, Math.min(start.y - at.y, v.height - 1)),
        x: Math.max(0, start.x - at.x)
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
    return this.#draw();
  }
  /** The request in flight failed: scroll mode cannot go on. */ failed() {
    this.#inFlight = null;
    return this.#showSession();
  }
  /**
   * Takes the search prompt off the status line, for a client that drops
   * scroll mode without leaving it (switched away, the link down).
   */ dropPrompt() {
    this.#prompt = null;
    return this.#drawPrompt();
  }
  // The live screen again, without the prompt if it was open.
  #showSession() {
    this.#prompt = null;
    return concatBytes(this.#drawPrompt(), this.#renderer.showSession());
  }
  /**
   * A frame arrived (the renderer holds it): fetch what changed; returns
   * the bytes that show the other panes live around the view.
   */ output() {
    this.#view.outputSeen();
    this.#pump();
    return this.#wholeScreen() ? EMPTY : this.#draw();
  }
  /** The outer terminal changed size (after `Renderer.resize`). */ resize() {
    const view = this.#view;
    view.height = this.#area().rows;
    // The view keeps its top; the cursor comes into it, until the
    // session's answer at its new size puts it back on its text.
    const c = this.#cursor;
    this.#lineBeforeResize ??= c.line;
    c.line = Math.max(view.top, Math.min(c.line, view.top + view.height - 1));
    this.#pump();
    return this.#draw();
  }
  // -------------------------------------------------------------------------
  // Keys
  #key(key) {
    const table = this.#table;
    if (this.#afterPrefix) {
      this.#afterPrefix = false;
      return table.lookup("prefix", key.bytes) === "detach-client" ? "detach" : null;
    }
    if (table.isPrefix(key.bytes)) {
      this.#afterPrefix = true;
      return null;
    }
    this.#message = "";
    this.#lineBeforeResize = null;
    if (this.#prompt) {
      this.#promptKey(key);
      return null;
    }
    const action = COPY_ACTIONS[this.#copyCommand(key) ?? ""];
    if (action === undefined) return null;
    // A key that does something stops a search under way (the search keys
    // start another).
    this.#scan = null;
    return this.#act(action);
  }
  // The copy table's command for a key: by its bytes, else by its name
  // (so that C-Up, CSI 1;5A, still does what Up does).
  #copyCommand(key) {
    const t = this.#table;
    const byBytes = t.lookup("copy", key.bytes);
    if (byBytes !== undefined || key.name === "Unknown") return byBytes;
    try {
      const name = key.name === " " ? "Space" : key.name;
      return t.lookup("copy", new TextEncoder().encode(encodeKey(name)));
    } catch  {
      return undefined;
    }
  }
  #act(action) {
    const view = this.#view, h = view.height, c = this.#cursor;
    switch(action){
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
        this.#cursor = nextWordStart(view, this.#bounds(), c);
        break;
      case "word-back":
        this.#cursor = prevWordStart(view, this.#bounds(), c);
        break;
      case "word-end":
        this.#cursor = this.#modeKeys === "emacs" ? wordEndPast(view, this.#bounds(), c) : wordEnd(view, this.#bounds(), c);
        break;
      case "line-start":
        // The start of the line a soft wrap split, as tmux's.
        this.#cursor = {
          line: this.#lineStart(c.line),
          x: 0
        };
        break;
      case "line-first":
        {
          const line = this.#lineStart(c.line);
          this.#cursor = {
            line,
            x: firstNonBlank(this.#cells(line))
          };
          break;
        }
      case "line-end":
        this.#lineEnd();
        break;
      // H M L, g: the line's start, as tmux's.
      case "view-top":
        this.#cursor = {
          line: view.top,
          x: 0
        };
        break;
      case "view-middle":
        this.#cursor = {
          line: view.top + Math.floor((Math.min(h, view.end - view.top) - 1) / 2),
          x: 0
        };
        break;
      case "view-bottom":
        this.#cursor = {
          line: Math.min(view.top + h, view.end) - 1,
          x: 0
        };
        break;
      case "oldest":
        view.scrollTo(Number.MAX_SAFE_INTEGER);
        this.#cursor = {
          line: view.oldest,
          x: 0
        };
        break;
      case "bottom":
        // G: the end of the screen's last line, as tmux's.
        view.scrollTo(0);
        this.#cursor = {
          line: view.end - 1,
          x: this.#length(view.end - 1)
        };
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
      case "select":
      case "select-line":
      case "select-rect":
        this.#select(action);
        break;
      case "other-end":
        if (this.#selection) {
          const a = this.#selection.anchor;
          this.#selection.anchor = {
            ...c
          };
          this.#cursor = {
            ...a
          };
        }
        break;
      case "clear":
        this.#selection = null;
        this.#toLineEnd();
        break;
      case "copy":
        if (!this.#selection) {
          this.#message = "Nothing selected: v or Space starts a selection";
          break;
        }
        this.#copied = selectionText(this.#selection, c, view, view.cols, this.#modeKeys);
        return "leave";
      case "search-up":
      case "search-down":
        {
          const dir = action === "search-up" ? "up" : "down";
          this.#prompt = {
            dir,
            edit: new CommandPrompt(PROMPTS[dir], "", this.#searches)
          };
          break;
        }
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
  #scroll(action) {
    const view = this.#view, h = view.height;
    const lines = action === "half-up" ? halfPage(h) : action === "half-down" ? -halfPage(h) : action === "page-up" ? pageSize(h) : action === "page-down" ? -pageSize(h) : action === "scroll-up" ? 1 : -1;
    const top = view.top;
    view.scrollBy(lines);
    const moved = view.top - top;
    // At the ends the view stops; the cursor still goes the whole way.
    this.#vertical(this.#cursor.line + (moved !== 0 || action.startsWith("scroll") ? moved : -lines));
  }
  // v, V, C-v, C-Space: start a selection here, or change or end its kind.
  #select(action) {
    const mode = action === "select-line" ? "line" : action === "select-rect" ? "rect" : "char";
    const sel = this.#selection;
    if (!sel) {
      this.#selection = {
        anchor: {
          ...this.#cursor
        },
        mode
      };
    } else if (action === "select-rect") {
      sel.mode = sel.mode === "rect" ? "char" : "rect";
    } else if (sel.mode === mode) {
      this.#selection = null;
    } else {
      sel.mode = mode;
    }
    // V: the cursor goes to the line's end, as tmux's select-line puts it;
    // C-v brings it back from past the end, as tmux's rectangle-toggle.
    if (this.#selection?.mode === "line") this.#lineSide();
    else if (action === "select-rect") this.#toLineEnd();
  }
  // -------------------------------------------------------------------------
  // The cursor along and across lines, as tmux's copy mode moves it
  // Whether line n's cells are here (fetched).
  #fetched(n) {
    return this.#view.row(n) !== undefined;
  }
  // Line n's length: where the cursor stops at its end.
  #length(n) {
    return lineLength(this.#cells(n));
  }
  // A rectangle is being selected: the cursor goes anywhere on a line.
  #rect() {
    return this.#selection?.mode === "rect";
  }
  // Up or down to line `to` (tmux's window_copy_cursor_up/down): the
  // column it had when it left a line it was not at the end of, but the
  // end of this line when that is shorter, or when it left from the end.
  #vertical(to) {
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
  #settleX() {
    const c = this.#cursor;
    if (!this.#view.ready || !this.#fetched(c.line)) return;
    if (this.#settle && !this.#rect()) {
      const length = this.#length(c.line);
      if (c.x >= this.#lastLength && c.x !== length || c.x > length) {
        c.x = length;
      }
    }
    this.#settle = false;
    if (this.#selection?.mode === "line") this.#lineSide();
  }
  // In a line selection the cursor is at the end of its line, or at the
  // start above the line it began on (tmux's select-line).
  #lineSide() {
    const c = this.#cursor, sel = this.#selection;
    c.x = c.line < sel.anchor.line ? 0 : this.#length(c.line);
  }
  // Not past the line's end (as tmux's clear-selection and
  // rectangle-toggle bring it back).
  #toLineEnd() {
    const c = this.#cursor;
    if (!this.#fetched(c.line)) return;
    c.x = Math.min(c.x, this.#length(c.line));
  }
  // The first line of the one a soft wrap split, that `line` is part of.
  #lineStart(line) {
    const view = this.#view;
    while(line > view.oldest && view.wrapped(line - 1))line--;
    return line;
  }
  // $: the end of the line, its last part when a soft wrap split it; with
  // a rectangle the view's right edge, as tmux's. Up and down from there
  // stay at the ends of lines, as after vi's `$` (tmux 3.3a goes back to a
  // column an earlier up or down left, if there was one).
  #lineEnd() {
    const view = this.#view;
    let line = this.#cursor.line;
    while(line < view.end - 1 && view.wrapped(line))line++;
    this.#cursor = {
      line,
      x: this.#rect() ? view.cols : this.#length(line)
    };
    this.#lastX = Number.MAX_SAFE_INTEGER;
  }
  // h: a cell left; from a line's start to the end of the line above.
  #left() {
    const c = this.#cursor, cells = this.#cells(c.line);
    let x = Math.min(c.x, cells.length);
    while(x > 0 && cells[x] === "")x--;
    if (x > 0) {
      x--;
      while(x > 0 && cells[x] === "")x--;
      c.x = x;
    } else if (c.line > this.#view.oldest) {
      c.line--;
      c.x = this.#length(c.line);
    } else c.x = 0;
  }
  // l: a cell right; from a line's end to the start of the line below.
  #right() {
    const c = this.#cursor, cells = this.#cells(c.line);
    const end = this.#rect() ? this.#view.cols : this.#length(c.line);
    if (c.x >= end) {
      if (c.line < this.#view.end - 1) {
        this.#cursor = {
          line: c.line + 1,
          x: 0
        };
      }
      return;
    }
    let x = c.x + 1;
    while(x < end && cells[x] === "")x++;
    c.x = x;
  }
  #bounds() {
    const v = this.#view;
    return {
      first: v.oldest,
      end: v.end,
      cols: v.cols
    };
  }
  #cells(line) {
    return rowCells(this.#view.row(line), this.#view.cols);
  }
  // Keeps the cursor on a line that exists, not on the second half of a
  // wide character, and in view. It may be past the line's end: as far
  // as its right edge (a rectangle's `$`, or a line as wide as the view).
  #clampCursor() {
    const view = this.#view, c = this.#cursor;
    if (!view.ready) return;
    c.line = Math.max(view.oldest, Math.min(c.line, view.end - 1));
    c.x = Math.max(0, Math.min(c.x, view.cols));
    const cells = this.#cells(c.line);
    while(c.x > 0 && cells[c.x] === "")c.x--;
    view.follow(c.line);
  }
  // A key while the search prompt is open: it edits as the command
  // prompt does (`prompt.ts`, tmux's prompt keys); Enter searches, for
  // the last query again when none is typed.
  #promptKey(key) {
    const prompt = this.#prompt;
    if (key.name === "Paste") {
      // A pasted line break or tab is a space in a one-line query.
      // deno-lint-ignore no-control-regex
      const text = (key.text ?? "").replace(/[\x00-\x1f\x7f]/g, " ");
      key = {
        ...key,
        text
      };
    }
    const step = prompt.edit.key(key);
    if (step.kind === "open") return;
    this.#prompt = null;
    if (step.kind === "cancel") return;
    const query = step.text || this.#lastSearch?.query || "";
    if (query === "") return;
    remember(this.#searches, query);
    this.#lastSearch = {
      query,
      dir: prompt.dir
    };
    this.#match = null;
    this.#startSearch(prompt.dir, false);
  }
  // n / N: the last search again, from the match, the same way or back.
  #again(reverse) {
    const last = this.#lastSearch;
    if (!last) {
      this.#message = "No search to repeat: type / or ? first";
      return;
    }
    const dir = reverse ? last.dir === "up" ? "down" : "up" : last.dir;
    this.#startSearch(dir, true);
  }
  // -------------------------------------------------------------------------
  // Search
  // Starts a search for the last query: from the match when `fromMatch`
  // and there is one, else from the view's bottom (up) or top (down).
  #startSearch(dir, fromMatch) {
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
    const line = at ? at.line : dir === "up" ? Math.min(view.top + view.height - 1, view.end - 1) : view.top;
    this.#scan = new SearchScan(query, dir, view, line, at ? at.x : null);
    this.#continueSearch();
  }
  // Runs the scan until it matches, ends, or needs rows.
  #continueSearch() {
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
      this.#message = `No match for "${scan.query}"`;
      return;
    }
    this.#match = r;
    this.#view.reveal(r.line);
    this.#cursor = {
      line: r.line,
      x: r.x
    };
  }
  // -------------------------------------------------------------------------
  // Requests
  // Sends the next request the view needs, unless one is in flight.
  #pump() {
    if (this.#inFlight !== null || this.#scan) return;
    const req = this.#view.nextRequest();
    if (req) this.#send(req);
  }
  #send(req) {
    this.#inFlight = this.#view.outputEpoch;
    this.#host.request(this.#pane === undefined ? req : {
      ...req,
      pane: this.#pane
    });
  }
  // -------------------------------------------------------------------------
  // Drawing
  // Bytes that show the view as it is now (none before the first answer:
  // the live screen stays until there is something to show): the pane's
  // rows over its rectangle, the live screen around it.
  #draw() {
    const view = this.#view;
    if (!view.ready) return EMPTY;
    const r = this.#renderer, { cols, rows } = r.size;
    const area = this.#area();
    const part = [];
    for(let i = 0; i < area.rows; i++){
      const row = new GridRow(area.cols);
      r.cropRow(this.#sessionRow(view.top + i), row);
      part.push(row);
    }
    const top = part[0], bottom = part[area.rows - 1];
    putText(top, area.cols, `[${view.offset}/${view.total}]`, INVERSE, "right");
    if (this.#message) {
      bottom.fill(0, area.cols, " ", DEFAULT_ATTRS);
      putText(bottom, area.cols, this.#message, INVERSE, "left");
    }
    // Past the end of a line as wide as the view: tmux's `$` in the last
    // column, the cursor on it.
    const c = this.#cursor, y = c.line - view.top;
    const pastEnd = c.x >= view.cols && y >= 0 && y < area.rows && area.cols === view.cols;
    if (pastEnd) putText(part[y], area.cols, PAST_END, DEFAULT_ATTRS, "right");
    const out = [];
    for(let y = 0; y < rows; y++){
      const row = new GridRow(cols);
      const i = y - area.y;
      if (i >= 0 && i < area.rows && area.cols === cols) {
        row.copyFrom(part[i]);
      } else {
        r.cropRow(r.sessionRow(y), row);
        if (i >= 0 && i < area.rows) {
          for(let x = 0; x < area.cols; x++){
            row.copyCell(area.x + x, part[i], x);
          }
        }
      }
      out.push(row);
    }
    const x = pastEnd ? area.cols - 1 : c.x;
    const inside = y >= 0 && y < area.rows && x < area.cols;
    const cursor = inside ? {
      x: x + area.x,
      y: y + area.y
    } : null;
    return concatBytes(this.#drawPrompt(), r.showView(out, cursor));
  }
  // The search prompt on the status line (the bottom row without one),
  // as tmux draws its prompts, the cursor in it; or taken away.
  #drawPrompt() {
    const r = this.#renderer;
    if (!this.#prompt) {
      if (!this.#promptShown) return EMPTY;
      this.#promptShown = false;
      return r.clearPrompt();
    }
    this.#promptShown = true;
    const { row, cursor } = this.#prompt.edit.draw(r.outerSize.cols);
    return r.showPrompt(row, cursor);
  }
  // The pane's rectangle on the outer screen, cut to it; the whole screen
  // when the daemon did not say where the pane is, or it is off the screen.
  #area() {
    const { cols, rows } = this.#renderer.size;
    const at = this.#at, v = this.#view;
    if (!at || at.x >= cols || at.y >= rows) return {
      x: 0,
      y: 0,
      cols,
      rows
    };
    return {
      x: at.x,
      y: at.y,
      cols: Math.max(1, Math.min(v.cols, cols - at.x)),
      rows: Math.max(1, Math.min(v.screenRows, rows - at.y))
    };
  }
  // Whether the view covers the outer screen (nothing live around it).
  #wholeScreen() {
    const a = this.#area(), { cols, rows } = this.#renderer.size;
    return !this.#view.ready || a.x === 0 && a.y === 0 && a.cols === cols && a.rows === rows;
  }
  // Line n as a row of the session's width (null below the screen).
  #sessionRow(n) {
    const view = this.#view;
    if (n >= view.end) return null;
    const row = new GridRow(view.cols);
    const runs = view.row(n);
    if (runs) row.setRuns(runs, view.rowLinks(n));
    const s = {
      ...DEFAULT_ATTRS
    };
    const flip = (x)=>{
      row.style(x, s);
      s.flags ^= ATTR_INVERSE;
      row.setStyle(x, s);
    };
    // Every match of the last search on the screen, as tmux marks them.
    // The current one is bold too (tmux's current-match style).
    const query = this.#lastSearch?.query, cur = this.#match;
    if (query && runs) {
      for (const m of findAllInRow(runs, query)){
        const bold = cur !== null && cur.line === n && cur.x === m.x;
        for(let x = m.x; x < Math.min(m.x + m.width, row.cols); x++){
          flip(x);
          if (bold) {
            row.style(x, s);
            s.flags |= ATTR_BOLD;
            row.setStyle(x, s);
          }
        }
      }
    }
    const sel = this.#selection;
    if (sel) {
      for(let x = 0; x < row.cols; x++){
        if (selected(sel, this.#cursor, n, x, this.#modeKeys)) flip(x);
      }
    }
    return row;
  }
}
/** tmux's page: the view's height less two lines kept for context. */ function pageSize(height) {
  return height > 2 ? height - 2 : 1;
}
function halfPage(height) {
  return height > 2 ? Math.floor(height / 2) : 1;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvc2Nyb2xsX21vZGUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBDb3B5IG1vZGUgKHRtdXgncywgd2hpY2ggc3RhcnRlZCBoZXJlIGFzIGEgc2Nyb2xsIG1vZGUpOiB0aGUgYXR0YWNoXG4gKiBjbGllbnQgc2hvd3MgdGhlIHNlc3Npb24ncyBoaXN0b3J5IGluc3RlYWQgb2YgaXRzIHNjcmVlbiwgd2l0aCBhIGN1cnNvclxuICogdGhhdCBtb3ZlcyBvdmVyIGl0OyBrZXlzIG1vdmUgdGhlIGN1cnNvciwgc2VsZWN0IGFuZCBjb3B5IGluc3RlYWQgb2ZcbiAqIGdvaW5nIHRvIHRoZSBzZXNzaW9uLiBUaGUga2V5cyBhcmUgdG11eCdzIHZpIG9yIGVtYWNzIHRhYmxlXG4gKiAoYGNvcHlfa2V5cy50c2AsIGNob3NlbiBieSBgbW9kZS1rZXlzYCk7IGEgc2VsZWN0aW9uIGlzIGRyYXduIHJldmVyc2VkXG4gKiBhbmQgY29waWVzIGFzIHRleHQgKGBjb3B5X3NlbGVjdGlvbi50c2ApOyBhIHNlYXJjaCBoaWdobGlnaHRzIGV2ZXJ5IG1hdGNoXG4gKiBvbiB0aGUgc2NyZWVuLlxuICpcbiAqIFRoZXNlIGFyZSB0aGUgY29weSB0YWJsZSdzIGJ1aWx0LWluIGJpbmRpbmdzIChga2V5X3RhYmxlLnRzYCksIHdoaWNoIHRoZVxuICogY29uZmlnIGZpbGUgbWF5IGNoYW5nZS4gVGhlIHByZWZpeCBrZXkga2VlcHMgaXRzIG1lYW5pbmcgKHNvIHdpdGggdGhlXG4gKiBkZWZhdWx0IHByZWZpeCBDLWIgaXMgdGhlIHByZWZpeCwgYXMgaW4gdG11eCk6IHByZWZpeCB0aGVuIHRoZSBrZXkgYm91bmRcbiAqIHRvIGBkZXRhY2gtY2xpZW50YCBkZXRhY2hlczsgcHJlZml4IHRoZW4gYW55dGhpbmcgZWxzZSBkb2VzIG5vdGhpbmcuXG4gKiBOb3RoaW5nIHR5cGVkIGhlcmUgZXZlciByZWFjaGVzIHRoZSBzZXNzaW9uLlxuICpcbiAqIEFzIGluIHRtdXgsIGNvcHkgbW9kZSB0YWtlcyB0aGUgYWN0aXZlIHBhbmUncyByZWN0YW5nbGUgb25seSAodGhlIGRhZW1vbidzXG4gKiBoaXN0b3J5IHBhZ2VzIHNheSB3aGVyZSB0aGUgcGFuZSBpcyk6IHRoZSBvdGhlciBwYW5lcyBhbmQgdGhlIGJvcmRlcnNcbiAqIHN0YXkgb24gdGhlIHNjcmVlbiwgbGl2ZSwgcmVkcmF3biB3aXRoIGV2ZXJ5IGZyYW1lLiBBIGRhZW1vbiB0aGF0IGRvZXNcbiAqIG5vdCBzYXkgKG9yIG9uZSBwYW5lIGFsb25lKSBnaXZlcyB0aGUgd2hvbGUgc2NyZWVuLlxuICpcbiAqIFRoZSB2aWV3IHNob3dzIGBbb2Zmc2V0L3RvdGFsXWAgYXQgaXRzIHRvcCByaWdodCBpbiByZXZlcnNlIHZpZGVvXG4gKiAodG11eCdzIHBvc2l0aW9uIGluZGljYXRvcik6IGxpbmVzIGJldHdlZW4gdGhlIHZpZXcncyB0b3AgYW5kIHRoZSBsaXZlXG4gKiBzY3JlZW4ncywgYW5kIGxpbmVzIG9mIGhpc3RvcnkuIE1lc3NhZ2VzIHRha2UgaXRzIGJvdHRvbSByb3c7IHRoZSBzZWFyY2hcbiAqIHByb21wdCBpcyBvbiB0aGUgc3RhdHVzIGxpbmUsIGFzIHRtdXgncyBwcm9tcHRzIChvdmVyIHRoZSB0ZXJtaW5hbCdzXG4gKiBib3R0b20gcm93IHdpdGhvdXQgb25lKS4gV2hpbGUgb3V0cHV0IGdvZXMgb24sIHRoZSB2aWV3IHN0YXlzIG9uIHRoZVxuICogc2FtZSBsaW5lcyAoc2VlIGBoaXN0b3J5X3ZpZXcudHNgKTsgdGhlIHJlbmRlcmVyIGtlZXBzIHRoZSBsaXZlIHNjcmVlblxuICogdXAgdG8gZGF0ZSwgYW5kIGxlYXZpbmcgc2hvd3MgaXQgYXMgaXQgaXMgdGhlbi5cbiAqXG4gKiBFdmVyeXRoaW5nIGhlcmUgcnVucyBvbiB0aGUgYXR0YWNoIGNsaWVudCdzIGV2ZW50IGxvb3A6IGtleXMgYW5kIHRoZVxuICogZGFlbW9uJ3MgYW5zd2VycyBjb21lIGluIGFzIGNhbGxzLCBieXRlcyBmb3IgdGhlIHRlcm1pbmFsIGdvIG91dCBhc1xuICogcmV0dXJuIHZhbHVlcywgYW5kIHJlcXVlc3RzIGdvIG91dCB0aHJvdWdoIGBTY3JvbGxIb3N0YCAob25lIGF0IGEgdGltZSkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgSGlzdG9yeVBhZ2UgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IE1BWF9ISVNUT1JZX1JPV1MgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IEFUVFJfQk9MRCwgQVRUUl9JTlZFUlNFIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgeyB0eXBlIEhpc3RvcnlSZXF1ZXN0LCBIaXN0b3J5VmlldyB9IGZyb20gXCIuL2hpc3Rvcnlfdmlldy50c1wiO1xuaW1wb3J0IHR5cGUgeyBSZW5kZXJlciB9IGZyb20gXCIuL3JlbmRlcmVyLnRzXCI7XG5pbXBvcnQgeyBidWlsZEtleVRhYmxlLCB0eXBlIEtleVRhYmxlIH0gZnJvbSBcIi4va2V5X3RhYmxlLnRzXCI7XG5pbXBvcnQgeyBwcmVmaXhLZXlOYW1lIH0gZnJvbSBcIi4vcHJlZml4LnRzXCI7XG5pbXBvcnQgeyBlbmNvZGVLZXkgfSBmcm9tIFwiLi4va2V5cy50c1wiO1xuaW1wb3J0IHsgdHlwZSBLZXksIFNjcm9sbEtleURlY29kZXIgfSBmcm9tIFwiLi9zY3JvbGxfa2V5cy50c1wiO1xuaW1wb3J0IHsgQ09QWV9BQ1RJT05TLCB0eXBlIENvcHlBY3Rpb24sIHR5cGUgTW9kZUtleXMgfSBmcm9tIFwiLi9jb3B5X2tleXMudHNcIjtcbmltcG9ydCB7XG4gIGZpcnN0Tm9uQmxhbmssXG4gIHR5cGUgTW90aW9uQm91bmRzLFxuICBuZXh0V29yZFN0YXJ0LFxuICBwcmV2V29yZFN0YXJ0LFxuICB3b3JkQXQsXG4gIHdvcmRFbmQsXG4gIHdvcmRFbmRQYXN0LFxufSBmcm9tIFwiLi9jb3B5X21vdGlvbi50c1wiO1xuaW1wb3J0IHR5cGUgeyBQb2ludCB9IGZyb20gXCIuL21vdXNlLnRzXCI7XG5pbXBvcnQge1xuICBsaW5lTGVuZ3RoLFxuICB0eXBlIFBvc2l0aW9uLFxuICByb3dDZWxscyxcbiAgc2VsZWN0ZWQsXG4gIHR5cGUgU2VsZWN0aW9uLFxuICBzZWxlY3Rpb25UZXh0LFxufSBmcm9tIFwiLi9jb3B5X3NlbGVjdGlvbi50c1wiO1xuaW1wb3J0IHtcbiAgZmluZEFsbEluUm93LFxuICB0eXBlIE1hdGNoLFxuICB0eXBlIFNlYXJjaERpcmVjdGlvbixcbiAgU2VhcmNoU2Nhbixcbn0gZnJvbSBcIi4vc2Nyb2xsX3NlYXJjaC50c1wiO1xuaW1wb3J0IHsgREVGQVVMVF9BVFRSUywgR3JpZFJvdyB9IGZyb20gXCIuL3NjcmVlbl9ncmlkLnRzXCI7XG5pbXBvcnQgeyBwdXRUZXh0IH0gZnJvbSBcIi4vcm93X3RleHQudHNcIjtcbmltcG9ydCB0eXBlIHsgU2dyU3R5bGUgfSBmcm9tIFwiLi9zZ3IudHNcIjtcbmltcG9ydCB7IENvbW1hbmRQcm9tcHQsIHJlbWVtYmVyIH0gZnJvbSBcIi4vcHJvbXB0LnRzXCI7XG5pbXBvcnQgeyBjb25jYXRCeXRlcyB9IGZyb20gXCIuL2lucHV0X2ZpbHRlci50c1wiO1xuXG4vKiogV2hhdCBzY3JvbGwgbW9kZSBuZWVkcyBmcm9tIHRoZSBhdHRhY2ggY2xpZW50LiAqL1xuZXhwb3J0IGludGVyZmFjZSBTY3JvbGxIb3N0IHtcbiAgLyoqXG4gICAqIFNlbmRzIGEgYGhpc3RvcnlgIHJlcXVlc3QgZm9yIHRoZSBzZXNzaW9uOyBpdHMgYW5zd2VyIG11c3QgY29tZSBiYWNrXG4gICAqIHRocm91Z2ggYFNjcm9sbE1vZGUuYW5zd2VyKClgIChvciBgZmFpbGVkKClgKSwgaW4gb3JkZXIuXG4gICAqL1xuICByZXF1ZXN0KHJlcTogSGlzdG9yeVJlcXVlc3QpOiB2b2lkO1xufVxuXG4vKiogV2hhdCB0byBkbyBhZnRlciBrZXlzLiAqL1xuZXhwb3J0IGludGVyZmFjZSBTY3JvbGxSZXN1bHQge1xuICAvKiogQnl0ZXMgZm9yIHRoZSBvdXRlciB0ZXJtaW5hbC4gKi9cbiAgb3V0OiBVaW50OEFycmF5O1xuICAvKipcbiAgICogU2Nyb2xsIG1vZGUgaXMgb3ZlciAodGhlIGxpdmUgc2NyZWVuIGlzIGRyYXduIGluIGBvdXRgKTsgYHJlc3RgIGhvbGRzXG4gICAqIHRoZSBieXRlcyB0eXBlZCBhZnRlciB0aGUga2V5IHRoYXQgbGVmdCwgd2hpY2ggYmVsb25nIHRvIHRoZSBzZXNzaW9uLlxuICAgKi9cbiAgbGVhdmU/OiB7IHJlc3Q6IFVpbnQ4QXJyYXkgfTtcbiAgLyoqIFByZWZpeCB0aGVuIGBkYDogZGV0YWNoLiAqL1xuICBkZXRhY2g/OiBib29sZWFuO1xuICAvKiogVGV4dCBjb3BpZWQgKHdpdGggYGxlYXZlYCk6IGZvciBhIHBhc3RlIGJ1ZmZlciBhbmQgbWF5YmUgT1NDIDUyLiAqL1xuICBjb3B5Pzogc3RyaW5nO1xufVxuXG5jb25zdCBJTlZFUlNFOiBTZ3JTdHlsZSA9IHsgLi4uREVGQVVMVF9BVFRSUywgZmxhZ3M6IEFUVFJfSU5WRVJTRSB9O1xuY29uc3QgUFJPTVBUUzogUmVjb3JkPFNlYXJjaERpcmVjdGlvbiwgc3RyaW5nPiA9IHtcbiAgdXA6IFwiKHNlYXJjaCB1cCkgXCIsXG4gIGRvd246IFwiKHNlYXJjaCBkb3duKSBcIixcbn07XG4vKiogV2hlcmUgdGhlIGN1cnNvciBpcyBwYXN0IHRoZSBlbmQgb2YgYSBsaW5lIGFzIHdpZGUgYXMgdGhlIHZpZXcuICovXG5jb25zdCBQQVNUX0VORCA9IFwiJFwiO1xuY29uc3QgRU1QVFkgPSBuZXcgVWludDhBcnJheSgwKTtcblxuLyoqIFdoZXJlIGNvcHkgbW9kZSBkcmF3cyBvbiB0aGUgb3V0ZXIgc2NyZWVuLCBhbmQgaG93IG11Y2ggb2YgaXQuICovXG5pbnRlcmZhY2UgQXJlYSB7XG4gIHg6IG51bWJlcjtcbiAgeTogbnVtYmVyO1xuICBjb2xzOiBudW1iZXI7XG4gIHJvd3M6IG51bWJlcjtcbn1cblxuLyoqIE9uZSBzdGF5IGluIHNjcm9sbCBtb2RlLCBmcm9tIHRoZSBwcmVmaXgga2V5IHRvIGBxYC4gKi9cbmV4cG9ydCBjbGFzcyBTY3JvbGxNb2RlIHtcbiAgI3JlbmRlcmVyOiBSZW5kZXJlcjtcbiAgI2hvc3Q6IFNjcm9sbEhvc3Q7XG4gICN0YWJsZTogS2V5VGFibGU7XG4gICN2aWV3OiBIaXN0b3J5VmlldztcbiAgI2tleXMgPSBuZXcgU2Nyb2xsS2V5RGVjb2RlcigpO1xuICAvKipcbiAgICogVGhlIGN1cnNvcjsgcGxhY2VkIGF0IHRoZSBzZXNzaW9uJ3Mgd2hlbiB0aGUgZmlyc3QgYW5zd2VyIGNvbWVzLiBBc1xuICAgKiB0bXV4J3MsIGl0IGdvZXMgYXMgZmFyIGFzIGEgbGluZSdzIGVuZCAoanVzdCBwYXN0IGl0cyBsYXN0IGNoYXJhY3RlcjpcbiAgICogYGxpbmVMZW5ndGhgKSwgbm90IGludG8gdGhlIGJsYW5rcyBiZXlvbmQ7IHVwIGFuZCBkb3duIGtlZXAgdGhlIGNvbHVtblxuICAgKiBpdCBoYWQgKGAjbGFzdFhgKSwgb3IgdGhlIGVuZCBvZiB0aGUgbGluZSB3aGVuIGl0IHdhcyBhdCBvbmUuXG4gICAqL1xuICAjY3Vyc29yOiBQb3NpdGlvbiA9IHsgbGluZTogMCwgeDogMCB9O1xuICAvKipcbiAgICogdG11eCdzIGBsYXN0Y3hgIGFuZCBgbGFzdHN4YDogdGhlIGNvbHVtbiB0aGUgY3Vyc29yIGhhZCBiZWZvcmUgaXQgd2VudFxuICAgKiB1cCBvciBkb3duIGZyb20gYSBsaW5lLCBhbmQgdGhhdCBsaW5lJ3MgbGVuZ3RoLCBrZXB0IHdoaWxlIGl0IG1vdmVzXG4gICAqIHRocm91Z2ggbGluZXMgaXQgaXMgYXQgdGhlIGVuZCBvZi5cbiAgICovXG4gICNsYXN0WCA9IDA7XG4gICNsYXN0TGVuZ3RoID0gMDtcbiAgLyoqIFVwIG9yIGRvd24gd2VudCB0byBhIGxpbmUgbm90IGZldGNoZWQgeWV0OiBpdHMgY29sdW1uIHdhaXRzIGZvciBpdC4gKi9cbiAgI3NldHRsZSA9IGZhbHNlO1xuICAjY3Vyc29yUGxhY2VkID0gZmFsc2U7XG4gIC8qKiBXaGVyZSB0aGUgc2Vzc2lvbidzIGN1cnNvciB3YXMgb24gaXRzIHNjcmVlbiB3aGVuIHRoZSBtb2RlIGJlZ2FuLiAqL1xuICAjc3RhcnRDdXJzb3I6IHsgeDogbnVtYmVyOyB5OiBudW1iZXIgfTtcbiAgI3NlbGVjdGlvbjogU2VsZWN0aW9uIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBUZXh0IGJlaW5nIGNvcGllZCBieSB0aGUga2V5IHRoYXQgbGVmdC4gKi9cbiAgI2NvcGllZDogc3RyaW5nIHwgdW5kZWZpbmVkO1xuICAjYWZ0ZXJQcmVmaXggPSBmYWxzZTtcbiAgLyoqIE91dHB1dCBlcG9jaCBvZiB0aGUgcmVxdWVzdCBpbiBmbGlnaHQ7IG51bGwgd2hlbiBub25lIGlzLiAqL1xuICAjaW5GbGlnaHQ6IG51bWJlciB8IG51bGwgPSBudWxsO1xuICAvKipcbiAgICogVGhlIHNlYXJjaCBwcm9tcHQgYmVpbmcgdHlwZWQ6IG9uIHRoZSBzdGF0dXMgbGluZSwgYXMgdG11eCdzIHByb21wdHNcbiAgICogKG92ZXIgdGhlIGJvdHRvbSByb3cgd2l0aG91dCBvbmUpLlxuICAgKi9cbiAgI3Byb21wdDogeyBkaXI6IFNlYXJjaERpcmVjdGlvbjsgZWRpdDogQ29tbWFuZFByb21wdCB9IHwgbnVsbCA9IG51bGw7XG4gIC8qKiBXaGF0IHdhcyBzZWFyY2hlZCBmb3IgaW4gdGhpcyBzdGF5LCBmb3IgdGhlIHByb21wdCdzIFVwIGFuZCBEb3duLiAqL1xuICAjc2VhcmNoZXM6IHN0cmluZ1tdID0gW107XG4gIC8qKiBUaGUgcHJvbXB0IGlzIG9uIHRoZSByZW5kZXJlcidzIHN0YXR1cyBsaW5lICh0byB0YWtlIGF3YXkpLiAqL1xuICAjcHJvbXB0U2hvd24gPSBmYWxzZTtcbiAgLyoqIFRoZSBjb3B5IHRhYmxlJ3Mga2V5cyAoZW1hY3MgY29waWVzIGFuZCBkcmF3cyB3aXRob3V0IHRoZSBjdXJzb3IncyBjZWxsKS4gKi9cbiAgI21vZGVLZXlzOiBNb2RlS2V5cztcbiAgLyoqIEEgb25lLWxpbmUgbWVzc2FnZSBvbiB0aGUgYm90dG9tIHJvdywgdW50aWwgdGhlIG5leHQga2V5LiAqL1xuICAjbWVzc2FnZSA9IFwiXCI7XG4gICNsYXN0U2VhcmNoOiB7IHF1ZXJ5OiBzdHJpbmc7IGRpcjogU2VhcmNoRGlyZWN0aW9uIH0gfCBudWxsID0gbnVsbDtcbiAgI21hdGNoOiBNYXRjaCB8IG51bGwgPSBudWxsO1xuICAjc2NhbjogU2VhcmNoU2NhbiB8IG51bGwgPSBudWxsO1xuICAvKiogQSBzZWFyY2ggYXNrZWQgZm9yIGJlZm9yZSB0aGUgZmlyc3QgYW5zd2VyIGNhbWUuICovXG4gICNzZWFyY2hXaGVuUmVhZHk6IFNlYXJjaERpcmVjdGlvbiB8IG51bGwgPSBudWxsO1xuICAvKiogV2hlcmUgdGhlIHBhbmUgaXMgaW4gdGhlIHdpbmRvdyAoZnJvbSB0aGUgYW5zd2Vycyk7IG51bGw6IHVua25vd24uICovXG4gICNhdDogeyB4OiBudW1iZXI7IHk6IG51bWJlciB9IHwgbnVsbCA9IG51bGw7XG4gIC8qKiBUaGUgcGFuZSB0aGUgZmlyc3QgYW5zd2VyIGNhbWUgZnJvbTogY29weSBtb2RlIHN0YXlzIG9uIGl0LiAqL1xuICAjcGFuZTogbnVtYmVyIHwgdW5kZWZpbmVkO1xuICAvKiogU3RhcnRlZCBhIHBhZ2UgdXAgKHByZWZpeCB0aGVuIFBhZ2VVcCk6IGEgcGFnZSBvZiB0aGUgcGFuZSdzIGhlaWdodC4gKi9cbiAgI3BhZ2VVcDogYm9vbGVhbjtcbiAgLyoqIFNjcm9sbGluZyBiYWNrIHRvIHRoZSBib3R0b20gbGVhdmVzICh0bXV4J3MgYGNvcHktbW9kZSAtZWApLiAqL1xuICAjZXhpdEF0Qm90dG9tOiBib29sZWFuO1xuICAvKipcbiAgICogVGhlIGN1cnNvcidzIGxpbmUgYmVmb3JlIHRoZSBvdXRlciB0ZXJtaW5hbCdzIHJlc2l6ZSBicm91Z2h0IGl0IGludG9cbiAgICogdGhlIHZpZXcsIHVudGlsIGEga2V5IG1vdmVzIGl0OiB0aGUgc2Vzc2lvbidzIHJlZmxvdyBhdCBpdHMgbmV3IHNpemVcbiAgICogcHV0cyBpdCBiYWNrIHRoZXJlLCBtb3ZlZCB3aXRoIGl0cyB0ZXh0LlxuICAgKi9cbiAgI2xpbmVCZWZvcmVSZXNpemU6IG51bWJlciB8IG51bGwgPSBudWxsO1xuXG4gIC8qKlxuICAgKiBTY3JvbGwgbW9kZSBkcmF3biBieSBgcmVuZGVyZXJgLCBmZXRjaGluZyB0aHJvdWdoIGBob3N0YDsgYHByZWZpeGAgaXNcbiAgICogdGhlIGtleSB0YWJsZXMgKG9yIGp1c3QgYSBwcmVmaXggYnl0ZSwgd2l0aCB0aGUgYnVpbHQtaW4gYmluZGluZ3MpLFxuICAgKiBgcGFnZVVwYCBzdGFydHMgb25lIHBhZ2UgdXAgKHByZWZpeCB0aGVuIFBhZ2VVcCksIGBsaW5lc2AgdGhhdCBtYW55XG4gICAqIGxpbmVzIHVwICh0aGUgd2hlZWwpLCBgZXhpdEF0Qm90dG9tYCBsZWF2ZXMgd2hlbiBzY3JvbGxlZCBiYWNrIGRvd24uXG4gICAqL1xuICBjb25zdHJ1Y3RvcihcbiAgICByZW5kZXJlcjogUmVuZGVyZXIsXG4gICAgaG9zdDogU2Nyb2xsSG9zdCxcbiAgICBvcHRzOiB7XG4gICAgICBwcmVmaXg6IG51bWJlciB8IEtleVRhYmxlO1xuICAgICAgcGFnZVVwOiBib29sZWFuO1xuICAgICAgLyoqIFdpdGggYSBwcmVmaXggYnl0ZTogdGhlIGNvcHkgdGFibGUncyBrZXlzICh2aSBieSBkZWZhdWx0KS4gKi9cbiAgICAgIG1vZGVLZXlzPzogTW9kZUtleXM7XG4gICAgICBjdXJzb3I/OiB7IHg6IG51bWJlcjsgeTogbnVtYmVyIH07XG4gICAgICBsaW5lcz86IG51bWJlcjtcbiAgICAgIGV4aXRBdEJvdHRvbT86IGJvb2xlYW47XG4gICAgfSxcbiAgKSB7XG4gICAgdGhpcy4jcmVuZGVyZXIgPSByZW5kZXJlcjtcbiAgICB0aGlzLiNob3N0ID0gaG9zdDtcbiAgICB0aGlzLiN0YWJsZSA9IHR5cGVvZiBvcHRzLnByZWZpeCA9PT0gXCJudW1iZXJcIlxuICAgICAgPyBidWlsZEtleVRhYmxlKHtcbiAgICAgICAgcHJlZml4OiBwcmVmaXhLZXlOYW1lKG9wdHMucHJlZml4KSxcbiAgICAgICAgXCJtb2RlLWtleXNcIjogb3B0cy5tb2RlS2V5cyA/PyBcInZpXCIsXG4gICAgICB9KS50YWJsZVxuICAgICAgOiBvcHRzLnByZWZpeDtcbiAgICB0aGlzLiNtb2RlS2V5cyA9IHRoaXMuI3RhYmxlLm1vZGVLZXlzO1xuICAgIHRoaXMuI3N0YXJ0Q3Vyc29yID0gb3B0cy5jdXJzb3IgPz8geyB4OiAwLCB5OiByZW5kZXJlci5zaXplLnJvd3MgLSAxIH07XG4gICAgdGhpcy4jcGFnZVVwID0gb3B0cy5wYWdlVXA7XG4gICAgY29uc3QgaGVpZ2h0ID0gcmVuZGVyZXIuc2l6ZS5yb3dzO1xuICAgIHRoaXMuI3ZpZXcgPSBuZXcgSGlzdG9yeVZpZXcoXG4gICAgICBoZWlnaHQsXG4gICAgICBvcHRzLnBhZ2VVcCA/IHBhZ2VTaXplKGhlaWdodCkgOiBvcHRzLmxpbmVzID8/IDAsXG4gICAgKTtcbiAgICB0aGlzLiNleGl0QXRCb3R0b20gPSBvcHRzLmV4aXRBdEJvdHRvbSA/PyBmYWxzZTtcbiAgfVxuXG4gIC8qKiBUaGUgdmlldydzIG1vZGVsIChmb3IgdGVzdHMpLiAqL1xuICBnZXQgdmlldygpOiBIaXN0b3J5VmlldyB7XG4gICAgcmV0dXJuIHRoaXMuI3ZpZXc7XG4gIH1cblxuICAvKiogVGhlIGN1cnNvciAoZm9yIHRlc3RzKS4gKi9cbiAgZ2V0IGN1cnNvcigpOiBQb3NpdGlvbiB7XG4gICAgcmV0dXJuIHsgLi4udGhpcy4jY3Vyc29yIH07XG4gIH1cblxuICAvKiogU2VuZHMgdGhlIGZpcnN0IHJlcXVlc3Q7IHRoZSB2aWV3IHNob3dzIG9uY2UgaXQgaXMgYW5zd2VyZWQuICovXG4gIHN0YXJ0KCk6IHZvaWQge1xuICAgIHRoaXMuI3B1bXAoKTtcbiAgfVxuXG4gIC8qKiBUYWtlcyBrZXlzIHR5cGVkIGluIHNjcm9sbCBtb2RlLiAqL1xuICBrZXlzKGRhdGE6IFVpbnQ4QXJyYXkpOiBTY3JvbGxSZXN1bHQge1xuICAgIGNvbnN0IGtleXMgPSB0aGlzLiNrZXlzLmZlZWQoZGF0YSk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBrZXlzLmxlbmd0aDsgaSsrKSB7XG4gICAgICBjb25zdCByID0gdGhpcy4ja2V5KGtleXNbaV0pO1xuICAgICAgaWYgKHIgPT09IFwiZGV0YWNoXCIpIHJldHVybiB7IG91dDogRU1QVFksIGRldGFjaDogdHJ1ZSB9O1xuICAgICAgaWYgKHIgPT09IFwibGVhdmVcIikge1xuICAgICAgICBjb25zdCByZXN0ID0gWy4uLmtleXMuc2xpY2UoaSArIDEpLmZsYXRNYXAoKGspID0+IFsuLi5rLmJ5dGVzXSldO1xuICAgICAgICByZXR1cm4gdGhpcy4jbGVhdmUoWy4uLnJlc3QsIC4uLnRoaXMuI2tleXMucGVuZGluZygpXSk7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuI3B1bXAoKTtcbiAgICByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoKSB9O1xuICB9XG5cbiAgI2xlYXZlKHJlc3Q6IG51bWJlcltdID0gW10pOiBTY3JvbGxSZXN1bHQge1xuICAgIHJldHVybiB7XG4gICAgICBvdXQ6IHRoaXMuI3Nob3dTZXNzaW9uKCksXG4gICAgICBsZWF2ZTogeyByZXN0OiBVaW50OEFycmF5LmZyb20ocmVzdCkgfSxcbiAgICAgIC4uLih0aGlzLiNjb3BpZWQgIT09IHVuZGVmaW5lZCA/IHsgY29weTogdGhpcy4jY29waWVkIH0gOiB7fSksXG4gICAgfTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gVGhlIG1vdXNlIChgbW91c2UudHNgIGRlY2lkZXM7IHBvaW50cyBhcmUgaW4gdGhlIHZpZXcsIGZyb20gaXRzIHRvcFxuICAvLyBsZWZ0IGNvcm5lcjogc2VlIGBvcmlnaW5gKVxuXG4gIC8qKlxuICAgKiBXaGV0aGVyIGNvcHkgbW9kZSBzaG93cyBwYW5lIGBpZGAgKGAlTmApLCBvciBtYXk6IGJlZm9yZSBpdHMgZmlyc3RcbiAgICogYW5zd2VyIGl0IGFza3MgZm9yIHRoZSBzZXNzaW9uJ3MgYWN0aXZlIHBhbmUsIHdoaWNoZXZlciB0aGF0IGlzLlxuICAgKi9cbiAgc2hvd3MoaWQ6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNwYW5lID09PSB1bmRlZmluZWQgfHwgdGhpcy4jcGFuZSA9PT0gaWQ7XG4gIH1cblxuICAvKiogV2hldGhlciB0aGUgZmlyc3QgYW5zd2VyIGNhbWUgKHRoZSBtb3VzZSdzIHBvaW50cyBtZWFuIHNvbWV0aGluZykuICovXG4gIGdldCByZWFkeSgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jdmlldy5yZWFkeTtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGVyZSB0aGUgdmlldydzIHRvcCBsZWZ0IGNvcm5lciBpcyBpbiB0aGUgd2luZG93OiB0aGUgcGFuZSdzIG93blxuICAgKiAoY29weSBtb2RlIHRha2VzIGl0cyByZWN0YW5nbGUpLCBvciB0aGUgd2luZG93J3Mgd2hlbiB0aGUgZGFlbW9uIGRpZFxuICAgKiBub3Qgc2F5IHdoZXJlIHRoZSBwYW5lIGlzOyBudWxsIHVudGlsIHRoZSBmaXJzdCBhbnN3ZXIgc2F5cy5cbiAgICovXG4gIGdldCBvcmlnaW4oKTogeyB4OiBudW1iZXI7IHk6IG51bWJlciB9IHwgbnVsbCB7XG4gICAgaWYgKCF0aGlzLiN2aWV3LnJlYWR5KSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCBhID0gdGhpcy4jYXJlYSgpO1xuICAgIHJldHVybiB7IHg6IGEueCwgeTogYS55IH07XG4gIH1cblxuICAvKiogVGhlIHdoZWVsOiBgbGluZXNgIHVwIChuZWdhdGl2ZTogZG93biksIHRoZSBjdXJzb3IgYWxvbmcuICovXG4gIHdoZWVsKGxpbmVzOiBudW1iZXIpOiBTY3JvbGxSZXN1bHQge1xuICAgIHRoaXMuI21lc3NhZ2UgPSBcIlwiO1xuICAgIGNvbnN0IHRvcCA9IHRoaXMuI3ZpZXcudG9wO1xuICAgIHRoaXMuI3ZpZXcuc2Nyb2xsQnkobGluZXMpO1xuICAgIHRoaXMuI3ZlcnRpY2FsKHRoaXMuI2N1cnNvci5saW5lICsgdGhpcy4jdmlldy50b3AgLSB0b3ApO1xuICAgIHRoaXMuI2NsYW1wQ3Vyc29yKCk7XG4gICAgaWYgKGxpbmVzIDwgMCAmJiB0aGlzLiNhdEJvdHRvbSgpKSByZXR1cm4gdGhpcy4jbGVhdmUoKTtcbiAgICB0aGlzLiNwdW1wKCk7XG4gICAgcmV0dXJuIHsgb3V0OiB0aGlzLiNkcmF3KCkgfTtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIGRyYWc6IGEgY2hhcmFjdGVyIHNlbGVjdGlvbiBmcm9tIGBmcm9tYCAod2hlcmUgaXQgc3RhcnRlZDogYHN0YXJ0YClcbiAgICogdG8gYHRvYCAodGhlIGN1cnNvcikuIEF0IHRoZSB2aWV3J3MgdG9wIG9yIGJvdHRvbSByb3cgaXQgc2Nyb2xscyBhXG4gICAqIGxpbmUsIGFzIHRtdXgncyBkb2VzLCBzbyB0aGF0IGEgZHJhZyBjYW4gc2VsZWN0IGJleW9uZCB0aGUgdmlldy5cbiAgICovXG4gIHNlbGVjdFRleHQoZnJvbTogUG9pbnQsIHRvOiBQb2ludCwgc3RhcnQgPSB0cnVlKTogU2Nyb2xsUmVzdWx0IHtcbiAgICB0aGlzLiNtZXNzYWdlID0gXCJcIjtcbiAgICBjb25zdCB2aWV3ID0gdGhpcy4jdmlldztcbiAgICBpZiAoc3RhcnQgfHwgIXRoaXMuI3NlbGVjdGlvbikge1xuICAgICAgdGhpcy4jc2VsZWN0aW9uID0ge1xuICAgICAgICBhbmNob3I6IHsgbGluZTogdmlldy50b3AgKyBmcm9tLnksIHg6IGZyb20ueCB9LFxuICAgICAgICBtb2RlOiBcImNoYXJcIixcbiAgICAgIH07XG4gICAgfVxuICAgIGNvbnN0IGJvdHRvbSA9IE1hdGgubWluKHZpZXcuaGVpZ2h0LCB2aWV3LmVuZCAtIHZpZXcudG9wKSAtIDE7XG4gICAgaWYgKCFzdGFydCAmJiB0by55IDw9IDApIHZpZXcuc2Nyb2xsQnkoMSk7XG4gICAgZWxzZSBpZiAoIXN0YXJ0ICYmIHRvLnkgPj0gYm90dG9tKSB2aWV3LnNjcm9sbEJ5KC0xKTtcbiAgICB0aGlzLiNjdXJzb3IgPSB7IGxpbmU6IHZpZXcudG9wICsgdG8ueSwgeDogdG8ueCB9O1xuICAgIHRoaXMuI2NsYW1wQ3Vyc29yKCk7XG4gICAgdGhpcy4jcHVtcCgpO1xuICAgIHJldHVybiB7IG91dDogdGhpcy4jZHJhdygpIH07XG4gIH1cblxuICAvKipcbiAgICogQSBkb3VibGUgY2xpY2s6IHRoZSB3b3JkIGF0IGBhdGAgc2VsZWN0ZWQgKHRtdXgncyBgc2VsZWN0LXdvcmRgKTsgYVxuICAgKiB0cmlwbGUgY2xpY2sgKGBsaW5lYCk6IGl0cyBsaW5lIChgc2VsZWN0LWxpbmVgKS5cbiAgICovXG4gIHNlbGVjdEF0KGF0OiBQb2ludCwgbGluZTogYm9vbGVhbik6IFNjcm9sbFJlc3VsdCB7XG4gICAgdGhpcy4jbWVzc2FnZSA9IFwiXCI7XG4gICAgY29uc3QgdmlldyA9IHRoaXMuI3ZpZXc7XG4gICAgY29uc3QgcG9zID0geyBsaW5lOiB2aWV3LnRvcCArIGF0LnksIHg6IGF0LnggfTtcbiAgICBpZiAobGluZSkge1xuICAgICAgdGhpcy4jc2VsZWN0aW9uID0geyBhbmNob3I6IHsgLi4ucG9zIH0sIG1vZGU6IFwibGluZVwiIH07XG4gICAgICB0aGlzLiNjdXJzb3IgPSBwb3M7XG4gICAgfSBlbHNlIHtcbiAgICAgIGNvbnN0IFtmcm9tLCB0b10gPSB3b3JkQXQodmlldywgdGhpcy4jYm91bmRzKCksIHBvcyk7XG4gICAgICB0aGlzLiNzZWxlY3Rpb24gPSB7IGFuY2hvcjogZnJvbSwgbW9kZTogXCJjaGFyXCIgfTtcbiAgICAgIHRoaXMuI2N1cnNvciA9IHsgLi4udG8gfTtcbiAgICB9XG4gICAgdGhpcy4jY2xhbXBDdXJzb3IoKTtcbiAgICByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoKSB9O1xuICB9XG5cbiAgLyoqIFRoZSBkcmFnIGVuZGVkOiBjb3B5IHRoZSBzZWxlY3Rpb24gYW5kIGxlYXZlIChjb3B5LXNlbGVjdGlvbi1hbmQtY2FuY2VsKS4gKi9cbiAgY29weVNlbGVjdGlvbigpOiBTY3JvbGxSZXN1bHQge1xuICAgIGNvbnN0IHZpZXcgPSB0aGlzLiN2aWV3O1xuICAgIGlmICh0aGlzLiNzZWxlY3Rpb24gJiYgdmlldy5yZWFkeSkge1xuICAgICAgdGhpcy4jY29waWVkID0gc2VsZWN0aW9uVGV4dChcbiAgICAgICAgdGhpcy4jc2VsZWN0aW9uLFxuICAgICAgICB0aGlzLiNjdXJzb3IsXG4gICAgICAgIHZpZXcsXG4gICAgICAgIHZpZXcuY29scyxcbiAgICAgICAgdGhpcy4jbW9kZUtleXMsXG4gICAgICApO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy4jbGVhdmUoKTtcbiAgfVxuXG4gIC8vIFNjcm9sbGVkIGJhY2sgdG8gdGhlIGxpdmUgc2NyZWVuIGluIGEgc3RheSB0aGF0IGxlYXZlcyB0aGVyZS5cbiAgI2F0Qm90dG9tKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNleGl0QXRCb3R0b20gJiYgdGhpcy4jdmlldy5vZmZzZXQgPT09IDA7XG4gIH1cblxuICAvKiogVGFrZXMgdGhlIGFuc3dlciB0byB0aGUgcmVxdWVzdCBpbiBmbGlnaHQuICovXG4gIGFuc3dlcihwYWdlOiBIaXN0b3J5UGFnZSk6IFVpbnQ4QXJyYXkge1xuICAgIGNvbnN0IGVwb2NoID0gdGhpcy4jaW5GbGlnaHQgPz8gdGhpcy4jdmlldy5vdXRwdXRFcG9jaDtcbiAgICB0aGlzLiNpbkZsaWdodCA9IG51bGw7XG4gICAgY29uc3QgbW92ZWQgPSB0aGlzLiN2aWV3LmFwcGx5KHBhZ2UsIGVwb2NoKTtcbiAgICBpZiAobW92ZWQgIT09IG51bGwgJiYgdGhpcy4jY3Vyc29yUGxhY2VkKSB7XG4gICAgICAvLyBBIHJlZmxvdzogdGhlIGN1cnNvciBhbmQgdGhlIHNlbGVjdGlvbiBzdGF5IG9uIHRoZWlyIHRleHQuXG4gICAgICB0aGlzLiNjdXJzb3IubGluZSA9ICh0aGlzLiNsaW5lQmVmb3JlUmVzaXplID8/IHRoaXMuI2N1cnNvci5saW5lKSArIG1vdmVkO1xuICAgICAgdGhpcy4jbGluZUJlZm9yZVJlc2l6ZSA9IG51bGw7XG4gICAgICBpZiAodGhpcy4jc2VsZWN0aW9uKSB0aGlzLiNzZWxlY3Rpb24uYW5jaG9yLmxpbmUgKz0gbW92ZWQ7XG4gICAgICB0aGlzLiNtYXRjaCA9IG51bGw7XG4gICAgfVxuICAgIHRoaXMuI3BhbmUgPz89IHBhZ2UucGFuZTtcbiAgICB0aGlzLiNhdCA9IHBhZ2UueCAhPT0gdW5kZWZpbmVkICYmIHBhZ2UueSAhPT0gdW5kZWZpbmVkXG4gICAgICA/IHsgeDogcGFnZS54LCB5OiBwYWdlLnkgfVxuICAgICAgOiBudWxsO1xuICAgIGNvbnN0IHYgPSB0aGlzLiN2aWV3O1xuICAgIHYuaGVpZ2h0ID0gdGhpcy4jYXJlYSgpLnJvd3M7XG4gICAgaWYgKCF0aGlzLiNjdXJzb3JQbGFjZWQpIHtcbiAgICAgIC8vIHRtdXggc3RhcnRzIGNvcHkgbW9kZSB3aGVyZSB0aGUgcGFuZSdzIGN1cnNvciBpcyBvbiB0aGUgc2NyZWVuLlxuICAgICAgdGhpcy4jY3Vyc29yUGxhY2VkID0gdHJ1ZTtcbiAgICAgIGlmICh0aGlzLiNwYWdlVXApIHYuc2Nyb2xsVG8ocGFnZVNpemUodi5oZWlnaHQpKTtcbiAgICAgIGNvbnN0IGF0ID0gdGhpcy4jYXQgPz8geyB4OiAwLCB5OiAwIH07XG4gICAgICBjb25zdCBzdGFydCA9IHRoaXMuI3N0YXJ0Q3Vyc29yO1xuICAgICAgdGhpcy4jY3Vyc29yID0ge1xuICAgICAgICBsaW5lOiB2LnRvcCArIE1hdGgubWF4KDAsIE1hdGgubWluKHN0YXJ0LnkgLSBhdC55LCB2LmhlaWdodCAtIDEpKSxcbiAgICAgICAgeDogTWF0aC5tYXgoMCwgc3RhcnQueCAtIGF0LngpLFxuICAgICAgfTtcbiAgICB9XG4gICAgdGhpcy4jc2V0dGxlWCgpO1xuICAgIHRoaXMuI2NsYW1wQ3Vyc29yKCk7XG4gICAgaWYgKHRoaXMuI3NlYXJjaFdoZW5SZWFkeSkge1xuICAgICAgY29uc3QgZGlyID0gdGhpcy4jc2VhcmNoV2hlblJlYWR5O1xuICAgICAgdGhpcy4jc2VhcmNoV2hlblJlYWR5ID0gbnVsbDtcbiAgICAgIHRoaXMuI3N0YXJ0U2VhcmNoKGRpciwgZmFsc2UpO1xuICAgIH1cbiAgICB0aGlzLiNjb250aW51ZVNlYXJjaCgpO1xuICAgIHRoaXMuI3B1bXAoKTtcbiAgICByZXR1cm4gdGhpcy4jZHJhdygpO1xuICB9XG5cbiAgLyoqIFRoZSByZXF1ZXN0IGluIGZsaWdodCBmYWlsZWQ6IHNjcm9sbCBtb2RlIGNhbm5vdCBnbyBvbi4gKi9cbiAgZmFpbGVkKCk6IFVpbnQ4QXJyYXkge1xuICAgIHRoaXMuI2luRmxpZ2h0ID0gbnVsbDtcbiAgICByZXR1cm4gdGhpcy4jc2hvd1Nlc3Npb24oKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUYWtlcyB0aGUgc2VhcmNoIHByb21wdCBvZmYgdGhlIHN0YXR1cyBsaW5lLCBmb3IgYSBjbGllbnQgdGhhdCBkcm9wc1xuICAgKiBzY3JvbGwgbW9kZSB3aXRob3V0IGxlYXZpbmcgaXQgKHN3aXRjaGVkIGF3YXksIHRoZSBsaW5rIGRvd24pLlxuICAgKi9cbiAgZHJvcFByb21wdCgpOiBVaW50OEFycmF5IHtcbiAgICB0aGlzLiNwcm9tcHQgPSBudWxsO1xuICAgIHJldHVybiB0aGlzLiNkcmF3UHJvbXB0KCk7XG4gIH1cblxuICAvLyBUaGUgbGl2ZSBzY3JlZW4gYWdhaW4sIHdpdGhvdXQgdGhlIHByb21wdCBpZiBpdCB3YXMgb3Blbi5cbiAgI3Nob3dTZXNzaW9uKCk6IFVpbnQ4QXJyYXkge1xuICAgIHRoaXMuI3Byb21wdCA9IG51bGw7XG4gICAgcmV0dXJuIGNvbmNhdEJ5dGVzKHRoaXMuI2RyYXdQcm9tcHQoKSwgdGhpcy4jcmVuZGVyZXIuc2hvd1Nlc3Npb24oKSk7XG4gIH1cblxuICAvKipcbiAgICogQSBmcmFtZSBhcnJpdmVkICh0aGUgcmVuZGVyZXIgaG9sZHMgaXQpOiBmZXRjaCB3aGF0IGNoYW5nZWQ7IHJldHVybnNcbiAgICogdGhlIGJ5dGVzIHRoYXQgc2hvdyB0aGUgb3RoZXIgcGFuZXMgbGl2ZSBhcm91bmQgdGhlIHZpZXcuXG4gICAqL1xuICBvdXRwdXQoKTogVWludDhBcnJheSB7XG4gICAgdGhpcy4jdmlldy5vdXRwdXRTZWVuKCk7XG4gICAgdGhpcy4jcHVtcCgpO1xuICAgIHJldHVybiB0aGlzLiN3aG9sZVNjcmVlbigpID8gRU1QVFkgOiB0aGlzLiNkcmF3KCk7XG4gIH1cblxuICAvKiogVGhlIG91dGVyIHRlcm1pbmFsIGNoYW5nZWQgc2l6ZSAoYWZ0ZXIgYFJlbmRlcmVyLnJlc2l6ZWApLiAqL1xuICByZXNpemUoKTogVWludDhBcnJheSB7XG4gICAgY29uc3QgdmlldyA9IHRoaXMuI3ZpZXc7XG4gICAgdmlldy5oZWlnaHQgPSB0aGlzLiNhcmVhKCkucm93cztcbiAgICAvLyBUaGUgdmlldyBrZWVwcyBpdHMgdG9wOyB0aGUgY3Vyc29yIGNvbWVzIGludG8gaXQsIHVudGlsIHRoZVxuICAgIC8vIHNlc3Npb24ncyBhbnN3ZXIgYXQgaXRzIG5ldyBzaXplIHB1dHMgaXQgYmFjayBvbiBpdHMgdGV4dC5cbiAgICBjb25zdCBjID0gdGhpcy4jY3Vyc29yO1xuICAgIHRoaXMuI2xpbmVCZWZvcmVSZXNpemUgPz89IGMubGluZTtcbiAgICBjLmxpbmUgPSBNYXRoLm1heCh2aWV3LnRvcCwgTWF0aC5taW4oYy5saW5lLCB2aWV3LnRvcCArIHZpZXcuaGVpZ2h0IC0gMSkpO1xuICAgIHRoaXMuI3B1bXAoKTtcbiAgICByZXR1cm4gdGhpcy4jZHJhdygpO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBLZXlzXG5cbiAgI2tleShrZXk6IEtleSk6IFwibGVhdmVcIiB8IFwiZGV0YWNoXCIgfCBudWxsIHtcbiAgICBjb25zdCB0YWJsZSA9IHRoaXMuI3RhYmxlO1xuICAgIGlmICh0aGlzLiNhZnRlclByZWZpeCkge1xuICAgICAgdGhpcy4jYWZ0ZXJQcmVmaXggPSBmYWxzZTtcbiAgICAgIHJldHVybiB0YWJsZS5sb29rdXAoXCJwcmVmaXhcIiwga2V5LmJ5dGVzKSA9PT0gXCJkZXRhY2gtY2xpZW50XCJcbiAgICAgICAgPyBcImRldGFjaFwiXG4gICAgICAgIDogbnVsbDtcbiAgICB9XG4gICAgaWYgKHRhYmxlLmlzUHJlZml4KGtleS5ieXRlcykpIHtcbiAgICAgIHRoaXMuI2FmdGVyUHJlZml4ID0gdHJ1ZTtcbiAgICAgIHJldHVybiBudWxsO1xuICAgIH1cbiAgICB0aGlzLiNtZXNzYWdlID0gXCJcIjtcbiAgICB0aGlzLiNsaW5lQmVmb3JlUmVzaXplID0gbnVsbDtcbiAgICBpZiAodGhpcy4jcHJvbXB0KSB7XG4gICAgICB0aGlzLiNwcm9tcHRLZXkoa2V5KTtcbiAgICAgIHJldHVybiBudWxsO1xuICAgIH1cbiAgICBjb25zdCBhY3Rpb24gPSBDT1BZX0FDVElPTlNbdGhpcy4jY29weUNvbW1hbmQoa2V5KSA/PyBcIlwiXTtcbiAgICBpZiAoYWN0aW9uID09PSB1bmRlZmluZWQpIHJldHVybiBudWxsO1xuICAgIC8vIEEga2V5IHRoYXQgZG9lcyBzb21ldGhpbmcgc3RvcHMgYSBzZWFyY2ggdW5kZXIgd2F5ICh0aGUgc2VhcmNoIGtleXNcbiAgICAvLyBzdGFydCBhbm90aGVyKS5cbiAgICB0aGlzLiNzY2FuID0gbnVsbDtcbiAgICByZXR1cm4gdGhpcy4jYWN0KGFjdGlvbik7XG4gIH1cblxuICAvLyBUaGUgY29weSB0YWJsZSdzIGNvbW1hbmQgZm9yIGEga2V5OiBieSBpdHMgYnl0ZXMsIGVsc2UgYnkgaXRzIG5hbWVcbiAgLy8gKHNvIHRoYXQgQy1VcCwgQ1NJIDE7NUEsIHN0aWxsIGRvZXMgd2hhdCBVcCBkb2VzKS5cbiAgI2NvcHlDb21tYW5kKGtleTogS2V5KTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCB0ID0gdGhpcy4jdGFibGU7XG4gICAgY29uc3QgYnlCeXRlcyA9IHQubG9va3VwKFwiY29weVwiLCBrZXkuYnl0ZXMpO1xuICAgIGlmIChieUJ5dGVzICE9PSB1bmRlZmluZWQgfHwga2V5Lm5hbWUgPT09IFwiVW5rbm93blwiKSByZXR1cm4gYnlCeXRlcztcbiAgICB0cnkge1xuICAgICAgY29uc3QgbmFtZSA9IGtleS5uYW1lID09PSBcIiBcIiA/IFwiU3BhY2VcIiA6IGtleS5uYW1lO1xuICAgICAgcmV0dXJuIHQubG9va3VwKFwiY29weVwiLCBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoZW5jb2RlS2V5KG5hbWUpKSk7XG4gICAgfSBjYXRjaCB7XG4gICAgICByZXR1cm4gdW5kZWZpbmVkO1xuICAgIH1cbiAgfVxuXG4gICNhY3QoYWN0aW9uOiBDb3B5QWN0aW9uKTogXCJsZWF2ZVwiIHwgbnVsbCB7XG4gICAgY29uc3QgdmlldyA9IHRoaXMuI3ZpZXcsIGggPSB2aWV3LmhlaWdodCwgYyA9IHRoaXMuI2N1cnNvcjtcbiAgICBzd2l0Y2ggKGFjdGlvbikge1xuICAgICAgY2FzZSBcImxlZnRcIjpcbiAgICAgICAgdGhpcy4jbGVmdCgpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJyaWdodFwiOlxuICAgICAgICB0aGlzLiNyaWdodCgpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJ1cFwiOlxuICAgICAgICB0aGlzLiN2ZXJ0aWNhbChjLmxpbmUgLSAxKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwiZG93blwiOlxuICAgICAgICB0aGlzLiN2ZXJ0aWNhbChjLmxpbmUgKyAxKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwid29yZC1uZXh0XCI6XG4gICAgICAgIHRoaXMuI2N1cnNvciA9IG5leHRXb3JkU3RhcnQodmlldywgdGhpcy4jYm91bmRzKCksIGMpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJ3b3JkLWJhY2tcIjpcbiAgICAgICAgdGhpcy4jY3Vyc29yID0gcHJldldvcmRTdGFydCh2aWV3LCB0aGlzLiNib3VuZHMoKSwgYyk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIndvcmQtZW5kXCI6XG4gICAgICAgIHRoaXMuI2N1cnNvciA9IHRoaXMuI21vZGVLZXlzID09PSBcImVtYWNzXCJcbiAgICAgICAgICA/IHdvcmRFbmRQYXN0KHZpZXcsIHRoaXMuI2JvdW5kcygpLCBjKVxuICAgICAgICAgIDogd29yZEVuZCh2aWV3LCB0aGlzLiNib3VuZHMoKSwgYyk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcImxpbmUtc3RhcnRcIjpcbiAgICAgICAgLy8gVGhlIHN0YXJ0IG9mIHRoZSBsaW5lIGEgc29mdCB3cmFwIHNwbGl0LCBhcyB0bXV4J3MuXG4gICAgICAgIHRoaXMuI2N1cnNvciA9IHsgbGluZTogdGhpcy4jbGluZVN0YXJ0KGMubGluZSksIHg6IDAgfTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwibGluZS1maXJzdFwiOiB7XG4gICAgICAgIGNvbnN0IGxpbmUgPSB0aGlzLiNsaW5lU3RhcnQoYy5saW5lKTtcbiAgICAgICAgdGhpcy4jY3Vyc29yID0geyBsaW5lLCB4OiBmaXJzdE5vbkJsYW5rKHRoaXMuI2NlbGxzKGxpbmUpKSB9O1xuICAgICAgICBicmVhaztcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJsaW5lLWVuZFwiOlxuICAgICAgICB0aGlzLiNsaW5lRW5kKCk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgLy8gSCBNIEwsIGc6IHRoZSBsaW5lJ3Mgc3RhcnQsIGFzIHRtdXgncy5cbiAgICAgIGNhc2UgXCJ2aWV3LXRvcFwiOlxuICAgICAgICB0aGlzLiNjdXJzb3IgPSB7IGxpbmU6IHZpZXcudG9wLCB4OiAwIH07XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcInZpZXctbWlkZGxlXCI6XG4gICAgICAgIHRoaXMuI2N1cnNvciA9IHtcbiAgICAgICAgICBsaW5lOiB2aWV3LnRvcCArXG4gICAgICAgICAgICBNYXRoLmZsb29yKChNYXRoLm1pbihoLCB2aWV3LmVuZCAtIHZpZXcudG9wKSAtIDEpIC8gMiksXG4gICAgICAgICAgeDogMCxcbiAgICAgICAgfTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwidmlldy1ib3R0b21cIjpcbiAgICAgICAgdGhpcy4jY3Vyc29yID0geyBsaW5lOiBNYXRoLm1pbih2aWV3LnRvcCArIGgsIHZpZXcuZW5kKSAtIDEsIHg6IDAgfTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwib2xkZXN0XCI6XG4gICAgICAgIHZpZXcuc2Nyb2xsVG8oTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVIpO1xuICAgICAgICB0aGlzLiNjdXJzb3IgPSB7IGxpbmU6IHZpZXcub2xkZXN0LCB4OiAwIH07XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcImJvdHRvbVwiOlxuICAgICAgICAvLyBHOiB0aGUgZW5kIG9mIHRoZSBzY3JlZW4ncyBsYXN0IGxpbmUsIGFzIHRtdXgncy5cbiAgICAgICAgdmlldy5zY3JvbGxUbygwKTtcbiAgICAgICAgdGhpcy4jY3Vyc29yID0geyBsaW5lOiB2aWV3LmVuZCAtIDEsIHg6IHRoaXMuI2xlbmd0aCh2aWV3LmVuZCAtIDEpIH07XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcImhhbGYtdXBcIjpcbiAgICAgIGNhc2UgXCJoYWxmLWRvd25cIjpcbiAgICAgIGNhc2UgXCJwYWdlLXVwXCI6XG4gICAgICBjYXNlIFwicGFnZS1kb3duXCI6XG4gICAgICBjYXNlIFwic2Nyb2xsLXVwXCI6XG4gICAgICBjYXNlIFwic2Nyb2xsLWRvd25cIjpcbiAgICAgICAgdGhpcy4jc2Nyb2xsKGFjdGlvbik7XG4gICAgICAgIGlmIChhY3Rpb24uZW5kc1dpdGgoXCJkb3duXCIpICYmIHRoaXMuI2F0Qm90dG9tKCkpIHJldHVybiBcImxlYXZlXCI7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcInNlbGVjdFwiOlxuICAgICAgY2FzZSBcInNlbGVjdC1saW5lXCI6XG4gICAgICBjYXNlIFwic2VsZWN0LXJlY3RcIjpcbiAgICAgICAgdGhpcy4jc2VsZWN0KGFjdGlvbik7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIm90aGVyLWVuZFwiOlxuICAgICAgICBpZiAodGhpcy4jc2VsZWN0aW9uKSB7XG4gICAgICAgICAgY29uc3QgYSA9IHRoaXMuI3NlbGVjdGlvbi5hbmNob3I7XG4gICAgICAgICAgdGhpcy4jc2VsZWN0aW9uLmFuY2hvciA9IHsgLi4uYyB9O1xuICAgICAgICAgIHRoaXMuI2N1cnNvciA9IHsgLi4uYSB9O1xuICAgICAgICB9XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcImNsZWFyXCI6XG4gICAgICAgIHRoaXMuI3NlbGVjdGlvbiA9IG51bGw7XG4gICAgICAgIHRoaXMuI3RvTGluZUVuZCgpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJjb3B5XCI6XG4gICAgICAgIGlmICghdGhpcy4jc2VsZWN0aW9uKSB7XG4gICAgICAgICAgdGhpcy4jbWVzc2FnZSA9IFwiTm90aGluZyBzZWxlY3RlZDogdiBvciBTcGFjZSBzdGFydHMgYSBzZWxlY3Rpb25cIjtcbiAgICAgICAgICBicmVhaztcbiAgICAgICAgfVxuICAgICAgICB0aGlzLiNjb3BpZWQgPSBzZWxlY3Rpb25UZXh0KFxuICAgICAgICAgIHRoaXMuI3NlbGVjdGlvbixcbiAgICAgICAgICBjLFxuICAgICAgICAgIHZpZXcsXG4gICAgICAgICAgdmlldy5jb2xzLFxuICAgICAgICAgIHRoaXMuI21vZGVLZXlzLFxuICAgICAgICApO1xuICAgICAgICByZXR1cm4gXCJsZWF2ZVwiO1xuICAgICAgY2FzZSBcInNlYXJjaC11cFwiOlxuICAgICAgY2FzZSBcInNlYXJjaC1kb3duXCI6IHtcbiAgICAgICAgY29uc3QgZGlyID0gYWN0aW9uID09PSBcInNlYXJjaC11cFwiID8gXCJ1cFwiIDogXCJkb3duXCI7XG4gICAgICAgIHRoaXMuI3Byb21wdCA9IHtcbiAgICAgICAgICBkaXIsXG4gICAgICAgICAgZWRpdDogbmV3IENvbW1hbmRQcm9tcHQoUFJPTVBUU1tkaXJdLCBcIlwiLCB0aGlzLiNzZWFyY2hlcyksXG4gICAgICAgIH07XG4gICAgICAgIGJyZWFrO1xuICAgICAgfVxuICAgICAgY2FzZSBcImFnYWluXCI6XG4gICAgICBjYXNlIFwicmV2ZXJzZVwiOlxuICAgICAgICB0aGlzLiNhZ2FpbihhY3Rpb24gPT09IFwicmV2ZXJzZVwiKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwibGVhdmVcIjpcbiAgICAgICAgcmV0dXJuIFwibGVhdmVcIjtcbiAgICB9XG4gICAgdGhpcy4jY2xhbXBDdXJzb3IoKTtcbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuXG4gIC8vIEMtdSBDLWQgQy1iIEMtZiAuLi46IHRoZSB2aWV3IG1vdmVzLCBhbmQgdGhlIGN1cnNvciB3aXRoIGl0ICh0bXV4KS5cbiAgI3Njcm9sbChhY3Rpb246IENvcHlBY3Rpb24pOiB2b2lkIHtcbiAgICBjb25zdCB2aWV3ID0gdGhpcy4jdmlldywgaCA9IHZpZXcuaGVpZ2h0O1xuICAgIGNvbnN0IGxpbmVzID0gYWN0aW9uID09PSBcImhhbGYtdXBcIlxuICAgICAgPyBoYWxmUGFnZShoKVxuICAgICAgOiBhY3Rpb24gPT09IFwiaGFsZi1kb3duXCJcbiAgICAgID8gLWhhbGZQYWdlKGgpXG4gICAgICA6IGFjdGlvbiA9PT0gXCJwYWdlLXVwXCJcbiAgICAgID8gcGFnZVNpemUoaClcbiAgICAgIDogYWN0aW9uID09PSBcInBhZ2UtZG93blwiXG4gICAgICA/IC1wYWdlU2l6ZShoKVxuICAgICAgOiBhY3Rpb24gPT09IFwic2Nyb2xsLXVwXCJcbiAgICAgID8gMVxuICAgICAgOiAtMTtcbiAgICBjb25zdCB0b3AgPSB2aWV3LnRvcDtcbiAgICB2aWV3LnNjcm9sbEJ5KGxpbmVzKTtcbiAgICBjb25zdCBtb3ZlZCA9IHZpZXcudG9wIC0gdG9wO1xuICAgIC8vIEF0IHRoZSBlbmRzIHRoZSB2aWV3IHN0b3BzOyB0aGUgY3Vyc29yIHN0aWxsIGdvZXMgdGhlIHdob2xlIHdheS5cbiAgICB0aGlzLiN2ZXJ0aWNhbChcbiAgICAgIHRoaXMuI2N1cnNvci5saW5lICtcbiAgICAgICAgKG1vdmVkICE9PSAwIHx8IGFjdGlvbi5zdGFydHNXaXRoKFwic2Nyb2xsXCIpID8gbW92ZWQgOiAtbGluZXMpLFxuICAgICk7XG4gIH1cblxuICAvLyB2LCBWLCBDLXYsIEMtU3BhY2U6IHN0YXJ0IGEgc2VsZWN0aW9uIGhlcmUsIG9yIGNoYW5nZSBvciBlbmQgaXRzIGtpbmQuXG4gICNzZWxlY3QoYWN0aW9uOiBDb3B5QWN0aW9uKTogdm9pZCB7XG4gICAgY29uc3QgbW9kZSA9IGFjdGlvbiA9PT0gXCJzZWxlY3QtbGluZVwiXG4gICAgICA/IFwibGluZVwiXG4gICAgICA6IGFjdGlvbiA9PT0gXCJzZWxlY3QtcmVjdFwiXG4gICAgICA/IFwicmVjdFwiXG4gICAgICA6IFwiY2hhclwiO1xuICAgIGNvbnN0IHNlbCA9IHRoaXMuI3NlbGVjdGlvbjtcbiAgICBpZiAoIXNlbCkge1xuICAgICAgdGhpcy4jc2VsZWN0aW9uID0geyBhbmNob3I6IHsgLi4udGhpcy4jY3Vyc29yIH0sIG1vZGUgfTtcbiAgICB9IGVsc2UgaWYgKGFjdGlvbiA9PT0gXCJzZWxlY3QtcmVjdFwiKSB7XG4gICAgICBzZWwubW9kZSA9IHNlbC5tb2RlID09PSBcInJlY3RcIiA/IFwiY2hhclwiIDogXCJyZWN0XCI7XG4gICAgfSBlbHNlIGlmIChzZWwubW9kZSA9PT0gbW9kZSkge1xuICAgICAgdGhpcy4jc2VsZWN0aW9uID0gbnVsbDtcbiAgICB9IGVsc2Uge1xuICAgICAgc2VsLm1vZGUgPSBtb2RlO1xuICAgIH1cbiAgICAvLyBWOiB0aGUgY3Vyc29yIGdvZXMgdG8gdGhlIGxpbmUncyBlbmQsIGFzIHRtdXgncyBzZWxlY3QtbGluZSBwdXRzIGl0O1xuICAgIC8vIEMtdiBicmluZ3MgaXQgYmFjayBmcm9tIHBhc3QgdGhlIGVuZCwgYXMgdG11eCdzIHJlY3RhbmdsZS10b2dnbGUuXG4gICAgaWYgKHRoaXMuI3NlbGVjdGlvbj8ubW9kZSA9PT0gXCJsaW5lXCIpIHRoaXMuI2xpbmVTaWRlKCk7XG4gICAgZWxzZSBpZiAoYWN0aW9uID09PSBcInNlbGVjdC1yZWN0XCIpIHRoaXMuI3RvTGluZUVuZCgpO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBUaGUgY3Vyc29yIGFsb25nIGFuZCBhY3Jvc3MgbGluZXMsIGFzIHRtdXgncyBjb3B5IG1vZGUgbW92ZXMgaXRcblxuICAvLyBXaGV0aGVyIGxpbmUgbidzIGNlbGxzIGFyZSBoZXJlIChmZXRjaGVkKS5cbiAgI2ZldGNoZWQobjogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI3ZpZXcucm93KG4pICE9PSB1bmRlZmluZWQ7XG4gIH1cblxuICAvLyBMaW5lIG4ncyBsZW5ndGg6IHdoZXJlIHRoZSBjdXJzb3Igc3RvcHMgYXQgaXRzIGVuZC5cbiAgI2xlbmd0aChuOiBudW1iZXIpOiBudW1iZXIge1xuICAgIHJldHVybiBsaW5lTGVuZ3RoKHRoaXMuI2NlbGxzKG4pKTtcbiAgfVxuXG4gIC8vIEEgcmVjdGFuZ2xlIGlzIGJlaW5nIHNlbGVjdGVkOiB0aGUgY3Vyc29yIGdvZXMgYW55d2hlcmUgb24gYSBsaW5lLlxuICAjcmVjdCgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jc2VsZWN0aW9uPy5tb2RlID09PSBcInJlY3RcIjtcbiAgfVxuXG4gIC8vIFVwIG9yIGRvd24gdG8gbGluZSBgdG9gICh0bXV4J3Mgd2luZG93X2NvcHlfY3Vyc29yX3VwL2Rvd24pOiB0aGVcbiAgLy8gY29sdW1uIGl0IGhhZCB3aGVuIGl0IGxlZnQgYSBsaW5lIGl0IHdhcyBub3QgYXQgdGhlIGVuZCBvZiwgYnV0IHRoZVxuICAvLyBlbmQgb2YgdGhpcyBsaW5lIHdoZW4gdGhhdCBpcyBzaG9ydGVyLCBvciB3aGVuIGl0IGxlZnQgZnJvbSB0aGUgZW5kLlxuICAjdmVydGljYWwodG86IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHZpZXcgPSB0aGlzLiN2aWV3LCBjID0gdGhpcy4jY3Vyc29yO1xuICAgIGNvbnN0IGxpbmUgPSBNYXRoLm1heCh2aWV3Lm9sZGVzdCwgTWF0aC5taW4odG8sIHZpZXcuZW5kIC0gMSkpO1xuICAgIGlmICghdGhpcy4jcmVjdCgpKSB7XG4gICAgICBjb25zdCBsZW5ndGggPSB0aGlzLiNsZW5ndGgoYy5saW5lKTtcbiAgICAgIGlmIChjLnggIT09IGxlbmd0aCAmJiB0aGlzLiNmZXRjaGVkKGMubGluZSkpIHtcbiAgICAgICAgdGhpcy4jbGFzdFggPSBjLng7XG4gICAgICAgIHRoaXMuI2xhc3RMZW5ndGggPSBsZW5ndGg7XG4gICAgICB9XG4gICAgICBjLnggPSB0aGlzLiNsYXN0WDtcbiAgICAgIHRoaXMuI3NldHRsZSA9IHRydWU7XG4gICAgfVxuICAgIGMubGluZSA9IGxpbmU7XG4gICAgdGhpcy4jc2V0dGxlWCgpO1xuICB9XG5cbiAgLy8gVGhlIGNvbHVtbiB1cCBhbmQgZG93biBsZWZ0IHRvIHNldHRsZSwgb25jZSB0aGUgbGluZSBpcyBoZXJlLlxuICAjc2V0dGxlWCgpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdGhpcy4jY3Vyc29yO1xuICAgIGlmICghdGhpcy4jdmlldy5yZWFkeSB8fCAhdGhpcy4jZmV0Y2hlZChjLmxpbmUpKSByZXR1cm47XG4gICAgaWYgKHRoaXMuI3NldHRsZSAmJiAhdGhpcy4jcmVjdCgpKSB7XG4gICAgICBjb25zdCBsZW5ndGggPSB0aGlzLiNsZW5ndGgoYy5saW5lKTtcbiAgICAgIGlmICgoYy54ID49IHRoaXMuI2xhc3RMZW5ndGggJiYgYy54ICE9PSBsZW5ndGgpIHx8IGMueCA+IGxlbmd0aCkge1xuICAgICAgICBjLnggPSBsZW5ndGg7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuI3NldHRsZSA9IGZhbHNlO1xuICAgIGlmICh0aGlzLiNzZWxlY3Rpb24/Lm1vZGUgPT09IFwibGluZVwiKSB0aGlzLiNsaW5lU2lkZSgpO1xuICB9XG5cbiAgLy8gSW4gYSBsaW5lIHNlbGVjdGlvbiB0aGUgY3Vyc29yIGlzIGF0IHRoZSBlbmQgb2YgaXRzIGxpbmUsIG9yIGF0IHRoZVxuICAvLyBzdGFydCBhYm92ZSB0aGUgbGluZSBpdCBiZWdhbiBvbiAodG11eCdzIHNlbGVjdC1saW5lKS5cbiAgI2xpbmVTaWRlKCk6IHZvaWQge1xuICAgIGNvbnN0IGMgPSB0aGlzLiNjdXJzb3IsIHNlbCA9IHRoaXMuI3NlbGVjdGlvbiE7XG4gICAgYy54ID0gYy5saW5lIDwgc2VsLmFuY2hvci5saW5lID8gMCA6IHRoaXMuI2xlbmd0aChjLmxpbmUpO1xuICB9XG5cbiAgLy8gTm90IHBhc3QgdGhlIGxpbmUncyBlbmQgKGFzIHRtdXgncyBjbGVhci1zZWxlY3Rpb24gYW5kXG4gIC8vIHJlY3RhbmdsZS10b2dnbGUgYnJpbmcgaXQgYmFjaykuXG4gICN0b0xpbmVFbmQoKTogdm9pZCB7XG4gICAgY29uc3QgYyA9IHRoaXMuI2N1cnNvcjtcbiAgICBpZiAoIXRoaXMuI2ZldGNoZWQoYy5saW5lKSkgcmV0dXJuO1xuICAgIGMueCA9IE1hdGgubWluKGMueCwgdGhpcy4jbGVuZ3RoKGMubGluZSkpO1xuICB9XG5cbiAgLy8gVGhlIGZpcnN0IGxpbmUgb2YgdGhlIG9uZSBhIHNvZnQgd3JhcCBzcGxpdCwgdGhhdCBgbGluZWAgaXMgcGFydCBvZi5cbiAgI2xpbmVTdGFydChsaW5lOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IHZpZXcgPSB0aGlzLiN2aWV3O1xuICAgIHdoaWxlIChsaW5lID4gdmlldy5vbGRlc3QgJiYgdmlldy53cmFwcGVkKGxpbmUgLSAxKSkgbGluZS0tO1xuICAgIHJldHVybiBsaW5lO1xuICB9XG5cbiAgLy8gJDogdGhlIGVuZCBvZiB0aGUgbGluZSwgaXRzIGxhc3QgcGFydCB3aGVuIGEgc29mdCB3cmFwIHNwbGl0IGl0OyB3aXRoXG4gIC8vIGEgcmVjdGFuZ2xlIHRoZSB2aWV3J3MgcmlnaHQgZWRnZSwgYXMgdG11eCdzLiBVcCBhbmQgZG93biBmcm9tIHRoZXJlXG4gIC8vIHN0YXkgYXQgdGhlIGVuZHMgb2YgbGluZXMsIGFzIGFmdGVyIHZpJ3MgYCRgICh0bXV4IDMuM2EgZ29lcyBiYWNrIHRvIGFcbiAgLy8gY29sdW1uIGFuIGVhcmxpZXIgdXAgb3IgZG93biBsZWZ0LCBpZiB0aGVyZSB3YXMgb25lKS5cbiAgI2xpbmVFbmQoKTogdm9pZCB7XG4gICAgY29uc3QgdmlldyA9IHRoaXMuI3ZpZXc7XG4gICAgbGV0IGxpbmUgPSB0aGlzLiNjdXJzb3IubGluZTtcbiAgICB3aGlsZSAobGluZSA8IHZpZXcuZW5kIC0gMSAmJiB2aWV3LndyYXBwZWQobGluZSkpIGxpbmUrKztcbiAgICB0aGlzLiNjdXJzb3IgPSB7XG4gICAgICBsaW5lLFxuICAgICAgeDogdGhpcy4jcmVjdCgpID8gdmlldy5jb2xzIDogdGhpcy4jbGVuZ3RoKGxpbmUpLFxuICAgIH07XG4gICAgdGhpcy4jbGFzdFggPSBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUjtcbiAgfVxuXG4gIC8vIGg6IGEgY2VsbCBsZWZ0OyBmcm9tIGEgbGluZSdzIHN0YXJ0IHRvIHRoZSBlbmQgb2YgdGhlIGxpbmUgYWJvdmUuXG4gICNsZWZ0KCk6IHZvaWQge1xuICAgIGNvbnN0IGMgPSB0aGlzLiNjdXJzb3IsIGNlbGxzID0gdGhpcy4jY2VsbHMoYy5saW5lKTtcbiAgICBsZXQgeCA9IE1hdGgubWluKGMueCwgY2VsbHMubGVuZ3RoKTtcbiAgICB3aGlsZSAoeCA+IDAgJiYgY2VsbHNbeF0gPT09IFwiXCIpIHgtLTtcbiAgICBpZiAoeCA+IDApIHtcbiAgICAgIHgtLTtcbiAgICAgIHdoaWxlICh4ID4gMCAmJiBjZWxsc1t4XSA9PT0gXCJcIikgeC0tO1xuICAgICAgYy54ID0geDtcbiAgICB9IGVsc2UgaWYgKGMubGluZSA+IHRoaXMuI3ZpZXcub2xkZXN0KSB7XG4gICAgICBjLmxpbmUtLTtcbiAgICAgIGMueCA9IHRoaXMuI2xlbmd0aChjLmxpbmUpO1xuICAgIH0gZWxzZSBjLnggPSAwO1xuICB9XG5cbiAgLy8gbDogYSBjZWxsIHJpZ2h0OyBmcm9tIGEgbGluZSdzIGVuZCB0byB0aGUgc3RhcnQgb2YgdGhlIGxpbmUgYmVsb3cuXG4gICNyaWdodCgpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdGhpcy4jY3Vyc29yLCBjZWxscyA9IHRoaXMuI2NlbGxzKGMubGluZSk7XG4gICAgY29uc3QgZW5kID0gdGhpcy4jcmVjdCgpID8gdGhpcy4jdmlldy5jb2xzIDogdGhpcy4jbGVuZ3RoKGMubGluZSk7XG4gICAgaWYgKGMueCA+PSBlbmQpIHtcbiAgICAgIGlmIChjLmxpbmUgPCB0aGlzLiN2aWV3LmVuZCAtIDEpIHtcbiAgICAgICAgdGhpcy4jY3Vyc29yID0geyBsaW5lOiBjLmxpbmUgKyAxLCB4OiAwIH07XG4gICAgICB9XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGxldCB4ID0gYy54ICsgMTtcbiAgICB3aGlsZSAoeCA8IGVuZCAmJiBjZWxsc1t4XSA9PT0gXCJcIikgeCsrO1xuICAgIGMueCA9IHg7XG4gIH1cblxuICAjYm91bmRzKCk6IE1vdGlvbkJvdW5kcyB7XG4gICAgY29uc3QgdiA9IHRoaXMuI3ZpZXc7XG4gICAgcmV0dXJuIHsgZmlyc3Q6IHYub2xkZXN0LCBlbmQ6IHYuZW5kLCBjb2xzOiB2LmNvbHMgfTtcbiAgfVxuXG4gICNjZWxscyhsaW5lOiBudW1iZXIpOiBzdHJpbmdbXSB7XG4gICAgcmV0dXJuIHJvd0NlbGxzKHRoaXMuI3ZpZXcucm93KGxpbmUpLCB0aGlzLiN2aWV3LmNvbHMpO1xuICB9XG5cbiAgLy8gS2VlcHMgdGhlIGN1cnNvciBvbiBhIGxpbmUgdGhhdCBleGlzdHMsIG5vdCBvbiB0aGUgc2Vjb25kIGhhbGYgb2YgYVxuICAvLyB3aWRlIGNoYXJhY3RlciwgYW5kIGluIHZpZXcuIEl0IG1heSBiZSBwYXN0IHRoZSBsaW5lJ3MgZW5kOiBhcyBmYXJcbiAgLy8gYXMgaXRzIHJpZ2h0IGVkZ2UgKGEgcmVjdGFuZ2xlJ3MgYCRgLCBvciBhIGxpbmUgYXMgd2lkZSBhcyB0aGUgdmlldykuXG4gICNjbGFtcEN1cnNvcigpOiB2b2lkIHtcbiAgICBjb25zdCB2aWV3ID0gdGhpcy4jdmlldywgYyA9IHRoaXMuI2N1cnNvcjtcbiAgICBpZiAoIXZpZXcucmVhZHkpIHJldHVybjtcbiAgICBjLmxpbmUgPSBNYXRoLm1heCh2aWV3Lm9sZGVzdCwgTWF0aC5taW4oYy5saW5lLCB2aWV3LmVuZCAtIDEpKTtcbiAgICBjLnggPSBNYXRoLm1heCgwLCBNYXRoLm1pbihjLngsIHZpZXcuY29scykpO1xuICAgIGNvbnN0IGNlbGxzID0gdGhpcy4jY2VsbHMoYy5saW5lKTtcbiAgICB3aGlsZSAoYy54ID4gMCAmJiBjZWxsc1tjLnhdID09PSBcIlwiKSBjLngtLTtcbiAgICB2aWV3LmZvbGxvdyhjLmxpbmUpO1xuICB9XG5cbiAgLy8gQSBrZXkgd2hpbGUgdGhlIHNlYXJjaCBwcm9tcHQgaXMgb3BlbjogaXQgZWRpdHMgYXMgdGhlIGNvbW1hbmRcbiAgLy8gcHJvbXB0IGRvZXMgKGBwcm9tcHQudHNgLCB0bXV4J3MgcHJvbXB0IGtleXMpOyBFbnRlciBzZWFyY2hlcywgZm9yXG4gIC8vIHRoZSBsYXN0IHF1ZXJ5IGFnYWluIHdoZW4gbm9uZSBpcyB0eXBlZC5cbiAgI3Byb21wdEtleShrZXk6IEtleSk6IHZvaWQge1xuICAgIGNvbnN0IHByb21wdCA9IHRoaXMuI3Byb21wdCE7XG4gICAgaWYgKGtleS5uYW1lID09PSBcIlBhc3RlXCIpIHtcbiAgICAgIC8vIEEgcGFzdGVkIGxpbmUgYnJlYWsgb3IgdGFiIGlzIGEgc3BhY2UgaW4gYSBvbmUtbGluZSBxdWVyeS5cbiAgICAgIC8vIGRlbm8tbGludC1pZ25vcmUgbm8tY29udHJvbC1yZWdleFxuICAgICAgY29uc3QgdGV4dCA9IChrZXkudGV4dCA/PyBcIlwiKS5yZXBsYWNlKC9bXFx4MDAtXFx4MWZcXHg3Zl0vZywgXCIgXCIpO1xuICAgICAga2V5ID0geyAuLi5rZXksIHRleHQgfTtcbiAgICB9XG4gICAgY29uc3Qgc3RlcCA9IHByb21wdC5lZGl0LmtleShrZXkpO1xuICAgIGlmIChzdGVwLmtpbmQgPT09IFwib3BlblwiKSByZXR1cm47XG4gICAgdGhpcy4jcHJvbXB0ID0gbnVsbDtcbiAgICBpZiAoc3RlcC5raW5kID09PSBcImNhbmNlbFwiKSByZXR1cm47XG4gICAgY29uc3QgcXVlcnkgPSBzdGVwLnRleHQgfHwgdGhpcy4jbGFzdFNlYXJjaD8ucXVlcnkgfHwgXCJcIjtcbiAgICBpZiAocXVlcnkgPT09IFwiXCIpIHJldHVybjtcbiAgICByZW1lbWJlcih0aGlzLiNzZWFyY2hlcywgcXVlcnkpO1xuICAgIHRoaXMuI2xhc3RTZWFyY2ggPSB7IHF1ZXJ5LCBkaXI6IHByb21wdC5kaXIgfTtcbiAgICB0aGlzLiNtYXRjaCA9IG51bGw7XG4gICAgdGhpcy4jc3RhcnRTZWFyY2gocHJvbXB0LmRpciwgZmFsc2UpO1xuICB9XG5cbiAgLy8gbiAvIE46IHRoZSBsYXN0IHNlYXJjaCBhZ2FpbiwgZnJvbSB0aGUgbWF0Y2gsIHRoZSBzYW1lIHdheSBvciBiYWNrLlxuICAjYWdhaW4ocmV2ZXJzZTogYm9vbGVhbik6IHZvaWQge1xuICAgIGNvbnN0IGxhc3QgPSB0aGlzLiNsYXN0U2VhcmNoO1xuICAgIGlmICghbGFzdCkge1xuICAgICAgdGhpcy4jbWVzc2FnZSA9IFwiTm8gc2VhcmNoIHRvIHJlcGVhdDogdHlwZSAvIG9yID8gZmlyc3RcIjtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgZGlyID0gcmV2ZXJzZSA/IChsYXN0LmRpciA9PT0gXCJ1cFwiID8gXCJkb3duXCIgOiBcInVwXCIpIDogbGFzdC5kaXI7XG4gICAgdGhpcy4jc3RhcnRTZWFyY2goZGlyLCB0cnVlKTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gU2VhcmNoXG5cbiAgLy8gU3RhcnRzIGEgc2VhcmNoIGZvciB0aGUgbGFzdCBxdWVyeTogZnJvbSB0aGUgbWF0Y2ggd2hlbiBgZnJvbU1hdGNoYFxuICAvLyBhbmQgdGhlcmUgaXMgb25lLCBlbHNlIGZyb20gdGhlIHZpZXcncyBib3R0b20gKHVwKSBvciB0b3AgKGRvd24pLlxuICAjc3RhcnRTZWFyY2goZGlyOiBTZWFyY2hEaXJlY3Rpb24sIGZyb21NYXRjaDogYm9vbGVhbik6IHZvaWQge1xuICAgIGNvbnN0IHZpZXcgPSB0aGlzLiN2aWV3LCBxdWVyeSA9IHRoaXMuI2xhc3RTZWFyY2g/LnF1ZXJ5ID8/IFwiXCI7XG4gICAgaWYgKCF2aWV3LnJlYWR5KSB7XG4gICAgICB0aGlzLiNzZWFyY2hXaGVuUmVhZHkgPSBkaXI7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIC8vIEZyb20gdGhlIGxhc3QgbWF0Y2ggKG4sIE4pLCBlbHNlIGZyb20gdGhlIGN1cnNvciwgYXMgdG11eCBhbmQgdmk6XG4gICAgLy8gdGhlIG5lYXJlc3QgbWF0Y2ggcGFzdCBpdC4gQSBjdXJzb3Igb3V0IG9mIHRoZSB2aWV3IChpdCBzY3JvbGxlZFxuICAgIC8vIHdpdGggQy1lIGFuZCBDLXkpIGxlYXZlcyB0aGUgdmlldydzIGVkZ2UgdG8gc3RhcnQgZnJvbS5cbiAgICBjb25zdCBtID0gZnJvbU1hdGNoID8gdGhpcy4jbWF0Y2ggOiBudWxsO1xuICAgIGNvbnN0IGMgPSB0aGlzLiNjdXJzb3I7XG4gICAgY29uc3QgaW5WaWV3ID0gYy5saW5lID49IHZpZXcudG9wICYmIGMubGluZSA8IHZpZXcudG9wICsgdmlldy5oZWlnaHQ7XG4gICAgY29uc3QgYXQgPSBtID8/IChpblZpZXcgPyBjIDogbnVsbCk7XG4gICAgY29uc3QgbGluZSA9IGF0XG4gICAgICA/IGF0LmxpbmVcbiAgICAgIDogZGlyID09PSBcInVwXCJcbiAgICAgID8gTWF0aC5taW4odmlldy50b3AgKyB2aWV3LmhlaWdodCAtIDEsIHZpZXcuZW5kIC0gMSlcbiAgICAgIDogdmlldy50b3A7XG4gICAgdGhpcy4jc2NhbiA9IG5ldyBTZWFyY2hTY2FuKHF1ZXJ5LCBkaXIsIHZpZXcsIGxpbmUsIGF0ID8gYXQueCA6IG51bGwpO1xuICAgIHRoaXMuI2NvbnRpbnVlU2VhcmNoKCk7XG4gIH1cblxuICAvLyBSdW5zIHRoZSBzY2FuIHVudGlsIGl0IG1hdGNoZXMsIGVuZHMsIG9yIG5lZWRzIHJvd3MuXG4gICNjb250aW51ZVNlYXJjaCgpOiB2b2lkIHtcbiAgICBjb25zdCBzY2FuID0gdGhpcy4jc2NhbjtcbiAgICBpZiAoIXNjYW4gfHwgdGhpcy4jaW5GbGlnaHQgIT09IG51bGwpIHJldHVybjtcbiAgICBjb25zdCByID0gc2Nhbi5zdGVwKHRoaXMuI3ZpZXcpO1xuICAgIGlmIChyID09PSBcImZldGNoXCIpIHtcbiAgICAgIGNvbnN0IFtmcm9tLCBjb3VudF0gPSBzY2FuLmZldGNoUmFuZ2UodGhpcy4jdmlldywgTUFYX0hJU1RPUllfUk9XUyk7XG4gICAgICB0aGlzLiNzZW5kKHRoaXMuI3ZpZXcucmFuZ2VSZXF1ZXN0KGZyb20sIGNvdW50KSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI3NjYW4gPSBudWxsO1xuICAgIGlmIChyID09PSBcIm5vbmVcIikge1xuICAgICAgdGhpcy4jbWVzc2FnZSA9IGBObyBtYXRjaCBmb3IgXCIke3NjYW4ucXVlcnl9XCJgO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNtYXRjaCA9IHI7XG4gICAgdGhpcy4jdmlldy5yZXZlYWwoci5saW5lKTtcbiAgICB0aGlzLiNjdXJzb3IgPSB7IGxpbmU6IHIubGluZSwgeDogci54IH07XG4gIH1cblxuICAvLyAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG4gIC8vIFJlcXVlc3RzXG5cbiAgLy8gU2VuZHMgdGhlIG5leHQgcmVxdWVzdCB0aGUgdmlldyBuZWVkcywgdW5sZXNzIG9uZSBpcyBpbiBmbGlnaHQuXG4gICNwdW1wKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNpbkZsaWdodCAhPT0gbnVsbCB8fCB0aGlzLiNzY2FuKSByZXR1cm47XG4gICAgY29uc3QgcmVxID0gdGhpcy4jdmlldy5uZXh0UmVxdWVzdCgpO1xuICAgIGlmIChyZXEpIHRoaXMuI3NlbmQocmVxKTtcbiAgfVxuXG4gICNzZW5kKHJlcTogSGlzdG9yeVJlcXVlc3QpOiB2b2lkIHtcbiAgICB0aGlzLiNpbkZsaWdodCA9IHRoaXMuI3ZpZXcub3V0cHV0RXBvY2g7XG4gICAgdGhpcy4jaG9zdC5yZXF1ZXN0KFxuICAgICAgdGhpcy4jcGFuZSA9PT0gdW5kZWZpbmVkID8gcmVxIDogeyAuLi5yZXEsIHBhbmU6IHRoaXMuI3BhbmUgfSxcbiAgICApO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBEcmF3aW5nXG5cbiAgLy8gQnl0ZXMgdGhhdCBzaG93IHRoZSB2aWV3IGFzIGl0IGlzIG5vdyAobm9uZSBiZWZvcmUgdGhlIGZpcnN0IGFuc3dlcjpcbiAgLy8gdGhlIGxpdmUgc2NyZWVuIHN0YXlzIHVudGlsIHRoZXJlIGlzIHNvbWV0aGluZyB0byBzaG93KTogdGhlIHBhbmUnc1xuICAvLyByb3dzIG92ZXIgaXRzIHJlY3RhbmdsZSwgdGhlIGxpdmUgc2NyZWVuIGFyb3VuZCBpdC5cbiAgI2RyYXcoKTogVWludDhBcnJheSB7XG4gICAgY29uc3QgdmlldyA9IHRoaXMuI3ZpZXc7XG4gICAgaWYgKCF2aWV3LnJlYWR5KSByZXR1cm4gRU1QVFk7XG4gICAgY29uc3QgciA9IHRoaXMuI3JlbmRlcmVyLCB7IGNvbHMsIHJvd3MgfSA9IHIuc2l6ZTtcbiAgICBjb25zdCBhcmVhID0gdGhpcy4jYXJlYSgpO1xuICAgIGNvbnN0IHBhcnQ6IEdyaWRSb3dbXSA9IFtdO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgYXJlYS5yb3dzOyBpKyspIHtcbiAgICAgIGNvbnN0IHJvdyA9IG5ldyBHcmlkUm93KGFyZWEuY29scyk7XG4gICAgICByLmNyb3BSb3codGhpcy4jc2Vzc2lvblJvdyh2aWV3LnRvcCArIGkpLCByb3cpO1xuICAgICAgcGFydC5wdXNoKHJvdyk7XG4gICAgfVxuICAgIGNvbnN0IHRvcCA9IHBhcnRbMF0sIGJvdHRvbSA9IHBhcnRbYXJlYS5yb3dzIC0gMV07XG4gICAgcHV0VGV4dCh0b3AsIGFyZWEuY29scywgYFske3ZpZXcub2Zmc2V0fS8ke3ZpZXcudG90YWx9XWAsIElOVkVSU0UsIFwicmlnaHRcIik7XG4gICAgaWYgKHRoaXMuI21lc3NhZ2UpIHtcbiAgICAgIGJvdHRvbS5maWxsKDAsIGFyZWEuY29scywgXCIgXCIsIERFRkFVTFRfQVRUUlMpO1xuICAgICAgcHV0VGV4dChib3R0b20sIGFyZWEuY29scywgdGhpcy4jbWVzc2FnZSwgSU5WRVJTRSwgXCJsZWZ0XCIpO1xuICAgIH1cbiAgICAvLyBQYXN0IHRoZSBlbmQgb2YgYSBsaW5lIGFzIHdpZGUgYXMgdGhlIHZpZXc6IHRtdXgncyBgJGAgaW4gdGhlIGxhc3RcbiAgICAvLyBjb2x1bW4sIHRoZSBjdXJzb3Igb24gaXQuXG4gICAgY29uc3QgYyA9IHRoaXMuI2N1cnNvciwgeSA9IGMubGluZSAtIHZpZXcudG9wO1xuICAgIGNvbnN0IHBhc3RFbmQgPSBjLnggPj0gdmlldy5jb2xzICYmIHkgPj0gMCAmJiB5IDwgYXJlYS5yb3dzICYmXG4gICAgICBhcmVhLmNvbHMgPT09IHZpZXcuY29scztcbiAgICBpZiAocGFzdEVuZCkgcHV0VGV4dChwYXJ0W3ldLCBhcmVhLmNvbHMsIFBBU1RfRU5ELCBERUZBVUxUX0FUVFJTLCBcInJpZ2h0XCIpO1xuICAgIGNvbnN0IG91dDogR3JpZFJvd1tdID0gW107XG4gICAgZm9yIChsZXQgeSA9IDA7IHkgPCByb3dzOyB5KyspIHtcbiAgICAgIGNvbnN0IHJvdyA9IG5ldyBHcmlkUm93KGNvbHMpO1xuICAgICAgY29uc3QgaSA9IHkgLSBhcmVhLnk7XG4gICAgICBpZiAoaSA+PSAwICYmIGkgPCBhcmVhLnJvd3MgJiYgYXJlYS5jb2xzID09PSBjb2xzKSB7XG4gICAgICAgIHJvdy5jb3B5RnJvbShwYXJ0W2ldKTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIHIuY3JvcFJvdyhyLnNlc3Npb25Sb3coeSksIHJvdyk7XG4gICAgICAgIGlmIChpID49IDAgJiYgaSA8IGFyZWEucm93cykge1xuICAgICAgICAgIGZvciAobGV0IHggPSAwOyB4IDwgYXJlYS5jb2xzOyB4KyspIHtcbiAgICAgICAgICAgIHJvdy5jb3B5Q2VsbChhcmVhLnggKyB4LCBwYXJ0W2ldLCB4KTtcbiAgICAgICAgICB9XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIG91dC5wdXNoKHJvdyk7XG4gICAgfVxuICAgIGNvbnN0IHggPSBwYXN0RW5kID8gYXJlYS5jb2xzIC0gMSA6IGMueDtcbiAgICBjb25zdCBpbnNpZGUgPSB5ID49IDAgJiYgeSA8IGFyZWEucm93cyAmJiB4IDwgYXJlYS5jb2xzO1xuICAgIGNvbnN0IGN1cnNvciA9IGluc2lkZSA/IHsgeDogeCArIGFyZWEueCwgeTogeSArIGFyZWEueSB9IDogbnVsbDtcbiAgICByZXR1cm4gY29uY2F0Qnl0ZXModGhpcy4jZHJhd1Byb21wdCgpLCByLnNob3dWaWV3KG91dCwgY3Vyc29yKSk7XG4gIH1cblxuICAvLyBUaGUgc2VhcmNoIHByb21wdCBvbiB0aGUgc3RhdHVzIGxpbmUgKHRoZSBib3R0b20gcm93IHdpdGhvdXQgb25lKSxcbiAgLy8gYXMgdG11eCBkcmF3cyBpdHMgcHJvbXB0cywgdGhlIGN1cnNvciBpbiBpdDsgb3IgdGFrZW4gYXdheS5cbiAgI2RyYXdQcm9tcHQoKTogVWludDhBcnJheSB7XG4gICAgY29uc3QgciA9IHRoaXMuI3JlbmRlcmVyO1xuICAgIGlmICghdGhpcy4jcHJvbXB0KSB7XG4gICAgICBpZiAoIXRoaXMuI3Byb21wdFNob3duKSByZXR1cm4gRU1QVFk7XG4gICAgICB0aGlzLiNwcm9tcHRTaG93biA9IGZhbHNlO1xuICAgICAgcmV0dXJuIHIuY2xlYXJQcm9tcHQoKTtcbiAgICB9XG4gICAgdGhpcy4jcHJvbXB0U2hvd24gPSB0cnVlO1xuICAgIGNvbnN0IHsgcm93LCBjdXJzb3IgfSA9IHRoaXMuI3Byb21wdC5lZGl0LmRyYXcoci5vdXRlclNpemUuY29scyk7XG4gICAgcmV0dXJuIHIuc2hvd1Byb21wdChyb3csIGN1cnNvcik7XG4gIH1cblxuICAvLyBUaGUgcGFuZSdzIHJlY3RhbmdsZSBvbiB0aGUgb3V0ZXIgc2NyZWVuLCBjdXQgdG8gaXQ7IHRoZSB3aG9sZSBzY3JlZW5cbiAgLy8gd2hlbiB0aGUgZGFlbW9uIGRpZCBub3Qgc2F5IHdoZXJlIHRoZSBwYW5lIGlzLCBvciBpdCBpcyBvZmYgdGhlIHNjcmVlbi5cbiAgI2FyZWEoKTogQXJlYSB7XG4gICAgY29uc3QgeyBjb2xzLCByb3dzIH0gPSB0aGlzLiNyZW5kZXJlci5zaXplO1xuICAgIGNvbnN0IGF0ID0gdGhpcy4jYXQsIHYgPSB0aGlzLiN2aWV3O1xuICAgIGlmICghYXQgfHwgYXQueCA+PSBjb2xzIHx8IGF0LnkgPj0gcm93cykgcmV0dXJuIHsgeDogMCwgeTogMCwgY29scywgcm93cyB9O1xuICAgIHJldHVybiB7XG4gICAgICB4OiBhdC54LFxuICAgICAgeTogYXQueSxcbiAgICAgIGNvbHM6IE1hdGgubWF4KDEsIE1hdGgubWluKHYuY29scywgY29scyAtIGF0LngpKSxcbiAgICAgIHJvd3M6IE1hdGgubWF4KDEsIE1hdGgubWluKHYuc2NyZWVuUm93cywgcm93cyAtIGF0LnkpKSxcbiAgICB9O1xuICB9XG5cbiAgLy8gV2hldGhlciB0aGUgdmlldyBjb3ZlcnMgdGhlIG91dGVyIHNjcmVlbiAobm90aGluZyBsaXZlIGFyb3VuZCBpdCkuXG4gICN3aG9sZVNjcmVlbigpOiBib29sZWFuIHtcbiAgICBjb25zdCBhID0gdGhpcy4jYXJlYSgpLCB7IGNvbHMsIHJvd3MgfSA9IHRoaXMuI3JlbmRlcmVyLnNpemU7XG4gICAgcmV0dXJuICF0aGlzLiN2aWV3LnJlYWR5IHx8XG4gICAgICAoYS54ID09PSAwICYmIGEueSA9PT0gMCAmJiBhLmNvbHMgPT09IGNvbHMgJiYgYS5yb3dzID09PSByb3dzKTtcbiAgfVxuXG4gIC8vIExpbmUgbiBhcyBhIHJvdyBvZiB0aGUgc2Vzc2lvbidzIHdpZHRoIChudWxsIGJlbG93IHRoZSBzY3JlZW4pLlxuICAjc2Vzc2lvblJvdyhuOiBudW1iZXIpOiBHcmlkUm93IHwgbnVsbCB7XG4gICAgY29uc3QgdmlldyA9IHRoaXMuI3ZpZXc7XG4gICAgaWYgKG4gPj0gdmlldy5lbmQpIHJldHVybiBudWxsO1xuICAgIGNvbnN0IHJvdyA9IG5ldyBHcmlkUm93KHZpZXcuY29scyk7XG4gICAgY29uc3QgcnVucyA9IHZpZXcucm93KG4pO1xuICAgIGlmIChydW5zKSByb3cuc2V0UnVucyhydW5zLCB2aWV3LnJvd0xpbmtzKG4pKTtcbiAgICBjb25zdCBzID0geyAuLi5ERUZBVUxUX0FUVFJTIH07XG4gICAgY29uc3QgZmxpcCA9ICh4OiBudW1iZXIpID0+IHtcbiAgICAgIHJvdy5zdHlsZSh4LCBzKTtcbiAgICAgIHMuZmxhZ3MgXj0gQVRUUl9JTlZFUlNFO1xuICAgICAgcm93LnNldFN0eWxlKHgsIHMpO1xuICAgIH07XG4gICAgLy8gRXZlcnkgbWF0Y2ggb2YgdGhlIGxhc3Qgc2VhcmNoIG9uIHRoZSBzY3JlZW4sIGFzIHRtdXggbWFya3MgdGhlbS5cbiAgICAvLyBUaGUgY3VycmVudCBvbmUgaXMgYm9sZCB0b28gKHRtdXgncyBjdXJyZW50LW1hdGNoIHN0eWxlKS5cbiAgICBjb25zdCBxdWVyeSA9IHRoaXMuI2xhc3RTZWFyY2g/LnF1ZXJ5LCBjdXIgPSB0aGlzLiNtYXRjaDtcbiAgICBpZiAocXVlcnkgJiYgcnVucykge1xuICAgICAgZm9yIChjb25zdCBtIG9mIGZpbmRBbGxJblJvdyhydW5zLCBxdWVyeSkpIHtcbiAgICAgICAgY29uc3QgYm9sZCA9IGN1ciAhPT0gbnVsbCAmJiBjdXIubGluZSA9PT0gbiAmJiBjdXIueCA9PT0gbS54O1xuICAgICAgICBmb3IgKGxldCB4ID0gbS54OyB4IDwgTWF0aC5taW4obS54ICsgbS53aWR0aCwgcm93LmNvbHMpOyB4KyspIHtcbiAgICAgICAgICBmbGlwKHgpO1xuICAgICAgICAgIGlmIChib2xkKSB7XG4gICAgICAgICAgICByb3cuc3R5bGUoeCwgcyk7XG4gICAgICAgICAgICBzLmZsYWdzIHw9IEFUVFJfQk9MRDtcbiAgICAgICAgICAgIHJvdy5zZXRTdHlsZSh4LCBzKTtcbiAgICAgICAgICB9XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICB9XG4gICAgY29uc3Qgc2VsID0gdGhpcy4jc2VsZWN0aW9uO1xuICAgIGlmIChzZWwpIHtcbiAgICAgIGZvciAobGV0IHggPSAwOyB4IDwgcm93LmNvbHM7IHgrKykge1xuICAgICAgICBpZiAoc2VsZWN0ZWQoc2VsLCB0aGlzLiNjdXJzb3IsIG4sIHgsIHRoaXMuI21vZGVLZXlzKSkgZmxpcCh4KTtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIHJvdztcbiAgfVxufVxuXG4vKiogdG11eCdzIHBhZ2U6IHRoZSB2aWV3J3MgaGVpZ2h0IGxlc3MgdHdvIGxpbmVzIGtlcHQgZm9yIGNvbnRleHQuICovXG5mdW5jdGlvbiBwYWdlU2l6ZShoZWlnaHQ6IG51bWJlcik6IG51bWJlciB7XG4gIHJldHVybiBoZWlnaHQgPiAyID8gaGVpZ2h0IC0gMiA6IDE7XG59XG5cbmZ1bmN0aW9uIGhhbGZQYWdlKGhlaWdodDogbnVtYmVyKTogbnVtYmVyIHtcbiAgcmV0dXJuIGhlaWdodCA+IDIgPyBNYXRoLmZsb29yKGhlaWdodCAvIDIpIDogMTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBaUNDLEdBR0QsU0FBUyxnQkFBZ0IsUUFBUSw2QkFBNkI7QUFDOUQsU0FBUyxTQUFTLEVBQUUsWUFBWSxRQUFRLG9CQUFvQjtBQUM1RCxTQUE4QixXQUFXLFFBQVEsb0JBQW9CO0FBRXJFLFNBQVMsYUFBYSxRQUF1QixpQkFBaUI7QUFDOUQsU0FBUyxhQUFhLFFBQVEsY0FBYztBQUM1QyxTQUFTLFNBQVMsUUFBUSxhQUFhO0FBQ3ZDLFNBQW1CLGdCQUFnQixRQUFRLG1CQUFtQjtBQUM5RCxTQUFTLFlBQVksUUFBd0MsaUJBQWlCO0FBQzlFLFNBQ0UsYUFBYSxFQUViLGFBQWEsRUFDYixhQUFhLEVBQ2IsTUFBTSxFQUNOLE9BQU8sRUFDUCxXQUFXLFFBQ04sbUJBQW1CO0FBRTFCLFNBQ0UsVUFBVSxFQUVWLFFBQVEsRUFDUixRQUFRLEVBRVIsYUFBYSxRQUNSLHNCQUFzQjtBQUM3QixTQUNFLFlBQVksRUFHWixVQUFVLFFBQ0wscUJBQXFCO0FBQzVCLFNBQVMsYUFBYSxFQUFFLE9BQU8sUUFBUSxtQkFBbUI7QUFDMUQsU0FBUyxPQUFPLFFBQVEsZ0JBQWdCO0FBRXhDLFNBQVMsYUFBYSxFQUFFLFFBQVEsUUFBUSxjQUFjO0FBQ3RELFNBQVMsV0FBVyxRQUFRLG9CQUFvQjtBQTBCaEQsTUFBTSxVQUFvQjtFQUFFLEdBQUcsYUFBYTtFQUFFLE9BQU87QUFBYTtBQUNsRSxNQUFNLFVBQTJDO0VBQy9DLElBQUk7RUFDSixNQUFNO0FBQ1I7QUFDQSxvRUFBb0UsR0FDcEUsTUFBTSxXQUFXO0FBQ2pCLE1BQU0sUUFBUSxJQUFJLFdBQVc7QUFVN0IseURBQXlELEdBQ3pELE9BQU8sTUFBTTtFQUNYLENBQUEsUUFBUyxDQUFXO0VBQ3BCLENBQUEsSUFBSyxDQUFhO0VBQ2xCLENBQUEsS0FBTSxDQUFXO0VBQ2pCLENBQUEsSUFBSyxDQUFjO0VBQ25CLENBQUEsSUFBSyxHQUFHLElBQUksbUJBQW1CO0VBQy9COzs7OztHQUtDLEdBQ0QsQ0FBQSxNQUFPLEdBQWE7SUFBRSxNQUFNO0lBQUcsR0FBRztFQUFFLEVBQUU7RUFDdEM7Ozs7R0FJQyxHQUNELENBQUEsS0FBTSxHQUFHLEVBQUU7RUFDWCxDQUFBLFVBQVcsR0FBRyxFQUFFO0VBQ2hCLHdFQUF3RSxHQUN4RSxDQUFBLE1BQU8sR0FBRyxNQUFNO0VBQ2hCLENBQUEsWUFBYSxHQUFHLE1BQU07RUFDdEIsc0VBQXNFLEdBQ3RFLENBQUEsV0FBWSxDQUEyQjtFQUN2QyxDQUFBLFNBQVUsR0FBcUIsS0FBSztFQUNwQyw0Q0FBNEMsR0FDNUMsQ0FBQSxNQUFPLENBQXFCO0VBQzVCLENBQUEsV0FBWSxHQUFHLE1BQU07RUFDckIsOERBQThELEdBQzlELENBQUEsUUFBUyxHQUFrQixLQUFLO0VBQ2hDOzs7R0FHQyxHQUNELENBQUEsTUFBTyxHQUF5RCxLQUFLO0VBQ3JFLHNFQUFzRSxHQUN0RSxDQUFBLFFBQVMsR0FBYSxFQUFFLENBQUM7RUFDekIsZ0VBQWdFLEdBQ2hFLENBQUEsV0FBWSxHQUFHLE1BQU07RUFDckIsOEVBQThFLEdBQzlFLENBQUEsUUFBUyxDQUFXO0VBQ3BCLDhEQUE4RCxHQUM5RCxDQUFBLE9BQVEsR0FBRyxHQUFHO0VBQ2QsQ0FBQSxVQUFXLEdBQW1ELEtBQUs7RUFDbkUsQ0FBQSxLQUFNLEdBQWlCLEtBQUs7RUFDNUIsQ0FBQSxJQUFLLEdBQXNCLEtBQUs7RUFDaEMscURBQXFELEdBQ3JELENBQUEsZUFBZ0IsR0FBMkIsS0FBSztFQUNoRCx1RUFBdUUsR0FDdkUsQ0FBQSxFQUFHLEdBQW9DLEtBQUs7RUFDNUMsZ0VBQWdFLEdBQ2hFLENBQUEsSUFBSyxDQUFxQjtFQUMxQix5RUFBeUUsR0FDekUsQ0FBQSxNQUFPLENBQVU7RUFDakIsaUVBQWlFLEdBQ2pFLENBQUEsWUFBYSxDQUFVO0VBQ3ZCOzs7O0dBSUMsR0FDRCxDQUFBLGdCQUFpQixHQUFrQixLQUFLO0VBRXhDOzs7OztHQUtDLEdBQ0QsWUFDRSxRQUFrQixFQUNsQixJQUFnQixFQUNoQixJQVFDLENBQ0Q7SUFDQSxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFDakIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLE9BQU8sS0FBSyxNQUFNLEtBQUssV0FDakMsY0FBYztNQUNkLFFBQVEsY0FBYyxLQUFLLE1BQU07TUFDakMsYUFBYSxLQUFLLFFBQVEsSUFBSTtJQUNoQyxHQUFHLEtBQUssR0FDTixLQUFLLE1BQU07SUFDZixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFFBQVE7SUFDckMsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHLEtBQUssTUFBTSxJQUFJO01BQUUsR0FBRztNQUFHLEdBQUcsU0FBUyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQUU7SUFDckUsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLEtBQUssTUFBTTtJQUMxQixNQUFNLFNBQVMsU0FBUyxJQUFJLENBQUMsSUFBSTtJQUNqQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxZQUNmLFFBQ0EsS0FBSyxNQUFNLEdBQUcsU0FBUyxVQUFVLEtBQUssS0FBSyxJQUFJO0lBRWpELElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxLQUFLLFlBQVksSUFBSTtFQUM1QztFQUVBLGtDQUFrQyxHQUNsQyxJQUFJLE9BQW9CO0lBQ3RCLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztFQUNuQjtFQUVBLDRCQUE0QixHQUM1QixJQUFJLFNBQW1CO0lBQ3JCLE9BQU87TUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU87SUFBQztFQUMzQjtFQUVBLGlFQUFpRSxHQUNqRSxRQUFjO0lBQ1osSUFBSSxDQUFDLENBQUEsSUFBSztFQUNaO0VBRUEscUNBQXFDLEdBQ3JDLEtBQUssSUFBZ0IsRUFBZ0I7SUFDbkMsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxJQUFJLENBQUM7SUFDN0IsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7TUFDcEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLENBQUMsRUFBRTtNQUMzQixJQUFJLE1BQU0sVUFBVSxPQUFPO1FBQUUsS0FBSztRQUFPLFFBQVE7TUFBSztNQUN0RCxJQUFJLE1BQU0sU0FBUztRQUNqQixNQUFNLE9BQU87YUFBSSxLQUFLLEtBQUssQ0FBQyxJQUFJLEdBQUcsT0FBTyxDQUFDLENBQUMsSUFBTTtpQkFBSSxFQUFFLEtBQUs7YUFBQztTQUFFO1FBQ2hFLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO2FBQUk7YUFBUyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsT0FBTztTQUFHO01BQ3ZEO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ1YsT0FBTztNQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUFHO0VBQzdCO0VBRUEsQ0FBQSxLQUFNLENBQUMsT0FBaUIsRUFBRTtJQUN4QixPQUFPO01BQ0wsS0FBSyxJQUFJLENBQUMsQ0FBQSxXQUFZO01BQ3RCLE9BQU87UUFBRSxNQUFNLFdBQVcsSUFBSSxDQUFDO01BQU07TUFDckMsR0FBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssWUFBWTtRQUFFLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztNQUFDLElBQUksQ0FBQyxDQUFDO0lBQzlEO0VBQ0Y7RUFFQSw0RUFBNEU7RUFDNUUsc0VBQXNFO0VBQ3RFLDZCQUE2QjtFQUU3Qjs7O0dBR0MsR0FDRCxNQUFNLEVBQVUsRUFBVztJQUN6QixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSyxhQUFhLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSztFQUNwRDtFQUVBLHVFQUF1RSxHQUN2RSxJQUFJLFFBQWlCO0lBQ25CLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7RUFDekI7RUFFQTs7OztHQUlDLEdBQ0QsSUFBSSxTQUEwQztJQUM1QyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUssRUFBRSxPQUFPO0lBQzlCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3BCLE9BQU87TUFBRSxHQUFHLEVBQUUsQ0FBQztNQUFFLEdBQUcsRUFBRSxDQUFDO0lBQUM7RUFDMUI7RUFFQSw4REFBOEQsR0FDOUQsTUFBTSxLQUFhLEVBQWdCO0lBQ2pDLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7SUFDMUIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVEsQ0FBQztJQUNwQixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxHQUFHO0lBQ3BELElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDakIsSUFBSSxRQUFRLEtBQUssSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTTtJQUNyRCxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ1YsT0FBTztNQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUFHO0VBQzdCO0VBRUE7Ozs7R0FJQyxHQUNELFdBQVcsSUFBVyxFQUFFLEVBQVMsRUFBRSxRQUFRLElBQUksRUFBZ0I7SUFDN0QsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLElBQUksU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLFNBQVUsRUFBRTtNQUM3QixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7UUFDaEIsUUFBUTtVQUFFLE1BQU0sS0FBSyxHQUFHLEdBQUcsS0FBSyxDQUFDO1VBQUUsR0FBRyxLQUFLLENBQUM7UUFBQztRQUM3QyxNQUFNO01BQ1I7SUFDRjtJQUNBLE1BQU0sU0FBUyxLQUFLLEdBQUcsQ0FBQyxLQUFLLE1BQU0sRUFBRSxLQUFLLEdBQUcsR0FBRyxLQUFLLEdBQUcsSUFBSTtJQUM1RCxJQUFJLENBQUMsU0FBUyxHQUFHLENBQUMsSUFBSSxHQUFHLEtBQUssUUFBUSxDQUFDO1NBQ2xDLElBQUksQ0FBQyxTQUFTLEdBQUcsQ0FBQyxJQUFJLFFBQVEsS0FBSyxRQUFRLENBQUMsQ0FBQztJQUNsRCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxNQUFNLEtBQUssR0FBRyxHQUFHLEdBQUcsQ0FBQztNQUFFLEdBQUcsR0FBRyxDQUFDO0lBQUM7SUFDaEQsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNqQixJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ1YsT0FBTztNQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUFHO0VBQzdCO0VBRUE7OztHQUdDLEdBQ0QsU0FBUyxFQUFTLEVBQUUsSUFBYSxFQUFnQjtJQUMvQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsTUFBTSxNQUFNO01BQUUsTUFBTSxLQUFLLEdBQUcsR0FBRyxHQUFHLENBQUM7TUFBRSxHQUFHLEdBQUcsQ0FBQztJQUFDO0lBQzdDLElBQUksTUFBTTtNQUNSLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztRQUFFLFFBQVE7VUFBRSxHQUFHLEdBQUc7UUFBQztRQUFHLE1BQU07TUFBTztNQUNyRCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDakIsT0FBTztNQUNMLE1BQU0sQ0FBQyxNQUFNLEdBQUcsR0FBRyxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJO01BQ2hELElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztRQUFFLFFBQVE7UUFBTSxNQUFNO01BQU87TUFDL0MsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1FBQUUsR0FBRyxFQUFFO01BQUM7SUFDekI7SUFDQSxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLE9BQU87TUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUs7SUFBRztFQUM3QjtFQUVBLDhFQUE4RSxHQUM5RSxnQkFBOEI7SUFDNUIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLElBQUksS0FBSyxLQUFLLEVBQUU7TUFDakMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLGNBQ2IsSUFBSSxDQUFDLENBQUEsU0FBVSxFQUNmLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFDWixNQUNBLEtBQUssSUFBSSxFQUNULElBQUksQ0FBQyxDQUFBLFFBQVM7SUFFbEI7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDcEI7RUFFQSxnRUFBZ0U7RUFDaEUsQ0FBQSxRQUFTO0lBQ1AsT0FBTyxJQUFJLENBQUMsQ0FBQSxZQUFhLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sS0FBSztFQUNyRDtFQUVBLCtDQUErQyxHQUMvQyxPQUFPLElBQWlCLEVBQWM7SUFDcEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsV0FBVztJQUN0RCxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFDakIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLLENBQUMsTUFBTTtJQUNyQyxJQUFJLFVBQVUsUUFBUSxJQUFJLENBQUMsQ0FBQSxZQUFhLEVBQUU7TUFDeEMsNkRBQTZEO01BQzdELElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxnQkFBaUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO01BQ3BFLElBQUksQ0FBQyxDQUFBLGdCQUFpQixHQUFHO01BQ3pCLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxFQUFFLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxNQUFNLENBQUMsSUFBSSxJQUFJO01BQ3BELElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNoQjtJQUNBLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSyxLQUFLLElBQUk7SUFDeEIsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHLEtBQUssQ0FBQyxLQUFLLGFBQWEsS0FBSyxDQUFDLEtBQUssWUFDMUM7TUFBRSxHQUFHLEtBQUssQ0FBQztNQUFFLEdBQUcsS0FBSyxDQUFDO0lBQUMsSUFDdkI7SUFDSixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSztJQUNwQixFQUFFLE1BQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSTtJQUM1QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsWUFBYSxFQUFFO01BQ3ZCLGtFQUFrRTtNQUNsRSxJQUFJLENBQUMsQ0FBQSxZQUFhLEdBQUc7TUFDckIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsRUFBRSxRQUFRLENBQUMsU0FBUyxFQUFFLE1BQU07TUFDOUMsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEVBQUcsSUFBSTtRQUFFLEdBQUc7UUFBRyxHQUFHO01BQUU7TUFDcEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFdBQVk7TUFDL0IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1FBQ2IsTUFBTSxFQUFFLEdBQUcsR0FBRyxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssR0FBRyxDQUFDLE1BQU0sQ0FBQyxHQUFHLEdBQUcsQ0FBQyxFQUFFLEVBQUUsTUFBTSxHQUFHO1FBQzlELEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRyxNQUFNLENBQUMsR0FBRyxHQUFHLENBQUM7TUFDL0I7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDYixJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLElBQUksSUFBSSxDQUFDLENBQUEsZUFBZ0IsRUFBRTtNQUN6QixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsZUFBZ0I7TUFDakMsSUFBSSxDQUFDLENBQUEsZUFBZ0IsR0FBRztNQUN4QixJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsS0FBSztJQUN6QjtJQUNBLElBQUksQ0FBQyxDQUFBLGNBQWU7SUFDcEIsSUFBSSxDQUFDLENBQUEsSUFBSztJQUNWLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztFQUNuQjtFQUVBLDREQUE0RCxHQUM1RCxTQUFxQjtJQUNuQixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFDakIsT0FBTyxJQUFJLENBQUMsQ0FBQSxXQUFZO0VBQzFCO0VBRUE7OztHQUdDLEdBQ0QsYUFBeUI7SUFDdkIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsT0FBTyxJQUFJLENBQUMsQ0FBQSxVQUFXO0VBQ3pCO0VBRUEsNERBQTREO0VBQzVELENBQUEsV0FBWTtJQUNWLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLE9BQU8sWUFBWSxJQUFJLENBQUMsQ0FBQSxVQUFXLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLFdBQVc7RUFDbkU7RUFFQTs7O0dBR0MsR0FDRCxTQUFxQjtJQUNuQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsVUFBVTtJQUNyQixJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ1YsT0FBTyxJQUFJLENBQUMsQ0FBQSxXQUFZLEtBQUssUUFBUSxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQ2pEO0VBRUEsK0RBQStELEdBQy9ELFNBQXFCO0lBQ25CLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLEtBQUssTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJO0lBQy9CLDhEQUE4RDtJQUM5RCw2REFBNkQ7SUFDN0QsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsSUFBSSxDQUFDLENBQUEsZ0JBQWlCLEtBQUssRUFBRSxJQUFJO0lBQ2pDLEVBQUUsSUFBSSxHQUFHLEtBQUssR0FBRyxDQUFDLEtBQUssR0FBRyxFQUFFLEtBQUssR0FBRyxDQUFDLEVBQUUsSUFBSSxFQUFFLEtBQUssR0FBRyxHQUFHLEtBQUssTUFBTSxHQUFHO0lBQ3RFLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDVixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7RUFFQSw0RUFBNEU7RUFDNUUsT0FBTztFQUVQLENBQUEsR0FBSSxDQUFDLEdBQVE7SUFDWCxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN6QixJQUFJLElBQUksQ0FBQyxDQUFBLFdBQVksRUFBRTtNQUNyQixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7TUFDcEIsT0FBTyxNQUFNLE1BQU0sQ0FBQyxVQUFVLElBQUksS0FBSyxNQUFNLGtCQUN6QyxXQUNBO0lBQ047SUFDQSxJQUFJLE1BQU0sUUFBUSxDQUFDLElBQUksS0FBSyxHQUFHO01BQzdCLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztNQUNwQixPQUFPO0lBQ1Q7SUFDQSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsSUFBSSxDQUFDLENBQUEsZ0JBQWlCLEdBQUc7SUFDekIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7TUFDaEIsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDO01BQ2hCLE9BQU87SUFDVDtJQUNBLE1BQU0sU0FBUyxZQUFZLENBQUMsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLFFBQVEsR0FBRztJQUN6RCxJQUFJLFdBQVcsV0FBVyxPQUFPO0lBQ2pDLHNFQUFzRTtJQUN0RSxrQkFBa0I7SUFDbEIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUM7RUFDbkI7RUFFQSxxRUFBcUU7RUFDckUscURBQXFEO0VBQ3JELENBQUEsV0FBWSxDQUFDLEdBQVE7SUFDbkIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDckIsTUFBTSxVQUFVLEVBQUUsTUFBTSxDQUFDLFFBQVEsSUFBSSxLQUFLO0lBQzFDLElBQUksWUFBWSxhQUFhLElBQUksSUFBSSxLQUFLLFdBQVcsT0FBTztJQUM1RCxJQUFJO01BQ0YsTUFBTSxPQUFPLElBQUksSUFBSSxLQUFLLE1BQU0sVUFBVSxJQUFJLElBQUk7TUFDbEQsT0FBTyxFQUFFLE1BQU0sQ0FBQyxRQUFRLElBQUksY0FBYyxNQUFNLENBQUMsVUFBVTtJQUM3RCxFQUFFLE9BQU07TUFDTixPQUFPO0lBQ1Q7RUFDRjtFQUVBLENBQUEsR0FBSSxDQUFDLE1BQWtCO0lBQ3JCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsSUFBSSxLQUFLLE1BQU0sRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDMUQsT0FBUTtNQUNOLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxJQUFLO1FBQ1Y7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsS0FBTTtRQUNYO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxFQUFFLElBQUksR0FBRztRQUN4QjtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsRUFBRSxJQUFJLEdBQUc7UUFDeEI7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLGNBQWMsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUk7UUFDbkQ7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLGNBQWMsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUk7UUFDbkQ7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksQ0FBQyxDQUFBLFFBQVMsS0FBSyxVQUM5QixZQUFZLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLEtBQ2xDLFFBQVEsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUk7UUFDbEM7TUFDRixLQUFLO1FBQ0gsc0RBQXNEO1FBQ3RELElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztVQUFFLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEVBQUUsSUFBSTtVQUFHLEdBQUc7UUFBRTtRQUNyRDtNQUNGLEtBQUs7UUFBYztVQUNqQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEVBQUUsSUFBSTtVQUNuQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7WUFBRTtZQUFNLEdBQUcsY0FBYyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7VUFBTztVQUMzRDtRQUNGO01BQ0EsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE9BQVE7UUFDYjtNQUNGLHlDQUF5QztNQUN6QyxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1VBQUUsTUFBTSxLQUFLLEdBQUc7VUFBRSxHQUFHO1FBQUU7UUFDdEM7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1VBQ2IsTUFBTSxLQUFLLEdBQUcsR0FDWixLQUFLLEtBQUssQ0FBQyxDQUFDLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLEdBQUcsS0FBSyxHQUFHLElBQUksQ0FBQyxJQUFJO1VBQ3RELEdBQUc7UUFDTDtRQUNBO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztVQUFFLE1BQU0sS0FBSyxHQUFHLENBQUMsS0FBSyxHQUFHLEdBQUcsR0FBRyxLQUFLLEdBQUcsSUFBSTtVQUFHLEdBQUc7UUFBRTtRQUNsRTtNQUNGLEtBQUs7UUFDSCxLQUFLLFFBQVEsQ0FBQyxPQUFPLGdCQUFnQjtRQUNyQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7VUFBRSxNQUFNLEtBQUssTUFBTTtVQUFFLEdBQUc7UUFBRTtRQUN6QztNQUNGLEtBQUs7UUFDSCxtREFBbUQ7UUFDbkQsS0FBSyxRQUFRLENBQUM7UUFDZCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7VUFBRSxNQUFNLEtBQUssR0FBRyxHQUFHO1VBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSyxHQUFHLEdBQUc7UUFBRztRQUNuRTtNQUNGLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztRQUNiLElBQUksT0FBTyxRQUFRLENBQUMsV0FBVyxJQUFJLENBQUMsQ0FBQSxRQUFTLElBQUksT0FBTztRQUN4RDtNQUNGLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztRQUNiO01BQ0YsS0FBSztRQUNILElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxFQUFFO1VBQ25CLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTTtVQUNoQyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTSxHQUFHO1lBQUUsR0FBRyxDQUFDO1VBQUM7VUFDaEMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1lBQUUsR0FBRyxDQUFDO1VBQUM7UUFDeEI7UUFDQTtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7UUFDbEIsSUFBSSxDQUFDLENBQUEsU0FBVTtRQUNmO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7VUFDcEIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO1VBQ2hCO1FBQ0Y7UUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsY0FDYixJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQ2YsR0FDQSxNQUNBLEtBQUssSUFBSSxFQUNULElBQUksQ0FBQyxDQUFBLFFBQVM7UUFFaEIsT0FBTztNQUNULEtBQUs7TUFDTCxLQUFLO1FBQWU7VUFDbEIsTUFBTSxNQUFNLFdBQVcsY0FBYyxPQUFPO1VBQzVDLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztZQUNiO1lBQ0EsTUFBTSxJQUFJLGNBQWMsT0FBTyxDQUFDLElBQUksRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7VUFDMUQ7VUFDQTtRQUNGO01BQ0EsS0FBSztNQUNMLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsV0FBVztRQUN2QjtNQUNGLEtBQUs7UUFDSCxPQUFPO0lBQ1g7SUFDQSxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLE9BQU87RUFDVDtFQUVBLHNFQUFzRTtFQUN0RSxDQUFBLE1BQU8sQ0FBQyxNQUFrQjtJQUN4QixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLElBQUksS0FBSyxNQUFNO0lBQ3hDLE1BQU0sUUFBUSxXQUFXLFlBQ3JCLFNBQVMsS0FDVCxXQUFXLGNBQ1gsQ0FBQyxTQUFTLEtBQ1YsV0FBVyxZQUNYLFNBQVMsS0FDVCxXQUFXLGNBQ1gsQ0FBQyxTQUFTLEtBQ1YsV0FBVyxjQUNYLElBQ0EsQ0FBQztJQUNMLE1BQU0sTUFBTSxLQUFLLEdBQUc7SUFDcEIsS0FBSyxRQUFRLENBQUM7SUFDZCxNQUFNLFFBQVEsS0FBSyxHQUFHLEdBQUc7SUFDekIsbUVBQW1FO0lBQ25FLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FDWixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxHQUNmLENBQUMsVUFBVSxLQUFLLE9BQU8sVUFBVSxDQUFDLFlBQVksUUFBUSxDQUFDLEtBQUs7RUFFbEU7RUFFQSx5RUFBeUU7RUFDekUsQ0FBQSxNQUFPLENBQUMsTUFBa0I7SUFDeEIsTUFBTSxPQUFPLFdBQVcsZ0JBQ3BCLFNBQ0EsV0FBVyxnQkFDWCxTQUNBO0lBQ0osTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDM0IsSUFBSSxDQUFDLEtBQUs7TUFDUixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7UUFBRSxRQUFRO1VBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPO1FBQUM7UUFBRztNQUFLO0lBQ3hELE9BQU8sSUFBSSxXQUFXLGVBQWU7TUFDbkMsSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLEtBQUssU0FBUyxTQUFTO0lBQzVDLE9BQU8sSUFBSSxJQUFJLElBQUksS0FBSyxNQUFNO01BQzVCLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNwQixPQUFPO01BQ0wsSUFBSSxJQUFJLEdBQUc7SUFDYjtJQUNBLHVFQUF1RTtJQUN2RSxvRUFBb0U7SUFDcEUsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUUsU0FBUyxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVM7U0FDL0MsSUFBSSxXQUFXLGVBQWUsSUFBSSxDQUFDLENBQUEsU0FBVTtFQUNwRDtFQUVBLDRFQUE0RTtFQUM1RSxrRUFBa0U7RUFFbEUsNkNBQTZDO0VBQzdDLENBQUEsT0FBUSxDQUFDLENBQVM7SUFDaEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDLE9BQU87RUFDL0I7RUFFQSxzREFBc0Q7RUFDdEQsQ0FBQSxNQUFPLENBQUMsQ0FBUztJQUNmLE9BQU8sV0FBVyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7RUFDaEM7RUFFQSxxRUFBcUU7RUFDckUsQ0FBQSxJQUFLO0lBQ0gsT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUUsU0FBUztFQUNuQztFQUVBLG1FQUFtRTtFQUNuRSxzRUFBc0U7RUFDdEUsdUVBQXVFO0VBQ3ZFLENBQUEsUUFBUyxDQUFDLEVBQVU7SUFDbEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDekMsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLEtBQUssTUFBTSxFQUFFLEtBQUssR0FBRyxDQUFDLElBQUksS0FBSyxHQUFHLEdBQUc7SUFDM0QsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSTtNQUNqQixNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUUsSUFBSTtNQUNsQyxJQUFJLEVBQUUsQ0FBQyxLQUFLLFVBQVUsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEVBQUUsSUFBSSxHQUFHO1FBQzNDLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxFQUFFLENBQUM7UUFDakIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO01BQ3JCO01BQ0EsRUFBRSxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTTtNQUNqQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDakI7SUFDQSxFQUFFLElBQUksR0FBRztJQUNULElBQUksQ0FBQyxDQUFBLE9BQVE7RUFDZjtFQUVBLGdFQUFnRTtFQUNoRSxDQUFBLE9BQVE7SUFDTixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTztJQUN0QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxFQUFFLElBQUksR0FBRztJQUNqRCxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSTtNQUNqQyxNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUUsSUFBSTtNQUNsQyxJQUFJLEFBQUMsRUFBRSxDQUFDLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxJQUFJLEVBQUUsQ0FBQyxLQUFLLFVBQVcsRUFBRSxDQUFDLEdBQUcsUUFBUTtRQUMvRCxFQUFFLENBQUMsR0FBRztNQUNSO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsRUFBRSxTQUFTLFFBQVEsSUFBSSxDQUFDLENBQUEsUUFBUztFQUN0RDtFQUVBLHNFQUFzRTtFQUN0RSx5REFBeUQ7RUFDekQsQ0FBQSxRQUFTO0lBQ1AsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDN0MsRUFBRSxDQUFDLEdBQUcsRUFBRSxJQUFJLEdBQUcsSUFBSSxNQUFNLENBQUMsSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUUsSUFBSTtFQUMxRDtFQUVBLHlEQUF5RDtFQUN6RCxtQ0FBbUM7RUFDbkMsQ0FBQSxTQUFVO0lBQ1IsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxFQUFFLElBQUksR0FBRztJQUM1QixFQUFFLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxJQUFJO0VBQ3pDO0VBRUEsdUVBQXVFO0VBQ3ZFLENBQUEsU0FBVSxDQUFDLElBQVk7SUFDckIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsTUFBTyxPQUFPLEtBQUssTUFBTSxJQUFJLEtBQUssT0FBTyxDQUFDLE9BQU8sR0FBSTtJQUNyRCxPQUFPO0VBQ1Q7RUFFQSx3RUFBd0U7RUFDeEUsdUVBQXVFO0VBQ3ZFLHlFQUF5RTtFQUN6RSx3REFBd0Q7RUFDeEQsQ0FBQSxPQUFRO0lBQ04sTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJO0lBQzVCLE1BQU8sT0FBTyxLQUFLLEdBQUcsR0FBRyxLQUFLLEtBQUssT0FBTyxDQUFDLE1BQU87SUFDbEQsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO01BQ2I7TUFDQSxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSyxLQUFLLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7SUFDN0M7SUFDQSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsT0FBTyxnQkFBZ0I7RUFDdkM7RUFFQSxvRUFBb0U7RUFDcEUsQ0FBQSxJQUFLO0lBQ0gsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFLElBQUk7SUFDbEQsSUFBSSxJQUFJLEtBQUssR0FBRyxDQUFDLEVBQUUsQ0FBQyxFQUFFLE1BQU0sTUFBTTtJQUNsQyxNQUFPLElBQUksS0FBSyxLQUFLLENBQUMsRUFBRSxLQUFLLEdBQUk7SUFDakMsSUFBSSxJQUFJLEdBQUc7TUFDVDtNQUNBLE1BQU8sSUFBSSxLQUFLLEtBQUssQ0FBQyxFQUFFLEtBQUssR0FBSTtNQUNqQyxFQUFFLENBQUMsR0FBRztJQUNSLE9BQU8sSUFBSSxFQUFFLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxFQUFFO01BQ3JDLEVBQUUsSUFBSTtNQUNOLEVBQUUsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxFQUFFLElBQUk7SUFDM0IsT0FBTyxFQUFFLENBQUMsR0FBRztFQUNmO0VBRUEscUVBQXFFO0VBQ3JFLENBQUEsS0FBTTtJQUNKLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRSxJQUFJO0lBQ2xELE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxJQUFJO0lBQ2hFLElBQUksRUFBRSxDQUFDLElBQUksS0FBSztNQUNkLElBQUksRUFBRSxJQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsR0FBRyxHQUFHO1FBQy9CLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztVQUFFLE1BQU0sRUFBRSxJQUFJLEdBQUc7VUFBRyxHQUFHO1FBQUU7TUFDMUM7TUFDQTtJQUNGO0lBQ0EsSUFBSSxJQUFJLEVBQUUsQ0FBQyxHQUFHO0lBQ2QsTUFBTyxJQUFJLE9BQU8sS0FBSyxDQUFDLEVBQUUsS0FBSyxHQUFJO0lBQ25DLEVBQUUsQ0FBQyxHQUFHO0VBQ1I7RUFFQSxDQUFBLE1BQU87SUFDTCxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSztJQUNwQixPQUFPO01BQUUsT0FBTyxFQUFFLE1BQU07TUFBRSxLQUFLLEVBQUUsR0FBRztNQUFFLE1BQU0sRUFBRSxJQUFJO0lBQUM7RUFDckQ7RUFFQSxDQUFBLEtBQU0sQ0FBQyxJQUFZO0lBQ2pCLE9BQU8sU0FBUyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUk7RUFDdkQ7RUFFQSxzRUFBc0U7RUFDdEUscUVBQXFFO0VBQ3JFLHdFQUF3RTtFQUN4RSxDQUFBLFdBQVk7SUFDVixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTztJQUN6QyxJQUFJLENBQUMsS0FBSyxLQUFLLEVBQUU7SUFDakIsRUFBRSxJQUFJLEdBQUcsS0FBSyxHQUFHLENBQUMsS0FBSyxNQUFNLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRSxJQUFJLEVBQUUsS0FBSyxHQUFHLEdBQUc7SUFDM0QsRUFBRSxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsRUFBRSxLQUFLLElBQUk7SUFDekMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFLElBQUk7SUFDaEMsTUFBTyxFQUFFLENBQUMsR0FBRyxLQUFLLEtBQUssQ0FBQyxFQUFFLENBQUMsQ0FBQyxLQUFLLEdBQUksRUFBRSxDQUFDO0lBQ3hDLEtBQUssTUFBTSxDQUFDLEVBQUUsSUFBSTtFQUNwQjtFQUVBLGlFQUFpRTtFQUNqRSxxRUFBcUU7RUFDckUsMkNBQTJDO0VBQzNDLENBQUEsU0FBVSxDQUFDLEdBQVE7SUFDakIsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDM0IsSUFBSSxJQUFJLElBQUksS0FBSyxTQUFTO01BQ3hCLDZEQUE2RDtNQUM3RCxvQ0FBb0M7TUFDcEMsTUFBTSxPQUFPLENBQUMsSUFBSSxJQUFJLElBQUksRUFBRSxFQUFFLE9BQU8sQ0FBQyxvQkFBb0I7TUFDMUQsTUFBTTtRQUFFLEdBQUcsR0FBRztRQUFFO01BQUs7SUFDdkI7SUFDQSxNQUFNLE9BQU8sT0FBTyxJQUFJLENBQUMsR0FBRyxDQUFDO0lBQzdCLElBQUksS0FBSyxJQUFJLEtBQUssUUFBUTtJQUMxQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLEtBQUssSUFBSSxLQUFLLFVBQVU7SUFDNUIsTUFBTSxRQUFRLEtBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVcsRUFBRSxTQUFTO0lBQ3RELElBQUksVUFBVSxJQUFJO0lBQ2xCLFNBQVMsSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0lBQ3pCLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztNQUFFO01BQU8sS0FBSyxPQUFPLEdBQUc7SUFBQztJQUM1QyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsT0FBTyxHQUFHLEVBQUU7RUFDaEM7RUFFQSxzRUFBc0U7RUFDdEUsQ0FBQSxLQUFNLENBQUMsT0FBZ0I7SUFDckIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDN0IsSUFBSSxDQUFDLE1BQU07TUFDVCxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDaEI7SUFDRjtJQUNBLE1BQU0sTUFBTSxVQUFXLEtBQUssR0FBRyxLQUFLLE9BQU8sU0FBUyxPQUFRLEtBQUssR0FBRztJQUNwRSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsS0FBSztFQUN6QjtFQUVBLDRFQUE0RTtFQUM1RSxTQUFTO0VBRVQsc0VBQXNFO0VBQ3RFLG9FQUFvRTtFQUNwRSxDQUFBLFdBQVksQ0FBQyxHQUFvQixFQUFFLFNBQWtCO0lBQ25ELE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUUsU0FBUztJQUM1RCxJQUFJLENBQUMsS0FBSyxLQUFLLEVBQUU7TUFDZixJQUFJLENBQUMsQ0FBQSxlQUFnQixHQUFHO01BQ3hCO0lBQ0Y7SUFDQSxvRUFBb0U7SUFDcEUsbUVBQW1FO0lBQ25FLDBEQUEwRDtJQUMxRCxNQUFNLElBQUksWUFBWSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDcEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsTUFBTSxTQUFTLEVBQUUsSUFBSSxJQUFJLEtBQUssR0FBRyxJQUFJLEVBQUUsSUFBSSxHQUFHLEtBQUssR0FBRyxHQUFHLEtBQUssTUFBTTtJQUNwRSxNQUFNLEtBQUssS0FBSyxDQUFDLFNBQVMsSUFBSSxJQUFJO0lBQ2xDLE1BQU0sT0FBTyxLQUNULEdBQUcsSUFBSSxHQUNQLFFBQVEsT0FDUixLQUFLLEdBQUcsQ0FBQyxLQUFLLEdBQUcsR0FBRyxLQUFLLE1BQU0sR0FBRyxHQUFHLEtBQUssR0FBRyxHQUFHLEtBQ2hELEtBQUssR0FBRztJQUNaLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLFdBQVcsT0FBTyxLQUFLLE1BQU0sTUFBTSxLQUFLLEdBQUcsQ0FBQyxHQUFHO0lBQ2hFLElBQUksQ0FBQyxDQUFBLGNBQWU7RUFDdEI7RUFFQSx1REFBdUQ7RUFDdkQsQ0FBQSxjQUFlO0lBQ2IsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxDQUFDLFFBQVEsSUFBSSxDQUFDLENBQUEsUUFBUyxLQUFLLE1BQU07SUFDdEMsTUFBTSxJQUFJLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDOUIsSUFBSSxNQUFNLFNBQVM7TUFDakIsTUFBTSxDQUFDLE1BQU0sTUFBTSxHQUFHLEtBQUssVUFBVSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtNQUNsRCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFlBQVksQ0FBQyxNQUFNO01BQ3pDO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLE1BQU0sUUFBUTtNQUNoQixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsQ0FBQyxjQUFjLEVBQUUsS0FBSyxLQUFLLENBQUMsQ0FBQyxDQUFDO01BQzlDO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDLEVBQUUsSUFBSTtJQUN4QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxNQUFNLEVBQUUsSUFBSTtNQUFFLEdBQUcsRUFBRSxDQUFDO0lBQUM7RUFDeEM7RUFFQSw0RUFBNEU7RUFDNUUsV0FBVztFQUVYLGtFQUFrRTtFQUNsRSxDQUFBLElBQUs7SUFDSCxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsS0FBSyxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUMzQyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFdBQVc7SUFDbEMsSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztFQUN0QjtFQUVBLENBQUEsSUFBSyxDQUFDLEdBQW1CO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsV0FBVztJQUN2QyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsT0FBTyxDQUNoQixJQUFJLENBQUMsQ0FBQSxJQUFLLEtBQUssWUFBWSxNQUFNO01BQUUsR0FBRyxHQUFHO01BQUUsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQUM7RUFFaEU7RUFFQSw0RUFBNEU7RUFDNUUsVUFBVTtFQUVWLHVFQUF1RTtFQUN2RSxzRUFBc0U7RUFDdEUsc0RBQXNEO0VBQ3RELENBQUEsSUFBSztJQUNILE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLElBQUksQ0FBQyxLQUFLLEtBQUssRUFBRSxPQUFPO0lBQ3hCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsRUFBRSxJQUFJO0lBQ2pELE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLE1BQU0sT0FBa0IsRUFBRTtJQUMxQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxJQUFJLEVBQUUsSUFBSztNQUNsQyxNQUFNLE1BQU0sSUFBSSxRQUFRLEtBQUssSUFBSTtNQUNqQyxFQUFFLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxHQUFHLEdBQUcsSUFBSTtNQUMxQyxLQUFLLElBQUksQ0FBQztJQUNaO0lBQ0EsTUFBTSxNQUFNLElBQUksQ0FBQyxFQUFFLEVBQUUsU0FBUyxJQUFJLENBQUMsS0FBSyxJQUFJLEdBQUcsRUFBRTtJQUNqRCxRQUFRLEtBQUssS0FBSyxJQUFJLEVBQUUsQ0FBQyxDQUFDLEVBQUUsS0FBSyxNQUFNLENBQUMsQ0FBQyxFQUFFLEtBQUssS0FBSyxDQUFDLENBQUMsQ0FBQyxFQUFFLFNBQVM7SUFDbkUsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7TUFDakIsT0FBTyxJQUFJLENBQUMsR0FBRyxLQUFLLElBQUksRUFBRSxLQUFLO01BQy9CLFFBQVEsUUFBUSxLQUFLLElBQUksRUFBRSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsU0FBUztJQUNyRDtJQUNBLHFFQUFxRTtJQUNyRSw0QkFBNEI7SUFDNUIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxJQUFJLEVBQUUsSUFBSSxHQUFHLEtBQUssR0FBRztJQUM3QyxNQUFNLFVBQVUsRUFBRSxDQUFDLElBQUksS0FBSyxJQUFJLElBQUksS0FBSyxLQUFLLElBQUksS0FBSyxJQUFJLElBQ3pELEtBQUssSUFBSSxLQUFLLEtBQUssSUFBSTtJQUN6QixJQUFJLFNBQVMsUUFBUSxJQUFJLENBQUMsRUFBRSxFQUFFLEtBQUssSUFBSSxFQUFFLFVBQVUsZUFBZTtJQUNsRSxNQUFNLE1BQWlCLEVBQUU7SUFDekIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sSUFBSztNQUM3QixNQUFNLE1BQU0sSUFBSSxRQUFRO01BQ3hCLE1BQU0sSUFBSSxJQUFJLEtBQUssQ0FBQztNQUNwQixJQUFJLEtBQUssS0FBSyxJQUFJLEtBQUssSUFBSSxJQUFJLEtBQUssSUFBSSxLQUFLLE1BQU07UUFDakQsSUFBSSxRQUFRLENBQUMsSUFBSSxDQUFDLEVBQUU7TUFDdEIsT0FBTztRQUNMLEVBQUUsT0FBTyxDQUFDLEVBQUUsVUFBVSxDQUFDLElBQUk7UUFDM0IsSUFBSSxLQUFLLEtBQUssSUFBSSxLQUFLLElBQUksRUFBRTtVQUMzQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxJQUFJLEVBQUUsSUFBSztZQUNsQyxJQUFJLFFBQVEsQ0FBQyxLQUFLLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxFQUFFLEVBQUU7VUFDcEM7UUFDRjtNQUNGO01BQ0EsSUFBSSxJQUFJLENBQUM7SUFDWDtJQUNBLE1BQU0sSUFBSSxVQUFVLEtBQUssSUFBSSxHQUFHLElBQUksRUFBRSxDQUFDO0lBQ3ZDLE1BQU0sU0FBUyxLQUFLLEtBQUssSUFBSSxLQUFLLElBQUksSUFBSSxJQUFJLEtBQUssSUFBSTtJQUN2RCxNQUFNLFNBQVMsU0FBUztNQUFFLEdBQUcsSUFBSSxLQUFLLENBQUM7TUFBRSxHQUFHLElBQUksS0FBSyxDQUFDO0lBQUMsSUFBSTtJQUMzRCxPQUFPLFlBQVksSUFBSSxDQUFDLENBQUEsVUFBVyxJQUFJLEVBQUUsUUFBUSxDQUFDLEtBQUs7RUFDekQ7RUFFQSxxRUFBcUU7RUFDckUsOERBQThEO0VBQzlELENBQUEsVUFBVztJQUNULE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQ3hCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7TUFDakIsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLFdBQVksRUFBRSxPQUFPO01BQy9CLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztNQUNwQixPQUFPLEVBQUUsV0FBVztJQUN0QjtJQUNBLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztJQUNwQixNQUFNLEVBQUUsR0FBRyxFQUFFLE1BQU0sRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsU0FBUyxDQUFDLElBQUk7SUFDL0QsT0FBTyxFQUFFLFVBQVUsQ0FBQyxLQUFLO0VBQzNCO0VBRUEsd0VBQXdFO0VBQ3hFLDBFQUEwRTtFQUMxRSxDQUFBLElBQUs7SUFDSCxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJO0lBQzFDLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ25DLElBQUksQ0FBQyxNQUFNLEdBQUcsQ0FBQyxJQUFJLFFBQVEsR0FBRyxDQUFDLElBQUksTUFBTSxPQUFPO01BQUUsR0FBRztNQUFHLEdBQUc7TUFBRztNQUFNO0lBQUs7SUFDekUsT0FBTztNQUNMLEdBQUcsR0FBRyxDQUFDO01BQ1AsR0FBRyxHQUFHLENBQUM7TUFDUCxNQUFNLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsRUFBRSxJQUFJLEVBQUUsT0FBTyxHQUFHLENBQUM7TUFDOUMsTUFBTSxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssR0FBRyxDQUFDLEVBQUUsVUFBVSxFQUFFLE9BQU8sR0FBRyxDQUFDO0lBQ3REO0VBQ0Y7RUFFQSxxRUFBcUU7RUFDckUsQ0FBQSxXQUFZO0lBQ1YsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSTtJQUM1RCxPQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUssSUFDckIsRUFBRSxDQUFDLEtBQUssS0FBSyxFQUFFLENBQUMsS0FBSyxLQUFLLEVBQUUsSUFBSSxLQUFLLFFBQVEsRUFBRSxJQUFJLEtBQUs7RUFDN0Q7RUFFQSxrRUFBa0U7RUFDbEUsQ0FBQSxVQUFXLENBQUMsQ0FBUztJQUNuQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixJQUFJLEtBQUssS0FBSyxHQUFHLEVBQUUsT0FBTztJQUMxQixNQUFNLE1BQU0sSUFBSSxRQUFRLEtBQUssSUFBSTtJQUNqQyxNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUM7SUFDdEIsSUFBSSxNQUFNLElBQUksT0FBTyxDQUFDLE1BQU0sS0FBSyxRQUFRLENBQUM7SUFDMUMsTUFBTSxJQUFJO01BQUUsR0FBRyxhQUFhO0lBQUM7SUFDN0IsTUFBTSxPQUFPLENBQUM7TUFDWixJQUFJLEtBQUssQ0FBQyxHQUFHO01BQ2IsRUFBRSxLQUFLLElBQUk7TUFDWCxJQUFJLFFBQVEsQ0FBQyxHQUFHO0lBQ2xCO0lBQ0Esb0VBQW9FO0lBQ3BFLDREQUE0RDtJQUM1RCxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsVUFBVyxFQUFFLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3hELElBQUksU0FBUyxNQUFNO01BQ2pCLEtBQUssTUFBTSxLQUFLLGFBQWEsTUFBTSxPQUFRO1FBQ3pDLE1BQU0sT0FBTyxRQUFRLFFBQVEsSUFBSSxJQUFJLEtBQUssS0FBSyxJQUFJLENBQUMsS0FBSyxFQUFFLENBQUM7UUFDNUQsSUFBSyxJQUFJLElBQUksRUFBRSxDQUFDLEVBQUUsSUFBSSxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsR0FBRyxFQUFFLEtBQUssRUFBRSxJQUFJLElBQUksR0FBRyxJQUFLO1VBQzVELEtBQUs7VUFDTCxJQUFJLE1BQU07WUFDUixJQUFJLEtBQUssQ0FBQyxHQUFHO1lBQ2IsRUFBRSxLQUFLLElBQUk7WUFDWCxJQUFJLFFBQVEsQ0FBQyxHQUFHO1VBQ2xCO1FBQ0Y7TUFDRjtJQUNGO0lBQ0EsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDM0IsSUFBSSxLQUFLO01BQ1AsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksSUFBSSxFQUFFLElBQUs7UUFDakMsSUFBSSxTQUFTLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsS0FBSztNQUM5RDtJQUNGO0lBQ0EsT0FBTztFQUNUO0FBQ0Y7QUFFQSxvRUFBb0UsR0FDcEUsU0FBUyxTQUFTLE1BQWM7RUFDOUIsT0FBTyxTQUFTLElBQUksU0FBUyxJQUFJO0FBQ25DO0FBRUEsU0FBUyxTQUFTLE1BQWM7RUFDOUIsT0FBTyxTQUFTLElBQUksS0FBSyxLQUFLLENBQUMsU0FBUyxLQUFLO0FBQy9DIn0=
// denoCacheMetadata=11501331551814446735,12702776325505931032