/**
 * End to end: scroll mode. The daemon's `history` request over a real
 * socket, and the real attach client in a real pty (the user's terminal,
 * drawn by @xterm/headless) paging, searching and leaving while output
 * goes on.
 */

import assert from "node:assert/strict";
import { ConnectionError, RequestError } from "../../client/connection.ts";
import type { HistoryPage } from "../../protocol/messages.ts";
import type { RowRun } from "../../vt/types.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];
// (After a search, tmux's count of the matches before it.)
const INDICATOR = /(?:\(\d+\+? results\) )?\[(\d+)\/(\d+)\]$/;

// 25 rows: the status line takes one, the session gets 24.
function attach(d: TestDaemon, args: string[], cols = 80, rows = 25) {
  return sizedBerthTerminal(d, { cols, rows }, "attach", ...args);
}

function text(runs: RowRun[]): string {
  return runs.map((r) => r[0]).join("").trimEnd();
}

/** The position indicator on the top row: [offset, total], or null. */
function indicator(t: UserTerminal): [number, number] | null {
  const m = INDICATOR.exec(t.lines()[0]);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** The screen without the indicator and the status line (to compare views). */
function body(t: UserTerminal): string[] {
  const lines = t.lines().slice(0, 24);
  lines[0] = lines[0].replace(INDICATOR, "").trimEnd();
  return lines;
}

Deno.test("history request: rows of history and screen, counts, clamping, pushed", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "h",
    "--cols",
    "40",
    "--rows",
    "10",
    "--",
    "sh",
    "-c",
    "seq 1 50; exec sleep 600",
  );
  await d.ok("wait", "h", "--text", "^50$", "--timeout", "20000");
  const conn = await d.connect();
  try {
    const history = (start: number, count: number, pushed?: number) =>
      conn.request({ op: "history", name: "h", start, count, pushed });
    // 50 lines on 10 rows, the cursor on the 11th: lines 1-41 in history.
    const page: HistoryPage = await history(3, 5);
    assert.equal(page.total, 41);
    assert.equal(page.pushed, 41);
    assert.equal(page.cols, 40);
    assert.equal(page.screenRows, 10);
    assert.equal(page.first, -3);
    assert.deepEqual(page.rows.map(text), ["39", "40", "41", "42", "43"]);
    // Clamped at the oldest line and at the screen's bottom.
    const top = await history(100, 62);
    assert.equal(top.first, -41);
    assert.deepEqual(top.rows.map(text), ["1", "2", "3"]);
    const bottom = await history(-8, 5);
    assert.equal(bottom.first, 8);
    assert.deepEqual(bottom.rows.map(text), ["50", ""]);
    // Counted from an older `pushed`: the lines pushed since move it up.
    const older = await history(3, 1, 31);
    assert.equal(older.first, -13);
    assert.deepEqual(older.rows.map(text), ["29"]);
    assert.deepEqual((await history(100, 3)).rows, [], "nothing there");
    const counts = await history(0, 0);
    assert.deepEqual(counts.rows, []);
    assert.equal(counts.total, 41);
    await assert.rejects(
      conn.request({ op: "history", name: "nope", start: 0, count: 1 }),
      (e) => e instanceof RequestError && e.code === "not-found",
    );
  } finally {
    conn.close();
    await conn.closed;
  }
  // More than MAX_HISTORY_ROWS is a protocol error: that client is dropped.
  const bad = await d.connect();
  try {
    await assert.rejects(
      bad.request({ op: "history", name: "h", start: 0, count: 1001 }),
      (e) => e instanceof ConnectionError,
    );
  } finally {
    bad.close();
    await bad.closed;
  }
});

