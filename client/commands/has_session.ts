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
import { type Command, UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";

export const command: Command = {
  name: "has-session",
  target: true,
  summary: "Exit 0 if a session exists, 1 if not (for scripts)",
  usage: `Usage: berth has-session [-t] NAME

Prints nothing and exits 0 when session NAME exists (also one kept with
--keep after its program exited), or with -t %N the pane with that id;
says it does not and exits 1 otherwise.

Exit codes: 0 it exists; 1 it does not, no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "has-session",
      args,
      TARGET_OPTION,
    );
    const { name } = sessionAndRest(
      "has-session",
      values.target,
      positionals,
      0,
    );
    using conn = await connectOrFail(global);
    if (/^%\d+$/.test(name)) {
      // A pane id is the daemon's: its session exists while the pane does
      // (tmux's has-session -t %N); the daemon says when it does not.
      const req = { format: "#S", print: true };
      await requestOrFail(conn, { op: "display-message", name, ...req });
      return 0;
    }
    const { sessions } = await requestOrFail(conn, { op: "ls" });
    // tmux scripts write `=NAME` so that no prefix matches: berth's
    // has-session takes whole names only anyway.
    const exact = name.startsWith("=") ? name.slice(1) : null;
    if (!sessions.some((s) => s.name === name || s.name === exact)) {
      throw new UserError(
        `No session named ${exact ?? name} (berth ls lists them)`,
      );
    }
    return 0;
  },
};
