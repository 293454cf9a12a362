/**
 * Finds what a target names (`protocol/target.ts` splits it): the session
 * (its exact name, else a unique prefix: `-t wo` finds `work`), the window
 * (index, name, or a unique prefix of a name) and the pane (index). Every
 * request that takes a target resolves it here.
 *
 * @module
 */

import { parseTarget } from "../../protocol/target.ts";
import type { Pane } from "./pane.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import type { Window } from "./window.ts";

/** What a target resolves to. */
export interface Resolved {
  session: Session;
  window: Window;
  pane: Pane;
}

/** The session `target` names (its window and pane parts are checked too). */
export function resolveSession(
  sessions: ReadonlyMap<string, Session>,
  target: string,
): Session {
  const exact = sessions.get(target);
  if (exact) return exact;
  return resolveTarget(sessions, target).session;
}

/** The session, window and pane `target` names. */
export function resolveTarget(
  sessions: ReadonlyMap<string, Session>,
  target: string,
): Resolved {
  const exact = sessions.get(target);
  if (exact) return activeOf(exact);
  const parts = parseTarget(target);
  if (typeof parts === "string") throw new RequestFailure("bad-request", parts);
  const session = findSession(sessions, parts.session, target);
  if (parts.window?.startsWith("%") && parts.pane === undefined) {
    return byPaneId(session, parts.window);
  }
  const window = parts.window === undefined
    ? session.window
    : findWindow(session, parts.window);
  if (parts.pane === undefined) {
    return { session, window, pane: window.active };
  }
  const pane = window.paneAt(parts.pane);
  if (!pane) {
    const w = `${session.name}:${window.index}`;
    throw new RequestFailure(
      "not-found",
      `Window ${w} has no pane ${parts.pane} (berth list-panes -t ${w} lists them)`,
    );
  }
  return { session, window, pane };
}

/** `SESSION:%N`: the pane with id N (`$BERTH_PANE` inside it). */
function byPaneId(session: Session, key: string): Resolved {
  const id = /^%(\d+)$/.exec(key)?.[1];
  for (const window of session.windows) {
    const pane = id === undefined ? undefined : window.panes.get(Number(id));
    if (pane) return { session, window, pane };
  }
  throw new RequestFailure(
    "not-found",
    `Session ${session.name} has no pane ${key} (berth list-panes -t ${session.name} lists them)`,
  );
}

function activeOf(session: Session): Resolved {
  return { session, window: session.window, pane: session.window.active };
}

/** By exact name, else by a prefix that only one session's name has. */
function findSession(
  sessions: ReadonlyMap<string, Session>,
  name: string,
  target: string,
): Session {
  const exact = sessions.get(name);
  if (exact) return exact;
  const found = [...sessions.values()].filter((s) => s.name.startsWith(name));
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    throw new RequestFailure(
      "not-found",
      `Session prefix ${name} matches ${
        found.map((s) => s.name).sort().join(", ")
      }; give more of the name`,
    );
  }
  throw new RequestFailure(
    "not-found",
    `No session named ${
      target === name ? name : `${name} (in ${target})`
    } (berth ls lists them)`,
  );
}

/** By index, else by exact name, else by a unique prefix of a name. */
function findWindow(session: Session, key: string): Window {
  const byIndex = /^\d+$/.test(key)
    ? session.windows.find((w) => w.index === Number(key))
    : undefined;
  if (byIndex) return byIndex;
  const named = session.windows.filter((w) => w.name === key);
  if (named.length === 1) return named[0];
  const prefixed = session.windows.filter((w) => w.name.startsWith(key));
  if (prefixed.length === 1 && named.length === 0) return prefixed[0];
  if (named.length > 1 || prefixed.length > 1) {
    throw new RequestFailure(
      "not-found",
      `Session ${session.name} has several windows called ${key}; use the window's number`,
    );
  }
  throw new RequestFailure(
    "not-found",
    `Session ${session.name} has no window ${key} (berth list-windows -t ${session.name} lists them)`,
  );
}
