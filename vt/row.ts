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

/**
 * Combining code points kept per cell in `Row.marks` (`firstMark` and
 * `copyCluster` write entries slot by slot, so changing it means changing
 * them); longer clusters are strings. Four hold the common emoji ZWJ
 * sequences (👩‍💻, 👩🏽‍💻, 🏳️‍🌈, 👨‍👩‍👧): with two, each such emoji became
 * a string and a column array on its row, and the unicode corpus lost 7%
 * of its throughput.
 */
export const MARK_SLOTS = 4;
/** Words per entry of `Row.marks`: the column, then `MARK_SLOTS` code points. */
export const MARK_ENTRY = 1 + MARK_SLOTS;
/** Entries in a row's first marks list; it grows when a row needs more. */
export const MARK_FIRST = 8;

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
   * Combining code points of clustered cells: `markCount` entries of
   * `MARK_ENTRY` words (the column, then up to `MARK_SLOTS` code points, 0
   * for none), in the order they came, the last one of a column winning.
   * Only cells flagged `CELL_GRAPHEME` are looked up, so clearing cells
   * leaves their entries unread until a compaction drops them, and a
   * recycled row keeps the array: no allocation per line.
   *
   * A list, not an array indexed by column: a recycled row's marks are
   * cold memory, and the few marks of a line fill one cache line of a list
   * where an indexed array took a cache miss per mark (about a sixth of
   * the time of the unicode corpus).
   */
  marks: Uint32Array | null = null;
  /** Entries used in `marks`. */
  markCount = 0;
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
    this.markCount = 0;
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
    const at = (w0 & CELL_GRAPHEME) !== 0 ? this.#findMarks(x) : -1;
    if (at >= 0) {
      const m = this.marks!;
      for (let i = 1; i <= MARK_SLOTS; i++) {
        if (m[at + i] === 0) break;
        s += String.fromCodePoint(m[at + i]);
      }
    }
    return s;
  }

  /** Where in `marks` the entry of column `x` starts, -1 for none. */
  #findMarks(x: number): number {
    const m = this.marks;
    if (m === null) return -1;
    for (
      let at = (this.markCount - 1) * MARK_ENTRY;
      at >= 0;
      at -= MARK_ENTRY
    ) {
      if (m[at] === x) return at;
    }
    return -1;
  }

  /**
   * Adds an entry for column `x` with its slots empty (the caller fills
   * them and flags the cell) and returns where it starts; makes room
   * first: drops entries no cell reads, then grows.
   */
  #addEntry(x: number): number {
    let m = this.marks;
    if (m === null) {
      m = this.marks = allocMarks(MARK_FIRST * MARK_ENTRY);
    } else if ((this.markCount + 1) * MARK_ENTRY > m.length) {
      this.#compactMarks();
      if ((this.markCount + 1) * MARK_ENTRY > m.length) {
        // (A restored row's list may be empty: it grows all the same.)
        const grown = allocMarks(
          Math.max(m.length * 2, MARK_FIRST * MARK_ENTRY),
        );
        grown.set(m);
        m = this.marks = grown;
      }
    }
    const at = this.markCount * MARK_ENTRY;
    m[at] = x;
    // Not fill(): a builtin's call cost more than the mark (40 ns).
    for (let i = 1; i < MARK_ENTRY; i++) m[at + i] = 0;
    this.markCount++;
    return at;
  }

  /** Keeps only the entries a cell reads: clustered cells, last entry. */
  #compactMarks(): void {
    const m = this.marks!;
    const c = this.cells;
    let out = 0;
    for (
      let at = 0, e = this.markCount * MARK_ENTRY;
      at < e;
      at += MARK_ENTRY
    ) {
      const x = m[at];
      if (x >= this.cols) continue;
      const w0 = c[x * CELL_WORDS];
      if ((w0 & CELL_GRAPHEME) === 0 || (w0 & CELL_LONG) !== 0) continue;
      if (this.#findMarks(x) !== at) continue; // a later entry wins
      if (out !== at) m.copyWithin(out, at, at + MARK_ENTRY);
      out += MARK_ENTRY;
    }
    this.markCount = out / MARK_ENTRY;
  }

  /**
   * The common case of `appendMark`, small enough for the print loop to
   * inline: the first mark of a cell while the list has room. False,
   * changing nothing, for anything else.
   */
  firstMark(x: number, cp: number): boolean {
    const m = this.marks;
    const c = this.cells;
    const w0 = c[x * CELL_WORDS];
    const at = this.markCount * MARK_ENTRY;
    if (
      m === null || (w0 & CELL_GRAPHEME) !== 0 || at + MARK_ENTRY > m.length
    ) return false;
    m[at] = x;
    m[at + 1] = cp;
    m[at + 2] = 0;
    m[at + 3] = 0;
    m[at + 4] = 0;
    this.markCount++;
    c[x * CELL_WORDS] = w0 | CELL_GRAPHEME;
    return true;
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
    const at = (w0 & CELL_GRAPHEME) !== 0 ? this.#findMarks(x) : -1;
    if (at < 0) {
      const to = this.#addEntry(x); // may replace this.marks
      this.marks![to + 1] = cp;
      c[x * CELL_WORDS] = w0 | CELL_GRAPHEME;
      return true;
    }
    const m = this.marks!;
    for (let i = 2; i <= MARK_SLOTS; i++) {
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
    const at = src.#findMarks(sx);
    if (at < 0) return;
    // Read before #addEntry, which may move or drop src's entries when
    // src is this.
    const m = src.marks!;
    const cp1 = m[at + 1];
    const cp2 = m[at + 2];
    const cp3 = m[at + 3];
    const cp4 = m[at + 4];
    const to = this.#addEntry(dx);
    const d = this.marks!;
    d[to + 1] = cp1;
    d[to + 2] = cp2;
    d[to + 3] = cp3;
    d[to + 4] = cp4;
  }

  /** Moves cluster data of cells `[from, to]` by `delta` (with the cells). */
  moveClusters(from: number, to: number, delta: number): void {
    const cols = this.cols;
    const lo = Math.max(from, -delta);
    const hi = Math.min(to, cols - 1 - delta);
    if (lo > hi) return;
    if (this.marks !== null) {
      // Entries of moved cells move with them; those of the cells they
      // land on go.
      const m = this.marks;
      let out = 0;
      for (
        let at = 0, e = this.markCount * MARK_ENTRY;
        at < e;
        at += MARK_ENTRY
      ) {
        const x = m[at];
        if (x >= lo && x <= hi) m[at] = x + delta;
        else if (x >= lo + delta && x <= hi + delta) continue;
        if (out !== at) m.copyWithin(out, at, at + MARK_ENTRY);
        out += MARK_ENTRY;
      }
      this.markCount = out / MARK_ENTRY;
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
      // Entries of columns cut off go (and compaction would drop them).
      const m = this.marks;
      let out = 0;
      for (
        let at = 0, e = this.markCount * MARK_ENTRY;
        at < e;
        at += MARK_ENTRY
      ) {
        if (m[at] >= cols) continue;
        if (out !== at) m.copyWithin(out, at, at + MARK_ENTRY);
        out += MARK_ENTRY;
      }
      this.markCount = out / MARK_ENTRY;
    }
    if (this.long !== null) this.long = this.long.slice(0, cols);
  }

  /** Long clusters stored since the last clear (for `engine_state.ts`). */
  get longCount(): number {
    return this.#longCount;
  }

  /** Sets the long clusters a saved row had (`engine_state.ts`). */
  restoreLong(long: (string | undefined)[] | null, count: number): void {
    this.long = long;
    this.#longCount = count;
  }

  /** Copies cells and clusters of `src` (same width) into this row. */
  copyFrom(src: Row): void {
    this.cells.set(src.cells);
    this.used = src.used;
    this.wrapped = src.wrapped;
    this.marks = src.marks === null ? null : src.marks.slice();
    this.markCount = src.markCount;
    this.long = src.long === null ? null : src.long.slice();
  }
}

/** Words per shared buffer of `allocMarks`. */
const MARK_BLOCK_WORDS = 1 << 14;
let markBlock: Uint32Array | null = null;
let markOffset = 0;

/**
 * A zeroed marks list of `words` words, cut from a shared 64 KiB buffer:
 * rows of combining text each need one, and separate allocations were
 * most of the cost of the first mark in a row.
 */
function allocMarks(words: number): Uint32Array {
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
