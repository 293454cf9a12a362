/**
 * The attach client's status line, as tmux's: `status-left` at the left
 * (`[session]`), then the window list (each window's
 * `window-status-format`, `#I:#W#F` with its flags, the shown one's
 * `window-status-current-format`, `window-status-separator` between them),
 * and `status-right` at the right (the active pane's title in quotes and
 * the time, `"#{=21:pane_title}" %H:%M %d-%b-%y`); black on green (tmux's
 * `status-style`). When the session is larger than this client,
 * `status-right` starts with the view's offset `[x,y]`, as tmux's
 * `window_bigger` does. Every setting is tmux's, with tmux's defaults
 * (`protocol/options.ts`).
 *
 * Each format has its `strftime` conversions replaced first (`%H:%M`, as
 * tmux's `format_expand_time`), then its `#{...}` expanded
 * (`protocol/format.ts`), then its `#[...]` styles applied
 * (`protocol/style.ts`), as tmux's `format_draw` does: `##` is one `#`,
 * `##[` a plain `#[`. The variables known here are what the daemon sends
 * (`WireStatus`) and this client's own: `session_name`, `session_windows`,
 * `window_index`, `window_name`, `window_flags`, `window_active`,
 * `window_last_flag`, `window_activity_flag`, `window_bell_flag`,
 * `window_zoomed_flag`, `window_start_flag`, `window_end_flag` (of the
 * entry's window in the list, of the shown one elsewhere), `pane_index`,
 * `pane_title`, `host`, `host_short`, `window_bigger`, `window_offset_x`,
 * `window_offset_y`; any other expands empty, as tmux's unknown ones do.
 * `align=` inside a format is read but does not move text (the list's
 * place is `status-justify`'s).
 *
 * The daemon sends the name and the windows (`WireStatus`); the title
 * comes with the frames, the time from the clock here.
 *
 * @module
 */

import type { WireStatus } from "../../protocol/messages.ts";
import {
  expandFormat,
  type FormatLookup,
  graphemeCells,
} from "../../protocol/format.ts";
import { strftime } from "../../protocol/ctime.ts";
import {
  defaultStatusLine,
  type StatusLineOptions,
} from "../../protocol/options.ts";
import { applyStyle, type Style } from "../../protocol/style.ts";
import { COLOR_DEFAULT } from "../../vt/types.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { putText, splitGraphemes } from "./row_text.ts";
import { DEFAULT_STYLE, type SgrStyle } from "./sgr.ts";

/** What the status line shows. */
export interface StatusContent {
  status: WireStatus;
  /** The active pane's title (the host's name when the program set none). */
  title: string;
  /** The view's offset in a larger session, or null when it all shows. */
  offset: { x: number; y: number } | null;
}

export { sessionRows, type StatusPosition } from "../terminal_size.ts";

/**
 * How long a message stays on the status line (tmux's display-time is
 * 750 ms; a sentence takes longer to read).
 */
export const MESSAGE_MS = 1500;

/** A message's row, `cols` wide, in `MESSAGE_STYLE` (`Renderer.showMessage`). */
export function messageRow(cols: number, text: string): GridRow {
  const row = new GridRow(cols);
  row.fill(0, cols, " ", MESSAGE_STYLE);
  putText(row, cols, text, MESSAGE_STYLE, "left");
  return row;
}

/** tmux's `message-style`: black on yellow (palette 0 and 3). */
export const MESSAGE_STYLE: Readonly<SgrStyle> = Object.freeze({
  fg: 0,
  bg: 3,
  ul: COLOR_DEFAULT,
  flags: 0,
});

/** tmux's `status-style`: black on green (palette 0 and 2). */
export const STATUS_STYLE: Readonly<SgrStyle> = Object.freeze({
  fg: 0,
  bg: 2,
  ul: COLOR_DEFAULT,
  flags: 0,
});

