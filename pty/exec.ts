/**
 * Replacing the daemon's program in its own process, for a live upgrade:
 * `execve` keeps the pid, so the children stay its children (`waitpid`
 * still reaps them; a process handed the ptys over SCM_RIGHTS gets
 * ECHILD, measured), and keeps every fd not marked close-on-exec.
 *
 * @module
 */

import {
  check,
  cString,
  EINTR,
  errno,
  F_GETFD,
  F_SETFD,
  FD_CLOEXEC,
  libc,
  LibcError,
  size,
} from "./_libc.ts";
import { setNonblocking } from "./fd_io.ts";

/**
 * Marks `fd` close-on-exec or not. Pty masters are close-on-exec from
 * `posix_openpt` on, so that a spawned child never holds another pane's
 * master; only an upgrade clears it, on the fds it hands on.
 */
export function setCloseOnExec(fd: number, on: boolean): void {
  const flags = check("fcntl(F_GETFD)", libc().fcntl(fd, F_GETFD, 0n));
  const next = on ? flags | FD_CLOEXEC : flags & ~FD_CLOEXEC;
  if (next !== flags) {
    check("fcntl(F_SETFD)", libc().fcntl(fd, F_SETFD, BigInt(next)));
  }
}

/**
 * Hands `fd` on to the next program as fd `to` (a shell takes 0 to 9
 * only), blocking, as a shell reads it: dup2 closes what was `to` here, so
 * only an exec may follow. The description stays shared with `fd`.
 */
export function passFd(fd: number, to: number): void {
  setNonblocking(fd, false);
  if (fd === to) return setCloseOnExec(fd, false);
  check("dup2", libc().dup2(fd, to));
}

/** Writes all of `bytes` to blocking `fd`. */
export function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let off = 0; off < bytes.length;) {
    const n = libc().write(fd, bytes.subarray(off), size(bytes.length - off));
    if (n < 0) {
      const err = errno();
      if (err !== EINTR) throw new LibcError("write", err);
    } else off += n;
  }
}

/** Whether `fd` is close-on-exec (tests). */
export function isCloseOnExec(fd: number): boolean {
  return (check("fcntl(F_GETFD)", libc().fcntl(fd, F_GETFD, 0n)) &
    FD_CLOEXEC) !== 0;
}

/** A NULL-terminated `char *[]` of `strings`, with the strings it points to. */
function cArray(strings: string[]): { array: BigUint64Array; keep: unknown[] } {
  const keep = strings.map(cString);
  const array = new BigUint64Array(strings.length + 1);
  keep.forEach((s, i) => {
    array[i] = BigInt(Deno.UnsafePointer.value(Deno.UnsafePointer.of(s)));
  });
  return { array, keep };
}

/**
 * Runs `path` with `argv` and `env` in this process (execve(2)). Returns
 * only on failure, throwing a LibcError: the process then goes on as it
 * was.
 */
export function execve(
  path: string,
  argv: string[],
  env: Record<string, string>,
): never {
  const args = cArray(argv);
  const vars = cArray(Object.entries(env).map(([k, v]) => `${k}=${v}`));
  libc().execve(cString(path), args.array, vars.array);
  // Only reached on failure; `keep` held the strings alive until here.
  void [args.keep, vars.keep];
  throw new LibcError("execve", errno());
}
