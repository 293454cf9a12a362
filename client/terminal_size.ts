/**
 * The size of this process's terminal, as berth can use it: at least 1x1
 * (a pty nobody sized reports 0x0: the classic 80x24 then) and at most
 * berth's largest side on each axis. A terminal wider or taller than that
 * gets a session of the largest size, drawn in its top-left part, as a
 * client larger than its session always is.
 *
 * @module
 */

import { MAX_SIDE } from "../protocol/limits.ts";

/** This terminal's size in cells, clamped to what berth accepts. */
export function terminalSize(): { cols: number; rows: number } {
  const { columns, rows } = Deno.consoleSize();
  return clampSize(columns || 80, rows || 24);
}

/** `cols` x `rows` clamped to 1..MAX_SIDE on each side. */
export function clampSize(
  cols: number,
  rows: number,
): { cols: number; rows: number } {
  const clamp = (n: number) => Math.min(Math.max(1, n), MAX_SIDE);
  return { cols: clamp(cols), rows: clamp(rows) };
}

/** Where the status line goes (the `status` setting). */
export type StatusPosition = "top" | "bottom" | "off";

/**
 * The rows left to the session in a terminal of `rows` rows: one less
 * with a status line (a terminal of one row has no room for it). Here, not
 * with the status line's drawing, so that a command sizing a new session
 * loads none of the attach client.
 */
export function sessionRows(rows: number, at: StatusPosition): number {
  return at === "off" || rows < 2 ? rows : rows - 1;
}
