/**
 * End to end: screens too big for one socket frame. A capture of one gets
 * a clear error at once, never silence and never gigabytes in the daemon;
 * an attached client gets the screen in several frames, each under the
 * limit. The 60 s limits are far above what a working daemon needs; the
 * bug they catch is an answer that never comes.
 */

import assert from "node:assert/strict";
import type { UpdateMsg } from "../../protocol/messages.ts";
import {
  residentBytes,
  settledBytes,
  TestDaemon,
  waitFor,
  within,
} from "../_helpers/daemon.ts";

const MB = 1024 * 1024;

Deno.test("berth capture --json of a 400x400 screen answers with a one-line error; its text is captured", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "big",
    "--cols",
    "400",
    "--rows",
    "400",
    "--",
    "sh",
    "-c",
    "exec sleep 600",
  );
  const r = await within(d.cli("capture", "big", "--json"), 60_000, "--json");
  assert.equal(r.code, 1, r.stdout);
  assert.match(r.stderr, /^\{"ok":false,[^\n]*400x400[^\n]*MiB limit[^\n]*\n$/);
  // The text alone carries no cells: it fits.
  const text = await within(d.ok("capture", "big"), 60_000, "capture");
  assert.equal(text.split("\n").length, 401);
  // A smaller screen captures again.
  await d.ok("resize", "big", "100", "50");
  await within(d.ok("capture", "big"), 60_000, "capture after resize");
});

Deno.test("berth capture --all --json of a 4096x4096 screen is refused before it is built; its text is not", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "huge",
    "--cols",
    "4096",
    "--rows",
    "4096",
    "--",
    "sh",
    "-c",
    "exec sleep 600",
  );
  const pid = await d.daemonPid();
  // The session's screens take the daemon about a second to build after
  // `new` has answered (100 -> 356 MB): measured from before that, the
  // growth was theirs too, and whether it passed the bound was a race.
  const before = await settledBytes(pid, 30_000);
  const r = await within(
    d.cli("capture", "huge", "--all", "--json"),
    60_000,
    "capture",
  );
  assert.equal(r.code, 1);
  // The one line, as JSON: the capture asked for --json.
  assert.match(r.stderr, /^\{"ok":false,[^\n]*4096x4096[^\n]*\}\n$/);
  // Its text (blank rows) is small, and built a line at a time.
  const text = await within(d.ok("capture", "huge", "--all"), 60_000, "text");
  assert.equal(text.split("\n").length, 4097);
  const grown = residentBytes(pid) - before;
  assert.ok(grown < 256 * MB, `the daemon grew ${Math.round(grown / MB)} MB`);
});

Deno.test("an attached client gets a screen over the frame limit, in parts", async () => {
  await using d = await TestDaemon.create();
  const cols = 4096, rows = 2100;
  // 4096 x 2100 cells of "é" (2 bytes each): 17 MB of rows, over 16 MiB.
  await d.ok(
    "new",
    "-d",
    "-s",
    "wide",
    "--cols",
    String(cols),
    "--rows",
    String(rows),
    "--",
    "python3",
    "-c",
    `import sys, time; sys.stdout.write("\\u00e9" * ${
      cols * rows
    }); sys.stdout.flush(); time.sleep(600)`,
  );
  await d.ok("wait", "wide", "--idle", "1500", "--timeout", "60");
  await using conn = await d.connect();
  const seen = new Map<number, string>();
  const seqs: number[] = [];
  conn.onPush = (msg) => {
    if (msg.t !== "update") return;
    const frame = msg as UpdateMsg;
    seqs.push(frame.seq);
    if (frame.full) seen.clear();
    for (const [y, runs] of frame.lines) {
      seen.set(y, runs.map((r) => r[0]).join(""));
    }
    conn.send({ t: "ack", seq: frame.seq }).catch(() => {});
  };
  await conn.request({ op: "attach", name: "wide", cols, rows });
  const full = "é".repeat(cols);
  await within(
    waitFor(
      () => seen.size === rows && [...seen.values()].every((l) => l === full),
      60_000,
      "every row",
    ),
    70_000,
    "frames",
  );
  assert.ok(seqs.length >= 2, `${seqs.length} frames`);
  assert.deepEqual(seqs, seqs.map((_, i) => seqs[0] + i));
});
