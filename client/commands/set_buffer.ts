/**
 * `berth set-buffer [-b NAME] TEXT`: puts text in a paste buffer.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { type Command, UserError } from "./command.ts";
import { MAX_BUFFER_BYTES } from "../../protocol/limits.ts";

export const command: Command = {
  name: "set-buffer",
  summary: "Put text in a paste buffer",
  usage: `Usage: berth set-buffer [-b NAME] [--] TEXT...

Sets buffer NAME to TEXT (the arguments joined by single spaces, exactly as
given), replacing it when it exists; without -b, TEXT goes in a new buffer
on top of the stack (bufferN). A buffer holds at most 1 MiB; at most 50 are
kept, the oldest goes first.

Exit codes: 0 set; 1 an error (no text, too large, a bad name, no daemon).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "set-buffer",
      args,
      BUFFER_OPTION,
    );
    if (positionals.length === 0) {
      throw new UserError(
        "set-buffer takes the text to put in the buffer (see berth set-buffer --help)",
      );
    }
    const buffer = bufferName(values.buffer);
    const data = new TextEncoder().encode(positionals.join(" "));
    if (data.length > MAX_BUFFER_BYTES) {
      throw new UserError(
        `A buffer holds at most ${MAX_BUFFER_BYTES} bytes, not ${data.length}; set a smaller one`,
      );
    }
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "set-buffer", buffer, data });
    return 0;
  },
};
