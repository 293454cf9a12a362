import assert from "node:assert/strict";
import type { UpdateMsg } from "../../../protocol/messages.ts";
import { encodeFrame } from "../../../protocol/framing.ts";
import { splitUpdate } from "../../../server/daemon/update_parts.ts";

function frame(rows: number, width: number): UpdateMsg {
  return {
    t: "update",
    seq: 7,
    cols: width,
    rows,
    full: true,
    lines: Array.from(
      { length: rows },
      (_, y) => [y, [["x".repeat(width), y % 5, 0]]] as UpdateMsg["lines"][0],
    ),
    cursor: [0, 0, 1, "block", 1],
    title: "t",
    bell: 2,
    links: [[1, "id=a", "https://example.com"]],
    panes: [{
      id: 0,
      index: 0,
      x: 0,
      y: 0,
      cols: width,
      rows,
      active: true,
      mouse: "none",
      encoding: "default",
      altScroll: false,
      cursorKeys: false,
    }],
  };
}

Deno.test("splitUpdate() leaves a frame under the budget whole", () => {
  const f = frame(24, 80);
  assert.deepEqual(splitUpdate(f), [f]);
});

Deno.test("splitUpdate() cuts a large frame into parts with consecutive seqs", () => {
  const f = frame(100, 1000);
  const parts = splitUpdate(f, 40_000);
  assert.ok(parts.length > 1);
  assert.deepEqual(parts.map((p) => p.seq), parts.map((_, i) => 7 + i));
  assert.deepEqual(parts.flatMap((p) => p.lines), f.lines);
  assert.deepEqual(parts.map((p) => p.full), parts.map((_, i) => i === 0));
  assert.deepEqual(parts[0].links, f.links);
  assert.equal(parts.at(-1)!.title, "t");
  assert.equal(parts.at(-1)!.bell, 2);
  assert.deepEqual(parts.at(-1)!.panes, f.panes);
  for (const p of parts.slice(0, -1)) assert.equal(p.title, undefined);
  for (const p of parts.slice(0, -1)) assert.equal(p.panes, undefined);
  for (const p of parts) assert.ok(encodeFrame(p).length < 40_000);
});
