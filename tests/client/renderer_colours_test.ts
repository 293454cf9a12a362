import assert from "node:assert/strict";
import { Renderer } from "../../client/attach/renderer.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";
import {
  COLOURS_16,
  COLOURS_256,
  COLOURS_8,
  TRUECOLOR,
} from "../../vt/colour_reduce.ts";
import type { RowRun } from "../../vt/types.ts";

const decoder = new TextDecoder();
const RED = 0x1000000 | 0xff0000;
const GREY = 0x1000000 | 0x808080;

// A frame of one row: truecolor red "A", 256-colour 196 "B", bright red
// (SGR 91) "C", a truecolor grey background " ", underline colour "U".
const ROW: RowRun[] = [
  ["A", 1, RED],
  ["B", 1, 196],
  ["C", 1, 9],
  [" ", 1, -1, GREY],
  ["U", 1, -1, -1, 1 << 8, RED],
];

function frame(): UpdateMsg {
  return {
    t: "update",
    seq: 1,
    cols: 10,
    rows: 1,
    full: true,
    lines: [[0, ROW]],
    cursor: [5, 0, 1, "block", 1],
  };
}

function draw(colours: number): string {
  const r = new Renderer(10, 1, { colours, fill: " " });
  r.begin();
  return decoder.decode(r.frame(frame()));
}

Deno.test("Renderer.frame() writes every colour as it is on a truecolor terminal", () => {
  const out = draw(TRUECOLOR);
  assert.ok(out.includes("\x1b[38;2;255;0;0mA"), JSON.stringify(out));
  assert.ok(out.includes("38;5;196mB"), JSON.stringify(out));
  assert.ok(out.includes("58;2;255;0;0"), JSON.stringify(out));
});

Deno.test("Renderer.frame() reduces colours for a 256-colour terminal", () => {
  const out = draw(COLOURS_256);
  assert.ok(
    !out.includes("38;2") && !out.includes("48;2"),
    JSON.stringify(out),
  );
  // RGB red is 196 already: B needs no SGR of its own.
  assert.ok(out.includes("\x1b[38;5;196mAB\x1b[91mC"), JSON.stringify(out));
  assert.ok(out.includes("48;5;244m "), JSON.stringify(out));
  assert.ok(!out.includes("58;"), JSON.stringify(out));
});

Deno.test("Renderer.frame() reduces colours for 16 and 8-colour terminals", () => {
  const out16 = draw(COLOURS_16);
  assert.ok(!out16.includes(";5;"), JSON.stringify(out16));
  assert.ok(out16.includes("\x1b[91mABC"), JSON.stringify(out16));
  const out8 = draw(COLOURS_8);
  assert.ok(!out8.includes(";5;") && !/9\dm/.test(out8), JSON.stringify(out8));
  // 196 is bright red: the normal red on 8 colours; SGR 91 turns bold.
  assert.ok(out8.includes("\x1b[31mAB\x1b[1mC"), JSON.stringify(out8));
});

Deno.test("Renderer.directArea() gives the outer terminal's colours", () => {
  const r = new Renderer(10, 1, { colours: COLOURS_256 });
  r.begin();
  r.frame(frame());
  assert.equal(r.directArea()?.colours, COLOURS_256);
});
