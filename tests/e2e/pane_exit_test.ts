/**
 * End to end: tmux's exit and kill rules for panes, through the CLI: a pane
 * whose program exits closes; a window's last pane closes the window; the
 * last window ends the session with that pane's exit status; with
 * `set-option remain-on-exit on` a pane stays, dead, until `kill-pane`.
 */

import assert from "node:assert/strict";
import { isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";

async function windowCount(d: TestDaemon, name: string): Promise<number> {
  return JSON.parse(await d.ok("list-windows", "-t", name, "--json")).length;
}

async function paneCount(d: TestDaemon, target: string, n: number) {
  await waitFor(
    async () => (await d.panes(target)).length === n,
    20_000,
    `${n} panes in ${target}`,
  );
}

Deno.test("exit rules: a pane's exit closes it, a window's last pane closes the window, the last window ends the session with its status", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "x", "--", "sh");
  await d.ok("split-window", "-h", "-t", "x", "--", "sh");
  await d.ok("new-window", "-t", "x", "--", "sh");
  await d.ok("send", "-t", "x:0.1", "exit\n");
  await paneCount(d, "x:0", 1);
  assert.equal((await d.panes("x:0"))[0].cols, 80, "the survivor grows");
  // Window 1's only pane exits: the window goes, the session stays.
  await d.ok("send", "-t", "x:1", "exit 5\n");
  await waitFor(async () => (await windowCount(d, "x")) === 1, 20_000);
  assert.equal(JSON.parse(await d.ok("ls", "--json"))[0].name, "x");
  // The last window's last pane: the session ends with its status.
  await d.ok("send", "-t", "x:0", "exit 3\n");
  assert.equal((await d.ok("wait", "-t", "x", "--exit")).trim(), "exited 3");
});

Deno.test("set-option remain-on-exit on: exited panes stay dead until kill-pane, the last one too", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "r", "--", "sh");
  await d.ok("set-option", "-t", "r", "remain-on-exit", "on");
  await d.ok(
    "split-window",
    "-h",
    "-t",
    "r",
    "--",
    "sh",
    "-c",
    "echo last-words",
  );
  await waitFor(
    async () => (await d.panes("r")).some((p) => p.dead),
    20_000,
    "a dead pane",
  );
  const [live, dead] = await d.panes("r");
  assert.deepEqual([live.dead, dead.dead], [false, true]);
  // Its screen stays, with tmux's line on a new bottom row: the top row
  // (last-words) scrolled into history.
  const cap = (await d.ok("capture-pane", "-p", "-S", "-", "-t", dead.target))
    .trimEnd().split("\n");
  assert.equal(cap[0], "last-words", cap.join("|"));
  assert.equal(cap.length, dead.rows + 1, cap.join("|"));
  assert.match(cap.at(-1)!, /^Pane is dead \(status 0, \w{3} \w{3} [ \d]\d /);
  const typed = await d.cli("send", "-t", dead.target, "x");
  assert.equal(typed.code, 1);
  await d.ok("kill-pane", "-t", dead.target);
  await paneCount(d, "r", 1);
  // The last pane stays dead too; its session with it, until kill-pane.
  await d.ok("send", "-t", "r", "echo bye; exit 4\n");
  await waitFor(
    async () => (await d.panes("r"))[0].dead,
    20_000,
    "the last pane dead",
  );
  assert.equal((await d.ok("wait", "-t", "r", "--exit")).trim(), "exited 4");
  await d.ok("kill-pane", "-t", "r");
  await waitFor(async () => (await d.cli("has-session", "-t", "r")).code !== 0);
  // off again: a pane that exits closes.
  await d.ok("new", "-d", "-s", "o", "--", "sh");
  await d.ok("set-option", "-t", "o", "remain-on-exit", "on");
  await d.ok("set-option", "-t", "o", "remain-on-exit", "off");
  await d.ok("split-window", "-t", "o", "--", "sh", "-c", "exit 0");
  await paneCount(d, "o", 1);
});

