/**
 * Scroll mode's model of a session's history: where the view is, and a
 * bounded cache of the rows around it, fetched from the daemon a page at a
 * time with `history` requests.
 *
 * Lines have numbers that do not move: with `pushed` the daemon's count of
 * lines that ever entered history, history row y (-1 the newest) is line
 * `pushed + y`, and screen row y is line `pushed + y` too. When output
 * pushes k more lines into history, `pushed` grows by k and every line
 * keeps its number, so a view that keeps the number of its top line stays
 * on the same lines while its distance from the live screen (the offset
 * shown, `pushed - top`) grows, as tmux's copy mode does. When the cap
 * drops the oldest lines, the top is clamped to the oldest line left.
 *
 * A size change reflows the history, and the numbers then mean nothing
 * (see `Terminal.historyPushed`): the cache is dropped and the view keeps
 * its distance from the live screen instead.
 *
 * Rows fetched while they were on the screen may change afterwards; they
 * are fetched again after output was seen. History rows never change.
 *
 * @module
 */

import { type HistoryPage, MAX_HISTORY_ROWS } from "../../protocol/messages.ts";
import type { RowRun } from "../../vt/types.ts";
import { type LinkResolver, NO_LINKS, pageLinks } from "./hyperlink.ts";

/** The arguments of a `history` request. */
export interface HistoryRequest {
  /** Rows y = -start .. -start + count - 1 (see the request). */
  start: number;
  /** How many rows, at most `MAX_HISTORY_ROWS`. */
  count: number;
  /** The `pushed` that `start` counts from. */
  pushed?: number;
  /** The pane to ask (`%N`); absent: the session's active pane. */
  pane?: number;
  /** Count this text's matches too (the answer's `matches`). */
  search?: string;
}

interface CachedRow {
  runs: RowRun[];
  /** What its link ids mean: the definitions of the page it came in. */
  links: LinkResolver;
  /** It was a screen row when fetched: it may have changed since. */
  screen: boolean;
  /** `outputEpoch` when it was asked for. */
  epoch: number;
  /** It goes on in the next line (a soft wrap): copied text joins them. */
  wrapped: boolean;
}

/**
 * Rows kept on each side of the view (beyond that the cache forgets them):
 * a thousand rows of 80 columns are about 100 KB, and paging back over
 * them needs no request.
 */
const KEEP_ROWS = 1000;

/** Where the view is, and the rows fetched around it. */
export class HistoryView {
  /** Lines ever pushed into history, as of the latest answer. */
  pushed = 0;
  /** Lines of history, as of the latest answer. */
  total = 0;
  /** The session's size, as of the latest answer. */
  cols = 0;
  /** The session's size, as of the latest answer. */
  screenRows = 0;
  /** An answer came: the numbers mean something. */
  ready = false;
  /** Number of the line at the top of the view. */
  top = 0;
  /** Rows in the view. */
  height: number;
  /** Bumps whenever output is seen (see `outputSeen`). */
  outputEpoch = 0;
  /** The offset asked for before the first answer. */
  #wantOffset: number;
  #rows = new Map<number, CachedRow>();
  /** `outputEpoch` of the request the latest counts answered. */
  #countsEpoch = -1;

  /** A view `height` rows high, `offset` lines above the live screen. */
  constructor(height: number, offset = 0) {
    this.height = Math.max(1, height);
    this.#wantOffset = Math.max(0, offset);
  }

  /**
   * Lines between the view's top and the live screen's top (0 below it: a
   * view lower than the screen goes down to its bottom rows).
   */
  get offset(): number {
    return this.ready ? Math.max(0, this.pushed - this.top) : this.#wantOffset;
  }

  /**
   * The lowest top: the view's bottom on the screen's last row, or the
   * live screen's top when the view is as high as the screen. A client
   * smaller than the pane shows fewer rows than the screen has, and its
   * view must reach the bottom ones too (tmux pans a smaller client over
   * its copy mode's screen).
   */
  get lowest(): number {
    return Math.max(this.pushed, this.end - this.height);
  }

  /** The view is as low as it goes (the live screen's last row in it). */
  get atBottom(): boolean {
    return this.ready ? this.top >= this.lowest : this.#wantOffset === 0;
  }

  /** Number of the oldest line of history. */
  get oldest(): number {
    return this.pushed - this.total;
  }

  /** One past the number of the screen's last row. */
  get end(): number {
    return this.pushed + this.screenRows;
  }

  /** Output arrived: screen rows and the counts may be out of date. */
  outputSeen(): void {
    this.outputEpoch++;
  }

  /** Moves the view `lines` up (older; negative: down), within bounds. */
  scrollBy(lines: number): void {
    if (!this.ready) {
      this.#wantOffset = Math.max(0, this.#wantOffset + lines);
      return;
    }
    this.top -= lines;
    this.#clamp();
  }

  /** Moves the view to `offset` lines above the live screen (0: its bottom). */
  scrollTo(offset: number): void {
    if (!this.ready) {
      this.#wantOffset = Math.max(0, offset);
      return;
    }
    this.top = offset <= 0 ? this.lowest : this.pushed - offset;
    this.#clamp();
  }

