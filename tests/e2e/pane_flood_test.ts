/**
 * A quiet pane beside a flooding one (issue 11): the parse worker draws the
 * quiet pane's small bursts at once instead of at the flood's frame pace.
 * What is checked is what users see, never how fast: the key's echo shows
 * on the attached screen, and the flood loses nothing.
 */

import assert from "node:assert/strict";
import type { UpdateMsg } from "../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

const LINES = 200_000;

/**
 * Session `name`, 81x24: a quiet pane (`cat`, raw, no echo: what it shows
 * is what it read) and, beside it and not active, `sh -c flood`.
 */
async function quietBesideFlood(d: TestDaemon, name: string, flood: string) {
  await d.ok(
    "new",
    "-d",
    "-s",
    name,
    "--cols",
    "81",
    "--rows",
    "24",
    "--",
    "sh",
    "-c",
    "stty raw -echo; exec cat",
  );
  await d.ok("split-window", "-h", "-d", "-t", name, "--", "sh", "-c", flood);
}

Deno.test("keys typed into a quiet pane echo on the attached screen while the pane beside it floods; the flood is whole", async () => {
  await using d = await TestDaemon.create();
  await quietBesideFlood(
    d,
    "pf",
    `stty -echo; read go; seq 1 ${LINES}; echo FLOOD-END; exec sleep 600`,
  );
  const client = await d.connect("attach");
  const screen: string[] = new Array(24).fill("");
  client.onPush = (m) => {
    if (m.t !== "update") return;
    const u = m as UpdateMsg;
    for (const [y, runs] of u.lines) screen[y] = runs.map((r) => r[0]).join("");
    client.send({ t: "ack", seq: u.seq });
  };
  try {
    await client.request({ op: "attach", name: "pf", cols: 81, rows: 24 });
    await d.ok("send", "-t", "pf:0.1", "\n");
    const enc = new TextEncoder();
    for (const key of ["x", "y", "z"]) {
      await client.send({ t: "input", data: enc.encode(key) });
    }
    // The left pane (columns 0-39) shows the keys, the right the flood.
    await waitFor(
      () => screen.some((row) => row.slice(0, 40).includes("xyz")),
      60_000,
      "the echo in the quiet pane",
    );
    await d.ok(
      "wait",
      "-t",
      "pf:0.1",
      "--text",
      "FLOOD-END",
      "--timeout",
      "120000",
    );
    const tail = (await d.ok("capture", "-t", "pf:0.1", "--scrollback", "300"))
      .trimEnd().split("\n");
    assert.equal(tail.at(-1), "FLOOD-END");
    const numbers = tail.slice(-301, -1);
    numbers.forEach((l, k) => assert.equal(l, String(LINES - 299 + k)));
    assert.match(await d.ok("capture", "-t", "pf:0.0"), /^xyz/);
  } finally {
    client.close();
    await client.closed;
  }
});

Deno.test("a quiet pane's echo reaches a client that is still drawing (not acking) a flooding neighbour's frame; one such frame at most", async () => {
  await using d = await TestDaemon.create();
  const numbers = `${d.dir}/numbers`;
  // A file, not seq straight to the pty: cat writes it in big blocks, so
  // every frame of the flood changes the whole pane (seq writes by line).
  await quietBesideFlood(
    d,
    "pa",
    `seq 1 ${LINES} > ${numbers}; stty -echo; read go; cat ${numbers}; echo FLOOD-END; exec sleep 600`,
  );
  await d.ok("wait", "-t", "pa:0.1", "--idle", "200", "--timeout", "60000");
  const client = await d.connect("attach");
  const screen: string[] = new Array(24).fill("");
  const frames: UpdateMsg[] = [];
  client.onPush = (m) => {
    if (m.t !== "update") return;
    const u = m as UpdateMsg;
    for (const [y, runs] of u.lines) screen[y] = runs.map((r) => r[0]).join("");
    frames.push(u);
    // Only the first frame is drawn: the client is busy for good after.
    if (frames.length === 1) client.send({ t: "ack", seq: u.seq });
  };
  try {
    await client.request({ op: "attach", name: "pa", cols: 81, rows: 24 });
    await waitFor(() => frames.length >= 1, 60_000, "the first frame");
    await d.ok("send", "-t", "pa:0.1", "\n");
    // The right pane (columns 41-80) shows the flood: that frame stays
    // unacknowledged.
    await waitFor(
      () => screen.some((row) => /\d/.test(row.slice(41))),
      60_000,
      "a frame of the flood",
    );
    await client.send({ t: "input", data: new TextEncoder().encode("q") });
    await waitFor(
      () => screen.some((row) => row.slice(0, 40).includes("q")),
      60_000,
      "the echo in the quiet pane, past the unacknowledged frame",
    );
    await d.ok(
      "wait",
      "-t",
      "pa:0.1",
      "--text",
      "FLOOD-END",
      "--timeout",
      "120000",
    );
    await client.request({ op: "ls" });
    // The first, the flood's, the echo's: nothing more without an ack.
    assert.ok(frames.length <= 3, `frames: ${frames.length}`);
  } finally {
    client.close();
    await client.closed;
  }
});
