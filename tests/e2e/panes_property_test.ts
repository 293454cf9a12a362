/**
 * End to end, windows and panes as a property: random output into random
 * panes of random layouts (splits with sizes, layout presets, resize-pane,
 * zoom, kill-pane, select-pane, the user's terminal resizing), with a real
 * attach client in a pty the test owns, read by an independent emulator
 * (@xterm/headless). After every step the user's screen must be each pane's
 * own screen (`capture`) placed in its rectangle (`list-panes`), cell for
 * cell with colours, borders in between, the cursor the active pane's; and
 * every pane's pty must have its rectangle's size (TIOCSWINSZ, read back
 * with `stty -F`).
 *
 * Seeded: `BERTH_TEST_SEED=N` replays a run; a failure prints its seed.
 */

import assert from "node:assert/strict";
import type { Connection } from "../../client/connection.ts";
import type { PaneInfo, Request } from "../../protocol/messages.ts";
import type { CellJson, ScreenJson } from "../../vt/types.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";
import { Rng } from "../vt/_fuzz_streams.ts";
import { PRESET_LAYOUTS } from "../../protocol/layout_presets.ts";

/** A pane program that shows exactly the bytes sent to it. */
const RAW_CAT = ["sh", "-c", "stty raw -echo; exec cat"];
const BORDER = /[─│┌┐└┘├┤┬┴┼]/;
const MAX_PANES = 6;
const STEPS = 30;
/** The run stops starting steps after this long (a busy machine). */
const BUDGET_MS = 120_000;

/**
 * A daemon, a session of raw-cat panes, and a user attached to it. `rows`
 * are the window's: the user's terminal has one more, for the status line
 * at its bottom.
 */
class Rig {
  cols = 80;
  rows = 24;
  private constructor(
    readonly d: TestDaemon,
    readonly c: Connection,
    readonly t: UserTerminal,
  ) {}

  static async start(d: TestDaemon): Promise<Rig> {
    await d.ok("new", "-d", "-s", "p", "--", ...RAW_CAT);
    const t = UserTerminal.spawn(berthArgv(d.socket, "attach", "p"), {
      cols: 80,
      rows: 24 + 1,
      env: d.env,
      cwd: d.dir,
    });
    const rig = new Rig(d, await d.connect(), t);
    await waitFor(
      async () => (await rig.panes())[0]?.cols === 80,
      20_000,
      "the session at the client's size",
    );
    return rig;
  }

  async request(req: Request): Promise<boolean> {
    try {
      await this.c.request(req);
      return true;
    } catch {
      return false; // No room for a split, a pane that went meanwhile ...
    }
  }

  async panes(): Promise<PaneInfo[]> {
    return (await this.c.request({ op: "list-panes", name: "p" })).panes;
  }

  async send(target: string, text: string): Promise<void> {
    const data = new TextEncoder().encode(text);
    await this.request({ op: "send", name: target, data });
  }

  resize(cols: number, rows: number): void {
    this.cols = cols;
    this.rows = rows;
    this.t.resize(cols, rows + 1);
  }

  /** Waits until the session (the window) has this size. */
  async windowSize(cols: number, rows: number): Promise<void> {
    await waitFor(
      async () => {
        const { sessions } = await this.c.request({ op: "ls" });
        const s = sessions.find((s) => s.name === "p");
        return s?.cols === cols && s?.rows === rows;
      },
      20_000,
      `the window at ${cols}x${rows}`,
    );
  }

  /** The panes shown: the active one alone when the window is zoomed. */
  shown(panes: PaneInfo[]): PaneInfo[] {
    const zoomed = panes.length > 1 &&
      panes.some((p) =>
        p.active && p.x === 0 && p.y === 0 && p.cols === this.cols &&
        p.rows === this.rows
      );
    return zoomed ? panes.filter((p) => p.active) : panes;
  }

