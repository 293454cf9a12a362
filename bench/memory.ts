/**
 * Resident memory of a process from `/proc`: the current size, and the
 * kernel's high-water mark, which can be reset so that a peak belongs to
 * one flood only. A berth daemon's workers are threads of its process, so
 * its VmRSS covers them.
 *
 * @module
 */

function statusField(pid: number, field: string): number {
  try {
    const status = Deno.readTextFileSync(`/proc/${pid}/status`);
    const kb = status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  } catch {
    return 0;
  }
}

/** Resident bytes of `pid` now (VmRSS), 0 when it is gone. */
export function residentBytes(pid: number): number {
  return statusField(pid, "VmRSS");
}

/**
 * Resident bytes of `pid` that are its own (RssAnon + RssShmem): VmRSS
 * less the pages of files it maps, which for a Deno program are mostly
 * the `deno` binary's, shared with every other Deno process on the
 * machine (24-34 MB of its 35-50 here, 2026-12).
 */
export function privateBytes(pid: number): number {
  return statusField(pid, "RssAnon") + statusField(pid, "RssShmem");
}

/** The largest resident size of `pid` since the last reset (VmHWM). */
export function peakResidentBytes(pid: number): number {
  return statusField(pid, "VmHWM");
}

/**
 * Resets `pid`'s VmHWM to its current size (`clear_refs` 5, Linux 4.0+).
 * Returns false when the kernel refused (then VmHWM covers the whole life
 * of the process and only the sampled peak is used).
 */
export function resetPeak(pid: number): boolean {
  try {
    Deno.writeTextFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Samples a process's resident size on a timer and keeps the largest. */
export class PeakSampler {
  peak = 0;
  #timer: ReturnType<typeof setInterval>;

  constructor(readonly pid: number, intervalMs = 10) {
    this.peak = residentBytes(pid);
    this.#timer = setInterval(() => {
      this.peak = Math.max(this.peak, residentBytes(pid));
    }, intervalMs);
  }

  /** Stops sampling; returns the larger of the sampled peak and VmHWM. */
  stop(hwmValid: boolean): number {
    clearInterval(this.#timer);
    const hwm = hwmValid ? peakResidentBytes(this.pid) : 0;
    this.peak = Math.max(this.peak, residentBytes(this.pid), hwm);
    return this.peak;
  }
}

/**
 * How long after the last command an idle size is first sampled: a berth
 * daemon warms its spare parse worker once no client has connected for 1 s
 * (`server/daemon/worker_spares.ts`), 7.3 MB here (104.0 -> 111.3 MB at 1.1
 * s after a `new` on a fresh connection, 2026-12-03). Sampled sooner, a
 * size settles before that step and the next one after it: the panes
 * section's first run at d374a36 put 0.5 MB of it on every extra pane.
 */
export const IDLE_SETTLE_AFTER_MS = 1500;

/**
 * Waits `afterMs`, then until the resident size of `pid` stops moving
 * (three samples `gapMs` apart within 1%), at most `maxMs` more; returns
 * the median of the last samples. Idle figures are taken this way so that
 * a garbage collection or a worker still starting does not decide them.
 */
export async function settledResidentBytes(
  pid: number,
  gapMs = 200,
  maxMs = 5000,
  afterMs = 0,
): Promise<number> {
  await new Promise((r) => setTimeout(r, afterMs));
  const samples: number[] = [];
  const deadline = Date.now() + maxMs;
  while (true) {
    samples.push(residentBytes(pid));
    const last = samples.slice(-3);
    if (last.length === 3) {
      const lo = Math.min(...last);
      const hi = Math.max(...last);
      if (hi - lo <= hi * 0.01 || Date.now() > deadline) {
        return last.sort((a, b) => a - b)[1];
      }
    }
    await new Promise((r) => setTimeout(r, gapMs));
  }
}

/**
 * The settled size of an idle server, first sampled `afterMs` after the
 * last command (`IDLE_SETTLE_AFTER_MS`; the profile's `idleSettleMs`).
 */
export function idleBytes(
  pid: number,
  afterMs = IDLE_SETTLE_AFTER_MS,
): Promise<number> {
  return settledResidentBytes(pid, 200, 5000, afterMs);
}
