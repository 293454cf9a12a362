import assert from "node:assert/strict";
import {
  decodeBody,
  encodeFrame,
  FrameDecoder,
  FrameError,
} from "../../protocol/framing.ts";
import { MAX_FRAME_BYTES } from "../../protocol/messages.ts";

Deno.test("encodeFrame() prefixes the msgpack body with its big-endian length", () => {
  const frame = encodeFrame({ t: "ack", seq: 7 });
  const len = new DataView(frame.buffer).getUint32(0);
  assert.equal(len, frame.length - 4);
  assert.deepEqual(decodeBody(frame.subarray(4)), { t: "ack", seq: 7 });
});

Deno.test("FrameDecoder reassembles frames split at every byte", () => {
  const msgs = [
    { t: "input", data: new Uint8Array([1, 2, 3]) },
    { t: "resize", cols: 80, rows: 24 },
    { t: "hello", version: 1, client: "x".repeat(70_000) },
  ];
  const stream = new Uint8Array(
    msgs.reduce((n, m) => n + encodeFrame(m).length, 0),
  );
  let off = 0;
  for (const m of msgs) {
    const f = encodeFrame(m);
    stream.set(f, off);
    off += f.length;
  }
  const d = new FrameDecoder();
  const got: unknown[] = [];
  for (let i = 0; i < stream.length; i++) {
    d.push(stream.subarray(i, i + 1));
    for (let b = d.next(); b; b = d.next()) got.push(decodeBody(b));
  }
  assert.equal(got.length, 3);
  assert.deepEqual(
    (got[0] as { data: Uint8Array }).data,
    new Uint8Array([1, 2, 3]),
  );
  assert.deepEqual(got[1], msgs[1]);
  assert.equal(d.buffered, 0);
});

Deno.test("encodeFrame() gives each frame its own array", () => {
  const a = encodeFrame({ t: "ack", seq: 1 });
  const b = encodeFrame({ t: "ack", seq: 2 });
  assert.deepEqual(decodeBody(a.subarray(4)), { t: "ack", seq: 1 });
  assert.deepEqual(decodeBody(b.subarray(4)), { t: "ack", seq: 2 });
});

Deno.test("decodeBody() copies binary values: the decoder's buffer is reused", () => {
  const d = new FrameDecoder();
  d.push(encodeFrame({ t: "input", data: new Uint8Array([1, 2, 3]), seq: 1 }));
  const first = decodeBody(d.next()!) as { data: Uint8Array };
  // The buffer is empty again, so the next frame lands where the first was.
  d.push(encodeFrame({ t: "input", data: new Uint8Array([7, 8, 9]), seq: 2 }));
  const second = decodeBody(d.next()!) as { data: Uint8Array };
  assert.deepEqual(first.data, new Uint8Array([1, 2, 3]));
  assert.deepEqual(second.data, new Uint8Array([7, 8, 9]));
});

Deno.test("FrameDecoder refuses a declared length over the limit before buffering it", () => {
  const d = new FrameDecoder();
  const header = new Uint8Array(4);
  new DataView(header.buffer).setUint32(0, MAX_FRAME_BYTES + 1);
  d.push(header);
  assert.throws(
    () => d.next(),
    (e) => e instanceof FrameError && e.code === "too-large",
  );
});

Deno.test("decodeBody() reports malformed msgpack as a protocol FrameError", () => {
  assert.throws(
    () => decodeBody(new Uint8Array([0x92, 0x01])),
    (e) => e instanceof FrameError && e.code === "protocol",
  );
  assert.throws(
    () => decodeBody(new Uint8Array([0x01, 0x02])),
    (e) => e instanceof FrameError && e.code === "protocol",
    "two values in one frame",
  );
  assert.throws(
    () => decodeBody(new Uint8Array([0xdd, 0xff, 0xff, 0xff, 0xff])),
    (e) => e instanceof FrameError,
  );
});
