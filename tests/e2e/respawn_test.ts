/**
 * End to end: tmux's `respawn-pane`, `respawn-window` and `clear-history`
 * through the CLI, key bindings' command prompt and an attached client's
 * copy mode: a pane keeps its id, place and history while its program
 * starts again on a cleared screen; a dead pane is live again (and so is a
 * kept session that had ended); a history cleared is gone from captures
 * and from copy mode.
 */

import assert from "node:assert/strict";
import { isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

async function deadPane(d: TestDaemon, target: string): Promise<void> {
  await waitFor(
    async () => (await d.panes(target)).some((p) => p.dead),
    20_000,
    `a dead pane in ${target}`,
  );
}

function attach(d: TestDaemon, name: string, cols = 40, rows = 12) {
  return sizedBerthTerminal(d, { cols, rows }, "attach", name);
}

/** Prints 1..30 on its first run only, then how many times it ran. */
const COUNTED = [
  "sh",
  "-c",
  "echo x >> runs; n=$(wc -l < runs); [ $n = 1 ] && seq 1 30; echo runs=$n",
];

Deno.test("respawn-pane runs a dead pane's program again in the same pane: screen cleared, history kept, live again", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "r", "--rows", "24", "--", "sh");
  await d.ok("set-option", "-t", "r", "remain-on-exit", "on");
  await d.ok("split-window", "-t", "r", "--", ...COUNTED);
  await deadPane(d, "r");
  const [, before] = await d.panes("r");
  assert.equal(
    (await d.ok("display-message", "-p", "-t", "r:0.1", "#{pane_dead}"))
      .trim(),
    "1",
  );
  assert.equal(
    (await d.ok("wait", "-t", "r:0.1", "--exit")).trim(),
    "exited 0",
  );

  await d.ok("respawn-pane", "-t", "r:0.1");
  await d.ok("wait", "-t", "r:0.1", "--exit", "--timeout", "20");
  await deadPane(d, "r");
  const [, after] = await d.panes("r");
  // The same pane: id, place, size; a new program.
  assert.deepEqual(
    [after.id, after.x, after.y, after.cols, after.rows, after.command],
    [before.id, before.x, before.y, before.cols, before.rows, before.command],
  );
  assert.notEqual(after.pid, before.pid);
  // tmux clears the screen and keeps the history: the lines that had
  // scrolled off stay, those on the screen (30, runs=1) are gone.
  const all = (await d.ok("capture-pane", "-p", "-S", "-", "-t", "r:0.1"))
    .trimEnd().split("\n");
  assert.equal(all[0], "1", all.join("|"));
  assert.ok(!all.includes("30"), all.join("|"));
  assert.ok(!all.includes("runs=1"), all.join("|"));
  // The new program wrote from the top; its "Pane is dead" line, on a new
  // bottom row, scrolled its top row (runs=2) into history, as tmux's.
  const runs = all.indexOf("runs=2");
  assert.ok(runs > all.indexOf("29"), all.join("|"));
  const screen = (await d.ok("capture", "-t", "r:0.1")).trimEnd().split("\n");
  assert.equal(screen.length, after.rows, screen.join("|"));
  assert.match(screen.at(-1)!, /^Pane is dead \(status 0, /);
  assert.equal(all.length - runs, after.rows + 1, all.join("|"));

  // Live while it runs: pane_dead 0, and wait --exit waits for it.
  await d.ok("respawn-pane", "-t", "r:0.1", "--", "sh", "-c", "read x; exit 7");
  const dead = await d.ok(
    "display-message",
    "-p",
    "-t",
    "r:0.1",
    "#{pane_dead}:#{pane_start_command}",
  );
  assert.equal(dead.trim(), "0:sh -c read x; exit 7");
  const waiting = d.cli("wait", "-t", "r:0.1", "--exit", "--timeout", "20");
  await d.ok("send", "-t", "r:0.1", "go\n");
  const exit = await waiting;
  assert.equal(exit.code, 0, exit.stderr);
  assert.equal(exit.stdout.trim(), "exited 7");
  // Without a command, the last one given runs again (tmux keeps it).
  await deadPane(d, "r");
  await d.ok("respawn-pane", "-t", "r:0.1");
  await d.ok("send", "-t", "r:0.1", "go\n");
  const again = await d.ok("wait", "-t", "r:0.1", "--exit", "--timeout", "20");
  assert.equal(again.trim(), "exited 7");
  assert.doesNotMatch(d.log(), /parse worker crashed|internal error/);
});

