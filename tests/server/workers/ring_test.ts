import assert from "node:assert/strict";
import { drainWakeFd } from "../../../pty/mod.ts";
import {
  ByteRing,
  createRingBuffer,
  REQUEST_DRAIN,
  REQUEST_NONE,
  REQUEST_STOP,
  RingProducer,
} from "../../../server/workers/ring.ts";
import type { ProducerInit } from "./_gather_test_producer.ts";

const SMALL = { slots: 4, slotBytes: 64, maxReads: 4 };

/** Writes `n` bytes of the test stream (byte k is `k * 31 & 255`) as one read. */
function produceRead(ring: RingProducer, n: number, k: { next: number }): void {
  const off = ring.writeOffset;
  for (let i = 0; i < n; i++) ring.data[off + i] = (k.next++ * 31) & 255;
  ring.commit(n);
}

/** Checks a batch continues the test stream; returns the new position. */
function checkBatch(bytes: Uint8Array, pos: number): number {
  for (let i = 0; i < bytes.length; i++, pos++) {
    if (bytes[i] !== ((pos * 31) & 255)) {
      assert.fail(`byte ${pos}: got ${bytes[i]}, want ${(pos * 31) & 255}`);
    }
  }
  return pos;
}

Deno.test("ByteRing keeps order and integrity across many wraparounds", () => {
  const sab = createRingBuffer(SMALL);
  const producer = new RingProducer(sab);
  const ring = new ByteRing(sab);
  const k = { next: 0 };
  let pos = 0;
  for (let round = 0; round < 2000; round++) {
    // Fill 1 to 4 slots with reads of 1 to 40 bytes, then drain.
    const fills = 1 + round % 4;
    for (let f = 0; f < fills; f++) {
      assert.ok(producer.hasSpace());
      produceRead(producer, 1 + (round * 13 + f) % 40, k);
      if (!producer.slotFull()) {
        produceRead(producer, Math.min(producer.writeSpace, 1 + round % 7), k);
      }
      producer.publish();
    }
    for (let f = 0; f < fills; f++) {
      const batch = ring.next()!;
      assert.ok(batch);
      assert.equal(ring.next(), batch, "next() before release() repeats");
      pos = checkBatch(batch.bytes, pos);
      ring.release();
    }
    assert.equal(ring.next(), null);
  }
  assert.equal(pos, k.next);
});

Deno.test("ByteRing counters wrap past 2^31 without losing batches", () => {
  const sab = createRingBuffer(SMALL);
  // PUBLISHED and RELEASED (control ints 3 and 4) just below the wrap.
  const ctrl = new Int32Array(sab);
  ctrl[3] = ctrl[4] = 0x7fff_fffe;
  const producer = new RingProducer(sab);
  const ring = new ByteRing(sab);
  const k = { next: 0 };
  let pos = 0;
  for (let i = 0; i < 20; i++) {
    produceRead(producer, 10, k);
    producer.publish();
    produceRead(producer, 5, k);
    producer.publish();
    assert.equal(ring.backlog, 2);
    for (let j = 0; j < 2; j++) {
      pos = checkBatch(ring.next()!.bytes, pos);
      ring.release();
    }
  }
  assert.ok(ctrl[3] < 0, "the counter did wrap");
  assert.equal(pos, k.next);
});

Deno.test("ByteRing batches carry the end offset of every read", () => {
  const sab = createRingBuffer(SMALL);
  const producer = new RingProducer(sab);
  const ring = new ByteRing(sab);
  const k = { next: 0 };
  produceRead(producer, 3, k);
  produceRead(producer, 10, k);
  produceRead(producer, 1, k);
  producer.publish();
  const batch = ring.next()!;
  assert.deepEqual([...batch.readEnds], [3, 13, 14]);
  assert.equal(batch.bytes.length, 14);
  ring.release();
  // A full read-end table ends the batch even with bytes to spare.
  for (let i = 0; i < SMALL.maxReads; i++) produceRead(producer, 2, k);
  assert.ok(producer.slotFull());
  producer.publish();
  assert.deepEqual([...ring.next()!.readEnds], [2, 4, 6, 8]);
  ring.release();
  // So does a full slot.
  produceRead(producer, SMALL.slotBytes, k);
  assert.ok(producer.slotFull());
});

Deno.test("ByteRing full: the producer has no space until a release", () => {
  const sab = createRingBuffer(SMALL);
  const producer = new RingProducer(sab);
  const ring = new ByteRing(sab);
  const k = { next: 0 };
  for (let i = 0; i < SMALL.slots; i++) {
    assert.ok(producer.hasSpace());
    produceRead(producer, 8, k);
    producer.publish();
  }
  assert.equal(producer.hasSpace(), false);
  assert.equal(ring.backlog, SMALL.slots);
  ring.next();
  assert.equal(producer.hasSpace(), false, "taking is not releasing");
  ring.release();
  assert.ok(producer.hasSpace());
});

