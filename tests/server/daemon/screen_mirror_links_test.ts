import assert from "node:assert/strict";
import type { UpdateMsg, WireLink } from "../../../protocol/messages.ts";
import type { ScreenUpdate } from "../../../server/workers/parse_messages.ts";
import {
  newSentState,
  ScreenMirror,
} from "../../../server/daemon/screen_mirror.ts";
import { defaultModes } from "../../../vt/state.ts";
import type { RowRun } from "../../../vt/types.ts";

/** An update whose rows are `[y, text, linkId]` (link 0: none). */
function update(
  lines: [number, string, number][],
  extra: Partial<ScreenUpdate> = {},
): ScreenUpdate {
  return {
    t: "screen",
    cols: 10,
    rows: 3,
    resized: false,
    lines: lines.map(([y, text, link]): [number, RowRun[]] => [
      y,
      link ? [[text, text.length, -1, -1, 0, -1, link]] : [[text, text.length]],
    ]),
    cursor: [0, 0, 1, "block", 1],
    title: "",
    modes: defaultModes(),
    bells: 0,
    bytes: 0,
    ...extra,
  };
}

const bytes = (s: string) => new TextEncoder().encode(s);

Deno.test("ScreenMirror.updateFor() sends a link's definition once per client, with the rows that use it", () => {
  const m = new ScreenMirror(10, 3);
  const a: WireLink = [3, "id=a", "https://a/"];
  m.apply(update([[0, "link", 3]], { links: [a] }));
  const v1 = newSentState();
  assert.deepEqual(m.updateFor(v1)!.links, [a]);
  // Unchanged id, new row using it: the client knows it already.
  m.apply(update([[1, "again", 3]]));
  const f = m.updateFor(v1)!;
  assert.deepEqual(f.lines.map(([y]) => y), [1]);
  assert.equal(f.links, undefined);
  // A client that comes later gets it with its first frame.
  const v2 = newSentState();
  assert.deepEqual(m.updateFor(v2)!.links, [a]);
  // Rows without links carry no definitions.
  m.apply(update([[2, "plain", 0]]));
  assert.equal(m.updateFor(v1)!.links, undefined);
});

Deno.test("ScreenMirror.updateFor() resends a recycled id with its new meaning and every row holding it", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "old", 5], [1, "old2", 5]], {
    links: [[5, "id=x", "https://old/"]],
  }));
  const v = newSentState();
  m.updateFor(v);
  // The engine gave id 5 to another link, used on row 2; rows 0 and 1 are
  // not in the update (they would be, unless freed: the guard resends).
  const now: WireLink = [5, "id=y", "https://new/"];
  m.apply(update([[2, "new", 5]], { links: [now] }));
  const f: UpdateMsg = m.updateFor(v)!;
  assert.deepEqual(f.links, [now]);
  assert.deepEqual(f.lines.map(([y]) => y), [0, 1, 2]);
  // A slow client that missed both updates gets only the current meaning.
  const late = newSentState();
  assert.deepEqual(m.updateFor(late)!.links, [now]);
});

Deno.test("ScreenMirror.updateFor() keeps a frame's definitions to the ids its rows use", () => {
  const m = new ScreenMirror(10, 3);
  const links: WireLink[] = [];
  for (let id = 1; id <= 50; id++) links.push([id, `id=${id}`, `u:${id}`]);
  m.apply(update([[0, "a", 7], [1, "b", 9]], { links }));
  const f = m.updateFor(newSentState())!;
  assert.deepEqual(f.links!.map(([id]) => id), [7, 9]);
});

Deno.test("ScreenMirror.updateFor() gives clipboard writes only to clients that opted in, latest only", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "x", 0]]));
  const on = newSentState(), off = newSentState();
  m.updateFor(on, true);
  m.updateFor(off, false);
  m.apply(update([], { clipboard: { selection: "c", data: bytes("one") } }));
  m.apply(update([], { clipboard: { selection: "p", data: bytes("two") } }));
  const f = m.updateFor(on, true)!;
  assert.deepEqual(f.clipboard, ["p", bytes("two")]);
  assert.equal(m.updateFor(on, true), null, "delivered once");
  assert.equal(m.updateFor(off, false), null, "no frame for nothing else");
  // A client that arrives later does not get the writes made before it.
  const late = newSentState();
  assert.equal(m.updateFor(late, true)!.clipboard, undefined);
  m.apply(update([[1, "y", 0]]));
  assert.equal(m.updateFor(late, true)!.clipboard, undefined);
  // The next write reaches it.
  m.apply(update([], { clipboard: { selection: "c", data: bytes("three") } }));
  assert.deepEqual(m.updateFor(late, true)!.clipboard, ["c", bytes("three")]);
  assert.equal(m.updateFor(off, false)!.clipboard, undefined);
  assert.equal(m.updateFor(off, false), null);
});

Deno.test("ScreenMirror.releaseClipboard() forgets a write once every opted-in view has it", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "x", 0]]));
  const a = newSentState(), b = newSentState();
  m.updateFor(a, true);
  m.updateFor(b, true);
  m.apply(update([], { clipboard: { selection: "c", data: bytes("pw") } }));
  m.releaseClipboard([a, b]);
  assert.ok(m.holdsClipboard, "nobody has it yet");
  m.updateFor(a, true);
  m.releaseClipboard([a, b]);
  assert.ok(m.holdsClipboard, "b has not had it");
  assert.deepEqual(m.updateFor(b, true)!.clipboard, ["c", bytes("pw")]);
  m.releaseClipboard([a, b]);
  assert.ok(!m.holdsClipboard);
  // With no client that wants it, nothing is kept.
  m.apply(update([], { clipboard: { selection: "c", data: bytes("pw2") } }));
  m.releaseClipboard([]);
  assert.ok(!m.holdsClipboard);
});
