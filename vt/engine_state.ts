/**
 * The whole state of a terminal engine as plain data, and back: what a
 * live upgrade hands from the old daemon to the new one for every pane
 * (`server/daemon/upgrade_state.ts` puts it in the state file).
 *
 * Everything the engine holds is kept exactly, so that an engine restored
 * and then fed more output equals one fed everything: the screens (both
 * grids, the history ring with its budget and count), every row's cells,
 * wraps, stamps and clusters, the style and hyperlink tables with their
 * free lists (ids handed out later match), cursor, pen, margins, modes,
 * tabs, charsets, saved cursors, titles, palette, and a sequence cut by
 * the end of the last read (the parser's state and UTF-8 decoder). What is
 * left out is derived (cached style ids, the fast-path flag) and
 * recomputed, or transient (a ZWJ join pending, a DCS string's payload
 * restarts empty).
 *
 * Binary fields are little-endian bytes (`Uint8Array`), so that the state
 * survives structured clone and msgpack alike; a state read back is
 * checked whole by `checkEngineState` before anything uses it.
 *
 * Format version `ENGINE_STATE_VERSION`: bump on any change to the shapes
 * below (a new daemon refuses a version it does not know). Version 1 (two
 * mark slots an entry, before 2026-12-05) is still read, so a daemon of
 * that time can upgrade to this one.
 *
 * @module
 */

import { charsetFor } from "./charsets.ts";
import type { Charset } from "./charsets.ts";
import { Grid } from "./grid.ts";
import type { LinkTableState } from "./hyperlinks.ts";
import type { Parser, ParserState } from "./parser.ts";
import { MARK_ENTRY, MARK_FIRST, Row, rowWords } from "./row.ts";
import type { SavedCursor, Screen } from "./screen.ts";
import type { VtState } from "./state.ts";
import { DEFAULT_BG, DEFAULT_FG } from "./palette.ts";
import { MAX_STYLES, STYLE_STRIDE } from "./styles.ts";
import type { CursorShape, TerminalModes } from "./types.ts";
import { CELL_WORDS, CP_MASK } from "./cell.ts";
import { MAX_SIDE } from "../protocol/limits.ts";

/** Version of the shapes below. */
export const ENGINE_STATE_VERSION = 2;

/** Words per marks entry in each version read (`Row.marks`). */
const MARK_ENTRY_OF: Record<number, number> = { 1: 3, 2: MARK_ENTRY };

/**
 * One row: cols, its used cells' words (bytes), used, wrapped, gen, marks
 * (bytes) or null, mark count, long clusters or null, long count.
 */
export type RowState = [
  number,
  Uint8Array,
  number,
  boolean,
  number,
  Uint8Array | null,
  number,
  (string | null)[] | null,
  number,
];

/** A saved cursor (DECSC) with its charsets as designator finals. */
export type SavedCursorState = Omit<SavedCursor, "charsets"> & {
  charsets: number[];
};

/** A whole engine. */
export interface EngineState {
  v: number;
  screen: {
    cols: number;
    rows: number;
    altActive: boolean;
    stamp: number;
    /** x, y, top, bottom, left, right, fg, bg, ul, flags, link, gl, ss, lastCp */
    nums: number[];
    /** wrapPending, cursorVisible, autowrap, insert, origin, lrmm, newline, reverseWrap, protect */
    flags: boolean[];
    charsets: number[];
    tabs: Uint8Array;
    /** Each grid's ring as it is (its order stamps rows), and its start. */
    primary: RowState[];
    alt: RowState[];
    bases: [number, number];
    history: RowState[];
    historyLines: number;
    historyBudget: number;
    historyPushed: number;
    styles: {
      data: Uint8Array;
      used: Uint8Array;
      free: number[];
      count: number;
      /**
       * The table's capacity when `used` stops short of it (the ids past
       * it never used). Optional, so that the version stays: a reader
       * without it takes `used.length`, a table that grows when full.
       */
      cap?: number;
    };
    links: LinkTableState;
    saved: [SavedCursorState | null, SavedCursorState | null];
  };
  vt: {
    modes: TerminalModes;
    cursorShape: CursorShape;
    cursorBlink: boolean;
    title: string;
    iconName: string;
    cwd: string;
    palette: { colors: Uint8Array; fg: number; bg: number; cursor: number };
    titleStack: [string, string][];
  };
  parser: ParserState;
}

