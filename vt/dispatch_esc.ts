/**
 * C0/C1 controls and ESC sequences.
 *
 * @module
 */

import { charsetFor } from "./charsets.ts";
import { primaryDeviceAttributes } from "./reports.ts";
import type { VtState } from "./state.ts";

/** Executes a C0 or C1 control. */
export function executeControl(st: VtState, code: number): void {
  const s = st.screen;
  switch (code) {
    case 0x07: // BEL
      st.events.bell?.();
      break;
    case 0x08: // BS
      s.backspace();
      break;
    case 0x09: // HT
      s.tab(1);
      break;
    case 0x0a: // LF
    case 0x0b: // VT
    case 0x0c: // FF
      s.lineFeed();
      break;
    case 0x0d: // CR
      s.carriageReturn();
      break;
    case 0x0e: // SO: G1 into GL
      s.gl = 1;
      s.printModeChanged();
      break;
    case 0x0f: // SI: G0 into GL
      s.gl = 0;
      s.printModeChanged();
      break;
    case 0x84: // IND
      s.index();
      break;
    case 0x85: // NEL
      s.nextLine();
      break;
    case 0x88: // HTS
      s.tabs[s.x] = 1;
      break;
    case 0x8d: // RI
      s.reverseIndex();
      break;
    case 0x8e: // SS2
      singleShift(st, 2);
      break;
    case 0x8f: // SS3
      singleShift(st, 3);
      break;
  }
}

function singleShift(st: VtState, g: number): void {
  st.screen.singleShift = g;
  st.screen.printModeChanged();
}

/** Handles `ESC collect final`. */
export function dispatchEsc(
  st: VtState,
  collect: number,
  final: number,
  reset: () => void,
): void {
  const s = st.screen;
  if (collect === 0) {
    switch (final) {
      case 0x37: // 7  DECSC
        s.saveCursor();
        break;
      case 0x38: // 8  DECRC
        s.restoreCursor();
        break;
      case 0x36: // 6  DECBI
        s.backIndex();
        break;
      case 0x39: // 9  DECFI
        s.forwardIndex();
        break;
      case 0x3d: // =  DECKPAM
        st.modes.keypad = true;
        st.bump();
        break;
      case 0x3e: // >  DECKPNM
        st.modes.keypad = false;
        st.bump();
        break;
      case 0x44: // D  IND
      case 0x45: // E  NEL
      case 0x48: // H  HTS
      case 0x4d: // M  RI
      case 0x4e: // N  SS2
      case 0x4f: // O  SS3
        executeControl(st, final + 0x40);
        break;
      case 0x5a: // Z  DECID: answered as DA1
        primaryDeviceAttributes(st);
        break;
      case 0x63: // c  RIS
        reset();
        break;
      case 0x6e: // n  LS2
        s.gl = 2;
        s.printModeChanged();
        break;
      case 0x6f: // o  LS3
        s.gl = 3;
        s.printModeChanged();
        break;
    }
    return;
  }
  if (collect === 0x23) {
    if (final === 0x38) s.alignmentTest(); // ESC # 8  DECALN
    return;
  }
  // SCS: ESC ( C, ESC ) C, ESC * C, ESC + C (94-character sets) and
  // ESC - C, ESC . C, ESC / C (96-character sets).
  const g = "()*+-./".indexOf(String.fromCharCode(collect));
  if (g >= 0 && collect <= 0xff) {
    s.charsets[g < 4 ? g : g - 3] = charsetFor(g < 4 ? final : 0);
    s.printModeChanged();
  }
}
