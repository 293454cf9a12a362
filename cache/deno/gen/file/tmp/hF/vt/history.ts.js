/**
 * Scrollback: a ring of rows capped by what they hold, in cells (as
 * Ghostty's `PageList` caps its pages in bytes), not by their number. A
 * resize reflows the history into more, narrower rows or fewer, wider
 * ones: a cap in rows threw the oldest lines away (10,000 lines of 500
 * columns resized to 80 and back kept 1,388; resized to 1 column, none).
 *
 * The setting stays in lines: `lines` rows at the widest the screen has
 * been make the budget, each row costing its cells plus `ROW_OVERHEAD`.
 * At a constant width that is exactly `lines` rows, as before. A reflow
 * may hold up to `REFLOW_SLACK` times the budget (narrowing rounds every
 * line up to whole rows), so a resize and its reverse give the same
 * history; new output then trims the excess, a row per line.
 *
 * Pushing onto a full ring hands back the oldest row for reuse, so a
 * scrolling screen allocates nothing once the ring is full
 * (RoyalTerminal's lesson: recycle rows).
 *
 * @module
 */ /**
 * Cells' worth of memory a row costs besides its cells: its objects and
 * spare cell (measured: 235 bytes per 1-column row, 8 bytes a cell).
 */ export const ROW_OVERHEAD = 27;
