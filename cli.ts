/**
 * berth's command line: global options pick the daemon, then a subcommand
 * (see `client/commands/`) runs. `main.ts` runs it, from the source or from
 * the bundle of it (`client/bundle/`).
 * `berth __daemon --socket PATH` is the daemon itself, started on demand;
 * `berth __bridge` is what `berth -H HOST` runs on HOST over ssh;
 * `berth __upgrade-check [FILE]` is what a daemon being upgraded runs of
 * the new code first (see `server/daemon/upgrade.ts`);
 * `berth __bundle` builds the bundle (`client/bundle/build.ts`).
 *
 * @module
 */

import { resolveSocket } from "./protocol/socket_path.ts";
import { resolveAddress } from "./client/transport/resolve.ts";
import { endingsWritten } from "./client/transport/byte_stream.ts";
import {
  allCommands,
  findClientCommand,
  findCommand,
  fullName,
} from "./client/commands/index.ts";
import { errorLine, UserError } from "./client/commands/command.ts";
import { printLine, READER_GONE_EXIT } from "./client/stdout.ts";
import { importLater } from "./protocol/import_later.ts";
import { VERSION } from "./client/version.ts";
import { splitGlobal } from "./client/global_args.ts";
import type * as Daemon from "./server/daemon/daemon.ts";
import type * as UpgradeCheck from "./server/daemon/upgrade_check.ts";
import type * as Fresh from "./client/bundle/fresh.ts";
import type * as Bridge from "./client/commands/_bridge.ts";
import type * as Build from "./client/bundle/build.ts";
import type * as OwnCommands from "./client/attach/own_commands.ts";
import type * as Runner from "./client/commands/_command_runner.ts";
import type { Command, GlobalOptions } from "./client/commands/command.ts";

const EXIT_CODES = `Exit codes:
  0  success
  1  an error: bad arguments, unknown session, daemon unreachable ...
     (berth wait: --timeout passed first)
  2  berth wait: the session does not exist or exited first
  N  berth attach/new/run: the session's child exited with status N
     (128+signal when a signal killed it)
  70  a bug in berth: it says "internal error" and prints the stack
  124  berth run: --timeout passed first (the program was killed)
  130  berth run: interrupted with Ctrl-C (the program was killed)
  141  whatever read the output went away (| head): berth stopped quietly,
       as a program killed by SIGPIPE does`;

