/**
 * berth's settings (tmux calls them options): their names, defaults and
 * what values each takes. The daemon holds one set, read from the config
 * file (`config_file.ts`) at start and again by `berth source-file`; the
 * attach client asks for it when it attaches (the `options` request), and
 * `berth show-options` prints it. No FFI: both sides use it.
 *
 * Key names (`prefix`, the keys of `bind` and `unbind`) are kept as text
 * here and checked by the attach client's key table, which knows keys.
 *
 * @module
 */

import {
  DEFAULT_SCROLLBACK,
  DEFAULT_SIZE,
  MAX_SCROLLBACK,
  MAX_SIDE,
  sizeOf,
} from "./limits.ts";
import { ALIGNS, isStyle } from "./style.ts";
import { tmuxKeyName } from "./key_names.ts";
import { COMMAND_ALIASES } from "./command_alias.ts";

/**
 * The most `prompt-history-limit` takes: each item is a prompt's line,
 * kept by the daemon, in an upgrade's state and in `history-file`.
 */
export const MAX_PROMPT_HISTORY = 10000;
/** The most `message-limit` takes (tmux's is unbounded; each is a line). */
export const MAX_MESSAGES = 100000;

/**
 * The built-in key tables (tmux's names). Any other name is a table of the
 * user's, made by its first binding as tmux makes it (`bind -T resize h
 * ...`), which `switch-client -T` and the `key-table` option select.
 */
export const KEY_TABLES = ["prefix", "root", "copy"] as const;
/** A key table's name: one of `KEY_TABLES` or one of the user's. */
export type KeyTableName = string;

/** The longest key table name berth takes. */
export const MAX_TABLE_NAME = 64;

/**
 * Why `name` cannot name a key table (empty, too long, or with a space, a
 * control character or a `.`, which config.toml's `[bind.NAME]` would
 * split); undefined when it can.
 */
export function keyTableProblem(name: string): string | undefined {
  if (name === "") return "a key table's name cannot be empty";
  if (name.length > MAX_TABLE_NAME) {
    return `a key table's name is at most ${MAX_TABLE_NAME} characters`;
  }
  // deno-lint-ignore no-control-regex
  if (/[\s\x00-\x1f\x7f.]/.test(name)) {
    return "a key table's name has no spaces, dots or control characters";
  }
  return undefined;
}

/** Where the status line goes. */
export const STATUS_POSITIONS = ["bottom", "top", "off"] as const;

/** Where `pane-border-status` puts the panes' labels. */
export const PANE_BORDER_STATUS = ["off", "top", "bottom"] as const;

/** tmux 3.3a's `pane-border-lines`: the characters borders are drawn with. */
export const PANE_BORDER_LINES = [
  "single",
  "double",
  "heavy",
  "simple",
  "number",
] as const;

/**
 * tmux 3.3a's `pane-border-indicators`: how the active pane is shown
 * (`colour`: with two panes, half the border between them green).
 */
export const PANE_BORDER_INDICATORS = [
  "off",
  "colour",
  "arrows",
  "both",
] as const;

/** tmux 3.3a's `pane-border-format`. */
export const PANE_BORDER_FORMAT =
  '#{?pane_active,#[reverse],}#{pane_index}#[default] "#{pane_title}"';

/** The copy-mode key sets (`mode-keys`). */
export const MODE_KEYS = ["vi", "emacs"] as const;

/** tmux 3.3a's `popup-border-lines` (`display-popup -b`). */
export const POPUP_BORDER_LINES = [
  "single",
  "rounded",
  "double",
  "heavy",
  "simple",
  "padded",
  "none",
] as const;

/** `status-justify`: where the window list goes (tmux's values). */
export const STATUS_JUSTIFY = ALIGNS;

/**
 * The status line's look, tmux's options of the same names (the attach
 * client's `status_line.ts` draws them): formats, their widths, styles.
 */
export interface StatusLineOptions {
  /** tmux's `status-left`: a format, `[#{session_name}] `. */
  "status-left": string;
  /** The most cells `status-left` takes (tmux's 10). */
  "status-left-length": number;
  /** The style over `status-style` for `status-left` (tmux's). */
  "status-left-style": string;
  /** tmux's `status-right`: the view's offset, the title, the time. */
  "status-right": string;
  /** The most cells `status-right` takes (tmux's 40). */
  "status-right-length": number;
  /** The style over `status-style` for `status-right` (tmux's). */
  "status-right-style": string;
  /** The whole line's style (tmux's `bg=green,fg=black`). */
  "status-style": string;
  /**
   * tmux's `status-fg` and `status-bg`: a colour over `status-style`'s
   * (`set -g status-bg colour235`, common in older tmux.confs); `default`
   * leaves `status-style`'s, as tmux 3.3a's `status_redraw`.
   */
  "status-fg": string;
  /** See `status-fg`. */
  "status-bg": string;
  /** Where the window list goes: left, centre, right, absolute-centre. */
  "status-justify": typeof STATUS_JUSTIFY[number];
  /** Seconds between redraws of the line (its clock); 0: none. */
  "status-interval": number;
  /** A window's entry in the list (tmux's `#I:#W#F`, as a format). */
  "window-status-format": string;
  /** The shown window's entry. */
  "window-status-current-format": string;
  /** Between two entries. */
  "window-status-separator": string;
  /** A window's entry's style, over `status-style`. */
  "window-status-style": string;
  /** The shown window's entry's style (`default`: `window-status-style`). */
  "window-status-current-style": string;
  /** The last shown window's entry's style (`default`: no change). */
  "window-status-last-style": string;
  /** A window with activity (`#`): tmux's `reverse`. */
  "window-status-activity-style": string;
  /** A window with a bell (`!`): tmux's `reverse`. */
  "window-status-bell-style": string;
  /**
   * The client sets its terminal's title to `set-titles-string` (tmux's
   * option, off in tmux; on in berth, whose string is the pane's title).
   */
  "set-titles": boolean;
  /**
   * The terminal's title, a format as the status line's (tmux's
   * `#S:#I:#W - "#T" #{session_alerts}`); berth's default, empty, is the
   * title the pane's program set, none while it set none.
   */
  "set-titles-string": string;
  /** tmux's user options (`#{@colour}` in a format), as `Options` has them. */
  [user: `@${string}`]: string;
  /**
   * tmux's `display-time`: how many ms a message stays on the status
   * line; 0: until the next key. berth's default is longer than tmux's
   * 750: a sentence takes longer to read.
   */
  "display-time": number;
  // tmux's message and mode styles and prompt keys.
  /** tmux's `message-style`: messages and the prompt, black on yellow. */
  "message-style": string;
  /**
   * tmux's `message-command-style`: the prompt in vi's command mode
   * (`status-keys vi`, after Escape), yellow on black.
   */
  "message-command-style": string;
  /**
   * tmux's `mode-style`: copy mode's selection and its position
   * indicator, black on yellow.
   */
  "mode-style": string;
  /** tmux's `popup-style`: a popup's inside, under `display-popup -s`. */
  "popup-style": string;
  /** tmux's `popup-border-style`: its border, under `-S`. */
  "popup-border-style": string;
  /** tmux's `popup-border-lines`: its border's lines, unless `-b`/`-B`. */
  "popup-border-lines": typeof POPUP_BORDER_LINES[number];
  /**
   * tmux's `status-keys`: the command prompt's editing keys, `emacs`
   * (tmux's default) or `vi`.
   */
  "status-keys": typeof MODE_KEYS[number];
}

/** tmux 3.3a's `window-status-format` and `window-status-current-format`. */
const WINDOW_STATUS_FORMAT = "#I:#W#{?window_flags,#{window_flags}, }";

