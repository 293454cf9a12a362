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
  UNDERLINE_MASK,
} from "../../vt/types.ts";
export {
  copyStyle,
  DEFAULT_STYLE,
  type SgrStyle,
  sgrTransition,
} from "../../vt/sgr_encode.ts";

/** Flags that draw something on a blank cell (see `visibleOnBlank`). */
export const BLANK_VISIBLE_FLAGS = ATTR_INVERSE | ATTR_STRIKE |
  ATTR_OVERLINE | UNDERLINE_MASK;
