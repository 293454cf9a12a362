/**
 * End to end: the mouse through a real pty acting as the user's terminal,
 * read by a VT oracle. The test writes SGR mouse reports as a terminal
 * sends them (`CSI < 0;10;5 M` press, `CSI < 32;... M` drag, `... m`
 * release, `CSI < 64;... M` wheel up): the wheel scrolls into copy mode
 * and out; a drag copies a paste buffer, a double click a word; a click selects a pane; a program
 * that asked for mouse reports gets them relative to its pane; mode 1007
 * on the alternate screen turns the wheel into arrow keys; a border drag
 * resizes panes; `mouse = false` leaves mouse reporting off; all of it with
 * the status line at the top, the bottom or off, and on a panned client; a
 * click on the status line selects a window; the mouse over a chooser.
 */

import assert from "node:assert/strict";
import {
  catCommand,
  catSession,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";
import {
  copyOffset as offset,
  mouseReporting,
  sgrMouse as sgr,
  sizedBerthTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, name: string, cols = 80, rows = 24) {
  return sizedBerthTerminal(d, { cols, rows }, "attach", name);
}

Deno.test("mouse: the wheel scrolls into copy mode and out; a drag copies a paste buffer, a double click a word", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m", "--", ...SHELL);
  await using t = attach(d, "m", 40, 10);
  await t.waitText(/^\$/m);
  // On by default: presses, releases and drags (1002) as SGR.
  await mouseReporting(t);
  await t.write("seq 1 40\r");
  await t.waitText(/^40$/m);
  // As tmux 3.3a's: the first notch enters copy mode ([0/N], scrolled
  // nothing: its root table's copy-mode -e), the next ones scroll 5 lines
  // (the copy table's send -X -N 5 scroll-up).
  await t.write(sgr(64, 10, 4));
  await waitFor(() => offset(t) === 0, 15_000, "copy mode, at the bottom");
  await t.write(sgr(64, 10, 4));
  await waitFor(() => offset(t) === 5, 15_000, "5 lines up");
  await t.write(sgr(64, 10, 4));
  await waitFor(() => offset(t) === 10, 15_000, "10 lines up");
  await t.write(sgr(65, 10, 4) + sgr(65, 10, 4));
  // Back at the bottom: copy mode is over, typing reaches the shell.
  await waitFor(() => offset(t) === null, 15_000, "copy mode left");
  await t.write("clear; echo 'hello mouse world'\r");
  await t.waitText(/^hello mouse world$/m);
  const y = t.lines().indexOf("hello mouse world");
  await t.write(sgr(0, 6, y));
  await t.write(sgr(32, 8, y));
  await t.write(sgr(32, 10, y));
  await waitFor(
    () => t.term.buffer.active.getLine(y)!.getCell(8)!.getBgColor() === 3,
    15_000,
    "the selection drawn in mode-style (yellow), as tmux 3.3a",
  );
  await t.write(sgr(0, 10, y, true));
  await t.waitText(/copied 5 bytes/);
  assert.equal(await d.ok("show-buffer"), "mouse");
  // A double click copies the word under it, a moment later.
  const click = sgr(0, 13, y) + sgr(0, 13, y, true);
  await t.write(click + click);
  await waitFor(
    async () => (await d.ok("show-buffer")) === "world",
    15_000,
    "the word copied",
  );
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
  assert.equal(t.term.modes.mouseTrackingMode, "none", "restored");
});

