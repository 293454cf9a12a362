/**
 * Composition: a window's screen made from its panes' screens, as tmux
 * draws it. Each visible pane's rows go into its rectangle; every cell no
 * pane covers is border, drawn with box-drawing characters that join where
 * borders meet; the borders around the active pane are green (tmux's
 * `pane-active-border-style`), but for a window of two panes only the half
 * of the border between them next to the active one (tmux 3.3a's
 * `pane-border-indicators` default, `colour`). The marked pane's border
 * (`select-pane -m`), found the same way, is drawn reversed, as tmux
 * 3.3a's `screen_redraw_draw_borders_cell`. A zoomed window shows only
 * its active pane.
 *
 * With `pane-border-status` on, each pane's label (`pane_label.ts`) is
 * drawn on the border row above it (`top`) or below it (`bottom`); the
 * panes at the window's edge gave that row up (`Layout.rects()`). The
 * active pane's border is then its whole ring but the row on the far side
 * from its label, as tmux 3.3a's `screen_redraw_pane_border`, and the
 * label is drawn in the active border's green for the active pane.
 *
 * `pane-border-lines` picks the characters (single, double, heavy,
 * simple, or each cell's pane's number) and `pane-border-indicators`
 * how the active pane shows (`colour`: the half border above; `off`:
 * its whole ring; `arrows` and `both`: an arrow on its border too), as
 * tmux 3.3a's `screen_redraw_border_set` and
 * `screen_redraw_draw_borders_cell` draw them: each border cell is the
 * first pane's, from the active one on in pane order, whose border it is.
 *
 * Composition is done once, in the daemon's parse worker, so every kind of
 * client (attach, browser, remote) shows the same panes from one screen
 * and never needs to know the layout.
 *
 * `WindowFrame` is the geometry of one arrangement (recomputed when the
 * layout, the active pane or the zoom changes); `composeRow()` builds one
 * row of the window from whatever each pane has on screen now.
 *
 * @module
 */

import {
  ATTR_INVERSE,
  COLOR_DEFAULT,
  type RowRun,
  RUN_WIDE,
} from "../../vt/types.ts";
import type { SgrStyle } from "../../vt/sgr_encode.ts";
import type { BorderStatus, Rect } from "./layout.ts";
import { labelCells } from "./pane_label.ts";
import type {
  PANE_BORDER_INDICATORS,
  PANE_BORDER_LINES,
} from "../../protocol/options.ts";

/** tmux's `pane-border-lines`. */
export type BorderLines = typeof PANE_BORDER_LINES[number];
/** tmux's `pane-border-indicators`. */
export type BorderIndicators = typeof PANE_BORDER_INDICATORS[number];

/** The border's look, tmux 3.3a's defaults. */
const PLAIN: Readonly<SgrStyle> = Object.freeze({
  fg: COLOR_DEFAULT,
  bg: COLOR_DEFAULT,
  flags: 0,
  ul: COLOR_DEFAULT,
});

/** tmux 3.3a's `pane-active-border-style`, `fg=green`. */
const GREEN: Readonly<SgrStyle> = Object.freeze({ ...PLAIN, fg: 2 });

/** How a window's borders look besides their lines. */
export interface BorderLook {
  /** Where the panes' labels go (tmux's `pane-border-status`). */
  status?: BorderStatus;
  /** The labels by pane (`pane-border-format` expanded). */
  labels?: ReadonlyMap<number, string>;
  /** tmux's `pane-border-style`: the borders' and labels' style. */
  style?: Readonly<SgrStyle>;
  /** tmux's `pane-active-border-style`: the active pane's. */
  activeStyle?: Readonly<SgrStyle>;
  /** tmux's `pane-border-lines` (single). */
  lines?: BorderLines;
  /** tmux's `pane-border-indicators` (colour). */
  indicators?: BorderIndicators;
  /** The first pane's number (`pane-base-index`), for `number` lines. */
  paneBase?: number;
  /**
   * tmux's `window-style`: the colours a pane's default-coloured cells
   * take (its attributes are not read, as tmux 3.3a's
   * `tty_default_colours`).
   */
  windowStyle?: Readonly<SgrStyle>;
  /** tmux's `window-active-style`: the active pane's, over `windowStyle`. */
  windowActiveStyle?: Readonly<SgrStyle>;
}

