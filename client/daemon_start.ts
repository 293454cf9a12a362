/**
 * Finds the daemon, starting it when it is not running (as tmux does on the
 * first command that needs a server).
 *
 * @module
 */

import { logPathFor } from "../server/daemon/log.ts";
import {
  ensureSocketDir,
  SocketDirError,
} from "../server/daemon/socket_dir.ts";
import { UserError } from "./commands/command.ts";
import { Connection, ConnectionError } from "./connection.ts";
import { PROTOCOL_VERSION } from "../protocol/messages.ts";
import type { DaemonAddress } from "./transport/byte_stream.ts";

/** How long a starting daemon gets to open its socket. */
const START_TIMEOUT_MS = 15_000;

/**
 * Connects to the daemon at `where` (a socket, or an address that may
 * name another host); throws UserError when none runs.
 */
export async function connectExisting(
  where: string | DaemonAddress,
  client = "cli",
): Promise<Connection> {
  try {
    return await Connection.open(where, client);
  } catch (err) {
    throw asUserError(err, where);
  }
}

/**
 * Connects to the daemon at `where`, starting one when none runs (on
 * another host, its berth starts it).
 */
export async function connectOrStart(
  where: string | DaemonAddress,
  client = "cli",
): Promise<Connection> {
  if (typeof where !== "string" && where.host) {
    try {
      return await Connection.open(where, client, { start: true });
    } catch (err) {
      throw asUserError(err, where);
    }
  }
  const socket = typeof where === "string" ? where : where.socket;
  try {
    return await Connection.open(socket, client);
  } catch (err) {
    if (!(err instanceof ConnectionError && err.kind === "no-daemon")) {
      throw asUserError(err, socket);
    }
  }
  await startDaemon(socket);
  return await connectExisting(socket, client);
}

/** Turns connection failures into one-line errors. */
export function asUserError(
  err: unknown,
  where: string | DaemonAddress,
): Error {
  const host = typeof where === "string" ? undefined : where.host?.label;
  const socket = host ?? (typeof where === "string" ? where : where.socket);
  if (err instanceof ConnectionError) {
    switch (err.kind) {
      case "no-daemon":
        return new UserError(
          `No berth daemon is running on ${socket} (berth ${
            host ? `-H ${host} ` : ""
          }new starts one)`,
        );
      case "version":
        return new UserError(
          host ? versionLine(err.message, host) : err.message,
        );
      case "ssh":
        return new UserError(err.message);
      default:
        return new UserError(`Lost the daemon on ${socket}: ${err.message}`);
    }
  }
  if (err instanceof Deno.errors.PermissionDenied) {
    return new UserError(
      `Permission denied on ${socket}; is it another user's daemon?`,
    );
  }
  return err as Error;
}

/**
 * The version mismatch with a daemon on `host`, naming both versions (the
 * daemon's message has its number) and what to do.
 */
function versionLine(message: string, host: string): string {
  const theirs = message.match(/daemon speaks (\d+)/)?.[1];
  if (!theirs) return `The daemon on ${host}: ${message}`;
  return `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on ${host} speaks ${theirs}: use the same berth version on both machines`;
}

/** Starts a daemon on `socket` and waits until it accepts connections. */
export async function startDaemon(socket: string): Promise<void> {
  try {
    ensureSocketDir(socket);
  } catch (err) {
    if (err instanceof SocketDirError) throw new UserError(err.message);
    throw err;
  }
  const args = ["run", "-A", "--quiet"];
  const config = new URL("../deno.json", import.meta.url);
  if (config.protocol === "file:") args.push("--config", config.pathname);
  args.push(
    new URL("../main.ts", import.meta.url).href,
    "--socket",
    socket,
    "__daemon",
  );
  const child = new Deno.Command(Deno.execPath(), {
    args,
    stdin: "null",
    stdout: "null",
    stderr: "null",
    detached: true, // setsid: the daemon outlives this terminal
  }).spawn();
  child.unref();

  let exited = false;
  child.status.then(() => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (let wait = 5; Date.now() < deadline; wait = Math.min(wait * 2, 100)) {
    try {
      (await Deno.connect({ transport: "unix", path: socket })).close();
      return;
    } catch {
      // Not listening yet.
    }
    if (exited) {
      // Another client may have won the race to start a daemon.
      try {
        (await Deno.connect({ transport: "unix", path: socket })).close();
        return;
      } catch {
        throw new UserError(
          `The daemon failed to start: ${lastLogError(socket)}`,
        );
      }
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  throw new UserError(
    `The daemon did not open ${socket} within ${
      START_TIMEOUT_MS / 1000
    } s; see ${logPathFor(socket)}`,
  );
}

/** The daemon's last logged error, for a failed start. */
function lastLogError(socket: string): string {
  const path = logPathFor(socket);
  try {
    const lines = Deno.readTextFileSync(path).trimEnd().split("\n");
    const last = lines.findLast((l) => l.includes(" error ")) ?? lines.at(-1) ??
      "";
    return last.replace(/^\S+ error \[\d+\] /, "") || `see ${path}`;
  } catch {
    return `see ${path}`;
  }
}