/** The status line's settings with nothing configured (tmux's). */
export const DEFAULT_STATUS_LINE: Readonly<StatusLineOptions> = Object.freeze(
  defaultStatusLine(),
);

/** What the status line shows. */
export interface StatusContent {
  status: WireStatus;
  /** The active pane's title (the host's name when the program set none). */
  title: string;
  /** The view's offset in a larger session, or null when it all shows. */
  offset: { x: number; y: number } | null;
  /** This machine's name (`#H`, `#h`); empty when not given. */
  host?: string;
}

/** One cell of the status line: a grapheme, its width, its style. */
interface Cell {
  g: string;
  w: number;
  s: SgrStyle;
}

/** One window's place on the status line: columns [x0, x1). */
interface WindowSpan {
  index: number;
  x0: number;
  x1: number;
}

/** The status line as styled pieces placed in columns. */
interface StatusLayout {
  left: Cell[];
  list: Cell[];
  /** Where the (possibly cut) window list starts. */
  listX: number;
  spans: WindowSpan[];
  right: Cell[];
  rightX: number;
  /** The line's style, for the cells nothing is written in. */
  base: SgrStyle;
}

/**
 * The status line, `cols` wide, for `content` at time `now`, with the
 * status line's settings `look` (tmux's defaults when absent).
 */
export function statusLine(
  cols: number,
  content: StatusContent,
  now: Date,
  look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
): GridRow {
  const row = new GridRow(cols);
  const l = layout(cols, content, now, look);
  row.fill(0, cols, " ", l.base);
  put(row, 0, l.left, cols);
  put(row, l.listX, l.list, l.rightX);
  put(row, l.rightX, l.right, cols);
  return row;
}

/** The style of the status line's blank cells (`status-style`). */
export function statusStyle(
  look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
): SgrStyle {
  return lineStyle(look);
}

/**
 * The index of the window whose name the status line shows at column `x`
 * (for a mouse click), or undefined.
 */
export function windowAt(
  cols: number,
  content: StatusContent,
  x: number,
  look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
): number | undefined {
  const l = layout(cols, content, new Date(), look);
  return l.spans.find((s) => x >= s.x0 && x < s.x1)?.index;
}

/** Milliseconds from `now` to the next minute, when the clock changes. */
export function untilNextMinute(now: Date): number {
  return 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds());
}

/**
 * Milliseconds from `now` to the status line's next redraw: every
 * `interval` seconds (tmux's `status-interval`), on the second, and at
 * each new minute whatever the interval; null with `interval` 0 (never).
 */
export function untilNextTick(now: Date, interval: number): number | null {
  if (interval <= 0) return null;
  const every = interval * 1000;
  return Math.min(untilNextMinute(now), every - now.getTime() % every);
}

/** tmux's `%H:%M %d-%b-%y`. */
export function clock(now: Date): string {
  return strftime("%H:%M %d-%b-%y", now);
}

// The line's style: `status-style` over the terminal's default.
function lineStyle(look: Readonly<StatusLineOptions>): SgrStyle {
  const s: Style = { ...DEFAULT_STYLE };
  return applyStyle(s, look["status-style"], DEFAULT_STYLE)
    ? plain(s)
    : { ...STATUS_STYLE };
}

// `text` applied over `base` (a bad style changes nothing).
function over(base: SgrStyle, text: string): SgrStyle {
  const s: Style = { ...base };
  return text === "default" || !applyStyle(s, text, base) ? base : plain(s);
}

function plain(s: Style): SgrStyle {
  return { fg: s.fg, bg: s.bg, ul: s.ul, flags: s.flags };
}

