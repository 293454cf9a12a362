/**
 * `berth kill NAME`: ends a session (SIGHUP to its process group, SIGKILL
 * if it lingers).
 *
 * @module
 */

import {
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { type Command, UserError } from "./command.ts";
import { failure } from "./_request.ts";
import { RequestError } from "../connection.ts";

export const command: Command = {
  name: "kill",
  target: true,
  summary: "End a session (SIGHUP to its process group)",
  usage: `Usage: berth kill [-a] [[-t] TARGET]

Sends SIGHUP to the session's process group and waits until it is gone
(SIGKILL after 3 seconds; a program still there 5 seconds after the kill,
stuck, gets its pane closed then, and the exit code is 1). Attached clients
are told the session was killed.
TARGET is the session's name, or any target (tmux's): the session of
work:1, work.1 or %3, once that window and pane are found; $N the session
with that id (#{session_id}). Without one: the current session (inside
one), else the most recently active one, as tmux's.

  -a    end every other session instead, keeping TARGET's (tmux's -a);
        without a target, the current session's (inside one), else the
        most recently active one`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "kill",
      args,
      { ...TARGET_OPTION, all: { type: "boolean", short: "a" } },
    );
    // No target is the current session (":"), as tmux's: the one this
    // runs inside, else the most recently active; -a keeps it.
    const none = values.target === undefined && positionals.length === 0;
    const target = none ? ":" : values.target;
    const { name } = sessionAndRest("kill", target, positionals, 0);
    using conn = await connectOrFail(global);
    try {
      await conn.request(
        values.all ? { op: "kill", name, others: true } : { op: "kill", name },
      );
    } catch (err) {
      if (none && err instanceof RequestError && err.code === "not-found") {
        throw new UserError(
          "No session to kill: none is running (berth ls lists them)",
        );
      }
      throw failure(err);
    }
    return 0;
  },
};
