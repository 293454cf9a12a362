/// <reference lib="deno.worker" />
/**
 * A ring producer on its own thread for `ring_test.ts`: publishes `batches`
 * batches of deterministic bytes (byte k of the stream is `k * 31 & 255`),
 * blocking on a full ring like the gather worker, then finishes the ring.
 *
 * @module
 */

import { RingProducer } from "../../../server/workers/ring.ts";

/** What the test sends. */
export interface ProducerInit {
  sab: SharedArrayBuffer;
  batches: number;
  /** Bytes per simulated read. */
  readBytes: number;
  /** Reads per batch. */
  readsPerBatch: number;
}

self.onmessage = (e: MessageEvent<ProducerInit>) => {
  const { sab, batches, readBytes, readsPerBatch } = e.data;
  const ring = new RingProducer(sab);
  let k = 0;
  for (let b = 0; b < batches; b++) {
    while (!ring.hasSpace()) ring.waitForSpace(1000);
    for (let r = 0; r < readsPerBatch && !ring.slotFull(); r++) {
      const n = Math.min(readBytes, ring.writeSpace);
      const off = ring.writeOffset;
      for (let i = 0; i < n; i++) ring.data[off + i] = (k++ * 31) & 255;
      ring.commit(n);
    }
    ring.publish();
  }
  while (!ring.hasSpace()) ring.waitForSpace(1000);
  ring.finish();
  self.postMessage("done");
  self.close();
};