  /**
   * What the user's screen must show now, and where its cursor goes. A
   * window larger than the terminal (its panes keep a row and a column
   * each) is shown from the offset its status line says (`[x,y]`).
   */
  async expected(): Promise<{ keys: string[][]; cursor: string }> {
    const panes = this.shown(await this.panes());
    const [ox, oy] = this.offset();
    const keys = Array.from(
      { length: this.rows },
      () => new Array<string>(this.cols).fill("#"),
    );
    let cursor = "hidden";
    for (const p of panes) {
      const s: ScreenJson = (await this.c.request({
        op: "capture",
        name: p.target,
      })).screen;
      for (let y = 0; y < p.rows; y++) {
        const sy = p.y + y - oy;
        if (sy < 0 || sy >= this.rows) continue;
        for (let x = 0; x < p.cols; x++) {
          const sx = p.x + x - ox;
          if (sx < 0 || sx >= this.cols) continue;
          const cell = s.cells[y]?.[x];
          keys[sy][sx] = cell ? captureKey(cell) : " |null";
        }
      }
      if (p.active && s.cursor.visible) {
        cursor = `${p.x + s.cursor.x - ox},${p.y + s.cursor.y - oy}`;
      }
    }
    return { keys, cursor };
  }

  /** The window's offset on the user's screen, from its status line. */
  offset(): [number, number] {
    const m = /\[(\d+),(\d+)\]/.exec(this.t.lines().at(-1) ?? "");
    return m ? [Number(m[1]), Number(m[2])] : [0, 0];
  }

  /** The user's screen as the same keys. */
  seen(): { keys: string[][]; cursor: string } {
    const buf = this.t.term.buffer.active;
    const keys: string[][] = [];
    for (let y = 0; y < this.rows; y++) {
      const line = buf.getLine(buf.viewportY + y);
      const row: string[] = [];
      for (let x = 0; x < this.cols; x++) {
        const c = line?.getCell(x);
        row.push(c ? xtermKey(c) : " |null");
      }
      keys.push(row);
    }
    const { x, y } = this.t.cursor();
    return { keys, cursor: `${x},${y}` };
  }

  /** Waits until the user's screen is the panes' screens in place. */
  async settled(what: string): Promise<void> {
    let last = "";
    try {
      await waitFor(
        async () => {
          const want = await this.expected();
          const got = this.seen();
          last = diff(want, got);
          return last === "";
        },
        30_000,
        what,
      );
    } catch (err) {
      const panes = (await this.panes()).map((p) =>
        `${p.target}${p.active ? "*" : ""} ${p.cols}x${p.rows}+${p.x}+${p.y}`
      );
      throw new Error(
        `${(err as Error).message}\n${last}\npanes: ${panes.join(", ")}\n${
          this.t.lines().join("\n")
        }`,
      );
    }
  }

  /** Every pane's pty has its rectangle's size (hidden ones their own). */
  async ptySizes(what: string): Promise<void> {
    let last = "";
    await waitFor(
      async () => {
        const bad: string[] = [];
        for (const p of await this.panes()) {
          const size = await ptySize(p.pid);
          if (size !== `${p.rows} ${p.cols}`) {
            bad.push(`${p.target}: pty ${size}, rectangle ${p.rows} ${p.cols}`);
          }
        }
        last = bad.join("; ");
        return bad.length === 0;
      },
      20_000,
      `${what}: pty sizes (${last})`,
    ).catch((err) => {
      throw new Error(`${err.message}: ${last}`);
    });
  }

  async [Symbol.asyncDispose](): Promise<void> {
    this.c.close();
    await this.t[Symbol.asyncDispose]();
  }
}

/** `stty size` of the pty that process `pid` has as its stdin: "ROWS COLS". */
async function ptySize(pid: number): Promise<string> {
  const out = await new Deno.Command("stty", {
    args: ["-F", `/proc/${pid}/fd/0`, "size"],
    stdout: "piped",
    stderr: "null",
  }).output();
  return new TextDecoder().decode(out.stdout).trim();
}

/**
 * A cell as text both sides agree on: blanks keep only their background
 * (the renderer may erase them), others character, colours, bold, inverse.
 */
