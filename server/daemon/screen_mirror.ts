/**
 * The daemon's copy of a session's visible screen, kept up to date from the
 * parse worker's updates, and the per-client diffs built from it.
 *
 * Like mosh, berth sends state, not a byte log: each client remembers the
 * mirror generation it last received, and its next frame holds only the rows
 * stamped later. A slow client simply asks less often and gets bigger diffs;
 * nothing queues per client.
 *
 * Hyperlinks: the mirror keeps what each link id in its rows means, with a
 * version that bumps when the parse worker redefines the id; a client's
 * view remembers the version it was sent, so a frame carries a definition
 * exactly when its rows use an id the client does not know as it is now.
 * Rows still holding a redefined id are stamped again, so their cells go
 * out once more with the new meaning (the engine frees only ids no row
 * holds, so this is a guard, not a path taken).
 *
 * Clipboard writes: only the latest is kept; a client that opted in gets it
 * with its next frame if it has not had it; one that arrives later does not
 * get the writes made before it came.
 *
 * @module
 */

import type {
  UpdateMsg,
  WireCursor,
  WireLink,
  WirePane,
} from "../../protocol/messages.ts";
import { defaultModes } from "../../vt/state.ts";
import type { RowRun, TerminalModes } from "../../vt/types.ts";
import type { ScreenUpdate } from "../workers/parse_messages.ts";

/** What one client has been sent so far. */
export interface SentState {
  /** Sequence number of the last frame sent. */
  seq: number;
  /** Mirror generation the last frame brought the client up to. */
  gen: number;
  /** Mirror epoch of the last frame; -1 before the first. */
  epoch: number;
  title: string | null;
  modesKey: string;
  bells: number;
  cursorKey: string;
  /** Link id to the version of its definition this client was sent. */
  links: Map<number, number>;
  /** The mirror's clipboard count as of the last frame. */
  clipboards: number;
  /** The status line's content last sent, as a key ("" before any). */
  status: string;
  /** The shown panes as last sent (`WirePane[]` as JSON). */
  panesKey: string;
}

/** A fresh view: the next frame is a full one. */
export function newSentState(): SentState {
  return {
    seq: 0,
    gen: 0,
    epoch: -1,
    title: null,
    modesKey: "",
    bells: 0,
    cursorKey: "",
    links: new Map(),
    clipboards: 0,
    status: "",
    panesKey: "",
  };
}

const DEFAULT_MODES: TerminalModes = defaultModes();

/** The visible screen as the daemon last heard it from the parse worker. */
export class ScreenMirror {
  cols: number;
  rows: number;
  #lines: RowRun[][];
  #rowGen: number[];
  #gen = 0;
  /** Bumps when the size changes: every client then needs a full frame. */
  #epoch = 0;
  cursor: WireCursor = [0, 0, 1, "block", 1];
  title = "";
  modes: TerminalModes = DEFAULT_MODES;
  #modesKey = JSON.stringify(DEFAULT_MODES);
  #bells = 0;
  /** Link id to its definition and the version of it. */
  #links = new Map<number, { def: WireLink; version: number }>();
  #linkVersion = 0;
  #clipboard: [string, Uint8Array] | null = null;
  /** Clipboard writes seen (the latest is kept). */
  #clipboards = 0;

  constructor(cols: number, rows: number) {
    this.cols = cols;
    this.rows = rows;
    this.#lines = Array.from({ length: rows }, () => []);
    this.#rowGen = new Array(rows).fill(0);
  }

  /** Applies one update from the parse worker. */
  apply(u: ScreenUpdate): void {
    const gen = ++this.#gen;
    if (u.resized || u.cols !== this.cols || u.rows !== this.rows) {
      this.cols = u.cols;
      this.rows = u.rows;
      this.#lines = Array.from({ length: u.rows }, () => []);
      this.#rowGen = new Array(u.rows).fill(gen);
      this.#epoch++;
    }
    for (const [y, runs] of u.lines) {
      if (y < 0 || y >= this.rows) continue;
      this.#lines[y] = runs;
      this.#rowGen[y] = gen;
    }
    this.cursor = u.cursor;
    this.title = u.title;
    if (u.modes) {
      const key = JSON.stringify(u.modes);
      if (key !== this.#modesKey) {
        this.modes = u.modes;
        this.#modesKey = key;
      }
    }
    // The shown panes' bells (`u.bells`) ring through `ring`, as the
    // session's bell-action says (`alerts.ts`).
    if (u.links) this.#define(u.links, gen);
    if (u.clipboard) {
      this.#clipboard = [u.clipboard.selection, u.clipboard.data];
      this.#clipboards++;
    }
  }

  /** The clients' terminals get a bell with their next frame. */
  ring(): void {
    this.#bells++;
  }