function layout(
  cols: number,
  c: StatusContent,
  now: Date,
  look: Readonly<StatusLineOptions>,
): StatusLayout {
  const base = lineStyle(look);
  const windows = c.status.windows;
  const shown = windows.findIndex(([, , f]) => f.includes("*"));
  const lookup = lookupFor(c, shown);
  const expand = (f: string, l: FormatLookup) =>
    expandFormat(strftime(f, now), l);
  const left = cutCells(
    styled(
      expand(look["status-left"], lookup),
      over(base, look["status-left-style"]),
    ),
    look["status-left-length"],
  );
  let right = cutCells(
    styled(
      expand(look["status-right"], lookup),
      over(base, look["status-right-style"]),
    ),
    look["status-right-length"],
  );
  const leftW = cellsWidth(left);
  // The right part gives way first to the left one, then to the list.
  if (cellsWidth(right) > cols - leftW) right = [];
  const rightX = cols - cellsWidth(right);
  // A cell is kept between the list and the right part.
  const room = Math.max(0, rightX - leftW - 1);
  // The separator is an option's value in tmux's status-format, not a
  // format: its styles apply, but not its `#{...}` or `%` conversions.
  const separator = styled(look["window-status-separator"], base);
  const pieces = windows.map(([i, , flags], n) => {
    const current = n === shown;
    return {
      index: i,
      shown: current,
      cells: styled(
        expand(
          look[
            current ? "window-status-current-format" : "window-status-format"
          ],
          lookupFor(c, n),
        ),
        windowStyle(base, look, flags, current),
      ),
    };
  });
  const { list, spans } = fitList(pieces, separator, base, room);
  const listW = cellsWidth(list);
  let listX = leftW;
  const justify = look["status-justify"];
  if (justify === "centre") {
    listX = leftW + Math.floor((rightX - leftW) / 2) - Math.floor(listW / 2);
  } else if (justify === "right") {
    listX = rightX - listW;
  } else if (justify === "absolute-centre") {
    listX = Math.floor((cols - listW) / 2);
  }
  listX = Math.max(leftW, Math.min(listX, rightX - listW));
  for (const span of spans) {
    span.x0 += listX;
    span.x1 += listX;
  }
  return { left, list, listX, spans, right, rightX, base };
}

// A window's entry's style, as tmux's default `status-format` builds it:
// `window-status-style` (the shown window's own when not `default`), the
// last one's, then the bell's or activity's over it.
function windowStyle(
  base: SgrStyle,
  look: Readonly<StatusLineOptions>,
  flags: string,
  current: boolean,
): SgrStyle {
  const own = look["window-status-current-style"];
  let s = over(
    base,
    current && own !== "default" ? own : look["window-status-style"],
  );
  if (flags.includes("-")) s = over(s, look["window-status-last-style"]);
  if (flags.includes("!")) s = over(s, look["window-status-bell-style"]);
  else if (flags.includes("#")) {
    s = over(s, look["window-status-activity-style"]);
  }
  return s;
}

// The variables of the status line, for window `n` of the list (the shown
// one outside the list).
function lookupFor(c: StatusContent, n: number): FormatLookup {
  const windows = c.status.windows;
  const w = windows[n] as [number, string, string] | undefined;
  const flags = w?.[2] ?? "";
  const flag = (f: string) => flags.includes(f) ? "1" : "0";
  const host = c.host ?? "";
  const values: Record<string, () => string> = {
    session_name: () => c.status.session,
    session_windows: () => String(windows.length),
    window_index: () => w ? String(w[0]) : "",
    window_name: () => w?.[1] ?? "",
    window_flags: () => flags,
    window_active: () => flag("*"),
    window_last_flag: () => flag("-"),
    window_activity_flag: () => flag("#"),
    window_bell_flag: () => flag("!"),
    window_zoomed_flag: () => flag("Z"),
    window_start_flag: () => n === 0 ? "1" : "0",
    window_end_flag: () => n === windows.length - 1 ? "1" : "0",
    pane_index: () => String(c.status.pane),
    pane_title: () => c.title,
    host: () => host,
    host_short: () => host.replace(/\..*$/, ""),
    window_bigger: () => c.offset ? "1" : "0",
    window_offset_x: () => c.offset ? String(c.offset.x) : "",
    window_offset_y: () => c.offset ? String(c.offset.y) : "",
  };
  return (name) => Object.hasOwn(values, name) ? values[name]() : undefined;
}

