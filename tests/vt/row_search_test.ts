import assert from "node:assert/strict";
import { Terminal } from "../../vt/mod.ts";
import { rowQuery } from "../../vt/row_search.ts";
import { countMatches } from "../../server/workers/search_count.ts";

// What the count was before `row_search.ts`: each row's text, lowered for
// a query without capitals, then indexOf from just past each match.
function byText(term: Terminal, query: string): number {
  const fold = query === query.toLowerCase();
  let found = 0;
  for (let y = -term.scrollbackLength; y < term.rows; y++) {
    const raw = term.lineText(y, true);
    const text = fold ? raw.toLowerCase() : raw;
    for (
      let i = text.indexOf(query);
      i >= 0;
      i = text.indexOf(query, i + query.length)
    ) found++;
  }
  return found;
}

Deno.test("countMatches from the cells counts as the rows' text would", () => {
  // 10 columns: wide characters (one wrapped early, leaving a blank last
  // column), a combining mark, the Kelvin sign and a dotted capital I
  // (whose lower cases hold ASCII), capitals, runs for overlaps, blanks.
  const t = new Terminal({ cols: 10, rows: 4, scrollback: 100 });
  const lines = [
    "aaaa ab AB",
    "abc 日本語 abc",
    "123456789日x",
    "cafe\u0301 cafe",
    "\u212a is K, \u0130 is I",
    "Fox fox FOX fOx",
    "a  b   c",
    "xyzxyzxyz xyz",
    "",
    "end",
  ];
  t.write(new TextEncoder().encode(lines.join("\r\n")));
  const queries = [
    "a",
    "aa",
    "ab",
    "AB",
    "abc",
    "e",
    "cafe",
    "k",
    "K",
    "i",
    "fox",
    "Fox",
    "  ",
    " ",
    "x ",
    "9 ",
    "xyz",
    "zx",
    "本",
    "日本",
    "é",
  ];
  for (const q of queries) {
    assert.deepEqual(
      countMatches(t, q),
      { matches: byText(t, q) },
      JSON.stringify(q),
    );
  }
});

Deno.test("rowQuery takes ASCII texts only; the others are counted as text", () => {
  assert.equal(rowQuery("", true), null);
  assert.equal(rowQuery("日本", false), null);
  assert.deepEqual([...rowQuery("aB", true)!.codes], [0x61, 0x62]);
  assert.deepEqual([...rowQuery("aB", false)!.codes], [0x61, 0x42]);
});
