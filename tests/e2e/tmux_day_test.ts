/**
 * End to end: what a long-time tmux user missed on a first day with berth,
 * each checked against tmux 3.3a side by side: `kill-session -a`,
 * `new-window -a`, `-b` and `-k`.
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

Deno.test("new-window -a and -b move the windows in the way up one, as tmux's; -k takes the place of the window there", async () => {
  await using d = await TestDaemon.create();
  const list = async () =>
    (await d.ok("lsw", "-t", "s", "-F", "#I:#W#F")).trim().split("\n")
      .join(" ");
  const neww = (...args: string[]) => d.ok("neww", "-d", ...args, "cat");
  await d.ok("new", "-d", "-s", "s", "-n", "w0", "cat");
  await neww("-t", "s", "-n", "w1");
  await neww("-t", "s", "-n", "w2");
  await neww("-a", "-t", "s:0", "-n", "A");
  assert.equal(await list(), "0:w0* 1:A 2:w1 3:w2");
  await neww("-b", "-t", "s:2", "-n", "B");
  assert.equal(await list(), "0:w0* 1:A 2:B 3:w1 4:w2");
  await d.ok("kill-window", "-t", "s:4");
  await neww("-k", "-t", "s:9", "-n", "K9");
  // Only the run up to the first free index moves (9 stays), as tmux's;
  // no -t: after the window shown.
  await neww("-a", "-t", "s", "-n", "CUR");
  assert.equal(await list(), "0:w0* 1:CUR 2:A 3:B 4:w1 9:K9");
  const taken = await d.cli("neww", "-d", "-t", "s:1", "cat");
  assert.equal(taken.code, 1);
  assert.match(taken.stderr, /in use .*-k kills the window there\)\n$/);
  await neww("-k", "-t", "s:1", "-n", "K");
  assert.equal(await list(), "0:w0* 1:K 2:A 3:B 4:w1 9:K9");
  // -k on the window shown: the new one is shown, even with -d.
  await neww("-k", "-t", "s:0", "-n", "K0");
  assert.equal(await list(), "0:K0* 1:K 2:A 3:B 4:w1 9:K9");
});
