/**
 * Every `berth` subcommand, in the order `berth --help` lists them. Each is
 * loaded only when it runs, so that `berth ls` does not pay for the VT engine
 * or the attach renderer at start-up (nor Deno for walking their modules:
 * see `protocol/import_later.ts`).
 *
 * @module
 */

import type { Command } from "./command.ts";
import type * as ClientCommand from "./client_command.ts";
import { importLater } from "../../protocol/import_later.ts";
import { fullCommandName } from "./_command_prefix.ts";

/**
 * Each command's names and its module, from this folder. The bundle of
 * the command line (`client/bundle/build.ts`) makes one bundle per module.
 */
export const COMMAND_FILES: [names: string[], file: string][] = [
  [["start"], "./start.ts"],
  [["new", "new-session"], "./new.ts"],
  [["attach", "a", "at", "attach-session"], "./attach.ts"],
  [["ls", "list", "list-sessions"], "./ls.ts"],
  [["has-session", "has"], "./has_session.ts"],
  [["kill", "kill-session"], "./kill.ts"],
  [["detach-client", "detach"], "./detach_client.ts"],
  [["suspend-client", "suspendc"], "./suspend_client.ts"],
  [
    ["lock-client", "lockc", "lock-session", "locks", "lock-server", "lock"],
    "./lock_client.ts",
  ],
  [["switch-client", "switchc"], "./switch_client.ts"],
  [["list-clients", "lsc"], "./list_clients.ts"],
  [["display-message", "display"], "./display_message.ts"],
  [["display-popup", "popup"], "./display_popup.ts"],
  [["rename-session", "rename"], "./rename.ts"],
  [["kill-server"], "./kill_server.ts"],
  [["start-server"], "./start_server.ts"],
  [["list-commands", "lscm"], "./list_commands.ts"],
  [["upgrade"], "./upgrade.ts"],
  [
    ["show-options", "show", "show-window-options", "showw"],
    "./show_options.ts",
  ],
  [["source-file", "source"], "./source_file.ts"],
  [["bind-key", "bind"], "./bind_key.ts"],
  [["unbind-key", "unbind"], "./unbind_key.ts"],
  [["list-keys", "lsk"], "./list_keys.ts"],
  [["replay"], "./replay.ts"],
  [["send"], "./send.ts"],
  [["send-keys"], "./send_keys.ts"],
  [["send-prefix"], "./send_prefix.ts"],
  [["capture"], "./capture.ts"],
  [["capture-pane", "capturep"], "./capture_pane.ts"],
  [["wait"], "./wait.ts"],
  [["resize", "resize-window", "resizew"], "./resize.ts"],
  [["events"], "./events.ts"],
  [["run"], "./run.ts"],
  [["list-buffers", "lsb"], "./list_buffers.ts"],
  [["show-buffer", "showb"], "./show_buffer.ts"],
  [["set-buffer", "setb"], "./set_buffer.ts"],
  [["delete-buffer", "deleteb"], "./delete_buffer.ts"],
  [["paste-buffer", "pasteb"], "./paste_buffer.ts"],
  [["load-buffer", "loadb"], "./load_buffer.ts"],
  [["save-buffer", "saveb"], "./save_buffer.ts"],
  [["wait-for"], "./wait_for.ts"],
  [["serve"], "./serve.ts"],
  [["token"], "./token.ts"],
  [["new-window", "neww"], "./new_window.ts"],
  [["split-window", "splitw"], "./split_window.ts"],
  [["select-window", "selectw"], "./select_window.ts"],
  [["next-window", "next"], "./next_window.ts"],
  [["previous-window", "prev"], "./previous_window.ts"],
  [["last-window", "last"], "./last_window.ts"],
  [["last-pane", "lastp"], "./last_pane.ts"],
  [["select-pane", "selectp"], "./select_pane.ts"],
  [["kill-window", "killw"], "./kill_window.ts"],
  [["kill-pane", "killp"], "./kill_pane.ts"],
  [["rename-window", "renamew"], "./rename_window.ts"],
  [["resize-pane", "resizep"], "./resize_pane.ts"],
  [["swap-pane", "swapp"], "./swap_pane.ts"],
  [["rotate-window", "rotatew"], "./rotate_window.ts"],
  [["break-pane", "breakp"], "./break_pane.ts"],
  [["respawn-pane", "respawnp"], "./respawn_pane.ts"],
  [["respawn-window", "respawnw"], "./respawn_window.ts"],
  [["clear-history", "clearhist"], "./clear_history.ts"],
  [["pipe-pane", "pipep"], "./pipe_pane.ts"],
  [["join-pane", "joinp", "move-pane", "movep"], "./join_pane.ts"],
  [["swap-window", "swapw"], "./swap_window.ts"],
  [["move-window", "movew"], "./move_window.ts"],
  [["select-layout", "selectl"], "./select_layout.ts"],
  [["next-layout", "nextl"], "./next_layout.ts"],
  [["previous-layout", "prevl"], "./previous_layout.ts"],
  [["list-windows", "lsw"], "./list_windows.ts"],
  [["list-panes", "lsp"], "./list_panes.ts"],
  [["set-option", "set", "set-window-option", "setw"], "./set_option.ts"],
  [["run-shell"], "./run_shell.ts"],
  [["if-shell", "if"], "./if_shell.ts"],
  [["set-environment", "setenv"], "./set_environment.ts"],
  [["show-environment", "showenv"], "./show_environment.ts"],
  [["set-hook"], "./set_hook.ts"],
  [["show-hooks"], "./show_hooks.ts"],
  [["show-prompt-history", "showphist"], "./show_prompt_history.ts"],
  [["clear-prompt-history", "clearphist"], "./clear_prompt_history.ts"],
];

