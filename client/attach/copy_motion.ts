/**
 * Copy mode's word motions (vi's `w`, `b`, `e`; emacs's `M-f`, `M-b`),
 * over the lines of the history: a word is a run of letters, digits and
 * `_`, or a run of other non-blank characters; blanks and real line breaks
 * separate words, a soft wrap does not. The second column of a wide
 * character is never a position, and neither are the blanks after a
 * line's end but the first (tmux's cursor stops there, as after `$`), so
 * that `w` past the last word stops at the end of its line. With `big`
 * (vi's `W`, `B`, `E`: tmux's next-space, previous-space, next-space-end)
 * a word is any run of non-blank characters.
 *
 * @module
 */

import {
  lineLength,
  type LineSource,
  type Position,
  rowCells,
} from "./copy_selection.ts";

/** The lines a motion may reach: [first, end), `cols` wide. */
export interface MotionBounds {
  first: number;
  end: number;
  cols: number;
  /**
   * tmux's `word-separators`: a word is a run of these or a run of other
   * non-blank characters. Absent: a run of letters, digits and `_`, or of
   * other non-blank characters (the same for ASCII as tmux's default).
   */
  separators?: string;
}

type Step = { pos: Position; hard: boolean } | null;

const WORD = /^[\p{L}\p{N}_]/u;

/** Walks cells over lines, with the cells of each line read once. */
class Walker {
  #cache = new Map<number, string[]>();
  constructor(
    readonly lines: LineSource,
    readonly b: MotionBounds,
    readonly big = false,
  ) {}

  cells(n: number): string[] {
    let c = this.#cache.get(n);
    if (!c) this.#cache.set(n, c = rowCells(this.lines.row(n), this.b.cols));
    return c;
  }

  /** 0 blank, 1 word, 2 other. */
  kind(p: Position): number {
    const ch = this.cells(p.line)[p.x] ?? " ";
    if (ch === " " || ch === "") return 0;
    if (this.big) return 1;
    const separators = this.b.separators;
    if (separators === undefined) return WORD.test(ch) ? 1 : 2;
    return separators.includes(ch) ? 2 : 1;
  }

  /**
   * The last position of line `n`: its last column when it wraps into the
   * next, else its end (past its last character), as tmux's cursor goes.
   */
  last(n: number): number {
    if (!this.lines.wrapped(n)) return lineLength(this.cells(n));
    const cells = this.cells(n);
    let end = this.b.cols - 1;
    while (end > 0 && cells[end] === "") end--;
    return end;
  }

  next(p: Position): Step {
    const cells = this.cells(p.line);
    let x = p.x + 1;
    while (x < cells.length && cells[x] === "") x++;
    if (x <= this.last(p.line)) {
      return { pos: { line: p.line, x }, hard: false };
    }
    if (p.line + 1 >= this.b.end) return null;
    const hard = !this.lines.wrapped(p.line);
    return { pos: { line: p.line + 1, x: 0 }, hard };
  }

  prev(p: Position): Step {
    const cells = this.cells(p.line);
    let x = p.x - 1;
    while (x > 0 && cells[x] === "") x--;
    if (x >= 0) return { pos: { line: p.line, x }, hard: false };
    if (p.line - 1 < this.b.first) return null;
    const line = p.line - 1;
    return {
      pos: { line, x: this.last(line) },
      hard: !this.lines.wrapped(line),
    };
  }
}

/** vi `w`: the start of the next word. */
export function nextWordStart(
  lines: LineSource,
  b: MotionBounds,
  from: Position,
  big = false,
): Position {
  const w = new Walker(lines, b, big);
  const start = w.kind(from);
  let p = from, gap = false;
  for (let s = w.next(p); s; s = w.next(p)) {
    p = s.pos;
    const k = w.kind(p);
    if (s.hard) gap = true;
    if (k === 0) gap = true;
    else if (gap || k !== start) return p;
  }
  return p;
}

/** vi `e`: the end of this word, or of the next one (its last character). */
export function wordEnd(
  lines: LineSource,
  b: MotionBounds,
  from: Position,
  big = false,
): Position {
  const w = new Walker(lines, b, big);
  let s = w.next(from);
  if (!s) return from;
  let p = s.pos;
  while (w.kind(p) === 0 && (s = w.next(p))) p = s.pos;
  const k = w.kind(p);
  for (s = w.next(p); s && !s.hard && w.kind(s.pos) === k; s = w.next(p)) {
    p = s.pos;
  }
  return p;
}

/**
 * emacs `M-f`: just past the end of this word, or of the next one, as
 * tmux's emacs table moves (the cursor is between characters there).
 */
export function wordEndPast(
  lines: LineSource,
  b: MotionBounds,
  from: Position,
  big = false,
): Position {
  const w = new Walker(lines, b, big);
  let p = from, s: Step = null;
  while (w.kind(p) === 0 && (s = w.next(p))) p = s.pos;
  const k = w.kind(p);
  if (k === 0) return p; // No word left.
  for (s = w.next(p); s && !s.hard && w.kind(s.pos) === k; s = w.next(p)) {
    p = s.pos;
  }
  return s && !s.hard ? s.pos : { line: p.line, x: w.last(p.line) };
}

/** vi `b` (emacs `M-b`): the start of this word, or of the one before. */
export function prevWordStart(
  lines: LineSource,
  b: MotionBounds,
  from: Position,
  big = false,
): Position {
  const w = new Walker(lines, b, big);
  let s = w.prev(from);
  if (!s) return from;
  let p = s.pos;
  while (w.kind(p) === 0 && (s = w.prev(p))) p = s.pos;
  const k = w.kind(p);
  // `hard` of a step back says a line break lies between p and the step.
  for (s = w.prev(p); s && !s.hard && w.kind(s.pos) === k; s = w.prev(p)) {
    p = s.pos;
  }
  return p;
}

/**
 * The word (or run of blanks) at `at`, as its first and last positions:
 * what a double click selects (tmux's `select-word`).
 */
export function wordAt(
  lines: LineSource,
  b: MotionBounds,
  at: Position,
): [Position, Position] {
  const w = new Walker(lines, b);
  const k = w.kind(at);
  let from = at, to = at;
  for (let s = w.prev(from); s && !s.hard && w.kind(s.pos) === k;) {
    from = s.pos;
    s = w.prev(from);
  }
  for (let s = w.next(to); s && !s.hard && w.kind(s.pos) === k;) {
    to = s.pos;
    s = w.next(to);
  }
  return [from, to];
}

/** vi `^`: the first non-blank column of the line (0 when blank). */
export function firstNonBlank(cells: string[]): number {
  const x = cells.findIndex((c) => c !== " " && c !== "");
  return x < 0 ? 0 : x;
}
