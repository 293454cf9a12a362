/**
 * `berth start-server`: starts the daemon (which reads the config file)
 * when none runs, as tmux's `start-server`; answers once the config's
 * commands have run. A daemon with no session ends two seconds later, as
 * tmux's server with `exit-empty`, unless the config made one.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { connectOrStartOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";

export const command: Command = {
  name: "start-server",
  summary: "Start the daemon (and its config's commands) if none runs",
  usage: `Usage: berth start-server

Starts the daemon when none runs, which reads the config file and runs its
commands, and returns once they have run. A daemon left without a session
ends two seconds later, as tmux's server does (exit-empty): make a session in
the config, or right after, with berth new -d.

Exit codes: 0 the daemon runs; 1 it could not be started, or bad arguments.`,
  async run(args, global) {
    const { positionals } = parseCommandArgs("start-server", args, {});
    if (positionals.length > 0) {
      throw new UserError("start-server takes no arguments");
    }
    using conn = await connectOrStartOrFail(global);
    // Any request waits for the config's commands to have run.
    await requestOrFail(conn, { op: "ls" });
    return 0;
  },
};
