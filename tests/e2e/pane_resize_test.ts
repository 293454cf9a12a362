/**
 * End to end: a window's panes take and give cells as tmux 3.3a's do when
 * the window is resized (by `resize-window` or by an attach client's
 * terminal), zoomed or not: the sizes here are what tmux 3.3a gave for the
 * same splits and sizes, measured side by side on this machine.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { berthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

/** The terminal sizes of the tester's cycle (the status line takes a row). */
const CYCLE: [number, number][] = [
  [80, 24],
  [120, 40],
  [60, 20],
  [100, 30],
  [50, 10],
  [100, 30],
];

/** Each pane's size, as `COLSxROWS`, in index order. */
async function sizes(d: TestDaemon, target: string): Promise<string[]> {
  return (await d.panes(target)).map((p) => `${p.cols}x${p.rows}`);
}

/** The session's size, once it is `cols` x `rows`. */
async function sessionSize(
  d: TestDaemon,
  name: string,
  cols: number,
  rows: number,
): Promise<void> {
  let last = "";
  await waitFor(
    async () => {
      const sessions: { name: string; cols: number; rows: number }[] = JSON
        .parse(await d.ok("ls", "--json"));
      const s = sessions.find((s) => s.name === name)!;
      last = `${s.cols}x${s.rows}`;
      return last === `${cols}x${rows}`;
    },
    15_000,
    `session ${name} at ${cols}x${rows}`,
  ).catch((err) => {
    throw new Error(`${(err as Error).message} (it is ${last})`);
  });
}

/** Resizes `t` through the cycle `rounds` times, then to `end`. */
async function cycle(
  d: TestDaemon,
  name: string,
  t: UserTerminal,
  rounds: number,
  end: [number, number],
  during: (sizes: string[], cols: number) => void,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const [cols, rows] of [...CYCLE, end]) {
      t.resize(cols, rows);
      await sessionSize(d, name, cols, rows - 1);
      during(await sizes(d, name), cols);
    }
  }
}

Deno.test("resizing a zoomed window back and forth gives back the panes' sizes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "z", "--cols", "80", "--rows", "23");
  await d.ok("split-window", "-h", "-t", "z");
  await d.ok("split-window", "-v", "-t", "z:0.1");
  const before = await sizes(d, "z");
  assert.deepEqual(before, ["40x23", "39x11", "39x11"]);
  await d.ok("resize-pane", "-Z", "-t", "z:0.1");
  await using first = berthTerminal(d, "attach", "z");
  await first.waitText(/\[z\]/);
  await using second = berthTerminal(d, "attach", "z");
  await second.waitText(/\[z\]/);
  await cycle(d, "z", second, 4, [80, 24], (now, cols) => {
    // The hidden panes are never squeezed below a few cells while the
    // window is wide enough for them.
    for (const s of now) {
      const [c, r] = s.split("x").map(Number);
      assert.ok(c >= Math.floor(cols / 4) && r >= 4, `${now} at ${cols}`);
    }
  });
  const zoomed = await d.panes("z");
  assert.deepEqual(
    zoomed.map((p) => `${p.cols}x${p.rows}`),
    ["40x23", "80x23", "39x11"],
    "the zoomed pane fills the window; the others keep their places",
  );
  await d.ok("resize-pane", "-Z", "-t", "z:0.1");
  assert.deepEqual(await sizes(d, "z"), before);
});

Deno.test("resizing a window back and forth gives a 50/49 split back", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "h", "--cols", "100", "--rows", "30");
  await d.ok("split-window", "-h", "-t", "h");
  assert.deepEqual(await sizes(d, "h"), ["50x30", "49x30"]);
  await using t = berthTerminal(d, "attach", "h");
  await t.waitText(/\[h\]/);
  await cycle(d, "h", t, 3, [100, 31], () => {});
  assert.deepEqual(await sizes(d, "h"), ["50x30", "49x30"]);
  // An explicit resize-pane still moves the border, and is what the
  // window then keeps.
  await d.ok("resize-pane", "-t", "h:0.0", "-x", "30");
  assert.deepEqual(await sizes(d, "h"), ["30x30", "69x30"]);
  await cycle(d, "h", t, 1, [100, 31], () => {});
  assert.deepEqual(await sizes(d, "h"), ["30x30", "69x30"]);
});

