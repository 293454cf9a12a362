import assert from "node:assert/strict";
import { History, ROW_OVERHEAD } from "../../vt/history.ts";
import { Row } from "../../vt/row.ts";

Deno.test("History.push() keeps rows until the cap, then recycles the oldest", () => {
  const h = new History(2, 1);
  const a = new Row(1), b = new Row(1), c = new Row(1);
  assert.equal(h.push(a), null);
  assert.equal(h.push(b), null);
  assert.equal(h.push(c), a);
  assert.equal(h.length, 2);
  assert.equal(h.at(0), b);
  assert.equal(h.at(1), c);
});

Deno.test("History with cap 0 hands the row straight back", () => {
  const h = new History(0, 1);
  const a = new Row(1);
  assert.equal(h.push(a), a);
  assert.equal(h.length, 0);
});

Deno.test("History.replace() keeps the newest rows within twice the budget", () => {
  const h = new History(2, 1);
  const rows = [new Row(1), new Row(1), new Row(1), new Row(1), new Row(1)];
  h.replace(rows);
  assert.deepEqual(h.toArray(), rows.slice(1));
  assert.equal(h.pop(), rows[4]);
  assert.equal(h.length, 3);
});

Deno.test("History caps by cells and by rows: narrow rows fit no more than the limit", () => {
  const h = new History(4, 10); // 4 * (10 + ROW_OVERHEAD) cells
  assert.equal(h.budget, 4 * (10 + ROW_OVERHEAD));
  for (let i = 0; i < 4; i++) assert.equal(h.push(new Row(10)), null);
  // A row of 1 column costs less, but the limit is in rows, as tmux's
  // history-limit (the cells alone let 17 in).
  const small = new History(4, 10);
  let n = 0;
  while (small.push(new Row(1)) === null) n++;
  assert.equal(n, 4);
  assert.ok(small.cells <= small.budget);
});

Deno.test("History.push() over the budget after a reflow trims two rows a push", () => {
  const h = new History(2, 1);
  h.replace([new Row(1), new Row(1), new Row(1), new Row(1)]);
  assert.equal(h.length, 4); // twice the budget
  const first = h.at(0);
  assert.equal(h.push(new Row(1)), first);
  assert.equal(h.length, 3);
  h.push(new Row(1));
  assert.equal(h.length, 2);
  h.push(new Row(1));
  assert.equal(h.length, 2);
  assert.ok(h.cells <= h.budget);
});

Deno.test("History.widen() raises the budget, never lowers it", () => {
  const h = new History(3, 10);
  const b = h.budget;
  h.widen(5);
  assert.equal(h.budget, b);
  h.widen(20);
  assert.equal(h.budget, 3 * (20 + ROW_OVERHEAD));
});

Deno.test("History.pushed counts every push, dropped rows and cap 0 too", () => {
  const h = new History(1, 1);
  h.push(new Row(1));
  h.push(new Row(1));
  assert.equal(h.pushed, 2);
  assert.equal(h.length, 1);
  const none = new History(0, 1);
  none.push(new Row(1));
  assert.equal(none.pushed, 1);
});

Deno.test("History.pushed grows with replace() and never goes down", () => {
  const h = new History(3, 1);
  h.push(new Row(1));
  h.replace([new Row(1), new Row(1), new Row(1), new Row(1)]);
  assert.equal(h.pushed, 4); // 3 more rows, one of them over the cap
  h.replace([new Row(1)]);
  assert.equal(h.pushed, 4);
  h.clear();
  assert.equal(h.pushed, 4);
  h.push(new Row(1));
  assert.equal(h.pushed, 5);
});
