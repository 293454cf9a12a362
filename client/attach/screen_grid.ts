/**
 * A plain grid of cells: the attach client's copy of the session's screen,
 * and of what the outer terminal shows. A cell is a grapheme (`" "` when
 * blank, `WIDE_TAIL` for the right half of a wide one), four numbers (fg,
 * bg, underline colour, flags) in an `Int32Array`, four slots per cell, and
 * its hyperlink (`hyperlink.ts`: `params;uri`, "" for none).
 *
 * @module
 */

import {
  COLOR_DEFAULT,
  type RowRun,
  RUN_WIDE,
  UNDERLINE_MASK,
} from "../../vt/types.ts";
import { type LinkResolver, NO_LINKS } from "./hyperlink.ts";
import { BLANK_VISIBLE_FLAGS, type SgrStyle } from "./sgr.ts";
import { CONTROL, stripControls } from "../../protocol/controls.ts";

/** The right half of a wide grapheme. */
export const WIDE_TAIL = "";

/** One row of cells. */
export class GridRow {
  readonly chars: string[];
  /** `fg, bg, ul, flags` per cell. */
  readonly attrs: Int32Array;
  /** The hyperlink of each cell, "" for none. */
  readonly links: string[];

  constructor(readonly cols: number, ch = " ") {
    this.chars = new Array<string>(cols).fill(ch);
    // Copied whole, not set cell by cell: the attach client makes 50 rows
    // before its first frame, with code not yet compiled (bench/README.md,
    // issue 15 fifth round, attach).
    this.attrs = new Int32Array(blankAttrs(cols));
    this.links = new Array<string>(cols).fill("");
  }

  /** Sets cells `from` up to `to` (exclusive) to `ch` in style `s`, no link. */
  fill(from: number, to: number, ch: string, s: SgrStyle): void {
    for (let x = from; x < to; x++) {
      this.chars[x] = ch;
      this.setStyle(x, s);
      this.links[x] = "";
    }
  }

  /**
   * Blanks the cells from `from` to the end of the row (default style, no
   * link) with whole-array copies: every row's tail, drawn often, and the
   * first frame's while its code is not compiled yet.
   */
  clearFrom(from: number): void {
    if (from >= this.cols) return;
    this.chars.fill(" ", from);
    this.links.fill("", from);
    this.attrs.set(blankAttrs(this.cols).subarray(from * 4), from * 4);
  }

  /** Sets the style of cell `x`. */
  setStyle(x: number, s: SgrStyle): void {
    const i = x * 4;
    this.attrs[i] = s.fg;
    this.attrs[i + 1] = s.bg;
    this.attrs[i + 2] = s.ul;
    this.attrs[i + 3] = s.flags;
  }

  /** Reads the style of cell `x` into `out`. */
  style(x: number, out: SgrStyle): SgrStyle {
    const i = x * 4;
    out.fg = this.attrs[i];
    out.bg = this.attrs[i + 1];
    out.ul = this.attrs[i + 2];
    out.flags = this.attrs[i + 3];
    return out;
  }

  /** Whether cell `x` equals cell `ox` of `other`: text, style and link. */
  same(x: number, other: GridRow, ox: number): boolean {
    if (this.chars[x] !== other.chars[ox]) return false;
    if (this.links[x] !== other.links[ox]) return false;
    const a = this.attrs, b = other.attrs, i = x * 4, j = ox * 4;
    return a[i] === b[j] && a[i + 1] === b[j + 1] && a[i + 2] === b[j + 2] &&
      a[i + 3] === b[j + 3];
  }

  /** Whether the styles and links of cells `x` and `y` of this row are equal. */
  sameStyle(x: number, y: number): boolean {
    if (this.links[x] !== this.links[y]) return false;
    const a = this.attrs, i = x * 4, j = y * 4;
    return a[i] === a[j] && a[i + 1] === a[j + 1] && a[i + 2] === a[j + 2] &&
      a[i + 3] === a[j + 3];
  }

  /** Copies cell `ox` of `other` into cell `x`. */
  copyCell(x: number, other: GridRow, ox: number): void {
    this.chars[x] = other.chars[ox];
    // Element by element: a subarray() per cell made a view object each,
    // 8.5 KB for every row drawn (most of what a key's echo allocated in
    // the attach client).
    const a = this.attrs, b = other.attrs, i = x * 4, j = ox * 4;
    a[i] = b[j];
    a[i + 1] = b[j + 1];
    a[i + 2] = b[j + 2];
    a[i + 3] = b[j + 3];
    this.links[x] = other.links[ox];
  }

  /** FNV-1a hash of the row's cells: text, style and link. */
  hash(): number {
    let h = 0x811c9dc5;
    for (let x = 0; x < this.cols; x++) {
      const ch = this.chars[x];
      for (let i = 0; i < ch.length; i++) {
        h = Math.imul(h ^ ch.charCodeAt(i), 0x01000193);
      }
      h = Math.imul(h ^ 0xff, 0x01000193); // cell boundary
      const link = this.links[x];
      for (let i = 0; i < link.length; i++) {
        h = Math.imul(h ^ link.charCodeAt(i), 0x01000193);
      }
    }
    for (let i = 0; i < this.attrs.length; i++) {
      h = Math.imul(h ^ this.attrs[i], 0x01000193);
    }
    return h >>> 0;
  }

