/**
 * `berth detach-client [-t NAME]`: detaches one client (NAME is its tty,
 * as `list-clients` shows it, as tmux's `detach-client -t`), or the clients
 * attached to a session (as tmux's `detach-client -s`); without a name,
 * the client of the session this runs inside (tmux's current client);
 * `-s SESSION` that session's clients, `-a` every client but one, as
 * tmux's. The session keeps running.
 *
 * @module
 */

import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import type { Connection } from "../connection.ts";
import { afterHook, part, requestOrFail } from "./_request.ts";
import {
  type Command,
  currentSession,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { insideSession } from "./_inside.ts";

export const command: Command = {
  name: "detach-client",
  target: "client",
  summary: "Detach a client, or the clients of a session (it keeps running)",
  usage: `Usage: berth detach-client [-t] [NAME]
       berth detach-client -s SESSION
       berth detach-client -a [-t NAME]

Detaches client NAME (its tty or client-ID, as berth list-clients shows
it), or else every client attached to session NAME; without NAME, the
client of the session this command runs inside ($BERTH): the one typed
on last, as tmux's current client. The session keeps running.

As tmux's: -s SESSION detaches every client attached to SESSION; -a
detaches every client of the daemon but one: client NAME (a session's
name: its client typed on last), else this command's (from a key: the
client the key was typed on), else the client typed on last.

Exit codes: 0 done (also when no client was attached); 1 no such session,
no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("detach-client", args, {
      ...TARGET_OPTION,
      session: { type: "string", short: "s" },
      all: { type: "boolean", short: "a" },
    });
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError("detach-client takes at most one session name");
    }
    const given = values.target ?? positionals[0];
    if (values.session !== undefined) {
      // tmux's -s: the session's clients, whatever -t says (a key's
      // command gets the attached session as -t).
      return await detachSession(global, values.session);
    }
    if (values.all) return await detachOthers(global, given);
    const name = given ??
      insideSession(global, "detach-client", "a name (-t NAME)");
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global);
    // No name, inside a session: its client, as tmux's current client
    // (the one typed on last), not every client of the session.
    const client = given === undefined ? await current(conn, name) : name;
    await requestOrFail(conn, { op: "detach-client", name: client });
    return 0;
  },
};

/** tmux's `detach-client -s SESSION`: every client of that session. */
async function detachSession(
  global: GlobalOptions,
  session: string,
): Promise<number> {
  if (/^(\/dev\/|client-\d+$)/.test(session)) {
    throw new UserError(
      `detach-client -s takes a session, not client ${session} (-t CLIENT detaches one client)`,
    );
  }
  using conn = await connectOrFail(global);
  await requestOrFail(conn, { op: "detach-client", name: session });
  return 0;
}

/**
 * tmux's `detach-client -a`: every client of the daemon but one: `kept`
 * (a client's name, or a session's: its client typed on last), else the
 * current one (inside a session: its client typed on last; outside, the
 * daemon's).
 */
async function detachOthers(
  global: GlobalOptions,
  kept: string | undefined,
): Promise<number> {
  using conn = await connectOrFail(global);
  const { clients } = await requestOrFail(
    conn,
    part({ op: "list-clients" }),
  );
  const session = kept ?? currentSession(global);
  const keep = kept !== undefined && clients.some((c) => c.name === kept)
    ? kept
    : session !== undefined
    ? await current(conn, session)
    : clients.sort((a, b) => b.lastActive - a.lastActive)[0]?.name;
  for (const c of clients) {
    if (c.name === keep) continue;
    await requestOrFail(conn, part({ op: "detach-client", name: c.name }));
  }
  await afterHook(conn, "detach-client");
  return 0;
}

/**
 * The most recently active client of `session` (tmux's current client),
 * `awake`: of those not suspended; a UserError when none is.
 */
export async function current(
  conn: Connection,
  session: string,
  opts: { awake?: boolean } = {},
): Promise<string> {
  const { clients } = await requestOrFail(
    conn,
    part({ op: "list-clients", name: session }),
  );
  const pick = opts.awake ? clients.filter((c) => !c.suspended) : clients;
  const best = pick.sort((a, b) => b.lastActive - a.lastActive)[0];
  if (!best && clients.length > 0) {
    throw new UserError(
      `The clients of session ${session} are suspended already (fg in their shells brings them back)`,
    );
  }
  if (!best) {
    throw new UserError(`No client is attached to session ${session}`);
  }
  return best.name;
}
