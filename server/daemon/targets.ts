/**
 * Finds what a target names, as tmux 3.3a's `cmd-find.c` does; every
 * request that takes a target resolves it here.
 *
 * A target is split at its first `:` and the first `.` after it
 * (`SESSION:WINDOW.PANE`, `SESSION:WINDOW`, `WINDOW.PANE`); a word with
 * neither is a session, a window or a pane by what the command wants
 * (its `TargetKind`), unless it is an id (`$N` a session, `@N` a window,
 * `%N` a pane). What is not named comes from the current target:
 *
 * - a session: its exact name, its id `$N`, a prefix only one name has, a
 *   glob only one name matches (`=NAME`: the exact name only);
 * - a window in a session: `+N`/`-N` from the shown one, `!` the last
 *   one, `^` the first, `$` the last by index (`{next}`, `{previous}`,
 *   `{last}`, `{start}`, `{end}` the same), its index, its id `@N`, its
 *   exact name, a unique prefix, a unique glob (`=NAME`: index or exact
 *   name only); with no session (`-t 1` of a window command, `1.0`):
 *   a window of the current session first, then a session of that name;
 * - a pane in a window: `%N`, `!` the last one, `+N`/`-N` from the active
 *   one, its index, `top`, `bottom`, `left`, `right`, `top-left` ...
 *   (the pane there), `{up-of}` ... (the current pane's neighbour); with
 *   no session or window (`-t 1` of a pane command): a pane of the
 *   current window first, then a window of the current session, then a
 *   session.
 *
 * The current target (tmux's "current state") is what the request's
 * `current` names: the session (and pane, `SESSION:%N`) a command runs
 * in, `""` outside any: the most recently active session, its shown
 * window and that window's active pane. A request without `current`
 * (the attach client's, the library's) writes absolute targets: a bare
 * word is a session, `SESSION.PANE` that session's pane, as berth wrote
 * them before tmux's current target.
 *
 * `{marked}` (`~`) is the marked pane (`marked_pane.ts`). berth has no
 * mouse target (`=`, `{mouse}`); tmux's client names (a tty as a
 * session) are not tried.
 *
 * @module
 */

import { splitTarget, stepOf } from "../../protocol/target.ts";
import { globMatch } from "../../protocol/glob.ts";
import type { Pane } from "./pane.ts";
import { markedPane } from "./marked_pane.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import type { Window } from "./window.ts";
import type { Direction } from "../workers/layout.ts";

/** What a target resolves to. */
export interface Resolved {
  session: Session;
  window: Window;
  pane: Pane;
}

/**
 * What a command's target names when it is one bare word (tmux's
 * `CMD_FIND_SESSION`, `_WINDOW`, `_PANE`): `kill-session -t 1` is
 * session 1, `select-window -t 1` window 1 of the current session,
 * `kill-pane -t 1` pane 1 of the current window.
 */
export type TargetKind = "session" | "window" | "pane";

/**
 * The current target a request's targets are read against: undefined,
 * none (absolute targets); `""`, the most recently active session; else
 * a target naming the session (`SESSION`, `SESSION:%N`, `%N`).
 */
export type Current = string | undefined;

/** The session `target` names (its window and pane parts are checked too). */
export function resolveSession(
  sessions: ReadonlyMap<string, Session>,
  target: string,
  current?: Current,
): Session {
  return resolveTarget(sessions, target, "session", current).session;
}

/** The session, window and pane `target` names. */
export function resolveTarget(
  sessions: ReadonlyMap<string, Session>,
  target: string,
  kind: TargetKind = "pane",
  current?: Current,
): Resolved {
  const found = new Finder(sessions, target, kind, current, false).find();
  return found as Resolved;
}

/**
 * The highest window index `move-window` takes (tmux's, an int): an index
 * is only a number on the status line, but a huge one is a typing error.
 */
const MAX_WINDOW_INDEX = 2 ** 31 - 1;

/** Where `move-window -t` (or `break-pane -t`) puts a window. */
export interface WindowPlace {
  session: Session;
  /** The index; null: the first one free (tmux's `-t SESSION`). */
  index: number | null;
  /** The window at `index` now, if any. */
  window: Window | null;
}

