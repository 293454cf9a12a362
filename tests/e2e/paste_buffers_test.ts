/**
 * End to end: the paste buffer commands (`set-buffer`, `list-buffers`,
 * `show-buffer`, `delete-buffer`, `paste-buffer`) against a real daemon,
 * and pastes into a program that logs its input (`stty raw -echo; cat -v`),
 * bracketed when it asked for it (DECSET 2004) and plain when not.
 */

import assert from "node:assert/strict";
import { catSession, TestDaemon } from "../_helpers/daemon.ts";

Deno.test("berth set-buffer, list-buffers --json, show-buffer and delete-buffer", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "s", false); // keeps the daemon up
  await d.ok("set-buffer", "first");
  await d.ok("set-buffer", "--", "second", "line");
  await d.ok("set-buffer", "-b", "mine", "héllo 🇯🇵");
  const list = JSON.parse(await d.ok("list-buffers", "--json"));
  assert.deepEqual(
    list.map((b: { name: string; size: number; sample: string }) => [
      b.name,
      b.size,
      b.sample,
    ]),
    [
      ["mine", 15, "héllo 🇯🇵"],
      ["buffer1", 11, "second line"],
      ["buffer0", 5, "first"],
    ],
  );
  assert.equal(typeof list[0].created, "number");
  assert.equal(
    await d.ok("list-buffers"),
    'mine: 15 bytes: "héllo 🇯🇵"\nbuffer1: 11 bytes: "second line"\nbuffer0: 5 bytes: "first"\n',
  );
  assert.equal(await d.ok("show-buffer"), "héllo 🇯🇵");
  assert.equal(await d.ok("show-buffer", "-b", "buffer0"), "first");
  await d.ok("delete-buffer");
  await d.ok("delete-buffer", "-b", "buffer0");
  assert.equal(await d.ok("show-buffer"), "second line");
  const missing = await d.cli("show-buffer", "-b", "buffer0");
  assert.equal(missing.code, 1);
  assert.equal(
    missing.stderr.trim().split("\n").length,
    1,
    missing.stderr,
  );
  assert.match(missing.stderr, /No buffer named buffer0/);
});

Deno.test("berth paste-buffer pastes bracketed when the program asked, escapes removed", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "b", true);
  await d.ok("set-buffer", "ab\x1b[201~cd\nef");
  await d.ok("paste-buffer", "-t", "b");
  await d.ok("wait", "b", "--text", "201~", "--timeout", "20");
  const screen = await d.ok("capture", "b");
  assert.match(screen, /^\^\[\[200~abcd\^Mef\^\[\[201~$/m, screen);
});

Deno.test("berth paste-buffer pastes plain text when the program did not ask", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "p", false);
  await d.ok("set-buffer", "-b", "x", "one\x1b[31m two");
  await d.ok("paste-buffer", "-b", "x", "p");
  await d.ok("wait", "p", "--text", "^one two$", "--timeout", "20");
  const screen = await d.ok("capture", "p");
  assert.doesNotMatch(screen, /\^\[/, screen);
});

Deno.test("berth paste-buffer refuses an unknown session or buffer in one line", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "q", false);
  const none = await d.cli("paste-buffer", "-t", "q");
  assert.equal(none.code, 1);
  assert.match(none.stderr, /^berth: No paste buffers: .*\n$/, none.stderr);
  await d.ok("set-buffer", "x");
  const gone = await d.cli("paste-buffer", "-t", "nope");
  assert.equal(gone.code, 1);
  assert.match(gone.stderr, /No session named nope/);
  const bad = await d.cli("show-buffer", "-b", "a\x01b");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /buffer name/);
});

Deno.test("load-buffer, paste-buffer -d into a pane, save-buffer: tmux's way to paste a file", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "h", "--", "cat");
  await d.ok("split-window", "-d", "-t", "h", "--", "cat");
  await Deno.writeTextFile(`${d.dir}/prompt.txt`, "from a file\n");
  await d.ok("load-buffer", "-b", "tmp", "prompt.txt"); // the client's cwd
  await d.ok("paste-buffer", "-d", "-b", "tmp", "-t", "h:0.1");
  await d.ok(
    "wait",
    "-t",
    "h:0.1",
    "--text",
    "^from a file$",
    "--timeout",
    "20",
  );
  assert.doesNotMatch(await d.ok("capture", "-t", "h:0.0"), /file/);
  assert.equal(await d.ok("list-buffers"), "", "-d deleted it");
  const fromStdin = await d.cliWith({ stdin: "piped in" }, "load-buffer", "-");
  assert.equal(fromStdin.code, 0, fromStdin.stderr);
  assert.equal(await d.ok("save-buffer", "-"), "piped in");
  await d.ok("save-buffer", "out.txt");
  assert.equal(await Deno.readTextFile(`${d.dir}/out.txt`), "piped in");
  const missing = await d.cli("load-buffer", "nope.txt");
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /^berth: Cannot read nope\.txt: [^\n]*\n$/);
});
