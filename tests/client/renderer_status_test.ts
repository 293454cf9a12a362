import assert from "node:assert/strict";
import { Renderer } from "../../client/attach/renderer.ts";
import { GridRow } from "../../client/attach/screen_grid.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";
import { defaultStatusLine } from "../../protocol/options.ts";
import { newTerm, screenText, write } from "./_xterm_oracle.ts";

const NOW = () => new Date(2026, 11, 1, 9, 5);

function frame(seq: number, lines: string[], cursor: [number, number]) {
  const msg: UpdateMsg = {
    t: "update",
    seq,
    cols: 50,
    rows: lines.length,
    full: seq === 1,
    lines: lines.map((l, y) => [y, [[l, l.length]]]),
    cursor: [cursor[0], cursor[1], 1, "block", 1],
  };
  return msg;
}

const STATUS = {
  session: "s",
  windows: [[0, "sh", "*"], [1, "vim", "-"]] as [number, string, string][],
  pane: 0,
};

Deno.test("Renderer draws the status line below the session, messages and prompts over it", async () => {
  const r = new Renderer(50, 4, { status: "bottom", now: NOW, hostName: "h" });
  const term = newTerm(50, 4);
  assert.deepEqual(r.size, { cols: 50, rows: 3 });
  await write(term, r.begin());
  await write(
    term,
    r.frame({ ...frame(1, ["a", "b", "c"], [1, 2]), status: STATUS }),
  );
  assert.deepEqual(
    screenText(term),
    [
      "a",
      "b",
      "c",
      '[s] 0:sh* 1:vim-               "h" 09:05 01-Dec-26',
    ],
  );
  assert.deepEqual(
    [term.buffer.active.cursorX, term.buffer.active.cursorY],
    [1, 2],
  );
  assert.deepEqual(r.statusPlaceAt(5, 3), { place: "Status", window: 0 });
  assert.deepEqual(r.statusPlaceAt(11, 3), { place: "Status", window: 1 });
  assert.deepEqual(r.statusPlaceAt(11, 2), { place: "StatusDefault" });
  const msg = new GridRow(50);
  msg.chars[0] = "!";
  await write(term, r.showMessage(msg));
  assert.equal(screenText(term)[3], "!");
  const prompt = new GridRow(50);
  prompt.chars[0] = ":";
  await write(term, r.showPrompt(prompt, 1));
  assert.equal(screenText(term)[3], ":");
  assert.deepEqual(
    [term.buffer.active.cursorX, term.buffer.active.cursorY],
    [1, 3],
  );
  await write(term, r.clearPrompt());
  assert.equal(screenText(term)[3], "!");
  await write(term, r.clearMessage());
  assert.match(screenText(term)[3], /^\[s\] 0:sh\*/);
});

Deno.test("Renderer with the status line on top draws the session one row down and scrolls below it", async () => {
  const r = new Renderer(50, 4, { status: "top", now: NOW });
  const term = newTerm(50, 4);
  await write(term, r.begin());
  await write(
    term,
    r.frame({ ...frame(1, ["1", "2", "3"], [0, 2]), status: STATUS }),
  );
  await write(term, r.frame(frame(2, ["2", "3", "4"], [0, 2])));
  const text = screenText(term);
  assert.match(text[0], /^\[s\] 0:sh\* 1:vim- /);
  assert.deepEqual(text.slice(1), ["2", "3", "4"]);
});

Deno.test("Renderer.setStatusLine() draws the status line again in the new formats; tick() writes nothing when it did not change", async () => {
  let now = new Date(2026, 11, 1, 9, 5, 10);
  const r = new Renderer(50, 4, {
    status: "bottom",
    now: () => now,
    hostName: "h",
    statusLine: { ...defaultStatusLine(), "status-right": "%H:%M:%S" },
  });
  const term = newTerm(50, 4);
  await write(term, r.begin());
  await write(
    term,
    r.frame({ ...frame(1, ["a", "b", "c"], [1, 2]), status: STATUS }),
  );
  assert.match(screenText(term)[3], /09:05:10$/);
  assert.equal(r.tick().length, 0);
  now = new Date(2026, 11, 1, 9, 5, 11);
  await write(term, r.tick());
  assert.match(screenText(term)[3], /09:05:11$/);
  await write(
    term,
    r.setStatusLine({
      ...defaultStatusLine(),
      "status-left": "<#S>",
      "window-status-separator": "|",
      "status-style": "bg=blue",
    }),
  );
  assert.equal(
    screenText(term)[3],
    '<s>0:sh*|1:vim-                "h" 09:05 01-Dec-26',
  );
  const cell = term.buffer.active.getLine(3)!.getCell(20)!;
  assert.equal(cell.getBgColor(), 4);
  assert.deepEqual(
    [term.buffer.active.cursorX, term.buffer.active.cursorY],
    [1, 2],
  );
});

Deno.test("Renderer.windowX() is a window's first column on the status line as the user's formats lay it out (display-menu -x W)", async () => {
  const r = new Renderer(50, 4, {
    status: "bottom",
    now: NOW,
    hostName: "h",
    statusLine: {
      ...defaultStatusLine(),
      "status-left": "#[bg=red] [#S] long left ",
      "status-left-length": 20,
    },
  });
  const term = newTerm(50, 4);
  await write(term, r.begin());
  await write(
    term,
    r.frame({ ...frame(1, ["a", "b", "c"], [1, 2]), status: STATUS }),
  );
  const line = screenText(term)[3];
  assert.match(line, /^ \[s\] long left 0:sh\* 1:vim- /);
  assert.equal(r.windowX(), line.indexOf("0:sh"), "the shown window's");
  assert.equal(r.windowX("s:1"), line.indexOf("1:vim"), "-t's window");
  assert.equal(r.windowX("s:7"), 0, "not on the line: 0, as tmux's");
});
