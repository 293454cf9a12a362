/**
 * End to end: tmux's `list-panes -a`, `list-panes -s` and
 * `list-windows -a`, with a real daemon and real shells in two sessions,
 * one of two windows, both split: each default line prefixed as tmux
 * prefixes it, `-F` expanded for each row, `--json` rows with their
 * session (and window); nothing, exit 0, without sessions, and `ls`'s
 * error without a daemon.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

/** Two sessions: work (windows main, split left|right, and logs), play. */
async function twoSessions(d: TestDaemon): Promise<void> {
  const size = ["--cols", "81", "--rows", "24"];
  await d.ok("new", "-d", "-s", "work", ...size, "--", "sh");
  await d.ok("rename-window", "-t", "work:0", "main");
  await d.ok("split-window", "-h", "-t", "work", "--", "sh");
  await d.ok("new-window", "-d", "-t", "work", "-n", "logs", "--", "sh");
  await d.ok("new", "-d", "-s", "play", ...size, "--", "sh");
  await d.ok("rename-window", "-t", "play:0", "game");
  await d.ok("split-window", "-v", "-t", "play", "--", "sh");
}

/** Runs berth `args`, which must print `stderr` alone and exit 1. */
async function assertFails(
  d: TestDaemon,
  stderr: string,
  ...args: string[]
): Promise<void> {
  const r = await d.cli(...args);
  assert.deepEqual(
    [r.code, r.stdout, r.stderr],
    [1, "", stderr],
    args.join(" "),
  );
}

/** What berth `args` printed: its lines, each pane's pid as N. */
async function printed(d: TestDaemon, args: string[]): Promise<string[]> {
  const out = await d.ok(...args);
  return out.replace(/pid \d+/g, "pid N").split("\n").slice(0, -1);
}

/** Each command line and the lines it prints, in `twoSessions`. */
const LISTINGS: [string[], string[]][] = [
  [["list-panes", "-a"], [
    "play:0.0: [81x12] at 0,0 pid N sh",
    "play:0.1: [81x11] at 0,13 pid N sh (active)",
    "work:0.0: [40x24] at 0,0 pid N sh",
    "work:0.1: [40x24] at 41,0 pid N sh (active)",
    "work:1.0: [81x24] at 0,0 pid N sh (active)",
  ]],
  // -a wins over -s, as tmux's (its -t only has to exist).
  [["list-panes", "-a", "-s", "-t", "play", "-F", "#S:#I.#P #D #W"], [
    "play:0.0 %3 game",
    "play:0.1 %4 game",
    "work:0.0 %0 main",
    "work:0.1 %1 main",
    "work:1.0 %2 logs",
  ]],
  // A window names its session.
  [["list-panes", "-s", "-t", "work:1"], [
    "0.0: [40x24] at 0,0 pid N sh",
    "0.1: [40x24] at 41,0 pid N sh (active)",
    "1.0: [81x24] at 0,0 pid N sh (active)",
  ]],
  // A prefix of a session's name finds it, as without -s.
  [["list-panes", "-s", "-t", "wo", "-F", "#{session_name} #I.#P #D"], [
    "work 0.0 %0",
    "work 0.1 %1",
    "work 1.0 %2",
  ]],
  [["list-windows", "-a"], [
    "play:0: game* (2 panes) [81x24]",
    "work:0: main* (2 panes) [81x24]",
    "work:1: logs (1 pane) [81x24]",
  ]],
  // Window ids, as pane ids, are the daemon's: one numbering for all.
  [["list-windows", "-a", "-F", "#S:#I #{window_id}"], [
    "play:0 @2",
    "work:0 @0",
    "work:1 @1",
  ]],
  // Each window with its active pane.
  [["list-windows", "-a", "-t", "play", "-F", "#S:#I:#W #D"], [
    "play:0:game %4",
    "work:0:main %1",
    "work:1:logs %2",
  ]],
];

Deno.test("list-panes -a, -s and list-windows -a print every row, prefixed as tmux's, or -F for each", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d);
  for (const [args, lines] of LISTINGS) {
    assert.deepEqual(await printed(d, args), lines, args.join(" "));
  }
  // Inside a session, without -t: -s lists this one.
  const inside = { env: { BERTH: `${d.socket},play`, BERTH_PANE: "%4" } };
  assert.equal(
    (await d.cliWith(inside, "list-panes", "-s", "-F", "#S:#I.#P")).stdout,
    "play:0.0\nplay:0.1\n",
  );
});

