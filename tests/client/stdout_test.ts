/**
 * `withOutputTo` (`client/stdout.ts`): the daemon runs the key bindings of
 * several terminals at once, and their runs end in any order.
 */

import assert from "node:assert/strict";
import { printLine, withOutputTo } from "../../client/stdout.ts";

Deno.test("withOutputTo: runs that overlap and end out of order each send what they print to their own sink, and none is left behind", async () => {
  const a: string[] = [];
  const b: string[] = [];
  const dec = new TextDecoder();
  let endA!: () => void;
  let endB!: () => void;
  const runA = withOutputTo((x) => a.push(dec.decode(x)), async () => {
    printLine("a1");
    await new Promise<void>((r) => endA = r);
  });
  const runB = withOutputTo((x) => b.push(dec.decode(x)), async () => {
    printLine("b1");
    await new Promise<void>((r) => endB = r);
    printLine("b2");
  });
  endA(); // A ends first, while B still runs.
  await runA;
  endB();
  await runB;
  assert.deepEqual(a, ["a1\n"]);
  assert.deepEqual(b, ["b1\n", "b2\n"]);
  // Nothing is captured once both have ended.
  const after: string[] = [];
  await withOutputTo((x) => after.push(dec.decode(x)), async () => {});
  assert.deepEqual(after, []);
});
