import assert from "node:assert/strict";
import { Renderer, uncertainWidth } from "../../client/attach/renderer.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";
import { TRUECOLOR } from "../../vt/colour_reduce.ts";
import { type RowRun, Terminal } from "../../vt/mod.ts";
import {
  expectedKeys,
  screenKeys,
  screenText,
  type Term,
  terminalModes,
  UpdateSource,
  write,
} from "./_xterm_oracle.ts";
import { RenderRig, rigRunner } from "./_render_rig.ts";

const decoder = new TextDecoder();

/** The render rig, with the check that cells and cursor match. */
class Rig extends RenderRig<UpdateSource> {
  constructor(
    cols: number,
    rows: number,
    outerCols = cols,
    outerRows = rows,
    readonly fill = ".",
  ) {
    super(
      { cols, rows, outerCols, outerRows },
      fill,
      (t) => new UpdateSource(t),
    );
  }

  protected override preamble(): string {
    return "previous shell output\r\n$ berth attach\r\n";
  }

  /** Asserts the outer terminal shows the session's crop or padding. */
  check(what = ""): void {
    const want = expectedKeys(
      this.session,
      this.outer.cols,
      this.outer.rows,
      this.fill,
      this.renderer.offset,
    );
    const got = screenKeys(this.outer);
    for (let y = 0; y < want.length; y++) {
      for (let x = 0; x < want[y].length; x++) {
        if (got[y][x] !== want[y][x]) {
          assert.fail(
            `${what}: cell (${x},${y}) is ${got[y][x]}, want ${want[y][x]}\n` +
              `session:\n${screenText(this.session).join("\n")}\n` +
              `outer:\n${screenText(this.outer).join("\n")}`,
          );
        }
      }
    }
    const sc = this.session.buffer.active, oc = this.outer.buffer.active;
    const { x: ox, y: oy } = this.renderer.offset;
    const cx = Math.min(sc.cursorX, this.session.cols - 1) - ox;
    const cy = sc.cursorY - oy;
    if (cx < this.outer.cols && cy < this.outer.rows) {
      assert.deepEqual([oc.cursorX, oc.cursorY], [cx, cy], `${what}: cursor`);
    }
  }
}

const withRig = rigRunner((...args: ConstructorParameters<typeof Rig>) =>
  new Rig(...args)
);

Deno.test("Renderer.frame() draws text and the cursor", async () => {
  await withRig([30, 6], async (rig) => {
    await rig.step("hello\r\nworld\x1b[3;5Hthere");
    rig.check("first frame");
    await rig.step("\x1b[1;1Hjello\x1b[2;3H");
    rig.check("partial frame");
  });
});

Deno.test("Renderer.frame() draws colours and attributes", async () => {
  await withRig([40, 8], async (rig) => {
    await rig.step(
      "\x1b[1mbold\x1b[2mboth\x1b[22;2mfaint\x1b[m \x1b[3;4mit-ul\x1b[m\r\n" +
        "\x1b[31mred\x1b[91mbright\x1b[38;5;200mpal\x1b[38;2;1;2;3mrgb\x1b[m\r\n" +
        "\x1b[41m bg \x1b[48;5;33m pal \x1b[48;2;9;8;7m rgb \x1b[7minv\x1b[m\r\n" +
        "\x1b[4:3;58;5;196mcurly\x1b[4:2;58;2;10;20;30mdouble\x1b[24mplain\x1b[m\r\n" +
        "\x1b[5mblink\x1b[8mhidden\x1b[28;9mstrike\x1b[53mover\x1b[m\r\n" +
        "\x1b[44m\x1b[K\x1b[m\r\n\x1b[43mhalf\x1b[m\r\n",
    );
    rig.check("styles");
    await rig.step("\x1b[1;1H\x1b[m\x1b[2J\x1b[32mgreen only");
    rig.check("after clear");
  });
});

Deno.test("Renderer.frame() draws wide graphemes", async () => {
  await withRig([20, 5], async (rig) => {
    await rig.step("漢字かな混じり\r\n😀 emoji\r\nab\u0301c");
    rig.check("wide");
    // Narrow over the left half, wide over narrow, wide shifted by one.
    await rig.step("\x1b[1;1Hx\x1b[2;2H字\x1b[1;4Habc\x1b[3;1H漢字");
    rig.check("overwritten");
    await rig.step("\x1b[1;2H字字字\x1b[2;1H   ");
    rig.check("shifted");
  });
});

