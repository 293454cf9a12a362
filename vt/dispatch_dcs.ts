/**
 * DCS strings. Only DECRQSS (`DCS $ q Pt ST`) is answered, and only for
 * settings whose value the engine computes; everything else (sixel,
 * XTGETTCAP, tmux passthrough ...) is consumed and ignored.
 *
 * @module
 */

import type { Params } from "./params.ts";
import { sgrSequence } from "./sgr_encode.ts";
import type { VtState } from "./state.ts";

/** DECRQSS requests are a couple of bytes; anything longer is invalid. */
const MAX_REQUEST = 8;
const DECRQSS = 0x24 << 8 | 0x71; // $ q

/** Start of a DCS string. */
export function dcsHook(
  st: VtState,
  collect: number,
  final: number,
  _p: Params,
): void {
  st.dcs = (collect << 8 | final) === DECRQSS
    ? { kind: DECRQSS, data: "" }
    : null;
}

/** DCS string data. */
export function dcsPut(
  st: VtState,
  data: Uint8Array,
  start: number,
  end: number,
): void {
  const d = st.dcs;
  if (d === null) return;
  if (d.data.length + end - start > MAX_REQUEST) {
    d.data = "\u0000invalid";
    return;
  }
  for (let i = start; i < end; i++) d.data += String.fromCharCode(data[i]);
}

/** End of a DCS string. */
export function dcsUnhook(st: VtState, abort: boolean): void {
  const d = st.dcs;
  st.dcs = null;
  if (d === null || abort) return;
  const value = settingValue(st, d.data);
  st.respond(
    value === null ? "\x1bP0$r\x1b\\" : `\x1bP1$r${value}\x1b\\`,
  );
}

/** The current value of a DECRQSS setting, with its final, or null. */
function settingValue(st: VtState, request: string): string | null {
  const s = st.screen;
  switch (request) {
    case "m": { // SGR
      const seq = sgrSequence(s.fg, s.bg, s.flags, s.ul);
      return seq.slice(2);
    }
    case "r": // DECSTBM
      return `${s.top + 1};${s.bottom + 1}r`;
    case "s": // DECSLRM
      return `${s.left + 1};${s.right + 1}s`;
    case " q": { // DECSCUSR
      const base = st.cursorShape === "block"
        ? 1
        : st.cursorShape === "underline"
        ? 3
        : 5;
      return `${base + (st.cursorBlink ? 0 : 1)} q`;
    }
    case '"q': // DECSCA
      return `${s.protect ? 1 : 0}"q`;
    case '"p': // DECSCL: VT220 level, 7-bit controls
      return '62;1"p';
    case "t": // DECSLPP
      return `${s.rows}t`;
    default:
      return null;
  }
}
