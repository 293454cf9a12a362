/**
 * The outer terminal's foreground and background colours, as it answers
 * the attach client's queries (`OSC 10 ; ?`, `OSC 11 ; ?`, sent as the
 * client starts, as tmux 3.4 asks its client terminals): `ESC ] 10 ;
 * rgb:rrrr/gggg/bbbb` (11 for the background), ending in ST or BEL. The
 * daemon answers the same queries from the programs in the panes with
 * them (`vt/palette.ts`), so that vim on a light terminal finds it light.
 *
 * While the answers are awaited (from the queries until both came or
 * `REPLY_WAIT_MS` passed) they may arrive split over reads: the bytes of
 * one cut by a read's end wait for the rest, as keys do in
 * `input_filter.ts`, an ESC alone at the end too (an answer cut right
 * after it was typed into the pane). After that nothing waits (an Alt-]
 * or Escape typed later is a key at once), but a whole answer in one
 * read, one that came late, is still taken, as tmux takes them at any
 * time: it was typed into the pane. A terminal never asked has all its
 * bytes typed.
 *
 * @module
 */

import { parseColorSpec } from "../../vt/palette.ts";
import { concatBytes } from "./input_filter.ts";

/** The queries, ST-terminated as tmux 3.4 sends them. */
export const COLOUR_QUERIES = new TextEncoder().encode(
  "\x1b]10;?\x1b\\\x1b]11;?\x1b\\",
);

/**
 * How long answers are awaited after the queries: a terminal answers at
 * once, well within this even over a slow ssh link to a remote terminal.
 */
export const REPLY_WAIT_MS = 3000;

// Longest answer kept while waiting for its end: `ESC ] 11 ;
// rgb:rrrr/gggg/bbbb ESC \` is 26 bytes; some add an alpha channel.
const MAX_REPLY = 64;

const ESC = 0x1b, BEL = 0x07, RBRACKET = 0x5d, BACKSLASH = 0x5c;
const ONE = 0x31, ZERO = 0x30, SEMI = 0x3b;

/** Splits the terminal's colour answers out of its input. */
export class ColourReplies {
  /** The terminal's foreground (0xRRGGBB), -1 until it says. */
  fg = -1;
  /** The terminal's background (0xRRGGBB), -1 until it says. */
  bg = -1;
  #awaiting: boolean;
  #asked: boolean;
  #pending: Uint8Array | null = null;

  /** @param awaiting whether the queries were sent */
  constructor(awaiting: boolean) {
    this.#awaiting = awaiting;
    this.#asked = awaiting;
  }

  /** True while answers are awaited (`stop` ends it). */
  get awaiting(): boolean {
    return this.#awaiting;
  }

  /** Answers are no longer awaited: input passes as it is from now on. */
  stop(): void {
    this.#awaiting = false;
  }

  /** True while the end of the last read waits for the rest of an answer. */
  get waiting(): boolean {
    return this.#pending !== null;
  }

  /** The start of an answer held for its rest, given up on: keys. */
  flush(): Uint8Array | null {
    const held = this.#pending;
    this.#pending = null;
    return held;
  }

  /**
   * Takes the answers out of one read: the bytes left (keys), and whether
   * an answer came in it.
   */
  feed(chunk: Uint8Array): { keys: Uint8Array; answered: boolean } {
    const bytes = this.#pending ? concatBytes(this.#pending, chunk) : chunk;
    this.#pending = null;
    if (!this.#asked || bytes.indexOf(ESC) < 0) {
      return { keys: bytes, answered: false };
    }
    const late = !this.#awaiting;
    const parts: Uint8Array[] = [];
    let answered = false;
    let from = 0;
    for (let i = bytes.indexOf(ESC); i >= 0; i = bytes.indexOf(ESC, i + 1)) {
      const n = this.#answer(bytes, i, late);
      if (n === 0) continue;
      if (i > from) parts.push(bytes.subarray(from, i));
      if (n < 0) {
        this.#pending = bytes.slice(i);
        from = bytes.length;
        break;
      }
      answered = true;
      from = i + n;
      i = from - 1;
    }
    if (from < bytes.length) parts.push(bytes.subarray(from));
    if (this.fg >= 0 && this.bg >= 0) this.#awaiting = false;
    const keys = parts.length === 1 ? parts[0] : concatBytes(...parts);
    return { keys, answered };
  }

  // The length of the answer at `i` (an ESC), taken in; -1 when it may be
  // one cut short (never when `late`: then only a whole one with a colour
  // is taken), 0 when it is none.
  #answer(b: Uint8Array, i: number, late: boolean): number {
    const n = this.#scan(b, i, late);
    return late && n < 0 ? 0 : n;
  }

  #scan(b: Uint8Array, i: number, late: boolean): number {
    // A lone ESC at a read's end may be an answer's first byte.
    if (i + 1 >= b.length) return -1;
    const head = [ESC, RBRACKET, ONE, -1, SEMI];
    for (let k = 1; k < head.length; k++) {
      if (i + k >= b.length) return -1;
      const c = b[i + k];
      if (head[k] < 0 ? c !== ZERO && c !== ONE : c !== head[k]) return 0;
    }
    const start = i + head.length;
    for (let j = start; j < b.length; j++) {
      if (j - i > MAX_REPLY) return 0;
      const c = b[j];
      let end = -1;
      if (c === BEL) end = j + 1;
      else if (c === ESC) {
        if (j + 1 >= b.length) return -1;
        if (b[j + 1] !== BACKSLASH) return 0;
        end = j + 2;
      }
      if (end < 0) continue;
      const spec = String.fromCharCode(...b.subarray(start, j));
      const colour = parseColorSpec(
        spec.replace(/^rgba:(.*)\/[^/]*$/, "rgb:$1"),
      );
      if (colour !== null) {
        if (b[i + 3] === ZERO) this.fg = colour;
        else this.bg = colour;
      } else if (late) return 0;
      return end - i;
    }
    return -1;
  }
}
