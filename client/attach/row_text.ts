/**
 * Plain text written into a row of cells: scroll mode's indicator, prompt
 * and messages, and the attach client's one-line messages.
 *
 * @module
 */

import { COLOR_DEFAULT, type RowRun, RUN_WIDE } from "../../vt/types.ts";
import { charWidth } from "../../vt/width.ts";
import { DEFAULT_ATTRS, GridRow, WIDE_TAIL } from "./screen_grid.ts";
import type { SgrStyle } from "./sgr.ts";
import { splitGraphemes } from "../../protocol/format_draw.ts";

/**
 * Writes `text` into `row` in `style`: from the left, against the right
 * edge, or its end against the right edge when it is too long (`tail`, a
 * prompt). Returns the column after it. A wide grapheme cut in half by
 * the text loses its other half too.
 */
export function putText(
  row: GridRow,
  cols: number,
  text: string,
  style: SgrStyle,
  align: "left" | "right" | "tail",
): number {
  let runs = textRuns(text, style);
  let width = runsWidth(runs);
  while (width > cols && align !== "left" && text.length > 0) {
    text = splitGraphemes(text).slice(1).join("");
    runs = textRuns(text, style);
    width = runsWidth(runs);
  }
  if (width > cols && align === "left") {
    // Cut at the right edge: a run longer than its row would put the rest
    // of its text into the last cell (see `graphemes`).
    runs = cutRuns(runs, cols);
    width = runsWidth(runs);
  }
  const x0 = align === "right" ? Math.max(0, cols - width) : 0;
  const tmp = new GridRow(Math.min(width, cols - x0));
  tmp.setRuns(runs);
  if (x0 > 0 && row.chars[x0] === WIDE_TAIL) {
    row.fill(x0 - 1, x0, " ", DEFAULT_ATTRS);
  }
  const end = x0 + tmp.cols;
  if (end < cols && row.chars[end] === WIDE_TAIL) {
    row.fill(end, end + 1, " ", DEFAULT_ATTRS);
  }
  for (let x = 0; x < tmp.cols; x++) row.copyCell(x0 + x, tmp, x);
  return end;
}

/**
 * The runs' first `cols` cells (a wide grapheme that would straddle the
 * edge is left out): what `GridRow.setRuns` can take for a narrower row.
 */
export function cutRuns(runs: RowRun[], cols: number): RowRun[] {
  const out: RowRun[] = [];
  let used = 0;
  for (const r of runs) {
    const w = ((r[4] ?? 0) & RUN_WIDE) !== 0 ? 2 : 1;
    const n = Math.min(r[1], Math.floor((cols - used) / w) * w);
    if (n <= 0) break;
    const gs = splitGraphemes(r[0]).slice(0, n / w);
    out.push([gs.join(""), n, r[2], r[3], r[4], r[5]]);
    used += n;
  }
  return out;
}

// Runs for plain text: narrow and wide graphemes apart, as `RowRun` wants.
function textRuns(text: string, s: SgrStyle): RowRun[] {
  const runs: RowRun[] = [];
  for (const g of splitGraphemes(text)) {
    const wide = charWidth(g.codePointAt(0) ?? 32) === 2;
    const flags = s.flags | (wide ? RUN_WIDE : 0);
    const last = runs[runs.length - 1];
    if (last && last[4] === flags) {
      last[0] += g;
      last[1] += wide ? 2 : 1;
    } else {
      runs.push([g, wide ? 2 : 1, s.fg, s.bg, flags, COLOR_DEFAULT]);
    }
  }
  return runs;
}

export { splitGraphemes };

function runsWidth(runs: RowRun[]): number {
  let w = 0;
  for (const r of runs) w += r[1];
  return w;
}
