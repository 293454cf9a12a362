/**
 * A copy mode state a client tells in the numbers of the pane's size before
 * a reflow, arriving after it (conversation step 32): a second copy mode
 * key read before the client saw the reflow its first one caused (key
 * repeat, a loaded machine). The daemon keeps it on its text, as the state
 * the reflow moved, not only as far from the bottom (a view over wrapped
 * lines jumped by screens).
 */

import assert from "node:assert/strict";
import type { Connection, PushMsg } from "../../../client/connection.ts";
import type { CopyModeState, HistoryPage } from "../../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../../_helpers/daemon.ts";

/** An attached connection that acks every frame and keeps every push. */
async function attached(d: TestDaemon, cols: number, rows: number) {
  const conn: Connection = await d.connect("attach");
  const pushes: PushMsg[] = [];
  conn.onPush = (msg) => {
    pushes.push(msg);
    if (msg.t === "update") {
      conn.send({ t: "ack", seq: msg.seq }).catch(() => {});
    }
  };
  await conn.request({ op: "attach", name: "lt", cols, rows });
  return { conn, pushes };
}

// The text of line `line` (`pushed` based) of the pane as it is now.
async function lineText(conn: Connection, line: number): Promise<string> {
  const page: HistoryPage = await conn.request({
    op: "history",
    name: "lt",
    start: 400,
    count: 450,
  });
  const row = page.rows[line - page.pushed - page.first];
  return row?.map((r) => r[0]).join("") ?? "";
}

Deno.test("a copy mode state of the size before a reflow, told after it, stays on its text", async () => {
  await using d = await TestDaemon.create();
  // Lines of 54 characters: one row each at 60 columns, two at 40.
  await d.ok(
    "new",
    "-d",
    "-s",
    "lt",
    "--",
    "sh",
    "-c",
    `seq 101 400 | sed 's/^/L/; s/$/ ${"a".repeat(49)}/'; exec cat`,
  );
  await d.ok("wait", "-t", "lt", "--text", "^L400 a+$");
  const small = await attached(d, 40, 12);
  const big = await attached(d, 60, 15);
  try {
    // The big one typed last: the session is its size.
    await big.conn.send({ t: "input", data: new Uint8Array(0) });
    const width = () => d.ok("display", "-p", "-t", "lt", "#{window_width}");
    await waitFor(async () => (await width()).trim() === "60", 15_000, "60");
    const page: HistoryPage = await big.conn.request({
      op: "history",
      name: "lt",
      start: 400,
      count: 450,
    });
    const y = page.rows.findIndex((r) => r[0]?.[0].startsWith("L245 "));
    assert.ok(y >= 0, "L245 in the history");
    const top = page.pushed + page.first + y;
    const pane = page.pane!;
    const state = (x: number): CopyModeState => ({
      pushed: page.pushed,
      cols: page.cols,
      screenRows: page.screenRows,
      top,
      cursor: [top + 2, x],
    });
    // Two copy mode keys in the small client, read before it saw the
    // reflow the first one's activity caused: each state, then its input.
    const empty = new Uint8Array(0);
    await small.conn.send({ t: "copy-mode", pane, state: state(0) });
    await small.conn.send({ t: "input", data: empty });
    await small.conn.send({ t: "copy-mode", pane, state: state(1) });
    await small.conn.send({ t: "input", data: empty });
    await waitFor(async () => (await width()).trim() === "40", 15_000, "40");
    // Everything the worker posted before this is with the daemon.
    await d.ok("capture", "-t", "lt");
    let last: CopyModeState | null = null;
    await waitFor(
      () => {
        for (const m of big.pushes) {
          if (m.t === "copy-mode" && m.pane === pane) last = m.state;
        }
        return last?.cols === 40;
      },
      15_000,
      "the moved state at 40 columns",
    );
    const moved = last as unknown as CopyModeState;
    assert.deepEqual(moved.cursor[1], 1, "the second key's state");
    assert.match(await lineText(big.conn, moved.top), /^L245 a+$/);
    assert.match(await lineText(big.conn, moved.cursor[0]), /^L247 a+$/);
  } finally {
    small.conn.close();
    big.conn.close();
  }
});
