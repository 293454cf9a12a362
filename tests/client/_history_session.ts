/**
 * A session for scroll mode tests: berth's own VT engine holds the screen
 * and the history, answers `history` requests as the daemon's parse worker
 * does, and makes full frames of its screen.
 *
 * @module
 */

import type { HistoryRequest } from "../../client/attach/history_view.ts";
import type { HistoryPage, UpdateMsg } from "../../protocol/messages.ts";
import { Terminal } from "../../vt/mod.ts";

/** A VT engine playing the session. */
export class HistorySession {
  readonly term: Terminal;
  #seq = 0;

  constructor(cols: number, rows: number, scrollback = 10_000) {
    this.term = new Terminal({ cols, rows, scrollback });
  }

  /** Feeds program output. */
  write(text: string): void {
    this.term.write(new TextEncoder().encode(text));
  }

  /** Prints lines `prefix from` .. `prefix to`, one per row. */
  lines(prefix: string, from: number, to: number): void {
    let s = "";
    for (let i = from; i <= to; i++) s += `\r\n${prefix}${i}`;
    this.write(s);
  }

  /** A full frame of the screen as it is. */
  frame(): UpdateMsg {
    const t = this.term;
    const lines: UpdateMsg["lines"] = [];
    for (let y = 0; y < t.rows; y++) lines.push([y, t.rowRuns(y)]);
    const c = t.cursor();
    return {
      t: "update",
      seq: ++this.#seq,
      cols: t.cols,
      rows: t.rows,
      full: true,
      lines,
      cursor: [c.x, c.y, c.visible ? 1 : 0, c.shape, c.blink ? 1 : 0],
    };
  }

  /** The answer to a `history` request, as the daemon gives it. */
  page(req: HistoryRequest): HistoryPage {
    const t = this.term;
    const now = t.historyPushed;
    let start = req.start;
    if (req.pushed !== undefined && req.pushed <= now) {
      start += now - req.pushed;
    }
    const total = t.scrollbackLength;
    const first = Math.max(-start, -total);
    const last = Math.min(-start + req.count - 1, t.rows - 1);
    const rows = [];
    for (let y = first; y <= last; y++) rows.push(t.rowRuns(y));
    return {
      total,
      pushed: now,
      cols: t.cols,
      screenRows: t.rows,
      first,
      rows,
    };
  }
}
