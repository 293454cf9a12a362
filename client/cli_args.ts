/**
 * Argument parsing for subcommands on top of `parse_args.ts` (parseArgs's
 * rules without loading `node:util`; JSR's `@std/cli` cannot be installed
 * here), turning its errors into one-line `UserError`s that point at
 * `--help`.
 *
 * @module
 */

import { jsonRequested, UserError } from "./commands/command.ts";
import { checkTarget } from "../protocol/names.ts";
import { ArgsError, type OptionSpecs, parseOptions } from "./parse_args.ts";
import { MAX_TIMEOUT_MS } from "../protocol/limits.ts";

// Where a command's own options end; in `parse_args.ts`, which `new`'s
// launcher check loads alone (`commands/_new_args.ts`).
export { splitAtCommand } from "./parse_args.ts";

/** The longest timeout in whole seconds (`MAX_TIMEOUT_MS` is ms). */
const MAX_SECONDS = Math.floor(MAX_TIMEOUT_MS / 1000);

/**
 * Parses `args` for subcommand `cmd`; throws UserError on a mistake.
 * `helpShort` false leaves `-h` to the command (`split-window -h`).
 */
export function parseCommandArgs<O extends OptionSpecs>(
  cmd: string,
  args: string[],
  options: O,
  helpShort = true,
) {
  const help = helpShort
    ? { type: "boolean" as const, short: "h" }
    : { type: "boolean" as const };
  const takesJson = "json" in options;
  try {
    const parsed = parseOptions(args, { help, ...options });
    if (takesJson && parsed.values.json === true) jsonRequested.yes = true;
    return parsed;
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    // A mistake among the options: JSON when --json was among them.
    const own = args.indexOf("--") < 0
      ? args
      : args.slice(0, args.indexOf("--"));
    if (takesJson && own.includes("--json")) jsonRequested.yes = true;
    throw new UserError(`${err.message} (see berth ${cmd} --help)`);
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

/** `-e KEY=VAL` pairs into a map; a pair without `=` is a mistake. */
export function envOption(pairs: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new UserError(`-e needs KEY=VALUE, not "${pair}"`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}

/** Parses a number of seconds (fractions allowed) into milliseconds. */
export function secondsOption(
  name: string,
  value: string | undefined,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (
    value.trim() === "" || !Number.isFinite(n) || n < 0 ||
    Math.round(n * 1000) > MAX_TIMEOUT_MS
  ) {
    throw new UserError(
      `${name} must be a number of seconds from 0 to ${MAX_SECONDS}, not "${value}"`,
    );
  }
  return Math.round(n * 1000);
}

/** The `-t NAME` option of commands that act on a session (as in tmux). */
export const TARGET_OPTION = {
  target: { type: "string", short: "t" },
} as const;

/** The scripting verbs whose `-t` may name a window or a pane. */
const TARGET_COMMANDS = new Set([
  "send",
  "capture",
  "wait",
  "events",
  "resize",
]);

/**
 * berth's verbs whose request is a pane request (`send`, `capture`: the
 * daemon reads a bare word there as a pane first, for `send-keys` and
 * `capture-pane`): their bare SESSION goes as `SESSION:`.
 */
const SESSION_FIRST_PANE = new Set(["send", "capture"]);

/**
 * A target of berth's own verbs, which name a session first: `SESSION`
 * as `SESSION:` (tmux's way to say the session, whatever windows or
 * panes the current one has), `SESSION.PANE` as `SESSION:.PANE`; ids
 * (`%N`, `@N`) and targets with a `:` go as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sessionFirst } from "./cli_args.ts";
 * assert.equal(sessionFirst("1"), "1:");
 * assert.equal(sessionFirst("work.1"), "work:.1");
 * assert.equal(sessionFirst("%3"), "%3");
 * ```
 */
export function sessionFirst(target: string): string {
  const t = sessionTarget(target);
  return t.includes(":") || /^[%@]\d+$/.test(t) ? t : `${t}:`;
}

/**
 * Splits a command's positionals into the session name (from `-t NAME`, or
 * the first positional) and the rest; checks that exactly `restCount` are
 * left (any number with "any"). Throws UserError on a mistake.
 */
export function sessionAndRest(
  cmd: string,
  target: string | undefined,
  positionals: string[],
  restCount: number | "any",
  restName = "",
): { name: string; rest: string[] } {
  const name = target ?? positionals[0];
  const rest = target === undefined ? positionals.slice(1) : positionals;
  const wantRest = restCount === "any" ? rest.length : restCount;
  if (name === undefined || rest.length !== wantRest) {
    const what = restCount === 0 || restCount === "any"
      ? "one session name"
      : `one session name, then ${restName}`;
    throw new UserError(`${cmd} takes ${what} (see berth ${cmd} --help)`);
  }
  // The session verbs (kill-session, has-session, rename-session) take
  // tmux's target forms as typed, and act on the session the daemon finds
  // (`1.2`: window 1 of the current session first, as tmux). berth's own
  // verbs name a session first: `send 1` is session 1, `1.2` its pane 2.
  const taken = !TARGET_COMMANDS.has(cmd)
    ? name
    : SESSION_FIRST_PANE.has(cmd)
    ? sessionFirst(name)
    : sessionTarget(name);
  const why = checkTarget(taken);
  if (why) throw new UserError(why);
  return { name: taken, rest };
}

/**
 * A session verb's target (`kill-session`, `has-session`,
 * `rename-session`, `attach -t`, `switch-client -t`) in the form the
 * daemon resolves: tmux's `SESSION.PANE` (no `:`) is `SESSION:.PANE`, as
 * `protocol/target.ts` reads it; every other form goes as it is
 * (`work:1`, `work:1.0`, `%3`, `=work`, `:1`). The daemon acts on the
 * session the target names, after checking that its window and pane
 * exist, as tmux's do (`kill-session -t work:1` ends work).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sessionTarget } from "./cli_args.ts";
 * assert.equal(sessionTarget("work.1"), "work:.1");
 * assert.equal(sessionTarget("work:1.1"), "work:1.1");
 * ```
 */
export function sessionTarget(target: string): string {
  if (target.includes(":")) return target;
  const dot = target.indexOf(".");
  return dot < 0 ? target : `${target.slice(0, dot)}:${target.slice(dot)}`;
}