Deno.test("a dead pane takes its new rectangle when the session grows; the session goes on", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "g",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("set-option", "-t", "g", "remain-on-exit", "on");
  await d.ok("split-window", "-t", "g", "--", "sh", "-c", "echo last-words");
  await waitFor(
    async () => (await d.panes("g")).some((p) => p.dead),
    20_000,
    "a dead pane",
  );
  // Taller: the dead pane's rectangle has more rows than its screen had.
  await d.ok("resize", "-t", "g", "100", "40");
  await d.ok("send", "-t", "g:0.0", "echo still-here\n");
  await d.ok(
    "wait",
    "-t",
    "g:0.0",
    "--text",
    "^still-here$",
    "--timeout",
    "20",
  );
  const [live, dead] = await d.panes("g");
  assert.equal(live.cols, 100);
  assert.deepEqual([dead.dead, dead.cols, dead.rows], [
    true,
    100,
    live.rows - 1,
  ]);
  // Its screen, with tmux's "Pane is dead" line, at the new size.
  const cap = JSON.parse(await d.ok("capture", "-t", dead.target, "--json"));
  assert.equal(cap.lines.length, dead.rows);
  assert.ok(
    cap.lines.some((l: string) => l.startsWith("Pane is dead (status 0, ")),
    cap.lines.join("|"),
  );
});

Deno.test("kill-session and kill-server end a session that holds dead panes", async () => {
  await using d = await TestDaemon.create();
  for (const name of ["k1", "k2"]) {
    await d.ok("new", "-d", "-s", name, "--", "sh");
    await d.ok("set-option", "-t", name, "remain-on-exit", "on");
    await d.ok("split-window", "-t", name, "--", "sh", "-c", "exit 3");
    await waitFor(
      async () => (await d.panes(name)).some((p) => p.dead),
      20_000,
      `a dead pane in ${name}`,
    );
  }
  const killed = await d.cli("kill-session", "-t", "k1");
  assert.equal(killed.code, 0, killed.stderr);
  assert.notEqual((await d.cli("has-session", "-t", "k1")).code, 0);
  const pid = await d.daemonPid();
  const stopped = await d.cli("kill-server");
  assert.equal(stopped.code, 0, stopped.stderr);
  await waitFor(() => !isAlive(pid), 10_000, "the daemon gone");
});

Deno.test("kill-pane and kill-window close live panes with remain-on-exit on, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "kp", "--", "sh");
  await d.ok("set-option", "-t", "kp", "remain-on-exit", "on");
  await d.ok("split-window", "-t", "kp", "--", "sh");
  await d.ok("new-window", "-t", "kp", "--", "sh");
  await d.ok("kill-pane", "-t", "kp:0.1");
  await paneCount(d, "kp:0", 1);
  assert.equal((await d.panes("kp:0"))[0].dead, false);
  await d.ok("kill-window", "-t", "kp:1");
  await waitFor(async () => (await windowCount(d, "kp")) === 1, 20_000);
  // The last pane killed: the session goes, as in tmux.
  await d.ok("kill-pane", "-t", "kp:0.0");
  await waitFor(
    async () => (await d.cli("has-session", "-t", "kp")).code !== 0,
    20_000,
    "the session gone",
  );
});

Deno.test("remain-on-exit on: kill-pane closes a live pane, a dead pane takes the room, kill ends the session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--rows", "24", "--", "cat");
  await d.ok("set-option", "-t", "k", "remain-on-exit", "on");
  await d.ok("split-window", "-d", "-t", "k", "--", "sh", "-c", "echo done");
  await waitFor(
    async () => (await d.panes("k")).some((p) => p.dead),
    20_000,
    "a dead pane",
  );
  // As tmux's kill-pane: the pane goes, not left dead by remain-on-exit.
  await d.ok("kill-pane", "-t", "k:0.0");
  await paneCount(d, "k", 1);
  const [dead] = await d.panes("k");
  assert.deepEqual([dead.dead, dead.rows], [true, 24], "the dead pane grew");
  assert.match(await d.ok("capture", "-t", "k"), /^done$/m);
  assert.doesNotMatch(d.log(), /parse worker crashed/);
  // kill with dead panes in it answers and ends the session.
  await d.ok("new", "-d", "-s", "m", "--", "cat");
  await d.ok("set-option", "-t", "m", "remain-on-exit", "on");
  await d.ok("split-window", "-d", "-t", "m", "--", "sh", "-c", "exit 3");
  await waitFor(
    async () => (await d.panes("m")).some((p) => p.dead),
    20_000,
    "a dead pane",
  );
  await d.ok("kill", "m");
  assert.equal((await d.cli("has-session", "-t", "m")).code, 1);
  assert.doesNotMatch(d.log(), /parse worker crashed/);
});

