/**
 * `berth save-buffer [-a] [-b NAME] PATH`: tmux's `save-buffer`, a paste
 * buffer's bytes into a file (or stdout, for `-`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { type Command, cwdOf, UserError } from "./command.ts";
import { writeOut } from "../stdout.ts";

export const command: Command = {
  name: "save-buffer",
  summary: "Write a paste buffer to a file (the newest by default)",
  usage: `Usage: berth save-buffer [-a] [-b NAME] PATH

Writes buffer NAME (the newest without -b) to file PATH as it is (- is
stdout), as tmux's save-buffer.

Options:
  -a  append to PATH rather than replace it

Exit codes: 0 saved; 1 no such buffer (or none), the file cannot be
written, no daemon runs, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("save-buffer", args, {
      ...BUFFER_OPTION,
      append: { type: "boolean", short: "a" },
    });
    if (positionals.length !== 1) {
      throw new UserError(
        "save-buffer takes one file, or - for stdout (see berth save-buffer --help)",
      );
    }
    const buffer = bufferName(values.buffer);
    using conn = await connectOrFail(global);
    const { data } = await requestOrFail(conn, { op: "show-buffer", buffer });
    const path = positionals[0];
    if (path === "-") {
      writeOut(data);
      return 0;
    }
    try {
      await Deno.writeFile(
        path.startsWith("/") ? path : `${cwdOf(global)}/${path}`,
        data,
        { append: values.append ?? false },
      );
    } catch (err) {
      throw new UserError(
        `Cannot write ${path}: ${(err as Error).message}; check the path`,
      );
    }
    return 0;
  },
};
