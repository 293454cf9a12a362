/**
 * `berth set-option`: set a session's or a window's option (tmux's
 * `set-option`), each winning over config.toml's default: a session's
 * `base-index` (where window numbers start) and tmux's session options;
 * a window's own, as tmux's window options, `remain-on-exit` (panes
 * whose program exits stay, dead, until `kill-pane`), `monitor-activity`
 * (output in a window not shown flags it `#`), `pane-base-index`,
 * `synchronize-panes` (typed keys go to all its panes), the border
 * settings and the rest of tmux's window options (`WINDOW_SETTINGS`).
 *
 * @module
 */

import { intOption, parseCommandArgs } from "../cli_args.ts";
import {
  SESSION_OPTIONS,
  type SessionOption,
} from "../../protocol/messages.ts";
import {
  appendSeparator,
  appendsText,
  defaultOptions,
  FLAG_TEXT,
  flagFromText,
  isSessionSetting,
  isUserOption,
  isWindowSetting,
  MAX_BASE_INDEX,
  MAX_PANE_BASE_INDEX,
  type Options,
  SERVER_SETTINGS,
  type SessionSetting,
  SETTING_NAMES,
  type UserTable,
  type WindowSetting,
} from "../../protocol/options.ts";
import type { Command, GlobalOptions } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { part } from "./_request.ts";
import { isHookOption, setHookOption } from "./_hook_option.ts";
import { optionName, unknownOption } from "./_option_prefix.ts";
import { expandFormat } from "./_expand_format.ts";
import { tmuxOption } from "./_tmux_options.ts";
import { encodeKey, KeyNameError } from "../keys.ts";

/**
 * tmux's check of a key option's value (`prefix`, `prefix2`): a key name
 * or `None` (in any case, kept as `None`, as tmux shows it), else `bad
 * key: NAME`, as tmux 3.3a's `options_from_string` refuses it (the setting
 * stays as it was). The value to set.
 */
function checkKeyValue(
  option: string | undefined,
  value: string | undefined,
): string | undefined {
  if (option !== "prefix" && option !== "prefix2") return value;
  if (value === undefined) return value;
  if (value.toLowerCase() === "none") return "None";
  try {
    encodeKey(value);
  } catch (err) {
    if (err instanceof KeyNameError) {
      throw new UserError(
        `bad key: ${value} (${option} takes a key name, such as C-a, or None)`,
      );
    }
    throw err;
  }
  return value;
}

/** tmux's names of berth's settings. */
const TMUX_NAMES: Record<string, string> = { "history-limit": "scrollback" };

/**
 * `set-option -g OPTION VALUE`: the daemon's setting, VALUE read as the
 * setting's kind (tmux's on/off for true/false, a whole number, text).
 */
