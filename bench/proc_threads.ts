/**
 * What the bench reads of a process in `/proc`: whether it runs, its CPU
 * time, and what each of its threads has done (`/proc/PID/task/*`: the
 * scheduler's counts, `schedstat`: time run, time waited in a run queue,
 * times switched in, and the thread's name, for `cpu_per_key.ts` and
 * `cat_threads.ts`).
 *
 * Deno names worker threads `worker-N` in the order they start: in a fresh
 * daemon, `worker-1` is the first session's parse worker and `worker-2`
 * the gather worker (the first session starts its parse worker, then
 * adopts its pane into the gather worker, which it makes then; no spare is
 * made before the first session). A thread is named `deno` until it names
 * itself, and the process has more than one thread called `deno`: the main
 * thread is the one whose id is the process's.
 *
 * @module
 */

/** One thread's scheduler counts. */
export interface ThreadStat {
  comm: string;
  /** Whether it is the process's main thread. */
  main: boolean;
  ranNs: number;
  waitedNs: number;
  switches: number;
}

/** Every thread of process `pid` now, by thread id. */
export function procThreads(pid: number): Map<string, ThreadStat> {
  const out = new Map<string, ThreadStat>();
  for (const e of Deno.readDirSync(`/proc/${pid}/task`)) {
    try {
      const dir = `/proc/${pid}/task/${e.name}`;
      const comm = Deno.readTextFileSync(`${dir}/comm`).trim();
      const [ranNs, waitedNs, switches] = Deno.readTextFileSync(
        `${dir}/schedstat`,
      ).split(" ").map(Number);
      out.set(e.name, {
        comm,
        main: e.name === String(pid),
        ranNs,
        waitedNs,
        switches,
      });
    } catch {
      // The thread ended meanwhile.
    }
  }
  return out;
}

/** True while `pid` exists and is not a zombie (exited, not yet reaped). */
export function isAlive(pid: number): boolean {
  const state = processState(pid);
  return state !== null && state !== "Z";
}

/** True when `pid` has exited but its parent has not reaped it. */
export function isZombie(pid: number): boolean {
  return processState(pid) === "Z";
}

/** Process `pid`'s state letter (`R`, `S`, `Z` ...), or null when gone. */
function processState(pid: number): string | null {
  try {
    return statFields(pid)[0];
  } catch {
    return null;
  }
}

/** CPU time of process `pid`'s threads so far, ms (`utime` + `stime`). */
export function processCpuMs(pid: number): number {
  return statTicks(pid, 11) * 1000 / TICKS_PER_S;
}

/**
 * CPU time of the children process `pid` has reaped, ms (`cutime` +
 * `cstime`; in clock ticks of 10 ms, so each figure is within 20 ms).
 */
export function reapedCpuMs(pid: number): number {
  return statTicks(pid, 13) * 1000 / TICKS_PER_S;
}

/** Clock ticks per second of `/proc/PID/stat` (USER_HZ on Linux). */
const TICKS_PER_S = 100;

/** The sum of two adjacent tick fields of `/proc/PID/stat`, from `at`. */
function statTicks(pid: number, at: number): number {
  const f = statFields(pid);
  return Number(f[at]) + Number(f[at + 1]);
}

/**
 * The fields of `/proc/PID/stat` after the command name (which may hold
 * spaces): the state is [0]. Throws when the process is gone.
 */
function statFields(pid: number): string[] {
  const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/**
 * Resolves once processes `pids` together ran under `quietMs` of CPU in
 * the last `windowMs` (a server done with what the last run left it:
 * an ended session's clean-up, a spare worker's warm-up), or after
 * `timeoutMs` anyway; returns whether they were quiet. Read per thread
 * from `schedstat` (ns), not `processCpuMs` (ticks of 10 ms cannot tell
 * 3 ms); a thread that ended within the window (a session's worker) is
 * work, not quiet: the process's sum of its living threads would fall.
 */
export async function untilQuiet(
  pids: number[],
  { windowMs = 300, quietMs = 3, timeoutMs = 15_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let last = threadsRan(pids);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = threadsRan(pids);
    if (ranSince(last, now) < quietMs * 1e6) return true;
    last = now;
  }
  return false;
}

/** Time run so far by each thread of `pids` ("PID/TID": ns). */
function threadsRan(pids: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of pids) {
    try {
      for (const [tid, t] of procThreads(pid)) {
        out.set(`${pid}/${tid}`, t.ranNs);
      }
    } catch {
      // The process is gone: nothing of it runs.
    }
  }
  return out;
}

/** ns run between `then` and `now`; Infinity when a thread ended. */
function ranSince(then: Map<string, number>, now: Map<string, number>) {
  let ns = 0;
  for (const [id, was] of then) {
    const is = now.get(id);
    if (is === undefined) return Infinity;
    ns += is - was;
  }
  for (const [id, is] of now) if (!then.has(id)) ns += is;
  return ns;
}
