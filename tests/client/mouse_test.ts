import assert from "node:assert/strict";
import { Mouse, type MouseAction } from "../../client/attach/mouse.ts";
import type { MouseReport } from "../../client/attach/mouse_report.ts";
import type { WirePane } from "../../protocol/messages.ts";

const enc = new TextEncoder();

function pane(
  id: number,
  x: number,
  cols: number,
  more: Partial<WirePane> = {},
): WirePane {
  return {
    id,
    index: id,
    x,
    y: 0,
    cols,
    rows: 24,
    active: id === 0,
    mouse: "none",
    encoding: "default",
    altScroll: false,
    cursorKeys: false,
    ...more,
  };
}

// Pane 0 left (active), pane 1 right; the border at x 40.
function mouse(right: Partial<WirePane> = {}, on = true): Mouse {
  const m = new Mouse(on);
  m.setPanes([pane(0, 0, 40), pane(1, 41, 39, right)]);
  return m;
}

const at = (
  code: number,
  x: number,
  y: number,
  release = false,
): MouseReport => ({
  code,
  x,
  y,
  release,
});
const send = (pane: number, s: string): MouseAction => ({
  t: "send",
  pane,
  data: enc.encode(s),
});

Deno.test("Mouse.report(): the wheel enters copy mode, scrolls it, or goes to a program that asked", () => {
  const m = mouse({ mouse: "normal", encoding: "sgr" });
  assert.deepEqual(m.report(at(64, 5, 5), false), [{
    t: "copy-mode",
    lines: 5,
  }]);
  assert.deepEqual(m.report(at(65, 5, 5), false), [], "wheel down: nothing");
  assert.deepEqual(m.report(at(64, 5, 5), true), [{ t: "scroll", lines: 5 }]);
  assert.deepEqual(m.report(at(65, 5, 5), true), [{ t: "scroll", lines: -5 }]);
  // Over pane 1, whose program asked: there, pane-relative.
  assert.deepEqual(m.report(at(64, 45, 3), false), [send(1, "\x1b[<64;5;4M")]);
  // Over a pane not active that did not ask: copy mode there (tmux's
  // `copy-mode -e -t =`), the pane not selected.
  const n = mouse();
  assert.deepEqual(n.report(at(64, 45, 3), false), [
    { t: "copy-mode", lines: 5, pane: 1 },
  ]);
});

Deno.test("Mouse.report(): the wheel on an alternate screen with mode 1007 is arrow keys", () => {
  assert.deepEqual(mouse({ altScroll: true }).report(at(64, 45, 3), false), [
    send(1, "\x1b[A\x1b[A\x1b[A"),
  ]);
  const app = mouse({ altScroll: true, cursorKeys: true });
  assert.deepEqual(app.report(at(65, 45, 3), false), [
    send(1, "\x1bOB\x1bOB\x1bOB"),
  ]);
});

Deno.test("Mouse.report(): a click selects the pane, then goes to its program with the drag and release", () => {
  const m = mouse({ mouse: "button", encoding: "sgr" });
  assert.deepEqual(m.report(at(0, 50, 2), false), [
    { t: "select", pane: 1 },
    send(1, "\x1b[<0;10;3M"),
  ]);
  // Out of the pane while held: still to it, kept inside it.
  assert.deepEqual(m.report(at(32, 20, 2), false), [send(1, "\x1b[<32;1;3M")]);
  assert.deepEqual(m.report(at(0, 20, 2, true), false), [
    send(1, "\x1b[<0;1;3m"),
  ]);
  // A plain click on a pane that did not ask: only selects it.
  const n = mouse();
  assert.deepEqual(n.report(at(0, 50, 2), false), [{ t: "select", pane: 1 }]);
  assert.deepEqual(n.report(at(0, 50, 2, true), false), []);
  // Motion with no button goes only to a program that wants all motion.
  assert.deepEqual(m.report(at(35, 50, 2), false), []);
  const any = mouse({ mouse: "any", encoding: "sgr" });
  assert.equal(any.tracking, "any");
  assert.equal(m.tracking, "button");
  assert.deepEqual(any.report(at(35, 50, 2), false), [
    send(1, "\x1b[<35;10;3M"),
  ]);
});

Deno.test("Mouse.report(): a drag selects text, the release copies", () => {
  const m = mouse();
  assert.deepEqual(m.report(at(0, 2, 4), false), []);
  assert.deepEqual(m.report(at(32, 6, 4), false), [{
    t: "select-text",
    from: { x: 2, y: 4 },
    to: { x: 6, y: 4 },
    start: true,
  }]);
  assert.deepEqual(m.report(at(32, 7, 5), true), [{
    t: "select-text",
    from: { x: 2, y: 4 },
    to: { x: 7, y: 5 },
    start: false,
  }]);
  assert.deepEqual(m.report(at(0, 7, 5, true), true), [{ t: "copy" }]);
  // The middle button pastes; the right button does nothing.
  assert.deepEqual(m.report(at(1, 2, 4), false), [{ t: "paste" }]);
  assert.deepEqual(m.report(at(1, 2, 4, true), false), []);
  assert.deepEqual(m.report(at(2, 2, 4), false), []);
  assert.deepEqual(m.report(at(34, 6, 4), false), []);
});

