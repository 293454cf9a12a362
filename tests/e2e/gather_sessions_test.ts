/**
 * Sessions coming and going on the daemon's one gather worker while
 * another floods: a killed session's pty is closed and its fd number taken
 * by the next session's at once, and the flooding session still gets every
 * byte, in order.
 */

import assert from "node:assert/strict";
import { seqBytes, TestDaemon, waitFor } from "../_helpers/daemon.ts";

Deno.test("sessions killed and started at once beside a flood: the flood loses no byte, each new session shows only its own output", async () => {
  await using d = await TestDaemon.create();
  const stop = `${d.dir}/stop`;
  // Once told to go (its output is counted from the start), floods in
  // blocks of 10,000 lines until told to stop: lines 1..N, all of them.
  await d.ok(
    "new",
    "-d",
    "-s",
    "flood",
    "--keep",
    "--cols",
    "20",
    "--rows",
    "5",
    "--",
    "sh",
    "-c",
    `stty -echo; read go; i=1; while [ ! -e '${stop}' ]; do seq $i $((i + 9999)); i=$((i + 10000)); done; echo END`,
  );
  const conn = await d.connect();
  const counted = { bytes: 0 };
  conn.onPush = (m) => {
    if (m.t === "event" && m.event.type === "output") {
      counted.bytes += m.event.bytes;
    }
  };
  try {
    await conn.request({ op: "events", name: "flood" });
    await d.ok("send", "flood", "\n");
    for (let i = 0; i < 8; i++) {
      const name = `s${i}`;
      await d.ok(
        "new",
        "-d",
        "-s",
        name,
        "--",
        "sh",
        "-c",
        `echo ${name}-up; exec cat`,
      );
      await d.ok("wait", name, "--text", `${name}-up`, "--timeout", "60");
      await d.ok("send", name, `${name}-typed\n`);
      // The pty's echo, then cat's line.
      const want = [`${name}-up`, `${name}-typed`, `${name}-typed`];
      const lines = async () =>
        (await d.ok("capture", name)).trimEnd().split("\n");
      await waitFor(
        async () => (await lines()).length >= 3,
        60_000,
        `${name}'s two lines`,
      );
      assert.deepEqual(await lines(), want);
      await d.ok("kill", name);
    }
    Deno.writeTextFileSync(stop, "");
    await d.ok("wait", "flood", "--exit", "--timeout", "120");
    const text = await d.ok("capture", "flood", "--scrollback", "50");
    const lines = text.trimEnd().split("\n");
    assert.equal(lines.at(-1), "END");
    const last = Number(lines.at(-2));
    assert.ok(last >= 10_000 && last % 10_000 === 0, `last line ${last}`);
    lines.slice(-52, -1).forEach((l, k) =>
      assert.equal(l, String(last - 50 + k))
    );
    const want = seqBytes(last) + "END\r\n".length;
    await waitFor(() => counted.bytes >= want, 30_000, "the output counted");
    assert.equal(counted.bytes, want, `through line ${last}`);
  } finally {
    conn.close();
  }
});
