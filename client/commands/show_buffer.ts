/**
 * `berth show-buffer [-b NAME]`: a paste buffer's text on stdout, exactly
 * as it is held.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName, noPositionals } from "./_buffer_name.ts";
import type { Command } from "./command.ts";
import { writeOut } from "../stdout.ts";

export const command: Command = {
  name: "show-buffer",
  summary: "Print a paste buffer (the newest by default)",
  usage: `Usage: berth show-buffer [-b NAME]

Writes the text of buffer NAME (the newest without -b) to stdout as it is,
with no newline added.

Exit codes: 0 printed; 1 no such buffer (or none), no daemon runs, or an
error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "show-buffer",
      args,
      BUFFER_OPTION,
    );
    noPositionals("show-buffer", positionals);
    const buffer = bufferName(values.buffer);
    using conn = await connectOrFail(global.socket);
    const { data } = await requestOrFail(conn, { op: "show-buffer", buffer });
    writeOut(data);
    return 0;
  },
};
