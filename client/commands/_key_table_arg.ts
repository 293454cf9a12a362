/**
 * The key table tmux's `bind-key`, `unbind-key` and `list-keys` name:
 * `-T TABLE` (tmux's `prefix`, `root`, `copy-mode-vi`, `copy-mode`; berth's
 * `copy`; any other name a table of the user's, made by its first `bind
 * -T`, as tmux's), `-n` for `root`, else `prefix`; and the daemon's settings with
 * the key tables they make, as the attach client builds them.
 *
 * @module
 */

import {
  type KeyTableName,
  keyTableProblem,
  type Options,
} from "../../protocol/options.ts";
import { buildKeyTable, type KeyTable } from "../attach/key_table.ts";
import type { Connection } from "../connection.ts";
import { requestOrFail } from "./_request.ts";
import { UserError } from "./command.ts";

/** tmux's table names and berth's, as berth's. */
const TABLES: Record<string, KeyTableName> = {
  prefix: "prefix",
  root: "root",
  copy: "copy",
  "copy-mode": "copy",
  "copy-mode-vi": "copy",
};

/** The table `-T` (or `-n`) names, for command `cmd`'s messages. */
export function keyTableArg(
  cmd: string,
  values: { table?: string; root?: boolean },
): KeyTableName {
  if (values.root) return "root";
  if (values.table === undefined) return "prefix";
  const table = TABLES[values.table];
  if (table) return table;
  const why = keyTableProblem(values.table);
  if (why) throw new UserError(`${cmd}: ${why}`);
  return values.table;
}

/** The daemon's settings and the key tables they make. */
export async function daemonKeys(
  conn: Connection,
): Promise<{ options: Options; keys: KeyTable; warnings: string[] }> {
  const { options } = await requestOrFail(conn, { op: "options" });
  const { table, warnings } = buildKeyTable(options);
  return { options, keys: table, warnings };
}
