/**
 * tmux's marked pane (`select-pane -m`): one for the whole daemon. It is
 * the target `{marked}` (`~`), the default source of `join-pane` and
 * `move-pane`, `#{pane_marked}`, and flag `M` of its window. Kept as its
 * session and pane id, so that a respawned pane stays marked, as in tmux,
 * and a pane that closed or left its session is marked no longer.
 *
 * @module
 */

import type { Pane } from "./pane.ts";
import type { Window } from "./window.ts";

/**
 * What the mark needs of a session (`Session`; not imported, which
 * imports this module for its window flags).
 */
export interface MarkedSession {
  readonly name: string;
  /** Ended, or killed (its programs still being ended). */
  readonly closed: boolean;
  readonly windows: readonly Window[];
  statusChanged(): void;
  /** Composes its window again (the marked pane's border is reversed). */
  layoutChanged(): void;
}

/** The marked pane where it is. */
export interface Marked {
  session: MarkedSession;
  window: Window;
  pane: Pane;
}

let marked: { session: MarkedSession; id: number } | null = null;

/** The marked pane, with its window and session, while it is there. */
export function markedPane(): Marked | null {
  if (!marked) return null;
  const { session, id } = marked;
  if (session.closed) return null;
  for (const window of session.windows) {
    const pane = window.panes.get(id);
    if (pane) return { session, window, pane };
  }
  return null;
}

/** Whether `pane` of `session` is the marked pane. */
export function isMarked(session: MarkedSession, pane: Pane): boolean {
  return marked?.session === session && marked.id === pane.id &&
    markedPane() !== null;
}

/**
 * Marks `pane` of `session` (tmux's `select-pane -m`; the marked pane
 * again: unmarks it), or unmarks (`select-pane -M`, `pane` null). The
 * status lines that showed or show its window's `M` follow.
 */
export function markPane(session: MarkedSession, pane: Pane | null): void {
  const was = markedPane();
  marked = pane && !isMarked(session, pane) ? { session, id: pane.id } : null;
  was?.session.statusChanged();
  was?.session.layoutChanged();
  if (marked && marked.session !== was?.session) {
    session.statusChanged();
    session.layoutChanged();
  }
}
