/**
 * Mirrors the session's modes that change how the outer terminal behaves
 * (what its keys, mouse and paste send), its cursor shape and its title,
 * and undoes all of it when the client leaves.
 *
 * Mirrored: DECCKM (DECSET 1), DECKPAM/DECKPNM, bracketed paste (2004),
 * mouse tracking (9, 1000, 1002, 1003) and encoding
 * (1005, 1006, 1015), DECSCUSR and the window title (OSC 2). The attach
 * session puts the mouse's own tracking in place of the session's, always
 * with SGR reports (see `mouse.ts`), and translates them. Alternate
 * scroll (1007) is not: the outer terminal is always on its alternate
 * screen, and its default for 1007 differs between terminals. Nor is
 * focus reporting (1004): the terminal reports focus when `focus-events`
 * is on (`focusReports`), whatever the programs asked, and the daemon
 * tells the panes, as tmux does.
 *
 * The outer terminal is assumed to start with these modes off, as a shell
 * prompt leaves them; `reset()` turns off only what `apply()` turned on.
 *
 * @module
 */

import type { WireCursor } from "../../protocol/messages.ts";
import type {
  MouseEncoding,
  MouseTracking,
  TerminalModes,
} from "../../vt/types.ts";
import { stripControls } from "../../protocol/controls.ts";

/** The part of `TerminalModes` the outer terminal is told about. */
type Mirrored = Pick<
  TerminalModes,
  | "cursorKeys"
  | "keypad"
  | "bracketedPaste"
  | "focusEvents"
  | "mouseTracking"
  | "mouseEncoding"
>;

const OFF: Readonly<Mirrored> = Object.freeze({
  cursorKeys: false,
  keypad: false,
  bracketedPaste: false,
  focusEvents: false,
  mouseTracking: "none",
  mouseEncoding: "default",
});

const TRACKING_MODE: Record<MouseTracking, number> = {
  none: 0,
  x10: 9,
  normal: 1000,
  button: 1002,
  any: 1003,
};

const ENCODING_MODE: Record<MouseEncoding, number> = {
  default: 0,
  utf8: 1005,
  sgr: 1006,
  urxvt: 1015,
};

// The longest title passed on; a terminal's title bar shows far less.
const MAX_TITLE = 1024;

/** Tracks what the client set on the outer terminal. */
export class ModeMirror {
  #modes: Mirrored = { ...OFF };
  /** Ask the terminal for focus reports (tmux's `focus-events`). */
  focusReports = false;
  /** DECSCUSR code last sent; 0 while the outer default is in use. */
  #shape = 0;
  #title: string | null = null;

  /** Returns the sequences that bring the outer modes to `m`. */
  apply(m: Mirrored): string {
    const cur = this.#modes;
    let out = "";
    if (m.cursorKeys !== cur.cursorKeys) out += decset(1, m.cursorKeys);
    if (m.keypad !== cur.keypad) out += m.keypad ? "\x1b=" : "\x1b>";
    if (m.bracketedPaste !== cur.bracketedPaste) {
      out += decset(2004, m.bracketedPaste);
    }
    const focus = this.focusReports;
    if (focus !== cur.focusEvents) out += decset(1004, focus);
    out += swap(
      TRACKING_MODE[cur.mouseTracking] ?? 0,
      TRACKING_MODE[m.mouseTracking] ?? 0,
    );
    out += swap(
      ENCODING_MODE[cur.mouseEncoding] ?? 0,
      ENCODING_MODE[m.mouseEncoding] ?? 0,
    );
    this.#modes = {
      cursorKeys: m.cursorKeys,
      keypad: m.keypad,
      bracketedPaste: m.bracketedPaste,
      focusEvents: focus,
      mouseTracking: m.mouseTracking,
      mouseEncoding: m.mouseEncoding,
    };
    return out;
  }

  /** Returns what turns focus reports on or off (`focusReports`). */
  setFocusReports(on: boolean): string {
    this.focusReports = on;
    return this.apply(this.#modes);
  }

  /**
   * Returns DECSCUSR for the session cursor's shape, or "". A blinking
   * block (the power-on shape) maps to `CSI 0 SP q`, the user's own
   * default, so that sessions that never chose a shape leave it alone.
   */
  cursorShape(cursor: WireCursor): string {
    const code = shapeCode(cursor[3], cursor[4] === 1);
    if (code === this.#shape) return "";
    this.#shape = code;
    return `\x1b[${code} q`;
  }

  /**
   * Returns OSC 2 setting the outer title, or "". The first title pushes
   * the user's own on the terminal's title stack (XTWINOPS 22), to be
   * popped on leaving. An empty title before any other is left alone.
   */
  title(title: string): string {
    const clean = sanitizeTitle(title);
    if (clean === (this.#title ?? "")) return "";
    const push = this.#title === null ? "\x1b[22;2t" : "";
    this.#title = clean;
    return `${push}\x1b]2;${clean}\x1b\\`;
  }

  /**
   * Returns what gives the terminal back the title it had before the first
   * `title()` (XTWINOPS 23, popping what that pushed), or "".
   */
  untitle(): string {
    if (this.#title === null) return "";
    this.#title = null;
    return "\x1b[23;2t";
  }

  /**
   * Returns the sequences that turn every mirrored mode off, whatever was
   * set before: for a terminal taken over from another attach client (a
   * live upgrade), which may have left any of them on (a popup's program
   * asking for cursor keys or the keypad when the old daemon went).
   */
  allOff(): string {
    this.#modes = {
      cursorKeys: true,
      keypad: true,
      bracketedPaste: true,
      focusEvents: this.focusReports,
      mouseTracking: "any",
      mouseEncoding: "sgr",
    };
    const out = decset(1000, false) + decset(1002, false) + decset(9, false) +
      decset(1005, false) + decset(1015, false);
    return out + this.apply(OFF);
  }

  /** Returns the sequences that undo everything set so far. */
  reset(): string {
    // Focus reports too; the setting stays, for the next `apply`.
    const focus = this.focusReports;
    this.focusReports = false;
    let out = this.apply(OFF);
    this.focusReports = focus;
    if (this.#shape !== 0) out += "\x1b[0 q";
    this.#shape = 0;
    if (this.#title !== null) out += "\x1b[23;2t";
    this.#title = null;
    return out;
  }
}

function decset(mode: number, on: boolean): string {
  return `\x1b[?${mode}${on ? "h" : "l"}`;
}

// Turns off mode `from` and on mode `to` (0 stands for none).
function swap(from: number, to: number): string {
  if (from === to) return "";
  return (from ? decset(from, false) : "") + (to ? decset(to, true) : "");
}

function shapeCode(shape: string, blink: boolean): number {
  switch (shape) {
    case "underline":
      return blink ? 3 : 4;
    case "bar":
      return blink ? 5 : 6;
    default:
      return blink ? 0 : 2;
  }
}

// Title text must not carry controls that would end the OSC early or
// inject sequences into the outer terminal.
function sanitizeTitle(title: string): string {
  return stripControls(title).slice(0, MAX_TITLE);
}
