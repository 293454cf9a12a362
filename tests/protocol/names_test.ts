import assert from "node:assert/strict";
import {
  checkBufferName,
  checkSessionName,
  checkTarget,
} from "../../protocol/names.ts";

// The class a name's characters come from (names.ts builds it on first use).
const NAME_CHARS = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200c\u200d]+$/u;

Deno.test("checkSessionName() takes printable names of any script", () => {
  for (
    const ok of [
      "work",
      "build-2_x",
      "café",
      "作業",
      "Ελληνικά",
      "नमस्ते",
      "👩‍💻",
      "my work",
      "a@b+c=d",
      "x".repeat(64),
      "é".repeat(64),
    ]
  ) assert.equal(checkSessionName(ok), null, ok);
});

Deno.test("checkSessionName() refuses controls, separators, end spaces, long names", () => {
  for (
    const bad of [
      "",
      "a:b",
      "a.b",
      "a,b",
      " a",
      "a ",
      "a\tb",
      "a\x1bb",
      "a\u0085b",
      "a\u202eb",
      "x".repeat(65),
    ]
  ) assert.notEqual(checkSessionName(bad), null, JSON.stringify(bad));
});

Deno.test("checkSessionName() never echoes a control character", () => {
  const why = checkSessionName("a\x1b[2Jb")!;
  assert.match(why, /a\\u\{1b\}\[2Jb/);
  // deno-lint-ignore no-control-regex
  assert.doesNotMatch(why, /[\x00-\x1f\x7f-\x9f]/);
});

Deno.test("checkSessionName()'s ASCII fast path takes what the Unicode class takes", () => {
  for (let c = 0; c < 0x80; c++) {
    const ch = String.fromCharCode(c);
    const name = `a${ch}b`;
    const refused = checkSessionName(name) !== null;
    const separator = ":.,".includes(ch);
    assert.equal(refused, separator || !NAME_CHARS.test(name), `U+${c}`);
  }
});

Deno.test("checkSessionName() and checkTarget() refuse controls beyond ASCII, take other scripts", () => {
  assert.equal(checkSessionName("日本語"), null);
  assert.equal(checkSessionName("👩‍💻"), null);
  assert.match(checkSessionName("a\u202eb")!, /control character/);
  assert.match(checkSessionName("a\u0085b")!, /a\\u\{85\}b/);
  assert.equal(checkTarget("work:日志.1"), null);
  assert.match(checkTarget("work:a\u202e")!, /control character/);
});

Deno.test("checkBufferName() takes 1 to 64 printable characters", () => {
  assert.equal(checkBufferName("buffer0"), null);
  assert.notEqual(checkBufferName(""), null);
  assert.notEqual(checkBufferName("a\u001bb"), null);
  assert.notEqual(checkBufferName("x".repeat(65)), null);
});

Deno.test("checkTarget() takes tmux's WINDOW.PANE: a window or session's name, then a pane", () => {
  assert.equal(checkTarget("work.1"), null);
  assert.equal(checkTarget("5.0"), null);
  assert.equal(checkTarget(".1"), null);
  assert.equal(checkTarget("work.bottom"), null);
  assert.match(checkTarget("a,b.1")!, /may not hold/);
  assert.match(checkTarget("work.\u001b")!, /control character/);
});
