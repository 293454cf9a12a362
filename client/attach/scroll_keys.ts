/**
 * Scroll mode's keyboard: stdin bytes split into keys. A key is a named
 * key (`Up`, `PageUp`, `Enter`, `Escape`, `Backspace` ...), a control key
 * (`C-a` ... `C-z`, `C-Space`), an Alt key (`M-v`), one printable
 * character, or a whole bracketed paste (`Paste`, its text in `text`).
 *
 * Every escape sequence the outer terminal may send is taken whole, so
 * that a mouse report or a focus event never shows up as stray keys
 * (`Unknown`). An ESC that ends a read is the Escape key (as in
 * `input_filter.ts`). Keys may arrive split over reads.
 *
 * @module
 */

/** One key press (or paste). */
export interface Key {
  /** `Up`, `C-b`, `M-v`, `q`, `Paste`, `Unknown` ... */
  name: string;
  /** The bytes it came as (to spot the prefix key). */
  bytes: Uint8Array;
  /** The pasted text, for `Paste`. */
  text?: string;
}

const ESC = 0x1b;
// A CSI longer than this is not a key: it is dropped as Unknown.
const MAX_CSI = 64;
// Pasted text beyond this is dropped (a search string, not a file), unless
// the decoder is told otherwise (a prompt's: `MAX_PASTE_BYTES`).
const MAX_PASTE = 4096;

// CSI final bytes without parameters that name a key (xterm's cursor keys).
const CSI_FINAL: Record<string, string> = {
  A: "Up",
  B: "Down",
  C: "Right",
  D: "Left",
  H: "Home",
  F: "End",
  Z: "BTab",
};

// CSI N ~ keys (vt220 style), by N.
const CSI_TILDE: Record<string, string> = {
  "1": "Home",
  "2": "Insert",
  "3": "Delete",
  "4": "End",
  "5": "PageUp",
  "6": "PageDown",
  "7": "Home",
  "8": "End",
};

const PASTE_START = "200";
const PASTE_BEGIN = new TextEncoder().encode("\x1b[200~");
const PASTE_END = new TextEncoder().encode("\x1b[201~");

/** Splits stdin into keys; keeps partial sequences between reads. */
export class ScrollKeyDecoder {
  #pending: number[] = [];
  #decoder = new TextDecoder();
  /** Inside a bracketed paste: its bytes so far. */
  #paste: number[] | null = null;

  /** `maxPaste`: the most bytes of a paste kept, the rest dropped. */
  constructor(readonly maxPaste = MAX_PASTE) {}

