/**
 * Test helpers that use @xterm/headless as an independent terminal: one
 * instance plays the session (VT input in, frames out, as the daemon would
 * send them), another plays the user's outer terminal (the renderer's bytes
 * in, a screen to compare out).
 *
 * @module
 */

import xterm from "@xterm/headless";
import type { UpdateMsg, WireCursor } from "../../protocol/messages.ts";
import {
  ATTR_BLINK,
  ATTR_BOLD,
  ATTR_FAINT,
  ATTR_INVERSE,
  ATTR_INVISIBLE,
  ATTR_ITALIC,
  ATTR_OVERLINE,
  ATTR_STRIKE,
  COLOR_DEFAULT,
  COLOR_RGB,
  type CursorShape,
  type MouseEncoding,
  type MouseTracking,
  type RowRun,
  RUN_WIDE,
  type TerminalModes,
  UNDERLINE_SHIFT,
} from "../../vt/types.ts";

export type Term = InstanceType<typeof xterm.Terminal>;
type Cell = NonNullable<
  ReturnType<
    NonNullable<ReturnType<Term["buffer"]["active"]["getLine"]>>["getCell"]
  >
>;

/** A headless terminal of the given size. */
export function newTerm(cols: number, rows: number): Term {
  return new xterm.Terminal({
    cols,
    rows,
    allowProposedApi: true,
    scrollback: 0,
  });
}

/** Writes bytes or text into `term` and waits until they are parsed. */
export function write(term: Term, data: Uint8Array | string): Promise<void> {
  return new Promise((resolve) => term.write(data, resolve));
}

/** The style of an xterm cell in berth's encoding: [fg, bg, flags, ul]. */
export function cellStyle(c: Cell): [number, number, number, number] {
  const fg = c.isFgDefault()
    ? COLOR_DEFAULT
    : c.isFgRGB()
    ? COLOR_RGB | c.getFgColor()
    : c.getFgColor();
  const bg = c.isBgDefault()
    ? COLOR_DEFAULT
    : c.isBgRGB()
    ? COLOR_RGB | c.getBgColor()
    : c.getBgColor();
  let flags = 0;
  if (c.isBold()) flags |= ATTR_BOLD;
  if (c.isDim()) flags |= ATTR_FAINT;
  if (c.isItalic()) flags |= ATTR_ITALIC;
  if (c.isBlink()) flags |= ATTR_BLINK;
  if (c.isInverse()) flags |= ATTR_INVERSE;
  if (c.isInvisible()) flags |= ATTR_INVISIBLE;
  if (c.isStrikethrough()) flags |= ATTR_STRIKE;
  if (c.isOverline()) flags |= ATTR_OVERLINE;
  let ul = COLOR_DEFAULT;
  if (c.isUnderline()) {
    // deno-lint-ignore no-explicit-any
    const ext = (c as any).extended;
    const style = ext?.underlineStyle || 1;
    flags |= style << UNDERLINE_SHIFT;
    const raw = ext?.underlineColor ?? 0;
    const mode = (raw >> 24) & 3;
    if (mode === 3) ul = COLOR_RGB | (raw & 0xffffff);
    else if (mode !== 0) ul = raw & 0xff;
  }
  return [fg, bg, flags, ul];
}

/** Row y of `term` as `RowRun`s, trailing default blanks left out. */
export function rowRuns(term: Term, y: number): RowRun[] {
  const line = term.buffer.active.getLine(term.buffer.active.viewportY + y);
  const runs: RowRun[] = [];
  if (!line) return runs;
  let key = "";
  for (let x = 0; x < term.cols; x++) {
    const c = line.getCell(x)!;
    const w = c.getWidth();
    if (w === 0) continue;
    const [fg, bg, flags, ul] = cellStyle(c);
    const wide = w === 2 ? RUN_WIDE : 0;
    const k = `${fg},${bg},${flags | wide},${ul}`;
    const ch = c.getChars() || " ";
    if (k === key) {
      const run = runs[runs.length - 1];
      run[0] += ch;
      run[1] += w;
    } else {
      runs.push(trimRun([ch, w, fg, bg, flags | wide, ul]));
      key = k;
    }
  }
  // Drop trailing default blanks.
  while (runs.length > 0) {
    const last = runs[runs.length - 1];
    if (last.length > 2) break;
    const trimmed = last[0].replace(/ +$/, "");
    if (trimmed.length === last[0].length) break;
    if (trimmed === "") {
      runs.pop();
      continue;
    }
    last[1] -= last[0].length - trimmed.length;
    last[0] = trimmed;
    break;
  }
  return runs;
}