/**
 * The attach client's own commands, which the command line pushes to a
 * client (`client_command.ts`): their names, then their short names.
 */
const CLIENT_RUN: readonly string[] = [
  "choose-tree",
  "choose-client",
  "choose-buffer",
  "command-prompt",
  "confirm-before",
  "display-panes",
  "clock-mode",
  "display-menu",
  "copy-mode",
  "refresh-client",
  "show-messages",
];
const CLIENT_RUN_ALIASES: readonly string[] = [
  "choose-session",
  "choose-window",
  "confirm",
  "displayp",
  "menu",
  "refresh",
  "showmsgs",
];

/** The client commands' module, loaded when one is run. */
async function clientRun(): Promise<typeof ClientCommand> {
  return await importLater<typeof ClientCommand>(
    "./client_command.ts",
    import.meta.url,
  );
}

/** The command module `file` (see `protocol/import_later.ts` for why so). */
async function load(file: string): Promise<Command> {
  return (await importLater<{ command: Command }>(file, import.meta.url))
    .command;
}

/**
 * tmux's names that are another command with a flag:
 * `show-window-options` (`showw`) is `show-options -w`, and
 * `set-window-option` (`setw`) `set-option -w` (a user option's or a
 * hook's scope: the window's).
 */
const FLAGGED: Record<string, string[]> = {
  "show-window-options": ["-w"],
  showw: ["-w"],
  "set-window-option": ["-w"],
  setw: ["-w"],
  "lock-session": ["--of-session"],
  locks: ["--of-session"],
  "lock-server": ["--server"],
  lock: ["--server"],
};

/**
 * The name `name` stands for: itself, or the one tmux command name it
 * begins (`kill-ses`: kill-session, `copy-m`: the attach client's
 * copy-mode), as tmux's; several throw, listing them
 * (`_command_prefix.ts`).
 */
export function fullName(name: string): string {
  return fullCommandName(name, COMMAND_FILES.flatMap(([names]) => names));
}

/**
 * The command called `name` (one of its aliases, or a prefix of its
 * name that no other command's has: `fullName`), loaded.
 */
export async function findCommand(
  typed: string,
): Promise<Command | undefined> {
  const name = fullName(typed);
  const entry = COMMAND_FILES.find(([names]) => names.includes(name));
  if (!entry) return undefined;
  const cmd = await load(entry[1]);
  const flags = FLAGGED[name];
  if (!flags) return cmd;
  return {
    ...cmd,
    run: (args, global) => cmd.run([...flags, ...args], global),
  };
}

/**
 * The attach client's own command `typed` (a name, a short name or a
 * prefix), for the command line alone (`cli.ts`): a key binding's runner
 * must never find it, or a line it hands back to the client would come
 * back to the client again, for ever.
 */
export async function findClientCommand(
  typed: string,
): Promise<Command | undefined> {
  const name = fullName(typed);
  if (![...CLIENT_RUN, ...CLIENT_RUN_ALIASES].includes(name)) return undefined;
  return (await clientRun()).commandFor(name);
}

/** Every command, loaded (for `berth --help`). */
export async function allCommands(): Promise<Command[]> {
  const own = await clientRun();
  return [
    ...await Promise.all(COMMAND_FILES.map(([, file]) => load(file))),
    ...CLIENT_RUN.map((name) => own.commandFor(name)),
  ];
}
