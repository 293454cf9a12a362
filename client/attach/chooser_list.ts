/**
 * A list with a cursor, as the choosers draw it (tmux's mode trees): the
 * rows that fit, scrolled so the cursor is shown, the cursor's row in
 * reverse video. Pure: no terminal, no daemon.
 *
 * @module
 */

import { ATTR_BOLD, ATTR_INVERSE } from "../../vt/types.ts";
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

/** Below this many rows a chooser has no room for a preview: the list alone. */
const MIN_PREVIEW_ROWS = 8;

/** Rows of a chooser's list on a screen `rows` high: all but one when small, else half. */
export function listHeight(rows: number): number {
  return Math.max(
    1,
    rows < MIN_PREVIEW_ROWS ? rows - 1 : Math.floor((rows - 1) / 2),
  );
}

/** Rows of a chooser's preview: what the list, its title line and the bottom line leave. */
export function previewHeight(rows: number): number {
  return Math.max(0, rows - listHeight(rows) - 2);
}

/**
 * A chooser's screen, `rows` high, as tmux's mode trees lay it out: the
 * list (`listHeight` rows), a line naming what is previewed (`─ title ─`),
 * the preview below it when there is room, and the bottom line.
 */
export function chooserScreen(
  cols: number,
  rows: number,
  list: GridRow[],
  title: string,
  preview: (height: number) => GridRow[],
  bottom: GridRow,
): GridRow[] {
  const out = list.slice(0, listHeight(rows));
  while (out.length < listHeight(rows)) out.push(new GridRow(cols));
  if (out.length < rows - 1) {
    out.push(textRow(cols, `─ ${title} `.padEnd(cols, "─")));
    out.push(...preview(rows - 1 - out.length));
  }
  out.push(bottom);
  return out.slice(0, rows);
}

/**
 * `height` rows of `cols` cells showing `lines` from the list's top;
 * `bold` lines (tagged ones) in bold; a line's text from column
 * `reverseFrom` on (-1: none) in reverse video, or out of it on the
 * cursor's line (tmux's `#[reverse]` in a mode tree's line).
 */
export function drawList(
  lines: string[],
  list: ListCursor,
  cols: number,
  height: number,
  bold: (i: number) => boolean = () => false,
  reverseFrom: (i: number) => number = () => -1,
): GridRow[] {
  const top = list.scroll(height);
  const out: GridRow[] = [];
  for (let y = 0; y < height; y++) {
    const i = top + y;
    const row = new GridRow(cols);
    if (i < lines.length) {
      const flags = (i === list.cursor ? ATTR_INVERSE : 0) |
        (bold(i) ? ATTR_BOLD : 0);
      const style = { ...DEFAULT_ATTRS, flags };
      if (i === list.cursor) row.fill(0, cols, " ", style);
      const end = putText(row, cols, lines[i], style, "left");
      const from = reverseFrom(i);
      for (let x = from; from >= 0 && x < end; x++) {
        row.attrs[x * 4 + 3] ^= ATTR_INVERSE;
      }
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

/**
 * `texts` with tmux's `(N)` shortcut labels on the first ten (`0`-`9`
 * choose those), the others indented as far.
 */
export function withLabels(texts: readonly string[]): string[] {
  return texts.map((t, i) => `${i < 10 ? `(${i})` : "   "} ${t}`);
}
