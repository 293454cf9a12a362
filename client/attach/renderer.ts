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
 * that holds the cursor: its start (or end) when that holds it, as tmux
 * does, else moved as little as it takes to keep the cursor in view; the
 * status line then says the view's offset
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
 */

import type {
  UpdateMsg,
  WireCursor,
  WireStatus,
} from "../../protocol/messages.ts";
import {
  ATTR_FAINT,
  COLOR_DEFAULT,
  type TerminalModes,
} from "../../vt/types.ts";
import { isRegional } from "../../vt/width.ts";
import { defaultModes } from "../../vt/state.ts";
import { reduceStyle, TRUECOLOR } from "../../vt/colour_reduce.ts";
import type { DrawGrant } from "../../protocol/direct_draw.ts";
import { clipboardWrite } from "./clipboard.ts";
import { cursorMove } from "./cursor_motion.ts";
import { ClientLinks, CLOSE_LINK, linkSequence } from "./hyperlink.ts";
import { ModeMirror } from "./mode_mirror.ts";
import { findScroll } from "./scroll_detect.ts";
import { concatBytes } from "./input_filter.ts";
import {
  DEFAULT_STATUS_LINE,
  sessionRows,
  showsPrefix,
  type StatusContent,
  statusLine,
  statusPlaceAt,
  type StatusPosition,
  statusStyle,
  titleText,
  windowStart,
} from "./status_line.ts";
import type { StatusLineOptions } from "../../protocol/options.ts";
import {
  DEFAULT_ATTRS,
  GridRow,
  ScreenGrid,
  WIDE_TAIL,
} from "./screen_grid.ts";
import {
  BLANK_VISIBLE_FLAGS,
  copyStyle,
  DEFAULT_STYLE,
  type SgrStyle,
  sgrTransition,
} from "./sgr.ts";

/** Options of a `Renderer`. */
export interface RendererOptions {
  /**
   * One narrow character that fills the outer area outside the session
   * (drawn faint); " " leaves it blank. Default ".".
   */
  fill?: string;
  /**
   * Whether the outer terminal erases with the current background colour
   * (BCE, as xterm and its descendants do). Without it, only default
   * blanks are erased with EL; coloured ones are written as spaces.
   * Default true.
   */
  bce?: boolean;
  /**
   * Whether to mirror the modes that only change what the outer terminal
   * sends (cursor keys, keypad, paste, mouse, focus). A read-only client
   * sends nothing, so it leaves them off: mouse tracking would only take
   * away the user's text selection. Default true.
   */
  mirrorInput?: boolean;
  /**
   * Pass the session's clipboard writes (`UpdateMsg.clipboard`) on to the
   * outer terminal with OSC 52. Default false.
   */
  clipboard?: boolean;
  /** Where the status line goes; default "off" (none). */
  status?: StatusPosition;
  /** The title the status line shows when the program set none (`#H`). */
  hostName?: string;
  /** The status line's formats and styles; default tmux's. */
  statusLine?: Readonly<StatusLineOptions>;
  /** The status line's clock; default `new Date()`. */
  now?: () => Date;
  /**
   * What the status line's `#(command)` shows (`format_jobs.ts`); without
   * it such text stays as it is.
   */
  jobs?: (command: string) => string;
  /**
   * How many colours the outer terminal shows (`outer_colours.ts`):
   * `TRUECOLOR` (the default) draws every colour as it is; fewer reduce
   * them as tmux does (`vt/colour_reduce.ts`).
   */
  colours?: number;
}

/** What goes over the status line (or the bottom row): a message, a prompt. */
interface Overlay {
  row: GridRow;
  /** The cursor's column in it, for a prompt; null: the usual cursor. */
  cursor: number | null;
}

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

/** The modes a terminal starts with: what a popup's go back to first. */
const NO_MODES: TerminalModes = Object.freeze(defaultModes());
/** Cancels an escape sequence in progress (CAN). */
const CANCEL = "\x18";
/** What no cell holds: a row filled with it is drawn whole next time. */
const UNKNOWN = "\x00";

// Where the outer cursor is (-1: not known), its pen and its open link.
interface DrawState {
  cx: number;
  cy: number;
  pen: SgrStyle;
  link: string;
}

/** Turns frames into the bytes that update the outer terminal. */
/** The modes of a popup's program that change what keys send (`popup.ts`). */
export type PopupKeyModes = Pick<
  TerminalModes,
  "cursorKeys" | "keypad" | "bracketedPaste"
>;

