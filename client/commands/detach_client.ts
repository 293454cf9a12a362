/**
 * `berth detach-client [-t NAME]`: detaches the clients attached to a
 * session (as tmux's `detach-client -s`); without a name, the session this
 * runs inside. The session keeps running.
 *
 * @module
 */

import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/validate.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";

export const command: Command = {
  name: "detach-client",
  target: true,
  summary: "Detach the clients of a session (it keeps running)",
  usage: `Usage: berth detach-client [-t] [NAME]

Detaches every client attached to session NAME; without NAME, the session
this command runs inside ($BERTH). The session keeps running.

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
      insideSession(global.socket);
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global.socket);
    await requestOrFail(conn, { op: "detach-client", name });
    return 0;
  },
};

/** The session `$BERTH` names when it is one of this daemon's. */
function insideSession(socket: string): string {
  const inside = Deno.env.get("BERTH") ?? "";
  const comma = inside.lastIndexOf(",");
  if (comma < 0 || inside.slice(0, comma) !== socket) {
    throw new UserError(
      "berth detach-client needs a session name (-t NAME) outside a session",
    );
  }
  return inside.slice(comma + 1);
}
