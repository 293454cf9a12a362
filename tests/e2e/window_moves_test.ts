/**
 * End to end: tmux's commands that rearrange windows and move panes between
 * windows (`swap-window`, `move-window`, `join-pane`/`move-pane`), with real
 * shells, a real daemon and the CLI, compared with what tmux 3.3a does: the
 * indexes, the window shown and the last one (`#F`), a moved pane's id,
 * program, screen and pty size, the refusals (one line, exit 1), a live
 * upgrade afterwards, and the keys and `:` prompt of an attached client.
 */

import assert from "node:assert/strict";
import { berthArgv, isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/** `INDEX:NAME FLAGS` a window, shown (`*`) and last (`-`) flags only. */
async function windows(d: TestDaemon, session: string): Promise<string> {
  const out = await d.ok("list-windows", "-t", session, "-F", "#I:#W#F");
  // A shell's prompt may flag a window not shown with activity.
  return out.trim().replace(/[#!]/g, "");
}

/** Three windows a, b, c of `sh`; c shown, b the last. */
async function threeWindows(d: TestDaemon, s: string): Promise<void> {
  await d.ok("new", "-d", "-s", s, "-n", "a", "--", "sh");
  await d.ok("new-window", "-t", s, "-n", "b", "--", "sh");
  await d.ok("new-window", "-t", s, "-n", "c", "--", "sh");
}

/** Asserts `args` fail with exit 1 and this one line. */
async function refused(d: TestDaemon, line: RegExp, ...args: string[]) {
  const r = await d.cli(...args);
  assert.equal(r.code, 1, `${args.join(" ")}: ${r.stdout}`);
  assert.match(r.stderr, /^[^\n]*\n$/, "one line");
  assert.match(r.stderr.trimEnd(), line);
}

Deno.test("swap-window swaps two windows' indexes; the index shown stays shown, -d shows the window at its new index (tmux 3.3a)", async () => {
  await using d = await TestDaemon.create();
  await threeWindows(d, "w");
  await d.ok("select-window", "-t", "w:0");
  assert.equal(await windows(d, "w"), "0:a*\n1:b\n2:c-");
  const aPane = (await d.ok("display-message", "-p", "-t", "w:0", "#D"))
    .trim();
  // As tmux 3.3a: index 0 stays shown, showing c; a, at 2, is the last.
  await d.ok("swap-window", "-s", "w:0", "-t", "w:2");
  assert.equal(await windows(d, "w"), "0:c*\n1:b\n2:a-");
  assert.equal(
    (await d.ok("display-message", "-p", "-t", aPane, "#I #W")).trim(),
    "2 a",
    "window_index follows the window",
  );
  // -d: a, now at 1, is shown; index 0 is the last.
  await d.ok("swap-window", "-d", "-s", "w:2", "-t", "w:b");
  assert.equal(await windows(d, "w"), "0:c-\n1:a*\n2:b");
  await d.ok("select-window", "-l", "-t", "w");
  assert.equal(await windows(d, "w"), "0:c*\n1:a-\n2:b");
  // Alias, and one window with itself: nothing changes.
  await d.ok("swapw", "-s", "w:1", "-t", "w:1");
  assert.equal(await windows(d, "w"), "0:c*\n1:a-\n2:b");

  await refused(
    d,
    /^berth: Session w has no window 7 \(berth list-windows -t w lists them\)$/,
    "swap-window",
    "-s",
    "w:7",
    "-t",
    "w:0",
  );
  await refused(
    d,
    /^berth: swap-window needs -s SESSION\[:WINDOW\[\.PANE\]\] outside a session, or a marked pane \(select-pane -m\)$/,
    "swap-window",
    "-t",
    "w:0",
  );
  assert.equal(await windows(d, "w"), "0:c*\n1:a-\n2:b");
});

Deno.test("move-window: to a free index, refused on one in use, -k kills the window there, -d, -r renumbers, SESSION alone takes the first free index", async () => {
  await using d = await TestDaemon.create();
  await threeWindows(d, "m");
  assert.equal(await windows(d, "m"), "0:a\n1:b-\n2:c*");
  await d.ok("move-window", "-s", "m:0", "-t", "m:5");
  assert.equal(await windows(d, "m"), "1:b\n2:c-\n5:a*");
  await refused(
    d,
    /^berth: Index 2 of session m is in use \(move-window -k kills the window there\)$/,
    "move-window",
    "-s",
    "m:1",
    "-t",
    "m:2",
  );
  await refused(
    d,
    /^berth: Window m:1 is at index 1 already$/,
    "move-window",
    "-s",
    "m:1",
    "-t",
    "m:1",
  );
  await d.ok("movew", "-d", "-s", "m:1", "-t", "m:3");
  assert.equal(await windows(d, "m"), "2:c-\n3:b\n5:a*");
  // The session alone: the first index free.
  await d.ok("move-window", "-s", "m:5", "-t", "m");
  assert.equal(await windows(d, "m"), "0:a*\n2:c-\n3:b");
  await d.ok("move-window", "-r", "-t", "m");
  assert.equal(await windows(d, "m"), "0:a*\n1:c-\n2:b");
  // -k: c goes at once, its program ended; b takes its index.
  const [c] = await d.panes("m:1");
  await d.ok("move-window", "-k", "-s", "m:2", "-t", "m:1");
  assert.equal(await windows(d, "m"), "0:a-\n1:b*");
  await waitFor(() => !isAlive(c.pid), 10_000, "the killed window's shell");
  assert.equal(await windows(d, "m"), "0:a-\n1:b*");
  // -k on the window shown: the moved one is shown, -d or not.
  await d.ok("move-window", "-d", "-k", "-s", "m:0", "-t", "m:1");
  assert.equal(await windows(d, "m"), "1:a*");
  // -d on the window shown: as tmux, the last one is shown then.
  await d.ok("new-window", "-t", "m", "-n", "x", "--", "sh");
  await d.ok("new-window", "-t", "m", "-n", "y", "--", "sh");
  await d.ok("select-window", "-t", "m:1");
  // new-window takes the lowest free index, as tmux 3.3a's.
  assert.equal(await windows(d, "m"), "0:x\n1:a*\n2:y-");
  await d.ok("move-window", "-d", "-s", "m:1", "-t", "m:7");
  assert.equal(await windows(d, "m"), "0:x-\n2:y*\n7:a");

  await d.ok("new", "-d", "-s", "other", "--", "sh");
  await refused(
    d,
    /^berth: Window other:0 is session other's last; moving it out would end the session \(move another window in first\)$/,
    "move-window",
    "-s",
    "other:0",
    "-t",
    "m:4",
  );
  await refused(
    d,
    /^berth: Window index 99999999999 is too large \(at most 2147483647\)$/,
    "move-window",
    "-s",
    "m:7",
    "-t",
    "m:99999999999",
  );
  // The daemon is still there, m as it was.
  assert.equal(await windows(d, "m"), "0:x-\n2:y*\n7:a");
});

Deno.test("join-pane moves a pane into another window's layout: same id, program, screen and history, its pty the new size; the window it leaves closes", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "j",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("new-window", "-t", "j", "--", "sh");
  await d.ok("send", "-t", "j:1", "seq 1 40; echo MARK-$((6*7))\n");
  await d.ok("wait", "-t", "j:1", "--text", "^MARK-42$", "--timeout", "20");
  const [moved] = await d.panes("j:1");
  assert.equal(
    (await d.ok("join-pane", "-h", "-s", "j:1", "-t", "j:0", "-P")).trim(),
    "j:0.1",
  );
  assert.equal(await windows(d, "j"), "0:sh*");
  const now = await d.panes("j:0");
  assert.deepEqual(
    now.map((p) => [p.id, p.x, p.cols, p.rows, p.active]),
    [[now[0].id, 0, 40, 24, false], [moved.id, 41, 39, 24, true]],
  );
  assert.equal(now[1].pid, moved.pid, "the same program");
  const screen = await d.ok("capture", "-t", moved.id);
  assert.match(screen, /^MARK-42$/m, "its screen came with it");
  const all = await d.ok("capture", "-t", moved.id, "--all");
  assert.match(all, /^1\n2\n3\n/m, "and its history");
  await d.ok("send", "-t", "j:0.1", "stty size\n");
  await d.ok("wait", "-t", "j:0.1", "--text", "^24 39$", "--timeout", "20");

  // Back out, then in again: -d keeps the window shown and its active
  // pane; -v -b -l: above the target, 5 rows.
  await d.ok("break-pane", "-s", "j:0.1");
  // A window's name follows its active pane's program once a check sees
  // it (`stty` may be seen just before it ended).
  await waitFor(
    async () => (await windows(d, "j")) === "0:sh-\n1:sh*",
    20_000,
    "the windows 0:sh- 1:sh*",
  );
  await d.ok(
    "joinp",
    "-d",
    "-v",
    "-b",
    "-l",
    "5",
    "-s",
    "j:1",
    "-t",
    "j:0.0",
  );
  assert.equal(await windows(d, "j"), "0:sh*");
  const again = await d.panes("j:0");
  assert.deepEqual(
    again.map((p) => [p.id, p.y, p.rows, p.active]),
    [[moved.id, 0, 5, false], [now[0].id, 6, 18, true]],
  );

  // Within one window (tmux 3.3a: the same layouts): the pane goes right
  // of the other, then below it.
  await d.ok("move-pane", "-h", "-s", "j:0.0", "-t", "j:0.1");
  assert.deepEqual(
    (await d.panes("j:0")).map((p) => [p.id, p.x, p.cols, p.rows, p.active]),
    [[now[0].id, 0, 40, 24, false], [moved.id, 41, 39, 24, true]],
  );
  await d.ok("join-pane", "-s", "j:0.0", "-t", "j:0.1");
  assert.deepEqual(
    (await d.panes("j:0")).map((p) => [p.id, p.y, p.cols, p.rows, p.active]),
    [[moved.id, 0, 80, 12, false], [now[0].id, 13, 80, 11, true]],
  );
  await refused(
    d,
    /^berth: The source and target panes are the same pane; name two$/,
    "movep",
    "-s",
    "j:0.1",
    "-t",
    "j:0.1",
  );
  await d.ok("new", "-d", "-s", "other", "--", "sh");
  await refused(
    d,
    /^berth: Pane %\d+ is session other's last; moving it out would end the session \(move another window in first\)$/,
    "join-pane",
    "-s",
    "other",
    "-t",
    "j:0",
  );
  // A target too small to split leaves both windows as they were.
  await d.ok("new", "-d", "-s", "t", "--cols", "20", "--rows", "2", "--", "sh");
  await d.ok("new-window", "-t", "t", "--", "sh");
  await refused(
    d,
    /^berth: The target pane is too small to split; make it larger first$/,
    "join-pane",
    "-s",
    "t:1",
    "-t",
    "t:0",
  );
  assert.equal(await windows(d, "t"), "0:sh-\n1:sh*");
});

Deno.test("move-window and join-pane between sessions: the program, its screen and history go along, its pty takes the new session's size", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "a",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("new-window", "-t", "a", "--", "sh");
  await d.ok("send", "-t", "a:1", "seq 1 40; echo FROM-A\n");
  await d.ok("wait", "-t", "a:1", "--text", "^FROM-A$", "--timeout", "20");
  const [moved] = await d.panes("a:1");
  await d.ok(
    "new",
    "-d",
    "-s",
    "b",
    "--cols",
    "100",
    "--rows",
    "30",
    "--",
    "sh",
  );
  await d.ok("move-window", "-s", "a:1", "-t", "b:4");
  assert.equal(await windows(d, "a"), "0:sh*");
  // Named for the program in front (automatic-rename): seq for a moment.
  let named = "";
  await waitFor(
    async () => (named = await windows(d, "b")) === "0:sh-\n4:sh*",
    20_000,
    () => `b's windows named for their programs (they are ${named})`,
  );
  const [there] = await d.panes("b:4");
  assert.deepEqual(
    [there.id, there.pid, there.cols, there.rows],
    [moved.id, moved.pid, 100, 30],
  );
  assert.equal(
    (await d.ok("display-message", "-p", "-t", moved.id, "#S:#I"))
      .trim(),
    "b:4",
  );
  assert.match(await d.ok("capture", "-t", "b:4"), /^FROM-A$/m);
  assert.match(await d.ok("capture", "-t", "b:4", "--all"), /^1\n2\n3\n/m);
  await d.ok("send", "-t", "b:4", "stty size\n");
  await d.ok("wait", "-t", "b:4", "--text", "^30 100$", "--timeout", "20");
  // berth run in it finds it in b, though its $BERTH still names a.
  const where = berthArgv(null, "display-message", "-p", "#S:#I")
    .map((a) => `'${a}'`).join(" ");
  await d.ok("send", "-t", "b:4", `${where} | sed 's/^/WHERE /'\n`);
  await d.ok("wait", "-t", "b:4", "--text", "^WHERE b:4$", "--timeout", "30");

  // Back into a's window 0, beside its shell: b's window 4 closes.
  assert.equal(
    (await d.ok("join-pane", "-h", "-s", "b:4", "-t", "a:0", "-P")).trim(),
    "a:0.1",
  );
  assert.equal(await windows(d, "b"), "0:sh*");
  const joined = await d.panes("a:0");
  assert.deepEqual(
    joined.map((p) => [p.id, p.cols, p.active]),
    [[joined[0].id, 40, false], [moved.id, 39, true]],
  );
  await d.ok("send", "-t", moved.id, "echo BACK-$((6*7))\n");
  await d.ok(
    "wait",
    "-t",
    moved.id,
    "--text",
    "^BACK-42$",
    "--timeout",
    "20",
  );
  assert.match(await d.ok("capture", "-t", moved.id), /^FROM-A$/m);
  // Its exit is a's now: the pane closes there, the window stays.
  await d.ok("send", "-t", moved.id, "exit\n");
  await waitFor(
    async () => (await d.panes("a:0")).length === 1,
    10_000,
    "the moved pane to close in a",
  );
  assert.equal(await windows(d, "a"), "0:sh*");
  assert.equal(await windows(d, "b"), "0:sh*");

  // swap-window between sessions (tmux 3.3a): each index keeps its being
  // shown; -d shows each window at its new place.
  await d.ok("new-window", "-t", "b", "-n", "bw", "--", "sh");
  await d.prompted("b:bw"); // typed before it, the output joins the prompt
  await d.ok("send", "-t", "b:bw", "echo IN-BW\n");
  await d.ok("wait", "-t", "b:bw", "--text", "^IN-BW$", "--timeout", "20");
  await d.ok("swap-window", "-s", "a:0", "-t", "b:1");
  assert.equal(await windows(d, "a"), "0:bw*");
  assert.equal(await windows(d, "b"), "0:sh-\n1:sh*");
  assert.match(await d.ok("capture", "-t", "a:0"), /^IN-BW$/m);
  await d.ok("swap-window", "-d", "-s", "a:0", "-t", "b:0");
  assert.equal(await windows(d, "a"), "0:sh*");
  assert.equal(await windows(d, "b"), "0:bw*\n1:sh-");
  await d.ok("send", "-t", "b:bw", "echo STILL-$((6*7))\n");
  await d.ok("wait", "-t", "b:bw", "--text", "^STILL-42$", "--timeout", "20");

  // A dead pane (remain-on-exit) has no pty to read: it stays. (A new
  // window takes the daemon's: set -t sets the shown window's, as tmux's.)
  await d.ok("set-option", "-g", "remain-on-exit", "on");
  await d.ok("new-window", "-t", "a", "--", "sh", "-c", "exit 3");
  await d.ok("wait", "-t", "a:1", "--exit", "--timeout", "20");
  await refused(
    d,
    /^berth: Pane %\d+ has exited or is moving; it cannot change sessions$/,
    "move-window",
    "-s",
    "a:1",
    "-t",
    "b",
  );
});

Deno.test("a program writing all the while moves between sessions and back: every line once, in order", async () => {
  await using d = await TestDaemon.create();
  // A line per 5 ms, numbered from 0.
  const counter = 'i=0; while :; do echo "n $i"; i=$((i+1)); sleep 0.005; done';
  await d.ok("new", "-d", "-s", "a", "--", "sh");
  await d.ok("new-window", "-t", "a", "--", "sh", "-c", counter);
  await d.ok("new", "-d", "-s", "b", "--", "sh");
  const counted = async (t: string) =>
    [...(await d.ok("capture", "-t", t, "--all")).matchAll(/^n (\d+)$/gm)]
      .map((m) => Number(m[1]));
  const [c] = await d.panes("a:1");
  const at = c.id;
  for (const [from, to] of [["a:1", "b:1"], ["b:1", "a:0"]]) {
    const before = (await counted(at)).length;
    await waitFor(
      async () => (await counted(at)).length > before + 20,
      20_000,
      "the counter to go on",
    );
    if (to === "a:0") await d.ok("join-pane", "-s", from, "-t", to);
    else await d.ok("move-window", "-s", from, "-t", to);
  }
  const before = (await counted(at)).length;
  await waitFor(
    async () => (await counted(at)).length > before + 20,
    20_000,
    "the counter to go on in a",
  );
  const ns = await counted(at);
  ns.forEach((n, i) => assert.equal(n, i, `line ${i} says n ${n}`));
});

Deno.test("keys a program has not read yet move with its pane: every byte arrives, once and in order", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/typed`;
  // Raw, no echo: the pty takes about 4 KB of what is typed while the
  // program sleeps; the daemon holds the rest until it reads.
  const program = `stty raw -echo; echo ready; sleep 6; exec cat > ${file}`;
  await d.ok("new", "-d", "-s", "a", "--", "sh");
  await d.ok("new-window", "-t", "a", "--", "sh", "-c", program);
  await d.ok("new", "-d", "-s", "b", "--", "sh");
  await d.ok("wait", "-t", "a:1", "--text", "^ready$");
  const typed = Array.from(
    { length: 400 },
    (_, i) => `line ${String(i).padStart(4, "0")} ${"x".repeat(34)}\n`,
  ).join("");
  // Answered once the program has taken every byte: after the move.
  const sent = d.cli("send", "-t", "a:1", typed);
  await new Promise((r) => setTimeout(r, 500));
  await d.ok("move-window", "-s", "a:1", "-t", "b:1");
  const r = await sent;
  assert.equal(r.code, 0, r.stderr);
  await waitFor(
    async () =>
      (await Deno.stat(file).catch(() => null))?.size === typed.length,
    20_000,
    "every byte in the file",
  );
  assert.equal(await Deno.readTextFile(file), typed);
});

Deno.test("a move and berth upgrade at the same instant: the move is done or refused with retry, never lost with the old daemon", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "sh");
  await d.ok("new", "-d", "-s", "b", "--", "sh");
  // Flooding windows: a move waits for what was read of them to be parsed.
  for (let i = 1; i <= 4; i++) {
    await d.ok("new-window", "-d", "-t", "a", "--", "sh", "-c", "yes flood");
  }
  for (let i = 1; i <= 4; i++) {
    const move = d.cli("move-window", "-s", `a:${i}`, "-t", "b:");
    await new Promise((r) => setTimeout(r, 10 * i));
    const upgrade = d.cli("upgrade");
    const [m, u] = await Promise.all([move, upgrade]);
    assert.equal(u.code, 0, u.stderr);
    if (m.code !== 0) assert.match(m.stderr, /being upgraded; retry/);
  }
  const count = async (s: string) =>
    (await d.ok("list-windows", "-t", s, "-F", "#I")).trim().split("\n")
      .length;
  assert.equal((await count("a")) + (await count("b")), 6, "every window once");
});

Deno.test("windows moved and a pane joined survive berth upgrade: indexes, layout, the pane's program and screen", async () => {
  await using d = await TestDaemon.create();
  await threeWindows(d, "u");
  await d.prompted("u:2");
  await d.ok("send", "-t", "u:2", "echo IN-C\n");
  await d.ok("wait", "-t", "u:2", "--text", "^IN-C$", "--timeout", "20");
  await d.ok("move-window", "-s", "u:0", "-t", "u:7");
  await d.ok("swap-window", "-s", "u:1", "-t", "u:2");
  await d.ok("join-pane", "-h", "-s", "u:1", "-t", "u:7");
  const before = await windows(d, "u");
  assert.equal(before, "2:b-\n7:a*");
  const layout = await d.ok("list-panes", "-t", "u:7", "--json");
  const r = await d.cli("upgrade");
  assert.equal(r.code, 0, r.stderr);
  assert.equal(await windows(d, "u"), before);
  assert.equal(await d.ok("list-panes", "-t", "u:7", "--json"), layout);
  assert.match(await d.ok("capture", "-t", "u:7.1"), /^IN-C$/m);
  await d.ok("send", "-t", "u:7.1", "echo STILL-$((6*7))\n");
  await d.ok("wait", "-t", "u:7.1", "--text", "^STILL-42$", "--timeout", "20");
});

Deno.test("an attached client: prefix . moves the window (tmux's prompt), the : prompt joins a pane; the status line and the screen follow", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "bash", "--norc", "--noprofile");
  await d.ok("new-window", "-t", "k", "--", "bash", "--norc", "--noprofile");
  await d.ok("send", "-t", "k:1", "echo JOINED-$((6*7))\n");
  await d.ok("wait", "-t", "k:1", "--text", "^JOINED-42$", "--timeout", "20");
  await d.ok("select-window", "-t", "k:0");
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "k"), {
    cols: 80,
    rows: 25,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/\[k\] 0:bash\* +1:bash/);
  await t.write("\x02.");
  await t.waitText(/\(move-window\) /);
  await t.write("4\r");
  await t.waitText(/\[k\] 1:bash#?- +4:bash\*/);
  assert.equal(await windows(d, "k"), "1:bash-\n4:bash*");
  await t.write("\x02:");
  await t.write("join-pane -h -s :1\r");
  await t.waitText(/\[k\] 4:bash\* /);
  await t.waitText(/│JOINED-42/);
  const [, right] = await d.panes("k:4");
  assert.equal(right.cols, 39);
  assert.ok(right.active);
});

Deno.test("move-window to another session takes the whole window: every pane, its layout and the active pane", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "a",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("new-window", "-t", "a", "--", "sh");
  await d.ok("split-window", "-h", "-t", "a:1", "--", "sh");
  await d.ok("split-window", "-v", "-t", "a:1.0", "--", "sh");
  const before = await d.panes("a:1");
  assert.equal(before.length, 3);
  await d.ok(
    "new",
    "-d",
    "-s",
    "b",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("move-window", "-s", "a:1", "-t", "b:");
  assert.equal(await windows(d, "a"), "0:sh*");
  const after = await d.panes("b:1");
  assert.deepEqual(
    after.map((p) => [p.id, p.pid, p.x, p.y, p.cols, p.rows, p.active]),
    before.map((p) => [p.id, p.pid, p.x, p.y, p.cols, p.rows, p.active]),
  );
  for (const p of after) assert.ok(isAlive(p.pid));
  await d.ok("send", "-t", "b:1.2", "echo STILL-$((6*7))\n");
  await d.ok("wait", "-t", "b:1.2", "--text", "^STILL-42$", "--timeout", "20");
});

Deno.test("a pane moved to another session respawns as it began: a login shell still, in its own directory", async () => {
  await using d = await TestDaemon.create();
  const dir = await Deno.realPath(await Deno.makeTempDir());
  try {
    await d.ok("new", "-d", "-s", "a"); // $SHELL, as a login shell
    await d.ok("new-window", "-t", "a", "-c", dir);
    await d.ok("new", "-d", "-s", "b", "--", "sh");
    const [was] = await d.panes("a:1");
    const argv0 = async (pid: number) =>
      (await Deno.readTextFile(`/proc/${pid}/cmdline`)).split("\0")[0];
    assert.match(await argv0(was.pid), /^-/, "a login shell");
    await d.ok("move-window", "-s", "a:1", "-t", "b:");
    await d.ok("respawn-pane", "-k", "-t", "b:1");
    let now = was;
    await waitFor(
      async () => {
        [now] = await d.panes("b:1");
        // Its program started: exec'd, no longer the daemon's fork.
        return now.pid !== was.pid && /sh$/.test(await argv0(now.pid));
      },
      10_000,
      "the pane to respawn",
    );
    assert.match(await argv0(now.pid), /^-/, "a login shell again");
    assert.equal(await Deno.readLink(`/proc/${now.pid}/cwd`), dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("new-window and break-pane take the lowest free index, as tmux 3.3a's: 0 2 gets 1", async () => {
  await using d = await TestDaemon.create();
  await threeWindows(d, "g");
  await d.ok("kill-window", "-t", "g:1");
  await d.ok("new-window", "-d", "-t", "g", "-n", "n", "--", "sh");
  assert.equal(await windows(d, "g"), "0:a-\n1:n\n2:c*");
  await d.ok("move-window", "-s", "g:1", "-t", "g:5");
  await d.ok("split-window", "-d", "-t", "g:0", "--", "sh");
  await d.ok("break-pane", "-s", "g:0.1");
  assert.equal(
    (await windows(d, "g")).split("\n").map((w) => w.split(":")[0]).join(" "),
    "0 1 2 5",
  );
});

Deno.test("an exited session's window cannot move: one line says it has exited, not to retry", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "sh");
  await d.ok("new-window", "-t", "a", "--", "sh");
  await d.ok("new", "-d", "--keep", "-s", "gone", "--", "sh", "-c", "exit 3");
  await d.ok("wait", "-t", "gone", "--exit", "--timeout", "20").catch(() => {});
  const line =
    /^berth: Session gone has exited; its panes and windows cannot move \(berth kill gone removes it\)$/;
  await refused(d, line, "swap-window", "-s", "gone:0", "-t", "a:0");
  await refused(d, line, "move-window", "-s", "a:1", "-t", "gone:");
  assert.equal(await windows(d, "a"), "0:sh-\n1:sh*");
});

Deno.test("a window shown because the one shown closed or moved away loses its activity flag, as tmux's (no #*)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "--", "sh");
  // Its prompt drawn later would be activity in the shown window, flagged
  // with no client attached, as tmux's.
  await d.prompted("f:0");
  await d.ok("set-option", "-g", "monitor-activity", "on");
  await d.ok("new-window", "-d", "-t", "f", "--", "sh");
  await d.ok("new-window", "-d", "-t", "f", "--", "sh");
  const flags = async () =>
    (await d.ok("list-windows", "-t", "f", "-F", "#I:#F")).trim();
  for (const w of ["f:1", "f:2"]) {
    await d.prompted(w); // typed before it, the output joins the prompt
    await d.ok("send", "-t", w, "echo OUT-$((6*7))\n");
    await d.ok("wait", "-t", w, "--text", "^OUT-42$", "--timeout", "20");
  }
  let last = "";
  await waitFor(
    async () => (last = await flags()) === "0:*\n1:#\n2:#",
    10_000,
    () => `activity flags on 1 and 2: ${JSON.stringify(last)}`,
  );
  await d.ok("kill-window", "-t", "f:0");
  assert.equal(await flags(), "1:*\n2:#");
  await d.ok("new", "-d", "-s", "g", "--", "sh");
  await d.ok("move-window", "-s", "f:1", "-t", "g:");
  assert.equal(await flags(), "2:*");
});

Deno.test("break-pane -d leaves the window shown as it is, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "-n", "a", "--", "sh");
  await d.ok("split-window", "-t", "k", "--", "sh");
  await d.ok("break-pane", "-d", "-s", "k:0.1");
  // tmux 3.3a: `0:sh* 1:sh`, the last window unchanged (none).
  assert.equal(await windows(d, "k"), "0:a*\n1:sh");
  assert.equal((await d.panes("k:0")).length, 1);
  await refused(d, /alone in its window/, "break-pane", "-d", "-s", "k:1");
});

// Each step and its answer as tmux 3.3a gives them.
Deno.test("break-pane -t is tmux's destination window: an index, another session, -n names it, -P -F prints the pane", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "src", "-n", "a", "--", "sh");
  const moving = (await d.ok(
    "split-window",
    "-t",
    "src:0",
    "-P",
    "-F",
    "#D",
    "--",
    "sh",
  )).trim();
  // Typed before sh's prompt, the line is echoed first and the output
  // joins the prompt ("$ BROKEN-42"): CI's load once held sh back so.
  await d.prompted(moving);
  await d.ok("send", "-t", moving, "echo BROKEN-$((6*7))\n");
  await d.ok("wait", "-t", moving, "--text", "^BROKEN-42$", "--timeout", "20");
  await d.ok("new", "-d", "-s", "other", "-n", "o", "--", "sh");
  // tmux 3.3a: break-pane -s %1 -t other:7 -n logs -P -F '#S:#I #W #D'.
  assert.equal(
    await d.ok(
      "break-pane",
      "-s",
      moving,
      "-t",
      "other:7",
      "-n",
      "logs",
      "-P",
      "-F",
      "#S:#I #W #D",
    ),
    `other:7 logs ${moving}\n`,
  );
  assert.equal(await windows(d, "other"), "0:o-\n7:logs*");
  assert.equal((await d.panes("src:0")).length, 1);
  const screen = await d.ok("capture", "-t", moving);
  assert.match(screen, /^BROKEN-42$/m, "its program and screen came along");
  // -P alone: the pane's target. -d: the window shown stays.
  await d.ok("split-window", "-t", "other:7", "--", "sh");
  assert.equal(
    await d.ok("break-pane", "-d", "-s", "other:7.1", "-t", "other:", "-P"),
    "other:1.0\n",
  );
  assert.equal(await windows(d, "other"), "0:o-\n1:sh\n7:logs*");
  // A bare index is the current session's (the most recent: other).
  await d.ok("split-window", "-t", "other:7", "--", "sh");
  await d.ok("break-pane", "-d", "-s", "other:7.1", "-t", "4");
  assert.equal(await windows(d, "other"), "0:o-\n1:sh\n4:sh\n7:logs*");
  // An index in use is refused, as tmux's ("index in use"); the pane
  // stays where it was.
  await d.ok("split-window", "-t", "other:7", "--", "sh");
  await refused(
    d,
    /^berth: Index 0 of session other is in use /,
    "break-pane",
    "-s",
    "other:7.1",
    "-t",
    "other:0",
  );
  await refused(
    d,
    /^berth: Index 0 of session src is in use /,
    "break-pane",
    "-s",
    "other:7.1",
    "-t",
    "src:0",
  );
  assert.equal((await d.panes("other:7")).length, 2);
  // A pane alone in its window: the window moves there, as tmux's.
  await d.ok("break-pane", "-s", "other:1.0", "-t", "src:3", "-n", "three");
  assert.equal(await windows(d, "src"), "0:a-\n3:three*");
  assert.equal(await windows(d, "other"), "0:o-\n4:sh\n7:logs*");
  // A pane target is no window index, as tmux's "can't specify pane here".
  await refused(
    d,
    /names a pane; give a window index here/,
    "break-pane",
    "-s",
    "other:7.1",
    "-t",
    "src:0.0",
  );
});
