/**
 * CSI sequences: one `switch` on the final byte, then on the private marker
 * and intermediates (`collect`). Each case names the sequence it implements.
 * Counts are clamped to the screen so no sequence loops for long.
 *
 * @module
 */

import { COLLECT_OVERFLOW } from "./parser.ts";
import type { Params } from "./params.ts";
import {
  ansiModeState,
  decModeState,
  setAnsiMode,
  setDecMode,
} from "./modes.ts";
import {
  deviceStatus,
  modeReport,
  primaryDeviceAttributes,
  secondaryDeviceAttributes,
  terminalVersion,
  tertiaryDeviceAttributes,
  windowReport,
} from "./reports.ts";
import { applySgr } from "./sgr.ts";
import type { VtState } from "./state.ts";

// Packed `collect` values: private marker and/or intermediates.
const NONE = 0;
const Q = 0x3f; // ?
const GT = 0x3e; // >
const EQ = 0x3d; // =
const SP = 0x20; // space
const BANG = 0x21; // !
const DQUOTE = 0x22; // "
const DOLLAR = 0x24; // $
const SQUOTE = 0x27; // '
const Q_DOLLAR = Q << 8 | DOLLAR;

/** Handles `CSI collect params final`. */
export function dispatchCsi(
  st: VtState,
  collect: number,
  final: number,
  p: Params,
): void {
  if (collect === COLLECT_OVERFLOW) return;
  const s = st.screen;
  const n1 = p.get(0, 1);
  switch (final) {
    case 0x40: // @
      if (collect === NONE) s.insertChars(Math.min(n1, s.cols)); // ICH
      else if (collect === SP) s.scrollLeft(Math.min(n1, s.cols)); // SL
      break;
    case 0x41: // A
      if (collect === NONE) s.up(n1); // CUU
      else if (collect === SP) s.scrollRight(Math.min(n1, s.cols)); // SR
      break;
    case 0x42: // B  CUD
      if (collect === NONE) s.down(n1);
      break;
    case 0x43: // C  CUF
      if (collect === NONE) s.forward(n1);
      break;
    case 0x44: // D  CUB
      if (collect === NONE) s.backward(n1);
      break;
    case 0x45: // E  CNL
      if (collect === NONE) {
        s.down(n1);
        s.carriageReturn();
      }
      break;
    case 0x46: // F  CPL
      if (collect === NONE) {
        s.up(n1);
        s.carriageReturn();
      }
      break;
    case 0x47: // G  CHA
    case 0x60: // `  HPA
      if (collect === NONE) s.moveToCol(n1 - 1);
      break;
    case 0x48: // H  CUP
    case 0x66: // f  HVP
      if (collect === NONE) s.moveTo(p.get(1, 1) - 1, n1 - 1);
      break;
    case 0x49: // I  CHT
      if (collect === NONE) s.tab(Math.min(n1, s.cols));
      break;
    case 0x4a: // J  ED / DECSED
      if (collect === NONE || collect === Q) {
        s.eraseInDisplay(p.raw(0, 0), collect === Q);
      }
      break;
    case 0x4b: // K  EL / DECSEL
      if (collect === NONE || collect === Q) {
        s.eraseInLine(p.raw(0, 0), collect === Q);
      }
      break;
    case 0x4c: // L  IL
      if (collect === NONE) s.insertLines(Math.min(n1, s.rows));
      break;
    case 0x4d: // M  DL
      if (collect === NONE) s.deleteLines(Math.min(n1, s.rows));
      break;
    case 0x50: // P  DCH
      if (collect === NONE) s.deleteChars(Math.min(n1, s.cols));
      break;
    case 0x53: // S  SU
      if (collect === NONE) s.scrollUp(Math.min(n1, s.rows));
      break;
    case 0x54: // T  SD (the 5-parameter form is mouse highlighting)
      if (collect === NONE && p.length <= 1) s.scrollDown(Math.min(n1, s.rows));
      break;
    case 0x57: // W  CTC / DECST8C
      if (collect === NONE) tabControl(st, p.raw(0, 0));
      else if (collect === Q && p.raw(0, 0) === 5) s.resetTabs();
      break;
    case 0x58: // X  ECH
      if (collect === NONE) s.eraseChars(Math.min(n1, s.cols));
      break;
    case 0x5a: // Z  CBT
      if (collect === NONE) s.backTab(Math.min(n1, s.cols));
      break;
    case 0x61: // a  HPR
      if (collect === NONE) s.moveRelative(n1, 0);
      break;
    case 0x62: // b  REP
      if (collect === NONE) s.repeat(n1);
      break;
    case 0x63: // c  DA1 / DA2 / DA3
      if (p.raw(0, 0) !== 0) break;
      if (collect === NONE) primaryDeviceAttributes(st);
      else if (collect === GT) secondaryDeviceAttributes(st);
      else if (collect === EQ) tertiaryDeviceAttributes(st);
      break;
    case 0x64: // d  VPA
      if (collect === NONE) s.moveToRow(n1 - 1);
      break;
    case 0x65: // e  VPR
      if (collect === NONE) s.moveRelative(0, n1);
      break;
    case 0x67: // g  TBC
      if (collect === NONE) clearTabs(st, p.raw(0, 0));
      break;
    case 0x68: // h  SM / DECSET
    case 0x6c: // l  RM / DECRST
      setModes(st, collect, p, final === 0x68);
      break;
    case 0x6d: // m  SGR
      if (collect === NONE) applySgr(s, p);
      break;
    case 0x6e: // n  DSR / DECXCPR
      if (collect === NONE || collect === Q) {
        deviceStatus(st, p.raw(0, 0), collect === Q);
      }
      break;
    case 0x70: // p
      csiP(st, collect, p);
      break;
    case 0x71: // q
      csiQ(st, collect, p);
      break;
    case 0x72: // r  DECSTBM
      if (collect === NONE) s.setMargins(n1 - 1, p.get(1, s.rows) - 1);
      break;
    case 0x73: // s  DECSLRM (with DECLRMM) / SCOSC
      if (collect !== NONE) break;
      if (s.lrmm) s.setLeftRight(n1 - 1, p.get(1, s.cols) - 1);
      else s.saveCursor();
      break;
    case 0x74: // t  window operations
      if (collect === NONE) windowOp(st, p);
      break;
    case 0x75: // u  SCORC
      if (collect === NONE) s.restoreCursor();
      break;
    case 0x7d: // }  DECIC
      if (collect === SQUOTE) s.insertColumns(Math.min(n1, s.cols));
      break;
    case 0x7e: // ~  DECDC
      if (collect === SQUOTE) s.deleteColumns(Math.min(n1, s.cols));
      break;
  }
}

