/**
 * Splits a screen update too large for one socket frame into several, each
 * under the limit. A 4096x4096 screen with a style per cell makes an 84 MB
 * update; as one frame it was over `MAX_FRAME_BYTES`, could not be sent,
 * and the client never got a frame again. Parts are ordinary frames with
 * consecutive `seq`s: the first keeps `full` and the link definitions, the
 * others add rows; the last carries what rides along (title, modes, bell,
 * clipboard, status, panes), so the client sees them once the rows are all
 * there. Each
 * part waits for the ack of the one before, as any frame does.
 *
 * @module
 */

import type { UpdateMsg } from "../../protocol/messages.ts";
import type { RowRun } from "../../vt/types.ts";

/**
 * Estimated bytes of rows in one part. The estimate is an upper bound
 * (3 bytes per UTF-16 unit of text, 24 per run: a styled run encodes in
 * about 5), so a part stays far below the 16 MiB limit.
 */
export const FRAME_PART_BYTES = 4 * 1024 * 1024;

/** An upper bound of the encoded size of one `[y, runs]` line. */
function lineBytes(runs: RowRun[]): number {
  let n = 8;
  for (const run of runs) n += run[0].length * 3 + 24;
  return n;
}

/**
 * `frame` as one or more frames of at most `budget` estimated bytes of
 * rows each; the seqs run from `frame.seq` up.
 */
export function splitUpdate(
  frame: UpdateMsg,
  budget = FRAME_PART_BYTES,
): UpdateMsg[] {
  const groups: [number, RowRun[]][][] = [[]];
  let bytes = 0;
  for (const line of frame.lines) {
    const n = lineBytes(line[1]);
    if (bytes + n > budget && groups.at(-1)!.length > 0) {
      groups.push([]);
      bytes = 0;
    }
    groups.at(-1)!.push(line);
    bytes += n;
  }
  if (groups.length === 1) return [frame];
  const { title, modes, bell, clipboard, links, status, panes } = frame;
  return groups.map((lines, i) => {
    const part: UpdateMsg = {
      t: "update",
      seq: frame.seq + i,
      cols: frame.cols,
      rows: frame.rows,
      full: i === 0 && frame.full,
      lines,
      cursor: frame.cursor,
    };
    if (i === 0 && links) part.links = links;
    if (i === groups.length - 1) {
      if (title !== undefined) part.title = title;
      if (modes !== undefined) part.modes = modes;
      if (bell !== undefined) part.bell = bell;
      if (clipboard !== undefined) part.clipboard = clipboard;
      if (status !== undefined) part.status = status;
      if (panes !== undefined) part.panes = panes;
    }
    return part;
  });
}
