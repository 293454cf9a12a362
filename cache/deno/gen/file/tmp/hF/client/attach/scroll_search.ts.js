/**
 * Scroll mode's search: a plain substring, looked for line by line through
 * the history and the screen, upward or downward from where the view or
 * the last match is, wrapping around once (tmux's `wrap-search`). A query
 * without capitals matches either case ("smart case").
 *
 * The rows come from the daemon a page at a time, so a search is a scan
 * that stops when it needs rows it does not have (`SearchScan.step`
 * answers `"fetch"`), and goes on once they are there.
 *
 * @module
 */ import { RUN_WIDE } from "../../vt/types.ts";
import { graphemes } from "./screen_grid.ts";
/** The text of a row given as runs, folded to lower case when `fold`. */ export function rowText(runs, fold = false) {
  let text = "";
  const from = [], to = [];
  let x = 0;
  for (const run of runs){
    const wide = ((run[4] ?? 0) & RUN_WIDE) !== 0;
    const cells = Math.max(0, run[1] | 0);
    const w = wide ? 2 : 1;
    for (const g of graphemes(run[0], wide ? Math.ceil(cells / 2) : cells)){
      const s = fold ? g.toLowerCase() : g;
      text += s;
      for(let i = 0; i < s.length; i++){
        from.push(x);
        to.push(x + w);
      }
      x += w;
    }
  }
  return {
    text,
    from,
    to
  };
}
/**
 * Where `query` is in a row: upward, the last match that starts left of
 * cell `limit`; downward, the first that starts right of it; anywhere when
 * `limit` is null. Null when there is none.
 */ export function findInRow(runs, query, dir, limit) {
  if (query === "") return null;
  const fold = query === query.toLowerCase();
  const { text, from, to } = rowText(runs, fold);
  const q = fold ? query.toLowerCase() : query;
  let hit = -1;
  if (dir === "up") {
    for(let i = text.lastIndexOf(q); i >= 0; i = text.lastIndexOf(q, i - 1)){
      if (limit === null || from[i] < limit) {
        hit = i;
        break;
      }
      if (i === 0) break;
    }
  } else {
    for(let i = text.indexOf(q); i >= 0; i = text.indexOf(q, i + 1)){
      if (limit === null || from[i] > limit) {
        hit = i;
        break;
      }
    }
  }
  if (hit < 0) return null;
  const x = from[hit];
  return {
    x,
    width: to[hit + q.length - 1] - x
  };
}
/** Every match of `query` in a row, left to right, not overlapping. */ export function findAllInRow(runs, query) {
  if (query === "") return [];
  const fold = query === query.toLowerCase();
  const { text, from, to } = rowText(runs, fold);
  const q = fold ? query.toLowerCase() : query;
  const out = [];
  for(let i = text.indexOf(q); i >= 0; i = text.indexOf(q, i + q.length)){
    out.push({
      x: from[i],
      width: to[i + q.length - 1] - from[i]
    });
  }
  return out;
}
/** One search through the lines, resumable while rows are fetched. */ export class SearchScan {
  query;
  dir;
  #line;
  #limit;
  /** Lines still to look at: every line once, the first one twice. */ #left;
  #fetchedFor;
  /**
   * Starts at line `line`, left (upward) or right (downward) of cell
   * `limit` there (null: the whole line).
   */ constructor(query, dir, view, line, limit){
    this.query = query;
    this.dir = dir;
    this.#fetchedFor = NaN;
    this.#line = line;
    this.#limit = limit;
    this.#left = view.end - view.oldest + 1;
  }
  /**
   * Looks on: a match, `"fetch"` when line `wanted` must be fetched first
   * (see `fetchRange`), or `"none"` when every line was looked at.
   */ step(view) {
    for(; this.#left > 0; this.#left--){
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
        if (hit) return {
          line: n,
          ...hit
        };
      }
      this.#limit = null;
      this.#line = n + (this.dir === "up" ? -1 : 1);
    }
    return "none";
  }
  /** The line `step` wants fetched. */ get wanted() {
    return this.#line;
  }
  /**
   * The lines to fetch for `wanted`: up to `max` of them, in the direction
   * of the search, within what exists.
   */ fetchRange(view, max) {
    const n = this.#line;
    if (this.dir === "up") {
      const from = Math.max(view.oldest, n - max + 1);
      return [
        from,
        n - from + 1
      ];
    }
    return [
      n,
      Math.min(max, view.end - n)
    ];
  }
  // The current line, wrapped around the ends; null when nothing exists.
  #wrap(view) {
    if (view.end <= view.oldest) return null;
    if (this.#line < view.oldest) this.#line = view.end - 1;
    if (this.#line >= view.end) this.#line = view.oldest;
    return this.#line;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvc2Nyb2xsX3NlYXJjaC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFNjcm9sbCBtb2RlJ3Mgc2VhcmNoOiBhIHBsYWluIHN1YnN0cmluZywgbG9va2VkIGZvciBsaW5lIGJ5IGxpbmUgdGhyb3VnaFxuICogdGhlIGhpc3RvcnkgYW5kIHRoZSBzY3JlZW4sIHVwd2FyZCBvciBkb3dud2FyZCBmcm9tIHdoZXJlIHRoZSB2aWV3IG9yXG4gKiB0aGUgbGFzdCBtYXRjaCBpcywgd3JhcHBpbmcgYXJvdW5kIG9uY2UgKHRtdXgncyBgd3JhcC1zZWFyY2hgKS4gQSBxdWVyeVxuICogd2l0aG91dCBjYXBpdGFscyBtYXRjaGVzIGVpdGhlciBjYXNlIChcInNtYXJ0IGNhc2VcIikuXG4gKlxuICogVGhlIHJvd3MgY29tZSBmcm9tIHRoZSBkYWVtb24gYSBwYWdlIGF0IGEgdGltZSwgc28gYSBzZWFyY2ggaXMgYSBzY2FuXG4gKiB0aGF0IHN0b3BzIHdoZW4gaXQgbmVlZHMgcm93cyBpdCBkb2VzIG5vdCBoYXZlIChgU2VhcmNoU2Nhbi5zdGVwYFxuICogYW5zd2VycyBgXCJmZXRjaFwiYCksIGFuZCBnb2VzIG9uIG9uY2UgdGhleSBhcmUgdGhlcmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHR5cGUgUm93UnVuLCBSVU5fV0lERSB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBIaXN0b3J5VmlldyB9IGZyb20gXCIuL2hpc3Rvcnlfdmlldy50c1wiO1xuaW1wb3J0IHsgZ3JhcGhlbWVzIH0gZnJvbSBcIi4vc2NyZWVuX2dyaWQudHNcIjtcblxuLyoqIFNlYXJjaCB1cHdhcmQgKG9sZGVyIGxpbmVzKSBvciBkb3dud2FyZCAobmV3ZXIpLiAqL1xuZXhwb3J0IHR5cGUgU2VhcmNoRGlyZWN0aW9uID0gXCJ1cFwiIHwgXCJkb3duXCI7XG5cbi8qKiBBIG1hdGNoOiBvbiBsaW5lIGBsaW5lYCAoc2VlIGBIaXN0b3J5Vmlld2ApLCBjZWxscyBbeCwgeCArIHdpZHRoKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgTWF0Y2gge1xuICBsaW5lOiBudW1iZXI7XG4gIHg6IG51bWJlcjtcbiAgd2lkdGg6IG51bWJlcjtcbn1cblxuLyoqIEEgcm93J3MgdGV4dCwgYW5kIGZvciBlYWNoIFVURi0xNiB1bml0IHRoZSBjZWxscyBvZiBpdHMgZ3JhcGhlbWUuICovXG5pbnRlcmZhY2UgUm93VGV4dCB7XG4gIHRleHQ6IHN0cmluZztcbiAgZnJvbTogbnVtYmVyW107XG4gIHRvOiBudW1iZXJbXTtcbn1cblxuLyoqIFRoZSB0ZXh0IG9mIGEgcm93IGdpdmVuIGFzIHJ1bnMsIGZvbGRlZCB0byBsb3dlciBjYXNlIHdoZW4gYGZvbGRgLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJvd1RleHQocnVuczogUm93UnVuW10sIGZvbGQgPSBmYWxzZSk6IFJvd1RleHQge1xuICBsZXQgdGV4dCA9IFwiXCI7XG4gIGNvbnN0IGZyb206IG51bWJlcltdID0gW10sIHRvOiBudW1iZXJbXSA9IFtdO1xuICBsZXQgeCA9IDA7XG4gIGZvciAoY29uc3QgcnVuIG9mIHJ1bnMpIHtcbiAgICBjb25zdCB3aWRlID0gKChydW5bNF0gPz8gMCkgJiBSVU5fV0lERSkgIT09IDA7XG4gICAgY29uc3QgY2VsbHMgPSBNYXRoLm1heCgwLCBydW5bMV0gfCAwKTtcbiAgICBjb25zdCB3ID0gd2lkZSA/IDIgOiAxO1xuICAgIGZvciAoY29uc3QgZyBvZiBncmFwaGVtZXMocnVuWzBdLCB3aWRlID8gTWF0aC5jZWlsKGNlbGxzIC8gMikgOiBjZWxscykpIHtcbiAgICAgIGNvbnN0IHMgPSBmb2xkID8gZy50b0xvd2VyQ2FzZSgpIDogZztcbiAgICAgIHRleHQgKz0gcztcbiAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgcy5sZW5ndGg7IGkrKykge1xuICAgICAgICBmcm9tLnB1c2goeCk7XG4gICAgICAgIHRvLnB1c2goeCArIHcpO1xuICAgICAgfVxuICAgICAgeCArPSB3O1xuICAgIH1cbiAgfVxuICByZXR1cm4geyB0ZXh0LCBmcm9tLCB0byB9O1xufVxuXG4vKipcbiAqIFdoZXJlIGBxdWVyeWAgaXMgaW4gYSByb3c6IHVwd2FyZCwgdGhlIGxhc3QgbWF0Y2ggdGhhdCBzdGFydHMgbGVmdCBvZlxuICogY2VsbCBgbGltaXRgOyBkb3dud2FyZCwgdGhlIGZpcnN0IHRoYXQgc3RhcnRzIHJpZ2h0IG9mIGl0OyBhbnl3aGVyZSB3aGVuXG4gKiBgbGltaXRgIGlzIG51bGwuIE51bGwgd2hlbiB0aGVyZSBpcyBub25lLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZmluZEluUm93KFxuICBydW5zOiBSb3dSdW5bXSxcbiAgcXVlcnk6IHN0cmluZyxcbiAgZGlyOiBTZWFyY2hEaXJlY3Rpb24sXG4gIGxpbWl0OiBudW1iZXIgfCBudWxsLFxuKTogeyB4OiBudW1iZXI7IHdpZHRoOiBudW1iZXIgfSB8IG51bGwge1xuICBpZiAocXVlcnkgPT09IFwiXCIpIHJldHVybiBudWxsO1xuICBjb25zdCBmb2xkID0gcXVlcnkgPT09IHF1ZXJ5LnRvTG93ZXJDYXNlKCk7XG4gIGNvbnN0IHsgdGV4dCwgZnJvbSwgdG8gfSA9IHJvd1RleHQocnVucywgZm9sZCk7XG4gIGNvbnN0IHEgPSBmb2xkID8gcXVlcnkudG9Mb3dlckNhc2UoKSA6IHF1ZXJ5O1xuICBsZXQgaGl0ID0gLTE7XG4gIGlmIChkaXIgPT09IFwidXBcIikge1xuICAgIGZvciAobGV0IGkgPSB0ZXh0Lmxhc3RJbmRleE9mKHEpOyBpID49IDA7IGkgPSB0ZXh0Lmxhc3RJbmRleE9mKHEsIGkgLSAxKSkge1xuICAgICAgaWYgKGxpbWl0ID09PSBudWxsIHx8IGZyb21baV0gPCBsaW1pdCkge1xuICAgICAgICBoaXQgPSBpO1xuICAgICAgICBicmVhaztcbiAgICAgIH1cbiAgICAgIGlmIChpID09PSAwKSBicmVhaztcbiAgICB9XG4gIH0gZWxzZSB7XG4gICAgZm9yIChsZXQgaSA9IHRleHQuaW5kZXhPZihxKTsgaSA+PSAwOyBpID0gdGV4dC5pbmRleE9mKHEsIGkgKyAxKSkge1xuICAgICAgaWYgKGxpbWl0ID09PSBudWxsIHx8IGZyb21baV0gPiBsaW1pdCkge1xuICAgICAgICBoaXQgPSBpO1xuICAgICAgICBicmVhaztcbiAgICAgIH1cbiAgICB9XG4gIH1cbiAgaWYgKGhpdCA8IDApIHJldHVybiBudWxsO1xuICBjb25zdCB4ID0gZnJvbVtoaXRdO1xuICByZXR1cm4geyB4LCB3aWR0aDogdG9baGl0ICsgcS5sZW5ndGggLSAxXSAtIHggfTtcbn1cblxuLyoqIEV2ZXJ5IG1hdGNoIG9mIGBxdWVyeWAgaW4gYSByb3csIGxlZnQgdG8gcmlnaHQsIG5vdCBvdmVybGFwcGluZy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmaW5kQWxsSW5Sb3coXG4gIHJ1bnM6IFJvd1J1bltdLFxuICBxdWVyeTogc3RyaW5nLFxuKTogeyB4OiBudW1iZXI7IHdpZHRoOiBudW1iZXIgfVtdIHtcbiAgaWYgKHF1ZXJ5ID09PSBcIlwiKSByZXR1cm4gW107XG4gIGNvbnN0IGZvbGQgPSBxdWVyeSA9PT0gcXVlcnkudG9Mb3dlckNhc2UoKTtcbiAgY29uc3QgeyB0ZXh0LCBmcm9tLCB0byB9ID0gcm93VGV4dChydW5zLCBmb2xkKTtcbiAgY29uc3QgcSA9IGZvbGQgPyBxdWVyeS50b0xvd2VyQ2FzZSgpIDogcXVlcnk7XG4gIGNvbnN0IG91dDogeyB4OiBudW1iZXI7IHdpZHRoOiBudW1iZXIgfVtdID0gW107XG4gIGZvciAobGV0IGkgPSB0ZXh0LmluZGV4T2YocSk7IGkgPj0gMDsgaSA9IHRleHQuaW5kZXhPZihxLCBpICsgcS5sZW5ndGgpKSB7XG4gICAgb3V0LnB1c2goeyB4OiBmcm9tW2ldLCB3aWR0aDogdG9baSArIHEubGVuZ3RoIC0gMV0gLSBmcm9tW2ldIH0pO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbi8qKiBPbmUgc2VhcmNoIHRocm91Z2ggdGhlIGxpbmVzLCByZXN1bWFibGUgd2hpbGUgcm93cyBhcmUgZmV0Y2hlZC4gKi9cbmV4cG9ydCBjbGFzcyBTZWFyY2hTY2FuIHtcbiAgI2xpbmU6IG51bWJlcjtcbiAgI2xpbWl0OiBudW1iZXIgfCBudWxsO1xuICAvKiogTGluZXMgc3RpbGwgdG8gbG9vayBhdDogZXZlcnkgbGluZSBvbmNlLCB0aGUgZmlyc3Qgb25lIHR3aWNlLiAqL1xuICAjbGVmdDogbnVtYmVyO1xuICAjZmV0Y2hlZEZvciA9IE5hTjtcblxuICAvKipcbiAgICogU3RhcnRzIGF0IGxpbmUgYGxpbmVgLCBsZWZ0ICh1cHdhcmQpIG9yIHJpZ2h0IChkb3dud2FyZCkgb2YgY2VsbFxuICAgKiBgbGltaXRgIHRoZXJlIChudWxsOiB0aGUgd2hvbGUgbGluZSkuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihcbiAgICByZWFkb25seSBxdWVyeTogc3RyaW5nLFxuICAgIHJlYWRvbmx5IGRpcjogU2VhcmNoRGlyZWN0aW9uLFxuICAgIHZpZXc6IEhpc3RvcnlWaWV3LFxuICAgIGxpbmU6IG51bWJlcixcbiAgICBsaW1pdDogbnVtYmVyIHwgbnVsbCxcbiAgKSB7XG4gICAgdGhpcy4jbGluZSA9IGxpbmU7XG4gICAgdGhpcy4jbGltaXQgPSBsaW1pdDtcbiAgICB0aGlzLiNsZWZ0ID0gdmlldy5lbmQgLSB2aWV3Lm9sZGVzdCArIDE7XG4gIH1cblxuICAvKipcbiAgICogTG9va3Mgb246IGEgbWF0Y2gsIGBcImZldGNoXCJgIHdoZW4gbGluZSBgd2FudGVkYCBtdXN0IGJlIGZldGNoZWQgZmlyc3RcbiAgICogKHNlZSBgZmV0Y2hSYW5nZWApLCBvciBgXCJub25lXCJgIHdoZW4gZXZlcnkgbGluZSB3YXMgbG9va2VkIGF0LlxuICAgKi9cbiAgc3RlcCh2aWV3OiBIaXN0b3J5Vmlldyk6IE1hdGNoIHwgXCJmZXRjaFwiIHwgXCJub25lXCIge1xuICAgIGZvciAoOyB0aGlzLiNsZWZ0ID4gMDsgdGhpcy4jbGVmdC0tKSB7XG4gICAgICBjb25zdCBuID0gdGhpcy4jd3JhcCh2aWV3KTtcbiAgICAgIGlmIChuID09PSBudWxsKSByZXR1cm4gXCJub25lXCI7XG4gICAgICBjb25zdCBydW5zID0gdmlldy5yb3cobik7XG4gICAgICBpZiAoIXJ1bnMpIHtcbiAgICAgICAgLy8gQXNrZWQgZm9yIG9uY2UgYWxyZWFkeSBhbmQgc3RpbGwgbWlzc2luZzogc2tpcCBpdC5cbiAgICAgICAgaWYgKHRoaXMuI2ZldGNoZWRGb3IgIT09IG4pIHtcbiAgICAgICAgICB0aGlzLiNmZXRjaGVkRm9yID0gbjtcbiAgICAgICAgICByZXR1cm4gXCJmZXRjaFwiO1xuICAgICAgICB9XG4gICAgICB9IGVsc2Uge1xuICAgICAgICBjb25zdCBoaXQgPSBmaW5kSW5Sb3cocnVucywgdGhpcy5xdWVyeSwgdGhpcy5kaXIsIHRoaXMuI2xpbWl0KTtcbiAgICAgICAgaWYgKGhpdCkgcmV0dXJuIHsgbGluZTogbiwgLi4uaGl0IH07XG4gICAgICB9XG4gICAgICB0aGlzLiNsaW1pdCA9IG51bGw7XG4gICAgICB0aGlzLiNsaW5lID0gbiArICh0aGlzLmRpciA9PT0gXCJ1cFwiID8gLTEgOiAxKTtcbiAgICB9XG4gICAgcmV0dXJuIFwibm9uZVwiO1xuICB9XG5cbiAgLyoqIFRoZSBsaW5lIGBzdGVwYCB3YW50cyBmZXRjaGVkLiAqL1xuICBnZXQgd2FudGVkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2xpbmU7XG4gIH1cblxuICAvKipcbiAgICogVGhlIGxpbmVzIHRvIGZldGNoIGZvciBgd2FudGVkYDogdXAgdG8gYG1heGAgb2YgdGhlbSwgaW4gdGhlIGRpcmVjdGlvblxuICAgKiBvZiB0aGUgc2VhcmNoLCB3aXRoaW4gd2hhdCBleGlzdHMuXG4gICAqL1xuICBmZXRjaFJhbmdlKHZpZXc6IEhpc3RvcnlWaWV3LCBtYXg6IG51bWJlcik6IFtmcm9tOiBudW1iZXIsIGNvdW50OiBudW1iZXJdIHtcbiAgICBjb25zdCBuID0gdGhpcy4jbGluZTtcbiAgICBpZiAodGhpcy5kaXIgPT09IFwidXBcIikge1xuICAgICAgY29uc3QgZnJvbSA9IE1hdGgubWF4KHZpZXcub2xkZXN0LCBuIC0gbWF4ICsgMSk7XG4gICAgICByZXR1cm4gW2Zyb20sIG4gLSBmcm9tICsgMV07XG4gICAgfVxuICAgIHJldHVybiBbbiwgTWF0aC5taW4obWF4LCB2aWV3LmVuZCAtIG4pXTtcbiAgfVxuXG4gIC8vIFRoZSBjdXJyZW50IGxpbmUsIHdyYXBwZWQgYXJvdW5kIHRoZSBlbmRzOyBudWxsIHdoZW4gbm90aGluZyBleGlzdHMuXG4gICN3cmFwKHZpZXc6IEhpc3RvcnlWaWV3KTogbnVtYmVyIHwgbnVsbCB7XG4gICAgaWYgKHZpZXcuZW5kIDw9IHZpZXcub2xkZXN0KSByZXR1cm4gbnVsbDtcbiAgICBpZiAodGhpcy4jbGluZSA8IHZpZXcub2xkZXN0KSB0aGlzLiNsaW5lID0gdmlldy5lbmQgLSAxO1xuICAgIGlmICh0aGlzLiNsaW5lID49IHZpZXcuZW5kKSB0aGlzLiNsaW5lID0gdmlldy5vbGRlc3Q7XG4gICAgcmV0dXJuIHRoaXMuI2xpbmU7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUVELFNBQXNCLFFBQVEsUUFBUSxvQkFBb0I7QUFFMUQsU0FBUyxTQUFTLFFBQVEsbUJBQW1CO0FBbUI3Qyx1RUFBdUUsR0FDdkUsT0FBTyxTQUFTLFFBQVEsSUFBYyxFQUFFLE9BQU8sS0FBSztFQUNsRCxJQUFJLE9BQU87RUFDWCxNQUFNLE9BQWlCLEVBQUUsRUFBRSxLQUFlLEVBQUU7RUFDNUMsSUFBSSxJQUFJO0VBQ1IsS0FBSyxNQUFNLE9BQU8sS0FBTTtJQUN0QixNQUFNLE9BQU8sQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLElBQUksQ0FBQyxJQUFJLFFBQVEsTUFBTTtJQUM1QyxNQUFNLFFBQVEsS0FBSyxHQUFHLENBQUMsR0FBRyxHQUFHLENBQUMsRUFBRSxHQUFHO0lBQ25DLE1BQU0sSUFBSSxPQUFPLElBQUk7SUFDckIsS0FBSyxNQUFNLEtBQUssVUFBVSxHQUFHLENBQUMsRUFBRSxFQUFFLE9BQU8sS0FBSyxJQUFJLENBQUMsUUFBUSxLQUFLLE9BQVE7TUFDdEUsTUFBTSxJQUFJLE9BQU8sRUFBRSxXQUFXLEtBQUs7TUFDbkMsUUFBUTtNQUNSLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sRUFBRSxJQUFLO1FBQ2pDLEtBQUssSUFBSSxDQUFDO1FBQ1YsR0FBRyxJQUFJLENBQUMsSUFBSTtNQUNkO01BQ0EsS0FBSztJQUNQO0VBQ0Y7RUFDQSxPQUFPO0lBQUU7SUFBTTtJQUFNO0VBQUc7QUFDMUI7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLFVBQ2QsSUFBYyxFQUNkLEtBQWEsRUFDYixHQUFvQixFQUNwQixLQUFvQjtFQUVwQixJQUFJLFVBQVUsSUFBSSxPQUFPO0VBQ3pCLE1BQU0sT0FBTyxVQUFVLE1BQU0sV0FBVztFQUN4QyxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxFQUFFLEVBQUUsR0FBRyxRQUFRLE1BQU07RUFDekMsTUFBTSxJQUFJLE9BQU8sTUFBTSxXQUFXLEtBQUs7RUFDdkMsSUFBSSxNQUFNLENBQUM7RUFDWCxJQUFJLFFBQVEsTUFBTTtJQUNoQixJQUFLLElBQUksSUFBSSxLQUFLLFdBQVcsQ0FBQyxJQUFJLEtBQUssR0FBRyxJQUFJLEtBQUssV0FBVyxDQUFDLEdBQUcsSUFBSSxHQUFJO01BQ3hFLElBQUksVUFBVSxRQUFRLElBQUksQ0FBQyxFQUFFLEdBQUcsT0FBTztRQUNyQyxNQUFNO1FBQ047TUFDRjtNQUNBLElBQUksTUFBTSxHQUFHO0lBQ2Y7RUFDRixPQUFPO0lBQ0wsSUFBSyxJQUFJLElBQUksS0FBSyxPQUFPLENBQUMsSUFBSSxLQUFLLEdBQUcsSUFBSSxLQUFLLE9BQU8sQ0FBQyxHQUFHLElBQUksR0FBSTtNQUNoRSxJQUFJLFVBQVUsUUFBUSxJQUFJLENBQUMsRUFBRSxHQUFHLE9BQU87UUFDckMsTUFBTTtRQUNOO01BQ0Y7SUFDRjtFQUNGO0VBQ0EsSUFBSSxNQUFNLEdBQUcsT0FBTztFQUNwQixNQUFNLElBQUksSUFBSSxDQUFDLElBQUk7RUFDbkIsT0FBTztJQUFFO0lBQUcsT0FBTyxFQUFFLENBQUMsTUFBTSxFQUFFLE1BQU0sR0FBRyxFQUFFLEdBQUc7RUFBRTtBQUNoRDtBQUVBLHFFQUFxRSxHQUNyRSxPQUFPLFNBQVMsYUFDZCxJQUFjLEVBQ2QsS0FBYTtFQUViLElBQUksVUFBVSxJQUFJLE9BQU8sRUFBRTtFQUMzQixNQUFNLE9BQU8sVUFBVSxNQUFNLFdBQVc7RUFDeEMsTUFBTSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsRUFBRSxFQUFFLEdBQUcsUUFBUSxNQUFNO0VBQ3pDLE1BQU0sSUFBSSxPQUFPLE1BQU0sV0FBVyxLQUFLO0VBQ3ZDLE1BQU0sTUFBc0MsRUFBRTtFQUM5QyxJQUFLLElBQUksSUFBSSxLQUFLLE9BQU8sQ0FBQyxJQUFJLEtBQUssR0FBRyxJQUFJLEtBQUssT0FBTyxDQUFDLEdBQUcsSUFBSSxFQUFFLE1BQU0sRUFBRztJQUN2RSxJQUFJLElBQUksQ0FBQztNQUFFLEdBQUcsSUFBSSxDQUFDLEVBQUU7TUFBRSxPQUFPLEVBQUUsQ0FBQyxJQUFJLEVBQUUsTUFBTSxHQUFHLEVBQUUsR0FBRyxJQUFJLENBQUMsRUFBRTtJQUFDO0VBQy9EO0VBQ0EsT0FBTztBQUNUO0FBRUEsb0VBQW9FLEdBQ3BFLE9BQU8sTUFBTTs7O0VBQ1gsQ0FBQSxJQUFLLENBQVM7RUFDZCxDQUFBLEtBQU0sQ0FBZ0I7RUFDdEIsa0VBQWtFLEdBQ2xFLENBQUEsSUFBSyxDQUFTO0VBQ2QsQ0FBQSxVQUFXLENBQU87RUFFbEI7OztHQUdDLEdBQ0QsWUFDRSxBQUFTLEtBQWEsRUFDdEIsQUFBUyxHQUFvQixFQUM3QixJQUFpQixFQUNqQixJQUFZLEVBQ1osS0FBb0IsQ0FDcEI7U0FMUyxRQUFBO1NBQ0EsTUFBQTtTQVJYLENBQUEsVUFBVyxHQUFHO0lBYVosSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLEtBQUssR0FBRyxHQUFHLEtBQUssTUFBTSxHQUFHO0VBQ3hDO0VBRUE7OztHQUdDLEdBQ0QsS0FBSyxJQUFpQixFQUE0QjtJQUNoRCxNQUFPLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssR0FBSTtNQUNuQyxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQ3JCLElBQUksTUFBTSxNQUFNLE9BQU87TUFDdkIsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDO01BQ3RCLElBQUksQ0FBQyxNQUFNO1FBQ1QscURBQXFEO1FBQ3JELElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxLQUFLLEdBQUc7VUFDMUIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO1VBQ25CLE9BQU87UUFDVDtNQUNGLE9BQU87UUFDTCxNQUFNLE1BQU0sVUFBVSxNQUFNLElBQUksQ0FBQyxLQUFLLEVBQUUsSUFBSSxDQUFDLEdBQUcsRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNO1FBQzdELElBQUksS0FBSyxPQUFPO1VBQUUsTUFBTTtVQUFHLEdBQUcsR0FBRztRQUFDO01BQ3BDO01BQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO01BQ2QsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsR0FBRyxLQUFLLE9BQU8sQ0FBQyxJQUFJLENBQUM7SUFDOUM7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxtQ0FBbUMsR0FDbkMsSUFBSSxTQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7RUFFQTs7O0dBR0MsR0FDRCxXQUFXLElBQWlCLEVBQUUsR0FBVyxFQUFpQztJQUN4RSxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSztJQUNwQixJQUFJLElBQUksQ0FBQyxHQUFHLEtBQUssTUFBTTtNQUNyQixNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsS0FBSyxNQUFNLEVBQUUsSUFBSSxNQUFNO01BQzdDLE9BQU87UUFBQztRQUFNLElBQUksT0FBTztPQUFFO0lBQzdCO0lBQ0EsT0FBTztNQUFDO01BQUcsS0FBSyxHQUFHLENBQUMsS0FBSyxLQUFLLEdBQUcsR0FBRztLQUFHO0VBQ3pDO0VBRUEsdUVBQXVFO0VBQ3ZFLENBQUEsSUFBSyxDQUFDLElBQWlCO0lBQ3JCLElBQUksS0FBSyxHQUFHLElBQUksS0FBSyxNQUFNLEVBQUUsT0FBTztJQUNwQyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxLQUFLLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxHQUFHLEdBQUc7SUFDdEQsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUksS0FBSyxHQUFHLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLEtBQUssTUFBTTtJQUNwRCxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7QUFDRiJ9
// denoCacheMetadata=3112971005788632606,5165295945081888188