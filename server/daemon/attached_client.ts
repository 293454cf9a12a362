/**
 * One attach client's link to a session: what it has been sent (its view of
 * the screen mirror) and the pacing of its frames.
 *
 * At most one frame is unacknowledged at a time: a client that draws slowly,
 * or sits at the far end of a slow link, gets its next frame when it has
 * drawn the last one, and that frame holds every change since. The daemon
 * never queues frames for anyone.
 *
 * @module
 */

import type { EndMsg, FrameMsg } from "../../protocol/messages.ts";
import { type ClientView, newClientView } from "./screen_mirror.ts";
import type { Session } from "./session.ts";
import { ResumeState } from "./resume.ts";

/** Where frames go: the client's connection. */
export interface FrameSink {
  /** Queues a frame; false when the connection is closed. */
  sendFrame(frame: FrameMsg): boolean;
  /** Queues the end message. */
  sendEnd(msg: EndMsg): void;
}

/** An attach client as its session sees it. */
export class AttachedClient {
  readonly view: ClientView = newClientView();
  /** The client's own terminal size. */
  cols: number;
  rows: number;
  /** Last input, resize or attach (ms since the epoch). */
  lastActive = Date.now();
  /** Token, input seq and acknowledged view, for a resume (`resume.ts`). */
  resume: ResumeState = new ResumeState();
  #awaitingAck = false;
  #ended = false;

  constructor(
    readonly sink: FrameSink,
    readonly session: Session,
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
    if (this.#awaitingAck || this.#ended) return;
    const frame = this.session.mirror.frameFor(this.view, this.clipboard);
    if (!frame) return;
    this.#awaitingAck = this.sink.sendFrame(frame);
    if (frame.clipboard) this.session.releaseClipboard();
  }

  /**
   * The client has drawn frame `seq`. Returns false for a sequence number
   * that was never sent (a protocol error).
   */
  ack(seq: number): boolean {
    if (seq > this.view.seq) return false;
    if (seq === this.view.seq) {
      this.resume.noteAck(this.view);
      this.#awaitingAck = false;
      this.pump();
    }
    return true;
  }

  /**
   * Sends whatever the client has not seen yet, ignoring the ack pacing (the
   * final screen must arrive), then the end message.
   */
  end(msg: EndMsg): void {
    if (this.#ended) return;
    const frame = this.session.mirror.frameFor(this.view, this.clipboard);
    if (frame) this.sink.sendFrame(frame);
    this.#ended = true;
    this.sink.sendEnd(msg);
  }
}