/**
 * The place `target` names for a window (tmux's window index targets,
 * `CMD_FIND_WINDOW_INDEX`): `SESSION` or `SESSION:` (the first free
 * index), `SESSION:INDEX` or a bare `INDEX` of the current session, free
 * or not, `+N`/`-N` from the shown window's index, or any other window
 * target, the index of the window it names. A pane part is refused.
 */
export function resolveWindowPlace(
  sessions: ReadonlyMap<string, Session>,
  target: string,
  current?: Current,
): WindowPlace {
  const found = new Finder(sessions, target, "window", current, true).find();
  const index = found.index ?? null;
  const window = index === null
    ? null
    : found.session.windows.find((w) => w.index === index) ?? null;
  return { session: found.session, index, window };
}

/** A bare pane id: `%N` names its pane in whichever session holds it. */
const BARE_PANE_ID = /^%(\d+)$/;
/** tmux's window id, `@N` (`#{window_id}`). */
const WINDOW_ID = /^@(\d+)$/;
/** tmux's session id, `$N` (`#{session_id}`). */
const SESSION_ID = /^\$(\d+)$/;

/** tmux's names for its window shorthands (`cmd_find_window_table`). */
const WINDOW_WORDS: Record<string, string> = {
  "{start}": "^",
  "{last}": "!",
  "{end}": "$",
  "{next}": "+",
  "{previous}": "-",
};
/** tmux's names for its pane shorthands (`cmd_find_pane_table`). */
const PANE_WORDS: Record<string, string> = {
  "{last}": "!",
  "{next}": "+",
  "{previous}": "-",
  "{top}": "top",
  "{bottom}": "bottom",
  "{left}": "left",
  "{right}": "right",
  "{top-left}": "top-left",
  "{top-right}": "top-right",
  "{bottom-left}": "bottom-left",
  "{bottom-right}": "bottom-right",
};
/** `{up-of}` ...: the current pane's neighbour that way. */
const NEIGHBOURS: Record<string, Direction> = {
  "{up-of}": "U",
  "{down-of}": "D",
  "{left-of}": "L",
  "{right-of}": "R",
};

/** What is found: a window may be only an index (`WindowPlace`). */
interface Found {
  session: Session;
  window: Window | null;
  pane: Pane | null;
  /** The window's index, or the index asked for (index targets). */
  index?: number | null;
}

/** One target's search (tmux's `cmd_find_state`). */
class Finder {
  #current: Resolved | undefined;
  /** `=NAME` in the session's or the window's place. */
  #exactSession = false;
  #exactWindow = false;

  constructor(
    readonly sessions: ReadonlyMap<string, Session>,
    readonly target: string,
    readonly kind: TargetKind,
    readonly currentTarget: Current,
    /** A window index target (`move-window -t`): no pane, free indexes. */
    readonly index: boolean,
  ) {}

