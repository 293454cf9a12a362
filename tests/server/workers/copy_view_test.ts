import assert from "node:assert/strict";
import { copyViewRow } from "../../../server/workers/copy_view.ts";
import type { CopyModeState } from "../../../protocol/messages.ts";
import { type RowRun, RUN_WIDE } from "../../../vt/types.ts";

/** A pane 12 wide and 3 high, 5 lines of history: line n is `rows[n]`. */
function pane(rows: RowRun[][]) {
  return {
    cols: 12,
    rows: 3,
    historyPushed: 5,
    scrollbackLength: 5,
    rowRuns: (y: number) => rows[y + 5] ?? [],
  };
}

const state = (top: number): CopyModeState => ({
  pushed: 5,
  cols: 12,
  screenRows: 3,
  top,
  cursor: [top, 0],
});

Deno.test("copyViewRow() shows the lines from the view's top, the position over row 0's right end", () => {
  const rows: RowRun[][] = Array.from(
    { length: 8 },
    (_, n) => [[`line-${n}`, 6]],
  );
  const p = pane(rows);
  // Three lines up: [3/5] over line 2's right end.
  assert.deepEqual(copyViewRow(p, state(2), 0), [
    ["line-2", 6],
    [" ", 1],
    ["[3/5]", 5, 0, 3],
  ]);
  assert.deepEqual(copyViewRow(p, state(2), 1), [["line-3", 6]]);
  // Hidden (P): the line as it is.
  assert.deepEqual(
    copyViewRow(p, { ...state(2), hidePosition: true }, 0),
    [["line-2", 6]],
  );
});

Deno.test("copyViewRow() cuts a run under the position, wide characters whole", () => {
  const p = pane([[["abcdefghij", 10]], [[
    "あいうえお",
    10,
    undefined,
    undefined,
    RUN_WIDE,
  ]]]);
  assert.deepEqual(copyViewRow(p, state(0), 0), [
    ["abcdefg", 7],
    ["[5/5]", 5, 0, 3],
  ]);
  // Seven cells left: three wide characters and a blank.
  assert.deepEqual(copyViewRow(p, { ...state(1), top: 1 }, 0), [
    ["あいう", 6, undefined, undefined, RUN_WIDE],
    [" ", 1],
    ["[4/5]", 5, 0, 3],
  ]);
});

Deno.test("copyViewRow() takes a view whose top left the history from the oldest line, as the attach client's copy mode", () => {
  // 9 lines pushed, 5 kept: lines 4-8 in the history, 9-11 on the screen.
  const rows: RowRun[][] = Array.from(
    { length: 12 },
    (_, n) => [[`line-${n}`, 6]],
  );
  const p = {
    ...pane([]),
    historyPushed: 9,
    rowRuns: (y: number) => rows[y + 9],
  };
  // The view's top, line 1, is gone: the oldest line shows, [5/5].
  assert.deepEqual(copyViewRow(p, state(1), 0), [
    ["line-4", 6],
    [" ", 1],
    ["[5/5]", 5, 0, 3],
  ]);
  assert.deepEqual(copyViewRow(p, state(1), 2), [["line-6", 6]]);
});