Deno.test("Renderer.frame() crops to a smaller outer terminal", async () => {
  await withRig([30, 8, 12, 4], async (rig) => {
    let text = "";
    for (let y = 0; y < 8; y++) {
      text += `\x1b[${y + 1};1Hrow ${y} ${"x".repeat(20)}`;
    }
    await rig.step(text + "\x1b[2;5H");
    rig.check("crop");
    // The cursor outside the visible part hides the outer cursor.
    await rig.step("\x1b[1;10H漢字\x1b[7;20H");
    rig.check("crop with wide cut at the edge");
  });
});

Deno.test("Renderer.frame() pads a larger outer terminal", async () => {
  await withRig([10, 3, 16, 6], async (rig) => {
    await rig.step("abc\r\n\x1b[44mdef\x1b[K\x1b[m");
    rig.check("dots");
  });
  await withRig([10, 3, 16, 6, " "], async (rig) => {
    await rig.step("abc\r\n\x1b[44mdef\x1b[K\x1b[m");
    rig.check("blank");
  });
});

Deno.test("Renderer.resize() redraws for the new outer size", async () => {
  await withRig([20, 6], async (rig) => {
    await rig.step("one\r\ntwo\r\n\x1b[45mthree\x1b[m\r\n漢字");
    await rig.resizeOuter(12, 4);
    rig.check("smaller");
    await rig.resizeOuter(30, 10);
    rig.check("larger");
    await rig.step("\x1b[1;1Hfour");
    rig.check("frame after resize");
  });
});

Deno.test("Renderer.frame() follows a session resize", async () => {
  await withRig([20, 6], async (rig) => {
    await rig.step("first screen\r\nsecond row");
    rig.session.resize(10, 3);
    await rig.step("\x1b[2;1Hnarrow");
    rig.check("session smaller");
    rig.session.resize(24, 8);
    await rig.step("\x1b[8;1Hwide again");
    rig.check("session larger");
  });
});

Deno.test("Renderer.frame() scrolls the outer terminal with the session", async () => {
  // Same size, cropped, and padded below (a scroll region is needed).
  const sizes: [number, number, number, number][] = [
    [30, 6, 30, 6],
    [30, 6, 20, 4],
    [30, 6, 36, 9],
  ];
  for (const [c, r, oc, or] of sizes) {
    await withRig([c, r, oc, or], async (rig) => {
      for (let i = 0; i < 14; i++) {
        await rig.step(`line ${i} ${"=".repeat(15)}\r\n`);
        rig.check(`${c}x${r} in ${oc}x${or}, line ${i}`);
        if (i > 8) {
          // One new line costs about one line, not a screen (and the
          // marked edge of a smaller view).
          assert.ok(
            rig.last.length < (oc < c ? 140 : 100),
            `${rig.last.length} bytes: ${
              JSON.stringify(decoder.decode(rig.last))
            }`,
          );
        }
      }
      // A status line that stays while the rest scrolls (vim's Ctrl-E).
      await rig.step(`\x1b[${r};1H\x1b[7mstatus\x1b[m\x1b[1;${r - 1}r`);
      for (let i = 0; i < 4; i++) {
        await rig.step(`\x1b[${r - 1};1H\nscrolled ${i} ${"-".repeat(12)}`);
        rig.check(`region scroll ${i}`);
        // The status line is redrawn: the outer scroll covers all rows.
        assert.ok(
          rig.last.length < (oc < c ? 160 : 120),
          `${rig.last.length} bytes`,
        );
      }
    });
  }
});

