/**
 * V8's background threads ("V8 DefaultWorker": its Maglev and TurboFan
 * compilers, the GC's concurrent marking and sweeping) take a slice longer
 * than a key's threads and shorter than a flood's. A session's parse
 * worker wakes one to compile the code its first keys run, and with the
 * kernel's default slice the woken V8 thread took the parse worker's CPU
 * at once, for 2-6 ms, while the other CPU sat idle: most of berth's keys
 * over 1 ms (bench/README.md, "Issue 15, thirty-eighth round"). With a
 * longer slice its virtual deadline comes after the parse worker's (0.5
 * ms) and the daemon's main thread's (the kernel's default, 1.4 ms here),
 * so it waits for them to sleep or for the idle CPU. Shorter than a
 * flood's (`server/workers/flood_slice.ts`), it still runs ahead of
 * flooding workers: a GC pause of any of the daemon's threads waits for
 * these threads' running tasks. Its share of the CPU is unchanged.
 *
 * @module
 */

import { setSliceOf } from "../../pty/thread_slice.ts";

/** V8's threads' slice: between the default (1.4 ms) and a flood's (20). */
export const V8_SLICE_NS = 4_000_000;

/** How Linux names V8's platform threads (`comm` is cut to 15 bytes). */
export const V8_THREAD = /^V8 DefaultWorke/;

/**
 * Gives this process's V8 background threads V8_SLICE_NS; returns how many
 * took it (0 where the kernel has no such setting, or not Linux). Deno
 * starts them with the process, one pool for all its isolates (Workers
 * start none), so once at the daemon's start is enough.
 */
export function deferV8Threads(ns = V8_SLICE_NS): number {
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
