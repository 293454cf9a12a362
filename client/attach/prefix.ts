/**
 * The prefix key: a tmux-style key name (`C-b`, `C-a`, `M-a`, `F12`,
 * `` ` ``), checked here; the key tables (`key_table.ts`) match it.
 *
 * @module
 */

import { encodeKey, KeyNameError } from "../keys.ts";

/** The default prefix, Ctrl-b, as in tmux. */
export const DEFAULT_PREFIX = 0x02;

/**
 * Checks a prefix key name and returns it: any key a terminal sends a
 * code for (`C-b`, `^b`, `C-Space`, `M-a`, `F12`, `` ` ``). Throws a
 * one-line error for anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parsePrefix } from "./prefix.ts";
 * assert.equal(parsePrefix("C-a"), "C-a");
 * assert.throws(() => parsePrefix("C-"));
 * ```
 */
export function parsePrefix(name: string): string {
  try {
    if (name.trim() === name && name !== "") {
      encodeKey(name);
      return name;
    }
  } catch (err) {
    if (!(err instanceof KeyNameError)) throw err;
  }
  throw new Error(
    `Unknown prefix key "${name}": use a key like C-b, C-a, M-a, F12 or \``,
  );
}

/** A key name for a one-byte prefix (`0x02` is `C-b`), for old callers. */
export function prefixKeyName(byte: number): string {
  if (byte === 0) return "C-Space";
  if (byte >= 1 && byte <= 26) return "C-" + String.fromCharCode(byte + 0x60);
  if (byte < 0x20) return "C-" + String.fromCharCode(byte + 0x40);
  if (byte === 0x7f) return "C-?";
  return String.fromCharCode(byte);
}
