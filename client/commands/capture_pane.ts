/**
 * `berth capture-pane [-ep] [-S START] [-E END] [-t TARGET]`: tmux's
 * `capture-pane -p`, printing a pane's screen as `berth capture` does.
 * tmux's flags that berth's capture has an equal for map to it; the rest
 * are refused in one line.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { MAX_BUFFER_BYTES, MAX_SCROLLBACK } from "../../protocol/limits.ts";
import { type Command, type GlobalOptions, UserError } from "./command.ts";
import {
  type CaptureLines,
  NO_ALTERNATE_SCREEN,
} from "../../protocol/messages.ts";
import {
  type CaptureRead,
  captureText,
  captureWithHistory,
} from "./capture.ts";
import { printLine } from "../stdout.ts";
import { joinRows } from "../../protocol/join_rows.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { bufferName } from "./_buffer_name.ts";

/** tmux's flags that berth has no equal for, and what each does there. */
const REFUSED: Record<string, string> = {
  P: "an incomplete escape sequence",
  T: "trailing positions",
};

export const command: Command = {
  name: "capture-pane",
  target: true,
  summary: "tmux's capture-pane -p: print a pane's screen",
  usage:
    `Usage: berth capture-pane [-aCeJNpq] [-b NAME] [-S START] [-E END] [-t TARGET]

As tmux's capture-pane -p: prints the pane's screen, one line per row,
trailing spaces trimmed (berth capture --help).

Options:
  -p          print to stdout: what berth does without -b too
  -b NAME     without -p: put the lines in paste buffer NAME instead
              (each line ends with a newline, as tmux's)
  -e          with SGR escapes (colours, bold ...): berth capture --ansi
  -C          escape what is not printable as octal, \\ooo (ESC of -e's
              escapes as \\033), and a backslash as \\\\, as tmux's
  -J          rows the terminal wrapped joined into the lines the program
              wrote: berth capture --join (trailing spaces still trimmed)
  -N          keep each row's trailing spaces: up to the last cell the
              program wrote, as tmux's
  -a          the screen behind the alternate one: while a full-screen
              program (vim, less) shows its own, the shell's screen it
              covers, without history; an error when there is none
  -q          with -a: an empty line, and exit 0, when there is none
  -S START    the first line: 0 the screen's top row (the default), -N
              N lines of history above it (-S -N alone is --scrollback
              N), a positive N the screen's row N, - the oldest line of
              history (-S - alone is --all)
  -E END      the last line, numbered as START: - (the default) the
              screen's last row; -E -1 the newest line of history
  -t TARGET   the pane: SESSION[:WINDOW[.PANE]], or %N (its id, unique
              in the daemon); without -t, inside a session, the pane it
              runs in

As in tmux, START and END past either end stop there, and an END above
START swaps them; with -J they count rows still, and a wrapped row goes
on into the next one of the range, as in tmux. tmux's -P and -T (which
tmux 3.3a does not have) have no equal in berth and are refused. Unlike tmux's, without -p and -b it
prints, as berth capture does.

Exit codes: 0 printed; 1 an error (unknown target, no daemon).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "capture-pane",
      joinLineValues(args),
      {
        print: { type: "boolean", short: "p" },
        escapes: { type: "boolean", short: "e" },
        join: { type: "boolean", short: "J" },
        start: { type: "string", short: "S" },
        end: { type: "string", short: "E" },
        target: { type: "string", short: "t" },
        buffer: { type: "string", short: "b" },
        trailing: { type: "boolean", short: "N" },
        alternate: { type: "boolean", short: "a" },
        quiet: { type: "boolean", short: "q" },
        octal: { type: "boolean", short: "C" },
        ...Object.fromEntries(
          Object.keys(REFUSED).map((f) => [
            `tmux-${f}`,
            { type: "boolean" as const, short: f },
          ]),
        ),
      },
    );
    for (const [f, what] of Object.entries(REFUSED)) {
      if ((values as Record<string, unknown>)[`tmux-${f}`]) {
        throw new UserError(
          `capture-pane -${f} (${what}) is not supported by berth (see berth capture-pane --help)`,
        );
      }
    }
    if (positionals.length > 0) {
      throw new UserError(
        `capture-pane takes no arguments, not "${
          positionals[0]
        }"; name the pane with -t (see berth capture-pane --help)`,
      );
    }
    const start = lineNumber("-S", values.start);
    const end = lineNumber("-E", values.end);
    const name = paneTarget("capture-pane", values.target, global);
    // -p wins over -b, as in tmux.
    const buffer = values.print ? undefined : bufferName(values.buffer);
    const kind = values.escapes ? "ansi" : "text";
    const read = { trailing: values.trailing, alternate: values.alternate };
    let text: string;
    try {
      text = end === "-" && (start === "-" || start <= 0)
        // The history's last lines and the screen: capture's own request.
        ? await captureText(
          global,
          name,
          start === "-" ? -1 : -start,
          kind,
          values.join,
          read,
        )
        : await rangeText(global, name, start, end, kind, values.join, read);
    } catch (err) {
      // tmux's -q: no alternate screen is no error; an empty line.
      const none = err instanceof UserError &&
        err.message === NO_ALTERNATE_SCREEN;
      if (!none || !values.quiet) throw err;
      if (buffer === undefined) printLine("");
      return 0;
    }
    if (values.octal) text = escapeC0(text);
    if (buffer === undefined) {
      printLine(text);
      return 0;
    }
    const data = new TextEncoder().encode(`${text}\n`);
    if (data.length > MAX_BUFFER_BYTES) {
      throw new UserError(
        `The capture is ${data.length} bytes and a buffer holds at most ${MAX_BUFFER_BYTES}; capture fewer lines (-S, -E)`,
      );
    }
    await paneRequest(global, { op: "set-buffer", buffer, data });
    return 0;
  },
};

