/**
 * `berth switch-client [-c CLIENT] [-t TARGET | -n | -p | -l]`:
 * moves an attached client to another session without detaching it (as
 * tmux's). Run from a shell inside a session, it moves the client attached
 * there (the most recently active one); `-c` names another.
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

export const command: Command = {
  name: "switch-client",
  summary: "Move an attached client to another session",
  usage: `Usage: berth switch-client [-c CLIENT] [-t TARGET | -n | -p | -l]

Moves a client to the session of TARGET (and shows its window, with its
pane as the active one, when TARGET names them: work:2, work:2.1,
work.1, %3, as tmux's), or to
the next (-n) or previous (-p) session in berth ls order, or to the last
session it was attached to (-l). The client is CLIENT (its tty, as berth
list-clients shows it); without -c, the client attached to the session
this command runs inside ($BERTH).

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
    await requestOrFail(conn, req);
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
  },
  positionals: string[],
): SwitchRequest {
  if (positionals.length > 0) {
    throw new UserError("switch-client takes no arguments; use -t");
  }
  const moves = [values.target !== undefined, values.next, values.previous]
    .concat(values.last).filter(Boolean).length;
  if (moves !== 1) {
    throw new UserError("switch-client takes one of -t, -n, -p and -l");
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