const NUM_FIELDS = [
  "x",
  "y",
  "top",
  "bottom",
  "left",
  "right",
  "fg",
  "bg",
  "ul",
  "flags",
  "link",
  "gl",
  "singleShift",
  "lastCp",
] as const;

const FLAG_FIELDS = [
  "wrapPending",
  "cursorVisible",
  "autowrap",
  "insert",
  "origin",
  "lrmm",
  "newline",
  "reverseWrap",
  "protect",
] as const;

/** A typed array's bytes (a copy: the engine goes on changing it). */
function bytesOf(a: Uint32Array | Int32Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength).slice();
}

/** Words from bytes (copied: msgpack's may be unaligned). */
function wordsOf(b: Uint8Array): Uint32Array {
  return new Uint32Array(b.slice().buffer);
}

/** A charset as the final byte that designates it (0: ASCII). */
function charsetFinal(c: Charset): number {
  if (c === null) return 0;
  for (const f of [0x30, 0x41]) if (charsetFor(f) === c) return f;
  return 0;
}

function charsetOf(final: number): Charset {
  return final === 0 ? null : charsetFor(final);
}

function saveRow(row: Row): RowState {
  const words = row.used * CELL_WORDS;
  return [
    row.cols,
    bytesOf(row.cells.subarray(0, words)),
    row.used,
    row.wrapped,
    row.gen,
    row.marks === null ? null : bytesOf(row.marks),
    row.markCount,
    row.long === null ? null : row.long.map((l) => l ?? null),
    row.longCount,
  ];
}

function loadRow(s: RowState, version: number): Row {
  const [cols, cells, used, wrapped, gen, marks, markCount, long, longCount] =
    s;
  const row = new Row(cols);
  row.cells.set(wordsOf(cells));
  row.used = used;
  row.wrapped = wrapped;
  row.gen = gen;
  row.marks = marks === null
    ? null
    : widenMarks(wordsOf(marks), markCount, MARK_ENTRY_OF[version]);
  row.markCount = markCount;
  row.restoreLong(
    long === null ? null : long.map((l) => l ?? undefined),
    longCount,
  );
  return row;
}

/**
 * `count` marks entries of `from` words as entries of `MARK_ENTRY`, with
 * room for a new row's worth more (a full list compacts at every mark).
 */
function widenMarks(m: Uint32Array, count: number, from: number): Uint32Array {
  if (from === MARK_ENTRY) return m;
  const out = new Uint32Array((count + MARK_FIRST) * MARK_ENTRY);
  for (let i = 0; i < count; i++) {
    out.set(m.subarray(i * from, (i + 1) * from), i * MARK_ENTRY);
  }
  return out;
}

function saveCursor(c: SavedCursor | null): SavedCursorState | null {
  return c === null ? null : { ...c, charsets: c.charsets.map(charsetFinal) };
}

function loadCursor(c: SavedCursorState | null): SavedCursor | null {
  return c === null ? null : { ...c, charsets: c.charsets.map(charsetOf) };
}

/** The engine made of `screen`, `vt` and `parser`, as plain data. */
export function saveEngine(
  screen: Screen,
  vt: VtState,
  parser: Parser,
): EngineState {
  const s = screen;
  const styles = s.styles.save();
  return {
    v: ENGINE_STATE_VERSION,
    screen: {
      cols: s.cols,
      rows: s.rows,
      altActive: s.altActive,
      stamp: s.stamp,
      nums: NUM_FIELDS.map((k) => s[k]),
      flags: FLAG_FIELDS.map((k) => s[k]),
      charsets: s.charsets.map(charsetFinal),
      tabs: s.tabs.slice(),
      primary: s.primary.rows.map(saveRow),
      alt: s.alt.rows.map(saveRow),
      bases: [s.primary.base, s.alt.base],
      history: s.history.toArray().map(saveRow),
      historyLines: s.history.lines,
      historyBudget: s.history.budget,
      historyPushed: s.history.pushed,
      styles: { ...styles, data: bytesOf(styles.data) },
      links: s.links.save(),
      saved: s.savedCursors().map(saveCursor) as EngineState["screen"][
        "saved"
      ],
    },
    vt: {
      modes: { ...vt.modes },
      cursorShape: vt.cursorShape,
      cursorBlink: vt.cursorBlink,
      title: vt.title,
      iconName: vt.iconName,
      cwd: vt.cwd,
      palette: {
        colors: bytesOf(vt.palette.colors),
        fg: vt.palette.fg,
        bg: vt.palette.bg,
        cursor: vt.palette.cursor,
      },
      titleStack: vt.titleStack.map(([a, b]) => [a, b]),
    },
    parser: parser.save(),
  };
}

