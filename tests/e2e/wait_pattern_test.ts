/**
 * End to end: a `wait --text` pattern that makes a backtracking engine run
 * for a minute is answered at once, and the session's engine stays free
 * (a capture answers meanwhile). The 20 s limit is far above what a
 * working daemon needs and far below the minute-long stall it guards
 * against.
 */

import assert from "node:assert/strict";
import { TestDaemon, within } from "../_helpers/daemon.ts";

Deno.test("berth wait --text '^(a+)+$' does not stall the session's engine", async () => {
  await using d = await TestDaemon.create();
  const line = "a".repeat(46) + "X";
  await d.ok(
    "new",
    "-d",
    "-s",
    "p",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
    "-c",
    `printf '%s\\n' ${line}; exec sleep 600`,
  );
  await d.ok("wait", "p", "--text", "X$", "--timeout", "10");
  const wait = d.cli("wait", "p", "--text", "^(a+)+$", "--timeout", "2");
  const capture = await within(d.cli("capture", "p"), 20_000, "capture");
  assert.equal(capture.code, 0, capture.stderr);
  assert.match(capture.stdout, new RegExp(`^${line}$`, "m"));
  const waited = await within(wait, 20_000, "wait");
  assert.equal(waited.code, 1, waited.stderr);
  assert.match(waited.stderr, /2000 ms|timed out|Timed out/i);
});

Deno.test("berth wait --text refuses a pattern RE2 does not take, in one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "p", "--", "sh", "-c", "exec sleep 600");
  const r = await d.cli("wait", "p", "--text", "(a)\\1", "--timeout", "2");
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /^berth: [^\n]*RE2[^\n]*\n$/);
});

Deno.test("berth wait --new --text: the prompt already shown does not match, the next one does", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "p", "--", "bash", "--norc", "--noprofile");
  await d.ok("wait", "p", "--text", "^\\$$", "--timeout", "20");
  const old = await d.cli(
    "wait",
    "p",
    "--new",
    "--text",
    "^\\$$",
    "--timeout",
    "0.3",
  );
  assert.equal(old.code, 1, old.stderr);
  assert.match(old.stderr, /^berth: Timed out after 0.3 s waiting for/);
  // The command takes 3 s to bring its prompt back: time for the wait,
  // begun after it was sent, to look at the screen first.
  await d.ok("send", "p", "sleep 3; echo done\n");
  const next = await d.cli(
    "wait",
    "p",
    "--new",
    "--text",
    "^\\$$",
    "--timeout",
    "20",
  );
  assert.equal(next.code, 0, next.stderr);
  assert.match(await d.ok("capture", "p"), /^done\n\$\n/m);
  const bad = await d.cli("wait", "p", "--new", "--idle", "100");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: --new goes with --text[^\n]*\n$/);
});
