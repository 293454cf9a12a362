/**
 * A screen update as an update ring record (`update_ring.ts`): int32 words
 * in a fixed order, strings as a length word and their UTF-16 code units,
 * two to a word. Both threads are one process: no UTF-8, no field names,
 * no type tags. An encode fills one buffer kept across calls and a decode
 * builds the update as object literals of fixed shapes.
 *
 * Measured in the daemon (perf, per echoed key, load about 2): msgpack of
 * the update's fields by name cost the main thread more to decode than
 * the structured clone it replaced; msgpack by position took 14.2 us to
 * decode and 16.5 to encode (in the worker), these words 6.5 and 8.3
 * (bench/README.md, "Issue 15, seventh round").
 *
 * The words, in order (`$`: a string):
 *
 *     cols rows resized bells bytes title$
 *     cursor: x y visible blink shape$
 *     panes: count, then each: id bytes keys paste altScroll mouse$ encoding$
 *       (keys: 1 cursor keys in application mode, 2 application keypad,
 *       4 focus reports)
 *     lines: count, then each: y runs, then each run: fields text$ cells
 *            and its fields after `cells` (fg bg flags ul link, as present)
 *
 * Only the common updates take this way: one that carries modes, link
 * definitions or a clipboard write is posted (`encodeUpdate` says null).
 * Modes and links change rarely; a clipboard write must not linger in a
 * ring's memory after it is read.
 *
 * @module
 */

import type { CursorShape, RowRun } from "../../vt/types.ts";
import type { PaneMouseModes, ScreenUpdate } from "./parse_messages.ts";
import { UPDATE_RECORD_BYTES } from "./update_ring.ts";

/** Words an update may take: the ring's largest record. */
const MAX_WORDS = UPDATE_RECORD_BYTES / 4;

/** The encoder's buffer, kept across calls (grown up to MAX_WORDS). */
let out = new Int32Array(256);
let outUnits = new Uint16Array(out.buffer);
let outBytes = new Uint8Array(out.buffer);
/** Next word to write; past `out.length`: the update is too large. */
let at = 0;

/**
 * The record of `u`, a view of a buffer the next call reuses; null when it
 * must be posted (see the top), or is larger than a ring record.
 */
export function encodeUpdate(u: ScreenUpdate): Uint8Array | null {
  if (u.modes || u.links || u.clipboard) return null;
  if ((u.bytes | 0) !== u.bytes || (u.bells | 0) !== u.bells) return null;
  at = 0;
  if (!room(8)) return null;
  out[at++] = u.cols;
  out[at++] = u.rows;
  out[at++] = u.resized ? 1 : 0;
  out[at++] = u.bells;
  out[at++] = u.bytes;
  const [x, y, visible, shape, blink] = u.cursor;
  if (!text(u.title) || !room(5)) return null;
  out[at++] = x;
  out[at++] = y;
  out[at++] = visible;
  out[at++] = blink;
  if (!text(shape) || !panes(u.panes ?? []) || !lines(u.lines)) return null;
  return outBytes.subarray(0, at * 4);
}

/** Writes the panes' counts and modes; false when out of room. */
function panes(list: NonNullable<ScreenUpdate["panes"]>): boolean {
  if (!room(1)) return false;
  out[at++] = list.length;
  for (const [id, bytes, keys, paste, m, keypad, focus] of list) {
    if (!room(5)) return false;
    out[at++] = id;
    out[at++] = bytes;
    out[at++] = (keys ? 1 : 0) | (keypad ? 2 : 0) | (focus ? 4 : 0);
    out[at++] = paste ? 1 : 0;
    out[at++] = m.altScroll ? 1 : 0;
    if (!text(m.mouse) || !text(m.encoding)) return false;
  }
  return true;
}

/** Writes the changed rows; false when out of room. */
function lines(list: [number, RowRun[]][]): boolean {
  if (!room(1)) return false;
  out[at++] = list.length;
  for (const [y, runs] of list) {
    if (!room(2)) return false;
    out[at++] = y;
    out[at++] = runs.length;
    for (const run of runs) {
      if (!room(1)) return false;
      out[at++] = run.length;
      if (!text(run[0]) || !room(run.length - 1)) return false;
      for (let i = 1; i < run.length; i++) out[at++] = run[i] as number;
    }
  }
  return true;
}

