/**
 * How a daemon being upgraded refuses a request: the error "busy" with a
 * message of its own, so that a client can tell it from a session's full
 * input buffer (also "busy") and send the request again in a moment
 * (`client/connection.ts`: a script's connection outlasts an upgrade).
 * Daemons before this module sent the same words: the test is on them,
 * not on a new error code, which those daemons' clients would not know.
 *
 * @module
 */

/** The daemon's answer to any request while it is being upgraded. */
export const UPGRADING_MESSAGE =
  "The daemon is being upgraded; retry in a moment";

/** Whether an error answer is a daemon being upgraded refusing a request. */
export function isUpgradeRefusal(code: string, message: string): boolean {
  return code === "busy" && message.startsWith("The daemon is being upgraded");
}