function key(
  ch: string,
  width: number,
  fg: string,
  bg: string,
  bold: boolean,
  inverse: boolean,
): string {
  if (width === 0) return "<tail>";
  if (BORDER.test(ch)) return "#";
  if ((ch === " " || ch === "") && !inverse) return ` |${bg}`;
  return `${ch}|${fg}|${bg}|${bold ? "b" : ""}${inverse ? "i" : ""}`;
}

function captureKey(c: CellJson): string {
  return key(c.ch, c.width, String(c.fg), String(c.bg), c.bold, c.inverse);
}

type XtermCell = NonNullable<
  ReturnType<
    NonNullable<
      ReturnType<UserTerminal["term"]["buffer"]["active"]["getLine"]>
    >["getCell"]
  >
>;

function xtermKey(c: XtermCell): string {
  const color = (isDefault: boolean, value: number) =>
    isDefault ? "null" : String(value);
  return key(
    c.getChars() || " ",
    c.getWidth(),
    color(c.isFgDefault(), c.getFgColor()),
    color(c.isBgDefault(), c.getBgColor()),
    c.isBold() !== 0,
    c.isInverse() !== 0,
  );
}

/** The first differences between two screens, or "" when they are equal. */
function diff(
  want: { keys: string[][]; cursor: string },
  got: { keys: string[][]; cursor: string },
): string {
  const out: string[] = [];
  for (let y = 0; y < want.keys.length && out.length < 5; y++) {
    for (let x = 0; x < want.keys[y].length; x++) {
      if (want.keys[y][x] !== got.keys[y]?.[x]) {
        out.push(
          `row ${y} col ${x}: want ${want.keys[y][x]}, got ${got.keys[y]?.[x]}`,
        );
        break;
      }
    }
  }
  if (want.cursor !== "hidden" && want.cursor !== got.cursor) {
    out.push(`cursor: want ${want.cursor}, got ${got.cursor}`);
  }
  return out.join("\n");
}

/** Random output for a pane of `cols` x `rows`: text, colours, moves, erases. */
function randomOutput(rng: Rng, cols: number, rows: number): string {
  const sgr = ["0", "1", "7", "31", "32", "33", "34", "41", "42", "44", "1;35"];
  let out = "";
  for (let i = 0, n = 1 + rng.int(8); i < n; i++) {
    switch (rng.int(7)) {
      case 0:
        out += `\x1b[${rng.pick(sgr)}m`;
        break;
      case 1:
        out += `\x1b[${1 + rng.int(rows + 2)};${1 + rng.int(cols + 2)}H`;
        break;
      case 2:
        out += rng.pick(["\x1b[K", "\x1b[1K", "\x1b[J", "\r\n", "\r\n\r\n"]);
        break;
      case 3:
        out += rng.pick(["漢字", "wide 表", "é"]);
        break;
      default: {
        const len = 1 + rng.int(Math.max(1, cols + 5));
        const words = "lorem ipsum dolor sit amet pane border";
        const start = rng.int(words.length);
        out += (words.slice(start) + " " + words).slice(0, len);
      }
    }
  }
  return out + "\x1b[0m";
}

