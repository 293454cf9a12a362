/**
 * What a kill waits for (`kill-pane`, `kill-window`, `kill`, their `-a`):
 * tmux takes a pane out at once, so a script's `kill-window -t x;
 * list-windows` never lists it. berth answers once what it killed is
 * gone from every list, which is at once: a pane (`Session.killPane`) and
 * a whole session (`Session.kill`) go now, their programs ended in the
 * background (`endings.ts`: SIGHUP, SIGKILL after the grace), the output
 * of one with a `pipe-pane` command read to the end for it. A `wait
 * --exit` on them gets the status once the programs have ended. A pane
 * still there `GONE_LIMIT_MS` after the kill is stuck (its program in the
 * kernel's uninterruptible sleep, or held by a debugger that does not let
 * its exit be seen; or its terminal held and written by a process of
 * another session): it is let go then, saying so in the log's one line.
 *
 * @module
 */

import type { ExitStatus } from "../../protocol/messages.ts";
import { KILL_GRACE_MS } from "./endings.ts";
import type { Pane } from "./pane.ts";

/**
 * How long after SIGKILL a killed pane may take to go: its exit seen and
 * its last output read take milliseconds, seconds on a loaded machine.
 */
const AFTER_SIGKILL_MS = 2000;

/** How long a kill waits for what it killed to go, from the SIGHUP. */
export const GONE_LIMIT_MS = KILL_GRACE_MS + AFTER_SIGKILL_MS;

/** The status a stuck pane's session ends with: its program's is unknown. */
export const STUCK_STATUS: ExitStatus = { code: null, signal: "SIGKILL" };

/** One line: why a killed pane was still there at `GONE_LIMIT_MS`. */
export function stuckLine(pane: Pane): string {
  const secs = GONE_LIMIT_MS / 1000;
  if (!pane.status) {
    return `Pane %${pane.id}'s program (pid ${pane.pid}) was still there ${
      AFTER_SIGKILL_MS / 1000
    } s after SIGKILL (ps -o stat= -p ${pane.pid}: D is stuck in the kernel, t held by a debugger); the pane was closed, and its program is reaped if it ever exits`;
  }
  return `Pane %${pane.id}'s program exited, but output to its terminal ${pane.pty.ptsName} went on (a process of another session holds it: fuser ${pane.pty.ptsName} finds it); the pane was closed ${secs} s after the kill, without the rest`;
}

/**
 * Kills each of `targets` with `kill`; one refused (its pane moving to
 * another session) leaves the others killed, then the first refusal is
 * thrown.
 */
export function killEach<T>(targets: T[], kill: (t: T) => void): void {
  let refused: unknown = null;
  for (const t of targets) {
    try {
      kill(t);
    } catch (err) {
      refused ??= err;
    }
  }
  if (refused !== null) throw refused;
}
