/**
 * SGR (`CSI ... m`): parsing into the pen. Writing styles back out as SGR
 * sequences is `sgr_encode.ts`.
 *
 * @module
 */

import type { Params } from "./params.ts";
import type { Screen } from "./screen.ts";
import * as types from "./types.ts";

// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const {
  ATTR_BLINK,
  ATTR_BOLD,
  ATTR_FAINT,
  ATTR_INVERSE,
  ATTR_INVISIBLE,
  ATTR_ITALIC,
  ATTR_OVERLINE,
  ATTR_STRIKE,
  COLOR_DEFAULT,
  COLOR_RGB,
  UNDERLINE_DOUBLE,
  UNDERLINE_MASK,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} = types;

// Result of `#color` parsing: the colour and the index after it.
let parsedColor = COLOR_DEFAULT;
let parsedNext = 0;

/**
 * Reads an extended colour (`38`, `48`, `58`) starting at main parameter
 * `i`, in the colon form (`38:5:n`, `38:2::r:g:b`, `38:2:r:g:b`) or the
 * semicolon form (`38;5;n`, `38;2;r;g;b`). Leaves the colour (or -2 for
 * "invalid, change nothing") in `parsedColor` and the next index in
 * `parsedNext`.
 */
function readColor(p: Params, i: number): void {
  const v = p.values;
  const n = p.length;
  parsedColor = -2;
  if (i + 1 < n && p.sub[i + 1] === 1) {
    // Colon form: the subparameters belong to this one.
    let j = i + 1;
    while (j < n && p.sub[j] === 1) j++;
    parsedNext = j;
    const subs = j - i - 1;
    const mode = v[i + 1];
    if (mode === 5 && subs >= 2) parsedColor = indexColor(v[i + 2]);
    else if (mode === 2 && subs >= 5) {
      parsedColor = rgb(v[i + 3], v[i + 4], v[i + 5]);
    } else if (mode === 2 && subs === 4) {
      parsedColor = rgb(v[i + 2], v[i + 3], v[i + 4]);
    }
    return;
  }
  const mode = p.raw(i + 1, -1);
  if (mode === 5) {
    if (i + 2 < n) parsedColor = indexColor(v[i + 2]);
    parsedNext = Math.min(i + 3, n);
  } else if (mode === 2) {
    if (i + 4 < n) parsedColor = rgb(v[i + 2], v[i + 3], v[i + 4]);
    parsedNext = Math.min(i + 5, n);
  } else {
    parsedNext = i + 2 <= n ? i + 2 : n;
  }
}

// Out-of-range colours (`38;5;300`, `38;2;300;0;0`) change nothing, as
// in xterm; wrapping them modulo 256 would show a colour nobody asked for.
// Parameters are 0-65535 (params.ts), so only the top needs a check.

/** A palette index, or -2 (invalid) above 255. */
function indexColor(n: number): number {
  return n <= 255 ? n : -2;
}

/** A direct colour, or -2 (invalid) when a component is above 255. */
function rgb(r: number, g: number, b: number): number {
  if ((r | g | b) > 255) return -2;
  return COLOR_RGB | r << 16 | g << 8 | b;
}

/** Sets the underline style bits of `flags`. */
function withUnderline(flags: number, style: number): number {
  return (flags & ~UNDERLINE_MASK) | style << UNDERLINE_SHIFT;
}

// SGR codes below 30 other than 0: the flag bits each keeps and sets
// (codes not listed change nothing).
const ATTR_KEEP = new Int32Array(30).fill(-1);
const ATTR_SET = new Int32Array(30);
ATTR_SET[1] = ATTR_BOLD; // SGR 1 bold
ATTR_SET[2] = ATTR_FAINT; // SGR 2 faint
ATTR_SET[3] = ATTR_ITALIC; // SGR 3 italic
ATTR_KEEP[4] = ~UNDERLINE_MASK; // SGR 4 underline (4:n apart)
ATTR_SET[4] = UNDERLINE_SINGLE << UNDERLINE_SHIFT;
ATTR_SET[5] = ATTR_SET[6] = ATTR_BLINK; // SGR 5, 6 blink
ATTR_SET[7] = ATTR_INVERSE; // SGR 7 inverse
ATTR_SET[8] = ATTR_INVISIBLE; // SGR 8 invisible
ATTR_SET[9] = ATTR_STRIKE; // SGR 9 strikethrough
ATTR_KEEP[21] = ~UNDERLINE_MASK; // SGR 21 double underline
ATTR_SET[21] = UNDERLINE_DOUBLE << UNDERLINE_SHIFT;
ATTR_KEEP[22] = ~(ATTR_BOLD | ATTR_FAINT); // SGR 22 normal intensity
ATTR_KEEP[23] = ~ATTR_ITALIC; // SGR 23 not italic
ATTR_KEEP[24] = ~UNDERLINE_MASK; // SGR 24 not underlined
ATTR_KEEP[25] = ~ATTR_BLINK; // SGR 25 not blinking
ATTR_KEEP[27] = ~ATTR_INVERSE; // SGR 27 not inverse
ATTR_KEEP[28] = ~ATTR_INVISIBLE; // SGR 28 visible
ATTR_KEEP[29] = ~ATTR_STRIKE; // SGR 29 not struck through

