/**
 * Scrollback: a ring of rows capped in lines. Pushing onto a full ring hands
 * back the oldest row for reuse, so a scrolling screen allocates nothing
 * once the ring is full (RoyalTerminal's lesson: recycle rows).
 *
 * @module
 */

import type { Row } from "./row.ts";

/** Rows that scrolled off the top of the primary screen, oldest first. */
export class History {
  #rows: Row[] = [];
  #head = 0;
  #length = 0;
  /**
   * Lines that entered since creation, counting those the cap dropped
   * since; never goes down. See `Terminal.historyPushed`.
   */
  pushed = 0;

  constructor(readonly cap: number) {}

  /** Lines held. */
  get length(): number {
    return this.#length;
  }

  /** Line `i`, 0 the oldest. */
  at(i: number): Row {
    let j = this.#head + i;
    if (j >= this.cap) j -= this.cap;
    return this.#rows[j];
  }

  /**
   * Appends `row`; returns the row that fell off the far end (for reuse),
   * `row` itself when the cap is 0, or null when nothing fell off.
   */
  push(row: Row): Row | null {
    this.pushed++;
    if (this.cap === 0) return row;
    if (this.#length < this.cap) {
      let j = this.#head + this.#length;
      if (j >= this.cap) j -= this.cap;
      this.#rows[j] = row;
      this.#length++;
      return null;
    }
    const old = this.#rows[this.#head];
    this.#rows[this.#head] = row;
    this.#head = this.#head + 1 === this.cap ? 0 : this.#head + 1;
    return old;
  }

  /** Removes and returns the newest line (a screen growing pulls it back). */
  pop(): Row | null {
    if (this.#length === 0) return null;
    this.#length--;
    return this.at(this.#length);
  }

  /** Drops everything (ED 3); `pushed` stays. */
  clear(): void {
    this.#rows = [];
    this.#head = 0;
    this.#length = 0;
  }

  /** All lines, oldest first. */
  toArray(): Row[] {
    const out: Row[] = new Array(this.#length);
    for (let i = 0; i < this.#length; i++) out[i] = this.at(i);
    return out;
  }

  /**
   * Replaces the contents with `rows` (oldest first), keeping the newest.
   * Rows beyond the old length count as pushed (a reflow moved them in);
   * fewer rows take nothing off `pushed`.
   */
  replace(rows: Row[]): void {
    if (rows.length > this.#length) this.pushed += rows.length - this.#length;
    const keep = rows.length > this.cap
      ? rows.slice(rows.length - this.cap)
      : rows;
    this.#rows = keep.slice();
    this.#head = 0;
    this.#length = keep.length;
  }
}
