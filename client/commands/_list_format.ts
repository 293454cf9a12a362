/**
 * tmux's `-F FORMAT` (`--format`) of the list commands (`ls`,
 * `list-windows`, `list-panes`, `list-clients`): the option, its checks,
 * and the lines the daemon expanded, one a row.
 *
 * @module
 */

import { MAX_FORMAT } from "../../protocol/limits.ts";
import type { ListFormat } from "../../protocol/messages.ts";
import { printLine } from "../stdout.ts";
import { UserError } from "./command.ts";

/** The `-F FORMAT` option. */
export const FORMAT_OPTION = {
  format: { type: "string", short: "F" },
} as const;

/** The `--help` lines of `-F` (options column at 12). */
export const FORMAT_HELP = `  -F, --format FORMAT
              print FORMAT for each one instead, tmux's formats
              expanded (berth display-message --help lists them)`;

/**
 * The request's `format` field for `values` (none without `-F`); throws
 * UserError for `-F` with `--json` or a format over `MAX_FORMAT`.
 */
export function formatField(
  cmd: string,
  values: { format?: string; json?: boolean },
): ListFormat {
  if (values.format === undefined) return {};
  if (values.json) throw new UserError("Choose one of -F and --json");
  if (values.format.length > MAX_FORMAT) {
    throw new UserError(
      `${cmd}: the format is over ${MAX_FORMAT} characters; shorten it`,
    );
  }
  return { format: values.format };
}

/**
 * Prints the expanded lines of an answer to a request with a format;
 * a daemon older than `-F` sent none (protocol step 18).
 */
export function printFormatLines(cmd: string, lines: string[] | undefined) {
  if (lines === undefined) {
    throw new UserError(
      `${cmd}: the running daemon is older than -F; berth upgrade replaces it with this berth`,
    );
  }
  if (lines.length > 0) printLine(lines.join("\n"));
}

/**
 * Prints a list command's answer: the expanded `lines` with `-F`, the
 * rows as one JSON array with `--json`, else `line` of each row.
 */
export function printRows<T>(
  cmd: string,
  values: { format?: string; json?: boolean },
  rows: T[],
  lines: string[] | undefined,
  line: (row: T) => string,
) {
  if (values.format !== undefined) printFormatLines(cmd, lines);
  else if (values.json) printLine(JSON.stringify(rows, null, 2));
  else for (const row of rows) printLine(line(row));
}
