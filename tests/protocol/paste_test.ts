import assert from "node:assert/strict";
import { cleanPaste, pasteBytes } from "../../protocol/paste.ts";

const dec = (b: Uint8Array) => new TextDecoder().decode(b);

Deno.test("cleanPaste() removes an early end of bracketed paste whole", () => {
  assert.equal(cleanPaste("ls\x1b[201~rm -rf ~\n"), "lsrm -rf ~\n");
  assert.equal(cleanPaste("a\x9b201~b"), "ab");
});

Deno.test("cleanPaste() removes CSI, OSC, DCS and two-byte escapes", () => {
  assert.equal(cleanPaste("x\x1b[1;31mred\x1b[m"), "xred");
  assert.equal(cleanPaste("\x1b]52;c;aGk=\x07t\x1b]0;title\x1b\\u"), "tu");
  assert.equal(cleanPaste("\x1bPq#0\x1b\\v\x1bcw\x1b(Bz"), "vwz");
  assert.equal(cleanPaste("cut\x1b]8;;http://x"), "cut");
});

Deno.test("cleanPaste() keeps tab, CR, LF and text; drops other controls", () => {
  assert.equal(
    cleanPaste("a\tb\r\nc\x03d\x7fe\x00é 漢"),
    "a\tb\r\ncde\u00e9 漢",
  );
});

Deno.test("pasteBytes() brackets only when asked, line ends become CR", () => {
  assert.equal(dec(pasteBytes("a\nb\r\nc", false)), "a\rb\rc");
  assert.equal(
    dec(pasteBytes("x\x1b[201~y\n", true)),
    "\x1b[200~xy\r\x1b[201~",
  );
});
