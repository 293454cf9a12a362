import assert from "node:assert/strict";
import { markerLatencies } from "../../bench/flood.ts";

Deno.test("markerLatencies() times each marker to the first screen showing it or a later one", () => {
  const written = [0, 10, 20, 30];
  const updates = [{ at: 15, seq: 1 }, { at: 50, seq: 3 }];
  assert.deepEqual(markerLatencies(written, updates), [15, 5, 30, 20]);
});

Deno.test("markerLatencies() leaves out markers no screen showed", () => {
  assert.deepEqual(markerLatencies([0, 10, 20], [{ at: 12, seq: 1 }]), [
    12,
    2,
  ]);
  assert.deepEqual(markerLatencies([0, 10], []), []);
});
