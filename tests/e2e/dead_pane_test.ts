/**
 * End to end: a dead pane (`remain-on-exit`) as tmux 3.3a keeps it. The
 * session goes on when its last program exits: attached clients stay, on
 * the dead pane, with tmux's "Pane is dead (status N, TIME)" line on a new
 * bottom row, until `kill-pane`/`kill-window` ends the session or a
 * respawn makes it live again. `wait --exit` and `ls` give the status of
 * the last program to end, and `berth upgrade` carries it all.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";
import type { SessionInfo } from "../../protocol/messages.ts";

/** tmux's line: "Pane is dead (status 3, Sat Dec  5 09:29:53 2026)". */
const DEAD = (how: string) =>
  new RegExp(
    `^Pane is dead \\(${how}, \\w{3} \\w{3} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\d{4}\\)$`,
    "m",
  );

async function session(d: TestDaemon, name: string): Promise<SessionInfo> {
  const all: SessionInfo[] = JSON.parse(await d.ok("ls", "--json"));
  const s = all.find((s) => s.name === name);
  assert.ok(s, `session ${name} listed`);
  return s;
}

async function display(d: TestDaemon, target: string, format: string) {
  return (await d.ok("display-message", "-p", "-t", target, format)).trim();
}

function gone(d: TestDaemon, name: string): Promise<void> {
  return waitFor(
    async () => (await d.cli("has-session", "-t", name)).code !== 0,
    20_000,
    `session ${name} gone`,
  );
}

Deno.test("remain-on-exit: `berth new CMD` stays attached when CMD exits, on the dead pane with tmux's line, until kill-pane", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig("remain-on-exit = true\n");
  await using t = UserTerminal.spawn(
    berthArgv(
      d.socket,
      "new",
      "-s",
      "n",
      "--",
      "sh",
      "-c",
      "echo hello; read x; exit 3",
    ),
    { cols: 60, rows: 10, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^hello$/m);
  await t.write("\r");
  await t.waitText(DEAD("status 3"));
  assert.equal(
    await display(d, "n", "#{pane_dead} #{pane_dead_status}"),
    "1 3",
  );
  assert.equal(
    (await d.ok("wait", "-t", "n", "--exit", "--timeout", "20")).trim(),
    "exited 3",
  );
  const s = await session(d, "n");
  assert.deepEqual([s.clients, s.exit], [1, { code: 3, signal: null }]);
  assert.match(await d.ok("ls"), /^n .* 1 \(exited 3\) /m);
  // The line is the pane's own: capture-pane shows it at the bottom, and
  // the linefeed before it scrolled the top row (hello) into history.
  const all = (await d.ok("capture-pane", "-p", "-S", "-", "-t", "n"))
    .trimEnd().split("\n");
  assert.equal(all[0], "hello", all.join("|"));
  assert.match(all.at(-1)!, DEAD("status 3"));

  // Respawned: live again, the line gone with the old screen.
  await d.ok(
    "respawn-pane",
    "-t",
    "n",
    "--",
    "sh",
    "-c",
    "echo again; exec cat",
  );
  await t.waitText(/^again$/m);
  // The new output may reach the terminal before the cleared screen does
  // (the parse worker draws a small update first): the line must go.
  await waitFor(
    () => Promise.resolve(!/Pane is dead/.test(t.text())),
    15_000,
    "the dead line gone from the terminal",
  );
  assert.equal((await session(d, "n")).exit, null);
  const waiting = await d.cli("wait", "-t", "n", "--exit", "--timeout", "0.3");
  assert.equal(waiting.code, 1, "live again: wait --exit waits");

  // Killed by a signal: its number, as tmux's on Linux.
  await d.ok("respawn-pane", "-k", "-t", "n", "--", "sh", "-c", "kill -9 $$");
  await t.waitText(DEAD("signal 9"));
  assert.equal(
    (await d.ok("wait", "-t", "n", "--exit", "--timeout", "20")).trim(),
    "killed SIGKILL",
  );
  // kill-pane on the session's last pane ends it, and the client with it.
  await d.ok("kill-pane", "-t", "n");
  await t.waitExit();
  await gone(d, "n");
});

