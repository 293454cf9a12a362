/**
 * tmux's `display-message`: a format expanded for a target, and the
 * attach client that shows it. The push itself is the daemon's
 * (`daemon.ts`): it owns the connections.
 *
 * @module
 */

import type { Request } from "../../protocol/messages.ts";
import { type Attachment, clientName } from "./client_switch.ts";
import { expandFor } from "./format_lines.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import { resolveTarget } from "./targets.ts";

type DisplayRequest = Extract<Request, { op: "display-message" }>;

/** The message, and the client to push it to (none with `print`). */
export interface Display {
  text: string;
  client: Attachment | null;
}

/**
 * Expands `req.format` for its target. The client: `req.client` names
 * one; else `own` (the request came from an attach client); else the
 * most recently active client of the target's session. Without `print`
 * there must be one.
 */
export async function displayMessage(
  sessions: ReadonlyMap<string, Session>,
  req: DisplayRequest,
  own: Attachment | null,
  attached: Iterable<Attachment>,
): Promise<Display> {
  const target = resolveTarget(sessions, req.name);
  const client = messageClient(req, target.session, own, attached);
  return { text: await expandFor(req.format, { ...target, client }), client };
}

/** The client of the message; null when none is needed and none fits. */
function messageClient(
  req: DisplayRequest,
  session: Session,
  own: Attachment | null,
  attached: Iterable<Attachment>,
): Attachment | null {
  const live = [...attached].filter((a) => !a.client.ended);
  if (req.client !== undefined) {
    const named = live.find((a) => clientName(a) === req.client);
    if (named) return named;
    throw new RequestFailure(
      "not-found",
      `No client ${req.client} (berth list-clients lists them)`,
    );
  }
  const best = own ?? live.filter((a) => a.session === session)
    .sort((a, b) => b.client.lastActive - a.client.lastActive)[0] ??
    null;
  if (!best && !req.print) {
    throw new RequestFailure(
      "not-found",
      `No client is attached to session ${session.name} to show it; -p prints it`,
    );
  }
  return best;
}
