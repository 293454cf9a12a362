import assert from "node:assert/strict";
import { encodeMouse } from "../../client/attach/mouse_encode.ts";
import type { MouseReport } from "../../client/attach/mouse_report.ts";
import type { MouseEncoding, MouseTracking } from "../../vt/types.ts";

const dec = new TextDecoder();
const press: MouseReport = { code: 0, x: 0, y: 0, release: false };
const release: MouseReport = { ...press, release: true };
const drag: MouseReport = { ...press, code: 32 };
const move: MouseReport = { ...press, code: 35 };
const wheel: MouseReport = { ...press, code: 65 };
const ctrlPress: MouseReport = { ...press, code: 16 };

function enc(
  r: MouseReport,
  tracking: MouseTracking,
  encoding: MouseEncoding = "sgr",
  x = 4,
  y = 2,
): string | null {
  const b = encodeMouse(r, x, y, tracking, encoding);
  return b && dec.decode(b);
}

Deno.test("encodeMouse() writes each encoding a program may ask for", () => {
  assert.equal(enc(press, "normal", "sgr"), "\x1b[<0;5;3M");
  assert.equal(enc(release, "normal", "sgr"), "\x1b[<0;5;3m");
  assert.equal(enc(press, "normal", "urxvt"), "\x1b[32;5;3M");
  assert.equal(enc(release, "normal", "urxvt"), "\x1b[35;5;3M");
  assert.equal(enc(wheel, "normal", "urxvt"), "\x1b[97;5;3M");
  assert.deepEqual(
    encodeMouse(press, 4, 2, "normal", "default"),
    Uint8Array.of(0x1b, 0x5b, 0x4d, 32, 37, 35),
  );
  assert.deepEqual(
    encodeMouse(release, 4, 2, "normal", "default"),
    Uint8Array.of(0x1b, 0x5b, 0x4d, 35, 37, 35),
  );
  // 1005: coordinates past 94 as UTF-8 characters.
  assert.equal(enc(press, "normal", "utf8", 200, 2), "\x1b[M \u00e9#");
});

Deno.test("encodeMouse() sends only the events the program asked for", () => {
  assert.equal(enc(press, "none"), null);
  assert.equal(enc(press, "x10"), "\x1b[<0;5;3M");
  assert.equal(enc(ctrlPress, "x10"), "\x1b[<0;5;3M", "X10 has no modifiers");
  assert.equal(enc(ctrlPress, "normal"), "\x1b[<16;5;3M");
  assert.equal(enc(release, "x10"), null);
  assert.equal(enc(drag, "normal"), null);
  assert.equal(enc(drag, "button"), "\x1b[<32;5;3M");
  assert.equal(enc(move, "button"), null);
  assert.equal(enc(move, "any"), "\x1b[<35;5;3M");
  assert.equal(enc(wheel, "normal"), "\x1b[<65;5;3M");
  assert.equal(enc({ ...wheel, release: true }, "any"), null);
});

Deno.test("encodeMouse() drops what the default encodings cannot hold", () => {
  assert.equal(encodeMouse(press, 223, 0, "normal", "default"), null);
  assert.equal(encodeMouse(press, 222, 0, "normal", "default")?.[4], 255);
  assert.equal(encodeMouse(press, 0, 2015, "normal", "utf8"), null);
  assert.equal(enc(press, "normal", "sgr", 3000, 2000), "\x1b[<0;3001;2001M");
});
