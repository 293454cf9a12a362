import assert from "node:assert/strict";
import { MAX_STYLES, StyleSet } from "../../vt/styles.ts";
import { term } from "./_helpers.ts";

Deno.test("StyleSet.intern() gives one id per distinct style, 0 for default", () => {
  const s = new StyleSet();
  assert.equal(s.intern(-1, -1, -1, 0, 0), 0);
  const a = s.intern(1, -1, -1, 0, 0);
  const b = s.intern(1, -1, -1, 1, 0);
  assert.notEqual(a, b);
  assert.equal(s.intern(1, -1, -1, 0, 0), a);
  assert.equal(s.fg(a), 1);
  assert.equal(s.flags(b), 1);
});

Deno.test("StyleSet frees ids nobody marks when full", () => {
  const s = new StyleSet();
  const keep = s.intern(5, 5, -1, 0, 0);
  s.onFull = (marks) => marks[keep] = 1;
  for (let i = 0; i < 100_000; i++) s.intern(i, -1, -1, 0, 0);
  assert.ok(s.size <= 32768, `size ${s.size}`);
  assert.equal(s.intern(5, 5, -1, 0, 0), keep);
});

Deno.test("StyleSet never grows past MAX_STYLES", () => {
  const s = new StyleSet();
  s.onFull = (marks) => marks.fill(1);
  let last = 0;
  for (let i = 0; i < MAX_STYLES + 100; i++) last = s.intern(i, 1, -1, 0, 0);
  assert.ok(s.size <= MAX_STYLES);
  assert.equal(last, 0); // degrades to the default style
});

Deno.test("Terminal keeps styles bounded under a truecolor flood", () => {
  const { t, feed } = term(80, 24, 100);
  let out = "";
  for (let i = 0; i < 200_000; i++) {
    out += `\x1b[38;2;${i & 255};${(i >> 8) & 255};${(i >> 16) & 255}mx`;
    if (out.length > 100_000) {
      feed(out);
      out = "";
    }
  }
  feed(out);
  // Every visible cell still has its own colour.
  const runs = t.rowRuns(23);
  assert.ok(runs.length > 1);
  assert.ok(runs.every((r) => r[2] !== undefined && r[2] >= 0x1000000));
});

Deno.test("StyleSet keeps flags and hyperlink ids apart", () => {
  const s = new StyleSet();
  const flags = 0x7ff; // every attribute and underline bit
  const a = s.intern(-1, -1, -1, flags, 1023);
  const b = s.intern(-1, -1, -1, flags, 0);
  const c = s.intern(-1, -1, -1, 0, 1023);
  assert.equal(new Set([a, b, c]).size, 3);
  assert.deepEqual([s.flags(a), s.link(a)], [flags, 1023]);
  assert.deepEqual([s.flags(b), s.link(b)], [flags, 0]);
  assert.deepEqual([s.flags(c), s.link(c)], [0, 1023]);
  assert.equal(s.intern(-1, -1, -1, flags, 1023), a);
});
