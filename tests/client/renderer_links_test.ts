/**
 * The renderer with hyperlinks (OSC 8) and clipboard writes (OSC 52): a
 * headless xterm plays the session (its links become the frames' link ids
 * and definitions, as the daemon sends them), another plays the user's
 * terminal, and every cell's text, style and link must match.
 */

import assert from "node:assert/strict";
import { Renderer } from "../../client/attach/renderer.ts";
import type { UpdateMsg, WireLink } from "../../protocol/messages.ts";
import { MAX_LINK_URI } from "../../protocol/messages.ts";
import type { RowRun } from "../../vt/types.ts";
import {
  cellKey,
  cellStyle,
  newTerm,
  screenText,
  type Term,
  wireCursor,
  write,
} from "./_xterm_oracle.ts";
import { RenderRig, rigRunner } from "./_render_rig.ts";

const decoder = new TextDecoder();

interface LinkData {
  id?: string;
  uri: string;
}

// What xterm's link ids meant when last seen, by terminal: xterm forgets a
// link once the line it was first printed on is gone, even while cells
// moved there by scrolling still hold its id (ids are never reused).
const seenLinks = new WeakMap<Term, Map<number, LinkData>>();

// The data of xterm link id `id` of `term` (a private API; the public one
// has no hyperlinks).
function linkData(term: Term, id: number): LinkData | null {
  if (id === 0) return null;
  let seen = seenLinks.get(term);
  if (!seen) seenLinks.set(term, seen = new Map());
  // deno-lint-ignore no-explicit-any
  const data = (term as any)._core._oscLinkService.getLinkData(id);
  if (data) seen.set(id, data);
  return seen.get(id) ?? null;
}

// The link of cell (x, y) of `term`.
function linkAt(term: Term, x: number, y: number): LinkData | null {
  const buf = term.buffer.active;
  // deno-lint-ignore no-explicit-any
  const cell = buf.getLine(buf.viewportY + y)!.getCell(x) as any;
  return linkData(term, cell?.extended?.urlId ?? 0);
}

// Notes the data of every link id on the screen of `term` while xterm has it.
function noteLinks(term: Term): void {
  for (let y = 0; y < term.rows; y++) {
    for (let x = 0; x < term.cols; x++) linkAt(term, x, y);
  }
}

/** Row y of `term` as runs whose 7th field is xterm's link id. */
function linkRuns(term: Term, y: number): RowRun[] {
  const line = term.buffer.active.getLine(term.buffer.active.viewportY + y)!;
  const runs: RowRun[] = [];
  let key = "";
  for (let x = 0; x < term.cols; x++) {
    const c = line.getCell(x)!;
    const w = c.getWidth();
    if (w === 0) continue;
    const [fg, bg, flags, ul] = cellStyle(c);
    // deno-lint-ignore no-explicit-any
    let link = (c as any).extended?.urlId ?? 0;
    if (link && !linkData(term, link)) link = 0;
    const wide = w === 2 ? 1 << 15 : 0;
    const k = `${fg},${bg},${flags | wide},${ul},${link}`;
    const ch = c.getChars() || " ";
    if (k === key) {
      runs[runs.length - 1][0] += ch;
      runs[runs.length - 1][1] += w;
    } else {
      runs.push([ch, w, fg, bg, flags | wide, ul, link]);
      key = k;
    }
  }
  return runs;
}

/**
 * Plays the daemon: every frame holds the rows that changed and the
 * definitions of the link ids they use that were not sent before.
 */
class LinkFrameSource {
  #sent: string[] = [];
  #defined = new Map<number, string>();
  #seq = 0;

  constructor(readonly term: Term) {}

