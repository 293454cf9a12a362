/**
 * The daemon's settings: read from the config file when the daemon starts,
 * again on `berth source-file`, and handed to every client that asks, so
 * that all clients of one daemon see the same.
 *
 * @module
 */

import { type ConfigResult, loadConfig } from "../../protocol/config_file.ts";
import { defaultOptions, type Options } from "../../protocol/options.ts";
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
