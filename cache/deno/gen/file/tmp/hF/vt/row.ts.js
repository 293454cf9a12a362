/**
 * One screen or history row: packed cells (`cell.ts`), the soft-wrap flag
 * and the generation stamp that frame diffing compares.
 *
 * @module
 */ import * as cell from "./cell.ts";
// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const { CELL_GRAPHEME, CELL_LONG, CELL_WORDS, CP_MASK } = cell;
/** Words of a row's `cells`: `cols` cells and one spare. */ export function rowWords(cols) {
  return (cols + 1) * CELL_WORDS;
}
/**
 * Most clusters per row kept as strings (beyond `MARK_SLOTS` marks);
 * further marks are dropped. With 32-unit clusters this bounds their text
 * to 1 KiB per row, whatever the input.
 */ export const MAX_LONG_PER_ROW = 16;
/**
 * Combining code points kept per cell in `Row.marks` (`firstMark` and
 * `copyCluster` write entries slot by slot, so changing it means changing
 * them); longer clusters are strings. Four hold the common emoji ZWJ
 * sequences (👩‍💻, 👩🏽‍💻, 🏳️‍🌈, 👨‍👩‍👧): with two, each such emoji became
 * a string and a column array on its row, and the unicode corpus lost 7%
 * of its throughput.
 */ export const MARK_SLOTS = 4;
