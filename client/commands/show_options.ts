/**
 * `berth show-options [--json]`: the settings in force (as tmux's
 * `show-options -g`), defaults included, with the key tables they make,
 * printed as a config file that gives the same result. With no daemon
 * running, the config file that a new daemon would read.
 *
 * @module
 */

import { isMouseKey } from "../../protocol/mouse_key_names.ts";
import { configPath, loadConfig } from "../../protocol/config_file.ts";
import {
  applyOptions,
  bindingOf,
  type BindValue,
  isUserOption,
  KEY_TABLES,
  type KeyTableName,
  type Options,
  SERVER_SETTINGS,
  SETTING_NAMES,
  settingFromText,
  settingText,
  startOptions,
  unknownSetting,
  WINDOW_SETTINGS,
} from "../../protocol/options.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { ConnectionError } from "../connection.ts";
import { connectExisting } from "../daemon_start.ts";
import { buildKeyTable, type KeyTable } from "../attach/key_table.ts";
import { printErrLine, printLine } from "../stdout.ts";
import { asUserError } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { isHookOption, showHookOption } from "./_hook_option.ts";
import {
  type Command,
  currentSession,
  envOf,
  type GlobalOptions,
  UserError,
} from "./command.ts";

export const command: Command = {
  name: "show-options",
  summary: "Print the settings in force (config file and defaults)",
  usage: `Usage: berth show-options [-gsA] [--json]
       berth show-options [-gs] [-q] [-v] OPTION
       berth show-options -w [-t WINDOW] [-v] [OPTION] [--json]
       berth show-options -p [-t PANE] [-v] [--json]

Prints every setting with its value (the default where the config file
sets none) and the key tables, as a config file (TOML) that gives the same
result; the file's warnings go to stderr. Asks the running daemon; with
none running, reads the config file a new one would read
($BERTH_CONFIG, berth -f FILE, or $XDG_CONFIG_HOME/berth/config.toml).

With OPTION, that setting alone (-v: its value alone, a flag's on or
off), as tmux's show-options -g OPTION (tmux's history-limit is
scrollback); a user option (@name, set -g @name TEXT) that is not set is
an error, or with -q nothing, as tmux's show -gqv. -g, tmux's global
options, is what it shows anyway: berth's settings are the
daemon's (set-option -g sets them); -s, tmux's server options, is -g
(show -qvgs default-terminal); -s without OPTION lists tmux's server
options alone (escape-time, focus-events, set-clipboard ...).

-p (without -g), as tmux's: the pane's (-t, else this one) own options
alone, its user options (set -p @name), one a line; nothing when none.
-A, as tmux's, lists what is in force, inherited values included: the
whole listing (-wA, -pA: the window's own values, the pane's, over it).

Without -g, in a session (or with -t): that session's own values (set
without -g: status-style, prefix, mouse ...) over the daemon's.

-w (without -g; show-window-options and showw are show-options -w), as
tmux's show-options -w: the values the window (-t,
else this one) has of its own (setw pane-border-status bottom, setw
synchronize-panes), one a line; nothing for a setting it has none of.

Options:
  --json   one JSON object: path, options, bindings (by table: a key's
           command, or { command, repeat } for a key that repeats),
           warnings

Exit codes: 0 printed (even with warnings); 1 an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("show-options", args, {
      json: { type: "boolean" },
      global: { type: "boolean", short: "g" },
      // tmux's server options (-s) are the daemon's, as set -s sets them.
      server: { type: "boolean", short: "s" },
      value: { type: "boolean", short: "v" },
      quiet: { type: "boolean", short: "q" },
      window: { type: "boolean", short: "w" },
      target: { type: "string", short: "t" },
      pane: { type: "boolean", short: "p" },
      // tmux's -A: inherited values too; berth's listing is what is in force.
      all: { type: "boolean", short: "A" },
    });
    if (positionals.length > 1 || (values.json && positionals.length)) {
      throw new UserError(
        "show-options takes at most one setting, and not with --json",
      );
    }
    // A hook, as tmux keeps them: an array option (`set-hook`'s store).
    if (isHookOption(positionals[0])) {
      return await showHookOption(global, positionals[0], values);
    }
    const user = positionals[0];
    if (
      user !== undefined && isUserOption(user) && !values.global &&
      !values.server
    ) return await showOwnUserOption(global, user, values);
    const own = !values.global && !values.all && !values.server;
    if (values.pane && own && positionals[0] === undefined) {
      return await showPane(global, values.target, values);
    }
    if (values.window && own) {
      return await showWindow(global, values.target, positionals[0], {
        json: values.json,
        value: values.value,
      });
    }
    const one = positionals[0] === "history-limit"
      ? "scrollback"
      : positionals[0];
    if (
      one !== undefined && !SETTING_NAMES.includes(one) && !isUserOption(one)
    ) {
      throw new UserError(unknownSetting(one));
    }
    const current = await currentOptions(global);
    const { warnings, path } = current;
    // Without -g, in a session (or -t): its own values over the daemon's,
    // as tmux's session options (set without -g).
    let options = values.global || values.server
      ? current.options
      : await withSessionOwn(global, values.target, current.options);
    // -A with -w or -p: the window's own values (and the pane's) over them.
    if (values.all && (values.window || values.pane) && !values.global) {
      options = await withWindowOwn(global, values.target, options, values);
    }
    if (one !== undefined) {
      const v = options[one as keyof Options];
      if (v === undefined) {
        // A user option never set: nothing, as tmux's show -gqv (tpm's).
        if (values.quiet) return 0;
        throw new UserError(`No user option ${one} is set`);
      }
      printLine(
        values.value ? valueText(one, v) : `${one} = ${JSON.stringify(v)}`,
      );
      return 0;
    }
    const keys = buildKeyTable(options);
    const all = [...warnings, ...keys.warnings];
    const bindings = Object.fromEntries(
      KEY_TABLES.map((t) => [t, tableBindings(keys.table, t)]),
    );
    if (values.json) {
      const { bind: _b, unbind: _u, ...settings } = options;
      printLine(JSON.stringify(
        { path, options: settings, bindings, warnings: all },
        null,
        2,
      ));
      return 0;
    }
    for (const w of all) printErrLine(`berth: ${w}`);
    // -s alone: tmux's server options, the daemon's alone.
    if (values.server && !values.global) {
      return printLines(
        SERVER_SETTINGS.map((n) => [n, options[n as keyof Options]]),
        values.value,
      );
    }
    printLine(formatToml(options, bindings));
    return 0;
  },
};

/**
 * Setting `name`'s value as `-v` prints it: a flag as tmux's `on` or
 * `off` (a script's `[ "$(berth show -gv mouse)" = on ]`, as with tmux),
 * `status` too (berth's `bottom` and `top` are on: a status-bar toggle
 * script reads tmux's on), else as it is.
 */
function valueText(name: string, v: unknown): string {
  if (name === "status") return settingText(name, v)!;
  return typeof v === "boolean" ? (v ? "on" : "off") : String(v);
}

/** What a window may have of its own: `show-options -w` lists them so. */
const WINDOW_OWN: readonly string[] = [
  ...WINDOW_SETTINGS,
  "synchronize-panes",
  "automatic-rename",
];

/**
 * `show-options [-pqvw] [-t TARGET] @name` without -g: the user option of
 * the target's session (its pane's with -p, its window's with -w) alone,
 * as tmux's (`-g` the daemon's); one not set there is an error, or with
 * -q nothing.
 */
async function showOwnUserOption(
  global: GlobalOptions,
  option: `@${string}`,
  flags: {
    target?: string;
    window?: boolean;
    pane?: boolean;
    value?: boolean;
    quiet?: boolean;
  },
): Promise<number> {
  const name = paneTarget("show-options", flags.target, global);
  const own = await paneRequest(global, { op: "window-options", name });
  const v = flags.pane
    ? own.pane?.[option]
    : flags.window
    ? own.options[option]
    : own.session?.[option];
  if (v === undefined) {
    if (flags.quiet) return 0;
    const whose = flags.pane ? "pane" : flags.window ? "window" : "session";
    throw new UserError(
      `No user option ${option} is set for this ${whose} (show -g ${option}: the daemon's)`,
    );
  }
  // As show -g prints one (a line of config.toml).
  printLine(flags.value ? String(v) : `${option} = ${JSON.stringify(v)}`);
  return 0;
}

