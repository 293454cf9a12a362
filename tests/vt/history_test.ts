import assert from "node:assert/strict";
import { History } from "../../vt/history.ts";
import { Row } from "../../vt/row.ts";

Deno.test("History.push() keeps rows until the cap, then recycles the oldest", () => {
  const h = new History(2);
  const a = new Row(1), b = new Row(1), c = new Row(1);
  assert.equal(h.push(a), null);
  assert.equal(h.push(b), null);
  assert.equal(h.push(c), a);
  assert.equal(h.length, 2);
  assert.equal(h.at(0), b);
  assert.equal(h.at(1), c);
});

Deno.test("History with cap 0 hands the row straight back", () => {
  const h = new History(0);
  const a = new Row(1);
  assert.equal(h.push(a), a);
  assert.equal(h.length, 0);
});

Deno.test("History.replace() keeps the newest rows", () => {
  const h = new History(2);
  const rows = [new Row(1), new Row(1), new Row(1)];
  h.replace(rows);
  assert.deepEqual(h.toArray(), rows.slice(1));
  assert.equal(h.pop(), rows[2]);
  assert.equal(h.length, 1);
});

Deno.test("History.pushed counts every push, dropped rows and cap 0 too", () => {
  const h = new History(1);
  h.push(new Row(1));
  h.push(new Row(1));
  assert.equal(h.pushed, 2);
  assert.equal(h.length, 1);
  const none = new History(0);
  none.push(new Row(1));
  assert.equal(none.pushed, 1);
});

Deno.test("History.pushed grows with replace() and never goes down", () => {
  const h = new History(3);
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
