/**
 * Cell widths. A code point's own width is 0 (joins the previous cell), 1
 * or 2, as glibc's `wcwidth()` says (see `_width_table.ts`), so that the
 * screen agrees with what programs computed when they laid out their
 * output.
 *
 * A cell holds a grapheme cluster, and the rule for clusters is the one
 * xterm.js (with its unicode-graphemes addon), Ghostty, kitty and WezTerm
 * follow:
 *
 * - what joins the cell before the cursor: a zero-width code point
 *   (combining marks, ZWJ, variation selectors), an emoji modifier (skin
 *   tone), a pictograph right after a ZWJ that follows a pictograph (an
 *   emoji ZWJ sequence such as 👩‍💻), and a regional indicator after a lone
 *   one (a flag such as 🇯🇵);
 * - a cluster is as wide as its first code point, except that a flag (a
 *   regional-indicator pair) and an emoji followed by VS16 (U+FE0F, emoji
 *   presentation: ❤️) take 2 columns. In the last column there is no room
 *   to widen: the cluster stays 1 column there.
 *
 * So `👩‍💻` is one cell of width 2 (not 4), `🇯🇵` one cell of width 2 (not
 * two of 1). The attach client draws each such cluster as one cell and
 * places what follows with an absolute move, so it agrees with `capture`.
 *
 * @module
 */ import { WIDE_RANGES, ZERO_WIDTH_RANGES } from "./_width_table.ts";
/** Code points below this are looked up in `FLAT_WIDTHS`. */ export const FLAT_LIMIT = 0x40000;
/**
 * `FLAT_WIDTHS` value of a code point that may join or widen the cluster
 * before it (ZWJ, VS16, regional indicators, emoji modifiers): printing
 * takes the general path for it. `charWidth` gives its own width.
 */ export const WIDTH_CLUSTER = 3;
/** Zero width joiner: the next pictograph joins the cluster. */ export const ZWJ = 0x200d;
/** Variation selector 16: emoji presentation, two columns. */ export const VS16 = 0xfe0f;
const RI_FIRST = 0x1f1e6;
const RI_LAST = 0x1f1ff;
const MODIFIER_FIRST = 0x1f3fb;
const MODIFIER_LAST = 0x1f3ff;
/**
 * Width per code point below `FLAT_LIMIT` (hot loops index it directly):
 * 0, 1, 2, or `WIDTH_CLUSTER`.
 */ export const FLAT_WIDTHS = buildFlat();
