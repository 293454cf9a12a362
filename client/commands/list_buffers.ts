/**
 * `berth list-buffers`: the daemon's paste buffers, newest first, as tmux
 * lists them (`buffer0: 42 bytes: "text"`) or as JSON.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { noPositionals } from "./_buffer_name.ts";
import type { Command } from "./command.ts";
import { printLine } from "../stdout.ts";

export const command: Command = {
  name: "list-buffers",
  summary: "List paste buffers, newest first",
  usage: `Usage: berth list-buffers [--json]

Lists the daemon's paste buffers, newest first, as tmux does: name, size and
the start of the text (200 bytes, then ...; a newline as \\n, ESC as
\\033). Copy mode's copies are buffer0, buffer1 ...; at most 50 are kept
(the oldest goes first), each at most 1 MiB.

Options:
  --json   one JSON array of buffer objects (name, size, created, sample)

Exit codes: 0 listed (none, when there are none); 1 no daemon runs, or an
error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-buffers", args, {
      json: { type: "boolean" },
    });
    noPositionals("list-buffers", positionals);
    using conn = await connectOrFail(global);
    const { buffers } = await requestOrFail(conn, { op: "list-buffers" });
    if (values.json) {
      printLine(JSON.stringify(buffers, null, 2));
      return 0;
    }
    for (const b of buffers) {
      // tmux's line: the sample shows its controls as `\n`, `\033` ...
      printLine(`${b.name}: ${b.size} bytes: "${b.sample}"`);
    }
    return 0;
  },
};
