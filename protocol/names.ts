/**
 * The rules for names a user types: sessions, targets
 * (`SESSION[:WINDOW[.PANE]]`) and paste buffers. The CLI checks them
 * before it connects, the daemon again on every request
 * (`validate.ts`); this module is small so that a command loads only it.
 *
 * @module
 */

import { OSC_UNSAFE } from "./osc_safe.ts";

/**
 * Longest session name, in code points (a name is typed and shown; 64
 * characters of any script fit a status line and a `ls` column).
 */
export const MAX_NAME = 64;

// Letters, marks, digits, punctuation, symbols and inner spaces of any
// script, plus the joiners that emoji sequences and Persian need; no
// control or format characters (bidi overrides would disguise a name).
// Built on first use: a Unicode property class costs a fresh process 2-3 ms
// to build and first run (measured), and most names are printable ASCII,
// every character of which it takes.
let nameChars: RegExp | undefined;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
// `:` and `.` separate window and pane in targets (as in tmux); `,`
// separates socket and session in `$BERTH`.
const NAME_SEPARATORS = /[:.,]/;

/**
 * Validates a session name: any printable Unicode text of at most
 * `MAX_NAME` characters, with no whitespace at the ends and none of the
 * separators `:` `.` `,`. Returns why it is refused, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkSessionName } from "./names.ts";
 * assert.equal(checkSessionName("café"), null);
 * assert.notEqual(checkSessionName("a:b"), null);
 * ```
 */
export function checkSessionName(name: string): string | null {
  if (name.length === 0) return "Session name is empty";
  if ([...name].length > MAX_NAME) {
    return `Session name is longer than ${MAX_NAME} characters`;
  }
  const shown = () => `"${printable(name)}"`;
  if (!isNameText(name)) {
    return `Session name ${shown()} holds a control character; use printable text`;
  }
  if (name.trim() !== name) {
    return `Session name ${shown()} starts or ends with a space; remove it`;
  }
  if (NAME_SEPARATORS.test(name)) {
    return `Session name ${shown()} may not hold : . or , (they separate targets); use another character`;
  }
  return null;
}

/**
 * Validates a target, `SESSION[:WINDOW[.PANE]]` or `SESSION:%N`: a valid
 * session name (or none: the current session), then after the first `:`
 * printable text. Returns why it is refused, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkTarget } from "./names.ts";
 * assert.equal(checkTarget("work:logs.1"), null);
 * assert.equal(checkTarget("work.1"), null);
 * assert.notEqual(checkTarget("a.b:0"), null);
 * ```
 */
export function checkTarget(target: string): string | null {
  const i = target.indexOf(":");
  if (i < 0) {
    // tmux's `WINDOW.PANE` (`1.2`, `work.1`, `.1`, `.+`): a window of
    // the current session or a session, then a pane of it.
    const dot = target.indexOf(".");
    if (dot < 0) return checkSessionName(target);
    const why = dot === 0 ? null : checkSessionName(target.slice(0, dot));
    if (why) return why;
    return dot + 1 === target.length || isNameText(target.slice(dot + 1))
      ? null
      : `Target "${printable(target)}" holds a control character`;
  }
  // `:WINDOW`: the current session, as in tmux.
  const why = i === 0 ? null : checkSessionName(target.slice(0, i));
  if (why) return why;
  const rest = target.slice(i + 1);
  if (rest !== "" && !isNameText(rest)) {
    return `Target "${printable(target)}" holds a control character`;
  }
  return null;
}

/** Whether every character of `text` may be in a name (non-empty). */
function isNameText(text: string): boolean {
  if (PRINTABLE_ASCII.test(text)) return true;
  nameChars ??= /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200c\u200d]+$/u;
  return nameChars.test(text);
}

// The name with anything unprintable shown as \u{HEX}, so that an error
// message never carries an escape sequence to the user's terminal.
function printable(name: string): string {
  return name.replace(
    /[^\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200c\u200d]/gu,
    (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`,
  );
}

/** Validates a paste buffer's name: 1 to 64 printable characters. */
export function checkBufferName(name: string): string | null {
  if (name.length === 0 || name.length > 64 || OSC_UNSAFE.test(name)) {
    return "A buffer name is 1 to 64 printable characters";
  }
  return null;
}

/** The longest `wait-for` channel name, in characters. */
export const MAX_CHANNEL = 256;

/**
 * Validates a `wait-for` channel's name: 1 to `MAX_CHANNEL` printable
 * characters. Returns why it is refused, or null.
 */
export function checkChannelName(name: string): string | null {
  if (
    name.length === 0 || [...name].length > MAX_CHANNEL ||
    OSC_UNSAFE.test(name)
  ) {
    return `A channel name is 1 to ${MAX_CHANNEL} printable characters`;
  }
  return null;
}

/** The longest environment variable name, in UTF-16 units. */
export const MAX_ENV_NAME = 1024;

/**
 * Validates an environment variable's name (`set-environment`): 1 to
 * `MAX_ENV_NAME` characters, no `=` (it ends the name in `NAME=VALUE`)
 * and no control character. Returns why it is refused, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkEnvName } from "./names.ts";
 * assert.equal(checkEnvName("EDITOR"), null);
 * assert.notEqual(checkEnvName("A=B"), null);
 * ```
 */
export function checkEnvName(name: string): string | null {
  if (name.length === 0) return "A variable name is empty";
  if (name.length > MAX_ENV_NAME) {
    return `A variable name is at most ${MAX_ENV_NAME} characters`;
  }
  if (name.includes("=")) {
    return `Variable name ${
      JSON.stringify(printable(name))
    } holds =; the name ends before it`;
  }
  if (OSC_UNSAFE.test(name)) {
    return `Variable name ${
      JSON.stringify(printable(name))
    } holds a control character; use printable text`;
  }
  return null;
}
