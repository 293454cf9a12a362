/**
 * Colours reduced to what the outer terminal can show, as tmux 3.3a does
 * when it draws a client (`tty.c` `tty_check_fg`/`tty_check_bg`,
 * `colour.c` `colour_find_rgb`/`colour_256to16`):
 *
 * - a truecolor terminal gets every colour as it is;
 * - a 256-colour one gets each RGB colour as the nearest xterm-256 index,
 *   from the 6x6x6 cube or the grey ramp, whichever is nearer;
 * - a 16-colour one gets a 256-colour index as the nearest of the 16
 *   (tmux's table), a bright one of them as 90-97/100-107;
 * - an 8-colour one gets those as the normal colour; a bright colour
 *   among the 16 (SGR 90-97) is drawn bold in the normal colour, as tmux
 *   draws aixterm colours there, and a bright background (100-107) as the
 *   normal one. berth keeps `38;5;9` and `91` as the same colour 9, where
 *   tmux keeps them apart (only 91 turns bold): both turn bold here;
 * - a terminal without colours (`vt100`) gets none, which is what tmux
 *   writes there (no `setaf`), bright ones still bold.
 *
 * The underline colour (SGR 58) goes only to a truecolor terminal: tmux
 * writes it only to one with `Setulc` (its `usstyle` feature: tmux,
 * mintty, iTerm2), and a terminal that does not know 58 reads the rest of
 * `58;5;n` or `58;2;r;g;b` as other attributes (2 is faint, 5 blink).
 *
 * Nothing here runs for a truecolor terminal: callers test `colours <
 * TRUECOLOR` first. Otherwise palette colours come from tables made once
 * per depth, RGB colours from a small cache.
 *
 * @module
 */

import { ATTR_BOLD, COLOR_DEFAULT, COLOR_RGB } from "./types.ts";
import type { SgrStyle } from "./sgr_encode.ts";

/**
 * The colour depths, as terminfo's `colors` counts them: a terminal with
 * 24-bit colour (`xterm-direct` says `colors#0x1000000`), 256, 16 and 8
 * colours, and none.
 */
export const TRUECOLOR = 0x1000000;
export const COLOURS_256 = 256;
export const COLOURS_16 = 16;
export const COLOURS_8 = 8;
export const COLOURS_NONE = 0;

/** The levels of the xterm 6x6x6 cube (tmux's `q2c`). */
const CUBE = [0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff];

/** tmux's `colour_to_6cube`: the cube level nearest `v` (0..255). */
function toCube(v: number): number {
  if (v < 48) return 0;
  if (v < 114) return 1;
  return ((v - 35) / 40) | 0;
}

/**
 * The xterm-256 index (16..255) nearest an RGB colour, as tmux's
 * `colour_find_rgb`: the nearest cube colour unless the grey ramp's
 * nearest (by the average) is strictly nearer, by squared distance.
 *
 * @example
 * ```ts
 * import { colourFindRgb } from "./colour_reduce.ts";
 * colourFindRgb(255, 0, 0); // 196
 * colourFindRgb(128, 128, 128); // 244
 * ```
 */
export function colourFindRgb(r: number, g: number, b: number): number {
  const qr = toCube(r), qg = toCube(g), qb = toCube(b);
  const cr = CUBE[qr], cg = CUBE[qg], cb = CUBE[qb];
  const cube = 16 + 36 * qr + 6 * qg + qb;
  if (cr === r && cg === g && cb === b) return cube;
  const avg = ((r + g + b) / 3) | 0;
  // C division truncates towards zero: an average under 3 is grey 0.
  const greyIdx = avg > 238 ? 23 : ((avg - 3) / 10) | 0;
  const grey = 8 + 10 * greyIdx;
  const d = dist(cr, cg, cb, r, g, b);
  return dist(grey, grey, grey, r, g, b) < d ? 232 + greyIdx : cube;
}

