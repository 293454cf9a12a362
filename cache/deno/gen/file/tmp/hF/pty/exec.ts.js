/**
 * Replacing the daemon's program in its own process, for a live upgrade:
 * `execve` keeps the pid, so the children stay its children (`waitpid`
 * still reaps them; a process handed the ptys over SCM_RIGHTS gets
 * ECHILD, measured), and keeps every fd not marked close-on-exec.
 *
 * @module
 */ import { check, cString, errno, F_GETFD, F_SETFD, FD_CLOEXEC, libc, LibcError } from "./_libc.ts";
/**
 * Marks `fd` close-on-exec or not. Pty masters are close-on-exec from
 * `posix_openpt` on, so that a spawned child never holds another pane's
 * master; only an upgrade clears it, on the fds it hands on.
 */ export function setCloseOnExec(fd, on) {
  const flags = check("fcntl(F_GETFD)", libc().fcntl(fd, F_GETFD, 0n));
  const next = on ? flags | FD_CLOEXEC : flags & ~FD_CLOEXEC;
  if (next !== flags) {
    check("fcntl(F_SETFD)", libc().fcntl(fd, F_SETFD, BigInt(next)));
  }
}
/** Whether `fd` is close-on-exec (tests). */ export function isCloseOnExec(fd) {
  return (check("fcntl(F_GETFD)", libc().fcntl(fd, F_GETFD, 0n)) & FD_CLOEXEC) !== 0;
}
/** A NULL-terminated `char *[]` of `strings`, with the strings it points to. */ function cArray(strings) {
  const keep = strings.map(cString);
  const array = new BigUint64Array(strings.length + 1);
  keep.forEach((s, i)=>{
    array[i] = BigInt(Deno.UnsafePointer.value(Deno.UnsafePointer.of(s)));
  });
  return {
    array,
    keep
  };
}
/**
 * Runs `path` with `argv` and `env` in this process (execve(2)). Returns
 * only on failure, throwing a LibcError: the process then goes on as it
 * was.
 */ export function execve(path, argv, env) {
  const args = cArray(argv);
  const vars = cArray(Object.entries(env).map(([k, v])=>`${k}=${v}`));
  libc().execve(cString(path), args.array, vars.array);
  // Only reached on failure; `keep` held the strings alive until here.
  void [
    args.keep,
    vars.keep
  ];
  throw new LibcError("execve", errno());
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9leGVjLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogUmVwbGFjaW5nIHRoZSBkYWVtb24ncyBwcm9ncmFtIGluIGl0cyBvd24gcHJvY2VzcywgZm9yIGEgbGl2ZSB1cGdyYWRlOlxuICogYGV4ZWN2ZWAga2VlcHMgdGhlIHBpZCwgc28gdGhlIGNoaWxkcmVuIHN0YXkgaXRzIGNoaWxkcmVuIChgd2FpdHBpZGBcbiAqIHN0aWxsIHJlYXBzIHRoZW07IGEgcHJvY2VzcyBoYW5kZWQgdGhlIHB0eXMgb3ZlciBTQ01fUklHSFRTIGdldHNcbiAqIEVDSElMRCwgbWVhc3VyZWQpLCBhbmQga2VlcHMgZXZlcnkgZmQgbm90IG1hcmtlZCBjbG9zZS1vbi1leGVjLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBjaGVjayxcbiAgY1N0cmluZyxcbiAgZXJybm8sXG4gIEZfR0VURkQsXG4gIEZfU0VURkQsXG4gIEZEX0NMT0VYRUMsXG4gIGxpYmMsXG4gIExpYmNFcnJvcixcbn0gZnJvbSBcIi4vX2xpYmMudHNcIjtcblxuLyoqXG4gKiBNYXJrcyBgZmRgIGNsb3NlLW9uLWV4ZWMgb3Igbm90LiBQdHkgbWFzdGVycyBhcmUgY2xvc2Utb24tZXhlYyBmcm9tXG4gKiBgcG9zaXhfb3BlbnB0YCBvbiwgc28gdGhhdCBhIHNwYXduZWQgY2hpbGQgbmV2ZXIgaG9sZHMgYW5vdGhlciBwYW5lJ3NcbiAqIG1hc3Rlcjsgb25seSBhbiB1cGdyYWRlIGNsZWFycyBpdCwgb24gdGhlIGZkcyBpdCBoYW5kcyBvbi5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNldENsb3NlT25FeGVjKGZkOiBudW1iZXIsIG9uOiBib29sZWFuKTogdm9pZCB7XG4gIGNvbnN0IGZsYWdzID0gY2hlY2soXCJmY250bChGX0dFVEZEKVwiLCBsaWJjKCkuZmNudGwoZmQsIEZfR0VURkQsIDBuKSk7XG4gIGNvbnN0IG5leHQgPSBvbiA/IGZsYWdzIHwgRkRfQ0xPRVhFQyA6IGZsYWdzICYgfkZEX0NMT0VYRUM7XG4gIGlmIChuZXh0ICE9PSBmbGFncykge1xuICAgIGNoZWNrKFwiZmNudGwoRl9TRVRGRClcIiwgbGliYygpLmZjbnRsKGZkLCBGX1NFVEZELCBCaWdJbnQobmV4dCkpKTtcbiAgfVxufVxuXG4vKiogV2hldGhlciBgZmRgIGlzIGNsb3NlLW9uLWV4ZWMgKHRlc3RzKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc0Nsb3NlT25FeGVjKGZkOiBudW1iZXIpOiBib29sZWFuIHtcbiAgcmV0dXJuIChjaGVjayhcImZjbnRsKEZfR0VURkQpXCIsIGxpYmMoKS5mY250bChmZCwgRl9HRVRGRCwgMG4pKSAmXG4gICAgRkRfQ0xPRVhFQykgIT09IDA7XG59XG5cbi8qKiBBIE5VTEwtdGVybWluYXRlZCBgY2hhciAqW11gIG9mIGBzdHJpbmdzYCwgd2l0aCB0aGUgc3RyaW5ncyBpdCBwb2ludHMgdG8uICovXG5mdW5jdGlvbiBjQXJyYXkoc3RyaW5nczogc3RyaW5nW10pOiB7IGFycmF5OiBCaWdVaW50NjRBcnJheTsga2VlcDogdW5rbm93bltdIH0ge1xuICBjb25zdCBrZWVwID0gc3RyaW5ncy5tYXAoY1N0cmluZyk7XG4gIGNvbnN0IGFycmF5ID0gbmV3IEJpZ1VpbnQ2NEFycmF5KHN0cmluZ3MubGVuZ3RoICsgMSk7XG4gIGtlZXAuZm9yRWFjaCgocywgaSkgPT4ge1xuICAgIGFycmF5W2ldID0gQmlnSW50KERlbm8uVW5zYWZlUG9pbnRlci52YWx1ZShEZW5vLlVuc2FmZVBvaW50ZXIub2YocykpKTtcbiAgfSk7XG4gIHJldHVybiB7IGFycmF5LCBrZWVwIH07XG59XG5cbi8qKlxuICogUnVucyBgcGF0aGAgd2l0aCBgYXJndmAgYW5kIGBlbnZgIGluIHRoaXMgcHJvY2VzcyAoZXhlY3ZlKDIpKS4gUmV0dXJuc1xuICogb25seSBvbiBmYWlsdXJlLCB0aHJvd2luZyBhIExpYmNFcnJvcjogdGhlIHByb2Nlc3MgdGhlbiBnb2VzIG9uIGFzIGl0XG4gKiB3YXMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBleGVjdmUoXG4gIHBhdGg6IHN0cmluZyxcbiAgYXJndjogc3RyaW5nW10sXG4gIGVudjogUmVjb3JkPHN0cmluZywgc3RyaW5nPixcbik6IG5ldmVyIHtcbiAgY29uc3QgYXJncyA9IGNBcnJheShhcmd2KTtcbiAgY29uc3QgdmFycyA9IGNBcnJheShPYmplY3QuZW50cmllcyhlbnYpLm1hcCgoW2ssIHZdKSA9PiBgJHtrfT0ke3Z9YCkpO1xuICBsaWJjKCkuZXhlY3ZlKGNTdHJpbmcocGF0aCksIGFyZ3MuYXJyYXksIHZhcnMuYXJyYXkpO1xuICAvLyBPbmx5IHJlYWNoZWQgb24gZmFpbHVyZTsgYGtlZXBgIGhlbGQgdGhlIHN0cmluZ3MgYWxpdmUgdW50aWwgaGVyZS5cbiAgdm9pZCBbYXJncy5rZWVwLCB2YXJzLmtlZXBdO1xuICB0aHJvdyBuZXcgTGliY0Vycm9yKFwiZXhlY3ZlXCIsIGVycm5vKCkpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxTQUNFLEtBQUssRUFDTCxPQUFPLEVBQ1AsS0FBSyxFQUNMLE9BQU8sRUFDUCxPQUFPLEVBQ1AsVUFBVSxFQUNWLElBQUksRUFDSixTQUFTLFFBQ0osYUFBYTtBQUVwQjs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGVBQWUsRUFBVSxFQUFFLEVBQVc7RUFDcEQsTUFBTSxRQUFRLE1BQU0sa0JBQWtCLE9BQU8sS0FBSyxDQUFDLElBQUksU0FBUyxFQUFFO0VBQ2xFLE1BQU0sT0FBTyxLQUFLLFFBQVEsYUFBYSxRQUFRLENBQUM7RUFDaEQsSUFBSSxTQUFTLE9BQU87SUFDbEIsTUFBTSxrQkFBa0IsT0FBTyxLQUFLLENBQUMsSUFBSSxTQUFTLE9BQU87RUFDM0Q7QUFDRjtBQUVBLDJDQUEyQyxHQUMzQyxPQUFPLFNBQVMsY0FBYyxFQUFVO0VBQ3RDLE9BQU8sQ0FBQyxNQUFNLGtCQUFrQixPQUFPLEtBQUssQ0FBQyxJQUFJLFNBQVMsRUFBRSxLQUMxRCxVQUFVLE1BQU07QUFDcEI7QUFFQSw4RUFBOEUsR0FDOUUsU0FBUyxPQUFPLE9BQWlCO0VBQy9CLE1BQU0sT0FBTyxRQUFRLEdBQUcsQ0FBQztFQUN6QixNQUFNLFFBQVEsSUFBSSxlQUFlLFFBQVEsTUFBTSxHQUFHO0VBQ2xELEtBQUssT0FBTyxDQUFDLENBQUMsR0FBRztJQUNmLEtBQUssQ0FBQyxFQUFFLEdBQUcsT0FBTyxLQUFLLGFBQWEsQ0FBQyxLQUFLLENBQUMsS0FBSyxhQUFhLENBQUMsRUFBRSxDQUFDO0VBQ25FO0VBQ0EsT0FBTztJQUFFO0lBQU87RUFBSztBQUN2QjtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsT0FDZCxJQUFZLEVBQ1osSUFBYyxFQUNkLEdBQTJCO0VBRTNCLE1BQU0sT0FBTyxPQUFPO0VBQ3BCLE1BQU0sT0FBTyxPQUFPLE9BQU8sT0FBTyxDQUFDLEtBQUssR0FBRyxDQUFDLENBQUMsQ0FBQyxHQUFHLEVBQUUsR0FBSyxHQUFHLEVBQUUsQ0FBQyxFQUFFLEdBQUc7RUFDbkUsT0FBTyxNQUFNLENBQUMsUUFBUSxPQUFPLEtBQUssS0FBSyxFQUFFLEtBQUssS0FBSztFQUNuRCxxRUFBcUU7RUFDckUsS0FBSztJQUFDLEtBQUssSUFBSTtJQUFFLEtBQUssSUFBSTtHQUFDO0VBQzNCLE1BQU0sSUFBSSxVQUFVLFVBQVU7QUFDaEMifQ==
// denoCacheMetadata=10180758462484035606,11410823224090413310