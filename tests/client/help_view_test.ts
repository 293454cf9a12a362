import assert from "node:assert/strict";
import { buildKeyTable } from "../../client/attach/key_table.ts";
import { listKeys, listKeysCommand } from "../../client/attach/help_view.ts";

Deno.test("listKeysCommand() -1N KEY: the key after the prefix's name and tmux's note, as prefix / shows it", () => {
  const { table } = buildKeyTable();
  assert.deepEqual(listKeysCommand(table, "list-keys -1N x"), {
    message: "C-b x Kill the active pane",
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N C-Up"), {
    message: "C-b C-Up Resize the pane up",
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N C-b"), {
    message: "C-b C-b Send the prefix key",
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N y"), {
    message: "Unknown key: y",
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N NoSuchKey"), {
    message: "Unknown key: NoSuchKey",
  });
});

Deno.test("listKeysCommand(): a key the config binds has no note: -N has nothing for it, -aN shows its command, as tmux's", () => {
  const { table } = buildKeyTable({
    prefix: "C-a",
    bind: {
      prefix: { "x": "kill-window", "y": "new-window -n y" },
      root: {},
      copy: {},
    },
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N x"), {
    message: "Unknown key: x",
  });
  const notes = listKeysCommand(table, "list-keys -N");
  assert.ok("lines" in notes);
  assert.ok(!notes.lines.some((l) => /^C-a [xy] /.test(l)));
  const all = listKeysCommand(table, "list-keys -aN");
  assert.ok("lines" in all);
  assert.ok(all.lines.some((l) => /^C-a y +new-window -n y$/.test(l)));
});

Deno.test("listKeysCommand() -N: tmux 3.3a's keys with notes, in its order", () => {
  const { table } = buildKeyTable();
  const out = listKeysCommand(table, "list-keys -N");
  assert.ok("lines" in out);
  // tmux -f /dev/null list-keys -N, less the keys berth does not bind
  // (C customize-mode, DC and S-arrows: the visible part of the window).
  const keys = out.lines.map((l) => l.split(/ +/)[1]);
  assert.deepEqual(keys.slice(0, 8), [
    "C-b",
    "C-o",
    "C-z",
    "Space",
    "!",
    '"',
    "#",
    "$",
  ]);
  assert.deepEqual(keys.slice(-11), [
    "M-n",
    "M-o",
    "M-p",
    "M-Up",
    "M-Down",
    "M-Left",
    "M-Right",
    "C-Up",
    "C-Down",
    "C-Left",
    "C-Right",
  ]);
  assert.ok(out.lines.includes("C-b m       Toggle the marked pane"));
  assert.ok(out.lines.includes("C-b M       Clear the marked pane"));
  assert.ok(!keys.includes("<"), "tmux gives the menus no note");
});

Deno.test("listKeysCommand() without -1: lines, notes aligned as tmux's list-keys -N", () => {
  const { table } = buildKeyTable();
  const out = listKeysCommand(table, "list-keys -N");
  assert.ok("lines" in out);
  assert.ok(out.lines.includes("C-b t       Show a clock"));
  assert.ok(out.lines.includes("C-b M-Right Resize the pane right by 5"));
  const one = listKeysCommand(table, "list-keys -T prefix t");
  assert.deepEqual(one, { lines: ["bind-key -T prefix t clock-mode"] });
  assert.throws(
    () => listKeysCommand(table, "list-keys -X"),
    /list-keys takes/,
  );
  assert.throws(
    () => listKeysCommand(table, "list-keys -T nope"),
    /Table nope doesn't exist/,
  );
});

Deno.test("listKeys() and listKeysCommand() -N with prefix None: no None send-prefix line, no prefix table notes, as tmux 3.3a's", () => {
  const { table } = buildKeyTable({
    prefix: "None",
    bind: { prefix: {}, root: {}, copy: {}, off: { F12: "set -u prefix" } },
  });
  const lines = listKeys(table);
  assert.ok(
    lines.some((l) => /^bind-key -T off +F12 +set-option -u prefix$/.test(l)),
  );
  assert.deepEqual(lines.filter((l) => / None /.test(l)), []);
  // tmux's list-keys -N leaves the prefix table out when there is no
  // prefix (its keys' "C-b x" would name a key that does nothing).
  assert.deepEqual(listKeysCommand(table, "list-keys -N"), {
    message: "No key bindings",
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N x"), {
    message: "Unknown key: x",
  });
});
