/**
 * tmux's locks: `berth lock-client [-t CLIENT]` (`lockc`), `lock-session
 * [-t SESSION]` (`locks`) and `lock-server` (`lock`). Each client named
 * gives its terminal to the `lock-command` setting's command (`/bin/sh
 * -c`, in the terminal, as tmux's client runs it) until it exits, and is
 * drawn again after; the sessions run on meanwhile. `lock-after-time`
 * locks a session's clients when none has typed for that long.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { part, requestOrFail } from "./_request.ts";
import { type Command, currentSession, UserError } from "./command.ts";
import { current } from "./detach_client.ts";

export const command: Command = {
  name: "lock-client",
  target: "client",
  summary: "Lock a client, a session's clients or every client (lock-command)",
  usage: `Usage: berth lock-client [-t CLIENT]
       berth lock-session [-t SESSION]
       berth lock-server

As tmux's: the client gives its terminal to the lock-command setting's
command (set -g lock-command 'vlock'; run by /bin/sh -c in that terminal,
as tmux's client runs it), which has it until it exits; then the client
takes the terminal again and draws it all. The sessions run on meanwhile.
lock-client locks client CLIENT (its tty or client-ID, as berth
list-clients shows it; a session: its client typed on last; without -t,
inside a session: its client typed on last, else the daemon's), lock-session
the clients of SESSION (without -t: the session this runs in, else the
one a client typed in last), lock-server every client.
An empty lock-command locks nothing, as tmux's. set -g lock-after-time N
locks a session's clients when none has typed for N seconds. A client
that draws its own terminal (over -H) is not locked: it says so.

Exit codes: 0 done; 1 no such client or session, no daemon runs, or bad
arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("lock-client", args, {
      target: { type: "string", short: "t" },
      // What lock-session and lock-server run as (index.ts's FLAGGED).
      "of-session": { type: "boolean" },
      server: { type: "boolean" },
    });
    if (positionals.length > 0) {
      throw new UserError(`lock-client takes no arguments but -t`);
    }
    using conn = await connectOrFail(global);
    if (values.server) {
      await requestOrFail(conn, { op: "lock" });
      return 0;
    }
    // Without -t outside a session: the one typed in last, as tmux's.
    const here = values.target ?? currentSession(global);
    const { clients } = await requestOrFail(
      conn,
      part({ op: "list-clients" }),
    );
    const latest = clients.sort((a, b) => b.lastActive - a.lastActive)[0];
    if (values["of-session"]) {
      const name = here ?? latest?.session;
      if (name !== undefined) await requestOrFail(conn, { op: "lock", name });
      return 0;
    }
    const name = here ?? latest?.name;
    if (name === undefined) return 0; // No client to lock.
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    // A session's name (a key's command gets its session): its client
    // typed on last.
    const client = clients.some((c) => c.name === name) ||
        /^(\/dev\/|client-\d+$)/.test(name)
      ? name
      : await current(conn, name, { awake: true });
    await requestOrFail(conn, { op: "lock", name: client, client: true });
    return 0;
  },
};
