/**
 * `berth source-file [FILE]`: makes the running daemon read its config
 * file again (as tmux's `source-file`); with FILE, reads that file on top
 * of the settings in force. Clients that attach afterwards get the result.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";

export const command: Command = {
  name: "source-file",
  summary: "Reload the config file in the running daemon",
  usage: `Usage: berth source-file [FILE]

Without FILE, the daemon reads its config file again from scratch
(defaults, then the file: what it read at start). With FILE, it reads FILE
on top of the settings in force. Each warning (a broken line, an unknown
setting, a bad value) is printed on stderr; the rest of the file applies.
Clients attached already keep their keys until they attach again.

Exit codes: 0 read with no warnings; 1 warnings (printed), no daemon
runs, or bad arguments.`,
  async run(args, global) {
    const { positionals } = parseCommandArgs("source-file", args, {});
    if (positionals.length > 1) {
      throw new UserError("source-file takes at most one file");
    }
    // The daemon's working directory is not ours.
    const path = positionals[0] === undefined
      ? undefined
      : positionals[0].startsWith("/")
      ? positionals[0]
      : `${Deno.cwd()}/${positionals[0]}`;
    using conn = await connectOrFail(global.socket);
    const { warnings } = await requestOrFail(conn, {
      op: "source-file",
      ...(path === undefined ? {} : { path }),
    });
    for (const w of warnings) console.error(`berth: ${w}`);
    return warnings.length === 0 ? 0 : 1;
  },
};