Deno.test("respawn-pane refuses a live pane without -k; -k kills it, and a wait on it gets its status", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "sh");
  await d.ok("split-window", "-t", "k", "--", "cat");
  const [, live] = await d.panes("k");
  const refused = await d.cli("respawn-pane", "-t", "k:0.1");
  assert.equal(refused.code, 1);
  assert.equal(
    refused.stderr,
    "berth: Respawn pane failed: pane k:0.1 still active; respawn-pane -k kills its program first\n",
  );
  assert.equal((await d.panes("k"))[1].pid, live.pid, "nothing changed");

  // A wait on the pane's program, made before the respawn on the same
  // connection: the daemon takes requests in order.
  const conn = await d.connect();
  const waiting = conn.request({
    op: "wait",
    name: "k:0.1",
    exit: true,
    timeoutMs: 20_000,
  });
  const respawned = await conn.request({
    op: "respawn-pane",
    name: "k:0.1",
    kill: true,
    env: { FOO: "bar" },
    cwd: "/tmp",
    cmd: ["sh", "-c", "echo fresh-$FOO-$(pwd); exec cat"],
  });
  assert.deepEqual(respawned.target, "k:0.1");
  assert.deepEqual((await waiting).exit, { code: null, signal: "SIGHUP" });
  conn.close();
  await d.ok("wait", "-t", "k:0.1", "--text", "^fresh-bar-/tmp$");
  const now = await d.panes("k");
  assert.equal(now.length, 2, "the pane stays");
  assert.equal(now[1].id, live.id);
  assert.equal(now[1].dead, false);
  // It takes input as any live pane.
  await d.ok("send", "-t", "k:0.1", "typed\n");
  await d.ok("wait", "-t", "k:0.1", "--text", "^typed$");
  // A bad target or option: one line, exit 1.
  const missing = await d.cli("respawn-pane", "-t", "k:0.5");
  assert.equal(missing.code, 1);
  assert.equal(missing.stderr.split("\n").length, 2, missing.stderr);
  const badEnv = await d.cli("respawn-pane", "-k", "-e", "NOEQUALS", "-t", "k");
  assert.equal(badEnv.code, 1);
  assert.match(badEnv.stderr, /^berth: -e needs KEY=VALUE/);
  const noProgram = await d.cli(
    "respawn-pane",
    "-k",
    "-t",
    "k:0.1",
    "--",
    "/no/such/program",
  );
  assert.equal(noProgram.code, 1);
  assert.equal(noProgram.stderr.split("\n").length, 2, noProgram.stderr);
  assert.equal((await d.panes("k"))[1].dead, false, "the pane as it was");
});

Deno.test("a program respawn-pane -k ended that ignores SIGHUP gets SIGKILL after the grace though the daemon exits first", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "k",
    "--",
    "sh",
    "-c",
    "trap '' HUP; sleep 600",
  );
  const [deaf] = await d.panes("k");
  try {
    await d.ok("respawn-pane", "-k", "-t", "k", "--", "sleep", "600");
    const daemon = await d.daemonPid();
    // The daemon ends before the ended program's grace: it still sends it
    // SIGKILL, where it used to exit and leave it running for good.
    await d.ok("kill-server");
    await waitFor(() => !isAlive(daemon), 20_000, "the daemon gone");
    await waitFor(() => !isAlive(deaf.pid), 10_000, "the program killed");
  } finally {
    try {
      Deno.kill(-deaf.pid, "SIGKILL");
    } catch {
      // Gone, as it should be.
    }
  }
});