  /** Takes the bytes of a key not yet complete (to hand them on). */
  pending(): Uint8Array {
    const p = Uint8Array.from(this.#pending);
    this.#pending = [];
    return p;
  }

  /** The keys in one read (and any started in the reads before). */
  feed(chunk: Uint8Array): Key[] {
    const bytes = this.#pending.length
      ? Uint8Array.from([...this.#pending, ...chunk])
      : chunk;
    this.#pending = [];
    const keys: Key[] = [];
    let i = 0;
    while (i < bytes.length) {
      if (this.#paste !== null) {
        i = this.#pasteText(bytes, i, keys);
        continue;
      }
      const n = this.#keyLength(bytes, i);
      if (n === 0) {
        // An incomplete sequence: wait for the rest.
        this.#pending = [...bytes.subarray(i)];
        break;
      }
      const key = this.#name(bytes.subarray(i, i + n));
      if (key) keys.push(key);
      i += n;
    }
    return keys;
  }

  #keyLength(b: Uint8Array, i: number): number {
    return keyLength(b, i);
  }

  // The key for one sequence; null when it only starts a paste.
  #name(seq: Uint8Array): Key | null {
    const bytes = seq.slice();
    const key = (name: string): Key => ({ name, bytes });
    const b = seq[0];
    if (b !== ESC) return key(plainName(seq, this.#decoder));
    if (seq.length === 1) return key("Escape");
    if (seq[1] === 0x4f) {
      return key(CSI_FINAL[String.fromCharCode(seq[2])] ?? "Unknown");
    }
    if (seq[1] !== 0x5b) {
      return key("M-" + plainName(seq.subarray(1), this.#decoder));
    }
    const final = String.fromCharCode(seq[seq.length - 1]);
    const params = new TextDecoder().decode(seq.subarray(2, seq.length - 1));
    // Modifiers (CSI 1;5A) do not change what a key does here.
    const first = params.split(";")[0];
    if (final === "~" && first === PASTE_START) {
      this.#paste = [];
      return null;
    }
    if (final === "~") return key(CSI_TILDE[first] ?? "Unknown");
    if (params === "" || first === "1") {
      return key(CSI_FINAL[final] ?? "Unknown");
    }
    return key("Unknown");
  }

  // Takes paste text from i up to the end marker; returns where it stopped.
  #pasteText(b: Uint8Array, i: number, keys: Key[]): number {
    const end = indexOf(b, PASTE_END, i);
    if (end < 0) {
      // Keep a tail that may be the start of the end marker.
      const keep = Math.min(b.length - i, PASTE_END.length - 1);
      this.#addPaste(b.subarray(i, b.length - keep));
      this.#pending = [...b.subarray(b.length - keep)];
      return b.length;
    }
    this.#addPaste(b.subarray(i, end));
    const body = Uint8Array.from(this.#paste ?? []);
    this.#paste = null;
    keys.push({
      name: "Paste",
      bytes: Uint8Array.from([...PASTE_BEGIN, ...body, ...PASTE_END]),
      text: new TextDecoder().decode(body),
    });
    return end + PASTE_END.length;
  }

  #addPaste(bytes: Uint8Array): void {
    const paste = this.#paste;
    if (paste === null) return;
    for (const b of bytes) {
      if (paste.length >= this.maxPaste) break;
      paste.push(b);
    }
  }
}

/**
 * Bytes of the key that starts at `i`: one character, or a whole escape
 * sequence; 0 when the read ends inside it (an ESC that ends a read is the
 * Escape key). The attach client's input filter splits keys the same way.
 * `ESC O` before a control byte is Alt-O, as tmux's (M-O), not an SS3
 * key: held for its rest, it took the prefix typed next (`ESC O` then
 * prefix d typed M-O, C-b, d into the pane; tmux types M-O and detaches).
 */
export function keyLength(b: Uint8Array, i: number): number {
  const first = b[i];
  if (first !== ESC) return utf8Length(b, i);
  if (i + 1 >= b.length) return 1; // Escape itself
  const second = b[i + 1];
  if (second === 0x5b) return csiLength(b, i);
  if (second === 0x4f) { // SS3 x
    if (i + 2 >= b.length) return 0;
    const third = b[i + 2];
    return third < 0x20 || third === 0x7f ? 2 : 3;
  }
  if (second === ESC) return 1;
  const n = utf8Length(b, i + 1);
  return n === 0 ? 0 : 1 + n; // Alt and a key
}

// Where `needle` starts in `b` at or after `from`, or -1.
function indexOf(b: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i + needle.length <= b.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (b[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

// Length of a CSI at i: up to its final byte; an X10 mouse report (CSI M
// and three bytes) whole; 0 when the read ends first.
function csiLength(b: Uint8Array, i: number): number {
  for (let j = i + 2; j < b.length; j++) {
    const c = b[j];
    if (c >= 0x40 && c <= 0x7e) {
      if (c === 0x4d && j === i + 2) {
        return j + 3 < b.length ? j + 4 - i : 0; // CSI M Cb Cx Cy
      }
      return j + 1 - i;
    }
    if (c < 0x20 || j - i > MAX_CSI) return j - i; // broken: drop it
  }
  return 0;
}

// Length of the UTF-8 character at i (1 for a stray byte); 0 when cut.
function utf8Length(b: Uint8Array, i: number): number {
  const c = b[i];
  const n = c >= 0xf0 && c < 0xf8 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
  if (n === 1 || c >= 0xf8) return 1;
  return i + n <= b.length ? n : 0;
}

// Name of a key that is not an escape sequence.
function plainName(seq: Uint8Array, decoder: TextDecoder): string {
  const b = seq[0];
  if (seq.length === 1) {
    if (b === 0x0d || b === 0x0a) return "Enter";
    if (b === 0x7f || b === 0x08) return "Backspace";
    if (b === 0x09) return "Tab";
    if (b === 0x00) return "C-Space";
    if (b === ESC) return "Escape";
    if (b < 0x20) return "C-" + String.fromCharCode(b + 0x60);
  }
  return decoder.decode(seq);
}
