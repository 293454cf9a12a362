/**
 * tmux's styles (`status-style`, `#[fg=red,bold]` inside a format), as
 * tmux 3.3a's `style_parse` reads them: words split at commas or spaces,
 * each added onto the style so far. `fg=C`, `bg=C`: a colour by name
 * (`black` .. `white`, `brightblack` .. `brightwhite`, `default`,
 * `terminal`), `colourN`/`colorN` (0-255), `#rrggbb`, or tmux's numbers
 * (`0`-`7`, `90`-`97`); attributes `bold` (`bright`), `dim`, `italics`,
 * `underscore` (and `double-`, `curly-`, `dotted-`, `dashed-underscore`),
 * `blink`, `reverse`, `hidden`, `strikethrough`, `overline`, each with a
 * `no` form, `none` (no attributes), and `default` (back to the base
 * style). tmux's layout words (`align=`, `list=`, `range=`, `fill=`,
 * `push-default`, `pop-default`, `ignore` ...) are read too; `align`,
 * `fill`, `list`, `push-default`/`pop-default` are kept for the status
 * line, the rest accepted and ignored. X11 colour names (`orange`, `red3`) are not
 * known, and a style with one is refused, as one with any unknown word.
 *
 * No FFI, no I/O: the config check (`options.ts`) and the attach client's
 * status line both use it.
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
  UNDERLINE_CURLY,
  UNDERLINE_DASHED,
  UNDERLINE_DOTTED,
  UNDERLINE_DOUBLE,
  UNDERLINE_MASK,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} from "../vt/types.ts";
import type { SgrStyle } from "../vt/sgr_encode.ts";

/** tmux's `align=` values. */
export const ALIGNS = ["left", "centre", "right", "absolute-centre"] as const;

/** A style: the cell's look, and the status line's layout words. */
export interface Style extends SgrStyle {
  /** `align=`, or undefined when none was given. */
  align?: typeof ALIGNS[number];
  /** `fill=`: a colour for the whole line's background. */
  fill?: number;
  /** `push-default` (make this the default) or `pop-default`. */
  defaults?: "push" | "pop";
  /** `list=`: the window list's part this text is in; undefined: none. */
  list?: typeof LISTS[number];
}

/** tmux's `list=` values. */
export const LISTS = ["on", "focus", "left-marker", "right-marker"] as const;

// tmux's attribute names, as `attributes_fromstring` reads them (`acs`
// draws line characters, which berth's status line never needs).
const ATTRIBUTES: Readonly<Record<string, number>> = {
  acs: 0,
  bright: ATTR_BOLD,
  bold: ATTR_BOLD,
  dim: ATTR_FAINT,
  underscore: UNDERLINE_SINGLE << UNDERLINE_SHIFT,
  blink: ATTR_BLINK,
  reverse: ATTR_INVERSE,
  hidden: ATTR_INVISIBLE,
  italics: ATTR_ITALIC,
  strikethrough: ATTR_STRIKE,
  "double-underscore": UNDERLINE_DOUBLE << UNDERLINE_SHIFT,
  "curly-underscore": UNDERLINE_CURLY << UNDERLINE_SHIFT,
  "dotted-underscore": UNDERLINE_DOTTED << UNDERLINE_SHIFT,
  "dashed-underscore": UNDERLINE_DASHED << UNDERLINE_SHIFT,
  overline: ATTR_OVERLINE,
};

const NAMES = ["black", "red", "green", "yellow", "blue", "magenta", "cyan"]
  .concat("white");

/** tmux's `default` colour: the base style's (`style_parse`'s 8). */
const BASE_COLOUR = -2;

/**
 * A colour as tmux's `colour_fromstring` reads it: a palette index, a
 * `COLOR_RGB` value, `COLOR_DEFAULT` (`terminal`), `BASE_COLOUR`
 * (`default`), or null when it is none.
 */
function colourOf(text: string): number | null {
  const s = text.toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(s)) return COLOR_RGB | parseInt(s.slice(1), 16);
  const n = /^colou?r(\d{1,3})$/.exec(s);
  if (n) return Number(n[1]) <= 255 ? Number(n[1]) : null;
  if (s === "default") return BASE_COLOUR;
  if (s === "terminal") return COLOR_DEFAULT;
  if (/^[0-7]$/.test(s)) return Number(s);
  if (/^9[0-7]$/.test(s)) return Number(s) - 90 + 8;
  const i = NAMES.indexOf(s);
  if (i >= 0) return i;
  const b = s.startsWith("bright") ? NAMES.indexOf(s.slice(6)) : -1;
  return b >= 0 ? b + 8 : null;
}

