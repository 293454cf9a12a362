import assert from "node:assert/strict";
import { Packr, Unpackr } from "msgpackr";
import {
  MsgpackDecoder,
  MsgpackEncoder,
  MsgpackError,
} from "../../protocol/msgpack.ts";

// msgpackr, as berth used it before, is the oracle.
const packr = new Packr({ useRecords: false, moreTypes: false });
const unpackr = new Unpackr({ useRecords: false, moreTypes: false });
const encoder = new MsgpackEncoder();
const decoder = new MsgpackDecoder();

const decode = (bytes: Uint8Array) => {
  const values = decoder.decodeAll(bytes);
  assert.equal(values.length, 1);
  return values[0];
};

const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  127,
  128,
  255,
  256,
  65535,
  65536,
  0xffffffff,
  0x100000000,
  Number.MAX_SAFE_INTEGER,
  -1,
  -32,
  -33,
  -128,
  -129,
  -32768,
  -32769,
  -0x80000000,
  -0x80000001,
  0.5,
  -1.25e300,
  NaN,
  Infinity,
  "",
  "a",
  "x".repeat(31),
  "x".repeat(32),
  "x".repeat(33),
  "é".repeat(20),
  "€ and 𝄞 and 🇫🇷",
  "y".repeat(70_000),
  "€".repeat(30_000),
  new Uint8Array([]),
  new Uint8Array([0, 1, 255]),
  new Uint8Array(300).fill(7),
  new Uint8Array(70_000).fill(9),
  [],
  [1, "two", [3, [4]]],
  Array.from({ length: 16 }, (_, i) => i),
  Array.from({ length: 70_000 }, (_, i) => i % 300),
  {},
  { t: "update", seq: 1, full: true, lines: [[0, [[0, "hi", 3]]]] },
  Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, i])),
  { nested: { deeper: { deepest: [null, { x: "y" }] } } },
];

Deno.test("MsgpackEncoder/MsgpackDecoder round-trip every kind of value", () => {
  for (const v of VALUES) assert.deepEqual(decode(encoder.encode(v)), v);
});

Deno.test("MsgpackEncoder writes what msgpackr reads, and reads what msgpackr writes", () => {
  for (const v of VALUES) {
    const ours = encoder.encode(v);
    assert.deepEqual(unpackr.unpackMultiple(ours), [v], JSON.stringify(v));
    assert.deepEqual(decode(Uint8Array.from(packr.pack(v))), v);
  }
  // Integers msgpackr writes in 64 bits, and its `undefined`.
  const theirs = (v: unknown) => decode(Uint8Array.from(packr.pack(v)));
  assert.equal(theirs(2 ** 40), 2 ** 40);
  assert.equal(theirs(-(2 ** 40)), -(2 ** 40));
  assert.deepEqual(theirs({ a: undefined }), { a: undefined });
});

Deno.test("MsgpackEncoder writes nothing longer than msgpackr does", () => {
  // Size estimates made with msgpackr (frame limits) must still hold.
  for (const v of VALUES) {
    const what = JSON.stringify(v)?.slice(0, 40);
    const ours = encoder.encode(v).length;
    const theirs = packr.pack(v).length;
    if (typeof v === "object" && v !== null && !Array.isArray(v)) {
      assert.ok(ours <= theirs, what); // msgpackr: map16 for every map
    } else {
      assert.equal(ours, theirs, what);
    }
  }
});

Deno.test("MsgpackEncoder leaves out map keys whose value is undefined", () => {
  assert.deepEqual(decode(encoder.encode({ a: 1, b: undefined })), { a: 1 });
  assert.deepEqual(decode(encoder.encode([undefined])), [null]);
});

Deno.test("MsgpackDecoder keeps a __proto__ key as a key", () => {
  const bytes = packr.pack(JSON.parse('{"__proto__": {"polluted": 1}}'));
  const o = decode(bytes) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(o), Object.prototype);
  assert.deepEqual(Object.keys(o), ["__proto__"]);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

Deno.test("MsgpackDecoder refuses bytes it cannot read with a MsgpackError", () => {
  const bad = [
    [0x92, 0x01], // array of 2, one item
    [0xdd, 0xff, 0xff, 0xff, 0xff], // 4 billion items in 5 bytes
    [0xdf, 0x7f, 0xff, 0xff, 0xff],
    [0xd9, 0x05, 0x61], // str8 of 5, one byte
    [0xc6, 0x00, 0x01, 0x00, 0x00], // bin32 of 64 KiB, none given
    [0xd4, 0x01, 0x00], // an extension
    [0xc1], // never used
    [0xcb, 0x00], // float64 cut short
  ];
  for (const bytes of bad) {
    assert.throws(
      () => decoder.decodeAll(new Uint8Array(bytes)),
      MsgpackError,
      bytes.join(","),
    );
  }
  const deep = new Uint8Array(200_000).fill(0x91);
  assert.throws(() => decoder.decodeAll(deep), MsgpackError);
});

Deno.test("MsgpackDecoder reads several values back to back", () => {
  const a = encoder.encode({ t: "ack", seq: 1 });
  const b = encoder.encode("two");
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  assert.deepEqual(decoder.decodeAll(both), [{ t: "ack", seq: 1 }, "two"]);
});