async function setGlobal(
  global: GlobalOptions,
  option: string | undefined,
  value: string | undefined,
  rest: string[],
  quiet = false,
  append = false,
  unset = false,
  onlyUnset = false,
): Promise<number> {
  const name = TMUX_NAMES[option ?? ""] ?? option;
  const known = (n: string) => SETTING_NAMES.includes(n) || isUserOption(n);
  if (quiet && name !== undefined && !known(name)) return 0;
  if (name === undefined || !known(name)) {
    throw new UserError(
      name === undefined
        ? `berth set-option -g${
          unset ? "u needs a setting" : " needs a setting, then its value"
        } (berth show-options lists them)`
        : unknownOption(name),
    );
  }
  const defaults = defaultOptions() as unknown as Record<string, unknown>;
  if (onlyUnset && !unset) {
    // tmux's -o: not when the option has a value; a setting of berth's
    // always has one (its default), as tmux's global options do.
    const { options } = await paneRequest(global, { op: "options" });
    if (options[name as keyof Options] !== undefined) {
      if (quiet) return 0;
      throw new UserError(
        `Already set: ${name} (set-option -o sets only an option not set; -u unsets a user option)`,
      );
    }
  }
  if (unset && isUserOption(name)) {
    // tmux's -gu on a user option: it is no longer set.
    await paneRequest(global, {
      op: "set-global",
      option: name,
      value: "",
      unset: true,
    });
    return 0;
  }
  if (unset) {
    // tmux's -gu: back to the default (its own, not the config file's); a
    // value given is not read, as tmux's. status's, "on", keeps its place.
    const sent = name === "status" ? "on" : defaults[name];
    if (
      typeof sent !== "string" && typeof sent !== "number" &&
      typeof sent !== "boolean"
    ) {
      throw new UserError(`set-option -gu cannot reset ${name}`);
    }
    await paneRequest(global, { op: "set-global", option: name, value: sent });
    return 0;
  }
  // A user option (`@name`) is text, as tmux's.
  const kind = isUserOption(name) ? "string" : typeof defaults[name];
  // tmux's -a of a number, flag, choice, key or colour: a plain set.
  if (!appendsText(name)) append = false;
  // tmux's: a flag (or status) given no value flips, with -a too. (-a adds
  // to a text in the daemon, below: two at once both land.)
  const flips = kind === "boolean" || name === "status";
  if (value === undefined && flips && rest.length === 0 && !append) {
    const { options } = await paneRequest(global, { op: "options" });
    const now = options[name as keyof Options];
    value = now === "failed"
      ? now
      : now === false || now === "off"
      ? "on"
      : "off";
  }
  if (value === undefined || rest.length > 0) {
    throw new UserError(`set-option -g ${name} takes one value`);
  }
  let sent: string | number | boolean = value;
  if (kind === "boolean") {
    const on = flagFromText(name, value);
    if (on === undefined) {
      throw new UserError(`set-option -g ${name} takes ${flagWords(name)}`);
    }
    sent = on;
  } else if (kind === "number" && /^\d+$/.test(value)) sent = Number(value);
  await paneRequest(
    global,
    append
      ? { op: "set-global", option: name, value: sent, append: true }
      : { op: "set-global", option: name, value: sent },
  );
  return 0;
}

/**
 * `set-option -u`: the session's or window's own value of `option` on
 * `name` dropped (tmux's `set -u`).
 */
async function unsetOption(
  global: GlobalOptions,
  name: string,
  option: SessionOption | WindowSetting | SessionSetting,
): Promise<number> {
  await paneRequest(global, {
    op: "set-option",
    name,
    option,
    on: false,
    unset: true,
  });
  return 0;
}

/**
 * Whether the window `name` names has a value of its own of `option` (a
 * window setting, `automatic-rename`, `synchronize-panes`), or its
 * session has: what tmux's `-o` refuses to set again.
 */
async function ownValue(
  global: GlobalOptions,
  name: string,
  option: string,
): Promise<boolean> {
  const own = await paneRequest(global, part({ op: "window-options", name }));
  return own.options[option] !== undefined ||
    own.session?.[option] !== undefined;
}

/** tmux's `-o` on an option set already: an error, or with -q none. */
function alreadySet(option: string, quiet?: boolean): number {
  if (quiet) return 0;
  throw new UserError(
    `Already set: ${option} (set-option -o sets only an option not set here; -u drops its own)`,
  );
}

/**
 * `set-option [-w] [-t WINDOW] OPTION VALUE` of a window setting
 * (`WINDOW_SETTINGS`): the window's own value; `-u` drops it.
 */
async function setWindow(
  global: GlobalOptions,
  target: string | undefined,
  option: string,
  value: string | undefined,
  rest: string[],
  flags: { append?: boolean; unset?: boolean; only?: boolean; quiet?: boolean },
): Promise<number> {
  const name = paneTarget("set-option", target, global);
  const opt = option as WindowSetting;
  if (flags.unset) return await unsetOption(global, name, opt);
  if (flags.only && await ownValue(global, name, option)) {
    return alreadySet(option, flags.quiet);
  }
  if (value === undefined && rest.length === 0 && isFlag(option)) {
    // tmux's: a flag given no value turns over, the window's (its own,
    // else the daemon's): setw wrap-search.
    value = await flipped(global, name, option);
  }
  if (value === undefined || rest.length > 0) {
    throw new UserError(`set-option ${option} takes one value`);
  }
  if (isFlag(option) && flagFromText(option, value) === undefined) {
    throw new UserError(`set-option ${option} takes ${flagWords(option)}`);
  }
  if (option === "pane-base-index") {
    intOption(option, value, 0, MAX_PANE_BASE_INDEX);
  }
  if (flags.append && appendsText(option)) {
    // tmux's setw -a: onto the window's own value (none: the text alone).
    const { options } = await paneRequest(
      global,
      part({ op: "window-options", name }),
    );
    const now = options[option];
    if (typeof now === "string") {
      value = now + appendSeparator(option, now, value) + value;
    }
  }
  await paneRequest(global, {
    op: "set-option",
    name,
    option: opt,
    on: true,
    text: value,
  });
  return 0;
}