/**
 * The colours a pane's default-coloured cells take (`window-style`),
 * foreground then background, for the active pane and the others; null
 * when every one is the default (the common case: the rows go out as
 * the engine made them).
 */
export interface PaneTint {
  active: readonly [fg: number, bg: number];
  other: readonly [fg: number, bg: number];
}

/**
 * tmux 3.3a's `tty_default_colours`: a colour of `window-active-style`
 * that is not the default wins for the active pane, else
 * `window-style`'s; null when nothing changes.
 */
export function paneTint(
  style: Readonly<SgrStyle> | undefined,
  active: Readonly<SgrStyle> | undefined,
): PaneTint | null {
  const fg = style?.fg ?? COLOR_DEFAULT;
  const bg = style?.bg ?? COLOR_DEFAULT;
  const afg = active?.fg ?? COLOR_DEFAULT;
  const abg = active?.bg ?? COLOR_DEFAULT;
  if (
    fg === COLOR_DEFAULT && bg === COLOR_DEFAULT && afg === COLOR_DEFAULT &&
    abg === COLOR_DEFAULT
  ) return null;
  return {
    active: [
      afg !== COLOR_DEFAULT ? afg : fg,
      abg !== COLOR_DEFAULT ? abg : bg,
    ],
    other: [fg, bg],
  };
}

/** A pane's part of one window row. */
interface PaneSpan {
  kind: "pane";
  pane: number;
  x: number;
  cols: number;
  /** The pane's own row shown here. */
  paneRow: number;
}

/** Border cells of one row, ready as runs. */
interface BorderSpan {
  kind: "border";
  x: number;
  cols: number;
  runs: RowRun[];
}

type Span = PaneSpan | BorderSpan;

// tmux 3.3a's border cell types (tmux.h's CELL_*), by which neighbours
// are border too: up, down, left, right.
const TOPBOTTOM = 1, LEFTRIGHT = 2, TOPJOIN = 7, BOTTOMJOIN = 8;
const LEFTJOIN = 9, RIGHTJOIN = 10;
const JOINS: Record<string, number> = {
  "0011": LEFTRIGHT,
  "0001": LEFTRIGHT,
  "0010": LEFTRIGHT,
  "1100": TOPBOTTOM,
  "1000": TOPBOTTOM,
  "0100": TOPBOTTOM,
  "0101": 3, // CELL_TOPLEFT
  "0110": 4, // CELL_TOPRIGHT
  "1001": 5, // CELL_BOTTOMLEFT
  "1010": 6, // CELL_BOTTOMRIGHT
  "1101": LEFTJOIN,
  "1110": RIGHTJOIN,
  "0111": TOPJOIN,
  "1011": BOTTOMJOIN,
  "1111": 11, // CELL_JOIN
};

/**
 * Each `pane-border-lines` style's character for each cell type, as
 * tmux 3.3a's `screen_redraw_border_set` (its ACS line drawing for
 * single, `tty_acs_double_borders` and `tty_acs_heavy_borders`,
 * `SIMPLE_BORDERS`); `number` draws the pane's number instead.
 */
const LINES: Record<Exclude<BorderLines, "number">, string[]> = {
  single: [..." │─┌┐└┘┬┴├┤┼·"],
  double: [..." ║═╔╗╚╝╦╩╠╣╬·"],
  heavy: [..." ┃━┏┓┗┛┳┻┣┫╋·"],
  simple: [..." |-+++++++++."],
};

// tmux 3.3a's `screen_redraw_border_type`: where a cell is to a pane.
const OUTSIDE = 0, INSIDE = 1, LEFT = 2, RIGHT = 3, TOP = 4, BOTTOM = 5;

