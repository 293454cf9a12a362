import assert from "node:assert/strict";
import { term } from "./_helpers.ts";

Deno.test("modes: cursor keys, keypad, paste, focus, sync, alternate scroll", () => {
  const { t, feed } = term(80, 24);
  feed("\x1b[?1h\x1b=\x1b[?2004h\x1b[?1004h\x1b[?2026h\x1b[?1007h");
  let m = t.modes();
  assert.equal(m.cursorKeys, true);
  assert.equal(m.keypad, true);
  assert.equal(m.bracketedPaste, true);
  assert.equal(m.focusEvents, true);
  assert.equal(m.synchronizedOutput, true);
  assert.equal(m.alternateScroll, true);
  feed("\x1b[?1l\x1b>\x1b[?2004l\x1b[?1004l\x1b[?2026l\x1b[?1007l");
  m = t.modes();
  assert.equal(m.cursorKeys || m.keypad || m.bracketedPaste, false);
  assert.equal(m.focusEvents || m.synchronizedOutput, false);
  assert.equal(m.alternateScroll, false);
});

Deno.test("modes: mouse tracking and encodings", () => {
  const { t, feed } = term(80, 24);
  const seen: string[] = [];
  for (
    const [seq, want] of [
      ["9h", "x10"],
      ["1000h", "normal"],
      ["1002h", "button"],
      ["1003h", "any"],
      ["1002l", "any"],
      ["1003l", "none"],
    ]
  ) {
    feed(`\x1b[?${seq}`);
    seen.push(t.modes().mouseTracking);
    assert.equal(t.modes().mouseTracking, want, seq);
  }
  for (
    const [seq, want] of [
      ["1005h", "utf8"],
      ["1006h", "sgr"],
      ["1015h", "urxvt"],
      ["1015l", "default"],
    ]
  ) {
    feed(`\x1b[?${seq}`);
    assert.equal(t.modes().mouseEncoding, want, seq);
  }
  feed("\x1b[?1000;1006h");
  assert.equal(t.modes().mouseTracking, "normal");
  assert.equal(t.modes().mouseEncoding, "sgr");
});

Deno.test("modes: DECTCEM and DECSCUSR change the cursor", () => {
  const { t, feed } = term(80, 24);
  feed("\x1b[?25l\x1b[6 q");
  assert.deepEqual(t.cursor(), {
    x: 0,
    y: 0,
    visible: false,
    shape: "bar",
    blink: false,
  });
  feed("\x1b[?25h\x1b[3 q");
  assert.equal(t.cursor().shape, "underline");
  assert.equal(t.cursor().blink, true);
  feed("\x1b[0 q");
  assert.equal(t.cursor().shape, "block");
});

Deno.test("modes: LNM makes LF return the carriage", () => {
  const { t, feed } = term(80, 24);
  feed("ab\x1b[20h\ncd\x1b[20l\nef");
  assert.equal(t.lineText(1), "cd");
  assert.equal(t.lineText(2), "  ef");
});
