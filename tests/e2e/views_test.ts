/**
 * End to end: tmux's prefix keys that open views, in an attach client in
 * a pty the test owns (read by xterm.js): `=` the buffer chooser, `f`
 * find-window's prompt and chooser, `t` the clock, `/` a key's note; and
 * the daemon's `find-window` request that the chooser's list comes from.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { berthTerminal, type UserTerminal } from "../_helpers/user_terminal.ts";
import { clockText, drawClock } from "../../client/attach/clock_mode.ts";
import { GridRow } from "../../client/attach/screen_grid.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** Session `name` running bash, its screen showing `MARK-42`. */
async function session(d: TestDaemon, name: string): Promise<void> {
  await d.ok("new", "-d", "-s", name, "--", ...SHELL);
  await d.ok("send", "-t", name, "echo MARK-$((6*7))\n");
  await d.ok("wait", "-t", name, "--text", "^MARK-42$");
}

async function attached(d: TestDaemon, name: string): Promise<UserTerminal> {
  const t = berthTerminal(d, "attach", name);
  await t.waitText(/^MARK-42 *$/m);
  return t;
}

Deno.test("prefix =: the buffers newest first with a preview; t tags, d deletes, Enter pastes into the pane", async () => {
  await using d = await TestDaemon.create();
  await session(d, "one");
  await d.ok("set-buffer", "-b", "cmd", "echo PASTED-$((2*4))");
  await d.ok("set-buffer", "-b", "old", "first line\nsecond line");
  await d.ok("set-buffer", "-b", "gone", "delete me");
  await using t = await attached(d, "one");
  await t.write("\x02=");
  await t.waitText(
    /^\(0\) gone: \d\d:\d\d: delete me *\n\(1\) old: \d\d:\d\d: first line\\nsecond line *\n\(2\) cmd: \d\d:\d\d: echo PASTED/m,
  );
  await t.waitText(/^─ gone ─+\ndelete me *$/m);
  await t.write("t"); // tags gone, moves to old: its lines in the preview
  await t.waitText(/^\(0\) gone\*: /m);
  await t.waitText(/^─ old ─+\nfirst line *\nsecond line *$/m);
  await t.write("\x1b[A"); // Up, to gone
  await t.write("d");
  await t.waitText(/^\(0\) old: \d\d:\d\d: first line/m);
  assert.doesNotMatch(await d.ok("list-buffers"), /gone/);
  await t.write("\x1b[B\r"); // Down to cmd, Enter: pasted into the shell
  await waitFor(() => !/^\(0\)/m.test(t.text()), 15_000, "chooser gone");
  await t.write("\r");
  await d.ok("wait", "-t", "one", "--text", "^PASTED-8$");
});

Deno.test("prefix f: the prompt, then the windows whose screen, name or title matches; Enter goes to the pane found", async () => {
  await using d = await TestDaemon.create();
  await session(d, "one");
  await d.ok("new-window", "-d", "-t", "one", "-n", "logs", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "one", "-n", "edit", "--", ...SHELL);
  await d.ok("split-window", "-d", "-t", "one:2", "--", ...SHELL);
  await d.ok("send", "-t", "one:2.1", "echo NEEDLE-$((40+2))-here\n");
  await d.ok("wait", "-t", "one:2.1", "--text", "^NEEDLE-42-here$");
  await using t = await attached(d, "one");
  await t.write("\x02f");
  await t.waitText(/^\(find-window\) *$/m);
  await t.write("NEEDLE-42\r");
  // Only window 2 (its pane 1's screen matches), under its session.
  await t.waitText(
    /^\(0\) - one: 3 windows \(attached\) *\n\(1\)\s+└─> 2: edit \(2 panes\) *\n *\n/m,
  );
  await t.write("1");
  const panes = async () =>
    JSON.parse(await d.ok("list-panes", "-t", "one:2", "--json"));
  await waitFor(
    async () => (await panes())[1]?.active === true,
    15_000,
    "pane 2.1 active",
  );
  await waitFor(
    async () =>
      (await d.ok("display-message", "-p", "-t", "one", "#I")).trim() === "2",
    15_000,
    "window 2 shown",
  );
  // A name (glob in it), and nothing found: every window, as tmux's.
  await t.write("\x02f");
  await t.waitText(/^\(find-window\) *$/m);
  await t.write("l?g\r");
  await t.waitText(/^\(1\)\s+└─> 1: logs \(1 pane\) *\n *\n/m);
  await t.write("q");
  await waitFor(() => !/^\(0\)/m.test(t.text()), 15_000, "chooser gone");
  await t.write("\x02f");
  await t.waitText(/^\(find-window\) *$/m);
  await t.write("no-such-text\r");
  await t.waitText(/^\(3\)\s+└─> 2: edit/m);
  await t.waitText(/^─ one:2 \(filter: no matches\) ─+$/m);
});

