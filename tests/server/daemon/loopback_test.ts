import assert from "node:assert/strict";
import { loopback } from "../../../server/daemon/loopback.ts";

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

Deno.test("loopback(): what one end writes the other reads, in order, in pieces that fit", async () => {
  const [a, b] = loopback();
  await a.write(bytes("hello "));
  await a.write(bytes("world"));
  const buf = new Uint8Array(4);
  let got = "";
  while (got.length < 11) {
    const n = await b.read(buf);
    assert.ok(n !== null && n > 0);
    got += text(buf.subarray(0, n));
  }
  assert.equal(got, "hello world");
});

Deno.test("loopback(): a read waits for the next write; a write copies (the buffer may be reused)", async () => {
  const [a, b] = loopback();
  const buf = new Uint8Array(16);
  const pending = b.read(buf);
  const data = bytes("key");
  await a.write(data);
  data.fill(0);
  const n = await pending;
  assert.equal(text(buf.subarray(0, n!)), "key");
});

Deno.test("loopback(): close ends the other end's reads after what was written, and fails writes to it", async () => {
  const [a, b] = loopback();
  await a.write(bytes("last"));
  a.close();
  const buf = new Uint8Array(16);
  const n = await b.read(buf);
  assert.equal(text(buf.subarray(0, n!)), "last");
  assert.equal(await b.read(buf), null);
  await assert.rejects(b.write(bytes("x")), Deno.errors.BrokenPipe);
  // A read pending at the close ends too.
  const [c, d] = loopback();
  const waiting = d.read(buf);
  d.close();
  assert.equal(await waiting, null);
  await assert.rejects(c.write(bytes("x")), Deno.errors.BrokenPipe);
});