export class Renderer {
  /** The session's modes as last set (frames, the mouse), before a popup's. */
  #sessionModes: TerminalModes | null = null;
  /** A popup's key modes, over the session's while it is open. */
  #popupKeys: PopupKeyModes | null = null;
  #cols: number;
  #rows: number;
  #session = new ScreenGrid(0, 0);
  #shown: GridRow[] = [];
  #st: DrawState = { cx: -1, cy: -1, pen: { ...DEFAULT_STYLE }, link: "" };
  #cursorVisible = true;
  #cursor: WireCursor = [0, 0, 1, "block", 1];
  #modes = new ModeMirror();
  #fill: string;
  #fillStyle: SgrStyle;
  #bce: boolean;
  #mirrorInput: boolean;
  #clipboard: boolean;
  /** The outer terminal's colours (`RendererOptions.colours`). */
  #colours: number;
  /** Whether colours are reduced for it: fewer than TRUECOLOR. */
  #reduce: boolean;
  /** What the frames' link ids mean. */
  #links = new ClientLinks();
  // Scratch space reused by every row diff.
  #want: GridRow;
  #dirty: Uint8Array;
  /**
   * The outer rows a frame draws (one byte per row), kept from frame to
   * frame: each typed array Deno allocates costs about 1 us here.
   */
  #dirtyRows: Uint8Array;
  #tmp: SgrStyle = { ...DEFAULT_STYLE };
  /** The last style `#styleAt` reduced, and what it reduced to. */
  #lastStyle: SgrStyle = { ...DEFAULT_STYLE };
  #lastReduced: SgrStyle = { ...DEFAULT_STYLE };
  /** Whether the outer screen is known blank (cleared, nothing drawn). */
  #shownBlank = false;
  /** Whether the cursor was moved while drawing the current frame. */
  #moved = false;
  /** Scroll mode's rows, shown instead of the session's; null: none. */
  #view: GridRow[] | null = null;
  #viewCursor: { x: number; y: number } | null = null;
  /** What a view paints over the status line (`showView`), or null. */
  #viewStatus: ((row: GridRow) => void) | null = null;
  /** A resize in scroll mode: the clear that the next drawing starts with. */
  #pendingClear = "";
  /** A one-line message over the status line (bottom row); null: none. */
  #message: GridRow | null = null;
  /** A prompt over the status line (bottom row), above any message. */
  #prompt: Overlay | null = null;
  #statusAt: StatusPosition;
  /** What the daemon said of the session; null before the first frame. */
  #status: WireStatus | null = null;
  #title = "";
  #hostName: string;
  #jobs: ((command: string) => string) | undefined;
  /**
   * The table the next key is looked up in (`client_key_table`), and
   * whether it is not the `key-table` option's (`client_prefix`).
   */
  #keyTable = { table: "root", prefix: false };
  #look: Readonly<StatusLineOptions>;
  #now: () => Date;
  /** The status line as drawn for the current width, time and content. */
  #statusRow: GridRow | null = null;
  /** The view's offset into a larger session (following the cursor). */
  #ox = 0;
  #oy = 0;
  /**
   * Outer rows someone else wrote (`drawnOver`): drawn whole at the next
   * drawing, whatever it is for.
   */
  #forced: Uint8Array;
  #anyForced = false;
  /** CAN, before the next write: a cut escape sequence is cancelled. */
  #cancel = "";

  constructor(cols: number, rows: number, options: RendererOptions = {}) {
    this.#cols = Math.max(1, cols);
    this.#rows = Math.max(1, rows);
    const fill = options.fill ?? ".";
    this.#fill = fill === "" ? " " : fill;
    this.#fillStyle = this.#fill === " "
      ? { ...DEFAULT_STYLE }
      : { ...DEFAULT_STYLE, flags: ATTR_FAINT };
    this.#bce = options.bce ?? true;
    this.#mirrorInput = options.mirrorInput ?? true;
    this.#clipboard = options.clipboard ?? false;
    this.#colours = options.colours ?? TRUECOLOR;
    this.#reduce = this.#colours < TRUECOLOR;
    this.#statusAt = options.status ?? "off";
    this.#hostName = options.hostName ?? "";
    this.#jobs = options.jobs;
    this.#look = options.statusLine ?? DEFAULT_STATUS_LINE;
    this.#now = options.now ?? (() => new Date());
    this.#want = new GridRow(this.#cols);
    this.#dirty = new Uint8Array(this.#cols);
    this.#dirtyRows = new Uint8Array(this.#rows);
    this.#forced = new Uint8Array(this.#rows);
  }

