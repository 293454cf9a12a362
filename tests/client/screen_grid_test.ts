import assert from "node:assert/strict";
import { DEFAULT_ATTRS, GridRow } from "../../client/attach/screen_grid.ts";
import type { SgrStyle } from "../../client/attach/sgr.ts";

const RED: SgrStyle = { fg: 1, bg: 2, ul: 3, flags: 4 };

Deno.test("GridRow() is blank at every width, one after another", () => {
  for (const cols of [80, 3, 80, 1]) {
    const row = new GridRow(cols);
    assert.ok(row.isBlank(), `${cols} columns`);
    assert.deepEqual(row.style(cols - 1, { ...RED }), { ...DEFAULT_ATTRS });
  }
  const dots = new GridRow(4, ".");
  assert.deepEqual(dots.chars, [".", ".", ".", "."]);
  assert.deepEqual(dots.style(0, { ...RED }), { ...DEFAULT_ATTRS });
});

Deno.test("GridRow.clearFrom() blanks the tail and keeps the head", () => {
  const row = new GridRow(6);
  row.fill(0, 6, "x", RED);
  row.links.fill("1;https://example.com");
  row.clearFrom(2);
  assert.deepEqual(row.chars, ["x", "x", " ", " ", " ", " "]);
  assert.deepEqual(row.links.slice(1, 3), ["1;https://example.com", ""]);
  assert.deepEqual(row.style(1, { ...DEFAULT_ATTRS }), RED);
  assert.deepEqual(row.style(2, { ...RED }), { ...DEFAULT_ATTRS });
  row.clearFrom(6); // past the end: nothing
  row.clearFrom(0);
  assert.ok(row.isBlank());
});

Deno.test("GridRow.setRuns() blanks what follows the runs, as a new row", () => {
  const row = new GridRow(8);
  row.fill(0, 8, "y", RED);
  row.setRuns([["ab", 2]]);
  const want = new GridRow(8);
  want.setRuns([["ab", 2]]);
  assert.deepEqual(row.chars, ["a", "b", " ", " ", " ", " ", " ", " "]);
  assert.ok(row.same(7, want, 7) && row.same(2, want, 2));
});
