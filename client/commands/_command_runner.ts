/**
 * Runs a berth command line bound to a key (`[bind.prefix]` ...) for an
 * attach client: in an attach client that draws its terminal, or in the
 * daemon for a terminal it draws (`server/daemon/tty_attach.ts`), in the
 * environment and directory of its `berth attach` process (`where`'s
 * `env` and `cwd`). Split as a shell would split it (quotes, backslashes;
 * no expansions), looked up in the CLI's own command table, and run in
 * the attach client's context: a command that takes `-t` gets the
 * attached session when the line names none (so the pane commands'
 * defaults from `$BERTH_PANE` never apply), and the targets it names are
 * read against that session (tmux's current target: `-t 2` is its
 * window 2, `-t b:` session b). What it prints comes back for
 * the client to show (tmux's view mode), its error as one line. The
 * config file's `commands` run here too, in the daemon, attached to no
 * session; `runCommandLine` runs `if-shell`'s chosen command line.
 *
 * @module
 */

import {
  type BranchHooks,
  type Command,
  envOf,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { withOutputTo } from "../stdout.ts";
import { COMMAND_FILES, fullName } from "./index.ts";
import { asksDetached } from "./_new_args.ts";
import { runsInClient } from "../attach/own_commands.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { aliasFor, COMMAND_ALIASES } from "../../protocol/command_alias.ts";
import { paneRequest } from "./_pane.ts";

export type { BranchHooks };

/** Commands that take the terminal or run until stopped: not from a key. */
export const NOT_FROM_KEYS: ReadonlySet<string> = new Set([
  "start",
  "attach",
  "replay",
  "events",
  "run",
  "wait",
  "wait-for",
  "serve",
]);

/**
 * What a bound command did: its one-line error (null: none), its output,
 * and for an attach client the commands of its list it left to that
 * client (`rest`, a command line whose first command is one the client
 * runs itself: `runsInClient`), which come after those that ran.
 */
export interface BoundResult {
  error: string | null;
  output: string;
  rest?: string;
  /**
   * How many of `rest`'s first commands are the rest of an `if-shell`
   * branch (its first the client's): when that one fails, the others of
   * the branch are left out and the list goes on after them, as tmux's
   * branch is a list of its own.
   */
  branch?: number;
}

/** Most output kept from one command, in UTF-16 units: a view's worth. */
const MAX_OUTPUT = 1 << 20;

/**
 * Runs `line` against the daemon at `where` with `session` as the
 * default target (null: none, for the config file's commands), finding
 * commands with `find` (`index.ts`'s `findCommand`); resolves with its
 * error line (null on success) and what it printed. An attach client
 * passes `hooks`: what `if-shell`'s branches tell it (`BranchHooks`).
 *
 * @example
 * ```ts ignore
 * const err = await runBoundCommand("kill-session", "work", { socket }, find);
 * ```
 */
export async function runBoundCommand(
  line: string,
  session: string | null,
  where: GlobalOptions,
  find: (name: string) => Promise<Command | undefined>,
  hooks?: BranchHooks,
  target?: string,
): Promise<BoundResult> {
  let commands: string[][];
  try {
    commands = splitCommands(
      line,
      envOf(where, "HOME"),
      (name) => envOf(where, name),
    );
  } catch (err) {
    return failed((err as Error).message);
  }
  // In order, as tmux runs a list; the first that fails ends it. For an
  // attach client (a session), one it runs itself (refresh-client,
  // copy-mode ...) ends the run here: it and those after it go back to
  // the client, which runs it, then sends the rest again. Not the first:
  // the client sent that one as not its own, and it runs here, or fails
  // as it always did, so that every request makes progress.
  let output = "";
  const list = commands.length > 0 ? commands : [[]];
  const aliases = aliasesFrom(where);
  let plain = 0; // list[i] for i < plain: an alias's, not expanded again
  for (let i = 0; i < list.length; i++) {
    const expanded = await expandInList(list, i, plain, aliases);
    plain = Math.max(plain, expanded);
    if (
      session !== null && (i > 0 || expanded > 0) &&
      runsInClient(inFull(list[i]))
    ) {
      return { error: null, output, rest: joinCommands(list.slice(i)) };
    }
    const r = await runOne(list[i], line, session, where, find, hooks, target);
    output += r.output;
    if (r.error !== null) return { error: r.error, output };
    if (r.rest !== undefined) {
      const rest = `${r.rest}${i + 1 < list.length ? " ; " : ""}${
        joinCommands(list.slice(i + 1))
      }`;
      return { error: null, output, rest, branch: r.branch };
    }
  }
  return { error: null, output };
}

/**
 * tmux's `command-alias` (`cmd_parse_expand_alias`): command `argv` as the
 * commands the alias of its name stands for, its other words added to
 * the last of them, once (an alias's own name is not read as an alias
 * again); undefined when its name is no alias's. A name that is a berth
 * command's own is that command, where tmux would take the alias: berth
 * asks for the aliases (`aliases`, the daemon's `command-alias`) only for
 * a name it has not, so that a command by its name costs no request. The
 * one resolver of every place a command line runs: the command line
 * (`cli.ts`), keys, the `:` prompt, config files, `if-shell`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { expandAlias } from "./_command_runner.ts";
 * const aliases = async () => "zz=display-message hi\nsplitp=split-window\n";
 * assert.deepEqual(await expandAlias(["zz", "-p"], aliases), [
 *   ["display-message", "hi", "-p"],
 * ]);
 * assert.equal(await expandAlias(["split-window"], aliases), undefined);
 * ```
 */
export async function expandAlias(
  argv: string[],
  aliases: () => Promise<string>,
): Promise<string[][] | undefined> {
  const [name, ...args] = argv;
  if (name === undefined || isOwnName(name)) return undefined;
  const command = aliasFor(await aliases(), name);
  if (command === undefined) return undefined;
  const list = splitCommands(command);
  if (list.length === 0) return undefined;
  list[list.length - 1].push(...args);
  return list;
}

// `list[i]` as `expandAlias` reads it, its commands in its place, unless
// it is an alias's own (`i < plain`); the index after them (0: no alias).
async function expandInList(
  list: string[][],
  i: number,
  plain: number,
  aliases: () => Promise<string>,
): Promise<number> {
  const expanded = i < plain ? undefined : await expandAlias(list[i], aliases);
  if (!expanded) return 0;
  list.splice(i, 1, ...expanded);
  return i + expanded.length;
}

// Whether `name` is the whole name of a command berth runs (the CLI's,
// the attach client's, tmux's long names of them).
function isOwnName(name: string): boolean {
  return COMMAND_FILES.some(([names]) => names.includes(name)) ||
    runsInClient([name]) || TMUX_SHORT_NAMES.has(name);
}

/**
 * The daemon's `command-alias` for commands run with `global`: asked for
 * once, at the first name that is no command's (tmux's defaults when the
 * daemon cannot be asked).
 */
export function aliasesFrom(global: GlobalOptions): () => Promise<string> {
  let asked: Promise<string> | undefined;
  return () =>
    asked ??= (async () => {
      try {
        const { options } = await paneRequest(global, { op: "options" });
        return options["command-alias"] ?? COMMAND_ALIASES;
      } catch {
        return COMMAND_ALIASES;
      }
    })();
}

/**
 * `argv` with its command's name in full (`refresh-c`: refresh-client),
 * as tmux's parser finds it; as it is when that is ambiguous (running it
 * says so).
 */
function inFull(argv: string[]): string[] {
  try {
    return [fullName(argv[0] ?? ""), ...argv.slice(1)];
  } catch {
    return argv;
  }
}

/**
 * Thrown by `runCommandLine` (an `if-shell` branch run for an attach
 * client's key) at a command the client runs itself: that command and
 * those after it, in the branch and in the lists around it, go back to
 * the client in `commands`, as `BoundResult`'s `rest`.
 */
export class HandBack extends Error {
  override name = "HandBack";
  /** `branch`: as `BoundResult`'s (0: none). */
  constructor(readonly commands: string[][], readonly branch = 0) {
    super("left to the attach client");
  }
}

/**
 * The command line a `HandBack` thrown as `err` leaves to the attach
 * client, else null (any other error).
 */
export function handedBack(err: unknown): string | null {
  return isHandBack(err) ? joinCommands(err.commands) : null;
}

// Whether `err` is a HandBack (by name: a bundle may hold two copies).
function isHandBack(err: unknown): err is HandBack {
  return err instanceof Error && err.name === "HandBack";
}

/**
 * The command line of `commands`, each word quoted when it must be
 * (`shellQuote`'s single quotes keep `~`, `$`, `;` and blanks as they
 * are), so that `splitCommands` reads the same words back, with or
 * without `~` and `$NAME` expansion: words already expanded stay so.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { joinCommands, splitCommands } from "./_command_runner.ts";
 * const list = [["display", "it's ~ $HOME"], ["send", ";", ""]];
 * assert.equal(joinCommands(list), `display 'it'\\''s ~ $HOME' ; send ';' ''`);
 * assert.deepEqual(splitCommands(joinCommands(list), "/h", () => "x"), list);
 * ```
 */
export function joinCommands(commands: string[][]): string {
  return commands.map((argv) => argv.map(shellQuote).join(" ")).join(" ; ");
}

// One command of a bound line (`argv`), as `runBoundCommand` runs it.
async function runOne(
  argv: string[],
  line: string,
  session: string | null,
  where: GlobalOptions,
  find: (name: string) => Promise<Command | undefined>,
  hooks: BranchHooks | undefined,
  target?: string,
): Promise<BoundResult> {
  let name: string | undefined, args: string[];
  try {
    [name, ...args] = tmuxRun(typedInFull(assignment(argv)));
  } catch (err) {
    return failed((err as Error).message);
  }
  // Refused by name, before its module is loaded (the attach client's
  // bundle does not hold these: client/bundle/build.ts).
  const known = COMMAND_FILES.find(([names]) => names.includes(name ?? ""));
  if (known && NOT_FROM_KEYS.has(known[0][0])) {
    return failed(`berth ${known[0][0]} cannot run from a key binding`);
  }
  const cmd = name === undefined ? undefined : await find(name);
  if (!cmd) {
    return failed(
      `Unknown command "${name ?? ""}" (berth --help lists the commands)`,
    );
  }
  // Read as `new` reads them: `new -- vim -d a b` is not detached.
  if (cmd.name === "new" && !asksDetached(args)) args.unshift("-d");
  // Without -t (or -s), the attached session: tmux's current target,
  // written `SESSION:` so that a session called 1 is not read as pane or
  // window 1. Targets typed (`-t 2`, `-t :2.1`, `-t b:`) go as they are:
  // the daemon reads them against the session (`boundTo`: the
  // connection's current target). `target` in its place when given
  // (choose-tree's `:`: the item's `@N` or `%N`, as tmux's runs it there).
  if (session !== null && cmd.target && !hasTarget(args)) {
    const current = target ?? `${session}:`;
    args.unshift("-t", cmd.target === "client" ? session : current);
  }
  // Without -s, the same (`paneTarget` reads `boundTo`), unless the
  // command's default is the marked pane (join-pane's, as tmux's).
  const decoder = new TextDecoder();
  let output = "";
  const keep = (bytes: Uint8Array) => {
    if (output.length < MAX_OUTPUT) {
      output += decoder.decode(bytes, { stream: true });
    }
  };
  try {
    const code = await withOutputTo(
      keep,
      () =>
        cmd.run(args, {
          ...where,
          findCommand: find,
          boundTo: session ?? undefined,
          bound: true,
          ...(hooks ? { branches: hooks } : {}),
        }),
    );
    return { error: code === 0 ? null : `${line}: exited ${code}`, output };
  } catch (err) {
    if (isHandBack(err)) {
      const rest = joinCommands(err.commands);
      return { error: null, output, rest, branch: err.branch };
    }
    if (err instanceof UserError) return { error: err.message, output };
    return { error: `${line}: ${(err as Error)?.message ?? err}`, output };
  }
}

/**
 * Runs `line` for a command that runs another (`if-shell`'s chosen one),
 * in its context: a command that takes `-t` and names none gets `target`
 * (when there is one), and the targets it names are read against it. In
 * a process that lives on (`global.bound`: a key's, the prompt's, the
 * config file's), the commands that take the terminal or run until
 * stopped are refused and `new` runs detached, as from a key. A list
 * (`A ; B`, as `splitCommands` reads it) runs in order, as tmux's, until
 * one fails. A blank line does nothing. Returns the exit code of the
 * last that ran; its mistakes throw. For an attach client's key (`bound`
 * with `boundTo`), a command the client runs itself throws `HandBack`
 * with it and those after it: the client runs them, as tmux runs an
 * `if -F` branch's `refresh-client -S`.
 */
export async function runCommandLine(
  line: string,
  target: string | undefined,
  global: GlobalOptions,
): Promise<number> {
  const vars = (name: string) => envOf(global, name);
  const list = splitCommands(line, envOf(global, "HOME"), vars);
  // For an attach client's key, its own commands go back to it.
  const client = global.bound === true && global.boundTo !== undefined;
  const aliases = aliasesFrom(global);
  let plain = 0; // list[i] for i < plain: an alias's, not expanded again
  for (let i = 0; i < list.length; i++) {
    const expanded = await expandInList(list, i, plain, aliases);
    plain = Math.max(plain, expanded);
    if (client && runsInClient(inFull(list[i]))) {
      throw new HandBack(list.slice(i));
    }
    let code;
    try {
      code = await runArgv(list[i], target, global);
    } catch (err) {
      // A branch within: the rest of this list comes after its own.
      if (!isHandBack(err)) throw err;
      throw new HandBack([...err.commands, ...list.slice(i + 1)], err.branch);
    }
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * Runs `if-shell`'s chosen branch `line` as `runCommandLine` does; for an
 * attach client's key (`global.branches`) as tmux 3.3a runs it, a list
 * of its own: the first of its commands that fails ends it alone, its
 * error told to the client (`BranchHooks.failed`), and the list around
 * goes on (side by side, `set @log A1 \; if -F 1 'set @log A2 ;
 * kill-window -t nosuch ; set @log A3' \; set @log A4` logged A1 A2 A4).
 * The branch's commands after one the client runs itself go back as a
 * branch of their own (`if -F 1 '...'`, with `target`), so that theirs
 * end them alone too. With `aimed` (if-shell's `-t` given), the client's
 * command that takes a target and names none gets `target`, as the
 * daemon's commands of the branch do (`display-message "#S"` says the
 * target's session).
 */
export async function runBranch(
  line: string,
  target: string | undefined,
  global: GlobalOptions,
  aimed = false,
): Promise<number> {
  const hooks = global.branches;
  if (!hooks) return await runCommandLine(line, target, global);
  try {
    const code = await runCommandLine(line, target, global);
    if (code !== 0) hooks.failed(`${line}: exited ${code}`);
  } catch (err) {
    if (isHandBack(err) && err.branch > 0) {
      // A branch within handed back its own: it stays the one a failure
      // ends, and this branch's rest after it is a branch of its own.
      const rest = err.commands.slice(err.branch);
      const inner = err.commands.slice(0, err.branch);
      throw new HandBack([...inner, ...wrapped(rest, target)], err.branch);
    }
    if (isHandBack(err)) {
      const on = aimed ? target : undefined;
      const own = ownBranch(err.commands, target, on);
      throw new HandBack(own, own.length);
    }
    hooks.failed(
      err instanceof UserError ? err.message : `${line}: ${errorText(err)}`,
    );
  }
  return 0;
}

// A branch's commands handed back from its first (the client's, aimed
// at `aim` when given), the others a branch of their own, run as
// `target`'s.
function ownBranch(
  [first, ...others]: string[][],
  target: string | undefined,
  aim: string | undefined,
): string[][] {
  const own = aim === undefined ? first : aimedAt(first, aim);
  return [own, ...wrapped(others, target)];
}

// Commands `list` as a branch of their own run as `target`'s (none when
// `list` is empty).
function wrapped(list: string[][], target: string | undefined): string[][] {
  if (list.length === 0) return [];
  const on = target === undefined ? [] : ["-t", target];
  return [["if-shell", "-F", ...on, "1", joinCommands(list)]];
}

/** The attach client's commands whose `-t` picks what they show. */
const AIMED: readonly string[] = [
  "display-message",
  "display-popup",
  "display-menu",
];

// The client's command `argv` with `-t target` when it is one of AIMED
// and names no target.
function aimedAt(argv: string[], target: string): string[] {
  const [name, ...args] = argv;
  if (!AIMED.includes(inFull(argv)[0]) || hasTarget(args)) return argv;
  return [name, "-t", target, ...args];
}

// What a thrown value says.
function errorText(err: unknown): string {
  return String((err as Error)?.message ?? err);
}

// One command of `runCommandLine`'s list.
async function runArgv(
  argv: string[],
  target: string | undefined,
  global: GlobalOptions,
): Promise<number> {
  const full = typedInFull(assignment(argv));
  const [name, ...args] = global.bound ? tmuxRun(full) : full;
  const known = COMMAND_FILES.find(([names]) => names.includes(name));
  if (global.bound && known && NOT_FROM_KEYS.has(known[0][0])) {
    throw new UserError(`berth ${known[0][0]} cannot run from a key binding`);
  }
  const cmd = await global.findCommand?.(name);
  if (!cmd) {
    throw new UserError(
      `Unknown command "${name}" (berth --help lists the commands)`,
    );
  }
  if (global.bound && cmd.name === "new" && !asksDetached(args)) {
    args.unshift("-d");
  }
  if (cmd.target && target !== undefined && !hasTarget(args)) {
    args.unshift("-t", target);
  }
  // Its own targets are read against `target`, as tmux's if-shell runs
  // its command there.
  const current = target === undefined ? {} : { current: target };
  return await cmd.run(args, { ...global, ...current });
}

/**
 * `run` is tmux's `run-shell` where berth's own `run` cannot run (a key,
 * the `:` prompt, the config file's commands: `NOT_FROM_KEYS`), as a
 * .tmux.conf means it (`run '~/.tmux/plugins/tpm/tpm'`, `bind y run
 * 'tmux-yank'`); `send` there is tmux's `send-keys` (`bind C-l send
 * C-l`), not berth's own, which typed the words `C-l`: `argv` with that
 * name changed.
 */
function tmuxRun(argv: string[]): string[] {
  const name = TMUX_SHORT_NAMES.get(argv[0]);
  return name ? [name, ...argv.slice(1)] : argv;
}

/**
 * `argv` with its command's name in full (`kill-ses`: kill-session), as
 * tmux's parser finds it (`index.ts`' `fullName`); an ambiguous one
 * throws, naming the candidates.
 */
function typedInFull(argv: string[]): string[] {
  return argv.length === 0 ? argv : [fullName(argv[0]), ...argv.slice(1)];
}

/** tmux's short names that are another berth command of their own. */
const TMUX_SHORT_NAMES: ReadonlyMap<string, string> = new Map([
  ["run", "run-shell"],
  ["send", "send-keys"],
]);

/**
 * tmux's `NAME=VALUE` command (`is_vim="ps ..."` in a .tmux.conf): sets
 * NAME in the global environment, as `set-environment -g NAME VALUE`.
 */
function assignment(argv: string[]): string[] {
  const m = argv.length === 1 ? /^([A-Za-z_]\w*)=(.*)$/s.exec(argv[0]) : null;
  return m ? ["set-environment", "-g", m[1], m[2]] : argv;
}

/** A command line that did not run: its error, no output. */
function failed(error: string): BoundResult {
  return { error, output: "" };
}

function hasTarget(args: string[], flag = "t"): boolean {
  const long = flag === "t" ? "--target" : "--source";
  return args.some((a) =>
    takesTarget(a, flag) || a.startsWith(`${long}=`) ||
    attachedTarget(a, flag) !== null
  );
}

/** The target of `-tTARGET` (its value in the same word), else null. */
function attachedTarget(a: string, flag = "t"): string | null {
  return a.startsWith(`-${flag}`) && a.length > 2 && !a.startsWith("--")
    ? a.slice(2)
    : null;
}

/**
 * `-t`, `--target`, or short flags ending in `t` (`-lt`, as tmux's getopt
 * reads `send-keys -lt :1`): the target is the next word. The same for
 * `-s` with `flag` "s".
 */
function takesTarget(a: string, flag = "t"): boolean {
  const long = flag === "t" ? "--target" : "--source";
  return a === long || new RegExp(`^-[a-zA-Z]*${flag}$`).test(a);
}

/**
 * Splits a command line into words as tmux's parser does: blanks
 * separate, '...' keeps everything, "..." and \ escape (tmux's \n \t \e
 * \s, \NNN, \uXXXX; any other character after \ is itself). Given `home`, a word's
 * unquoted `~` alone or before `/` is it, as tmux's parser (and a shell)
 * reads it (`source-file ~/.tmux.conf`); given `vars`, `$NAME` and
 * `${NAME}` outside '...' are its values, within the word (tmux's).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitCommandLine } from "./_command_runner.ts";
 * assert.deepEqual(splitCommandLine(`send --keys "C-c" 'a b' c\\ d`), [
 *   "send", "--keys", "C-c", "a b", "c d",
 * ]);
 * assert.deepEqual(splitCommandLine(`a ~/x "~/y" a~ ~`, "/h"), [
 *   "a", "/h/x", "~/y", "a~", "/h",
 * ]);
 * ```
 */
export function splitCommandLine(
  line: string,
  home?: string,
  vars?: (name: string) => string | undefined,
): string[] {
  return split(line, home, false, vars)[0];
}

/**
 * The commands of a command line, as tmux reads a list: a `;` that ends a
 * word, unquoted and not escaped, ends a command (`\\;` and `';'` are a
 * word `;`, which `bind-key` writes back bare, so that the key runs both:
 * `bind r source-file ~/.tmux.conf \\; display reloaded`); words as
 * `splitCommandLine` splits them. No command is left empty.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitCommands } from "./_command_runner.ts";
 * assert.deepEqual(splitCommands(`a 1; b \\; ';' ; c;`), [
 *   ["a", "1"], ["b", ";", ";"], ["c"],
 * ]);
 * ```
 */
export function splitCommands(
  line: string,
  home?: string,
  vars?: (name: string) => string | undefined,
): string[][] {
  return split(line, home, true, vars).filter((words) => words.length > 0);
}

/**
 * The text of each command of a command line, as `splitCommands` finds
 * them (blank ones left out), as it was written: `list-keys` prints a
 * list with tmux's ` \; ` between them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { commandTexts } from "./_command_runner.ts";
 * assert.deepEqual(commandTexts(`a 'x ; y' ; ; b \\; c;`), [
 *   "a 'x ; y'", "b \\; c",
 * ]);
 * ```
 */
export function commandTexts(line: string): string[] {
  const cuts: number[] = [];
  split(line, undefined, true, undefined, cuts);
  return [...cuts, line.length].map((cut, i) =>
    line.slice(i === 0 ? 0 : cuts[i - 1] + 1, cut).trim()
  ).filter((text) => text !== "");
}

/**
 * The first command of a command line, as written, and the line after
 * it (its own text, untouched); the first is "" when there is none.
 * Throws as `splitCommands` does.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { firstCommand } from "./_command_runner.ts";
 * assert.deepEqual(firstCommand(" ; a 'x;' \\; ; b;; c"), ["a 'x;' \\;", " b;; c"]);
 * assert.deepEqual(firstCommand("a"), ["a", ""]);
 * ```
 */
export function firstCommand(line: string): [first: string, rest: string] {
  const cuts: number[] = [];
  split(line, undefined, true, undefined, cuts);
  let from = 0;
  for (const cut of cuts) {
    const text = line.slice(from, cut).trim();
    if (text !== "") return [text, line.slice(cut + 1)];
    from = cut + 1;
  }
  return [line.slice(from).trim(), ""];
}

/** tmux's escapes after a backslash (`\\e` is Escape), else the character. */
const ESCAPES: Record<string, string> = {
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  s: " ",
  t: "\t",
  v: "\v",
};

// What the backslash before `line[at]` makes, as tmux's parser reads it,
// and how many characters it took: \n \t \e ..., \NNN (octal), \uXXXX
// and \UXXXXXXXX (a character); any other character is itself.
function escaped(line: string, at: number): [string, number] {
  const c = line[at];
  if (c in ESCAPES) return [ESCAPES[c], 1];
  const octal = /^[0-3][0-7]{2}/.exec(line.slice(at, at + 3));
  if (octal) return [String.fromCharCode(parseInt(octal[0], 8)), 3];
  const size = c === "u" ? 4 : c === "U" ? 8 : 0;
  const hex = line.slice(at + 1, at + 1 + size);
  if (size > 0 && new RegExp(`^[0-9a-fA-F]{${size}}$`).test(hex)) {
    const cp = parseInt(hex, 16);
    if (cp <= 0x10ffff) return [String.fromCodePoint(cp), 1 + size];
  }
  return [c, 1];
}

// The words of `line`, in commands when `separate` (else one); `$NAME` and
// `${NAME}` outside single quotes are `vars`' (nothing when unset), when
// given, as tmux's parser reads them from the global environment. The
// place of each `;` that ends a command goes in `cuts`.
function split(
  line: string,
  home: string | undefined,
  separate: boolean,
  vars?: (name: string) => string | undefined,
  cuts: number[] = [],
) {
  const commands: string[][] = [[]];
  let words = commands[0];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    const variable = c === "$" && vars && quote !== "'"
      ? /^\$(?:\{(\w+)\}|([A-Za-z_]\w*))/.exec(line.slice(i))
      : null;
    if (quote === "'") {
      if (c === "'") quote = null;
      else word += c;
    } else if (variable) {
      word = (word ?? "") + (vars!(variable[1] ?? variable[2]) ?? "");
      i += variable[0].length - 1;
    } else if (c === "\\" && i + 1 < line.length) {
      const [text, used] = escaped(line, i + 1);
      word = (word ?? "") + text;
      i += used;
    } else if (quote === '"') {
      if (c === '"') quote = null;
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= "";
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (
      separate && c === ";" && (i + 1 === line.length || /\s/.test(line[i + 1]))
    ) {
      if (word !== null) words.push(word);
      word = null;
      commands.push(words = []);
      cuts.push(i);
    } else if (
      c === "~" && word === null && home !== undefined &&
      (i + 1 === line.length || /[\s/]/.test(line[i + 1]))
    ) {
      word = home;
    } else {
      word = (word ?? "") + c;
    }
  }
  if (quote) throw new UserError(`Unclosed ${quote} in the command line`);
  if (word !== null) words.push(word);
  return commands;
}
