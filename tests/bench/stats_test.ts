import assert from "node:assert/strict";
import { measured, percentile, ratio, summarize } from "../../bench/stats.ts";

Deno.test("percentile() interpolates between neighbours", () => {
  assert.equal(percentile([1, 2, 3, 4], 50), 2.5);
  assert.equal(percentile([4, 1, 3, 2], 0), 1);
  assert.equal(percentile([4, 1, 3, 2], 100), 4);
  assert.ok(Number.isNaN(percentile([], 50)));
});

Deno.test("summarize() gives median, min, max and the count", () => {
  assert.deepEqual(summarize([5, 1, 3]), { median: 3, min: 1, max: 5, n: 3 });
});

Deno.test("ratio() is null when a side was not measured", () => {
  const a = summarize([2]);
  assert.equal(ratio(a, summarize([1])), 2);
  assert.equal(ratio(a, { missing: "tmux is not installed" }), null);
  assert.ok(!measured({ missing: "x" }));
});
