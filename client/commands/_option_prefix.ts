/**
 * tmux's abbreviated option names (`options_match` in tmux 3.3a's
 * options.c): a name that is no option's whole name is the option whose
 * name it begins, when only one does (`set -g esc 0` is escape-time,
 * `show -gw mode-k` mode-keys); when several do, it is an error in tmux's
 * words (`ambiguous option: status-le`), with berth's list of them.
 * tmux's other spellings (`display-panes-color`) are its names too. A
 * user option (`@name`) is taken whole, as tmux's; so is a `#{...}`
 * format's name, which never reads a start (tmux's `format_find` takes
 * whole names only).
 *
 * The names a start is matched against are tmux 3.3a's own
 * (`TMUX_OPTION_NAMES`, its table, hooks included), so a start means what
 * it means to tmux, even where berth lacks the option it stands for (`set
 * -g buffer-l 20` is buffer-limit, which berth then calls unknown); berth's
 * own names (`scrollback`) are taken whole only.
 *
 * @module
 */

import {
  isMoreAfterHook,
  SESSION_HOOKS,
  WINDOW_HOOKS,
} from "../../protocol/hook_names.ts";
import {
  isUserOption,
  SETTING_NAMES,
  unknownSetting,
} from "../../protocol/options.ts";
import { UserError } from "./command.ts";

/**
 * tmux 3.3a's options, in its table's order (options-table.c), then its
 * hooks, which its table keeps after them, in its order (by name).
 */
const TMUX_OPTION_NAMES: readonly string[] = [
  "backspace",
  "buffer-limit",
  "command-alias",
  "copy-command",
  "cursor-colour",
  "cursor-style",
  "default-terminal",
  "editor",
  "escape-time",
  "exit-empty",
  "exit-unattached",
  "extended-keys",
  "focus-events",
  "history-file",
  "message-limit",
  "prompt-history-limit",
  "set-clipboard",
  "terminal-overrides",
  "terminal-features",
  "user-keys",
  "activity-action",
  "assume-paste-time",
  "base-index",
  "bell-action",
  "default-command",
  "default-shell",
  "default-size",
  "destroy-unattached",
  "detach-on-destroy",
  "display-panes-active-colour",
  "display-panes-colour",
  "display-panes-time",
  "display-time",
  "history-limit",
  "key-table",
  "lock-after-time",
  "lock-command",
  "message-command-style",
  "message-style",
  "mouse",
  "prefix",
  "prefix2",
  "renumber-windows",
  "repeat-time",
  "set-titles",
  "set-titles-string",
  "silence-action",
  "status",
  "status-bg",
  "status-fg",
  "status-format",
  "status-interval",
  "status-justify",
  "status-keys",
  "status-left",
  "status-left-length",
  "status-left-style",
  "status-position",
  "status-right",
  "status-right-length",
  "status-right-style",
  "status-style",
  "update-environment",
  "visual-activity",
  "visual-bell",
  "visual-silence",
  "word-separators",
  "aggressive-resize",
  "allow-passthrough",
  "allow-rename",
  "alternate-screen",
  "automatic-rename",
  "automatic-rename-format",
  "clock-mode-colour",
  "clock-mode-style",
  "copy-mode-match-style",
  "copy-mode-current-match-style",
  "copy-mode-mark-style",
  "fill-character",
  "main-pane-height",
  "main-pane-width",
  "mode-keys",
  "mode-style",
  "monitor-activity",
  "monitor-bell",
  "monitor-silence",
  "other-pane-height",
  "other-pane-width",
  "pane-active-border-style",
  "pane-base-index",
  "pane-border-format",
  "pane-border-indicators",
  "pane-border-lines",
  "pane-border-status",
  "pane-border-style",
  "pane-colours",
  "popup-style",
  "popup-border-style",
  "popup-border-lines",
  "remain-on-exit",
  "remain-on-exit-format",
  "scroll-on-clear",
  "synchronize-panes",
  "window-active-style",
  "window-size",
  "window-style",
  "window-status-activity-style",
  "window-status-bell-style",
  "window-status-current-format",
  "window-status-current-style",
  "window-status-format",
  "window-status-last-style",
  "window-status-separator",
  "window-status-style",
  "wrap-search",
  "xterm-keys",
  ...[...SESSION_HOOKS, ...WINDOW_HOOKS].sort(),
];

