/**
 * Argument parsing for subcommands on top of `node:util` `parseArgs` (JSR's
 * `@std/cli` cannot be installed here), turning its errors into one-line
 * `UserError`s that point at `--help`.
 *
 * @module
 */

import { parseArgs, type ParseArgsConfig } from "node:util";
import { UserError } from "./commands/command.ts";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Parses `args` for subcommand `cmd`; throws UserError on a mistake. */
export function parseCommandArgs<O extends Options>(
  cmd: string,
  args: string[],
  options: O,
) {
  try {
    return parseArgs({
      args,
      options: { help: { type: "boolean", short: "h" }, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UserError(`${explain(err as Error)} (see berth ${cmd} --help)`);
  }
}

/** parseArgs's messages, shortened to one line. */
function explain(err: Error): string {
  const code = (err as { code?: string }).code;
  const quoted = err.message.match(/'([^']+)'/)?.[1] ?? "";
  switch (code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `Unknown option ${quoted}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return err.message.includes("argument missing")
        ? `Option ${quoted.split(" ")[0]} needs a value`
        : `Option ${quoted.split(" ")[0]} takes no value`;
    default:
      return err.message.split("\n")[0];
  }
}

/** Parses an integer option value within [min, max]. */
export function intOption(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || n < min || n > max) {
    throw new UserError(
      `${name} must be a whole number from ${min} to ${max}, not "${value}"`,
    );
  }
  return n;
}

/** Parses a number of seconds (fractions allowed) into milliseconds. */
export function secondsOption(
  name: string,
  value: string | undefined,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 2_000_000) {
    throw new UserError(`${name} must be a number of seconds, not "${value}"`);
  }
  return Math.round(n * 1000);
}

/**
 * Splits `args` where the command to run begins: at `--`, or at the first
 * argument that is neither an option nor an option's value, so that
 * `berth new -d make -j4` runs `make -j4` (as tmux does).
 * `valueOptions` lists the options that take a value (`-s`, `--cwd` ...).
 */
export function splitAtCommand(
  args: string[],
  valueOptions: string[],
): { own: string[]; command: string[] } {
  const takesValue = new Set(valueOptions);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") {
      return { own: args.slice(0, i), command: args.slice(i + 1) };
    }
    if (!a.startsWith("-") || a === "-") {
      return { own: args.slice(0, i), command: args.slice(i) };
    }
    if (takesValue.has(a)) i++; // its value may look like anything
  }
  return { own: args, command: [] };
}
