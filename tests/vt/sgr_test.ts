import assert from "node:assert/strict";
import {
  ATTR_BLINK,
  ATTR_BOLD,
  ATTR_FAINT,
  ATTR_INVERSE,
  ATTR_INVISIBLE,
  ATTR_ITALIC,
  ATTR_OVERLINE,
  ATTR_STRIKE,
  COLOR_DEFAULT,
  COLOR_RGB,
  sgrSequence,
  sgrTransition,
  UNDERLINE_SHIFT,
} from "../../vt/mod.ts";
import { term } from "./_helpers.ts";

/** The style of cell 0 after `seq` then "x". */
function styleOf(seq: string) {
  const { t, feed } = term(10, 2);
  feed(seq + "x");
  const run = t.rowRuns(0)[0];
  return {
    fg: run[2] ?? COLOR_DEFAULT,
    bg: run[3] ?? COLOR_DEFAULT,
    flags: run[4] ?? 0,
    ul: run[5] ?? COLOR_DEFAULT,
  };
}

Deno.test("applySgr() sets and clears each attribute", () => {
  const all = styleOf("\x1b[1;2;3;5;7;8;9;53m");
  assert.equal(
    all.flags,
    ATTR_BOLD | ATTR_FAINT | ATTR_ITALIC | ATTR_BLINK | ATTR_INVERSE |
      ATTR_INVISIBLE | ATTR_STRIKE | ATTR_OVERLINE,
  );
  const none = styleOf("\x1b[1;2;3;4;5;7;8;9;53m\x1b[22;23;24;25;27;28;29;55m");
  assert.equal(none.flags, 0);
});

Deno.test("applySgr() reads underline styles 4:0-4:5 and 21", () => {
  for (let u = 0; u <= 5; u++) {
    assert.equal(styleOf(`\x1b[4:${u}m`).flags, u << UNDERLINE_SHIFT);
  }
  assert.equal(styleOf("\x1b[4m").flags, 1 << UNDERLINE_SHIFT);
  assert.equal(styleOf("\x1b[21m").flags, 2 << UNDERLINE_SHIFT);
});

Deno.test("applySgr() reads 16, 256 and truecolor in both forms", () => {
  assert.equal(styleOf("\x1b[31m").fg, 1);
  assert.equal(styleOf("\x1b[97m").fg, 15);
  assert.equal(styleOf("\x1b[44m").bg, 4);
  assert.equal(styleOf("\x1b[103m").bg, 11);
  assert.equal(styleOf("\x1b[38;5;200m").fg, 200);
  assert.equal(styleOf("\x1b[38:5:200m").fg, 200);
  assert.equal(styleOf("\x1b[48;2;1;2;3m").bg, COLOR_RGB | 0x010203);
  assert.equal(styleOf("\x1b[48:2::1:2:3m").bg, COLOR_RGB | 0x010203);
  assert.equal(styleOf("\x1b[48:2:1:2:3m").bg, COLOR_RGB | 0x010203);
  assert.equal(styleOf("\x1b[31;39m").fg, COLOR_DEFAULT);
});

Deno.test("applySgr() reads underline colour 58/59", () => {
  assert.equal(styleOf("\x1b[58;5;9m").ul, 9);
  assert.equal(styleOf("\x1b[58:2::255:0:0m").ul, COLOR_RGB | 0xff0000);
  assert.equal(styleOf("\x1b[58;5;9;59m").ul, COLOR_DEFAULT);
});

Deno.test("applySgr() continues after an extended colour", () => {
  const s = styleOf("\x1b[38;2;1;2;3;1;48;5;4m");
  assert.equal(s.fg, COLOR_RGB | 0x010203);
  assert.equal(s.flags, ATTR_BOLD);
  assert.equal(s.bg, 4);
});

Deno.test("applySgr() ignores colours out of range instead of wrapping them", () => {
  // Issue 9: 38;2;300;300;300 became 44;44;44, 38;5;300 became 44.
  const ignored = [
    "\x1b[38;5;300m",
    "\x1b[38:5:256m",
    "\x1b[38;2;300;300;300m",
    "\x1b[38;2;0;0;256m",
    "\x1b[38:2::300:0:0m",
    "\x1b[38:2:0:65535:0m",
  ];
  for (const seq of ignored) {
    // The colour set before stays; the parameters after it still count.
    const s = styleOf(`\x1b[38;5;9m${seq.slice(0, -1)};1m`);
    assert.equal(s.fg, 9, JSON.stringify(seq));
    assert.equal(s.flags, ATTR_BOLD, JSON.stringify(seq));
  }
  assert.equal(styleOf("\x1b[48;5;300m").bg, COLOR_DEFAULT);
  assert.equal(styleOf("\x1b[58;2;1;2;999m").ul, COLOR_DEFAULT);
  assert.equal(styleOf("\x1b[38;5;255m").fg, 255);
  assert.equal(styleOf("\x1b[38;2;255;255;255m").fg, COLOR_RGB | 0xffffff);
});