Deno.test("Mouse.report(): a border drag resizes the pane left of it to follow the pointer", () => {
  const m = mouse();
  assert.deepEqual(m.report(at(0, 40, 7), false), []);
  assert.deepEqual(m.report(at(32, 30, 7), false), [{
    t: "resize",
    pane: 0,
    split: "lr",
    size: 30,
  }]);
  assert.deepEqual(m.report(at(32, 0, 7), false), [], "no pane of 0 cells");
  assert.deepEqual(m.report(at(0, 30, 7, true), false), []);
  assert.deepEqual(m.report(at(32, 20, 7), false), [], "released: over");
  // One above the other: the bottom border of the top pane, at row 10.
  const tb = new Mouse(true);
  tb.setPanes([
    { ...pane(0, 0, 80), rows: 10 },
    { ...pane(1, 0, 80), y: 11, rows: 13 },
  ]);
  tb.report(at(0, 5, 10), false);
  assert.deepEqual(tb.report(at(32, 5, 15), false), [{
    t: "resize",
    pane: 0,
    split: "tb",
    size: 15,
  }]);
});

Deno.test("Mouse.report(): a drag from a label row below the panes (pane-border-status bottom) moves the border a cell from where the pointer was, a cell apart, as tmux 3.3a's", () => {
  // tmux 3.3a's 60x12 window, labels at the bottom: pane 0 rows 0-5, its
  // label (the border) row 6, pane 1 rows 7-10, its label row 11.
  const m = new Mouse(true);
  const panes = [
    { ...pane(0, 0, 60), rows: 6 },
    { ...pane(1, 0, 60), y: 7, rows: 4 },
  ];
  m.setPanes(panes);
  assert.deepEqual(m.report(at(0, 19, 11), false), []);
  for (const y of [10, 9, 8, 7]) {
    assert.deepEqual(m.report(at(32, 19, y), false), [], `at row ${y}`);
  }
  // From row 7, next to the border at row 6: it moves with the pointer.
  const tb = (size: number) => [{ t: "resize", pane: 0, split: "tb", size }];
  assert.deepEqual(m.report(at(32, 19, 6), false), tb(5));
  assert.deepEqual(m.report(at(32, 19, 3), false), tb(2));
  assert.deepEqual(m.report(at(0, 19, 3, true), false), []);
  // Side by side, both at the bottom: a press two columns left of the
  // border, a drag to the right.
  const lr = new Mouse(true);
  lr.setPanes([
    { ...pane(0, 0, 30), rows: 11 },
    { ...pane(1, 31, 29), rows: 11 },
  ]);
  assert.deepEqual(lr.report(at(0, 28, 11), false), []);
  assert.deepEqual(lr.report(at(32, 29, 11), false), []);
  assert.deepEqual(lr.report(at(32, 30, 11), false), [{
    t: "resize",
    pane: 0,
    split: "lr",
    size: 31,
  }]);
});

Deno.test("Mouse.report(): with the mouse off only the active pane's program gets reports", () => {
  const m = new Mouse(false);
  m.setPanes([pane(0, 0, 40), pane(1, 41, 39)]);
  assert.equal(m.tracking, "none");
  m.setPanes([
    pane(0, 0, 40, { mouse: "normal", encoding: "sgr" }),
    pane(1, 41, 39, { mouse: "any", encoding: "sgr" }),
  ]);
  assert.equal(m.tracking, "normal");
  assert.deepEqual(m.report(at(64, 45, 3), false), [], "not the active pane");
  assert.deepEqual(m.report(at(64, 5, 3), false), [send(0, "\x1b[<64;6;4M")]);
  assert.deepEqual(m.report(at(0, 5, 3), false), [send(0, "\x1b[<0;6;4M")]);
  assert.deepEqual(m.report(at(0, 45, 3, true), false), [
    send(0, "\x1b[<0;40;4m"),
  ]);
});

Deno.test("Mouse.report(): a double click selects a word, a triple click a line, a fourth starts again", () => {
  const m = mouse();
  const click = (t: number, x = 2) => [
    ...m.report(at(0, x, 4), false, t),
    ...m.report(at(0, x, 4, true), false, t),
  ];
  const word = { t: "select-at", at: { x: 2, y: 4 }, line: false };
  assert.deepEqual(click(1000), []);
  assert.deepEqual(click(1200), [word]);
  assert.deepEqual(click(1400), [{ ...word, line: true }]);
  assert.deepEqual(click(1500), []);
  // Too slow, or somewhere else: a click again.
  assert.deepEqual(click(2000), []);
  assert.deepEqual(click(2100, 3), []);
  assert.deepEqual(click(2100 + 301, 3), []);
});
