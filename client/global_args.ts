/**
 * The global options in front of a command (`berth -L work ls`), split off
 * as they are written, checked by nobody yet: `cli.ts` checks and applies
 * them, and `main.ts` needs only the command's name behind them, to pick
 * its bundle (`client/bundle/fresh.ts`) before anything else is loaded.
 *
 * @module
 */

export interface GlobalArgs {
  socket?: string;
  name?: string;
  host?: string;
  ssh?: string;
  remote?: string;
  /** `-f FILE`: the config file a daemon started now reads. */
  config?: string;
}

/** Options of the form `--opt=VALUE`, and the field each sets. */
const JOINED: [prefix: string, key: keyof GlobalArgs][] = [
  ["--socket=", "socket"],
  ["--host=", "host"],
  ["--ssh=", "ssh"],
  ["--remote=", "remote"],
];

/** Options followed by their value, and the field each sets. */
const SPACED: Record<string, keyof GlobalArgs> = {
  "-L": "name",
  "-S": "socket",
  "--socket": "socket",
  "-f": "config",
  "-H": "host",
  "--host": "host",
  "--ssh": "ssh",
  "--remote": "remote",
};

/**
 * The global options at the front of `argv` and what follows them;
 * `missing` names an option whose value is missing (the last word).
 */
export function splitGlobal(
  argv: string[],
): { options: GlobalArgs; rest: string[]; missing?: string } {
  const options: GlobalArgs = {};
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    const key = Object.hasOwn(SPACED, a) ? SPACED[a] : undefined;
    if (key !== undefined) {
      if (i + 1 >= argv.length) return { options, rest: [], missing: a };
      options[key] = argv[++i];
      continue;
    }
    if (a.startsWith("-L") && a.length > 2) {
      options.name = a.slice(2);
      continue;
    }
    const joined = JOINED.find(([prefix]) => a.startsWith(prefix));
    if (!joined) break;
    options[joined[1]] = a.slice(joined[0].length);
  }
  return { options, rest: argv.slice(i) };
}