async function mainHelp(): Promise<string> {
  const commands = await allCommands();
  const width = Math.max(...commands.map((c) => c.name.length));
  const list = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`)
    .join("\n");
  return `berth ${VERSION}: detach and reattach terminal sessions, drive them from scripts

Usage: berth [-H HOST] [-L NAME | --socket PATH] [-f FILE] [COMMAND [ARGS...]]

Commands:
${list}

Commands that act on one session take its name first, or as -t NAME (tmux).

Global options:
  -L NAME            use the daemon called NAME (default "default")
  -S, --socket PATH  use the daemon listening on PATH ($BERTH_SOCKET too)
  -H, --host [USER@]HOST[:PORT]
                     use the daemon on HOST, over ssh ($BERTH_HOST too):
                     every command works there, attach renders here and
                     resumes by itself when the link comes back; -L and
                     --socket then pick the daemon on HOST
  --ssh CMD          the ssh command, split on spaces (default ssh, which
                     reads ~/.ssh/config; $BERTH_SSH too)
  --remote CMD       the berth command on HOST, as shell text (default
                     berth; $BERTH_REMOTE too), e.g.
                     "deno run -A /opt/berth/main.ts"
  -f FILE            the config file a daemon started now reads (default
                     $BERTH_CONFIG, else $XDG_CONFIG_HOME/berth/config.toml)
  -h, --help         this help; berth COMMAND --help for a command's
  -V, --version      print the version

${EXIT_CODES}`;
}

/** Splits the global options off the front of argv, checked and applied. */
function parseGlobal(argv: string[]) {
  const { options, rest, missing } = splitGlobal(argv);
  if (missing !== undefined) {
    throw new UserError(`Option ${missing} needs a value`);
  }
  const { config, ...choice } = options;
  // As tmux's -f; passed on to a daemon started now in its environment.
  if (config !== undefined) Deno.env.set("BERTH_CONFIG", absolute(config));
  if (choice.name !== undefined && !/^[A-Za-z0-9_.-]+$/.test(choice.name)) {
    throw new UserError(
      `-L takes a plain name (letters, digits, _.-), not "${choice.name}"`,
    );
  }
  return { choice, rest };
}

/**
 * `path` from the working directory, for a daemon that runs elsewhere
 * (`node:path` would cost every command its loading time).
 */
function absolute(path: string): string {
  return path.startsWith("/") ? path : `${Deno.cwd()}/${path}`;
}

/** Runs the command line; returns the exit code. */
async function main(argv: string[]): Promise<number> {
  const { choice, rest } = parseGlobal(argv);
  const socket = resolveSocket(choice);
  const [name, ...args] = rest;
  if (name === "__daemon") {
    const { runDaemon } = await importLater<typeof Daemon>(
      "./server/daemon/daemon.ts",
      import.meta.url,
    );
    const at = args.indexOf("--upgrade-from");
    const upgradeFrom = at >= 0 ? args[at + 1] : undefined;
    return await runDaemon(socket, { version: VERSION, upgradeFrom });
  }
  if (name === "__upgrade-check") {
    const { checkUpgrade } = await importLater<typeof UpgradeCheck>(
      "./server/daemon/upgrade_check.ts",
      import.meta.url,
    );
    // The probe loads what the new daemon will run (`main.ts`).
    const { daemonBundles } = await importLater<typeof Fresh>(
      "./client/bundle/fresh.ts",
      import.meta.url,
    );
    const bundles = args[0] === undefined
      ? await daemonBundles(new URL("./", import.meta.url))
      : null;
    return checkUpgrade(VERSION, args[0], bundles);
  }
  if (name === "__bridge") {
    const { runBridge } = await importLater<typeof Bridge>(
      "./client/commands/_bridge.ts",
      import.meta.url,
    );
    return await runBridge(socket, args);
  }
  if (name === "__bundle") {
    const { buildBundle } = await importLater<typeof Build>(
      "./client/bundle/build.ts",
      import.meta.url,
    );
    return await buildBundle(args);
  }
  if (name === "-h" || name === "--help" || name === "help") {
    const cmd = args[0]
      ? await findCommand(args[0]) ?? await findClientCommand(args[0])
      : undefined;
    printLine(cmd ? cmd.usage : await mainHelp());
    return 0;
  }
  if (name === "-V" || name === "--version") {
    printLine(`berth ${VERSION}`);
    return 0;
  }
  const typed = name ?? "start";
  let cmd: Command | undefined;
  let ambiguous: unknown;
  try {
    cmd = await findCommand(typed) ?? await findClientCommand(typed);
  } catch (err) {
    ambiguous = err; // a start of several names (tmux's words)
  }
  if (!cmd && typed.startsWith("-")) {
    throw new UserError(
      `Unknown option ${name} (berth --help lists the options that go before a command)`,
    );
  }
  // tmux's command-alias comes before a start of command names (`b`, `w`),
  // as a key's; a whole name (`ls`) is berth's and asks the daemon nothing.
  if (!cmd || ambiguous !== undefined || fullName(typed) !== typed) {
    const code = await runAlias(rest, {
      ...resolveAddress(choice),
      findCommand,
    });
    if (code !== undefined) return code;
    if (ambiguous !== undefined) throw ambiguous;
  }
  if (!cmd) throw await unknownCommand(fullName(typed));
  const isHelp = (a: string) =>
    a === "--help" || (a === "-h" && !cmd.ownsShortH);
  if (args.some(isHelp)) {
    const dashdash = args.indexOf("--");
    const help = args.findIndex(isHelp);
    if (dashdash < 0 || help < dashdash) {
      printLine(cmd.usage);
      return 0;
    }
  }
  return await cmd.run(args, { ...resolveAddress(choice), findCommand });
}

/** Runs the command line `argv` and exits with its code. */
export async function run(argv: string[]): Promise<never> {
  let code: number;
  try {
    code = await main(argv);
  } catch (err) {
    if (err instanceof Deno.errors.BrokenPipe) {
      // Whoever read our output has gone (`| head`): stop, say nothing.
      code = READER_GONE_EXIT;
    } else if (err instanceof UserError) {
      console.error(errorLine(onHost(err.message, argv), err.code));
      code = err.exitCode;
    } else {
      // A bug, not a user mistake: the stack helps whoever reports it.
      console.error("berth: internal error:", err);
      code = 70;
    }
  }
  // A command over -H may still be saying bye (its ssh then ends too).
  await endingsWritten(1000);
  Deno.exit(code);
}

/** The command runner, for `runAlias` (see there why a constant). */
const RUNNER = "./client/commands/_command_runner.ts";

/**
 * Command line `argv` whose name is no command's, run as the daemon's
 * `command-alias` (tmux's: `tmux zz` runs zz's alias): its commands in
 * turn, until one fails; undefined when the name is no alias's either.
 * With no daemon, tmux's default aliases (`berth splitp` is split-window).
 */
async function runAlias(
  argv: string[],
  global: GlobalOptions,
): Promise<number | undefined> {
  // Not a literal: a command's bundle (client/bundle/build.ts) would hold
  // the runner with every command it can run (`ls`'s went from 104 kB to
  // 1.3 MB, every bundle's build and start with it). Only a name that is
  // no command's comes here, and loads the runner from the source.
  const runner = await importLater<typeof Runner>(RUNNER, import.meta.url);
  const list = await runner.expandAlias(argv, runner.aliasesFrom(global));
  if (list === undefined) return undefined;
  let code = 0;
  for (const [name, ...args] of list) {
    const cmd = await findCommand(name) ?? await findClientCommand(name);
    if (!cmd) throw await unknownCommand(fullName(name));
    code = await cmd.run(args, global);
    if (code !== 0) break;
  }
  return code;
}

/**
 * The error for a command name the CLI has not: one the attach client runs
 * (`copy-mode`, `choose-tree`: tmux runs them on the client) says where it
 * works; loaded only here, off every command's start.
 */
async function unknownCommand(name: string): Promise<UserError> {
  const own = await importLater<typeof OwnCommands>(
    "./client/attach/own_commands.ts",
    import.meta.url,
  );
  const inClient = [
    ...own.PROMPT_COMMANDS,
    ...own.CHOOSER_COMMANDS,
    ...own.SESSION_COMMANDS,
  ];
  return new UserError(
    inClient.includes(name)
      ? `${name} runs in an attached client: bind it to a key in config.toml, or type it after the prefix and : in the session`
      : `Unknown command "${name}" (berth --help lists the commands)`,
  );
}

/**
 * A message's advice (`(berth ls lists them)`) as it works for a command
 * given `-H HOST`: the daemon that wrote it cannot know how it was reached.
 */
function onHost(message: string, argv: string[]): string {
  const host = splitGlobal(argv).options.host;
  if (!host || /\bberth -H /.test(message)) return message;
  return message.replace(/\(berth (?!-H)/g, `(berth -H ${host} `);
}
