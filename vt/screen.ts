/**
 * The screen model: primary and alternate grids of packed rows, the
 * cursor, the pen, margins, tab stops and character sets, and the editing
 * operations the control sequences map to. `terminal.ts` decodes sequences
 * into calls here; this file knows nothing of bytes.
 *
 * Coordinates are 0-based. The cursor's `x` is always `< cols`; a pending
 * wrap (the last column was just written) is the separate `wrapPending`
 * flag, as in xterm. It is set with autowrap off too, where the next
 * character overwrites the last column instead of wrapping.
 *
 * Every change to a row stamps it with a fresh value of `stamp` (`touch`),
 * which `Terminal.rowGeneration()` reports: a recycled row is cleared and
 * so stamped again when reused.
 *
 * @module
 */

import * as cell from "./cell.ts";
import type { Charset } from "./charsets.ts";
import { History } from "./history.ts";
import { LinkTable } from "./hyperlinks.ts";
import { Grid } from "./grid.ts";
import { reflow } from "./reflow.ts";
import { Row, RowAllocator } from "./row.ts";
import { StyleSet } from "./styles.ts";
import * as types from "./types.ts";
import {
  charWidth,
  isEmoji,
  isEmojiModifier,
  isPictograph,
  isRegional,
} from "./width.ts";
import * as width from "./width.ts";

// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const { CELL_GRAPHEME, CELL_PROTECTED, CELL_SPACER, CELL_WIDE, CP_MASK } = cell;
const { COLOR_DEFAULT } = types;
const { FLAT_LIMIT, FLAT_WIDTHS, VS16, WIDTH_CLUSTER, ZWJ } = width;

/** Longest grapheme cluster kept, in UTF-16 code units. */
export const MAX_CLUSTER = 32;

/** What DECSC saves and DECRC restores. */
export interface SavedCursor {
  x: number;
  y: number;
  wrapPending: boolean;
  fg: number;
  bg: number;
  ul: number;
  flags: number;
  link: number;
  protect: boolean;
  origin: boolean;
  charsets: Charset[];
  gl: number;
}

/** The grid and everything that edits it. */
export class Screen {
  cols: number;
  rows: number;
  /** The active grid. */
  lines: Grid;
  primary: Grid;
  alt: Grid;
  altActive = false;
  readonly history: History;
  readonly styles = new StyleSet();
  readonly links = new LinkTable();
  /** Generation counter; see the module doc. */
  stamp = 0;

  x = 0;
  y = 0;
  wrapPending = false;
  cursorVisible = true;

  // Margins, inclusive.
  top = 0;
  bottom: number;
  left = 0;
  right: number;

  // Modes that change editing.
  autowrap = true;
  insert = false;
  origin = false;
  /** DECLRMM (mode 69): DECSLRM margins are allowed. */
  lrmm = false;
  /** LNM: LF also returns the carriage. */
  newline = false;
  /** Mode 45: BS at the left edge goes to the end of the previous line. */
  reverseWrap = false;

  // The pen.
  fg = COLOR_DEFAULT;
  bg = COLOR_DEFAULT;
  ul = COLOR_DEFAULT;
  flags = 0;
  link = 0;
  /** DECSCA: new cells are protected from selective erase. */
  protect = false;
  #penId = 0;
  #eraseId = 0;
  #penDirty = false;
  #eraseDirty = false;

  // Character sets.
  charsets: Charset[] = [null, null, null, null];
  gl = 0;
  /** 2 or 3 while a single shift (SS2/SS3) applies to the next character. */
  singleShift = 0;

  tabs: Uint8Array;
  #savedPrimary: SavedCursor | null = null;
  #savedAlt: SavedCursor | null = null;

  /** Last printed character, for REP. */
  lastCp = 0;
  #slowAscii = false;
  /**
   * A ZWJ after a pictograph was just printed: the next character may join
   * its cluster, so it takes the general path.
   */
  #zwjPending = false;
  /** Where that ZWJ is: its row and column. */
  #zwjRow: Row | null = null;
  #zwjX = -1;
  #allocator: RowAllocator;
  #scratch = new Uint32Array(256);

  constructor(cols: number, rows: number, scrollback: number) {
    this.cols = cols;
    this.rows = rows;
    this.bottom = rows - 1;
    this.right = cols - 1;
    this.history = new History(scrollback, cols);
    this.#allocator = new RowAllocator(cols);
    this.primary = this.#blankGrid();
    this.alt = this.#blankGrid();
    this.lines = this.primary;
    this.tabs = new Uint8Array(cols);
    this.resetTabs();
    this.styles.onFull = (marks) => this.#markStyles(marks);
    this.links.onFull = () => this.#liveLinks();
  }

  // -------------------------------------------------------------------------
  // Rows and stamps

