/**
 * Which session a page shows or a login for one session opens: by its
 * `#{session_id}` and creation time when they are known, which no other
 * session shares. Renamed, it is the same session; a later session of its
 * name is not, nor a later daemon's session numbered `$N` again (both are
 * kept across `berth upgrade`, and no session outlives its daemon
 * otherwise). By name only where nothing more is known: a page's first
 * open from the list or its address, a token of an older berth.
 *
 * @module
 */

import { type Connection, ConnectionError } from "../client/connection.ts";
import { connectExisting } from "../client/daemon_start.ts";
import type { SessionInfo } from "../protocol/messages.ts";
import { checkSessionName } from "../protocol/names.ts";
import { outOfFds } from "./out_of_fds.ts";
import type { TokenRecord } from "./tokens.ts";

/** A session by id and creation time, or by name alone. */
export interface SessionRef {
  /** Its name when last seen (for messages, and the lookup by name). */
  name: string;
  /** `$N`; absent: by name. */
  id?: string;
  /** Ms since the epoch, with `id`. */
  created?: number;
}

/** The session `ref` names among `sessions`, or null (it has ended). */
export function findSession(
  sessions: readonly SessionInfo[],
  ref: SessionRef,
): SessionInfo | null {
  const found = ref.id === undefined
    ? sessions.find((s) => s.name === ref.name)
    : sessions.find((s) => s.id === ref.id && s.created === ref.created);
  return found ?? null;
}

/** `s` as a ref: by id, unless its daemon gives none. */
export function refOf(s: SessionInfo): SessionRef {
  return s.id === undefined
    ? { name: s.name }
    : { name: s.name, id: s.id, created: s.created };
}

/** The session a login for one session opens (`record.session` is set). */
export function tokenRef(record: TokenRecord): SessionRef {
  const name = record.session ?? "";
  return record.sessionId === undefined
    ? { name }
    : { name, id: record.sessionId, created: record.sessionCreated };
}

/**
 * The target that attaches `s`: its id, which a rename does not change,
 * unless another session is named so (a name wins over an id in a
 * target); then its name.
 */
export function attachTarget(
  sessions: readonly SessionInfo[],
  s: SessionInfo,
): string {
  if (s.id === undefined) return s.name;
  return sessions.some((o) => o !== s && o.name === s.id) ? s.name : s.id;
}

/**
 * Why a page cannot open session `name` (by id) any more; `oneSession`:
 * for a login that opens only it.
 */
export function endedMessage(name: string, oneSession: boolean): string {
  return oneSession
    ? `Session ${name}, the one this link opens, has ended; ask for a new link (berth token create --session NAME)`
    : `Session ${name} has ended`;
}

const ID_RE = /^\$\d{1,15}$/;
const CREATED_RE = /^\d{1,16}$/;

/**
 * The session a page's address asks for (`?session=NAME`, with
 * `&id=$N&created=MS` once the page knows them), or why it is malformed.
 */
export function pageRef(params: URLSearchParams): SessionRef | string {
  const name = params.get("session") ?? "";
  const bad = checkSessionName(name);
  if (bad) return bad;
  const id = params.get("id");
  const created = params.get("created");
  if (id === null && created === null) return { name };
  if (!ID_RE.test(id ?? "") || !CREATED_RE.test(created ?? "")) {
    return "A session's id is $N, with its creation time in ms (created=)";
  }
  return { name, id: id!, created: Number(created) };
}

/** How a connection fails when no daemon runs, and so no session. */
const NO_DAEMON: ReadonlySet<string> = new Set(["no-daemon", "stale", "died"]);

/**
 * The daemon's sessions; none when no daemon runs. A daemon being
 * upgraded is waited for: its sessions are still there (a page coming
 * back after `berth upgrade` asks in that moment). Any other failure to
 * reach it is thrown: no fd (a burst of connections), a daemon of another
 * protocol (`berth upgrade` to a newer berth while this serve runs the
 * one before): the daemon and its sessions may well be there, and a page
 * told that its session ended would stop for good.
 */
export async function daemonSessions(
  socket: string,
  client = "web",
): Promise<SessionInfo[]> {
  let conn: Connection;
  try {
    conn = await connectExisting(socket, client);
  } catch (err) {
    if (
      err instanceof ConnectionError && NO_DAEMON.has(err.kind) &&
      !outOfFds(err)
    ) return [];
    throw err;
  }
  try {
    return (await conn.request({ op: "ls" })).sessions;
  } finally {
    conn.close();
  }
}
