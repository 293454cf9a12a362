/**
 * The CLI's way to reach the daemon: the library's connection functions,
 * with their `ConnectionError`s turned into one-line `UserError`s here, at
 * the edge, so that the library keeps its own errors.
 *
 * @module
 */

import { type Connection, ConnectionError } from "../connection.ts";
import {
  connectExisting,
  connectOrStart,
  localVersionLine,
  reopenStream,
  versionLine,
} from "../daemon_start.ts";
import type { DaemonAddress } from "../transport/byte_stream.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { currentTarget, type GlobalOptions, UserError } from "./command.ts";

/**
 * Connects to the daemon at `where` (a socket, or an address that may name
 * another host); a UserError when none runs.
 */
export async function connectOrFail(
  where: string | DaemonAddress,
  client = "cli",
): Promise<Connection> {
  try {
    const kind = typeof where === "string" ? client : where.client ?? client;
    return withCurrent(await connectExisting(where, kind), where, client);
  } catch (err) {
    throw asUserError(err, where);
  }
}

/**
 * A command's connection (`client` "cli") carries its current target
 * (`currentTarget`: `where` is the command's `GlobalOptions`), against
 * which the daemon reads the targets it sends, as tmux does; and it
 * outlasts a live upgrade of the daemon (`berth upgrade`): a request
 * refused meanwhile is sent again, and a wait goes on with the new daemon
 * (an attach turns that off: it resumes its own way).
 */
function withCurrent(
  conn: Connection,
  where: string | DaemonAddress | GlobalOptions,
  client: string,
): Connection {
  if (client === "cli") {
    conn.current = currentTarget(
      typeof where === "string" ? { socket: where } : where,
    );
    conn.outlastUpgrades(() => reopenStream(where));
  }
  return conn;
}

/**
 * Connects to the daemon at `where`, starting one when none runs (on
 * another host, its berth starts it); says so on stderr when the one
 * before had died. `forward`: over ssh, through ssh's forward (a command
 * that will attach on this connection).
 */
export async function connectOrStartOrFail(
  where: string | DaemonAddress,
  client = "cli",
  forward?: boolean,
): Promise<Connection> {
  try {
    const kind = typeof where === "string" ? client : where.client ?? client;
    const died = (died: ConnectionError) => {
      console.error(`berth: ${died.message}; starting a new one`);
    };
    const conn = await connectOrStart(where, kind, died, forward);
    return withCurrent(conn, where, client);
  } catch (err) {
    throw asUserError(err, where);
  }
}

/**
 * Turns connection failures into one-line errors; others pass. A daemon on
 * another host is called by the host's name.
 */
export function asUserError(
  err: unknown,
  where: string | DaemonAddress,
): unknown {
  if (!(err instanceof ConnectionError)) return err;
  const remote = typeof where === "string" ? undefined : where.host;
  const host = remote?.label;
  const label = host ?? (typeof where === "string" ? where : where.socket);
  // The hint names the daemon as it was picked: on a host, -L or --socket
  // is all that tells one daemon there from another.
  const pick = remote
    ? ["-H", remote.label, ...remote.socketArgs].map(shellQuote).join(" ") + " "
    : "";
  switch (err.kind) {
    case "no-daemon":
      return new UserError(
        `No berth daemon is running on ${label} (berth ${pick}new starts one)`,
        1,
        err.kind,
      );
    case "version":
      return new UserError(
        host
          ? versionLine(err.message, host)
          : localVersionLine(err.message, label),
        1,
        err.kind,
      );
    case "closed":
    case "fatal":
      return new UserError(
        `Lost the daemon on ${label}: ${err.message}`,
        1,
        err.kind,
      );
    default:
      // "ssh" among them: its message is ssh's own, as is.
      return new UserError(err.message, 1, err.kind);
  }
}
