/**
 * The client library's windows and panes (`client/library/pane.ts`,
 * `SessionHandle`'s `splitWindow`, `newWindow`, `windows`, `panes`,
 * `pane`, and `Berth.pane`) against a real daemon driving real programs.
 */

import assert from "node:assert/strict";
import { type PaneHandle, RequestError } from "../../client/mod.ts";
import { waitFor } from "../_helpers/daemon.ts";
import { libraryRig, rejectsWith } from "../_helpers/library_rig.ts";

/** `cat` behind a line that says it started: `NAME up`. */
const catSaying = (name: string) => [
  "sh",
  "-c",
  `echo ${name} up; exec cat`,
];

/** Throws unless `fn` throws a RequestError of this code at once. */
function throwsWith(fn: () => unknown, code: string, re?: RegExp) {
  assert.throws(fn, (err) => {
    assert.ok(err instanceof RequestError, `RequestError, got ${err}`);
    assert.equal(err.code, code, err.message);
    if (re) assert.match(err.message, re);
    return true;
  });
}

Deno.test("SessionHandle.splitWindow(): the new pane's output is waited for and captured by its id", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: catSaying("left"),
    cols: 81,
    rows: 10,
  });
  await s.waitFor(/^left up$/m, { timeoutMs: 20_000 });
  const right = await s.splitWindow({
    horizontal: true,
    detached: true,
    cmd: catSaying("right"),
  });
  assert.match(right.id, /^%\d+$/);
  assert.ok(right.pid > 0);
  await right.waitFor(/^right up$/m, { timeoutMs: 20_000 });
  // Each line's echo, then cat's copy, before the next (cat may run late).
  await right.send("typed\n");
  await right.waitFor(/^typed\ntyped$/m, { timeoutMs: 20_000 });
  await right.sendKeys("t", "w", "o", "Enter");
  await right.waitFor(/^two\ntwo$/m, { timeoutMs: 20_000 });
  await right.paste("pasted\n");
  await right.waitFor(/^pasted\npasted$/m, { timeoutMs: 20_000 });
  const screen = await right.capture();
  assert.equal(screen.cols, 40); // 81 columns: 40, a border, 40
  assert.equal(screen.rows, 10);
  assert.deepEqual(screen.lines.slice(0, 7), [
    "right up",
    "typed",
    "typed",
    "two",
    "two",
    "pasted",
    "pasted",
  ]);
  assert.deepEqual((await right.lines()).slice(0, 2), ["right up", "typed"]);
  // `detached`: the session's own methods still go to the first pane.
  assert.deepEqual((await s.lines()).slice(0, 2), ["left up", ""]);
  await s.send("own\n");
  await s.waitFor(/^own\nown$/m, { timeoutMs: 20_000 });
  assert.doesNotMatch((await right.capture()).text, /own/);
  await right.waitIdle(100, { timeoutMs: 20_000 });
});

