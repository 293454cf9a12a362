/**
 * `server/daemon/adoption_gate.ts`: who goes first while a new daemon of a
 * live upgrade takes sessions over. Its waits run on `protocol/timer.ts`,
 * which holds no event loop: each test holds it with an interval, as the
 * daemon's listener does.
 */

import assert from "node:assert/strict";
import { AdoptionGate } from "../../../server/daemon/adoption_gate.ts";
import { noteInput } from "../../../server/workers/input_activity.ts";

/** An input count of its own. */
function inputCount(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

/** Whether `p` is still pending after a few turns of the event loop. */
async function pending(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(() => done = true);
  await new Promise((r) => setTimeout(r, 20));
  return !done;
}

/** Runs `body` with the event loop held. */
async function held(body: () => Promise<void>): Promise<void> {
  const hold = setInterval(() => {}, 1000);
  try {
    await body();
  } finally {
    clearInterval(hold);
  }
}

Deno.test("AdoptionGate: a turn waits while a connection is on its way to an attachment, until it has drawn or left", () =>
  held(async () => {
    const drawn = new Set<string>();
    const gate = new AdoptionGate<string>((c) => drawn.has(c), inputCount());
    gate.came("resuming");
    gate.came("script");
    const turn = gate.turn();
    assert.ok(await pending(turn), "held by both");
    drawn.add("resuming");
    assert.ok(await pending(turn), "held by the script's, not greeted yet");
    gate.left("script"); // It asked something else: it waits for every session.
    await turn;
    await gate.turn(); // Nobody on the way: at once.
  }));

Deno.test("AdoptionGate: the first wait ends once nobody is awaited and nobody is on the way", () =>
  held(async () => {
    let waiting = true;
    const gate = new AdoptionGate<string>(() => false, inputCount());
    gate.greeted("upgrade"); // `berth upgrade`'s own connection starts no clock.
    const first = gate.first(() => waiting);
    assert.ok(await pending(first), "the carried clients are awaited");
    gate.came("client");
    waiting = false;
    assert.ok(await pending(first), "a connection on its way holds it");
    gate.left("client");
    await first;
  }));

Deno.test("AdoptionGate: a turn waits while keys are typed into a session", () =>
  held(async () => {
    const input = inputCount();
    const gate = new AdoptionGate<string>(() => false, input);
    noteInput(new Int32Array(input));
    const turn = gate.turn();
    assert.ok(await pending(turn), "a key just typed: its echo goes first");
    await turn; // Quiet since: the next session's turn.
  }));

Deno.test("AdoptionGate: a request waiting for every session ends the wait for typing", () =>
  held(async () => {
    const input = inputCount();
    const gate = new AdoptionGate<string>(() => false, input);
    // A key held down, repeating.
    const typing = setInterval(() => noteInput(new Int32Array(input)), 10);
    try {
      noteInput(new Int32Array(input));
      const turn = gate.turn();
      assert.ok(await pending(turn), "keys typed: their echo goes first");
      gate.asked(); // `berth ls` waits for every session.
      assert.ok(!await pending(turn), "the typing goes on, the turn ends");
      // And the next session's turn does not wait either.
      assert.ok(!await pending(gate.turn()));
    } finally {
      clearInterval(typing);
    }
  }));