Deno.test("Renderer.frame() scrolls the outer terminal down when rows move down", async () => {
  const sizes: [number, number, number, number][] = [
    [30, 6, 30, 6],
    [30, 6, 20, 4],
    [30, 6, 36, 9],
  ];
  for (const [c, r, oc, or] of sizes) {
    await withRig([c, r, oc, or], async (rig) => {
      for (let i = 0; i < r; i++) {
        await rig.step(`\x1b[${i + 1};1Hline ${i} ${"=".repeat(15)}`);
      }
      // Lines come in at the top, as when paging back in less.
      for (let i = 0; i < 4; i++) {
        await rig.step(`\x1b[H\x1bMback ${i} ${"-".repeat(15)}`);
        rig.check(`${c}x${r} in ${oc}x${or}, back ${i}`);
        assert.ok(
          rig.last.length < 100,
          `${rig.last.length} bytes: ${
            JSON.stringify(decoder.decode(rig.last))
          }`,
        );
      }
    });
  }
});

Deno.test("Renderer.frame() writes only what changed", async () => {
  await withRig([20, 5], async (rig) => {
    await rig.step("hello world\r\nsecond");
    // Typing at the cursor: just the character.
    await rig.step("!");
    assert.equal(decoder.decode(rig.last), "!");
    // One cell elsewhere: sync, hide, up one row, the cell, back down and
    // left, show, end sync.
    await rig.step("\x1b[1;7HW\x1b[2;8H");
    assert.equal(
      decoder.decode(rig.last),
      "\x1b[?2026h\x1b[?25l\x1b[A\bW\x1b[B\x1b[?25h\x1b[?2026l",
    );
    rig.check("one cell");
    // Nothing changed: nothing written.
    await rig.step("");
    assert.equal(rig.last.length, 0);
    // Only the cursor moved: just the move.
    await rig.step("\x1b[1;1H");
    assert.equal(decoder.decode(rig.last), "\x1b[H");
    // Two changes close together: the cell between is rewritten.
    await rig.step("\x1b[2;1HS\x1b[2;3HX\x1b[1;1H");
    assert.match(decoder.decode(rig.last), /SeX/);
    rig.check("gap");
    // A style change costs only the attributes that change.
    await rig.step("\x1b[1;1H\x1b[1mh\x1b[1;31me\x1b[m\x1b[1;1H");
    assert.ok(decoder.decode(rig.last).includes("\x1b[1mh\x1b[31me"));
    rig.check("styles");
  });
});

// Focus reports (1004) are not mirrored: focus-events asks for them.
function mirrored(term: Term) {
  const m = terminalModes(term);
  return [
    m.cursorKeys,
    m.keypad,
    m.bracketedPaste,
    m.mouseTracking,
    m.mouseEncoding,
  ];
}

Deno.test("Renderer.frame() mirrors modes, title, cursor shape and bell", async () => {
  await withRig([20, 5], async (rig) => {
    let title = "";
    rig.outer.onTitleChange((t) => title = t);
    let bells = 0;
    rig.outer.onBell(() => bells++);
    await rig.step(
      "\x1b[?1h\x1b=\x1b[?2004h\x1b[?1004h\x1b[?1002h\x1b[?1006h" +
        "\x1b]2;my title\x07\x1b[6 q",
    );
    assert.deepEqual(mirrored(rig.outer), mirrored(rig.session));
    assert.equal(terminalModes(rig.outer).focusEvents, false, "not 1004");
    assert.equal(title, "my title");
    // deno-lint-ignore no-explicit-any
    const outerModes = (rig.outer as any)._core.coreService.decPrivateModes;
    assert.equal(outerModes.cursorStyle, "bar");
    assert.equal(outerModes.cursorBlink, false);
    await rig.step("\x1b[?1l\x1b>\x1b[?1002l\x1b[?1000h\x1b[?25l");
    assert.deepEqual(mirrored(rig.outer), mirrored(rig.session));
    // deno-lint-ignore no-explicit-any
    assert.equal((rig.outer as any)._core.coreService.isCursorHidden, true);
    const frame = rig.source.next();
    frame.bell = 2;
    await rig.draw(frame);
    assert.equal(bells, 1);
  });
});

Deno.test("Renderer.setFocusReports() asks the terminal for focus reports whatever the session's modes, until end()", async () => {
  await withRig([20, 5], async (rig) => {
    await write(rig.outer, rig.renderer.setFocusReports(true));
    assert.equal(terminalModes(rig.outer).focusEvents, true);
    // A program's 1004 off changes nothing: the setting asked for them.
    await rig.step("\x1b[?1004h\x1b[?1004l\x1b[?1h");
    assert.equal(terminalModes(rig.outer).focusEvents, true);
    await write(rig.outer, rig.renderer.setFocusReports(false));
    assert.equal(terminalModes(rig.outer).focusEvents, false);
    await write(rig.outer, rig.renderer.setFocusReports(true));
    await write(rig.outer, rig.renderer.end());
    assert.equal(terminalModes(rig.outer).focusEvents, false);
  });
});

