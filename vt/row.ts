/**
 * One screen or history row: packed cells (`cell.ts`), the soft-wrap flag
 * and the generation stamp that frame diffing compares.
 *
 * @module
 */

import * as cell from "./cell.ts";

// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const { CELL_GRAPHEME, CELL_LONG, CELL_WORDS, CP_MASK } = cell;

/** Words of a row's `cells`: `cols` cells and one spare. */
export function rowWords(cols: number): number {
  return (cols + 1) * CELL_WORDS;
}

/**
 * Most clusters per row kept as strings (beyond `MARK_SLOTS` marks);
 * further marks are dropped. With 32-unit clusters this bounds their text
 * to 1 KiB per row, whatever the input.
 */
export const MAX_LONG_PER_ROW = 16;

/** Combining code points stored inline per cell; longer clusters are strings. */
export const MARK_SLOTS = 2;

/**
 * A row of `cols` packed cells. Rows are recycled, never freed per line.
 *
 * `cells` has one spare cell past the last column, never read: the print
 * loop writes a wide character's two cells without branching on the width
 * and may spill into it.
 */
export class Row {
  /** `CELL_WORDS` words per cell, plus one spare cell. */
  cells: Uint32Array;
  /** Number of cells. */
  cols: number;
  /**
   * Cells from here on are all-zero (empty, default style). Print paths
   * raise it as they write; other edits that write non-zero words past it
   * set it to `cols`. `clear` skips rows that hold nothing; it still
   * clears whole rows otherwise, as `fill(0)` over a range measured slower
   * than over the whole array.
   */
  used = 0;
  /** The line continues on the next row (autowrap happened here). */
  wrapped = false;
  /**
   * Stamp of the row's content: set from the terminal's counter on every
   * change, so two different contents (or two rows) never share one.
   */
  gen = 0;
  /**
   * Combining code points of clustered cells, `MARK_SLOTS` per cell (0 for
   * none), allocated when the row first needs it. Only read for cells
   * flagged `CELL_GRAPHEME`, so a cleared or recycled row keeps it: no
   * allocation per line, and nothing the garbage collector must trace.
   */
  marks: Uint32Array | null = null;
  /** Whole cluster text of cells flagged `CELL_LONG`, by column. */
  long: (string | undefined)[] | null = null;
  /** Long clusters stored since the last clear. */
  #longCount = 0;

  /** A blank row; `cells` (of `rowWords(cols)` words) when given. */
  constructor(cols: number, cells?: Uint32Array) {
    this.cols = cols;
    this.cells = cells ?? new Uint32Array(rowWords(cols));
  }

  /** Empties every cell, filling with `style` (0: default, else BCE). */
  clear(style: number): void {
    const c = this.cells;
    if (style === 0) {
      if (this.used > 0) c.fill(0);
      this.used = 0;
    } else {
      for (let i = 0, e = this.cols * CELL_WORDS; i < e; i += 2) {
        c[i] = 0;
        c[i + 1] = style;
      }
      this.used = this.cols;
    }
    this.wrapped = false;
    if (this.long !== null) {
      this.long = null;
      this.#longCount = 0;
    }
  }

  /** Notes that cells up to (not including) `x` may be non-empty. */
  extend(x: number): void {
    if (x > this.used) this.used = x > this.cols ? this.cols : x;
  }

  /** The text of cell `x`'s cluster: base code point and marks. */
  cluster(x: number): string {
    const w0 = this.cells[x * CELL_WORDS];
    if ((w0 & CELL_LONG) !== 0 && this.long !== null) {
      return this.long[x] ?? "";
    }
    let s = String.fromCodePoint(w0 & CP_MASK);
    if ((w0 & CELL_GRAPHEME) !== 0 && this.marks !== null) {
      for (let i = 0; i < MARK_SLOTS; i++) {
        const m = this.marks[x * MARK_SLOTS + i];
        if (m === 0) break;
        s += String.fromCodePoint(m);
      }
    }
    return s;
  }

  /**
   * Appends combining code point `cp` to the cluster of cell `x` (which
   * holds a character); false when the cluster is already `maxUnits`
   * UTF-16 units long.
   */
  appendMark(x: number, cp: number, maxUnits: number): boolean {
    const c = this.cells;
    const w0 = c[x * CELL_WORDS];
    if ((w0 & CELL_LONG) !== 0) {
      const text = this.long?.[x] ?? "";
      const add = String.fromCodePoint(cp);
      if (text.length + add.length > maxUnits) return false;
      this.long![x] = text + add;
      return true;
    }
    if (this.marks === null) this.marks = allocMarks(this.cols);
    const m = this.marks;
    const at = x * MARK_SLOTS;
    if ((w0 & CELL_GRAPHEME) === 0) {
      m[at] = cp;
      for (let i = 1; i < MARK_SLOTS; i++) m[at + i] = 0;
      c[x * CELL_WORDS] = w0 | CELL_GRAPHEME;
      return true;
    }
    for (let i = 1; i < MARK_SLOTS; i++) {
      if (m[at + i] === 0) {
        m[at + i] = cp;
        return true;
      }
    }
    // Inline slots full: the cluster becomes a string, up to
    // MAX_LONG_PER_ROW of them per row so memory stays bounded.
    const text = this.cluster(x) + String.fromCodePoint(cp);
    if (text.length > maxUnits || this.#longCount >= MAX_LONG_PER_ROW) {
      return false;
    }
    if (this.long === null) this.long = new Array(this.cols);
    this.#longCount++;
    this.long[x] = text;
    c[x * CELL_WORDS] = w0 | CELL_LONG;
    return true;
  }

