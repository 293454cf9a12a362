/**
 * The prefix key: tmux-style key names to the byte the terminal sends.
 *
 * @module
 */

/** The default prefix, Ctrl-b, as in tmux. */
export const DEFAULT_PREFIX = 0x02;

// Keys after `C-` or `^` that are not letters.
const CONTROL_KEYS: Record<string, number> = {
  "@": 0x00,
  "space": 0x00,
  "[": 0x1b,
  "\\": 0x1c,
  "]": 0x1d,
  "^": 0x1e,
  "_": 0x1f,
  "?": 0x7f,
};

/**
 * Parses a tmux-style key name into the prefix byte: `C-b` or `^b` (Ctrl
 * and a letter, any case), `C-Space`, `C-@`, `C-[` ... `C-_`, `C-?`, or
 * one printable ASCII character such as `` ` ``. Throws on anything else,
 * including keys that send more than one byte (`M-a`, `F1`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parsePrefix } from "./prefix.ts";
 * assert.equal(parsePrefix("C-a"), 0x01);
 * assert.equal(parsePrefix("`"), 0x60);
 * ```
 */
export function parsePrefix(name: string): number {
  if (name.length === 1) {
    const code = name.charCodeAt(0);
    if (code > 0x20 && code < 0x7f) return code;
  }
  const m = /^(?:C-|\^)(.+)$/i.exec(name);
  if (m) {
    const key = m[1];
    if (/^[a-z]$/i.test(key)) return key.toLowerCase().charCodeAt(0) & 0x1f;
    const code = CONTROL_KEYS[key.toLowerCase()];
    if (code !== undefined) return code;
  }
  throw new Error(
    `Unknown prefix key "${name}": use a key like C-b, C-a, C-Space or \``,
  );
}