Deno.test("remain-on-exit on: kill-pane on the last of several dead panes ends the session, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "dd", "--", "sh", "-c", "read x; exit 3");
  await d.ok("set-option", "-t", "dd", "remain-on-exit", "on");
  await d.ok("split-window", "-d", "-t", "dd", "--", "sh", "-c", "exit 4");
  await d.ok("send", "-t", "dd:0.0", "\n");
  await waitFor(
    async () => (await d.panes("dd")).every((p) => p.dead),
    20_000,
    "both panes dead",
  );
  await d.ok("kill-pane", "-t", "dd:0.0");
  await paneCount(d, "dd", 1);
  await d.ok("kill-pane", "-t", "dd:0.0");
  await waitFor(
    async () => (await d.cli("has-session", "-t", "dd")).code !== 0,
    20_000,
    "the session gone",
  );
  // kill-window on a window of dead panes, the session's last, too.
  await d.ok("new", "-d", "-s", "dw", "--", "sh", "-c", "read x; exit 3");
  await d.ok("set-option", "-t", "dw", "remain-on-exit", "on");
  await d.ok("split-window", "-d", "-t", "dw", "--", "sh", "-c", "exit 4");
  await d.ok("send", "-t", "dw:0.0", "\n");
  await waitFor(
    async () => (await d.panes("dw")).every((p) => p.dead),
    20_000,
    "both panes dead",
  );
  await d.ok("kill-window", "-t", "dw:0");
  await waitFor(
    async () => (await d.cli("has-session", "-t", "dw")).code !== 0,
    20_000,
    "the session gone",
  );
});

Deno.test("set-option: a bad option or value is one line saying what to type", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "b", "--", "sh");
  const cases: [string[], RegExp][] = [
    [["remain-on-exit", "maybe"], /takes on, off or failed/],
    [["monitor-activity", "x"], /monitor-activity takes on or off/],
    [
      ["default-size", "90x30"],
      /^berth: default-size is a setting of the whole daemon: berth set-option -g default-size 90x30\n$/,
    ],
    [
      ["nonsense", "on"],
      /^berth: invalid option: nonsense \(berth show-options lists those berth has\)\n$/,
    ],
    [[], /needs an option: remain-on-exit, .* or automatic-rename, then/],
  ];
  for (const [args, re] of cases) {
    const r = await d.cli("set-option", "-t", "b", ...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, re);
    assert.equal(r.stderr.split("\n").length, 2, "one line");
  }
  const gone = await d.cli("set-option", "-t", "nope", "remain-on-exit", "on");
  assert.equal(gone.code, 1);
  assert.match(gone.stderr, /nope/);
});

Deno.test("a wait on one pane ends when that pane closes ('ended before'), not at its timeout", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "sh");
  await d.ok(
    "split-window",
    "-t",
    "w",
    "--",
    "sh",
    "-c",
    "echo ready; read x; exit 0",
  );
  await d.ok("wait", "-t", "w:0.1", "--text", "^ready$", "--timeout", "20");
  // One connection: the daemon takes its requests in order, so the watch
  // is in place before the line that ends the pane is typed.
  using c = await d.connect();
  const waiting = c.request({
    op: "wait",
    name: "w:0.1",
    text: { source: "never", flags: "m" },
    timeoutMs: 120_000,
  });
  const ended = assert.rejects(waiting, (err: Error & { code?: string }) => {
    assert.equal(err.code, "exited", err.message);
    assert.match(err.message, /^Pane %1 exited first$/);
    return true;
  });
  await c.request({ op: "send", name: "w:0.1", data: new Uint8Array([10]) });
  await ended;
  assert.equal((await d.panes("w")).length, 1, "the session goes on");
});

Deno.test("wait -t %N --exit gives a pane's status after the pane has closed, the session's last pane too", async () => {
  await using d = await TestDaemon.create();
  // `read x; kill -TERM $$`: an interactive sh would ignore SIGTERM.
  await d.ok("new", "-d", "-s", "z", "--", "sh", "-c", "read x; kill -TERM $$");
  const id = (await d.ok(
    "split-window",
    "-t",
    "z",
    "-P",
    "-F",
    "#{pane_id}",
    "--",
    "sh",
    "-c",
    "read x; exit 4",
  )).trim();
  await d.ok("send", "-t", id, "\n");
  await paneCount(d, "z", 1);
  assert.equal((await d.ok("wait", "-t", id, "--exit")).trim(), "exited 4");
  // The last pane goes with its session; its id still answers.
  const last = (await d.panes("z"))[0].id;
  await d.ok("send", "-t", "z", "\n");
  assert.equal(
    (await d.ok("wait", "-t", last, "--exit")).trim(),
    "killed SIGTERM",
  );
  // An id no pane ever had is still no such pane.
  const never = await d.cli("wait", "-t", "%999", "--exit");
  assert.equal(never.code, 2);
  assert.match(never.stderr, /No pane %999/);
});
