/**
 * The terminal emulator: bytes in, screen out. It knows nothing of
 * workers, sockets or ptys; the parse worker, `berth replay` and the tests
 * all drive it the same way.
 *
 * @module
 */ import { CELL_WIDE, CELL_WORDS, CP_MASK } from "./cell.ts";
import { Dispatcher } from "./dispatcher.ts";
import { DEFAULT_SCROLLBACK, MAX_SIDE } from "../protocol/limits.ts";
import { Parser } from "./parser.ts";
import { Screen } from "./screen.ts";
import { rowAnsi, rowCells, rowRuns, rowText, writtenLength } from "./snapshot.ts";
import { checkEngineState, loadEngine, saveEngine } from "./engine_state.ts";
import { VtState } from "./state.ts";
/** Smallest screen side accepted (the largest is `MAX_SIDE`). */ export const MIN_SIZE = 1;
function checkSize(cols, rows) {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < MIN_SIZE || rows < MIN_SIZE || cols > MAX_SIDE || rows > MAX_SIDE) {
    throw new RangeError(`Terminal size ${cols}x${rows} is out of range: use 1-${MAX_SIDE} columns and 1-${MAX_SIDE} rows`);
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
 */ export class Terminal {
  #screen;
  #state;
  #parser;
  // Cursor as of the last `generation` read, to bump it on moves.
  #seenX = -1;
  #seenY = -1;
  #seenLook = -1;
  constructor(opts){
    checkSize(opts.cols, opts.rows);
    const scrollback = Math.max(0, opts.scrollback ?? DEFAULT_SCROLLBACK);
    this.#screen = new Screen(opts.cols, opts.rows, scrollback);
    this.#state = new VtState(this.#screen, opts.events ?? {});
    this.#parser = new Parser(new Dispatcher(this.#state, ()=>this.reset()));
  }
  /** The whole engine as plain data (a live upgrade hands it on). */ save() {
    return saveEngine(this.#screen, this.#state, this.#parser);
  }
  /**
   * An engine from `save()`'s data, checked whole first (a bad state
   * throws `EngineStateError`); `events` as for a new one.
   */ static restore(state, events) {
    const s = checkEngineState(state);
    const t = new Terminal({
      cols: s.screen.cols,
      rows: s.screen.rows,
      scrollback: s.screen.historyLines,
      events
    });
    loadEngine(s, t.#screen, t.#state, t.#parser);
    return t;
  }
  /** Columns. */ get cols() {
    return this.#screen.cols;
  }
  /** Rows. */ get rows() {
    return this.#screen.rows;
  }
  /** Feeds program output. Any split of a stream into calls gives the same screen. */ write(data) {
    this.#parser.write(data);
  }
  /** Resizes; reflows wrapped lines of the primary screen, keeps the cursor on its text. */ resize(cols, rows) {
    checkSize(cols, rows);
    this.#screen.resize(cols, rows);
  }
  /** Full reset (RIS). Scrollback is kept, as in xterm. */ reset() {
    this.#screen.hardReset();
    this.#state.resetModes();
    this.#state.palette.reset();
    this.#state.titleStack = [];
    if (this.#state.title !== "") {
      this.#state.title = "";
      this.#state.events.title?.("");
    }
    this.#state.iconName = "";
  }
  /**
   * A new program on this screen (tmux's `respawn-pane` reinits the pane's
   * screen): any sequence the old one left half written is forgotten, then
   * a full reset (RIS). History stays, as in tmux.
   */ restart() {
    this.#parser.reset();
    this.reset();
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
   */ clearHistory() {
    this.#screen.history.clear();
  }
  /** OSC 0/2 title. */ get title() {
    return this.#state.title;
  }
  /** OSC 0/1 icon name. */ get iconName() {
    return this.#state.iconName;
  }
  /** OSC 7 path, "" when unknown. */ get cwd() {
    return this.#state.cwd;
  }
  /** Cursor position and look. */ cursor() {
    const s = this.#screen;
    return {
      x: s.x,
      y: s.y,
      visible: s.cursorVisible,
      shape: this.#state.cursorShape,
      blink: this.#state.cursorBlink
    };
  }
  /** A copy of the current modes. */ modes() {
    const s = this.#screen;
    return {
      ...this.#state.modes,
      altScreen: s.altActive,
      insert: s.insert,
      autowrap: s.autowrap,
      origin: s.origin
    };
  }
  /** Lines of history currently held above the screen. */ get scrollbackLength() {
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
   */ get historyPushed() {
    return this.#screen.history.pushed;
  }
  /**
   * A program shows the alternate screen: the primary one waits behind it
   * (what tmux's `capture-pane -a` reads; `behind` in the row readers).
   */ get altScreenShown() {
    return this.#screen.altActive;
  }
  #row(y, behind = false) {
    const s = this.#screen;
    const row = !behind ? s.rowAt(y) : s.altActive && y >= 0 && y < s.rows ? s.primary.at(y) : undefined;
    if (row === undefined) {
      throw new RangeError(`Row ${y} is outside the screen and its history: use -${this.scrollbackLength}..${this.rows - 1}`);
    }
    return row;
  }
  /** Compact runs of row `y` (see `RowRun`). */ rowRuns(y) {
    return rowRuns(this.#row(y), this.#screen.styles);
  }
  /**
   * Text of row `y`: wide characters once, trailing spaces trimmed unless
   * `whole` (a wrapped row's are in the middle of its line); "written":
   * up to the last cell written, a space too (tmux's `capture-pane -N`).
   *
   * `behind`: that row of the primary screen behind the alternate one
   * (`altScreenShown`).
   */ lineText(y, whole = false, behind = false) {
    const row = this.#row(y, behind);
    if (whole === "written") return rowText(row, false, writtenLength(row));
    const text = rowText(row, !whole);
    return whole && this.#wideWrapped(y, behind) ? text.slice(0, -1) : text;
  }
  /**
   * Row `y` wrapped early: a wide character that did not fit in its last
   * column went to the next row and left that column blank, which is not
   * part of the line the program wrote (tmux's `-J` has no space there).
   */ #wideWrapped(y, behind = false) {
    const row = this.#row(y, behind);
    if (!row.wrapped || y + 1 >= this.rows) return false;
    const last = row.cells[(row.cols - 1) * CELL_WORDS];
    const next = this.#row(y + 1, behind).cells[0];
    return (last & CP_MASK) === 0 && (next & CELL_WIDE) !== 0;
  }
  /** Row `y` continues on the next one (soft wrap). */ rowWrapped(y, behind = false) {
    return this.#row(y, behind).wrapped;
  }
  /** Row `y` cell by cell: exactly `cols` cells. */ rowCells(y) {
    return rowCells(this.#row(y), this.#screen.styles, this.#screen.links);
  }
  /**
   * A stamp that changes whenever visible row y changes: its content, or a
   * different row moving to position y (scroll, screen switch, resize). Two
   * different row contents never share a stamp.
   */ rowGeneration(y) {
    return this.#row(y).gen;
  }
  /** Bumps on any visible change: rows, cursor, modes, title. */ get generation() {
    const s = this.#screen;
    const st = this.#state;
    // Cursor moves do not stamp anything as they happen (they are too
    // frequent); a read notices them here instead.
    const look = (s.cursorVisible ? 1 : 0) | (st.cursorBlink ? 2 : 0) | (st.cursorShape === "block" ? 0 : st.cursorShape === "bar" ? 4 : 8);
    if (s.x !== this.#seenX || s.y !== this.#seenY || look !== this.#seenLook) {
      this.#seenX = s.x;
      this.#seenY = s.y;
      this.#seenLook = look;
      s.stamp++;
    }
    return s.stamp;
  }
  /** OSC 8 target of a hyperlink id found in a run or style. */ hyperlink(id) {
    return this.#screen.links.uri(id);
  }
  /**
   * The `id=` parameter the program gave hyperlink `id` in its OSC 8 ("" when
   * it gave none), so that a link split over lines stays one link outside.
   */ hyperlinkId(id) {
    return this.#screen.links.idParam(id);
  }
  /** The `berth replay --json` object; `scrollback` lines of history (-1: all). */ snapshot(opts = {}) {
    const s = this.#screen;
    const lines = [];
    const cells = [];
    for(let y = 0; y < s.rows; y++){
      lines.push(this.lineText(y));
      cells.push(this.rowCells(y));
    }
    const out = {
      cols: s.cols,
      rows: s.rows,
      cursor: {
        x: s.x,
        y: s.y,
        visible: s.cursorVisible
      },
      title: this.#state.title,
      lines,
      cells
    };
    const want = opts.scrollback ?? 0;
    if (want !== 0) {
      const have = this.scrollbackLength;
      const n = want < 0 ? have : Math.min(want, have);
      out.scrollback = [];
      for(let y = -n; y < 0; y++)out.scrollback.push(this.lineText(y));
    }
    return out;
  }
  /** Visible lines joined by "\n" (trailing spaces trimmed): what `wait --text` matches. */ screenText() {
    const lines = [];
    for(let y = 0; y < this.rows; y++)lines.push(this.lineText(y));
    return lines.join("\n");
  }
  /**
   * Lines with SGR escapes for `capture --ansi`: each line starts from the
   * default style, carries only the SGR changes it needs, and ends with
   * SGR reset when it changed anything. y range as for rowRuns. `whole`:
   * blanks after the last cell up to the last column too (as `lineText`).
   *
   * `whole` and `behind` as `lineText`.
   */ ansiLine(y, whole = false, behind = false) {
    const row = this.#row(y, behind);
    const pad = whole === "written" ? writtenLength(row) : !whole ? 0 : this.#wideWrapped(y, behind) ? row.cols - 1 : row.cols;
    return rowAnsi(row, this.#screen.styles, pad);
  }
  /** Ends a synchronized update (mode 2026) that never ended: the watchdog's lever. */ endSynchronizedUpdate() {
    if (this.#state.modes.synchronizedOutput) {
      this.#state.modes.synchronizedOutput = false;
      this.#state.bump();
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3Rlcm1pbmFsLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHRlcm1pbmFsIGVtdWxhdG9yOiBieXRlcyBpbiwgc2NyZWVuIG91dC4gSXQga25vd3Mgbm90aGluZyBvZlxuICogd29ya2Vycywgc29ja2V0cyBvciBwdHlzOyB0aGUgcGFyc2Ugd29ya2VyLCBgYmVydGggcmVwbGF5YCBhbmQgdGhlIHRlc3RzXG4gKiBhbGwgZHJpdmUgaXQgdGhlIHNhbWUgd2F5LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBDRUxMX1dJREUsIENFTExfV09SRFMsIENQX01BU0sgfSBmcm9tIFwiLi9jZWxsLnRzXCI7XG5pbXBvcnQgeyBEaXNwYXRjaGVyIH0gZnJvbSBcIi4vZGlzcGF0Y2hlci50c1wiO1xuaW1wb3J0IHsgREVGQVVMVF9TQ1JPTExCQUNLLCBNQVhfU0lERSB9IGZyb20gXCIuLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7IFBhcnNlciB9IGZyb20gXCIuL3BhcnNlci50c1wiO1xuaW1wb3J0IHR5cGUgeyBSb3cgfSBmcm9tIFwiLi9yb3cudHNcIjtcbmltcG9ydCB7IFNjcmVlbiB9IGZyb20gXCIuL3NjcmVlbi50c1wiO1xuaW1wb3J0IHtcbiAgcm93QW5zaSxcbiAgcm93Q2VsbHMsXG4gIHJvd1J1bnMsXG4gIHJvd1RleHQsXG4gIHdyaXR0ZW5MZW5ndGgsXG59IGZyb20gXCIuL3NuYXBzaG90LnRzXCI7XG5pbXBvcnQge1xuICBjaGVja0VuZ2luZVN0YXRlLFxuICB0eXBlIEVuZ2luZVN0YXRlLFxuICBsb2FkRW5naW5lLFxuICBzYXZlRW5naW5lLFxufSBmcm9tIFwiLi9lbmdpbmVfc3RhdGUudHNcIjtcbmltcG9ydCB7IFZ0U3RhdGUgfSBmcm9tIFwiLi9zdGF0ZS50c1wiO1xuaW1wb3J0IHR5cGUge1xuICBDZWxsSnNvbixcbiAgQ3Vyc29yU3RhdGUsXG4gIFJvd1J1bixcbiAgU2NyZWVuSnNvbixcbiAgVGVybWluYWxNb2RlcyxcbiAgVGVybWluYWxPcHRpb25zLFxufSBmcm9tIFwiLi90eXBlcy50c1wiO1xuXG4vKiogU21hbGxlc3Qgc2NyZWVuIHNpZGUgYWNjZXB0ZWQgKHRoZSBsYXJnZXN0IGlzIGBNQVhfU0lERWApLiAqL1xuZXhwb3J0IGNvbnN0IE1JTl9TSVpFID0gMTtcblxuZnVuY3Rpb24gY2hlY2tTaXplKGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogdm9pZCB7XG4gIGlmIChcbiAgICAhTnVtYmVyLmlzSW50ZWdlcihjb2xzKSB8fCAhTnVtYmVyLmlzSW50ZWdlcihyb3dzKSB8fCBjb2xzIDwgTUlOX1NJWkUgfHxcbiAgICByb3dzIDwgTUlOX1NJWkUgfHwgY29scyA+IE1BWF9TSURFIHx8IHJvd3MgPiBNQVhfU0lERVxuICApIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihcbiAgICAgIGBUZXJtaW5hbCBzaXplICR7Y29sc314JHtyb3dzfSBpcyBvdXQgb2YgcmFuZ2U6IHVzZSAxLSR7TUFYX1NJREV9IGNvbHVtbnMgYW5kIDEtJHtNQVhfU0lERX0gcm93c2AsXG4gICAgKTtcbiAgfVxufVxuXG4vKipcbiAqIEFuIHh0ZXJtLWNvbXBhdGlibGUgdGVybWluYWwuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBUZXJtaW5hbCB9IGZyb20gXCIuL3Rlcm1pbmFsLnRzXCI7XG4gKiBjb25zdCB0ID0gbmV3IFRlcm1pbmFsKHsgY29sczogMjAsIHJvd3M6IDIgfSk7XG4gKiB0LndyaXRlKG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcImhpIFxceDFiWzFtdGhlcmVcIikpO1xuICogdC5saW5lVGV4dCgwKTsgLy8gXCJoaSB0aGVyZVwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNsYXNzIFRlcm1pbmFsIHtcbiAgcmVhZG9ubHkgI3NjcmVlbjogU2NyZWVuO1xuICByZWFkb25seSAjc3RhdGU6IFZ0U3RhdGU7XG4gIHJlYWRvbmx5ICNwYXJzZXI6IFBhcnNlcjtcbiAgLy8gQ3Vyc29yIGFzIG9mIHRoZSBsYXN0IGBnZW5lcmF0aW9uYCByZWFkLCB0byBidW1wIGl0IG9uIG1vdmVzLlxuICAjc2VlblggPSAtMTtcbiAgI3NlZW5ZID0gLTE7XG4gICNzZWVuTG9vayA9IC0xO1xuXG4gIGNvbnN0cnVjdG9yKG9wdHM6IFRlcm1pbmFsT3B0aW9ucykge1xuICAgIGNoZWNrU2l6ZShvcHRzLmNvbHMsIG9wdHMucm93cyk7XG4gICAgY29uc3Qgc2Nyb2xsYmFjayA9IE1hdGgubWF4KDAsIG9wdHMuc2Nyb2xsYmFjayA/PyBERUZBVUxUX1NDUk9MTEJBQ0spO1xuICAgIHRoaXMuI3NjcmVlbiA9IG5ldyBTY3JlZW4ob3B0cy5jb2xzLCBvcHRzLnJvd3MsIHNjcm9sbGJhY2spO1xuICAgIHRoaXMuI3N0YXRlID0gbmV3IFZ0U3RhdGUodGhpcy4jc2NyZWVuLCBvcHRzLmV2ZW50cyA/PyB7fSk7XG4gICAgdGhpcy4jcGFyc2VyID0gbmV3IFBhcnNlcihuZXcgRGlzcGF0Y2hlcih0aGlzLiNzdGF0ZSwgKCkgPT4gdGhpcy5yZXNldCgpKSk7XG4gIH1cblxuICAvKiogVGhlIHdob2xlIGVuZ2luZSBhcyBwbGFpbiBkYXRhIChhIGxpdmUgdXBncmFkZSBoYW5kcyBpdCBvbikuICovXG4gIHNhdmUoKTogRW5naW5lU3RhdGUge1xuICAgIHJldHVybiBzYXZlRW5naW5lKHRoaXMuI3NjcmVlbiwgdGhpcy4jc3RhdGUsIHRoaXMuI3BhcnNlcik7XG4gIH1cblxuICAvKipcbiAgICogQW4gZW5naW5lIGZyb20gYHNhdmUoKWAncyBkYXRhLCBjaGVja2VkIHdob2xlIGZpcnN0IChhIGJhZCBzdGF0ZVxuICAgKiB0aHJvd3MgYEVuZ2luZVN0YXRlRXJyb3JgKTsgYGV2ZW50c2AgYXMgZm9yIGEgbmV3IG9uZS5cbiAgICovXG4gIHN0YXRpYyByZXN0b3JlKHN0YXRlOiB1bmtub3duLCBldmVudHM6IFRlcm1pbmFsT3B0aW9uc1tcImV2ZW50c1wiXSk6IFRlcm1pbmFsIHtcbiAgICBjb25zdCBzID0gY2hlY2tFbmdpbmVTdGF0ZShzdGF0ZSk7XG4gICAgY29uc3QgdCA9IG5ldyBUZXJtaW5hbCh7XG4gICAgICBjb2xzOiBzLnNjcmVlbi5jb2xzLFxuICAgICAgcm93czogcy5zY3JlZW4ucm93cyxcbiAgICAgIHNjcm9sbGJhY2s6IHMuc2NyZWVuLmhpc3RvcnlMaW5lcyxcbiAgICAgIGV2ZW50cyxcbiAgICB9KTtcbiAgICBsb2FkRW5naW5lKHMsIHQuI3NjcmVlbiwgdC4jc3RhdGUsIHQuI3BhcnNlcik7XG4gICAgcmV0dXJuIHQ7XG4gIH1cblxuICAvKiogQ29sdW1ucy4gKi9cbiAgZ2V0IGNvbHMoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jc2NyZWVuLmNvbHM7XG4gIH1cblxuICAvKiogUm93cy4gKi9cbiAgZ2V0IHJvd3MoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jc2NyZWVuLnJvd3M7XG4gIH1cblxuICAvKiogRmVlZHMgcHJvZ3JhbSBvdXRwdXQuIEFueSBzcGxpdCBvZiBhIHN0cmVhbSBpbnRvIGNhbGxzIGdpdmVzIHRoZSBzYW1lIHNjcmVlbi4gKi9cbiAgd3JpdGUoZGF0YTogVWludDhBcnJheSk6IHZvaWQge1xuICAgIHRoaXMuI3BhcnNlci53cml0ZShkYXRhKTtcbiAgfVxuXG4gIC8qKiBSZXNpemVzOyByZWZsb3dzIHdyYXBwZWQgbGluZXMgb2YgdGhlIHByaW1hcnkgc2NyZWVuLCBrZWVwcyB0aGUgY3Vyc29yIG9uIGl0cyB0ZXh0LiAqL1xuICByZXNpemUoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjaGVja1NpemUoY29scywgcm93cyk7XG4gICAgdGhpcy4jc2NyZWVuLnJlc2l6ZShjb2xzLCByb3dzKTtcbiAgfVxuXG4gIC8qKiBGdWxsIHJlc2V0IChSSVMpLiBTY3JvbGxiYWNrIGlzIGtlcHQsIGFzIGluIHh0ZXJtLiAqL1xuICByZXNldCgpOiB2b2lkIHtcbiAgICB0aGlzLiNzY3JlZW4uaGFyZFJlc2V0KCk7XG4gICAgdGhpcy4jc3RhdGUucmVzZXRNb2RlcygpO1xuICAgIHRoaXMuI3N0YXRlLnBhbGV0dGUucmVzZXQoKTtcbiAgICB0aGlzLiNzdGF0ZS50aXRsZVN0YWNrID0gW107XG4gICAgaWYgKHRoaXMuI3N0YXRlLnRpdGxlICE9PSBcIlwiKSB7XG4gICAgICB0aGlzLiNzdGF0ZS50aXRsZSA9IFwiXCI7XG4gICAgICB0aGlzLiNzdGF0ZS5ldmVudHMudGl0bGU/LihcIlwiKTtcbiAgICB9XG4gICAgdGhpcy4jc3RhdGUuaWNvbk5hbWUgPSBcIlwiO1xuICB9XG5cbiAgLyoqXG4gICAqIEEgbmV3IHByb2dyYW0gb24gdGhpcyBzY3JlZW4gKHRtdXgncyBgcmVzcGF3bi1wYW5lYCByZWluaXRzIHRoZSBwYW5lJ3NcbiAgICogc2NyZWVuKTogYW55IHNlcXVlbmNlIHRoZSBvbGQgb25lIGxlZnQgaGFsZiB3cml0dGVuIGlzIGZvcmdvdHRlbiwgdGhlblxuICAgKiBhIGZ1bGwgcmVzZXQgKFJJUykuIEhpc3Rvcnkgc3RheXMsIGFzIGluIHRtdXguXG4gICAqL1xuICByZXN0YXJ0KCk6IHZvaWQge1xuICAgIHRoaXMuI3BhcnNlci5yZXNldCgpO1xuICAgIHRoaXMucmVzZXQoKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBEcm9wcyB0aGUgaGlzdG9yeSBhbmQgZnJlZXMgaXRzIHJvd3MgKHRtdXgncyBgY2xlYXItaGlzdG9yeWAsIGFzXG4gICAqIEVEIDMpOyB0aGUgc2NyZWVuIHN0YXlzLCBhbmQgYGhpc3RvcnlQdXNoZWRgIGRvZXMgbm90IGdvIGRvd24uXG4gICAqXG4gICAqIEBleGFtcGxlXG4gICAqIGBgYHRzXG4gICAqIGltcG9ydCB7IFRlcm1pbmFsIH0gZnJvbSBcIi4vdGVybWluYWwudHNcIjtcbiAgICogY29uc3QgdCA9IG5ldyBUZXJtaW5hbCh7IGNvbHM6IDEwLCByb3dzOiAxIH0pO1xuICAgKiB0LndyaXRlKG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcIjFcXHJcXG4yXCIpKTtcbiAgICogdC5jbGVhckhpc3RvcnkoKTtcbiAgICogdC5zY3JvbGxiYWNrTGVuZ3RoOyAvLyAwXG4gICAqIHQubGluZVRleHQoMCk7IC8vIFwiMlwiXG4gICAqIGBgYFxuICAgKi9cbiAgY2xlYXJIaXN0b3J5KCk6IHZvaWQge1xuICAgIHRoaXMuI3NjcmVlbi5oaXN0b3J5LmNsZWFyKCk7XG4gIH1cblxuICAvKiogT1NDIDAvMiB0aXRsZS4gKi9cbiAgZ2V0IHRpdGxlKCk6IHN0cmluZyB7XG4gICAgcmV0dXJuIHRoaXMuI3N0YXRlLnRpdGxlO1xuICB9XG5cbiAgLyoqIE9TQyAwLzEgaWNvbiBuYW1lLiAqL1xuICBnZXQgaWNvbk5hbWUoKTogc3RyaW5nIHtcbiAgICByZXR1cm4gdGhpcy4jc3RhdGUuaWNvbk5hbWU7XG4gIH1cblxuICAvKiogT1NDIDcgcGF0aCwgXCJcIiB3aGVuIHVua25vd24uICovXG4gIGdldCBjd2QoKTogc3RyaW5nIHtcbiAgICByZXR1cm4gdGhpcy4jc3RhdGUuY3dkO1xuICB9XG5cbiAgLyoqIEN1cnNvciBwb3NpdGlvbiBhbmQgbG9vay4gKi9cbiAgY3Vyc29yKCk6IEN1cnNvclN0YXRlIHtcbiAgICBjb25zdCBzID0gdGhpcy4jc2NyZWVuO1xuICAgIHJldHVybiB7XG4gICAgICB4OiBzLngsXG4gICAgICB5OiBzLnksXG4gICAgICB2aXNpYmxlOiBzLmN1cnNvclZpc2libGUsXG4gICAgICBzaGFwZTogdGhpcy4jc3RhdGUuY3Vyc29yU2hhcGUsXG4gICAgICBibGluazogdGhpcy4jc3RhdGUuY3Vyc29yQmxpbmssXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBBIGNvcHkgb2YgdGhlIGN1cnJlbnQgbW9kZXMuICovXG4gIG1vZGVzKCk6IFRlcm1pbmFsTW9kZXMge1xuICAgIGNvbnN0IHMgPSB0aGlzLiNzY3JlZW47XG4gICAgcmV0dXJuIHtcbiAgICAgIC4uLnRoaXMuI3N0YXRlLm1vZGVzLFxuICAgICAgYWx0U2NyZWVuOiBzLmFsdEFjdGl2ZSxcbiAgICAgIGluc2VydDogcy5pbnNlcnQsXG4gICAgICBhdXRvd3JhcDogcy5hdXRvd3JhcCxcbiAgICAgIG9yaWdpbjogcy5vcmlnaW4sXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBMaW5lcyBvZiBoaXN0b3J5IGN1cnJlbnRseSBoZWxkIGFib3ZlIHRoZSBzY3JlZW4uICovXG4gIGdldCBzY3JvbGxiYWNrTGVuZ3RoKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3NjcmVlbi5oaXN0b3J5TGVuZ3RoO1xuICB9XG5cbiAgLyoqXG4gICAqIExpbmVzIHRoYXQgZW50ZXJlZCB0aGUgcHJpbWFyeSBzY3JlZW4ncyBoaXN0b3J5IHNpbmNlIHRoZSB0ZXJtaW5hbFxuICAgKiB3YXMgY3JlYXRlZCwgaW5jbHVkaW5nIHRob3NlIHRoZSBzY3JvbGxiYWNrIGNhcCBkcm9wcGVkIHNpbmNlLiBJdFxuICAgKiBuZXZlciBnb2VzIGRvd246IEVEIDMgKGVyYXNlIGhpc3RvcnkpIGFuZCBSSVMgbGVhdmUgaXQgYXMgaXQgaXMuXG4gICAqXG4gICAqIEJldHdlZW4gdHdvIHJlYWRzIHdpdGggbm8gcmVzaXplIGluIGJldHdlZW4sIHRoZSBkaWZmZXJlbmNlIGlzIGV4YWN0bHlcbiAgICogaG93IG1hbnkgbGluZXMgc2Nyb2xsZWQgaW50byBoaXN0b3J5LCBzbyBhIHZpZXcgb2YgaGlzdG9yeSByb3dzIGtlcHRcbiAgICogYnkgZGlzdGFuY2UgZnJvbSB0aGUgbGl2ZSBzY3JlZW4gc3RheXMgb24gdGhlIHNhbWUgbGluZXMgYnkgYWRkaW5nIHRoZVxuICAgKiBkaWZmZXJlbmNlIHRvIHRoYXQgZGlzdGFuY2UgKGFuZCBjbGFtcGluZyB0byBgc2Nyb2xsYmFja0xlbmd0aGApLlxuICAgKlxuICAgKiBBIHJlc2l6ZSByZWZsb3dzIHRoZSBoaXN0b3J5IGludG8gbmV3IHJvd3MsIHNvIG5vIGNvdW50IGNhbiBrZWVwIHN1Y2hcbiAgICogYSB2aWV3IGV4YWN0IGFjcm9zcyBpdC4gSXQgYWRkcyB0aGUgcm93cyBieSB3aGljaCB0aGUgaGlzdG9yeSBncmV3XG4gICAqIChyb3dzIG9mIGEgc2hvcnRlciBzY3JlZW4gcHVzaGVkIHVwIGludG8gaXQsIGxpbmVzIHJld3JhcHBlZCBpbnRvIG1vcmVcbiAgICogcm93cyBvbiBhIG5hcnJvd2VyIG9uZSksIGFuZCBzdWJ0cmFjdHMgbm90aGluZyB3aGVuIHRoZSBoaXN0b3J5XG4gICAqIHNocmlua3MgKHJvd3MgcHVsbGVkIGJhY2sgb250byBhIHRhbGxlciBzY3JlZW4sIGxpbmVzIGpvaW5lZCBvbiBhXG4gICAqIHdpZGVyIG9uZSkuIEEgc2hvcnRlciBzY3JlZW4gb2YgdGhlIHNhbWUgd2lkdGggaXMgdGh1cyBleGFjdDsgYWZ0ZXJcbiAgICogYW55IG90aGVyIHJlc2l6ZSBhIHZpZXcgc2hvdWxkIHJlLWFuY2hvciAoY2xhbXApIHJhdGhlciB0aGFuIHRydXN0IHRoZVxuICAgKiBkaWZmZXJlbmNlLlxuICAgKlxuICAgKiBAZXhhbXBsZVxuICAgKiBgYGB0c1xuICAgKiBpbXBvcnQgeyBUZXJtaW5hbCB9IGZyb20gXCIuL3Rlcm1pbmFsLnRzXCI7XG4gICAqIGNvbnN0IHQgPSBuZXcgVGVybWluYWwoeyBjb2xzOiAxMCwgcm93czogMiwgc2Nyb2xsYmFjazogMSB9KTtcbiAgICogdC53cml0ZShuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXCIxXFxyXFxuMlxcclxcbjNcXHJcXG40XCIpKTtcbiAgICogdC5oaXN0b3J5UHVzaGVkOyAvLyAyIChvbmUgb2YgdGhlbSBkcm9wcGVkIGJ5IHRoZSBjYXApXG4gICAqIHQuc2Nyb2xsYmFja0xlbmd0aDsgLy8gMVxuICAgKiBgYGBcbiAgICovXG4gIGdldCBoaXN0b3J5UHVzaGVkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3NjcmVlbi5oaXN0b3J5LnB1c2hlZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIHByb2dyYW0gc2hvd3MgdGhlIGFsdGVybmF0ZSBzY3JlZW46IHRoZSBwcmltYXJ5IG9uZSB3YWl0cyBiZWhpbmQgaXRcbiAgICogKHdoYXQgdG11eCdzIGBjYXB0dXJlLXBhbmUgLWFgIHJlYWRzOyBgYmVoaW5kYCBpbiB0aGUgcm93IHJlYWRlcnMpLlxuICAgKi9cbiAgZ2V0IGFsdFNjcmVlblNob3duKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNzY3JlZW4uYWx0QWN0aXZlO1xuICB9XG5cbiAgI3Jvdyh5OiBudW1iZXIsIGJlaGluZCA9IGZhbHNlKTogUm93IHtcbiAgICBjb25zdCBzID0gdGhpcy4jc2NyZWVuO1xuICAgIGNvbnN0IHJvdyA9ICFiZWhpbmRcbiAgICAgID8gcy5yb3dBdCh5KVxuICAgICAgOiBzLmFsdEFjdGl2ZSAmJiB5ID49IDAgJiYgeSA8IHMucm93c1xuICAgICAgPyBzLnByaW1hcnkuYXQoeSlcbiAgICAgIDogdW5kZWZpbmVkO1xuICAgIGlmIChyb3cgPT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhyb3cgbmV3IFJhbmdlRXJyb3IoXG4gICAgICAgIGBSb3cgJHt5fSBpcyBvdXRzaWRlIHRoZSBzY3JlZW4gYW5kIGl0cyBoaXN0b3J5OiB1c2UgLSR7dGhpcy5zY3JvbGxiYWNrTGVuZ3RofS4uJHtcbiAgICAgICAgICB0aGlzLnJvd3MgLSAxXG4gICAgICAgIH1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIHJvdztcbiAgfVxuXG4gIC8qKiBDb21wYWN0IHJ1bnMgb2Ygcm93IGB5YCAoc2VlIGBSb3dSdW5gKS4gKi9cbiAgcm93UnVucyh5OiBudW1iZXIpOiBSb3dSdW5bXSB7XG4gICAgcmV0dXJuIHJvd1J1bnModGhpcy4jcm93KHkpLCB0aGlzLiNzY3JlZW4uc3R5bGVzKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUZXh0IG9mIHJvdyBgeWA6IHdpZGUgY2hhcmFjdGVycyBvbmNlLCB0cmFpbGluZyBzcGFjZXMgdHJpbW1lZCB1bmxlc3NcbiAgICogYHdob2xlYCAoYSB3cmFwcGVkIHJvdydzIGFyZSBpbiB0aGUgbWlkZGxlIG9mIGl0cyBsaW5lKTsgXCJ3cml0dGVuXCI6XG4gICAqIHVwIHRvIHRoZSBsYXN0IGNlbGwgd3JpdHRlbiwgYSBzcGFjZSB0b28gKHRtdXgncyBgY2FwdHVyZS1wYW5lIC1OYCkuXG4gICAqXG4gICAqIGBiZWhpbmRgOiB0aGF0IHJvdyBvZiB0aGUgcHJpbWFyeSBzY3JlZW4gYmVoaW5kIHRoZSBhbHRlcm5hdGUgb25lXG4gICAqIChgYWx0U2NyZWVuU2hvd25gKS5cbiAgICovXG4gIGxpbmVUZXh0KFxuICAgIHk6IG51bWJlcixcbiAgICB3aG9sZTogYm9vbGVhbiB8IFwid3JpdHRlblwiID0gZmFsc2UsXG4gICAgYmVoaW5kID0gZmFsc2UsXG4gICk6IHN0cmluZyB7XG4gICAgY29uc3Qgcm93ID0gdGhpcy4jcm93KHksIGJlaGluZCk7XG4gICAgaWYgKHdob2xlID09PSBcIndyaXR0ZW5cIikgcmV0dXJuIHJvd1RleHQocm93LCBmYWxzZSwgd3JpdHRlbkxlbmd0aChyb3cpKTtcbiAgICBjb25zdCB0ZXh0ID0gcm93VGV4dChyb3csICF3aG9sZSk7XG4gICAgcmV0dXJuIHdob2xlICYmIHRoaXMuI3dpZGVXcmFwcGVkKHksIGJlaGluZCkgPyB0ZXh0LnNsaWNlKDAsIC0xKSA6IHRleHQ7XG4gIH1cblxuICAvKipcbiAgICogUm93IGB5YCB3cmFwcGVkIGVhcmx5OiBhIHdpZGUgY2hhcmFjdGVyIHRoYXQgZGlkIG5vdCBmaXQgaW4gaXRzIGxhc3RcbiAgICogY29sdW1uIHdlbnQgdG8gdGhlIG5leHQgcm93IGFuZCBsZWZ0IHRoYXQgY29sdW1uIGJsYW5rLCB3aGljaCBpcyBub3RcbiAgICogcGFydCBvZiB0aGUgbGluZSB0aGUgcHJvZ3JhbSB3cm90ZSAodG11eCdzIGAtSmAgaGFzIG5vIHNwYWNlIHRoZXJlKS5cbiAgICovXG4gICN3aWRlV3JhcHBlZCh5OiBudW1iZXIsIGJlaGluZCA9IGZhbHNlKTogYm9vbGVhbiB7XG4gICAgY29uc3Qgcm93ID0gdGhpcy4jcm93KHksIGJlaGluZCk7XG4gICAgaWYgKCFyb3cud3JhcHBlZCB8fCB5ICsgMSA+PSB0aGlzLnJvd3MpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBsYXN0ID0gcm93LmNlbGxzWyhyb3cuY29scyAtIDEpICogQ0VMTF9XT1JEU107XG4gICAgY29uc3QgbmV4dCA9IHRoaXMuI3Jvdyh5ICsgMSwgYmVoaW5kKS5jZWxsc1swXTtcbiAgICByZXR1cm4gKGxhc3QgJiBDUF9NQVNLKSA9PT0gMCAmJiAobmV4dCAmIENFTExfV0lERSkgIT09IDA7XG4gIH1cblxuICAvKiogUm93IGB5YCBjb250aW51ZXMgb24gdGhlIG5leHQgb25lIChzb2Z0IHdyYXApLiAqL1xuICByb3dXcmFwcGVkKHk6IG51bWJlciwgYmVoaW5kID0gZmFsc2UpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jcm93KHksIGJlaGluZCkud3JhcHBlZDtcbiAgfVxuXG4gIC8qKiBSb3cgYHlgIGNlbGwgYnkgY2VsbDogZXhhY3RseSBgY29sc2AgY2VsbHMuICovXG4gIHJvd0NlbGxzKHk6IG51bWJlcik6IENlbGxKc29uW10ge1xuICAgIHJldHVybiByb3dDZWxscyh0aGlzLiNyb3coeSksIHRoaXMuI3NjcmVlbi5zdHlsZXMsIHRoaXMuI3NjcmVlbi5saW5rcyk7XG4gIH1cblxuICAvKipcbiAgICogQSBzdGFtcCB0aGF0IGNoYW5nZXMgd2hlbmV2ZXIgdmlzaWJsZSByb3cgeSBjaGFuZ2VzOiBpdHMgY29udGVudCwgb3IgYVxuICAgKiBkaWZmZXJlbnQgcm93IG1vdmluZyB0byBwb3NpdGlvbiB5IChzY3JvbGwsIHNjcmVlbiBzd2l0Y2gsIHJlc2l6ZSkuIFR3b1xuICAgKiBkaWZmZXJlbnQgcm93IGNvbnRlbnRzIG5ldmVyIHNoYXJlIGEgc3RhbXAuXG4gICAqL1xuICByb3dHZW5lcmF0aW9uKHk6IG51bWJlcik6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3Jvdyh5KS5nZW47XG4gIH1cblxuICAvKiogQnVtcHMgb24gYW55IHZpc2libGUgY2hhbmdlOiByb3dzLCBjdXJzb3IsIG1vZGVzLCB0aXRsZS4gKi9cbiAgZ2V0IGdlbmVyYXRpb24oKTogbnVtYmVyIHtcbiAgICBjb25zdCBzID0gdGhpcy4jc2NyZWVuO1xuICAgIGNvbnN0IHN0ID0gdGhpcy4jc3RhdGU7XG4gICAgLy8gQ3Vyc29yIG1vdmVzIGRvIG5vdCBzdGFtcCBhbnl0aGluZyBhcyB0aGV5IGhhcHBlbiAodGhleSBhcmUgdG9vXG4gICAgLy8gZnJlcXVlbnQpOyBhIHJlYWQgbm90aWNlcyB0aGVtIGhlcmUgaW5zdGVhZC5cbiAgICBjb25zdCBsb29rID0gKHMuY3Vyc29yVmlzaWJsZSA/IDEgOiAwKSB8IChzdC5jdXJzb3JCbGluayA/IDIgOiAwKSB8XG4gICAgICAoc3QuY3Vyc29yU2hhcGUgPT09IFwiYmxvY2tcIiA/IDAgOiBzdC5jdXJzb3JTaGFwZSA9PT0gXCJiYXJcIiA/IDQgOiA4KTtcbiAgICBpZiAocy54ICE9PSB0aGlzLiNzZWVuWCB8fCBzLnkgIT09IHRoaXMuI3NlZW5ZIHx8IGxvb2sgIT09IHRoaXMuI3NlZW5Mb29rKSB7XG4gICAgICB0aGlzLiNzZWVuWCA9IHMueDtcbiAgICAgIHRoaXMuI3NlZW5ZID0gcy55O1xuICAgICAgdGhpcy4jc2Vlbkxvb2sgPSBsb29rO1xuICAgICAgcy5zdGFtcCsrO1xuICAgIH1cbiAgICByZXR1cm4gcy5zdGFtcDtcbiAgfVxuXG4gIC8qKiBPU0MgOCB0YXJnZXQgb2YgYSBoeXBlcmxpbmsgaWQgZm91bmQgaW4gYSBydW4gb3Igc3R5bGUuICovXG4gIGh5cGVybGluayhpZDogbnVtYmVyKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy4jc2NyZWVuLmxpbmtzLnVyaShpZCk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIGBpZD1gIHBhcmFtZXRlciB0aGUgcHJvZ3JhbSBnYXZlIGh5cGVybGluayBgaWRgIGluIGl0cyBPU0MgOCAoXCJcIiB3aGVuXG4gICAqIGl0IGdhdmUgbm9uZSksIHNvIHRoYXQgYSBsaW5rIHNwbGl0IG92ZXIgbGluZXMgc3RheXMgb25lIGxpbmsgb3V0c2lkZS5cbiAgICovXG4gIGh5cGVybGlua0lkKGlkOiBudW1iZXIpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICAgIHJldHVybiB0aGlzLiNzY3JlZW4ubGlua3MuaWRQYXJhbShpZCk7XG4gIH1cblxuICAvKiogVGhlIGBiZXJ0aCByZXBsYXkgLS1qc29uYCBvYmplY3Q7IGBzY3JvbGxiYWNrYCBsaW5lcyBvZiBoaXN0b3J5ICgtMTogYWxsKS4gKi9cbiAgc25hcHNob3Qob3B0czogeyBzY3JvbGxiYWNrPzogbnVtYmVyIH0gPSB7fSk6IFNjcmVlbkpzb24ge1xuICAgIGNvbnN0IHMgPSB0aGlzLiNzY3JlZW47XG4gICAgY29uc3QgbGluZXM6IHN0cmluZ1tdID0gW107XG4gICAgY29uc3QgY2VsbHM6IENlbGxKc29uW11bXSA9IFtdO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgcy5yb3dzOyB5KyspIHtcbiAgICAgIGxpbmVzLnB1c2godGhpcy5saW5lVGV4dCh5KSk7XG4gICAgICBjZWxscy5wdXNoKHRoaXMucm93Q2VsbHMoeSkpO1xuICAgIH1cbiAgICBjb25zdCBvdXQ6IFNjcmVlbkpzb24gPSB7XG4gICAgICBjb2xzOiBzLmNvbHMsXG4gICAgICByb3dzOiBzLnJvd3MsXG4gICAgICBjdXJzb3I6IHsgeDogcy54LCB5OiBzLnksIHZpc2libGU6IHMuY3Vyc29yVmlzaWJsZSB9LFxuICAgICAgdGl0bGU6IHRoaXMuI3N0YXRlLnRpdGxlLFxuICAgICAgbGluZXMsXG4gICAgICBjZWxscyxcbiAgICB9O1xuICAgIGNvbnN0IHdhbnQgPSBvcHRzLnNjcm9sbGJhY2sgPz8gMDtcbiAgICBpZiAod2FudCAhPT0gMCkge1xuICAgICAgY29uc3QgaGF2ZSA9IHRoaXMuc2Nyb2xsYmFja0xlbmd0aDtcbiAgICAgIGNvbnN0IG4gPSB3YW50IDwgMCA/IGhhdmUgOiBNYXRoLm1pbih3YW50LCBoYXZlKTtcbiAgICAgIG91dC5zY3JvbGxiYWNrID0gW107XG4gICAgICBmb3IgKGxldCB5ID0gLW47IHkgPCAwOyB5KyspIG91dC5zY3JvbGxiYWNrLnB1c2godGhpcy5saW5lVGV4dCh5KSk7XG4gICAgfVxuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvKiogVmlzaWJsZSBsaW5lcyBqb2luZWQgYnkgXCJcXG5cIiAodHJhaWxpbmcgc3BhY2VzIHRyaW1tZWQpOiB3aGF0IGB3YWl0IC0tdGV4dGAgbWF0Y2hlcy4gKi9cbiAgc2NyZWVuVGV4dCgpOiBzdHJpbmcge1xuICAgIGNvbnN0IGxpbmVzOiBzdHJpbmdbXSA9IFtdO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgdGhpcy5yb3dzOyB5KyspIGxpbmVzLnB1c2godGhpcy5saW5lVGV4dCh5KSk7XG4gICAgcmV0dXJuIGxpbmVzLmpvaW4oXCJcXG5cIik7XG4gIH1cblxuICAvKipcbiAgICogTGluZXMgd2l0aCBTR1IgZXNjYXBlcyBmb3IgYGNhcHR1cmUgLS1hbnNpYDogZWFjaCBsaW5lIHN0YXJ0cyBmcm9tIHRoZVxuICAgKiBkZWZhdWx0IHN0eWxlLCBjYXJyaWVzIG9ubHkgdGhlIFNHUiBjaGFuZ2VzIGl0IG5lZWRzLCBhbmQgZW5kcyB3aXRoXG4gICAqIFNHUiByZXNldCB3aGVuIGl0IGNoYW5nZWQgYW55dGhpbmcuIHkgcmFuZ2UgYXMgZm9yIHJvd1J1bnMuIGB3aG9sZWA6XG4gICAqIGJsYW5rcyBhZnRlciB0aGUgbGFzdCBjZWxsIHVwIHRvIHRoZSBsYXN0IGNvbHVtbiB0b28gKGFzIGBsaW5lVGV4dGApLlxuICAgKlxuICAgKiBgd2hvbGVgIGFuZCBgYmVoaW5kYCBhcyBgbGluZVRleHRgLlxuICAgKi9cbiAgYW5zaUxpbmUoXG4gICAgeTogbnVtYmVyLFxuICAgIHdob2xlOiBib29sZWFuIHwgXCJ3cml0dGVuXCIgPSBmYWxzZSxcbiAgICBiZWhpbmQgPSBmYWxzZSxcbiAgKTogc3RyaW5nIHtcbiAgICBjb25zdCByb3cgPSB0aGlzLiNyb3coeSwgYmVoaW5kKTtcbiAgICBjb25zdCBwYWQgPSB3aG9sZSA9PT0gXCJ3cml0dGVuXCJcbiAgICAgID8gd3JpdHRlbkxlbmd0aChyb3cpXG4gICAgICA6ICF3aG9sZVxuICAgICAgPyAwXG4gICAgICA6IHRoaXMuI3dpZGVXcmFwcGVkKHksIGJlaGluZClcbiAgICAgID8gcm93LmNvbHMgLSAxXG4gICAgICA6IHJvdy5jb2xzO1xuICAgIHJldHVybiByb3dBbnNpKHJvdywgdGhpcy4jc2NyZWVuLnN0eWxlcywgcGFkKTtcbiAgfVxuXG4gIC8qKiBFbmRzIGEgc3luY2hyb25pemVkIHVwZGF0ZSAobW9kZSAyMDI2KSB0aGF0IG5ldmVyIGVuZGVkOiB0aGUgd2F0Y2hkb2cncyBsZXZlci4gKi9cbiAgZW5kU3luY2hyb25pemVkVXBkYXRlKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNzdGF0ZS5tb2Rlcy5zeW5jaHJvbml6ZWRPdXRwdXQpIHtcbiAgICAgIHRoaXMuI3N0YXRlLm1vZGVzLnN5bmNocm9uaXplZE91dHB1dCA9IGZhbHNlO1xuICAgICAgdGhpcy4jc3RhdGUuYnVtcCgpO1xuICAgIH1cbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsU0FBUyxFQUFFLFVBQVUsRUFBRSxPQUFPLFFBQVEsWUFBWTtBQUMzRCxTQUFTLFVBQVUsUUFBUSxrQkFBa0I7QUFDN0MsU0FBUyxrQkFBa0IsRUFBRSxRQUFRLFFBQVEsd0JBQXdCO0FBQ3JFLFNBQVMsTUFBTSxRQUFRLGNBQWM7QUFFckMsU0FBUyxNQUFNLFFBQVEsY0FBYztBQUNyQyxTQUNFLE9BQU8sRUFDUCxRQUFRLEVBQ1IsT0FBTyxFQUNQLE9BQU8sRUFDUCxhQUFhLFFBQ1IsZ0JBQWdCO0FBQ3ZCLFNBQ0UsZ0JBQWdCLEVBRWhCLFVBQVUsRUFDVixVQUFVLFFBQ0wsb0JBQW9CO0FBQzNCLFNBQVMsT0FBTyxRQUFRLGFBQWE7QUFVckMsK0RBQStELEdBQy9ELE9BQU8sTUFBTSxXQUFXLEVBQUU7QUFFMUIsU0FBUyxVQUFVLElBQVksRUFBRSxJQUFZO0VBQzNDLElBQ0UsQ0FBQyxPQUFPLFNBQVMsQ0FBQyxTQUFTLENBQUMsT0FBTyxTQUFTLENBQUMsU0FBUyxPQUFPLFlBQzdELE9BQU8sWUFBWSxPQUFPLFlBQVksT0FBTyxVQUM3QztJQUNBLE1BQU0sSUFBSSxXQUNSLENBQUMsY0FBYyxFQUFFLEtBQUssQ0FBQyxFQUFFLEtBQUssd0JBQXdCLEVBQUUsU0FBUyxlQUFlLEVBQUUsU0FBUyxLQUFLLENBQUM7RUFFckc7QUFDRjtBQUVBOzs7Ozs7Ozs7O0NBVUMsR0FDRCxPQUFPLE1BQU07RUFDRixDQUFBLE1BQU8sQ0FBUztFQUNoQixDQUFBLEtBQU0sQ0FBVTtFQUNoQixDQUFBLE1BQU8sQ0FBUztFQUN6QixnRUFBZ0U7RUFDaEUsQ0FBQSxLQUFNLEdBQUcsQ0FBQyxFQUFFO0VBQ1osQ0FBQSxLQUFNLEdBQUcsQ0FBQyxFQUFFO0VBQ1osQ0FBQSxRQUFTLEdBQUcsQ0FBQyxFQUFFO0VBRWYsWUFBWSxJQUFxQixDQUFFO0lBQ2pDLFVBQVUsS0FBSyxJQUFJLEVBQUUsS0FBSyxJQUFJO0lBQzlCLE1BQU0sYUFBYSxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssVUFBVSxJQUFJO0lBQ2xELElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLE9BQU8sS0FBSyxJQUFJLEVBQUUsS0FBSyxJQUFJLEVBQUU7SUFDaEQsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsS0FBSyxNQUFNLElBQUksQ0FBQztJQUN4RCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxPQUFPLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsSUFBTSxJQUFJLENBQUMsS0FBSztFQUN4RTtFQUVBLGlFQUFpRSxHQUNqRSxPQUFvQjtJQUNsQixPQUFPLFdBQVcsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQzNEO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxRQUFRLEtBQWMsRUFBRSxNQUFpQyxFQUFZO0lBQzFFLE1BQU0sSUFBSSxpQkFBaUI7SUFDM0IsTUFBTSxJQUFJLElBQUksU0FBUztNQUNyQixNQUFNLEVBQUUsTUFBTSxDQUFDLElBQUk7TUFDbkIsTUFBTSxFQUFFLE1BQU0sQ0FBQyxJQUFJO01BQ25CLFlBQVksRUFBRSxNQUFNLENBQUMsWUFBWTtNQUNqQztJQUNGO0lBQ0EsV0FBVyxHQUFHLEVBQUUsQ0FBQSxNQUFPLEVBQUUsRUFBRSxDQUFBLEtBQU0sRUFBRSxFQUFFLENBQUEsTUFBTztJQUM1QyxPQUFPO0VBQ1Q7RUFFQSxhQUFhLEdBQ2IsSUFBSSxPQUFlO0lBQ2pCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7RUFDMUI7RUFFQSxVQUFVLEdBQ1YsSUFBSSxPQUFlO0lBQ2pCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7RUFDMUI7RUFFQSxrRkFBa0YsR0FDbEYsTUFBTSxJQUFnQixFQUFRO0lBQzVCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLLENBQUM7RUFDckI7RUFFQSx3RkFBd0YsR0FDeEYsT0FBTyxJQUFZLEVBQUUsSUFBWSxFQUFRO0lBQ3ZDLFVBQVUsTUFBTTtJQUNoQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxDQUFDLE1BQU07RUFDNUI7RUFFQSx1REFBdUQsR0FDdkQsUUFBYztJQUNaLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxTQUFTO0lBQ3RCLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxVQUFVO0lBQ3RCLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPLENBQUMsS0FBSztJQUN6QixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsVUFBVSxHQUFHLEVBQUU7SUFDM0IsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSyxLQUFLLElBQUk7TUFDNUIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssR0FBRztNQUNwQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxDQUFDLEtBQUssR0FBRztJQUM3QjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLEdBQUc7RUFDekI7RUFFQTs7OztHQUlDLEdBQ0QsVUFBZ0I7SUFDZCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSztJQUNsQixJQUFJLENBQUMsS0FBSztFQUNaO0VBRUE7Ozs7Ozs7Ozs7Ozs7R0FhQyxHQUNELGVBQXFCO0lBQ25CLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxPQUFPLENBQUMsS0FBSztFQUM1QjtFQUVBLG1CQUFtQixHQUNuQixJQUFJLFFBQWdCO0lBQ2xCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUs7RUFDMUI7RUFFQSx1QkFBdUIsR0FDdkIsSUFBSSxXQUFtQjtJQUNyQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRO0VBQzdCO0VBRUEsaUNBQWlDLEdBQ2pDLElBQUksTUFBYztJQUNoQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHO0VBQ3hCO0VBRUEsOEJBQThCLEdBQzlCLFNBQXNCO0lBQ3BCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ3RCLE9BQU87TUFDTCxHQUFHLEVBQUUsQ0FBQztNQUNOLEdBQUcsRUFBRSxDQUFDO01BQ04sU0FBUyxFQUFFLGFBQWE7TUFDeEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsV0FBVztNQUM5QixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxXQUFXO0lBQ2hDO0VBQ0Y7RUFFQSxpQ0FBaUMsR0FDakMsUUFBdUI7SUFDckIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsT0FBTztNQUNMLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUs7TUFDcEIsV0FBVyxFQUFFLFNBQVM7TUFDdEIsUUFBUSxFQUFFLE1BQU07TUFDaEIsVUFBVSxFQUFFLFFBQVE7TUFDcEIsUUFBUSxFQUFFLE1BQU07SUFDbEI7RUFDRjtFQUVBLHNEQUFzRCxHQUN0RCxJQUFJLG1CQUEyQjtJQUM3QixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxhQUFhO0VBQ25DO0VBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztHQTJCQyxHQUNELElBQUksZ0JBQXdCO0lBQzFCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU8sQ0FBQyxNQUFNO0VBQ3BDO0VBRUE7OztHQUdDLEdBQ0QsSUFBSSxpQkFBMEI7SUFDNUIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsU0FBUztFQUMvQjtFQUVBLENBQUEsR0FBSSxDQUFDLENBQVMsRUFBRSxTQUFTLEtBQUs7SUFDNUIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsTUFBTSxNQUFNLENBQUMsU0FDVCxFQUFFLEtBQUssQ0FBQyxLQUNSLEVBQUUsU0FBUyxJQUFJLEtBQUssS0FBSyxJQUFJLEVBQUUsSUFBSSxHQUNuQyxFQUFFLE9BQU8sQ0FBQyxFQUFFLENBQUMsS0FDYjtJQUNKLElBQUksUUFBUSxXQUFXO01BQ3JCLE1BQU0sSUFBSSxXQUNSLENBQUMsSUFBSSxFQUFFLEVBQUUsNkNBQTZDLEVBQUUsSUFBSSxDQUFDLGdCQUFnQixDQUFDLEVBQUUsRUFDOUUsSUFBSSxDQUFDLElBQUksR0FBRyxHQUNaO0lBRU47SUFDQSxPQUFPO0VBQ1Q7RUFFQSw0Q0FBNEMsR0FDNUMsUUFBUSxDQUFTLEVBQVk7SUFDM0IsT0FBTyxRQUFRLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNO0VBQ2xEO0VBRUE7Ozs7Ozs7R0FPQyxHQUNELFNBQ0UsQ0FBUyxFQUNULFFBQTZCLEtBQUssRUFDbEMsU0FBUyxLQUFLLEVBQ047SUFDUixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUc7SUFDekIsSUFBSSxVQUFVLFdBQVcsT0FBTyxRQUFRLEtBQUssT0FBTyxjQUFjO0lBQ2xFLE1BQU0sT0FBTyxRQUFRLEtBQUssQ0FBQztJQUMzQixPQUFPLFNBQVMsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLEdBQUcsVUFBVSxLQUFLLEtBQUssQ0FBQyxHQUFHLENBQUMsS0FBSztFQUNyRTtFQUVBOzs7O0dBSUMsR0FDRCxDQUFBLFdBQVksQ0FBQyxDQUFTLEVBQUUsU0FBUyxLQUFLO0lBQ3BDLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRztJQUN6QixJQUFJLENBQUMsSUFBSSxPQUFPLElBQUksSUFBSSxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUUsT0FBTztJQUMvQyxNQUFNLE9BQU8sSUFBSSxLQUFLLENBQUMsQ0FBQyxJQUFJLElBQUksR0FBRyxDQUFDLElBQUksV0FBVztJQUNuRCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksR0FBRyxRQUFRLEtBQUssQ0FBQyxFQUFFO0lBQzlDLE9BQU8sQ0FBQyxPQUFPLE9BQU8sTUFBTSxLQUFLLENBQUMsT0FBTyxTQUFTLE1BQU07RUFDMUQ7RUFFQSxtREFBbUQsR0FDbkQsV0FBVyxDQUFTLEVBQUUsU0FBUyxLQUFLLEVBQVc7SUFDN0MsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRyxRQUFRLE9BQU87RUFDckM7RUFFQSxnREFBZ0QsR0FDaEQsU0FBUyxDQUFTLEVBQWM7SUFDOUIsT0FBTyxTQUFTLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUs7RUFDdkU7RUFFQTs7OztHQUlDLEdBQ0QsY0FBYyxDQUFTLEVBQVU7SUFDL0IsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRyxHQUFHO0VBQ3pCO0VBRUEsNkRBQTZELEdBQzdELElBQUksYUFBcUI7SUFDdkIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDdEIsa0VBQWtFO0lBQ2xFLCtDQUErQztJQUMvQyxNQUFNLE9BQU8sQ0FBQyxFQUFFLGFBQWEsR0FBRyxJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsV0FBVyxHQUFHLElBQUksQ0FBQyxJQUM5RCxDQUFDLEdBQUcsV0FBVyxLQUFLLFVBQVUsSUFBSSxHQUFHLFdBQVcsS0FBSyxRQUFRLElBQUksQ0FBQztJQUNwRSxJQUFJLEVBQUUsQ0FBQyxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxFQUFFLENBQUMsS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLElBQUksU0FBUyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUU7TUFDekUsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEVBQUUsQ0FBQztNQUNqQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsRUFBRSxDQUFDO01BQ2pCLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztNQUNqQixFQUFFLEtBQUs7SUFDVDtJQUNBLE9BQU8sRUFBRSxLQUFLO0VBQ2hCO0VBRUEsNERBQTRELEdBQzVELFVBQVUsRUFBVSxFQUFzQjtJQUN4QyxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLLENBQUMsR0FBRyxDQUFDO0VBQ2hDO0VBRUE7OztHQUdDLEdBQ0QsWUFBWSxFQUFVLEVBQXNCO0lBQzFDLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUssQ0FBQyxPQUFPLENBQUM7RUFDcEM7RUFFQSwrRUFBK0UsR0FDL0UsU0FBUyxPQUFnQyxDQUFDLENBQUMsRUFBYztJQUN2RCxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTztJQUN0QixNQUFNLFFBQWtCLEVBQUU7SUFDMUIsTUFBTSxRQUFzQixFQUFFO0lBQzlCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxFQUFFLElBQUksRUFBRSxJQUFLO01BQy9CLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUM7TUFDekIsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUMzQjtJQUNBLE1BQU0sTUFBa0I7TUFDdEIsTUFBTSxFQUFFLElBQUk7TUFDWixNQUFNLEVBQUUsSUFBSTtNQUNaLFFBQVE7UUFBRSxHQUFHLEVBQUUsQ0FBQztRQUFFLEdBQUcsRUFBRSxDQUFDO1FBQUUsU0FBUyxFQUFFLGFBQWE7TUFBQztNQUNuRCxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLO01BQ3hCO01BQ0E7SUFDRjtJQUNBLE1BQU0sT0FBTyxLQUFLLFVBQVUsSUFBSTtJQUNoQyxJQUFJLFNBQVMsR0FBRztNQUNkLE1BQU0sT0FBTyxJQUFJLENBQUMsZ0JBQWdCO01BQ2xDLE1BQU0sSUFBSSxPQUFPLElBQUksT0FBTyxLQUFLLEdBQUcsQ0FBQyxNQUFNO01BQzNDLElBQUksVUFBVSxHQUFHLEVBQUU7TUFDbkIsSUFBSyxJQUFJLElBQUksQ0FBQyxHQUFHLElBQUksR0FBRyxJQUFLLElBQUksVUFBVSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxDQUFDO0lBQ2pFO0lBQ0EsT0FBTztFQUNUO0VBRUEsd0ZBQXdGLEdBQ3hGLGFBQXFCO0lBQ25CLE1BQU0sUUFBa0IsRUFBRTtJQUMxQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxJQUFLLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUM7SUFDN0QsT0FBTyxNQUFNLElBQUksQ0FBQztFQUNwQjtFQUVBOzs7Ozs7O0dBT0MsR0FDRCxTQUNFLENBQVMsRUFDVCxRQUE2QixLQUFLLEVBQ2xDLFNBQVMsS0FBSyxFQUNOO0lBQ1IsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxHQUFHO0lBQ3pCLE1BQU0sTUFBTSxVQUFVLFlBQ2xCLGNBQWMsT0FDZCxDQUFDLFFBQ0QsSUFDQSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxVQUNyQixJQUFJLElBQUksR0FBRyxJQUNYLElBQUksSUFBSTtJQUNaLE9BQU8sUUFBUSxLQUFLLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEVBQUU7RUFDM0M7RUFFQSxtRkFBbUYsR0FDbkYsd0JBQThCO0lBQzVCLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssQ0FBQyxrQkFBa0IsRUFBRTtNQUN4QyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSyxDQUFDLGtCQUFrQixHQUFHO01BQ3ZDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJO0lBQ2xCO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=11928939088743202404,13413390941093276251