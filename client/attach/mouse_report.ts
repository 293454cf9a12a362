/**
 * Mouse reports from the outer terminal, split out of the user's input.
 *
 * The attach client asks the outer terminal for SGR reports (DECSET 1006):
 * `CSI < Cb ; Cx ; Cy M` for a press or motion, `... m` for a release,
 * coordinates from 1. A terminal without 1006 sends the legacy form
 * `CSI M Cb Cx Cy` (three bytes, each plus 32), which is taken too while
 * reporting is on. Reports may arrive split over reads: the bytes of one
 * cut by a read's end wait for the rest, as keys do in `input_filter.ts`.
 * A lone ESC at a read's end is left alone (it is the Escape key there).
 *
 * @module
 */

import { concatBytes } from "./input_filter.ts";

/** The button code's bits (xterm's, as SGR reports carry them). */
export const MOUSE_SHIFT = 4;
export const MOUSE_META = 8;
export const MOUSE_CTRL = 16;
export const MOUSE_MOTION = 32;
export const MOUSE_WHEEL = 64;
/** Button bits of a motion with no button held (and of legacy releases). */
export const MOUSE_NO_BUTTON = 3;

/** One mouse event as the outer terminal reported it. */
export interface MouseReport {
  /**
   * The button code: the low two bits are the button (0 left, 1 middle,
   * 2 right, 3 none), plus `MOUSE_SHIFT`/`META`/`CTRL`, `MOUSE_MOTION`
   * for a motion, `MOUSE_WHEEL` for the wheel (64 up, 65 down).
   */
  code: number;
  /** Column and row on the outer terminal, from 0. */
  x: number;
  y: number;
  /** A button went up (SGR's final `m`). */
  release: boolean;
}

/** tmux's names of the modifiers held (`C-`, `M-`, `S-`), for a key's name. */
export function modifierNames(r: MouseReport): string {
  return (r.code & MOUSE_CTRL ? "C-" : "") + (r.code & MOUSE_META ? "M-" : "") +
    (r.code & MOUSE_SHIFT ? "S-" : "");
}

/** Whether `r` is a wheel notch. */
export function isWheel(r: MouseReport): boolean {
  return (r.code & (MOUSE_WHEEL | MOUSE_MOTION)) === MOUSE_WHEEL;
}

/** Whether `r` is a wheel notch up (away from the user). */
export function isWheelUp(r: MouseReport): boolean {
  return isWheel(r) && (r.code & 3) === 0;
}

/** Whether `r` is a motion (with or without a button held). */
export function isMotion(r: MouseReport): boolean {
  return (r.code & MOUSE_MOTION) !== 0;
}

/** The button of a press, motion or release: 0-2, or 3 for none. */
export function buttonOf(r: MouseReport): number {
  return r.code & 3;
}

// Longest SGR report kept while waiting for its end: three numbers of
// five digits are 22 bytes. Longer is not a report.
const MAX_REPORT = 32;

const ESC = 0x1b, LBRACKET = 0x5b, LT = 0x3c, M_UPPER = 0x4d, M_LOWER = 0x6d;

/** Splits input into runs of bytes and mouse reports, in order. */
export class MouseReader {
  /** Take legacy `CSI M` reports (only while the terminal reports). */
  legacy = false;
  #pending: Uint8Array | null = null;

  /** The parts of one read; a report cut by its end waits. */
  feed(chunk: Uint8Array): (Uint8Array | MouseReport)[] {
    const bytes = this.#pending ? concatBytes(this.#pending, chunk) : chunk;
    this.#pending = null;
    const out: (Uint8Array | MouseReport)[] = [];
    let from = 0;
    for (let i = bytes.indexOf(ESC); i >= 0; i = bytes.indexOf(ESC, i + 1)) {
      const r = this.#report(bytes, i);
      if (r === "more") {
        if (i > from) out.push(bytes.subarray(from, i));
        this.#pending = bytes.slice(i);
        return out;
      }
      if (r === null) continue;
      if (i > from) out.push(bytes.subarray(from, i));
      out.push(r.report);
      from = i + r.length;
      i = from - 1;
    }
    if (from < bytes.length) out.push(bytes.subarray(from));
    return out;
  }

  /** True while the end of the last read waits for more (`ESC [` ...). */
  get waiting(): boolean {
    return this.#pending !== null;
  }

  /**
   * The bytes held for a report cut short, given up on (no more came
   * soon): they are keys.
   */
  flush(): Uint8Array | null {
    const held = this.#pending;
    this.#pending = null;
    return held;
  }

  // The report at `i` (an ESC), "more" when it may be one cut short,
  // null when it is not one.
  #report(
    b: Uint8Array,
    i: number,
  ): { report: MouseReport; length: number } | "more" | null {
    if (i + 1 >= b.length) return null; // the Escape key
    if (b[i + 1] !== LBRACKET) return null;
    if (i + 2 >= b.length) return "more";
    if (b[i + 2] === LT) return sgrReport(b, i);
    if (b[i + 2] === M_UPPER && this.legacy) {
      if (i + 6 > b.length) return "more";
      return {
        report: legacyReport(b[i + 3], b[i + 4], b[i + 5]),
        length: 6,
      };
    }
    return null;
  }
}

// `CSI < Cb ; Cx ; Cy M/m` at `i`.
function sgrReport(
  b: Uint8Array,
  i: number,
): { report: MouseReport; length: number } | "more" | null {
  const nums = [0];
  for (let j = i + 3; j < b.length; j++) {
    const c = b[j];
    if (j - i > MAX_REPORT) return null;
    if (c >= 0x30 && c <= 0x39) {
      nums[nums.length - 1] = nums[nums.length - 1] * 10 + c - 0x30;
    } else if (c === 0x3b) {
      nums.push(0);
    } else if ((c === M_UPPER || c === M_LOWER) && nums.length === 3) {
      const [code, x, y] = nums;
      if (x < 1 || y < 1) return null;
      return {
        report: { code, x: x - 1, y: y - 1, release: c === M_LOWER },
        length: j - i + 1,
      };
    } else {
      return null;
    }
  }
  return "more";
}

// `CSI M Cb Cx Cy`: a release is button 3, which names no button.
function legacyReport(cb: number, cx: number, cy: number): MouseReport {
  const code = cb - 32;
  const release = (code & (MOUSE_MOTION | MOUSE_WHEEL)) === 0 &&
    (code & 3) === MOUSE_NO_BUTTON;
  return { code, x: Math.max(0, cx - 33), y: Math.max(0, cy - 33), release };
}
