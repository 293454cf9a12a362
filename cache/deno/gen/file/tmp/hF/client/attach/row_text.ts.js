/**
 * Plain text written into a row of cells: scroll mode's indicator, prompt
 * and messages, and the attach client's one-line messages.
 *
 * @module
 */ import { COLOR_DEFAULT, RUN_WIDE } from "../../vt/types.ts";
import { charWidth } from "../../vt/width.ts";
import { DEFAULT_ATTRS, GridRow, WIDE_TAIL } from "./screen_grid.ts";
/**
 * Writes `text` into `row` in `style`: from the left, against the right
 * edge, or its end against the right edge when it is too long (`tail`, a
 * prompt). Returns the column after it. A wide grapheme cut in half by
 * the text loses its other half too.
 */ export function putText(row, cols, text, style, align) {
  let runs = textRuns(text, style);
  let width = runsWidth(runs);
  while(width > cols && align !== "left" && text.length > 0){
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
  for(let x = 0; x < tmp.cols; x++)row.copyCell(x0 + x, tmp, x);
  return end;
}
/**
 * The runs' first `cols` cells (a wide grapheme that would straddle the
 * edge is left out): what `GridRow.setRuns` can take for a narrower row.
 */ export function cutRuns(runs, cols) {
  const out = [];
  let used = 0;
  for (const r of runs){
    const w = ((r[4] ?? 0) & RUN_WIDE) !== 0 ? 2 : 1;
    const n = Math.min(r[1], Math.floor((cols - used) / w) * w);
    if (n <= 0) break;
    const gs = splitGraphemes(r[0]).slice(0, n / w);
    out.push([
      gs.join(""),
      n,
      r[2],
      r[3],
      r[4],
      r[5]
    ]);
    used += n;
  }
  return out;
}
// Runs for plain text: narrow and wide graphemes apart, as `RowRun` wants.
function textRuns(text, s) {
  const runs = [];
  for (const g of splitGraphemes(text)){
    const wide = charWidth(g.codePointAt(0) ?? 32) === 2;
    const flags = s.flags | (wide ? RUN_WIDE : 0);
    const last = runs[runs.length - 1];
    if (last && last[4] === flags) {
      last[0] += g;
      last[1] += wide ? 2 : 1;
    } else {
      runs.push([
        g,
        wide ? 2 : 1,
        s.fg,
        s.bg,
        flags,
        COLOR_DEFAULT
      ]);
    }
  }
  return runs;
}
// Made on first use: an Intl.Segmenter costs about 3 MB of RSS (measured
// by the perf work on the attach client), and most attachments never
// show a message.
let segmenter;
// Printable ASCII, each character a grapheme of its own: the status line's
// usual text, split without a segmenter (making one and its first split
// cost a fresh attach client about 30 ms of CPU, measured).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** `text` split into grapheme clusters. */ export function splitGraphemes(text) {
  if (PRINTABLE_ASCII.test(text)) return text.split("");
  segmenter ??= new Intl.Segmenter();
  return Array.from(segmenter.segment(text), (s)=>s.segment);
}
function runsWidth(runs) {
  let w = 0;
  for (const r of runs)w += r[1];
  return w;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcm93X3RleHQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBQbGFpbiB0ZXh0IHdyaXR0ZW4gaW50byBhIHJvdyBvZiBjZWxsczogc2Nyb2xsIG1vZGUncyBpbmRpY2F0b3IsIHByb21wdFxuICogYW5kIG1lc3NhZ2VzLCBhbmQgdGhlIGF0dGFjaCBjbGllbnQncyBvbmUtbGluZSBtZXNzYWdlcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgQ09MT1JfREVGQVVMVCwgdHlwZSBSb3dSdW4sIFJVTl9XSURFIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgeyBjaGFyV2lkdGggfSBmcm9tIFwiLi4vLi4vdnQvd2lkdGgudHNcIjtcbmltcG9ydCB7IERFRkFVTFRfQVRUUlMsIEdyaWRSb3csIFdJREVfVEFJTCB9IGZyb20gXCIuL3NjcmVlbl9ncmlkLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFNnclN0eWxlIH0gZnJvbSBcIi4vc2dyLnRzXCI7XG5cbi8qKlxuICogV3JpdGVzIGB0ZXh0YCBpbnRvIGByb3dgIGluIGBzdHlsZWA6IGZyb20gdGhlIGxlZnQsIGFnYWluc3QgdGhlIHJpZ2h0XG4gKiBlZGdlLCBvciBpdHMgZW5kIGFnYWluc3QgdGhlIHJpZ2h0IGVkZ2Ugd2hlbiBpdCBpcyB0b28gbG9uZyAoYHRhaWxgLCBhXG4gKiBwcm9tcHQpLiBSZXR1cm5zIHRoZSBjb2x1bW4gYWZ0ZXIgaXQuIEEgd2lkZSBncmFwaGVtZSBjdXQgaW4gaGFsZiBieVxuICogdGhlIHRleHQgbG9zZXMgaXRzIG90aGVyIGhhbGYgdG9vLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcHV0VGV4dChcbiAgcm93OiBHcmlkUm93LFxuICBjb2xzOiBudW1iZXIsXG4gIHRleHQ6IHN0cmluZyxcbiAgc3R5bGU6IFNnclN0eWxlLFxuICBhbGlnbjogXCJsZWZ0XCIgfCBcInJpZ2h0XCIgfCBcInRhaWxcIixcbik6IG51bWJlciB7XG4gIGxldCBydW5zID0gdGV4dFJ1bnModGV4dCwgc3R5bGUpO1xuICBsZXQgd2lkdGggPSBydW5zV2lkdGgocnVucyk7XG4gIHdoaWxlICh3aWR0aCA+IGNvbHMgJiYgYWxpZ24gIT09IFwibGVmdFwiICYmIHRleHQubGVuZ3RoID4gMCkge1xuICAgIHRleHQgPSBzcGxpdEdyYXBoZW1lcyh0ZXh0KS5zbGljZSgxKS5qb2luKFwiXCIpO1xuICAgIHJ1bnMgPSB0ZXh0UnVucyh0ZXh0LCBzdHlsZSk7XG4gICAgd2lkdGggPSBydW5zV2lkdGgocnVucyk7XG4gIH1cbiAgaWYgKHdpZHRoID4gY29scyAmJiBhbGlnbiA9PT0gXCJsZWZ0XCIpIHtcbiAgICAvLyBDdXQgYXQgdGhlIHJpZ2h0IGVkZ2U6IGEgcnVuIGxvbmdlciB0aGFuIGl0cyByb3cgd291bGQgcHV0IHRoZSByZXN0XG4gICAgLy8gb2YgaXRzIHRleHQgaW50byB0aGUgbGFzdCBjZWxsIChzZWUgYGdyYXBoZW1lc2ApLlxuICAgIHJ1bnMgPSBjdXRSdW5zKHJ1bnMsIGNvbHMpO1xuICAgIHdpZHRoID0gcnVuc1dpZHRoKHJ1bnMpO1xuICB9XG4gIGNvbnN0IHgwID0gYWxpZ24gPT09IFwicmlnaHRcIiA/IE1hdGgubWF4KDAsIGNvbHMgLSB3aWR0aCkgOiAwO1xuICBjb25zdCB0bXAgPSBuZXcgR3JpZFJvdyhNYXRoLm1pbih3aWR0aCwgY29scyAtIHgwKSk7XG4gIHRtcC5zZXRSdW5zKHJ1bnMpO1xuICBpZiAoeDAgPiAwICYmIHJvdy5jaGFyc1t4MF0gPT09IFdJREVfVEFJTCkge1xuICAgIHJvdy5maWxsKHgwIC0gMSwgeDAsIFwiIFwiLCBERUZBVUxUX0FUVFJTKTtcbiAgfVxuICBjb25zdCBlbmQgPSB4MCArIHRtcC5jb2xzO1xuICBpZiAoZW5kIDwgY29scyAmJiByb3cuY2hhcnNbZW5kXSA9PT0gV0lERV9UQUlMKSB7XG4gICAgcm93LmZpbGwoZW5kLCBlbmQgKyAxLCBcIiBcIiwgREVGQVVMVF9BVFRSUyk7XG4gIH1cbiAgZm9yIChsZXQgeCA9IDA7IHggPCB0bXAuY29sczsgeCsrKSByb3cuY29weUNlbGwoeDAgKyB4LCB0bXAsIHgpO1xuICByZXR1cm4gZW5kO1xufVxuXG4vKipcbiAqIFRoZSBydW5zJyBmaXJzdCBgY29sc2AgY2VsbHMgKGEgd2lkZSBncmFwaGVtZSB0aGF0IHdvdWxkIHN0cmFkZGxlIHRoZVxuICogZWRnZSBpcyBsZWZ0IG91dCk6IHdoYXQgYEdyaWRSb3cuc2V0UnVuc2AgY2FuIHRha2UgZm9yIGEgbmFycm93ZXIgcm93LlxuICovXG5leHBvcnQgZnVuY3Rpb24gY3V0UnVucyhydW5zOiBSb3dSdW5bXSwgY29sczogbnVtYmVyKTogUm93UnVuW10ge1xuICBjb25zdCBvdXQ6IFJvd1J1bltdID0gW107XG4gIGxldCB1c2VkID0gMDtcbiAgZm9yIChjb25zdCByIG9mIHJ1bnMpIHtcbiAgICBjb25zdCB3ID0gKChyWzRdID8/IDApICYgUlVOX1dJREUpICE9PSAwID8gMiA6IDE7XG4gICAgY29uc3QgbiA9IE1hdGgubWluKHJbMV0sIE1hdGguZmxvb3IoKGNvbHMgLSB1c2VkKSAvIHcpICogdyk7XG4gICAgaWYgKG4gPD0gMCkgYnJlYWs7XG4gICAgY29uc3QgZ3MgPSBzcGxpdEdyYXBoZW1lcyhyWzBdKS5zbGljZSgwLCBuIC8gdyk7XG4gICAgb3V0LnB1c2goW2dzLmpvaW4oXCJcIiksIG4sIHJbMl0sIHJbM10sIHJbNF0sIHJbNV1dKTtcbiAgICB1c2VkICs9IG47XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLy8gUnVucyBmb3IgcGxhaW4gdGV4dDogbmFycm93IGFuZCB3aWRlIGdyYXBoZW1lcyBhcGFydCwgYXMgYFJvd1J1bmAgd2FudHMuXG5mdW5jdGlvbiB0ZXh0UnVucyh0ZXh0OiBzdHJpbmcsIHM6IFNnclN0eWxlKTogUm93UnVuW10ge1xuICBjb25zdCBydW5zOiBSb3dSdW5bXSA9IFtdO1xuICBmb3IgKGNvbnN0IGcgb2Ygc3BsaXRHcmFwaGVtZXModGV4dCkpIHtcbiAgICBjb25zdCB3aWRlID0gY2hhcldpZHRoKGcuY29kZVBvaW50QXQoMCkgPz8gMzIpID09PSAyO1xuICAgIGNvbnN0IGZsYWdzID0gcy5mbGFncyB8ICh3aWRlID8gUlVOX1dJREUgOiAwKTtcbiAgICBjb25zdCBsYXN0ID0gcnVuc1tydW5zLmxlbmd0aCAtIDFdO1xuICAgIGlmIChsYXN0ICYmIGxhc3RbNF0gPT09IGZsYWdzKSB7XG4gICAgICBsYXN0WzBdICs9IGc7XG4gICAgICBsYXN0WzFdICs9IHdpZGUgPyAyIDogMTtcbiAgICB9IGVsc2Uge1xuICAgICAgcnVucy5wdXNoKFtnLCB3aWRlID8gMiA6IDEsIHMuZmcsIHMuYmcsIGZsYWdzLCBDT0xPUl9ERUZBVUxUXSk7XG4gICAgfVxuICB9XG4gIHJldHVybiBydW5zO1xufVxuXG4vLyBNYWRlIG9uIGZpcnN0IHVzZTogYW4gSW50bC5TZWdtZW50ZXIgY29zdHMgYWJvdXQgMyBNQiBvZiBSU1MgKG1lYXN1cmVkXG4vLyBieSB0aGUgcGVyZiB3b3JrIG9uIHRoZSBhdHRhY2ggY2xpZW50KSwgYW5kIG1vc3QgYXR0YWNobWVudHMgbmV2ZXJcbi8vIHNob3cgYSBtZXNzYWdlLlxubGV0IHNlZ21lbnRlcjogSW50bC5TZWdtZW50ZXIgfCB1bmRlZmluZWQ7XG4vLyBQcmludGFibGUgQVNDSUksIGVhY2ggY2hhcmFjdGVyIGEgZ3JhcGhlbWUgb2YgaXRzIG93bjogdGhlIHN0YXR1cyBsaW5lJ3Ncbi8vIHVzdWFsIHRleHQsIHNwbGl0IHdpdGhvdXQgYSBzZWdtZW50ZXIgKG1ha2luZyBvbmUgYW5kIGl0cyBmaXJzdCBzcGxpdFxuLy8gY29zdCBhIGZyZXNoIGF0dGFjaCBjbGllbnQgYWJvdXQgMzAgbXMgb2YgQ1BVLCBtZWFzdXJlZCkuXG5jb25zdCBQUklOVEFCTEVfQVNDSUkgPSAvXltcXHgyMC1cXHg3ZV0qJC87XG5cbi8qKiBgdGV4dGAgc3BsaXQgaW50byBncmFwaGVtZSBjbHVzdGVycy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzcGxpdEdyYXBoZW1lcyh0ZXh0OiBzdHJpbmcpOiBzdHJpbmdbXSB7XG4gIGlmIChQUklOVEFCTEVfQVNDSUkudGVzdCh0ZXh0KSkgcmV0dXJuIHRleHQuc3BsaXQoXCJcIik7XG4gIHNlZ21lbnRlciA/Pz0gbmV3IEludGwuU2VnbWVudGVyKCk7XG4gIHJldHVybiBBcnJheS5mcm9tKHNlZ21lbnRlci5zZWdtZW50KHRleHQpLCAocykgPT4gcy5zZWdtZW50KTtcbn1cblxuZnVuY3Rpb24gcnVuc1dpZHRoKHJ1bnM6IFJvd1J1bltdKTogbnVtYmVyIHtcbiAgbGV0IHcgPSAwO1xuICBmb3IgKGNvbnN0IHIgb2YgcnVucykgdyArPSByWzFdO1xuICByZXR1cm4gdztcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQVMsYUFBYSxFQUFlLFFBQVEsUUFBUSxvQkFBb0I7QUFDekUsU0FBUyxTQUFTLFFBQVEsb0JBQW9CO0FBQzlDLFNBQVMsYUFBYSxFQUFFLE9BQU8sRUFBRSxTQUFTLFFBQVEsbUJBQW1CO0FBR3JFOzs7OztDQUtDLEdBQ0QsT0FBTyxTQUFTLFFBQ2QsR0FBWSxFQUNaLElBQVksRUFDWixJQUFZLEVBQ1osS0FBZSxFQUNmLEtBQWdDO0VBRWhDLElBQUksT0FBTyxTQUFTLE1BQU07RUFDMUIsSUFBSSxRQUFRLFVBQVU7RUFDdEIsTUFBTyxRQUFRLFFBQVEsVUFBVSxVQUFVLEtBQUssTUFBTSxHQUFHLEVBQUc7SUFDMUQsT0FBTyxlQUFlLE1BQU0sS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDO0lBQzFDLE9BQU8sU0FBUyxNQUFNO0lBQ3RCLFFBQVEsVUFBVTtFQUNwQjtFQUNBLElBQUksUUFBUSxRQUFRLFVBQVUsUUFBUTtJQUNwQyxzRUFBc0U7SUFDdEUsb0RBQW9EO0lBQ3BELE9BQU8sUUFBUSxNQUFNO0lBQ3JCLFFBQVEsVUFBVTtFQUNwQjtFQUNBLE1BQU0sS0FBSyxVQUFVLFVBQVUsS0FBSyxHQUFHLENBQUMsR0FBRyxPQUFPLFNBQVM7RUFDM0QsTUFBTSxNQUFNLElBQUksUUFBUSxLQUFLLEdBQUcsQ0FBQyxPQUFPLE9BQU87RUFDL0MsSUFBSSxPQUFPLENBQUM7RUFDWixJQUFJLEtBQUssS0FBSyxJQUFJLEtBQUssQ0FBQyxHQUFHLEtBQUssV0FBVztJQUN6QyxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxLQUFLO0VBQzVCO0VBQ0EsTUFBTSxNQUFNLEtBQUssSUFBSSxJQUFJO0VBQ3pCLElBQUksTUFBTSxRQUFRLElBQUksS0FBSyxDQUFDLElBQUksS0FBSyxXQUFXO0lBQzlDLElBQUksSUFBSSxDQUFDLEtBQUssTUFBTSxHQUFHLEtBQUs7RUFDOUI7RUFDQSxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxJQUFJLEVBQUUsSUFBSyxJQUFJLFFBQVEsQ0FBQyxLQUFLLEdBQUcsS0FBSztFQUM3RCxPQUFPO0FBQ1Q7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsUUFBUSxJQUFjLEVBQUUsSUFBWTtFQUNsRCxNQUFNLE1BQWdCLEVBQUU7RUFDeEIsSUFBSSxPQUFPO0VBQ1gsS0FBSyxNQUFNLEtBQUssS0FBTTtJQUNwQixNQUFNLElBQUksQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxJQUFJLFFBQVEsTUFBTSxJQUFJLElBQUk7SUFDL0MsTUFBTSxJQUFJLEtBQUssR0FBRyxDQUFDLENBQUMsQ0FBQyxFQUFFLEVBQUUsS0FBSyxLQUFLLENBQUMsQ0FBQyxPQUFPLElBQUksSUFBSSxLQUFLO0lBQ3pELElBQUksS0FBSyxHQUFHO0lBQ1osTUFBTSxLQUFLLGVBQWUsQ0FBQyxDQUFDLEVBQUUsRUFBRSxLQUFLLENBQUMsR0FBRyxJQUFJO0lBQzdDLElBQUksSUFBSSxDQUFDO01BQUMsR0FBRyxJQUFJLENBQUM7TUFBSztNQUFHLENBQUMsQ0FBQyxFQUFFO01BQUUsQ0FBQyxDQUFDLEVBQUU7TUFBRSxDQUFDLENBQUMsRUFBRTtNQUFFLENBQUMsQ0FBQyxFQUFFO0tBQUM7SUFDakQsUUFBUTtFQUNWO0VBQ0EsT0FBTztBQUNUO0FBRUEsMkVBQTJFO0FBQzNFLFNBQVMsU0FBUyxJQUFZLEVBQUUsQ0FBVztFQUN6QyxNQUFNLE9BQWlCLEVBQUU7RUFDekIsS0FBSyxNQUFNLEtBQUssZUFBZSxNQUFPO0lBQ3BDLE1BQU0sT0FBTyxVQUFVLEVBQUUsV0FBVyxDQUFDLE1BQU0sUUFBUTtJQUNuRCxNQUFNLFFBQVEsRUFBRSxLQUFLLEdBQUcsQ0FBQyxPQUFPLFdBQVcsQ0FBQztJQUM1QyxNQUFNLE9BQU8sSUFBSSxDQUFDLEtBQUssTUFBTSxHQUFHLEVBQUU7SUFDbEMsSUFBSSxRQUFRLElBQUksQ0FBQyxFQUFFLEtBQUssT0FBTztNQUM3QixJQUFJLENBQUMsRUFBRSxJQUFJO01BQ1gsSUFBSSxDQUFDLEVBQUUsSUFBSSxPQUFPLElBQUk7SUFDeEIsT0FBTztNQUNMLEtBQUssSUFBSSxDQUFDO1FBQUM7UUFBRyxPQUFPLElBQUk7UUFBRyxFQUFFLEVBQUU7UUFBRSxFQUFFLEVBQUU7UUFBRTtRQUFPO09BQWM7SUFDL0Q7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBLHlFQUF5RTtBQUN6RSxxRUFBcUU7QUFDckUsa0JBQWtCO0FBQ2xCLElBQUk7QUFDSiwyRUFBMkU7QUFDM0Usd0VBQXdFO0FBQ3hFLDREQUE0RDtBQUM1RCxNQUFNLGtCQUFrQjtBQUV4Qix5Q0FBeUMsR0FDekMsT0FBTyxTQUFTLGVBQWUsSUFBWTtFQUN6QyxJQUFJLGdCQUFnQixJQUFJLENBQUMsT0FBTyxPQUFPLEtBQUssS0FBSyxDQUFDO0VBQ2xELGNBQWMsSUFBSSxLQUFLLFNBQVM7RUFDaEMsT0FBTyxNQUFNLElBQUksQ0FBQyxVQUFVLE9BQU8sQ0FBQyxPQUFPLENBQUMsSUFBTSxFQUFFLE9BQU87QUFDN0Q7QUFFQSxTQUFTLFVBQVUsSUFBYztFQUMvQixJQUFJLElBQUk7RUFDUixLQUFLLE1BQU0sS0FBSyxLQUFNLEtBQUssQ0FBQyxDQUFDLEVBQUU7RUFDL0IsT0FBTztBQUNUIn0=
// denoCacheMetadata=15391903571077684631,10947836357262561813