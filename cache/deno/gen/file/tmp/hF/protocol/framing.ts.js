/**
 * Frames on berth's socket: a 4-byte big-endian body length, then a msgpack
 * body. `FrameDecoder` reassembles bodies from a byte stream and refuses a
 * declared length over `MAX_FRAME_BYTES` before buffering any of it.
 *
 * @module
 */ import { MAX_FRAME_BYTES } from "./messages.ts";
import { MsgpackDecoder, MsgpackEncoder } from "./msgpack.ts";
// Plain msgpack maps (no records or extensions), so that a client in any
// language with a msgpack library can speak the protocol.
const packr = new MsgpackEncoder();
const unpackr = new MsgpackDecoder();
/** The smallest buffer a decoder allocates. */ const MIN_DECODER_BYTES = 4 * 1024;
/** A decoder's buffer above this is given back whenever it empties. */ const KEPT_DECODER_BYTES = 64 * 1024;
/** A frame that breaks the framing rules; the connection must be dropped. */ export class FrameError extends Error {
  code;
  constructor(code, message){
    super(message), this.code = code;
    this.name = "FrameError";
  }
}
/** Encodes one message as a length-prefixed frame. */ export function encodeFrame(message) {
  // The body is encoded after room for its length: one array per frame.
  const frame = packr.encode(message, 4);
  const n = frame.length - 4;
  if (n > MAX_FRAME_BYTES) {
    throw new FrameError("too-large", `Message of ${n} bytes is over the ${MAX_FRAME_BYTES} byte frame limit`);
  }
  frame[0] = n >>> 24;
  frame[1] = n >>> 16 & 0xff;
  frame[2] = n >>> 8 & 0xff;
  frame[3] = n & 0xff;
  return frame;
}
/**
 * Decodes one msgpack body; throws `FrameError` when it is not msgpack.
 * Its binary values are copies: `body` may be a `FrameDecoder`'s view.
 */ export function decodeBody(body) {
  let values;
  try {
    values = unpackr.decodeAll(body, true);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new FrameError("protocol", `Malformed msgpack frame: ${why}`);
  }
  if (values.length !== 1) {
    throw new FrameError("protocol", `Malformed msgpack frame: ${values.length} values in one frame`);
  }
  return values[0];
}
/**
 * Splits a byte stream into frame bodies. Feed it chunks with `push()`, then
 * take whole bodies with `next()` until it returns null.
 */ export class FrameDecoder {
  // Allocated on the first bytes, at the size they need: a connection that
  // only ever sends small messages holds a small buffer.
  #buf = new Uint8Array(0);
  #start = 0;
  #end = 0;
  /** Appends received bytes. */ push(chunk) {
    const needed = this.#end - this.#start + chunk.length;
    if (this.#end + chunk.length > this.#buf.length) {
      // Compact first; grow only when the live bytes do not fit. The header
      // check in next() keeps growth at MAX_FRAME_BYTES plus one chunk.
      const live = this.#buf.subarray(this.#start, this.#end);
      const target = needed > this.#buf.length ? new Uint8Array(Math.max(needed, this.#buf.length * 2, MIN_DECODER_BYTES)) : this.#buf;
      target.set(live, 0);
      this.#buf = target;
      this.#end -= this.#start;
      this.#start = 0;
    }
    this.#buf.set(chunk, this.#end);
    this.#end += chunk.length;
  }
  /** Bytes received but not yet returned as a body. */ get buffered() {
    return this.#end - this.#start;
  }
  /**
   * Returns the next complete body, or null when more bytes are needed.
   * The body is a view of this decoder's buffer, good until the next
   * `push()`: decode it first (`decodeBody` copies what it keeps), as a
   * copy per frame cost more than the decoding of a key's echo. Throws
   * `FrameError` on an oversized frame.
   */ next() {
    const avail = this.#end - this.#start;
    if (avail < 4) return null;
    const b = this.#buf, s = this.#start;
    const len = (b[s] << 24 | b[s + 1] << 16 | b[s + 2] << 8 | b[s + 3]) >>> 0;
    if (len > MAX_FRAME_BYTES) {
      throw new FrameError("too-large", `Frame of ${len} bytes is over the ${MAX_FRAME_BYTES} byte limit`);
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2ZyYW1pbmcudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBGcmFtZXMgb24gYmVydGgncyBzb2NrZXQ6IGEgNC1ieXRlIGJpZy1lbmRpYW4gYm9keSBsZW5ndGgsIHRoZW4gYSBtc2dwYWNrXG4gKiBib2R5LiBgRnJhbWVEZWNvZGVyYCByZWFzc2VtYmxlcyBib2RpZXMgZnJvbSBhIGJ5dGUgc3RyZWFtIGFuZCByZWZ1c2VzIGFcbiAqIGRlY2xhcmVkIGxlbmd0aCBvdmVyIGBNQVhfRlJBTUVfQllURVNgIGJlZm9yZSBidWZmZXJpbmcgYW55IG9mIGl0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBNQVhfRlJBTUVfQllURVMgfSBmcm9tIFwiLi9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgTXNncGFja0RlY29kZXIsIE1zZ3BhY2tFbmNvZGVyIH0gZnJvbSBcIi4vbXNncGFjay50c1wiO1xuXG4vLyBQbGFpbiBtc2dwYWNrIG1hcHMgKG5vIHJlY29yZHMgb3IgZXh0ZW5zaW9ucyksIHNvIHRoYXQgYSBjbGllbnQgaW4gYW55XG4vLyBsYW5ndWFnZSB3aXRoIGEgbXNncGFjayBsaWJyYXJ5IGNhbiBzcGVhayB0aGUgcHJvdG9jb2wuXG5jb25zdCBwYWNrciA9IG5ldyBNc2dwYWNrRW5jb2RlcigpO1xuY29uc3QgdW5wYWNrciA9IG5ldyBNc2dwYWNrRGVjb2RlcigpO1xuXG4vKiogVGhlIHNtYWxsZXN0IGJ1ZmZlciBhIGRlY29kZXIgYWxsb2NhdGVzLiAqL1xuY29uc3QgTUlOX0RFQ09ERVJfQllURVMgPSA0ICogMTAyNDtcbi8qKiBBIGRlY29kZXIncyBidWZmZXIgYWJvdmUgdGhpcyBpcyBnaXZlbiBiYWNrIHdoZW5ldmVyIGl0IGVtcHRpZXMuICovXG5jb25zdCBLRVBUX0RFQ09ERVJfQllURVMgPSA2NCAqIDEwMjQ7XG5cbi8qKiBBIGZyYW1lIHRoYXQgYnJlYWtzIHRoZSBmcmFtaW5nIHJ1bGVzOyB0aGUgY29ubmVjdGlvbiBtdXN0IGJlIGRyb3BwZWQuICovXG5leHBvcnQgY2xhc3MgRnJhbWVFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgY29uc3RydWN0b3IocmVhZG9ubHkgY29kZTogXCJ0b28tbGFyZ2VcIiB8IFwicHJvdG9jb2xcIiwgbWVzc2FnZTogc3RyaW5nKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gXCJGcmFtZUVycm9yXCI7XG4gIH1cbn1cblxuLyoqIEVuY29kZXMgb25lIG1lc3NhZ2UgYXMgYSBsZW5ndGgtcHJlZml4ZWQgZnJhbWUuICovXG5leHBvcnQgZnVuY3Rpb24gZW5jb2RlRnJhbWUobWVzc2FnZTogdW5rbm93bik6IFVpbnQ4QXJyYXkge1xuICAvLyBUaGUgYm9keSBpcyBlbmNvZGVkIGFmdGVyIHJvb20gZm9yIGl0cyBsZW5ndGg6IG9uZSBhcnJheSBwZXIgZnJhbWUuXG4gIGNvbnN0IGZyYW1lID0gcGFja3IuZW5jb2RlKG1lc3NhZ2UsIDQpO1xuICBjb25zdCBuID0gZnJhbWUubGVuZ3RoIC0gNDtcbiAgaWYgKG4gPiBNQVhfRlJBTUVfQllURVMpIHtcbiAgICB0aHJvdyBuZXcgRnJhbWVFcnJvcihcbiAgICAgIFwidG9vLWxhcmdlXCIsXG4gICAgICBgTWVzc2FnZSBvZiAke259IGJ5dGVzIGlzIG92ZXIgdGhlICR7TUFYX0ZSQU1FX0JZVEVTfSBieXRlIGZyYW1lIGxpbWl0YCxcbiAgICApO1xuICB9XG4gIGZyYW1lWzBdID0gbiA+Pj4gMjQ7XG4gIGZyYW1lWzFdID0gKG4gPj4+IDE2KSAmIDB4ZmY7XG4gIGZyYW1lWzJdID0gKG4gPj4+IDgpICYgMHhmZjtcbiAgZnJhbWVbM10gPSBuICYgMHhmZjtcbiAgcmV0dXJuIGZyYW1lO1xufVxuXG4vKipcbiAqIERlY29kZXMgb25lIG1zZ3BhY2sgYm9keTsgdGhyb3dzIGBGcmFtZUVycm9yYCB3aGVuIGl0IGlzIG5vdCBtc2dwYWNrLlxuICogSXRzIGJpbmFyeSB2YWx1ZXMgYXJlIGNvcGllczogYGJvZHlgIG1heSBiZSBhIGBGcmFtZURlY29kZXJgJ3Mgdmlldy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRlY29kZUJvZHkoYm9keTogVWludDhBcnJheSk6IHVua25vd24ge1xuICBsZXQgdmFsdWVzOiB1bmtub3duW107XG4gIHRyeSB7XG4gICAgdmFsdWVzID0gdW5wYWNrci5kZWNvZGVBbGwoYm9keSwgdHJ1ZSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGNvbnN0IHdoeSA9IGVyciBpbnN0YW5jZW9mIEVycm9yID8gZXJyLm1lc3NhZ2UgOiBTdHJpbmcoZXJyKTtcbiAgICB0aHJvdyBuZXcgRnJhbWVFcnJvcihcInByb3RvY29sXCIsIGBNYWxmb3JtZWQgbXNncGFjayBmcmFtZTogJHt3aHl9YCk7XG4gIH1cbiAgaWYgKHZhbHVlcy5sZW5ndGggIT09IDEpIHtcbiAgICB0aHJvdyBuZXcgRnJhbWVFcnJvcihcbiAgICAgIFwicHJvdG9jb2xcIixcbiAgICAgIGBNYWxmb3JtZWQgbXNncGFjayBmcmFtZTogJHt2YWx1ZXMubGVuZ3RofSB2YWx1ZXMgaW4gb25lIGZyYW1lYCxcbiAgICApO1xuICB9XG4gIHJldHVybiB2YWx1ZXNbMF07XG59XG5cbi8qKlxuICogU3BsaXRzIGEgYnl0ZSBzdHJlYW0gaW50byBmcmFtZSBib2RpZXMuIEZlZWQgaXQgY2h1bmtzIHdpdGggYHB1c2goKWAsIHRoZW5cbiAqIHRha2Ugd2hvbGUgYm9kaWVzIHdpdGggYG5leHQoKWAgdW50aWwgaXQgcmV0dXJucyBudWxsLlxuICovXG5leHBvcnQgY2xhc3MgRnJhbWVEZWNvZGVyIHtcbiAgLy8gQWxsb2NhdGVkIG9uIHRoZSBmaXJzdCBieXRlcywgYXQgdGhlIHNpemUgdGhleSBuZWVkOiBhIGNvbm5lY3Rpb24gdGhhdFxuICAvLyBvbmx5IGV2ZXIgc2VuZHMgc21hbGwgbWVzc2FnZXMgaG9sZHMgYSBzbWFsbCBidWZmZXIuXG4gICNidWYgPSBuZXcgVWludDhBcnJheSgwKTtcbiAgI3N0YXJ0ID0gMDtcbiAgI2VuZCA9IDA7XG5cbiAgLyoqIEFwcGVuZHMgcmVjZWl2ZWQgYnl0ZXMuICovXG4gIHB1c2goY2h1bms6IFVpbnQ4QXJyYXkpOiB2b2lkIHtcbiAgICBjb25zdCBuZWVkZWQgPSB0aGlzLiNlbmQgLSB0aGlzLiNzdGFydCArIGNodW5rLmxlbmd0aDtcbiAgICBpZiAodGhpcy4jZW5kICsgY2h1bmsubGVuZ3RoID4gdGhpcy4jYnVmLmxlbmd0aCkge1xuICAgICAgLy8gQ29tcGFjdCBmaXJzdDsgZ3JvdyBvbmx5IHdoZW4gdGhlIGxpdmUgYnl0ZXMgZG8gbm90IGZpdC4gVGhlIGhlYWRlclxuICAgICAgLy8gY2hlY2sgaW4gbmV4dCgpIGtlZXBzIGdyb3d0aCBhdCBNQVhfRlJBTUVfQllURVMgcGx1cyBvbmUgY2h1bmsuXG4gICAgICBjb25zdCBsaXZlID0gdGhpcy4jYnVmLnN1YmFycmF5KHRoaXMuI3N0YXJ0LCB0aGlzLiNlbmQpO1xuICAgICAgY29uc3QgdGFyZ2V0ID0gbmVlZGVkID4gdGhpcy4jYnVmLmxlbmd0aFxuICAgICAgICA/IG5ldyBVaW50OEFycmF5KFxuICAgICAgICAgIE1hdGgubWF4KG5lZWRlZCwgdGhpcy4jYnVmLmxlbmd0aCAqIDIsIE1JTl9ERUNPREVSX0JZVEVTKSxcbiAgICAgICAgKVxuICAgICAgICA6IHRoaXMuI2J1ZjtcbiAgICAgIHRhcmdldC5zZXQobGl2ZSwgMCk7XG4gICAgICB0aGlzLiNidWYgPSB0YXJnZXQ7XG4gICAgICB0aGlzLiNlbmQgLT0gdGhpcy4jc3RhcnQ7XG4gICAgICB0aGlzLiNzdGFydCA9IDA7XG4gICAgfVxuICAgIHRoaXMuI2J1Zi5zZXQoY2h1bmssIHRoaXMuI2VuZCk7XG4gICAgdGhpcy4jZW5kICs9IGNodW5rLmxlbmd0aDtcbiAgfVxuXG4gIC8qKiBCeXRlcyByZWNlaXZlZCBidXQgbm90IHlldCByZXR1cm5lZCBhcyBhIGJvZHkuICovXG4gIGdldCBidWZmZXJlZCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNlbmQgLSB0aGlzLiNzdGFydDtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZXR1cm5zIHRoZSBuZXh0IGNvbXBsZXRlIGJvZHksIG9yIG51bGwgd2hlbiBtb3JlIGJ5dGVzIGFyZSBuZWVkZWQuXG4gICAqIFRoZSBib2R5IGlzIGEgdmlldyBvZiB0aGlzIGRlY29kZXIncyBidWZmZXIsIGdvb2QgdW50aWwgdGhlIG5leHRcbiAgICogYHB1c2goKWA6IGRlY29kZSBpdCBmaXJzdCAoYGRlY29kZUJvZHlgIGNvcGllcyB3aGF0IGl0IGtlZXBzKSwgYXMgYVxuICAgKiBjb3B5IHBlciBmcmFtZSBjb3N0IG1vcmUgdGhhbiB0aGUgZGVjb2Rpbmcgb2YgYSBrZXkncyBlY2hvLiBUaHJvd3NcbiAgICogYEZyYW1lRXJyb3JgIG9uIGFuIG92ZXJzaXplZCBmcmFtZS5cbiAgICovXG4gIG5leHQoKTogVWludDhBcnJheSB8IG51bGwge1xuICAgIGNvbnN0IGF2YWlsID0gdGhpcy4jZW5kIC0gdGhpcy4jc3RhcnQ7XG4gICAgaWYgKGF2YWlsIDwgNCkgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgYiA9IHRoaXMuI2J1ZiwgcyA9IHRoaXMuI3N0YXJ0O1xuICAgIGNvbnN0IGxlbiA9XG4gICAgICAoKGJbc10gPDwgMjQpIHwgKGJbcyArIDFdIDw8IDE2KSB8IChiW3MgKyAyXSA8PCA4KSB8IGJbcyArIDNdKSA+Pj4gMDtcbiAgICBpZiAobGVuID4gTUFYX0ZSQU1FX0JZVEVTKSB7XG4gICAgICB0aHJvdyBuZXcgRnJhbWVFcnJvcihcbiAgICAgICAgXCJ0b28tbGFyZ2VcIixcbiAgICAgICAgYEZyYW1lIG9mICR7bGVufSBieXRlcyBpcyBvdmVyIHRoZSAke01BWF9GUkFNRV9CWVRFU30gYnl0ZSBsaW1pdGAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAoYXZhaWwgPCA0ICsgbGVuKSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCBib2R5ID0gYi5zdWJhcnJheShzICsgNCwgcyArIDQgKyBsZW4pO1xuICAgIHRoaXMuI3N0YXJ0ICs9IDQgKyBsZW47XG4gICAgaWYgKHRoaXMuI3N0YXJ0ID09PSB0aGlzLiNlbmQpIHRoaXMuI3N0YXJ0ID0gdGhpcy4jZW5kID0gMDtcbiAgICAvLyBHaXZlIGJhY2sgYSBidWZmZXIgdGhhdCBncmV3IGZvciBiaWcgZnJhbWVzLCBvbmNlIGl0IGlzIGVtcHR5LlxuICAgIGlmICh0aGlzLiNzdGFydCA9PT0gMCAmJiB0aGlzLiNlbmQgPT09IDAgJiYgYi5sZW5ndGggPiBLRVBUX0RFQ09ERVJfQllURVMpIHtcbiAgICAgIHRoaXMuI2J1ZiA9IG5ldyBVaW50OEFycmF5KDApO1xuICAgIH1cbiAgICByZXR1cm4gYm9keTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsZUFBZSxRQUFRLGdCQUFnQjtBQUNoRCxTQUFTLGNBQWMsRUFBRSxjQUFjLFFBQVEsZUFBZTtBQUU5RCx5RUFBeUU7QUFDekUsMERBQTBEO0FBQzFELE1BQU0sUUFBUSxJQUFJO0FBQ2xCLE1BQU0sVUFBVSxJQUFJO0FBRXBCLDZDQUE2QyxHQUM3QyxNQUFNLG9CQUFvQixJQUFJO0FBQzlCLHFFQUFxRSxHQUNyRSxNQUFNLHFCQUFxQixLQUFLO0FBRWhDLDJFQUEyRSxHQUMzRSxPQUFPLE1BQU0sbUJBQW1COztFQUM5QixZQUFZLEFBQVMsSUFBOEIsRUFBRSxPQUFlLENBQUU7SUFDcEUsS0FBSyxDQUFDLGVBRGEsT0FBQTtJQUVuQixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBLG9EQUFvRCxHQUNwRCxPQUFPLFNBQVMsWUFBWSxPQUFnQjtFQUMxQyxzRUFBc0U7RUFDdEUsTUFBTSxRQUFRLE1BQU0sTUFBTSxDQUFDLFNBQVM7RUFDcEMsTUFBTSxJQUFJLE1BQU0sTUFBTSxHQUFHO0VBQ3pCLElBQUksSUFBSSxpQkFBaUI7SUFDdkIsTUFBTSxJQUFJLFdBQ1IsYUFDQSxDQUFDLFdBQVcsRUFBRSxFQUFFLG1CQUFtQixFQUFFLGdCQUFnQixpQkFBaUIsQ0FBQztFQUUzRTtFQUNBLEtBQUssQ0FBQyxFQUFFLEdBQUcsTUFBTTtFQUNqQixLQUFLLENBQUMsRUFBRSxHQUFHLEFBQUMsTUFBTSxLQUFNO0VBQ3hCLEtBQUssQ0FBQyxFQUFFLEdBQUcsQUFBQyxNQUFNLElBQUs7RUFDdkIsS0FBSyxDQUFDLEVBQUUsR0FBRyxJQUFJO0VBQ2YsT0FBTztBQUNUO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLFdBQVcsSUFBZ0I7RUFDekMsSUFBSTtFQUNKLElBQUk7SUFDRixTQUFTLFFBQVEsU0FBUyxDQUFDLE1BQU07RUFDbkMsRUFBRSxPQUFPLEtBQUs7SUFDWixNQUFNLE1BQU0sZUFBZSxRQUFRLElBQUksT0FBTyxHQUFHLE9BQU87SUFDeEQsTUFBTSxJQUFJLFdBQVcsWUFBWSxDQUFDLHlCQUF5QixFQUFFLEtBQUs7RUFDcEU7RUFDQSxJQUFJLE9BQU8sTUFBTSxLQUFLLEdBQUc7SUFDdkIsTUFBTSxJQUFJLFdBQ1IsWUFDQSxDQUFDLHlCQUF5QixFQUFFLE9BQU8sTUFBTSxDQUFDLG9CQUFvQixDQUFDO0VBRW5FO0VBQ0EsT0FBTyxNQUFNLENBQUMsRUFBRTtBQUNsQjtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sTUFBTTtFQUNYLHlFQUF5RTtFQUN6RSx1REFBdUQ7RUFDdkQsQ0FBQSxHQUFJLEdBQUcsSUFBSSxXQUFXLEdBQUc7RUFDekIsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUNYLENBQUEsR0FBSSxHQUFHLEVBQUU7RUFFVCw0QkFBNEIsR0FDNUIsS0FBSyxLQUFpQixFQUFRO0lBQzVCLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLE1BQU0sTUFBTTtJQUNyRCxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxNQUFNLE1BQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxFQUFFO01BQy9DLHNFQUFzRTtNQUN0RSxrRUFBa0U7TUFDbEUsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLElBQUksQ0FBQyxDQUFBLEdBQUk7TUFDdEQsTUFBTSxTQUFTLFNBQVMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sR0FDcEMsSUFBSSxXQUNKLEtBQUssR0FBRyxDQUFDLFFBQVEsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sR0FBRyxHQUFHLHNCQUV2QyxJQUFJLENBQUMsQ0FBQSxHQUFJO01BQ2IsT0FBTyxHQUFHLENBQUMsTUFBTTtNQUNqQixJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7TUFDWixJQUFJLENBQUMsQ0FBQSxHQUFJLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTTtNQUN4QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDaEI7SUFDQSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRyxDQUFDLE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSTtJQUM5QixJQUFJLENBQUMsQ0FBQSxHQUFJLElBQUksTUFBTSxNQUFNO0VBQzNCO0VBRUEsbURBQW1ELEdBQ25ELElBQUksV0FBbUI7SUFDckIsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNoQztFQUVBOzs7Ozs7R0FNQyxHQUNELE9BQTBCO0lBQ3hCLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUNyQyxJQUFJLFFBQVEsR0FBRyxPQUFPO0lBQ3RCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxHQUFJLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3BDLE1BQU0sTUFDSixDQUFDLEFBQUMsQ0FBQyxDQUFDLEVBQUUsSUFBSSxLQUFPLENBQUMsQ0FBQyxJQUFJLEVBQUUsSUFBSSxLQUFPLENBQUMsQ0FBQyxJQUFJLEVBQUUsSUFBSSxJQUFLLENBQUMsQ0FBQyxJQUFJLEVBQUUsTUFBTTtJQUNyRSxJQUFJLE1BQU0saUJBQWlCO01BQ3pCLE1BQU0sSUFBSSxXQUNSLGFBQ0EsQ0FBQyxTQUFTLEVBQUUsSUFBSSxtQkFBbUIsRUFBRSxnQkFBZ0IsV0FBVyxDQUFDO0lBRXJFO0lBQ0EsSUFBSSxRQUFRLElBQUksS0FBSyxPQUFPO0lBQzVCLE1BQU0sT0FBTyxFQUFFLFFBQVEsQ0FBQyxJQUFJLEdBQUcsSUFBSSxJQUFJO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxJQUFJO0lBQ25CLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0lBQ3pELGlFQUFpRTtJQUNqRSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksS0FBSyxLQUFLLEVBQUUsTUFBTSxHQUFHLG9CQUFvQjtNQUN6RSxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsSUFBSSxXQUFXO0lBQzdCO0lBQ0EsT0FBTztFQUNUO0FBQ0YifQ==
// denoCacheMetadata=7020754039511200852,17144294908343061435