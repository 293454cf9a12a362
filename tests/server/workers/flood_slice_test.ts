import assert from "node:assert/strict";
import {
  FLOOD_SLICE_NS,
  FloodSlice,
  INTERACTIVE_HOLD_MS,
  INTERACTIVE_SLICE_NS,
  QUIET_MS,
} from "../../../server/workers/flood_slice.ts";
import { setThreadSlice, threadSlice } from "../../../pty/thread_slice.ts";

Deno.test("FloodSlice gives a long slice from a flood's first batch until it has been quiet for QUIET_MS", () => {
  withSlices(() => {
    const f = new FloodSlice();
    assert.equal(threadSlice(), INTERACTIVE_SLICE_NS);
    assert.equal(f.quiet(0), Infinity);
    f.busy(1000);
    assert.ok(f.flooding);
    assert.equal(threadSlice(), FLOOD_SLICE_NS);
    // Quiet, but not for long yet: still the flood's, and when to look again.
    assert.equal(f.quiet(1000 + QUIET_MS / 4), QUIET_MS * 3 / 4);
    assert.equal(threadSlice(), FLOOD_SLICE_NS);
    assert.equal(f.quiet(1000 + QUIET_MS), Infinity);
    assert.ok(!f.flooding);
    assert.equal(threadSlice(), INTERACTIVE_SLICE_NS);
  });
});

Deno.test("FloodSlice.interactive() gives the short slice back at once and holds off the long one for INTERACTIVE_HOLD_MS", () => {
  withSlices(() => {
    const f = new FloodSlice();
    f.busy(1000);
    assert.equal(threadSlice(), FLOOD_SLICE_NS);
    // A quiet pane's echo beside the flood.
    f.interactive(1001);
    assert.ok(!f.flooding);
    assert.equal(threadSlice(), INTERACTIVE_SLICE_NS);
    // The flood goes on: no long slice while someone may still be typing.
    f.busy(1002);
    f.busy(1001 + INTERACTIVE_HOLD_MS - 1);
    assert.ok(!f.flooding);
    assert.equal(threadSlice(), INTERACTIVE_SLICE_NS);
    f.busy(1001 + INTERACTIVE_HOLD_MS);
    assert.ok(f.flooding);
    assert.equal(threadSlice(), FLOOD_SLICE_NS);
  });
});

Deno.test("FloodSlice.endHold() lets the next flood's batch take the long slice before INTERACTIVE_HOLD_MS", () => {
  withSlices(() => {
    const f = new FloodSlice();
    // A command's echo, then its output floods from the same pane.
    f.interactive(1000);
    f.busy(1001);
    assert.ok(!f.flooding);
    f.endHold();
    f.busy(1002);
    assert.ok(f.flooding);
    assert.equal(threadSlice(), FLOOD_SLICE_NS);
  });
});

/** Runs `fn` where the kernel takes custom slices; the default slice after. */
function withSlices(fn: () => void): void {
  if (!setThreadSlice(0)) {
    console.log("no custom slices on this kernel: nothing to check");
    return;
  }
  try {
    fn();
  } finally {
    setThreadSlice(0);
  }
}
