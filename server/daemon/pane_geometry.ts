/**
 * The `panes` part of a screen update: where each pane of the shown window
 * is and what its program asked of the mouse, so that the attach client can
 * tell which pane a click or the wheel is over, and whether to pass it on.
 *
 * @module
 */

import type { WirePane } from "../../protocol/messages.ts";
import type { Window } from "./window.ts";

/**
 * The panes `window` shows (one, zoomed), in index order, numbered from
 * `base` (`pane-base-index`).
 */
export function shownPanes(window: Window, base = 0): WirePane[] {
  const shown = window.shown();
  const out: WirePane[] = [];
  window.ordered().forEach((pane, index) => {
    const r = shown.get(pane.id);
    if (!r) return;
    out.push({
      id: pane.id,
      index: base + index,
      x: r.x,
      y: r.y,
      cols: r.cols,
      rows: r.rows,
      active: pane === window.active,
      mouse: pane.mouse.mouse,
      encoding: pane.mouse.encoding,
      altScroll: pane.mouse.altScroll,
      cursorKeys: pane.cursorKeys,
    });
  });
  return out;
}
