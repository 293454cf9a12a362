/**
 * `Terminal.save()` and `Terminal.restore()`: an engine saved at any byte
 * of a stream (inside a sequence, a UTF-8 character, an OSC string), put
 * through msgpack as the upgrade's state file does, restored and fed the
 * rest, is the engine fed everything: the same state, field by field.
 */
import assert from "node:assert/strict";
import { Terminal } from "../../vt/mod.ts";
import { EngineStateError } from "../../vt/mod.ts";
import { MARK_ENTRY } from "../../vt/row.ts";
import { MsgpackDecoder, MsgpackEncoder } from "../../protocol/msgpack.ts";
import { Rng, sequenceStream } from "./_fuzz_streams.ts";

const STREAMS = new URL("../testdata/streams/", import.meta.url);
const enc = new TextEncoder();

/** Through msgpack and back, as the state file carries it. */
function throughFile(state: unknown): unknown {
  const bytes = new MsgpackEncoder().encode(state);
  return new MsgpackDecoder().decodeAll(bytes.slice())[0];
}

function engine(cols: number, rows: number): Terminal {
  return new Terminal({ cols, rows, scrollback: 200 });
}

/**
 * Saved at `cut`, restored, fed the rest: equals one never saved, fed the
 * same two writes (row stamps depend on how a stream is split).
 */
function checkCut(data: Uint8Array, cut: number, cols: number, rows: number) {
  const whole = engine(cols, rows);
  whole.write(data.subarray(0, cut));
  whole.write(data.subarray(cut));
  const first = engine(cols, rows);
  first.write(data.subarray(0, cut));
  const restored = Terminal.restore(throughFile(first.save()), {});
  restored.write(data.subarray(cut));
  assert.deepEqual(
    throughFile(restored.save()),
    throughFile(whole.save()),
    `cut at ${cut}`,
  );
  assert.deepEqual(
    restored.snapshot({ scrollback: -1 }),
    whole.snapshot({
      scrollback: -1,
    }),
  );
}

for (const name of ["vim-python", "htop-small", "less-doc", "ls-long"]) {
  Deno.test(`Terminal.restore() continues ${name} as if never saved`, async () => {
    const data = await Deno.readFile(new URL(`${name}.bin`, STREAMS));
    const rng = new Rng(data.length);
    const cuts = [0, 1, data.length >> 1, data.length];
    for (let i = 0; i < 12; i++) cuts.push(rng.int(data.length));
    for (const cut of cuts) checkCut(data, cut, 80, 24);
  });
}

Deno.test("Terminal.restore() continues random sequences, cut anywhere", () => {
  const rng = new Rng(14);
  for (let round = 0; round < 60; round++) {
    const data = enc.encode(sequenceStream(rng, 200, 20, 6));
    checkCut(data, rng.int(data.length), 20, 6);
  }
});

Deno.test("Terminal.save() leaves out the style ids never used, and a restored engine hands out the same ones after", () => {
  // Plain text uses the default style alone: its table's 1,024 ids were
  // 17 KB of every pane's state in a live upgrade.
  const plain = engine(80, 24);
  plain.write(enc.encode("line 1\r\nline 2\r\n"));
  const size = new MsgpackEncoder().encode(plain.save()).length;
  assert.ok(size < 4096, `a plain pane's state is ${size} bytes`);
  // 30 colours before the cut, 1,100 after: the table grows past its
  // first capacity in both, with the same ids.
  const colours = (from: number, n: number) =>
    enc.encode(
      Array.from(
        { length: n },
        (_, i) => `\x1b[38;2;${from + i >> 8};${from + i & 255};1mx`,
      ).join(""),
    );
  const before = colours(0, 30);
  const after = colours(30, 1100);
  const whole = engine(80, 24);
  whole.write(before);
  whole.write(after);
  const first = engine(80, 24);
  first.write(before);
  const restored = Terminal.restore(throughFile(first.save()), {});
  restored.write(after);
  assert.deepEqual(throughFile(restored.save()), throughFile(whole.save()));
});

Deno.test("Terminal.restore() keeps the alternate screen, title and links", () => {
  const t = engine(10, 3);
  t.write(enc.encode(
    "one\r\n\x1b]8;id=a;https://x.example/\x07link\x1b]8;;\x07\r\n" +
      "\x1b]2;the title\x07\x1b[?1049h\x1b[31malt\x1b[?2004h\x1b]2;cut",
  ));
  const r = Terminal.restore(throughFile(t.save()), {});
  r.write(enc.encode(" here\x07"));
  assert.equal(r.title, "cut here");
  assert.equal(r.modes().altScreen, true);
  assert.equal(r.modes().bracketedPaste, true);
  assert.equal(r.lineText(2), "alt");
  r.write(enc.encode("\x1b[?1049l"));
  assert.equal(r.lineText(1), "link");
  assert.equal(r.hyperlink(r.rowRuns(1)[0][6]!), "https://x.example/");
});

