/**
 * What the bench asks of a multiplexer, so that every section drives berth
 * and tmux through the same steps: start a detached session, wait until
 * its child has exited and every byte it wrote has been parsed, attach a
 * client in a terminal the bench owns, read the server's memory.
 *
 * @module
 */

import { raceTimeout } from "../protocol/timeout.ts";

/** Size and program of a detached session. */
export interface SessionSpec {
  /** Unique among the server's live sessions. */
  name: string;
  /** Program and arguments (run directly, no shell). */
  argv: string[];
  cols: number;
  rows: number;
}

/** A berth daemon or a tmux server the bench started on its own socket. */
export interface Mux {
  /** "berth" or "tmux", for tables. */
  readonly label: string;
  /** The daemon or server process (its resident memory is the figure). */
  readonly pid: number;
  /** Starts a detached session; resolves once the server has created it. */
  start(spec: SessionSpec): Promise<void>;
  /**
   * Resolves once the session's child has exited and the server has parsed
   * all its output; rejects after `timeoutMs`.
   */
  waitExit(name: string, timeoutMs: number): Promise<void>;
  /**
   * Splits session `name`'s active pane left/right; the new pane runs
   * `argv` and the old one stays active (tmux `split-window -d -h`).
   */
  split(name: string, argv: string[]): Promise<void>;
  /** Arranges `name`'s window in one of tmux's preset layouts. */
  selectLayout(name: string, layout: string): Promise<void>;
  /**
   * Writes `text` to each target's child as if typed, all at once: a
   * session name, or `SESSION:WINDOW.PANE` for one pane.
   */
  send(names: string[], text: string): Promise<void>;
  /** Removes a session, running or exited. */
  kill(name: string): Promise<void>;
  /** The argv of an attach client for `name` (run in the bench's pty). */
  attachArgv(name: string): string[];
  /** Ends every session and the server; removes its files. */
  close(): Promise<void>;
}

/** Rejects with a one-line message after `ms` unless `p` settles first. */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string) {
  return raceTimeout(
    p,
    ms,
    () => new Error(`Timed out after ${ms} ms waiting for ${what}`),
  );
}