Deno.test("the daemon's find-window: content, name and title apart, a regular expression, case ignored", async () => {
  await using d = await TestDaemon.create();
  await session(d, "one");
  await d.ok("rename-window", "-t", "one:0", "Builder");
  await d.ok("new-window", "-d", "-t", "one", "-n", "other", "--", ...SHELL);
  await d.ok(
    "send",
    "-t",
    "one:1",
    "printf '\\033]2;Some Title\\007'; echo build-99\n",
  );
  await d.ok("wait", "-t", "one:1", "--text", "^build-99$");
  await using conn = await d.connect();
  const find = async (match: string, more: Record<string, boolean> = {}) =>
    (await conn.request({ op: "find-window", match, ...more })).panes
      .map((p) => `${p.session}:${p.window}.${p.pane}`).join(" ");
  assert.equal(await find("uild"), "one:0.0 one:1.0"); // a name, a screen
  assert.equal(await find("uild", { name: true }), "one:0.0");
  assert.equal(await find("uild", { content: true }), "one:1.0");
  assert.equal(await find("build", { name: true }), "");
  assert.equal(
    await find("build", { name: true, ignoreCase: true }),
    "one:0.0",
  );
  assert.equal(await find("Some Title", { title: true }), "one:1.0");
  assert.equal(await find("^build-[0-9]+$", { regex: true }), "one:1.0");
  await assert.rejects(
    conn.request({ op: "find-window", match: "(a", regex: true }),
    /regular expression/,
  );
});

// The screen's rows with each cell of blue background as `#`.
function blueRows(t: UserTerminal): string[] {
  const buf = t.term.buffer.active;
  const out: string[] = [];
  for (let y = 0; y < t.term.rows; y++) {
    const line = buf.getLine(buf.viewportY + y);
    let row = "";
    for (let x = 0; x < t.term.cols; x++) {
      const c = line?.getCell(x);
      const blue = c?.isBgPalette() && c.getBgColor() === 4;
      row += blue ? "#" : " ";
    }
    out.push(row.trimEnd());
  }
  return out;
}

// The clock tmux draws for `text` on an 80x23 pane, as `blueRows` shows it.
function expectedClock(text: string): string[] {
  const rows = Array.from({ length: 23 }, () => new GridRow(80));
  drawClock(rows, { x: 0, y: 0, cols: 80, rows: 23 }, text);
  return rows.map((r) => {
    let s = "";
    for (let x = 0; x < 80; x++) s += r.attrs[x * 4 + 1] === 4 ? "#" : " ";
    return s.trimEnd();
  });
}

Deno.test("prefix t: the time in big blue digits in the middle of the pane; any key leaves, not typed", async () => {
  await using d = await TestDaemon.create();
  await session(d, "one");
  await using t = await attached(d, "one");
  await t.write("\x02t");
  await waitFor(
    () =>
      blueRows(t).slice(0, 23).join("\n") ===
        expectedClock(clockText(new Date())).join("\n"),
    15_000,
    "the clock",
  );
  assert.doesNotMatch(t.text(), /MARK-42/, "the pane is blank around it");
  // Row 8 holds the digits' tops; the colon's dots are at column 39.
  assert.equal(blueRows(t)[9][39], "#");
  await t.write("x");
  await t.waitText(/^MARK-42 *$/m);
  await t.write("echo AFTER-$((1+1))\r");
  await d.ok("wait", "-t", "one", "--text", "^AFTER-2$");
  assert.doesNotMatch(t.text(), /xecho/, "the key that left is not typed");
});

