/**
 * What an attach client and the daemon's parse worker say to each other
 * when the daemon draws the client's terminal and the worker draws a
 * key's echo there itself (`server/workers/direct_draw.ts`).
 *
 * @module
 */

/** The part of the terminal lent to the worker: the window, as it is. */
export interface DrawGrant {
  /** The outer row that window row 0 is drawn at. */
  top: number;
  /** The window's size, which the worker's update must have. */
  cols: number;
  rows: number;
  /**
   * How many colours the terminal shows (`vt/colour_reduce.ts`): the
   * worker reduces its colours to them, as the attach client does.
   */
  colours: number;
}

/** Outer rows the worker wrote, inclusive. */
export interface DrawnRows {
  first: number;
  last: number;
  /** A write was cut short: the terminal may be inside an escape sequence. */
  cut: boolean;
  /**
   * The worker had not posted what it drew yet (HELD): the terminal shows
   * rows newer than the attach client's state, which the next frame brings.
   */
  ahead: boolean;
}