  // Takes link definitions; rows holding an id whose meaning changed are
  // stamped `gen`, so that they are sent again.
  #define(links: WireLink[], gen: number): void {
    const redefined = new Set<number>();
    for (const def of links) {
      const old = this.#links.get(def[0]);
      if (old && (old.def[1] !== def[1] || old.def[2] !== def[2])) {
        redefined.add(def[0]);
      }
      this.#links.set(def[0], { def, version: ++this.#linkVersion });
    }
    if (redefined.size === 0) return;
    for (let y = 0; y < this.rows; y++) {
      if (this.#rowGen[y] === gen) continue;
      if (this.#lines[y].some((run) => redefined.has(run[6] ?? 0))) {
        this.#rowGen[y] = gen;
      }
    }
  }

  /**
   * The frame that brings `view` up to date, or null when it already is.
   * Updates `view` as if the frame were sent. `clipboard`: the client
   * opted in to the session's clipboard writes; `panes`: the shown
   * window's panes, sent when they differ from what `view` was sent
   * (`panesKey`: their JSON, when the caller has it already).
   */
  updateFor(
    view: SentState,
    clipboard = false,
    panes?: WirePane[],
    panesKey?: string,
  ): UpdateMsg | null {
    const full = view.epoch !== this.#epoch;
    const lines: [number, RowRun[]][] = [];
    for (let y = 0; y < this.rows; y++) {
      if (full ? this.#lines[y].length > 0 : this.#rowGen[y] > view.gen) {
        lines.push([y, this.#lines[y]]);
      }
    }
    const cursorKey = this.cursor.join();
    const titleChanged = view.title !== this.title;
    const modesChanged = view.modesKey !== this.#modesKey;
    // A client that just arrived did not miss the bells rung before it.
    const bells = view.epoch === -1 ? 0 : this.#bells - view.bells;
    // Nor the clipboard writes made before it.
    const copy = clipboard && view.epoch !== -1 &&
        view.clipboards !== this.#clipboards
      ? this.#clipboard
      : null;
    const key = panes ? panesKey ?? JSON.stringify(panes) : view.panesKey;
    const panesChanged = key !== view.panesKey;
    if (
      !full && lines.length === 0 && !titleChanged && !modesChanged &&
      bells === 0 && cursorKey === view.cursorKey && copy === null &&
      !panesChanged
    ) {
      view.clipboards = this.#clipboards;
      return null;
    }
    const frame: UpdateMsg = {
      t: "update",
      seq: ++view.seq,
      cols: this.cols,
      rows: this.rows,
      full,
      lines,
      cursor: this.cursor,
    };
    if (titleChanged) frame.title = this.title;
    if (modesChanged || full) frame.modes = this.modes;
    if (bells > 0) frame.bell = bells;
    const links = this.#linksFor(view, lines);
    if (links.length > 0) frame.links = links;
    if (copy) frame.clipboard = copy;
    if (panes && (panesChanged || full)) frame.panes = panes;
    view.panesKey = key;
    view.clipboards = this.#clipboards;
    view.gen = this.#gen;
    view.epoch = this.#epoch;
    view.title = this.title;
    view.modesKey = this.#modesKey;
    view.bells = this.#bells;
    view.cursorKey = cursorKey;
    return frame;
  }

  /**
   * A frame of only the rows the latest update changed, when they are at
   * most `maxRows` and `view` needs nothing else first (a new size, link
   * definitions); null otherwise. It leaves `view` as it was but for its
   * seq: the next frame sends those rows again, with everything else.
   */
  latestRows(view: SentState, maxRows: number): UpdateMsg | null {
    if (view.epoch !== this.#epoch) return null;
    const lines: [number, RowRun[]][] = [];
    for (let y = 0; y < this.rows; y++) {
      if (this.#rowGen[y] !== this.#gen || this.#rowGen[y] <= view.gen) {
        continue;
      }
      if (lines.length === maxRows) return null;
      if (this.#lines[y].some((run) => run[6])) return null;
      lines.push([y, this.#lines[y]]);
    }
    return lines.length === 0 ? null : this.linesFrame(view, lines);
  }

  /** A frame of `lines` and the cursor alone, numbered after `view`'s last. */
  linesFrame(view: SentState, lines: [number, RowRun[]][]): UpdateMsg {
    return {
      t: "update",
      seq: ++view.seq,
      cols: this.cols,
      rows: this.rows,
      full: false,
      lines,
      cursor: this.cursor,
    };
  }

  /**
   * Forgets the latest clipboard write once every view in `views` (the
   * clients that opted in) has had it: no copied secret stays in the
   * daemon longer than it takes to pass it on.
   */
  releaseClipboard(views: Iterable<SentState>): void {
    if (this.#clipboard === null) return;
    for (const v of views) if (v.clipboards !== this.#clipboards) return;
    this.#clipboard = null;
  }

  /** Whether a clipboard write is held (for tests). */
  get holdsClipboard(): boolean {
    return this.#clipboard !== null;
  }

  // The definitions `lines` need that `view` lacks; marks them sent.
  #linksFor(view: SentState, lines: [number, RowRun[]][]): WireLink[] {
    const out: WireLink[] = [];
    for (const [, runs] of lines) {
      for (const run of runs) {
        const id = run[6];
        if (!id) continue;
        const link = this.#links.get(id);
        if (!link || view.links.get(id) === link.version) continue;
        view.links.set(id, link.version);
        out.push(link.def);
      }
    }
    return out;
  }
}
