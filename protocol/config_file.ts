/**
 * The config file, `$XDG_CONFIG_HOME/berth/config.toml` (default
 * `~/.config/berth/config.toml`; `BERTH_CONFIG` or `berth -f FILE` names
 * another, as tmux's `-f`; without one, a tmux user's `~/.tmux.conf`): TOML, read with `smol-toml`; a file whose name
 * ends in `.conf` (or see `isTmuxConf`) is a tmux config, its lines
 * commands (`tmux_conf.ts`).
 *
 * A TOML parser refuses a whole file for one mistake; berth keeps the
 * rest, as tmux does with a bad line of `.tmux.conf` (`config_parse.ts`).
 *
 * @module
 */

import { defaultOptions, type Options } from "./options.ts";
import { isTmuxConf, tmuxConfCommands } from "./tmux_conf.ts";

/**
 * Largest config file read (bytes): a config is a few KiB; a mistaken
 * FILE (a log, /dev/zero) must not fill the daemon's memory.
 */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** Options read from a file, and what was wrong in it. */
export interface ConfigResult {
  options: Options;
  /** One line each: the line number or setting, what is wrong. */
  warnings: string[];
  /** The file read (or that would have been: it may not exist). */
  path: string;
  /**
   * The file's `commands`: berth command lines the daemon runs after
   * reading it (absent: none).
   */
  commands?: string[];
  /**
   * Where each of `commands` is in the file, for the warning its error
   * makes (`FILE line N`; absent: the `commands` setting's).
   */
  origins?: string[];
}

/**
 * Where the config file is for an environment (`Deno.env.get`): the first
 * of `configFiles`.
 */
export function configPath(
  env: (name: string) => string | undefined,
  exists: (path: string) => boolean = isFile,
): string {
  return configFiles(env, exists)[0];
}

/** tmux 3.3a's system-wide config, read before the user's. */
export const SYSTEM_TMUX_CONF = "/etc/tmux.conf";

/**
 * The config files a new daemon reads, in order: `BERTH_CONFIG`, else
 * berth's own `config.toml`; where that is not and tmux configs are,
 * every one of tmux 3.3a's list that is there, as tmux loads them all
 * (`/etc/tmux.conf`, `~/.tmux.conf`, `$XDG_CONFIG_HOME/tmux/tmux.conf`,
 * `~/.config/tmux/tmux.conf`), so that a tmux user's prefix, bindings
 * and options apply without `-f`.
 */
export function configFiles(
  env: (name: string) => string | undefined,
  exists: (path: string) => boolean = isFile,
): string[] {
  const named = env("BERTH_CONFIG");
  if (named) return [named];
  const home = env("HOME") ?? "";
  const base = env("XDG_CONFIG_HOME") || `${home}/.config`;
  const own = `${base}/berth/config.toml`;
  if (exists(own)) return [own];
  const users = home === "" ? [] : [
    `${home}/.tmux.conf`,
    `${base}/tmux/tmux.conf`,
    `${home}/.config/tmux/tmux.conf`,
  ];
  // One file once (XDG_CONFIG_HOME may be ~/.config).
  const tmux = [...new Set([SYSTEM_TMUX_CONF, ...users])].filter((path) =>
    exists(path)
  );
  return tmux.length ? tmux : [own];
}

/** Whether `path` is a file (not a directory, not missing). */
function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/**
 * Reads the file at `path` on top of `base` (the defaults). A missing file
 * is no mistake unless `required` (`source-file FILE`): the options are
 * then `base`. An unreadable file is one warning.
 */
export async function loadConfig(
  path: string,
  opts: { base?: Options; required?: boolean; inTmux?: boolean } = {},
): Promise<ConfigResult> {
  const base = opts.base ?? defaultOptions();
  let text: string;
  try {
    const st = await Deno.stat(path);
    if (!st.isFile || st.size > MAX_CONFIG_BYTES) {
      const why = st.isFile ? "larger than 1 MiB" : "not a regular file";
      return { options: base, warnings: [`${path}: ${why}; not read`], path };
    }
    text = await Deno.readTextFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound && !opts.required) {
      return { options: base, warnings: [], path };
    }
    const why = err instanceof Deno.errors.NotFound
      ? "no such file"
      : (err as Error).message;
    return { options: base, warnings: [`${path}: ${why}`], path };
  }
  if (isTmuxConf(path, opts.inTmux)) {
    return { options: base, ...tmuxConfCommands(text, path), path };
  }
  // The TOML parser is an npm package: loaded only when there is a file
  // (the first npm package costs an idle daemon about 4 MB resident).
  const { parseConfig } = await import("./config_parse.ts");
  return { ...parseConfig(text, base, path), path };
}
