import assert from "node:assert/strict";
import { parseTarget } from "../../protocol/target.ts";

Deno.test("parseTarget() splits SESSION:WINDOW.PANE as tmux does", () => {
  assert.deepEqual(parseTarget("work"), { session: "work" });
  assert.deepEqual(parseTarget("work:1"), { session: "work", window: "1" });
  assert.deepEqual(parseTarget("work:"), { session: "work" });
  assert.deepEqual(parseTarget("work:1.2"), {
    session: "work",
    window: "1",
    pane: 2,
  });
  assert.deepEqual(parseTarget("work:.1"), { session: "work", pane: 1 });
  assert.deepEqual(parseTarget("work.1"), { session: "work", pane: 1 });
  assert.deepEqual(parseTarget("work:my.win.0"), {
    session: "work",
    window: "my.win",
    pane: 0,
  });
});

Deno.test("parseTarget() refuses what cannot be a target, in one line", () => {
  assert.match(parseTarget(":1") as string, /names no session/);
  assert.match(parseTarget("w:1.x") as string, /must be its number/);
});
