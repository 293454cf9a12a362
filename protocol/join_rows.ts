/**
 * Rows the terminal wrapped joined back into the lines a program wrote
 * (tmux's `capture-pane -J`): the daemon's `capture --join`, and the
 * client's for a range of rows (`capture-pane -J -S N -E M`).
 *
 * @module
 */

/**
 * `rows` with each one that `goesOn(i)` says the terminal wrapped joined
 * to the next (the last ends a line whatever it says), trailing spaces
 * trimmed as a row's are: a wrapped row kept its blanks for the row after
 * it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { joinRows } from "./join_rows.ts";
 * assert.deepEqual(joinRows(["ab ", "c ", "d"], (i) => i === 0), ["ab c", "d"]);
 * ```
 */
export function joinRows(
  rows: string[],
  goesOn: (i: number) => boolean,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (let i = 0; i < rows.length; i++) {
    line += rows[i];
    if (!goesOn(i) || i === rows.length - 1) {
      lines.push(line.replace(/ +$/, ""));
      line = "";
    }
  }
  return lines;
}
