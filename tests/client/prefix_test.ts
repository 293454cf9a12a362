import assert from "node:assert/strict";
import { parsePrefix, prefixKeyName } from "../../client/attach/prefix.ts";

Deno.test("parsePrefix() takes any key with a code, tmux-style", () => {
  for (
    const name of [
      "C-b",
      "C-a",
      "C-B",
      "^a",
      "C-Space",
      "C-@",
      "C-]",
      "C-_",
      "`",
      "M-a",
      "F12",
      "F1",
      "é",
    ]
  ) assert.equal(parsePrefix(name), name);
});

Deno.test("parsePrefix() refuses nonsense with a one-line error", () => {
  for (const bad of ["", "C-", "C-bb", "ctrl", " ", "C-1", "Fx", " C-a"]) {
    assert.throws(() => parsePrefix(bad), (err: Error) => {
      assert.match(err.message, /^Unknown prefix key ".*": use a key like/);
      assert.ok(!err.message.includes("\n"));
      return true;
    });
  }
});

Deno.test("prefixKeyName() names a one-byte prefix", () => {
  assert.equal(prefixKeyName(0x02), "C-b");
  assert.equal(prefixKeyName(0x00), "C-Space");
  assert.equal(prefixKeyName(0x1d), "C-]");
  assert.equal(prefixKeyName(0x60), "`");
});
