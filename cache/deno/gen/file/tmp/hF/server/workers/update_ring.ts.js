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
 */ /**
 * Bytes of records. An echo's update is a record of 150-300 bytes (the row
 * it changed), a whole 80x24 screen of text 4.3 KB (`update_codec.ts`);
 * 64 KiB holds a dozen screens while the main thread is busy elsewhere,
 * and costs each session 64 KiB, resident as far as it has been written.
 */ export const UPDATE_RING_BYTES = 64 * 1024;
/**
 * Largest body written to the ring: larger updates (a big screen redrawn,
 * a wide window's paced update in a flood) are posted, where the clone's
 * cost is small beside what the update costs anyway, and the ring keeps
 * room for at least three.
 */ export const UPDATE_RECORD_BYTES = 16 * 1024;
const HEAD = 0;
const TAIL = 1;
const WAKE = 2;
const CONTROL_BYTES = 16;
/** Record header: length and posted count, two int32s. */ const RECORD_HEADER = 8;
/** A length that says: the record is at offset 0. */ const WRAP = -1;
/** Allocates a ring of `bytes` (a multiple of 4) of records. */ export function createUpdateRing(bytes = UPDATE_RING_BYTES) {
  if (bytes < 64 || bytes % 4 !== 0) {
    throw new RangeError("Give an update ring at least 64 bytes, in 4s");
  }
  return new SharedArrayBuffer(CONTROL_BYTES + bytes);
}
/** Either end of an update ring. */ export class UpdateRing {
  #ctrl;
  #words;
  #bytes;
  #size;
  /** The consumer's copy of a record's body (TextDecoder refuses shared). */ #scratch = new Uint8Array(1024);
  constructor(sab){
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
   */ write(body, posted) {
    if (body.length > UPDATE_RECORD_BYTES) return false;
    const n = RECORD_HEADER + (body.length + 3 & ~3);
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
  /** Where a record of `n` bytes goes (a WRAP marked if need be), or -1. */ #place(n) {
    const head = Atomics.load(this.#ctrl, HEAD);
    const tail = Atomics.load(this.#ctrl, TAIL);
    if (head < tail) return head + n < tail ? head : -1;
    // Up to the end, unless that would make head === tail (looks empty).
    if (head + n < this.#size || head + n === this.#size && tail > 0) {
      return head;
    }
    if (n >= tail) return -1;
    this.#words[head >> 2] = WRAP;
    return 0;
  }
  // -------------------------------------------------------------------------
  // Consumer
  /** The WAKE count, read before draining and waited on after. */ get wakeCount() {
    return Atomics.load(this.#ctrl, WAKE);
  }
  /** Resolves once WAKE moves from `seen` (main thread: does not block). */ waitAsync(seen) {
    const w = Atomics.waitAsync(this.#ctrl, WAKE, seen);
    return w.async ? w.value : null;
  }
  /** Wakes a consumer waiting in `waitAsync` (it is closing). */ wakeConsumer() {
    Atomics.add(this.#ctrl, WAKE, 1);
    Atomics.notify(this.#ctrl, WAKE);
  }
  /** Whether no record is waiting. */ get empty() {
    return this.#tail() < 0;
  }
  /** The oldest record's posted count (after `empty` said there is one). */ peek() {
    return this.#words[(this.#tail() >> 2) + 1];
  }
  /**
   * Takes the oldest record (after `empty` said there is one): a copy of
   * its body, valid until the next `take()`.
   */ take() {
    const tail = this.#tail();
    const length = this.#words[tail >> 2];
    if (this.#scratch.length < length) {
      this.#scratch = new Uint8Array(UPDATE_RECORD_BYTES);
    }
    const start = tail + RECORD_HEADER;
    this.#scratch.set(this.#bytes.subarray(start, start + length));
    const next = start + (length + 3 & ~3);
    Atomics.store(this.#ctrl, TAIL, next === this.#size ? 0 : next);
    return this.#scratch.subarray(0, length);
  }
  /** The oldest record's offset past a WRAP marker, or -1 when empty. */ #tail() {
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3VwZGF0ZV9yaW5nLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHJpbmcgdGhhdCBjYXJyaWVzIGEgc2Vzc2lvbidzIHNtYWxsIHNjcmVlbiB1cGRhdGVzIGZyb20gaXRzIHBhcnNlXG4gKiB3b3JrZXIgKHRoZSBvbmUgcHJvZHVjZXIpIHRvIHRoZSBkYWVtb24ncyBtYWluIHRocmVhZCAodGhlIG9uZSBjb25zdW1lcik6XG4gKiByZWNvcmRzIG9mIGJ5dGVzIGluIG9uZSBTaGFyZWRBcnJheUJ1ZmZlciwgc28gdGhhdCBhbiB1cGRhdGUgaXMgbmVpdGhlclxuICogY2xvbmVkIGJ5IGBwb3N0TWVzc2FnZWAgbm9yIGRpc3BhdGNoZWQgYXMgYSBtZXNzYWdlIGV2ZW50LlxuICpcbiAqIEEgcmVjb3JkIGlzIGBbbGVuZ3RoLCBwb3N0ZWQsIGJvZHksIHBhZGRpbmcgdG8gNCBieXRlc11gOiBgcG9zdGVkYCBpcyBob3dcbiAqIG1hbnkgbWVzc2FnZXMgdGhlIHdvcmtlciBoYWQgcG9zdGVkIChgcG9zdE1lc3NhZ2VgKSBiZWZvcmUgaXQgd3JvdGUgdGhlXG4gKiByZWNvcmQsIHNvIHRoYXQgdGhlIGNvbnN1bWVyIGNhbiBtZXJnZSB0aGUgdHdvIGNoYW5uZWxzIGJhY2sgaW50byB0aGVcbiAqIG9yZGVyIHRoZSB3b3JrZXIgc2VudCB0aGVtIGluIChgc2VydmVyL2RhZW1vbi9wYXJzZV9pbmJveC50c2ApLiBBIHJlY29yZFxuICogbmV2ZXIgd3JhcHM6IHdoZW4gaXQgZG9lcyBub3QgZml0IGJlZm9yZSB0aGUgZW5kLCBhIFdSQVAgbGVuZ3RoIG1hcmtzXG4gKiB0aGUgcmVzdCBvZiB0aGUgcmluZyB1bnVzZWQgYW5kIHRoZSByZWNvcmQgc3RhcnRzIGF0IG9mZnNldCAwLiBUaGVcbiAqIHdyaXRlciBuZXZlciBsZXRzIGl0cyBoZWFkIHJlYWNoIHRoZSB0YWlsOiBoZWFkID09PSB0YWlsIG1lYW5zIGVtcHR5LlxuICpcbiAqIEJvdW5kZWQ6IGEgcmVjb3JkIGxhcmdlciB0aGFuIFVQREFURV9SRUNPUkRfQllURVMsIG9yIG9uZSB0aGF0IGRvZXMgbm90XG4gKiBmaXQgYmVjYXVzZSB0aGUgY29uc3VtZXIgaXMgYmVoaW5kLCBpcyBub3Qgd3JpdHRlbiAoYHdyaXRlYCBzYXlzIGZhbHNlKVxuICogYW5kIHRoZSBwcm9kdWNlciBwb3N0cyB0aGUgdXBkYXRlIGFzIGEgbWVzc2FnZSBpbnN0ZWFkLlxuICpcbiAqIExheW91dCBvZiB0aGUgY29udHJvbCBhcmVhIChpbnQzMiBpbmRpY2VzKTpcbiAqXG4gKiB8IGluZGV4IHwgZmllbGQgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgfFxuICogfCAtLS0tLSB8IC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tIHxcbiAqIHwgMCAgICAgfCBIRUFEOiBieXRlIG9mZnNldCBvZiB0aGUgbmV4dCByZWNvcmQncyBzdGFydCAgICB8XG4gKiB8IDEgICAgIHwgVEFJTDogYnl0ZSBvZmZzZXQgb2YgdGhlIG9sZGVzdCB1bnJlYWQgcmVjb3JkICAgfFxuICogfCAyICAgICB8IFdBS0U6IGJ1bXBlZCAoYW5kIG5vdGlmaWVkKSBhZnRlciBldmVyeSByZWNvcmQgIHxcbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBCeXRlcyBvZiByZWNvcmRzLiBBbiBlY2hvJ3MgdXBkYXRlIGlzIGEgcmVjb3JkIG9mIDE1MC0zMDAgYnl0ZXMgKHRoZSByb3dcbiAqIGl0IGNoYW5nZWQpLCBhIHdob2xlIDgweDI0IHNjcmVlbiBvZiB0ZXh0IDQuMyBLQiAoYHVwZGF0ZV9jb2RlYy50c2ApO1xuICogNjQgS2lCIGhvbGRzIGEgZG96ZW4gc2NyZWVucyB3aGlsZSB0aGUgbWFpbiB0aHJlYWQgaXMgYnVzeSBlbHNld2hlcmUsXG4gKiBhbmQgY29zdHMgZWFjaCBzZXNzaW9uIDY0IEtpQiwgcmVzaWRlbnQgYXMgZmFyIGFzIGl0IGhhcyBiZWVuIHdyaXR0ZW4uXG4gKi9cbmV4cG9ydCBjb25zdCBVUERBVEVfUklOR19CWVRFUyA9IDY0ICogMTAyNDtcblxuLyoqXG4gKiBMYXJnZXN0IGJvZHkgd3JpdHRlbiB0byB0aGUgcmluZzogbGFyZ2VyIHVwZGF0ZXMgKGEgYmlnIHNjcmVlbiByZWRyYXduLFxuICogYSB3aWRlIHdpbmRvdydzIHBhY2VkIHVwZGF0ZSBpbiBhIGZsb29kKSBhcmUgcG9zdGVkLCB3aGVyZSB0aGUgY2xvbmUnc1xuICogY29zdCBpcyBzbWFsbCBiZXNpZGUgd2hhdCB0aGUgdXBkYXRlIGNvc3RzIGFueXdheSwgYW5kIHRoZSByaW5nIGtlZXBzXG4gKiByb29tIGZvciBhdCBsZWFzdCB0aHJlZS5cbiAqL1xuZXhwb3J0IGNvbnN0IFVQREFURV9SRUNPUkRfQllURVMgPSAxNiAqIDEwMjQ7XG5cbmNvbnN0IEhFQUQgPSAwO1xuY29uc3QgVEFJTCA9IDE7XG5jb25zdCBXQUtFID0gMjtcbmNvbnN0IENPTlRST0xfQllURVMgPSAxNjtcbi8qKiBSZWNvcmQgaGVhZGVyOiBsZW5ndGggYW5kIHBvc3RlZCBjb3VudCwgdHdvIGludDMycy4gKi9cbmNvbnN0IFJFQ09SRF9IRUFERVIgPSA4O1xuLyoqIEEgbGVuZ3RoIHRoYXQgc2F5czogdGhlIHJlY29yZCBpcyBhdCBvZmZzZXQgMC4gKi9cbmNvbnN0IFdSQVAgPSAtMTtcblxuLyoqIEFsbG9jYXRlcyBhIHJpbmcgb2YgYGJ5dGVzYCAoYSBtdWx0aXBsZSBvZiA0KSBvZiByZWNvcmRzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNyZWF0ZVVwZGF0ZVJpbmcoXG4gIGJ5dGVzOiBudW1iZXIgPSBVUERBVEVfUklOR19CWVRFUyxcbik6IFNoYXJlZEFycmF5QnVmZmVyIHtcbiAgaWYgKGJ5dGVzIDwgNjQgfHwgYnl0ZXMgJSA0ICE9PSAwKSB7XG4gICAgdGhyb3cgbmV3IFJhbmdlRXJyb3IoXCJHaXZlIGFuIHVwZGF0ZSByaW5nIGF0IGxlYXN0IDY0IGJ5dGVzLCBpbiA0c1wiKTtcbiAgfVxuICByZXR1cm4gbmV3IFNoYXJlZEFycmF5QnVmZmVyKENPTlRST0xfQllURVMgKyBieXRlcyk7XG59XG5cbi8qKiBFaXRoZXIgZW5kIG9mIGFuIHVwZGF0ZSByaW5nLiAqL1xuZXhwb3J0IGNsYXNzIFVwZGF0ZVJpbmcge1xuICByZWFkb25seSAjY3RybDogSW50MzJBcnJheTxTaGFyZWRBcnJheUJ1ZmZlcj47XG4gIHJlYWRvbmx5ICN3b3JkczogSW50MzJBcnJheTxTaGFyZWRBcnJheUJ1ZmZlcj47XG4gIHJlYWRvbmx5ICNieXRlczogVWludDhBcnJheTxTaGFyZWRBcnJheUJ1ZmZlcj47XG4gIHJlYWRvbmx5ICNzaXplOiBudW1iZXI7XG4gIC8qKiBUaGUgY29uc3VtZXIncyBjb3B5IG9mIGEgcmVjb3JkJ3MgYm9keSAoVGV4dERlY29kZXIgcmVmdXNlcyBzaGFyZWQpLiAqL1xuICAjc2NyYXRjaCA9IG5ldyBVaW50OEFycmF5KDEwMjQpO1xuXG4gIGNvbnN0cnVjdG9yKHNhYjogU2hhcmVkQXJyYXlCdWZmZXIpIHtcbiAgICB0aGlzLiNjdHJsID0gbmV3IEludDMyQXJyYXkoc2FiLCAwLCBDT05UUk9MX0JZVEVTIC8gNCk7XG4gICAgdGhpcy4jc2l6ZSA9IHNhYi5ieXRlTGVuZ3RoIC0gQ09OVFJPTF9CWVRFUztcbiAgICB0aGlzLiN3b3JkcyA9IG5ldyBJbnQzMkFycmF5KHNhYiwgQ09OVFJPTF9CWVRFUywgdGhpcy4jc2l6ZSAvIDQpO1xuICAgIHRoaXMuI2J5dGVzID0gbmV3IFVpbnQ4QXJyYXkoc2FiLCBDT05UUk9MX0JZVEVTLCB0aGlzLiNzaXplKTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gUHJvZHVjZXJcblxuICAvKipcbiAgICogV3JpdGVzIGBib2R5YCBhcyBvbmUgcmVjb3JkIHN0YW1wZWQgYHBvc3RlZGAgKGFuIGludDMyIGNvdW50IHRoYXQgbWF5XG4gICAqIHdyYXApLCB0aGVuIHdha2VzIHRoZSBjb25zdW1lcjtcbiAgICogZmFsc2UgKG5vdGhpbmcgd3JpdHRlbikgd2hlbiBpdCBpcyB0b28gbGFyZ2Ugb3IgZG9lcyBub3QgZml0IG5vdy5cbiAgICovXG4gIHdyaXRlKGJvZHk6IFVpbnQ4QXJyYXksIHBvc3RlZDogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgaWYgKGJvZHkubGVuZ3RoID4gVVBEQVRFX1JFQ09SRF9CWVRFUykgcmV0dXJuIGZhbHNlO1xuICAgIGNvbnN0IG4gPSBSRUNPUkRfSEVBREVSICsgKChib2R5Lmxlbmd0aCArIDMpICYgfjMpO1xuICAgIGNvbnN0IGF0ID0gdGhpcy4jcGxhY2Uobik7XG4gICAgaWYgKGF0IDwgMCkgcmV0dXJuIGZhbHNlO1xuICAgIGNvbnN0IHcgPSBhdCA+PiAyO1xuICAgIHRoaXMuI3dvcmRzW3ddID0gYm9keS5sZW5ndGg7XG4gICAgdGhpcy4jd29yZHNbdyArIDFdID0gcG9zdGVkIHwgMDtcbiAgICB0aGlzLiNieXRlcy5zZXQoYm9keSwgYXQgKyBSRUNPUkRfSEVBREVSKTtcbiAgICBjb25zdCBoZWFkID0gYXQgKyBuO1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jY3RybCwgSEVBRCwgaGVhZCA9PT0gdGhpcy4jc2l6ZSA/IDAgOiBoZWFkKTtcbiAgICBBdG9taWNzLmFkZCh0aGlzLiNjdHJsLCBXQUtFLCAxKTtcbiAgICBBdG9taWNzLm5vdGlmeSh0aGlzLiNjdHJsLCBXQUtFKTtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBXaGVyZSBhIHJlY29yZCBvZiBgbmAgYnl0ZXMgZ29lcyAoYSBXUkFQIG1hcmtlZCBpZiBuZWVkIGJlKSwgb3IgLTEuICovXG4gICNwbGFjZShuOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IGhlYWQgPSBBdG9taWNzLmxvYWQodGhpcy4jY3RybCwgSEVBRCk7XG4gICAgY29uc3QgdGFpbCA9IEF0b21pY3MubG9hZCh0aGlzLiNjdHJsLCBUQUlMKTtcbiAgICBpZiAoaGVhZCA8IHRhaWwpIHJldHVybiBoZWFkICsgbiA8IHRhaWwgPyBoZWFkIDogLTE7XG4gICAgLy8gVXAgdG8gdGhlIGVuZCwgdW5sZXNzIHRoYXQgd291bGQgbWFrZSBoZWFkID09PSB0YWlsIChsb29rcyBlbXB0eSkuXG4gICAgaWYgKGhlYWQgKyBuIDwgdGhpcy4jc2l6ZSB8fCAoaGVhZCArIG4gPT09IHRoaXMuI3NpemUgJiYgdGFpbCA+IDApKSB7XG4gICAgICByZXR1cm4gaGVhZDtcbiAgICB9XG4gICAgaWYgKG4gPj0gdGFpbCkgcmV0dXJuIC0xO1xuICAgIHRoaXMuI3dvcmRzW2hlYWQgPj4gMl0gPSBXUkFQO1xuICAgIHJldHVybiAwO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBDb25zdW1lclxuXG4gIC8qKiBUaGUgV0FLRSBjb3VudCwgcmVhZCBiZWZvcmUgZHJhaW5pbmcgYW5kIHdhaXRlZCBvbiBhZnRlci4gKi9cbiAgZ2V0IHdha2VDb3VudCgpOiBudW1iZXIge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jY3RybCwgV0FLRSk7XG4gIH1cblxuICAvKiogUmVzb2x2ZXMgb25jZSBXQUtFIG1vdmVzIGZyb20gYHNlZW5gIChtYWluIHRocmVhZDogZG9lcyBub3QgYmxvY2spLiAqL1xuICB3YWl0QXN5bmMoc2VlbjogbnVtYmVyKTogUHJvbWlzZTx1bmtub3duPiB8IG51bGwge1xuICAgIGNvbnN0IHcgPSBBdG9taWNzLndhaXRBc3luYyh0aGlzLiNjdHJsLCBXQUtFLCBzZWVuKTtcbiAgICByZXR1cm4gdy5hc3luYyA/IHcudmFsdWUgOiBudWxsO1xuICB9XG5cbiAgLyoqIFdha2VzIGEgY29uc3VtZXIgd2FpdGluZyBpbiBgd2FpdEFzeW5jYCAoaXQgaXMgY2xvc2luZykuICovXG4gIHdha2VDb25zdW1lcigpOiB2b2lkIHtcbiAgICBBdG9taWNzLmFkZCh0aGlzLiNjdHJsLCBXQUtFLCAxKTtcbiAgICBBdG9taWNzLm5vdGlmeSh0aGlzLiNjdHJsLCBXQUtFKTtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIG5vIHJlY29yZCBpcyB3YWl0aW5nLiAqL1xuICBnZXQgZW1wdHkoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI3RhaWwoKSA8IDA7XG4gIH1cblxuICAvKiogVGhlIG9sZGVzdCByZWNvcmQncyBwb3N0ZWQgY291bnQgKGFmdGVyIGBlbXB0eWAgc2FpZCB0aGVyZSBpcyBvbmUpLiAqL1xuICBwZWVrKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3dvcmRzWyh0aGlzLiN0YWlsKCkgPj4gMikgKyAxXTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUYWtlcyB0aGUgb2xkZXN0IHJlY29yZCAoYWZ0ZXIgYGVtcHR5YCBzYWlkIHRoZXJlIGlzIG9uZSk6IGEgY29weSBvZlxuICAgKiBpdHMgYm9keSwgdmFsaWQgdW50aWwgdGhlIG5leHQgYHRha2UoKWAuXG4gICAqL1xuICB0YWtlKCk6IFVpbnQ4QXJyYXkge1xuICAgIGNvbnN0IHRhaWwgPSB0aGlzLiN0YWlsKCk7XG4gICAgY29uc3QgbGVuZ3RoID0gdGhpcy4jd29yZHNbdGFpbCA+PiAyXTtcbiAgICBpZiAodGhpcy4jc2NyYXRjaC5sZW5ndGggPCBsZW5ndGgpIHtcbiAgICAgIHRoaXMuI3NjcmF0Y2ggPSBuZXcgVWludDhBcnJheShVUERBVEVfUkVDT1JEX0JZVEVTKTtcbiAgICB9XG4gICAgY29uc3Qgc3RhcnQgPSB0YWlsICsgUkVDT1JEX0hFQURFUjtcbiAgICB0aGlzLiNzY3JhdGNoLnNldCh0aGlzLiNieXRlcy5zdWJhcnJheShzdGFydCwgc3RhcnQgKyBsZW5ndGgpKTtcbiAgICBjb25zdCBuZXh0ID0gc3RhcnQgKyAoKGxlbmd0aCArIDMpICYgfjMpO1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jY3RybCwgVEFJTCwgbmV4dCA9PT0gdGhpcy4jc2l6ZSA/IDAgOiBuZXh0KTtcbiAgICByZXR1cm4gdGhpcy4jc2NyYXRjaC5zdWJhcnJheSgwLCBsZW5ndGgpO1xuICB9XG5cbiAgLyoqIFRoZSBvbGRlc3QgcmVjb3JkJ3Mgb2Zmc2V0IHBhc3QgYSBXUkFQIG1hcmtlciwgb3IgLTEgd2hlbiBlbXB0eS4gKi9cbiAgI3RhaWwoKTogbnVtYmVyIHtcbiAgICBjb25zdCBoZWFkID0gQXRvbWljcy5sb2FkKHRoaXMuI2N0cmwsIEhFQUQpO1xuICAgIGxldCB0YWlsID0gQXRvbWljcy5sb2FkKHRoaXMuI2N0cmwsIFRBSUwpO1xuICAgIGlmICh0YWlsID09PSBoZWFkKSByZXR1cm4gLTE7XG4gICAgaWYgKHRoaXMuI3dvcmRzW3RhaWwgPj4gMl0gPT09IFdSQVApIHtcbiAgICAgIHRhaWwgPSAwO1xuICAgICAgQXRvbWljcy5zdG9yZSh0aGlzLiNjdHJsLCBUQUlMLCAwKTtcbiAgICB9XG4gICAgcmV0dXJuIHRhaWw7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBMkJDLEdBRUQ7Ozs7O0NBS0MsR0FDRCxPQUFPLE1BQU0sb0JBQW9CLEtBQUssS0FBSztBQUUzQzs7Ozs7Q0FLQyxHQUNELE9BQU8sTUFBTSxzQkFBc0IsS0FBSyxLQUFLO0FBRTdDLE1BQU0sT0FBTztBQUNiLE1BQU0sT0FBTztBQUNiLE1BQU0sT0FBTztBQUNiLE1BQU0sZ0JBQWdCO0FBQ3RCLHdEQUF3RCxHQUN4RCxNQUFNLGdCQUFnQjtBQUN0QixtREFBbUQsR0FDbkQsTUFBTSxPQUFPLENBQUM7QUFFZCw4REFBOEQsR0FDOUQsT0FBTyxTQUFTLGlCQUNkLFFBQWdCLGlCQUFpQjtFQUVqQyxJQUFJLFFBQVEsTUFBTSxRQUFRLE1BQU0sR0FBRztJQUNqQyxNQUFNLElBQUksV0FBVztFQUN2QjtFQUNBLE9BQU8sSUFBSSxrQkFBa0IsZ0JBQWdCO0FBQy9DO0FBRUEsa0NBQWtDLEdBQ2xDLE9BQU8sTUFBTTtFQUNGLENBQUEsSUFBSyxDQUFnQztFQUNyQyxDQUFBLEtBQU0sQ0FBZ0M7RUFDdEMsQ0FBQSxLQUFNLENBQWdDO0VBQ3RDLENBQUEsSUFBSyxDQUFTO0VBQ3ZCLHlFQUF5RSxHQUN6RSxDQUFBLE9BQVEsR0FBRyxJQUFJLFdBQVcsTUFBTTtFQUVoQyxZQUFZLEdBQXNCLENBQUU7SUFDbEMsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksV0FBVyxLQUFLLEdBQUcsZ0JBQWdCO0lBQ3BELElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLFVBQVUsR0FBRztJQUM5QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxXQUFXLEtBQUssZUFBZSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDOUQsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksV0FBVyxLQUFLLGVBQWUsSUFBSSxDQUFDLENBQUEsSUFBSztFQUM3RDtFQUVBLDRFQUE0RTtFQUM1RSxXQUFXO0VBRVg7Ozs7R0FJQyxHQUNELE1BQU0sSUFBZ0IsRUFBRSxNQUFjLEVBQVc7SUFDL0MsSUFBSSxLQUFLLE1BQU0sR0FBRyxxQkFBcUIsT0FBTztJQUM5QyxNQUFNLElBQUksZ0JBQWdCLENBQUMsQUFBQyxLQUFLLE1BQU0sR0FBRyxJQUFLLENBQUMsQ0FBQztJQUNqRCxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQ3ZCLElBQUksS0FBSyxHQUFHLE9BQU87SUFDbkIsTUFBTSxJQUFJLE1BQU07SUFDaEIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUUsR0FBRyxLQUFLLE1BQU07SUFDNUIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksRUFBRSxHQUFHLFNBQVM7SUFDOUIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxNQUFNLEtBQUs7SUFDM0IsTUFBTSxPQUFPLEtBQUs7SUFDbEIsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSTtJQUMxRCxRQUFRLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTTtJQUM5QixRQUFRLE1BQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDM0IsT0FBTztFQUNUO0VBRUEsd0VBQXdFLEdBQ3hFLENBQUEsS0FBTSxDQUFDLENBQVM7SUFDZCxNQUFNLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQ3RDLE1BQU0sT0FBTyxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDdEMsSUFBSSxPQUFPLE1BQU0sT0FBTyxPQUFPLElBQUksT0FBTyxPQUFPLENBQUM7SUFDbEQscUVBQXFFO0lBQ3JFLElBQUksT0FBTyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSyxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxJQUFJLE9BQU8sR0FBSTtNQUNsRSxPQUFPO0lBQ1Q7SUFDQSxJQUFJLEtBQUssTUFBTSxPQUFPLENBQUM7SUFDdkIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFFBQVEsRUFBRSxHQUFHO0lBQ3pCLE9BQU87RUFDVDtFQUVBLDRFQUE0RTtFQUM1RSxXQUFXO0VBRVgsOERBQThELEdBQzlELElBQUksWUFBb0I7SUFDdEIsT0FBTyxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7RUFDbEM7RUFFQSx3RUFBd0UsR0FDeEUsVUFBVSxJQUFZLEVBQTJCO0lBQy9DLE1BQU0sSUFBSSxRQUFRLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTTtJQUM5QyxPQUFPLEVBQUUsS0FBSyxHQUFHLEVBQUUsS0FBSyxHQUFHO0VBQzdCO0VBRUEsNkRBQTZELEdBQzdELGVBQXFCO0lBQ25CLFFBQVEsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxNQUFNO0lBQzlCLFFBQVEsTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtFQUM3QjtFQUVBLGtDQUFrQyxHQUNsQyxJQUFJLFFBQWlCO0lBQ25CLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxLQUFLO0VBQ3hCO0VBRUEsd0VBQXdFLEdBQ3hFLE9BQWU7SUFDYixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssTUFBTSxDQUFDLElBQUksRUFBRTtFQUM3QztFQUVBOzs7R0FHQyxHQUNELE9BQW1CO0lBQ2pCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsUUFBUSxFQUFFO0lBQ3JDLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sR0FBRyxRQUFRO01BQ2pDLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJLFdBQVc7SUFDakM7SUFDQSxNQUFNLFFBQVEsT0FBTztJQUNyQixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLENBQUMsT0FBTyxRQUFRO0lBQ3RELE1BQU0sT0FBTyxRQUFRLENBQUMsQUFBQyxTQUFTLElBQUssQ0FBQyxDQUFDO0lBQ3ZDLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUk7SUFDMUQsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsUUFBUSxDQUFDLEdBQUc7RUFDbkM7RUFFQSxxRUFBcUUsR0FDckUsQ0FBQSxJQUFLO0lBQ0gsTUFBTSxPQUFPLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUN0QyxJQUFJLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQ3BDLElBQUksU0FBUyxNQUFNLE9BQU8sQ0FBQztJQUMzQixJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLEVBQUUsS0FBSyxNQUFNO01BQ25DLE9BQU87TUFDUCxRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTTtJQUNsQztJQUNBLE9BQU87RUFDVDtBQUNGIn0=
// denoCacheMetadata=1018134957146870650,247842292929570100