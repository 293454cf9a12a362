/**
 * tmux's hooks (`set-hook`, `show-hooks`): command lines the daemon runs
 * when an event happens (`session-created`, `pane-died` ...) or after a
 * command (`after-split-window`). Each hook is an array, as tmux keeps it
 * (an option of the array kind: `NAME[INDEX]`), held by the daemon (tmux's
 * global options), a session, a window or a pane; an event runs the most
 * specific one set (the pane's, else its window's, else its session's,
 * else the daemon's), as tmux's options inherit. Only the store and its
 * lines here; the daemon fires them (`hook_runner.ts`).
 *
 * @module
 */

import type { HookScope } from "../../protocol/messages.ts";

/** The hooks tmux 3.3a has (`options-table.c`), in `show-hooks`' order. */
export const SESSION_HOOKS: readonly string[] = [
  "after-bind-key",
  "after-capture-pane",
  "after-copy-mode",
  "after-display-message",
  "after-display-panes",
  "after-kill-pane",
  "after-list-buffers",
  "after-list-clients",
  "after-list-keys",
  "after-list-panes",
  "after-list-sessions",
  "after-list-windows",
  "after-load-buffer",
  "after-lock-server",
  "after-new-session",
  "after-new-window",
  "after-paste-buffer",
  "after-pipe-pane",
  "after-queue",
  "after-refresh-client",
  "after-rename-session",
  "after-rename-window",
  "after-resize-pane",
  "after-resize-window",
  "after-save-buffer",
  "after-select-layout",
  "after-select-pane",
  "after-select-window",
  "after-send-keys",
  "after-set-buffer",
  "after-set-environment",
  "after-set-hook",
  "after-set-option",
  "after-show-environment",
  "after-show-messages",
  "after-show-options",
  "after-split-window",
  "after-unbind-key",
  "alert-activity",
  "alert-bell",
  "alert-silence",
  "client-active",
  "client-attached",
  "client-detached",
  "client-focus-in",
  "client-focus-out",
  "client-resized",
  "client-session-changed",
  "session-closed",
  "session-created",
  "session-renamed",
  "session-window-changed",
  "window-linked",
  "window-unlinked",
];

/** tmux 3.3a's window and pane hooks (`show-hooks -w`, `-p`). */
export const WINDOW_HOOKS: readonly string[] = [
  "pane-died",
  "pane-exited",
  "pane-focus-in",
  "pane-focus-out",
  "pane-mode-changed",
  "pane-set-clipboard",
  "pane-title-changed",
  "window-layout-changed",
  "window-pane-changed",
  "window-renamed",
  "window-resized",
];

/** Where a hook is kept: `g`, or `s`, `w`, `p` and the object's id. */
export type HookPlace = "g" | `${"s" | "w" | "p"}${number}`;

/** A hook's entries, index to command line. */
type Entries = Map<number, string>;

/** What a daemon's hooks are, for `berth upgrade`'s state file. */
export type HookState = [HookPlace, string, [number, string][]][];

/**
 * The hook name `spec` means (`NAME` or `NAME[INDEX]`), with its index
 * (undefined: the whole array); a mistake is thrown as one line.
 * `extra`: further names that are valid (`after-` and a command berth has
 * that tmux 3.3a has no hook for, as tmux runs one after every command).
 */
export function hookName(
  spec: string,
  extra: (name: string) => boolean = () => false,
): { name: string; index?: number } {
  const m = /^([a-z-]+)(?:\[(\d{1,6})\])?$/.exec(spec);
  const name = m?.[1] ?? spec;
  if (
    !m || !(SESSION_HOOKS.includes(name) || WINDOW_HOOKS.includes(name) ||
      extra(name))
  ) {
    throw new Error(
      `Unknown hook: ${spec} (berth show-hooks -g lists them, as tmux's)`,
    );
  }
  return m[2] === undefined ? { name } : { name, index: Number(m[2]) };
}

/** The daemon's hooks: every place's, by name. */
export class HookStore {
  #places = new Map<HookPlace, Map<string, Entries>>();

