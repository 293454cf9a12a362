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
 * `window_zoomed_flag`, `window_start_flag`, `window_end_flag`,
 * `pane_index`, `pane_title` (of the entry's window and its active pane
 * in the list, of the shown one elsewhere), `host`, `host_short`, `window_bigger`, `window_offset_x`,
 * `window_offset_y`; any other expands empty, as tmux's unknown ones do.
 * The parts are laid out as tmux's `format_draw` lays out its default
 * `status-format`: `#[align=left|centre|right|absolute-centre]` moves the
 * text after it to that part of the line (inside a window's format the
 * list keeps it, as in tmux), `#[fill=colour]` paints the cells nothing
 * is written in; when the parts do not fit, tmux's order cuts them (with
 * the list on the left: a centre part, then the list round the shown
 * window, with `<` and `>` where windows are left out, then the right
 * part from its left end, then what follows the list, then the left).
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
  JOB_PROBE,
} from "../../protocol/format.ts";
import {
  isUserOption,
  SETTING_NAMES,
  settingFromText,
  settingText,
} from "../../protocol/options.ts";
import { strftime } from "../../protocol/ctime.ts";
import {
  defaultStatusLine,
  type StatusLineOptions,
} from "../../protocol/options.ts";
import { applyStyle, type Style } from "../../protocol/style.ts";
import { COLOR_DEFAULT } from "../../vt/types.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import {
  FormatDraw,
  type FormatLayout,
  type Piece,
  plain,
  splitGraphemes,
} from "../../protocol/format_draw.ts";
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
 * How long a message stays on the status line by default (the
 * `display-time` setting; tmux's is 750 ms, a sentence takes longer to
 * read).
 */
export const MESSAGE_MS = 1500;

/**
 * A message's row, `cols` wide, in `style` (tmux's `message-style`,
 * `lookStyle`; `MESSAGE_STYLE` by default) (`Renderer.showMessage`).
 */
export function messageRow(
  cols: number,
  text: string,
  style: Readonly<SgrStyle> = MESSAGE_STYLE,
): GridRow {
  const row = new GridRow(cols);
  row.fill(0, cols, " ", style);
  putText(row, cols, text, style, "left");
  return row;
}

/**
 * One of the status line's style settings (`message-style`,
 * `message-command-style`, `mode-style`) as a cell's look, applied over
 * the terminal's default as tmux's `style_apply`; tmux's default for it
 * when `look` has none.
 */
export function lookStyle(
  look: Readonly<StatusLineOptions> | undefined,
  name: "message-style" | "message-command-style" | "mode-style",
): SgrStyle {
  const text = look?.[name] ?? DEFAULT_STATUS_LINE[name];
  const s: Style = { ...DEFAULT_STYLE };
  if (!applyStyle(s, text, DEFAULT_STYLE)) {
    applyStyle(s, DEFAULT_STATUS_LINE[name], DEFAULT_STYLE);
  }
  return { fg: s.fg, bg: s.bg, ul: s.ul, flags: s.flags };
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
  /**
   * The client's next key is looked up in a table other than its
   * `key-table` option's: after the prefix key, or a `switch-client -T`
   * (tmux's `client_prefix`).
   */
  prefix?: boolean;
  /**
   * That table (tmux's `client_key_table`); absent: `prefix` after the
   * prefix key, else `root`.
   */
  keyTable?: string;
  /**
   * What `#(command)` shows (`format_jobs.ts`); without it the text stays
   * as it is.
   */
  jobs?: (command: string) => string;
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
  if (l.fill !== undefined) {
    row.fill(0, cols, " ", { ...DEFAULT_STYLE, bg: l.fill });
  }
  for (const p of l.pieces) put(row, p, cols);
  return row;
}

/**
 * Whether the status line's formats show the prefix state
 * (`#{client_prefix}`, `#{client_key_table}`): its row is drawn again
 * when the prefix key is typed and when the key after it comes.
 */
export function showsPrefix(look: Readonly<StatusLineOptions>): boolean {
  return [
    look["status-left"],
    look["status-right"],
    look["window-status-format"],
    look["window-status-current-format"],
  ].some((f) => /client_(prefix|key_table)/.test(f));
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
  return statusPlaceAt(cols, content, x, look).window;
}

/**
 * Where column `x` of the status line is, as tmux's mouse keys name it:
 * a window's name (`Status`, with its index), `status-left`
 * (`StatusLeft`), `status-right` (`StatusRight`), or elsewhere
 * (`StatusDefault`).
 */