  /**
   * The size of the area the session (or a view) is drawn in: the outer
   * terminal less the status line. The session is asked for this size.
   */
  get size(): { cols: number; rows: number } {
    return { cols: this.#cols, rows: this.#areaRows };
  }

  /** The outer terminal's size as the renderer knows it. */
  get outerSize(): { cols: number; rows: number } {
    return { cols: this.#cols, rows: this.#rows };
  }

  /** Where the view starts in a session larger than the area. */
  get offset(): { x: number; y: number } {
    return { x: this.#ox, y: this.#oy };
  }

  /** What the daemon last said of the session (name, windows). */
  get status(): WireStatus | null {
    return this.#status;
  }

  // The status line's row on the outer terminal (-1: none). A terminal of
  // one row has no room for one.
  get #statusY(): number {
    if (this.#statusAt === "off" || this.#rows < 2) return -1;
    return this.#statusAt === "top" ? 0 : this.#rows - 1;
  }

  // The first outer row of the area.
  get #top(): number {
    return this.#statusY === 0 ? 1 : 0;
  }

  get #areaRows(): number {
    return sessionRows(this.#rows, this.#statusAt);
  }

  // Where messages and prompts go: the status line, else the bottom row.
  get #overlayY(): number {
    const y = this.#statusY;
    return y === -1 ? this.#rows - 1 : y;
  }

  /**
   * Bytes that take over the outer terminal: its alternate screen, cleared,
   * with the default pen and no scroll region.
   */
  begin(): Uint8Array {
    this.#resetShown();
    return encoder.encode("\x1b[?1049h\x1b[m\x1b[r\x1b[H\x1b[2J");
  }

  /** Bytes that show `frame` on the outer terminal (maybe none). */
  frame(frame: UpdateMsg): Uint8Array {
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
    for (const [y, runs] of frame.lines) {
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
    if (frame.modes) this.#sessionModes = frame.modes;
    let out = frame.modes && this.#mirrorInput
      ? this.#modes.apply(this.#withPopup(frame.modes))
      : "";
    if (frame.status || frame.title !== undefined) out += this.#outerTitle();
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
   */
  resize(cols: number, rows: number): Uint8Array {
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
    const clear = closeLink(this.#st) +
      sgrTransition(this.#st.pen, DEFAULT_STYLE) + "\x1b[H\x1b[2J";
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
   * frames update the session's screen without drawing it. `status`:
   * paints what covers part of the status line (a popup over it, as
   * tmux's) on it, each time it is drawn (its clock goes on).
   */
  showView(
    rows: GridRow[],
    cursor: { x: number; y: number } | null = null,
    status: ((row: GridRow) => void) | null = null,
  ): Uint8Array {
    this.#view = rows;
    this.#viewCursor = cursor;
    this.#viewStatus = status;
    return this.#redraw();
  }

  /**
   * Copies of the view's rows as last shown (a menu drawn over a
   * chooser); null: the session's screen is shown.
   */
  viewRows(): GridRow[] | null {
    return this.#view?.map((row) => {
      const copy = new GridRow(row.cols);
      copy.copyFrom(row);
      return copy;
    }) ?? null;
  }

  /** Bytes that show the session's screen again, as it is now. */
  showSession(): Uint8Array {
    if (!this.#view) return NOTHING;
    this.#view = null;
    this.#viewCursor = null;
    this.#viewStatus = null;
    return this.#redraw();
  }

  /** The status line's outer row (-1: none), and the row it shows. */
  get statusPlace(): { y: number; row: GridRow | null } {
    return { y: this.#statusY, row: this.#statusRow };
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
   */
  drawnOver(first: number, last: number, cut = false, ahead = false): void {
    if (cut) {
      this.#cancel = CANCEL;
      first = 0;
      last = this.#rows - 1;
    }
    const force = cut || !ahead;
    for (let y = Math.max(0, first); y <= last && y < this.#rows; y++) {
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

  /** Whether rows written by someone else wait to be drawn again. */
  get needsRepair(): boolean {
    return this.#anyForced || this.#cancel !== "";
  }

  /** Bytes that draw the rows someone else wrote (`drawnOver`) again. */
  repair(): Uint8Array {
    this.#moved = false;
    return this.#compose(this.#drawRows(this.#dirtyRows.fill(0)), "");
  }

  /**
   * Where the session's window is drawn as it is, cell for cell, and
   * nothing covers it (no view or prompt, no message over it; not panned; the
   * window within the area), for someone else to draw there (see
   * `drawnOver`); null when it is not.
   */
  directArea(): DrawGrant | null {
    const { cols, rows } = this.#session;
    // A prompt holds the cursor; a message covers a row of the window
    // when there is no status line to cover.
    if (this.#view || this.#prompt) return null;
    if (this.#message && this.#statusY < 0) return null;
    if (this.#ox !== 0 || this.#oy !== 0 || this.#cancel !== "") return null;
    if (cols === 0 || cols > this.#cols || rows === 0) return null;
    if (rows > this.#areaRows) return null;
    return { top: this.#top, cols, rows, colours: this.#colours };
  }

  /** Where the session's cursor is on its screen. */
  get sessionCursor(): { x: number; y: number } {
    return { x: this.#cursor[0], y: this.#cursor[1] };
  }

  /**
   * Bytes that show `row` (`size.cols` wide) over the status line (the
   * bottom row without one) until `clearMessage()` (a message: an unbound
   * key, a command's error), while frames go on drawing the rest, over
   * scroll mode's view too.
   */
  showMessage(row: GridRow): Uint8Array {
    this.#message = row;
    return this.#drawOverlay();
  }

  /** Bytes that give the status line (bottom row) back. */
  clearMessage(): Uint8Array {
    if (!this.#message) return NOTHING;
    this.#message = null;
    return this.#drawOverlay();
  }

  /**
   * Bytes that show a prompt over the status line (the bottom row without
   * one), above any message, with the cursor at column `cursor` of it.
   */
  showPrompt(row: GridRow, cursor: number): Uint8Array {
    this.#prompt = { row, cursor };
    return this.#drawOverlay();
  }

  /** Bytes that take the prompt away. */
  clearPrompt(): Uint8Array {
    if (!this.#prompt) return NOTHING;
    this.#prompt = null;
    return this.#drawOverlay();
  }

  /**
   * Bytes that redraw the status line when the client's key table changed
   * (the prefix key was typed, the key after it came, a `switch-client
   * -T`) to `table`, `prefix` when it is not the `key-table` option's, if
   * its formats show that (`#{client_prefix}`, `#{client_key_table}`, as
   * tmux redraws them); else none.
   */
  setKeyTable(table: string, prefix: boolean): Uint8Array {
    const was = this.#keyTable;
    if (was.table === table && was.prefix === prefix) return NOTHING;
    this.#keyTable = { table, prefix };
    return showsPrefix(this.#look) ? this.tick() : NOTHING;
  }

  /** Bytes that redraw the status line (its clock, each minute). */
  tick(): Uint8Array {
    if (this.#statusY < 0) return NOTHING;
    this.#buildStatus();
    return this.#drawOverlay();
  }

  #drawOverlay(): Uint8Array {
    this.#moved = false;
    const dirty = new Uint8Array(this.#rows);
    dirty[this.#overlayY] = 1;
    return this.#compose(this.#drawRows(dirty), "");
  }

  /**
   * The status line moves (`source-file` changed the `status` setting):
   * the screen is drawn again as after a resize.
   */
  setStatus(at: StatusPosition): Uint8Array {
    this.#statusAt = at;
    return this.resize(this.#cols, this.#rows);
  }

  /**
   * The status line's formats and styles change (`source-file`): its row
   * is built and drawn again.
   */
  setStatusLine(look: Readonly<StatusLineOptions>): Uint8Array {
    this.#look = look;
    const title = this.#outerTitle();
    const line = this.tick();
    return title === "" ? line : concatBytes(encoder.encode(title), line);
  }

  /**
   * Bytes that set the outer terminal's title to the session's again (the
   * terminal was given back meanwhile, its title restored: `suspend-client`).
   */
  titleAgain(): Uint8Array {
    const text = this.#titleText();
    const out = text === "" ? "" : this.#modes.title(text);
    return out === "" ? NOTHING : encoder.encode(out);
  }

  // The outer terminal's title as `set-titles` and `set-titles-string`
  // make it now: "" while it shows none (off, or an empty expansion).
  #titleText(): string {
    if (!this.#look["set-titles"]) return "";
    if (this.#look["set-titles-string"] === "") return this.#title;
    // Before the daemon said what the session is: no session, no window.
    const status = this.#status ?? { session: "", windows: [], pane: 0 };
    return titleText(
      {
        status,
        title: this.#title || this.#hostName,
        host: this.#hostName,
        offset: null,
      },
      this.#now(),
      this.#look,
    );
  }

  // The bytes that bring the outer terminal's title up to date: its own
  // title back when set-titles went off (tmux leaves it as it is; berth
  // gives back the one it covered), none for an empty one before any.
  #outerTitle(): string {
    if (!this.#look["set-titles"]) return this.#modes.untitle();
    return this.#modes.title(this.#titleText());
  }

  /**
   * Bytes that turn the terminal's focus reports on or off (tmux's
   * `focus-events`; a read-only client asks for none).
   */
  setFocusReports(on: boolean): Uint8Array {
    if (!this.#mirrorInput) return NOTHING;
    const out = this.#modes.setFocusReports(on);
    return out === "" ? NOTHING : encoder.encode(out);
  }

  /**
   * Bytes that turn off every mode the client mirrors, on a terminal
   * another attach client drew before (a live upgrade: `ModeMirror.allOff`).
   */
  modesOff(): Uint8Array {
    if (!this.#mirrorInput) return NOTHING;
    return encoder.encode(this.#modes.allOff());
  }

  /** Bytes that set the outer terminal's modes to `modes` (the mouse's). */
  applyModes(modes: TerminalModes): Uint8Array {
    this.#sessionModes = modes;
    if (!this.#mirrorInput) return NOTHING;
    const out = this.#modes.apply(this.#withPopup(modes));
    return out === "" ? NOTHING : encoder.encode(out);
  }

  /**
   * Bytes that give the outer terminal a popup's key modes (cursor keys,
   * keypad, bracketed paste) over the session's, so that its keys are
   * what the popup's program wants; null: the session's again.
   */
  popupModes(keys: PopupKeyModes | null): Uint8Array {
    this.#popupKeys = keys;
    if (!this.#mirrorInput) return NOTHING;
    const base: TerminalModes | null = this.#sessionModes;
    if (!base && !keys) return NOTHING;
    const out = this.#modes.apply(this.#withPopup(base ?? NO_MODES));
    return out === "" ? NOTHING : encoder.encode(out);
  }

  // The session's modes with the open popup's key modes over them.
  #withPopup(modes: TerminalModes): TerminalModes {
    const keys = this.#popupKeys;
    return keys ? { ...modes, ...keys } : modes;
  }

  /**
   * Outer cell (x, y) as a cell of the shown window, for the mouse: less
   * the status line's row at the top, plus the offset of a view panned
   * to follow the cursor (a scroll view is not panned). `status`: the
   * cell is on the status line (`y` is then the window's nearest row, so
   * that a drag onto it still ends somewhere).
   */
  windowPoint(x: number, y: number): { x: number; y: number; status: boolean } {
    const status = y === this.#statusY;
    const ay = Math.max(0, Math.min(this.#areaRows - 1, y - this.#top));
    if (this.#view) return { x, y: ay, status };
    return { x: x + this.#ox, y: ay + this.#oy, status };
  }

  /**
   * Where outer cell (x, y) of the status line is, for its mouse keys
   * (`statusPlaceAt`); a prompt or message there: `StatusDefault`.
   */
  statusPlaceAt(x: number, y: number): ReturnType<typeof statusPlaceAt> {
    const content = this.#statusContent();
    if (y !== this.#statusY || !content || this.#prompt || this.#message) {
      return { place: "StatusDefault" };
    }
    return statusPlaceAt(this.#cols, content, x, this.#look, this.#now());
  }

  /**
   * tmux's `-x W` (display-menu, display-popup): the first column of the
   * status line's entry for the window `target` names (`session:N`, as a
   * mouse binding's `-t =` becomes), else the shown window's, as the line
   * shown lays it out (this client's `status-left` and formats); 0 when
   * it is not there or there is no status line, as tmux's.
   */
  windowX(target?: string): number {
    const content = this.#statusContent();
    if (this.#statusY < 0 || !content) return 0;
    const named = target?.match(/:(\d+)(?:\.\d+)?$/);
    const index = named
      ? Number(named[1])
      : content.status.windows.find((w) => w[2].includes("*"))?.[0];
    if (index === undefined) return 0;
    const at = windowStart(
      this.#cols,
      content,
      index,
      this.#look,
      this.#now(),
    );
    return at ?? 0;
  }

  // The status line's row for the current content, width and time.
  #buildStatus(): void {
    if (this.#statusY < 0) return;
    const content = this.#statusContent();
    if (!content) {
      this.#statusRow = new GridRow(this.#cols);
      this.#statusRow.fill(0, this.#cols, " ", statusStyle(this.#look));
      return;
    }
    this.#statusRow = statusLine(this.#cols, content, this.#now(), this.#look);
  }

  // What the status line shows; null before the daemon said anything.
  #statusContent(): StatusContent | null {
    if (!this.#status) return null;
    const bigger = this.#session.cols > this.#cols ||
      this.#session.rows > this.#areaRows;
    return {
      status: this.#status,
      title: this.#title || this.#hostName,
      host: this.#hostName,
      offset: bigger ? { x: this.#ox, y: this.#oy } : null,
      prefix: this.#keyTable.prefix,
      keyTable: this.#keyTable.table,
      jobs: this.#jobs,
    };
  }

  /**
   * Moves the view over a session larger than the area as little as it
   * takes to show the cursor, away from the marked edges; true when it
   * moved.
   */
  #follow(): boolean {
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

  /**
   * The session's screen as the outer terminal shows it, one row per
   * terminal row (`cropRow` of each): what an overlay draws over.
   */
  sessionScreen(): GridRow[] {
    const { cols, rows } = this.size;
    const out: GridRow[] = [];
    for (let y = 0; y < rows; y++) {
      const row = new GridRow(cols);
      this.cropRow(this.sessionRow(y), row);
      out.push(row);
    }
    return out;
  }

  /** GridRow `y` of the session's screen as last drawn (null below it). */
  sessionRow(y: number): GridRow | null {
    return y < this.#session.rows ? this.#session.lines[y] : null;
  }

  /** Whether a view is shown in place of the session (scroll mode). */
  get viewing(): boolean {
    return this.#view !== null;
  }

  /**
   * Fills `out` (an outer row, `size.cols` wide) with what the outer
   * terminal shows for a session row `src` (`src.cols` is the session's
   * width): its left part, or it padded with the fill; null: a row below
   * the session's screen, all fill.
   */
  cropRow(src: GridRow | null, out: GridRow, ox = 0): void {
    this.#cropAt(src, out, ox);
  }

  // As cropRow, from column `ox` of `src`.
  #cropAt(src: GridRow | null, out: GridRow, ox: number): void {
    const n = Math.min(out.cols, this.#cols);
    let x = 0;
    if (src) {
      const shown = Math.max(0, Math.min(src.cols - ox, n));
      for (; x < shown; x++) out.copyCell(x, src, ox + x);
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
  #markEdges(out: GridRow, ay: number): void {
    const s = this.#session, area = this.#areaRows, n = this.#cols;
    // The status line says the offset instead (`[x,y]`, as tmux's).
    if (this.#statusY >= 0 || (s.cols <= n && s.rows <= area)) return;
    const mark = (x: number) => {
      if (out.chars[x] === WIDE_TAIL && x > 0) {
        out.fill(x - 1, x, " ", DEFAULT_ATTRS);
      }
      if (x + 1 < n && out.chars[x + 1] === WIDE_TAIL) {
        out.fill(x + 1, x + 2, " ", DEFAULT_ATTRS);
      }
      out.fill(x, x + 1, EDGE_FILL, EDGE_STYLE);
    };
    if (
      (ay === 0 && this.#oy > 0) ||
      (ay === area - 1 && this.#oy + area < s.rows)
    ) {
      for (let x = 0; x < n; x++) out.fill(x, x + 1, EDGE_FILL, EDGE_STYLE);
      return;
    }
    if (this.#ox > 0) mark(0);
    if (this.#ox + n < s.cols) mark(n - 1);
  }

  // Draws every row that differs from what is shown.
  #redraw(): Uint8Array {
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
   */
  end(): Uint8Array {
    let out = this.#cancel + closeLink(this.#st) +
      sgrTransition(this.#st.pen, DEFAULT_STYLE);
    this.#cancel = "";
    copyStyle(this.#st.pen, DEFAULT_STYLE);
    out += this.#modes.reset();
    out += SHOW_CURSOR + "\x1b[?1049l";
    this.#cursorVisible = true;
    return encoder.encode(out);
  }

  // Wraps drawing in synchronized output with the cursor hidden, then
  // places the cursor as the session has it.
  #compose(draw: string, extra: string, bare = false): Uint8Array {
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
  #scrollIfShifted(dirtyRows: Uint8Array): string {
    // A cleared screen (the first frame, a resize) has nothing to move: no
    // row the session has can be found there, and hashing every row of
    // both screens with cold code cost about 3 ms of the first frame.
    if (this.#shownBlank) return "";
    const y0 = this.#top;
    const rows = this.#view
      ? this.#areaRows
      : Math.max(0, Math.min(this.#session.rows - this.#oy, this.#areaRows));
    let dirty = 0;
    for (let y = y0; y < y0 + rows; y++) dirty += dirtyRows[y];
    if (dirty < MIN_SCROLL_ROWS) return "";
    const want = new Uint32Array(rows), shown = new Uint32Array(rows);
    const blank = new Uint8Array(rows);
    for (let i = 0; i < rows; i++) {
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
  #region(y0: number, rows: number): string {
    if (y0 === 0 && rows === this.#rows) return "";
    this.#st.cx = this.#st.cy = 0;
    return `\x1b[${y0 + 1};${y0 + rows}r`;
  }

  // Scrolls rows [y0, y0 + rows) of the outer screen up by k: LFs at the
  // bottom of that region (understood by every terminal, unlike SU).
  #scrollUp(k: number, y0: number, rows: number): string {
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
    for (const row of gone) row.fill(0, this.#cols, " ", DEFAULT_ATTRS);
    this.#shown.splice(y0 + rows - k, 0, ...gone);
    this.#moved = true;
    return out;
  }

  // Scrolls rows [y0, y0 + rows) of the outer screen down by k: RIs at
  // the top of that region (as universal as LF).
  #scrollDown(k: number, y0: number, rows: number): string {
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
    for (const row of gone) row.fill(0, this.#cols, " ", DEFAULT_ATTRS);
    this.#shown.splice(y0, 0, ...gone);
    this.#moved = true;
    return out;
  }

  #placeCursor(): string {
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
  #cursorTarget(): [number, number, boolean] {
    const top = this.#top, area = this.#areaRows;
    const pc = this.#prompt?.cursor ?? null;
    if (pc !== null) {
      return [Math.min(pc, this.#cols - 1), this.#overlayY, true];
    }
    if (this.#view) {
      const c = this.#viewCursor;
      const show = c !== null && c.x >= 0 && c.y >= 0 && c.x < this.#cols &&
        c.y < area;
      return show ? [c.x, c.y + top, true] : [0, 0, false];
    }
    const [sx, sy, visible] = this.#cursor;
    const x = sx - this.#ox, y = sy - this.#oy;
    const show = visible === 1 && x >= 0 && y >= 0 && x < this.#cols &&
      y < area && sx < this.#session.cols && sy < this.#session.rows;
    return [x, y + top, show];
  }

  #resetShown(): void {
    this.#shown = Array.from(
      { length: this.#rows },
      () => new GridRow(this.#cols),
    );
    this.#shownBlank = true;
    this.#st.cx = this.#st.cy = 0;
    this.#forced = new Uint8Array(this.#rows);
    this.#anyForced = false;
  }

  #drawRows(dirtyRows: Uint8Array): string {
    let out = "";
    const forced = this.#anyForced ? this.#forced : null;
    for (let y = 0; y < this.#rows; y++) {
      if (dirtyRows[y] || (forced && forced[y])) out += this.#drawRow(y);
    }
    if (forced) {
      forced.fill(0);
      this.#anyForced = false;
    }
    return out + closeLink(this.#st);
  }

  // Fills `#want` with what outer row y must show.
  #wantRow(y: number): GridRow {
    const want = this.#want;
    if (y === this.#overlayY) {
      // A prompt or a message shows over a view too (copy mode's search,
      // "No match"): over its bottom row without a status line, as tmux.
      const over = this.#prompt?.row ?? this.#message;
      const row = over ?? (y === this.#statusY ? this.#statusRow : null);
      if (row && row.cols === want.cols) {
        want.copyFrom(row);
        if (!over && this.#view) this.#viewStatus?.(want);
        return want;
      }
      if (y === this.#statusY) {
        want.fill(0, want.cols, " ", statusStyle(this.#look));
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
  #drawRow(y: number): string {
    const want = this.#wantRow(y), shown = this.#shown[y];
    const dirty = this.#dirty, n = this.#cols;
    let any = false;
    for (let x = 0; x < n; x++) {
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
  #spreadDirty(want: GridRow, shown: GridRow): void {
    const dirty = this.#dirty, n = this.#cols;
    for (let changed = true; changed;) {
      changed = false;
      for (let x = 0; x < n; x++) {
        if (!dirty[x]) continue;
        const left = x > 0 &&
          (want.chars[x] === WIDE_TAIL || shown.chars[x] === WIDE_TAIL);
        const right = x + 1 < n &&
          (want.chars[x + 1] === WIDE_TAIL || shown.chars[x + 1] === WIDE_TAIL);
        if (left && !dirty[x - 1]) dirty[x - 1] = 1, changed = true;
        if (right && !dirty[x + 1]) dirty[x + 1] = 1, changed = true;
      }
    }
  }

  // The first column of the run of identical erasable blanks that ends the
  // row (`cols` when there is none).
  #erasableTail(want: GridRow): number {
    const n = this.#cols;
    const last = n - 1;
    if (!this.#erasable(want, last)) return n;
    let t = last;
    while (t > 0 && want.chars[t - 1] === " " && want.sameStyle(t - 1, last)) {
      t--;
    }
    return t;
  }

  // Whether EL, with the pen set to this blank's style, produces it (an
  // erased cell has no link).
  #erasable(want: GridRow, x: number): boolean {
    if (want.chars[x] !== " " || want.links[x] !== "") return false;
    const s = want.style(x, this.#tmp);
    if (s.fg !== COLOR_DEFAULT || s.ul !== COLOR_DEFAULT) return false;
    if (s.flags !== 0) return false;
    return this.#bce || s.bg === COLOR_DEFAULT;
  }

  // Writes the row's tail from column t, by cells or with one EL, which
  // ever is shorter.
  #bestTail(y: number, want: GridRow, t: number): string {
    let dirtyInTail = false;
    for (let x = t; x < this.#cols; x++) dirtyInTail ||= this.#dirty[x] === 1;
    if (!dirtyInTail) return "";
    const byCells = cloneState(this.#st);
    const cells = this.#writeCells(byCells, y, want, t, this.#cols);
    const byErase = cloneState(this.#st);
    const erase = this.#moveTo(byErase, t, y, want) + closeLink(byErase) +
      this.#setPen(byErase, this.#styleAt(want, t)) + "\x1b[K";
    const [out, st] = erase.length < cells.length
      ? [erase, byErase]
      : [cells, byCells];
    this.#st = st;
    return out;
  }

  // Writes the dirty cells of columns [from, to) of row y.
  #writeCells(
    st: DrawState,
    y: number,
    want: GridRow,
    from: number,
    to: number,
  ): string {
    const n = this.#cols, dirty = this.#dirty;
    let out = "";
    for (let x = from; x < to;) {
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

  // The style of cell x as the outer terminal draws it: its colours
  // reduced to the terminal's (the pen holds such styles), read only.
  // Nothing more than a branch for a truecolor terminal; otherwise the
  // last style's reduction is kept, as neighbouring cells mostly share
  // one.
  #styleAt(row: GridRow, x: number): SgrStyle {
    const s = row.style(x, this.#tmp);
    if (!this.#reduce) return s;
    const last = this.#lastStyle;
    if (
      s.fg !== last.fg || s.bg !== last.bg || s.ul !== last.ul ||
      s.flags !== last.flags
    ) {
      copyStyle(last, s);
      reduceStyle(s, this.#colours, this.#lastReduced);
    }
    return this.#lastReduced;
  }

  #setPen(st: DrawState, s: SgrStyle): string {
    const seq = sgrTransition(st.pen, s);
    if (seq !== "") copyStyle(st.pen, s);
    return seq;
  }

  // Moves to (x, y): by rewriting the unchanged cells in between when they
  // are plain ASCII in the current pen and that is shorter, else by motion.
  #moveTo(st: DrawState, x: number, y: number, want: GridRow): string {
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
  #overwrite(
    st: DrawState,
    want: GridRow,
    from: number,
    to: number,
  ): string | null {
    let text = "";
    for (let x = from; x < to; x++) {
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
 */
function looksSame(pen: SgrStyle, s: SgrStyle, ch: string): boolean {
  if (
    pen.fg === s.fg && pen.bg === s.bg && pen.ul === s.ul &&
    pen.flags === s.flags
  ) {
    return true;
  }
  return ch === " " && s.fg === COLOR_DEFAULT && s.ul === COLOR_DEFAULT &&
    s.flags === 0 && pen.bg === s.bg && (pen.flags & BLANK_VISIBLE_FLAGS) === 0;
}

/** The faint fill of an edge with more of the session beyond it. */
const EDGE_FILL = ".";
const EDGE_STYLE: Readonly<SgrStyle> = Object.freeze({
  ...DEFAULT_STYLE,
  flags: ATTR_FAINT,
});

/**
 * The offset of a view `size` long over `length` that shows `at`: the
 * start or the end when that holds `at` (as tmux's `tty_window_offset1`:
 * a shell at the top after `clear` shows the rows above its prompt too),
 * else moved from `from` as little as it takes; `margin` cells inside an
 * edge that has more beyond it (a marked edge).
 */
function pan(
  from: number,
  at: number,
  length: number,
  size: number,
  margin: number,
): number {
  if (length <= size) return 0;
  const max = length - size;
  if (at < size - margin) return 0;
  if (at >= max + margin) return max;
  let o = Math.min(Math.max(from, 0), max);
  const lo = o > 0 ? o + margin : 0;
  const hi = o < max ? o + size - 1 - margin : length - 1;
  if (at < lo) o = at - margin;
  else if (at > hi) o = at - size + 1 + margin;
  return Math.min(Math.max(o, 0), max);
}

function cloneState(st: DrawState): DrawState {
  return { cx: st.cx, cy: st.cy, pen: { ...st.pen }, link: st.link };
}

// Closes the open link, if any.
function closeLink(st: DrawState): string {
  if (st.link === "") return "";
  st.link = "";
  return CLOSE_LINK;
}

/**
 * Whether the outer terminal might give `ch` another width than the
 * session's engine did: any composed grapheme, a lone regional indicator,
 * and wide ones outside the East Asian blocks every terminal agrees on
 * (emoji widths vary).
 */
export function uncertainWidth(ch: string, width: number): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  const single = ch.length === (cp > 0xffff ? 2 : 1);
  // A lone regional indicator: the outer terminal may join it with the
  // next into a flag.
  if (width === 1) return !single || isRegional(cp);
  return !single || !eastAsianWide(cp);
}

function eastAsianWide(cp: number): boolean {
  return (cp >= 0x1100 && cp <= 0x115f) || // Hangul Jamo
    (cp >= 0x2e80 && cp <= 0x303e) || // CJK radicals, punctuation
    (cp >= 0x3041 && cp <= 0x33ff) || // kana, CJK compatibility
    (cp >= 0x3400 && cp <= 0x4dbf) || // CJK extension A
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK unified ideographs
    (cp >= 0xa000 && cp <= 0xa4cf) || // Yi
    (cp >= 0xac00 && cp <= 0xd7a3) || // Hangul syllables
    (cp >= 0xf900 && cp <= 0xfaff) || // CJK compatibility ideographs
    (cp >= 0xfe30 && cp <= 0xfe4f) || // CJK compatibility forms
    (cp >= 0xff00 && cp <= 0xff60) || // fullwidth forms
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd); // CJK extensions B and on
}
