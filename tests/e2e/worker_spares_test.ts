/**
 * The daemon's warm spare workers (`server/daemon/worker_spares.ts`):
 * sessions made with them and without work alike, a program that cannot
 * start loses nothing, and the spares do not keep the daemon alive.
 */

import assert from "node:assert/strict";
import { isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";

Deno.test("sessions started back to back, with and without a warm spare, all run; kill-server still ends the daemon", async () => {
  await using d = await TestDaemon.create();
  // Each session makes the next spare a little after it starts: a `new`
  // finds one ready or not, depending on how fast the CLI runs here; both
  // must work.
  for (let i = 0; i < 5; i++) {
    await d.ok("new", "-d", "-s", `s${i}`, "--", "cat");
  }
  const failed = await d.cli(
    "new",
    "-d",
    "-s",
    "bad",
    "--",
    "/no/such/program",
  );
  assert.notEqual(failed.code, 0);
  await d.ok("new", "-d", "-s", "s5", "--", "cat");
  for (let i = 0; i <= 5; i++) {
    await d.ok("send", `s${i}`, `hello ${i}\n`);
    await d.ok("wait", `s${i}`, "--text", `hello ${i}`, "--timeout", "30000");
  }
  const pid = await d.daemonPid();
  await d.ok("kill-server");
  await waitFor(() => !isAlive(pid), 20_000, "the daemon to exit");
});

/** Output with what the spare's engine warm-up runs: styles, UTF-8, moves. */
function mixedOutput(): string {
  let text = "";
  for (let i = 0; i < 1500; i++) {
    text += `line ${i} \x1b[1;3${i % 8}mbold\x1b[0m ` +
      `\x1b[38;5;${i % 256}m256\x1b[38;2;${i % 256};9;30mrgb\x1b[m ` +
      `caf\u00e9 \u6f22\u5b57 \u{1f642} e\u0301\n`;
    if (i % 97 === 0) text += `\x1b[5;20r\x1b[20;1Hin region\n\x1bM\x1b[r`;
    if (i % 131 === 0) text += `\x1b[3;7Hmoved\x1b[K\x1b[24;1H`;
  }
  return text;
}

Deno.test("sessions that take the spare before, during and after its warm-up show their output exactly", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/mixed.txt`;
  await Deno.writeTextFile(file, mixedOutput());
  // The first session has no spare (none before it): the reference.
  await d.ok("new", "-d", "--keep", "-s", "s0", "--", "cat", file);
  const c = await d.connect();
  try {
    const screen = async (name: string) => {
      await c.request({ op: "wait", name, exit: true, timeoutMs: 60_000 });
      return await c.request({
        op: "capture",
        name,
        scrollback: -1,
        lines: "ansi",
      });
    };
    const expected = await screen("s0");
    // Each `new` meets the next spare being made, cold, warming up or
    // warm, wherever this machine's speed and the pause put it: the spare
    // is made 100 ms after a `new`, and warms up after a second with no
    // client connecting (server/daemon/worker_spares.ts).
    const pauses = [0, 1000, 1050, 1100, 1200, 2500, 0, 0];
    for (let i = 1; i <= pauses.length; i++) {
      await new Promise((r) => setTimeout(r, pauses[i - 1]));
      await c.request({
        op: "new",
        name: `s${i}`,
        cmd: ["cat", file],
        cwd: d.dir,
        baseEnv: d.env,
        cols: 80,
        rows: 24,
        keep: true,
      });
      assert.deepEqual(await screen(`s${i}`), expected, `session s${i}`);
    }
  } finally {
    c.close();
    await c.closed;
  }
});
