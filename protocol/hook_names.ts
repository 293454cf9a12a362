/**
 * The names of tmux's hooks (`set-hook`, and `set-option` of a hook's
 * name, as tmux keeps hooks as options): which there are and what a name
 * means. Both the daemon (`server/daemon/hooks.ts`) and the commands that
 * take a hook's name read them.
 *
 * @module
 */

/** The hooks tmux 3.3a has (`options-table.c`), in `show-hooks`' order. */
export const SESSION_HOOKS: readonly string[] = [
  "after-bind-key",
  "after-capture-pane",
  "after-copy-mode",
  "after-display-message",
  "after-display-panes",
  "after-kill-pane",
  "after-list-buffers",
  "after-list-clients",
  "after-list-keys",
  "after-list-panes",
  "after-list-sessions",
  "after-list-windows",
  "after-load-buffer",
  "after-lock-server",
  "after-new-session",
  "after-new-window",
  "after-paste-buffer",
  "after-pipe-pane",
  "after-queue",
  "after-refresh-client",
  "after-rename-session",
  "after-rename-window",
  "after-resize-pane",
  "after-resize-window",
  "after-save-buffer",
  "after-select-layout",
  "after-select-pane",
  "after-select-window",
  "after-send-keys",
  "after-set-buffer",
  "after-set-environment",
  "after-set-hook",
  "after-set-option",
  "after-show-environment",
  "after-show-messages",
  "after-show-options",
  "after-split-window",
  "after-unbind-key",
  "alert-activity",
  "alert-bell",
  "alert-silence",
  "client-active",
  "client-attached",
  "client-detached",
  "client-focus-in",
  "client-focus-out",
  "client-resized",
  "client-session-changed",
  "session-closed",
  "session-created",
  "session-renamed",
  "session-window-changed",
  "window-linked",
  "window-unlinked",
];

/** tmux 3.3a's window and pane hooks (`show-hooks -w`, `-p`). */
export const WINDOW_HOOKS: readonly string[] = [
  "pane-died",
  "pane-exited",
  "pane-focus-in",
  "pane-focus-out",
  "pane-mode-changed",
  "pane-set-clipboard",
  "pane-title-changed",
  "window-layout-changed",
  "window-pane-changed",
  "window-renamed",
  "window-resized",
];

/**
 * Commands berth has that tmux 3.3a has no `after-` hook for (`hooks.ts`
 * has tmux's): their hooks are valid too, as tmux runs `after-COMMAND`
 * after every command that has one.
 */
const MORE_AFTER = new Set([
  "kill-session",
  "kill-window",
  "swap-pane",
  "rotate-window",
  "break-pane",
  "join-pane",
  "respawn-pane",
  "respawn-window",
  "clear-history",
  "swap-window",
  "move-window",
  "next-window",
  "previous-window",
  "last-window",
  "last-pane",
  "next-layout",
  "previous-layout",
  "lock-client",
  "lock-session",
  "detach-client",
  "switch-client",
  "suspend-client",
  "display-popup",
  "source-file",
  "run-shell",
  "if-shell",
  "wait-for",
  "show-buffer",
  "delete-buffer",
  "show-hooks",
]);

/** Whether `name` is an `after-` hook of a command berth has, beyond tmux's. */
export function isMoreAfterHook(name: string): boolean {
  return name.startsWith("after-") && MORE_AFTER.has(name.slice(6));
}

/**
 * The hook name `spec` means (`NAME` or `NAME[INDEX]`), with its index
 * (undefined: the whole array); a mistake is thrown as one line.
 * `extra`: further names that are valid (`after-` and a command berth has
 * that tmux 3.3a has no hook for, as tmux runs one after every command).
 */
export function hookName(
  spec: string,
  extra: (name: string) => boolean = isMoreAfterHook,
): { name: string; index?: number } {
  const m = /^([a-z-]+)(?:\[(\d{1,6})\])?$/.exec(spec);
  const name = m?.[1] ?? spec;
  if (
    !m || !(SESSION_HOOKS.includes(name) || WINDOW_HOOKS.includes(name) ||
      extra(name))
  ) {
    throw new Error(
      `Unknown hook: ${spec} (berth show-hooks -g lists them, as tmux's)`,
    );
  }
  return m[2] === undefined ? { name } : { name, index: Number(m[2]) };
}
