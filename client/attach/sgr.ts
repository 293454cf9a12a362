/**
 * SGR transitions: the shortest `CSI ... m` that takes the outer terminal's
 * pen from one style to the next. Both an incremental form (turn off what
 * goes, turn on what comes) and a reset form (`0` then everything the target
 * has) are built, and the shorter one wins, as tmux's `tty_attributes` and
 * mosh's `Renditions::sgr` do in spirit.
 *
 * Hyperlinks (OSC 8) are not drawn: a `RowRun`'s link id cannot be resolved
 * on the client side.
 *
 * @module
 */

import {
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
  UNDERLINE_MASK,
  UNDERLINE_NONE,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} from "../../vt/types.ts";

/** The parts of a cell style the outer terminal is told about. */
export interface SgrStyle {
  fg: number;
  bg: number;
  ul: number;
  flags: number;
}

/** The style after `CSI 0 m`. */
export const DEFAULT_STYLE: Readonly<SgrStyle> = Object.freeze({
  fg: COLOR_DEFAULT,
  bg: COLOR_DEFAULT,
  ul: COLOR_DEFAULT,
  flags: 0,
});

// Simple on/off attributes: [flag, on code, off code]. Bold and faint share
// their off code (22) and are handled apart.
const SIMPLE: readonly [number, string, string][] = [
  [ATTR_ITALIC, "3", "23"],
  [ATTR_BLINK, "5", "25"],
  [ATTR_INVERSE, "7", "27"],
  [ATTR_INVISIBLE, "8", "28"],
  [ATTR_STRIKE, "9", "29"],
  [ATTR_OVERLINE, "53", "55"],
];

/** Flags that draw something on a blank cell (see `visibleOnBlank`). */
export const BLANK_VISIBLE_FLAGS = ATTR_INVERSE | ATTR_STRIKE |
  ATTR_OVERLINE | UNDERLINE_MASK;

/**
 * Returns the SGR sequence that moves the pen from `from` to `to`, or ""
 * when they are equal.
 */
export function sgrTransition(from: SgrStyle, to: SgrStyle): string {
  if (
    from.fg === to.fg && from.bg === to.bg && from.ul === to.ul &&
    from.flags === to.flags
  ) {
    return "";
  }
  const reset = resetParams(to);
  const delta = deltaParams(from, to);
  const params = delta.length <= reset.length ? delta : reset;
  return `\x1b[${params}m`;
}

/** Copies `src` into `dst`. */
export function copyStyle(dst: SgrStyle, src: SgrStyle): void {
  dst.fg = src.fg;
  dst.bg = src.bg;
  dst.ul = src.ul;
  dst.flags = src.flags;
}

// Parameters of `CSI 0 ; ... m`; an empty list is a plain reset (`CSI m`).
function resetParams(to: SgrStyle): string {
  const p: string[] = [];
  addFlagsOn(p, to.flags);
  if (to.fg !== COLOR_DEFAULT) p.push(colorParam(to.fg, 30, 90, "38"));
  if (to.bg !== COLOR_DEFAULT) p.push(colorParam(to.bg, 40, 100, "48"));
  if (to.ul !== COLOR_DEFAULT) p.push(ulColorParam(to.ul));
  return p.length === 0 ? "" : `0;${p.join(";")}`;
}

function deltaParams(from: SgrStyle, to: SgrStyle): string {
  const p: string[] = [];
  const gone = from.flags & ~to.flags;
  let turnOn = to.flags & ~from.flags;
  if (gone & (ATTR_BOLD | ATTR_FAINT)) {
    p.push("22");
    // 22 clears both; bring back the one that stays.
    turnOn |= to.flags & (ATTR_BOLD | ATTR_FAINT);
  }
  for (const [flag, , off] of SIMPLE) if (gone & flag) p.push(off);
  const ulFrom = (from.flags & UNDERLINE_MASK) >> UNDERLINE_SHIFT;
  const ulTo = (to.flags & UNDERLINE_MASK) >> UNDERLINE_SHIFT;
  if (ulFrom !== ulTo && ulTo === UNDERLINE_NONE) p.push("24");
  addFlagsOn(p, turnOn & ~UNDERLINE_MASK);
  if (ulFrom !== ulTo && ulTo !== UNDERLINE_NONE) p.push(underlineParam(ulTo));
  if (from.fg !== to.fg) {
    p.push(
      to.fg === COLOR_DEFAULT ? "39" : colorParam(to.fg, 30, 90, "38"),
    );
  }
  if (from.bg !== to.bg) {
    p.push(
      to.bg === COLOR_DEFAULT ? "49" : colorParam(to.bg, 40, 100, "48"),
    );
  }
  if (from.ul !== to.ul) {
    p.push(to.ul === COLOR_DEFAULT ? "59" : ulColorParam(to.ul));
  }
  return p.join(";");
}

// Pushes the "on" codes of `flags`, underline style included.
function addFlagsOn(p: string[], f: number): void {
  if (f & ATTR_BOLD) p.push("1");
  if (f & ATTR_FAINT) p.push("2");
  for (const [flag, on] of SIMPLE) if (f & flag) p.push(on);
  const ul = (f & UNDERLINE_MASK) >> UNDERLINE_SHIFT;
  if (ul !== UNDERLINE_NONE) p.push(underlineParam(ul));
}

// `4` for a single underline, `4:N` (ECMA-48 sub-parameter) for the others.
function underlineParam(style: number): string {
  return style === UNDERLINE_SINGLE ? "4" : `4:${style}`;
}

// 16 base colours get their one-number codes; others `38;5;N`/`38;2;R;G;B`.
function colorParam(
  color: number,
  base: number,
  bright: number,
  ext: string,
): string {
  if (color & COLOR_RGB) return `${ext};2;${rgb(color)}`;
  if (color < 8) return String(base + color);
  if (color < 16) return String(bright + color - 8);
  return `${ext};5;${color}`;
}

function ulColorParam(color: number): string {
  return color & COLOR_RGB ? `58;2;${rgb(color)}` : `58;5;${color}`;
}

function rgb(color: number): string {
  return `${(color >> 16) & 0xff};${(color >> 8) & 0xff};${color & 0xff}`;
}
