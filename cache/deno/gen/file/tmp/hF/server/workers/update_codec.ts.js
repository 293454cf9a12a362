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
 *     lines: count, then each: y runs, then each run: fields text$ cells
 *            and its fields after `cells` (fg bg flags ul link, as present)
 *
 * Only the common updates take this way: one that carries modes, link
 * definitions or a clipboard write is posted (`encodeUpdate` says null).
 * Modes and links change rarely; a clipboard write must not linger in a
 * ring's memory after it is read.
 *
 * @module
 */ import { UPDATE_RECORD_BYTES } from "./update_ring.ts";
/** Words an update may take: the ring's largest record. */ const MAX_WORDS = UPDATE_RECORD_BYTES / 4;
/** The encoder's buffer, kept across calls (grown up to MAX_WORDS). */ let out = new Int32Array(256);
let outUnits = new Uint16Array(out.buffer);
let outBytes = new Uint8Array(out.buffer);
/** Next word to write; past `out.length`: the update is too large. */ let at = 0;
/**
 * The record of `u`, a view of a buffer the next call reuses; null when it
 * must be posted (see the top), or is larger than a ring record.
 */ export function encodeUpdate(u) {
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
/** Writes the panes' counts and modes; false when out of room. */ function panes(list) {
  if (!room(1)) return false;
  out[at++] = list.length;
  for (const [id, bytes, keys, paste, m] of list){
    if (!room(5)) return false;
    out[at++] = id;
    out[at++] = bytes;
    out[at++] = keys ? 1 : 0;
    out[at++] = paste ? 1 : 0;
    out[at++] = m.altScroll ? 1 : 0;
    if (!text(m.mouse) || !text(m.encoding)) return false;
  }
  return true;
}
/** Writes the changed rows; false when out of room. */ function lines(list) {
  if (!room(1)) return false;
  out[at++] = list.length;
  for (const [y, runs] of list){
    if (!room(2)) return false;
    out[at++] = y;
    out[at++] = runs.length;
    for (const run of runs){
      if (!room(1)) return false;
      out[at++] = run.length;
      if (!text(run[0]) || !room(run.length - 1)) return false;
      for(let i = 1; i < run.length; i++)out[at++] = run[i];
    }
  }
  return true;
}
/** Writes `s` (length, then its code units); false when out of room. */ function text(s) {
  const n = s.length;
  if (!room(1 + (n + 1 >> 1))) return false;
  out[at++] = n;
  const units = outUnits;
  const first = at * 2;
  for(let i = 0; i < n; i++)units[first + i] = s.charCodeAt(i);
  at += n + 1 >> 1;
  return true;
}
/** Whether `n` more words fit, growing the buffer up to MAX_WORDS. */ function room(n) {
  if (at + n <= out.length) return true;
  if (at + n > MAX_WORDS) return false;
  const next = new Int32Array(Math.min(MAX_WORDS, (at + n) * 2));
  next.set(out.subarray(0, at));
  out = next;
  outUnits = new Uint16Array(next.buffer);
  outBytes = new Uint8Array(next.buffer);
  return true;
}
/** The decoder's views of the buffer it last read, and its next word. */ let words = new Int32Array(0);
let units = new Uint16Array(0);
let p = 0;
/**
 * The update in record `bytes` (made by `encodeUpdate`; `bytes` starts on
 * a 4-byte boundary of a buffer that is not shared: `UpdateRing.take()`).
 */ export function decodeUpdate(bytes) {
  if (words.buffer !== bytes.buffer) {
    words = new Int32Array(bytes.buffer);
    units = new Uint16Array(bytes.buffer);
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
  const visible = words[p++];
  const blink = words[p++];
  const shape = readText();
  const panes = readPanes();
  return {
    t: "screen",
    cols,
    rows,
    resized,
    lines: readLines(),
    cursor: [
      x,
      y,
      visible,
      shape,
      blink
    ],
    title,
    bells,
    bytes: parsed,
    panes
  };
}
function readPanes() {
  const n = words[p++];
  const list = [];
  for(let i = 0; i < n; i++){
    const id = words[p++];
    const bytes = words[p++];
    const keys = words[p++] === 1;
    const paste = words[p++] === 1;
    const altScroll = words[p++] === 1;
    const mouse = readText();
    const encoding = readText();
    list.push([
      id,
      bytes,
      keys,
      paste,
      {
        mouse,
        encoding,
        altScroll
      }
    ]);
  }
  return list;
}
function readLines() {
  const n = words[p++];
  const list = [];
  for(let i = 0; i < n; i++){
    const y = words[p++];
    const count = words[p++];
    const runs = [];
    for(let r = 0; r < count; r++)runs.push(readRun());
    list.push([
      y,
      runs
    ]);
  }
  return list;
}
function readRun() {
  const fields = words[p++];
  const run = [
    readText(),
    words[p++]
  ];
  for(let i = 2; i < fields; i++)run.push(words[p++]);
  return run;
}
/** Strings of up to this many units are joined unit by unit. */ const SHORT_TEXT = 32;
function readText() {
  const n = words[p++];
  const first = p * 2;
  p += n + 1 >> 1;
  if (n > SHORT_TEXT) {
    return String.fromCharCode.apply(null, units.subarray(first, first + n));
  }
  let s = "";
  for(let i = first; i < first + n; i++)s += String.fromCharCode(units[i]);
  return s;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3VwZGF0ZV9jb2RlYy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgc2NyZWVuIHVwZGF0ZSBhcyBhbiB1cGRhdGUgcmluZyByZWNvcmQgKGB1cGRhdGVfcmluZy50c2ApOiBpbnQzMiB3b3Jkc1xuICogaW4gYSBmaXhlZCBvcmRlciwgc3RyaW5ncyBhcyBhIGxlbmd0aCB3b3JkIGFuZCB0aGVpciBVVEYtMTYgY29kZSB1bml0cyxcbiAqIHR3byB0byBhIHdvcmQuIEJvdGggdGhyZWFkcyBhcmUgb25lIHByb2Nlc3M6IG5vIFVURi04LCBubyBmaWVsZCBuYW1lcyxcbiAqIG5vIHR5cGUgdGFncy4gQW4gZW5jb2RlIGZpbGxzIG9uZSBidWZmZXIga2VwdCBhY3Jvc3MgY2FsbHMgYW5kIGEgZGVjb2RlXG4gKiBidWlsZHMgdGhlIHVwZGF0ZSBhcyBvYmplY3QgbGl0ZXJhbHMgb2YgZml4ZWQgc2hhcGVzLlxuICpcbiAqIE1lYXN1cmVkIGluIHRoZSBkYWVtb24gKHBlcmYsIHBlciBlY2hvZWQga2V5LCBsb2FkIGFib3V0IDIpOiBtc2dwYWNrIG9mXG4gKiB0aGUgdXBkYXRlJ3MgZmllbGRzIGJ5IG5hbWUgY29zdCB0aGUgbWFpbiB0aHJlYWQgbW9yZSB0byBkZWNvZGUgdGhhblxuICogdGhlIHN0cnVjdHVyZWQgY2xvbmUgaXQgcmVwbGFjZWQ7IG1zZ3BhY2sgYnkgcG9zaXRpb24gdG9vayAxNC4yIHVzIHRvXG4gKiBkZWNvZGUgYW5kIDE2LjUgdG8gZW5jb2RlIChpbiB0aGUgd29ya2VyKSwgdGhlc2Ugd29yZHMgNi41IGFuZCA4LjNcbiAqIChiZW5jaC9SRUFETUUubWQsIFwiSXNzdWUgMTUsIHNldmVudGggcm91bmRcIikuXG4gKlxuICogVGhlIHdvcmRzLCBpbiBvcmRlciAoYCRgOiBhIHN0cmluZyk6XG4gKlxuICogICAgIGNvbHMgcm93cyByZXNpemVkIGJlbGxzIGJ5dGVzIHRpdGxlJFxuICogICAgIGN1cnNvcjogeCB5IHZpc2libGUgYmxpbmsgc2hhcGUkXG4gKiAgICAgcGFuZXM6IGNvdW50LCB0aGVuIGVhY2g6IGlkIGJ5dGVzIGtleXMgcGFzdGUgYWx0U2Nyb2xsIG1vdXNlJCBlbmNvZGluZyRcbiAqICAgICBsaW5lczogY291bnQsIHRoZW4gZWFjaDogeSBydW5zLCB0aGVuIGVhY2ggcnVuOiBmaWVsZHMgdGV4dCQgY2VsbHNcbiAqICAgICAgICAgICAgYW5kIGl0cyBmaWVsZHMgYWZ0ZXIgYGNlbGxzYCAoZmcgYmcgZmxhZ3MgdWwgbGluaywgYXMgcHJlc2VudClcbiAqXG4gKiBPbmx5IHRoZSBjb21tb24gdXBkYXRlcyB0YWtlIHRoaXMgd2F5OiBvbmUgdGhhdCBjYXJyaWVzIG1vZGVzLCBsaW5rXG4gKiBkZWZpbml0aW9ucyBvciBhIGNsaXBib2FyZCB3cml0ZSBpcyBwb3N0ZWQgKGBlbmNvZGVVcGRhdGVgIHNheXMgbnVsbCkuXG4gKiBNb2RlcyBhbmQgbGlua3MgY2hhbmdlIHJhcmVseTsgYSBjbGlwYm9hcmQgd3JpdGUgbXVzdCBub3QgbGluZ2VyIGluIGFcbiAqIHJpbmcncyBtZW1vcnkgYWZ0ZXIgaXQgaXMgcmVhZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDdXJzb3JTaGFwZSwgUm93UnVuIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFBhbmVNb3VzZU1vZGVzLCBTY3JlZW5VcGRhdGUgfSBmcm9tIFwiLi9wYXJzZV9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgVVBEQVRFX1JFQ09SRF9CWVRFUyB9IGZyb20gXCIuL3VwZGF0ZV9yaW5nLnRzXCI7XG5cbi8qKiBXb3JkcyBhbiB1cGRhdGUgbWF5IHRha2U6IHRoZSByaW5nJ3MgbGFyZ2VzdCByZWNvcmQuICovXG5jb25zdCBNQVhfV09SRFMgPSBVUERBVEVfUkVDT1JEX0JZVEVTIC8gNDtcblxuLyoqIFRoZSBlbmNvZGVyJ3MgYnVmZmVyLCBrZXB0IGFjcm9zcyBjYWxscyAoZ3Jvd24gdXAgdG8gTUFYX1dPUkRTKS4gKi9cbmxldCBvdXQgPSBuZXcgSW50MzJBcnJheSgyNTYpO1xubGV0IG91dFVuaXRzID0gbmV3IFVpbnQxNkFycmF5KG91dC5idWZmZXIpO1xubGV0IG91dEJ5dGVzID0gbmV3IFVpbnQ4QXJyYXkob3V0LmJ1ZmZlcik7XG4vKiogTmV4dCB3b3JkIHRvIHdyaXRlOyBwYXN0IGBvdXQubGVuZ3RoYDogdGhlIHVwZGF0ZSBpcyB0b28gbGFyZ2UuICovXG5sZXQgYXQgPSAwO1xuXG4vKipcbiAqIFRoZSByZWNvcmQgb2YgYHVgLCBhIHZpZXcgb2YgYSBidWZmZXIgdGhlIG5leHQgY2FsbCByZXVzZXM7IG51bGwgd2hlbiBpdFxuICogbXVzdCBiZSBwb3N0ZWQgKHNlZSB0aGUgdG9wKSwgb3IgaXMgbGFyZ2VyIHRoYW4gYSByaW5nIHJlY29yZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGVuY29kZVVwZGF0ZSh1OiBTY3JlZW5VcGRhdGUpOiBVaW50OEFycmF5IHwgbnVsbCB7XG4gIGlmICh1Lm1vZGVzIHx8IHUubGlua3MgfHwgdS5jbGlwYm9hcmQpIHJldHVybiBudWxsO1xuICBpZiAoKHUuYnl0ZXMgfCAwKSAhPT0gdS5ieXRlcyB8fCAodS5iZWxscyB8IDApICE9PSB1LmJlbGxzKSByZXR1cm4gbnVsbDtcbiAgYXQgPSAwO1xuICBpZiAoIXJvb20oOCkpIHJldHVybiBudWxsO1xuICBvdXRbYXQrK10gPSB1LmNvbHM7XG4gIG91dFthdCsrXSA9IHUucm93cztcbiAgb3V0W2F0KytdID0gdS5yZXNpemVkID8gMSA6IDA7XG4gIG91dFthdCsrXSA9IHUuYmVsbHM7XG4gIG91dFthdCsrXSA9IHUuYnl0ZXM7XG4gIGNvbnN0IFt4LCB5LCB2aXNpYmxlLCBzaGFwZSwgYmxpbmtdID0gdS5jdXJzb3I7XG4gIGlmICghdGV4dCh1LnRpdGxlKSB8fCAhcm9vbSg1KSkgcmV0dXJuIG51bGw7XG4gIG91dFthdCsrXSA9IHg7XG4gIG91dFthdCsrXSA9IHk7XG4gIG91dFthdCsrXSA9IHZpc2libGU7XG4gIG91dFthdCsrXSA9IGJsaW5rO1xuICBpZiAoIXRleHQoc2hhcGUpIHx8ICFwYW5lcyh1LnBhbmVzID8/IFtdKSB8fCAhbGluZXModS5saW5lcykpIHJldHVybiBudWxsO1xuICByZXR1cm4gb3V0Qnl0ZXMuc3ViYXJyYXkoMCwgYXQgKiA0KTtcbn1cblxuLyoqIFdyaXRlcyB0aGUgcGFuZXMnIGNvdW50cyBhbmQgbW9kZXM7IGZhbHNlIHdoZW4gb3V0IG9mIHJvb20uICovXG5mdW5jdGlvbiBwYW5lcyhsaXN0OiBOb25OdWxsYWJsZTxTY3JlZW5VcGRhdGVbXCJwYW5lc1wiXT4pOiBib29sZWFuIHtcbiAgaWYgKCFyb29tKDEpKSByZXR1cm4gZmFsc2U7XG4gIG91dFthdCsrXSA9IGxpc3QubGVuZ3RoO1xuICBmb3IgKGNvbnN0IFtpZCwgYnl0ZXMsIGtleXMsIHBhc3RlLCBtXSBvZiBsaXN0KSB7XG4gICAgaWYgKCFyb29tKDUpKSByZXR1cm4gZmFsc2U7XG4gICAgb3V0W2F0KytdID0gaWQ7XG4gICAgb3V0W2F0KytdID0gYnl0ZXM7XG4gICAgb3V0W2F0KytdID0ga2V5cyA/IDEgOiAwO1xuICAgIG91dFthdCsrXSA9IHBhc3RlID8gMSA6IDA7XG4gICAgb3V0W2F0KytdID0gbS5hbHRTY3JvbGwgPyAxIDogMDtcbiAgICBpZiAoIXRleHQobS5tb3VzZSkgfHwgIXRleHQobS5lbmNvZGluZykpIHJldHVybiBmYWxzZTtcbiAgfVxuICByZXR1cm4gdHJ1ZTtcbn1cblxuLyoqIFdyaXRlcyB0aGUgY2hhbmdlZCByb3dzOyBmYWxzZSB3aGVuIG91dCBvZiByb29tLiAqL1xuZnVuY3Rpb24gbGluZXMobGlzdDogW251bWJlciwgUm93UnVuW11dW10pOiBib29sZWFuIHtcbiAgaWYgKCFyb29tKDEpKSByZXR1cm4gZmFsc2U7XG4gIG91dFthdCsrXSA9IGxpc3QubGVuZ3RoO1xuICBmb3IgKGNvbnN0IFt5LCBydW5zXSBvZiBsaXN0KSB7XG4gICAgaWYgKCFyb29tKDIpKSByZXR1cm4gZmFsc2U7XG4gICAgb3V0W2F0KytdID0geTtcbiAgICBvdXRbYXQrK10gPSBydW5zLmxlbmd0aDtcbiAgICBmb3IgKGNvbnN0IHJ1biBvZiBydW5zKSB7XG4gICAgICBpZiAoIXJvb20oMSkpIHJldHVybiBmYWxzZTtcbiAgICAgIG91dFthdCsrXSA9IHJ1bi5sZW5ndGg7XG4gICAgICBpZiAoIXRleHQocnVuWzBdKSB8fCAhcm9vbShydW4ubGVuZ3RoIC0gMSkpIHJldHVybiBmYWxzZTtcbiAgICAgIGZvciAobGV0IGkgPSAxOyBpIDwgcnVuLmxlbmd0aDsgaSsrKSBvdXRbYXQrK10gPSBydW5baV0gYXMgbnVtYmVyO1xuICAgIH1cbiAgfVxuICByZXR1cm4gdHJ1ZTtcbn1cblxuLyoqIFdyaXRlcyBgc2AgKGxlbmd0aCwgdGhlbiBpdHMgY29kZSB1bml0cyk7IGZhbHNlIHdoZW4gb3V0IG9mIHJvb20uICovXG5mdW5jdGlvbiB0ZXh0KHM6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBjb25zdCBuID0gcy5sZW5ndGg7XG4gIGlmICghcm9vbSgxICsgKChuICsgMSkgPj4gMSkpKSByZXR1cm4gZmFsc2U7XG4gIG91dFthdCsrXSA9IG47XG4gIGNvbnN0IHVuaXRzID0gb3V0VW5pdHM7XG4gIGNvbnN0IGZpcnN0ID0gYXQgKiAyO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IG47IGkrKykgdW5pdHNbZmlyc3QgKyBpXSA9IHMuY2hhckNvZGVBdChpKTtcbiAgYXQgKz0gKG4gKyAxKSA+PiAxO1xuICByZXR1cm4gdHJ1ZTtcbn1cblxuLyoqIFdoZXRoZXIgYG5gIG1vcmUgd29yZHMgZml0LCBncm93aW5nIHRoZSBidWZmZXIgdXAgdG8gTUFYX1dPUkRTLiAqL1xuZnVuY3Rpb24gcm9vbShuOiBudW1iZXIpOiBib29sZWFuIHtcbiAgaWYgKGF0ICsgbiA8PSBvdXQubGVuZ3RoKSByZXR1cm4gdHJ1ZTtcbiAgaWYgKGF0ICsgbiA+IE1BWF9XT1JEUykgcmV0dXJuIGZhbHNlO1xuICBjb25zdCBuZXh0ID0gbmV3IEludDMyQXJyYXkoTWF0aC5taW4oTUFYX1dPUkRTLCAoYXQgKyBuKSAqIDIpKTtcbiAgbmV4dC5zZXQob3V0LnN1YmFycmF5KDAsIGF0KSk7XG4gIG91dCA9IG5leHQ7XG4gIG91dFVuaXRzID0gbmV3IFVpbnQxNkFycmF5KG5leHQuYnVmZmVyKTtcbiAgb3V0Qnl0ZXMgPSBuZXcgVWludDhBcnJheShuZXh0LmJ1ZmZlcik7XG4gIHJldHVybiB0cnVlO1xufVxuXG4vKiogVGhlIGRlY29kZXIncyB2aWV3cyBvZiB0aGUgYnVmZmVyIGl0IGxhc3QgcmVhZCwgYW5kIGl0cyBuZXh0IHdvcmQuICovXG5sZXQgd29yZHMgPSBuZXcgSW50MzJBcnJheSgwKTtcbmxldCB1bml0cyA9IG5ldyBVaW50MTZBcnJheSgwKTtcbmxldCBwID0gMDtcblxuLyoqXG4gKiBUaGUgdXBkYXRlIGluIHJlY29yZCBgYnl0ZXNgIChtYWRlIGJ5IGBlbmNvZGVVcGRhdGVgOyBgYnl0ZXNgIHN0YXJ0cyBvblxuICogYSA0LWJ5dGUgYm91bmRhcnkgb2YgYSBidWZmZXIgdGhhdCBpcyBub3Qgc2hhcmVkOiBgVXBkYXRlUmluZy50YWtlKClgKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRlY29kZVVwZGF0ZShieXRlczogVWludDhBcnJheSk6IFNjcmVlblVwZGF0ZSB7XG4gIGlmICh3b3Jkcy5idWZmZXIgIT09IGJ5dGVzLmJ1ZmZlcikge1xuICAgIHdvcmRzID0gbmV3IEludDMyQXJyYXkoYnl0ZXMuYnVmZmVyIGFzIEFycmF5QnVmZmVyKTtcbiAgICB1bml0cyA9IG5ldyBVaW50MTZBcnJheShieXRlcy5idWZmZXIgYXMgQXJyYXlCdWZmZXIpO1xuICB9XG4gIHAgPSBieXRlcy5ieXRlT2Zmc2V0ID4+IDI7XG4gIGNvbnN0IGNvbHMgPSB3b3Jkc1twKytdO1xuICBjb25zdCByb3dzID0gd29yZHNbcCsrXTtcbiAgY29uc3QgcmVzaXplZCA9IHdvcmRzW3ArK10gPT09IDE7XG4gIGNvbnN0IGJlbGxzID0gd29yZHNbcCsrXTtcbiAgY29uc3QgcGFyc2VkID0gd29yZHNbcCsrXTtcbiAgY29uc3QgdGl0bGUgPSByZWFkVGV4dCgpO1xuICBjb25zdCB4ID0gd29yZHNbcCsrXTtcbiAgY29uc3QgeSA9IHdvcmRzW3ArK107XG4gIGNvbnN0IHZpc2libGUgPSB3b3Jkc1twKytdIGFzIDAgfCAxO1xuICBjb25zdCBibGluayA9IHdvcmRzW3ArK10gYXMgMCB8IDE7XG4gIGNvbnN0IHNoYXBlID0gcmVhZFRleHQoKSBhcyBDdXJzb3JTaGFwZTtcbiAgY29uc3QgcGFuZXMgPSByZWFkUGFuZXMoKTtcbiAgcmV0dXJuIHtcbiAgICB0OiBcInNjcmVlblwiLFxuICAgIGNvbHMsXG4gICAgcm93cyxcbiAgICByZXNpemVkLFxuICAgIGxpbmVzOiByZWFkTGluZXMoKSxcbiAgICBjdXJzb3I6IFt4LCB5LCB2aXNpYmxlLCBzaGFwZSwgYmxpbmtdLFxuICAgIHRpdGxlLFxuICAgIGJlbGxzLFxuICAgIGJ5dGVzOiBwYXJzZWQsXG4gICAgcGFuZXMsXG4gIH07XG59XG5cbmZ1bmN0aW9uIHJlYWRQYW5lcygpOiBOb25OdWxsYWJsZTxTY3JlZW5VcGRhdGVbXCJwYW5lc1wiXT4ge1xuICBjb25zdCBuID0gd29yZHNbcCsrXTtcbiAgY29uc3QgbGlzdDogTm9uTnVsbGFibGU8U2NyZWVuVXBkYXRlW1wicGFuZXNcIl0+ID0gW107XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSB7XG4gICAgY29uc3QgaWQgPSB3b3Jkc1twKytdO1xuICAgIGNvbnN0IGJ5dGVzID0gd29yZHNbcCsrXTtcbiAgICBjb25zdCBrZXlzID0gd29yZHNbcCsrXSA9PT0gMTtcbiAgICBjb25zdCBwYXN0ZSA9IHdvcmRzW3ArK10gPT09IDE7XG4gICAgY29uc3QgYWx0U2Nyb2xsID0gd29yZHNbcCsrXSA9PT0gMTtcbiAgICBjb25zdCBtb3VzZSA9IHJlYWRUZXh0KCkgYXMgUGFuZU1vdXNlTW9kZXNbXCJtb3VzZVwiXTtcbiAgICBjb25zdCBlbmNvZGluZyA9IHJlYWRUZXh0KCkgYXMgUGFuZU1vdXNlTW9kZXNbXCJlbmNvZGluZ1wiXTtcbiAgICBsaXN0LnB1c2goW2lkLCBieXRlcywga2V5cywgcGFzdGUsIHsgbW91c2UsIGVuY29kaW5nLCBhbHRTY3JvbGwgfV0pO1xuICB9XG4gIHJldHVybiBsaXN0O1xufVxuXG5mdW5jdGlvbiByZWFkTGluZXMoKTogW251bWJlciwgUm93UnVuW11dW10ge1xuICBjb25zdCBuID0gd29yZHNbcCsrXTtcbiAgY29uc3QgbGlzdDogW251bWJlciwgUm93UnVuW11dW10gPSBbXTtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspIHtcbiAgICBjb25zdCB5ID0gd29yZHNbcCsrXTtcbiAgICBjb25zdCBjb3VudCA9IHdvcmRzW3ArK107XG4gICAgY29uc3QgcnVuczogUm93UnVuW10gPSBbXTtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IGNvdW50OyByKyspIHJ1bnMucHVzaChyZWFkUnVuKCkpO1xuICAgIGxpc3QucHVzaChbeSwgcnVuc10pO1xuICB9XG4gIHJldHVybiBsaXN0O1xufVxuXG5mdW5jdGlvbiByZWFkUnVuKCk6IFJvd1J1biB7XG4gIGNvbnN0IGZpZWxkcyA9IHdvcmRzW3ArK107XG4gIGNvbnN0IHJ1bjogUm93UnVuID0gW3JlYWRUZXh0KCksIHdvcmRzW3ArK11dO1xuICBmb3IgKGxldCBpID0gMjsgaSA8IGZpZWxkczsgaSsrKSBydW4ucHVzaCh3b3Jkc1twKytdKTtcbiAgcmV0dXJuIHJ1bjtcbn1cblxuLyoqIFN0cmluZ3Mgb2YgdXAgdG8gdGhpcyBtYW55IHVuaXRzIGFyZSBqb2luZWQgdW5pdCBieSB1bml0LiAqL1xuY29uc3QgU0hPUlRfVEVYVCA9IDMyO1xuXG5mdW5jdGlvbiByZWFkVGV4dCgpOiBzdHJpbmcge1xuICBjb25zdCBuID0gd29yZHNbcCsrXTtcbiAgY29uc3QgZmlyc3QgPSBwICogMjtcbiAgcCArPSAobiArIDEpID4+IDE7XG4gIGlmIChuID4gU0hPUlRfVEVYVCkge1xuICAgIHJldHVybiBTdHJpbmcuZnJvbUNoYXJDb2RlLmFwcGx5KFxuICAgICAgbnVsbCxcbiAgICAgIHVuaXRzLnN1YmFycmF5KGZpcnN0LCBmaXJzdCArIG4pIGFzIHVua25vd24gYXMgbnVtYmVyW10sXG4gICAgKTtcbiAgfVxuICBsZXQgcyA9IFwiXCI7XG4gIGZvciAobGV0IGkgPSBmaXJzdDsgaSA8IGZpcnN0ICsgbjsgaSsrKSBzICs9IFN0cmluZy5mcm9tQ2hhckNvZGUodW5pdHNbaV0pO1xuICByZXR1cm4gcztcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBMkJDLEdBSUQsU0FBUyxtQkFBbUIsUUFBUSxtQkFBbUI7QUFFdkQseURBQXlELEdBQ3pELE1BQU0sWUFBWSxzQkFBc0I7QUFFeEMscUVBQXFFLEdBQ3JFLElBQUksTUFBTSxJQUFJLFdBQVc7QUFDekIsSUFBSSxXQUFXLElBQUksWUFBWSxJQUFJLE1BQU07QUFDekMsSUFBSSxXQUFXLElBQUksV0FBVyxJQUFJLE1BQU07QUFDeEMsb0VBQW9FLEdBQ3BFLElBQUksS0FBSztBQUVUOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxhQUFhLENBQWU7RUFDMUMsSUFBSSxFQUFFLEtBQUssSUFBSSxFQUFFLEtBQUssSUFBSSxFQUFFLFNBQVMsRUFBRSxPQUFPO0VBQzlDLElBQUksQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLE1BQU0sRUFBRSxLQUFLLElBQUksQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLE1BQU0sRUFBRSxLQUFLLEVBQUUsT0FBTztFQUNuRSxLQUFLO0VBQ0wsSUFBSSxDQUFDLEtBQUssSUFBSSxPQUFPO0VBQ3JCLEdBQUcsQ0FBQyxLQUFLLEdBQUcsRUFBRSxJQUFJO0VBQ2xCLEdBQUcsQ0FBQyxLQUFLLEdBQUcsRUFBRSxJQUFJO0VBQ2xCLEdBQUcsQ0FBQyxLQUFLLEdBQUcsRUFBRSxPQUFPLEdBQUcsSUFBSTtFQUM1QixHQUFHLENBQUMsS0FBSyxHQUFHLEVBQUUsS0FBSztFQUNuQixHQUFHLENBQUMsS0FBSyxHQUFHLEVBQUUsS0FBSztFQUNuQixNQUFNLENBQUMsR0FBRyxHQUFHLFNBQVMsT0FBTyxNQUFNLEdBQUcsRUFBRSxNQUFNO0VBQzlDLElBQUksQ0FBQyxLQUFLLEVBQUUsS0FBSyxLQUFLLENBQUMsS0FBSyxJQUFJLE9BQU87RUFDdkMsR0FBRyxDQUFDLEtBQUssR0FBRztFQUNaLEdBQUcsQ0FBQyxLQUFLLEdBQUc7RUFDWixHQUFHLENBQUMsS0FBSyxHQUFHO0VBQ1osR0FBRyxDQUFDLEtBQUssR0FBRztFQUNaLElBQUksQ0FBQyxLQUFLLFVBQVUsQ0FBQyxNQUFNLEVBQUUsS0FBSyxJQUFJLEVBQUUsS0FBSyxDQUFDLE1BQU0sRUFBRSxLQUFLLEdBQUcsT0FBTztFQUNyRSxPQUFPLFNBQVMsUUFBUSxDQUFDLEdBQUcsS0FBSztBQUNuQztBQUVBLGdFQUFnRSxHQUNoRSxTQUFTLE1BQU0sSUFBd0M7RUFDckQsSUFBSSxDQUFDLEtBQUssSUFBSSxPQUFPO0VBQ3JCLEdBQUcsQ0FBQyxLQUFLLEdBQUcsS0FBSyxNQUFNO0VBQ3ZCLEtBQUssTUFBTSxDQUFDLElBQUksT0FBTyxNQUFNLE9BQU8sRUFBRSxJQUFJLEtBQU07SUFDOUMsSUFBSSxDQUFDLEtBQUssSUFBSSxPQUFPO0lBQ3JCLEdBQUcsQ0FBQyxLQUFLLEdBQUc7SUFDWixHQUFHLENBQUMsS0FBSyxHQUFHO0lBQ1osR0FBRyxDQUFDLEtBQUssR0FBRyxPQUFPLElBQUk7SUFDdkIsR0FBRyxDQUFDLEtBQUssR0FBRyxRQUFRLElBQUk7SUFDeEIsR0FBRyxDQUFDLEtBQUssR0FBRyxFQUFFLFNBQVMsR0FBRyxJQUFJO0lBQzlCLElBQUksQ0FBQyxLQUFLLEVBQUUsS0FBSyxLQUFLLENBQUMsS0FBSyxFQUFFLFFBQVEsR0FBRyxPQUFPO0VBQ2xEO0VBQ0EsT0FBTztBQUNUO0FBRUEscURBQXFELEdBQ3JELFNBQVMsTUFBTSxJQUEwQjtFQUN2QyxJQUFJLENBQUMsS0FBSyxJQUFJLE9BQU87RUFDckIsR0FBRyxDQUFDLEtBQUssR0FBRyxLQUFLLE1BQU07RUFDdkIsS0FBSyxNQUFNLENBQUMsR0FBRyxLQUFLLElBQUksS0FBTTtJQUM1QixJQUFJLENBQUMsS0FBSyxJQUFJLE9BQU87SUFDckIsR0FBRyxDQUFDLEtBQUssR0FBRztJQUNaLEdBQUcsQ0FBQyxLQUFLLEdBQUcsS0FBSyxNQUFNO0lBQ3ZCLEtBQUssTUFBTSxPQUFPLEtBQU07TUFDdEIsSUFBSSxDQUFDLEtBQUssSUFBSSxPQUFPO01BQ3JCLEdBQUcsQ0FBQyxLQUFLLEdBQUcsSUFBSSxNQUFNO01BQ3RCLElBQUksQ0FBQyxLQUFLLEdBQUcsQ0FBQyxFQUFFLEtBQUssQ0FBQyxLQUFLLElBQUksTUFBTSxHQUFHLElBQUksT0FBTztNQUNuRCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxNQUFNLEVBQUUsSUFBSyxHQUFHLENBQUMsS0FBSyxHQUFHLEdBQUcsQ0FBQyxFQUFFO0lBQ3pEO0VBQ0Y7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxzRUFBc0UsR0FDdEUsU0FBUyxLQUFLLENBQVM7RUFDckIsTUFBTSxJQUFJLEVBQUUsTUFBTTtFQUNsQixJQUFJLENBQUMsS0FBSyxJQUFJLENBQUMsQUFBQyxJQUFJLEtBQU0sQ0FBQyxJQUFJLE9BQU87RUFDdEMsR0FBRyxDQUFDLEtBQUssR0FBRztFQUNaLE1BQU0sUUFBUTtFQUNkLE1BQU0sUUFBUSxLQUFLO0VBQ25CLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssS0FBSyxDQUFDLFFBQVEsRUFBRSxHQUFHLEVBQUUsVUFBVSxDQUFDO0VBQzVELE1BQU0sQUFBQyxJQUFJLEtBQU07RUFDakIsT0FBTztBQUNUO0FBRUEsb0VBQW9FLEdBQ3BFLFNBQVMsS0FBSyxDQUFTO0VBQ3JCLElBQUksS0FBSyxLQUFLLElBQUksTUFBTSxFQUFFLE9BQU87RUFDakMsSUFBSSxLQUFLLElBQUksV0FBVyxPQUFPO0VBQy9CLE1BQU0sT0FBTyxJQUFJLFdBQVcsS0FBSyxHQUFHLENBQUMsV0FBVyxDQUFDLEtBQUssQ0FBQyxJQUFJO0VBQzNELEtBQUssR0FBRyxDQUFDLElBQUksUUFBUSxDQUFDLEdBQUc7RUFDekIsTUFBTTtFQUNOLFdBQVcsSUFBSSxZQUFZLEtBQUssTUFBTTtFQUN0QyxXQUFXLElBQUksV0FBVyxLQUFLLE1BQU07RUFDckMsT0FBTztBQUNUO0FBRUEsdUVBQXVFLEdBQ3ZFLElBQUksUUFBUSxJQUFJLFdBQVc7QUFDM0IsSUFBSSxRQUFRLElBQUksWUFBWTtBQUM1QixJQUFJLElBQUk7QUFFUjs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsYUFBYSxLQUFpQjtFQUM1QyxJQUFJLE1BQU0sTUFBTSxLQUFLLE1BQU0sTUFBTSxFQUFFO0lBQ2pDLFFBQVEsSUFBSSxXQUFXLE1BQU0sTUFBTTtJQUNuQyxRQUFRLElBQUksWUFBWSxNQUFNLE1BQU07RUFDdEM7RUFDQSxJQUFJLE1BQU0sVUFBVSxJQUFJO0VBQ3hCLE1BQU0sT0FBTyxLQUFLLENBQUMsSUFBSTtFQUN2QixNQUFNLE9BQU8sS0FBSyxDQUFDLElBQUk7RUFDdkIsTUFBTSxVQUFVLEtBQUssQ0FBQyxJQUFJLEtBQUs7RUFDL0IsTUFBTSxRQUFRLEtBQUssQ0FBQyxJQUFJO0VBQ3hCLE1BQU0sU0FBUyxLQUFLLENBQUMsSUFBSTtFQUN6QixNQUFNLFFBQVE7RUFDZCxNQUFNLElBQUksS0FBSyxDQUFDLElBQUk7RUFDcEIsTUFBTSxJQUFJLEtBQUssQ0FBQyxJQUFJO0VBQ3BCLE1BQU0sVUFBVSxLQUFLLENBQUMsSUFBSTtFQUMxQixNQUFNLFFBQVEsS0FBSyxDQUFDLElBQUk7RUFDeEIsTUFBTSxRQUFRO0VBQ2QsTUFBTSxRQUFRO0VBQ2QsT0FBTztJQUNMLEdBQUc7SUFDSDtJQUNBO0lBQ0E7SUFDQSxPQUFPO0lBQ1AsUUFBUTtNQUFDO01BQUc7TUFBRztNQUFTO01BQU87S0FBTTtJQUNyQztJQUNBO0lBQ0EsT0FBTztJQUNQO0VBQ0Y7QUFDRjtBQUVBLFNBQVM7RUFDUCxNQUFNLElBQUksS0FBSyxDQUFDLElBQUk7RUFDcEIsTUFBTSxPQUEyQyxFQUFFO0VBQ25ELElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUs7SUFDMUIsTUFBTSxLQUFLLEtBQUssQ0FBQyxJQUFJO0lBQ3JCLE1BQU0sUUFBUSxLQUFLLENBQUMsSUFBSTtJQUN4QixNQUFNLE9BQU8sS0FBSyxDQUFDLElBQUksS0FBSztJQUM1QixNQUFNLFFBQVEsS0FBSyxDQUFDLElBQUksS0FBSztJQUM3QixNQUFNLFlBQVksS0FBSyxDQUFDLElBQUksS0FBSztJQUNqQyxNQUFNLFFBQVE7SUFDZCxNQUFNLFdBQVc7SUFDakIsS0FBSyxJQUFJLENBQUM7TUFBQztNQUFJO01BQU87TUFBTTtNQUFPO1FBQUU7UUFBTztRQUFVO01BQVU7S0FBRTtFQUNwRTtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVM7RUFDUCxNQUFNLElBQUksS0FBSyxDQUFDLElBQUk7RUFDcEIsTUFBTSxPQUE2QixFQUFFO0VBQ3JDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUs7SUFDMUIsTUFBTSxJQUFJLEtBQUssQ0FBQyxJQUFJO0lBQ3BCLE1BQU0sUUFBUSxLQUFLLENBQUMsSUFBSTtJQUN4QixNQUFNLE9BQWlCLEVBQUU7SUFDekIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE9BQU8sSUFBSyxLQUFLLElBQUksQ0FBQztJQUMxQyxLQUFLLElBQUksQ0FBQztNQUFDO01BQUc7S0FBSztFQUNyQjtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVM7RUFDUCxNQUFNLFNBQVMsS0FBSyxDQUFDLElBQUk7RUFDekIsTUFBTSxNQUFjO0lBQUM7SUFBWSxLQUFLLENBQUMsSUFBSTtHQUFDO0VBQzVDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxRQUFRLElBQUssSUFBSSxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUk7RUFDcEQsT0FBTztBQUNUO0FBRUEsOERBQThELEdBQzlELE1BQU0sYUFBYTtBQUVuQixTQUFTO0VBQ1AsTUFBTSxJQUFJLEtBQUssQ0FBQyxJQUFJO0VBQ3BCLE1BQU0sUUFBUSxJQUFJO0VBQ2xCLEtBQUssQUFBQyxJQUFJLEtBQU07RUFDaEIsSUFBSSxJQUFJLFlBQVk7SUFDbEIsT0FBTyxPQUFPLFlBQVksQ0FBQyxLQUFLLENBQzlCLE1BQ0EsTUFBTSxRQUFRLENBQUMsT0FBTyxRQUFRO0VBRWxDO0VBQ0EsSUFBSSxJQUFJO0VBQ1IsSUFBSyxJQUFJLElBQUksT0FBTyxJQUFJLFFBQVEsR0FBRyxJQUFLLEtBQUssT0FBTyxZQUFZLENBQUMsS0FBSyxDQUFDLEVBQUU7RUFDekUsT0FBTztBQUNUIn0=
// denoCacheMetadata=17842677234425071569,16852257828854380715