/**
 * Which attach client a `switch-client` moves and where to (tmux's
 * `switch-client -c CLIENT -t SESSION`, `-n`, `-p`, `-l`), and how clients
 * are named and listed (`list-clients`). The move itself is the daemon's
 * (`daemon.ts`): it owns the connections.
 *
 * @module
 */

import type { ClientInfo, Request } from "../../protocol/messages.ts";
import { checkSessionName } from "../../protocol/validate.ts";
import type { AttachedClient } from "./attached_client.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";

/** An attach client and the session it is attached to, as the daemon keeps it. */
export interface Attachment {
  client: AttachedClient;
  session: Session;
  /** Its connection's number. */
  id: number;
  /** Its terminal, "" when it gave none (or none that can be shown). */
  tty: string;
  pid: number;
  /** When it attached (ms since the epoch). */
  since: number;
  /** The session it was attached to before its last switch (`-l`). */
  last: Session | null;
  /** `switch-client` may not move it (see the attach request). */
  pinned: boolean;
}

/**
 * Where the clients of `ending` go when it ends, by its
 * `detach-on-destroy` (`how`): null (they detach) for "on"; else the most
 * recently active other live session, for "no-detached" one no client
 * shows (tmux's server_next_session, server_next_detached_session).
 */
export function successorSession(
  sessions: Iterable<Session>,
  ending: Session,
  how: "on" | "off" | "no-detached",
): Session | null {
  if (how === "on") return null;
  let best: Session | null = null;
  for (const s of sessions) {
    if (s === ending || s.exit) continue;
    if (how === "no-detached" && s.clients.size > 0) continue;
    if (!best || s.lastActive > best.lastActive) best = s;
  }
  return best;
}

/** A client's name: its tty, else `client-ID` (tmux names clients by tty). */
export function clientName(a: Pick<Attachment, "tty" | "id">): string {
  return a.tty || `client-${a.id}`;
}

/** A tty as the client gave it, when it is fit to show and to name it by. */
export function shownTty(tty: string | undefined): string {
  return tty && checkSessionName(tty) === null ? tty : "";
}

/** One row of `list-clients`. */
export function clientInfo(a: Attachment, self: boolean): ClientInfo {
  return {
    name: clientName(a),
    id: a.id,
    tty: a.tty,
    pid: a.pid,
    session: a.session.name,
    cols: a.client.cols,
    rows: a.client.rows,
    readOnly: a.client.readOnly,
    suspended: a.client.suspended,
    created: a.since,
    lastActive: a.client.lastActive,
    self,
  };
}

/** The attachment a `switch-client` moves (see the request). */
export function clientToMove(
  req: Extract<Request, { op: "switch-client" }>,
  own: Attachment | null,
  all: Iterable<Attachment>,
  session: (name: string) => Session,
): Attachment {
  const live = [...all].filter((a) => !a.client.ended);
  if (req.client !== undefined) {
    const a = live.find((a) => clientName(a) === req.client);
    if (!a) {
      throw new RequestFailure(
        "not-found",
        `No client ${req.client} (berth list-clients lists them)`,
      );
    }
    return a;
  }
  if (req.from !== undefined) {
    const from = session(req.from);
    const best = live.filter((a) => a.session === from)
      .sort((a, b) => b.client.lastActive - a.client.lastActive)[0];
    if (!best) {
      throw new RequestFailure(
        "not-found",
        `No client is attached to session ${from.name}`,
      );
    }
    return best;
  }
  if (own) return own;
  throw new RequestFailure(
    "bad-request",
    "No client to switch: name one with -c (berth list-clients lists them)",
  );
}

/**
 * The session after (or before) `current` among `sessions` in `ls` order,
 * wrapping around, skipping sessions that have exited.
 */
export function neighbourSession(
  sessions: Session[],
  current: Session,
  dir: "next" | "previous",
): Session {
  const live = sessions.filter((s) => !s.exit || s === current)
    .sort(bySessionName);
  const i = live.indexOf(current);
  const step = dir === "next" ? 1 : -1;
  return live[(i + step + live.length) % live.length] ?? current;
}

/**
 * The order sessions are listed and stepped through in, tmux's: by name,
 * compared as strings are in C (`strcmp`), not by locale.
 */
export function bySessionName(a: { name: string }, b: { name: string }) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
