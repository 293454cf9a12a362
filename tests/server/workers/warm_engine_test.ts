/**
 * The spare's engine warm-up (`server/workers/warm_engine.ts`): bounded,
 * yielding between chunks, and stopped at the next chunk once its session
 * has come.
 */

import assert from "node:assert/strict";
import { WARM_BYTES, warmEngine } from "../../../server/workers/warm_engine.ts";

/** A yield that counts itself. */
function counting(): { yields: number; yieldNow: () => Promise<void> } {
  const c = {
    yields: 0,
    yieldNow: () => {
      c.yields++;
      return Promise.resolve();
    },
  };
  return c;
}

Deno.test("warmEngine() parses about WARM_BYTES in chunks when nothing stops it", async () => {
  const c = counting();
  const parsed = await warmEngine(() => false, c.yieldNow);
  assert.ok(parsed >= WARM_BYTES, `${parsed} bytes`);
  // The last chunk began below WARM_BYTES; chunks are 16 KiB at most.
  assert.ok(parsed - 16 * 1024 < WARM_BYTES, `${parsed} bytes`);
  assert.ok(c.yields > 1, `${c.yields} chunks`);
});

Deno.test("warmEngine() parses no chunk after stopped() turns true", async () => {
  const parsed: number[] = [];
  for (const stopAt of [1, 2, 5]) {
    const c = counting();
    parsed.push(await warmEngine(() => c.yields >= stopAt, c.yieldNow));
    assert.equal(c.yields, stopAt);
  }
  // Stopped at the first yield: nothing parsed; later, a chunk a yield.
  assert.equal(parsed[0], 0);
  assert.ok(0 < parsed[1] && parsed[1] < parsed[2], parsed.join(", "));
});
