import assert from "node:assert/strict";
import {
  DEFAULT_STYLE,
  type SgrStyle,
  sgrTransition,
} from "../../client/attach/sgr.ts";
import {
  ATTR_BOLD,
  ATTR_FAINT,
  ATTR_INVERSE,
  ATTR_ITALIC,
  COLOR_RGB,
  UNDERLINE_CURLY,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} from "../../vt/types.ts";

const style = (s: Partial<SgrStyle>): SgrStyle => ({ ...DEFAULT_STYLE, ...s });

Deno.test("sgrTransition() writes nothing between equal styles", () => {
  assert.equal(sgrTransition(style({ fg: 3 }), style({ fg: 3 })), "");
});

Deno.test("sgrTransition() turns on and off only what changes", () => {
  assert.equal(
    sgrTransition(DEFAULT_STYLE, style({ flags: ATTR_BOLD })),
    "\x1b[1m",
  );
  assert.equal(
    sgrTransition(
      style({ flags: ATTR_BOLD, fg: 1 }),
      style({ flags: ATTR_BOLD, fg: 2 }),
    ),
    "\x1b[32m",
  );
  assert.equal(
    sgrTransition(
      style({ flags: ATTR_ITALIC | ATTR_INVERSE }),
      style({ flags: ATTR_ITALIC }),
    ),
    "\x1b[27m",
  );
  // 22 clears bold and faint together: the one that stays comes back.
  assert.equal(
    sgrTransition(
      style({ flags: ATTR_BOLD | ATTR_FAINT, fg: 3 }),
      style({ flags: ATTR_BOLD, fg: 3 }),
    ),
    "\x1b[22;1m",
  );
});

Deno.test("sgrTransition() resets when that is shorter", () => {
  assert.equal(
    sgrTransition(style({ flags: ATTR_BOLD, fg: 1, bg: 4 }), DEFAULT_STYLE),
    "\x1b[0m",
  );
  assert.equal(
    sgrTransition(
      style({ flags: ATTR_BOLD | ATTR_ITALIC, fg: 1, bg: 4 }),
      style({ fg: 7 }),
    ),
    "\x1b[0;37m",
  );
});

Deno.test("sgrTransition() encodes every colour kind", () => {
  assert.equal(
    sgrTransition(DEFAULT_STYLE, style({ fg: 9, bg: 12 })),
    "\x1b[91;104m",
  );
  assert.equal(
    sgrTransition(DEFAULT_STYLE, style({ fg: 200 })),
    "\x1b[38;5;200m",
  );
  assert.equal(
    sgrTransition(DEFAULT_STYLE, style({ bg: COLOR_RGB | 0x0a141e })),
    "\x1b[48;2;10;20;30m",
  );
  assert.equal(
    sgrTransition(
      DEFAULT_STYLE,
      style({
        flags: UNDERLINE_CURLY << UNDERLINE_SHIFT,
        ul: COLOR_RGB | 0xff0001,
      }),
    ),
    "\x1b[4:3;58;2;255;0;1m",
  );
  assert.equal(
    sgrTransition(
      style({ flags: UNDERLINE_CURLY << UNDERLINE_SHIFT }),
      style({ flags: UNDERLINE_SINGLE << UNDERLINE_SHIFT }),
    ),
    "\x1b[4m",
  );
});
