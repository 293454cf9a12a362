/**
 * `berth kill-server`: ends every session and the daemon.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { type Command, UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";

export const command: Command = {
  name: "kill-server",
  summary: "End every session and the daemon",
  usage: `Usage: berth kill-server

Sends SIGHUP to every session, tells attached clients, removes the socket and
stops the daemon.`,
  async run(args, global) {
    const { positionals } = parseCommandArgs("kill-server", args, {});
    if (positionals.length > 0) {
      throw new UserError("kill-server takes no arguments");
    }
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "kill-server" });
    // The daemon stops: the link's end is that, not one to open again
    // (over -H each try was another ssh login, for the 20 s the
    // connection waits out an upgrade).
    conn.outlastUpgrades(null);
    await conn.closed;
    return 0;
  },
};
