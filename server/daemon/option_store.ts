/**
 * The daemon's settings: read from the config file when the daemon starts,
 * again on `berth source-file`, and handed to every client that asks, so
 * that all clients of one daemon see the same.
 *
 * @module
 */

import { type ConfigResult, loadConfig } from "../../protocol/config_file.ts";
import {
  applyOptions,
  bindingOf,
  defaultOptions,
  isUserOption,
  type KeyTableName,
  MAX_USER_OPTIONS,
  type Options,
  SETTING_NAMES,
  unknownSetting,
  type UserTable,
  type UserTables,
} from "../../protocol/options.ts";
import { tmuxKeyName } from "../../protocol/key_names.ts";
import type { Log } from "./log.ts";

/** One `bind` (bind-key or unbind-key), as an upgrade carries it. */
export interface KeyBinding {
  table: KeyTableName;
  key?: string;
  command?: string;
  /** With `command`: it repeats (`bind-key -r`). */
  repeat?: boolean;
  /** With `command`: its note (`bind-key -N`). */
  note?: string;
  all?: string[];
}

/** The settings in force and what was wrong with the last file read. */
export class OptionStore {
  #result: ConfigResult;
  /** What `set` set since the config file was read, in order. */
  #sets: [string, string | number | boolean][] = [];
  /** What `bind` changed since the config file was read, in order. */
  #binds: KeyBinding[] = [];
  /**
   * The user options of tmux's other global tables: the server's (`set -s
   * @name`) and the windows' (`set -gw @name`), each apart from the
   * session options' (`set -g @name`, in `options`), as tmux 3.3a's
   * `global_options` and `global_w_options` are apart from its
   * `global_s_options`.
   */
  #tables: UserTables = {};

  /**
   * `path`: the config file (`configPath()` of the daemon's environment);
   * `start`: the settings before any file (`startOptions()` of it: tmux's
   * `mode-keys` and `status-keys` from `$VISUAL`/`$EDITOR`); `then`: the
   * tmux configs read after it, in order (`configFiles()`'s others), each
   * as a `source-file -q` after its commands, as tmux loads each in turn.
   */
  constructor(
    readonly path: string,
    readonly log: Log,
    readonly start: Options = defaultOptions(),
    readonly then: string[] = [],
  ) {
    this.#result = { options: start, warnings: [], path };
  }

  /** The settings in force. */
  get options(): Options {
    return this.#result.options;
  }