/** tmux 3.3a's status line settings. */
export function defaultStatusLine(): StatusLineOptions {
  return {
    "status-left": "[#{session_name}] ",
    "status-left-length": 10,
    "status-left-style": "default",
    "status-right":
      "#{?window_bigger,[#{window_offset_x}#,#{window_offset_y}] ,}" +
      '"#{=21:pane_title}" %H:%M %d-%b-%y',
    "status-right-length": 40,
    "status-right-style": "default",
    "status-style": "bg=green,fg=black",
    "status-fg": "default",
    "status-bg": "default",
    "status-justify": "left",
    "status-interval": 15,
    "window-status-format": WINDOW_STATUS_FORMAT,
    "window-status-current-format": WINDOW_STATUS_FORMAT,
    "window-status-separator": " ",
    "window-status-style": "default",
    "window-status-current-style": "default",
    "window-status-last-style": "default",
    "window-status-activity-style": "reverse",
    "window-status-bell-style": "reverse",
    "set-titles": true,
    "set-titles-string": "",
    "display-time": 1500,
    "message-style": "bg=yellow,fg=black",
    "message-command-style": "bg=black,fg=yellow",
    "mode-style": "bg=yellow,fg=black",
    "popup-style": "default",
    "popup-border-style": "default",
    "popup-border-lines": "single",
    "status-keys": "emacs",
  };
}

/** The names of the status line's settings. */
export const STATUS_LINE_NAMES = Object.keys(
  defaultStatusLine(),
) as (keyof StatusLineOptions)[];

/** Every setting, with its value. */
export interface Options extends StatusLineOptions {
  /** The prefix key, a tmux-style key name (`C-b`, `C-a`, `M-a`, `F12`). */
  prefix: string;
  /** The mouse selects, scrolls and resizes (on, as tmux users set it). */
  mouse: boolean;
  /**
   * The status line's place, or off. tmux's `on` sets it to
   * `status-position`'s place.
   */
  status: typeof STATUS_POSITIONS[number];
  /** tmux's `status-position`: where the status line goes when on. */
  "status-position": "top" | "bottom";
  /**
   * Programs may set the user's clipboard (OSC 52) by default (true);
   * only copies from copy mode do ("external", tmux's default); or neither
   * (false).
   */
  "set-clipboard": boolean | "external";
  /** What `new` runs with no command; empty: the user's `$SHELL`. */
  "default-shell": string;
  /** History lines of a new session. */
  scrollback: number;
  /**
   * A pane whose program exited stays, with its final screen: always
   * (true), never (false), or only when it failed (tmux 3.3a's `failed`:
   * exited non-zero or killed by a signal).
   */
  "remain-on-exit": RemainOnExit;
  /** Output in a window not shown flags it (`#`), as tmux's option. */
  "monitor-activity": boolean;
  /**
   * tmux's `pane-border-status`: each pane's label on the border row above
   * it (`top`) or below it (`bottom`), or none (`off`).
   */
  "pane-border-status": typeof PANE_BORDER_STATUS[number];
  /** tmux's `pane-border-format`: the label, a format. */
  "pane-border-format": string;
  /** tmux's `pane-border-style`: the borders' and labels' style. */
  "pane-border-style": string;
  /** tmux's `pane-active-border-style`: the active pane's (green). */
  "pane-active-border-style": string;
  /** tmux's `pane-border-lines`: single, double, heavy, simple, number. */
  "pane-border-lines": typeof PANE_BORDER_LINES[number];
  /** tmux's `pane-border-indicators`: off, colour, arrows, both. */
  "pane-border-indicators": typeof PANE_BORDER_INDICATORS[number];
  /** The lowest index a new window takes (tmux's `base-index`). */
  "base-index": number;
  /** The index of a window's first pane (tmux's `pane-base-index`). */
  "pane-base-index": number;
  /**
   * tmux's `renumber-windows`: when a window closes, the session's others
   * are numbered again from `base-index` (off, as in tmux).
   */
  "renumber-windows": boolean;
  /**
   * Copy mode's keys: tmux's `copy-mode-vi` table or its emacs one;
   * emacs, as tmux's, unless the daemon's `$VISUAL` or `$EDITOR` names vi
   * (`editorKeys`).
   */
  "mode-keys": typeof MODE_KEYS[number];
  // tmux's window-style and the terminal lists.
  /**
   * tmux's `window-style`: the colours of the cells of panes that are not
   * the active one where their program set none (`fg=colour247,bg=...`).
   */
  "window-style": string;
  /** tmux's `window-active-style`: the active pane's, over `window-style`. */
  "window-active-style": string;
  /**
   * tmux's `aggressive-resize`: taken, and what berth does anyway: a
   * window is sized by the clients that show it.
   */
  "aggressive-resize": boolean;
  /**
   * tmux's `window-size`: berth sizes a session by its most recently
   * active client, tmux's `latest`, the one value taken.
   */
  "window-size": "latest";
  /**
   * tmux's `xterm-keys`: taken with no effect; berth always passes keys
   * with modifiers as xterm sends them, as tmux 3.3a does.
   */
  "xterm-keys": boolean;
  /**
   * tmux's `allow-passthrough`: off alone. berth keeps each pane's
   * screen, not its bytes, so a program's `ESC P tmux; ... ESC \` is
   * dropped, never passed to the outer terminal.
   */
  "allow-passthrough": boolean;
  /**
   * tmux's `synchronize-panes` of every window without its own value
   * (`set -g synchronize-panes on`; `setw` sets one window's).
   */
  "synchronize-panes": boolean;
  /**
   * tmux's `default-size`: the size (`WIDTHxHEIGHT`) of a session `new -d`
   * makes without `-x` or `-y`.
   */
  "default-size": string;
  /**
   * tmux's `exit-empty`: the daemon exits once no session is left (and no
   * client is connected); off, it stays until `kill-server`.
   */
  "exit-empty": boolean;
  /**
   * tmux's `exit-unattached`: the daemon exits once no client is attached
   * (and none is connected), its sessions with it.
   */
  "exit-unattached": boolean;
  /**
   * tmux's `command-alias` (a server array option): `NAME=COMMAND` items,
   * kept as `command_alias.ts` says (one a line, `command-alias[10]`'s
   * index kept).
   */
  "command-alias": string;
  /**
   * tmux's `prompt-history-limit`: the most items the daemon keeps in each
   * prompt type's history (command, search, target, window-target).
   */
  "prompt-history-limit": number;
  /**
   * tmux's `history-file`: where the prompts' history is saved (at each
   * change) and read from (when it is set); empty: nowhere.
   */
  "history-file": string;
  /** tmux's `message-limit`: the most messages show-messages keeps. */
  "message-limit": number;
  /**
   * tmux's `destroy-unattached` (a session's): a session no client is
   * attached to ends when a client detaches, leaves or switches.
   */
  "destroy-unattached": boolean;
  /**
   * tmux's `terminal-overrides`, a comma-separated list of
   * `TERM-pattern:capability` entries: berth reads `Tc` and `RGB` (24-bit
   * colour for a client whose `TERM` matches) and keeps the rest as text.
   */
  "terminal-overrides": string;
  /**
   * tmux's `terminal-features` (`*:RGB`): berth reads `RGB` as
   * `terminal-overrides`' `Tc` and keeps the rest as text.
   */
  "terminal-features": string;
  /**
   * tmux's `copy-command`: the shell command a copy-mode copy is piped to
   * (`copy-pipe` with no command of its own, the mouse's copy); empty:
   * none.
   */
  "copy-command": string;
  /**
   * tmux's `word-separators`: copy mode's word motions and a double
   * click's word take runs of these characters as words of their own,
   * apart from runs of the other non-blank ones.
   */
  "word-separators": string;
  /**
   * tmux's `wrap-search`: copy mode's search goes on from the other end
   * of the history when it reaches one (on by default, as tmux's).
   */
  "wrap-search": boolean;
  /**
   * tmux's `repeat-time`: for this many ms after a key bound with `-r`,
   * such keys need no prefix (0: none repeats).
   */
  "repeat-time": number;
  /**
   * tmux's `main-pane-height`: the main pane's rows in main-horizontal, a
   * number or a percentage of the window's (`30%`), as text as tmux's.
   */
  "main-pane-height": string;
  /** tmux's `main-pane-width`: the main pane's columns in main-vertical. */
  "main-pane-width": string;
  /**
   * tmux's `other-pane-height`: the other panes' rows in main-horizontal
   * (the main pane takes the rest); `0`: what the main pane leaves.
   */
  "other-pane-height": string;
  /** tmux's `other-pane-width`: the other panes' columns in main-vertical. */
  "other-pane-width": string;
  // Windows, alerts and the terminal (tmux's options of these names).
  /**
   * tmux's `automatic-rename`: a window is named after the program in
   * front in its active pane (a window's own value, `setw`, wins; a
   * `rename-window` turns the window's off).
   */
  "automatic-rename": boolean;
  /**
   * tmux's `allow-rename`: a program's `ESC k NAME ESC \` renames its
   * window (off, as in tmux 3.3a).
   */
  "allow-rename": boolean;
  /** tmux's `monitor-bell`: a bell in a window is an alert (on). */
  "monitor-bell": boolean;
  /** tmux's `bell-action`: which windows' bells ring the terminal. */
  "bell-action": typeof ALERT_ACTIONS[number];
  /** tmux's `visual-bell`: a message instead of the bell, or both. */
  "visual-bell": typeof VISUAL_ALERTS[number];
  /** tmux's `activity-action`: which windows' activity rings it. */
  "activity-action": typeof ALERT_ACTIONS[number];
  /** tmux's `visual-activity`: as `visual-bell`, for activity. */
  "visual-activity": typeof VISUAL_ALERTS[number];
  /**
   * tmux's `escape-time`: ms the start of a key sequence (`ESC`) waits
   * for its rest before it goes on as typed.
   */
  "escape-time": number;
  /**
   * tmux's `focus-events`: the attach client asks its terminal for focus
   * reports and passes them (`CSI I`, `CSI O`) to the active pane's
   * program when it asked for them (mode 1004).
   */
  "focus-events": boolean;
  /** tmux's `default-terminal`: `TERM` in new panes. */
  "default-terminal": string;
  /** tmux's `display-panes-time`: ms prefix `q`'s numbers stay. */
  "display-panes-time": number;
  /** tmux's `display-panes-colour` and `-active-colour`: the numbers'. */
  "display-panes-colour": string;
  "display-panes-active-colour": string;
  /** tmux's `clock-mode-colour` and `clock-mode-style` (12 or 24). */
  "clock-mode-colour": string;
  "clock-mode-style": "12" | "24";
  /**
   * tmux's `prefix2`: a second prefix key, both working (`None`: none);
   * `send-prefix -2` sends it.
   */
  prefix2: string;
  /**
   * tmux's `default-command`: what a new pane runs with no command given,
   * by `default-shell -c`; empty: the shell, as a login shell.
   */
  "default-command": string;
  /**
   * tmux's `automatic-rename-format`: the format a window that names
   * itself is named by, for its active pane.
   */
  "automatic-rename-format": string;
  /**
   * tmux's `remain-on-exit-format`: the line under a pane whose program
   * exited while `remain-on-exit` keeps it (a window's own over it too).
   */
  "remain-on-exit-format": string;
  /**
   * tmux's `monitor-silence`: a window with no output for this many
   * seconds is flagged `~` and alerts (0: off).
   */
  "monitor-silence": number;
  /** tmux's `silence-action`: which windows' silence rings the terminal. */
  "silence-action": typeof ALERT_ACTIONS[number];
  /** tmux's `visual-silence`: as `visual-bell`, for silence. */
  "visual-silence": typeof VISUAL_ALERTS[number];
  /**
   * tmux's `lock-after-time` (seconds a session's clients may not type
   * before they are locked; 0: never) and `lock-command` (what a locked
   * client runs in its terminal until it exits).
   */
  "lock-after-time": number;
  "lock-command": string;
  /**
   * tmux's `extended-keys` (off, on, always): taken and kept; berth passes
   * the keys a terminal sends as they are (the README).
   */
  "extended-keys": "off" | "on" | "always";
  /**
   * tmux's `update-environment`: the variables (names, or patterns with
   * `*` and `?`) a client that attaches or switches to a session sets in
   * its environment from its own, for the panes made after; one the
   * client lacks is marked to be removed (`-NAME`).
   */
  "update-environment": string;
  /**
   * tmux's `detach-on-destroy`: when a session ends, its clients detach
   * (on), or move to the most recently active other session (off), or to
   * one no client shows (no-detached), detaching when there is none.
   */
  "detach-on-destroy": typeof DETACH_ON_DESTROY[number];
  /**
   * Key bindings by table: key name to a berth command line, or to one
   * with `repeat` (tmux's `bind -r`).
   */
  bind: Record<KeyTableName, Record<string, BindValue>>;
  /** Built-in bindings taken away, by table. */
  unbind: Record<KeyTableName, string[]>;
  /**
   * tmux's `key-table`: the table a client's keys are looked up in when
   * no prefix or `switch-client -T` chose another (`off`, say, with `bind
   * -T off F12 ...`: keys go to the pane unless that table binds them).
   */
  "key-table": KeyTableName;
  /**
   * tmux's user options (`set -g @plugin ...`, a theme's `@colour`): any
   * name that starts with `@`, its text, for formats (`#{@colour}`) and
   * `show-options -gv @name`; berth reads none of them itself.
   */
  [user: `@${string}`]: string;
}