/** `show-options -w`: the window's own values (`window-options`). */
async function showWindow(
  global: GlobalOptions,
  target: string | undefined,
  one: string | undefined,
  flags: { json?: boolean; value?: boolean },
): Promise<number> {
  if (one !== undefined && !WINDOW_OWN.includes(one)) {
    throw new UserError(
      SETTING_NAMES.includes(one)
        ? `${one} is a setting of the whole daemon: berth show-options -g ${one}`
        : unknownSetting(one),
    );
  }
  const name = paneTarget("show-options -w", target, global);
  const { options } = await paneRequest(global, {
    op: "window-options",
    name,
  });
  if (flags.json) {
    printLine(JSON.stringify(options, null, 2));
    return 0;
  }
  for (const key of WINDOW_OWN) {
    const own = options[key];
    if (own === undefined || (one !== undefined && key !== one)) continue;
    // Kept as text: monitor-silence's seconds show as the number they are.
    const v = typeof own === "string" ? settingFromText(key, own) : own;
    printLine(
      flags.value ? valueText(key, v) : `${key} = ${JSON.stringify(v)}`,
    );
  }
  // Its user options (setw @name), after berth's, as tmux lists them.
  if (one !== undefined) return 0;
  return printUserOptions(options, flags.value);
}

/** `name = VALUE` lines (`-v`: the values alone). */
function printLines(lines: [string, unknown][], value?: boolean): number {
  for (const [name, v] of lines) {
    printLine(value ? valueText(name, v) : `${name} = ${JSON.stringify(v)}`);
  }
  return 0;
}

