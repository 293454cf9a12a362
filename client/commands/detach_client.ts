/**
 * `berth detach-client [-t NAME]`: detaches one client (NAME is its tty,
 * as `list-clients` shows it, as tmux's `detach-client -t`), or the clients
 * attached to a session (as tmux's `detach-client -s`); without a name,
 * the session this runs inside. The session keeps running.
 *
 * @module
 */

import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/validate.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";

export const command: Command = {
  name: "detach-client",
  target: true,
  summary: "Detach a client, or the clients of a session (it keeps running)",
  usage: `Usage: berth detach-client [-t] [NAME]

Detaches client NAME (its tty or client-ID, as berth list-clients shows
it), or else every client attached to session NAME; without NAME, the
session this command runs inside ($BERTH). The session keeps running.

Exit codes: 0 done (also when no client was attached); 1 no such session,
no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "detach-client",
      args,
      TARGET_OPTION,
    );
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError("berth detach-client takes at most one session name");
    }
    const name = values.target ?? positionals[0] ??
      insideSession(global.socket, "detach-client", "a name (-t NAME)");
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global.socket);
    await requestOrFail(conn, { op: "detach-client", name });
    return 0;
  },
};