/** tmux's other spellings of its names (`options_other_names`). */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  "display-panes-color": "display-panes-colour",
  "display-panes-active-color": "display-panes-active-colour",
  "clock-mode-color": "clock-mode-colour",
  "cursor-color": "cursor-colour",
  "pane-colors": "pane-colours",
};

/**
 * The option `spec` stands for (`NAME` or `NAME[INDEX]`, the index kept):
 * itself when NAME is a user option, one `whole` takes (berth's own
 * names, taken whole) or a whole tmux name; else the one tmux option
 * whose name NAME begins. A name no option's begins comes back as it is,
 * for the caller's own "unknown" error. Throws a UserError (`ambiguous
 * option: NAME`, tmux 3.3a's words) when several begin with it, unless
 * `quiet` (tmux's -q: nothing said), when it comes back as it is too.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fullOptionName } from "./_option_prefix.ts";
 * assert.equal(fullOptionName("esc"), "escape-time");
 * assert.equal(fullOptionName("update-env[2]"), "update-environment[2]");
 * assert.equal(fullOptionName("prefix"), "prefix");
 * assert.equal(fullOptionName("@st"), "@st");
 * assert.equal(fullOptionName("display-panes-color"), "display-panes-colour");
 * assert.equal(fullOptionName("nope"), "nope");
 * assert.throws(() => fullOptionName("status-le"), /ambiguous option/);
 * assert.equal(fullOptionName("status-le", () => false, true), "status-le");
 * ```
 */
export function fullOptionName(
  spec: string,
  whole: (name: string) => boolean = () => false,
  quiet = false,
): string {
  const m = /^([^[]+)(\[\d+\])?$/.exec(spec);
  if (!m || spec.startsWith("@") || whole(m[1])) return spec;
  const name = OTHER_NAMES[m[1]] ?? m[1];
  const index = m[2] ?? "";
  if (TMUX_OPTION_NAMES.includes(name)) return name + index;
  const found = TMUX_OPTION_NAMES.filter((n) => n.startsWith(name));
  if (found.length === 1) return found[0] + index;
  if (found.length === 0 || quiet) return spec;
  throw new UserError(
    `ambiguous option: ${spec} (could be: ${found.join(", ")})`,
  );
}

/** Whether `name` is one of berth's own option or hook names. */
function berthName(name: string): boolean {
  return SETTING_NAMES.includes(name) || isMoreAfterHook(name);
}

/**
 * The option a command's OPTION argument `spec` names, as set-option,
 * show-options, set-hook and show-hooks read it: `fullOptionName` with
 * berth's own names (`scrollback`, `after-send-keys`) taken whole.
 */
export function optionName(spec: string, quiet?: boolean): string;
export function optionName(
  spec: string | undefined,
  quiet?: boolean,
): string | undefined;
export function optionName(
  spec: string | undefined,
  quiet = false,
): string | undefined {
  return spec === undefined ? spec : fullOptionName(spec, berthName, quiet);
}

/**
 * The error for option `name` that berth has not: tmux 3.3a's `invalid
 * option: NAME` when tmux has none of that name either (a mistake), else
 * berth's `Unknown setting NAME` (one of tmux's that berth lacks, such as
 * buffer-limit); each says where the names berth has are listed.
 */
export function unknownOption(name: string): string {
  const base = name.replace(/\[\d+\]$/, "");
  return TMUX_OPTION_NAMES.includes(base) || isUserOption(base)
    ? unknownSetting(name)
    : `invalid option: ${name} (berth show-options lists those berth has)`;
}
