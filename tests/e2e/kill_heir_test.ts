/**
 * End to end: the window a killed pane leaves, as tmux 3.3a leaves it
 * (`window_lost_pane`, `server_kill_pane`): the pane that takes a killed
 * active pane's place is the last active one, else the one before it,
 * else the one after; and a zoomed window is unzoomed, whichever of its
 * panes goes.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

/** `#{pane_id}` of window `target`'s active pane. */
async function active(d: TestDaemon, target: string): Promise<string> {
  return (await d.ok("display-message", "-p", "-t", target, "#{pane_id}"))
    .trim();
}

/** Starts `cat` with `args` (`new` or `split-window`); the new pane's id. */
async function cat(d: TestDaemon, ...args: string[]): Promise<string> {
  return (await d.ok(...args, "-P", "-F", "#{pane_id}", "--", "cat")).trim();
}

Deno.test("kill-pane: the heir is the last active pane, else the one before the killed one (not the window's first); a zoomed window is unzoomed, as tmux 3.3a", async () => {
  await using d = await TestDaemon.create();
  const ids = [await cat(d, "new", "-d", "-s", "h")];
  for (let i = 0; i < 4; i++) {
    ids.push(await cat(d, "split-window", "-t", "h:0"));
    await d.ok("select-layout", "-t", "h:0", "even-vertical");
  }
  // Active %4, its last %3: killed, %3 takes its place, no last pane left.
  await d.ok("kill-pane", "-t", ids[4]);
  assert.equal(await active(d, "h:0"), ids[3], "the last active pane");
  // No last pane: tmux takes the one before it (%2), not the first (%0).
  await d.ok("kill-pane", "-t", ids[3]);
  assert.equal(await active(d, "h:0"), ids[2], "the pane before it");
  // The first pane, active, no last: the one after it.
  await d.ok("select-pane", "-t", ids[0]);
  await d.ok("kill-pane", "-t", ids[2]);
  await d.ok("kill-pane", "-t", ids[0]);
  assert.equal(await active(d, "h:0"), ids[1], "the pane after it");
  // Zoomed, a hidden pane killed: the window is shown whole again.
  await d.ok(
    "resize-pane",
    "-Z",
    "-t",
    await cat(d, "split-window", "-t", "h:0"),
  );
  const zoomed = () =>
    d.ok("display-message", "-p", "-t", "h:0", "#{window_zoomed_flag}");
  assert.equal((await zoomed()).trim(), "1");
  await d.ok("kill-pane", "-t", ids[1]);
  assert.equal((await zoomed()).trim(), "0", "unzoomed by the kill");
});