  next(full = false): UpdateMsg {
    const t = this.term;
    if (full) this.#sent = [];
    const lines: [number, RowRun[]][] = [];
    const links: WireLink[] = [];
    for (let y = 0; y < t.rows; y++) {
      const runs = linkRuns(t, y);
      const key = JSON.stringify(runs);
      if (this.#sent[y] === key) continue;
      this.#sent[y] = key;
      lines.push([y, runs]);
      for (const run of runs) {
        const id = run[6] ?? 0;
        if (id === 0) continue;
        const data = linkData(t, id)!;
        const def: WireLink = [id, data.id ? `id=${data.id}` : "", data.uri];
        if (this.#defined.get(id) === JSON.stringify(def)) continue;
        this.#defined.set(id, JSON.stringify(def));
        links.push(def);
      }
    }
    const frame: UpdateMsg = {
      t: "update",
      seq: ++this.#seq,
      cols: t.cols,
      rows: t.rows,
      full,
      lines,
      cursor: wireCursor(t),
    };
    if (links.length > 0) frame.links = links;
    return frame;
  }
}

// Synchronized output and cursor visibility: harmless inside a link.
// deno-lint-ignore no-control-regex
const SYNC_OR_CURSOR = /^\x1b\[\?(2026|25)[hl]$/;

/**
 * Checks the renderer's bytes: no cursor motion, erase, scroll or other
 * control while a link is open, and no link open at the end.
 */
function checkLinkDiscipline(bytes: string, what: string): void {
  let open = false;
  let i = 0;
  while (i < bytes.length) {
    const ch = bytes[i];
    if (ch === "\x1b" && bytes[i + 1] === "]") {
      const end = bytes.indexOf("\x1b\\", i);
      assert.ok(end > 0, `${what}: unterminated OSC`);
      const body = bytes.slice(i + 2, end);
      if (body.startsWith("8;")) {
        const semi = body.indexOf(";", 2);
        open = body.slice(semi + 1) !== "";
      }
      i = end + 2;
      continue;
    }
    if (ch === "\x1b" && bytes[i + 1] === "[") {
      let j = i + 2;
      while (j < bytes.length && !/[@-~]/.test(bytes[j])) j++;
      const seq = bytes.slice(i, j + 1);
      // SGR, and the synchronized-output and cursor-visibility modes, are
      // fine inside a link; motion and erasing are not.
      const harmless = seq.endsWith("m") || SYNC_OR_CURSOR.test(seq);
      assert.ok(
        !open || harmless,
        `${what}: ${JSON.stringify(seq)} with a link open`,
      );
      i = j + 1;
      continue;
    }
    if (ch < " " || ch === "\x7f") {
      assert.ok(!open, `${what}: control ${JSON.stringify(ch)} in a link`);
    }
    i++;
  }
  assert.ok(!open, `${what}: a link is left open`);
}

class LinkRig extends RenderRig<LinkFrameSource> {
  constructor(cols: number, rows: number, outerCols = cols, outerRows = rows) {
    super(
      { cols, rows, outerCols, outerRows },
      " ",
      (t) => new LinkFrameSource(t),
    );
  }

  protected override sessionWritten(): void {
    noteLinks(this.session);
  }

  protected override outerWritten(): void {
    noteLinks(this.outer);
  }

  /** The renderer's last write, as text. */
  get lastText(): string {
    return decoder.decode(this.last);
  }

  /** Every cell the outer terminal shows matches the session, link too. */
  check(what: string): void {
    const rows = Math.min(this.session.rows, this.outer.rows);
    const cols = Math.min(this.session.cols, this.outer.cols);
    const sb = this.session.buffer.active, ob = this.outer.buffer.active;
    const { x: ox, y: oy } = this.renderer.offset;
    // A smaller outer terminal marks its edges where the session goes on.
    const bigger = this.session.cols > this.outer.cols ||
      this.session.rows > this.outer.rows;
    for (let y = bigger ? 1 : 0; y < rows - (bigger ? 1 : 0); y++) {
      for (let x = bigger ? 1 : 0; x < cols - (bigger ? 1 : 0); x++) {
        const sc = sb.getLine(sb.viewportY + y + oy)!.getCell(x + ox)!;
        const oc = ob.getLine(ob.viewportY + y)!.getCell(x)!;
        // A wide grapheme cut by an edge (or its mark) is a blank there.
        if (bigger && (x === cols - 2 || x === 1)) continue;
        if (x === cols - 1 && sc.getWidth() === 2 && cols < this.session.cols) {
          continue;
        }
        const want = cellKey(
          sc.getChars() || " ",
          sc.getWidth(),
          cellStyle(sc),
        );
        const got = cellKey(oc.getChars() || " ", oc.getWidth(), cellStyle(oc));
        const sl = linkAt(this.session, x + ox, y + oy);
        const ol = linkAt(this.outer, x, y);
        const fail = () =>
          assert.fail(
            `${what}: cell (${x},${y}) is ${got} ${JSON.stringify(ol)}, ` +
              `want ${want} ${JSON.stringify(sl)}\nsession:\n${
                screenText(this.session).join("\n")
              }\nouter:\n${screenText(this.outer).join("\n")}`,
          );
        if (want !== got) fail();
        if ((sl === null) !== (ol === null)) fail();
        if (sl && ol && sl.uri !== ol.uri) fail();
        if (sl?.id !== undefined && sl.id !== ol?.id) fail();
      }
    }
  }
}

const withRig = rigRunner((...args: ConstructorParameters<typeof LinkRig>) =>
  new LinkRig(...args)
);

const link = (params: string, uri: string, text: string) =>
  `\x1b]8;${params};${uri}\x1b\\${text}\x1b]8;;\x1b\\`;

Deno.test("Renderer.frame() draws hyperlinks with their id and closes them", async () => {
  await withRig([30, 4], async (rig) => {
    await rig.step(
      "see " + link("id=doc", "https://example.com/doc", "the docs") +
        " and " + link("", "https://example.com/b", "b"),
    );
    rig.check("first frame");
    assert.ok(
      rig.lastText.includes(
        "\x1b]8;id=doc;https://example.com/doc\x1b\\the docs\x1b]8;;\x1b\\",
      ),
      JSON.stringify(rig.lastText),
    );
    checkLinkDiscipline(rig.lastText, "first frame");
    assert.equal(linkAt(rig.outer, 4, 0)?.id, "doc");
    assert.equal(linkAt(rig.outer, 3, 0), null, "the space before is plain");
  });
});

Deno.test("Renderer.frame() rewrites only the cells whose link changed", async () => {
  await withRig([30, 3], async (rig) => {
    await rig.step("abc " + link("id=1", "https://a.example/", "xyz") + " end");
    // The same text, now linked elsewhere: only those three cells change.
    await rig.step("\x1b[1;5H" + link("id=2", "https://b.example/", "xyz"));
    rig.check("relinked");
    checkLinkDiscipline(rig.lastText, "relinked");
    assert.ok(rig.lastText.includes("https://b.example/"));
    assert.ok(!rig.lastText.includes("abc") && !rig.lastText.includes("end"));
    // Text changes beside a link do not rewrite the link.
    await rig.step("\x1b[1;10Hnd!");
    rig.check("text beside");
    assert.ok(!rig.lastText.includes("\x1b]8;"), JSON.stringify(rig.lastText));
    // Unlinking the cells rewrites them plain.
    await rig.step("\x1b[1;5Hxyz");
    rig.check("unlinked");
    checkLinkDiscipline(rig.lastText, "unlinked");
    assert.equal(linkAt(rig.outer, 5, 0), null);
  });
});

Deno.test("Renderer.frame() never keeps a link open across moves, erases and scrolls", async () => {
  await withRig([16, 4], async (rig) => {
    const steps = [
      link("id=w", "https://wrap.example/", "a link that wraps over lines"),
      "\r\n" + link("", "https://x.example/", "one") + "\x1b[K",
      "\x1b[2;3H" + link("", "https://y.example/", "mid") + "\x1b[1;1H",
      "\r\n\r\n\r\n" + link("", "https://z.example/", "scrolled") + "\r\n",
      "\x1b[H\x1b[2J" + link("id=q", "https://q.example/", "q"),
    ];
    for (const [i, s] of steps.entries()) {
      await rig.step(s);
      rig.check(`step ${i}`);
      checkLinkDiscipline(rig.lastText, `step ${i}`);
    }
    // Resize and leaving: closed as well.
    const resized = decoder.decode(rig.renderer.resize(12, 3));
    checkLinkDiscipline(resized, "resize");
    const end = decoder.decode(rig.renderer.end());
    checkLinkDiscipline(end, "end");
  });
});

Deno.test("Renderer.frame() shows a redefined id's new target, never the old one", async () => {
  const r = new Renderer(20, 2, { fill: " " });
  const outer = newTerm(20, 2);
  try {
    await write(outer, r.begin());
    const frame = (
      seq: number,
      links: WireLink[],
      text: string,
    ): UpdateMsg => ({
      t: "update",
      seq,
      cols: 20,
      rows: 2,
      full: false,
      lines: [[0, [[text, text.length, -1, -1, 0, -1, 7]]]],
      cursor: [0, 1, 1, "block", 1],
      links,
    });
    await write(outer, r.frame(frame(1, [[7, "id=a", "https://old/"]], "old")));
    assert.equal(linkAt(outer, 0, 0)?.uri, "https://old/");
    // The engine recycled id 7: the frame that uses it again redefines it.
    await write(outer, r.frame(frame(2, [[7, "id=b", "https://new/"]], "new")));
    for (let x = 0; x < 3; x++) {
      assert.equal(linkAt(outer, x, 0)?.uri, "https://new/");
    }
    // A definition the client must refuse still unbinds the id.
    const bad = decoder.decode(
      r.frame(
        frame(3, [[7, "id=c", "https://evil/\x1b]52;c;eA==\x07"]], "bad"),
      ),
    );
    assert.ok(!bad.includes("evil"), JSON.stringify(bad));
    assert.equal(linkAt(outer, 0, 0)?.uri, "https://new/", "before drawing");
    await write(outer, new TextEncoder().encode(bad));
    assert.equal(linkAt(outer, 0, 0), null, "the bad link is not drawn");
  } finally {
    outer.dispose();
  }
});

Deno.test("Renderer.frame() refuses unsafe or oversized links", () => {
  const cases: [string, string][] = [
    ["id=x", "https://a/\x07"],
    ["id=x", "https://a/\u009c"],
    ["id=x", "https://a/" + "a".repeat(MAX_LINK_URI)],
    ["id=x;y", "https://a/"],
    ["id=x\x1b", "https://a/"],
    ["foo=bar", "https://a/"],
    ["id=", "https://a/"],
    ["id=x", ""],
  ];
  for (const [params, uri] of cases) {
    const r = new Renderer(10, 1);
    r.begin();
    const out = decoder.decode(r.frame({
      t: "update",
      seq: 1,
      cols: 10,
      rows: 1,
      full: true,
      lines: [[0, [["text", 4, -1, -1, 0, -1, 1]]]],
      cursor: [4, 0, 1, "block", 1],
      links: [[1, params, uri]],
    }));
    assert.ok(out.includes("text"));
    assert.ok(!out.includes("\x1b]8"), `${JSON.stringify([params, uri])}`);
  }
  // At the cap it is still a link.
  const r = new Renderer(10, 1);
  r.begin();
  const uri = "https://a/" + "a".repeat(MAX_LINK_URI - 10);
  const out = decoder.decode(r.frame({
    t: "update",
    seq: 1,
    cols: 10,
    rows: 1,
    full: true,
    lines: [[0, [["text", 4, -1, -1, 0, -1, 1]]]],
    cursor: [4, 0, 1, "block", 1],
    links: [[1, "id=x", uri]],
  }));
  assert.ok(out.includes(`\x1b]8;id=x;${uri}\x1b\\text\x1b]8;;\x1b\\`));
});

Deno.test("Renderer.frame() with links absent writes what it wrote before", async () => {
  // The same frames through a renderer that has seen links and one that
  // has not: plain rows cost the same bytes.
  const plain = new Renderer(20, 3);
  const linked = new Renderer(20, 3);
  plain.begin();
  linked.begin();
  const f = (seq: number, runs: RowRun[]): UpdateMsg => ({
    t: "update",
    seq,
    cols: 20,
    rows: 3,
    full: seq === 1,
    lines: [[1, runs]],
    cursor: [0, 2, 1, "block", 1],
  });
  linked.frame({
    ...f(1, [["x", 1, -1, -1, 0, -1, 3]]),
    links: [[3, "", "u:"]],
  });
  plain.frame(f(1, [["x", 1]]));
  const a = decoder.decode(linked.frame(f(2, [["hello", 5, 1]])));
  const b = decoder.decode(plain.frame(f(2, [["hello", 5, 1]])));
  assert.equal(a.replace("\x1b]8;;\x1b\\", ""), b);
  await Promise.resolve();
});

Deno.test("Renderer.frame() passes clipboard writes on only when allowed", () => {
  const frame: UpdateMsg = {
    t: "update",
    seq: 1,
    cols: 10,
    rows: 1,
    full: true,
    lines: [],
    cursor: [0, 0, 1, "block", 1],
    clipboard: ["c", new TextEncoder().encode("copied ✓")],
  };
  const off = new Renderer(10, 1);
  off.begin();
  assert.ok(!decoder.decode(off.frame(frame)).includes("\x1b]52"));
  const on = new Renderer(10, 1, { clipboard: true });
  on.begin();
  const out = decoder.decode(on.frame(frame));
  const b64 = btoa(
    String.fromCharCode(...new TextEncoder().encode("copied ✓")),
  );
  assert.ok(out.includes(`\x1b]52;c;${b64}\x1b\\`), JSON.stringify(out));
  // Selection letters pass when known, else `c`; a query never goes out.
  const sel = (s: string) => {
    const r = new Renderer(10, 1, { clipboard: true });
    r.begin();
    const out = decoder.decode(r.frame({
      ...frame,
      clipboard: [s, new Uint8Array([104, 105])],
    }));
    // deno-lint-ignore no-control-regex
    return out.match(/\x1b\]52;([^;]*);/)?.[1];
  };
  assert.equal(sel("p"), "p");
  assert.equal(sel("s0"), "s0");
  assert.equal(sel("x"), "c");
  assert.equal(sel("\x1b"), "c");
  assert.equal(sel("?"), "c");
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
  "\r\n",
  "\x1b[K",
  "\x1b[J",
  "\x1b[2J",
  "\x1b[1m",
  "\x1b[m",
  "\x1b[42m",
  "\x1b[L",
  "\x1b[M",
  "\x1b[2P",
  "\x1b[3X",
  "\x1bM",
  "\x1b[S",
  "\x1b]8;;https://a.example/\x1b\\",
  "\x1b]8;id=k;https://b.example/\x1b\\",
  "\x1b]8;id=k2;https://b.example/\x1b\\",
  "\x1b]8;;\x1b\\",
  "\x1b]8;;\x1b\\",
];

Deno.test("Renderer matches the session's links over random streams", async () => {
  const sizes: [number, number, number, number][] = [
    [20, 6, 20, 6],
    [20, 6, 13, 4],
    [12, 4, 18, 7],
  ];
  for (const [seed, [c, r, oc, or]] of sizes.entries()) {
    const next = rng(seed + 100);
    await withRig([c, r, oc, or], async (rig) => {
      for (let i = 0; i < 150; i++) {
        let input = "";
        const n = 1 + Math.floor(next() * 6);
        for (let k = 0; k < n; k++) {
          if (next() < 0.3) {
            const y = 1 + Math.floor(next() * r);
            const x = 1 + Math.floor(next() * c);
            input += `\x1b[${y};${x}H`;
          }
          input += PIECES[Math.floor(next() * PIECES.length)];
        }
        await rig.step(input, next() < 0.05);
        const what = `seed ${seed + 100} step ${i}: ${JSON.stringify(input)}`;
        rig.check(what);
        checkLinkDiscipline(rig.lastText, what);
      }
    });
  }
});

Deno.test("Renderer.frame() keeps links on blanks at the end of a row", async () => {
  // (xterm underlines linked cells, so the session here is written by hand:
  // berth's engine does not, and its linked blanks look erasable.)
  const r = new Renderer(40, 2, { fill: " " });
  const outer = newTerm(40, 2);
  try {
    await write(outer, r.begin());
    const out = decoder.decode(r.frame({
      t: "update",
      seq: 1,
      cols: 40,
      rows: 2,
      full: true,
      lines: [[0, [["ab", 2], ["cd" + " ".repeat(36), 38, -1, -1, 0, -1, 1]]]],
      cursor: [0, 1, 1, "block", 1],
      links: [[1, "id=s", "https://sp.example/"]],
    }));
    await write(outer, new TextEncoder().encode(out));
    assert.ok(!out.includes("\x1b[K"), JSON.stringify(out));
    for (let x = 2; x < 40; x++) {
      assert.equal(linkAt(outer, x, 0)?.uri, "https://sp.example/", `x=${x}`);
    }
    checkLinkDiscipline(out, "linked blanks");
  } finally {
    outer.dispose();
  }
});
