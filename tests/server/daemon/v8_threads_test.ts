import assert from "node:assert/strict";
import { setThreadSlice, threadSlice } from "../../../pty/thread_slice.ts";
import { V8_SLICE_NS, V8_THREAD } from "../../../server/daemon/v8_threads.ts";
import { TestDaemon } from "../../_helpers/daemon.ts";

/** Each thread's name, and its slice, of process `pid`. */
function slices(pid: number): [string, number][] {
  const out: [string, number][] = [];
  for (const task of Deno.readDirSync(`/proc/${pid}/task`)) {
    try {
      const name = Deno.readTextFileSync(`/proc/${pid}/task/${task.name}/comm`);
      out.push([name.trim(), threadSlice(Number(task.name))]);
    } catch {
      // The thread ended meanwhile (an idle runtime thread).
    }
  }
  return out;
}

Deno.test("a running daemon's V8 background threads have V8_SLICE_NS, its own threads not", async () => {
  if (!setThreadSlice(0)) {
    console.log("no custom slices on this kernel: nothing to check");
    return;
  }
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  const threads = slices(await d.daemonPid());
  const v8 = threads.filter(([name]) => V8_THREAD.test(name));
  assert.ok(v8.length > 0, `V8's threads among ${threads.map(([n]) => n)}`);
  assert.deepEqual(v8.map(([, ns]) => ns), v8.map(() => V8_SLICE_NS));
  const main = threads.find(([name]) => name === "deno");
  assert.ok(main && main[1] !== V8_SLICE_NS, "the main thread keeps its slice");
});
