import assert from "node:assert/strict";
import { signalName, signalNumber } from "../../protocol/signals.ts";

Deno.test("signalName() and signalNumber() round-trip", () => {
  assert.equal(signalName(1), "SIGHUP");
  assert.equal(signalName(9), "SIGKILL");
  assert.equal(signalName(28), "SIGWINCH");
  assert.equal(signalName(34), "SIGRTMIN");
  assert.equal(signalName(36), "SIGRTMIN+2");
  assert.equal(signalNumber("SIGTERM"), 15);
  assert.equal(signalNumber("term"), 15);
  assert.equal(signalNumber("SIGRTMIN+2"), 36);
  assert.equal(signalNumber(2), 2);
  for (let n = 1; n <= 64; n++) {
    if (n === 32 || n === 33) continue;
    assert.equal(signalNumber(signalName(n)), n);
  }
  assert.throws(() => signalNumber("SIGNOPE"), /Unknown signal SIGNOPE/);
});