/** The sizes tmux 3.3a gave a 120x40 window split -h, -v, -h at each size. */
const TMUX_SIZES: [number, number, string[]][] = [
  [80, 24, ["40x24", "39x12", "9x11", "29x11"]],
  [130, 45, ["65x45", "64x23", "34x21", "29x21"]],
  [50, 10, ["25x10", "24x5", "1x4", "22x4"]],
  [120, 40, ["60x40", "59x20", "36x19", "22x19"]],
];

/** Session `name` of 120x40 split as the tmux trial: -h, then -v, then -h. */
async function fourPanes(d: TestDaemon, name: string): Promise<void> {
  await d.ok("new", "-d", "-s", name, "-x", "120", "-y", "40");
  await d.ok("split-window", "-h", "-t", name);
  await d.ok("split-window", "-v", "-t", `${name}:0.1`);
  await d.ok("split-window", "-h", "-t", `${name}:0.2`);
  assert.deepEqual(await sizes(d, name), ["60x40", "59x20", "29x19", "29x19"]);
}

Deno.test("resize-window gives the panes tmux 3.3a's sizes: a cell from each in turn", async () => {
  await using d = await TestDaemon.create();
  await fourPanes(d, "r");
  for (const [cols, rows, want] of TMUX_SIZES) {
    await d.ok("resize-window", "-t", "r", "-x", `${cols}`, "-y", `${rows}`);
    assert.deepEqual(await sizes(d, "r"), want, `${cols}x${rows}`);
  }
});

Deno.test("an attach client's terminal shrinking and growing gives the panes tmux 3.3a's sizes", async () => {
  await using d = await TestDaemon.create();
  await fourPanes(d, "t");
  // A terminal of the window's size and a status line, so that the
  // window goes through the very sizes tmux's did.
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "t"), {
    cols: 120,
    rows: 41,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/\[t\]/);
  assert.deepEqual(await sizes(d, "t"), ["60x40", "59x20", "29x19", "29x19"]);
  for (const [cols, rows, want] of TMUX_SIZES) {
    // The status line takes the terminal's last row.
    t.resize(cols, rows + 1);
    await sessionSize(d, "t", cols, rows);
    assert.deepEqual(await sizes(d, "t"), want, `${cols}x${rows}`);
  }
});

Deno.test("resize-pane moves the border tmux 3.3a moves in a nested layout", async () => {
  await using d = await TestDaemon.create();
  // A and B side by side over C at the left, D at the right.
  await d.ok("new", "-d", "-s", "n", "-x", "100", "-y", "30");
  await d.ok("split-window", "-h", "-t", "n");
  await d.ok("split-window", "-v", "-t", "n:0.0");
  await d.ok("split-window", "-h", "-t", "n:0.0");
  assert.deepEqual(await sizes(d, "n"), ["25x15", "24x15", "50x14", "49x30"]);
  // The sizes tmux 3.3a gave for the same commands (B is n:0.1).
  await d.ok("resize-pane", "-t", "n:0.1", "-R", "5");
  assert.deepEqual(await sizes(d, "n"), ["30x15", "19x15", "50x14", "49x30"]);
  await d.ok("resize-pane", "-t", "n:0.1", "-x", "10");
  assert.deepEqual(await sizes(d, "n"), ["39x15", "10x15", "50x14", "49x30"]);
  await d.ok("resize-pane", "-t", "n:0.3", "-L", "100");
  assert.deepEqual(await sizes(d, "n"), ["1x15", "1x15", "3x14", "96x30"]);
});