export function statusPlaceAt(
  cols: number,
  content: StatusContent,
  x: number,
  look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
  now: Date = new Date(),
): { place: StatusPlace; window?: number } {
  const l = layout(cols, content, now, look);
  const span = l.spans.find((s) => x >= s.x0 && x < s.x1);
  if (span) return { place: "Status", window: span.index };
  const within = (r?: [number, number]) => r && x >= r[0] && x < r[1];
  if (within(l.left)) return { place: "StatusLeft" };
  if (within(l.right)) return { place: "StatusRight" };
  return { place: "StatusDefault" };
}

/**
 * The first column of window `index`'s name on the status line, as laid
 * out with `look` at time `now` (where tmux's `display-menu -x W` puts a
 * menu: the start of the window's range), or undefined when the list
 * does not show it.
 */
export function windowStart(
  cols: number,
  content: StatusContent,
  index: number,
  look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
  now: Date = new Date(),
): number | undefined {
  const l = layout(cols, content, now, look);
  return l.spans.find((s) => s.index === index)?.x0;
}

/** The status line's places among tmux's mouse key places. */
export type StatusPlace =
  | "Status"
  | "StatusLeft"
  | "StatusRight"
  | "StatusDefault";

/**
 * The terminal's title for `content` at time `now`: `set-titles-string`
 * with its `strftime` conversions and `#{...}` expanded as the status
 * line's (the shown window's variables), as tmux's
 * `server_client_set_title`.
 */
export function titleText(
  content: StatusContent,
  now: Date,
  look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
): string {
  const windows = content.status.windows;
  const shown = windows.findIndex(([, , f]) => f.includes("*"));
  return expandFormat(
    strftime(look["set-titles-string"], now),
    lookupFor(content, shown, look),
  );
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

// The line's style: `status-style` over the terminal's default, then
// `status-fg` and `status-bg` unless `default` (tmux 3.3a's status_redraw).
function lineStyle(look: Readonly<StatusLineOptions>): SgrStyle {
  const s: Style = { ...DEFAULT_STYLE };
  if (!applyStyle(s, look["status-style"], DEFAULT_STYLE)) {
    Object.assign(s, STATUS_STYLE);
  }
  for (const k of ["fg", "bg"] as const) {
    const colour = look[`status-${k}`];
    if (colour && colour.toLowerCase() !== "default") {
      applyStyle(s, `${k}=${colour}`, DEFAULT_STYLE);
    }
  }
  return plain(s);
}

function layout(
  cols: number,
  c: StatusContent,
  now: Date,
  look: Readonly<StatusLineOptions>,
): FormatLayout {
  const base = lineStyle(look);
  const windows = c.status.windows;
  const shown = windows.findIndex(([, , f]) => f.includes("*"));
  const lookup = lookupFor(c, shown, look);
  const expand = (f: string, l: FormatLookup) =>
    expandFormat(strftime(f, now), l);
  // tmux's default `status-format`, drawn a piece at a time.
  const d = new FormatDraw(base);
  d.style(`align=left ${look["status-left-style"]}`);
  d.style("push-default");
  d.text(trimFormat(
    expand(look["status-left"], lookup),
    look["status-left-length"],
  ));
  d.style("pop-default");
  d.style("default");
  d.style(`list=on align=${look["status-justify"]}`);
  d.style("list=left-marker");
  d.text("<");
  d.style("list=right-marker");
  d.text(">");
  d.style("list=on");
  windows.forEach(([i, , flags, , , , , own], n) => {
    const current = n === shown;
    const start = d.listWidth();
    // Its window's own values over the session's (step 45), as tmux
    // draws each entry with its window's options: its window-status-*,
    // and what its formats read (#{mode-keys}, #{pane-base-index}).
    const its = own ? { ...look, ...ownLook(own) } : look;
    d.windowStyle(its, flags, current);
    d.style("push-default");
    d.text(expand(
      its[current ? "window-status-current-format" : "window-status-format"],
      lookupFor(c, n, its),
    ));
    d.style("pop-default");
    d.style(current ? "list=on default" : "default");
    d.span(i, start);
    // The separator is an option's value in tmux's status-format, not a
    // format: its styles apply, but not its `#{...}` or `%` conversions.
    if (n < windows.length - 1) d.text(its["window-status-separator"]);
  });
  d.style(`nolist align=right ${look["status-right-style"]}`);
  d.style("push-default");
  d.text(trimFormat(
    expand(look["status-right"], lookup),
    look["status-right-length"],
  ));
  d.style("pop-default");
  d.style("default");
  return d.place(cols);
}

// The variables of the status line, for window `n` of the list (the shown
// one outside the list).
/**
 * A window's own values as the wire carries them (texts: `on`, `3`) read
 * as the settings' kinds, as the options the look holds.
 */
function ownLook(own: Record<string, string>): StatusLineOptions {
  const out: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(own)) {
    out[name] = settingFromText(name, text);
  }
  return out as unknown as StatusLineOptions;
}

