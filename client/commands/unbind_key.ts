/**
 * `berth unbind-key`: takes a key's binding away in the running daemon (its
 * built-in one too), or every binding of a table with -a, as tmux's
 * `unbind-key`.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { encodeKey, KeyNameError } from "../keys.ts";
import { isMouseKey } from "../../protocol/mouse_key_names.ts";
import { connectOrFail } from "./_connect.ts";
import { daemonKeys, keyTableArg } from "./_key_table_arg.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";

export const command: Command = {
  name: "unbind-key",
  summary: "Take a key's binding away in the running daemon",
  usage: `Usage: berth unbind-key [-a] [-n] [-T TABLE] [KEY]

Takes KEY's binding away in the prefix table (-n: the root table;
-T copy-mode-vi or copy-mode: the copy table; -T NAME a table bind-key
made, which goes with its last binding), the built-in one too, as
tmux's unbind-key; with -a, every binding of the table (the prefix key
itself still sends the prefix). Clients attached now take it at once. It
lasts until the daemon reads its config file again from scratch (berth
upgrade keeps it): config.toml's [unbind] lasts.

Exit codes: 0 done; 1 an unknown key name, no daemon, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("unbind-key", args, {
      table: { type: "string", short: "T" },
      root: { type: "boolean", short: "n" },
      all: { type: "boolean", short: "a" },
    });
    const table = keyTableArg("unbind-key", values);
    const key = positionals[0];
    if (values.all ? positionals.length > 0 : positionals.length !== 1) {
      throw new UserError("unbind-key takes one key, or -a alone");
    }
    if (key !== undefined && !isMouseKey(key)) {
      try {
        encodeKey(key);
      } catch (err) {
        if (err instanceof KeyNameError) throw new UserError(err.message);
        throw err;
      }
    }
    using conn = await connectOrFail(global);
    const { keys } = await daemonKeys(conn);
    if (!keys.hasTable(table)) {
      // tmux's words: unbind-key makes no table.
      throw new UserError(`table ${table} doesn't exist`);
    }
    if (values.all) {
      const all = keys.bindings(table).map(([k]) => k);
      await requestOrFail(conn, { op: "bind-key", table, all });
    } else {
      await requestOrFail(conn, { op: "bind-key", table, key });
    }
    return 0;
  },
};
