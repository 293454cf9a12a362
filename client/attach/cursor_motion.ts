/**
 * Cursor motion: the fewest bytes that take the outer terminal's cursor from
 * where it is to where the next write goes, among CUP, CHA, CR, LF and the
 * relative moves (the same menu as ncurses' `mvcur` and tmux's
 * `tty_cursor`).
 *
 * A coordinate of -1 means "not known": after a wide or composed grapheme
 * the outer terminal may disagree with the session on its width, and after a
 * write into the last column it sits in the pending-wrap state, where
 * relative moves differ between terminals. Only absolute moves (CUP, CHA, CR)
 * are used from an unknown column.
 *
 * LF is only used right after CR: with the tty's ONLCR on (Deno's raw mode
 * keeps OPOST) LF is CR LF, without it a bare line feed, and after a CR both
 * land in column 0. It is only used to move down, so it never scrolls.
 *
 * @module
 */

/** Returns the bytes that move the cursor from (cx, cy) to (x, y). */
export function cursorMove(cx: number, cy: number, x: number, y: number) {
  if (cx === x && cy === y) return "";
  let best = cup(x, y);
  if (cy < 0) return best;
  const dy = y - cy;
  const vertical = dy === 0 ? "" : dy < 0 ? csiN(-dy, "A") : csiN(dy, "B");
  // Vertical move, then the best horizontal move from the same column.
  best = shorter(best, vertical + horizontal(cx, x));
  if (dy > 0) {
    // CR, LF ..., then right: cheap for the start of the next few rows.
    const right = x === 0 ? "" : csiN(x, "C");
    best = shorter(best, "\r" + "\n".repeat(dy) + right);
  }
  return best;
}

/** `CSI y;x H` with its defaults left out. */
export function cup(x: number, y: number): string {
  if (x === 0) return y === 0 ? "\x1b[H" : `\x1b[${y + 1}H`;
  return `\x1b[${y + 1};${x + 1}H`;
}

// The best move within a row from column cx (maybe -1) to x.
function horizontal(cx: number, x: number): string {
  let best = x === 0 ? "\r" : `\x1b[${x + 1}G`; // CR or CHA
  if (x > 0) best = shorter(best, "\r" + csiN(x, "C"));
  if (cx < 0 || cx === x) return cx === x ? "" : best;
  const dx = x - cx;
  if (dx > 0) return shorter(best, csiN(dx, "C"));
  // Backspaces are one byte each; CUB is three or more.
  return shorter(best, -dx <= 3 ? "\b".repeat(-dx) : csiN(-dx, "D"));
}

function csiN(n: number, final: string): string {
  return n === 1 ? `\x1b[${final}` : `\x1b[${n}${final}`;
}

function shorter(a: string, b: string): string {
  return b.length < a.length ? b : a;
}
