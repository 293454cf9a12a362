/**
 * Answers to the program's queries. Every answer is built from values the
 * engine computes; nothing the program sent is echoed back (no title
 * report, no DECRQSS of unknown settings), so output cannot inject input.
 *
 * @module
 */

import { formatRgb } from "./palette.ts";
import type { VtState } from "./state.ts";

/** Name and version XTVERSION reports. */
export const TERMINAL_NAME = "berth(0.1.0)";

/** Assumed cell size in pixels, for `CSI 14 t` and `CSI 16 t`. */
export const CELL_WIDTH_PX = 8;
export const CELL_HEIGHT_PX = 16;

/** DA1: a VT220 with ANSI colour. */
export function primaryDeviceAttributes(st: VtState): void {
  st.respond("\x1b[?62;22c");
}

/** DA2: terminal type 1 (VT220), firmware 10, no ROM cartridge. */
export function secondaryDeviceAttributes(st: VtState): void {
  st.respond("\x1b[>1;10;0c");
}

/** DA3: unit id zero. */
export function tertiaryDeviceAttributes(st: VtState): void {
  st.respond("\x1bP!|00000000\x1b\\");
}

/** DSR 5 (status) and 6 (cursor position); `dec` for `CSI ? 6 n`. */
export function deviceStatus(st: VtState, code: number, dec: boolean): void {
  const s = st.screen;
  if (code === 5 && !dec) {
    st.respond("\x1b[0n");
  } else if (code === 6) {
    let row = s.y + 1;
    let col = s.x + 1;
    if (s.origin) {
      row -= s.top;
      col -= s.left;
    }
    st.respond(dec ? `\x1b[?${row};${col};1R` : `\x1b[${row};${col}R`);
  }
}

/** XTVERSION. */
export function terminalVersion(st: VtState): void {
  st.respond(`\x1bP>|${TERMINAL_NAME}\x1b\\`);
}

/** Window reports (`CSI Ps t`) that need no pixels berth does not have. */
export function windowReport(st: VtState, code: number): void {
  const s = st.screen;
  switch (code) {
    case 14: // text area in pixels
      st.respond(
        `\x1b[4;${s.rows * CELL_HEIGHT_PX};${s.cols * CELL_WIDTH_PX}t`,
      );
      break;
    case 16: // cell size in pixels
      st.respond(`\x1b[6;${CELL_HEIGHT_PX};${CELL_WIDTH_PX}t`);
      break;
    case 18: // text area in characters
      st.respond(`\x1b[8;${s.rows};${s.cols}t`);
      break;
    case 19: // screen in characters
      st.respond(`\x1b[9;${s.rows};${s.cols}t`);
      break;
  }
}

/** DECRQM answer. */
export function modeReport(
  st: VtState,
  mode: number,
  state: number,
  dec: boolean,
): void {
  st.respond(`\x1b[${dec ? "?" : ""}${mode};${state}$y`);
}

/** OSC colour query answer (`OSC 4;i;rgb:...`, `OSC 10;rgb:...`). */
export function colorReport(
  st: VtState,
  prefix: string,
  color: number,
  bel: boolean,
): void {
  st.respond(`\x1b]${prefix};${formatRgb(color)}${bel ? "\x07" : "\x1b\\"}`);
}
