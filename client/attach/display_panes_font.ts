/**
 * Big digits for `display-panes`, three cells wide and five tall (tmux
 * draws its own five by five): `#` is a filled cell.
 *
 * @module
 */

/** Each digit's five rows. */
const DIGITS: readonly string[][] = [
  ["###", "#.#", "#.#", "#.#", "###"],
  ["..#", "..#", "..#", "..#", "..#"],
  ["###", "..#", "###", "#..", "###"],
  ["###", "..#", "###", "..#", "###"],
  ["#.#", "#.#", "###", "..#", "..#"],
  ["###", "#..", "###", "..#", "###"],
  ["###", "#..", "###", "#.#", "###"],
  ["###", "..#", "..#", "..#", "..#"],
  ["###", "#.#", "###", "#.#", "###"],
  ["###", "#.#", "###", "..#", "###"],
];

/** Height of a big digit. */
export const BIG_ROWS = 5;

/** Width of `text` (digits) in big digits, one blank column between. */
export function bigWidth(text: string): number {
  return text.length * 4 - 1;
}

/** Whether column `x`, row `y` of `text` in big digits is filled. */
export function bigFilled(text: string, x: number, y: number): boolean {
  const d = Number(text[Math.floor(x / 4)]);
  const col = x % 4;
  return col < 3 && DIGITS[d]?.[y]?.[col] === "#";
}
