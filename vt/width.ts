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
 */

import { WIDE_RANGES, ZERO_WIDTH_RANGES } from "./_width_table.ts";

/** Code points below this are looked up in `FLAT_WIDTHS`. */
export const FLAT_LIMIT = 0x40000;

/**
 * `FLAT_WIDTHS` value of a code point that may join or widen the cluster
 * before it (ZWJ, VS16, regional indicators, emoji modifiers): printing
 * takes the general path for it. `charWidth` gives its own width.
 */
export const WIDTH_CLUSTER = 3;

/** Zero width joiner: the next pictograph joins the cluster. */
export const ZWJ = 0x200d;
/** Variation selector 16: emoji presentation, two columns. */
export const VS16 = 0xfe0f;
const RI_FIRST = 0x1f1e6;
const RI_LAST = 0x1f1ff;
const MODIFIER_FIRST = 0x1f3fb;
const MODIFIER_LAST = 0x1f3ff;

/**
 * Width per code point below `FLAT_LIMIT` (hot loops index it directly):
 * 0, 1, 2, or `WIDTH_CLUSTER`.
 */
export const FLAT_WIDTHS: Uint8Array = buildFlat();

function buildFlat(): Uint8Array {
  const t = new Uint8Array(FLAT_LIMIT).fill(1);
  const fill = (ranges: readonly number[], w: number) => {
    for (let i = 0; i < ranges.length; i += 2) {
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

/** Width of a code point above the flat table: ranges are few. */
function highWidth(cp: number): number {
  if (inRanges(ZERO_WIDTH_RANGES, cp)) return 0;
  if (inRanges(WIDE_RANGES, cp)) return 2;
  return 1;
}

function inRanges(ranges: readonly number[], cp: number): boolean {
  let lo = 0;
  let hi = (ranges.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
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
 */
export function charWidth(cp: number): number {
  if (cp >= FLAT_LIMIT) return highWidth(cp);
  const w = FLAT_WIDTHS[cp];
  if (w !== WIDTH_CLUSTER) return w;
  return cp === ZWJ || cp === VS16 ? 0 : isRegional(cp) ? 1 : 2;
}

/** A regional indicator: two of them make a flag. */
export function isRegional(cp: number): boolean {
  return cp >= RI_FIRST && cp <= RI_LAST;
}

/** An emoji modifier (skin tone): joins the cluster before it. */
export function isEmojiModifier(cp: number): boolean {
  return cp >= MODIFIER_FIRST && cp <= MODIFIER_LAST;
}

// Built on first use, as `joinsBefore` below.
let pictograph: RegExp | undefined;
let emoji: RegExp | undefined;
const CLASS_KNOWN = 1;
const CLASS_PICTOGRAPH = 2;
const CLASS_EMOJI = 4;
const CLASS_LIMIT = 0x20000;
// Emoji classes of code points below CLASS_LIMIT, filled on first use: a
// regular expression per emoji in a stream cost the unicode corpus a
// quarter of its throughput.
const classes = new Uint8Array(CLASS_LIMIT);

function emojiClass(cp: number): number {
  let c = cp < CLASS_LIMIT ? classes[cp] : 0;
  if (c !== 0) return c;
  const s = String.fromCodePoint(cp);
  pictograph ??= /^\p{Extended_Pictographic}$/u;
  emoji ??= /^\p{Emoji}$/u;
  c = CLASS_KNOWN | (pictograph.test(s) ? CLASS_PICTOGRAPH : 0) |
    (emoji.test(s) ? CLASS_EMOJI : 0);
  if (cp < CLASS_LIMIT) classes[cp] = c;
  return c;
}

/** Whether `cp` is a pictograph (joins an emoji ZWJ sequence). */
export function isPictograph(cp: number): boolean {
  return cp >= 0xa9 && (emojiClass(cp) & CLASS_PICTOGRAPH) !== 0;
}

/** Whether `cp` can take emoji presentation (VS16 widens it). */
export function isEmoji(cp: number): boolean {
  return cp >= 0x23 && (emojiClass(cp) & CLASS_EMOJI) !== 0;
}

// Code points a grapheme segmenter (UAX #29, `Intl.Segmenter`) joins to
// the text before them, whatever it is. Built on first use: its Unicode
// property sets cost a fresh process 2-3 ms (measured), and only text
// from U+0300 up needs it.
let joinsBefore: RegExp | undefined;

/**
 * Whether a cell's text could be joined to the cell before it by a
 * grapheme segmenter: such a cell is sent in a run of its own, so that a
 * client splitting runs into graphemes keeps the engine's cells.
 */
export function mayJoinBefore(text: string): boolean {
  if (text.charCodeAt(0) < 0x300) return false;
  joinsBefore ??=
    /^[\p{Grapheme_Extend}\p{Mc}\p{Regional_Indicator}\p{Emoji_Modifier}\u200d]/u;
  return joinsBefore.test(text);
}