Deno.test("mouse: a click selects a pane and reaches its program, pane-relative; a border drag resizes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m", "--", ...SHELL);
  await d.ok(
    "split-window",
    "-h",
    "-t",
    "m",
    "--",
    ...catCommand(false, "\\033[?1002h\\033[?1006h"),
  );
  await using t = attach(d, "m");
  await t.waitText(/ready/);
  await d.ok("select-pane", "-t", "m:0.0");
  const right = (await d.panes("m"))[1];
  assert.equal(right.x, 41);
  // A click on the right pane: selected, and its program gets the press
  // and release at its own (5, 3), 1-based on the wire.
  await t.write(sgr(0, right.x + 4, 2) + sgr(0, right.x + 4, 2, true));
  await t.waitText(/\^\[\[<0;5;3M\^\[\[<0;5;3m/);
  assert.ok((await d.panes("m"))[1].active, "the click selected it");
  // The wheel over it goes there too.
  await t.write(sgr(64, right.x, 0));
  await t.waitText(/\^\[\[<64;1;1M/);
  // A click on the left pane (a shell, no mouse mode) selects it.
  await t.write(sgr(0, 3, 3) + sgr(0, 3, 3, true));
  await waitFor(
    async () => (await d.panes("m"))[0].active,
    15_000,
    "the left pane selected",
  );
  // The wheel over the right pane still goes to its program; the left
  // pane stays the active one.
  await t.write(sgr(65, right.x + 2, 1));
  await waitFor(
    async () =>
      (await d.ok("capture", "-t", "m:0.1")).replaceAll("\n", "")
        .includes("^[[<65;3;2M"),
    15_000,
    "the wheel in the right pane",
  );
  assert.ok((await d.panes("m"))[0].active);
  // Dragging the border (column 40) to column 30.
  await t.write(sgr(0, 40, 5) + sgr(32, 35, 5) + sgr(32, 30, 6));
  await t.write(sgr(0, 30, 6, true));
  await waitFor(
    async () => (await d.panes("m"))[0].cols === 30,
    15_000,
    "the left pane 30 wide",
  );
  assert.equal((await d.panes("m"))[1].x, 31);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("mouse: the wheel is arrow keys on an alternate screen with mode 1007, in the encoding a program asked for otherwise", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "m", false, "\\033[?1049h\\033[?1007h");
  await using t = attach(d, "m", 40, 10);
  await t.waitText(/ready/);
  await t.write(sgr(64, 3, 3));
  await t.waitText(/\^\[\[A\^\[\[A\^\[\[A/);
  assert.equal(offset(t), null, "no copy mode");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
  // The default encoding of mode 1000: CSI M and three bytes.
  await catSession(d, "x", false, "\\033[?1000h");
  await using u = attach(d, "x", 40, 10);
  await u.waitText(/ready/);
  await u.write(sgr(0, 2, 1) + sgr(0, 2, 1, true));
  // cat -v: 32 is a space, 35 '#', 33 + 2 is '#', 33 + 1 is '"'.
  await u.waitText(/\^\[\[M #"\^\[\[M##"/);
  await u.write("\x02d");
  assert.equal((await u.waitExit()).code, 0);
});

Deno.test("mouse: mouse = false in config.toml leaves mouse reporting off", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig("mouse = false\n");
  await d.ok("new", "-d", "-s", "m", "--", ...SHELL);
  await using t = attach(d, "m", 40, 10);
  await t.waitText(/^\$/m);
  await t.write("echo up\r");
  await t.waitText(/^up$/m);
  assert.equal(t.term.modes.mouseTrackingMode, "none");
  assert.ok(!t.rawText().includes("\x1b[?1002h"), "never turned on");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

// The mouse with the status line at the top, at the bottom and off, and
// on a smaller client that pans to follow the cursor: reports come at the
// outer terminal's cells, and what they do must be at the window's (a
// drag copies the rows dragged over, in copy mode inside a pane below
// another; a program gets reports relative to its pane; a border drag
// follows the pointer; a click on the status line's window list selects
// that window). Then the mouse over a chooser and the : prompt.

const MODES = "\\033[?1002h\\033[?1006h";

async function activeWindow(d: TestDaemon, s: string): Promise<number> {
  const ws = JSON.parse(await d.ok("list-windows", "-t", s, "--json"));
  return ws.findIndex((w: { active: boolean }) => w.active);
}

for (const status of ["top", "bottom", "off"] as const) {
  Deno.test(`mouse with status = ${status}: a drag copies the rows dragged over, reports are pane-relative, a border drag follows, a status click selects a window`, async () => {
    await using d = await TestDaemon.create();
    await d.writeConfig(`status = "${status}"\n`);
    // The top pane asks for reports; the bottom one is a shell.
    await d.ok("new", "-d", "-s", "m", "--", ...catCommand(false, MODES));
    await d.ok("split-window", "-v", "-t", "m", "--", ...SHELL);
    await using t = attach(d, "m");
    const top = status === "top" ? 1 : 0; // the window's first outer row
    await t.waitText(/ready/);
    await t.waitText(/^\$/m);
    await t.write("seq 1 100\r");
    await t.waitText(/^100$/m);
    const [upper, lower] = await d.panes("m");
    // A drag over the rows showing 98, 99 and 100, in the lower pane.
    const y98 = t.lines().indexOf("98");
    assert.equal(t.lines()[y98 + 2], "100", t.text());
    assert.ok(y98 - top >= lower.y, "in the lower pane");
    await t.write(sgr(0, 0, y98) + sgr(32, 1, y98 + 1) + sgr(32, 2, y98 + 2));
    await waitFor(
      () =>
        t.term.buffer.active.getLine(y98 + 1)!.getCell(0)!.getBgColor() === 3,
      15_000,
      "the selection drawn in mode-style (yellow), as tmux 3.3a",
    );
    await t.write(sgr(0, 2, y98 + 2, true));
    await waitFor(
      async () => (await d.cli("show-buffer")).stdout === "98\n99\n100",
      15_000,
      "98 to 100 copied",
    );
    await waitFor(
      () => !/\[\d+\/\d+\]/.test(t.text()),
      15_000,
      "copy mode left",
    );
    // A click in the upper pane: its program gets it at its own (5, 3).
    await t.write(
      sgr(0, 4, upper.y + 2 + top) + sgr(0, 4, upper.y + 2 + top, true),
    );
    await t.waitText(/\^\[\[<0;5;3M\^\[\[<0;5;3m/);
    // The border (the row under the upper pane) dragged two rows up.
    const border = upper.y + upper.rows + top;
    await t.write(sgr(0, 10, border) + sgr(32, 10, border - 1));
    await t.write(sgr(32, 10, border - 2) + sgr(0, 10, border - 2, true));
    await waitFor(
      async () => (await d.panes("m"))[0].rows === upper.rows - 2,
      15_000,
      "the border moved two rows up",
    );
    if (status !== "off") {
      // A second window; a click on "0:" in the status line goes back.
      await d.ok("new-window", "-t", "m", "--", ...SHELL);
      const sy = status === "top" ? 0 : 23;
      await waitFor(() => / 1:bash\*/.test(t.lines()[sy]), 15_000, "window 1");
      const x = t.lines()[sy].indexOf("0:");
      await t.write(sgr(0, x + 1, sy) + sgr(0, x + 1, sy, true));
      await waitFor(
        async () => (await activeWindow(d, "m")) === 0,
        15_000,
        "window 0 selected by a click",
      );
      // The wheel over a window's name: the next window (on the line's
      // blank middle, tmux's WheelDownStatusDefault, bound to nothing).
      await t.write(sgr(65, 40, sy) + sgr(65, x + 1, sy));
      await waitFor(
        async () => (await activeWindow(d, "m")) === 1,
        15_000,
        "window 1 by the wheel",
      );
    }
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  });
}

Deno.test("mouse on a smaller client panned to follow the cursor: a report is at the session's cell", async () => {
  await using d = await TestDaemon.create();
  // The cursor ends at the bottom of a 29-row screen.
  const down = "\\n".repeat(40);
  await d.ok("new", "-d", "-s", "m", "--", ...catCommand(false, MODES + down));
  await using small = attach(d, "m", 80, 24);
  await small.waitText(/ready/);
  await using big = attach(d, "m", 100, 30);
  await big.waitText(/ready/);
  await waitFor(
    async () => (await d.panes("m"))[0].rows === 29,
    15_000,
    "the big client's size",
  );
  // The small one shows rows 6 to 28 (23 above its status line): a press
  // at its row 2 is the session's row 8.
  await waitFor(
    () => /\[0,6\]/.test(small.lines()[23]),
    15_000,
    "the small client panned down 6 rows",
  );
  await small.write(sgr(0, 4, 2) + sgr(0, 4, 2, true));
  await big.waitText(/\^\[\[<0;5;9M\^\[\[<0;5;9m/);
  await small.write("\x02d");
  assert.equal((await small.waitExit()).code, 0);
  await big.write("\x02d");
  assert.equal((await big.waitExit()).code, 0);
});

Deno.test("mouse over a chooser: a click puts its cursor on the line, the wheel moves it; over the : prompt it types nothing", async () => {
  await using d = await TestDaemon.create();
  for (const n of ["one", "two", "three"]) {
    await d.ok("new", "-d", "-s", n, "--", ...SHELL);
  }
  await using t = attach(d, "one");
  await t.waitText(/^\$/m);
  await t.write("\x02s");
  // By name, as tmux's: one, three, two.
  await t.waitText(/^\(2\) \+ two: 1 window *$/m);
  const y = t.lines().findIndex((l) => l.startsWith("(2) + two"));
  await t.write(sgr(0, 5, y) + sgr(0, 5, y, true));
  await t.waitText(/^─ two ─+$/m);
  await t.write(sgr(64, 5, y)); // wheel up: the line above
  await t.waitText(/^─ three ─+$/m);
  await t.write("\r");
  await waitFor(
    async () =>
      JSON.parse(await d.ok("list-clients", "--json"))[0]?.session === "three",
    15_000,
    "the client in three",
  );
  await waitFor(() => !/^\(0\)/m.test(t.text()), 15_000, "chooser gone");
  // Reports while the prompt is open neither type nor run anything.
  await t.write("\x02:");
  await waitFor(() => /^: *$/.test(t.lines()[23]), 15_000, "the prompt");
  await t.write(sgr(0, 3, 23) + sgr(0, 3, 23, true) + sgr(64, 3, 5));
  await t.write("rename-session renamed\r");
  await waitFor(
    async () => (await d.cli("has-session", "-t", "renamed")).code === 0,
    15_000,
    "three renamed from the prompt",
  );
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("mouse off: the mouse a pane's program asked for is still asked of the terminal after berth upgrade, the program idle", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m", "--", ...SHELL);
  await d.ok("set", "-g", "mouse", "off");
  await using t = attach(d, "m");
  await t.waitText(/^\$/m);
  await t.write("printf '\\033[?1000h\\033[?1006h'; cat\r");
  await waitFor(
    () => Promise.resolve(t.term.modes.mouseTrackingMode === "vt200"),
    15_000,
    "the pane's mouse asked of the terminal",
  );
  await d.ok("upgrade");
  // The client resumed on the new daemon and drew its screen: a status
  // line set after the upgrade comes in a frame after the restored one
  // (the terminal asked for the mouse already, a wait for it alone passes
  // before the client has resumed).
  await d.ok("set", "-g", "status-right", "after-upgrade");
  await t.waitText(/after-upgrade$/m);
  assert.equal(
    t.term.modes.mouseTrackingMode,
    "vt200",
    "the mouse asked again",
  );
});
