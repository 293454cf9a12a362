/**
 * End to end: tmux scripts' own forms, as they are ported to berth with a
 * real daemon: `new -d -s NAME -x W -y H -n WIN -c DIR 'shell text'`,
 * `split-window` and `new-window` with a command as one argument.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";

Deno.test("new -x -y -n -c and a command as one argument, as tmux scripts write them", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "t",
    "-x",
    "100",
    "-y",
    "30",
    "-n",
    "build",
    "-c",
    "/tmp",
    'echo "at $(pwd): $((6*7))"; exec cat',
  );
  await d.ok("wait", "-t", "t", "--text", "^at /tmp: 42$", "--timeout", "20");
  assert.equal(
    await d.ok(
      "display",
      "-p",
      "-t",
      "t",
      "#W #{window_width}x#{window_height}",
    ),
    "build 100x30\n",
  );
  await d.ok("split-window", "-t", "t", "echo split $((1+1)); exec cat");
  await d.ok("wait", "-t", "t:0.1", "--text", "^split 2$", "--timeout", "20");
  await d.ok("new-window", "-t", "t", "echo window $((2+1)); exec cat");
  await d.ok("wait", "-t", "t:1", "--text", "^window 3$", "--timeout", "20");
});

/** `berth ARGS...` as a line a shell in a pane runs. */
function shellLine(d: TestDaemon, ...args: string[]): string {
  return berthArgv(d.socket, ...args).map((a) => `'${a}'`).join(" ");
}

/** `#S:#I.#P` of what `target` names, or the error. */
async function names(d: TestDaemon, target: string): Promise<string> {
  const r = await d.cli("display", "-p", "-t", target, "#S:#I.#P");
  return r.code === 0 ? r.stdout.trim() : r.stderr.trim();
}

Deno.test("targets: =exact, + and - steps, and :WINDOW outside a session, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "cat");
  await d.ok("split-window", "-t", "work", "--", "cat");
  await d.ok("split-window", "-t", "work", "--", "cat");
  await d.ok("new-window", "-t", "work", "--", "cat");
  await d.ok("new-window", "-t", "work", "--", "cat");
  await d.ok("select-window", "-t", "work:2");
  await d.ok("new", "-d", "-s", "workshop", "--", "cat");
  // A pane target takes =NAME in the session's place (tmux 3.3a refuses
  // a bare =work there: a bare word is a pane, then a window first).
  assert.equal(await names(d, "=work:"), "work:2.0", "no prefix");
  assert.match(await names(d, "=wor:"), /^berth: No session named wor /);
  assert.match(await names(d, "=work"), /^berth: .*=work: for the session/);
  assert.equal((await d.cli("has-session", "-t", "=work")).code, 0);
  assert.equal((await d.cli("has-session", "-t", "=wor")).code, 1);
  assert.equal(await names(d, "work:+"), "work:0.2", "wraps");
  assert.equal(await names(d, "work:-2"), "work:0.2");
  assert.equal(await names(d, "work:0.+"), "work:0.0", "wraps");
  assert.equal(await names(d, "work:0.-"), "work:0.1");
  assert.equal(await names(d, "work:=1"), "work:1.0");
  // Outside a session: the most recently active one, as tmux's current.
  await d.ok("send", "-t", "work:1", "x");
  assert.equal(await names(d, ":"), "work:2.0");
  assert.equal(await names(d, ":0.1"), "work:0.1");
  // A bad step or pane is one line, and the connection is not dropped.
  const bad = await d.cli("select-pane", "-t", ":.x");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: Window work:2 has no pane x [^\n]*\n$/);
});

Deno.test("targets inside a pane: :WINDOW.PANE is its own session's, %N the pane with that id in the daemon", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  await d.ok("new", "-d", "-s", "in", "--", "bash", "--norc", "--noprofile");
  await d.ok("split-window", "-d", "-t", "in", "--", "cat");
  await d.ok("send", "-t", "other", "x"); // the most recent, outside
  const lines = [
    shellLine(d, "display", "-p", "-t", ":.1", "a=#S:#I.#P"),
    // Pane ids are the daemon's: other's cat is %0, in's panes %1 and %2.
    shellLine(d, "display", "-p", "-t", "%2", "b=#S:#I.#P #D"),
    shellLine(d, "display", "-p", "-t", "%0", "c=#S:#I.#P #D"),
    shellLine(d, "send-keys", "-t", ":.+", "typed", "Enter"),
  ];
  await d.ok("send", "-t", "in:0.0", `${lines.join("; ")}\n`);
  await d.ok(
    "wait",
    "-t",
    "in:0.0",
    "--text",
    "^a=in:0\\.1$",
    "--timeout",
    "20",
  );
  await d.ok(
    "wait",
    "-t",
    "in:0.0",
    "--text",
    "^b=in:0\\.1 %2$",
    "--timeout",
    "20",
  );
  await d.ok(
    "wait",
    "-t",
    "in:0.0",
    "--text",
    "^c=other:0\\.0 %0$",
    "--timeout",
    "20",
  );
  await d.ok("wait", "-t", "in:0.1", "--text", "^typed$", "--timeout", "20");
});