Deno.test("Renderer.end() gives the outer terminal back", async () => {
  await withRig([20, 5], async (rig) => {
    const before = screenText(rig.outer);
    await write(rig.outer, "\x1b[?1049l");
    const normal = screenText(rig.outer);
    await write(rig.outer, "\x1b[?1049h");
    void before;
    await rig.step(
      "\x1b[?1h\x1b=\x1b[?2004h\x1b[?1004h\x1b[?1003h\x1b[?1015h" +
        "\x1b[4 q\x1b[?25l\x1b[1;31mstyled",
    );
    await write(rig.outer, rig.renderer.end());
    const modes = terminalModes(rig.outer);
    assert.equal(modes.cursorKeys, false);
    assert.equal(modes.keypad, false);
    assert.equal(modes.bracketedPaste, false);
    assert.equal(modes.focusEvents, false);
    assert.equal(modes.mouseTracking, "none");
    assert.equal(modes.mouseEncoding, "default");
    assert.equal(modes.altScreen, false);
    // deno-lint-ignore no-explicit-any
    const core = (rig.outer as any)._core;
    assert.equal(core.coreService.isCursorHidden, false);
    assert.equal(screenText(rig.outer).join("\n"), normal.join("\n"));
    // The pen is back to default: new text has no style.
    await write(rig.outer, "x");
    const y = rig.outer.buffer.active.cursorY;
    const cell = rig.outer.buffer.active.getLine(y)!.getCell(
      rig.outer.buffer.active.cursorX - 1,
    )!;
    assert.equal(cell.isBold(), 0);
    assert.ok(cell.isFgDefault());
  });
});

// A small deterministic PRNG (mulberry32), so failures can be replayed.
function rng(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "abc",
  "hello world ",
  "漢字",
  "é",
  "😀",
  "\r\n",
  "\x1b[K",
  "\x1b[1K",
  "\x1b[J",
  "\x1b[2J",
  "\x1b[m",
  "\x1b[1m",
  "\x1b[2m",
  "\x1b[7m",
  "\x1b[4m",
  "\x1b[31m",
  "\x1b[42m",
  "\x1b[38;5;123m",
  "\x1b[48;2;10;200;30m",
  "\x1b[L",
  "\x1b[M",
  "\x1b[3@",
  "\x1b[2P",
  "\x1b[4X",
  "\x1bM",
  "\x1b[S",
  "\x1b[T",
];

function randomInput(next: () => number, cols: number, rows: number): string {
  let s = "";
  const n = 1 + Math.floor(next() * 6);
  for (let i = 0; i < n; i++) {
    if (next() < 0.3) {
      const y = 1 + Math.floor(next() * rows);
      const x = 1 + Math.floor(next() * cols);
      s += `\x1b[${y};${x}H`;
    }
    s += PIECES[Math.floor(next() * PIECES.length)];
  }
  return s;
}

Deno.test("Renderer matches the session over random streams", async () => {
  const sizes: [number, number, number, number][] = [
    [20, 6, 20, 6],
    [20, 6, 13, 4],
    [12, 4, 18, 7],
  ];
  for (const [seed, [c, r, oc, or]] of sizes.entries()) {
    const next = rng(seed + 1);
    await withRig([c, r, oc, or], async (rig) => {
      for (let i = 0; i < 150; i++) {
        const input = randomInput(next, c, r);
        await rig.step(input, next() < 0.05);
        rig.check(`seed ${seed + 1} step ${i}: ${JSON.stringify(input)}`);
      }
    });
  }
});

