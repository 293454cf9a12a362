/**
 * The msgpack codec of berth's socket: the subset the protocol uses (nil,
 * booleans, numbers, strings, binary, arrays, maps with string keys), as
 * plain msgpack any language's library reads (https://msgpack.org/ spec).
 *
 * berth's own, not the msgpackr package: msgpackr reaches for Node's
 * `Buffer`, and loading Deno's Node compatibility for it cost every CLI
 * command about 15 ms of CPU and the attach client about 4 MB here.
 *
 * Encoding: a map leaves out keys whose value is `undefined` (as JSON does),
 * so that optional fields stay absent; `undefined` elsewhere is nil.
 * Integers outside 32 bits and fractions are float64. Every header is the
 * shortest that fits (msgpackr gives every map a 3-byte header, so a message
 * is never larger than msgpackr made it). Decoding also reads what other
 * encoders write: 64-bit integers (as numbers), float32, msgpackr's
 * `undefined` (fixext 1, type 0); other extensions are refused.
 *
 * @module
 */

/** Bytes that are not msgpack this codec reads. */
export class MsgpackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MsgpackError";
  }
}

// Strings up to this many UTF-16 units are written and read in a JS loop;
// longer ones through TextEncoder/TextDecoder, whose call costs more than
// the loop for short strings (most of a frame's text runs are short).
const SHORT_STRING = 32;

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

/** Encodes values; one instance reuses its buffer across calls. */
export class MsgpackEncoder {
  #buf = new Uint8Array(8192);
  #view = new DataView(this.#buf.buffer);
  #pos = 0;

  /**
   * The msgpack bytes of `value` (a new array the caller may keep), after
   * `room` bytes left for the caller to fill (a frame's length header):
   * one array, not a body copied into a second one. Each typed array Deno
   * allocates costs about 1 us here, whatever its size (measured: `new
   * Uint8Array(12)` 0.9-1.8 us, a `subarray()` 0.08 us).
   */
  encode(value: unknown, room = 0): Uint8Array {
    this.#pos = room;
    this.#value(value);
    const out = this.#buf.slice(0, this.#pos);
    // Give back a buffer that grew for one big message.
    if (this.#buf.length > 1 << 20) this.#resize(8192);
    return out;
  }

  #ensure(n: number): void {
    if (this.#pos + n > this.#buf.length) {
      this.#resize(Math.max(this.#buf.length * 2, this.#pos + n));
    }
  }

  #resize(size: number): void {
    const next = new Uint8Array(size);
    next.set(this.#buf.subarray(0, Math.min(this.#pos, size)));
    this.#buf = next;
    this.#view = new DataView(next.buffer);
  }

