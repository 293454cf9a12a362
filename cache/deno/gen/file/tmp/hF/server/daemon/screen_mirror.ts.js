/**
 * The daemon's copy of a session's visible screen, kept up to date from the
 * parse worker's updates, and the per-client diffs built from it.
 *
 * Like mosh, berth sends state, not a byte log: each client remembers the
 * mirror generation it last received, and its next frame holds only the rows
 * stamped later. A slow client simply asks less often and gets bigger diffs;
 * nothing queues per client.
 *
 * Hyperlinks: the mirror keeps what each link id in its rows means, with a
 * version that bumps when the parse worker redefines the id; a client's
 * view remembers the version it was sent, so a frame carries a definition
 * exactly when its rows use an id the client does not know as it is now.
 * Rows still holding a redefined id are stamped again, so their cells go
 * out once more with the new meaning (the engine frees only ids no row
 * holds, so this is a guard, not a path taken).
 *
 * Clipboard writes: only the latest is kept; a client that opted in gets it
 * with its next frame if it has not had it; one that arrives later does not
 * get the writes made before it came.
 *
 * @module
 */ import { defaultModes } from "../../vt/state.ts";
/** A fresh view: the next frame is a full one. */ export function newSentState() {
  return {
    seq: 0,
    gen: 0,
    epoch: -1,
    title: null,
    modesKey: "",
    bells: 0,
    cursorKey: "",
    links: new Map(),
    clipboards: 0,
    status: "",
    panesKey: ""
  };
}
const DEFAULT_MODES = defaultModes();
/** The visible screen as the daemon last heard it from the parse worker. */ export class ScreenMirror {
  cols;
  rows;
  #lines;
  #rowGen;
  #gen = 0;
  /** Bumps when the size changes: every client then needs a full frame. */ #epoch = 0;
  cursor = [
    0,
    0,
    1,
    "block",
    1
  ];
  title = "";
  modes = DEFAULT_MODES;
  #modesKey = JSON.stringify(DEFAULT_MODES);
  #bells = 0;
  /** Link id to its definition and the version of it. */ #links = new Map();
  #linkVersion = 0;
  #clipboard = null;
  /** Clipboard writes seen (the latest is kept). */ #clipboards = 0;
  constructor(cols, rows){
    this.cols = cols;
    this.rows = rows;
    this.#lines = Array.from({
      length: rows
    }, ()=>[]);
    this.#rowGen = new Array(rows).fill(0);
  }
  /** Applies one update from the parse worker. */ apply(u) {
    const gen = ++this.#gen;
    if (u.resized || u.cols !== this.cols || u.rows !== this.rows) {
      this.cols = u.cols;
      this.rows = u.rows;
      this.#lines = Array.from({
        length: u.rows
      }, ()=>[]);
      this.#rowGen = new Array(u.rows).fill(gen);
      this.#epoch++;
    }
    for (const [y, runs] of u.lines){
      if (y < 0 || y >= this.rows) continue;
      this.#lines[y] = runs;
      this.#rowGen[y] = gen;
    }
    this.cursor = u.cursor;
    this.title = u.title;
    if (u.modes) {
      const key = JSON.stringify(u.modes);
      if (key !== this.#modesKey) {
        this.modes = u.modes;
        this.#modesKey = key;
      }
    }
    this.#bells += u.bells;
    if (u.links) this.#define(u.links, gen);
    if (u.clipboard) {
      this.#clipboard = [
        u.clipboard.selection,
        u.clipboard.data
      ];
      this.#clipboards++;
    }
  }
  // Takes link definitions; rows holding an id whose meaning changed are
  // stamped `gen`, so that they are sent again.
  #define(links, gen) {
    const redefined = new Set();
    for (const def of links){
      const old = this.#links.get(def[0]);
      if (old && (old.def[1] !== def[1] || old.def[2] !== def[2])) {
        redefined.add(def[0]);
      }
      this.#links.set(def[0], {
        def,
        version: ++this.#linkVersion
      });
    }
    if (redefined.size === 0) return;
    for(let y = 0; y < this.rows; y++){
      if (this.#rowGen[y] === gen) continue;
      if (this.#lines[y].some((run)=>redefined.has(run[6] ?? 0))) {
        this.#rowGen[y] = gen;
      }
    }
  }
  /**
   * The frame that brings `view` up to date, or null when it already is.
   * Updates `view` as if the frame were sent. `clipboard`: the client
   * opted in to the session's clipboard writes; `panes`: the shown
   * window's panes, sent when they differ from what `view` was sent
   * (`panesKey`: their JSON, when the caller has it already).
   */ updateFor(view, clipboard = false, panes, panesKey) {
    const full = view.epoch !== this.#epoch;
    const lines = [];
    for(let y = 0; y < this.rows; y++){
      if (full ? this.#lines[y].length > 0 : this.#rowGen[y] > view.gen) {
        lines.push([
          y,
          this.#lines[y]
        ]);
      }
    }
    const cursorKey = this.cursor.join();
    const titleChanged = view.title !== this.title;
    const modesChanged = view.modesKey !== this.#modesKey;
    // A client that just arrived did not miss the bells rung before it.
    const bells = view.epoch === -1 ? 0 : this.#bells - view.bells;
    // Nor the clipboard writes made before it.
    const copy = clipboard && view.epoch !== -1 && view.clipboards !== this.#clipboards ? this.#clipboard : null;
    const key = panes ? panesKey ?? JSON.stringify(panes) : view.panesKey;
    const panesChanged = key !== view.panesKey;
    if (!full && lines.length === 0 && !titleChanged && !modesChanged && bells === 0 && cursorKey === view.cursorKey && copy === null && !panesChanged) {
      view.clipboards = this.#clipboards;
      return null;
    }
    const frame = {
      t: "update",
      seq: ++view.seq,
      cols: this.cols,
      rows: this.rows,
      full,
      lines,
      cursor: this.cursor
    };
    if (titleChanged) frame.title = this.title;
    if (modesChanged || full) frame.modes = this.modes;
    if (bells > 0) frame.bell = bells;
    const links = this.#linksFor(view, lines);
    if (links.length > 0) frame.links = links;
    if (copy) frame.clipboard = copy;
    if (panes && (panesChanged || full)) frame.panes = panes;
    view.panesKey = key;
    view.clipboards = this.#clipboards;
    view.gen = this.#gen;
    view.epoch = this.#epoch;
    view.title = this.title;
    view.modesKey = this.#modesKey;
    view.bells = this.#bells;
    view.cursorKey = cursorKey;
    return frame;
  }
  /**
   * A frame of only the rows the latest update changed, when they are at
   * most `maxRows` and `view` needs nothing else first (a new size, link
   * definitions); null otherwise. It leaves `view` as it was but for its
   * seq: the next frame sends those rows again, with everything else.
   */ latestRows(view, maxRows) {
    if (view.epoch !== this.#epoch) return null;
    const lines = [];
    for(let y = 0; y < this.rows; y++){
      if (this.#rowGen[y] !== this.#gen || this.#rowGen[y] <= view.gen) {
        continue;
      }
      if (lines.length === maxRows) return null;
      if (this.#lines[y].some((run)=>run[6])) return null;
      lines.push([
        y,
        this.#lines[y]
      ]);
    }
    return lines.length === 0 ? null : this.linesFrame(view, lines);
  }
  /** A frame of `lines` and the cursor alone, numbered after `view`'s last. */ linesFrame(view, lines) {
    return {
      t: "update",
      seq: ++view.seq,
      cols: this.cols,
      rows: this.rows,
      full: false,
      lines,
      cursor: this.cursor
    };
  }
  /**
   * Forgets the latest clipboard write once every view in `views` (the
   * clients that opted in) has had it: no copied secret stays in the
   * daemon longer than it takes to pass it on.
   */ releaseClipboard(views) {
    if (this.#clipboard === null) return;
    for (const v of views)if (v.clipboards !== this.#clipboards) return;
    this.#clipboard = null;
  }
  /** Whether a clipboard write is held (for tests). */ get holdsClipboard() {
    return this.#clipboard !== null;
  }
  // The definitions `lines` need that `view` lacks; marks them sent.
  #linksFor(view, lines) {
    const out = [];
    for (const [, runs] of lines){
      for (const run of runs){
        const id = run[6];
        if (!id) continue;
        const link = this.#links.get(id);
        if (!link || view.links.get(id) === link.version) continue;
        view.links.set(id, link.version);
        out.push(link.def);
      }
    }
    return out;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vc2NyZWVuX21pcnJvci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBkYWVtb24ncyBjb3B5IG9mIGEgc2Vzc2lvbidzIHZpc2libGUgc2NyZWVuLCBrZXB0IHVwIHRvIGRhdGUgZnJvbSB0aGVcbiAqIHBhcnNlIHdvcmtlcidzIHVwZGF0ZXMsIGFuZCB0aGUgcGVyLWNsaWVudCBkaWZmcyBidWlsdCBmcm9tIGl0LlxuICpcbiAqIExpa2UgbW9zaCwgYmVydGggc2VuZHMgc3RhdGUsIG5vdCBhIGJ5dGUgbG9nOiBlYWNoIGNsaWVudCByZW1lbWJlcnMgdGhlXG4gKiBtaXJyb3IgZ2VuZXJhdGlvbiBpdCBsYXN0IHJlY2VpdmVkLCBhbmQgaXRzIG5leHQgZnJhbWUgaG9sZHMgb25seSB0aGUgcm93c1xuICogc3RhbXBlZCBsYXRlci4gQSBzbG93IGNsaWVudCBzaW1wbHkgYXNrcyBsZXNzIG9mdGVuIGFuZCBnZXRzIGJpZ2dlciBkaWZmcztcbiAqIG5vdGhpbmcgcXVldWVzIHBlciBjbGllbnQuXG4gKlxuICogSHlwZXJsaW5rczogdGhlIG1pcnJvciBrZWVwcyB3aGF0IGVhY2ggbGluayBpZCBpbiBpdHMgcm93cyBtZWFucywgd2l0aCBhXG4gKiB2ZXJzaW9uIHRoYXQgYnVtcHMgd2hlbiB0aGUgcGFyc2Ugd29ya2VyIHJlZGVmaW5lcyB0aGUgaWQ7IGEgY2xpZW50J3NcbiAqIHZpZXcgcmVtZW1iZXJzIHRoZSB2ZXJzaW9uIGl0IHdhcyBzZW50LCBzbyBhIGZyYW1lIGNhcnJpZXMgYSBkZWZpbml0aW9uXG4gKiBleGFjdGx5IHdoZW4gaXRzIHJvd3MgdXNlIGFuIGlkIHRoZSBjbGllbnQgZG9lcyBub3Qga25vdyBhcyBpdCBpcyBub3cuXG4gKiBSb3dzIHN0aWxsIGhvbGRpbmcgYSByZWRlZmluZWQgaWQgYXJlIHN0YW1wZWQgYWdhaW4sIHNvIHRoZWlyIGNlbGxzIGdvXG4gKiBvdXQgb25jZSBtb3JlIHdpdGggdGhlIG5ldyBtZWFuaW5nICh0aGUgZW5naW5lIGZyZWVzIG9ubHkgaWRzIG5vIHJvd1xuICogaG9sZHMsIHNvIHRoaXMgaXMgYSBndWFyZCwgbm90IGEgcGF0aCB0YWtlbikuXG4gKlxuICogQ2xpcGJvYXJkIHdyaXRlczogb25seSB0aGUgbGF0ZXN0IGlzIGtlcHQ7IGEgY2xpZW50IHRoYXQgb3B0ZWQgaW4gZ2V0cyBpdFxuICogd2l0aCBpdHMgbmV4dCBmcmFtZSBpZiBpdCBoYXMgbm90IGhhZCBpdDsgb25lIHRoYXQgYXJyaXZlcyBsYXRlciBkb2VzIG5vdFxuICogZ2V0IHRoZSB3cml0ZXMgbWFkZSBiZWZvcmUgaXQgY2FtZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUge1xuICBVcGRhdGVNc2csXG4gIFdpcmVDdXJzb3IsXG4gIFdpcmVMaW5rLFxuICBXaXJlUGFuZSxcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBkZWZhdWx0TW9kZXMgfSBmcm9tIFwiLi4vLi4vdnQvc3RhdGUudHNcIjtcbmltcG9ydCB0eXBlIHsgUm93UnVuLCBUZXJtaW5hbE1vZGVzIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFNjcmVlblVwZGF0ZSB9IGZyb20gXCIuLi93b3JrZXJzL3BhcnNlX21lc3NhZ2VzLnRzXCI7XG5cbi8qKiBXaGF0IG9uZSBjbGllbnQgaGFzIGJlZW4gc2VudCBzbyBmYXIuICovXG5leHBvcnQgaW50ZXJmYWNlIFNlbnRTdGF0ZSB7XG4gIC8qKiBTZXF1ZW5jZSBudW1iZXIgb2YgdGhlIGxhc3QgZnJhbWUgc2VudC4gKi9cbiAgc2VxOiBudW1iZXI7XG4gIC8qKiBNaXJyb3IgZ2VuZXJhdGlvbiB0aGUgbGFzdCBmcmFtZSBicm91Z2h0IHRoZSBjbGllbnQgdXAgdG8uICovXG4gIGdlbjogbnVtYmVyO1xuICAvKiogTWlycm9yIGVwb2NoIG9mIHRoZSBsYXN0IGZyYW1lOyAtMSBiZWZvcmUgdGhlIGZpcnN0LiAqL1xuICBlcG9jaDogbnVtYmVyO1xuICB0aXRsZTogc3RyaW5nIHwgbnVsbDtcbiAgbW9kZXNLZXk6IHN0cmluZztcbiAgYmVsbHM6IG51bWJlcjtcbiAgY3Vyc29yS2V5OiBzdHJpbmc7XG4gIC8qKiBMaW5rIGlkIHRvIHRoZSB2ZXJzaW9uIG9mIGl0cyBkZWZpbml0aW9uIHRoaXMgY2xpZW50IHdhcyBzZW50LiAqL1xuICBsaW5rczogTWFwPG51bWJlciwgbnVtYmVyPjtcbiAgLyoqIFRoZSBtaXJyb3IncyBjbGlwYm9hcmQgY291bnQgYXMgb2YgdGhlIGxhc3QgZnJhbWUuICovXG4gIGNsaXBib2FyZHM6IG51bWJlcjtcbiAgLyoqIFRoZSBzdGF0dXMgbGluZSdzIGNvbnRlbnQgbGFzdCBzZW50LCBhcyBhIGtleSAoXCJcIiBiZWZvcmUgYW55KS4gKi9cbiAgc3RhdHVzOiBzdHJpbmc7XG4gIC8qKiBUaGUgc2hvd24gcGFuZXMgYXMgbGFzdCBzZW50IChgV2lyZVBhbmVbXWAgYXMgSlNPTikuICovXG4gIHBhbmVzS2V5OiBzdHJpbmc7XG59XG5cbi8qKiBBIGZyZXNoIHZpZXc6IHRoZSBuZXh0IGZyYW1lIGlzIGEgZnVsbCBvbmUuICovXG5leHBvcnQgZnVuY3Rpb24gbmV3U2VudFN0YXRlKCk6IFNlbnRTdGF0ZSB7XG4gIHJldHVybiB7XG4gICAgc2VxOiAwLFxuICAgIGdlbjogMCxcbiAgICBlcG9jaDogLTEsXG4gICAgdGl0bGU6IG51bGwsXG4gICAgbW9kZXNLZXk6IFwiXCIsXG4gICAgYmVsbHM6IDAsXG4gICAgY3Vyc29yS2V5OiBcIlwiLFxuICAgIGxpbmtzOiBuZXcgTWFwKCksXG4gICAgY2xpcGJvYXJkczogMCxcbiAgICBzdGF0dXM6IFwiXCIsXG4gICAgcGFuZXNLZXk6IFwiXCIsXG4gIH07XG59XG5cbmNvbnN0IERFRkFVTFRfTU9ERVM6IFRlcm1pbmFsTW9kZXMgPSBkZWZhdWx0TW9kZXMoKTtcblxuLyoqIFRoZSB2aXNpYmxlIHNjcmVlbiBhcyB0aGUgZGFlbW9uIGxhc3QgaGVhcmQgaXQgZnJvbSB0aGUgcGFyc2Ugd29ya2VyLiAqL1xuZXhwb3J0IGNsYXNzIFNjcmVlbk1pcnJvciB7XG4gIGNvbHM6IG51bWJlcjtcbiAgcm93czogbnVtYmVyO1xuICAjbGluZXM6IFJvd1J1bltdW107XG4gICNyb3dHZW46IG51bWJlcltdO1xuICAjZ2VuID0gMDtcbiAgLyoqIEJ1bXBzIHdoZW4gdGhlIHNpemUgY2hhbmdlczogZXZlcnkgY2xpZW50IHRoZW4gbmVlZHMgYSBmdWxsIGZyYW1lLiAqL1xuICAjZXBvY2ggPSAwO1xuICBjdXJzb3I6IFdpcmVDdXJzb3IgPSBbMCwgMCwgMSwgXCJibG9ja1wiLCAxXTtcbiAgdGl0bGUgPSBcIlwiO1xuICBtb2RlczogVGVybWluYWxNb2RlcyA9IERFRkFVTFRfTU9ERVM7XG4gICNtb2Rlc0tleSA9IEpTT04uc3RyaW5naWZ5KERFRkFVTFRfTU9ERVMpO1xuICAjYmVsbHMgPSAwO1xuICAvKiogTGluayBpZCB0byBpdHMgZGVmaW5pdGlvbiBhbmQgdGhlIHZlcnNpb24gb2YgaXQuICovXG4gICNsaW5rcyA9IG5ldyBNYXA8bnVtYmVyLCB7IGRlZjogV2lyZUxpbms7IHZlcnNpb246IG51bWJlciB9PigpO1xuICAjbGlua1ZlcnNpb24gPSAwO1xuICAjY2xpcGJvYXJkOiBbc3RyaW5nLCBVaW50OEFycmF5XSB8IG51bGwgPSBudWxsO1xuICAvKiogQ2xpcGJvYXJkIHdyaXRlcyBzZWVuICh0aGUgbGF0ZXN0IGlzIGtlcHQpLiAqL1xuICAjY2xpcGJvYXJkcyA9IDA7XG5cbiAgY29uc3RydWN0b3IoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIpIHtcbiAgICB0aGlzLmNvbHMgPSBjb2xzO1xuICAgIHRoaXMucm93cyA9IHJvd3M7XG4gICAgdGhpcy4jbGluZXMgPSBBcnJheS5mcm9tKHsgbGVuZ3RoOiByb3dzIH0sICgpID0+IFtdKTtcbiAgICB0aGlzLiNyb3dHZW4gPSBuZXcgQXJyYXkocm93cykuZmlsbCgwKTtcbiAgfVxuXG4gIC8qKiBBcHBsaWVzIG9uZSB1cGRhdGUgZnJvbSB0aGUgcGFyc2Ugd29ya2VyLiAqL1xuICBhcHBseSh1OiBTY3JlZW5VcGRhdGUpOiB2b2lkIHtcbiAgICBjb25zdCBnZW4gPSArK3RoaXMuI2dlbjtcbiAgICBpZiAodS5yZXNpemVkIHx8IHUuY29scyAhPT0gdGhpcy5jb2xzIHx8IHUucm93cyAhPT0gdGhpcy5yb3dzKSB7XG4gICAgICB0aGlzLmNvbHMgPSB1LmNvbHM7XG4gICAgICB0aGlzLnJvd3MgPSB1LnJvd3M7XG4gICAgICB0aGlzLiNsaW5lcyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IHUucm93cyB9LCAoKSA9PiBbXSk7XG4gICAgICB0aGlzLiNyb3dHZW4gPSBuZXcgQXJyYXkodS5yb3dzKS5maWxsKGdlbik7XG4gICAgICB0aGlzLiNlcG9jaCsrO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IFt5LCBydW5zXSBvZiB1LmxpbmVzKSB7XG4gICAgICBpZiAoeSA8IDAgfHwgeSA+PSB0aGlzLnJvd3MpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jbGluZXNbeV0gPSBydW5zO1xuICAgICAgdGhpcy4jcm93R2VuW3ldID0gZ2VuO1xuICAgIH1cbiAgICB0aGlzLmN1cnNvciA9IHUuY3Vyc29yO1xuICAgIHRoaXMudGl0bGUgPSB1LnRpdGxlO1xuICAgIGlmICh1Lm1vZGVzKSB7XG4gICAgICBjb25zdCBrZXkgPSBKU09OLnN0cmluZ2lmeSh1Lm1vZGVzKTtcbiAgICAgIGlmIChrZXkgIT09IHRoaXMuI21vZGVzS2V5KSB7XG4gICAgICAgIHRoaXMubW9kZXMgPSB1Lm1vZGVzO1xuICAgICAgICB0aGlzLiNtb2Rlc0tleSA9IGtleTtcbiAgICAgIH1cbiAgICB9XG4gICAgdGhpcy4jYmVsbHMgKz0gdS5iZWxscztcbiAgICBpZiAodS5saW5rcykgdGhpcy4jZGVmaW5lKHUubGlua3MsIGdlbik7XG4gICAgaWYgKHUuY2xpcGJvYXJkKSB7XG4gICAgICB0aGlzLiNjbGlwYm9hcmQgPSBbdS5jbGlwYm9hcmQuc2VsZWN0aW9uLCB1LmNsaXBib2FyZC5kYXRhXTtcbiAgICAgIHRoaXMuI2NsaXBib2FyZHMrKztcbiAgICB9XG4gIH1cblxuICAvLyBUYWtlcyBsaW5rIGRlZmluaXRpb25zOyByb3dzIGhvbGRpbmcgYW4gaWQgd2hvc2UgbWVhbmluZyBjaGFuZ2VkIGFyZVxuICAvLyBzdGFtcGVkIGBnZW5gLCBzbyB0aGF0IHRoZXkgYXJlIHNlbnQgYWdhaW4uXG4gICNkZWZpbmUobGlua3M6IFdpcmVMaW5rW10sIGdlbjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgcmVkZWZpbmVkID0gbmV3IFNldDxudW1iZXI+KCk7XG4gICAgZm9yIChjb25zdCBkZWYgb2YgbGlua3MpIHtcbiAgICAgIGNvbnN0IG9sZCA9IHRoaXMuI2xpbmtzLmdldChkZWZbMF0pO1xuICAgICAgaWYgKG9sZCAmJiAob2xkLmRlZlsxXSAhPT0gZGVmWzFdIHx8IG9sZC5kZWZbMl0gIT09IGRlZlsyXSkpIHtcbiAgICAgICAgcmVkZWZpbmVkLmFkZChkZWZbMF0pO1xuICAgICAgfVxuICAgICAgdGhpcy4jbGlua3Muc2V0KGRlZlswXSwgeyBkZWYsIHZlcnNpb246ICsrdGhpcy4jbGlua1ZlcnNpb24gfSk7XG4gICAgfVxuICAgIGlmIChyZWRlZmluZWQuc2l6ZSA9PT0gMCkgcmV0dXJuO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgdGhpcy5yb3dzOyB5KyspIHtcbiAgICAgIGlmICh0aGlzLiNyb3dHZW5beV0gPT09IGdlbikgY29udGludWU7XG4gICAgICBpZiAodGhpcy4jbGluZXNbeV0uc29tZSgocnVuKSA9PiByZWRlZmluZWQuaGFzKHJ1bls2XSA/PyAwKSkpIHtcbiAgICAgICAgdGhpcy4jcm93R2VuW3ldID0gZ2VuO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgZnJhbWUgdGhhdCBicmluZ3MgYHZpZXdgIHVwIHRvIGRhdGUsIG9yIG51bGwgd2hlbiBpdCBhbHJlYWR5IGlzLlxuICAgKiBVcGRhdGVzIGB2aWV3YCBhcyBpZiB0aGUgZnJhbWUgd2VyZSBzZW50LiBgY2xpcGJvYXJkYDogdGhlIGNsaWVudFxuICAgKiBvcHRlZCBpbiB0byB0aGUgc2Vzc2lvbidzIGNsaXBib2FyZCB3cml0ZXM7IGBwYW5lc2A6IHRoZSBzaG93blxuICAgKiB3aW5kb3cncyBwYW5lcywgc2VudCB3aGVuIHRoZXkgZGlmZmVyIGZyb20gd2hhdCBgdmlld2Agd2FzIHNlbnRcbiAgICogKGBwYW5lc0tleWA6IHRoZWlyIEpTT04sIHdoZW4gdGhlIGNhbGxlciBoYXMgaXQgYWxyZWFkeSkuXG4gICAqL1xuICB1cGRhdGVGb3IoXG4gICAgdmlldzogU2VudFN0YXRlLFxuICAgIGNsaXBib2FyZCA9IGZhbHNlLFxuICAgIHBhbmVzPzogV2lyZVBhbmVbXSxcbiAgICBwYW5lc0tleT86IHN0cmluZyxcbiAgKTogVXBkYXRlTXNnIHwgbnVsbCB7XG4gICAgY29uc3QgZnVsbCA9IHZpZXcuZXBvY2ggIT09IHRoaXMuI2Vwb2NoO1xuICAgIGNvbnN0IGxpbmVzOiBbbnVtYmVyLCBSb3dSdW5bXV1bXSA9IFtdO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgdGhpcy5yb3dzOyB5KyspIHtcbiAgICAgIGlmIChmdWxsID8gdGhpcy4jbGluZXNbeV0ubGVuZ3RoID4gMCA6IHRoaXMuI3Jvd0dlblt5XSA+IHZpZXcuZ2VuKSB7XG4gICAgICAgIGxpbmVzLnB1c2goW3ksIHRoaXMuI2xpbmVzW3ldXSk7XG4gICAgICB9XG4gICAgfVxuICAgIGNvbnN0IGN1cnNvcktleSA9IHRoaXMuY3Vyc29yLmpvaW4oKTtcbiAgICBjb25zdCB0aXRsZUNoYW5nZWQgPSB2aWV3LnRpdGxlICE9PSB0aGlzLnRpdGxlO1xuICAgIGNvbnN0IG1vZGVzQ2hhbmdlZCA9IHZpZXcubW9kZXNLZXkgIT09IHRoaXMuI21vZGVzS2V5O1xuICAgIC8vIEEgY2xpZW50IHRoYXQganVzdCBhcnJpdmVkIGRpZCBub3QgbWlzcyB0aGUgYmVsbHMgcnVuZyBiZWZvcmUgaXQuXG4gICAgY29uc3QgYmVsbHMgPSB2aWV3LmVwb2NoID09PSAtMSA/IDAgOiB0aGlzLiNiZWxscyAtIHZpZXcuYmVsbHM7XG4gICAgLy8gTm9yIHRoZSBjbGlwYm9hcmQgd3JpdGVzIG1hZGUgYmVmb3JlIGl0LlxuICAgIGNvbnN0IGNvcHkgPSBjbGlwYm9hcmQgJiYgdmlldy5lcG9jaCAhPT0gLTEgJiZcbiAgICAgICAgdmlldy5jbGlwYm9hcmRzICE9PSB0aGlzLiNjbGlwYm9hcmRzXG4gICAgICA/IHRoaXMuI2NsaXBib2FyZFxuICAgICAgOiBudWxsO1xuICAgIGNvbnN0IGtleSA9IHBhbmVzID8gcGFuZXNLZXkgPz8gSlNPTi5zdHJpbmdpZnkocGFuZXMpIDogdmlldy5wYW5lc0tleTtcbiAgICBjb25zdCBwYW5lc0NoYW5nZWQgPSBrZXkgIT09IHZpZXcucGFuZXNLZXk7XG4gICAgaWYgKFxuICAgICAgIWZ1bGwgJiYgbGluZXMubGVuZ3RoID09PSAwICYmICF0aXRsZUNoYW5nZWQgJiYgIW1vZGVzQ2hhbmdlZCAmJlxuICAgICAgYmVsbHMgPT09IDAgJiYgY3Vyc29yS2V5ID09PSB2aWV3LmN1cnNvcktleSAmJiBjb3B5ID09PSBudWxsICYmXG4gICAgICAhcGFuZXNDaGFuZ2VkXG4gICAgKSB7XG4gICAgICB2aWV3LmNsaXBib2FyZHMgPSB0aGlzLiNjbGlwYm9hcmRzO1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIGNvbnN0IGZyYW1lOiBVcGRhdGVNc2cgPSB7XG4gICAgICB0OiBcInVwZGF0ZVwiLFxuICAgICAgc2VxOiArK3ZpZXcuc2VxLFxuICAgICAgY29sczogdGhpcy5jb2xzLFxuICAgICAgcm93czogdGhpcy5yb3dzLFxuICAgICAgZnVsbCxcbiAgICAgIGxpbmVzLFxuICAgICAgY3Vyc29yOiB0aGlzLmN1cnNvcixcbiAgICB9O1xuICAgIGlmICh0aXRsZUNoYW5nZWQpIGZyYW1lLnRpdGxlID0gdGhpcy50aXRsZTtcbiAgICBpZiAobW9kZXNDaGFuZ2VkIHx8IGZ1bGwpIGZyYW1lLm1vZGVzID0gdGhpcy5tb2RlcztcbiAgICBpZiAoYmVsbHMgPiAwKSBmcmFtZS5iZWxsID0gYmVsbHM7XG4gICAgY29uc3QgbGlua3MgPSB0aGlzLiNsaW5rc0Zvcih2aWV3LCBsaW5lcyk7XG4gICAgaWYgKGxpbmtzLmxlbmd0aCA+IDApIGZyYW1lLmxpbmtzID0gbGlua3M7XG4gICAgaWYgKGNvcHkpIGZyYW1lLmNsaXBib2FyZCA9IGNvcHk7XG4gICAgaWYgKHBhbmVzICYmIChwYW5lc0NoYW5nZWQgfHwgZnVsbCkpIGZyYW1lLnBhbmVzID0gcGFuZXM7XG4gICAgdmlldy5wYW5lc0tleSA9IGtleTtcbiAgICB2aWV3LmNsaXBib2FyZHMgPSB0aGlzLiNjbGlwYm9hcmRzO1xuICAgIHZpZXcuZ2VuID0gdGhpcy4jZ2VuO1xuICAgIHZpZXcuZXBvY2ggPSB0aGlzLiNlcG9jaDtcbiAgICB2aWV3LnRpdGxlID0gdGhpcy50aXRsZTtcbiAgICB2aWV3Lm1vZGVzS2V5ID0gdGhpcy4jbW9kZXNLZXk7XG4gICAgdmlldy5iZWxscyA9IHRoaXMuI2JlbGxzO1xuICAgIHZpZXcuY3Vyc29yS2V5ID0gY3Vyc29yS2V5O1xuICAgIHJldHVybiBmcmFtZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIGZyYW1lIG9mIG9ubHkgdGhlIHJvd3MgdGhlIGxhdGVzdCB1cGRhdGUgY2hhbmdlZCwgd2hlbiB0aGV5IGFyZSBhdFxuICAgKiBtb3N0IGBtYXhSb3dzYCBhbmQgYHZpZXdgIG5lZWRzIG5vdGhpbmcgZWxzZSBmaXJzdCAoYSBuZXcgc2l6ZSwgbGlua1xuICAgKiBkZWZpbml0aW9ucyk7IG51bGwgb3RoZXJ3aXNlLiBJdCBsZWF2ZXMgYHZpZXdgIGFzIGl0IHdhcyBidXQgZm9yIGl0c1xuICAgKiBzZXE6IHRoZSBuZXh0IGZyYW1lIHNlbmRzIHRob3NlIHJvd3MgYWdhaW4sIHdpdGggZXZlcnl0aGluZyBlbHNlLlxuICAgKi9cbiAgbGF0ZXN0Um93cyh2aWV3OiBTZW50U3RhdGUsIG1heFJvd3M6IG51bWJlcik6IFVwZGF0ZU1zZyB8IG51bGwge1xuICAgIGlmICh2aWV3LmVwb2NoICE9PSB0aGlzLiNlcG9jaCkgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgbGluZXM6IFtudW1iZXIsIFJvd1J1bltdXVtdID0gW107XG4gICAgZm9yIChsZXQgeSA9IDA7IHkgPCB0aGlzLnJvd3M7IHkrKykge1xuICAgICAgaWYgKHRoaXMuI3Jvd0dlblt5XSAhPT0gdGhpcy4jZ2VuIHx8IHRoaXMuI3Jvd0dlblt5XSA8PSB2aWV3Lmdlbikge1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGlmIChsaW5lcy5sZW5ndGggPT09IG1heFJvd3MpIHJldHVybiBudWxsO1xuICAgICAgaWYgKHRoaXMuI2xpbmVzW3ldLnNvbWUoKHJ1bikgPT4gcnVuWzZdKSkgcmV0dXJuIG51bGw7XG4gICAgICBsaW5lcy5wdXNoKFt5LCB0aGlzLiNsaW5lc1t5XV0pO1xuICAgIH1cbiAgICByZXR1cm4gbGluZXMubGVuZ3RoID09PSAwID8gbnVsbCA6IHRoaXMubGluZXNGcmFtZSh2aWV3LCBsaW5lcyk7XG4gIH1cblxuICAvKiogQSBmcmFtZSBvZiBgbGluZXNgIGFuZCB0aGUgY3Vyc29yIGFsb25lLCBudW1iZXJlZCBhZnRlciBgdmlld2AncyBsYXN0LiAqL1xuICBsaW5lc0ZyYW1lKHZpZXc6IFNlbnRTdGF0ZSwgbGluZXM6IFtudW1iZXIsIFJvd1J1bltdXVtdKTogVXBkYXRlTXNnIHtcbiAgICByZXR1cm4ge1xuICAgICAgdDogXCJ1cGRhdGVcIixcbiAgICAgIHNlcTogKyt2aWV3LnNlcSxcbiAgICAgIGNvbHM6IHRoaXMuY29scyxcbiAgICAgIHJvd3M6IHRoaXMucm93cyxcbiAgICAgIGZ1bGw6IGZhbHNlLFxuICAgICAgbGluZXMsXG4gICAgICBjdXJzb3I6IHRoaXMuY3Vyc29yLFxuICAgIH07XG4gIH1cblxuICAvKipcbiAgICogRm9yZ2V0cyB0aGUgbGF0ZXN0IGNsaXBib2FyZCB3cml0ZSBvbmNlIGV2ZXJ5IHZpZXcgaW4gYHZpZXdzYCAodGhlXG4gICAqIGNsaWVudHMgdGhhdCBvcHRlZCBpbikgaGFzIGhhZCBpdDogbm8gY29waWVkIHNlY3JldCBzdGF5cyBpbiB0aGVcbiAgICogZGFlbW9uIGxvbmdlciB0aGFuIGl0IHRha2VzIHRvIHBhc3MgaXQgb24uXG4gICAqL1xuICByZWxlYXNlQ2xpcGJvYXJkKHZpZXdzOiBJdGVyYWJsZTxTZW50U3RhdGU+KTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2NsaXBib2FyZCA9PT0gbnVsbCkgcmV0dXJuO1xuICAgIGZvciAoY29uc3QgdiBvZiB2aWV3cykgaWYgKHYuY2xpcGJvYXJkcyAhPT0gdGhpcy4jY2xpcGJvYXJkcykgcmV0dXJuO1xuICAgIHRoaXMuI2NsaXBib2FyZCA9IG51bGw7XG4gIH1cblxuICAvKiogV2hldGhlciBhIGNsaXBib2FyZCB3cml0ZSBpcyBoZWxkIChmb3IgdGVzdHMpLiAqL1xuICBnZXQgaG9sZHNDbGlwYm9hcmQoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2NsaXBib2FyZCAhPT0gbnVsbDtcbiAgfVxuXG4gIC8vIFRoZSBkZWZpbml0aW9ucyBgbGluZXNgIG5lZWQgdGhhdCBgdmlld2AgbGFja3M7IG1hcmtzIHRoZW0gc2VudC5cbiAgI2xpbmtzRm9yKHZpZXc6IFNlbnRTdGF0ZSwgbGluZXM6IFtudW1iZXIsIFJvd1J1bltdXVtdKTogV2lyZUxpbmtbXSB7XG4gICAgY29uc3Qgb3V0OiBXaXJlTGlua1tdID0gW107XG4gICAgZm9yIChjb25zdCBbLCBydW5zXSBvZiBsaW5lcykge1xuICAgICAgZm9yIChjb25zdCBydW4gb2YgcnVucykge1xuICAgICAgICBjb25zdCBpZCA9IHJ1bls2XTtcbiAgICAgICAgaWYgKCFpZCkgY29udGludWU7XG4gICAgICAgIGNvbnN0IGxpbmsgPSB0aGlzLiNsaW5rcy5nZXQoaWQpO1xuICAgICAgICBpZiAoIWxpbmsgfHwgdmlldy5saW5rcy5nZXQoaWQpID09PSBsaW5rLnZlcnNpb24pIGNvbnRpbnVlO1xuICAgICAgICB2aWV3LmxpbmtzLnNldChpZCwgbGluay52ZXJzaW9uKTtcbiAgICAgICAgb3V0LnB1c2gobGluay5kZWYpO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FzQkMsR0FRRCxTQUFTLFlBQVksUUFBUSxvQkFBb0I7QUEwQmpELGdEQUFnRCxHQUNoRCxPQUFPLFNBQVM7RUFDZCxPQUFPO0lBQ0wsS0FBSztJQUNMLEtBQUs7SUFDTCxPQUFPLENBQUM7SUFDUixPQUFPO0lBQ1AsVUFBVTtJQUNWLE9BQU87SUFDUCxXQUFXO0lBQ1gsT0FBTyxJQUFJO0lBQ1gsWUFBWTtJQUNaLFFBQVE7SUFDUixVQUFVO0VBQ1o7QUFDRjtBQUVBLE1BQU0sZ0JBQStCO0FBRXJDLDBFQUEwRSxHQUMxRSxPQUFPLE1BQU07RUFDWCxLQUFhO0VBQ2IsS0FBYTtFQUNiLENBQUEsS0FBTSxDQUFhO0VBQ25CLENBQUEsTUFBTyxDQUFXO0VBQ2xCLENBQUEsR0FBSSxHQUFHLEVBQUU7RUFDVCx1RUFBdUUsR0FDdkUsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUNYLFNBQXFCO0lBQUM7SUFBRztJQUFHO0lBQUc7SUFBUztHQUFFLENBQUM7RUFDM0MsUUFBUSxHQUFHO0VBQ1gsUUFBdUIsY0FBYztFQUNyQyxDQUFBLFFBQVMsR0FBRyxLQUFLLFNBQVMsQ0FBQyxlQUFlO0VBQzFDLENBQUEsS0FBTSxHQUFHLEVBQUU7RUFDWCxxREFBcUQsR0FDckQsQ0FBQSxLQUFNLEdBQUcsSUFBSSxNQUFrRDtFQUMvRCxDQUFBLFdBQVksR0FBRyxFQUFFO0VBQ2pCLENBQUEsU0FBVSxHQUFnQyxLQUFLO0VBQy9DLGdEQUFnRCxHQUNoRCxDQUFBLFVBQVcsR0FBRyxFQUFFO0VBRWhCLFlBQVksSUFBWSxFQUFFLElBQVksQ0FBRTtJQUN0QyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxNQUFNLElBQUksQ0FBQztNQUFFLFFBQVE7SUFBSyxHQUFHLElBQU0sRUFBRTtJQUNuRCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxNQUFNLE1BQU0sSUFBSSxDQUFDO0VBQ3RDO0VBRUEsOENBQThDLEdBQzlDLE1BQU0sQ0FBZSxFQUFRO0lBQzNCLE1BQU0sTUFBTSxFQUFFLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDdkIsSUFBSSxFQUFFLE9BQU8sSUFBSSxFQUFFLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxJQUFJLEVBQUUsSUFBSSxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDN0QsSUFBSSxDQUFDLElBQUksR0FBRyxFQUFFLElBQUk7TUFDbEIsSUFBSSxDQUFDLElBQUksR0FBRyxFQUFFLElBQUk7TUFDbEIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLE1BQU0sSUFBSSxDQUFDO1FBQUUsUUFBUSxFQUFFLElBQUk7TUFBQyxHQUFHLElBQU0sRUFBRTtNQUNyRCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksQ0FBQztNQUN0QyxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ2I7SUFDQSxLQUFLLE1BQU0sQ0FBQyxHQUFHLEtBQUssSUFBSSxFQUFFLEtBQUssQ0FBRTtNQUMvQixJQUFJLElBQUksS0FBSyxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDN0IsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUUsR0FBRztNQUNqQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxHQUFHO0lBQ3BCO0lBQ0EsSUFBSSxDQUFDLE1BQU0sR0FBRyxFQUFFLE1BQU07SUFDdEIsSUFBSSxDQUFDLEtBQUssR0FBRyxFQUFFLEtBQUs7SUFDcEIsSUFBSSxFQUFFLEtBQUssRUFBRTtNQUNYLE1BQU0sTUFBTSxLQUFLLFNBQVMsQ0FBQyxFQUFFLEtBQUs7TUFDbEMsSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRTtRQUMxQixJQUFJLENBQUMsS0FBSyxHQUFHLEVBQUUsS0FBSztRQUNwQixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7TUFDbkI7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxFQUFFLEtBQUs7SUFDdEIsSUFBSSxFQUFFLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxLQUFLLEVBQUU7SUFDbkMsSUFBSSxFQUFFLFNBQVMsRUFBRTtNQUNmLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztRQUFDLEVBQUUsU0FBUyxDQUFDLFNBQVM7UUFBRSxFQUFFLFNBQVMsQ0FBQyxJQUFJO09BQUM7TUFDM0QsSUFBSSxDQUFDLENBQUEsVUFBVztJQUNsQjtFQUNGO0VBRUEsdUVBQXVFO0VBQ3ZFLDhDQUE4QztFQUM5QyxDQUFBLE1BQU8sQ0FBQyxLQUFpQixFQUFFLEdBQVc7SUFDcEMsTUFBTSxZQUFZLElBQUk7SUFDdEIsS0FBSyxNQUFNLE9BQU8sTUFBTztNQUN2QixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxHQUFHLENBQUMsRUFBRTtNQUNsQyxJQUFJLE9BQU8sQ0FBQyxJQUFJLEdBQUcsQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLEVBQUUsSUFBSSxJQUFJLEdBQUcsQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLEVBQUUsR0FBRztRQUMzRCxVQUFVLEdBQUcsQ0FBQyxHQUFHLENBQUMsRUFBRTtNQUN0QjtNQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUMsR0FBRyxDQUFDLEVBQUUsRUFBRTtRQUFFO1FBQUssU0FBUyxFQUFFLElBQUksQ0FBQyxDQUFBLFdBQVk7TUFBQztJQUM5RDtJQUNBLElBQUksVUFBVSxJQUFJLEtBQUssR0FBRztJQUMxQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxJQUFLO01BQ2xDLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUUsS0FBSyxLQUFLO01BQzdCLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUUsQ0FBQyxJQUFJLENBQUMsQ0FBQyxNQUFRLFVBQVUsR0FBRyxDQUFDLEdBQUcsQ0FBQyxFQUFFLElBQUksS0FBSztRQUM1RCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxHQUFHO01BQ3BCO0lBQ0Y7RUFDRjtFQUVBOzs7Ozs7R0FNQyxHQUNELFVBQ0UsSUFBZSxFQUNmLFlBQVksS0FBSyxFQUNqQixLQUFrQixFQUNsQixRQUFpQixFQUNDO0lBQ2xCLE1BQU0sT0FBTyxLQUFLLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3ZDLE1BQU0sUUFBOEIsRUFBRTtJQUN0QyxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxJQUFLO01BQ2xDLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRSxDQUFDLE1BQU0sR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxFQUFFLEdBQUcsS0FBSyxHQUFHLEVBQUU7UUFDakUsTUFBTSxJQUFJLENBQUM7VUFBQztVQUFHLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFO1NBQUM7TUFDaEM7SUFDRjtJQUNBLE1BQU0sWUFBWSxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUk7SUFDbEMsTUFBTSxlQUFlLEtBQUssS0FBSyxLQUFLLElBQUksQ0FBQyxLQUFLO0lBQzlDLE1BQU0sZUFBZSxLQUFLLFFBQVEsS0FBSyxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQ3JELG9FQUFvRTtJQUNwRSxNQUFNLFFBQVEsS0FBSyxLQUFLLEtBQUssQ0FBQyxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEtBQUssS0FBSztJQUM5RCwyQ0FBMkM7SUFDM0MsTUFBTSxPQUFPLGFBQWEsS0FBSyxLQUFLLEtBQUssQ0FBQyxLQUN0QyxLQUFLLFVBQVUsS0FBSyxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQ3BDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FDZjtJQUNKLE1BQU0sTUFBTSxRQUFRLFlBQVksS0FBSyxTQUFTLENBQUMsU0FBUyxLQUFLLFFBQVE7SUFDckUsTUFBTSxlQUFlLFFBQVEsS0FBSyxRQUFRO0lBQzFDLElBQ0UsQ0FBQyxRQUFRLE1BQU0sTUFBTSxLQUFLLEtBQUssQ0FBQyxnQkFBZ0IsQ0FBQyxnQkFDakQsVUFBVSxLQUFLLGNBQWMsS0FBSyxTQUFTLElBQUksU0FBUyxRQUN4RCxDQUFDLGNBQ0Q7TUFDQSxLQUFLLFVBQVUsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQ2xDLE9BQU87SUFDVDtJQUNBLE1BQU0sUUFBbUI7TUFDdkIsR0FBRztNQUNILEtBQUssRUFBRSxLQUFLLEdBQUc7TUFDZixNQUFNLElBQUksQ0FBQyxJQUFJO01BQ2YsTUFBTSxJQUFJLENBQUMsSUFBSTtNQUNmO01BQ0E7TUFDQSxRQUFRLElBQUksQ0FBQyxNQUFNO0lBQ3JCO0lBQ0EsSUFBSSxjQUFjLE1BQU0sS0FBSyxHQUFHLElBQUksQ0FBQyxLQUFLO0lBQzFDLElBQUksZ0JBQWdCLE1BQU0sTUFBTSxLQUFLLEdBQUcsSUFBSSxDQUFDLEtBQUs7SUFDbEQsSUFBSSxRQUFRLEdBQUcsTUFBTSxJQUFJLEdBQUc7SUFDNUIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxNQUFNO0lBQ25DLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRyxNQUFNLEtBQUssR0FBRztJQUNwQyxJQUFJLE1BQU0sTUFBTSxTQUFTLEdBQUc7SUFDNUIsSUFBSSxTQUFTLENBQUMsZ0JBQWdCLElBQUksR0FBRyxNQUFNLEtBQUssR0FBRztJQUNuRCxLQUFLLFFBQVEsR0FBRztJQUNoQixLQUFLLFVBQVUsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ2xDLEtBQUssR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDcEIsS0FBSyxLQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN4QixLQUFLLEtBQUssR0FBRyxJQUFJLENBQUMsS0FBSztJQUN2QixLQUFLLFFBQVEsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQzlCLEtBQUssS0FBSyxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDeEIsS0FBSyxTQUFTLEdBQUc7SUFDakIsT0FBTztFQUNUO0VBRUE7Ozs7O0dBS0MsR0FDRCxXQUFXLElBQWUsRUFBRSxPQUFlLEVBQW9CO0lBQzdELElBQUksS0FBSyxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU87SUFDdkMsTUFBTSxRQUE4QixFQUFFO0lBQ3RDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUs7TUFDbEMsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxJQUFJLEtBQUssR0FBRyxFQUFFO1FBQ2hFO01BQ0Y7TUFDQSxJQUFJLE1BQU0sTUFBTSxLQUFLLFNBQVMsT0FBTztNQUNyQyxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFLENBQUMsSUFBSSxDQUFDLENBQUMsTUFBUSxHQUFHLENBQUMsRUFBRSxHQUFHLE9BQU87TUFDakQsTUFBTSxJQUFJLENBQUM7UUFBQztRQUFHLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFO09BQUM7SUFDaEM7SUFDQSxPQUFPLE1BQU0sTUFBTSxLQUFLLElBQUksT0FBTyxJQUFJLENBQUMsVUFBVSxDQUFDLE1BQU07RUFDM0Q7RUFFQSwyRUFBMkUsR0FDM0UsV0FBVyxJQUFlLEVBQUUsS0FBMkIsRUFBYTtJQUNsRSxPQUFPO01BQ0wsR0FBRztNQUNILEtBQUssRUFBRSxLQUFLLEdBQUc7TUFDZixNQUFNLElBQUksQ0FBQyxJQUFJO01BQ2YsTUFBTSxJQUFJLENBQUMsSUFBSTtNQUNmLE1BQU07TUFDTjtNQUNBLFFBQVEsSUFBSSxDQUFDLE1BQU07SUFDckI7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxpQkFBaUIsS0FBMEIsRUFBUTtJQUNqRCxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsS0FBSyxNQUFNO0lBQzlCLEtBQUssTUFBTSxLQUFLLE1BQU8sSUFBSSxFQUFFLFVBQVUsS0FBSyxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7SUFDOUQsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0VBQ3BCO0VBRUEsbURBQW1ELEdBQ25ELElBQUksaUJBQTBCO0lBQzVCLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxLQUFLO0VBQzdCO0VBRUEsbUVBQW1FO0VBQ25FLENBQUEsUUFBUyxDQUFDLElBQWUsRUFBRSxLQUEyQjtJQUNwRCxNQUFNLE1BQWtCLEVBQUU7SUFDMUIsS0FBSyxNQUFNLEdBQUcsS0FBSyxJQUFJLE1BQU87TUFDNUIsS0FBSyxNQUFNLE9BQU8sS0FBTTtRQUN0QixNQUFNLEtBQUssR0FBRyxDQUFDLEVBQUU7UUFDakIsSUFBSSxDQUFDLElBQUk7UUFDVCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQztRQUM3QixJQUFJLENBQUMsUUFBUSxLQUFLLEtBQUssQ0FBQyxHQUFHLENBQUMsUUFBUSxLQUFLLE9BQU8sRUFBRTtRQUNsRCxLQUFLLEtBQUssQ0FBQyxHQUFHLENBQUMsSUFBSSxLQUFLLE9BQU87UUFDL0IsSUFBSSxJQUFJLENBQUMsS0FBSyxHQUFHO01BQ25CO0lBQ0Y7SUFDQSxPQUFPO0VBQ1Q7QUFDRiJ9
// denoCacheMetadata=13037575292965064511,8549042603608600857