function trimRun(run: RowRun): RowRun {
  const defaults = [undefined, undefined, COLOR_DEFAULT, COLOR_DEFAULT, 0, -1];
  while (run.length > 2 && run[run.length - 1] === defaults[run.length - 1]) {
    run.pop();
  }
  return run;
}

/** Cursor of `term` as the protocol sends it. */
export function wireCursor(term: Term): WireCursor {
  // deno-lint-ignore no-explicit-any
  const core = (term as any)._core;
  const hidden = core.coreService.isCursorHidden as boolean;
  const style = core.coreService.decPrivateModes.cursorStyle ?? "block";
  const blink = core.coreService.decPrivateModes.cursorBlink ?? true;
  const shape: CursorShape = style === "bar"
    ? "bar"
    : style === "underline"
    ? "underline"
    : "block";
  return [
    Math.min(term.buffer.active.cursorX, term.cols - 1),
    term.buffer.active.cursorY,
    hidden ? 0 : 1,
    shape,
    blink ? 1 : 0,
  ];
}

const TRACKING: Record<string, MouseTracking> = {
  none: "none",
  x10: "x10",
  vt200: "normal",
  drag: "button",
  any: "any",
};
const ENCODING: Record<string, MouseEncoding> = {
  DEFAULT: "default",
  UTF8: "utf8",
  SGR: "sgr",
  URXVT: "urxvt",
  SGR_PIXELS: "sgr",
};

/** The modes of `term` as the protocol sends them. */
export function terminalModes(term: Term): TerminalModes {
  // deno-lint-ignore no-explicit-any
  const core = (term as any)._core;
  return {
    cursorKeys: term.modes.applicationCursorKeysMode,
    keypad: term.modes.applicationKeypadMode,
    bracketedPaste: term.modes.bracketedPasteMode,
    focusEvents: term.modes.sendFocusMode,
    mouseTracking: TRACKING[term.modes.mouseTrackingMode] ?? "none",
    mouseEncoding: ENCODING[core.coreMouseService.activeEncoding] ?? "default",
    altScreen: term.buffer.active.type === "alternate",
    synchronizedOutput: false,
    insert: term.modes.insertMode,
    autowrap: term.modes.wraparoundMode,
    origin: term.modes.originMode,
    alternateScroll: false,
  };
}

/**
 * Plays the daemon: keeps the rows last sent and makes each frame the rows
 * that changed since, as the protocol says.
 */
export class UpdateSource {
  #sent: string[] = [];
  #seq = 0;
  #cols = 0;
  #rows = 0;
  #title = "";
  #titleSent = "";
  #modes = "";

