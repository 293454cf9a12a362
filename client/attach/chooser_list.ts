/**
 * A list with a cursor, as the choosers draw it (tmux's mode trees): the
 * rows that fit, scrolled so the cursor is shown, the cursor's row in
 * reverse video. Pure: no terminal, no daemon.
 *
 * @module
 */

import { ATTR_INVERSE } from "../../vt/types.ts";
import { putText } from "./row_text.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";

/** The cursor and scroll position of a list of `count` rows. */
export class ListCursor {
  cursor = 0;
  top = 0;
  count = 0;

  /** Moves the cursor by `n` rows, wrapping at the ends as tmux's do for one row. */
  move(n: number): void {
    if (this.count === 0) return;
    if (Math.abs(n) === 1) {
      this.cursor = (this.cursor + n + this.count) % this.count;
    } else {
      this.cursor = Math.max(0, Math.min(this.count - 1, this.cursor + n));
    }
  }

  /** To the first (`end` false) or last row. */
  jump(end: boolean): void {
    this.cursor = end ? Math.max(0, this.count - 1) : 0;
  }

  /** A new row count: the cursor stays in range. */
  resize(count: number): void {
    this.count = count;
    this.cursor = Math.max(0, Math.min(count - 1, this.cursor));
  }

  /** The first row shown in `height` rows, the cursor's in view. */
  scroll(height: number): number {
    if (this.cursor < this.top) this.top = this.cursor;
    if (this.cursor >= this.top + height) this.top = this.cursor - height + 1;
    this.top = Math.max(0, Math.min(this.top, this.count - height));
    return this.top;
  }
}

/** `height` rows of `cols` cells showing `lines` from the list's top. */
export function drawList(
  lines: string[],
  list: ListCursor,
  cols: number,
  height: number,
): GridRow[] {
  const top = list.scroll(height);
  const out: GridRow[] = [];
  for (let y = 0; y < height; y++) {
    const i = top + y;
    const row = new GridRow(cols);
    if (i < lines.length) {
      const style = i === list.cursor
        ? { ...DEFAULT_ATTRS, flags: ATTR_INVERSE }
        : DEFAULT_ATTRS;
      if (i === list.cursor) row.fill(0, cols, " ", style);
      putText(row, cols, lines[i], style, "left");
    }
    out.push(row);
  }
  return out;
}

/** A row of `cols` cells holding `text` (a title, a prompt, a separator). */
export function textRow(cols: number, text: string, inverse = false): GridRow {
  const row = new GridRow(cols);
  const style = inverse
    ? { ...DEFAULT_ATTRS, flags: ATTR_INVERSE }
    : DEFAULT_ATTRS;
  if (inverse) row.fill(0, cols, " ", style);
  putText(row, cols, text, style, "left");
  return row;
}