  /** Whether any hook is set anywhere (the common case: none). */
  get empty(): boolean {
    return this.#places.size === 0;
  }

  /**
   * tmux's `set-hook`: `command` at `index` (undefined: the whole hook
   * becomes this one entry, as tmux's), or appended at the first free
   * index (`append`).
   */
  set(
    place: HookPlace,
    name: string,
    command: string,
    index?: number,
    append = false,
  ): void {
    const hooks = this.#places.get(place) ?? new Map<string, Entries>();
    this.#places.set(place, hooks);
    const old = hooks.get(name);
    const entries: Entries = append || index !== undefined
      ? old ?? new Map()
      : new Map();
    let at = index ?? 0;
    if (append && index === undefined) { while (entries.has(at)) at++; }
    entries.set(at, command);
    hooks.set(name, entries);
  }

  /** tmux's `set-hook -u`: the whole hook, or its entry `index`. */
  unset(place: HookPlace, name: string, index?: number): void {
    const hooks = this.#places.get(place);
    const entries = hooks?.get(name);
    if (!hooks || !entries) return;
    if (index === undefined) entries.clear();
    else entries.delete(index);
    if (entries.size === 0) hooks.delete(name);
    if (hooks.size === 0) this.#places.delete(place);
  }

  /** Every hook of the place gone (its session, window or pane ended). */
  drop(place: HookPlace): void {
    this.#places.delete(place);
  }

  /**
   * The command lines an event `name` runs, in index order: those of the
   * first of `places` (most specific first) that has the hook set.
   */
  commands(name: string, places: readonly HookPlace[]): string[] {
    for (const place of places) {
      const entries = this.#places.get(place)?.get(name);
      if (entries?.size) {
        return [...entries].sort(([a], [b]) => a - b).map(([, c]) => c);
      }
    }
    return [];
  }

  /**
   * tmux's `show-hooks` lines for `place`: `NAME[INDEX] COMMAND` for each
   * entry, and, for the daemon's (`g`), a bare `NAME` for each hook of
   * `names` that is not set; only hook `only` when given.
   */
  lines(
    place: HookPlace,
    names: readonly string[],
    only?: { name: string; index?: number },
  ): string[] {
    const hooks = this.#places.get(place);
    const set = [...(hooks?.keys() ?? [])].sort();
    // The daemon's: every name of the list, and the after- hooks of
    // berth's further commands (`after-kill-window`) with the session's.
    const more = names === SESSION_HOOKS
      ? set.filter((n) =>
        !SESSION_HOOKS.includes(n) && !WINDOW_HOOKS.includes(n)
      )
      : [];
    const all = only ? [only.name] : place === "g" ? [...names, ...more] : set;
    const out: string[] = [];
    for (const name of all) {
      const entries = [...(hooks?.get(name) ?? [])]
        .filter(([i]) => only?.index === undefined || i === only.index)
        .sort(([a], [b]) => a - b);
      for (const [i, command] of entries) out.push(`${name}[${i}] ${command}`);
      if (entries.length === 0 && (place === "g" || only)) out.push(name);
    }
    return out;
  }

  /** Everything set, for `berth upgrade`'s state. */
  save(): HookState {
    return [...this.#places].flatMap(([place, hooks]) =>
      [...hooks].map(([name, entries]): HookState[number] => [
        place,
        name,
        [...entries],
      ])
    );
  }

  /** What `save` wrote, back (a live upgrade's new daemon). */
  restore(state: HookState | undefined): void {
    for (const [place, name, entries] of state ?? []) {
      for (const [i, command] of entries) this.set(place, name, command, i);
    }
  }
}

/** The place of scope `scope` for the target's session, window and pane ids. */
export function hookPlace(
  scope: HookScope,
  ids: { session: number; window: number; pane: number },
): HookPlace {
  if (scope === "global") return "g";
  if (scope === "session") return `s${ids.session}`;
  return scope === "window" ? `w${ids.window}` : `p${ids.pane}`;
}
