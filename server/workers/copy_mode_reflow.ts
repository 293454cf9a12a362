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
  /**
   * The pane's rows as they wrapped before and just after it (taken while
   * copy mode was kept on the pane): a state of the size before told after
   * it (a client's second key, read before it saw the reflow its first
   * one caused) is moved on its text too, not by distance.
   */
  text?: { before: ReflowTerm; after: ReflowTerm };
}

/**
 * `state` in the numbers after `reflow`, when its numbers are of the size
 * before it (on its text when the reflow kept its rows' wraps, else as far
 * from the bottom); else null (of the new size already, or of another).
 */
export function reflowCopyMode(
  state: CopyModeState,
  reflow: Reflow,
): CopyModeState | null {
  if (state.cols !== reflow.cols || state.screenRows !== reflow.rows) {
    return null;
  }
  if (reflow.text) {
    return textPlaces(reflow.text.before, state)(reflow.text.after);
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

/**
 * A place in a pane's text that a reflow keeps: how many lines (as the
 * program wrote them, soft wraps joined) above the line of the pane's
 * cursor, which the engine keeps on its text, and how far into that line.
 */
interface TextPlace {
  above: number;
  offset: number;
}

/** What the mapping reads of the engine (`Terminal`). */
export interface ReflowTerm {
  readonly cols: number;
  readonly rows: number;
  readonly scrollbackLength: number;
  readonly historyPushed: number;
  rowWrapped(y: number): boolean;
  cursor(): { y: number };
}

/**
 * The kept state's places in `term` before a resize; after it, `moveTo`
 * gives the state in the new numbers, each line on the text it was on, as
 * tmux's copy mode keeps its cursor's text across a resize
 * (`window_copy_resize`), so that the view's content does not move.
 */
export function textPlaces(
  term: ReflowTerm,
  state: CopyModeState,
): (term: ReflowTerm) => CopyModeState {
  const place = (line: number, x: number) => placeOf(term, line, x);
  const top = place(state.top, 0);
  const cursor = place(...state.cursor);
  const selection = state.selection &&
    place(state.selection[0], state.selection[1]);
  const mark = state.mark && place(...state.mark);
  return (now) => {
    const at = (p: TextPlace) => lineAt(now, p);
    const moved: CopyModeState = {
      ...state,
      pushed: now.historyPushed,
      cols: now.cols,
      screenRows: now.rows,
      top: at(top)[0],
      cursor: at(cursor),
    };
    if (state.selection && selection) {
      moved.selection = [...at(selection), state.selection[2]];
    }
    if (mark) moved.mark = at(mark);
    return moved;
  };
}

/**
 * `term`'s rows as they wrap now, kept: `textPlaces` on it once `term`
 * has reflowed. Only the wrap flags (a byte a row) and the numbers.
 */
export function wrapSnapshot(term: ReflowTerm): ReflowTerm {
  const { cols, rows, scrollbackLength, historyPushed } = term;
  const oldest = -scrollbackLength;
  const wrapped = new Uint8Array(scrollbackLength + rows);
  for (let y = oldest; y < rows; y++) {
    if (term.rowWrapped(y)) wrapped[y - oldest] = 1;
  }
  const cursor = { y: term.cursor().y };
  return {
    cols,
    rows,
    scrollbackLength,
    historyPushed,
    rowWrapped: (y) => wrapped[y - oldest] === 1,
    cursor: () => cursor,
  };
}

// The first row (y) of the line that row y is part of.
function lineStart(term: ReflowTerm, y: number): number {
  const oldest = -term.scrollbackLength;
  while (y > oldest && term.rowWrapped(y - 1)) y--;
  return y;
}

// Line `line` (`pushed` based), column x, as a place the reflow keeps.
function placeOf(term: ReflowTerm, line: number, x: number): TextPlace {
  const oldest = -term.scrollbackLength;
  const y = Math.max(
    oldest,
    Math.min(line - term.historyPushed, term.rows - 1),
  );
  const start = lineStart(term, y);
  const anchor = lineStart(term, term.cursor().y);
  let above = 0;
  // Each row that is not soft-wrapped ends a line.
  for (let r = start; r < anchor; r++) if (!term.rowWrapped(r)) above++;
  for (let r = anchor; r < start; r++) if (!term.rowWrapped(r)) above--;
  return { above, offset: (y - start) * term.cols + x };
}

// The line number and column of `p` in `term` (after the reflow), within
// the line it names and the rows there are.
function lineAt(term: ReflowTerm, p: TextPlace): [number, number] {
  const oldest = -term.scrollbackLength, last = term.rows - 1;
  let start = lineStart(term, term.cursor().y);
  for (let k = p.above; k > 0 && start > oldest; k--) {
    start = lineStart(term, start - 1);
  }
  for (let k = p.above; k < 0 && start < last; k++) {
    let r = start;
    while (r < last && term.rowWrapped(r)) r++;
    start = r + 1;
  }
  start = Math.min(start, last);
  let end = start; // the line's last row
  while (end < last && term.rowWrapped(end)) end++;
  const y = Math.min(start + Math.floor(p.offset / term.cols), end);
  const x = y === end && start + Math.floor(p.offset / term.cols) > end
    ? term.cols - 1
    : p.offset % term.cols;
  return [term.historyPushed + y, x];
}
