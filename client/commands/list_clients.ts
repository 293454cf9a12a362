/**
 * `berth list-clients [-t SESSION] [--json]`: the attached clients (tmux's
 * `list-clients`), each with its name (tty), session, size and flags.
 *
 * @module
 */

import type { ClientInfo } from "../../protocol/messages.ts";
import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { printLine } from "../stdout.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";
import {
  FORMAT_HELP,
  FORMAT_OPTION,
  formatField,
  printFormatLines,
} from "./_list_format.ts";

export const command: Command = {
  name: "list-clients",
  target: "client",
  summary: "List the attached clients: name (tty), session, size, flags",
  usage: `Usage: berth list-clients [-t SESSION] [-F FORMAT | --json]

Lists the clients attached to the daemon's sessions (SESSION's only, with
-t), oldest first: NAME: SESSION [COLSxROWS] (flags), where NAME is the
client's tty (client-ID when it has none) and the flags say read-only or
suspended (prefix C-z, until fg). With -F, one line a client, FORMAT
expanded for it, its session's shown window and that window's active
pane (as tmux's: berth list-clients -F '#{client_tty}').

Options:
  -t SESSION  only the clients of SESSION
${FORMAT_HELP}
  --json      one JSON array of client objects (name, id, tty, pid,
              session, cols, rows, readOnly, suspended, created,
              lastActive, self)

Exit codes: 0 listed; 1 no such session, no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-clients", args, {
      ...TARGET_OPTION,
      ...FORMAT_OPTION,
      json: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError("list-clients takes no arguments; use -t");
    }
    const name = values.target;
    const why = name === undefined ? null : checkSessionName(name);
    if (why) throw new UserError(why);
    const format = formatField("list-clients", values);
    using conn = await connectOrFail(global);
    const { clients, lines } = await requestOrFail(conn, {
      op: "list-clients",
      ...(name === undefined ? {} : { name }),
      ...format,
    });
    if (format.format !== undefined) {
      printFormatLines("list-clients", lines);
      return 0;
    }
    if (values.json) {
      printLine(JSON.stringify(clients, null, 2));
      return 0;
    }
    for (const c of clients) printLine(clientLine(c));
    return 0;
  },
};

/** One client as tmux's list-clients shows it: `/dev/pts/3: work [80x24]`. */
export function clientLine(c: ClientInfo): string {
  const flags = [
    c.readOnly ? "read-only" : "",
    c.suspended ? "suspended" : "",
    c.pid ? `pid ${c.pid}` : "",
  ].filter(Boolean).join(", ");
  return `${c.name}: ${c.session} [${c.cols}x${c.rows}]${
    flags ? ` (${flags})` : ""
  }`;
}
