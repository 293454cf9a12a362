/**
 * The attach client's status line, as tmux's default one: `[session]` at
 * the left, then the window list (`0:bash* 1:vim-`, tmux's
 * `window-status-format` `#I:#W#F` with its flags), and at the right the
 * active pane's title in quotes (tmux's `"#{=21:pane_title}"`, expanded
 * by `protocol/format.ts`)
 * and the time as `%H:%M %d-%b-%y`; black on green (tmux's `status-style`).
 * When the session is larger than this client, the right part starts with
 * the view's offset `[x,y]`, as tmux's `window_bigger` does.
 *
 * The daemon sends the name and the windows (`WireStatus`); the title
 * comes with the frames, the time from the clock here.
 *
 * @module
 */

import type { WireStatus } from "../../protocol/messages.ts";
import {
  expandFormat,
  graphemeCells,
  truncateCells,
} from "../../protocol/format.ts";
import { ATTR_INVERSE, COLOR_DEFAULT } from "../../vt/types.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { putText, splitGraphemes } from "./row_text.ts";
import type { SgrStyle } from "./sgr.ts";

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

// tmux's status-left-length, and the title part of its status-right.
const LEFT_LENGTH = 10;
const TITLE_FORMAT = '"#{=21:pane_title}"';
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/**
 * tmux's `window-status-activity-style` and `window-status-bell-style`:
 * reverse, for a window with activity or a bell while not shown.
 */
const ALERT_STYLE: Readonly<SgrStyle> = Object.freeze({
  ...STATUS_STYLE,
  flags: ATTR_INVERSE,
});

/** One window's place on the status line: columns [x0, x1). */
interface WindowSpan {
  index: number;
  x0: number;
  x1: number;
  /** It has activity or a bell (`#`, `!`): drawn in `ALERT_STYLE`. */
  alert: boolean;
}

/** The status line as text pieces placed in columns. */
interface StatusLayout {
  left: string;
  list: string;
  /** Where the (possibly cut) window list starts. */
  listX: number;
  spans: WindowSpan[];
  right: string;
  rightX: number;
}

/** The status line, `cols` wide, for `content` at time `now`. */
export function statusLine(
  cols: number,
  content: StatusContent,
  now: Date,
): GridRow {
  const row = new GridRow(cols);
  row.fill(0, cols, " ", STATUS_STYLE);
  const l = layout(cols, content, now);
  put(row, 0, l.left, cols);
  put(row, l.listX, l.list, l.rightX);
  for (const span of l.spans.filter((s) => s.alert)) {
    const end = Math.min(span.x1, l.rightX, l.listX + width(l.list));
    for (let x = span.x0; x < end; x++) row.setStyle(x, ALERT_STYLE);
  }
  put(row, l.rightX, l.right, cols);
  return row;
}

/**
 * The index of the window whose name the status line shows at column `x`
 * (for a mouse click), or undefined.
 */
export function windowAt(
  cols: number,
  content: StatusContent,
  x: number,
): number | undefined {
  const l = layout(cols, content, new Date());
  return l.spans.find((s) => x >= s.x0 && x < s.x1)?.index;
}

/** Milliseconds from `now` to the next minute, when the clock changes. */
export function untilNextMinute(now: Date): number {
  return 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds());
}

/** tmux's `%H:%M %d-%b-%y`. */
export function clock(now: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(now.getHours())}:${two(now.getMinutes())} ${
    two(now.getDate())
  }-${MONTHS[now.getMonth()]}-${two(now.getFullYear() % 100)}`;
}

function layout(cols: number, c: StatusContent, now: Date): StatusLayout {
  const left = cut(`[${c.status.session}] `, LEFT_LENGTH);
  const offset = c.offset ? `[${c.offset.x},${c.offset.y}] ` : "";
  const title = expandFormat(
    TITLE_FORMAT,
    (name) => name === "pane_title" ? c.title : undefined,
  );
  let right = `${offset}${title} ${clock(now)}`;
  const leftW = width(left);
  // The right part gives way first to the left one, then to the list.
  if (width(right) > cols - leftW) right = "";
  const rightX = cols - width(right);
  const room = Math.max(0, rightX - leftW - 1);
  const pieces = c.status.windows.map(([i, name, flags]) => ({
    index: i,
    text: `${i}:${name}${flags === "" ? " " : flags}`,
    shown: flags.includes("*"),
    alert: /[#!]/.test(flags),
  }));
  const { list, spans } = fitList(pieces, room, leftW);
  return { left, list, listX: leftW, spans, right, rightX };
}

// The window list, cut to `room` cells so that the shown window stays in
// view: `<` where windows before it were left out, `>` after.
function fitList(
  pieces: { index: number; text: string; shown: boolean; alert: boolean }[],
  room: number,
  x0: number,
): { list: string; spans: WindowSpan[] } {
  let first = 0;
  const shown = Math.max(0, pieces.findIndex((p) => p.shown));
  // Drop windows from the left while the shown one would not fit.
  while (first < shown && widthUpTo(pieces, first, shown) > room - 1) first++;
  let list = first > 0 ? "<" : "";
  const spans: WindowSpan[] = [];
  for (let i = first; i < pieces.length; i++) {
    const sep = i > first ? " " : "";
    const next = list + sep + pieces[i].text;
    const more = i + 1 < pieces.length;
    if (width(next) + (more ? 1 : 0) > room && i > first) {
      list += ">";
      break;
    }
    const start = x0 + width(list + sep);
    list = next;
    spans.push({
      index: pieces[i].index,
      x0: start,
      x1: x0 + width(list),
      alert: pieces[i].alert,
    });
  }
  return { list: cut(list, room), spans };
}

// Width of windows first..last joined by spaces, with a `<` before.
function widthUpTo(
  pieces: { text: string }[],
  first: number,
  last: number,
): number {
  let n = first > 0 ? 1 : 0;
  for (let i = first; i <= last; i++) n += width(pieces[i].text) + 1;
  return n;
}

// Writes `text` from column x, up to column `end` (exclusive).
function put(row: GridRow, x: number, text: string, end: number): void {
  for (const g of splitGraphemes(text)) {
    const w = graphemeCells(g);
    if (w === 0) continue;
    if (x + w > end) break;
    row.chars[x] = g;
    if (w === 2) row.chars[x + 1] = WIDE_TAIL;
    x += w;
  }
}

/** The width of `text` in cells. */
function width(text: string): number {
  let n = 0;
  for (const g of splitGraphemes(text)) n += graphemeCells(g);
  return n;
}

/** `text` cut to at most `max` cells (as tmux's `#{=N:...}`). */
const cut = truncateCells;
