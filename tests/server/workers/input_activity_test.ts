/**
 * The daemon's input count and the wait for quiet that the spare's
 * warm-up takes between steps (`server/workers/input_activity.ts`).
 */

import assert from "node:assert/strict";
import {
  InputQuiet,
  noteInput,
} from "../../../server/workers/input_activity.ts";

/** `ms` is `want` but for floating point's rounding. */
function near(ms: number, want: number, what: string) {
  assert.ok(Math.abs(ms - want) < 1e-6, `${what}: ${ms}`);
}

Deno.test("InputQuiet.quietIn(): 0 with no input since made; input waits quietMs; the waits stop at the limit", () => {
  const sab = new SharedArrayBuffer(4);
  const count = new Int32Array(sab);
  noteInput(count); // Before it was made: not waited for.
  const q = new InputQuiet(sab, { quietMs: 50, limitMs: 120 });
  assert.equal(q.quietIn(), 0);
  noteInput(count);
  near(q.quietIn(), 50, "input just now: a whole quiet time");
  noteInput(count);
  near(q.quietIn(), 50, "more input: again");
  noteInput(count);
  near(q.quietIn(), 20, "the rest of the limit");
  noteInput(count);
  assert.equal(q.quietIn(), 0, "the limit is used up: no more waiting");
});

Deno.test("InputQuiet.wait() resolves once input stops, and at once with none", async () => {
  const sab = new SharedArrayBuffer(4);
  const count = new Int32Array(sab);
  const q = new InputQuiet(sab, { quietMs: 10, limitMs: 60_000 });
  await q.wait();
  let typed = 0;
  const typing = setInterval(() => {
    if (++typed === 5) clearInterval(typing);
    noteInput(count);
  }, 2);
  noteInput(count);
  // As the daemon's listener would: wait() holds nothing open itself.
  const alive = setTimeout(() => {}, 60_000);
  await q.wait();
  clearTimeout(alive);
  // It looked again after each wait: whatever came then was waited out.
  assert.equal(q.quietIn(), 0);
  clearInterval(typing);
});

Deno.test("InputQuiet: input since the count it was given is waited for", () => {
  const sab = new SharedArrayBuffer(4);
  const count = new Int32Array(sab);
  const main = new InputQuiet(sab);
  assert.equal(main.quietIn(), 0);
  noteInput(count); // Typed after the main thread looked, before the spare.
  const spare = new InputQuiet(sab, { quietMs: 50, seen: main.seen });
  near(spare.quietIn(), 50, "the spare waits it out");
});