  #value(v: unknown): void {
    switch (typeof v) {
      case "string":
        return this.#string(v);
      case "number":
        return this.#number(v);
      case "boolean":
        this.#ensure(1);
        this.#buf[this.#pos++] = v ? 0xc3 : 0xc2;
        return;
      case "undefined":
        this.#ensure(1);
        this.#buf[this.#pos++] = 0xc0;
        return;
      case "object":
        if (v === null) return this.#value(undefined);
        if (Array.isArray(v)) return this.#array(v);
        if (ArrayBuffer.isView(v)) {
          return this.#binary(
            new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
          );
        }
        if (v instanceof Map) return this.#map(Object.fromEntries(v));
        return this.#map(v as Record<string, unknown>);
      default:
        throw new TypeError(`Cannot encode a ${typeof v} as msgpack`);
    }
  }

  #number(n: number): void {
    this.#ensure(9);
    const b = this.#buf;
    if (Number.isInteger(n) && n >= -0x80000000 && n <= 0xffffffff) {
      if (n >= 0) {
        if (n < 0x80) b[this.#pos++] = n;
        else if (n <= 0xff) {
          b[this.#pos++] = 0xcc;
          b[this.#pos++] = n;
        } else if (n <= 0xffff) {
          b[this.#pos++] = 0xcd;
          this.#view.setUint16(this.#pos, n);
          this.#pos += 2;
        } else {
          b[this.#pos++] = 0xce;
          this.#view.setUint32(this.#pos, n);
          this.#pos += 4;
        }
      } else if (n >= -32) {
        b[this.#pos++] = n & 0xff;
      } else if (n >= -0x80) {
        b[this.#pos++] = 0xd0;
        b[this.#pos++] = n & 0xff;
      } else if (n >= -0x8000) {
        b[this.#pos++] = 0xd1;
        this.#view.setInt16(this.#pos, n);
        this.#pos += 2;
      } else {
        b[this.#pos++] = 0xd2;
        this.#view.setInt32(this.#pos, n);
        this.#pos += 4;
      }
      return;
    }
    b[this.#pos++] = 0xcb;
    this.#view.setFloat64(this.#pos, n);
    this.#pos += 8;
  }

  /** A header of `kind` (0: str, 1: bin, 2: array, 3: map) for `n` items. */
  #header(kind: number, n: number, fix: number, fixMax: number): void {
    this.#ensure(5);
    const b = this.#buf;
    if (n <= fixMax) {
      b[this.#pos++] = fix | n;
    } else if (n <= 0xff && kind < 2) {
      b[this.#pos++] = kind === 0 ? 0xd9 : 0xc4;
      b[this.#pos++] = n;
    } else if (n <= 0xffff) {
      b[this.#pos++] = [0xda, 0xc5, 0xdc, 0xde][kind];
      this.#view.setUint16(this.#pos, n);
      this.#pos += 2;
    } else {
      b[this.#pos++] = [0xdb, 0xc6, 0xdd, 0xdf][kind];
      this.#view.setUint32(this.#pos, n);
      this.#pos += 4;
    }
  }

  #string(s: string): void {
    const max = s.length * 3;
    this.#ensure(max + 5);
    const b = this.#buf;
    // Room for the widest header the string can need; trimmed after.
    const start = this.#pos;
    const headerBytes = max <= 31 ? 1 : max <= 0xff ? 2 : max <= 0xffff ? 3 : 5;
    let p = start + headerBytes;
    if (s.length <= SHORT_STRING) {
      for (let i = 0; i < s.length; i++) {
        let c = s.charCodeAt(i);
        if (c < 0x80) {
          b[p++] = c;
        } else if (c < 0x800) {
          b[p++] = 0xc0 | (c >> 6);
          b[p++] = 0x80 | (c & 0x3f);
        } else {
          const next = s.charCodeAt(i + 1);
          if (c >= 0xd800 && c < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
            c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
            i++;
            b[p++] = 0xf0 | (c >> 18);
            b[p++] = 0x80 | ((c >> 12) & 0x3f);
          } else {
            if (c >= 0xd800 && c < 0xe000) c = 0xfffd; // a lone surrogate
            b[p++] = 0xe0 | (c >> 12);
          }
          b[p++] = 0x80 | ((c >> 6) & 0x3f);
          b[p++] = 0x80 | (c & 0x3f);
        }
      }
    } else {
      p += textEncoder.encodeInto(s, b.subarray(p)).written;
    }
    const n = p - start - headerBytes;
    // The shortest header for the bytes written, as other encoders give:
    // shift the text back when the guess from its length was wider.
    const fits = n <= 31 ? 1 : n <= 0xff ? 2 : n <= 0xffff ? 3 : 5;
    if (fits < headerBytes) {
      b.copyWithin(start + fits, start + headerBytes, p);
      p -= headerBytes - fits;
    }
    if (fits === 1) b[start] = 0xa0 | n;
    else if (fits === 2) {
      b[start] = 0xd9;
      b[start + 1] = n;
    } else if (fits === 3) {
      b[start] = 0xda;
      this.#view.setUint16(start + 1, n);
    } else {
      b[start] = 0xdb;
      this.#view.setUint32(start + 1, n);
    }
    this.#pos = p;
  }

  #binary(bytes: Uint8Array): void {
    this.#header(1, bytes.length, 0xc4, -1);
    this.#ensure(bytes.length);
    this.#buf.set(bytes, this.#pos);
    this.#pos += bytes.length;
  }

  #array(a: unknown[]): void {
    this.#header(2, a.length, 0x90, 15);
    for (let i = 0; i < a.length; i++) this.#value(a[i]);
  }

  #map(o: Record<string, unknown>): void {
    const keys = Object.keys(o);
    let n = 0;
    for (let i = 0; i < keys.length; i++) if (o[keys[i]] !== undefined) n++;
    this.#header(3, n, 0x80, 15);
    for (let i = 0; i < keys.length; i++) {
      const v = o[keys[i]];
      if (v === undefined) continue;
      this.#string(keys[i]);
      this.#value(v);
    }
  }
}

// What a decoder holds between calls: one empty array, not one per call.
const NO_BYTES = new Uint8Array(0);

/** Decodes msgpack bytes; throws MsgpackError on bytes it cannot read. */
export class MsgpackDecoder {
  #buf: Uint8Array = NO_BYTES;
  #view: DataView = new DataView(this.#buf.buffer);
  #pos = 0;

  /** Binary values are copies (else views of the bytes decoded). */
  #copyBinary = false;

  /**
   * Every value in `bytes`, in order. `copyBinary`: binary values are
   * copies the caller may keep after `bytes` is reused; else views of it.
   */
  decodeAll(bytes: Uint8Array, copyBinary = false): unknown[] {
    this.#copyBinary = copyBinary;
    this.#buf = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    this.#pos = 0;
    const out: unknown[] = [];
    try {
      while (this.#pos < bytes.length) out.push(this.#value());
    } catch (err) {
      if (err instanceof MsgpackError) throw err;
      // A DataView read past the end; a nesting too deep for the stack.
      throw new MsgpackError(
        err instanceof RangeError && /stack/i.test(err.message)
          ? "nested too deeply"
          : "unexpected end of data",
      );
    } finally {
      this.#buf = NO_BYTES;
    }
    return out;
  }

  #need(n: number): number {
    const at = this.#pos;
    if (at + n > this.#buf.length) {
      throw new MsgpackError("unexpected end of data");
    }
    this.#pos += n;
    return at;
  }

  #value(): unknown {
    const t = this.#buf[this.#need(1)];
    if (t < 0x80) return t;
    if (t < 0x90) return this.#map(t & 0x0f);
    if (t < 0xa0) return this.#array(t & 0x0f);
    if (t < 0xc0) return this.#string(t & 0x1f);
    if (t >= 0xe0) return t - 0x100;
    const v = this.#view;
    switch (t) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xc4:
        return this.#binary(this.#buf[this.#need(1)]);
      case 0xc5:
        return this.#binary(v.getUint16(this.#need(2)));
      case 0xc6:
        return this.#binary(v.getUint32(this.#need(4)));
      case 0xca:
        return v.getFloat32(this.#need(4));
      case 0xcb:
        return v.getFloat64(this.#need(8));
      case 0xcc:
        return this.#buf[this.#need(1)];
      case 0xcd:
        return v.getUint16(this.#need(2));
      case 0xce:
        return v.getUint32(this.#need(4));
      case 0xcf:
        return Number(v.getBigUint64(this.#need(8)));
      case 0xd0:
        return v.getInt8(this.#need(1));
      case 0xd1:
        return v.getInt16(this.#need(2));
      case 0xd2:
        return v.getInt32(this.#need(4));
      case 0xd3:
        return Number(v.getBigInt64(this.#need(8)));
      case 0xd4: {
        // fixext 1: msgpackr writes `undefined` as type 0, data 0.
        const at = this.#need(2);
        if (this.#buf[at] === 0) return undefined;
        throw new MsgpackError(`unknown extension type ${this.#buf[at]}`);
      }
      case 0xd9:
        return this.#string(this.#buf[this.#need(1)]);
      case 0xda:
        return this.#string(v.getUint16(this.#need(2)));
      case 0xdb:
        return this.#string(v.getUint32(this.#need(4)));
      case 0xdc:
        return this.#array(v.getUint16(this.#need(2)));
      case 0xdd:
        return this.#array(v.getUint32(this.#need(4)));
      case 0xde:
        return this.#map(v.getUint16(this.#need(2)));
      case 0xdf:
        return this.#map(v.getUint32(this.#need(4)));
      default:
        throw new MsgpackError(`unsupported type byte 0x${t.toString(16)}`);
    }
  }

  #string(n: number): string {
    const at = this.#need(n);
    const b = this.#buf;
    if (n > SHORT_STRING) {
      return textDecoder.decode(b.subarray(at, at + n));
    }
    let s = "";
    for (let i = at; i < at + n; i++) {
      if (b[i] >= 0x80) return textDecoder.decode(b.subarray(at, at + n));
      s += String.fromCharCode(b[i]);
    }
    return s;
  }

  #binary(n: number): Uint8Array {
    const at = this.#need(n);
    return this.#copyBinary
      ? this.#buf.slice(at, at + n)
      : this.#buf.subarray(at, at + n);
  }

  #array(n: number): unknown[] {
    // Each item takes at least one byte: a huge count in a short frame is
    // refused before anything is allocated for it.
    if (n > this.#buf.length - this.#pos) {
      throw new MsgpackError("unexpected end of data");
    }
    const a = new Array(n);
    for (let i = 0; i < n; i++) a[i] = this.#value();
    return a;
  }

  #map(n: number): Record<string, unknown> {
    if (2 * n > this.#buf.length - this.#pos) {
      throw new MsgpackError("unexpected end of data");
    }
    const o: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const k = this.#value();
      const key = typeof k === "string" ? k : String(k);
      const value = this.#value();
      if (key === "__proto__") {
        // A plain assignment would replace the object's prototype.
        Object.defineProperty(o, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        o[key] = value;
      }
    }
    return o;
  }
}
