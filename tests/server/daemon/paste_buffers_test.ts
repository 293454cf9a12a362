import assert from "node:assert/strict";
import { PasteBuffers } from "../../../server/daemon/paste_buffers.ts";
import {
  MAX_BUFFER_BYTES,
  MAX_PASTE_BUFFERS,
} from "../../../protocol/limits.ts";

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

Deno.test("PasteBuffers.set() stacks automatic buffers newest first", () => {
  const b = new PasteBuffers();
  assert.equal(b.set(enc("one")), "buffer0");
  assert.equal(b.set(enc("two")), "buffer1");
  assert.deepEqual(b.list().map((x) => x.name), ["buffer1", "buffer0"]);
  assert.equal(dec(b.get().data), "two");
  assert.equal(dec(b.get("buffer0").data), "one");
});

Deno.test("PasteBuffers.set() with a name replaces that buffer in place", () => {
  const b = new PasteBuffers();
  b.set(enc("x"), "mine");
  b.set(enc("y"));
  b.set(enc("z"), "mine");
  assert.deepEqual(b.list().map((x) => x.name), ["buffer0", "mine"]);
  assert.equal(dec(b.get("mine").data), "z");
});

Deno.test("PasteBuffers keeps at most MAX_PASTE_BUFFERS, dropping the oldest", () => {
  const b = new PasteBuffers();
  for (let i = 0; i < MAX_PASTE_BUFFERS + 3; i++) b.set(enc(String(i)));
  const names = b.list().map((x) => x.name);
  assert.equal(names.length, MAX_PASTE_BUFFERS);
  assert.equal(names[0], `buffer${MAX_PASTE_BUFFERS + 2}`);
  assert.equal(names.at(-1), "buffer3");
});

Deno.test("PasteBuffers refuses a buffer over MAX_BUFFER_BYTES and a missing name", () => {
  const b = new PasteBuffers();
  assert.throws(() => b.set(new Uint8Array(MAX_BUFFER_BYTES + 1)), /at most/);
  assert.throws(() => b.get(), /No paste buffers/);
  assert.throws(() => b.delete("nope"), /No buffer named nope/);
  b.set(enc("a\nb"));
  assert.equal(b.list()[0].sample, "a\\nb");
  b.delete();
  assert.equal(b.list().length, 0);
});

Deno.test("PasteBuffers.list(): each buffer's start as tmux's buffer_sample, controls written as C does", () => {
  const b = new PasteBuffers();
  b.set(enc("tab\there\r\n\x1b[1m\\ é\u0085"));
  assert.equal(b.list()[0].sample, "tab\\there\\r\\n\\033[1m\\\\ é\\302\\205");
  b.set(enc("é".repeat(150)));
  assert.equal(b.list()[0].sample, "é".repeat(100) + "...");
  b.set(enc("x".repeat(200)));
  assert.equal(b.list()[0].sample, "x".repeat(200));
});
