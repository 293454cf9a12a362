import assert from "node:assert/strict";
import type {
  ClientInfo,
  PaneInfo,
  WindowPreview,
} from "../../protocol/messages.ts";
import { RUN_WIDE } from "../../vt/types.ts";
import { Chooser, previewRows } from "../../client/attach/chooser.ts";
import { clientItem } from "../../client/attach/chooser_clients.ts";
import {
  clientCommand,
  newSessionLine,
} from "../../client/attach/chooser_commands.ts";
import {
  ListMouse,
  type OverlayHost,
  OverlayKeys,
  type OverlayResult,
} from "../../client/attach/chooser_overlay.ts";
import { Renderer } from "../../client/attach/renderer.ts";
import { ListCursor } from "../../client/attach/chooser_list.ts";
import { sessionInfo } from "./_session_info.ts";
import { defaultKeyTable } from "../../client/attach/key_table.ts";
import { drawNumber } from "../../client/attach/display_panes.ts";
import { GridRow, WIDE_TAIL } from "../../client/attach/screen_grid.ts";

function text(rows: GridRow[]): string[] {
  return rows.map((r) =>
    r.chars.filter((c) => c !== WIDE_TAIL).join("").trimEnd()
  );
}

Deno.test("previewRows(): the preview's rows cut at the right edge, blank below them", () => {
  const preview: WindowPreview = {
    cols: 20,
    rows: 5,
    top: 3,
    lines: [[["abcdefgh", 8]], [["x", 1], ["界", 2, -1, -1, RUN_WIDE]]],
  };
  assert.deepEqual(text(previewRows(preview, 4, 3)), ["abcd", "x界", ""]);
  assert.deepEqual(text(previewRows(preview, 2, 2)), ["ab", "x"]);
  assert.deepEqual(text(previewRows(undefined, 4, 1)), [""]);
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
    suspended: false,
    created: 0,
    lastActive: 1000,
    self: true,
  };
  assert.equal(
    clientItem(c, 6000),
    "/dev/pts/3: work [80x24] (read-only, this) active 5s ago",
  );
  assert.equal(
    clientItem({ ...c, readOnly: false, suspended: true, self: false }, 6000),
    "/dev/pts/3: work [80x24] (suspended) active 5s ago",
  );
});

Deno.test("newSessionLine(): new-session from a key prints the name to switch to, unless it stays detached or prints itself", () => {
  assert.deepEqual(newSessionLine("new"), {
    line: "new -P -F '#{session_name}'",
    name: null,
  });
  assert.deepEqual(newSessionLine("new-session -s 'a b' -- vim"), {
    line: "new-session -P -F '#{session_name}' -s 'a b' -- vim",
    name: "a b",
  });
  assert.equal(newSessionLine("new -A -d -s x")?.name, "x");
  for (
    const stays of [
      "new -d",
      "new -P",
      "new -F '#S'",
      "new --json",
      "new ; split-window",
      "new -Q",
      "new-window",
    ]
  ) assert.equal(newSessionLine(stays), null, stays);
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
  assert.deepEqual(clientCommand("choose-buffer -Z"), {
    kind: "choose-buffer",
  });
  assert.deepEqual(clientCommand("clock-mode"), { kind: "clock-mode" });
  assert.deepEqual(clientCommand("find-window -Z -- 'a b'"), {
    kind: "find-window",
    req: { op: "find-window", match: "a b" },
  });
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

Deno.test("OverlayKeys.feed(): the keys typed after the one that leaves go on, as typed", () => {
  const keys = new OverlayKeys(defaultKeyTable());
  const seen: string[] = [];
  const r = keys.feed(new TextEncoder().encode("jq\x02:x"), (k) => {
    seen.push(k.name);
    return k.name === "q" ? { leave: { rest: new Uint8Array(0) } } : null;
  });
  assert.deepEqual(seen, ["j", "q"]);
  assert.deepEqual(r?.leave?.rest, new TextEncoder().encode("\x02:x"));
});

/**
 * A chooser over sessions one (shown) and two, its list answered; `asked`:
 * its requests since, each with the answer's callback.
 */
function chooserOfTwo() {
  const asked: { op: string; then: (a: unknown) => OverlayResult }[] = [];
  const host: OverlayHost = {
    request: (req, then) =>
      void asked.push({
        op: req.op,
        then: then as (a: unknown) => OverlayResult,
      }),
    later: () => {},
    session: "one",
    keys: defaultKeyTable(),
  };
  const renderer = new Renderer(80, 24);
  renderer.begin();
  const c = new Chooser(renderer, host, false);
  c.start();
  asked.shift()!.then({
    sessions: [
      sessionInfo("one", [{ active: true }]),
      sessionInfo("two", [{}]),
    ],
  });
  return { c, asked };
}

Deno.test("Chooser: keys typed after Enter, until the switch is answered, go to the session after it (prefix d right after Enter detaches, as tmux's choose-tree has left by then)", () => {
  const { c, asked } = chooserOfTwo();
  asked.length = 0; // its preview
  assert.equal(c.keys(new TextEncoder().encode("j\r")).leave, undefined);
  const sw = asked.find((a) => a.op === "switch-client")!;
  assert.ok(sw, "Enter asks to switch");
  // Typed while the switch is on its way: the prefix, then d.
  assert.deepEqual(c.keys(Uint8Array.of(0x02)), {});
  assert.deepEqual(c.keys(new TextEncoder().encode("d")), {});
  const r = sw.then({});
  assert.deepEqual([...r.leave!.rest], [0x02, 0x64], "for the session");
});

Deno.test("Chooser: a switch that fails shows its failure, and the keys typed meanwhile move the chooser's cursor", () => {
  const { c, asked } = chooserOfTwo();
  asked.length = 0;
  c.keys(new TextEncoder().encode("j\r"));
  const sw = asked.find((a) => a.op === "switch-client")!;
  c.keys(new TextEncoder().encode("k"));
  const r = sw.then(new Error("can't find session: two"));
  assert.equal(r.leave, undefined);
  const screen = new TextDecoder().decode(r.out);
  assert.match(screen, /can't find session: two/);
  assert.match(screen, /\(0\) \+ one/);
});

Deno.test("ListMouse.report(): a double click chooses the line of its second press, wherever the first was (tmux 3.3a's DoubleClick1Pane is at the second press)", () => {
  const list = new ListCursor();
  list.resize(5);
  const mouse = new ListMouse();
  const press = (y: number) => ({ code: 0, x: 3, y, release: false });
  assert.equal(mouse.report(list, press(1), 5, 1000), true);
  assert.equal(list.cursor, 1);
  assert.equal(mouse.report(list, press(3), 5, 1200), "enter");
  assert.equal(list.cursor, 3);
  // Too late for a double click: a click, then one more makes a double.
  assert.equal(mouse.report(list, press(0), 5, 5000), true);
  assert.equal(mouse.report(list, press(2), 5, 5400), true);
  assert.equal(list.cursor, 2);
  assert.equal(mouse.report(list, press(2), 5, 5500), "enter");
  // Below the last line: no press, no double click after it.
  assert.equal(mouse.report(list, press(4), 5, 9000), true);
  assert.equal(mouse.report(list, { ...press(7) }, 5, 9100), false);
  assert.equal(list.cursor, 4);
});
