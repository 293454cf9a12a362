import assert from "node:assert/strict";
import { composePreview } from "../../../server/workers/preview.ts";
import type { RowRun } from "../../../vt/types.ts";

const text = (rows: RowRun[][]) =>
  rows.map((runs) => runs.map((r) => r[0]).join("").trimEnd());

// Two panes side by side, 4 columns each with a border between, 6 rows.
const MSG = {
  t: "preview" as const,
  id: 1,
  cols: 9,
  rows: 6,
  rects: [[1, 0, 0, 4, 6], [2, 5, 0, 4, 6]] as [
    number,
    number,
    number,
    number,
    number,
  ][],
  active: 2,
  height: 6,
};

const rowRuns = (pane: number, y: number): RowRun[] => [
  [`${pane === 1 ? "L" : "R"}${y}`, 2, -1, -1, 0, -1, 7],
];

Deno.test("composePreview(): the window's panes and borders, without link ids", () => {
  const p = composePreview(MSG, rowRuns, 0);
  assert.equal(p.top, 0);
  assert.deepEqual(text(p.lines).slice(0, 2), ["L0  │R0", "L1  │R1"]);
  assert.ok(p.lines.flat().every((r) => r[6] === undefined));
});

Deno.test("composePreview(): fewer rows than the window: the ones that end at the active pane's cursor", () => {
  const p = composePreview({ ...MSG, height: 2 }, rowRuns, 4);
  assert.equal(p.top, 3);
  assert.deepEqual(text(p.lines), ["L3  │R3", "L4  │R4"]);
  assert.equal(composePreview({ ...MSG, height: 2 }, rowRuns, 0).top, 0);
  assert.equal(
    composePreview({ ...MSG, height: 9 }, rowRuns, 5).lines.length,
    6,
  );
});
