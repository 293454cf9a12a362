/**
 * The tree of tmux's `choose-tree`: sessions, each expandable into its
 * windows, and a window into its panes (as tmux's: Right on a window
 * lists them, each with its program, the active one starred), with a
 * cursor. Prefix `s` starts with the sessions collapsed
 * and the current one under the cursor, prefix `w` with every session
 * expanded and the current window under it. Pure: built from `ls`
 * answers, so it is tested without a daemon.
 *
 * @module
 */

import type { SessionInfo } from "../../protocol/messages.ts";
import { ListCursor, withLabels } from "./chooser_list.ts";

/** One line of the tree: a session, one of its windows or panes. */
export interface TreeItem {
  session: string;
  /** The window's index; absent for a session's line. */
  window?: number;
  /**
   * The pane's index on a pane's line, or the pane `find-window` found
   * in a window (Enter makes it the active one).
   */
  pane?: number;
  /** A pane's line (`x` kills the pane). */
  isPane?: boolean;
  /**
   * The marked pane's line, or its window's: its name and flags (`M`)
   * in reverse video, as tmux's.
   */
  marked?: boolean;
  /**
   * The id of its session (`$N`), its window (`@N`) or, on a pane's line,
   * its pane (`%N`).
   */
  id?: string;
  /** The line as shown. */
  text: string;
}

/** A window's pane as its line shows it. */
export interface TreePane {
  index: number;
  /** `#{pane_id}`: `%N`. */
  id?: string;
  active: boolean;
  /** `#{pane_marked}`: the marked pane (`select-pane -m`, choose-tree's `m`). */
  marked?: boolean;
  /** Its program in front (`#{pane_current_command}`). */
  command: string;
}

/** The pane of a pane's line, false for another line. */
function paneOf(item: TreeItem): number | false {
  return item.isPane && item.pane !== undefined ? item.pane : false;
}

/** The key of a window in the tree's maps: `SESSION:WINDOW`. */
function windowKey(session: string, window: number): string {
  return `${session}:${window}`;
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
  /** Windows whose panes are listed, and their panes as last fetched. */
  #openWindows = new Set<string>();
  #panes = new Map<string, TreePane[]>();
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
    if (was) this.#pointAt(was.session, was.window, paneOf(was));
  }

  /**
   * Shows the selected session's windows, or the selected window's panes
   * (Right, `+`); for a window, its key (`SESSION:WINDOW`), whose panes
   * the caller fetches (`setPanes`).
   */
  expand(): string | null {
    const item = this.selected;
    if (!item || item.isPane || this.found) return null;
    if (item.window === undefined) {
      this.#expanded.add(item.session);
      this.#build();
      return null;
    }
    const key = windowKey(item.session, item.window);
    this.#openWindows.add(key);
    this.#build();
    return key;
  }

  /**
   * Hides the panes of the selected window (or of the pane's window), or
   * else the selected session's windows (Left, `-`), as tmux's.
   */
  collapse(): void {
    const item = this.selected;
    if (!item) return;
    const key = item.window === undefined
      ? null
      : windowKey(item.session, item.window);
    if (key && this.#openWindows.delete(key)) {
      this.#build();
      this.#pointAt(item.session, item.window);
      return;
    }
    this.#expanded.delete(item.session);
    this.#build();
    this.#pointAt(item.session, undefined);
  }

  /** The windows whose panes are listed (to fetch again). */
  get openWindows(): string[] {
    return [...this.#openWindows];
  }

  /** Window `key`'s panes, as fetched. */
  setPanes(key: string, panes: TreePane[]): void {
    const was = this.selected;
    this.#panes.set(key, panes);
    this.#build();
    if (was) this.#pointAt(was.session, was.window, paneOf(was));
  }

  /**
   * The line target (`SESSION:WINDOW.PANE`) of the session, window or
   * pane `itemKey` names now, or undefined when it is gone (a pane's as
   * last fetched).
   */
  targetOf(key: string): string | undefined {
    for (const s of this.#sessions) {
      if (s.name === key || s.id === key) return s.name;
      for (const w of s.windows ?? []) {
        const at = windowKey(s.name, w.index);
        if ((w.id ?? at) === key) return at;
        const p = this.#panes.get(at)?.find((p) =>
          (p.id ?? `${at}.${p.index}`) === key
        );
        if (p) return `${at}.${p.index}`;
      }
    }
    return undefined;
  }

  // The cursor to that item (`pane`: a pane's line; false: not one), else
  // its window's, else its session's.
  #pointAt(
    session: string,
    window: number | undefined,
    pane: number | false = false,
  ): void {
    const at = (pane: number | false) =>
      this.#items.findIndex((it) =>
        it.session === session && it.window === window &&
        (pane === false ? !it.isPane : it.isPane && it.pane === pane)
      );
    let i = at(pane);
    if (i < 0) i = at(false);
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
        ...(s.id ? { id: s.id } : {}),
        text: `${open ? "-" : "+"} ${s.name}: ${n}${attached}`,
      });
      if (!open) continue;
      ws.forEach((w, i) => {
        const branch = i === ws.length - 1 ? "└─>" : "├─>";
        const panes = `${w.panes} pane${w.panes === 1 ? "" : "s"}`;
        const flags = w.flags ?? (w.active ? "*" : "");
        items.push({
          session: s.name,
          window: w.index,
          ...(w.id ? { id: w.id } : {}),
          ...(found ? { pane: found.get(`${s.name}:${w.index}`) } : {}),
          ...(flags.includes("M") ? { marked: true } : {}),
          text: `  ${branch} ${w.index}: ${w.name}${flags} (${panes})`,
        });
        const key = windowKey(s.name, w.index);
        if (!this.#openWindows.has(key)) return;
        const stem = i === ws.length - 1 ? "    " : "  │ ";
        this.#panes.get(key)?.forEach((p, j, all) => {
          const twig = j === all.length - 1 ? "└─>" : "├─>";
          items.push({
            session: s.name,
            window: w.index,
            pane: p.index,
            isPane: true,
            ...(p.id ? { id: p.id } : {}),
            ...(p.marked ? { marked: true } : {}),
            text: `${stem}  ${twig} ${p.index}: ${p.command}${
              p.active ? "*" : ""
            }${p.marked ? "M" : ""}`,
          });
        });
      });
    }
    this.#items = items;
    this.list.resize(items.length);
  }
}

