/**
 * tmux 3.3a's `format_draw` (format-draw.c): an expanded format's text,
 * its `#[...]` styles applied, written into the parts `align=` and
 * `list=` say (left, centre, right, absolute-centre, the window list and
 * what follows it), then placed on a line of a given width, cut where
 * they do not fit, as tmux places them. The attach client's status line
 * (`client/attach/status_line.ts`) and the panes' labels the parse worker
 * draws (`server/workers/pane_label.ts`) both use it. No FFI.
 *
 * @module
 */

import { graphemeCells } from "./format.ts";
import { ALIGNS, applyStyle, type Style } from "./style.ts";
import type { StatusLineOptions } from "./options.ts";
import type { SgrStyle } from "../vt/sgr_encode.ts";

// Made on first use: an Intl.Segmenter costs about 3 MB of RSS (measured
// by the perf work on the attach client), and most attachments never
// show a message.
let segmenter: Intl.Segmenter | undefined;
// Printable ASCII, each character a grapheme of its own: the status line's
// usual text, split without a segmenter (making one and its first split
// cost a fresh attach client about 30 ms of CPU, measured).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** `text` split into grapheme clusters. */
export function splitGraphemes(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.split("");
  segmenter ??= new Intl.Segmenter();
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** One cell of a drawn format: a grapheme, its width, its style. */
export interface Cell {
  g: string;
  w: number;
  s: SgrStyle;
}

/** One window's place on the status line: columns [x0, x1). */
export interface WindowSpan {
  index: number;
  x0: number;
  x1: number;
}

/** A part of the line: `width` cells of `cells` from `from`, at `at`. */
export interface Piece {
  cells: Cell[];
  at: number;
  from: number;
  width: number;
}

/** A drawn format (a status line, a pane's label) as styled pieces placed in columns. */
export interface FormatLayout {
  pieces: Piece[];
  spans: WindowSpan[];
  /** The line's style, for the cells nothing is written in. */
  base: SgrStyle;
  /** `fill=`'s colour for those cells, when a style gave one. */
  fill?: number;
  /**
   * The columns [x0, x1) the left and right parts were put at (the status
   * line's `status-left` and `status-right`: tmux's `range=left` and
   * `range=right`, where its StatusLeft and StatusRight mouse keys are).
   */
  left?: [number, number];
  right?: [number, number];
}

// The parts of tmux's `format_draw`: text goes to one of them as the
// `align=` and `list=` styles say; `place` lays them out on the line.
const LEFT = 0, CENTRE = 1, RIGHT = 2, ABSOLUTE = 3, LIST = 4, MARK_LEFT = 5;
const MARK_RIGHT = 6, AFTER = 7;
// `align=`'s value (none, then `ALIGNS`'s order) to the part it writes in.
const ALIGN_INDEX = [undefined, ...ALIGNS];

/**
 * tmux's `format_draw`, for the status line and the panes' labels: styled text written into the
 * left, centre, right and absolute-centre parts, the window list, its
 * `<` and `>` markers and what follows the list, then placed, cut where
 * they do not fit, as tmux places them.
 */
export class FormatDraw {
  readonly parts: Cell[][] = [[], [], [], [], [], [], [], []];
  readonly spans: WindowSpan[] = [];
  #cur: Style;
  #def: SgrStyle;
  #pen: SgrStyle;
  #part = LEFT;
  // The part each `align=` writes in (after the list, its own is AFTER).
  #map = [LEFT, LEFT, CENTRE, RIGHT, ABSOLUTE];
  // -1: before the list, 0: in it, 1: after it.
  #listState = -1;
  #listAlign: Style["align"] = undefined;
  #focus = [-1, -1];
  #fill: number | undefined;

  constructor(readonly base: SgrStyle) {
    this.#cur = { ...base };
    this.#def = base;
    this.#pen = base;
  }

  /** The list's width so far. */
  listWidth(): number {
    return cellsWidth(this.parts[LIST]);
  }

  /** Window `index`'s entry is in the list from `start` to here. */
  span(index: number, start: number): void {
    this.spans.push({ index, x0: start, x1: this.listWidth() });
  }

  /**
   * A window's entry's style, as tmux's default `status-format` builds it:
   * `window-status-style` (the shown window's own when not `default`),
   * the last one's, then the bell's or activity's over it.
   */
  windowStyle(
    look: Readonly<StatusLineOptions>,
    flags: string,
    current: boolean,
  ): void {
    const own = look["window-status-current-style"];
    const words = [
      current ? "list=focus" : "",
      current && own !== "default" ? own : look["window-status-style"],
      flags.includes("-") ? look["window-status-last-style"] : "default",
      flags.includes("!")
        ? look["window-status-bell-style"]
        : flags.includes("#") || flags.includes("~")
        ? look["window-status-activity-style"]
        : "default",
    ];
    this.style(words[0]);
    this.style(words[1]);
    for (const w of words.slice(2)) if (w !== "default") this.style(w);
  }

  /** One `#[...]`'s text: the style, and the part text goes to. */
  style(text: string): void {
    const cur = this.#cur;
    const saved = plain(cur);
    if (!applyStyle(cur, text, this.#def)) return;
    if (cur.fill !== undefined) this.#fill = cur.fill;
    if (cur.defaults === "push") this.#def = saved;
    else if (cur.defaults === "pop") this.#def = this.base;
    delete cur.defaults;
    this.#pen = plain(cur);
    const listW = this.listWidth();
    switch (cur.list) {
      case "on":
        if (this.#listState !== 0) {
          this.#listState = 0;
          this.#listAlign = cur.align;
        }
        if (this.#focus[0] !== -1 && this.#focus[1] === -1) {
          this.#focus[1] = listW;
        }
        this.#part = LIST;
        break;
      case "focus":
        if (this.#listState === 0 && this.#focus[0] === -1) {
          this.#focus[0] = listW;
        }
        break;
      case "left-marker":
      case "right-marker": {
        const part = cur.list === "left-marker" ? MARK_LEFT : MARK_RIGHT;
        if (this.#listState !== 0 || this.parts[part].length > 0) break;
        if (this.#focus[0] !== -1 && this.#focus[1] === -1) {
          this.#focus = [-1, -1];
        }
        this.#part = part;
        break;
      }
      default:
        if (this.#listState === 0) {
          if (this.#focus[0] !== -1 && this.#focus[1] === -1) {
            this.#focus[1] = listW;
          }
          this.#map[ALIGN_INDEX.indexOf(this.#listAlign)] = AFTER;
          if (this.#listAlign === "left") this.#map[0] = AFTER;
          this.#listState = 1;
        }
        this.#part = this.#map[ALIGN_INDEX.indexOf(cur.align)];
    }
  }

  /**
   * An expanded format's text, as tmux's `format_draw` reads it: `#[...]`
   * is a style, a run of `#` before `[` halves (an odd one ends in a
   * style), controls are dropped. A `#[` with no `]` ends the text, as
   * it ends tmux's.
   */
  text(text: string): void {
    const gs = splitGraphemes(text);
    for (let i = 0; i < gs.length;) {
      if (gs[i] !== "#" || i + 1 >= gs.length) {
        this.#add(gs[i++]);
        continue;
      }
      let n = 1;
      while (gs[i + n] === "#") n++;
      if (gs[i + n] !== "[") {
        for (let k = 0; k < Math.ceil(n / 2); k++) this.#add("#");
        i += n;
        continue;
      }
      for (let k = 0; k < Math.floor(n / 2); k++) this.#add("#");
      if (n % 2 === 0) {
        this.#add("[");
        i += n + 1;
        continue;
      }
      const end = gs.indexOf("]", i + n);
      if (end < 0) break;
      this.style(gs.slice(i + n + 1, end).join(""));
      i = end + 1;
    }
  }

  #add(g: string): void {
    const w = graphemeCells(g);
    if (w > 0) this.parts[this.#part].push({ g, w, s: this.#pen });
  }

  /** The parts placed on a line `cols` wide, as tmux's `format_draw`. */
  place(cols: number): FormatLayout {
    const out: FormatLayout = {
      pieces: [],
      spans: [],
      base: this.base,
      fill: this.#fill,
    };
    const full = this.parts.map(cellsWidth);
    const w = [...full];
    const put = (part: number, at: number, from: number, width: number) => {
      if (width <= 0) return;
      out.pieces.push({ cells: this.parts[part], at, from, width });
      if (part === LEFT) out.left = [at, at + width];
      if (part === RIGHT) out.right = [at, at + width];
    };
    // Cuts the parts in `order`, first to last, till those in `sum` fit.
    const trim = (
      order: number[],
      sum = [LEFT, CENTRE, RIGHT, LIST, AFTER],
    ) => {
      let over = sum.reduce((n, part) => n + w[part], 0) - cols;
      for (const part of order) {
        const cut = Math.max(0, Math.min(over, w[part]));
        w[part] -= cut;
        over -= cut;
      }
    };
    const none = () => {
      // Keep as much of the left and right as there is room for, at the
      // centre's expense.
      trim([CENTRE, RIGHT, LEFT], [LEFT, CENTRE, RIGHT]);
      put(LEFT, 0, 0, w[LEFT]);
      put(RIGHT, cols - w[RIGHT], full[RIGHT] - w[RIGHT], w[RIGHT]);
      put(
        CENTRE,
        w[LEFT] + half(cols - w[RIGHT] - w[LEFT]) - half(w[CENTRE]),
        half(full[CENTRE]) - half(w[CENTRE]),
        w[CENTRE],
      );
      const abs = Math.min(w[ABSOLUTE], cols);
      put(ABSOLUTE, half(cols - abs), 0, abs);
    };
    // With no list left, what follows it joins `into`.
    const noList = (into: number) => {
      this.parts[into] = this.parts[into].concat(
        cutCells(this.parts[AFTER], w[AFTER]),
      );
      w[into] += w[AFTER];
      full[into] = cellsWidth(this.parts[into]);
      none();
    };
    const align = this.#listAlign;
    let [f0, f1] = this.#focus;
    if (f0 === -1 || f1 === -1) {
      f0 = f1 = align === "centre" || align === "absolute-centre"
        ? half(this.listWidth())
        : 0;
    }
    if (this.#listState === -1) {
      none();
    } else if (align === "absolute-centre") {
      trim([CENTRE, RIGHT, LEFT], [LEFT, CENTRE, RIGHT]);
      trim([LIST, AFTER, ABSOLUTE], [LIST, AFTER, ABSOLUTE]);
      put(LEFT, 0, 0, w[LEFT]);
      put(RIGHT, cols - w[RIGHT], full[RIGHT] - w[RIGHT], w[RIGHT]);
      const middle = w[LEFT] + half(cols - w[RIGHT] - w[LEFT]);
      put(CENTRE, middle - w[CENTRE], 0, w[CENTRE]);
      let at = half(cols - w[LIST] - w[ABSOLUTE]);
      put(ABSOLUTE, at, 0, w[ABSOLUTE]);
      at += w[ABSOLUTE];
      this.#putList(out, at, w[LIST], f0, f1);
      put(AFTER, at + w[LIST], 0, w[AFTER]);
    } else if (align === "centre") {
      trim([LIST, AFTER, CENTRE, RIGHT, LEFT]);
      if (w[LIST] === 0) noList(CENTRE);
      else {
        put(LEFT, 0, 0, w[LEFT]);
        put(RIGHT, cols - w[RIGHT], full[RIGHT] - w[RIGHT], w[RIGHT]);
        const middle = w[LEFT] + half(cols - w[RIGHT] - w[LEFT]);
        const at = middle - half(w[LIST]);
        put(CENTRE, at - w[CENTRE], 0, w[CENTRE]);
        put(AFTER, at + w[LIST], 0, w[AFTER]);
        this.#putList(out, at, w[LIST], f0, f1);
      }
    } else if (align === "right") {
      trim([CENTRE, LIST, RIGHT, AFTER, LEFT]);
      if (w[LIST] === 0) noList(RIGHT);
      else {
        put(LEFT, 0, 0, w[LEFT]);
        put(AFTER, cols - w[AFTER], full[AFTER] - w[AFTER], w[AFTER]);
        const rightAt = cols - w[RIGHT] - w[LIST] - w[AFTER];
        put(RIGHT, rightAt, 0, w[RIGHT]);
        put(
          CENTRE,
          w[LEFT] + half(rightAt - w[LEFT]) - half(w[CENTRE]),
          half(full[CENTRE]) - half(w[CENTRE]),
          w[CENTRE],
        );
        this.#putList(out, cols - w[LIST] - w[AFTER], w[LIST], f0, f1);
      }
    } else {
      trim([CENTRE, LIST, RIGHT, AFTER, LEFT]);
      if (w[LIST] === 0) noList(LEFT);
      else {
        put(LEFT, 0, 0, w[LEFT]);
        put(RIGHT, cols - w[RIGHT], full[RIGHT] - w[RIGHT], w[RIGHT]);
        put(AFTER, w[LEFT] + w[LIST], 0, w[AFTER]);
        const from = w[LEFT] + w[LIST] + w[AFTER];
        put(
          CENTRE,
          from + half(cols - w[RIGHT] - from) - half(w[CENTRE]),
          half(full[CENTRE]) - half(w[CENTRE]),
          w[CENTRE],
        );
        this.#putList(out, w[LEFT], w[LIST], f0, f1);
      }
    }
    if (align !== "absolute-centre" && this.#listState !== -1) {
      const abs = Math.min(w[ABSOLUTE], cols);
      if (w[LIST] > 0) put(ABSOLUTE, half(cols - abs), 0, abs);
    }
    return out;
  }

  // tmux's `format_draw_put_list`: the list, `width` cells of it from
  // `at`, cut round the shown window, with `<` and `>` where windows are
  // left out on that side.
  #putList(
    out: FormatLayout,
    at: number,
    width: number,
    f0: number,
    f1: number,
  ): void {
    const list = this.parts[LIST];
    const listW = cellsWidth(list);
    let start = 0;
    if (width < listW) {
      const centre = f0 + half(f1 - f0);
      start = centre < half(width) ? 0 : centre - half(width);
      if (start + width > listW) start = listW - width;
      const left = this.parts[MARK_LEFT], right = this.parts[MARK_RIGHT];
      const lw = cellsWidth(left), rw = cellsWidth(right);
      if (start !== 0 && width > lw) {
        out.pieces.push({ cells: left, at, from: 0, width: lw });
        at += lw;
        start += lw;
        width -= lw;
      }
      if (start + width < listW && width > rw) {
        out.pieces.push({
          cells: right,
          at: at + width - rw,
          from: 0,
          width: rw,
        });
        width -= rw;
      }
    }
    out.pieces.push({ cells: list, at, from: start, width });
    for (const s of this.spans) {
      const x0 = Math.max(s.x0, start), x1 = Math.min(s.x1, start + width);
      if (x0 < x1) {
        out.spans.push({
          index: s.index,
          x0: x0 - start + at,
          x1: x1 - start + at,
        });
      }
    }
  }
}

// Half of n, rounded down, as tmux's unsigned division.
function half(n: number): number {
  return Math.floor(n / 2);
}

/** The width of `cells`. */
export function cellsWidth(cells: Cell[]): number {
  let n = 0;
  for (const c of cells) n += c.w;
  return n;
}

/** `cells` cut to at most `max` cells (as tmux's `#{=N:...}`). */
function cutCells(cells: Cell[], max: number): Cell[] {
  let n = 0, i = 0;
  while (i < cells.length && n + cells[i].w <= max) n += cells[i++].w;
  return i === cells.length ? cells : cells.slice(0, i);
}

/** A style's colours and flags alone. */
export function plain(s: Style): SgrStyle {
  return { fg: s.fg, bg: s.bg, ul: s.ul, flags: s.flags };
}
