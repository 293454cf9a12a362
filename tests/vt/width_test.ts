import assert from "node:assert/strict";
import { charWidth } from "../../vt/mod.ts";

Deno.test("charWidth() follows wcwidth()", () => {
  assert.equal(charWidth(0x41), 1);
  assert.equal(charWidth(0xe9), 1);
  assert.equal(charWidth(0x4e00), 2); // CJK
  assert.equal(charWidth(0xac00), 2); // Hangul syllable
  assert.equal(charWidth(0xff21), 2); // fullwidth A
  assert.equal(charWidth(0x1f600), 2); // emoji
  assert.equal(charWidth(0x20000), 2); // CJK extension B
  assert.equal(charWidth(0x301), 0); // combining acute
  assert.equal(charWidth(0x200d), 0); // ZWJ
  assert.equal(charWidth(0xfe0f), 0); // VS16
  assert.equal(charWidth(0xe0100), 0); // variation selector supplement
  assert.equal(charWidth(0x1160), 0); // Hangul medial vowel
  assert.equal(charWidth(0x2764), 1); // heart: text presentation
  assert.equal(charWidth(0x10ffff), 1);
});