// Attributes as `attributes_fromstring` reads them: names joined by `|`
// (or commas, spaces), `none`/`default` for none; null when unknown.
function attributesOf(text: string): number | null {
  const s = text.toLowerCase();
  if (s === "none" || s === "default") return 0;
  let flags = 0;
  for (const name of s.split("|")) {
    if (!Object.hasOwn(ATTRIBUTES, name)) return null;
    flags |= ATTRIBUTES[name];
  }
  return flags;
}

/**
 * Applies the style text `text` onto `style` (changed in place), with
 * `base` for `default`; false when a word is not tmux's (`style` is then
 * as it was, as tmux's `style_parse` leaves it).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { applyStyle, type Style } from "./style.ts";
 * import { ATTR_BOLD, COLOR_DEFAULT } from "../vt/types.ts";
 * const base = { fg: COLOR_DEFAULT, bg: COLOR_DEFAULT, ul: COLOR_DEFAULT, flags: 0 };
 * const s: Style = { ...base };
 * assert.ok(applyStyle(s, "fg=colour196,bg=#102030 bold", base));
 * assert.deepEqual([s.fg, s.bg, s.flags], [196, 0x1102030, ATTR_BOLD]);
 * assert.ok(!applyStyle(s, "fg=orange", base));
 * ```
 */
export function applyStyle(
  style: Style,
  text: string,
  base: Readonly<SgrStyle>,
): boolean {
  const saved = { ...style };
  for (const word of text.split(/[ ,\n]+/)) {
    if (word !== "" && !applyWord(style, word, base)) {
      Object.assign(style, saved);
      for (const k of ["align", "fill", "defaults", "list"] as const) {
        if (!(k in saved)) delete style[k];
      }
      return false;
    }
  }
  return true;
}

/** Whether `text` is a style tmux would take (for the config's check). */
export function isStyle(text: string): boolean {
  const base = { fg: COLOR_DEFAULT, bg: COLOR_DEFAULT, ul: COLOR_DEFAULT };
  return applyStyle({ ...base, flags: 0 }, text, { ...base, flags: 0 });
}

// One word of a style; false when it is not tmux's.
function applyWord(s: Style, word: string, base: Readonly<SgrStyle>): boolean {
  const w = word.toLowerCase();
  const eq = w.indexOf("=");
  const key = eq < 0 ? w : w.slice(0, eq), value = w.slice(eq + 1);
  if (eq >= 0) {
    switch (key) {
      case "fg":
      case "bg": {
        const c = colourOf(value);
        if (c === null) return false;
        s[key] = c === BASE_COLOUR ? base[key] : c;
        return true;
      }
      case "fill": {
        const c = colourOf(value);
        if (c === null) return false;
        // tmux's `fill=default` is no fill (`style_parse`'s 8).
        if (c === BASE_COLOUR) delete s.fill;
        else s.fill = c;
        return true;
      }
      case "align":
        if (!(ALIGNS as readonly string[]).includes(value)) return false;
        s.align = value as Style["align"];
        return true;
      case "list":
        if (!(LISTS as readonly string[]).includes(value)) return false;
        s.list = value as Style["list"];
        return true;
      case "range":
        return /^(left|right|window\|\d+)$/.test(value);
    }
    return false;
  }
  switch (w) {
    case "default":
      s.fg = base.fg;
      s.bg = base.bg;
      s.flags = base.flags;
      return true;
    case "none":
      s.flags = 0;
      return true;
    case "push-default":
      s.defaults = "push";
      return true;
    case "pop-default":
      s.defaults = "pop";
      return true;
    case "noalign":
      delete s.align;
      return true;
    case "nolist":
      delete s.list;
      return true;
    case "ignore":
    case "noignore":
    case "norange":
      return true;
  }
  const off = w.startsWith("no") ? attributesOf(w.slice(2)) : null;
  if (off !== null) {
    s.flags &= ~(off & UNDERLINE_MASK ? off | UNDERLINE_MASK : off);
    return true;
  }
  const on = attributesOf(w);
  if (on === null) return false;
  if (on & UNDERLINE_MASK) s.flags &= ~UNDERLINE_MASK;
  s.flags |= on;
  return true;
}