  /** Resolves the whole target (`cmd_find_target`). */
  find(): Found {
    const target = this.target;
    if (target === "") return this.#whole(this.current());
    if (target === "=") throw noNameAfterEquals(target);
    if (target === "{mouse}") {
      throw bad(`Target ${target}: berth has no mouse target; name a pane`);
    }
    if (target === "~" || target === "{marked}") {
      const m = markedPane();
      const session = m && this.sessions.get(m.session.name);
      if (!m || session !== m.session) {
        throw new RequestFailure(
          "not-found",
          `Target ${target}: no pane is marked (select-pane -m marks one)`,
        );
      }
      return { ...m, session, index: m.window.index };
    }
    const absolute = this.currentTarget === undefined;
    // An exact session name is one (tmux tries `$N` first, but a session
    // called `$1` or `%2` is named by its name here).
    const exact = this.sessions.get(target);
    if (exact && (absolute || this.kind === "session")) {
      return this.#wholeSession(exact);
    }
    let session: string | null = null;
    let window: string | null = null;
    let pane: string | null = null;
    const parts = splitTarget(target);
    // tmux: a window after a `:` is only a window, a pane after a `.`
    // only a pane (no falling back to a window or a session).
    const windowOnly = "session" in parts && parts.session !== null;
    const paneOnly = "pane" in parts && parts.pane !== null;
    if (!("word" in parts)) {
      ({ session, window, pane } = parts);
      // Absolute: `SESSION.PANE`, as berth wrote it before; else tmux's
      // `WINDOW.PANE` (a window of the current session, else a session).
      if (absolute && session === null) [session, window] = [window, null];
    } else if (SESSION_ID.test(target)) session = target;
    else if (WINDOW_ID.test(target)) window = target;
    else if (BARE_PANE_ID.test(target)) pane = target;
    else if (absolute || this.kind === "session") session = target;
    else if (this.kind === "window") window = target;
    else pane = target;

    if (session?.startsWith("=")) {
      if (session === "=") throw noNameAfterEquals(target);
      [session, this.#exactSession] = [session.slice(1), true];
    }
    if (window?.startsWith("=")) {
      if (window === "=") throw noNameAfterEquals(target);
      [window, this.#exactWindow] = [window.slice(1), true];
    }
    if (session === "") session = null;
    if (window === "") window = null;
    if (pane === "") pane = null;
    if (window !== null) window = word(WINDOW_WORDS, window) ?? window;
    if (pane !== null) pane = word(PANE_WORDS, pane) ?? pane;

    if (pane !== null && this.index) {
      throw bad(
        `Target ${target} names a pane; give a window index here (SESSION:INDEX)`,
      );
    }
    if (session !== null) {
      const s = this.#session(session);
      if (window === null && pane === null) return this.#wholeSession(s);
      if (pane === null) return this.#windowIn(s, window!);
      if (window === null) return this.#paneIn(s, s.window, pane);
      const w = this.#windowIn(s, window);
      return this.#paneIn(s, w.window!, pane);
    }
    if (window !== null && pane !== null) {
      const w = this.#window(window, windowOnly);
      return this.#paneIn(w.session, w.window!, pane);
    }
    if (window !== null) return this.#window(window, windowOnly);
    if (pane !== null) return this.#pane(pane, paneOnly);
    return this.#whole(this.current());
  }

  /**
   * The current target, found on first use: the session `current`
   * names (a pane id finds the session holding it, which a renamed
   * session's `$BERTH` no longer names), else the most recently active
   * session; its shown window and that window's active pane, as tmux's
   * current target for a command run in a pane (`cmd_find_from_client`:
   * not the pane itself, which only picks the session).
   */
  current(): Resolved {
    if (this.#current) return this.#current;
    const c = this.currentTarget ?? "";
    const id = /(?:^|:)%(\d+)$/.exec(c)?.[1];
    const byId = id === undefined ? [] : panesWithId(this.sessions, +id);
    const named = byId.length === 1
      ? byId[0].session
      : this.sessions.get(c.replace(/:.*$/, ""));
    // tmux has no exited sessions: with none running, a kept one.
    const s = named ?? mostRecentSession(this.sessions) ??
      [...this.sessions.values()].sort((a, b) =>
        b.lastActive - a.lastActive
      )[0];
    if (!s) {
      // `:` is what a command without -t sends from outside a session.
      const named = this.target === "" || this.target === ":"
        ? "There is no session to act on"
        : `Target ${this.target} needs a current session, and there is none`;
      throw new RequestFailure("not-found", `${named} (berth new starts one)`);
    }
    return this.#current = activeOf(s);
  }

  /** A whole resolved target as found (a window target: its index). */
  #whole(r: Resolved): Found {
    return { ...r, index: this.index ? null : r.window.index };
  }

  /** A session alone: its shown window (an index target: a free index). */
  #wholeSession(s: Session): Found {
    return { ...activeOf(s), index: this.index ? null : s.window.index };
  }

  /** `cmd_find_get_session`. */
  #session(name: string): Session {
    const exact = this.sessions.get(name);
    if (exact) return exact;
    const id = SESSION_ID.exec(name)?.[1];
    if (id !== undefined) return this.#sessionWithId(+id);
    const target = this.target;
    const missing = () =>
      new RequestFailure(
        "not-found",
        name.startsWith("=") && name.length > 1
          // A pane's bare word, tried as a session last (tmux's too).
          ? `No pane, window or session ${name}; write ${name}: for the session ${
            name.slice(1)
          } (berth ls lists them)`
          : `No session named ${
            target === name || target === `${name}:`
              ? name
              : `${name} (in ${target})`
          } (berth ls lists them)`,
      );
    if (this.#exactSession) throw missing();
    const all = [...this.sessions.values()];
    const prefixed = all.filter((s) => s.name.startsWith(name));
    if (prefixed.length === 1) return prefixed[0];
    if (prefixed.length > 1) {
      throw new RequestFailure(
        "not-found",
        `Session prefix ${name} matches ${
          prefixed.map((s) => s.name).sort().join(", ")
        }; give more of the name`,
      );
    }
    const globbed = all.filter((s) => globMatch(name, s.name));
    if (globbed.length === 1) return globbed[0];
    if (globbed.length > 1) {
      throw new RequestFailure(
        "not-found",
        `Session pattern ${name} matches ${
          globbed.map((s) => s.name).sort().join(", ")
        }; give more of the name`,
      );
    }
    throw missing();
  }

  /** `$N`: the session with id N. */
  #sessionWithId(id: number): Session {
    for (const s of this.sessions.values()) if (s.id === id) return s;
    const target = this.target;
    throw new RequestFailure(
      "not-found",
      `No session with id $${id}${
        target === `$${id}` ? "" : ` (in ${target})`
      } (berth ls -F '#{session_id} #S' lists them)`,
    );
  }

