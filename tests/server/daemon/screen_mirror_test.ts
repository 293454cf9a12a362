import assert from "node:assert/strict";
import {
  newSentState,
  ScreenMirror,
} from "../../../server/daemon/screen_mirror.ts";
import type { ScreenUpdate } from "../../../server/workers/parse_messages.ts";
import { defaultModes } from "../../../vt/state.ts";
import type { TerminalModes } from "../../../vt/types.ts";

const MODES: TerminalModes = defaultModes();

function update(
  lines: [number, string][],
  extra: Partial<ScreenUpdate> = {},
): ScreenUpdate {
  return {
    t: "screen",
    cols: 10,
    rows: 3,
    resized: false,
    lines: lines.map(([y, text]) => [y, text ? [[text, text.length]] : []]),
    cursor: [0, 0, 1, "block", 1],
    title: "",
    modes: MODES,
    bells: 0,
    bytes: 0,
    ...extra,
  };
}

Deno.test("ScreenMirror.updateFor() gives a new client a full frame of non-blank rows", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "hello"], [2, "world"]]));
  const view = newSentState();
  const f = m.updateFor(view)!;
  assert.equal(f.full, true);
  assert.deepEqual(f.lines.map(([y]) => y), [0, 2]);
  assert.ok(f.modes, "a full frame carries the modes");
  assert.equal(m.updateFor(view), null, "nothing new, no frame");
});

Deno.test("ScreenMirror.updateFor() sends only rows changed since the client's last frame", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "a"], [1, "b"]]));
  const fast = newSentState();
  const slow = newSentState();
  m.updateFor(fast);
  m.updateFor(slow);
  m.apply(update([[1, "B"]]));
  assert.deepEqual(m.updateFor(fast)!.lines.map(([y]) => y), [1]);
  m.apply(update([[2, "C"]]));
  // The slow client skipped a frame: it gets both changes at once.
  assert.deepEqual(m.updateFor(slow)!.lines.map(([y]) => y), [1, 2]);
  assert.deepEqual(m.updateFor(fast)!.lines.map(([y]) => y), [2]);
});

Deno.test("ScreenMirror.updateFor() resends everything after a resize, and title and bells once", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "a"]], { title: "t1", bells: 2 }));
  const v = newSentState();
  const first = m.updateFor(v)!;
  assert.equal(first.title, "t1");
  assert.equal(first.bell, undefined, "bells before attach are not replayed");
  // The worker's count is not a bell: the session rings (bell-action).
  m.apply(update([], { bells: 1 }));
  assert.equal(m.updateFor(v)?.bell, undefined);
  m.ring();
  assert.equal(m.updateFor(v)!.bell, 1);
  m.apply(
    update([[0, "a"], [1, ""], [2, "c"], [3, "d"]], { rows: 4, resized: true }),
  );
  const f = m.updateFor(v)!;
  assert.equal(f.full, true);
  assert.equal(f.rows, 4);
  assert.deepEqual(f.lines.map(([y]) => y), [0, 2, 3]);
  assert.equal(f.title, undefined);
});

Deno.test("ScreenMirror.apply() keeps the modes of an earlier update when an update has none", () => {
  const m = new ScreenMirror(10, 3);
  const v = newSentState();
  m.updateFor(v);
  const keys = { ...MODES, cursorKeys: true };
  m.apply(update([[0, "a"]], { modes: keys }));
  assert.equal(m.updateFor(v)!.modes?.cursorKeys, true);
  m.apply(update([[0, "b"]], { modes: undefined }));
  assert.equal(m.modes.cursorKeys, true);
  assert.equal(m.updateFor(v)!.modes, undefined, "unchanged: not sent");
  // A client that comes now gets them with its full frame.
  assert.equal(m.updateFor(newSentState())!.modes?.cursorKeys, true);
});

Deno.test("ScreenMirror.latestRows() gives only the latest update's rows, when few, and leaves the view to the next frame", () => {
  const m = new ScreenMirror(10, 3);
  m.apply(update([[0, "a"], [1, "b"], [2, "c"]]));
  const view = newSentState();
  m.updateFor(view);
  m.apply(update([[0, "flood"], [1, "flood"]]));
  m.apply(update([[2, "echo"]]));
  const seq = view.seq;
  const f = m.latestRows(view, 1)!;
  assert.deepEqual(f.lines, [[2, [["echo", 4]]]]);
  assert.equal(f.full, false);
  assert.equal(view.seq, seq + 1);
  assert.deepEqual(
    m.updateFor(view)!.lines.map(([y]) => y),
    [0, 1, 2],
    "the next frame sends every row since the last, the echo's again",
  );
  m.apply(update([[0, "x"], [1, "y"]]));
  assert.equal(m.latestRows(view, 1), null, "more rows than asked for");
  assert.equal(
    m.latestRows(newSentState(), 4),
    null,
    "a view that needs a full frame",
  );
});
