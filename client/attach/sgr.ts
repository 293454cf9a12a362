/**
 * The outer terminal's pen: the style it draws with now, as the renderer
 * tracks it. The SGR that moves the pen from one style to the next is the
 * VT engine's `sgrTransition` (`vt/sgr_encode.ts`): the shorter of an
 * incremental step and a reset followed by the target's attributes, as
 * tmux's `tty_attributes` and mosh's `Renditions::sgr` do in spirit.
 *
 * Hyperlinks (OSC 8) are not SGR: the renderer tracks the open link beside
 * the pen (`hyperlink.ts`).
 *
 * @module
 */

import {
  ATTR_INVERSE,
  ATTR_OVERLINE,
  ATTR_STRIKE,
  COLOR_DEFAULT,
  UNDERLINE_MASK,
} from "../../vt/types.ts";
import type { SgrStyle } from "../../vt/sgr_encode.ts";

export { type SgrStyle, sgrTransition } from "../../vt/sgr_encode.ts";

/** The style after `CSI 0 m`. */
export const DEFAULT_STYLE: Readonly<SgrStyle> = Object.freeze({
  fg: COLOR_DEFAULT,
  bg: COLOR_DEFAULT,
  ul: COLOR_DEFAULT,
  flags: 0,
});

/** Flags that draw something on a blank cell (see `visibleOnBlank`). */
export const BLANK_VISIBLE_FLAGS = ATTR_INVERSE | ATTR_STRIKE |
  ATTR_OVERLINE | UNDERLINE_MASK;

/** Copies `src` into `dst`. */
export function copyStyle(dst: SgrStyle, src: SgrStyle): void {
  dst.fg = src.fg;
  dst.bg = src.bg;
  dst.ul = src.ul;
  dst.flags = src.flags;
}
