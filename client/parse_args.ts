/**
 * Command-line options parsed the way `node:util` `parseArgs` does in strict
 * mode with positionals allowed (`--name value`, `--name=value`, `-n value`,
 * `-nvalue`, `-abc`, `--` ends the options), without loading `node:util`:
 * that module pulls in Node's inspect and error machinery, about 7 ms of CPU
 * at every start of a CLI command here. Mistakes throw `ArgsError` with a
 * one-line message. It imports nothing, so the launcher can load it alone
 * (`commands/_new_args.ts`).
 *
 * @module
 */

/** One option: a flag, or one that takes a value (`multiple`: a list). */
export interface OptionSpec {
  type: "boolean" | "string";
  short?: string;
  multiple?: boolean;
}

/** Options by long name. */
export type OptionSpecs = Record<string, OptionSpec>;

type ValueOf<S extends OptionSpec> = S["type"] extends "boolean"
  ? (S["multiple"] extends true ? boolean[] : boolean)
  : (S["multiple"] extends true ? string[] : string);

/** What the options of `O` parse to (absent when not given). */
export type ParsedValues<O extends OptionSpecs> = {
  -readonly [K in keyof O]?: ValueOf<O[K]>;
};

/** A mistake on the command line; the message is one line. */
export class ArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArgsError";
  }
}

/** Parses `args` against `options`; throws ArgsError on a mistake. */
export function parseOptions<O extends OptionSpecs>(
  args: string[],
  options: O,
): { values: ParsedValues<O>; positionals: string[] } {
  const values: Record<string, unknown> = {};
  const positionals: string[] = [];
  const byShort = new Map<string, string>();
  for (const [long, spec] of Object.entries(options)) {
    if (spec.short) byShort.set(spec.short, long);
  }
  const store = (long: string, value: string | boolean) => {
    if (!options[long].multiple) values[long] = value;
    else ((values[long] ??= []) as unknown[]).push(value);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const next = args[i + 1];
    const used = arg.startsWith("--")
      ? longOption(arg, next, options, store)
      : shortOptions(arg, next, options, byShort, store);
    i += used;
  }
  return { values: values as ParsedValues<O>, positionals };
}

type Store = (long: string, value: string | boolean) => void;

/** `--name`, `--name=value`, `--name value`; returns the args it took after `arg`. */
function longOption(
  arg: string,
  next: string | undefined,
  options: OptionSpecs,
  store: Store,
): number {
  const eq = arg.indexOf("=");
  const long = arg.slice(2, eq < 0 ? undefined : eq);
  const spec = Object.hasOwn(options, long) ? options[long] : undefined;
  if (!spec) throw new ArgsError(`Unknown option --${long}`);
  if (spec.type === "boolean") {
    if (eq >= 0) {
      throw new ArgsError(`Option ${names(long, spec)} takes no value`);
    }
    store(long, true);
    return 0;
  }
  if (eq >= 0) {
    store(long, arg.slice(eq + 1));
    return 0;
  }
  store(long, separateValue(arg, long, spec, next));
  return 1;
}

/** `-a`, `-abc`, `-nvalue`, `-n value`; returns the args it took after `arg`. */
function shortOptions(
  arg: string,
  next: string | undefined,
  options: OptionSpecs,
  byShort: Map<string, string>,
  store: Store,
): number {
  for (let k = 1; k < arg.length; k++) {
    const long = byShort.get(arg[k]);
    if (long === undefined) throw new ArgsError(`Unknown option -${arg[k]}`);
    const spec = options[long];
    if (spec.type === "boolean") {
      store(long, true);
      continue;
    }
    if (k < arg.length - 1) {
      store(long, arg.slice(k + 1)); // -nvalue, -abnvalue
      return 0;
    }
    store(long, separateValue(`-${arg[k]}`, long, spec, next));
    return 1;
  }
  return 0;
}

/**
 * The value in the next argument. One that starts with "-" is refused, as
 * parseArgs does: `-s -x` more likely forgot the value than meant "-x".
 */
function separateValue(
  raw: string,
  long: string,
  spec: OptionSpec,
  next: string | undefined,
): string {
  if (next === undefined) {
    throw new ArgsError(`Option ${names(long, spec)} needs a value`);
  }
  if (next.length > 1 && next.startsWith("-")) {
    throw new ArgsError(
      `Option ${raw} needs a value; one that starts with - is written --${long}=-VALUE`,
    );
  }
  return next;
}

/** "-s/--session", or "--cwd" for an option with no short form. */
function names(long: string, spec: OptionSpec): string {
  return spec.short ? `-${spec.short}/--${long}` : `--${long}`;
}

// Whether `a` is short options run together whose last takes the next
// argument as its value, as getopt reads them: `-rT` of `bind -rT prefix
// H ...` (`-rTprefix` has its value in it).
function endsInValueOption(a: string, takesValue: Set<string>): boolean {
  if (a.startsWith("--") || a.length < 3) return false;
  for (let j = 1; j < a.length; j++) {
    if (takesValue.has(`-${a[j]}`)) return j === a.length - 1;
  }
  return false;
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
    // Its value may look like anything.
    if (takesValue.has(a) || endsInValueOption(a, takesValue)) i++;
  }
  return { own: args, command: [] };
}
