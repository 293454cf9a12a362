import assert from "node:assert/strict";
import { applyStyle, isStyle, type Style } from "../../protocol/style.ts";
import {
  ATTR_BLINK,
  ATTR_BOLD,
  ATTR_FAINT,
  ATTR_INVERSE,
  ATTR_ITALIC,
  COLOR_DEFAULT,
  COLOR_RGB,
  UNDERLINE_CURLY,
  UNDERLINE_MASK,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} from "../../vt/types.ts";

const BASE = { fg: 0, bg: 2, ul: COLOR_DEFAULT, flags: 0 };

function styled(text: string, from: Style = { ...BASE }): Style {
  const s = { ...from };
  assert.ok(applyStyle(s, text, BASE), text);
  return s;
}

Deno.test("applyStyle() reads tmux's colours: names, bright names, colourN, colorN, #rrggbb, numbers, default, terminal", () => {
  assert.equal(styled("fg=red").fg, 1);
  assert.equal(styled("fg=White").fg, 7);
  assert.equal(styled("fg=brightred").fg, 9);
  assert.equal(styled("bg=brightwhite").bg, 15);
  assert.equal(styled("fg=colour235").fg, 235);
  assert.equal(styled("fg=color0").fg, 0);
  assert.equal(styled("bg=#FFaa00").bg, COLOR_RGB | 0xffaa00);
  assert.equal(styled("fg=3").fg, 3);
  assert.equal(styled("fg=91").fg, 9);
  // default: the base style's colour; terminal: the terminal's own.
  assert.equal(styled("fg=default", { ...BASE, fg: 5 }).fg, 0);
  assert.equal(styled("bg=terminal").bg, COLOR_DEFAULT);
});

Deno.test("applyStyle() adds and takes away attributes, none clears them, default is the base", () => {
  assert.equal(styled("bold,italics").flags, ATTR_BOLD | ATTR_ITALIC);
  assert.equal(styled("bright dim").flags, ATTR_BOLD | ATTR_FAINT);
  assert.equal(
    styled("underscore").flags,
    UNDERLINE_SINGLE << UNDERLINE_SHIFT,
  );
  assert.equal(
    styled("underscore,curly-underscore").flags & UNDERLINE_MASK,
    UNDERLINE_CURLY << UNDERLINE_SHIFT,
  );
  const s = styled("reverse,blink,bold");
  assert.equal(styled("noreverse,nobold", s).flags, ATTR_BLINK);
  assert.equal(styled("nounderscore", styled("underscore")).flags, 0);
  assert.equal(styled("none", s).flags, 0);
  assert.deepEqual(
    styled("default", { ...BASE, fg: 9, bg: 1, flags: ATTR_INVERSE }),
    BASE,
  );
});

Deno.test("applyStyle() keeps tmux's layout words: align, fill, push-default, and accepts list= range= ignore", () => {
  assert.equal(styled("align=centre").align, "centre");
  assert.equal(styled("noalign", styled("align=right")).align, undefined);
  assert.equal(styled("fill=colour1").fill, 1);
  assert.equal(styled("push-default").defaults, "push");
  assert.ok(isStyle("list=on range=window|3 norange nolist ignore"));
});

Deno.test("applyStyle() refuses an unknown word and leaves the style as it was, as tmux's style_parse", () => {
  for (
    const bad of [
      "fg=orange",
      "fg=colour256",
      "bg=#12345",
      "bold,sparkly",
      "nosparkly",
      "align=middle",
      "xg=red",
    ]
  ) {
    const s: Style = { ...BASE, flags: ATTR_BOLD };
    assert.equal(applyStyle(s, `fg=red,${bad}`, BASE), false, bad);
    assert.deepEqual(s, { ...BASE, flags: ATTR_BOLD }, bad);
    assert.equal(isStyle(bad), false, bad);
  }
  assert.ok(isStyle("") && isStyle("default") && isStyle("fg=red , bg=blue"));
});