Deno.test("respawn-pane brings a kept session's dead last pane back: the session runs again and ends anew", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "--keep", "-s", "s", "--", "sh", "-c", "exit 3");
  assert.equal((await d.ok("wait", "-t", "s", "--exit")).trim(), "exited 3");
  assert.equal((await d.panes("s"))[0].dead, true);

  await d.ok("respawn-pane", "-t", "s", "--", "sh", "-c", "read x; exit 5");
  const [pane] = await d.panes("s");
  assert.equal(pane.dead, false);
  const ls = JSON.parse(await d.ok("ls", "--json"));
  assert.equal(ls[0].exit, null, "running again");
  const waiting = d.cli("wait", "-t", "s", "--exit", "--timeout", "20");
  await d.ok("send", "-t", "s", "go\n");
  const exit = await waiting;
  assert.equal(exit.code, 0, exit.stderr);
  assert.equal(exit.stdout.trim(), "exited 5");
  // Kept again, with its new status.
  assert.equal((await d.ok("wait", "-t", "s", "--exit")).trim(), "exited 5");
  await d.ok("kill", "s");
});

Deno.test("respawn-window: refused while a program runs; -k keeps the first pane alone, respawned, the whole window", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "w",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "cat",
  );
  await d.ok("split-window", "-h", "-t", "w", "--", "cat");
  await d.ok("split-window", "-v", "-t", "w", "--", "cat");
  const before = await d.panes("w");
  const refused = await d.cli("respawn-window", "-t", "w");
  assert.equal(refused.code, 1);
  assert.equal(
    refused.stderr,
    "berth: Respawn window failed: window w:0 still active; respawn-window -k kills its programs first\n",
  );
  assert.equal((await d.panes("w")).length, 3);

  await d.ok(
    "respawnw",
    "-k",
    "-t",
    "w:0",
    "--",
    "sh",
    "-c",
    "echo whole; stty size; exec cat",
  );
  await d.ok("wait", "-t", "w", "--text", "^24 80$");
  const after = await d.panes("w");
  assert.equal(after.length, 1);
  assert.deepEqual(
    [after[0].id, after[0].cols, after[0].rows, after[0].dead],
    [before[0].id, 80, 24, false],
  );
  // The panes -k closed: their programs' ends, for a later wait --exit.
  const closed = await d.cli(
    "wait",
    "-t",
    before[1].id,
    "--exit",
    "--timeout",
    "20",
  );
  assert.deepEqual([closed.code, closed.stdout], [0, "killed SIGHUP\n"]);
  // With every pane dead (remain-on-exit), no -k is needed.
  await d.ok("set-option", "-t", "w", "remain-on-exit", "on");
  await d.ok("split-window", "-t", "w", "--", "sh", "-c", "exit 1");
  await d.ok("send", "-t", "w:0.0", "--keys", "C-d");
  await waitFor(
    async () => (await d.panes("w")).every((p) => p.dead),
    20_000,
    "both panes dead",
  );
  await d.ok("respawn-window", "-t", "w", "--", "cat");
  const last = await d.panes("w");
  assert.deepEqual(last.map((p) => [p.id, p.dead]), [[before[0].id, false]]);
});

Deno.test("clear-history drops the pane's history; the screen stays; capture-pane -S - starts at the screen", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "h", "--rows", "5", "--", "sh");
  await d.ok("send", "-t", "h", "seq 1 50\n");
  await d.ok("wait", "-t", "h", "--text", "^50$");
  const full = await d.ok("capture-pane", "-p", "-S", "-", "-t", "h");
  assert.match(full, /^\$ seq 1 50\n1\n2\n/);
  const screen = await d.ok("capture-pane", "-p", "-t", "h");
  await d.ok("clearhist", "-t", "h");
  assert.equal(await d.ok("capture-pane", "-p", "-S", "-", "-t", "h"), screen);
  assert.equal(await d.ok("capture-pane", "-p", "-t", "h"), screen);
  assert.equal(
    (await d.ok("display-message", "-p", "-t", "h", "#{history_size}")).trim(),
    "0",
  );
  // New output goes into history again.
  await d.ok("send", "-t", "h", "seq 100 120\n");
  await d.ok("wait", "-t", "h", "--text", "^120$");
  const later = await d.ok("capture-pane", "-p", "-S", "-", "-t", "h");
  assert.ok(later.startsWith(screen.split("\n")[0] + "\n"), later);
  const missing = await d.cli("clear-history", "-t", "nosuch");
  assert.equal(missing.code, 1);
  assert.equal(missing.stderr.split("\n").length, 2, missing.stderr);
});

