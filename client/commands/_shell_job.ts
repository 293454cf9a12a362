/**
 * What `run-shell` and `if-shell` share: the request that has the daemon
 * run a shell command (tmux's server runs it too: over `-H`, on that
 * host), its target and its directory.
 *
 * @module
 */

import type { ExitStatus, Request } from "../../protocol/messages.ts";
import { signalNumber } from "../../protocol/signals.ts";
import { cwdOf, type GlobalOptions, UserError } from "./command.ts";
import { herePane, paneTarget } from "./_pane.ts";

/**
 * The target of a shell command: `-t` (`:WINDOW.PANE` inside a session is
 * its own), else the pane this command runs in, else none (the daemon
 * then expands formats for the most recently active session).
 */
export function jobTarget(
  global: GlobalOptions,
  target: string | undefined,
): string | undefined {
  const given = target !== undefined && target !== "";
  if (!given && herePane(global) === undefined) return undefined;
  return paneTarget("run-shell", target, global);
}

/**
 * The `run-shell` request for `command`: in `-c DIR` (relative to this
 * command's directory), else this command's directory; over `-H` DIR
 * must be absolute, and without it the daemon picks (the target
 * session's directory, else its home).
 */
export function jobRequest(
  global: GlobalOptions,
  command: string,
  opts: {
    target?: string;
    dir?: string;
    background?: boolean;
    view?: boolean;
  },
): Extract<Request, { op: "run-shell" }> {
  if (global.host && opts.dir !== undefined && !opts.dir.startsWith("/")) {
    throw new UserError(
      `-c over -H names a directory on ${global.host.label}: give its absolute path there`,
    );
  }
  const cwd = opts.dir === undefined
    ? (global.host ? undefined : cwdOf(global))
    : opts.dir.startsWith("/")
    ? opts.dir
    : `${cwdOf(global)}/${opts.dir}`;
  const name = jobTarget(global, opts.target);
  return {
    op: "run-shell",
    command,
    ...(name === undefined ? {} : { name }),
    ...(cwd === undefined ? {} : { cwd }),
    ...(opts.background ? { background: true } : {}),
    ...(opts.view ? { view: true } : {}),
  };
}

/** A shell's exit status as an exit code: 128+N when signal N ended it. */
export function exitCode(exit: ExitStatus | undefined): number {
  if (!exit) return 0;
  return exit.signal !== null ? 128 + signalNumber(exit.signal) : exit.code!;
}
