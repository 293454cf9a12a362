/**
 * `berth suspend-client [-t CLIENT]`: suspends an attach client, as tmux's
 * (prefix C-z suspends the client it is typed in): its terminal goes back
 * to its shell, which shows "Stopped", and `fg` brings it back, drawn
 * again; the session keeps running meanwhile. CLIENT is a client's tty or
 * client-ID, as `list-clients` shows it, else a session: the client typed
 * on last there; without it, inside a session, that session's client typed
 * on last (tmux's current client).
 *
 * @module
 */

import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { part, requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";
import { current } from "./detach_client.ts";

export const command: Command = {
  name: "suspend-client",
  target: "client",
  summary: "Suspend a client: its shell gets the terminal until fg",
  usage: `Usage: berth suspend-client [-t] [CLIENT]

Suspends client CLIENT (its tty or client-ID, as berth list-clients shows
it), or else the client of session CLIENT typed on last; without CLIENT,
the client of the session this command runs inside ($BERTH) typed on
last, as tmux's current client. The client gives its terminal back to its
shell and stops, as prefix C-z does; fg in that shell brings it back. The
session keeps running.

Exit codes: 0 done; 1 no such client or session, none attached, no daemon
runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "suspend-client",
      args,
      TARGET_OPTION,
    );
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError("suspend-client takes at most one client name");
    }
    const name = values.target ?? positionals[0] ??
      insideSession(global, "suspend-client", "a client (-t CLIENT)");
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global);
    const { clients } = await requestOrFail(
      conn,
      part({ op: "list-clients" }),
    );
    if (clients.some((c) => c.name === name)) {
      await requestOrFail(conn, { op: "suspend-client", name });
      return 0;
    }
    if (/^(\/dev\/|client-\d+$)/.test(name)) {
      throw new UserError(
        `No client named ${name} (berth list-clients lists them)`,
      );
    }
    const client = await current(conn, name, { awake: true });
    await requestOrFail(conn, { op: "suspend-client", name: client });
    return 0;
  },
};
