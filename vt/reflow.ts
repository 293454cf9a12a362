/**
 * Reflow of the primary screen on resize (as xterm.js and tmux do): rows
 * joined by soft wraps form logical lines, which are wrapped again at the
 * new width. The cursor stays on the same text.
 *
 * @module
 */

import { CELL_SPACER, CELL_WIDE } from "./cell.ts";
import { Row } from "./row.ts";

/** What `reflow` returns. */
export interface Reflowed {
  history: Row[];
  screen: Row[];
  x: number;
  y: number;
  pending: boolean;
}

/** Cells of `row` up to the last one that is not a default blank. */
function contentLength(row: Row): number {
  const c = row.cells;
  for (let x = row.cols - 1; x >= 0; x--) {
    if (c[x << 1] !== 0 || c[(x << 1) + 1] !== 0) return x + 1;
  }
  return 0;
}

/**
 * Rewraps `history` + `screen` (rows `oldCols` wide) to `cols` x `rows`.
 * The cursor `(cx, cy)` is on the screen; `pending` is its wrap flag.
 */
export function reflow(
  history: Row[],
  screen: Row[],
  oldCols: number,
  cols: number,
  rows: number,
  cx: number,
  cy: number,
  pending: boolean,
): Reflowed {
  const all = history.concat(screen);
  const cursorAbs = history.length + cy;
  // Blank rows below both the cursor and the last text are not kept.
  let last = all.length - 1;
  while (last > cursorAbs && contentLength(all[last]) === 0) last--;

  let out: Row[];
  let cRow: number;
  let cX: number;
  let cPending: boolean;
  if (oldCols === cols) {
    out = all.slice(0, last + 1);
    cRow = cursorAbs;
    cX = cx;
    cPending = pending;
  } else {
    const w = new Rewrapper(cols);
    let start = 0;
    while (start <= last) {
      let end = start;
      while (end < last && all[end].wrapped) end++;
      w.line(all, start, end, oldCols, cursorAbs, cx, pending);
      start = end + 1;
    }
    out = w.out;
    cRow = w.cursorRow;
    cX = w.cursorX;
    cPending = w.cursorPending;
  }
  return split(out, cols, rows, cRow, cX, cPending);
}

/** Splits rows into history and a screen of `rows`, cursor visible. */
function split(
  out: Row[],
  cols: number,
  rows: number,
  cRow: number,
  cX: number,
  cPending: boolean,
): Reflowed {
  let start = Math.max(0, out.length - rows);
  if (cRow < start) start = cRow;
  const screen = out.slice(start, start + rows);
  while (screen.length < rows) screen.push(new Row(cols));
  // The last screen row cannot continue into a row that was dropped.
  if (start + rows < out.length) screen[rows - 1].wrapped = false;
  for (const row of screen) row.resize(cols);
  return {
    history: out.slice(0, start),
    screen,
    x: Math.min(cX, cols - 1),
    y: Math.max(0, Math.min(cRow - start, rows - 1)),
    pending: cPending,
  };
}

/** Writes logical lines into fresh rows of the new width. */
class Rewrapper {
  out: Row[] = [];
  cursorRow = 0;
  cursorX = 0;
  cursorPending = false;
  #row: Row | null = null;
  #x = 0;

  constructor(readonly cols: number) {}

  /** Rewraps rows `[start, end]` of `all`, one logical line. */
  line(
    all: Row[],
    start: number,
    end: number,
    oldCols: number,
    cursorAbs: number,
    cx: number,
    pending: boolean,
  ): void {
    this.#newRow(false);
    let cursorSeen = false;
    let wantCursorAtNext = false;
    const hasCursor = cursorAbs >= start && cursorAbs <= end;
    for (let r = start; r <= end; r++) {
      const src = all[r];
      const c = src.cells;
      const len = r === end ? contentLength(src) : oldCols;
      for (let x = 0; x < len; x++) {
        const w0 = c[x << 1];
        const atCursor = hasCursor && r === cursorAbs && x === cx;
        if (atCursor) cursorSeen = true;
        if ((w0 & CELL_SPACER) !== 0) {
          if (atCursor) {
            if (pending) this.#markAfter();
            else this.#markCursor(Math.max(0, this.#x - 1));
          }
          continue;
        }
        // An empty last cell before a wide character on the next row is
        // padding from the old wrap, not text.
        if (
          x === oldCols - 1 && w0 === 0 && r < end &&
          (all[r + 1].cells[0] & CELL_WIDE) !== 0
        ) {
          if (atCursor) wantCursorAtNext = true;
          continue;
        }
        const width = (w0 & CELL_WIDE) !== 0 ? 2 : 1;
        if (width === 2 && this.cols < 2) continue;
        if (this.#x + width > this.cols) this.#newRow(true);
        if ((atCursor && !pending) || wantCursorAtNext) {
          this.#markCursor(this.#x);
          wantCursorAtNext = false;
        }
        this.#put(src, x, width);
        if (atCursor && pending) this.#markAfter();
      }
    }
    if (hasCursor && !cursorSeen) {
      // The cursor is past the text: keep its distance from the text end.
      const srcOffset = (cursorAbs - start) * oldCols + cx +
        (pending ? 1 : 0);
      const endOffset = (end - start) * oldCols + contentLength(all[end]);
      this.#placeCursorAfter(Math.max(0, srcOffset - endOffset), pending);
    }
  }

  /** Cursor right after the cell just written, as a pending wrap if full. */
  #markAfter(): void {
    this.cursorRow = this.out.length - 1;
    if (this.#x >= this.cols) {
      this.cursorX = this.cols - 1;
      this.cursorPending = true;
    } else {
      this.cursorX = this.#x;
      this.cursorPending = false;
    }
  }

  #markCursor(x: number): void {
    this.cursorRow = this.out.length - 1;
    this.cursorX = x;
    this.cursorPending = false;
  }

  /** Cursor `d` cells after the end of the text just written. */
  #placeCursorAfter(d: number, pending: boolean): void {
    const cols = this.cols;
    const base = this.out.length - 1;
    const at = this.#x + d;
    let row: number;
    if (pending && at > 0 && at % cols === 0) {
      row = base + at / cols - 1;
      this.cursorX = cols - 1;
      this.cursorPending = true;
    } else {
      row = base + Math.floor(at / cols);
      this.cursorX = at % cols;
      this.cursorPending = false;
    }
    while (this.out.length - 1 < row) this.#newRow(true);
    this.cursorRow = row;
  }

  #newRow(wrapPrevious: boolean): void {
    if (wrapPrevious && this.#row !== null) this.#row.wrapped = true;
    this.#row = new Row(this.cols);
    this.out.push(this.#row);
    this.#x = 0;
  }

  /** Copies cell `x` of `src` (and its spacer when wide). */
  #put(src: Row, x: number, width: number): void {
    const dst = this.#row!;
    const s = x << 1;
    const d = this.#x << 1;
    dst.cells[d] = src.cells[s];
    dst.cells[d + 1] = src.cells[s + 1];
    if (width === 2) {
      dst.cells[d + 2] = src.cells[s + 2];
      dst.cells[d + 3] = src.cells[s + 3];
    }
    dst.copyCluster(src, x, this.#x);
    this.#x += width;
    dst.extend(this.#x);
  }
}
