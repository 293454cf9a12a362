/**
 * The ring that carries a session's small screen updates from its parse
 * worker (the one producer) to the daemon's main thread (the one consumer):
 * records of bytes in one SharedArrayBuffer, so that an update is neither
 * cloned by `postMessage` nor dispatched as a message event.
 *
 * A record is `[length, posted, body, padding to 4 bytes]`: `posted` is how
 * many messages the worker had posted (`postMessage`) before it wrote the
 * record, so that the consumer can merge the two channels back into the
 * order the worker sent them in (`server/daemon/parse_inbox.ts`). A record
 * never wraps: when it does not fit before the end, a WRAP length marks
 * the rest of the ring unused and the record starts at offset 0. The
 * writer never lets its head reach the tail: head === tail means empty.
 *
 * Bounded: a record larger than UPDATE_RECORD_BYTES, or one that does not
 * fit because the consumer is behind, is not written (`write` says false)
 * and the producer posts the update as a message instead.
 *
 * Layout of the control area (int32 indices):
 *
 * | index | field                                           |
 * | ----- | ----------------------------------------------- |
 * | 0     | HEAD: byte offset of the next record's start    |
 * | 1     | TAIL: byte offset of the oldest unread record   |
 * | 2     | WAKE: bumped (and notified) after every record  |
 *
 * @module
 */

/**
 * Bytes of records. An echo's update is a record of 150-300 bytes (the row
 * it changed), a whole 80x24 screen of text 4.3 KB (`update_codec.ts`);
 * 64 KiB holds a dozen screens while the main thread is busy elsewhere,
 * and costs each session 64 KiB, resident as far as it has been written.
 */
export const UPDATE_RING_BYTES = 64 * 1024;

/**
 * Largest body written to the ring: larger updates (a big screen redrawn,
 * a wide window's paced update in a flood) are posted, where the clone's
 * cost is small beside what the update costs anyway, and the ring keeps
 * room for at least three.
 */
export const UPDATE_RECORD_BYTES = 16 * 1024;

const HEAD = 0;
const TAIL = 1;
const WAKE = 2;
const CONTROL_BYTES = 16;
/** Record header: length and posted count, two int32s. */
const RECORD_HEADER = 8;
/** A length that says: the record is at offset 0. */
const WRAP = -1;

/** Allocates a ring of `bytes` (a multiple of 4) of records. */
export function createUpdateRing(
  bytes: number = UPDATE_RING_BYTES,
): SharedArrayBuffer {
  if (bytes < 64 || bytes % 4 !== 0) {
    throw new RangeError("Give an update ring at least 64 bytes, in 4s");
  }
  return new SharedArrayBuffer(CONTROL_BYTES + bytes);
}

/** Either end of an update ring. */
export class UpdateRing {
  readonly #ctrl: Int32Array<SharedArrayBuffer>;
  readonly #words: Int32Array<SharedArrayBuffer>;
  readonly #bytes: Uint8Array<SharedArrayBuffer>;
  readonly #size: number;
  /** The consumer's copy of a record's body (TextDecoder refuses shared). */
  #scratch = new Uint8Array(1024);

  constructor(sab: SharedArrayBuffer) {
    this.#ctrl = new Int32Array(sab, 0, CONTROL_BYTES / 4);
    this.#size = sab.byteLength - CONTROL_BYTES;
    this.#words = new Int32Array(sab, CONTROL_BYTES, this.#size / 4);
    this.#bytes = new Uint8Array(sab, CONTROL_BYTES, this.#size);
  }

  // -------------------------------------------------------------------------
  // Producer

  /**
   * Writes `body` as one record stamped `posted` (an int32 count that may
   * wrap), then wakes the consumer;
   * false (nothing written) when it is too large or does not fit now.
   */
  write(body: Uint8Array, posted: number): boolean {
    if (body.length > UPDATE_RECORD_BYTES) return false;
    const n = RECORD_HEADER + ((body.length + 3) & ~3);
    const at = this.#place(n);
    if (at < 0) return false;
    const w = at >> 2;
    this.#words[w] = body.length;
    this.#words[w + 1] = posted | 0;
    this.#bytes.set(body, at + RECORD_HEADER);
    const head = at + n;
    Atomics.store(this.#ctrl, HEAD, head === this.#size ? 0 : head);
    Atomics.add(this.#ctrl, WAKE, 1);
    Atomics.notify(this.#ctrl, WAKE);
    return true;
  }

  /** Where a record of `n` bytes goes (a WRAP marked if need be), or -1. */
  #place(n: number): number {
    const head = Atomics.load(this.#ctrl, HEAD);
    const tail = Atomics.load(this.#ctrl, TAIL);
    if (head < tail) return head + n < tail ? head : -1;
    // Up to the end, unless that would make head === tail (looks empty).
    if (head + n < this.#size || (head + n === this.#size && tail > 0)) {
      return head;
    }
    if (n >= tail) return -1;
    this.#words[head >> 2] = WRAP;
    return 0;
  }

  // -------------------------------------------------------------------------
  // Consumer

  /** The WAKE count, read before draining and waited on after. */
  get wakeCount(): number {
    return Atomics.load(this.#ctrl, WAKE);
  }

  /** Resolves once WAKE moves from `seen` (main thread: does not block). */
  waitAsync(seen: number): Promise<unknown> | null {
    const w = Atomics.waitAsync(this.#ctrl, WAKE, seen);
    return w.async ? w.value : null;
  }

  /** Wakes a consumer waiting in `waitAsync` (it is closing). */
  wakeConsumer(): void {
    Atomics.add(this.#ctrl, WAKE, 1);
    Atomics.notify(this.#ctrl, WAKE);
  }

  /** Whether no record is waiting. */
  get empty(): boolean {
    return this.#tail() < 0;
  }

  /** The oldest record's posted count (after `empty` said there is one). */
  peek(): number {
    return this.#words[(this.#tail() >> 2) + 1];
  }

  /**
   * Takes the oldest record (after `empty` said there is one): a copy of
   * its body, valid until the next `take()`.
   */
  take(): Uint8Array {
    const tail = this.#tail();
    const length = this.#words[tail >> 2];
    if (this.#scratch.length < length) {
      this.#scratch = new Uint8Array(UPDATE_RECORD_BYTES);
    }
    const start = tail + RECORD_HEADER;
    this.#scratch.set(this.#bytes.subarray(start, start + length));
    const next = start + ((length + 3) & ~3);
    Atomics.store(this.#ctrl, TAIL, next === this.#size ? 0 : next);
    return this.#scratch.subarray(0, length);
  }

  /** The oldest record's offset past a WRAP marker, or -1 when empty. */
  #tail(): number {
    const head = Atomics.load(this.#ctrl, HEAD);
    let tail = Atomics.load(this.#ctrl, TAIL);
    if (tail === head) return -1;
    if (this.#words[tail >> 2] === WRAP) {
      tail = 0;
      Atomics.store(this.#ctrl, TAIL, 0);
    }
    return tail;
  }
}
