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
