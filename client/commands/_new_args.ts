/**
 * `berth new`'s options, in one place for the two that read them: `new.ts`
 * and the launcher. `new -d` never attaches, so it has a bundle without the
 * attach client (`client/bundle/`); the launcher runs it only when these
 * options, parsed by the same code as `new.ts` parses them, say `-d`. A
 * guess that differed from `new.ts` would run an attach from a bundle that
 * lacks the attach client.
 *
 * It imports only `parse_args.ts`, which imports nothing: the launcher
 * loads both from the source before it picks a bundle.
 *
 * @module
 */

import { parseOptions, splitAtCommand } from "../parse_args.ts";

/** The options that take a value: `splitAtCommand` skips their values. */
export const NEW_VALUE_OPTIONS = [
  "-s",
  "--session",
  "-n",
  "--window-name",
  "-F",
  "--format",
  "-x",
  "--cols",
  "-y",
  "--rows",
  "-c",
  "--cwd",
  "-e",
  "--env",
  "--scrollback",
  "--prefix",
];

/** `new`'s own options (`parseCommandArgs` adds `-h`/`--help`). */
export const NEW_OPTIONS = {
  detached: { type: "boolean", short: "d" },
  // tmux's -A (attach when the session exists) and -D (then detach its
  // other clients).
  "attach-existing": { type: "boolean", short: "A" },
  "detach-others": { type: "boolean", short: "D" },
  print: { type: "boolean", short: "P" },
  format: { type: "string", short: "F" },
  json: { type: "boolean" },
  session: { type: "string", short: "s" },
  // tmux's -n, -x, -y and -c, as scripts ported from it write them.
  "window-name": { type: "string", short: "n" },
  cols: { type: "string", short: "x" },
  rows: { type: "string", short: "y" },
  cwd: { type: "string", short: "c" },
  env: { type: "string", short: "e", multiple: true },
  keep: { type: "boolean" },
  scrollback: { type: "string" },
  prefix: { type: "string" },
  clipboard: { type: "boolean" },
} as const;

/**
 * Whether `new`'s arguments `args` (those after its name) ask for a
 * detached session (`-d`, and no `-A`, which may attach). False when they do not parse (`new.ts` then says why,
 * from whichever bundle): only a true answer picks the detached bundle,
 * and the same words parse the same way in `new.ts`, where the help
 * option is the only one added, and an argument that names it fails here.
 */
export function asksDetached(args: string[]): boolean {
  try {
    const { own } = splitAtCommand(args, NEW_VALUE_OPTIONS);
    const { values } = parseOptions(own, NEW_OPTIONS);
    // `-A -d` attaches when the session exists, as tmux's: the whole bundle.
    return values.detached === true && values["attach-existing"] !== true;
  } catch {
    return false;
  }
}

/**
 * What a bound `new` (from a key or the prompt) with arguments `args`
 * makes when it moves its client to the session it makes, as tmux's
 * new-session attaches its client: the session's name (`-s`; null: the
 * daemon picks one). Null when it does not move it: with `-d` (unless
 * `-A`, which may attach), `-P`, `-F` or `--json` (they print its name
 * instead), or when they do not parse (it runs detached, and says why).
 */
export function attachingNew(
  args: string[],
): { session: string | null } | null {
  let values;
  try {
    const { own } = splitAtCommand(args, NEW_VALUE_OPTIONS);
    values = parseOptions(own, NEW_OPTIONS).values;
  } catch {
    return null;
  }
  if (values.detached && !values["attach-existing"]) return null;
  if (values.print || values.format !== undefined || values.json) return null;
  return { session: values.session ?? null };
}
