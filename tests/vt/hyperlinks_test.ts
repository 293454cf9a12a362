import assert from "node:assert/strict";
import { LinkTable, MAX_LINKS } from "../../vt/hyperlinks.ts";
import { term } from "./_helpers.ts";

Deno.test("LinkTable.intern() gives one id per (id, URI) pair", () => {
  const t = new LinkTable();
  const a = t.intern("", "https://a.example/");
  const b = t.intern("x", "https://a.example/");
  assert.notEqual(a, b);
  assert.equal(t.intern("", "https://a.example/"), a);
  assert.equal(t.uri(a), "https://a.example/");
  assert.equal(t.uri(0), undefined);
});

Deno.test("LinkTable stays bounded, reusing ids nobody holds", () => {
  const t = new LinkTable();
  const keep = t.intern("", "https://keep.example/");
  t.onFull = () => new Set([keep]);
  for (let i = 0; i < MAX_LINKS * 3; i++) {
    const id = t.intern("", `https://e.example/${i}`);
    assert.ok(id < MAX_LINKS);
  }
  assert.equal(t.uri(keep), "https://keep.example/");
});

Deno.test("Terminal keeps links on screen through a flood of new links", () => {
  const { t, feed } = term(40, 5, 10);
  feed("\x1b]8;;https://first.example/\x07first\x1b]8;;\x07\r\n");
  for (let i = 0; i < MAX_LINKS * 2; i++) {
    feed(`\x1b]8;;https://e.example/${i}\x07x\x1b]8;;\x07`);
  }
  const link = t.rowCells(-1).find((c) => c.link !== undefined)?.link ??
    t.rowCells(0)[0].link;
  assert.ok(link === undefined || link.startsWith("https://"));
  // The last link printed is intact.
  const cells = t.rowCells(t.cursor().y);
  const last = cells[t.cursor().x - 1] ?? cells[t.cols - 1];
  assert.equal(last.link, `https://e.example/${MAX_LINKS * 2 - 1}`);
});

Deno.test("Terminal.hyperlinkId() gives the program's id= parameter", () => {
  const { t, feed } = term(40, 5, 10);
  feed("\x1b]8;id=join-me;https://a.example/\x07ab\x1b]8;;\x07 ");
  feed("\x1b]8;;https://b.example/\x07cd\x1b]8;;\x07");
  const linked = t.rowRuns(0).map((r) => r[6] ?? 0).filter((id) => id !== 0);
  assert.equal(linked.length, 2);
  assert.equal(t.hyperlinkId(linked[0]), "join-me");
  assert.equal(t.hyperlink(linked[0]), "https://a.example/");
  assert.equal(t.hyperlinkId(linked[1]), "");
  assert.equal(t.hyperlinkId(999), undefined);
});
