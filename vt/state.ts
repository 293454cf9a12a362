/**
 * Everything the sequence handlers read and change besides the grid:
 * input modes, cursor look, titles, palette, and the way out for responses
 * and events. `Terminal` owns one; the `dispatch_*.ts` files act on it.
 *
 * @module
 */

import { Palette } from "./palette.ts";
import type { Screen } from "./screen.ts";
import type { CursorShape, TerminalEvents, TerminalModes } from "./types.ts";

const encoder = new TextEncoder();

/** Longest title kept (characters). */
export const MAX_TITLE = 4096;

/** The engine's state outside the grid. */
export class VtState {
  readonly modes: TerminalModes = defaultModes();
  cursorShape: CursorShape = "block";
  cursorBlink = true;
  title = "";
  iconName = "";
  cwd = "";
  readonly palette = new Palette();
  /** Titles pushed by XTPUSHTITLE (`CSI 22 t`). */
  titleStack: [string, string][] = [];
  /** DCS payload being collected (DECRQSS), or null when ignored. */
  dcs: { kind: number; data: string } | null = null;

  constructor(readonly screen: Screen, readonly events: TerminalEvents) {}

  /** Sends bytes back to the program (DA, DSR ...). */
  respond(text: string): void {
    this.events.response?.(encoder.encode(text));
  }

  /** Something visible other than a row changed (modes, title). */
  bump(): void {
    this.screen.stamp++;
  }

  /** Modes back to their power-on values (RIS). */
  resetModes(): void {
    Object.assign(this.modes, defaultModes());
    this.cursorShape = "block";
    this.cursorBlink = true;
    this.bump();
  }
}

/** Power-on modes. */
export function defaultModes(): TerminalModes {
  return {
    cursorKeys: false,
    keypad: false,
    bracketedPaste: false,
    focusEvents: false,
    mouseTracking: "none",
    mouseEncoding: "default",
    altScreen: false,
    synchronizedOutput: false,
    insert: false,
    autowrap: true,
    origin: false,
    alternateScroll: false,
  };
}
