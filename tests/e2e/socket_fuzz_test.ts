/**
 * End to end: a socket-level fuzz of the daemon. Random bytes, random and
 * mutated frames, truncated frames, oversized lengths, deep nesting and
 * fields of the wrong type, each on its own connection; after every case
 * the daemon must answer a normal request on a new connection, and a
 * session fed one line per case must have lost none of them. The seed is
 * fixed, so a failure repeats.
 */

import assert from "node:assert/strict";
import { encodeFrame } from "../../protocol/framing.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { RawClient } from "../_helpers/raw_client.ts";

/** mulberry32: a small seeded generator, so that the cases repeat. */
function generator(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HELLO = encodeFrame({
  t: "hello",
  version: PROTOCOL_VERSION,
  client: "fuzz",
});

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

/** A frame around a raw body. */
function frameOf(body: Uint8Array): Uint8Array {
  const f = new Uint8Array(4 + body.length);
  new DataView(f.buffer).setUint32(0, body.length);
  f.set(body, 4);
  return f;
}

/** Messages a well-behaved client never sends. */
const WRONG_TYPES: unknown[] = [
  null,
  42,
  "hello",
  [1, 2, 3],
  {},
  { t: null },
  { t: "req" },
  { t: "req", id: "1", op: "ls" },
  { t: "req", id: 1, op: 5 },
  { t: "req", id: 1, op: "nope" },
  { t: "req", id: 1, op: "new", cols: 1e9, rows: -1 },
  { t: "req", id: 1, op: "new", cols: 80, rows: 24, cmd: "not-a-list" },
  { t: "req", id: 1, op: "send", name: "s", data: "a string" },
  { t: "req", id: 1, op: "send", name: "../s", data: new Uint8Array(1) },
  { t: "req", id: 1, op: "capture", name: "s", scrollback: "all" },
  { t: "req", id: 1, op: "wait", name: "s", text: { source: 5, flags: "" } },
  { t: "req", id: 1, op: "wait", name: "s", text: { source: "(", flags: "" } },
  { t: "req", id: 1, op: "history", name: "s", start: 0, count: 1e9 },
  { t: "req", id: 1, op: "attach", name: "s", cols: 0, rows: 0 },
  { t: "req", id: 1, op: "resize", name: "s", cols: 1e6, rows: 1 },
  { t: "input", data: "not bytes" },
  { t: "resize", cols: 80 },
  { t: "ack", seq: -1 },
  { t: "ack", seq: 1e20 },
  { t: "detach", extra: { deep: [1, { x: 2 }] } },
  { t: "unsubscribe", id: "x" },
  { t: "hello", version: PROTOCOL_VERSION, client: "twice" },
  { t: "req", id: 1, op: "ls", t2: new Array(1000).fill("x") },
];

/** The cases: [name, bytes to send, whether to say hello first]. */
function cases(rand: () => number): [string, Uint8Array, boolean][] {
  const bytes = (n: number) =>
    Uint8Array.from({ length: n }, () => Math.floor(rand() * 256));
  const out: [string, Uint8Array, boolean][] = [];
  for (let i = 0; i < 12; i++) {
    out.push([
      `random bytes ${i}`,
      bytes(1 + Math.floor(rand() * 300)),
      i % 2 === 0,
    ]);
  }
  for (let i = 0; i < 12; i++) {
    out.push([
      `random body ${i}`,
      frameOf(bytes(Math.floor(rand() * 200))),
      true,
    ]);
  }
  const valid = encodeFrame({
    t: "req",
    id: 1,
    op: "send",
    name: "s",
    data: new Uint8Array(8),
  });
  for (let i = 0; i < 12; i++) {
    const m = valid.slice();
    for (let k = 0; k < 1 + Math.floor(rand() * 4); k++) {
      m[Math.floor(rand() * m.length)] = Math.floor(rand() * 256);
    }
    out.push([`mutated frame ${i}`, m, true]);
  }
  out.push(["truncated frame", valid.subarray(0, valid.length - 3), true]);
  out.push(["truncated header", new Uint8Array([0, 0]), true]);
  out.push([
    "oversized length",
    new Uint8Array([0xff, 0xff, 0xff, 0xff, 1, 2]),
    true,
  ]);
  out.push(["zero length", new Uint8Array([0, 0, 0, 0]), true]);
  out.push(["deep arrays", frameOf(new Uint8Array(100_000).fill(0x91)), true]);
  out.push([
    "deep maps",
    frameOf(
      concat(
        ...Array(30_000).fill(new Uint8Array([0x81, 0xa1, 0x61])),
        new Uint8Array([0xc0]),
      ),
    ),
    true,
  ]);
  out.push([
    "two values in a frame",
    frameOf(new Uint8Array([0xc0, 0xc0])),
    true,
  ]);
  out.push([
    "request before hello",
    encodeFrame({ t: "req", id: 1, op: "ls" }),
    false,
  ]);
  for (const [i, msg] of WRONG_TYPES.entries()) {
    out.push([
      `wrong types ${i}: ${JSON.stringify(msg)?.slice(0, 60)}`,
      encodeFrame(msg),
      true,
    ]);
  }
  return out;
}

Deno.test("socket fuzz: the daemon answers after every bad frame and no session loses a byte", async () => {
  await using d = await TestDaemon.create();
  // No echo: the screen shows exactly what cat got.
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
    "-c",
    "stty -echo; exec cat",
  );
  const all = cases(generator(0xbe47));
  for (const [i, [name, payload, hello]] of all.entries()) {
    const raw = await RawClient.connect(d.socket);
    await raw.write(hello ? concat(HELLO, payload) : payload);
    await raw.readUntilClosed(150);
    raw.close();
    await using conn = await d.connect();
    await conn.request({ op: "ls" }).catch((err) => {
      throw new Error(`after case "${name}": ${err.message}\n${d.log()}`);
    });
    await conn.request({
      op: "send",
      name: "s",
      data: new TextEncoder().encode(`case ${i}\n`),
    });
  }
  const want = all.map((_, i) => `case ${i}`);
  let got: string[] = [];
  await waitFor(
    async () => {
      await using conn = await d.connect();
      const r = await conn.request({
        op: "capture",
        name: "s",
        scrollback: -1,
      });
      got = [...r.screen.scrollback ?? [], ...r.screen.lines].filter((l) =>
        l !== ""
      );
      return got.length >= want.length;
    },
    20_000,
    "every line",
  ).catch(() => {});
  assert.deepEqual(got, want);
});