/** How far over the budget a reflow may leave the history. */ export const REFLOW_SLACK = 2;
/** Rows that scrolled off the top of the primary screen, oldest first. */ export class History {
  lines;
  /** The ring; free slots hold null (a packed array: no holes). */ #rows;
  #head;
  #length;
  /** Cost of the rows held, in cells (see `ROW_OVERHEAD`). */ #cells;
  #budget;
  /**
   * Lines that entered since creation, counting those the cap dropped
   * since; never goes down. See `Terminal.historyPushed`.
   */ pushed;
  /** `lines` of history at `cols` columns. */ constructor(lines, cols){
    this.lines = lines;
    this.#rows = [];
    this.#head = 0;
    this.#length = 0;
    this.#cells = 0;
    this.pushed = 0;
    this.#budget = lines * (cols + ROW_OVERHEAD);
  }
  /** Lines held. */ get length() {
    return this.#length;
  }
  /** The cap, in cells; it grows with the widest screen. */ get budget() {
    return this.#budget;
  }
  /** What the rows held cost, in cells. */ get cells() {
    return this.#cells;
  }
  /** The screen is now `cols` wide: a wider one raises the budget. */ widen(cols) {
    const b = this.lines * (cols + ROW_OVERHEAD);
    if (b > this.#budget) this.#budget = b;
  }
  /** Line `i`, 0 the oldest. */ at(i) {
    let j = this.#head + i;
    if (j >= this.#rows.length) j -= this.#rows.length;
    return this.#rows[j];
  }
  /**
   * Appends `row`; returns a row that fell off the far end (for reuse),
   * `row` itself when the cap is 0, or null when nothing fell off. Over
   * the budget (after a reflow) it drops two rows a push at most.
   */ push(row) {
    this.pushed++;
    if (this.lines === 0) return row;
    this.#append(row);
    if (this.#cells <= this.#budget) return null;
    const old = this.#shift();
    if (this.#cells > this.#budget && this.#length > 1) this.#shift();
    return old;
  }
  #append(row) {
    const cap = this.#rows.length;
    if (this.#length === cap) this.#grow();
    let j = this.#head + this.#length;
    if (j >= this.#rows.length) j -= this.#rows.length;
    this.#rows[j] = row;
    this.#length++;
    this.#cells += row.cols + ROW_OVERHEAD;
  }
  /** Doubles the ring (the budget bounds it; rows are not allocated). */ #grow() {
    const rows = this.toArray();
    const size = Math.max(16, rows.length * 2);
    while(rows.length < size)rows.push(null);
    this.#rows = rows;
    this.#head = 0;
  }
  /** Removes and returns the oldest row. */ #shift() {
    const old = this.#rows[this.#head];
    this.#rows[this.#head] = null;
    this.#head = this.#head + 1 === this.#rows.length ? 0 : this.#head + 1;
    this.#length--;
    this.#cells -= old.cols + ROW_OVERHEAD;
    return old;
  }
  /** Removes and returns the newest line (a screen growing pulls it back). */ pop() {
    if (this.#length === 0) return null;
    const row = this.at(this.#length - 1);
    let j = this.#head + this.#length - 1;
    if (j >= this.#rows.length) j -= this.#rows.length;
    this.#rows[j] = null;
    this.#length--;
    this.#cells -= row.cols + ROW_OVERHEAD;
    return row;
  }
  /** Takes saved rows, budget and count (`engine_state.ts`). */ restore(rows, budget, pushed) {
    this.replace([]);
    this.#budget = budget;
    this.pushed = pushed;
    for (const row of rows)this.#append(row);
  }
  /** Drops everything (ED 3); `pushed` stays. */ clear() {
    this.#rows = [];
    this.#head = 0;
    this.#length = 0;
    this.#cells = 0;
  }
  /** All lines, oldest first. */ toArray() {
    const out = new Array(this.#length);
    for(let i = 0; i < this.#length; i++)out[i] = this.at(i);
    return out;
  }
  /**
   * Replaces the contents with `rows` (oldest first, a reflow's result),
   * keeping the newest that fit in `REFLOW_SLACK` times the budget. Rows
   * beyond the old length count as pushed (a reflow moved them in); fewer
   * rows take nothing off `pushed`.
   */ replace(rows) {
    if (rows.length > this.#length) this.pushed += rows.length - this.#length;
    const limit = this.#budget * REFLOW_SLACK;
    let cells = 0;
    let first = rows.length;
    while(first > 0){
      const cost = rows[first - 1].cols + ROW_OVERHEAD;
      if (cells + cost > limit) break;
      cells += cost;
      first--;
    }
    this.#rows = rows.slice(first);
    this.#head = 0;
    this.#length = this.#rows.length;
    this.#cells = cells;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L2hpc3RvcnkudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBTY3JvbGxiYWNrOiBhIHJpbmcgb2Ygcm93cyBjYXBwZWQgYnkgd2hhdCB0aGV5IGhvbGQsIGluIGNlbGxzIChhc1xuICogR2hvc3R0eSdzIGBQYWdlTGlzdGAgY2FwcyBpdHMgcGFnZXMgaW4gYnl0ZXMpLCBub3QgYnkgdGhlaXIgbnVtYmVyLiBBXG4gKiByZXNpemUgcmVmbG93cyB0aGUgaGlzdG9yeSBpbnRvIG1vcmUsIG5hcnJvd2VyIHJvd3Mgb3IgZmV3ZXIsIHdpZGVyXG4gKiBvbmVzOiBhIGNhcCBpbiByb3dzIHRocmV3IHRoZSBvbGRlc3QgbGluZXMgYXdheSAoMTAsMDAwIGxpbmVzIG9mIDUwMFxuICogY29sdW1ucyByZXNpemVkIHRvIDgwIGFuZCBiYWNrIGtlcHQgMSwzODg7IHJlc2l6ZWQgdG8gMSBjb2x1bW4sIG5vbmUpLlxuICpcbiAqIFRoZSBzZXR0aW5nIHN0YXlzIGluIGxpbmVzOiBgbGluZXNgIHJvd3MgYXQgdGhlIHdpZGVzdCB0aGUgc2NyZWVuIGhhc1xuICogYmVlbiBtYWtlIHRoZSBidWRnZXQsIGVhY2ggcm93IGNvc3RpbmcgaXRzIGNlbGxzIHBsdXMgYFJPV19PVkVSSEVBRGAuXG4gKiBBdCBhIGNvbnN0YW50IHdpZHRoIHRoYXQgaXMgZXhhY3RseSBgbGluZXNgIHJvd3MsIGFzIGJlZm9yZS4gQSByZWZsb3dcbiAqIG1heSBob2xkIHVwIHRvIGBSRUZMT1dfU0xBQ0tgIHRpbWVzIHRoZSBidWRnZXQgKG5hcnJvd2luZyByb3VuZHMgZXZlcnlcbiAqIGxpbmUgdXAgdG8gd2hvbGUgcm93cyksIHNvIGEgcmVzaXplIGFuZCBpdHMgcmV2ZXJzZSBnaXZlIHRoZSBzYW1lXG4gKiBoaXN0b3J5OyBuZXcgb3V0cHV0IHRoZW4gdHJpbXMgdGhlIGV4Y2VzcywgYSByb3cgcGVyIGxpbmUuXG4gKlxuICogUHVzaGluZyBvbnRvIGEgZnVsbCByaW5nIGhhbmRzIGJhY2sgdGhlIG9sZGVzdCByb3cgZm9yIHJldXNlLCBzbyBhXG4gKiBzY3JvbGxpbmcgc2NyZWVuIGFsbG9jYXRlcyBub3RoaW5nIG9uY2UgdGhlIHJpbmcgaXMgZnVsbFxuICogKFJveWFsVGVybWluYWwncyBsZXNzb246IHJlY3ljbGUgcm93cykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgUm93IH0gZnJvbSBcIi4vcm93LnRzXCI7XG5cbi8qKlxuICogQ2VsbHMnIHdvcnRoIG9mIG1lbW9yeSBhIHJvdyBjb3N0cyBiZXNpZGVzIGl0cyBjZWxsczogaXRzIG9iamVjdHMgYW5kXG4gKiBzcGFyZSBjZWxsIChtZWFzdXJlZDogMjM1IGJ5dGVzIHBlciAxLWNvbHVtbiByb3csIDggYnl0ZXMgYSBjZWxsKS5cbiAqL1xuZXhwb3J0IGNvbnN0IFJPV19PVkVSSEVBRCA9IDI3O1xuXG4vKiogSG93IGZhciBvdmVyIHRoZSBidWRnZXQgYSByZWZsb3cgbWF5IGxlYXZlIHRoZSBoaXN0b3J5LiAqL1xuZXhwb3J0IGNvbnN0IFJFRkxPV19TTEFDSyA9IDI7XG5cbi8qKiBSb3dzIHRoYXQgc2Nyb2xsZWQgb2ZmIHRoZSB0b3Agb2YgdGhlIHByaW1hcnkgc2NyZWVuLCBvbGRlc3QgZmlyc3QuICovXG5leHBvcnQgY2xhc3MgSGlzdG9yeSB7XG4gIC8qKiBUaGUgcmluZzsgZnJlZSBzbG90cyBob2xkIG51bGwgKGEgcGFja2VkIGFycmF5OiBubyBob2xlcykuICovXG4gICNyb3dzOiAoUm93IHwgbnVsbClbXSA9IFtdO1xuICAjaGVhZCA9IDA7XG4gICNsZW5ndGggPSAwO1xuICAvKiogQ29zdCBvZiB0aGUgcm93cyBoZWxkLCBpbiBjZWxscyAoc2VlIGBST1dfT1ZFUkhFQURgKS4gKi9cbiAgI2NlbGxzID0gMDtcbiAgI2J1ZGdldDogbnVtYmVyO1xuICAvKipcbiAgICogTGluZXMgdGhhdCBlbnRlcmVkIHNpbmNlIGNyZWF0aW9uLCBjb3VudGluZyB0aG9zZSB0aGUgY2FwIGRyb3BwZWRcbiAgICogc2luY2U7IG5ldmVyIGdvZXMgZG93bi4gU2VlIGBUZXJtaW5hbC5oaXN0b3J5UHVzaGVkYC5cbiAgICovXG4gIHB1c2hlZCA9IDA7XG5cbiAgLyoqIGBsaW5lc2Agb2YgaGlzdG9yeSBhdCBgY29sc2AgY29sdW1ucy4gKi9cbiAgY29uc3RydWN0b3IocmVhZG9ubHkgbGluZXM6IG51bWJlciwgY29sczogbnVtYmVyKSB7XG4gICAgdGhpcy4jYnVkZ2V0ID0gbGluZXMgKiAoY29scyArIFJPV19PVkVSSEVBRCk7XG4gIH1cblxuICAvKiogTGluZXMgaGVsZC4gKi9cbiAgZ2V0IGxlbmd0aCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNsZW5ndGg7XG4gIH1cblxuICAvKiogVGhlIGNhcCwgaW4gY2VsbHM7IGl0IGdyb3dzIHdpdGggdGhlIHdpZGVzdCBzY3JlZW4uICovXG4gIGdldCBidWRnZXQoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jYnVkZ2V0O1xuICB9XG5cbiAgLyoqIFdoYXQgdGhlIHJvd3MgaGVsZCBjb3N0LCBpbiBjZWxscy4gKi9cbiAgZ2V0IGNlbGxzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2NlbGxzO1xuICB9XG5cbiAgLyoqIFRoZSBzY3JlZW4gaXMgbm93IGBjb2xzYCB3aWRlOiBhIHdpZGVyIG9uZSByYWlzZXMgdGhlIGJ1ZGdldC4gKi9cbiAgd2lkZW4oY29sczogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgYiA9IHRoaXMubGluZXMgKiAoY29scyArIFJPV19PVkVSSEVBRCk7XG4gICAgaWYgKGIgPiB0aGlzLiNidWRnZXQpIHRoaXMuI2J1ZGdldCA9IGI7XG4gIH1cblxuICAvKiogTGluZSBgaWAsIDAgdGhlIG9sZGVzdC4gKi9cbiAgYXQoaTogbnVtYmVyKTogUm93IHtcbiAgICBsZXQgaiA9IHRoaXMuI2hlYWQgKyBpO1xuICAgIGlmIChqID49IHRoaXMuI3Jvd3MubGVuZ3RoKSBqIC09IHRoaXMuI3Jvd3MubGVuZ3RoO1xuICAgIHJldHVybiB0aGlzLiNyb3dzW2pdITtcbiAgfVxuXG4gIC8qKlxuICAgKiBBcHBlbmRzIGByb3dgOyByZXR1cm5zIGEgcm93IHRoYXQgZmVsbCBvZmYgdGhlIGZhciBlbmQgKGZvciByZXVzZSksXG4gICAqIGByb3dgIGl0c2VsZiB3aGVuIHRoZSBjYXAgaXMgMCwgb3IgbnVsbCB3aGVuIG5vdGhpbmcgZmVsbCBvZmYuIE92ZXJcbiAgICogdGhlIGJ1ZGdldCAoYWZ0ZXIgYSByZWZsb3cpIGl0IGRyb3BzIHR3byByb3dzIGEgcHVzaCBhdCBtb3N0LlxuICAgKi9cbiAgcHVzaChyb3c6IFJvdyk6IFJvdyB8IG51bGwge1xuICAgIHRoaXMucHVzaGVkKys7XG4gICAgaWYgKHRoaXMubGluZXMgPT09IDApIHJldHVybiByb3c7XG4gICAgdGhpcy4jYXBwZW5kKHJvdyk7XG4gICAgaWYgKHRoaXMuI2NlbGxzIDw9IHRoaXMuI2J1ZGdldCkgcmV0dXJuIG51bGw7XG4gICAgY29uc3Qgb2xkID0gdGhpcy4jc2hpZnQoKTtcbiAgICBpZiAodGhpcy4jY2VsbHMgPiB0aGlzLiNidWRnZXQgJiYgdGhpcy4jbGVuZ3RoID4gMSkgdGhpcy4jc2hpZnQoKTtcbiAgICByZXR1cm4gb2xkO1xuICB9XG5cbiAgI2FwcGVuZChyb3c6IFJvdyk6IHZvaWQge1xuICAgIGNvbnN0IGNhcCA9IHRoaXMuI3Jvd3MubGVuZ3RoO1xuICAgIGlmICh0aGlzLiNsZW5ndGggPT09IGNhcCkgdGhpcy4jZ3JvdygpO1xuICAgIGxldCBqID0gdGhpcy4jaGVhZCArIHRoaXMuI2xlbmd0aDtcbiAgICBpZiAoaiA+PSB0aGlzLiNyb3dzLmxlbmd0aCkgaiAtPSB0aGlzLiNyb3dzLmxlbmd0aDtcbiAgICB0aGlzLiNyb3dzW2pdID0gcm93O1xuICAgIHRoaXMuI2xlbmd0aCsrO1xuICAgIHRoaXMuI2NlbGxzICs9IHJvdy5jb2xzICsgUk9XX09WRVJIRUFEO1xuICB9XG5cbiAgLyoqIERvdWJsZXMgdGhlIHJpbmcgKHRoZSBidWRnZXQgYm91bmRzIGl0OyByb3dzIGFyZSBub3QgYWxsb2NhdGVkKS4gKi9cbiAgI2dyb3coKTogdm9pZCB7XG4gICAgY29uc3Qgcm93czogKFJvdyB8IG51bGwpW10gPSB0aGlzLnRvQXJyYXkoKTtcbiAgICBjb25zdCBzaXplID0gTWF0aC5tYXgoMTYsIHJvd3MubGVuZ3RoICogMik7XG4gICAgd2hpbGUgKHJvd3MubGVuZ3RoIDwgc2l6ZSkgcm93cy5wdXNoKG51bGwpO1xuICAgIHRoaXMuI3Jvd3MgPSByb3dzO1xuICAgIHRoaXMuI2hlYWQgPSAwO1xuICB9XG5cbiAgLyoqIFJlbW92ZXMgYW5kIHJldHVybnMgdGhlIG9sZGVzdCByb3cuICovXG4gICNzaGlmdCgpOiBSb3cge1xuICAgIGNvbnN0IG9sZCA9IHRoaXMuI3Jvd3NbdGhpcy4jaGVhZF0hO1xuICAgIHRoaXMuI3Jvd3NbdGhpcy4jaGVhZF0gPSBudWxsO1xuICAgIHRoaXMuI2hlYWQgPSB0aGlzLiNoZWFkICsgMSA9PT0gdGhpcy4jcm93cy5sZW5ndGggPyAwIDogdGhpcy4jaGVhZCArIDE7XG4gICAgdGhpcy4jbGVuZ3RoLS07XG4gICAgdGhpcy4jY2VsbHMgLT0gb2xkLmNvbHMgKyBST1dfT1ZFUkhFQUQ7XG4gICAgcmV0dXJuIG9sZDtcbiAgfVxuXG4gIC8qKiBSZW1vdmVzIGFuZCByZXR1cm5zIHRoZSBuZXdlc3QgbGluZSAoYSBzY3JlZW4gZ3Jvd2luZyBwdWxscyBpdCBiYWNrKS4gKi9cbiAgcG9wKCk6IFJvdyB8IG51bGwge1xuICAgIGlmICh0aGlzLiNsZW5ndGggPT09IDApIHJldHVybiBudWxsO1xuICAgIGNvbnN0IHJvdyA9IHRoaXMuYXQodGhpcy4jbGVuZ3RoIC0gMSk7XG4gICAgbGV0IGogPSB0aGlzLiNoZWFkICsgdGhpcy4jbGVuZ3RoIC0gMTtcbiAgICBpZiAoaiA+PSB0aGlzLiNyb3dzLmxlbmd0aCkgaiAtPSB0aGlzLiNyb3dzLmxlbmd0aDtcbiAgICB0aGlzLiNyb3dzW2pdID0gbnVsbDtcbiAgICB0aGlzLiNsZW5ndGgtLTtcbiAgICB0aGlzLiNjZWxscyAtPSByb3cuY29scyArIFJPV19PVkVSSEVBRDtcbiAgICByZXR1cm4gcm93O1xuICB9XG5cbiAgLyoqIFRha2VzIHNhdmVkIHJvd3MsIGJ1ZGdldCBhbmQgY291bnQgKGBlbmdpbmVfc3RhdGUudHNgKS4gKi9cbiAgcmVzdG9yZShyb3dzOiBSb3dbXSwgYnVkZ2V0OiBudW1iZXIsIHB1c2hlZDogbnVtYmVyKTogdm9pZCB7XG4gICAgdGhpcy5yZXBsYWNlKFtdKTtcbiAgICB0aGlzLiNidWRnZXQgPSBidWRnZXQ7XG4gICAgdGhpcy5wdXNoZWQgPSBwdXNoZWQ7XG4gICAgZm9yIChjb25zdCByb3cgb2Ygcm93cykgdGhpcy4jYXBwZW5kKHJvdyk7XG4gIH1cblxuICAvKiogRHJvcHMgZXZlcnl0aGluZyAoRUQgMyk7IGBwdXNoZWRgIHN0YXlzLiAqL1xuICBjbGVhcigpOiB2b2lkIHtcbiAgICB0aGlzLiNyb3dzID0gW107XG4gICAgdGhpcy4jaGVhZCA9IDA7XG4gICAgdGhpcy4jbGVuZ3RoID0gMDtcbiAgICB0aGlzLiNjZWxscyA9IDA7XG4gIH1cblxuICAvKiogQWxsIGxpbmVzLCBvbGRlc3QgZmlyc3QuICovXG4gIHRvQXJyYXkoKTogUm93W10ge1xuICAgIGNvbnN0IG91dDogUm93W10gPSBuZXcgQXJyYXkodGhpcy4jbGVuZ3RoKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHRoaXMuI2xlbmd0aDsgaSsrKSBvdXRbaV0gPSB0aGlzLmF0KGkpO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvKipcbiAgICogUmVwbGFjZXMgdGhlIGNvbnRlbnRzIHdpdGggYHJvd3NgIChvbGRlc3QgZmlyc3QsIGEgcmVmbG93J3MgcmVzdWx0KSxcbiAgICoga2VlcGluZyB0aGUgbmV3ZXN0IHRoYXQgZml0IGluIGBSRUZMT1dfU0xBQ0tgIHRpbWVzIHRoZSBidWRnZXQuIFJvd3NcbiAgICogYmV5b25kIHRoZSBvbGQgbGVuZ3RoIGNvdW50IGFzIHB1c2hlZCAoYSByZWZsb3cgbW92ZWQgdGhlbSBpbik7IGZld2VyXG4gICAqIHJvd3MgdGFrZSBub3RoaW5nIG9mZiBgcHVzaGVkYC5cbiAgICovXG4gIHJlcGxhY2Uocm93czogUm93W10pOiB2b2lkIHtcbiAgICBpZiAocm93cy5sZW5ndGggPiB0aGlzLiNsZW5ndGgpIHRoaXMucHVzaGVkICs9IHJvd3MubGVuZ3RoIC0gdGhpcy4jbGVuZ3RoO1xuICAgIGNvbnN0IGxpbWl0ID0gdGhpcy4jYnVkZ2V0ICogUkVGTE9XX1NMQUNLO1xuICAgIGxldCBjZWxscyA9IDA7XG4gICAgbGV0IGZpcnN0ID0gcm93cy5sZW5ndGg7XG4gICAgd2hpbGUgKGZpcnN0ID4gMCkge1xuICAgICAgY29uc3QgY29zdCA9IHJvd3NbZmlyc3QgLSAxXS5jb2xzICsgUk9XX09WRVJIRUFEO1xuICAgICAgaWYgKGNlbGxzICsgY29zdCA+IGxpbWl0KSBicmVhaztcbiAgICAgIGNlbGxzICs9IGNvc3Q7XG4gICAgICBmaXJzdC0tO1xuICAgIH1cbiAgICB0aGlzLiNyb3dzID0gcm93cy5zbGljZShmaXJzdCk7XG4gICAgdGhpcy4jaGVhZCA9IDA7XG4gICAgdGhpcy4jbGVuZ3RoID0gdGhpcy4jcm93cy5sZW5ndGg7XG4gICAgdGhpcy4jY2VsbHMgPSBjZWxscztcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBSUQ7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLGVBQWUsR0FBRztBQUUvQiw0REFBNEQsR0FDNUQsT0FBTyxNQUFNLGVBQWUsRUFBRTtBQUU5Qix3RUFBd0UsR0FDeEUsT0FBTyxNQUFNOztFQUNYLCtEQUErRCxHQUMvRCxDQUFBLElBQUssQ0FBc0I7RUFDM0IsQ0FBQSxJQUFLLENBQUs7RUFDVixDQUFBLE1BQU8sQ0FBSztFQUNaLDBEQUEwRCxHQUMxRCxDQUFBLEtBQU0sQ0FBSztFQUNYLENBQUEsTUFBTyxDQUFTO0VBQ2hCOzs7R0FHQyxHQUNELE9BQVc7RUFFWCwwQ0FBMEMsR0FDMUMsWUFBWSxBQUFTLEtBQWEsRUFBRSxJQUFZLENBQUU7U0FBN0IsUUFBQTtTQWJyQixDQUFBLElBQUssR0FBbUIsRUFBRTtTQUMxQixDQUFBLElBQUssR0FBRztTQUNSLENBQUEsTUFBTyxHQUFHO1NBRVYsQ0FBQSxLQUFNLEdBQUc7U0FNVCxTQUFTO0lBSVAsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLFFBQVEsQ0FBQyxPQUFPLFlBQVk7RUFDN0M7RUFFQSxnQkFBZ0IsR0FDaEIsSUFBSSxTQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDckI7RUFFQSx3REFBd0QsR0FDeEQsSUFBSSxTQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDckI7RUFFQSx1Q0FBdUMsR0FDdkMsSUFBSSxRQUFnQjtJQUNsQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDcEI7RUFFQSxrRUFBa0UsR0FDbEUsTUFBTSxJQUFZLEVBQVE7SUFDeEIsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUcsQ0FBQyxPQUFPLFlBQVk7SUFDM0MsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7RUFDdkM7RUFFQSw0QkFBNEIsR0FDNUIsR0FBRyxDQUFTLEVBQU87SUFDakIsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNyQixJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNO0lBQ2xELE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEVBQUU7RUFDdEI7RUFFQTs7OztHQUlDLEdBQ0QsS0FBSyxHQUFRLEVBQWM7SUFDekIsSUFBSSxDQUFDLE1BQU07SUFDWCxJQUFJLElBQUksQ0FBQyxLQUFLLEtBQUssR0FBRyxPQUFPO0lBQzdCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztJQUNiLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxPQUFPO0lBQ3hDLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3ZCLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQy9ELE9BQU87RUFDVDtFQUVBLENBQUEsTUFBTyxDQUFDLEdBQVE7SUFDZCxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU07SUFDN0IsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3BDLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTztJQUNqQyxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNO0lBQ2xELElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxFQUFFLEdBQUc7SUFDaEIsSUFBSSxDQUFDLENBQUEsTUFBTztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxJQUFJLElBQUksR0FBRztFQUM1QjtFQUVBLHFFQUFxRSxHQUNyRSxDQUFBLElBQUs7SUFDSCxNQUFNLE9BQXVCLElBQUksQ0FBQyxPQUFPO0lBQ3pDLE1BQU0sT0FBTyxLQUFLLEdBQUcsQ0FBQyxJQUFJLEtBQUssTUFBTSxHQUFHO0lBQ3hDLE1BQU8sS0FBSyxNQUFNLEdBQUcsS0FBTSxLQUFLLElBQUksQ0FBQztJQUNyQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7RUFDZjtFQUVBLHdDQUF3QyxHQUN4QyxDQUFBLEtBQU07SUFDSixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztJQUNsQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7SUFDekIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLEdBQUcsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDckUsSUFBSSxDQUFDLENBQUEsTUFBTztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxJQUFJLElBQUksR0FBRztJQUMxQixPQUFPO0VBQ1Q7RUFFQSwwRUFBMEUsR0FDMUUsTUFBa0I7SUFDaEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssR0FBRyxPQUFPO0lBQy9CLE1BQU0sTUFBTSxJQUFJLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNuQyxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNwQyxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNO0lBQ2xELElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxFQUFFLEdBQUc7SUFDaEIsSUFBSSxDQUFDLENBQUEsTUFBTztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxJQUFJLElBQUksR0FBRztJQUMxQixPQUFPO0VBQ1Q7RUFFQSw0REFBNEQsR0FDNUQsUUFBUSxJQUFXLEVBQUUsTUFBYyxFQUFFLE1BQWMsRUFBUTtJQUN6RCxJQUFJLENBQUMsT0FBTyxDQUFDLEVBQUU7SUFDZixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLENBQUMsTUFBTSxHQUFHO0lBQ2QsS0FBSyxNQUFNLE9BQU8sS0FBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7RUFDdkM7RUFFQSw2Q0FBNkMsR0FDN0MsUUFBYztJQUNaLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxFQUFFO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0VBQ2hCO0VBRUEsNkJBQTZCLEdBQzdCLFVBQWlCO0lBQ2YsTUFBTSxNQUFhLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ3pDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsSUFBSyxHQUFHLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxFQUFFLENBQUM7SUFDeEQsT0FBTztFQUNUO0VBRUE7Ozs7O0dBS0MsR0FDRCxRQUFRLElBQVcsRUFBUTtJQUN6QixJQUFJLEtBQUssTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxJQUFJLENBQUMsTUFBTSxJQUFJLEtBQUssTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDekUsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUM3QixJQUFJLFFBQVE7SUFDWixJQUFJLFFBQVEsS0FBSyxNQUFNO0lBQ3ZCLE1BQU8sUUFBUSxFQUFHO01BQ2hCLE1BQU0sT0FBTyxJQUFJLENBQUMsUUFBUSxFQUFFLENBQUMsSUFBSSxHQUFHO01BQ3BDLElBQUksUUFBUSxPQUFPLE9BQU87TUFDMUIsU0FBUztNQUNUO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxLQUFLLENBQUM7SUFDeEIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNO0lBQ2hDLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztFQUNoQjtBQUNGIn0=
// denoCacheMetadata=17441767506936942986,12311132844564210445