/**
 * xterm's escape-sequence test files (from xterm.js, see
 * `tests/testdata/xterm-escape-files/README.md`): each `.in` stream fed at
 * 80x25 with LF as CR LF (the pty's onlcr) must give the `.text` screen.
 * xterm.js's headless build passes 71 of these 76.
 */
import assert from "node:assert/strict";
import { Terminal } from "../../vt/mod.ts";

const DIR = new URL("../testdata/xterm-escape-files/", import.meta.url);

/** Files berth is known to render differently from xterm, with the reason. */
const KNOWN_FAILURES: Record<string, string> = {};

/** The bytes with every LF preceded by CR, as a pty with onlcr sends them. */
function onlcr(raw: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (const b of raw) {
    if (b === 0x0a) out.push(0x0d);
    out.push(b);
  }
  return new Uint8Array(out);
}

const names = [...Deno.readDirSync(DIR)]
  .map((e) => e.name)
  .filter((n) => n.endsWith(".in"))
  .map((n) => n.slice(0, -3))
  .sort();

Deno.test("conformance: every xterm escape file is present", () => {
  assert.equal(names.length, 76);
});

for (const name of names) {
  Deno.test({
    name: `conformance: ${name} renders as in xterm`,
    ignore: name in KNOWN_FAILURES,
    fn() {
      const t = new Terminal({ cols: 80, rows: 25 });
      t.write(onlcr(Deno.readFileSync(new URL(`${name}.in`, DIR))));
      const want = Deno.readTextFileSync(new URL(`${name}.text`, DIR))
        .split("\n")
        .map((l) => l.trimEnd());
      for (let y = 0; y < 25; y++) {
        assert.equal(t.lineText(y).trimEnd(), want[y] ?? "", `row ${y}`);
      }
    },
  });
}