/** Writes `s` (length, then its code units); false when out of room. */
function text(s: string): boolean {
  const n = s.length;
  if (!room(1 + ((n + 1) >> 1))) return false;
  out[at++] = n;
  const units = outUnits;
  const first = at * 2;
  for (let i = 0; i < n; i++) units[first + i] = s.charCodeAt(i);
  at += (n + 1) >> 1;
  return true;
}

/** Whether `n` more words fit, growing the buffer up to MAX_WORDS. */
function room(n: number): boolean {
  if (at + n <= out.length) return true;
  if (at + n > MAX_WORDS) return false;
  const next = new Int32Array(Math.min(MAX_WORDS, (at + n) * 2));
  next.set(out.subarray(0, at));
  out = next;
  outUnits = new Uint16Array(next.buffer);
  outBytes = new Uint8Array(next.buffer);
  return true;
}

/** The decoder's views of the buffer it last read, and its next word. */
let words = new Int32Array(0);
let units = new Uint16Array(0);
let p = 0;

/**
 * The update in record `bytes` (made by `encodeUpdate`; `bytes` starts on
 * a 4-byte boundary of a buffer that is not shared: `UpdateRing.take()`).
 */
export function decodeUpdate(bytes: Uint8Array): ScreenUpdate {
  if (words.buffer !== bytes.buffer) {
    words = new Int32Array(bytes.buffer as ArrayBuffer);
    units = new Uint16Array(bytes.buffer as ArrayBuffer);
  }
  p = bytes.byteOffset >> 2;
  const cols = words[p++];
  const rows = words[p++];
  const resized = words[p++] === 1;
  const bells = words[p++];
  const parsed = words[p++];
  const title = readText();
  const x = words[p++];
  const y = words[p++];
  const visible = words[p++] as 0 | 1;
  const blink = words[p++] as 0 | 1;
  const shape = readText() as CursorShape;
  const panes = readPanes();
  return {
    t: "screen",
    cols,
    rows,
    resized,
    lines: readLines(),
    cursor: [x, y, visible, shape, blink],
    title,
    bells,
    bytes: parsed,
    panes,
  };
}

function readPanes(): NonNullable<ScreenUpdate["panes"]> {
  const n = words[p++];
  const list: NonNullable<ScreenUpdate["panes"]> = [];
  for (let i = 0; i < n; i++) {
    const id = words[p++];
    const bytes = words[p++];
    const modes = words[p++];
    const paste = words[p++] === 1;
    const altScroll = words[p++] === 1;
    const mouse = readText() as PaneMouseModes["mouse"];
    const encoding = readText() as PaneMouseModes["encoding"];
    list.push([
      id,
      bytes,
      (modes & 1) === 1,
      paste,
      { mouse, encoding, altScroll },
      (modes & 2) === 2,
      (modes & 4) === 4,
    ]);
  }
  return list;
}

function readLines(): [number, RowRun[]][] {
  const n = words[p++];
  const list: [number, RowRun[]][] = [];
  for (let i = 0; i < n; i++) {
    const y = words[p++];
    const count = words[p++];
    const runs: RowRun[] = [];
    for (let r = 0; r < count; r++) runs.push(readRun());
    list.push([y, runs]);
  }
  return list;
}

function readRun(): RowRun {
  const fields = words[p++];
  const run: RowRun = [readText(), words[p++]];
  for (let i = 2; i < fields; i++) run.push(words[p++]);
  return run;
}

/** Strings of up to this many units are joined unit by unit. */
const SHORT_TEXT = 32;

function readText(): string {
  const n = words[p++];
  const first = p * 2;
  p += (n + 1) >> 1;
  if (n > SHORT_TEXT) {
    return String.fromCharCode.apply(
      null,
      units.subarray(first, first + n) as unknown as number[],
    );
  }
  let s = "";
  for (let i = first; i < first + n; i++) s += String.fromCharCode(units[i]);
  return s;
}
