/**
 * Which command names a berth command line may run (a key binding's, a
 * hook's): the CLI's commands and their aliases (`index.ts`), those the
 * attach client runs itself (`own_commands.ts`) and tmux's `run`. A
 * binding or a hook naming another is refused when it is made, as tmux's
 * parser refuses it.
 *
 * @module
 */

import { COMMAND_FILES, fullName } from "./index.ts";
import { TMUX_COMMANDS } from "./_command_prefix.ts";
import { CLIENT_ONLY_COMMANDS, runsInClient } from "../attach/own_commands.ts";
import { splitCommands } from "./_command_runner.ts";

/**
 * Whether a command line may run command `typed` (a prefix of one
 * command's name, as tmux's: `fullName`); an ambiguous one throws,
 * naming the commands it could be.
 */
export function isCommandName(typed: string): boolean {
  const name = fullName(typed);
  return name === "run" || CLIENT_ONLY_COMMANDS.includes(name) ||
    COMMAND_FILES.some(([names]) => names.includes(name));
}

/**
 * Command line `line` with its first command's name in full (`copy-m -u`:
 * `copy-mode -u`), for the attach client, which picks the commands it
 * runs itself by that word; the line as it is when that word is no
 * plain name or no prefix. An ambiguous name throws, as tmux's parser
 * refuses it.
 */
export function lineInFull(line: string): string {
  const m = /^(\s*)([a-z][a-z-]*)(?=\s|;|$)/.exec(line);
  if (!m) return line;
  const found = fullName(m[2]);
  // tmux's alias of a command the client runs itself (`detach`): by the
  // long name the client picks it by, else the daemon would run it.
  const long = tmuxName(found);
  const name = runsInClient([long]) ? long : found;
  return name === m[2] ? line : m[1] + name + line.slice(m[0].length);
}

/**
 * tmux's aliases that are not the first of tmux's long names in their
 * entry of `COMMAND_FILES` (several tmux commands share a berth one), or
 * that are the attach client's own (`own_commands.ts`).
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ["run", "run-shell"],
  ["send", "send-keys"],
  ["refresh", "refresh-client"],
  ["menu", "display-menu"],
  ["confirm", "confirm-before"],
  ["showmsgs", "show-messages"],
  ["displayp", "display-panes"],
  ["findw", "find-window"],
  ["setw", "set-window-option"],
  ["showw", "show-window-options"],
  ["movep", "move-pane"],
  ["locks", "lock-session"],
  ["lock", "lock-server"],
]);

/**
 * The name tmux 3.3a's `list-keys` prints for command `typed`: its long
 * name (`list-w`, `lsw`: list-windows; `set`: set-option), else `typed`
 * (berth's own, a name it does not know, an ambiguous start).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tmuxName } from "./_command_names.ts";
 * assert.equal(tmuxName("list-w"), "list-windows");
 * assert.equal(tmuxName("neww"), "new-window");
 * assert.equal(tmuxName("setw"), "set-window-option");
 * assert.equal(tmuxName("refresh"), "refresh-client");
 * assert.equal(tmuxName("capture"), "capture");
 * ```
 */
export function tmuxName(typed: string): string {
  let name: string;
  try {
    name = fullName(typed);
  } catch {
    return typed;
  }
  const alias = ALIASES.get(name);
  if (alias !== undefined) return alias;
  if (TMUX_COMMANDS.includes(name)) return name;
  const entry = COMMAND_FILES.find(([names]) => names.includes(name));
  return entry?.[0].find((n) => TMUX_COMMANDS.includes(n)) ?? name;
}

/**
 * Command text `text` with its name as tmux's `list-keys` prints it
 * (`tmuxName`), the rest as written.
 */
export function namedInFull(text: string): string {
  const m = /^(\s*)([a-z][a-z-]*)(?=\s|$)/.exec(text);
  return m ? m[1] + tmuxName(m[2]) + text.slice(m[0].length) : text;
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
  for (const [typed] of commands) {
    if (/^[A-Za-z_]\w*=/.test(typed)) continue;
    let name: string;
    try {
      name = fullName(typed);
    } catch (err) {
      return (err as Error).message;
    }
    if (isHookCommand(name)) continue;
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
