/**
 * A window's composed rows for the chooser's preview (the `preview`
 * request): any window of the session, shown or not, composed from its
 * panes' screens as `compose.ts` composes the shown one, but only the
 * rows asked for: those that end at the active pane's cursor, so a
 * preview smaller than the window still shows where the work is.
 *
 * @module
 */

import type { WindowPreview } from "../../protocol/messages.ts";
import type { RowRun } from "../../vt/types.ts";
import { type BorderLook, WindowFrame } from "./compose.ts";
import type { Rect } from "./layout.ts";
import type { ToParse } from "./parse_messages.ts";

type PreviewMsg = Extract<ToParse, { t: "preview" }>;

/**
 * The rows `msg` asks for; `rowRuns` gives a pane's row, `cursorY` the
 * active pane's cursor row (null when that pane is gone); `look`: the
 * borders' styles, as the shown window's.
 */
export function composePreview(
  msg: PreviewMsg,
  rowRuns: (pane: number, y: number) => RowRun[],
  cursorY: number | null,
  look: Omit<BorderLook, "status" | "labels"> = {},
): WindowPreview {
  const rects = new Map<number, Rect>();
  for (const [pane, x, y, cols, rows] of msg.rects) {
    rects.set(pane, { x, y, cols, rows });
  }
  const frame = new WindowFrame(msg.cols, msg.rows, rects, msg.active, -1, {
    ...look,
    status: msg.status,
    labels: new Map(msg.labels ?? []),
  });
  const at = rects.get(msg.active);
  const cursor = at && cursorY !== null ? at.y + cursorY : 0;
  const height = Math.min(msg.height, msg.rows);
  const top = Math.max(0, Math.min(cursor - height + 1, msg.rows - height));
  const lines: RowRun[][] = [];
  // Links are each engine's own ids, meaningless in a preview.
  const source = (pane: number, y: number) =>
    rowRuns(pane, y).map((r) => r.length > 6 ? r.slice(0, 6) as RowRun : r);
  for (let y = top; y < top + height; y++) {
    lines.push(frame.composeRow(y, source));
  }
  return { cols: msg.cols, rows: msg.rows, top, lines };
}
