import assert from "node:assert/strict";
import {
  createUpdateRing,
  UPDATE_RECORD_BYTES,
  UpdateRing,
} from "../../../server/workers/update_ring.ts";

/** A body of `n` bytes, byte i being `(seed + i) & 255`. */
function body(n: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => (seed + i) & 255);
}

Deno.test("UpdateRing keeps records whole and in order across many wraparounds", () => {
  const ring = new UpdateRing(createUpdateRing(256));
  // What the ring should hold, oldest first: [seed, length, posted].
  const queue: [number, number, number][] = [];
  let seed = 0;
  for (let step = 0; step < 20_000; step++) {
    // Writes and takes at varied rates, so the ring is often full and
    // wraps at every offset.
    if ((step * 7) % 5 < 3) {
      const n = (step * 13) % 61;
      const posted = step;
      if (ring.write(body(n, seed), posted)) {
        queue.push([seed, n, posted]);
        seed++;
      } else {
        assert.ok(queue.length > 0, "an empty ring refused a small record");
      }
    } else if (queue.length > 0) {
      assert.equal(ring.empty, false);
      const [s, n, posted] = queue.shift()!;
      assert.equal(ring.peek(), posted);
      assert.deepEqual(ring.take(), body(n, s));
    } else {
      assert.equal(ring.empty, true);
    }
  }
});

Deno.test("UpdateRing refuses a record too large for it, and one that does not fit until a take", () => {
  const ring = new UpdateRing(createUpdateRing());
  assert.equal(ring.write(new Uint8Array(UPDATE_RECORD_BYTES + 1), 0), false);
  assert.equal(ring.empty, true);
  let written = 0;
  while (ring.write(body(UPDATE_RECORD_BYTES, written), written)) written++;
  assert.ok(written >= 3, `only ${written} records of the largest size fit`);
  // The record after the last one would wrap to offset 0 and end where
  // the oldest unread starts: a full ring would look empty. Refused.
  assert.deepEqual(ring.take(), body(UPDATE_RECORD_BYTES, 0));
  assert.equal(ring.write(body(UPDATE_RECORD_BYTES, written), written), false);
  assert.deepEqual(ring.take(), body(UPDATE_RECORD_BYTES, 1));
  assert.equal(ring.write(body(UPDATE_RECORD_BYTES, written), written), true);
  for (let i = 2; i <= written; i++) {
    assert.equal(ring.peek(), i);
    assert.deepEqual(ring.take(), body(UPDATE_RECORD_BYTES, i));
  }
  assert.equal(ring.empty, true);
});

Deno.test("UpdateRing.write() wakes a consumer waiting in waitAsync()", async () => {
  const ring = new UpdateRing(createUpdateRing());
  const wait = ring.waitAsync(ring.wakeCount);
  assert.ok(wait);
  ring.write(body(3, 1), 0);
  assert.equal(await wait, "ok");
  assert.equal(ring.waitAsync(ring.wakeCount - 1), null, "moved: no wait");
});