/** TBC: 0 clears the stop at the cursor, 3 all stops. */
function clearTabs(st: VtState, mode: number): void {
  const s = st.screen;
  if (mode === 0) s.tabs[s.x] = 0;
  else if (mode === 3) s.tabs.fill(0);
}

/** CTC: 0 sets a stop at the cursor, 2 clears it, 5 clears all. */
function tabControl(st: VtState, mode: number): void {
  const s = st.screen;
  if (mode === 0) s.tabs[s.x] = 1;
  else if (mode === 2) s.tabs[s.x] = 0;
  else if (mode === 5) s.tabs.fill(0);
}

/** SM/RM and DECSET/DECRST with every parameter. */
function setModes(st: VtState, collect: number, p: Params, on: boolean): void {
  if (collect !== NONE && collect !== Q) return;
  for (let i = 0; i < p.length; i++) {
    if (collect === Q) setDecMode(st, p.values[i], on);
    else setAnsiMode(st, p.values[i], on);
  }
}

/** `CSI ... p`: DECSTR, DECRQM. */
function csiP(st: VtState, collect: number, p: Params): void {
  if (collect === BANG) {
    // DECSTR: soft reset.
    st.screen.softReset();
    st.modes.cursorKeys = false;
    st.modes.keypad = false;
    st.bump();
  } else if (collect === DOLLAR) {
    // DECRQM (ANSI mode).
    const mode = p.raw(0, 0);
    modeReport(st, mode, ansiModeState(st, mode), false);
  } else if (collect === Q_DOLLAR) {
    // DECRQM (DEC private mode).
    const mode = p.raw(0, 0);
    modeReport(st, mode, decModeState(st, mode), true);
  }
}

/** `CSI ... q`: DECSCUSR, DECSCA, XTVERSION. */
function csiQ(st: VtState, collect: number, p: Params): void {
  if (collect === SP) {
    // DECSCUSR: 0/1 blinking block, 2 block, 3/4 underline, 5/6 bar.
    const v = p.raw(0, 0);
    if (v > 6) return;
    st.cursorShape = v <= 2 ? "block" : v <= 4 ? "underline" : "bar";
    st.cursorBlink = v === 0 || v % 2 === 1;
    st.bump();
  } else if (collect === DQUOTE) {
    // DECSCA: 1 protects the cells written from now on.
    st.screen.protect = p.raw(0, 0) === 1;
    st.screen.printModeChanged();
  } else if (collect === GT) {
    if (p.raw(0, 0) === 0) terminalVersion(st);
  }
}

/** Most titles pushed by XTPUSHTITLE. */
const MAX_TITLE_STACK = 10;

/** `CSI Ps ; ... t`: reports and the title stack; never the title itself. */
function windowOp(st: VtState, p: Params): void {
  const op = p.raw(0, 0);
  if (op === 22) {
    // XTPUSHTITLE
    if (st.titleStack.length >= MAX_TITLE_STACK) st.titleStack.shift();
    st.titleStack.push([st.title, st.iconName]);
  } else if (op === 23) {
    // XTPOPTITLE
    const top = st.titleStack.pop();
    if (top !== undefined) {
      const changed = top[0] !== st.title;
      [st.title, st.iconName] = top;
      st.bump();
      if (changed) st.events.title?.(st.title);
    }
  } else {
    windowReport(st, op);
  }
}