function dist(
  R: number,
  G: number,
  B: number,
  r: number,
  g: number,
  b: number,
) {
  return (R - r) * (R - r) + (G - g) * (G - g) + (B - b) * (B - b);
}

/** tmux's `colour_256to16` table: the nearest of the 16 to each of 256. */
// deno-fmt-ignore
const TO_16 = new Uint8Array([
   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,
   0,  4,  4,  4, 12, 12,  2,  6,  4,  4, 12, 12,  2,  2,  6,  4,
  12, 12,  2,  2,  2,  6, 12, 12, 10, 10, 10, 10, 14, 12, 10, 10,
  10, 10, 10, 14,  1,  5,  4,  4, 12, 12,  3,  8,  4,  4, 12, 12,
   2,  2,  6,  4, 12, 12,  2,  2,  2,  6, 12, 12, 10, 10, 10, 10,
  14, 12, 10, 10, 10, 10, 10, 14,  1,  1,  5,  4, 12, 12,  1,  1,
   5,  4, 12, 12,  3,  3,  8,  4, 12, 12,  2,  2,  2,  6, 12, 12,
  10, 10, 10, 10, 14, 12, 10, 10, 10, 10, 10, 14,  1,  1,  1,  5,
  12, 12,  1,  1,  1,  5, 12, 12,  1,  1,  1,  5, 12, 12,  3,  3,
   3,  7, 12, 12, 10, 10, 10, 10, 14, 12, 10, 10, 10, 10, 10, 14,
   9,  9,  9,  9, 13, 12,  9,  9,  9,  9, 13, 12,  9,  9,  9,  9,
  13, 12,  9,  9,  9,  9, 13, 12, 11, 11, 11, 11,  7, 12, 10, 10,
  10, 10, 10, 14,  9,  9,  9,  9,  9, 13,  9,  9,  9,  9,  9, 13,
   9,  9,  9,  9,  9, 13,  9,  9,  9,  9,  9, 13,  9,  9,  9,  9,
   9, 13, 11, 11, 11, 11, 11, 15,  0,  0,  0,  0,  0,  0,  8,  8,
   8,  8,  8,  8,  7,  7,  7,  7,  7,  7, 15, 15, 15, 15, 15, 15,
]);

/**
 * The nearest of the 16 colours to xterm-256 index `c`, as tmux's
 * `colour_256to16` (8..15 are the bright ones).
 *
 * @example
 * ```ts
 * import { colour256to16 } from "./colour_reduce.ts";
 * colour256to16(196); // 9
 * ```
 */
export function colour256to16(c: number): number {
  return TO_16[c & 0xff];
}

/**
 * How a palette colour (0..255) is drawn on a terminal of `colours` (below
 * 256): the colour, or COLOR_DEFAULT for none. tmux's `tty_check_fg`/
 * `tty_check_bg`, a berth colour 8..15 standing for tmux's aixterm 90-97
 * and 16..255 for its 256-colour ones.
 */
function paletteColour(c: number, colours: number): number {
  if (colours === COLOURS_NONE) return COLOR_DEFAULT;
  if (colours >= COLOURS_16) return c >= 16 ? TO_16[c] : c;
  // Below 16 colours a bright one is drawn in the normal colour (the
  // foreground's aixterm ones bold: `brightBold`).
  return (c >= 16 ? TO_16[c] : c) & 7;
}

/**
 * Palette tables, made once per depth below 256: each colour's
 * reduction, and whether a foreground in it turns bold (an aixterm bright
 * one below 16 colours).
 */
const tables = new Map<number, [Int32Array, Uint8Array]>();

function tablesFor(colours: number): [Int32Array, Uint8Array] {
  let t = tables.get(colours);
  if (!t) {
    const to = new Int32Array(256), bold = new Uint8Array(256);
    for (let c = 0; c < 256; c++) {
      to[c] = paletteColour(c, colours);
      bold[c] = colours < COLOURS_16 && c >= 8 && c < 16 ? 1 : 0;
    }
    t = [to, bold];
    tables.set(colours, t);
  }
  return t;
}

