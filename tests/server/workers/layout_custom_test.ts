import assert from "node:assert/strict";
import { Layout, layoutChecksum } from "../../../server/workers/layout.ts";
import {
  customLayout,
  LayoutStringError,
} from "../../../server/workers/layout_custom.ts";

/** `body` with tmux's checksum in front. */
function summed(body: string): string {
  return `${layoutChecksum(body).toString(16).padStart(4, "0")},${body}`;
}

Deno.test("customLayout() reads back what describe() prints, panes in order, ids in the text ignored", () => {
  const l = new Layout(1, 80, 24);
  l.split(1, 2, "lr");
  l.split(2, 3, "tb", 5);
  l.split(1, 4, "tb", 3);
  const text = l.describe();
  const back = customLayout(text, [1, 4, 2, 3]);
  assert.equal(back.describe(), text);
  // Other panes take the cells in order, whatever ids the text names.
  assert.deepEqual(customLayout(text, [9, 8, 7, 6]).panes(), [9, 8, 7, 6]);
  assert.equal(
    customLayout(summed("80x24,0,0{40x24,0,0,1,39x24,41,0,2}"), [5, 6])
      .describe(),
    summed("80x24,0,0{40x24,0,0,5,39x24,41,0,6}"),
  );
});

Deno.test("customLayout() refuses what tmux refuses, with tmux's reasons", () => {
  const bad = (text: string, panes: number[], message: string) =>
    assert.throws(() => customLayout(text, panes), (e: unknown) => {
      assert.ok(e instanceof LayoutStringError, String(e));
      assert.equal(e.message, message, text);
      return true;
    });
  // A checksum that is not the text's, or none.
  bad("ffff,80x24,0,0{40x24,0,0,1,39x24,41,0,2}", [1, 2], "invalid layout");
  bad("80x24,0,0,1", [1], "invalid layout");
  bad("tiled", [1], "invalid layout");
  // Broken text under a right checksum.
  for (
    const body of [
      "80x24,0,0{40x24,0,0,1,39x24,41,0,2",
      "80x24,0,0{40x24,0,0,1,39x24,41,0,2]",
      "80x24,0,0,1x",
      "80x24,0",
      "80x24,0,0{}",
      "80x24,0,0,1 ",
    ]
  ) bad(summed(body), [1, 2], "invalid layout");
  // More panes than cells.
  bad(summed("80x24,0,0,1"), [1, 2], "have 2 panes but need 1");
  // Children that do not add up to their split.
  bad(
    summed("80x24,0,0[80x12,0,0,1,40x11,0,13,2]"),
    [1, 2],
    "size mismatch after applying layout",
  );
  bad(
    summed("80x24,0,0{40x24,0,0[40x12,0,0,1,40x10,0,13,2],39x24,41,0,3}"),
    [1, 2, 3],
    "size mismatch after applying layout",
  );
});

Deno.test("customLayout() closes the bottom-right cells when the window has fewer panes, as tmux", () => {
  // tmux 3.3a on two panes: [80x12,80x5,80x5] -> [80x12,80x11].
  const l = customLayout(
    summed("80x24,0,0[80x12,0,0,1,80x5,0,13,2,80x5,0,19,3]"),
    [4, 5],
  );
  assert.equal(l.describe(), summed("80x24,0,0[80x12,0,0,4,80x11,0,13,5]"));
  const one = customLayout(
    summed("80x24,0,0{40x24,0,0,1,39x24,41,0,2}"),
    [7],
  );
  assert.equal(one.describe(), summed("80x24,0,0,7"));
  // A split of one cell (tmux never writes one) is that cell.
  const single = customLayout(
    summed("80x24,0,0{40x24,0,0,1,39x24,41,0[39x24,41,0,2]}"),
    [7],
  );
  assert.equal(single.describe(), summed("80x24,0,0,7"));
  assert.throws(
    () =>
      customLayout(summed("80x24,0,0{40x24,0,0,1,39x24,41,0[39x23,41,0,2]}"), [
        7,
        8,
      ]),
    LayoutStringError,
  );
});

Deno.test("customLayout() gives a top split the size of its children, as tmux mends older layouts", () => {
  // tmux 3.3a: 60x20 over children of 10+1+8 rows is a 60x19 window.
  const l = customLayout(
    summed("60x20,0,0[60x10,0,0,1,60x8,0,11,2]"),
    [1, 2],
  );
  assert.equal(l.describe(), summed("60x19,0,0[60x10,0,0,1,60x8,0,11,2]"));
});

Deno.test("Layout.spreadOut() spreads the pane's split evenly, the last part taking what is left (tmux's select-layout -E)", () => {
  const l = new Layout(1, 80, 24);
  l.split(1, 2, "lr", 10);
  l.split(2, 3, "lr", 5);
  l.spreadOut(3);
  // tmux: each (80 - 2) / 3 = 26, the last 80 - 27 * 2 = 26.
  assert.deepEqual([...l.rects().values()].map((r) => r.cols), [26, 26, 26]);
  // Nothing to change there: the split above it, if any.
  const m = new Layout(1, 80, 24);
  m.split(1, 2, "tb", 4);
  m.split(2, 3, "lr", 40);
  m.spreadOut(3);
  assert.deepEqual([...m.rects().values()].map((r) => r.rows), [11, 12, 12]);
});

Deno.test("customLayout() on mangled layout strings gives a layout that tiles, or LayoutStringError, never another error", () => {
  let seed = 11;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const l = new Layout(1, 80, 24);
  l.split(1, 2, "lr");
  l.split(2, 3, "tb");
  l.split(1, 4, "tb");
  const body = l.describe().slice(5);
  const alphabet = "0123456789x,{}[]";
  for (let round = 0; round < 3000; round++) {
    const chars = [...body];
    for (let k = 1 + rand(3); k > 0; k--) {
      const at = rand(chars.length);
      const what = rand(3);
      const c = alphabet[rand(alphabet.length)];
      if (what === 0) chars[at] = c;
      else if (what === 1) chars.splice(at, 1);
      else chars.splice(at, 0, c);
    }
    const text = summed(chars.join(""));
    const panes = Array.from({ length: 1 + rand(5) }, (_, i) => i + 10);
    try {
      const got = customLayout(text, panes);
      assert.deepEqual(got.panes(), panes, text);
      for (const r of got.rects().values()) {
        assert.ok(r.cols >= 1 && r.rows >= 1, text);
        assert.ok(r.x + r.cols <= got.cols && r.y + r.rows <= got.rows, text);
      }
      got.resize(100, 30);
    } catch (e) {
      if (!(e instanceof LayoutStringError)) {
        throw new Error(`${text} on ${panes.length} panes: ${e}`);
      }
    }
  }
});
