/**
 * `WaitChannels` (tmux's `wait-for`): signals wake every waiter or the
 * next to come, locks queue, and a waiter that gives up leaves nothing.
 */

import assert from "node:assert/strict";
import { WaitChannels } from "../../../server/daemon/wait_channels.ts";

/** Whether `p` has settled after the pending microtasks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(() => done = true, () => done = true);
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

Deno.test("WaitChannels: a signal wakes every waiter, and is forgotten then", async () => {
  const ch = new WaitChannels();
  const never = new AbortController().signal;
  const a = ch.wait("c", never);
  const b = ch.wait("c", never);
  assert.equal(await settled(a), false);
  ch.signal("c");
  await Promise.all([a, b]);
  assert.equal(ch.size, 0);
  assert.equal(await settled(ch.wait("c", never)), false, "not kept");
});

Deno.test("WaitChannels: a signal with no one waiting wakes the next wait only", async () => {
  const ch = new WaitChannels();
  const never = new AbortController().signal;
  ch.signal("early");
  await ch.wait("early", never);
  assert.equal(ch.size, 0);
  const late = ch.wait("early", never, 20);
  // The daemon's timers (Atomics.waitAsync) hold no event loop open alone.
  const alive = setInterval(() => {}, 5);
  try {
    await assert.rejects(
      late,
      /Timed out after 0.02 s waiting for channel early/,
    );
  } finally {
    clearInterval(alive);
  }
  assert.equal(ch.size, 0, "the timed-out waiter left nothing");
});

Deno.test("WaitChannels: a waiter whose client goes gives its place up", async () => {
  const ch = new WaitChannels();
  const gone = new AbortController();
  const w = ch.wait("c", gone.signal);
  gone.abort();
  await assert.rejects(w, /cancelled/);
  assert.equal(ch.size, 0);
});

Deno.test("WaitChannels: locks queue in order; unlocking a free one is refused", async () => {
  const ch = new WaitChannels();
  const never = new AbortController().signal;
  await ch.lock("l", never);
  const second = ch.lock("l", never);
  const quitter = new AbortController();
  const third = ch.lock("l", quitter.signal);
  const fourth = ch.lock("l", never);
  assert.equal(await settled(second), false);
  quitter.abort();
  await assert.rejects(third);
  ch.unlock("l");
  await second;
  assert.equal(await settled(fourth), false, "second holds it");
  ch.unlock("l");
  await fourth;
  ch.unlock("l");
  assert.equal(ch.size, 0);
  assert.throws(() => ch.unlock("l"), /Channel l is not locked/);
});
