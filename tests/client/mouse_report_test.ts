import assert from "node:assert/strict";
import {
  isMotion,
  isWheel,
  isWheelUp,
  MouseReader,
  type MouseReport,
} from "../../client/attach/mouse_report.ts";

const enc = new TextEncoder();
const dec = new TextDecoder();

// The parts as text for bytes, reports as they are.
function feed(r: MouseReader, s: string): (string | MouseReport)[] {
  return r.feed(enc.encode(s)).map((p) =>
    p instanceof Uint8Array ? dec.decode(p) : p
  );
}

Deno.test("MouseReader.feed() splits SGR reports out of the keys around them", () => {
  const r = new MouseReader();
  assert.deepEqual(feed(r, "ab\x1b[<0;10;5Mcd\x1b[<0;12;5m\x1b[A"), [
    "ab",
    { code: 0, x: 9, y: 4, release: false },
    "cd",
    { code: 0, x: 11, y: 4, release: true },
    "\x1b[A",
  ]);
  assert.deepEqual(feed(r, "\x1b[<64;1;1M\x1b[<32;2;3M"), [
    { code: 64, x: 0, y: 0, release: false },
    { code: 32, x: 1, y: 2, release: false },
  ]);
});

Deno.test("MouseReader.feed() keeps a report cut by a read for the next one", () => {
  const r = new MouseReader();
  assert.deepEqual(feed(r, "x\x1b[<0;1"), ["x"]);
  assert.deepEqual(feed(r, "0;5"), []);
  assert.deepEqual(feed(r, "My"), [
    { code: 0, x: 9, y: 4, release: false },
    "y",
  ]);
  assert.deepEqual(feed(r, "\x1b["), []);
  assert.deepEqual(feed(r, "<65;3;4M"), [{
    code: 65,
    x: 2,
    y: 3,
    release: false,
  }]);
  // A lone ESC at the end is the Escape key; `ESC [` then a key is a key.
  assert.deepEqual(feed(r, "\x1b"), ["\x1b"]);
  assert.deepEqual(feed(r, "\x1b["), []);
  assert.deepEqual(feed(r, "B"), ["\x1b[B"]);
});

Deno.test("MouseReader.feed() leaves what only looks like a report alone", () => {
  const r = new MouseReader();
  assert.deepEqual(feed(r, "\x1b[<1;2x"), ["\x1b[<1;2x"]);
  assert.deepEqual(feed(r, "\x1b[<0;0;5M"), ["\x1b[<0;0;5M"]);
  assert.deepEqual(feed(r, "\x1b[<" + "1".repeat(40) + "M"), [
    "\x1b[<" + "1".repeat(40) + "M",
  ]);
  // Legacy reports only while the terminal reports.
  assert.deepEqual(feed(r, "\x1b[M !!"), ["\x1b[M !!"]);
  r.legacy = true;
  assert.deepEqual(feed(r, "\x1b[M !!\x1b[M#!"), [
    { code: 0, x: 0, y: 0, release: false },
  ]);
  assert.deepEqual(feed(r, "!"), [{ code: 3, x: 0, y: 0, release: true }]);
});

Deno.test("isWheel(), isWheelUp() and isMotion() read the button code", () => {
  const at = (code: number) => ({ code, x: 0, y: 0, release: false });
  assert.ok(isWheel(at(64)) && isWheelUp(at(64)));
  assert.ok(isWheel(at(65)) && !isWheelUp(at(65)));
  assert.ok(isWheel(at(64 + 16)), "with Ctrl");
  assert.ok(!isWheel(at(96)) && isMotion(at(96)));
  assert.ok(isMotion(at(32)) && isMotion(at(35)) && !isMotion(at(0)));
});

Deno.test("MouseReader: a read that ends in ESC [ waits; flush() gives it back as keys (Alt-[)", () => {
  const r = new MouseReader();
  assert.deepEqual(r.feed(enc.encode("ab\x1b[")), [enc.encode("ab")]);
  assert.equal(r.waiting, true);
  assert.deepEqual(r.flush(), enc.encode("\x1b["));
  assert.equal(r.waiting, false);
  assert.equal(r.flush(), null);
  assert.deepEqual(r.feed(enc.encode("c")), [enc.encode("c")]);
});
