/**
 * The attach client's renderer: takes the session's frames and returns the
 * bytes that make the outer terminal show them. It is pure (no I/O), so it
 * is tested by feeding its output to a headless terminal.
 *
 * It keeps two grids, as mosh's `Display::new_frame` does: the session's
 * screen (from the frames) and what the outer terminal shows. Each frame
 * changes rows of the first; those rows are cropped or padded to the outer
 * size and diffed against the second, and only cells that differ are
 * written, with the SGR changes between consecutive cells only
 * (`sgr.ts`) and the cheapest cursor motion (`cursor_motion.ts`). A row
 * whose end turns blank is cut with EL. When the session scrolled, the
 * outer screen is scrolled first (`scroll_detect.ts`), so a line of output
 * costs about a line, not a screen.
 *
 * Wide and composed graphemes: the outer terminal may give one another
 * width than the session's engine did (emoji tables differ), so after any
 * grapheme but plain ones and East Asian wide ones the next write is placed
 * with an absolute move (`uncertainWidth`). A wide grapheme cut by the
 * right edge of a smaller outer terminal shows as a blank.
 *
 * Scroll mode draws a view (rows the caller composes, see `showView`) in
 * place of the session's screen, with the same diffing; frames meanwhile
 * keep the session's screen up to date without drawing it, and
 * `showSession` brings it back as it is then.
 *
 * The status line (`status: "top"` or `"bottom"`, `status_line.ts`) takes
 * one row; the session is drawn in the others (its area, `size`). Messages
 * and prompts go over the status line, or over the bottom row without one.
 *
 * When the outer terminal is smaller than the session it shows the part
 * that holds the cursor, moved as little as it takes to keep the cursor in
 * view (tmux pans so); the status line then says the view's offset
 * (`[x,y]`, as tmux's); without one, the area's edge columns and rows that
 * have more of the session beyond them are marked with a faint fill. When
 * larger, the area outside the session is filled with faint dots (as tmux
 * marks the unused part of a larger client), or blank with `fill: " "`. Every drawing write is wrapped in synchronized output
 * (DECSET 2026) with the cursor hidden, so the outer terminal never shows
 * half a frame. Two exceptions: a frame that only moves the cursor writes
 * just that move, and a short write that starts at the cursor and needs no
 * motion (typing echo) goes out bare, as one write cannot show half of it.
 *
 * Hyperlinks (OSC 8) are part of a cell like its style: the frames' link
 * ids are resolved (`hyperlink.ts`) as their rows arrive, a cell whose link
 * changed is rewritten, and the open link is tracked beside the pen and
 * changed only between cells that differ. A link is closed before every
 * cursor motion, erase and scroll, and at the end of every write, so the
 * outer terminal never holds one open where nothing is being printed.
 *
 * Clipboard writes (OSC 52) in frames go out only with `clipboard: true`
 * (the user opted in; the daemon sends none otherwise either).
 *
 * @module
 */ import { ATTR_FAINT, COLOR_DEFAULT } from "../../vt/types.ts";
