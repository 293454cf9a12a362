/**
 * The terminal emulator: bytes in, screen out. It knows nothing of
 * workers, sockets or ptys; the parse worker, `berth replay` and the tests
 * all drive it the same way.
 *
 * @module
 */

import { CELL_WIDE, CELL_WORDS, CP_MASK } from "./cell.ts";
import { Dispatcher } from "./dispatcher.ts";
import { setTitle as oscTitle } from "./dispatch_osc.ts";
import { DEFAULT_SCROLLBACK, MAX_SIDE } from "../protocol/limits.ts";
import { Parser } from "./parser.ts";
import type { Row } from "./row.ts";
import { countInRow, type RowQuery } from "./row_search.ts";
import { Screen } from "./screen.ts";
import {
  rowAnsi,
  rowCells,
  rowRuns,
  rowText,
  writtenLength,
} from "./snapshot.ts";
import {
  checkEngineState,
  type EngineState,
  loadEngine,
  saveEngine,
} from "./engine_state.ts";
import { VtState } from "./state.ts";
import type {
  CellJson,
  CursorState,
  RowRun,
  ScreenJson,
  TerminalModes,
  TerminalOptions,
} from "./types.ts";

/** Smallest screen side accepted (the largest is `MAX_SIDE`). */
export const MIN_SIZE = 1;

function checkSize(cols: number, rows: number): void {
  if (
    !Number.isInteger(cols) || !Number.isInteger(rows) || cols < MIN_SIZE ||
    rows < MIN_SIZE || cols > MAX_SIDE || rows > MAX_SIDE
  ) {
    throw new RangeError(
      `Terminal size ${cols}x${rows} is out of range: use 1-${MAX_SIDE} columns and 1-${MAX_SIDE} rows`,
    );
  }
}

/**
 * An xterm-compatible terminal.
 *
 * @example
 * ```ts
 * import { Terminal } from "./terminal.ts";
 * const t = new Terminal({ cols: 20, rows: 2 });
 * t.write(new TextEncoder().encode("hi \x1b[1mthere"));
 * t.lineText(0); // "hi there"
 * ```
 */
export class Terminal {
  readonly #screen: Screen;
  readonly #state: VtState;
  readonly #parser: Parser;
  // Cursor as of the last `generation` read, to bump it on moves.
  #seenX = -1;
  #seenY = -1;
  #seenLook = -1;

  constructor(opts: TerminalOptions) {
    checkSize(opts.cols, opts.rows);
    const scrollback = Math.max(0, opts.scrollback ?? DEFAULT_SCROLLBACK);
    this.#screen = new Screen(opts.cols, opts.rows, scrollback);
    this.#state = new VtState(this.#screen, opts.events ?? {});
    this.#parser = new Parser(new Dispatcher(this.#state, () => this.reset()));
  }

