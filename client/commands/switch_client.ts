/**
 * `berth switch-client [-c CLIENT] [-t TARGET | -n | -p | -l]`:
 * moves an attached client to another session without detaching it (as
 * tmux's). Run from a shell inside a session, it moves the client attached
 * there (the most recently active one); `-c` names another. `-T TABLE`
 * (tmux's) makes the client look its next key up in key table TABLE: the
 * attach client does that (step 46's `client-command`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { checkSessionName, checkTarget } from "../../protocol/names.ts";
import type { Request } from "../../protocol/messages.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";
import { keyTableProblem } from "../../protocol/options.ts";
import { commandWord } from "./_command_word.ts";
import { daemonKeys } from "./_key_table_arg.ts";
import type { Connection } from "../connection.ts";

/**
 * Refuses key table `name` unless a binding made it (or it is built in),
 * as tmux's `switch-client -T`: "table NAME doesn't exist".
 */
export async function needTable(conn: Connection, name: string) {
  const { keys } = await daemonKeys(conn);
  if (!keys.hasTable(tableAlias(name))) {
    throw new UserError(
      `switch-client: table ${name} doesn't exist; bind -T ${name} KEY COMMAND makes it`,
    );
  }
}

/** tmux's names of the copy table, as berth's. */
export function tableAlias(name: string): string {
  return name === "copy-mode" || name === "copy-mode-vi" ? "copy" : name;
}

export const command: Command = {
  name: "switch-client",
  summary: "Move an attached client to another session",
  usage:
    `Usage: berth switch-client [-c CLIENT] [-t TARGET | -n | -p | -l] [-T TABLE]

Moves a client to the session of TARGET (and shows its window, with its
pane as the active one, when TARGET names them: work:2, work:2.1,
work.1, %3, as tmux's), or to
the next (-n) or previous (-p) session in berth ls order, or to the last
session it was attached to (-l). The client is CLIENT (its tty, as berth
list-clients shows it); without -c, the client attached to the session
this command runs inside ($BERTH).

-T TABLE: the client's next key is looked up in key table TABLE (one a
bind -T made, or prefix, root, copy), then it goes back to its key-table
option's table, as tmux's (bind -T resize h 'resize-pane -L 5 ;
switch-client -T resize' makes a resize mode).

Exit codes: 0 switched; 1 no such session or client, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "switch-client",
      args,
      SWITCH_OPTIONS,
    );
    const req = switchRequest(values, positionals);
    if (values.client === undefined) {
      req.from = insideSession(
        global,
        "switch-client",
        "a client (-c CLIENT; berth list-clients lists them)",
      );
    }
    using conn = await connectOrFail(global);
    const table = values.keyTable;
    if (table !== undefined) await needTable(conn, table);
    // The session the client shows after the move (-T alone: none).
    const moves = req.name !== undefined || req.to !== undefined;
    const at = moves ? (await requestOrFail(conn, req)).name : req.from;
    if (table === undefined) return 0;
    await requestOrFail(conn, {
      op: "client-command",
      name: at ?? req.client!,
      ...(req.client !== undefined ? { client: req.client } : {}),
      line: `switch-client -T ${commandWord(table)}`,
    });
    return 0;
  },
};

/** The options of `switch-client` (the attach client parses them too). */
export const SWITCH_OPTIONS = {
  target: { type: "string", short: "t" },
  client: { type: "string", short: "c" },
  next: { type: "boolean", short: "n" },
  previous: { type: "boolean", short: "p" },
  last: { type: "boolean", short: "l" },
  keyTable: { type: "string", short: "T" },
} as const;

type SwitchRequest = Extract<Request, { op: "switch-client" }>;

/** The request for the options given; throws UserError on a mistake. */
export function switchRequest(
  values: {
    target?: string;
    client?: string;
    next?: boolean;
    previous?: boolean;
    last?: boolean;
    keyTable?: string;
  },
  positionals: string[],
): SwitchRequest {
  if (positionals.length > 0) {
    throw new UserError("switch-client takes no arguments; use -t");
  }
  const moves = [values.target !== undefined, values.next, values.previous]
    .concat(values.last).filter(Boolean).length;
  if (moves > 1 || (moves === 0 && values.keyTable === undefined)) {
    throw new UserError("switch-client takes one of -t, -n, -p, -l and -T");
  }
  if (values.keyTable !== undefined) {
    const why = keyTableProblem(values.keyTable);
    if (why) throw new UserError(`switch-client -T: ${why}`);
  }
  const req: SwitchRequest = { op: "switch-client" };
  if (values.target !== undefined) {
    // As typed: the daemon reads it as tmux does (a session, or with
    // `:`, `.` or `%` a pane, as tmux's switch-client).
    const target = values.target;
    const why = checkTarget(target);
    if (why) throw new UserError(why);
    req.name = target;
  }
  if (values.next) req.to = "next";
  if (values.previous) req.to = "previous";
  if (values.last) req.to = "last";
  if (values.client !== undefined) {
    const why = checkSessionName(values.client);
    if (why) throw new UserError(`Client ${values.client}: not a client name`);
    req.client = values.client;
  }
  return req;
}
