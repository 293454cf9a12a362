import assert from "node:assert/strict";
import type { ClientInfo, PaneInfo } from "../../protocol/messages.ts";
import type { ScreenJson } from "../../vt/types.ts";
import { previewRows } from "../../client/attach/chooser.ts";
import { clientItem } from "../../client/attach/chooser_clients.ts";
import { clientCommand } from "../../client/attach/chooser_commands.ts";
import { drawNumber } from "../../client/attach/display_panes.ts";
import { GridRow } from "../../client/attach/screen_grid.ts";

function text(rows: GridRow[]): string[] {
  return rows.map((r) => [...r.chars].join("").trimEnd());
}

function screen(lines: string[], cursorY: number): ScreenJson {
  return {
    cols: 20,
    rows: lines.length,
    cursor: { x: 0, y: cursorY, visible: true },
    title: "",
    lines,
    cells: [],
  };
}

Deno.test("previewRows(): a screen that fits shows from its top; a taller one, the rows that end at its cursor", () => {
  const s = screen(["a", "b", "c", "d", "e"], 3);
  assert.deepEqual(text(previewRows(s, 10, 5)), ["a", "b", "c", "d", "e"]);
  assert.deepEqual(text(previewRows(s, 10, 2)), ["c", "d"]);
  assert.deepEqual(text(previewRows(screen(["x"], 0), 10, 2)), ["x", ""]);
  assert.deepEqual(text(previewRows(undefined, 4, 1)), [""]);
  assert.deepEqual(text(previewRows(screen(["abcdefgh"], 0), 4, 1)), ["abcd"]);
});

Deno.test("clientItem(): name, session, size, flags and activity", () => {
  const c: ClientInfo = {
    name: "/dev/pts/3",
    id: 4,
    tty: "/dev/pts/3",
    pid: 99,
    session: "work",
    cols: 80,
    rows: 24,
    readOnly: true,
    created: 0,
    lastActive: 1000,
    self: true,
  };
  assert.equal(
    clientItem(c, 6000),
    "/dev/pts/3: work [80x24] (read-only, this) active 5s ago",
  );
});

Deno.test("clientCommand(): the commands that act on the attach client, and no others", () => {
  assert.deepEqual(clientCommand("switch-client -n"), {
    kind: "switch",
    req: { op: "switch-client", to: "next" },
  });
  assert.deepEqual(clientCommand("switch-client -t work:2"), {
    kind: "switch",
    req: { op: "switch-client", name: "work:2" },
  });
  assert.deepEqual(clientCommand("choose-tree -w"), {
    kind: "choose-tree",
    windows: true,
  });
  assert.deepEqual(clientCommand("choose-tree -s"), {
    kind: "choose-tree",
    windows: false,
  });
  assert.deepEqual(clientCommand("choose-client"), { kind: "choose-client" });
  assert.deepEqual(clientCommand("display-panes"), { kind: "display-panes" });
  assert.equal(clientCommand("select-window -n"), null);
  assert.throws(() => clientCommand("switch-client -n -p"), /one of -t/);
});

Deno.test("drawNumber(): a pane's index in big digits in the middle of its rectangle, or plain when it is small", () => {
  const rows = Array.from({ length: 9 }, () => new GridRow(20));
  const pane: PaneInfo = {
    index: 1,
    id: 1,
    active: true,
    x: 10,
    y: 2,
    cols: 9,
    rows: 7,
    pid: 1,
    command: ["sh"],
    dead: false,
    target: "s:0.1",
  };
  drawNumber(rows, 20, pane);
  assert.deepEqual(text(rows).slice(2, 9), [
    "",
    "               █",
    "               █",
    "               █",
    "               █",
    "               █",
    "",
  ]);
  const small = Array.from({ length: 2 }, () => new GridRow(6));
  drawNumber(small, 6, { ...pane, index: 2, x: 0, y: 0, cols: 6, rows: 2 });
  assert.deepEqual(text(small), ["  2", ""]);
});
