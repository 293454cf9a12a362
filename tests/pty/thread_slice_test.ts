import assert from "node:assert/strict";
import {
  setSliceOf,
  setThreadSlice,
  threadSlice,
} from "../../pty/thread_slice.ts";
import { V8_THREAD } from "../../server/daemon/v8_threads.ts";

Deno.test("setThreadSlice() sets the calling thread's slice and 0 brings back the default", () => {
  const before = threadSlice();
  if (!setThreadSlice(20_000_000)) {
    console.log("no custom slices on this kernel: nothing to check");
    return;
  }
  try {
    assert.equal(threadSlice(), 20_000_000);
    assert.ok(setThreadSlice(0));
    assert.equal(threadSlice(), before);
  } finally {
    setThreadSlice(0);
  }
});

Deno.test("setSliceOf() sets another thread's slice, and gives false for a thread that is not there", () => {
  const v8 = [...Deno.readDirSync("/proc/self/task")].map((t) => Number(t.name))
    .find((tid) =>
      V8_THREAD.test(Deno.readTextFileSync(`/proc/self/task/${tid}/comm`))
    );
  assert.ok(v8, "a V8 background thread in this process");
  const mine = threadSlice();
  if (!setSliceOf(v8, 20_000_000)) {
    console.log("no custom slices on this kernel: nothing to check");
    return;
  }
  try {
    assert.equal(threadSlice(v8), 20_000_000);
    assert.equal(threadSlice(), mine, "the caller's slice is left as it was");
    assert.equal(setSliceOf(2 ** 30, 20_000_000), false);
    assert.ok(setThreadSlice(0), "the caller's setting still works");
  } finally {
    setSliceOf(v8, 0);
  }
});
