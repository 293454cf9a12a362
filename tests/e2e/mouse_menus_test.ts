/**
 * End to end: the mouse on the status line and over copy mode, as tmux
 * 3.3a's, through a real attach client on a pty read by a VT oracle (the
 * test writes SGR mouse reports as a terminal sends them). The window
 * menu (`display-menu -x W`) opens at the window's name as the user's
 * status line lays it out; in copy mode a mouse key the copy table
 * leaves unbound runs the root table's (the right button's pane menu,
 * over copy mode's view, a border drag); `#{mouse_word}` and
 * `#{mouse_line}` read the text copy mode shows. Menus take the mouse as
 * tmux 3.3a's (drag and release, `-O`, a key's menu, `-M`); a double
 * click in a chooser chooses; a popup's border drags move and resize it.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  copyOffset as offset,
  mouseReporting,
  sgrMouse as sgr,
  sizedBerthTerminal,
  UserTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

// A shell in session "m" (with `conf`), attached at `cols` x `rows` with
// the mouse reported; `seq 1 40` shown, then the wheel's first notch
// (copy mode, not scrolled, as tmux 3.3a's) and its second: 5 lines up.
async function inCopyMode(
  d: TestDaemon,
  conf: string,
  cols: number,
  rows: number,
): Promise<UserTerminal> {
  const file = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(file, conf);
  await d.ok("-f", file, "new", "-d", "-s", "m", "--", ...SHELL);
  const t = sizedBerthTerminal(d, { cols, rows }, "attach", "m");
  await t.waitText(/^\$/m);
  await mouseReporting(t);
  await t.write("seq 1 40\r");
  await t.waitText(/^40$/m);
  await t.write(sgr(64, 10, 4));
  await waitFor(() => offset(t) === 0, 15_000, "copy mode, at the bottom");
  await t.write(sgr(64, 10, 4));
  await waitFor(() => offset(t) === 5, 15_000, "copy mode, 5 lines up");
  return t;
}

Deno.test("mouse menus: the right button on a window's name opens its menu there, with the user's longer status-left (display-menu -x W)", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    file,
    "set -g status-left '#[bg=red] [#S] long left '\n" +
      "set -g status-left-length 20\n",
  );
  await d.ok("-f", file, "new", "-d", "-s", "m", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "m", "--", ...SHELL);
  await using t = sizedBerthTerminal(d, { cols: 80, rows: 24 }, "attach", "m");
  await t.waitText(/^ \[m\] long left 0:bash\* 1:bash/m);
  const x = t.lines()[23].indexOf("1:bash");
  await t.write(sgr(2, x + 2, 23));
  await t.waitText(/Swap Left/);
  // The menu ends above the status line, its left edge at the name's.
  const bottom = t.lines()[22];
  assert.equal(bottom.indexOf("└"), x, bottom);
  assert.match(t.lines().join("\n"), /─1:bash─/, "the clicked window's");
  await t.write("\x1b");
  await waitFor(() => !/Swap Left/.test(t.text()), 15_000, "closed");
});

Deno.test("mouse menus: in copy mode the right button opens the pane menu over copy mode's view (the root table's MouseDown3Pane, as tmux's); Escape leaves copy mode on", async () => {
  await using d = await TestDaemon.create();
  await using t = await inCopyMode(d, "", 80, 24);
  const view = t.lines()[2];
  assert.match(view, /^\d+$/);
  await t.write(sgr(2, 30, 6));
  await t.waitText(/Horizontal Split/);
  // Its top row on the pointer's, centred on its column (tmux's -x M -y M).
  const top = t.lines()[6];
  assert.ok(top.includes("(%0)"), top);
  const [l, r] = [top.indexOf("┌"), top.indexOf("┐")];
  assert.equal(l, 30 - Math.floor((r - l + 1) / 2), top);
  assert.equal(t.lines()[2], view, "copy mode's view under it");
  assert.equal(offset(t), 5);
  await t.write("\x1b");
  await waitFor(() => !/Horizontal Split/.test(t.text()), 15_000, "closed");
  assert.equal(offset(t), 5, "still in copy mode");
  assert.equal(t.lines()[6], String(Number(view) + 4));
});

Deno.test("mouse menus: #{mouse_word} and #{mouse_line} over copy mode are the text it shows, in a copy-mode-vi binding and a root one it falls back to", async () => {
  await using d = await TestDaemon.create();
  const out = `${d.dir}/words`;
  await using t = await inCopyMode(
    d,
    "bind -T copy-mode-vi DoubleClick1Pane " +
      `run-shell "echo 'c #{mouse_word}|#{mouse_line}' >> ${out}"\n` +
      `bind -n MouseDown2Pane run-shell "echo 'r #{mouse_word}' >> ${out}"\n`,
    40,
    10,
  );
  const [a, b] = [t.lines()[3], t.lines()[4]];
  const click = sgr(0, 0, 3) + sgr(0, 0, 3, true);
  await t.write(click + click);
  await waitFor(
    async () => (await Deno.readTextFile(out).catch(() => "")).includes("c "),
    15_000,
    "the copy-mode-vi binding ran",
  );
  await t.write(sgr(1, 0, 4) + sgr(1, 0, 4, true));
  await waitFor(
    async () => (await Deno.readTextFile(out)).includes("r "),
    15_000,
    "the root binding ran in copy mode",
  );
  assert.equal(await Deno.readTextFile(out), `c ${a}|${a}\nr ${b}\n`);
  assert.equal(offset(t), 5, "still in copy mode");
});

Deno.test("mouse menus: in copy mode a border drag resizes the panes (the root table's MouseDrag1Border: resize-pane -M, as tmux's); copy mode stays", async () => {
  await using d = await TestDaemon.create();
  await using t = await inCopyMode(d, "", 80, 24);
  await d.ok("split-window", "-h", "-d", "-t", "m", "--", ...SHELL);
  await waitFor(() => t.lines()[5][40] === "│", 15_000, "the border");
  await t.write(sgr(0, 40, 5) + sgr(32, 35, 5) + sgr(32, 30, 5));
  await t.write(sgr(0, 30, 5, true));
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "m:0.0", "#{pane_width}")).trim() ===
        "30",
    15_000,
    "the left pane 30 wide",
  );
  await waitFor(() => t.lines()[5][30] === "│", 15_000, "the border moved");
  // Copy mode's position, at the top right of its 30 columns.
  assert.match(t.lines()[0].slice(0, 31), /\[5\/\d+\]│/, "still in copy mode");
});

// The row of `t` showing `text`, and whether that row's text is
// highlighted (the menu's item: tmux's mode-style, black on yellow).
function rowOf(t: UserTerminal, text: string): number {
  return t.lines().findIndex((l) => l.includes(text));
}
function highlighted(t: UserTerminal, text: string): boolean {
  const y = rowOf(t, text);
  const x = t.lines()[y]?.indexOf(text) ?? -1;
  const cell = t.term.buffer.active.getLine(y)?.getCell(x);
  return x >= 0 && !!cell?.isBgPalette() && cell.getBgColor() === 3;
}

// A menu whose items log their letter (Delta dim), opened by `how`.
const ITEMS = "-T T Alpha a 'set -ga @log A' Beta b 'set -ga @log B' '' " +
  "Gamma c 'set -ga @log C' -Delta d 'set -ga @log D'";

async function menuSession(
  d: TestDaemon,
  conf: string,
  mouse = true,
): Promise<UserTerminal> {
  const file = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(file, "set -g @log ''\n" + conf);
  await d.ok("-f", file, "new", "-d", "-s", "m", "--", ...SHELL);
  const t = sizedBerthTerminal(d, { cols: 80, rows: 24 }, "attach", "m");
  await t.waitText(/^\$/m);
  if (mouse) await mouseReporting(t);
  return t;
}

Deno.test("mouse menus: the right button held on a pane opens its menu, dragged over an item highlights it, released there runs it (tmux 3.3a's); released on no item it closes", async () => {
  await using d = await TestDaemon.create();
  await using t = await menuSession(d, "");
  await t.write(sgr(2, 30, 5));
  await t.waitText(/Horizontal Split/);
  assert.ok(!highlighted(t, "Horizontal Split"), "nothing highlighted yet");
  const y = rowOf(t, "Horizontal Split");
  await t.write(sgr(34, 30, y));
  await waitFor(() => highlighted(t, "Horizontal Split"), 15_000, "highlight");
  await t.write(sgr(2, 30, y, true));
  await waitFor(
    async () =>
      (await d.ok("list-panes", "-t", "m")).trim().split("\n")
        .length === 2,
    15_000,
    "split by the item released on",
  );
  await waitFor(() => !/Horizontal Split/.test(t.text()), 15_000, "closed");
  // Pressed and released at once: the pointer is on the top border, no
  // item, and the release closes it, as tmux 3.3a's does.
  await t.write(sgr(2, 10, 5));
  await t.waitText(/Horizontal Split/);
  await t.write(sgr(2, 10, 5, true));
  await waitFor(() => !/Horizontal Split/.test(t.text()), 15_000, "closed");
  // So does a click whose release the terminal sends in the same read as
  // the press, before the menu has shown: the keys typed next are the
  // shell's, not the menu's (no h, v, X, R or m among them).
  await t.write(sgr(2, 10, 5) + sgr(2, 10, 5, true));
  await t.write("printf 'OK%s\\n' 1\r");
  await t.waitText(/^OK1 *│/m);
  assert.ok(!/Horizontal Split/.test(t.text()));
  assert.equal(
    (await d.ok("list-panes", "-t", "m")).trim().split("\n").length,
    2,
  );
});

Deno.test("mouse menus: display-menu -O stays open on the release: every move highlights, a click on an item runs it, a dim item or the border does nothing, a click outside closes it", async () => {
  await using d = await TestDaemon.create();
  await using t = await menuSession(
    d,
    `bind -n MouseDown3Pane display-menu -O -x M -y M ${ITEMS}\n`,
  );
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await t.write(sgr(2, 30, 5) + sgr(2, 30, 5, true));
  await t.waitText(/Alpha/);
  // tmux asks for every move while a mouse key's menu shows (1003).
  await waitFor(() => t.term.modes.mouseTrackingMode === "any", 15_000, "1003");
  await t.write(sgr(35, 30, rowOf(t, "Beta")));
  await waitFor(
    () => highlighted(t, "Beta"),
    15_000,
    "Beta highlighted by a move",
  );
  await t.write(sgr(64, 30, rowOf(t, "Alpha")));
  await waitFor(() => highlighted(t, "Alpha"), 15_000, "Alpha by the wheel");
  // A press runs the highlighted item (the moves before it put it under
  // the pointer): a dim one runs nothing, and the menu stays.
  const delta = rowOf(t, "Delta"), gamma = rowOf(t, "Gamma");
  await t.write(
    sgr(35, 30, delta) + sgr(0, 30, delta) + sgr(0, 30, delta, true),
  );
  await t.write(sgr(35, 30, gamma) + sgr(0, 30, gamma));
  await waitFor(async () => await log() === "C", 15_000, "Gamma ran");
  await waitFor(() => !/Alpha/.test(t.text()), 15_000, "closed");
  await mouseReporting(t); // presses and drags again (1002)
  await t.write(sgr(2, 30, 5) + sgr(2, 30, 5, true));
  await t.waitText(/Alpha/);
  await t.write(sgr(0, 2, 2));
  await waitFor(() => !/Alpha/.test(t.text()), 15_000, "closed outside");
  assert.equal(await log(), "C");
});

Deno.test("mouse menus: a menu a key opened takes no item from the mouse: a left press leaves it, a release, the wheel or another button close it (tmux 3.3a's MENU_NOMOUSE); -M makes it the mouse's", async () => {
  await using d = await TestDaemon.create();
  await using t = await menuSession(
    d,
    `bind M display-menu ${ITEMS}\nbind N display-menu -M ${ITEMS}\n`,
  );
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await t.write("\x02M");
  await t.waitText(/Alpha/);
  assert.ok(highlighted(t, "Alpha"), "the first item highlighted");
  const beta = rowOf(t, "Beta"), x = t.lines()[beta].indexOf("Beta");
  await t.write(sgr(0, x, beta) + sgr(32, x + 1, beta));
  await t.write(sgr(0, x + 1, beta, true));
  await waitFor(() => !/Alpha/.test(t.text()), 15_000, "the release closed it");
  await t.write("\x02M");
  await t.waitText(/Alpha/);
  await t.write(sgr(65, x, beta));
  await waitFor(() => !/Alpha/.test(t.text()), 15_000, "the wheel closed it");
  await t.write("\x02N");
  await t.waitText(/Alpha/);
  await t.write(sgr(0, x, beta) + sgr(0, x, beta, true));
  await waitFor(async () => await log() === "B", 15_000, "-M: Beta ran");
});

Deno.test("mouse in choosers: a double click on a line chooses it, as Enter (tmux 3.3a's mode-tree DoubleClick1Pane): choose-tree switches there, choose-buffer pastes it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "two", "--", ...SHELL);
  await using t = await menuSession(d, "");
  await d.ok("set-buffer", "pasted-by-click");
  const click = (y: number) => sgr(0, 5, y) + sgr(0, 5, y, true);
  await t.write("\x02=");
  await t.waitText(/pasted-by-click/);
  const b = rowOf(t, "pasted-by-click");
  await t.write(click(b) + click(b));
  await waitFor(() => /^\$ pasted-by-click/m.test(t.text()), 15_000, "pasted");
  await t.write("\x02s");
  await t.waitText(/^\(1\) \+ two: 1 window/m);
  const y = rowOf(t, "(1) + two");
  await t.write(click(y) + click(y));
  await waitFor(
    async () =>
      JSON.parse(await d.ok("list-clients", "--json"))[0]?.session === "two",
    15_000,
    "the client in two",
  );
});

Deno.test("mouse on a popup: the left button drags its border to move it, the right one to resize it (its program's pty follows), Meta drags it from inside; the right button on its top border opens its menu (Centre), as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await using t = await menuSession(
    d,
    "bind P display-popup -w 20 -h 6 -x 10 -y 12 " +
      `"trap 'echo size \\$(stty size)' WINCH; echo size \\$(stty size); ` +
      `while :; do sleep 0.1; done"\n`,
  );
  const corner = (y: number) => t.lines()[y].indexOf("┌");
  await t.write("\x02P");
  await t.waitText(/│size 4 18/);
  assert.equal(corner(6), 10);
  // The top border from (13, 6): the first motion takes the drag on, the
  // next moves the box with the pointer.
  await t.write(sgr(0, 13, 6) + sgr(32, 14, 6) + sgr(32, 19, 8));
  await waitFor(() => corner(8) === 16, 15_000, "moved to 16,8");
  await t.write(sgr(0, 19, 8, true));
  // The bottom right corner follows the right button from the bottom edge.
  await t.write(sgr(2, 30, 13) + sgr(34, 31, 13) + sgr(34, 45, 16));
  await t.write(sgr(2, 45, 16, true));
  await t.waitText(/size 6 27/);
  assert.equal(t.lines()[15].indexOf("┘"), 44);
  // Meta held, from inside the box.
  await t.write(sgr(8, 24, 10) + sgr(40, 25, 10) + sgr(40, 29, 11));
  await t.write(sgr(8, 29, 11, true));
  await waitFor(() => corner(9) === 21, 15_000, "moved to 21,9");
  // The right button from the top border opens the popup's menu (not a
  // resize), released outside it: closed; a left drag there moves it.
  await t.write(sgr(2, 25, 9) + sgr(34, 26, 9) + sgr(34, 40, 14));
  await t.write(sgr(2, 40, 14, true));
  await t.write(sgr(0, 25, 9) + sgr(32, 26, 9) + sgr(32, 26, 10));
  await t.write(sgr(0, 26, 10, true));
  await waitFor(() => corner(10) === 22, 15_000, "moved to 22,10");
  assert.equal(t.lines()[17].indexOf("┘"), 22 + 28, "its size as it was");
  // Its menu's Centre, dragged to and released on: the middle of 80x24.
  await t.write(sgr(2, 26, 10));
  await t.waitText(/Fill Space \(F\)/);
  const centre = rowOf(t, "Centre");
  const cx = t.lines()[centre].indexOf("Centre");
  await t.write(sgr(34, cx, centre) + sgr(2, cx, centre, true));
  await waitFor(() => corner(8) === 40 - 14, 15_000, "centred at 26,8");
  await t.waitText(/size 6 27/);
  // Its key: `q` is Close's (tmux's items' keys come before q's leave).
  await t.write(sgr(2, 30, 8));
  await t.waitText(/Close +\(q\)/);
  await t.write("q");
  await waitFor(() => !t.text().includes("┌"), 15_000, "the popup closed");
});

Deno.test("mouse in choosers: the right button on a line opens the chooser's menu there (tmux 3.3a's mode-tree menu): released on Delete, choose-buffer deletes that buffer; on Select, choose-tree switches there", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "two", "--", ...SHELL);
  await using t = await menuSession(d, "");
  await d.ok("set-buffer", "-b", "keep", "kept-text");
  await d.ok("set-buffer", "-b", "gone", "gone-text");
  const rowMatching = (re: RegExp) => t.lines().findIndex((l) => re.test(l));
  // Held on a line, dragged onto an item, released there.
  const pick = async (line: number, item: RegExp) => {
    await t.write(sgr(2, 5, line));
    await waitFor(() => rowMatching(item) >= 0, 15_000, `the menu's ${item}`);
    const y = rowMatching(item);
    const x = t.lines()[y].search(/│ \S/) + 2;
    await t.write(sgr(34, x, y));
    await waitFor(
      () => highlighted(t, t.lines()[y].slice(x, x + 6)),
      15_000,
      "highlighted",
    );
    await t.write(sgr(2, x, y, true));
  };
  await t.write("\x02=");
  await t.waitText(/gone-text/);
  await pick(rowOf(t, "gone-text"), /│ Delete +\(d\) │/);
  await waitFor(
    async () => !(await d.ok("list-buffers")).includes("gone"),
    15_000,
    "the buffer deleted",
  );
  assert.match(await d.ok("list-buffers"), /keep/);
  await waitFor(() => !/gone-text/.test(t.text()), 15_000, "its line gone");
  await t.write("q");
  await waitFor(() => !/kept-text/.test(t.text()), 15_000, "left");
  await t.write("\x02s");
  await t.waitText(/^\(1\) \+ two: 1 window/m);
  await pick(rowOf(t, "(1) + two"), /│ Select +\(Enter\) │/);
  await waitFor(
    async () =>
      JSON.parse(await d.ok("list-clients", "--json"))[0]?.session === "two",
    15_000,
    "the client in two",
  );
});

Deno.test("mouse menus: with the status line on top, the right button's menu still has its top border on the pointer's row (tmux's -y M), and a drag to an item there runs it", async () => {
  await using d = await TestDaemon.create();
  await using t = await menuSession(
    d,
    "set -g status-position top\n" +
      `bind -n MouseDown3Pane display-menu -x M -y M ${ITEMS}\n`,
  );
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await t.write(sgr(2, 30, 6));
  await t.waitText(/Alpha/);
  assert.equal(t.lines()[6].indexOf("┌"), 30 - 6, t.lines()[6]);
  const beta = rowOf(t, "Beta");
  assert.equal(beta, 8);
  await t.write(sgr(34, 30, beta) + sgr(2, 30, beta, true));
  await waitFor(async () => await log() === "B", 15_000, "Beta ran");
});

Deno.test("mouse off: under a chooser or a menu the terminal reports no mouse, though the pane's program asked (tmux 3.3a takes the modes from the mode's or the menu's screen); they gone, it reports again", async () => {
  await using d = await TestDaemon.create();
  await using t = await menuSession(d, "set -g mouse off\n", false);
  const tracking = (mode: string, what: string) =>
    waitFor(() => t.term.modes.mouseTrackingMode === mode, 15_000, what);
  await t.write("printf '\\033[?1000h\\033[?1006h'; cat\r");
  await tracking("vt200", "the program's mouse reported");
  for (
    const [keys, shown] of [["\x02s", /^\(0\) \+ m: /m], [
      "\x02<",
      /Swap Left/,
    ]] as const
  ) {
    await t.write(keys);
    await t.waitText(shown);
    await tracking("none", `no mouse reported under ${JSON.stringify(keys)}`);
    await t.write("q");
    await waitFor(() => !shown.test(t.text()), 15_000, "closed");
    await tracking("vt200", "the program's mouse reported again");
  }
});
