import assert from "node:assert/strict";
import {
  type BorderIndicators,
  type BorderLines,
  WindowFrame,
} from "../../../server/workers/compose.ts";
import { Layout } from "../../../server/workers/layout.ts";
import { Terminal } from "../../../vt/mod.ts";
import { ATTR_INVERSE, type RowRun } from "../../../vt/types.ts";

const enc = new TextEncoder();

/** The text of composed runs (blank-padded to `cols`). */
function text(runs: RowRun[], cols: number): string {
  let s = "";
  for (const r of runs) s += r[2] === undefined && r[0] === "" ? "" : r[0];
  return s.padEnd(cols);
}

/** One engine per pane at its rectangle's size, each with `write(pane)`. */
function engines(layout: Layout, write: (pane: number) => string) {
  const out = new Map<number, Terminal>();
  for (const [pane, r] of layout.rects()) {
    const t = new Terminal({ cols: r.cols, rows: r.rows, scrollback: 0 });
    t.write(enc.encode(write(pane)));
    out.set(pane, t);
  }
  return out;
}

function compose(layout: Layout, active: number, terms: Map<number, Terminal>) {
  const frame = new WindowFrame(
    layout.cols,
    layout.rows,
    layout.rects(),
    active,
  );
  const rows: string[] = [];
  for (let y = 0; y < layout.rows; y++) {
    const runs = frame.composeRow(y, (p, row) => terms.get(p)!.rowRuns(row));
    rows.push(text(runs, layout.cols));
  }
  return { frame, rows };
}

Deno.test("WindowFrame with one pane gives the pane's rows unchanged", () => {
  const layout = new Layout(0, 10, 3);
  const terms = engines(layout, () => "\x1b[1mhi\x1b[m there");
  const frame = new WindowFrame(10, 3, layout.rects(), 0);
  const runs = frame.composeRow(0, (p, y) => terms.get(p)!.rowRuns(y));
  assert.deepEqual(runs, terms.get(0)!.rowRuns(0));
});

Deno.test("WindowFrame.composeRow() puts each pane in its rectangle with borders", () => {
  const layout = new Layout(0, 9, 5);
  layout.split(0, 1, "lr"); // 0: x 0-3, border x 4, 1: x 5-8
  layout.split(1, 2, "tb"); // 1: y 0-1, border y 2, 2: y 3-4
  const terms = engines(layout, (p) => `p${p}\r\nx${p}`);
  const { rows } = compose(layout, 0, terms);
  assert.deepEqual(rows, [
    "p0  │p1  ",
    "x0  │x1  ",
    "    ├────",
    "    │p2  ",
    "    │x2  ",
  ]);
});

Deno.test("WindowFrame colours the active pane's borders green", () => {
  const layout = new Layout(0, 9, 3);
  layout.split(0, 1, "lr");
  layout.split(1, 2, "lr");
  const terms = engines(layout, () => "");
  const frame = new WindowFrame(9, 3, layout.rects(), 0);
  const runs = frame.composeRow(0, (p, y) => terms.get(p)!.rowRuns(y));
  const borders = runs.filter((r) => r[0] === "│");
  assert.deepEqual(borders.map((r) => r[2]), [2, undefined]);
});

/** Each row's border cells: G green, b plain, a space for a pane's cell. */
function borderMap(layout: Layout, active: number): string[] {
  const frame = new WindowFrame(
    layout.cols,
    layout.rows,
    layout.rects(),
    active,
  );
  const out: string[] = [];
  for (let y = 0; y < layout.rows; y++) {
    let row = "";
    for (const r of frame.composeRow(y, () => [])) {
      const border = /^[─│┼├┤┬┴┌┐└┘]+$/.test(r[0]);
      row += (border ? (r[2] === 2 ? "G" : "b") : " ").repeat(r[1]);
    }
    out.push(row.trimEnd());
  }
  return out;
}

