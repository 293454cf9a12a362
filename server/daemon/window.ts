/**
 * A window: panes in a layout (tmux's window). It has the session's size,
 * or more when its layout's panes need more; zoomed, the session's alone
 * (its pane is all it shows, as tmux sizes a zoomed window). The shown
 * window's panes are composed by the parse worker, the active pane's
 * cursor and modes go to the clients.
 *
 * @module
 */

import {
  type BorderStatus,
  type Direction,
  Layout,
  type PresetLayout,
  type Rect,
} from "../workers/layout.ts";
import type { Pane } from "./pane.ts";
import type { WindowSettings } from "../../protocol/options.ts";

/** The count `Window.active` stamps panes with, for every window. */
let activePoints = 0;

/** A session's window. */
export class Window {
  /** Unique in its session, never reused (tmux's `@N`). */
  readonly id: number;
  /** Its number in the session (tmux's window index). */
  index: number;
  name: string;
  readonly layout: Layout;
  readonly panes = new Map<number, Pane>();
  #active!: Pane;
  /**
   * When each pane was last made active (a count, as tmux's
   * `active_point`): of several panes beside the active one,
   * `select-pane -L` and its kin pick the one active last.
   */
  readonly #activeAt = new Map<number, number>();
  /** The pane active before `active` (`select-pane -l`, prefix `;`). */
  last: Pane | null = null;
  /** The active pane fills the window (prefix `z`). */
  zoomed = false;
  /**
   * Typed keys go to every pane it shows, not the active one alone
   * (tmux's `synchronize-panes`, a window option): its own value (`setw`),
   * null: the daemon's (`set -g`, `Session.synchronizedOf`).
   */
  synchronized: boolean | null = null;
  /**
   * Its own values of tmux's window options (`setw -t :1 mode-keys vi`,
   * `WINDOW_SETTINGS`) and its user options (`setw @x`), over the
   * daemon's.
   */
  settings: WindowSettings = {};

  /**
   * Its own values the settings of its session's clients take while it
   * is shown (the daemon's `options` push): not its user options, nor its
   * `window-status-*`, which go with its entry of the status line alone.
   */
  clientOwn(): [string, string][] {
    const own: [string, string][] = [];
    for (const [name, text] of Object.entries(this.settings)) {
      if (
        text !== undefined && !name.startsWith("@") &&
        !name.startsWith("window-status-")
      ) own.push([name, text]);
    }
    return own;
  }

  /** Whether `other`'s clients would take the same own values as its. */
  sameClientOwn(other: Window): boolean {
    const mine = this.clientOwn();
    const theirs = other.clientOwn();
    if (mine.length !== theirs.length) return false;
    const by = other.settings as Record<string, string | undefined>;
    return mine.every(([name, text]) => by[name] === text);
  }
  /** The preset last applied (prefix `Space` goes on from it). */
  preset: PresetLayout | undefined;
  /**
   * Its layout string before the last `select-layout` (tmux's
   * `old_layout`: `select-layout -o` goes back to it).
   */
  oldLayout: string | undefined;
  /** Output came while it was not shown (the status line's `#`). */
  activity = false;
  /** A bell rang while it was not shown (the status line's `!`). */
  bell = false;
  /** Silent `monitor-silence`'s seconds while not shown (`~`). */
  silence = false;
  /**
   * Its own `automatic-rename` (tmux's window option): named after the
   * program in front in its active pane (true), not (false: also once it
   * is named, `rename-window`, `new-window -n`), or as the daemon's
   * setting says (null, `setw -u`).
   */
  autoName: boolean | null = null;
  /**
   * The connection number of the attach client that typed in it last (or
   * changed size) while it was shown: tmux's `w->latest`, whose change
   * fires `client-active`.
   */
  latestClient = -1;
  /** When its name was last checked (`performance.now()`). */
  nameCheckedAt = -Infinity;
  /** A check to come, held back to one every `NAME_CHECK_MS`. */
  nameCheckLater: (() => void) | undefined;
  /** The size the session gave it (`resize`): a zoomed window's. */
  #cols: number;
  #rows: number;

  constructor(
    id: number,
    index: number,
    name: string,
    pane: Pane,
    cols: number,
    rows: number,
    /** A saved layout holding `pane` (a live upgrade's), else `pane` alone. */
    layout?: Layout,
  ) {
    this.id = id;
    this.index = index;
    this.name = name;
    this.layout = layout ?? new Layout(pane.id, cols, rows);
    this.#cols = Math.max(cols, 1);
    this.#rows = Math.max(rows, 1);
    this.panes.set(pane.id, pane);
    this.active = pane;
  }

