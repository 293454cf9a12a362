/**
 * `berth show-buffer [-b NAME]`: a paste buffer's text on stdout, exactly
 * as it is held.
 *
 * @module
 */

import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { onlyBufferArg } from "./_buffer_name.ts";
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
    const buffer = onlyBufferArg("show-buffer", args);
    using conn = await connectOrFail(global);
    const { data } = await requestOrFail(conn, { op: "show-buffer", buffer });
    writeOut(data);
    return 0;
  },
};
