/**
 * What a paste may send to a session: the pasted text with every escape
 * sequence and control character taken out, so that pasted text can never
 * end a bracketed paste early (`ESC [ 201 ~`) and run the rest as typed
 * commands, nor change the terminal's modes. Every paste path (`berth send
 * --paste`, the library's `paste()`, the browser) goes through `pasteBytes`.
 *
 * @module
 */

// CSI (7-bit and C1), OSC/DCS/APC/PM/SOS strings up to their terminator
// (or the end of the text), and any other two-byte escape.
const ESCAPES = new RegExp(
  [
    "(?:\\x1b\\[|\\x9b)[\\x30-\\x3f]*[\\x20-\\x2f]*[\\x40-\\x7e]?",
    "(?:\\x1b[\\]PX^_]|[\\x90\\x98\\x9d\\x9e\\x9f])[^\\x07\\x1b\\x9c]*(?:\\x07|\\x1b\\\\|\\x9c)?",
    "\\x1b[\\x20-\\x2f]*[\\x30-\\x7e]?",
  ].join("|"),
  "g",
);
// C0 controls but tab, newline and carriage return; DEL; C1 controls.
// deno-lint-ignore no-control-regex
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;

const BRACKET_BEGIN = "\x1b[200~";
const BRACKET_END = "\x1b[201~";

/** `text` without escape sequences and control characters (tab, CR, LF stay). */
export function cleanPaste(text: string): string {
  return text.replace(ESCAPES, "").replace(CONTROLS, "");
}

/**
 * The bytes a paste of `text` sends: cleaned (`cleanPaste`), line ends as
 * CR (what the Enter key sends, as terminals paste), wrapped in
 * `ESC [ 200 ~` ... `ESC [ 201 ~` when the session asked for bracketed
 * paste (DECSET 2004).
 */
export function pasteBytes(text: string, bracketed: boolean): Uint8Array {
  const body = cleanPaste(text).replace(/\r?\n/g, "\r");
  const wrapped = bracketed ? BRACKET_BEGIN + body + BRACKET_END : body;
  return new TextEncoder().encode(wrapped);
}
