import assert from "node:assert/strict";
import { Dispatcher } from "../../vt/dispatcher.ts";
import { Parser } from "../../vt/parser.ts";
import { Row, RowAllocator } from "../../vt/row.ts";
import { Screen } from "../../vt/screen.ts";
import { VtState } from "../../vt/state.ts";
import { randomBytes, Rng, sequenceStream } from "./_fuzz_streams.ts";

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
