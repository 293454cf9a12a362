/**
 * `berth delete-buffer [-b NAME]`: drops a paste buffer.
 *
 * @module
 */

import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { onlyBufferArg } from "./_buffer_name.ts";
import type { Command } from "./command.ts";

export const command: Command = {
  name: "delete-buffer",
  summary: "Delete a paste buffer (the newest by default)",
  usage: `Usage: berth delete-buffer [-b NAME]

Deletes buffer NAME, or the newest without -b.

Exit codes: 0 deleted; 1 no such buffer (or none), no daemon runs, or an
error.`,
  async run(args, global) {
    const buffer = onlyBufferArg("delete-buffer", args);
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "delete-buffer", buffer });
    return 0;
  },
};
