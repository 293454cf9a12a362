/**
 * Scrollback: a ring of rows capped by what they hold, in cells (as
 * Ghostty's `PageList` caps its pages in bytes), not by their number. A
 * resize reflows the history into more, narrower rows or fewer, wider
 * ones: a cap in rows threw the oldest lines away (10,000 lines of 500
 * columns resized to 80 and back kept 1,388; resized to 1 column, none).
 *
 * The setting stays in lines: `lines` rows at the widest the screen has
 * been make the budget, each row costing its cells plus `ROW_OVERHEAD`.
 * New output keeps at most `lines` rows at any width, as tmux's
 * history-limit (narrower rows cost less, but holding more of them showed
 * `#{history_size}` over `#{history_limit}` and kept more than asked). A
 * reflow may hold up to `REFLOW_SLACK` times the budget (narrowing rounds
 * every line up to whole rows), so a resize and its reverse give the same
 * history, as tmux's reflow keeps every row; new output then trims the
 * excess, two rows a push.
 *
 * Pushing onto a full ring hands back the oldest row for reuse, so a
 * scrolling screen allocates nothing once the ring is full
 * (RoyalTerminal's lesson: recycle rows).
 *
 * @module
 */

import type { Row } from "./row.ts";

/**
 * Cells' worth of memory a row costs besides its cells: its objects and
 * spare cell (measured: 235 bytes per 1-column row, 8 bytes a cell).
 */
export const ROW_OVERHEAD = 27;

/** How far over the budget a reflow may leave the history. */
export const REFLOW_SLACK = 2;

/** Rows that scrolled off the top of the primary screen, oldest first. */
export class History {
  /** The ring; free slots hold null (a packed array: no holes). */
  #rows: (Row | null)[] = [];
  #head = 0;
  #length = 0;
  /** Cost of the rows held, in cells (see `ROW_OVERHEAD`). */
  #cells = 0;
  #budget: number;
  /**
   * Lines that entered since creation, counting those the cap dropped
   * since; never goes down. See `Terminal.historyPushed`.
   */
  pushed = 0;

  /** `lines` of history at `cols` columns. */
  constructor(readonly lines: number, cols: number) {
    this.#budget = lines * (cols + ROW_OVERHEAD);
  }

  /** Lines held. */
  get length(): number {
    return this.#length;
  }

  /** The cap, in cells; it grows with the widest screen. */
  get budget(): number {
    return this.#budget;
  }

  /** What the rows held cost, in cells. */
  get cells(): number {
    return this.#cells;
  }

  /** The screen is now `cols` wide: a wider one raises the budget. */
  widen(cols: number): void {
    const b = this.lines * (cols + ROW_OVERHEAD);
    if (b > this.#budget) this.#budget = b;
  }

  /** Line `i`, 0 the oldest. */
  at(i: number): Row {
    let j = this.#head + i;
    if (j >= this.#rows.length) j -= this.#rows.length;
    return this.#rows[j]!;
  }

  /**
   * Appends `row`; returns a row that fell off the far end (for reuse),
   * `row` itself when the cap is 0, or null when nothing fell off. Over
   * the budget (after a reflow) it drops two rows a push at most.
   */
  push(row: Row): Row | null {
    this.pushed++;
    if (this.lines === 0) return row;
    this.#append(row);
    if (!this.#over()) return null;
    const old = this.#shift();
    if (this.#over() && this.#length > 1) this.#shift();
    return old;
  }

  /**
   * Whether more is held than the cap: `lines` rows (tmux's history-limit
   * counts rows: at 40 columns after 80, a budget in cells alone held
   * 15,970 rows of a 10,000 limit), or, after a reflow, the budget.
   */
  #over(): boolean {
    return this.#length > this.lines || this.#cells > this.#budget;
  }

  #append(row: Row): void {
    const cap = this.#rows.length;
    if (this.#length === cap) this.#grow();
    let j = this.#head + this.#length;
    if (j >= this.#rows.length) j -= this.#rows.length;
    this.#rows[j] = row;
    this.#length++;
    this.#cells += row.cols + ROW_OVERHEAD;
  }

  /** Doubles the ring (the budget bounds it; rows are not allocated). */
  #grow(): void {
    const rows: (Row | null)[] = this.toArray();
    const size = Math.max(16, rows.length * 2);
    while (rows.length < size) rows.push(null);
    this.#rows = rows;
    this.#head = 0;
  }

  /** Removes and returns the oldest row. */
  #shift(): Row {
    const old = this.#rows[this.#head]!;
    this.#rows[this.#head] = null;
    this.#head = this.#head + 1 === this.#rows.length ? 0 : this.#head + 1;
    this.#length--;
    this.#cells -= old.cols + ROW_OVERHEAD;
    return old;
  }

  /** Removes and returns the newest line (a screen growing pulls it back). */
  pop(): Row | null {
    if (this.#length === 0) return null;
    const row = this.at(this.#length - 1);
    let j = this.#head + this.#length - 1;
    if (j >= this.#rows.length) j -= this.#rows.length;
    this.#rows[j] = null;
    this.#length--;
    this.#cells -= row.cols + ROW_OVERHEAD;
    return row;
  }

  /** Takes saved rows, budget and count (`engine_state.ts`). */
  restore(rows: Row[], budget: number, pushed: number): void {
    this.replace([]);
    this.#budget = budget;
    this.pushed = pushed;
    for (const row of rows) this.#append(row);
  }

  /** Drops everything (ED 3); `pushed` stays. */
  clear(): void {
    this.#rows = [];
    this.#head = 0;
    this.#length = 0;
    this.#cells = 0;
  }

  /** All lines, oldest first. */
  toArray(): Row[] {
    const out: Row[] = new Array(this.#length);
    for (let i = 0; i < this.#length; i++) out[i] = this.at(i);
    return out;
  }

  /**
   * Replaces the contents with `rows` (oldest first, a reflow's result),
   * keeping the newest that fit in `REFLOW_SLACK` times the budget. Rows
   * beyond the old length count as pushed (a reflow moved them in); fewer
   * rows take nothing off `pushed`.
   */
  replace(rows: Row[]): void {
    if (rows.length > this.#length) this.pushed += rows.length - this.#length;
    const limit = this.#budget * REFLOW_SLACK;
    let cells = 0;
    let first = rows.length;
    while (first > 0) {
      const cost = rows[first - 1].cols + ROW_OVERHEAD;
      if (cells + cost > limit) break;
      cells += cost;
      first--;
    }
    this.#rows = rows.slice(first);
    this.#head = 0;
    this.#length = this.#rows.length;
    this.#cells = cells;
  }
}
