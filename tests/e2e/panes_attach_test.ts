/**
 * End to end: windows and panes through a real attach client in a pty the
 * test owns (read by xterm.js): the prefix keys split, select, zoom and
 * open windows; the screen the user sees is each pane's own screen placed
 * in its rectangle, with borders; a reattach brings back the same screen,
 * cell for cell.
 */

import assert from "node:assert/strict";
import type { ScreenJson } from "../../vt/types.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";
import { screenKeys } from "../client/_xterm_oracle.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

// 25 rows: the status line takes one, the window gets 24.
function attach(d: TestDaemon, name: string): UserTerminal {
  return sizedBerthTerminal(d, { cols: 80, rows: 25 }, "attach", name);
}

async function paneCount(d: TestDaemon, target: string, n: number) {
  await waitFor(
    async () => (await d.panes(target)).length === n,
    15_000,
    `${n} panes in ${target}`,
  );
}

/** The window as its panes' captures placed in their rectangles. */
async function composed(d: TestDaemon, target: string): Promise<string[]> {
  const grid = Array.from({ length: 24 }, () => new Array(80).fill(null));
  for (const p of await d.panes(target)) {
    const s: ScreenJson = JSON.parse(
      await d.ok("capture", "-t", p.target, "--json"),
    );
    for (let y = 0; y < p.rows; y++) {
      const line = (s.lines[y] ?? "").padEnd(p.cols);
      for (let x = 0; x < p.cols; x++) grid[p.y + y][p.x + x] = line[x];
    }
  }
  return grid.map((row) => row.map((c) => c ?? "#").join(""));
}

/** The window on the user's screen, every border character as `#`. */
function seen(t: UserTerminal): string[] {
  return t.lines().slice(0, 24).map((l) =>
    l.padEnd(80).replace(/[─│┌┐└┘├┤┬┴┼]/g, "#")
  );
}

Deno.test("prefix keys split and select panes; the screen is the panes placed in their rectangles", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$ ?$/m);
  await t.write("\x02%");
  await paneCount(d, "work", 2);
  await d.prompted("work");
  await t.write("echo RIGHT-SIDE\r");
  await t.waitText(/│.*RIGHT-SIDE/);
  await t.write("\x02\x1b[D"); // prefix Left: the left pane
  await t.write("echo LEFT-SIDE\r");
  await t.waitText(/^LEFT-SIDE/m);
  await t.write('\x02"'); // split the left pane top/bottom
  await paneCount(d, "work", 3);
  await d.prompted("work");
  await t.write("echo BOTTOM-LEFT\r");
  await t.waitText(/^BOTTOM-LEFT/m);
  await waitFor(
    async () => seen(t).join("\n") === (await composed(d, "work")).join("\n"),
    15_000,
    "the screen is each pane's screen in its rectangle, borders between",
  );
  const [tl, bl, right] = await d.panes("work");
  assert.deepEqual([tl.cols, tl.rows, bl.rows, right.x], [40, 12, 11, 41]);
  assert.ok(bl.active);
  // The cursor is the active pane's, at its place in the window.
  assert.equal(t.cursor().y >= bl.y, true);
  assert.equal(t.cursor().x < 40, true);
});

Deno.test("reattach: three windows, four panes tiled, zoomed: the same screen cell for cell", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "fid", "--", ...SHELL);
  let before: string[];
  let cells: string[][];
  let lists: string;
  let cursor: { x: number; y: number };
  // What the daemon says of the windows and panes: the same after reattach.
  const listed = async () =>
    JSON.stringify([
      await d.ok("list-windows", "-t", "fid", "--json"),
      ...await Promise.all(
        [0, 1, 2].map((w) => d.ok("list-panes", "-t", `fid:${w}`, "--json")),
      ),
    ]);
  {
    await using t = attach(d, "fid");
    await t.waitText(/^\$ ?$/m);
    await t.write("\x02c"); // window 1
    await t.write("\x02c"); // window 2
    await waitFor(
      async () =>
        JSON.parse(await d.ok("list-windows", "-t", "fid", "--json"))
          .length === 3,
      15_000,
      "three windows",
    );
    await t.write("\x02p"); // back to window 1
    for (const key of ["%", '"', "\x1b[D", '"']) {
      await t.write(`\x02${key}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await paneCount(d, "fid:1", 4);
    await d.ok("select-layout", "-t", "fid:1", "tiled");
    for (const p of await d.panes("fid:1")) {
      // In colour, bold and reversed: the cells' styles must come back too.
      const sgr = `1;3${p.index + 1};${p.index % 2 ? 7 : 4}`;
      await d.ok(
        "send",
        "-t",
        p.target,
        `printf '\\033[${sgr}mpane-%s\\033[m\\n' ${p.index}\n`,
      );
      await d.ok("wait", "-t", p.target, "--text", `^pane-${p.index}$`);
    }
    await t.write("\x02z"); // zoom the active pane
    await waitFor(
      async () => (await d.panes("fid:1")).some((p) => p.cols === 80),
      15_000,
      "zoomed",
    );
    await new Promise((r) => setTimeout(r, 300));
    before = t.lines().slice(0, 24); // the status line has a clock
    cells = screenKeys(t.term).slice(0, 24);
    cursor = t.cursor();
    lists = await listed();
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  }
  {
    await using t = attach(d, "fid");
    await waitFor(
      () => t.lines().slice(0, 24).join("\n") === before.join("\n"),
      15_000,
      "the same screen after reattach",
    );
    // Cell for cell: characters, widths, colours and attributes.
    assert.deepEqual(screenKeys(t.term).slice(0, 24), cells);
    assert.deepEqual(t.cursor(), cursor);
    assert.equal(await listed(), lists, "the same windows, panes, zoom");
    // Unzoom: the four tiled panes, with borders.
    await t.write("\x02z");
    await t.waitText(/│/);
    const ps = await d.panes("fid:1");
    // tmux's tiled: the last row and column take what division leaves.
    assert.deepEqual(ps.map((p) => [p.cols, p.rows]), [
      [39, 11],
      [40, 11],
      [39, 12],
      [40, 12],
    ]);
    await t.write("\x02d");
    await t.waitExit();
  }
});

Deno.test("a read-only client's prefix keys run no command: prefix % splits nothing", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "ro", "--", ...SHELL);
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-r", "ro"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^\$ ?$/m);
  await t.write("\x02%");
  await t.waitText(/Read-only: split-window -h is not run/);
  assert.equal((await d.panes("ro")).length, 1);
});
