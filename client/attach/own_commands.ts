/**
 * The names of the commands the attach client runs itself, rather than
 * the CLI's (a key binding may name them, and `key_table.ts` checks a
 * binding's command against these and the CLI's table). One list each,
 * kept by the module that runs them.
 *
 * @module
 */

import { attachingNew } from "../commands/_new_args.ts";

/** tmux's prompts (`prompt_command.ts`). */
export const PROMPT_COMMANDS: readonly string[] = [
  "command-prompt",
  "confirm-before",
  "confirm",
];

/**
 * The choosers (choose-tree, choose-client, choose-buffer, find-window),
 * display-panes, clock-mode, display-menu and display-popup, and
 * switch-client and display-message for this client
 * (`chooser_commands.ts`).
 */
export const CHOOSER_COMMANDS: readonly string[] = [
  "switch-client",
  "switchc",
  "choose-tree",
  "choose-session",
  "choose-window",
  "choose-client",
  "display-panes",
  "displayp",
  "display-message",
  "display",
  "choose-buffer",
  "find-window",
  "findw",
  "clock-mode",
  "display-menu",
  "menu",
  "display-popup",
  "popup",
];

/** Run by the attach session itself (`attach_session.ts`, `#runLine`). */
export const SESSION_COMMANDS: readonly string[] = [
  "copy-mode",
  "send-prefix",
  "list-keys",
  "refresh-client",
  "refresh",
  "show-messages",
  "showmsgs",
];

/**
 * The commands a binding may run that the attach client runs itself and
 * the CLI has not; every other one is a CLI command (`COMMAND_FILES`).
 */
export const CLIENT_ONLY_COMMANDS: readonly string[] = [
  ...SESSION_COMMANDS,
  ...PROMPT_COMMANDS,
  ...CHOOSER_COMMANDS,
];

/**
 * `detach-client`, `suspend-client` and `paste-buffer` act on the client
 * alone when bare (with options they are the CLI's: `-s`, `-t`, `-b`).
 */
const BARE_CLIENT_COMMANDS: readonly string[] = [
  "detach-client",
  "detach",
  "suspend-client",
  "suspendc",
  "paste-buffer",
];

/**
 * Whether command `argv` (its name, then its arguments), in a bound
 * command line, is one the attach client runs itself, as it runs it
 * alone (`attach_session.ts`'s `#runLine` and `#clientCommand`): so that
 * the daemon, running a list for it (`_command_runner.ts`), leaves it and
 * those after it to the client, in order. A `new` that attaches is the
 * client's too: it moves to the new session, and the rest follows it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runsInClient } from "./own_commands.ts";
 * assert.equal(runsInClient(["refresh-client", "-S"]), true);
 * assert.equal(runsInClient(["new", "-s", "x"]), true);
 * assert.equal(runsInClient(["new", "-d"]), false);
 * assert.equal(runsInClient(["paste-buffer", "-b", "a"]), false);
 * ```
 */
export function runsInClient(argv: string[]): boolean {
  const [name, ...args] = argv;
  if (CLIENT_ONLY_COMMANDS.includes(name)) return true;
  // Copy mode's commands (`rename-window x ; send -X page-up`): copy
  // mode is the attach client's.
  if (name === "send" || name === "send-keys") return sendXFlags(args).x;
  if (BARE_CLIENT_COMMANDS.includes(name)) return args.length === 0;
  return (name === "new" || name === "new-session") &&
    attachingNew(args) !== null;
}

/**
 * The flags of `send-keys` arguments `args` that make it copy mode's:
 * `-X` among them (before the first word; `-N`, `-t` and `-c` take a
 * value), and the `-t` target, if any.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendXFlags } from "./own_commands.ts";
 * assert.deepEqual(sendXFlags(["-X", "-t", ":.1", "page-up"]), {
 *   x: true,
 *   target: ":.1",
 * });
 * assert.deepEqual(sendXFlags(["-t", "1", "x"]), { x: false, target: "1" });
 * ```
 */
export function sendXFlags(
  args: string[],
): { x: boolean; target?: string } {
  let x = false, target: string | undefined;
  for (let i = 0; i < args.length && args[i][0] === "-"; i++) {
    if (args[i] === "-X") x = true;
    else if (args[i] === "-t") target = args[++i];
    else if (args[i] === "-N" || args[i] === "-c") i++;
  }
  return target === undefined ? { x } : { x, target };
}