function lookupFor(
  c: StatusContent,
  n: number,
  look: Readonly<StatusLineOptions>,
): FormatLookup {
  const windows = c.status.windows;
  const w = windows[n] as WireStatus["windows"][number] | undefined;
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
    window_silence_flag: () => flag("~"),
    window_bell_flag: () => flag("!"),
    window_zoomed_flag: () => flag("Z"),
    window_start_flag: () => n === 0 ? "1" : "0",
    window_end_flag: () => n === windows.length - 1 ? "1" : "0",
    // Window n's own active pane's (step 38), the shown one's title live.
    pane_index: () => String(w?.[5] ?? c.status.pane),
    pane_title: () =>
      w?.[6] === undefined || flags.includes("*") ? c.title : w[6] || host,
    // Window n's own (a daemon before it sent the shown pane's alone).
    pane_current_path: () => w?.[3] ?? c.status.path ?? "",
    pane_current_command: () => w?.[4] ?? c.status.command ?? "",
    host: () => host,
    host_short: () => host.replace(/\..*$/, ""),
    window_bigger: () => c.offset ? "1" : "0",
    window_offset_x: () => c.offset ? String(c.offset.x) : "",
    window_offset_y: () => c.offset ? String(c.offset.y) : "",
    client_prefix: () => c.prefix ? "1" : "0",
    client_key_table: () => c.keyTable ?? (c.prefix ? "prefix" : "root"),
  };
  const jobs = c.jobs;
  return (name) =>
    Object.hasOwn(values, name) ? values[name]() : isUserOption(name)
      // Window n's and its active pane's own (step 48) over the look's.
      ? w?.[7]?.[name] ?? look[name]
      : SETTING_NAMES.includes(name)
      ? settingText(name, (look as unknown as Record<string, unknown>)[name])
      : jobs && name.startsWith(JOB_PROBE)
      ? name === JOB_PROBE ? "" : jobs(name.slice(2, -1))
      : undefined;
}

/**
 * `text` cut to `max` cells as tmux's `#{=/N:...}` cuts it
 * (`format_trim_left`): `#[...]` styles before the cut stay, `##` is one
 * cell, controls are dropped; 0 cuts nothing.
 */
function trimFormat(text: string, max: number): string {
  // `=/0` cuts nothing, as tmux's.
  if (max === 0) return text;
  const gs = splitGraphemes(text);
  let out = "", width = 0;
  for (let i = 0; i < gs.length && width < max;) {
    let n = 0;
    while (gs[i + n] === "#") n++;
    if (n > 0) {
      // A run of `#`: before `[`, its pairs are `#` cells and an odd
      // last one starts a style; else each pair (or a lone one) a cell.
      const style = gs[i + n] === "[" && n % 2 === 1;
      let cells = gs[i + n] === "[" ? Math.floor(n / 2) : Math.ceil(n / 2);
      cells = Math.min(cells, max - width);
      out += n === 1 && !style ? "#" : "##".repeat(cells);
      width += cells;
      i += style ? n - 1 : n;
      if (gs[i] === "[" && !style) {
        if (width < max) out += "[", width++;
        i++;
      }
      if (!style) continue;
    }
    if (gs[i] === "#" && gs[i + 1] === "[") {
      const end = gs.indexOf("]", i + 2);
      if (end < 0) break;
      out += gs.slice(i, end + 1).join("");
      i = end + 1;
      continue;
    }
    const w = graphemeCells(gs[i]);
    if (w > 0 && width + w <= max) out += gs[i];
    width += w;
    i++;
  }
  return out;
}

// Writes a piece's cells, those wholly inside it, within the row.
function put(row: GridRow, p: Piece, cols: number): void {
  let x = 0;
  for (const c of p.cells) {
    const at = p.at + x - p.from;
    if (x >= p.from && x + c.w <= p.from + p.width && at >= 0) {
      if (at + c.w > cols) break;
      row.chars[at] = c.g;
      row.setStyle(at, c.s);
      if (c.w === 2) {
        row.chars[at + 1] = WIDE_TAIL;
        row.setStyle(at + 1, c.s);
      }
    }
    x += c.w;
  }
}
