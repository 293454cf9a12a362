/**
 * C0 and C1 control characters and DEL: what text from a session (a title,
 * a cell, a buffer's sample, a shell job's output) must not carry to a
 * terminal, where ESC or BEL would start or end a sequence and U+009C is ST
 * in terminals that take C1 controls in UTF-8.
 *
 * @module
 */

/** Whether a string holds a control character (no `g`: no `lastIndex`). */
// deno-lint-ignore no-control-regex
export const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

// deno-lint-ignore no-control-regex
const CONTROLS = /[\x00-\x1f\x7f-\x9f]/g;

/** `text` with each control character replaced by `by` (default: removed). */
export function stripControls(text: string, by = ""): string {
  return text.replace(CONTROLS, by);
}
