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
    if (err instanceof RequestError) throw new UserError(err.message);
    if (err instanceof ConnectionError) {
      throw new UserError(`Lost the daemon: ${err.message}`);
    }
    throw err;
  }
}
