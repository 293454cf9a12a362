/**
 * tmux's `#{mouse_word}` and `#{mouse_line}`: the word and the line of a
 * pane's screen under the pointer, for a mouse key's binding
 * (`bind -n DoubleClick1Pane run-shell "xdg-open '#{mouse_word}'"`).
 *
 * @module
 */

import { type GridRow, WIDE_TAIL } from "./screen_grid.ts";

/** tmux 3.3a's `word-separators`, for a client that was given none. */
const SEPARATORS = "!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~";

/**
 * The word of `row` at column `x`, within the pane's columns [x0, x1): the
 * cells around it that are neither blank nor in `separators` (tmux's
 * `word-separators`). On a blank or a separator, the word after it, as
 * tmux's (a wide character is a cell of the word, where tmux's is none).
 */
export function wordAt(
  row: GridRow,
  x0: number,
  x1: number,
  x: number,
  separators = SEPARATORS,
): string {
  const cell = (i: number) => row.chars[i] ?? " ";
  const apart = (i: number) => {
    const ch = cell(i);
    return ch === " " || (ch !== WIDE_TAIL && separators.includes(ch));
  };
  if (x < x0 || x >= x1) return "";
  let start = x;
  while (start > x0 && cell(start) === WIDE_TAIL) start--;
  if (apart(start)) start++;
  else while (start > x0 && !apart(start - 1)) start--;
  let end = start;
  while (end < x1 && !apart(end)) end++;
  return text(row, start, end);
}

/** The line of `row` within the pane's columns [x0, x1), blanks cut at its end. */
export function lineAt(row: GridRow, x0: number, x1: number): string {
  return text(row, x0, x1).trimEnd();
}

function text(row: GridRow, from: number, to: number): string {
  let out = "";
  for (let i = from; i < to; i++) {
    const ch = row.chars[i] ?? " ";
    if (ch !== WIDE_TAIL) out += ch;
  }
  return out;
}
