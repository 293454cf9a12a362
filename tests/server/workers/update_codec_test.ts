import assert from "node:assert/strict";
import {
  decodeUpdate,
  encodeUpdate,
} from "../../../server/workers/update_codec.ts";
import type { ScreenUpdate } from "../../../server/workers/parse_messages.ts";
import { defaultModes } from "../../../vt/state.ts";
import type { RowRun } from "../../../vt/types.ts";

/** An update as the parse worker makes one: styled runs, two panes. */
function update(): ScreenUpdate {
  return {
    t: "screen",
    cols: 80,
    rows: 24,
    resized: false,
    lines: [
      [3, [["$ echo héllo 世界", 17], ["x", 1, 1, 0x1000000 | 0xff8800, 5]]],
      [4, []],
    ],
    cursor: [17, 3, 1, "bar", 0],
    title: "vim ✓",
    bells: 2,
    bytes: 40,
    panes: [
      [
        0,
        30,
        true,
        false,
        {
          mouse: "none",
          encoding: "default",
          altScroll: false,
        },
        false,
        true,
      ], // asked for focus reports
      [
        3,
        10,
        false,
        true,
        { mouse: "any", encoding: "sgr", altScroll: true },
        true, // the keypad in application mode
        false,
      ],
    ],
  };
}

Deno.test("encodeUpdate() and decodeUpdate() give back the update", () => {
  const u = update();
  assert.deepEqual(decodeUpdate(encodeUpdate(u)!.slice()), u);
  const bare: ScreenUpdate = { ...u, panes: undefined, resized: true };
  assert.deepEqual(decodeUpdate(encodeUpdate(bare)!.slice()), {
    ...bare,
    panes: [],
  });
});

Deno.test("encodeUpdate() and decodeUpdate() keep long text and lone surrogates as they are", () => {
  const long = "ab\u{1f600}".repeat(500) + "\ud800x";
  const u: ScreenUpdate = {
    ...update(),
    lines: [[0, [[long, long.length, -1, 7]]], [1, [["\udc00", 1]]]],
    title: long,
  };
  const record = encodeUpdate(u)!;
  assert.equal(record.byteOffset % 4, 0);
  assert.deepEqual(decodeUpdate(record.slice()), u);
});

Deno.test("encodeUpdate() leaves an update larger than a ring record to be posted", () => {
  const row: [number, RowRun[]] = [0, [["x".repeat(4000), 4000]]];
  assert.ok(encodeUpdate({ ...update(), lines: [row] }));
  assert.equal(
    encodeUpdate({ ...update(), lines: [row, row, row, row, row] }),
    null,
  );
  // The buffer it grew is reused, and the next small update is whole.
  assert.deepEqual(decodeUpdate(encodeUpdate(update())!.slice()), update());
});

Deno.test("encodeUpdate() leaves updates with modes, links or a clipboard write to be posted", () => {
  assert.equal(encodeUpdate({ ...update(), modes: defaultModes() }), null);
  assert.equal(
    encodeUpdate({ ...update(), links: [[1, "", "https://x"]] }),
    null,
  );
  const clipboard = { selection: "c", data: new Uint8Array([1]) };
  assert.equal(encodeUpdate({ ...update(), clipboard }), null);
});
