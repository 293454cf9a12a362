/**
 * Styles written out as SGR (`CSI ... m`): the full sequence for a style,
 * and the shortest step from one style to another. Used by `capture --ansi`
 * (`snapshot.ts`), DECRQSS answers and the attach client's renderer, which
 * is why this file depends on nothing but `types.ts`.
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
} from "./types.ts";

/** The style fields SGR can express (hyperlinks are OSC 8, not SGR). */
export interface SgrStyle {
  fg: number;
  bg: number;
  flags: number;
  ul: number;
}

/** The style after `CSI 0 m`. */
export const DEFAULT_STYLE: Readonly<SgrStyle> = Object.freeze({
  fg: COLOR_DEFAULT,
  bg: COLOR_DEFAULT,
  ul: COLOR_DEFAULT,
  flags: 0,
});

/** Copies `src` into `dst`. */
export function copyStyle(dst: SgrStyle, src: SgrStyle): void {
  dst.fg = src.fg;
  dst.bg = src.bg;
  dst.ul = src.ul;
  dst.flags = src.flags;
}

/** SGR parameters of a colour: base 30/40, bright base 90/100, or 58. */
function colorParams(color: number, base: number, bright: number): string {
  const ext = base === 30 ? "38" : base === 40 ? "48" : "58";
  if ((color & COLOR_RGB) !== 0) {
    const r = (color >> 16) & 0xff;
    const g = (color >> 8) & 0xff;
    const b = color & 0xff;
    return `${ext};2;${r};${g};${b}`;
  }
  if (base !== 58 && color < 8) return String(base + color);
  if (base !== 58 && color < 16) return String(bright + color - 8);
  return `${ext};5;${color}`;
}

const FLAG_CODES: [number, string, string][] = [
  [ATTR_ITALIC, "3", "23"],
  [ATTR_BLINK, "5", "25"],
  [ATTR_INVERSE, "7", "27"],
  [ATTR_INVISIBLE, "8", "28"],
  [ATTR_STRIKE, "9", "29"],
  [ATTR_OVERLINE, "53", "55"],
];

function underlineParam(style: number): string {
  return style === UNDERLINE_SINGLE ? "4" : `4:${style}`;
}

/** Parameters that turn on everything in `st` from the default style. */
function onParams(st: SgrStyle, out: string[]): void {
  if (st.flags & ATTR_BOLD) out.push("1");
  if (st.flags & ATTR_FAINT) out.push("2");
  const u = (st.flags & UNDERLINE_MASK) >> UNDERLINE_SHIFT;
  if (st.flags & ATTR_ITALIC) out.push("3");
  if (u !== UNDERLINE_NONE) out.push(underlineParam(u));
  for (const [bit, on] of FLAG_CODES) {
    if (bit !== ATTR_ITALIC && (st.flags & bit)) out.push(on);
  }
  if (st.fg !== COLOR_DEFAULT) out.push(colorParams(st.fg, 30, 90));
  if (st.bg !== COLOR_DEFAULT) out.push(colorParams(st.bg, 40, 100));
  if (st.ul !== COLOR_DEFAULT) out.push(colorParams(st.ul, 58, 58));
}

/**
 * The full SGR sequence for a style, from a reset state.
 *
 * @example
 * ```ts
 * import { sgrSequence } from "./sgr_encode.ts";
 * import { ATTR_BOLD, COLOR_DEFAULT, COLOR_RGB } from "./types.ts";
 * sgrSequence(COLOR_RGB | 0xff0000, COLOR_DEFAULT, ATTR_BOLD, COLOR_DEFAULT);
 * // "\x1b[0;1;38;2;255;0;0m"
 * ```
 */
export function sgrSequence(
  fg: number,
  bg: number,
  flags: number,
  ul: number,
): string {
  const out = ["0"];
  onParams({ fg, bg, flags, ul }, out);
  return `\x1b[${out.join(";")}m`;
}

/**
 * The shortest SGR sequence this module knows that turns style `from` into
 * style `to`: "" when they are equal.
 */
export function sgrTransition(from: SgrStyle, to: SgrStyle): string {
  if (
    from.fg === to.fg && from.bg === to.bg && from.flags === to.flags &&
    from.ul === to.ul
  ) return "";
  const isDefault = to.fg === COLOR_DEFAULT && to.bg === COLOR_DEFAULT &&
    to.ul === COLOR_DEFAULT && to.flags === 0;
  if (isDefault) return "\x1b[0m";
  const out: string[] = [];
  const boldFaint = ATTR_BOLD | ATTR_FAINT;
  const lost = from.flags & ~to.flags;
  if (lost & boldFaint) {
    out.push("22");
    if (to.flags & ATTR_BOLD) out.push("1");
    if (to.flags & ATTR_FAINT) out.push("2");
  } else {
    const gained = to.flags & ~from.flags;
    if (gained & ATTR_BOLD) out.push("1");
    if (gained & ATTR_FAINT) out.push("2");
  }
  const uFrom = (from.flags & UNDERLINE_MASK) >> UNDERLINE_SHIFT;
  const uTo = (to.flags & UNDERLINE_MASK) >> UNDERLINE_SHIFT;
  if (uFrom !== uTo) {
    out.push(uTo === UNDERLINE_NONE ? "24" : underlineParam(uTo));
  }
  for (const [bit, on, off] of FLAG_CODES) {
    if ((from.flags & bit) !== (to.flags & bit)) {
      out.push((to.flags & bit) ? on : off);
    }
  }
  if (from.fg !== to.fg) {
    out.push(to.fg === COLOR_DEFAULT ? "39" : colorParams(to.fg, 30, 90));
  }
  if (from.bg !== to.bg) {
    out.push(to.bg === COLOR_DEFAULT ? "49" : colorParams(to.bg, 40, 100));
  }
  if (from.ul !== to.ul) {
    out.push(to.ul === COLOR_DEFAULT ? "59" : colorParams(to.ul, 58, 58));
  }
  const step = `\x1b[${out.join(";")}m`;
  const full = sgrSequence(to.fg, to.bg, to.flags, to.ul);
  return step.length <= full.length ? step : full;
}
