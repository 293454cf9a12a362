/**
 * Copy mode's match count (tmux 3.3a's `(N results)` in the position
 * indicator): how many times a search's text occurs in a pane's history
 * and screen, counted where the rows are, in the parse worker, so that no
 * client fetches the whole history for it (over `-H`, thousands of rows).
 *
 * It counts as the attach client's search finds (`client/attach/
 * scroll_search.ts`): each row on its own, matches not overlapping, a
 * text without capitals ignoring case. As tmux's `window_copy_search_marks`
 * it gives up after `COUNT_BUDGET_MS` and says only roughly how many it
 * found by then (`1000+`, `100+`, `10+`; fewer: no count at all).
 *
 * @module
 */

import type { Terminal } from "../../vt/terminal.ts";
import { rowQuery } from "../../vt/row_search.ts";

/**
 * tmux's WINDOW_COPY_SEARCH_ALL_TIMEOUT (200 ms). Counting 10,000 rows of
 * 80 columns takes a few milliseconds here; the budget only matters for a
 * history of hundreds of thousands of lines.
 */
const COUNT_BUDGET_MS = 200;

/** The matches of `query` in `term`'s history and screen. */
export function countMatches(
  term: Terminal,
  query: string,
): { matches?: number; matchesMore?: true } {
  // (A text without capitals is its own lower case.)
  const fold = query === query.toLowerCase();
  // An ASCII text is counted in the rows' cells, without their text.
  const fast = rowQuery(query, fold);
  const stop = performance.now() + COUNT_BUDGET_MS;
  let found = 0;
  for (let y = -term.scrollbackLength; y < term.rows; y++) {
    found += (fast && term.countInLine(y, fast)) ??
      countInText(term, y, query, fold);
    // Checked every 256 rows: the clock costs more than a short row.
    if ((y & 255) === 0 && performance.now() > stop) {
      // tmux's rounding of a count cut short.
      const floor = found > 1000
        ? 1000
        : found > 100
        ? 100
        : found > 10
        ? 10
        : 0;
      return floor > 0 ? { matches: floor, matchesMore: true } : {};
    }
  }
  return { matches: found };
}

// The matches of `query` in row y's text (lowered with `fold`).
function countInText(
  term: Terminal,
  y: number,
  query: string,
  fold: boolean,
): number {
  if (query.length === 0) return 0;
  const raw = term.lineText(y, true);
  const text = fold ? raw.toLowerCase() : raw;
  let found = 0;
  for (
    let i = text.indexOf(query);
    i >= 0;
    i = text.indexOf(query, i + query.length)
  ) {
    found++;
  }
  return found;
}