/**
 * `set -p [-t PANE] remain-on-exit [on|off]`: the pane's own value, over
 * its window's, as tmux 3.3a's pane option (no value: the pane's value
 * turned over); `-u` drops it.
 */
async function setPaneRemain(
  global: GlobalOptions,
  target: string | undefined,
  value: string | undefined,
  rest: string[],
  flags: { unset?: boolean; only?: boolean; quiet?: boolean },
): Promise<number> {
  const name = paneTarget("set-option -p", target, global);
  const option = "remain-on-exit";
  if (flags.unset) {
    await paneRequest(global, {
      op: "set-option",
      name,
      option,
      level: "pane",
      on: false,
      unset: true,
    });
    return 0;
  }
  if (flags.only) {
    const own = await paneRequest(global, part({ op: "window-options", name }));
    if (own.pane?.[option] !== undefined) {
      return alreadySet(option, flags.quiet);
    }
  }
  if (value === undefined && rest.length === 0) {
    // tmux's choice given no value: on and off turn over, failed stays.
    const now = await expandFormat(global, `#{${option}}`, name, "set-option");
    value = now === "failed" ? now : now === "on" ? "off" : "on";
  }
  if (
    value === undefined || rest.length > 0 ||
    flagFromText(option, value) === undefined
  ) {
    throw new UserError(`set-option ${option} takes ${flagWords(option)}`);
  }
  await paneRequest(global, {
    op: "set-option",
    name,
    option,
    level: "pane",
    on: true,
    text: value,
  });
  return 0;
}

/** The words flag `name` takes, for its error. */
function flagWords(name: string): string {
  return name === "remain-on-exit" ? "on, off or failed" : "on or off";
}

/** Whether setting `name` is a flag (on or off). */
function isFlag(name: string): boolean {
  const defaults = defaultOptions() as unknown as Record<string, unknown>;
  return typeof defaults[name] === "boolean";
}

/**
 * The other value of flag `option` of the window `name` names: its own
 * turned over, else the daemon's.
 */
async function flipped(
  global: GlobalOptions,
  name: string,
  option: string,
): Promise<string> {
  const [own, daemon] = await Promise.all([
    paneRequest(global, part({ op: "window-options", name })),
    paneRequest(global, { op: "options" }),
  ]);
  const mine = own.options[option];
  const now = mine === undefined
    ? daemon.options[option as keyof Options]
    : flagFromText(option, String(mine)) ?? mine;
  // remain-on-exit's failed stays, as tmux's choice given no value.
  if (now === "failed") return now;
  return now === true ? "off" : "on";
}

/**
 * `set-option [-t SESSION] OPTION VALUE` of one of `SESSION_SETTINGS`
 * without -g: the session's own value, as tmux's session option (`-a`
 * adds to it, `-u` drops it); its attach clients take it at once.
 */
async function setSession(
  global: GlobalOptions,
  target: string | undefined,
  option: SessionSetting,
  value: string | undefined,
  rest: string[],
  flags: { append?: boolean; unset?: boolean; only?: boolean; quiet?: boolean },
): Promise<number> {
  // Outside a session, no -t: the most recently active one's (`:`).
  const name = paneTarget("set-option", target, global);
  if (flags.unset) return await unsetOption(global, name, option);
  const kind = typeof (defaultOptions() as unknown as Record<string, unknown>)[
    option
  ];
  // tmux's: a flag (or status) given no value flips, the session's value
  // (its own, else the daemon's): bind m set mouse.
  const flips = kind === "boolean" || option === "status";
  if (flags.only || (value === undefined && flips && rest.length === 0)) {
    const [own, daemon] = await Promise.all([
      paneRequest(global, part({ op: "window-options", name })),
      flags.only ? null : paneRequest(global, { op: "options" }),
    ]);
    const mine = own.session?.[option];
    if (flags.only && mine !== undefined) {
      // tmux's -o: not when the session has a value of its own.
      if (flags.quiet) return 0;
      throw new UserError(
        `Already set: ${option} (set-option -o sets only an option the session has not; -u drops its own)`,
      );
    }
    if (value === undefined && daemon) {
      const now = mine ?? daemon.options[option as keyof Options];
      value = now === false || now === "off" ? "on" : "off";
    }
  }
  if (value === undefined || rest.length > 0) {
    throw new UserError(
      `set-option ${option} takes one value (set -g ${option} VALUE: the daemon's)`,
    );
  }
  if (kind === "boolean" && FLAG_TEXT[value] === undefined) {
    throw new UserError(`set-option ${option} takes on or off`);
  }
  await paneRequest(global, {
    op: "set-option",
    name,
    option,
    on: true,
    text: value,
    ...(flags.append && appendsText(option) ? { append: true } : {}),
  });
  return 0;
}