/**
 * The arrow drawn on the active pane's border pointing into it, by the
 * border's side (tmux's `BORDER_MARKERS`, drawn as ACS arrows).
 */
const ARROWS = ["", "", "→", "←", "↓", "↑"];

/** The geometry of a window's screen: which pane or border is where. */
export class WindowFrame {
  readonly cols: number;
  readonly rows: number;
  /** Visible panes' rectangles (clipped to the window). */
  readonly rects: ReadonlyMap<number, Rect>;
  readonly active: number;
  /** The marked pane, whose border is reversed; -1: none here. */
  readonly marked: number;
  /** Where the panes' labels go (tmux's `pane-border-status`). */
  readonly status: BorderStatus;
  /** The labels by pane (`pane-border-format` expanded). */
  readonly labels: ReadonlyMap<number, string>;
  /** The borders' style and the active pane's. */
  readonly style: Readonly<SgrStyle>;
  readonly activeStyle: Readonly<SgrStyle>;
  readonly lines: BorderLines;
  readonly indicators: BorderIndicators;
  readonly paneBase: number;
  /** `window-style` and `window-active-style`'s colours, or null. */
  readonly tint: PaneTint | null;
  #spans: Span[][];
  #pairs: number[][];

  /**
   * `rects` are the panes shown (the active one alone when zoomed, at the
   * window's full size); `active` is the pane whose borders are green,
   * `marked` the one whose borders are reversed (-1: none); `look`: the
   * labels, where they go, the styles.
   */
  constructor(
    cols: number,
    rows: number,
    rects: ReadonlyMap<number, Rect>,
    active: number,
    marked = -1,
    look: BorderLook = {},
  ) {
    this.cols = cols;
    this.rows = rows;
    this.rects = rects;
    this.active = active;
    this.marked = marked;
    this.status = look.status ?? "off";
    this.labels = look.labels ?? new Map();
    this.style = look.style ?? PLAIN;
    this.activeStyle = look.activeStyle ?? GREEN;
    this.lines = look.lines ?? "single";
    this.indicators = look.indicators ?? "colour";
    this.paneBase = look.paneBase ?? 0;
    this.tint = paneTint(look.windowStyle, look.windowActiveStyle);
    this.#spans = buildSpans(this);
    this.#pairs = this.#spans.map((spans) =>
      spans.flatMap((s) => s.kind === "pane" ? [s.pane, s.paneRow] : [])
    );
  }

  /**
   * Which pane rows make up window row `y` (for dirty tracking), as flat
   * pairs, `[pane, paneRow, ...]`, built once per layout: the parse worker
   * looks at every row for every update, and objects made per row were
   * most of what an echo's update allocated (about 12 of 14-20 KB,
   * measured with `Deno.memoryUsage()`).
   */
  paneRowPairs(y: number): readonly number[] {
    return this.#pairs[y] ?? [];
  }

  /**
   * Window row `y`: each pane's runs (from `paneRuns`) padded to its width,
   * and the borders between. Trailing blank cells are left out, as the
   * engine leaves them out of its own rows.
   */
  composeRow(
    y: number,
    paneRuns: (pane: number, paneRow: number) => RowRun[],
  ): RowRun[] {
    const spans = this.#spans[y] ?? [];
    const tint = this.tint;
    // One pane covering the whole row: its runs as they are.
    if (spans.length === 1 && spans[0].kind === "pane" && tint === null) {
      return paneRuns(spans[0].pane, spans[0].paneRow);
    }
    const out: RowRun[] = [];
    let pad = 0;
    for (const s of spans) {
      if (s.kind === "border") {
        if (pad > 0) out.push([" ".repeat(pad), pad]);
        pad = 0;
        for (const r of s.runs) out.push(r);
        continue;
      }
      const runs = paneRuns(s.pane, s.paneRow);
      const colours = tint === null
        ? null
        : s.pane === this.active
        ? tint.active
        : tint.other;
      let used = 0;
      for (const r of runs) {
        if (used + r[1] > s.cols) break; // Never spill out of the rectangle.
        if (pad > 0) out.push([" ".repeat(pad), pad]);
        pad = 0;
        out.push(colours === null ? r : tinted(r, colours[0], colours[1]));
        used += r[1];
      }
      pad += s.cols - used;
      // A window-style background fills the pane's blank cells too, as
      // tmux clears them in it.
      if (colours !== null && colours[1] !== COLOR_DEFAULT && pad > 0) {
        out.push([" ".repeat(pad), pad, colours[0], colours[1]]);
        pad = 0;
      }
    }
    return out;
  }
}

