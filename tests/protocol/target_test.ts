import assert from "node:assert/strict";
import { parseTarget, stepOf } from "../../protocol/target.ts";

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
  assert.match(parseTarget("w:1.x") as string, /must be its number/);
  assert.match(parseTarget("w:1.+x") as string, /must be its number/);
});

Deno.test("parseTarget() takes tmux's current session, =exact and steps", () => {
  assert.deepEqual(parseTarget(":1"), { session: "", window: "1" });
  assert.deepEqual(parseTarget(":.+"), { session: "", paneStep: 1 });
  assert.deepEqual(parseTarget("=w:-.-2"), {
    session: "=w",
    window: "-",
    paneStep: -2,
  });
  assert.deepEqual(parseTarget("w:=logs"), { session: "w", window: "=logs" });
});

Deno.test("stepOf() reads + - +N -N and nothing else", () => {
  assert.equal(stepOf("+"), 1);
  assert.equal(stepOf("-3"), -3);
  assert.equal(stepOf("3"), undefined);
  assert.equal(stepOf("+x"), undefined);
});
