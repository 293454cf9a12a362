/**
 * End to end: copy mode through a real pty acting as the user's terminal,
 * read by a VT oracle. A selection across a soft-wrapped line with a wide
 * character copies as the text it is; a rectangle copies its columns; the
 * copy lands in a daemon paste buffer; OSC 52 reaches the terminal only
 * for a client attached with --clipboard; prefix ] pastes the buffer.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(
  d: TestDaemon,
  args: string[],
  cols = 20,
  rows = 10,
  env: Record<string, string> = {},
) {
  return sizedBerthTerminal(d, { cols, rows, env }, "attach", ...args);
}

const OSC52 = "\x1b]52;";

Deno.test("copy mode copies a selection across a wrapped line with a wide character, and a rectangle", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "c",
    "--cols",
    "20",
    "--rows",
    "10",
    "--",
    ...SHELL,
  );
  await using t = attach(d, ["c"]);
  await t.waitText(/^\$$/m);
  // 26 cells: wraps after "abcdefghij" + "日本" ... at 20 columns.
  await t.write("clear; printf 'abcdefghij日本klmnopqr\\nst   \\nuvwxyz\\n'\r");
  await t.waitText(/^uvwxyz$/m);
  const rows = t.lines();
  const top = rows.indexOf("abcdefghij日本klmnop");
  assert.ok(top >= 0, rows.join("\n"));
  // Copy mode; the cursor starts at the prompt: go to the wrapped line.
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  await t.write("H" + "j".repeat(top) + "0llllllllll"); // on 日
  await t.write(" " + "jjj" + "0ll"); // Space, to "uvw"
  await waitFor(
    () => t.term.buffer.active.getLine(top)!.getCell(10)!.getBgColor() === 3,
    15_000,
    "the selection drawn in mode-style (yellow), as tmux 3.3a",
  );
  await t.write("y");
  // The message shows for 1.5 s: read it when it shows, not after the
  // show-buffer below (slower than that on a busy machine).
  let message = "";
  await waitFor(
    () => (message = t.text().match(/copied \d+ bytes/)?.[0] ?? "") !== "",
    15_000,
    "message",
  );
  // The wrapped line joins; the real line break stays; "st" loses its blanks.
  assert.equal(await d.ok("show-buffer"), "日本klmnopqr\nst\nuvw");
  assert.equal(message, "copied 21 bytes");
  // tmux's `set-clipboard external`, the default: a copy reaches the
  // terminal's clipboard; programs' own OSC 52 do not (below).
  assert.ok(t.rawText().includes(OSC52), "OSC 52 on a copy by default");

  // A rectangle: columns 1-2 of the three lines.
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  // (Not 0 on "qr": as tmux's, it goes to the start of the line that
  // wrapped into it.)
  await t.write("H" + "j".repeat(top + 1) + "l\x16 jjly");
  await waitFor(
    async () => (await d.cli("list-buffers")).stdout.includes("buffer1"),
    15_000,
    "a second buffer",
  );
  assert.equal(await d.ok("show-buffer"), "r\nt\nvw");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("copy mode writes OSC 52 (tmux's set-clipboard external); prefix ] pastes the buffer", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "p",
    "--",
    "sh",
    "-c",
    "printf 'hello world\\r\\n'; stty raw -echo; printf '\\033[?2004h'; exec cat -v",
  );
  await using t = attach(d, ["--clipboard", "p"], 40, 10);
  await t.waitText(/^hello world$/m);
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  await t.write("g" + "H0 ey");
  await waitFor(() => t.rawText().includes(OSC52), 15_000, "OSC 52");
  assert.ok(t.rawText().includes(`${OSC52}c;${btoa("hello")}\x1b\\`));
  assert.equal(await d.ok("show-buffer"), "hello");
  // Prefix ]: the buffer is pasted, bracketed since the program asked.
  await t.write("\x02]");
  await t.waitText(/\^\[\[200~hello\^\[\[201~/);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("copy mode in a split window takes the pane's rectangle; the other pane stays live; a copy is the pane's text", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "cp", "--", ...SHELL);
  await using t = attach(d, ["cp"], 80, 25);
  await t.waitText(/^\$$/m);
  await t.write("seq -f 'left-%g' 1 200\r");
  await t.waitText(/^left-200$/m);
  // The right pane counts, so that it is seen to stay live.
  await t.write("\x02%");
  await t.waitText(/│[$#]/); // $SHELL, /bin/sh here: root's login prompt is #
  await t.write("i=0; while :; do i=$((i+1)); echo tick-$i; sleep 0.1; done\r");
  await t.waitText(/│tick-3$/m);
  await t.write("\x02\x1b[D"); // prefix Left: the left pane
  await t.write("\x02[");
  // The indicator at the pane's top right, not the screen's.
  await waitFor(
    () => /^.*\[0\/\d+\]│/.test(t.lines()[0]),
    15_000,
    "copy mode's indicator at the left pane's right edge",
  );
  const ticks = () =>
    Math.max(...t.lines().map((l) => +(l.match(/tick-(\d+)/)?.[1] ?? 0)));
  const before = ticks();
  await t.write("\x1b[5~"); // PageUp (C-b is the prefix)
  await waitFor(
    () =>
      /^left-\d+ +\[\d+\/\d+\]│/.test(t.lines()[0]) &&
      !/\[0\//.test(t.lines()[0]),
    15_000,
    "a page up in the left pane",
  );
  // The right pane goes on, drawn beside the view; the border stays.
  await waitFor(() => ticks() > before + 3, 15_000, "the right pane live");
  // Every row of the window (the 24 above the status line) has the border.
  const rows = t.lines().slice(0, 24);
  assert.ok(rows.every((l) => l.padEnd(80)[40] === "│"), t.text());
  assert.ok(t.cursor().x < 40, "the cursor inside the pane");
  // Another pane made active from outside: the keys are that pane's (the
  // cursor in it), copy mode's view stays drawn on its pane, as tmux's,
  // and its keys come back with its pane, where it was.
  const top = t.lines()[0];
  await d.ok("select-pane", "-t", "cp:0.1");
  await waitFor(() => t.cursor().x > 40, 15_000, "the right pane's cursor");
  assert.equal(t.lines()[0].slice(0, 40), top.slice(0, 40), "view still drawn");
  await d.ok("select-pane", "-t", "cp:0.0");
  await waitFor(() => t.cursor().x < 40, 15_000, "the view's cursor back");
  await waitFor(() => t.lines()[0] === top, 15_000, "the view back");
  await t.write("\x1b[5~");
  await waitFor(
    () => t.lines()[0] !== top && /^left-\d+ +\[\d+\/\d+\]│/.test(t.lines()[0]),
    15_000,
    "another page up in the left pane",
  );
  // A copy of a line of the view is the left pane's text alone.
  const y = t.lines().findIndex((l) => /^left-\d+ /.test(l) && y0(l));
  await t.write("H" + "j".repeat(y) + "0 $y");
  await waitFor(() => /copied \d+ bytes/.test(t.text()), 15_000, "copied");
  assert.match(await d.ok("show-buffer"), /^left-\d+\n?$/);
  // Left: the live screen of both.
  await waitFor(() => !/\[\d+\/\d+\]/.test(t.text()), 15_000, "copy mode left");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

/** A row whose left half is a history line (not the indicator's row). */
function y0(line: string): boolean {
  return !/\[\d+\/\d+\]/.test(line);
}

