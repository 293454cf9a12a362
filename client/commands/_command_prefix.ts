/**
 * tmux's abbreviated command names (`cmd_find` in tmux's cmd.c): a name
 * that is no command's, alias or whole name, is the command whose long
 * name it begins, when only one does (`kill-ses` is kill-session,
 * `list-w` list-windows); when several do, it is an error that lists
 * them, in tmux 3.3a's words (`ambiguous command: sel, could be:
 * select-layout, select-pane, select-window`). Exact names win first,
 * as tmux's aliases do (`next` is next-window, not next-layout).
 *
 * The long names a start is matched against are tmux 3.3a's own
 * (`TMUX_COMMANDS`, its table), so a start means what it means to tmux
 * and the error lists what tmux's lists; berth's own short commands
 * (`send`, `run`, `kill`, `new` ...) are taken whole only (`ru` is
 * run-shell). A start of a command berth lacks (`server-a`) is that
 * name, which the caller then calls unknown.
 *
 * @module
 */

import { UserError } from "./command.ts";

/** tmux 3.3a's commands, by their long names (`tmux list-commands`). */
export const TMUX_COMMANDS: readonly string[] = [
  "attach-session",
  "bind-key",
  "break-pane",
  "capture-pane",
  "choose-buffer",
  "choose-client",
  "choose-tree",
  "clear-history",
  "clear-prompt-history",
  "clock-mode",
  "command-prompt",
  "confirm-before",
  "copy-mode",
  "customize-mode",
  "delete-buffer",
  "detach-client",
  "display-menu",
  "display-message",
  "display-popup",
  "display-panes",
  "find-window",
  "has-session",
  "if-shell",
  "join-pane",
  "kill-pane",
  "kill-server",
  "kill-session",
  "kill-window",
  "last-pane",
  "last-window",
  "link-window",
  "list-buffers",
  "list-clients",
  "list-commands",
  "list-keys",
  "list-panes",
  "list-sessions",
  "list-windows",
  "load-buffer",
  "lock-client",
  "lock-server",
  "lock-session",
  "move-pane",
  "move-window",
  "new-session",
  "new-window",
  "next-layout",
  "next-window",
  "paste-buffer",
  "pipe-pane",
  "previous-layout",
  "previous-window",
  "refresh-client",
  "rename-session",
  "rename-window",
  "resize-pane",
  "resize-window",
  "respawn-pane",
  "respawn-window",
  "rotate-window",
  "run-shell",
  "save-buffer",
  "select-layout",
  "select-pane",
  "select-window",
  "send-keys",
  "send-prefix",
  "server-access",
  "set-buffer",
  "set-environment",
  "set-hook",
  "set-option",
  "set-window-option",
  "show-buffer",
  "show-environment",
  "show-hooks",
  "show-messages",
  "show-options",
  "show-prompt-history",
  "show-window-options",
  "source-file",
  "split-window",
  "start-server",
  "suspend-client",
  "swap-pane",
  "swap-window",
  "switch-client",
  "unbind-key",
  "unlink-window",
  "wait-for",
];

/**
 * The command name `name` stands for: itself when it is one of `names`
 * (every name berth runs, aliases included), else the one tmux command
 * name it begins; a name no long name begins comes back as it is, for
 * the caller's own "unknown command" error. Throws a UserError when
 * several begin with it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fullCommandName } from "./_command_prefix.ts";
 * const names = ["kill-session", "killp", "kill"];
 * assert.equal(fullCommandName("kill-ses", names), "kill-session");
 * assert.equal(fullCommandName("kill", names), "kill");
 * assert.equal(fullCommandName("nope", names), "nope");
 * assert.throws(() => fullCommandName("kill-", names), /ambiguous command/);
 * assert.equal(fullCommandName("kill-p", names), "kill-pane");
 * ```
 */
export function fullCommandName(
  name: string,
  names: readonly string[],
): string {
  if (name === "" || names.includes(name)) return name;
  const found = TMUX_COMMANDS.filter((n) => n.startsWith(name));
  if (found.length === 1) return found[0];
  if (found.length === 0) return name;
  throw new UserError(
    `ambiguous command: ${name}, could be: ${found.join(", ")}`,
  );
}