  /**
   * A window with no session named (`cmd_find_get_window`): `@N`
   * anywhere; else one of the current session; else (unless it followed
   * a `:`, or came before a `.`... as tmux: only `:WINDOW` is window-only)
   * a session's shown window.
   */
  #window(key: string, only: boolean): Found {
    const id = WINDOW_ID.exec(key)?.[1];
    if (id !== undefined) return this.#windowWithId(+id, null);
    const cur = this.current().session;
    try {
      return this.#windowIn(cur, key);
    } catch (err) {
      if (only || !(err instanceof RequestFailure)) throw err;
      let s: Session;
      try {
        s = this.#session(key);
      } catch (again) {
        // An index is a window's: say so; a name, that no session has it.
        throw /^\d+$/.test(key) ? err : again;
      }
      return { ...activeOf(s), index: this.index ? null : s.window.index };
    }
  }

  /** `@N`, in `session` when given, else in the one that has it. */
  #windowWithId(id: number, session: Session | null): Found {
    const holders = [...this.sessions.values()].filter((s) =>
      (session === null || s === session) && s.windows.some((w) => w.id === id)
    );
    const s = holders.sort((a, b) => b.lastActive - a.lastActive)[0];
    if (!s) {
      throw new RequestFailure(
        "not-found",
        `No window @${id}${
          session ? ` in session ${session.name}` : ""
        } (berth list-windows -a -F '#{window_id}' lists them)`,
      );
    }
    const w = s.windows.find((w) => w.id === id)!;
    return { session: s, window: w, pane: w.active, index: w.index };
  }

  /** A window of session `s` (`cmd_find_get_window_with_session`). */
  #windowIn(s: Session, key: string): Found {
    const found = (w: Window): Found => ({
      session: s,
      window: w,
      pane: w.active,
      index: w.index,
    });
    // berth's `SESSION:%N`: the pane with that id (`$BERTH_PANE`).
    if (BARE_PANE_ID.test(key)) {
      // As a window index target, its session's first free index: berth's
      // default target (`new-window` in a pane) is the pane it runs in.
      const r = this.#paneById(s, key);
      return this.index ? { ...r, window: null, index: null } : r;
    }
    const id = WINDOW_ID.exec(key)?.[1];
    if (id !== undefined) return this.#windowWithId(+id, s);
    const exact = this.#exactWindow;
    const byIndex = [...s.windows].sort((a, b) => a.index - b.index);
    const step = exact ? undefined : stepOf(key);
    if (step !== undefined) {
      if (this.index) {
        const index = s.window.index + step;
        if (index < 0 || index > MAX_WINDOW_INDEX) {
          throw bad(`Target ${this.target}: no window index ${index}`);
        }
        return { ...activeOf(s), window: null, index };
      }
      const at = byIndex.indexOf(s.window) + step;
      return found(byIndex[wrap(at, byIndex.length)]);
    }
    if (!exact && (key === "!" || key === "^" || key === "$")) {
      const w = key === "!"
        ? s.lastWindow
        : key === "^"
        ? byIndex[0]
        : byIndex[byIndex.length - 1];
      if (w) return found(w);
      throw new RequestFailure(
        "not-found",
        `Session ${s.name} has no last window (target ${this.target})`,
      );
    }
    if (/^\d+$/.test(key)) {
      const index = Number(key);
      const w = s.windows.find((w) => w.index === index);
      if (w) return found(w);
      if (this.index) {
        if (index > MAX_WINDOW_INDEX) {
          throw bad(
            `Window index ${key} is too large (at most ${MAX_WINDOW_INDEX})`,
          );
        }
        return { ...activeOf(s), window: null, index };
      }
    }
    const several = () =>
      new RequestFailure(
        "not-found",
        `Session ${s.name} has several windows called ${key}; use the window's number`,
      );
    const named = s.windows.filter((w) => w.name === key);
    if (named.length > 1) throw several();
    if (named.length === 1) return found(named[0]);
    if (!exact) {
      for (const match of [prefixOf, globMatch]) {
        const hits = s.windows.filter((w) => match(key, w.name));
        if (hits.length > 1) throw several();
        if (hits.length === 1) return found(hits[0]);
      }
    }
    throw new RequestFailure(
      "not-found",
      `Session ${s.name} has no window ${key} (berth list-windows -t ${s.name} lists them)`,
    );
  }

  /**
   * A pane with no session or window named (`cmd_find_get_pane`): `%N`
   * anywhere; else one of the current window; else (unless it followed a
   * `.`) a window of the current session, else a session.
   */
  #pane(key: string, only: boolean): Found {
    if (BARE_PANE_ID.test(key)) return this.#anyPaneId(key);
    const cur = this.current();
    try {
      return this.#paneIn(cur.session, cur.window, key);
    } catch (err) {
      if (only || !(err instanceof RequestFailure)) throw err;
      try {
        return this.#window(key, false);
      } catch (again) {
        throw /^\d+$/.test(key) ? err : again;
      }
    }
  }

  /** A pane of window `w` (`cmd_find_get_pane_with_window`). */
  #paneIn(s: Session, w: Window, key: string): Found {
    const found = (pane: Pane): Found => ({
      session: s,
      window: w,
      pane,
      index: w.index,
    });
    if (BARE_PANE_ID.test(key)) {
      const r = this.#paneById(s, key);
      if (r.window === w) return r;
      throw new RequestFailure(
        "not-found",
        `Window ${s.name}:${w.index} has no pane ${key} (berth list-panes -t ${s.name}:${w.index} lists them)`,
      );
    }
    if (key === "!") {
      if (w.last) return found(w.last);
      throw new RequestFailure(
        "not-found",
        `Window ${s.name}:${w.index} has no last pane (target ${this.target})`,
      );
    }
    const dir = word(NEIGHBOURS, key);
    if (dir) {
      const from = this.#currentPaneIn(w);
      const pane = w.neighbour(from, dir);
      if (pane) return found(pane);
      throw new RequestFailure(
        "not-found",
        `No pane ${key} pane ${from.id} (target ${this.target})`,
      );
    }
    const step = stepOf(key);
    if (step !== undefined) {
      const panes = w.ordered();
      const at = panes.indexOf(this.#currentPaneIn(w)) + step;
      return found(panes[wrap(at, panes.length)]);
    }
    if (/^\d+$/.test(key)) {
      const pane = w.paneAt(Number(key) - s.paneBaseOf(w));
      if (pane) return found(pane);
    } else {
      const pane = paneAtPlace(w, key);
      if (pane) return found(pane);
    }
    const at = `${s.name}:${w.index}`;
    throw new RequestFailure(
      "not-found",
      `Window ${at} has no pane ${key} (berth list-panes -t ${at} lists them)`,
    );
  }

  /** The current pane when it is in `w`, else `w`'s active one. */
  #currentPaneIn(w: Window): Pane {
    if (this.currentTarget === undefined) return w.active;
    const cur = this.current();
    return cur.window === w ? cur.pane : w.active;
  }

  /**
   * `SESSION:%N`: the pane with id N (`$BERTH_PANE` inside it). A pane
   * that moved to another session (`join-pane`, `move-window`) keeps its
   * id, while the `$BERTH` its program started with names the session it
   * left: the one pane with that id in the daemon is found there.
   */
  #paneById(session: Session, key: string): Found {
    const id = Number(BARE_PANE_ID.exec(key)![1]);
    const found = paneWithId(session, id);
    if (found) return { ...found, index: found.window.index };
    const moved = panesWithId(this.sessions, id);
    if (moved.length === 1) {
      return { ...moved[0], index: moved[0].window.index };
    }
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
  #anyPaneId(key: string): Found {
    const found = panesWithId(this.sessions, Number(key.slice(1)));
    if (found.length === 1) {
      return { ...found[0], index: found[0].window.index };
    }
    if (found.length > 1) {
      throw new RequestFailure(
        "not-found",
        `Pane ${key} is in sessions ${
          found.map((r) => r.session.name).sort().join(", ")
        }; write -t SESSION:${key}`,
      );
    }
    throw new RequestFailure(
      "not-found",
      `No pane ${key} (berth list-panes -a -F '#{pane_id}' lists them)`,
    );
  }
}

