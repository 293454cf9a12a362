/**
 * Composition: a window's screen made from its panes' screens, as tmux
 * draws it. Each visible pane's rows go into its rectangle; every cell no
 * pane covers is border, drawn with box-drawing characters that join where
 * borders meet; the borders around the active pane are green (tmux's
 * `pane-active-border-style`). A zoomed window shows only its active pane.
 *
 * Composition is done once, in the daemon's parse worker, so every kind of
 * client (attach, browser, remote) shows the same panes from one screen
 * and never needs to know the layout.
 *
 * `WindowFrame` is the geometry of one arrangement (recomputed when the
 * layout, the active pane or the zoom changes); `composeRow()` builds one
 * row of the window from whatever each pane has on screen now.
 *
 * @module
 */ /** Palette green: the active pane's borders. */ const ACTIVE_BORDER_FG = 2;
/** Box drawing by which neighbours are border too: up, down, left, right. */ const JOINS = {
  "0011": "─",
  "0001": "─",
  "0010": "─",
  "1100": "│",
  "1000": "│",
  "0100": "│",
  "0101": "┌",
  "0110": "┐",
  "1001": "└",
  "1010": "┘",
  "1101": "├",
  "1110": "┤",
  "0111": "┬",
  "1011": "┴",
  "1111": "┼"
};
/** The geometry of a window's screen: which pane or border is where. */ export class WindowFrame {
  cols;
  rows;
  /** Visible panes' rectangles (clipped to the window). */ rects;
  active;
  #spans;
  #pairs;
  /**
   * `rects` are the panes shown (the active one alone when zoomed, at the
   * window's full size); `active` is the pane whose borders are green.
   */ constructor(cols, rows, rects, active){
    this.cols = cols;
    this.rows = rows;
    this.rects = rects;
    this.active = active;
    this.#spans = buildSpans(cols, rows, rects, active);
    this.#pairs = this.#spans.map((spans)=>spans.flatMap((s)=>s.kind === "pane" ? [
          s.pane,
          s.paneRow
        ] : []));
  }
  /**
   * Which pane rows make up window row `y` (for dirty tracking), as flat
   * pairs, `[pane, paneRow, ...]`, built once per layout: the parse worker
   * looks at every row for every update, and objects made per row were
   * most of what an echo's update allocated (about 12 of 14-20 KB,
   * measured with `Deno.memoryUsage()`).
   */ paneRowPairs(y) {
    return this.#pairs[y] ?? [];
  }
  /**
   * Window row `y`: each pane's runs (from `paneRuns`) padded to its width,
   * and the borders between. Trailing blank cells are left out, as the
   * engine leaves them out of its own rows.
   */ composeRow(y, paneRuns) {
    const spans = this.#spans[y] ?? [];
    // One pane covering the whole row: its runs as they are.
    if (spans.length === 1 && spans[0].kind === "pane") {
      return paneRuns(spans[0].pane, spans[0].paneRow);
    }
    const out = [];
    let pad = 0;
    for (const s of spans){
      if (s.kind === "border") {
        if (pad > 0) out.push([
          " ".repeat(pad),
          pad
        ]);
        pad = 0;
        for (const r of s.runs)out.push(r);
        continue;
      }
      const runs = paneRuns(s.pane, s.paneRow);
      let used = 0;
      for (const r of runs){
        if (used + r[1] > s.cols) break; // Never spill out of the rectangle.
        if (pad > 0) out.push([
          " ".repeat(pad),
          pad
        ]);
        pad = 0;
        out.push(r);
        used += r[1];
      }
      pad += s.cols - used;
    }
    return out;
  }
}
/** Splits every row into pane spans and border spans. */ function buildSpans(cols, rows, rects, active) {
  // owner[y * cols + x]: pane id + 1, or 0 for border.
  const owner = new Int32Array(cols * rows);
  for (const [pane, r] of rects){
    for(let y = Math.max(r.y, 0); y < Math.min(r.y + r.rows, rows); y++){
      const row = y * cols;
      for(let x = Math.max(r.x, 0); x < Math.min(r.x + r.cols, cols); x++){
        owner[row + x] = pane + 1;
      }
    }
  }
  const at = (x, y)=>x < 0 || y < 0 || x >= cols || y >= rows ? -1 : owner[y * cols + x];
  const isBorder = (x, y)=>at(x, y) === 0;
  const nearActive = (x, y)=>{
    for(let dy = -1; dy <= 1; dy++){
      for(let dx = -1; dx <= 1; dx++){
        if (at(x + dx, y + dy) === active + 1) return true;
      }
    }
    return false;
  };
  const spans = [];
  for(let y = 0; y < rows; y++){
    const row = [];
    let x = 0;
    while(x < cols){
      const o = owner[y * cols + x];
      let end = x + 1;
      while(end < cols && owner[y * cols + end] === o)end++;
      if (o > 0) {
        const r = rects.get(o - 1);
        row.push({
          kind: "pane",
          pane: o - 1,
          x,
          cols: end - x,
          paneRow: y - r.y
        });
      } else {
        row.push({
          kind: "border",
          x,
          cols: end - x,
          runs: borderRuns(x, end, y, isBorder, nearActive)
        });
      }
      x = end;
    }
    spans.push(row);
  }
  return spans;
}
/** The runs of border cells x..end-1 of row y. */ function borderRuns(from, end, y, isBorder, nearActive) {
  const runs = [];
  let text = "";
  let green = false;
  const flush = ()=>{
    if (text.length === 0) return;
    runs.push(green ? [
      text,
      text.length,
      ACTIVE_BORDER_FG
    ] : [
      text,
      text.length
    ]);
    text = "";
  };
  for(let x = from; x < end; x++){
    const key = [
      isBorder(x, y - 1),
      isBorder(x, y + 1),
      isBorder(x - 1, y),
      isBorder(x + 1, y)
    ].map((b)=>b ? "1" : "0").join("");
    const g = nearActive(x, y);
    // A lone border cell (a window one row or column deep) runs between
    // the panes beside it.
    const lone = x === 0 ? "─" : "│";
    if (g !== green) flush();
    green = g;
    text += JOINS[key] ?? lone;
  }
  flush();
  return runs;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2NvbXBvc2UudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBDb21wb3NpdGlvbjogYSB3aW5kb3cncyBzY3JlZW4gbWFkZSBmcm9tIGl0cyBwYW5lcycgc2NyZWVucywgYXMgdG11eFxuICogZHJhd3MgaXQuIEVhY2ggdmlzaWJsZSBwYW5lJ3Mgcm93cyBnbyBpbnRvIGl0cyByZWN0YW5nbGU7IGV2ZXJ5IGNlbGwgbm9cbiAqIHBhbmUgY292ZXJzIGlzIGJvcmRlciwgZHJhd24gd2l0aCBib3gtZHJhd2luZyBjaGFyYWN0ZXJzIHRoYXQgam9pbiB3aGVyZVxuICogYm9yZGVycyBtZWV0OyB0aGUgYm9yZGVycyBhcm91bmQgdGhlIGFjdGl2ZSBwYW5lIGFyZSBncmVlbiAodG11eCdzXG4gKiBgcGFuZS1hY3RpdmUtYm9yZGVyLXN0eWxlYCkuIEEgem9vbWVkIHdpbmRvdyBzaG93cyBvbmx5IGl0cyBhY3RpdmUgcGFuZS5cbiAqXG4gKiBDb21wb3NpdGlvbiBpcyBkb25lIG9uY2UsIGluIHRoZSBkYWVtb24ncyBwYXJzZSB3b3JrZXIsIHNvIGV2ZXJ5IGtpbmQgb2ZcbiAqIGNsaWVudCAoYXR0YWNoLCBicm93c2VyLCByZW1vdGUpIHNob3dzIHRoZSBzYW1lIHBhbmVzIGZyb20gb25lIHNjcmVlblxuICogYW5kIG5ldmVyIG5lZWRzIHRvIGtub3cgdGhlIGxheW91dC5cbiAqXG4gKiBgV2luZG93RnJhbWVgIGlzIHRoZSBnZW9tZXRyeSBvZiBvbmUgYXJyYW5nZW1lbnQgKHJlY29tcHV0ZWQgd2hlbiB0aGVcbiAqIGxheW91dCwgdGhlIGFjdGl2ZSBwYW5lIG9yIHRoZSB6b29tIGNoYW5nZXMpOyBgY29tcG9zZVJvdygpYCBidWlsZHMgb25lXG4gKiByb3cgb2YgdGhlIHdpbmRvdyBmcm9tIHdoYXRldmVyIGVhY2ggcGFuZSBoYXMgb24gc2NyZWVuIG5vdy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBSb3dSdW4gfSBmcm9tIFwiLi4vLi4vdnQvdHlwZXMudHNcIjtcbmltcG9ydCB0eXBlIHsgUmVjdCB9IGZyb20gXCIuL2xheW91dC50c1wiO1xuXG4vKiogUGFsZXR0ZSBncmVlbjogdGhlIGFjdGl2ZSBwYW5lJ3MgYm9yZGVycy4gKi9cbmNvbnN0IEFDVElWRV9CT1JERVJfRkcgPSAyO1xuXG4vKiogQSBwYW5lJ3MgcGFydCBvZiBvbmUgd2luZG93IHJvdy4gKi9cbmludGVyZmFjZSBQYW5lU3BhbiB7XG4gIGtpbmQ6IFwicGFuZVwiO1xuICBwYW5lOiBudW1iZXI7XG4gIHg6IG51bWJlcjtcbiAgY29sczogbnVtYmVyO1xuICAvKiogVGhlIHBhbmUncyBvd24gcm93IHNob3duIGhlcmUuICovXG4gIHBhbmVSb3c6IG51bWJlcjtcbn1cblxuLyoqIEJvcmRlciBjZWxscyBvZiBvbmUgcm93LCByZWFkeSBhcyBydW5zLiAqL1xuaW50ZXJmYWNlIEJvcmRlclNwYW4ge1xuICBraW5kOiBcImJvcmRlclwiO1xuICB4OiBudW1iZXI7XG4gIGNvbHM6IG51bWJlcjtcbiAgcnVuczogUm93UnVuW107XG59XG5cbnR5cGUgU3BhbiA9IFBhbmVTcGFuIHwgQm9yZGVyU3BhbjtcblxuLyoqIEJveCBkcmF3aW5nIGJ5IHdoaWNoIG5laWdoYm91cnMgYXJlIGJvcmRlciB0b286IHVwLCBkb3duLCBsZWZ0LCByaWdodC4gKi9cbmNvbnN0IEpPSU5TOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0ge1xuICBcIjAwMTFcIjogXCLilIBcIixcbiAgXCIwMDAxXCI6IFwi4pSAXCIsXG4gIFwiMDAxMFwiOiBcIuKUgFwiLFxuICBcIjExMDBcIjogXCLilIJcIixcbiAgXCIxMDAwXCI6IFwi4pSCXCIsXG4gIFwiMDEwMFwiOiBcIuKUglwiLFxuICBcIjAxMDFcIjogXCLilIxcIixcbiAgXCIwMTEwXCI6IFwi4pSQXCIsXG4gIFwiMTAwMVwiOiBcIuKUlFwiLFxuICBcIjEwMTBcIjogXCLilJhcIixcbiAgXCIxMTAxXCI6IFwi4pScXCIsXG4gIFwiMTExMFwiOiBcIuKUpFwiLFxuICBcIjAxMTFcIjogXCLilKxcIixcbiAgXCIxMDExXCI6IFwi4pS0XCIsXG4gIFwiMTExMVwiOiBcIuKUvFwiLFxufTtcblxuLyoqIFRoZSBnZW9tZXRyeSBvZiBhIHdpbmRvdydzIHNjcmVlbjogd2hpY2ggcGFuZSBvciBib3JkZXIgaXMgd2hlcmUuICovXG5leHBvcnQgY2xhc3MgV2luZG93RnJhbWUge1xuICByZWFkb25seSBjb2xzOiBudW1iZXI7XG4gIHJlYWRvbmx5IHJvd3M6IG51bWJlcjtcbiAgLyoqIFZpc2libGUgcGFuZXMnIHJlY3RhbmdsZXMgKGNsaXBwZWQgdG8gdGhlIHdpbmRvdykuICovXG4gIHJlYWRvbmx5IHJlY3RzOiBSZWFkb25seU1hcDxudW1iZXIsIFJlY3Q+O1xuICByZWFkb25seSBhY3RpdmU6IG51bWJlcjtcbiAgI3NwYW5zOiBTcGFuW11bXTtcbiAgI3BhaXJzOiBudW1iZXJbXVtdO1xuXG4gIC8qKlxuICAgKiBgcmVjdHNgIGFyZSB0aGUgcGFuZXMgc2hvd24gKHRoZSBhY3RpdmUgb25lIGFsb25lIHdoZW4gem9vbWVkLCBhdCB0aGVcbiAgICogd2luZG93J3MgZnVsbCBzaXplKTsgYGFjdGl2ZWAgaXMgdGhlIHBhbmUgd2hvc2UgYm9yZGVycyBhcmUgZ3JlZW4uXG4gICAqL1xuICBjb25zdHJ1Y3RvcihcbiAgICBjb2xzOiBudW1iZXIsXG4gICAgcm93czogbnVtYmVyLFxuICAgIHJlY3RzOiBSZWFkb25seU1hcDxudW1iZXIsIFJlY3Q+LFxuICAgIGFjdGl2ZTogbnVtYmVyLFxuICApIHtcbiAgICB0aGlzLmNvbHMgPSBjb2xzO1xuICAgIHRoaXMucm93cyA9IHJvd3M7XG4gICAgdGhpcy5yZWN0cyA9IHJlY3RzO1xuICAgIHRoaXMuYWN0aXZlID0gYWN0aXZlO1xuICAgIHRoaXMuI3NwYW5zID0gYnVpbGRTcGFucyhjb2xzLCByb3dzLCByZWN0cywgYWN0aXZlKTtcbiAgICB0aGlzLiNwYWlycyA9IHRoaXMuI3NwYW5zLm1hcCgoc3BhbnMpID0+XG4gICAgICBzcGFucy5mbGF0TWFwKChzKSA9PiBzLmtpbmQgPT09IFwicGFuZVwiID8gW3MucGFuZSwgcy5wYW5lUm93XSA6IFtdKVxuICAgICk7XG4gIH1cblxuICAvKipcbiAgICogV2hpY2ggcGFuZSByb3dzIG1ha2UgdXAgd2luZG93IHJvdyBgeWAgKGZvciBkaXJ0eSB0cmFja2luZyksIGFzIGZsYXRcbiAgICogcGFpcnMsIGBbcGFuZSwgcGFuZVJvdywgLi4uXWAsIGJ1aWx0IG9uY2UgcGVyIGxheW91dDogdGhlIHBhcnNlIHdvcmtlclxuICAgKiBsb29rcyBhdCBldmVyeSByb3cgZm9yIGV2ZXJ5IHVwZGF0ZSwgYW5kIG9iamVjdHMgbWFkZSBwZXIgcm93IHdlcmVcbiAgICogbW9zdCBvZiB3aGF0IGFuIGVjaG8ncyB1cGRhdGUgYWxsb2NhdGVkIChhYm91dCAxMiBvZiAxNC0yMCBLQixcbiAgICogbWVhc3VyZWQgd2l0aCBgRGVuby5tZW1vcnlVc2FnZSgpYCkuXG4gICAqL1xuICBwYW5lUm93UGFpcnMoeTogbnVtYmVyKTogcmVhZG9ubHkgbnVtYmVyW10ge1xuICAgIHJldHVybiB0aGlzLiNwYWlyc1t5XSA/PyBbXTtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaW5kb3cgcm93IGB5YDogZWFjaCBwYW5lJ3MgcnVucyAoZnJvbSBgcGFuZVJ1bnNgKSBwYWRkZWQgdG8gaXRzIHdpZHRoLFxuICAgKiBhbmQgdGhlIGJvcmRlcnMgYmV0d2Vlbi4gVHJhaWxpbmcgYmxhbmsgY2VsbHMgYXJlIGxlZnQgb3V0LCBhcyB0aGVcbiAgICogZW5naW5lIGxlYXZlcyB0aGVtIG91dCBvZiBpdHMgb3duIHJvd3MuXG4gICAqL1xuICBjb21wb3NlUm93KFxuICAgIHk6IG51bWJlcixcbiAgICBwYW5lUnVuczogKHBhbmU6IG51bWJlciwgcGFuZVJvdzogbnVtYmVyKSA9PiBSb3dSdW5bXSxcbiAgKTogUm93UnVuW10ge1xuICAgIGNvbnN0IHNwYW5zID0gdGhpcy4jc3BhbnNbeV0gPz8gW107XG4gICAgLy8gT25lIHBhbmUgY292ZXJpbmcgdGhlIHdob2xlIHJvdzogaXRzIHJ1bnMgYXMgdGhleSBhcmUuXG4gICAgaWYgKHNwYW5zLmxlbmd0aCA9PT0gMSAmJiBzcGFuc1swXS5raW5kID09PSBcInBhbmVcIikge1xuICAgICAgcmV0dXJuIHBhbmVSdW5zKHNwYW5zWzBdLnBhbmUsIHNwYW5zWzBdLnBhbmVSb3cpO1xuICAgIH1cbiAgICBjb25zdCBvdXQ6IFJvd1J1bltdID0gW107XG4gICAgbGV0IHBhZCA9IDA7XG4gICAgZm9yIChjb25zdCBzIG9mIHNwYW5zKSB7XG4gICAgICBpZiAocy5raW5kID09PSBcImJvcmRlclwiKSB7XG4gICAgICAgIGlmIChwYWQgPiAwKSBvdXQucHVzaChbXCIgXCIucmVwZWF0KHBhZCksIHBhZF0pO1xuICAgICAgICBwYWQgPSAwO1xuICAgICAgICBmb3IgKGNvbnN0IHIgb2Ygcy5ydW5zKSBvdXQucHVzaChyKTtcbiAgICAgICAgY29udGludWU7XG4gICAgICB9XG4gICAgICBjb25zdCBydW5zID0gcGFuZVJ1bnMocy5wYW5lLCBzLnBhbmVSb3cpO1xuICAgICAgbGV0IHVzZWQgPSAwO1xuICAgICAgZm9yIChjb25zdCByIG9mIHJ1bnMpIHtcbiAgICAgICAgaWYgKHVzZWQgKyByWzFdID4gcy5jb2xzKSBicmVhazsgLy8gTmV2ZXIgc3BpbGwgb3V0IG9mIHRoZSByZWN0YW5nbGUuXG4gICAgICAgIGlmIChwYWQgPiAwKSBvdXQucHVzaChbXCIgXCIucmVwZWF0KHBhZCksIHBhZF0pO1xuICAgICAgICBwYWQgPSAwO1xuICAgICAgICBvdXQucHVzaChyKTtcbiAgICAgICAgdXNlZCArPSByWzFdO1xuICAgICAgfVxuICAgICAgcGFkICs9IHMuY29scyAtIHVzZWQ7XG4gICAgfVxuICAgIHJldHVybiBvdXQ7XG4gIH1cbn1cblxuLyoqIFNwbGl0cyBldmVyeSByb3cgaW50byBwYW5lIHNwYW5zIGFuZCBib3JkZXIgc3BhbnMuICovXG5mdW5jdGlvbiBidWlsZFNwYW5zKFxuICBjb2xzOiBudW1iZXIsXG4gIHJvd3M6IG51bWJlcixcbiAgcmVjdHM6IFJlYWRvbmx5TWFwPG51bWJlciwgUmVjdD4sXG4gIGFjdGl2ZTogbnVtYmVyLFxuKTogU3BhbltdW10ge1xuICAvLyBvd25lclt5ICogY29scyArIHhdOiBwYW5lIGlkICsgMSwgb3IgMCBmb3IgYm9yZGVyLlxuICBjb25zdCBvd25lciA9IG5ldyBJbnQzMkFycmF5KGNvbHMgKiByb3dzKTtcbiAgZm9yIChjb25zdCBbcGFuZSwgcl0gb2YgcmVjdHMpIHtcbiAgICBmb3IgKGxldCB5ID0gTWF0aC5tYXgoci55LCAwKTsgeSA8IE1hdGgubWluKHIueSArIHIucm93cywgcm93cyk7IHkrKykge1xuICAgICAgY29uc3Qgcm93ID0geSAqIGNvbHM7XG4gICAgICBmb3IgKGxldCB4ID0gTWF0aC5tYXgoci54LCAwKTsgeCA8IE1hdGgubWluKHIueCArIHIuY29scywgY29scyk7IHgrKykge1xuICAgICAgICBvd25lcltyb3cgKyB4XSA9IHBhbmUgKyAxO1xuICAgICAgfVxuICAgIH1cbiAgfVxuICBjb25zdCBhdCA9ICh4OiBudW1iZXIsIHk6IG51bWJlcikgPT5cbiAgICB4IDwgMCB8fCB5IDwgMCB8fCB4ID49IGNvbHMgfHwgeSA+PSByb3dzID8gLTEgOiBvd25lclt5ICogY29scyArIHhdO1xuICBjb25zdCBpc0JvcmRlciA9ICh4OiBudW1iZXIsIHk6IG51bWJlcikgPT4gYXQoeCwgeSkgPT09IDA7XG4gIGNvbnN0IG5lYXJBY3RpdmUgPSAoeDogbnVtYmVyLCB5OiBudW1iZXIpID0+IHtcbiAgICBmb3IgKGxldCBkeSA9IC0xOyBkeSA8PSAxOyBkeSsrKSB7XG4gICAgICBmb3IgKGxldCBkeCA9IC0xOyBkeCA8PSAxOyBkeCsrKSB7XG4gICAgICAgIGlmIChhdCh4ICsgZHgsIHkgKyBkeSkgPT09IGFjdGl2ZSArIDEpIHJldHVybiB0cnVlO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gZmFsc2U7XG4gIH07XG4gIGNvbnN0IHNwYW5zOiBTcGFuW11bXSA9IFtdO1xuICBmb3IgKGxldCB5ID0gMDsgeSA8IHJvd3M7IHkrKykge1xuICAgIGNvbnN0IHJvdzogU3BhbltdID0gW107XG4gICAgbGV0IHggPSAwO1xuICAgIHdoaWxlICh4IDwgY29scykge1xuICAgICAgY29uc3QgbyA9IG93bmVyW3kgKiBjb2xzICsgeF07XG4gICAgICBsZXQgZW5kID0geCArIDE7XG4gICAgICB3aGlsZSAoZW5kIDwgY29scyAmJiBvd25lclt5ICogY29scyArIGVuZF0gPT09IG8pIGVuZCsrO1xuICAgICAgaWYgKG8gPiAwKSB7XG4gICAgICAgIGNvbnN0IHIgPSByZWN0cy5nZXQobyAtIDEpITtcbiAgICAgICAgcm93LnB1c2goe1xuICAgICAgICAgIGtpbmQ6IFwicGFuZVwiLFxuICAgICAgICAgIHBhbmU6IG8gLSAxLFxuICAgICAgICAgIHgsXG4gICAgICAgICAgY29sczogZW5kIC0geCxcbiAgICAgICAgICBwYW5lUm93OiB5IC0gci55LFxuICAgICAgICB9KTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIHJvdy5wdXNoKHtcbiAgICAgICAgICBraW5kOiBcImJvcmRlclwiLFxuICAgICAgICAgIHgsXG4gICAgICAgICAgY29sczogZW5kIC0geCxcbiAgICAgICAgICBydW5zOiBib3JkZXJSdW5zKHgsIGVuZCwgeSwgaXNCb3JkZXIsIG5lYXJBY3RpdmUpLFxuICAgICAgICB9KTtcbiAgICAgIH1cbiAgICAgIHggPSBlbmQ7XG4gICAgfVxuICAgIHNwYW5zLnB1c2gocm93KTtcbiAgfVxuICByZXR1cm4gc3BhbnM7XG59XG5cbi8qKiBUaGUgcnVucyBvZiBib3JkZXIgY2VsbHMgeC4uZW5kLTEgb2Ygcm93IHkuICovXG5mdW5jdGlvbiBib3JkZXJSdW5zKFxuICBmcm9tOiBudW1iZXIsXG4gIGVuZDogbnVtYmVyLFxuICB5OiBudW1iZXIsXG4gIGlzQm9yZGVyOiAoeDogbnVtYmVyLCB5OiBudW1iZXIpID0+IGJvb2xlYW4sXG4gIG5lYXJBY3RpdmU6ICh4OiBudW1iZXIsIHk6IG51bWJlcikgPT4gYm9vbGVhbixcbik6IFJvd1J1bltdIHtcbiAgY29uc3QgcnVuczogUm93UnVuW10gPSBbXTtcbiAgbGV0IHRleHQgPSBcIlwiO1xuICBsZXQgZ3JlZW4gPSBmYWxzZTtcbiAgY29uc3QgZmx1c2ggPSAoKSA9PiB7XG4gICAgaWYgKHRleHQubGVuZ3RoID09PSAwKSByZXR1cm47XG4gICAgcnVucy5wdXNoKFxuICAgICAgZ3JlZW4gPyBbdGV4dCwgdGV4dC5sZW5ndGgsIEFDVElWRV9CT1JERVJfRkddIDogW3RleHQsIHRleHQubGVuZ3RoXSxcbiAgICApO1xuICAgIHRleHQgPSBcIlwiO1xuICB9O1xuICBmb3IgKGxldCB4ID0gZnJvbTsgeCA8IGVuZDsgeCsrKSB7XG4gICAgY29uc3Qga2V5ID0gW1xuICAgICAgaXNCb3JkZXIoeCwgeSAtIDEpLFxuICAgICAgaXNCb3JkZXIoeCwgeSArIDEpLFxuICAgICAgaXNCb3JkZXIoeCAtIDEsIHkpLFxuICAgICAgaXNCb3JkZXIoeCArIDEsIHkpLFxuICAgIF0ubWFwKChiKSA9PiAoYiA/IFwiMVwiIDogXCIwXCIpKS5qb2luKFwiXCIpO1xuICAgIGNvbnN0IGcgPSBuZWFyQWN0aXZlKHgsIHkpO1xuICAgIC8vIEEgbG9uZSBib3JkZXIgY2VsbCAoYSB3aW5kb3cgb25lIHJvdyBvciBjb2x1bW4gZGVlcCkgcnVucyBiZXR3ZWVuXG4gICAgLy8gdGhlIHBhbmVzIGJlc2lkZSBpdC5cbiAgICBjb25zdCBsb25lID0geCA9PT0gMCA/IFwi4pSAXCIgOiBcIuKUglwiO1xuICAgIGlmIChnICE9PSBncmVlbikgZmx1c2goKTtcbiAgICBncmVlbiA9IGc7XG4gICAgdGV4dCArPSBKT0lOU1trZXldID8/IGxvbmU7XG4gIH1cbiAgZmx1c2goKTtcbiAgcmV0dXJuIHJ1bnM7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FLRCw4Q0FBOEMsR0FDOUMsTUFBTSxtQkFBbUI7QUFzQnpCLDJFQUEyRSxHQUMzRSxNQUFNLFFBQWdDO0VBQ3BDLFFBQVE7RUFDUixRQUFRO0VBQ1IsUUFBUTtFQUNSLFFBQVE7RUFDUixRQUFRO0VBQ1IsUUFBUTtFQUNSLFFBQVE7RUFDUixRQUFRO0VBQ1IsUUFBUTtFQUNSLFFBQVE7RUFDUixRQUFRO0VBQ1IsUUFBUTtFQUNSLFFBQVE7RUFDUixRQUFRO0VBQ1IsUUFBUTtBQUNWO0FBRUEsc0VBQXNFLEdBQ3RFLE9BQU8sTUFBTTtFQUNGLEtBQWE7RUFDYixLQUFhO0VBQ3RCLHVEQUF1RCxHQUN2RCxBQUFTLE1BQWlDO0VBQ2pDLE9BQWU7RUFDeEIsQ0FBQSxLQUFNLENBQVc7RUFDakIsQ0FBQSxLQUFNLENBQWE7RUFFbkI7OztHQUdDLEdBQ0QsWUFDRSxJQUFZLEVBQ1osSUFBWSxFQUNaLEtBQWdDLEVBQ2hDLE1BQWMsQ0FDZDtJQUNBLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLEtBQUssR0FBRztJQUNiLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsV0FBVyxNQUFNLE1BQU0sT0FBTztJQUM1QyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLFFBQzdCLE1BQU0sT0FBTyxDQUFDLENBQUMsSUFBTSxFQUFFLElBQUksS0FBSyxTQUFTO1VBQUMsRUFBRSxJQUFJO1VBQUUsRUFBRSxPQUFPO1NBQUMsR0FBRyxFQUFFO0VBRXJFO0VBRUE7Ozs7OztHQU1DLEdBQ0QsYUFBYSxDQUFTLEVBQXFCO0lBQ3pDLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUUsSUFBSSxFQUFFO0VBQzdCO0VBRUE7Ozs7R0FJQyxHQUNELFdBQ0UsQ0FBUyxFQUNULFFBQXFELEVBQzNDO0lBQ1YsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFLElBQUksRUFBRTtJQUNsQyx5REFBeUQ7SUFDekQsSUFBSSxNQUFNLE1BQU0sS0FBSyxLQUFLLEtBQUssQ0FBQyxFQUFFLENBQUMsSUFBSSxLQUFLLFFBQVE7TUFDbEQsT0FBTyxTQUFTLEtBQUssQ0FBQyxFQUFFLENBQUMsSUFBSSxFQUFFLEtBQUssQ0FBQyxFQUFFLENBQUMsT0FBTztJQUNqRDtJQUNBLE1BQU0sTUFBZ0IsRUFBRTtJQUN4QixJQUFJLE1BQU07SUFDVixLQUFLLE1BQU0sS0FBSyxNQUFPO01BQ3JCLElBQUksRUFBRSxJQUFJLEtBQUssVUFBVTtRQUN2QixJQUFJLE1BQU0sR0FBRyxJQUFJLElBQUksQ0FBQztVQUFDLElBQUksTUFBTSxDQUFDO1VBQU07U0FBSTtRQUM1QyxNQUFNO1FBQ04sS0FBSyxNQUFNLEtBQUssRUFBRSxJQUFJLENBQUUsSUFBSSxJQUFJLENBQUM7UUFDakM7TUFDRjtNQUNBLE1BQU0sT0FBTyxTQUFTLEVBQUUsSUFBSSxFQUFFLEVBQUUsT0FBTztNQUN2QyxJQUFJLE9BQU87TUFDWCxLQUFLLE1BQU0sS0FBSyxLQUFNO1FBQ3BCLElBQUksT0FBTyxDQUFDLENBQUMsRUFBRSxHQUFHLEVBQUUsSUFBSSxFQUFFLE9BQU8sb0NBQW9DO1FBQ3JFLElBQUksTUFBTSxHQUFHLElBQUksSUFBSSxDQUFDO1VBQUMsSUFBSSxNQUFNLENBQUM7VUFBTTtTQUFJO1FBQzVDLE1BQU07UUFDTixJQUFJLElBQUksQ0FBQztRQUNULFFBQVEsQ0FBQyxDQUFDLEVBQUU7TUFDZDtNQUNBLE9BQU8sRUFBRSxJQUFJLEdBQUc7SUFDbEI7SUFDQSxPQUFPO0VBQ1Q7QUFDRjtBQUVBLHVEQUF1RCxHQUN2RCxTQUFTLFdBQ1AsSUFBWSxFQUNaLElBQVksRUFDWixLQUFnQyxFQUNoQyxNQUFjO0VBRWQscURBQXFEO0VBQ3JELE1BQU0sUUFBUSxJQUFJLFdBQVcsT0FBTztFQUNwQyxLQUFLLE1BQU0sQ0FBQyxNQUFNLEVBQUUsSUFBSSxNQUFPO0lBQzdCLElBQUssSUFBSSxJQUFJLEtBQUssR0FBRyxDQUFDLEVBQUUsQ0FBQyxFQUFFLElBQUksSUFBSSxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsR0FBRyxFQUFFLElBQUksRUFBRSxPQUFPLElBQUs7TUFDcEUsTUFBTSxNQUFNLElBQUk7TUFDaEIsSUFBSyxJQUFJLElBQUksS0FBSyxHQUFHLENBQUMsRUFBRSxDQUFDLEVBQUUsSUFBSSxJQUFJLEtBQUssR0FBRyxDQUFDLEVBQUUsQ0FBQyxHQUFHLEVBQUUsSUFBSSxFQUFFLE9BQU8sSUFBSztRQUNwRSxLQUFLLENBQUMsTUFBTSxFQUFFLEdBQUcsT0FBTztNQUMxQjtJQUNGO0VBQ0Y7RUFDQSxNQUFNLEtBQUssQ0FBQyxHQUFXLElBQ3JCLElBQUksS0FBSyxJQUFJLEtBQUssS0FBSyxRQUFRLEtBQUssT0FBTyxDQUFDLElBQUksS0FBSyxDQUFDLElBQUksT0FBTyxFQUFFO0VBQ3JFLE1BQU0sV0FBVyxDQUFDLEdBQVcsSUFBYyxHQUFHLEdBQUcsT0FBTztFQUN4RCxNQUFNLGFBQWEsQ0FBQyxHQUFXO0lBQzdCLElBQUssSUFBSSxLQUFLLENBQUMsR0FBRyxNQUFNLEdBQUcsS0FBTTtNQUMvQixJQUFLLElBQUksS0FBSyxDQUFDLEdBQUcsTUFBTSxHQUFHLEtBQU07UUFDL0IsSUFBSSxHQUFHLElBQUksSUFBSSxJQUFJLFFBQVEsU0FBUyxHQUFHLE9BQU87TUFDaEQ7SUFDRjtJQUNBLE9BQU87RUFDVDtFQUNBLE1BQU0sUUFBa0IsRUFBRTtFQUMxQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxJQUFLO0lBQzdCLE1BQU0sTUFBYyxFQUFFO0lBQ3RCLElBQUksSUFBSTtJQUNSLE1BQU8sSUFBSSxLQUFNO01BQ2YsTUFBTSxJQUFJLEtBQUssQ0FBQyxJQUFJLE9BQU8sRUFBRTtNQUM3QixJQUFJLE1BQU0sSUFBSTtNQUNkLE1BQU8sTUFBTSxRQUFRLEtBQUssQ0FBQyxJQUFJLE9BQU8sSUFBSSxLQUFLLEVBQUc7TUFDbEQsSUFBSSxJQUFJLEdBQUc7UUFDVCxNQUFNLElBQUksTUFBTSxHQUFHLENBQUMsSUFBSTtRQUN4QixJQUFJLElBQUksQ0FBQztVQUNQLE1BQU07VUFDTixNQUFNLElBQUk7VUFDVjtVQUNBLE1BQU0sTUFBTTtVQUNaLFNBQVMsSUFBSSxFQUFFLENBQUM7UUFDbEI7TUFDRixPQUFPO1FBQ0wsSUFBSSxJQUFJLENBQUM7VUFDUCxNQUFNO1VBQ047VUFDQSxNQUFNLE1BQU07VUFDWixNQUFNLFdBQVcsR0FBRyxLQUFLLEdBQUcsVUFBVTtRQUN4QztNQUNGO01BQ0EsSUFBSTtJQUNOO0lBQ0EsTUFBTSxJQUFJLENBQUM7RUFDYjtFQUNBLE9BQU87QUFDVDtBQUVBLGdEQUFnRCxHQUNoRCxTQUFTLFdBQ1AsSUFBWSxFQUNaLEdBQVcsRUFDWCxDQUFTLEVBQ1QsUUFBMkMsRUFDM0MsVUFBNkM7RUFFN0MsTUFBTSxPQUFpQixFQUFFO0VBQ3pCLElBQUksT0FBTztFQUNYLElBQUksUUFBUTtFQUNaLE1BQU0sUUFBUTtJQUNaLElBQUksS0FBSyxNQUFNLEtBQUssR0FBRztJQUN2QixLQUFLLElBQUksQ0FDUCxRQUFRO01BQUM7TUFBTSxLQUFLLE1BQU07TUFBRTtLQUFpQixHQUFHO01BQUM7TUFBTSxLQUFLLE1BQU07S0FBQztJQUVyRSxPQUFPO0VBQ1Q7RUFDQSxJQUFLLElBQUksSUFBSSxNQUFNLElBQUksS0FBSyxJQUFLO0lBQy9CLE1BQU0sTUFBTTtNQUNWLFNBQVMsR0FBRyxJQUFJO01BQ2hCLFNBQVMsR0FBRyxJQUFJO01BQ2hCLFNBQVMsSUFBSSxHQUFHO01BQ2hCLFNBQVMsSUFBSSxHQUFHO0tBQ2pCLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTyxJQUFJLE1BQU0sS0FBTSxJQUFJLENBQUM7SUFDbkMsTUFBTSxJQUFJLFdBQVcsR0FBRztJQUN4QixvRUFBb0U7SUFDcEUsdUJBQXVCO0lBQ3ZCLE1BQU0sT0FBTyxNQUFNLElBQUksTUFBTTtJQUM3QixJQUFJLE1BQU0sT0FBTztJQUNqQixRQUFRO0lBQ1IsUUFBUSxLQUFLLENBQUMsSUFBSSxJQUFJO0VBQ3hCO0VBQ0E7RUFDQSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=3150060392597305600,9597873854475260468