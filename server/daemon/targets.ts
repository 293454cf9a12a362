/**
 * Finds what a target names (`protocol/target.ts` splits it): the session
 * (its exact name, else its id `$N`, else a unique prefix: `-t wo` finds
 * `work`; `=work` only the exact name; none, `:1`, the most recently active one, as tmux's
 * current session for a command run outside any), the window (index,
 * name, or a unique prefix of a name; `=NAME` exactly; `+N`/`-N` from the
 * shown one) and the pane (index; `+N`/`-N` from the active one); a bare
 * `%N` is the pane with that id, in whichever session. Every request that
 * takes a target resolves it here.
 *
 * @module
 */

import { parseTarget, stepOf } from "../../protocol/target.ts";
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

/** A bare pane id: `%N` names its pane in whichever session holds it. */
const BARE_PANE_ID = /^%(\d+)$/;

/** The session, window and pane `target` names. */
export function resolveTarget(
  sessions: ReadonlyMap<string, Session>,
  target: string,
): Resolved {
  const exact = sessions.get(target);
  if (exact) return activeOf(exact);
  const id = BARE_PANE_ID.exec(target)?.[1];
  if (id !== undefined) return anyPaneId(sessions, Number(id), target);
  const parts = parseTarget(target);
  if (typeof parts === "string") throw new RequestFailure("bad-request", parts);
  const session = findSession(sessions, parts.session, target);
  if (parts.window?.startsWith("%") && parts.pane === undefined) {
    return byPaneId(sessions, session, parts.window);
  }
  const window = parts.window === undefined
    ? session.window
    : findWindow(session, parts.window);
  if (parts.paneStep !== undefined) {
    const panes = window.ordered();
    const at = panes.indexOf(window.active) + parts.paneStep;
    return { session, window, pane: panes[wrap(at, panes.length)] };
  }
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

/**
 * The highest window index `move-window` takes (tmux's, an int): an index
 * is only a number on the status line, but a huge one is a typing error.
 */
const MAX_WINDOW_INDEX = 2 ** 31 - 1;

/** Where `move-window -t` puts a window. */
export interface WindowPlace {
  session: Session;
  /** The index; null: the first one free (tmux's `-t SESSION`). */
  index: number | null;
  /** The window at `index` now, if any. */
  window: Window | null;
}

/**
 * The place `target` names for a window (tmux's window index targets):
 * `SESSION` (the first free index), `SESSION:INDEX`, free or not, or any
 * other window target, the index of the window it names.
 */
export function resolveWindowPlace(
  sessions: ReadonlyMap<string, Session>,
  target: string,
): WindowPlace {
  const exact = sessions.get(target);
  if (exact) return { session: exact, index: null, window: null };
  const parts = BARE_PANE_ID.test(target) ? null : parseTarget(target);
  if (typeof parts === "string") throw new RequestFailure("bad-request", parts);
  if (parts && parts.pane === undefined && parts.paneStep === undefined) {
    const digits = parts.window === undefined
      ? undefined
      : /^=?(\d+)$/.exec(parts.window)?.[1];
    if (parts.window === undefined || digits !== undefined) {
      const session = findSession(sessions, parts.session, target);
      if (digits === undefined) return { session, index: null, window: null };
      const index = Number(digits);
      if (index > MAX_WINDOW_INDEX) {
        throw new RequestFailure(
          "bad-request",
          `Window index ${digits} is too large (at most ${MAX_WINDOW_INDEX})`,
        );
      }
      const window = session.windows.find((w) => w.index === index) ?? null;
      return { session, index, window };
    }
  }
  const { session, window } = resolveTarget(sessions, target);
  return { session, index: window.index, window };
}

/**
 * `SESSION:%N`: the pane with id N (`$BERTH_PANE` inside it). A pane
 * that moved to another session (`join-pane`, `move-window`) keeps its
 * id, while the `$BERTH` its program started with names the session it
 * left: the one pane with that id in the daemon is found there.
 */
function byPaneId(
  sessions: ReadonlyMap<string, Session>,
  session: Session,
  key: string,
): Resolved {
  const id = BARE_PANE_ID.exec(key)?.[1];
  const found = id === undefined ? undefined : paneWithId(session, Number(id));
  if (found) return found;
  const moved = id === undefined ? [] : panesWithId(sessions, Number(id));
  if (moved.length === 1) return moved[0];
  throw new RequestFailure(
    "not-found",
    `Session ${session.name} has no pane ${key} (berth list-panes -t ${session.name} lists them)`,
  );
}

/**
 * `%N` with no session: the daemon numbers panes once for all sessions.
 * Two can match only after an upgrade from a daemon that numbered each
 * session's panes from 0; then the session must be named.
 */
function anyPaneId(
  sessions: ReadonlyMap<string, Session>,
  id: number,
  target: string,
): Resolved {
  const found = panesWithId(sessions, id);
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    throw new RequestFailure(
      "not-found",
      `Pane ${target} is in sessions ${
        found.map((r) => r.session.name).sort().join(", ")
      }; write -t SESSION:${target}`,
    );
  }
  throw new RequestFailure(
    "not-found",
    `No pane ${target} (berth list-panes -a -F '#{pane_id}' lists them)`,
  );
}