function buildFlat() {
  const t = new Uint8Array(FLAT_LIMIT).fill(1);
  const fill = (ranges, w)=>{
    for(let i = 0; i < ranges.length; i += 2){
      if (ranges[i] >= FLAT_LIMIT) break;
      t.fill(w, ranges[i], Math.min(ranges[i + 1] + 1, FLAT_LIMIT));
    }
  };
  fill(ZERO_WIDTH_RANGES, 0);
  fill(WIDE_RANGES, 2);
  t[ZWJ] = WIDTH_CLUSTER;
  t[VS16] = WIDTH_CLUSTER;
  t.fill(WIDTH_CLUSTER, RI_FIRST, RI_LAST + 1);
  t.fill(WIDTH_CLUSTER, MODIFIER_FIRST, MODIFIER_LAST + 1);
  return t;
}
/** Width of a code point above the flat table: ranges are few. */ function highWidth(cp) {
  if (inRanges(ZERO_WIDTH_RANGES, cp)) return 0;
  if (inRanges(WIDE_RANGES, cp)) return 2;
  return 1;
}
function inRanges(ranges, cp) {
  let lo = 0;
  let hi = (ranges.length >> 1) - 1;
  while(lo <= hi){
    const mid = lo + hi >> 1;
    if (cp < ranges[mid * 2]) hi = mid - 1;
    else if (cp > ranges[mid * 2 + 1]) lo = mid + 1;
    else return true;
  }
  return false;
}
/**
 * Cells a printable code point takes on its own: 0 for combining marks
 * and other characters that join the previous cell, 2 for wide ones, else
 * 1 (`wcwidth()`; clusters are in the module doc).
 *
 * @example
 * ```ts
 * import { charWidth } from "./width.ts";
 * charWidth(0x41); // 1
 * charWidth(0x4e00); // 2
 * charWidth(0x301); // 0
 * ```
 */ export function charWidth(cp) {
  if (cp >= FLAT_LIMIT) return highWidth(cp);
  const w = FLAT_WIDTHS[cp];
  if (w !== WIDTH_CLUSTER) return w;
  return cp === ZWJ || cp === VS16 ? 0 : isRegional(cp) ? 1 : 2;
}
/** A regional indicator: two of them make a flag. */ export function isRegional(cp) {
  return cp >= RI_FIRST && cp <= RI_LAST;
}
/** An emoji modifier (skin tone): joins the cluster before it. */ export function isEmojiModifier(cp) {
  return cp >= MODIFIER_FIRST && cp <= MODIFIER_LAST;
}
// Built on first use, as `joinsBefore` below.
let pictograph;
let emoji;
const CLASS_KNOWN = 1;
const CLASS_PICTOGRAPH = 2;
const CLASS_EMOJI = 4;
const CLASS_LIMIT = 0x20000;
// Emoji classes of code points below CLASS_LIMIT, filled on first use: a
// regular expression per emoji in a stream cost the unicode corpus a
// quarter of its throughput.
const classes = new Uint8Array(CLASS_LIMIT);
function emojiClass(cp) {
  let c = cp < CLASS_LIMIT ? classes[cp] : 0;
  if (c !== 0) return c;
  const s = String.fromCodePoint(cp);
  pictograph ??= /^\p{Extended_Pictographic}$/u;
  emoji ??= /^\p{Emoji}$/u;
  c = CLASS_KNOWN | (pictograph.test(s) ? CLASS_PICTOGRAPH : 0) | (emoji.test(s) ? CLASS_EMOJI : 0);
  if (cp < CLASS_LIMIT) classes[cp] = c;
  return c;
}
/** Whether `cp` is a pictograph (joins an emoji ZWJ sequence). */ export function isPictograph(cp) {
  return cp >= 0xa9 && (emojiClass(cp) & CLASS_PICTOGRAPH) !== 0;
}
/** Whether `cp` can take emoji presentation (VS16 widens it). */ export function isEmoji(cp) {
  return cp >= 0x23 && (emojiClass(cp) & CLASS_EMOJI) !== 0;
}
// Code points a grapheme segmenter (UAX #29, `Intl.Segmenter`) joins to
// the text before them, whatever it is. Built on first use: its Unicode
// property sets cost a fresh process 2-3 ms (measured), and only text
// from U+0300 up needs it.
let joinsBefore;
/**
 * Whether a cell's text could be joined to the cell before it by a
 * grapheme segmenter: such a cell is sent in a run of its own, so that a
 * client splitting runs into graphemes keeps the engine's cells.
 */ export function mayJoinBefore(text) {
  if (text.charCodeAt(0) < 0x300) return false;
  joinsBefore ??= /^[\p{Grapheme_Extend}\p{Mc}\p{Regional_Indicator}\p{Emoji_Modifier}\u200d]/u;
  return joinsBefore.test(text);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3dpZHRoLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQ2VsbCB3aWR0aHMuIEEgY29kZSBwb2ludCdzIG93biB3aWR0aCBpcyAwIChqb2lucyB0aGUgcHJldmlvdXMgY2VsbCksIDFcbiAqIG9yIDIsIGFzIGdsaWJjJ3MgYHdjd2lkdGgoKWAgc2F5cyAoc2VlIGBfd2lkdGhfdGFibGUudHNgKSwgc28gdGhhdCB0aGVcbiAqIHNjcmVlbiBhZ3JlZXMgd2l0aCB3aGF0IHByb2dyYW1zIGNvbXB1dGVkIHdoZW4gdGhleSBsYWlkIG91dCB0aGVpclxuICogb3V0cHV0LlxuICpcbiAqIEEgY2VsbCBob2xkcyBhIGdyYXBoZW1lIGNsdXN0ZXIsIGFuZCB0aGUgcnVsZSBmb3IgY2x1c3RlcnMgaXMgdGhlIG9uZVxuICogeHRlcm0uanMgKHdpdGggaXRzIHVuaWNvZGUtZ3JhcGhlbWVzIGFkZG9uKSwgR2hvc3R0eSwga2l0dHkgYW5kIFdlelRlcm1cbiAqIGZvbGxvdzpcbiAqXG4gKiAtIHdoYXQgam9pbnMgdGhlIGNlbGwgYmVmb3JlIHRoZSBjdXJzb3I6IGEgemVyby13aWR0aCBjb2RlIHBvaW50XG4gKiAgIChjb21iaW5pbmcgbWFya3MsIFpXSiwgdmFyaWF0aW9uIHNlbGVjdG9ycyksIGFuIGVtb2ppIG1vZGlmaWVyIChza2luXG4gKiAgIHRvbmUpLCBhIHBpY3RvZ3JhcGggcmlnaHQgYWZ0ZXIgYSBaV0ogdGhhdCBmb2xsb3dzIGEgcGljdG9ncmFwaCAoYW5cbiAqICAgZW1vamkgWldKIHNlcXVlbmNlIHN1Y2ggYXMg8J+RqeKAjfCfkrspLCBhbmQgYSByZWdpb25hbCBpbmRpY2F0b3IgYWZ0ZXIgYSBsb25lXG4gKiAgIG9uZSAoYSBmbGFnIHN1Y2ggYXMg8J+Hr/Cfh7UpO1xuICogLSBhIGNsdXN0ZXIgaXMgYXMgd2lkZSBhcyBpdHMgZmlyc3QgY29kZSBwb2ludCwgZXhjZXB0IHRoYXQgYSBmbGFnIChhXG4gKiAgIHJlZ2lvbmFsLWluZGljYXRvciBwYWlyKSBhbmQgYW4gZW1vamkgZm9sbG93ZWQgYnkgVlMxNiAoVStGRTBGLCBlbW9qaVxuICogICBwcmVzZW50YXRpb246IOKdpO+4jykgdGFrZSAyIGNvbHVtbnMuIEluIHRoZSBsYXN0IGNvbHVtbiB0aGVyZSBpcyBubyByb29tXG4gKiAgIHRvIHdpZGVuOiB0aGUgY2x1c3RlciBzdGF5cyAxIGNvbHVtbiB0aGVyZS5cbiAqXG4gKiBTbyBg8J+RqeKAjfCfkrtgIGlzIG9uZSBjZWxsIG9mIHdpZHRoIDIgKG5vdCA0KSwgYPCfh6/wn4e1YCBvbmUgY2VsbCBvZiB3aWR0aCAyIChub3RcbiAqIHR3byBvZiAxKS4gVGhlIGF0dGFjaCBjbGllbnQgZHJhd3MgZWFjaCBzdWNoIGNsdXN0ZXIgYXMgb25lIGNlbGwgYW5kXG4gKiBwbGFjZXMgd2hhdCBmb2xsb3dzIHdpdGggYW4gYWJzb2x1dGUgbW92ZSwgc28gaXQgYWdyZWVzIHdpdGggYGNhcHR1cmVgLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBXSURFX1JBTkdFUywgWkVST19XSURUSF9SQU5HRVMgfSBmcm9tIFwiLi9fd2lkdGhfdGFibGUudHNcIjtcblxuLyoqIENvZGUgcG9pbnRzIGJlbG93IHRoaXMgYXJlIGxvb2tlZCB1cCBpbiBgRkxBVF9XSURUSFNgLiAqL1xuZXhwb3J0IGNvbnN0IEZMQVRfTElNSVQgPSAweDQwMDAwO1xuXG4vKipcbiAqIGBGTEFUX1dJRFRIU2AgdmFsdWUgb2YgYSBjb2RlIHBvaW50IHRoYXQgbWF5IGpvaW4gb3Igd2lkZW4gdGhlIGNsdXN0ZXJcbiAqIGJlZm9yZSBpdCAoWldKLCBWUzE2LCByZWdpb25hbCBpbmRpY2F0b3JzLCBlbW9qaSBtb2RpZmllcnMpOiBwcmludGluZ1xuICogdGFrZXMgdGhlIGdlbmVyYWwgcGF0aCBmb3IgaXQuIGBjaGFyV2lkdGhgIGdpdmVzIGl0cyBvd24gd2lkdGguXG4gKi9cbmV4cG9ydCBjb25zdCBXSURUSF9DTFVTVEVSID0gMztcblxuLyoqIFplcm8gd2lkdGggam9pbmVyOiB0aGUgbmV4dCBwaWN0b2dyYXBoIGpvaW5zIHRoZSBjbHVzdGVyLiAqL1xuZXhwb3J0IGNvbnN0IFpXSiA9IDB4MjAwZDtcbi8qKiBWYXJpYXRpb24gc2VsZWN0b3IgMTY6IGVtb2ppIHByZXNlbnRhdGlvbiwgdHdvIGNvbHVtbnMuICovXG5leHBvcnQgY29uc3QgVlMxNiA9IDB4ZmUwZjtcbmNvbnN0IFJJX0ZJUlNUID0gMHgxZjFlNjtcbmNvbnN0IFJJX0xBU1QgPSAweDFmMWZmO1xuY29uc3QgTU9ESUZJRVJfRklSU1QgPSAweDFmM2ZiO1xuY29uc3QgTU9ESUZJRVJfTEFTVCA9IDB4MWYzZmY7XG5cbi8qKlxuICogV2lkdGggcGVyIGNvZGUgcG9pbnQgYmVsb3cgYEZMQVRfTElNSVRgIChob3QgbG9vcHMgaW5kZXggaXQgZGlyZWN0bHkpOlxuICogMCwgMSwgMiwgb3IgYFdJRFRIX0NMVVNURVJgLlxuICovXG5leHBvcnQgY29uc3QgRkxBVF9XSURUSFM6IFVpbnQ4QXJyYXkgPSBidWlsZEZsYXQoKTtcblxuZnVuY3Rpb24gYnVpbGRGbGF0KCk6IFVpbnQ4QXJyYXkge1xuICBjb25zdCB0ID0gbmV3IFVpbnQ4QXJyYXkoRkxBVF9MSU1JVCkuZmlsbCgxKTtcbiAgY29uc3QgZmlsbCA9IChyYW5nZXM6IHJlYWRvbmx5IG51bWJlcltdLCB3OiBudW1iZXIpID0+IHtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHJhbmdlcy5sZW5ndGg7IGkgKz0gMikge1xuICAgICAgaWYgKHJhbmdlc1tpXSA+PSBGTEFUX0xJTUlUKSBicmVhaztcbiAgICAgIHQuZmlsbCh3LCByYW5nZXNbaV0sIE1hdGgubWluKHJhbmdlc1tpICsgMV0gKyAxLCBGTEFUX0xJTUlUKSk7XG4gICAgfVxuICB9O1xuICBmaWxsKFpFUk9fV0lEVEhfUkFOR0VTLCAwKTtcbiAgZmlsbChXSURFX1JBTkdFUywgMik7XG4gIHRbWldKXSA9IFdJRFRIX0NMVVNURVI7XG4gIHRbVlMxNl0gPSBXSURUSF9DTFVTVEVSO1xuICB0LmZpbGwoV0lEVEhfQ0xVU1RFUiwgUklfRklSU1QsIFJJX0xBU1QgKyAxKTtcbiAgdC5maWxsKFdJRFRIX0NMVVNURVIsIE1PRElGSUVSX0ZJUlNULCBNT0RJRklFUl9MQVNUICsgMSk7XG4gIHJldHVybiB0O1xufVxuXG4vKiogV2lkdGggb2YgYSBjb2RlIHBvaW50IGFib3ZlIHRoZSBmbGF0IHRhYmxlOiByYW5nZXMgYXJlIGZldy4gKi9cbmZ1bmN0aW9uIGhpZ2hXaWR0aChjcDogbnVtYmVyKTogbnVtYmVyIHtcbiAgaWYgKGluUmFuZ2VzKFpFUk9fV0lEVEhfUkFOR0VTLCBjcCkpIHJldHVybiAwO1xuICBpZiAoaW5SYW5nZXMoV0lERV9SQU5HRVMsIGNwKSkgcmV0dXJuIDI7XG4gIHJldHVybiAxO1xufVxuXG5mdW5jdGlvbiBpblJhbmdlcyhyYW5nZXM6IHJlYWRvbmx5IG51bWJlcltdLCBjcDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIGxldCBsbyA9IDA7XG4gIGxldCBoaSA9IChyYW5nZXMubGVuZ3RoID4+IDEpIC0gMTtcbiAgd2hpbGUgKGxvIDw9IGhpKSB7XG4gICAgY29uc3QgbWlkID0gKGxvICsgaGkpID4+IDE7XG4gICAgaWYgKGNwIDwgcmFuZ2VzW21pZCAqIDJdKSBoaSA9IG1pZCAtIDE7XG4gICAgZWxzZSBpZiAoY3AgPiByYW5nZXNbbWlkICogMiArIDFdKSBsbyA9IG1pZCArIDE7XG4gICAgZWxzZSByZXR1cm4gdHJ1ZTtcbiAgfVxuICByZXR1cm4gZmFsc2U7XG59XG5cbi8qKlxuICogQ2VsbHMgYSBwcmludGFibGUgY29kZSBwb2ludCB0YWtlcyBvbiBpdHMgb3duOiAwIGZvciBjb21iaW5pbmcgbWFya3NcbiAqIGFuZCBvdGhlciBjaGFyYWN0ZXJzIHRoYXQgam9pbiB0aGUgcHJldmlvdXMgY2VsbCwgMiBmb3Igd2lkZSBvbmVzLCBlbHNlXG4gKiAxIChgd2N3aWR0aCgpYDsgY2x1c3RlcnMgYXJlIGluIHRoZSBtb2R1bGUgZG9jKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IGNoYXJXaWR0aCB9IGZyb20gXCIuL3dpZHRoLnRzXCI7XG4gKiBjaGFyV2lkdGgoMHg0MSk7IC8vIDFcbiAqIGNoYXJXaWR0aCgweDRlMDApOyAvLyAyXG4gKiBjaGFyV2lkdGgoMHgzMDEpOyAvLyAwXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoYXJXaWR0aChjcDogbnVtYmVyKTogbnVtYmVyIHtcbiAgaWYgKGNwID49IEZMQVRfTElNSVQpIHJldHVybiBoaWdoV2lkdGgoY3ApO1xuICBjb25zdCB3ID0gRkxBVF9XSURUSFNbY3BdO1xuICBpZiAodyAhPT0gV0lEVEhfQ0xVU1RFUikgcmV0dXJuIHc7XG4gIHJldHVybiBjcCA9PT0gWldKIHx8IGNwID09PSBWUzE2ID8gMCA6IGlzUmVnaW9uYWwoY3ApID8gMSA6IDI7XG59XG5cbi8qKiBBIHJlZ2lvbmFsIGluZGljYXRvcjogdHdvIG9mIHRoZW0gbWFrZSBhIGZsYWcuICovXG5leHBvcnQgZnVuY3Rpb24gaXNSZWdpb25hbChjcDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIHJldHVybiBjcCA+PSBSSV9GSVJTVCAmJiBjcCA8PSBSSV9MQVNUO1xufVxuXG4vKiogQW4gZW1vamkgbW9kaWZpZXIgKHNraW4gdG9uZSk6IGpvaW5zIHRoZSBjbHVzdGVyIGJlZm9yZSBpdC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc0Vtb2ppTW9kaWZpZXIoY3A6IG51bWJlcik6IGJvb2xlYW4ge1xuICByZXR1cm4gY3AgPj0gTU9ESUZJRVJfRklSU1QgJiYgY3AgPD0gTU9ESUZJRVJfTEFTVDtcbn1cblxuLy8gQnVpbHQgb24gZmlyc3QgdXNlLCBhcyBgam9pbnNCZWZvcmVgIGJlbG93LlxubGV0IHBpY3RvZ3JhcGg6IFJlZ0V4cCB8IHVuZGVmaW5lZDtcbmxldCBlbW9qaTogUmVnRXhwIHwgdW5kZWZpbmVkO1xuY29uc3QgQ0xBU1NfS05PV04gPSAxO1xuY29uc3QgQ0xBU1NfUElDVE9HUkFQSCA9IDI7XG5jb25zdCBDTEFTU19FTU9KSSA9IDQ7XG5jb25zdCBDTEFTU19MSU1JVCA9IDB4MjAwMDA7XG4vLyBFbW9qaSBjbGFzc2VzIG9mIGNvZGUgcG9pbnRzIGJlbG93IENMQVNTX0xJTUlULCBmaWxsZWQgb24gZmlyc3QgdXNlOiBhXG4vLyByZWd1bGFyIGV4cHJlc3Npb24gcGVyIGVtb2ppIGluIGEgc3RyZWFtIGNvc3QgdGhlIHVuaWNvZGUgY29ycHVzIGFcbi8vIHF1YXJ0ZXIgb2YgaXRzIHRocm91Z2hwdXQuXG5jb25zdCBjbGFzc2VzID0gbmV3IFVpbnQ4QXJyYXkoQ0xBU1NfTElNSVQpO1xuXG5mdW5jdGlvbiBlbW9qaUNsYXNzKGNwOiBudW1iZXIpOiBudW1iZXIge1xuICBsZXQgYyA9IGNwIDwgQ0xBU1NfTElNSVQgPyBjbGFzc2VzW2NwXSA6IDA7XG4gIGlmIChjICE9PSAwKSByZXR1cm4gYztcbiAgY29uc3QgcyA9IFN0cmluZy5mcm9tQ29kZVBvaW50KGNwKTtcbiAgcGljdG9ncmFwaCA/Pz0gL15cXHB7RXh0ZW5kZWRfUGljdG9ncmFwaGljfSQvdTtcbiAgZW1vamkgPz89IC9eXFxwe0Vtb2ppfSQvdTtcbiAgYyA9IENMQVNTX0tOT1dOIHwgKHBpY3RvZ3JhcGgudGVzdChzKSA/IENMQVNTX1BJQ1RPR1JBUEggOiAwKSB8XG4gICAgKGVtb2ppLnRlc3QocykgPyBDTEFTU19FTU9KSSA6IDApO1xuICBpZiAoY3AgPCBDTEFTU19MSU1JVCkgY2xhc3Nlc1tjcF0gPSBjO1xuICByZXR1cm4gYztcbn1cblxuLyoqIFdoZXRoZXIgYGNwYCBpcyBhIHBpY3RvZ3JhcGggKGpvaW5zIGFuIGVtb2ppIFpXSiBzZXF1ZW5jZSkuICovXG5leHBvcnQgZnVuY3Rpb24gaXNQaWN0b2dyYXBoKGNwOiBudW1iZXIpOiBib29sZWFuIHtcbiAgcmV0dXJuIGNwID49IDB4YTkgJiYgKGVtb2ppQ2xhc3MoY3ApICYgQ0xBU1NfUElDVE9HUkFQSCkgIT09IDA7XG59XG5cbi8qKiBXaGV0aGVyIGBjcGAgY2FuIHRha2UgZW1vamkgcHJlc2VudGF0aW9uIChWUzE2IHdpZGVucyBpdCkuICovXG5leHBvcnQgZnVuY3Rpb24gaXNFbW9qaShjcDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIHJldHVybiBjcCA+PSAweDIzICYmIChlbW9qaUNsYXNzKGNwKSAmIENMQVNTX0VNT0pJKSAhPT0gMDtcbn1cblxuLy8gQ29kZSBwb2ludHMgYSBncmFwaGVtZSBzZWdtZW50ZXIgKFVBWCAjMjksIGBJbnRsLlNlZ21lbnRlcmApIGpvaW5zIHRvXG4vLyB0aGUgdGV4dCBiZWZvcmUgdGhlbSwgd2hhdGV2ZXIgaXQgaXMuIEJ1aWx0IG9uIGZpcnN0IHVzZTogaXRzIFVuaWNvZGVcbi8vIHByb3BlcnR5IHNldHMgY29zdCBhIGZyZXNoIHByb2Nlc3MgMi0zIG1zIChtZWFzdXJlZCksIGFuZCBvbmx5IHRleHRcbi8vIGZyb20gVSswMzAwIHVwIG5lZWRzIGl0LlxubGV0IGpvaW5zQmVmb3JlOiBSZWdFeHAgfCB1bmRlZmluZWQ7XG5cbi8qKlxuICogV2hldGhlciBhIGNlbGwncyB0ZXh0IGNvdWxkIGJlIGpvaW5lZCB0byB0aGUgY2VsbCBiZWZvcmUgaXQgYnkgYVxuICogZ3JhcGhlbWUgc2VnbWVudGVyOiBzdWNoIGEgY2VsbCBpcyBzZW50IGluIGEgcnVuIG9mIGl0cyBvd24sIHNvIHRoYXQgYVxuICogY2xpZW50IHNwbGl0dGluZyBydW5zIGludG8gZ3JhcGhlbWVzIGtlZXBzIHRoZSBlbmdpbmUncyBjZWxscy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG1heUpvaW5CZWZvcmUodGV4dDogc3RyaW5nKTogYm9vbGVhbiB7XG4gIGlmICh0ZXh0LmNoYXJDb2RlQXQoMCkgPCAweDMwMCkgcmV0dXJuIGZhbHNlO1xuICBqb2luc0JlZm9yZSA/Pz1cbiAgICAvXltcXHB7R3JhcGhlbWVfRXh0ZW5kfVxccHtNY31cXHB7UmVnaW9uYWxfSW5kaWNhdG9yfVxccHtFbW9qaV9Nb2RpZmllcn1cXHUyMDBkXS91O1xuICByZXR1cm4gam9pbnNCZWZvcmUudGVzdCh0ZXh0KTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXlCQyxHQUVELFNBQVMsV0FBVyxFQUFFLGlCQUFpQixRQUFRLG9CQUFvQjtBQUVuRSwyREFBMkQsR0FDM0QsT0FBTyxNQUFNLGFBQWEsUUFBUTtBQUVsQzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLGdCQUFnQixFQUFFO0FBRS9CLDhEQUE4RCxHQUM5RCxPQUFPLE1BQU0sTUFBTSxPQUFPO0FBQzFCLDREQUE0RCxHQUM1RCxPQUFPLE1BQU0sT0FBTyxPQUFPO0FBQzNCLE1BQU0sV0FBVztBQUNqQixNQUFNLFVBQVU7QUFDaEIsTUFBTSxpQkFBaUI7QUFDdkIsTUFBTSxnQkFBZ0I7QUFFdEI7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLGNBQTBCLFlBQVk7QUFFbkQsU0FBUztFQUNQLE1BQU0sSUFBSSxJQUFJLFdBQVcsWUFBWSxJQUFJLENBQUM7RUFDMUMsTUFBTSxPQUFPLENBQUMsUUFBMkI7SUFDdkMsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE9BQU8sTUFBTSxFQUFFLEtBQUssRUFBRztNQUN6QyxJQUFJLE1BQU0sQ0FBQyxFQUFFLElBQUksWUFBWTtNQUM3QixFQUFFLElBQUksQ0FBQyxHQUFHLE1BQU0sQ0FBQyxFQUFFLEVBQUUsS0FBSyxHQUFHLENBQUMsTUFBTSxDQUFDLElBQUksRUFBRSxHQUFHLEdBQUc7SUFDbkQ7RUFDRjtFQUNBLEtBQUssbUJBQW1CO0VBQ3hCLEtBQUssYUFBYTtFQUNsQixDQUFDLENBQUMsSUFBSSxHQUFHO0VBQ1QsQ0FBQyxDQUFDLEtBQUssR0FBRztFQUNWLEVBQUUsSUFBSSxDQUFDLGVBQWUsVUFBVSxVQUFVO0VBQzFDLEVBQUUsSUFBSSxDQUFDLGVBQWUsZ0JBQWdCLGdCQUFnQjtFQUN0RCxPQUFPO0FBQ1Q7QUFFQSxnRUFBZ0UsR0FDaEUsU0FBUyxVQUFVLEVBQVU7RUFDM0IsSUFBSSxTQUFTLG1CQUFtQixLQUFLLE9BQU87RUFDNUMsSUFBSSxTQUFTLGFBQWEsS0FBSyxPQUFPO0VBQ3RDLE9BQU87QUFDVDtBQUVBLFNBQVMsU0FBUyxNQUF5QixFQUFFLEVBQVU7RUFDckQsSUFBSSxLQUFLO0VBQ1QsSUFBSSxLQUFLLENBQUMsT0FBTyxNQUFNLElBQUksQ0FBQyxJQUFJO0VBQ2hDLE1BQU8sTUFBTSxHQUFJO0lBQ2YsTUFBTSxNQUFNLEFBQUMsS0FBSyxNQUFPO0lBQ3pCLElBQUksS0FBSyxNQUFNLENBQUMsTUFBTSxFQUFFLEVBQUUsS0FBSyxNQUFNO1NBQ2hDLElBQUksS0FBSyxNQUFNLENBQUMsTUFBTSxJQUFJLEVBQUUsRUFBRSxLQUFLLE1BQU07U0FDekMsT0FBTztFQUNkO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7Ozs7Ozs7OztDQVlDLEdBQ0QsT0FBTyxTQUFTLFVBQVUsRUFBVTtFQUNsQyxJQUFJLE1BQU0sWUFBWSxPQUFPLFVBQVU7RUFDdkMsTUFBTSxJQUFJLFdBQVcsQ0FBQyxHQUFHO0VBQ3pCLElBQUksTUFBTSxlQUFlLE9BQU87RUFDaEMsT0FBTyxPQUFPLE9BQU8sT0FBTyxPQUFPLElBQUksV0FBVyxNQUFNLElBQUk7QUFDOUQ7QUFFQSxtREFBbUQsR0FDbkQsT0FBTyxTQUFTLFdBQVcsRUFBVTtFQUNuQyxPQUFPLE1BQU0sWUFBWSxNQUFNO0FBQ2pDO0FBRUEsZ0VBQWdFLEdBQ2hFLE9BQU8sU0FBUyxnQkFBZ0IsRUFBVTtFQUN4QyxPQUFPLE1BQU0sa0JBQWtCLE1BQU07QUFDdkM7QUFFQSw4Q0FBOEM7QUFDOUMsSUFBSTtBQUNKLElBQUk7QUFDSixNQUFNLGNBQWM7QUFDcEIsTUFBTSxtQkFBbUI7QUFDekIsTUFBTSxjQUFjO0FBQ3BCLE1BQU0sY0FBYztBQUNwQix5RUFBeUU7QUFDekUscUVBQXFFO0FBQ3JFLDZCQUE2QjtBQUM3QixNQUFNLFVBQVUsSUFBSSxXQUFXO0FBRS9CLFNBQVMsV0FBVyxFQUFVO0VBQzVCLElBQUksSUFBSSxLQUFLLGNBQWMsT0FBTyxDQUFDLEdBQUcsR0FBRztFQUN6QyxJQUFJLE1BQU0sR0FBRyxPQUFPO0VBQ3BCLE1BQU0sSUFBSSxPQUFPLGFBQWEsQ0FBQztFQUMvQixlQUFlO0VBQ2YsVUFBVTtFQUNWLElBQUksY0FBYyxDQUFDLFdBQVcsSUFBSSxDQUFDLEtBQUssbUJBQW1CLENBQUMsSUFDMUQsQ0FBQyxNQUFNLElBQUksQ0FBQyxLQUFLLGNBQWMsQ0FBQztFQUNsQyxJQUFJLEtBQUssYUFBYSxPQUFPLENBQUMsR0FBRyxHQUFHO0VBQ3BDLE9BQU87QUFDVDtBQUVBLGdFQUFnRSxHQUNoRSxPQUFPLFNBQVMsYUFBYSxFQUFVO0VBQ3JDLE9BQU8sTUFBTSxRQUFRLENBQUMsV0FBVyxNQUFNLGdCQUFnQixNQUFNO0FBQy9EO0FBRUEsK0RBQStELEdBQy9ELE9BQU8sU0FBUyxRQUFRLEVBQVU7RUFDaEMsT0FBTyxNQUFNLFFBQVEsQ0FBQyxXQUFXLE1BQU0sV0FBVyxNQUFNO0FBQzFEO0FBRUEsd0VBQXdFO0FBQ3hFLHdFQUF3RTtBQUN4RSxzRUFBc0U7QUFDdEUsMkJBQTJCO0FBQzNCLElBQUk7QUFFSjs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsSUFBWTtFQUN4QyxJQUFJLEtBQUssVUFBVSxDQUFDLEtBQUssT0FBTyxPQUFPO0VBQ3ZDLGdCQUNFO0VBQ0YsT0FBTyxZQUFZLElBQUksQ0FBQztBQUMxQiJ9
// denoCacheMetadata=17657842622855576448,17913448596526034215