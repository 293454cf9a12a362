/**
 * Requests from CLI commands: a daemon error becomes a one-line UserError.
 *
 * @module
 */

import type { Request, Responses } from "../../protocol/messages.ts";
import {
  type Connection,
  ConnectionError,
  RequestError,
} from "../connection.ts";
import { UserError } from "./command.ts";

/** Sends `req`; daemon errors and a lost daemon become UserError (exit 1). */
export async function requestOrFail<R extends Request>(
  conn: Connection,
  req: R,
): Promise<Responses[R["op"]]> {
  try {
    return await conn.request(req);
  } catch (err) {
    throw failure(err);
  }
}

/**
 * As `requestOrFail`, but null when the daemon finds no such session,
 * window or pane: for the rows of a listing that ended since it began.
 */
export async function requestOrSkip<R extends Request>(
  conn: Connection,
  req: R,
): Promise<Responses[R["op"]] | null> {
  try {
    return await conn.request(req);
  } catch (err) {
    if (err instanceof RequestError && err.code === "not-found") return null;
    throw failure(err);
  }
}

/** `err` as the CLI reports it: the daemon's errors as UserError. */
export function failure(err: unknown): unknown {
  if (err instanceof RequestError) {
    return new UserError(err.message, 1, err.code);
  }
  if (err instanceof ConnectionError) {
    return new UserError(`Lost the daemon: ${err.message}`, 1, err.kind);
  }
  return err;
}
