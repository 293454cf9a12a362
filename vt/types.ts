/**
 * The public shapes of the VT engine: what the parse worker, the protocol,
 * the attach client and `berth replay` see of a screen. The engine's inner
 * representation (packed rows, interned styles) stays behind these.
 *
 * Plain exported `const` numbers, not `const enum`: Deno compiles modules one
 * by one and would not inline an enum imported from here.
 *
 * @module
 */

/** Colour value: the default colour. */
export const COLOR_DEFAULT = -1;
/** Colour value flag: `COLOR_RGB | 0xRRGGBB` is a truecolor value. */
export const COLOR_RGB = 0x1000000;
// Any other value 0..255 is an index into the 256-colour palette.

/** Style flag bits (`CellStyle.flags`, `RowRun[4]`). */
export const ATTR_BOLD = 1 << 0;
export const ATTR_FAINT = 1 << 1;
export const ATTR_ITALIC = 1 << 2;
export const ATTR_BLINK = 1 << 3;
export const ATTR_INVERSE = 1 << 4;
export const ATTR_INVISIBLE = 1 << 5;
export const ATTR_STRIKE = 1 << 6;
export const ATTR_OVERLINE = 1 << 7;
/** Underline style lives in bits 8..10: one of the `UNDERLINE_*` values. */
export const UNDERLINE_SHIFT = 8;
export const UNDERLINE_MASK = 7 << UNDERLINE_SHIFT;
export const UNDERLINE_NONE = 0;
export const UNDERLINE_SINGLE = 1;
export const UNDERLINE_DOUBLE = 2;
export const UNDERLINE_CURLY = 3;
export const UNDERLINE_DOTTED = 4;
export const UNDERLINE_DASHED = 5;
/**
 * Run flag (only in `RowRun`, never in a style): every grapheme of this run
 * is two cells wide, so the run covers `2 * graphemes` cells.
 */
export const RUN_WIDE = 1 << 15;

/** Graphic rendition of a cell, as the outside world sees it. */
export interface CellStyle {
  /** `COLOR_DEFAULT`, a palette index 0..255, or `COLOR_RGB | rgb`. */
  fg: number;
  bg: number;
  /** Underline colour (SGR 58/59), same encoding as `fg`. */
  ul: number;
  /** `ATTR_*` bits plus the underline style in `UNDERLINE_MASK`. */
  flags: number;
  /** OSC 8 hyperlink id, 0 for none; resolve with `Terminal.hyperlink()`. */
  link: number;
}

/**
 * A run of cells of one style in a row, compact so that it crosses worker
 * boundaries and the wire cheaply:
 * `[text, cells, fg?, bg?, flags?, ul?, link?]`.
 *
 * - `text` holds each grapheme cluster once (a wide character once, not
 *   followed by a filler).
 * - `cells` is how many cells the run covers. A run whose `flags` has
 *   `RUN_WIDE` holds only wide graphemes (2 cells each); any other run holds
 *   only 1-cell graphemes, so `cells` is its grapheme count.
 * - Trailing fields that equal the default (`COLOR_DEFAULT`, 0) are omitted.
 * - Blank default-style cells at the end of a row are omitted: a row's runs
 *   may cover fewer than `cols` cells; the rest is blank.
 */
export type RowRun = [
  text: string,
  cells: number,
  fg?: number,
  bg?: number,
  flags?: number,
  ul?: number,
  link?: number,
];

/** DECSCUSR cursor shapes. */
export type CursorShape = "block" | "underline" | "bar";

/** Where the cursor is and how it looks. */
export interface CursorState {
  /** Column, 0-based, always `< cols` (a pending wrap keeps it on the last column). */
  x: number;
  /** Row, 0-based, always `< rows`. */
  y: number;
  visible: boolean;
  shape: CursorShape;
  blink: boolean;
}

/** Mouse tracking modes (DECSET 9, 1000, 1002, 1003). */
export type MouseTracking = "none" | "x10" | "normal" | "button" | "any";
/** Mouse report encodings (DECSET 1005, 1006, 1015; default is X10 bytes). */
export type MouseEncoding = "default" | "utf8" | "sgr" | "urxvt";

/**
 * The modes that change how the user's own terminal must behave, so that an
 * attach client can mirror them, plus the ones scripts may want to see.
 */
export interface TerminalModes {
  /** DECCKM (DECSET 1): cursor keys send SS3 sequences. */
  cursorKeys: boolean;
  /** DECKPAM/DECKPNM: application keypad. */
  keypad: boolean;
  /** DECSET 2004. */
  bracketedPaste: boolean;
  /** DECSET 1004. */
  focusEvents: boolean;
  mouseTracking: MouseTracking;
  mouseEncoding: MouseEncoding;
  /** DECSET 47/1047/1049 is on. */
  altScreen: boolean;
  /** DECSET 2026 is on (a synchronized update is in progress). */
  synchronizedOutput: boolean;
  /** IRM. */
  insert: boolean;
  /** DECAWM. */
  autowrap: boolean;
  /** DECOM. */
  origin: boolean;
  /** DECSET 1007: alternate scroll (wheel as cursor keys on the alt screen). */
  alternateScroll: boolean;
}

/** One cell as `berth replay --json` and `berth capture --json` print it. */
export interface CellJson {
  /** The grapheme cluster; "" for the right half of a wide cell. */
  ch: string;
  /** 1, 2 for the left half of a wide cell, 0 for its right half. */
  width: number;
  /** `null` for the default, a palette index, or `"#rrggbb"`. */
  fg: number | string | null;
  bg: number | string | null;
  bold: boolean;
  faint: boolean;
  italic: boolean;
  /** `"none"`, `"single"`, `"double"`, `"curly"`, `"dotted"`, `"dashed"`. */
  underline: string;
  blink: boolean;
  inverse: boolean;
  invisible: boolean;
  strikethrough: boolean;
  overline: boolean;
  /** Present only when set. */
  underlineColor?: number | string;
  /** OSC 8 target, present only when set. */
  link?: string;
}

/** The whole screen as `berth replay --json` prints it. */
export interface ScreenJson {
  cols: number;
  rows: number;
  cursor: { x: number; y: number; visible: boolean };
  title: string;
  /** Visible rows as text, trailing spaces trimmed, wide characters once. */
  lines: string[];
  /** Visible rows cell by cell (`cols` cells each). */
  cells: CellJson[][];
  /** Scrollback lines above the screen, oldest first, when asked for. */
  scrollback?: string[];
}

/** Things the engine reports as they happen (all optional). */
export interface TerminalEvents {
  /** Bytes the terminal must send back to the program (DA, DSR/CPR ...). */
  response?(bytes: Uint8Array): void;
  /** BEL. */
  bell?(): void;
  /** OSC 0/2 changed the title. */
  title?(title: string): void;
  /** `ESC k NAME ST` (GNU screen's, tmux's) named the window. */
  rename?(name: string): void;
  /** OSC 7 set the working directory (the URI's path). */
  cwd?(path: string): void;
  /** OSC 52 set a selection (`c`, `p`, `s` ...) to base64-decoded data. */
  clipboard?(selection: string, data: Uint8Array): void;
  /** OSC 133 prompt mark: `A`, `B`, `C` or `D` with its parameters. */
  promptMark?(kind: string, params: string): void;
}

/** Options of a new `Terminal`. */
export interface TerminalOptions {
  cols: number;
  rows: number;
  /** Scrollback cap in lines (default 10,000); 0 keeps none. */
  scrollback?: number;
  events?: TerminalEvents;
}
