import assert from "node:assert/strict";
import { hitTest, inPane } from "../../client/attach/mouse_hit.ts";
import type { WirePane } from "../../protocol/messages.ts";

function pane(id: number, x: number, y: number, cols: number, rows: number) {
  return {
    id,
    index: id,
    x,
    y,
    cols,
    rows,
    active: id === 0,
    mouse: "none",
    encoding: "default",
    altScroll: false,
    cursorKeys: false,
  } satisfies WirePane;
}

// 0 on the left; 1 top right, 2 below it: borders at x 40 and y 12.
const PANES = [
  pane(0, 0, 0, 40, 24),
  pane(1, 41, 0, 39, 12),
  pane(2, 41, 13, 39, 11),
];

Deno.test("hitTest() finds the pane and the place in it", () => {
  assert.deepEqual(hitTest(PANES, 3, 5), {
    kind: "pane",
    pane: PANES[0],
    x: 3,
    y: 5,
  });
  assert.deepEqual(hitTest(PANES, 41, 0), {
    kind: "pane",
    pane: PANES[1],
    x: 0,
    y: 0,
  });
  assert.deepEqual(hitTest(PANES, 79, 23), {
    kind: "pane",
    pane: PANES[2],
    x: 38,
    y: 10,
  });
});

Deno.test("hitTest() finds the border left of or below a pane", () => {
  assert.deepEqual(hitTest(PANES, 40, 7), {
    kind: "border",
    pane: PANES[0],
    split: "lr",
  });
  assert.deepEqual(hitTest(PANES, 60, 12), {
    kind: "border",
    pane: PANES[1],
    split: "tb",
  });
  assert.deepEqual(hitTest(PANES, 85, 3), { kind: "none" });
  assert.deepEqual(hitTest([], 0, 0), { kind: "none" });
});

Deno.test("inPane() makes a place relative to the pane, inside it", () => {
  assert.deepEqual(inPane(PANES[2], 45, 15), { x: 4, y: 2 });
  assert.deepEqual(inPane(PANES[2], 10, 30), { x: 0, y: 10 });
});

Deno.test("hitTest() takes the border column on a label row above the panes (pane-border-status top) as the border, as tmux 3.3a's", () => {
  // tmux 3.3a's 60x11 window with labels at the top: row 0 is labels.
  const panes = [
    pane(0, 0, 1, 30, 10),
    pane(1, 31, 1, 29, 4),
    pane(2, 31, 6, 29, 5),
  ];
  assert.deepEqual(hitTest(panes, 30, 0), {
    kind: "border",
    pane: panes[0],
    split: "lr",
  });
  // Pane 2's label row is pane 1's bottom border.
  assert.deepEqual(hitTest(panes, 45, 5), {
    kind: "border",
    pane: panes[1],
    split: "tb",
  });
  // Elsewhere on the top label row: nothing, as tmux's.
  assert.deepEqual(hitTest(panes, 10, 0), { kind: "none" });
});
