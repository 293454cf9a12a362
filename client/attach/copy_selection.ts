/**
 * Copy mode's selection: which cells it covers, and the text it copies.
 *
 * A selection runs from its anchor (where `v`, `V`, `C-v` or `C-Space` was
 * pressed) to the cursor, both given as a line number (see `HistoryView`)
 * and a column. As in tmux:
 *
 * - `char`: from the first position to the last, in reading order;
 * - `line`: every line from the first to the last, whole;
 * - `rect`: the columns between the two, on every line between them.
 *
 * The text is what the cells hold: a wide character once, a grapheme with
 * its combining marks whole; a line that wraps into the next (a soft wrap)
 * joins it, a real line break stays a newline, and the blanks at the end of
 * each line are dropped.
 *
 * @module
 */

import { type RowRun, RUN_WIDE } from "../../vt/types.ts";
import { graphemes } from "./screen_grid.ts";

/** A position in the history: line number and column. */
export interface Position {
  line: number;
  x: number;
}

/** How the selection covers the lines between its ends. */
export type SelectionMode = "char" | "line" | "rect";

/** A selection: its anchor, the cursor being the other end. */
export interface Selection {
  anchor: Position;
  mode: SelectionMode;
}

/** What the selection needs to read lines. */
export interface LineSource {
  /** The runs of line `n`, undefined when not fetched. */
  row(n: number): RowRun[] | undefined;
  /** Line `n` goes on in the next (soft wrap). */
  wrapped(n: number): boolean;
}

/**
 * Cells of a row: the grapheme that starts in each column, "" for the
 * second column of a wide one, " " for a blank; `cols` long.
 */
export function rowCells(runs: RowRun[] | undefined, cols: number): string[] {
  const cells = new Array<string>(cols).fill(" ");
  let x = 0;
  for (const run of runs ?? []) {
    const wide = ((run[4] ?? 0) & RUN_WIDE) !== 0;
    const n = Math.max(0, run[1] | 0);
    for (const g of graphemes(run[0], wide ? Math.ceil(n / 2) : n)) {
      if (x >= cols) break;
      cells[x++] = g;
      if (wide && x < cols) cells[x++] = "";
    }
  }
  return cells;
}

/** The two ends in reading order. */
export function ordered(a: Position, b: Position): [Position, Position] {
  return a.line < b.line || (a.line === b.line && a.x <= b.x) ? [a, b] : [b, a];
}

/** Whether cell (`line`, `x`) is in the selection from `sel` to `cursor`. */
export function selected(
  sel: Selection,
  cursor: Position,
  line: number,
  x: number,
): boolean {
  const [a, b] = ordered(sel.anchor, cursor);
  if (line < a.line || line > b.line) return false;
  switch (sel.mode) {
    case "line":
      return true;
    case "rect": {
      const lo = Math.min(sel.anchor.x, cursor.x);
      const hi = Math.max(sel.anchor.x, cursor.x);
      return x >= lo && x <= hi;
    }
    case "char":
      return (line > a.line || x >= a.x) && (line < b.line || x <= b.x);
  }
}

/** The text the selection from `sel` to `cursor` copies. */
export function selectionText(
  sel: Selection,
  cursor: Position,
  lines: LineSource,
  cols: number,
): string {
  const [a, b] = ordered(sel.anchor, cursor);
  const lo = Math.min(sel.anchor.x, cursor.x);
  const hi = Math.max(sel.anchor.x, cursor.x);
  let text = "";
  for (let n = a.line; n <= b.line; n++) {
    const cells = rowCells(lines.row(n), cols);
    let from = 0, to = cols - 1;
    if (sel.mode === "rect") [from, to] = [lo, hi];
    else if (sel.mode === "char") {
      if (n === a.line) from = a.x;
      if (n === b.line) to = b.x;
    }
    // A wide character is copied whole when either of its halves is in.
    while (from > 0 && cells[from] === "") from--;
    const part = cells.slice(from, to + 1).join("");
    const joins = sel.mode !== "rect" && lines.wrapped(n) &&
      to === cols - 1 && n < b.line;
    text += joins ? part : part.replace(/ +$/, "");
    if (n < b.line && !joins) text += "\n";
  }
  return text;
}