/** Words per entry of `Row.marks`: the column, then `MARK_SLOTS` code points. */ export const MARK_ENTRY = 1 + MARK_SLOTS;
/** Entries in a row's first marks list; it grows when a row needs more. */ export const MARK_FIRST = 8;
/**
 * A row of `cols` packed cells. Rows are recycled, never freed per line.
 *
 * `cells` has one spare cell past the last column, never read: the print
 * loop writes a wide character's two cells without branching on the width
 * and may spill into it.
 */ export class Row {
  /** `CELL_WORDS` words per cell, plus one spare cell. */ cells;
  /** Number of cells. */ cols;
  /**
   * Cells from here on are all-zero (empty, default style). Print paths
   * raise it as they write; other edits that write non-zero words past it
   * set it to `cols`. `clear` skips rows that hold nothing; it still
   * clears whole rows otherwise, as `fill(0)` over a range measured slower
   * than over the whole array.
   */ used = 0;
  /** The line continues on the next row (autowrap happened here). */ wrapped = false;
  /**
   * Stamp of the row's content: set from the terminal's counter on every
   * change, so two different contents (or two rows) never share one.
   */ gen = 0;
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
   */ marks = null;
  /** Entries used in `marks`. */ markCount = 0;
  /** Whole cluster text of cells flagged `CELL_LONG`, by column. */ long = null;
  /** Long clusters stored since the last clear. */ #longCount = 0;
  /** A blank row; `cells` (of `rowWords(cols)` words) when given. */ constructor(cols, cells){
    this.cols = cols;
    this.cells = cells ?? new Uint32Array(rowWords(cols));
  }
  /** Empties every cell, filling with `style` (0: default, else BCE). */ clear(style) {
    const c = this.cells;
    if (style === 0) {
      if (this.used > 0) c.fill(0);
      this.used = 0;
    } else {
      for(let i = 0, e = this.cols * CELL_WORDS; i < e; i += 2){
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
  /** Notes that cells up to (not including) `x` may be non-empty. */ extend(x) {
    if (x > this.used) this.used = x > this.cols ? this.cols : x;
  }
  /** The text of cell `x`'s cluster: base code point and marks. */ cluster(x) {
    const w0 = this.cells[x * CELL_WORDS];
    if ((w0 & CELL_LONG) !== 0 && this.long !== null) {
      return this.long[x] ?? "";
    }
    let s = String.fromCodePoint(w0 & CP_MASK);
    const at = (w0 & CELL_GRAPHEME) !== 0 ? this.#findMarks(x) : -1;
    if (at >= 0) {
      const m = this.marks;
      for(let i = 1; i <= MARK_SLOTS; i++){
        if (m[at + i] === 0) break;
        s += String.fromCodePoint(m[at + i]);
      }
    }
    return s;
  }
  /** Where in `marks` the entry of column `x` starts, -1 for none. */ #findMarks(x) {
    const m = this.marks;
    if (m === null) return -1;
    for(let at = (this.markCount - 1) * MARK_ENTRY; at >= 0; at -= MARK_ENTRY){
      if (m[at] === x) return at;
    }
    return -1;
  }
  /**
   * Adds an entry for column `x` with its slots empty (the caller fills
   * them and flags the cell) and returns where it starts; makes room
   * first: drops entries no cell reads, then grows.
   */ #addEntry(x) {
    let m = this.marks;
    if (m === null) {
      m = this.marks = allocMarks(MARK_FIRST * MARK_ENTRY);
    } else if ((this.markCount + 1) * MARK_ENTRY > m.length) {
      this.#compactMarks();
      if ((this.markCount + 1) * MARK_ENTRY > m.length) {
        // (A restored row's list may be empty: it grows all the same.)
        const grown = allocMarks(Math.max(m.length * 2, MARK_FIRST * MARK_ENTRY));
        grown.set(m);
        m = this.marks = grown;
      }
    }
    const at = this.markCount * MARK_ENTRY;
    m[at] = x;
    // Not fill(): a builtin's call cost more than the mark (40 ns).
    for(let i = 1; i < MARK_ENTRY; i++)m[at + i] = 0;
    this.markCount++;
    return at;
  }
  /** Keeps only the entries a cell reads: clustered cells, last entry. */ #compactMarks() {
    const m = this.marks;
    const c = this.cells;
    let out = 0;
    for(let at = 0, e = this.markCount * MARK_ENTRY; at < e; at += MARK_ENTRY){
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
   */ firstMark(x, cp) {
    const m = this.marks;
    const c = this.cells;
    const w0 = c[x * CELL_WORDS];
    const at = this.markCount * MARK_ENTRY;
    if (m === null || (w0 & CELL_GRAPHEME) !== 0 || at + MARK_ENTRY > m.length) return false;
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
   */ appendMark(x, cp, maxUnits) {
    const c = this.cells;
    const w0 = c[x * CELL_WORDS];
    if ((w0 & CELL_LONG) !== 0) {
      const text = this.long?.[x] ?? "";
      const add = String.fromCodePoint(cp);
      if (text.length + add.length > maxUnits) return false;
      this.long[x] = text + add;
      return true;
    }
    const at = (w0 & CELL_GRAPHEME) !== 0 ? this.#findMarks(x) : -1;
    if (at < 0) {
      const to = this.#addEntry(x); // may replace this.marks
      this.marks[to + 1] = cp;
      c[x * CELL_WORDS] = w0 | CELL_GRAPHEME;
      return true;
    }
    const m = this.marks;
    for(let i = 2; i <= MARK_SLOTS; i++){
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
   */ copyCluster(src, sx, dx) {
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
    const m = src.marks;
    const cp1 = m[at + 1];
    const cp2 = m[at + 2];
    const cp3 = m[at + 3];
    const cp4 = m[at + 4];
    const to = this.#addEntry(dx);
    const d = this.marks;
    d[to + 1] = cp1;
    d[to + 2] = cp2;
    d[to + 3] = cp3;
    d[to + 4] = cp4;
  }
  /** Moves cluster data of cells `[from, to]` by `delta` (with the cells). */ moveClusters(from, to, delta) {
    const cols = this.cols;
    const lo = Math.max(from, -delta);
    const hi = Math.min(to, cols - 1 - delta);
    if (lo > hi) return;
    if (this.marks !== null) {
      // Entries of moved cells move with them; those of the cells they
      // land on go.
      const m = this.marks;
      let out = 0;
      for(let at = 0, e = this.markCount * MARK_ENTRY; at < e; at += MARK_ENTRY){
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
      for(let i = 0; i < moved.length; i++){
        this.long[lo + delta + i] = moved[i];
      }
    }
  }
  /** Empties cells `[from, to)` with `style`. */ clearRange(from, to, style) {
    if (style !== 0) this.extend(to);
    const c = this.cells;
    for(let i = from * 2, e = to * 2; i < e; i += 2){
      c[i] = 0;
      c[i + 1] = style;
    }
  }
  /** Resizes to `cols` cells, keeping the left part. */ resize(cols) {
    if (cols === this.cols) return;
    const next = new Uint32Array(rowWords(cols));
    next.set(this.cells.subarray(0, Math.min(this.cols, cols) * CELL_WORDS));
    this.cells = next;
    this.cols = cols;
    if (this.used > cols) this.used = cols;
    if (this.marks !== null) {
      // Entries of columns cut off go (and compaction would drop them).
      const m = this.marks;
      let out = 0;
      for(let at = 0, e = this.markCount * MARK_ENTRY; at < e; at += MARK_ENTRY){
        if (m[at] >= cols) continue;
        if (out !== at) m.copyWithin(out, at, at + MARK_ENTRY);
        out += MARK_ENTRY;
      }
      this.markCount = out / MARK_ENTRY;
    }
    if (this.long !== null) this.long = this.long.slice(0, cols);
  }
  /** Long clusters stored since the last clear (for `engine_state.ts`). */ get longCount() {
    return this.#longCount;
  }
  /** Sets the long clusters a saved row had (`engine_state.ts`). */ restoreLong(long, count) {
    this.long = long;
    this.#longCount = count;
  }
  /** Copies cells and clusters of `src` (same width) into this row. */ copyFrom(src) {
    this.cells.set(src.cells);
    this.used = src.used;
    this.wrapped = src.wrapped;
    this.marks = src.marks === null ? null : src.marks.slice();
    this.markCount = src.markCount;
    this.long = src.long === null ? null : src.long.slice();
  }
}
/** Words per shared buffer of `allocMarks`. */ const MARK_BLOCK_WORDS = 1 << 14;
let markBlock = null;
let markOffset = 0;
/**
 * A zeroed marks list of `words` words, cut from a shared 64 KiB buffer:
 * rows of combining text each need one, and separate allocations were
 * most of the cost of the first mark in a row.
 */ function allocMarks(words) {
  if (words > MARK_BLOCK_WORDS) return new Uint32Array(words);
  if (markBlock === null || markOffset + words > markBlock.length) {
    markBlock = new Uint32Array(MARK_BLOCK_WORDS);
    markOffset = 0;
  }
  const m = markBlock.subarray(markOffset, markOffset + words);
  markOffset += words;
  return m;
}
/** Rows per shared buffer in `RowAllocator`. */ const ROWS_PER_BLOCK = 64;
/**
 * Hands out new rows whose cells share one buffer per 64 rows: a typed
 * array's backing store costs far more to allocate than its view, and a
 * filling scrollback allocates thousands of rows.
 */ export class RowAllocator {
  cols;
  #block;
  #offset;
  constructor(cols){
    this.cols = cols;
    this.#block = null;
    this.#offset = 0;
  }
  /** A new blank row. */ next() {
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3Jvdy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIE9uZSBzY3JlZW4gb3IgaGlzdG9yeSByb3c6IHBhY2tlZCBjZWxscyAoYGNlbGwudHNgKSwgdGhlIHNvZnQtd3JhcCBmbGFnXG4gKiBhbmQgdGhlIGdlbmVyYXRpb24gc3RhbXAgdGhhdCBmcmFtZSBkaWZmaW5nIGNvbXBhcmVzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgKiBhcyBjZWxsIGZyb20gXCIuL2NlbGwudHNcIjtcblxuLy8gTG9jYWwgY29waWVzIG9mIGltcG9ydGVkIGNvbnN0YW50czogVjggZm9sZHMgYSBtb2R1bGUncyBvd24gY29uc3RhbnRzXG4vLyBpbnRvIG9wdGltaXplZCBjb2RlIGJ1dCBsb2FkcyBhbmQgY2hlY2tzIGFuIGltcG9ydGVkIGJpbmRpbmcgYXQgZXZlcnkgdXNlLlxuY29uc3QgeyBDRUxMX0dSQVBIRU1FLCBDRUxMX0xPTkcsIENFTExfV09SRFMsIENQX01BU0sgfSA9IGNlbGw7XG5cbi8qKiBXb3JkcyBvZiBhIHJvdydzIGBjZWxsc2A6IGBjb2xzYCBjZWxscyBhbmQgb25lIHNwYXJlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJvd1dvcmRzKGNvbHM6IG51bWJlcik6IG51bWJlciB7XG4gIHJldHVybiAoY29scyArIDEpICogQ0VMTF9XT1JEUztcbn1cblxuLyoqXG4gKiBNb3N0IGNsdXN0ZXJzIHBlciByb3cga2VwdCBhcyBzdHJpbmdzIChiZXlvbmQgYE1BUktfU0xPVFNgIG1hcmtzKTtcbiAqIGZ1cnRoZXIgbWFya3MgYXJlIGRyb3BwZWQuIFdpdGggMzItdW5pdCBjbHVzdGVycyB0aGlzIGJvdW5kcyB0aGVpciB0ZXh0XG4gKiB0byAxIEtpQiBwZXIgcm93LCB3aGF0ZXZlciB0aGUgaW5wdXQuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfTE9OR19QRVJfUk9XID0gMTY7XG5cbi8qKlxuICogQ29tYmluaW5nIGNvZGUgcG9pbnRzIGtlcHQgcGVyIGNlbGwgaW4gYFJvdy5tYXJrc2AgKGBmaXJzdE1hcmtgIGFuZFxuICogYGNvcHlDbHVzdGVyYCB3cml0ZSBlbnRyaWVzIHNsb3QgYnkgc2xvdCwgc28gY2hhbmdpbmcgaXQgbWVhbnMgY2hhbmdpbmdcbiAqIHRoZW0pOyBsb25nZXIgY2x1c3RlcnMgYXJlIHN0cmluZ3MuIEZvdXIgaG9sZCB0aGUgY29tbW9uIGVtb2ppIFpXSlxuICogc2VxdWVuY2VzICjwn5Gp4oCN8J+Suywg8J+RqfCfj73igI3wn5K7LCDwn4+z77iP4oCN8J+MiCwg8J+RqOKAjfCfkanigI3wn5GnKTogd2l0aCB0d28sIGVhY2ggc3VjaCBlbW9qaSBiZWNhbWVcbiAqIGEgc3RyaW5nIGFuZCBhIGNvbHVtbiBhcnJheSBvbiBpdHMgcm93LCBhbmQgdGhlIHVuaWNvZGUgY29ycHVzIGxvc3QgNyVcbiAqIG9mIGl0cyB0aHJvdWdocHV0LlxuICovXG5leHBvcnQgY29uc3QgTUFSS19TTE9UUyA9IDQ7XG4vKiogV29yZHMgcGVyIGVudHJ5IG9mIGBSb3cubWFya3NgOiB0aGUgY29sdW1uLCB0aGVuIGBNQVJLX1NMT1RTYCBjb2RlIHBvaW50cy4gKi9cbmV4cG9ydCBjb25zdCBNQVJLX0VOVFJZID0gMSArIE1BUktfU0xPVFM7XG4vKiogRW50cmllcyBpbiBhIHJvdydzIGZpcnN0IG1hcmtzIGxpc3Q7IGl0IGdyb3dzIHdoZW4gYSByb3cgbmVlZHMgbW9yZS4gKi9cbmV4cG9ydCBjb25zdCBNQVJLX0ZJUlNUID0gODtcblxuLyoqXG4gKiBBIHJvdyBvZiBgY29sc2AgcGFja2VkIGNlbGxzLiBSb3dzIGFyZSByZWN5Y2xlZCwgbmV2ZXIgZnJlZWQgcGVyIGxpbmUuXG4gKlxuICogYGNlbGxzYCBoYXMgb25lIHNwYXJlIGNlbGwgcGFzdCB0aGUgbGFzdCBjb2x1bW4sIG5ldmVyIHJlYWQ6IHRoZSBwcmludFxuICogbG9vcCB3cml0ZXMgYSB3aWRlIGNoYXJhY3RlcidzIHR3byBjZWxscyB3aXRob3V0IGJyYW5jaGluZyBvbiB0aGUgd2lkdGhcbiAqIGFuZCBtYXkgc3BpbGwgaW50byBpdC5cbiAqL1xuZXhwb3J0IGNsYXNzIFJvdyB7XG4gIC8qKiBgQ0VMTF9XT1JEU2Agd29yZHMgcGVyIGNlbGwsIHBsdXMgb25lIHNwYXJlIGNlbGwuICovXG4gIGNlbGxzOiBVaW50MzJBcnJheTtcbiAgLyoqIE51bWJlciBvZiBjZWxscy4gKi9cbiAgY29sczogbnVtYmVyO1xuICAvKipcbiAgICogQ2VsbHMgZnJvbSBoZXJlIG9uIGFyZSBhbGwtemVybyAoZW1wdHksIGRlZmF1bHQgc3R5bGUpLiBQcmludCBwYXRoc1xuICAgKiByYWlzZSBpdCBhcyB0aGV5IHdyaXRlOyBvdGhlciBlZGl0cyB0aGF0IHdyaXRlIG5vbi16ZXJvIHdvcmRzIHBhc3QgaXRcbiAgICogc2V0IGl0IHRvIGBjb2xzYC4gYGNsZWFyYCBza2lwcyByb3dzIHRoYXQgaG9sZCBub3RoaW5nOyBpdCBzdGlsbFxuICAgKiBjbGVhcnMgd2hvbGUgcm93cyBvdGhlcndpc2UsIGFzIGBmaWxsKDApYCBvdmVyIGEgcmFuZ2UgbWVhc3VyZWQgc2xvd2VyXG4gICAqIHRoYW4gb3ZlciB0aGUgd2hvbGUgYXJyYXkuXG4gICAqL1xuICB1c2VkID0gMDtcbiAgLyoqIFRoZSBsaW5lIGNvbnRpbnVlcyBvbiB0aGUgbmV4dCByb3cgKGF1dG93cmFwIGhhcHBlbmVkIGhlcmUpLiAqL1xuICB3cmFwcGVkID0gZmFsc2U7XG4gIC8qKlxuICAgKiBTdGFtcCBvZiB0aGUgcm93J3MgY29udGVudDogc2V0IGZyb20gdGhlIHRlcm1pbmFsJ3MgY291bnRlciBvbiBldmVyeVxuICAgKiBjaGFuZ2UsIHNvIHR3byBkaWZmZXJlbnQgY29udGVudHMgKG9yIHR3byByb3dzKSBuZXZlciBzaGFyZSBvbmUuXG4gICAqL1xuICBnZW4gPSAwO1xuICAvKipcbiAgICogQ29tYmluaW5nIGNvZGUgcG9pbnRzIG9mIGNsdXN0ZXJlZCBjZWxsczogYG1hcmtDb3VudGAgZW50cmllcyBvZlxuICAgKiBgTUFSS19FTlRSWWAgd29yZHMgKHRoZSBjb2x1bW4sIHRoZW4gdXAgdG8gYE1BUktfU0xPVFNgIGNvZGUgcG9pbnRzLCAwXG4gICAqIGZvciBub25lKSwgaW4gdGhlIG9yZGVyIHRoZXkgY2FtZSwgdGhlIGxhc3Qgb25lIG9mIGEgY29sdW1uIHdpbm5pbmcuXG4gICAqIE9ubHkgY2VsbHMgZmxhZ2dlZCBgQ0VMTF9HUkFQSEVNRWAgYXJlIGxvb2tlZCB1cCwgc28gY2xlYXJpbmcgY2VsbHNcbiAgICogbGVhdmVzIHRoZWlyIGVudHJpZXMgdW5yZWFkIHVudGlsIGEgY29tcGFjdGlvbiBkcm9wcyB0aGVtLCBhbmQgYVxuICAgKiByZWN5Y2xlZCByb3cga2VlcHMgdGhlIGFycmF5OiBubyBhbGxvY2F0aW9uIHBlciBsaW5lLlxuICAgKlxuICAgKiBBIGxpc3QsIG5vdCBhbiBhcnJheSBpbmRleGVkIGJ5IGNvbHVtbjogYSByZWN5Y2xlZCByb3cncyBtYXJrcyBhcmVcbiAgICogY29sZCBtZW1vcnksIGFuZCB0aGUgZmV3IG1hcmtzIG9mIGEgbGluZSBmaWxsIG9uZSBjYWNoZSBsaW5lIG9mIGEgbGlzdFxuICAgKiB3aGVyZSBhbiBpbmRleGVkIGFycmF5IHRvb2sgYSBjYWNoZSBtaXNzIHBlciBtYXJrIChhYm91dCBhIHNpeHRoIG9mXG4gICAqIHRoZSB0aW1lIG9mIHRoZSB1bmljb2RlIGNvcnB1cykuXG4gICAqL1xuICBtYXJrczogVWludDMyQXJyYXkgfCBudWxsID0gbnVsbDtcbiAgLyoqIEVudHJpZXMgdXNlZCBpbiBgbWFya3NgLiAqL1xuICBtYXJrQ291bnQgPSAwO1xuICAvKiogV2hvbGUgY2x1c3RlciB0ZXh0IG9mIGNlbGxzIGZsYWdnZWQgYENFTExfTE9OR2AsIGJ5IGNvbHVtbi4gKi9cbiAgbG9uZzogKHN0cmluZyB8IHVuZGVmaW5lZClbXSB8IG51bGwgPSBudWxsO1xuICAvKiogTG9uZyBjbHVzdGVycyBzdG9yZWQgc2luY2UgdGhlIGxhc3QgY2xlYXIuICovXG4gICNsb25nQ291bnQgPSAwO1xuXG4gIC8qKiBBIGJsYW5rIHJvdzsgYGNlbGxzYCAob2YgYHJvd1dvcmRzKGNvbHMpYCB3b3Jkcykgd2hlbiBnaXZlbi4gKi9cbiAgY29uc3RydWN0b3IoY29sczogbnVtYmVyLCBjZWxscz86IFVpbnQzMkFycmF5KSB7XG4gICAgdGhpcy5jb2xzID0gY29scztcbiAgICB0aGlzLmNlbGxzID0gY2VsbHMgPz8gbmV3IFVpbnQzMkFycmF5KHJvd1dvcmRzKGNvbHMpKTtcbiAgfVxuXG4gIC8qKiBFbXB0aWVzIGV2ZXJ5IGNlbGwsIGZpbGxpbmcgd2l0aCBgc3R5bGVgICgwOiBkZWZhdWx0LCBlbHNlIEJDRSkuICovXG4gIGNsZWFyKHN0eWxlOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdGhpcy5jZWxscztcbiAgICBpZiAoc3R5bGUgPT09IDApIHtcbiAgICAgIGlmICh0aGlzLnVzZWQgPiAwKSBjLmZpbGwoMCk7XG4gICAgICB0aGlzLnVzZWQgPSAwO1xuICAgIH0gZWxzZSB7XG4gICAgICBmb3IgKGxldCBpID0gMCwgZSA9IHRoaXMuY29scyAqIENFTExfV09SRFM7IGkgPCBlOyBpICs9IDIpIHtcbiAgICAgICAgY1tpXSA9IDA7XG4gICAgICAgIGNbaSArIDFdID0gc3R5bGU7XG4gICAgICB9XG4gICAgICB0aGlzLnVzZWQgPSB0aGlzLmNvbHM7XG4gICAgfVxuICAgIHRoaXMud3JhcHBlZCA9IGZhbHNlO1xuICAgIHRoaXMubWFya0NvdW50ID0gMDtcbiAgICBpZiAodGhpcy5sb25nICE9PSBudWxsKSB7XG4gICAgICB0aGlzLmxvbmcgPSBudWxsO1xuICAgICAgdGhpcy4jbG9uZ0NvdW50ID0gMDtcbiAgICB9XG4gIH1cblxuICAvKiogTm90ZXMgdGhhdCBjZWxscyB1cCB0byAobm90IGluY2x1ZGluZykgYHhgIG1heSBiZSBub24tZW1wdHkuICovXG4gIGV4dGVuZCh4OiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoeCA+IHRoaXMudXNlZCkgdGhpcy51c2VkID0geCA+IHRoaXMuY29scyA/IHRoaXMuY29scyA6IHg7XG4gIH1cblxuICAvKiogVGhlIHRleHQgb2YgY2VsbCBgeGAncyBjbHVzdGVyOiBiYXNlIGNvZGUgcG9pbnQgYW5kIG1hcmtzLiAqL1xuICBjbHVzdGVyKHg6IG51bWJlcik6IHN0cmluZyB7XG4gICAgY29uc3QgdzAgPSB0aGlzLmNlbGxzW3ggKiBDRUxMX1dPUkRTXTtcbiAgICBpZiAoKHcwICYgQ0VMTF9MT05HKSAhPT0gMCAmJiB0aGlzLmxvbmcgIT09IG51bGwpIHtcbiAgICAgIHJldHVybiB0aGlzLmxvbmdbeF0gPz8gXCJcIjtcbiAgICB9XG4gICAgbGV0IHMgPSBTdHJpbmcuZnJvbUNvZGVQb2ludCh3MCAmIENQX01BU0spO1xuICAgIGNvbnN0IGF0ID0gKHcwICYgQ0VMTF9HUkFQSEVNRSkgIT09IDAgPyB0aGlzLiNmaW5kTWFya3MoeCkgOiAtMTtcbiAgICBpZiAoYXQgPj0gMCkge1xuICAgICAgY29uc3QgbSA9IHRoaXMubWFya3MhO1xuICAgICAgZm9yIChsZXQgaSA9IDE7IGkgPD0gTUFSS19TTE9UUzsgaSsrKSB7XG4gICAgICAgIGlmIChtW2F0ICsgaV0gPT09IDApIGJyZWFrO1xuICAgICAgICBzICs9IFN0cmluZy5mcm9tQ29kZVBvaW50KG1bYXQgKyBpXSk7XG4gICAgICB9XG4gICAgfVxuICAgIHJldHVybiBzO1xuICB9XG5cbiAgLyoqIFdoZXJlIGluIGBtYXJrc2AgdGhlIGVudHJ5IG9mIGNvbHVtbiBgeGAgc3RhcnRzLCAtMSBmb3Igbm9uZS4gKi9cbiAgI2ZpbmRNYXJrcyh4OiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IG0gPSB0aGlzLm1hcmtzO1xuICAgIGlmIChtID09PSBudWxsKSByZXR1cm4gLTE7XG4gICAgZm9yIChcbiAgICAgIGxldCBhdCA9ICh0aGlzLm1hcmtDb3VudCAtIDEpICogTUFSS19FTlRSWTtcbiAgICAgIGF0ID49IDA7XG4gICAgICBhdCAtPSBNQVJLX0VOVFJZXG4gICAgKSB7XG4gICAgICBpZiAobVthdF0gPT09IHgpIHJldHVybiBhdDtcbiAgICB9XG4gICAgcmV0dXJuIC0xO1xuICB9XG5cbiAgLyoqXG4gICAqIEFkZHMgYW4gZW50cnkgZm9yIGNvbHVtbiBgeGAgd2l0aCBpdHMgc2xvdHMgZW1wdHkgKHRoZSBjYWxsZXIgZmlsbHNcbiAgICogdGhlbSBhbmQgZmxhZ3MgdGhlIGNlbGwpIGFuZCByZXR1cm5zIHdoZXJlIGl0IHN0YXJ0czsgbWFrZXMgcm9vbVxuICAgKiBmaXJzdDogZHJvcHMgZW50cmllcyBubyBjZWxsIHJlYWRzLCB0aGVuIGdyb3dzLlxuICAgKi9cbiAgI2FkZEVudHJ5KHg6IG51bWJlcik6IG51bWJlciB7XG4gICAgbGV0IG0gPSB0aGlzLm1hcmtzO1xuICAgIGlmIChtID09PSBudWxsKSB7XG4gICAgICBtID0gdGhpcy5tYXJrcyA9IGFsbG9jTWFya3MoTUFSS19GSVJTVCAqIE1BUktfRU5UUlkpO1xuICAgIH0gZWxzZSBpZiAoKHRoaXMubWFya0NvdW50ICsgMSkgKiBNQVJLX0VOVFJZID4gbS5sZW5ndGgpIHtcbiAgICAgIHRoaXMuI2NvbXBhY3RNYXJrcygpO1xuICAgICAgaWYgKCh0aGlzLm1hcmtDb3VudCArIDEpICogTUFSS19FTlRSWSA+IG0ubGVuZ3RoKSB7XG4gICAgICAgIC8vIChBIHJlc3RvcmVkIHJvdydzIGxpc3QgbWF5IGJlIGVtcHR5OiBpdCBncm93cyBhbGwgdGhlIHNhbWUuKVxuICAgICAgICBjb25zdCBncm93biA9IGFsbG9jTWFya3MoXG4gICAgICAgICAgTWF0aC5tYXgobS5sZW5ndGggKiAyLCBNQVJLX0ZJUlNUICogTUFSS19FTlRSWSksXG4gICAgICAgICk7XG4gICAgICAgIGdyb3duLnNldChtKTtcbiAgICAgICAgbSA9IHRoaXMubWFya3MgPSBncm93bjtcbiAgICAgIH1cbiAgICB9XG4gICAgY29uc3QgYXQgPSB0aGlzLm1hcmtDb3VudCAqIE1BUktfRU5UUlk7XG4gICAgbVthdF0gPSB4O1xuICAgIC8vIE5vdCBmaWxsKCk6IGEgYnVpbHRpbidzIGNhbGwgY29zdCBtb3JlIHRoYW4gdGhlIG1hcmsgKDQwIG5zKS5cbiAgICBmb3IgKGxldCBpID0gMTsgaSA8IE1BUktfRU5UUlk7IGkrKykgbVthdCArIGldID0gMDtcbiAgICB0aGlzLm1hcmtDb3VudCsrO1xuICAgIHJldHVybiBhdDtcbiAgfVxuXG4gIC8qKiBLZWVwcyBvbmx5IHRoZSBlbnRyaWVzIGEgY2VsbCByZWFkczogY2x1c3RlcmVkIGNlbGxzLCBsYXN0IGVudHJ5LiAqL1xuICAjY29tcGFjdE1hcmtzKCk6IHZvaWQge1xuICAgIGNvbnN0IG0gPSB0aGlzLm1hcmtzITtcbiAgICBjb25zdCBjID0gdGhpcy5jZWxscztcbiAgICBsZXQgb3V0ID0gMDtcbiAgICBmb3IgKFxuICAgICAgbGV0IGF0ID0gMCwgZSA9IHRoaXMubWFya0NvdW50ICogTUFSS19FTlRSWTtcbiAgICAgIGF0IDwgZTtcbiAgICAgIGF0ICs9IE1BUktfRU5UUllcbiAgICApIHtcbiAgICAgIGNvbnN0IHggPSBtW2F0XTtcbiAgICAgIGlmICh4ID49IHRoaXMuY29scykgY29udGludWU7XG4gICAgICBjb25zdCB3MCA9IGNbeCAqIENFTExfV09SRFNdO1xuICAgICAgaWYgKCh3MCAmIENFTExfR1JBUEhFTUUpID09PSAwIHx8ICh3MCAmIENFTExfTE9ORykgIT09IDApIGNvbnRpbnVlO1xuICAgICAgaWYgKHRoaXMuI2ZpbmRNYXJrcyh4KSAhPT0gYXQpIGNvbnRpbnVlOyAvLyBhIGxhdGVyIGVudHJ5IHdpbnNcbiAgICAgIGlmIChvdXQgIT09IGF0KSBtLmNvcHlXaXRoaW4ob3V0LCBhdCwgYXQgKyBNQVJLX0VOVFJZKTtcbiAgICAgIG91dCArPSBNQVJLX0VOVFJZO1xuICAgIH1cbiAgICB0aGlzLm1hcmtDb3VudCA9IG91dCAvIE1BUktfRU5UUlk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIGNvbW1vbiBjYXNlIG9mIGBhcHBlbmRNYXJrYCwgc21hbGwgZW5vdWdoIGZvciB0aGUgcHJpbnQgbG9vcCB0b1xuICAgKiBpbmxpbmU6IHRoZSBmaXJzdCBtYXJrIG9mIGEgY2VsbCB3aGlsZSB0aGUgbGlzdCBoYXMgcm9vbS4gRmFsc2UsXG4gICAqIGNoYW5naW5nIG5vdGhpbmcsIGZvciBhbnl0aGluZyBlbHNlLlxuICAgKi9cbiAgZmlyc3RNYXJrKHg6IG51bWJlciwgY3A6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IG0gPSB0aGlzLm1hcmtzO1xuICAgIGNvbnN0IGMgPSB0aGlzLmNlbGxzO1xuICAgIGNvbnN0IHcwID0gY1t4ICogQ0VMTF9XT1JEU107XG4gICAgY29uc3QgYXQgPSB0aGlzLm1hcmtDb3VudCAqIE1BUktfRU5UUlk7XG4gICAgaWYgKFxuICAgICAgbSA9PT0gbnVsbCB8fCAodzAgJiBDRUxMX0dSQVBIRU1FKSAhPT0gMCB8fCBhdCArIE1BUktfRU5UUlkgPiBtLmxlbmd0aFxuICAgICkgcmV0dXJuIGZhbHNlO1xuICAgIG1bYXRdID0geDtcbiAgICBtW2F0ICsgMV0gPSBjcDtcbiAgICBtW2F0ICsgMl0gPSAwO1xuICAgIG1bYXQgKyAzXSA9IDA7XG4gICAgbVthdCArIDRdID0gMDtcbiAgICB0aGlzLm1hcmtDb3VudCsrO1xuICAgIGNbeCAqIENFTExfV09SRFNdID0gdzAgfCBDRUxMX0dSQVBIRU1FO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqXG4gICAqIEFwcGVuZHMgY29tYmluaW5nIGNvZGUgcG9pbnQgYGNwYCB0byB0aGUgY2x1c3RlciBvZiBjZWxsIGB4YCAod2hpY2hcbiAgICogaG9sZHMgYSBjaGFyYWN0ZXIpOyBmYWxzZSB3aGVuIHRoZSBjbHVzdGVyIGlzIGFscmVhZHkgYG1heFVuaXRzYFxuICAgKiBVVEYtMTYgdW5pdHMgbG9uZy5cbiAgICovXG4gIGFwcGVuZE1hcmsoeDogbnVtYmVyLCBjcDogbnVtYmVyLCBtYXhVbml0czogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgY29uc3QgYyA9IHRoaXMuY2VsbHM7XG4gICAgY29uc3QgdzAgPSBjW3ggKiBDRUxMX1dPUkRTXTtcbiAgICBpZiAoKHcwICYgQ0VMTF9MT05HKSAhPT0gMCkge1xuICAgICAgY29uc3QgdGV4dCA9IHRoaXMubG9uZz8uW3hdID8/IFwiXCI7XG4gICAgICBjb25zdCBhZGQgPSBTdHJpbmcuZnJvbUNvZGVQb2ludChjcCk7XG4gICAgICBpZiAodGV4dC5sZW5ndGggKyBhZGQubGVuZ3RoID4gbWF4VW5pdHMpIHJldHVybiBmYWxzZTtcbiAgICAgIHRoaXMubG9uZyFbeF0gPSB0ZXh0ICsgYWRkO1xuICAgICAgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIGNvbnN0IGF0ID0gKHcwICYgQ0VMTF9HUkFQSEVNRSkgIT09IDAgPyB0aGlzLiNmaW5kTWFya3MoeCkgOiAtMTtcbiAgICBpZiAoYXQgPCAwKSB7XG4gICAgICBjb25zdCB0byA9IHRoaXMuI2FkZEVudHJ5KHgpOyAvLyBtYXkgcmVwbGFjZSB0aGlzLm1hcmtzXG4gICAgICB0aGlzLm1hcmtzIVt0byArIDFdID0gY3A7XG4gICAgICBjW3ggKiBDRUxMX1dPUkRTXSA9IHcwIHwgQ0VMTF9HUkFQSEVNRTtcbiAgICAgIHJldHVybiB0cnVlO1xuICAgIH1cbiAgICBjb25zdCBtID0gdGhpcy5tYXJrcyE7XG4gICAgZm9yIChsZXQgaSA9IDI7IGkgPD0gTUFSS19TTE9UUzsgaSsrKSB7XG4gICAgICBpZiAobVthdCArIGldID09PSAwKSB7XG4gICAgICAgIG1bYXQgKyBpXSA9IGNwO1xuICAgICAgICByZXR1cm4gdHJ1ZTtcbiAgICAgIH1cbiAgICB9XG4gICAgLy8gSW5saW5lIHNsb3RzIGZ1bGw6IHRoZSBjbHVzdGVyIGJlY29tZXMgYSBzdHJpbmcsIHVwIHRvXG4gICAgLy8gTUFYX0xPTkdfUEVSX1JPVyBvZiB0aGVtIHBlciByb3cgc28gbWVtb3J5IHN0YXlzIGJvdW5kZWQuXG4gICAgY29uc3QgdGV4dCA9IHRoaXMuY2x1c3Rlcih4KSArIFN0cmluZy5mcm9tQ29kZVBvaW50KGNwKTtcbiAgICBpZiAodGV4dC5sZW5ndGggPiBtYXhVbml0cyB8fCB0aGlzLiNsb25nQ291bnQgPj0gTUFYX0xPTkdfUEVSX1JPVykge1xuICAgICAgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgICBpZiAodGhpcy5sb25nID09PSBudWxsKSB0aGlzLmxvbmcgPSBuZXcgQXJyYXkodGhpcy5jb2xzKTtcbiAgICB0aGlzLiNsb25nQ291bnQrKztcbiAgICB0aGlzLmxvbmdbeF0gPSB0ZXh0O1xuICAgIGNbeCAqIENFTExfV09SRFNdID0gdzAgfCBDRUxMX0xPTkc7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogQ29waWVzIHRoZSBjbHVzdGVyIGRhdGEgb2YgYHNyY2AgY2VsbCBgc3hgIHRvIGNlbGwgYGR4YCBoZXJlICh0aGVcbiAgICogY2FsbGVyIGNvcGllcyB0aGUgY2VsbCB3b3JkcykuXG4gICAqL1xuICBjb3B5Q2x1c3RlcihzcmM6IFJvdywgc3g6IG51bWJlciwgZHg6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHcwID0gc3JjLmNlbGxzW3N4ICogQ0VMTF9XT1JEU107XG4gICAgaWYgKCh3MCAmIENFTExfR1JBUEhFTUUpID09PSAwKSByZXR1cm47XG4gICAgaWYgKCh3MCAmIENFTExfTE9ORykgIT09IDApIHtcbiAgICAgIGlmICh0aGlzLmxvbmcgPT09IG51bGwpIHRoaXMubG9uZyA9IG5ldyBBcnJheSh0aGlzLmNvbHMpO1xuICAgICAgdGhpcy4jbG9uZ0NvdW50Kys7XG4gICAgICB0aGlzLmxvbmdbZHhdID0gc3JjLmxvbmc/LltzeF07XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGF0ID0gc3JjLiNmaW5kTWFya3Moc3gpO1xuICAgIGlmIChhdCA8IDApIHJldHVybjtcbiAgICAvLyBSZWFkIGJlZm9yZSAjYWRkRW50cnksIHdoaWNoIG1heSBtb3ZlIG9yIGRyb3Agc3JjJ3MgZW50cmllcyB3aGVuXG4gICAgLy8gc3JjIGlzIHRoaXMuXG4gICAgY29uc3QgbSA9IHNyYy5tYXJrcyE7XG4gICAgY29uc3QgY3AxID0gbVthdCArIDFdO1xuICAgIGNvbnN0IGNwMiA9IG1bYXQgKyAyXTtcbiAgICBjb25zdCBjcDMgPSBtW2F0ICsgM107XG4gICAgY29uc3QgY3A0ID0gbVthdCArIDRdO1xuICAgIGNvbnN0IHRvID0gdGhpcy4jYWRkRW50cnkoZHgpO1xuICAgIGNvbnN0IGQgPSB0aGlzLm1hcmtzITtcbiAgICBkW3RvICsgMV0gPSBjcDE7XG4gICAgZFt0byArIDJdID0gY3AyO1xuICAgIGRbdG8gKyAzXSA9IGNwMztcbiAgICBkW3RvICsgNF0gPSBjcDQ7XG4gIH1cblxuICAvKiogTW92ZXMgY2x1c3RlciBkYXRhIG9mIGNlbGxzIGBbZnJvbSwgdG9dYCBieSBgZGVsdGFgICh3aXRoIHRoZSBjZWxscykuICovXG4gIG1vdmVDbHVzdGVycyhmcm9tOiBudW1iZXIsIHRvOiBudW1iZXIsIGRlbHRhOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBjb2xzID0gdGhpcy5jb2xzO1xuICAgIGNvbnN0IGxvID0gTWF0aC5tYXgoZnJvbSwgLWRlbHRhKTtcbiAgICBjb25zdCBoaSA9IE1hdGgubWluKHRvLCBjb2xzIC0gMSAtIGRlbHRhKTtcbiAgICBpZiAobG8gPiBoaSkgcmV0dXJuO1xuICAgIGlmICh0aGlzLm1hcmtzICE9PSBudWxsKSB7XG4gICAgICAvLyBFbnRyaWVzIG9mIG1vdmVkIGNlbGxzIG1vdmUgd2l0aCB0aGVtOyB0aG9zZSBvZiB0aGUgY2VsbHMgdGhleVxuICAgICAgLy8gbGFuZCBvbiBnby5cbiAgICAgIGNvbnN0IG0gPSB0aGlzLm1hcmtzO1xuICAgICAgbGV0IG91dCA9IDA7XG4gICAgICBmb3IgKFxuICAgICAgICBsZXQgYXQgPSAwLCBlID0gdGhpcy5tYXJrQ291bnQgKiBNQVJLX0VOVFJZO1xuICAgICAgICBhdCA8IGU7XG4gICAgICAgIGF0ICs9IE1BUktfRU5UUllcbiAgICAgICkge1xuICAgICAgICBjb25zdCB4ID0gbVthdF07XG4gICAgICAgIGlmICh4ID49IGxvICYmIHggPD0gaGkpIG1bYXRdID0geCArIGRlbHRhO1xuICAgICAgICBlbHNlIGlmICh4ID49IGxvICsgZGVsdGEgJiYgeCA8PSBoaSArIGRlbHRhKSBjb250aW51ZTtcbiAgICAgICAgaWYgKG91dCAhPT0gYXQpIG0uY29weVdpdGhpbihvdXQsIGF0LCBhdCArIE1BUktfRU5UUlkpO1xuICAgICAgICBvdXQgKz0gTUFSS19FTlRSWTtcbiAgICAgIH1cbiAgICAgIHRoaXMubWFya0NvdW50ID0gb3V0IC8gTUFSS19FTlRSWTtcbiAgICB9XG4gICAgaWYgKHRoaXMubG9uZyAhPT0gbnVsbCkge1xuICAgICAgY29uc3QgbW92ZWQgPSB0aGlzLmxvbmcuc2xpY2UobG8sIGhpICsgMSk7XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IG1vdmVkLmxlbmd0aDsgaSsrKSB7XG4gICAgICAgIHRoaXMubG9uZ1tsbyArIGRlbHRhICsgaV0gPSBtb3ZlZFtpXTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvKiogRW1wdGllcyBjZWxscyBgW2Zyb20sIHRvKWAgd2l0aCBgc3R5bGVgLiAqL1xuICBjbGVhclJhbmdlKGZyb206IG51bWJlciwgdG86IG51bWJlciwgc3R5bGU6IG51bWJlcik6IHZvaWQge1xuICAgIGlmIChzdHlsZSAhPT0gMCkgdGhpcy5leHRlbmQodG8pO1xuICAgIGNvbnN0IGMgPSB0aGlzLmNlbGxzO1xuICAgIGZvciAobGV0IGkgPSBmcm9tICogMiwgZSA9IHRvICogMjsgaSA8IGU7IGkgKz0gMikge1xuICAgICAgY1tpXSA9IDA7XG4gICAgICBjW2kgKyAxXSA9IHN0eWxlO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBSZXNpemVzIHRvIGBjb2xzYCBjZWxscywga2VlcGluZyB0aGUgbGVmdCBwYXJ0LiAqL1xuICByZXNpemUoY29sczogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKGNvbHMgPT09IHRoaXMuY29scykgcmV0dXJuO1xuICAgIGNvbnN0IG5leHQgPSBuZXcgVWludDMyQXJyYXkocm93V29yZHMoY29scykpO1xuICAgIG5leHQuc2V0KFxuICAgICAgdGhpcy5jZWxscy5zdWJhcnJheSgwLCBNYXRoLm1pbih0aGlzLmNvbHMsIGNvbHMpICogQ0VMTF9XT1JEUyksXG4gICAgKTtcbiAgICB0aGlzLmNlbGxzID0gbmV4dDtcbiAgICB0aGlzLmNvbHMgPSBjb2xzO1xuICAgIGlmICh0aGlzLnVzZWQgPiBjb2xzKSB0aGlzLnVzZWQgPSBjb2xzO1xuICAgIGlmICh0aGlzLm1hcmtzICE9PSBudWxsKSB7XG4gICAgICAvLyBFbnRyaWVzIG9mIGNvbHVtbnMgY3V0IG9mZiBnbyAoYW5kIGNvbXBhY3Rpb24gd291bGQgZHJvcCB0aGVtKS5cbiAgICAgIGNvbnN0IG0gPSB0aGlzLm1hcmtzO1xuICAgICAgbGV0IG91dCA9IDA7XG4gICAgICBmb3IgKFxuICAgICAgICBsZXQgYXQgPSAwLCBlID0gdGhpcy5tYXJrQ291bnQgKiBNQVJLX0VOVFJZO1xuICAgICAgICBhdCA8IGU7XG4gICAgICAgIGF0ICs9IE1BUktfRU5UUllcbiAgICAgICkge1xuICAgICAgICBpZiAobVthdF0gPj0gY29scykgY29udGludWU7XG4gICAgICAgIGlmIChvdXQgIT09IGF0KSBtLmNvcHlXaXRoaW4ob3V0LCBhdCwgYXQgKyBNQVJLX0VOVFJZKTtcbiAgICAgICAgb3V0ICs9IE1BUktfRU5UUlk7XG4gICAgICB9XG4gICAgICB0aGlzLm1hcmtDb3VudCA9IG91dCAvIE1BUktfRU5UUlk7XG4gICAgfVxuICAgIGlmICh0aGlzLmxvbmcgIT09IG51bGwpIHRoaXMubG9uZyA9IHRoaXMubG9uZy5zbGljZSgwLCBjb2xzKTtcbiAgfVxuXG4gIC8qKiBMb25nIGNsdXN0ZXJzIHN0b3JlZCBzaW5jZSB0aGUgbGFzdCBjbGVhciAoZm9yIGBlbmdpbmVfc3RhdGUudHNgKS4gKi9cbiAgZ2V0IGxvbmdDb3VudCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNsb25nQ291bnQ7XG4gIH1cblxuICAvKiogU2V0cyB0aGUgbG9uZyBjbHVzdGVycyBhIHNhdmVkIHJvdyBoYWQgKGBlbmdpbmVfc3RhdGUudHNgKS4gKi9cbiAgcmVzdG9yZUxvbmcobG9uZzogKHN0cmluZyB8IHVuZGVmaW5lZClbXSB8IG51bGwsIGNvdW50OiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLmxvbmcgPSBsb25nO1xuICAgIHRoaXMuI2xvbmdDb3VudCA9IGNvdW50O1xuICB9XG5cbiAgLyoqIENvcGllcyBjZWxscyBhbmQgY2x1c3RlcnMgb2YgYHNyY2AgKHNhbWUgd2lkdGgpIGludG8gdGhpcyByb3cuICovXG4gIGNvcHlGcm9tKHNyYzogUm93KTogdm9pZCB7XG4gICAgdGhpcy5jZWxscy5zZXQoc3JjLmNlbGxzKTtcbiAgICB0aGlzLnVzZWQgPSBzcmMudXNlZDtcbiAgICB0aGlzLndyYXBwZWQgPSBzcmMud3JhcHBlZDtcbiAgICB0aGlzLm1hcmtzID0gc3JjLm1hcmtzID09PSBudWxsID8gbnVsbCA6IHNyYy5tYXJrcy5zbGljZSgpO1xuICAgIHRoaXMubWFya0NvdW50ID0gc3JjLm1hcmtDb3VudDtcbiAgICB0aGlzLmxvbmcgPSBzcmMubG9uZyA9PT0gbnVsbCA/IG51bGwgOiBzcmMubG9uZy5zbGljZSgpO1xuICB9XG59XG5cbi8qKiBXb3JkcyBwZXIgc2hhcmVkIGJ1ZmZlciBvZiBgYWxsb2NNYXJrc2AuICovXG5jb25zdCBNQVJLX0JMT0NLX1dPUkRTID0gMSA8PCAxNDtcbmxldCBtYXJrQmxvY2s6IFVpbnQzMkFycmF5IHwgbnVsbCA9IG51bGw7XG5sZXQgbWFya09mZnNldCA9IDA7XG5cbi8qKlxuICogQSB6ZXJvZWQgbWFya3MgbGlzdCBvZiBgd29yZHNgIHdvcmRzLCBjdXQgZnJvbSBhIHNoYXJlZCA2NCBLaUIgYnVmZmVyOlxuICogcm93cyBvZiBjb21iaW5pbmcgdGV4dCBlYWNoIG5lZWQgb25lLCBhbmQgc2VwYXJhdGUgYWxsb2NhdGlvbnMgd2VyZVxuICogbW9zdCBvZiB0aGUgY29zdCBvZiB0aGUgZmlyc3QgbWFyayBpbiBhIHJvdy5cbiAqL1xuZnVuY3Rpb24gYWxsb2NNYXJrcyh3b3JkczogbnVtYmVyKTogVWludDMyQXJyYXkge1xuICBpZiAod29yZHMgPiBNQVJLX0JMT0NLX1dPUkRTKSByZXR1cm4gbmV3IFVpbnQzMkFycmF5KHdvcmRzKTtcbiAgaWYgKG1hcmtCbG9jayA9PT0gbnVsbCB8fCBtYXJrT2Zmc2V0ICsgd29yZHMgPiBtYXJrQmxvY2subGVuZ3RoKSB7XG4gICAgbWFya0Jsb2NrID0gbmV3IFVpbnQzMkFycmF5KE1BUktfQkxPQ0tfV09SRFMpO1xuICAgIG1hcmtPZmZzZXQgPSAwO1xuICB9XG4gIGNvbnN0IG0gPSBtYXJrQmxvY2suc3ViYXJyYXkobWFya09mZnNldCwgbWFya09mZnNldCArIHdvcmRzKTtcbiAgbWFya09mZnNldCArPSB3b3JkcztcbiAgcmV0dXJuIG07XG59XG5cbi8qKiBSb3dzIHBlciBzaGFyZWQgYnVmZmVyIGluIGBSb3dBbGxvY2F0b3JgLiAqL1xuY29uc3QgUk9XU19QRVJfQkxPQ0sgPSA2NDtcblxuLyoqXG4gKiBIYW5kcyBvdXQgbmV3IHJvd3Mgd2hvc2UgY2VsbHMgc2hhcmUgb25lIGJ1ZmZlciBwZXIgNjQgcm93czogYSB0eXBlZFxuICogYXJyYXkncyBiYWNraW5nIHN0b3JlIGNvc3RzIGZhciBtb3JlIHRvIGFsbG9jYXRlIHRoYW4gaXRzIHZpZXcsIGFuZCBhXG4gKiBmaWxsaW5nIHNjcm9sbGJhY2sgYWxsb2NhdGVzIHRob3VzYW5kcyBvZiByb3dzLlxuICovXG5leHBvcnQgY2xhc3MgUm93QWxsb2NhdG9yIHtcbiAgI2Jsb2NrOiBVaW50MzJBcnJheSB8IG51bGwgPSBudWxsO1xuICAjb2Zmc2V0ID0gMDtcblxuICBjb25zdHJ1Y3RvcihyZWFkb25seSBjb2xzOiBudW1iZXIpIHt9XG5cbiAgLyoqIEEgbmV3IGJsYW5rIHJvdy4gKi9cbiAgbmV4dCgpOiBSb3cge1xuICAgIGNvbnN0IHdvcmRzID0gcm93V29yZHModGhpcy5jb2xzKTtcbiAgICBpZiAodGhpcy4jYmxvY2sgPT09IG51bGwgfHwgdGhpcy4jb2Zmc2V0ICsgd29yZHMgPiB0aGlzLiNibG9jay5sZW5ndGgpIHtcbiAgICAgIHRoaXMuI2Jsb2NrID0gbmV3IFVpbnQzMkFycmF5KHdvcmRzICogUk9XU19QRVJfQkxPQ0spO1xuICAgICAgdGhpcy4jb2Zmc2V0ID0gMDtcbiAgICB9XG4gICAgY29uc3QgY2VsbHMgPSB0aGlzLiNibG9jay5zdWJhcnJheSh0aGlzLiNvZmZzZXQsIHRoaXMuI29mZnNldCArIHdvcmRzKTtcbiAgICB0aGlzLiNvZmZzZXQgKz0gd29yZHM7XG4gICAgcmV0dXJuIG5ldyBSb3codGhpcy5jb2xzLCBjZWxscyk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFlBQVksVUFBVSxZQUFZO0FBRWxDLHdFQUF3RTtBQUN4RSw2RUFBNkU7QUFDN0UsTUFBTSxFQUFFLGFBQWEsRUFBRSxTQUFTLEVBQUUsVUFBVSxFQUFFLE9BQU8sRUFBRSxHQUFHO0FBRTFELDBEQUEwRCxHQUMxRCxPQUFPLFNBQVMsU0FBUyxJQUFZO0VBQ25DLE9BQU8sQ0FBQyxPQUFPLENBQUMsSUFBSTtBQUN0QjtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0sbUJBQW1CLEdBQUc7QUFFbkM7Ozs7Ozs7Q0FPQyxHQUNELE9BQU8sTUFBTSxhQUFhLEVBQUU7QUFDNUIsK0VBQStFLEdBQy9FLE9BQU8sTUFBTSxhQUFhLElBQUksV0FBVztBQUN6Qyx5RUFBeUUsR0FDekUsT0FBTyxNQUFNLGFBQWEsRUFBRTtBQUU1Qjs7Ozs7O0NBTUMsR0FDRCxPQUFPLE1BQU07RUFDWCxzREFBc0QsR0FDdEQsTUFBbUI7RUFDbkIscUJBQXFCLEdBQ3JCLEtBQWE7RUFDYjs7Ozs7O0dBTUMsR0FDRCxPQUFPLEVBQUU7RUFDVCxpRUFBaUUsR0FDakUsVUFBVSxNQUFNO0VBQ2hCOzs7R0FHQyxHQUNELE1BQU0sRUFBRTtFQUNSOzs7Ozs7Ozs7Ozs7R0FZQyxHQUNELFFBQTRCLEtBQUs7RUFDakMsNkJBQTZCLEdBQzdCLFlBQVksRUFBRTtFQUNkLGdFQUFnRSxHQUNoRSxPQUFzQyxLQUFLO0VBQzNDLCtDQUErQyxHQUMvQyxDQUFBLFNBQVUsR0FBRyxFQUFFO0VBRWYsaUVBQWlFLEdBQ2pFLFlBQVksSUFBWSxFQUFFLEtBQW1CLENBQUU7SUFDN0MsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxLQUFLLEdBQUcsU0FBUyxJQUFJLFlBQVksU0FBUztFQUNqRDtFQUVBLHFFQUFxRSxHQUNyRSxNQUFNLEtBQWEsRUFBUTtJQUN6QixNQUFNLElBQUksSUFBSSxDQUFDLEtBQUs7SUFDcEIsSUFBSSxVQUFVLEdBQUc7TUFDZixJQUFJLElBQUksQ0FBQyxJQUFJLEdBQUcsR0FBRyxFQUFFLElBQUksQ0FBQztNQUMxQixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ2QsT0FBTztNQUNMLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsSUFBSSxHQUFHLFlBQVksSUFBSSxHQUFHLEtBQUssRUFBRztRQUN6RCxDQUFDLENBQUMsRUFBRSxHQUFHO1FBQ1AsQ0FBQyxDQUFDLElBQUksRUFBRSxHQUFHO01BQ2I7TUFDQSxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxJQUFJO0lBQ3ZCO0lBQ0EsSUFBSSxDQUFDLE9BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxTQUFTLEdBQUc7SUFDakIsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLE1BQU07TUFDdEIsSUFBSSxDQUFDLElBQUksR0FBRztNQUNaLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNwQjtFQUNGO0VBRUEsaUVBQWlFLEdBQ2pFLE9BQU8sQ0FBUyxFQUFRO0lBQ3RCLElBQUksSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDN0Q7RUFFQSwrREFBK0QsR0FDL0QsUUFBUSxDQUFTLEVBQVU7SUFDekIsTUFBTSxLQUFLLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxXQUFXO0lBQ3JDLElBQUksQ0FBQyxLQUFLLFNBQVMsTUFBTSxLQUFLLElBQUksQ0FBQyxJQUFJLEtBQUssTUFBTTtNQUNoRCxPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxJQUFJO0lBQ3pCO0lBQ0EsSUFBSSxJQUFJLE9BQU8sYUFBYSxDQUFDLEtBQUs7SUFDbEMsTUFBTSxLQUFLLENBQUMsS0FBSyxhQUFhLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsS0FBSyxDQUFDO0lBQzlELElBQUksTUFBTSxHQUFHO01BQ1gsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLO01BQ3BCLElBQUssSUFBSSxJQUFJLEdBQUcsS0FBSyxZQUFZLElBQUs7UUFDcEMsSUFBSSxDQUFDLENBQUMsS0FBSyxFQUFFLEtBQUssR0FBRztRQUNyQixLQUFLLE9BQU8sYUFBYSxDQUFDLENBQUMsQ0FBQyxLQUFLLEVBQUU7TUFDckM7SUFDRjtJQUNBLE9BQU87RUFDVDtFQUVBLGtFQUFrRSxHQUNsRSxDQUFBLFNBQVUsQ0FBQyxDQUFTO0lBQ2xCLE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSztJQUNwQixJQUFJLE1BQU0sTUFBTSxPQUFPLENBQUM7SUFDeEIsSUFDRSxJQUFJLEtBQUssQ0FBQyxJQUFJLENBQUMsU0FBUyxHQUFHLENBQUMsSUFBSSxZQUNoQyxNQUFNLEdBQ04sTUFBTSxXQUNOO01BQ0EsSUFBSSxDQUFDLENBQUMsR0FBRyxLQUFLLEdBQUcsT0FBTztJQUMxQjtJQUNBLE9BQU8sQ0FBQztFQUNWO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsUUFBUyxDQUFDLENBQVM7SUFDakIsSUFBSSxJQUFJLElBQUksQ0FBQyxLQUFLO0lBQ2xCLElBQUksTUFBTSxNQUFNO01BQ2QsSUFBSSxJQUFJLENBQUMsS0FBSyxHQUFHLFdBQVcsYUFBYTtJQUMzQyxPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsU0FBUyxHQUFHLENBQUMsSUFBSSxhQUFhLEVBQUUsTUFBTSxFQUFFO01BQ3ZELElBQUksQ0FBQyxDQUFBLFlBQWE7TUFDbEIsSUFBSSxDQUFDLElBQUksQ0FBQyxTQUFTLEdBQUcsQ0FBQyxJQUFJLGFBQWEsRUFBRSxNQUFNLEVBQUU7UUFDaEQsK0RBQStEO1FBQy9ELE1BQU0sUUFBUSxXQUNaLEtBQUssR0FBRyxDQUFDLEVBQUUsTUFBTSxHQUFHLEdBQUcsYUFBYTtRQUV0QyxNQUFNLEdBQUcsQ0FBQztRQUNWLElBQUksSUFBSSxDQUFDLEtBQUssR0FBRztNQUNuQjtJQUNGO0lBQ0EsTUFBTSxLQUFLLElBQUksQ0FBQyxTQUFTLEdBQUc7SUFDNUIsQ0FBQyxDQUFDLEdBQUcsR0FBRztJQUNSLGdFQUFnRTtJQUNoRSxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksWUFBWSxJQUFLLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNqRCxJQUFJLENBQUMsU0FBUztJQUNkLE9BQU87RUFDVDtFQUVBLHNFQUFzRSxHQUN0RSxDQUFBLFlBQWE7SUFDWCxNQUFNLElBQUksSUFBSSxDQUFDLEtBQUs7SUFDcEIsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLO0lBQ3BCLElBQUksTUFBTTtJQUNWLElBQ0UsSUFBSSxLQUFLLEdBQUcsSUFBSSxJQUFJLENBQUMsU0FBUyxHQUFHLFlBQ2pDLEtBQUssR0FDTCxNQUFNLFdBQ047TUFDQSxNQUFNLElBQUksQ0FBQyxDQUFDLEdBQUc7TUFDZixJQUFJLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtNQUNwQixNQUFNLEtBQUssQ0FBQyxDQUFDLElBQUksV0FBVztNQUM1QixJQUFJLENBQUMsS0FBSyxhQUFhLE1BQU0sS0FBSyxDQUFDLEtBQUssU0FBUyxNQUFNLEdBQUc7TUFDMUQsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsT0FBTyxJQUFJLFVBQVUscUJBQXFCO01BQzlELElBQUksUUFBUSxJQUFJLEVBQUUsVUFBVSxDQUFDLEtBQUssSUFBSSxLQUFLO01BQzNDLE9BQU87SUFDVDtJQUNBLElBQUksQ0FBQyxTQUFTLEdBQUcsTUFBTTtFQUN6QjtFQUVBOzs7O0dBSUMsR0FDRCxVQUFVLENBQVMsRUFBRSxFQUFVLEVBQVc7SUFDeEMsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLO0lBQ3BCLE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSztJQUNwQixNQUFNLEtBQUssQ0FBQyxDQUFDLElBQUksV0FBVztJQUM1QixNQUFNLEtBQUssSUFBSSxDQUFDLFNBQVMsR0FBRztJQUM1QixJQUNFLE1BQU0sUUFBUSxDQUFDLEtBQUssYUFBYSxNQUFNLEtBQUssS0FBSyxhQUFhLEVBQUUsTUFBTSxFQUN0RSxPQUFPO0lBQ1QsQ0FBQyxDQUFDLEdBQUcsR0FBRztJQUNSLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLElBQUksQ0FBQyxTQUFTO0lBQ2QsQ0FBQyxDQUFDLElBQUksV0FBVyxHQUFHLEtBQUs7SUFDekIsT0FBTztFQUNUO0VBRUE7Ozs7R0FJQyxHQUNELFdBQVcsQ0FBUyxFQUFFLEVBQVUsRUFBRSxRQUFnQixFQUFXO0lBQzNELE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSztJQUNwQixNQUFNLEtBQUssQ0FBQyxDQUFDLElBQUksV0FBVztJQUM1QixJQUFJLENBQUMsS0FBSyxTQUFTLE1BQU0sR0FBRztNQUMxQixNQUFNLE9BQU8sSUFBSSxDQUFDLElBQUksRUFBRSxDQUFDLEVBQUUsSUFBSTtNQUMvQixNQUFNLE1BQU0sT0FBTyxhQUFhLENBQUM7TUFDakMsSUFBSSxLQUFLLE1BQU0sR0FBRyxJQUFJLE1BQU0sR0FBRyxVQUFVLE9BQU87TUFDaEQsSUFBSSxDQUFDLElBQUksQUFBQyxDQUFDLEVBQUUsR0FBRyxPQUFPO01BQ3ZCLE9BQU87SUFDVDtJQUNBLE1BQU0sS0FBSyxDQUFDLEtBQUssYUFBYSxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEtBQUssQ0FBQztJQUM5RCxJQUFJLEtBQUssR0FBRztNQUNWLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSx5QkFBeUI7TUFDdkQsSUFBSSxDQUFDLEtBQUssQUFBQyxDQUFDLEtBQUssRUFBRSxHQUFHO01BQ3RCLENBQUMsQ0FBQyxJQUFJLFdBQVcsR0FBRyxLQUFLO01BQ3pCLE9BQU87SUFDVDtJQUNBLE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSztJQUNwQixJQUFLLElBQUksSUFBSSxHQUFHLEtBQUssWUFBWSxJQUFLO01BQ3BDLElBQUksQ0FBQyxDQUFDLEtBQUssRUFBRSxLQUFLLEdBQUc7UUFDbkIsQ0FBQyxDQUFDLEtBQUssRUFBRSxHQUFHO1FBQ1osT0FBTztNQUNUO0lBQ0Y7SUFDQSx5REFBeUQ7SUFDekQsNERBQTREO0lBQzVELE1BQU0sT0FBTyxJQUFJLENBQUMsT0FBTyxDQUFDLEtBQUssT0FBTyxhQUFhLENBQUM7SUFDcEQsSUFBSSxLQUFLLE1BQU0sR0FBRyxZQUFZLElBQUksQ0FBQyxDQUFBLFNBQVUsSUFBSSxrQkFBa0I7TUFDakUsT0FBTztJQUNUO0lBQ0EsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLE1BQU0sSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLE1BQU0sSUFBSSxDQUFDLElBQUk7SUFDdkQsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNmLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxHQUFHO0lBQ2YsQ0FBQyxDQUFDLElBQUksV0FBVyxHQUFHLEtBQUs7SUFDekIsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsWUFBWSxHQUFRLEVBQUUsRUFBVSxFQUFFLEVBQVUsRUFBUTtJQUNsRCxNQUFNLEtBQUssSUFBSSxLQUFLLENBQUMsS0FBSyxXQUFXO0lBQ3JDLElBQUksQ0FBQyxLQUFLLGFBQWEsTUFBTSxHQUFHO0lBQ2hDLElBQUksQ0FBQyxLQUFLLFNBQVMsTUFBTSxHQUFHO01BQzFCLElBQUksSUFBSSxDQUFDLElBQUksS0FBSyxNQUFNLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxNQUFNLElBQUksQ0FBQyxJQUFJO01BQ3ZELElBQUksQ0FBQyxDQUFBLFNBQVU7TUFDZixJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLElBQUksRUFBRSxDQUFDLEdBQUc7TUFDOUI7SUFDRjtJQUNBLE1BQU0sS0FBSyxJQUFJLENBQUEsU0FBVSxDQUFDO0lBQzFCLElBQUksS0FBSyxHQUFHO0lBQ1osbUVBQW1FO0lBQ25FLGVBQWU7SUFDZixNQUFNLElBQUksSUFBSSxLQUFLO0lBQ25CLE1BQU0sTUFBTSxDQUFDLENBQUMsS0FBSyxFQUFFO0lBQ3JCLE1BQU0sTUFBTSxDQUFDLENBQUMsS0FBSyxFQUFFO0lBQ3JCLE1BQU0sTUFBTSxDQUFDLENBQUMsS0FBSyxFQUFFO0lBQ3JCLE1BQU0sTUFBTSxDQUFDLENBQUMsS0FBSyxFQUFFO0lBQ3JCLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7SUFDMUIsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLO0lBQ3BCLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztJQUNaLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztFQUNkO0VBRUEsMEVBQTBFLEdBQzFFLGFBQWEsSUFBWSxFQUFFLEVBQVUsRUFBRSxLQUFhLEVBQVE7SUFDMUQsTUFBTSxPQUFPLElBQUksQ0FBQyxJQUFJO0lBQ3RCLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxNQUFNLENBQUM7SUFDM0IsTUFBTSxLQUFLLEtBQUssR0FBRyxDQUFDLElBQUksT0FBTyxJQUFJO0lBQ25DLElBQUksS0FBSyxJQUFJO0lBQ2IsSUFBSSxJQUFJLENBQUMsS0FBSyxLQUFLLE1BQU07TUFDdkIsaUVBQWlFO01BQ2pFLGNBQWM7TUFDZCxNQUFNLElBQUksSUFBSSxDQUFDLEtBQUs7TUFDcEIsSUFBSSxNQUFNO01BQ1YsSUFDRSxJQUFJLEtBQUssR0FBRyxJQUFJLElBQUksQ0FBQyxTQUFTLEdBQUcsWUFDakMsS0FBSyxHQUNMLE1BQU0sV0FDTjtRQUNBLE1BQU0sSUFBSSxDQUFDLENBQUMsR0FBRztRQUNmLElBQUksS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHLElBQUk7YUFDL0IsSUFBSSxLQUFLLEtBQUssU0FBUyxLQUFLLEtBQUssT0FBTztRQUM3QyxJQUFJLFFBQVEsSUFBSSxFQUFFLFVBQVUsQ0FBQyxLQUFLLElBQUksS0FBSztRQUMzQyxPQUFPO01BQ1Q7TUFDQSxJQUFJLENBQUMsU0FBUyxHQUFHLE1BQU07SUFDekI7SUFDQSxJQUFJLElBQUksQ0FBQyxJQUFJLEtBQUssTUFBTTtNQUN0QixNQUFNLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxLQUFLO01BQ3ZDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxNQUFNLE1BQU0sRUFBRSxJQUFLO1FBQ3JDLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxRQUFRLEVBQUUsR0FBRyxLQUFLLENBQUMsRUFBRTtNQUN0QztJQUNGO0VBQ0Y7RUFFQSw2Q0FBNkMsR0FDN0MsV0FBVyxJQUFZLEVBQUUsRUFBVSxFQUFFLEtBQWEsRUFBUTtJQUN4RCxJQUFJLFVBQVUsR0FBRyxJQUFJLENBQUMsTUFBTSxDQUFDO0lBQzdCLE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSztJQUNwQixJQUFLLElBQUksSUFBSSxPQUFPLEdBQUcsSUFBSSxLQUFLLEdBQUcsSUFBSSxHQUFHLEtBQUssRUFBRztNQUNoRCxDQUFDLENBQUMsRUFBRSxHQUFHO01BQ1AsQ0FBQyxDQUFDLElBQUksRUFBRSxHQUFHO0lBQ2I7RUFDRjtFQUVBLG9EQUFvRCxHQUNwRCxPQUFPLElBQVksRUFBUTtJQUN6QixJQUFJLFNBQVMsSUFBSSxDQUFDLElBQUksRUFBRTtJQUN4QixNQUFNLE9BQU8sSUFBSSxZQUFZLFNBQVM7SUFDdEMsS0FBSyxHQUFHLENBQ04sSUFBSSxDQUFDLEtBQUssQ0FBQyxRQUFRLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsSUFBSSxFQUFFLFFBQVE7SUFFckQsSUFBSSxDQUFDLEtBQUssR0FBRztJQUNiLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLElBQUksQ0FBQyxJQUFJLEdBQUcsTUFBTSxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ2xDLElBQUksSUFBSSxDQUFDLEtBQUssS0FBSyxNQUFNO01BQ3ZCLGtFQUFrRTtNQUNsRSxNQUFNLElBQUksSUFBSSxDQUFDLEtBQUs7TUFDcEIsSUFBSSxNQUFNO01BQ1YsSUFDRSxJQUFJLEtBQUssR0FBRyxJQUFJLElBQUksQ0FBQyxTQUFTLEdBQUcsWUFDakMsS0FBSyxHQUNMLE1BQU0sV0FDTjtRQUNBLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxNQUFNO1FBQ25CLElBQUksUUFBUSxJQUFJLEVBQUUsVUFBVSxDQUFDLEtBQUssSUFBSSxLQUFLO1FBQzNDLE9BQU87TUFDVDtNQUNBLElBQUksQ0FBQyxTQUFTLEdBQUcsTUFBTTtJQUN6QjtJQUNBLElBQUksSUFBSSxDQUFDLElBQUksS0FBSyxNQUFNLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsR0FBRztFQUN6RDtFQUVBLHVFQUF1RSxHQUN2RSxJQUFJLFlBQW9CO0lBQ3RCLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVTtFQUN4QjtFQUVBLGdFQUFnRSxHQUNoRSxZQUFZLElBQW1DLEVBQUUsS0FBYSxFQUFRO0lBQ3BFLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7RUFDcEI7RUFFQSxtRUFBbUUsR0FDbkUsU0FBUyxHQUFRLEVBQVE7SUFDdkIsSUFBSSxDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUMsSUFBSSxLQUFLO0lBQ3hCLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxJQUFJO0lBQ3BCLElBQUksQ0FBQyxPQUFPLEdBQUcsSUFBSSxPQUFPO0lBQzFCLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxLQUFLLEtBQUssT0FBTyxPQUFPLElBQUksS0FBSyxDQUFDLEtBQUs7SUFDeEQsSUFBSSxDQUFDLFNBQVMsR0FBRyxJQUFJLFNBQVM7SUFDOUIsSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLElBQUksS0FBSyxPQUFPLE9BQU8sSUFBSSxJQUFJLENBQUMsS0FBSztFQUN2RDtBQUNGO0FBRUEsNkNBQTZDLEdBQzdDLE1BQU0sbUJBQW1CLEtBQUs7QUFDOUIsSUFBSSxZQUFnQztBQUNwQyxJQUFJLGFBQWE7QUFFakI7Ozs7Q0FJQyxHQUNELFNBQVMsV0FBVyxLQUFhO0VBQy9CLElBQUksUUFBUSxrQkFBa0IsT0FBTyxJQUFJLFlBQVk7RUFDckQsSUFBSSxjQUFjLFFBQVEsYUFBYSxRQUFRLFVBQVUsTUFBTSxFQUFFO0lBQy9ELFlBQVksSUFBSSxZQUFZO0lBQzVCLGFBQWE7RUFDZjtFQUNBLE1BQU0sSUFBSSxVQUFVLFFBQVEsQ0FBQyxZQUFZLGFBQWE7RUFDdEQsY0FBYztFQUNkLE9BQU87QUFDVDtBQUVBLDhDQUE4QyxHQUM5QyxNQUFNLGlCQUFpQjtBQUV2Qjs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNOztFQUNYLENBQUEsS0FBTSxDQUE0QjtFQUNsQyxDQUFBLE1BQU8sQ0FBSztFQUVaLFlBQVksQUFBUyxJQUFZLENBQUU7U0FBZCxPQUFBO1NBSHJCLENBQUEsS0FBTSxHQUF1QjtTQUM3QixDQUFBLE1BQU8sR0FBRztFQUUwQjtFQUVwQyxxQkFBcUIsR0FDckIsT0FBWTtJQUNWLE1BQU0sUUFBUSxTQUFTLElBQUksQ0FBQyxJQUFJO0lBQ2hDLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sRUFBRTtNQUNyRSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxZQUFZLFFBQVE7TUFDdEMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2pCO0lBQ0EsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNoRSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUk7SUFDaEIsT0FBTyxJQUFJLElBQUksSUFBSSxDQUFDLElBQUksRUFBRTtFQUM1QjtBQUNGIn0=
// denoCacheMetadata=6689681832284282971,7499847910436897200