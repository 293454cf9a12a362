/**
 * A window: panes in a layout (tmux's window). Its layout always has the
 * session's size; the shown window's panes are composed by the parse
 * worker, the active pane's cursor and modes go to the clients.
 *
 * @module
 */

import { Layout, type PresetLayout, type Rect } from "../workers/layout.ts";
import type { Pane } from "./pane.ts";

/** A session's window. */
export class Window {
  /** Unique in its session, never reused (tmux's `@N`). */
  readonly id: number;
  /** Its number in the session (tmux's window index). */
  index: number;
  name: string;
  readonly layout: Layout;
  readonly panes = new Map<number, Pane>();
  active: Pane;
  /** The pane active before `active` (`select-pane -l`, prefix `;`). */
  last: Pane | null = null;
  /** The active pane fills the window (prefix `z`). */
  zoomed = false;
  /** The preset last applied (prefix `Space` goes on from it). */
  preset: PresetLayout | undefined;
  /** Output came while it was not shown (the status line's `#`). */
  activity = false;
  /** A bell rang while it was not shown (the status line's `!`). */
  bell = false;

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
    this.panes.set(pane.id, pane);
    this.active = pane;
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

  /** Makes `pane` the active one (the previous one becomes `last`). */
  select(pane: Pane): void {
    if (pane === this.active) return;
    this.last = this.active;
    this.active = pane;
    this.zoomed = false;
  }

  /** Removes `pane`; false when it was the last one (the window goes). */
  remove(pane: Pane): boolean {
    if (this.panes.size === 1) return false;
    this.layout.remove(pane.id);
    this.panes.delete(pane.id);
    if (this.last === pane) this.last = null;
    if (this.active === pane) {
      this.active = this.last ?? this.ordered()[0];
      this.last = null;
      this.zoomed = false;
    }
    return true;
  }

  /** What is shown: every pane's rectangle, or the active one's, zoomed. */
  shown(): Map<number, Rect> {
    if (this.zoomed) {
      return new Map([[this.active.id, {
        x: 0,
        y: 0,
        cols: this.layout.cols,
        rows: this.layout.rows,
      }]]);
    }
    return this.layout.rects();
  }
}