Deno.test("Renderer.frame() survives malformed frames", () => {
  const r = new Renderer(20, 5);
  r.begin();
  const bad = {
    t: "update",
    seq: 1,
    cols: 20,
    rows: 5,
    full: true,
    lines: [
      [1.5, [["x", 1]]],
      [-1, [["x", 1]]],
      [9, [["x", 1]]],
      [0, "nope"],
      [1, [["huge", 1e9], null, [42, 1], ["ok", Number.NaN]]],
      [2, [["\x1b]2;evil\x07", 10]]],
    ],
    cursor: [99, 99, 1, "block", 1],
  } as unknown as UpdateMsg;
  const out = decoder.decode(r.frame(bad));
  assert.ok(out.includes("huge"));
  // Controls in cell text never reach the outer terminal.
  assert.ok(!out.includes("evil\x07"));
});

Deno.test("uncertainWidth() trusts only plain and East Asian graphemes", () => {
  assert.equal(uncertainWidth("a", 1), false);
  assert.equal(uncertainWidth("é", 1), false);
  assert.equal(uncertainWidth("e\u0301", 1), true);
  assert.equal(uncertainWidth("漢", 2), false);
  assert.equal(uncertainWidth("😀", 2), true);
  assert.equal(uncertainWidth("👍🏽", 2), true);
});

// A frame of every row of berth's own engine, as the daemon sends it.
function engineFrame(t: Terminal, seq: number): UpdateMsg {
  const lines: [number, RowRun[]][] = [];
  for (let y = 0; y < t.rows; y++) lines.push([y, t.rowRuns(y)]);
  const c = t.cursor();
  return {
    t: "update",
    seq,
    cols: t.cols,
    rows: t.rows,
    full: true,
    lines,
    cursor: [c.x, c.y, 1, "block", 1],
  };
}

Deno.test("Renderer.frame() writes a flag or a ZWJ sequence as one cell where the engine has it", () => {
  // Issue 8: the renderer split the engine's cells into graphemes on its
  // own and wrote `B 🇯 🇵 ESC[3G | X`, the `|` one column left of capture.
  const cases: [string, string][] = [
    ["B\u{1f1ef}\u{1f1f5}|X", "B\u{1f1ef}\u{1f1f5}\x1b[4G|X"],
    ["\u{1f469}\u200d\u{1f4bb}|X", "\u{1f469}\u200d\u{1f4bb}\x1b[3G|X"],
    ["\u2764\ufe0f|X", "\u2764\ufe0f\x1b[3G|X"],
    ["e\u0301|X", "e\u0301\x1b[2G|X"],
  ];
  for (const [input, drawn] of cases) {
    const t = new Terminal({ cols: 20, rows: 2 });
    t.write(new TextEncoder().encode(input));
    const bar = t.rowCells(0).findIndex((c) => c.ch === "|");
    const r = new Renderer(20, 2);
    r.begin();
    const out = decoder.decode(r.frame(engineFrame(t, 1)));
    assert.ok(out.includes(drawn), `${JSON.stringify(input)}: ${out}`);
    // The only move before "|" goes to the engine's column.
    assert.ok(out.includes(`\x1b[${bar + 1}G|`), JSON.stringify(input));
  }
});

Deno.test("Renderer.frame() keeps two lone regional indicators in two cells", () => {
  // Written apart, the engine keeps them apart; a segmenter would join them.
  const t = new Terminal({ cols: 20, rows: 2 });
  t.write(new TextEncoder().encode("\x1b[3G\u{1f1f5}|\x1b[2G\u{1f1ef}"));
  const r = new Renderer(20, 2);
  r.begin();
  const out = decoder.decode(r.frame(engineFrame(t, 1)));
  assert.ok(!out.includes("\u{1f1ef}\u{1f1f5}"), out);
  assert.ok(out.includes("\x1b[4G|"), out);
});

Deno.test("Renderer.drawnOver(): rows someone else wrote are drawn whole again, the cursor placed anew", async () => {
  await withRig([30, 6], async (rig) => {
    await rig.step("one\r\ntwo\r\n\x1b[32mthree\x1b[m\r\n$ ");
    rig.check("first");
    // Someone else (the parse worker) wrote rows 1 and 2, moved the cursor
    // and left the default pen, as `direct_frame.ts` does.
    await write(
      rig.outer,
      "\x1b[m\x1b[2HXXXXXXXX\x1b[3Hthree and more\x1b[m\x1b[6;20H",
    );
    rig.renderer.drawnOver(1, 2);
    assert.equal(rig.renderer.needsRepair, true);
    // A frame for another row draws those too, and its cursor is right.
    await rig.step("l");
    rig.check("frame after");
    assert.equal(rig.renderer.needsRepair, false);
    // With no frame to come, `repair` draws them.
    await write(rig.outer, "\x1b[4Hjunk\x1b[1;1H");
    rig.renderer.drawnOver(3, 3);
    await write(rig.outer, rig.renderer.repair());
    rig.check("repaired");
  });
});

