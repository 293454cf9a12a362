/**
 * `berth list-keys`: the key bindings in force in the running daemon, one
 * `bind-key` line each, as tmux's `list-keys` prints them.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { listKeys } from "../attach/help_view.ts";
import { printLine } from "../stdout.ts";
import { connectOrFail } from "./_connect.ts";
import { daemonKeys, keyTableArg } from "./_key_table_arg.ts";
import type { Command } from "./command.ts";

export const command: Command = {
  name: "list-keys",
  summary: "List the key bindings in force",
  usage: `Usage: berth list-keys [-T TABLE]

Prints every key binding of the running daemon's settings (config.toml,
then bind-key and unbind-key since), one "bind-key -T TABLE KEY COMMAND"
line each, as tmux's list-keys and prefix ? show them; -T: that table only
(prefix, root, or copy: tmux's copy-mode-vi and copy-mode).

Exit codes: 0 printed; 1 no daemon or bad arguments.`,
  async run(args, global) {
    const { values } = parseCommandArgs("list-keys", args, {
      table: { type: "string", short: "T" },
    });
    const only = values.table === undefined
      ? undefined
      : keyTableArg("list-keys", values);
    using conn = await connectOrFail(global);
    const { keys } = await daemonKeys(conn);
    for (const line of listKeys(keys)) {
      if (
        !only || line.startsWith(`bind-key -T ${only} `) ||
        line.startsWith(`bind-key -r -T ${only} `)
      ) printLine(line);
    }
    return 0;
  },
};
