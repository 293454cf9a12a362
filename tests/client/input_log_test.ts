import assert from "node:assert/strict";
import { InputLog, MAX_HELD_BYTES } from "../../client/attach/input_log.ts";

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (l: { data: Uint8Array }[]) =>
  l.map((e) => new TextDecoder().decode(e.data)).join("");

Deno.test("InputLog.replay() after a resume sends what the daemon did not confirm, in order", () => {
  const log = new InputLog();
  assert.equal(log.add(bytes("a"), true), 1);
  assert.equal(log.add(bytes("b"), true), 2);
  log.confirm(1);
  assert.equal(log.add(bytes("c"), false), 3); // typed while down
  const again = log.replay(true);
  assert.deepEqual(again.map((e) => e.seq), [2, 3]);
  assert.equal(text(again), "bc");
  log.confirm(3);
  assert.equal(log.bytes, 0);
});

Deno.test("InputLog.replay() to a daemon that lost the attachment sends only what never went out", () => {
  const log = new InputLog();
  log.add(bytes("sent"), true);
  log.add(bytes("held"), false);
  assert.equal(text(log.replay(false)), "held");
});

Deno.test("InputLog keeps at most MAX_HELD_BYTES typed while down and counts the rest", () => {
  const log = new InputLog();
  assert.ok(log.add(new Uint8Array(MAX_HELD_BYTES - 1), false) > 0);
  assert.equal(log.add(bytes("xy"), false), 0);
  assert.equal(log.dropped, 2);
  assert.ok(log.add(bytes("z"), false) > 0, "what still fits is kept");
  assert.equal(log.bytes, MAX_HELD_BYTES);
  log.replay(true);
  assert.equal(log.dropped, 0);
});
