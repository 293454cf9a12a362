/**
 * `berth run -- CMD ARGS...`: one shot. Runs CMD in a session of its own,
 * waits for it to exit, prints its final screen and removes the session;
 * exits with CMD's status. For CI jobs that need a program to think it is
 * on a terminal.
 *
 * @module
 */

import { MAX_SCROLLBACK, MAX_SIDE } from "../../protocol/limits.ts";
import { signalNumber } from "../../protocol/signals.ts";
import {
  envOption,
  intOption,
  parseCommandArgs,
  secondsOption,
  splitAtCommand,
} from "../cli_args.ts";
import { RequestError } from "../connection.ts";
import { asUserError, connectOrStartOrFail } from "./_connect.ts";
import { Berth, type RunResult, RunTimeoutError } from "../library/berth.ts";
import type { Capture } from "../library/target_handle.ts";
import { type Command, UserError } from "./command.ts";
import { failure } from "./_request.ts";
import { printLine } from "../stdout.ts";

const VALUE_OPTIONS = [
  "--cols",
  "--rows",
  "--timeout",
  "--cwd",
  "-e",
  "--env",
  "--scrollback",
];

/**
 * Signals that stop `berth run`, and its exit code for each: the shell's
 * 128 + N (Ctrl-C 130, SIGTERM 143, SIGHUP 129). The session goes with it.
 */
const STOP_SIGNALS: [Deno.Signal, number][] = [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
];

/**
 * Exit code when --timeout passes: timeout(1)'s, so that it cannot be
 * mistaken for a program that failed with status 1.
 */
const TIMEOUT_EXIT = 124;

export const command: Command = {
  name: "run",
  summary:
    "Run CMD on a terminal, print the final screen, exit with its status",
  usage: `Usage: berth run [options] [--] CMD ARGS...

Runs CMD in a new detached session, waits until it exits, prints its final
screen (trailing blank rows left out) and removes the session: berth new -d
--keep, wait --exit, capture and kill in one shot. CMD reads no input.

Options:
  --cols C, --rows R  terminal size (default 80x24)
  --timeout SEC       kill CMD after SEC seconds (fractions allowed)
  --cwd DIR           working directory (default: the current directory)
  -e, --env KEY=VAL   extra environment variable; repeat for more
  --scrollback N      also print the last N lines of history above the
                      screen; --all: all of it
  --json              one JSON object: {"status":{"code":N,"signal":null},
                      "screen":{...}}, the screen as berth capture --json
                      prints it; after --timeout {"status":null,
                      "error":"timeout","message":"...","screen":{...}}

The session is tied to this command: if berth run itself is killed (even
with SIGKILL), the daemon ends CMD and removes the session. A live upgrade
of the daemon (berth upgrade) goes unnoticed, but for a moment's delay.

Exit codes: CMD's exit status (128+N when signal N killed it); 124 when
--timeout passed (CMD is killed; the screen of that moment is printed,
and a one-line message says so), as timeout(1) does; 1 on an error (CMD
not found, no such directory ...); 130 on Ctrl-C, 143 on SIGTERM, 129 on
SIGHUP (CMD is killed).`,
  async run(args, global) {
    const split = splitAtCommand(args, VALUE_OPTIONS);
    const { values, positionals } = parseCommandArgs("run", split.own, {
      cols: { type: "string" },
      rows: { type: "string" },
      timeout: { type: "string" },
      cwd: { type: "string" },
      env: { type: "string", short: "e", multiple: true },
      scrollback: { type: "string" },
      all: { type: "boolean" },
      json: { type: "boolean" },
    });
    const cmd = [...positionals, ...split.command];
    if (cmd.length === 0) {
      throw new UserError("run needs a command (see berth run --help)");
    }
    if (values.all && values.scrollback !== undefined) {
      throw new UserError("Choose one of --scrollback N and --all");
    }
    const timeoutMs = secondsOption("--timeout", values.timeout);
    const opts = {
      cols: intOption("--cols", values.cols, 1, MAX_SIDE) ?? 80,
      rows: intOption("--rows", values.rows, 1, MAX_SIDE) ?? 24,
      cwd: values.cwd ?? (global.host ? undefined : Deno.cwd()),
      env: envOption(values.env ?? []),
      timeoutMs,
      capture: values.all
        ? "all" as const
        : intOption("--scrollback", values.scrollback, 0, MAX_SCROLLBACK),
    };

    using conn = await connectOrStartOrFail(global);
    // The library names its session by name alone: absolute targets.
    conn.current = undefined;
    const stop = new AbortController();
    let stoppedBy = 0;
    const listeners = STOP_SIGNALS.map(([sig, code]) => {
      const listener = () => {
        stoppedBy ||= code;
        stop.abort();
      };
      Deno.addSignalListener(sig, listener);
      return [sig, listener] as const;
    });
    let result: RunResult;
    try {
      result = await new Berth(conn, { remote: global.host !== undefined }).run(
        cmd,
        { ...opts, signal: stop.signal },
      );
    } catch (err) {
      if (stoppedBy) return stoppedBy;
      if (err instanceof RequestError && err.code === "timeout") {
        const message = `Timed out after ${timeoutMs! / 1000} s: ${
          cmd[0]
        } was killed`;
        const screen = err instanceof RunTimeoutError ? err.screen : null;
        printTimedOut(screen, message, values.json ?? false);
        throw new UserError(message, TIMEOUT_EXIT, "timeout");
      }
      if (err instanceof RequestError) throw failure(err);
      throw asUserError(err, global);
    } finally {
      for (const [sig, listener] of listeners) {
        Deno.removeSignalListener(sig, listener);
      }
    }
    printResult(result, values.json ?? false);
    return exitCode(result);
  },
};

function printResult({ status, screen }: RunResult, json: boolean): void {
  if (json) printLine(JSON.stringify({ status, screen: plainScreen(screen) }));
  else printScreen(screen);
}

/**
 * What --timeout leaves: the screen as it was when CMD was killed (for a
 * CI log to show where it hung), the JSON object with --json.
 */
function printTimedOut(
  screen: Capture | null,
  message: string,
  json: boolean,
): void {
  if (json) {
    printLine(JSON.stringify({
      status: null,
      error: "timeout",
      message,
      screen: screen && plainScreen(screen),
    }));
  } else if (screen) printScreen(screen);
}

/** The screen as `berth capture --json` prints it. */
function plainScreen(screen: Capture): Omit<Capture, "ansi" | "text"> {
  const { ansi: _ansi, text: _text, ...plain } = screen;
  return plain;
}

/** History asked for and the screen, trailing blank rows left out. */
function printScreen(screen: Capture): void {
  const lines = [...screen.scrollback ?? [], ...screen.lines];
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  if (lines.length > 0) printLine(lines.join("\n"));
}

/** The child's status as an exit code, the shell's way. */
function exitCode({ status }: RunResult): number {
  if (status.signal) {
    try {
      return 128 + signalNumber(status.signal);
    } catch {
      return 1;
    }
  }
  return (status.code ?? 1) & 0xff;
}
