/**
 * Scroll detection: when the session scrolled, the outer terminal can
 * scroll too (one LF per line at the bottom of the region, or one RI per
 * line at its top for the other way) instead of having every row
 * rewritten. mosh's display does the same for whole-screen
 * scrolls; this looks at any row, so a screen whose top or bottom lines
 * stay put (vim's status line) still scrolls.
 *
 * Rows are compared by hash; a collision only costs bytes, never a wrong
 * screen, since every row is diffed cell by cell afterwards.
 *
 * @module
 */

/**
 * Returns by how many lines the outer screen should scroll so that it
 * matches more rows of what it must show than it does now: k > 0 scrolls
 * up (the rows moved up, as output does), k < 0 down (the rows moved down,
 * as when paging back through history), 0 keeps it.
 *
 * @param want hash of each row the outer terminal must show
 * @param shown hash of each row it shows now
 * @param blank whether each wanted row is blank (blank rows prove nothing)
 */
export function findScroll(
  want: Uint32Array,
  shown: Uint32Array,
  blank: Uint8Array,
): number {
  const rows = want.length;
  const where = new Map<number, number[]>();
  for (let y = 0; y < rows; y++) {
    const list = where.get(shown[y]);
    if (list) list.push(y);
    else where.set(shown[y], [y]);
  }
  // up[k]: rows found k rows lower on the screen now; down[k]: k higher.
  const up = new Uint32Array(rows), down = new Uint32Array(rows);
  for (let y = 0; y < rows; y++) {
    if (blank[y]) continue;
    for (const j of where.get(want[y]) ?? []) {
      if (j >= y) up[j - y]++;
      else down[y - j]++;
    }
  }
  // Scroll only when that lines up more rows than staying does; a tie
  // keeps the screen still, and prefers scrolling up to down.
  let best = 0, votes = up[0];
  for (let k = 1; k < rows; k++) {
    if (up[k] > votes + 1) [best, votes] = [k, up[k]];
  }
  for (let k = 1; k < rows; k++) {
    if (down[k] > votes + 1) [best, votes] = [-k, down[k]];
  }
  return best;
}
