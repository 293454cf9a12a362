/**
 * The calling thread's time slice under Linux's EEVDF scheduler (6.6 and
 * later; a custom slice for normal threads since 6.12): `sched_setattr`
 * with `sched_runtime` set and the policy left at SCHED_OTHER. A thread
 * with a longer slice gets a later virtual deadline, so a thread that wakes
 * with the default slice runs first; its share of the CPU is unchanged.
 * Unlike `nice`, an unprivileged thread can set it back (tried as nobody:
 * set to 20 ms, then 0, which is the default again).
 *
 * A session's workers take a long slice while they stream a flood, so that
 * another session's key echo, which wakes three threads in turn, is not
 * queued behind 40 busy workers at every one of them.
 *
 * @module
 */

import { libc } from "./_libc.ts";

/** SYS_sched_setattr and SYS_sched_getattr by architecture. */
const SYSCALLS: Record<string, [bigint, bigint]> = {
  x86_64: [314n, 315n],
  aarch64: [274n, 275n],
};

/** `struct sched_attr` up to `sched_period` (SCHED_ATTR_SIZE_VER0). */
const ATTR_BYTES = 48;
const RUNTIME_OFFSET = 24;

/** The longest slice the kernel takes (it clamps to 0.1-100 ms). */
export const MAX_SLICE_NS = 100_000_000;

/** Normal policies: SCHED_OTHER and SCHED_BATCH (not real time, not idle). */
const NORMAL_POLICIES = [0, 3];

const attr = new Uint8Array(ATTR_BYTES);
const view = new DataView(attr.buffer);
let tid = 0;
/** False where the kernel has no such setting, or once it refused. */
let supported = Deno.build.os === "linux" && Deno.build.arch in SYSCALLS;

/** Reads the calling thread's attributes into `attr`; false on failure. */
function readAttr(): boolean {
  const lib = libc();
  tid ||= lib.gettid();
  const [, get] = SYSCALLS[Deno.build.arch];
  return lib.sched_getattr(get, tid, attr, ATTR_BYTES, 0) === 0;
}

/**
 * Sets the calling thread's slice to `ns` (0: the kernel's default), with
 * its policy and nice value as they are (a daemon started under `nice`
 * stays so). Returns false where the kernel has no such setting (older
 * than 6.12, not Linux) or the thread is not under a normal policy; then
 * it does nothing, now and after.
 */
export function setThreadSlice(ns: number): boolean {
  if (!supported) return false;
  if (!readAttr() || !NORMAL_POLICIES.includes(view.getUint32(4, true))) {
    supported = false;
    return false;
  }
  view.setUint32(0, ATTR_BYTES, true);
  view.setBigUint64(RUNTIME_OFFSET, BigInt(ns), true);
  const [set] = SYSCALLS[Deno.build.arch];
  if (libc().sched_setattr(set, tid, attr, 0) !== 0) supported = false;
  // Before 6.12 the kernel takes the call and ignores the slice: read back
  // as 0, it has no such setting.
  if (
    supported && ns > 0 && readAttr() &&
    view.getBigUint64(RUNTIME_OFFSET, true) === 0n
  ) {
    supported = false;
  }
  return supported;
}

/** The calling thread's slice in ns, or -1 where it cannot be read. */
export function threadSlice(): number {
  if (!(Deno.build.arch in SYSCALLS) || Deno.build.os !== "linux") return -1;
  if (!readAttr()) return -1;
  return Number(view.getBigUint64(RUNTIME_OFFSET, true));
}
