import assert from "node:assert/strict";
import { HistoryView } from "../../client/attach/history_view.ts";
import {
  findInRow,
  rowText,
  SearchScan,
} from "../../client/attach/scroll_search.ts";
import { type RowRun, RUN_WIDE } from "../../vt/types.ts";
import { HistorySession } from "./_history_session.ts";

// "ab" then 漢字 (2 cells each) then "cab" in red.
const RUNS: RowRun[] = [["ab", 2], ["漢字", 4, -1, -1, RUN_WIDE], [
  "cab",
  3,
  1,
]];

Deno.test("rowText() maps text to cells, wide graphemes two each", () => {
  const t = rowText(RUNS);
  assert.equal(t.text, "ab漢字cab");
  assert.deepEqual(t.from, [0, 1, 2, 4, 6, 7, 8]);
  assert.deepEqual(t.to, [1, 2, 4, 6, 7, 8, 9]);
});

Deno.test("findInRow() finds the last match up, the first down, past a limit", () => {
  assert.deepEqual(findInRow(RUNS, "ab", "up", null), { x: 7, width: 2 });
  assert.deepEqual(findInRow(RUNS, "ab", "up", 7), { x: 0, width: 2 });
  assert.equal(findInRow(RUNS, "ab", "up", 0), null);
  assert.deepEqual(findInRow(RUNS, "ab", "down", null), { x: 0, width: 2 });
  assert.deepEqual(findInRow(RUNS, "ab", "down", 0), { x: 7, width: 2 });
  assert.deepEqual(findInRow(RUNS, "字c", "down", null), { x: 4, width: 3 });
  assert.equal(findInRow(RUNS, "", "down", null), null);
});

Deno.test("findInRow() is case-blind for a query without capitals", () => {
  const runs: RowRun[] = [["Error: Disk", 11]];
  assert.deepEqual(findInRow(runs, "disk", "down", null), { x: 7, width: 4 });
  assert.equal(findInRow(runs, "DISK", "down", null), null);
  assert.deepEqual(findInRow(runs, "Disk", "down", null), { x: 7, width: 4 });
});

Deno.test("SearchScan wraps around once and asks for the rows it lacks", () => {
  const s = new HistorySession(20, 5);
  s.lines("", 1, 3000);
  const view = new HistoryView(5, 0);
  view.apply(s.page(view.nextRequest()!), 0);
  // Down from the bottom row: around to the oldest line, then down.
  const scan = new SearchScan("2998", "down", view, view.end - 1, null);
  let fetches = 0, r;
  while ((r = scan.step(view)) === "fetch") {
    const [from, count] = scan.fetchRange(view, 1000);
    assert.ok(count <= 1000 && from >= view.oldest);
    view.apply(s.page(view.rangeRequest(from, count)), 0);
    fetches++;
  }
  assert.ok(r !== "none");
  assert.equal(view.row(r.line)?.[0][0], "2998");
  assert.equal(fetches, 3, "a thousand lines a request");
  const none = new SearchScan("nowhere", "up", view, view.top, null);
  while ((r = none.step(view)) === "fetch") {
    const [from, count] = none.fetchRange(view, 1000);
    view.apply(s.page(view.rangeRequest(from, count)), 0);
  }
  assert.equal(r, "none");
});
