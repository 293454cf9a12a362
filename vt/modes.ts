/**
 * ANSI modes (SM/RM) and DEC private modes (DECSET/DECRST), and their
 * DECRQM reports.
 *
 * @module
 */

import type { VtState } from "./state.ts";

/** DECRQM answers: the mode is unknown, set, reset, always set, always reset. */
export const MODE_UNKNOWN = 0;
export const MODE_SET = 1;
export const MODE_RESET = 2;
export const MODE_ALWAYS_SET = 3;
export const MODE_ALWAYS_RESET = 4;

/** SM / RM (`CSI Pm h` / `CSI Pm l`). */
export function setAnsiMode(st: VtState, mode: number, on: boolean): void {
  const s = st.screen;
  if (mode === 4) {
    s.insert = on; // IRM
    s.printModeChanged();
    st.bump();
  } else if (mode === 20) {
    s.newline = on; // LNM
  }
}

/** DECRQM for an ANSI mode. */
export function ansiModeState(st: VtState, mode: number): number {
  const s = st.screen;
  switch (mode) {
    case 4:
      return s.insert ? MODE_SET : MODE_RESET;
    case 20:
      return s.newline ? MODE_SET : MODE_RESET;
    case 2: // KAM
    case 12: // SRM (berth never echoes locally)
      return mode === 12 ? MODE_ALWAYS_SET : MODE_ALWAYS_RESET;
    default:
      return MODE_UNKNOWN;
  }
}

/** DECSET / DECRST (`CSI ? Pm h` / `CSI ? Pm l`). */
export function setDecMode(st: VtState, mode: number, on: boolean): void {
  const s = st.screen;
  const m = st.modes;
  switch (mode) {
    case 1: // DECCKM
      m.cursorKeys = on;
      break;
    case 6: // DECOM
      s.origin = on;
      s.moveTo(0, 0);
      break;
    case 7: // DECAWM
      s.autowrap = on;
      if (!on) s.wrapPending = false;
      break;
    case 9:
      setMouse(st, "x10", on);
      break;
    case 12: // att610 cursor blink
      st.cursorBlink = on;
      break;
    case 25: // DECTCEM
      s.cursorVisible = on;
      break;
    case 45: // reverse wraparound
      s.reverseWrap = on;
      break;
    case 66: // DECNKM
      m.keypad = on;
      break;
    case 69: // DECLRMM
      s.lrmm = on;
      if (!on) {
        s.left = 0;
        s.right = s.cols - 1;
        s.printModeChanged();
      }
      break;
    case 1000:
      setMouse(st, "normal", on);
      break;
    case 1002:
      setMouse(st, "button", on);
      break;
    case 1003:
      setMouse(st, "any", on);
      break;
    case 1004:
      m.focusEvents = on;
      break;
    case 1005:
      setEncoding(st, "utf8", on);
      break;
    case 1006:
    case 1016: // SGR pixel reports: berth has no pixels, so SGR cells
      setEncoding(st, "sgr", on);
      break;
    case 1015:
      setEncoding(st, "urxvt", on);
      break;
    case 1007:
      m.alternateScroll = on;
      break;
    case 47:
      if (on) s.enterAlt(false);
      else s.leaveAlt(false);
      break;
    case 1047:
      if (on) s.enterAlt(false);
      else s.leaveAlt(true);
      break;
    case 1048:
      if (on) s.saveCursor();
      else s.restoreCursor();
      break;
    case 1049:
      // As xterm: save (on the current screen) then switch; switch back,
      // then restore, even when the alternate screen was not active.
      if (on) {
        s.saveCursor();
        s.enterAlt(true);
      } else {
        s.leaveAlt(true);
        s.restoreCursor();
      }
      break;
    case 2004:
      m.bracketedPaste = on;
      break;
    case 2026:
      m.synchronizedOutput = on;
      break;
    default:
      return;
  }
  st.bump();
}

function setMouse(
  st: VtState,
  kind: "x10" | "normal" | "button" | "any",
  on: boolean,
): void {
  if (on) st.modes.mouseTracking = kind;
  else if (st.modes.mouseTracking === kind) st.modes.mouseTracking = "none";
}

function setEncoding(
  st: VtState,
  kind: "utf8" | "sgr" | "urxvt",
  on: boolean,
): void {
  if (on) st.modes.mouseEncoding = kind;
  else if (st.modes.mouseEncoding === kind) st.modes.mouseEncoding = "default";
}

/** DECRQM for a DEC private mode. */
export function decModeState(st: VtState, mode: number): number {
  const s = st.screen;
  const m = st.modes;
  const b = (v: boolean) => v ? MODE_SET : MODE_RESET;
  switch (mode) {
    case 1:
      return b(m.cursorKeys);
    case 3: // DECCOLM: berth never switches to 132 columns
      return MODE_ALWAYS_RESET;
    case 6:
      return b(s.origin);
    case 7:
      return b(s.autowrap);
    case 9:
      return b(m.mouseTracking === "x10");
    case 12:
      return b(st.cursorBlink);
    case 25:
      return b(s.cursorVisible);
    case 45:
      return b(s.reverseWrap);
    case 66:
      return b(m.keypad);
    case 69:
      return b(s.lrmm);
    case 1000:
      return b(m.mouseTracking === "normal");
    case 1002:
      return b(m.mouseTracking === "button");
    case 1003:
      return b(m.mouseTracking === "any");
    case 1004:
      return b(m.focusEvents);
    case 1005:
      return b(m.mouseEncoding === "utf8");
    case 1006:
      return b(m.mouseEncoding === "sgr");
    case 1015:
      return b(m.mouseEncoding === "urxvt");
    case 1007:
      return b(m.alternateScroll);
    case 47:
    case 1047:
    case 1049:
      return b(s.altActive);
    case 1048:
      return MODE_RESET;
    case 2004:
      return b(m.bracketedPaste);
    case 2026:
      return b(m.synchronizedOutput);
    default:
      return MODE_UNKNOWN;
  }
}