/**
 * Puts a checked state into a fresh engine's parts (made at the state's
 * size and history length).
 */
export function loadEngine(
  st: EngineState,
  screen: Screen,
  vt: VtState,
  parser: Parser,
): void {
  const s = screen;
  const e = st.screen;
  s.stamp = e.stamp;
  s.altActive = e.altActive;
  NUM_FIELDS.forEach((k, i) => (s[k] = e.nums[i]));
  FLAG_FIELDS.forEach((k, i) => (s[k] = e.flags[i]));
  s.charsets = e.charsets.map(charsetOf);
  s.tabs.set(e.tabs);
  const load = (r: RowState) => loadRow(r, st.v);
  s.primary = new Grid(e.primary.map(load));
  s.alt = new Grid(e.alt.map(load));
  [s.primary.base, s.alt.base] = e.bases;
  s.lines = e.altActive ? s.alt : s.primary;
  s.history.restore(e.history.map(load), e.historyBudget, e.historyPushed);
  s.styles.load({
    data: new Int32Array(e.styles.data.slice().buffer),
    used: e.styles.used.slice(),
    free: e.styles.free.slice(),
    count: e.styles.count,
    cap: e.styles.cap,
  });
  s.links.load(e.links);
  s.restored([loadCursor(e.saved[0]), loadCursor(e.saved[1])]);
  const v = st.vt;
  Object.assign(vt.modes, v.modes);
  vt.cursorShape = v.cursorShape;
  vt.cursorBlink = v.cursorBlink;
  vt.title = v.title;
  vt.iconName = v.iconName;
  vt.cwd = v.cwd;
  vt.palette.colors.set(new Int32Array(v.palette.colors.slice().buffer));
  // A daemon before the terminal's own colours saved the default as it.
  vt.palette.fg = v.palette.fg === DEFAULT_FG ? -1 : v.palette.fg;
  vt.palette.bg = v.palette.bg === DEFAULT_BG ? -1 : v.palette.bg;
  vt.palette.cursor = v.palette.cursor;
  vt.titleStack = v.titleStack.map(([a, b]) => [a, b]);
  vt.dcs = null;
  parser.load(st.parser);
}

/** A saved engine state that cannot be used; the message says why. */
export class EngineStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EngineStateError";
  }
}

function fail(what: string): never {
  throw new EngineStateError(`Bad engine state: ${what}`);
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !ArrayBuffer.isView(x) &&
    !Array.isArray(x);
}

function int(x: unknown, what: string, lo = 0, hi = 0xffffffff): number {
  if (!Number.isInteger(x) || (x as number) < lo || (x as number) > hi) {
    fail(`${what} is not an integer in ${lo}..${hi}`);
  }
  return x as number;
}

function bool(x: unknown, what: string): boolean {
  if (typeof x !== "boolean") fail(`${what} is not a boolean`);
  return x;
}

function str(x: unknown, what: string): string {
  if (typeof x !== "string") fail(`${what} is not a string`);
  return x;
}

function bytes(x: unknown, what: string, length?: number): Uint8Array {
  if (!(x instanceof Uint8Array)) fail(`${what} is not bytes`);
  if (length !== undefined && x.length !== length) {
    fail(`${what} holds ${x.length} bytes, not ${length}`);
  }
  return x;
}

/** Little-endian word `i` of `b` (which may start at any byte). */
function wordAt(b: Uint8Array, i: number): number {
  const o = i * 4;
  return (b[o] | b[o + 1] << 8 | b[o + 2] << 16 | b[o + 3] << 24) >>> 0;
}

/** A code point a string can hold (drawing one past U+10FFFF throws). */
function codePoint(cp: number, what: string): void {
  if (cp > 0x10ffff) fail(`${what} holds a code point past U+10FFFF`);
}

function arr(x: unknown, what: string, length?: number): unknown[] {
  if (!Array.isArray(x)) fail(`${what} is not a list`);
  if (length !== undefined && x.length !== length) {
    fail(`${what} has ${x.length} entries, not ${length}`);
  }
  return x;
}

