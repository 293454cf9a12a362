import assert from "node:assert/strict";
import { printsByte } from "../../bench/key_echo.ts";

const enc = (s: string) => new TextEncoder().encode(s);

Deno.test("printsByte() finds a printed key", () => {
  assert.ok(printsByte(enc("m"), 0x6d));
  assert.ok(printsByte(enc("\x1b[?25l\x1b[1;5Hm\x1b[?25h"), 0x6d));
});

Deno.test("printsByte() ignores the key's byte inside escape sequences", () => {
  assert.ok(!printsByte(enc("\x1b[0m\x1b[?2026h\x1b[?25l"), 0x6d));
  assert.ok(!printsByte(enc("\x1b[?2026l"), 0x6c));
  assert.ok(!printsByte(enc("\x1b]0;hello\x07"), 0x6c));
  assert.ok(!printsByte(enc("\x1b]2;hello\x1b\\"), 0x6f));
  assert.ok(!printsByte(enc("\x1b(B\x1b7\x1b8"), 0x42));
});

Deno.test("printsByte() finds the key after a sequence", () => {
  assert.ok(printsByte(enc("\x1b]0;title\x07l"), 0x6c));
  assert.ok(printsByte(enc("\x1b[1;1Hh"), 0x68));
});
