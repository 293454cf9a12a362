import assert from "node:assert/strict";
import { setThreadSlice, threadSlice } from "../../../pty/thread_slice.ts";
import { FLOOD_SLICE_NS } from "../../../server/workers/flood_slice.ts";
import { TestDaemon } from "../../_helpers/daemon.ts";

Deno.test("a running daemon's V8 background threads have the long slice, its own threads not", async () => {
  if (!setThreadSlice(0)) {
    console.log("no custom slices on this kernel: nothing to check");
    return;
  }
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  const pid = await d.daemonPid();
  const slices = new Map<string, number[]>();
  for (const task of Deno.readDirSync(`/proc/${pid}/task`)) {
    const tid = Number(task.name);
    const name = Deno.readTextFileSync(`/proc/${pid}/task/${tid}/comm`).trim();
    slices.set(name, [...slices.get(name) ?? [], threadSlice(tid)]);
  }
  const v8 = slices.get("V8 DefaultWorke") ?? [];
  assert.ok(v8.length > 0, `V8's threads among ${[...slices.keys()]}`);
  assert.deepEqual(v8, v8.map(() => FLOOD_SLICE_NS));
  assert.ok(
    (slices.get("deno") ?? []).every((ns) => ns !== FLOOD_SLICE_NS),
    "the main thread keeps its slice",
  );
});
