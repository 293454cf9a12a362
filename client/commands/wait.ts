/**
 * `berth wait NAME`: waits until a session's screen matches a regular
 * expression (`--text`), until it goes quiet (`--idle`), or until its
 * program exits (`--exit`). The exit code says which way it ended, so that
 * shell scripts can branch on it.
 *
 * @module
 */

import type { ExitStatus, Request } from "../../protocol/messages.ts";
import { MAX_TIMEOUT_MS } from "../../protocol/limits.ts";
import { namesPaneOrWindow } from "../../protocol/target.ts";
import {
  intOption,
  parseCommandArgs,
  secondsOption,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import {
  type Connection,
  ConnectionError,
  RequestError,
} from "../connection.ts";
import { connectExisting, reopenStream } from "../daemon_start.ts";
import { asUserError } from "./_connect.ts";
import {
  type Command,
  errorLine,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { printErrLine, printLine } from "../stdout.ts";

/** Exit code: the condition did not hold before --timeout. */
export const WAIT_TIMEOUT = 1;
/** Exit code: no such session, or it ended before the condition held. */
export const WAIT_GONE = 2;

type WaitRequest = Extract<Request, { op: "wait" }>;

export const command: Command = {
  name: "wait",
  summary: "Wait for text on a session's screen, quiet, or exit (for scripts)",
  usage:
    `Usage: berth wait NAME --text REGEX [-i] [--new] [--timeout SEC] [--json]
       berth wait NAME --idle MS [--timeout SEC] [--json]
       berth wait NAME --exit [--timeout SEC] [--json]

Waits until session NAME's screen matches REGEX, until it has printed
nothing for MS milliseconds, or until its program exits. The daemon matches
REGEX against its own screen model as the output arrives, so text that is
on the screen only for a moment is still seen.

Options:
  --text REGEX     a regular expression in RE2 syntax (no backreferences
                   or lookaround; matched in linear time), against the
                   visible rows joined by newlines, with trailing spaces
                   trimmed; ^ and $ match at every row ("m" flag)
  -i, --ignore-case
  --new            with --text: match only text that appears after the
                   wait began: screen rows changed or new since, and lines
                   scrolled into the history since (the prompt already
                   on the screen does not match; a changed row is matched
                   whole). Start it before the input that brings the
                   text: text shown before it began never matches
  --idle MS        no output for MS milliseconds
  --exit           the program has exited; prints how: "exited N" or
                   "killed SIGNAME" (a session that ended moments ago, or
                   one kept with --keep, answers at once); with -t
                   SESSION:WINDOW[.PANE] or %N, that pane's program (a
                   dead pane's, with remain-on-exit, at once; by its id
                   %N, one that closed moments ago too); with
                   remain-on-exit, a session's once every pane is dead:
                   the last one's status
  --timeout SEC    give up after SEC seconds (fractions allowed; default:
                   wait as long as it takes)
  --json           print one JSON object: {"ok":true}, with --exit
                   {"ok":true,"exit":{"code":N,"signal":null}}; on failure
                   {"ok":false,"error":"timeout"|"exited"|"not-found",
                   "message":"..."}

A live upgrade of the daemon (berth upgrade) does not end the wait: it
goes on with the new program, for the time it has left.

Exit codes:
  0  the condition holds (--exit: the program exited, whatever its status)
  1  timed out (a one-line message says so), or bad arguments
  2  the session does not exist (or no daemon runs), or it ended before
     the condition held`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("wait", args, {
      text: { type: "string" },
      "ignore-case": { type: "boolean", short: "i" },
      new: { type: "boolean" },
      idle: { type: "string" },
      exit: { type: "boolean" },
      timeout: { type: "string" },
      json: { type: "boolean" },
      ...TARGET_OPTION,
    });
    const { name } = sessionAndRest(
      "wait",
      values.target,
      positionals,
      0,
    );
    const conditions = [values.text, values.idle, values.exit].filter((v) =>
      v !== undefined && v !== false
    );
    if (conditions.length !== 1) {
      throw new UserError(
        conditions.length === 0
          ? "wait needs one of --text REGEX, --idle MS or --exit (see berth wait --help)"
          : "wait takes one of --text, --idle and --exit, not more: run one wait after the other",
      );
    }
    if (values.new && values.text === undefined) {
      throw new UserError(
        "--new goes with --text: it matches only text that appears after the wait began",
      );
    }
    const req: WaitRequest = {
      op: "wait",
      name,
      timeoutMs: secondsOption("--timeout", values.timeout),
    };
    if (values.text !== undefined) {
      const flags = values["ignore-case"] ? "mi" : "m";
      try {
        new RegExp(values.text, flags);
      } catch (err) {
        throw new UserError(
          `--text is not a valid regular expression: ${(err as Error).message}`,
        );
      }
      req.text = { source: values.text, flags };
      if (values.new) req.fresh = true;
    } else if (values.idle !== undefined) {
      req.idleMs = intOption("--idle", values.idle, 0, MAX_TIMEOUT_MS);
    } else {
      req.exit = true;
    }
    const outcome = await waitOn(global, req);
    report(outcome, req, values.json ?? false);
    return outcome.ok
      ? 0
      : outcome.error === "timeout"
      ? WAIT_TIMEOUT
      : WAIT_GONE;
  },
};

/** How a wait ended. */
type Outcome =
  | { ok: true; exit?: ExitStatus }
  | { ok: false; error: "timeout" | "exited" | "not-found"; message: string };

/** Sends the wait and sorts its result into the three outcomes. */
async function waitOn(
  where: GlobalOptions,
  req: WaitRequest,
): Promise<Outcome> {
  let conn: Connection;
  try {
    conn = await connectExisting(where, "cli");
  } catch (err) {
    if (err instanceof ConnectionError && err.kind === "no-daemon") {
      return {
        ok: false,
        error: "not-found",
        message: `No session named ${req.name}: no berth daemon is running on ${
          where.host?.label ?? where.socket
        }`,
      };
    }
    if (err instanceof ConnectionError && err.kind === "died") {
      return { ok: false, error: "not-found", message: err.message };
    }
    throw asUserError(err, where);
  }
  // A live upgrade of the daemon is no end: the wait goes on with the new
  // program, for the time it has left.
  conn.outlastUpgrades(() => reopenStream(where));
  try {
    const r = await conn.request(req);
    return r.exit ? { ok: true, exit: r.exit } : { ok: true };
  } catch (err) {
    if (err instanceof RequestError) {
      switch (err.code) {
        case "timeout":
          return {
            ok: false,
            error: "timeout",
            message: timeoutMessage(req),
          };
        case "exited":
          return {
            ok: false,
            error: "exited",
            message: `${upper(subject(req))} ended before ${what(req)}`,
          };
        case "not-found":
          return { ok: false, error: "not-found", message: err.message };
      }
      throw new UserError(err.message, 1, err.code);
    }
    if (err instanceof ConnectionError && err.kind === "closed") {
      // The daemon went (kill-server, a crash; not an upgrade, which the
      // connection outlasts): the session went with it, before the
      // condition held; exit 2, not 1, which means a timeout.
      return {
        ok: false,
        error: "exited",
        message: `${upper(subject(req))} ended before ${what(req)}: ${
          err.message.startsWith("The daemon stopped")
            ? lower(err.message)
            : `the daemon stopped (${err.message})`
        }`,
      };
    }
    if (err instanceof ConnectionError) {
      throw new UserError(`Lost the daemon: ${err.message}`);
    }
    throw err;
  } finally {
    conn.close();
  }
}

/** What the wait was for, in words. */
function what(req: WaitRequest): string {
  if (req.text) return `its screen matched /${req.text.source}/`;
  if (req.idleMs !== undefined) return `it was quiet for ${req.idleMs} ms`;
  return "it exited";
}

/** The one line a timeout prints. */
function timeoutMessage(req: WaitRequest): string {
  const after = `Timed out after ${(req.timeoutMs ?? 0) / 1000} s`;
  if (req.text) {
    return `${after} waiting for /${req.text.source}/ on ${
      subject(req)
    }'s screen`;
  }
  if (req.idleMs !== undefined) {
    return `${after}: ${subject(req)} did not go quiet for ${req.idleMs} ms`;
  }
  return `${after}: ${subject(req)} is still running`;
}

/**
 * What the wait is on, in words: `session NAME`, or `pane TARGET` for a
 * window or pane target (a session's name holds no : or .).
 */
function subject(req: WaitRequest): string {
  return `${namesPaneOrWindow(req.name) ? "pane" : "session"} ${req.name}`;
}

function upper(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

function lower(text: string): string {
  return text[0].toLowerCase() + text.slice(1);
}

/** Prints the outcome: stdout for data, stderr for the one-line failure. */
function report(outcome: Outcome, req: WaitRequest, json: boolean): void {
  if (json) printLine(JSON.stringify(outcome));
  if (!outcome.ok) {
    printErrLine(errorLine(outcome.message, outcome.error));
    return;
  }
  if (req.exit && !json) printLine(formatExit(outcome.exit!));
}

/** `exited 3` or `killed SIGTERM`. */
export function formatExit(status: ExitStatus): string {
  return status.signal ? `killed ${status.signal}` : `exited ${status.code}`;
}