/** The panes with id `id` in any session (one, unless after an upgrade). */
function panesWithId(
  sessions: ReadonlyMap<string, Session>,
  id: number,
): Resolved[] {
  return [...sessions.values()].map((s) => paneWithId(s, id))
    .filter((r) => r !== undefined);
}

/** The pane of `session` with id `id`, if it has one. */
function paneWithId(session: Session, id: number): Resolved | undefined {
  for (const window of session.windows) {
    const pane = window.panes.get(id);
    if (pane) return { session, window, pane };
  }
  return undefined;
}

function activeOf(session: Session): Resolved {
  return { session, window: session.window, pane: session.window.active };
}

/** `at` brought into 0 .. count - 1, as tmux's steps wrap. */
function wrap(at: number, count: number): number {
  return ((at % count) + count) % count;
}

/**
 * By exact name, else by a prefix that only one session's name has;
 * `=NAME` by exact name only, "" the most recently active session.
 */
function findSession(
  sessions: ReadonlyMap<string, Session>,
  name: string,
  target: string,
): Session {
  const exact = sessions.get(name);
  if (exact) return exact;
  if (name === "") return mostRecent(sessions, target);
  if (name.startsWith("=")) return exactSession(sessions, name, target);
  const id = SESSION_ID.exec(name)?.[1];
  if (id !== undefined) return sessionWithId(sessions, Number(id), target);
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

/** tmux's session id, `$N` (`#{session_id}`). */
const SESSION_ID = /^\$(\d+)$/;

/** `$N`: the session with id N (a session called so was taken first). */
function sessionWithId(
  sessions: ReadonlyMap<string, Session>,
  id: number,
  target: string,
): Session {
  for (const s of sessions.values()) if (s.id === id) return s;
  throw new RequestFailure(
    "not-found",
    `No session with id $${id}${
      target === `$${id}` ? "" : ` (in ${target})`
    } (berth ls -F '#{session_id} #S' lists them)`,
  );
}

/** `=NAME`: the session called NAME, never one it begins. */
function exactSession(
  sessions: ReadonlyMap<string, Session>,
  name: string,
  target: string,
): Session {
  if (name === "=") throw noNameAfterEquals(target);
  const exact = sessions.get(name.slice(1));
  if (exact) return exact;
  throw new RequestFailure(
    "not-found",
    `No session named ${name.slice(1)} (in ${target}) (berth ls lists them)`,
  );
}

/** `=` alone: tmux's exact match wants the name after it. */
function noNameAfterEquals(target: string): RequestFailure {
  return new RequestFailure(
    "bad-request",
    `Target ${target}: = takes a name after it (=NAME matches NAME exactly)`,
  );
}

/**
 * The most recently active session still running: tmux's current session
 * for a command run outside any, and what `attach` with no name takes.
 */
export function mostRecentSession(
  sessions: ReadonlyMap<string, Session>,
): Session | undefined {
  let best: Session | undefined;
  for (const s of sessions.values()) {
    if (!s.exit && (!best || s.lastActive > best.lastActive)) best = s;
  }
  return best;
}

/** The session a target without one means (`:1`): `mostRecentSession`. */
function mostRecent(
  sessions: ReadonlyMap<string, Session>,
  target: string,
): Session {
  const best = mostRecentSession(sessions);
  if (best) return best;
  throw new RequestFailure(
    "not-found",
    `Target ${target} means the current session, and there is none (berth new starts one)`,
  );
}

/**
 * By index, else by exact name, else by a unique prefix of a name;
 * `=KEY` by index or exact name only; `+N`/`-N` that many windows after
 * or before the shown one, wrapping.
 */
function findWindow(session: Session, key: string): Window {
  const step = stepOf(key);
  if (step !== undefined) {
    const windows = [...session.windows].sort((a, b) => a.index - b.index);
    const at = windows.indexOf(session.window) + step;
    return windows[wrap(at, windows.length)];
  }
  const exact = key.startsWith("=");
  if (key === "=") throw noNameAfterEquals(`${session.name}:=`);
  if (exact) key = key.slice(1);
  const byIndex = /^\d+$/.test(key)
    ? session.windows.find((w) => w.index === Number(key))
    : undefined;
  if (byIndex) return byIndex;
  const named = session.windows.filter((w) => w.name === key);
  if (named.length === 1) return named[0];
  const prefixed = exact
    ? []
    : session.windows.filter((w) => w.name.startsWith(key));
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
