/**
 * The attach client's key tables, as tmux has them: `prefix` (the key after
 * the prefix key), `root` (any key, no prefix first) and `copy` (scroll
 * mode), and any table of the user's, made by its first binding (`bind -T
 * resize h ...`) and gone with its last, as tmux's. The built-in bindings
 * are data, below, one line each; the config file's `bind` and `unbind`
 * change them (`protocol/options.ts`).
 *
 * A binding is a berth command line. A few run inside the attach client
 * (`detach-client`, `suspend-client`, `copy-mode`, `send-prefix`, and the
 * ones of `chooser_commands.ts`: `switch-client`, `choose-tree`,
 * `choose-client`, `display-panes`); the others run as berth commands in
 * the current context (`command_runner.ts`). The copy table's commands
 * are scroll mode's, by tmux's copy-mode names.
 *
 * Keys are matched by the bytes a terminal sends for them (`client/keys.ts`
 * encodes a key name; cursor keys in both cursor-key modes), so any key
 * with a code works: `C-a`, `M-a`, `F12`, `` ` ``, `Up`. Mouse keys
 * (`MouseDown1Pane`, `WheelUpPane`: `protocol/mouse_key_names.ts`) are
 * kept by name, their built-in bindings tmux's (`mouse_keys.ts`).
 *
 * @module
 */

import {
  bindCommand,
  bindNote,
  bindRepeats,
  DEFAULT_REPEAT_TIME,
  KEY_TABLES,
  type KeyTableName,
  type Options,
} from "../../protocol/options.ts";
import { encodeKey, KeyNameError } from "../keys.ts";
import { tmuxKeyName } from "../../protocol/key_names.ts";
import { ScrollKeyDecoder } from "./scroll_keys.ts";
import { PREFIX_KEYS, REPEAT_KEYS } from "./prefix_keys.ts";
import {
  COPY_ACTIONS,
  copyBindings,
  copyCommandOf,
  type ModeKeys,
  splitCopyCommand,
} from "./copy_keys.ts";
import {
  splitCommandLine,
  splitCommands,
} from "../commands/_command_runner.ts";
import { isCommandName } from "../commands/_command_names.ts";
import { aliasFor, COMMAND_ALIASES } from "../../protocol/command_alias.ts";
import { fullName } from "../commands/index.ts";
import { ifShellArgs } from "../commands/_if_shell_args.ts";
import { AS_WRITTEN, COPY_MOUSE, ROOT_MOUSE } from "./mouse_keys.ts";
import { isMouseKey } from "../../protocol/mouse_key_names.ts";

/**
 * What a mouse key is kept under in a table, before its name: no key's
 * bytes start with it (their char codes are 0-255).
 */
const MOUSE_MARK = "\u0100";

/** The built-in bindings, by table: key name to command line. */
export const DEFAULT_BINDINGS: Record<
  typeof KEY_TABLES[number],
  Record<string, string>
> = {
  prefix: {
    "d": "detach-client",
    "C-z": "suspend-client",
    "[": "copy-mode",
    "PPage": "copy-mode -u",
    ...PREFIX_KEYS,
    "]": "paste-buffer",
  },
  root: { ...ROOT_MOUSE },
  copy: { ...copyBindings("vi"), ...COPY_MOUSE },
};

/** The commands of the copy table (tmux's copy-mode names). */
export const COPY_COMMANDS: readonly string[] = Object.keys(COPY_ACTIONS);

