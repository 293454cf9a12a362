/**
 * `berth capture NAME`: prints a session's screen as text, with SGR
 * escapes, or as the JSON object `berth replay --json` prints.
 *
 * @module
 */

import {
  intOption,
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { MAX_SCROLLBACK } from "../../protocol/limits.ts";
import type {
  CaptureAnswer,
  CaptureLines,
  CaptureLinesAnswer,
} from "../../protocol/messages.ts";
import { connectOrFail } from "./_connect.ts";
import { type Command, type GlobalOptions, UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { printLine } from "../stdout.ts";

export const command: Command = {
  name: "capture",
  target: true,
  summary: "Print a session's screen: text, --ansi or --json (for scripts)",
  usage: `Usage: berth capture NAME [--ansi | --json [--brief]]
                     [--scrollback N | --all] [--join]

Prints the screen of session NAME: one line per row, all rows, trailing
spaces trimmed, wide characters once. A session kept with --keep after its
program exited still shows its final screen.

Options:
  --ansi          the same lines with SGR escapes (colours, bold ...)
  --json          one JSON object, as berth replay --json prints it:
                  {cols, rows, cursor, title, lines, cells, scrollback?}
  --brief         with --json: without "cells" (each cell's character and
                  style: nearly all of the object, 360 KB at 80x24)
  --scrollback N  also the last N lines of history above the screen (text:
                  printed first; JSON: a "scrollback" array)
  --all           all of the history above the screen
  --join          rows the terminal wrapped joined into the lines the
                  program wrote: a long line comes out whole (text and
                  --ansi; tmux's capture-pane -J)

Exit codes: 0 printed; 1 an error (unknown session, no daemon).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("capture", args, {
      ansi: { type: "boolean" },
      json: { type: "boolean" },
      scrollback: { type: "string" },
      all: { type: "boolean" },
      join: { type: "boolean" },
      brief: { type: "boolean" },
      ...TARGET_OPTION,
    });
    const { name } = sessionAndRest(
      "capture",
      values.target,
      positionals,
      0,
    );
    if (values.ansi && values.json) {
      throw new UserError("Choose one of --ansi and --json");
    }
    if (values.brief && !values.json) {
      throw new UserError("--brief goes with --json: the text has no cells");
    }
    if (values.all && values.scrollback !== undefined) {
      throw new UserError("Choose one of --scrollback N and --all");
    }
    if (values.join && values.json) {
      throw new UserError(
        "--join goes with text or --ansi: --json gives the rows as they are",
      );
    }
    const scrollback = values.all
      ? -1
      : intOption("--scrollback", values.scrollback, 0, MAX_SCROLLBACK) ?? 0;
    // Text and --ansi ask for the lines alone: the screen's cells, which
    // only --json prints, are most of a whole answer (212 KB at 80x24).
    const lines = values.json ? undefined : values.ansi ? "ansi" : "text";
    await printCapture(global, name, scrollback, lines, values.join, {
      brief: values.brief,
    });
    return 0;
  },
};

/**
 * Prints the screen of target `name` with `scrollback` lines of history
 * (-1: all): its lines, wrapped rows joined with `join`, or (`lines`
 * undefined) the JSON object.
 */
export async function printCapture(
  global: GlobalOptions,
  name: string,
  scrollback: number,
  lines: CaptureLines | undefined,
  join = false,
  read: CaptureRead = {},
): Promise<void> {
  printLine(await captureText(global, name, scrollback, lines, join, read));
}

/**
 * What `printCapture` prints, without the last newline; `read` as the
 * `capture` request's `trailing` and `alternate` (tmux's `-N`, `-a`).
 */
export async function captureText(
  global: GlobalOptions,
  name: string,
  scrollback: number,
  lines: CaptureLines | undefined,
  join = false,
  read: CaptureRead = {},
): Promise<string> {
  using conn = await connectOrFail(global);
  const { brief, ...fields } = read;
  const r: CaptureAnswer = await requestOrFail(conn, {
    op: "capture",
    name,
    scrollback,
    lines,
    ...(join ? { join } : {}),
    ...fields,
  });
  if (join && !("joined" in r && r.joined)) {
    throw new UserError(
      "The running daemon is older than --join (capture-pane -J); berth upgrade replaces it with this berth",
    );
  }
  return printed(r, lines, brief);
}

/**
 * tmux's `capture-pane -N` and `-a`: the `capture` request's fields; and
 * `brief`: the JSON object without its cells.
 */
export interface CaptureRead {
  trailing?: boolean;
  alternate?: boolean;
  brief?: boolean;
}

/**
 * The lines of target `name`, history first (`scrollback` lines of it, -1
 * all), as text or with SGR escapes, and how many of them are history.
 * A daemon before the lines answer said `history` sends the whole screen
 * instead, whose height says where the history ends. With `wrapped`, the
 * rows the terminal wrapped keep their trailing blanks and are listed.
 */
export async function captureWithHistory(
  global: GlobalOptions,
  name: string,
  scrollback: number,
  kind: CaptureLines,
  wrapped = false,
  read: CaptureRead = {},
): Promise<{ lines: string[]; history: number; wrapped: Set<number> }> {
  using conn = await connectOrFail(global);
  // Typed as the union: the request's type says the whole screen.
  const r = await requestOrFail(conn, {
    op: "capture",
    name,
    scrollback,
    lines: kind,
    ...(wrapped ? { join: "rows" as const } : {}),
    ...read,
  }) as CaptureAnswer;
  if (wrapped && !("lines" in r && r.wrapped)) {
    throw new UserError(
      "The running daemon is older than capture-pane -J with line numbers; berth upgrade replaces it with this berth",
    );
  }
  if ("lines" in r && r.history !== undefined) {
    return { lines: r.lines, history: r.history, wrapped: new Set(r.wrapped) };
  }
  const whole: CaptureAnswer = await requestOrFail(conn, {
    op: "capture",
    name,
    scrollback,
  });
  if ("lines" in whole) throw new Error("capture: a lines answer unasked");
  const lines = wholeLines(whole, kind);
  return {
    lines,
    history: lines.length - whole.screen.rows,
    wrapped: new Set(),
  };
}

/** What capture prints from either kind of answer (an older daemon's). */
function printed(
  r: CaptureAnswer,
  lines: CaptureLines | undefined,
  brief = false,
): string {
  if ("lines" in r) return r.lines.join("\n");
  if (lines === undefined && brief) {
    const { cells: _, ...rest } = r.screen;
    return JSON.stringify(rest);
  }
  if (lines === undefined) return JSON.stringify(r.screen);
  return wholeLines(r, lines).join("\n");
}

/** The lines of a whole answer, history first, as `kind` asks. */
function wholeLines(
  r: Exclude<CaptureAnswer, CaptureLinesAnswer>,
  kind: CaptureLines,
): string[] {
  return kind === "ansi"
    ? r.ansi
    : [...r.screen.scrollback ?? [], ...r.screen.lines];
}
