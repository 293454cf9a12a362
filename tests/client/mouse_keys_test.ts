/**
 * Mouse events as tmux's keys: the names `Mouse.event()` gives a press,
 * a drag, its end, the wheel and double clicks, and the key table's
 * bindings of them (tmux's built-in ones, bind, unbind, any case).
 */

import assert from "node:assert/strict";
import { Mouse } from "../../client/attach/mouse.ts";
import { buildKeyTable, builtInMouse } from "../../client/attach/key_table.ts";
import type { WirePane } from "../../protocol/messages.ts";
import type { MouseReport } from "../../client/attach/mouse_report.ts";
import { keyOrder } from "../../client/attach/key_order.ts";

function pane(over: Partial<WirePane> = {}): WirePane {
  return {
    id: 0,
    index: 0,
    x: 0,
    y: 0,
    cols: 20,
    rows: 10,
    active: true,
    mouse: "none",
    encoding: "default",
    altScroll: false,
    cursorKeys: false,
    ...over,
  };
}

function at(code: number, x: number, y: number, release = false): MouseReport {
  return { code, x, y, release };
}

Deno.test("Mouse.event(): tmux's key names for a press, a drag, its end, the wheel, double and triple clicks, modifiers", () => {
  const m = new Mouse(true);
  m.setPanes([pane(), pane({ id: 1, x: 21, active: false, mouse: "button" })]);
  const keys = (r: MouseReport, copy = false, now = NaN) =>
    m.event(r, copy, now).key;
  assert.equal(keys(at(0, 2, 2)), "MouseDown1Pane");
  assert.equal(keys(at(32, 3, 2)), "MouseDrag1Pane");
  assert.equal(keys(at(32, 4, 2)), "", "a drag taken on: no more keys");
  assert.equal(keys(at(0, 4, 2, true)), "MouseDragEnd1Pane");
  assert.equal(keys(at(64, 2, 2)), "WheelUpPane");
  assert.equal(keys(at(65, 2, 2), true), "WheelDownPane");
  assert.equal(keys(at(2, 25, 2)), "MouseDown3Pane", "a program's pane");
  assert.equal(keys(at(34, 26, 2)), "MouseDrag3Pane");
  assert.equal(keys(at(2, 26, 2, true)), "MouseDragEnd3Pane");
  assert.equal(keys(at(0, 25, 2)), "MouseDown1Pane");
  assert.equal(keys(at(0, 25, 2, true)), "MouseUp1Pane");
  assert.equal(keys(at(0, 20, 2)), "MouseDown1Border");
  assert.equal(keys(at(32, 18, 2)), "MouseDrag1Border");
  assert.equal(keys(at(0, 18, 2, true)), "MouseDragEnd1Border");
  assert.equal(keys(at(8 + 2, 2, 2)), "M-MouseDown3Pane");
  assert.equal(keys(at(16, 2, 2)), "C-MouseDown1Pane");
  m.event(at(0, 2, 2, true), false);
  const click = (t: number) => {
    const k = keys(at(0, 5, 5), false, t);
    keys(at(0, 5, 5, true), false, t);
    return k;
  };
  assert.deepEqual([click(1000), click(1100), click(1200)], [
    "MouseDown1Pane",
    "DoubleClick1Pane",
    "TripleClick1Pane",
  ]);
});

Deno.test("Mouse.dragAsKeys(): a drag no binding took on goes on as MouseDrag keys, and ends as MouseDragEnd", () => {
  const m = new Mouse(true);
  m.setPanes([pane()]);
  m.event(at(0, 2, 2), false);
  assert.equal(m.event(at(32, 3, 2), false).key, "MouseDrag1Pane");
  m.dragAsKeys();
  const next = m.event(at(32, 4, 2), false);
  assert.equal(next.key, "MouseDrag1Pane");
  assert.deepEqual(
    next.actions,
    [],
    "no selection: the shell asked for nothing",
  );
  assert.equal(m.event(at(0, 4, 2, true), false).key, "MouseDragEnd1Pane");
});

Deno.test("key table: tmux's mouse bindings built in; bind and unbind them in root and copy, any case, with modifiers", () => {
  const { table, warnings } = buildKeyTable({
    bind: {
      root: {
        "mousedown1pane": "display-message hi",
        "M-MouseDown3Pane": "kill-pane",
      },
      copy: { MouseDragEnd1Pane: `send -X copy-pipe-and-cancel "xclip -i"` },
      prefix: {},
    },
    unbind: { root: ["WheelUpStatus"], copy: ["DoubleClick1Pane"], prefix: [] },
  });
  assert.deepEqual(warnings, []);
  assert.equal(
    table.lookupMouse("root", "MouseDown1Pane"),
    "display-message hi",
  );
  assert.equal(table.lookupMouse("root", "M-MouseDown3Pane"), "kill-pane");
  assert.equal(table.lookupMouse("root", "WheelUpStatus"), undefined);
  assert.equal(table.lookupMouse("copy", "DoubleClick1Pane"), undefined);
  const end = table.lookupMouse("copy", "MouseDragEnd1Pane")!;
  assert.equal(end, `send -X copy-pipe-and-cancel "xclip -i"`);
  assert.ok(!builtInMouse("copy", "MouseDragEnd1Pane", end));
  const wheel = table.lookupMouse("root", "WheelDownStatus")!;
  assert.equal(wheel, "next-window");
  assert.ok(builtInMouse("root", "WheelDownStatus", wheel));
  assert.ok(
    builtInMouse(
      "copy",
      "WheelUpPane",
      table.lookupMouse("copy", "WheelUpPane")!,
    ),
  );
  // Mouse keys take no byte: keys typed still pass straight through.
  assert.ok([...table.firstBytes].every((b) => b < 256));
  const { warnings: bad } = buildKeyTable({
    bind: { root: { MouseDown4Pane: "select-pane" }, copy: {}, prefix: {} },
  });
  assert.equal(bad.length, 1);
});

Deno.test("key order: mouse keys come after the characters and before F1, in tmux 3.3a's order", () => {
  const order = [
    "z",
    "MouseDown1Pane",
    "MouseDown1Status",
    "MouseDrag1Border",
    "WheelUpPane",
    "TripleClick1Pane",
    "F1",
    "M-MouseDown3Pane",
  ];
  const sorted = [...order].sort((a, b) => keyOrder(a) - keyOrder(b));
  assert.deepEqual(sorted, order);
});
