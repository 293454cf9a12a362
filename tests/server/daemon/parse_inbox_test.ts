/**
 * ParseInbox merges the update ring and the worker's messages back into
 * the order the worker sent them in, whichever reaches the main thread
 * first.
 */

import assert from "node:assert/strict";
import { ParseInbox } from "../../../server/daemon/parse_inbox.ts";
import {
  createUpdateRing,
  UpdateRing,
} from "../../../server/workers/update_ring.ts";
import { encodeUpdate } from "../../../server/workers/update_codec.ts";
import type { ScreenUpdate } from "../../../server/workers/parse_messages.ts";
import { screenUpdate } from "../_screen_update.ts";

/** A small update whose `bytes` names it. */
function update(n: number): ScreenUpdate {
  return screenUpdate({ lines: [[0, [[`line ${n}`, 6]]]], bytes: n });
}

/** The worker's side: a ring and a count of messages posted. */
class FakeWorker {
  ring: UpdateRing;
  posted = 0;
  constructor(readonly sab: SharedArrayBuffer) {
    this.ring = new UpdateRing(sab);
  }
  write(n: number): void {
    assert.ok(this.ring.write(encodeUpdate(update(n))!, this.posted));
  }
  post(): void {
    this.posted++;
  }
}

/** An inbox on a fresh ring, and what it delivered, as strings. */
function setup() {
  const sab = createUpdateRing();
  const seen: string[] = [];
  const inbox = new ParseInbox(sab, (u) => seen.push(`update ${u.bytes}`));
  return { worker: new FakeWorker(sab), inbox, seen };
}

/** Lets the inbox's `Atomics.waitAsync` resolve. */
function wakeUp(): Promise<void> {
  return new Promise((r) => setTimeout(r, 20));
}

Deno.test("ParseInbox: a message comes after the records written before it, before those after", async () => {
  const { worker, inbox, seen } = setup();
  worker.write(1);
  worker.post(); // message A
  worker.write(2);
  worker.post(); // message B
  // The messages arrive before the ring's wake-up is handled.
  inbox.message(() => seen.push("A"));
  inbox.message(() => seen.push("B"));
  assert.deepEqual(seen, ["update 1", "A", "update 2", "B"]);
  await wakeUp();
  assert.deepEqual(seen, ["update 1", "A", "update 2", "B"]);
  inbox.close();
});

Deno.test("ParseInbox: a record waits for a message posted before it that has not arrived", async () => {
  const { worker, inbox, seen } = setup();
  worker.write(1);
  worker.post(); // message A, still on its way
  worker.write(2);
  await wakeUp();
  assert.deepEqual(seen, ["update 1"]);
  inbox.message(() => seen.push("A"));
  assert.deepEqual(seen, ["update 1", "A", "update 2"]);
  inbox.close();
});

Deno.test("ParseInbox: records alone arrive by the ring's wake-up, each once", async () => {
  const { worker, inbox, seen } = setup();
  for (let i = 0; i < 5; i++) {
    worker.write(i);
    if (i % 2 === 0) await wakeUp();
  }
  await wakeUp();
  assert.deepEqual(seen, [0, 1, 2, 3, 4].map((i) => `update ${i}`));
  inbox.close();
});

Deno.test("ParseInbox: flush() delivers every record left; after close() nothing more", async () => {
  const { worker, inbox, seen } = setup();
  worker.post(); // lost with its crashed worker
  worker.write(1);
  inbox.flush();
  assert.deepEqual(seen, ["update 1"]);
  worker.write(2);
  inbox.message(() => seen.push("late"));
  await wakeUp();
  assert.deepEqual(seen, ["update 1", "late"]);
});

Deno.test("ParseInbox: an update whose handler throws is reported; the records after it still arrive", async () => {
  const sab = createUpdateRing();
  const worker = new FakeWorker(sab);
  const seen: number[] = [];
  const reported: string[] = [];
  const onError = (e: ErrorEvent) => {
    e.preventDefault();
    reported.push(String(e.error?.message));
  };
  globalThis.addEventListener("error", onError);
  const inbox = new ParseInbox(sab, (u) => {
    if (u.bytes === 2) throw new Error("bug");
    seen.push(u.bytes);
  });
  try {
    for (let i = 1; i <= 3; i++) worker.write(i);
    await wakeUp();
    assert.deepEqual(seen, [1, 3]);
    assert.deepEqual(reported, ["bug"]);
  } finally {
    globalThis.removeEventListener("error", onError);
    inbox.close();
  }
});
