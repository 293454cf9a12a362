/**
 * One attach client's link to a session: what it has been sent (its view of
 * the screen mirror) and the pacing of its frames.
 *
 * At most one frame is unacknowledged at a time: a client that draws slowly,
 * or sits at the far end of a slow link, gets its next frame when it has
 * drawn the last one, and that frame holds every change since. The daemon
 * never queues frames for anyone. One exception, bounded: the rows of the
 * latest update, when they are at most PASS_ROWS (a key's echo), may
 * follow an unacknowledged frame, so that an echo does not wait for the
 * client to draw a neighbour pane's flood; then nothing more goes until
 * the client has drawn them, but for one more small frame once the client
 * has typed since (a flood's own small update, its first rows on a blank
 * pane, took the one pass, and the echo of a key typed after it waited
 * for the ack: pane_flood_test's client, which never acks, saw none). The
 * next frame sends those rows again.
 *
 * @module
 */

import type {
  CopyModeState,
  EndMsg,
  UpdateMsg,
} from "../../protocol/messages.ts";
import { splitUpdate } from "./update_parts.ts";
import { newSentState, type SentState } from "./screen_mirror.ts";
import { ResumeState } from "./resume.ts";

/**
 * An update this small (rows) may pass an unacknowledged frame: a key's
 * echo, a prompt's line. One such frame at most is in flight beside it,
 * two when the client typed after the first went.
 */
export const PASS_ROWS = 4;

/** Where frames go: the client's connection. */
export interface UpdateSink {
  /** Queues a frame; false when the connection is closed. */
  sendUpdate(frame: UpdateMsg): boolean;
  /** Queues the end message. */
  sendEnd(msg: EndMsg): void;
  /** Queues `pane-reset` (conversation step 20). */
  sendPaneReset?(pane: number): void;
  /** Queues `copy-mode` (conversation step 32). */
  sendCopyMode?(pane: number, state: CopyModeState | null): void;
}

/** What an attach client draws from: its session's screen. */
export interface UpdateSource {
  /** The frame that brings `view` up to date, or null when it is. */
  updateFor(view: SentState, clipboard: boolean): UpdateMsg | null;
  /** A clipboard write went out: drop it once everyone who wants it has it. */
  releaseClipboard(): void;
  /** The latest update's rows for `view`, if small (`ScreenMirror`). */
  latestRows(view: SentState, maxRows: number): UpdateMsg | null;
}

/** An attach client as its session sees it. */
export class AttachedClient {
  readonly view: SentState = newSentState();
  /** The client's own terminal size. */
  cols: number;
  rows: number;
  /** Last input, resize or attach (ms since the epoch). */
  lastActive = Date.now();
  /** Stopped by `suspend-client` (its size does not count) until it wakes. */
  suspended = false;
  /**
   * Its terminal's foreground and background (0xRRGGBB, -1 unknown), as
   * it answered the client's OSC 10/11 queries; null until it says.
   */
  colours: [fg: number, bg: number] | null = null;
  /**
   * Its terminal has the focus (tmux's `CLIENT_FOCUSED`): true until it
   * reports otherwise (`focus`, with `focus-events` on).
   */
  focused = true;
  /** Token, input seq and acknowledged view, for a resume (`resume.ts`). */
  resume: ResumeState = new ResumeState();
  #awaitingAck = false;
  /** Small frames that passed the unacknowledged one (see the top). */
  #passed = 0;
  /** `lastActive` when the last of them went. */
  #passedAt = 0;
  /**
   * Something changed while a frame was unacknowledged (`pump()` was
   * called). Every change to what a client is shown calls `pump()`, so an
   * ack with nothing changed since its frame has nothing to send: it skips
   * building a frame (the status line, the panes, the diff: about 4 KB and
   * 27 us on every key's ack, measured).
   */
  #changed = false;
  #ended = false;
  /** Parts of a split frame still to send, each after the last one's ack. */
  #parts: UpdateMsg[] = [];
  /** The seq of the frame (or part) last sent. */
  #sentSeq = 0;

  constructor(
    readonly sink: UpdateSink,
    readonly source: UpdateSource,
    readonly readOnly: boolean,
    cols: number,
    rows: number,
    /** Opted in to the session's clipboard writes (OSC 52). */
    readonly clipboard = false,
  ) {
    this.cols = cols;
    this.rows = rows;
  }

  /** Sends the next frame if the client has drawn the last one. */
  pump(): void {
    if (this.#ended) return;
    if (this.#awaitingAck) {
      this.#changed = true;
      this.#pass();
      return;
    }
    const frame = this.source.updateFor(this.view, this.clipboard);
    if (!frame) return;
    this.#parts = splitUpdate(frame);
    this.view.seq = this.#parts.at(-1)!.seq;
    this.#sendPart();
    if (frame.clipboard) this.source.releaseClipboard();
  }

  /** Sends the next frame past the unacknowledged one if it is small. */
  #pass(): void {
    if (this.#parts.length > 0 || this.#passed >= 2) return;
    if (this.#passed === 1 && this.lastActive <= this.#passedAt) return;
    const frame = this.source.latestRows(this.view, PASS_ROWS);
    if (!frame) return;
    this.#passed++;
    this.#passedAt = this.lastActive;
    this.#sentSeq = frame.seq;
    this.sink.sendUpdate(frame);
  }

  #sendPart(): void {
    const part = this.#parts.shift()!;
    this.#sentSeq = part.seq;
    this.#awaitingAck = this.sink.sendUpdate(part);
  }

  /**
   * The client has drawn frame `seq`. Returns false for a sequence number
   * that was never sent (a protocol error).
   */
  ack(seq: number): boolean {
    if (seq > this.view.seq) return false;
    if (seq === this.#sentSeq && this.#parts.length > 0) {
      this.#sendPart();
    } else if (seq === this.view.seq) {
      // The whole frame is drawn (its last part, when split): `view` is
      // what the client shows now.
      this.resume.noteAck(this.view);
      this.#awaitingAck = false;
      // A passed frame left the view behind: its rows go out again.
      const changed = this.#changed || this.#passed > 0;
      this.#passed = 0;
      this.#changed = false;
      if (changed) this.pump();
    }
    return true;
  }

  /**
   * Pane `pane` got a new program or lost its history: the client leaves
   * copy mode on it (as tmux resets the pane's modes).
   */
  paneReset(pane: number): void {
    if (!this.#ended) this.sink.sendPaneReset?.(pane);
  }

  /** Copy mode on pane `pane` changed, or is on (step 32): tell the client. */
  copyMode(pane: number, state: CopyModeState | null): void {
    if (!this.#ended) this.sink.sendCopyMode?.(pane, state);
  }

  /** True once the end message went out: the client is attached no more. */
  get ended(): boolean {
    return this.#ended;
  }

  /**
   * Sends whatever the client has not seen yet, ignoring the ack pacing (the
   * final screen must arrive), then the end message.
   */
  end(msg: EndMsg): void {
    if (this.#ended) return;
    for (const part of this.#parts) this.sink.sendUpdate(part);
    this.#parts = [];
    const frame = this.source.updateFor(this.view, this.clipboard);
    for (const part of frame ? splitUpdate(frame) : []) {
      this.sink.sendUpdate(part);
      this.view.seq = part.seq;
    }
    this.#ended = true;
    this.sink.sendEnd(msg);
  }
}
