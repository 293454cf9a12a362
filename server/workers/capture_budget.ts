/**
 * What a `capture` answer may cost. The answer is one socket frame, so it
 * must stay under `MAX_FRAME_BYTES`; and it must never be built first and
 * measured after: a full capture of a 4096x4096 session pushed the daemon
 * to 10.9 GB. The screen's cells (`ScreenJson.cells`) take about 112 bytes
 * each on the wire whatever they hold (measured: 111 blank, 112 styled), so
 * they are counted before anything is built; history lines are built one
 * at a time and counted as they come, and the capture stops at the budget.
 *
 * @module
 */

import { MAX_FRAME_BYTES } from "../../protocol/messages.ts";

/** Encoded bytes of one `CellJson`, rounded up (measured: 111-112). */
export const CELL_JSON_BYTES = 120;

/**
 * Most bytes a capture answer may take: the frame limit less room for the
 * message around it.
 */
export const CAPTURE_ANSWER_BYTES = MAX_FRAME_BYTES - 64 * 1024;

/** A capture too large to answer; the message is the one-line error. */
export class CaptureTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CaptureTooLarge";
  }
}

const MB = 1024 * 1024;

/** Throws `CaptureTooLarge` when a `cols` x `rows` screen's cells alone do not fit. */
export function checkScreenCells(cols: number, rows: number): number {
  const bytes = cols * rows * CELL_JSON_BYTES;
  if (bytes > CAPTURE_ANSWER_BYTES) {
    throw new CaptureTooLarge(
      `A capture of a ${cols}x${rows} screen would be about ${
        Math.ceil(bytes / MB)
      } MB, over the ${
        MAX_FRAME_BYTES / MB
      } MiB limit; resize the session smaller first (berth resize)`,
    );
  }
  return bytes;
}

/**
 * `line(y)` for y = `from` .. `to` - 1, stopping with `CaptureTooLarge`
 * once they pass `budget` bytes (UTF-8 at most 3 bytes per UTF-16 unit, and
 * the screen's text and history text ride along: counted twice).
 */
export function linesWithin(
  from: number,
  to: number,
  line: (y: number) => string,
  budget: number,
): string[] {
  const out: string[] = [];
  let bytes = 0;
  for (let y = from; y < to; y++) {
    const s = line(y);
    bytes += s.length * 3 * 2 + 16;
    if (bytes > budget) {
      throw new CaptureTooLarge(
        `The capture's ${to - from} lines would pass the ${
          MAX_FRAME_BYTES / MB
        } MiB limit; ask for fewer lines of history (capture --scrollback N, capture-pane -S -N)`,
      );
    }
    out.push(s);
  }
  return out;
}