/**
 * An expanded format as cells, as tmux's `format_draw` reads it: `#[...]`
 * changes the style from there on (`default` is `base`, or what
 * `push-default` made it), a run of `#` before `[` halves (an odd one
 * ends in a style), controls are dropped. A `#[` with no `]` ends the
 * text, as it ends tmux's.
 */
function styled(text: string, base: SgrStyle): Cell[] {
  const cells: Cell[] = [];
  const gs = splitGraphemes(text);
  let def: SgrStyle = base;
  const cur: Style = { ...base };
  let pen = plain(cur);
  const add = (g: string) => {
    const w = graphemeCells(g);
    if (w > 0) cells.push({ g, w, s: pen });
  };
  for (let i = 0; i < gs.length;) {
    if (gs[i] !== "#" || i + 1 >= gs.length) {
      add(gs[i++]);
      continue;
    }
    let n = 1;
    while (gs[i + n] === "#") n++;
    if (gs[i + n] !== "[") {
      for (let k = 0; k < Math.ceil(n / 2); k++) add("#");
      i += n;
      continue;
    }
    for (let k = 0; k < Math.floor(n / 2); k++) add("#");
    if (n % 2 === 0) {
      add("[");
      i += n + 1;
      continue;
    }
    const end = gs.indexOf("]", i + n);
    if (end < 0) break;
    const saved = plain(cur);
    if (applyStyle(cur, gs.slice(i + n + 1, end).join(""), def)) {
      if (cur.defaults === "push") def = saved;
      else if (cur.defaults === "pop") def = base;
      delete cur.defaults;
      pen = plain(cur);
    }
    i = end + 1;
  }
  return cells;
}

// The window list, cut to `room` cells so that the shown window stays in
// view: `<` where windows before it were left out, `>` after. Spans are
// from the list's start.
function fitList(
  pieces: { index: number; cells: Cell[]; shown: boolean }[],
  separator: Cell[],
  base: SgrStyle,
  room: number,
): { list: Cell[]; spans: WindowSpan[] } {
  const sepW = cellsWidth(separator);
  let first = 0;
  const shown = Math.max(0, pieces.findIndex((p) => p.shown));
  // Drop windows from the left while the shown one would not fit.
  const upTo = (last: number) => {
    let n = first > 0 ? 1 : 0;
    for (let i = first; i <= last; i++) n += cellsWidth(pieces[i].cells) + sepW;
    return n;
  };
  while (first < shown && upTo(shown) > room - 1) first++;
  let list: Cell[] = first > 0 ? [{ g: "<", w: 1, s: base }] : [];
  let used = cellsWidth(list);
  const spans: WindowSpan[] = [];
  for (let i = first; i < pieces.length; i++) {
    const sep = i > first ? separator : [];
    const w = cellsWidth(sep) + cellsWidth(pieces[i].cells);
    const more = i + 1 < pieces.length;
    if (used + w + (more ? 1 : 0) > room && i > first) {
      list.push({ g: ">", w: 1, s: base });
      break;
    }
    const start = used + cellsWidth(sep);
    list = list.concat(sep, pieces[i].cells);
    used += w;
    spans.push({ index: pieces[i].index, x0: start, x1: used });
  }
  return { list: cutCells(list, room), spans };
}

// Writes `cells` from column x, up to column `end` (exclusive).
function put(row: GridRow, x: number, cells: Cell[], end: number): void {
  for (const c of cells) {
    if (x + c.w > end) break;
    row.chars[x] = c.g;
    row.setStyle(x, c.s);
    if (c.w === 2) {
      row.chars[x + 1] = WIDE_TAIL;
      row.setStyle(x + 1, c.s);
    }
    x += c.w;
  }
}

/** The width of `cells`. */
function cellsWidth(cells: Cell[]): number {
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
