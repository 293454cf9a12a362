import assert from "node:assert/strict";
import {
  ChooserTree,
  itemTarget,
  labelled,
} from "../../client/attach/chooser_tree.ts";
import { ListCursor } from "../../client/attach/chooser_list.ts";
import { sessionInfo } from "./_session_info.ts";

const SESSIONS = [
  sessionInfo("one", [{ active: true }], 1),
  sessionInfo("two", [{ name: "vim" }, {
    name: "logs",
    active: true,
    panes: 2,
  }]),
];

Deno.test("ChooserTree (prefix s): sessions collapsed, the current one selected, window count and attached mark", () => {
  const t = new ChooserTree(SESSIONS, "two", false);
  assert.deepEqual(labelled(t.items), [
    "(0) + one: 1 window (attached)",
    "(1) + two: 2 windows",
  ]);
  assert.equal(itemTarget(t.selected!), "two");
});

Deno.test("ChooserTree (prefix w): every session expanded, the current session's shown window selected", () => {
  const t = new ChooserTree(SESSIONS, "two", true);
  assert.deepEqual(t.items.map((i) => i.text), [
    "- one: 1 window (attached)",
    "  └─> 0: sh* (1 pane)",
    "- two: 2 windows",
    "  ├─> 0: vim (1 pane)",
    "  └─> 1: logs* (2 panes)",
  ]);
  assert.equal(itemTarget(t.selected!), "two:1");
});

Deno.test("ChooserTree.expand() and collapse(): Right shows a session's windows, Left on a window hides them and selects the session", () => {
  const t = new ChooserTree(SESSIONS, "one", false);
  t.list.move(1);
  t.expand();
  assert.equal(t.items.length, 4);
  t.list.move(1);
  assert.equal(itemTarget(t.selected!), "two:0");
  t.collapse();
  assert.equal(t.items.length, 2);
  assert.equal(itemTarget(t.selected!), "two");
});

Deno.test("ChooserTree: Right on a window lists its panes as tmux's, Left hides them; a pane's line is its target's pane", () => {
  const t = new ChooserTree(SESSIONS, "two", true);
  assert.equal(t.expand(), "two:1"); // the shown window, selected
  // Its panes come from the daemon (list-panes) after the Right.
  t.setPanes("two:1", [
    { index: 0, active: false, command: "bash" },
    { index: 1, active: true, command: "vim" },
  ]);
  assert.deepEqual(t.items.slice(3).map((i) => i.text), [
    "  ├─> 0: vim (1 pane)",
    "  └─> 1: logs* (2 panes)",
    "      ├─> 0: bash",
    "      └─> 1: vim*",
  ]);
  assert.equal(itemTarget(t.selected!), "two:1", "still on the window");
  t.list.move(2);
  assert.deepEqual(
    [t.selected!.isPane, itemTarget(t.selected!), t.selected!.pane],
    [true, "two:1", 1],
  );
  assert.equal(t.expand(), null, "a pane has nothing to expand");
  // Fetched again (the chooser's refresh): the cursor stays on the pane.
  assert.deepEqual(t.openWindows, ["two:1"]);
  t.setPanes("two:1", [
    { index: 0, active: true, command: "bash" },
    { index: 1, active: false, command: "less" },
  ]);
  assert.equal(t.selected!.text, "      └─> 1: less");
  t.collapse(); // Left on a pane: its window's panes go, the window selected
  assert.equal(t.items.length, 5);
  assert.equal(itemTarget(t.selected!), "two:1");
  t.collapse(); // again: the session's windows
  assert.equal(itemTarget(t.selected!), "two");
  // A window not the last one draws its stem past its panes.
  const u = new ChooserTree(SESSIONS, "two", true);
  u.list.move(-1);
  assert.equal(u.expand(), "two:0");
  u.setPanes("two:0", [{ index: 0, active: true, command: "vim" }]);
  assert.equal(u.items[4].text, "  │   └─> 0: vim*");
});

Deno.test("ChooserTree.update(): the cursor stays on its item when sessions come and go; exited sessions are left out", () => {
  const t = new ChooserTree(SESSIONS, "two", false);
  const gone = { ...sessionInfo("old", [{}]), exit: { code: 0, signal: null } };
  t.update([sessionInfo("aaa", [{}]), gone, ...SESSIONS]);
  assert.deepEqual(t.items.map((i) => i.session), ["aaa", "one", "two"]);
  assert.equal(itemTarget(t.selected!), "two");
  t.update([SESSIONS[0]]);
  assert.equal(itemTarget(t.selected!), "one", "its item gone: still in range");
});

Deno.test("ListCursor: one step wraps around, a page stops at the ends, scroll() keeps the cursor in view", () => {
  const l = new ListCursor();
  l.resize(10);
  l.move(-1);
  assert.equal(l.cursor, 9);
  l.move(1);
  assert.equal(l.cursor, 0);
  l.move(-5);
  assert.equal(l.cursor, 0);
  l.move(7);
  assert.equal(l.scroll(3), 5);
  l.jump(true);
  assert.equal(l.scroll(3), 7);
  l.jump(false);
  assert.equal(l.scroll(3), 0);
});

Deno.test("ChooserTree with find-window's panes lists only their windows, each with its pane", () => {
  const found = new Map([["two:1", 1]]);
  const tree = new ChooserTree(SESSIONS, "one", true, found);
  assert.deepEqual(tree.items.map((it) => it.text), [
    "- two: 2 windows",
    "  └─> 1: logs* (2 panes)",
  ]);
  assert.equal(tree.items[1].pane, 1);
  assert.equal(tree.list.cursor, 0, "the current window is not listed");
});
