/**
 * The visible rows of one screen as a ring: scrolling the whole screen up
 * moves the ring's start instead of every row (no pointer moves, no write
 * barriers per scrolled line). Scroll regions move the rows they cover.
 *
 * @module
 */

import type { Row } from "./row.ts";

/** `height` rows; row `y` is `rows[(base + y) % height]`. */
export class Grid {
  readonly rows: Row[];
  base = 0;

  constructor(rows: Row[]) {
    this.rows = rows;
  }

  get height(): number {
    return this.rows.length;
  }

  /** Row `y` (0 at the top). */
  at(y: number): Row {
    let i = this.base + y;
    if (i >= this.rows.length) i -= this.rows.length;
    return this.rows[i];
  }

  /** Puts `row` at `y`. */
  set(y: number, row: Row): void {
    let i = this.base + y;
    if (i >= this.rows.length) i -= this.rows.length;
    this.rows[i] = row;
  }

  /**
   * Scrolls the whole grid up one row: the top row leaves and `fresh`
   * (which may be the same object, recycled) comes in at the bottom.
   */
  rotateUp(fresh: Row): void {
    this.rows[this.base] = fresh;
    this.base = this.base + 1 === this.rows.length ? 0 : this.base + 1;
  }

  /** Rows top to bottom. */
  toArray(): Row[] {
    const out: Row[] = [];
    for (let y = 0; y < this.rows.length; y++) out.push(this.at(y));
    return out;
  }
}