Deno.test("copy-pipe: a binding's command and copy-command get the copy on their stdin, in the daemon, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const piped = `${d.dir}/piped.txt`;
  const clip = `${d.dir}/clip.txt`;
  await d.writeConfig(
    `copy-command = "cat > '${clip}'"\n` +
      `[bind.copy]\n` +
      `"Y" = "send -X copy-pipe-and-cancel 'cat > ${piped}'"\n` +
      `"Z" = "send -X copy-pipe"\n`,
  );
  await d.ok(
    "new",
    "-d",
    "-s",
    "p",
    "--",
    "sh",
    "-c",
    "printf 'hello world\\r\\nsecond line\\r\\n'; exec sleep 600",
  );
  await using t = attach(d, ["p"], 40, 10);
  await t.waitText(/^second line$/m);
  // A command of its own: the selection on its stdin, copy mode left.
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  await t.write("g" + "H0 eY");
  await waitFor(
    async () => await Deno.readTextFile(piped).catch(() => "") === "hello",
    15_000,
    "the copy piped to the binding's command",
  );
  assert.equal(await d.ok("show-buffer"), "hello", "and a paste buffer");
  // No command: copy-command's; copy-pipe stays in copy mode.
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  await t.write("g" + "Hj0 eZ");
  await waitFor(
    async () => await Deno.readTextFile(clip).catch(() => "") === "second",
    15_000,
    "the copy piped to copy-command",
  );
  assert.match(t.lines()[0], /\[0\/\d+\]/, "still in copy mode");
  await t.write("q\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("a client that opted out of the clipboard (BERTH_CLIPBOARD=0) copies to a paste buffer only", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "q", "--", "sh", "-c", "echo hello; exec cat");
  await using t = attach(d, ["q"], 40, 10, { BERTH_CLIPBOARD: "0" });
  await t.waitText(/^hello$/m);
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  await t.write("g" + "H0 ey");
  await waitFor(
    async () => (await d.ok("show-buffer").catch(() => "")) === "hello",
    15_000,
    "the paste buffer",
  );
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
  assert.ok(!t.rawText().includes(OSC52), "no OSC 52");
});