Deno.test("applySgr() survives truncated colours and resets with CSI m", () => {
  assert.equal(styleOf("\x1b[38;5m").fg, COLOR_DEFAULT);
  assert.equal(styleOf("\x1b[38;2;1m").fg, COLOR_DEFAULT);
  assert.equal(styleOf("\x1b[1;31m\x1b[m").flags, 0);
});

Deno.test("sgrSequence() writes a full style from reset", () => {
  assert.equal(
    sgrSequence(COLOR_RGB | 0xff0000, COLOR_DEFAULT, ATTR_BOLD, COLOR_DEFAULT),
    "\x1b[0;1;38;2;255;0;0m",
  );
  assert.equal(
    sgrSequence(3, 12, ATTR_ITALIC | 3 << UNDERLINE_SHIFT, 100),
    "\x1b[0;3;4:3;33;104;58;5;100m",
  );
  assert.equal(sgrSequence(200, -1, 0, -1), "\x1b[0;38;5;200m");
});

Deno.test("sgrTransition() changes only what differs", () => {
  const d = { fg: -1, bg: -1, flags: 0, ul: -1 };
  assert.equal(sgrTransition(d, d), "");
  assert.equal(sgrTransition(d, { ...d, flags: ATTR_BOLD }), "\x1b[1m");
  assert.equal(
    sgrTransition({ ...d, flags: ATTR_BOLD, fg: 1 }, { ...d, fg: 1 }),
    "\x1b[22m",
  );
  assert.equal(
    sgrTransition({ ...d, flags: ATTR_BOLD | ATTR_FAINT }, {
      ...d,
      flags: ATTR_FAINT,
    }),
    "\x1b[0;2m", // shorter than "22;2"
  );
  assert.equal(sgrTransition({ ...d, fg: 1 }, d), "\x1b[0m");
  assert.equal(sgrTransition({ ...d, fg: 1 }, { ...d, bg: 2 }), "\x1b[0;42m");
  assert.equal(
    sgrTransition({ ...d, fg: 1, bg: 2 }, { ...d, bg: 2 }),
    "\x1b[39m",
  );
});

Deno.test("sgrTransition() round-trips through the engine", () => {
  const styles = [
    { fg: -1, bg: -1, flags: 0, ul: -1 },
    { fg: 1, bg: -1, flags: ATTR_BOLD, ul: -1 },
    { fg: COLOR_RGB | 0x123456, bg: 200, flags: ATTR_ITALIC, ul: 5 },
    { fg: 9, bg: -1, flags: 4 << UNDERLINE_SHIFT | ATTR_STRIKE, ul: -1 },
    { fg: -1, bg: 3, flags: ATTR_FAINT | ATTR_INVERSE, ul: -1 },
  ];
  for (const a of styles) {
    for (const b of styles) {
      const seq = sgrSequence(a.fg, a.bg, a.flags, a.ul) + sgrTransition(a, b);
      const s = styleOf(seq);
      assert.deepEqual(s, b, JSON.stringify(seq));
    }
  }
});

Deno.test("applySgr() reads a semicolon form right after a colon form", () => {
  // 4:3 then 4;5: the second 5 is blink, not an underline style.
  const s = styleOf("\x1b[4:3;38:5:9m\x1b[0;4;5;38;5;2m");
  assert.equal(s.flags, (1 << UNDERLINE_SHIFT) | ATTR_BLINK);
  assert.equal(s.fg, 2);
});

Deno.test("applySgr() starts from the default style after a leading 0", () => {
  const s = styleOf("\x1b[1;31;42;58;5;3m\x1b[0;3;34m");
  assert.deepEqual(s, {
    fg: 4,
    bg: COLOR_DEFAULT,
    flags: ATTR_ITALIC,
    ul: COLOR_DEFAULT,
  });
  // 0 with a subparameter is still a reset, through the general loop.
  assert.equal(styleOf("\x1b[1m\x1b[0:5;3m").flags, ATTR_ITALIC);
});
