/**
 * End to end: windows and panes with real shells, a real daemon and the
 * CLI: each pane's output lands in its own rectangle and nowhere else,
 * `capture` of a pane is what its program wrote, every pty has the size of
 * its rectangle (`stty size`), and panes close by the exit rules.
 */

import assert from "node:assert/strict";
import type { ScreenJson } from "../../vt/types.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";

async function capture(d: TestDaemon, target: string): Promise<string[]> {
  const s: ScreenJson = JSON.parse(
    await d.ok("capture", "-t", target, "--json"),
  );
  return s.lines;
}

/** `stty size` in a pane, as the pane's shell prints it: "ROWS COLS". */
async function sttySize(d: TestDaemon, target: string): Promise<string> {
  // Its own mark: the last one's line may still be on the screen.
  const mark = `SIZE${++sizes}`;
  await d.ok("send", "-t", target, `clear; stty size | sed 's/^/${mark} /'\n`);
  await d.ok(
    "wait",
    "-t",
    target,
    "--text",
    `^${mark} \\d+ \\d+$`,
    "--timeout",
    "20",
  );
  const line = (await capture(d, target)).find((l) => l.startsWith(mark));
  return line!.slice(mark.length + 1);
}
let sizes = 0;

Deno.test("split-window: two shells, each in its own rectangle, each pty its size", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "work",
    "--cols",
    "81",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("send", "-t", "work", "PS1='$ '\n");
  const printed = await d.ok(
    "split-window",
    "-h",
    "-t",
    "work",
    "-P",
    "--",
    "sh",
  );
  assert.equal(printed.trim(), "work:0.1");
  // --json: the target, the pid and the pane's id, which names it for good.
  const made = JSON.parse(
    await d.ok("split-window", "-d", "-t", "work:0.1", "--json", "--", "sh"),
  );
  assert.match(made.pane, /^%\d+$/);
  assert.equal(
    (await d.ok("display", "-p", "-t", made.pane, "#{pane_pid}")).trim(),
    String(made.pid),
  );
  await d.ok("kill-pane", "-t", made.pane);
  const [left, right] = await d.panes("work:0");
  assert.deepEqual([left.x, left.cols, left.rows], [0, 40, 24]);
  assert.deepEqual([right.x, right.cols, right.rows], [41, 40, 24]);
  assert.ok(right.active, "the new pane is active");

  assert.equal(await sttySize(d, "work:0.0"), "24 40");
  assert.equal(await sttySize(d, "wo:0.1"), "24 40", "prefix of the name");

  await d.ok("send", "-t", "work:0.0", "clear; echo LEFT-ONLY\n");
  await d.ok("send", "-t", "work:0.1", "clear; echo RIGHT-ONLY\n");
  await d.ok(
    "wait",
    "-t",
    "work:0.0",
    "--text",
    "^LEFT-ONLY$",
    "--timeout",
    "20",
  );
  await d.ok(
    "wait",
    "-t",
    "work:0.1",
    "--text",
    "^RIGHT-ONLY$",
    "--timeout",
    "20",
  );
  const l = await capture(d, "work:0.0");
  const r = await capture(d, "work:0.1");
  assert.ok(l.includes("LEFT-ONLY") && !l.some((x) => x.includes("RIGHT")));
  assert.ok(r.includes("RIGHT-ONLY") && !r.some((x) => x.includes("LEFT")));
  assert.equal(l.length, 24);
  assert.ok(l.every((x) => x.length <= 40), "a pane's lines fit its width");

  // Named for the program in front (automatic-rename): `clear` for a
  // moment, then the shell again.
  const list = () => d.ok("list-windows", "-t", "work", "--json");
  await waitFor(async () => JSON.parse(await list())[0].name === "sh");
  assert.deepEqual(JSON.parse(await list()), [
    {
      id: "@0",
      index: 0,
      session: "work",
      sessionId: "$0",
      name: "sh",
      active: true,
      flags: "*",
      panes: 2,
      cols: 81,
      rows: 24,
    },
  ]);

  // A vertical split of the right pane, then kill it: sizes follow.
  await d.ok("split-window", "-v", "-t", "work:0.1", "--", "sh");
  assert.equal(await sttySize(d, "work:0.2"), "11 40");
  assert.equal(await sttySize(d, "work:0.1"), "12 40");
  await d.ok("kill-pane", "-t", "work:0.2");
  for (let i = 0; i < 100 && (await d.panes("work")).length > 2; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(await sttySize(d, "work:0.1"), "24 40");

  // The user's terminal shrinks: every pane's pty follows.
  await d.ok("resize", "-t", "work", "61", "20");
  assert.equal(await sttySize(d, "work:0.0"), "20 30");
  assert.equal(await sttySize(d, "work:0.1"), "20 30");

  // A pane whose program exits closes; the last one ends the session.
  await d.ok("send", "-t", "work:0.1", "exit\n");
  for (let i = 0; i < 100 && (await d.panes("work")).length > 1; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const [only] = await d.panes("work");
  assert.deepEqual([only.cols, only.rows], [61, 20]);
  assert.equal(await sttySize(d, "work"), "20 61");
  await d.ok("send", "-t", "work", "exit 3\n");
  assert.equal((await d.ok("wait", "-t", "work", "--exit")).trim(), "exited 3");
});

Deno.test("a new window or pane with no command runs the shell as a login shell, not the session's command (tmux's default-command)", async () => {
  await using d = await TestDaemon.create();
  const marker = `${d.dir}/started`;
  // The session's command leaves a mark each time it runs.
  await d.ok(
    "new",
    "-d",
    "-s",
    "b",
    "--",
    "sh",
    "-c",
    `echo x >> ${marker}; exec cat`,
  );
  await d.ok("new-window", "-t", "b");
  await d.ok("split-window", "-t", "b:1");
  const ps = await d.panes("b:1");
  for (const p of ps) {
    // The shell of TestDaemon's environment ($SHELL=/bin/sh), as `-sh`;
    // read once the new process has its command line (at load a pane
    // just split showed an empty one: the spawn still under way).
    const argv0 = async () =>
      (await Deno.readTextFile(`/proc/${p.pid}/cmdline`)).split("\0")[0];
    await waitFor(async () => await argv0() !== "", 10_000, "a command line")
      .catch(() => {});
    assert.equal(await argv0(), "-sh", `pane ${p.index}`);
  }
  assert.equal(await Deno.readTextFile(marker), "x\n", "the command ran once");
});

Deno.test("select-pane in a window not shown makes its pane active there, and leaves the window shown, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "sp", "-n", "a", "--", "sh");
  await d.ok("new-window", "-d", "-t", "sp", "-n", "b", "--", "sh");
  await d.ok("split-window", "-d", "-t", "sp:b", "--", "sh");
  await d.ok("select-pane", "-t", "sp:b.1");
  const shown = async () =>
    (await d.ok("display-message", "-p", "-t", "sp", "#W")).trim();
  assert.equal(await shown(), "a");
  assert.equal(
    await d.ok("list-panes", "-t", "sp:b", "-F", "#P #{pane_active}"),
    "0 0\n1 1\n",
  );
  await d.ok("select-pane", "-t", "sp:b", "-L");
  assert.equal(await shown(), "a", "a direction too");
});