Deno.test("prefix /: a one-key prompt, then that key's binding and note on the status line", async () => {
  await using d = await TestDaemon.create();
  await session(d, "one");
  await using t = await attached(d, "one");
  await t.write("\x02/");
  await t.waitText(/^key *$/m);
  await t.write("x");
  await t.waitText(/^C-b x Kill the active pane *$/m);
  await t.write("\x02/");
  await t.waitText(/^key *$/m);
  await t.write("\x1b[1;5A"); // C-Up
  await t.waitText(/^C-b C-Up Resize the pane up *$/m);
  await t.write("\x02/");
  await t.waitText(/^key *$/m);
  await t.write("y");
  await t.waitText(/^Unknown key: y *$/m);
});

Deno.test("prefix < and >: tmux's window and pane menus above the status line and the pane; an item's key runs it", async () => {
  await using d = await TestDaemon.create();
  await session(d, "one");
  await d.ok("new-window", "-d", "-t", "one", "-n", "logs", "--", ...SHELL);
  await using t = await attached(d, "one");
  await t.write("\x02<");
  // Over the window's name on the status line ("[one] " before it).
  await t.waitText(
    /^ {6}┌─────0:bash─────┐ *\n {6}│ Swap Left {2}\(l\) │/m,
  );
  await t.waitText(
    /^ {6}│ New At End \(W\) │ *\n {6}└─+┘ *\n\[one\] 0:bash\*/m,
  );
  await t.write("r"); // Swap Right: bash goes to index 1
  await waitFor(
    async () =>
      (await d.ok("list-windows", "-t", "one", "-F", "#I:#W")).trim() ===
        "0:logs\n1:bash",
    15_000,
    "windows swapped",
  );
  await waitFor(() => !/Swap Left/.test(t.text()), 15_000, "menu gone");
  // The index shown stays shown, as tmux's: logs, now at 0.
  await d.ok("split-window", "-h", "-t", "one:0", "--", ...SHELL);
  await t.write("\x02>");
  // At the active pane's left edge, ending at its bottom.
  await t.waitText(
    /│┌────────1 \(%\d+\)────────┐ *\n.*│ Horizontal Split \(h\) │/m,
  );
  await t.waitText(/│ Zoom {13}\(z\) │ *\n.*└─+┘ *\n\[one\]/m);
  await t.write("\x1b[B\r"); // Down, Enter: Vertical Split
  await waitFor(
    async () =>
      (await d.ok("display-message", "-p", "-t", "one:0", "#{window_panes}"))
        .trim() === "3",
    15_000,
    "a third pane",
  );
  // Mark marks the active pane; the menu then says Unmark. New After is
  // new-window -a: the window after the one shown, bash moved up.
  await waitFor(() => !/Horizontal Split/.test(t.text()), 15_000, "menu gone");
  await t.write("\x02<");
  await t.waitText(/│ Mark +\(m\) │/);
  await t.write("m");
  await waitFor(
    async () =>
      (await d.ok("display-message", "-p", "-t", "one", "#{pane_marked_set}"))
        .trim() === "1",
    15_000,
    "a pane marked",
  );
  await waitFor(() => !/Swap Left/.test(t.text()), 15_000, "menu gone");
  await t.write("\x02<");
  await t.waitText(/│ Unmark +\(m\) │/);
  await t.write("w");
  await waitFor(
    async () =>
      (await d.ok("list-windows", "-t", "one", "-F", "#I:#W")).trim()
        .replace(/^1:.*$/m, "1:new") === "0:logs\n1:new\n2:bash",
    15_000,
    "a window after the one shown",
  );
});
