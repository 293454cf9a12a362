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
import { serverFormatValues } from "./format_values.ts";
import { expandFormat } from "../../protocol/format.ts";
import { strftime } from "../../protocol/ctime.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import { resolveTarget } from "./targets.ts";

type DisplayRequest = Extract<Request, { op: "display-message" }> & {
  current?: string;
};

/** The message, and the client to push it to (none with `print`). */
export interface Display {
  text: string;
  client: Attachment | null;
}

/**
 * Expands `req.format` for its target, its `strftime` conversions first
 * (`%H:%M`), as tmux's `format_expand_time`. The client: `req.client` names
 * one; else `own` (the request came from an attach client); else the
 * most recently active client of the target's session. Without `print`
 * there must be one.
 */
export async function displayMessage(
  sessions: ReadonlyMap<string, Session>,
  req: DisplayRequest,
  own: Attachment | null,
  attached: Iterable<Attachment>,
  extra?: Record<string, string>,
): Promise<Display> {
  if (req.print && req.name === ":" && !req.current && sessions.size === 0) {
    // A config file's `if -F` at the daemon's start, before any session
    // (`if_shell.ts` asks for ":"): the server's own values, as tmux's
    // format of no target.
    const format = strftime(req.format, new Date());
    const values = serverFormatValues();
    return {
      text: expandFormat(format, (n) => extra?.[n] ?? values(n)),
      client: null,
    };
  }
  const target = resolveTarget(sessions, req.name, "pane", req.current);
  const client = messageClient(req, target.session, own, attached);
  const format = strftime(req.format, new Date());
  // The title asked of the pane's engine, after a title just set (a
  // list's `select-pane -T x ; display '#{pane_title}'` shows x, as
  // tmux's; the status line's copy of it comes later).
  return {
    text: await expandFor(
      format,
      { ...target, client, extra },
      undefined,
      true,
    ),
    client,
  };
}

/**
 * The client of the message; null when none is needed and none fits. A
 * suspended client (prefix C-z: a stopped process) shows nothing: it is
 * never the one chosen, and naming it is refused unless `print`.
 * `pushed`: what a popup or command pushed to it is for, in the error
 * when there is none (`to show the popup`): one is needed.
 */
export function messageClient(
  req: DisplayRequest,
  session: Session,
  own: Attachment | null,
  attached: Iterable<Attachment>,
  pushed?: string,
): Attachment | null {
  const popup = pushed !== undefined;
  const live = [...attached].filter((a) => !a.client.ended);
  if (req.client !== undefined) {
    const named = live.find((a) => clientName(a) === req.client);
    if (named?.client.suspended && !req.print) {
      throw new RequestFailure(
        "bad-request",
        popup
          ? `Client ${req.client} is suspended (prefix C-z); fg it, then retry`
          : `Client ${req.client} is suspended (prefix C-z); -p prints it`,
      );
    }
    if (named) return named;
    throw new RequestFailure(
      "not-found",
      `No client ${req.client} (berth list-clients lists them)`,
    );
  }
  const here = live.filter((a) => a.session === session);
  const best = own ?? here.filter((a) => !a.client.suspended)
    .sort((a, b) => b.client.lastActive - a.client.lastActive)[0] ??
    null;
  if (!best && !req.print && popup) {
    throw new RequestFailure(
      "not-found",
      here.length
        ? `The clients of session ${session.name} are suspended (prefix C-z); fg one, then retry`
        : `No client is attached to session ${session.name} ${pushed}; berth attach -t ${session.name}, then retry`,
    );
  }
  if (!best && !req.print) {
    throw new RequestFailure(
      "not-found",
      here.length
        ? `The clients of session ${session.name} are suspended (prefix C-z); -p prints it`
        : `No client is attached to session ${session.name} to show it; -p prints it`,
    );
  }
  return best;
}