Deno.test("select-pane -L/-R and {right-of} pick, of several panes beside, the one active last, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "n",
    "--cols",
    "120",
    "--rows",
    "34",
    "--",
    "sh",
  );
  // The left pane whole; on the right, 1 over 2 (2 made last, active).
  await d.ok("split-window", "-h", "-t", "n", "--", "sh");
  await d.ok("split-window", "-v", "-t", "n", "--", "sh");
  const active = async () =>
    (await d.ok("display-message", "-p", "-t", "n", "#P")).trim();
  await d.ok("select-pane", "-t", "n", "-L");
  assert.equal(
    (await d.ok("display-message", "-p", "-t", "{right-of}", "#P")).trim(),
    "2",
  );
  await d.ok("select-pane", "-t", "n", "-R");
  assert.equal(await active(), "2", "the lower one, active last");
  await d.ok("select-pane", "-t", "n:0.1");
  await d.ok("select-pane", "-t", "n:0.0");
  await d.ok("select-pane", "-t", "n", "-R");
  assert.equal(await active(), "1", "the upper one, active last now");
});

Deno.test("new-window, select-window, rename-window, list-windows, kill-window", async () => {
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
    "sh",
  );
  assert.equal(
    (await d.ok("new-window", "-t", "w", "-n", "logs", "-P", "--", "sh"))
      .trim(),
    "w:1.0",
  );
  await d.ok("rename-window", "-t", "w:0", "main");
  let ws = JSON.parse(await d.ok("list-windows", "-t", "w", "--json"));
  assert.deepEqual(
    ws.map((w: { name: string; active: boolean }) => [w.name, w.active]),
    [
      ["main", false],
      ["logs", true],
    ],
  );
  await d.ok("select-window", "-t", "w:main");
  ws = JSON.parse(await d.ok("list-windows", "-t", "w", "--json"));
  assert.equal(ws[0].active, true);
  const ls = JSON.parse(await d.ok("ls", "--json"));
  assert.equal(ls[0].windows.length, 2);
  await d.ok("send", "-t", "w:logs", "echo IN-LOGS\n");
  await d.ok("wait", "-t", "w:1", "--text", "^IN-LOGS$", "--timeout", "20");
  assert.ok(!(await capture(d, "w")).includes("IN-LOGS"), "w is window 0");
  await d.ok("kill-window", "-t", "w:1");
  for (let i = 0; i < 100; i++) {
    ws = JSON.parse(await d.ok("list-windows", "-t", "w", "--json"));
    if (ws.length === 1) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.deepEqual(ws.map((w: { name: string }) => w.name), ["main"]);
  const bad = await d.cli("select-window", "-t", "w:9");
  assert.equal(bad.code, 1);
  assert.match(
    bad.stderr,
    /^berth: Session w has no window 9 \(berth list-windows -t w lists them\)\n$/,
  );
});

