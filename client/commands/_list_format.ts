/**
 * tmux's `-F FORMAT` (`--format`) of the list commands (`ls`,
 * `list-windows`, `list-panes`, `list-clients`): the option, its checks,
 * and the lines the daemon expanded, one a row.
 *
 * @module
 */

import { MAX_FORMAT } from "../../protocol/limits.ts";
import type {
  ListFormat,
  PaneInfo,
  WindowInfo,
} from "../../protocol/messages.ts";
import type { PaneListing } from "../library/target_handle.ts";
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
 * What `--json` asks the daemon to expand beside each pane (`paneJson`):
 * the tmux ids a script needs, as `-F` gives them. Names and titles hold
 * no tab (control characters never reach them).
 */
export const PANE_JSON_FORMAT =
  "#{session_name}\t#{session_id}\t#{window_id}\t#{pane_title}";

/** As `PANE_JSON_FORMAT`, beside each window (`windowJson`). */
export const WINDOW_JSON_FORMAT = "#{session_name}\t#{session_id}";

/** The request's `format` for `values`, `json` the one `--json` asks. */
export function formatOrJson(
  cmd: string,
  values: { format?: string; json?: boolean },
  json: string,
): ListFormat {
  const format = formatField(cmd, values);
  return values.json ? { format: json } : format;
}

/**
 * A pane as `list-panes --json` prints it (`paneJson`): the library's
 * `PaneListing` but its exit status, with tmux's `$N` and `@N`.
 */
export interface PaneJson extends Omit<PaneListing, "exit"> {
  /** tmux's `$N`. */
  sessionId: string;
  /** tmux's `@N`. */
  windowId: string;
}

/** A window as `list-windows --json` prints it (`windowJson`). */
export interface WindowJson {
  /** tmux's `@N`. */
  id?: string;
  index: number;
  session: string;
  /** tmux's `$N`. */
  sessionId: string;
  name: string;
  active: boolean;
  /** tmux's `#{window_flags}` (absent from daemons before it). */
  flags?: string;
  panes: number;
  cols?: number;
  rows?: number;
}

/**
 * A pane as `list-panes --json` prints it: `id` tmux's `%N`, with its
 * session's name and `$N`, its window's index and `@N`, its title (the
 * fields of `line`, `PANE_JSON_FORMAT` expanded), as the library's
 * `panes()` and `ls --json`'s `$N`, `list-windows --json`'s `@N`.
 */
export function paneJson(
  p: PaneInfo & { window?: number },
  line: string | undefined,
): PaneJson {
  const [session, sessionId, windowId, title] = fields(line, 4);
  const colon = p.target.lastIndexOf(":");
  return {
    id: `%${p.id}`,
    index: p.index,
    session,
    sessionId,
    window: p.window ??
      Number(p.target.slice(colon + 1, p.target.lastIndexOf("."))),
    windowId,
    target: p.target,
    active: p.active,
    x: p.x,
    y: p.y,
    cols: p.cols,
    rows: p.rows,
    pid: p.pid,
    command: p.command,
    title,
    dead: p.dead,
  };
}

/**
 * A window as `list-windows --json` prints it: `id` tmux's `@N`, with its
 * session's name and `$N` (the fields of `line`, `WINDOW_JSON_FORMAT`).
 */
export function windowJson(
  w: WindowInfo,
  line: string | undefined,
): WindowJson {
  const [session, sessionId] = fields(line, 2);
  return {
    id: w.id,
    index: w.index,
    session,
    sessionId,
    name: w.name,
    active: w.active,
    flags: w.flags,
    panes: w.panes,
    cols: w.cols,
    rows: w.rows,
  };
}

/** `line`'s `n` tab-separated fields (the last takes the rest). */
function fields(line: string | undefined, n: number): string[] {
  const parts = (line ?? "").split("\t");
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join("\t")];
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

/**
 * As `printRows`, with `--json` printing `json` of each row and the line
 * the daemon expanded for it (`formatOrJson`).
 */
export function printListing<T>(
  cmd: string,
  values: { format?: string; json?: boolean },
  rows: T[],
  lines: string[] | undefined,
  line: (row: T) => string,
  json: (row: T, line: string | undefined) => unknown,
) {
  if (values.json && values.format === undefined) {
    printLine(JSON.stringify(rows.map((r, i) => json(r, lines?.[i])), null, 2));
  } else printRows(cmd, values, rows, lines, line);
}