/**
 * RGB colours seen lately and their xterm-256 index: direct-mapped, a
 * colour's slot by a hash of it. A program's colours are few (a theme,
 * tens of them), so they stay; a picture's many only cost the sum again.
 * 1024 slots are 5 KB; a screen of 80x24 cells each of its own RGB colour,
 * redrawn whole, took as long on 256 colours as on a truecolor terminal
 * (median 332-334 vs 361 us a frame of CPU, the renderer's, 2-core VM
 * under load 20: fewer bytes to write make up for the mapping).
 */
const RGB_SLOTS = 1024;
const rgbKeys = new Int32Array(RGB_SLOTS).fill(-1);
const rgbVals = new Uint8Array(RGB_SLOTS);

/** The xterm-256 index nearest `rgb` (0xRRGGBB), through the cache. */
function rgbTo256(rgb: number): number {
  const slot = (rgb ^ (rgb >>> 10) ^ (rgb >>> 20)) & (RGB_SLOTS - 1);
  if (rgbKeys[slot] === rgb) return rgbVals[slot];
  const c = colourFindRgb((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
  rgbKeys[slot] = rgb;
  rgbVals[slot] = c;
  return c;
}

/**
 * A colour as a terminal of fewer than 256 colours draws it, by its
 * palette table `to`. An RGB colour becomes the nearest of 256 and then,
 * as one of those, goes through the table (never bold: a 256-colour one
 * to tmux).
 */
function reduce(c: number, to: Int32Array): number {
  if (c === COLOR_DEFAULT) return c;
  return to[(c & COLOR_RGB) !== 0 ? rgbTo256(c & 0xffffff) : c & 0xff];
}

/**
 * `s` as a terminal of `colours` (below TRUECOLOR) draws it, into `out`
 * (which may be `s`): colours reduced as tmux reduces them, the
 * underline colour dropped, bold added for a bright foreground on a
 * terminal of fewer than 16 colours.
 *
 * @example
 * ```ts
 * import { COLOURS_256, reduceStyle } from "./colour_reduce.ts";
 * import { COLOR_DEFAULT, COLOR_RGB } from "./types.ts";
 * const s = { fg: COLOR_RGB | 0xff0000, bg: COLOR_DEFAULT, ul: COLOR_DEFAULT, flags: 0 };
 * reduceStyle(s, COLOURS_256, s).fg; // 196
 * ```
 */
export function reduceStyle(
  s: Readonly<SgrStyle>,
  colours: number,
  out: SgrStyle,
): SgrStyle {
  const fg = s.fg, bg = s.bg;
  out.ul = COLOR_DEFAULT;
  if (colours >= COLOURS_256) {
    // Only RGB colours change.
    out.fg = (fg & COLOR_RGB) !== 0 && fg !== COLOR_DEFAULT
      ? rgbTo256(fg & 0xffffff)
      : fg;
    out.bg = (bg & COLOR_RGB) !== 0 && bg !== COLOR_DEFAULT
      ? rgbTo256(bg & 0xffffff)
      : bg;
    out.flags = s.flags;
    return out;
  }
  if (colours !== tablesOf) {
    [paletteTo, brightBold] = tablesFor(colours);
    tablesOf = colours;
  }
  let flags = s.flags;
  if (fg >= 0 && fg < 256 && brightBold[fg] !== 0) flags |= ATTR_BOLD;
  out.fg = reduce(fg, paletteTo);
  out.bg = reduce(bg, paletteTo);
  out.flags = flags;
  return out;
}

/** The palette tables last used, and their depth (-1: none yet). */
let tablesOf = -1;
let paletteTo: Int32Array = new Int32Array(0);
let brightBold: Uint8Array = new Uint8Array(0);
