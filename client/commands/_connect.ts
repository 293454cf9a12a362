/**
 * The CLI's way to reach the daemon: the library's connection functions,
 * with their `ConnectionError`s turned into one-line `UserError`s here, at
 * the edge, so that the library keeps its own errors.
 *
 * @module
 */

import { type Connection, ConnectionError } from "../connection.ts";
import { connectExisting, connectOrStart } from "../daemon_start.ts";
import { UserError } from "./command.ts";

/** Connects to the daemon at `socket`; a UserError when none runs. */
export async function connectOrFail(
  socket: string,
  client = "cli",
): Promise<Connection> {
  try {
    return await connectExisting(socket, client);
  } catch (err) {
    throw asUserError(err, socket);
  }
}

/**
 * Connects to the daemon at `socket`, starting one when none runs; says so
 * on stderr when the one before had died.
 */
export async function connectOrStartOrFail(
  socket: string,
  client = "cli",
): Promise<Connection> {
  try {
    return await connectOrStart(socket, client, (died) => {
      console.error(`berth: ${died.message}; starting a new one`);
    });
  } catch (err) {
    throw asUserError(err, socket);
  }
}

/** Turns connection failures into one-line errors; others pass. */
export function asUserError(err: unknown, socket: string): unknown {
  if (!(err instanceof ConnectionError)) return err;
  switch (err.kind) {
    case "no-daemon":
      return new UserError(
        `No berth daemon is running on ${socket} (berth new starts one)`,
      );
    case "closed":
    case "fatal":
      return new UserError(`Lost the daemon on ${socket}: ${err.message}`);
    default:
      return new UserError(err.message);
  }
}
