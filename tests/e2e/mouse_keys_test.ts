/**
 * End to end: mouse keys in the key tables, as tmux's, through a real
 * attach client on a pty read by a VT oracle (the test writes SGR mouse
 * reports as a terminal sends them). A .tmux.conf's
 * `bind -T copy-mode-vi MouseDragEnd1Pane send -X copy-pipe-and-cancel
 * CMD` pipes a drag's selection to CMD and ends copy mode; `unbind` of it
 * keeps the selection; a root binding overrides a click; `list-keys`
 * shows the mouse keys as tmux's.
 */

import assert from "node:assert/strict";
import type { PaneJson as PaneInfo } from "../../client/commands/_list_format.ts";
import { catCommand, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  mouseReporting,
  sgrMouse as sgr,
  sizedBerthTerminal,
  UserTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, name: string, cols = 40, rows = 10) {
  return sizedBerthTerminal(d, { cols, rows }, "attach", name);
}

// Copy mode's indicator at the top right ("[offset/total]"), or null.
function inCopyMode(t: UserTerminal): boolean {
  return /\[\d+\/\d+\]$/.test(t.lines()[0]);
}

// A shell attached at 40x10, showing `text` on a line of its own: its row.
async function shown(
  d: TestDaemon,
  conf: string,
  text: string,
): Promise<{ t: UserTerminal; y: number }> {
  const file = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(file, conf);
  await d.ok("-f", file, "new", "-d", "-s", "m", "--", ...SHELL);
  const t = attach(d, "m");
  await t.waitText(/^\$/m);
  await mouseReporting(t);
  await t.write(`clear; echo '${text}'\r`);
  await t.waitText(new RegExp(`^${text}$`, "m"));
  return { t, y: t.lines().indexOf(text) };
}

// A drag over columns 6 to 10 of row `y` ("mouse" of "hello mouse
// world"), released there.
async function drag(t: UserTerminal, y: number): Promise<void> {
  await t.write(sgr(0, 6, y) + sgr(32, 8, y) + sgr(32, 10, y));
  await waitFor(
    () => t.term.buffer.active.getLine(y)!.getCell(8)!.getBgColor() === 3,
    15_000,
    "the selection drawn",
  );
  await t.write(sgr(0, 10, y, true));
}

Deno.test("mouse keys: bind -T copy-mode-vi MouseDragEnd1Pane send -X copy-pipe-and-cancel CMD pipes a drag's selection to CMD and ends copy mode", async () => {
  await using d = await TestDaemon.create();
  const out = `${d.dir}/sel.txt`;
  const conf =
    `bind -T copy-mode-vi MouseDragEnd1Pane send -X copy-pipe-and-cancel "cat > ${out}"\n`;
  const { t, y } = await shown(d, conf, "hello mouse world");
  await using _t = t;
  await drag(t, y);
  await waitFor(
    async () => (await Deno.readTextFile(out).catch(() => "")) === "mouse",
    15_000,
    "the selection piped to the command",
  );
  await waitFor(() => !inCopyMode(t), 15_000, "copy mode ended");
  assert.equal(await d.ok("show-buffer"), "mouse", "and a paste buffer");
  await t.write("echo typed\r");
  await t.waitText(/^typed$/m);
});

Deno.test("mouse keys: unbind -T copy-mode-vi MouseDragEnd1Pane keeps the selection after a drag, in copy mode", async () => {
  await using d = await TestDaemon.create();
  const conf = "unbind -T copy-mode-vi MouseDragEnd1Pane\n";
  const { t, y } = await shown(d, conf, "hello mouse world");
  await using _t = t;
  await drag(t, y);
  // The release copies nothing: copy mode and its selection stay, and
  // Enter (copy-selection-and-cancel) copies it.
  await t.write("\r");
  await waitFor(
    async () => (await d.cli("show-buffer")).stdout === "mouse",
    15_000,
    "Enter copied the selection the drag left",
  );
  await waitFor(() => !inCopyMode(t), 15_000, "Enter left copy mode");
  // Copy mode took that Enter: the shell never had it.
  await t.write("echo done\r");
  await t.waitText(/^done$/m);
  assert.equal(t.lines()[y + 1], "$ echo done");
});

