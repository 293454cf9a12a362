/**
 * The warm spare's refill (`server/daemon/worker_spares.ts`): made at the
 * first look when no output floods, put off while the flood count moves,
 * and made all the same once a flood has gone on for long; the first
 * waits for a moment with no client, unless a second session asks; once a
 * spare has been taken, the next warms up at a quiet moment. Real workers; the flood count is a function
 * the test controls, so nothing depends on how fast this machine runs.
 */

import assert from "node:assert/strict";
import { WorkerSpares } from "../../../server/daemon/worker_spares.ts";
import {
  inputActivity,
  noteInput,
} from "../../../server/workers/input_activity.ts";
import { waitFor } from "../../_helpers/daemon.ts";

Deno.test("WorkerSpares: with no flood, the refill is made at its first look", async () => {
  let looks = 0;
  const spares = new WorkerSpares(() => {
    looks++;
    return 0;
  });
  try {
    assert.equal(spares.take(), null);
    await waitFor(() => spares.ready, 30_000, "the spare");
    // One look when the refill was asked for, one when it came due.
    assert.equal(looks, 2);
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares: while the flood count moves the refill waits, and is made once the flood has gone on for long", async () => {
  let count = 0;
  let looksWhenMade = -1;
  const spares = new WorkerSpares(() => count++);
  try {
    assert.equal(spares.take(), null);
    await waitFor(
      () => {
        if (spares.ready) looksWhenMade = count;
        return spares.ready;
      },
      30_000,
      "the spare",
    );
    // The count moved at every look: each found a flood and looked again.
    assert.ok(looksWhenMade > 2, `made after ${looksWhenMade} looks`);
    const spare = spares.take();
    assert.ok(spare !== null);
    spare.terminate();
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares.gone(): when the taker goes, the refill is made without waiting for its next request; another's going changes nothing", async () => {
  const hour = 3_600_000;
  const spares = new WorkerSpares(() => 0, { delayMs: hour });
  const taker = {};
  try {
    assert.equal(spares.take(taker), null);
    spares.gone({});
    spares.gone(null);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(spares.ready, false, "made for another's going");
    spares.gone(taker);
    await waitFor(() => spares.ready, 30_000, "the spare");
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares.gone(): a flood begun since the take keeps the refill waiting", async () => {
  const hour = 3_600_000;
  let count = 0;
  const spares = new WorkerSpares(() => count, { delayMs: hour });
  const taker = {};
  try {
    assert.equal(spares.take(taker), null);
    count++;
    spares.gone(taker);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(spares.ready, false);
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares: the first spare waits until no client has connected for the quiet time; a second session's take makes the next at once", async () => {
  const hour = 3_600_000;
  const spares = new WorkerSpares(() => 0, {
    lastClientAt: () => performance.now(),
    warmQuietMs: hour,
  });
  try {
    assert.equal(spares.take(), null);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(spares.ready, false, "made with a client an instant ago");
    assert.equal(spares.take(), null, "a second session: no spare yet");
    await waitFor(() => spares.ready, 30_000, "the spare after a second take");
  } finally {
    spares.close();
  }
});

/**
 * Takes the first spare (no session took one before: it stays cold), runs
 * `meanwhile`, and waits for the next, which may warm up.
 */
async function takeFirstSpare(
  spares: WorkerSpares,
  meanwhile = () => {},
): Promise<void> {
  assert.equal(spares.take(), null);
  await waitFor(() => spares.ready, 30_000, "the first spare");
  spares.take()!.terminate();
  meanwhile();
  await waitFor(() => spares.ready, 30_000, "the spare");
}

Deno.test("WorkerSpares: the first spare stays cold until a session takes it; the next warms up", async () => {
  const spares = new WorkerSpares(() => 0, { warmQuietMs: 0 });
  try {
    assert.equal(spares.take(), null);
    await waitFor(() => spares.ready, 30_000, "the first spare");
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(spares.warm, false, "no session took a spare: cold");
    spares.take()!.terminate();
    await waitFor(() => spares.warm, 30_000, "the next spare's warm-up");
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares: the spare warms up at once with no client lately, and not with one a moment ago", async () => {
  const hour = 3_600_000;
  let lastClientAt = -Infinity;
  const spares = new WorkerSpares(() => 0, {
    lastClientAt: () => lastClientAt,
    warmQuietMs: hour,
  });
  try {
    await takeFirstSpare(spares);
    assert.equal(spares.warm, true, "no client ever: warmed with the spare");
    // Taken, the next spare starts cold; a client just connected.
    lastClientAt = performance.now();
    spares.take()?.terminate();
    assert.equal(spares.warm, false);
    await waitFor(() => spares.ready, 30_000, "the next spare");
    assert.equal(spares.warm, false, "warmed with a client an instant ago");
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares: the spare warms up once no client has connected for the quiet time", async () => {
  const connected = performance.now();
  const spares = new WorkerSpares(() => 0, {
    lastClientAt: () => connected,
    warmQuietMs: 20,
  });
  try {
    await takeFirstSpare(spares);
    await waitFor(() => spares.warm, 30_000, "the warm-up");
  } finally {
    spares.close();
  }
});

Deno.test("WorkerSpares: the spare's warm-up waits while input is written to sessions, up to a limit", async () => {
  const hour = 3_600_000;
  const count = new Int32Array(inputActivity());
  for (
    const [timing, warms] of [
      [{ inputQuietMs: hour, inputWaitLimitMs: hour }, false],
      [{ inputQuietMs: 20, inputWaitLimitMs: hour }, true],
      [{ inputQuietMs: hour, inputWaitLimitMs: 20 }, true],
    ] as const
  ) {
    const spares = new WorkerSpares(() => 0, timing);
    try {
      await takeFirstSpare(spares, () => noteInput(count)); // A key typed.
      if (warms) await waitFor(() => spares.warm, 30_000, "the warm-up");
      else {
        await new Promise((r) => setTimeout(r, 50));
        assert.equal(spares.warm, false, "typing goes on: not warmed");
      }
    } finally {
      spares.close();
    }
  }
});
