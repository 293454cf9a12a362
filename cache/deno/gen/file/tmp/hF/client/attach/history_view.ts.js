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
 */ import { MAX_HISTORY_ROWS } from "../../protocol/messages.ts";
import { NO_LINKS, pageLinks } from "./hyperlink.ts";
/**
 * Rows kept on each side of the view (beyond that the cache forgets them):
 * a thousand rows of 80 columns are about 100 KB, and paging back over
 * them needs no request.
 */ const KEEP_ROWS = 1000;
/** Where the view is, and the rows fetched around it. */ export class HistoryView {
  /** Lines ever pushed into history, as of the latest answer. */ pushed = 0;
  /** Lines of history, as of the latest answer. */ total = 0;
  /** The session's size, as of the latest answer. */ cols = 0;
  /** The session's size, as of the latest answer. */ screenRows = 0;
  /** An answer came: the numbers mean something. */ ready = false;
  /** Number of the line at the top of the view. */ top = 0;
  /** Rows in the view. */ height;
  /** Bumps whenever output is seen (see `outputSeen`). */ outputEpoch = 0;
  /** The offset asked for before the first answer. */ #wantOffset;
  #rows = new Map();
  /** `outputEpoch` of the request the latest counts answered. */ #countsEpoch = -1;
  /** A view `height` rows high, `offset` lines above the live screen. */ constructor(height, offset = 0){
    this.height = Math.max(1, height);
    this.#wantOffset = Math.max(0, offset);
  }
  /** Lines between the view's top and the live screen's top. */ get offset() {
    return this.ready ? this.pushed - this.top : this.#wantOffset;
  }
  /** Number of the oldest line of history. */ get oldest() {
    return this.pushed - this.total;
  }
  /** One past the number of the screen's last row. */ get end() {
    return this.pushed + this.screenRows;
  }
  /** Output arrived: screen rows and the counts may be out of date. */ outputSeen() {
    this.outputEpoch++;
  }
  /** Moves the view `lines` up (older; negative: down), within bounds. */ scrollBy(lines) {
    if (!this.ready) {
      this.#wantOffset = Math.max(0, this.#wantOffset + lines);
      return;
    }
    this.top -= lines;
    this.#clamp();
  }
  /** Moves the view to `offset` lines above the live screen. */ scrollTo(offset) {
    this.scrollBy(offset - this.offset);
  }
  /** Brings line `n` into view: left alone if visible, else centred. */ reveal(n) {
    if (n >= this.top && n < this.top + this.height) return;
    this.top = n - Math.floor(this.height / 2);
    this.#clamp();
  }
  /** Moves the view the least that shows line `n` (copy mode's cursor). */ follow(n) {
    if (n < this.top) this.top = n;
    else if (n >= this.top + this.height) this.top = n - this.height + 1;
    this.#clamp();
  }
  /** Whether line `n` goes on in the next one (a soft wrap), if fetched. */ wrapped(n) {
    return this.#rows.get(n)?.wrapped ?? false;
  }
  /** The runs of line `n` if fetched (maybe out of date), else undefined. */ row(n) {
    return this.#rows.get(n)?.runs;
  }
  /** What the link ids in the runs of line `n` mean. */ rowLinks(n) {
    return this.#rows.get(n)?.links ?? NO_LINKS;
  }
  /**
   * The next request the view needs: rows it lacks (or that may have
   * changed) in and around it, else fresh counts after output, else null.
   */ nextRequest() {
    const h = this.height;
    if (!this.ready) {
      return {
        start: this.#wantOffset + h,
        count: Math.min(MAX_HISTORY_ROWS, 3 * h)
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
      return {
        start: 0,
        count: 0,
        pushed: this.pushed
      };
    }
    return null;
  }
  /** The request for `count` lines from line `from`. */ rangeRequest(from, count) {
    return {
      start: this.pushed - from,
      count,
      pushed: this.pushed
    };
  }
  /**
   * Takes the answer to a request made at output epoch `epoch`. After a
   * size change (a reflow), returns how far it moved the numbers of the
   * lines at the live screen's bottom (a line kept as far from the bottom
   * keeps its text when a shorter screen pushed its top rows into
   * history); else null.
   */ apply(page, epoch) {
    const offset = this.offset;
    const resized = this.ready && (page.cols !== this.cols || page.screenRows !== this.screenRows);
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
    page.rows.forEach((runs, i)=>{
      this.#rows.set(first + i, {
        runs,
        links,
        screen: page.first + i >= 0,
        epoch,
        wrapped: wrapped.has(i)
      });
    });
    this.#countsEpoch = epoch;
    this.#clamp();
    this.#evict(first, first + page.rows.length);
    return moved;
  }
  /** Rows held (for tests and bounds). */ get cachedRows() {
    return this.#rows.size;
  }
  #clamp() {
    if (!this.ready) return;
    this.top = Math.max(this.oldest, Math.min(this.top, this.pushed));
  }
  // First and last line in [from, to) (within what exists) that must be
  // fetched; [-1, -1] when none.
  #needed(from, to) {
    const lo = Math.max(from, this.oldest), hi = Math.min(to, this.end);
    let a = -1, b = -1;
    for(let n = lo; n < hi; n++){
      const r = this.#rows.get(n);
      if (r && !(r.screen && r.epoch !== this.outputEpoch)) continue;
      if (a < 0) a = n;
      b = n;
    }
    return [
      a,
      b
    ];
  }
  // Forgets rows that are gone and rows far from the view, except those of
  // the answer just taken (a search may be reading them).
  #evict(keepFrom, keepTo) {
    const lo = this.top - KEEP_ROWS, hi = this.top + this.height + KEEP_ROWS;
    for (const n of this.#rows.keys()){
      if (n < this.oldest || n >= this.end) this.#rows.delete(n);
      else if ((n < lo || n >= hi) && (n < keepFrom || n >= keepTo)) {
        this.#rows.delete(n);
      }
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvaGlzdG9yeV92aWV3LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogU2Nyb2xsIG1vZGUncyBtb2RlbCBvZiBhIHNlc3Npb24ncyBoaXN0b3J5OiB3aGVyZSB0aGUgdmlldyBpcywgYW5kIGFcbiAqIGJvdW5kZWQgY2FjaGUgb2YgdGhlIHJvd3MgYXJvdW5kIGl0LCBmZXRjaGVkIGZyb20gdGhlIGRhZW1vbiBhIHBhZ2UgYXQgYVxuICogdGltZSB3aXRoIGBoaXN0b3J5YCByZXF1ZXN0cy5cbiAqXG4gKiBMaW5lcyBoYXZlIG51bWJlcnMgdGhhdCBkbyBub3QgbW92ZTogd2l0aCBgcHVzaGVkYCB0aGUgZGFlbW9uJ3MgY291bnQgb2ZcbiAqIGxpbmVzIHRoYXQgZXZlciBlbnRlcmVkIGhpc3RvcnksIGhpc3Rvcnkgcm93IHkgKC0xIHRoZSBuZXdlc3QpIGlzIGxpbmVcbiAqIGBwdXNoZWQgKyB5YCwgYW5kIHNjcmVlbiByb3cgeSBpcyBsaW5lIGBwdXNoZWQgKyB5YCB0b28uIFdoZW4gb3V0cHV0XG4gKiBwdXNoZXMgayBtb3JlIGxpbmVzIGludG8gaGlzdG9yeSwgYHB1c2hlZGAgZ3Jvd3MgYnkgayBhbmQgZXZlcnkgbGluZVxuICoga2VlcHMgaXRzIG51bWJlciwgc28gYSB2aWV3IHRoYXQga2VlcHMgdGhlIG51bWJlciBvZiBpdHMgdG9wIGxpbmUgc3RheXNcbiAqIG9uIHRoZSBzYW1lIGxpbmVzIHdoaWxlIGl0cyBkaXN0YW5jZSBmcm9tIHRoZSBsaXZlIHNjcmVlbiAodGhlIG9mZnNldFxuICogc2hvd24sIGBwdXNoZWQgLSB0b3BgKSBncm93cywgYXMgdG11eCdzIGNvcHkgbW9kZSBkb2VzLiBXaGVuIHRoZSBjYXBcbiAqIGRyb3BzIHRoZSBvbGRlc3QgbGluZXMsIHRoZSB0b3AgaXMgY2xhbXBlZCB0byB0aGUgb2xkZXN0IGxpbmUgbGVmdC5cbiAqXG4gKiBBIHNpemUgY2hhbmdlIHJlZmxvd3MgdGhlIGhpc3RvcnksIGFuZCB0aGUgbnVtYmVycyB0aGVuIG1lYW4gbm90aGluZ1xuICogKHNlZSBgVGVybWluYWwuaGlzdG9yeVB1c2hlZGApOiB0aGUgY2FjaGUgaXMgZHJvcHBlZCBhbmQgdGhlIHZpZXcga2VlcHNcbiAqIGl0cyBkaXN0YW5jZSBmcm9tIHRoZSBsaXZlIHNjcmVlbiBpbnN0ZWFkLlxuICpcbiAqIFJvd3MgZmV0Y2hlZCB3aGlsZSB0aGV5IHdlcmUgb24gdGhlIHNjcmVlbiBtYXkgY2hhbmdlIGFmdGVyd2FyZHM7IHRoZXlcbiAqIGFyZSBmZXRjaGVkIGFnYWluIGFmdGVyIG91dHB1dCB3YXMgc2Vlbi4gSGlzdG9yeSByb3dzIG5ldmVyIGNoYW5nZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgdHlwZSBIaXN0b3J5UGFnZSwgTUFYX0hJU1RPUllfUk9XUyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBSb3dSdW4gfSBmcm9tIFwiLi4vLi4vdnQvdHlwZXMudHNcIjtcbmltcG9ydCB7IHR5cGUgTGlua1Jlc29sdmVyLCBOT19MSU5LUywgcGFnZUxpbmtzIH0gZnJvbSBcIi4vaHlwZXJsaW5rLnRzXCI7XG5cbi8qKiBUaGUgYXJndW1lbnRzIG9mIGEgYGhpc3RvcnlgIHJlcXVlc3QuICovXG5leHBvcnQgaW50ZXJmYWNlIEhpc3RvcnlSZXF1ZXN0IHtcbiAgLyoqIFJvd3MgeSA9IC1zdGFydCAuLiAtc3RhcnQgKyBjb3VudCAtIDEgKHNlZSB0aGUgcmVxdWVzdCkuICovXG4gIHN0YXJ0OiBudW1iZXI7XG4gIC8qKiBIb3cgbWFueSByb3dzLCBhdCBtb3N0IGBNQVhfSElTVE9SWV9ST1dTYC4gKi9cbiAgY291bnQ6IG51bWJlcjtcbiAgLyoqIFRoZSBgcHVzaGVkYCB0aGF0IGBzdGFydGAgY291bnRzIGZyb20uICovXG4gIHB1c2hlZD86IG51bWJlcjtcbiAgLyoqIFRoZSBwYW5lIHRvIGFzayAoYCVOYCk7IGFic2VudDogdGhlIHNlc3Npb24ncyBhY3RpdmUgcGFuZS4gKi9cbiAgcGFuZT86IG51bWJlcjtcbn1cblxuaW50ZXJmYWNlIENhY2hlZFJvdyB7XG4gIHJ1bnM6IFJvd1J1bltdO1xuICAvKiogV2hhdCBpdHMgbGluayBpZHMgbWVhbjogdGhlIGRlZmluaXRpb25zIG9mIHRoZSBwYWdlIGl0IGNhbWUgaW4uICovXG4gIGxpbmtzOiBMaW5rUmVzb2x2ZXI7XG4gIC8qKiBJdCB3YXMgYSBzY3JlZW4gcm93IHdoZW4gZmV0Y2hlZDogaXQgbWF5IGhhdmUgY2hhbmdlZCBzaW5jZS4gKi9cbiAgc2NyZWVuOiBib29sZWFuO1xuICAvKiogYG91dHB1dEVwb2NoYCB3aGVuIGl0IHdhcyBhc2tlZCBmb3IuICovXG4gIGVwb2NoOiBudW1iZXI7XG4gIC8qKiBJdCBnb2VzIG9uIGluIHRoZSBuZXh0IGxpbmUgKGEgc29mdCB3cmFwKTogY29waWVkIHRleHQgam9pbnMgdGhlbS4gKi9cbiAgd3JhcHBlZDogYm9vbGVhbjtcbn1cblxuLyoqXG4gKiBSb3dzIGtlcHQgb24gZWFjaCBzaWRlIG9mIHRoZSB2aWV3IChiZXlvbmQgdGhhdCB0aGUgY2FjaGUgZm9yZ2V0cyB0aGVtKTpcbiAqIGEgdGhvdXNhbmQgcm93cyBvZiA4MCBjb2x1bW5zIGFyZSBhYm91dCAxMDAgS0IsIGFuZCBwYWdpbmcgYmFjayBvdmVyXG4gKiB0aGVtIG5lZWRzIG5vIHJlcXVlc3QuXG4gKi9cbmNvbnN0IEtFRVBfUk9XUyA9IDEwMDA7XG5cbi8qKiBXaGVyZSB0aGUgdmlldyBpcywgYW5kIHRoZSByb3dzIGZldGNoZWQgYXJvdW5kIGl0LiAqL1xuZXhwb3J0IGNsYXNzIEhpc3RvcnlWaWV3IHtcbiAgLyoqIExpbmVzIGV2ZXIgcHVzaGVkIGludG8gaGlzdG9yeSwgYXMgb2YgdGhlIGxhdGVzdCBhbnN3ZXIuICovXG4gIHB1c2hlZCA9IDA7XG4gIC8qKiBMaW5lcyBvZiBoaXN0b3J5LCBhcyBvZiB0aGUgbGF0ZXN0IGFuc3dlci4gKi9cbiAgdG90YWwgPSAwO1xuICAvKiogVGhlIHNlc3Npb24ncyBzaXplLCBhcyBvZiB0aGUgbGF0ZXN0IGFuc3dlci4gKi9cbiAgY29scyA9IDA7XG4gIC8qKiBUaGUgc2Vzc2lvbidzIHNpemUsIGFzIG9mIHRoZSBsYXRlc3QgYW5zd2VyLiAqL1xuICBzY3JlZW5Sb3dzID0gMDtcbiAgLyoqIEFuIGFuc3dlciBjYW1lOiB0aGUgbnVtYmVycyBtZWFuIHNvbWV0aGluZy4gKi9cbiAgcmVhZHkgPSBmYWxzZTtcbiAgLyoqIE51bWJlciBvZiB0aGUgbGluZSBhdCB0aGUgdG9wIG9mIHRoZSB2aWV3LiAqL1xuICB0b3AgPSAwO1xuICAvKiogUm93cyBpbiB0aGUgdmlldy4gKi9cbiAgaGVpZ2h0OiBudW1iZXI7XG4gIC8qKiBCdW1wcyB3aGVuZXZlciBvdXRwdXQgaXMgc2VlbiAoc2VlIGBvdXRwdXRTZWVuYCkuICovXG4gIG91dHB1dEVwb2NoID0gMDtcbiAgLyoqIFRoZSBvZmZzZXQgYXNrZWQgZm9yIGJlZm9yZSB0aGUgZmlyc3QgYW5zd2VyLiAqL1xuICAjd2FudE9mZnNldDogbnVtYmVyO1xuICAjcm93cyA9IG5ldyBNYXA8bnVtYmVyLCBDYWNoZWRSb3c+KCk7XG4gIC8qKiBgb3V0cHV0RXBvY2hgIG9mIHRoZSByZXF1ZXN0IHRoZSBsYXRlc3QgY291bnRzIGFuc3dlcmVkLiAqL1xuICAjY291bnRzRXBvY2ggPSAtMTtcblxuICAvKiogQSB2aWV3IGBoZWlnaHRgIHJvd3MgaGlnaCwgYG9mZnNldGAgbGluZXMgYWJvdmUgdGhlIGxpdmUgc2NyZWVuLiAqL1xuICBjb25zdHJ1Y3RvcihoZWlnaHQ6IG51bWJlciwgb2Zmc2V0ID0gMCkge1xuICAgIHRoaXMuaGVpZ2h0ID0gTWF0aC5tYXgoMSwgaGVpZ2h0KTtcbiAgICB0aGlzLiN3YW50T2Zmc2V0ID0gTWF0aC5tYXgoMCwgb2Zmc2V0KTtcbiAgfVxuXG4gIC8qKiBMaW5lcyBiZXR3ZWVuIHRoZSB2aWV3J3MgdG9wIGFuZCB0aGUgbGl2ZSBzY3JlZW4ncyB0b3AuICovXG4gIGdldCBvZmZzZXQoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5yZWFkeSA/IHRoaXMucHVzaGVkIC0gdGhpcy50b3AgOiB0aGlzLiN3YW50T2Zmc2V0O1xuICB9XG5cbiAgLyoqIE51bWJlciBvZiB0aGUgb2xkZXN0IGxpbmUgb2YgaGlzdG9yeS4gKi9cbiAgZ2V0IG9sZGVzdCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLnB1c2hlZCAtIHRoaXMudG90YWw7XG4gIH1cblxuICAvKiogT25lIHBhc3QgdGhlIG51bWJlciBvZiB0aGUgc2NyZWVuJ3MgbGFzdCByb3cuICovXG4gIGdldCBlbmQoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5wdXNoZWQgKyB0aGlzLnNjcmVlblJvd3M7XG4gIH1cblxuICAvKiogT3V0cHV0IGFycml2ZWQ6IHNjcmVlbiByb3dzIGFuZCB0aGUgY291bnRzIG1heSBiZSBvdXQgb2YgZGF0ZS4gKi9cbiAgb3V0cHV0U2VlbigpOiB2b2lkIHtcbiAgICB0aGlzLm91dHB1dEVwb2NoKys7XG4gIH1cblxuICAvKiogTW92ZXMgdGhlIHZpZXcgYGxpbmVzYCB1cCAob2xkZXI7IG5lZ2F0aXZlOiBkb3duKSwgd2l0aGluIGJvdW5kcy4gKi9cbiAgc2Nyb2xsQnkobGluZXM6IG51bWJlcik6IHZvaWQge1xuICAgIGlmICghdGhpcy5yZWFkeSkge1xuICAgICAgdGhpcy4jd2FudE9mZnNldCA9IE1hdGgubWF4KDAsIHRoaXMuI3dhbnRPZmZzZXQgKyBsaW5lcyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMudG9wIC09IGxpbmVzO1xuICAgIHRoaXMuI2NsYW1wKCk7XG4gIH1cblxuICAvKiogTW92ZXMgdGhlIHZpZXcgdG8gYG9mZnNldGAgbGluZXMgYWJvdmUgdGhlIGxpdmUgc2NyZWVuLiAqL1xuICBzY3JvbGxUbyhvZmZzZXQ6IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuc2Nyb2xsQnkob2Zmc2V0IC0gdGhpcy5vZmZzZXQpO1xuICB9XG5cbiAgLyoqIEJyaW5ncyBsaW5lIGBuYCBpbnRvIHZpZXc6IGxlZnQgYWxvbmUgaWYgdmlzaWJsZSwgZWxzZSBjZW50cmVkLiAqL1xuICByZXZlYWwobjogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKG4gPj0gdGhpcy50b3AgJiYgbiA8IHRoaXMudG9wICsgdGhpcy5oZWlnaHQpIHJldHVybjtcbiAgICB0aGlzLnRvcCA9IG4gLSBNYXRoLmZsb29yKHRoaXMuaGVpZ2h0IC8gMik7XG4gICAgdGhpcy4jY2xhbXAoKTtcbiAgfVxuXG4gIC8qKiBNb3ZlcyB0aGUgdmlldyB0aGUgbGVhc3QgdGhhdCBzaG93cyBsaW5lIGBuYCAoY29weSBtb2RlJ3MgY3Vyc29yKS4gKi9cbiAgZm9sbG93KG46IG51bWJlcik6IHZvaWQge1xuICAgIGlmIChuIDwgdGhpcy50b3ApIHRoaXMudG9wID0gbjtcbiAgICBlbHNlIGlmIChuID49IHRoaXMudG9wICsgdGhpcy5oZWlnaHQpIHRoaXMudG9wID0gbiAtIHRoaXMuaGVpZ2h0ICsgMTtcbiAgICB0aGlzLiNjbGFtcCgpO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgbGluZSBgbmAgZ29lcyBvbiBpbiB0aGUgbmV4dCBvbmUgKGEgc29mdCB3cmFwKSwgaWYgZmV0Y2hlZC4gKi9cbiAgd3JhcHBlZChuOiBudW1iZXIpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jcm93cy5nZXQobik/LndyYXBwZWQgPz8gZmFsc2U7XG4gIH1cblxuICAvKiogVGhlIHJ1bnMgb2YgbGluZSBgbmAgaWYgZmV0Y2hlZCAobWF5YmUgb3V0IG9mIGRhdGUpLCBlbHNlIHVuZGVmaW5lZC4gKi9cbiAgcm93KG46IG51bWJlcik6IFJvd1J1bltdIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy4jcm93cy5nZXQobik/LnJ1bnM7XG4gIH1cblxuICAvKiogV2hhdCB0aGUgbGluayBpZHMgaW4gdGhlIHJ1bnMgb2YgbGluZSBgbmAgbWVhbi4gKi9cbiAgcm93TGlua3MobjogbnVtYmVyKTogTGlua1Jlc29sdmVyIHtcbiAgICByZXR1cm4gdGhpcy4jcm93cy5nZXQobik/LmxpbmtzID8/IE5PX0xJTktTO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBuZXh0IHJlcXVlc3QgdGhlIHZpZXcgbmVlZHM6IHJvd3MgaXQgbGFja3MgKG9yIHRoYXQgbWF5IGhhdmVcbiAgICogY2hhbmdlZCkgaW4gYW5kIGFyb3VuZCBpdCwgZWxzZSBmcmVzaCBjb3VudHMgYWZ0ZXIgb3V0cHV0LCBlbHNlIG51bGwuXG4gICAqL1xuICBuZXh0UmVxdWVzdCgpOiBIaXN0b3J5UmVxdWVzdCB8IG51bGwge1xuICAgIGNvbnN0IGggPSB0aGlzLmhlaWdodDtcbiAgICBpZiAoIXRoaXMucmVhZHkpIHtcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHN0YXJ0OiB0aGlzLiN3YW50T2Zmc2V0ICsgaCxcbiAgICAgICAgY291bnQ6IE1hdGgubWluKE1BWF9ISVNUT1JZX1JPV1MsIDMgKiBoKSxcbiAgICAgIH07XG4gICAgfVxuICAgIGxldCBbYSwgYl0gPSB0aGlzLiNuZWVkZWQodGhpcy50b3AgLSBoLCB0aGlzLnRvcCArIDIgKiBoKTtcbiAgICBpZiAoYSA+PSAwICYmIGIgLSBhID49IE1BWF9ISVNUT1JZX1JPV1MpIHtcbiAgICAgIFthLCBiXSA9IHRoaXMuI25lZWRlZCh0aGlzLnRvcCwgdGhpcy50b3AgKyBoKTsgLy8gdGhlIHZpZXcgZmlyc3RcbiAgICB9XG4gICAgaWYgKGEgPj0gMCkge1xuICAgICAgcmV0dXJuIHRoaXMucmFuZ2VSZXF1ZXN0KGEsIE1hdGgubWluKGIgLSBhICsgMSwgTUFYX0hJU1RPUllfUk9XUykpO1xuICAgIH1cbiAgICBpZiAodGhpcy4jY291bnRzRXBvY2ggIT09IHRoaXMub3V0cHV0RXBvY2gpIHtcbiAgICAgIHJldHVybiB7IHN0YXJ0OiAwLCBjb3VudDogMCwgcHVzaGVkOiB0aGlzLnB1c2hlZCB9O1xuICAgIH1cbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuXG4gIC8qKiBUaGUgcmVxdWVzdCBmb3IgYGNvdW50YCBsaW5lcyBmcm9tIGxpbmUgYGZyb21gLiAqL1xuICByYW5nZVJlcXVlc3QoZnJvbTogbnVtYmVyLCBjb3VudDogbnVtYmVyKTogSGlzdG9yeVJlcXVlc3Qge1xuICAgIHJldHVybiB7IHN0YXJ0OiB0aGlzLnB1c2hlZCAtIGZyb20sIGNvdW50LCBwdXNoZWQ6IHRoaXMucHVzaGVkIH07XG4gIH1cblxuICAvKipcbiAgICogVGFrZXMgdGhlIGFuc3dlciB0byBhIHJlcXVlc3QgbWFkZSBhdCBvdXRwdXQgZXBvY2ggYGVwb2NoYC4gQWZ0ZXIgYVxuICAgKiBzaXplIGNoYW5nZSAoYSByZWZsb3cpLCByZXR1cm5zIGhvdyBmYXIgaXQgbW92ZWQgdGhlIG51bWJlcnMgb2YgdGhlXG4gICAqIGxpbmVzIGF0IHRoZSBsaXZlIHNjcmVlbidzIGJvdHRvbSAoYSBsaW5lIGtlcHQgYXMgZmFyIGZyb20gdGhlIGJvdHRvbVxuICAgKiBrZWVwcyBpdHMgdGV4dCB3aGVuIGEgc2hvcnRlciBzY3JlZW4gcHVzaGVkIGl0cyB0b3Agcm93cyBpbnRvXG4gICAqIGhpc3RvcnkpOyBlbHNlIG51bGwuXG4gICAqL1xuICBhcHBseShwYWdlOiBIaXN0b3J5UGFnZSwgZXBvY2g6IG51bWJlcik6IG51bWJlciB8IG51bGwge1xuICAgIGNvbnN0IG9mZnNldCA9IHRoaXMub2Zmc2V0O1xuICAgIGNvbnN0IHJlc2l6ZWQgPSB0aGlzLnJlYWR5ICYmXG4gICAgICAocGFnZS5jb2xzICE9PSB0aGlzLmNvbHMgfHwgcGFnZS5zY3JlZW5Sb3dzICE9PSB0aGlzLnNjcmVlblJvd3MpO1xuICAgIGNvbnN0IG1vdmVkID0gcmVzaXplZCA/IHBhZ2UucHVzaGVkICsgcGFnZS5zY3JlZW5Sb3dzIC0gdGhpcy5lbmQgOiBudWxsO1xuICAgIGlmIChyZXNpemVkKSB0aGlzLiNyb3dzLmNsZWFyKCk7XG4gICAgdGhpcy5wdXNoZWQgPSBwYWdlLnB1c2hlZDtcbiAgICB0aGlzLnRvdGFsID0gcGFnZS50b3RhbDtcbiAgICB0aGlzLmNvbHMgPSBwYWdlLmNvbHM7XG4gICAgdGhpcy5zY3JlZW5Sb3dzID0gcGFnZS5zY3JlZW5Sb3dzO1xuICAgIC8vIExpbmVzIGtlZXAgdGhlaXIgbnVtYmVyczsgYWNyb3NzIGEgcmVmbG93LCBvbmx5IGRpc3RhbmNlcyBkby5cbiAgICBpZiAoIXRoaXMucmVhZHkgfHwgcmVzaXplZCkgdGhpcy50b3AgPSB0aGlzLnB1c2hlZCAtIG9mZnNldDtcbiAgICB0aGlzLnJlYWR5ID0gdHJ1ZTtcbiAgICBjb25zdCBmaXJzdCA9IHBhZ2UucHVzaGVkICsgcGFnZS5maXJzdDtcbiAgICBjb25zdCBsaW5rcyA9IHBhZ2VMaW5rcyhwYWdlLmxpbmtzKTtcbiAgICBjb25zdCB3cmFwcGVkID0gbmV3IFNldChwYWdlLndyYXBwZWQgPz8gW10pO1xuICAgIHBhZ2Uucm93cy5mb3JFYWNoKChydW5zLCBpKSA9PiB7XG4gICAgICB0aGlzLiNyb3dzLnNldChmaXJzdCArIGksIHtcbiAgICAgICAgcnVucyxcbiAgICAgICAgbGlua3MsXG4gICAgICAgIHNjcmVlbjogcGFnZS5maXJzdCArIGkgPj0gMCxcbiAgICAgICAgZXBvY2gsXG4gICAgICAgIHdyYXBwZWQ6IHdyYXBwZWQuaGFzKGkpLFxuICAgICAgfSk7XG4gICAgfSk7XG4gICAgdGhpcy4jY291bnRzRXBvY2ggPSBlcG9jaDtcbiAgICB0aGlzLiNjbGFtcCgpO1xuICAgIHRoaXMuI2V2aWN0KGZpcnN0LCBmaXJzdCArIHBhZ2Uucm93cy5sZW5ndGgpO1xuICAgIHJldHVybiBtb3ZlZDtcbiAgfVxuXG4gIC8qKiBSb3dzIGhlbGQgKGZvciB0ZXN0cyBhbmQgYm91bmRzKS4gKi9cbiAgZ2V0IGNhY2hlZFJvd3MoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jcm93cy5zaXplO1xuICB9XG5cbiAgI2NsYW1wKCk6IHZvaWQge1xuICAgIGlmICghdGhpcy5yZWFkeSkgcmV0dXJuO1xuICAgIHRoaXMudG9wID0gTWF0aC5tYXgodGhpcy5vbGRlc3QsIE1hdGgubWluKHRoaXMudG9wLCB0aGlzLnB1c2hlZCkpO1xuICB9XG5cbiAgLy8gRmlyc3QgYW5kIGxhc3QgbGluZSBpbiBbZnJvbSwgdG8pICh3aXRoaW4gd2hhdCBleGlzdHMpIHRoYXQgbXVzdCBiZVxuICAvLyBmZXRjaGVkOyBbLTEsIC0xXSB3aGVuIG5vbmUuXG4gICNuZWVkZWQoZnJvbTogbnVtYmVyLCB0bzogbnVtYmVyKTogW251bWJlciwgbnVtYmVyXSB7XG4gICAgY29uc3QgbG8gPSBNYXRoLm1heChmcm9tLCB0aGlzLm9sZGVzdCksIGhpID0gTWF0aC5taW4odG8sIHRoaXMuZW5kKTtcbiAgICBsZXQgYSA9IC0xLCBiID0gLTE7XG4gICAgZm9yIChsZXQgbiA9IGxvOyBuIDwgaGk7IG4rKykge1xuICAgICAgY29uc3QgciA9IHRoaXMuI3Jvd3MuZ2V0KG4pO1xuICAgICAgaWYgKHIgJiYgIShyLnNjcmVlbiAmJiByLmVwb2NoICE9PSB0aGlzLm91dHB1dEVwb2NoKSkgY29udGludWU7XG4gICAgICBpZiAoYSA8IDApIGEgPSBuO1xuICAgICAgYiA9IG47XG4gICAgfVxuICAgIHJldHVybiBbYSwgYl07XG4gIH1cblxuICAvLyBGb3JnZXRzIHJvd3MgdGhhdCBhcmUgZ29uZSBhbmQgcm93cyBmYXIgZnJvbSB0aGUgdmlldywgZXhjZXB0IHRob3NlIG9mXG4gIC8vIHRoZSBhbnN3ZXIganVzdCB0YWtlbiAoYSBzZWFyY2ggbWF5IGJlIHJlYWRpbmcgdGhlbSkuXG4gICNldmljdChrZWVwRnJvbTogbnVtYmVyLCBrZWVwVG86IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGxvID0gdGhpcy50b3AgLSBLRUVQX1JPV1MsIGhpID0gdGhpcy50b3AgKyB0aGlzLmhlaWdodCArIEtFRVBfUk9XUztcbiAgICBmb3IgKGNvbnN0IG4gb2YgdGhpcy4jcm93cy5rZXlzKCkpIHtcbiAgICAgIGlmIChuIDwgdGhpcy5vbGRlc3QgfHwgbiA+PSB0aGlzLmVuZCkgdGhpcy4jcm93cy5kZWxldGUobik7XG4gICAgICBlbHNlIGlmICgobiA8IGxvIHx8IG4gPj0gaGkpICYmIChuIDwga2VlcEZyb20gfHwgbiA+PSBrZWVwVG8pKSB7XG4gICAgICAgIHRoaXMuI3Jvd3MuZGVsZXRlKG4pO1xuICAgICAgfVxuICAgIH1cbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBc0JDLEdBRUQsU0FBMkIsZ0JBQWdCLFFBQVEsNkJBQTZCO0FBRWhGLFNBQTRCLFFBQVEsRUFBRSxTQUFTLFFBQVEsaUJBQWlCO0FBMEJ4RTs7OztDQUlDLEdBQ0QsTUFBTSxZQUFZO0FBRWxCLHVEQUF1RCxHQUN2RCxPQUFPLE1BQU07RUFDWCw2REFBNkQsR0FDN0QsU0FBUyxFQUFFO0VBQ1gsK0NBQStDLEdBQy9DLFFBQVEsRUFBRTtFQUNWLGlEQUFpRCxHQUNqRCxPQUFPLEVBQUU7RUFDVCxpREFBaUQsR0FDakQsYUFBYSxFQUFFO0VBQ2YsZ0RBQWdELEdBQ2hELFFBQVEsTUFBTTtFQUNkLCtDQUErQyxHQUMvQyxNQUFNLEVBQUU7RUFDUixzQkFBc0IsR0FDdEIsT0FBZTtFQUNmLHNEQUFzRCxHQUN0RCxjQUFjLEVBQUU7RUFDaEIsa0RBQWtELEdBQ2xELENBQUEsVUFBVyxDQUFTO0VBQ3BCLENBQUEsSUFBSyxHQUFHLElBQUksTUFBeUI7RUFDckMsNkRBQTZELEdBQzdELENBQUEsV0FBWSxHQUFHLENBQUMsRUFBRTtFQUVsQixxRUFBcUUsR0FDckUsWUFBWSxNQUFjLEVBQUUsU0FBUyxDQUFDLENBQUU7SUFDdEMsSUFBSSxDQUFDLE1BQU0sR0FBRyxLQUFLLEdBQUcsQ0FBQyxHQUFHO0lBQzFCLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRyxLQUFLLEdBQUcsQ0FBQyxHQUFHO0VBQ2pDO0VBRUEsNERBQTRELEdBQzVELElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsS0FBSyxHQUFHLElBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXO0VBQy9EO0VBRUEsMENBQTBDLEdBQzFDLElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxLQUFLO0VBQ2pDO0VBRUEsa0RBQWtELEdBQ2xELElBQUksTUFBYztJQUNoQixPQUFPLElBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLFVBQVU7RUFDdEM7RUFFQSxtRUFBbUUsR0FDbkUsYUFBbUI7SUFDakIsSUFBSSxDQUFDLFdBQVc7RUFDbEI7RUFFQSxzRUFBc0UsR0FDdEUsU0FBUyxLQUFhLEVBQVE7SUFDNUIsSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLEVBQUU7TUFDZixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7TUFDbEQ7SUFDRjtJQUNBLElBQUksQ0FBQyxHQUFHLElBQUk7SUFDWixJQUFJLENBQUMsQ0FBQSxLQUFNO0VBQ2I7RUFFQSw0REFBNEQsR0FDNUQsU0FBUyxNQUFjLEVBQVE7SUFDN0IsSUFBSSxDQUFDLFFBQVEsQ0FBQyxTQUFTLElBQUksQ0FBQyxNQUFNO0VBQ3BDO0VBRUEsb0VBQW9FLEdBQ3BFLE9BQU8sQ0FBUyxFQUFRO0lBQ3RCLElBQUksS0FBSyxJQUFJLENBQUMsR0FBRyxJQUFJLElBQUksSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsTUFBTSxFQUFFO0lBQ2pELElBQUksQ0FBQyxHQUFHLEdBQUcsSUFBSSxLQUFLLEtBQUssQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFHO0lBQ3hDLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDYjtFQUVBLHVFQUF1RSxHQUN2RSxPQUFPLENBQVMsRUFBUTtJQUN0QixJQUFJLElBQUksSUFBSSxDQUFDLEdBQUcsRUFBRSxJQUFJLENBQUMsR0FBRyxHQUFHO1NBQ3hCLElBQUksS0FBSyxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDbkUsSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNiO0VBRUEsd0VBQXdFLEdBQ3hFLFFBQVEsQ0FBUyxFQUFXO0lBQzFCLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxJQUFJLFdBQVc7RUFDdkM7RUFFQSx5RUFBeUUsR0FDekUsSUFBSSxDQUFTLEVBQXdCO0lBQ25DLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxJQUFJO0VBQzVCO0VBRUEsb0RBQW9ELEdBQ3BELFNBQVMsQ0FBUyxFQUFnQjtJQUNoQyxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUMsSUFBSSxTQUFTO0VBQ3JDO0VBRUE7OztHQUdDLEdBQ0QsY0FBcUM7SUFDbkMsTUFBTSxJQUFJLElBQUksQ0FBQyxNQUFNO0lBQ3JCLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxFQUFFO01BQ2YsT0FBTztRQUNMLE9BQU8sSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO1FBQzFCLE9BQU8sS0FBSyxHQUFHLENBQUMsa0JBQWtCLElBQUk7TUFDeEM7SUFDRjtJQUNBLElBQUksQ0FBQyxHQUFHLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxDQUFDLEdBQUcsR0FBRyxHQUFHLElBQUksQ0FBQyxHQUFHLEdBQUcsSUFBSTtJQUN2RCxJQUFJLEtBQUssS0FBSyxJQUFJLEtBQUssa0JBQWtCO01BQ3ZDLENBQUMsR0FBRyxFQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQyxHQUFHLEVBQUUsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLGlCQUFpQjtJQUNsRTtJQUNBLElBQUksS0FBSyxHQUFHO01BQ1YsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsSUFBSSxJQUFJLEdBQUc7SUFDbEQ7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLFdBQVksS0FBSyxJQUFJLENBQUMsV0FBVyxFQUFFO01BQzFDLE9BQU87UUFBRSxPQUFPO1FBQUcsT0FBTztRQUFHLFFBQVEsSUFBSSxDQUFDLE1BQU07TUFBQztJQUNuRDtJQUNBLE9BQU87RUFDVDtFQUVBLG9EQUFvRCxHQUNwRCxhQUFhLElBQVksRUFBRSxLQUFhLEVBQWtCO0lBQ3hELE9BQU87TUFBRSxPQUFPLElBQUksQ0FBQyxNQUFNLEdBQUc7TUFBTTtNQUFPLFFBQVEsSUFBSSxDQUFDLE1BQU07SUFBQztFQUNqRTtFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sSUFBaUIsRUFBRSxLQUFhLEVBQWlCO0lBQ3JELE1BQU0sU0FBUyxJQUFJLENBQUMsTUFBTTtJQUMxQixNQUFNLFVBQVUsSUFBSSxDQUFDLEtBQUssSUFDeEIsQ0FBQyxLQUFLLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxJQUFJLEtBQUssVUFBVSxLQUFLLElBQUksQ0FBQyxVQUFVO0lBQ2pFLE1BQU0sUUFBUSxVQUFVLEtBQUssTUFBTSxHQUFHLEtBQUssVUFBVSxHQUFHLElBQUksQ0FBQyxHQUFHLEdBQUc7SUFDbkUsSUFBSSxTQUFTLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQzdCLElBQUksQ0FBQyxNQUFNLEdBQUcsS0FBSyxNQUFNO0lBQ3pCLElBQUksQ0FBQyxLQUFLLEdBQUcsS0FBSyxLQUFLO0lBQ3ZCLElBQUksQ0FBQyxJQUFJLEdBQUcsS0FBSyxJQUFJO0lBQ3JCLElBQUksQ0FBQyxVQUFVLEdBQUcsS0FBSyxVQUFVO0lBQ2pDLGdFQUFnRTtJQUNoRSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssSUFBSSxTQUFTLElBQUksQ0FBQyxHQUFHLEdBQUcsSUFBSSxDQUFDLE1BQU0sR0FBRztJQUNyRCxJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ2IsTUFBTSxRQUFRLEtBQUssTUFBTSxHQUFHLEtBQUssS0FBSztJQUN0QyxNQUFNLFFBQVEsVUFBVSxLQUFLLEtBQUs7SUFDbEMsTUFBTSxVQUFVLElBQUksSUFBSSxLQUFLLE9BQU8sSUFBSSxFQUFFO0lBQzFDLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBQyxDQUFDLE1BQU07TUFDdkIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxRQUFRLEdBQUc7UUFDeEI7UUFDQTtRQUNBLFFBQVEsS0FBSyxLQUFLLEdBQUcsS0FBSztRQUMxQjtRQUNBLFNBQVMsUUFBUSxHQUFHLENBQUM7TUFDdkI7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztJQUNwQixJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ1gsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE9BQU8sUUFBUSxLQUFLLElBQUksQ0FBQyxNQUFNO0lBQzNDLE9BQU87RUFDVDtFQUVBLHNDQUFzQyxHQUN0QyxJQUFJLGFBQXFCO0lBQ3ZCLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUk7RUFDeEI7RUFFQSxDQUFBLEtBQU07SUFDSixJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssRUFBRTtJQUNqQixJQUFJLENBQUMsR0FBRyxHQUFHLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxNQUFNLEVBQUUsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLEdBQUcsRUFBRSxJQUFJLENBQUMsTUFBTTtFQUNqRTtFQUVBLHNFQUFzRTtFQUN0RSwrQkFBK0I7RUFDL0IsQ0FBQSxNQUFPLENBQUMsSUFBWSxFQUFFLEVBQVU7SUFDOUIsTUFBTSxLQUFLLEtBQUssR0FBRyxDQUFDLE1BQU0sSUFBSSxDQUFDLE1BQU0sR0FBRyxLQUFLLEtBQUssR0FBRyxDQUFDLElBQUksSUFBSSxDQUFDLEdBQUc7SUFDbEUsSUFBSSxJQUFJLENBQUMsR0FBRyxJQUFJLENBQUM7SUFDakIsSUFBSyxJQUFJLElBQUksSUFBSSxJQUFJLElBQUksSUFBSztNQUM1QixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQztNQUN6QixJQUFJLEtBQUssQ0FBQyxDQUFDLEVBQUUsTUFBTSxJQUFJLEVBQUUsS0FBSyxLQUFLLElBQUksQ0FBQyxXQUFXLEdBQUc7TUFDdEQsSUFBSSxJQUFJLEdBQUcsSUFBSTtNQUNmLElBQUk7SUFDTjtJQUNBLE9BQU87TUFBQztNQUFHO0tBQUU7RUFDZjtFQUVBLHlFQUF5RTtFQUN6RSx3REFBd0Q7RUFDeEQsQ0FBQSxLQUFNLENBQUMsUUFBZ0IsRUFBRSxNQUFjO0lBQ3JDLE1BQU0sS0FBSyxJQUFJLENBQUMsR0FBRyxHQUFHLFdBQVcsS0FBSyxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDL0QsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksR0FBSTtNQUNqQyxJQUFJLElBQUksSUFBSSxDQUFDLE1BQU0sSUFBSSxLQUFLLElBQUksQ0FBQyxHQUFHLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sQ0FBQztXQUNuRCxJQUFJLENBQUMsSUFBSSxNQUFNLEtBQUssRUFBRSxLQUFLLENBQUMsSUFBSSxZQUFZLEtBQUssTUFBTSxHQUFHO1FBQzdELElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLENBQUM7TUFDcEI7SUFDRjtFQUNGO0FBQ0YifQ==
// denoCacheMetadata=17483500629377596340,5932860840169888876