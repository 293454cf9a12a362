/**
 * V8's background threads ("V8 DefaultWorker": its Maglev and TurboFan
 * compilers, the GC's concurrent marking and sweeping) take a long slice,
 * as a flooding worker does (`server/workers/flood_slice.ts`). A session's
 * parse worker wakes one to compile the code its first keys run, and with
 * the kernel's default slice the woken V8 thread took the parse worker's
 * CPU at once, for 2-6 ms, while the other CPU sat idle: most of berth's
 * keys over 1 ms (bench/README.md, "Issue 15, thirty-eighth round"). With
 * the long slice its virtual deadline comes after the parse worker's, so
 * it waits for the parse worker to sleep or for the idle CPU. Its share of
 * the CPU is the same, so the GC and the compilers keep up under floods.
 *
 * @module
 */

import { setSliceOf } from "../../pty/thread_slice.ts";
import { FLOOD_SLICE_NS } from "../workers/flood_slice.ts";

/** How Linux names V8's platform threads (`comm` is cut to 15 bytes). */
const V8_THREAD = /^V8 DefaultWorke/;

/**
 * Gives this process's V8 background threads the long slice; returns how
 * many took it (0 where the kernel has no such setting, or not Linux).
 * Deno starts them with the process, for all its isolates.
 */
export function slowV8Threads(ns = FLOOD_SLICE_NS): number {
  let set = 0;
  try {
    for (const task of Deno.readDirSync("/proc/self/task")) {
      const tid = Number(task.name);
      if (!V8_THREAD.test(threadName(tid)) || !setSliceOf(tid, ns)) continue;
      set++;
    }
  } catch {
    // No /proc: nothing to set.
  }
  return set;
}

function threadName(tid: number): string {
  try {
    return Deno.readTextFileSync(`/proc/self/task/${tid}/comm`).trim();
  } catch {
    return ""; // Ended meanwhile.
  }
}
