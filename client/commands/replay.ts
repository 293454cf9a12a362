/**
 * `berth replay FILE`: feeds a recorded byte stream (a `script`
 * typescript, a raw dump, a pipe-pane log) through the VT engine in this
 * process and prints the final screen, as text or as JSON. No daemon.
 *
 * @module
 */

import { MAX_SIDE } from "../../protocol/limits.ts";
import { Terminal } from "../../vt/mod.ts";
import { intOption, parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { writeOut } from "../stdout.ts";

const DEFAULT_COLS = 80;
const DEFAULT_ROWS = 24;

export const command: Command = {
  name: "replay",
  summary: "Replay a recorded output stream and print the final screen",
  usage:
    `Usage: berth replay FILE [--cols C] [--rows R] [--json] [--scrollback] [--raw]

Feeds FILE (- for standard input) through berth's terminal emulator and
prints the screen it leaves: one line per row, trailing spaces trimmed.
FILE may be a raw dump of program output or a typescript from script(1),
whose "Script started on" and "Script done on" lines are skipped (and
whose header gives the size) unless --raw is given.

Options:
  --cols C       screen width (default: the typescript's COLUMNS, else 80)
  --rows R       screen height (default: the typescript's LINES, else 24)
  --json         one JSON object: {cols, rows, cursor, title, lines, cells}
  --scrollback   include the history above the screen (text: printed
                 first; JSON: a "scrollback" array of lines)
  --raw          feed every byte of FILE as it is, a typescript's header
                 and footer lines too, as a terminal would show them`,
  async run(args) {
    const { values, positionals } = parseCommandArgs("replay", args, {
      cols: { type: "string" },
      rows: { type: "string" },
      json: { type: "boolean" },
      scrollback: { type: "boolean" },
      raw: { type: "boolean" },
    });
    if (positionals.length !== 1) {
      throw new UserError(
        "replay takes one FILE, or - for standard input (see berth replay --help)",
      );
    }
    const raw = await readInput(positionals[0]);
    const { data, cols, rows } = values.raw
      ? { data: raw }
      : parseRecording(raw);
    const out = replay(data, {
      cols: intOption("--cols", values.cols, 1, MAX_SIDE) ?? cols ??
        DEFAULT_COLS,
      rows: intOption("--rows", values.rows, 1, MAX_SIDE) ?? rows ??
        DEFAULT_ROWS,
      json: values.json ?? false,
      scrollback: values.scrollback ?? false,
    });
    writeOut(new TextEncoder().encode(out));
    return 0;
  },
};

/** Reads a file, or all of standard input for "-". */
async function readInput(path: string): Promise<Uint8Array> {
  try {
    if (path === "-") {
      return new Uint8Array(
        await new Response(Deno.stdin.readable).arrayBuffer(),
      );
    }
    return await Deno.readFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new UserError(`Cannot read ${path}: no such file; check the path`);
    }
    if (err instanceof Deno.errors.PermissionDenied) {
      throw new UserError(`Cannot read ${path}: permission denied`);
    }
    if (err instanceof Deno.errors.IsADirectory) {
      throw new UserError(
        `Cannot read ${path}: it is a directory; give a file`,
      );
    }
    throw new UserError(
      `Cannot read ${path}: ${(err as Error).message.split("\n")[0]}`,
    );
  }
}

/** A recording with any `script` header and footer removed. */
export interface Recording {
  data: Uint8Array;
  /** Size from the typescript header, when it has one. */
  cols?: number;
  rows?: number;
}

const HEADER = "Script started on ";
const FOOTER = "Script done on ";

/**
 * Strips the header line util-linux `script` writes ("Script started on
 * ... [TERM=... COLUMNS="80" LINES="24"]") and its footer line ("Script
 * done on ..."), reading the size from the header.
 */
export function parseRecording(raw: Uint8Array): Recording {
  const latin = (from: number, to: number) =>
    String.fromCharCode(...raw.subarray(from, Math.min(to, raw.length)));
  let start = 0;
  let end = raw.length;
  const out: Recording = { data: raw };
  if (latin(0, HEADER.length) === HEADER) {
    const nl = raw.indexOf(0x0a);
    const header = new TextDecoder().decode(
      raw.subarray(0, nl < 0 ? raw.length : nl),
    );
    const cols = Number(/COLUMNS="(\d+)"/.exec(header)?.[1]);
    const rows = Number(/LINES="(\d+)"/.exec(header)?.[1]);
    if (cols >= 1 && cols <= MAX_SIDE) out.cols = cols;
    if (rows >= 1 && rows <= MAX_SIDE) out.rows = rows;
    start = nl < 0 ? raw.length : nl + 1;
  }
  // The footer is the last line; script puts its own newline before it.
  const tail = latin(Math.max(start, end - 200), end);
  const at = tail.lastIndexOf("\n" + FOOTER);
  if (at >= 0 && !tail.slice(at + 1).slice(0, -1).includes("\n")) {
    end = end - tail.length + at;
  }
  out.data = raw.subarray(start, Math.max(start, end));
  return out;
}

/** What `replay` prints. */
export interface ReplayOptions {
  cols: number;
  rows: number;
  json: boolean;
  scrollback: boolean;
}

/** Runs `data` through a terminal and renders the final screen. */
export function replay(data: Uint8Array, opts: ReplayOptions): string {
  const t = new Terminal({ cols: opts.cols, rows: opts.rows });
  // Feed in pty-sized pieces, as the parse worker would receive them.
  for (let i = 0; i < data.length; i += 65536) {
    t.write(data.subarray(i, i + 65536));
  }
  if (opts.json) {
    return JSON.stringify(
      t.snapshot({ scrollback: opts.scrollback ? -1 : 0 }),
    ) +
      "\n";
  }
  const lines: string[] = [];
  if (opts.scrollback) {
    for (let y = -t.scrollbackLength; y < 0; y++) lines.push(t.lineText(y));
  }
  for (let y = 0; y < t.rows; y++) lines.push(t.lineText(y));
  return lines.join("\n") + "\n";
}
