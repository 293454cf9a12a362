/**
 * End to end: what a long-time tmux user missed on a first day with berth,
 * each checked against tmux 3.3a side by side: `kill-session -a`.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

/** The sessions' names, sorted, on one line. */
async function sessions(d: TestDaemon): Promise<string> {
  return (await d.ok("ls", "-F", "#S")).split("\n").filter(Boolean).sort()
    .join(" ");
}

Deno.test("kill-session -a ends every session but the target's; without -t, all but the most recent", async () => {
  await using d = await TestDaemon.create();
  for (const s of ["a", "b", "c"]) await d.ok("new", "-d", "-s", s, "cat");
  await d.ok("kill-session", "-a", "-t", "b");
  assert.equal(await sessions(d), "b");
  // A target that names nothing ends nothing, exit 1, as tmux's.
  const r = await d.cli("kill-session", "-a", "-t", "nosuch");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: No session named nosuch /);
  assert.equal(await sessions(d), "b");
  await d.ok("new", "-d", "-s", "d", "cat");
  await d.ok("send", "-t", "d", "x"); // the most recently active
  await d.ok("kill-session", "-a");
  assert.equal(await sessions(d), "d");
});