Deno.test("remain-on-exit: a session whose panes are all dead keeps its client and goes on (split-window) until kill-window", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "m",
    "--rows",
    "12",
    "--",
    "sh",
    "-c",
    "read x; exit 3",
  );
  await d.ok("set-option", "-t", "m", "remain-on-exit", "on");
  await d.ok(
    "split-window",
    "-d",
    "-t",
    "m",
    "--",
    "sh",
    "-c",
    "read x; exit 4",
  );
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "m"), {
    cols: 60,
    rows: 13,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/\[m\]/);
  await d.ok("send", "-t", "m:0.1", "\n");
  await t.waitText(DEAD("status 4"));
  const one = await d.cli("wait", "-t", "m", "--exit", "--timeout", "0.3");
  assert.equal(one.code, 1, "one pane still runs");
  await d.ok("send", "-t", "m:0.0", "\n");
  await t.waitText(DEAD("status 3"));
  // Every pane dead: the status of the last to end; the client stays.
  assert.equal(
    (await d.ok("wait", "-t", "m", "--exit", "--timeout", "20")).trim(),
    "exited 3",
  );
  assert.equal((await session(d, "m")).clients, 1);
  // The session is still one: a new pane runs in it, as in tmux.
  const third = (await d.ok(
    "split-window",
    "-P",
    "-F",
    "#{pane_id}",
    "-t",
    "m",
    "--",
    "sh",
    "-c",
    "echo third; exec cat",
  )).trim();
  await t.waitText(/^third/m);
  assert.equal((await session(d, "m")).exit, null);
  const live = await d.cli("wait", "-t", "m", "--exit", "--timeout", "0.3");
  assert.equal(live.code, 1, "a live pane again: wait --exit waits");
  await d.ok("kill-pane", "-t", third);
  assert.equal(
    (await d.ok("wait", "-t", "m", "--exit", "--timeout", "20")).trim(),
    "exited 3",
  );
  // kill-window on the session's last window ends it; the client goes.
  await d.ok("kill-window", "-t", "m:0");
  await t.waitExit();
  await gone(d, "m");
});

Deno.test("a pane a signal ended: #{pane_dead_signal} is its number and #{pane_dead_status} is empty, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig("remain-on-exit = true\n");
  await d.ok("new", "-d", "-s", "k", "--", "sh", "-c", "kill -TERM $$");
  await waitFor(
    async () => (await display(d, "k", "#{pane_dead}")) === "1",
    20_000,
    "the pane dead",
  );
  assert.equal(
    await display(d, "k", "[#{pane_dead_status}] [#{pane_dead_signal}]"),
    "[] [15]",
  );
  assert.match(await d.ok("capture", "-t", "k"), DEAD("signal 15"));
});

Deno.test("berth upgrade carries dead panes with their status and line; a --keep session (berth run) ends as before, with no line", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig("remain-on-exit = true\n");
  await d.ok("new", "-d", "-s", "u", "--", "sh", "-c", "echo bye; exit 6");
  await waitFor(
    async () => (await display(d, "u", "#{pane_dead}")) === "1",
    20_000,
    "the pane dead",
  );
  const before = await d.ok("capture", "-t", "u");
  assert.match(before, DEAD("status 6"));
  // tmux's pane_dead_time: when it died, in seconds; the upgrade keeps it.
  const died = await display(d, "u", "#{pane_dead_time}");
  assert.ok(Math.abs(Number(died) - Date.now() / 1000) < 120, died);
  const r = await d.cli("upgrade");
  assert.equal(r.code, 0, r.stderr);
  assert.equal(
    await display(d, "u", "#{pane_dead} #{pane_dead_status} #{pane_dead_time}"),
    `1 6 ${died}`,
  );
  assert.equal(
    (await d.ok("wait", "-t", "u", "--exit", "--timeout", "20")).trim(),
    "exited 6",
  );
  assert.deepEqual((await session(d, "u")).exit, { code: 6, signal: null });
  assert.equal(await d.ok("capture", "-t", "u"), before);
  // Still a session: attach shows the dead pane.
  {
    await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "u"), {
      cols: 80,
      rows: 25,
      env: d.env,
      cwd: d.dir,
    });
    await t.waitText(DEAD("status 6"));
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0, "detached");
  }
  await d.ok("kill-pane", "-t", "u");
  await gone(d, "u");

  // --keep (and berth run, which keeps its session): the session ends,
  // kept, with its program's final screen, whatever remain-on-exit says.
  await using k = await TestDaemon.create();
  await k.writeConfig("remain-on-exit = true\n");
  const run = await k.cli("run", "--", "sh", "-c", "echo ran; exit 5");
  assert.equal(run.code, 5, run.stderr);
  assert.match(run.stdout, /^ran$/m);
  assert.doesNotMatch(run.stdout, /Pane is dead/);
  await k.ok(
    "new",
    "-d",
    "--keep",
    "-s",
    "k",
    "--",
    "sh",
    "-c",
    "echo kept; exit 2",
  );
  assert.equal(
    (await k.ok("wait", "-t", "k", "--exit", "--timeout", "20")).trim(),
    "exited 2",
  );
  const kept = await k.ok("capture", "-t", "k");
  assert.match(kept, /^kept$/m);
  assert.doesNotMatch(kept, /Pane is dead/);
  assert.deepEqual((await session(k, "k")).exit, { code: 2, signal: null });
  await k.ok("kill", "k");
});

