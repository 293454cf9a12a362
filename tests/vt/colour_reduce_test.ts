import assert from "node:assert/strict";
import {
  colour256to16,
  colourFindRgb,
  COLOURS_16,
  COLOURS_256,
  COLOURS_8,
  COLOURS_NONE,
  reduceStyle,
} from "../../vt/colour_reduce.ts";
import { DEFAULT_STYLE, type SgrStyle } from "../../vt/sgr_encode.ts";
import {
  ATTR_BOLD,
  ATTR_ITALIC,
  COLOR_DEFAULT,
  COLOR_RGB,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} from "../../vt/types.ts";

const style = (s: Partial<SgrStyle>): SgrStyle => ({ ...DEFAULT_STYLE, ...s });
const rgb = (r: number, g: number, b: number) =>
  COLOR_RGB | (r << 16) | (g << 8) | b;

Deno.test("colourFindRgb() gives what tmux 3.3a's colour_find_rgb gives", async () => {
  // Made by tests/testdata/tmux_colour_find_rgb.c, tmux's own code.
  const text = await Deno.readTextFile(
    new URL("../testdata/tmux_colour_find_rgb.txt", import.meta.url),
  );
  const lines = text.trim().split("\n");
  assert.ok(lines.length > 1900);
  for (const line of lines) {
    const [r, g, b, want] = line.split(" ").map(Number);
    assert.equal(colourFindRgb(r, g, b), want, `rgb ${r},${g},${b}`);
  }
});

Deno.test("colourFindRgb() takes the cube, or a strictly nearer grey", () => {
  assert.equal(colourFindRgb(255, 0, 0), 196); // exact cube colour
  assert.equal(colourFindRgb(215, 135, 0), 172);
  assert.equal(colourFindRgb(128, 128, 128), 244); // grey 128
  assert.equal(colourFindRgb(10, 20, 30), 233);
  assert.equal(colourFindRgb(0, 0, 2), 16); // average under 3: grey 0 loses
  assert.equal(colourFindRgb(245, 245, 245), 255); // past 238: the last grey
  assert.equal(colourFindRgb(250, 250, 250), 231); // white is nearer
});

Deno.test("colour256to16() is tmux's table", () => {
  assert.equal(colour256to16(5), 5);
  assert.equal(colour256to16(13), 13);
  assert.equal(colour256to16(196), 9);
  assert.equal(colour256to16(172), 9);
  assert.equal(colour256to16(233), 0);
  assert.equal(colour256to16(240), 8);
  assert.equal(colour256to16(244), 7);
  assert.equal(colour256to16(255), 15);
  assert.equal(colour256to16(16), 0);
  assert.equal(colour256to16(231), 15);
});

// The colours of tests/e2e/colour_depth_test.ts's program, with what tmux
// 3.3a wrote for each (run in `script` with TERM=xterm-256color and xterm).
const CASES: [string, SgrStyle, SgrStyle, SgrStyle][] = [
  // [what, input, on 256 colours, on 8 colours]
  [
    "RGB red",
    style({ fg: rgb(255, 0, 0) }),
    style({ fg: 196 }),
    style({ fg: 1 }),
  ],
  [
    "RGB dark background",
    style({ bg: rgb(10, 20, 30) }),
    style({ bg: 233 }),
    style({ bg: 0 }),
  ],
  ["256 red", style({ fg: 196 }), style({ fg: 196 }), style({ fg: 1 })],
  [
    "aixterm bright red",
    style({ fg: 9 }),
    style({ fg: 9 }),
    style({ fg: 1, flags: ATTR_BOLD }),
  ],
  [
    "aixterm bright background",
    style({ bg: 9 }),
    style({ bg: 9 }),
    style({ bg: 1 }),
  ],
  [
    "RGB grey",
    style({ fg: rgb(128, 128, 128) }),
    style({ fg: 244 }),
    style({
      fg: 7,
    }),
  ],
  [
    "256 grey background",
    style({ bg: 240 }),
    style({ bg: 240 }),
    style({
      bg: 0,
    }),
  ],
  [
    "RGB orange",
    style({ fg: rgb(215, 135, 0) }),
    style({ fg: 172 }),
    style({
      fg: 1,
    }),
  ],
];

Deno.test("reduceStyle() reduces as tmux 3.3a did on 256 and 8 colours", () => {
  for (const [what, input, on256, on8] of CASES) {
    assert.deepEqual(reduceStyle(input, COLOURS_256, style({})), on256, what);
    assert.deepEqual(reduceStyle(input, COLOURS_8, style({})), on8, what);
  }
});

Deno.test("reduceStyle() keeps bright colours bright on 16 colours", () => {
  const out = style({});
  assert.deepEqual(
    reduceStyle(style({ fg: rgb(255, 0, 0), bg: 9 }), COLOURS_16, out),
    style({ fg: 9, bg: 9 }),
  );
  assert.deepEqual(
    reduceStyle(style({ fg: 244, bg: 240 }), COLOURS_16, out),
    style({ fg: 7, bg: 8 }),
  );
});

Deno.test("reduceStyle() drops the underline colour below truecolor", () => {
  const flags = UNDERLINE_SINGLE << UNDERLINE_SHIFT | ATTR_ITALIC;
  assert.deepEqual(
    reduceStyle(style({ ul: rgb(1, 2, 3), flags }), COLOURS_256, style({})),
    style({ flags }),
  );
  assert.deepEqual(
    reduceStyle(style({ ul: 5, flags }), COLOURS_16, style({})),
    style({ flags }),
  );
});

Deno.test("reduceStyle() draws no colour without colours, bright still bold", () => {
  const out = reduceStyle(
    style({ fg: 12, bg: rgb(1, 2, 3) }),
    COLOURS_NONE,
    style({}),
  );
  assert.deepEqual(out, style({ flags: ATTR_BOLD }));
  assert.equal(
    reduceStyle(style({ fg: 200 }), COLOURS_NONE, style({})).fg,
    COLOR_DEFAULT,
  );
});

Deno.test("reduceStyle() gives each RGB colour its own index whatever the cache holds", () => {
  // Many colours through the cache's 1024 slots, twice: every answer is
  // the computed one, hit or miss.
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 5000; i++) {
      const c = (i * 2654435761) & 0xffffff;
      const [r, g, b] = [c >> 16, (c >> 8) & 0xff, c & 0xff];
      const got = reduceStyle(
        style({ fg: COLOR_RGB | c }),
        COLOURS_256,
        style({}),
      );
      assert.equal(got.fg, colourFindRgb(r, g, b));
    }
  }
});

Deno.test("reduceStyle() may write into its input", () => {
  const s = style({ fg: rgb(255, 0, 0), bg: COLOR_DEFAULT });
  assert.equal(reduceStyle(s, COLOURS_256, s), s);
  assert.equal(s.fg, 196);
});