Deno.test("-P -F prints a format for the pane made (new, split-window, new-window); -l N% splits by percent", async () => {
  await using d = await TestDaemon.create();
  assert.equal(
    await d.ok("new", "-d", "-s", "p", "-y", "41", "-P", "-F", "#S #D", "cat"),
    "p %0\n",
  );
  assert.equal(
    await d.ok("split-window", "-t", "p", "-l", "50%", "-P", "-F", "#D", "cat"),
    "%1\n",
  );
  assert.equal(
    await d.ok("display", "-p", "-t", "p:0.0", "#{pane_height}"),
    "20\n",
    "half of 41 rows less the border",
  );
  assert.equal(
    await d.ok("new-window", "-t", "p", "-P", "-F", "#I #D", "cat"),
    "1 %2\n",
  );
  // Scripts then drive the pane by its id, alone or with its session.
  assert.equal(await d.ok("display", "-p", "-t", "%1", "#S:#I.#P"), "p:0.1\n");
  await d.ok("send-keys", "-t", "p:%1", "by-id", "Enter");
  await d.ok("wait", "-t", "p:0.1", "--text", "^by-id$", "--timeout", "20");
  const alone = await d.cli("split-window", "-t", "p", "-F", "#D", "cat");
  assert.equal(alone.code, 1);
  assert.equal(
    alone.stderr,
    "berth: split-window -F goes with -P, not --json\n",
  );
});

Deno.test("split-window -P -F never prints another pane's values, when the new pane exits at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "q", "-y", "60", "cat");
  await d.ok("split-window", "-d", "-t", "q", "cat");
  for (let i = 0; i < 5; i++) {
    // -b: the new pane takes index 0, the old %0's once it has closed.
    const r = await d.cli(
      "split-window",
      "-b",
      "-d",
      "-t",
      "q:0.0",
      "-P",
      "-F",
      "#D #{pane_start_command}",
      "--",
      "true",
    );
    if (r.code === 0) assert.match(r.stdout, /^%\d+ true\n$/);
    else assert.match(r.stderr, /^berth: Session q has no pane %\d+ /);
    // Gone before the next split, which then halves cat's pane again: a
    // loaded machine (CI) still had each `true` pane, and the fourth split
    // of them was refused as too small.
    await waitFor(async () => (await d.panes("q:0")).length === 2);
  }
  // new-window alike, by the new pane's id.
  const made = await d.ok(
    "new-window",
    "-d",
    "-t",
    "q",
    "-P",
    "-F",
    "#D",
    "cat",
  );
  assert.equal(made, await d.ok("display", "-p", "-t", "q:1", "#D"));
});

Deno.test("wait-for: a pane signals, the script waits; --timeout gives up with exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "bash", "--norc", "--noprofile");
  const waiting = d.cli("wait-for", "--timeout", "30", "built");
  const signal = shellLine(d, "wait-for", "-S", "built");
  await d.ok("send", "-t", "w", `echo built; ${signal}\n`);
  const r = await waiting;
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout + r.stderr, "");
  const late = await d.cli("wait-for", "--timeout", "0.2", "built");
  assert.equal(late.code, 1);
  assert.equal(
    late.stderr,
    "berth: Timed out after 0.2 s waiting for channel built\n",
  );
  await d.ok("wait-for", "-L", "lk");
  const unlock = await d.cli("wait-for", "-U", "nolock");
  assert.equal(unlock.code, 1);
  assert.match(unlock.stderr, /^berth: Channel nolock is not locked[^\n]*\n$/);
});

Deno.test("wait --exit on a pane target waits for that pane's program, not the session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  // The pane's program must still run when the wait reaches the daemon:
  // without remain-on-exit the pane goes when it exits, and a wait that
  // came later finds no s:0.1 (seen once, the machine busy). Then again,
  // with the program given longer.
  for (const seconds of [0.5, 3, 10]) {
    await d.ok(
      "split-window",
      "-d",
      "-t",
      "s",
      "--",
      "sh",
      "-c",
      `sleep ${seconds}; exit 7`,
    );
    const r = await d.cli("wait", "-t", "s:0.1", "--exit", "--timeout", "20");
    const panes = await d.ok("list-panes", "-t", "s", "-F", "#{pane_index}");
    if (r.code !== 0 && panes === "0\n" && seconds < 10) continue;
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, "exited 7\n");
    break;
  }
  await d.ok("has-session", "-t", "s"); // the session goes on
  // A dead pane (remain-on-exit) answers at once with its status.
  await d.ok("set-option", "-t", "s", "remain-on-exit", "on");
  await d.ok("split-window", "-d", "-t", "s", "--", "sh", "-c", "exit 5");
  await d.ok("wait", "-t", "s:0.1", "--exit", "--timeout", "20");
  assert.equal(
    await d.ok("wait", "-t", "s:0.1", "--exit", "--json"),
    '{"ok":true,"exit":{"code":5,"signal":null}}\n',
  );
  const session = await d.cli("wait", "-t", "s", "--exit", "--timeout", "0.3");
  assert.equal(session.code, 1, "the session itself still runs");
});