/** Run `r` with its default colours made `fg` and `bg` (`window-style`). */
function tinted(r: RowRun, fg: number, bg: number): RowRun {
  const rfg = r[2] ?? COLOR_DEFAULT;
  const rbg = r[3] ?? COLOR_DEFAULT;
  const nfg = rfg === COLOR_DEFAULT ? fg : rfg;
  const nbg = rbg === COLOR_DEFAULT ? bg : rbg;
  if (nfg === rfg && nbg === rbg) return r;
  const out = r.slice() as RowRun;
  out[2] = nfg;
  out[3] = nbg;
  return out;
}

/** A border cell: its character and look. */
interface BorderCell {
  text: string;
  /** Its width: 2 for a wide character, 0 for the cell after it. */
  width: number;
  fg: number;
  bg: number;
  flags: number;
}

/** A label's cell over a border cell: no text keeps the border's. */
type LabelCell = Omit<BorderCell, "text" | "width"> & {
  text?: string;
  width?: number;
};

/** Splits every row into pane spans and border spans. */
function buildSpans(frame: WindowFrame): Span[][] {
  const { cols, rows, rects, active, marked } = frame;
  // owner[y * cols + x]: pane id + 1, or 0 for border.
  const owner = new Int32Array(cols * rows);
  for (const [pane, r] of rects) {
    for (let y = Math.max(r.y, 0); y < Math.min(r.y + r.rows, rows); y++) {
      const row = y * cols;
      for (let x = Math.max(r.x, 0); x < Math.min(r.x + r.cols, cols); x++) {
        owner[row + x] = pane + 1;
      }
    }
  }
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= cols || y >= rows ? -1 : owner[y * cols + x];
  const isBorder = (x: number, y: number) => at(x, y) === 0;
  const sides = paneBorders(frame);
  const order = [...rects.keys()];
  const a = rects.has(active) ? active : -1;
  const look = (x: number, y: number): BorderCell => {
    const type = cellType(x, y, isBorder);
    // Whose border it is: the first pane, from the active one on, that
    // has it (tmux's `screen_redraw_check_cell`).
    let who = -1;
    for (let i = 0, k = Math.max(0, order.indexOf(a)); i < order.length; i++) {
      const p = order[(k + i) % order.length];
      if (sides(p, x, y) > INSIDE) {
        who = p;
        break;
      }
    }
    const side = a < 0 ? OUTSIDE : sides(a, x, y);
    const s = side > INSIDE ? frame.activeStyle : frame.style;
    const reversed = rects.has(marked) && sides(marked, x, y) > INSIDE;
    const flags = reversed ? s.flags ^ ATTR_INVERSE : s.flags;
    let text = glyph(frame, type, who);
    if (
      who >= 0 && side > INSIDE && arrowAt(frame, who, x, y, type, side)
    ) text = ARROWS[side];
    return { text, width: 1, fg: s.fg, bg: s.bg, flags };
  };
  const labelled = labelRows(frame, isBorder);
  const spans: Span[][] = [];
  for (let y = 0; y < rows; y++) {
    const row: Span[] = [];
    let x = 0;
    while (x < cols) {
      const o = owner[y * cols + x];
      let end = x + 1;
      while (end < cols && owner[y * cols + end] === o) end++;
      if (o > 0) {
        const r = rects.get(o - 1)!;
        row.push({
          kind: "pane",
          pane: o - 1,
          x,
          cols: end - x,
          paneRow: y - r.y,
        });
      } else {
        const cells: BorderCell[] = [];
        for (let bx = x; bx < end; bx++) cells.push(look(bx, y));
        for (const [lx, pane, label] of labelled.get(y) ?? []) {
          label.forEach((c, i) => {
            const k = lx + i - x;
            if (k < 0 || k >= cells.length) return;
            // Where the text ended, the border's character stays: the
            // label's pane's (tmux's `screen_redraw_make_pane_status`).
            const text = c.text ??
              glyph(frame, cellType(x + k, y, isBorder), pane);
            cells[k] = { ...cells[k], ...c, text };
          });
        }
        row.push({ kind: "border", x, cols: end - x, runs: borderRuns(cells) });
      }
      x = end;
    }
    spans.push(row);
  }
  return spans;
}

