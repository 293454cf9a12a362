/**
 * Reading rows out: compact runs for frames, text, JSON cells for
 * `replay --json`, and SGR-coded lines for `capture --ansi`.
 *
 * @module
 */

import {
  CELL_GRAPHEME,
  CELL_PROTECTED,
  CELL_SPACER,
  CELL_WIDE,
  CP_MASK,
} from "./cell.ts";
import type { LinkTable } from "./hyperlinks.ts";
import type { Row } from "./row.ts";
import { type SgrStyle, sgrTransition } from "./sgr_encode.ts";
import type { StyleSet } from "./styles.ts";
import { mayJoinBefore } from "./width.ts";
import {
  ATTR_BLINK,
  ATTR_BOLD,
  ATTR_FAINT,
  ATTR_INVERSE,
  ATTR_INVISIBLE,
  ATTR_ITALIC,
  ATTR_OVERLINE,
  ATTR_STRIKE,
  type CellJson,
  COLOR_DEFAULT,
  COLOR_RGB,
  type RowRun,
  RUN_WIDE,
  UNDERLINE_MASK,
  UNDERLINE_SHIFT,
} from "./types.ts";

const UNDERLINE_NAMES = [
  "none",
  "single",
  "double",
  "curly",
  "dotted",
  "dashed",
  "none",
  "none",
];

/** Text of cell `x` (a wide character once; spacers give ""). */
function cellText(row: Row, x: number): string {
  const w0 = row.cells[x << 1];
  if ((w0 & CELL_SPACER) !== 0) return "";
  if ((w0 & CELL_GRAPHEME) !== 0) return row.cluster(x);
  const cp = w0 & CP_MASK;
  return cp === 0 ? " " : String.fromCodePoint(cp);
}

/** Is cell `x` a wide character whose spacer follows? */
function isWide(row: Row, x: number, cols: number): boolean {
  const c = row.cells;
  return (c[x << 1] & CELL_WIDE) !== 0 && x + 1 < cols &&
    (c[(x + 1) << 1] & CELL_SPACER) !== 0;
}

/** Cells up to the last one that is not a blank in the default style. */
export function usedLength(row: Row): number {
  const c = row.cells;
  let end = row.cols;
  while (end > 0) {
    const w0 = c[(end - 1) << 1] & ~CELL_PROTECTED;
    if (c[((end - 1) << 1) + 1] !== 0 || (w0 !== 0 && w0 !== 0x20)) break;
    end--;
  }
  return end;
}

/**
 * Cells up to the last one a program wrote, a space too, or erased in a
 * style: tmux's used cells, which its `capture-pane -N` keeps. Cells
 * never written, or erased in the default style, are not.
 */
export function writtenLength(row: Row): number {
  const c = row.cells;
  let end = row.cols;
  while (end > 0) {
    const w0 = c[(end - 1) << 1] & ~CELL_PROTECTED;
    if (c[((end - 1) << 1) + 1] !== 0 || w0 !== 0) break;
    end--;
  }
  return end;
}

/** The row as compact runs (see `RowRun`). */
export function rowRuns(row: Row, styles: StyleSet): RowRun[] {
  const c = row.cells;
  const cols = row.cols;
  const end = usedLength(row);
  const runs: RowRun[] = [];
  let style = -1;
  let wide = false;
  let text = "";
  let cells = 0;
  let sealed = false;
  const flush = () => {
    if (cells > 0) runs.push(makeRun(text, cells, style, wide, styles));
  };
  for (let x = 0; x < end; x++) {
    const w0 = c[x << 1];
    const w = isWide(row, x, cols);
    if ((w0 & CELL_SPACER) !== 0 && x > 0 && isWide(row, x - 1, cols)) {
      continue;
    }
    const st = c[(x << 1) + 1];
    let t = cellText(row, x);
    if (t === "") t = " ";
    // A cluster, or a cell a grapheme segmenter could join to the one
    // before it, is a run of its own, so a client that splits runs into
    // graphemes gets the engine's cells back.
    const alone = (w0 & CELL_GRAPHEME) !== 0 || mayJoinBefore(t);
    if (st !== style || w !== wide || alone || sealed) {
      flush();
      style = st;
      wide = w;
      text = "";
      cells = 0;
    }
    sealed = alone;
    text += t;
    cells += w ? 2 : 1;
  }
  flush();
  return runs;
}

