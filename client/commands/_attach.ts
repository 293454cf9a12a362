/**
 * What `new`, `attach` and the bare `berth` share: the prefix key option and
 * handing the terminal to the attach client.
 *
 * @module
 */

import type { SessionInfo } from "../../protocol/messages.ts";
import { Connection } from "../connection.ts";
import { reopenPastUpgrade, startedDaemon } from "../daemon_start.ts";
import {
  currentSession,
  currentTarget,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { importLater, wholeBundle } from "../../protocol/import_later.ts";
import { sessionRows } from "../terminal_size.ts";
import { namesPaneOrWindow } from "../../protocol/target.ts";
import type * as AttachClient from "../attach/mod.ts";
import type * as Prefix from "../attach/prefix.ts";
import type * as CommandRunner from "./_command_runner.ts";
import type * as CommandTable from "./index.ts";
import type * as Fresh from "../bundle/fresh.ts";
import type * as WithConfig from "../bundle/with_config.ts";
import type * as TtyHandover from "../tty_handover.ts";

/**
 * The attach client, loaded when a command attaches: `new -d` and the
 * other commands here never walk its modules (`protocol/import_later.ts`).
 */
function attachClient(): Promise<typeof AttachClient> {
  return importLater("../attach/mod.ts", import.meta.url);
}

/**
 * The `--prefix` option's text for the usages of attaching commands, its
 * description starting at column `col` to line up with the other options.
 */
export function prefixUsage(col: number): string {
  const pad = " ".repeat(col);
  return [
    "  --prefix KEY".padEnd(col) +
    "prefix key, tmux-style name (default: $BERTH_PREFIX, else",
    `${pad}the config file's prefix, else C-b: C-a, M-a, F12 ...);`,
    `${pad}prefix then d detaches, prefix then [ (or PageUp) scrolls`,
    `${pad}back through the history (q leaves), prefix twice sends`,
    `${pad}the prefix`,
  ].join("\n");
}

/**
 * The `--clipboard` option's text for the usages of attaching commands,
 * lined up as `prefixUsage` does.
 */
export function clipboardUsage(col: number): string {
  const pad = " ".repeat(col);
  return [
    "  --clipboard".padEnd(col) +
    "let programs in the session set this terminal's clipboard",
    `${pad}(OSC 52; also BERTH_CLIPBOARD=1); off by default`,
  ].join("\n");
}

/**
 * Whether the user opted in to clipboard writes for this client:
 * `--clipboard`, or `BERTH_CLIPBOARD` set to 1 (or true, yes, on; 0, false,
 * no or off opts out); undefined: the `set-clipboard` setting decides.
 */
export function clipboardFrom(
  option: boolean | undefined,
): boolean | undefined {
  if (option) return true;
  const env = (Deno.env.get("BERTH_CLIPBOARD") ?? "").trim().toLowerCase();
  if (["1", "true", "yes", "on"].includes(env)) return true;
  if (["0", "false", "no", "off"].includes(env)) return false;
  return undefined;
}

/**
 * The prefix key from `--prefix` or `$BERTH_PREFIX`, checked; undefined:
 * the `prefix` setting decides. The key names are loaded only then.
 */
export async function prefixFrom(
  option: string | undefined,
): Promise<string | undefined> {
  const name = option ?? Deno.env.get("BERTH_PREFIX");
  if (name === undefined) return undefined;
  const { parsePrefix } = await importLater<typeof Prefix>(
    "../attach/prefix.ts",
    import.meta.url,
  );
  try {
    return parsePrefix(name);
  } catch (err) {
    throw new UserError((err as Error).message);
  }
}

/**
 * `rows` less the status line the daemon's `status` setting asks for: the
 * size an attached session starts at, as tmux's new-session.
 */
export async function lessStatusLine(
  conn: Connection,
  rows: number,
): Promise<number> {
  const { options } = await requestOrFail(conn, { op: "options" });
  return sessionRows(rows, options.status);
}

/** Whether stdin and stdout are a terminal the client can take over. */
export function hasTerminal(): boolean {
  return Deno.stdin.isTerminal() && Deno.stdout.isTerminal();
}

/**
 * Fails unless `hasTerminal()`; `hint` says what to do instead (each
 * command has its own way).
 */
export function needTerminal(what: string, hint: string): void {
  if (!hasTerminal()) {
    throw new UserError(`${what} needs a terminal; run it from one, ${hint}`);
  }
}

/**
 * Refuses to attach inside a pane of the same daemon (`$BERTH` names it:
 * `currentSession`), as tmux refuses with "sessions should be nested with
 * care, unset $TMUX to force": a session shown inside its own pane is an
 * endless mirror, and any other is a prefix key that reaches the outer
 * one. A key's command (`boundTo`) moves its client instead. Another
 * daemon (`-L`, `-S`) or host (`-H`) is not nested in this one.
 */
export function refuseNested(global: GlobalOptions, cmd: string): void {
  const inside = currentSession(global);
  if (inside === undefined || global.boundTo !== undefined) return;
  throw new UserError(
    `berth ${cmd} inside session ${inside} nests sessions, which needs care: berth switch-client -t NAME moves this client instead, or unset BERTH to force it`,
  );
}

/**
 * Attaches and returns the attach client's exit code. The session is looked
 * up first (without a name: the most recently active one, as the daemon
 * picks it), so that a wrong name, or the session this runs inside, is a
 * one-line error before the terminal changes at all. `where`: the daemon,
 * to resume from when the link breaks (a killed ssh, a replaced daemon).
 */
export async function attachAndWait(
  conn: Connection,
  socket: string,
  opts: {
    name?: string;
    readOnly: boolean;
    /** The prefix key given here (`prefixFrom`); else the daemon's setting. */
    prefix?: string;
    /** The `--prefix` option as typed, for `attachFromWhole`. */
    prefixOption?: string;
    /** Clipboard writes opted in or out here; else `set-clipboard`. */
    clipboard?: boolean;
    detachOthers?: boolean;
    /** The command table, for bound commands (`GlobalOptions`). */
    findCommand?: GlobalOptions["findCommand"];
    /**
     * The session was just made to run the shell, or is kept after its
     * program exits: a fresh attach's start (`attachAfresh`) cannot miss
     * its end. A program that exits within that start would leave no
     * session to attach to, and its exit status unsaid.
     */
    afresh?: boolean;
  },
  where?: GlobalOptions,
): Promise<number> {
  // An attach resumes its own way after an upgrade (`attach/reconnect.ts`).
  conn.outlastUpgrades(null);
  // Both asked at once: one round trip, not two, before the attach.
  const [{ sessions }, { options, warnings, path }] = await Promise.all([
    requestOrFail(conn, { op: "ls" }),
    requestOrFail(conn, { op: "options" }),
  ]);
  let name = opts.name ?? mostRecent(sessions);
  if (name === undefined) {
    throw new UserError("No sessions to attach to (berth new starts one)");
  }
  if (!sessions.some((s) => s.name === name)) {
    name = await attachTarget(conn, name, where);
  }
  needTerminal("attach", "or print its screen with berth capture");
  if (!where?.host && handoverWanted()) {
    const handover = await importLater<typeof TtyHandover>(
      "../tty_handover.ts",
      import.meta.url,
    );
    // Waiting as the script, this process holds what a fresh one would.
    if (startedDaemon() && opts.afresh && !handover.canWait()) {
      await attachAfresh(socket, name, opts);
    }
    const terminal = handover.handoverTerminal();
    if (terminal) {
      const code = await handover.handOver(
        conn,
        terminal,
        handoverOptions(where ?? { socket }, name, opts),
      );
      if (code !== null) return code;
    }
  }
  // A hand-over form of the bundle, which lacks the attach client.
  if (wholeBundle() !== null) {
    conn.close();
    return await attachFromWhole(where?.socket ?? socket, name, opts);
  }
  const { attachSession, clientSettings, configNotice, LOCAL_BACKOFF_MS } =
    await attachClient();
  // What the daemon's options give this client, the command line's
  // prefix and clipboard choice over them (again after source-file).
  const given = { prefix: opts.prefix, clipboard: opts.clipboard };
  const settings = (o: typeof options) => clientSettings(o, given);
  // Built once for the first attach (its warnings are shown).
  const { warnings: keyWarnings, ...first } = settings(options);
  const { runBoundCommand } = await importLater<typeof CommandRunner>(
    "./_command_runner.ts",
    import.meta.url,
  );
  const find = opts.findCommand;
  const result = await attachSession(conn, {
    name,
    readOnly: opts.readOnly,
    detachOthers: opts.detachOthers,
    ...first,
    settings,
    runCommand: find &&
      ((line, session, hooks, target) =>
        runBoundCommand(
          line,
          session,
          where ?? { socket },
          find,
          hooks,
          target,
        )),
    notice: configNotice([...warnings, ...keyWarnings], path),
    ...(where
      ? {
        reopen: () =>
          reopenPastUpgrade(
            where,
            () =>
              Connection.open(where, "attach", {
                heartbeat: true,
                batch: true,
              }),
          ),
        where: where.host?.label ?? where.socket.replace(/^.*\//, ""),
        ...(where.host ? {} : { retryMs: LOCAL_BACKOFF_MS }),
      }
      : {}),
  });
  return result.exitCode;
}

/**
 * The session of `target`, which is not a session's exact name: a unique
 * prefix, `=NAME`, or tmux's `SESSION:WINDOW.PANE` or `%N`, found by the
 * daemon as every target (an error when there is none). A window or pane
 * it names is shown, as tmux's `attach -t work:1` shows window 1. As
 * tmux's attach, a target with `:`, `.` or `%` is a pane's, read against
 * the current session (`1.0`: window 1 of the one `$BERTH` names, else of
 * the most recently active one); else it is a session.
 */
async function attachTarget(
  conn: Connection,
  target: string,
  where: GlobalOptions | undefined,
) {
  const pane = namesPaneOrWindow(target);
  // Only for these two: the attach connection's own requests name their
  // session by its name alone.
  conn.current = pane && where ? currentTarget(where) : undefined;
  try {
    const { text } = await requestOrFail(conn, {
      op: "display-message",
      name: target,
      format: "#{session_name}",
      print: true,
    });
    if (pane) {
      // select-pane alone leaves the window shown as it is (tmux's).
      await requestOrFail(conn, { op: "select-window", name: target });
      await requestOrFail(conn, { op: "select-pane", name: target });
    }
    return text;
  } finally {
    conn.current = undefined;
  }
}

/**
 * Whether the daemon may draw this terminal itself (`tty_handover.ts`):
 * yes, unless `BERTH_HANDOVER=0` asks the attach client to draw it, or a
 * hand-over form found it could not (`attachFromWhole`).
 */
function handoverWanted(): boolean {
  return Deno.env.get("BERTH_HANDOVER") !== "0" &&
    !(globalThis as Record<symbol, unknown>)[NO_HANDOVER];
}

/**
 * Set once a hand-over failed here, for the whole bundle's copy of this
 * module: process-wide, unlike `BERTH_HANDOVER`, which the sessions that
 * bound commands start would inherit.
 */
const NO_HANDOVER = Symbol.for("berth.noHandover");

/**
 * In an attaching command's hand-over form (`client/bundle/build.ts`,
 * `HANDOVER`), which lacks the attach client: the daemon could not draw
 * this terminal (stdin and stdout apart, a terminal it cannot open), so
 * `berth attach` attaches to session `name`, this process drawing the
 * terminal: from `attach`'s whole bundle, made by the form's build, when
 * it is fresh (the form's launcher checked only the form's files), else
 * from the source.
 * Either is a copy of its own of every module it runs: only words pass to
 * it, never objects, and it exits the process itself.
 */
async function attachFromWhole(
  socket: string,
  name: string,
  opts: Parameters<typeof attachAndWait>[2],
): Promise<never> {
  (globalThis as Record<symbol, unknown>)[NO_HANDOVER] = true;
  const argv = attachArgv(socket, name, opts);
  type Cli = { run(argv: string[]): Promise<never> };
  const root = new URL("../../", import.meta.url);
  // From the source, as `main.ts` loads them: never in a bundle. Built at
  // run time: a literal would be walked at every start.
  const [fresh, config] = await Promise.all([
    import(new URL("client/bundle/fresh.ts", root).href),
    import(new URL("client/bundle/with_config.ts", root).href),
  ]) as [typeof Fresh, typeof WithConfig];
  // Started without the config (`--no-config`), the source needs it: run
  // again with it, as this attach (the command line may be a `new` that
  // made the session), and the build is that run's to ask for.
  const again = config.needsConfig(root);
  const source = async () => {
    if (again) throw await config.againWithConfig(root, argv);
    return await (import(new URL("cli.ts", root).href) as Promise<Cli>);
  };
  const whole = await fresh.wholeBundleToRun(root, "attach", { build: !again })
    .catch(() => null);
  const cli = whole === null
    ? await source()
    : await (import(whole) as Promise<Cli>).catch(source);
  return await cli.run(argv);
}

/** `berth attach` of session `name` on `socket`, with `opts`' options. */
function attachArgv(
  socket: string,
  name: string,
  opts: Parameters<typeof attachAndWait>[2],
): string[] {
  return [
    "--socket",
    socket,
    "attach",
    ...(opts.readOnly ? ["-r"] : []),
    ...(opts.detachOthers ? ["-d"] : []),
    ...(opts.clipboard ? ["--clipboard"] : []),
    ...(opts.prefixOption !== undefined
      ? [`--prefix=${opts.prefixOption}`]
      : []),
    `--target=${name}`, // A name may start with "-".
  ];
}

/**
 * The process that started the daemon (`berth new`, `deno task start`
 * with none running) held 47.6-49 MB attached against 37.5 for an attach,
 * from starting it (the child, its pipe, its module code: a Deno script
 * that only spawns a detached child holds 3.5 MB more). It hands the
 * terminal over as a fresh `berth attach` instead, in this process
 * (execve): the same pid, an attach's start (about 40 ms here) more on
 * this one attach. Returns only when that cannot be done; this process
 * attaches then.
 */
async function attachAfresh(
  socket: string,
  name: string,
  opts: Parameters<typeof attachAndWait>[2],
): Promise<void> {
  const root = new URL("../../", import.meta.url);
  try {
    // From the source, as `main.ts` loads it: never in a bundle.
    const again = await import(
      new URL("client/bundle/with_config.ts", root).href
    ) as typeof WithConfig;
    await again.runAgainAs(root, attachArgv(socket, name, opts));
  } catch {
    // Attached here, then.
  }
}

/**
 * `berth attach` run again by the script that waited for an attachment
 * (`client/attach_waiter.sh`) when the daemon's process went on to a new
 * program (a live upgrade): takes the attachment `token` over there. The
 * terminal is still in raw mode; `modes` are its modes before.
 */
export async function resumeHandedOver(
  global: GlobalOptions,
  opts: Parameters<typeof attachAndWait>[2],
  token: string,
  modes: string,
): Promise<number> {
  const handover = await importLater<typeof TtyHandover>(
    "../tty_handover.ts",
    import.meta.url,
  );
  const terminal = handover.handoverTerminal();
  if (!terminal) {
    await handover.putModesBack(modes);
    throw new UserError(
      "The terminal to attach again after the upgrade is gone; berth attach attaches again",
    );
  }
  const options = handoverOptions(global, opts.name ?? "", opts);
  return await handover.handOver(null, terminal, options, token, modes) ?? 1;
}

/** How an attach on `global`'s socket hands the terminal over. */
function handoverOptions(
  global: GlobalOptions,
  name: string,
  opts: Parameters<typeof attachAndWait>[2],
): TtyHandover.HandoverOptions {
  return {
    name,
    readOnly: opts.readOnly,
    detachOthers: opts.detachOthers,
    prefix: opts.prefix,
    clipboard: opts.clipboard,
    runCommand: (line, session) => runFromSource(line, session, global),
    // A new daemon that takes seconds to listen is waited for.
    reopen: () =>
      reopenPastUpgrade(global, () => Connection.open(global, "attach")),
    retryMs: LOCAL_RETRY_MS,
    again: attachArgv(global.socket, name, opts),
  };
}

/**
 * Runs a key binding's command line here, for a daemon older than running
 * them itself (it sends them as `run`; `tty_handover.ts`): the runner and
 * the commands come from the source, all of them, since the hand-over form
 * of the bundle leaves them out (built at run time: a literal would put
 * them in). Only words pass to them. Once the daemon is upgraded, never.
 */
async function runFromSource(
  line: string,
  session: string,
  where: GlobalOptions,
): Promise<string | null> {
  try {
    const [runner, table] = await Promise.all([
      import(new URL("./_command_runner.ts", import.meta.url).href),
      import(new URL("./index.ts", import.meta.url).href),
    ]) as [typeof CommandRunner, typeof CommandTable];
    // That daemon draws the terminal and shows only the error; the
    // commands of a list it would run itself (`rest`) it cannot take.
    const { error, rest } = await runner.runBoundCommand(
      line,
      session,
      { socket: where.socket, ...(where.host ? { host: where.host } : {}) },
      table.findCommand,
    );
    return error ??
      (rest ? `${rest}: not run (the daemon is older: berth upgrade)` : null);
  } catch (err) {
    return `${line}: ${(err as Error)?.message ?? err}`;
  }
}

/**
 * Waits before each try to reach a daemon being upgraded (as the attach
 * client's `LOCAL_BACKOFF_MS`: its new program is back in a few hundred
 * ms), 3.4 s in all.
 */
const LOCAL_RETRY_MS = [0, 50, 50, 50, 50, 50, 100, 100, 200, 500, 1000, 1000];

/** The live session that was active last, as the daemon's attach picks. */
function mostRecent(sessions: SessionInfo[]): string | undefined {
  let best: SessionInfo | undefined;
  for (const s of sessions) {
    if (!s.exit && (!best || s.lastActive > best.lastActive)) best = s;
  }
  return best?.name;
}