function checkRow(
  x: unknown,
  what: string,
  entry: number,
  cols?: number,
): void {
  const r = arr(x, what, 9);
  const c = int(r[0], `${what} width`, 1, MAX_SIDE);
  if (cols !== undefined && c !== cols) fail(`${what} is ${c} wide`);
  const used = int(r[2], `${what} used`, 0, c);
  const cells = bytes(r[1], `${what} cells`, used * CELL_WORDS * 4);
  bool(r[3], `${what} wrap`);
  int(r[4], `${what} stamp`, 0, Number.MAX_SAFE_INTEGER);
  const markCount = int(r[6], `${what} mark count`);
  if (r[5] !== null) {
    const m = bytes(r[5], `${what} marks`);
    if (m.length % 4 !== 0 || m.length / 4 < markCount * entry) {
      fail(`${what} marks are cut`);
    }
    for (let at = 0; at < markCount * entry; at += entry) {
      for (let i = 1; i < entry; i++) {
        codePoint(wordAt(m, at + i), `${what} mark`);
      }
    }
  } else if (markCount !== 0) fail(`${what} has marks counted but none`);
  for (let i = 0; i < used * CELL_WORDS; i += CELL_WORDS) {
    codePoint(wordAt(cells, i) & CP_MASK, `${what} cell`);
  }
  if (r[7] !== null) {
    const long = arr(r[7], `${what} clusters`);
    if (long.length > c) fail(`${what} has clusters past its end`);
    for (const l of long) if (l !== null) str(l, `${what} cluster`);
  }
  int(r[8], `${what} cluster count`);
  if (rowWords(c) < used * CELL_WORDS) fail(`${what} is over-full`);
}

function checkCharsets(x: unknown, what: string, n?: number): void {
  for (const f of arr(x, what, n)) {
    if (f !== 0 && f !== 0x30 && f !== 0x41) fail(`${what}: unknown charset`);
  }
}

function checkSaved(x: unknown, what: string, cols: number, rows: number) {
  if (x === null) return;
  if (!isObj(x)) fail(`${what} is not a saved cursor`);
  int(x.x, `${what} x`, 0, cols - 1);
  int(x.y, `${what} y`, 0, rows - 1);
  for (const k of ["fg", "bg", "ul", "flags", "link", "gl"]) {
    int(x[k], `${what} ${k}`, -1);
  }
  for (const k of ["wrapPending", "protect", "origin"]) {
    bool(x[k], `${what} ${k}`);
  }
  checkCharsets(x.charsets, `${what} charsets`, 4);
}

/** `entry`: words per marks entry in the state's version. */
function checkScreen(x: unknown, entry: number): void {
  if (!isObj(x)) fail("no screen");
  const cols = int(x.cols, "cols", 1, MAX_SIDE);
  const rows = int(x.rows, "rows", 1, MAX_SIDE);
  bool(x.altActive, "altActive");
  int(x.stamp, "stamp", 0, Number.MAX_SAFE_INTEGER);
  const nums = arr(x.nums, "numbers", NUM_FIELDS.length);
  nums.forEach((n, i) => int(n, NUM_FIELDS[i], -1));
  const [cx, cy, top, bottom, left, right] = nums as number[];
  if (cx >= cols || cy >= rows) fail("the cursor is off the screen");
  if (top > bottom || bottom >= rows || left > right || right >= cols) {
    fail("the margins are outside the screen");
  }
  if ((nums[11] as number) > 3) fail("gl is not 0-3");
  arr(x.flags, "flags", FLAG_FIELDS.length).forEach((f, i) =>
    bool(f, FLAG_FIELDS[i])
  );
  checkCharsets(x.charsets, "charsets", 4);
  bytes(x.tabs, "tabs", cols);
  arr(x.primary, "primary screen", rows).forEach((r, y) =>
    checkRow(r, `primary row ${y}`, entry, cols)
  );
  arr(x.alt, "alternate screen", rows).forEach((r, y) =>
    checkRow(r, `alternate row ${y}`, entry, cols)
  );
  arr(x.bases, "grid starts", 2).forEach((b) =>
    int(b, "grid start", 0, rows - 1)
  );
  arr(x.history, "history").forEach((r, i) =>
    checkRow(r, `history row ${i}`, entry)
  );
  int(x.historyLines, "history length");
  int(x.historyBudget, "history budget", 0, Number.MAX_SAFE_INTEGER);
  int(x.historyPushed, "history count", 0, Number.MAX_SAFE_INTEGER);
  checkStyles(x.styles);
  checkLinks(x.links);
  const saved = arr(x.saved, "saved cursors", 2);
  saved.forEach((c, i) => checkSaved(c, `saved cursor ${i}`, cols, rows));
}