// Why the command line `cmd` of a prefix or root binding cannot run, as
// tmux refuses it when the binding is made; undefined when it can. Each
// command of a list is looked at, as tmux parses them all at bind time.
// A name that is one of `aliases`' (tmux's `command-alias`) is a command.
function commandProblem(
  cmd: string,
  aliases = COMMAND_ALIASES,
): string | undefined {
  let commands: string[][];
  try {
    commands = [splitCommandLine(cmd)];
    if (commands[0][0] !== undefined) commands = splitCommands(cmd);
  } catch (err) {
    return (err as Error).message;
  }
  if (commands[0][0] === undefined) return "no command given";
  for (const [name, ...args] of commands) {
    if (aliasFor(aliases, name ?? "") !== undefined) continue;
    const problem = nameProblem(name ?? "") ?? argsProblem(name, args);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

// Why `args` cannot be command `name`'s, as tmux's template refuses them
// at bind time (`bind x if -F 1`: too few); undefined when they can.
function argsProblem(name: string, args: string[]): string | undefined {
  if (!["if-shell", "if"].includes(fullName(name))) return undefined;
  try {
    ifShellArgs(args);
  } catch (err) {
    return (err as Error).message;
  }
  return undefined;
}

// Why `name` names no command; undefined when it does.
function nameProblem(name: string): string | undefined {
  try {
    if (isCommandName(name)) return undefined;
  } catch (err) {
    return (err as Error).message; // tmux's: ambiguous command ...
  }
  return `Unknown command "${name}" (berth --help lists the commands)`;
}

/** One binding: the key as it was named, and its command. */
interface Binding {
  key: string;
  command: string;
  /**
   * tmux's `bind -r`: it repeats without the prefix (the built-in
   * `REPEAT_KEYS`, the config file's `{ command, repeat = true }`,
   * `bind-key -r`).
   */
  repeat?: boolean;
  /** Its note (tmux's `bind -N`): config.toml's `note`, `bind-key -N`. */
  note?: string;
}

/** The key tables in force: key bytes to command, by table. */
export class KeyTable {
  /** What the prefix key sends (send-prefix sends it). */
  readonly prefix: Uint8Array;
  /** The prefix key's name, for messages. */
  readonly prefixName: string;
  #tables: Map<KeyTableName, () => Map<string, Binding>>;
  /** Every first byte of a prefix or root key: the others pass at once. */
  readonly firstBytes: Set<number>;
  /**
   * tmux's `key-table`: the table keys are looked up in when no prefix or
   * `switch-client -T` chose another.
   */
  readonly home: KeyTableName;
  /**
   * `mode-keys`: the copy table's defaults, and how a copy mode selection
   * ends (emacs leaves the cursor's cell out, as tmux's).
   */
  readonly modeKeys: ModeKeys;
  /**
   * tmux's `repeat-time`: how long after a key that repeats such keys need
   * no prefix, in ms; 0: they never do.
   */
  readonly repeatMs: number;

  /** What the second prefix key sends (`send-prefix -2`); null: none. */
  readonly prefix2: Uint8Array | null;

  constructor(
    prefixName: string,
    prefix: string[],
    tables: Map<KeyTableName, () => Map<string, Binding>>,
    modeKeys: ModeKeys = "vi",
    repeatMs = DEFAULT_REPEAT_TIME,
    prefix2: string[] = [],
    home: KeyTableName = "root",
  ) {
    this.modeKeys = modeKeys;
    this.repeatMs = repeatMs;
    this.prefixName = prefixName;
    this.home = home;
    this.prefix = bytesOf(prefix[0] ?? "");
    this.prefix2 = prefix2.length ? bytesOf(prefix2[0]) : null;
    this.#prefixKeys = new Set(prefix);
    this.#startKeys = new Set([...prefix, ...prefix2]);
    this.#tables = tables;
    this.firstBytes = new Set(
      [...prefix, ...prefix2, ...this.#table(home).keys()].map((k) =>
        k.charCodeAt(0)
      ).filter((b) => b < 256),
    );
  }
  #prefixKeys: Set<string>;
  /** The prefix's and `prefix2`'s encodings: each starts a prefix. */
  #startKeys: Set<string>;

  /** Whether `key` (one key's bytes) is the prefix key or `prefix2`. */
  isPrefix(key: Uint8Array): boolean {
    return this.#startKeys.has(latin1(key));
  }

  /**
   * What `send-prefix` (`-2`: `send-prefix -2`) sends, nothing without a
   * `prefix2` (as tmux's); null: `command` is neither.
   */
  prefixBytes(command: string): Uint8Array | null {
    const words = command.trim().split(/\s+/);
    if (words[0] !== "send-prefix") return null;
    if (words.length === 1) return this.prefix;
    if (words.length !== 2 || words[1] !== "-2") return null;
    return this.prefix2 ?? new Uint8Array();
  }

  /**
   * The command bound to `key` in `table`; in the prefix table the prefix
   * key itself sends the prefix unless it is bound otherwise.
   */
  lookup(table: KeyTableName, key: Uint8Array): string | undefined {
    const k = latin1(key);
    const cmd = this.#table(table).get(k)?.command;
    if (cmd !== undefined) return cmd;
    if (table === "prefix" && this.#prefixKeys.has(k)) return "send-prefix";
    return undefined;
  }

  /**
   * The command bound to mouse key `name` (tmux's spelling, with any
   * modifiers: `M-MouseDown3Pane`) in `table`.
   */
  lookupMouse(table: KeyTableName, name: string): string | undefined {
    return this.#table(table).get(MOUSE_MARK + name)?.command;
  }

  /** Whether `key`'s binding in `table` repeats (tmux's `bind -r`). */
  repeats(key: Uint8Array, table: KeyTableName = "prefix"): boolean {
    return this.#table(table).get(latin1(key))?.repeat ?? false;
  }

  /**
   * The tables there are, in tmux's order (by name): the built-in ones
   * and every one a binding made, as tmux makes a table at its first
   * `bind -T`.
   */
  tableNames(): KeyTableName[] {
    return [...this.#tables.keys()].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  }

  /** Whether table `name` exists (built in, or made by a binding). */
  hasTable(name: KeyTableName): boolean {
    return this.#tables.has(name);
  }

  // Table `name`'s bindings (none for a table there is not).
  #table(name: KeyTableName): ReadonlyMap<string, Binding> {
    return this.#tables.get(name)?.() ?? NO_BINDINGS;
  }

  /** Every binding of `table`, by key name (for `show-options`). */
  bindings(table: KeyTableName): [key: string, command: string][] {
    return this.#bindings(table).map((b) => [b.key, b.command]);
  }

  /** The notes of `table`'s bindings that have one, by key name. */
  notes(table: KeyTableName): Map<string, string> {
    return new Map(
      this.#bindings(table).flatMap((b) => b.note ? [[b.key, b.note]] : []),
    );
  }

  /** The keys of `table` whose bindings repeat, by name (for `list-keys`). */
  repeating(table: KeyTableName): Set<string> {
    return new Set(
      this.#bindings(table).filter((b) => b.repeat).map((b) => b.key),
    );
  }

  #bindings(table: KeyTableName): Binding[] {
    const seen = new Map<string, Binding>();
    for (const b of this.#table(table).values()) seen.set(b.key, b);
    return [...seen.values()];
  }
}

/**
 * Whether the `key-table` option's table (root unless set) binds any key
 * (else keys need no lookup).
 */
export function hasRootBindings(t: KeyTable): boolean {
  return t.bindings(t.home).some(([key]) => !isMouseKey(key));
}

const NO_BINDINGS: ReadonlyMap<string, Binding> = new Map();

/**
 * Whether `command` is mouse key `name`'s built-in binding in `table`
 * (berth's own code then does it: `mouse_keys.ts`).
 */
export function builtInMouse(
  table: KeyTableName,
  name: string,
  command: string,
): boolean {
  const builtIn = table === "root"
    ? ROOT_MOUSE
    : table === "copy"
    ? COPY_MOUSE
    : {};
  return Object.hasOwn(builtIn, name) && builtIn[name] === command &&
    !AS_WRITTEN.has(name);
}

/**
 * The key tables for `options` (the defaults when absent): built-in
 * bindings less `unbind`, plus `bind`. A key name, a command or a copy
 * command that does not exist is one warning each and is left out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildKeyTable } from "./key_table.ts";
 * const { table } = buildKeyTable({ prefix: "C-a" });
 * assert.equal(table.lookup("prefix", new TextEncoder().encode("d")), "detach-client");
 * assert.equal(table.lookup("prefix", Uint8Array.of(1)), "send-prefix");
 * ```
 */
export function buildKeyTable(
  options: Partial<
    Pick<
      Options,
      | "prefix"
      | "prefix2"
      | "bind"
      | "unbind"
      | "mode-keys"
      | "repeat-time"
      | "key-table"
      | "command-alias"
    >
  > = {},
): { table: KeyTable; warnings: string[] } {
  const warnings: string[] = [];
  let prefixName = options.prefix ?? "C-b";
  // tmux's `prefix None`: no prefix key (prefix2 may still be one).
  let prefix = prefixName === "None" ? [] : encodings(prefixName);
  if (prefix instanceof Error) {
    warnings.push(`prefix: ${prefix.message}; C-b stays the prefix`);
    prefixName = "C-b";
    prefix = encodings(prefixName) as string[];
  }
  // tmux's prefix2: None (its default) or a key that is no key is none.
  const second = options.prefix2 && options.prefix2 !== "None"
    ? encodings(options.prefix2)
    : [];
  if (second instanceof Error) {
    warnings.push(`prefix2: ${second.message}; there is no second prefix`);
  }
  const tables = new Map<KeyTableName, () => Map<string, Binding>>();
  // A table of the user's is there while it binds a key: tmux frees one
  // whose last binding went (`unbind`, `unbind -a`).
  const names = new Set<KeyTableName>([
    ...KEY_TABLES,
    ...Object.entries(options.bind ?? {}).flatMap(([name, keys]) =>
      Object.keys(keys).length > 0 ? [name] : []
    ),
  ]);
  for (const name of names) {
    const table = lazily(() => buildTable(name, options, warnings));
    // A table nothing configures holds only built-in bindings, which give
    // no warnings: it is built when first looked up, not before the first
    // frame (the copy table's 44 keys cost about 1 ms cold). A configured
    // one is built now, so that its warnings show at attach.
    if (configures(options, name)) table();
    tables.set(name, table);
  }
  const modeKeys = options["mode-keys"] === "emacs" ? "emacs" : "vi";
  // A daemon before repeat-time sends none: tmux's default.
  const repeatMs = options["repeat-time"] ?? DEFAULT_REPEAT_TIME;
  return {
    table: new KeyTable(
      prefixName,
      prefix,
      tables,
      modeKeys,
      repeatMs,
      second instanceof Error ? [] : second,
      options["key-table"] ?? "root",
    ),
    warnings,
  };
}

type TableOptions = Partial<
  Pick<Options, "bind" | "unbind" | "mode-keys" | "command-alias">
>;

// Whether `options` binds or unbinds any key of table `name`.
function configures(options: TableOptions, name: KeyTableName): boolean {
  return Object.keys(options.bind?.[name] ?? {}).length > 0 ||
    (options.unbind?.[name] ?? []).length > 0;
}

// Table `name`: its built-in bindings less `unbind`, plus `bind`; a key
// name, a command or a copy command that does not exist is one warning
// and left out.
function buildTable(
  name: KeyTableName,
  options: TableOptions,
  warnings: string[],
): Map<string, Binding> {
  const m = new Map<string, Binding>();
  const add = (
    key: string,
    cmd: string,
    where: string,
    repeat = false,
    note?: string,
  ) => {
    const keys = encodings(key);
    if (keys instanceof Error) {
      warnings.push(`${where}: ${keys.message}`);
      return;
    }
    // A mouse key's binding in the copy table is a command line, as
    // tmux's (`select-pane ; send-keys -X begin-selection`).
    const copy = name === "copy" && !isMouseKey(key);
    if (copy) {
      const named = copyCommandOf(cmd);
      if (named instanceof Error) {
        warnings.push(`${where}: ${named.message}`);
        return;
      }
      cmd = named;
    }
    const copyName = copy ? splitCopyCommand(cmd).name : "";
    if (copy && !COPY_COMMANDS.includes(copyName)) {
      warnings.push(
        `${where}: scroll mode has no command "${copyName}"; it has ${
          COPY_COMMANDS.join(", ")
        }`,
      );
      return;
    }
    const problem = copy
      ? undefined
      : commandProblem(cmd, options["command-alias"]);
    if (problem !== undefined) {
      warnings.push(`${where}: ${problem}`);
      return;
    }
    // tmux's spelling: two names of one key are one binding, listed so.
    const b: Binding = { key: tmuxKeyName(key), command: cmd };
    if (repeat) b.repeat = true;
    if (note) b.note = note;
    for (const k of keys) m.set(k, b);
  };
  const defaults = name === "copy" && options["mode-keys"] === "emacs"
    ? { ...copyBindings("emacs"), ...COPY_MOUSE }
    : DEFAULT_BINDINGS[name as keyof typeof DEFAULT_BINDINGS] ?? {};
  for (const [key, cmd] of Object.entries(defaults)) {
    const repeat = name === "prefix" && REPEAT_KEYS.has(key);
    add(key, cmd, `built-in ${name} ${key}`, repeat);
  }
  for (const key of options.unbind?.[name] ?? []) {
    const keys = encodings(key);
    if (keys instanceof Error) {
      warnings.push(`unbind.${name}: ${keys.message}`);
    } else for (const k of keys) m.delete(k);
  }
  for (const [key, value] of Object.entries(options.bind?.[name] ?? {})) {
    const where = `bind.${name} ${JSON.stringify(key)}`;
    add(
      key,
      bindCommand(value).trim(),
      where,
      bindRepeats(value),
      bindNote(value),
    );
  }
  return m;
}

// `make`'s value, made on the first call.
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => value ??= make();
}

/** The key tables with nothing configured. */
export function defaultKeyTable(): KeyTable {
  return buildKeyTable().table;
}

// What a key name sends, as latin1 strings of bytes (both cursor-key
// modes), or the reason it has no code.
function encodings(name: string): string[] | Error {
  if (isMouseKey(name)) return [MOUSE_MARK + tmuxKeyName(name)];
  try {
    const normal = latin1(bytesOf(encodeKey(name, false)));
    const app = latin1(bytesOf(encodeKey(name, true)));
    return normal === app ? [normal] : [normal, app];
  } catch (err) {
    if (err instanceof KeyNameError) return err;
    throw err;
  }
}

const encoder = new TextEncoder();

function bytesOf(s: string): Uint8Array {
  return encoder.encode(s);
}

/** A key's bytes as a string of char codes 0-255, for map lookups. */
export function latin1(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

/**
 * The name of the key that sent `bytes` (`x`, `C-x`, `Up`, `M-a`, `C-Up`
 * ...), modifiers in tmux's order (`C-M-S-Up`).
 */
export function keyName(bytes: Uint8Array): string {
  const keys = new ScrollKeyDecoder().feed(bytes);
  const name = keys.length === 1 ? keys[0].name : "Unknown";
  if (name !== "Unknown") {
    // As tmux names it (`S-PPage`, not `S-PageUp`): in `command-prompt -k`
    // and a menu's keys.
    return name === " "
      ? "Space"
      : tmuxKeyName(modifiers(latin1(bytes)) + name);
  }
  return [...bytes].map((b) =>
    b === 0x1b
      ? "Esc "
      : b < 0x20
      ? `^${String.fromCharCode(b + 0x40)}`
      : String.fromCharCode(b)
  ).join("");
}

// The modifiers of a CSI key (`ESC [ 1 ; 5 A`: 5 is 1 + 4, Ctrl), as
// the prefix of its name; "" for any other key.
function modifiers(seq: string): string {
  // deno-lint-ignore no-control-regex
  const m = /^\x1b\[\d*;(\d+)[A-Z~]$/.exec(seq);
  if (!m) return "";
  const bits = Number(m[1]) - 1;
  return (bits & 4 ? "C-" : "") + (bits & 2 ? "M-" : "") +
    (bits & 1 ? "S-" : "");
}