function makeRun(
  text: string,
  cells: number,
  style: number,
  wide: boolean,
  styles: StyleSet,
): RowRun {
  const run: RowRun = [
    text,
    cells,
    styles.fg(style),
    styles.bg(style),
    styles.flags(style) | (wide ? RUN_WIDE : 0),
    styles.ul(style),
    styles.link(style),
  ];
  // Trailing default fields are omitted.
  const defaults = [COLOR_DEFAULT, COLOR_DEFAULT, 0, COLOR_DEFAULT, 0];
  let n = 7;
  while (n > 2 && run[n - 1] === defaults[n - 3]) n--;
  run.length = n as RowRun["length"];
  return run;
}

/**
 * The row's text: wide characters once, trailing spaces trimmed with
 * `trim`; its first `end` cells.
 */
export function rowText(row: Row, trim = true, end = row.cols): string {
  let out = "";
  for (let x = 0; x < end; x++) out += cellText(row, x);
  return trim ? out.replace(/ +$/, "") : out;
}

/** A colour for JSON: null, a palette index or `#rrggbb`. */
export function colorJson(color: number): number | string | null {
  if (color === COLOR_DEFAULT) return null;
  if ((color & COLOR_RGB) !== 0) {
    return "#" + (color & 0xffffff).toString(16).padStart(6, "0");
  }
  return color;
}

/** The row cell by cell. */
export function rowCells(
  row: Row,
  styles: StyleSet,
  links: LinkTable,
): CellJson[] {
  const cols = row.cols;
  const out: CellJson[] = new Array(cols);
  for (let x = 0; x < cols; x++) {
    const w0 = row.cells[x << 1];
    const id = row.cells[(x << 1) + 1];
    const flags = styles.flags(id);
    const spacer = (w0 & CELL_SPACER) !== 0 && x > 0 &&
      isWide(row, x - 1, cols);
    const cell: CellJson = {
      ch: spacer ? "" : cellText(row, x) || " ",
      width: spacer ? 0 : isWide(row, x, cols) ? 2 : 1,
      fg: colorJson(styles.fg(id)),
      bg: colorJson(styles.bg(id)),
      bold: (flags & ATTR_BOLD) !== 0,
      faint: (flags & ATTR_FAINT) !== 0,
      italic: (flags & ATTR_ITALIC) !== 0,
      underline: UNDERLINE_NAMES[(flags & UNDERLINE_MASK) >> UNDERLINE_SHIFT],
      blink: (flags & ATTR_BLINK) !== 0,
      inverse: (flags & ATTR_INVERSE) !== 0,
      invisible: (flags & ATTR_INVISIBLE) !== 0,
      strikethrough: (flags & ATTR_STRIKE) !== 0,
      overline: (flags & ATTR_OVERLINE) !== 0,
    };
    if (styles.ul(id) !== COLOR_DEFAULT) {
      cell.underlineColor = colorJson(styles.ul(id))!;
    }
    const link = styles.link(id) !== 0 ? links.uri(styles.link(id)) : undefined;
    if (link !== undefined) cell.link = link;
    out[x] = cell;
  }
  return out;
}

const DEFAULT_STYLE: SgrStyle = {
  fg: COLOR_DEFAULT,
  bg: COLOR_DEFAULT,
  flags: 0,
  ul: COLOR_DEFAULT,
};

/**
 * The row with SGR sequences: starts from the default style, changes only
 * what it must, ends with a reset when it changed anything. With `width`
 * (0: none), exactly its first `width` columns: blanks up to it, and what
 * is past it cut, which must be blank cells (a wide character's gap).
 */
export function rowAnsi(row: Row, styles: StyleSet, width = 0): string {
  let out = "";
  let cur = DEFAULT_STYLE;
  let changed = false;
  let cells = 0;
  for (const run of rowRuns(row, styles)) {
    const past = width > 0 ? cells + run[1] - width : 0;
    if (past >= run[1]) break;
    cells += run[1] - Math.max(0, past);
    const next: SgrStyle = {
      fg: run[2] ?? COLOR_DEFAULT,
      bg: run[3] ?? COLOR_DEFAULT,
      flags: (run[4] ?? 0) & ~RUN_WIDE,
      ul: run[5] ?? COLOR_DEFAULT,
    };
    const sgr = sgrTransition(cur, next);
    if (sgr !== "") {
      out += sgr;
      changed = true;
    }
    out += past > 0 ? run[0].slice(0, -past) : run[0];
    cur = next;
  }
  if (changed && sgrTransition(cur, DEFAULT_STYLE) !== "") out += "\x1b[0m";
  // The default blanks rowRuns leaves out at the end.
  return out + " ".repeat(Math.max(0, width - cells));
}
