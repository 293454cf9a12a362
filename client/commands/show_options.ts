/**
 * `berth show-options [--json]`: the settings in force (as tmux's
 * `show-options -g`), defaults included, with the key tables they make,
 * printed as a config file that gives the same result. With no daemon
 * running, the config file that a new daemon would read.
 *
 * @module
 */

import { isMouseKey } from "../../protocol/mouse_key_names.ts";
import {
  applyOptions,
  bindingOf,
  type BindValue,
  isUserOption,
  KEY_TABLES,
  type KeyTableName,
  type Options,
  SETTING_NAMES,
  settingFromText,
  type UserTable,
  type UserTables,
} from "../../protocol/options.ts";
import { TMUX_OPTIONS } from "./_tmux_options.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { buildKeyTable, type KeyTable } from "../attach/key_table.ts";
import { printErrLine, printLine } from "../stdout.ts";
import { isHookOption, showHookOption } from "./_hook_option.ts";
import { currentOptions, showOption, showScope } from "./_show_tmux.ts";
import { optionName } from "./_option_prefix.ts";
import { expandFormat } from "./_expand_format.ts";
import {
  type Command,
  currentSession,
  type GlobalOptions,
  UserError,
} from "./command.ts";

export const command: Command = {
  name: "show-options",
  summary: "Print the settings in force (config file and defaults)",
  usage: `Usage: berth show-options [-Agpqsvw] [-t TARGET] [OPTION]
       berth show-options [-gA] [-t TARGET] --toml | --json
       berth show-options -w|-p [-t TARGET] --json

As tmux 3.3a's show-options, in its lines, which scripts written for tmux
parse: NAME VALUE, a text quoted as tmux quotes it (status-left "[#S] "),
a list one item a line (update-environment[0] DISPLAY), a flag on or off,
user options (@name) first, then tmux's order. -s lists the server
options (escape-time, default-terminal ...), -g the session options
(prefix, mouse, status-left ...), -gw the window options (mode-keys,
window-style ...). Without -g, the target's (-t, else the session or
window this runs in) own values alone, as tmux's (set without -g, setw,
set -p @name): nothing for one it has none of; -A adds the values it
inherits, marked NAME*. Outside any session, with no -t, a session
option's own value is the daemon's, as with -g.

User options (@name) are kept as tmux 3.3a keeps them: -s the server's
table's, -g the session options', -gw the windows', without -g a
session's (-w a window's, -p a pane's) own.

OPTION alone: that option (NAME[I]: one item of a list; tmux's
history-limit is berth's scrollback), its name maybe cut short, as
tmux's (show -g status-j; several names begin it: an error); -v prints its value alone (a
flag's on or off), -q prints nothing for an option berth has not or a
user option not set (tmux's show -gqv, tpm's), which are else errors.

Asks the running daemon; with none running, reads the config file a new
one would read ($BERTH_CONFIG, berth -f FILE, or
$XDG_CONFIG_HOME/berth/config.toml).

Options:
  --toml   every setting in force (defaults included, the session's own
           over the daemon's without -g) and the key tables, as a config
           file (TOML) that gives the same result; the file's warnings
           on stderr
  --json   the same for scripts: one JSON object: path, options,
           bindings (by table: a key's command, or { command, repeat }
           for a key that repeats), tables (the user options of the
           server's and the windows' tables), warnings; with -w or -p,
           the window's or pane's own values; with -s or -gw, tmux's
           server or windows' table alone: path, table, options (its
           settings and user options), warnings

Exit codes: 0 printed (even with warnings); 1 an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("show-options", args, {
      json: { type: "boolean" },
      toml: { type: "boolean" },
      global: { type: "boolean", short: "g" },
      // tmux's server options (-s) are the daemon's, as set -s sets them.
      server: { type: "boolean", short: "s" },
      value: { type: "boolean", short: "v" },
      quiet: { type: "boolean", short: "q" },
      window: { type: "boolean", short: "w" },
      target: { type: "string", short: "t" },
      pane: { type: "boolean", short: "p" },
      // tmux's -A: inherited values too, marked NAME*.
      all: { type: "boolean", short: "A" },
    });
    const whole = values.json || values.toml;
    if (positionals.length > 1 || (whole && positionals.length)) {
      throw new UserError(
        "show-options takes at most one setting, and not with --json or --toml",
      );
    }
    // tmux's start of a name (show -g status-j), else its error.
    // tmux's: the name is a format too (show -gv '@seen_#{session_name}').
    const option = positionals[0] === undefined ? positionals[0] : optionName(
      await expandFormat(global, positionals[0], values.target, "show-options"),
      values.quiet,
    );
    // A hook, as tmux keeps them: an array option (`set-hook`'s store).
    if (isHookOption(option)) {
      return await showHookOption(global, option, values);
    }
    if (option !== undefined) return await showOption(global, option, values);
    if (!whole) return await showScope(global, values);
    const own = !values.global && !values.all && !values.server;
    if (values.pane && own && values.json) {
      return await showPane(global, values.target);
    }
    if (values.window && own && values.json) {
      return await showWindow(global, values.target);
    }
    const current = await currentOptions(global);
    const { warnings, path } = current;
    // tmux's server (-s) and windows' (-gw) tables: their options alone.
    const table = values.server
      ? "server"
      : values.global && values.window && !values.pane
      ? "window"
      : undefined;
    if (values.json && table) {
      printLine(JSON.stringify(
        { path, table, options: tableOptions(current, table), warnings },
        null,
        2,
      ));
      return 0;
    }
    // Without -g, in a session (or -t): its own values over the daemon's,
    // as tmux's session options (set without -g).
    let options = values.global || values.server
      ? current.options
      : await withSessionOwn(global, values.target, current.options);
    // -A with -w or -p: the window's own values (and the pane's) over them.
    if (values.all && (values.window || values.pane) && !values.global) {
      options = await withWindowOwn(global, values.target, options, values);
    }
    const keys = buildKeyTable(options);
    const all = [...warnings, ...keys.warnings];
    const bindings = Object.fromEntries(
      // berth's tables, then the user's, by name.
      [
        ...KEY_TABLES,
        ...keys.table.tableNames().filter((t) =>
          !(KEY_TABLES as readonly string[]).includes(t)
        ),
      ].map((t) => [t, tableBindings(keys.table, t)]),
    );
    if (values.json) {
      const { bind: _b, unbind: _u, ...settings } = options;
      // The user options of the server's and the windows' tables too
      // (set -s @x, set -gw @x), which options (-g's) has not.
      const tables = {
        server: current.tables?.server ?? {},
        window: current.tables?.window ?? {},
      };
      printLine(JSON.stringify(
        { path, options: settings, tables, bindings, warnings: all },
        null,
        2,
      ));
      return 0;
    }
    for (const w of all) printErrLine(`berth: ${w}`);
    printLine(formatToml(options, bindings));
    return 0;
  },
};

/**
 * The options of tmux's server table (`show -s`) or windows' table
 * (`show -gw`) as berth holds them: the daemon's settings of that scope
 * in tmux's option table, and the user options of that table.
 */
function tableOptions(
  current: { options: Options; tables?: UserTables },
  table: UserTable,
): Record<string, unknown> {
  const daemon = current.options as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const opt of TMUX_OPTIONS) {
    if (opt.scope === table && daemon[opt.setting] !== undefined) {
      out[opt.setting] = daemon[opt.setting];
    }
  }
  return { ...out, ...current.tables?.[table] };
}

/** `show-options -w --json`: the window's own values (`window-options`). */
async function showWindow(
  global: GlobalOptions,
  target: string | undefined,
): Promise<number> {
  const name = paneTarget("show-options -w", target, global);
  const { options } = await paneRequest(global, {
    op: "window-options",
    name,
  });
  printLine(JSON.stringify(options, null, 2));
  return 0;
}

/**
 * `show-options -p --json [-t PANE]`: the pane's own options alone, as
 * tmux's (berth's panes have user options of their own, `set -p @name`).
 */
async function showPane(
  global: GlobalOptions,
  target: string | undefined,
): Promise<number> {
  const name = paneTarget("show-options -p", target, global);
  const own = await paneRequest(global, { op: "window-options", name });
  printLine(JSON.stringify(own.pane ?? {}, null, 2));
  return 0;
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
  for (const table of Object.keys(bindings)) {
    // A bare TOML key, else quoted (a table of the user's: `a+b`).
    const key = /^[A-Za-z0-9_-]+$/.test(table) ? table : JSON.stringify(table);
    out.push("", `[bind.${key}]`);
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
