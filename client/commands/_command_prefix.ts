/**
 * tmux's abbreviated command names (`cmd_find` in tmux's cmd.c): a name
 * that is no command's, alias or whole name, is the command whose long
 * name it begins, when only one does (`kill-ses` is kill-session,
 * `list-w` list-windows); when several do, it is an error that lists
 * them, in tmux 3.3a's words (`ambiguous command: sel, could be:
 * select-layout, select-pane, select-window`). Exact names win first,
 * as tmux's aliases do (`next` is next-window, not next-layout).
 *
 * The long names are tmux's (they all have a hyphen); berth's own short
 * commands (`send`, `run`, `kill`, `new` ...) are taken whole only, so a
 * prefix means what it means to tmux (`ru` is run-shell).
 *
 * @module
 */

import { UserError } from "./command.ts";

/**
 * The command name `name` stands for among `names` (every name a
 * command line may run, in tmux's table order for the error's list):
 * itself when it is one, else the one long name it begins; a name no
 * long name begins comes back as it is, for the caller's own "unknown
 * command" error. Throws a UserError when several begin with it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fullCommandName } from "./_command_prefix.ts";
 * const names = ["kill-pane", "kill-session", "killp", "kill"];
 * assert.equal(fullCommandName("kill-s", names), "kill-session");
 * assert.equal(fullCommandName("kill", names), "kill");
 * assert.equal(fullCommandName("nope", names), "nope");
 * assert.throws(() => fullCommandName("kill-", names), /ambiguous command/);
 * ```
 */
export function fullCommandName(
  name: string,
  names: readonly string[],
): string {
  if (name === "" || names.includes(name)) return name;
  const found = [...new Set(names)].filter((n) =>
    n.includes("-") && n.startsWith(name)
  ).sort();
  if (found.length === 1) return found[0];
  if (found.length === 0) return name;
  throw new UserError(
    `ambiguous command: ${name}, could be: ${found.join(", ")}`,
  );
}