  #blankGrid(): Grid {
    const rows: Row[] = [];
    for (let y = 0; y < this.rows; y++) {
      rows.push(new Row(this.cols));
      this.touch(rows[y]);
    }
    return new Grid(rows);
  }

  /** Stamps `row` as changed. */
  touch(row: Row): void {
    row.gen = ++this.stamp;
  }

  /** Row `y`: `[0, rows)` on screen, `[-history, -1]` in history. */
  rowAt(y: number): Row | undefined {
    if (y >= 0) return y < this.rows ? this.lines.at(y) : undefined;
    if (this.altActive) return undefined;
    const i = this.history.length + y;
    return i >= 0 ? this.history.at(i) : undefined;
  }

  /** Lines of history reachable with negative `y`. */
  get historyLength(): number {
    return this.altActive ? 0 : this.history.length;
  }

  /** What DECSC saved on the primary and the alternate screen. */
  savedCursors(): [SavedCursor | null, SavedCursor | null] {
    return [this.#savedPrimary, this.#savedAlt];
  }

  /**
   * After `engine_state.ts` set the public fields: the saved cursors, and
   * the caches derived from the rest recomputed.
   */
  restored(saved: [SavedCursor | null, SavedCursor | null]): void {
    [this.#savedPrimary, this.#savedAlt] = saved;
    this.#zwjPending = false;
    this.#zwjRow = null;
    this.penChanged();
  }

  // -------------------------------------------------------------------------
  // Pen

  /** The pen changed: cached style ids must be recomputed. */
  penChanged(): void {
    this.#penDirty = true;
    this.#eraseDirty = true;
    this.#updateSlow();
  }

  /** Style id of the pen. */
  penId(): number {
    if (this.#penDirty) this.#internPen();
    return this.#penId;
  }

  /** Style id that erased cells get: the pen's background only (BCE). */
  eraseId(): number {
    if (this.#eraseDirty) {
      this.#eraseDirty = false;
      this.#eraseId = this.bg === COLOR_DEFAULT ? 0 : this.styles.intern(
        COLOR_DEFAULT,
        this.bg,
        COLOR_DEFAULT,
        0,
        0,
      );
    }
    return this.#eraseId;
  }

  #internPen(): void {
    this.#penDirty = false;
    this.#penId = this.styles.intern(
      this.fg,
      this.bg,
      this.ul,
      this.flags,
      this.link,
    );
  }

  /** SGR changed the pen's colours or attributes (nothing else). */
  penStyleChanged(): void {
    this.#penDirty = true;
    this.#eraseDirty = true;
  }

  /** Resets the pen to the default style (SGR 0). */
  resetPen(): void {
    this.fg = this.bg = this.ul = COLOR_DEFAULT;
    this.flags = 0;
    this.link = 0;
    this.penChanged();
  }

  /** Marks style ids in use, when the style table is full. */
  #markStyles(marks: Uint8Array): void {
    const mark = (row: Row) => {
      const c = row.cells;
      for (let i = 1, e = row.cols << 1; i < e; i += 2) marks[c[i]] = 1;
    };
    for (const row of this.primary.rows) mark(row);
    for (const row of this.alt.rows) mark(row);
    for (let i = 0; i < this.history.length; i++) mark(this.history.at(i));
    // Cached ids may be freed: recompute them on next use.
    this.#penDirty = true;
    this.#eraseDirty = true;
  }

  /** Link ids referenced by live styles or the pen. */
  #liveLinks(): Set<number> {
    const live = new Set<number>([this.link]);
    const seen = new Set<number>();
    const scan = (row: Row) => {
      const c = row.cells;
      for (let i = 1, e = row.cols << 1; i < e; i += 2) {
        const id = c[i];
        if (id === 0 || seen.has(id)) continue;
        seen.add(id);
        live.add(this.styles.link(id));
      }
    };
    for (const row of this.primary.rows) scan(row);
    for (const row of this.alt.rows) scan(row);
    for (let i = 0; i < this.history.length; i++) scan(this.history.at(i));
    for (const s of [this.#savedPrimary, this.#savedAlt]) {
      if (s !== null) live.add(s.link);
    }
    return live;
  }

  /** Printing must take the general path (charsets, insert, margins ...). */
  #updateSlow(): void {
    this.#slowAscii = this.insert || this.charsets[this.gl] !== null ||
      this.singleShift !== 0 || this.protect || this.#lrActive() ||
      this.#zwjPending;
  }

  /** Mode, charset or margin change that affects printing. */
  printModeChanged(): void {
    this.#updateSlow();
  }

  #lrActive(): boolean {
    return this.left !== 0 || this.right !== this.cols - 1;
  }

  // -------------------------------------------------------------------------
  // Printing

  /**
   * Prints printable ASCII from `data[start]`; returns where it stopped.
   * The common case (no charset, insert mode or margins) is one loop that
   * scans and stores together.
   */
  printAscii(data: Uint8Array, start: number, end: number): number {
    if (this.#slowAscii) return this.#printAsciiSlow(data, start, end);
    if (this.#penDirty) this.#internPen();
    const style = this.#penId;
    const cols = this.cols;
    const limit = cols << 1;
    let i = start;
    for (;;) {
      if (this.wrapPending) this.#wrap();
      const row = this.lines.at(this.y);
      const cells = row.cells;
      let p = this.x << 1;
      // A wide character losing a half leaves a blank in the pen's style
      // (as xterm.js does).
      if ((cells[p] & CELL_SPACER) !== 0 && p > 0) {
        cells[p - 2] = 0;
        cells[p - 1] = style;
      }
      // One bound for both the row and the input. Math.min takes V8's
      // float path here, yet beat an int compare by 6-8% on ascii-nowrap.
      const stop = Math.min(end, i + ((limit - p) >> 1));
      while (i < stop) {
        const b = data[i];
        if (((b - 0x20) >>> 0) > 0x5e) break; // outside 0x20-0x7E
        cells[p] = b;
        cells[p + 1] = style;
        p += 2;
        i++;
      }
      if (p < limit && (cells[p] & CELL_SPACER) !== 0) {
        cells[p] = 0;
        cells[p + 1] = style;
      }
      // Inline (a call here slows the loop above): raise row.used.
      const used = (p >> 1) + 1;
      if (used > row.used) row.used = used > cols ? cols : used;
      row.gen = ++this.stamp;
      this.lastCp = data[i - 1];
      if (p < limit) {
        this.x = p >> 1;
        return i;
      }
      this.x = cols - 1;
      this.wrapPending = true;
      const more = i < end && data[i] >= 0x20 && data[i] <= 0x7e;
      if (!more) return i;
      if (this.autowrap) continue;
      return this.#overwriteLast(data, i, end, style);
    }
  }

  /** Without autowrap every further character lands on the last column. */
  #overwriteLast(
    data: Uint8Array,
    i: number,
    end: number,
    style: number,
  ): number {
    while (i < end && data[i] >= 0x20 && data[i] <= 0x7e) i++;
    const row = this.lines.at(this.y);
    const cells = row.cells;
    const p = (this.cols - 1) << 1;
    row.extend(this.cols);
    cells[p] = data[i - 1];
    cells[p + 1] = style;
    this.lastCp = data[i - 1];
    return i;
  }

  /** ASCII through the general path (charsets, insert mode, margins). */
  #printAsciiSlow(data: Uint8Array, start: number, end: number): number {
    const buf = this.#scratch;
    let n = 0;
    let i = start;
    while (i < end && n < buf.length) {
      const b = data[i];
      if (b < 0x20 || b > 0x7e) break;
      buf[n++] = b;
      i++;
    }
    this.printCodepoints(buf, n);
    return i;
  }

  /**
   * Prints decoded code points (no controls among them). Like
   * `printAscii`, the common case (no charset, insert mode, margins or
   * pending wrap; characters that fit) runs in one loop with the row, the
   * style and the edge hoisted; anything else takes `#printOne`.
   */
  printCodepoints(cps: Uint32Array, n: number): void {
    let k = 0;
    while (k < n) {
      if (this.#slowAscii || this.wrapPending) {
        this.#printOne(cps[k++]);
        continue;
      }
      if (this.#penDirty) this.#internPen();
      const style = this.#penId;
      const right = this.cols - 1;
      const row = this.lines.at(this.y);
      const cells = row.cells;
      let x = this.x;
      const x0 = x;
      let lastX = -1;
      // The cell after each character, as it was before the write: a
      // narrow character also writes a spacer there (see below).
      let next0 = 0;
      let next1 = 0;
      const widths = FLAT_WIDTHS;
      const limit = right + 1;
      for (;;) {
        while (k < n && x < limit) {
          const cp = cps[k];
          // No call in this loop: even untaken, one costs 30% here. Rare
          // high code points go through #printOne, marks below.
          if (cp >= FLAT_LIMIT) break;
          const w = widths[cp];
          // Out: 0 (a mark) and WIDTH_CLUSTER (3), in one compare.
          if ((w - 1) >>> 0 > 1 || x + w > limit) break;
          const p = x << 1;
          // Both widths write two cells, so the loop has no branch on the
          // width (mixed text mispredicts it: 3.6 vs 2.2 ns per character).
          // A narrow character's spacer is overwritten by the next one, or
          // put back from next0/next1 after the loop; the row's spare cell
          // takes it at the last column.
          next0 = cells[p + 2];
          next1 = cells[p + 3];
          cells[p] = cp | ((w & 2) << 21); // CELL_WIDE when w is 2
          cells[p + 1] = style;
          cells[p + 2] = CELL_SPACER;
          cells[p + 3] = style;
          lastX = x;
          x += w;
          k++;
        }
        // A combining mark on the character just written.
        if (k < n && lastX >= 0) {
          const cp = cps[k];
          if (cp < FLAT_LIMIT && widths[cp] === 0) {
            if (!row.firstMark(lastX, cp)) {
              // The next cell's own first: appendMark may compact.
              this.#unspill(cells, x, next0, next1, x - lastX === 1);
              this.#appendMark(row, lastX, cp);
            }
            k++;
            continue;
          }
        }
        break;
      }
      this.#unspill(cells, x, next0, next1, lastX >= 0 && x - lastX === 1);
      if (x !== x0) {
        if (
          x0 > 0 && (cells[x0 << 1] & CELL_SPACER) === 0 &&
          (cells[(x0 - 1) << 1] & CELL_WIDE) !== 0
        ) {
          // The first character overwrote the right half of a wide one
          // (only now: with nothing written, a wide one keeps its half).
          cells[(x0 - 1) << 1] = 0;
          cells[((x0 - 1) << 1) + 1] = style;
        }
        if (x <= right && (cells[x << 1] & CELL_SPACER) !== 0) {
          cells[x << 1] = 0;
          cells[(x << 1) + 1] = style;
        }
        if (x + 1 > row.used) row.used = x + 1 > right ? right + 1 : x + 1;
        row.gen = ++this.stamp;
        this.lastCp = cells[lastX << 1] & CP_MASK;
        if (x > right) {
          this.x = right;
          this.wrapPending = true;
        } else {
          this.x = x;
        }
      }
      // A combining mark, or a character that does not fit.
      if (k < n && !this.wrapPending) this.#printOne(cps[k++]);
    }
  }

  /**
   * Prints UTF-8 text from `data[start]` straight into the row: decoding
   * and storing in one loop, without the parser's code point buffer, and
   * on to the next row when the line wraps. Returns where it stopped,
   * possibly `start`: at a control, a C1 code point, malformed or cut
   * UTF-8, a mark after a pending wrap, or any state (charset, insert
   * mode, margins) that needs the general path; the parser's decoder
   * takes over from there.
   */
  printUtf8(data: Uint8Array, start: number, end: number): number {
    let i = start;
    while (i < end && !this.#slowAscii) {
      if (!this.wrapPending) {
        const j = this.#printUtf8Row(data, i, end);
        if (j !== i) {
          i = j;
          if (!this.wrapPending && this.x !== this.cols - 1) return i;
          continue;
        }
      }
      // At the right edge (a pending wrap, or a wide character with one
      // column left), a character that starts a cell wraps as in the
      // general path, and the line goes on here: before, the rest of every
      // wrapped line went through the parser's decoder and printCodepoints.
      const c = cellStart(data, i, end);
      if (c < 0) return i;
      const cp = c & CP_MASK;
      this.putChar(cp, FLAT_WIDTHS[cp]);
      i += c >>> 24;
    }
    return i;
  }

  /**
   * printUtf8 within the cursor's row (no pending wrap): returns where it
   * stopped, possibly `start`.
   */
  #printUtf8Row(data: Uint8Array, start: number, end: number): number {
    if (this.#penDirty) this.#internPen();
    const style = this.#penId;
    const right = this.cols - 1;
    const row = this.lines.at(this.y);
    const cells = row.cells;
    let x = this.x;
    const x0 = x;
    let i = start;
    let lastX = -1;
    let next0 = 0;
    let next1 = 0;
    let spill = false;
    let special = 0;
    const widths = FLAT_WIDTHS;
    const limit = right + 1;
    for (;;) {
      let cp = 0;
      let len = 0;
      while (i < end && x < limit) {
        // Decode one code point (see Parser.#decodeRun for the rules).
        const b0 = data[i];
        if (b0 < 0x80) {
          if (b0 < 0x20 || b0 === 0x7f) break;
          // A run of ASCII: two words a character, no width lookup.
          const stop = Math.min(end, i + (limit - x));
          let p = x << 1;
          do {
            const b = data[i];
            if (((b - 0x20) >>> 0) > 0x5e) break;
            cells[p] = b;
            cells[p + 1] = style;
            p += 2;
            i++;
          } while (i < stop);
          const nx = p >> 1;
          lastX = nx - 1;
          x = nx;
          spill = false;
          continue;
        } else if (b0 < 0xe0) {
          if (b0 < 0xc2 || i + 1 >= end) break;
          const b1 = data[i + 1];
          if ((b1 & 0xc0) !== 0x80) break;
          cp = (b0 & 0x1f) << 6 | (b1 & 0x3f);
          if (cp < 0xa0) break; // C1 control
          len = 2;
        } else if (b0 < 0xf0) {
          if (i + 2 >= end) break;
          const b1 = data[i + 1];
          const b2 = data[i + 2];
          if (
            b1 < (b0 === 0xe0 ? 0xa0 : 0x80) ||
            b1 > (b0 === 0xed ? 0x9f : 0xbf) ||
            (b2 & 0xc0) !== 0x80
          ) break;
          cp = (b0 & 0x0f) << 12 | (b1 & 0x3f) << 6 | (b2 & 0x3f);
          len = 3;
        } else {
          if (b0 > 0xf4 || i + 3 >= end) break;
          const b1 = data[i + 1];
          if (
            b1 < (b0 === 0xf0 ? 0x90 : 0x80) ||
            b1 > (b0 === 0xf4 ? 0x8f : 0xbf) ||
            (data[i + 2] & 0xc0) !== 0x80 || (data[i + 3] & 0xc0) !== 0x80
          ) break;
          cp = (b0 & 0x07) << 18 | (b1 & 0x3f) << 12 |
            (data[i + 2] & 0x3f) << 6 | (data[i + 3] & 0x3f);
          len = 4;
        }
        if (cp >= FLAT_LIMIT) break;
        const w = widths[cp];
        // Out: 0 (a mark) and WIDTH_CLUSTER (3), in one compare.
        if ((w - 1) >>> 0 > 1 || x + w > limit) break;
        // As in printCodepoints: both widths write two cells.
        const p = x << 1;
        next0 = cells[p + 2];
        next1 = cells[p + 3];
        cells[p] = cp | ((w & 2) << 21);
        cells[p + 1] = style;
        cells[p + 2] = CELL_SPACER;
        cells[p + 3] = style;
        spill = w === 1;
        lastX = x;
        x += w;
        i += len;
        len = 0;
      }
      if (len !== 0 && cp < FLAT_LIMIT && widths[cp] === 0) {
        if (lastX >= 0) {
          // A mark on the character just written; the first mark of a
          // cell inline (the call costs here).
          if (!row.firstMark(lastX, cp)) {
            this.#unspill(cells, x, next0, next1, spill);
            spill = false;
            this.#appendMark(row, lastX, cp);
          }
        } else if (x0 > 0) {
          // A mark first joins the character before the cursor, as in
          // #join: text in NFD (a letter, then its accent) would
          // otherwise leave this loop for the general path at every mark.
          let px = x0 - 1;
          if ((cells[px << 1] & CELL_SPACER) !== 0 && px > 0) px--;
          this.#appendMark(row, px, cp);
        } else break;
        i += len;
        continue;
      }
      if (
        len !== 0 && lastX >= 0 && cp < FLAT_LIMIT &&
        widths[cp] === WIDTH_CLUSTER && !isRegional(cp)
      ) {
        this.#unspill(cells, x, next0, next1, spill);
        spill = false;
        i = this.#joinInline(row, lastX, cp, data, i + len, end);
        if (x === lastX + 1 && (cells[lastX << 1] & CELL_WIDE) !== 0) {
          x++; // VS16 widened it
          spill = false;
        }
        if (this.#zwjPending) break;
        continue;
      }
      if (len !== 0 && cp < FLAT_LIMIT && widths[cp] === WIDTH_CLUSTER) {
        special = cp; // printed below, once the row's state is stored
        i += len;
      }
      break;
    }
    if (x !== x0) {
      this.#unspill(cells, x, next0, next1, spill);
      if (
        x0 > 0 && (cells[x0 << 1] & CELL_SPACER) === 0 &&
        (cells[(x0 - 1) << 1] & CELL_WIDE) !== 0
      ) {
        // The first character overwrote the right half of a wide one.
        cells[(x0 - 1) << 1] = 0;
        cells[((x0 - 1) << 1) + 1] = style;
      }
      if (x <= right && (cells[x << 1] & CELL_SPACER) !== 0) {
        cells[x << 1] = 0;
        cells[(x << 1) + 1] = style;
      }
      if (x + 1 > row.used) row.used = x + 1 > right ? right + 1 : x + 1;
      row.gen = ++this.stamp;
      this.lastCp = cells[lastX << 1] & CP_MASK;
      if (x > right) {
        this.x = right;
        this.wrapPending = true;
      } else {
        this.x = x;
      }
    } else if (i !== start) {
      row.gen = ++this.stamp; // only marks were added
    }
    // A code point that may join or widen a cluster with nothing written
    // in this call (a write's first, a regional indicator): here rather
    // than in the parser's general path, which cost about 300 ns.
    if (special !== 0) {
      this.#printOne(special);
      // The pictograph after a ZWJ, too (the common emoji sequences).
      while (this.#zwjPending && i + 2 < end) {
        const b0 = data[i];
        const len = b0 >= 0xf0 ? 4 : b0 >= 0xe0 ? 3 : 0;
        if (len === 0 || i + len > end) break;
        const cp = decodeWide(data, i, len);
        if (cp < 0) break;
        this.#printOne(cp);
        i += len;
        // A further ZWJ (a family) goes on in this loop.
        if (
          i + 2 < end && data[i] === 0xe2 && data[i + 1] === 0x80 &&
          data[i + 2] === 0x8d
        ) {
          this.#printOne(ZWJ);
          i += 3;
        }
      }
    }
    return i;
  }

  /**
   * Puts back cell `x`, after a narrow character, when the print loops
   * wrote its spacer there (`spill`; both widths write two cells): once
   * they stop, and before a mark is added, whose list may compact by what
   * the cells hold.
   */
  #unspill(
    cells: Uint32Array,
    x: number,
    next0: number,
    next1: number,
    spill: boolean,
  ): void {
    if (!spill) return;
    cells[x << 1] = next0;
    cells[(x << 1) + 1] = next1;
  }

  /**
   * Joins `cp` (VS16, a skin tone or a ZWJ), read just before `data[i]`,
   * to the cluster in cell `x` of `row`, the character printUtf8 has just
   * written: #join's rule, without the general path's 60-80 ns a code
   * point. VS16 widens a narrow emoji (there is room: printUtf8 is
   * short of the right edge), and the caller moves on.
   * After a ZWJ the pictograph that follows joins too, when it is in this
   * write; else the ZWJ is left pending for #join. Returns where the text
   * goes on.
   */
  #joinInline(
    row: Row,
    x: number,
    cp: number,
    data: Uint8Array,
    i: number,
    end: number,
  ): number {
    if (!row.firstMark(x, cp)) this.#appendMark(row, x, cp);
    const w0 = row.cells[x << 1];
    if (cp === VS16) {
      if ((w0 & CELL_WIDE) === 0 && isEmoji(w0 & CP_MASK)) {
        // As #widen; the caller clears what the spacer cut in two.
        const c = row.cells;
        c[x << 1] = w0 | CELL_WIDE;
        c[(x + 1) << 1] = CELL_SPACER;
        c[((x + 1) << 1) + 1] = c[(x << 1) + 1];
      }
    } else if (cp === ZWJ && isPictograph(w0 & CP_MASK)) {
      const n = data[i] >= 0xf0 ? 4 : data[i] >= 0xe0 ? 3 : 0;
      const next = n !== 0 && i + n <= end ? decodeWide(data, i, n) : -1;
      if (next < 0) {
        this.#zwjPending = true;
        this.#zwjRow = row;
        this.#zwjX = x;
        this.#updateSlow();
      } else if (isPictograph(next)) {
        this.#appendMark(row, x, next);
        return i + n;
      }
    }
    return i;
  }

  /** Prints one code point through the general path. */
  #printOne(cp: number): void {
    if (cp < 0x80 && cp >= 0x20) {
      const ss = this.singleShift;
      const cs = ss !== 0 ? this.charsets[ss] : this.charsets[this.gl];
      if (ss !== 0) {
        this.singleShift = 0;
        this.#updateSlow();
      }
      if (cs !== null) cp = cs[cp];
    }
    const w = charWidth(cp);
    const afterZwj = this.#zwjPending;
    if (afterZwj) this.#endZwj();
    const special = cp < FLAT_LIMIT && FLAT_WIDTHS[cp] === WIDTH_CLUSTER;
    if ((w === 0 || special || afterZwj) && this.#join(cp, w, afterZwj)) {
      return;
    }
    if (w !== 0) this.putChar(cp, w);
  }

  #endZwj(): void {
    this.#zwjPending = false;
    this.#updateSlow();
  }

  /**
   * Joins `cp` (own width `w`) to the cluster before the cursor when the
   * cluster rule (`width.ts`) says so; true when it did, or when `cp` is a
   * mark with nothing to join (dropped, as xterm does). False: `cp` starts
   * a cell of its own.
   */
  #join(cp: number, w: number, afterZwj = false): boolean {
    const px = this.#cellBeforeCursor();
    const row = this.lines.at(this.y);
    const w0 = px < 0 ? 0 : row.cells[px << 1];
    const base = w0 & CP_MASK;
    if (base === 0) return w === 0;
    if (isRegional(cp)) {
      // A flag: the second indicator of a pair, on a lone first one.
      if (!isRegional(base) || (w0 & CELL_GRAPHEME) !== 0) return false;
      this.#appendMark(row, px, cp);
      this.#widen(row, px);
      return true;
    }
    if (w === 0 || isEmojiModifier(cp)) {
      this.#appendMark(row, px, cp);
      if (cp === ZWJ && isPictograph(base)) {
        this.#zwjPending = true;
        this.#zwjRow = row;
        this.#zwjX = px;
        this.#updateSlow();
      } else if (cp === VS16 && isEmoji(base)) this.#widen(row, px);
      return true;
    }
    // A pictograph right after "pictograph ZWJ" (the cell that took the
    // ZWJ, nothing printed since): an emoji ZWJ sequence.
    if (!afterZwj || row !== this.#zwjRow || px !== this.#zwjX) return false;
    if (!isPictograph(cp)) return false;
    this.#appendMark(row, px, cp);
    return true;
  }

  /** The column of the cell before the cursor (a cluster joins it), or -1. */
  #cellBeforeCursor(): number {
    let px: number;
    if (this.wrapPending) px = this.x;
    else if (this.x > 0) px = this.x - 1;
    else return -1;
    if ((this.lines.at(this.y).cells[px << 1] & CELL_SPACER) !== 0 && px > 0) {
      px--;
    }
    return px;
  }

  /**
   * Makes the narrow cluster in cell `px`, just before the cursor, two
   * columns wide (a flag, an emoji with VS16): the cursor moves one on.
   * In the last column there is no room: it stays narrow.
   */
  #widen(row: Row, px: number): void {
    const cells = row.cells;
    if ((cells[px << 1] & CELL_WIDE) !== 0) return;
    const x = px + 1;
    if (this.wrapPending || x !== this.x || x > this.#rightEdge()) return;
    this.#clearWideAround(row, x, x + 1, this.penId());
    const prot = cells[px << 1] & CELL_PROTECTED;
    cells[px << 1] |= CELL_WIDE;
    cells[x << 1] = CELL_SPACER | prot;
    cells[(x << 1) + 1] = cells[(px << 1) + 1];
    row.extend(x + 1);
    this.touch(row);
    if (x + 1 > this.#rightEdge()) {
      this.wrapPending = true;
    } else {
      this.x = x + 1;
    }
  }

  /** Right edge for printing at the cursor. */
  #rightEdge(): number {
    return this.x <= this.right ? this.right : this.cols - 1;
  }

  /** Writes one character of width `w` (1 or 2) at the cursor. */
  putChar(cp: number, w: number): void {
    if (this.#zwjPending) this.#endZwj();
    if (this.wrapPending) this.#wrap();
    let right = this.#rightEdge();
    const left = this.x >= this.left ? this.left : 0;
    if (w === 2) {
      if (right - left < 1) return; // a one-column window cannot hold it
      if (this.x === right) {
        // Without autowrap it is dropped (as xterm.js; better than
        // breaking the character before it).
        if (!this.autowrap) return;
        else {
          // xterm: the last column stays blank and the line wraps.
          const row = this.lines.at(this.y);
          this.#clearWideAround(row, this.x, this.x + 1, this.penId());
          row.clearRange(this.x, this.x + 1, this.penId());
          this.touch(row);
          this.wrapPending = true;
          this.#wrap();
          right = this.#rightEdge();
        }
      }
    }
    const row = this.lines.at(this.y);
    const cells = row.cells;
    const x = this.x;
    // Insert mode: cells cut or opened here take the pen's style, as
    // printing does (ICH uses the erase style).
    if (this.insert) this.#shiftRight(row, x, w, right, this.penId());
    this.#clearWideAround(row, x, x + w, this.penId());
    const style = this.penId();
    const prot = this.protect ? CELL_PROTECTED : 0;
    const p = x << 1;
    row.extend(x + w + 1);
    if (w === 2) {
      cells[p] = cp | CELL_WIDE | prot;
      cells[p + 1] = style;
      cells[p + 2] = CELL_SPACER | prot;
      cells[p + 3] = style;
    } else {
      cells[p] = cp | prot;
      cells[p + 1] = style;
    }
    this.touch(row);
    this.lastCp = cp;
    const nx = x + w;
    if (nx > right) {
      this.x = right;
      this.wrapPending = true;
    } else {
      this.x = nx;
    }
  }

  /** Appends code point `cp` to the cluster in cell `px` of `row`. */
  #appendMark(row: Row, px: number, cp: number): void {
    if ((row.cells[px << 1] & CP_MASK) === 0) return;
    if (row.appendMark(px, cp, MAX_CLUSTER)) row.gen = ++this.stamp;
  }

  /** REP: repeats the last printed character (with its marks) `n` times. */
  repeat(n: number): void {
    if (this.lastCp === 0) return;
    const cp = this.lastCp;
    const w = charWidth(cp);
    if (w === 0) return;
    const marks = this.#marksBeforeCursor(cp);
    if (!this.autowrap) {
      // Without autowrap every repeat past the right edge overwrites the
      // last column with the same character: a line's worth is enough.
      if (n > this.cols + 1) n = this.cols + 1;
    } else {
      // Bounded without changing the screen: once the repeats have filled
      // every row, each further line's worth (`perLine`) repeats the same
      // picture, so only the remainder of the rest matters.
      const perLine = this.#repeatsPerLine(w);
      const fill = (this.rows + 2) * perLine;
      if (n > fill) n = fill + (n - fill) % perLine;
    }
    if (w === 1 && marks.length === 0 && !this.#slowAscii) {
      this.#repeatFill(cp, n);
    } else {
      for (let i = 0; i < n; i++) {
        this.putChar(cp, w);
        for (const m of marks) this.#join(m, charWidth(m), this.#zwjPending);
      }
    }
    // A second REP repeats nothing (xterm.js).
    this.lastCp = 0;
  }

  /**
   * How many repeats of a character of width `w` fill a line once the
   * first wrap has happened: a line runs between the margins, or from
   * column 0 to the right margin when the cursor is left of them. A
   * cluster widened to 2 (a flag) stays narrow in the last column.
   */
  #repeatsPerLine(w: number): number {
    let line = this.cols;
    if (this.#lrActive()) {
      line = this.x < this.left ? this.right + 1 : this.right - this.left + 1;
    }
    const px = this.#cellBeforeCursor();
    const widened = w === 1 && px >= 0 &&
      (this.lines.at(this.y).cells[px << 1] & CELL_WIDE) !== 0;
    if (widened) return Math.ceil(line / 2);
    return Math.max(1, Math.floor(line / w));
  }

  /**
   * REP of a narrow character without marks, margins, insert mode or
   * charsets: a line at a time, as putChar would write it cell by cell. At
   * 4096 columns `x CSI 65535 b` (8 bytes) is 65,535 cells; 100 KB of it
   * took 15 s through putChar.
   */
  #repeatFill(cp: number, n: number): void {
    const style = this.penId();
    const right = this.cols - 1;
    while (n > 0) {
      if (this.wrapPending) this.#wrap();
      const row = this.lines.at(this.y);
      const x = this.x;
      const count = Math.min(n, right - x + 1);
      this.#clearWideAround(row, x, x + count, style);
      fillCells(row.cells, x, count, cp, style);
      row.extend(x + count + 1);
      this.touch(row);
      n -= count;
      if (x + count > right) {
        this.x = right;
        this.wrapPending = true;
      } else {
        this.x = x + count;
      }
    }
  }

  /** Combining code points on the cell just printed, if it holds `cp`. */
  #marksBeforeCursor(cp: number): number[] {
    let px = this.wrapPending ? this.x : this.x - 1;
    if (px < 0) return [];
    const row = this.lines.at(this.y);
    if ((row.cells[px << 1] & CELL_SPACER) !== 0 && px > 0) px--;
    const w0 = row.cells[px << 1];
    if ((w0 & CELL_GRAPHEME) === 0 || (w0 & CP_MASK) !== cp) return [];
    return Array.from(row.cluster(px)).slice(1).map((c) => c.codePointAt(0)!);
  }

  /** Autowrap: the row continues on the next line. */
  #wrap(): void {
    this.wrapPending = false;
    // Without autowrap the flag only marked the last column as written
    // (for combining marks); the next character overwrites it.
    if (!this.autowrap) return;
    const row = this.lines.at(this.y);
    row.wrapped = true;
    this.touch(row);
    this.x = this.left <= this.x ? this.left : 0;
    this.index();
  }

  /**
   * Empties cells of wide characters cut by an edit of `[from, to)`: a
   * spacer at `from` loses its left half, a wide cell at `to - 1` its
   * spacer at `to`.
   */
  #clearWideAround(row: Row, from: number, to: number, style: number): void {
    const c = row.cells;
    if (from > 0 && (c[from << 1] & CELL_SPACER) !== 0) {
      c[(from - 1) << 1] = 0;
      c[((from - 1) << 1) + 1] = style;
    }
    if (to < this.cols && (c[to << 1] & CELL_SPACER) !== 0) {
      c[to << 1] = 0;
      c[(to << 1) + 1] = style;
    }
  }

  // -------------------------------------------------------------------------
  // Cursor

  /** Puts the cursor at an absolute position, clamped to the screen. */
  setCursor(x: number, y: number): void {
    this.x = x < 0 ? 0 : x >= this.cols ? this.cols - 1 : x;
    this.y = y < 0 ? 0 : y >= this.rows ? this.rows - 1 : y;
    this.wrapPending = false;
  }

  /** CUP/HVP: 0-based row and column, relative to the margins in origin mode. */
  moveTo(col: number, row: number): void {
    if (this.origin) {
      const x = Math.min(this.left + col, this.right);
      const y = Math.min(this.top + row, this.bottom);
      this.setCursor(x, y);
    } else {
      this.setCursor(col, row);
    }
  }

  /** CHA/HPA: column, origin-aware. */
  moveToCol(col: number): void {
    const x = this.origin ? Math.min(this.left + col, this.right) : col;
    this.setCursor(x, this.y);
  }

  /** VPA: row, origin-aware. */
  moveToRow(row: number): void {
    const y = this.origin ? Math.min(this.top + row, this.bottom) : row;
    this.setCursor(this.x, y);
  }

  /**
   * VPR/HPR: as xterm, the new position goes through CUP's addressing:
   * bounded by the screen (not the margins), or offset by the margins
   * again in origin mode.
   */
  moveRelative(dx: number, dy: number): void {
    this.moveTo(this.x + dx, this.y + dy);
  }

  /** CUU: up, stopping at the top margin when inside the region. */
  up(n: number): void {
    const limit = this.y >= this.top ? this.top : 0;
    this.setCursor(this.x, Math.max(this.y - n, limit));
  }

  /** CUD: down, stopping at the bottom margin when inside the region. */
  down(n: number): void {
    const limit = this.y <= this.bottom ? this.bottom : this.rows - 1;
    this.setCursor(this.x, Math.min(this.y + n, limit));
  }

  /** CUF: right, stopping at the right margin when inside it. */
  forward(n: number): void {
    const limit = this.x <= this.right ? this.right : this.cols - 1;
    this.setCursor(Math.min(this.x + n, limit), this.y);
  }

  /** CUB: left, stopping at the left margin when inside it. */
  backward(n: number): void {
    const limit = this.x >= this.left ? this.left : 0;
    this.setCursor(Math.max(this.x - n, limit), this.y);
  }

  /** BS: one left; with reverse wrap, into the previous wrapped line. */
  backspace(): void {
    const left = this.x >= this.left ? this.left : 0;
    if (this.wrapPending) {
      this.wrapPending = false;
      if (this.x > left) this.x--;
      return;
    }
    if (this.x > left) {
      this.x--;
    } else if (this.reverseWrap && this.autowrap) {
      const top = this.y > this.top ? this.top : 0;
      if (this.y > top) {
        this.y--;
        this.x = this.right;
      } else {
        this.y = this.bottom;
        this.x = this.right;
      }
    }
  }

  /** CR: to the left margin (column 0 when left of it). */
  carriageReturn(): void {
    this.x = this.x >= this.left ? this.left : 0;
    this.wrapPending = false;
  }

  /** LF, VT, FF: index, plus CR in LNM mode. */
  lineFeed(): void {
    this.index();
    if (this.newline) this.carriageReturn();
  }

  /** IND: down one line, scrolling at the bottom margin. */
  index(): void {
    this.wrapPending = false;
    if (this.y === this.bottom) {
      if (this.#inLr()) this.scrollUp(1);
    } else if (this.y < this.rows - 1) {
      this.y++;
    }
  }

  /** RI: up one line, scrolling down at the top margin. */
  reverseIndex(): void {
    this.wrapPending = false;
    if (this.y === this.top) {
      if (this.#inLr()) this.scrollDown(1);
    } else if (this.y > 0) {
      this.y--;
    }
  }

  /** NEL: CR and index. */
  nextLine(): void {
    this.index();
    this.x = this.left;
  }

  /** DECBI: left one column, scrolling the margins right at the left one. */
  backIndex(): void {
    this.wrapPending = false;
    if (this.x === this.left) {
      if (this.y >= this.top && this.y <= this.bottom) this.scrollRight(1);
    } else if (this.x > 0) {
      this.x--;
    }
  }

  /** DECFI: right one column, scrolling the margins left at the right one. */
  forwardIndex(): void {
    this.wrapPending = false;
    if (this.x === this.right) {
      if (this.y >= this.top && this.y <= this.bottom) this.scrollLeft(1);
    } else if (this.x < this.cols - 1) {
      this.x++;
    }
  }

  #inLr(): boolean {
    return this.x >= this.left && this.x <= this.right;
  }

  /** DECSC. */
  saveCursor(): void {
    const s: SavedCursor = {
      x: this.x,
      y: this.y,
      wrapPending: this.wrapPending,
      fg: this.fg,
      bg: this.bg,
      ul: this.ul,
      flags: this.flags,
      link: this.link,
      protect: this.protect,
      origin: this.origin,
      charsets: this.charsets.slice(),
      gl: this.gl,
    };
    if (this.altActive) this.#savedAlt = s;
    else this.#savedPrimary = s;
  }

  /** DECRC: restores what DECSC saved, or homes the cursor. */
  restoreCursor(): void {
    const s = this.altActive ? this.#savedAlt : this.#savedPrimary;
    if (s === null) {
      this.setCursor(0, 0);
      this.origin = false;
      this.resetPen();
      this.charsets = [null, null, null, null];
      this.gl = 0;
      this.protect = false;
      this.#updateSlow();
      return;
    }
    // xterm does not bring back a pending wrap.
    this.setCursor(s.x, s.y);
    this.fg = s.fg;
    this.bg = s.bg;
    this.ul = s.ul;
    this.flags = s.flags;
    this.link = s.link;
    this.protect = s.protect;
    this.origin = s.origin;
    this.charsets = s.charsets.slice();
    this.gl = s.gl;
    this.penChanged();
  }

  // -------------------------------------------------------------------------
  // Tabs

  /** Tab stops every 8 columns. */
  resetTabs(): void {
    this.tabs.fill(0);
    for (let x = 8; x < this.cols; x += 8) this.tabs[x] = 1;
  }

  /** HT/CHT: to the `n`th next tab stop. */
  tab(n: number): void {
    const limit = this.x <= this.right ? this.right : this.cols - 1;
    let x = this.x;
    for (let i = 0; i < n && x < limit; i++) {
      x++;
      while (x < limit && this.tabs[x] === 0) x++;
    }
    // At the right edge already, a pending wrap stays pending (xterm).
    if (x !== this.x) this.wrapPending = false;
    this.x = x;
  }

  /** CBT: to the `n`th previous tab stop. */
  backTab(n: number): void {
    const limit = this.x >= this.left ? this.left : 0;
    let x = this.x;
    for (let i = 0; i < n && x > limit; i++) {
      x--;
      while (x > limit && this.tabs[x] === 0) x--;
    }
    // xterm keeps a pending wrap here: the next character still wraps.
    this.x = x;
  }

  // -------------------------------------------------------------------------
  // Erasing

  /** Empties `[from, to)` of row `y`; `selective` keeps protected cells. */
  eraseCells(y: number, from: number, to: number, selective: boolean): void {
    if (from >= to) return;
    const row = this.lines.at(y);
    const erase = this.eraseId();
    if (selective) {
      if (erase !== 0) row.extend(to);
      const c = row.cells;
      for (let x = from; x < to; x++) {
        if ((c[x << 1] & CELL_PROTECTED) === 0) {
          c[x << 1] = 0;
          c[(x << 1) + 1] = erase;
        }
      }
    } else {
      // Cut wide characters at the edges go whole.
      if (from > 0 && (row.cells[from << 1] & CELL_SPACER) !== 0) from--;
      if (to < this.cols && (row.cells[to << 1] & CELL_SPACER) !== 0) to++;
      row.clearRange(from, to, erase);
    }
    if (from === 0 && to >= this.cols) row.wrapped = false;
    this.touch(row);
  }

  /** EL / DECSEL. */
  eraseInLine(mode: number, selective: boolean): void {
    const y = this.y;
    if (mode === 0) {
      this.eraseCells(y, this.x, this.cols, selective);
      this.lines.at(y).wrapped = false;
    } else if (mode === 1) this.eraseCells(y, 0, this.x + 1, selective);
    else if (mode === 2) this.eraseCells(y, 0, this.cols, selective);
    this.wrapPending = false;
  }

  /** ED / DECSED. Mode 3 clears the scrollback. */
  eraseInDisplay(mode: number, selective: boolean): void {
    if (mode === 0) {
      this.eraseCells(this.y, this.x, this.cols, selective);
      this.lines.at(this.y).wrapped = false;
      for (let y = this.y + 1; y < this.rows; y++) {
        this.eraseCells(y, 0, this.cols, selective);
      }
    } else if (mode === 1) {
      for (let y = 0; y < this.y; y++) {
        this.eraseCells(y, 0, this.cols, selective);
      }
      this.eraseCells(this.y, 0, this.x + 1, selective);
    } else if (mode === 2) {
      for (let y = 0; y < this.rows; y++) {
        this.eraseCells(y, 0, this.cols, selective);
      }
    } else if (mode === 3) {
      this.history.clear();
    }
    this.wrapPending = false;
  }

  /** ECH: erases `n` cells from the cursor. */
  eraseChars(n: number): void {
    this.eraseCells(this.y, this.x, Math.min(this.x + n, this.cols), false);
    this.wrapPending = false;
  }

  // -------------------------------------------------------------------------
  // Inserting and deleting

  /** Shifts `[x, right]` of `row` right by `n`, blanking `[x, x+n)`. */
  #shiftRight(
    row: Row,
    x: number,
    n: number,
    right: number,
    erase = this.eraseId(),
  ): void {
    const c = row.cells;
    n = Math.min(n, right - x + 1);
    if ((c[x << 1] & CELL_SPACER) !== 0 && x > 0) {
      blank(c, x - 1, erase);
      blank(c, x, erase);
    }
    row.extend(this.cols);
    c.copyWithin((x + n) << 1, x << 1, (right + 1 - n) << 1);
    this.#moveGraphemes(row, x, right - n, n);
    row.clearRange(x, x + n, erase);
    // A wide character pushed half past the edge goes.
    if ((c[right << 1] & CELL_WIDE) !== 0) blank(c, right, erase);
    if (right + 1 < this.cols && (c[(right + 1) << 1] & CELL_SPACER) !== 0) {
      blank(c, right + 1, erase);
    }
    this.touch(row);
  }

  /** Shifts `[x+n, right]` of `row` left to `x`, blanking the right end. */
  #shiftLeft(row: Row, x: number, n: number, right: number): void {
    const c = row.cells;
    const erase = this.eraseId();
    n = Math.min(n, right - x + 1);
    if ((c[x << 1] & CELL_SPACER) !== 0 && x > 0) blank(c, x - 1, erase);
    c.copyWithin(x << 1, (x + n) << 1, (right + 1) << 1);
    this.#moveGraphemes(row, x + n, right, -n);
    row.clearRange(right + 1 - n, right + 1, erase);
    if ((c[x << 1] & CELL_SPACER) !== 0) blank(c, x, erase);
    if (right + 1 < this.cols && (c[(right + 1) << 1] & CELL_SPACER) !== 0) {
      blank(c, right + 1, erase);
    }
    if ((c[right << 1] & CELL_WIDE) !== 0) {
      if (right + 1 >= this.cols || (c[(right + 1) << 1] & CELL_SPACER) === 0) {
        blank(c, right, erase);
      }
    }
    this.touch(row);
  }

  /** Moves grapheme entries of columns `[from, to]` by `delta`. */
  #moveGraphemes(row: Row, from: number, to: number, delta: number): void {
    row.moveClusters(from, to, delta);
  }

  /** ICH: inserts `n` blanks at the cursor. */
  insertChars(n: number): void {
    if (!this.#inLr()) return;
    this.#shiftRight(this.lines.at(this.y), this.x, n, this.right);
    this.wrapPending = false;
  }

  /** DCH: deletes `n` cells at the cursor. */
  deleteChars(n: number): void {
    if (!this.#inLr()) return;
    this.#shiftLeft(this.lines.at(this.y), this.x, n, this.right);
    this.wrapPending = false;
  }

  /** IL: inserts `n` blank lines at the cursor row, inside the region. */
  insertLines(n: number): void {
    if (this.y < this.top || this.y > this.bottom || !this.#inLr()) return;
    this.#scrollDownFrom(this.y, n);
    this.x = this.left;
    this.wrapPending = false;
  }

  /** DL: deletes `n` lines at the cursor row, inside the region. */
  deleteLines(n: number): void {
    if (this.y < this.top || this.y > this.bottom || !this.#inLr()) return;
    this.#scrollUpFrom(this.y, n, false);
    this.x = this.left;
    this.wrapPending = false;
  }

  /** DECIC: inserts `n` columns at the cursor inside the margins. */
  insertColumns(n: number): void {
    if (!this.#inLr() || this.y < this.top || this.y > this.bottom) return;
    for (let y = this.top; y <= this.bottom; y++) {
      this.#shiftRight(this.lines.at(y), this.x, n, this.right);
    }
  }

  /** DECDC: deletes `n` columns at the cursor inside the margins. */
  deleteColumns(n: number): void {
    if (!this.#inLr() || this.y < this.top || this.y > this.bottom) return;
    for (let y = this.top; y <= this.bottom; y++) {
      this.#shiftLeft(this.lines.at(y), this.x, n, this.right);
    }
  }

  // -------------------------------------------------------------------------
  // Scrolling

  /** SU and the index at the bottom margin: the region moves up `n` lines. */
  scrollUp(n: number): void {
    this.#scrollUpFrom(this.top, n, true);
  }

  /** SD and the reverse index at the top: the region moves down `n` lines. */
  scrollDown(n: number): void {
    this.#scrollDownFrom(this.top, n);
  }

  /**
   * Moves rows `[top, bottom]` up by `n`; blank rows come in at the bottom.
   * Lines leaving the top of the primary screen go to history when the
   * region starts at the top row and spans all columns (as xterm.js does).
   */
  #scrollUpFrom(top: number, n: number, toHistory: boolean): void {
    const bottom = this.bottom;
    n = Math.min(n, bottom - top + 1);
    if (n <= 0) return;
    if (this.#lrActive()) {
      this.#scrollCellsUp(top, n);
      return;
    }
    const lines = this.lines;
    const erase = this.eraseId();
    const keep = toHistory && top === 0 && !this.altActive;
    const full = top === 0 && bottom === this.rows - 1;
    for (let k = 0; k < n; k++) {
      let row: Row | null = lines.at(top);
      if (keep) {
        row = this.history.push(row);
        // A row of another width (pushed before a resize) is not reused.
        if (row === null || row.cols !== this.cols) {
          row = this.#allocator.next();
        }
      }
      row.clear(erase);
      row.gen = ++this.stamp;
      if (full) {
        lines.rotateUp(row);
      } else {
        for (let y = top; y < bottom; y++) lines.set(y, lines.at(y + 1));
        lines.set(bottom, row);
      }
    }
  }

  /** Moves rows `[top, bottom]` down by `n`; blank rows come in at `top`. */
  #scrollDownFrom(top: number, n: number): void {
    const bottom = this.bottom;
    n = Math.min(n, bottom - top + 1);
    if (n <= 0) return;
    if (this.#lrActive()) {
      this.#scrollCellsDown(top, n);
      return;
    }
    const lines = this.lines;
    const erase = this.eraseId();
    for (let k = 0; k < n; k++) {
      const row = lines.at(bottom);
      for (let y = bottom; y > top; y--) lines.set(y, lines.at(y - 1));
      row.clear(erase);
      this.touch(row);
      lines.set(top, row);
    }
    // The line above the region no longer continues into it.
    if (top > 0) lines.at(top - 1).wrapped = false;
  }

  /** Scroll up inside left/right margins: cells move, rows stay. */
  #scrollCellsUp(top: number, n: number): void {
    const { left, right, bottom } = this;
    for (let y = top; y <= bottom; y++) {
      const dst = this.lines.at(y);
      if (y + n <= bottom) {
        this.#copyCells(this.lines.at(y + n), dst, left, right);
      } else this.#clearCells(dst, left, right);
      this.touch(dst);
    }
  }

  #scrollCellsDown(top: number, n: number): void {
    const { left, right, bottom } = this;
    for (let y = bottom; y >= top; y--) {
      const dst = this.lines.at(y);
      if (y - n >= top) this.#copyCells(this.lines.at(y - n), dst, left, right);
      else this.#clearCells(dst, left, right);
      this.touch(dst);
    }
  }

  /** Empties columns `[left, right]` of `row`, and the halves they cut. */
  #clearCells(row: Row, left: number, right: number): void {
    const erase = this.eraseId();
    this.#clearWideAround(row, left, right + 1, erase);
    row.clearRange(left, right + 1, erase);
  }

  /**
   * Copies columns `[left, right]` from `src` to `dst`. A wide character
   * across a margin loses its other half: in `dst` before the copy (its
   * half inside is overwritten), in what was copied after (its half
   * outside stayed behind).
   */
  #copyCells(src: Row, dst: Row, left: number, right: number): void {
    const erase = this.eraseId();
    dst.extend(this.cols);
    this.#clearWideAround(dst, left, right + 1, erase);
    const c = dst.cells;
    c.set(src.cells.subarray(left << 1, (right + 1) << 1), left << 1);
    for (let x = left; x <= right; x++) dst.copyCluster(src, x, x);
    if ((c[left << 1] & CELL_SPACER) !== 0) blank(c, left, erase);
    if ((c[right << 1] & CELL_WIDE) !== 0 && right + 1 < this.cols) {
      blank(c, right, erase);
    }
  }

  /** SL (`CSI Ps SP @`): the margins' columns move left. */
  scrollLeft(n: number): void {
    if (this.y < this.top || this.y > this.bottom) return;
    for (let y = this.top; y <= this.bottom; y++) {
      this.#shiftLeft(this.lines.at(y), this.left, n, this.right);
    }
  }

  /** SR (`CSI Ps SP A`): the margins' columns move right. */
  scrollRight(n: number): void {
    if (this.y < this.top || this.y > this.bottom) return;
    for (let y = this.top; y <= this.bottom; y++) {
      this.#shiftRight(this.lines.at(y), this.left, n, this.right);
    }
  }

  // -------------------------------------------------------------------------
  // Margins, screens, resets

  /** DECSTBM: 0-based inclusive rows; invalid ranges are ignored. */
  setMargins(top: number, bottom: number): void {
    bottom = Math.min(bottom, this.rows - 1);
    if (top >= bottom) return;
    this.top = top;
    this.bottom = bottom;
    this.moveTo(0, 0);
  }

  /** DECSLRM: 0-based inclusive columns; only with DECLRMM. */
  setLeftRight(left: number, right: number): void {
    right = Math.min(right, this.cols - 1);
    if (left >= right) return;
    this.left = left;
    this.right = right;
    this.#updateSlow();
    this.moveTo(0, 0);
  }

  /** Margins back to the whole screen. */
  resetMargins(): void {
    this.top = 0;
    this.bottom = this.rows - 1;
    this.left = 0;
    this.right = this.cols - 1;
    this.#updateSlow();
  }

  /** Switches to the alternate screen, clearing it when asked. */
  enterAlt(clear: boolean): void {
    // Already there: nothing happens, not even the clear (xterm).
    if (this.altActive) return;
    this.altActive = true;
    this.lines = this.alt;
    if (clear) this.#clearGrid(this.alt);
    for (const row of this.alt.rows) this.touch(row);
  }

  /** Back to the primary screen, clearing the alternate one when asked. */
  leaveAlt(clear: boolean): void {
    if (!this.altActive) return;
    if (clear) this.#clearGrid(this.alt);
    this.altActive = false;
    this.lines = this.primary;
    for (const row of this.primary.rows) this.touch(row);
  }

  #clearGrid(grid: Grid): void {
    const erase = this.eraseId();
    for (const row of grid.rows) {
      row.clear(erase);
      this.touch(row);
    }
  }

  /**
   * DECALN: fills the screen with unstyled `E`s, resets margins and origin
   * mode, clears the pen's attributes (not its colours), homes the cursor.
   */
  alignmentTest(): void {
    this.resetMargins();
    this.origin = false;
    if (this.flags !== 0) {
      this.flags = 0;
      this.penStyleChanged();
    }
    for (const row of this.lines.rows) {
      row.clear(0);
      row.extend(this.cols);
      for (let x = 0; x < this.cols; x++) row.cells[x << 1] = 0x45;
      this.touch(row);
    }
    this.setCursor(0, 0);
  }

  /** DECSTR: soft reset (modes, margins, pen, charsets; the screen stays). */
  softReset(): void {
    this.cursorVisible = true;
    this.insert = false;
    this.origin = false;
    this.autowrap = true;
    this.reverseWrap = false;
    this.resetMargins();
    this.resetPen();
    this.protect = false;
    this.charsets = [null, null, null, null];
    this.gl = 0;
    this.singleShift = 0;
    this.#savedPrimary = this.#savedAlt = null;
    this.#updateSlow();
  }

  /** RIS: everything back to the start, history kept (as xterm). */
  hardReset(): void {
    this.leaveAlt(true);
    this.softReset();
    this.lrmm = false;
    this.newline = false;
    this.#clearGrid(this.primary);
    this.#clearGrid(this.alt);
    this.resetTabs();
    this.setCursor(0, 0);
    this.lastCp = 0;
  }

  /**
   * Resizes both screens. The primary screen reflows its wrapped lines
   * (with its history) and keeps the cursor on the same text; the
   * alternate one is cut or padded.
   */
  resize(cols: number, rows: number): void {
    if (cols === this.cols && rows === this.rows) return;
    const oldCols = this.cols;
    const onAlt = this.altActive;
    const primaryCursor = onAlt ? this.#savedPrimary : null;
    // The cursor that lives on the primary screen: the real one, or the
    // one saved before switching to the alternate screen.
    const cx = onAlt ? (primaryCursor?.x ?? 0) : this.x;
    const cy = onAlt ? (primaryCursor?.y ?? 0) : this.y;
    const pending = onAlt ? false : this.wrapPending;
    this.history.widen(cols);
    const out = reflow(
      this.history.toArray(),
      this.primary.toArray(),
      oldCols,
      cols,
      rows,
      cx,
      cy,
      pending,
    );
    this.history.replace(out.history);
    for (const row of out.history) this.touch(row);
    this.primary = new Grid(out.screen);
    for (const row of this.primary.rows) this.touch(row);
    this.alt = this.#resizeGrid(this.alt, cols, rows);
    this.cols = cols;
    this.rows = rows;
    this.#allocator = new RowAllocator(cols);
    this.lines = onAlt ? this.alt : this.primary;
    if (onAlt) {
      if (primaryCursor !== null) {
        primaryCursor.x = out.x;
        primaryCursor.y = out.y;
      }
      this.setCursor(this.x, this.y);
    } else {
      this.setCursor(out.x, out.y);
      this.wrapPending = out.pending && this.autowrap;
    }
    const tabs = new Uint8Array(cols);
    tabs.set(this.tabs.subarray(0, Math.min(oldCols, cols)));
    for (let x = Math.ceil(oldCols / 8) * 8; x < cols; x += 8) tabs[x] = 1;
    this.tabs = tabs;
    this.resetMargins();
    this.#savedAlt = clampSaved(this.#savedAlt, cols, rows);
    if (!onAlt) this.#savedPrimary = clampSaved(this.#savedPrimary, cols, rows);
  }

  /** Cuts or pads a grid (the alternate screen does not reflow). */
  #resizeGrid(grid: Grid, cols: number, rows: number): Grid {
    const out: Row[] = [];
    for (let y = 0; y < rows; y++) {
      const row = y < grid.height ? grid.at(y) : new Row(cols);
      row.resize(cols);
      if (cols < this.cols) {
        const c = row.cells;
        if ((c[(cols - 1) << 1] & CELL_WIDE) !== 0) c[(cols - 1) << 1] = 0;
      }
      this.touch(row);
      out.push(row);
    }
    return new Grid(out);
  }
}

