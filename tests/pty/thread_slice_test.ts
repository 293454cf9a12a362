import assert from "node:assert/strict";
import { setThreadSlice, threadSlice } from "../../pty/thread_slice.ts";

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
