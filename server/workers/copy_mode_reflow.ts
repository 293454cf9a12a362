/**
 * A pane's kept copy mode across a reflow (conversation step 32): the
 * state's line numbers (`HistoryPage`'s, `pushed` based) mean nothing once
 * the pane's size changed, and output may have come between the state and
 * the resize, so the parse worker, which sees both, moves the lines when
 * it resizes the engine: each as far from the screen's bottom as it was
 * then, as an attach client's `HistoryView` keeps its view across a
 * reflow. A client attaching later (or one whose state arrives late)
 * then finds the lines it left, however much output came meanwhile.
 *
 * @module
 */

import type { CopyModeState } from "../../protocol/messages.ts";

/** Where a resize moved a pane's lines. */
export interface Reflow {
  /** The size before, which a state's numbers must be of. */
  cols: number;
  rows: number;
  /** How far the line at the screen's bottom moved. */
  by: number;
  /** The size and `pushed` after. */
  now: { cols: number; rows: number; pushed: number };
}

/**
 * `state` in the numbers after `reflow`, when its numbers are of the size
 * before it; else null (of the new size already, or of another).
 */
export function reflowCopyMode(
  state: CopyModeState,
  reflow: Reflow,
): CopyModeState | null {
  if (state.cols !== reflow.cols || state.screenRows !== reflow.rows) {
    return null;
  }
  const by = reflow.by;
  const moved: CopyModeState = {
    ...state,
    pushed: reflow.now.pushed,
    cols: reflow.now.cols,
    screenRows: reflow.now.rows,
    top: state.top + by,
    cursor: [state.cursor[0] + by, state.cursor[1]],
  };
  if (state.selection) {
    const [line, x, mode] = state.selection;
    moved.selection = [line + by, x, mode];
  }
  if (state.mark) moved.mark = [state.mark[0] + by, state.mark[1]];
  return moved;
}