/**
 * `set-option [-apuwo] [-t TARGET] @name VALUE`: a user option of the
 * target's session (no -w or -p), window (-w) or pane (-p), as tmux's;
 * -o: only when that one has none of its own.
 */
async function setOwnUserOption(
  global: GlobalOptions,
  option: `@${string}`,
  value: string | undefined,
  rest: string[],
  flags: {
    target?: string;
    window?: boolean;
    pane?: boolean;
    append?: boolean;
    unset?: boolean;
    only?: boolean;
    quiet?: boolean;
  },
): Promise<number> {
  const name = paneTarget("set-option", flags.target, global);
  const level = flags.pane ? "pane" : flags.window ? "window" : undefined;
  if (!flags.unset && (value === undefined || rest.length > 0)) {
    throw new UserError(
      `set-option ${option} takes one value (empty value, as tmux says)`,
    );
  }
  if (flags.only && !flags.unset) {
    const own = await paneRequest(global, part({ op: "window-options", name }));
    const mine = level === "pane"
      ? own.pane?.[option]
      : level === "window"
      ? own.options[option]
      : own.session?.[option];
    if (mine !== undefined) return alreadySet(option, flags.quiet);
  }
  await paneRequest(global, {
    op: "set-option",
    name,
    option,
    on: true,
    ...(level ? { level } : {}),
    ...(flags.unset ? { unset: true } : { text: value }),
    ...(flags.append ? { append: true } : {}),
  });
  return 0;
}

/**
 * The global table a user option goes to by tmux's flags, beside the
 * session options' (`-g`, `setGlobal`'s): the server's (`-s`) or the
 * windows' (`-gw`, `setw -g`); none for a target's own.
 */
function userTable(
  flags: {
    server?: boolean;
    pane?: boolean;
    window?: boolean;
    global?: boolean;
  },
): UserTable | undefined {
  if (flags.server) return "server";
  if (!flags.pane && flags.window && flags.global) return "window";
  return undefined;
}

/**
 * `set-option -s @name VALUE` (or `-gw`): user option `option` of the
 * server's table (or the windows'), apart from the session options'
 * (`set -g @name`), as tmux 3.3a keeps them; -a adds to its text, -u
 * takes it away, -o only when that table has none.
 */
async function setUserInTable(
  global: GlobalOptions,
  option: `@${string}`,
  value: string | undefined,
  rest: string[],
  table: UserTable,
  flags: { append?: boolean; unset?: boolean; only?: boolean; quiet?: boolean },
): Promise<number> {
  const how = table === "server" ? "-s" : "-gw";
  if (!flags.unset && (value === undefined || rest.length > 0)) {
    throw new UserError(
      `set-option ${how} ${option} takes one value (empty value, as tmux says)`,
    );
  }
  if (flags.only && !flags.unset) {
    const { tables } = await paneRequest(global, { op: "options" });
    if (tables?.[table]?.[option] !== undefined) {
      return alreadySet(option, flags.quiet);
    }
  }
  await paneRequest(global, {
    op: "set-global",
    option,
    value: value ?? "",
    table,
    ...(flags.append ? { append: true } : {}),
    ...(flags.unset ? { unset: true } : {}),
  });
  return 0;
}

