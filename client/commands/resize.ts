/**
 * `berth resize NAME COLS ROWS`: changes a session's terminal size.
 *
 * @module
 */

import { MAX_SIDE } from "../../protocol/limits.ts";
import {
  intOption,
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import type { Command } from "./command.ts";
import { requestOrFail } from "./_request.ts";

export const command: Command = {
  name: "resize",
  target: true,
  summary: "Change a session's terminal size (for scripts)",
  usage: `Usage: berth resize NAME COLS ROWS

Resizes session NAME's terminal to COLS x ROWS; its program gets SIGWINCH.
An attached client that is then used (a key, a resize) sets the size back
to its own, as in tmux.

Exit codes: 0 resized; 1 an error (unknown session, no daemon, bad size).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "resize",
      args,
      TARGET_OPTION,
    );
    const { name, rest: [c, r] } = sessionAndRest(
      "resize",
      values.target,
      positionals,
      2,
      "COLS and ROWS",
    );
    const cols = intOption("COLS", c, 1, MAX_SIDE)!;
    const rows = intOption("ROWS", r, 1, MAX_SIDE)!;
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "resize", name, cols, rows });
    return 0;
  },
};
