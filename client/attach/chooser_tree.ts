/**
 * The tree of tmux's `choose-tree`: sessions, each expandable into its
 * windows, with a cursor. Prefix `s` starts with the sessions collapsed
 * and the current one under the cursor, prefix `w` with every session
 * expanded and the current window under it. Pure: built from `ls`
 * answers, so it is tested without a daemon.
 *
 * @module
 */

import type { SessionInfo } from "../../protocol/messages.ts";
import { ListCursor, withLabels } from "./chooser_list.ts";

/** One line of the tree: a session, or one of its windows. */
export interface TreeItem {
  session: string;
  /** The window's index; absent for a session's line. */
  window?: number;
  /** The pane `find-window` found there (Enter makes it the active one). */
  pane?: number;
  /** The line as shown. */
  text: string;
}

/** The target an item names: `SESSION` or `SESSION:WINDOW`. */
export function itemTarget(item: TreeItem): string {
  return item.window === undefined
    ? item.session
    : `${item.session}:${item.window}`;
}

/** Sessions and their windows, some expanded, with a cursor. */
export class ChooserTree {
  readonly list = new ListCursor();
  #sessions: SessionInfo[] = [];
  #expanded = new Set<string>();
  #items: TreeItem[] = [];

  /**
   * @param current the session this client shows
   * @param windows prefix `w`: every session expanded, the cursor on the
   *   current session's shown window; else on the current session
   * @param found `find-window`'s panes: only their windows (each with its
   *   first pane found) and their sessions, expanded, are listed
   */
  constructor(
    sessions: SessionInfo[],
    readonly current: string,
    readonly windows: boolean,
    readonly found: ReadonlyMap<string, number> | null = null,
  ) {
    if (windows || found) {
      for (const s of sessions) this.#expanded.add(s.name);
    }
    this.update(sessions);
    const shown = sessions.find((s) => s.name === current)?.windows
      ?.find((w) => w.active)?.index;
    this.#pointAt(current, windows ? shown : undefined);
  }

  /** The lines shown, in order. */
  get items(): readonly TreeItem[] {
    return this.#items;
  }

  /** The item under the cursor, or null when there are none. */
  get selected(): TreeItem | null {
    return this.#items[this.list.cursor] ?? null;
  }

  /** New sessions (an `ls` answer): the cursor stays on its item. */
  update(sessions: SessionInfo[]): void {
    const was = this.selected;
    this.#sessions = sessions.filter((s) => !s.exit);
    this.#build();
    if (was) this.#pointAt(was.session, was.window);
  }

  /** Shows the selected session's windows (Right, `+`). */
  expand(): void {
    const item = this.selected;
    if (!item || item.window !== undefined) return;
    this.#expanded.add(item.session);
    this.#build();
  }

  /** Hides the selected session's windows (Left, `-`); on a window, its session's. */
  collapse(): void {
    const item = this.selected;
    if (!item) return;
    this.#expanded.delete(item.session);
    this.#build();
    this.#pointAt(item.session, undefined);
  }

  #pointAt(session: string, window: number | undefined): void {
    let i = this.#items.findIndex((it) =>
      it.session === session && it.window === window
    );
    if (i < 0) i = this.#items.findIndex((it) => it.session === session);
    if (i >= 0) this.list.cursor = i;
  }

  #build(): void {
    const items: TreeItem[] = [];
    const found = this.found;
    for (const s of this.#sessions) {
      const open = this.#expanded.has(s.name);
      const all = s.windows ?? [];
      const ws = found
        ? all.filter((w) => found.has(`${s.name}:${w.index}`))
        : all;
      if (found && ws.length === 0) continue;
      const n = `${all.length} window${all.length === 1 ? "" : "s"}`;
      const attached = s.clients > 0 ? " (attached)" : "";
      items.push({
        session: s.name,
        text: `${open ? "-" : "+"} ${s.name}: ${n}${attached}`,
      });
      if (!open) continue;
      ws.forEach((w, i) => {
        const branch = i === ws.length - 1 ? "└─>" : "├─>";
        const panes = `${w.panes} pane${w.panes === 1 ? "" : "s"}`;
        items.push({
          session: s.name,
          window: w.index,
          ...(found ? { pane: found.get(`${s.name}:${w.index}`) } : {}),
          text: `  ${branch} ${w.index}: ${w.name}${
            w.active ? "*" : ""
          } (${panes})`,
        });
      });
    }
    this.#items = items;
    this.list.resize(items.length);
  }
}

/** The lines of `items` with tmux's `(N)` shortcut labels on the first ten. */
export function labelled(items: readonly TreeItem[]): string[] {
  return withLabels(items.map((it) => it.text));
}
