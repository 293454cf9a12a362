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
import { splitFrame } from "./frame_parts.ts";
import { type ClientView, newClientView } from "./screen_mirror.ts";
import { ResumeState } from "./resume.ts";

/** Where frames go: the client's connection. */
export interface FrameSink {
  /** Queues a frame; false when the connection is closed. */
  sendFrame(frame: FrameMsg): boolean;
  /** Queues the end message. */
  sendEnd(msg: EndMsg): void;
}

/** What an attach client draws from: its session's screen. */
export interface FrameSource {
  /** The frame that brings `view` up to date, or null when it is. */
  frameFor(view: ClientView, clipboard: boolean): FrameMsg | null;
  /** A clipboard write went out: drop it once everyone who wants it has it. */
  releaseClipboard(): void;
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
  /** Parts of a split frame still to send, each after the last one's ack. */
  #parts: FrameMsg[] = [];
  /** The seq of the frame (or part) last sent. */
  #sentSeq = 0;

  constructor(
    readonly sink: FrameSink,
    readonly source: FrameSource,
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
    const frame = this.source.frameFor(this.view, this.clipboard);
    if (!frame) return;
    this.#parts = splitFrame(frame);
    this.view.seq = this.#parts.at(-1)!.seq;
    this.#sendPart();
    if (frame.clipboard) this.source.releaseClipboard();
  }

  #sendPart(): void {
    const part = this.#parts.shift()!;
    this.#sentSeq = part.seq;
    this.#awaitingAck = this.sink.sendFrame(part);
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
      this.pump();
    }
    return true;
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
    for (const part of this.#parts) this.sink.sendFrame(part);
    this.#parts = [];
    const frame = this.source.frameFor(this.view, this.clipboard);
    for (const part of frame ? splitFrame(frame) : []) {
      this.sink.sendFrame(part);
      this.view.seq = part.seq;
    }
    this.#ended = true;
    this.sink.sendEnd(msg);
  }
}
