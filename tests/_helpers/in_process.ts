/**
 * Runs a berth command of a test in the test's own process, as the daemon
 * runs a key binding's (`client/commands/_command_runner.ts`): the same
 * command code, the same real daemon over its real socket, without the
 * Deno start of a `berth` process. The suite makes about ten thousand
 * such calls; each process costs 60-110 ms of CPU (measured with
 * `/usr/bin/time` over `berth ls`), most of what CI's two cores spent.
 *
 * Only plain requests run here: what reads stdin, takes a terminal, runs
 * until stopped, or changes the process (global options, `--help`) runs
 * as a real `berth` process, as does every call with `BERTH_TEST_SPAWN=1`.
 * A `new -d` with no daemon listening starts one as the CLI does
 * (`startDaemon`), with the test's environment and directory, not this
 * process's: the suite starts about 650 daemons, and the `berth` process
 * that started each cost 0.17 s of CPU on average.
 * The command line itself (main.ts, cli.ts) keeps its own tests, and
 * `cliWith()` and `spawn()` always start it. Errors come back as the CLI
 * prints them (`errorLine`), on stderr; a command's stderr lines too.
 *
 * @module
 */

import {
  errorLine,
  jsonRequested,
  UserError,
} from "../../client/commands/command.ts";
import { findCommand } from "../../client/commands/index.ts";
import { withOutputTo } from "../../client/stdout.ts";
import { startDaemon } from "../../client/daemon_start.ts";
import { raceTimeout } from "../../protocol/timeout.ts";
import { pathExists } from "./path_exists.ts";

/** The daemons started here, by socket: their exit status. */
const started = new Map<string, Promise<Deno.CommandStatus>>();

/**
 * Waits (at most `timeoutMs`) for the exit of the daemon this process
 * started on `socket`, if any, once it has been stopped: until then its
 * process is a resource of the test's, which a test that checks its
 * resources finds open (CI: after kill-server the daemon's pid was gone,
 * a zombie, and Deno had not yet taken its status).
 */
export async function daemonExited(
  socket: string,
  timeoutMs = 10_000,
): Promise<void> {
  const status = started.get(socket);
  if (!status) return;
  await raceTimeout(status, timeoutMs, () => new Error()).catch(() => {});
  started.delete(socket);
}

/** What a command printed and returned. */
export interface InProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Commands that are requests to a running daemon and nothing more. */
const PLAIN = new Set([
  "bind",
  "bind-key",
  "break-pane",
  "capture",
  "capture-pane",
  "display",
  "display-message",
  "has-session",
  "join-pane",
  "kill-pane",
  "kill-server",
  "kill-session",
  "kill-window",
  "last-window",
  "list-buffers",
  "list-clients",
  "list-keys",
  "list-panes",
  "list-windows",
  "ls",
  "move-pane",
  "move-window",
  "new",
  "new-window",
  "next-window",
  "previous-window",
  "rename-session",
  "rename-window",
  "resize-pane",
  "respawn-pane",
  "rotate-window",
  "select-layout",
  "select-pane",
  "select-window",
  "send",
  "send-keys",
  "set",
  "set-buffer",
  "set-environment",
  "set-hook",
  "set-option",
  "set-window-option",
  "setenv",
  "setw",
  "show",
  "show-buffer",
  "show-environment",
  "show-hooks",
  "show-options",
  "showenv",
  "showw",
  "split-window",
  "swap-pane",
  "swap-window",
  "unbind",
  "unbind-key",
  "wait",
]);

/** Whether `args` may run here (the daemon must also be listening). */
function plain(args: string[]): boolean {
  const [name, ...rest] = args;
  if (!PLAIN.has(name)) return false;
  if (rest.some((a) => a === "--help" || a === "-h" || a === "--stdin")) {
    return false;
  }
  // `new` attaches unless told not to, and starts a daemon when none is.
  return name !== "new" || rest.includes("-d");
}

/** Whether a daemon listens on `socket` now. */
async function listening(socket: string): Promise<boolean> {
  try {
    (await Deno.connect({ transport: "unix", path: socket })).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `berth --socket SOCKET ...args` here, for a client with `env` in
 * `cwd`; null when it must run as a process of its own.
 */
export async function runInProcess(
  socket: string,
  env: Record<string, string>,
  cwd: string,
  args: string[],
): Promise<InProcessResult | null> {
  if (Deno.env.get("BERTH_TEST_SPAWN") === "1" || !plain(args)) return null;
  if (!(await listening(socket))) {
    // Anything else tells that none runs, and a socket left by a daemon
    // that died is removed with a word: as the process does.
    if (args[0] !== "new" || await pathExists(socket)) return null;
    try {
      await startDaemon(socket, {
        env,
        cwd,
        spawned: (child) => started.set(socket, child.status),
      });
    } catch {
      return null; // The process says why, as a user sees it.
    }
  }
  const cmd = await findCommand(args[0]);
  if (!cmd) return null;
  const out = new TextDecoder(), err = new TextDecoder();
  let stdout = "", stderr = "";
  try {
    const code = await withOutputTo(
      (bytes) => stdout += out.decode(bytes, { stream: true }),
      () => cmd.run(args.slice(1), { socket, env, cwd, findCommand }),
      (bytes) => stderr += err.decode(bytes, { stream: true }),
    );
    return { code, stdout, stderr };
  } catch (e) {
    // Anything else is a bug: the test shows its stack.
    if (!(e instanceof UserError)) throw e;
    stderr += errorLine(e.message, e.code) + "\n";
    return { code: e.exitCode, stdout, stderr };
  } finally {
    // Set by a --json command line: the next one's errors are its own.
    jsonRequested.yes = false;
  }
}