Deno.test("ByteRing blocks a producer thread while the consumer stalls", async () => {
  const sab = createRingBuffer(SMALL);
  const ring = new ByteRing(sab);
  const worker = new Worker(
    new URL("./_gather_test_producer.ts", import.meta.url),
    { type: "module" },
  );
  const done = new Promise((resolve) => worker.onmessage = resolve);
  const init: ProducerInit = {
    sab,
    batches: 500,
    readBytes: 7,
    readsPerBatch: 4,
  };
  worker.postMessage(init);
  try {
    // Stall: the producer fills every slot and then waits for us.
    while (ring.backlog < SMALL.slots) await ring.waitAsync();
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 20));
      assert.equal(ring.backlog, SMALL.slots, "the ring never grows");
    }
    // Resume: everything arrives in order, then EOF.
    let pos = 0;
    let batches = 0;
    while (!ring.eof) {
      const batch = ring.next();
      if (batch === null) {
        await ring.waitAsync();
        continue;
      }
      assert.ok(ring.backlog <= SMALL.slots);
      pos = checkBatch(batch.bytes, pos);
      batches++;
      ring.release();
    }
    assert.equal(batches, 500);
    assert.equal(pos, 500 * 4 * 7);
    await done;
  } finally {
    worker.terminate();
  }
});

Deno.test("ByteRing.eof only after the producer finished and all is released", async () => {
  const sab = createRingBuffer(SMALL);
  const producer = new RingProducer(sab);
  const ring = new ByteRing(sab);
  const k = { next: 0 };
  const waiting = ring.waitAsync();
  produceRead(producer, 5, k);
  producer.finish(); // publishes the pending slot, then EOF
  await waiting;
  assert.equal(ring.eof, false);
  assert.equal(ring.producerDone, true);
  const batch = ring.next()!;
  assert.equal(batch.bytes.length, 5);
  assert.equal(ring.eof, false, "a batch is still out");
  ring.release();
  assert.equal(ring.eof, true);
  assert.equal(ring.next(), null);
  await ring.waitAsync(); // resolves at once at EOF
});

Deno.test("ByteRing idle consumer wakes a producer that holds a batch", () => {
  const ring = ByteRing.create(SMALL);
  try {
    const producer = new RingProducer(ring.sab);
    const k = { next: 0 };
    produceRead(producer, 5, k);
    ring.setConsumerIdle(false);
    assert.equal(producer.consumerIdle(), false);
    assert.equal(producer.beginHolding(), true, "busy consumer: hold");
    assert.equal(drainWakeFd(ring.wakeFd), false);
    assert.equal(ring.next(), null); // finds nothing: idle, and wakes
    assert.equal(producer.consumerIdle(), true);
    assert.equal(drainWakeFd(ring.wakeFd), true);
    producer.endHolding();
    // Already idle: the producer is told to publish instead of holding.
    assert.equal(producer.beginHolding(), false);
    producer.publish();
    assert.equal(ring.next()!.bytes.length, 5);
    assert.equal(producer.consumerIdle(), false, "a batch makes it busy");
    ring.release();
  } finally {
    ring.close();
  }
});

Deno.test("ByteRing.requestStop() reaches the producer and its wake fd", () => {
  const ring = ByteRing.create(SMALL);
  try {
    const producer = new RingProducer(ring.sab);
    assert.equal(producer.request(), REQUEST_NONE);
    ring.requestStop({ drain: true });
    assert.equal(producer.request(), REQUEST_DRAIN);
    assert.equal(drainWakeFd(ring.wakeFd), true);
    ring.requestStop();
    assert.equal(producer.request(), REQUEST_STOP);
    ring.requestStop({ drain: true });
    assert.equal(producer.request(), REQUEST_STOP, "stop is never downgraded");
  } finally {
    ring.close();
  }
  assert.equal(ring.wakeFd, -1);
});

Deno.test("createRingBuffer() refuses geometry the ring cannot use", () => {
  assert.throws(() => createRingBuffer({ ...SMALL, slots: 3 }), RangeError);
  assert.throws(
    () => createRingBuffer({ ...SMALL, slotBytes: 30 }),
    RangeError,
  );
  const attached = new ByteRing(createRingBuffer(SMALL));
  assert.equal(attached.wakeFd, -1);
  attached.close(); // not the owner of a wake fd: nothing to close
});
