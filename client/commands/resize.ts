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
import { part, requestOrFail } from "./_request.ts";
import type { Connection } from "../connection.ts";

export const command: Command = {
  name: "resize",
  target: true,
  summary: "Change a session's terminal size (for scripts)",
  usage: `Usage: berth resize NAME COLS ROWS
       berth resize-window -t NAME [-x COLS] [-y ROWS]

Resizes session NAME's terminal to COLS x ROWS; its program gets SIGWINCH.
tmux's -x and -y say the same (one alone keeps the other side). An
attached client that is then used (a key, a resize) sets the size back
to its own, as in tmux.

Exit codes: 0 resized; 1 an error (unknown session, no daemon, bad size).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("resize", args, {
      ...TARGET_OPTION,
      width: { type: "string", short: "x" },
      height: { type: "string", short: "y" },
    });
    const sides = values.width !== undefined || values.height !== undefined;
    const { name, rest: [c, r] } = sessionAndRest(
      "resize",
      values.target,
      positionals,
      sides ? 0 : 2,
      "COLS and ROWS",
    );
    using conn = await connectOrFail(global);
    const now = sides ? await sizeOf(conn, name) : undefined;
    const cols = intOption("COLS", values.width ?? c, 1, MAX_SIDE) ??
      now!.cols;
    const rows = intOption("ROWS", values.height ?? r, 1, MAX_SIDE) ??
      now!.rows;
    await requestOrFail(conn, { op: "resize", name, cols, rows });
    return 0;
  },
};

/** The size of the session `name` targets now, for the side not given. */
async function sizeOf(
  conn: Connection,
  name: string,
): Promise<{ cols: number; rows: number }> {
  const { text } = await requestOrFail(
    conn,
    part({
      op: "display-message",
      name,
      format: "#{window_width} #{window_height}",
      print: true,
    }),
  );
  const [cols, rows] = text.split(" ").map(Number);
  return { cols, rows };
}