/** One random step; returns what it did, for the failure message. */
async function step(rig: Rig, rng: Rng): Promise<string> {
  const panes = await rig.panes();
  const p = rng.pick(panes);
  const r = rng.int(100);
  if (r < 15 && panes.length < MAX_PANES) {
    const kind = rng.pick(["lr", "tb"] as const);
    const sized = rng.int(3);
    const req: Request = {
      op: "split-window",
      name: p.target,
      kind,
      cmd: RAW_CAT,
    };
    if (sized === 1) req.size = 2 + rng.int(10);
    if (sized === 2) req.percent = 10 + rng.int(80);
    await rig.request(req);
    return `split ${kind} ${p.target} ${req.size ?? ""}${
      req.percent ? req.percent + "%" : ""
    }`;
  }
  if (r < 22) {
    const layout = rng.pick(PRESET_LAYOUTS);
    await rig.request({ op: "select-layout", name: "p", layout });
    return `select-layout ${layout}`;
  }
  if (r < 30) {
    const dir = rng.pick(["L", "R", "U", "D"] as const);
    const amount = 1 + rng.int(6);
    await rig.request({ op: "resize-pane", name: p.target, dir, amount });
    return `resize-pane ${p.target} -${dir} ${amount}`;
  }
  if (r < 37) {
    await rig.request({ op: "resize-pane", name: p.target, zoom: true });
    return `zoom ${p.target}`;
  }
  if (r < 43 && panes.length > 1) {
    await rig.request({ op: "kill-pane", name: p.target });
    await waitFor(
      async () => !(await rig.panes()).some((q) => q.id === p.id),
      20_000,
      `${p.target} gone`,
    );
    return `kill-pane ${p.target}`;
  }
  if (r < 50) {
    await rig.request({ op: "select-pane", name: p.target });
    return `select-pane ${p.target}`;
  }
  if (r < 55) {
    const cols = 30 + rng.int(70), rows = 8 + rng.int(24);
    rig.resize(cols, rows);
    await rig.windowSize(cols, rows);
    return `the user's terminal to ${cols}x${rows}`;
  }
  const targets = [p, ...panes.filter(() => rng.int(3) === 0)];
  for (const q of targets) {
    await rig.send(q.target, randomOutput(rng, q.cols, q.rows));
  }
  return `output into ${targets.map((q) => q.target).join(" ")}`;
}

Deno.test("composed screen: random output into random panes of random layouts is each pane's screen in its rectangle, plus borders", async () => {
  const seed = Number(Deno.env.get("BERTH_TEST_SEED") ?? 0) ||
    1 + Math.floor(Math.random() * 1e9);
  const rng = new Rng(seed);
  await using d = await TestDaemon.create();
  await using rig = await Rig.start(d);
  const done: string[] = [];
  const started = Date.now();
  try {
    for (let i = 0; i < STEPS && Date.now() - started < BUDGET_MS; i++) {
      done.push(await step(rig, rng));
      await rig.settled(`step ${i}: ${done.at(-1)}`);
      await rig.ptySizes(`step ${i}: ${done.at(-1)}`);
    }
  } catch (err) {
    throw new Error(
      `BERTH_TEST_SEED=${seed} fails after:\n  ${done.join("\n  ")}\n${
        (err as Error).message
      }`,
    );
  }
  assert.ok(done.length > 0);
});

Deno.test("TIOCSWINSZ: every pane's pty has its rectangle's size after splits, layouts, resize-pane, zoom, kills and the user's terminal resizing", async () => {
  await using d = await TestDaemon.create();
  await using rig = await Rig.start(d);
  const check = (what: string) => rig.ptySizes(what);
  for (const kind of ["lr", "tb", "lr"] as const) {
    const target = (await rig.panes()).at(-1)!.target;
    await rig.request({ op: "split-window", name: target, kind, cmd: RAW_CAT });
    await check(`split ${kind}`);
  }
  assert.equal((await rig.panes()).length, 4);
  for (const layout of PRESET_LAYOUTS) {
    await rig.request({ op: "select-layout", name: "p", layout });
    await check(layout);
  }
  await rig.request({ op: "resize-pane", name: "p:0.0", dir: "R", amount: 5 });
  await check("resize-pane -R 5");
  await rig.request({ op: "resize-pane", name: "p:0.1", height: 6 });
  await check("resize-pane -y 6");
  await rig.request({ op: "resize-pane", name: "p:0.2", zoom: true });
  const zoomed = (await rig.panes()).find((p) => p.active)!;
  assert.deepEqual([zoomed.cols, zoomed.rows], [80, 24], "zoomed: the window");
  await check("zoom");
  rig.resize(100, 30);
  await rig.windowSize(100, 30);
  await check("the user's terminal grows while zoomed");
  await rig.request({ op: "resize-pane", name: "p:0.2", zoom: true });
  await check("unzoom");
  rig.resize(61, 20);
  await rig.windowSize(61, 20);
  await check("the user's terminal shrinks");
  await rig.request({ op: "kill-pane", name: "p:0.1" });
  await waitFor(async () => (await rig.panes()).length === 3);
  await check("kill-pane");
  await rig.request({ op: "select-layout", name: "p", next: true });
  await check("next layout");
});