Deno.test("WindowFrame: with two panes only the half of the border next to the active one is green, as tmux 3.3a", () => {
  // Side by side, 9x7: the left pane's half is rows 0-3 (7 / 2 = 3, and
  // tmux's py <= sy / 2), the right one's rows 4-6.
  const lr = new Layout(0, 9, 7);
  lr.split(0, 1, "lr");
  const left = Array.from({ length: 7 }, (_, y) => `    ${y <= 3 ? "G" : "b"}`);
  assert.deepEqual(borderMap(lr, 0), left);
  const right = Array.from({ length: 7 }, (_, y) => `    ${y > 3 ? "G" : "b"}`);
  assert.deepEqual(borderMap(lr, 1), right);
  // One above the other, 9x5: the top pane's half is columns 0-4 (9 / 2 =
  // 4), the bottom one's columns 5-8.
  const tb = new Layout(0, 9, 5);
  tb.split(0, 1, "tb");
  assert.deepEqual(borderMap(tb, 0)[2], "GGGGGbbbb");
  assert.deepEqual(borderMap(tb, 1)[2], "bbbbbGGGG");
  // Three panes: the whole ring round the active one, as before.
  const three = new Layout(0, 9, 5);
  three.split(0, 1, "lr");
  three.split(1, 2, "tb");
  assert.deepEqual(borderMap(three, 2), [
    "    b",
    "    b",
    "    GGGGG",
    "    G",
    "    G",
  ]);
});

Deno.test("WindowFrame keeps a pane's runs inside its rectangle", () => {
  const layout = new Layout(0, 9, 1);
  layout.split(0, 1, "lr");
  const frame = new WindowFrame(9, 1, layout.rects(), 1);
  // A source that gives more cells than the pane has is cut, not spilled.
  const runs = frame.composeRow(0, (p) => [[`${p}`.repeat(20), 20]]);
  assert.equal(text(runs, 9), "    │    ");
});

Deno.test("WindowFrame: a zoomed pane fills the window with no borders", () => {
  const frame = new WindowFrame(
    9,
    2,
    new Map([[1, { x: 0, y: 0, cols: 9, rows: 2 }]]),
    1,
  );
  assert.deepEqual(frame.paneRowPairs(1), [1, 1]); // pane 1, its row 1
  const runs = frame.composeRow(0, () => [["zoomed", 6]]);
  assert.deepEqual(runs, [["zoomed", 6]]);
});

Deno.test("WindowFrame: random layouts tile with each pane's text in place", () => {
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let round = 0; round < 50; round++) {
    const cols = 20 + rand(60);
    const rows = 6 + rand(30);
    const layout = new Layout(0, cols, rows);
    const count = 1 + rand(6);
    for (let i = 1; i < count; i++) {
      try {
        layout.split(rand(i), i, rand(2) ? "lr" : "tb");
      } catch { /* no room: fewer panes */ }
    }
    const terms = engines(layout, (p) => `${"abcdefgh"[p]}`.repeat(200));
    const { frame, rows: screen } = compose(layout, 0, terms);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        let inside: number | null = null;
        for (const [p, r] of frame.rects) {
          if (x >= r.x && x < r.x + r.cols && y >= r.y && y < r.y + r.rows) {
            inside = p;
          }
        }
        const ch = screen[y][x];
        if (inside === null) {
          assert.match(ch, /[─│┌┐└┘├┤┬┴┼]/, `border at ${x},${y}`);
        } else {
          const term = terms.get(inside)!;
          const r = frame.rects.get(inside)!;
          const want = term.lineText(y - r.y).padEnd(r.cols)[x - r.x];
          assert.equal(ch, want, `pane ${inside} at ${x},${y}`);
        }
      }
    }
  }
});

Deno.test("WindowFrame draws the marked pane's border reversed, as tmux 3.3a (select-pane -m)", () => {
  // tmux's picture: 60x7, pane 0 left and active, 1 top right (marked),
  // 2 below it. Reversed: "R" green, "r" plain; "G" green, "b" plain.
  const three = new Layout(0, 9, 5);
  three.split(0, 1, "lr");
  three.split(1, 2, "tb");
  const map = (marked: number) => {
    const frame = new WindowFrame(9, 5, three.rects(), 0, marked);
    return Array.from({ length: 5 }, (_, y) => {
      let row = "";
      for (const r of frame.composeRow(y, () => [])) {
        const border = /^[─│┼├┤┬┴┌┐└┘]+$/.test(r[0]);
        const rev = ((r[4] ?? 0) & ATTR_INVERSE) !== 0;
        const c = r[2] === 2 ? (rev ? "R" : "G") : rev ? "r" : "b";
        row += (border ? c : " ").repeat(r[1]);
      }
      return row.trimEnd();
    });
  };
  assert.deepEqual(map(1), ["    R", "    R", "    Rrrrr", "    G", "    G"]);
  assert.deepEqual(map(2), ["    G", "    G", "    Rrrrr", "    R", "    R"]);
  assert.deepEqual(map(-1), ["    G", "    G", "    Gbbbb", "    G", "    G"]);
  // Two panes: the half next to the marked one, as the active one's green.
  const lr = new Layout(0, 9, 7);
  lr.split(0, 1, "lr");
  const frame = new WindowFrame(9, 7, lr.rects(), 0, 1);
  const flags = Array.from(
    { length: 7 },
    (_, y) => ((frame.composeRow(y, () => [])[1][4] ?? 0) & ATTR_INVERSE) !== 0,
  );
  assert.deepEqual(flags, [false, false, false, false, true, true, true]);
});

