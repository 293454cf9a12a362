/**
 * The bytes a parse worker writes for a small update on a terminal lent
 * to it (`direct_draw.ts`): each changed window row whole, at its outer
 * row, then the cursor's move. Only updates that an attach client would
 * draw the same way qualify: a few rows of characters of one cell each
 * (one UTF-16 unit: no wide, composed or astral one, whose width the
 * outer terminal may see otherwise, as the renderer's `uncertainWidth`
 * says) and no link, with the size, modes, title and the cursor's look as
 * the last update had them, no bell and no clipboard write. Everything
 * else (a scroll, a mode) is left to the attach client, as every update
 * still is after this.
 *
 * The pen starts from a reset, whatever the attach client left, and ends
 * at the default, which is what the attach client assumes after the
 * worker wrote. Autowrap is off while it writes: an outer terminal that
 * sees a character wider than the engine did (an ambiguous-width one
 * drawn wide), or that is narrower than the window for a moment (a resize
 * on its way), must not wrap a row into the next or scroll the screen,
 * which would move rows the worker does not report as written. Trailing
 * blanks are erased with ECH, which stays within the window's width.
 * Colours are reduced to the terminal's (`DrawGrant.colours`) as the
 * attach client reduces them (`vt/colour_reduce.ts`).
 *
 * @module
 */

import { COLOR_DEFAULT, RUN_WIDE } from "../../vt/types.ts";
import {
  copyStyle,
  DEFAULT_STYLE,
  type SgrStyle,
  sgrTransition,
} from "../../vt/sgr_encode.ts";
import { reduceStyle, TRUECOLOR } from "../../vt/colour_reduce.ts";
import type { ScreenUpdate } from "./parse_messages.ts";
import type { DirectBytes, DrawGrant } from "./direct_draw.ts";
import { CONTROL } from "../../protocol/controls.ts";

/**
 * Updates of more rows than this are left to the attach client: an echo
 * changes one or two (the line, a status line), and a larger one is no
 * key's echo, so there is nothing to win.
 */
const MAX_DIRECT_ROWS = 4;

const encoder = new TextEncoder();

/**
 * What the last update said of the window beside its rows: an update that
 * changes any of it is left to the attach client.
 */
export class DirectLook {
  #title: string | null = null;
  #cursorLook = "";

  /** Whether `update` looks as the last did; remembers it either way. */
  same(update: ScreenUpdate): boolean {
    const [, , visible, shape, blink] = update.cursor;
    const look = `${visible}${shape}${blink}`;
    const same = update.title === this.#title && look === this.#cursorLook;
    this.#title = update.title;
    this.#cursorLook = look;
    return same;
  }
}

/** The bytes that draw `update` at `grant`, or null when it does not qualify. */
export function directFrame(
  update: ScreenUpdate,
  grant: DrawGrant,
): DirectBytes | null {
  const { lines } = update;
  if (lines.length === 0 || lines.length > MAX_DIRECT_ROWS) return null;
  if (
    update.resized || update.modes || update.bells > 0 || update.links ||
    update.clipboard || update.cols !== grant.cols ||
    update.rows !== grant.rows
  ) return null;
  // Colours as the terminal shows them, as the attach client draws them.
  const colours = grant.colours;
  const reduce = colours < TRUECOLOR;
  let out = "\x1b[?7l\x1b[m";
  const pen: SgrStyle = { ...DEFAULT_STYLE };
  const style: SgrStyle = { ...DEFAULT_STYLE };
  let first = Infinity, last = -1;
  for (const [y, runs] of lines) {
    if (y < 0 || y >= grant.rows) return null;
    const row = grant.top + y;
    first = Math.min(first, row);
    last = Math.max(last, row);
    out += `\x1b[${row + 1}H`;
    let x = 0;
    for (const [text, cells, fg, bg, flags, ul, link] of runs) {
      if (link || ((flags ?? 0) & RUN_WIDE) !== 0) return null;
      if (text.length !== cells || CONTROL.test(text)) return null;
      style.fg = fg ?? COLOR_DEFAULT;
      style.bg = bg ?? COLOR_DEFAULT;
      style.flags = flags ?? 0;
      style.ul = ul ?? COLOR_DEFAULT;
      if (reduce) reduceStyle(style, colours, style);
      out += pen_(pen, style) + text;
      x += cells;
    }
    if (x > grant.cols) return null;
    if (x < grant.cols) {
      out += pen_(pen, DEFAULT_STYLE) + `\x1b[${grant.cols - x}X`;
    }
  }
  const [cx, cy] = update.cursor;
  out += pen_(pen, DEFAULT_STYLE) + `\x1b[${grant.top + cy + 1};${cx + 1}H` +
    "\x1b[?7h";
  return { bytes: encoder.encode(out), first, last };
}

/** The SGR from `pen` to `to`; `pen` becomes `to`. */
function pen_(pen: SgrStyle, to: Readonly<SgrStyle>): string {
  const seq = sgrTransition(pen, to);
  copyStyle(pen, to);
  return seq;
}
