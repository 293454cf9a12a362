/**
 * The daemon's settings: read from the config file when the daemon starts,
 * again on `berth source-file`, and handed to every client that asks, so
 * that all clients of one daemon see the same.
 *
 * @module
 */

import { type ConfigResult, loadConfig } from "../../protocol/config_file.ts";
import {
  defaultOptions,
  type KeyTableName,
  type Options,
} from "../../protocol/options.ts";
import type { Log } from "./log.ts";

/** The settings in force and what was wrong with the last file read. */
export class OptionStore {
  #result: ConfigResult;

  /** `path`: the config file (`configPath()` of the daemon's environment). */
  constructor(readonly path: string, readonly log: Log) {
    this.#result = { options: defaultOptions(), warnings: [], path };
  }

  /** The settings in force. */
  get options(): Options {
    return this.#result.options;
  }

  /** What `options` answers: the settings, the file and its warnings. */
  get current(): ConfigResult {
    return this.#result;
  }

  /**
   * Reads the config file from scratch (defaults, then the file); with
   * `file`, reads that file on top of the settings in force, as tmux's
   * `source-file` does. Returns the warnings, and the file's commands
   * for the daemon to run.
   */
  async source(
    file?: string,
  ): Promise<{ warnings: string[]; commands: string[] }> {
    const { commands = [], ...r } = file === undefined
      ? await loadConfig(this.path)
      : await loadConfig(file, { base: this.options, required: true });
    for (const w of r.warnings) this.log.info(`config: ${w}`);
    // A file that could not be read leaves the settings as they were.
    this.#result = { ...r, path: file ?? this.path };
    return { warnings: r.warnings, commands };
  }

  /**
   * tmux's `bind-key` (with `command`) and `unbind-key` (without; `all`:
   * the whole table) on the settings in force, as a config file's
   * `[bind.TABLE]` and `[unbind]` would set them.
   */
  bind(
    table: KeyTableName,
    change: { key?: string; command?: string; all?: string[] },
  ): void {
    const o = this.options;
    const bind = { ...o.bind, [table]: { ...o.bind[table] } };
    const unbind = { ...o.unbind, [table]: [...o.unbind[table]] };
    if (change.all) {
      bind[table] = {};
      unbind[table] = [...change.all];
    } else if (change.key !== undefined) {
      delete bind[table][change.key];
      if (change.command !== undefined) {
        bind[table][change.key] = change.command;
      } else if (!unbind[table].includes(change.key)) {
        unbind[table].push(change.key);
      }
    }
    this.#result = { ...this.#result, options: { ...o, bind, unbind } };
  }

  /**
   * Adds what went wrong in the file's commands (run after it was read)
   * to its warnings.
   */
  warn(warnings: string[]): void {
    for (const w of warnings) this.log.info(`config: ${w}`);
    this.#result = {
      ...this.#result,
      warnings: [...this.#result.warnings, ...warnings],
    };
  }
}