/** The 60x11 window tmux 3.3a drew, three panes, `pane-border-status`. */
function labelled(status: "top" | "bottom", active: number) {
  const layout = new Layout(0, 60, 11);
  layout.split(0, 1, "lr");
  layout.split(1, 2, "tb");
  layout.status = status;
  const terms = engines(layout, (p) => `p${p}`);
  const labels = new Map([
    [0, '#[reverse]0#[default] "zero"'],
    [1, '1 "one"'],
    [2, '2 "two"'],
  ]);
  const frame = new WindowFrame(
    60,
    11,
    layout.rects(),
    active,
    -1,
    { status, labels },
  );
  const rows = [];
  for (let y = 0; y < 11; y++) {
    rows.push(frame.composeRow(y, (p, row) => terms.get(p)!.rowRuns(row)));
  }
  return { layout, rows };
}

Deno.test("WindowFrame draws each pane's label on its border row as tmux 3.3a's pane-border-status top", () => {
  const { layout, rows } = labelled("top", 0);
  // The panes at the top gave their first row to the label.
  assert.deepEqual([...layout.rects().values()], [
    { x: 0, y: 1, cols: 30, rows: 10 },
    { x: 31, y: 1, cols: 29, rows: 4 },
    { x: 31, y: 6, cols: 29, rows: 5 },
  ]);
  assert.equal(
    text(rows[0], 60),
    '──0 "zero"────────────────────┬──1 "one"────────────────────',
  );
  assert.equal(
    text(rows[1], 60).trimEnd(),
    "p0                            │p1",
  );
  assert.equal(
    text(rows[5], 60),
    '                              ├──2 "two"────────────────────',
  );
  assert.equal(
    text(rows[6], 60).trimEnd(),
    "                              │p2",
  );
  // The active pane's label: its border's green, `#[reverse]` on the
  // index, `#[default]` back to the green.
  assert.deepEqual(rows[0].slice(0, 4), [
    ["──", 2, 2],
    ["0", 1, 2, -1, ATTR_INVERSE],
    [' "zero"────────────────────┬', 28, 2],
    ['──1 "one"────────────────────', 29],
  ]);
});

Deno.test("WindowFrame draws the labels below the panes with pane-border-status bottom; the active ring leaves out the row above", () => {
  const { layout, rows } = labelled("bottom", 2);
  assert.deepEqual([...layout.rects().values()], [
    { x: 0, y: 0, cols: 30, rows: 10 },
    { x: 31, y: 0, cols: 29, rows: 5 },
    { x: 31, y: 6, cols: 29, rows: 4 },
  ]);
  assert.equal(
    text(rows[5], 60),
    '                              ├──1 "one"────────────────────',
  );
  assert.equal(
    text(rows[10], 60),
    '──0 "zero"────────────────────┴──2 "two"────────────────────',
  );
  // Pane 2 is active: its label row is green, pane 1's is not.
  assert.deepEqual(rows[5].at(-1), ['──1 "one"────────────────────', 29]);
  assert.deepEqual(rows[10].at(-1), ['┴──2 "two"────────────────────', 30, 2]);
});

Deno.test("WindowFrame draws borders and labels in pane-border-style and pane-active-border-style", () => {
  const layout = new Layout(0, 20, 5);
  layout.split(0, 1, "lr");
  layout.status = "top";
  const red = { fg: 1, bg: -1, flags: 0, ul: -1 };
  const yellowOnBlue = { fg: 3, bg: 4, flags: 0, ul: -1 };
  const frame = new WindowFrame(20, 5, layout.rects(), 1, -1, {
    status: "top",
    labels: new Map([[0, "a"], [1, "b"]]),
    style: red,
    activeStyle: yellowOnBlue,
  });
  // As tmux 3.3a drew it: pane 0's label and border red, the active
  // pane's ring (its left border from the label row down) and label
  // yellow on blue.
  assert.deepEqual(frame.composeRow(0, () => []), [
    ["──a───────", 10, 1],
    ["┬──b──────", 10, 3, 4, 0],
  ]);
  assert.deepEqual(frame.composeRow(2, () => [])[1], ["│", 1, 3, 4, 0]);
});

