import assert from "node:assert/strict";
import { ColourReplies } from "../../client/attach/colour_replies.ts";

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array | null) => new TextDecoder().decode(b ?? enc(""));

Deno.test("ColourReplies: an answer cut right after its ESC is taken whole, not typed", () => {
  const r = new ColourReplies(true);
  const a = r.feed(enc("x\x1b"));
  assert.equal(dec(a.keys), "x");
  assert.ok(r.waiting);
  const b = r.feed(enc("]11;rgb:f0f0/f0f0/e0e0\x1b\\y"));
  assert.equal(dec(b.keys), "y");
  assert.ok(b.answered);
  assert.equal(r.bg, 0xf0f0e0);
});

Deno.test("ColourReplies: an Escape alone at a read's end while answers are awaited goes on as typed", () => {
  const r = new ColourReplies(true);
  assert.equal(dec(r.feed(enc("\x1b")).keys), "");
  assert.equal(dec(r.flush()), "\x1b");
  // A key after it: the held ESC goes first.
  r.feed(enc("\x1b"));
  assert.equal(dec(r.feed(enc("j")).keys), "\x1bj");
});

Deno.test("ColourReplies: a whole answer that comes after the wait is still taken, not typed into the pane", () => {
  const r = new ColourReplies(true);
  r.stop(); // REPLY_WAIT_MS passed
  const a = r.feed(enc("a\x1b]11;rgb:0000/0000/0000\x07b"));
  assert.equal(dec(a.keys), "ab");
  assert.ok(a.answered);
  assert.equal(r.bg, 0);
  // Not held for its rest any more: Alt-] and Escape go on at once.
  assert.equal(dec(r.feed(enc("\x1b]")).keys), "\x1b]");
  assert.equal(dec(r.feed(enc("\x1b")).keys), "\x1b");
  assert.equal(dec(r.feed(enc("\x1b]10;rgb:12")).keys), "\x1b]10;rgb:12");
  assert.ok(!r.waiting);
  // Nor is what only looks like one.
  assert.equal(dec(r.feed(enc("\x1b]11;x\x07")).keys), "\x1b]11;x\x07");
});

Deno.test("ColourReplies: a terminal never asked has every byte typed", () => {
  const r = new ColourReplies(false);
  const a = r.feed(enc("\x1b]11;rgb:0000/0000/0000\x07"));
  assert.equal(dec(a.keys), "\x1b]11;rgb:0000/0000/0000\x07");
  assert.ok(!a.answered);
});
