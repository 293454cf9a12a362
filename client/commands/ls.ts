/**
 * `berth ls`: the sessions of a daemon, as a table or as JSON.
 *
 * @module
 */

import type { SessionInfo } from "../../protocol/messages.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { Connection, ConnectionError } from "../connection.ts";
import { asUserError } from "../daemon_start.ts";
import type { Command, GlobalOptions } from "./command.ts";

export const command: Command = {
  name: "ls",
  summary: "List sessions: name, pid, size, clients, created, command",
  usage: `Usage: berth ls [--json]

Lists the daemon's sessions. With no daemon running it lists nothing.

Options:
  --json   one JSON array of session objects (name, pid, cols, rows,
           clients, created, lastActive, command, cwd, title, exit)`,
  async run(args, global) {
    const { values } = parseCommandArgs("ls", args, {
      json: { type: "boolean" },
    });
    const sessions = await listSessions(global);
    if (values.json) {
      console.log(JSON.stringify(sessions, null, 2));
    } else if (sessions.length > 0) {
      console.log(formatTable(sessions));
    }
    return 0;
  },
};

/** The daemon's sessions; none when no daemon runs (ls never starts one). */
async function listSessions(where: GlobalOptions): Promise<SessionInfo[]> {
  let conn: Connection;
  try {
    conn = await Connection.open(where);
  } catch (err) {
    if (err instanceof ConnectionError && err.kind === "no-daemon") return [];
    throw asUserError(err, where);
  }
  try {
    return (await conn.request({ op: "ls" })).sessions;
  } finally {
    conn.close();
  }
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

/** Local time, with the date only when it is not today. */
function formatTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${
    pad(d.getSeconds())
  }`;
  if (d.toDateString() === new Date().toDateString()) return time;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${
    pad(d.getDate())
  } ${time}`;
}
