import assert from "node:assert/strict";
import {
  type BerthEvent,
  EventStream,
} from "../../client/library/event_stream.ts";

function collector() {
  const ends: boolean[] = [];
  return { ends, done: (early: boolean) => ends.push(early) };
}

async function drain(stream: EventStream): Promise<BerthEvent[]> {
  const out: BerthEvent[] = [];
  for await (const ev of stream) out.push(ev);
  return out;
}

Deno.test("EventStream delivers events in order and ends after exit", async () => {
  const c = collector();
  const stream = new EventStream(Promise.resolve(), c.done);
  stream.push({ type: "title", title: "a", time: 1 });
  stream.push({ type: "bell", time: 2 });
  stream.push({ type: "exit", status: { code: 0, signal: null }, time: 3 });
  stream.push({ type: "bell", time: 4 }); // After exit: dropped.
  assert.deepEqual((await drain(stream)).map((e) => e.time), [1, 2, 3]);
  assert.deepEqual(c.ends, [false], "ended by exit: nothing to unsubscribe");
});

Deno.test("EventStream merges output events the script has not read yet", async () => {
  const stream = new EventStream(Promise.resolve(), () => {});
  stream.push({ type: "output", bytes: 10, time: 1 });
  stream.push({ type: "output", bytes: 5, time: 2 });
  stream.push({ type: "title", title: "t", time: 3 });
  stream.push({ type: "output", bytes: 7, time: 4 });
  stream.push({ type: "exit", status: { code: 1, signal: null }, time: 5 });
  assert.deepEqual(await drain(stream), [
    { type: "output", bytes: 15, time: 2 },
    { type: "title", title: "t", time: 3 },
    { type: "output", bytes: 7, time: 4 },
    { type: "exit", status: { code: 1, signal: null }, time: 5 },
  ]);
});

Deno.test("EventStream hands an event to a reader that is already waiting", async () => {
  const stream = new EventStream(Promise.resolve(), () => {});
  const next = stream.next();
  await new Promise((r) => setTimeout(r, 0)); // next() is waiting now.
  stream.push({ type: "bell", time: 1 });
  assert.deepEqual(await next, {
    value: { type: "bell", time: 1 },
    done: false,
  });
});

Deno.test("EventStream.return() ends early and asks to unsubscribe once", async () => {
  const c = collector();
  const stream = new EventStream(Promise.resolve(), c.done);
  const pending = stream.next();
  await stream.return();
  await stream.return();
  assert.deepEqual(await pending, { value: undefined, done: true });
  assert.deepEqual(await stream.next(), { value: undefined, done: true });
  assert.deepEqual(c.ends, [true]);
});

Deno.test("EventStream.fail() rejects after the queued events; a refused subscription rejects next()", async () => {
  const c = collector();
  const stream = new EventStream(Promise.resolve(), c.done);
  stream.push({ type: "bell", time: 1 });
  stream.fail(new Error("lost"));
  assert.deepEqual((await stream.next()).value, { type: "bell", time: 1 });
  await assert.rejects(stream.next(), /lost/);
  assert.deepEqual(c.ends, [true]);

  const refused = new EventStream(
    Promise.reject(new Error("No session")),
    () => {},
  );
  await assert.rejects(refused.next(), /No session/);
});
