/**
 * `berth wait-for [-S|-L|-U] CHANNEL`: tmux's channels, for scripts that
 * sync with the programs in their panes (`server/daemon/wait_channels.ts`).
 *
 * @module
 */

import type { WaitForMode } from "../../protocol/messages.ts";
import { checkChannelName } from "../../protocol/names.ts";
import { parseCommandArgs, secondsOption } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { failure } from "./_request.ts";
import { ConnectionError, RequestError } from "../connection.ts";

export const command: Command = {
  name: "wait-for",
  summary: "Wait for a channel's signal, signal it, lock or unlock it",
  usage: `Usage: berth wait-for [-S|-L|-U] [--timeout SEC] CHANNEL

As tmux's wait-for: without a flag, waits until CHANNEL is signalled; a
signal sent while no one waited wakes the next wait at once. Scripts
sync with a pane so:

  berth send-keys -t work 'make; berth wait-for -S built' Enter
  berth wait-for built

Options:
  -S             signal CHANNEL: wake everything waiting for it
  -L             lock CHANNEL, waiting while another holds its lock
  -U             unlock CHANNEL (a lock taken with -L, by anyone)
  --timeout SEC  give up waiting (without -S or -U) after SEC seconds

Exit codes: 0 signalled, signalled it, locked or unlocked; 1 --timeout
passed first, the channel is not locked (-U), no daemon, or bad arguments;
2 the daemon stopped meanwhile (kill-server, or berth upgrade: locks
held and signals kept go on in the new daemon; waits end and are run
again), or it was being upgraded and did nothing: run it again.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("wait-for", args, {
      signal: { type: "boolean", short: "S" },
      lock: { type: "boolean", short: "L" },
      unlock: { type: "boolean", short: "U" },
      timeout: { type: "string" },
    });
    const modes: WaitForMode[] = [];
    if (values.signal) modes.push("signal");
    if (values.lock) modes.push("lock");
    if (values.unlock) modes.push("unlock");
    if (modes.length > 1) {
      throw new UserError("wait-for takes one of -S, -L and -U");
    }
    if (positionals.length !== 1) {
      throw new UserError(
        "wait-for takes one channel name (see berth wait-for --help)",
      );
    }
    const channel = positionals[0];
    const why = checkChannelName(channel);
    if (why) throw new UserError(why);
    const mode = modes[0] ?? "wait";
    const timeoutMs = secondsOption("--timeout", values.timeout);
    if (timeoutMs !== undefined && (mode === "signal" || mode === "unlock")) {
      throw new UserError("--timeout goes with a wait or -L, not -S or -U");
    }
    using conn = await connectOrFail(global);
    try {
      await conn.request({ op: "wait-for", channel, mode, timeoutMs });
    } catch (err) {
      // The daemon went while this waited (kill-server; an upgrade keeps
      // locks and signals, not the waits): exit 2, not 1 (--timeout).
      if (
        err instanceof ConnectionError &&
        (err.kind === "closed" || err.kind === "upgraded")
      ) {
        throw new UserError(
          `wait-for ${channel}: the daemon stopped while this waited (kill-server, or berth upgrade); run it again`,
          2,
        );
      }
      // Refused while an upgrade runs: nothing was signalled, locked or
      // unlocked; exit 1 would say --timeout (or -U: not locked), and a
      // script that ignores a failed -U leaves the lock held for good.
      if (err instanceof RequestError && err.code === "busy") {
        throw new UserError(
          `wait-for ${channel}: ${err.message} (nothing was done); run it again`,
          2,
        );
      }
      throw failure(err);
    }
    return 0;
  },
};