Deno.test("WindowFrame places a label's text as its #[align=...] says and paints #[fill=...], as tmux 3.3a's format_draw", () => {
  const layout = new Layout(0, 60, 11);
  layout.split(0, 1, "lr");
  layout.status = "top";
  const row0 = (label: string) =>
    text(
      new WindowFrame(60, 11, layout.rects(), 0, -1, {
        status: "top",
        labels: new Map([[0, label], [1, label]]),
      }).composeRow(0, () => []),
      60,
    );
  // tmux 3.3a's rows for the same window and formats.
  assert.equal(
    row0("#[align=right]R"),
    "───────────────────────────R──┬──────────────────────────R──",
  );
  assert.equal(
    row0("L#[align=right]R#[align=centre]C"),
    "──L────────────C───────────R──┬──L───────────C───────────R──",
  );
  assert.equal(
    row0("#[align=absolute-centre]A"),
    "──────────────A───────────────┬──────────────A──────────────",
  );
  assert.equal(
    row0("LLLLLLLLLLLLLLLLLLLLLLLL#[align=right]RRRRRRRRRRRRR"),
    "──LLLLLLLLLLLLLLLLLLLLLLLLRR──┬──LLLLLLLLLLLLLLLLLLLLLLLLR──",
  );
  const filled = new WindowFrame(60, 11, layout.rects(), 0, -1, {
    status: "top",
    labels: new Map([[0, "#[fill=blue]x"]]),
  }).composeRow(0, () => []);
  assert.equal(text(filled, 60).slice(0, 30), "──x                         ──");
  // The text in the active pane's green; the cells after it blue, with
  // the default foreground (tmux's grid_default_cell).
  assert.deepEqual(filled.slice(0, 2), [
    ["──x", 3, 2],
    [" ".repeat(25), 25, -1, 4, 0],
  ]);
});

/**
 * The window's 12 rows, trimmed, of tmux 3.3a's 60x12 window of three
 * panes (0 left, 1 top right, 2 below it) with `pane-border-status`,
 * `pane-border-lines`, `pane-border-indicators` and the active pane given,
 * each label its pane's number (`#P`).
 */
function bordered(
  status: "off" | "top" | "bottom",
  lines: BorderLines,
  indicators: BorderIndicators,
  active: number,
  paneBase = 0,
): { text: string[]; frame: WindowFrame } {
  const layout = new Layout(0, 60, 12);
  layout.split(0, 1, "lr");
  layout.split(1, 2, "tb");
  layout.status = status;
  const frame = new WindowFrame(60, 12, layout.rects(), active, -1, {
    status,
    labels: new Map([0, 1, 2].map((p) => [p, `${p + paneBase}`])),
    lines,
    indicators,
    paneBase,
  });
  const text = [];
  for (let y = 0; y < 12; y++) {
    text.push(textOf(frame.composeRow(y, () => [])).trimEnd());
  }
  return { text, frame };
}

function textOf(runs: RowRun[]): string {
  return runs.map((r) => r[0]).join("");
}

/** `n` rows of `row`. */
const times = (n: number, row: string) => new Array(n).fill(row);
const LEFT = " ".repeat(30);

Deno.test("WindowFrame draws pane-border-lines double, heavy, simple and number as tmux 3.3a's", () => {
  assert.deepEqual(bordered("off", "double", "colour", 2).text, [
    ...times(6, LEFT + "║"),
    LEFT + "╠" + "═".repeat(29),
    ...times(5, LEFT + "║"),
  ]);
  assert.deepEqual(bordered("off", "heavy", "off", 0).text, [
    ...times(6, LEFT + "┃"),
    LEFT + "┣" + "━".repeat(29),
    ...times(5, LEFT + "┃"),
  ]);
  // number: each border cell the number of the pane whose border it is,
  // looked for from the active pane on (pane 2, then 0); under a label,
  // the label's pane's.
  assert.deepEqual(bordered("bottom", "number", "colour", 0).text, [
    ...times(6, LEFT + "0"),
    LEFT + "0" + "1".repeat(29),
    ...times(4, LEFT + "0"),
    "0".repeat(31) + "2".repeat(29),
  ]);
  assert.deepEqual(
    bordered("bottom", "number", "colour", 0, 1).text.at(-1),
    [
      "1".repeat(31) + "3".repeat(29),
    ][0],
  );
});