/**
 * Lines `start` to `end` of target `name` (tmux's numbers: 0 the screen's
 * top row), past either end stopping there, swapped when `end` is above
 * `start`, joined by newlines. With `join`, as tmux's -J: the numbers
 * still count rows, and a row the terminal wrapped goes on into the next
 * one of the range.
 */
async function rangeText(
  global: GlobalOptions,
  name: string,
  start: number | "-",
  end: number | "-",
  kind: CaptureLines,
  join = false,
  read: CaptureRead = {},
): Promise<string> {
  const { lines, history, wrapped } = await captureWithHistory(
    global,
    name,
    historyFor(start, end),
    kind,
    join,
    read,
  );
  // Line n is lines[history + n]; "-" is the first or the last line.
  const at = (n: number | "-", dash: number) =>
    n === "-" ? dash : Math.min(Math.max(history + n, 0), lines.length - 1);
  const [from, to] = [at(start, 0), at(end, lines.length - 1)].sort((a, b) =>
    a - b
  );
  const rows = lines.slice(from, to + 1);
  return join
    ? joinRows(rows, (i) => wrapped.has(from + i)).join("\n")
    : rows.join("\n");
}

/**
 * `-S -3000` as `-S-3000`: tmux's line values start with -, which the
 * option parser takes for a forgotten value when they stand apart.
 */
function joinLineValues(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--") {
      out.push(...args.slice(i));
      break;
    }
    if (/^-[a-zA-Z]*[SE]$/.test(args[i]) && i + 1 < args.length) {
      out.push(args[i] + args[++i]);
    } else {
      out.push(args[i]);
    }
  }
  return out;
}

/**
 * tmux's -C: a backslash as `\\`, and every other byte that is not
 * printable (ESC of -e's escapes, SO, SI, DEL) as `\` and three octal
 * digits, as tmux 3.3a's `grid_string_cells` writes them; the newlines
 * between lines stay.
 */
export function escapeC0(text: string): string {
  return text.replace(
    // deno-lint-ignore no-control-regex
    /[\\\x00-\x09\x0b-\x1f\x7f]/g,
    (c) =>
      c === "\\" ? "\\\\" : `\\${c.charCodeAt(0).toString(8).padStart(3, "0")}`,
  );
}

/** The history lines a range asks for: -1 all, else a count. */
function historyFor(start: number | "-", end: number | "-"): number {
  if (start === "-") return -1;
  return Math.min(Math.max(0, -start, end === "-" ? 0 : -end), MAX_SCROLLBACK);
}

/**
 * A line of `-S`/`-E`: 0 the screen's top row, negative lines of history,
 * positive rows of the screen, "-" (the default) the oldest line of
 * history for -S and the screen's last row for -E.
 */
function lineNumber(flag: string, value: string | undefined): number | "-" {
  if (value === undefined || value === "-") {
    return value === undefined && flag === "-S" ? 0 : "-";
  }
  if (/^-?\d+$/.test(value)) {
    const n = Number(value);
    return Math.max(-MAX_SCROLLBACK, Math.min(n, MAX_SCROLLBACK));
  }
  throw new UserError(
    `capture-pane ${flag} ${value}: a line is a number (0 the screen's top row, -N lines of history above it) or -`,
  );
}
