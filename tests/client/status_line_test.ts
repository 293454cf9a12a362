import assert from "node:assert/strict";
import {
  clock,
  type StatusContent,
  statusLine,
  untilNextMinute,
  windowAt,
} from "../../client/attach/status_line.ts";
import type { GridRow } from "../../client/attach/screen_grid.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";

const NOW = new Date(2026, 11, 1, 9, 5, 30);

function text(row: GridRow): string {
  return row.chars.join("");
}

function content(
  windows: [number, string, string][],
  title = "host",
  offset: { x: number; y: number } | null = null,
): StatusContent {
  return { status: { session: "work", windows, pane: 0 }, title, offset };
}

Deno.test("statusLine() is tmux's default: [session], windows with flags, quoted title, time", () => {
  const row = statusLine(
    60,
    content([[0, "bash", "-"], [1, "vim", "*"], [2, "top", "#!"], [
      3,
      "man",
      "",
    ]]),
    NOW,
  );
  assert.equal(
    text(row),
    '[work] 0:bash- 1:vim* 2:top#! 3:man   "host" 09:05 01-Dec-26',
  );
  // Black on green everywhere.
  assert.deepEqual([...row.attrs.subarray(0, 2)], [0, 2]);
  assert.deepEqual([...row.attrs.subarray(59 * 4, 59 * 4 + 2)], [0, 2]);
});

Deno.test("statusLine() draws a window with activity or a bell reversed, as tmux's window-status-bell-style", () => {
  const row = statusLine(
    60,
    content([[0, "bash", "-"], [1, "vim", "*"], [2, "top", "#!"]]),
    NOW,
  );
  const reversed = (x: number) => (row.attrs[x * 4 + 3] & ATTR_INVERSE) !== 0;
  const at = text(row).indexOf("2:top#!");
  for (let x = at; x < at + 7; x++) assert.ok(reversed(x), `cell ${x}`);
  assert.ok(!reversed(at - 1) && !reversed(at + 7));
  assert.ok(!reversed(text(row).indexOf("1:vim*")));
});

Deno.test("statusLine() cuts the title at 21 cells, the session at tmux's 10, and shows a smaller view's offset", () => {
  const c = content([[0, "sh", "*"]], "a".repeat(30), { x: 3, y: 7 });
  c.status.session = "a-long-session-name";
  const line = text(statusLine(80, c, NOW));
  assert.ok(line.startsWith("[a-long-se0:sh*"), line);
  // status-right-length: tmux's 40 cells of it.
  assert.ok(line.endsWith(`[3,7] "${"a".repeat(21)}" 09:05 01-D`), line);
  c.title = "a".repeat(10);
  assert.ok(text(statusLine(80, c, NOW)).endsWith(`"aaaaaaaaaa" 09:05 01-Dec-26`));
});

Deno.test("statusLine() keeps the shown window in view when the list does not fit", () => {
  const windows: [number, string, string][] = [];
  for (let i = 0; i < 12; i++) {
    windows.push([i, `win${i}`, i === 10 ? "*" : ""]);
  }
  const line = text(statusLine(60, content(windows), NOW));
  assert.match(line, /^\[work\] <.*10:win10\*/);
  // Wide characters take two cells.
  const wide = text(statusLine(40, content([[0, "日本", "*"]]), NOW));
  assert.match(wide, /^\[work\] 0:日\0?本/);
});

Deno.test("windowAt() names the window under a column, for a mouse click", () => {
  const c = content([[0, "bash", "-"], [1, "vim", "*"]]);
  // "[work] 0:bash- 1:vim*"
  assert.equal(windowAt(60, c, 7), 0);
  assert.equal(windowAt(60, c, 13), 0);
  assert.equal(windowAt(60, c, 14), undefined);
  assert.equal(windowAt(60, c, 15), 1);
  assert.equal(windowAt(60, c, 2), undefined);
});

Deno.test("clock() and untilNextMinute()", () => {
  assert.equal(clock(NOW), "09:05 01-Dec-26");
  assert.equal(untilNextMinute(NOW), 30_000);
});
