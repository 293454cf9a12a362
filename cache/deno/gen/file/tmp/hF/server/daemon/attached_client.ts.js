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
 * the client has drawn both. The next frame sends those rows again.
 *
 * @module
 */ import { splitUpdate } from "./update_parts.ts";
import { newSentState } from "./screen_mirror.ts";
import { ResumeState } from "./resume.ts";
/**
 * An update this small (rows) may pass an unacknowledged frame: a key's
 * echo, a prompt's line. One such frame at most is in flight beside it.
 */ export const PASS_ROWS = 4;
/** An attach client as its session sees it. */ export class AttachedClient {
  sink;
  source;
  readOnly;
  clipboard;
  view;
  /** The client's own terminal size. */ cols;
  rows;
  /** Last input, resize or attach (ms since the epoch). */ lastActive;
  /** Stopped by `suspend-client` (its size does not count) until it wakes. */ suspended;
  /** Token, input seq and acknowledged view, for a resume (`resume.ts`). */ resume;
  #awaitingAck;
  /** A small frame passed the unacknowledged one (see the top). */ #passed;
  /**
   * Something changed while a frame was unacknowledged (`pump()` was
   * called). Every change to what a client is shown calls `pump()`, so an
   * ack with nothing changed since its frame has nothing to send: it skips
   * building a frame (the status line, the panes, the diff: about 4 KB and
   * 27 us on every key's ack, measured).
   */ #changed;
  #ended;
  /** Parts of a split frame still to send, each after the last one's ack. */ #parts;
  /** The seq of the frame (or part) last sent. */ #sentSeq;
  constructor(sink, source, readOnly, cols, rows, /** Opted in to the session's clipboard writes (OSC 52). */ clipboard = false){
    this.sink = sink;
    this.source = source;
    this.readOnly = readOnly;
    this.clipboard = clipboard;
    this.view = newSentState();
    this.lastActive = Date.now();
    this.suspended = false;
    this.resume = new ResumeState();
    this.#awaitingAck = false;
    this.#passed = false;
    this.#changed = false;
    this.#ended = false;
    this.#parts = [];
    this.#sentSeq = 0;
    this.cols = cols;
    this.rows = rows;
  }
  /** Sends the next frame if the client has drawn the last one. */ pump() {
    if (this.#ended) return;
    if (this.#awaitingAck) {
      this.#changed = true;
      this.#pass();
      return;
    }
    const frame = this.source.updateFor(this.view, this.clipboard);
    if (!frame) return;
    this.#parts = splitUpdate(frame);
    this.view.seq = this.#parts.at(-1).seq;
    this.#sendPart();
    if (frame.clipboard) this.source.releaseClipboard();
  }
  /** Sends the next frame past the unacknowledged one if it is small. */ #pass() {
    if (this.#passed || this.#parts.length > 0) return;
    const frame = this.source.latestRows(this.view, PASS_ROWS);
    if (!frame) return;
    this.#passed = true;
    this.#sentSeq = frame.seq;
    this.sink.sendUpdate(frame);
  }
  #sendPart() {
    const part = this.#parts.shift();
    this.#sentSeq = part.seq;
    this.#awaitingAck = this.sink.sendUpdate(part);
  }
  /**
   * The client has drawn frame `seq`. Returns false for a sequence number
   * that was never sent (a protocol error).
   */ ack(seq) {
    if (seq > this.view.seq) return false;
    if (seq === this.#sentSeq && this.#parts.length > 0) {
      this.#sendPart();
    } else if (seq === this.view.seq) {
      // The whole frame is drawn (its last part, when split): `view` is
      // what the client shows now.
      this.resume.noteAck(this.view);
      this.#awaitingAck = false;
      // A passed frame left the view behind: its rows go out again.
      const changed = this.#changed || this.#passed;
      this.#passed = false;
      this.#changed = false;
      if (changed) this.pump();
    }
    return true;
  }
  /**
   * Pane `pane` got a new program or lost its history: the client leaves
   * copy mode on it (as tmux resets the pane's modes).
   */ paneReset(pane) {
    if (!this.#ended) this.sink.sendPaneReset?.(pane);
  }
  /** True once the end message went out: the client is attached no more. */ get ended() {
    return this.#ended;
  }
  /**
   * Sends whatever the client has not seen yet, ignoring the ack pacing (the
   * final screen must arrive), then the end message.
   */ end(msg) {
    if (this.#ended) return;
    for (const part of this.#parts)this.sink.sendUpdate(part);
    this.#parts = [];
    const frame = this.source.updateFor(this.view, this.clipboard);
    for (const part of frame ? splitUpdate(frame) : []){
      this.sink.sendUpdate(part);
      this.view.seq = part.seq;
    }
    this.#ended = true;
    this.sink.sendEnd(msg);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vYXR0YWNoZWRfY2xpZW50LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogT25lIGF0dGFjaCBjbGllbnQncyBsaW5rIHRvIGEgc2Vzc2lvbjogd2hhdCBpdCBoYXMgYmVlbiBzZW50IChpdHMgdmlldyBvZlxuICogdGhlIHNjcmVlbiBtaXJyb3IpIGFuZCB0aGUgcGFjaW5nIG9mIGl0cyBmcmFtZXMuXG4gKlxuICogQXQgbW9zdCBvbmUgZnJhbWUgaXMgdW5hY2tub3dsZWRnZWQgYXQgYSB0aW1lOiBhIGNsaWVudCB0aGF0IGRyYXdzIHNsb3dseSxcbiAqIG9yIHNpdHMgYXQgdGhlIGZhciBlbmQgb2YgYSBzbG93IGxpbmssIGdldHMgaXRzIG5leHQgZnJhbWUgd2hlbiBpdCBoYXNcbiAqIGRyYXduIHRoZSBsYXN0IG9uZSwgYW5kIHRoYXQgZnJhbWUgaG9sZHMgZXZlcnkgY2hhbmdlIHNpbmNlLiBUaGUgZGFlbW9uXG4gKiBuZXZlciBxdWV1ZXMgZnJhbWVzIGZvciBhbnlvbmUuIE9uZSBleGNlcHRpb24sIGJvdW5kZWQ6IHRoZSByb3dzIG9mIHRoZVxuICogbGF0ZXN0IHVwZGF0ZSwgd2hlbiB0aGV5IGFyZSBhdCBtb3N0IFBBU1NfUk9XUyAoYSBrZXkncyBlY2hvKSwgbWF5XG4gKiBmb2xsb3cgYW4gdW5hY2tub3dsZWRnZWQgZnJhbWUsIHNvIHRoYXQgYW4gZWNobyBkb2VzIG5vdCB3YWl0IGZvciB0aGVcbiAqIGNsaWVudCB0byBkcmF3IGEgbmVpZ2hib3VyIHBhbmUncyBmbG9vZDsgdGhlbiBub3RoaW5nIG1vcmUgZ29lcyB1bnRpbFxuICogdGhlIGNsaWVudCBoYXMgZHJhd24gYm90aC4gVGhlIG5leHQgZnJhbWUgc2VuZHMgdGhvc2Ugcm93cyBhZ2Fpbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBFbmRNc2csIFVwZGF0ZU1zZyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgc3BsaXRVcGRhdGUgfSBmcm9tIFwiLi91cGRhdGVfcGFydHMudHNcIjtcbmltcG9ydCB7IG5ld1NlbnRTdGF0ZSwgdHlwZSBTZW50U3RhdGUgfSBmcm9tIFwiLi9zY3JlZW5fbWlycm9yLnRzXCI7XG5pbXBvcnQgeyBSZXN1bWVTdGF0ZSB9IGZyb20gXCIuL3Jlc3VtZS50c1wiO1xuXG4vKipcbiAqIEFuIHVwZGF0ZSB0aGlzIHNtYWxsIChyb3dzKSBtYXkgcGFzcyBhbiB1bmFja25vd2xlZGdlZCBmcmFtZTogYSBrZXknc1xuICogZWNobywgYSBwcm9tcHQncyBsaW5lLiBPbmUgc3VjaCBmcmFtZSBhdCBtb3N0IGlzIGluIGZsaWdodCBiZXNpZGUgaXQuXG4gKi9cbmV4cG9ydCBjb25zdCBQQVNTX1JPV1MgPSA0O1xuXG4vKiogV2hlcmUgZnJhbWVzIGdvOiB0aGUgY2xpZW50J3MgY29ubmVjdGlvbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVXBkYXRlU2luayB7XG4gIC8qKiBRdWV1ZXMgYSBmcmFtZTsgZmFsc2Ugd2hlbiB0aGUgY29ubmVjdGlvbiBpcyBjbG9zZWQuICovXG4gIHNlbmRVcGRhdGUoZnJhbWU6IFVwZGF0ZU1zZyk6IGJvb2xlYW47XG4gIC8qKiBRdWV1ZXMgdGhlIGVuZCBtZXNzYWdlLiAqL1xuICBzZW5kRW5kKG1zZzogRW5kTXNnKTogdm9pZDtcbiAgLyoqIFF1ZXVlcyBgcGFuZS1yZXNldGAgKGNvbnZlcnNhdGlvbiBzdGVwIDIwKS4gKi9cbiAgc2VuZFBhbmVSZXNldD8ocGFuZTogbnVtYmVyKTogdm9pZDtcbn1cblxuLyoqIFdoYXQgYW4gYXR0YWNoIGNsaWVudCBkcmF3cyBmcm9tOiBpdHMgc2Vzc2lvbidzIHNjcmVlbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVXBkYXRlU291cmNlIHtcbiAgLyoqIFRoZSBmcmFtZSB0aGF0IGJyaW5ncyBgdmlld2AgdXAgdG8gZGF0ZSwgb3IgbnVsbCB3aGVuIGl0IGlzLiAqL1xuICB1cGRhdGVGb3IodmlldzogU2VudFN0YXRlLCBjbGlwYm9hcmQ6IGJvb2xlYW4pOiBVcGRhdGVNc2cgfCBudWxsO1xuICAvKiogQSBjbGlwYm9hcmQgd3JpdGUgd2VudCBvdXQ6IGRyb3AgaXQgb25jZSBldmVyeW9uZSB3aG8gd2FudHMgaXQgaGFzIGl0LiAqL1xuICByZWxlYXNlQ2xpcGJvYXJkKCk6IHZvaWQ7XG4gIC8qKiBUaGUgbGF0ZXN0IHVwZGF0ZSdzIHJvd3MgZm9yIGB2aWV3YCwgaWYgc21hbGwgKGBTY3JlZW5NaXJyb3JgKS4gKi9cbiAgbGF0ZXN0Um93cyh2aWV3OiBTZW50U3RhdGUsIG1heFJvd3M6IG51bWJlcik6IFVwZGF0ZU1zZyB8IG51bGw7XG59XG5cbi8qKiBBbiBhdHRhY2ggY2xpZW50IGFzIGl0cyBzZXNzaW9uIHNlZXMgaXQuICovXG5leHBvcnQgY2xhc3MgQXR0YWNoZWRDbGllbnQge1xuICByZWFkb25seSB2aWV3OiBTZW50U3RhdGUgPSBuZXdTZW50U3RhdGUoKTtcbiAgLyoqIFRoZSBjbGllbnQncyBvd24gdGVybWluYWwgc2l6ZS4gKi9cbiAgY29sczogbnVtYmVyO1xuICByb3dzOiBudW1iZXI7XG4gIC8qKiBMYXN0IGlucHV0LCByZXNpemUgb3IgYXR0YWNoIChtcyBzaW5jZSB0aGUgZXBvY2gpLiAqL1xuICBsYXN0QWN0aXZlID0gRGF0ZS5ub3coKTtcbiAgLyoqIFN0b3BwZWQgYnkgYHN1c3BlbmQtY2xpZW50YCAoaXRzIHNpemUgZG9lcyBub3QgY291bnQpIHVudGlsIGl0IHdha2VzLiAqL1xuICBzdXNwZW5kZWQgPSBmYWxzZTtcbiAgLyoqIFRva2VuLCBpbnB1dCBzZXEgYW5kIGFja25vd2xlZGdlZCB2aWV3LCBmb3IgYSByZXN1bWUgKGByZXN1bWUudHNgKS4gKi9cbiAgcmVzdW1lOiBSZXN1bWVTdGF0ZSA9IG5ldyBSZXN1bWVTdGF0ZSgpO1xuICAjYXdhaXRpbmdBY2sgPSBmYWxzZTtcbiAgLyoqIEEgc21hbGwgZnJhbWUgcGFzc2VkIHRoZSB1bmFja25vd2xlZGdlZCBvbmUgKHNlZSB0aGUgdG9wKS4gKi9cbiAgI3Bhc3NlZCA9IGZhbHNlO1xuICAvKipcbiAgICogU29tZXRoaW5nIGNoYW5nZWQgd2hpbGUgYSBmcmFtZSB3YXMgdW5hY2tub3dsZWRnZWQgKGBwdW1wKClgIHdhc1xuICAgKiBjYWxsZWQpLiBFdmVyeSBjaGFuZ2UgdG8gd2hhdCBhIGNsaWVudCBpcyBzaG93biBjYWxscyBgcHVtcCgpYCwgc28gYW5cbiAgICogYWNrIHdpdGggbm90aGluZyBjaGFuZ2VkIHNpbmNlIGl0cyBmcmFtZSBoYXMgbm90aGluZyB0byBzZW5kOiBpdCBza2lwc1xuICAgKiBidWlsZGluZyBhIGZyYW1lICh0aGUgc3RhdHVzIGxpbmUsIHRoZSBwYW5lcywgdGhlIGRpZmY6IGFib3V0IDQgS0IgYW5kXG4gICAqIDI3IHVzIG9uIGV2ZXJ5IGtleSdzIGFjaywgbWVhc3VyZWQpLlxuICAgKi9cbiAgI2NoYW5nZWQgPSBmYWxzZTtcbiAgI2VuZGVkID0gZmFsc2U7XG4gIC8qKiBQYXJ0cyBvZiBhIHNwbGl0IGZyYW1lIHN0aWxsIHRvIHNlbmQsIGVhY2ggYWZ0ZXIgdGhlIGxhc3Qgb25lJ3MgYWNrLiAqL1xuICAjcGFydHM6IFVwZGF0ZU1zZ1tdID0gW107XG4gIC8qKiBUaGUgc2VxIG9mIHRoZSBmcmFtZSAob3IgcGFydCkgbGFzdCBzZW50LiAqL1xuICAjc2VudFNlcSA9IDA7XG5cbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgc2luazogVXBkYXRlU2luayxcbiAgICByZWFkb25seSBzb3VyY2U6IFVwZGF0ZVNvdXJjZSxcbiAgICByZWFkb25seSByZWFkT25seTogYm9vbGVhbixcbiAgICBjb2xzOiBudW1iZXIsXG4gICAgcm93czogbnVtYmVyLFxuICAgIC8qKiBPcHRlZCBpbiB0byB0aGUgc2Vzc2lvbidzIGNsaXBib2FyZCB3cml0ZXMgKE9TQyA1MikuICovXG4gICAgcmVhZG9ubHkgY2xpcGJvYXJkID0gZmFsc2UsXG4gICkge1xuICAgIHRoaXMuY29scyA9IGNvbHM7XG4gICAgdGhpcy5yb3dzID0gcm93cztcbiAgfVxuXG4gIC8qKiBTZW5kcyB0aGUgbmV4dCBmcmFtZSBpZiB0aGUgY2xpZW50IGhhcyBkcmF3biB0aGUgbGFzdCBvbmUuICovXG4gIHB1bXAoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2VuZGVkKSByZXR1cm47XG4gICAgaWYgKHRoaXMuI2F3YWl0aW5nQWNrKSB7XG4gICAgICB0aGlzLiNjaGFuZ2VkID0gdHJ1ZTtcbiAgICAgIHRoaXMuI3Bhc3MoKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgZnJhbWUgPSB0aGlzLnNvdXJjZS51cGRhdGVGb3IodGhpcy52aWV3LCB0aGlzLmNsaXBib2FyZCk7XG4gICAgaWYgKCFmcmFtZSkgcmV0dXJuO1xuICAgIHRoaXMuI3BhcnRzID0gc3BsaXRVcGRhdGUoZnJhbWUpO1xuICAgIHRoaXMudmlldy5zZXEgPSB0aGlzLiNwYXJ0cy5hdCgtMSkhLnNlcTtcbiAgICB0aGlzLiNzZW5kUGFydCgpO1xuICAgIGlmIChmcmFtZS5jbGlwYm9hcmQpIHRoaXMuc291cmNlLnJlbGVhc2VDbGlwYm9hcmQoKTtcbiAgfVxuXG4gIC8qKiBTZW5kcyB0aGUgbmV4dCBmcmFtZSBwYXN0IHRoZSB1bmFja25vd2xlZGdlZCBvbmUgaWYgaXQgaXMgc21hbGwuICovXG4gICNwYXNzKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNwYXNzZWQgfHwgdGhpcy4jcGFydHMubGVuZ3RoID4gMCkgcmV0dXJuO1xuICAgIGNvbnN0IGZyYW1lID0gdGhpcy5zb3VyY2UubGF0ZXN0Um93cyh0aGlzLnZpZXcsIFBBU1NfUk9XUyk7XG4gICAgaWYgKCFmcmFtZSkgcmV0dXJuO1xuICAgIHRoaXMuI3Bhc3NlZCA9IHRydWU7XG4gICAgdGhpcy4jc2VudFNlcSA9IGZyYW1lLnNlcTtcbiAgICB0aGlzLnNpbmsuc2VuZFVwZGF0ZShmcmFtZSk7XG4gIH1cblxuICAjc2VuZFBhcnQoKTogdm9pZCB7XG4gICAgY29uc3QgcGFydCA9IHRoaXMuI3BhcnRzLnNoaWZ0KCkhO1xuICAgIHRoaXMuI3NlbnRTZXEgPSBwYXJ0LnNlcTtcbiAgICB0aGlzLiNhd2FpdGluZ0FjayA9IHRoaXMuc2luay5zZW5kVXBkYXRlKHBhcnQpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBjbGllbnQgaGFzIGRyYXduIGZyYW1lIGBzZXFgLiBSZXR1cm5zIGZhbHNlIGZvciBhIHNlcXVlbmNlIG51bWJlclxuICAgKiB0aGF0IHdhcyBuZXZlciBzZW50IChhIHByb3RvY29sIGVycm9yKS5cbiAgICovXG4gIGFjayhzZXE6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIGlmIChzZXEgPiB0aGlzLnZpZXcuc2VxKSByZXR1cm4gZmFsc2U7XG4gICAgaWYgKHNlcSA9PT0gdGhpcy4jc2VudFNlcSAmJiB0aGlzLiNwYXJ0cy5sZW5ndGggPiAwKSB7XG4gICAgICB0aGlzLiNzZW5kUGFydCgpO1xuICAgIH0gZWxzZSBpZiAoc2VxID09PSB0aGlzLnZpZXcuc2VxKSB7XG4gICAgICAvLyBUaGUgd2hvbGUgZnJhbWUgaXMgZHJhd24gKGl0cyBsYXN0IHBhcnQsIHdoZW4gc3BsaXQpOiBgdmlld2AgaXNcbiAgICAgIC8vIHdoYXQgdGhlIGNsaWVudCBzaG93cyBub3cuXG4gICAgICB0aGlzLnJlc3VtZS5ub3RlQWNrKHRoaXMudmlldyk7XG4gICAgICB0aGlzLiNhd2FpdGluZ0FjayA9IGZhbHNlO1xuICAgICAgLy8gQSBwYXNzZWQgZnJhbWUgbGVmdCB0aGUgdmlldyBiZWhpbmQ6IGl0cyByb3dzIGdvIG91dCBhZ2Fpbi5cbiAgICAgIGNvbnN0IGNoYW5nZWQgPSB0aGlzLiNjaGFuZ2VkIHx8IHRoaXMuI3Bhc3NlZDtcbiAgICAgIHRoaXMuI3Bhc3NlZCA9IGZhbHNlO1xuICAgICAgdGhpcy4jY2hhbmdlZCA9IGZhbHNlO1xuICAgICAgaWYgKGNoYW5nZWQpIHRoaXMucHVtcCgpO1xuICAgIH1cbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBQYW5lIGBwYW5lYCBnb3QgYSBuZXcgcHJvZ3JhbSBvciBsb3N0IGl0cyBoaXN0b3J5OiB0aGUgY2xpZW50IGxlYXZlc1xuICAgKiBjb3B5IG1vZGUgb24gaXQgKGFzIHRtdXggcmVzZXRzIHRoZSBwYW5lJ3MgbW9kZXMpLlxuICAgKi9cbiAgcGFuZVJlc2V0KHBhbmU6IG51bWJlcik6IHZvaWQge1xuICAgIGlmICghdGhpcy4jZW5kZWQpIHRoaXMuc2luay5zZW5kUGFuZVJlc2V0Py4ocGFuZSk7XG4gIH1cblxuICAvKiogVHJ1ZSBvbmNlIHRoZSBlbmQgbWVzc2FnZSB3ZW50IG91dDogdGhlIGNsaWVudCBpcyBhdHRhY2hlZCBubyBtb3JlLiAqL1xuICBnZXQgZW5kZWQoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2VuZGVkO1xuICB9XG5cbiAgLyoqXG4gICAqIFNlbmRzIHdoYXRldmVyIHRoZSBjbGllbnQgaGFzIG5vdCBzZWVuIHlldCwgaWdub3JpbmcgdGhlIGFjayBwYWNpbmcgKHRoZVxuICAgKiBmaW5hbCBzY3JlZW4gbXVzdCBhcnJpdmUpLCB0aGVuIHRoZSBlbmQgbWVzc2FnZS5cbiAgICovXG4gIGVuZChtc2c6IEVuZE1zZyk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNlbmRlZCkgcmV0dXJuO1xuICAgIGZvciAoY29uc3QgcGFydCBvZiB0aGlzLiNwYXJ0cykgdGhpcy5zaW5rLnNlbmRVcGRhdGUocGFydCk7XG4gICAgdGhpcy4jcGFydHMgPSBbXTtcbiAgICBjb25zdCBmcmFtZSA9IHRoaXMuc291cmNlLnVwZGF0ZUZvcih0aGlzLnZpZXcsIHRoaXMuY2xpcGJvYXJkKTtcbiAgICBmb3IgKGNvbnN0IHBhcnQgb2YgZnJhbWUgPyBzcGxpdFVwZGF0ZShmcmFtZSkgOiBbXSkge1xuICAgICAgdGhpcy5zaW5rLnNlbmRVcGRhdGUocGFydCk7XG4gICAgICB0aGlzLnZpZXcuc2VxID0gcGFydC5zZXE7XG4gICAgfVxuICAgIHRoaXMuI2VuZGVkID0gdHJ1ZTtcbiAgICB0aGlzLnNpbmsuc2VuZEVuZChtc2cpO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FHRCxTQUFTLFdBQVcsUUFBUSxvQkFBb0I7QUFDaEQsU0FBUyxZQUFZLFFBQXdCLHFCQUFxQjtBQUNsRSxTQUFTLFdBQVcsUUFBUSxjQUFjO0FBRTFDOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxZQUFZLEVBQUU7QUFzQjNCLDZDQUE2QyxHQUM3QyxPQUFPLE1BQU07Ozs7O0VBQ0YsS0FBaUM7RUFDMUMsb0NBQW9DLEdBQ3BDLEtBQWE7RUFDYixLQUFhO0VBQ2IsdURBQXVELEdBQ3ZELFdBQXdCO0VBQ3hCLDBFQUEwRSxHQUMxRSxVQUFrQjtFQUNsQix3RUFBd0UsR0FDeEUsT0FBd0M7RUFDeEMsQ0FBQSxXQUFZLENBQVM7RUFDckIsK0RBQStELEdBQy9ELENBQUEsTUFBTyxDQUFTO0VBQ2hCOzs7Ozs7R0FNQyxHQUNELENBQUEsT0FBUSxDQUFTO0VBQ2pCLENBQUEsS0FBTSxDQUFTO0VBQ2YseUVBQXlFLEdBQ3pFLENBQUEsS0FBTSxDQUFtQjtFQUN6Qiw4Q0FBOEMsR0FDOUMsQ0FBQSxPQUFRLENBQUs7RUFFYixZQUNFLEFBQVMsSUFBZ0IsRUFDekIsQUFBUyxNQUFvQixFQUM3QixBQUFTLFFBQWlCLEVBQzFCLElBQVksRUFDWixJQUFZLEVBQ1oseURBQXlELEdBQ3pELEFBQVMsWUFBWSxLQUFLLENBQzFCO1NBUFMsT0FBQTtTQUNBLFNBQUE7U0FDQSxXQUFBO1NBSUEsWUFBQTtTQWxDRixPQUFrQjtTQUszQixhQUFhLEtBQUssR0FBRztTQUVyQixZQUFZO1NBRVosU0FBc0IsSUFBSTtTQUMxQixDQUFBLFdBQVksR0FBRztTQUVmLENBQUEsTUFBTyxHQUFHO1NBUVYsQ0FBQSxPQUFRLEdBQUc7U0FDWCxDQUFBLEtBQU0sR0FBRztTQUVULENBQUEsS0FBTSxHQUFnQixFQUFFO1NBRXhCLENBQUEsT0FBUSxHQUFHO0lBV1QsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtFQUVBLCtEQUErRCxHQUMvRCxPQUFhO0lBQ1gsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7SUFDakIsSUFBSSxJQUFJLENBQUMsQ0FBQSxXQUFZLEVBQUU7TUFDckIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO01BQ2hCLElBQUksQ0FBQyxDQUFBLElBQUs7TUFDVjtJQUNGO0lBQ0EsTUFBTSxRQUFRLElBQUksQ0FBQyxNQUFNLENBQUMsU0FBUyxDQUFDLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLFNBQVM7SUFDN0QsSUFBSSxDQUFDLE9BQU87SUFDWixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsWUFBWTtJQUMxQixJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRSxDQUFDLENBQUMsR0FBSSxHQUFHO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDZCxJQUFJLE1BQU0sU0FBUyxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsZ0JBQWdCO0VBQ25EO0VBRUEscUVBQXFFLEdBQ3JFLENBQUEsSUFBSztJQUNILElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUcsR0FBRztJQUM1QyxNQUFNLFFBQVEsSUFBSSxDQUFDLE1BQU0sQ0FBQyxVQUFVLENBQUMsSUFBSSxDQUFDLElBQUksRUFBRTtJQUNoRCxJQUFJLENBQUMsT0FBTztJQUNaLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxNQUFNLEdBQUc7SUFDekIsSUFBSSxDQUFDLElBQUksQ0FBQyxVQUFVLENBQUM7RUFDdkI7RUFFQSxDQUFBLFFBQVM7SUFDUCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUs7SUFDOUIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLEtBQUssR0FBRztJQUN4QixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsSUFBSSxDQUFDLElBQUksQ0FBQyxVQUFVLENBQUM7RUFDM0M7RUFFQTs7O0dBR0MsR0FDRCxJQUFJLEdBQVcsRUFBVztJQUN4QixJQUFJLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxHQUFHLEVBQUUsT0FBTztJQUNoQyxJQUFJLFFBQVEsSUFBSSxDQUFDLENBQUEsT0FBUSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUcsR0FBRztNQUNuRCxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQ2hCLE9BQU8sSUFBSSxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsR0FBRyxFQUFFO01BQ2hDLGtFQUFrRTtNQUNsRSw2QkFBNkI7TUFDN0IsSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFDLElBQUk7TUFDN0IsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHO01BQ3BCLDhEQUE4RDtNQUM5RCxNQUFNLFVBQVUsSUFBSSxDQUFDLENBQUEsT0FBUSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87TUFDN0MsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO01BQ2YsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO01BQ2hCLElBQUksU0FBUyxJQUFJLENBQUMsSUFBSTtJQUN4QjtJQUNBLE9BQU87RUFDVDtFQUVBOzs7R0FHQyxHQUNELFVBQVUsSUFBWSxFQUFRO0lBQzVCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxhQUFhLEdBQUc7RUFDOUM7RUFFQSx3RUFBd0UsR0FDeEUsSUFBSSxRQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDcEI7RUFFQTs7O0dBR0MsR0FDRCxJQUFJLEdBQVcsRUFBUTtJQUNyQixJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtJQUNqQixLQUFLLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxVQUFVLENBQUM7SUFDckQsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEVBQUU7SUFDaEIsTUFBTSxRQUFRLElBQUksQ0FBQyxNQUFNLENBQUMsU0FBUyxDQUFDLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLFNBQVM7SUFDN0QsS0FBSyxNQUFNLFFBQVEsUUFBUSxZQUFZLFNBQVMsRUFBRSxDQUFFO01BQ2xELElBQUksQ0FBQyxJQUFJLENBQUMsVUFBVSxDQUFDO01BQ3JCLElBQUksQ0FBQyxJQUFJLENBQUMsR0FBRyxHQUFHLEtBQUssR0FBRztJQUMxQjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDO0VBQ3BCO0FBQ0YifQ==
// denoCacheMetadata=11867162463382006717,3726201077888098364