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
 * each line are dropped. Whether the text ends in a newline is tmux's rule
 * (`selectionText`): `V` then Enter copies whole lines, the last one's
 * newline too.
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

/**
 * Whether cell (`line`, `x`) is in the selection from `sel` to `cursor`:
 * with emacs keys a character selection stops before its last cell, as
 * tmux draws it.
 */
export function selected(
  sel: Selection,
  cursor: Position,
  line: number,
  x: number,
  keys: "vi" | "emacs" = "vi",
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
    case "char": {
      const end = keys === "vi" ? b.x : b.x - 1;
      return (line > a.line || x >= a.x) && (line < b.line || x <= end);
    }
  }
}

/**
 * The text the selection from `sel` to `cursor` copies, as tmux's
 * `copy-selection` gives it (`window_copy_get_selection`). Each line is
 * read up to its length (its blanks at the end left out) and ends in a
 * newline, but a line that wraps into the next and is read to its end; the
 * last newline is dropped unless the selection reaches past the end of
 * its last line, as a `V` (line) selection always does with vi keys, and
 * `v` with the cursor past the end (`$`): then the text keeps it, as
 * tmux's does. With emacs keys the cell under the cursor is not copied
 * (the cursor is between characters, as in emacs), and neither is that
 * last newline.
 */
export function selectionText(
  sel: Selection,
  cursor: Position,
  lines: LineSource,
  cols: number,
  keys: "vi" | "emacs" = "vi",
): string {
  const vi = keys === "vi";
  const lengthOf = (n: number) => lineLength(rowCells(lines.row(n), cols));
  let [a, b] = ordered(sel.anchor, cursor);
  if (sel.mode === "line") {
    a = { line: a.line, x: 0 };
    b = { line: b.line, x: lengthOf(b.line) };
  }
  // Where each line's part starts and ends (exclusive): the first, the
  // last, and the ones between.
  const last = lengthOf(b.line);
  let firstFrom: number, lastTo: number, restFrom: number, restTo: number;
  if (sel.mode === "rect") {
    const lo = Math.min(sel.anchor.x, cursor.x);
    const hi = Math.max(sel.anchor.x, cursor.x);
    // The cursor's column is left out with emacs keys when it is right
    // of the anchor's.
    const to = !vi && sel.anchor.x < cursor.x ? hi : hi + 1;
    [firstFrom, restFrom, lastTo, restTo] = [lo, lo, to, to];
  } else {
    const ex = Math.min(b.x, last);
    [firstFrom, restFrom] = [a.x, 0];
    [lastTo, restTo] = [vi ? ex + 1 : ex, cols];
  }
  let text = "";
  for (let n = a.line; n <= b.line; n++) {
    const cells = rowCells(lines.row(n), cols);
    // A line that wraps is read whole, its blanks too: they are text.
    const wraps = lines.wrapped(n);
    const end = wraps ? cols : lineLength(cells);
    const to = Math.min(n === b.line ? lastTo : restTo, end);
    let from = Math.min(n === a.line ? firstFrom : restFrom, end);
    // A wide character is copied whole when either of its halves is in.
    while (from > 0 && cells[from] === "") from--;
    if (from < to) text += cells.slice(from, to).join("");
    if (!wraps || to !== end) text += "\n";
  }
  // The last newline, unless the selection goes past the line's end.
  if (
    (!vi || lastTo <= last) &&
    (!lines.wrapped(b.line) || lastTo !== last) && text.endsWith("\n")
  ) {
    text = text.slice(0, -1);
  }
  return text;
}

/**
 * A line's length: the columns up to its last non-blank cell (tmux's
 * `grid_line_length`), where the cursor stops at its end.
 */
export function lineLength(cells: string[]): number {
  let n = cells.length;
  while (n > 0 && cells[n - 1] === " ") n--;
  return n;
}