Deno.test("an attached client in copy mode leaves it when its pane's history is cleared or the pane respawned", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "c",
    "--cols",
    "40",
    "--rows",
    "11",
    "--",
    ...SHELL,
  );
  await using t = attach(d, "c");
  await t.waitText(/^\$/m);
  await t.write("seq 1 60\r");
  await t.waitText(/^60$/m);
  await t.write("\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.text()), 15_000, "copy mode");
  await t.write("g"); // the oldest line: history rows on the screen
  await waitFor(() => /^1\s*$/m.test(t.text()), 15_000, "the oldest line");
  await d.ok("clear-history", "-t", "c");
  await waitFor(
    () => !/\[\d+\/\d+\]/.test(t.text()) && /^60$/m.test(t.text()),
    15_000,
    "copy mode left, the live screen shown",
  );
  // Copy mode again: no history left to show.
  await t.write("\x02[");
  await waitFor(() => /\[0\/0\]/.test(t.text()), 15_000, "empty history");
  await d.ok(
    "respawn-pane",
    "-k",
    "-t",
    "c",
    "--",
    "sh",
    "-c",
    "echo anew; exec cat",
  );
  await waitFor(
    () => !/\[\d+\/\d+\]/.test(t.text()) && /^anew$/m.test(t.text()),
    15_000,
    "copy mode left, the new program shown",
  );
  // From the command prompt, as a key binding would: the shell again.
  await t.write("\x02:");
  await waitFor(
    () => t.lines().at(-1)?.trimEnd() === ":",
    15_000,
    "the prompt",
  ).catch((e) => {
    throw new Error(`${e.message}: ${JSON.stringify(t.lines())}`);
  });
  await t.write("respawn-pane -k -- sh -c 'echo from-prompt; exec cat'\r");
  await t.waitText(/^from-prompt$/m);
  assert.ok(!/^anew$/m.test(t.text()), "the screen was cleared");
});

Deno.test("respawn-pane -e wins over set-environment, the session's over the global one's, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "e", "--", "cat");
  for (const name of ["FOO", "BAR", "BAZ"]) {
    await d.ok("set-environment", "-g", name, "global");
  }
  await d.ok("set-environment", "-t", "e", "FOO", "session");
  await d.ok("set-environment", "-t", "e", "BAR", "session");
  await d.ok("set-environment", "-t", "e", "-r", "BAZ");
  const show = 'echo "env:$FOO:$BAR:${BAZ-none}"; exec cat';
  await d.ok(
    "respawn-pane",
    "-k",
    "-t",
    "e",
    "-e",
    "FOO=own",
    "--",
    "sh",
    "-c",
    show,
  );
  await d.ok(
    "wait",
    "-t",
    "e",
    "--text",
    "^env:own:session:none$",
    "--timeout",
    "20",
  );
  // -e over a variable the session removes.
  await d.ok(
    "respawn-pane",
    "-k",
    "-t",
    "e",
    "-e",
    "BAZ=own",
    "--",
    "sh",
    "-c",
    show,
  );
  await d.ok(
    "wait",
    "-t",
    "e",
    "--text",
    "^env:session:session:own$",
    "--timeout",
    "20",
  );
});

Deno.test("respawn-pane keeps the pane's title, select-pane -T's or the old program's OSC 2, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--", "cat");
  const title = async () =>
    (await d.ok("display-message", "-p", "-t", "t", "#{pane_title}"))
      .trimEnd();
  await d.ok("select-pane", "-t", "t", "-T", "mytitle");
  await d.ok("respawn-pane", "-k", "-t", "t", "--", "cat");
  assert.equal(await title(), "mytitle");
  await d.ok(
    "respawn-pane",
    "-k",
    "-t",
    "t",
    "--",
    "sh",
    "-c",
    "printf '\\033]2;osc-title\\007'; exec cat",
  );
  await waitFor(async () => await title() === "osc-title", 15_000, "OSC 2");
  await d.ok("respawn-pane", "-k", "-t", "t", "--", "cat");
  assert.equal(await title(), "osc-title");
  // A dead pane (remain-on-exit) respawned: the same.
  await d.ok("set-option", "-t", "t", "remain-on-exit", "on");
  await d.ok("respawn-pane", "-k", "-t", "t", "--", "true");
  await deadPane(d, "t");
  await d.ok("respawn-pane", "-t", "t", "--", "cat");
  assert.equal(await title(), "osc-title");
});
