/**
 * `berth rename-session [-t OLD] NEW`: gives a session another name (as
 * tmux's); attached clients stay attached.
 *
 * @module
 */

import {
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";

export const command: Command = {
  name: "rename-session",
  target: true,
  summary: "Rename a session",
  usage: `Usage: berth rename-session [-t] OLD NEW

Renames session OLD to NEW; its clients stay attached. OLD is a name or
any target (the session of work:1, %3; $N, as tmux's). Without OLD, the
session this command runs inside ($BERTH), else (outside any) the most
recently active session, as tmux's. Programs already running there still
see the old name in $BERTH (as in tmux).

Exit codes: 0 renamed; 1 no such session, NEW is taken, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "rename-session",
      args,
      TARGET_OPTION,
    );
    // Just NEW: the current session, as tmux's: the one this runs inside
    // (or a key's command runs for), else the most recently active one
    // (the daemon reads ":" against the request's current target).
    const here = values.target === undefined && positionals.length === 1
      ? ":"
      : undefined;
    const { name, rest } = sessionAndRest(
      "rename-session",
      values.target ?? here,
      positionals,
      1,
      "the new name",
    );
    const why = checkSessionName(rest[0]);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "rename", name, newName: rest[0] });
    return 0;
  },
};