/** Makes cell `x` an empty cell in `style` (a wide character's lost half). */
function blank(c: Uint32Array, x: number, style: number): void {
  c[x << 1] = 0;
  c[(x << 1) + 1] = style;
}

/** Keeps a saved cursor inside a resized screen. */
function clampSaved(
  s: SavedCursor | null,
  cols: number,
  rows: number,
): SavedCursor | null {
  if (s === null) return null;
  s.x = Math.min(s.x, cols - 1);
  s.y = Math.min(s.y, rows - 1);
  return s;
}

/**
 * The code point of a well-formed 3- or 4-byte UTF-8 sequence at
 * `data[i]`, or -1.
 */
function decodeWide(data: Uint8Array, i: number, len: number): number {
  const b0 = data[i], b1 = data[i + 1], b2 = data[i + 2];
  if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80) return -1;
  let cp: number;
  if (len === 3) {
    cp = (b0 & 0x0f) << 12 | (b1 & 0x3f) << 6 | (b2 & 0x3f);
    return cp >= 0x800 && (cp < 0xd800 || cp > 0xdfff) ? cp : -1;
  }
  const b3 = data[i + 3];
  if ((b3 & 0xc0) !== 0x80 || b0 > 0xf4) return -1;
  cp = (b0 & 0x07) << 18 | (b1 & 0x3f) << 12 | (b2 & 0x3f) << 6 | (b3 & 0x3f);
  return cp >= 0x10000 && cp <= 0x10ffff ? cp : -1;
}

