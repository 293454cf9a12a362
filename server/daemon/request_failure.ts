/**
 * `RequestFailure`: what the daemon's units throw when a request cannot be
 * done. The client gets an error response with its code and message; the
 * connection and the session carry on.
 *
 * @module
 */

import type { ErrorCode } from "../../protocol/messages.ts";

/** A request failed; the client gets an error response, nothing more. */
export class RequestFailure extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
    this.name = "RequestFailure";
  }
}
