/**
 * Cell width of a code point: 0 (joins the previous cell), 1 or 2, as
 * glibc's `wcwidth()` says (see `_width_table.ts`), so that the screen
 * agrees with what programs computed when they laid out their output.
 *
 * @module
 */

import { WIDE_RANGES, ZERO_WIDTH_RANGES } from "./_width_table.ts";

/** Code points below this are looked up in `FLAT_WIDTHS`. */
export const FLAT_LIMIT = 0x40000;

/** Width per code point below `FLAT_LIMIT` (hot loops index it directly). */
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
 * Cells a printable code point takes: 0 for combining marks and other
 * characters that join the previous cell, 2 for wide ones, else 1.
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
  return cp < FLAT_LIMIT ? FLAT_WIDTHS[cp] : highWidth(cp);
}

/** Zero width joiner: the next pictograph joins the cluster. */
export const ZWJ = 0x200d;
