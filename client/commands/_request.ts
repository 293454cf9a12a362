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

/**
 * `req` as one of the several requests of a command (a lookup, one of
 * many alike): it fires no `after-` hook of its own (step 41), as tmux
 * runs the hook of the command the user ran alone.
 */
export function part<R extends Request>(req: R): R {
  return { ...req, part: true };
}

/**
 * Runs the `after-COMMAND` hook of a command made of parts (`part`), or of
 * one the attach client runs itself (`copy-mode`), at `target` (else the
 * current one), as tmux's queue runs it after the command.
 */
export async function afterHook(
  conn: Pick<Connection, "request">,
  command: string,
  target?: string,
): Promise<void> {
  await conn.request(part({
    op: "set-hook",
    scope: "global",
    run: true,
    hook: `after-${command}`,
    ...(target === undefined ? {} : { name: target }),
  }));
}
