/**
 * What the mouse is over: a pane (and where in it), or the border between
 * panes (to drag), from the shown window's pane rectangles
 * (`UpdateMsg.panes`). Borders are the one-cell gaps the layout leaves
 * between panes.
 *
 * @module
 */

import type { WirePane } from "../../protocol/messages.ts";

/** A place on the window. */
export type MouseHit =
  /** In `pane`, at (`x`, `y`) from its top left corner. */
  | { kind: "pane"; pane: WirePane; x: number; y: number }
  /**
   * On `pane`'s right border ("lr": dragging sets its width) or its bottom
   * border ("tb": its height).
   */
  | { kind: "border"; pane: WirePane; split: "lr" | "tb" }
  | { kind: "none" };

/** What is at (`x`, `y`) of the window. */
export function hitTest(
  panes: readonly WirePane[],
  x: number,
  y: number,
): MouseHit {
  for (const p of panes) {
    if (x >= p.x && x < p.x + p.cols && y >= p.y && y < p.y + p.rows) {
      return { kind: "pane", pane: p, x: x - p.x, y: y - p.y };
    }
  }
  for (const p of panes) {
    if (x === p.x + p.cols && y >= p.y && y < p.y + p.rows) {
      return { kind: "border", pane: p, split: "lr" };
    }
  }
  for (const p of panes) {
    if (y === p.y + p.rows && x >= p.x && x < p.x + p.cols) {
      return { kind: "border", pane: p, split: "tb" };
    }
  }
  // The corners, and a pane's label row above it (pane-border-status
  // top): a border there is the first pane's whose border runs a cell
  // beyond its side, as tmux 3.3a's server_client_check_mouse finds it.
  for (const p of panes) {
    if (x === p.x + p.cols && y >= p.y - 1 && y <= p.y + p.rows) {
      return { kind: "border", pane: p, split: "lr" };
    }
    if (y === p.y + p.rows && x >= p.x - 1 && x <= p.x + p.cols) {
      return { kind: "border", pane: p, split: "tb" };
    }
  }
  return { kind: "none" };
}

/** (`x`, `y`) of the window made relative to `pane`, kept inside it. */
export function inPane(
  pane: WirePane,
  x: number,
  y: number,
): { x: number; y: number } {
  return {
    x: Math.max(0, Math.min(pane.cols - 1, x - pane.x)),
    y: Math.max(0, Math.min(pane.rows - 1, y - pane.y)),
  };
}
