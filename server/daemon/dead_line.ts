/**
 * The line tmux 3.3a writes at the bottom of a pane whose program exited
 * while `remain-on-exit` is on (its `remain-on-exit-format` default, drawn
 * by `server_destroy_pane`):
 *
 *     Pane is dead (status 3, Sat Dec  5 09:29:53 2026)
 *     Pane is dead (signal 9, Sat Dec  5 09:30:04 2026)
 *
 * The signal is its number, as tmux's `sig2name` gives it on Linux (glibc
 * has no `sys_signame`); the time is `ctime(3)`'s, local, without its
 * newline (tmux's `#{t:pane_dead_time}`).
 *
 * @module
 */

import type { ExitStatus } from "../../protocol/messages.ts";
import { signalNumber } from "../../protocol/signals.ts";
import { ctime } from "../../protocol/ctime.ts";

/**
 * tmux's "Pane is dead" line for a program that ended with `status` at
 * `at`.
 *
 * @example
 * ```ts
 * import { deadLine } from "./dead_line.ts";
 * const at = new Date(2026, 11, 5, 9, 29, 53);
 * deadLine({ code: 3, signal: null }, at);
 * // "Pane is dead (status 3, Sat Dec  5 09:29:53 2026)"
 * deadLine({ code: 0, signal: "SIGKILL" }, at);
 * // "Pane is dead (signal 9, Sat Dec  5 09:29:53 2026)"
 * ```
 */
export function deadLine(status: ExitStatus, at: Date): string {
  const how = status.signal === null
    ? `status ${status.code}`
    : `signal ${signalNo(status.signal)}`;
  return `Pane is dead (${how}, ${ctime(at)})`;
}

/** A signal's number from its name (`SIG64`'s too, as `signalName` made it). */
export function signalNo(name: string): string {
  try {
    return String(signalNumber(name));
  } catch {
    return name.replace(/^SIG/, "");
  }
}