  constructor(readonly term: Term) {
    term.onTitleChange((t) => this.#title = t);
  }

  /** The next frame; `full` forces every row to be sent. */
  next(full = false): UpdateMsg {
    const t = this.term;
    if (t.cols !== this.#cols || t.rows !== this.#rows) full = true;
    if (full) this.#sent = [];
    this.#cols = t.cols;
    this.#rows = t.rows;
    const lines: [number, RowRun[]][] = [];
    for (let y = 0; y < t.rows; y++) {
      const runs = rowRuns(t, y);
      const key = JSON.stringify(runs);
      if (this.#sent[y] === key || (full && runs.length === 0)) {
        this.#sent[y] = key;
        continue;
      }
      this.#sent[y] = key;
      lines.push([y, runs]);
    }
    const modes = terminalModes(t);
    const mkey = JSON.stringify(modes);
    const frame: UpdateMsg = {
      t: "update",
      seq: ++this.#seq,
      cols: t.cols,
      rows: t.rows,
      full,
      lines,
      cursor: wireCursor(t),
    };
    if (this.#title !== this.#titleSent) frame.title = this.#title;
    this.#titleSent = this.#title;
    if (mkey !== this.#modes) frame.modes = modes;
    this.#modes = mkey;
    return frame;
  }
}

/**
 * A comparable text form of a cell: blanks keep only what shows on a
 * blank (background, inverse, lines), as the renderer may draw them so.
 */
export function cellKey(
  ch: string,
  width: number,
  [fg, bg, flags, ul]: number[],
): string {
  const visibleOnBlank = ATTR_INVERSE | ATTR_STRIKE | ATTR_OVERLINE |
    (7 << UNDERLINE_SHIFT);
  if ((ch === " " || ch === "") && width === 1 && !(flags & visibleOnBlank)) {
    return ` |1|bg=${bg}`;
  }
  if (!(flags & (7 << UNDERLINE_SHIFT))) ul = COLOR_DEFAULT;
  return `${ch}|${width}|${fg}|${bg}|${flags}|${ul}`;
}

/** Every cell of `term`'s screen as `cellKey`s, row by row. */
export function screenKeys(term: Term): string[][] {
  const out: string[][] = [];
  const buf = term.buffer.active;
  for (let y = 0; y < term.rows; y++) {
    const line = buf.getLine(buf.viewportY + y)!;
    const row: string[] = [];
    for (let x = 0; x < term.cols; x++) {
      const c = line.getCell(x)!;
      const w = c.getWidth();
      row.push(
        w === 0 ? "<tail>" : cellKey(c.getChars() || " ", w, cellStyle(c)),
      );
    }
    out.push(row);
  }
  return out;
}

/**
 * What an outer terminal of `cols` x `rows` must show for the session
 * screen in `session`: its top-left part, padded with `fill` (faint) or
 * blanks.
 */
export function expectedKeys(
  session: Term,
  cols: number,
  rows: number,
  fill = ".",
  offset = { x: 0, y: 0 },
): string[][] {
  const src = screenKeys(session);
  const pad = fill === " "
    ? cellKey(" ", 1, [COLOR_DEFAULT, COLOR_DEFAULT, 0, COLOR_DEFAULT])
    : cellKey(fill, 1, [COLOR_DEFAULT, COLOR_DEFAULT, ATTR_FAINT, -1]);
  const edge = cellKey(".", 1, [COLOR_DEFAULT, COLOR_DEFAULT, ATTR_FAINT, -1]);
  const blank = cellKey(" ", 1, [COLOR_DEFAULT, COLOR_DEFAULT, 0, -1]);
  const { x: ox, y: oy } = offset;
  // A session larger than the view: the edges with more beyond are marked.
  const bigger = session.cols > cols || session.rows > rows;
  const left = bigger && ox > 0, right = bigger && ox + cols < session.cols;
  const out: string[][] = [];
  for (let y = 0; y < rows; y++) {
    const row: string[] = [];
    const sy = y + oy;
    const edgeRow = bigger &&
      ((y === 0 && oy > 0) || (y === rows - 1 && oy + rows < session.rows));
    for (let x = 0; x < cols; x++) {
      const sx = x + ox;
      if (edgeRow || (x === 0 && left) || (x === cols - 1 && right)) {
        row.push(edge);
        continue;
      }
      if (sy >= session.rows || sx >= session.cols) {
        row.push(pad);
        continue;
      }
      const k = src[sy][sx];
      // A wide grapheme cut by an edge (or its marker) shows as a blank.
      const cutRight = (x === cols - 1 || (x === cols - 2 && right)) &&
        sx + 1 < session.cols && src[sy][sx + 1] === "<tail>";
      const cutLeft = (x === 0 || (x === 1 && left)) && k === "<tail>";
      row.push(cutRight || cutLeft ? blank : k);
    }
    out.push(row);
  }
  return out;
}

/** Screen text of `term`, one string per row (for failure messages). */
export function screenText(term: Term): string[] {
  const buf = term.buffer.active;
  const out: string[] = [];
  for (let y = 0; y < term.rows; y++) {
    out.push(buf.getLine(buf.viewportY + y)!.translateToString(true));
  }
  return out;
}