Deno.test("mouse keys: a root binding overrides a click, its -t = the pane under the pointer; the right button's menu", async () => {
  await using d = await TestDaemon.create();
  const conf = "bind -n MouseDown1Pane rename-window -t = clicked\n";
  const file = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(file, conf);
  await d.ok("-f", file, "new", "-d", "-s", "m", "--", ...SHELL);
  await d.ok(
    "split-window",
    "-h",
    "-t",
    "m",
    "--",
    ...catCommand(false, "\\033[?1002h\\033[?1006h"),
  );
  await d.ok("select-pane", "-t", "m:0.0");
  await using t = attach(d, "m", 80, 24);
  await t.waitText(/ready/);
  const panes: PaneInfo[] = JSON.parse(
    await d.ok("list-panes", "-t", "m", "--json"),
  );
  const right = panes[1];
  await t.write(sgr(0, right.x + 4, 2) + sgr(0, right.x + 4, 2, true));
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "m", "#W")).trim() === "clicked",
    15_000,
    "the binding ran",
  );
  // Bound to something else, the click selects nothing and its press
  // goes nowhere (its release, bound to nothing, still reaches cat).
  await t.waitText(/\^\[\[<0;5;3m/);
  const after: PaneInfo[] = JSON.parse(
    await d.ok("list-panes", "-t", "m", "--json"),
  );
  assert.ok(after[0].active, "the left pane stays the active one");
  assert.doesNotMatch(t.text(), /\^\[\[<0;5;3M/, "no press for cat");
  // The right button held over the shell (which asked for no mouse):
  // tmux's pane menu, there (its release would close it, as tmux 3.3a's).
  await t.write(sgr(2, 5, 6));
  await t.waitText(/Horizontal Split/);
  assert.ok(t.lines()[6].includes("(%0)"), "the menu's top at the pointer");
  await t.write("\x1b");
  await waitFor(() => !/Horizontal Split/.test(t.text()), 15_000, "closed");
});

Deno.test("mouse keys: the status line's places are tmux's: the wheel on status-left does nothing (WheelUpStatusLeft is unbound), a WheelDownStatusRight binding runs on status-right, the right button on status-left opens the session menu", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "m", "--", ...SHELL);
  await d.ok("set", "-g", "mouse", "on");
  await d.ok("bind", "-n", "WheelDownStatusRight", "rename-window -t = right");
  await using t = attach(d, "m", 80, 24);
  await t.waitText(/^\[m\] 0:bash\* 1:bash /m);
  const active = async () =>
    (await d.ok("display", "-p", "-t", "m", "#I #W")).trim();
  // The wheel on "[m] ", then on the clock: only the binding runs.
  await t.write(sgr(65, 1, 23) + sgr(65, 75, 23));
  await waitFor(
    async () => (await active()) === "0 right",
    15_000,
    "the binding on status-right",
  );
  // On a window's name the wheel still goes to the next window.
  await t.write(sgr(65, 14, 23));
  await waitFor(async () => (await active()) === "1 bash", 15_000, "next");
  await t.write(sgr(2, 1, 23));
  await t.waitText(/Renumber/);
  assert.match(t.text(), /New Session \(s\)/);
  assert.match(t.text(), /─m─/, "the session's name as its title");
  await t.write("\x1b");
  await waitFor(() => !/Renumber/.test(t.text()), 15_000, "closed");
});

Deno.test("mouse keys: #{mouse_word} and #{mouse_line} in a binding's command are the word and line under the pointer, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const out = `${d.dir}/word`;
  const { t, y } = await shown(
    d,
    `bind -n DoubleClick1Pane run-shell "echo '#{mouse_word}|#{mouse_line}' >> ${out}"\n`,
    "hello mouse_world foo.bar",
  );
  const click = sgr(0, 8, y) + sgr(0, 8, y, true);
  await t.write(click + click);
  // Each run-shell is a job of its own: the second could write first.
  await waitFor(
    async () => (await Deno.readTextFile(out).catch(() => "")).includes("\n"),
    15_000,
    "the first double click's word",
  );
  const dot = sgr(0, 21, y) + sgr(0, 21, y, true);
  await t.write(dot + dot);
  await waitFor(
    async () => (await Deno.readTextFile(out).catch(() => "")).includes("bar|"),
    15_000,
    "both double clicks' words",
  );
  assert.equal(
    await Deno.readTextFile(out),
    "mouse_world|hello mouse_world foo.bar\n" +
      "bar|hello mouse_world foo.bar\n",
  );
  await t[Symbol.asyncDispose]();
});

