/**
 * Frames on berth's socket: a 4-byte big-endian body length, then a msgpack
 * body. `FrameDecoder` reassembles bodies from a byte stream and refuses a
 * declared length over `MAX_FRAME_BYTES` before buffering any of it.
 *
 * @module
 */

import { MAX_FRAME_BYTES } from "./messages.ts";
import { MsgpackDecoder, MsgpackEncoder } from "./msgpack.ts";

// Plain msgpack maps (no records or extensions), so that a client in any
// language with a msgpack library can speak the protocol.
const packr = new MsgpackEncoder();
const unpackr = new MsgpackDecoder();

/** The smallest buffer a decoder allocates. */
const MIN_DECODER_BYTES = 4 * 1024;
/** A decoder's buffer above this is given back whenever it empties. */
const KEPT_DECODER_BYTES = 64 * 1024;

/** A frame that breaks the framing rules; the connection must be dropped. */
export class FrameError extends Error {
  constructor(readonly code: "too-large" | "protocol", message: string) {
    super(message);
    this.name = "FrameError";
  }
}

/** Encodes one message as a length-prefixed frame. */
export function encodeFrame(message: unknown): Uint8Array {
  // The body is encoded after room for its length: one array per frame.
  const frame = packr.encode(message, 4);
  const n = frame.length - 4;
  if (n > MAX_FRAME_BYTES) {
    throw new FrameError(
      "too-large",
      `Message of ${n} bytes is over the ${MAX_FRAME_BYTES} byte frame limit`,
    );
  }
  frame[0] = n >>> 24;
  frame[1] = (n >>> 16) & 0xff;
  frame[2] = (n >>> 8) & 0xff;
  frame[3] = n & 0xff;
  return frame;
}

/**
 * Decodes one msgpack body; throws `FrameError` when it is not msgpack.
 * Its binary values are copies: `body` may be a `FrameDecoder`'s view.
 */
export function decodeBody(body: Uint8Array): unknown {
  let values: unknown[];
  try {
    values = unpackr.decodeAll(body, true);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new FrameError("protocol", `Malformed msgpack frame: ${why}`);
  }
  if (values.length !== 1) {
    throw new FrameError(
      "protocol",
      `Malformed msgpack frame: ${values.length} values in one frame`,
    );
  }
  return values[0];
}

/**
 * Splits a byte stream into frame bodies. Feed it chunks with `push()`, then
 * take whole bodies with `next()` until it returns null.
 */
export class FrameDecoder {
  // Allocated on the first bytes, at the size they need: a connection that
  // only ever sends small messages holds a small buffer.
  #buf = new Uint8Array(0);
  #start = 0;
  #end = 0;

  /** Appends received bytes. */
  push(chunk: Uint8Array): void {
    const needed = this.#end - this.#start + chunk.length;
    if (this.#end + chunk.length > this.#buf.length) {
      // Compact first; grow only when the live bytes do not fit. The header
      // check in next() keeps growth at MAX_FRAME_BYTES plus one chunk.
      const live = this.#buf.subarray(this.#start, this.#end);
      const target = needed > this.#buf.length
        ? new Uint8Array(
          Math.max(needed, this.#buf.length * 2, MIN_DECODER_BYTES),
        )
        : this.#buf;
      target.set(live, 0);
      this.#buf = target;
      this.#end -= this.#start;
      this.#start = 0;
    }
    this.#buf.set(chunk, this.#end);
    this.#end += chunk.length;
  }

  /** Bytes received but not yet returned as a body. */
  get buffered(): number {
    return this.#end - this.#start;
  }

  /**
   * Returns the next complete body, or null when more bytes are needed.
   * The body is a view of this decoder's buffer, good until the next
   * `push()`: decode it first (`decodeBody` copies what it keeps), as a
   * copy per frame cost more than the decoding of a key's echo. Throws
   * `FrameError` on an oversized frame.
   */
  next(): Uint8Array | null {
    const avail = this.#end - this.#start;
    if (avail < 4) return null;
    const b = this.#buf, s = this.#start;
    const len =
      ((b[s] << 24) | (b[s + 1] << 16) | (b[s + 2] << 8) | b[s + 3]) >>> 0;
    if (len > MAX_FRAME_BYTES) {
      throw new FrameError(
        "too-large",
        `Frame of ${len} bytes is over the ${MAX_FRAME_BYTES} byte limit`,
      );
    }
    if (avail < 4 + len) return null;
    const body = b.subarray(s + 4, s + 4 + len);
    this.#start += 4 + len;
    if (this.#start === this.#end) this.#start = this.#end = 0;
    // Give back a buffer that grew for big frames, once it is empty.
    if (this.#start === 0 && this.#end === 0 && b.length > KEPT_DECODER_BYTES) {
      this.#buf = new Uint8Array(0);
    }
    return body;
  }
}
