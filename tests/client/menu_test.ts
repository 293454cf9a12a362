import assert from "node:assert/strict";
import { menuBox } from "../../client/attach/menu.ts";
import { parseMenu } from "../../client/attach/menu_spec.ts";
import { PREFIX_KEYS } from "../../client/attach/prefix_keys.ts";
import { splitCommandLine } from "../../client/commands/_command_runner.ts";
import { ATTR_FAINT, ATTR_INVERSE } from "../../vt/types.ts";

Deno.test("parseMenu() reads tmux's display-menu: options, items of three words, '' a separator", () => {
  assert.deepEqual(
    parseMenu([
      "-T",
      "t",
      "-xP",
      "-y",
      "3",
      "A",
      "a",
      "new-window",
      "",
      "B",
      "b",
      "",
    ]),
    {
      title: "t",
      x: "P",
      y: "3",
      items: [
        { name: "A", key: "a", command: "new-window" },
        null,
        { name: "B", key: "b", command: "" },
      ],
    },
  );
  // tmux's name of the key, as the menu shows it and keyName() gives it.
  assert.deepEqual(parseMenu(["Up", "S-PageUp", "x", "No", "", ""]).items, [
    { name: "Up", key: "S-PPage", command: "x" },
    { name: "No", key: "", command: "" },
  ]);
  assert.throws(() => parseMenu(["A", "a"]), /display-menu takes/);
  assert.throws(() => parseMenu(["-T"]), /display-menu takes/);
});

Deno.test("prefix < and > are tmux 3.3a's window and pane menus", () => {
  const menu = (key: string) =>
    parseMenu(splitCommandLine(PREFIX_KEYS[key]).slice(1));
  const names = (key: string) =>
    menu(key).items.map((it) => it?.name.replace(/^#\{.*\}/, "") ?? "");
  assert.deepEqual(names("<"), [
    "Swap Left",
    "Swap Right",
    "Swap Marked",
    "",
    "Kill",
    "Respawn",
    "",
    "Rename",
    "",
    "New After",
    "New At End",
  ]);
  assert.deepEqual(
    menu("<").items.filter((it) => /Mark|New After/.test(it?.name ?? "")),
    [
      {
        name: "#{?pane_marked_set,,-}Swap Marked",
        key: "s",
        command: "swap-window",
      },
      {
        name: "#{?pane_marked,Unmark,Mark}",
        key: "m",
        command: "select-pane -m",
      },
      { name: "New After", key: "w", command: "new-window -a" },
    ],
  );
  assert.deepEqual(menu("<").items[7], {
    name: "Rename",
    key: "n",
    command: `command-prompt -I '#W' "rename-window -- '%%'"`,
  });
  assert.deepEqual(names(">"), [
    "Horizontal Split",
    "Vertical Split",
    "",
    "Swap Up",
    "Swap Down",
    "Swap Marked",
    "",
    "Kill",
    "Respawn",
    "",
    "",
  ]);
  assert.equal(menu(">").items.at(-1)?.command, "resize-pane -Z");
});

Deno.test("menuBox() draws tmux's box: the title in the top border, keys at the right edge, dim items without a key", () => {
  const rows = menuBox("0:bash", [
    { name: "Swap Left", key: "l", command: "x", enabled: true },
    { name: "Swap Marked", key: "s", command: "", enabled: false },
    null,
    { name: "New At End", key: "W", command: "x", enabled: true },
  ], 0);
  assert.deepEqual(rows.map((r) => r.chars.join("")), [
    "┌─────0:bash─────┐",
    "│ Swap Left  (l) │",
    "│ Swap Marked    │",
    "├────────────────┤",
    "│ New At End (W) │",
    "└────────────────┘",
  ]);
  assert.equal(rows[1].attrs[2 * 4 + 3], ATTR_INVERSE, "the selected item");
  assert.equal(rows[2].attrs[2 * 4 + 3], ATTR_FAINT, "a dim one");
});

Deno.test("menuBox() puts a title without #[align=centre] a cell from the left corner, as tmux 3.3a's (display-menu -T T)", () => {
  const rows = menuBox(
    "T",
    [
      { name: "Alpha", key: "a", command: "", enabled: true },
    ],
    -1,
    false,
  );
  assert.equal(rows[0].chars.join(""), "┌─T─────────┐");
});