  /** Whether every cell is a default blank without a link. */
  isBlank(): boolean {
    for (let x = 0; x < this.cols; x++) {
      if (this.chars[x] !== " " || this.links[x] !== "") return false;
    }
    for (let i = 0; i < this.attrs.length; i += 4) {
      if (
        this.attrs[i] !== COLOR_DEFAULT ||
        this.attrs[i + 1] !== COLOR_DEFAULT ||
        this.attrs[i + 2] !== COLOR_DEFAULT || this.attrs[i + 3] !== 0
      ) return false;
    }
    return true;
  }

  /** Copies the whole of `other` (same width) into this row. */
  copyFrom(other: GridRow): void {
    for (let x = 0; x < this.cols; x++) {
      this.chars[x] = other.chars[x];
      this.links[x] = other.links[x];
    }
    this.attrs.set(other.attrs);
  }

  /**
   * Replaces the row with the cells of `runs` (a `RowRun` list as the
   * protocol sends it); cells past the runs are blank. `links` turns the
   * runs' link ids into cell links.
   */
  setRuns(runs: RowRun[], links: LinkResolver = NO_LINKS): void {
    let x = 0;
    const s: SgrStyle = { fg: 0, bg: 0, ul: 0, flags: 0 };
    for (const run of runs) {
      if (x >= this.cols) break;
      if (!Array.isArray(run) || typeof run[0] !== "string") continue;
      runStyle(run, s);
      const wide = ((run[4] ?? 0) & RUN_WIDE) !== 0;
      // Never trust a count beyond the row (a bad frame must not make the
      // client allocate without bound).
      const cells = Math.min(this.cols - x, Math.max(0, run[1] | 0));
      const count = wide ? Math.ceil(cells / 2) : cells;
      const blankStyle = normalBlank(s);
      const id = run[6];
      const link = typeof id === "number" && id > 0 ? links(id) : "";
      for (const g of graphemes(run[0], count)) {
        if (x >= this.cols) break;
        if (wide && x + 1 >= this.cols) {
          this.clearFrom(x); // no room for it
          x = this.cols;
          break;
        }
        this.chars[x] = g;
        this.setStyle(x, g === " " ? blankStyle : s);
        this.links[x] = link;
        if (wide) {
          this.chars[x + 1] = WIDE_TAIL;
          this.setStyle(x + 1, s);
          this.links[x + 1] = link;
        }
        x += wide ? 2 : 1;
      }
    }
    this.clearFrom(x);
  }
}

/** The default style as cell attributes. */
export const DEFAULT_ATTRS: Readonly<SgrStyle> = Object.freeze({
  fg: COLOR_DEFAULT,
  bg: COLOR_DEFAULT,
  ul: COLOR_DEFAULT,
  flags: 0,
});

// The attributes of a blank row `cols` wide (the default style in every
// cell), kept for the last width asked: rows are made at one width at a time.
let blankRow = new Int32Array(0);
function blankAttrs(cols: number): Int32Array {
  if (blankRow.length !== cols * 4) {
    blankRow = new Int32Array(cols * 4);
    for (let i = 0; i < blankRow.length; i += 4) {
      blankRow[i] = DEFAULT_ATTRS.fg;
      blankRow[i + 1] = DEFAULT_ATTRS.bg;
      blankRow[i + 2] = DEFAULT_ATTRS.ul;
      blankRow[i + 3] = DEFAULT_ATTRS.flags;
    }
  }
  return blankRow;
}

/** A screen of `rows` rows of `cols` cells. */
export class ScreenGrid {
  lines: GridRow[];

  constructor(public cols: number, public rows: number) {
    this.lines = ScreenGrid.#blank(cols, rows);
  }

  /** Forgets everything: a blank screen of the given size. */
  reset(cols: number, rows: number): void {
    this.cols = cols;
    this.rows = rows;
    this.lines = ScreenGrid.#blank(cols, rows);
  }

  static #blank(cols: number, rows: number): GridRow[] {
    return Array.from({ length: rows }, () => new GridRow(cols));
  }
}

// The style a blank cell is kept in: colours and flags that draw nothing on
// a blank are dropped, so that equal-looking blanks compare equal and the
// outer terminal's erase (which fills with the background only) can make
// them.
function normalBlank(s: SgrStyle): SgrStyle {
  if (s.flags & BLANK_VISIBLE_FLAGS) return s;
  return { fg: COLOR_DEFAULT, bg: s.bg, ul: COLOR_DEFAULT, flags: 0 };
}

function runStyle(run: RowRun, out: SgrStyle): void {
  out.fg = run[2] ?? COLOR_DEFAULT;
  out.bg = run[3] ?? COLOR_DEFAULT;
  out.flags = (run[4] ?? 0) & ~RUN_WIDE & 0xffff;
  out.ul = run[5] ?? COLOR_DEFAULT;
  // An underline colour without an underline draws nothing.
  if ((out.flags & UNDERLINE_MASK) === 0) out.ul = COLOR_DEFAULT;
}

// Made on first use: a segmenter loads ICU's break rules (about 3 MB of
// the attach client's RSS), and plain text never needs one.
let segmenter: Intl.Segmenter | undefined;

/**
 * Splits a run's text into `count` graphemes. When the split disagrees with
 * the count the session's engine gave, the count wins (missing graphemes are
 * blanks, extra text joins the last one), so the row keeps its geometry.
 */
export function graphemes(text: string, count: number): string[] {
  // Control characters must never reach the outer terminal from cell text.
  if (CONTROL.test(text)) text = stripControls(text, "?");
  if (text.length === count) return text.split("");
  const out: string[] = [];
  segmenter ??= new Intl.Segmenter();
  for (const { segment } of segmenter.segment(text)) {
    if (out.length < count) out.push(segment);
    else out[count - 1] += segment;
  }
  while (out.length < count) out.push(" ");
  return out;
}