Deno.test("Renderer.drawnOver(ahead): rows newer than the client's state wait for their frame, not drawn back from older state", async () => {
  await withRig([30, 6], async (rig) => {
    await rig.step("one\r\ntwo\r\n$ ");
    // The parse worker drew the echo of "x" on row 2 and holds its update:
    // the terminal is ahead of the client (the lease's HELD).
    await write(rig.outer, "\x1b[m\x1b[3H$ x\x1b[3;4H");
    rig.renderer.drawnOver(2, 2, false, true);
    // Nothing to repair: drawn now from the client's state, the echo would
    // be erased until its frame came.
    assert.equal(rig.renderer.needsRepair, false);
    assert.equal(decoder.decode(rig.renderer.repair()).includes("$"), false);
    // The update comes: its frame draws the row, and the cursor is right.
    await rig.step("x");
    rig.check("the echo's frame");
    // "y" then a backspace, both drawn by the worker and held: the frame
    // has nothing for that row, which shows what the session does.
    await write(rig.outer, "\x1b[m\x1b[3H$ x\x1b[K\x1b[3;4H");
    rig.renderer.drawnOver(2, 2, false, true);
    await rig.step("\x1b[1Hone\x1b[3;4H");
    rig.check("a frame for another row");
  });
});

Deno.test("Renderer.drawnOver(cut): an escape sequence cut short is cancelled and all drawn", async () => {
  await withRig([30, 6], async (rig) => {
    await rig.step("one\r\ntwo\r\n$ ");
    await write(rig.outer, "\x1b[2Hgarbage\x1b[38;5");
    rig.renderer.drawnOver(1, 1, true);
    await write(rig.outer, rig.renderer.repair());
    rig.check("after the cut");
  });
});

Deno.test("Renderer.directArea(): the window as it is, or null where the client draws over it", () => {
  const r = new Renderer(30, 8, { status: "top" });
  r.begin();
  assert.equal(r.directArea(), null, "no frame yet");
  const frame = (cols: number, rows: number): UpdateMsg => ({
    t: "update",
    seq: 1,
    cols,
    rows,
    full: true,
    lines: [],
    cursor: [0, 0, 1, "block", 1],
  });
  r.frame(frame(30, 7));
  assert.deepEqual(r.directArea(), {
    top: 1,
    cols: 30,
    rows: 7,
    colours: TRUECOLOR,
  });
  r.frame(frame(20, 5));
  assert.deepEqual(r.directArea(), {
    top: 1,
    cols: 20,
    rows: 5,
    colours: TRUECOLOR,
  });
  r.frame(frame(40, 7));
  assert.equal(r.directArea(), null, "wider than the terminal");
  r.frame(frame(30, 8));
  assert.equal(r.directArea(), null, "taller than the area");
  r.frame(frame(30, 7));
  r.showMessage(r.sessionRow(0)!);
  assert.deepEqual(
    r.directArea(),
    { top: 1, cols: 30, rows: 7, colours: TRUECOLOR },
    "a message over the status line",
  );
  r.clearMessage();
  r.showPrompt(r.sessionRow(0)!, 3);
  assert.equal(r.directArea(), null, "a prompt");
  r.clearPrompt();
  r.showView([]);
  assert.equal(r.directArea(), null, "scroll mode");
  r.showSession();
  assert.deepEqual(r.directArea(), {
    top: 1,
    cols: 30,
    rows: 7,
    colours: TRUECOLOR,
  });
  r.setStatus("off");
  r.frame(frame(30, 8));
  assert.deepEqual(r.directArea(), {
    top: 0,
    cols: 30,
    rows: 8,
    colours: TRUECOLOR,
  });
  r.showMessage(r.sessionRow(0)!);
  assert.equal(r.directArea(), null, "a message over the window's last row");
});
