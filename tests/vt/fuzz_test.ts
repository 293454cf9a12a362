/**
 * Random and mutated input never throws, leaves a consistent screen
 * (cursor inside, every row exactly `cols` cells, wide cells paired, runs
 * within the row) and costs time in proportion to its length.
 */
import assert from "node:assert/strict";
import { Terminal } from "../../vt/mod.ts";
import { mutate, randomBytes, Rng, sequenceStream } from "./_fuzz_streams.ts";

const STREAMS = new URL("../testdata/streams/", import.meta.url);

/** Checks every invariant a screen must keep. */
function checkConsistent(t: Terminal, label: string): void {
  const c = t.cursor();
  assert.ok(c.x >= 0 && c.x < t.cols, `${label}: cursor x ${c.x}`);
  assert.ok(c.y >= 0 && c.y < t.rows, `${label}: cursor y ${c.y}`);
  const from = -Math.min(t.scrollbackLength, 20);
  for (let y = from; y < t.rows; y++) {
    const cells = t.rowCells(y);
    assert.equal(cells.length, t.cols, `${label}: row ${y} width`);
    for (let x = 0; x < cells.length; x++) {
      const w = cells[x].width;
      if (w === 2) {
        assert.ok(x + 1 < t.cols, `${label}: wide cell at the edge, row ${y}`);
        assert.equal(cells[x + 1].width, 0, `${label}: row ${y} col ${x}`);
      } else if (w === 0) {
        assert.ok(
          x > 0 && cells[x - 1].width === 2,
          `${label}: row ${y} col ${x}`,
        );
      } else {
        assert.equal(w, 1);
      }
    }
    let covered = 0;
    for (const run of t.rowRuns(y)) covered += run[1];
    assert.ok(covered <= t.cols, `${label}: runs cover ${covered} cells`);
    t.lineText(y);
    t.ansiLine(y);
  }
  t.snapshot({ scrollback: 5 });
}

Deno.test("fuzz: random bytes never throw and keep the screen consistent", () => {
  for (let seed = 1; seed <= 40; seed++) {
    const rng = new Rng(seed);
    const t = new Terminal({
      cols: 1 + rng.int(100),
      rows: 1 + rng.int(40),
      scrollback: 50,
    });
    for (let k = 0; k < 8; k++) {
      t.write(randomBytes(rng, 1 + rng.int(4000)));
      if (rng.int(4) === 0) t.resize(1 + rng.int(120), 1 + rng.int(50));
      checkConsistent(t, `seed ${seed} step ${k}`);
    }
  }
});

Deno.test("fuzz: random sequence streams keep the screen consistent", () => {
  for (let seed = 1; seed <= 60; seed++) {
    const rng = new Rng(seed * 7919);
    const cols = 2 + rng.int(90);
    const rows = 2 + rng.int(30);
    const t = new Terminal({ cols, rows, scrollback: 30 });
    const enc = new TextEncoder();
    for (let k = 0; k < 6; k++) {
      t.write(enc.encode(sequenceStream(rng, 300, cols, rows)));
      if (rng.int(3) === 0) t.resize(1 + rng.int(100), 1 + rng.int(40));
      checkConsistent(t, `seed ${seed} step ${k}`);
    }
  }
});

Deno.test("fuzz: mutated recordings keep the screen consistent", () => {
  const names = [...Deno.readDirSync(STREAMS)]
    .map((e) => e.name)
    .filter((n) => n.endsWith(".bin"));
  for (const name of names) {
    const src = Deno.readFileSync(new URL(name, STREAMS));
    for (let seed = 1; seed <= 15; seed++) {
      const rng = new Rng(seed * 31 + name.length);
      const t = new Terminal({ cols: 80, rows: 24, scrollback: 100 });
      const data = mutate(rng, src, 5 + rng.int(60));
      // Feed in random splits, as a pty would.
      for (let i = 0; i < data.length;) {
        const n = 1 + rng.int(2000);
        t.write(data.subarray(i, i + n));
        i += n;
      }
      checkConsistent(t, `${name} seed ${seed}`);
    }
  }
});

