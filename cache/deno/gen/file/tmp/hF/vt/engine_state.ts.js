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
 */ import { charsetFor } from "./charsets.ts";
import { Grid } from "./grid.ts";
import { MARK_ENTRY, MARK_FIRST, Row, rowWords } from "./row.ts";
import { STYLE_STRIDE } from "./styles.ts";
import { CELL_WORDS, CP_MASK } from "./cell.ts";
import { MAX_SIDE } from "../protocol/limits.ts";
/** Version of the shapes below. */ export const ENGINE_STATE_VERSION = 2;
/** Words per marks entry in each version read (`Row.marks`). */ const MARK_ENTRY_OF = {
  1: 3,
  2: MARK_ENTRY
};
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
  "lastCp"
];
const FLAG_FIELDS = [
  "wrapPending",
  "cursorVisible",
  "autowrap",
  "insert",
  "origin",
  "lrmm",
  "newline",
  "reverseWrap",
  "protect"
];
/** A typed array's bytes (a copy: the engine goes on changing it). */ function bytesOf(a) {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength).slice();
}
/** Words from bytes (copied: msgpack's may be unaligned). */ function wordsOf(b) {
  return new Uint32Array(b.slice().buffer);
}
/** A charset as the final byte that designates it (0: ASCII). */ function charsetFinal(c) {
  if (c === null) return 0;
  for (const f of [
    0x30,
    0x41
  ])if (charsetFor(f) === c) return f;
  return 0;
}
function charsetOf(final) {
  return final === 0 ? null : charsetFor(final);
}
function saveRow(row) {
  const words = row.used * CELL_WORDS;
  return [
    row.cols,
    bytesOf(row.cells.subarray(0, words)),
    row.used,
    row.wrapped,
    row.gen,
    row.marks === null ? null : bytesOf(row.marks),
    row.markCount,
    row.long === null ? null : row.long.map((l)=>l ?? null),
    row.longCount
  ];
}
function loadRow(s, version) {
  const [cols, cells, used, wrapped, gen, marks, markCount, long, longCount] = s;
  const row = new Row(cols);
  row.cells.set(wordsOf(cells));
  row.used = used;
  row.wrapped = wrapped;
  row.gen = gen;
  row.marks = marks === null ? null : widenMarks(wordsOf(marks), markCount, MARK_ENTRY_OF[version]);
  row.markCount = markCount;
  row.restoreLong(long === null ? null : long.map((l)=>l ?? undefined), longCount);
  return row;
}
/**
 * `count` marks entries of `from` words as entries of `MARK_ENTRY`, with
 * room for a new row's worth more (a full list compacts at every mark).
 */ function widenMarks(m, count, from) {
  if (from === MARK_ENTRY) return m;
  const out = new Uint32Array((count + MARK_FIRST) * MARK_ENTRY);
  for(let i = 0; i < count; i++){
    out.set(m.subarray(i * from, (i + 1) * from), i * MARK_ENTRY);
  }
  return out;
}
function saveCursor(c) {
  return c === null ? null : {
    ...c,
    charsets: c.charsets.map(charsetFinal)
  };
}
function loadCursor(c) {
  return c === null ? null : {
    ...c,
    charsets: c.charsets.map(charsetOf)
  };
}
/** The engine made of `screen`, `vt` and `parser`, as plain data. */ export function saveEngine(screen, vt, parser) {
  const s = screen;
  const styles = s.styles.save();
  return {
    v: ENGINE_STATE_VERSION,
    screen: {
      cols: s.cols,
      rows: s.rows,
      altActive: s.altActive,
      stamp: s.stamp,
      nums: NUM_FIELDS.map((k)=>s[k]),
      flags: FLAG_FIELDS.map((k)=>s[k]),
      charsets: s.charsets.map(charsetFinal),
      tabs: s.tabs.slice(),
      primary: s.primary.rows.map(saveRow),
      alt: s.alt.rows.map(saveRow),
      bases: [
        s.primary.base,
        s.alt.base
      ],
      history: s.history.toArray().map(saveRow),
      historyLines: s.history.lines,
      historyBudget: s.history.budget,
      historyPushed: s.history.pushed,
      styles: {
        ...styles,
        data: bytesOf(styles.data)
      },
      links: s.links.save(),
      saved: s.savedCursors().map(saveCursor)
    },
    vt: {
      modes: {
        ...vt.modes
      },
      cursorShape: vt.cursorShape,
      cursorBlink: vt.cursorBlink,
      title: vt.title,
      iconName: vt.iconName,
      cwd: vt.cwd,
      palette: {
        colors: bytesOf(vt.palette.colors),
        fg: vt.palette.fg,
        bg: vt.palette.bg,
        cursor: vt.palette.cursor
      },
      titleStack: vt.titleStack.map(([a, b])=>[
          a,
          b
        ])
    },
    parser: parser.save()
  };
}
/**
 * Puts a checked state into a fresh engine's parts (made at the state's
 * size and history length).
 */ export function loadEngine(st, screen, vt, parser) {
  const s = screen;
  const e = st.screen;
  s.stamp = e.stamp;
  s.altActive = e.altActive;
  NUM_FIELDS.forEach((k, i)=>s[k] = e.nums[i]);
  FLAG_FIELDS.forEach((k, i)=>s[k] = e.flags[i]);
  s.charsets = e.charsets.map(charsetOf);
  s.tabs.set(e.tabs);
  const load = (r)=>loadRow(r, st.v);
  s.primary = new Grid(e.primary.map(load));
  s.alt = new Grid(e.alt.map(load));
  [s.primary.base, s.alt.base] = e.bases;
  s.lines = e.altActive ? s.alt : s.primary;
  s.history.restore(e.history.map(load), e.historyBudget, e.historyPushed);
  s.styles.load({
    data: new Int32Array(e.styles.data.slice().buffer),
    used: e.styles.used.slice(),
    free: e.styles.free.slice(),
    count: e.styles.count
  });
  s.links.load(e.links);
  s.restored([
    loadCursor(e.saved[0]),
    loadCursor(e.saved[1])
  ]);
  const v = st.vt;
  Object.assign(vt.modes, v.modes);
  vt.cursorShape = v.cursorShape;
  vt.cursorBlink = v.cursorBlink;
  vt.title = v.title;
  vt.iconName = v.iconName;
  vt.cwd = v.cwd;
  vt.palette.colors.set(new Int32Array(v.palette.colors.slice().buffer));
  vt.palette.fg = v.palette.fg;
  vt.palette.bg = v.palette.bg;
  vt.palette.cursor = v.palette.cursor;
  vt.titleStack = v.titleStack.map(([a, b])=>[
      a,
      b
    ]);
  vt.dcs = null;
  parser.load(st.parser);
}
/** A saved engine state that cannot be used; the message says why. */ export class EngineStateError extends Error {
  constructor(message){
    super(message);
    this.name = "EngineStateError";
  }
}
function fail(what) {
  throw new EngineStateError(`Bad engine state: ${what}`);
}
function isObj(x) {
  return typeof x === "object" && x !== null && !ArrayBuffer.isView(x) && !Array.isArray(x);
}
function int(x, what, lo = 0, hi = 0xffffffff) {
  if (!Number.isInteger(x) || x < lo || x > hi) {
    fail(`${what} is not an integer in ${lo}..${hi}`);
  }
  return x;
}
function bool(x, what) {
  if (typeof x !== "boolean") fail(`${what} is not a boolean`);
  return x;
}
function str(x, what) {
  if (typeof x !== "string") fail(`${what} is not a string`);
  return x;
}
function bytes(x, what, length) {
  if (!(x instanceof Uint8Array)) fail(`${what} is not bytes`);
  if (length !== undefined && x.length !== length) {
    fail(`${what} holds ${x.length} bytes, not ${length}`);
  }
  return x;
}
/** Little-endian word `i` of `b` (which may start at any byte). */ function wordAt(b, i) {
  const o = i * 4;
  return (b[o] | b[o + 1] << 8 | b[o + 2] << 16 | b[o + 3] << 24) >>> 0;
}
/** A code point a string can hold (drawing one past U+10FFFF throws). */ function codePoint(cp, what) {
  if (cp > 0x10ffff) fail(`${what} holds a code point past U+10FFFF`);
}
function arr(x, what, length) {
  if (!Array.isArray(x)) fail(`${what} is not a list`);
  if (length !== undefined && x.length !== length) {
    fail(`${what} has ${x.length} entries, not ${length}`);
  }
  return x;
}
function checkRow(x, what, entry, cols) {
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
    for(let at = 0; at < markCount * entry; at += entry){
      for(let i = 1; i < entry; i++){
        codePoint(wordAt(m, at + i), `${what} mark`);
      }
    }
  } else if (markCount !== 0) fail(`${what} has marks counted but none`);
  for(let i = 0; i < used * CELL_WORDS; i += CELL_WORDS){
    codePoint(wordAt(cells, i) & CP_MASK, `${what} cell`);
  }
  if (r[7] !== null) {
    const long = arr(r[7], `${what} clusters`);
    if (long.length > c) fail(`${what} has clusters past its end`);
    for (const l of long)if (l !== null) str(l, `${what} cluster`);
  }
  int(r[8], `${what} cluster count`);
  if (rowWords(c) < used * CELL_WORDS) fail(`${what} is over-full`);
}
function checkCharsets(x, what, n) {
  for (const f of arr(x, what, n)){
    if (f !== 0 && f !== 0x30 && f !== 0x41) fail(`${what}: unknown charset`);
  }
}
function checkSaved(x, what, cols, rows) {
  if (x === null) return;
  if (!isObj(x)) fail(`${what} is not a saved cursor`);
  int(x.x, `${what} x`, 0, cols - 1);
  int(x.y, `${what} y`, 0, rows - 1);
  for (const k of [
    "fg",
    "bg",
    "ul",
    "flags",
    "link",
    "gl"
  ]){
    int(x[k], `${what} ${k}`, -1);
  }
  for (const k of [
    "wrapPending",
    "protect",
    "origin"
  ]){
    bool(x[k], `${what} ${k}`);
  }
  checkCharsets(x.charsets, `${what} charsets`, 4);
}
/** `entry`: words per marks entry in the state's version. */ function checkScreen(x, entry) {
  if (!isObj(x)) fail("no screen");
  const cols = int(x.cols, "cols", 1, MAX_SIDE);
  const rows = int(x.rows, "rows", 1, MAX_SIDE);
  bool(x.altActive, "altActive");
  int(x.stamp, "stamp", 0, Number.MAX_SAFE_INTEGER);
  const nums = arr(x.nums, "numbers", NUM_FIELDS.length);
  nums.forEach((n, i)=>int(n, NUM_FIELDS[i], -1));
  const [cx, cy, top, bottom, left, right] = nums;
  if (cx >= cols || cy >= rows) fail("the cursor is off the screen");
  if (top > bottom || bottom >= rows || left > right || right >= cols) {
    fail("the margins are outside the screen");
  }
  if (nums[11] > 3) fail("gl is not 0-3");
  arr(x.flags, "flags", FLAG_FIELDS.length).forEach((f, i)=>bool(f, FLAG_FIELDS[i]));
  checkCharsets(x.charsets, "charsets", 4);
  bytes(x.tabs, "tabs", cols);
  arr(x.primary, "primary screen", rows).forEach((r, y)=>checkRow(r, `primary row ${y}`, entry, cols));
  arr(x.alt, "alternate screen", rows).forEach((r, y)=>checkRow(r, `alternate row ${y}`, entry, cols));
  arr(x.bases, "grid starts", 2).forEach((b)=>int(b, "grid start", 0, rows - 1));
  arr(x.history, "history").forEach((r, i)=>checkRow(r, `history row ${i}`, entry));
  int(x.historyLines, "history length");
  int(x.historyBudget, "history budget", 0, Number.MAX_SAFE_INTEGER);
  int(x.historyPushed, "history count", 0, Number.MAX_SAFE_INTEGER);
  checkStyles(x.styles);
  checkLinks(x.links);
  const saved = arr(x.saved, "saved cursors", 2);
  saved.forEach((c, i)=>checkSaved(c, `saved cursor ${i}`, cols, rows));
}
function checkStyles(x) {
  if (!isObj(x)) fail("no style table");
  const used = bytes(x.used, "styles in use");
  if (used.length < 1) fail("the style table is empty");
  bytes(x.data, "styles", used.length * STYLE_STRIDE * 4);
  for (const id of arr(x.free, "free styles")){
    int(id, "free style", 1, used.length - 1);
  }
  int(x.count, "style count", 1, used.length);
}
function checkLinks(x) {
  if (!isObj(x)) fail("no link table");
  const keys = arr(x.keys, "link keys");
  const uris = arr(x.uris, "link targets", keys.length);
  keys.forEach((k, i)=>{
    if (k === null !== (uris[i] === null)) fail(`link ${i} is half there`);
    if (k !== null) str(k, "link key");
    if (uris[i] !== null) str(uris[i], "link target");
  });
  for (const id of arr(x.free, "free links")){
    int(id, "free link", 1, Math.max(1, keys.length - 1));
  }
}
function checkVt(x) {
  if (!isObj(x)) fail("no modes");
  if (!isObj(x.modes)) fail("no modes");
  for (const [k, v] of Object.entries(x.modes)){
    if (typeof v !== "boolean" && typeof v !== "string") fail(`mode ${k}`);
  }
  if (![
    "block",
    "underline",
    "bar"
  ].includes(x.cursorShape)) {
    fail("unknown cursor shape");
  }
  bool(x.cursorBlink, "cursor blink");
  str(x.title, "title");
  str(x.iconName, "icon name");
  str(x.cwd, "cwd");
  const p = x.palette;
  if (!isObj(p)) fail("no palette");
  bytes(p.colors, "palette", 256 * 4);
  for (const k of [
    "fg",
    "bg",
    "cursor"
  ])int(p[k], `palette ${k}`);
  for (const t of arr(x.titleStack, "title stack")){
    const pair = arr(t, "pushed title", 2);
    str(pair[0], "pushed title");
    str(pair[1], "pushed icon name");
  }
}
function checkParser(x) {
  if (!isObj(x)) fail("no parser state");
  int(x.state, "parser state", 0, 13);
  int(x.collect, "parser intermediates", -1);
  bool(x.paramStarted, "parser parameter flag");
  const params = arr(x.params, "parameters");
  if (params.length > 32) fail("too many parameters");
  params.forEach((p)=>int(p, "parameter", 0, 0x7fffffff));
  arr(x.sub, "sub-parameter flags", params.length).forEach((p)=>int(p, "sub-parameter flag", 0, 1));
  bool(x.colons, "parser colon flag");
  bytes(x.osc, "OSC bytes");
  bool(x.oscOverflow, "OSC overflow");
  arr(x.utf8, "UTF-8 state", 4).forEach((n)=>int(n, "UTF-8 state"));
}
/**
 * `x` as an engine state, checked through: a wrong version, a missing or
 * mistyped field, a size out of range or rows that do not fit throw an
 * `EngineStateError` that says what.
 */ export function checkEngineState(x) {
  if (!isObj(x)) fail("not a record");
  const entry = typeof x.v === "number" ? MARK_ENTRY_OF[x.v] : undefined;
  if (entry === undefined) {
    fail(`version ${x.v}, this engine reads 1 to ${ENGINE_STATE_VERSION}`);
  }
  checkScreen(x.screen, entry);
  checkVt(x.vt);
  checkParser(x.parser);
  return x;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L2VuZ2luZV9zdGF0ZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSB3aG9sZSBzdGF0ZSBvZiBhIHRlcm1pbmFsIGVuZ2luZSBhcyBwbGFpbiBkYXRhLCBhbmQgYmFjazogd2hhdCBhXG4gKiBsaXZlIHVwZ3JhZGUgaGFuZHMgZnJvbSB0aGUgb2xkIGRhZW1vbiB0byB0aGUgbmV3IG9uZSBmb3IgZXZlcnkgcGFuZVxuICogKGBzZXJ2ZXIvZGFlbW9uL3VwZ3JhZGVfc3RhdGUudHNgIHB1dHMgaXQgaW4gdGhlIHN0YXRlIGZpbGUpLlxuICpcbiAqIEV2ZXJ5dGhpbmcgdGhlIGVuZ2luZSBob2xkcyBpcyBrZXB0IGV4YWN0bHksIHNvIHRoYXQgYW4gZW5naW5lIHJlc3RvcmVkXG4gKiBhbmQgdGhlbiBmZWQgbW9yZSBvdXRwdXQgZXF1YWxzIG9uZSBmZWQgZXZlcnl0aGluZzogdGhlIHNjcmVlbnMgKGJvdGhcbiAqIGdyaWRzLCB0aGUgaGlzdG9yeSByaW5nIHdpdGggaXRzIGJ1ZGdldCBhbmQgY291bnQpLCBldmVyeSByb3cncyBjZWxscyxcbiAqIHdyYXBzLCBzdGFtcHMgYW5kIGNsdXN0ZXJzLCB0aGUgc3R5bGUgYW5kIGh5cGVybGluayB0YWJsZXMgd2l0aCB0aGVpclxuICogZnJlZSBsaXN0cyAoaWRzIGhhbmRlZCBvdXQgbGF0ZXIgbWF0Y2gpLCBjdXJzb3IsIHBlbiwgbWFyZ2lucywgbW9kZXMsXG4gKiB0YWJzLCBjaGFyc2V0cywgc2F2ZWQgY3Vyc29ycywgdGl0bGVzLCBwYWxldHRlLCBhbmQgYSBzZXF1ZW5jZSBjdXQgYnlcbiAqIHRoZSBlbmQgb2YgdGhlIGxhc3QgcmVhZCAodGhlIHBhcnNlcidzIHN0YXRlIGFuZCBVVEYtOCBkZWNvZGVyKS4gV2hhdCBpc1xuICogbGVmdCBvdXQgaXMgZGVyaXZlZCAoY2FjaGVkIHN0eWxlIGlkcywgdGhlIGZhc3QtcGF0aCBmbGFnKSBhbmRcbiAqIHJlY29tcHV0ZWQsIG9yIHRyYW5zaWVudCAoYSBaV0ogam9pbiBwZW5kaW5nLCBhIERDUyBzdHJpbmcncyBwYXlsb2FkXG4gKiByZXN0YXJ0cyBlbXB0eSkuXG4gKlxuICogQmluYXJ5IGZpZWxkcyBhcmUgbGl0dGxlLWVuZGlhbiBieXRlcyAoYFVpbnQ4QXJyYXlgKSwgc28gdGhhdCB0aGUgc3RhdGVcbiAqIHN1cnZpdmVzIHN0cnVjdHVyZWQgY2xvbmUgYW5kIG1zZ3BhY2sgYWxpa2U7IGEgc3RhdGUgcmVhZCBiYWNrIGlzXG4gKiBjaGVja2VkIHdob2xlIGJ5IGBjaGVja0VuZ2luZVN0YXRlYCBiZWZvcmUgYW55dGhpbmcgdXNlcyBpdC5cbiAqXG4gKiBGb3JtYXQgdmVyc2lvbiBgRU5HSU5FX1NUQVRFX1ZFUlNJT05gOiBidW1wIG9uIGFueSBjaGFuZ2UgdG8gdGhlIHNoYXBlc1xuICogYmVsb3cgKGEgbmV3IGRhZW1vbiByZWZ1c2VzIGEgdmVyc2lvbiBpdCBkb2VzIG5vdCBrbm93KS4gVmVyc2lvbiAxICh0d29cbiAqIG1hcmsgc2xvdHMgYW4gZW50cnksIGJlZm9yZSAyMDI2LTEyLTA1KSBpcyBzdGlsbCByZWFkLCBzbyBhIGRhZW1vbiBvZlxuICogdGhhdCB0aW1lIGNhbiB1cGdyYWRlIHRvIHRoaXMgb25lLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBjaGFyc2V0Rm9yIH0gZnJvbSBcIi4vY2hhcnNldHMudHNcIjtcbmltcG9ydCB0eXBlIHsgQ2hhcnNldCB9IGZyb20gXCIuL2NoYXJzZXRzLnRzXCI7XG5pbXBvcnQgeyBHcmlkIH0gZnJvbSBcIi4vZ3JpZC50c1wiO1xuaW1wb3J0IHR5cGUgeyBMaW5rVGFibGVTdGF0ZSB9IGZyb20gXCIuL2h5cGVybGlua3MudHNcIjtcbmltcG9ydCB0eXBlIHsgUGFyc2VyLCBQYXJzZXJTdGF0ZSB9IGZyb20gXCIuL3BhcnNlci50c1wiO1xuaW1wb3J0IHsgTUFSS19FTlRSWSwgTUFSS19GSVJTVCwgUm93LCByb3dXb3JkcyB9IGZyb20gXCIuL3Jvdy50c1wiO1xuaW1wb3J0IHR5cGUgeyBTYXZlZEN1cnNvciwgU2NyZWVuIH0gZnJvbSBcIi4vc2NyZWVuLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFZ0U3RhdGUgfSBmcm9tIFwiLi9zdGF0ZS50c1wiO1xuaW1wb3J0IHsgU1RZTEVfU1RSSURFIH0gZnJvbSBcIi4vc3R5bGVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEN1cnNvclNoYXBlLCBUZXJtaW5hbE1vZGVzIH0gZnJvbSBcIi4vdHlwZXMudHNcIjtcbmltcG9ydCB7IENFTExfV09SRFMsIENQX01BU0sgfSBmcm9tIFwiLi9jZWxsLnRzXCI7XG5pbXBvcnQgeyBNQVhfU0lERSB9IGZyb20gXCIuLi9wcm90b2NvbC9saW1pdHMudHNcIjtcblxuLyoqIFZlcnNpb24gb2YgdGhlIHNoYXBlcyBiZWxvdy4gKi9cbmV4cG9ydCBjb25zdCBFTkdJTkVfU1RBVEVfVkVSU0lPTiA9IDI7XG5cbi8qKiBXb3JkcyBwZXIgbWFya3MgZW50cnkgaW4gZWFjaCB2ZXJzaW9uIHJlYWQgKGBSb3cubWFya3NgKS4gKi9cbmNvbnN0IE1BUktfRU5UUllfT0Y6IFJlY29yZDxudW1iZXIsIG51bWJlcj4gPSB7IDE6IDMsIDI6IE1BUktfRU5UUlkgfTtcblxuLyoqXG4gKiBPbmUgcm93OiBjb2xzLCBpdHMgdXNlZCBjZWxscycgd29yZHMgKGJ5dGVzKSwgdXNlZCwgd3JhcHBlZCwgZ2VuLCBtYXJrc1xuICogKGJ5dGVzKSBvciBudWxsLCBtYXJrIGNvdW50LCBsb25nIGNsdXN0ZXJzIG9yIG51bGwsIGxvbmcgY291bnQuXG4gKi9cbmV4cG9ydCB0eXBlIFJvd1N0YXRlID0gW1xuICBudW1iZXIsXG4gIFVpbnQ4QXJyYXksXG4gIG51bWJlcixcbiAgYm9vbGVhbixcbiAgbnVtYmVyLFxuICBVaW50OEFycmF5IHwgbnVsbCxcbiAgbnVtYmVyLFxuICAoc3RyaW5nIHwgbnVsbClbXSB8IG51bGwsXG4gIG51bWJlcixcbl07XG5cbi8qKiBBIHNhdmVkIGN1cnNvciAoREVDU0MpIHdpdGggaXRzIGNoYXJzZXRzIGFzIGRlc2lnbmF0b3IgZmluYWxzLiAqL1xuZXhwb3J0IHR5cGUgU2F2ZWRDdXJzb3JTdGF0ZSA9IE9taXQ8U2F2ZWRDdXJzb3IsIFwiY2hhcnNldHNcIj4gJiB7XG4gIGNoYXJzZXRzOiBudW1iZXJbXTtcbn07XG5cbi8qKiBBIHdob2xlIGVuZ2luZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgRW5naW5lU3RhdGUge1xuICB2OiBudW1iZXI7XG4gIHNjcmVlbjoge1xuICAgIGNvbHM6IG51bWJlcjtcbiAgICByb3dzOiBudW1iZXI7XG4gICAgYWx0QWN0aXZlOiBib29sZWFuO1xuICAgIHN0YW1wOiBudW1iZXI7XG4gICAgLyoqIHgsIHksIHRvcCwgYm90dG9tLCBsZWZ0LCByaWdodCwgZmcsIGJnLCB1bCwgZmxhZ3MsIGxpbmssIGdsLCBzcywgbGFzdENwICovXG4gICAgbnVtczogbnVtYmVyW107XG4gICAgLyoqIHdyYXBQZW5kaW5nLCBjdXJzb3JWaXNpYmxlLCBhdXRvd3JhcCwgaW5zZXJ0LCBvcmlnaW4sIGxybW0sIG5ld2xpbmUsIHJldmVyc2VXcmFwLCBwcm90ZWN0ICovXG4gICAgZmxhZ3M6IGJvb2xlYW5bXTtcbiAgICBjaGFyc2V0czogbnVtYmVyW107XG4gICAgdGFiczogVWludDhBcnJheTtcbiAgICAvKiogRWFjaCBncmlkJ3MgcmluZyBhcyBpdCBpcyAoaXRzIG9yZGVyIHN0YW1wcyByb3dzKSwgYW5kIGl0cyBzdGFydC4gKi9cbiAgICBwcmltYXJ5OiBSb3dTdGF0ZVtdO1xuICAgIGFsdDogUm93U3RhdGVbXTtcbiAgICBiYXNlczogW251bWJlciwgbnVtYmVyXTtcbiAgICBoaXN0b3J5OiBSb3dTdGF0ZVtdO1xuICAgIGhpc3RvcnlMaW5lczogbnVtYmVyO1xuICAgIGhpc3RvcnlCdWRnZXQ6IG51bWJlcjtcbiAgICBoaXN0b3J5UHVzaGVkOiBudW1iZXI7XG4gICAgc3R5bGVzOiB7XG4gICAgICBkYXRhOiBVaW50OEFycmF5O1xuICAgICAgdXNlZDogVWludDhBcnJheTtcbiAgICAgIGZyZWU6IG51bWJlcltdO1xuICAgICAgY291bnQ6IG51bWJlcjtcbiAgICB9O1xuICAgIGxpbmtzOiBMaW5rVGFibGVTdGF0ZTtcbiAgICBzYXZlZDogW1NhdmVkQ3Vyc29yU3RhdGUgfCBudWxsLCBTYXZlZEN1cnNvclN0YXRlIHwgbnVsbF07XG4gIH07XG4gIHZ0OiB7XG4gICAgbW9kZXM6IFRlcm1pbmFsTW9kZXM7XG4gICAgY3Vyc29yU2hhcGU6IEN1cnNvclNoYXBlO1xuICAgIGN1cnNvckJsaW5rOiBib29sZWFuO1xuICAgIHRpdGxlOiBzdHJpbmc7XG4gICAgaWNvbk5hbWU6IHN0cmluZztcbiAgICBjd2Q6IHN0cmluZztcbiAgICBwYWxldHRlOiB7IGNvbG9yczogVWludDhBcnJheTsgZmc6IG51bWJlcjsgYmc6IG51bWJlcjsgY3Vyc29yOiBudW1iZXIgfTtcbiAgICB0aXRsZVN0YWNrOiBbc3RyaW5nLCBzdHJpbmddW107XG4gIH07XG4gIHBhcnNlcjogUGFyc2VyU3RhdGU7XG59XG5cbmNvbnN0IE5VTV9GSUVMRFMgPSBbXG4gIFwieFwiLFxuICBcInlcIixcbiAgXCJ0b3BcIixcbiAgXCJib3R0b21cIixcbiAgXCJsZWZ0XCIsXG4gIFwicmlnaHRcIixcbiAgXCJmZ1wiLFxuICBcImJnXCIsXG4gIFwidWxcIixcbiAgXCJmbGFnc1wiLFxuICBcImxpbmtcIixcbiAgXCJnbFwiLFxuICBcInNpbmdsZVNoaWZ0XCIsXG4gIFwibGFzdENwXCIsXG5dIGFzIGNvbnN0O1xuXG5jb25zdCBGTEFHX0ZJRUxEUyA9IFtcbiAgXCJ3cmFwUGVuZGluZ1wiLFxuICBcImN1cnNvclZpc2libGVcIixcbiAgXCJhdXRvd3JhcFwiLFxuICBcImluc2VydFwiLFxuICBcIm9yaWdpblwiLFxuICBcImxybW1cIixcbiAgXCJuZXdsaW5lXCIsXG4gIFwicmV2ZXJzZVdyYXBcIixcbiAgXCJwcm90ZWN0XCIsXG5dIGFzIGNvbnN0O1xuXG4vKiogQSB0eXBlZCBhcnJheSdzIGJ5dGVzIChhIGNvcHk6IHRoZSBlbmdpbmUgZ29lcyBvbiBjaGFuZ2luZyBpdCkuICovXG5mdW5jdGlvbiBieXRlc09mKGE6IFVpbnQzMkFycmF5IHwgSW50MzJBcnJheSk6IFVpbnQ4QXJyYXkge1xuICByZXR1cm4gbmV3IFVpbnQ4QXJyYXkoYS5idWZmZXIsIGEuYnl0ZU9mZnNldCwgYS5ieXRlTGVuZ3RoKS5zbGljZSgpO1xufVxuXG4vKiogV29yZHMgZnJvbSBieXRlcyAoY29waWVkOiBtc2dwYWNrJ3MgbWF5IGJlIHVuYWxpZ25lZCkuICovXG5mdW5jdGlvbiB3b3Jkc09mKGI6IFVpbnQ4QXJyYXkpOiBVaW50MzJBcnJheSB7XG4gIHJldHVybiBuZXcgVWludDMyQXJyYXkoYi5zbGljZSgpLmJ1ZmZlcik7XG59XG5cbi8qKiBBIGNoYXJzZXQgYXMgdGhlIGZpbmFsIGJ5dGUgdGhhdCBkZXNpZ25hdGVzIGl0ICgwOiBBU0NJSSkuICovXG5mdW5jdGlvbiBjaGFyc2V0RmluYWwoYzogQ2hhcnNldCk6IG51bWJlciB7XG4gIGlmIChjID09PSBudWxsKSByZXR1cm4gMDtcbiAgZm9yIChjb25zdCBmIG9mIFsweDMwLCAweDQxXSkgaWYgKGNoYXJzZXRGb3IoZikgPT09IGMpIHJldHVybiBmO1xuICByZXR1cm4gMDtcbn1cblxuZnVuY3Rpb24gY2hhcnNldE9mKGZpbmFsOiBudW1iZXIpOiBDaGFyc2V0IHtcbiAgcmV0dXJuIGZpbmFsID09PSAwID8gbnVsbCA6IGNoYXJzZXRGb3IoZmluYWwpO1xufVxuXG5mdW5jdGlvbiBzYXZlUm93KHJvdzogUm93KTogUm93U3RhdGUge1xuICBjb25zdCB3b3JkcyA9IHJvdy51c2VkICogQ0VMTF9XT1JEUztcbiAgcmV0dXJuIFtcbiAgICByb3cuY29scyxcbiAgICBieXRlc09mKHJvdy5jZWxscy5zdWJhcnJheSgwLCB3b3JkcykpLFxuICAgIHJvdy51c2VkLFxuICAgIHJvdy53cmFwcGVkLFxuICAgIHJvdy5nZW4sXG4gICAgcm93Lm1hcmtzID09PSBudWxsID8gbnVsbCA6IGJ5dGVzT2Yocm93Lm1hcmtzKSxcbiAgICByb3cubWFya0NvdW50LFxuICAgIHJvdy5sb25nID09PSBudWxsID8gbnVsbCA6IHJvdy5sb25nLm1hcCgobCkgPT4gbCA/PyBudWxsKSxcbiAgICByb3cubG9uZ0NvdW50LFxuICBdO1xufVxuXG5mdW5jdGlvbiBsb2FkUm93KHM6IFJvd1N0YXRlLCB2ZXJzaW9uOiBudW1iZXIpOiBSb3cge1xuICBjb25zdCBbY29scywgY2VsbHMsIHVzZWQsIHdyYXBwZWQsIGdlbiwgbWFya3MsIG1hcmtDb3VudCwgbG9uZywgbG9uZ0NvdW50XSA9XG4gICAgcztcbiAgY29uc3Qgcm93ID0gbmV3IFJvdyhjb2xzKTtcbiAgcm93LmNlbGxzLnNldCh3b3Jkc09mKGNlbGxzKSk7XG4gIHJvdy51c2VkID0gdXNlZDtcbiAgcm93LndyYXBwZWQgPSB3cmFwcGVkO1xuICByb3cuZ2VuID0gZ2VuO1xuICByb3cubWFya3MgPSBtYXJrcyA9PT0gbnVsbFxuICAgID8gbnVsbFxuICAgIDogd2lkZW5NYXJrcyh3b3Jkc09mKG1hcmtzKSwgbWFya0NvdW50LCBNQVJLX0VOVFJZX09GW3ZlcnNpb25dKTtcbiAgcm93Lm1hcmtDb3VudCA9IG1hcmtDb3VudDtcbiAgcm93LnJlc3RvcmVMb25nKFxuICAgIGxvbmcgPT09IG51bGwgPyBudWxsIDogbG9uZy5tYXAoKGwpID0+IGwgPz8gdW5kZWZpbmVkKSxcbiAgICBsb25nQ291bnQsXG4gICk7XG4gIHJldHVybiByb3c7XG59XG5cbi8qKlxuICogYGNvdW50YCBtYXJrcyBlbnRyaWVzIG9mIGBmcm9tYCB3b3JkcyBhcyBlbnRyaWVzIG9mIGBNQVJLX0VOVFJZYCwgd2l0aFxuICogcm9vbSBmb3IgYSBuZXcgcm93J3Mgd29ydGggbW9yZSAoYSBmdWxsIGxpc3QgY29tcGFjdHMgYXQgZXZlcnkgbWFyaykuXG4gKi9cbmZ1bmN0aW9uIHdpZGVuTWFya3MobTogVWludDMyQXJyYXksIGNvdW50OiBudW1iZXIsIGZyb206IG51bWJlcik6IFVpbnQzMkFycmF5IHtcbiAgaWYgKGZyb20gPT09IE1BUktfRU5UUlkpIHJldHVybiBtO1xuICBjb25zdCBvdXQgPSBuZXcgVWludDMyQXJyYXkoKGNvdW50ICsgTUFSS19GSVJTVCkgKiBNQVJLX0VOVFJZKTtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBjb3VudDsgaSsrKSB7XG4gICAgb3V0LnNldChtLnN1YmFycmF5KGkgKiBmcm9tLCAoaSArIDEpICogZnJvbSksIGkgKiBNQVJLX0VOVFJZKTtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuXG5mdW5jdGlvbiBzYXZlQ3Vyc29yKGM6IFNhdmVkQ3Vyc29yIHwgbnVsbCk6IFNhdmVkQ3Vyc29yU3RhdGUgfCBudWxsIHtcbiAgcmV0dXJuIGMgPT09IG51bGwgPyBudWxsIDogeyAuLi5jLCBjaGFyc2V0czogYy5jaGFyc2V0cy5tYXAoY2hhcnNldEZpbmFsKSB9O1xufVxuXG5mdW5jdGlvbiBsb2FkQ3Vyc29yKGM6IFNhdmVkQ3Vyc29yU3RhdGUgfCBudWxsKTogU2F2ZWRDdXJzb3IgfCBudWxsIHtcbiAgcmV0dXJuIGMgPT09IG51bGwgPyBudWxsIDogeyAuLi5jLCBjaGFyc2V0czogYy5jaGFyc2V0cy5tYXAoY2hhcnNldE9mKSB9O1xufVxuXG4vKiogVGhlIGVuZ2luZSBtYWRlIG9mIGBzY3JlZW5gLCBgdnRgIGFuZCBgcGFyc2VyYCwgYXMgcGxhaW4gZGF0YS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzYXZlRW5naW5lKFxuICBzY3JlZW46IFNjcmVlbixcbiAgdnQ6IFZ0U3RhdGUsXG4gIHBhcnNlcjogUGFyc2VyLFxuKTogRW5naW5lU3RhdGUge1xuICBjb25zdCBzID0gc2NyZWVuO1xuICBjb25zdCBzdHlsZXMgPSBzLnN0eWxlcy5zYXZlKCk7XG4gIHJldHVybiB7XG4gICAgdjogRU5HSU5FX1NUQVRFX1ZFUlNJT04sXG4gICAgc2NyZWVuOiB7XG4gICAgICBjb2xzOiBzLmNvbHMsXG4gICAgICByb3dzOiBzLnJvd3MsXG4gICAgICBhbHRBY3RpdmU6IHMuYWx0QWN0aXZlLFxuICAgICAgc3RhbXA6IHMuc3RhbXAsXG4gICAgICBudW1zOiBOVU1fRklFTERTLm1hcCgoaykgPT4gc1trXSksXG4gICAgICBmbGFnczogRkxBR19GSUVMRFMubWFwKChrKSA9PiBzW2tdKSxcbiAgICAgIGNoYXJzZXRzOiBzLmNoYXJzZXRzLm1hcChjaGFyc2V0RmluYWwpLFxuICAgICAgdGFiczogcy50YWJzLnNsaWNlKCksXG4gICAgICBwcmltYXJ5OiBzLnByaW1hcnkucm93cy5tYXAoc2F2ZVJvdyksXG4gICAgICBhbHQ6IHMuYWx0LnJvd3MubWFwKHNhdmVSb3cpLFxuICAgICAgYmFzZXM6IFtzLnByaW1hcnkuYmFzZSwgcy5hbHQuYmFzZV0sXG4gICAgICBoaXN0b3J5OiBzLmhpc3RvcnkudG9BcnJheSgpLm1hcChzYXZlUm93KSxcbiAgICAgIGhpc3RvcnlMaW5lczogcy5oaXN0b3J5LmxpbmVzLFxuICAgICAgaGlzdG9yeUJ1ZGdldDogcy5oaXN0b3J5LmJ1ZGdldCxcbiAgICAgIGhpc3RvcnlQdXNoZWQ6IHMuaGlzdG9yeS5wdXNoZWQsXG4gICAgICBzdHlsZXM6IHsgLi4uc3R5bGVzLCBkYXRhOiBieXRlc09mKHN0eWxlcy5kYXRhKSB9LFxuICAgICAgbGlua3M6IHMubGlua3Muc2F2ZSgpLFxuICAgICAgc2F2ZWQ6IHMuc2F2ZWRDdXJzb3JzKCkubWFwKHNhdmVDdXJzb3IpIGFzIEVuZ2luZVN0YXRlW1wic2NyZWVuXCJdW1xuICAgICAgICBcInNhdmVkXCJcbiAgICAgIF0sXG4gICAgfSxcbiAgICB2dDoge1xuICAgICAgbW9kZXM6IHsgLi4udnQubW9kZXMgfSxcbiAgICAgIGN1cnNvclNoYXBlOiB2dC5jdXJzb3JTaGFwZSxcbiAgICAgIGN1cnNvckJsaW5rOiB2dC5jdXJzb3JCbGluayxcbiAgICAgIHRpdGxlOiB2dC50aXRsZSxcbiAgICAgIGljb25OYW1lOiB2dC5pY29uTmFtZSxcbiAgICAgIGN3ZDogdnQuY3dkLFxuICAgICAgcGFsZXR0ZToge1xuICAgICAgICBjb2xvcnM6IGJ5dGVzT2YodnQucGFsZXR0ZS5jb2xvcnMpLFxuICAgICAgICBmZzogdnQucGFsZXR0ZS5mZyxcbiAgICAgICAgYmc6IHZ0LnBhbGV0dGUuYmcsXG4gICAgICAgIGN1cnNvcjogdnQucGFsZXR0ZS5jdXJzb3IsXG4gICAgICB9LFxuICAgICAgdGl0bGVTdGFjazogdnQudGl0bGVTdGFjay5tYXAoKFthLCBiXSkgPT4gW2EsIGJdKSxcbiAgICB9LFxuICAgIHBhcnNlcjogcGFyc2VyLnNhdmUoKSxcbiAgfTtcbn1cblxuLyoqXG4gKiBQdXRzIGEgY2hlY2tlZCBzdGF0ZSBpbnRvIGEgZnJlc2ggZW5naW5lJ3MgcGFydHMgKG1hZGUgYXQgdGhlIHN0YXRlJ3NcbiAqIHNpemUgYW5kIGhpc3RvcnkgbGVuZ3RoKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxvYWRFbmdpbmUoXG4gIHN0OiBFbmdpbmVTdGF0ZSxcbiAgc2NyZWVuOiBTY3JlZW4sXG4gIHZ0OiBWdFN0YXRlLFxuICBwYXJzZXI6IFBhcnNlcixcbik6IHZvaWQge1xuICBjb25zdCBzID0gc2NyZWVuO1xuICBjb25zdCBlID0gc3Quc2NyZWVuO1xuICBzLnN0YW1wID0gZS5zdGFtcDtcbiAgcy5hbHRBY3RpdmUgPSBlLmFsdEFjdGl2ZTtcbiAgTlVNX0ZJRUxEUy5mb3JFYWNoKChrLCBpKSA9PiAoc1trXSA9IGUubnVtc1tpXSkpO1xuICBGTEFHX0ZJRUxEUy5mb3JFYWNoKChrLCBpKSA9PiAoc1trXSA9IGUuZmxhZ3NbaV0pKTtcbiAgcy5jaGFyc2V0cyA9IGUuY2hhcnNldHMubWFwKGNoYXJzZXRPZik7XG4gIHMudGFicy5zZXQoZS50YWJzKTtcbiAgY29uc3QgbG9hZCA9IChyOiBSb3dTdGF0ZSkgPT4gbG9hZFJvdyhyLCBzdC52KTtcbiAgcy5wcmltYXJ5ID0gbmV3IEdyaWQoZS5wcmltYXJ5Lm1hcChsb2FkKSk7XG4gIHMuYWx0ID0gbmV3IEdyaWQoZS5hbHQubWFwKGxvYWQpKTtcbiAgW3MucHJpbWFyeS5iYXNlLCBzLmFsdC5iYXNlXSA9IGUuYmFzZXM7XG4gIHMubGluZXMgPSBlLmFsdEFjdGl2ZSA/IHMuYWx0IDogcy5wcmltYXJ5O1xuICBzLmhpc3RvcnkucmVzdG9yZShlLmhpc3RvcnkubWFwKGxvYWQpLCBlLmhpc3RvcnlCdWRnZXQsIGUuaGlzdG9yeVB1c2hlZCk7XG4gIHMuc3R5bGVzLmxvYWQoe1xuICAgIGRhdGE6IG5ldyBJbnQzMkFycmF5KGUuc3R5bGVzLmRhdGEuc2xpY2UoKS5idWZmZXIpLFxuICAgIHVzZWQ6IGUuc3R5bGVzLnVzZWQuc2xpY2UoKSxcbiAgICBmcmVlOiBlLnN0eWxlcy5mcmVlLnNsaWNlKCksXG4gICAgY291bnQ6IGUuc3R5bGVzLmNvdW50LFxuICB9KTtcbiAgcy5saW5rcy5sb2FkKGUubGlua3MpO1xuICBzLnJlc3RvcmVkKFtsb2FkQ3Vyc29yKGUuc2F2ZWRbMF0pLCBsb2FkQ3Vyc29yKGUuc2F2ZWRbMV0pXSk7XG4gIGNvbnN0IHYgPSBzdC52dDtcbiAgT2JqZWN0LmFzc2lnbih2dC5tb2Rlcywgdi5tb2Rlcyk7XG4gIHZ0LmN1cnNvclNoYXBlID0gdi5jdXJzb3JTaGFwZTtcbiAgdnQuY3Vyc29yQmxpbmsgPSB2LmN1cnNvckJsaW5rO1xuICB2dC50aXRsZSA9IHYudGl0bGU7XG4gIHZ0Lmljb25OYW1lID0gdi5pY29uTmFtZTtcbiAgdnQuY3dkID0gdi5jd2Q7XG4gIHZ0LnBhbGV0dGUuY29sb3JzLnNldChuZXcgSW50MzJBcnJheSh2LnBhbGV0dGUuY29sb3JzLnNsaWNlKCkuYnVmZmVyKSk7XG4gIHZ0LnBhbGV0dGUuZmcgPSB2LnBhbGV0dGUuZmc7XG4gIHZ0LnBhbGV0dGUuYmcgPSB2LnBhbGV0dGUuYmc7XG4gIHZ0LnBhbGV0dGUuY3Vyc29yID0gdi5wYWxldHRlLmN1cnNvcjtcbiAgdnQudGl0bGVTdGFjayA9IHYudGl0bGVTdGFjay5tYXAoKFthLCBiXSkgPT4gW2EsIGJdKTtcbiAgdnQuZGNzID0gbnVsbDtcbiAgcGFyc2VyLmxvYWQoc3QucGFyc2VyKTtcbn1cblxuLyoqIEEgc2F2ZWQgZW5naW5lIHN0YXRlIHRoYXQgY2Fubm90IGJlIHVzZWQ7IHRoZSBtZXNzYWdlIHNheXMgd2h5LiAqL1xuZXhwb3J0IGNsYXNzIEVuZ2luZVN0YXRlRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKG1lc3NhZ2U6IHN0cmluZykge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiRW5naW5lU3RhdGVFcnJvclwiO1xuICB9XG59XG5cbmZ1bmN0aW9uIGZhaWwod2hhdDogc3RyaW5nKTogbmV2ZXIge1xuICB0aHJvdyBuZXcgRW5naW5lU3RhdGVFcnJvcihgQmFkIGVuZ2luZSBzdGF0ZTogJHt3aGF0fWApO1xufVxuXG5mdW5jdGlvbiBpc09iaih4OiB1bmtub3duKTogeCBpcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiB7XG4gIHJldHVybiB0eXBlb2YgeCA9PT0gXCJvYmplY3RcIiAmJiB4ICE9PSBudWxsICYmICFBcnJheUJ1ZmZlci5pc1ZpZXcoeCkgJiZcbiAgICAhQXJyYXkuaXNBcnJheSh4KTtcbn1cblxuZnVuY3Rpb24gaW50KHg6IHVua25vd24sIHdoYXQ6IHN0cmluZywgbG8gPSAwLCBoaSA9IDB4ZmZmZmZmZmYpOiBudW1iZXIge1xuICBpZiAoIU51bWJlci5pc0ludGVnZXIoeCkgfHwgKHggYXMgbnVtYmVyKSA8IGxvIHx8ICh4IGFzIG51bWJlcikgPiBoaSkge1xuICAgIGZhaWwoYCR7d2hhdH0gaXMgbm90IGFuIGludGVnZXIgaW4gJHtsb30uLiR7aGl9YCk7XG4gIH1cbiAgcmV0dXJuIHggYXMgbnVtYmVyO1xufVxuXG5mdW5jdGlvbiBib29sKHg6IHVua25vd24sIHdoYXQ6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBpZiAodHlwZW9mIHggIT09IFwiYm9vbGVhblwiKSBmYWlsKGAke3doYXR9IGlzIG5vdCBhIGJvb2xlYW5gKTtcbiAgcmV0dXJuIHg7XG59XG5cbmZ1bmN0aW9uIHN0cih4OiB1bmtub3duLCB3aGF0OiBzdHJpbmcpOiBzdHJpbmcge1xuICBpZiAodHlwZW9mIHggIT09IFwic3RyaW5nXCIpIGZhaWwoYCR7d2hhdH0gaXMgbm90IGEgc3RyaW5nYCk7XG4gIHJldHVybiB4O1xufVxuXG5mdW5jdGlvbiBieXRlcyh4OiB1bmtub3duLCB3aGF0OiBzdHJpbmcsIGxlbmd0aD86IG51bWJlcik6IFVpbnQ4QXJyYXkge1xuICBpZiAoISh4IGluc3RhbmNlb2YgVWludDhBcnJheSkpIGZhaWwoYCR7d2hhdH0gaXMgbm90IGJ5dGVzYCk7XG4gIGlmIChsZW5ndGggIT09IHVuZGVmaW5lZCAmJiB4Lmxlbmd0aCAhPT0gbGVuZ3RoKSB7XG4gICAgZmFpbChgJHt3aGF0fSBob2xkcyAke3gubGVuZ3RofSBieXRlcywgbm90ICR7bGVuZ3RofWApO1xuICB9XG4gIHJldHVybiB4O1xufVxuXG4vKiogTGl0dGxlLWVuZGlhbiB3b3JkIGBpYCBvZiBgYmAgKHdoaWNoIG1heSBzdGFydCBhdCBhbnkgYnl0ZSkuICovXG5mdW5jdGlvbiB3b3JkQXQoYjogVWludDhBcnJheSwgaTogbnVtYmVyKTogbnVtYmVyIHtcbiAgY29uc3QgbyA9IGkgKiA0O1xuICByZXR1cm4gKGJbb10gfCBiW28gKyAxXSA8PCA4IHwgYltvICsgMl0gPDwgMTYgfCBiW28gKyAzXSA8PCAyNCkgPj4+IDA7XG59XG5cbi8qKiBBIGNvZGUgcG9pbnQgYSBzdHJpbmcgY2FuIGhvbGQgKGRyYXdpbmcgb25lIHBhc3QgVSsxMEZGRkYgdGhyb3dzKS4gKi9cbmZ1bmN0aW9uIGNvZGVQb2ludChjcDogbnVtYmVyLCB3aGF0OiBzdHJpbmcpOiB2b2lkIHtcbiAgaWYgKGNwID4gMHgxMGZmZmYpIGZhaWwoYCR7d2hhdH0gaG9sZHMgYSBjb2RlIHBvaW50IHBhc3QgVSsxMEZGRkZgKTtcbn1cblxuZnVuY3Rpb24gYXJyKHg6IHVua25vd24sIHdoYXQ6IHN0cmluZywgbGVuZ3RoPzogbnVtYmVyKTogdW5rbm93bltdIHtcbiAgaWYgKCFBcnJheS5pc0FycmF5KHgpKSBmYWlsKGAke3doYXR9IGlzIG5vdCBhIGxpc3RgKTtcbiAgaWYgKGxlbmd0aCAhPT0gdW5kZWZpbmVkICYmIHgubGVuZ3RoICE9PSBsZW5ndGgpIHtcbiAgICBmYWlsKGAke3doYXR9IGhhcyAke3gubGVuZ3RofSBlbnRyaWVzLCBub3QgJHtsZW5ndGh9YCk7XG4gIH1cbiAgcmV0dXJuIHg7XG59XG5cbmZ1bmN0aW9uIGNoZWNrUm93KFxuICB4OiB1bmtub3duLFxuICB3aGF0OiBzdHJpbmcsXG4gIGVudHJ5OiBudW1iZXIsXG4gIGNvbHM/OiBudW1iZXIsXG4pOiB2b2lkIHtcbiAgY29uc3QgciA9IGFycih4LCB3aGF0LCA5KTtcbiAgY29uc3QgYyA9IGludChyWzBdLCBgJHt3aGF0fSB3aWR0aGAsIDEsIE1BWF9TSURFKTtcbiAgaWYgKGNvbHMgIT09IHVuZGVmaW5lZCAmJiBjICE9PSBjb2xzKSBmYWlsKGAke3doYXR9IGlzICR7Y30gd2lkZWApO1xuICBjb25zdCB1c2VkID0gaW50KHJbMl0sIGAke3doYXR9IHVzZWRgLCAwLCBjKTtcbiAgY29uc3QgY2VsbHMgPSBieXRlcyhyWzFdLCBgJHt3aGF0fSBjZWxsc2AsIHVzZWQgKiBDRUxMX1dPUkRTICogNCk7XG4gIGJvb2woclszXSwgYCR7d2hhdH0gd3JhcGApO1xuICBpbnQocls0XSwgYCR7d2hhdH0gc3RhbXBgLCAwLCBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUik7XG4gIGNvbnN0IG1hcmtDb3VudCA9IGludChyWzZdLCBgJHt3aGF0fSBtYXJrIGNvdW50YCk7XG4gIGlmIChyWzVdICE9PSBudWxsKSB7XG4gICAgY29uc3QgbSA9IGJ5dGVzKHJbNV0sIGAke3doYXR9IG1hcmtzYCk7XG4gICAgaWYgKG0ubGVuZ3RoICUgNCAhPT0gMCB8fCBtLmxlbmd0aCAvIDQgPCBtYXJrQ291bnQgKiBlbnRyeSkge1xuICAgICAgZmFpbChgJHt3aGF0fSBtYXJrcyBhcmUgY3V0YCk7XG4gICAgfVxuICAgIGZvciAobGV0IGF0ID0gMDsgYXQgPCBtYXJrQ291bnQgKiBlbnRyeTsgYXQgKz0gZW50cnkpIHtcbiAgICAgIGZvciAobGV0IGkgPSAxOyBpIDwgZW50cnk7IGkrKykge1xuICAgICAgICBjb2RlUG9pbnQod29yZEF0KG0sIGF0ICsgaSksIGAke3doYXR9IG1hcmtgKTtcbiAgICAgIH1cbiAgICB9XG4gIH0gZWxzZSBpZiAobWFya0NvdW50ICE9PSAwKSBmYWlsKGAke3doYXR9IGhhcyBtYXJrcyBjb3VudGVkIGJ1dCBub25lYCk7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgdXNlZCAqIENFTExfV09SRFM7IGkgKz0gQ0VMTF9XT1JEUykge1xuICAgIGNvZGVQb2ludCh3b3JkQXQoY2VsbHMsIGkpICYgQ1BfTUFTSywgYCR7d2hhdH0gY2VsbGApO1xuICB9XG4gIGlmIChyWzddICE9PSBudWxsKSB7XG4gICAgY29uc3QgbG9uZyA9IGFycihyWzddLCBgJHt3aGF0fSBjbHVzdGVyc2ApO1xuICAgIGlmIChsb25nLmxlbmd0aCA+IGMpIGZhaWwoYCR7d2hhdH0gaGFzIGNsdXN0ZXJzIHBhc3QgaXRzIGVuZGApO1xuICAgIGZvciAoY29uc3QgbCBvZiBsb25nKSBpZiAobCAhPT0gbnVsbCkgc3RyKGwsIGAke3doYXR9IGNsdXN0ZXJgKTtcbiAgfVxuICBpbnQocls4XSwgYCR7d2hhdH0gY2x1c3RlciBjb3VudGApO1xuICBpZiAocm93V29yZHMoYykgPCB1c2VkICogQ0VMTF9XT1JEUykgZmFpbChgJHt3aGF0fSBpcyBvdmVyLWZ1bGxgKTtcbn1cblxuZnVuY3Rpb24gY2hlY2tDaGFyc2V0cyh4OiB1bmtub3duLCB3aGF0OiBzdHJpbmcsIG4/OiBudW1iZXIpOiB2b2lkIHtcbiAgZm9yIChjb25zdCBmIG9mIGFycih4LCB3aGF0LCBuKSkge1xuICAgIGlmIChmICE9PSAwICYmIGYgIT09IDB4MzAgJiYgZiAhPT0gMHg0MSkgZmFpbChgJHt3aGF0fTogdW5rbm93biBjaGFyc2V0YCk7XG4gIH1cbn1cblxuZnVuY3Rpb24gY2hlY2tTYXZlZCh4OiB1bmtub3duLCB3aGF0OiBzdHJpbmcsIGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKSB7XG4gIGlmICh4ID09PSBudWxsKSByZXR1cm47XG4gIGlmICghaXNPYmooeCkpIGZhaWwoYCR7d2hhdH0gaXMgbm90IGEgc2F2ZWQgY3Vyc29yYCk7XG4gIGludCh4LngsIGAke3doYXR9IHhgLCAwLCBjb2xzIC0gMSk7XG4gIGludCh4LnksIGAke3doYXR9IHlgLCAwLCByb3dzIC0gMSk7XG4gIGZvciAoY29uc3QgayBvZiBbXCJmZ1wiLCBcImJnXCIsIFwidWxcIiwgXCJmbGFnc1wiLCBcImxpbmtcIiwgXCJnbFwiXSkge1xuICAgIGludCh4W2tdLCBgJHt3aGF0fSAke2t9YCwgLTEpO1xuICB9XG4gIGZvciAoY29uc3QgayBvZiBbXCJ3cmFwUGVuZGluZ1wiLCBcInByb3RlY3RcIiwgXCJvcmlnaW5cIl0pIHtcbiAgICBib29sKHhba10sIGAke3doYXR9ICR7a31gKTtcbiAgfVxuICBjaGVja0NoYXJzZXRzKHguY2hhcnNldHMsIGAke3doYXR9IGNoYXJzZXRzYCwgNCk7XG59XG5cbi8qKiBgZW50cnlgOiB3b3JkcyBwZXIgbWFya3MgZW50cnkgaW4gdGhlIHN0YXRlJ3MgdmVyc2lvbi4gKi9cbmZ1bmN0aW9uIGNoZWNrU2NyZWVuKHg6IHVua25vd24sIGVudHJ5OiBudW1iZXIpOiB2b2lkIHtcbiAgaWYgKCFpc09iaih4KSkgZmFpbChcIm5vIHNjcmVlblwiKTtcbiAgY29uc3QgY29scyA9IGludCh4LmNvbHMsIFwiY29sc1wiLCAxLCBNQVhfU0lERSk7XG4gIGNvbnN0IHJvd3MgPSBpbnQoeC5yb3dzLCBcInJvd3NcIiwgMSwgTUFYX1NJREUpO1xuICBib29sKHguYWx0QWN0aXZlLCBcImFsdEFjdGl2ZVwiKTtcbiAgaW50KHguc3RhbXAsIFwic3RhbXBcIiwgMCwgTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVIpO1xuICBjb25zdCBudW1zID0gYXJyKHgubnVtcywgXCJudW1iZXJzXCIsIE5VTV9GSUVMRFMubGVuZ3RoKTtcbiAgbnVtcy5mb3JFYWNoKChuLCBpKSA9PiBpbnQobiwgTlVNX0ZJRUxEU1tpXSwgLTEpKTtcbiAgY29uc3QgW2N4LCBjeSwgdG9wLCBib3R0b20sIGxlZnQsIHJpZ2h0XSA9IG51bXMgYXMgbnVtYmVyW107XG4gIGlmIChjeCA+PSBjb2xzIHx8IGN5ID49IHJvd3MpIGZhaWwoXCJ0aGUgY3Vyc29yIGlzIG9mZiB0aGUgc2NyZWVuXCIpO1xuICBpZiAodG9wID4gYm90dG9tIHx8IGJvdHRvbSA+PSByb3dzIHx8IGxlZnQgPiByaWdodCB8fCByaWdodCA+PSBjb2xzKSB7XG4gICAgZmFpbChcInRoZSBtYXJnaW5zIGFyZSBvdXRzaWRlIHRoZSBzY3JlZW5cIik7XG4gIH1cbiAgaWYgKChudW1zWzExXSBhcyBudW1iZXIpID4gMykgZmFpbChcImdsIGlzIG5vdCAwLTNcIik7XG4gIGFycih4LmZsYWdzLCBcImZsYWdzXCIsIEZMQUdfRklFTERTLmxlbmd0aCkuZm9yRWFjaCgoZiwgaSkgPT5cbiAgICBib29sKGYsIEZMQUdfRklFTERTW2ldKVxuICApO1xuICBjaGVja0NoYXJzZXRzKHguY2hhcnNldHMsIFwiY2hhcnNldHNcIiwgNCk7XG4gIGJ5dGVzKHgudGFicywgXCJ0YWJzXCIsIGNvbHMpO1xuICBhcnIoeC5wcmltYXJ5LCBcInByaW1hcnkgc2NyZWVuXCIsIHJvd3MpLmZvckVhY2goKHIsIHkpID0+XG4gICAgY2hlY2tSb3cociwgYHByaW1hcnkgcm93ICR7eX1gLCBlbnRyeSwgY29scylcbiAgKTtcbiAgYXJyKHguYWx0LCBcImFsdGVybmF0ZSBzY3JlZW5cIiwgcm93cykuZm9yRWFjaCgociwgeSkgPT5cbiAgICBjaGVja1JvdyhyLCBgYWx0ZXJuYXRlIHJvdyAke3l9YCwgZW50cnksIGNvbHMpXG4gICk7XG4gIGFycih4LmJhc2VzLCBcImdyaWQgc3RhcnRzXCIsIDIpLmZvckVhY2goKGIpID0+XG4gICAgaW50KGIsIFwiZ3JpZCBzdGFydFwiLCAwLCByb3dzIC0gMSlcbiAgKTtcbiAgYXJyKHguaGlzdG9yeSwgXCJoaXN0b3J5XCIpLmZvckVhY2goKHIsIGkpID0+XG4gICAgY2hlY2tSb3cociwgYGhpc3Rvcnkgcm93ICR7aX1gLCBlbnRyeSlcbiAgKTtcbiAgaW50KHguaGlzdG9yeUxpbmVzLCBcImhpc3RvcnkgbGVuZ3RoXCIpO1xuICBpbnQoeC5oaXN0b3J5QnVkZ2V0LCBcImhpc3RvcnkgYnVkZ2V0XCIsIDAsIE51bWJlci5NQVhfU0FGRV9JTlRFR0VSKTtcbiAgaW50KHguaGlzdG9yeVB1c2hlZCwgXCJoaXN0b3J5IGNvdW50XCIsIDAsIE51bWJlci5NQVhfU0FGRV9JTlRFR0VSKTtcbiAgY2hlY2tTdHlsZXMoeC5zdHlsZXMpO1xuICBjaGVja0xpbmtzKHgubGlua3MpO1xuICBjb25zdCBzYXZlZCA9IGFycih4LnNhdmVkLCBcInNhdmVkIGN1cnNvcnNcIiwgMik7XG4gIHNhdmVkLmZvckVhY2goKGMsIGkpID0+IGNoZWNrU2F2ZWQoYywgYHNhdmVkIGN1cnNvciAke2l9YCwgY29scywgcm93cykpO1xufVxuXG5mdW5jdGlvbiBjaGVja1N0eWxlcyh4OiB1bmtub3duKTogdm9pZCB7XG4gIGlmICghaXNPYmooeCkpIGZhaWwoXCJubyBzdHlsZSB0YWJsZVwiKTtcbiAgY29uc3QgdXNlZCA9IGJ5dGVzKHgudXNlZCwgXCJzdHlsZXMgaW4gdXNlXCIpO1xuICBpZiAodXNlZC5sZW5ndGggPCAxKSBmYWlsKFwidGhlIHN0eWxlIHRhYmxlIGlzIGVtcHR5XCIpO1xuICBieXRlcyh4LmRhdGEsIFwic3R5bGVzXCIsIHVzZWQubGVuZ3RoICogU1RZTEVfU1RSSURFICogNCk7XG4gIGZvciAoY29uc3QgaWQgb2YgYXJyKHguZnJlZSwgXCJmcmVlIHN0eWxlc1wiKSkge1xuICAgIGludChpZCwgXCJmcmVlIHN0eWxlXCIsIDEsIHVzZWQubGVuZ3RoIC0gMSk7XG4gIH1cbiAgaW50KHguY291bnQsIFwic3R5bGUgY291bnRcIiwgMSwgdXNlZC5sZW5ndGgpO1xufVxuXG5mdW5jdGlvbiBjaGVja0xpbmtzKHg6IHVua25vd24pOiB2b2lkIHtcbiAgaWYgKCFpc09iaih4KSkgZmFpbChcIm5vIGxpbmsgdGFibGVcIik7XG4gIGNvbnN0IGtleXMgPSBhcnIoeC5rZXlzLCBcImxpbmsga2V5c1wiKTtcbiAgY29uc3QgdXJpcyA9IGFycih4LnVyaXMsIFwibGluayB0YXJnZXRzXCIsIGtleXMubGVuZ3RoKTtcbiAga2V5cy5mb3JFYWNoKChrLCBpKSA9PiB7XG4gICAgaWYgKChrID09PSBudWxsKSAhPT0gKHVyaXNbaV0gPT09IG51bGwpKSBmYWlsKGBsaW5rICR7aX0gaXMgaGFsZiB0aGVyZWApO1xuICAgIGlmIChrICE9PSBudWxsKSBzdHIoaywgXCJsaW5rIGtleVwiKTtcbiAgICBpZiAodXJpc1tpXSAhPT0gbnVsbCkgc3RyKHVyaXNbaV0sIFwibGluayB0YXJnZXRcIik7XG4gIH0pO1xuICBmb3IgKGNvbnN0IGlkIG9mIGFycih4LmZyZWUsIFwiZnJlZSBsaW5rc1wiKSkge1xuICAgIGludChpZCwgXCJmcmVlIGxpbmtcIiwgMSwgTWF0aC5tYXgoMSwga2V5cy5sZW5ndGggLSAxKSk7XG4gIH1cbn1cblxuZnVuY3Rpb24gY2hlY2tWdCh4OiB1bmtub3duKTogdm9pZCB7XG4gIGlmICghaXNPYmooeCkpIGZhaWwoXCJubyBtb2Rlc1wiKTtcbiAgaWYgKCFpc09iaih4Lm1vZGVzKSkgZmFpbChcIm5vIG1vZGVzXCIpO1xuICBmb3IgKGNvbnN0IFtrLCB2XSBvZiBPYmplY3QuZW50cmllcyh4Lm1vZGVzKSkge1xuICAgIGlmICh0eXBlb2YgdiAhPT0gXCJib29sZWFuXCIgJiYgdHlwZW9mIHYgIT09IFwic3RyaW5nXCIpIGZhaWwoYG1vZGUgJHtrfWApO1xuICB9XG4gIGlmICghW1wiYmxvY2tcIiwgXCJ1bmRlcmxpbmVcIiwgXCJiYXJcIl0uaW5jbHVkZXMoeC5jdXJzb3JTaGFwZSBhcyBzdHJpbmcpKSB7XG4gICAgZmFpbChcInVua25vd24gY3Vyc29yIHNoYXBlXCIpO1xuICB9XG4gIGJvb2woeC5jdXJzb3JCbGluaywgXCJjdXJzb3IgYmxpbmtcIik7XG4gIHN0cih4LnRpdGxlLCBcInRpdGxlXCIpO1xuICBzdHIoeC5pY29uTmFtZSwgXCJpY29uIG5hbWVcIik7XG4gIHN0cih4LmN3ZCwgXCJjd2RcIik7XG4gIGNvbnN0IHAgPSB4LnBhbGV0dGU7XG4gIGlmICghaXNPYmoocCkpIGZhaWwoXCJubyBwYWxldHRlXCIpO1xuICBieXRlcyhwLmNvbG9ycywgXCJwYWxldHRlXCIsIDI1NiAqIDQpO1xuICBmb3IgKGNvbnN0IGsgb2YgW1wiZmdcIiwgXCJiZ1wiLCBcImN1cnNvclwiXSkgaW50KHBba10sIGBwYWxldHRlICR7a31gKTtcbiAgZm9yIChjb25zdCB0IG9mIGFycih4LnRpdGxlU3RhY2ssIFwidGl0bGUgc3RhY2tcIikpIHtcbiAgICBjb25zdCBwYWlyID0gYXJyKHQsIFwicHVzaGVkIHRpdGxlXCIsIDIpO1xuICAgIHN0cihwYWlyWzBdLCBcInB1c2hlZCB0aXRsZVwiKTtcbiAgICBzdHIocGFpclsxXSwgXCJwdXNoZWQgaWNvbiBuYW1lXCIpO1xuICB9XG59XG5cbmZ1bmN0aW9uIGNoZWNrUGFyc2VyKHg6IHVua25vd24pOiB2b2lkIHtcbiAgaWYgKCFpc09iaih4KSkgZmFpbChcIm5vIHBhcnNlciBzdGF0ZVwiKTtcbiAgaW50KHguc3RhdGUsIFwicGFyc2VyIHN0YXRlXCIsIDAsIDEzKTtcbiAgaW50KHguY29sbGVjdCwgXCJwYXJzZXIgaW50ZXJtZWRpYXRlc1wiLCAtMSk7XG4gIGJvb2woeC5wYXJhbVN0YXJ0ZWQsIFwicGFyc2VyIHBhcmFtZXRlciBmbGFnXCIpO1xuICBjb25zdCBwYXJhbXMgPSBhcnIoeC5wYXJhbXMsIFwicGFyYW1ldGVyc1wiKTtcbiAgaWYgKHBhcmFtcy5sZW5ndGggPiAzMikgZmFpbChcInRvbyBtYW55IHBhcmFtZXRlcnNcIik7XG4gIHBhcmFtcy5mb3JFYWNoKChwKSA9PiBpbnQocCwgXCJwYXJhbWV0ZXJcIiwgMCwgMHg3ZmZmZmZmZikpO1xuICBhcnIoeC5zdWIsIFwic3ViLXBhcmFtZXRlciBmbGFnc1wiLCBwYXJhbXMubGVuZ3RoKS5mb3JFYWNoKChwKSA9PlxuICAgIGludChwLCBcInN1Yi1wYXJhbWV0ZXIgZmxhZ1wiLCAwLCAxKVxuICApO1xuICBib29sKHguY29sb25zLCBcInBhcnNlciBjb2xvbiBmbGFnXCIpO1xuICBieXRlcyh4Lm9zYywgXCJPU0MgYnl0ZXNcIik7XG4gIGJvb2woeC5vc2NPdmVyZmxvdywgXCJPU0Mgb3ZlcmZsb3dcIik7XG4gIGFycih4LnV0ZjgsIFwiVVRGLTggc3RhdGVcIiwgNCkuZm9yRWFjaCgobikgPT4gaW50KG4sIFwiVVRGLTggc3RhdGVcIikpO1xufVxuXG4vKipcbiAqIGB4YCBhcyBhbiBlbmdpbmUgc3RhdGUsIGNoZWNrZWQgdGhyb3VnaDogYSB3cm9uZyB2ZXJzaW9uLCBhIG1pc3Npbmcgb3JcbiAqIG1pc3R5cGVkIGZpZWxkLCBhIHNpemUgb3V0IG9mIHJhbmdlIG9yIHJvd3MgdGhhdCBkbyBub3QgZml0IHRocm93IGFuXG4gKiBgRW5naW5lU3RhdGVFcnJvcmAgdGhhdCBzYXlzIHdoYXQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja0VuZ2luZVN0YXRlKHg6IHVua25vd24pOiBFbmdpbmVTdGF0ZSB7XG4gIGlmICghaXNPYmooeCkpIGZhaWwoXCJub3QgYSByZWNvcmRcIik7XG4gIGNvbnN0IGVudHJ5ID0gdHlwZW9mIHgudiA9PT0gXCJudW1iZXJcIiA/IE1BUktfRU5UUllfT0ZbeC52XSA6IHVuZGVmaW5lZDtcbiAgaWYgKGVudHJ5ID09PSB1bmRlZmluZWQpIHtcbiAgICBmYWlsKGB2ZXJzaW9uICR7eC52fSwgdGhpcyBlbmdpbmUgcmVhZHMgMSB0byAke0VOR0lORV9TVEFURV9WRVJTSU9OfWApO1xuICB9XG4gIGNoZWNrU2NyZWVuKHguc2NyZWVuLCBlbnRyeSk7XG4gIGNoZWNrVnQoeC52dCk7XG4gIGNoZWNrUGFyc2VyKHgucGFyc2VyKTtcbiAgcmV0dXJuIHggYXMgdW5rbm93biBhcyBFbmdpbmVTdGF0ZTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0EwQkMsR0FFRCxTQUFTLFVBQVUsUUFBUSxnQkFBZ0I7QUFFM0MsU0FBUyxJQUFJLFFBQVEsWUFBWTtBQUdqQyxTQUFTLFVBQVUsRUFBRSxVQUFVLEVBQUUsR0FBRyxFQUFFLFFBQVEsUUFBUSxXQUFXO0FBR2pFLFNBQVMsWUFBWSxRQUFRLGNBQWM7QUFFM0MsU0FBUyxVQUFVLEVBQUUsT0FBTyxRQUFRLFlBQVk7QUFDaEQsU0FBUyxRQUFRLFFBQVEsd0JBQXdCO0FBRWpELGlDQUFpQyxHQUNqQyxPQUFPLE1BQU0sdUJBQXVCLEVBQUU7QUFFdEMsOERBQThELEdBQzlELE1BQU0sZ0JBQXdDO0VBQUUsR0FBRztFQUFHLEdBQUc7QUFBVztBQW1FcEUsTUFBTSxhQUFhO0VBQ2pCO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRDtBQUVELE1BQU0sY0FBYztFQUNsQjtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRDtBQUVELG9FQUFvRSxHQUNwRSxTQUFTLFFBQVEsQ0FBMkI7RUFDMUMsT0FBTyxJQUFJLFdBQVcsRUFBRSxNQUFNLEVBQUUsRUFBRSxVQUFVLEVBQUUsRUFBRSxVQUFVLEVBQUUsS0FBSztBQUNuRTtBQUVBLDJEQUEyRCxHQUMzRCxTQUFTLFFBQVEsQ0FBYTtFQUM1QixPQUFPLElBQUksWUFBWSxFQUFFLEtBQUssR0FBRyxNQUFNO0FBQ3pDO0FBRUEsK0RBQStELEdBQy9ELFNBQVMsYUFBYSxDQUFVO0VBQzlCLElBQUksTUFBTSxNQUFNLE9BQU87RUFDdkIsS0FBSyxNQUFNLEtBQUs7SUFBQztJQUFNO0dBQUssQ0FBRSxJQUFJLFdBQVcsT0FBTyxHQUFHLE9BQU87RUFDOUQsT0FBTztBQUNUO0FBRUEsU0FBUyxVQUFVLEtBQWE7RUFDOUIsT0FBTyxVQUFVLElBQUksT0FBTyxXQUFXO0FBQ3pDO0FBRUEsU0FBUyxRQUFRLEdBQVE7RUFDdkIsTUFBTSxRQUFRLElBQUksSUFBSSxHQUFHO0VBQ3pCLE9BQU87SUFDTCxJQUFJLElBQUk7SUFDUixRQUFRLElBQUksS0FBSyxDQUFDLFFBQVEsQ0FBQyxHQUFHO0lBQzlCLElBQUksSUFBSTtJQUNSLElBQUksT0FBTztJQUNYLElBQUksR0FBRztJQUNQLElBQUksS0FBSyxLQUFLLE9BQU8sT0FBTyxRQUFRLElBQUksS0FBSztJQUM3QyxJQUFJLFNBQVM7SUFDYixJQUFJLElBQUksS0FBSyxPQUFPLE9BQU8sSUFBSSxJQUFJLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxLQUFLO0lBQ3BELElBQUksU0FBUztHQUNkO0FBQ0g7QUFFQSxTQUFTLFFBQVEsQ0FBVyxFQUFFLE9BQWU7RUFDM0MsTUFBTSxDQUFDLE1BQU0sT0FBTyxNQUFNLFNBQVMsS0FBSyxPQUFPLFdBQVcsTUFBTSxVQUFVLEdBQ3hFO0VBQ0YsTUFBTSxNQUFNLElBQUksSUFBSTtFQUNwQixJQUFJLEtBQUssQ0FBQyxHQUFHLENBQUMsUUFBUTtFQUN0QixJQUFJLElBQUksR0FBRztFQUNYLElBQUksT0FBTyxHQUFHO0VBQ2QsSUFBSSxHQUFHLEdBQUc7RUFDVixJQUFJLEtBQUssR0FBRyxVQUFVLE9BQ2xCLE9BQ0EsV0FBVyxRQUFRLFFBQVEsV0FBVyxhQUFhLENBQUMsUUFBUTtFQUNoRSxJQUFJLFNBQVMsR0FBRztFQUNoQixJQUFJLFdBQVcsQ0FDYixTQUFTLE9BQU8sT0FBTyxLQUFLLEdBQUcsQ0FBQyxDQUFDLElBQU0sS0FBSyxZQUM1QztFQUVGLE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsV0FBVyxDQUFjLEVBQUUsS0FBYSxFQUFFLElBQVk7RUFDN0QsSUFBSSxTQUFTLFlBQVksT0FBTztFQUNoQyxNQUFNLE1BQU0sSUFBSSxZQUFZLENBQUMsUUFBUSxVQUFVLElBQUk7RUFDbkQsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE9BQU8sSUFBSztJQUM5QixJQUFJLEdBQUcsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxJQUFJLE1BQU0sQ0FBQyxJQUFJLENBQUMsSUFBSSxPQUFPLElBQUk7RUFDcEQ7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLFdBQVcsQ0FBcUI7RUFDdkMsT0FBTyxNQUFNLE9BQU8sT0FBTztJQUFFLEdBQUcsQ0FBQztJQUFFLFVBQVUsRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDO0VBQWM7QUFDNUU7QUFFQSxTQUFTLFdBQVcsQ0FBMEI7RUFDNUMsT0FBTyxNQUFNLE9BQU8sT0FBTztJQUFFLEdBQUcsQ0FBQztJQUFFLFVBQVUsRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDO0VBQVc7QUFDekU7QUFFQSxtRUFBbUUsR0FDbkUsT0FBTyxTQUFTLFdBQ2QsTUFBYyxFQUNkLEVBQVcsRUFDWCxNQUFjO0VBRWQsTUFBTSxJQUFJO0VBQ1YsTUFBTSxTQUFTLEVBQUUsTUFBTSxDQUFDLElBQUk7RUFDNUIsT0FBTztJQUNMLEdBQUc7SUFDSCxRQUFRO01BQ04sTUFBTSxFQUFFLElBQUk7TUFDWixNQUFNLEVBQUUsSUFBSTtNQUNaLFdBQVcsRUFBRSxTQUFTO01BQ3RCLE9BQU8sRUFBRSxLQUFLO01BQ2QsTUFBTSxXQUFXLEdBQUcsQ0FBQyxDQUFDLElBQU0sQ0FBQyxDQUFDLEVBQUU7TUFDaEMsT0FBTyxZQUFZLEdBQUcsQ0FBQyxDQUFDLElBQU0sQ0FBQyxDQUFDLEVBQUU7TUFDbEMsVUFBVSxFQUFFLFFBQVEsQ0FBQyxHQUFHLENBQUM7TUFDekIsTUFBTSxFQUFFLElBQUksQ0FBQyxLQUFLO01BQ2xCLFNBQVMsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLEdBQUcsQ0FBQztNQUM1QixLQUFLLEVBQUUsR0FBRyxDQUFDLElBQUksQ0FBQyxHQUFHLENBQUM7TUFDcEIsT0FBTztRQUFDLEVBQUUsT0FBTyxDQUFDLElBQUk7UUFBRSxFQUFFLEdBQUcsQ0FBQyxJQUFJO09BQUM7TUFDbkMsU0FBUyxFQUFFLE9BQU8sQ0FBQyxPQUFPLEdBQUcsR0FBRyxDQUFDO01BQ2pDLGNBQWMsRUFBRSxPQUFPLENBQUMsS0FBSztNQUM3QixlQUFlLEVBQUUsT0FBTyxDQUFDLE1BQU07TUFDL0IsZUFBZSxFQUFFLE9BQU8sQ0FBQyxNQUFNO01BQy9CLFFBQVE7UUFBRSxHQUFHLE1BQU07UUFBRSxNQUFNLFFBQVEsT0FBTyxJQUFJO01BQUU7TUFDaEQsT0FBTyxFQUFFLEtBQUssQ0FBQyxJQUFJO01BQ25CLE9BQU8sRUFBRSxZQUFZLEdBQUcsR0FBRyxDQUFDO0lBRzlCO0lBQ0EsSUFBSTtNQUNGLE9BQU87UUFBRSxHQUFHLEdBQUcsS0FBSztNQUFDO01BQ3JCLGFBQWEsR0FBRyxXQUFXO01BQzNCLGFBQWEsR0FBRyxXQUFXO01BQzNCLE9BQU8sR0FBRyxLQUFLO01BQ2YsVUFBVSxHQUFHLFFBQVE7TUFDckIsS0FBSyxHQUFHLEdBQUc7TUFDWCxTQUFTO1FBQ1AsUUFBUSxRQUFRLEdBQUcsT0FBTyxDQUFDLE1BQU07UUFDakMsSUFBSSxHQUFHLE9BQU8sQ0FBQyxFQUFFO1FBQ2pCLElBQUksR0FBRyxPQUFPLENBQUMsRUFBRTtRQUNqQixRQUFRLEdBQUcsT0FBTyxDQUFDLE1BQU07TUFDM0I7TUFDQSxZQUFZLEdBQUcsVUFBVSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsR0FBRyxFQUFFLEdBQUs7VUFBQztVQUFHO1NBQUU7SUFDbEQ7SUFDQSxRQUFRLE9BQU8sSUFBSTtFQUNyQjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLFdBQ2QsRUFBZSxFQUNmLE1BQWMsRUFDZCxFQUFXLEVBQ1gsTUFBYztFQUVkLE1BQU0sSUFBSTtFQUNWLE1BQU0sSUFBSSxHQUFHLE1BQU07RUFDbkIsRUFBRSxLQUFLLEdBQUcsRUFBRSxLQUFLO0VBQ2pCLEVBQUUsU0FBUyxHQUFHLEVBQUUsU0FBUztFQUN6QixXQUFXLE9BQU8sQ0FBQyxDQUFDLEdBQUcsSUFBTyxDQUFDLENBQUMsRUFBRSxHQUFHLEVBQUUsSUFBSSxDQUFDLEVBQUU7RUFDOUMsWUFBWSxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQU8sQ0FBQyxDQUFDLEVBQUUsR0FBRyxFQUFFLEtBQUssQ0FBQyxFQUFFO0VBQ2hELEVBQUUsUUFBUSxHQUFHLEVBQUUsUUFBUSxDQUFDLEdBQUcsQ0FBQztFQUM1QixFQUFFLElBQUksQ0FBQyxHQUFHLENBQUMsRUFBRSxJQUFJO0VBQ2pCLE1BQU0sT0FBTyxDQUFDLElBQWdCLFFBQVEsR0FBRyxHQUFHLENBQUM7RUFDN0MsRUFBRSxPQUFPLEdBQUcsSUFBSSxLQUFLLEVBQUUsT0FBTyxDQUFDLEdBQUcsQ0FBQztFQUNuQyxFQUFFLEdBQUcsR0FBRyxJQUFJLEtBQUssRUFBRSxHQUFHLENBQUMsR0FBRyxDQUFDO0VBQzNCLENBQUMsRUFBRSxPQUFPLENBQUMsSUFBSSxFQUFFLEVBQUUsR0FBRyxDQUFDLElBQUksQ0FBQyxHQUFHLEVBQUUsS0FBSztFQUN0QyxFQUFFLEtBQUssR0FBRyxFQUFFLFNBQVMsR0FBRyxFQUFFLEdBQUcsR0FBRyxFQUFFLE9BQU87RUFDekMsRUFBRSxPQUFPLENBQUMsT0FBTyxDQUFDLEVBQUUsT0FBTyxDQUFDLEdBQUcsQ0FBQyxPQUFPLEVBQUUsYUFBYSxFQUFFLEVBQUUsYUFBYTtFQUN2RSxFQUFFLE1BQU0sQ0FBQyxJQUFJLENBQUM7SUFDWixNQUFNLElBQUksV0FBVyxFQUFFLE1BQU0sQ0FBQyxJQUFJLENBQUMsS0FBSyxHQUFHLE1BQU07SUFDakQsTUFBTSxFQUFFLE1BQU0sQ0FBQyxJQUFJLENBQUMsS0FBSztJQUN6QixNQUFNLEVBQUUsTUFBTSxDQUFDLElBQUksQ0FBQyxLQUFLO0lBQ3pCLE9BQU8sRUFBRSxNQUFNLENBQUMsS0FBSztFQUN2QjtFQUNBLEVBQUUsS0FBSyxDQUFDLElBQUksQ0FBQyxFQUFFLEtBQUs7RUFDcEIsRUFBRSxRQUFRLENBQUM7SUFBQyxXQUFXLEVBQUUsS0FBSyxDQUFDLEVBQUU7SUFBRyxXQUFXLEVBQUUsS0FBSyxDQUFDLEVBQUU7R0FBRTtFQUMzRCxNQUFNLElBQUksR0FBRyxFQUFFO0VBQ2YsT0FBTyxNQUFNLENBQUMsR0FBRyxLQUFLLEVBQUUsRUFBRSxLQUFLO0VBQy9CLEdBQUcsV0FBVyxHQUFHLEVBQUUsV0FBVztFQUM5QixHQUFHLFdBQVcsR0FBRyxFQUFFLFdBQVc7RUFDOUIsR0FBRyxLQUFLLEdBQUcsRUFBRSxLQUFLO0VBQ2xCLEdBQUcsUUFBUSxHQUFHLEVBQUUsUUFBUTtFQUN4QixHQUFHLEdBQUcsR0FBRyxFQUFFLEdBQUc7RUFDZCxHQUFHLE9BQU8sQ0FBQyxNQUFNLENBQUMsR0FBRyxDQUFDLElBQUksV0FBVyxFQUFFLE9BQU8sQ0FBQyxNQUFNLENBQUMsS0FBSyxHQUFHLE1BQU07RUFDcEUsR0FBRyxPQUFPLENBQUMsRUFBRSxHQUFHLEVBQUUsT0FBTyxDQUFDLEVBQUU7RUFDNUIsR0FBRyxPQUFPLENBQUMsRUFBRSxHQUFHLEVBQUUsT0FBTyxDQUFDLEVBQUU7RUFDNUIsR0FBRyxPQUFPLENBQUMsTUFBTSxHQUFHLEVBQUUsT0FBTyxDQUFDLE1BQU07RUFDcEMsR0FBRyxVQUFVLEdBQUcsRUFBRSxVQUFVLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxHQUFHLEVBQUUsR0FBSztNQUFDO01BQUc7S0FBRTtFQUNuRCxHQUFHLEdBQUcsR0FBRztFQUNULE9BQU8sSUFBSSxDQUFDLEdBQUcsTUFBTTtBQUN2QjtBQUVBLG9FQUFvRSxHQUNwRSxPQUFPLE1BQU0seUJBQXlCO0VBQ3BDLFlBQVksT0FBZSxDQUFFO0lBQzNCLEtBQUssQ0FBQztJQUNOLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtBQUNGO0FBRUEsU0FBUyxLQUFLLElBQVk7RUFDeEIsTUFBTSxJQUFJLGlCQUFpQixDQUFDLGtCQUFrQixFQUFFLE1BQU07QUFDeEQ7QUFFQSxTQUFTLE1BQU0sQ0FBVTtFQUN2QixPQUFPLE9BQU8sTUFBTSxZQUFZLE1BQU0sUUFBUSxDQUFDLFlBQVksTUFBTSxDQUFDLE1BQ2hFLENBQUMsTUFBTSxPQUFPLENBQUM7QUFDbkI7QUFFQSxTQUFTLElBQUksQ0FBVSxFQUFFLElBQVksRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLFVBQVU7RUFDNUQsSUFBSSxDQUFDLE9BQU8sU0FBUyxDQUFDLE1BQU0sQUFBQyxJQUFlLE1BQU0sQUFBQyxJQUFlLElBQUk7SUFDcEUsS0FBSyxHQUFHLEtBQUssc0JBQXNCLEVBQUUsR0FBRyxFQUFFLEVBQUUsSUFBSTtFQUNsRDtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVMsS0FBSyxDQUFVLEVBQUUsSUFBWTtFQUNwQyxJQUFJLE9BQU8sTUFBTSxXQUFXLEtBQUssR0FBRyxLQUFLLGlCQUFpQixDQUFDO0VBQzNELE9BQU87QUFDVDtBQUVBLFNBQVMsSUFBSSxDQUFVLEVBQUUsSUFBWTtFQUNuQyxJQUFJLE9BQU8sTUFBTSxVQUFVLEtBQUssR0FBRyxLQUFLLGdCQUFnQixDQUFDO0VBQ3pELE9BQU87QUFDVDtBQUVBLFNBQVMsTUFBTSxDQUFVLEVBQUUsSUFBWSxFQUFFLE1BQWU7RUFDdEQsSUFBSSxDQUFDLENBQUMsYUFBYSxVQUFVLEdBQUcsS0FBSyxHQUFHLEtBQUssYUFBYSxDQUFDO0VBQzNELElBQUksV0FBVyxhQUFhLEVBQUUsTUFBTSxLQUFLLFFBQVE7SUFDL0MsS0FBSyxHQUFHLEtBQUssT0FBTyxFQUFFLEVBQUUsTUFBTSxDQUFDLFlBQVksRUFBRSxRQUFRO0VBQ3ZEO0VBQ0EsT0FBTztBQUNUO0FBRUEsaUVBQWlFLEdBQ2pFLFNBQVMsT0FBTyxDQUFhLEVBQUUsQ0FBUztFQUN0QyxNQUFNLElBQUksSUFBSTtFQUNkLE9BQU8sQ0FBQyxDQUFDLENBQUMsRUFBRSxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQyxJQUFJLEVBQUUsSUFBSSxLQUFLLENBQUMsQ0FBQyxJQUFJLEVBQUUsSUFBSSxFQUFFLE1BQU07QUFDdEU7QUFFQSx1RUFBdUUsR0FDdkUsU0FBUyxVQUFVLEVBQVUsRUFBRSxJQUFZO0VBQ3pDLElBQUksS0FBSyxVQUFVLEtBQUssR0FBRyxLQUFLLGlDQUFpQyxDQUFDO0FBQ3BFO0FBRUEsU0FBUyxJQUFJLENBQVUsRUFBRSxJQUFZLEVBQUUsTUFBZTtFQUNwRCxJQUFJLENBQUMsTUFBTSxPQUFPLENBQUMsSUFBSSxLQUFLLEdBQUcsS0FBSyxjQUFjLENBQUM7RUFDbkQsSUFBSSxXQUFXLGFBQWEsRUFBRSxNQUFNLEtBQUssUUFBUTtJQUMvQyxLQUFLLEdBQUcsS0FBSyxLQUFLLEVBQUUsRUFBRSxNQUFNLENBQUMsY0FBYyxFQUFFLFFBQVE7RUFDdkQ7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLFNBQ1AsQ0FBVSxFQUNWLElBQVksRUFDWixLQUFhLEVBQ2IsSUFBYTtFQUViLE1BQU0sSUFBSSxJQUFJLEdBQUcsTUFBTTtFQUN2QixNQUFNLElBQUksSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxNQUFNLENBQUMsRUFBRSxHQUFHO0VBQ3hDLElBQUksU0FBUyxhQUFhLE1BQU0sTUFBTSxLQUFLLEdBQUcsS0FBSyxJQUFJLEVBQUUsRUFBRSxLQUFLLENBQUM7RUFDakUsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxHQUFHLEtBQUssS0FBSyxDQUFDLEVBQUUsR0FBRztFQUMxQyxNQUFNLFFBQVEsTUFBTSxDQUFDLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxNQUFNLENBQUMsRUFBRSxPQUFPLGFBQWE7RUFDL0QsS0FBSyxDQUFDLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxLQUFLLENBQUM7RUFDekIsSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxNQUFNLENBQUMsRUFBRSxHQUFHLE9BQU8sZ0JBQWdCO0VBQ3JELE1BQU0sWUFBWSxJQUFJLENBQUMsQ0FBQyxFQUFFLEVBQUUsR0FBRyxLQUFLLFdBQVcsQ0FBQztFQUNoRCxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssTUFBTTtJQUNqQixNQUFNLElBQUksTUFBTSxDQUFDLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxNQUFNLENBQUM7SUFDckMsSUFBSSxFQUFFLE1BQU0sR0FBRyxNQUFNLEtBQUssRUFBRSxNQUFNLEdBQUcsSUFBSSxZQUFZLE9BQU87TUFDMUQsS0FBSyxHQUFHLEtBQUssY0FBYyxDQUFDO0lBQzlCO0lBQ0EsSUFBSyxJQUFJLEtBQUssR0FBRyxLQUFLLFlBQVksT0FBTyxNQUFNLE1BQU87TUFDcEQsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE9BQU8sSUFBSztRQUM5QixVQUFVLE9BQU8sR0FBRyxLQUFLLElBQUksR0FBRyxLQUFLLEtBQUssQ0FBQztNQUM3QztJQUNGO0VBQ0YsT0FBTyxJQUFJLGNBQWMsR0FBRyxLQUFLLEdBQUcsS0FBSywyQkFBMkIsQ0FBQztFQUNyRSxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksT0FBTyxZQUFZLEtBQUssV0FBWTtJQUN0RCxVQUFVLE9BQU8sT0FBTyxLQUFLLFNBQVMsR0FBRyxLQUFLLEtBQUssQ0FBQztFQUN0RDtFQUNBLElBQUksQ0FBQyxDQUFDLEVBQUUsS0FBSyxNQUFNO0lBQ2pCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQyxFQUFFLEVBQUUsR0FBRyxLQUFLLFNBQVMsQ0FBQztJQUN6QyxJQUFJLEtBQUssTUFBTSxHQUFHLEdBQUcsS0FBSyxHQUFHLEtBQUssMEJBQTBCLENBQUM7SUFDN0QsS0FBSyxNQUFNLEtBQUssS0FBTSxJQUFJLE1BQU0sTUFBTSxJQUFJLEdBQUcsR0FBRyxLQUFLLFFBQVEsQ0FBQztFQUNoRTtFQUNBLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxHQUFHLEtBQUssY0FBYyxDQUFDO0VBQ2pDLElBQUksU0FBUyxLQUFLLE9BQU8sWUFBWSxLQUFLLEdBQUcsS0FBSyxhQUFhLENBQUM7QUFDbEU7QUFFQSxTQUFTLGNBQWMsQ0FBVSxFQUFFLElBQVksRUFBRSxDQUFVO0VBQ3pELEtBQUssTUFBTSxLQUFLLElBQUksR0FBRyxNQUFNLEdBQUk7SUFDL0IsSUFBSSxNQUFNLEtBQUssTUFBTSxRQUFRLE1BQU0sTUFBTSxLQUFLLEdBQUcsS0FBSyxpQkFBaUIsQ0FBQztFQUMxRTtBQUNGO0FBRUEsU0FBUyxXQUFXLENBQVUsRUFBRSxJQUFZLEVBQUUsSUFBWSxFQUFFLElBQVk7RUFDdEUsSUFBSSxNQUFNLE1BQU07RUFDaEIsSUFBSSxDQUFDLE1BQU0sSUFBSSxLQUFLLEdBQUcsS0FBSyxzQkFBc0IsQ0FBQztFQUNuRCxJQUFJLEVBQUUsQ0FBQyxFQUFFLEdBQUcsS0FBSyxFQUFFLENBQUMsRUFBRSxHQUFHLE9BQU87RUFDaEMsSUFBSSxFQUFFLENBQUMsRUFBRSxHQUFHLEtBQUssRUFBRSxDQUFDLEVBQUUsR0FBRyxPQUFPO0VBQ2hDLEtBQUssTUFBTSxLQUFLO0lBQUM7SUFBTTtJQUFNO0lBQU07SUFBUztJQUFRO0dBQUssQ0FBRTtJQUN6RCxJQUFJLENBQUMsQ0FBQyxFQUFFLEVBQUUsR0FBRyxLQUFLLENBQUMsRUFBRSxHQUFHLEVBQUUsQ0FBQztFQUM3QjtFQUNBLEtBQUssTUFBTSxLQUFLO0lBQUM7SUFBZTtJQUFXO0dBQVMsQ0FBRTtJQUNwRCxLQUFLLENBQUMsQ0FBQyxFQUFFLEVBQUUsR0FBRyxLQUFLLENBQUMsRUFBRSxHQUFHO0VBQzNCO0VBQ0EsY0FBYyxFQUFFLFFBQVEsRUFBRSxHQUFHLEtBQUssU0FBUyxDQUFDLEVBQUU7QUFDaEQ7QUFFQSwyREFBMkQsR0FDM0QsU0FBUyxZQUFZLENBQVUsRUFBRSxLQUFhO0VBQzVDLElBQUksQ0FBQyxNQUFNLElBQUksS0FBSztFQUNwQixNQUFNLE9BQU8sSUFBSSxFQUFFLElBQUksRUFBRSxRQUFRLEdBQUc7RUFDcEMsTUFBTSxPQUFPLElBQUksRUFBRSxJQUFJLEVBQUUsUUFBUSxHQUFHO0VBQ3BDLEtBQUssRUFBRSxTQUFTLEVBQUU7RUFDbEIsSUFBSSxFQUFFLEtBQUssRUFBRSxTQUFTLEdBQUcsT0FBTyxnQkFBZ0I7RUFDaEQsTUFBTSxPQUFPLElBQUksRUFBRSxJQUFJLEVBQUUsV0FBVyxXQUFXLE1BQU07RUFDckQsS0FBSyxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQU0sSUFBSSxHQUFHLFVBQVUsQ0FBQyxFQUFFLEVBQUUsQ0FBQztFQUM5QyxNQUFNLENBQUMsSUFBSSxJQUFJLEtBQUssUUFBUSxNQUFNLE1BQU0sR0FBRztFQUMzQyxJQUFJLE1BQU0sUUFBUSxNQUFNLE1BQU0sS0FBSztFQUNuQyxJQUFJLE1BQU0sVUFBVSxVQUFVLFFBQVEsT0FBTyxTQUFTLFNBQVMsTUFBTTtJQUNuRSxLQUFLO0VBQ1A7RUFDQSxJQUFJLEFBQUMsSUFBSSxDQUFDLEdBQUcsR0FBYyxHQUFHLEtBQUs7RUFDbkMsSUFBSSxFQUFFLEtBQUssRUFBRSxTQUFTLFlBQVksTUFBTSxFQUFFLE9BQU8sQ0FBQyxDQUFDLEdBQUcsSUFDcEQsS0FBSyxHQUFHLFdBQVcsQ0FBQyxFQUFFO0VBRXhCLGNBQWMsRUFBRSxRQUFRLEVBQUUsWUFBWTtFQUN0QyxNQUFNLEVBQUUsSUFBSSxFQUFFLFFBQVE7RUFDdEIsSUFBSSxFQUFFLE9BQU8sRUFBRSxrQkFBa0IsTUFBTSxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQ2pELFNBQVMsR0FBRyxDQUFDLFlBQVksRUFBRSxHQUFHLEVBQUUsT0FBTztFQUV6QyxJQUFJLEVBQUUsR0FBRyxFQUFFLG9CQUFvQixNQUFNLE9BQU8sQ0FBQyxDQUFDLEdBQUcsSUFDL0MsU0FBUyxHQUFHLENBQUMsY0FBYyxFQUFFLEdBQUcsRUFBRSxPQUFPO0VBRTNDLElBQUksRUFBRSxLQUFLLEVBQUUsZUFBZSxHQUFHLE9BQU8sQ0FBQyxDQUFDLElBQ3RDLElBQUksR0FBRyxjQUFjLEdBQUcsT0FBTztFQUVqQyxJQUFJLEVBQUUsT0FBTyxFQUFFLFdBQVcsT0FBTyxDQUFDLENBQUMsR0FBRyxJQUNwQyxTQUFTLEdBQUcsQ0FBQyxZQUFZLEVBQUUsR0FBRyxFQUFFO0VBRWxDLElBQUksRUFBRSxZQUFZLEVBQUU7RUFDcEIsSUFBSSxFQUFFLGFBQWEsRUFBRSxrQkFBa0IsR0FBRyxPQUFPLGdCQUFnQjtFQUNqRSxJQUFJLEVBQUUsYUFBYSxFQUFFLGlCQUFpQixHQUFHLE9BQU8sZ0JBQWdCO0VBQ2hFLFlBQVksRUFBRSxNQUFNO0VBQ3BCLFdBQVcsRUFBRSxLQUFLO0VBQ2xCLE1BQU0sUUFBUSxJQUFJLEVBQUUsS0FBSyxFQUFFLGlCQUFpQjtFQUM1QyxNQUFNLE9BQU8sQ0FBQyxDQUFDLEdBQUcsSUFBTSxXQUFXLEdBQUcsQ0FBQyxhQUFhLEVBQUUsR0FBRyxFQUFFLE1BQU07QUFDbkU7QUFFQSxTQUFTLFlBQVksQ0FBVTtFQUM3QixJQUFJLENBQUMsTUFBTSxJQUFJLEtBQUs7RUFDcEIsTUFBTSxPQUFPLE1BQU0sRUFBRSxJQUFJLEVBQUU7RUFDM0IsSUFBSSxLQUFLLE1BQU0sR0FBRyxHQUFHLEtBQUs7RUFDMUIsTUFBTSxFQUFFLElBQUksRUFBRSxVQUFVLEtBQUssTUFBTSxHQUFHLGVBQWU7RUFDckQsS0FBSyxNQUFNLE1BQU0sSUFBSSxFQUFFLElBQUksRUFBRSxlQUFnQjtJQUMzQyxJQUFJLElBQUksY0FBYyxHQUFHLEtBQUssTUFBTSxHQUFHO0VBQ3pDO0VBQ0EsSUFBSSxFQUFFLEtBQUssRUFBRSxlQUFlLEdBQUcsS0FBSyxNQUFNO0FBQzVDO0FBRUEsU0FBUyxXQUFXLENBQVU7RUFDNUIsSUFBSSxDQUFDLE1BQU0sSUFBSSxLQUFLO0VBQ3BCLE1BQU0sT0FBTyxJQUFJLEVBQUUsSUFBSSxFQUFFO0VBQ3pCLE1BQU0sT0FBTyxJQUFJLEVBQUUsSUFBSSxFQUFFLGdCQUFnQixLQUFLLE1BQU07RUFDcEQsS0FBSyxPQUFPLENBQUMsQ0FBQyxHQUFHO0lBQ2YsSUFBSSxBQUFDLE1BQU0sU0FBVSxDQUFDLElBQUksQ0FBQyxFQUFFLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQyxLQUFLLEVBQUUsRUFBRSxjQUFjLENBQUM7SUFDdkUsSUFBSSxNQUFNLE1BQU0sSUFBSSxHQUFHO0lBQ3ZCLElBQUksSUFBSSxDQUFDLEVBQUUsS0FBSyxNQUFNLElBQUksSUFBSSxDQUFDLEVBQUUsRUFBRTtFQUNyQztFQUNBLEtBQUssTUFBTSxNQUFNLElBQUksRUFBRSxJQUFJLEVBQUUsY0FBZTtJQUMxQyxJQUFJLElBQUksYUFBYSxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxNQUFNLEdBQUc7RUFDcEQ7QUFDRjtBQUVBLFNBQVMsUUFBUSxDQUFVO0VBQ3pCLElBQUksQ0FBQyxNQUFNLElBQUksS0FBSztFQUNwQixJQUFJLENBQUMsTUFBTSxFQUFFLEtBQUssR0FBRyxLQUFLO0VBQzFCLEtBQUssTUFBTSxDQUFDLEdBQUcsRUFBRSxJQUFJLE9BQU8sT0FBTyxDQUFDLEVBQUUsS0FBSyxFQUFHO0lBQzVDLElBQUksT0FBTyxNQUFNLGFBQWEsT0FBTyxNQUFNLFVBQVUsS0FBSyxDQUFDLEtBQUssRUFBRSxHQUFHO0VBQ3ZFO0VBQ0EsSUFBSSxDQUFDO0lBQUM7SUFBUztJQUFhO0dBQU0sQ0FBQyxRQUFRLENBQUMsRUFBRSxXQUFXLEdBQWE7SUFDcEUsS0FBSztFQUNQO0VBQ0EsS0FBSyxFQUFFLFdBQVcsRUFBRTtFQUNwQixJQUFJLEVBQUUsS0FBSyxFQUFFO0VBQ2IsSUFBSSxFQUFFLFFBQVEsRUFBRTtFQUNoQixJQUFJLEVBQUUsR0FBRyxFQUFFO0VBQ1gsTUFBTSxJQUFJLEVBQUUsT0FBTztFQUNuQixJQUFJLENBQUMsTUFBTSxJQUFJLEtBQUs7RUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLE1BQU07RUFDakMsS0FBSyxNQUFNLEtBQUs7SUFBQztJQUFNO0lBQU07R0FBUyxDQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxDQUFDLFFBQVEsRUFBRSxHQUFHO0VBQ2hFLEtBQUssTUFBTSxLQUFLLElBQUksRUFBRSxVQUFVLEVBQUUsZUFBZ0I7SUFDaEQsTUFBTSxPQUFPLElBQUksR0FBRyxnQkFBZ0I7SUFDcEMsSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFO0lBQ2IsSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFO0VBQ2Y7QUFDRjtBQUVBLFNBQVMsWUFBWSxDQUFVO0VBQzdCLElBQUksQ0FBQyxNQUFNLElBQUksS0FBSztFQUNwQixJQUFJLEVBQUUsS0FBSyxFQUFFLGdCQUFnQixHQUFHO0VBQ2hDLElBQUksRUFBRSxPQUFPLEVBQUUsd0JBQXdCLENBQUM7RUFDeEMsS0FBSyxFQUFFLFlBQVksRUFBRTtFQUNyQixNQUFNLFNBQVMsSUFBSSxFQUFFLE1BQU0sRUFBRTtFQUM3QixJQUFJLE9BQU8sTUFBTSxHQUFHLElBQUksS0FBSztFQUM3QixPQUFPLE9BQU8sQ0FBQyxDQUFDLElBQU0sSUFBSSxHQUFHLGFBQWEsR0FBRztFQUM3QyxJQUFJLEVBQUUsR0FBRyxFQUFFLHVCQUF1QixPQUFPLE1BQU0sRUFBRSxPQUFPLENBQUMsQ0FBQyxJQUN4RCxJQUFJLEdBQUcsc0JBQXNCLEdBQUc7RUFFbEMsS0FBSyxFQUFFLE1BQU0sRUFBRTtFQUNmLE1BQU0sRUFBRSxHQUFHLEVBQUU7RUFDYixLQUFLLEVBQUUsV0FBVyxFQUFFO0VBQ3BCLElBQUksRUFBRSxJQUFJLEVBQUUsZUFBZSxHQUFHLE9BQU8sQ0FBQyxDQUFDLElBQU0sSUFBSSxHQUFHO0FBQ3REO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxpQkFBaUIsQ0FBVTtFQUN6QyxJQUFJLENBQUMsTUFBTSxJQUFJLEtBQUs7RUFDcEIsTUFBTSxRQUFRLE9BQU8sRUFBRSxDQUFDLEtBQUssV0FBVyxhQUFhLENBQUMsRUFBRSxDQUFDLENBQUMsR0FBRztFQUM3RCxJQUFJLFVBQVUsV0FBVztJQUN2QixLQUFLLENBQUMsUUFBUSxFQUFFLEVBQUUsQ0FBQyxDQUFDLHlCQUF5QixFQUFFLHNCQUFzQjtFQUN2RTtFQUNBLFlBQVksRUFBRSxNQUFNLEVBQUU7RUFDdEIsUUFBUSxFQUFFLEVBQUU7RUFDWixZQUFZLEVBQUUsTUFBTTtFQUNwQixPQUFPO0FBQ1QifQ==
// denoCacheMetadata=1298211322548808448,12177177944126157247