Deno.test("remain-on-exit failed keeps a pane only when its program failed (non-zero, a signal), as tmux 3.3a's; set, setw, set -p, show and #{remain-on-exit} print it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "-x", "80", "-y", "24");
  await d.ok("set", "-g", "remain-on-exit", "failed");
  assert.equal(
    await d.ok("show", "-g", "remain-on-exit"),
    "remain-on-exit failed\n",
  );
  assert.equal(await display(d, "f", "#{remain-on-exit}"), "failed");
  // A window's and a pane's own, each printed in tmux's words.
  await d.ok("setw", "-t", "f", "remain-on-exit", "on");
  assert.equal(await display(d, "f", "#{remain-on-exit}"), "on");
  await d.ok("setw", "-t", "f", "remain-on-exit", "failed");
  assert.equal(await d.ok("show", "-w", "-t", "f"), "remain-on-exit failed\n");
  // tmux's choice given no value: failed stays failed.
  await d.ok("setw", "-t", "f", "remain-on-exit");
  assert.equal(
    await d.ok("show", "-wv", "-t", "f", "remain-on-exit"),
    "failed\n",
  );
  await d.ok("set", "-p", "-t", "f", "remain-on-exit", "failed");
  assert.equal(await d.ok("show", "-p", "-t", "f"), "remain-on-exit failed\n");
  assert.equal(await display(d, "f", "#{remain-on-exit}"), "failed");
  await d.ok("set", "-pu", "-t", "f", "remain-on-exit");
  await d.ok("setw", "-u", "-t", "f", "remain-on-exit");
  const bad = await d.cli("setw", "-t", "f", "remain-on-exit", "bogus");
  assert.equal(bad.code, 1);
  assert.equal(
    bad.stderr,
    "berth: set-option remain-on-exit takes on, off or failed\n",
  );
  // Three programs: one that succeeds goes, the failed two stay dead.
  await d.ok("neww", "-d", "-t", "f", "-n", "ok", "exit 0");
  await d.ok("neww", "-d", "-t", "f", "-n", "bad", "exit 3");
  await d.ok("neww", "-d", "-t", "f", "-n", "sig", "kill -TERM $$");
  const windows = () =>
    d.ok(
      "lsw",
      "-t",
      "f",
      "-F",
      "#{window_name} #{pane_dead} [#{pane_dead_status}] [#{pane_dead_signal}]",
    );
  await waitFor(
    async () => !(await windows()).includes("ok "),
    20_000,
    "the window whose program exited 0 closed",
  );
  await waitFor(
    async () =>
      (await windows()).split("\n").filter((l) => / 1 /.test(l)).length === 2,
    20_000,
    "the two failed panes dead",
  );
  assert.deepEqual((await windows()).split("\n").slice(1), [
    "bad 1 [3] []",
    "sig 1 [] [15]",
    "",
  ]);
  assert.match(await d.ok("capture", "-t", "f:bad"), DEAD("status 3"));
  assert.match(await d.ok("capture", "-t", "f:sig"), DEAD("signal 15"));
});

Deno.test("remain-on-exit-format is the dead pane's line, expanded for the pane as tmux's; its default is tmux 3.3a's line", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig("remain-on-exit = true\n");
  await d.ok("new", "-d", "-s", "first", "--", "cat");
  // tmux 3.3a: show -gp remain-on-exit-format.
  assert.equal(
    await d.ok("show", "-gv", "remain-on-exit-format"),
    "Pane is dead (#{?#{!=:#{pane_dead_status},},status #{pane_dead_status},}#{?#{!=:#{pane_dead_signal},},signal #{pane_dead_signal},}, #{t:pane_dead_time})\n",
  );
  await d.ok("set", "-g", "remain-on-exit-format", "gone #{pane_dead_status}");
  await d.ok("new", "-d", "-s", "f", "--", "sh", "-c", "echo bye; exit 4");
  await waitFor(
    async () => (await display(d, "f", "#{pane_dead}")) === "1",
    20_000,
    "the pane dead",
  );
  await waitFor(
    async () => /^gone 4$/m.test(await d.ok("capture", "-t", "f")),
    20_000,
    "the format's line under the pane",
  );
  assert.doesNotMatch(await d.ok("capture", "-t", "f"), /Pane is dead/);
});
