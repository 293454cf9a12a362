import assert from "node:assert/strict";
import { clockText, drawClock } from "../../client/attach/clock_mode.ts";
import { GridRow } from "../../client/attach/screen_grid.ts";
import { viewLook } from "../../client/attach/client_settings.ts";
import { DEFAULT_VIEW_LOOK } from "../../client/attach/view_look.ts";
import { applyOptions, defaultOptions } from "../../protocol/options.ts";
import { COLOR_DEFAULT } from "../../vt/types.ts";

// Rows of `cols` cells with `x` everywhere, the clock drawn over
// rectangle `p`; blue-background cells as `#`, blue text as itself.
function draw(
  cols: number,
  rows: number,
  p: { x: number; y: number; cols: number; rows: number },
  text: string,
): string[] {
  const out = Array.from({ length: rows }, () => new GridRow(cols, "x"));
  drawClock(out, p, text);
  return out.map((r) => {
    let s = "";
    for (let x = 0; x < cols; x++) {
      s += r.attrs[x * 4 + 1] === 4 ? "#" : r.chars[x];
    }
    return s;
  });
}

Deno.test("drawClock() draws tmux's big digits in the middle of the pane, the pane cleared", () => {
  // 30x8 pane at 2,1: x = 2 + 15 - 15, y = 1 + 4 - 3.
  const rows = draw(34, 10, { x: 2, y: 1, cols: 30, rows: 8 }, "10:27");
  assert.deepEqual(rows, [
    "x".repeat(34),
    "xx" + " ".repeat(30) + "xx",
    "xx    # #####       ##### ##### xx",
    "xx    # #   #   #       #     # xx",
    "xx    # #   #       #####     # xx",
    "xx    # #   #   #   #         # xx",
    "xx    # #####       #####     # xx",
    "xx" + " ".repeat(30) + "xx",
    "xx" + " ".repeat(30) + "xx",
    "x".repeat(34),
  ]);
});

Deno.test("drawClock() in a pane too small for big digits: the time as text, in the clock's colour", () => {
  const out = [new GridRow(12, "x"), new GridRow(12, "x")];
  drawClock(out, { x: 0, y: 0, cols: 12, rows: 2 }, "09:05");
  // tmux's place: half the width less half the text's.
  assert.equal(out[1].chars.join(""), "    09:05   ");
  assert.equal(out[1].attrs[4 * 4], 4, "blue");
  assert.equal(out[0].chars.join(""), " ".repeat(12));
});

Deno.test("clockText() is tmux's 24-hour clock-mode-style", () => {
  assert.equal(clockText(new Date(2026, 11, 5, 9, 5)), "09:05");
  assert.equal(clockText(new Date(2026, 11, 5, 23, 59)), "23:59");
});

Deno.test("clockText() in tmux's 12-hour clock-mode-style: %l:%M then AM or PM", () => {
  assert.equal(clockText(new Date(2026, 11, 5, 9, 5), true), " 9:05 AM");
  assert.equal(clockText(new Date(2026, 11, 5, 0, 30), true), "12:30 AM");
  assert.equal(clockText(new Date(2026, 11, 5, 12, 0), true), "12:00 PM");
  assert.equal(clockText(new Date(2026, 11, 5, 23, 59), true), "11:59 PM");
});

Deno.test("viewLook(): clock-mode-colour, clock-mode-style and display-panes' colours from the settings, tmux's by default", () => {
  assert.deepEqual(viewLook(defaultOptions()), DEFAULT_VIEW_LOOK);
  const o = applyOptions(defaultOptions(), {
    "clock-mode-colour": "colour39",
    "clock-mode-style": "12",
    "display-panes-colour": "green",
    "display-panes-active-colour": "yellow",
  });
  assert.deepEqual(o.warnings, []);
  assert.deepEqual(viewLook(o.options), {
    clock: 39,
    twelveHours: true,
    panes: 2,
    activePane: 3,
  });
  // default: the terminal's own colour, as tmux's (was blue, and red).
  const own = applyOptions(defaultOptions(), {
    "clock-mode-colour": "default",
    "display-panes-colour": "default",
    "display-panes-active-colour": "default",
  });
  assert.deepEqual(own.warnings, []);
  assert.deepEqual(viewLook(own.options), {
    clock: COLOR_DEFAULT,
    twelveHours: false,
    panes: COLOR_DEFAULT,
    activePane: COLOR_DEFAULT,
  });
  const out = [new GridRow(12), new GridRow(12)];
  drawClock(out, { x: 0, y: 0, cols: 12, rows: 2 }, "09:05", 39);
  // The text's first cell (the pane's middle row, centred): fg 39.
  assert.equal(out[1].chars[4], "0");
  assert.equal(out[1].attrs[4 * 4], 39);
});
