import assert from "node:assert/strict";
import type { FrameMsg } from "../../../protocol/messages.ts";
import { encodeFrame } from "../../../protocol/framing.ts";
import { splitFrame } from "../../../server/daemon/frame_parts.ts";

function frame(rows: number, width: number): FrameMsg {
  return {
    t: "frame",
    seq: 7,
    cols: width,
    rows,
    full: true,
    lines: Array.from(
      { length: rows },
      (_, y) => [y, [["x".repeat(width), y % 5, 0]]] as FrameMsg["lines"][0],
    ),
    cursor: [0, 0, 1, "block", 1],
    title: "t",
    bell: 2,
    links: [[1, "id=a", "https://example.com"]],
  };
}

Deno.test("splitFrame() leaves a frame under the budget whole", () => {
  const f = frame(24, 80);
  assert.deepEqual(splitFrame(f), [f]);
});

Deno.test("splitFrame() cuts a large frame into parts with consecutive seqs", () => {
  const f = frame(100, 1000);
  const parts = splitFrame(f, 40_000);
  assert.ok(parts.length > 1);
  assert.deepEqual(parts.map((p) => p.seq), parts.map((_, i) => 7 + i));
  assert.deepEqual(parts.flatMap((p) => p.lines), f.lines);
  assert.deepEqual(parts.map((p) => p.full), parts.map((_, i) => i === 0));
  assert.deepEqual(parts[0].links, f.links);
  assert.equal(parts.at(-1)!.title, "t");
  assert.equal(parts.at(-1)!.bell, 2);
  for (const p of parts.slice(0, -1)) assert.equal(p.title, undefined);
  for (const p of parts) assert.ok(encodeFrame(p).length < 40_000);
});
