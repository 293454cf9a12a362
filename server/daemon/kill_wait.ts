/**
 * What a kill waits for (`kill-pane`, `kill-window`, `kill`, their `-a`):
 * tmux takes a pane out at once, so a script's `kill-window -t x;
 * list-windows` never lists it. berth answers once what it killed is
 * gone from every list. A pane, not its session's last, goes at once
 * (`Session.killPane`), its program ended in the background (`endings.ts`:
 * SIGHUP, SIGKILL after the grace) and its output read to the end
 * (`pipe-pane`'s command gets it). A session's end waits for its programs
 * (its exit status is theirs). A pane still there `GONE_LIMIT_MS` after
 * the kill is stuck (its program in the kernel's uninterruptible sleep,
 * or held by a debugger that does not let its exit be seen; or its
 * terminal held and written by a process of another session): it is let
 * go then, saying so in one line (the log's, or the kill's failure when
 * the session's end waited for it), rather than hang.
 *
 * @module
 */

import type { ExitStatus } from "../../protocol/messages.ts";
import { after } from "../../protocol/timer.ts";
import { KILL_GRACE_MS } from "./endings.ts";
import type { Pane } from "./pane.ts";
import { RequestFailure } from "./request_failure.ts";

/**
 * How long after SIGKILL a killed pane may take to go: its exit seen and
 * its last output read take milliseconds, seconds on a loaded machine.
 */
const AFTER_SIGKILL_MS = 2000;

/** How long a kill waits for what it killed to go, from the SIGHUP. */
export const GONE_LIMIT_MS = KILL_GRACE_MS + AFTER_SIGKILL_MS;

/** The status a stuck pane's session ends with: its program's is unknown. */
export const STUCK_STATUS: ExitStatus = { code: null, signal: "SIGKILL" };

/** Resolves true once `p` settles, false when `ms` pass first. */
export function settlesWithin(
  p: Promise<unknown>,
  ms: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    const cancel = after(ms, () => resolve(false));
    const done = () => {
      cancel();
      resolve(true);
    };
    p.then(done, done);
  });
}

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
 * Waits for every kill in `kills` (each rejects when it was stuck), then
 * rejects with the first one's failure: the others are gone by then too.
 */
export async function allGone(kills: Promise<unknown>[]): Promise<void> {
  const settled = await Promise.allSettled(kills);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

/** Fails with the first stuck session's line (`Session.kill`'s), if any. */
export function failIfStuck(lines: (string | null)[]): void {
  const stuck = lines.find((l) => l !== null);
  if (stuck) throw new RequestFailure("timeout", stuck);
}