Deno.test("windows() and panes() after splits: ids, indexes, sizes, active flags, titles, dead panes' exit", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: catSaying("first"),
    cols: 80,
    rows: 21,
  });
  // The daemon's: a window's own (set -t) is not a new window's, as tmux's.
  await t.d.ok("set-option", "-g", "remain-on-exit", "on");
  const below = await s.splitWindow({
    cmd: [
      "sh",
      "-c",
      "printf '\\033]2;the title\\007'; echo below up; exec cat",
    ],
    size: 5,
  });
  await below.waitFor(/^below up$/m, { timeoutMs: 20_000 });
  const logs = await s.newWindow({
    name: "logs",
    detached: true,
    cmd: ["sh", "-c", "echo logs up; kill -TERM $$"],
  });
  assert.deepEqual(await logs.waitExit({ timeoutMs: 20_000 }), {
    code: null,
    signal: "SIGTERM",
  });
  const right = await logs.splitWindow({ horizontal: true, percent: 25 });

  const windows = await s.windows();
  assert.deepEqual(
    windows.map(({ index, name, active, panes, cols, rows }) => ({
      index,
      name,
      active,
      panes,
      cols,
      rows,
    })),
    [
      { index: 0, name: "cat", active: true, panes: 2, cols: 80, rows: 21 },
      { index: 1, name: "logs", active: false, panes: 2, cols: 80, rows: 21 },
    ],
  );
  assert.match(windows[0].id, /^@\d+$/);
  assert.match(windows[1].id, /^@\d+$/);
  assert.notEqual(windows[0].id, windows[1].id);

  const panes = await s.panes();
  assert.deepEqual(
    panes.map((p) => [p.id, p.window, p.index, p.target, p.active]),
    [
      [panes[0].id, 0, 0, `${s.name}:0.0`, false],
      [below.id, 0, 1, `${s.name}:0.1`, true],
      [logs.id, 1, 0, `${s.name}:1.0`, false],
      [right.id, 1, 1, `${s.name}:1.1`, true],
    ],
  );
  assert.deepEqual(
    // -p 25 of 80 columns: 20, as tmux's.
    panes.map((p) => [p.x, p.y, p.cols, p.rows]),
    [[0, 0, 80, 15], [0, 16, 80, 5], [0, 0, 59, 21], [60, 0, 20, 21]],
  );
  assert.ok(panes.every((p) => p.session === s.name));
  assert.equal(panes[1].title, "the title");
  assert.equal(panes[1].pid, below.pid);
  assert.deepEqual(panes[1].command, [
    "sh",
    "-c",
    "printf '\\033]2;the title\\007'; echo below up; exec cat",
  ]);
  assert.deepEqual(
    panes.map((p) => [p.dead, p.exit]),
    [
      [false, null],
      [false, null],
      [true, { code: null, signal: "SIGTERM" }],
      [false, null],
    ],
  );
  assert.deepEqual(await s.panes({ window: "logs" }), panes.slice(2));
  assert.deepEqual(await logs.info(), panes[2]);
  // The dead pane's screen stays readable until it is killed, with tmux's
  // line on a new bottom row (its top row, logs up, scrolled into history).
  const cap = await logs.capture({ scrollback: "all" });
  assert.deepEqual(cap.scrollback, ["logs up"]);
  assert.match(cap.lines.at(-1)!, /^Pane is dead \(signal 15, /);
});

Deno.test("PaneHandle.kill() closes the pane; waitExit() still gives a closed pane's status", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({ cmd: catSaying("main") });
  await s.waitFor(/^main up$/m, { timeoutMs: 20_000 });
  const doomed = await s.splitWindow({ cmd: catSaying("doomed") });
  await doomed.waitFor(/^doomed up$/m, { timeoutMs: 20_000 });
  const quitter = await s.splitWindow({ cmd: ["sh", "-c", "read x; exit 3"] });
  assert.equal((await s.panes()).length, 3);

  await doomed.kill();
  assert.deepEqual(
    (await s.panes()).map((p) => p.id),
    [(await s.pane("0.0")).id, quitter.id],
  );
  await rejectsWith(doomed.capture(), "not-found", /pane/i);
  await rejectsWith(doomed.info(), "not-found");
  assert.deepEqual(await doomed.waitExit(), { code: null, signal: "SIGHUP" });
  await doomed.kill(); // a pane already gone is no error

  // A program that exits closes its pane: its status is kept by id, for
  // a waitExit() that comes after the pane has gone.
  await quitter.send("\n");
  await waitFor(
    async () => (await s.panes()).length === 1,
    20_000,
    "the pane to close",
  );
  assert.deepEqual(await quitter.waitExit(), { code: 3, signal: null });

  // The last pane's kill ends the session.
  const last = await s.pane("0");
  await last.kill();
  await rejectsWith(s.info(), "not-found");
});

Deno.test("Berth.pane() finds a pane by id in any session, whatever its index; select() and resize()", async () => {
  await using t = await libraryRig();
  await using a = await t.berth.newSession({
    name: "a",
    cmd: catSaying("a0"),
    cols: 80,
    rows: 24,
  });
  await using b = await t.berth.newSession({ name: "b", cmd: ["cat"] });
  const a1 = await a.splitWindow({ horizontal: true, cmd: catSaying("a1") });
  const a2 = await a.splitWindow({ horizontal: true, cmd: catSaying("a2") });
  const far: PaneHandle = t.berth.pane(a2.id);
  await far.waitFor(/^a2 up$/m, { timeoutMs: 20_000 });
  assert.equal((await far.info()).index, 2);
  await a1.kill();
  // Its index moved from 2 to 1; the handle by id still finds it.
  const info = await far.info();
  assert.deepEqual([info.session, info.window, info.index], ["a", 0, 1]);
  await far.send("still here\n");
  await a2.waitFor(/^still here\nstill here$/m, { timeoutMs: 20_000 });

  const a0 = await a.pane("0.0");
  assert.equal((await a0.info()).active, false);
  await a0.select();
  assert.equal((await a0.info()).active, true);
  assert.equal((await far.info()).active, false);

  await far.resize({ cols: 20 });
  assert.equal((await far.info()).cols, 20);
  assert.equal((await a0.info()).cols, 59);
  assert.equal((await far.capture()).cols, 20);

  // Pane ids are the daemon's: b's handle finds a's pane where it is, as
  // `b:%N` does (a pane moved between sessions keeps its old $BERTH).
  assert.equal((await b.pane(a2.id)).id, a2.id);
  assert.equal((await b.pane("0.0")).id, (await b.panes())[0].id);
});