/**
 * The labels' cells by window row, each at its first column: every pane
 * with a label and a border row for it (above it with "top", below with
 * "bottom"), from its third column, at most its width less four cells
 * (tmux's `status_size`), the border's characters kept where the text
 * ends, in the pane's border style (green for the active pane).
 */
function labelRows(
  frame: WindowFrame,
  isBorder: (x: number, y: number) => boolean,
): Map<number, [number, number, LabelCell[]][]> {
  const out = new Map<number, [number, number, LabelCell[]][]>();
  if (frame.status === "off") return out;
  for (const [pane, r] of frame.rects) {
    const text = frame.labels.get(pane);
    const width = Math.min(r.cols - 4, frame.cols - r.x - 2);
    const y = frame.status === "top" ? r.y - 1 : r.y + r.rows;
    if (text === undefined || width <= 0 || !isBorder(r.x + 2, y)) continue;
    const base = pane === frame.active ? frame.activeStyle : frame.style;
    const drawn = labelCells(text, width, base);
    const cells: LabelCell[] = [];
    for (let i = 0; i < width; i++) {
      const c = drawn[i];
      const { fg, bg, flags } = c?.style ?? base;
      cells.push(
        c ? { text: c.text, width: c.width, fg, bg, flags } : { fg, bg, flags },
      );
    }
    const list = out.get(y) ?? [];
    list.push([r.x + 2, pane, cells]);
    out.set(y, list);
  }
  return out;
}

/**
 * Where a cell is to each pane (`OUTSIDE`, `INSIDE`, or the side of it
 * whose border the cell is), as tmux 3.3a's `screen_redraw_pane_border`:
 * the ring of cells round the pane, but the row on the far side from the
 * labels with `pane-border-status` on; and with it off, two panes and
 * `pane-border-indicators` colour or both, of the border between them
 * only the half next to each (the left pane has the rows to its height's
 * half, the right one those below; the top pane the columns to its
 * width's half, the bottom one those to the right), so that the border
 * shows which of the two is active.
 */
function paneBorders(
  frame: WindowFrame,
): (pane: number, x: number, y: number) => number {
  const { rects, status } = frame;
  const split = frame.indicators === "colour" || frame.indicators === "both";
  // tmux's screen_redraw_two_panes: the second pane (in pane order) is
  // right of the first, or below it.
  const [, second] = rects.values();
  const two = rects.size === 2;
  const beside = two && second.x !== 0, below = two && second.y !== 0;
  return (pane, x, y) => {
    const r = rects.get(pane);
    if (!r) return OUTSIDE;
    const ex = r.x + r.cols, ey = r.y + r.rows;
    if (x >= r.x && x < ex && y >= r.y && y < ey) return INSIDE;
    if (status === "off" && beside && split) {
      if (r.x === 0 && x === r.cols && y <= Math.floor(r.rows / 2)) {
        return RIGHT;
      }
      if (r.x !== 0 && x === r.x - 1 && y > Math.floor(r.rows / 2)) {
        return LEFT;
      }
    } else if ((r.y === 0 || y >= r.y - 1) && y <= ey) {
      if (r.x !== 0 && x === r.x - 1) return LEFT;
      if (x === ex) return RIGHT;
    }
    if (status === "off" && below && split) {
      if (r.y === 0 && y === r.rows && x <= Math.floor(r.cols / 2)) {
        return BOTTOM;
      }
      if (r.y !== 0 && y === r.y - 1 && x > Math.floor(r.cols / 2)) {
        return TOP;
      }
    } else if ((r.x === 0 || x >= r.x - 1) && x <= ex) {
      if (status !== "bottom" && r.y !== 0 && y === r.y - 1) return TOP;
      if (status !== "top" && y === ey) return BOTTOM;
    }
    return OUTSIDE;
  };
}

