/**
 * One screen or history row: packed cells (`cell.ts`), the soft-wrap flag
 * and the generation stamp that frame diffing compares.
 *
 * @module
 */

import { CELL_WORDS } from "./cell.ts";

/** A row of `cols` packed cells. Rows are recycled, never freed per line. */
export class Row {
  /** `CELL_WORDS` words per cell. */
  cells: Uint32Array;
  /** The line continues on the next row (autowrap happened here). */
  wrapped = false;
  /**
   * Stamp of the row's content: set from the terminal's counter on every
   * change, so two different contents (or two rows) never share one.
   */
  gen = 0;
  /** Cluster text of cells flagged `CELL_GRAPHEME`, by column. */
  graphemes: Map<number, string> | null = null;

  constructor(cols: number) {
    this.cells = new Uint32Array(cols * CELL_WORDS);
  }

  /** Number of cells. */
  get cols(): number {
    return this.cells.length / CELL_WORDS;
  }

  /** Empties every cell, filling with `style` (0: default, else BCE). */
  clear(style: number): void {
    const c = this.cells;
    if (style === 0) c.fill(0);
    else {
      for (let i = 0; i < c.length; i += 2) {
        c[i] = 0;
        c[i + 1] = style;
      }
    }
    this.wrapped = false;
    if (this.graphemes !== null) this.graphemes = null;
  }

  /** Empties cells `[from, to)` with `style`. */
  clearRange(from: number, to: number, style: number): void {
    const c = this.cells;
    for (let i = from * 2, e = to * 2; i < e; i += 2) {
      c[i] = 0;
      c[i + 1] = style;
    }
  }

  /** Resizes to `cols` cells, keeping the left part. */
  resize(cols: number): void {
    if (cols === this.cols) return;
    const next = new Uint32Array(cols * CELL_WORDS);
    next.set(this.cells.subarray(0, Math.min(this.cells.length, next.length)));
    this.cells = next;
    if (this.graphemes !== null) {
      for (const x of this.graphemes.keys()) {
        if (x >= cols) this.graphemes.delete(x);
      }
    }
  }

  /** Copies cells and graphemes of `src` (same width) into this row. */
  copyFrom(src: Row): void {
    this.cells.set(src.cells);
    this.wrapped = src.wrapped;
    this.graphemes = src.graphemes === null ? null : new Map(src.graphemes);
  }
}
