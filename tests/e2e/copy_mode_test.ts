/**
 * End to end: copy mode through a real pty acting as the user's terminal,
 * read by a VT oracle. A selection across a soft-wrapped line with a wide
 * character copies as the text it is; a rectangle copies its columns; the
 * copy lands in a daemon paste buffer; OSC 52 reaches the terminal only
 * for a client attached with --clipboard; prefix ] pastes the buffer.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, args: string[], cols = 20, rows = 10) {
  return UserTerminal.spawn(berthArgv(d.socket, "attach", ...args), {
    cols,
    rows,
    env: d.env,
    cwd: d.dir,
  });
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
  await t.write("v" + "jjj" + "0ll"); // to "uvw"
  await waitFor(
    () => t.term.buffer.active.getLine(top)!.getCell(10)!.isInverse() !== 0,
    15_000,
    "the selection drawn reversed",
  );
  await t.write("y");
  await waitFor(() => /copied \d+ bytes/.test(t.text()), 15_000, "message");
  // The wrapped line joins; the real line break stays; "st" loses its blanks.
  assert.equal(await d.ok("show-buffer"), "日本klmnopqr\nst\nuvw");
  assert.match(t.text(), /copied 21 bytes/);
  assert.ok(!t.rawText().includes(OSC52), "no OSC 52 without --clipboard");

  // A rectangle: columns 1-2 of the three lines.
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
  await t.write("H" + "j".repeat(top + 1) + "0l\x16jjly");
  await waitFor(
    async () => (await d.cli("list-buffers")).stdout.includes("buffer1"),
    15_000,
    "a second buffer",
  );
  assert.equal(await d.ok("show-buffer"), "r\nt\nvw");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("copy mode writes OSC 52 only for a client that allowed it; prefix ] pastes the buffer", async () => {
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
  await t.write("g" + "jjjjjjjjjj".slice(0, 0) + "H0vey");
  await waitFor(() => t.rawText().includes(OSC52), 15_000, "OSC 52");
  assert.ok(t.rawText().includes(`${OSC52}c;${btoa("hello")}\x1b\\`));
  assert.equal(await d.ok("show-buffer"), "hello");
  // Prefix ]: the buffer is pasted, bracketed since the program asked.
  await t.write("\x02]");
  await t.waitText(/\^\[\[200~hello\^\[\[201~/);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});
