/**
 * Copy mode's selection: which cells it covers, and the text it copies.
 *
 * A selection runs from its anchor (where `v`, `V`, `C-v` or `C-Space` was
 * pressed) to the cursor, both given as a line number (see `HistoryView`)
 * and a column. As in tmux:
 *
 * - `char`: from the first position to the last, in reading order;
 * - `line`: every line from the first to the last, whole;
 * - `rect`: the columns between the two, on every line between them.
 *
 * The text is what the cells hold: a wide character once, a grapheme with
 * its combining marks whole; a line that wraps into the next (a soft wrap)
 * joins it, a real line break stays a newline, and the blanks at the end of
 * each line are dropped. Whether the text ends in a newline is tmux's rule
 * (`selectionText`): `V` then Enter copies whole lines, the last one's
 * newline too.
 *
 * @module
 */ import { RUN_WIDE } from "../../vt/types.ts";
import { graphemes } from "./screen_grid.ts";
/**
 * Cells of a row: the grapheme that starts in each column, "" for the
 * second column of a wide one, " " for a blank; `cols` long.
 */ export function rowCells(runs, cols) {
  const cells = new Array(cols).fill(" ");
  let x = 0;
  for (const run of runs ?? []){
    const wide = ((run[4] ?? 0) & RUN_WIDE) !== 0;
    const n = Math.max(0, run[1] | 0);
    for (const g of graphemes(run[0], wide ? Math.ceil(n / 2) : n)){
      if (x >= cols) break;
      cells[x++] = g;
      if (wide && x < cols) cells[x++] = "";
    }
  }
  return cells;
}
/** The two ends in reading order. */ export function ordered(a, b) {
  return a.line < b.line || a.line === b.line && a.x <= b.x ? [
    a,
    b
  ] : [
    b,
    a
  ];
}
/**
 * Whether cell (`line`, `x`) is in the selection from `sel` to `cursor`:
 * with emacs keys a character selection stops before its last cell, as
 * tmux draws it.
 */ export function selected(sel, cursor, line, x, keys = "vi") {
  const [a, b] = ordered(sel.anchor, cursor);
  if (line < a.line || line > b.line) return false;
  switch(sel.mode){
    case "line":
      return true;
    case "rect":
      {
        const lo = Math.min(sel.anchor.x, cursor.x);
        const hi = Math.max(sel.anchor.x, cursor.x);
        return x >= lo && x <= hi;
      }
    case "char":
      {
        const end = keys === "vi" ? b.x : b.x - 1;
        return (line > a.line || x >= a.x) && (line < b.line || x <= end);
      }
  }
}
/**
 * The text the selection from `sel` to `cursor` copies, as tmux's
 * `copy-selection` gives it (`window_copy_get_selection`). Each line is
 * read up to its length (its blanks at the end left out) and ends in a
 * newline, but a line that wraps into the next and is read to its end; the
 * last newline is dropped unless the selection reaches past the end of
 * its last line, as a `V` (line) selection always does with vi keys, and
 * `v` with the cursor past the end (`$`): then the text keeps it, as
 * tmux's does. With emacs keys the cell under the cursor is not copied
 * (the cursor is between characters, as in emacs), and neither is that
 * last newline.
 */ export function selectionText(sel, cursor, lines, cols, keys = "vi") {
  const vi = keys === "vi";
  const lengthOf = (n)=>lineLength(rowCells(lines.row(n), cols));
  let [a, b] = ordered(sel.anchor, cursor);
  if (sel.mode === "line") {
    a = {
      line: a.line,
      x: 0
    };
    b = {
      line: b.line,
      x: lengthOf(b.line)
    };
  }
  // Where each line's part starts and ends (exclusive): the first, the
  // last, and the ones between.
  const last = lengthOf(b.line);
  let firstFrom, lastTo, restFrom, restTo;
  if (sel.mode === "rect") {
    const lo = Math.min(sel.anchor.x, cursor.x);
    const hi = Math.max(sel.anchor.x, cursor.x);
    // The cursor's column is left out with emacs keys when it is right
    // of the anchor's.
    const to = !vi && sel.anchor.x < cursor.x ? hi : hi + 1;
    [firstFrom, restFrom, lastTo, restTo] = [
      lo,
      lo,
      to,
      to
    ];
  } else {
    const ex = Math.min(b.x, last);
    [firstFrom, restFrom] = [
      a.x,
      0
    ];
    [lastTo, restTo] = [
      vi ? ex + 1 : ex,
      cols
    ];
  }
  let text = "";
  for(let n = a.line; n <= b.line; n++){
    const cells = rowCells(lines.row(n), cols);
    // A line that wraps is read whole, its blanks too: they are text.
    const wraps = lines.wrapped(n);
    const end = wraps ? cols : lineLength(cells);
    const to = Math.min(n === b.line ? lastTo : restTo, end);
    let from = Math.min(n === a.line ? firstFrom : restFrom, end);
    // A wide character is copied whole when either of its halves is in.
    while(from > 0 && cells[from] === "")from--;
    if (from < to) text += cells.slice(from, to).join("");
    if (!wraps || to !== end) text += "\n";
  }
  // The last newline, unless the selection goes past the line's end.
  if ((!vi || lastTo <= last) && (!lines.wrapped(b.line) || lastTo !== last) && text.endsWith("\n")) {
    text = text.slice(0, -1);
  }
  return text;
}
/**
 * A line's length: the columns up to its last non-blank cell (tmux's
 * `grid_line_length`), where the cursor stops at its end.
 */ export function lineLength(cells) {
  let n = cells.length;
  while(n > 0 && cells[n - 1] === " ")n--;
  return n;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY29weV9zZWxlY3Rpb24udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBDb3B5IG1vZGUncyBzZWxlY3Rpb246IHdoaWNoIGNlbGxzIGl0IGNvdmVycywgYW5kIHRoZSB0ZXh0IGl0IGNvcGllcy5cbiAqXG4gKiBBIHNlbGVjdGlvbiBydW5zIGZyb20gaXRzIGFuY2hvciAod2hlcmUgYHZgLCBgVmAsIGBDLXZgIG9yIGBDLVNwYWNlYCB3YXNcbiAqIHByZXNzZWQpIHRvIHRoZSBjdXJzb3IsIGJvdGggZ2l2ZW4gYXMgYSBsaW5lIG51bWJlciAoc2VlIGBIaXN0b3J5Vmlld2ApXG4gKiBhbmQgYSBjb2x1bW4uIEFzIGluIHRtdXg6XG4gKlxuICogLSBgY2hhcmA6IGZyb20gdGhlIGZpcnN0IHBvc2l0aW9uIHRvIHRoZSBsYXN0LCBpbiByZWFkaW5nIG9yZGVyO1xuICogLSBgbGluZWA6IGV2ZXJ5IGxpbmUgZnJvbSB0aGUgZmlyc3QgdG8gdGhlIGxhc3QsIHdob2xlO1xuICogLSBgcmVjdGA6IHRoZSBjb2x1bW5zIGJldHdlZW4gdGhlIHR3bywgb24gZXZlcnkgbGluZSBiZXR3ZWVuIHRoZW0uXG4gKlxuICogVGhlIHRleHQgaXMgd2hhdCB0aGUgY2VsbHMgaG9sZDogYSB3aWRlIGNoYXJhY3RlciBvbmNlLCBhIGdyYXBoZW1lIHdpdGhcbiAqIGl0cyBjb21iaW5pbmcgbWFya3Mgd2hvbGU7IGEgbGluZSB0aGF0IHdyYXBzIGludG8gdGhlIG5leHQgKGEgc29mdCB3cmFwKVxuICogam9pbnMgaXQsIGEgcmVhbCBsaW5lIGJyZWFrIHN0YXlzIGEgbmV3bGluZSwgYW5kIHRoZSBibGFua3MgYXQgdGhlIGVuZCBvZlxuICogZWFjaCBsaW5lIGFyZSBkcm9wcGVkLiBXaGV0aGVyIHRoZSB0ZXh0IGVuZHMgaW4gYSBuZXdsaW5lIGlzIHRtdXgncyBydWxlXG4gKiAoYHNlbGVjdGlvblRleHRgKTogYFZgIHRoZW4gRW50ZXIgY29waWVzIHdob2xlIGxpbmVzLCB0aGUgbGFzdCBvbmUnc1xuICogbmV3bGluZSB0b28uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHR5cGUgUm93UnVuLCBSVU5fV0lERSB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuaW1wb3J0IHsgZ3JhcGhlbWVzIH0gZnJvbSBcIi4vc2NyZWVuX2dyaWQudHNcIjtcblxuLyoqIEEgcG9zaXRpb24gaW4gdGhlIGhpc3Rvcnk6IGxpbmUgbnVtYmVyIGFuZCBjb2x1bW4uICovXG5leHBvcnQgaW50ZXJmYWNlIFBvc2l0aW9uIHtcbiAgbGluZTogbnVtYmVyO1xuICB4OiBudW1iZXI7XG59XG5cbi8qKiBIb3cgdGhlIHNlbGVjdGlvbiBjb3ZlcnMgdGhlIGxpbmVzIGJldHdlZW4gaXRzIGVuZHMuICovXG5leHBvcnQgdHlwZSBTZWxlY3Rpb25Nb2RlID0gXCJjaGFyXCIgfCBcImxpbmVcIiB8IFwicmVjdFwiO1xuXG4vKiogQSBzZWxlY3Rpb246IGl0cyBhbmNob3IsIHRoZSBjdXJzb3IgYmVpbmcgdGhlIG90aGVyIGVuZC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU2VsZWN0aW9uIHtcbiAgYW5jaG9yOiBQb3NpdGlvbjtcbiAgbW9kZTogU2VsZWN0aW9uTW9kZTtcbn1cblxuLyoqIFdoYXQgdGhlIHNlbGVjdGlvbiBuZWVkcyB0byByZWFkIGxpbmVzLiAqL1xuZXhwb3J0IGludGVyZmFjZSBMaW5lU291cmNlIHtcbiAgLyoqIFRoZSBydW5zIG9mIGxpbmUgYG5gLCB1bmRlZmluZWQgd2hlbiBub3QgZmV0Y2hlZC4gKi9cbiAgcm93KG46IG51bWJlcik6IFJvd1J1bltdIHwgdW5kZWZpbmVkO1xuICAvKiogTGluZSBgbmAgZ29lcyBvbiBpbiB0aGUgbmV4dCAoc29mdCB3cmFwKS4gKi9cbiAgd3JhcHBlZChuOiBudW1iZXIpOiBib29sZWFuO1xufVxuXG4vKipcbiAqIENlbGxzIG9mIGEgcm93OiB0aGUgZ3JhcGhlbWUgdGhhdCBzdGFydHMgaW4gZWFjaCBjb2x1bW4sIFwiXCIgZm9yIHRoZVxuICogc2Vjb25kIGNvbHVtbiBvZiBhIHdpZGUgb25lLCBcIiBcIiBmb3IgYSBibGFuazsgYGNvbHNgIGxvbmcuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByb3dDZWxscyhydW5zOiBSb3dSdW5bXSB8IHVuZGVmaW5lZCwgY29sczogbnVtYmVyKTogc3RyaW5nW10ge1xuICBjb25zdCBjZWxscyA9IG5ldyBBcnJheTxzdHJpbmc+KGNvbHMpLmZpbGwoXCIgXCIpO1xuICBsZXQgeCA9IDA7XG4gIGZvciAoY29uc3QgcnVuIG9mIHJ1bnMgPz8gW10pIHtcbiAgICBjb25zdCB3aWRlID0gKChydW5bNF0gPz8gMCkgJiBSVU5fV0lERSkgIT09IDA7XG4gICAgY29uc3QgbiA9IE1hdGgubWF4KDAsIHJ1blsxXSB8IDApO1xuICAgIGZvciAoY29uc3QgZyBvZiBncmFwaGVtZXMocnVuWzBdLCB3aWRlID8gTWF0aC5jZWlsKG4gLyAyKSA6IG4pKSB7XG4gICAgICBpZiAoeCA+PSBjb2xzKSBicmVhaztcbiAgICAgIGNlbGxzW3grK10gPSBnO1xuICAgICAgaWYgKHdpZGUgJiYgeCA8IGNvbHMpIGNlbGxzW3grK10gPSBcIlwiO1xuICAgIH1cbiAgfVxuICByZXR1cm4gY2VsbHM7XG59XG5cbi8qKiBUaGUgdHdvIGVuZHMgaW4gcmVhZGluZyBvcmRlci4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvcmRlcmVkKGE6IFBvc2l0aW9uLCBiOiBQb3NpdGlvbik6IFtQb3NpdGlvbiwgUG9zaXRpb25dIHtcbiAgcmV0dXJuIGEubGluZSA8IGIubGluZSB8fCAoYS5saW5lID09PSBiLmxpbmUgJiYgYS54IDw9IGIueCkgPyBbYSwgYl0gOiBbYiwgYV07XG59XG5cbi8qKlxuICogV2hldGhlciBjZWxsIChgbGluZWAsIGB4YCkgaXMgaW4gdGhlIHNlbGVjdGlvbiBmcm9tIGBzZWxgIHRvIGBjdXJzb3JgOlxuICogd2l0aCBlbWFjcyBrZXlzIGEgY2hhcmFjdGVyIHNlbGVjdGlvbiBzdG9wcyBiZWZvcmUgaXRzIGxhc3QgY2VsbCwgYXNcbiAqIHRtdXggZHJhd3MgaXQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZWxlY3RlZChcbiAgc2VsOiBTZWxlY3Rpb24sXG4gIGN1cnNvcjogUG9zaXRpb24sXG4gIGxpbmU6IG51bWJlcixcbiAgeDogbnVtYmVyLFxuICBrZXlzOiBcInZpXCIgfCBcImVtYWNzXCIgPSBcInZpXCIsXG4pOiBib29sZWFuIHtcbiAgY29uc3QgW2EsIGJdID0gb3JkZXJlZChzZWwuYW5jaG9yLCBjdXJzb3IpO1xuICBpZiAobGluZSA8IGEubGluZSB8fCBsaW5lID4gYi5saW5lKSByZXR1cm4gZmFsc2U7XG4gIHN3aXRjaCAoc2VsLm1vZGUpIHtcbiAgICBjYXNlIFwibGluZVwiOlxuICAgICAgcmV0dXJuIHRydWU7XG4gICAgY2FzZSBcInJlY3RcIjoge1xuICAgICAgY29uc3QgbG8gPSBNYXRoLm1pbihzZWwuYW5jaG9yLngsIGN1cnNvci54KTtcbiAgICAgIGNvbnN0IGhpID0gTWF0aC5tYXgoc2VsLmFuY2hvci54LCBjdXJzb3IueCk7XG4gICAgICByZXR1cm4geCA+PSBsbyAmJiB4IDw9IGhpO1xuICAgIH1cbiAgICBjYXNlIFwiY2hhclwiOiB7XG4gICAgICBjb25zdCBlbmQgPSBrZXlzID09PSBcInZpXCIgPyBiLnggOiBiLnggLSAxO1xuICAgICAgcmV0dXJuIChsaW5lID4gYS5saW5lIHx8IHggPj0gYS54KSAmJiAobGluZSA8IGIubGluZSB8fCB4IDw9IGVuZCk7XG4gICAgfVxuICB9XG59XG5cbi8qKlxuICogVGhlIHRleHQgdGhlIHNlbGVjdGlvbiBmcm9tIGBzZWxgIHRvIGBjdXJzb3JgIGNvcGllcywgYXMgdG11eCdzXG4gKiBgY29weS1zZWxlY3Rpb25gIGdpdmVzIGl0IChgd2luZG93X2NvcHlfZ2V0X3NlbGVjdGlvbmApLiBFYWNoIGxpbmUgaXNcbiAqIHJlYWQgdXAgdG8gaXRzIGxlbmd0aCAoaXRzIGJsYW5rcyBhdCB0aGUgZW5kIGxlZnQgb3V0KSBhbmQgZW5kcyBpbiBhXG4gKiBuZXdsaW5lLCBidXQgYSBsaW5lIHRoYXQgd3JhcHMgaW50byB0aGUgbmV4dCBhbmQgaXMgcmVhZCB0byBpdHMgZW5kOyB0aGVcbiAqIGxhc3QgbmV3bGluZSBpcyBkcm9wcGVkIHVubGVzcyB0aGUgc2VsZWN0aW9uIHJlYWNoZXMgcGFzdCB0aGUgZW5kIG9mXG4gKiBpdHMgbGFzdCBsaW5lLCBhcyBhIGBWYCAobGluZSkgc2VsZWN0aW9uIGFsd2F5cyBkb2VzIHdpdGggdmkga2V5cywgYW5kXG4gKiBgdmAgd2l0aCB0aGUgY3Vyc29yIHBhc3QgdGhlIGVuZCAoYCRgKTogdGhlbiB0aGUgdGV4dCBrZWVwcyBpdCwgYXNcbiAqIHRtdXgncyBkb2VzLiBXaXRoIGVtYWNzIGtleXMgdGhlIGNlbGwgdW5kZXIgdGhlIGN1cnNvciBpcyBub3QgY29waWVkXG4gKiAodGhlIGN1cnNvciBpcyBiZXR3ZWVuIGNoYXJhY3RlcnMsIGFzIGluIGVtYWNzKSwgYW5kIG5laXRoZXIgaXMgdGhhdFxuICogbGFzdCBuZXdsaW5lLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc2VsZWN0aW9uVGV4dChcbiAgc2VsOiBTZWxlY3Rpb24sXG4gIGN1cnNvcjogUG9zaXRpb24sXG4gIGxpbmVzOiBMaW5lU291cmNlLFxuICBjb2xzOiBudW1iZXIsXG4gIGtleXM6IFwidmlcIiB8IFwiZW1hY3NcIiA9IFwidmlcIixcbik6IHN0cmluZyB7XG4gIGNvbnN0IHZpID0ga2V5cyA9PT0gXCJ2aVwiO1xuICBjb25zdCBsZW5ndGhPZiA9IChuOiBudW1iZXIpID0+IGxpbmVMZW5ndGgocm93Q2VsbHMobGluZXMucm93KG4pLCBjb2xzKSk7XG4gIGxldCBbYSwgYl0gPSBvcmRlcmVkKHNlbC5hbmNob3IsIGN1cnNvcik7XG4gIGlmIChzZWwubW9kZSA9PT0gXCJsaW5lXCIpIHtcbiAgICBhID0geyBsaW5lOiBhLmxpbmUsIHg6IDAgfTtcbiAgICBiID0geyBsaW5lOiBiLmxpbmUsIHg6IGxlbmd0aE9mKGIubGluZSkgfTtcbiAgfVxuICAvLyBXaGVyZSBlYWNoIGxpbmUncyBwYXJ0IHN0YXJ0cyBhbmQgZW5kcyAoZXhjbHVzaXZlKTogdGhlIGZpcnN0LCB0aGVcbiAgLy8gbGFzdCwgYW5kIHRoZSBvbmVzIGJldHdlZW4uXG4gIGNvbnN0IGxhc3QgPSBsZW5ndGhPZihiLmxpbmUpO1xuICBsZXQgZmlyc3RGcm9tOiBudW1iZXIsIGxhc3RUbzogbnVtYmVyLCByZXN0RnJvbTogbnVtYmVyLCByZXN0VG86IG51bWJlcjtcbiAgaWYgKHNlbC5tb2RlID09PSBcInJlY3RcIikge1xuICAgIGNvbnN0IGxvID0gTWF0aC5taW4oc2VsLmFuY2hvci54LCBjdXJzb3IueCk7XG4gICAgY29uc3QgaGkgPSBNYXRoLm1heChzZWwuYW5jaG9yLngsIGN1cnNvci54KTtcbiAgICAvLyBUaGUgY3Vyc29yJ3MgY29sdW1uIGlzIGxlZnQgb3V0IHdpdGggZW1hY3Mga2V5cyB3aGVuIGl0IGlzIHJpZ2h0XG4gICAgLy8gb2YgdGhlIGFuY2hvcidzLlxuICAgIGNvbnN0IHRvID0gIXZpICYmIHNlbC5hbmNob3IueCA8IGN1cnNvci54ID8gaGkgOiBoaSArIDE7XG4gICAgW2ZpcnN0RnJvbSwgcmVzdEZyb20sIGxhc3RUbywgcmVzdFRvXSA9IFtsbywgbG8sIHRvLCB0b107XG4gIH0gZWxzZSB7XG4gICAgY29uc3QgZXggPSBNYXRoLm1pbihiLngsIGxhc3QpO1xuICAgIFtmaXJzdEZyb20sIHJlc3RGcm9tXSA9IFthLngsIDBdO1xuICAgIFtsYXN0VG8sIHJlc3RUb10gPSBbdmkgPyBleCArIDEgOiBleCwgY29sc107XG4gIH1cbiAgbGV0IHRleHQgPSBcIlwiO1xuICBmb3IgKGxldCBuID0gYS5saW5lOyBuIDw9IGIubGluZTsgbisrKSB7XG4gICAgY29uc3QgY2VsbHMgPSByb3dDZWxscyhsaW5lcy5yb3cobiksIGNvbHMpO1xuICAgIC8vIEEgbGluZSB0aGF0IHdyYXBzIGlzIHJlYWQgd2hvbGUsIGl0cyBibGFua3MgdG9vOiB0aGV5IGFyZSB0ZXh0LlxuICAgIGNvbnN0IHdyYXBzID0gbGluZXMud3JhcHBlZChuKTtcbiAgICBjb25zdCBlbmQgPSB3cmFwcyA/IGNvbHMgOiBsaW5lTGVuZ3RoKGNlbGxzKTtcbiAgICBjb25zdCB0byA9IE1hdGgubWluKG4gPT09IGIubGluZSA/IGxhc3RUbyA6IHJlc3RUbywgZW5kKTtcbiAgICBsZXQgZnJvbSA9IE1hdGgubWluKG4gPT09IGEubGluZSA/IGZpcnN0RnJvbSA6IHJlc3RGcm9tLCBlbmQpO1xuICAgIC8vIEEgd2lkZSBjaGFyYWN0ZXIgaXMgY29waWVkIHdob2xlIHdoZW4gZWl0aGVyIG9mIGl0cyBoYWx2ZXMgaXMgaW4uXG4gICAgd2hpbGUgKGZyb20gPiAwICYmIGNlbGxzW2Zyb21dID09PSBcIlwiKSBmcm9tLS07XG4gICAgaWYgKGZyb20gPCB0bykgdGV4dCArPSBjZWxscy5zbGljZShmcm9tLCB0bykuam9pbihcIlwiKTtcbiAgICBpZiAoIXdyYXBzIHx8IHRvICE9PSBlbmQpIHRleHQgKz0gXCJcXG5cIjtcbiAgfVxuICAvLyBUaGUgbGFzdCBuZXdsaW5lLCB1bmxlc3MgdGhlIHNlbGVjdGlvbiBnb2VzIHBhc3QgdGhlIGxpbmUncyBlbmQuXG4gIGlmIChcbiAgICAoIXZpIHx8IGxhc3RUbyA8PSBsYXN0KSAmJlxuICAgICghbGluZXMud3JhcHBlZChiLmxpbmUpIHx8IGxhc3RUbyAhPT0gbGFzdCkgJiYgdGV4dC5lbmRzV2l0aChcIlxcblwiKVxuICApIHtcbiAgICB0ZXh0ID0gdGV4dC5zbGljZSgwLCAtMSk7XG4gIH1cbiAgcmV0dXJuIHRleHQ7XG59XG5cbi8qKlxuICogQSBsaW5lJ3MgbGVuZ3RoOiB0aGUgY29sdW1ucyB1cCB0byBpdHMgbGFzdCBub24tYmxhbmsgY2VsbCAodG11eCdzXG4gKiBgZ3JpZF9saW5lX2xlbmd0aGApLCB3aGVyZSB0aGUgY3Vyc29yIHN0b3BzIGF0IGl0cyBlbmQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsaW5lTGVuZ3RoKGNlbGxzOiBzdHJpbmdbXSk6IG51bWJlciB7XG4gIGxldCBuID0gY2VsbHMubGVuZ3RoO1xuICB3aGlsZSAobiA+IDAgJiYgY2VsbHNbbiAtIDFdID09PSBcIiBcIikgbi0tO1xuICByZXR1cm4gbjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQW1CQyxHQUVELFNBQXNCLFFBQVEsUUFBUSxvQkFBb0I7QUFDMUQsU0FBUyxTQUFTLFFBQVEsbUJBQW1CO0FBeUI3Qzs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsU0FBUyxJQUEwQixFQUFFLElBQVk7RUFDL0QsTUFBTSxRQUFRLElBQUksTUFBYyxNQUFNLElBQUksQ0FBQztFQUMzQyxJQUFJLElBQUk7RUFDUixLQUFLLE1BQU0sT0FBTyxRQUFRLEVBQUUsQ0FBRTtJQUM1QixNQUFNLE9BQU8sQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLElBQUksQ0FBQyxJQUFJLFFBQVEsTUFBTTtJQUM1QyxNQUFNLElBQUksS0FBSyxHQUFHLENBQUMsR0FBRyxHQUFHLENBQUMsRUFBRSxHQUFHO0lBQy9CLEtBQUssTUFBTSxLQUFLLFVBQVUsR0FBRyxDQUFDLEVBQUUsRUFBRSxPQUFPLEtBQUssSUFBSSxDQUFDLElBQUksS0FBSyxHQUFJO01BQzlELElBQUksS0FBSyxNQUFNO01BQ2YsS0FBSyxDQUFDLElBQUksR0FBRztNQUNiLElBQUksUUFBUSxJQUFJLE1BQU0sS0FBSyxDQUFDLElBQUksR0FBRztJQUNyQztFQUNGO0VBQ0EsT0FBTztBQUNUO0FBRUEsbUNBQW1DLEdBQ25DLE9BQU8sU0FBUyxRQUFRLENBQVcsRUFBRSxDQUFXO0VBQzlDLE9BQU8sRUFBRSxJQUFJLEdBQUcsRUFBRSxJQUFJLElBQUssRUFBRSxJQUFJLEtBQUssRUFBRSxJQUFJLElBQUksRUFBRSxDQUFDLElBQUksRUFBRSxDQUFDLEdBQUk7SUFBQztJQUFHO0dBQUUsR0FBRztJQUFDO0lBQUc7R0FBRTtBQUMvRTtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsU0FDZCxHQUFjLEVBQ2QsTUFBZ0IsRUFDaEIsSUFBWSxFQUNaLENBQVMsRUFDVCxPQUF1QixJQUFJO0VBRTNCLE1BQU0sQ0FBQyxHQUFHLEVBQUUsR0FBRyxRQUFRLElBQUksTUFBTSxFQUFFO0VBQ25DLElBQUksT0FBTyxFQUFFLElBQUksSUFBSSxPQUFPLEVBQUUsSUFBSSxFQUFFLE9BQU87RUFDM0MsT0FBUSxJQUFJLElBQUk7SUFDZCxLQUFLO01BQ0gsT0FBTztJQUNULEtBQUs7TUFBUTtRQUNYLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxJQUFJLE1BQU0sQ0FBQyxDQUFDLEVBQUUsT0FBTyxDQUFDO1FBQzFDLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxJQUFJLE1BQU0sQ0FBQyxDQUFDLEVBQUUsT0FBTyxDQUFDO1FBQzFDLE9BQU8sS0FBSyxNQUFNLEtBQUs7TUFDekI7SUFDQSxLQUFLO01BQVE7UUFDWCxNQUFNLE1BQU0sU0FBUyxPQUFPLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxHQUFHO1FBQ3hDLE9BQU8sQ0FBQyxPQUFPLEVBQUUsSUFBSSxJQUFJLEtBQUssRUFBRSxDQUFDLEtBQUssQ0FBQyxPQUFPLEVBQUUsSUFBSSxJQUFJLEtBQUssR0FBRztNQUNsRTtFQUNGO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUNELE9BQU8sU0FBUyxjQUNkLEdBQWMsRUFDZCxNQUFnQixFQUNoQixLQUFpQixFQUNqQixJQUFZLEVBQ1osT0FBdUIsSUFBSTtFQUUzQixNQUFNLEtBQUssU0FBUztFQUNwQixNQUFNLFdBQVcsQ0FBQyxJQUFjLFdBQVcsU0FBUyxNQUFNLEdBQUcsQ0FBQyxJQUFJO0VBQ2xFLElBQUksQ0FBQyxHQUFHLEVBQUUsR0FBRyxRQUFRLElBQUksTUFBTSxFQUFFO0VBQ2pDLElBQUksSUFBSSxJQUFJLEtBQUssUUFBUTtJQUN2QixJQUFJO01BQUUsTUFBTSxFQUFFLElBQUk7TUFBRSxHQUFHO0lBQUU7SUFDekIsSUFBSTtNQUFFLE1BQU0sRUFBRSxJQUFJO01BQUUsR0FBRyxTQUFTLEVBQUUsSUFBSTtJQUFFO0VBQzFDO0VBQ0EscUVBQXFFO0VBQ3JFLDhCQUE4QjtFQUM5QixNQUFNLE9BQU8sU0FBUyxFQUFFLElBQUk7RUFDNUIsSUFBSSxXQUFtQixRQUFnQixVQUFrQjtFQUN6RCxJQUFJLElBQUksSUFBSSxLQUFLLFFBQVE7SUFDdkIsTUFBTSxLQUFLLEtBQUssR0FBRyxDQUFDLElBQUksTUFBTSxDQUFDLENBQUMsRUFBRSxPQUFPLENBQUM7SUFDMUMsTUFBTSxLQUFLLEtBQUssR0FBRyxDQUFDLElBQUksTUFBTSxDQUFDLENBQUMsRUFBRSxPQUFPLENBQUM7SUFDMUMsbUVBQW1FO0lBQ25FLG1CQUFtQjtJQUNuQixNQUFNLEtBQUssQ0FBQyxNQUFNLElBQUksTUFBTSxDQUFDLENBQUMsR0FBRyxPQUFPLENBQUMsR0FBRyxLQUFLLEtBQUs7SUFDdEQsQ0FBQyxXQUFXLFVBQVUsUUFBUSxPQUFPLEdBQUc7TUFBQztNQUFJO01BQUk7TUFBSTtLQUFHO0VBQzFELE9BQU87SUFDTCxNQUFNLEtBQUssS0FBSyxHQUFHLENBQUMsRUFBRSxDQUFDLEVBQUU7SUFDekIsQ0FBQyxXQUFXLFNBQVMsR0FBRztNQUFDLEVBQUUsQ0FBQztNQUFFO0tBQUU7SUFDaEMsQ0FBQyxRQUFRLE9BQU8sR0FBRztNQUFDLEtBQUssS0FBSyxJQUFJO01BQUk7S0FBSztFQUM3QztFQUNBLElBQUksT0FBTztFQUNYLElBQUssSUFBSSxJQUFJLEVBQUUsSUFBSSxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsSUFBSztJQUNyQyxNQUFNLFFBQVEsU0FBUyxNQUFNLEdBQUcsQ0FBQyxJQUFJO0lBQ3JDLGtFQUFrRTtJQUNsRSxNQUFNLFFBQVEsTUFBTSxPQUFPLENBQUM7SUFDNUIsTUFBTSxNQUFNLFFBQVEsT0FBTyxXQUFXO0lBQ3RDLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxNQUFNLEVBQUUsSUFBSSxHQUFHLFNBQVMsUUFBUTtJQUNwRCxJQUFJLE9BQU8sS0FBSyxHQUFHLENBQUMsTUFBTSxFQUFFLElBQUksR0FBRyxZQUFZLFVBQVU7SUFDekQsb0VBQW9FO0lBQ3BFLE1BQU8sT0FBTyxLQUFLLEtBQUssQ0FBQyxLQUFLLEtBQUssR0FBSTtJQUN2QyxJQUFJLE9BQU8sSUFBSSxRQUFRLE1BQU0sS0FBSyxDQUFDLE1BQU0sSUFBSSxJQUFJLENBQUM7SUFDbEQsSUFBSSxDQUFDLFNBQVMsT0FBTyxLQUFLLFFBQVE7RUFDcEM7RUFDQSxtRUFBbUU7RUFDbkUsSUFDRSxDQUFDLENBQUMsTUFBTSxVQUFVLElBQUksS0FDdEIsQ0FBQyxDQUFDLE1BQU0sT0FBTyxDQUFDLEVBQUUsSUFBSSxLQUFLLFdBQVcsSUFBSSxLQUFLLEtBQUssUUFBUSxDQUFDLE9BQzdEO0lBQ0EsT0FBTyxLQUFLLEtBQUssQ0FBQyxHQUFHLENBQUM7RUFDeEI7RUFDQSxPQUFPO0FBQ1Q7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsV0FBVyxLQUFlO0VBQ3hDLElBQUksSUFBSSxNQUFNLE1BQU07RUFDcEIsTUFBTyxJQUFJLEtBQUssS0FBSyxDQUFDLElBQUksRUFBRSxLQUFLLElBQUs7RUFDdEMsT0FBTztBQUNUIn0=
// denoCacheMetadata=4887767720424307911,10478072995972442253