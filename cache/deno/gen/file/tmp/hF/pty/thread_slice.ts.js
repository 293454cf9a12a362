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
 */ import { libc } from "./_libc.ts";
/** SYS_sched_setattr and SYS_sched_getattr by architecture. */ const SYSCALLS = {
  x86_64: [
    314n,
    315n
  ],
  aarch64: [
    274n,
    275n
  ]
};
/** `struct sched_attr` up to `sched_period` (SCHED_ATTR_SIZE_VER0). */ const ATTR_BYTES = 48;
const RUNTIME_OFFSET = 24;
/** The longest slice the kernel takes (it clamps to 0.1-100 ms). */ export const MAX_SLICE_NS = 100_000_000;
/** Normal policies: SCHED_OTHER and SCHED_BATCH (not real time, not idle). */ const NORMAL_POLICIES = [
  0,
  3
];
const attr = new Uint8Array(ATTR_BYTES);
const view = new DataView(attr.buffer);
let tid = 0;
/** False where the kernel has no such setting, or once it refused. */ let supported = Deno.build.os === "linux" && Deno.build.arch in SYSCALLS;
/** Reads the calling thread's attributes into `attr`; false on failure. */ function readAttr() {
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
 */ export function setThreadSlice(ns) {
  if (!supported) return false;
  if (!readAttr() || !NORMAL_POLICIES.includes(view.getUint32(4, true))) {
    supported = false;
    return false;
  }
  view.setUint32(0, ATTR_BYTES, true);
  view.setBigUint64(RUNTIME_OFFSET, BigInt(ns), true);
  const [set] = SYSCALLS[Deno.build.arch];
  if (libc().sched_setattr(set, tid, attr, 0) !== 0) supported = false;
  return supported;
}
/** The calling thread's slice in ns, or -1 where it cannot be read. */ export function threadSlice() {
  if (!(Deno.build.arch in SYSCALLS) || Deno.build.os !== "linux") return -1;
  if (!readAttr()) return -1;
  return Number(view.getBigUint64(RUNTIME_OFFSET, true));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS90aHJlYWRfc2xpY2UudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgY2FsbGluZyB0aHJlYWQncyB0aW1lIHNsaWNlIHVuZGVyIExpbnV4J3MgRUVWREYgc2NoZWR1bGVyICg2LjYgYW5kXG4gKiBsYXRlcjsgYSBjdXN0b20gc2xpY2UgZm9yIG5vcm1hbCB0aHJlYWRzIHNpbmNlIDYuMTIpOiBgc2NoZWRfc2V0YXR0cmBcbiAqIHdpdGggYHNjaGVkX3J1bnRpbWVgIHNldCBhbmQgdGhlIHBvbGljeSBsZWZ0IGF0IFNDSEVEX09USEVSLiBBIHRocmVhZFxuICogd2l0aCBhIGxvbmdlciBzbGljZSBnZXRzIGEgbGF0ZXIgdmlydHVhbCBkZWFkbGluZSwgc28gYSB0aHJlYWQgdGhhdCB3YWtlc1xuICogd2l0aCB0aGUgZGVmYXVsdCBzbGljZSBydW5zIGZpcnN0OyBpdHMgc2hhcmUgb2YgdGhlIENQVSBpcyB1bmNoYW5nZWQuXG4gKiBVbmxpa2UgYG5pY2VgLCBhbiB1bnByaXZpbGVnZWQgdGhyZWFkIGNhbiBzZXQgaXQgYmFjayAodHJpZWQgYXMgbm9ib2R5OlxuICogc2V0IHRvIDIwIG1zLCB0aGVuIDAsIHdoaWNoIGlzIHRoZSBkZWZhdWx0IGFnYWluKS5cbiAqXG4gKiBBIHNlc3Npb24ncyB3b3JrZXJzIHRha2UgYSBsb25nIHNsaWNlIHdoaWxlIHRoZXkgc3RyZWFtIGEgZmxvb2QsIHNvIHRoYXRcbiAqIGFub3RoZXIgc2Vzc2lvbidzIGtleSBlY2hvLCB3aGljaCB3YWtlcyB0aHJlZSB0aHJlYWRzIGluIHR1cm4sIGlzIG5vdFxuICogcXVldWVkIGJlaGluZCA0MCBidXN5IHdvcmtlcnMgYXQgZXZlcnkgb25lIG9mIHRoZW0uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGxpYmMgfSBmcm9tIFwiLi9fbGliYy50c1wiO1xuXG4vKiogU1lTX3NjaGVkX3NldGF0dHIgYW5kIFNZU19zY2hlZF9nZXRhdHRyIGJ5IGFyY2hpdGVjdHVyZS4gKi9cbmNvbnN0IFNZU0NBTExTOiBSZWNvcmQ8c3RyaW5nLCBbYmlnaW50LCBiaWdpbnRdPiA9IHtcbiAgeDg2XzY0OiBbMzE0biwgMzE1bl0sXG4gIGFhcmNoNjQ6IFsyNzRuLCAyNzVuXSxcbn07XG5cbi8qKiBgc3RydWN0IHNjaGVkX2F0dHJgIHVwIHRvIGBzY2hlZF9wZXJpb2RgIChTQ0hFRF9BVFRSX1NJWkVfVkVSMCkuICovXG5jb25zdCBBVFRSX0JZVEVTID0gNDg7XG5jb25zdCBSVU5USU1FX09GRlNFVCA9IDI0O1xuXG4vKiogVGhlIGxvbmdlc3Qgc2xpY2UgdGhlIGtlcm5lbCB0YWtlcyAoaXQgY2xhbXBzIHRvIDAuMS0xMDAgbXMpLiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9TTElDRV9OUyA9IDEwMF8wMDBfMDAwO1xuXG4vKiogTm9ybWFsIHBvbGljaWVzOiBTQ0hFRF9PVEhFUiBhbmQgU0NIRURfQkFUQ0ggKG5vdCByZWFsIHRpbWUsIG5vdCBpZGxlKS4gKi9cbmNvbnN0IE5PUk1BTF9QT0xJQ0lFUyA9IFswLCAzXTtcblxuY29uc3QgYXR0ciA9IG5ldyBVaW50OEFycmF5KEFUVFJfQllURVMpO1xuY29uc3QgdmlldyA9IG5ldyBEYXRhVmlldyhhdHRyLmJ1ZmZlcik7XG5sZXQgdGlkID0gMDtcbi8qKiBGYWxzZSB3aGVyZSB0aGUga2VybmVsIGhhcyBubyBzdWNoIHNldHRpbmcsIG9yIG9uY2UgaXQgcmVmdXNlZC4gKi9cbmxldCBzdXBwb3J0ZWQgPSBEZW5vLmJ1aWxkLm9zID09PSBcImxpbnV4XCIgJiYgRGVuby5idWlsZC5hcmNoIGluIFNZU0NBTExTO1xuXG4vKiogUmVhZHMgdGhlIGNhbGxpbmcgdGhyZWFkJ3MgYXR0cmlidXRlcyBpbnRvIGBhdHRyYDsgZmFsc2Ugb24gZmFpbHVyZS4gKi9cbmZ1bmN0aW9uIHJlYWRBdHRyKCk6IGJvb2xlYW4ge1xuICBjb25zdCBsaWIgPSBsaWJjKCk7XG4gIHRpZCB8fD0gbGliLmdldHRpZCgpO1xuICBjb25zdCBbLCBnZXRdID0gU1lTQ0FMTFNbRGVuby5idWlsZC5hcmNoXTtcbiAgcmV0dXJuIGxpYi5zY2hlZF9nZXRhdHRyKGdldCwgdGlkLCBhdHRyLCBBVFRSX0JZVEVTLCAwKSA9PT0gMDtcbn1cblxuLyoqXG4gKiBTZXRzIHRoZSBjYWxsaW5nIHRocmVhZCdzIHNsaWNlIHRvIGBuc2AgKDA6IHRoZSBrZXJuZWwncyBkZWZhdWx0KSwgd2l0aFxuICogaXRzIHBvbGljeSBhbmQgbmljZSB2YWx1ZSBhcyB0aGV5IGFyZSAoYSBkYWVtb24gc3RhcnRlZCB1bmRlciBgbmljZWBcbiAqIHN0YXlzIHNvKS4gUmV0dXJucyBmYWxzZSB3aGVyZSB0aGUga2VybmVsIGhhcyBubyBzdWNoIHNldHRpbmcgKG9sZGVyXG4gKiB0aGFuIDYuMTIsIG5vdCBMaW51eCkgb3IgdGhlIHRocmVhZCBpcyBub3QgdW5kZXIgYSBub3JtYWwgcG9saWN5OyB0aGVuXG4gKiBpdCBkb2VzIG5vdGhpbmcsIG5vdyBhbmQgYWZ0ZXIuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXRUaHJlYWRTbGljZShuczogbnVtYmVyKTogYm9vbGVhbiB7XG4gIGlmICghc3VwcG9ydGVkKSByZXR1cm4gZmFsc2U7XG4gIGlmICghcmVhZEF0dHIoKSB8fCAhTk9STUFMX1BPTElDSUVTLmluY2x1ZGVzKHZpZXcuZ2V0VWludDMyKDQsIHRydWUpKSkge1xuICAgIHN1cHBvcnRlZCA9IGZhbHNlO1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuICB2aWV3LnNldFVpbnQzMigwLCBBVFRSX0JZVEVTLCB0cnVlKTtcbiAgdmlldy5zZXRCaWdVaW50NjQoUlVOVElNRV9PRkZTRVQsIEJpZ0ludChucyksIHRydWUpO1xuICBjb25zdCBbc2V0XSA9IFNZU0NBTExTW0Rlbm8uYnVpbGQuYXJjaF07XG4gIGlmIChsaWJjKCkuc2NoZWRfc2V0YXR0cihzZXQsIHRpZCwgYXR0ciwgMCkgIT09IDApIHN1cHBvcnRlZCA9IGZhbHNlO1xuICByZXR1cm4gc3VwcG9ydGVkO1xufVxuXG4vKiogVGhlIGNhbGxpbmcgdGhyZWFkJ3Mgc2xpY2UgaW4gbnMsIG9yIC0xIHdoZXJlIGl0IGNhbm5vdCBiZSByZWFkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHRocmVhZFNsaWNlKCk6IG51bWJlciB7XG4gIGlmICghKERlbm8uYnVpbGQuYXJjaCBpbiBTWVNDQUxMUykgfHwgRGVuby5idWlsZC5vcyAhPT0gXCJsaW51eFwiKSByZXR1cm4gLTE7XG4gIGlmICghcmVhZEF0dHIoKSkgcmV0dXJuIC0xO1xuICByZXR1cm4gTnVtYmVyKHZpZXcuZ2V0QmlnVWludDY0KFJVTlRJTUVfT0ZGU0VULCB0cnVlKSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FFRCxTQUFTLElBQUksUUFBUSxhQUFhO0FBRWxDLDZEQUE2RCxHQUM3RCxNQUFNLFdBQTZDO0VBQ2pELFFBQVE7QUFBQyxJQUFBLElBQUk7QUFBRSxJQUFBLElBQUk7R0FBQztFQUNwQixTQUFTO0FBQUMsSUFBQSxJQUFJO0FBQUUsSUFBQSxJQUFJO0dBQUM7QUFDdkI7QUFFQSxxRUFBcUUsR0FDckUsTUFBTSxhQUFhO0FBQ25CLE1BQU0saUJBQWlCO0FBRXZCLGtFQUFrRSxHQUNsRSxPQUFPLE1BQU0sZUFBZSxZQUFZO0FBRXhDLDRFQUE0RSxHQUM1RSxNQUFNLGtCQUFrQjtFQUFDO0VBQUc7Q0FBRTtBQUU5QixNQUFNLE9BQU8sSUFBSSxXQUFXO0FBQzVCLE1BQU0sT0FBTyxJQUFJLFNBQVMsS0FBSyxNQUFNO0FBQ3JDLElBQUksTUFBTTtBQUNWLG9FQUFvRSxHQUNwRSxJQUFJLFlBQVksS0FBSyxLQUFLLENBQUMsRUFBRSxLQUFLLFdBQVcsS0FBSyxLQUFLLENBQUMsSUFBSSxJQUFJO0FBRWhFLHlFQUF5RSxHQUN6RSxTQUFTO0VBQ1AsTUFBTSxNQUFNO0VBQ1osUUFBUSxJQUFJLE1BQU07RUFDbEIsTUFBTSxHQUFHLElBQUksR0FBRyxRQUFRLENBQUMsS0FBSyxLQUFLLENBQUMsSUFBSSxDQUFDO0VBQ3pDLE9BQU8sSUFBSSxhQUFhLENBQUMsS0FBSyxLQUFLLE1BQU0sWUFBWSxPQUFPO0FBQzlEO0FBRUE7Ozs7OztDQU1DLEdBQ0QsT0FBTyxTQUFTLGVBQWUsRUFBVTtFQUN2QyxJQUFJLENBQUMsV0FBVyxPQUFPO0VBQ3ZCLElBQUksQ0FBQyxjQUFjLENBQUMsZ0JBQWdCLFFBQVEsQ0FBQyxLQUFLLFNBQVMsQ0FBQyxHQUFHLFFBQVE7SUFDckUsWUFBWTtJQUNaLE9BQU87RUFDVDtFQUNBLEtBQUssU0FBUyxDQUFDLEdBQUcsWUFBWTtFQUM5QixLQUFLLFlBQVksQ0FBQyxnQkFBZ0IsT0FBTyxLQUFLO0VBQzlDLE1BQU0sQ0FBQyxJQUFJLEdBQUcsUUFBUSxDQUFDLEtBQUssS0FBSyxDQUFDLElBQUksQ0FBQztFQUN2QyxJQUFJLE9BQU8sYUFBYSxDQUFDLEtBQUssS0FBSyxNQUFNLE9BQU8sR0FBRyxZQUFZO0VBQy9ELE9BQU87QUFDVDtBQUVBLHFFQUFxRSxHQUNyRSxPQUFPLFNBQVM7RUFDZCxJQUFJLENBQUMsQ0FBQyxLQUFLLEtBQUssQ0FBQyxJQUFJLElBQUksUUFBUSxLQUFLLEtBQUssS0FBSyxDQUFDLEVBQUUsS0FBSyxTQUFTLE9BQU8sQ0FBQztFQUN6RSxJQUFJLENBQUMsWUFBWSxPQUFPLENBQUM7RUFDekIsT0FBTyxPQUFPLEtBQUssWUFBWSxDQUFDLGdCQUFnQjtBQUNsRCJ9
// denoCacheMetadata=4552084981422760278,1752645112917123493