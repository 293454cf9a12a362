/**
 * Scroll mode's search: a plain substring, looked for line by line through
 * the history and the screen, upward or downward from where the view or
 * the last match is, wrapping around once unless `wrap-search` is off
 * (tmux's option, on by default: then it stops at the end). A query
 * without capitals matches either case ("smart case").
 *
 * The rows come from the daemon a page at a time, so a search is a scan
 * that stops when it needs rows it does not have (`SearchScan.step`
 * answers `"fetch"`), and goes on once they are there.
 *
 * @module
 */

import { type RowRun, RUN_WIDE } from "../../vt/types.ts";
import type { HistoryView } from "./history_view.ts";
import { graphemes } from "./screen_grid.ts";

/** Search upward (older lines) or downward (newer). */
export type SearchDirection = "up" | "down";

/** A match: on line `line` (see `HistoryView`), cells [x, x + width). */
export interface Match {
  line: number;
  x: number;
  width: number;
}

/** A row's text, and for each UTF-16 unit the cells of its grapheme. */
interface RowText {
  text: string;
  from: number[];
  to: number[];
}

/** The text of a row given as runs, folded to lower case when `fold`. */
export function rowText(runs: RowRun[], fold = false): RowText {
  let text = "";
  const from: number[] = [], to: number[] = [];
  let x = 0;
  for (const run of runs) {
    const wide = ((run[4] ?? 0) & RUN_WIDE) !== 0;
    const cells = Math.max(0, run[1] | 0);
    const w = wide ? 2 : 1;
    for (const g of graphemes(run[0], wide ? Math.ceil(cells / 2) : cells)) {
      const s = fold ? g.toLowerCase() : g;
      text += s;
      for (let i = 0; i < s.length; i++) {
        from.push(x);
        to.push(x + w);
      }
      x += w;
    }
  }
  return { text, from, to };
}

/**
 * Where `query` is in a row: upward, the last match that starts left of
 * cell `limit`; downward, the first that starts right of it; anywhere when
 * `limit` is null. Null when there is none.
 */
export function findInRow(
  runs: RowRun[],
  query: string,
  dir: SearchDirection,
  limit: number | null,
): { x: number; width: number } | null {
  if (query === "") return null;
  const fold = query === query.toLowerCase();
  const { text, from, to } = rowText(runs, fold);
  const q = fold ? query.toLowerCase() : query;
  let hit = -1;
  if (dir === "up") {
    for (let i = text.lastIndexOf(q); i >= 0; i = text.lastIndexOf(q, i - 1)) {
      if (limit === null || from[i] < limit) {
        hit = i;
        break;
      }
      if (i === 0) break;
    }
  } else {
    for (let i = text.indexOf(q); i >= 0; i = text.indexOf(q, i + 1)) {
      if (limit === null || from[i] > limit) {
        hit = i;
        break;
      }
    }
  }
  if (hit < 0) return null;
  const x = from[hit];
  return { x, width: to[hit + q.length - 1] - x };
}

/** Every match of `query` in a row, left to right, not overlapping. */
export function findAllInRow(
  runs: RowRun[],
  query: string,
): { x: number; width: number }[] {
  if (query === "") return [];
  const fold = query === query.toLowerCase();
  const { text, from, to } = rowText(runs, fold);
  const q = fold ? query.toLowerCase() : query;
  const out: { x: number; width: number }[] = [];
  for (let i = text.indexOf(q); i >= 0; i = text.indexOf(q, i + q.length)) {
    out.push({ x: from[i], width: to[i + q.length - 1] - from[i] });
  }
  return out;
}

/** One search through the lines, resumable while rows are fetched. */
export class SearchScan {
  #line: number;
  #limit: number | null;
  /** Lines still to look at: every line once, the first one twice. */
  #left: number;
  #fetchedFor = NaN;

  /**
   * Starts at line `line`, left (upward) or right (downward) of cell
   * `limit` there (null: the whole line).
   */
  constructor(
    readonly query: string,
    readonly dir: SearchDirection,
    view: HistoryView,
    line: number,
    limit: number | null,
    readonly wrap = true,
  ) {
    this.#line = line;
    this.#limit = limit;
    this.#left = view.end - view.oldest + 1;
  }

  /**
   * Looks on: a match, `"fetch"` when line `wanted` must be fetched first
   * (see `fetchRange`), or `"none"` when every line was looked at.
   */
  step(view: HistoryView): Match | "fetch" | "none" {
    for (; this.#left > 0; this.#left--) {
      const n = this.#wrap(view);
      if (n === null) return "none";
      const runs = view.row(n);
      if (!runs) {
        // Asked for once already and still missing: skip it.
        if (this.#fetchedFor !== n) {
          this.#fetchedFor = n;
          return "fetch";
        }
      } else {
        const hit = findInRow(runs, this.query, this.dir, this.#limit);
        if (hit) return { line: n, ...hit };
      }
      this.#limit = null;
      this.#line = n + (this.dir === "up" ? -1 : 1);
    }
    return "none";
  }

  /** The line `step` wants fetched. */
  get wanted(): number {
    return this.#line;
  }

  /**
   * The lines to fetch for `wanted`: up to `max` of them, in the direction
   * of the search, within what exists.
   */
  fetchRange(view: HistoryView, max: number): [from: number, count: number] {
    const n = this.#line;
    if (this.dir === "up") {
      const from = Math.max(view.oldest, n - max + 1);
      return [from, n - from + 1];
    }
    return [n, Math.min(max, view.end - n)];
  }

  // The current line, wrapped around the ends; null when nothing exists.
  #wrap(view: HistoryView): number | null {
    if (view.end <= view.oldest) return null;
    const out = this.#line < view.oldest || this.#line >= view.end;
    if (out && !this.wrap) return null;
    if (this.#line < view.oldest) this.#line = view.end - 1;
    if (this.#line >= view.end) this.#line = view.oldest;
    return this.#line;
  }
}
