/**
 * Mouse reports for a program that asked for them, as it asked: which
 * events (DECSET 9 X10 presses only, 1000 presses and releases, 1002 also
 * motion with a button held, 1003 all motion) and how they are written
 * (the default `CSI M Cb Cx Cy` with each byte plus 32, 1005 the same as
 * UTF-8 characters, 1006 SGR `CSI < Cb ; Cx ; Cy M/m`, 1015 urxvt
 * `CSI Cb+32 ; Cx ; Cy M`), at coordinates within its pane, from 1 on the
 * wire. As in xterm, only SGR tells which button went up; the others
 * report a release as button 3, and the wheel has no releases.
 *
 * @module
 */

import type { MouseEncoding, MouseTracking } from "../../vt/types.ts";
import {
  buttonOf,
  isMotion,
  isWheel,
  MOUSE_CTRL,
  MOUSE_META,
  MOUSE_NO_BUTTON,
  MOUSE_SHIFT,
  type MouseReport,
} from "./mouse_report.ts";

// The largest coordinate (from 0) the default encoding holds in one byte.
const MAX_LEGACY = 255 - 33;
// And UTF-8 (1005): xterm's limit, two-byte characters.
const MAX_UTF8 = 2047 - 33;

const encoder = new TextEncoder();

/**
 * The bytes that report `r` at (`x`, `y`) in the pane (from 0) to a
 * program with `tracking` and `encoding`, or null when it did not ask for
 * this event (or the default encodings cannot hold the place).
 */
export function encodeMouse(
  r: MouseReport,
  x: number,
  y: number,
  tracking: MouseTracking,
  encoding: MouseEncoding,
): Uint8Array | null {
  if (!wants(r, tracking)) return null;
  if (r.release && isWheel(r)) return null;
  // X10 reports carry no modifiers.
  const code = tracking === "x10"
    ? r.code & ~(MOUSE_SHIFT | MOUSE_META | MOUSE_CTRL)
    : r.code;
  switch (encoding) {
    case "sgr":
      return encoder.encode(
        `\x1b[<${code};${x + 1};${y + 1}${r.release ? "m" : "M"}`,
      );
    case "urxvt":
      return encoder.encode(
        `\x1b[${releaseCode(r, code) + 32};${x + 1};${y + 1}M`,
      );
    case "utf8":
      if (x > MAX_UTF8 || y > MAX_UTF8) return null;
      return encoder.encode(
        "\x1b[M" +
          String.fromCharCode(releaseCode(r, code) + 32, x + 33, y + 33),
      );
    default:
      if (x > MAX_LEGACY || y > MAX_LEGACY) return null;
      return Uint8Array.of(
        0x1b,
        0x5b,
        0x4d,
        releaseCode(r, code) + 32,
        x + 33,
        y + 33,
      );
  }
}

// Whether a program with `tracking` gets this event at all.
function wants(r: MouseReport, tracking: MouseTracking): boolean {
  switch (tracking) {
    case "none":
      return false;
    case "x10":
      return !r.release && !isMotion(r);
    case "normal":
      return !isMotion(r);
    case "button":
      return !isMotion(r) || buttonOf(r) !== MOUSE_NO_BUTTON;
    case "any":
      return true;
  }
}

// The legacy encodings write a release as button 3.
function releaseCode(r: MouseReport, code: number): number {
  return r.release ? (code & ~3) | MOUSE_NO_BUTTON : code;
}
