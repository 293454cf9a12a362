/**
 * Which command names a berth command line may run (a key binding's, a
 * hook's): the CLI's commands and their aliases (`index.ts`), those the
 * attach client runs itself (`own_commands.ts`) and tmux's `run`. A
 * binding or a hook naming another is refused when it is made, as tmux's
 * parser refuses it.
 *
 * @module
 */

import { COMMAND_FILES } from "./index.ts";
import { CLIENT_ONLY_COMMANDS } from "../attach/own_commands.ts";
import { splitCommands } from "./_command_runner.ts";

/** Whether a command line may run command `name`. */
export function isCommandName(name: string): boolean {
  return name === "run" || CLIENT_ONLY_COMMANDS.includes(name) ||
    COMMAND_FILES.some(([names]) => names.includes(name));
}

/**
 * Why command line `line` cannot run, in tmux 3.3a's words (`unknown
 * command: NAME`, as its `set-hook` says when the hook is set), checking
 * each of its commands (`a; b`); undefined when it can. A `NAME=VALUE`
 * word is tmux's assignment, a command too. One the attach client runs
 * itself is refused too: a hook runs in the daemon.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { commandLineProblem } from "./_command_names.ts";
 * assert.equal(commandLineProblem("select-layout tiled"), undefined);
 * assert.match(commandLineProblem("splitw; abc")!, /^unknown command: abc/);
 * ```
 */
export function commandLineProblem(line: string): string | undefined {
  let commands: string[][];
  try {
    commands = splitCommands(line);
  } catch (err) {
    return (err as Error).message;
  }
  for (const [name] of commands) {
    if (/^[A-Za-z_]\w*=/.test(name) || isHookCommand(name)) continue;
    if (isCommandName(name)) {
      return `${name} runs in an attached client (from a key or the : prompt), not in a hook`;
    }
    return `unknown command: ${name} (berth list-commands lists them)`;
  }
  return undefined;
}

/**
 * Whether a hook may run command `name`: the daemon runs a hook's line as
 * a config file's, by the CLI's commands; those the attach client runs
 * itself (copy-mode, choose-tree, refresh-client ...) failed there at each
 * event, on the session's status lines.
 */
function isHookCommand(name: string): boolean {
  return COMMAND_FILES.some(([names]) => names.includes(name));
}
