import assert from "node:assert/strict";
import { Dispatcher } from "../../vt/dispatcher.ts";
import { Parser } from "../../vt/parser.ts";
import { MARK_ENTRY, MARK_FIRST, Row, RowAllocator } from "../../vt/row.ts";
import { Screen } from "../../vt/screen.ts";
import { VtState } from "../../vt/state.ts";
import { randomBytes, Rng, sequenceStream } from "./_fuzz_streams.ts";
import { term } from "./_helpers.ts";

/** Every cell at or past `row.used` must be empty: `clear` relies on it. */
function checkUsed(row: Row, label: string): void {
  for (let x = row.used; x < row.cols; x++) {
    assert.equal(
      row.cells[x * 2],
      0,
      `${label}: cell ${x} past used ${row.used}`,
    );
    assert.equal(
      row.cells[x * 2 + 1],
      0,
      `${label}: style ${x} past used ${row.used}`,
    );
  }
}

Deno.test("Row.used bounds every written cell under random input", () => {
  const enc = new TextEncoder();
  for (let seed = 1; seed <= 80; seed++) {
    const rng = new Rng(seed * 131);
    const cols = 2 + rng.int(60);
    const rows = 2 + rng.int(20);
    const screen = new Screen(cols, rows, 20);
    const st = new VtState(screen, {});
    const parser = new Parser(new Dispatcher(st, () => screen.hardReset()));
    for (let k = 0; k < 5; k++) {
      parser.write(enc.encode(sequenceStream(rng, 200, cols, rows)));
      parser.write(randomBytes(rng, 200));
      if (rng.int(4) === 0) screen.resize(1 + rng.int(60), 1 + rng.int(20));
      for (let y = -screen.historyLength; y < screen.rows; y++) {
        checkUsed(screen.rowAt(y)!, `seed ${seed} step ${k} row ${y}`);
      }
      for (const row of screen.alt.rows) checkUsed(row, `seed ${seed} alt`);
    }
  }
});

Deno.test("Row.clear() empties only what was used and resets used", () => {
  const row = new Row(8);
  row.cells[2] = 0x41;
  row.cells[3] = 5;
  row.extend(2);
  row.clear(0);
  assert.equal(row.used, 0);
  assert.deepEqual(
    Array.from(row.cells.subarray(0, 16)),
    new Array(16).fill(0),
  );
  row.clear(7);
  assert.equal(row.used, 8);
  assert.equal(row.cells[1], 7);
});

Deno.test("RowAllocator.next() hands out separate blank rows", () => {
  const a = new RowAllocator(4);
  const r1 = a.next();
  const r2 = a.next();
  r1.cells[0] = 1;
  assert.equal(r2.cells[0], 0);
  assert.equal(r1.cols, 4);
});

Deno.test("Row.appendMark() keeps marks per cell; cluster() reads them", () => {
  const row = new Row(6);
  for (const x of [0, 3, 5]) row.cells[x * 2] = 0x61 + x;
  assert.ok(row.appendMark(3, 0x301, 32));
  assert.ok(row.appendMark(0, 0x302, 32));
  assert.ok(row.appendMark(3, 0x303, 32));
  assert.ok(row.firstMark(5, 0x304));
  assert.equal(row.cluster(0), "a\u0302");
  assert.equal(row.cluster(3), "d\u0301\u0303");
  assert.equal(row.cluster(5), "f\u0304");
  // A third mark makes the cluster a string.
  assert.ok(row.appendMark(3, 0x308, 32));
  assert.equal(row.cluster(3), "d\u0301\u0303\u0308");
  assert.equal(row.firstMark(3, 0x309), false);
});

Deno.test("Row marks of a rewritten cell are not read again", () => {
  const row = new Row(4);
  row.cells[2] = 0x61;
  row.appendMark(1, 0x301, 32);
  row.clearRange(1, 2, 0);
  row.cells[2] = 0x62;
  assert.equal(row.cluster(1), "b");
  row.appendMark(1, 0x302, 32);
  assert.equal(row.cluster(1), "b\u0302");
  row.clear(0);
  row.cells[2] = 0x63;
  assert.equal(row.cluster(1), "c");
});

Deno.test("Row marks stay bounded when a cell is rewritten forever", () => {
  const row = new Row(4);
  for (let i = 0; i < 10_000; i++) {
    row.cells[(i % 4) * 2] = 0x61;
    row.appendMark(i % 4, 0x301 + (i % 7), 32);
    if (i % 3 === 0) row.clearRange(i % 4, (i % 4) + 1, 0);
  }
  assert.ok(row.markCount <= 8, `${row.markCount} entries`);
  assert.ok(
    row.marks!.length <= MARK_FIRST * MARK_ENTRY * 2,
    `${row.marks!.length} words`,
  );
});

Deno.test("ICH and DCH move marks with their characters", () => {
  const { t, feed } = term(8, 2);
  feed("a\u0301bc\u0302de\u0303");
  feed("\x1b[1;2H\x1b[2@"); // two blanks before b
  assert.equal(t.lineText(0), "a\u0301  bc\u0302de\u0303");
  feed("\x1b[1;1H\x1b[3P"); // a and the blanks go
  assert.equal(t.lineText(0), "bc\u0302de\u0303");
  feed("\x1b[1;1H\x1b[7@"); // everything but b pushed off the edge
  assert.equal(t.lineText(0), "       b");
});

Deno.test("Reflow, resize and margin scrolls keep marks", () => {
  const { t, feed } = term(6, 3, 10);
  feed("a\u0301b\u0302c\u0303d\u0304e\u0305f\u0306g\u0307");
  t.resize(4, 3);
  assert.deepEqual(
    [0, 1].map((y) => t.lineText(y)),
    ["a\u0301b\u0302c\u0303d\u0304", "e\u0305f\u0306g\u0307"],
  );
  t.resize(2, 3);
  t.resize(12, 3);
  assert.equal(
    t.lineText(0),
    "a\u0301b\u0302c\u0303d\u0304e\u0305f\u0306g\u0307",
  );
  // Left/right margins: cells (and marks) are copied between rows.
  feed("\x1b[2J\x1b[H1\u0301\r\n2\u0302\x1b[?69h\x1b[1;3s\x1b[1;2r\x1b[2;1H\n");
  assert.equal(t.lineText(0), "2\u0302");
});
