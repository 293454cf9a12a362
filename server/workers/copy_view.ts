/**
 * A pane's copy mode as the window shows it (tmux 3.3a draws a pane's
 * mode whether the pane is active or not): the lines at the view's top
 * (`CopyModeState.top`) instead of the live screen, and the position
 * indicator `[offset/total]` at the top right in tmux's default
 * `mode-style` (black on yellow). The attach client that shows the pane
 * active draws its own copy mode over this (the cursor, the selection,
 * the search's marks, its `mode-style`); every other pane in copy mode,
 * and every other client, shows this one.
 *
 * @module
 */

import type { CopyModeState } from "../../protocol/messages.ts";
import { type RowRun, RUN_WIDE } from "../../vt/types.ts";

/** The rows a copy mode view reads (`Terminal`'s). */
export interface CopyViewSource {
  readonly cols: number;
  readonly rows: number;
  readonly historyPushed: number;
  readonly scrollbackLength: number;
  rowRuns(y: number): RowRun[];
}

/** tmux 3.3a's `mode-style`, `bg=yellow,fg=black`. */
const INDICATOR_FG = 0;
const INDICATOR_BG = 3;

/**
 * Row `y` of copy mode `state`'s view of `term`: line `top + y`, the
 * position indicator over row 0. A top that left the history (output
 * came meanwhile) is the oldest line, as the attach client's copy mode
 * takes it up.
 */
export function copyViewRow(
  term: CopyViewSource,
  state: CopyModeState,
  y: number,
): RowRun[] {
  const pushed = term.historyPushed;
  const top = Math.max(state.top, pushed - term.scrollbackLength);
  const row = top + y - pushed;
  const runs = row < term.rows ? term.rowRuns(row) : [];
  if (y !== 0 || state.hidePosition) return runs;
  const at = `[${Math.max(0, pushed - top)}/${term.scrollbackLength}]`;
  return withRight(runs, term.cols, at);
}

// `runs` cut to the cells left of `text` (ASCII), then `text` in the
// indicator's style at the row's right end (`cols` wide).
function withRight(runs: RowRun[], cols: number, text: string): RowRun[] {
  const keep = Math.max(0, cols - text.length);
  const out: RowRun[] = [];
  let used = 0;
  for (const r of runs) {
    if (used >= keep) break;
    if (used + r[1] <= keep) {
      out.push(r);
      used += r[1];
      continue;
    }
    // The run crossing the indicator's first cell: its graphemes that fit.
    const wide = ((r[4] ?? 0) & RUN_WIDE) !== 0, width = wide ? 2 : 1;
    const n = Math.floor((keep - used) / width);
    if (n > 0) {
      const text = graphemes(r[0]).slice(0, n).join("");
      out.push([text, n * width, ...r.slice(2)] as RowRun);
      used += n * width;
    }
    break;
  }
  if (used < keep) out.push([" ".repeat(keep - used), keep - used]);
  out.push([
    text.slice(text.length - (cols - keep)),
    cols - keep,
    INDICATOR_FG,
    INDICATOR_BG,
  ]);
  return out;
}

const segmenter = new Intl.Segmenter();

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}