/**
 * tmux's `set -s command-alias[I] NAME=COMMAND` (without `[I]`: the whole
 * array, its items split at commas; -a adds after the last, -u takes the
 * item away, or the whole array back to tmux's default): the daemon
 * changes the array it keeps (`protocol/command_alias.ts`).
 */
async function setAlias(
  global: GlobalOptions,
  option: string,
  value: string | undefined,
  rest: string[],
  flags: { append?: boolean; unset?: boolean },
): Promise<number> {
  if (!flags.unset && (value === undefined || rest.length > 0)) {
    throw new UserError(
      `set-option ${option} takes one value: NAME=COMMAND (set -s command-alias[10] zz='display-message hi')`,
    );
  }
  await paneRequest(global, {
    op: "set-global",
    option,
    value: value ?? "",
    ...(flags.append ? { append: true } : {}),
    ...(flags.unset ? { unset: true } : {}),
  });
  return 0;
}

/**
 * An option named with an index (`NAME[I]`, not a hook's): tmux's `not an
 * array` for a user option or one of one value; one item of a list
 * (`update-environment[9]`), which berth keeps as one text, is refused
 * with what to do instead.
 */
function checkIndex(option: string | undefined): void {
  const m = /^(.+)\[\d+\]$/.exec(option ?? "");
  if (!m) return;
  const kind = isUserOption(m[1]) ? "text" : tmuxOption(m[1])?.kind;
  if (kind === undefined) return;
  if (kind !== "array") {
    throw new UserError(
      `not an array: ${option} (${m[1]} holds one value: set it without [${
        option!.slice(m[1].length + 1, -1)
      }])`,
    );
  }
  throw new UserError(
    `set-option ${option}: berth sets a list whole, not one item by its index (set -a ${
      m[1]
    } ITEM adds one)`,
  );
}

/** The options a session takes, for messages: `a, b, c and d`. */
function listed(last: "and" | "or"): string {
  return `${SESSION_OPTIONS.slice(0, -1).join(", ")} ${last} ${
    SESSION_OPTIONS.at(-1)
  }`;
}

