/**
 * Counting a text's occurrences in a row straight from its packed cells,
 * without making the row's text: copy mode's match count
 * (`server/workers/search_count.ts`) reads every row of a history of up to
 * a million lines, and `Terminal.lineText` (a string built cell by cell,
 * then lowered) cost about 3 us a row here, so 200 ms covered only about
 * 65,000 rows.
 *
 * It counts as `lineText(y, true)` then `indexOf` would: matches not
 * overlapping, blanks as spaces, a wide character's spacer as nothing, and
 * (`fold`) ignoring case as `toLowerCase` does. Only texts of ASCII are
 * counted this way; for them a cell beyond ASCII is one character that
 * matches none of the text's. A row where that may not hold (a cluster
 * of code points, or a character whose lower case holds ASCII, as the
 * Kelvin sign's `k`) answers null: the caller counts its text instead.
 *
 * @module
 */

import * as cell from "./cell.ts";
import type { Row } from "./row.ts";

// Local copies of imported constants (see row.ts).
const { CELL_GRAPHEME, CELL_SPACER, CP_MASK } = cell;

/** A text to count in rows: its ASCII codes, lowered with `fold`. */
export interface RowQuery {
  codes: Int32Array;
  fold: boolean;
  /** It holds a space, which a row's blank cells may match. */
  space: boolean;
}

/** Stands for a character that matches no ASCII code. */
const OTHER = -1;

/** `text` ready for `countInRow`, or null when it is not all ASCII. */
export function rowQuery(text: string, fold: boolean): RowQuery | null {
  if (text.length === 0) return null;
  const codes = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return null;
    codes[i] = fold ? lowerAscii(c) : c;
  }
  return { codes, fold, space: text.includes(" ") };
}

// One unit per character, reused from row to row.
let units = new Int32Array(256);

/**
 * How many times `q` occurs in the first `end` cells of `row`, or null
 * when only its text can tell (see the module's note).
 */
export function countInRow(row: Row, end: number, q: RowQuery): number | null {
  if (units.length < end) units = new Int32Array(end * 2);
  const cells = row.cells, u = units, fold = q.fold;
  // The cells from `used` on are blank: only a text with a space can
  // match there (usually the row's text ends long before its last cell).
  const upTo = q.space ? end : Math.min(end, row.used);
  let n = 0;
  for (let x = 0; x < upTo; x++) {
    const w0 = cells[x << 1];
    if ((w0 & CELL_SPACER) !== 0) continue;
    if ((w0 & CELL_GRAPHEME) !== 0) return null;
    const cp = w0 & CP_MASK;
    if (cp === 0) u[n++] = 0x20;
    else if (cp < 0x80) u[n++] = fold ? lowerAscii(cp) : cp;
    else if (fold && lowersToAscii(cp)) return null;
    else u[n++] = OTHER;
  }
  return countUnits(u, n, q.codes);
}

// Non-overlapping occurrences of `codes` in `u[0, n)`, as `indexOf` from
// just past each match finds them.
function countUnits(u: Int32Array, n: number, codes: Int32Array): number {
  const m = codes.length, first = codes[0], last = n - m;
  let found = 0;
  for (let i = 0; i <= last; i++) {
    if (u[i] !== first) continue;
    let k = 1;
    while (k < m && u[i + k] === codes[k]) k++;
    if (k === m) {
      found++;
      i += m - 1;
    }
  }
  return found;
}

function lowerAscii(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

// Whether lowering code point `cp` (beyond ASCII) gives any ASCII: of
// all of Unicode, only the dotted capital I (`i` and a mark) and the
// Kelvin sign (`k`) do, in V8's toLowerCase.
function lowersToAscii(cp: number): boolean {
  return cp === 0x130 || cp === 0x212a;
}
