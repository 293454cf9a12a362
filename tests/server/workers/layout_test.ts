import assert from "node:assert/strict";
import {
  Layout,
  NoRoomError,
  PRESET_LAYOUTS,
  type Rect,
} from "../../../server/workers/layout.ts";

function rect(x: number, y: number, cols: number, rows: number): Rect {
  return { x, y, cols, rows };
}

/** Every cell of the window is one pane's or border, never two panes'. */
function assertTiles(layout: Layout): void {
  const seen = new Map<string, number>();
  for (const [pane, r] of layout.rects()) {
    assert.ok(r.cols >= 1 && r.rows >= 1, `pane ${pane} has a cell`);
    assert.ok(r.x + r.cols <= layout.cols, `pane ${pane} inside (x)`);
    assert.ok(r.y + r.rows <= layout.rows, `pane ${pane} inside (y)`);
    for (let y = r.y; y < r.y + r.rows; y++) {
      for (let x = r.x; x < r.x + r.cols; x++) {
        const k = `${x},${y}`;
        assert.equal(seen.get(k), undefined, `cell ${k} in two panes`);
        seen.set(k, pane);
      }
    }
  }
}

Deno.test("Layout starts as one pane filling the window", () => {
  const l = new Layout(0, 80, 24);
  assert.deepEqual([...l.rects()], [[0, rect(0, 0, 80, 24)]]);
  assert.deepEqual(l.panes(), [0]);
});

Deno.test("Layout.split() halves a pane with one border, as tmux", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  assert.deepEqual(l.rects().get(0), rect(0, 0, 40, 24));
  assert.deepEqual(l.rects().get(1), rect(41, 0, 39, 24));
  l.split(1, 2, "tb");
  assert.deepEqual(l.rects().get(1), rect(41, 0, 39, 12));
  assert.deepEqual(l.rects().get(2), rect(41, 13, 39, 11));
  assert.deepEqual(l.panes(), [0, 1, 2]);
  // A second left/right split of a left/right child joins its parent.
  l.split(0, 3, "lr", 10);
  assert.deepEqual(l.rects().get(0), rect(0, 0, 29, 24));
  assert.deepEqual(l.rects().get(3), rect(30, 0, 10, 24));
  assert.deepEqual(l.panes(), [0, 3, 1, 2]);
  assertTiles(l);
});

Deno.test("Layout.split() refuses a pane too small to split", () => {
  const l = new Layout(0, 2, 24);
  assert.throws(() => l.split(0, 1, "lr"), NoRoomError);
  l.split(0, 1, "tb");
  assert.deepEqual(l.rects().get(1), rect(0, 13, 2, 11));
});

Deno.test("Layout.remove() gives the space back and collapses single splits", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  l.split(1, 2, "tb");
  l.remove(2);
  assert.deepEqual(l.rects().get(1), rect(41, 0, 39, 24));
  assert.equal(l.root.type, "lr");
  l.remove(0);
  assert.deepEqual([...l.rects()], [[1, rect(0, 0, 80, 24)]]);
  assert.equal(l.root.type, "pane");
  assert.throws(() => l.remove(1));
});

Deno.test("Layout.resize() keeps shares and fills the window", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  l.split(1, 2, "tb");
  l.resize(120, 40);
  assertTiles(l);
  const r0 = l.rects().get(0)!;
  const r1 = l.rects().get(1)!;
  assert.equal(r0.cols + 1 + r1.cols, 120);
  assert.ok(Math.abs(r0.cols - r1.cols) <= 2);
  assert.equal(r1.rows + 1 + l.rects().get(2)!.rows, 40);
  l.resize(3, 3);
  assertTiles(l);
});

Deno.test("Layout.resizePane() moves the right border, else the left one", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  l.resizePane(0, "R", 5);
  assert.equal(l.rects().get(0)!.cols, 45);
  l.resizePane(1, "R", 5); // The right pane has no right border: shrinks.
  assert.equal(l.rects().get(1)!.cols, 29);
  l.resizePane(0, "L", 100); // Clamped: one cell left.
  assert.equal(l.rects().get(0)!.cols, 1);
  l.setPaneSize(1, "lr", 20);
  assert.equal(l.rects().get(1)!.cols, 20);
  assertTiles(l);
});

Deno.test("Layout.swap() exchanges two panes' places", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  l.swap(0, 1);
  assert.deepEqual(l.rects().get(1), rect(0, 0, 40, 24));
  assert.deepEqual(l.panes(), [1, 0]);
});

Deno.test("Layout.neighbour() finds the pane across a border, wrapping", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  l.split(1, 2, "tb");
  assert.equal(l.neighbour(0, "R"), 1);
  assert.equal(l.neighbour(1, "L"), 0);
  assert.equal(l.neighbour(2, "L"), 0);
  assert.equal(l.neighbour(1, "D"), 2);
  assert.equal(l.neighbour(2, "D"), 1, "wraps");
  assert.equal(l.neighbour(1, "R"), 0, "wraps");
  assert.equal(l.neighbour(0, "U"), null);
});

Deno.test("Layout.apply() builds each preset over the same panes", () => {
  for (const n of [1, 2, 3, 4, 5, 16]) {
    for (const preset of PRESET_LAYOUTS) {
      const l = new Layout(0, 100, 50);
      for (let i = 1; i < n; i++) {
        l.apply("tiled");
        const big = [...l.rects()].sort((a, b) =>
          b[1].cols * b[1].rows - a[1].cols * a[1].rows
        )[0][0];
        l.split(big, i, "lr");
      }
      l.apply(preset);
      assert.equal(l.panes().length, n, `${preset} ${n}`);
      assertTiles(l);
    }
  }
  const l = new Layout(0, 100, 50);
  l.split(0, 1, "lr");
  l.split(1, 2, "lr");
  l.apply("even-vertical");
  assert.deepEqual(l.rects().get(0), rect(0, 0, 100, 16));
  assert.deepEqual(l.rects().get(2), rect(0, 34, 100, 16));
  l.apply("main-vertical");
  assert.deepEqual(l.rects().get(0), rect(0, 0, 80, 50));
  l.apply("tiled");
  assert.deepEqual(l.rects().get(0), rect(0, 0, 49, 24));
  assert.deepEqual(l.rects().get(2), rect(0, 25, 100, 25));
});