export const command: Command = {
  name: "set-option",
  summary:
    "Set a session's option (remain-on-exit, monitor-activity, base-index ...)",
  target: true,
  usage: `Usage: berth set-option [-w] [-t SESSION] OPTION [on|off|N]
       berth set-option -g [-aoqF] OPTION VALUE
       berth set-option -u [-g] [-t SESSION] OPTION

Options (each over config.toml's default; remain-on-exit,
monitor-activity and pane-base-index the target's window's own, as
tmux's window options, base-index the session's):
  remain-on-exit    a pane whose program exits stays, dead, with tmux's
                    "Pane is dead (status N, TIME)" line, until kill-pane
                    or respawn-pane (which runs it again); the last one
                    too: the session goes on, its clients attached, until
                    kill-pane or kill-window ends it
  monitor-activity  output in a window not shown flags it (# in the
                    status line, in reverse), as tmux's (off by default)
  base-index N      new windows take the lowest free index from N (0 by
                    default; tmux users set 1)
  pane-base-index N the first pane of each window is number N (#P,
                    targets, lists; 0 by default)
  synchronize-panes the window's option (the target's window): keys typed
                    in an attach client go to every pane it shows, as
                    tmux's (off by default; #{synchronize-panes}; set -g
                    for every window without its own value)
  automatic-rename  the window's option too: named after the program in
                    front in its active pane (on by default; set -g for
                    every window; rename-window turns it off there)
  pane-border-status, pane-border-format, pane-border-style,
  pane-active-border-style, pane-border-lines, pane-border-indicators,
  window-style, window-active-style, monitor-silence, mode-keys,
  wrap-search, mode-style, allow-rename, monitor-bell,
  automatic-rename-format, main-pane-*, other-pane-*, window-status-*,
  clock-mode-*, popup-*, window-size, aggressive-resize, xterm-keys VALUE
                    the target's window's own value, over the daemon's
                    (set -g), as tmux's window options: setw -t :1
                    pane-border-status bottom; -u drops it, -a adds to
                    it (a style with a comma, as tmux's); berth
                    show-options -w (showw) lists a window's own values

  prefix, prefix2, mouse, status, status-position, status-left ...,
  status-style, status-keys, message-style, message-command-style,
  display-time, set-titles, set-titles-string, lock-command,
  lock-after-time, bell-action, visual-bell, activity-action,
  visual-activity, silence-action, visual-silence, word-separators,
  repeat-time, display-panes-time, renumber-windows, default-shell,
  default-command, update-environment, detach-on-destroy VALUE
                    without -g: the session's own value over the
                    daemon's, as tmux's session options (set
                    status-style bg=red at the : prompt: this session's
                    status line alone); -a adds to it, -u drops it

A flag option given no value is turned over, as in tmux.

A user option (@name) without -g is the session's own (-w, setw: the
window's; -p: the pane's), as tmux's: set -t work @accent red; with -g
the session options' table's, -gw (setw -g) the windows' table's, -s the
server's: three tables, as tmux 3.3a's. #{@accent} is the server's, else
the pane's, the window's, the windows' table's, the session's, else -g's.

OPTION may be cut short, as tmux's: set -g esc 0 is escape-time; a start
several names begin is an error (ambiguous option: status-le), -q none.
OPTION is a format, expanded first, as tmux's (set -g '@seen_#{pane_id}' 1).
-F, as tmux's: VALUE is a format, expanded for the target first (set -gF
@made '#{t:session_created}').
A hook's name (after-split-window, session-created[1]) sets that hook, as
set-hook does (tmux keeps hooks as options): set -g after-split-window
'select-layout tiled'.

Without -t, the session this command runs in. tmux's -w (a window option
there, as with set-window-option and setw) is taken: berth's is the
whole session's.

-g (or -s, tmux's server option) sets the daemon's setting instead
(tmux's global option), what config.toml's OPTION = VALUE does, for
every session without its own value; attached clients take it at once:
any setting berth show-options lists (set -g mouse off, set -g prefix
C-a, set -g base-index 1, set -g status off; tmux's history-limit is
scrollback). berth source-file (no FILE) reads config.toml from
scratch, dropping them. -q, as tmux's: an option berth has not is no
error (set -gq, a .tmux.conf's line for another tmux). As tmux's, an
on/off setting (and status) given no value flips (bind m set -g mouse),
and -a adds VALUE to the end of a text (set -ga status-right ' #H'; a
style or a terminal list with a comma between: set -ga status-style
bold); of a number, a flag, a choice, a key or a colour -a sets VALUE,
as tmux 3.3a's (setw -a monitor-silence 3 is 3). -o, as tmux's: only an option not set yet (a user option: set
-go @theme dark; berth's own always have a value), else an error, or
nothing with -q. tmux's server options (set-clipboard, copy-command,
terminal-overrides, terminal-features, escape-time, focus-events,
default-terminal, extended-keys, exit-empty, exit-unattached) need no
-g, as in tmux (set -g escape-time 0 is the server's too); as tmux's,
an option's table says where it is, so -s on a session's or a window's
option is no -g (set -s status-left x: the session's own).

-u (unset), as tmux's: drops the session's own value, so that the
daemon's setting is its value again (synchronize-panes: set -g's); -gu puts
the daemon's setting back to berth's default (not config.toml's: berth
source-file reads that again). A value given with -u is not read; -u of
a daemon setting without -g does nothing, as tmux's (the session has
none of its own).

Exit codes: 0 set; 1 no such session, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("set-option", args, {
      target: { type: "string", short: "t" },
      window: { type: "boolean", short: "w" },
      global: { type: "boolean", short: "g" },
      server: { type: "boolean", short: "s" },
      quiet: { type: "boolean", short: "q" },
      append: { type: "boolean", short: "a" },
      unset: { type: "boolean", short: "u" },
      only: { type: "boolean", short: "o" },
      pane: { type: "boolean", short: "p" },
      format: { type: "boolean", short: "F" },
    });
    // tmux's start of a name (set -g esc 0), else its error in its words.
    // tmux's: the name is a format too (set -g '@seen_#{session_name}' 1).
    const option = positionals[0] === undefined ? positionals[0] : optionName(
      await expandFormat(global, positionals[0], values.target, "set-option"),
      values.quiet,
    );
    const [, text, ...rest] = positionals;
    // tmux's -F: the value expanded as a format for the target first.
    const given = values.format && text !== undefined
      ? await expandFormat(global, text, values.target, "set-option -F")
      : text;
    // A hook, as tmux keeps them: an array option (`set-hook`'s store).
    if (isHookOption(option)) {
      return await setHookOption(global, option, given, rest, values);
    }
    // tmux's server array of aliases, one item by its index too.
    if (option !== undefined && /^command-alias(\[\d+\])?$/.test(option)) {
      return await setAlias(global, option, given, rest, values);
    }
    checkIndex(option);
    const value = values.unset ? given : checkKeyValue(option, given);
    // A user option, where tmux 3.3a's flags put it (its
    // options_scope_from_flags): -s the server's table, -p the pane's,
    // -gw the windows' table, -w (setw) the window's, -g the session
    // options' table, else the session's own.
    const table = userTable(values);
    if (option !== undefined && isUserOption(option) && table) {
      return await setUserInTable(global, option, given, rest, table, values);
    }
    if (
      option !== undefined && isUserOption(option) &&
      (!values.global || values.pane)
    ) {
      return await setOwnUserOption(global, option, given, rest, values);
    }
    // tmux 3.3a's pane option: set -p remain-on-exit on, this pane's own.
    if (values.pane && !values.global && option === "remain-on-exit") {
      return await setPaneRemain(global, values.target, given, rest, values);
    }
    // tmux's server options (-s) are berth's daemon settings too, and a
    // server option needs no -g (set -as terminal-features ',*:RGB'); an
    // option of a session or a window takes -s as no -g, as tmux's, whose
    // table, not -s, says where an option is (set -s status-left is the
    // session's own).
    if (values.global || SERVER_SETTINGS.includes(option)) {
      return await setGlobal(
        global,
        option,
        value,
        rest,
        values.quiet,
        values.append,
        values.unset,
        values.only,
      );
    }
    if (isWindowSetting(option)) {
      return await setWindow(global, values.target, option, value, rest, {
        append: values.append,
        unset: values.unset,
        only: values.only,
        quiet: values.quiet,
      });
    }
    if (isSessionSetting(option)) {
      return await setSession(global, values.target, option, value, rest, {
        append: values.append,
        unset: values.unset,
        only: values.only,
        quiet: values.quiet,
      });
    }
    const own = SESSION_OPTIONS.includes(option as SessionOption);
    if (values.quiet && !own && option !== undefined) return 0;
    const daemons = SETTING_NAMES.includes(option) || option in TMUX_NAMES;
    // tmux's -u drops a session's own value: of a daemon setting there is
    // none (tmux: the session has no value of its own), so nothing to do.
    if (!own && daemons && values.unset) return 0;
    if (!own && daemons) {
      throw new UserError(
        `${option} is a setting of the whole daemon: berth set-option -g ${option} ${
          value ?? "VALUE"
        }`,
      );
    }
    // An option no one has is named before any target is looked for, as
    // tmux's: `set -s esacpe-time 0` outside a session is invalid, not
    // short of a -t.
    if (!own) {
      throw new UserError(
        option === undefined
          ? `berth set-option needs an option: ${listed("or")}, then its value`
          : unknownOption(option),
      );
    }
    const name = paneTarget("set-option", values.target, global);
    const opt = option as SessionOption;
    if (values.unset) return await unsetOption(global, name, opt);
    if (values.only && await ownValue(global, name, opt)) {
      return alreadySet(opt, values.quiet);
    }
    if (opt === "base-index" || opt === "pane-base-index") {
      const max = opt === "base-index" ? MAX_BASE_INDEX : MAX_PANE_BASE_INDEX;
      const n = intOption(opt, value, 0, max);
      if (n === undefined || rest.length > 0) {
        throw new UserError(
          `set-option ${opt} takes a number from 0 to ${max}`,
        );
      }
      await paneRequest(global, {
        op: "set-option",
        name,
        option: opt,
        on: true,
        value: n,
      });
      return 0;
    }
    // No value turns a flag over, as tmux's (setw synchronize-panes).
    const on = value === undefined ? false : FLAG_TEXT[value];
    if (on === undefined || rest.length > 0) {
      throw new UserError(`set-option ${opt} takes on or off`);
    }
    await paneRequest(
      global,
      value === undefined
        ? { op: "set-option", name, option: opt, on, toggle: true }
        : { op: "set-option", name, option: opt, on },
    );
    return 0;
  },
};
