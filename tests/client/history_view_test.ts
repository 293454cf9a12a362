import assert from "node:assert/strict";
import { HistoryView } from "../../client/attach/history_view.ts";
import { MAX_HISTORY_ROWS } from "../../protocol/messages.ts";
import { HistorySession } from "./_history_session.ts";

/** Answers every request the view makes until it needs nothing. */
function settle(view: HistoryView, s: HistorySession): number {
  let n = 0;
  for (let req = view.nextRequest(); req; req = view.nextRequest()) {
    view.apply(s.page(req), view.outputEpoch);
    if (++n > 50) throw new Error("the view never settles");
  }
  return n;
}

function text(view: HistoryView, n: number): string | undefined {
  return view.row(n)?.map((r) => r[0]).join("").trimEnd();
}

Deno.test("HistoryView fetches the rows in and around the view, then stops", () => {
  const s = new HistorySession(20, 5);
  s.lines("", 1, 200); // history: a blank row and 1..195
  const view = new HistoryView(5, 10);
  assert.equal(view.offset, 10);
  const first = view.nextRequest()!;
  assert.deepEqual(first, { start: 15, count: 15 });
  view.apply(s.page(first), 0);
  assert.equal(view.total, 196);
  assert.equal(view.offset, 10);
  assert.equal(text(view, view.top), "186");
  settle(view, s);
  for (let n = view.top - 5; n < view.top + 10; n++) {
    if (n < view.end) assert.ok(view.row(n), `line ${n} fetched`);
  }
  assert.equal(view.nextRequest(), null);
  // Output: the counts, and the screen rows, are asked for again.
  view.outputSeen();
  assert.ok(view.nextRequest());
});

Deno.test("HistoryView keeps its lines while output pushes more into history", () => {
  const s = new HistorySession(20, 5);
  s.lines("", 1, 100);
  const view = new HistoryView(5, 20);
  settle(view, s);
  const top = text(view, view.top);
  s.lines("more ", 1, 7);
  view.outputSeen();
  settle(view, s);
  assert.equal(view.offset, 27);
  assert.equal(text(view, view.top), top);
});

Deno.test("HistoryView asks for the same lines however much output came in between", () => {
  const s = new HistorySession(20, 5);
  s.lines("", 1, 100);
  const view = new HistoryView(5, 50);
  settle(view, s);
  view.scrollBy(200); // the oldest line
  const req = view.nextRequest()!;
  s.lines("more ", 1, 30); // before the daemon answers
  view.outputSeen();
  view.apply(s.page(req), view.outputEpoch - 1);
  assert.equal(text(view, view.top), "");
  assert.equal(text(view, view.top + 1), "1");
});

Deno.test("HistoryView clamps to the oldest line the cap leaves", () => {
  const s = new HistorySession(20, 5, 30);
  s.lines("", 1, 100);
  const view = new HistoryView(5, 1000);
  settle(view, s);
  assert.equal(view.offset, 30);
  assert.equal(text(view, view.top), "66");
  s.lines("more ", 1, 10);
  view.outputSeen();
  settle(view, s);
  assert.equal(view.offset, 30);
  assert.equal(text(view, view.top), "76");
});

Deno.test("HistoryView keeps its distance across a resize and drops its rows", () => {
  const s = new HistorySession(20, 5);
  s.lines("", 1, 100);
  const view = new HistoryView(5, 12);
  settle(view, s);
  s.term.resize(10, 4);
  view.outputSeen();
  settle(view, s);
  assert.equal(view.offset, 12);
  assert.equal(view.cols, 10);
});

Deno.test("HistoryView: a cleared history leaves the view at the live screen", () => {
  const s = new HistorySession(20, 5);
  s.lines("", 1, 100);
  const view = new HistoryView(5, 12);
  settle(view, s);
  s.write("\x1b[3J");
  view.outputSeen();
  settle(view, s);
  assert.deepEqual([view.offset, view.total], [0, 0]);
  assert.equal(text(view, view.top), "96");
});

Deno.test("HistoryView asks for at most MAX_HISTORY_ROWS and keeps its cache bounded", () => {
  const s = new HistorySession(20, 2000);
  s.lines("", 1, 9000);
  const view = new HistoryView(2000, 3000);
  const first = view.nextRequest()!;
  assert.equal(first.count, MAX_HISTORY_ROWS);
  settle(view, s);
  assert.equal(text(view, view.top), String(9000 - 3000 - 1999));
  for (let i = 0; i < 20; i++) {
    view.scrollBy(1500);
    settle(view, s);
  }
  assert.ok(view.cachedRows <= 2000 + 2 * 1000 + MAX_HISTORY_ROWS);
});