  /**
   * Copies the cluster data of `src` cell `sx` to cell `dx` here (the
   * caller copies the cell words).
   */
  copyCluster(src: Row, sx: number, dx: number): void {
    const w0 = src.cells[sx * CELL_WORDS];
    if ((w0 & CELL_GRAPHEME) === 0) return;
    if ((w0 & CELL_LONG) !== 0) {
      if (this.long === null) this.long = new Array(this.cols);
      this.#longCount++;
      this.long[dx] = src.long?.[sx];
      return;
    }
    if (src.marks === null) return;
    if (this.marks === null) this.marks = allocMarks(this.cols);
    for (let i = 0; i < MARK_SLOTS; i++) {
      this.marks[dx * MARK_SLOTS + i] = src.marks[sx * MARK_SLOTS + i];
    }
  }

  /** Moves cluster data of cells `[from, to]` by `delta` (with the cells). */
  moveClusters(from: number, to: number, delta: number): void {
    const cols = this.cols;
    const lo = Math.max(from, -delta);
    const hi = Math.min(to, cols - 1 - delta);
    if (lo > hi) return;
    if (this.marks !== null) {
      this.marks.copyWithin(
        (lo + delta) * MARK_SLOTS,
        lo * MARK_SLOTS,
        (hi + 1) * MARK_SLOTS,
      );
    }
    if (this.long !== null) {
      const moved = this.long.slice(lo, hi + 1);
      for (let i = 0; i < moved.length; i++) {
        this.long[lo + delta + i] = moved[i];
      }
    }
  }

  /** Empties cells `[from, to)` with `style`. */
  clearRange(from: number, to: number, style: number): void {
    if (style !== 0) this.extend(to);
    const c = this.cells;
    for (let i = from * 2, e = to * 2; i < e; i += 2) {
      c[i] = 0;
      c[i + 1] = style;
    }
  }

  /** Resizes to `cols` cells, keeping the left part. */
  resize(cols: number): void {
    if (cols === this.cols) return;
    const next = new Uint32Array(rowWords(cols));
    next.set(
      this.cells.subarray(0, Math.min(this.cols, cols) * CELL_WORDS),
    );
    this.cells = next;
    this.cols = cols;
    if (this.used > cols) this.used = cols;
    if (this.marks !== null) {
      const m = new Uint32Array(cols * MARK_SLOTS);
      m.set(this.marks.subarray(0, Math.min(this.marks.length, m.length)));
      this.marks = m;
    }
    if (this.long !== null) this.long = this.long.slice(0, cols);
  }

  /** Copies cells and clusters of `src` (same width) into this row. */
  copyFrom(src: Row): void {
    this.cells.set(src.cells);
    this.used = src.used;
    this.wrapped = src.wrapped;
    this.marks = src.marks === null ? null : src.marks.slice();
    this.long = src.long === null ? null : src.long.slice();
  }
}

/** Words per shared buffer of `allocMarks`. */
const MARK_BLOCK_WORDS = 1 << 14;
let markBlock: Uint32Array | null = null;
let markOffset = 0;

/**
 * A zeroed marks array for a row of `cols` cells, cut from a shared
 * 64 KiB buffer: rows of combining text each need one, and separate
 * allocations were most of the cost of the first mark in a row.
 */
function allocMarks(cols: number): Uint32Array {
  const words = cols * MARK_SLOTS;
  if (words > MARK_BLOCK_WORDS) return new Uint32Array(words);
  if (markBlock === null || markOffset + words > markBlock.length) {
    markBlock = new Uint32Array(MARK_BLOCK_WORDS);
    markOffset = 0;
  }
  const m = markBlock.subarray(markOffset, markOffset + words);
  markOffset += words;
  return m;
}

/** Rows per shared buffer in `RowAllocator`. */
const ROWS_PER_BLOCK = 64;

/**
 * Hands out new rows whose cells share one buffer per 64 rows: a typed
 * array's backing store costs far more to allocate than its view, and a
 * filling scrollback allocates thousands of rows.
 */
export class RowAllocator {
  #block: Uint32Array | null = null;
  #offset = 0;

  constructor(readonly cols: number) {}

  /** A new blank row. */
  next(): Row {
    const words = rowWords(this.cols);
    if (this.#block === null || this.#offset + words > this.#block.length) {
      this.#block = new Uint32Array(words * ROWS_PER_BLOCK);
      this.#offset = 0;
    }
    const cells = this.#block.subarray(this.#offset, this.#offset + words);
    this.#offset += words;
    return new Row(this.cols, cells);
  }
}
