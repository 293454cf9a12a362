/**
 * Updates the parse worker drew on a terminal, held back from the main
 * thread for a moment (`server/workers/held_updates.ts`).
 */

import assert from "node:assert/strict";
import { HeldUpdates, HOLD_MS } from "../../../server/workers/held_updates.ts";
import { screenUpdate } from "../_screen_update.ts";

/** An update that `bytes` names. */
const update = (bytes: number) => screenUpdate({ bytes });

Deno.test("HeldUpdates: due when the echo wait ends, at most HOLD_MS after the first; posted in order", () => {
  const posted: number[] = [];
  let sent = 0;
  const held = new HeldUpdates((u) => posted.push(u.bytes), () => sent++);
  assert.equal(held.due(5), Infinity, "nothing held");
  held.flush();
  assert.equal(sent, 0, "nothing to say when nothing was held");
  held.hold(update(1), 100);
  held.hold(update(2), 103);
  assert.equal(held.size, 2);
  assert.equal(held.due(105), 105, "the echo wait's end");
  assert.equal(held.due(200), 100 + HOLD_MS, "keys keep coming");
  held.flush();
  assert.deepEqual(posted, [1, 2]);
  assert.equal(sent, 1);
  assert.equal(held.size, 0);
  assert.equal(held.due(5), Infinity);
  // The next hold counts from its own start.
  held.hold(update(3), 300);
  assert.equal(held.due(1000), 300 + HOLD_MS);
});

Deno.test("HeldUpdates: a post from inside `send` finds nothing held (no update twice)", () => {
  const posted: number[] = [];
  // As the worker's postScreen does: it flushes first, then posts.
  const held: HeldUpdates = new HeldUpdates((u) => {
    held.flush();
    posted.push(u.bytes);
  }, () => {});
  held.hold(update(1), 0);
  held.hold(update(2), 1);
  held.flush();
  assert.deepEqual(posted, [1, 2]);
});
