import assert from "node:assert/strict";
import type { WireLink } from "../../../protocol/messages.ts";
import {
  ComposedLinks,
  counter,
  type EngineLink,
  LinkDefs,
} from "../../../server/workers/link_defs.ts";
import { Terminal } from "../../../vt/mod.ts";
import type { RowRun } from "../../../vt/types.ts";

const enc = new TextEncoder();

function rows(term: Terminal): [number, RowRun[]][] {
  const out: [number, RowRun[]][] = [];
  for (let y = 0; y < term.rows; y++) out.push([y, term.rowRuns(y)]);
  return out;
}

function lookupOf(term: Terminal) {
  return (id: number): EngineLink | undefined => {
    const uri = term.hyperlink(id);
    return uri === undefined ? undefined : { uri, id: "" };
  };
}

Deno.test("LinkDefs.changed() defines each id once, with an id= parameter", () => {
  const links = new Map<number, EngineLink>([
    [1, { uri: "https://a/", id: "prog" }],
    [2, { uri: "https://b/", id: "" }],
  ]);
  const defs = new LinkDefs((id) => links.get(id));
  const line: [number, RowRun[]] = [0, [
    ["a", 1, -1, -1, 0, -1, 1],
    ["b", 1, -1, -1, 0, -1, 2],
    ["c", 1],
    ["a", 1, -1, -1, 0, -1, 1],
  ]];
  assert.deepEqual(defs.changed([line]), [
    [1, "id=prog", "https://a/"],
    [2, "id=berth-1", "https://b/"],
  ]);
  assert.deepEqual(defs.changed([line]), [], "told already");
  // Redefined: told again, with a new made-up id for an anonymous link.
  links.set(2, { uri: "https://c/", id: "" });
  assert.deepEqual(defs.changed([line]), [[2, "id=berth-2", "https://c/"]]);
});

Deno.test("LinkDefs never passes on an unsafe URI or id", () => {
  const links = new Map<number, EngineLink>([
    [1, { uri: "https://a/\x1b]52;c;eA==\x07", id: "" }],
    [2, { uri: "https://b/", id: "bad;id" }],
    [3, { uri: "https://c/", id: "x".repeat(251) }],
    [4, { uri: "https://d/" + "d".repeat(2048), id: "" }],
  ]);
  const defs = new LinkDefs((id) => links.get(id));
  const runs: RowRun[] = [1, 2, 3, 4, 5].map((id) => [
    "x",
    1,
    -1,
    -1,
    0,
    -1,
    id,
  ]);
  assert.deepEqual(defs.changed([[0, runs]]), [
    [1, "", ""],
    [2, "id=berth-1", "https://b/"],
    [3, "id=berth-2", "https://c/"],
    [4, "", ""],
    [5, "", ""],
  ]);
});

Deno.test("LinkDefs.page() defines every id of a page without counting it as posted", () => {
  const links = new Map<number, EngineLink>([[1, { uri: "u:1", id: "one" }]]);
  const defs = new LinkDefs((id) => links.get(id));
  const runs: RowRun[] = [["a", 1, -1, -1, 0, -1, 1]];
  assert.deepEqual(defs.page([runs, runs]), [[1, "id=one", "u:1"]]);
  assert.deepEqual(defs.changed([[0, runs]]), [[1, "id=one", "u:1"]]);
});

Deno.test("LinkDefs keeps up with the engine recycling its link ids", () => {
  // Each link overwrites the last, so the engine's table fills with ids no
  // cell holds and recycles them; what was posted must always resolve every
  // id on the screen to the engine's current target.
  const term = new Terminal({ cols: 20, rows: 2, scrollback: 0 });
  const defs = new LinkDefs(lookupOf(term));
  const told = new Map<number, WireLink>();
  const uris = new Map<number, Set<string>>();
  for (let i = 0; i < 2500; i++) {
    term.write(
      enc.encode(`\x1b[H\x1b]8;;https://e/${i}\x1b\\link\x1b]8;;\x1b\\`),
    );
    for (const def of defs.changed(rows(term))) told.set(def[0], def);
    for (const [, runs] of rows(term)) {
      for (const run of runs) {
        const id = run[6];
        if (!id) continue;
        assert.equal(told.get(id)?.[2], term.hyperlink(id), `step ${i}`);
        assert.equal(told.get(id)?.[2], `https://e/${i}`);
        if (!uris.has(id)) uris.set(id, new Set());
        uris.get(id)!.add(told.get(id)![2]);
      }
    }
  }
  assert.ok(
    [...uris.values()].some((s) => s.size > 1),
    "some id was recycled",
  );
});

Deno.test("ComposedLinks gives each pane's link ids ids of their own, defined as the pane's LinkDefs does", () => {
  // Two engines, each with its link 1: different targets.
  const made = counter();
  const a = new LinkDefs(() => ({ uri: "https://a/", id: "" }), made);
  const b = new LinkDefs(() => ({ uri: "https://b/", id: "prog" }), made);
  const defs = (pane: number) => pane === 0 ? a : pane === 7 ? b : undefined;
  const composed = new ComposedLinks();
  const run = (text: string, id?: number): RowRun =>
    id ? [text, text.length, -1, -1, 0, -1, id] : [text, text.length];
  const row: RowRun[] = [
    ...composed.runs(0, [run("x", 1), run(" ")]),
    run("|"),
    ...composed.runs(7, [run("y", 1)]),
  ];
  assert.deepEqual(row.map((r) => r[6]), [1, undefined, undefined, 2]);
  assert.deepEqual(composed.changed([[0, row]], defs), [
    [1, "id=berth-1", "https://a/"],
    [2, "id=prog", "https://b/"],
  ]);
  assert.deepEqual(composed.changed([[0, row]], defs), [], "told already");
  const plain = [run("no links")];
  assert.equal(
    composed.runs(0, plain),
    plain,
    "rows without links as they are",
  );
  // A pane that goes frees its ids; the next pane's link is defined anew.
  composed.dropPane(7);
  const c = new LinkDefs(() => ({ uri: "https://c/", id: "prog" }), made);
  const again = composed.runs(9, [run("z", 1)]);
  assert.equal(again[0][6], 2, "the freed id serves again");
  assert.deepEqual(composed.changed([[0, again]], () => c), [
    [2, "id=prog", "https://c/"],
  ]);
});