/** A border cell's type (tmux's `CELL_*`) by its neighbours. */
function cellType(
  x: number,
  y: number,
  isBorder: (x: number, y: number) => boolean,
): number {
  const key = [
    isBorder(x, y - 1),
    isBorder(x, y + 1),
    isBorder(x - 1, y),
    isBorder(x + 1, y),
  ].map((b) => (b ? "1" : "0")).join("");
  // A lone border cell (a window one row or column deep) runs between
  // the panes beside it.
  return JOINS[key] ?? (x === 0 ? LEFTRIGHT : TOPBOTTOM);
}

/**
 * The character of a border cell of `type` that is pane `who`'s (-1:
 * none's), in `pane-border-lines`' style: `number` draws the pane's
 * number's last digit, `*` for none, as tmux 3.3a's.
 */
function glyph(frame: WindowFrame, type: number, who: number): string {
  if (frame.lines !== "number") return LINES[frame.lines][type];
  if (who < 0) return "*";
  const index = [...frame.rects.keys()].indexOf(who) + frame.paneBase;
  return String(index % 10);
}

/**
 * Whether `pane-border-indicators` (arrows, both) draws an arrow on the
 * active pane's border cell (x, y), on its `side`, whose pane is `who`:
 * on the second cell along `who`'s border, as tmux 3.3a's
 * `screen_redraw_draw_borders_cell`.
 */
function arrowAt(
  frame: WindowFrame,
  who: number,
  x: number,
  y: number,
  type: number,
  side: number,
): boolean {
  if (frame.indicators !== "arrows" && frame.indicators !== "both") {
    return false;
  }
  const r = frame.rects.get(who)!;
  return (x === r.x + 1 &&
    (type === LEFTRIGHT || (type === TOPJOIN && side === BOTTOM) ||
      (type === BOTTOMJOIN && side === TOP))) ||
    (y === r.y + 1 &&
      (type === TOPBOTTOM || (type === LEFTJOIN && side === RIGHT) ||
        (type === RIGHTJOIN && side === LEFT)));
}

/**
 * Border cells as runs, one per look. A label's cell with no text (the
 * one after a wide character, or where the text ended) keeps the border's
 * character under it.
 */
function borderRuns(cells: BorderCell[]): RowRun[] {
  const runs: RowRun[] = [];
  let text = "", n = 0;
  let fg = COLOR_DEFAULT, bg = COLOR_DEFAULT, flags = 0, wide = false;
  const flush = () => {
    if (n === 0) return;
    // A run holds wide characters alone, flagged (`RUN_WIDE`), or none.
    const f = wide ? flags | RUN_WIDE : flags;
    runs.push(
      f !== 0 || bg !== COLOR_DEFAULT
        ? [text, n, fg, bg, f]
        : fg !== COLOR_DEFAULT
        ? [text, n, fg]
        : [text, n],
    );
    text = "";
    n = 0;
  };
  for (const c of cells) {
    if (c.width === 0) continue; // The wide character before covers it.
    const w = c.width === 2;
    if (c.fg !== fg || c.bg !== bg || c.flags !== flags || w !== wide) flush();
    fg = c.fg;
    bg = c.bg;
    flags = c.flags;
    wide = w;
    text += c.text;
    n += c.width;
  }
  flush();
  return runs;
}