/**
 * tmux's pane places (`window_find_string`): the pane at the middle of
 * the window's top, bottom, left or right edge, or at a corner.
 */
function paneAtPlace(w: Window, key: string): Pane | undefined {
  const place = key.toLowerCase();
  const [cols, rows] = [w.cols, w.rows];
  let x = Math.floor(cols / 2);
  let y = Math.floor(rows / 2);
  // The label row (pane-border-status) is no pane's, as in tmux 3.3a.
  const status = w.borderStatus;
  if (place.startsWith("top")) y = status === "top" ? 1 : 0;
  else if (place.startsWith("bottom")) {
    y = rows - (status === "bottom" ? 2 : 1);
  }
  if (place.endsWith("left")) x = 0;
  else if (place.endsWith("right")) x = cols - 1;
  const known = [
    "top",
    "bottom",
    "left",
    "right",
    "top-left",
    "top-right",
    "bottom-left",
    "bottom-right",
  ];
  if (!known.includes(place)) return undefined;
  // As tmux's `window_get_active_at`: a pane's right and bottom borders
  // count as its own.
  for (const [id, r] of w.layout.rects()) {
    if (x >= r.x && x <= r.x + r.cols && y >= r.y && y <= r.y + r.rows) {
      return w.panes.get(id);
    }
  }
  return undefined;
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

/**
 * `table`'s entry for `key`, its own only: a window or pane called
 * `constructor` or `toString` is a name, not Object's.
 */
function word<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** `at` brought into 0 .. count - 1, as tmux's steps wrap. */
function wrap(at: number, count: number): number {
  return ((at % count) + count) % count;
}

/** Whether `name` begins with `key`. */
function prefixOf(key: string, name: string): boolean {
  return name.startsWith(key);
}

/** `=` alone: tmux's exact match wants the name after it. */
function noNameAfterEquals(target: string): RequestFailure {
  return bad(
    `Target ${target}: = takes a name after it (=NAME matches NAME exactly)`,
  );
}

function bad(message: string): RequestFailure {
  return new RequestFailure("bad-request", message);
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