  /**
   * Gives the window the session's size: its layout takes it, or the
   * least that holds its panes when they need more (`Layout.resize`).
   */
  resize(cols: number, rows: number): void {
    this.#cols = Math.max(cols, 1);
    this.#rows = Math.max(rows, 1);
    this.layout.resize(cols, rows);
  }

  /**
   * Takes `layout`'s tree (a layout string's, `layout_custom.ts`) and
   * gives it the session's size, as tmux sizes a window to its clients
   * after `select-layout` with a layout of another size.
   */
  adopt(layout: Layout): void {
    this.layout.adopt(layout);
    this.layout.resize(this.#cols, this.#rows);
  }

  /**
   * Its width: its layout's, or zoomed the session's (the layout, which
   * keeps the hidden panes' places, may be larger).
   */
  get cols(): number {
    return this.zoomed ? this.#cols : this.layout.cols;
  }

  /** Its height, as `cols`. */
  get rows(): number {
    return this.zoomed ? this.#rows : this.layout.rows;
  }

  /** The panes in order (their indexes, from 0). */
  ordered(): Pane[] {
    return this.layout.panes().map((id) => this.panes.get(id)!);
  }

  /** Pane number `index`, or undefined. */
  paneAt(index: number): Pane | undefined {
    const id = this.layout.panes()[index];
    return id === undefined ? undefined : this.panes.get(id);
  }

  /** `pane`'s index in the window. */
  indexOf(pane: Pane): number {
    return this.layout.panes().indexOf(pane.id);
  }

  /** The pane keys go to. */
  get active(): Pane {
    return this.#active;
  }

  set active(pane: Pane) {
    this.#active = pane;
    this.#activeAt.set(pane.id, ++activePoints);
  }

  /**
   * The pane beside `from` towards `dir` (wrapping round), of several the
   * one active last, as tmux 3.3a's; undefined when there is none.
   */
  neighbour(from: Pane, dir: Direction): Pane | undefined {
    const id = this.layout.neighbour(
      from.id,
      dir,
      (pane) => this.#activeAt.get(pane) ?? 0,
    );
    return id === null ? undefined : this.panes.get(id);
  }

  /** Makes `pane` the active one (the previous one becomes `last`). */
  select(pane: Pane): void {
    if (pane === this.active) return;
    this.last = this.active;
    this.active = pane;
    this.zoomed = false;
  }

  /**
   * Puts `fresh` in the place of `old`, which has the same id (a
   * respawned pane): active, last and layout stay as they were.
   */
  replace(old: Pane, fresh: Pane): void {
    this.panes.set(fresh.id, fresh);
    if (this.active === old) this.active = fresh;
    if (this.last === old) this.last = fresh;
  }

  /**
   * Removes `pane`; false when it was the last one (the window goes). As
   * tmux 3.3a's (`server_kill_pane`, `window_lost_pane`): the window is
   * unzoomed, whichever pane goes; an active `pane`'s place goes to the
   * last active pane, else the one before it, else the one after (the
   * window's first pane took it: after killing the 4th of 4 panes and
   * then the 3rd, the 1st was active where tmux's is the 2nd).
   */
  remove(pane: Pane): boolean {
    if (this.panes.size === 1) return false;
    const order = this.ordered();
    const at = order.indexOf(pane);
    this.layout.remove(pane.id);
    this.panes.delete(pane.id);
    this.#activeAt.delete(pane.id);
    this.zoomed = false;
    if (this.last === pane) this.last = null;
    if (this.active === pane) {
      this.active = this.last ?? order[at - 1] ?? order[at + 1];
      this.last = null;
    }
    return true;
  }

  /**
   * Where its panes' labels go (tmux's `pane-border-status`): a pane at
   * the window's top (or bottom) gives that row to its label.
   */
  get borderStatus(): BorderStatus {
    return this.layout.status;
  }

  set borderStatus(status: BorderStatus) {
    this.layout.status = status;
  }

  /**
   * What is shown: every pane's rectangle, or the active one's, zoomed
   * (less its label row, as tmux's: the zoomed pane is the window's top and
   * bottom cell).
   */
  shown(): Map<number, Rect> {
    if (this.zoomed) {
      const status = this.borderStatus;
      const label = status !== "off" && this.rows >= 2 ? 1 : 0;
      return new Map([[this.active.id, {
        x: 0,
        y: status === "top" ? label : 0,
        cols: this.cols,
        rows: this.rows - label,
      }]]);
    }
    return this.layout.rects();
  }

  /** Whether `pane` gives a row to its label (`borderStatus`), as shown. */
  hasStatusRow(pane: Pane): boolean {
    if (this.zoomed) {
      return pane === this.active && this.borderStatus !== "off" &&
        this.rows >= 2;
    }
    return this.layout.hasStatusRow(pane.id);
  }
}
