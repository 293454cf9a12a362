/**
 * Recorded program output (`tests/testdata/streams/NAME.bin`, size in
 * `NAME.json`) must leave the screen tmux 3.3a showed (`NAME.tmux.txt`);
 * the cursor must be where xterm.js put it (`NAME.xterm.json`) or, for the
 * streams recorded here, where tmux had it (`cursor` in `NAME.json`).
 */
import assert from "node:assert/strict";
import { Terminal } from "../../vt/mod.ts";

const DIR = new URL("../testdata/streams/", import.meta.url);

const names = [...Deno.readDirSync(DIR)]
  .map((e) => e.name)
  .filter((n) => n.endsWith(".bin"))
  .map((n) => n.slice(0, -4))
  .sort();

function load(name: string): Terminal {
  const meta = JSON.parse(
    Deno.readTextFileSync(new URL(`${name}.json`, DIR)),
  );
  const t = new Terminal({ cols: meta.cols, rows: meta.rows });
  t.write(Deno.readFileSync(new URL(`${name}.bin`, DIR)));
  return t;
}

for (const name of names) {
  Deno.test(`golden: ${name} shows what tmux showed`, () => {
    const t = load(name);
    const want = Deno.readTextFileSync(new URL(`${name}.tmux.txt`, DIR))
      .split("\n")
      .map((l) => l.trimEnd());
    for (let y = 0; y < t.rows; y++) {
      assert.equal(t.lineText(y), want[y] ?? "", `row ${y}`);
    }
  });

  Deno.test(`golden: ${name} leaves the cursor where the reference did`, () => {
    const t = load(name);
    const { x, y } = t.cursor();
    const xterm = readJson(`${name}.xterm.json`);
    if (xterm !== null) {
      assert.deepEqual({ x, y }, xterm.cursor, "cursor as xterm.js");
      for (let r = 0; r < t.rows; r++) {
        assert.equal(t.lineText(r), (xterm.lines[r] ?? "").trimEnd());
      }
      return;
    }
    // Streams recorded here: the cursor tmux 3.3a had, kept in NAME.json
    // (for the older ones, from replaying NAME.bin in a tmux pane of that
    // size, whose screen equalled NAME.tmux.txt).
    const meta = readJson(`${name}.json`);
    assert.ok(meta?.cursor, `${name}.json records no cursor: see record.sh`);
    assert.deepEqual({ x, y }, meta.cursor, "cursor as tmux");
  });
}

function readJson(file: string) {
  try {
    return JSON.parse(Deno.readTextFileSync(new URL(file, DIR)));
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}
