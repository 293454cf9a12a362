import assert from "node:assert/strict";
import { parsePrefix } from "../../client/attach/prefix.ts";

Deno.test("parsePrefix() reads tmux key names", () => {
  assert.equal(parsePrefix("C-b"), 0x02);
  assert.equal(parsePrefix("C-a"), 0x01);
  assert.equal(parsePrefix("C-B"), 0x02);
  assert.equal(parsePrefix("^a"), 0x01);
  assert.equal(parsePrefix("C-Space"), 0x00);
  assert.equal(parsePrefix("C-@"), 0x00);
  assert.equal(parsePrefix("C-]"), 0x1d);
  assert.equal(parsePrefix("C-_"), 0x1f);
  assert.equal(parsePrefix("`"), 0x60);
});

Deno.test("parsePrefix() refuses nonsense with a one-line error", () => {
  for (const bad of ["", "C-", "C-bb", "M-a", "F1", "ctrl", " ", "é", "C-1"]) {
    assert.throws(() => parsePrefix(bad), (err: Error) => {
      assert.match(err.message, /^Unknown prefix key ".*": use a key like/);
      assert.ok(!err.message.includes("\n"));
      return true;
    });
  }
});