Deno.test("Terminal.restore() refuses a state that is cut or of another version", () => {
  const t = engine(10, 3);
  t.write(enc.encode("hello"));
  const good = throughFile(t.save()) as Record<string, unknown>;
  assert.throws(
    () => Terminal.restore({ ...good, v: 99 }, {}),
    EngineStateError,
  );
  const screen = { ...(good.screen as Record<string, unknown>) };
  screen.primary = (screen.primary as unknown[]).slice(1);
  assert.throws(
    () => Terminal.restore({ ...good, screen }, {}),
    /primary screen has 2 entries, not 3/,
  );
  assert.throws(() => Terminal.restore(null, {}), EngineStateError);
});

/** `state` (this version) as version 1 wrote it: two mark slots an entry. */
function asVersion1(state: Record<string, unknown>): Record<string, unknown> {
  const narrow = (row: unknown[]) => {
    const [marks, count] = [row[5] as Uint8Array | null, row[6] as number];
    if (marks === null) return row;
    const words = new Uint32Array(marks.slice().buffer);
    const out = new Uint32Array(count * 3);
    for (let i = 0; i < count; i++) {
      assert.equal(
        words[i * MARK_ENTRY + 3] ?? 0,
        0,
        "a cluster version 1 held",
      );
      out.set(words.subarray(i * MARK_ENTRY, i * MARK_ENTRY + 3), i * 3);
    }
    return [...row.slice(0, 5), new Uint8Array(out.buffer), ...row.slice(6)];
  };
  const screen = { ...(state.screen as Record<string, unknown[][]>) };
  for (const k of ["primary", "alt", "history"]) {
    screen[k] = screen[k].map(narrow);
  }
  return { ...state, v: 1, screen };
}

Deno.test("Terminal.restore() reads a version 1 state, whose marks had two slots", () => {
  const t = engine(20, 3);
  // Combining marks, VS16 and a skin tone on screen and in history.
  const text = "e\u0301 a\u0308\u0323 \u2764\ufe0f \u{1f44d}\u{1f3fd}\r\n";
  t.write(enc.encode(text.repeat(5) + "x\u0301"));
  const saved = throughFile(t.save()) as Record<string, unknown>;
  const old = Terminal.restore(throughFile(asVersion1(saved)), {});
  assert.deepEqual(
    old.snapshot({ scrollback: -1 }),
    t.snapshot({ scrollback: -1 }),
  );
  // And it goes on as the engine that never stopped.
  for (const e of [old, t]) {
    e.write(enc.encode("\u0302 \u{1f469}\u200d\u{1f4bb}"));
  }
  assert.deepEqual(
    old.snapshot({ scrollback: -1 }),
    t.snapshot({ scrollback: -1 }),
  );
});

/** A saved engine with marks on its first row, and that row's state. */
function savedWithMarks(): { state: Record<string, unknown>; row: unknown[] } {
  const t = engine(10, 3);
  t.write(enc.encode("e\u0301 \u{1f468}\u200d\u{1f469}\u200d\u{1f467}"));
  const state = throughFile(t.save()) as Record<string, unknown>;
  const row = (state.screen as { primary: unknown[][] }).primary[0];
  return { state, row };
}

/** `bytes` with little-endian word `i` set to `f(word)`. */
function withWord(bytes: unknown, i: number, f: (w: number) => number) {
  const w = new Uint32Array((bytes as Uint8Array).slice().buffer);
  w[i] = f(w[i]);
  return new Uint8Array(w.buffer);
}

Deno.test("Terminal.restore() refuses a mark or a cell past U+10FFFF, which would throw when drawn", () => {
  const mark = savedWithMarks();
  mark.row[5] = withWord(mark.row[5], 1, () => 0x110000);
  assert.throws(() => Terminal.restore(mark.state, {}), /U\+10FFFF/);
  const cell = savedWithMarks();
  cell.row[1] = withWord(cell.row[1], 0, (w) => w | 0x1fffff);
  assert.throws(() => Terminal.restore(cell.state, {}), /U\+10FFFF/);
});

Deno.test("Terminal.restore() gives a row saved with an empty marks list room for marks", () => {
  const { state, row } = savedWithMarks();
  row[5] = new Uint8Array(0);
  row[6] = 0;
  const t = Terminal.restore(state, {});
  t.write(enc.encode("\x1b[1;1Hx\u0301y\u0302"));
  assert.deepEqual(t.rowCells(0).slice(0, 2).map((c) => c.ch), [
    "x\u0301",
    "y\u0302",
  ]);
});