/** Whether `name` is a user option's (tmux's `@name`). */
export function isUserOption(name: string): name is `@${string}` {
  return /^@[^\s=]{1,63}$/.test(name);
}

/** The most user options (`@name`) the daemon holds. */
export const MAX_USER_OPTIONS = 1000;

/**
 * tmux's global tables of user options besides the session options'
 * (`set -g @name`): the server's (`set -s @name`) and the windows'
 * (`set -gw @name`).
 */
export const USER_TABLES = ["server", "window"] as const;
export type UserTable = typeof USER_TABLES[number];

/** User options by global table, a table with none left out. */
export type UserTables = Partial<
  Record<UserTable, Record<`@${string}`, string>>
>;

/**
 * What a key is bound to: its command line, or (config.toml's `{ command
 * = "...", repeat = true, note = "..." }`) that, whether it repeats, as
 * tmux's `bind -r`, and its note, as tmux's `bind -N` (`list-keys -N`).
 */
export type BindValue = string | {
  command: string;
  repeat?: boolean;
  note?: string;
};

/** The command line of a binding. */
export function bindCommand(v: BindValue): string {
  return typeof v === "string" ? v : v.command;
}

/** Whether a binding repeats (tmux's `bind -r`). */
export function bindRepeats(v: BindValue): boolean {
  return typeof v !== "string" && v.repeat === true;
}

/** A binding's note (tmux's `bind -N`), or undefined. */
export function bindNote(v: BindValue): string | undefined {
  return typeof v === "string" || !v.note ? undefined : v.note;
}

/** tmux's default `repeat-time`, in ms. */
export const DEFAULT_REPEAT_TIME = 500;

/** The longest `display-time`, in ms (tmux's: an int; a day here). */
export const MAX_DISPLAY_TIME = 86_400_000;

/** The longest `repeat-time` (tmux's: a short). */
export const MAX_REPEAT_TIME = 32767;

// Windows, alerts and the terminal: tmux 3.3a's options of these names
// (`options-table.c`, `alerts.c`, `input.c`), grouped for merges.

/** tmux's `bell-action` and `activity-action`: which windows ring. */
export const ALERT_ACTIONS = ["any", "none", "current", "other"] as const;
/** `detach-on-destroy`'s values (tmux 3.3a's). */
export const DETACH_ON_DESTROY = ["on", "off", "no-detached"] as const;
/** tmux 3.3a's default `update-environment`. */
export const UPDATE_ENVIRONMENT =
  "DISPLAY KRB5CCNAME SSH_ASKPASS SSH_AUTH_SOCK SSH_AGENT_PID SSH_CONNECTION WINDOWID XAUTHORITY";

/** tmux's `visual-bell` and `visual-activity`. */
export const VISUAL_ALERTS = ["off", "on", "both"] as const;

/**
 * berth's `escape-time`, in ms: the terminal sends a key's bytes at once,
 * so a short wait tells Escape from a key that starts with it (tmux 3.3a
 * waits 500, 3.5 10; users of vim set 0-10).
 */
export const DEFAULT_ESCAPE_TIME = 25;

/** The longest `escape-time` and `display-panes-time` (ms). */
export const MAX_WAIT_TIME = 60_000;

/** The `TERM` of new panes unless `default-terminal` says another. */
export const DEFAULT_TERMINAL = "xterm-256color";