Deno.test("mouse keys: list-keys shows them in tmux's order; bind and unbind take them in root, copy-mode-vi and prefix", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m", "--", ...SHELL);
  const root = (await d.ok("list-keys", "-T", "root")).trimEnd().split("\n");
  assert.deepEqual(root.map((l) => l.split(/\s+/)[3]), [
    "MouseDown1Pane",
    "MouseDown1Status",
    "MouseDown2Pane",
    "MouseDown3Pane",
    "MouseDown3Status",
    "MouseDown3StatusLeft",
    "MouseDrag1Pane",
    "MouseDrag1Border",
    "WheelUpPane",
    "WheelUpStatus",
    "WheelDownStatus",
    "DoubleClick1Pane",
    "TripleClick1Pane",
    "M-MouseDown3Pane",
  ]);
  assert.match(
    root[0],
    /^bind-key -T root +MouseDown1Pane +select-pane -t = \\; send-keys -M$/,
  );
  assert.match(
    await d.ok("list-keys", "-T", "copy-mode-vi", "MouseDragEnd1Pane"),
    /^bind-key -T copy MouseDragEnd1Pane send-keys -X copy-pipe-and-cancel$/m,
  );
  await d.ok(
    "bind-key",
    "-n",
    "WheelUpPane",
    "if -F '#{mouse_any_flag}' 'send -M' 'copy-mode -e'",
  );
  await d.ok("unbind-key", "-n", "mousedown3pane");
  await d.ok(
    "bind-key",
    "-n",
    "M-MouseDown3Pane",
    "display-menu -T m x x kill-pane",
  );
  await d.ok("bind-key", "-T", "prefix", "MouseDown1Pane", "select-pane -t =");
  const now = await d.ok("list-keys");
  assert.match(
    now,
    /-T root +WheelUpPane +if-shell -F '#\{mouse_any_flag\}' 'send -M' 'copy-mode -e'$/m,
  );
  assert.doesNotMatch(now, / MouseDown3Pane /);
  assert.match(now, /-T root +M-MouseDown3Pane +display-menu/);
  assert.match(now, /-T prefix +MouseDown1Pane +select-pane -t =$/m);
  const bad = await d.cli("bind-key", "-n", "MouseDown9Pane", "select-pane");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr.trim().split("\n").length, 1, bad.stderr);
});

Deno.test("mouse keys: bind -n DoubleClick1Pane select-pane \\; copy-mode -M \\; send -X select-word \\; send -X copy-pipe-and-cancel copies the word clicked", async () => {
  await using d = await TestDaemon.create();
  const conf = "bind -n DoubleClick1Pane select-pane \\; copy-mode -M \\; " +
    "send -X select-word \\; send -X copy-pipe-and-cancel\n";
  const { t, y } = await shown(d, conf, "hello mouse world");
  await using _t = t;
  const click = sgr(0, 8, y) + sgr(0, 8, y, true);
  await t.write(click + click);
  await waitFor(
    async () => (await d.cli("show-buffer")).stdout === "mouse",
    15_000,
    "the word copied",
  );
  await waitFor(() => !inCopyMode(t), 15_000, "copy mode ended");
});

Deno.test("mouse keys: a binding's bundled flags (if -Ft= ...) are read as tmux's: the wheel enters copy mode", async () => {
  await using d = await TestDaemon.create();
  const conf = `bind -n WheelUpPane if-shell -F -t = "#{mouse_any_flag}" ` +
    `"send-keys -M" "if -Ft= '#{pane_in_mode}' 'send-keys -M' 'copy-mode -e'"\n`;
  const { t, y } = await shown(d, conf, "hello mouse world");
  await using _t = t;
  await t.write(sgr(64, 8, y));
  await waitFor(() => inCopyMode(t), 15_000, "copy mode entered");
});

Deno.test("mouse keys: a double click copies the whole word with emacs keys too, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const { t, y } = await shown(
    d,
    "setw -g mode-keys emacs\n",
    "hello mouse world",
  );
  await using _t = t;
  const click = sgr(0, 8, y) + sgr(0, 8, y, true);
  await t.write(click + click);
  await waitFor(
    async () => (await d.cli("show-buffer")).code === 0,
    15_000,
    "the word copied",
  );
  assert.equal(await d.ok("show-buffer"), "mouse");
});