function checkStyles(x: unknown): void {
  if (!isObj(x)) fail("no style table");
  const used = bytes(x.used, "styles in use");
  if (used.length < 1) fail("the style table is empty");
  bytes(x.data, "styles", used.length * STYLE_STRIDE * 4);
  for (const id of arr(x.free, "free styles")) {
    int(id, "free style", 1, used.length - 1);
  }
  int(x.count, "style count", 1, used.length);
  if (x.cap !== undefined) {
    const cap = int(x.cap, "style capacity", used.length, MAX_STYLES);
    // A power of two, as every capacity (its hash slots' mask needs it).
    if ((cap & (cap - 1)) !== 0) {
      fail("the style capacity is not a power of two");
    }
  }
}

function checkLinks(x: unknown): void {
  if (!isObj(x)) fail("no link table");
  const keys = arr(x.keys, "link keys");
  const uris = arr(x.uris, "link targets", keys.length);
  keys.forEach((k, i) => {
    if ((k === null) !== (uris[i] === null)) fail(`link ${i} is half there`);
    if (k !== null) str(k, "link key");
    if (uris[i] !== null) str(uris[i], "link target");
  });
  for (const id of arr(x.free, "free links")) {
    int(id, "free link", 1, Math.max(1, keys.length - 1));
  }
}

function checkVt(x: unknown): void {
  if (!isObj(x)) fail("no modes");
  if (!isObj(x.modes)) fail("no modes");
  for (const [k, v] of Object.entries(x.modes)) {
    if (typeof v !== "boolean" && typeof v !== "string") fail(`mode ${k}`);
  }
  if (!["block", "underline", "bar"].includes(x.cursorShape as string)) {
    fail("unknown cursor shape");
  }
  bool(x.cursorBlink, "cursor blink");
  str(x.title, "title");
  str(x.iconName, "icon name");
  str(x.cwd, "cwd");
  const p = x.palette;
  if (!isObj(p)) fail("no palette");
  bytes(p.colors, "palette", 256 * 4);
  // fg and bg are -1 when the program set none.
  for (const k of ["fg", "bg", "cursor"]) int(p[k], `palette ${k}`, -1);
  for (const t of arr(x.titleStack, "title stack")) {
    const pair = arr(t, "pushed title", 2);
    str(pair[0], "pushed title");
    str(pair[1], "pushed icon name");
  }
}

function checkParser(x: unknown): void {
  if (!isObj(x)) fail("no parser state");
  int(x.state, "parser state", 0, 13);
  int(x.collect, "parser intermediates", -1);
  bool(x.paramStarted, "parser parameter flag");
  const params = arr(x.params, "parameters");
  if (params.length > 32) fail("too many parameters");
  params.forEach((p) => int(p, "parameter", 0, 0x7fffffff));
  arr(x.sub, "sub-parameter flags", params.length).forEach((p) =>
    int(p, "sub-parameter flag", 0, 1)
  );
  bool(x.colons, "parser colon flag");
  bytes(x.osc, "OSC bytes");
  bool(x.oscOverflow, "OSC overflow");
  arr(x.utf8, "UTF-8 state", 4).forEach((n) => int(n, "UTF-8 state"));
}

/**
 * `x` as an engine state, checked through: a wrong version, a missing or
 * mistyped field, a size out of range or rows that do not fit throw an
 * `EngineStateError` that says what.
 */
export function checkEngineState(x: unknown): EngineState {
  if (!isObj(x)) fail("not a record");
  const entry = typeof x.v === "number" ? MARK_ENTRY_OF[x.v] : undefined;
  if (entry === undefined) {
    fail(`version ${x.v}, this engine reads 1 to ${ENGINE_STATE_VERSION}`);
  }
  checkScreen(x.screen, entry);
  checkVt(x.vt);
  checkParser(x.parser);
  return x as unknown as EngineState;
}
