import assert from "node:assert/strict";
import {
  type Direction,
  Layout,
  type LayoutCell,
  MAIN_PANE_DEFAULTS,
  type MainPaneSizes,
  NoRoomError,
  PRESET_LAYOUTS,
  type Rect,
  type SplitKind,
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

Deno.test("Layout.replace() puts another pane in a pane's place (move-pane's stand-in)", () => {
  const l = new Layout(0, 80, 24);
  l.split(0, 1, "lr");
  l.split(1, -1, "tb", 5, true);
  l.remove(0);
  l.replace(-1, 0);
  assert.deepEqual(l.panes(), [0, 1]);
  assert.deepEqual(l.rects().get(0), rect(0, 0, 80, 5));
  assert.deepEqual(l.rects().get(1), rect(0, 6, 80, 18));
  assertTiles(l);
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
  // Of several beside, the one ranked highest (the one active last).
  assert.equal(l.neighbour(0, "R", (p) => (p === 2 ? 5 : 1)), 2);
  assert.equal(l.neighbour(0, "R", (p) => (p === 1 ? 5 : 1)), 1);
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

/** The tester's run of window sizes (80x24 terminals less the status line). */
const SIZES: [number, number][] = [
  [80, 23],
  [120, 39],
  [60, 19],
  [100, 29],
  [50, 9],
  [100, 29],
];

// The sizes in the tests below are what tmux 3.3a gave for the same splits
// and window sizes (split-window, resize-window -x -y, list-panes on a
// detached session), measured on this machine.

Deno.test("Layout.resize() gives back the same layout after the tester's run of sizes, as tmux 3.3a", () => {
  const l = new Layout(0, 80, 23);
  l.split(0, 1, "lr");
  l.split(1, 2, "tb");
  const before = [...l.rects()];
  for (let round = 0; round < 10; round++) {
    for (const [cols, rows] of SIZES) {
      l.resize(cols, rows);
      assertTiles(l);
    }
  }
  l.resize(80, 23);
  assert.deepEqual([...l.rects()], before);

  const h = new Layout(0, 100, 29);
  h.split(0, 1, "lr");
  assert.deepEqual(h.rects().get(0)!.cols, 50);
  for (let round = 0; round < 10; round++) {
    for (const [cols, rows] of SIZES) h.resize(cols, rows);
  }
  h.resize(100, 29);
  assert.deepEqual([h.rects().get(0)!.cols, h.rects().get(1)!.cols], [50, 49]);
});

Deno.test("Layout.resize() keeps every pane at its minimum in a small window and grows them back by turns, as tmux 3.3a", () => {
  const l = new Layout(0, 100, 30);
  l.split(0, 1, "lr", 90); // Pane 0 is 9 columns wide, pane 1 is 90.
  l.split(1, 2, "lr");
  l.split(2, 3, "tb");
  l.split(3, 4, "tb");
  const before = [...l.rects()];
  // Five columns and rows are what the panes and borders need at least.
  l.resize(5, 5);
  assertTiles(l);
  for (const r of l.rects().values()) {
    assert.ok(r.cols >= 1 && r.rows >= 1);
  }
  // Too small for them all: they keep their minimum, and the window is
  // as large as they need (tmux's resize_window).
  l.resize(2, 2);
  assert.deepEqual([l.cols, l.rows], [5, 5]);
  assertTiles(l);
  l.resize(100, 30);
  // tmux's turns give each pane a cell in turn, not its old proportion.
  assert.notDeepEqual([...l.rects()], before);
  assert.equal(
    l.describe(),
    "04c5,100x30,0,0{33x30,0,0,0,33x30,34,0,1,32x30,68,0" +
      "[32x10,68,0,2,32x9,68,11,3,32x9,68,21,4]}",
  );
});

Deno.test("Layout.resize() takes and gives one cell a pane in turn from the first, as tmux 3.3a", () => {
  // tmux 3.3a: new -x 120 -y 40, splitw -h, splitw -v, splitw -h, then
  // resize-window to each size in turn.
  const l = new Layout(0, 120, 40);
  l.split(0, 1, "lr");
  l.split(1, 2, "tb");
  l.split(2, 3, "lr");
  const sizes = () =>
    l.panes().map((id) => {
      const r = l.rects().get(id)!;
      return `${r.cols}x${r.rows}`;
    }).join(" ");
  assert.equal(sizes(), "60x40 59x20 29x19 29x19");
  const want: [number, number, string][] = [
    [80, 24, "40x24 39x12 9x11 29x11"],
    [130, 45, "65x45 64x23 34x21 29x21"],
    [50, 10, "25x10 24x5 1x4 22x4"],
    [120, 40, "60x40 59x20 36x19 22x19"],
    [5, 5, "1x5 3x2 1x2 1x2"],
    [120, 40, "59x40 60x20 58x19 1x19"],
  ];
  for (const [cols, rows, panes] of want) {
    l.resize(cols, rows);
    assert.equal(sizes(), panes, `${cols}x${rows}`);
    assertTiles(l);
  }
  assert.equal(
    l.describe(),
    "c340,120x40,0,0{59x40,0,0,0,60x40,60,0[60x20,60,0,1," +
      "60x19,60,21{58x19,60,21,2,1x19,119,21,3}]}",
  );
});

Deno.test("Layout.resize() to less than its panes need keeps them inside the window, as tmux", () => {
  // A user trial: a 5x3 window split top/bottom, then its client's
  // terminal shrinks to 5x2: the lower pane was placed at row 2, outside.
  const l = new Layout(0, 5, 3);
  l.split(0, 1, "tb");
  l.resize(5, 2);
  assert.deepEqual([l.cols, l.rows], [5, 3]);
  assert.deepEqual(l.rects().get(1), rect(0, 2, 5, 1));
  assertTiles(l);
  // Splits refuse what would not fit, so the window grows no further.
  assert.throws(() => l.split(1, 2, "tb"), NoRoomError);
  l.resize(5, 9);
  assert.deepEqual([l.rects().get(0), l.rects().get(1)], [
    rect(0, 0, 5, 4),
    rect(0, 5, 5, 4),
  ]);
});

Deno.test("Layout.resize() keeps any layout tiling its window through any sizes", () => {
  // A fixed pseudo-random sequence (xorshift), so that a failure repeats.
  let seed = 0x2545f491;
  const random = (n: number) => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % n;
  };
  for (let trial = 0; trial < 200; trial++) {
    const cols = 20 + random(200);
    const rows = 10 + random(60);
    const l = new Layout(0, cols, rows);
    for (let id = 1; id < 2 + random(7); id++) {
      const ids = l.panes();
      try {
        l.split(ids[random(ids.length)], id, random(2) ? "lr" : "tb");
      } catch (err) {
        if (!(err instanceof NoRoomError)) throw err;
      }
    }
    for (let k = 0; k < 10; k++) {
      const [c, r] = [1 + random(250), 1 + random(80)];
      l.resize(c, r);
      assert.ok(l.cols >= c && l.rows >= r, `trial ${trial}: the window`);
      assertTiles(l);
    }
    l.resize(cols, rows);
    assert.deepEqual([l.cols, l.rows], [cols, rows], `trial ${trial}`);
    assertTiles(l);
  }
});

Deno.test("Layout.resizePane() sets what later resizes start from, as tmux 3.3a", () => {
  const l = new Layout(0, 100, 30);
  l.split(0, 1, "lr");
  l.resize(60, 20);
  l.setPaneSize(0, "lr", 20); // At 60 columns: 20 and 39.
  assert.deepEqual([l.rects().get(0)!.cols, l.rects().get(1)!.cols], [20, 39]);
  for (const [cols, rows] of SIZES) l.resize(cols, rows);
  l.resize(60, 20);
  assert.deepEqual([l.rects().get(0)!.cols, l.rects().get(1)!.cols], [20, 39]);
  l.resize(100, 30);
  assert.deepEqual([l.rects().get(0)!.cols, l.rects().get(1)!.cols], [40, 59]);
  // A border stops where the panes beyond it have their minimum: here two
  // side by side (1 and 3) above a third (2).
  const m = new Layout(0, 20, 10);
  m.split(0, 1, "lr");
  m.split(1, 2, "tb");
  m.split(1, 3, "lr");
  m.resizePane(0, "R", 100);
  assert.deepEqual(m.rects().get(0)!.cols, 16);
  assert.deepEqual(m.rects().get(1)!.cols, 1);
  assert.deepEqual(m.rects().get(3)!.cols, 1);
  assert.deepEqual(m.rects().get(2)!.cols, 3);
  assertTiles(m);
});

Deno.test("Layout.remove() gives the pane's cells to its heir, as tmux 3.3a", () => {
  const l = new Layout(0, 100, 30);
  l.apply("even-horizontal"); // One pane: nothing to spread.
  l.split(0, 1, "lr");
  l.split(1, 2, "lr");
  l.resize(61, 30);
  l.remove(2);
  assertTiles(l);
  assert.deepEqual([l.rects().get(0)!.cols, l.rects().get(1)!.cols], [37, 23]);
  l.resize(100, 30);
  assert.deepEqual([l.rects().get(0)!.cols, l.rects().get(1)!.cols], [57, 42]);
});

Deno.test("Layout.fromTree() drops the shares an older daemon saved with a split", () => {
  const l = Layout.fromTree({
    type: "lr",
    w: 20,
    h: 4,
    shares: [10, 9],
    children: [
      { type: "pane", pane: 0, w: 5, h: 4 },
      { type: "pane", pane: 1, w: 14, h: 4 },
    ],
  } as unknown as LayoutCell);
  assert.equal("shares" in l.root, false);
  l.resize(40, 4);
  assert.deepEqual(l.rects().get(0), rect(0, 0, 15, 4));
  assert.deepEqual(l.rects().get(1), rect(16, 0, 24, 4));
});

/** Each pane's size, `COLSxROWS`, in index order. */
function sizesOf(l: Layout): string {
  return l.panes().map((id) => {
    const r = l.rects().get(id)!;
    return `${r.cols}x${r.rows}`;
  }).join(" ");
}

/**
 * tmux 3.3a's 100x30 window split -h, then its first pane -v, then -h:
 * panes A B on top of C at the left, D at the right ({[{A,B},C],D}).
 */
function nested(): Layout {
  const l = new Layout(0, 100, 30);
  l.split(0, 1, "lr");
  l.split(0, 2, "tb");
  l.split(0, 3, "lr");
  assert.equal(sizesOf(l), "25x15 24x15 50x14 49x30");
  return l;
}

Deno.test("Layout.resizePane() moves the nearest split's border, taking from the next part with room, as tmux 3.3a", () => {
  const l = nested();
  const [a, b, c, d] = l.panes();
  // Each step and the sizes tmux 3.3a gave (resize-pane -t w.N -R 5 ...).
  const steps: [number, Direction, number, string][] = [
    [b, "R", 5, "30x15 19x15 50x14 49x30"], // B is last: A's border moves.
    [b, "L", 3, "27x15 22x15 50x14 49x30"],
    [a, "L", 30, "1x15 48x15 50x14 49x30"],
    [d, "L", 10, "1x15 38x15 40x14 59x30"],
    [d, "U", 4, "1x15 38x15 40x14 59x30"], // No split above or below D.
    [c, "D", 40, "1x28 38x28 40x1 59x30"],
    [d, "R", 100, "30x28 67x28 98x1 1x30"],
    [a, "R", 100, "96x28 1x28 98x1 1x30"],
    [b, "L", 100, "1x28 96x28 98x1 1x30"],
    [c, "U", 100, "1x1 96x1 98x28 1x30"],
  ];
  for (const [pane, dir, n, want] of steps) {
    l.resizePane(pane, dir, n);
    assert.equal(sizesOf(l), want, `pane ${pane} -${dir} ${n}`);
    assertTiles(l);
  }
});

Deno.test("Layout.setPaneSize() sizes the pane's part of the nearest split, as tmux 3.3a's -x and -y", () => {
  const l = nested();
  const [a, b, c, d] = l.panes();
  const steps: [number, SplitKind, number, string][] = [
    [a, "lr", 10, "10x15 39x15 50x14 49x30"],
    [b, "lr", 10, "39x15 10x15 50x14 49x30"],
    [d, "lr", 20, "54x15 24x15 79x14 20x30"],
    [c, "tb", 5, "54x24 24x24 79x5 20x30"],
    [a, "tb", 20, "54x20 24x20 79x9 20x30"],
    [d, "tb", 20, "54x20 24x20 79x9 20x30"],
    [b, "tb", 3, "54x3 24x3 79x26 20x30"],
    [c, "lr", 90, "60x3 29x3 90x26 9x30"],
  ];
  for (const [pane, kind, size, want] of steps) {
    l.setPaneSize(pane, kind, size);
    assert.equal(sizesOf(l), want, `pane ${pane} ${kind} ${size}`);
  }
});

Deno.test("Layout.dragBorder() moves the pane's own right border, else its left one", () => {
  const l = nested();
  const [a, b, , d] = l.panes();
  // B's right border, between the left half and D, goes where B (at
  // x 26) would be 40 wide: x 66 (the left half's A and B share the 16).
  l.dragBorder(b, "lr", 40);
  assert.deepEqual(l.rects().get(d), rect(67, 0, 33, 30));
  assert.equal(sizesOf(l), "33x15 32x15 66x14 33x30");
  // D has no right border: its left one moves.
  l.dragBorder(d, "lr", 50);
  assert.deepEqual(l.rects().get(d), rect(50, 0, 50, 30));
  assertTiles(l);
  assert.equal(l.rects().get(a)!.x, 0);
});

Deno.test("Layout with a border status: the panes at the top give a row to their label and keep two rows, as tmux 3.3a", () => {
  const layout = new Layout(0, 60, 11);
  layout.split(0, 1, "lr");
  layout.split(1, 2, "tb");
  layout.status = "top";
  // The layout string is the cells' (tmux's too); the panes are smaller.
  assert.equal(
    layout.describe(),
    "2261,60x11,0,0{30x11,0,0,0,29x11,31,0[29x5,31,0,1,29x5,31,6,2]}",
  );
  assert.deepEqual(layout.rects().get(1), rect(31, 1, 29, 4));
  assert.ok(layout.hasStatusRow(1) && !layout.hasStatusRow(2));
  // Shrunk as far as it goes: its cell keeps two rows, its pane one.
  layout.resizePane(1, "U", 10);
  assert.deepEqual(layout.rects().get(1), rect(31, 1, 29, 1));
  assert.deepEqual(layout.rects().get(2), rect(31, 3, 29, 8));
  // The lower pane has no label row of its own: it shrinks to one row.
  layout.resizePane(1, "D", 20);
  assert.deepEqual(layout.rects().get(2), rect(31, 10, 29, 1));
  // With "bottom", the panes at the bottom give theirs.
  layout.status = "bottom";
  assert.deepEqual(layout.rects().get(0), rect(0, 0, 30, 10));
  assert.deepEqual(layout.rects().get(1), rect(31, 0, 29, 9));
  assert.deepEqual(layout.cells().get(2), rect(31, 10, 29, 1));
  // A pane of one row (from before the status) keeps it.
  assert.deepEqual(layout.rects().get(2), rect(31, 10, 29, 1));
});

Deno.test("Layout.split() of a pane with a label row leaves the part that takes it two rows", () => {
  const top = new Layout(0, 40, 3);
  top.status = "top";
  assert.throws(() => top.split(0, 1, "tb"), NoRoomError);
  const ok = new Layout(0, 40, 4);
  ok.status = "top";
  ok.split(0, 1, "tb");
  assert.deepEqual([...ok.rects().values()], [
    rect(0, 1, 40, 1),
    rect(0, 3, 40, 1),
  ]);
  const bottom = new Layout(0, 40, 4);
  bottom.status = "bottom";
  bottom.split(0, 1, "tb", 1);
  assert.deepEqual([...bottom.cells().values()], [
    rect(0, 0, 40, 1),
    rect(0, 2, 40, 2),
  ]);
});

Deno.test("Layout.apply() and spreadOut() with a border status make the panes even, the label row's cell a row taller, as tmux 3.3a's layout_spread_cell", () => {
  const rows = (l: Layout) => [...l.rects().values()].map((r) => r.rows);
  for (const status of ["top", "bottom"] as const) {
    const layout = new Layout(0, 60, 12);
    layout.split(0, 1, "tb");
    layout.split(1, 2, "tb");
    layout.status = status;
    layout.apply("even-vertical");
    assert.deepEqual(rows(layout), [3, 3, 3], status);
    layout.resizePane(0, "D", 2);
    layout.spreadOut(0);
    assert.deepEqual(rows(layout), [3, 3, 3], status);
  }
});

/** A layout of `cols` x `rows` with panes 0 to `n - 1` in that order. */
function panesInOrder(n: number, cols: number, rows: number): Layout {
  const l = new Layout(0, cols, rows);
  for (let i = 1; i < n; i++) {
    l.apply("tiled");
    l.split(i - 1, i, "lr");
  }
  return l;
}

// tmux 3.3a's #{window_layout} after `select-layout tiled` on a detached
// session of that size whose panes %0.. were split in order.
const TILED: [cols: number, rows: number, panes: number, layout: string][] = [
  [80, 24, 2, "9295,80x24,0,0[80x11,0,0,0,80x12,0,12,1]"],
  [
    80,
    24,
    3,
    "a7cf,80x24,0,0[80x11,0,0{39x11,0,0,0,40x11,40,0,1},80x12,0,12,2]",
  ],
  [
    80,
    24,
    4,
    "30d6,80x24,0,0[80x11,0,0{39x11,0,0,0,40x11,40,0,1},80x12,0,12{39x12,0,12,2,40x12,40,12,3}]",
  ],
  [
    80,
    24,
    5,
    "8bcd,80x24,0,0[80x7,0,0{39x7,0,0,0,40x7,40,0,1},80x7,0,8{39x7,0,8,2,40x7,40,8,3},80x8,0,16,4]",
  ],
  [
    80,
    24,
    6,
    "5297,80x24,0,0[80x7,0,0{39x7,0,0,0,40x7,40,0,1},80x7,0,8{39x7,0,8,2,40x7,40,8,3},80x8,0,16{39x8,0,16,4,40x8,40,16,5}]",
  ],
  [
    80,
    24,
    7,
    "a79b,80x24,0,0[80x7,0,0{26x7,0,0,0,26x7,27,0,1,26x7,54,0,2},80x7,0,8{26x7,0,8,3,26x7,27,8,4,26x7,54,8,5},80x8,0,16,6]",
  ],
  [
    80,
    24,
    8,
    "a86f,80x24,0,0[80x7,0,0{26x7,0,0,0,26x7,27,0,1,26x7,54,0,2},80x7,0,8{26x7,0,8,3,26x7,27,8,4,26x7,54,8,5},80x8,0,16{26x8,0,16,6,53x8,27,16,7}]",
  ],
  [
    80,
    24,
    9,
    "adb6,80x24,0,0[80x7,0,0{26x7,0,0,0,26x7,27,0,1,26x7,54,0,2},80x7,0,8{26x7,0,8,3,26x7,27,8,4,26x7,54,8,5},80x8,0,16{26x8,0,16,6,26x8,27,16,7,26x8,54,16,8}]",
  ],
  [
    80,
    24,
    10,
    "259b,80x24,0,0[80x5,0,0{26x5,0,0,0,26x5,27,0,1,26x5,54,0,2},80x5,0,6{26x5,0,6,3,26x5,27,6,4,26x5,54,6,5},80x5,0,12{26x5,0,12,6,26x5,27,12,7,26x5,54,12,8},80x6,0,18,9]",
  ],
  [
    80,
    24,
    11,
    "5f53,80x24,0,0[80x5,0,0{26x5,0,0,0,26x5,27,0,1,26x5,54,0,2},80x5,0,6{26x5,0,6,3,26x5,27,6,4,26x5,54,6,5},80x5,0,12{26x5,0,12,6,26x5,27,12,7,26x5,54,12,8},80x6,0,18{26x6,0,18,9,53x6,27,18,10}]",
  ],
  [
    80,
    24,
    12,
    "6253,80x24,0,0[80x5,0,0{26x5,0,0,0,26x5,27,0,1,26x5,54,0,2},80x5,0,6{26x5,0,6,3,26x5,27,6,4,26x5,54,6,5},80x5,0,12{26x5,0,12,6,26x5,27,12,7,26x5,54,12,8},80x6,0,18{26x6,0,18,9,26x6,27,18,10,26x6,54,18,11}]",
  ],
  [120, 35, 2, "3cb0,120x35,0,0[120x17,0,0,0,120x17,0,18,1]"],
  [
    120,
    35,
    5,
    "343f,120x35,0,0[120x11,0,0{59x11,0,0,0,60x11,60,0,1},120x11,0,12{59x11,0,12,2,60x11,60,12,3},120x11,0,24,4]",
  ],
  [
    120,
    35,
    8,
    "8e29,120x35,0,0[120x11,0,0{39x11,0,0,0,39x11,40,0,1,40x11,80,0,2},120x11,0,12{39x11,0,12,3,39x11,40,12,4,40x11,80,12,5},120x11,0,24{39x11,0,24,6,80x11,40,24,7}]",
  ],
  [
    120,
    35,
    11,
    "c6ed,120x35,0,0[120x8,0,0{39x8,0,0,0,39x8,40,0,1,40x8,80,0,2},120x8,0,9{39x8,0,9,3,39x8,40,9,4,40x8,80,9,5},120x8,0,18{39x8,0,18,6,39x8,40,18,7,40x8,80,18,8},120x8,0,27{39x8,0,27,9,80x8,40,27,10}]",
  ],
  [53, 17, 3, "06b5,53x17,0,0[53x8,0,0{26x8,0,0,0,26x8,27,0,1},53x8,0,9,2]"],
  [
    53,
    17,
    7,
    "f62a,53x17,0,0[53x5,0,0{17x5,0,0,0,17x5,18,0,1,17x5,36,0,2},53x5,0,6{17x5,0,6,3,17x5,18,6,4,17x5,36,6,5},53x5,0,12,6]",
  ],
  [
    53,
    17,
    10,
    "26dd,53x17,0,0[53x3,0,0{17x3,0,0,0,17x3,18,0,1,17x3,36,0,2},53x3,0,4{17x3,0,4,3,17x3,18,4,4,17x3,36,4,5},53x3,0,8{17x3,0,8,6,17x3,18,8,7,17x3,36,8,8},53x5,0,12,9]",
  ],
  [
    53,
    17,
    12,
    "f1c2,53x17,0,0[53x3,0,0{17x3,0,0,0,17x3,18,0,1,17x3,36,0,2},53x3,0,4{17x3,0,4,3,17x3,18,4,4,17x3,36,4,5},53x3,0,8{17x3,0,8,6,17x3,18,8,7,17x3,36,8,8},53x5,0,12{17x5,0,12,9,17x5,18,12,10,17x5,36,12,11}]",
  ],
];

Deno.test("Layout.apply('tiled') makes tmux 3.3a's grid: rows first (5 panes are 3 rows of 2), the last pane and row taking what is left", () => {
  for (const [cols, rows, n, want] of TILED) {
    const l = panesInOrder(n, cols, rows);
    l.apply("tiled");
    assert.equal(l.describe(), want, `${n} panes in ${cols}x${rows}`);
    assertTiles(l);
  }
});

// tmux 3.3a's #{window_layout} after `select-layout main-horizontal` (H)
// or `main-vertical` (V), with the options set (-g) before it.
const MAIN: [
  preset: "H" | "V",
  options: Partial<MainPaneSizes>,
  cols: number,
  rows: number,
  panes: number,
  layout: string,
][] = [
  // main-pane-height 24 leaves too few rows: the main pane takes all but one.
  [
    "H",
    {},
    60,
    12,
    3,
    "206e,60x12,0,0[60x10,0,0,0,60x1,0,11{29x1,0,11,1,30x1,30,11,2}]",
  ],
  [
    "H",
    {},
    60,
    12,
    5,
    "4ca7,60x12,0,0[60x10,0,0,0,60x1,0,11{14x1,0,11,1,14x1,15,11,2,14x1,30,11,3,15x1,45,11,4}]",
  ],
  ["H", {}, 80, 24, 2, "d89e,80x24,0,0[80x22,0,0,0,80x1,0,23,1]"],
  [
    "H",
    {},
    120,
    35,
    5,
    "6eca,120x35,0,0[120x24,0,0,0,120x10,0,25{29x10,0,25,1,29x10,30,25,2,29x10,60,25,3,30x10,90,25,4}]",
  ],
  [
    "H",
    {},
    200,
    50,
    3,
    "c9aa,200x50,0,0[200x24,0,0,0,200x25,0,25{99x25,0,25,1,100x25,100,25,2}]",
  ],
  [
    "V",
    {},
    60,
    12,
    5,
    "4efd,60x12,0,0{58x12,0,0,0,1x12,59,0[1x2,59,0,1,1x2,59,3,2,1x2,59,6,3,1x3,59,9,4]}",
  ],
  [
    "V",
    {},
    120,
    35,
    3,
    "b8b2,120x35,0,0{80x35,0,0,0,39x35,81,0[39x17,81,0,1,39x17,81,18,2]}",
  ],
  [
    "V",
    {},
    200,
    50,
    5,
    "099e,200x50,0,0{80x50,0,0,0,119x50,81,0[119x11,81,0,1,119x11,81,12,2,119x11,81,24,3,119x14,81,36,4]}",
  ],
  ["V", {}, 100, 30, 2, "7a5b,100x30,0,0{80x30,0,0,0,19x30,81,0,1}"],
  [
    "H",
    { mainHeight: "10" },
    80,
    24,
    3,
    "94a3,80x24,0,0[80x10,0,0,0,80x13,0,11{39x13,0,11,1,40x13,40,11,2}]",
  ],
  // A percentage of the rows less the border (23): 30% is 6.
  [
    "H",
    { mainHeight: "30%" },
    80,
    24,
    3,
    "843d,80x24,0,0[80x6,0,0,0,80x17,0,7{39x17,0,7,1,40x17,40,7,2}]",
  ],
  [
    "H",
    { mainHeight: "30%" },
    100,
    40,
    3,
    "4f7a,100x40,0,0[100x11,0,0,0,100x28,0,12{49x28,0,12,1,50x28,50,12,2}]",
  ],
  [
    "H",
    { mainHeight: "100%" },
    100,
    40,
    3,
    "745f,100x40,0,0[100x38,0,0,0,100x1,0,39{49x1,0,39,1,50x1,50,39,2}]",
  ],
  // More than the window has, or no size at all: tmux's 24.
  [
    "H",
    { mainHeight: "100" },
    100,
    40,
    3,
    "7fbd,100x40,0,0[100x24,0,0,0,100x15,0,25{49x15,0,25,1,50x15,50,25,2}]",
  ],
  [
    "H",
    { mainHeight: "abc" },
    100,
    40,
    3,
    "7fbd,100x40,0,0[100x24,0,0,0,100x15,0,25{49x15,0,25,1,50x15,50,25,2}]",
  ],
  // The others' option gives the main pane the rest, when that is more.
  [
    "H",
    { otherHeight: "5" },
    100,
    40,
    3,
    "44b1,100x40,0,0[100x34,0,0,0,100x5,0,35{49x5,0,35,1,50x5,50,35,2}]",
  ],
  [
    "H",
    { otherHeight: "20%" },
    100,
    40,
    3,
    "2cd2,100x40,0,0[100x32,0,0,0,100x7,0,33{49x7,0,33,1,50x7,50,33,2}]",
  ],
  [
    "H",
    { otherHeight: "5" },
    80,
    24,
    3,
    "df9b,80x24,0,0[80x22,0,0,0,80x1,0,23{39x1,0,23,1,40x1,40,23,2}]",
  ],
  [
    "H",
    { mainHeight: "10", otherHeight: "5" },
    80,
    24,
    3,
    "0a03,80x24,0,0[80x18,0,0,0,80x5,0,19{39x5,0,19,1,40x5,40,19,2}]",
  ],
  [
    "H",
    { mainHeight: "10", otherHeight: "30" },
    100,
    40,
    3,
    "41b0,100x40,0,0[100x10,0,0,0,100x29,0,11{49x29,0,11,1,50x29,50,11,2}]",
  ],
  [
    "H",
    { mainHeight: "50%", otherHeight: "40%" },
    80,
    24,
    3,
    "da04,80x24,0,0[80x14,0,0,0,80x9,0,15{39x9,0,15,1,40x9,40,15,2}]",
  ],
  [
    "H",
    { otherHeight: "100%" },
    100,
    40,
    3,
    "7fbd,100x40,0,0[100x24,0,0,0,100x15,0,25{49x15,0,25,1,50x15,50,25,2}]",
  ],
  [
    "V",
    { mainWidth: "30" },
    150,
    40,
    3,
    "45c1,150x40,0,0{30x40,0,0,0,119x40,31,0[119x19,31,0,1,119x20,31,20,2]}",
  ],
  [
    "V",
    { mainWidth: "25%" },
    80,
    24,
    3,
    "22a2,80x24,0,0{19x24,0,0,0,60x24,20,0[60x11,20,0,1,60x12,20,12,2]}",
  ],
  [
    "V",
    { mainWidth: "300" },
    150,
    40,
    3,
    "2b1b,150x40,0,0{80x40,0,0,0,69x40,81,0[69x19,81,0,1,69x20,81,20,2]}",
  ],
  [
    "V",
    { otherWidth: "20" },
    150,
    40,
    3,
    "d680,150x40,0,0{129x40,0,0,0,20x40,130,0[20x19,130,0,1,20x20,130,20,2]}",
  ],
  [
    "V",
    { otherWidth: "30%" },
    150,
    40,
    3,
    "f8e6,150x40,0,0{105x40,0,0,0,44x40,106,0[44x19,106,0,1,44x20,106,20,2]}",
  ],
  [
    "V",
    { mainWidth: "30", otherWidth: "50" },
    150,
    40,
    3,
    "51cc,150x40,0,0{99x40,0,0,0,50x40,100,0[50x19,100,0,1,50x20,100,20,2]}",
  ],
];

Deno.test("Layout.apply('main-*') sizes the main pane from main-pane-height/-width and other-pane-height/-width as tmux 3.3a", () => {
  for (const [preset, options, cols, rows, n, want] of MAIN) {
    const l = panesInOrder(n, cols, rows);
    l.apply(preset === "H" ? "main-horizontal" : "main-vertical", {
      ...MAIN_PANE_DEFAULTS,
      ...options,
    });
    const what = `${preset} ${JSON.stringify(options)} ${n} in ${cols}x${rows}`;
    assert.equal(l.describe(), want, what);
    assertTiles(l);
  }
});

Deno.test("Layout.apply('main-horizontal') with main-pane-height 0 gives the main pane a row (tmux 3.3a gives it none)", () => {
  const l = panesInOrder(3, 80, 24);
  l.apply("main-horizontal", { ...MAIN_PANE_DEFAULTS, mainHeight: "0" });
  assert.deepEqual([...l.rects().values()], [
    rect(0, 0, 80, 1),
    rect(0, 2, 39, 22),
    rect(40, 2, 40, 22),
  ]);
});
