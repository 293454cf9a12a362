/**
 * `berth upgrade`: replaces the running daemon's program by this berth's
 * code, keeping every session (see `server/daemon/upgrade.ts`). It speaks
 * the frozen part of the protocol (hello, `upgrade`, welcome), so that a
 * newer berth can upgrade an older daemon.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { Connection } from "../connection.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, cwdOf, UserError } from "./command.ts";
import { printLine } from "../stdout.ts";

/** How long the new daemon may take to answer on the socket (it starts a
 * worker pair per session: 20 sessions took 31 s at a load average of 55). */
const BACK_WITHIN_MS = 60_000;

export const command: Command = {
  name: "upgrade",
  summary: "Replace the running daemon by this berth, keeping every session",
  usage: `Usage: berth upgrade [--main PATH]

Replaces the running daemon's program by this berth's (after a git pull or
a new install) in the same process: every session, window and pane keeps
its program, pty, screen, history, modes and title; output written
meanwhile waits in the kernel and is read by the new daemon; exit statuses
are still collected. Attached clients say "daemon upgraded" and go on.

The new code is checked first: when it cannot start or cannot read the
daemon's state, the old daemon keeps running, unchanged, and this says why.

Options:
  --main PATH   the berth main.ts to run instead of this one's

Exit codes: 0 upgraded; 1 not upgraded (the daemon runs on as it was), or
no daemon runs.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("upgrade", args, {
      main: { type: "string" },
    });
    if (positionals.length > 0) {
      throw new UserError("upgrade takes no arguments");
    }
    if (global.host) {
      throw new UserError(
        "upgrade replaces a daemon with the code on its own host: run it there",
      );
    }
    const argv = await programArgv(values.main, cwdOf(global));
    const conn = await connectOrFail(global, "upgrade");
    const t0 = performance.now();
    const answer = await requestOrFail(conn, { op: "upgrade", argv });
    await conn.closed; // the exec closes it
    const pid = await backAgain(global.socket);
    const back = Math.round(performance.now() - t0);
    const [p0, p1] = answer.protocol;
    const protocol = p0 === p1 ? `protocol ${p0}` : `protocol ${p0} -> ${p1}`;
    printLine(
      `Upgraded the daemon (pid ${pid}) from berth ${answer.from} to ${answer.to} (${protocol}): ${answer.sessions} session${
        answer.sessions === 1 ? "" : "s"
      } kept; serving again after ${back} ms`,
    );
    return 0;
  },
};

/** Deno and its arguments up to the main.ts the daemon is to run. */
async function programArgv(
  main: string | undefined,
  cwd: string,
): Promise<string[]> {
  const url = main
    ? new URL(main, `file://${cwd}/`)
    : new URL("../../main.ts", import.meta.url);
  if (url.protocol === "file:") {
    try {
      await Deno.stat(url);
    } catch {
      throw new UserError(`No such file: ${decodeURIComponent(url.pathname)}`);
    }
  }
  const argv = [Deno.execPath(), "run", "-A", "--quiet"];
  const config = new URL("deno.json", url);
  if (url.protocol === "file:" && await exists(config)) {
    argv.push("--config", decodeURIComponent(config.pathname));
  }
  argv.push(url.href);
  return argv;
}

async function exists(url: URL): Promise<boolean> {
  try {
    await Deno.stat(url);
    return true;
  } catch {
    return false;
  }
}

/** Waits for the new daemon to answer on `socket`; its pid. */
async function backAgain(socket: string): Promise<number> {
  const deadline = Date.now() + BACK_WITHIN_MS;
  for (let wait = 5;; wait = Math.min(wait * 2, 100)) {
    try {
      const c = await Connection.open(socket, "upgrade");
      const pid = c.daemonPid;
      c.close();
      return pid ?? 0;
    } catch (err) {
      if (Date.now() > deadline) {
        throw new UserError(
          `The daemon did not come back after the upgrade (${
            (err as Error).message
          }); see its log`,
        );
      }
    }
    await new Promise((r) => setTimeout(r, wait));
  }
}
