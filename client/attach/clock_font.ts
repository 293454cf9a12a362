/**
 * The big characters of `clock-mode` (prefix `t`), five cells by five as
 * tmux draws its clock: the digits, `:`, and the `A` `P` `M` of the
 * 12-hour style. `#` is a filled cell. Each character takes
 * `CLOCK_ADVANCE` columns, its five and a blank one.
 *
 * @module
 */

const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  "0": ["#####", "#...#", "#...#", "#...#", "#####"],
  "1": ["....#", "....#", "....#", "....#", "....#"],
  "2": ["#####", "....#", "#####", "#....", "#####"],
  "3": ["#####", "....#", "#####", "....#", "#####"],
  "4": ["#...#", "#...#", "#####", "....#", "....#"],
  "5": ["#####", "#....", "#####", "....#", "#####"],
  "6": ["#####", "#....", "#####", "#...#", "#####"],
  "7": ["#####", "....#", "....#", "....#", "....#"],
  "8": ["#####", "#...#", "#####", "#...#", "#####"],
  "9": ["#####", "#...#", "#####", "....#", "#####"],
  ":": [".....", "..#..", ".....", "..#..", "....."],
  "A": ["#####", "#...#", "#####", "#...#", "#...#"],
  "P": ["#####", "#...#", "#####", "#....", "#...."],
  "M": ["#...#", "##.##", "#.#.#", "#...#", "#...#"],
};

/** Rows of a big character. */
export const CLOCK_ROWS = 5;

/** Columns from one big character to the next. */
export const CLOCK_ADVANCE = 6;

/**
 * Whether cell (`x`, `y`) of big character `ch` is filled (a character
 * without a glyph, the space of `12:05 PM`, is blank).
 */
export function clockFilled(ch: string, x: number, y: number): boolean {
  return GLYPHS[ch]?.[y]?.[x] === "#";
}
