import assert from "node:assert/strict";
import { buildKeyTable } from "../../client/attach/key_table.ts";
import { listKeysCommand } from "../../client/attach/help_view.ts";

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

Deno.test("listKeysCommand(): a key the config binds has no note: its command shows", () => {
  const { table } = buildKeyTable({
    prefix: "C-a",
    bind: {
      prefix: { "x": "kill-window", "y": "new-window -n y" },
      root: {},
      copy: {},
    },
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N x"), {
    message: "C-a x kill-window",
  });
  assert.deepEqual(listKeysCommand(table, "list-keys -1N y"), {
    message: "C-a y new-window -n y",
  });
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