  /**
   * What `options` answers: the settings, the file and its warnings, and
   * the user options of the server's and the windows' tables (`tables`)
   * when there are any.
   */
  get current(): ConfigResult & { tables?: UserTables } {
    return Object.keys(this.#tables).length
      ? { ...this.#result, tables: structuredClone(this.#tables) }
      : this.#result;
  }

  /** Whether a global table holds any user option (`set -s`, `set -gw`). */
  get anyTable(): boolean {
    return Object.keys(this.#tables).length > 0;
  }

  /** The user options of global table `table` (`set -s`, `set -gw`). */
  table(table: UserTable): Readonly<Record<`@${string}`, string>> {
    return this.#tables[table] ?? {};
  }

  /**
   * Sets (`value`) or takes away (undefined) user option `name` of global
   * table `table` (tmux's `set -s @name`, `set -gw @name`, with -u); the
   * reason when it is one too many, else null.
   */
  setIn(
    table: UserTable,
    name: `@${string}`,
    value: string | undefined,
  ): string | null {
    const own = { ...this.#tables[table] };
    if (value === undefined) delete own[name];
    else if (!(name in own) && Object.keys(own).length >= MAX_USER_OPTIONS) {
      return `Too many user options (${MAX_USER_OPTIONS}): set -u one first`;
    } else own[name] = value;
    if (Object.keys(own).length) this.#tables[table] = own;
    else delete this.#tables[table];
    const flag = table === "server" ? "-s" : "-gw";
    this.log.info(
      value === undefined
        ? `set-option ${flag}u ${name}`
        : `set-option ${flag} ${name} ${JSON.stringify(value)}`,
    );
    return null;
  }

  /** The global tables' user options (for an upgrade). */
  tables(): UserTables {
    return structuredClone(this.#tables);
  }

  /** Whether the file's warnings were shown since it was read. */
  #noticed = false;

  /**
   * True once after each reading of the config file: the first attach
   * shows its warnings, the next ones not (`show-options` lists them).
   */
  takeNotice(): boolean {
    const first = !this.#noticed;
    this.#noticed = true;
    return first;
  }

  /**
   * Reads the config file from scratch (defaults, then the file); with
   * `file`, reads that file on top of the settings in force, as tmux's
   * `source-file` does. Returns the warnings, and the file's commands
   * for the daemon to run. `nested`: a `source-file` among a file's
   * commands, whose warnings join that file's (the one `current` names).
   * `inTmux`: among a tmux config's commands (`isTmuxConf`).
   */
  async source(
    file?: string,
    nested = false,
    inTmux = false,
  ): Promise<{ warnings: string[]; commands: string[]; origins?: string[] }> {
    const { commands = [], origins, ...r } = file === undefined
      ? await loadConfig(this.path, { base: this.start })
      : await loadConfig(file, { base: this.options, required: true, inTmux });
    for (const w of r.warnings) this.log.info(`config: ${w}`);
    if (r.warnings.length) this.#noticed = false;
    // A file that could not be read leaves the settings as they were.
    this.#result = nested
      ? {
        ...this.#result,
        options: r.options,
        warnings: [...this.#result.warnings, ...r.warnings],
      }
      : { ...r, path: file ?? this.path };
    if (file === undefined) {
      this.#sets = [];
      this.#binds = [];
      this.#tables = {};
      const more = this.then.map((p) => `source-file -q ${quoted(p)}`);
      return {
        warnings: r.warnings,
        commands: [...commands, ...more],
        ...(origins ? { origins } : {}),
      };
    }
    return { warnings: r.warnings, commands, ...(origins ? { origins } : {}) };
  }

  /**
   * tmux's `bind-key` (with `command`; `repeat`: `-r`) and `unbind-key`
   * (without; `all`: the whole table) on the settings in force, as a
   * config file's `[bind.TABLE]` and `[unbind]` would set them.
   */
  bind(
    table: KeyTableName,
    change: {
      key?: string;
      command?: string;
      repeat?: boolean;
      note?: string;
      all?: string[];
    },
  ): void {
    const { key, command, all } = change;
    const repeat = command !== undefined && change.repeat === true;
    const note = command !== undefined && change.note ? change.note : "";
    this.#binds.push({
      table,
      ...(key === undefined ? {} : { key }),
      ...(command === undefined ? {} : { command }),
      ...(repeat ? { repeat } : {}),
      ...(note ? { note } : {}),
      ...(all === undefined ? {} : { all: [...all] }),
    });
    const o = this.options;
    const bind = { ...o.bind, [table]: { ...o.bind[table] } };
    const unbind = { ...o.unbind, [table]: [...o.unbind[table] ?? []] };
    if (change.all) {
      bind[table] = {};
      unbind[table] = [...change.all];
    } else if (change.key !== undefined) {
      // tmux's spelling (`PgUp` is `PPage`): one key, one binding.
      const name = tmuxKeyName(change.key);
      for (const k of Object.keys(bind[table])) {
        if (tmuxKeyName(k) === name) delete bind[table][k];
      }
      if (command !== undefined) {
        bind[table][name] = bindingOf(command, repeat, note);
      } else if (!unbind[table].some((k) => tmuxKeyName(k) === name)) {
        unbind[table].push(name);
      }
    }
    this.#result = { ...this.#result, options: { ...o, bind, unbind } };
  }

  /**
   * Sets one setting on top of the settings in force (tmux's `set -g`);
   * the reason when `value` is not one it takes, else null.
   */
  set(name: string, value: string | number | boolean): string | null {
    if (!SETTING_NAMES.includes(name) && !isUserOption(name)) {
      return unknownSetting(name);
    }
    const r = applyOptions(this.options, { [name]: value });
    if (r.warnings.length) return r.warnings[0];
    this.#result = { ...this.#result, options: r.options };
    this.#sets = [...this.#sets.filter(([n]) => n !== name), [name, value]];
    this.log.info(`set-option -g ${name} ${JSON.stringify(value)}`);
    return null;
  }

  /**
   * Takes user option `name` (`@name`) away (tmux's `set -gu @name`); the
   * reason when `name` is not one, else null.
   */
  unset(name: string): string | null {
    if (!isUserOption(name)) return `${name} is not a user option (@name)`;
    const options = { ...this.options };
    delete options[name];
    this.#result = { ...this.#result, options };
    // Not set again by a live upgrade.
    this.#sets = this.#sets.filter(([n]) => n !== name);
    this.log.info(`set-option -gu ${name}`);
    return null;
  }

  /** What `set` set since the config file was read (for an upgrade). */
  sets(): [string, string | number | boolean][] {
    return this.#sets.map(([n, v]) => [n, v]);
  }

  /** What `bind` changed since the config file was read (for an upgrade). */
  binds(): KeyBinding[] {
    return structuredClone(this.#binds);
  }

  /**
   * Adds what went wrong in the file's commands (run after it was read)
   * to its warnings.
   */
  warn(warnings: string[]): void {
    for (const w of warnings) this.log.info(`config: ${w}`);
    // Once each: a nested file's warnings are its command's output too.
    const had = new Set(this.#result.warnings);
    this.#result = {
      ...this.#result,
      warnings: [
        ...this.#result.warnings,
        ...warnings.filter((w) => !had.has(w)),
      ],
    };
  }
}

/** `path` as one word of a tmux command line. */
function quoted(path: string): string {
  return `'${path.replaceAll("'", `'"'"'`)}'`;
}
