/**
 * `berth has-session -t NAME`: whether a session exists, for scripts (as
 * tmux's `has-session`): silent exit 0 when it does, one line and exit 1
 * when it does not or no daemon runs.
 *
 * @module
 */

import {
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import type { Command } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";

export const command: Command = {
  name: "has-session",
  target: true,
  summary: "Exit 0 if a session exists, 1 if not (for scripts)",
  usage: `Usage: berth has-session [[-t] NAME]

Prints nothing and exits 0 when session NAME exists (also one kept with
--keep after its program exited); says it does not and exits 1 otherwise.
Without NAME, whether there is a current session: the one this command
runs inside ($BERTH), else the most recently active one (any), as tmux's.
NAME is found as every target: the exact name, else a unique prefix of one
(as tmux's; =NAME takes the exact name only), a session id ($N), or a
pane id (%N); a target with a window or pane (work:1, work.1, tmux's)
needs them to exist too.

Exit codes: 0 it exists; 1 it does not, no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "has-session",
      args,
      TARGET_OPTION,
    );
    // No NAME: the current session (the one this runs in; outside any,
    // the most recently active), as tmux's: exit 0 when there is one.
    const { name } = sessionAndRest(
      "has-session",
      values.target ?? (positionals.length === 0 ? ":" : undefined),
      positionals,
      0,
    );
    using conn = await connectOrFail(global);
    // The daemon finds the session as every target: an exact name, else a
    // unique prefix (tmux's; scripts write =NAME for the exact name only),
    // or a pane id's session. The smallest request that resolves one.
    await requestOrFail(conn, { op: "list-windows", name });
    return 0;
  },
};