Deno.test("WindowFrame draws pane-border-indicators arrows and both as tmux 3.3a's: an arrow on the active pane's border, the second cell along it, pointing in", () => {
  const arrows = bordered("off", "single", "arrows", 0);
  assert.deepEqual(arrows.text, [
    LEFT + "│",
    LEFT + "←",
    ...times(4, LEFT + "│"),
    LEFT + "├" + "─".repeat(29),
    ...times(5, LEFT + "│"),
  ]);
  // The arrow is the active border's green.
  assert.deepEqual(arrows.frame.composeRow(1, () => []).at(-1), ["←", 1, 2]);
  assert.deepEqual(bordered("top", "simple", "arrows", 1).text, [
    "--0---------------------------+-↓1--------------------------",
    LEFT + "|",
    LEFT + "→",
    ...times(3, LEFT + "|"),
    LEFT + "+--2--------------------------",
    ...times(5, LEFT + "|"),
  ]);
  assert.deepEqual(bordered("off", "number", "both", 2).text, [
    ...times(6, LEFT + "0"),
    LEFT + "22↓" + "2".repeat(27),
    LEFT + "2",
    LEFT + "→",
    ...times(3, LEFT + "2"),
  ]);
});

Deno.test("WindowFrame.composeRow() gives default-coloured cells window-style's colours and window-active-style's in the active pane, as tmux 3.3a", () => {
  const layout = new Layout(0, 9, 2);
  layout.split(0, 1, "lr"); // 0: x 0-3, border x 4, 1: x 5-8
  // Pane 0: "ab" default, then "c" in red (SGR 31); pane 1: "xy" default.
  const terms = engines(
    layout,
    (p) => p === 0 ? "ab\x1b[31mc\x1b[m" : "xy",
  );
  const frame = new WindowFrame(9, 2, layout.rects(), 0, -1, {
    windowStyle: { fg: 247, bg: 236, flags: 0, ul: -1 },
    windowActiveStyle: { fg: -1, bg: 0, flags: 0, ul: -1 },
  });
  const runs = frame.composeRow(0, (p, y) => terms.get(p)!.rowRuns(y));
  // Each cell's [fg, bg] by column, from the runs.
  const cells: [string, number, number][] = [];
  for (const r of runs) {
    for (const ch of [...r[0]]) cells.push([ch, r[2] ?? -1, r[3] ?? -1]);
  }
  assert.deepEqual(cells.slice(0, 4), [
    ["a", 247, 0], // active: window-style's fg, window-active-style's bg
    ["b", 247, 0],
    ["c", 1, 0], // the program's red stays
    [" ", 247, 0], // the pane's blank cells take the background too
  ]);
  assert.equal(cells[4][0], "│");
  assert.notEqual(cells[4][2], 236, "borders keep their own style");
  assert.deepEqual(cells.slice(5), [
    ["x", 247, 236], // not active: window-style's
    ["y", 247, 236],
    [" ", 247, 236],
    [" ", 247, 236],
  ]);
  // A row of pane 0 beyond what it wrote: blank, in its colours.
  const blank = frame.composeRow(1, (p, y) => terms.get(p)!.rowRuns(y));
  assert.deepEqual(blank[0], ["    ", 4, 247, 0]);
});

Deno.test("WindowFrame with one pane and a window-style fills the whole row in it", () => {
  const layout = new Layout(0, 6, 1);
  const terms = engines(layout, () => "hi");
  const frame = new WindowFrame(6, 1, layout.rects(), 0, -1, {
    windowStyle: { fg: -1, bg: 236, flags: 0, ul: -1 },
  });
  const runs = frame.composeRow(0, (p, y) => terms.get(p)!.rowRuns(y));
  assert.deepEqual(runs, [["hi", 2, -1, 236], ["    ", 4, -1, 236]]);
  // Default styles: the engine's runs as they are.
  const plain = new WindowFrame(6, 1, layout.rects(), 0, -1, {
    windowStyle: { fg: -1, bg: -1, flags: 0, ul: -1 },
  });
  assert.equal(plain.tint, null);
});