import { isRegional } from "../../vt/width.ts";
import { reduceStyle, TRUECOLOR } from "../../vt/colour_reduce.ts";
import { clipboardWrite } from "./clipboard.ts";
import { cursorMove } from "./cursor_motion.ts";
import { ClientLinks, CLOSE_LINK, linkSequence } from "./hyperlink.ts";
import { ModeMirror } from "./mode_mirror.ts";
import { findScroll } from "./scroll_detect.ts";
import { sessionRows, STATUS_STYLE, statusLine, windowAt } from "./status_line.ts";
import { DEFAULT_ATTRS, GridRow, ScreenGrid, WIDE_TAIL } from "./screen_grid.ts";
import { BLANK_VISIBLE_FLAGS, copyStyle, DEFAULT_STYLE, sgrTransition } from "./sgr.ts";
const SYNC_BEGIN = "\x1b[?2026h";
const SYNC_END = "\x1b[?2026l";
const HIDE_CURSOR = "\x1b[?25l";
const SHOW_CURSOR = "\x1b[?25h";
// Within a row, unchanged cells up to this far apart are rewritten rather
// than skipped when that is shorter than the move (CUF is 3 to 5 bytes).
const MAX_OVERWRITE_GAP = 6;
// Scroll detection runs when at least this many rows changed (a scroll of
// one line changes every non-blank row).
const MIN_SCROLL_ROWS = 3;
// Drawing that starts at the cursor with no motion and is at most this long
// goes out without synchronized output and cursor hiding (29 bytes of
// wrapping for a typed character's one).
const MAX_BARE_WRITE = 64;
const encoder = new TextEncoder();
const NOTHING = new Uint8Array(0);
/** Cancels an escape sequence in progress (CAN). */ const CANCEL = "\x18";
/** What no cell holds: a row filled with it is drawn whole next time. */ const UNKNOWN = "\x00";
/** Turns frames into the bytes that update the outer terminal. */ export class Renderer {
  #cols;
  #rows;
  #session = new ScreenGrid(0, 0);
  #shown = [];
  #st = {
    cx: -1,
    cy: -1,
    pen: {
      ...DEFAULT_STYLE
    },
    link: ""
  };
  #cursorVisible = true;
  #cursor = [
    0,
    0,
    1,
    "block",
    1
  ];
  #modes = new ModeMirror();
  #fill;
  #fillStyle;
  #bce;
  #mirrorInput;
  #clipboard;
  /** The outer terminal's colours (`RendererOptions.colours`). */ #colours;
  /** Whether colours are reduced for it: fewer than TRUECOLOR. */ #reduce;
  /** What the frames' link ids mean. */ #links = new ClientLinks();
  // Scratch space reused by every row diff.
  #want;
  #dirty;
  /**
   * The outer rows a frame draws (one byte per row), kept from frame to
   * frame: each typed array Deno allocates costs about 1 us here.
   */ #dirtyRows;
  #tmp = {
    ...DEFAULT_STYLE
  };
  /** Whether the outer screen is known blank (cleared, nothing drawn). */ #shownBlank = false;
  /** Whether the cursor was moved while drawing the current frame. */ #moved = false;
  /** Scroll mode's rows, shown instead of the session's; null: none. */ #view = null;
  #viewCursor = null;
  /** A resize in scroll mode: the clear that the next drawing starts with. */ #pendingClear = "";
  /** A one-line message over the status line (bottom row); null: none. */ #message = null;
  /** A prompt over the status line (bottom row), above any message. */ #prompt = null;
  #statusAt;
  /** What the daemon said of the session; null before the first frame. */ #status = null;
  #title = "";
  #hostName;
  #now;
  /** The status line as drawn for the current width, time and content. */ #statusRow = null;
  /** The view's offset into a larger session (following the cursor). */ #ox = 0;
  #oy = 0;
  /**
   * Outer rows someone else wrote (`drawnOver`): drawn whole at the next
   * drawing, whatever it is for.
   */ #forced;
  #anyForced = false;
  /** CAN, before the next write: a cut escape sequence is cancelled. */ #cancel = "";
  constructor(cols, rows, options = {}){
    this.#cols = Math.max(1, cols);
    this.#rows = Math.max(1, rows);
    const fill = options.fill ?? ".";
    this.#fill = fill === "" ? " " : fill;
    this.#fillStyle = this.#fill === " " ? {
      ...DEFAULT_STYLE
    } : {
      ...DEFAULT_STYLE,
      flags: ATTR_FAINT
    };
    this.#bce = options.bce ?? true;
    this.#mirrorInput = options.mirrorInput ?? true;
    this.#clipboard = options.clipboard ?? false;
    this.#colours = options.colours ?? TRUECOLOR;
    this.#reduce = this.#colours < TRUECOLOR;
    this.#statusAt = options.status ?? "off";
    this.#hostName = options.hostName ?? "";
    this.#now = options.now ?? (()=>new Date());
    this.#want = new GridRow(this.#cols);
    this.#dirty = new Uint8Array(this.#cols);
    this.#dirtyRows = new Uint8Array(this.#rows);
    this.#forced = new Uint8Array(this.#rows);
  }
  /**
   * The size of the area the session (or a view) is drawn in: the outer
   * terminal less the status line. The session is asked for this size.
   */ get size() {
    return {
      cols: this.#cols,
      rows: this.#areaRows
    };
  }
  /** The outer terminal's size as the renderer knows it. */ get outerSize() {
    return {
      cols: this.#cols,
      rows: this.#rows
    };
  }
  /** Where the view starts in a session larger than the area. */ get offset() {
    return {
      x: this.#ox,
      y: this.#oy
    };
  }
  /** What the daemon last said of the session (name, windows). */ get status() {
    return this.#status;
  }
  // The status line's row on the outer terminal (-1: none). A terminal of
  // one row has no room for one.
  get #statusY() {
    if (this.#statusAt === "off" || this.#rows < 2) return -1;
    return this.#statusAt === "top" ? 0 : this.#rows - 1;
  }
  // The first outer row of the area.
  get #top() {
    return this.#statusY === 0 ? 1 : 0;
  }
  get #areaRows() {
    return sessionRows(this.#rows, this.#statusAt);
  }
  // Where messages and prompts go: the status line, else the bottom row.
  get #overlayY() {
    const y = this.#statusY;
    return y === -1 ? this.#rows - 1 : y;
  }
  /**
   * Bytes that take over the outer terminal: its alternate screen, cleared,
   * with the default pen and no scroll region.
   */ begin() {
    this.#resetShown();
    return encoder.encode("\x1b[?1049h\x1b[m\x1b[r\x1b[H\x1b[2J");
  }
  /** Bytes that show `frame` on the outer terminal (maybe none). */ frame(frame) {
    const dirtyRows = this.#dirtyRows.fill(0);
    const s = this.#session;
    const cols = Math.max(0, frame.cols | 0);
    const rows = Math.max(0, frame.rows | 0);
    const resized = cols !== s.cols || rows !== s.rows;
    if (frame.full || resized) {
      s.reset(cols, rows);
      dirtyRows.fill(1);
    }
    // Before the rows: a redefined id must not resolve as it did.
    if (frame.links) this.#links.define(frame.links);
    const top = this.#top, area = this.#areaRows;
    for (const [y, runs] of frame.lines){
      if (!Number.isInteger(y) || y < 0 || y >= s.rows) continue;
      if (!Array.isArray(runs)) continue;
      s.lines[y].setRuns(runs, this.#links.resolve);
      const ay = y - this.#oy;
      if (ay >= 0 && ay < area) dirtyRows[top + ay] = 1;
    }
    this.#cursor = frame.cursor;
    if (this.#follow()) dirtyRows.fill(1);
    if (frame.status) this.#status = frame.status;
    if (frame.title !== undefined) this.#title = frame.title;
    if (frame.status || frame.title !== undefined || resized) {
      this.#buildStatus();
    }
    if (this.#statusY >= 0) dirtyRows[this.#statusY] = 1;
    let out = frame.modes && this.#mirrorInput ? this.#modes.apply(frame.modes) : "";
    if (frame.title !== undefined) out += this.#modes.title(frame.title);
    // One BEL however many rang since the last frame: a burst is one beep.
    if (frame.bell) out += "\x07";
    if (frame.clipboard && this.#clipboard) {
      out += clipboardWrite(frame.clipboard[0], frame.clipboard[1]);
    }
    // In scroll mode the session's screen is kept, not drawn.
    if (this.#view) return this.#compose("", out);
    this.#moved = false;
    const draw = this.#scrollIfShifted(dirtyRows) + this.#drawRows(dirtyRows);
    // A short write that starts at the cursor and moves it nowhere else
    // (typing echo) cannot show half a frame: no wrapping needed.
    const bare = !this.#moved && draw.length <= MAX_BARE_WRITE;
    return this.#compose(draw, out, bare);
  }
  /**
   * Bytes that redraw everything for a new outer size. In scroll mode none:
   * the caller composes the view again for the new size and shows it with
   * `showView`, which clears the screen first.
   */ resize(cols, rows) {
    this.#cols = Math.max(1, cols);
    this.#rows = Math.max(1, rows);
    this.#want = new GridRow(this.#cols);
    this.#dirty = new Uint8Array(this.#cols);
    this.#dirtyRows = new Uint8Array(this.#rows);
    this.#message = null; // drawn for the old width
    this.#follow();
    this.#buildStatus();
    // What a terminal does to its screen on resize varies; start afresh.
    this.#resetShown();
    const clear = closeLink(this.#st) + sgrTransition(this.#st.pen, DEFAULT_STYLE) + "\x1b[H\x1b[2J";
    copyStyle(this.#st.pen, DEFAULT_STYLE);
    this.#st.cx = this.#st.cy = 0;
    if (this.#view) {
      // The view's rows are the old size's: clear with the next drawing,
      // in the same synchronized write, so nothing blank shows between.
      this.#view = [];
      this.#pendingClear = clear;
      return NOTHING;
    }
    const draw = this.#drawRows(new Uint8Array(this.#rows).fill(1));
    return this.#compose(clear + draw, "");
  }
  /**
   * Bytes that show `rows` in place of the session's screen: one row per
   * outer row (`size.cols` wide, as `cropRow` makes them; missing ones are
   * blank), the cursor at `cursor` or hidden. Until `showSession()`,
   * frames update the session's screen without drawing it.
   */ showView(rows, cursor = null) {
    this.#view = rows;
    this.#viewCursor = cursor;
    return this.#redraw();
  }
  /** Bytes that show the session's screen again, as it is now. */ showSession() {
    if (!this.#view) return NOTHING;
    this.#view = null;
    this.#viewCursor = null;
    return this.#redraw();
  }
  /**
   * Outer rows `first` to `last` were written by someone else (the
   * session's parse worker, on a terminal the daemon draws: see
   * `server/workers/direct_draw.ts`), who left the cursor somewhere and
   * the default pen: they are drawn whole at the next drawing (`repair`
   * if no other comes). `cut`: that write was cut short, so the terminal
   * may be inside an escape sequence: cancelled, and everything drawn.
   * `ahead`: they show the session newer than this client has it, so only
   * a frame draws them (as it brings their rows, or nothing changed
   * there): drawn now, from this client's older state, they would flicker
   * back until it came (an echo erased and written again).
   */ drawnOver(first, last, cut = false, ahead = false) {
    if (cut) {
      this.#cancel = CANCEL;
      first = 0;
      last = this.#rows - 1;
    }
    const force = cut || !ahead;
    for(let y = Math.max(0, first); y <= last && y < this.#rows; y++){
      this.#shown[y].fill(0, this.#cols, UNKNOWN, DEFAULT_ATTRS);
      if (!force) continue;
      this.#forced[y] = 1;
      this.#anyForced = true;
    }
    this.#shownBlank = false;
    this.#st.cx = this.#st.cy = -1;
    copyStyle(this.#st.pen, DEFAULT_STYLE);
    this.#st.link = "";
  }
  /** Whether rows written by someone else wait to be drawn again. */ get needsRepair() {
    return this.#anyForced || this.#cancel !== "";
  }
  /** Bytes that draw the rows someone else wrote (`drawnOver`) again. */ repair() {
    this.#moved = false;
    return this.#compose(this.#drawRows(this.#dirtyRows.fill(0)), "");
  }
  /**
   * Where the session's window is drawn as it is, cell for cell, and
   * nothing covers it (no view or prompt, no message over it; not panned; the
   * window within the area), for someone else to draw there (see
   * `drawnOver`); null when it is not.
   */ directArea() {
    const { cols, rows } = this.#session;
    // A prompt holds the cursor; a message covers a row of the window
    // when there is no status line to cover.
    if (this.#view || this.#prompt) return null;
    if (this.#message && this.#statusY < 0) return null;
    if (this.#ox !== 0 || this.#oy !== 0 || this.#cancel !== "") return null;
    if (cols === 0 || cols > this.#cols || rows === 0) return null;
    if (rows > this.#areaRows) return null;
    return {
      top: this.#top,
      cols,
      rows,
      colours: this.#colours
    };
  }
  /** Where the session's cursor is on its screen. */ get sessionCursor() {
    return {
      x: this.#cursor[0],
      y: this.#cursor[1]
    };
  }
  /**
   * Bytes that show `row` (`size.cols` wide) over the status line (the
   * bottom row without one) until `clearMessage()` (a message: an unbound
   * key, a command's error), while frames go on drawing the rest. Without
   * a status line, in scroll mode it waits until the view is left.
   */ showMessage(row) {
    this.#message = row;
    return this.#drawOverlay();
  }
  /** Bytes that give the status line (bottom row) back. */ clearMessage() {
    if (!this.#message) return NOTHING;
    this.#message = null;
    return this.#drawOverlay();
  }
  /**
   * Bytes that show a prompt over the status line (the bottom row without
   * one), above any message, with the cursor at column `cursor` of it.
   */ showPrompt(row, cursor) {
    this.#prompt = {
      row,
      cursor
    };
    return this.#drawOverlay();
  }
  /** Bytes that take the prompt away. */ clearPrompt() {
    if (!this.#prompt) return NOTHING;
    this.#prompt = null;
    return this.#drawOverlay();
  }
  /** Bytes that redraw the status line (its clock, each minute). */ tick() {
    if (this.#statusY < 0) return NOTHING;
    this.#buildStatus();
    return this.#drawOverlay();
  }
  #drawOverlay() {
    this.#moved = false;
    const dirty = new Uint8Array(this.#rows);
    dirty[this.#overlayY] = 1;
    return this.#compose(this.#drawRows(dirty), "");
  }
  /**
   * The status line moves (`source-file` changed the `status` setting):
   * the screen is drawn again as after a resize.
   */ setStatus(at) {
    this.#statusAt = at;
    return this.resize(this.#cols, this.#rows);
  }
  /**
   * Bytes that set the outer terminal's title to the session's again (the
   * terminal was given back meanwhile, its title restored: `suspend-client`).
   */ titleAgain() {
    const out = this.#title === "" ? "" : this.#modes.title(this.#title);
    return out === "" ? NOTHING : encoder.encode(out);
  }
  /** Bytes that set the outer terminal's modes to `modes` (the mouse's). */ applyModes(modes) {
    if (!this.#mirrorInput) return NOTHING;
    const out = this.#modes.apply(modes);
    return out === "" ? NOTHING : encoder.encode(out);
  }
  /**
   * Outer cell (x, y) as a cell of the shown window, for the mouse: less
   * the status line's row at the top, plus the offset of a view panned
   * to follow the cursor (a scroll view is not panned). `status`: the
   * cell is on the status line (`y` is then the window's nearest row, so
   * that a drag onto it still ends somewhere).
   */ windowPoint(x, y) {
    const status = y === this.#statusY;
    const ay = Math.max(0, Math.min(this.#areaRows - 1, y - this.#top));
    if (this.#view) return {
      x,
      y: ay,
      status
    };
    return {
      x: x + this.#ox,
      y: ay + this.#oy,
      status
    };
  }
  /**
   * The index of the window whose name the status line shows at outer
   * cell (x, y) (a mouse click there selects it), or undefined.
   */ windowAt(x, y) {
    const content = this.#statusContent();
    if (y !== this.#statusY || !content || this.#prompt || this.#message) {
      return undefined;
    }
    return windowAt(this.#cols, content, x);
  }
  // The status line's row for the current content, width and time.
  #buildStatus() {
    if (this.#statusY < 0) return;
    const content = this.#statusContent();
    if (!content) {
      this.#statusRow = new GridRow(this.#cols);
      this.#statusRow.fill(0, this.#cols, " ", STATUS_STYLE);
      return;
    }
    this.#statusRow = statusLine(this.#cols, content, this.#now());
  }
  // What the status line shows; null before the daemon said anything.
  #statusContent() {
    if (!this.#status) return null;
    const bigger = this.#session.cols > this.#cols || this.#session.rows > this.#areaRows;
    return {
      status: this.#status,
      title: this.#title || this.#hostName,
      offset: bigger ? {
        x: this.#ox,
        y: this.#oy
      } : null
    };
  }
  /**
   * Moves the view over a session larger than the area as little as it
   * takes to show the cursor, away from the marked edges; true when it
   * moved.
   */ #follow() {
    const [cx, cy] = this.#cursor;
    const margin = this.#statusY >= 0 ? 0 : 1; // edges marked: keep off
    const ox = pan(this.#ox, cx, this.#session.cols, this.#cols, margin);
    const oy = pan(this.#oy, cy, this.#session.rows, this.#areaRows, margin);
    if (ox === this.#ox && oy === this.#oy) return false;
    this.#ox = ox;
    this.#oy = oy;
    this.#buildStatus();
    return true;
  }
  /** GridRow `y` of the session's screen as last drawn (null below it). */ sessionRow(y) {
    return y < this.#session.rows ? this.#session.lines[y] : null;
  }
  /** Whether a view is shown in place of the session (scroll mode). */ get viewing() {
    return this.#view !== null;
  }
  /**
   * Fills `out` (an outer row, `size.cols` wide) with what the outer
   * terminal shows for a session row `src` (`src.cols` is the session's
   * width): its left part, or it padded with the fill; null: a row below
   * the session's screen, all fill.
   */ cropRow(src, out) {
    this.#cropAt(src, out, 0);
  }
  // As cropRow, from column `ox` of `src`.
  #cropAt(src, out, ox) {
    const n = Math.min(out.cols, this.#cols);
    let x = 0;
    if (src) {
      const shown = Math.max(0, Math.min(src.cols - ox, n));
      for(; x < shown; x++)out.copyCell(x, src, ox + x);
      // A wide grapheme cut in half by an edge shows as a blank.
      if (shown > 0 && out.chars[0] === WIDE_TAIL) {
        out.fill(0, 1, " ", DEFAULT_ATTRS);
      }
      const end = ox + shown;
      if (end < src.cols && shown > 0 && src.chars[end] === WIDE_TAIL) {
        out.fill(shown - 1, shown, " ", DEFAULT_ATTRS);
      }
    }
    out.fill(x, n, this.#fill, this.#fillStyle);
  }
  // Without a status line, marks the edges of the area beyond which the
  // session goes on: the column or row there shows the faint fill (as
  // what is outside the session), never under the cursor, which panning
  // keeps off them.
  #markEdges(out, ay) {
    const s = this.#session, area = this.#areaRows, n = this.#cols;
    // The status line says the offset instead (`[x,y]`, as tmux's).
    if (this.#statusY >= 0 || s.cols <= n && s.rows <= area) return;
    const mark = (x)=>{
      if (out.chars[x] === WIDE_TAIL && x > 0) {
        out.fill(x - 1, x, " ", DEFAULT_ATTRS);
      }
      if (x + 1 < n && out.chars[x + 1] === WIDE_TAIL) {
        out.fill(x + 1, x + 2, " ", DEFAULT_ATTRS);
      }
      out.fill(x, x + 1, EDGE_FILL, EDGE_STYLE);
    };
    if (ay === 0 && this.#oy > 0 || ay === area - 1 && this.#oy + area < s.rows) {
      for(let x = 0; x < n; x++)out.fill(x, x + 1, EDGE_FILL, EDGE_STYLE);
      return;
    }
    if (this.#ox > 0) mark(0);
    if (this.#ox + n < s.cols) mark(n - 1);
  }
  // Draws every row that differs from what is shown.
  #redraw() {
    this.#moved = false;
    const clear = this.#pendingClear;
    this.#pendingClear = "";
    const dirty = new Uint8Array(this.#rows).fill(1);
    const scroll = clear ? "" : this.#scrollIfShifted(dirty);
    return this.#compose(clear + scroll + this.#drawRows(dirty), "");
  }
  /**
   * Bytes that give the outer terminal back as it was: modes undone,
   * default pen, cursor visible, main screen.
   */ end() {
    let out = this.#cancel + closeLink(this.#st) + sgrTransition(this.#st.pen, DEFAULT_STYLE);
    this.#cancel = "";
    copyStyle(this.#st.pen, DEFAULT_STYLE);
    out += this.#modes.reset();
    out += SHOW_CURSOR + "\x1b[?1049l";
    this.#cursorVisible = true;
    return encoder.encode(out);
  }
  // Wraps drawing in synchronized output with the cursor hidden, then
  // places the cursor as the session has it.
  #compose(draw, extra, bare = false) {
    const wrap = draw !== "" && !bare;
    let out = draw;
    if (wrap) {
      out = SYNC_BEGIN + (this.#cursorVisible ? HIDE_CURSOR : "") + draw;
      this.#cursorVisible = false;
    }
    out = this.#cancel + out;
    this.#cancel = "";
    out += extra + this.#placeCursor();
    if (wrap) out += SYNC_END;
    return out === "" ? NOTHING : encoder.encode(out);
  }
  // Scrolls the outer screen when the session's rows moved up, so that
  // the rows diffed next mostly match already. Marks the rows it moved.
  #scrollIfShifted(dirtyRows) {
    // A cleared screen (the first frame, a resize) has nothing to move: no
    // row the session has can be found there, and hashing every row of
    // both screens with cold code cost about 3 ms of the first frame.
    if (this.#shownBlank) return "";
    const y0 = this.#top;
    const rows = this.#view ? this.#areaRows : Math.max(0, Math.min(this.#session.rows - this.#oy, this.#areaRows));
    let dirty = 0;
    for(let y = y0; y < y0 + rows; y++)dirty += dirtyRows[y];
    if (dirty < MIN_SCROLL_ROWS) return "";
    const want = new Uint32Array(rows), shown = new Uint32Array(rows);
    const blank = new Uint8Array(rows);
    for(let i = 0; i < rows; i++){
      const row = this.#wantRow(y0 + i);
      want[i] = row.hash();
      blank[i] = row.isBlank() ? 1 : 0;
      shown[i] = this.#shown[y0 + i].hash();
    }
    const k = findScroll(want, shown, blank);
    if (k === 0) return "";
    dirtyRows.fill(1, y0, y0 + rows);
    return k > 0 ? this.#scrollUp(k, y0, rows) : this.#scrollDown(-k, y0, rows);
  }
  // Sets the scroll region to outer rows [y0, y0 + rows) when that is not
  // the whole screen (DECSTBM, which also homes the cursor).
  #region(y0, rows) {
    if (y0 === 0 && rows === this.#rows) return "";
    this.#st.cx = this.#st.cy = 0;
    return `\x1b[${y0 + 1};${y0 + rows}r`;
  }
  // Scrolls rows [y0, y0 + rows) of the outer screen up by k: LFs at the
  // bottom of that region (understood by every terminal, unlike SU).
  #scrollUp(k, y0, rows) {
    const st = this.#st;
    // New lines are blank in the pen's background (BCE): default it.
    let out = closeLink(st) + sgrTransition(st.pen, DEFAULT_STYLE);
    copyStyle(st.pen, DEFAULT_STYLE);
    const region = this.#region(y0, rows);
    const bottom = y0 + rows - 1;
    out += region + cursorMove(st.cx, st.cy, 0, bottom) + "\n".repeat(k);
    st.cx = 0;
    st.cy = bottom;
    if (region) {
      out += "\x1b[r";
      st.cx = st.cy = 0;
    }
    const gone = this.#shown.splice(y0, k);
    for (const row of gone)row.fill(0, this.#cols, " ", DEFAULT_ATTRS);
    this.#shown.splice(y0 + rows - k, 0, ...gone);
    this.#moved = true;
    return out;
  }
  // Scrolls rows [y0, y0 + rows) of the outer screen down by k: RIs at
  // the top of that region (as universal as LF).
  #scrollDown(k, y0, rows) {
    const st = this.#st;
    let out = closeLink(st) + sgrTransition(st.pen, DEFAULT_STYLE);
    copyStyle(st.pen, DEFAULT_STYLE);
    const region = this.#region(y0, rows);
    out += region + cursorMove(st.cx, st.cy, 0, y0) + "\x1bM".repeat(k);
    st.cx = 0;
    st.cy = y0;
    if (region) {
      out += "\x1b[r";
      st.cx = st.cy = 0;
    }
    const gone = this.#shown.splice(y0 + rows - k, k);
    for (const row of gone)row.fill(0, this.#cols, " ", DEFAULT_ATTRS);
    this.#shown.splice(y0, 0, ...gone);
    this.#moved = true;
    return out;
  }
  #placeCursor() {
    const [x, y, show] = this.#cursorTarget();
    let out = this.#modes.cursorShape(this.#cursor);
    if (show) {
      out += cursorMove(this.#st.cx, this.#st.cy, x, y);
      this.#st.cx = x;
      this.#st.cy = y;
    }
    if (show !== this.#cursorVisible) {
      out += show ? SHOW_CURSOR : HIDE_CURSOR;
      this.#cursorVisible = show;
    }
    return out;
  }
  // Where the cursor goes and whether it shows: the session's, or the
  // view's in scroll mode.
  #cursorTarget() {
    const top = this.#top, area = this.#areaRows;
    const pc = this.#prompt?.cursor ?? null;
    if (pc !== null) {
      return [
        Math.min(pc, this.#cols - 1),
        this.#overlayY,
        true
      ];
    }
    if (this.#view) {
      const c = this.#viewCursor;
      const show = c !== null && c.x >= 0 && c.y >= 0 && c.x < this.#cols && c.y < area;
      return show ? [
        c.x,
        c.y + top,
        true
      ] : [
        0,
        0,
        false
      ];
    }
    const [sx, sy, visible] = this.#cursor;
    const x = sx - this.#ox, y = sy - this.#oy;
    const show = visible === 1 && x >= 0 && y >= 0 && x < this.#cols && y < area && sx < this.#session.cols && sy < this.#session.rows;
    return [
      x,
      y + top,
      show
    ];
  }
  #resetShown() {
    this.#shown = Array.from({
      length: this.#rows
    }, ()=>new GridRow(this.#cols));
    this.#shownBlank = true;
    this.#st.cx = this.#st.cy = 0;
    this.#forced = new Uint8Array(this.#rows);
    this.#anyForced = false;
  }
  #drawRows(dirtyRows) {
    let out = "";
    const forced = this.#anyForced ? this.#forced : null;
    for(let y = 0; y < this.#rows; y++){
      if (dirtyRows[y] || forced && forced[y]) out += this.#drawRow(y);
    }
    if (forced) {
      forced.fill(0);
      this.#anyForced = false;
    }
    return out + closeLink(this.#st);
  }
  // Fills `#want` with what outer row y must show.
  #wantRow(y) {
    const want = this.#want;
    if (y === this.#overlayY) {
      // A prompt shows over a view too (copy mode's search); without a
      // status line a message waits for the view's end, which draws its
      // own on its bottom row.
      const over = this.#prompt?.row ?? (this.#statusY >= 0 || !this.#view ? this.#message : null);
      const row = over ?? (y === this.#statusY ? this.#statusRow : null);
      if (row && row.cols === want.cols) {
        want.copyFrom(row);
        return want;
      }
      if (y === this.#statusY) {
        want.fill(0, want.cols, " ", STATUS_STYLE);
        return want;
      }
    }
    const ay = y - this.#top;
    if (this.#view) {
      const row = this.#view[ay];
      if (row && row.cols === want.cols) want.copyFrom(row);
      else want.fill(0, want.cols, " ", DEFAULT_ATTRS);
      return want;
    }
    const s = this.#session, sy = ay + this.#oy;
    this.#cropAt(sy < s.rows ? s.lines[sy] : null, want, this.#ox);
    this.#markEdges(want, ay);
    return want;
  }
  // Diffs outer row y against what it must show and returns the writes.
  #drawRow(y) {
    const want = this.#wantRow(y), shown = this.#shown[y];
    const dirty = this.#dirty, n = this.#cols;
    let any = false;
    for(let x = 0; x < n; x++){
      dirty[x] = want.same(x, shown, x) ? 0 : 1;
      if (dirty[x]) any = true;
    }
    if (!any) return "";
    this.#shownBlank = false;
    this.#spreadDirty(want, shown);
    const tail = this.#erasableTail(want);
    let out = this.#writeCells(this.#st, y, want, 0, tail);
    if (tail < n) out += this.#bestTail(y, want, tail);
    shown.copyFrom(want);
    return out;
  }
  // Grows the dirty set to whole wide graphemes: one is always written
  // whole, and writing over half of one on the outer terminal wipes the
  // other half there too.
  #spreadDirty(want, shown) {
    const dirty = this.#dirty, n = this.#cols;
    for(let changed = true; changed;){
      changed = false;
      for(let x = 0; x < n; x++){
        if (!dirty[x]) continue;
        const left = x > 0 && (want.chars[x] === WIDE_TAIL || shown.chars[x] === WIDE_TAIL);
        const right = x + 1 < n && (want.chars[x + 1] === WIDE_TAIL || shown.chars[x + 1] === WIDE_TAIL);
        if (left && !dirty[x - 1]) dirty[x - 1] = 1, changed = true;
        if (right && !dirty[x + 1]) dirty[x + 1] = 1, changed = true;
      }
    }
  }
  // The first column of the run of identical erasable blanks that ends the
  // row (`cols` when there is none).
  #erasableTail(want) {
    const n = this.#cols;
    const last = n - 1;
    if (!this.#erasable(want, last)) return n;
    let t = last;
    while(t > 0 && want.chars[t - 1] === " " && want.sameStyle(t - 1, last)){
      t--;
    }
    return t;
  }
  // Whether EL, with the pen set to this blank's style, produces it (an
  // erased cell has no link).
  #erasable(want, x) {
    if (want.chars[x] !== " " || want.links[x] !== "") return false;
    const s = want.style(x, this.#tmp);
    if (s.fg !== COLOR_DEFAULT || s.ul !== COLOR_DEFAULT) return false;
    if (s.flags !== 0) return false;
    return this.#bce || s.bg === COLOR_DEFAULT;
  }
  // Writes the row's tail from column t, by cells or with one EL, which
  // ever is shorter.
  #bestTail(y, want, t) {
    let dirtyInTail = false;
    for(let x = t; x < this.#cols; x++)dirtyInTail ||= this.#dirty[x] === 1;
    if (!dirtyInTail) return "";
    const byCells = cloneState(this.#st);
    const cells = this.#writeCells(byCells, y, want, t, this.#cols);
    const byErase = cloneState(this.#st);
    const erase = this.#moveTo(byErase, t, y, want) + closeLink(byErase) + this.#setPen(byErase, this.#styleAt(want, t)) + "\x1b[K";
    const [out, st] = erase.length < cells.length ? [
      erase,
      byErase
    ] : [
      cells,
      byCells
    ];
    this.#st = st;
    return out;
  }
  // Writes the dirty cells of columns [from, to) of row y.
  #writeCells(st, y, want, from, to) {
    const n = this.#cols, dirty = this.#dirty;
    let out = "";
    for(let x = from; x < to;){
      if (!dirty[x]) {
        x++;
        continue;
      }
      const ch = want.chars[x];
      const width = x + 1 < n && want.chars[x + 1] === WIDE_TAIL ? 2 : 1;
      out += this.#moveTo(st, x, y, want);
      const style = this.#styleAt(want, x);
      if (!looksSame(st.pen, style, ch)) out += this.#setPen(st, style);
      const link = want.links[x];
      if (link !== st.link) {
        out += linkSequence(link);
        st.link = link;
      }
      out += ch;
      x += width;
      // Past the last column the terminal waits to wrap; after a grapheme
      // the terminal may measure differently, only absolute moves are safe.
      st.cx = x >= n || uncertainWidth(ch, width) ? -1 : x;
    }
    return out;
  }
  // The style of cell x as the outer terminal draws it (in #tmp): its
  // colours reduced to the terminal's. The pen holds such styles. Nothing
  // more than a branch for a truecolor terminal.
  #styleAt(row, x) {
    const s = row.style(x, this.#tmp);
    return this.#reduce ? reduceStyle(s, this.#colours, s) : s;
  }
  #setPen(st, s) {
    const seq = sgrTransition(st.pen, s);
    if (seq !== "") copyStyle(st.pen, s);
    return seq;
  }
  // Moves to (x, y): by rewriting the unchanged cells in between when they
  // are plain ASCII in the current pen and that is shorter, else by motion.
  #moveTo(st, x, y, want) {
    if (st.cx === x && st.cy === y) return "";
    this.#moved = true;
    const motion = cursorMove(st.cx, st.cy, x, y);
    let out = motion;
    const gap = x - st.cx;
    if (st.cy === y && st.cx >= 0 && gap > 0 && gap < motion.length) {
      const over = this.#overwrite(st, want, st.cx, x);
      if (over !== null && gap <= MAX_OVERWRITE_GAP) out = over;
    }
    // No link stays open across a move.
    if (out === motion) out = closeLink(st) + motion;
    st.cx = x;
    st.cy = y;
    return out;
  }
  // The text of cells [from, to) when they can be rewritten as they are.
  #overwrite(st, want, from, to) {
    let text = "";
    for(let x = from; x < to; x++){
      const ch = want.chars[x];
      if (ch.length !== 1 || ch < " " || ch > "~") return null;
      if (want.links[x] !== st.link) return null;
      if (!looksSame(st.pen, this.#styleAt(want, x), ch)) return null;
      text += ch;
    }
    return text;
  }
}
/**
 * Whether `ch` written with the pen looks as it does in style `s`: the
 * same style, or a blank whose style keeps only a background (see
 * `screen_grid.ts`) and a pen with that background that draws nothing else
 * on a blank.
 */ function looksSame(pen, s, ch) {
  if (pen.fg === s.fg && pen.bg === s.bg && pen.ul === s.ul && pen.flags === s.flags) {
    return true;
  }
  return ch === " " && s.fg === COLOR_DEFAULT && s.ul === COLOR_DEFAULT && s.flags === 0 && pen.bg === s.bg && (pen.flags & BLANK_VISIBLE_FLAGS) === 0;
}
/** The faint fill of an edge with more of the session beyond it. */ const EDGE_FILL = ".";
const EDGE_STYLE = Object.freeze({
  ...DEFAULT_STYLE,
  flags: ATTR_FAINT
});
/**
 * The offset of a view `size` long over `length` that shows `at`, moved
 * from `from` as little as it takes; `margin` cells inside an edge that
 * has more beyond it (a marked edge).
 */ function pan(from, at, length, size, margin) {
  if (length <= size) return 0;
  const max = length - size;
  let o = Math.min(Math.max(from, 0), max);
  const lo = o > 0 ? o + margin : 0;
  const hi = o < max ? o + size - 1 - margin : length - 1;
  if (at < lo) o = at - margin;
  else if (at > hi) o = at - size + 1 + margin;
  return Math.min(Math.max(o, 0), max);
}
function cloneState(st) {
  return {
    cx: st.cx,
    cy: st.cy,
    pen: {
      ...st.pen
    },
    link: st.link
  };
}
// Closes the open link, if any.
function closeLink(st) {
  if (st.link === "") return "";
  st.link = "";
  return CLOSE_LINK;
}
/**
 * Whether the outer terminal might give `ch` another width than the
 * session's engine did: any composed grapheme, a lone regional indicator,
 * and wide ones outside the East Asian blocks every terminal agrees on
 * (emoji widths vary).
 */ export function uncertainWidth(ch, width) {
  const cp = ch.codePointAt(0) ?? 0;
  const single = ch.length === (cp > 0xffff ? 2 : 1);
  // A lone regional indicator: the outer terminal may join it with the
  // next into a flag.
  if (width === 1) return !single || isRegional(cp);
  return !single || !eastAsianWide(cp);
}
function eastAsianWide(cp) {
  return cp >= 0x1100 && cp <= 0x115f || // Hangul Jamo
  cp >= 0x2e80 && cp <= 0x303e || // CJK radicals, punctuation
  cp >= 0x3041 && cp <= 0x33ff || // kana, CJK compatibility
  cp >= 0x3400 && cp <= 0x4dbf || // CJK extension A
  cp >= 0x4e00 && cp <= 0x9fff || // CJK unified ideographs
  cp >= 0xa000 && cp <= 0xa4cf || // Yi
  cp >= 0xac00 && cp <= 0xd7a3 || // Hangul syllables
  cp >= 0xf900 && cp <= 0xfaff || // CJK compatibility ideographs
  cp >= 0xfe30 && cp <= 0xfe4f || // CJK compatibility forms
  cp >= 0xff00 && cp <= 0xff60 || // fullwidth forms
  cp >= 0xffe0 && cp <= 0xffe6 || cp >= 0x20000 && cp <= 0x3fffd; // CJK extensions B and on
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcmVuZGVyZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCdzIHJlbmRlcmVyOiB0YWtlcyB0aGUgc2Vzc2lvbidzIGZyYW1lcyBhbmQgcmV0dXJucyB0aGVcbiAqIGJ5dGVzIHRoYXQgbWFrZSB0aGUgb3V0ZXIgdGVybWluYWwgc2hvdyB0aGVtLiBJdCBpcyBwdXJlIChubyBJL08pLCBzbyBpdFxuICogaXMgdGVzdGVkIGJ5IGZlZWRpbmcgaXRzIG91dHB1dCB0byBhIGhlYWRsZXNzIHRlcm1pbmFsLlxuICpcbiAqIEl0IGtlZXBzIHR3byBncmlkcywgYXMgbW9zaCdzIGBEaXNwbGF5OjpuZXdfZnJhbWVgIGRvZXM6IHRoZSBzZXNzaW9uJ3NcbiAqIHNjcmVlbiAoZnJvbSB0aGUgZnJhbWVzKSBhbmQgd2hhdCB0aGUgb3V0ZXIgdGVybWluYWwgc2hvd3MuIEVhY2ggZnJhbWVcbiAqIGNoYW5nZXMgcm93cyBvZiB0aGUgZmlyc3Q7IHRob3NlIHJvd3MgYXJlIGNyb3BwZWQgb3IgcGFkZGVkIHRvIHRoZSBvdXRlclxuICogc2l6ZSBhbmQgZGlmZmVkIGFnYWluc3QgdGhlIHNlY29uZCwgYW5kIG9ubHkgY2VsbHMgdGhhdCBkaWZmZXIgYXJlXG4gKiB3cml0dGVuLCB3aXRoIHRoZSBTR1IgY2hhbmdlcyBiZXR3ZWVuIGNvbnNlY3V0aXZlIGNlbGxzIG9ubHlcbiAqIChgc2dyLnRzYCkgYW5kIHRoZSBjaGVhcGVzdCBjdXJzb3IgbW90aW9uIChgY3Vyc29yX21vdGlvbi50c2ApLiBBIHJvd1xuICogd2hvc2UgZW5kIHR1cm5zIGJsYW5rIGlzIGN1dCB3aXRoIEVMLiBXaGVuIHRoZSBzZXNzaW9uIHNjcm9sbGVkLCB0aGVcbiAqIG91dGVyIHNjcmVlbiBpcyBzY3JvbGxlZCBmaXJzdCAoYHNjcm9sbF9kZXRlY3QudHNgKSwgc28gYSBsaW5lIG9mIG91dHB1dFxuICogY29zdHMgYWJvdXQgYSBsaW5lLCBub3QgYSBzY3JlZW4uXG4gKlxuICogV2lkZSBhbmQgY29tcG9zZWQgZ3JhcGhlbWVzOiB0aGUgb3V0ZXIgdGVybWluYWwgbWF5IGdpdmUgb25lIGFub3RoZXJcbiAqIHdpZHRoIHRoYW4gdGhlIHNlc3Npb24ncyBlbmdpbmUgZGlkIChlbW9qaSB0YWJsZXMgZGlmZmVyKSwgc28gYWZ0ZXIgYW55XG4gKiBncmFwaGVtZSBidXQgcGxhaW4gb25lcyBhbmQgRWFzdCBBc2lhbiB3aWRlIG9uZXMgdGhlIG5leHQgd3JpdGUgaXMgcGxhY2VkXG4gKiB3aXRoIGFuIGFic29sdXRlIG1vdmUgKGB1bmNlcnRhaW5XaWR0aGApLiBBIHdpZGUgZ3JhcGhlbWUgY3V0IGJ5IHRoZVxuICogcmlnaHQgZWRnZSBvZiBhIHNtYWxsZXIgb3V0ZXIgdGVybWluYWwgc2hvd3MgYXMgYSBibGFuay5cbiAqXG4gKiBTY3JvbGwgbW9kZSBkcmF3cyBhIHZpZXcgKHJvd3MgdGhlIGNhbGxlciBjb21wb3Nlcywgc2VlIGBzaG93Vmlld2ApIGluXG4gKiBwbGFjZSBvZiB0aGUgc2Vzc2lvbidzIHNjcmVlbiwgd2l0aCB0aGUgc2FtZSBkaWZmaW5nOyBmcmFtZXMgbWVhbndoaWxlXG4gKiBrZWVwIHRoZSBzZXNzaW9uJ3Mgc2NyZWVuIHVwIHRvIGRhdGUgd2l0aG91dCBkcmF3aW5nIGl0LCBhbmRcbiAqIGBzaG93U2Vzc2lvbmAgYnJpbmdzIGl0IGJhY2sgYXMgaXQgaXMgdGhlbi5cbiAqXG4gKiBUaGUgc3RhdHVzIGxpbmUgKGBzdGF0dXM6IFwidG9wXCJgIG9yIGBcImJvdHRvbVwiYCwgYHN0YXR1c19saW5lLnRzYCkgdGFrZXNcbiAqIG9uZSByb3c7IHRoZSBzZXNzaW9uIGlzIGRyYXduIGluIHRoZSBvdGhlcnMgKGl0cyBhcmVhLCBgc2l6ZWApLiBNZXNzYWdlc1xuICogYW5kIHByb21wdHMgZ28gb3ZlciB0aGUgc3RhdHVzIGxpbmUsIG9yIG92ZXIgdGhlIGJvdHRvbSByb3cgd2l0aG91dCBvbmUuXG4gKlxuICogV2hlbiB0aGUgb3V0ZXIgdGVybWluYWwgaXMgc21hbGxlciB0aGFuIHRoZSBzZXNzaW9uIGl0IHNob3dzIHRoZSBwYXJ0XG4gKiB0aGF0IGhvbGRzIHRoZSBjdXJzb3IsIG1vdmVkIGFzIGxpdHRsZSBhcyBpdCB0YWtlcyB0byBrZWVwIHRoZSBjdXJzb3IgaW5cbiAqIHZpZXcgKHRtdXggcGFucyBzbyk7IHRoZSBzdGF0dXMgbGluZSB0aGVuIHNheXMgdGhlIHZpZXcncyBvZmZzZXRcbiAqIChgW3gseV1gLCBhcyB0bXV4J3MpOyB3aXRob3V0IG9uZSwgdGhlIGFyZWEncyBlZGdlIGNvbHVtbnMgYW5kIHJvd3MgdGhhdFxuICogaGF2ZSBtb3JlIG9mIHRoZSBzZXNzaW9uIGJleW9uZCB0aGVtIGFyZSBtYXJrZWQgd2l0aCBhIGZhaW50IGZpbGwuIFdoZW5cbiAqIGxhcmdlciwgdGhlIGFyZWEgb3V0c2lkZSB0aGUgc2Vzc2lvbiBpcyBmaWxsZWQgd2l0aCBmYWludCBkb3RzIChhcyB0bXV4XG4gKiBtYXJrcyB0aGUgdW51c2VkIHBhcnQgb2YgYSBsYXJnZXIgY2xpZW50KSwgb3IgYmxhbmsgd2l0aCBgZmlsbDogXCIgXCJgLiBFdmVyeSBkcmF3aW5nIHdyaXRlIGlzIHdyYXBwZWQgaW4gc3luY2hyb25pemVkIG91dHB1dFxuICogKERFQ1NFVCAyMDI2KSB3aXRoIHRoZSBjdXJzb3IgaGlkZGVuLCBzbyB0aGUgb3V0ZXIgdGVybWluYWwgbmV2ZXIgc2hvd3NcbiAqIGhhbGYgYSBmcmFtZS4gVHdvIGV4Y2VwdGlvbnM6IGEgZnJhbWUgdGhhdCBvbmx5IG1vdmVzIHRoZSBjdXJzb3Igd3JpdGVzXG4gKiBqdXN0IHRoYXQgbW92ZSwgYW5kIGEgc2hvcnQgd3JpdGUgdGhhdCBzdGFydHMgYXQgdGhlIGN1cnNvciBhbmQgbmVlZHMgbm9cbiAqIG1vdGlvbiAodHlwaW5nIGVjaG8pIGdvZXMgb3V0IGJhcmUsIGFzIG9uZSB3cml0ZSBjYW5ub3Qgc2hvdyBoYWxmIG9mIGl0LlxuICpcbiAqIEh5cGVybGlua3MgKE9TQyA4KSBhcmUgcGFydCBvZiBhIGNlbGwgbGlrZSBpdHMgc3R5bGU6IHRoZSBmcmFtZXMnIGxpbmtcbiAqIGlkcyBhcmUgcmVzb2x2ZWQgKGBoeXBlcmxpbmsudHNgKSBhcyB0aGVpciByb3dzIGFycml2ZSwgYSBjZWxsIHdob3NlIGxpbmtcbiAqIGNoYW5nZWQgaXMgcmV3cml0dGVuLCBhbmQgdGhlIG9wZW4gbGluayBpcyB0cmFja2VkIGJlc2lkZSB0aGUgcGVuIGFuZFxuICogY2hhbmdlZCBvbmx5IGJldHdlZW4gY2VsbHMgdGhhdCBkaWZmZXIuIEEgbGluayBpcyBjbG9zZWQgYmVmb3JlIGV2ZXJ5XG4gKiBjdXJzb3IgbW90aW9uLCBlcmFzZSBhbmQgc2Nyb2xsLCBhbmQgYXQgdGhlIGVuZCBvZiBldmVyeSB3cml0ZSwgc28gdGhlXG4gKiBvdXRlciB0ZXJtaW5hbCBuZXZlciBob2xkcyBvbmUgb3BlbiB3aGVyZSBub3RoaW5nIGlzIGJlaW5nIHByaW50ZWQuXG4gKlxuICogQ2xpcGJvYXJkIHdyaXRlcyAoT1NDIDUyKSBpbiBmcmFtZXMgZ28gb3V0IG9ubHkgd2l0aCBgY2xpcGJvYXJkOiB0cnVlYFxuICogKHRoZSB1c2VyIG9wdGVkIGluOyB0aGUgZGFlbW9uIHNlbmRzIG5vbmUgb3RoZXJ3aXNlIGVpdGhlcikuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHtcbiAgVXBkYXRlTXNnLFxuICBXaXJlQ3Vyc29yLFxuICBXaXJlU3RhdHVzLFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7XG4gIEFUVFJfRkFJTlQsXG4gIENPTE9SX0RFRkFVTFQsXG4gIHR5cGUgVGVybWluYWxNb2Rlcyxcbn0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgeyBpc1JlZ2lvbmFsIH0gZnJvbSBcIi4uLy4uL3Z0L3dpZHRoLnRzXCI7XG5pbXBvcnQgeyByZWR1Y2VTdHlsZSwgVFJVRUNPTE9SIH0gZnJvbSBcIi4uLy4uL3Z0L2NvbG91cl9yZWR1Y2UudHNcIjtcbmltcG9ydCB0eXBlIHsgRHJhd0dyYW50IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2RpcmVjdF9kcmF3LnRzXCI7XG5pbXBvcnQgeyBjbGlwYm9hcmRXcml0ZSB9IGZyb20gXCIuL2NsaXBib2FyZC50c1wiO1xuaW1wb3J0IHsgY3Vyc29yTW92ZSB9IGZyb20gXCIuL2N1cnNvcl9tb3Rpb24udHNcIjtcbmltcG9ydCB7IENsaWVudExpbmtzLCBDTE9TRV9MSU5LLCBsaW5rU2VxdWVuY2UgfSBmcm9tIFwiLi9oeXBlcmxpbmsudHNcIjtcbmltcG9ydCB7IE1vZGVNaXJyb3IgfSBmcm9tIFwiLi9tb2RlX21pcnJvci50c1wiO1xuaW1wb3J0IHsgZmluZFNjcm9sbCB9IGZyb20gXCIuL3Njcm9sbF9kZXRlY3QudHNcIjtcbmltcG9ydCB7XG4gIHNlc3Npb25Sb3dzLFxuICBTVEFUVVNfU1RZTEUsXG4gIHR5cGUgU3RhdHVzQ29udGVudCxcbiAgc3RhdHVzTGluZSxcbiAgdHlwZSBTdGF0dXNQb3NpdGlvbixcbiAgd2luZG93QXQsXG59IGZyb20gXCIuL3N0YXR1c19saW5lLnRzXCI7XG5pbXBvcnQge1xuICBERUZBVUxUX0FUVFJTLFxuICBHcmlkUm93LFxuICBTY3JlZW5HcmlkLFxuICBXSURFX1RBSUwsXG59IGZyb20gXCIuL3NjcmVlbl9ncmlkLnRzXCI7XG5pbXBvcnQge1xuICBCTEFOS19WSVNJQkxFX0ZMQUdTLFxuICBjb3B5U3R5bGUsXG4gIERFRkFVTFRfU1RZTEUsXG4gIHR5cGUgU2dyU3R5bGUsXG4gIHNnclRyYW5zaXRpb24sXG59IGZyb20gXCIuL3Nnci50c1wiO1xuXG4vKiogT3B0aW9ucyBvZiBhIGBSZW5kZXJlcmAuICovXG5leHBvcnQgaW50ZXJmYWNlIFJlbmRlcmVyT3B0aW9ucyB7XG4gIC8qKlxuICAgKiBPbmUgbmFycm93IGNoYXJhY3RlciB0aGF0IGZpbGxzIHRoZSBvdXRlciBhcmVhIG91dHNpZGUgdGhlIHNlc3Npb25cbiAgICogKGRyYXduIGZhaW50KTsgXCIgXCIgbGVhdmVzIGl0IGJsYW5rLiBEZWZhdWx0IFwiLlwiLlxuICAgKi9cbiAgZmlsbD86IHN0cmluZztcbiAgLyoqXG4gICAqIFdoZXRoZXIgdGhlIG91dGVyIHRlcm1pbmFsIGVyYXNlcyB3aXRoIHRoZSBjdXJyZW50IGJhY2tncm91bmQgY29sb3VyXG4gICAqIChCQ0UsIGFzIHh0ZXJtIGFuZCBpdHMgZGVzY2VuZGFudHMgZG8pLiBXaXRob3V0IGl0LCBvbmx5IGRlZmF1bHRcbiAgICogYmxhbmtzIGFyZSBlcmFzZWQgd2l0aCBFTDsgY29sb3VyZWQgb25lcyBhcmUgd3JpdHRlbiBhcyBzcGFjZXMuXG4gICAqIERlZmF1bHQgdHJ1ZS5cbiAgICovXG4gIGJjZT86IGJvb2xlYW47XG4gIC8qKlxuICAgKiBXaGV0aGVyIHRvIG1pcnJvciB0aGUgbW9kZXMgdGhhdCBvbmx5IGNoYW5nZSB3aGF0IHRoZSBvdXRlciB0ZXJtaW5hbFxuICAgKiBzZW5kcyAoY3Vyc29yIGtleXMsIGtleXBhZCwgcGFzdGUsIG1vdXNlLCBmb2N1cykuIEEgcmVhZC1vbmx5IGNsaWVudFxuICAgKiBzZW5kcyBub3RoaW5nLCBzbyBpdCBsZWF2ZXMgdGhlbSBvZmY6IG1vdXNlIHRyYWNraW5nIHdvdWxkIG9ubHkgdGFrZVxuICAgKiBhd2F5IHRoZSB1c2VyJ3MgdGV4dCBzZWxlY3Rpb24uIERlZmF1bHQgdHJ1ZS5cbiAgICovXG4gIG1pcnJvcklucHV0PzogYm9vbGVhbjtcbiAgLyoqXG4gICAqIFBhc3MgdGhlIHNlc3Npb24ncyBjbGlwYm9hcmQgd3JpdGVzIChgVXBkYXRlTXNnLmNsaXBib2FyZGApIG9uIHRvIHRoZVxuICAgKiBvdXRlciB0ZXJtaW5hbCB3aXRoIE9TQyA1Mi4gRGVmYXVsdCBmYWxzZS5cbiAgICovXG4gIGNsaXBib2FyZD86IGJvb2xlYW47XG4gIC8qKiBXaGVyZSB0aGUgc3RhdHVzIGxpbmUgZ29lczsgZGVmYXVsdCBcIm9mZlwiIChub25lKS4gKi9cbiAgc3RhdHVzPzogU3RhdHVzUG9zaXRpb247XG4gIC8qKiBUaGUgdGl0bGUgdGhlIHN0YXR1cyBsaW5lIHNob3dzIHdoZW4gdGhlIHByb2dyYW0gc2V0IG5vbmUuICovXG4gIGhvc3ROYW1lPzogc3RyaW5nO1xuICAvKiogVGhlIHN0YXR1cyBsaW5lJ3MgY2xvY2s7IGRlZmF1bHQgYG5ldyBEYXRlKClgLiAqL1xuICBub3c/OiAoKSA9PiBEYXRlO1xuICAvKipcbiAgICogSG93IG1hbnkgY29sb3VycyB0aGUgb3V0ZXIgdGVybWluYWwgc2hvd3MgKGBvdXRlcl9jb2xvdXJzLnRzYCk6XG4gICAqIGBUUlVFQ09MT1JgICh0aGUgZGVmYXVsdCkgZHJhd3MgZXZlcnkgY29sb3VyIGFzIGl0IGlzOyBmZXdlciByZWR1Y2VcbiAgICogdGhlbSBhcyB0bXV4IGRvZXMgKGB2dC9jb2xvdXJfcmVkdWNlLnRzYCkuXG4gICAqL1xuICBjb2xvdXJzPzogbnVtYmVyO1xufVxuXG4vKiogV2hhdCBnb2VzIG92ZXIgdGhlIHN0YXR1cyBsaW5lIChvciB0aGUgYm90dG9tIHJvdyk6IGEgbWVzc2FnZSwgYSBwcm9tcHQuICovXG5pbnRlcmZhY2UgT3ZlcmxheSB7XG4gIHJvdzogR3JpZFJvdztcbiAgLyoqIFRoZSBjdXJzb3IncyBjb2x1bW4gaW4gaXQsIGZvciBhIHByb21wdDsgbnVsbDogdGhlIHVzdWFsIGN1cnNvci4gKi9cbiAgY3Vyc29yOiBudW1iZXIgfCBudWxsO1xufVxuXG5jb25zdCBTWU5DX0JFR0lOID0gXCJcXHgxYls/MjAyNmhcIjtcbmNvbnN0IFNZTkNfRU5EID0gXCJcXHgxYls/MjAyNmxcIjtcbmNvbnN0IEhJREVfQ1VSU09SID0gXCJcXHgxYls/MjVsXCI7XG5jb25zdCBTSE9XX0NVUlNPUiA9IFwiXFx4MWJbPzI1aFwiO1xuLy8gV2l0aGluIGEgcm93LCB1bmNoYW5nZWQgY2VsbHMgdXAgdG8gdGhpcyBmYXIgYXBhcnQgYXJlIHJld3JpdHRlbiByYXRoZXJcbi8vIHRoYW4gc2tpcHBlZCB3aGVuIHRoYXQgaXMgc2hvcnRlciB0aGFuIHRoZSBtb3ZlIChDVUYgaXMgMyB0byA1IGJ5dGVzKS5cbmNvbnN0IE1BWF9PVkVSV1JJVEVfR0FQID0gNjtcblxuLy8gU2Nyb2xsIGRldGVjdGlvbiBydW5zIHdoZW4gYXQgbGVhc3QgdGhpcyBtYW55IHJvd3MgY2hhbmdlZCAoYSBzY3JvbGwgb2Zcbi8vIG9uZSBsaW5lIGNoYW5nZXMgZXZlcnkgbm9uLWJsYW5rIHJvdykuXG5jb25zdCBNSU5fU0NST0xMX1JPV1MgPSAzO1xuLy8gRHJhd2luZyB0aGF0IHN0YXJ0cyBhdCB0aGUgY3Vyc29yIHdpdGggbm8gbW90aW9uIGFuZCBpcyBhdCBtb3N0IHRoaXMgbG9uZ1xuLy8gZ29lcyBvdXQgd2l0aG91dCBzeW5jaHJvbml6ZWQgb3V0cHV0IGFuZCBjdXJzb3IgaGlkaW5nICgyOSBieXRlcyBvZlxuLy8gd3JhcHBpbmcgZm9yIGEgdHlwZWQgY2hhcmFjdGVyJ3Mgb25lKS5cbmNvbnN0IE1BWF9CQVJFX1dSSVRFID0gNjQ7XG5cbmNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcbmNvbnN0IE5PVEhJTkcgPSBuZXcgVWludDhBcnJheSgwKTtcbi8qKiBDYW5jZWxzIGFuIGVzY2FwZSBzZXF1ZW5jZSBpbiBwcm9ncmVzcyAoQ0FOKS4gKi9cbmNvbnN0IENBTkNFTCA9IFwiXFx4MThcIjtcbi8qKiBXaGF0IG5vIGNlbGwgaG9sZHM6IGEgcm93IGZpbGxlZCB3aXRoIGl0IGlzIGRyYXduIHdob2xlIG5leHQgdGltZS4gKi9cbmNvbnN0IFVOS05PV04gPSBcIlxceDAwXCI7XG5cbi8vIFdoZXJlIHRoZSBvdXRlciBjdXJzb3IgaXMgKC0xOiBub3Qga25vd24pLCBpdHMgcGVuIGFuZCBpdHMgb3BlbiBsaW5rLlxuaW50ZXJmYWNlIERyYXdTdGF0ZSB7XG4gIGN4OiBudW1iZXI7XG4gIGN5OiBudW1iZXI7XG4gIHBlbjogU2dyU3R5bGU7XG4gIGxpbms6IHN0cmluZztcbn1cblxuLyoqIFR1cm5zIGZyYW1lcyBpbnRvIHRoZSBieXRlcyB0aGF0IHVwZGF0ZSB0aGUgb3V0ZXIgdGVybWluYWwuICovXG5leHBvcnQgY2xhc3MgUmVuZGVyZXIge1xuICAjY29sczogbnVtYmVyO1xuICAjcm93czogbnVtYmVyO1xuICAjc2Vzc2lvbiA9IG5ldyBTY3JlZW5HcmlkKDAsIDApO1xuICAjc2hvd246IEdyaWRSb3dbXSA9IFtdO1xuICAjc3Q6IERyYXdTdGF0ZSA9IHsgY3g6IC0xLCBjeTogLTEsIHBlbjogeyAuLi5ERUZBVUxUX1NUWUxFIH0sIGxpbms6IFwiXCIgfTtcbiAgI2N1cnNvclZpc2libGUgPSB0cnVlO1xuICAjY3Vyc29yOiBXaXJlQ3Vyc29yID0gWzAsIDAsIDEsIFwiYmxvY2tcIiwgMV07XG4gICNtb2RlcyA9IG5ldyBNb2RlTWlycm9yKCk7XG4gICNmaWxsOiBzdHJpbmc7XG4gICNmaWxsU3R5bGU6IFNnclN0eWxlO1xuICAjYmNlOiBib29sZWFuO1xuICAjbWlycm9ySW5wdXQ6IGJvb2xlYW47XG4gICNjbGlwYm9hcmQ6IGJvb2xlYW47XG4gIC8qKiBUaGUgb3V0ZXIgdGVybWluYWwncyBjb2xvdXJzIChgUmVuZGVyZXJPcHRpb25zLmNvbG91cnNgKS4gKi9cbiAgI2NvbG91cnM6IG51bWJlcjtcbiAgLyoqIFdoZXRoZXIgY29sb3VycyBhcmUgcmVkdWNlZCBmb3IgaXQ6IGZld2VyIHRoYW4gVFJVRUNPTE9SLiAqL1xuICAjcmVkdWNlOiBib29sZWFuO1xuICAvKiogV2hhdCB0aGUgZnJhbWVzJyBsaW5rIGlkcyBtZWFuLiAqL1xuICAjbGlua3MgPSBuZXcgQ2xpZW50TGlua3MoKTtcbiAgLy8gU2NyYXRjaCBzcGFjZSByZXVzZWQgYnkgZXZlcnkgcm93IGRpZmYuXG4gICN3YW50OiBHcmlkUm93O1xuICAjZGlydHk6IFVpbnQ4QXJyYXk7XG4gIC8qKlxuICAgKiBUaGUgb3V0ZXIgcm93cyBhIGZyYW1lIGRyYXdzIChvbmUgYnl0ZSBwZXIgcm93KSwga2VwdCBmcm9tIGZyYW1lIHRvXG4gICAqIGZyYW1lOiBlYWNoIHR5cGVkIGFycmF5IERlbm8gYWxsb2NhdGVzIGNvc3RzIGFib3V0IDEgdXMgaGVyZS5cbiAgICovXG4gICNkaXJ0eVJvd3M6IFVpbnQ4QXJyYXk7XG4gICN0bXA6IFNnclN0eWxlID0geyAuLi5ERUZBVUxUX1NUWUxFIH07XG4gIC8qKiBXaGV0aGVyIHRoZSBvdXRlciBzY3JlZW4gaXMga25vd24gYmxhbmsgKGNsZWFyZWQsIG5vdGhpbmcgZHJhd24pLiAqL1xuICAjc2hvd25CbGFuayA9IGZhbHNlO1xuICAvKiogV2hldGhlciB0aGUgY3Vyc29yIHdhcyBtb3ZlZCB3aGlsZSBkcmF3aW5nIHRoZSBjdXJyZW50IGZyYW1lLiAqL1xuICAjbW92ZWQgPSBmYWxzZTtcbiAgLyoqIFNjcm9sbCBtb2RlJ3Mgcm93cywgc2hvd24gaW5zdGVhZCBvZiB0aGUgc2Vzc2lvbidzOyBudWxsOiBub25lLiAqL1xuICAjdmlldzogR3JpZFJvd1tdIHwgbnVsbCA9IG51bGw7XG4gICN2aWV3Q3Vyc29yOiB7IHg6IG51bWJlcjsgeTogbnVtYmVyIH0gfCBudWxsID0gbnVsbDtcbiAgLyoqIEEgcmVzaXplIGluIHNjcm9sbCBtb2RlOiB0aGUgY2xlYXIgdGhhdCB0aGUgbmV4dCBkcmF3aW5nIHN0YXJ0cyB3aXRoLiAqL1xuICAjcGVuZGluZ0NsZWFyID0gXCJcIjtcbiAgLyoqIEEgb25lLWxpbmUgbWVzc2FnZSBvdmVyIHRoZSBzdGF0dXMgbGluZSAoYm90dG9tIHJvdyk7IG51bGw6IG5vbmUuICovXG4gICNtZXNzYWdlOiBHcmlkUm93IHwgbnVsbCA9IG51bGw7XG4gIC8qKiBBIHByb21wdCBvdmVyIHRoZSBzdGF0dXMgbGluZSAoYm90dG9tIHJvdyksIGFib3ZlIGFueSBtZXNzYWdlLiAqL1xuICAjcHJvbXB0OiBPdmVybGF5IHwgbnVsbCA9IG51bGw7XG4gICNzdGF0dXNBdDogU3RhdHVzUG9zaXRpb247XG4gIC8qKiBXaGF0IHRoZSBkYWVtb24gc2FpZCBvZiB0aGUgc2Vzc2lvbjsgbnVsbCBiZWZvcmUgdGhlIGZpcnN0IGZyYW1lLiAqL1xuICAjc3RhdHVzOiBXaXJlU3RhdHVzIHwgbnVsbCA9IG51bGw7XG4gICN0aXRsZSA9IFwiXCI7XG4gICNob3N0TmFtZTogc3RyaW5nO1xuICAjbm93OiAoKSA9PiBEYXRlO1xuICAvKiogVGhlIHN0YXR1cyBsaW5lIGFzIGRyYXduIGZvciB0aGUgY3VycmVudCB3aWR0aCwgdGltZSBhbmQgY29udGVudC4gKi9cbiAgI3N0YXR1c1JvdzogR3JpZFJvdyB8IG51bGwgPSBudWxsO1xuICAvKiogVGhlIHZpZXcncyBvZmZzZXQgaW50byBhIGxhcmdlciBzZXNzaW9uIChmb2xsb3dpbmcgdGhlIGN1cnNvcikuICovXG4gICNveCA9IDA7XG4gICNveSA9IDA7XG4gIC8qKlxuICAgKiBPdXRlciByb3dzIHNvbWVvbmUgZWxzZSB3cm90ZSAoYGRyYXduT3ZlcmApOiBkcmF3biB3aG9sZSBhdCB0aGUgbmV4dFxuICAgKiBkcmF3aW5nLCB3aGF0ZXZlciBpdCBpcyBmb3IuXG4gICAqL1xuICAjZm9yY2VkOiBVaW50OEFycmF5O1xuICAjYW55Rm9yY2VkID0gZmFsc2U7XG4gIC8qKiBDQU4sIGJlZm9yZSB0aGUgbmV4dCB3cml0ZTogYSBjdXQgZXNjYXBlIHNlcXVlbmNlIGlzIGNhbmNlbGxlZC4gKi9cbiAgI2NhbmNlbCA9IFwiXCI7XG5cbiAgY29uc3RydWN0b3IoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIsIG9wdGlvbnM6IFJlbmRlcmVyT3B0aW9ucyA9IHt9KSB7XG4gICAgdGhpcy4jY29scyA9IE1hdGgubWF4KDEsIGNvbHMpO1xuICAgIHRoaXMuI3Jvd3MgPSBNYXRoLm1heCgxLCByb3dzKTtcbiAgICBjb25zdCBmaWxsID0gb3B0aW9ucy5maWxsID8/IFwiLlwiO1xuICAgIHRoaXMuI2ZpbGwgPSBmaWxsID09PSBcIlwiID8gXCIgXCIgOiBmaWxsO1xuICAgIHRoaXMuI2ZpbGxTdHlsZSA9IHRoaXMuI2ZpbGwgPT09IFwiIFwiXG4gICAgICA/IHsgLi4uREVGQVVMVF9TVFlMRSB9XG4gICAgICA6IHsgLi4uREVGQVVMVF9TVFlMRSwgZmxhZ3M6IEFUVFJfRkFJTlQgfTtcbiAgICB0aGlzLiNiY2UgPSBvcHRpb25zLmJjZSA/PyB0cnVlO1xuICAgIHRoaXMuI21pcnJvcklucHV0ID0gb3B0aW9ucy5taXJyb3JJbnB1dCA/PyB0cnVlO1xuICAgIHRoaXMuI2NsaXBib2FyZCA9IG9wdGlvbnMuY2xpcGJvYXJkID8/IGZhbHNlO1xuICAgIHRoaXMuI2NvbG91cnMgPSBvcHRpb25zLmNvbG91cnMgPz8gVFJVRUNPTE9SO1xuICAgIHRoaXMuI3JlZHVjZSA9IHRoaXMuI2NvbG91cnMgPCBUUlVFQ09MT1I7XG4gICAgdGhpcy4jc3RhdHVzQXQgPSBvcHRpb25zLnN0YXR1cyA/PyBcIm9mZlwiO1xuICAgIHRoaXMuI2hvc3ROYW1lID0gb3B0aW9ucy5ob3N0TmFtZSA/PyBcIlwiO1xuICAgIHRoaXMuI25vdyA9IG9wdGlvbnMubm93ID8/ICgoKSA9PiBuZXcgRGF0ZSgpKTtcbiAgICB0aGlzLiN3YW50ID0gbmV3IEdyaWRSb3codGhpcy4jY29scyk7XG4gICAgdGhpcy4jZGlydHkgPSBuZXcgVWludDhBcnJheSh0aGlzLiNjb2xzKTtcbiAgICB0aGlzLiNkaXJ0eVJvd3MgPSBuZXcgVWludDhBcnJheSh0aGlzLiNyb3dzKTtcbiAgICB0aGlzLiNmb3JjZWQgPSBuZXcgVWludDhBcnJheSh0aGlzLiNyb3dzKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgc2l6ZSBvZiB0aGUgYXJlYSB0aGUgc2Vzc2lvbiAob3IgYSB2aWV3KSBpcyBkcmF3biBpbjogdGhlIG91dGVyXG4gICAqIHRlcm1pbmFsIGxlc3MgdGhlIHN0YXR1cyBsaW5lLiBUaGUgc2Vzc2lvbiBpcyBhc2tlZCBmb3IgdGhpcyBzaXplLlxuICAgKi9cbiAgZ2V0IHNpemUoKTogeyBjb2xzOiBudW1iZXI7IHJvd3M6IG51bWJlciB9IHtcbiAgICByZXR1cm4geyBjb2xzOiB0aGlzLiNjb2xzLCByb3dzOiB0aGlzLiNhcmVhUm93cyB9O1xuICB9XG5cbiAgLyoqIFRoZSBvdXRlciB0ZXJtaW5hbCdzIHNpemUgYXMgdGhlIHJlbmRlcmVyIGtub3dzIGl0LiAqL1xuICBnZXQgb3V0ZXJTaXplKCk6IHsgY29sczogbnVtYmVyOyByb3dzOiBudW1iZXIgfSB7XG4gICAgcmV0dXJuIHsgY29sczogdGhpcy4jY29scywgcm93czogdGhpcy4jcm93cyB9O1xuICB9XG5cbiAgLyoqIFdoZXJlIHRoZSB2aWV3IHN0YXJ0cyBpbiBhIHNlc3Npb24gbGFyZ2VyIHRoYW4gdGhlIGFyZWEuICovXG4gIGdldCBvZmZzZXQoKTogeyB4OiBudW1iZXI7IHk6IG51bWJlciB9IHtcbiAgICByZXR1cm4geyB4OiB0aGlzLiNveCwgeTogdGhpcy4jb3kgfTtcbiAgfVxuXG4gIC8qKiBXaGF0IHRoZSBkYWVtb24gbGFzdCBzYWlkIG9mIHRoZSBzZXNzaW9uIChuYW1lLCB3aW5kb3dzKS4gKi9cbiAgZ2V0IHN0YXR1cygpOiBXaXJlU3RhdHVzIHwgbnVsbCB7XG4gICAgcmV0dXJuIHRoaXMuI3N0YXR1cztcbiAgfVxuXG4gIC8vIFRoZSBzdGF0dXMgbGluZSdzIHJvdyBvbiB0aGUgb3V0ZXIgdGVybWluYWwgKC0xOiBub25lKS4gQSB0ZXJtaW5hbCBvZlxuICAvLyBvbmUgcm93IGhhcyBubyByb29tIGZvciBvbmUuXG4gIGdldCAjc3RhdHVzWSgpOiBudW1iZXIge1xuICAgIGlmICh0aGlzLiNzdGF0dXNBdCA9PT0gXCJvZmZcIiB8fCB0aGlzLiNyb3dzIDwgMikgcmV0dXJuIC0xO1xuICAgIHJldHVybiB0aGlzLiNzdGF0dXNBdCA9PT0gXCJ0b3BcIiA/IDAgOiB0aGlzLiNyb3dzIC0gMTtcbiAgfVxuXG4gIC8vIFRoZSBmaXJzdCBvdXRlciByb3cgb2YgdGhlIGFyZWEuXG4gIGdldCAjdG9wKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3N0YXR1c1kgPT09IDAgPyAxIDogMDtcbiAgfVxuXG4gIGdldCAjYXJlYVJvd3MoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gc2Vzc2lvblJvd3ModGhpcy4jcm93cywgdGhpcy4jc3RhdHVzQXQpO1xuICB9XG5cbiAgLy8gV2hlcmUgbWVzc2FnZXMgYW5kIHByb21wdHMgZ286IHRoZSBzdGF0dXMgbGluZSwgZWxzZSB0aGUgYm90dG9tIHJvdy5cbiAgZ2V0ICNvdmVybGF5WSgpOiBudW1iZXIge1xuICAgIGNvbnN0IHkgPSB0aGlzLiNzdGF0dXNZO1xuICAgIHJldHVybiB5ID09PSAtMSA/IHRoaXMuI3Jvd3MgLSAxIDogeTtcbiAgfVxuXG4gIC8qKlxuICAgKiBCeXRlcyB0aGF0IHRha2Ugb3ZlciB0aGUgb3V0ZXIgdGVybWluYWw6IGl0cyBhbHRlcm5hdGUgc2NyZWVuLCBjbGVhcmVkLFxuICAgKiB3aXRoIHRoZSBkZWZhdWx0IHBlbiBhbmQgbm8gc2Nyb2xsIHJlZ2lvbi5cbiAgICovXG4gIGJlZ2luKCk6IFVpbnQ4QXJyYXkge1xuICAgIHRoaXMuI3Jlc2V0U2hvd24oKTtcbiAgICByZXR1cm4gZW5jb2Rlci5lbmNvZGUoXCJcXHgxYls/MTA0OWhcXHgxYlttXFx4MWJbclxceDFiW0hcXHgxYlsySlwiKTtcbiAgfVxuXG4gIC8qKiBCeXRlcyB0aGF0IHNob3cgYGZyYW1lYCBvbiB0aGUgb3V0ZXIgdGVybWluYWwgKG1heWJlIG5vbmUpLiAqL1xuICBmcmFtZShmcmFtZTogVXBkYXRlTXNnKTogVWludDhBcnJheSB7XG4gICAgY29uc3QgZGlydHlSb3dzID0gdGhpcy4jZGlydHlSb3dzLmZpbGwoMCk7XG4gICAgY29uc3QgcyA9IHRoaXMuI3Nlc3Npb247XG4gICAgY29uc3QgY29scyA9IE1hdGgubWF4KDAsIGZyYW1lLmNvbHMgfCAwKTtcbiAgICBjb25zdCByb3dzID0gTWF0aC5tYXgoMCwgZnJhbWUucm93cyB8IDApO1xuICAgIGNvbnN0IHJlc2l6ZWQgPSBjb2xzICE9PSBzLmNvbHMgfHwgcm93cyAhPT0gcy5yb3dzO1xuICAgIGlmIChmcmFtZS5mdWxsIHx8IHJlc2l6ZWQpIHtcbiAgICAgIHMucmVzZXQoY29scywgcm93cyk7XG4gICAgICBkaXJ0eVJvd3MuZmlsbCgxKTtcbiAgICB9XG4gICAgLy8gQmVmb3JlIHRoZSByb3dzOiBhIHJlZGVmaW5lZCBpZCBtdXN0IG5vdCByZXNvbHZlIGFzIGl0IGRpZC5cbiAgICBpZiAoZnJhbWUubGlua3MpIHRoaXMuI2xpbmtzLmRlZmluZShmcmFtZS5saW5rcyk7XG4gICAgY29uc3QgdG9wID0gdGhpcy4jdG9wLCBhcmVhID0gdGhpcy4jYXJlYVJvd3M7XG4gICAgZm9yIChjb25zdCBbeSwgcnVuc10gb2YgZnJhbWUubGluZXMpIHtcbiAgICAgIGlmICghTnVtYmVyLmlzSW50ZWdlcih5KSB8fCB5IDwgMCB8fCB5ID49IHMucm93cykgY29udGludWU7XG4gICAgICBpZiAoIUFycmF5LmlzQXJyYXkocnVucykpIGNvbnRpbnVlO1xuICAgICAgcy5saW5lc1t5XS5zZXRSdW5zKHJ1bnMsIHRoaXMuI2xpbmtzLnJlc29sdmUpO1xuICAgICAgY29uc3QgYXkgPSB5IC0gdGhpcy4jb3k7XG4gICAgICBpZiAoYXkgPj0gMCAmJiBheSA8IGFyZWEpIGRpcnR5Um93c1t0b3AgKyBheV0gPSAxO1xuICAgIH1cbiAgICB0aGlzLiNjdXJzb3IgPSBmcmFtZS5jdXJzb3I7XG4gICAgaWYgKHRoaXMuI2ZvbGxvdygpKSBkaXJ0eVJvd3MuZmlsbCgxKTtcbiAgICBpZiAoZnJhbWUuc3RhdHVzKSB0aGlzLiNzdGF0dXMgPSBmcmFtZS5zdGF0dXM7XG4gICAgaWYgKGZyYW1lLnRpdGxlICE9PSB1bmRlZmluZWQpIHRoaXMuI3RpdGxlID0gZnJhbWUudGl0bGU7XG4gICAgaWYgKGZyYW1lLnN0YXR1cyB8fCBmcmFtZS50aXRsZSAhPT0gdW5kZWZpbmVkIHx8IHJlc2l6ZWQpIHtcbiAgICAgIHRoaXMuI2J1aWxkU3RhdHVzKCk7XG4gICAgfVxuICAgIGlmICh0aGlzLiNzdGF0dXNZID49IDApIGRpcnR5Um93c1t0aGlzLiNzdGF0dXNZXSA9IDE7XG4gICAgbGV0IG91dCA9IGZyYW1lLm1vZGVzICYmIHRoaXMuI21pcnJvcklucHV0XG4gICAgICA/IHRoaXMuI21vZGVzLmFwcGx5KGZyYW1lLm1vZGVzKVxuICAgICAgOiBcIlwiO1xuICAgIGlmIChmcmFtZS50aXRsZSAhPT0gdW5kZWZpbmVkKSBvdXQgKz0gdGhpcy4jbW9kZXMudGl0bGUoZnJhbWUudGl0bGUpO1xuICAgIC8vIE9uZSBCRUwgaG93ZXZlciBtYW55IHJhbmcgc2luY2UgdGhlIGxhc3QgZnJhbWU6IGEgYnVyc3QgaXMgb25lIGJlZXAuXG4gICAgaWYgKGZyYW1lLmJlbGwpIG91dCArPSBcIlxceDA3XCI7XG4gICAgaWYgKGZyYW1lLmNsaXBib2FyZCAmJiB0aGlzLiNjbGlwYm9hcmQpIHtcbiAgICAgIG91dCArPSBjbGlwYm9hcmRXcml0ZShmcmFtZS5jbGlwYm9hcmRbMF0sIGZyYW1lLmNsaXBib2FyZFsxXSk7XG4gICAgfVxuICAgIC8vIEluIHNjcm9sbCBtb2RlIHRoZSBzZXNzaW9uJ3Mgc2NyZWVuIGlzIGtlcHQsIG5vdCBkcmF3bi5cbiAgICBpZiAodGhpcy4jdmlldykgcmV0dXJuIHRoaXMuI2NvbXBvc2UoXCJcIiwgb3V0KTtcbiAgICB0aGlzLiNtb3ZlZCA9IGZhbHNlO1xuICAgIGNvbnN0IGRyYXcgPSB0aGlzLiNzY3JvbGxJZlNoaWZ0ZWQoZGlydHlSb3dzKSArIHRoaXMuI2RyYXdSb3dzKGRpcnR5Um93cyk7XG4gICAgLy8gQSBzaG9ydCB3cml0ZSB0aGF0IHN0YXJ0cyBhdCB0aGUgY3Vyc29yIGFuZCBtb3ZlcyBpdCBub3doZXJlIGVsc2VcbiAgICAvLyAodHlwaW5nIGVjaG8pIGNhbm5vdCBzaG93IGhhbGYgYSBmcmFtZTogbm8gd3JhcHBpbmcgbmVlZGVkLlxuICAgIGNvbnN0IGJhcmUgPSAhdGhpcy4jbW92ZWQgJiYgZHJhdy5sZW5ndGggPD0gTUFYX0JBUkVfV1JJVEU7XG4gICAgcmV0dXJuIHRoaXMuI2NvbXBvc2UoZHJhdywgb3V0LCBiYXJlKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBCeXRlcyB0aGF0IHJlZHJhdyBldmVyeXRoaW5nIGZvciBhIG5ldyBvdXRlciBzaXplLiBJbiBzY3JvbGwgbW9kZSBub25lOlxuICAgKiB0aGUgY2FsbGVyIGNvbXBvc2VzIHRoZSB2aWV3IGFnYWluIGZvciB0aGUgbmV3IHNpemUgYW5kIHNob3dzIGl0IHdpdGhcbiAgICogYHNob3dWaWV3YCwgd2hpY2ggY2xlYXJzIHRoZSBzY3JlZW4gZmlyc3QuXG4gICAqL1xuICByZXNpemUoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIpOiBVaW50OEFycmF5IHtcbiAgICB0aGlzLiNjb2xzID0gTWF0aC5tYXgoMSwgY29scyk7XG4gICAgdGhpcy4jcm93cyA9IE1hdGgubWF4KDEsIHJvd3MpO1xuICAgIHRoaXMuI3dhbnQgPSBuZXcgR3JpZFJvdyh0aGlzLiNjb2xzKTtcbiAgICB0aGlzLiNkaXJ0eSA9IG5ldyBVaW50OEFycmF5KHRoaXMuI2NvbHMpO1xuICAgIHRoaXMuI2RpcnR5Um93cyA9IG5ldyBVaW50OEFycmF5KHRoaXMuI3Jvd3MpO1xuICAgIHRoaXMuI21lc3NhZ2UgPSBudWxsOyAvLyBkcmF3biBmb3IgdGhlIG9sZCB3aWR0aFxuICAgIHRoaXMuI2ZvbGxvdygpO1xuICAgIHRoaXMuI2J1aWxkU3RhdHVzKCk7XG4gICAgLy8gV2hhdCBhIHRlcm1pbmFsIGRvZXMgdG8gaXRzIHNjcmVlbiBvbiByZXNpemUgdmFyaWVzOyBzdGFydCBhZnJlc2guXG4gICAgdGhpcy4jcmVzZXRTaG93bigpO1xuICAgIGNvbnN0IGNsZWFyID0gY2xvc2VMaW5rKHRoaXMuI3N0KSArXG4gICAgICBzZ3JUcmFuc2l0aW9uKHRoaXMuI3N0LnBlbiwgREVGQVVMVF9TVFlMRSkgKyBcIlxceDFiW0hcXHgxYlsySlwiO1xuICAgIGNvcHlTdHlsZSh0aGlzLiNzdC5wZW4sIERFRkFVTFRfU1RZTEUpO1xuICAgIHRoaXMuI3N0LmN4ID0gdGhpcy4jc3QuY3kgPSAwO1xuICAgIGlmICh0aGlzLiN2aWV3KSB7XG4gICAgICAvLyBUaGUgdmlldydzIHJvd3MgYXJlIHRoZSBvbGQgc2l6ZSdzOiBjbGVhciB3aXRoIHRoZSBuZXh0IGRyYXdpbmcsXG4gICAgICAvLyBpbiB0aGUgc2FtZSBzeW5jaHJvbml6ZWQgd3JpdGUsIHNvIG5vdGhpbmcgYmxhbmsgc2hvd3MgYmV0d2Vlbi5cbiAgICAgIHRoaXMuI3ZpZXcgPSBbXTtcbiAgICAgIHRoaXMuI3BlbmRpbmdDbGVhciA9IGNsZWFyO1xuICAgICAgcmV0dXJuIE5PVEhJTkc7XG4gICAgfVxuICAgIGNvbnN0IGRyYXcgPSB0aGlzLiNkcmF3Um93cyhuZXcgVWludDhBcnJheSh0aGlzLiNyb3dzKS5maWxsKDEpKTtcbiAgICByZXR1cm4gdGhpcy4jY29tcG9zZShjbGVhciArIGRyYXcsIFwiXCIpO1xuICB9XG5cbiAgLyoqXG4gICAqIEJ5dGVzIHRoYXQgc2hvdyBgcm93c2AgaW4gcGxhY2Ugb2YgdGhlIHNlc3Npb24ncyBzY3JlZW46IG9uZSByb3cgcGVyXG4gICAqIG91dGVyIHJvdyAoYHNpemUuY29sc2Agd2lkZSwgYXMgYGNyb3BSb3dgIG1ha2VzIHRoZW07IG1pc3Npbmcgb25lcyBhcmVcbiAgICogYmxhbmspLCB0aGUgY3Vyc29yIGF0IGBjdXJzb3JgIG9yIGhpZGRlbi4gVW50aWwgYHNob3dTZXNzaW9uKClgLFxuICAgKiBmcmFtZXMgdXBkYXRlIHRoZSBzZXNzaW9uJ3Mgc2NyZWVuIHdpdGhvdXQgZHJhd2luZyBpdC5cbiAgICovXG4gIHNob3dWaWV3KFxuICAgIHJvd3M6IEdyaWRSb3dbXSxcbiAgICBjdXJzb3I6IHsgeDogbnVtYmVyOyB5OiBudW1iZXIgfSB8IG51bGwgPSBudWxsLFxuICApOiBVaW50OEFycmF5IHtcbiAgICB0aGlzLiN2aWV3ID0gcm93cztcbiAgICB0aGlzLiN2aWV3Q3Vyc29yID0gY3Vyc29yO1xuICAgIHJldHVybiB0aGlzLiNyZWRyYXcoKTtcbiAgfVxuXG4gIC8qKiBCeXRlcyB0aGF0IHNob3cgdGhlIHNlc3Npb24ncyBzY3JlZW4gYWdhaW4sIGFzIGl0IGlzIG5vdy4gKi9cbiAgc2hvd1Nlc3Npb24oKTogVWludDhBcnJheSB7XG4gICAgaWYgKCF0aGlzLiN2aWV3KSByZXR1cm4gTk9USElORztcbiAgICB0aGlzLiN2aWV3ID0gbnVsbDtcbiAgICB0aGlzLiN2aWV3Q3Vyc29yID0gbnVsbDtcbiAgICByZXR1cm4gdGhpcy4jcmVkcmF3KCk7XG4gIH1cblxuICAvKipcbiAgICogT3V0ZXIgcm93cyBgZmlyc3RgIHRvIGBsYXN0YCB3ZXJlIHdyaXR0ZW4gYnkgc29tZW9uZSBlbHNlICh0aGVcbiAgICogc2Vzc2lvbidzIHBhcnNlIHdvcmtlciwgb24gYSB0ZXJtaW5hbCB0aGUgZGFlbW9uIGRyYXdzOiBzZWVcbiAgICogYHNlcnZlci93b3JrZXJzL2RpcmVjdF9kcmF3LnRzYCksIHdobyBsZWZ0IHRoZSBjdXJzb3Igc29tZXdoZXJlIGFuZFxuICAgKiB0aGUgZGVmYXVsdCBwZW46IHRoZXkgYXJlIGRyYXduIHdob2xlIGF0IHRoZSBuZXh0IGRyYXdpbmcgKGByZXBhaXJgXG4gICAqIGlmIG5vIG90aGVyIGNvbWVzKS4gYGN1dGA6IHRoYXQgd3JpdGUgd2FzIGN1dCBzaG9ydCwgc28gdGhlIHRlcm1pbmFsXG4gICAqIG1heSBiZSBpbnNpZGUgYW4gZXNjYXBlIHNlcXVlbmNlOiBjYW5jZWxsZWQsIGFuZCBldmVyeXRoaW5nIGRyYXduLlxuICAgKiBgYWhlYWRgOiB0aGV5IHNob3cgdGhlIHNlc3Npb24gbmV3ZXIgdGhhbiB0aGlzIGNsaWVudCBoYXMgaXQsIHNvIG9ubHlcbiAgICogYSBmcmFtZSBkcmF3cyB0aGVtIChhcyBpdCBicmluZ3MgdGhlaXIgcm93cywgb3Igbm90aGluZyBjaGFuZ2VkXG4gICAqIHRoZXJlKTogZHJhd24gbm93LCBmcm9tIHRoaXMgY2xpZW50J3Mgb2xkZXIgc3RhdGUsIHRoZXkgd291bGQgZmxpY2tlclxuICAgKiBiYWNrIHVudGlsIGl0IGNhbWUgKGFuIGVjaG8gZXJhc2VkIGFuZCB3cml0dGVuIGFnYWluKS5cbiAgICovXG4gIGRyYXduT3ZlcihmaXJzdDogbnVtYmVyLCBsYXN0OiBudW1iZXIsIGN1dCA9IGZhbHNlLCBhaGVhZCA9IGZhbHNlKTogdm9pZCB7XG4gICAgaWYgKGN1dCkge1xuICAgICAgdGhpcy4jY2FuY2VsID0gQ0FOQ0VMO1xuICAgICAgZmlyc3QgPSAwO1xuICAgICAgbGFzdCA9IHRoaXMuI3Jvd3MgLSAxO1xuICAgIH1cbiAgICBjb25zdCBmb3JjZSA9IGN1dCB8fCAhYWhlYWQ7XG4gICAgZm9yIChsZXQgeSA9IE1hdGgubWF4KDAsIGZpcnN0KTsgeSA8PSBsYXN0ICYmIHkgPCB0aGlzLiNyb3dzOyB5KyspIHtcbiAgICAgIHRoaXMuI3Nob3duW3ldLmZpbGwoMCwgdGhpcy4jY29scywgVU5LTk9XTiwgREVGQVVMVF9BVFRSUyk7XG4gICAgICBpZiAoIWZvcmNlKSBjb250aW51ZTtcbiAgICAgIHRoaXMuI2ZvcmNlZFt5XSA9IDE7XG4gICAgICB0aGlzLiNhbnlGb3JjZWQgPSB0cnVlO1xuICAgIH1cbiAgICB0aGlzLiNzaG93bkJsYW5rID0gZmFsc2U7XG4gICAgdGhpcy4jc3QuY3ggPSB0aGlzLiNzdC5jeSA9IC0xO1xuICAgIGNvcHlTdHlsZSh0aGlzLiNzdC5wZW4sIERFRkFVTFRfU1RZTEUpO1xuICAgIHRoaXMuI3N0LmxpbmsgPSBcIlwiO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgcm93cyB3cml0dGVuIGJ5IHNvbWVvbmUgZWxzZSB3YWl0IHRvIGJlIGRyYXduIGFnYWluLiAqL1xuICBnZXQgbmVlZHNSZXBhaXIoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2FueUZvcmNlZCB8fCB0aGlzLiNjYW5jZWwgIT09IFwiXCI7XG4gIH1cblxuICAvKiogQnl0ZXMgdGhhdCBkcmF3IHRoZSByb3dzIHNvbWVvbmUgZWxzZSB3cm90ZSAoYGRyYXduT3ZlcmApIGFnYWluLiAqL1xuICByZXBhaXIoKTogVWludDhBcnJheSB7XG4gICAgdGhpcy4jbW92ZWQgPSBmYWxzZTtcbiAgICByZXR1cm4gdGhpcy4jY29tcG9zZSh0aGlzLiNkcmF3Um93cyh0aGlzLiNkaXJ0eVJvd3MuZmlsbCgwKSksIFwiXCIpO1xuICB9XG5cbiAgLyoqXG4gICAqIFdoZXJlIHRoZSBzZXNzaW9uJ3Mgd2luZG93IGlzIGRyYXduIGFzIGl0IGlzLCBjZWxsIGZvciBjZWxsLCBhbmRcbiAgICogbm90aGluZyBjb3ZlcnMgaXQgKG5vIHZpZXcgb3IgcHJvbXB0LCBubyBtZXNzYWdlIG92ZXIgaXQ7IG5vdCBwYW5uZWQ7IHRoZVxuICAgKiB3aW5kb3cgd2l0aGluIHRoZSBhcmVhKSwgZm9yIHNvbWVvbmUgZWxzZSB0byBkcmF3IHRoZXJlIChzZWVcbiAgICogYGRyYXduT3ZlcmApOyBudWxsIHdoZW4gaXQgaXMgbm90LlxuICAgKi9cbiAgZGlyZWN0QXJlYSgpOiBEcmF3R3JhbnQgfCBudWxsIHtcbiAgICBjb25zdCB7IGNvbHMsIHJvd3MgfSA9IHRoaXMuI3Nlc3Npb247XG4gICAgLy8gQSBwcm9tcHQgaG9sZHMgdGhlIGN1cnNvcjsgYSBtZXNzYWdlIGNvdmVycyBhIHJvdyBvZiB0aGUgd2luZG93XG4gICAgLy8gd2hlbiB0aGVyZSBpcyBubyBzdGF0dXMgbGluZSB0byBjb3Zlci5cbiAgICBpZiAodGhpcy4jdmlldyB8fCB0aGlzLiNwcm9tcHQpIHJldHVybiBudWxsO1xuICAgIGlmICh0aGlzLiNtZXNzYWdlICYmIHRoaXMuI3N0YXR1c1kgPCAwKSByZXR1cm4gbnVsbDtcbiAgICBpZiAodGhpcy4jb3ggIT09IDAgfHwgdGhpcy4jb3kgIT09IDAgfHwgdGhpcy4jY2FuY2VsICE9PSBcIlwiKSByZXR1cm4gbnVsbDtcbiAgICBpZiAoY29scyA9PT0gMCB8fCBjb2xzID4gdGhpcy4jY29scyB8fCByb3dzID09PSAwKSByZXR1cm4gbnVsbDtcbiAgICBpZiAocm93cyA+IHRoaXMuI2FyZWFSb3dzKSByZXR1cm4gbnVsbDtcbiAgICByZXR1cm4geyB0b3A6IHRoaXMuI3RvcCwgY29scywgcm93cywgY29sb3VyczogdGhpcy4jY29sb3VycyB9O1xuICB9XG5cbiAgLyoqIFdoZXJlIHRoZSBzZXNzaW9uJ3MgY3Vyc29yIGlzIG9uIGl0cyBzY3JlZW4uICovXG4gIGdldCBzZXNzaW9uQ3Vyc29yKCk6IHsgeDogbnVtYmVyOyB5OiBudW1iZXIgfSB7XG4gICAgcmV0dXJuIHsgeDogdGhpcy4jY3Vyc29yWzBdLCB5OiB0aGlzLiNjdXJzb3JbMV0gfTtcbiAgfVxuXG4gIC8qKlxuICAgKiBCeXRlcyB0aGF0IHNob3cgYHJvd2AgKGBzaXplLmNvbHNgIHdpZGUpIG92ZXIgdGhlIHN0YXR1cyBsaW5lICh0aGVcbiAgICogYm90dG9tIHJvdyB3aXRob3V0IG9uZSkgdW50aWwgYGNsZWFyTWVzc2FnZSgpYCAoYSBtZXNzYWdlOiBhbiB1bmJvdW5kXG4gICAqIGtleSwgYSBjb21tYW5kJ3MgZXJyb3IpLCB3aGlsZSBmcmFtZXMgZ28gb24gZHJhd2luZyB0aGUgcmVzdC4gV2l0aG91dFxuICAgKiBhIHN0YXR1cyBsaW5lLCBpbiBzY3JvbGwgbW9kZSBpdCB3YWl0cyB1bnRpbCB0aGUgdmlldyBpcyBsZWZ0LlxuICAgKi9cbiAgc2hvd01lc3NhZ2Uocm93OiBHcmlkUm93KTogVWludDhBcnJheSB7XG4gICAgdGhpcy4jbWVzc2FnZSA9IHJvdztcbiAgICByZXR1cm4gdGhpcy4jZHJhd092ZXJsYXkoKTtcbiAgfVxuXG4gIC8qKiBCeXRlcyB0aGF0IGdpdmUgdGhlIHN0YXR1cyBsaW5lIChib3R0b20gcm93KSBiYWNrLiAqL1xuICBjbGVhck1lc3NhZ2UoKTogVWludDhBcnJheSB7XG4gICAgaWYgKCF0aGlzLiNtZXNzYWdlKSByZXR1cm4gTk9USElORztcbiAgICB0aGlzLiNtZXNzYWdlID0gbnVsbDtcbiAgICByZXR1cm4gdGhpcy4jZHJhd092ZXJsYXkoKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBCeXRlcyB0aGF0IHNob3cgYSBwcm9tcHQgb3ZlciB0aGUgc3RhdHVzIGxpbmUgKHRoZSBib3R0b20gcm93IHdpdGhvdXRcbiAgICogb25lKSwgYWJvdmUgYW55IG1lc3NhZ2UsIHdpdGggdGhlIGN1cnNvciBhdCBjb2x1bW4gYGN1cnNvcmAgb2YgaXQuXG4gICAqL1xuICBzaG93UHJvbXB0KHJvdzogR3JpZFJvdywgY3Vyc29yOiBudW1iZXIpOiBVaW50OEFycmF5IHtcbiAgICB0aGlzLiNwcm9tcHQgPSB7IHJvdywgY3Vyc29yIH07XG4gICAgcmV0dXJuIHRoaXMuI2RyYXdPdmVybGF5KCk7XG4gIH1cblxuICAvKiogQnl0ZXMgdGhhdCB0YWtlIHRoZSBwcm9tcHQgYXdheS4gKi9cbiAgY2xlYXJQcm9tcHQoKTogVWludDhBcnJheSB7XG4gICAgaWYgKCF0aGlzLiNwcm9tcHQpIHJldHVybiBOT1RISU5HO1xuICAgIHRoaXMuI3Byb21wdCA9IG51bGw7XG4gICAgcmV0dXJuIHRoaXMuI2RyYXdPdmVybGF5KCk7XG4gIH1cblxuICAvKiogQnl0ZXMgdGhhdCByZWRyYXcgdGhlIHN0YXR1cyBsaW5lIChpdHMgY2xvY2ssIGVhY2ggbWludXRlKS4gKi9cbiAgdGljaygpOiBVaW50OEFycmF5IHtcbiAgICBpZiAodGhpcy4jc3RhdHVzWSA8IDApIHJldHVybiBOT1RISU5HO1xuICAgIHRoaXMuI2J1aWxkU3RhdHVzKCk7XG4gICAgcmV0dXJuIHRoaXMuI2RyYXdPdmVybGF5KCk7XG4gIH1cblxuICAjZHJhd092ZXJsYXkoKTogVWludDhBcnJheSB7XG4gICAgdGhpcy4jbW92ZWQgPSBmYWxzZTtcbiAgICBjb25zdCBkaXJ0eSA9IG5ldyBVaW50OEFycmF5KHRoaXMuI3Jvd3MpO1xuICAgIGRpcnR5W3RoaXMuI292ZXJsYXlZXSA9IDE7XG4gICAgcmV0dXJuIHRoaXMuI2NvbXBvc2UodGhpcy4jZHJhd1Jvd3MoZGlydHkpLCBcIlwiKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgc3RhdHVzIGxpbmUgbW92ZXMgKGBzb3VyY2UtZmlsZWAgY2hhbmdlZCB0aGUgYHN0YXR1c2Agc2V0dGluZyk6XG4gICAqIHRoZSBzY3JlZW4gaXMgZHJhd24gYWdhaW4gYXMgYWZ0ZXIgYSByZXNpemUuXG4gICAqL1xuICBzZXRTdGF0dXMoYXQ6IFN0YXR1c1Bvc2l0aW9uKTogVWludDhBcnJheSB7XG4gICAgdGhpcy4jc3RhdHVzQXQgPSBhdDtcbiAgICByZXR1cm4gdGhpcy5yZXNpemUodGhpcy4jY29scywgdGhpcy4jcm93cyk7XG4gIH1cblxuICAvKipcbiAgICogQnl0ZXMgdGhhdCBzZXQgdGhlIG91dGVyIHRlcm1pbmFsJ3MgdGl0bGUgdG8gdGhlIHNlc3Npb24ncyBhZ2FpbiAodGhlXG4gICAqIHRlcm1pbmFsIHdhcyBnaXZlbiBiYWNrIG1lYW53aGlsZSwgaXRzIHRpdGxlIHJlc3RvcmVkOiBgc3VzcGVuZC1jbGllbnRgKS5cbiAgICovXG4gIHRpdGxlQWdhaW4oKTogVWludDhBcnJheSB7XG4gICAgY29uc3Qgb3V0ID0gdGhpcy4jdGl0bGUgPT09IFwiXCIgPyBcIlwiIDogdGhpcy4jbW9kZXMudGl0bGUodGhpcy4jdGl0bGUpO1xuICAgIHJldHVybiBvdXQgPT09IFwiXCIgPyBOT1RISU5HIDogZW5jb2Rlci5lbmNvZGUob3V0KTtcbiAgfVxuXG4gIC8qKiBCeXRlcyB0aGF0IHNldCB0aGUgb3V0ZXIgdGVybWluYWwncyBtb2RlcyB0byBgbW9kZXNgICh0aGUgbW91c2UncykuICovXG4gIGFwcGx5TW9kZXMobW9kZXM6IFRlcm1pbmFsTW9kZXMpOiBVaW50OEFycmF5IHtcbiAgICBpZiAoIXRoaXMuI21pcnJvcklucHV0KSByZXR1cm4gTk9USElORztcbiAgICBjb25zdCBvdXQgPSB0aGlzLiNtb2Rlcy5hcHBseShtb2Rlcyk7XG4gICAgcmV0dXJuIG91dCA9PT0gXCJcIiA/IE5PVEhJTkcgOiBlbmNvZGVyLmVuY29kZShvdXQpO1xuICB9XG5cbiAgLyoqXG4gICAqIE91dGVyIGNlbGwgKHgsIHkpIGFzIGEgY2VsbCBvZiB0aGUgc2hvd24gd2luZG93LCBmb3IgdGhlIG1vdXNlOiBsZXNzXG4gICAqIHRoZSBzdGF0dXMgbGluZSdzIHJvdyBhdCB0aGUgdG9wLCBwbHVzIHRoZSBvZmZzZXQgb2YgYSB2aWV3IHBhbm5lZFxuICAgKiB0byBmb2xsb3cgdGhlIGN1cnNvciAoYSBzY3JvbGwgdmlldyBpcyBub3QgcGFubmVkKS4gYHN0YXR1c2A6IHRoZVxuICAgKiBjZWxsIGlzIG9uIHRoZSBzdGF0dXMgbGluZSAoYHlgIGlzIHRoZW4gdGhlIHdpbmRvdydzIG5lYXJlc3Qgcm93LCBzb1xuICAgKiB0aGF0IGEgZHJhZyBvbnRvIGl0IHN0aWxsIGVuZHMgc29tZXdoZXJlKS5cbiAgICovXG4gIHdpbmRvd1BvaW50KHg6IG51bWJlciwgeTogbnVtYmVyKTogeyB4OiBudW1iZXI7IHk6IG51bWJlcjsgc3RhdHVzOiBib29sZWFuIH0ge1xuICAgIGNvbnN0IHN0YXR1cyA9IHkgPT09IHRoaXMuI3N0YXR1c1k7XG4gICAgY29uc3QgYXkgPSBNYXRoLm1heCgwLCBNYXRoLm1pbih0aGlzLiNhcmVhUm93cyAtIDEsIHkgLSB0aGlzLiN0b3ApKTtcbiAgICBpZiAodGhpcy4jdmlldykgcmV0dXJuIHsgeCwgeTogYXksIHN0YXR1cyB9O1xuICAgIHJldHVybiB7IHg6IHggKyB0aGlzLiNveCwgeTogYXkgKyB0aGlzLiNveSwgc3RhdHVzIH07XG4gIH1cblxuICAvKipcbiAgICogVGhlIGluZGV4IG9mIHRoZSB3aW5kb3cgd2hvc2UgbmFtZSB0aGUgc3RhdHVzIGxpbmUgc2hvd3MgYXQgb3V0ZXJcbiAgICogY2VsbCAoeCwgeSkgKGEgbW91c2UgY2xpY2sgdGhlcmUgc2VsZWN0cyBpdCksIG9yIHVuZGVmaW5lZC5cbiAgICovXG4gIHdpbmRvd0F0KHg6IG51bWJlciwgeTogbnVtYmVyKTogbnVtYmVyIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBjb250ZW50ID0gdGhpcy4jc3RhdHVzQ29udGVudCgpO1xuICAgIGlmICh5ICE9PSB0aGlzLiNzdGF0dXNZIHx8ICFjb250ZW50IHx8IHRoaXMuI3Byb21wdCB8fCB0aGlzLiNtZXNzYWdlKSB7XG4gICAgICByZXR1cm4gdW5kZWZpbmVkO1xuICAgIH1cbiAgICByZXR1cm4gd2luZG93QXQodGhpcy4jY29scywgY29udGVudCwgeCk7XG4gIH1cblxuICAvLyBUaGUgc3RhdHVzIGxpbmUncyByb3cgZm9yIHRoZSBjdXJyZW50IGNvbnRlbnQsIHdpZHRoIGFuZCB0aW1lLlxuICAjYnVpbGRTdGF0dXMoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI3N0YXR1c1kgPCAwKSByZXR1cm47XG4gICAgY29uc3QgY29udGVudCA9IHRoaXMuI3N0YXR1c0NvbnRlbnQoKTtcbiAgICBpZiAoIWNvbnRlbnQpIHtcbiAgICAgIHRoaXMuI3N0YXR1c1JvdyA9IG5ldyBHcmlkUm93KHRoaXMuI2NvbHMpO1xuICAgICAgdGhpcy4jc3RhdHVzUm93LmZpbGwoMCwgdGhpcy4jY29scywgXCIgXCIsIFNUQVRVU19TVFlMRSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI3N0YXR1c1JvdyA9IHN0YXR1c0xpbmUodGhpcy4jY29scywgY29udGVudCwgdGhpcy4jbm93KCkpO1xuICB9XG5cbiAgLy8gV2hhdCB0aGUgc3RhdHVzIGxpbmUgc2hvd3M7IG51bGwgYmVmb3JlIHRoZSBkYWVtb24gc2FpZCBhbnl0aGluZy5cbiAgI3N0YXR1c0NvbnRlbnQoKTogU3RhdHVzQ29udGVudCB8IG51bGwge1xuICAgIGlmICghdGhpcy4jc3RhdHVzKSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCBiaWdnZXIgPSB0aGlzLiNzZXNzaW9uLmNvbHMgPiB0aGlzLiNjb2xzIHx8XG4gICAgICB0aGlzLiNzZXNzaW9uLnJvd3MgPiB0aGlzLiNhcmVhUm93cztcbiAgICByZXR1cm4ge1xuICAgICAgc3RhdHVzOiB0aGlzLiNzdGF0dXMsXG4gICAgICB0aXRsZTogdGhpcy4jdGl0bGUgfHwgdGhpcy4jaG9zdE5hbWUsXG4gICAgICBvZmZzZXQ6IGJpZ2dlciA/IHsgeDogdGhpcy4jb3gsIHk6IHRoaXMuI295IH0gOiBudWxsLFxuICAgIH07XG4gIH1cblxuICAvKipcbiAgICogTW92ZXMgdGhlIHZpZXcgb3ZlciBhIHNlc3Npb24gbGFyZ2VyIHRoYW4gdGhlIGFyZWEgYXMgbGl0dGxlIGFzIGl0XG4gICAqIHRha2VzIHRvIHNob3cgdGhlIGN1cnNvciwgYXdheSBmcm9tIHRoZSBtYXJrZWQgZWRnZXM7IHRydWUgd2hlbiBpdFxuICAgKiBtb3ZlZC5cbiAgICovXG4gICNmb2xsb3coKTogYm9vbGVhbiB7XG4gICAgY29uc3QgW2N4LCBjeV0gPSB0aGlzLiNjdXJzb3I7XG4gICAgY29uc3QgbWFyZ2luID0gdGhpcy4jc3RhdHVzWSA+PSAwID8gMCA6IDE7IC8vIGVkZ2VzIG1hcmtlZDoga2VlcCBvZmZcbiAgICBjb25zdCBveCA9IHBhbih0aGlzLiNveCwgY3gsIHRoaXMuI3Nlc3Npb24uY29scywgdGhpcy4jY29scywgbWFyZ2luKTtcbiAgICBjb25zdCBveSA9IHBhbih0aGlzLiNveSwgY3ksIHRoaXMuI3Nlc3Npb24ucm93cywgdGhpcy4jYXJlYVJvd3MsIG1hcmdpbik7XG4gICAgaWYgKG94ID09PSB0aGlzLiNveCAmJiBveSA9PT0gdGhpcy4jb3kpIHJldHVybiBmYWxzZTtcbiAgICB0aGlzLiNveCA9IG94O1xuICAgIHRoaXMuI295ID0gb3k7XG4gICAgdGhpcy4jYnVpbGRTdGF0dXMoKTtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBHcmlkUm93IGB5YCBvZiB0aGUgc2Vzc2lvbidzIHNjcmVlbiBhcyBsYXN0IGRyYXduIChudWxsIGJlbG93IGl0KS4gKi9cbiAgc2Vzc2lvblJvdyh5OiBudW1iZXIpOiBHcmlkUm93IHwgbnVsbCB7XG4gICAgcmV0dXJuIHkgPCB0aGlzLiNzZXNzaW9uLnJvd3MgPyB0aGlzLiNzZXNzaW9uLmxpbmVzW3ldIDogbnVsbDtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIGEgdmlldyBpcyBzaG93biBpbiBwbGFjZSBvZiB0aGUgc2Vzc2lvbiAoc2Nyb2xsIG1vZGUpLiAqL1xuICBnZXQgdmlld2luZygpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jdmlldyAhPT0gbnVsbDtcbiAgfVxuXG4gIC8qKlxuICAgKiBGaWxscyBgb3V0YCAoYW4gb3V0ZXIgcm93LCBgc2l6ZS5jb2xzYCB3aWRlKSB3aXRoIHdoYXQgdGhlIG91dGVyXG4gICAqIHRlcm1pbmFsIHNob3dzIGZvciBhIHNlc3Npb24gcm93IGBzcmNgIChgc3JjLmNvbHNgIGlzIHRoZSBzZXNzaW9uJ3NcbiAgICogd2lkdGgpOiBpdHMgbGVmdCBwYXJ0LCBvciBpdCBwYWRkZWQgd2l0aCB0aGUgZmlsbDsgbnVsbDogYSByb3cgYmVsb3dcbiAgICogdGhlIHNlc3Npb24ncyBzY3JlZW4sIGFsbCBmaWxsLlxuICAgKi9cbiAgY3JvcFJvdyhzcmM6IEdyaWRSb3cgfCBudWxsLCBvdXQ6IEdyaWRSb3cpOiB2b2lkIHtcbiAgICB0aGlzLiNjcm9wQXQoc3JjLCBvdXQsIDApO1xuICB9XG5cbiAgLy8gQXMgY3JvcFJvdywgZnJvbSBjb2x1bW4gYG94YCBvZiBgc3JjYC5cbiAgI2Nyb3BBdChzcmM6IEdyaWRSb3cgfCBudWxsLCBvdXQ6IEdyaWRSb3csIG94OiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBuID0gTWF0aC5taW4ob3V0LmNvbHMsIHRoaXMuI2NvbHMpO1xuICAgIGxldCB4ID0gMDtcbiAgICBpZiAoc3JjKSB7XG4gICAgICBjb25zdCBzaG93biA9IE1hdGgubWF4KDAsIE1hdGgubWluKHNyYy5jb2xzIC0gb3gsIG4pKTtcbiAgICAgIGZvciAoOyB4IDwgc2hvd247IHgrKykgb3V0LmNvcHlDZWxsKHgsIHNyYywgb3ggKyB4KTtcbiAgICAgIC8vIEEgd2lkZSBncmFwaGVtZSBjdXQgaW4gaGFsZiBieSBhbiBlZGdlIHNob3dzIGFzIGEgYmxhbmsuXG4gICAgICBpZiAoc2hvd24gPiAwICYmIG91dC5jaGFyc1swXSA9PT0gV0lERV9UQUlMKSB7XG4gICAgICAgIG91dC5maWxsKDAsIDEsIFwiIFwiLCBERUZBVUxUX0FUVFJTKTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGVuZCA9IG94ICsgc2hvd247XG4gICAgICBpZiAoZW5kIDwgc3JjLmNvbHMgJiYgc2hvd24gPiAwICYmIHNyYy5jaGFyc1tlbmRdID09PSBXSURFX1RBSUwpIHtcbiAgICAgICAgb3V0LmZpbGwoc2hvd24gLSAxLCBzaG93biwgXCIgXCIsIERFRkFVTFRfQVRUUlMpO1xuICAgICAgfVxuICAgIH1cbiAgICBvdXQuZmlsbCh4LCBuLCB0aGlzLiNmaWxsLCB0aGlzLiNmaWxsU3R5bGUpO1xuICB9XG5cbiAgLy8gV2l0aG91dCBhIHN0YXR1cyBsaW5lLCBtYXJrcyB0aGUgZWRnZXMgb2YgdGhlIGFyZWEgYmV5b25kIHdoaWNoIHRoZVxuICAvLyBzZXNzaW9uIGdvZXMgb246IHRoZSBjb2x1bW4gb3Igcm93IHRoZXJlIHNob3dzIHRoZSBmYWludCBmaWxsIChhc1xuICAvLyB3aGF0IGlzIG91dHNpZGUgdGhlIHNlc3Npb24pLCBuZXZlciB1bmRlciB0aGUgY3Vyc29yLCB3aGljaCBwYW5uaW5nXG4gIC8vIGtlZXBzIG9mZiB0aGVtLlxuICAjbWFya0VkZ2VzKG91dDogR3JpZFJvdywgYXk6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHMgPSB0aGlzLiNzZXNzaW9uLCBhcmVhID0gdGhpcy4jYXJlYVJvd3MsIG4gPSB0aGlzLiNjb2xzO1xuICAgIC8vIFRoZSBzdGF0dXMgbGluZSBzYXlzIHRoZSBvZmZzZXQgaW5zdGVhZCAoYFt4LHldYCwgYXMgdG11eCdzKS5cbiAgICBpZiAodGhpcy4jc3RhdHVzWSA+PSAwIHx8IChzLmNvbHMgPD0gbiAmJiBzLnJvd3MgPD0gYXJlYSkpIHJldHVybjtcbiAgICBjb25zdCBtYXJrID0gKHg6IG51bWJlcikgPT4ge1xuICAgICAgaWYgKG91dC5jaGFyc1t4XSA9PT0gV0lERV9UQUlMICYmIHggPiAwKSB7XG4gICAgICAgIG91dC5maWxsKHggLSAxLCB4LCBcIiBcIiwgREVGQVVMVF9BVFRSUyk7XG4gICAgICB9XG4gICAgICBpZiAoeCArIDEgPCBuICYmIG91dC5jaGFyc1t4ICsgMV0gPT09IFdJREVfVEFJTCkge1xuICAgICAgICBvdXQuZmlsbCh4ICsgMSwgeCArIDIsIFwiIFwiLCBERUZBVUxUX0FUVFJTKTtcbiAgICAgIH1cbiAgICAgIG91dC5maWxsKHgsIHggKyAxLCBFREdFX0ZJTEwsIEVER0VfU1RZTEUpO1xuICAgIH07XG4gICAgaWYgKFxuICAgICAgKGF5ID09PSAwICYmIHRoaXMuI295ID4gMCkgfHxcbiAgICAgIChheSA9PT0gYXJlYSAtIDEgJiYgdGhpcy4jb3kgKyBhcmVhIDwgcy5yb3dzKVxuICAgICkge1xuICAgICAgZm9yIChsZXQgeCA9IDA7IHggPCBuOyB4KyspIG91dC5maWxsKHgsIHggKyAxLCBFREdFX0ZJTEwsIEVER0VfU1RZTEUpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAodGhpcy4jb3ggPiAwKSBtYXJrKDApO1xuICAgIGlmICh0aGlzLiNveCArIG4gPCBzLmNvbHMpIG1hcmsobiAtIDEpO1xuICB9XG5cbiAgLy8gRHJhd3MgZXZlcnkgcm93IHRoYXQgZGlmZmVycyBmcm9tIHdoYXQgaXMgc2hvd24uXG4gICNyZWRyYXcoKTogVWludDhBcnJheSB7XG4gICAgdGhpcy4jbW92ZWQgPSBmYWxzZTtcbiAgICBjb25zdCBjbGVhciA9IHRoaXMuI3BlbmRpbmdDbGVhcjtcbiAgICB0aGlzLiNwZW5kaW5nQ2xlYXIgPSBcIlwiO1xuICAgIGNvbnN0IGRpcnR5ID0gbmV3IFVpbnQ4QXJyYXkodGhpcy4jcm93cykuZmlsbCgxKTtcbiAgICBjb25zdCBzY3JvbGwgPSBjbGVhciA/IFwiXCIgOiB0aGlzLiNzY3JvbGxJZlNoaWZ0ZWQoZGlydHkpO1xuICAgIHJldHVybiB0aGlzLiNjb21wb3NlKGNsZWFyICsgc2Nyb2xsICsgdGhpcy4jZHJhd1Jvd3MoZGlydHkpLCBcIlwiKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBCeXRlcyB0aGF0IGdpdmUgdGhlIG91dGVyIHRlcm1pbmFsIGJhY2sgYXMgaXQgd2FzOiBtb2RlcyB1bmRvbmUsXG4gICAqIGRlZmF1bHQgcGVuLCBjdXJzb3IgdmlzaWJsZSwgbWFpbiBzY3JlZW4uXG4gICAqL1xuICBlbmQoKTogVWludDhBcnJheSB7XG4gICAgbGV0IG91dCA9IHRoaXMuI2NhbmNlbCArIGNsb3NlTGluayh0aGlzLiNzdCkgK1xuICAgICAgc2dyVHJhbnNpdGlvbih0aGlzLiNzdC5wZW4sIERFRkFVTFRfU1RZTEUpO1xuICAgIHRoaXMuI2NhbmNlbCA9IFwiXCI7XG4gICAgY29weVN0eWxlKHRoaXMuI3N0LnBlbiwgREVGQVVMVF9TVFlMRSk7XG4gICAgb3V0ICs9IHRoaXMuI21vZGVzLnJlc2V0KCk7XG4gICAgb3V0ICs9IFNIT1dfQ1VSU09SICsgXCJcXHgxYls/MTA0OWxcIjtcbiAgICB0aGlzLiNjdXJzb3JWaXNpYmxlID0gdHJ1ZTtcbiAgICByZXR1cm4gZW5jb2Rlci5lbmNvZGUob3V0KTtcbiAgfVxuXG4gIC8vIFdyYXBzIGRyYXdpbmcgaW4gc3luY2hyb25pemVkIG91dHB1dCB3aXRoIHRoZSBjdXJzb3IgaGlkZGVuLCB0aGVuXG4gIC8vIHBsYWNlcyB0aGUgY3Vyc29yIGFzIHRoZSBzZXNzaW9uIGhhcyBpdC5cbiAgI2NvbXBvc2UoZHJhdzogc3RyaW5nLCBleHRyYTogc3RyaW5nLCBiYXJlID0gZmFsc2UpOiBVaW50OEFycmF5IHtcbiAgICBjb25zdCB3cmFwID0gZHJhdyAhPT0gXCJcIiAmJiAhYmFyZTtcbiAgICBsZXQgb3V0ID0gZHJhdztcbiAgICBpZiAod3JhcCkge1xuICAgICAgb3V0ID0gU1lOQ19CRUdJTiArICh0aGlzLiNjdXJzb3JWaXNpYmxlID8gSElERV9DVVJTT1IgOiBcIlwiKSArIGRyYXc7XG4gICAgICB0aGlzLiNjdXJzb3JWaXNpYmxlID0gZmFsc2U7XG4gICAgfVxuICAgIG91dCA9IHRoaXMuI2NhbmNlbCArIG91dDtcbiAgICB0aGlzLiNjYW5jZWwgPSBcIlwiO1xuICAgIG91dCArPSBleHRyYSArIHRoaXMuI3BsYWNlQ3Vyc29yKCk7XG4gICAgaWYgKHdyYXApIG91dCArPSBTWU5DX0VORDtcbiAgICByZXR1cm4gb3V0ID09PSBcIlwiID8gTk9USElORyA6IGVuY29kZXIuZW5jb2RlKG91dCk7XG4gIH1cblxuICAvLyBTY3JvbGxzIHRoZSBvdXRlciBzY3JlZW4gd2hlbiB0aGUgc2Vzc2lvbidzIHJvd3MgbW92ZWQgdXAsIHNvIHRoYXRcbiAgLy8gdGhlIHJvd3MgZGlmZmVkIG5leHQgbW9zdGx5IG1hdGNoIGFscmVhZHkuIE1hcmtzIHRoZSByb3dzIGl0IG1vdmVkLlxuICAjc2Nyb2xsSWZTaGlmdGVkKGRpcnR5Um93czogVWludDhBcnJheSk6IHN0cmluZyB7XG4gICAgLy8gQSBjbGVhcmVkIHNjcmVlbiAodGhlIGZpcnN0IGZyYW1lLCBhIHJlc2l6ZSkgaGFzIG5vdGhpbmcgdG8gbW92ZTogbm9cbiAgICAvLyByb3cgdGhlIHNlc3Npb24gaGFzIGNhbiBiZSBmb3VuZCB0aGVyZSwgYW5kIGhhc2hpbmcgZXZlcnkgcm93IG9mXG4gICAgLy8gYm90aCBzY3JlZW5zIHdpdGggY29sZCBjb2RlIGNvc3QgYWJvdXQgMyBtcyBvZiB0aGUgZmlyc3QgZnJhbWUuXG4gICAgaWYgKHRoaXMuI3Nob3duQmxhbmspIHJldHVybiBcIlwiO1xuICAgIGNvbnN0IHkwID0gdGhpcy4jdG9wO1xuICAgIGNvbnN0IHJvd3MgPSB0aGlzLiN2aWV3XG4gICAgICA/IHRoaXMuI2FyZWFSb3dzXG4gICAgICA6IE1hdGgubWF4KDAsIE1hdGgubWluKHRoaXMuI3Nlc3Npb24ucm93cyAtIHRoaXMuI295LCB0aGlzLiNhcmVhUm93cykpO1xuICAgIGxldCBkaXJ0eSA9IDA7XG4gICAgZm9yIChsZXQgeSA9IHkwOyB5IDwgeTAgKyByb3dzOyB5KyspIGRpcnR5ICs9IGRpcnR5Um93c1t5XTtcbiAgICBpZiAoZGlydHkgPCBNSU5fU0NST0xMX1JPV1MpIHJldHVybiBcIlwiO1xuICAgIGNvbnN0IHdhbnQgPSBuZXcgVWludDMyQXJyYXkocm93cyksIHNob3duID0gbmV3IFVpbnQzMkFycmF5KHJvd3MpO1xuICAgIGNvbnN0IGJsYW5rID0gbmV3IFVpbnQ4QXJyYXkocm93cyk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCByb3dzOyBpKyspIHtcbiAgICAgIGNvbnN0IHJvdyA9IHRoaXMuI3dhbnRSb3coeTAgKyBpKTtcbiAgICAgIHdhbnRbaV0gPSByb3cuaGFzaCgpO1xuICAgICAgYmxhbmtbaV0gPSByb3cuaXNCbGFuaygpID8gMSA6IDA7XG4gICAgICBzaG93bltpXSA9IHRoaXMuI3Nob3duW3kwICsgaV0uaGFzaCgpO1xuICAgIH1cbiAgICBjb25zdCBrID0gZmluZFNjcm9sbCh3YW50LCBzaG93biwgYmxhbmspO1xuICAgIGlmIChrID09PSAwKSByZXR1cm4gXCJcIjtcbiAgICBkaXJ0eVJvd3MuZmlsbCgxLCB5MCwgeTAgKyByb3dzKTtcbiAgICByZXR1cm4gayA+IDAgPyB0aGlzLiNzY3JvbGxVcChrLCB5MCwgcm93cykgOiB0aGlzLiNzY3JvbGxEb3duKC1rLCB5MCwgcm93cyk7XG4gIH1cblxuICAvLyBTZXRzIHRoZSBzY3JvbGwgcmVnaW9uIHRvIG91dGVyIHJvd3MgW3kwLCB5MCArIHJvd3MpIHdoZW4gdGhhdCBpcyBub3RcbiAgLy8gdGhlIHdob2xlIHNjcmVlbiAoREVDU1RCTSwgd2hpY2ggYWxzbyBob21lcyB0aGUgY3Vyc29yKS5cbiAgI3JlZ2lvbih5MDogbnVtYmVyLCByb3dzOiBudW1iZXIpOiBzdHJpbmcge1xuICAgIGlmICh5MCA9PT0gMCAmJiByb3dzID09PSB0aGlzLiNyb3dzKSByZXR1cm4gXCJcIjtcbiAgICB0aGlzLiNzdC5jeCA9IHRoaXMuI3N0LmN5ID0gMDtcbiAgICByZXR1cm4gYFxceDFiWyR7eTAgKyAxfTske3kwICsgcm93c31yYDtcbiAgfVxuXG4gIC8vIFNjcm9sbHMgcm93cyBbeTAsIHkwICsgcm93cykgb2YgdGhlIG91dGVyIHNjcmVlbiB1cCBieSBrOiBMRnMgYXQgdGhlXG4gIC8vIGJvdHRvbSBvZiB0aGF0IHJlZ2lvbiAodW5kZXJzdG9vZCBieSBldmVyeSB0ZXJtaW5hbCwgdW5saWtlIFNVKS5cbiAgI3Njcm9sbFVwKGs6IG51bWJlciwgeTA6IG51bWJlciwgcm93czogbnVtYmVyKTogc3RyaW5nIHtcbiAgICBjb25zdCBzdCA9IHRoaXMuI3N0O1xuICAgIC8vIE5ldyBsaW5lcyBhcmUgYmxhbmsgaW4gdGhlIHBlbidzIGJhY2tncm91bmQgKEJDRSk6IGRlZmF1bHQgaXQuXG4gICAgbGV0IG91dCA9IGNsb3NlTGluayhzdCkgKyBzZ3JUcmFuc2l0aW9uKHN0LnBlbiwgREVGQVVMVF9TVFlMRSk7XG4gICAgY29weVN0eWxlKHN0LnBlbiwgREVGQVVMVF9TVFlMRSk7XG4gICAgY29uc3QgcmVnaW9uID0gdGhpcy4jcmVnaW9uKHkwLCByb3dzKTtcbiAgICBjb25zdCBib3R0b20gPSB5MCArIHJvd3MgLSAxO1xuICAgIG91dCArPSByZWdpb24gKyBjdXJzb3JNb3ZlKHN0LmN4LCBzdC5jeSwgMCwgYm90dG9tKSArIFwiXFxuXCIucmVwZWF0KGspO1xuICAgIHN0LmN4ID0gMDtcbiAgICBzdC5jeSA9IGJvdHRvbTtcbiAgICBpZiAocmVnaW9uKSB7XG4gICAgICBvdXQgKz0gXCJcXHgxYltyXCI7XG4gICAgICBzdC5jeCA9IHN0LmN5ID0gMDtcbiAgICB9XG4gICAgY29uc3QgZ29uZSA9IHRoaXMuI3Nob3duLnNwbGljZSh5MCwgayk7XG4gICAgZm9yIChjb25zdCByb3cgb2YgZ29uZSkgcm93LmZpbGwoMCwgdGhpcy4jY29scywgXCIgXCIsIERFRkFVTFRfQVRUUlMpO1xuICAgIHRoaXMuI3Nob3duLnNwbGljZSh5MCArIHJvd3MgLSBrLCAwLCAuLi5nb25lKTtcbiAgICB0aGlzLiNtb3ZlZCA9IHRydWU7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8vIFNjcm9sbHMgcm93cyBbeTAsIHkwICsgcm93cykgb2YgdGhlIG91dGVyIHNjcmVlbiBkb3duIGJ5IGs6IFJJcyBhdFxuICAvLyB0aGUgdG9wIG9mIHRoYXQgcmVnaW9uIChhcyB1bml2ZXJzYWwgYXMgTEYpLlxuICAjc2Nyb2xsRG93bihrOiBudW1iZXIsIHkwOiBudW1iZXIsIHJvd3M6IG51bWJlcik6IHN0cmluZyB7XG4gICAgY29uc3Qgc3QgPSB0aGlzLiNzdDtcbiAgICBsZXQgb3V0ID0gY2xvc2VMaW5rKHN0KSArIHNnclRyYW5zaXRpb24oc3QucGVuLCBERUZBVUxUX1NUWUxFKTtcbiAgICBjb3B5U3R5bGUoc3QucGVuLCBERUZBVUxUX1NUWUxFKTtcbiAgICBjb25zdCByZWdpb24gPSB0aGlzLiNyZWdpb24oeTAsIHJvd3MpO1xuICAgIG91dCArPSByZWdpb24gKyBjdXJzb3JNb3ZlKHN0LmN4LCBzdC5jeSwgMCwgeTApICsgXCJcXHgxYk1cIi5yZXBlYXQoayk7XG4gICAgc3QuY3ggPSAwO1xuICAgIHN0LmN5ID0geTA7XG4gICAgaWYgKHJlZ2lvbikge1xuICAgICAgb3V0ICs9IFwiXFx4MWJbclwiO1xuICAgICAgc3QuY3ggPSBzdC5jeSA9IDA7XG4gICAgfVxuICAgIGNvbnN0IGdvbmUgPSB0aGlzLiNzaG93bi5zcGxpY2UoeTAgKyByb3dzIC0gaywgayk7XG4gICAgZm9yIChjb25zdCByb3cgb2YgZ29uZSkgcm93LmZpbGwoMCwgdGhpcy4jY29scywgXCIgXCIsIERFRkFVTFRfQVRUUlMpO1xuICAgIHRoaXMuI3Nob3duLnNwbGljZSh5MCwgMCwgLi4uZ29uZSk7XG4gICAgdGhpcy4jbW92ZWQgPSB0cnVlO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAjcGxhY2VDdXJzb3IoKTogc3RyaW5nIHtcbiAgICBjb25zdCBbeCwgeSwgc2hvd10gPSB0aGlzLiNjdXJzb3JUYXJnZXQoKTtcbiAgICBsZXQgb3V0ID0gdGhpcy4jbW9kZXMuY3Vyc29yU2hhcGUodGhpcy4jY3Vyc29yKTtcbiAgICBpZiAoc2hvdykge1xuICAgICAgb3V0ICs9IGN1cnNvck1vdmUodGhpcy4jc3QuY3gsIHRoaXMuI3N0LmN5LCB4LCB5KTtcbiAgICAgIHRoaXMuI3N0LmN4ID0geDtcbiAgICAgIHRoaXMuI3N0LmN5ID0geTtcbiAgICB9XG4gICAgaWYgKHNob3cgIT09IHRoaXMuI2N1cnNvclZpc2libGUpIHtcbiAgICAgIG91dCArPSBzaG93ID8gU0hPV19DVVJTT1IgOiBISURFX0NVUlNPUjtcbiAgICAgIHRoaXMuI2N1cnNvclZpc2libGUgPSBzaG93O1xuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLy8gV2hlcmUgdGhlIGN1cnNvciBnb2VzIGFuZCB3aGV0aGVyIGl0IHNob3dzOiB0aGUgc2Vzc2lvbidzLCBvciB0aGVcbiAgLy8gdmlldydzIGluIHNjcm9sbCBtb2RlLlxuICAjY3Vyc29yVGFyZ2V0KCk6IFtudW1iZXIsIG51bWJlciwgYm9vbGVhbl0ge1xuICAgIGNvbnN0IHRvcCA9IHRoaXMuI3RvcCwgYXJlYSA9IHRoaXMuI2FyZWFSb3dzO1xuICAgIGNvbnN0IHBjID0gdGhpcy4jcHJvbXB0Py5jdXJzb3IgPz8gbnVsbDtcbiAgICBpZiAocGMgIT09IG51bGwpIHtcbiAgICAgIHJldHVybiBbTWF0aC5taW4ocGMsIHRoaXMuI2NvbHMgLSAxKSwgdGhpcy4jb3ZlcmxheVksIHRydWVdO1xuICAgIH1cbiAgICBpZiAodGhpcy4jdmlldykge1xuICAgICAgY29uc3QgYyA9IHRoaXMuI3ZpZXdDdXJzb3I7XG4gICAgICBjb25zdCBzaG93ID0gYyAhPT0gbnVsbCAmJiBjLnggPj0gMCAmJiBjLnkgPj0gMCAmJiBjLnggPCB0aGlzLiNjb2xzICYmXG4gICAgICAgIGMueSA8IGFyZWE7XG4gICAgICByZXR1cm4gc2hvdyA/IFtjLngsIGMueSArIHRvcCwgdHJ1ZV0gOiBbMCwgMCwgZmFsc2VdO1xuICAgIH1cbiAgICBjb25zdCBbc3gsIHN5LCB2aXNpYmxlXSA9IHRoaXMuI2N1cnNvcjtcbiAgICBjb25zdCB4ID0gc3ggLSB0aGlzLiNveCwgeSA9IHN5IC0gdGhpcy4jb3k7XG4gICAgY29uc3Qgc2hvdyA9IHZpc2libGUgPT09IDEgJiYgeCA+PSAwICYmIHkgPj0gMCAmJiB4IDwgdGhpcy4jY29scyAmJlxuICAgICAgeSA8IGFyZWEgJiYgc3ggPCB0aGlzLiNzZXNzaW9uLmNvbHMgJiYgc3kgPCB0aGlzLiNzZXNzaW9uLnJvd3M7XG4gICAgcmV0dXJuIFt4LCB5ICsgdG9wLCBzaG93XTtcbiAgfVxuXG4gICNyZXNldFNob3duKCk6IHZvaWQge1xuICAgIHRoaXMuI3Nob3duID0gQXJyYXkuZnJvbShcbiAgICAgIHsgbGVuZ3RoOiB0aGlzLiNyb3dzIH0sXG4gICAgICAoKSA9PiBuZXcgR3JpZFJvdyh0aGlzLiNjb2xzKSxcbiAgICApO1xuICAgIHRoaXMuI3Nob3duQmxhbmsgPSB0cnVlO1xuICAgIHRoaXMuI3N0LmN4ID0gdGhpcy4jc3QuY3kgPSAwO1xuICAgIHRoaXMuI2ZvcmNlZCA9IG5ldyBVaW50OEFycmF5KHRoaXMuI3Jvd3MpO1xuICAgIHRoaXMuI2FueUZvcmNlZCA9IGZhbHNlO1xuICB9XG5cbiAgI2RyYXdSb3dzKGRpcnR5Um93czogVWludDhBcnJheSk6IHN0cmluZyB7XG4gICAgbGV0IG91dCA9IFwiXCI7XG4gICAgY29uc3QgZm9yY2VkID0gdGhpcy4jYW55Rm9yY2VkID8gdGhpcy4jZm9yY2VkIDogbnVsbDtcbiAgICBmb3IgKGxldCB5ID0gMDsgeSA8IHRoaXMuI3Jvd3M7IHkrKykge1xuICAgICAgaWYgKGRpcnR5Um93c1t5XSB8fCAoZm9yY2VkICYmIGZvcmNlZFt5XSkpIG91dCArPSB0aGlzLiNkcmF3Um93KHkpO1xuICAgIH1cbiAgICBpZiAoZm9yY2VkKSB7XG4gICAgICBmb3JjZWQuZmlsbCgwKTtcbiAgICAgIHRoaXMuI2FueUZvcmNlZCA9IGZhbHNlO1xuICAgIH1cbiAgICByZXR1cm4gb3V0ICsgY2xvc2VMaW5rKHRoaXMuI3N0KTtcbiAgfVxuXG4gIC8vIEZpbGxzIGAjd2FudGAgd2l0aCB3aGF0IG91dGVyIHJvdyB5IG11c3Qgc2hvdy5cbiAgI3dhbnRSb3coeTogbnVtYmVyKTogR3JpZFJvdyB7XG4gICAgY29uc3Qgd2FudCA9IHRoaXMuI3dhbnQ7XG4gICAgaWYgKHkgPT09IHRoaXMuI292ZXJsYXlZKSB7XG4gICAgICAvLyBBIHByb21wdCBzaG93cyBvdmVyIGEgdmlldyB0b28gKGNvcHkgbW9kZSdzIHNlYXJjaCk7IHdpdGhvdXQgYVxuICAgICAgLy8gc3RhdHVzIGxpbmUgYSBtZXNzYWdlIHdhaXRzIGZvciB0aGUgdmlldydzIGVuZCwgd2hpY2ggZHJhd3MgaXRzXG4gICAgICAvLyBvd24gb24gaXRzIGJvdHRvbSByb3cuXG4gICAgICBjb25zdCBvdmVyID0gdGhpcy4jcHJvbXB0Py5yb3cgPz9cbiAgICAgICAgKHRoaXMuI3N0YXR1c1kgPj0gMCB8fCAhdGhpcy4jdmlldyA/IHRoaXMuI21lc3NhZ2UgOiBudWxsKTtcbiAgICAgIGNvbnN0IHJvdyA9IG92ZXIgPz8gKHkgPT09IHRoaXMuI3N0YXR1c1kgPyB0aGlzLiNzdGF0dXNSb3cgOiBudWxsKTtcbiAgICAgIGlmIChyb3cgJiYgcm93LmNvbHMgPT09IHdhbnQuY29scykge1xuICAgICAgICB3YW50LmNvcHlGcm9tKHJvdyk7XG4gICAgICAgIHJldHVybiB3YW50O1xuICAgICAgfVxuICAgICAgaWYgKHkgPT09IHRoaXMuI3N0YXR1c1kpIHtcbiAgICAgICAgd2FudC5maWxsKDAsIHdhbnQuY29scywgXCIgXCIsIFNUQVRVU19TVFlMRSk7XG4gICAgICAgIHJldHVybiB3YW50O1xuICAgICAgfVxuICAgIH1cbiAgICBjb25zdCBheSA9IHkgLSB0aGlzLiN0b3A7XG4gICAgaWYgKHRoaXMuI3ZpZXcpIHtcbiAgICAgIGNvbnN0IHJvdyA9IHRoaXMuI3ZpZXdbYXldO1xuICAgICAgaWYgKHJvdyAmJiByb3cuY29scyA9PT0gd2FudC5jb2xzKSB3YW50LmNvcHlGcm9tKHJvdyk7XG4gICAgICBlbHNlIHdhbnQuZmlsbCgwLCB3YW50LmNvbHMsIFwiIFwiLCBERUZBVUxUX0FUVFJTKTtcbiAgICAgIHJldHVybiB3YW50O1xuICAgIH1cbiAgICBjb25zdCBzID0gdGhpcy4jc2Vzc2lvbiwgc3kgPSBheSArIHRoaXMuI295O1xuICAgIHRoaXMuI2Nyb3BBdChzeSA8IHMucm93cyA/IHMubGluZXNbc3ldIDogbnVsbCwgd2FudCwgdGhpcy4jb3gpO1xuICAgIHRoaXMuI21hcmtFZGdlcyh3YW50LCBheSk7XG4gICAgcmV0dXJuIHdhbnQ7XG4gIH1cblxuICAvLyBEaWZmcyBvdXRlciByb3cgeSBhZ2FpbnN0IHdoYXQgaXQgbXVzdCBzaG93IGFuZCByZXR1cm5zIHRoZSB3cml0ZXMuXG4gICNkcmF3Um93KHk6IG51bWJlcik6IHN0cmluZyB7XG4gICAgY29uc3Qgd2FudCA9IHRoaXMuI3dhbnRSb3coeSksIHNob3duID0gdGhpcy4jc2hvd25beV07XG4gICAgY29uc3QgZGlydHkgPSB0aGlzLiNkaXJ0eSwgbiA9IHRoaXMuI2NvbHM7XG4gICAgbGV0IGFueSA9IGZhbHNlO1xuICAgIGZvciAobGV0IHggPSAwOyB4IDwgbjsgeCsrKSB7XG4gICAgICBkaXJ0eVt4XSA9IHdhbnQuc2FtZSh4LCBzaG93biwgeCkgPyAwIDogMTtcbiAgICAgIGlmIChkaXJ0eVt4XSkgYW55ID0gdHJ1ZTtcbiAgICB9XG4gICAgaWYgKCFhbnkpIHJldHVybiBcIlwiO1xuICAgIHRoaXMuI3Nob3duQmxhbmsgPSBmYWxzZTtcbiAgICB0aGlzLiNzcHJlYWREaXJ0eSh3YW50LCBzaG93bik7XG4gICAgY29uc3QgdGFpbCA9IHRoaXMuI2VyYXNhYmxlVGFpbCh3YW50KTtcbiAgICBsZXQgb3V0ID0gdGhpcy4jd3JpdGVDZWxscyh0aGlzLiNzdCwgeSwgd2FudCwgMCwgdGFpbCk7XG4gICAgaWYgKHRhaWwgPCBuKSBvdXQgKz0gdGhpcy4jYmVzdFRhaWwoeSwgd2FudCwgdGFpbCk7XG4gICAgc2hvd24uY29weUZyb20od2FudCk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8vIEdyb3dzIHRoZSBkaXJ0eSBzZXQgdG8gd2hvbGUgd2lkZSBncmFwaGVtZXM6IG9uZSBpcyBhbHdheXMgd3JpdHRlblxuICAvLyB3aG9sZSwgYW5kIHdyaXRpbmcgb3ZlciBoYWxmIG9mIG9uZSBvbiB0aGUgb3V0ZXIgdGVybWluYWwgd2lwZXMgdGhlXG4gIC8vIG90aGVyIGhhbGYgdGhlcmUgdG9vLlxuICAjc3ByZWFkRGlydHkod2FudDogR3JpZFJvdywgc2hvd246IEdyaWRSb3cpOiB2b2lkIHtcbiAgICBjb25zdCBkaXJ0eSA9IHRoaXMuI2RpcnR5LCBuID0gdGhpcy4jY29scztcbiAgICBmb3IgKGxldCBjaGFuZ2VkID0gdHJ1ZTsgY2hhbmdlZDspIHtcbiAgICAgIGNoYW5nZWQgPSBmYWxzZTtcbiAgICAgIGZvciAobGV0IHggPSAwOyB4IDwgbjsgeCsrKSB7XG4gICAgICAgIGlmICghZGlydHlbeF0pIGNvbnRpbnVlO1xuICAgICAgICBjb25zdCBsZWZ0ID0geCA+IDAgJiZcbiAgICAgICAgICAod2FudC5jaGFyc1t4XSA9PT0gV0lERV9UQUlMIHx8IHNob3duLmNoYXJzW3hdID09PSBXSURFX1RBSUwpO1xuICAgICAgICBjb25zdCByaWdodCA9IHggKyAxIDwgbiAmJlxuICAgICAgICAgICh3YW50LmNoYXJzW3ggKyAxXSA9PT0gV0lERV9UQUlMIHx8IHNob3duLmNoYXJzW3ggKyAxXSA9PT0gV0lERV9UQUlMKTtcbiAgICAgICAgaWYgKGxlZnQgJiYgIWRpcnR5W3ggLSAxXSkgZGlydHlbeCAtIDFdID0gMSwgY2hhbmdlZCA9IHRydWU7XG4gICAgICAgIGlmIChyaWdodCAmJiAhZGlydHlbeCArIDFdKSBkaXJ0eVt4ICsgMV0gPSAxLCBjaGFuZ2VkID0gdHJ1ZTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvLyBUaGUgZmlyc3QgY29sdW1uIG9mIHRoZSBydW4gb2YgaWRlbnRpY2FsIGVyYXNhYmxlIGJsYW5rcyB0aGF0IGVuZHMgdGhlXG4gIC8vIHJvdyAoYGNvbHNgIHdoZW4gdGhlcmUgaXMgbm9uZSkuXG4gICNlcmFzYWJsZVRhaWwod2FudDogR3JpZFJvdyk6IG51bWJlciB7XG4gICAgY29uc3QgbiA9IHRoaXMuI2NvbHM7XG4gICAgY29uc3QgbGFzdCA9IG4gLSAxO1xuICAgIGlmICghdGhpcy4jZXJhc2FibGUod2FudCwgbGFzdCkpIHJldHVybiBuO1xuICAgIGxldCB0ID0gbGFzdDtcbiAgICB3aGlsZSAodCA+IDAgJiYgd2FudC5jaGFyc1t0IC0gMV0gPT09IFwiIFwiICYmIHdhbnQuc2FtZVN0eWxlKHQgLSAxLCBsYXN0KSkge1xuICAgICAgdC0tO1xuICAgIH1cbiAgICByZXR1cm4gdDtcbiAgfVxuXG4gIC8vIFdoZXRoZXIgRUwsIHdpdGggdGhlIHBlbiBzZXQgdG8gdGhpcyBibGFuaydzIHN0eWxlLCBwcm9kdWNlcyBpdCAoYW5cbiAgLy8gZXJhc2VkIGNlbGwgaGFzIG5vIGxpbmspLlxuICAjZXJhc2FibGUod2FudDogR3JpZFJvdywgeDogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgaWYgKHdhbnQuY2hhcnNbeF0gIT09IFwiIFwiIHx8IHdhbnQubGlua3NbeF0gIT09IFwiXCIpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBzID0gd2FudC5zdHlsZSh4LCB0aGlzLiN0bXApO1xuICAgIGlmIChzLmZnICE9PSBDT0xPUl9ERUZBVUxUIHx8IHMudWwgIT09IENPTE9SX0RFRkFVTFQpIHJldHVybiBmYWxzZTtcbiAgICBpZiAocy5mbGFncyAhPT0gMCkgcmV0dXJuIGZhbHNlO1xuICAgIHJldHVybiB0aGlzLiNiY2UgfHwgcy5iZyA9PT0gQ09MT1JfREVGQVVMVDtcbiAgfVxuXG4gIC8vIFdyaXRlcyB0aGUgcm93J3MgdGFpbCBmcm9tIGNvbHVtbiB0LCBieSBjZWxscyBvciB3aXRoIG9uZSBFTCwgd2hpY2hcbiAgLy8gZXZlciBpcyBzaG9ydGVyLlxuICAjYmVzdFRhaWwoeTogbnVtYmVyLCB3YW50OiBHcmlkUm93LCB0OiBudW1iZXIpOiBzdHJpbmcge1xuICAgIGxldCBkaXJ0eUluVGFpbCA9IGZhbHNlO1xuICAgIGZvciAobGV0IHggPSB0OyB4IDwgdGhpcy4jY29sczsgeCsrKSBkaXJ0eUluVGFpbCB8fD0gdGhpcy4jZGlydHlbeF0gPT09IDE7XG4gICAgaWYgKCFkaXJ0eUluVGFpbCkgcmV0dXJuIFwiXCI7XG4gICAgY29uc3QgYnlDZWxscyA9IGNsb25lU3RhdGUodGhpcy4jc3QpO1xuICAgIGNvbnN0IGNlbGxzID0gdGhpcy4jd3JpdGVDZWxscyhieUNlbGxzLCB5LCB3YW50LCB0LCB0aGlzLiNjb2xzKTtcbiAgICBjb25zdCBieUVyYXNlID0gY2xvbmVTdGF0ZSh0aGlzLiNzdCk7XG4gICAgY29uc3QgZXJhc2UgPSB0aGlzLiNtb3ZlVG8oYnlFcmFzZSwgdCwgeSwgd2FudCkgKyBjbG9zZUxpbmsoYnlFcmFzZSkgK1xuICAgICAgdGhpcy4jc2V0UGVuKGJ5RXJhc2UsIHRoaXMuI3N0eWxlQXQod2FudCwgdCkpICsgXCJcXHgxYltLXCI7XG4gICAgY29uc3QgW291dCwgc3RdID0gZXJhc2UubGVuZ3RoIDwgY2VsbHMubGVuZ3RoXG4gICAgICA/IFtlcmFzZSwgYnlFcmFzZV1cbiAgICAgIDogW2NlbGxzLCBieUNlbGxzXTtcbiAgICB0aGlzLiNzdCA9IHN0O1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvLyBXcml0ZXMgdGhlIGRpcnR5IGNlbGxzIG9mIGNvbHVtbnMgW2Zyb20sIHRvKSBvZiByb3cgeS5cbiAgI3dyaXRlQ2VsbHMoXG4gICAgc3Q6IERyYXdTdGF0ZSxcbiAgICB5OiBudW1iZXIsXG4gICAgd2FudDogR3JpZFJvdyxcbiAgICBmcm9tOiBudW1iZXIsXG4gICAgdG86IG51bWJlcixcbiAgKTogc3RyaW5nIHtcbiAgICBjb25zdCBuID0gdGhpcy4jY29scywgZGlydHkgPSB0aGlzLiNkaXJ0eTtcbiAgICBsZXQgb3V0ID0gXCJcIjtcbiAgICBmb3IgKGxldCB4ID0gZnJvbTsgeCA8IHRvOykge1xuICAgICAgaWYgKCFkaXJ0eVt4XSkge1xuICAgICAgICB4Kys7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgY29uc3QgY2ggPSB3YW50LmNoYXJzW3hdO1xuICAgICAgY29uc3Qgd2lkdGggPSB4ICsgMSA8IG4gJiYgd2FudC5jaGFyc1t4ICsgMV0gPT09IFdJREVfVEFJTCA/IDIgOiAxO1xuICAgICAgb3V0ICs9IHRoaXMuI21vdmVUbyhzdCwgeCwgeSwgd2FudCk7XG4gICAgICBjb25zdCBzdHlsZSA9IHRoaXMuI3N0eWxlQXQod2FudCwgeCk7XG4gICAgICBpZiAoIWxvb2tzU2FtZShzdC5wZW4sIHN0eWxlLCBjaCkpIG91dCArPSB0aGlzLiNzZXRQZW4oc3QsIHN0eWxlKTtcbiAgICAgIGNvbnN0IGxpbmsgPSB3YW50LmxpbmtzW3hdO1xuICAgICAgaWYgKGxpbmsgIT09IHN0LmxpbmspIHtcbiAgICAgICAgb3V0ICs9IGxpbmtTZXF1ZW5jZShsaW5rKTtcbiAgICAgICAgc3QubGluayA9IGxpbms7XG4gICAgICB9XG4gICAgICBvdXQgKz0gY2g7XG4gICAgICB4ICs9IHdpZHRoO1xuICAgICAgLy8gUGFzdCB0aGUgbGFzdCBjb2x1bW4gdGhlIHRlcm1pbmFsIHdhaXRzIHRvIHdyYXA7IGFmdGVyIGEgZ3JhcGhlbWVcbiAgICAgIC8vIHRoZSB0ZXJtaW5hbCBtYXkgbWVhc3VyZSBkaWZmZXJlbnRseSwgb25seSBhYnNvbHV0ZSBtb3ZlcyBhcmUgc2FmZS5cbiAgICAgIHN0LmN4ID0geCA+PSBuIHx8IHVuY2VydGFpbldpZHRoKGNoLCB3aWR0aCkgPyAtMSA6IHg7XG4gICAgfVxuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvLyBUaGUgc3R5bGUgb2YgY2VsbCB4IGFzIHRoZSBvdXRlciB0ZXJtaW5hbCBkcmF3cyBpdCAoaW4gI3RtcCk6IGl0c1xuICAvLyBjb2xvdXJzIHJlZHVjZWQgdG8gdGhlIHRlcm1pbmFsJ3MuIFRoZSBwZW4gaG9sZHMgc3VjaCBzdHlsZXMuIE5vdGhpbmdcbiAgLy8gbW9yZSB0aGFuIGEgYnJhbmNoIGZvciBhIHRydWVjb2xvciB0ZXJtaW5hbC5cbiAgI3N0eWxlQXQocm93OiBHcmlkUm93LCB4OiBudW1iZXIpOiBTZ3JTdHlsZSB7XG4gICAgY29uc3QgcyA9IHJvdy5zdHlsZSh4LCB0aGlzLiN0bXApO1xuICAgIHJldHVybiB0aGlzLiNyZWR1Y2UgPyByZWR1Y2VTdHlsZShzLCB0aGlzLiNjb2xvdXJzLCBzKSA6IHM7XG4gIH1cblxuICAjc2V0UGVuKHN0OiBEcmF3U3RhdGUsIHM6IFNnclN0eWxlKTogc3RyaW5nIHtcbiAgICBjb25zdCBzZXEgPSBzZ3JUcmFuc2l0aW9uKHN0LnBlbiwgcyk7XG4gICAgaWYgKHNlcSAhPT0gXCJcIikgY29weVN0eWxlKHN0LnBlbiwgcyk7XG4gICAgcmV0dXJuIHNlcTtcbiAgfVxuXG4gIC8vIE1vdmVzIHRvICh4LCB5KTogYnkgcmV3cml0aW5nIHRoZSB1bmNoYW5nZWQgY2VsbHMgaW4gYmV0d2VlbiB3aGVuIHRoZXlcbiAgLy8gYXJlIHBsYWluIEFTQ0lJIGluIHRoZSBjdXJyZW50IHBlbiBhbmQgdGhhdCBpcyBzaG9ydGVyLCBlbHNlIGJ5IG1vdGlvbi5cbiAgI21vdmVUbyhzdDogRHJhd1N0YXRlLCB4OiBudW1iZXIsIHk6IG51bWJlciwgd2FudDogR3JpZFJvdyk6IHN0cmluZyB7XG4gICAgaWYgKHN0LmN4ID09PSB4ICYmIHN0LmN5ID09PSB5KSByZXR1cm4gXCJcIjtcbiAgICB0aGlzLiNtb3ZlZCA9IHRydWU7XG4gICAgY29uc3QgbW90aW9uID0gY3Vyc29yTW92ZShzdC5jeCwgc3QuY3ksIHgsIHkpO1xuICAgIGxldCBvdXQgPSBtb3Rpb247XG4gICAgY29uc3QgZ2FwID0geCAtIHN0LmN4O1xuICAgIGlmIChzdC5jeSA9PT0geSAmJiBzdC5jeCA+PSAwICYmIGdhcCA+IDAgJiYgZ2FwIDwgbW90aW9uLmxlbmd0aCkge1xuICAgICAgY29uc3Qgb3ZlciA9IHRoaXMuI292ZXJ3cml0ZShzdCwgd2FudCwgc3QuY3gsIHgpO1xuICAgICAgaWYgKG92ZXIgIT09IG51bGwgJiYgZ2FwIDw9IE1BWF9PVkVSV1JJVEVfR0FQKSBvdXQgPSBvdmVyO1xuICAgIH1cbiAgICAvLyBObyBsaW5rIHN0YXlzIG9wZW4gYWNyb3NzIGEgbW92ZS5cbiAgICBpZiAob3V0ID09PSBtb3Rpb24pIG91dCA9IGNsb3NlTGluayhzdCkgKyBtb3Rpb247XG4gICAgc3QuY3ggPSB4O1xuICAgIHN0LmN5ID0geTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLy8gVGhlIHRleHQgb2YgY2VsbHMgW2Zyb20sIHRvKSB3aGVuIHRoZXkgY2FuIGJlIHJld3JpdHRlbiBhcyB0aGV5IGFyZS5cbiAgI292ZXJ3cml0ZShcbiAgICBzdDogRHJhd1N0YXRlLFxuICAgIHdhbnQ6IEdyaWRSb3csXG4gICAgZnJvbTogbnVtYmVyLFxuICAgIHRvOiBudW1iZXIsXG4gICk6IHN0cmluZyB8IG51bGwge1xuICAgIGxldCB0ZXh0ID0gXCJcIjtcbiAgICBmb3IgKGxldCB4ID0gZnJvbTsgeCA8IHRvOyB4KyspIHtcbiAgICAgIGNvbnN0IGNoID0gd2FudC5jaGFyc1t4XTtcbiAgICAgIGlmIChjaC5sZW5ndGggIT09IDEgfHwgY2ggPCBcIiBcIiB8fCBjaCA+IFwiflwiKSByZXR1cm4gbnVsbDtcbiAgICAgIGlmICh3YW50LmxpbmtzW3hdICE9PSBzdC5saW5rKSByZXR1cm4gbnVsbDtcbiAgICAgIGlmICghbG9va3NTYW1lKHN0LnBlbiwgdGhpcy4jc3R5bGVBdCh3YW50LCB4KSwgY2gpKSByZXR1cm4gbnVsbDtcbiAgICAgIHRleHQgKz0gY2g7XG4gICAgfVxuICAgIHJldHVybiB0ZXh0O1xuICB9XG59XG5cbi8qKlxuICogV2hldGhlciBgY2hgIHdyaXR0ZW4gd2l0aCB0aGUgcGVuIGxvb2tzIGFzIGl0IGRvZXMgaW4gc3R5bGUgYHNgOiB0aGVcbiAqIHNhbWUgc3R5bGUsIG9yIGEgYmxhbmsgd2hvc2Ugc3R5bGUga2VlcHMgb25seSBhIGJhY2tncm91bmQgKHNlZVxuICogYHNjcmVlbl9ncmlkLnRzYCkgYW5kIGEgcGVuIHdpdGggdGhhdCBiYWNrZ3JvdW5kIHRoYXQgZHJhd3Mgbm90aGluZyBlbHNlXG4gKiBvbiBhIGJsYW5rLlxuICovXG5mdW5jdGlvbiBsb29rc1NhbWUocGVuOiBTZ3JTdHlsZSwgczogU2dyU3R5bGUsIGNoOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgaWYgKFxuICAgIHBlbi5mZyA9PT0gcy5mZyAmJiBwZW4uYmcgPT09IHMuYmcgJiYgcGVuLnVsID09PSBzLnVsICYmXG4gICAgcGVuLmZsYWdzID09PSBzLmZsYWdzXG4gICkge1xuICAgIHJldHVybiB0cnVlO1xuICB9XG4gIHJldHVybiBjaCA9PT0gXCIgXCIgJiYgcy5mZyA9PT0gQ09MT1JfREVGQVVMVCAmJiBzLnVsID09PSBDT0xPUl9ERUZBVUxUICYmXG4gICAgcy5mbGFncyA9PT0gMCAmJiBwZW4uYmcgPT09IHMuYmcgJiYgKHBlbi5mbGFncyAmIEJMQU5LX1ZJU0lCTEVfRkxBR1MpID09PSAwO1xufVxuXG4vKiogVGhlIGZhaW50IGZpbGwgb2YgYW4gZWRnZSB3aXRoIG1vcmUgb2YgdGhlIHNlc3Npb24gYmV5b25kIGl0LiAqL1xuY29uc3QgRURHRV9GSUxMID0gXCIuXCI7XG5jb25zdCBFREdFX1NUWUxFOiBSZWFkb25seTxTZ3JTdHlsZT4gPSBPYmplY3QuZnJlZXplKHtcbiAgLi4uREVGQVVMVF9TVFlMRSxcbiAgZmxhZ3M6IEFUVFJfRkFJTlQsXG59KTtcblxuLyoqXG4gKiBUaGUgb2Zmc2V0IG9mIGEgdmlldyBgc2l6ZWAgbG9uZyBvdmVyIGBsZW5ndGhgIHRoYXQgc2hvd3MgYGF0YCwgbW92ZWRcbiAqIGZyb20gYGZyb21gIGFzIGxpdHRsZSBhcyBpdCB0YWtlczsgYG1hcmdpbmAgY2VsbHMgaW5zaWRlIGFuIGVkZ2UgdGhhdFxuICogaGFzIG1vcmUgYmV5b25kIGl0IChhIG1hcmtlZCBlZGdlKS5cbiAqL1xuZnVuY3Rpb24gcGFuKFxuICBmcm9tOiBudW1iZXIsXG4gIGF0OiBudW1iZXIsXG4gIGxlbmd0aDogbnVtYmVyLFxuICBzaXplOiBudW1iZXIsXG4gIG1hcmdpbjogbnVtYmVyLFxuKTogbnVtYmVyIHtcbiAgaWYgKGxlbmd0aCA8PSBzaXplKSByZXR1cm4gMDtcbiAgY29uc3QgbWF4ID0gbGVuZ3RoIC0gc2l6ZTtcbiAgbGV0IG8gPSBNYXRoLm1pbihNYXRoLm1heChmcm9tLCAwKSwgbWF4KTtcbiAgY29uc3QgbG8gPSBvID4gMCA/IG8gKyBtYXJnaW4gOiAwO1xuICBjb25zdCBoaSA9IG8gPCBtYXggPyBvICsgc2l6ZSAtIDEgLSBtYXJnaW4gOiBsZW5ndGggLSAxO1xuICBpZiAoYXQgPCBsbykgbyA9IGF0IC0gbWFyZ2luO1xuICBlbHNlIGlmIChhdCA+IGhpKSBvID0gYXQgLSBzaXplICsgMSArIG1hcmdpbjtcbiAgcmV0dXJuIE1hdGgubWluKE1hdGgubWF4KG8sIDApLCBtYXgpO1xufVxuXG5mdW5jdGlvbiBjbG9uZVN0YXRlKHN0OiBEcmF3U3RhdGUpOiBEcmF3U3RhdGUge1xuICByZXR1cm4geyBjeDogc3QuY3gsIGN5OiBzdC5jeSwgcGVuOiB7IC4uLnN0LnBlbiB9LCBsaW5rOiBzdC5saW5rIH07XG59XG5cbi8vIENsb3NlcyB0aGUgb3BlbiBsaW5rLCBpZiBhbnkuXG5mdW5jdGlvbiBjbG9zZUxpbmsoc3Q6IERyYXdTdGF0ZSk6IHN0cmluZyB7XG4gIGlmIChzdC5saW5rID09PSBcIlwiKSByZXR1cm4gXCJcIjtcbiAgc3QubGluayA9IFwiXCI7XG4gIHJldHVybiBDTE9TRV9MSU5LO1xufVxuXG4vKipcbiAqIFdoZXRoZXIgdGhlIG91dGVyIHRlcm1pbmFsIG1pZ2h0IGdpdmUgYGNoYCBhbm90aGVyIHdpZHRoIHRoYW4gdGhlXG4gKiBzZXNzaW9uJ3MgZW5naW5lIGRpZDogYW55IGNvbXBvc2VkIGdyYXBoZW1lLCBhIGxvbmUgcmVnaW9uYWwgaW5kaWNhdG9yLFxuICogYW5kIHdpZGUgb25lcyBvdXRzaWRlIHRoZSBFYXN0IEFzaWFuIGJsb2NrcyBldmVyeSB0ZXJtaW5hbCBhZ3JlZXMgb25cbiAqIChlbW9qaSB3aWR0aHMgdmFyeSkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB1bmNlcnRhaW5XaWR0aChjaDogc3RyaW5nLCB3aWR0aDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIGNvbnN0IGNwID0gY2guY29kZVBvaW50QXQoMCkgPz8gMDtcbiAgY29uc3Qgc2luZ2xlID0gY2gubGVuZ3RoID09PSAoY3AgPiAweGZmZmYgPyAyIDogMSk7XG4gIC8vIEEgbG9uZSByZWdpb25hbCBpbmRpY2F0b3I6IHRoZSBvdXRlciB0ZXJtaW5hbCBtYXkgam9pbiBpdCB3aXRoIHRoZVxuICAvLyBuZXh0IGludG8gYSBmbGFnLlxuICBpZiAod2lkdGggPT09IDEpIHJldHVybiAhc2luZ2xlIHx8IGlzUmVnaW9uYWwoY3ApO1xuICByZXR1cm4gIXNpbmdsZSB8fCAhZWFzdEFzaWFuV2lkZShjcCk7XG59XG5cbmZ1bmN0aW9uIGVhc3RBc2lhbldpZGUoY3A6IG51bWJlcik6IGJvb2xlYW4ge1xuICByZXR1cm4gKGNwID49IDB4MTEwMCAmJiBjcCA8PSAweDExNWYpIHx8IC8vIEhhbmd1bCBKYW1vXG4gICAgKGNwID49IDB4MmU4MCAmJiBjcCA8PSAweDMwM2UpIHx8IC8vIENKSyByYWRpY2FscywgcHVuY3R1YXRpb25cbiAgICAoY3AgPj0gMHgzMDQxICYmIGNwIDw9IDB4MzNmZikgfHwgLy8ga2FuYSwgQ0pLIGNvbXBhdGliaWxpdHlcbiAgICAoY3AgPj0gMHgzNDAwICYmIGNwIDw9IDB4NGRiZikgfHwgLy8gQ0pLIGV4dGVuc2lvbiBBXG4gICAgKGNwID49IDB4NGUwMCAmJiBjcCA8PSAweDlmZmYpIHx8IC8vIENKSyB1bmlmaWVkIGlkZW9ncmFwaHNcbiAgICAoY3AgPj0gMHhhMDAwICYmIGNwIDw9IDB4YTRjZikgfHwgLy8gWWlcbiAgICAoY3AgPj0gMHhhYzAwICYmIGNwIDw9IDB4ZDdhMykgfHwgLy8gSGFuZ3VsIHN5bGxhYmxlc1xuICAgIChjcCA+PSAweGY5MDAgJiYgY3AgPD0gMHhmYWZmKSB8fCAvLyBDSksgY29tcGF0aWJpbGl0eSBpZGVvZ3JhcGhzXG4gICAgKGNwID49IDB4ZmUzMCAmJiBjcCA8PSAweGZlNGYpIHx8IC8vIENKSyBjb21wYXRpYmlsaXR5IGZvcm1zXG4gICAgKGNwID49IDB4ZmYwMCAmJiBjcCA8PSAweGZmNjApIHx8IC8vIGZ1bGx3aWR0aCBmb3Jtc1xuICAgIChjcCA+PSAweGZmZTAgJiYgY3AgPD0gMHhmZmU2KSB8fFxuICAgIChjcCA+PSAweDIwMDAwICYmIGNwIDw9IDB4M2ZmZmQpOyAvLyBDSksgZXh0ZW5zaW9ucyBCIGFuZCBvblxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXFEQyxHQU9ELFNBQ0UsVUFBVSxFQUNWLGFBQWEsUUFFUixvQkFBb0I7QUFDM0IsU0FBUyxVQUFVLFFBQVEsb0JBQW9CO0FBQy9DLFNBQVMsV0FBVyxFQUFFLFNBQVMsUUFBUSw0QkFBNEI7QUFFbkUsU0FBUyxjQUFjLFFBQVEsaUJBQWlCO0FBQ2hELFNBQVMsVUFBVSxRQUFRLHFCQUFxQjtBQUNoRCxTQUFTLFdBQVcsRUFBRSxVQUFVLEVBQUUsWUFBWSxRQUFRLGlCQUFpQjtBQUN2RSxTQUFTLFVBQVUsUUFBUSxtQkFBbUI7QUFDOUMsU0FBUyxVQUFVLFFBQVEscUJBQXFCO0FBQ2hELFNBQ0UsV0FBVyxFQUNYLFlBQVksRUFFWixVQUFVLEVBRVYsUUFBUSxRQUNILG1CQUFtQjtBQUMxQixTQUNFLGFBQWEsRUFDYixPQUFPLEVBQ1AsVUFBVSxFQUNWLFNBQVMsUUFDSixtQkFBbUI7QUFDMUIsU0FDRSxtQkFBbUIsRUFDbkIsU0FBUyxFQUNULGFBQWEsRUFFYixhQUFhLFFBQ1IsV0FBVztBQWlEbEIsTUFBTSxhQUFhO0FBQ25CLE1BQU0sV0FBVztBQUNqQixNQUFNLGNBQWM7QUFDcEIsTUFBTSxjQUFjO0FBQ3BCLDBFQUEwRTtBQUMxRSx5RUFBeUU7QUFDekUsTUFBTSxvQkFBb0I7QUFFMUIsMEVBQTBFO0FBQzFFLHlDQUF5QztBQUN6QyxNQUFNLGtCQUFrQjtBQUN4Qiw0RUFBNEU7QUFDNUUsc0VBQXNFO0FBQ3RFLHlDQUF5QztBQUN6QyxNQUFNLGlCQUFpQjtBQUV2QixNQUFNLFVBQVUsSUFBSTtBQUNwQixNQUFNLFVBQVUsSUFBSSxXQUFXO0FBQy9CLGtEQUFrRCxHQUNsRCxNQUFNLFNBQVM7QUFDZix1RUFBdUUsR0FDdkUsTUFBTSxVQUFVO0FBVWhCLGdFQUFnRSxHQUNoRSxPQUFPLE1BQU07RUFDWCxDQUFBLElBQUssQ0FBUztFQUNkLENBQUEsSUFBSyxDQUFTO0VBQ2QsQ0FBQSxPQUFRLEdBQUcsSUFBSSxXQUFXLEdBQUcsR0FBRztFQUNoQyxDQUFBLEtBQU0sR0FBYyxFQUFFLENBQUM7RUFDdkIsQ0FBQSxFQUFHLEdBQWM7SUFBRSxJQUFJLENBQUM7SUFBRyxJQUFJLENBQUM7SUFBRyxLQUFLO01BQUUsR0FBRyxhQUFhO0lBQUM7SUFBRyxNQUFNO0VBQUcsRUFBRTtFQUN6RSxDQUFBLGFBQWMsR0FBRyxLQUFLO0VBQ3RCLENBQUEsTUFBTyxHQUFlO0lBQUM7SUFBRztJQUFHO0lBQUc7SUFBUztHQUFFLENBQUM7RUFDNUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxhQUFhO0VBQzFCLENBQUEsSUFBSyxDQUFTO0VBQ2QsQ0FBQSxTQUFVLENBQVc7RUFDckIsQ0FBQSxHQUFJLENBQVU7RUFDZCxDQUFBLFdBQVksQ0FBVTtFQUN0QixDQUFBLFNBQVUsQ0FBVTtFQUNwQiw4REFBOEQsR0FDOUQsQ0FBQSxPQUFRLENBQVM7RUFDakIsOERBQThELEdBQzlELENBQUEsTUFBTyxDQUFVO0VBQ2pCLG9DQUFvQyxHQUNwQyxDQUFBLEtBQU0sR0FBRyxJQUFJLGNBQWM7RUFDM0IsMENBQTBDO0VBQzFDLENBQUEsSUFBSyxDQUFVO0VBQ2YsQ0FBQSxLQUFNLENBQWE7RUFDbkI7OztHQUdDLEdBQ0QsQ0FBQSxTQUFVLENBQWE7RUFDdkIsQ0FBQSxHQUFJLEdBQWE7SUFBRSxHQUFHLGFBQWE7RUFBQyxFQUFFO0VBQ3RDLHNFQUFzRSxHQUN0RSxDQUFBLFVBQVcsR0FBRyxNQUFNO0VBQ3BCLGtFQUFrRSxHQUNsRSxDQUFBLEtBQU0sR0FBRyxNQUFNO0VBQ2Ysb0VBQW9FLEdBQ3BFLENBQUEsSUFBSyxHQUFxQixLQUFLO0VBQy9CLENBQUEsVUFBVyxHQUFvQyxLQUFLO0VBQ3BELDBFQUEwRSxHQUMxRSxDQUFBLFlBQWEsR0FBRyxHQUFHO0VBQ25CLHNFQUFzRSxHQUN0RSxDQUFBLE9BQVEsR0FBbUIsS0FBSztFQUNoQyxtRUFBbUUsR0FDbkUsQ0FBQSxNQUFPLEdBQW1CLEtBQUs7RUFDL0IsQ0FBQSxRQUFTLENBQWlCO0VBQzFCLHNFQUFzRSxHQUN0RSxDQUFBLE1BQU8sR0FBc0IsS0FBSztFQUNsQyxDQUFBLEtBQU0sR0FBRyxHQUFHO0VBQ1osQ0FBQSxRQUFTLENBQVM7RUFDbEIsQ0FBQSxHQUFJLENBQWE7RUFDakIsc0VBQXNFLEdBQ3RFLENBQUEsU0FBVSxHQUFtQixLQUFLO0VBQ2xDLG9FQUFvRSxHQUNwRSxDQUFBLEVBQUcsR0FBRyxFQUFFO0VBQ1IsQ0FBQSxFQUFHLEdBQUcsRUFBRTtFQUNSOzs7R0FHQyxHQUNELENBQUEsTUFBTyxDQUFhO0VBQ3BCLENBQUEsU0FBVSxHQUFHLE1BQU07RUFDbkIsb0VBQW9FLEdBQ3BFLENBQUEsTUFBTyxHQUFHLEdBQUc7RUFFYixZQUFZLElBQVksRUFBRSxJQUFZLEVBQUUsVUFBMkIsQ0FBQyxDQUFDLENBQUU7SUFDckUsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUc7SUFDekIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUc7SUFDekIsTUFBTSxPQUFPLFFBQVEsSUFBSSxJQUFJO0lBQzdCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxTQUFTLEtBQUssTUFBTTtJQUNqQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxLQUFLLE1BQzdCO01BQUUsR0FBRyxhQUFhO0lBQUMsSUFDbkI7TUFBRSxHQUFHLGFBQWE7TUFBRSxPQUFPO0lBQVc7SUFDMUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLFFBQVEsR0FBRyxJQUFJO0lBQzNCLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxRQUFRLFdBQVcsSUFBSTtJQUMzQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsUUFBUSxTQUFTLElBQUk7SUFDdkMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLFFBQVEsT0FBTyxJQUFJO0lBQ25DLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDL0IsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHLFFBQVEsTUFBTSxJQUFJO0lBQ25DLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxRQUFRLFFBQVEsSUFBSTtJQUNyQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsUUFBUSxHQUFHLElBQUksQ0FBQyxJQUFNLElBQUksTUFBTTtJQUM1QyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDbkMsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxJQUFJLFdBQVcsSUFBSSxDQUFDLENBQUEsSUFBSztJQUMzQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDMUM7RUFFQTs7O0dBR0MsR0FDRCxJQUFJLE9BQXVDO0lBQ3pDLE9BQU87TUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUs7TUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFBQztFQUNsRDtFQUVBLHdEQUF3RCxHQUN4RCxJQUFJLFlBQTRDO0lBQzlDLE9BQU87TUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUs7TUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUs7SUFBQztFQUM5QztFQUVBLDZEQUE2RCxHQUM3RCxJQUFJLFNBQW1DO0lBQ3JDLE9BQU87TUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUc7TUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUc7SUFBQztFQUNwQztFQUVBLDhEQUE4RCxHQUM5RCxJQUFJLFNBQTRCO0lBQzlCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztFQUNyQjtFQUVBLHdFQUF3RTtFQUN4RSwrQkFBK0I7RUFDL0IsSUFBSSxDQUFBLE9BQVE7SUFDVixJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsS0FBSyxTQUFTLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxHQUFHLE9BQU8sQ0FBQztJQUN4RCxPQUFPLElBQUksQ0FBQyxDQUFBLFFBQVMsS0FBSyxRQUFRLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0VBQ3JEO0VBRUEsbUNBQW1DO0VBQ25DLElBQUksQ0FBQSxHQUFJO0lBQ04sT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLEtBQUssSUFBSSxJQUFJO0VBQ25DO0VBRUEsSUFBSSxDQUFBLFFBQVM7SUFDWCxPQUFPLFlBQVksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLElBQUksQ0FBQyxDQUFBLFFBQVM7RUFDL0M7RUFFQSx1RUFBdUU7RUFDdkUsSUFBSSxDQUFBLFFBQVM7SUFDWCxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUTtJQUN2QixPQUFPLE1BQU0sQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJO0VBQ3JDO0VBRUE7OztHQUdDLEdBQ0QsUUFBb0I7SUFDbEIsSUFBSSxDQUFDLENBQUEsVUFBVztJQUNoQixPQUFPLFFBQVEsTUFBTSxDQUFDO0VBQ3hCO0VBRUEsZ0VBQWdFLEdBQ2hFLE1BQU0sS0FBZ0IsRUFBYztJQUNsQyxNQUFNLFlBQVksSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksQ0FBQztJQUN2QyxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUTtJQUN2QixNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRztJQUN0QyxNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRztJQUN0QyxNQUFNLFVBQVUsU0FBUyxFQUFFLElBQUksSUFBSSxTQUFTLEVBQUUsSUFBSTtJQUNsRCxJQUFJLE1BQU0sSUFBSSxJQUFJLFNBQVM7TUFDekIsRUFBRSxLQUFLLENBQUMsTUFBTTtNQUNkLFVBQVUsSUFBSSxDQUFDO0lBQ2pCO0lBQ0EsOERBQThEO0lBQzlELElBQUksTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sQ0FBQyxNQUFNLEtBQUs7SUFDL0MsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRSxPQUFPLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDNUMsS0FBSyxNQUFNLENBQUMsR0FBRyxLQUFLLElBQUksTUFBTSxLQUFLLENBQUU7TUFDbkMsSUFBSSxDQUFDLE9BQU8sU0FBUyxDQUFDLE1BQU0sSUFBSSxLQUFLLEtBQUssRUFBRSxJQUFJLEVBQUU7TUFDbEQsSUFBSSxDQUFDLE1BQU0sT0FBTyxDQUFDLE9BQU87TUFDMUIsRUFBRSxLQUFLLENBQUMsRUFBRSxDQUFDLE9BQU8sQ0FBQyxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPO01BQzVDLE1BQU0sS0FBSyxJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUc7TUFDdkIsSUFBSSxNQUFNLEtBQUssS0FBSyxNQUFNLFNBQVMsQ0FBQyxNQUFNLEdBQUcsR0FBRztJQUNsRDtJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxNQUFNLE1BQU07SUFDM0IsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksVUFBVSxJQUFJLENBQUM7SUFDbkMsSUFBSSxNQUFNLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsTUFBTSxNQUFNO0lBQzdDLElBQUksTUFBTSxLQUFLLEtBQUssV0FBVyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsTUFBTSxLQUFLO0lBQ3hELElBQUksTUFBTSxNQUFNLElBQUksTUFBTSxLQUFLLEtBQUssYUFBYSxTQUFTO01BQ3hELElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDbkI7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsSUFBSSxHQUFHLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRztJQUNuRCxJQUFJLE1BQU0sTUFBTSxLQUFLLElBQUksSUFBSSxDQUFDLENBQUEsV0FBWSxHQUN0QyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSyxDQUFDLE1BQU0sS0FBSyxJQUM3QjtJQUNKLElBQUksTUFBTSxLQUFLLEtBQUssV0FBVyxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLLENBQUMsTUFBTSxLQUFLO0lBQ25FLHVFQUF1RTtJQUN2RSxJQUFJLE1BQU0sSUFBSSxFQUFFLE9BQU87SUFDdkIsSUFBSSxNQUFNLFNBQVMsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7TUFDdEMsT0FBTyxlQUFlLE1BQU0sU0FBUyxDQUFDLEVBQUUsRUFBRSxNQUFNLFNBQVMsQ0FBQyxFQUFFO0lBQzlEO0lBQ0EsMERBQTBEO0lBQzFELElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUk7SUFDekMsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUMsYUFBYSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7SUFDL0Qsb0VBQW9FO0lBQ3BFLDhEQUE4RDtJQUM5RCxNQUFNLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLElBQUksS0FBSyxNQUFNLElBQUk7SUFDNUMsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxLQUFLO0VBQ2xDO0VBRUE7Ozs7R0FJQyxHQUNELE9BQU8sSUFBWSxFQUFFLElBQVksRUFBYztJQUM3QyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRztJQUN6QixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRztJQUN6QixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDbkMsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxJQUFJLFdBQVcsSUFBSSxDQUFDLENBQUEsSUFBSztJQUMzQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsTUFBTSwwQkFBMEI7SUFDaEQsSUFBSSxDQUFDLENBQUEsTUFBTztJQUNaLElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDakIscUVBQXFFO0lBQ3JFLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDaEIsTUFBTSxRQUFRLFVBQVUsSUFBSSxDQUFDLENBQUEsRUFBRyxJQUM5QixjQUFjLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxHQUFHLEVBQUUsaUJBQWlCO0lBQy9DLFVBQVUsSUFBSSxDQUFDLENBQUEsRUFBRyxDQUFDLEdBQUcsRUFBRTtJQUN4QixJQUFJLENBQUMsQ0FBQSxFQUFHLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxFQUFFLEdBQUc7SUFDNUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7TUFDZCxtRUFBbUU7TUFDbkUsa0VBQWtFO01BQ2xFLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxFQUFFO01BQ2YsSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHO01BQ3JCLE9BQU87SUFDVDtJQUNBLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUM7SUFDNUQsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsUUFBUSxNQUFNO0VBQ3JDO0VBRUE7Ozs7O0dBS0MsR0FDRCxTQUNFLElBQWUsRUFDZixTQUEwQyxJQUFJLEVBQ2xDO0lBQ1osSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztFQUNyQjtFQUVBLDhEQUE4RCxHQUM5RCxjQUEwQjtJQUN4QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE9BQU87SUFDeEIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztFQUNyQjtFQUVBOzs7Ozs7Ozs7OztHQVdDLEdBQ0QsVUFBVSxLQUFhLEVBQUUsSUFBWSxFQUFFLE1BQU0sS0FBSyxFQUFFLFFBQVEsS0FBSyxFQUFRO0lBQ3ZFLElBQUksS0FBSztNQUNQLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUNmLFFBQVE7TUFDUixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUN0QjtJQUNBLE1BQU0sUUFBUSxPQUFPLENBQUM7SUFDdEIsSUFBSyxJQUFJLElBQUksS0FBSyxHQUFHLENBQUMsR0FBRyxRQUFRLEtBQUssUUFBUSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFLO01BQ2pFLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFLENBQUMsSUFBSSxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLFNBQVM7TUFDNUMsSUFBSSxDQUFDLE9BQU87TUFDWixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxHQUFHO01BQ2xCLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNwQjtJQUNBLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztJQUNuQixJQUFJLENBQUMsQ0FBQSxFQUFHLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxFQUFFLEdBQUcsQ0FBQztJQUM3QixVQUFVLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxHQUFHLEVBQUU7SUFDeEIsSUFBSSxDQUFDLENBQUEsRUFBRyxDQUFDLElBQUksR0FBRztFQUNsQjtFQUVBLGlFQUFpRSxHQUNqRSxJQUFJLGNBQXVCO0lBQ3pCLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSztFQUM3QztFQUVBLHFFQUFxRSxHQUNyRSxTQUFxQjtJQUNuQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksQ0FBQyxLQUFLO0VBQ2hFO0VBRUE7Ozs7O0dBS0MsR0FDRCxhQUErQjtJQUM3QixNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDcEMsa0VBQWtFO0lBQ2xFLHlDQUF5QztJQUN6QyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsT0FBTztJQUN2QyxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsR0FBRyxPQUFPO0lBQy9DLElBQUksSUFBSSxDQUFDLENBQUEsRUFBRyxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsRUFBRyxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTyxLQUFLLElBQUksT0FBTztJQUNwRSxJQUFJLFNBQVMsS0FBSyxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSSxTQUFTLEdBQUcsT0FBTztJQUMxRCxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFLE9BQU87SUFDbEMsT0FBTztNQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsR0FBSTtNQUFFO01BQU07TUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFBQztFQUM5RDtFQUVBLGlEQUFpRCxHQUNqRCxJQUFJLGdCQUEwQztJQUM1QyxPQUFPO01BQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRTtNQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUU7SUFBQztFQUNsRDtFQUVBOzs7OztHQUtDLEdBQ0QsWUFBWSxHQUFZLEVBQWM7SUFDcEMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLE9BQU8sSUFBSSxDQUFDLENBQUEsV0FBWTtFQUMxQjtFQUVBLHVEQUF1RCxHQUN2RCxlQUEyQjtJQUN6QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLE9BQU87SUFDM0IsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLE9BQU8sSUFBSSxDQUFDLENBQUEsV0FBWTtFQUMxQjtFQUVBOzs7R0FHQyxHQUNELFdBQVcsR0FBWSxFQUFFLE1BQWMsRUFBYztJQUNuRCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRTtNQUFLO0lBQU87SUFDN0IsT0FBTyxJQUFJLENBQUMsQ0FBQSxXQUFZO0VBQzFCO0VBRUEscUNBQXFDLEdBQ3JDLGNBQTBCO0lBQ3hCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsT0FBTztJQUMxQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixPQUFPLElBQUksQ0FBQyxDQUFBLFdBQVk7RUFDMUI7RUFFQSxnRUFBZ0UsR0FDaEUsT0FBbUI7SUFDakIsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsR0FBRyxPQUFPO0lBQzlCLElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDakIsT0FBTyxJQUFJLENBQUMsQ0FBQSxXQUFZO0VBQzFCO0VBRUEsQ0FBQSxXQUFZO0lBQ1YsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsTUFBTSxRQUFRLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRztJQUN4QixPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsUUFBUTtFQUM5QztFQUVBOzs7R0FHQyxHQUNELFVBQVUsRUFBa0IsRUFBYztJQUN4QyxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFDakIsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQzNDO0VBRUE7OztHQUdDLEdBQ0QsYUFBeUI7SUFDdkIsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ25FLE9BQU8sUUFBUSxLQUFLLFVBQVUsUUFBUSxNQUFNLENBQUM7RUFDL0M7RUFFQSx3RUFBd0UsR0FDeEUsV0FBVyxLQUFvQixFQUFjO0lBQzNDLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxXQUFZLEVBQUUsT0FBTztJQUMvQixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssQ0FBQztJQUM5QixPQUFPLFFBQVEsS0FBSyxVQUFVLFFBQVEsTUFBTSxDQUFDO0VBQy9DO0VBRUE7Ozs7OztHQU1DLEdBQ0QsWUFBWSxDQUFTLEVBQUUsQ0FBUyxFQUE2QztJQUMzRSxNQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ2xDLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNqRSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxPQUFPO01BQUU7TUFBRyxHQUFHO01BQUk7SUFBTztJQUMxQyxPQUFPO01BQUUsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUc7TUFBRSxHQUFHLEtBQUssSUFBSSxDQUFDLENBQUEsRUFBRztNQUFFO0lBQU87RUFDckQ7RUFFQTs7O0dBR0MsR0FDRCxTQUFTLENBQVMsRUFBRSxDQUFTLEVBQXNCO0lBQ2pELE1BQU0sVUFBVSxJQUFJLENBQUMsQ0FBQSxhQUFjO0lBQ25DLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQUksQ0FBQyxXQUFXLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7TUFDcEUsT0FBTztJQUNUO0lBQ0EsT0FBTyxTQUFTLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxTQUFTO0VBQ3ZDO0VBRUEsaUVBQWlFO0VBQ2pFLENBQUEsV0FBWTtJQUNWLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLEdBQUc7SUFDdkIsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLGFBQWM7SUFDbkMsSUFBSSxDQUFDLFNBQVM7TUFDWixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUs7TUFDeEMsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxLQUFLO01BQ3pDO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsU0FBUyxJQUFJLENBQUMsQ0FBQSxHQUFJO0VBQzdEO0VBRUEsb0VBQW9FO0VBQ3BFLENBQUEsYUFBYztJQUNaLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsT0FBTztJQUMxQixNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQzVDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsUUFBUztJQUNyQyxPQUFPO01BQ0wsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPO01BQ3BCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7TUFDcEMsUUFBUSxTQUFTO1FBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxFQUFHO1FBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxFQUFHO01BQUMsSUFBSTtJQUNsRDtFQUNGO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsTUFBTztJQUNMLE1BQU0sQ0FBQyxJQUFJLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQzdCLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQUksSUFBSSxJQUFJLEdBQUcseUJBQXlCO0lBQ3BFLE1BQU0sS0FBSyxJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUcsRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQzdELE1BQU0sS0FBSyxJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUcsRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0lBQ2pFLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxFQUFHLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUUsT0FBTztJQUMvQyxJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7SUFDWCxJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7SUFDWCxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLE9BQU87RUFDVDtFQUVBLHVFQUF1RSxHQUN2RSxXQUFXLENBQVMsRUFBa0I7SUFDcEMsT0FBTyxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUssQ0FBQyxFQUFFLEdBQUc7RUFDM0Q7RUFFQSxtRUFBbUUsR0FDbkUsSUFBSSxVQUFtQjtJQUNyQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSztFQUN4QjtFQUVBOzs7OztHQUtDLEdBQ0QsUUFBUSxHQUFtQixFQUFFLEdBQVksRUFBUTtJQUMvQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSyxLQUFLO0VBQ3pCO0VBRUEseUNBQXlDO0VBQ3pDLENBQUEsTUFBTyxDQUFDLEdBQW1CLEVBQUUsR0FBWSxFQUFFLEVBQVU7SUFDbkQsTUFBTSxJQUFJLEtBQUssR0FBRyxDQUFDLElBQUksSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkMsSUFBSSxJQUFJO0lBQ1IsSUFBSSxLQUFLO01BQ1AsTUFBTSxRQUFRLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsSUFBSSxJQUFJLEdBQUcsSUFBSTtNQUNsRCxNQUFPLElBQUksT0FBTyxJQUFLLElBQUksUUFBUSxDQUFDLEdBQUcsS0FBSyxLQUFLO01BQ2pELDJEQUEyRDtNQUMzRCxJQUFJLFFBQVEsS0FBSyxJQUFJLEtBQUssQ0FBQyxFQUFFLEtBQUssV0FBVztRQUMzQyxJQUFJLElBQUksQ0FBQyxHQUFHLEdBQUcsS0FBSztNQUN0QjtNQUNBLE1BQU0sTUFBTSxLQUFLO01BQ2pCLElBQUksTUFBTSxJQUFJLElBQUksSUFBSSxRQUFRLEtBQUssSUFBSSxLQUFLLENBQUMsSUFBSSxLQUFLLFdBQVc7UUFDL0QsSUFBSSxJQUFJLENBQUMsUUFBUSxHQUFHLE9BQU8sS0FBSztNQUNsQztJQUNGO0lBQ0EsSUFBSSxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxTQUFVO0VBQzVDO0VBRUEsc0VBQXNFO0VBQ3RFLG9FQUFvRTtFQUNwRSxzRUFBc0U7RUFDdEUsa0JBQWtCO0VBQ2xCLENBQUEsU0FBVSxDQUFDLEdBQVksRUFBRSxFQUFVO0lBQ2pDLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQzlELGdFQUFnRTtJQUNoRSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsSUFBSSxLQUFNLEVBQUUsSUFBSSxJQUFJLEtBQUssRUFBRSxJQUFJLElBQUksTUFBTztJQUMzRCxNQUFNLE9BQU8sQ0FBQztNQUNaLElBQUksSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLGFBQWEsSUFBSSxHQUFHO1FBQ3ZDLElBQUksSUFBSSxDQUFDLElBQUksR0FBRyxHQUFHLEtBQUs7TUFDMUI7TUFDQSxJQUFJLElBQUksSUFBSSxLQUFLLElBQUksS0FBSyxDQUFDLElBQUksRUFBRSxLQUFLLFdBQVc7UUFDL0MsSUFBSSxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO01BQzlCO01BQ0EsSUFBSSxJQUFJLENBQUMsR0FBRyxJQUFJLEdBQUcsV0FBVztJQUNoQztJQUNBLElBQ0UsQUFBQyxPQUFPLEtBQUssSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHLEtBQ3ZCLE9BQU8sT0FBTyxLQUFLLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRyxPQUFPLEVBQUUsSUFBSSxFQUM1QztNQUNBLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssSUFBSSxJQUFJLENBQUMsR0FBRyxJQUFJLEdBQUcsV0FBVztNQUMxRDtJQUNGO0lBQ0EsSUFBSSxJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUcsR0FBRyxLQUFLO0lBQ3ZCLElBQUksSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHLElBQUksRUFBRSxJQUFJLEVBQUUsS0FBSyxJQUFJO0VBQ3RDO0VBRUEsbURBQW1EO0VBQ25ELENBQUEsTUFBTztJQUNMLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxZQUFhO0lBQ2hDLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRztJQUNyQixNQUFNLFFBQVEsSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUM7SUFDOUMsTUFBTSxTQUFTLFFBQVEsS0FBSyxJQUFJLENBQUMsQ0FBQSxlQUFnQixDQUFDO0lBQ2xELE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLFFBQVEsU0FBUyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsUUFBUTtFQUMvRDtFQUVBOzs7R0FHQyxHQUNELE1BQWtCO0lBQ2hCLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsVUFBVSxJQUFJLENBQUMsQ0FBQSxFQUFHLElBQ3pDLGNBQWMsSUFBSSxDQUFDLENBQUEsRUFBRyxDQUFDLEdBQUcsRUFBRTtJQUM5QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixVQUFVLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxHQUFHLEVBQUU7SUFDeEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztJQUN4QixPQUFPLGNBQWM7SUFDckIsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO0lBQ3RCLE9BQU8sUUFBUSxNQUFNLENBQUM7RUFDeEI7RUFFQSxvRUFBb0U7RUFDcEUsMkNBQTJDO0VBQzNDLENBQUEsT0FBUSxDQUFDLElBQVksRUFBRSxLQUFhLEVBQUUsT0FBTyxLQUFLO0lBQ2hELE1BQU0sT0FBTyxTQUFTLE1BQU0sQ0FBQztJQUM3QixJQUFJLE1BQU07SUFDVixJQUFJLE1BQU07TUFDUixNQUFNLGFBQWEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxhQUFjLEdBQUcsY0FBYyxFQUFFLElBQUk7TUFDOUQsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO0lBQ3hCO0lBQ0EsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDckIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsT0FBTyxRQUFRLElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDaEMsSUFBSSxNQUFNLE9BQU87SUFDakIsT0FBTyxRQUFRLEtBQUssVUFBVSxRQUFRLE1BQU0sQ0FBQztFQUMvQztFQUVBLHFFQUFxRTtFQUNyRSxzRUFBc0U7RUFDdEUsQ0FBQSxlQUFnQixDQUFDLFNBQXFCO0lBQ3BDLHVFQUF1RTtJQUN2RSxtRUFBbUU7SUFDbkUsa0VBQWtFO0lBQ2xFLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxFQUFFLE9BQU87SUFDN0IsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDcEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssR0FDbkIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUNkLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUztJQUN0RSxJQUFJLFFBQVE7SUFDWixJQUFLLElBQUksSUFBSSxJQUFJLElBQUksS0FBSyxNQUFNLElBQUssU0FBUyxTQUFTLENBQUMsRUFBRTtJQUMxRCxJQUFJLFFBQVEsaUJBQWlCLE9BQU87SUFDcEMsTUFBTSxPQUFPLElBQUksWUFBWSxPQUFPLFFBQVEsSUFBSSxZQUFZO0lBQzVELE1BQU0sUUFBUSxJQUFJLFdBQVc7SUFDN0IsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sSUFBSztNQUM3QixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUs7TUFDL0IsSUFBSSxDQUFDLEVBQUUsR0FBRyxJQUFJLElBQUk7TUFDbEIsS0FBSyxDQUFDLEVBQUUsR0FBRyxJQUFJLE9BQU8sS0FBSyxJQUFJO01BQy9CLEtBQUssQ0FBQyxFQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssRUFBRSxDQUFDLElBQUk7SUFDckM7SUFDQSxNQUFNLElBQUksV0FBVyxNQUFNLE9BQU87SUFDbEMsSUFBSSxNQUFNLEdBQUcsT0FBTztJQUNwQixVQUFVLElBQUksQ0FBQyxHQUFHLElBQUksS0FBSztJQUMzQixPQUFPLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxJQUFJLFFBQVEsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLENBQUMsR0FBRyxJQUFJO0VBQ3hFO0VBRUEsd0VBQXdFO0VBQ3hFLDJEQUEyRDtFQUMzRCxDQUFBLE1BQU8sQ0FBQyxFQUFVLEVBQUUsSUFBWTtJQUM5QixJQUFJLE9BQU8sS0FBSyxTQUFTLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxPQUFPO0lBQzVDLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxFQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsRUFBRyxDQUFDLEVBQUUsR0FBRztJQUM1QixPQUFPLENBQUMsS0FBSyxFQUFFLEtBQUssRUFBRSxDQUFDLEVBQUUsS0FBSyxLQUFLLENBQUMsQ0FBQztFQUN2QztFQUVBLHVFQUF1RTtFQUN2RSxtRUFBbUU7RUFDbkUsQ0FBQSxRQUFTLENBQUMsQ0FBUyxFQUFFLEVBQVUsRUFBRSxJQUFZO0lBQzNDLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxFQUFHO0lBQ25CLGlFQUFpRTtJQUNqRSxJQUFJLE1BQU0sVUFBVSxNQUFNLGNBQWMsR0FBRyxHQUFHLEVBQUU7SUFDaEQsVUFBVSxHQUFHLEdBQUcsRUFBRTtJQUNsQixNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7SUFDaEMsTUFBTSxTQUFTLEtBQUssT0FBTztJQUMzQixPQUFPLFNBQVMsV0FBVyxHQUFHLEVBQUUsRUFBRSxHQUFHLEVBQUUsRUFBRSxHQUFHLFVBQVUsS0FBSyxNQUFNLENBQUM7SUFDbEUsR0FBRyxFQUFFLEdBQUc7SUFDUixHQUFHLEVBQUUsR0FBRztJQUNSLElBQUksUUFBUTtNQUNWLE9BQU87TUFDUCxHQUFHLEVBQUUsR0FBRyxHQUFHLEVBQUUsR0FBRztJQUNsQjtJQUNBLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxDQUFDLElBQUk7SUFDcEMsS0FBSyxNQUFNLE9BQU8sS0FBTSxJQUFJLElBQUksQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxLQUFLO0lBQ3JELElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLENBQUMsS0FBSyxPQUFPLEdBQUcsTUFBTTtJQUN4QyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxPQUFPO0VBQ1Q7RUFFQSxxRUFBcUU7RUFDckUsK0NBQStDO0VBQy9DLENBQUEsVUFBVyxDQUFDLENBQVMsRUFBRSxFQUFVLEVBQUUsSUFBWTtJQUM3QyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsRUFBRztJQUNuQixJQUFJLE1BQU0sVUFBVSxNQUFNLGNBQWMsR0FBRyxHQUFHLEVBQUU7SUFDaEQsVUFBVSxHQUFHLEdBQUcsRUFBRTtJQUNsQixNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7SUFDaEMsT0FBTyxTQUFTLFdBQVcsR0FBRyxFQUFFLEVBQUUsR0FBRyxFQUFFLEVBQUUsR0FBRyxNQUFNLFFBQVEsTUFBTSxDQUFDO0lBQ2pFLEdBQUcsRUFBRSxHQUFHO0lBQ1IsR0FBRyxFQUFFLEdBQUc7SUFDUixJQUFJLFFBQVE7TUFDVixPQUFPO01BQ1AsR0FBRyxFQUFFLEdBQUcsR0FBRyxFQUFFLEdBQUc7SUFDbEI7SUFDQSxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sQ0FBQyxLQUFLLE9BQU8sR0FBRztJQUMvQyxLQUFLLE1BQU0sT0FBTyxLQUFNLElBQUksSUFBSSxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLEtBQUs7SUFDckQsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sQ0FBQyxJQUFJLE1BQU07SUFDN0IsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsT0FBTztFQUNUO0VBRUEsQ0FBQSxXQUFZO0lBQ1YsTUFBTSxDQUFDLEdBQUcsR0FBRyxLQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUN2QyxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFdBQVcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQzlDLElBQUksTUFBTTtNQUNSLE9BQU8sV0FBVyxJQUFJLENBQUMsQ0FBQSxFQUFHLENBQUMsRUFBRSxFQUFFLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxFQUFFLEVBQUUsR0FBRztNQUMvQyxJQUFJLENBQUMsQ0FBQSxFQUFHLENBQUMsRUFBRSxHQUFHO01BQ2QsSUFBSSxDQUFDLENBQUEsRUFBRyxDQUFDLEVBQUUsR0FBRztJQUNoQjtJQUNBLElBQUksU0FBUyxJQUFJLENBQUMsQ0FBQSxhQUFjLEVBQUU7TUFDaEMsT0FBTyxPQUFPLGNBQWM7TUFDNUIsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO0lBQ3hCO0lBQ0EsT0FBTztFQUNUO0VBRUEsb0VBQW9FO0VBQ3BFLHlCQUF5QjtFQUN6QixDQUFBLFlBQWE7SUFDWCxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFLE9BQU8sSUFBSSxDQUFDLENBQUEsUUFBUztJQUM1QyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLFVBQVU7SUFDbkMsSUFBSSxPQUFPLE1BQU07TUFDZixPQUFPO1FBQUMsS0FBSyxHQUFHLENBQUMsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7UUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTO1FBQUU7T0FBSztJQUM3RDtJQUNBLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO01BQ2QsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVc7TUFDMUIsTUFBTSxPQUFPLE1BQU0sUUFBUSxFQUFFLENBQUMsSUFBSSxLQUFLLEVBQUUsQ0FBQyxJQUFJLEtBQUssRUFBRSxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUNqRSxFQUFFLENBQUMsR0FBRztNQUNSLE9BQU8sT0FBTztRQUFDLEVBQUUsQ0FBQztRQUFFLEVBQUUsQ0FBQyxHQUFHO1FBQUs7T0FBSyxHQUFHO1FBQUM7UUFBRztRQUFHO09BQU07SUFDdEQ7SUFDQSxNQUFNLENBQUMsSUFBSSxJQUFJLFFBQVEsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ3RDLE1BQU0sSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFBLEVBQUcsRUFBRSxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsRUFBRztJQUMxQyxNQUFNLE9BQU8sWUFBWSxLQUFLLEtBQUssS0FBSyxLQUFLLEtBQUssSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQzlELElBQUksUUFBUSxLQUFLLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLElBQUksS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSTtJQUNoRSxPQUFPO01BQUM7TUFBRyxJQUFJO01BQUs7S0FBSztFQUMzQjtFQUVBLENBQUEsVUFBVztJQUNULElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxNQUFNLElBQUksQ0FDdEI7TUFBRSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUs7SUFBQyxHQUNyQixJQUFNLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBRTlCLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztJQUNuQixJQUFJLENBQUMsQ0FBQSxFQUFHLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUcsQ0FBQyxFQUFFLEdBQUc7SUFDNUIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3hDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztFQUNwQjtFQUVBLENBQUEsUUFBUyxDQUFDLFNBQXFCO0lBQzdCLElBQUksTUFBTTtJQUNWLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2hELElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsSUFBSztNQUNuQyxJQUFJLFNBQVMsQ0FBQyxFQUFFLElBQUssVUFBVSxNQUFNLENBQUMsRUFBRSxFQUFHLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDO0lBQ2xFO0lBQ0EsSUFBSSxRQUFRO01BQ1YsT0FBTyxJQUFJLENBQUM7TUFDWixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7SUFDcEI7SUFDQSxPQUFPLE1BQU0sVUFBVSxJQUFJLENBQUMsQ0FBQSxFQUFHO0VBQ2pDO0VBRUEsaURBQWlEO0VBQ2pELENBQUEsT0FBUSxDQUFDLENBQVM7SUFDaEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRTtNQUN4QixpRUFBaUU7TUFDakUsa0VBQWtFO01BQ2xFLHlCQUF5QjtNQUN6QixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLE9BQ3pCLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxJQUFJLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUk7TUFDM0QsTUFBTSxNQUFNLFFBQVEsQ0FBQyxNQUFNLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSTtNQUNqRSxJQUFJLE9BQU8sSUFBSSxJQUFJLEtBQUssS0FBSyxJQUFJLEVBQUU7UUFDakMsS0FBSyxRQUFRLENBQUM7UUFDZCxPQUFPO01BQ1Q7TUFDQSxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFO1FBQ3ZCLEtBQUssSUFBSSxDQUFDLEdBQUcsS0FBSyxJQUFJLEVBQUUsS0FBSztRQUM3QixPQUFPO01BQ1Q7SUFDRjtJQUNBLE1BQU0sS0FBSyxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDeEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7TUFDZCxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7TUFDMUIsSUFBSSxPQUFPLElBQUksSUFBSSxLQUFLLEtBQUssSUFBSSxFQUFFLEtBQUssUUFBUSxDQUFDO1dBQzVDLEtBQUssSUFBSSxDQUFDLEdBQUcsS0FBSyxJQUFJLEVBQUUsS0FBSztNQUNsQyxPQUFPO0lBQ1Q7SUFDQSxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQSxFQUFHO0lBQzNDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLLEVBQUUsSUFBSSxHQUFHLEVBQUUsS0FBSyxDQUFDLEdBQUcsR0FBRyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsRUFBRztJQUM3RCxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTTtJQUN0QixPQUFPO0VBQ1Q7RUFFQSxzRUFBc0U7RUFDdEUsQ0FBQSxPQUFRLENBQUMsQ0FBUztJQUNoQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRTtJQUNyRCxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSztJQUN6QyxJQUFJLE1BQU07SUFDVixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLO01BQzFCLEtBQUssQ0FBQyxFQUFFLEdBQUcsS0FBSyxJQUFJLENBQUMsR0FBRyxPQUFPLEtBQUssSUFBSTtNQUN4QyxJQUFJLEtBQUssQ0FBQyxFQUFFLEVBQUUsTUFBTTtJQUN0QjtJQUNBLElBQUksQ0FBQyxLQUFLLE9BQU87SUFDakIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxNQUFNO0lBQ3hCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUM7SUFDaEMsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUUsR0FBRyxNQUFNLEdBQUc7SUFDakQsSUFBSSxPQUFPLEdBQUcsT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxNQUFNO0lBQzdDLE1BQU0sUUFBUSxDQUFDO0lBQ2YsT0FBTztFQUNUO0VBRUEscUVBQXFFO0VBQ3JFLHNFQUFzRTtFQUN0RSx3QkFBd0I7RUFDeEIsQ0FBQSxXQUFZLENBQUMsSUFBYSxFQUFFLEtBQWM7SUFDeEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDekMsSUFBSyxJQUFJLFVBQVUsTUFBTSxTQUFVO01BQ2pDLFVBQVU7TUFDVixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLO1FBQzFCLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxFQUFFO1FBQ2YsTUFBTSxPQUFPLElBQUksS0FDZixDQUFDLEtBQUssS0FBSyxDQUFDLEVBQUUsS0FBSyxhQUFhLE1BQU0sS0FBSyxDQUFDLEVBQUUsS0FBSyxTQUFTO1FBQzlELE1BQU0sUUFBUSxJQUFJLElBQUksS0FDcEIsQ0FBQyxLQUFLLEtBQUssQ0FBQyxJQUFJLEVBQUUsS0FBSyxhQUFhLE1BQU0sS0FBSyxDQUFDLElBQUksRUFBRSxLQUFLLFNBQVM7UUFDdEUsSUFBSSxRQUFRLENBQUMsS0FBSyxDQUFDLElBQUksRUFBRSxFQUFFLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRyxHQUFHLFVBQVU7UUFDdkQsSUFBSSxTQUFTLENBQUMsS0FBSyxDQUFDLElBQUksRUFBRSxFQUFFLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRyxHQUFHLFVBQVU7TUFDMUQ7SUFDRjtFQUNGO0VBRUEseUVBQXlFO0VBQ3pFLG1DQUFtQztFQUNuQyxDQUFBLFlBQWEsQ0FBQyxJQUFhO0lBQ3pCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3BCLE1BQU0sT0FBTyxJQUFJO0lBQ2pCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsTUFBTSxPQUFPLE9BQU87SUFDeEMsSUFBSSxJQUFJO0lBQ1IsTUFBTyxJQUFJLEtBQUssS0FBSyxLQUFLLENBQUMsSUFBSSxFQUFFLEtBQUssT0FBTyxLQUFLLFNBQVMsQ0FBQyxJQUFJLEdBQUcsTUFBTztNQUN4RTtJQUNGO0lBQ0EsT0FBTztFQUNUO0VBRUEsc0VBQXNFO0VBQ3RFLDRCQUE0QjtFQUM1QixDQUFBLFFBQVMsQ0FBQyxJQUFhLEVBQUUsQ0FBUztJQUNoQyxJQUFJLEtBQUssS0FBSyxDQUFDLEVBQUUsS0FBSyxPQUFPLEtBQUssS0FBSyxDQUFDLEVBQUUsS0FBSyxJQUFJLE9BQU87SUFDMUQsTUFBTSxJQUFJLEtBQUssS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNqQyxJQUFJLEVBQUUsRUFBRSxLQUFLLGlCQUFpQixFQUFFLEVBQUUsS0FBSyxlQUFlLE9BQU87SUFDN0QsSUFBSSxFQUFFLEtBQUssS0FBSyxHQUFHLE9BQU87SUFDMUIsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLElBQUksRUFBRSxFQUFFLEtBQUs7RUFDL0I7RUFFQSxzRUFBc0U7RUFDdEUsbUJBQW1CO0VBQ25CLENBQUEsUUFBUyxDQUFDLENBQVMsRUFBRSxJQUFhLEVBQUUsQ0FBUztJQUMzQyxJQUFJLGNBQWM7SUFDbEIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFLLGdCQUFnQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRSxLQUFLO0lBQ3hFLElBQUksQ0FBQyxhQUFhLE9BQU87SUFDekIsTUFBTSxVQUFVLFdBQVcsSUFBSSxDQUFDLENBQUEsRUFBRztJQUNuQyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLFNBQVMsR0FBRyxNQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSztJQUM5RCxNQUFNLFVBQVUsV0FBVyxJQUFJLENBQUMsQ0FBQSxFQUFHO0lBQ25DLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsU0FBUyxHQUFHLEdBQUcsUUFBUSxVQUFVLFdBQzFELElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLE1BQU07SUFDbEQsTUFBTSxDQUFDLEtBQUssR0FBRyxHQUFHLE1BQU0sTUFBTSxHQUFHLE1BQU0sTUFBTSxHQUN6QztNQUFDO01BQU87S0FBUSxHQUNoQjtNQUFDO01BQU87S0FBUTtJQUNwQixJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7SUFDWCxPQUFPO0VBQ1Q7RUFFQSx5REFBeUQ7RUFDekQsQ0FBQSxVQUFXLENBQ1QsRUFBYSxFQUNiLENBQVMsRUFDVCxJQUFhLEVBQ2IsSUFBWSxFQUNaLEVBQVU7SUFFVixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN6QyxJQUFJLE1BQU07SUFDVixJQUFLLElBQUksSUFBSSxNQUFNLElBQUksSUFBSztNQUMxQixJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsRUFBRTtRQUNiO1FBQ0E7TUFDRjtNQUNBLE1BQU0sS0FBSyxLQUFLLEtBQUssQ0FBQyxFQUFFO01BQ3hCLE1BQU0sUUFBUSxJQUFJLElBQUksS0FBSyxLQUFLLEtBQUssQ0FBQyxJQUFJLEVBQUUsS0FBSyxZQUFZLElBQUk7TUFDakUsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxHQUFHLEdBQUc7TUFDOUIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNO01BQ2xDLElBQUksQ0FBQyxVQUFVLEdBQUcsR0FBRyxFQUFFLE9BQU8sS0FBSyxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJO01BQzNELE1BQU0sT0FBTyxLQUFLLEtBQUssQ0FBQyxFQUFFO01BQzFCLElBQUksU0FBUyxHQUFHLElBQUksRUFBRTtRQUNwQixPQUFPLGFBQWE7UUFDcEIsR0FBRyxJQUFJLEdBQUc7TUFDWjtNQUNBLE9BQU87TUFDUCxLQUFLO01BQ0wsb0VBQW9FO01BQ3BFLHNFQUFzRTtNQUN0RSxHQUFHLEVBQUUsR0FBRyxLQUFLLEtBQUssZUFBZSxJQUFJLFNBQVMsQ0FBQyxJQUFJO0lBQ3JEO0lBQ0EsT0FBTztFQUNUO0VBRUEsb0VBQW9FO0VBQ3BFLHdFQUF3RTtFQUN4RSwrQ0FBK0M7RUFDL0MsQ0FBQSxPQUFRLENBQUMsR0FBWSxFQUFFLENBQVM7SUFDOUIsTUFBTSxJQUFJLElBQUksS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNoQyxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxZQUFZLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLEtBQUs7RUFDM0Q7RUFFQSxDQUFBLE1BQU8sQ0FBQyxFQUFhLEVBQUUsQ0FBVztJQUNoQyxNQUFNLE1BQU0sY0FBYyxHQUFHLEdBQUcsRUFBRTtJQUNsQyxJQUFJLFFBQVEsSUFBSSxVQUFVLEdBQUcsR0FBRyxFQUFFO0lBQ2xDLE9BQU87RUFDVDtFQUVBLHlFQUF5RTtFQUN6RSwwRUFBMEU7RUFDMUUsQ0FBQSxNQUFPLENBQUMsRUFBYSxFQUFFLENBQVMsRUFBRSxDQUFTLEVBQUUsSUFBYTtJQUN4RCxJQUFJLEdBQUcsRUFBRSxLQUFLLEtBQUssR0FBRyxFQUFFLEtBQUssR0FBRyxPQUFPO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLE1BQU0sU0FBUyxXQUFXLEdBQUcsRUFBRSxFQUFFLEdBQUcsRUFBRSxFQUFFLEdBQUc7SUFDM0MsSUFBSSxNQUFNO0lBQ1YsTUFBTSxNQUFNLElBQUksR0FBRyxFQUFFO0lBQ3JCLElBQUksR0FBRyxFQUFFLEtBQUssS0FBSyxHQUFHLEVBQUUsSUFBSSxLQUFLLE1BQU0sS0FBSyxNQUFNLE9BQU8sTUFBTSxFQUFFO01BQy9ELE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSSxNQUFNLEdBQUcsRUFBRSxFQUFFO01BQzlDLElBQUksU0FBUyxRQUFRLE9BQU8sbUJBQW1CLE1BQU07SUFDdkQ7SUFDQSxvQ0FBb0M7SUFDcEMsSUFBSSxRQUFRLFFBQVEsTUFBTSxVQUFVLE1BQU07SUFDMUMsR0FBRyxFQUFFLEdBQUc7SUFDUixHQUFHLEVBQUUsR0FBRztJQUNSLE9BQU87RUFDVDtFQUVBLHVFQUF1RTtFQUN2RSxDQUFBLFNBQVUsQ0FDUixFQUFhLEVBQ2IsSUFBYSxFQUNiLElBQVksRUFDWixFQUFVO0lBRVYsSUFBSSxPQUFPO0lBQ1gsSUFBSyxJQUFJLElBQUksTUFBTSxJQUFJLElBQUksSUFBSztNQUM5QixNQUFNLEtBQUssS0FBSyxLQUFLLENBQUMsRUFBRTtNQUN4QixJQUFJLEdBQUcsTUFBTSxLQUFLLEtBQUssS0FBSyxPQUFPLEtBQUssS0FBSyxPQUFPO01BQ3BELElBQUksS0FBSyxLQUFLLENBQUMsRUFBRSxLQUFLLEdBQUcsSUFBSSxFQUFFLE9BQU87TUFDdEMsSUFBSSxDQUFDLFVBQVUsR0FBRyxHQUFHLEVBQUUsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sSUFBSSxLQUFLLE9BQU87TUFDM0QsUUFBUTtJQUNWO0lBQ0EsT0FBTztFQUNUO0FBQ0Y7QUFFQTs7Ozs7Q0FLQyxHQUNELFNBQVMsVUFBVSxHQUFhLEVBQUUsQ0FBVyxFQUFFLEVBQVU7RUFDdkQsSUFDRSxJQUFJLEVBQUUsS0FBSyxFQUFFLEVBQUUsSUFBSSxJQUFJLEVBQUUsS0FBSyxFQUFFLEVBQUUsSUFBSSxJQUFJLEVBQUUsS0FBSyxFQUFFLEVBQUUsSUFDckQsSUFBSSxLQUFLLEtBQUssRUFBRSxLQUFLLEVBQ3JCO0lBQ0EsT0FBTztFQUNUO0VBQ0EsT0FBTyxPQUFPLE9BQU8sRUFBRSxFQUFFLEtBQUssaUJBQWlCLEVBQUUsRUFBRSxLQUFLLGlCQUN0RCxFQUFFLEtBQUssS0FBSyxLQUFLLElBQUksRUFBRSxLQUFLLEVBQUUsRUFBRSxJQUFJLENBQUMsSUFBSSxLQUFLLEdBQUcsbUJBQW1CLE1BQU07QUFDOUU7QUFFQSxrRUFBa0UsR0FDbEUsTUFBTSxZQUFZO0FBQ2xCLE1BQU0sYUFBaUMsT0FBTyxNQUFNLENBQUM7RUFDbkQsR0FBRyxhQUFhO0VBQ2hCLE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLElBQ1AsSUFBWSxFQUNaLEVBQVUsRUFDVixNQUFjLEVBQ2QsSUFBWSxFQUNaLE1BQWM7RUFFZCxJQUFJLFVBQVUsTUFBTSxPQUFPO0VBQzNCLE1BQU0sTUFBTSxTQUFTO0VBQ3JCLElBQUksSUFBSSxLQUFLLEdBQUcsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxNQUFNLElBQUk7RUFDcEMsTUFBTSxLQUFLLElBQUksSUFBSSxJQUFJLFNBQVM7RUFDaEMsTUFBTSxLQUFLLElBQUksTUFBTSxJQUFJLE9BQU8sSUFBSSxTQUFTLFNBQVM7RUFDdEQsSUFBSSxLQUFLLElBQUksSUFBSSxLQUFLO09BQ2pCLElBQUksS0FBSyxJQUFJLElBQUksS0FBSyxPQUFPLElBQUk7RUFDdEMsT0FBTyxLQUFLLEdBQUcsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxHQUFHLElBQUk7QUFDbEM7QUFFQSxTQUFTLFdBQVcsRUFBYTtFQUMvQixPQUFPO0lBQUUsSUFBSSxHQUFHLEVBQUU7SUFBRSxJQUFJLEdBQUcsRUFBRTtJQUFFLEtBQUs7TUFBRSxHQUFHLEdBQUcsR0FBRztJQUFDO0lBQUcsTUFBTSxHQUFHLElBQUk7RUFBQztBQUNuRTtBQUVBLGdDQUFnQztBQUNoQyxTQUFTLFVBQVUsRUFBYTtFQUM5QixJQUFJLEdBQUcsSUFBSSxLQUFLLElBQUksT0FBTztFQUMzQixHQUFHLElBQUksR0FBRztFQUNWLE9BQU87QUFDVDtBQUVBOzs7OztDQUtDLEdBQ0QsT0FBTyxTQUFTLGVBQWUsRUFBVSxFQUFFLEtBQWE7RUFDdEQsTUFBTSxLQUFLLEdBQUcsV0FBVyxDQUFDLE1BQU07RUFDaEMsTUFBTSxTQUFTLEdBQUcsTUFBTSxLQUFLLENBQUMsS0FBSyxTQUFTLElBQUksQ0FBQztFQUNqRCxxRUFBcUU7RUFDckUsb0JBQW9CO0VBQ3BCLElBQUksVUFBVSxHQUFHLE9BQU8sQ0FBQyxVQUFVLFdBQVc7RUFDOUMsT0FBTyxDQUFDLFVBQVUsQ0FBQyxjQUFjO0FBQ25DO0FBRUEsU0FBUyxjQUFjLEVBQVU7RUFDL0IsT0FBTyxBQUFDLE1BQU0sVUFBVSxNQUFNLFVBQVcsY0FBYztFQUNwRCxNQUFNLFVBQVUsTUFBTSxVQUFXLDRCQUE0QjtFQUM3RCxNQUFNLFVBQVUsTUFBTSxVQUFXLDBCQUEwQjtFQUMzRCxNQUFNLFVBQVUsTUFBTSxVQUFXLGtCQUFrQjtFQUNuRCxNQUFNLFVBQVUsTUFBTSxVQUFXLHlCQUF5QjtFQUMxRCxNQUFNLFVBQVUsTUFBTSxVQUFXLEtBQUs7RUFDdEMsTUFBTSxVQUFVLE1BQU0sVUFBVyxtQkFBbUI7RUFDcEQsTUFBTSxVQUFVLE1BQU0sVUFBVywrQkFBK0I7RUFDaEUsTUFBTSxVQUFVLE1BQU0sVUFBVywwQkFBMEI7RUFDM0QsTUFBTSxVQUFVLE1BQU0sVUFBVyxrQkFBa0I7RUFDbkQsTUFBTSxVQUFVLE1BQU0sVUFDdEIsTUFBTSxXQUFXLE1BQU0sU0FBVSwwQkFBMEI7QUFDaEUifQ==
// denoCacheMetadata=13165401225571236399,12406420306008397951