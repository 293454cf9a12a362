/**
 * The attach client's status line, as tmux's default one: `[session]` at
 * the left, then the window list (`0:bash* 1:vim-`, tmux's
 * `window-status-format` `#I:#W#F` with its flags), and at the right the
 * active pane's title in quotes (tmux's `"#{=21:pane_title}"`, expanded
 * by `protocol/format.ts`)
 * and the time as `%H:%M %d-%b-%y`; black on green (tmux's `status-style`).
 * When the session is larger than this client, the right part starts with
 * the view's offset `[x,y]`, as tmux's `window_bigger` does.
 *
 * The daemon sends the name and the windows (`WireStatus`); the title
 * comes with the frames, the time from the clock here.
 *
 * @module
 */ import { expandFormat, graphemeCells, truncateCells } from "../../protocol/format.ts";
import { ATTR_INVERSE, COLOR_DEFAULT } from "../../vt/types.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { putText, splitGraphemes } from "./row_text.ts";
export { sessionRows } from "../terminal_size.ts";
/**
 * How long a message stays on the status line (tmux's display-time is
 * 750 ms; a sentence takes longer to read).
 */ export const MESSAGE_MS = 1500;
/** A message's row, `cols` wide, in `MESSAGE_STYLE` (`Renderer.showMessage`). */ export function messageRow(cols, text) {
  const row = new GridRow(cols);
  row.fill(0, cols, " ", MESSAGE_STYLE);
  putText(row, cols, text, MESSAGE_STYLE, "left");
  return row;
}
/** tmux's `message-style`: black on yellow (palette 0 and 3). */ export const MESSAGE_STYLE = Object.freeze({
  fg: 0,
  bg: 3,
  ul: COLOR_DEFAULT,
  flags: 0
});
/** tmux's `status-style`: black on green (palette 0 and 2). */ export const STATUS_STYLE = Object.freeze({
  fg: 0,
  bg: 2,
  ul: COLOR_DEFAULT,
  flags: 0
});
// tmux's status-left-length, and the title part of its status-right.
const LEFT_LENGTH = 10;
const TITLE_FORMAT = '"#{=21:pane_title}"';
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
/**
 * tmux's `window-status-activity-style` and `window-status-bell-style`:
 * reverse, for a window with activity or a bell while not shown.
 */ const ALERT_STYLE = Object.freeze({
  ...STATUS_STYLE,
  flags: ATTR_INVERSE
});
/** The status line, `cols` wide, for `content` at time `now`. */ export function statusLine(cols, content, now) {
  const row = new GridRow(cols);
  row.fill(0, cols, " ", STATUS_STYLE);
  const l = layout(cols, content, now);
  put(row, 0, l.left, cols);
  put(row, l.listX, l.list, l.rightX);
  for (const span of l.spans.filter((s)=>s.alert)){
    const end = Math.min(span.x1, l.rightX, l.listX + width(l.list));
    for(let x = span.x0; x < end; x++)row.setStyle(x, ALERT_STYLE);
  }
  put(row, l.rightX, l.right, cols);
  return row;
}
/**
 * The index of the window whose name the status line shows at column `x`
 * (for a mouse click), or undefined.
 */ export function windowAt(cols, content, x) {
  const l = layout(cols, content, new Date());
  return l.spans.find((s)=>x >= s.x0 && x < s.x1)?.index;
}
/** Milliseconds from `now` to the next minute, when the clock changes. */ export function untilNextMinute(now) {
  return 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds());
}
/** tmux's `%H:%M %d-%b-%y`. */ export function clock(now) {
  const two = (n)=>String(n).padStart(2, "0");
  return `${two(now.getHours())}:${two(now.getMinutes())} ${two(now.getDate())}-${MONTHS[now.getMonth()]}-${two(now.getFullYear() % 100)}`;
}
function layout(cols, c, now) {
  const left = cut(`[${c.status.session}] `, LEFT_LENGTH);
  const offset = c.offset ? `[${c.offset.x},${c.offset.y}] ` : "";
  const title = expandFormat(TITLE_FORMAT, (name)=>name === "pane_title" ? c.title : undefined);
  let right = `${offset}${title} ${clock(now)}`;
  const leftW = width(left);
  // The right part gives way first to the left one, then to the list.
  if (width(right) > cols - leftW) right = "";
  const rightX = cols - width(right);
  const room = Math.max(0, rightX - leftW - 1);
  const pieces = c.status.windows.map(([i, name, flags])=>({
      index: i,
      text: `${i}:${name}${flags === "" ? " " : flags}`,
      shown: flags.includes("*"),
      alert: /[#!]/.test(flags)
    }));
  const { list, spans } = fitList(pieces, room, leftW);
  return {
    left,
    list,
    listX: leftW,
    spans,
    right,
    rightX
  };
}
// The window list, cut to `room` cells so that the shown window stays in
// view: `<` where windows before it were left out, `>` after.
function fitList(pieces, room, x0) {
  let first = 0;
  const shown = Math.max(0, pieces.findIndex((p)=>p.shown));
  // Drop windows from the left while the shown one would not fit.
  while(first < shown && widthUpTo(pieces, first, shown) > room - 1)first++;
  let list = first > 0 ? "<" : "";
  const spans = [];
  for(let i = first; i < pieces.length; i++){
    const sep = i > first ? " " : "";
    const next = list + sep + pieces[i].text;
    const more = i + 1 < pieces.length;
    if (width(next) + (more ? 1 : 0) > room && i > first) {
      list += ">";
      break;
    }
    const start = x0 + width(list + sep);
    list = next;
    spans.push({
      index: pieces[i].index,
      x0: start,
      x1: x0 + width(list),
      alert: pieces[i].alert
    });
  }
  return {
    list: cut(list, room),
    spans
  };
}
// Width of windows first..last joined by spaces, with a `<` before.
function widthUpTo(pieces, first, last) {
  let n = first > 0 ? 1 : 0;
  for(let i = first; i <= last; i++)n += width(pieces[i].text) + 1;
  return n;
}
// Writes `text` from column x, up to column `end` (exclusive).
function put(row, x, text, end) {
  for (const g of splitGraphemes(text)){
    const w = graphemeCells(g);
    if (w === 0) continue;
    if (x + w > end) break;
    row.chars[x] = g;
    if (w === 2) row.chars[x + 1] = WIDE_TAIL;
    x += w;
  }
}
/** The width of `text` in cells. */ function width(text) {
  let n = 0;
  for (const g of splitGraphemes(text))n += graphemeCells(g);
  return n;
}
/** `text` cut to at most `max` cells (as tmux's `#{=N:...}`). */ const cut = truncateCells;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvc3RhdHVzX2xpbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCdzIHN0YXR1cyBsaW5lLCBhcyB0bXV4J3MgZGVmYXVsdCBvbmU6IGBbc2Vzc2lvbl1gIGF0XG4gKiB0aGUgbGVmdCwgdGhlbiB0aGUgd2luZG93IGxpc3QgKGAwOmJhc2gqIDE6dmltLWAsIHRtdXgnc1xuICogYHdpbmRvdy1zdGF0dXMtZm9ybWF0YCBgI0k6I1cjRmAgd2l0aCBpdHMgZmxhZ3MpLCBhbmQgYXQgdGhlIHJpZ2h0IHRoZVxuICogYWN0aXZlIHBhbmUncyB0aXRsZSBpbiBxdW90ZXMgKHRtdXgncyBgXCIjez0yMTpwYW5lX3RpdGxlfVwiYCwgZXhwYW5kZWRcbiAqIGJ5IGBwcm90b2NvbC9mb3JtYXQudHNgKVxuICogYW5kIHRoZSB0aW1lIGFzIGAlSDolTSAlZC0lYi0leWA7IGJsYWNrIG9uIGdyZWVuICh0bXV4J3MgYHN0YXR1cy1zdHlsZWApLlxuICogV2hlbiB0aGUgc2Vzc2lvbiBpcyBsYXJnZXIgdGhhbiB0aGlzIGNsaWVudCwgdGhlIHJpZ2h0IHBhcnQgc3RhcnRzIHdpdGhcbiAqIHRoZSB2aWV3J3Mgb2Zmc2V0IGBbeCx5XWAsIGFzIHRtdXgncyBgd2luZG93X2JpZ2dlcmAgZG9lcy5cbiAqXG4gKiBUaGUgZGFlbW9uIHNlbmRzIHRoZSBuYW1lIGFuZCB0aGUgd2luZG93cyAoYFdpcmVTdGF0dXNgKTsgdGhlIHRpdGxlXG4gKiBjb21lcyB3aXRoIHRoZSBmcmFtZXMsIHRoZSB0aW1lIGZyb20gdGhlIGNsb2NrIGhlcmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgV2lyZVN0YXR1cyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgZXhwYW5kRm9ybWF0LFxuICBncmFwaGVtZUNlbGxzLFxuICB0cnVuY2F0ZUNlbGxzLFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvZm9ybWF0LnRzXCI7XG5pbXBvcnQgeyBBVFRSX0lOVkVSU0UsIENPTE9SX0RFRkFVTFQgfSBmcm9tIFwiLi4vLi4vdnQvdHlwZXMudHNcIjtcbmltcG9ydCB7IEdyaWRSb3csIFdJREVfVEFJTCB9IGZyb20gXCIuL3NjcmVlbl9ncmlkLnRzXCI7XG5pbXBvcnQgeyBwdXRUZXh0LCBzcGxpdEdyYXBoZW1lcyB9IGZyb20gXCIuL3Jvd190ZXh0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IFNnclN0eWxlIH0gZnJvbSBcIi4vc2dyLnRzXCI7XG5cbi8qKiBXaGF0IHRoZSBzdGF0dXMgbGluZSBzaG93cy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU3RhdHVzQ29udGVudCB7XG4gIHN0YXR1czogV2lyZVN0YXR1cztcbiAgLyoqIFRoZSBhY3RpdmUgcGFuZSdzIHRpdGxlICh0aGUgaG9zdCdzIG5hbWUgd2hlbiB0aGUgcHJvZ3JhbSBzZXQgbm9uZSkuICovXG4gIHRpdGxlOiBzdHJpbmc7XG4gIC8qKiBUaGUgdmlldydzIG9mZnNldCBpbiBhIGxhcmdlciBzZXNzaW9uLCBvciBudWxsIHdoZW4gaXQgYWxsIHNob3dzLiAqL1xuICBvZmZzZXQ6IHsgeDogbnVtYmVyOyB5OiBudW1iZXIgfSB8IG51bGw7XG59XG5cbmV4cG9ydCB7IHNlc3Npb25Sb3dzLCB0eXBlIFN0YXR1c1Bvc2l0aW9uIH0gZnJvbSBcIi4uL3Rlcm1pbmFsX3NpemUudHNcIjtcblxuLyoqXG4gKiBIb3cgbG9uZyBhIG1lc3NhZ2Ugc3RheXMgb24gdGhlIHN0YXR1cyBsaW5lICh0bXV4J3MgZGlzcGxheS10aW1lIGlzXG4gKiA3NTAgbXM7IGEgc2VudGVuY2UgdGFrZXMgbG9uZ2VyIHRvIHJlYWQpLlxuICovXG5leHBvcnQgY29uc3QgTUVTU0FHRV9NUyA9IDE1MDA7XG5cbi8qKiBBIG1lc3NhZ2UncyByb3csIGBjb2xzYCB3aWRlLCBpbiBgTUVTU0FHRV9TVFlMRWAgKGBSZW5kZXJlci5zaG93TWVzc2FnZWApLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG1lc3NhZ2VSb3coY29sczogbnVtYmVyLCB0ZXh0OiBzdHJpbmcpOiBHcmlkUm93IHtcbiAgY29uc3Qgcm93ID0gbmV3IEdyaWRSb3coY29scyk7XG4gIHJvdy5maWxsKDAsIGNvbHMsIFwiIFwiLCBNRVNTQUdFX1NUWUxFKTtcbiAgcHV0VGV4dChyb3csIGNvbHMsIHRleHQsIE1FU1NBR0VfU1RZTEUsIFwibGVmdFwiKTtcbiAgcmV0dXJuIHJvdztcbn1cblxuLyoqIHRtdXgncyBgbWVzc2FnZS1zdHlsZWA6IGJsYWNrIG9uIHllbGxvdyAocGFsZXR0ZSAwIGFuZCAzKS4gKi9cbmV4cG9ydCBjb25zdCBNRVNTQUdFX1NUWUxFOiBSZWFkb25seTxTZ3JTdHlsZT4gPSBPYmplY3QuZnJlZXplKHtcbiAgZmc6IDAsXG4gIGJnOiAzLFxuICB1bDogQ09MT1JfREVGQVVMVCxcbiAgZmxhZ3M6IDAsXG59KTtcblxuLyoqIHRtdXgncyBgc3RhdHVzLXN0eWxlYDogYmxhY2sgb24gZ3JlZW4gKHBhbGV0dGUgMCBhbmQgMikuICovXG5leHBvcnQgY29uc3QgU1RBVFVTX1NUWUxFOiBSZWFkb25seTxTZ3JTdHlsZT4gPSBPYmplY3QuZnJlZXplKHtcbiAgZmc6IDAsXG4gIGJnOiAyLFxuICB1bDogQ09MT1JfREVGQVVMVCxcbiAgZmxhZ3M6IDAsXG59KTtcblxuLy8gdG11eCdzIHN0YXR1cy1sZWZ0LWxlbmd0aCwgYW5kIHRoZSB0aXRsZSBwYXJ0IG9mIGl0cyBzdGF0dXMtcmlnaHQuXG5jb25zdCBMRUZUX0xFTkdUSCA9IDEwO1xuY29uc3QgVElUTEVfRk9STUFUID0gJ1wiI3s9MjE6cGFuZV90aXRsZX1cIic7XG5jb25zdCBNT05USFMgPSBcIkphbiBGZWIgTWFyIEFwciBNYXkgSnVuIEp1bCBBdWcgU2VwIE9jdCBOb3YgRGVjXCIuc3BsaXQoXCIgXCIpO1xuXG4vKipcbiAqIHRtdXgncyBgd2luZG93LXN0YXR1cy1hY3Rpdml0eS1zdHlsZWAgYW5kIGB3aW5kb3ctc3RhdHVzLWJlbGwtc3R5bGVgOlxuICogcmV2ZXJzZSwgZm9yIGEgd2luZG93IHdpdGggYWN0aXZpdHkgb3IgYSBiZWxsIHdoaWxlIG5vdCBzaG93bi5cbiAqL1xuY29uc3QgQUxFUlRfU1RZTEU6IFJlYWRvbmx5PFNnclN0eWxlPiA9IE9iamVjdC5mcmVlemUoe1xuICAuLi5TVEFUVVNfU1RZTEUsXG4gIGZsYWdzOiBBVFRSX0lOVkVSU0UsXG59KTtcblxuLyoqIE9uZSB3aW5kb3cncyBwbGFjZSBvbiB0aGUgc3RhdHVzIGxpbmU6IGNvbHVtbnMgW3gwLCB4MSkuICovXG5pbnRlcmZhY2UgV2luZG93U3BhbiB7XG4gIGluZGV4OiBudW1iZXI7XG4gIHgwOiBudW1iZXI7XG4gIHgxOiBudW1iZXI7XG4gIC8qKiBJdCBoYXMgYWN0aXZpdHkgb3IgYSBiZWxsIChgI2AsIGAhYCk6IGRyYXduIGluIGBBTEVSVF9TVFlMRWAuICovXG4gIGFsZXJ0OiBib29sZWFuO1xufVxuXG4vKiogVGhlIHN0YXR1cyBsaW5lIGFzIHRleHQgcGllY2VzIHBsYWNlZCBpbiBjb2x1bW5zLiAqL1xuaW50ZXJmYWNlIFN0YXR1c0xheW91dCB7XG4gIGxlZnQ6IHN0cmluZztcbiAgbGlzdDogc3RyaW5nO1xuICAvKiogV2hlcmUgdGhlIChwb3NzaWJseSBjdXQpIHdpbmRvdyBsaXN0IHN0YXJ0cy4gKi9cbiAgbGlzdFg6IG51bWJlcjtcbiAgc3BhbnM6IFdpbmRvd1NwYW5bXTtcbiAgcmlnaHQ6IHN0cmluZztcbiAgcmlnaHRYOiBudW1iZXI7XG59XG5cbi8qKiBUaGUgc3RhdHVzIGxpbmUsIGBjb2xzYCB3aWRlLCBmb3IgYGNvbnRlbnRgIGF0IHRpbWUgYG5vd2AuICovXG5leHBvcnQgZnVuY3Rpb24gc3RhdHVzTGluZShcbiAgY29sczogbnVtYmVyLFxuICBjb250ZW50OiBTdGF0dXNDb250ZW50LFxuICBub3c6IERhdGUsXG4pOiBHcmlkUm93IHtcbiAgY29uc3Qgcm93ID0gbmV3IEdyaWRSb3coY29scyk7XG4gIHJvdy5maWxsKDAsIGNvbHMsIFwiIFwiLCBTVEFUVVNfU1RZTEUpO1xuICBjb25zdCBsID0gbGF5b3V0KGNvbHMsIGNvbnRlbnQsIG5vdyk7XG4gIHB1dChyb3csIDAsIGwubGVmdCwgY29scyk7XG4gIHB1dChyb3csIGwubGlzdFgsIGwubGlzdCwgbC5yaWdodFgpO1xuICBmb3IgKGNvbnN0IHNwYW4gb2YgbC5zcGFucy5maWx0ZXIoKHMpID0+IHMuYWxlcnQpKSB7XG4gICAgY29uc3QgZW5kID0gTWF0aC5taW4oc3Bhbi54MSwgbC5yaWdodFgsIGwubGlzdFggKyB3aWR0aChsLmxpc3QpKTtcbiAgICBmb3IgKGxldCB4ID0gc3Bhbi54MDsgeCA8IGVuZDsgeCsrKSByb3cuc2V0U3R5bGUoeCwgQUxFUlRfU1RZTEUpO1xuICB9XG4gIHB1dChyb3csIGwucmlnaHRYLCBsLnJpZ2h0LCBjb2xzKTtcbiAgcmV0dXJuIHJvdztcbn1cblxuLyoqXG4gKiBUaGUgaW5kZXggb2YgdGhlIHdpbmRvdyB3aG9zZSBuYW1lIHRoZSBzdGF0dXMgbGluZSBzaG93cyBhdCBjb2x1bW4gYHhgXG4gKiAoZm9yIGEgbW91c2UgY2xpY2spLCBvciB1bmRlZmluZWQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3aW5kb3dBdChcbiAgY29sczogbnVtYmVyLFxuICBjb250ZW50OiBTdGF0dXNDb250ZW50LFxuICB4OiBudW1iZXIsXG4pOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBjb25zdCBsID0gbGF5b3V0KGNvbHMsIGNvbnRlbnQsIG5ldyBEYXRlKCkpO1xuICByZXR1cm4gbC5zcGFucy5maW5kKChzKSA9PiB4ID49IHMueDAgJiYgeCA8IHMueDEpPy5pbmRleDtcbn1cblxuLyoqIE1pbGxpc2Vjb25kcyBmcm9tIGBub3dgIHRvIHRoZSBuZXh0IG1pbnV0ZSwgd2hlbiB0aGUgY2xvY2sgY2hhbmdlcy4gKi9cbmV4cG9ydCBmdW5jdGlvbiB1bnRpbE5leHRNaW51dGUobm93OiBEYXRlKTogbnVtYmVyIHtcbiAgcmV0dXJuIDYwXzAwMCAtIChub3cuZ2V0U2Vjb25kcygpICogMTAwMCArIG5vdy5nZXRNaWxsaXNlY29uZHMoKSk7XG59XG5cbi8qKiB0bXV4J3MgYCVIOiVNICVkLSViLSV5YC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjbG9jayhub3c6IERhdGUpOiBzdHJpbmcge1xuICBjb25zdCB0d28gPSAobjogbnVtYmVyKSA9PiBTdHJpbmcobikucGFkU3RhcnQoMiwgXCIwXCIpO1xuICByZXR1cm4gYCR7dHdvKG5vdy5nZXRIb3VycygpKX06JHt0d28obm93LmdldE1pbnV0ZXMoKSl9ICR7XG4gICAgdHdvKG5vdy5nZXREYXRlKCkpXG4gIH0tJHtNT05USFNbbm93LmdldE1vbnRoKCldfS0ke3R3byhub3cuZ2V0RnVsbFllYXIoKSAlIDEwMCl9YDtcbn1cblxuZnVuY3Rpb24gbGF5b3V0KGNvbHM6IG51bWJlciwgYzogU3RhdHVzQ29udGVudCwgbm93OiBEYXRlKTogU3RhdHVzTGF5b3V0IHtcbiAgY29uc3QgbGVmdCA9IGN1dChgWyR7Yy5zdGF0dXMuc2Vzc2lvbn1dIGAsIExFRlRfTEVOR1RIKTtcbiAgY29uc3Qgb2Zmc2V0ID0gYy5vZmZzZXQgPyBgWyR7Yy5vZmZzZXQueH0sJHtjLm9mZnNldC55fV0gYCA6IFwiXCI7XG4gIGNvbnN0IHRpdGxlID0gZXhwYW5kRm9ybWF0KFxuICAgIFRJVExFX0ZPUk1BVCxcbiAgICAobmFtZSkgPT4gbmFtZSA9PT0gXCJwYW5lX3RpdGxlXCIgPyBjLnRpdGxlIDogdW5kZWZpbmVkLFxuICApO1xuICBsZXQgcmlnaHQgPSBgJHtvZmZzZXR9JHt0aXRsZX0gJHtjbG9jayhub3cpfWA7XG4gIGNvbnN0IGxlZnRXID0gd2lkdGgobGVmdCk7XG4gIC8vIFRoZSByaWdodCBwYXJ0IGdpdmVzIHdheSBmaXJzdCB0byB0aGUgbGVmdCBvbmUsIHRoZW4gdG8gdGhlIGxpc3QuXG4gIGlmICh3aWR0aChyaWdodCkgPiBjb2xzIC0gbGVmdFcpIHJpZ2h0ID0gXCJcIjtcbiAgY29uc3QgcmlnaHRYID0gY29scyAtIHdpZHRoKHJpZ2h0KTtcbiAgY29uc3Qgcm9vbSA9IE1hdGgubWF4KDAsIHJpZ2h0WCAtIGxlZnRXIC0gMSk7XG4gIGNvbnN0IHBpZWNlcyA9IGMuc3RhdHVzLndpbmRvd3MubWFwKChbaSwgbmFtZSwgZmxhZ3NdKSA9PiAoe1xuICAgIGluZGV4OiBpLFxuICAgIHRleHQ6IGAke2l9OiR7bmFtZX0ke2ZsYWdzID09PSBcIlwiID8gXCIgXCIgOiBmbGFnc31gLFxuICAgIHNob3duOiBmbGFncy5pbmNsdWRlcyhcIipcIiksXG4gICAgYWxlcnQ6IC9bIyFdLy50ZXN0KGZsYWdzKSxcbiAgfSkpO1xuICBjb25zdCB7IGxpc3QsIHNwYW5zIH0gPSBmaXRMaXN0KHBpZWNlcywgcm9vbSwgbGVmdFcpO1xuICByZXR1cm4geyBsZWZ0LCBsaXN0LCBsaXN0WDogbGVmdFcsIHNwYW5zLCByaWdodCwgcmlnaHRYIH07XG59XG5cbi8vIFRoZSB3aW5kb3cgbGlzdCwgY3V0IHRvIGByb29tYCBjZWxscyBzbyB0aGF0IHRoZSBzaG93biB3aW5kb3cgc3RheXMgaW5cbi8vIHZpZXc6IGA8YCB3aGVyZSB3aW5kb3dzIGJlZm9yZSBpdCB3ZXJlIGxlZnQgb3V0LCBgPmAgYWZ0ZXIuXG5mdW5jdGlvbiBmaXRMaXN0KFxuICBwaWVjZXM6IHsgaW5kZXg6IG51bWJlcjsgdGV4dDogc3RyaW5nOyBzaG93bjogYm9vbGVhbjsgYWxlcnQ6IGJvb2xlYW4gfVtdLFxuICByb29tOiBudW1iZXIsXG4gIHgwOiBudW1iZXIsXG4pOiB7IGxpc3Q6IHN0cmluZzsgc3BhbnM6IFdpbmRvd1NwYW5bXSB9IHtcbiAgbGV0IGZpcnN0ID0gMDtcbiAgY29uc3Qgc2hvd24gPSBNYXRoLm1heCgwLCBwaWVjZXMuZmluZEluZGV4KChwKSA9PiBwLnNob3duKSk7XG4gIC8vIERyb3Agd2luZG93cyBmcm9tIHRoZSBsZWZ0IHdoaWxlIHRoZSBzaG93biBvbmUgd291bGQgbm90IGZpdC5cbiAgd2hpbGUgKGZpcnN0IDwgc2hvd24gJiYgd2lkdGhVcFRvKHBpZWNlcywgZmlyc3QsIHNob3duKSA+IHJvb20gLSAxKSBmaXJzdCsrO1xuICBsZXQgbGlzdCA9IGZpcnN0ID4gMCA/IFwiPFwiIDogXCJcIjtcbiAgY29uc3Qgc3BhbnM6IFdpbmRvd1NwYW5bXSA9IFtdO1xuICBmb3IgKGxldCBpID0gZmlyc3Q7IGkgPCBwaWVjZXMubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBzZXAgPSBpID4gZmlyc3QgPyBcIiBcIiA6IFwiXCI7XG4gICAgY29uc3QgbmV4dCA9IGxpc3QgKyBzZXAgKyBwaWVjZXNbaV0udGV4dDtcbiAgICBjb25zdCBtb3JlID0gaSArIDEgPCBwaWVjZXMubGVuZ3RoO1xuICAgIGlmICh3aWR0aChuZXh0KSArIChtb3JlID8gMSA6IDApID4gcm9vbSAmJiBpID4gZmlyc3QpIHtcbiAgICAgIGxpc3QgKz0gXCI+XCI7XG4gICAgICBicmVhaztcbiAgICB9XG4gICAgY29uc3Qgc3RhcnQgPSB4MCArIHdpZHRoKGxpc3QgKyBzZXApO1xuICAgIGxpc3QgPSBuZXh0O1xuICAgIHNwYW5zLnB1c2goe1xuICAgICAgaW5kZXg6IHBpZWNlc1tpXS5pbmRleCxcbiAgICAgIHgwOiBzdGFydCxcbiAgICAgIHgxOiB4MCArIHdpZHRoKGxpc3QpLFxuICAgICAgYWxlcnQ6IHBpZWNlc1tpXS5hbGVydCxcbiAgICB9KTtcbiAgfVxuICByZXR1cm4geyBsaXN0OiBjdXQobGlzdCwgcm9vbSksIHNwYW5zIH07XG59XG5cbi8vIFdpZHRoIG9mIHdpbmRvd3MgZmlyc3QuLmxhc3Qgam9pbmVkIGJ5IHNwYWNlcywgd2l0aCBhIGA8YCBiZWZvcmUuXG5mdW5jdGlvbiB3aWR0aFVwVG8oXG4gIHBpZWNlczogeyB0ZXh0OiBzdHJpbmcgfVtdLFxuICBmaXJzdDogbnVtYmVyLFxuICBsYXN0OiBudW1iZXIsXG4pOiBudW1iZXIge1xuICBsZXQgbiA9IGZpcnN0ID4gMCA/IDEgOiAwO1xuICBmb3IgKGxldCBpID0gZmlyc3Q7IGkgPD0gbGFzdDsgaSsrKSBuICs9IHdpZHRoKHBpZWNlc1tpXS50ZXh0KSArIDE7XG4gIHJldHVybiBuO1xufVxuXG4vLyBXcml0ZXMgYHRleHRgIGZyb20gY29sdW1uIHgsIHVwIHRvIGNvbHVtbiBgZW5kYCAoZXhjbHVzaXZlKS5cbmZ1bmN0aW9uIHB1dChyb3c6IEdyaWRSb3csIHg6IG51bWJlciwgdGV4dDogc3RyaW5nLCBlbmQ6IG51bWJlcik6IHZvaWQge1xuICBmb3IgKGNvbnN0IGcgb2Ygc3BsaXRHcmFwaGVtZXModGV4dCkpIHtcbiAgICBjb25zdCB3ID0gZ3JhcGhlbWVDZWxscyhnKTtcbiAgICBpZiAodyA9PT0gMCkgY29udGludWU7XG4gICAgaWYgKHggKyB3ID4gZW5kKSBicmVhaztcbiAgICByb3cuY2hhcnNbeF0gPSBnO1xuICAgIGlmICh3ID09PSAyKSByb3cuY2hhcnNbeCArIDFdID0gV0lERV9UQUlMO1xuICAgIHggKz0gdztcbiAgfVxufVxuXG4vKiogVGhlIHdpZHRoIG9mIGB0ZXh0YCBpbiBjZWxscy4gKi9cbmZ1bmN0aW9uIHdpZHRoKHRleHQ6IHN0cmluZyk6IG51bWJlciB7XG4gIGxldCBuID0gMDtcbiAgZm9yIChjb25zdCBnIG9mIHNwbGl0R3JhcGhlbWVzKHRleHQpKSBuICs9IGdyYXBoZW1lQ2VsbHMoZyk7XG4gIHJldHVybiBuO1xufVxuXG4vKiogYHRleHRgIGN1dCB0byBhdCBtb3N0IGBtYXhgIGNlbGxzIChhcyB0bXV4J3MgYCN7PU46Li4ufWApLiAqL1xuY29uc3QgY3V0ID0gdHJ1bmNhdGVDZWxscztcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUdELFNBQ0UsWUFBWSxFQUNaLGFBQWEsRUFDYixhQUFhLFFBQ1IsMkJBQTJCO0FBQ2xDLFNBQVMsWUFBWSxFQUFFLGFBQWEsUUFBUSxvQkFBb0I7QUFDaEUsU0FBUyxPQUFPLEVBQUUsU0FBUyxRQUFRLG1CQUFtQjtBQUN0RCxTQUFTLE9BQU8sRUFBRSxjQUFjLFFBQVEsZ0JBQWdCO0FBWXhELFNBQVMsV0FBVyxRQUE2QixzQkFBc0I7QUFFdkU7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLGFBQWEsS0FBSztBQUUvQiwrRUFBK0UsR0FDL0UsT0FBTyxTQUFTLFdBQVcsSUFBWSxFQUFFLElBQVk7RUFDbkQsTUFBTSxNQUFNLElBQUksUUFBUTtFQUN4QixJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU0sS0FBSztFQUN2QixRQUFRLEtBQUssTUFBTSxNQUFNLGVBQWU7RUFDeEMsT0FBTztBQUNUO0FBRUEsK0RBQStELEdBQy9ELE9BQU8sTUFBTSxnQkFBb0MsT0FBTyxNQUFNLENBQUM7RUFDN0QsSUFBSTtFQUNKLElBQUk7RUFDSixJQUFJO0VBQ0osT0FBTztBQUNULEdBQUc7QUFFSCw2REFBNkQsR0FDN0QsT0FBTyxNQUFNLGVBQW1DLE9BQU8sTUFBTSxDQUFDO0VBQzVELElBQUk7RUFDSixJQUFJO0VBQ0osSUFBSTtFQUNKLE9BQU87QUFDVCxHQUFHO0FBRUgscUVBQXFFO0FBQ3JFLE1BQU0sY0FBYztBQUNwQixNQUFNLGVBQWU7QUFDckIsTUFBTSxTQUFTLGtEQUFrRCxLQUFLLENBQUM7QUFFdkU7OztDQUdDLEdBQ0QsTUFBTSxjQUFrQyxPQUFPLE1BQU0sQ0FBQztFQUNwRCxHQUFHLFlBQVk7RUFDZixPQUFPO0FBQ1Q7QUFzQkEsK0RBQStELEdBQy9ELE9BQU8sU0FBUyxXQUNkLElBQVksRUFDWixPQUFzQixFQUN0QixHQUFTO0VBRVQsTUFBTSxNQUFNLElBQUksUUFBUTtFQUN4QixJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU0sS0FBSztFQUN2QixNQUFNLElBQUksT0FBTyxNQUFNLFNBQVM7RUFDaEMsSUFBSSxLQUFLLEdBQUcsRUFBRSxJQUFJLEVBQUU7RUFDcEIsSUFBSSxLQUFLLEVBQUUsS0FBSyxFQUFFLEVBQUUsSUFBSSxFQUFFLEVBQUUsTUFBTTtFQUNsQyxLQUFLLE1BQU0sUUFBUSxFQUFFLEtBQUssQ0FBQyxNQUFNLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxFQUFHO0lBQ2pELE1BQU0sTUFBTSxLQUFLLEdBQUcsQ0FBQyxLQUFLLEVBQUUsRUFBRSxFQUFFLE1BQU0sRUFBRSxFQUFFLEtBQUssR0FBRyxNQUFNLEVBQUUsSUFBSTtJQUM5RCxJQUFLLElBQUksSUFBSSxLQUFLLEVBQUUsRUFBRSxJQUFJLEtBQUssSUFBSyxJQUFJLFFBQVEsQ0FBQyxHQUFHO0VBQ3REO0VBQ0EsSUFBSSxLQUFLLEVBQUUsTUFBTSxFQUFFLEVBQUUsS0FBSyxFQUFFO0VBQzVCLE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxTQUNkLElBQVksRUFDWixPQUFzQixFQUN0QixDQUFTO0VBRVQsTUFBTSxJQUFJLE9BQU8sTUFBTSxTQUFTLElBQUk7RUFDcEMsT0FBTyxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEtBQUssRUFBRSxFQUFFLElBQUksSUFBSSxFQUFFLEVBQUUsR0FBRztBQUNyRDtBQUVBLHdFQUF3RSxHQUN4RSxPQUFPLFNBQVMsZ0JBQWdCLEdBQVM7RUFDdkMsT0FBTyxTQUFTLENBQUMsSUFBSSxVQUFVLEtBQUssT0FBTyxJQUFJLGVBQWUsRUFBRTtBQUNsRTtBQUVBLDZCQUE2QixHQUM3QixPQUFPLFNBQVMsTUFBTSxHQUFTO0VBQzdCLE1BQU0sTUFBTSxDQUFDLElBQWMsT0FBTyxHQUFHLFFBQVEsQ0FBQyxHQUFHO0VBQ2pELE9BQU8sR0FBRyxJQUFJLElBQUksUUFBUSxJQUFJLENBQUMsRUFBRSxJQUFJLElBQUksVUFBVSxJQUFJLENBQUMsRUFDdEQsSUFBSSxJQUFJLE9BQU8sSUFDaEIsQ0FBQyxFQUFFLE1BQU0sQ0FBQyxJQUFJLFFBQVEsR0FBRyxDQUFDLENBQUMsRUFBRSxJQUFJLElBQUksV0FBVyxLQUFLLE1BQU07QUFDOUQ7QUFFQSxTQUFTLE9BQU8sSUFBWSxFQUFFLENBQWdCLEVBQUUsR0FBUztFQUN2RCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLE1BQU0sQ0FBQyxPQUFPLENBQUMsRUFBRSxDQUFDLEVBQUU7RUFDM0MsTUFBTSxTQUFTLEVBQUUsTUFBTSxHQUFHLENBQUMsQ0FBQyxFQUFFLEVBQUUsTUFBTSxDQUFDLENBQUMsQ0FBQyxDQUFDLEVBQUUsRUFBRSxNQUFNLENBQUMsQ0FBQyxDQUFDLEVBQUUsQ0FBQyxHQUFHO0VBQzdELE1BQU0sUUFBUSxhQUNaLGNBQ0EsQ0FBQyxPQUFTLFNBQVMsZUFBZSxFQUFFLEtBQUssR0FBRztFQUU5QyxJQUFJLFFBQVEsR0FBRyxTQUFTLE1BQU0sQ0FBQyxFQUFFLE1BQU0sTUFBTTtFQUM3QyxNQUFNLFFBQVEsTUFBTTtFQUNwQixvRUFBb0U7RUFDcEUsSUFBSSxNQUFNLFNBQVMsT0FBTyxPQUFPLFFBQVE7RUFDekMsTUFBTSxTQUFTLE9BQU8sTUFBTTtFQUM1QixNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxTQUFTLFFBQVE7RUFDMUMsTUFBTSxTQUFTLEVBQUUsTUFBTSxDQUFDLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDLEdBQUcsTUFBTSxNQUFNLEdBQUssQ0FBQztNQUN6RCxPQUFPO01BQ1AsTUFBTSxHQUFHLEVBQUUsQ0FBQyxFQUFFLE9BQU8sVUFBVSxLQUFLLE1BQU0sT0FBTztNQUNqRCxPQUFPLE1BQU0sUUFBUSxDQUFDO01BQ3RCLE9BQU8sT0FBTyxJQUFJLENBQUM7SUFDckIsQ0FBQztFQUNELE1BQU0sRUFBRSxJQUFJLEVBQUUsS0FBSyxFQUFFLEdBQUcsUUFBUSxRQUFRLE1BQU07RUFDOUMsT0FBTztJQUFFO0lBQU07SUFBTSxPQUFPO0lBQU87SUFBTztJQUFPO0VBQU87QUFDMUQ7QUFFQSx5RUFBeUU7QUFDekUsOERBQThEO0FBQzlELFNBQVMsUUFDUCxNQUF5RSxFQUN6RSxJQUFZLEVBQ1osRUFBVTtFQUVWLElBQUksUUFBUTtFQUNaLE1BQU0sUUFBUSxLQUFLLEdBQUcsQ0FBQyxHQUFHLE9BQU8sU0FBUyxDQUFDLENBQUMsSUFBTSxFQUFFLEtBQUs7RUFDekQsZ0VBQWdFO0VBQ2hFLE1BQU8sUUFBUSxTQUFTLFVBQVUsUUFBUSxPQUFPLFNBQVMsT0FBTyxFQUFHO0VBQ3BFLElBQUksT0FBTyxRQUFRLElBQUksTUFBTTtFQUM3QixNQUFNLFFBQXNCLEVBQUU7RUFDOUIsSUFBSyxJQUFJLElBQUksT0FBTyxJQUFJLE9BQU8sTUFBTSxFQUFFLElBQUs7SUFDMUMsTUFBTSxNQUFNLElBQUksUUFBUSxNQUFNO0lBQzlCLE1BQU0sT0FBTyxPQUFPLE1BQU0sTUFBTSxDQUFDLEVBQUUsQ0FBQyxJQUFJO0lBQ3hDLE1BQU0sT0FBTyxJQUFJLElBQUksT0FBTyxNQUFNO0lBQ2xDLElBQUksTUFBTSxRQUFRLENBQUMsT0FBTyxJQUFJLENBQUMsSUFBSSxRQUFRLElBQUksT0FBTztNQUNwRCxRQUFRO01BQ1I7SUFDRjtJQUNBLE1BQU0sUUFBUSxLQUFLLE1BQU0sT0FBTztJQUNoQyxPQUFPO0lBQ1AsTUFBTSxJQUFJLENBQUM7TUFDVCxPQUFPLE1BQU0sQ0FBQyxFQUFFLENBQUMsS0FBSztNQUN0QixJQUFJO01BQ0osSUFBSSxLQUFLLE1BQU07TUFDZixPQUFPLE1BQU0sQ0FBQyxFQUFFLENBQUMsS0FBSztJQUN4QjtFQUNGO0VBQ0EsT0FBTztJQUFFLE1BQU0sSUFBSSxNQUFNO0lBQU87RUFBTTtBQUN4QztBQUVBLG9FQUFvRTtBQUNwRSxTQUFTLFVBQ1AsTUFBMEIsRUFDMUIsS0FBYSxFQUNiLElBQVk7RUFFWixJQUFJLElBQUksUUFBUSxJQUFJLElBQUk7RUFDeEIsSUFBSyxJQUFJLElBQUksT0FBTyxLQUFLLE1BQU0sSUFBSyxLQUFLLE1BQU0sTUFBTSxDQUFDLEVBQUUsQ0FBQyxJQUFJLElBQUk7RUFDakUsT0FBTztBQUNUO0FBRUEsK0RBQStEO0FBQy9ELFNBQVMsSUFBSSxHQUFZLEVBQUUsQ0FBUyxFQUFFLElBQVksRUFBRSxHQUFXO0VBQzdELEtBQUssTUFBTSxLQUFLLGVBQWUsTUFBTztJQUNwQyxNQUFNLElBQUksY0FBYztJQUN4QixJQUFJLE1BQU0sR0FBRztJQUNiLElBQUksSUFBSSxJQUFJLEtBQUs7SUFDakIsSUFBSSxLQUFLLENBQUMsRUFBRSxHQUFHO0lBQ2YsSUFBSSxNQUFNLEdBQUcsSUFBSSxLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7SUFDaEMsS0FBSztFQUNQO0FBQ0Y7QUFFQSxrQ0FBa0MsR0FDbEMsU0FBUyxNQUFNLElBQVk7RUFDekIsSUFBSSxJQUFJO0VBQ1IsS0FBSyxNQUFNLEtBQUssZUFBZSxNQUFPLEtBQUssY0FBYztFQUN6RCxPQUFPO0FBQ1Q7QUFFQSwrREFBK0QsR0FDL0QsTUFBTSxNQUFNIn0=
// denoCacheMetadata=12871393474914787483,10499584777956869324