Deno.test("fuzz: huge counts and strings are clamped", () => {
  const t = new Terminal({ cols: 80, rows: 24, scrollback: 100 });
  const enc = new TextEncoder();
  const seqs = [
    "x\x1b[65535b",
    "\x1b[65535@\x1b[65535P\x1b[65535X",
    "\x1b[65535L\x1b[65535M\x1b[65535S\x1b[65535T",
    "\x1b[65535I\x1b[65535Z\x1b[65535;65535H",
    "\x1b[" + "9".repeat(100_000) + "m",
    "\x1b[" + "1;".repeat(100_000) + "m",
    "\x1b]2;" + "t".repeat(2 << 20) + "\x07",
    "\x1bP" + "q".repeat(2 << 20) + "\x1b\\",
    "\x1b_" + "a".repeat(1 << 20) + "\x1b\\",
    "e" + "\u0301".repeat(100_000),
  ];
  for (const s of seqs) {
    t.write(enc.encode(s));
    checkConsistent(t, JSON.stringify(s.slice(0, 20)));
  }
  assert.ok(t.title.length <= 4096);
});

/** Best of three timings of parsing `data` into a fresh terminal. */
/** Milliseconds one fresh terminal takes to parse `data` in pty-sized reads. */
function timeParse(data: Uint8Array): number {
  const t = new Terminal({ cols: 80, rows: 24, scrollback: 1000 });
  const start = performance.now();
  for (let i = 0; i < data.length; i += 4096) {
    t.write(data.subarray(i, i + 4096));
  }
  return performance.now() - start;
}

/** Most rounds of x1 and x4 timings before the linear bound counts as broken. */
const LINEAR_ROUNDS = 12;

Deno.test("fuzz: parse time grows linearly with input", () => {
  // Relative, not absolute: four times the input must not take much more
  // than four times as long. A busy machine (other tests, other builds)
  // only ever adds time to a run, so the fastest run of each size is the
  // one nearest the engine's own cost: x1 and x4 runs alternate (a spike
  // of load hits both alike) and the bound holds once the fastest of each
  // meet it. A quadratic engine never would: x4 costs 16 times x1 however
  // often it runs.
  const enc = new TextEncoder();
  const rng = new Rng(42);
  const unit = enc.encode(sequenceStream(rng, 4000, 80, 24));
  const random = randomBytes(new Rng(43), unit.length);
  for (const base of [unit, random]) {
    const x4 = new Uint8Array(base.length * 4);
    for (let k = 0; k < 4; k++) x4.set(base, k * base.length);
    timeParse(base); // warm-up
    let t1 = Infinity, t4 = Infinity;
    for (let r = 0; r < LINEAR_ROUNDS && !(t4 < t1 * 8 + 20); r++) {
      t1 = Math.min(t1, timeParse(base));
      t4 = Math.min(t4, timeParse(x4));
    }
    assert.ok(
      t4 < t1 * 8 + 20,
      `fastest of ${LINEAR_ROUNDS}: x1 ${t1.toFixed(1)} ms, x4 ${
        t4.toFixed(1)
      } ms`,
    );
  }
});

Deno.test("fuzz: a row stamp always stands for the same row content", () => {
  const enc = new TextEncoder();
  for (let seed = 1; seed <= 40; seed++) {
    const rng = new Rng(seed * 977);
    const t = new Terminal({
      cols: 2 + rng.int(40),
      rows: 2 + rng.int(12),
      scrollback: 20,
    });
    const seen = new Map<number, string>();
    for (let k = 0; k < 40; k++) {
      t.write(enc.encode(sequenceStream(rng, 8, t.cols, t.rows)));
      if (rng.int(10) === 0) t.resize(1 + rng.int(40), 1 + rng.int(12));
      for (let y = 0; y < t.rows; y++) {
        const g = t.rowGeneration(y);
        const content = JSON.stringify([t.rowRuns(y), t.rowCells(y).length]);
        const before = seen.get(g);
        if (before !== undefined) {
          assert.equal(
            content,
            before,
            `seed ${seed} step ${k} row ${y} stamp ${g}`,
          );
        }
        seen.set(g, content);
      }
    }
  }
});
