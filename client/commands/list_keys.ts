/**
 * `berth list-keys`: the key bindings in force in the running daemon, one
 * `bind-key` line each, as tmux's `list-keys` prints them.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { listKeys, listKeysCommand } from "../attach/help_view.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { printLine } from "../stdout.ts";
import { connectOrFail } from "./_connect.ts";
import { daemonKeys, keyTableArg } from "./_key_table_arg.ts";
import { type Command, UserError } from "./command.ts";

export const command: Command = {
  name: "list-keys",
  summary: "List the key bindings in force",
  usage: `Usage: berth list-keys [-1aN] [-T TABLE] [KEY]

Prints every key binding of the running daemon's settings (config.toml,
then bind-key and unbind-key since), one "bind-key -T TABLE KEY COMMAND"
line each, in tmux's order (the tables by name), as tmux's list-keys shows
them; -T: that table only (prefix, root, copy: tmux's copy-mode-vi and
copy-mode, or one bind-key -T made).

-N, as tmux's and prefix ?: each binding of the prefix and root tables
that has a note (bind-key -N; tmux's own for a built-in binding) as its
key (the prefix's after the prefix key) and its note; -a: the others too,
each with its command; KEY: that key's bindings only; -1: the first line
only.

Exit codes: 0 printed; 1 no daemon or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("list-keys", args, {
      table: { type: "string", short: "T" },
      notes: { type: "boolean", short: "N" },
      one: { type: "boolean", short: "1" },
      all: { type: "boolean", short: "a" },
    });
    if (
      values.notes || values.one || values.all || positionals.length > 0
    ) {
      using conn = await connectOrFail(global);
      const { keys } = await daemonKeys(conn);
      let out;
      try {
        out = listKeysCommand(
          keys,
          ["list-keys", ...args].map((a) => shellQuote(a)).join(" "),
        );
      } catch (err) {
        throw new UserError((err as Error).message);
      }
      if ("lines" in out) { for (const line of out.lines) printLine(line); }
      else if (/^(Unknown key|No key bindings)/.test(out.message)) {
        throw new UserError(out.message);
      } else printLine(out.message);
      return 0;
    }
    const only = values.table === undefined
      ? undefined
      : keyTableArg("list-keys", values);
    using conn = await connectOrFail(global);
    const { keys } = await daemonKeys(conn);
    if (only !== undefined && !keys.hasTable(only)) {
      throw new UserError(`table ${only} doesn't exist`);
    }
    for (const line of listKeys(keys)) {
      if (
        !only || line.startsWith(`bind-key -T ${only} `) ||
        line.startsWith(`bind-key -r -T ${only} `)
      ) printLine(line);
    }
    return 0;
  },
};