Deno.test("newWindow() and splitWindow() take env: the new program's alone, over the session's", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: catSaying("first"),
    env: { S: "s0" },
  });
  const show = ["sh", "-c", 'echo "S=$S X=${X-none}"; exec cat'];
  const w = await s.newWindow({ cmd: show, env: { X: "x1" } });
  await w.waitFor(/^S=s0 X=x1$/m, { timeoutMs: 20_000 });
  const p = await w.splitWindow({ cmd: show, env: { S: "s2" } });
  await p.waitFor(/^S=s2 X=none$/m, { timeoutMs: 20_000 });
  // What the daemon could not parse is refused here; what it cannot
  // start with, there; the connection lives on either way.
  await rejectsWith(
    s.newWindow({ env: { X: "x".repeat(70_000) } }),
    "bad-request",
    /at most 65536/,
  );
  await rejectsWith(
    t.berth.newSession({ env: { X: "x".repeat(70_000) } }),
    "bad-request",
  );
  await assert.rejects(s.splitWindow({ env: { "A=B": "1" } }), /A=B/);
  assert.equal((await s.panes()).length, 3, "no pane for the refused");
});

Deno.test("panes: errors for a missing pane, a bad id, target or size, without losing the connection", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({ cmd: ["cat"] });
  const missing = t.berth.pane("%999");
  await rejectsWith(missing.capture(), "not-found", /No pane %999/);
  await rejectsWith(missing.send("x"), "not-found");
  await rejectsWith(missing.waitFor("x"), "not-found");
  await rejectsWith(missing.waitExit(), "not-found");
  await rejectsWith(missing.select(), "not-found");
  await rejectsWith(missing.resize({ cols: 10 }), "not-found");
  await rejectsWith(missing.splitWindow(), "not-found");
  await rejectsWith(missing.info(), "not-found");
  await missing.kill(); // gone is no error
  throwsWith(() => t.berth.pane("3"), "bad-request", /% and a number/);
  throwsWith(() => t.berth.pane("s:0.1"), "bad-request");
  await rejectsWith(s.pane("7.0"), "not-found", /no window 7/);
  await rejectsWith(s.pane("0.5"), "not-found", /has no pane 5/);
  await rejectsWith(s.panes({ window: 4 }), "not-found");
  // The daemon drops a connection whose window or pane request it cannot
  // parse: these are refused here first, and the connection lives on.
  await rejectsWith(s.pane("0.0\u0007"), "bad-request", /control character/);
  await rejectsWith(s.pane("x".repeat(200)), "bad-request", /too long/);
  await rejectsWith(s.splitWindow({ size: 0 }), "bad-request", /size/);
  await rejectsWith(s.splitWindow({ percent: 100 }), "bad-request");
  await rejectsWith(
    s.splitWindow({ size: 5, percent: 50 }),
    "bad-request",
    /not both/,
  );
  await rejectsWith(s.newWindow({ name: "n".repeat(65) }), "bad-request");
  const p = await s.pane("0");
  await rejectsWith(p.resize({ rows: 0 }), "bad-request");
  await rejectsWith(
    t.berth.session("no:such").splitWindow(),
    "not-found",
  );
  await rejectsWith(
    t.berth.session("bad\u0001").windows(),
    "bad-request",
    /control character/,
  );
  // A pane too small to split.
  const tiny = await t.berth.newSession({ cmd: ["cat"], cols: 2, rows: 2 });
  await rejectsWith(tiny.splitWindow(), "bad-request");
  await tiny.kill();
  assert.equal((await s.panes()).length, 1); // still connected
});