/**
 * The lines of `items` with tmux's `(N)` shortcut labels on the first
 * ten, and a `*` after the name of each `tagged` one (a session's,
 * window's or pane's name ends at the line's first `:`).
 */
export function labelled(
  items: readonly TreeItem[],
  tagged: (it: TreeItem) => boolean = () => false,
): string[] {
  return withLabels(items.map((it) => {
    if (!tagged(it)) return it.text;
    const at = it.text.indexOf(":");
    return `${it.text.slice(0, at)}*${it.text.slice(at)}`;
  }));
}

/**
 * Where the reverse video of a marked item's line (`labelled`'s `line`)
 * starts: at its name, after its index's `: `; -1 when not marked.
 */
export function markedFrom(item: TreeItem, line: string): number {
  if (!item.marked) return -1;
  const at = line.indexOf(": ");
  return at < 0 ? -1 : at + 2;
}

/** The target of an item's own line: its session, window or pane. */
export function lineTarget(item: TreeItem): string {
  const target = itemTarget(item);
  return item.isPane ? `${target}.${item.pane}` : target;
}

/**
 * The name that stays an item's own while the indexes around it shift: a
 * session's name, a window's id (`@N`), a pane's (`%N`); its line's
 * target when the daemon gave none. What `%%` stands for in
 * the command choose-tree's `:` runs (tmux's gives a pane's `%N`): so
 * `kill-pane -t %%` on panes 0 and 1 kills those two, not 0 and then the
 * one that was 2, and a pane tagged stays tagged when one before it goes.
 */
export function itemKey(item: TreeItem): string {
  return item.window === undefined ? item.session : item.id ?? lineTarget(item);
}

/**
 * What an item's tag is kept by: its id (a session's `$N` too: a session
 * renamed by the `:` command run on the tagged ones stays tagged, as
 * tmux's), else its `itemKey`.
 */
export function tagKey(item: TreeItem): string {
  return item.id ?? itemKey(item);
}

/** Whether targets `a` and `b` are one inside the other (or the same). */
export function nested(a: string, b: string): boolean {
  const inside = (x: string, y: string) =>
    x.startsWith(y + ":") || x.startsWith(y + ".");
  return a === b || inside(a, b) || inside(b, a);
}
