/**
 * tmux's `destroy-unattached` (a session ends once no client is attached
 * to it) and `exit-unattached` (the daemon exits once no client is).
 */

import assert from "node:assert/strict";
import { isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";

/** The names `berth ls` lists. */
async function names(d: TestDaemon): Promise<string[]> {
  const out = await d.cli("ls", "-F", "#S");
  return out.code === 0 ? out.stdout.split("\n").filter(Boolean) : [];
}

Deno.test("destroy-unattached: a session ends once its last client leaves, or at once when none came; another session's own off keeps it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "keep", "sleep", "600");
  await d.ok("set", "-t", "keep", "destroy-unattached", "off");
  await d.ok("set", "-g", "destroy-unattached", "on");
  // As tmux's: the command that made it leaves, and it had no client.
  await d.ok("new", "-d", "-s", "gone", "sleep", "600");
  await waitFor(
    async () => !(await names(d)).includes("gone"),
    10_000,
    "gone ended",
  );
  const client = await d.connect("attach");
  await client.request({ op: "attach", name: "keep", cols: 80, rows: 24 });
  await d.ok("set", "-t", "keep", "destroy-unattached", "on");
  await d.ok("ls"); // A command's client leaves: keep has one attached.
  assert.deepEqual(await names(d), ["keep"]);
  client.close();
  await client.closed;
  await waitFor(async () => (await names(d)).length === 0, 10_000, "keep");
});

Deno.test("exit-unattached: the daemon exits once no client is attached, its sessions with it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "sleep", "600");
  const pid = await d.daemonPid();
  const client = await d.connect("attach");
  await client.request({ op: "attach", name: "a", cols: 80, rows: 24 });
  await d.ok("set", "-g", "exit-unattached", "on");
  // Past the linger: kept while a client is attached.
  await new Promise((r) => setTimeout(r, 3000));
  assert.ok(isAlive(pid), "kept while attached");
  client.close();
  await client.closed;
  await waitFor(() => !isAlive(pid), 15_000, "daemon exit");
});
