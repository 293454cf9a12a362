/**
 * `berth ls`: the sessions of a daemon, as a table or as JSON.
 *
 * @module
 */

import type {
  ListFormat,
  Responses,
  SessionInfo,
} from "../../protocol/messages.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import {
  FORMAT_HELP,
  FORMAT_OPTION,
  formatField,
  printFormatLines,
} from "./_list_format.ts";
import type { Command, GlobalOptions } from "./command.ts";
import { printLine } from "../stdout.ts";

export const command: Command = {
  name: "ls",
  summary: "List sessions: name, pid, windows, size, clients, created, command",
  usage: `Usage: berth ls [-F FORMAT | --json]

Lists the daemon's sessions. With no daemon running it says so and exits 1
(as tmux does); a daemon that had died has its socket removed. With -F,
one line a session, FORMAT expanded for it, its shown window and that
window's active pane (as tmux's ls -F: berth ls -F '#S').

Options:
${FORMAT_HELP}
  --json      one JSON array of session objects (name, pid, cols, rows,
              clients, created, lastActive, command, cwd, title, exit,
              windows: index, name, active, panes)

Exit codes: 0 listed (none, when the daemon has no sessions); 1 no daemon
runs, or an error.`,
  async run(args, global) {
    const { values } = parseCommandArgs("ls", args, {
      ...FORMAT_OPTION,
      json: { type: "boolean" },
    });
    const format = formatField("ls", values);
    const { sessions, lines } = await listSessions(global, format);
    if (format.format !== undefined) {
      printFormatLines("ls", lines);
    } else if (values.json) {
      printLine(JSON.stringify(sessions, null, 2));
    } else if (sessions.length > 0) {
      printLine(formatTable(sessions));
    }
    return 0;
  },
};

/** The daemon's sessions (ls never starts a daemon), and lines for `format`. */
async function listSessions(
  where: GlobalOptions,
  format: ListFormat,
): Promise<Responses["ls"]> {
  using conn = await connectOrFail(where);
  return await requestOrFail(conn, { op: "ls", ...format });
}

/** Aligned columns, like `tmux ls` but with a header. */
function formatTable(sessions: SessionInfo[]): string {
  const rows = [
    ["NAME", "PID", "WINDOWS", "SIZE", "CLIENTS", "CREATED", "COMMAND"],
  ];
  for (const s of sessions) {
    rows.push([
      s.name,
      String(s.pid),
      String(s.windows?.length ?? 1),
      `${s.cols}x${s.rows}`,
      clientsColumn(s),
      formatTime(s.created),
      s.command.join(" "),
    ]);
  }
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.map((r) => r[i].length))
  );
  return rows
    .map((r) =>
      r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join("  ")
    )
    .join("\n");
}

/**
 * Its clients, or how its program ended: a session whose panes are all
 * dead (`remain-on-exit`) may still have clients, "1 (exited 3)".
 */
function clientsColumn(s: SessionInfo): string {
  if (!s.exit) return String(s.clients);
  const exited = `exited ${s.exit.signal ?? s.exit.code}`;
  return s.clients ? `${s.clients} (${exited})` : exited;
}

/** Local time, with the date only when it is not the day of `now`. */
export function formatTime(ms: number, now = Date.now()): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${
    pad(d.getSeconds())
  }`;
  if (d.toDateString() === new Date(now).toDateString()) return time;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${
    pad(d.getDate())
  } ${time}`;
}
