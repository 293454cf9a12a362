/**
 * The shape of a CLI subcommand: one file per command in this folder (as
 * tmux keeps `cmd-new-session.c` ...), registered (with their aliases) in `index.ts`.
 *
 * @module
 */

import type { RemoteHost } from "../transport/byte_stream.ts";

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
}

/** One `berth` subcommand. */
export interface Command {
  /** Name as typed: `new`, `ls` ... */
  name: string;
  /** One line for `berth --help`. */
  summary: string;
  /** Full usage text for `berth help NAME` and `berth NAME --help`. */
  usage: string;
  /**
   * Takes `-t TARGET`: run from a key binding without one, it gets the
   * attached session (tmux's current target).
   */
  target?: boolean;
  /** Runs the command with the arguments after its name; returns the exit code. */
  run(args: string[], global: GlobalOptions): Promise<number>;
}

/**
 * A mistake of the user's (bad argument, unknown session ...): `main.ts`
 * prints its one-line message, no stack, and exits with `exitCode`.
 */
export class UserError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = "UserError";
  }
}
