/**
 * `withOutputTo` (`client/stdout.ts`): the daemon runs the key bindings of
 * several terminals at once, and their runs end in any order.
 */

import assert from "node:assert/strict";
import { printErrLine, printLine, withOutputTo } from "../../client/stdout.ts";

Deno.test("withOutputTo: overlapping runs each send what they print to their own sink, whichever began last, and none is left behind", async () => {
  const a: string[] = [];
  const b: string[] = [];
  const dec = new TextDecoder();
  let endA: (() => void) | undefined;
  let endB: (() => void) | undefined;
  const runA = withOutputTo((x) => a.push(dec.decode(x)), async () => {
    printLine("a1");
    await new Promise<void>((r) => endA = r);
    // B began after A and still runs: this is still A's.
    printLine("a2");
    printErrLine("a-warning");
  });
  const runB = withOutputTo((x) => b.push(dec.decode(x)), async () => {
    printLine("b1");
    await new Promise<void>((r) => endB = r);
    printLine("b2");
  });
  while (!endA || !endB) await new Promise((r) => setTimeout(r, 1));
  endA(); // A ends first, while B still runs.
  await runA;
  endB();
  await runB;
  assert.deepEqual(a, ["a1\n", "a2\n", "a-warning\n"]);
  assert.deepEqual(b, ["b1\n", "b2\n"]);
  // Nothing is captured once both have ended.
  const after: string[] = [];
  await withOutputTo((x) => after.push(dec.decode(x)), async () => {});
  assert.deepEqual(after, []);
});