Deno.test("wait --exit -t %N waits for that pane's program, as -t SESSION:%N does", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const id = (await d.ok(
    "split-window",
    "-d",
    "-P",
    "-F",
    "#{pane_id}",
    "-t",
    "s",
    "--",
    "sh",
    "-c",
    "sleep 0.5; exit 7",
  )).trim();
  assert.match(id, /^%\d+$/);
  assert.equal(
    await d.ok("wait", "-t", id, "--exit", "--timeout", "20"),
    "exited 7\n",
  );
  await d.ok("has-session", "-t", "s"); // the session goes on
  // What a wait on one pane says names the pane, not a session.
  const r = await d.cli("wait", "-t", "s:0.0", "--exit", "--timeout", "0.3");
  assert.equal(r.code, 1);
  assert.equal(
    r.stderr,
    "berth: Timed out after 0.3 s: pane s:0.0 is still running\n",
  );
});

Deno.test("tmux's spellings: session commands take any target, setw, resize-window -x -y", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--cols", "80", "--rows", "24", "cat");
  await d.ok("has-session", "-t", "t:0.0");
  await d.ok("setw", "-t", "t", "remain-on-exit", "on");
  await d.ok("set-option", "-w", "-t", "t", "remain-on-exit", "off");
  await d.ok("resize-window", "-t", "t", "-x", "100");
  const size = () =>
    d.ok("display", "-p", "-t", "t", "#{window_width}x#{window_height}");
  assert.equal(await size(), "100x24\n");
  await d.ok("resize-window", "-t", "t", "-y", "30");
  assert.equal(await size(), "100x30\n");
  await d.ok("kill-session", "-t", "t:0");
  assert.equal((await d.cli("has-session", "-t", "t")).code, 1);
});

Deno.test("next-window, previous-window, last-window and last-pane step as select-window/-pane do", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  await d.ok("new-window", "-d", "-t", "w", "--", "cat");
  await d.ok("new-window", "-d", "-t", "w", "--", "cat");
  const shown = async () => (await d.ok("display", "-p", "-t", "w", "#I.#P"));
  await d.ok("next-window", "-t", "w");
  assert.equal(await shown(), "1.0\n");
  await d.ok("next", "-t", "w");
  await d.ok("previous-window", "-t", "w");
  assert.equal(await shown(), "1.0\n");
  await d.ok("last-window", "-t", "w");
  assert.equal(await shown(), "2.0\n");
  await d.ok("split-window", "-t", "w", "--", "cat");
  await d.ok("last-pane", "-t", "w");
  assert.equal(await shown(), "2.0\n");
  const extra = await d.cli("last-window", "w");
  assert.equal(extra.code, 1);
  assert.equal(extra.stderr, "berth: last-window takes no arguments; use -t\n");
});

Deno.test("wait-for: the daemon stopping meanwhile exits 2, saying to run it again", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const pid = await d.daemonPid();
  // The daemon's connections, once the test's own have closed.
  let before = -1;
  await waitFor(
    () => before === (before = sockets(pid)),
    10_000,
    "the test's connections closed",
    200,
  );
  const child = d.spawn("wait-for", "--timeout", "60", "never");
  // Once the daemon has taken its connection (at CI's load, 500 ms after
  // its spawn it had not: the in-process kill-server came first), and a
  // moment for the request that follows; a signal now would wake it.
  await waitFor(() => sockets(pid) > before, 30_000, "wait-for to connect");
  await new Promise((r) => setTimeout(r, 200));
  await d.ok("kill-server");
  const out = await child.output();
  const r = { code: out.code, stderr: new TextDecoder().decode(out.stderr) };
  assert.equal(r.code, 2, r.stderr);
  assert.match(
    r.stderr,
    /^berth: wait-for never: the daemon stopped while this waited[^\n]*run it again\n$/,
  );
});

/** How many sockets process `pid` holds (a daemon: its connections). */
function sockets(pid: number): number {
  let n = 0;
  for (const e of Deno.readDirSync(`/proc/${pid}/fd`)) {
    try {
      if (
        Deno.readLinkSync(`/proc/${pid}/fd/${e.name}`).startsWith("socket:")
      ) {
        n++;
      }
    } catch {
      // Closed between the listing and the look.
    }
  }
  return n;
}