  /**
   * Brings line `n` into view (a search's match): left alone if visible,
   * else a quarter of the view from its bottom, as tmux 3.3a's
   * window_copy_scroll_to puts it (the oldest or newest lines as far as
   * they go).
   */
  reveal(n: number): void {
    if (n >= this.top && n < this.top + this.height) return;
    this.top = n - (this.height - Math.floor(this.height / 4));
    this.#clamp();
  }

  /** Moves the view the least that shows line `n` (copy mode's cursor). */
  follow(n: number): void {
    if (n < this.top) this.top = n;
    else if (n >= this.top + this.height) this.top = n - this.height + 1;
    this.#clamp();
  }

  /** Whether line `n` goes on in the next one (a soft wrap), if fetched. */
  wrapped(n: number): boolean {
    return this.#rows.get(n)?.wrapped ?? false;
  }

  /** The runs of line `n` if fetched (maybe out of date), else undefined. */
  row(n: number): RowRun[] | undefined {
    return this.#rows.get(n)?.runs;
  }

  /** What the link ids in the runs of line `n` mean. */
  rowLinks(n: number): LinkResolver {
    return this.#rows.get(n)?.links ?? NO_LINKS;
  }

  /**
   * The next request the view needs: rows it lacks (or that may have
   * changed) in and around it, else fresh counts after output, else null.
   */
  nextRequest(): HistoryRequest | null {
    const h = this.height;
    if (!this.ready) {
      return {
        start: this.#wantOffset + h,
        count: Math.min(MAX_HISTORY_ROWS, 3 * h),
      };
    }
    let [a, b] = this.#needed(this.top - h, this.top + 2 * h);
    if (a >= 0 && b - a >= MAX_HISTORY_ROWS) {
      [a, b] = this.#needed(this.top, this.top + h); // the view first
    }
    if (a >= 0) {
      return this.rangeRequest(a, Math.min(b - a + 1, MAX_HISTORY_ROWS));
    }
    if (this.#countsEpoch !== this.outputEpoch) {
      return { start: 0, count: 0, pushed: this.pushed };
    }
    return null;
  }

  /** The request for `count` lines from line `from`. */
  rangeRequest(from: number, count: number): HistoryRequest {
    return { start: this.pushed - from, count, pushed: this.pushed };
  }

  /**
   * Takes the answer to a request made at output epoch `epoch`. After a
   * size change (a reflow), returns how far it moved the numbers of the
   * lines at the live screen's bottom (a line kept as far from the bottom
   * keeps its text when a shorter screen pushed its top rows into
   * history); else null.
   */
  apply(page: HistoryPage, epoch: number): number | null {
    const offset = this.offset;
    const resized = this.ready &&
      (page.cols !== this.cols || page.screenRows !== this.screenRows);
    const moved = resized ? page.pushed + page.screenRows - this.end : null;
    if (resized) this.#rows.clear();
    this.pushed = page.pushed;
    this.total = page.total;
    this.cols = page.cols;
    this.screenRows = page.screenRows;
    // Lines keep their numbers; across a reflow, only distances do.
    if (!this.ready || resized) this.top = this.pushed - offset;
    this.ready = true;
    const first = page.pushed + page.first;
    const links = pageLinks(page.links);
    const wrapped = new Set(page.wrapped ?? []);
    page.rows.forEach((runs, i) => {
      this.#rows.set(first + i, {
        runs,
        links,
        screen: page.first + i >= 0,
        epoch,
        wrapped: wrapped.has(i),
      });
    });
    this.#countsEpoch = epoch;
    this.#clamp();
    this.#evict(first, first + page.rows.length);
    return moved;
  }

  /** Rows held (for tests and bounds). */
  get cachedRows(): number {
    return this.#rows.size;
  }

  #clamp(): void {
    if (!this.ready) return;
    this.top = Math.max(this.oldest, Math.min(this.top, this.lowest));
  }

  // First and last line in [from, to) (within what exists) that must be
  // fetched; [-1, -1] when none.
  #needed(from: number, to: number): [number, number] {
    const lo = Math.max(from, this.oldest), hi = Math.min(to, this.end);
    let a = -1, b = -1;
    for (let n = lo; n < hi; n++) {
      const r = this.#rows.get(n);
      if (r && !(r.screen && r.epoch !== this.outputEpoch)) continue;
      if (a < 0) a = n;
      b = n;
    }
    return [a, b];
  }

  // Forgets rows that are gone and rows far from the view, except those of
  // the answer just taken (a search may be reading them).
  #evict(keepFrom: number, keepTo: number): void {
    const lo = this.top - KEEP_ROWS, hi = this.top + this.height + KEEP_ROWS;
    for (const n of this.#rows.keys()) {
      if (n < this.oldest || n >= this.end) this.#rows.delete(n);
      else if ((n < lo || n >= hi) && (n < keepFrom || n >= keepTo)) {
        this.#rows.delete(n);
      }
    }
  }
}
