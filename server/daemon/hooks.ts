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
import { SESSION_HOOKS, WINDOW_HOOKS } from "../../protocol/hook_names.ts";

/** Where a hook is kept: `g`, or `s`, `w`, `p` and the object's id. */
export type HookPlace = "g" | `${"s" | "w" | "p"}${number}`;

/** A hook's entries, index to command line. */
type Entries = Map<number, string>;

/** What a daemon's hooks are, for `berth upgrade`'s state file. */
export type HookState = [HookPlace, string, [number, string][]][];

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
