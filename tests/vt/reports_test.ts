import assert from "node:assert/strict";
import { term } from "./_helpers.ts";

Deno.test("reports: DA3, XTVERSION and window sizes", () => {
  const { feed, responses } = term(80, 24);
  feed("\x1b[=c\x1b[>q\x1b[18t\x1b[14t\x1b[16t\x1b[19t");
  assert.deepEqual(responses, [
    "\x1bP!|00000000\x1b\\",
    "\x1bP>|berth(0.1.0)\x1b\\",
    "\x1b[8;24;80t",
    "\x1b[4;384;640t",
    "\x1b[6;16;8t",
    "\x1b[9;24;80t",
  ]);
});

Deno.test("reports: DECRQM for DEC and ANSI modes", () => {
  const { feed, responses } = term(80, 24);
  feed("\x1b[?2004h\x1b[?2004$p\x1b[?1$p\x1b[?9999$p\x1b[4$p\x1b[4h\x1b[4$p");
  assert.deepEqual(responses, [
    "\x1b[?2004;1$y",
    "\x1b[?1;2$y",
    "\x1b[?9999;0$y",
    "\x1b[4;2$y",
    "\x1b[4;1$y",
  ]);
});

Deno.test("reports: DECID answers like DA1", () => {
  const { feed, responses } = term(80, 24);
  feed("\x1bZ");
  assert.deepEqual(responses, ["\x1b[?62;22c"]);
});

Deno.test("reports: DA with a non-zero parameter gets no answer", () => {
  const { feed, responses } = term(80, 24);
  feed("\x1b[1c\x1b[>1c");
  assert.deepEqual(responses, []);
});

Deno.test("reports: DECRQSS answers computed values only", () => {
  const { feed, responses } = term(80, 24);
  feed('\x1b[1;31;48;2;1;2;3m\x1b[5;20r\x1b[4 q\x1b[1"q');
  feed('\x1bP$qm\x1b\\\x1bP$qr\x1b\\\x1bP$q q\x1b\\\x1bP$q"q\x1b\\');
  feed("\x1bP$q\x1b[31mevil\x1b\\\x1bP$qevil\x1b\\");
  assert.deepEqual(responses, [
    "\x1bP1$r0;1;31;48;2;1;2;3m\x1b\\",
    "\x1bP1$r5;20r\x1b\\",
    "\x1bP1$r4 q\x1b\\",
    '\x1bP1$r1"q\x1b\\',
    "\x1bP0$r\x1b\\",
    "\x1bP0$r\x1b\\",
  ]);
});

Deno.test("reports: title stack push and pop", () => {
  const { t, feed } = term(80, 24);
  feed("\x1b]2;one\x07\x1b[22t\x1b]2;two\x07");
  assert.equal(t.title, "two");
  feed("\x1b[23t");
  assert.equal(t.title, "one");
});

Deno.test("reports: window operations that would echo or resize do nothing", () => {
  const { t, feed, responses } = term(80, 24);
  feed("\x1b[8;10;10t\x1b[21t\x1b[20t\x1b[11t\x1b[13t");
  assert.deepEqual(responses, []);
  assert.equal(t.cols, 80);
});
