/**
 * The names of the commands the attach client runs itself, rather than
 * the CLI's (a key binding may name them, and `key_table.ts` checks a
 * binding's command against these and the CLI's table). One list each,
 * kept by the module that runs them.
 *
 * @module
 */

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
