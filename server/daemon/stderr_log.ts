/**
 * Sends the daemon's own stderr (fd 2) to its log file. The daemon runs
 * with stderr on /dev/null; what Deno itself prints there (a runtime
 * thread's panic, a V8 fatal error) would leave no trace, so it goes to
 * the log, appended beside the daemon's own lines.
 *
 * @module
 */

import {
  O_APPEND,
  O_CLOEXEC,
  O_CREAT,
  O_WRONLY,
  processLibc,
} from "./_process_libc.ts";

/**
 * Points fd 2 at `path` (appending), unless stderr is a terminal (a
 * developer running the daemon by hand sees it there). Returns whether it
 * did; a log that cannot be opened leaves stderr as it was.
 */
export function stderrToLog(path: string): boolean {
  if (Deno.stderr.isTerminal()) return false;
  const libc = processLibc();
  const cpath = new TextEncoder().encode(path + "\0");
  const fd = libc.open(cpath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600);
  if (fd < 0) return false;
  const ok = libc.dup2(fd, 2) === 2;
  libc.close(fd);
  return ok;
}
