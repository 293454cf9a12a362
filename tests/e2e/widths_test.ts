/**
 * End to end: the attach client draws flags and emoji ZWJ sequences where
 * berth's engine (and so `berth capture`) has them (issue 8).
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

// Each line: text, a cluster, then "|" and a marker.
const LINES = [
  "B\u{1f1ef}\u{1f1f5}|1",
  "\u{1f469}\u200d\u{1f4bb}|2",
  "\u2764\ufe0f|3",
  "\u{1f44d}\u{1f3fd}|4",
];

// The column of "|" on the row of the user terminal that holds `mark`.
function barColumn(t: UserTerminal, mark: string): number {
  const buf = t.term.buffer.active;
  for (let y = 0; y < t.term.rows; y++) {
    const line = buf.getLine(buf.viewportY + y);
    if (!line?.translateToString(true).includes("|" + mark)) continue;
    for (let x = 0; x < t.term.cols; x++) {
      if (line.getCell(x)?.getChars() === "|") return x;
    }
  }
  return -1;
}

Deno.test("the attach client puts the cell after a flag or a ZWJ sequence where capture has it", async () => {
  await using d = await TestDaemon.create();
  const script = `printf '%s\\n' ${LINES.map((l) => `'${l}'`).join(" ")}; ` +
    "exec sleep 600";
  await d.ok("new", "-d", "-s", "w", "--", "sh", "-c", script);
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "w"), {
    cols: 40,
    rows: 10,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/\|4/);
  const screen = JSON.parse(await d.ok("capture", "w", "--json"));
  assert.deepEqual(screen.lines.slice(0, LINES.length), LINES);
  for (let i = 0; i < LINES.length; i++) {
    const mark = String(i + 1);
    const row = screen.cells[i] as { ch: string }[];
    const want = row.findIndex((c) => c.ch === "|");
    await waitFor(
      () => barColumn(t, mark) === want,
      10_000,
      `"|" of ${JSON.stringify(LINES[i])} at column ${want} (capture), ` +
        `attach shows ${barColumn(t, mark)}`,
    );
  }
});
