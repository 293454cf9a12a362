import assert from "node:assert/strict";
import { splitTarget, stepOf } from "../../protocol/target.ts";

Deno.test("splitTarget() splits at the first : and the first . after it, as tmux's cmd_find_target", () => {
  assert.deepEqual(splitTarget("work"), { word: "work" });
  assert.deepEqual(splitTarget("%3"), { word: "%3" });
  assert.deepEqual(splitTarget("work:1"), {
    session: "work",
    window: "1",
    pane: null,
  });
  assert.deepEqual(splitTarget("work:"), {
    session: "work",
    window: "",
    pane: null,
  });
  assert.deepEqual(splitTarget("work:1.2"), {
    session: "work",
    window: "1",
    pane: "2",
  });
  assert.deepEqual(splitTarget("work:.1"), {
    session: "work",
    window: "",
    pane: "1",
  });
  // No `:`: a window (of the current session, else a session), a pane.
  assert.deepEqual(splitTarget("work.1"), {
    session: null,
    window: "work",
    pane: "1",
  });
  assert.deepEqual(splitTarget(".+"), { session: null, window: "", pane: "+" });
  assert.deepEqual(splitTarget(":1"), { session: "", window: "1", pane: null });
  assert.deepEqual(splitTarget("work:my.win.0"), {
    session: "work",
    window: "my",
    pane: "win.0",
  });
  assert.deepEqual(splitTarget("=w:-.-2"), {
    session: "=w",
    window: "-",
    pane: "-2",
  });
});

Deno.test("stepOf() reads + - +N -N and nothing else", () => {
  assert.equal(stepOf("+"), 1);
  assert.equal(stepOf("-3"), -3);
  assert.equal(stepOf("3"), undefined);
  assert.equal(stepOf("+x"), undefined);
});