/**
 * The code point at `data[i]` when it is well-formed UTF-8 that starts a
 * cell of its own (width 1 or 2, below `FLAT_LIMIT`), with its length in
 * bytes from bit 24; else -1.
 */
function cellStart(data: Uint8Array, i: number, end: number): number {
  const b0 = data[i];
  let cp: number;
  let len: number;
  if (b0 < 0x80) {
    if (b0 < 0x20 || b0 === 0x7f) return -1;
    cp = b0;
    len = 1;
  } else if (b0 >= 0xc2 && b0 < 0xe0) {
    if (i + 1 >= end || (data[i + 1] & 0xc0) !== 0x80) return -1;
    cp = (b0 & 0x1f) << 6 | (data[i + 1] & 0x3f);
    if (cp < 0xa0) return -1; // C1 control
    len = 2;
  } else if (b0 >= 0xe0 && b0 <= 0xf4) {
    len = b0 >= 0xf0 ? 4 : 3;
    if (i + len > end) return -1;
    cp = decodeWide(data, i, len);
    if (cp < 0) return -1;
  } else return -1;
  if (cp >= FLAT_LIMIT) return -1;
  const w = FLAT_WIDTHS[cp];
  return w === 1 || w === 2 ? cp | len << 24 : -1;
}

/** Sets `count` cells from `x` to code point `cp` in `style`. */
function fillCells(
  cells: Uint32Array,
  x: number,
  count: number,
  cp: number,
  style: number,
): void {
  const end = (x + count) << 1;
  // Memory bound at 4096 columns (about 2 ns a cell here); copyWithin
  // doubling and a 64-bit fill() were no faster.
  for (let p = x << 1; p < end; p += 2) {
    cells[p] = cp;
    cells[p + 1] = style;
  }
}