/** The user options (`@name`) of `options`, in order, as lines. */
function printUserOptions(
  options: Record<string, unknown>,
  value?: boolean,
): number {
  const names = Object.keys(options).filter(isUserOption).sort();
  return printLines(names.map((n) => [n, options[n]]), value);
}

/**
 * `show-options -p [-t PANE]`: the pane's own options alone, as tmux's
 * (berth's panes have user options of their own, `set -p @name`);
 * nothing when it has none.
 */
async function showPane(
  global: GlobalOptions,
  target: string | undefined,
  flags: { json?: boolean; value?: boolean },
): Promise<number> {
  const name = paneTarget("show-options -p", target, global);
  const own = await paneRequest(global, { op: "window-options", name });
  if (flags.json) {
    printLine(JSON.stringify(own.pane ?? {}, null, 2));
    return 0;
  }
  return printUserOptions(own.pane ?? {}, flags.value);
}

/**
 * `options` with the window's own values over them (`setw`), and with
 * `pane` the pane's user options: `show -wA`, `show -pA`.
 */
async function withWindowOwn(
  global: GlobalOptions,
  target: string | undefined,
  options: Options,
  flags: { pane?: boolean },
): Promise<Options> {
  const name = paneTarget("show-options -A", target, global);
  const own = await paneRequest(global, { op: "window-options", name });
  const out = { ...options } as Record<string, unknown>;
  for (const [key, v] of Object.entries(own.options)) {
    out[key] = typeof v === "string" ? settingFromText(key, v) : v;
  }
  if (flags.pane) Object.assign(out, own.pane ?? {});
  return out as unknown as Options;
}

/**
 * `options` with the session's own values over them (`set` without -g):
 * the session `target` names, else the one this command runs in; as they
 * are outside any session.
 */
async function withSessionOwn(
  global: GlobalOptions,
  target: string | undefined,
  options: Options,
): Promise<Options> {
  const here = global.boundTo !== undefined
    ? `${global.boundTo}:`
    : currentSession(global);
  const name = target ?? here;
  if (name === undefined) return options;
  const { session } = await paneRequest(global, {
    op: "window-options",
    name: paneTarget("show-options", name, global),
  });
  if (!session || Object.keys(session).length === 0) return options;
  return applyOptions(options, session).options;
}

/** The daemon's settings, or the file's when no daemon runs. */
async function currentOptions(
  global: GlobalOptions,
): Promise<{ options: Options; warnings: string[]; path: string }> {
  let conn;
  try {
    conn = await connectExisting(global, "cli");
  } catch (err) {
    // The config file here is not the one a daemon on another host reads.
    if (
      err instanceof ConnectionError && err.kind === "no-daemon" &&
      !global.host
    ) {
      const env = (k: string) => envOf(global, k);
      return await loadConfig(configPath(env), { base: startOptions(env) });
    }
    throw asUserError(err, global);
  }
  using c = conn;
  return await requestOrFail(c, { op: "options" });
}

/**
 * The bindings of `table` as the config file binds them: a key's command,
 * or `{ command, repeat, note }` for a key that repeats (tmux's bind -r)
 * or has a note (bind -N).
 */
function tableBindings(
  keys: KeyTable,
  table: KeyTableName,
): Record<string, BindValue> {
  const repeating = keys.repeating(table);
  const notes = keys.notes(table);
  // The keys typed first, then the mouse's (tmux's, built in).
  const all = keys.bindings(table);
  const mouse = all.filter(([key]) => isMouseKey(key));
  return Object.fromEntries(
    [...all.filter(([key]) => !isMouseKey(key)), ...mouse].map((
      [key, command],
    ) => [
      key,
      bindingOf(command, repeating.has(key), notes.get(key)),
    ]),
  );
}

/** The settings as TOML: plain settings, then one table per key table. */
function formatToml(
  options: Options,
  bindings: Record<string, Record<string, BindValue>>,
): string {
  const out: string[] = [];
  for (const name of SETTING_NAMES) {
    const v = options[name as keyof Options];
    out.push(`${name} = ${JSON.stringify(v)}`);
  }
  // User options, after berth's, as tmux lists them.
  for (const name of Object.keys(options).filter(isUserOption).sort()) {
    out.push(`${JSON.stringify(name)} = ${JSON.stringify(options[name])}`);
  }
  for (const table of KEY_TABLES) {
    out.push("", `[bind.${table}]`);
    for (const [key, v] of Object.entries(bindings[table])) {
      const value = typeof v === "string"
        ? JSON.stringify(v)
        : `{ command = ${JSON.stringify(v.command)}${
          v.repeat ? ", repeat = true" : ""
        }${v.note ? `, note = ${JSON.stringify(v.note)}` : ""} }`;
      out.push(`${JSON.stringify(key)} = ${value}`);
    }
  }
  return out.join("\n");
}
