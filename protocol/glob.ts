/**
 * Glob matching as C's `fnmatch(3)` does it for tmux (target names,
 * `#{m:...}`), by hand: no regular expression, so no pattern can make it
 * backtrack for long.
 *
 * @module
 */

/**
 * `fnmatch(pattern, name, 0)` as tmux calls it: `*` any run, `?` any one
 * character, `[...]` one of a set (`!` or `^` first: not of it, `a-z` a
 * range), `\` takes the next character as it is; `foldCase`: as
 * `FNM_CASEFOLD` (tmux's `#{m/i:...}`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { globMatch } from "./glob.ts";
 * assert.ok(globMatch("w*k", "work"));
 * assert.ok(!globMatch("w?k", "work"));
 * ```
 */
export function globMatch(
  pattern: string,
  name: string,
  foldCase = false,
): boolean {
  const p = [...(foldCase ? pattern.toLowerCase() : pattern)];
  const s = [...(foldCase ? name.toLowerCase() : name)];
  // The classic two-pointer walk: back up to the last `*` on a mismatch
  // (names are at most 64 characters: at worst 64 x 64 steps).
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < s.length) {
    const step = i < p.length ? matchOne(p, i, s[j]) : -1;
    if (i < p.length && p[i] === "*") {
      star = i++;
      mark = j;
    } else if (step > 0) {
      i += step;
      j++;
    } else if (star >= 0) {
      i = star + 1;
      j = ++mark;
    } else return false;
  }
  while (p[i] === "*") i++;
  return i === p.length;
}

/**
 * Whether pattern item `p[i]` matches `c`: how many pattern characters
 * it took, 0 when it does not match (or is a `*`).
 */
function matchOne(p: string[], i: number, c: string): number {
  const first = p[i];
  if (first === "*") return 0;
  if (first === "?") return 1;
  if (first === "\\" && i + 1 < p.length) return p[i + 1] === c ? 2 : 0;
  if (first === "[") {
    let k = i + 1;
    const negate = p[k] === "!" || p[k] === "^";
    if (negate) k++;
    let hit = false;
    const start = k;
    while (k < p.length && (p[k] !== "]" || k === start)) {
      if (p[k + 1] === "-" && k + 2 < p.length && p[k + 2] !== "]") {
        if (p[k] <= c && c <= p[k + 2]) hit = true;
        k += 3;
      } else {
        if (p[k] === c) hit = true;
        k++;
      }
    }
    // No closing `]`: a plain `[`, as fnmatch reads it.
    if (k >= p.length) return c === "[" ? 1 : 0;
    return hit !== negate ? k - i + 1 : 0;
  }
  return first === c ? 1 : 0;
}
