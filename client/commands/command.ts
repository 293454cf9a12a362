/**
 * The shape of a CLI subcommand: one file per command in this folder (as
 * tmux keeps `cmd-new-session.c` ...), registered (with their aliases) in `index.ts`.
 *
 * @module
 */

import type { RemoteHost } from "../transport/byte_stream.ts";
import { sendableEnv } from "../../protocol/limits.ts";

/** Options that come before the subcommand and pick the daemon. */
export interface GlobalOptions {
  /** Resolved socket path of the daemon to talk to. */
  socket: string;
  /**
   * The command table (`index.ts`), handed down by `main.ts` for commands
   * run from key bindings (a command importing it would import itself).
   */
  findCommand?: (name: string) => Promise<Command | undefined>;
  /** `-H`: the daemon is on this host instead, reached over ssh. */
  host?: RemoteHost;
  /**
   * The environment and working directory of the client the command runs
   * for, when that is not this process: the daemon runs the command lines
   * of the key bindings of a terminal it draws (`server/daemon/
   * tty_attach.ts`). Absent: this process's own (`envOf`, `cwdOf`).
   */
  env?: Record<string, string>;
  cwd?: string;
  /**
   * Run from a key of an attach client (`_command_runner.ts`): the session
   * it shows. `new -A` then moves that client, as tmux's switch-client.
   */
  boundTo?: string;
  /**
   * What its connections say they are in their hello (default `cli`):
   * the config file's commands, which the daemon runs at its start, say
   * a secret of the daemon's, so that they do not wait for themselves.
   */
  client?: string;
  /**
   * The command runs for a key binding, the `:` prompt or the config
   * file (`_command_runner.ts`), in a process that goes on after it (an
   * attach client, the daemon): not as a command line of its own.
   */
  bound?: boolean;
  /**
   * The target the command's own targets are read against, when not the
   * session it runs in (`currentTarget`): `if-shell`'s `-t` for the
   * command it runs, as tmux runs it there.
   */
  current?: string;
  /**
   * The attach client a key's list runs for (`runBoundCommand`): what an
   * `if-shell` branch tells it after the branch's command that failed or
   * once a background one (`-b`) decided.
   */
  branches?: BranchHooks;
}

/**
 * What the commands of an `if-shell` branch, run for an attach client's
 * key, tell that client besides their result (`_command_runner.ts`).
 */
export interface BranchHooks {
  /**
   * A branch's command failed: its one-line error, to show. It ended
   * the branch alone, whose commands are a list of their own in tmux
   * 3.3a: the list around it goes on.
   */
  failed(error: string): void;
  /**
   * A background branch (`if -b` with a shell test) decided after the
   * key's list returned: the client's own commands it left (`rest`).
   */
  later(rest: string): void;
}

/** Variable `key` of the environment the command runs for. */
export function envOf(global: GlobalOptions, key: string): string | undefined {
  return global.env ? global.env[key] : Deno.env.get(key);
}

/**
 * The session the command runs inside (`$BERTH` is `SOCKET,SESSION`), as
 * tmux's current session: only when the command talks to that session's
 * own daemon. `-L`, `-S`, `$BERTH_SOCKET` naming another socket, or `-H`
 * another host, pick a daemon where that name means another session or
 * none (tmux ignores `$TMUX`'s session when `-L`/`-S` names another
 * server), so there it is undefined.
 */
export function currentSession(global: GlobalOptions): string | undefined {
  const inside = envOf(global, "BERTH") ?? "";
  const comma = inside.lastIndexOf(",");
  if (comma < 0 || global.host !== undefined) return undefined;
  if (inside.slice(0, comma) !== global.socket) return undefined;
  return inside.slice(comma + 1) || undefined;
}

/**
 * tmux's current target for the command's requests (`RequestMsg`'s
 * `current`): `global.current`; else the session a key's command runs
 * for (`boundTo`); else the pane the command runs in (`$BERTH_PANE`, as
 * `SESSION:%N`, or the session `$BERTH` names); else "", outside any
 * session: the daemon takes the most recently active one.
 */
export function currentTarget(global: GlobalOptions): string {
  if (global.current !== undefined) return global.current;
  if (global.boundTo !== undefined) return global.boundTo;
  return paneHere(global) ?? "";
}

/**
 * The pane the command runs in as a target, `SESSION:%N` (or the
 * session alone without `$BERTH_PANE`), when it runs in one of this
 * daemon's sessions (`currentSession`).
 */
export function paneHere(global: GlobalOptions): string | undefined {
  const name = currentSession(global);
  const pane = envOf(global, "BERTH_PANE");
  if (name && pane && /^%\d+$/.test(pane)) return `${name}:${pane}`;
  return name;
}

/**
 * The whole environment the command runs for, as a request can carry it
 * (`sendableEnv`).
 */
export function wholeEnvOf(global: GlobalOptions): Record<string, string> {
  return sendableEnv(global.env ?? Deno.env.toObject());
}

/** The directory the command runs in. */
export function cwdOf(global: GlobalOptions): string {
  return global.cwd ?? Deno.cwd();
}

/** One `berth` subcommand. */
export interface Command {
  /** Name as typed: `new`, `ls` ... */
  name: string;
  /** One line for `berth --help`. */
  summary: string;
  /** Full usage text for `berth help NAME` and `berth NAME --help`. */
  usage: string;
  /** `-h` is one of its own options, not help (`split-window -h`). */
  ownsShortH?: boolean;
  /**
   * Takes `-t TARGET`: run from a key binding without one, it gets the
   * attached session (tmux's current target), as `SESSION:`; "client":
   * its -t names a client or a session (`detach-client`), and gets the
   * session's name alone.
   */
  target?: boolean | "client";
  /**
   * Takes `-s SOURCE` too (`swap-window`, `join-pane`): run from a key
   * binding without one, it gets the attached session (its window shown,
   * that window's active pane), and `-s :W` a window of it, as `-t`.
   */
  source?: boolean;
  /** Runs the command with the arguments after its name; returns the exit code. */
  run(args: string[], global: GlobalOptions): Promise<number>;
}

/**
 * A mistake of the user's (bad argument, unknown session ...): `main.ts`
 * prints its one-line message, no stack, and exits with `exitCode`. `code`
 * says why for scripts (`--json`, `errorLine`): the daemon's error code
 * (`not-found`, `busy` ...), why the daemon could not be reached
 * (`no-daemon` ...), else `bad-request`.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    readonly code: string = "bad-request",
  ) {
    super(message);
    this.name = "UserError";
  }
}

/**
 * Whether the command line asked for JSON (`--json` given to a command
 * that takes it; set by `parseCommandArgs`): its error line is JSON then.
 */
export const jsonRequested = { yes: false };

/**
 * The one line a failure prints on stderr: `berth: MESSAGE`, or with
 * `--json` the object `wait --json` prints, {"ok":false,"error":CODE,
 * "message":MESSAGE}, so that a script reads every verb's errors alike.
 */
export function errorLine(message: string, code: string): string {
  return jsonRequested.yes
    ? JSON.stringify({ ok: false, error: code, message })
    : `berth: ${message}`;
}
