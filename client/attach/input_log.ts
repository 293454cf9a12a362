/**
 * The attach client's input, numbered, kept until the daemon confirms it:
 * what was sent but may have been lost with a broken link, and what was
 * typed while the link was down. After a resume the daemon says the last
 * seq it applied; the rest goes out again, once and in order (the daemon
 * drops a seq it has seen, so nothing is typed twice).
 *
 * @module
 */

/**
 * Most bytes kept for a link that is down (typing, a paste): beyond that
 * the client says input is dropped. 64 KiB is minutes of typing and the
 * size of a pty's input buffer, which a longer paste would fill anyway.
 */
export const MAX_HELD_BYTES = 64 * 1024;

interface Entry {
  seq: number;
  data: Uint8Array;
  /** Went out on a link (that may since have died). */
  sent: boolean;
}

/** Numbered input, kept until confirmed. */
export class InputLog {
  #entries: Entry[] = [];
  #bytes = 0;
  #seq: number;
  /** Bytes dropped since the link went down (over `MAX_HELD_BYTES`). */
  dropped = 0;

  /** Numbers input from `after + 1` on (the daemon has applied `after`). */
  constructor(after = 0) {
    this.#seq = after;
  }

  /**
   * Numbers `data`; returns its seq, or 0 when it is dropped because
   * `MAX_HELD_BYTES` are kept already. Sent input over the bound drops the
   * oldest kept (it went out; only a link that dies right now loses it).
   */
  add(data: Uint8Array, sent: boolean): number {
    if (!sent && this.#bytes + data.length > MAX_HELD_BYTES) {
      this.dropped += data.length;
      return 0;
    }
    const seq = ++this.#seq;
    this.#entries.push({ seq, data, sent });
    this.#bytes += data.length;
    while (sent && this.#bytes > MAX_HELD_BYTES && this.#entries.length > 1) {
      this.#bytes -= this.#entries.shift()!.data.length;
    }
    return seq;
  }

  /** The daemon has applied everything up to `seq`. */
  confirm(seq: number): void {
    while (this.#entries.length > 0 && this.#entries[0].seq <= seq) {
      this.#bytes -= this.#entries.shift()!.data.length;
    }
  }

  /**
   * What to send on a new link, in order, all marked sent. `resumed`
   * false: the daemon knows nothing of this attachment (it was replaced),
   * so input that went out before may or may not have been applied; only
   * what was never sent goes out, so that nothing is typed twice.
   */
  replay(resumed: boolean): { seq: number; data: Uint8Array }[] {
    if (!resumed) {
      for (const e of this.#entries) if (e.sent) this.#bytes -= e.data.length;
      this.#entries = this.#entries.filter((e) => !e.sent);
    }
    for (const e of this.#entries) e.sent = true;
    this.dropped = 0;
    return this.#entries.map(({ seq, data }) => ({ seq, data }));
  }

  /** Bytes kept. */
  get bytes(): number {
    return this.#bytes;
  }
}