Deno.test("list-panes -a, -s and list-windows -a --json add each row's session (a pane's window)", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d);
  const json = async (...args: string[]) =>
    JSON.parse(await d.ok(...args, "--json"));
  const where = (p: { session: string; window: number; target: string }) =>
    `${p.session}:${p.window} ${p.target}`;
  // Sessions by name, as tmux lists them.
  assert.deepEqual((await json("list-panes", "-a")).map(where), [
    "play:0 play:0.0",
    "play:0 play:0.1",
    "work:0 work:0.0",
    "work:0 work:0.1",
    "work:1 work:1.0",
  ]);
  const panes = await json("list-panes", "-s", "-t", "play");
  assert.deepEqual(panes.map(where), ["play:0 play:0.0", "play:0 play:0.1"]);
  assert.equal(panes[1].index, 1);
  assert.equal(panes[1].active, true);
  const windows = await json("list-windows", "-a");
  assert.match(windows[0].id, /^@\d+$/);
  assert.deepEqual(windows[0], {
    session: "play",
    sessionId: windows[0].sessionId,
    index: 0,
    id: windows[0].id,
    name: "game",
    active: true,
    flags: "*",
    panes: 2,
    cols: 81,
    rows: 24,
  });
});

Deno.test("list-panes, list-windows and ls --json carry tmux's ids ($N, @N, %N), the same in all three", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d);
  const json = async (...args: string[]) =>
    JSON.parse(await d.ok(...args, "--json"));
  const ids = await d.ok(
    "list-panes",
    "-a",
    "-F",
    "#{session_id} #{window_id} #{pane_id} #S:#I.#P #{pane_title}",
  );
  const sessions = await json("ls");
  for (const args of [["-a"], ["-s", "-t", "work"], ["-t", "work:1"]]) {
    const panes = await json("list-panes", ...args);
    assert.ok(panes.length > 0);
    for (const p of panes) {
      // tmux's ids, as -F gives them, and the library's panes() names.
      assert.match(p.id, /^%\d+$/);
      assert.match(p.sessionId, /^\$\d+$/);
      assert.match(p.windowId, /^@\d+$/);
      assert.ok(
        ids.includes(
          `${p.sessionId} ${p.windowId} ${p.id} ${p.target} ${p.title}\n`,
        ),
        `${JSON.stringify(p)} in ${ids}`,
      );
      assert.equal(p.target, `${p.session}:${p.window}.${p.index}`);
      // ls --json has the same session and window ids.
      const s = sessions.find((s: { name: string }) => s.name === p.session);
      assert.equal(s.id, p.sessionId);
      const w = s.windows.find((w: { index: number }) => w.index === p.window);
      assert.equal(w.id, p.windowId);
      // A pane's id is a target, as tmux's.
      assert.equal(
        await d.ok("display-message", "-p", "-t", p.id, "#S:#I.#P"),
        `${p.target}\n`,
      );
    }
  }
  for (const args of [["-a"], ["-t", "work"]]) {
    for (const w of await json("list-windows", ...args)) {
      const s = sessions.find((s: { name: string }) => s.name === w.session);
      assert.equal(w.sessionId, s.id);
      assert.deepEqual(
        s.windows.find((x: { index: number }) => x.index === w.index),
        {
          index: w.index,
          id: w.id,
          name: w.name,
          active: w.active,
          flags: w.flags,
          panes: w.panes,
          cols: w.cols,
          rows: w.rows,
        },
      );
    }
  }
});

Deno.test("list-panes -s and -a, list-windows -a: mistakes are one line and exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "sh");
  // No -t outside a session: the most recent one's, as tmux's.
  assert.equal(await d.ok("list-panes", "-s", "-F", "#S:#I.#P"), "work:0.0\n");
  await assertFails(
    d,
    "berth: No session named nosuch (berth ls lists them)\n",
    ...["list-panes", "-s", "-t", "nosuch"],
  );
  await assertFails(
    d,
    '{"ok":false,"error":"bad-request","message":"Choose one of -F and --json"}\n',
    ...["list-windows", "-a", "-F", "#S", "--json"],
  );
  // As tmux's: -a lists all, but a -t given must name something.
  for (const cmd of ["list-windows", "list-panes"]) {
    await assertFails(
      d,
      "berth: No session named nosuch (berth ls lists them)\n",
      ...[cmd, "-a", "-t", "nosuch"],
    );
  }
});

Deno.test("-a with no sessions prints nothing and exits 0; with no daemon, as ls", async () => {
  await using d = await TestDaemon.create();
  const ls = await d.cli("ls");
  await assertFails(d, ls.stderr, "list-panes", "-a");
  await assertFails(d, ls.stderr, "list-windows", "-a");
  await d.ok("new", "-d", "-s", "work", "--", "sh");
  // A connection keeps the daemon up once its last session has ended.
  const conn = await d.connect();
  try {
    await d.ok("kill", "work");
    assert.equal(await d.ok("list-panes", "-a"), "");
    assert.equal(await d.ok("list-panes", "-a", "-F", "#D"), "");
    assert.equal(await d.ok("list-windows", "-a", "-F", "#S"), "");
    assert.equal(await d.ok("list-windows", "-a", "--json"), "[]\n");
  } finally {
    conn.close();
    await conn.closed;
  }
});
