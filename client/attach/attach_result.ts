/**
 * How an attach ends: the one line the client prints and its exit code.
 *
 * Exit codes follow ssh and `docker run -it`, so that
 * `berth new -- make && next` works:
 *
 * - 0: detached, or the session's child exited with status 0;
 * - N: the child exited with status N;
 * - 128 + the signal's number: a signal killed the child;
 * - 1: the daemon went away, dropped the client, or anything else failed.
 *
 * @module
 */

import type { EndMsg } from "../../protocol/messages.ts";
import { signalNumber } from "../../protocol/signals.ts";

/** Why the attach client left, as `attachSession` returns it. */
export interface AttachResult {
  /** The process exit code to use (see the module doc). */
  exitCode: number;
  /** The one line printed to stderr after the terminal was restored. */
  message: string;
  /** The daemon refused the attach: its error, as it sent it. */
  refusal?: { code: string; message: string };
}

/** The user detached (prefix, d). */
export function detachedResult(name: string): AttachResult {
  return { exitCode: 0, message: `[detached from session ${name}]` };
}

/** The daemon hung up or failed; `why` is a short lower-case reason. */
export function daemonGoneResult(why: string): AttachResult {
  return { exitCode: 1, message: `[daemon gone: ${why}]` };
}

/**
 * The daemon came back from `berth upgrade` speaking another protocol
 * than this berth (a `git pull` changed it): its refusal says which; the
 * new berth attaches.
 */
export function upgradedAwayResult(refusal: string): AttachResult {
  const to = /daemon speaks (\d+)/.exec(refusal)?.[1];
  const which = to ? `protocol ${to}` : "another protocol";
  return {
    exitCode: 1,
    message:
      `[daemon upgraded to ${which}: berth attach again, with the new berth]`,
  };
}

/** Something in the client failed. */
export function errorResult(err: unknown): AttachResult {
  const why = err instanceof Error ? err.message : String(err);
  return { exitCode: 1, message: `[attach failed: ${oneLine(why)}]` };
}

/** The daemon ended the attachment with `end`. */
export function endResult(end: EndMsg): AttachResult {
  const name = end.name;
  switch (end.reason) {
    case "detached":
      return detachedResult(name);
    case "server-exit":
      return daemonGoneResult("server exited");
    case "exited":
    case "killed": {
      const signal = end.status?.signal;
      if (signal) {
        return {
          exitCode: 128 + safeSignalNumber(signal),
          message: `[session ${name} killed by ${signal}]`,
        };
      }
      const code = end.status?.code;
      if (typeof code === "number") {
        return {
          exitCode: code & 0xff,
          message: `[session ${name} exited with status ${code}]`,
        };
      }
      // Ended without a status we can report (berth kill before the
      // child's exit was collected): not a normal end.
      return { exitCode: 1, message: `[session ${name} was killed]` };
    }
    default:
      return {
        exitCode: 1,
        message: `[session ${name} ended: ${oneLine(String(end.reason))}]`,
      };
  }
}

function safeSignalNumber(name: string): number {
  try {
    return signalNumber(name);
  } catch {
    return 0;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