/** The defaults of the windows, alerts and terminal settings. */
function defaultWindowAlertTerminal() {
  return {
    "automatic-rename": true,
    "allow-rename": false,
    "monitor-bell": true,
    "bell-action": "any" as Options["bell-action"],
    "visual-bell": "off" as Options["visual-bell"],
    "activity-action": "other" as Options["activity-action"],
    "visual-activity": "off" as Options["visual-activity"],
    "escape-time": DEFAULT_ESCAPE_TIME,
    "focus-events": false,
    "default-terminal": DEFAULT_TERMINAL,
    "display-panes-time": 1000,
    "display-panes-colour": "blue",
    "display-panes-active-colour": "red",
    "clock-mode-colour": "blue",
    "clock-mode-style": "24" as Options["clock-mode-style"],
    ...defaultTmuxExtras(),
  };
}

/** tmux 3.3a's default `remain-on-exit-format`. */
export const REMAIN_ON_EXIT_FORMAT =
  "Pane is dead (#{?#{!=:#{pane_dead_status},},status #{pane_dead_status},}#{?#{!=:#{pane_dead_signal},},signal #{pane_dead_signal},}, #{t:pane_dead_time})";

/** tmux 3.3a's default `automatic-rename-format`. */
export const AUTOMATIC_RENAME_FORMAT =
  "#{?pane_in_mode,[tmux],#{pane_current_command}}#{?pane_dead,[dead],}";

/** The most seconds `monitor-silence` and `lock-after-time` take (a day). */
export const MAX_IDLE_SECONDS = 86400;

/** The defaults of the settings tmux users' configs set (tmux 3.3a's). */
function defaultTmuxExtras() {
  return {
    prefix2: "None",
    "key-table": "root",
    "default-command": "",
    "automatic-rename-format": AUTOMATIC_RENAME_FORMAT,
    "remain-on-exit-format": REMAIN_ON_EXIT_FORMAT,
    "monitor-silence": 0,
    "silence-action": "other" as Options["silence-action"],
    "visual-silence": "off" as Options["visual-silence"],
    "lock-after-time": 0,
    "lock-command": "lock -np",
    "extended-keys": "off" as Options["extended-keys"],
    "update-environment": UPDATE_ENVIRONMENT,
    "detach-on-destroy": "on" as Options["detach-on-destroy"],
  };
}

// Their setters.
/** A setter of a count from 0 to `max`. */
function count(name: "prompt-history-limit" | "message-limit", max: number) {
  return ((o, v) =>
    index(v, max)
      ? (o[name] = v as number, null)
      : `takes a number from 0 to ${max}`) as Setter;
}

/** A setter of a true-or-false setting. */
function flag(name: string): Setter {
  return (o, v) =>
    bool(v)
      ? ((o as unknown as Record<string, unknown>)[name] = v, null)
      : "takes true or false";
}

function windowAlertTerminalSetters(): Record<string, Setter> {
  const choice =
    (name: string, values: readonly string[]): Setter => (o, v) => {
      // config.toml's true and false for tmux's on and off.
      const w = v === true ? "on" : v === false ? "off" : v;
      if (!values.includes(w as string)) {
        return `takes ${
          values.slice(0, -1).map((x) => `"${x}"`).join(", ")
        } or "${values.at(-1)}"`;
      }
      (o as unknown as Record<string, unknown>)[name] = w;
      return null;
    };
  const ms = (name: string, what: string): Setter => (o, v) =>
    index(v, MAX_WAIT_TIME)
      ? ((o as unknown as Record<string, unknown>)[name] = v, null)
      : `takes a number of ms from 0 to ${MAX_WAIT_TIME}${what}`;
  return {
    "automatic-rename": flag("automatic-rename"),
    "allow-rename": flag("allow-rename"),
    "monitor-bell": flag("monitor-bell"),
    "bell-action": choice("bell-action", ALERT_ACTIONS),
    "visual-bell": choice("visual-bell", VISUAL_ALERTS),
    "activity-action": choice("activity-action", ALERT_ACTIONS),
    "visual-activity": choice("visual-activity", VISUAL_ALERTS),
    "escape-time": ms("escape-time", " (0: no wait)"),
    "focus-events": flag("focus-events"),
    "default-terminal": (o, v) =>
      typeof v === "string" && /^[A-Za-z0-9][A-Za-z0-9.+_-]{0,63}$/.test(v)
        ? (o["default-terminal"] = v, null)
        : 'takes a terminal name, such as "xterm-256color" or "tmux-256color"',
    "display-panes-time": ms("display-panes-time", ""),
    "display-panes-colour": colour("display-panes-colour"),
    "display-panes-active-colour": colour("display-panes-active-colour"),
    "clock-mode-colour": colour("clock-mode-colour"),
    "clock-mode-style": (o, v) =>
      v === "12" || v === "24" || v === 12 || v === 24
        ? (o["clock-mode-style"] = String(v) as "12" | "24", null)
        : "takes 12 or 24",
    prefix2: (o, v) =>
      text(v) ? (o.prefix2 = v as string, null) : "takes a key name or None",
    "default-command": words("default-command", "a shell command"),
    "automatic-rename-format": words("automatic-rename-format", "a format"),
    "remain-on-exit-format": words("remain-on-exit-format", "a format"),
    "monitor-silence": seconds("monitor-silence"),
    "silence-action": choice("silence-action", ALERT_ACTIONS),
    "visual-silence": choice("visual-silence", VISUAL_ALERTS),
    "lock-after-time": seconds("lock-after-time"),
    "lock-command": words("lock-command", "a shell command"),
    "extended-keys": choice("extended-keys", ["off", "on", "always"]),
    "update-environment": (o, v) =>
      typeof v === "string" && v.length <= MAX_TEXT &&
        /^[\sA-Za-z0-9_*?]*$/.test(v)
        ? (o["update-environment"] = v.trim().split(/\s+/).join(" "), null)
        : "takes variable names (or patterns with * and ?), separated by spaces",
    "detach-on-destroy": choice("detach-on-destroy", DETACH_ON_DESTROY),
  };
}

// A colour setting's setter: a tmux colour (blue, colour39, #ff8800).
function colour(name: string): Setter {
  return (o, v) =>
    typeof v === "string" && v.length <= 32 && !/[,\s]/.test(v) &&
      isStyle(`fg=${v}`)
      ? ((o as unknown as Record<string, unknown>)[name] = v, null)
      : 'takes a colour, such as "blue", "colour39" or "#ff8800"';
}

