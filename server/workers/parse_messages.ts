/**
 * Messages between the daemon's main thread and a session's parse worker.
 * The bytes themselves never travel here: they go from the gather worker to
 * the parse worker through the shared ring (`ring.ts`).
 *
 * @module
 */

import type {
  HistoryPage,
  SessionEvent,
  WireCursor,
  WireLink,
} from "../../protocol/messages.ts";
import type { RowRun, ScreenJson, TerminalModes } from "../../vt/types.ts";

/** Starts the worker on a session's ring and pty. */
export interface ParseInit {
  t: "init";
  /** The ring the gather worker fills. */
  sab: SharedArrayBuffer;
  /** Pty master, for query answers and TIOCSWINSZ. */
  fd: number;
  cols: number;
  rows: number;
  scrollback: number;
  /**
   * The size the screen must have: Int32Array `[seq, cols, rows]`, written
   * by the main thread (which also sets the pty's size) and applied by the
   * worker before it parses the next batch. See `Session.resize()`.
   */
  size: SharedArrayBuffer;
}

/** Int32 indices of the shared size (`ParseInit.size`). */
export const SIZE_SEQ = 0;
export const SIZE_COLS = 1;
export const SIZE_ROWS = 2;

/** Main thread to parse worker. */
export type ToParse =
  | ParseInit
  /** The shared size changed: apply it now, even with no output coming. */
  | { t: "resize" }
  | { t: "capture"; id: number; scrollback: number }
  /** Rows of history and screen; see the `history` request. */
  | { t: "history"; id: number; start: number; count: number; pushed?: number }
  /** Report `watch-hit` once the screen matches or the session is quiet. */
  | {
    t: "watch";
    id: number;
    text?: { source: string; flags: string };
    idleMs?: number;
  }
  | { t: "unwatch"; id: number };

/**
 * The visible state that changed since the previous `screen` message: the
 * daemon's `ScreenMirror` applies these in order.
 */
export interface ScreenUpdate {
  t: "screen";
  cols: number;
  rows: number;
  /** The size changed: every row follows in `lines`. */
  resized: boolean;
  /** Rows whose content changed, as `[y, runs]`. */
  lines: [number, RowRun[]][];
  cursor: WireCursor;
  title: string;
  modes: TerminalModes;
  /** BELs since the previous update. */
  bells: number;
  /** Bytes parsed since the previous update. */
  bytes: number;
  /**
   * Link ids used in `lines` that are new, or mean something else than
   * the last time they were posted (the engine recycles ids).
   */
  links?: WireLink[];
  /**
   * The latest clipboard write (OSC 52) since the previous update: never
   * an event, so that `berth events` cannot log what was copied.
   */
  clipboard?: { selection: string; data: Uint8Array };
}

/** Parse worker to main thread. */
export type FromParse =
  | ScreenUpdate
  | { t: "event"; event: SessionEvent }
  | { t: "watch-hit"; id: number }
  | { t: "capture"; id: number; screen: ScreenJson; ansi: string[] }
  /** The capture would not fit in a socket frame; the one-line reason. */
  | { t: "capture"; id: number; tooLarge: string }
  | { t: "history"; id: number; page: HistoryPage }
  /** Everything the child wrote has been parsed and sent as `screen`. */
  | { t: "eof" }
  /** Something broke inside the worker; the session must end. */
  | { t: "error"; message: string };