  /** The whole engine as plain data (a live upgrade hands it on). */
  save(): EngineState {
    return saveEngine(this.#screen, this.#state, this.#parser);
  }

  /**
   * An engine from `save()`'s data, checked whole first (a bad state
   * throws `EngineStateError`); `events` as for a new one.
   */
  static restore(state: unknown, events: TerminalOptions["events"]): Terminal {
    const s = checkEngineState(state);
    const t = new Terminal({
      cols: s.screen.cols,
      rows: s.screen.rows,
      scrollback: s.screen.historyLines,
      events,
    });
    loadEngine(s, t.#screen, t.#state, t.#parser);
    return t;
  }

  /** Columns. */
  get cols(): number {
    return this.#screen.cols;
  }

  /** Rows. */
  get rows(): number {
    return this.#screen.rows;
  }

  /** Feeds program output. Any split of a stream into calls gives the same screen. */
  write(data: Uint8Array): void {
    this.#parser.write(data);
  }

  /** Resizes; reflows wrapped lines of the primary screen, keeps the cursor on its text. */
  resize(cols: number, rows: number): void {
    checkSize(cols, rows);
    this.#screen.resize(cols, rows);
  }

  /** Full reset (RIS). Scrollback is kept, as in xterm. */
  reset(): void {
    this.#reinit();
    if (this.#state.title !== "") {
      this.#state.title = "";
      this.#state.events.title?.("");
    }
  }

  /**
   * A new program on this screen (tmux's `respawn-pane` reinits the pane's
   * screen): any sequence the old one left half written is forgotten, then
   * a full reset (RIS) but for the title, which stays with its pane, as
   * tmux 3.3a's `screen_reinit` keeps it (`select-pane -T`'s, or the old
   * program's OSC 2). History stays, as in tmux.
   */
  restart(): void {
    this.#parser.reset();
    this.#reinit();
  }

  /** RIS but the title: screen, modes, palette, title stack, icon name. */
  #reinit(): void {
    this.#screen.hardReset();
    this.#state.resetModes();
    this.#state.palette.reset();
    this.#state.titleStack = [];
    this.#state.iconName = "";
  }

  /**
   * Writes `text` on a new bottom row, in the default style, and hides the
   * cursor: the line tmux draws in a pane whose program has exited
   * (`remain-on-exit`, `server_destroy_pane`). As tmux does it: the scroll
   * region is the whole screen again, a linefeed on the bottom row scrolls
   * the top row into history (on the main screen), and `text` is cut to
   * the width. A sequence the program left half written is forgotten.
   *
   * @example
   * ```ts
   * import { Terminal } from "./terminal.ts";
   * const t = new Terminal({ cols: 10, rows: 2 });
   * t.write(new TextEncoder().encode("\x1b[1mbye"));
   * t.writeLastLine("Pane is dead");
   * t.lineText(1); // "Pane is de"
   * t.lineText(0); // ""
   * t.cursor().visible; // false
   * ```
   */
  writeLastLine(text: string): void {
    this.#parser.reset();
    // DECSTBM (whole screen), CUP (bottom row), LF; then SGR 0, no link
    // (OSC 8), G0 ASCII and shifted in (SI): tmux's grid_default_cell.
    // DECTCEM off: tmux clears MODE_CURSOR.
    const cut = text.slice(0, this.cols);
    this.write(
      new TextEncoder().encode(
        `\x1b[r\x1b[${this.rows};1H\n\x1b[0m\x1b]8;;\x1b\\\x1b(B\x0f${cut}\x1b[?25l`,
      ),
    );
  }

  /**
   * Drops the history and frees its rows (tmux's `clear-history`, as
   * ED 3); the screen stays, and `historyPushed` does not go down.
   *
   * @example
   * ```ts
   * import { Terminal } from "./terminal.ts";
   * const t = new Terminal({ cols: 10, rows: 1 });
   * t.write(new TextEncoder().encode("1\r\n2"));
   * t.clearHistory();
   * t.scrollbackLength; // 0
   * t.lineText(0); // "2"
   * ```
   */
  clearHistory(): void {
    this.#screen.history.clear();
  }

  /**
   * Sets the title as OSC 2 does (tmux's `select-pane -T`): controls
   * dropped, capped; the program may set it again later.
   */
  setTitle(text: string): void {
    oscTitle(this.#state, text, true, false);
  }

  /**
   * The foreground and background (0xRRGGBB, -1 unknown) of the terminal
   * that shows this one, which an OSC 10/11 query is answered with while
   * the program has set none of its own. A reset (RIS) keeps them.
   */
  setOuterColours(fg: number, bg: number): void {
    this.#state.palette.outerFg = fg;
    this.#state.palette.outerBg = bg;
  }

  /** OSC 0/2 title. */
  get title(): string {
    return this.#state.title;
  }

  /** OSC 0/1 icon name. */
  get iconName(): string {
    return this.#state.iconName;
  }

  /** OSC 7 path, "" when unknown. */
  get cwd(): string {
    return this.#state.cwd;
  }

  /** Cursor position and look. */
  cursor(): CursorState {
    const s = this.#screen;
    return {
      x: s.x,
      y: s.y,
      visible: s.cursorVisible,
      shape: this.#state.cursorShape,
      blink: this.#state.cursorBlink,
    };
  }

  /** A copy of the current modes. */
  modes(): TerminalModes {
    const s = this.#screen;
    return {
      ...this.#state.modes,
      altScreen: s.altActive,
      insert: s.insert,
      autowrap: s.autowrap,
      origin: s.origin,
    };
  }

  /** Lines of history currently held above the screen. */
  get scrollbackLength(): number {
    return this.#screen.historyLength;
  }

  /**
   * Lines that entered the primary screen's history since the terminal
   * was created, including those the scrollback cap dropped since. It
   * never goes down: ED 3 (erase history) and RIS leave it as it is.
   *
   * Between two reads with no resize in between, the difference is exactly
   * how many lines scrolled into history, so a view of history rows kept
   * by distance from the live screen stays on the same lines by adding the
   * difference to that distance (and clamping to `scrollbackLength`).
   *
   * A resize reflows the history into new rows, so no count can keep such
   * a view exact across it. It adds the rows by which the history grew
   * (rows of a shorter screen pushed up into it, lines rewrapped into more
   * rows on a narrower one), and subtracts nothing when the history
   * shrinks (rows pulled back onto a taller screen, lines joined on a
   * wider one). A shorter screen of the same width is thus exact; after
   * any other resize a view should re-anchor (clamp) rather than trust the
   * difference.
   *
   * @example
   * ```ts
   * import { Terminal } from "./terminal.ts";
   * const t = new Terminal({ cols: 10, rows: 2, scrollback: 1 });
   * t.write(new TextEncoder().encode("1\r\n2\r\n3\r\n4"));
   * t.historyPushed; // 2 (one of them dropped by the cap)
   * t.scrollbackLength; // 1
   * ```
   */
  get historyPushed(): number {
    return this.#screen.history.pushed;
  }

  /**
   * A program shows the alternate screen: the primary one waits behind it
   * (what tmux's `capture-pane -a` reads; `behind` in the row readers).
   */
  get altScreenShown(): boolean {
    return this.#screen.altActive;
  }

  #row(y: number, behind = false): Row {
    const s = this.#screen;
    const row = !behind
      ? s.rowAt(y)
      : s.altActive && y >= 0 && y < s.rows
      ? s.primary.at(y)
      : undefined;
    if (row === undefined) {
      throw new RangeError(
        `Row ${y} is outside the screen and its history: use -${this.scrollbackLength}..${
          this.rows - 1
        }`,
      );
    }
    return row;
  }

  /** Compact runs of row `y` (see `RowRun`). */
  rowRuns(y: number): RowRun[] {
    return rowRuns(this.#row(y), this.#screen.styles);
  }

  /**
   * Text of row `y`: wide characters once, trailing spaces trimmed unless
   * `whole` (a wrapped row's are in the middle of its line); "written":
   * up to the last cell written, a space too (tmux's `capture-pane -N`).
   *
   * `behind`: that row of the primary screen behind the alternate one
   * (`altScreenShown`).
   */
  lineText(
    y: number,
    whole: boolean | "written" = false,
    behind = false,
  ): string {
    const row = this.#row(y, behind);
    if (whole === "written") return rowText(row, false, writtenLength(row));
    const text = rowText(row, !whole);
    return whole && this.#wideWrapped(y, behind) ? text.slice(0, -1) : text;
  }

  /**
   * How many times `q` occurs in `lineText(y, true)`, read from the row's
   * cells (`row_search.ts`); null when only that text can tell.
   */
  countInLine(y: number, q: RowQuery): number | null {
    const row = this.#row(y);
    return countInRow(row, row.cols - (this.#wideWrapped(y) ? 1 : 0), q);
  }

  /**
   * Row `y` wrapped early: a wide character that did not fit in its last
   * column went to the next row and left that column blank, which is not
   * part of the line the program wrote (tmux's `-J` has no space there).
   */
  #wideWrapped(y: number, behind = false): boolean {
    const row = this.#row(y, behind);
    if (!row.wrapped || y + 1 >= this.rows) return false;
    const last = row.cells[(row.cols - 1) * CELL_WORDS];
    const next = this.#row(y + 1, behind).cells[0];
    return (last & CP_MASK) === 0 && (next & CELL_WIDE) !== 0;
  }

  /** Row `y` continues on the next one (soft wrap). */
  rowWrapped(y: number, behind = false): boolean {
    return this.#row(y, behind).wrapped;
  }

  /** Row `y` cell by cell: exactly `cols` cells. */
  rowCells(y: number): CellJson[] {
    return rowCells(this.#row(y), this.#screen.styles, this.#screen.links);
  }

  /**
   * A stamp that changes whenever visible row y changes: its content, or a
   * different row moving to position y (scroll, screen switch, resize). Two
   * different row contents never share a stamp.
   */
  rowGeneration(y: number): number {
    return this.#row(y).gen;
  }

  /** Bumps on any visible change: rows, cursor, modes, title. */
  get generation(): number {
    const s = this.#screen;
    const st = this.#state;
    // Cursor moves do not stamp anything as they happen (they are too
    // frequent); a read notices them here instead.
    const look = (s.cursorVisible ? 1 : 0) | (st.cursorBlink ? 2 : 0) |
      (st.cursorShape === "block" ? 0 : st.cursorShape === "bar" ? 4 : 8);
    if (s.x !== this.#seenX || s.y !== this.#seenY || look !== this.#seenLook) {
      this.#seenX = s.x;
      this.#seenY = s.y;
      this.#seenLook = look;
      s.stamp++;
    }
    return s.stamp;
  }

  /** OSC 8 target of a hyperlink id found in a run or style. */
  hyperlink(id: number): string | undefined {
    return this.#screen.links.uri(id);
  }

  /**
   * The `id=` parameter the program gave hyperlink `id` in its OSC 8 ("" when
   * it gave none), so that a link split over lines stays one link outside.
   */
  hyperlinkId(id: number): string | undefined {
    return this.#screen.links.idParam(id);
  }

  /**
   * The last column was just written and the next character wraps
   * (xterm's pending wrap): tmux's `cursor_x` is the width then.
   */
  get wrapPending(): boolean {
    return this.#screen.wrapPending;
  }

  /** The columns with a tab stop, left to right (tmux's `pane_tabs`). */
  tabStops(): number[] {
    const out: number[] = [];
    this.#screen.tabs.forEach((on, x) => on && out.push(x));
    return out;
  }

  /** The `berth replay --json` object; `scrollback` lines of history (-1: all). */
  snapshot(opts: { scrollback?: number } = {}): ScreenJson {
    const s = this.#screen;
    const lines: string[] = [];
    const cells: CellJson[][] = [];
    for (let y = 0; y < s.rows; y++) {
      lines.push(this.lineText(y));
      cells.push(this.rowCells(y));
    }
    const out: ScreenJson = {
      cols: s.cols,
      rows: s.rows,
      cursor: { x: s.x, y: s.y, visible: s.cursorVisible },
      title: this.#state.title,
      lines,
      cells,
    };
    const want = opts.scrollback ?? 0;
    if (want !== 0) {
      const have = this.scrollbackLength;
      const n = want < 0 ? have : Math.min(want, have);
      out.scrollback = [];
      for (let y = -n; y < 0; y++) out.scrollback.push(this.lineText(y));
    }
    return out;
  }

  /** Visible lines joined by "\n" (trailing spaces trimmed): what `wait --text` matches. */
  screenText(): string {
    const lines: string[] = [];
    for (let y = 0; y < this.rows; y++) lines.push(this.lineText(y));
    return lines.join("\n");
  }

  /**
   * Lines with SGR escapes for `capture --ansi`: each line starts from the
   * default style, carries only the SGR changes it needs, and ends with
   * SGR reset when it changed anything. y range as for rowRuns. `whole`:
   * blanks after the last cell up to the last column too (as `lineText`).
   *
   * `whole` and `behind` as `lineText`.
   */
  ansiLine(
    y: number,
    whole: boolean | "written" = false,
    behind = false,
  ): string {
    const row = this.#row(y, behind);
    const pad = whole === "written"
      ? writtenLength(row)
      : !whole
      ? 0
      : this.#wideWrapped(y, behind)
      ? row.cols - 1
      : row.cols;
    return rowAnsi(row, this.#screen.styles, pad);
  }

  /** Ends a synchronized update (mode 2026) that never ended: the watchdog's lever. */
  endSynchronizedUpdate(): void {
    if (this.#state.modes.synchronizedOutput) {
      this.#state.modes.synchronizedOutput = false;
      this.#state.bump();
    }
  }
}