// A text setting's setter: any text up to MAX_TEXT.
function words(name: string, what: string): Setter {
  return (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? ((o as unknown as Record<string, unknown>)[name] = v, null)
      : `takes ${what}`;
}

// A number of seconds' setter, 0 (off) to MAX_IDLE_SECONDS.
function seconds(name: string): Setter {
  return (o, v) =>
    index(v, MAX_IDLE_SECONDS)
      ? ((o as unknown as Record<string, unknown>)[name] = v, null)
      : `takes a number of seconds from 0 (off) to ${MAX_IDLE_SECONDS}`;
}

/** The settings with nothing configured. */
export function defaultOptions(): Options {
  return {
    prefix: "C-b",
    mouse: true,
    status: "bottom",
    "status-position": "bottom",
    "set-clipboard": "external",
    "default-shell": "",
    scrollback: DEFAULT_SCROLLBACK,
    "remain-on-exit": false,
    "monitor-activity": false,
    "pane-border-status": "off",
    "pane-border-format": PANE_BORDER_FORMAT,
    "pane-border-style": "default",
    "pane-active-border-style": "fg=green",
    "pane-border-lines": "single",
    "pane-border-indicators": "colour",
    "base-index": 0,
    "pane-base-index": 0,
    "renumber-windows": false,
    "mode-keys": "emacs",
    "window-style": "default",
    "window-active-style": "default",
    "aggressive-resize": false,
    "window-size": "latest",
    "xterm-keys": true,
    "allow-passthrough": false,
    "synchronize-panes": false,
    "default-size": DEFAULT_SIZE,
    "exit-empty": true,
    "exit-unattached": false,
    "command-alias": COMMAND_ALIASES,
    "prompt-history-limit": 100,
    "history-file": "",
    "message-limit": 1000,
    "destroy-unattached": false,
    "terminal-overrides": "",
    "terminal-features": TERMINAL_FEATURES,
    "copy-command": "",
    "word-separators": WORD_SEPARATORS,
    "wrap-search": true,
    "repeat-time": DEFAULT_REPEAT_TIME,
    "main-pane-height": "24",
    "main-pane-width": "80",
    "other-pane-height": "0",
    "other-pane-width": "0",
    ...defaultWindowAlertTerminal(),
    ...defaultStatusLine(),
    bind: { prefix: {}, root: {}, copy: {} },
    unbind: { prefix: [], root: [], copy: [] },
  };
}

/** tmux 3.3a's default `terminal-features`. */
export const TERMINAL_FEATURES =
  "xterm*:clipboard:ccolour:cstyle:focus:title,screen*:title";

/**
 * tmux's choice of `mode-keys` and `status-keys` at the server's start:
 * `vi` when `$VISUAL` (else `$EDITOR`) is set and its last part (after a
 * `/`) has `vi` in it (`vim`, `nvim`, `/usr/bin/vi`), `emacs` when set
 * otherwise; null when neither is set (the default, emacs, stands).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { editorKeys } from "./options.ts";
 * const env = (vars: Record<string, string>) => (k: string) => vars[k];
 * assert.equal(editorKeys(env({ EDITOR: "/usr/bin/nvim" })), "vi");
 * assert.equal(editorKeys(env({ VISUAL: "emacs", EDITOR: "vim" })), "emacs");
 * assert.equal(editorKeys(env({})), null);
 * ```
 */
export function editorKeys(
  env: (name: string) => string | undefined,
): typeof MODE_KEYS[number] | null {
  const editor = env("VISUAL") ?? env("EDITOR");
  if (editor === undefined) return null;
  return editor.slice(editor.lastIndexOf("/") + 1).includes("vi")
    ? "vi"
    : "emacs";
}

/**
 * The settings a daemon starts from: the defaults, with `mode-keys` and
 * `status-keys` chosen by `$VISUAL`/`$EDITOR` (`editorKeys`), as tmux's
 * server starts; `set -gu` still goes back to the defaults.
 */
export function startOptions(
  env: (name: string) => string | undefined,
): Options {
  const o = defaultOptions();
  const keys = editorKeys(env);
  if (keys !== null) o["mode-keys"] = o["status-keys"] = keys;
  return o;
}

/** tmux 3.3a's default `word-separators`: ASCII's punctuation but `_`. */
export const WORD_SEPARATORS = "!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~";

/** Longest text value a setting, a binding or a command line takes. */
export const MAX_TEXT = 4096;

/** Most command lines one config file runs (its `commands`, a tmux.conf). */
export const MAX_COMMANDS = 1000;

type Setter = (o: Options, v: unknown) => string | null;

// Each plain setting: stores a good value, or says what it takes.
const SETTERS: Record<string, Setter> = {
  prefix: (o, v) =>
    text(v) ? (o.prefix = v as string, null) : "takes a key name such as C-a",
  mouse: flag("mouse"),
  // tmux's on and off (true and false in the config file), and berth's
  // bottom and top, which set status-position too.
  status: (o, v) => {
    if (v === "on" || v === true) o.status = o["status-position"];
    else if (v === "off" || v === false) o.status = "off";
    else if (v === "top" || v === "bottom") {
      o.status = o["status-position"] = v;
    } else {
      return 'takes "on" or "off" (berth draws one status line), or its place: "top" or "bottom"';
    }
    return null;
  },
  "status-position": (o, v) => {
    if (v !== "top" && v !== "bottom") return 'takes "top" or "bottom"';
    o["status-position"] = v;
    if (o.status !== "off") o.status = v;
    return null;
  },
  "set-clipboard": (o, v) => {
    // tmux's words too: on, off, external.
    const value = v === "on" ? true : v === "off" ? false : v;
    if (!bool(value) && value !== "external") {
      return 'takes true, false or "external" (copies from copy mode only)';
    }
    o["set-clipboard"] = value as boolean | "external";
    return null;
  },
  "default-shell": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? (o["default-shell"] = v, null)
      : "takes a program's path, such as /bin/zsh",
  scrollback: (o, v) =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_SCROLLBACK
      ? (o.scrollback = v as number, null)
      : `takes a number of lines from 0 to ${MAX_SCROLLBACK}`,
  "remain-on-exit": (o, v) => {
    // tmux's words too: on, off, failed.
    const value = typeof v === "string" ? remainFromText(v) ?? v : v;
    if (!bool(value) && value !== "failed") {
      return 'takes on, off or "failed" (stays only when its program failed)';
    }
    o["remain-on-exit"] = value as RemainOnExit;
    return null;
  },
  "monitor-activity": flag("monitor-activity"),
  "renumber-windows": flag("renumber-windows"),
  "pane-border-status": (o, v) =>
    PANE_BORDER_STATUS.includes(v as Options["pane-border-status"])
      ? (o["pane-border-status"] = v as Options["pane-border-status"], null)
      : 'takes "off", "top" or "bottom"',
  "pane-border-format": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? (o["pane-border-format"] = v, null)
      : 'takes a tmux format, such as "#P: #{pane_current_command}"',
  "pane-border-style": (o, v) =>
    typeof v === "string" && v.length <= 256 && isStyle(v)
      ? (o["pane-border-style"] = v, null)
      : 'takes a tmux style, such as "fg=colour240"',
  "pane-active-border-style": (o, v) =>
    typeof v === "string" && v.length <= 256 && isStyle(v)
      ? (o["pane-active-border-style"] = v, null)
      : 'takes a tmux style, such as "fg=yellow,bold"',
  "pane-border-lines": (o, v) =>
    PANE_BORDER_LINES.includes(v as Options["pane-border-lines"])
      ? (o["pane-border-lines"] = v as Options["pane-border-lines"], null)
      : 'takes "single", "double", "heavy", "simple" or "number"',
  "pane-border-indicators": (o, v) =>
    PANE_BORDER_INDICATORS.includes(v as Options["pane-border-indicators"])
      ? (o["pane-border-indicators"] = v as Options["pane-border-indicators"],
        null)
      : 'takes "off", "colour", "arrows" or "both"',
  "base-index": (o, v) =>
    index(v, MAX_BASE_INDEX)
      ? (o["base-index"] = v as number, null)
      : `takes a whole number from 0 to ${MAX_BASE_INDEX}`,
  "pane-base-index": (o, v) =>
    index(v, MAX_PANE_BASE_INDEX)
      ? (o["pane-base-index"] = v as number, null)
      : `takes a whole number from 0 to ${MAX_PANE_BASE_INDEX}`,
  "mode-keys": (o, v) =>
    MODE_KEYS.includes(v as Options["mode-keys"])
      ? (o["mode-keys"] = v as Options["mode-keys"], null)
      : 'takes "vi" or "emacs"',
  "window-style": (o, v) =>
    typeof v === "string" && v.length <= 256 && isStyle(v)
      ? (o["window-style"] = v, null)
      : 'takes a tmux style, such as "fg=colour247,bg=colour236"',
  "window-active-style": (o, v) =>
    typeof v === "string" && v.length <= 256 && isStyle(v)
      ? (o["window-active-style"] = v, null)
      : 'takes a tmux style, such as "bg=black"',
  "aggressive-resize": flag("aggressive-resize"),
  "window-size": (o, v) =>
    v === "latest"
      ? (o["window-size"] = v, null)
      : 'takes "latest" only (berth sizes a session by its most recently active client)',
  "exit-empty": flag("exit-empty"),
  "exit-unattached": flag("exit-unattached"),
  "command-alias": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT * 4
      ? (o["command-alias"] = v, null)
      : 'takes NAME=COMMAND items, such as "zz=display-message hi"',
  "prompt-history-limit": count("prompt-history-limit", MAX_PROMPT_HISTORY),
  "history-file": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? (o["history-file"] = v, null)
      : 'takes a file\'s path, such as "~/.berth_history" (empty: none)',
  "message-limit": count("message-limit", MAX_MESSAGES),
  "destroy-unattached": flag("destroy-unattached"),
  "xterm-keys": flag("xterm-keys"),
  "allow-passthrough": (o, v) =>
    v === false
      ? (o["allow-passthrough"] = false, null)
      : "takes off alone (berth keeps each pane's screen, not its bytes: a program's ESC P tmux; ... ESC \\ never reaches the outer terminal)",
  "synchronize-panes": flag("synchronize-panes"),
  "default-size": (o, v) =>
    typeof v === "string" && sizeOf(v) !== null
      ? (o["default-size"] = v, null)
      : `takes WIDTHxHEIGHT, each from 1 to ${MAX_SIDE}, such as "200x50"`,
  "terminal-overrides": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? (o["terminal-overrides"] = v, null)
      : 'takes a list of TERM:capability entries, such as ",xterm-256color:Tc"',
  "terminal-features": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? (o["terminal-features"] = v, null)
      : 'takes a list of TERM:feature entries, such as ",*:RGB"',
  "copy-command": (o, v) =>
    typeof v === "string" && v.length <= MAX_TEXT
      ? (o["copy-command"] = v, null)
      : 'takes a shell command, such as "xclip -in -selection clipboard"',
  "word-separators": (o, v) =>
    typeof v === "string" && v.length <= 256
      ? (o["word-separators"] = v, null)
      : 'takes the characters that separate words, such as " -_@"',
  "wrap-search": flag("wrap-search"),
  "key-table": (o, v) =>
    typeof v === "string" && keyTableProblem(v) === undefined
      ? (o["key-table"] = v, null)
      : "takes a key table's name, such as root",
  "repeat-time": (o, v) =>
    index(v, MAX_REPEAT_TIME)
      ? (o["repeat-time"] = v as number, null)
      : `takes a number of milliseconds from 0 (no key repeats) to ${MAX_REPEAT_TIME}`,
  "main-pane-height": paneSize("main-pane-height", "rows"),
  "main-pane-width": paneSize("main-pane-width", "columns"),
  "other-pane-height": paneSize("other-pane-height", "rows"),
  "other-pane-width": paneSize("other-pane-width", "columns"),
  ...windowAlertTerminalSetters(),
  ...statusLineSetters(),
};

/** The most cells a pane size setting (`main-pane-height`) names. */
export const MAX_PANE_SIZE = 10000;

/**
 * A pane size setting (`main-pane-height`): a whole number of cells or a
 * percentage of the window's (`30%`), kept as text as tmux keeps it; a
 * number from config.toml is taken as one. tmux 3.3a takes any text and
 * lays out with its default when the text is no size; berth says so.
 */
function paneSize(
  name:
    | "main-pane-height"
    | "main-pane-width"
    | "other-pane-height"
    | "other-pane-width",
  unit: "rows" | "columns",
): Setter {
  return (o, v) => {
    const text = typeof v === "number" ? String(v) : v;
    const m = typeof text === "string" ? /^(\d{1,5})(%?)$/.exec(text) : null;
    const n = m ? Number(m[1]) : NaN;
    if (!m || n > (m[2] ? 100 : MAX_PANE_SIZE)) {
      return `takes a number of ${unit} up to ${MAX_PANE_SIZE} or a percentage of the window's, such as 30%`;
    }
    o[name] = text as string;
    return null;
  };
}

// The status line's settings: formats, lengths, styles, the list's place
// and the clock's interval.
function statusLineSetters(): Record<string, Setter> {
  const out: Record<string, Setter> = {};
  const set = (o: Options, k: string, v: unknown) => {
    (o as unknown as Record<string, unknown>)[k] = v;
    return null;
  };
  for (const name of STATUS_LINE_NAMES) {
    if (name.endsWith("-length")) {
      out[name] = (o, v) =>
        Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 32767
          ? set(o, name, v)
          : "takes a number of cells from 0 to 32767";
    } else if (name === "display-time") {
      out[name] = (o, v) =>
        Number.isInteger(v) && (v as number) >= 0 &&
          (v as number) <= MAX_DISPLAY_TIME
          ? set(o, name, v)
          : `takes a number of ms from 0 (until a key) to ${MAX_DISPLAY_TIME}`;
    } else if (name === "status-interval") {
      out[name] = (o, v) =>
        Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 86400
          ? set(o, name, v)
          : "takes a number of seconds from 0 (never) to 86400";
    } else if (name === "status-keys") {
      out[name] = (o, v) =>
        MODE_KEYS.includes(v as Options["status-keys"])
          ? set(o, name, v)
          : 'takes "vi" or "emacs"';
    } else if (name === "popup-border-lines") {
      out[name] = (o, v) =>
        POPUP_BORDER_LINES.includes(v as Options["popup-border-lines"])
          ? set(o, name, v)
          : `takes ${POPUP_BORDER_LINES.join(", ")}`;
    } else if (name === "set-titles") {
      out[name] = (o, v) =>
        typeof v === "boolean" ? set(o, name, v) : "takes true or false";
    } else if (name === "status-justify") {
      out[name] = (o, v) =>
        STATUS_JUSTIFY.includes(v as Options["status-justify"])
          ? set(o, name, v)
          : 'takes "left", "centre", "right" or "absolute-centre"';
    } else if (name === "status-fg" || name === "status-bg") {
      out[name] = (o, v) =>
        typeof v === "string" && /^[^ ,=]+$/.test(v) && isStyle(`fg=${v}`)
          ? set(o, name, v)
          : 'takes a colour, such as "colour235", "red" or "#ffaa00"';
    } else if (name.endsWith("-style")) {
      out[name] = (o, v) =>
        typeof v === "string" && v.length <= 256 && isStyle(v)
          ? set(o, name, v)
          : 'takes a tmux style, such as "fg=white,bg=colour235,bold"';
    } else {
      out[name] = (o, v) =>
        typeof v === "string" && v.length <= MAX_TEXT
          ? set(o, name, v)
          : 'takes a tmux format, such as "#I:#W#F"';
    }
  }
  return out;
}

/** The names of the plain settings (not `bind`/`unbind`), in order. */
export const SETTING_NAMES: readonly string[] = Object.keys(SETTERS);

/**
 * A setting's value as tmux's formats give an option's (`#{mouse}`,
 * `#{?mouse,M,-}`, `#{prefix}`): a flag 1 or 0, a number or text as it is;
 * tmux 3.3a's `#{status}` is on or off (berth's bottom and top are on).
 */
export function settingText(name: string, v: unknown): string | undefined {
  // tmux 3.3a's choice, printed by its words (`#{remain-on-exit}`: on).
  if (name === "remain-on-exit") {
    return typeof v === "boolean" || v === "failed" ? remainText(v) : undefined;
  }
  if (typeof v === "boolean") return v ? "1" : "0";
  if (name === "status") return v === "off" ? "off" : "on";
  return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
}

/**
 * The settings a window may have values of its own for, over the
 * daemon's (tmux's window options of these names: `setw -t :1
 * pane-border-status bottom`, `setw -u` to drop it).
 */
export const WINDOW_SETTINGS = [
  "pane-border-status",
  "pane-border-format",
  "pane-border-style",
  "pane-active-border-style",
  "pane-border-lines",
  "pane-border-indicators",
  "window-style",
  "window-active-style",
  // tmux's window option too (protocol 21): `setw -t :2 monitor-silence 5`.
  "monitor-silence",
  // The rest of tmux 3.3a's window options berth takes: a window's own
  // over the daemon's (`setw -t :2 mode-keys vi`), as tmux's options tree.
  "mode-keys",
  "wrap-search",
  "mode-style",
  "allow-rename",
  "monitor-bell",
  "automatic-rename-format",
  "remain-on-exit-format",
  "main-pane-width",
  "main-pane-height",
  "other-pane-width",
  "other-pane-height",
  "window-status-format",
  "window-status-current-format",
  "window-status-style",
  "window-status-current-style",
  "window-status-last-style",
  "window-status-activity-style",
  "window-status-bell-style",
  "window-status-separator",
  "clock-mode-colour",
  "clock-mode-style",
  "popup-style",
  "popup-border-style",
  "popup-border-lines",
  "window-size",
  "aggressive-resize",
  "xterm-keys",
  // A session's before protocol 26, where tmux's are a window's.
  "remain-on-exit",
  "monitor-activity",
  "pane-base-index",
] as const;
/**
 * berth's settings that are tmux's server options: `set` takes them
 * without `-g`, as tmux's (`set -as terminal-features ',*:RGB'`), and
 * `show -s` lists them alone.
 */
export const SERVER_SETTINGS: readonly string[] = [
  "set-clipboard",
  "copy-command",
  "terminal-overrides",
  "terminal-features",
  "escape-time",
  "focus-events",
  // tmux's server options too: `set default-terminal tmux-256color`.
  "default-terminal",
  "extended-keys",
  "exit-empty",
  "exit-unattached",
  "command-alias",
  "prompt-history-limit",
  "history-file",
  "message-limit",
];

/** The alerts' choices: whose bell, activity, silence ring, and how. */
const ALERT_CHOICES = [
  "bell-action",
  "visual-bell",
  "activity-action",
  "visual-activity",
  "silence-action",
  "visual-silence",
] as const;

/**
 * The settings a session may have values of its own for, over the
 * daemon's: tmux's session options that the attach client reads (the
 * prefix, the mouse, the status line and its messages, the prompt's
 * keys, the lock's command, copy mode's words) and the session's alerts
 * and idle lock. `set OPTION VALUE` without `-g` sets the current
 * session's, as tmux's; `set -u` drops it.
 */
export const SESSION_SETTINGS = [
  "prefix",
  // tmux's session option too (protocol 21): `set -t s prefix2 C-a`.
  "prefix2",
  // tmux's session option too (protocol 29): `set key-table off`.
  "key-table",
  "mouse",
  "status",
  "status-position",
  "status-left",
  "status-left-length",
  "status-left-style",
  "status-right",
  "status-right-length",
  "status-right-style",
  "status-style",
  "status-fg",
  "status-bg",
  "status-justify",
  "status-interval",
  "status-keys",
  "message-style",
  "message-command-style",
  "display-time",
  "set-titles",
  "set-titles-string",
  // tmux's session options too (protocol 22): `set -t s lock-command vlock`.
  "lock-command",
  "lock-after-time",
  ...ALERT_CHOICES,
  "word-separators",
  "repeat-time",
  "display-panes-time",
  "renumber-windows",
  "default-shell",
  "default-command",
  // Read for the session they act on (its attach, its end, its clients).
  "update-environment",
  "detach-on-destroy",
  "destroy-unattached",
  "display-panes-colour",
  "display-panes-active-colour",
] as const;
/** One of `SESSION_SETTINGS`. */
export type SessionSetting = typeof SESSION_SETTINGS[number];
/** Whether `name` is one of `SESSION_SETTINGS`. */
export function isSessionSetting(name: unknown): name is SessionSetting {
  return SESSION_SETTINGS.includes(name as SessionSetting);
}

/** A session's own settings (`SESSION_SETTINGS`), by name. */
export type SessionSettings = Record<string, string | number | boolean>;

/**
 * Each setting's kind (`typeof` its default), built once: building
 * `defaultOptions()` at each `settingFromText` took 36 us, which a
 * window's own values met at each status line drawn and output taken.
 */
let kinds: Map<string, string> | undefined;
function settingKind(name: string): string | undefined {
  kinds ??= new Map(
    Object.entries(defaultOptions()).map(([k, v]) => [k, typeof v]),
  );
  return kinds.get(name);
}

/**
 * A setting's value from the text a command line gave it, of the kind
 * its default is: tmux's on/off (yes/no, 1/0) for a flag, a whole number,
 * else the text (checked by the setter after: `checkSetting`).
 */
export function settingFromText(
  name: string,
  text: string,
): string | number | boolean {
  const kind = settingKind(name);
  if (kind === "boolean") return flagFromText(name, text) ?? text;
  if (kind === "number" && /^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * tmux 3.3a's `remain-on-exit`, a choice of three: on (true), off
 * (false), or `failed`: a pane stays only when its program exited
 * non-zero or was killed by a signal.
 */
export type RemainOnExit = boolean | "failed";

/**
 * `remain-on-exit`'s value from a word: a flag's spellings (`FLAG_TEXT`)
 * or `failed`; undefined for any other.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { remainFromText } from "./options.ts";
 * assert.equal(remainFromText("failed"), "failed");
 * assert.equal(remainFromText("on"), true);
 * assert.equal(remainFromText("maybe"), undefined);
 * ```
 */
export function remainFromText(text: string): RemainOnExit | undefined {
  return text === "failed" ? "failed" : FLAG_TEXT[text];
}

/** `remain-on-exit`'s value in tmux's words: on, off or failed. */
export function remainText(v: RemainOnExit): "on" | "off" | "failed" {
  return v === "failed" ? v : v ? "on" : "off";
}

/**
 * Whether a pane whose program ended (`code`, or killed by a signal when
 * null) stays under `remain-on-exit` `v`, as tmux 3.3a's
 * `server_destroy_pane`: `failed` keeps it unless it exited 0.
 */
export function remains(v: RemainOnExit, code: number | null): boolean {
  return v === "failed" ? code !== 0 : v;
}

/**
 * A flag's value from a word (`FLAG_TEXT`), or `remain-on-exit`'s
 * (`remainFromText`): what `set` checks a flag's word with.
 */
export function flagFromText(
  name: string,
  text: string,
): RemainOnExit | undefined {
  return name === "remain-on-exit" ? remainFromText(text) : FLAG_TEXT[text];
}

/**
 * tmux's spellings of a flag's two values. No prototype: a word such as
 * `toString` or `constructor` is no flag's (it read as Object's function,
 * which reached the socket's encoder: `set remain-on-exit toString` was
 * an internal error with a stack trace).
 */
export const FLAG_TEXT: Readonly<Record<string, boolean>> = Object.freeze(
  Object.assign(Object.create(null), {
    on: true,
    off: false,
    yes: true,
    no: false,
    "1": true,
    "0": false,
  }),
);

/**
 * berth's settings held as text that tmux 3.3a's option table does not
 * keep as strings: its keys, colours and choices (and `status`), which
 * `set -a` sets rather than appends to.
 */
const NOT_TEXT: ReadonlySet<string> = new Set([
  "prefix",
  "prefix2",
  "status-fg",
  "status-bg",
  "status",
  "status-position",
  "status-justify",
  "status-keys",
  "mode-keys",
  "set-clipboard",
  "pane-border-status",
  "pane-border-lines",
  "pane-border-indicators",
  "popup-border-lines",
  ...ALERT_CHOICES,
  "extended-keys",
  // tmux's colours and choices too (set -ga clock-mode-style 12 was "24,12").
  "display-panes-colour",
  "display-panes-active-colour",
  "clock-mode-colour",
  "clock-mode-style",
  "detach-on-destroy",
  "window-size",
]);

/**
 * Whether `set -a` appends to option `name`, as tmux 3.3a's `-a` does to
 * a string option alone (a user option, a format, a style, a command, a
 * list); of a number, a flag, a choice, a key or a colour it sets the
 * value given, as if there were no `-a` (setw -a monitor-silence 3 over
 * 5 is 3, not 53).
 */
export function appendsText(name: string): boolean {
  if (isUserOption(name)) return true;
  const defaults = defaultOptions() as unknown as Record<string, unknown>;
  return typeof defaults[name] === "string" && !NOT_TEXT.has(name);
}

/**
 * What `set -a` puts between a setting's text and the text added, as
 * tmux's option table's `separator`: a comma for a style and for the
 * terminal lists (tmux's arrays, whose items it separates); nothing for
 * the rest. None when either side is empty.
 */
export function appendSeparator(
  name: string,
  now: string,
  added: string,
): string {
  if (now === "" || added === "" || added.startsWith(",")) return "";
  // tmux's array of names: each added one is an item of its own.
  if (name === "update-environment") return /^\s/.test(added) ? "" : " ";
  const comma = name.endsWith("-style") || name === "terminal-overrides" ||
    name === "terminal-features";
  return comma && !now.endsWith(",") ? "," : "";
}

/** One of `WINDOW_SETTINGS`. */
export type WindowSetting = typeof WINDOW_SETTINGS[number];
/** Whether `name` is one of `WINDOW_SETTINGS`. */
export function isWindowSetting(name: unknown): name is WindowSetting {
  return WINDOW_SETTINGS.includes(name as WindowSetting);
}
/**
 * A window's own values of `WINDOW_SETTINGS`, as text (`monitor-silence`'s
 * seconds too: `windowSettingValue` reads them).
 */
export type WindowSettings = Partial<
  Record<WindowSetting | `@${string}`, string>
>;

/**
 * Whether `text` is a value window setting `name` takes (read as the
 * setting's kind, `settingFromText`): null, else what it takes.
 */
export function checkWindowSetting(name: string, text: unknown): string | null {
  return checkSetting(
    name,
    typeof text === "string" ? settingFromText(name, text) : text,
  );
}

/**
 * Whether `value` is one setting `name` takes: null, else what it takes
 * (`name takes ..., not ...`).
 */
export function checkSetting(name: string, value: unknown): string | null {
  if (!SETTERS[name]) return unknownSetting(name);
  const why = SETTERS[name](defaultOptions(), value);
  return why ? `${name} ${why}, not ${shown(value)}` : null;
}

/**
 * The error for a setting berth has not: one short line (a list of every
 * setting was 620 bytes for each line of a tmux.conf written for tmux);
 * `quoted` as a config file's warning names it.
 */
export function unknownSetting(name: string, quoted = false): string {
  const shown = quoted ? JSON.stringify(name) : name;
  return `Unknown setting ${shown} (berth show-options lists those berth has)`;
}

function text(v: unknown): boolean {
  return typeof v === "string" && v.length > 0 && v.length <= 64;
}

/** The highest `base-index` (tmux's: a window index is an int). */
export const MAX_BASE_INDEX = 2 ** 31 - 1;

/** The highest `pane-base-index` (tmux's: an unsigned short). */
export const MAX_PANE_BASE_INDEX = 65535;

function index(v: unknown, max: number): boolean {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
}

function bool(v: unknown): boolean {
  return typeof v === "boolean";
}

/**
 * Applies the settings of a parsed config file (a TOML table) on top of
 * `base`: a good value replaces the one there, `bind` entries add to the
 * table's bindings, `unbind` keys take a binding away. Returns the result
 * and one warning per unknown setting or bad value, naming it and what it
 * takes; the rest still applies.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { applyOptions, defaultOptions } from "./options.ts";
 * const r = applyOptions(defaultOptions(), { prefix: "C-a", mouse: "yes" });
 * assert.equal(r.options.prefix, "C-a");
 * assert.deepEqual(r.warnings, ["mouse takes true or false, not \"yes\""]);
 * ```
 */
export function applyOptions(
  base: Options,
  raw: Record<string, unknown>,
): { options: Options; warnings: string[] } {
  const o = copyOptions(base);
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (name === "bind") applyBind(o, value, warnings);
    else if (name === "unbind") applyUnbind(o, value, warnings);
    else if (SETTERS[name]) {
      const why = SETTERS[name](o, value);
      if (why) warnings.push(`${name} ${why}, not ${shown(value)}`);
    } else if (isUserOption(name)) {
      const why = setUserOption(o, name, value);
      if (why) warnings.push(`${name} ${why}, not ${shown(value)}`);
    } else {
      warnings.push(unknownSetting(name, true));
    }
  }
  return { options: o, warnings };
}

// [bind.TABLE] "KEY" = "COMMAND"
function applyBind(o: Options, value: unknown, warnings: string[]): void {
  for (const [table, keys] of tables(value, "bind", warnings)) {
    if (!isTable(keys)) {
      warnings.push(`bind.${table} takes a table of "KEY" = "COMMAND"`);
      continue;
    }
    for (const [key, value] of Object.entries(keys)) {
      const bound = bindValue(value);
      if (bound === null) {
        warnings.push(
          `bind.${table} ${
            JSON.stringify(key)
          } takes a berth command, such as "kill-session", or { command = "...", repeat = true, note = "..." } (tmux's bind -r and -N), not ${
            shown(value)
          }`,
        );
        continue;
      }
      const name = tmuxKeyName(key);
      dropBinding(o, table, name);
      (o.bind[table] ??= {})[name] = bound;
      o.unbind[table] = (o.unbind[table] ?? []).filter((k) =>
        tmuxKeyName(k) !== name
      );
    }
  }
}

// A binding's value as the config file gives it: a command line, or a
// table of `command`, `repeat` and `note`; null when it is neither.
function bindValue(v: unknown): BindValue | null {
  const good = (cmd: unknown): cmd is string =>
    typeof cmd === "string" && cmd.trim() !== "" && cmd.length <= MAX_TEXT;
  if (good(v)) return v;
  if (!isTable(v) || !good(v.command)) return null;
  const keys = ["command", "repeat", "note"];
  if (Object.keys(v).some((k) => !keys.includes(k))) return null;
  if (v.repeat !== undefined && typeof v.repeat !== "boolean") return null;
  const note = v.note;
  if (
    note !== undefined && (typeof note !== "string" || note.length > MAX_TEXT)
  ) return null;
  return bindingOf(v.command, v.repeat === true, note);
}

/**
 * A binding as it is kept: its command line alone, unless it repeats or
 * has a note (an empty one is none, as tmux's).
 */
export function bindingOf(
  command: string,
  repeat: boolean,
  note: string | undefined,
): BindValue {
  if (!repeat && !note) return command;
  return {
    command,
    ...(repeat ? { repeat } : {}),
    ...(note ? { note } : {}),
  };
}

// unbind.TABLE = ["KEY", ...]
function applyUnbind(o: Options, value: unknown, warnings: string[]): void {
  for (const [table, keys] of tables(value, "unbind", warnings)) {
    if (!Array.isArray(keys) || !keys.every((k) => typeof k === "string")) {
      warnings.push(`unbind.${table} takes a list of keys, such as ["d"]`);
      continue;
    }
    for (const key of keys as string[]) {
      const name = tmuxKeyName(key);
      dropBinding(o, table, name);
      const gone = o.unbind[table] ??= [];
      if (!gone.some((k) => tmuxKeyName(k) === name)) gone.push(name);
    }
  }
}

// Takes away `table`'s binding of the key tmux names `name`, under any of
// its spellings (`PgUp` for `PPage`).
function dropBinding(o: Options, table: KeyTableName, name: string): void {
  for (const k of Object.keys(o.bind[table] ?? {})) {
    if (tmuxKeyName(k) === name) delete o.bind[table][k];
  }
}

// The known tables of a bind/unbind value; a warning for the others.
function tables(
  value: unknown,
  what: string,
  warnings: string[],
): [KeyTableName, unknown][] {
  if (!isTable(value)) {
    warnings.push(
      `${what} takes tables of keys by table name (${
        KEY_TABLES.join(", ")
      } or a table of your own)`,
    );
    return [];
  }
  const out: [KeyTableName, unknown][] = [];
  for (const [name, v] of Object.entries(value)) {
    const why = keyTableProblem(name);
    if (why === undefined) out.push([name, v]);
    else warnings.push(`${what}.${name}: ${why}`);
  }
  return out;
}

function isTable(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) &&
    !(v instanceof Date);
}

// A user option (`@name`): text (a number or flag as tmux writes it);
// the reason when it cannot be.
function setUserOption(
  o: Options,
  name: `@${string}`,
  value: unknown,
): string | null {
  const text = typeof value === "boolean"
    ? (value ? "on" : "off")
    : typeof value === "number" || typeof value === "string"
    ? String(value)
    : null;
  if (text === null || text.length > MAX_TEXT) return "takes text";
  if (
    !(name in o) &&
    Object.keys(o).filter(isUserOption).length >= MAX_USER_OPTIONS
  ) {
    return `is one user option too many (at most ${MAX_USER_OPTIONS})`;
  }
  o[name] = text;
  return null;
}

function copyOptions(o: Options): Options {
  return {
    ...o,
    bind: Object.fromEntries(
      Object.entries(o.bind).map(([t, keys]) => [t, { ...keys }]),
    ),
    unbind: Object.fromEntries(
      Object.entries(o.unbind).map(([t, keys]) => [t, [...keys]]),
    ),
  };
}

// A value as the user wrote it, short.
function shown(v: unknown): string {
  const s = typeof v === "string" || (typeof v === "object" && v !== null)
    ? JSON.stringify(v)
    : String(v);
  return s.length > 40 ? s.slice(0, 37) + "..." : s;
}