/** SGR: applies the parameters to the screen's pen. */
export function applySgr(s: Screen, p: Params): void {
  const n = p.length;
  // The commonest forms first: reset, and one basic colour.
  if (n <= 1) {
    const v = n === 0 ? 0 : p.values[0];
    if (v === 0) {
      if (
        s.fg !== COLOR_DEFAULT || s.bg !== COLOR_DEFAULT ||
        s.ul !== COLOR_DEFAULT || s.flags !== 0
      ) {
        s.fg = s.bg = s.ul = COLOR_DEFAULT;
        s.flags = 0;
        s.penStyleChanged();
      }
      return;
    }
    if (v >= 30 && v <= 37) {
      if (s.fg !== v - 30) {
        s.fg = v - 30;
        s.penStyleChanged();
      }
      return;
    }
  }
  const values = p.values;
  const sub = p.sub;
  // Without colons every `sub` entry is 0: the checks below can go.
  const colons = p.colons;
  let fg: number, bg: number, ul: number, flags: number;
  let i = 0;
  if (values[0] === 0 && (!colons || sub[1] === 0)) {
    // A leading reset (most full styles): no need for the pen.
    fg = bg = ul = COLOR_DEFAULT;
    flags = 0;
    i = 1;
  } else {
    ({ fg, bg, ul, flags } = s);
  }
  while (i < n) {
    const v = values[i];
    let next = i + 1;
    if (v < 30) {
      // Attributes through the tables: no jump per code (SGR-heavy text
      // mispredicts a switch here).
      if (v === 0) {
        fg = bg = ul = COLOR_DEFAULT;
        flags = 0;
      } else if (v === 4 && colons && next < n && sub[next] === 1) {
        const style = values[next];
        flags = withUnderline(flags, style <= 5 ? style : UNDERLINE_SINGLE);
        while (next < n && sub[next] === 1) next++;
      } else {
        flags = (flags & ATTR_KEEP[v]) | ATTR_SET[v];
      }
    } else if (v < 38) {
      fg = v - 30; // 30-37
    } else if (v === 38 || v === 48 || v === 58) {
      let color = -2;
      const mode = next < n ? values[next] : -1;
      if (mode === 5 && (!colons || sub[next] === 0)) {
        // 38;5;n, the common semicolon form, read in place.
        if (i + 2 < n) color = indexColor(values[i + 2]);
        next = i + 3 < n ? i + 3 : n;
      } else if (mode === 2 && (!colons || sub[next] === 0)) {
        if (i + 4 < n) {
          color = rgb(values[i + 2], values[i + 3], values[i + 4]);
        }
        next = i + 5 < n ? i + 5 : n;
      } else {
        readColor(p, i);
        next = parsedNext;
        color = parsedColor;
      }
      if (color !== -2) {
        if (v === 38) fg = color;
        else if (v === 48) bg = color;
        else ul = color;
      }
    } else if (v >= 40 && v <= 47) bg = v - 40;
    // 39, 49, 59: default colours; 90-97, 100-107: bright; 53/55 overline.
    else if (v === 39) fg = COLOR_DEFAULT;
    else if (v === 49) bg = COLOR_DEFAULT;
    else if (v >= 90 && v <= 97) fg = v - 90 + 8;
    else if (v >= 100 && v <= 107) bg = v - 100 + 8;
    else if (v === 53) flags |= ATTR_OVERLINE;
    else if (v === 55) flags &= ~ATTR_OVERLINE;
    else if (v === 59) ul = COLOR_DEFAULT;
    // Subparameters of a code that takes none are skipped.
    if (colons) { while (next < n && sub[next] === 1) next++; }
    i = next;
  }
  if (fg !== s.fg || bg !== s.bg || ul !== s.ul || flags !== s.flags) {
    s.fg = fg;
    s.bg = bg;
    s.ul = ul;
    s.flags = flags;
    s.penStyleChanged();
  }
}