Deno.test("killing the window shown goes back to the last one, and the one before it is the last then (tmux's stack)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "st", "--", "sh");
  await d.ok("new-window", "-t", "st", "--", "sh");
  await d.ok("new-window", "-t", "st", "--", "sh");
  await d.ok("select-window", "-t", "st:1");
  await d.ok("select-window", "-t", "st:2");
  // Shown and last only: a shell's prompt may flag its window with
  // activity once another is shown.
  const flags = async () =>
    (await d.ok("list-windows", "-t", "st", "-F", "#I#F")).trim()
      .replace(/[#!]/g, "");
  assert.equal(await flags(), "0\n1-\n2*");
  await d.ok("kill-window", "-t", "st:2");
  let now = "";
  for (let i = 0; i < 100 && (now = await flags()) !== "0-\n1*"; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(now, "0-\n1*");
  // Killing the last window, not shown: the one before it is last then.
  await d.ok("new-window", "-t", "st", "--", "sh");
  await d.ok("kill-window", "-t", "st:1");
  for (let i = 0; i < 100 && (now = await flags()) !== "0-\n2*"; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(now, "0-\n2*");
});

Deno.test("a window too small for its panes is as large as they need, every pane inside it (tmux's resize_window)", async () => {
  // A user trial: a split 5x3 window whose client shrank to 5x2 had
  // list-panes place a pane at row 2, outside the window.
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--cols", "5", "--rows", "3", "--", "sh");
  await d.ok("split-window", "-t", "t", "--", "sh");
  await d.ok("resize", "-t", "t", "5", "2");
  const [win] = JSON.parse(await d.ok("list-windows", "-t", "t", "--json"));
  assert.deepEqual([win.cols, win.rows], [5, 3]);
  const ps = await d.panes("t");
  assert.deepEqual(ps.map((p) => [p.x, p.y, p.cols, p.rows]), [
    [0, 0, 5, 1],
    [0, 2, 5, 1],
  ]);
  // No room for another pane: refused, as tmux's "no space for new pane".
  const split = await d.cli("split-window", "-t", "t:0.1", "--", "sh");
  assert.equal(split.code, 1);
  assert.match(split.stderr, /too small to split/);
  // Room again: the panes share the window as before.
  await d.ok("resize", "-t", "t", "5", "9");
  assert.deepEqual((await d.panes("t")).map((p) => [p.y, p.rows]), [
    [0, 4],
    [5, 4],
  ]);
});

Deno.test("a zoomed window has the session's size, however many cells its hidden panes need", async () => {
  // A reviewer's trial: 4 panes, a 20x4 client (session 20x3), zoom:
  // the zoomed pane was 20x7 (the whole tree's minimum) and the client
  // panned over it.
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "z",
    "--cols",
    "20",
    "--rows",
    "23",
    "--",
    "sh",
  );
  for (const p of ["z:0.0", "z:0.1", "z:0.2"]) {
    await d.ok("split-window", "-v", "-t", p, "--", "sh");
  }
  const before = (await d.panes("z")).map((p) => [p.y, p.rows]);
  const windowSize = async () => {
    const [w] = JSON.parse(await d.ok("list-windows", "-t", "z", "--json"));
    return `${w.cols}x${w.rows}`;
  };
  await d.ok("resize", "-t", "z", "20", "3");
  assert.equal(await windowSize(), "20x7", "unzoomed: the panes' minimum");
  await d.ok("resize-pane", "-Z", "-t", "z:0.1");
  assert.equal(await windowSize(), "20x3");
  const zoomed = (await d.panes("z"))[1];
  assert.deepEqual([zoomed.x, zoomed.y, zoomed.cols, zoomed.rows], [
    0,
    0,
    20,
    3,
  ]);
  assert.equal(
    await d.ok(
      "display",
      "-p",
      "-t",
      "z:0.1",
      "#{window_width}x#{window_height}",
    ),
    "20x3\n",
  );
  assert.equal(await sttySize(d, "z:0.1"), "3 20", "its pty too");
  // Unzoomed: the panes' minimum again, then as tmux 3.3a gives them
  // back (a row to each in turn: measured, resize-window on a detached
  // session split the same way).
  await d.ok("resize-pane", "-Z", "-t", "z:0.1");
  assert.equal(await windowSize(), "20x7");
  assert.deepEqual((await d.panes("z")).map((p) => [p.y, p.rows]), [
    [0, 1],
    [2, 1],
    [4, 1],
    [6, 1],
  ]);
  await d.ok("resize", "-t", "z", "20", "23");
  assert.deepEqual(before, [[0, 11], [12, 5], [18, 2], [21, 2]]);
  assert.deepEqual((await d.panes("z")).map((p) => [p.y, p.rows]), [
    [0, 5],
    [6, 5],
    [12, 5],
    [18, 5],
  ]);
});

Deno.test("inside a pane, split-window without -t splits that pane ($BERTH_PANE)", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "in",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("split-window", "-h", "-t", "in", "--", "sh");
  // The left pane (not the active one) splits itself from the inside.
  const [cmd, ...args] = berthArgv(d.socket, "split-window", "-v", "--", "sh");
  const line = [cmd, ...args].map((a) => `'${a}'`).join(" ");
  await d.ok("send", "-t", "in:0.0", `echo $BERTH_PANE; ${line}\n`);
  await d.ok("wait", "-t", "in:0.0", "--text", "^%0$", "--timeout", "20");
  for (let i = 0; i < 200 && (await d.panes("in")).length < 3; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const ps = await d.panes("in");
  assert.deepEqual(ps.map((p) => [p.x, p.cols, p.rows]), [
    [0, 40, 12],
    [0, 40, 11],
    [41, 39, 24],
  ]);
});

Deno.test("split-window in a window not shown leaves the shown one, as tmux's; -d keeps that window's active pane", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "sh");
  await d.ok("new-window", "-t", "w", "--", "sh");
  await d.ok("select-window", "-t", "w:0");
  const shown = async () =>
    (JSON.parse(await d.ok("list-windows", "-t", "w", "--json")) as {
      index: number;
      active: boolean;
    }[]).find((w) => w.active)?.index;
  const active = async () =>
    (JSON.parse(await d.ok("list-panes", "-t", "w:1", "--json")) as {
      index: number;
      active: boolean;
    }[]).find((p) => p.active)?.index;
  await d.ok("split-window", "-d", "-t", "w:1", "--", "sh");
  assert.equal(await shown(), 0);
  assert.equal(await active(), 0);
  await d.ok("split-window", "-t", "w:1.1", "--", "sh");
  assert.equal(await shown(), 0);
  assert.equal(await active(), 2);
});

Deno.test("kill-pane -a ends every pane of the window but the target, kill-window -a every window but the target, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "ka", "--", "sh");
  await d.ok("split-window", "-t", "ka", "--", "sh");
  await d.ok("split-window", "-h", "-t", "ka", "--", "sh");
  await d.ok("new-window", "-t", "ka", "--", "sh");
  const kept = (await d.ok("display", "-p", "-t", "ka:0.1", "#D")).trim();
  const idsOf = async (target: string) =>
    (await d.ok("list-panes", "-t", target, "-F", "#D")).trim();
  const windows = async () =>
    (await d.ok("list-windows", "-t", "ka", "-F", "#I")).trim();
  await d.ok("kill-pane", "-a", "-t", "ka:0.1");
  let now = "";
  for (let i = 0; i < 100 && (now = await idsOf("ka:0")) !== kept; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(now, kept, "window 0 keeps pane 1 alone");
  assert.equal(await windows(), "0\n1", "the other window stays");
  await d.ok("kill-window", "-a", "-t", "ka:1");
  for (let i = 0; i < 100 && (now = await windows()) !== "1"; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(now, "1", "window 1 is the one left");
});
