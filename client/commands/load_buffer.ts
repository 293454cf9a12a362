/**
 * `berth load-buffer [-b NAME] PATH`: tmux's `load-buffer`, a file's
 * bytes (or stdin's, for `-`) into a paste buffer, as harnesses paste long
 * text (`load-buffer prompt.txt; paste-buffer -d -t %3`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { readAtMost } from "./_read_at_most.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { type Command, cwdOf, UserError } from "./command.ts";
import { MAX_BUFFER_BYTES } from "../../protocol/limits.ts";

export const command: Command = {
  name: "load-buffer",
  summary: "Put a file's contents (or stdin's) in a paste buffer",
  usage: `Usage: berth load-buffer [-b NAME] PATH

Sets buffer NAME to the bytes of file PATH (- reads stdin), as tmux's
load-buffer; without -b, they go in a new buffer on top of the stack, as
set-buffer's text does. A buffer holds at most 1 MiB.

Exit codes: 0 loaded; 1 an error (no such file, too large, a bad name,
no daemon).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "load-buffer",
      args,
      BUFFER_OPTION,
    );
    if (positionals.length !== 1) {
      throw new UserError(
        "load-buffer takes one file, or - for stdin (see berth load-buffer --help)",
      );
    }
    const buffer = bufferName(values.buffer);
    const data = await readPath(positionals[0], cwdOf(global));
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "set-buffer", buffer, data });
    return 0;
  },
};

/**
 * The bytes of `path` (stdin for `-`), refused past a buffer's limit
 * without reading more than one byte beyond it.
 */
async function readPath(path: string, cwd: string): Promise<Uint8Array> {
  let file: Deno.FsFile | null = null;
  try {
    file = path === "-" ? null : await Deno.open(
      path.startsWith("/") ? path : `${cwd}/${path}`,
    );
  } catch (err) {
    throw new UserError(
      `Cannot read ${path}: ${(err as Error).message}; check the path`,
    );
  }
  return await readAtMost(
    file ? file.readable : Deno.stdin.readable,
    MAX_BUFFER_BYTES,
    (max) => `A buffer holds at most ${max} bytes; ${path} has more`,
  );
}