Deno.test("scroll mode: page up, search, output underneath, leave; keys never reach the session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "sc", "--", ...SHELL);
  await using t = attach(d, ["sc"]);
  await t.waitText(/^\$$/m);
  await t.write('for i in $(seq 1 500); do echo "line $i"; done\r');
  await t.waitText(/^line 500\n\$$/m);
  // 24 rows: lines 478-500 and the prompt; above them, the command line
  // and lines 1-477.
  assert.equal(t.lines()[0], "line 478");

  // Prefix [ : the same lines, and the indicator.
  await t.write("\x02[");
  await waitFor(() => indicator(t) !== null, 15_000, "the indicator");
  assert.deepEqual(indicator(t), [0, 478]);
  assert.equal(body(t)[0], "line 478");

  // A page up: tmux's page, the height less two lines.
  await t.write("\x1b[5~");
  const page = Array.from({ length: 24 }, (_, y) => `line ${456 + y}`);
  await waitFor(
    () => indicator(t)?.[0] === 22 && body(t).join() === page.join(),
    15_000,
    "a page up",
  );

  // Keys that mean nothing here (nor in tmux's copy-mode-vi) are
  // swallowed, not typed into the shell. (y and Enter leave, as tmux's
  // copy-selection-and-cancel does with nothing selected.)
  await t.write("xZQz");

  // Search upward for a line: shown inverse, brought to a quarter of the
  // view from its bottom (row 18 of 24), as tmux 3.3a's.
  // The prompt is on the status line (its colour to the row's end), as
  // tmux's; the view keeps its bottom row.
  await t.write("?line 123");
  await t.waitText(/^\(search up\) line 123 *$/m);
  assert.equal(t.lines()[24].trimEnd(), "(search up) line 123");
  assert.equal(t.lines()[23], "line 479");
  await t.write("\r");
  await waitFor(
    () => body(t)[18] === "line 123" && body(t)[0] === "line 105",
    15_000,
    "the match, 3/4 down",
  );
  const y = 18;
  const buf = t.term.buffer.active;
  const cell = buf.getLine(buf.viewportY + y)!.getCell(0)!;
  assert.ok(cell.isInverse(), "the match is highlighted");
  assert.equal(buf.getLine(buf.viewportY + y)!.getCell(8)!.isInverse(), 0);
  const [offset, total] = indicator(t)!;
  assert.deepEqual([offset, total], [478 - 105, 478]);

  // Output goes on underneath (typed by a script, not by this client):
  // the view stays on the same lines, the counts grow.
  const before = body(t);
  await d.ok(
    "send",
    "sc",
    "--escapes",
    'for i in $(seq 501 530); do echo "more $i"; done\\r',
  );
  await d.ok("wait", "sc", "--text", "^more 530$", "--timeout", "20000");
  await waitFor(
    () => indicator(t)?.[1] === total + 31,
    15_000,
    "the counts after more output",
  );
  assert.deepEqual(indicator(t), [offset + 31, total + 31]);
  assert.deepEqual(body(t), before);

  // q: the live screen, as it is now.
  await t.write("q");
  await t.waitText(/^more 530\n\$$/m);
  assert.equal(indicator(t), null);
  assert.equal(t.lines()[0], "more 508");

  // Nothing typed in scroll mode reached the shell.
  await t.write("echo typed-$((2+3))\r");
  await t.waitText(/^typed-5\n\$$/m);
  const screen = JSON.parse(await d.ok("capture", "sc", "--all", "--json"));
  const all = [...screen.scrollback, ...screen.lines].join("\n");
  assert.doesNotMatch(all, /xZQz|search up/);
  assert.match(all, /^\$ echo typed-\$\(\(2\+3\)\)$/m);

  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("scroll mode: prefix PageUp in a read-only client, prefix d detaches from it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "ro", "--", ...SHELL);
  await using w = attach(d, ["ro"]);
  await w.waitText(/^\$$/m);
  await w.write("seq 1 100\r");
  // The prompt's space is there when a redraw wrote it, not when the
  // shell's own write is what the terminal shows.
  await w.waitText(/^100\n\$ ?$/m);
  await using r = attach(d, ["-r", "ro"]);
  await r.waitText(/^100\n\$ ?$/m);
  await r.write("\x02\x1b[5~");
  await waitFor(
    () => indicator(r)?.[0] === 22 && body(r)[0] === String(78 - 22),
    15_000,
    "a page up",
  );
  await r.write("\x02d");
  assert.equal((await r.waitExit()).code, 0);
  await r.waitText(/\[detached from session ro\]/);
  // The writer never left the live screen.
  assert.equal(indicator(w), null);
  await w.write("\x02d");
  await w.waitExit();
});
