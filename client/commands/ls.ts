/**
 * `berth ls`: the sessions of a daemon, as a table or as JSON.
 *
 * @module
 */

import type { SessionInfo } from "../../protocol/messages.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import type { Command, GlobalOptions } from "./command.ts";
import { printLine } from "../stdout.ts";

export const command: Command = {
  name: "ls",
  summary: "List sessions: name, pid, size, clients, created, command",
  usage: `Usage: berth ls [--json]

Lists the daemon's sessions. With no daemon running it says so and exits 1
(as tmux does); a daemon that had died has its socket removed.

Options:
  --json   one JSON array of session objects (name, pid, cols, rows,
           clients, created, lastActive, command, cwd, title, exit)

Exit codes: 0 listed (none, when the daemon has no sessions); 1 no daemon
runs, or an error.`,
  async run(args, global) {
    const { values } = parseCommandArgs("ls", args, {
      json: { type: "boolean" },
    });
    const sessions = await listSessions(global);
    if (values.json) {
      printLine(JSON.stringify(sessions, null, 2));
    } else if (sessions.length > 0) {
      printLine(formatTable(sessions));
    }
    return 0;
  },
};

/** The daemon's sessions (ls never starts a daemon). */
async function listSessions(where: GlobalOptions): Promise<SessionInfo[]> {
  using conn = await connectOrFail(where);
  return (await requestOrFail(conn, { op: "ls" })).sessions;
}

/** Aligned columns, like `tmux ls` but with a header. */
function formatTable(sessions: SessionInfo[]): string {
  const rows = [["NAME", "PID", "SIZE", "CLIENTS", "CREATED", "COMMAND"]];
  for (const s of sessions) {
    rows.push([
      s.name,
      String(s.pid),
      `${s.cols}x${s.rows}`,
      s.exit ? `exited ${s.exit.signal ?? s.exit.code}` : String(s.clients),
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
