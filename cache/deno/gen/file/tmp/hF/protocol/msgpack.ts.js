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
 */ /** Bytes that are not msgpack this codec reads. */ export class MsgpackError extends Error {
  constructor(message){
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
/** Encodes values; one instance reuses its buffer across calls. */ export class MsgpackEncoder {
  #buf = new Uint8Array(8192);
  #view = new DataView(this.#buf.buffer);
  #pos = 0;
  /**
   * The msgpack bytes of `value` (a new array the caller may keep), after
   * `room` bytes left for the caller to fill (a frame's length header):
   * one array, not a body copied into a second one. Each typed array Deno
   * allocates costs about 1 us here, whatever its size (measured: `new
   * Uint8Array(12)` 0.9-1.8 us, a `subarray()` 0.08 us).
   */ encode(value, room = 0) {
    this.#pos = room;
    this.#value(value);
    const out = this.#buf.slice(0, this.#pos);
    // Give back a buffer that grew for one big message.
    if (this.#buf.length > 1 << 20) this.#resize(8192);
    return out;
  }
  #ensure(n) {
    if (this.#pos + n > this.#buf.length) {
      this.#resize(Math.max(this.#buf.length * 2, this.#pos + n));
    }
  }
  #resize(size) {
    const next = new Uint8Array(size);
    next.set(this.#buf.subarray(0, Math.min(this.#pos, size)));
    this.#buf = next;
    this.#view = new DataView(next.buffer);
  }
  #value(v) {
    switch(typeof v){
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
          return this.#binary(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
        }
        if (v instanceof Map) return this.#map(Object.fromEntries(v));
        return this.#map(v);
      default:
        throw new TypeError(`Cannot encode a ${typeof v} as msgpack`);
    }
  }
  #number(n) {
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
  /** A header of `kind` (0: str, 1: bin, 2: array, 3: map) for `n` items. */ #header(kind, n, fix, fixMax) {
    this.#ensure(5);
    const b = this.#buf;
    if (n <= fixMax) {
      b[this.#pos++] = fix | n;
    } else if (n <= 0xff && kind < 2) {
      b[this.#pos++] = kind === 0 ? 0xd9 : 0xc4;
      b[this.#pos++] = n;
    } else if (n <= 0xffff) {
      b[this.#pos++] = [
        0xda,
        0xc5,
        0xdc,
        0xde
      ][kind];
      this.#view.setUint16(this.#pos, n);
      this.#pos += 2;
    } else {
      b[this.#pos++] = [
        0xdb,
        0xc6,
        0xdd,
        0xdf
      ][kind];
      this.#view.setUint32(this.#pos, n);
      this.#pos += 4;
    }
  }
  #string(s) {
    const max = s.length * 3;
    this.#ensure(max + 5);
    const b = this.#buf;
    // Room for the widest header the string can need; trimmed after.
    const start = this.#pos;
    const headerBytes = max <= 31 ? 1 : max <= 0xff ? 2 : max <= 0xffff ? 3 : 5;
    let p = start + headerBytes;
    if (s.length <= SHORT_STRING) {
      for(let i = 0; i < s.length; i++){
        let c = s.charCodeAt(i);
        if (c < 0x80) {
          b[p++] = c;
        } else if (c < 0x800) {
          b[p++] = 0xc0 | c >> 6;
          b[p++] = 0x80 | c & 0x3f;
        } else {
          const next = s.charCodeAt(i + 1);
          if (c >= 0xd800 && c < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
            c = 0x10000 + (c - 0xd800 << 10) + (next - 0xdc00);
            i++;
            b[p++] = 0xf0 | c >> 18;
            b[p++] = 0x80 | c >> 12 & 0x3f;
          } else {
            if (c >= 0xd800 && c < 0xe000) c = 0xfffd; // a lone surrogate
            b[p++] = 0xe0 | c >> 12;
          }
          b[p++] = 0x80 | c >> 6 & 0x3f;
          b[p++] = 0x80 | c & 0x3f;
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
  #binary(bytes) {
    this.#header(1, bytes.length, 0xc4, -1);
    this.#ensure(bytes.length);
    this.#buf.set(bytes, this.#pos);
    this.#pos += bytes.length;
  }
  #array(a) {
    this.#header(2, a.length, 0x90, 15);
    for(let i = 0; i < a.length; i++)this.#value(a[i]);
  }
  #map(o) {
    const keys = Object.keys(o);
    let n = 0;
    for(let i = 0; i < keys.length; i++)if (o[keys[i]] !== undefined) n++;
    this.#header(3, n, 0x80, 15);
    for(let i = 0; i < keys.length; i++){
      const v = o[keys[i]];
      if (v === undefined) continue;
      this.#string(keys[i]);
      this.#value(v);
    }
  }
}
// What a decoder holds between calls: one empty array, not one per call.
const NO_BYTES = new Uint8Array(0);
/** Decodes msgpack bytes; throws MsgpackError on bytes it cannot read. */ export class MsgpackDecoder {
  #buf = NO_BYTES;
  #view = new DataView(this.#buf.buffer);
  #pos = 0;
  /** Binary values are copies (else views of the bytes decoded). */ #copyBinary = false;
  /**
   * Every value in `bytes`, in order. `copyBinary`: binary values are
   * copies the caller may keep after `bytes` is reused; else views of it.
   */ decodeAll(bytes, copyBinary = false) {
    this.#copyBinary = copyBinary;
    this.#buf = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    this.#pos = 0;
    const out = [];
    try {
      while(this.#pos < bytes.length)out.push(this.#value());
    } catch (err) {
      if (err instanceof MsgpackError) throw err;
      // A DataView read past the end; a nesting too deep for the stack.
      throw new MsgpackError(err instanceof RangeError && /stack/i.test(err.message) ? "nested too deeply" : "unexpected end of data");
    } finally{
      this.#buf = NO_BYTES;
    }
    return out;
  }
  #need(n) {
    const at = this.#pos;
    if (at + n > this.#buf.length) {
      throw new MsgpackError("unexpected end of data");
    }
    this.#pos += n;
    return at;
  }
  #value() {
    const t = this.#buf[this.#need(1)];
    if (t < 0x80) return t;
    if (t < 0x90) return this.#map(t & 0x0f);
    if (t < 0xa0) return this.#array(t & 0x0f);
    if (t < 0xc0) return this.#string(t & 0x1f);
    if (t >= 0xe0) return t - 0x100;
    const v = this.#view;
    switch(t){
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
      case 0xd4:
        {
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
  #string(n) {
    const at = this.#need(n);
    const b = this.#buf;
    if (n > SHORT_STRING) {
      return textDecoder.decode(b.subarray(at, at + n));
    }
    let s = "";
    for(let i = at; i < at + n; i++){
      if (b[i] >= 0x80) return textDecoder.decode(b.subarray(at, at + n));
      s += String.fromCharCode(b[i]);
    }
    return s;
  }
  #binary(n) {
    const at = this.#need(n);
    return this.#copyBinary ? this.#buf.slice(at, at + n) : this.#buf.subarray(at, at + n);
  }
  #array(n) {
    // Each item takes at least one byte: a huge count in a short frame is
    // refused before anything is allocated for it.
    if (n > this.#buf.length - this.#pos) {
      throw new MsgpackError("unexpected end of data");
    }
    const a = new Array(n);
    for(let i = 0; i < n; i++)a[i] = this.#value();
    return a;
  }
  #map(n) {
    if (2 * n > this.#buf.length - this.#pos) {
      throw new MsgpackError("unexpected end of data");
    }
    const o = {};
    for(let i = 0; i < n; i++){
      const k = this.#value();
      const key = typeof k === "string" ? k : String(k);
      const value = this.#value();
      if (key === "__proto__") {
        // A plain assignment would replace the object's prototype.
        Object.defineProperty(o, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true
        });
      } else {
        o[key] = value;
      }
    }
    return o;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL21zZ3BhY2sudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgbXNncGFjayBjb2RlYyBvZiBiZXJ0aCdzIHNvY2tldDogdGhlIHN1YnNldCB0aGUgcHJvdG9jb2wgdXNlcyAobmlsLFxuICogYm9vbGVhbnMsIG51bWJlcnMsIHN0cmluZ3MsIGJpbmFyeSwgYXJyYXlzLCBtYXBzIHdpdGggc3RyaW5nIGtleXMpLCBhc1xuICogcGxhaW4gbXNncGFjayBhbnkgbGFuZ3VhZ2UncyBsaWJyYXJ5IHJlYWRzIChodHRwczovL21zZ3BhY2sub3JnLyBzcGVjKS5cbiAqXG4gKiBiZXJ0aCdzIG93biwgbm90IHRoZSBtc2dwYWNrciBwYWNrYWdlOiBtc2dwYWNrciByZWFjaGVzIGZvciBOb2RlJ3NcbiAqIGBCdWZmZXJgLCBhbmQgbG9hZGluZyBEZW5vJ3MgTm9kZSBjb21wYXRpYmlsaXR5IGZvciBpdCBjb3N0IGV2ZXJ5IENMSVxuICogY29tbWFuZCBhYm91dCAxNSBtcyBvZiBDUFUgYW5kIHRoZSBhdHRhY2ggY2xpZW50IGFib3V0IDQgTUIgaGVyZS5cbiAqXG4gKiBFbmNvZGluZzogYSBtYXAgbGVhdmVzIG91dCBrZXlzIHdob3NlIHZhbHVlIGlzIGB1bmRlZmluZWRgIChhcyBKU09OIGRvZXMpLFxuICogc28gdGhhdCBvcHRpb25hbCBmaWVsZHMgc3RheSBhYnNlbnQ7IGB1bmRlZmluZWRgIGVsc2V3aGVyZSBpcyBuaWwuXG4gKiBJbnRlZ2VycyBvdXRzaWRlIDMyIGJpdHMgYW5kIGZyYWN0aW9ucyBhcmUgZmxvYXQ2NC4gRXZlcnkgaGVhZGVyIGlzIHRoZVxuICogc2hvcnRlc3QgdGhhdCBmaXRzIChtc2dwYWNrciBnaXZlcyBldmVyeSBtYXAgYSAzLWJ5dGUgaGVhZGVyLCBzbyBhIG1lc3NhZ2VcbiAqIGlzIG5ldmVyIGxhcmdlciB0aGFuIG1zZ3BhY2tyIG1hZGUgaXQpLiBEZWNvZGluZyBhbHNvIHJlYWRzIHdoYXQgb3RoZXJcbiAqIGVuY29kZXJzIHdyaXRlOiA2NC1iaXQgaW50ZWdlcnMgKGFzIG51bWJlcnMpLCBmbG9hdDMyLCBtc2dwYWNrcidzXG4gKiBgdW5kZWZpbmVkYCAoZml4ZXh0IDEsIHR5cGUgMCk7IG90aGVyIGV4dGVuc2lvbnMgYXJlIHJlZnVzZWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBCeXRlcyB0aGF0IGFyZSBub3QgbXNncGFjayB0aGlzIGNvZGVjIHJlYWRzLiAqL1xuZXhwb3J0IGNsYXNzIE1zZ3BhY2tFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgY29uc3RydWN0b3IobWVzc2FnZTogc3RyaW5nKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gXCJNc2dwYWNrRXJyb3JcIjtcbiAgfVxufVxuXG4vLyBTdHJpbmdzIHVwIHRvIHRoaXMgbWFueSBVVEYtMTYgdW5pdHMgYXJlIHdyaXR0ZW4gYW5kIHJlYWQgaW4gYSBKUyBsb29wO1xuLy8gbG9uZ2VyIG9uZXMgdGhyb3VnaCBUZXh0RW5jb2Rlci9UZXh0RGVjb2Rlciwgd2hvc2UgY2FsbCBjb3N0cyBtb3JlIHRoYW5cbi8vIHRoZSBsb29wIGZvciBzaG9ydCBzdHJpbmdzIChtb3N0IG9mIGEgZnJhbWUncyB0ZXh0IHJ1bnMgYXJlIHNob3J0KS5cbmNvbnN0IFNIT1JUX1NUUklORyA9IDMyO1xuXG5jb25zdCB0ZXh0RW5jb2RlciA9IG5ldyBUZXh0RW5jb2RlcigpO1xuY29uc3QgdGV4dERlY29kZXIgPSBuZXcgVGV4dERlY29kZXIoKTtcblxuLyoqIEVuY29kZXMgdmFsdWVzOyBvbmUgaW5zdGFuY2UgcmV1c2VzIGl0cyBidWZmZXIgYWNyb3NzIGNhbGxzLiAqL1xuZXhwb3J0IGNsYXNzIE1zZ3BhY2tFbmNvZGVyIHtcbiAgI2J1ZiA9IG5ldyBVaW50OEFycmF5KDgxOTIpO1xuICAjdmlldyA9IG5ldyBEYXRhVmlldyh0aGlzLiNidWYuYnVmZmVyKTtcbiAgI3BvcyA9IDA7XG5cbiAgLyoqXG4gICAqIFRoZSBtc2dwYWNrIGJ5dGVzIG9mIGB2YWx1ZWAgKGEgbmV3IGFycmF5IHRoZSBjYWxsZXIgbWF5IGtlZXApLCBhZnRlclxuICAgKiBgcm9vbWAgYnl0ZXMgbGVmdCBmb3IgdGhlIGNhbGxlciB0byBmaWxsIChhIGZyYW1lJ3MgbGVuZ3RoIGhlYWRlcik6XG4gICAqIG9uZSBhcnJheSwgbm90IGEgYm9keSBjb3BpZWQgaW50byBhIHNlY29uZCBvbmUuIEVhY2ggdHlwZWQgYXJyYXkgRGVub1xuICAgKiBhbGxvY2F0ZXMgY29zdHMgYWJvdXQgMSB1cyBoZXJlLCB3aGF0ZXZlciBpdHMgc2l6ZSAobWVhc3VyZWQ6IGBuZXdcbiAgICogVWludDhBcnJheSgxMilgIDAuOS0xLjggdXMsIGEgYHN1YmFycmF5KClgIDAuMDggdXMpLlxuICAgKi9cbiAgZW5jb2RlKHZhbHVlOiB1bmtub3duLCByb29tID0gMCk6IFVpbnQ4QXJyYXkge1xuICAgIHRoaXMuI3BvcyA9IHJvb207XG4gICAgdGhpcy4jdmFsdWUodmFsdWUpO1xuICAgIGNvbnN0IG91dCA9IHRoaXMuI2J1Zi5zbGljZSgwLCB0aGlzLiNwb3MpO1xuICAgIC8vIEdpdmUgYmFjayBhIGJ1ZmZlciB0aGF0IGdyZXcgZm9yIG9uZSBiaWcgbWVzc2FnZS5cbiAgICBpZiAodGhpcy4jYnVmLmxlbmd0aCA+IDEgPDwgMjApIHRoaXMuI3Jlc2l6ZSg4MTkyKTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgI2Vuc3VyZShuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jcG9zICsgbiA+IHRoaXMuI2J1Zi5sZW5ndGgpIHtcbiAgICAgIHRoaXMuI3Jlc2l6ZShNYXRoLm1heCh0aGlzLiNidWYubGVuZ3RoICogMiwgdGhpcy4jcG9zICsgbikpO1xuICAgIH1cbiAgfVxuXG4gICNyZXNpemUoc2l6ZTogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgbmV4dCA9IG5ldyBVaW50OEFycmF5KHNpemUpO1xuICAgIG5leHQuc2V0KHRoaXMuI2J1Zi5zdWJhcnJheSgwLCBNYXRoLm1pbih0aGlzLiNwb3MsIHNpemUpKSk7XG4gICAgdGhpcy4jYnVmID0gbmV4dDtcbiAgICB0aGlzLiN2aWV3ID0gbmV3IERhdGFWaWV3KG5leHQuYnVmZmVyKTtcbiAgfVxuXG4gICN2YWx1ZSh2OiB1bmtub3duKTogdm9pZCB7XG4gICAgc3dpdGNoICh0eXBlb2Ygdikge1xuICAgICAgY2FzZSBcInN0cmluZ1wiOlxuICAgICAgICByZXR1cm4gdGhpcy4jc3RyaW5nKHYpO1xuICAgICAgY2FzZSBcIm51bWJlclwiOlxuICAgICAgICByZXR1cm4gdGhpcy4jbnVtYmVyKHYpO1xuICAgICAgY2FzZSBcImJvb2xlYW5cIjpcbiAgICAgICAgdGhpcy4jZW5zdXJlKDEpO1xuICAgICAgICB0aGlzLiNidWZbdGhpcy4jcG9zKytdID0gdiA/IDB4YzMgOiAweGMyO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwidW5kZWZpbmVkXCI6XG4gICAgICAgIHRoaXMuI2Vuc3VyZSgxKTtcbiAgICAgICAgdGhpcy4jYnVmW3RoaXMuI3BvcysrXSA9IDB4YzA7XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJvYmplY3RcIjpcbiAgICAgICAgaWYgKHYgPT09IG51bGwpIHJldHVybiB0aGlzLiN2YWx1ZSh1bmRlZmluZWQpO1xuICAgICAgICBpZiAoQXJyYXkuaXNBcnJheSh2KSkgcmV0dXJuIHRoaXMuI2FycmF5KHYpO1xuICAgICAgICBpZiAoQXJyYXlCdWZmZXIuaXNWaWV3KHYpKSB7XG4gICAgICAgICAgcmV0dXJuIHRoaXMuI2JpbmFyeShcbiAgICAgICAgICAgIG5ldyBVaW50OEFycmF5KHYuYnVmZmVyLCB2LmJ5dGVPZmZzZXQsIHYuYnl0ZUxlbmd0aCksXG4gICAgICAgICAgKTtcbiAgICAgICAgfVxuICAgICAgICBpZiAodiBpbnN0YW5jZW9mIE1hcCkgcmV0dXJuIHRoaXMuI21hcChPYmplY3QuZnJvbUVudHJpZXModikpO1xuICAgICAgICByZXR1cm4gdGhpcy4jbWFwKHYgYXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj4pO1xuICAgICAgZGVmYXVsdDpcbiAgICAgICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgQ2Fubm90IGVuY29kZSBhICR7dHlwZW9mIHZ9IGFzIG1zZ3BhY2tgKTtcbiAgICB9XG4gIH1cblxuICAjbnVtYmVyKG46IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuI2Vuc3VyZSg5KTtcbiAgICBjb25zdCBiID0gdGhpcy4jYnVmO1xuICAgIGlmIChOdW1iZXIuaXNJbnRlZ2VyKG4pICYmIG4gPj0gLTB4ODAwMDAwMDAgJiYgbiA8PSAweGZmZmZmZmZmKSB7XG4gICAgICBpZiAobiA+PSAwKSB7XG4gICAgICAgIGlmIChuIDwgMHg4MCkgYlt0aGlzLiNwb3MrK10gPSBuO1xuICAgICAgICBlbHNlIGlmIChuIDw9IDB4ZmYpIHtcbiAgICAgICAgICBiW3RoaXMuI3BvcysrXSA9IDB4Y2M7XG4gICAgICAgICAgYlt0aGlzLiNwb3MrK10gPSBuO1xuICAgICAgICB9IGVsc2UgaWYgKG4gPD0gMHhmZmZmKSB7XG4gICAgICAgICAgYlt0aGlzLiNwb3MrK10gPSAweGNkO1xuICAgICAgICAgIHRoaXMuI3ZpZXcuc2V0VWludDE2KHRoaXMuI3Bvcywgbik7XG4gICAgICAgICAgdGhpcy4jcG9zICs9IDI7XG4gICAgICAgIH0gZWxzZSB7XG4gICAgICAgICAgYlt0aGlzLiNwb3MrK10gPSAweGNlO1xuICAgICAgICAgIHRoaXMuI3ZpZXcuc2V0VWludDMyKHRoaXMuI3Bvcywgbik7XG4gICAgICAgICAgdGhpcy4jcG9zICs9IDQ7XG4gICAgICAgIH1cbiAgICAgIH0gZWxzZSBpZiAobiA+PSAtMzIpIHtcbiAgICAgICAgYlt0aGlzLiNwb3MrK10gPSBuICYgMHhmZjtcbiAgICAgIH0gZWxzZSBpZiAobiA+PSAtMHg4MCkge1xuICAgICAgICBiW3RoaXMuI3BvcysrXSA9IDB4ZDA7XG4gICAgICAgIGJbdGhpcy4jcG9zKytdID0gbiAmIDB4ZmY7XG4gICAgICB9IGVsc2UgaWYgKG4gPj0gLTB4ODAwMCkge1xuICAgICAgICBiW3RoaXMuI3BvcysrXSA9IDB4ZDE7XG4gICAgICAgIHRoaXMuI3ZpZXcuc2V0SW50MTYodGhpcy4jcG9zLCBuKTtcbiAgICAgICAgdGhpcy4jcG9zICs9IDI7XG4gICAgICB9IGVsc2Uge1xuICAgICAgICBiW3RoaXMuI3BvcysrXSA9IDB4ZDI7XG4gICAgICAgIHRoaXMuI3ZpZXcuc2V0SW50MzIodGhpcy4jcG9zLCBuKTtcbiAgICAgICAgdGhpcy4jcG9zICs9IDQ7XG4gICAgICB9XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGJbdGhpcy4jcG9zKytdID0gMHhjYjtcbiAgICB0aGlzLiN2aWV3LnNldEZsb2F0NjQodGhpcy4jcG9zLCBuKTtcbiAgICB0aGlzLiNwb3MgKz0gODtcbiAgfVxuXG4gIC8qKiBBIGhlYWRlciBvZiBga2luZGAgKDA6IHN0ciwgMTogYmluLCAyOiBhcnJheSwgMzogbWFwKSBmb3IgYG5gIGl0ZW1zLiAqL1xuICAjaGVhZGVyKGtpbmQ6IG51bWJlciwgbjogbnVtYmVyLCBmaXg6IG51bWJlciwgZml4TWF4OiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLiNlbnN1cmUoNSk7XG4gICAgY29uc3QgYiA9IHRoaXMuI2J1ZjtcbiAgICBpZiAobiA8PSBmaXhNYXgpIHtcbiAgICAgIGJbdGhpcy4jcG9zKytdID0gZml4IHwgbjtcbiAgICB9IGVsc2UgaWYgKG4gPD0gMHhmZiAmJiBraW5kIDwgMikge1xuICAgICAgYlt0aGlzLiNwb3MrK10gPSBraW5kID09PSAwID8gMHhkOSA6IDB4YzQ7XG4gICAgICBiW3RoaXMuI3BvcysrXSA9IG47XG4gICAgfSBlbHNlIGlmIChuIDw9IDB4ZmZmZikge1xuICAgICAgYlt0aGlzLiNwb3MrK10gPSBbMHhkYSwgMHhjNSwgMHhkYywgMHhkZV1ba2luZF07XG4gICAgICB0aGlzLiN2aWV3LnNldFVpbnQxNih0aGlzLiNwb3MsIG4pO1xuICAgICAgdGhpcy4jcG9zICs9IDI7XG4gICAgfSBlbHNlIHtcbiAgICAgIGJbdGhpcy4jcG9zKytdID0gWzB4ZGIsIDB4YzYsIDB4ZGQsIDB4ZGZdW2tpbmRdO1xuICAgICAgdGhpcy4jdmlldy5zZXRVaW50MzIodGhpcy4jcG9zLCBuKTtcbiAgICAgIHRoaXMuI3BvcyArPSA0O1xuICAgIH1cbiAgfVxuXG4gICNzdHJpbmcoczogc3RyaW5nKTogdm9pZCB7XG4gICAgY29uc3QgbWF4ID0gcy5sZW5ndGggKiAzO1xuICAgIHRoaXMuI2Vuc3VyZShtYXggKyA1KTtcbiAgICBjb25zdCBiID0gdGhpcy4jYnVmO1xuICAgIC8vIFJvb20gZm9yIHRoZSB3aWRlc3QgaGVhZGVyIHRoZSBzdHJpbmcgY2FuIG5lZWQ7IHRyaW1tZWQgYWZ0ZXIuXG4gICAgY29uc3Qgc3RhcnQgPSB0aGlzLiNwb3M7XG4gICAgY29uc3QgaGVhZGVyQnl0ZXMgPSBtYXggPD0gMzEgPyAxIDogbWF4IDw9IDB4ZmYgPyAyIDogbWF4IDw9IDB4ZmZmZiA/IDMgOiA1O1xuICAgIGxldCBwID0gc3RhcnQgKyBoZWFkZXJCeXRlcztcbiAgICBpZiAocy5sZW5ndGggPD0gU0hPUlRfU1RSSU5HKSB7XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IHMubGVuZ3RoOyBpKyspIHtcbiAgICAgICAgbGV0IGMgPSBzLmNoYXJDb2RlQXQoaSk7XG4gICAgICAgIGlmIChjIDwgMHg4MCkge1xuICAgICAgICAgIGJbcCsrXSA9IGM7XG4gICAgICAgIH0gZWxzZSBpZiAoYyA8IDB4ODAwKSB7XG4gICAgICAgICAgYltwKytdID0gMHhjMCB8IChjID4+IDYpO1xuICAgICAgICAgIGJbcCsrXSA9IDB4ODAgfCAoYyAmIDB4M2YpO1xuICAgICAgICB9IGVsc2Uge1xuICAgICAgICAgIGNvbnN0IG5leHQgPSBzLmNoYXJDb2RlQXQoaSArIDEpO1xuICAgICAgICAgIGlmIChjID49IDB4ZDgwMCAmJiBjIDwgMHhkYzAwICYmIG5leHQgPj0gMHhkYzAwICYmIG5leHQgPCAweGUwMDApIHtcbiAgICAgICAgICAgIGMgPSAweDEwMDAwICsgKChjIC0gMHhkODAwKSA8PCAxMCkgKyAobmV4dCAtIDB4ZGMwMCk7XG4gICAgICAgICAgICBpKys7XG4gICAgICAgICAgICBiW3ArK10gPSAweGYwIHwgKGMgPj4gMTgpO1xuICAgICAgICAgICAgYltwKytdID0gMHg4MCB8ICgoYyA+PiAxMikgJiAweDNmKTtcbiAgICAgICAgICB9IGVsc2Uge1xuICAgICAgICAgICAgaWYgKGMgPj0gMHhkODAwICYmIGMgPCAweGUwMDApIGMgPSAweGZmZmQ7IC8vIGEgbG9uZSBzdXJyb2dhdGVcbiAgICAgICAgICAgIGJbcCsrXSA9IDB4ZTAgfCAoYyA+PiAxMik7XG4gICAgICAgICAgfVxuICAgICAgICAgIGJbcCsrXSA9IDB4ODAgfCAoKGMgPj4gNikgJiAweDNmKTtcbiAgICAgICAgICBiW3ArK10gPSAweDgwIHwgKGMgJiAweDNmKTtcbiAgICAgICAgfVxuICAgICAgfVxuICAgIH0gZWxzZSB7XG4gICAgICBwICs9IHRleHRFbmNvZGVyLmVuY29kZUludG8ocywgYi5zdWJhcnJheShwKSkud3JpdHRlbjtcbiAgICB9XG4gICAgY29uc3QgbiA9IHAgLSBzdGFydCAtIGhlYWRlckJ5dGVzO1xuICAgIC8vIFRoZSBzaG9ydGVzdCBoZWFkZXIgZm9yIHRoZSBieXRlcyB3cml0dGVuLCBhcyBvdGhlciBlbmNvZGVycyBnaXZlOlxuICAgIC8vIHNoaWZ0IHRoZSB0ZXh0IGJhY2sgd2hlbiB0aGUgZ3Vlc3MgZnJvbSBpdHMgbGVuZ3RoIHdhcyB3aWRlci5cbiAgICBjb25zdCBmaXRzID0gbiA8PSAzMSA/IDEgOiBuIDw9IDB4ZmYgPyAyIDogbiA8PSAweGZmZmYgPyAzIDogNTtcbiAgICBpZiAoZml0cyA8IGhlYWRlckJ5dGVzKSB7XG4gICAgICBiLmNvcHlXaXRoaW4oc3RhcnQgKyBmaXRzLCBzdGFydCArIGhlYWRlckJ5dGVzLCBwKTtcbiAgICAgIHAgLT0gaGVhZGVyQnl0ZXMgLSBmaXRzO1xuICAgIH1cbiAgICBpZiAoZml0cyA9PT0gMSkgYltzdGFydF0gPSAweGEwIHwgbjtcbiAgICBlbHNlIGlmIChmaXRzID09PSAyKSB7XG4gICAgICBiW3N0YXJ0XSA9IDB4ZDk7XG4gICAgICBiW3N0YXJ0ICsgMV0gPSBuO1xuICAgIH0gZWxzZSBpZiAoZml0cyA9PT0gMykge1xuICAgICAgYltzdGFydF0gPSAweGRhO1xuICAgICAgdGhpcy4jdmlldy5zZXRVaW50MTYoc3RhcnQgKyAxLCBuKTtcbiAgICB9IGVsc2Uge1xuICAgICAgYltzdGFydF0gPSAweGRiO1xuICAgICAgdGhpcy4jdmlldy5zZXRVaW50MzIoc3RhcnQgKyAxLCBuKTtcbiAgICB9XG4gICAgdGhpcy4jcG9zID0gcDtcbiAgfVxuXG4gICNiaW5hcnkoYnl0ZXM6IFVpbnQ4QXJyYXkpOiB2b2lkIHtcbiAgICB0aGlzLiNoZWFkZXIoMSwgYnl0ZXMubGVuZ3RoLCAweGM0LCAtMSk7XG4gICAgdGhpcy4jZW5zdXJlKGJ5dGVzLmxlbmd0aCk7XG4gICAgdGhpcy4jYnVmLnNldChieXRlcywgdGhpcy4jcG9zKTtcbiAgICB0aGlzLiNwb3MgKz0gYnl0ZXMubGVuZ3RoO1xuICB9XG5cbiAgI2FycmF5KGE6IHVua25vd25bXSk6IHZvaWQge1xuICAgIHRoaXMuI2hlYWRlcigyLCBhLmxlbmd0aCwgMHg5MCwgMTUpO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgYS5sZW5ndGg7IGkrKykgdGhpcy4jdmFsdWUoYVtpXSk7XG4gIH1cblxuICAjbWFwKG86IFJlY29yZDxzdHJpbmcsIHVua25vd24+KTogdm9pZCB7XG4gICAgY29uc3Qga2V5cyA9IE9iamVjdC5rZXlzKG8pO1xuICAgIGxldCBuID0gMDtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IGtleXMubGVuZ3RoOyBpKyspIGlmIChvW2tleXNbaV1dICE9PSB1bmRlZmluZWQpIG4rKztcbiAgICB0aGlzLiNoZWFkZXIoMywgbiwgMHg4MCwgMTUpO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwga2V5cy5sZW5ndGg7IGkrKykge1xuICAgICAgY29uc3QgdiA9IG9ba2V5c1tpXV07XG4gICAgICBpZiAodiA9PT0gdW5kZWZpbmVkKSBjb250aW51ZTtcbiAgICAgIHRoaXMuI3N0cmluZyhrZXlzW2ldKTtcbiAgICAgIHRoaXMuI3ZhbHVlKHYpO1xuICAgIH1cbiAgfVxufVxuXG4vLyBXaGF0IGEgZGVjb2RlciBob2xkcyBiZXR3ZWVuIGNhbGxzOiBvbmUgZW1wdHkgYXJyYXksIG5vdCBvbmUgcGVyIGNhbGwuXG5jb25zdCBOT19CWVRFUyA9IG5ldyBVaW50OEFycmF5KDApO1xuXG4vKiogRGVjb2RlcyBtc2dwYWNrIGJ5dGVzOyB0aHJvd3MgTXNncGFja0Vycm9yIG9uIGJ5dGVzIGl0IGNhbm5vdCByZWFkLiAqL1xuZXhwb3J0IGNsYXNzIE1zZ3BhY2tEZWNvZGVyIHtcbiAgI2J1ZjogVWludDhBcnJheSA9IE5PX0JZVEVTO1xuICAjdmlldzogRGF0YVZpZXcgPSBuZXcgRGF0YVZpZXcodGhpcy4jYnVmLmJ1ZmZlcik7XG4gICNwb3MgPSAwO1xuXG4gIC8qKiBCaW5hcnkgdmFsdWVzIGFyZSBjb3BpZXMgKGVsc2Ugdmlld3Mgb2YgdGhlIGJ5dGVzIGRlY29kZWQpLiAqL1xuICAjY29weUJpbmFyeSA9IGZhbHNlO1xuXG4gIC8qKlxuICAgKiBFdmVyeSB2YWx1ZSBpbiBgYnl0ZXNgLCBpbiBvcmRlci4gYGNvcHlCaW5hcnlgOiBiaW5hcnkgdmFsdWVzIGFyZVxuICAgKiBjb3BpZXMgdGhlIGNhbGxlciBtYXkga2VlcCBhZnRlciBgYnl0ZXNgIGlzIHJldXNlZDsgZWxzZSB2aWV3cyBvZiBpdC5cbiAgICovXG4gIGRlY29kZUFsbChieXRlczogVWludDhBcnJheSwgY29weUJpbmFyeSA9IGZhbHNlKTogdW5rbm93bltdIHtcbiAgICB0aGlzLiNjb3B5QmluYXJ5ID0gY29weUJpbmFyeTtcbiAgICB0aGlzLiNidWYgPSBieXRlcztcbiAgICB0aGlzLiN2aWV3ID0gbmV3IERhdGFWaWV3KGJ5dGVzLmJ1ZmZlciwgYnl0ZXMuYnl0ZU9mZnNldCwgYnl0ZXMubGVuZ3RoKTtcbiAgICB0aGlzLiNwb3MgPSAwO1xuICAgIGNvbnN0IG91dDogdW5rbm93bltdID0gW107XG4gICAgdHJ5IHtcbiAgICAgIHdoaWxlICh0aGlzLiNwb3MgPCBieXRlcy5sZW5ndGgpIG91dC5wdXNoKHRoaXMuI3ZhbHVlKCkpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIE1zZ3BhY2tFcnJvcikgdGhyb3cgZXJyO1xuICAgICAgLy8gQSBEYXRhVmlldyByZWFkIHBhc3QgdGhlIGVuZDsgYSBuZXN0aW5nIHRvbyBkZWVwIGZvciB0aGUgc3RhY2suXG4gICAgICB0aHJvdyBuZXcgTXNncGFja0Vycm9yKFxuICAgICAgICBlcnIgaW5zdGFuY2VvZiBSYW5nZUVycm9yICYmIC9zdGFjay9pLnRlc3QoZXJyLm1lc3NhZ2UpXG4gICAgICAgICAgPyBcIm5lc3RlZCB0b28gZGVlcGx5XCJcbiAgICAgICAgICA6IFwidW5leHBlY3RlZCBlbmQgb2YgZGF0YVwiLFxuICAgICAgKTtcbiAgICB9IGZpbmFsbHkge1xuICAgICAgdGhpcy4jYnVmID0gTk9fQllURVM7XG4gICAgfVxuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAjbmVlZChuOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IGF0ID0gdGhpcy4jcG9zO1xuICAgIGlmIChhdCArIG4gPiB0aGlzLiNidWYubGVuZ3RoKSB7XG4gICAgICB0aHJvdyBuZXcgTXNncGFja0Vycm9yKFwidW5leHBlY3RlZCBlbmQgb2YgZGF0YVwiKTtcbiAgICB9XG4gICAgdGhpcy4jcG9zICs9IG47XG4gICAgcmV0dXJuIGF0O1xuICB9XG5cbiAgI3ZhbHVlKCk6IHVua25vd24ge1xuICAgIGNvbnN0IHQgPSB0aGlzLiNidWZbdGhpcy4jbmVlZCgxKV07XG4gICAgaWYgKHQgPCAweDgwKSByZXR1cm4gdDtcbiAgICBpZiAodCA8IDB4OTApIHJldHVybiB0aGlzLiNtYXAodCAmIDB4MGYpO1xuICAgIGlmICh0IDwgMHhhMCkgcmV0dXJuIHRoaXMuI2FycmF5KHQgJiAweDBmKTtcbiAgICBpZiAodCA8IDB4YzApIHJldHVybiB0aGlzLiNzdHJpbmcodCAmIDB4MWYpO1xuICAgIGlmICh0ID49IDB4ZTApIHJldHVybiB0IC0gMHgxMDA7XG4gICAgY29uc3QgdiA9IHRoaXMuI3ZpZXc7XG4gICAgc3dpdGNoICh0KSB7XG4gICAgICBjYXNlIDB4YzA6XG4gICAgICAgIHJldHVybiBudWxsO1xuICAgICAgY2FzZSAweGMyOlxuICAgICAgICByZXR1cm4gZmFsc2U7XG4gICAgICBjYXNlIDB4YzM6XG4gICAgICAgIHJldHVybiB0cnVlO1xuICAgICAgY2FzZSAweGM0OlxuICAgICAgICByZXR1cm4gdGhpcy4jYmluYXJ5KHRoaXMuI2J1Zlt0aGlzLiNuZWVkKDEpXSk7XG4gICAgICBjYXNlIDB4YzU6XG4gICAgICAgIHJldHVybiB0aGlzLiNiaW5hcnkodi5nZXRVaW50MTYodGhpcy4jbmVlZCgyKSkpO1xuICAgICAgY2FzZSAweGM2OlxuICAgICAgICByZXR1cm4gdGhpcy4jYmluYXJ5KHYuZ2V0VWludDMyKHRoaXMuI25lZWQoNCkpKTtcbiAgICAgIGNhc2UgMHhjYTpcbiAgICAgICAgcmV0dXJuIHYuZ2V0RmxvYXQzMih0aGlzLiNuZWVkKDQpKTtcbiAgICAgIGNhc2UgMHhjYjpcbiAgICAgICAgcmV0dXJuIHYuZ2V0RmxvYXQ2NCh0aGlzLiNuZWVkKDgpKTtcbiAgICAgIGNhc2UgMHhjYzpcbiAgICAgICAgcmV0dXJuIHRoaXMuI2J1Zlt0aGlzLiNuZWVkKDEpXTtcbiAgICAgIGNhc2UgMHhjZDpcbiAgICAgICAgcmV0dXJuIHYuZ2V0VWludDE2KHRoaXMuI25lZWQoMikpO1xuICAgICAgY2FzZSAweGNlOlxuICAgICAgICByZXR1cm4gdi5nZXRVaW50MzIodGhpcy4jbmVlZCg0KSk7XG4gICAgICBjYXNlIDB4Y2Y6XG4gICAgICAgIHJldHVybiBOdW1iZXIodi5nZXRCaWdVaW50NjQodGhpcy4jbmVlZCg4KSkpO1xuICAgICAgY2FzZSAweGQwOlxuICAgICAgICByZXR1cm4gdi5nZXRJbnQ4KHRoaXMuI25lZWQoMSkpO1xuICAgICAgY2FzZSAweGQxOlxuICAgICAgICByZXR1cm4gdi5nZXRJbnQxNih0aGlzLiNuZWVkKDIpKTtcbiAgICAgIGNhc2UgMHhkMjpcbiAgICAgICAgcmV0dXJuIHYuZ2V0SW50MzIodGhpcy4jbmVlZCg0KSk7XG4gICAgICBjYXNlIDB4ZDM6XG4gICAgICAgIHJldHVybiBOdW1iZXIodi5nZXRCaWdJbnQ2NCh0aGlzLiNuZWVkKDgpKSk7XG4gICAgICBjYXNlIDB4ZDQ6IHtcbiAgICAgICAgLy8gZml4ZXh0IDE6IG1zZ3BhY2tyIHdyaXRlcyBgdW5kZWZpbmVkYCBhcyB0eXBlIDAsIGRhdGEgMC5cbiAgICAgICAgY29uc3QgYXQgPSB0aGlzLiNuZWVkKDIpO1xuICAgICAgICBpZiAodGhpcy4jYnVmW2F0XSA9PT0gMCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICAgICAgdGhyb3cgbmV3IE1zZ3BhY2tFcnJvcihgdW5rbm93biBleHRlbnNpb24gdHlwZSAke3RoaXMuI2J1ZlthdF19YCk7XG4gICAgICB9XG4gICAgICBjYXNlIDB4ZDk6XG4gICAgICAgIHJldHVybiB0aGlzLiNzdHJpbmcodGhpcy4jYnVmW3RoaXMuI25lZWQoMSldKTtcbiAgICAgIGNhc2UgMHhkYTpcbiAgICAgICAgcmV0dXJuIHRoaXMuI3N0cmluZyh2LmdldFVpbnQxNih0aGlzLiNuZWVkKDIpKSk7XG4gICAgICBjYXNlIDB4ZGI6XG4gICAgICAgIHJldHVybiB0aGlzLiNzdHJpbmcodi5nZXRVaW50MzIodGhpcy4jbmVlZCg0KSkpO1xuICAgICAgY2FzZSAweGRjOlxuICAgICAgICByZXR1cm4gdGhpcy4jYXJyYXkodi5nZXRVaW50MTYodGhpcy4jbmVlZCgyKSkpO1xuICAgICAgY2FzZSAweGRkOlxuICAgICAgICByZXR1cm4gdGhpcy4jYXJyYXkodi5nZXRVaW50MzIodGhpcy4jbmVlZCg0KSkpO1xuICAgICAgY2FzZSAweGRlOlxuICAgICAgICByZXR1cm4gdGhpcy4jbWFwKHYuZ2V0VWludDE2KHRoaXMuI25lZWQoMikpKTtcbiAgICAgIGNhc2UgMHhkZjpcbiAgICAgICAgcmV0dXJuIHRoaXMuI21hcCh2LmdldFVpbnQzMih0aGlzLiNuZWVkKDQpKSk7XG4gICAgICBkZWZhdWx0OlxuICAgICAgICB0aHJvdyBuZXcgTXNncGFja0Vycm9yKGB1bnN1cHBvcnRlZCB0eXBlIGJ5dGUgMHgke3QudG9TdHJpbmcoMTYpfWApO1xuICAgIH1cbiAgfVxuXG4gICNzdHJpbmcobjogbnVtYmVyKTogc3RyaW5nIHtcbiAgICBjb25zdCBhdCA9IHRoaXMuI25lZWQobik7XG4gICAgY29uc3QgYiA9IHRoaXMuI2J1ZjtcbiAgICBpZiAobiA+IFNIT1JUX1NUUklORykge1xuICAgICAgcmV0dXJuIHRleHREZWNvZGVyLmRlY29kZShiLnN1YmFycmF5KGF0LCBhdCArIG4pKTtcbiAgICB9XG4gICAgbGV0IHMgPSBcIlwiO1xuICAgIGZvciAobGV0IGkgPSBhdDsgaSA8IGF0ICsgbjsgaSsrKSB7XG4gICAgICBpZiAoYltpXSA+PSAweDgwKSByZXR1cm4gdGV4dERlY29kZXIuZGVjb2RlKGIuc3ViYXJyYXkoYXQsIGF0ICsgbikpO1xuICAgICAgcyArPSBTdHJpbmcuZnJvbUNoYXJDb2RlKGJbaV0pO1xuICAgIH1cbiAgICByZXR1cm4gcztcbiAgfVxuXG4gICNiaW5hcnkobjogbnVtYmVyKTogVWludDhBcnJheSB7XG4gICAgY29uc3QgYXQgPSB0aGlzLiNuZWVkKG4pO1xuICAgIHJldHVybiB0aGlzLiNjb3B5QmluYXJ5XG4gICAgICA/IHRoaXMuI2J1Zi5zbGljZShhdCwgYXQgKyBuKVxuICAgICAgOiB0aGlzLiNidWYuc3ViYXJyYXkoYXQsIGF0ICsgbik7XG4gIH1cblxuICAjYXJyYXkobjogbnVtYmVyKTogdW5rbm93bltdIHtcbiAgICAvLyBFYWNoIGl0ZW0gdGFrZXMgYXQgbGVhc3Qgb25lIGJ5dGU6IGEgaHVnZSBjb3VudCBpbiBhIHNob3J0IGZyYW1lIGlzXG4gICAgLy8gcmVmdXNlZCBiZWZvcmUgYW55dGhpbmcgaXMgYWxsb2NhdGVkIGZvciBpdC5cbiAgICBpZiAobiA+IHRoaXMuI2J1Zi5sZW5ndGggLSB0aGlzLiNwb3MpIHtcbiAgICAgIHRocm93IG5ldyBNc2dwYWNrRXJyb3IoXCJ1bmV4cGVjdGVkIGVuZCBvZiBkYXRhXCIpO1xuICAgIH1cbiAgICBjb25zdCBhID0gbmV3IEFycmF5KG4pO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSBhW2ldID0gdGhpcy4jdmFsdWUoKTtcbiAgICByZXR1cm4gYTtcbiAgfVxuXG4gICNtYXAobjogbnVtYmVyKTogUmVjb3JkPHN0cmluZywgdW5rbm93bj4ge1xuICAgIGlmICgyICogbiA+IHRoaXMuI2J1Zi5sZW5ndGggLSB0aGlzLiNwb3MpIHtcbiAgICAgIHRocm93IG5ldyBNc2dwYWNrRXJyb3IoXCJ1bmV4cGVjdGVkIGVuZCBvZiBkYXRhXCIpO1xuICAgIH1cbiAgICBjb25zdCBvOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiA9IHt9O1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSB7XG4gICAgICBjb25zdCBrID0gdGhpcy4jdmFsdWUoKTtcbiAgICAgIGNvbnN0IGtleSA9IHR5cGVvZiBrID09PSBcInN0cmluZ1wiID8gayA6IFN0cmluZyhrKTtcbiAgICAgIGNvbnN0IHZhbHVlID0gdGhpcy4jdmFsdWUoKTtcbiAgICAgIGlmIChrZXkgPT09IFwiX19wcm90b19fXCIpIHtcbiAgICAgICAgLy8gQSBwbGFpbiBhc3NpZ25tZW50IHdvdWxkIHJlcGxhY2UgdGhlIG9iamVjdCdzIHByb3RvdHlwZS5cbiAgICAgICAgT2JqZWN0LmRlZmluZVByb3BlcnR5KG8sIGtleSwge1xuICAgICAgICAgIHZhbHVlLFxuICAgICAgICAgIGVudW1lcmFibGU6IHRydWUsXG4gICAgICAgICAgd3JpdGFibGU6IHRydWUsXG4gICAgICAgICAgY29uZmlndXJhYmxlOiB0cnVlLFxuICAgICAgICB9KTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIG9ba2V5XSA9IHZhbHVlO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gbztcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FFRCxpREFBaUQsR0FDakQsT0FBTyxNQUFNLHFCQUFxQjtFQUNoQyxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBLDBFQUEwRTtBQUMxRSwwRUFBMEU7QUFDMUUsc0VBQXNFO0FBQ3RFLE1BQU0sZUFBZTtBQUVyQixNQUFNLGNBQWMsSUFBSTtBQUN4QixNQUFNLGNBQWMsSUFBSTtBQUV4QixpRUFBaUUsR0FDakUsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxHQUFJLEdBQUcsSUFBSSxXQUFXLE1BQU07RUFDNUIsQ0FBQSxJQUFLLEdBQUcsSUFBSSxTQUFTLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEVBQUU7RUFDdkMsQ0FBQSxHQUFJLEdBQUcsRUFBRTtFQUVUOzs7Ozs7R0FNQyxHQUNELE9BQU8sS0FBYyxFQUFFLE9BQU8sQ0FBQyxFQUFjO0lBQzNDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQztJQUNaLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUN4QyxvREFBb0Q7SUFDcEQsSUFBSSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxHQUFHLEtBQUssSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7SUFDN0MsT0FBTztFQUNUO0VBRUEsQ0FBQSxNQUFPLENBQUMsQ0FBUztJQUNmLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sRUFBRTtNQUNwQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztJQUMxRDtFQUNGO0VBRUEsQ0FBQSxNQUFPLENBQUMsSUFBWTtJQUNsQixNQUFNLE9BQU8sSUFBSSxXQUFXO0lBQzVCLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEVBQUU7SUFDbkQsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksU0FBUyxLQUFLLE1BQU07RUFDdkM7RUFFQSxDQUFBLEtBQU0sQ0FBQyxDQUFVO0lBQ2YsT0FBUSxPQUFPO01BQ2IsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO01BQ3RCLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztNQUN0QixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO1FBQ2IsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHLElBQUksT0FBTztRQUNwQztNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7UUFDYixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUc7UUFDekI7TUFDRixLQUFLO1FBQ0gsSUFBSSxNQUFNLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7UUFDbkMsSUFBSSxNQUFNLE9BQU8sQ0FBQyxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO1FBQ3pDLElBQUksWUFBWSxNQUFNLENBQUMsSUFBSTtVQUN6QixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FDakIsSUFBSSxXQUFXLEVBQUUsTUFBTSxFQUFFLEVBQUUsVUFBVSxFQUFFLEVBQUUsVUFBVTtRQUV2RDtRQUNBLElBQUksYUFBYSxLQUFLLE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE9BQU8sV0FBVyxDQUFDO1FBQzFELE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDO01BQ25CO1FBQ0UsTUFBTSxJQUFJLFVBQVUsQ0FBQyxnQkFBZ0IsRUFBRSxPQUFPLEVBQUUsV0FBVyxDQUFDO0lBQ2hFO0VBQ0Y7RUFFQSxDQUFBLE1BQU8sQ0FBQyxDQUFTO0lBQ2YsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO0lBQ2IsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDbkIsSUFBSSxPQUFPLFNBQVMsQ0FBQyxNQUFNLEtBQUssQ0FBQyxjQUFjLEtBQUssWUFBWTtNQUM5RCxJQUFJLEtBQUssR0FBRztRQUNWLElBQUksSUFBSSxNQUFNLENBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsR0FBRzthQUMxQixJQUFJLEtBQUssTUFBTTtVQUNsQixDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUc7VUFDakIsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHO1FBQ25CLE9BQU8sSUFBSSxLQUFLLFFBQVE7VUFDdEIsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHO1VBQ2pCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFO1VBQ2hDLElBQUksQ0FBQyxDQUFBLEdBQUksSUFBSTtRQUNmLE9BQU87VUFDTCxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUc7VUFDakIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEVBQUU7VUFDaEMsSUFBSSxDQUFDLENBQUEsR0FBSSxJQUFJO1FBQ2Y7TUFDRixPQUFPLElBQUksS0FBSyxDQUFDLElBQUk7UUFDbkIsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHLElBQUk7TUFDdkIsT0FBTyxJQUFJLEtBQUssQ0FBQyxNQUFNO1FBQ3JCLENBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsR0FBRztRQUNqQixDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUcsSUFBSTtNQUN2QixPQUFPLElBQUksS0FBSyxDQUFDLFFBQVE7UUFDdkIsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHO1FBQ2pCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFO1FBQy9CLElBQUksQ0FBQyxDQUFBLEdBQUksSUFBSTtNQUNmLE9BQU87UUFDTCxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUc7UUFDakIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEVBQUU7UUFDL0IsSUFBSSxDQUFDLENBQUEsR0FBSSxJQUFJO01BQ2Y7TUFDQTtJQUNGO0lBQ0EsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHO0lBQ2pCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxVQUFVLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFO0lBQ2pDLElBQUksQ0FBQyxDQUFBLEdBQUksSUFBSTtFQUNmO0VBRUEseUVBQXlFLEdBQ3pFLENBQUEsTUFBTyxDQUFDLElBQVksRUFBRSxDQUFTLEVBQUUsR0FBVyxFQUFFLE1BQWM7SUFDMUQsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO0lBQ2IsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDbkIsSUFBSSxLQUFLLFFBQVE7TUFDZixDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUcsTUFBTTtJQUN6QixPQUFPLElBQUksS0FBSyxRQUFRLE9BQU8sR0FBRztNQUNoQyxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEdBQUcsU0FBUyxJQUFJLE9BQU87TUFDckMsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHO0lBQ25CLE9BQU8sSUFBSSxLQUFLLFFBQVE7TUFDdEIsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxHQUFHO1FBQUM7UUFBTTtRQUFNO1FBQU07T0FBSyxDQUFDLEtBQUs7TUFDL0MsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEVBQUU7TUFDaEMsSUFBSSxDQUFDLENBQUEsR0FBSSxJQUFJO0lBQ2YsT0FBTztNQUNMLENBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsR0FBRztRQUFDO1FBQU07UUFBTTtRQUFNO09BQUssQ0FBQyxLQUFLO01BQy9DLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFO01BQ2hDLElBQUksQ0FBQyxDQUFBLEdBQUksSUFBSTtJQUNmO0VBQ0Y7RUFFQSxDQUFBLE1BQU8sQ0FBQyxDQUFTO0lBQ2YsTUFBTSxNQUFNLEVBQUUsTUFBTSxHQUFHO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNO0lBQ25CLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxHQUFJO0lBQ25CLGlFQUFpRTtJQUNqRSxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUN2QixNQUFNLGNBQWMsT0FBTyxLQUFLLElBQUksT0FBTyxPQUFPLElBQUksT0FBTyxTQUFTLElBQUk7SUFDMUUsSUFBSSxJQUFJLFFBQVE7SUFDaEIsSUFBSSxFQUFFLE1BQU0sSUFBSSxjQUFjO01BQzVCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sRUFBRSxJQUFLO1FBQ2pDLElBQUksSUFBSSxFQUFFLFVBQVUsQ0FBQztRQUNyQixJQUFJLElBQUksTUFBTTtVQUNaLENBQUMsQ0FBQyxJQUFJLEdBQUc7UUFDWCxPQUFPLElBQUksSUFBSSxPQUFPO1VBQ3BCLENBQUMsQ0FBQyxJQUFJLEdBQUcsT0FBUSxLQUFLO1VBQ3RCLENBQUMsQ0FBQyxJQUFJLEdBQUcsT0FBUSxJQUFJO1FBQ3ZCLE9BQU87VUFDTCxNQUFNLE9BQU8sRUFBRSxVQUFVLENBQUMsSUFBSTtVQUM5QixJQUFJLEtBQUssVUFBVSxJQUFJLFVBQVUsUUFBUSxVQUFVLE9BQU8sUUFBUTtZQUNoRSxJQUFJLFVBQVUsQ0FBQyxBQUFDLElBQUksVUFBVyxFQUFFLElBQUksQ0FBQyxPQUFPLE1BQU07WUFDbkQ7WUFDQSxDQUFDLENBQUMsSUFBSSxHQUFHLE9BQVEsS0FBSztZQUN0QixDQUFDLENBQUMsSUFBSSxHQUFHLE9BQVEsQUFBQyxLQUFLLEtBQU07VUFDL0IsT0FBTztZQUNMLElBQUksS0FBSyxVQUFVLElBQUksUUFBUSxJQUFJLFFBQVEsbUJBQW1CO1lBQzlELENBQUMsQ0FBQyxJQUFJLEdBQUcsT0FBUSxLQUFLO1VBQ3hCO1VBQ0EsQ0FBQyxDQUFDLElBQUksR0FBRyxPQUFRLEFBQUMsS0FBSyxJQUFLO1VBQzVCLENBQUMsQ0FBQyxJQUFJLEdBQUcsT0FBUSxJQUFJO1FBQ3ZCO01BQ0Y7SUFDRixPQUFPO01BQ0wsS0FBSyxZQUFZLFVBQVUsQ0FBQyxHQUFHLEVBQUUsUUFBUSxDQUFDLElBQUksT0FBTztJQUN2RDtJQUNBLE1BQU0sSUFBSSxJQUFJLFFBQVE7SUFDdEIscUVBQXFFO0lBQ3JFLGdFQUFnRTtJQUNoRSxNQUFNLE9BQU8sS0FBSyxLQUFLLElBQUksS0FBSyxPQUFPLElBQUksS0FBSyxTQUFTLElBQUk7SUFDN0QsSUFBSSxPQUFPLGFBQWE7TUFDdEIsRUFBRSxVQUFVLENBQUMsUUFBUSxNQUFNLFFBQVEsYUFBYTtNQUNoRCxLQUFLLGNBQWM7SUFDckI7SUFDQSxJQUFJLFNBQVMsR0FBRyxDQUFDLENBQUMsTUFBTSxHQUFHLE9BQU87U0FDN0IsSUFBSSxTQUFTLEdBQUc7TUFDbkIsQ0FBQyxDQUFDLE1BQU0sR0FBRztNQUNYLENBQUMsQ0FBQyxRQUFRLEVBQUUsR0FBRztJQUNqQixPQUFPLElBQUksU0FBUyxHQUFHO01BQ3JCLENBQUMsQ0FBQyxNQUFNLEdBQUc7TUFDWCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsU0FBUyxDQUFDLFFBQVEsR0FBRztJQUNsQyxPQUFPO01BQ0wsQ0FBQyxDQUFDLE1BQU0sR0FBRztNQUNYLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxTQUFTLENBQUMsUUFBUSxHQUFHO0lBQ2xDO0lBQ0EsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0VBQ2Q7RUFFQSxDQUFBLE1BQU8sQ0FBQyxLQUFpQjtJQUN2QixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxNQUFNLE1BQU0sRUFBRSxNQUFNLENBQUM7SUFDckMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sTUFBTTtJQUN6QixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRyxDQUFDLE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSTtJQUM5QixJQUFJLENBQUMsQ0FBQSxHQUFJLElBQUksTUFBTSxNQUFNO0VBQzNCO0VBRUEsQ0FBQSxLQUFNLENBQUMsQ0FBWTtJQUNqQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxFQUFFLE1BQU0sRUFBRSxNQUFNO0lBQ2hDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sRUFBRSxJQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxDQUFDLENBQUMsRUFBRTtFQUNyRDtFQUVBLENBQUEsR0FBSSxDQUFDLENBQTBCO0lBQzdCLE1BQU0sT0FBTyxPQUFPLElBQUksQ0FBQztJQUN6QixJQUFJLElBQUk7SUFDUixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxNQUFNLEVBQUUsSUFBSyxJQUFJLENBQUMsQ0FBQyxJQUFJLENBQUMsRUFBRSxDQUFDLEtBQUssV0FBVztJQUNwRSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxHQUFHLE1BQU07SUFDekIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7TUFDcEMsTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFJLENBQUMsRUFBRSxDQUFDO01BQ3BCLElBQUksTUFBTSxXQUFXO01BQ3JCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLENBQUMsRUFBRTtNQUNwQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7SUFDZDtFQUNGO0FBQ0Y7QUFFQSx5RUFBeUU7QUFDekUsTUFBTSxXQUFXLElBQUksV0FBVztBQUVoQyx3RUFBd0UsR0FDeEUsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxHQUFJLEdBQWUsU0FBUztFQUM1QixDQUFBLElBQUssR0FBYSxJQUFJLFNBQVMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sRUFBRTtFQUNqRCxDQUFBLEdBQUksR0FBRyxFQUFFO0VBRVQsZ0VBQWdFLEdBQ2hFLENBQUEsVUFBVyxHQUFHLE1BQU07RUFFcEI7OztHQUdDLEdBQ0QsVUFBVSxLQUFpQixFQUFFLGFBQWEsS0FBSyxFQUFhO0lBQzFELElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztJQUNuQixJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxTQUFTLE1BQU0sTUFBTSxFQUFFLE1BQU0sVUFBVSxFQUFFLE1BQU0sTUFBTTtJQUN0RSxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7SUFDWixNQUFNLE1BQWlCLEVBQUU7SUFDekIsSUFBSTtNQUNGLE1BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLE1BQU0sTUFBTSxDQUFFLElBQUksSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDdkQsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLGVBQWUsY0FBYyxNQUFNO01BQ3ZDLGtFQUFrRTtNQUNsRSxNQUFNLElBQUksYUFDUixlQUFlLGNBQWMsU0FBUyxJQUFJLENBQUMsSUFBSSxPQUFPLElBQ2xELHNCQUNBO0lBRVIsU0FBVTtNQUNSLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztJQUNkO0lBQ0EsT0FBTztFQUNUO0VBRUEsQ0FBQSxJQUFLLENBQUMsQ0FBUztJQUNiLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxHQUFJO0lBQ3BCLElBQUksS0FBSyxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEVBQUU7TUFDN0IsTUFBTSxJQUFJLGFBQWE7SUFDekI7SUFDQSxJQUFJLENBQUMsQ0FBQSxHQUFJLElBQUk7SUFDYixPQUFPO0VBQ1Q7RUFFQSxDQUFBLEtBQU07SUFDSixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHO0lBQ2xDLElBQUksSUFBSSxNQUFNLE9BQU87SUFDckIsSUFBSSxJQUFJLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSTtJQUNuQyxJQUFJLElBQUksTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJO0lBQ3JDLElBQUksSUFBSSxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7SUFDdEMsSUFBSSxLQUFLLE1BQU0sT0FBTyxJQUFJO0lBQzFCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3BCLE9BQVE7TUFDTixLQUFLO1FBQ0gsT0FBTztNQUNULEtBQUs7UUFDSCxPQUFPO01BQ1QsS0FBSztRQUNILE9BQU87TUFDVCxLQUFLO1FBQ0gsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHO01BQzlDLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxFQUFFLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDN0MsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUUsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUM3QyxLQUFLO1FBQ0gsT0FBTyxFQUFFLFVBQVUsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDakMsS0FBSztRQUNILE9BQU8sRUFBRSxVQUFVLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQ2pDLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztNQUNqQyxLQUFLO1FBQ0gsT0FBTyxFQUFFLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDaEMsS0FBSztRQUNILE9BQU8sRUFBRSxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQ2hDLEtBQUs7UUFDSCxPQUFPLE9BQU8sRUFBRSxZQUFZLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQzFDLEtBQUs7UUFDSCxPQUFPLEVBQUUsT0FBTyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUM5QixLQUFLO1FBQ0gsT0FBTyxFQUFFLFFBQVEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDL0IsS0FBSztRQUNILE9BQU8sRUFBRSxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQy9CLEtBQUs7UUFDSCxPQUFPLE9BQU8sRUFBRSxXQUFXLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQ3pDLEtBQUs7UUFBTTtVQUNULDJEQUEyRDtVQUMzRCxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1VBQ3RCLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsS0FBSyxHQUFHLE9BQU87VUFDaEMsTUFBTSxJQUFJLGFBQWEsQ0FBQyx1QkFBdUIsRUFBRSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsR0FBRyxFQUFFO1FBQ2xFO01BQ0EsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztNQUM5QyxLQUFLO1FBQ0gsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQzdDLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxFQUFFLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDN0MsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUUsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUM1QyxLQUFLO1FBQ0gsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsRUFBRSxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQzVDLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxFQUFFLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFDMUMsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEVBQUUsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUMxQztRQUNFLE1BQU0sSUFBSSxhQUFhLENBQUMsd0JBQXdCLEVBQUUsRUFBRSxRQUFRLENBQUMsS0FBSztJQUN0RTtFQUNGO0VBRUEsQ0FBQSxNQUFPLENBQUMsQ0FBUztJQUNmLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDdEIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUk7SUFDbkIsSUFBSSxJQUFJLGNBQWM7TUFDcEIsT0FBTyxZQUFZLE1BQU0sQ0FBQyxFQUFFLFFBQVEsQ0FBQyxJQUFJLEtBQUs7SUFDaEQ7SUFDQSxJQUFJLElBQUk7SUFDUixJQUFLLElBQUksSUFBSSxJQUFJLElBQUksS0FBSyxHQUFHLElBQUs7TUFDaEMsSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLE1BQU0sT0FBTyxZQUFZLE1BQU0sQ0FBQyxFQUFFLFFBQVEsQ0FBQyxJQUFJLEtBQUs7TUFDaEUsS0FBSyxPQUFPLFlBQVksQ0FBQyxDQUFDLENBQUMsRUFBRTtJQUMvQjtJQUNBLE9BQU87RUFDVDtFQUVBLENBQUEsTUFBTyxDQUFDLENBQVM7SUFDZixNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0lBQ3RCLE9BQU8sSUFBSSxDQUFDLENBQUEsVUFBVyxHQUNuQixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsS0FBSyxDQUFDLElBQUksS0FBSyxLQUN6QixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsUUFBUSxDQUFDLElBQUksS0FBSztFQUNsQztFQUVBLENBQUEsS0FBTSxDQUFDLENBQVM7SUFDZCxzRUFBc0U7SUFDdEUsK0NBQStDO0lBQy9DLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRTtNQUNwQyxNQUFNLElBQUksYUFBYTtJQUN6QjtJQUNBLE1BQU0sSUFBSSxJQUFJLE1BQU07SUFDcEIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxDQUFDLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDOUMsT0FBTztFQUNUO0VBRUEsQ0FBQSxHQUFJLENBQUMsQ0FBUztJQUNaLElBQUksSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFO01BQ3hDLE1BQU0sSUFBSSxhQUFhO0lBQ3pCO0lBQ0EsTUFBTSxJQUE2QixDQUFDO0lBQ3BDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUs7TUFDMUIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU07TUFDckIsTUFBTSxNQUFNLE9BQU8sTUFBTSxXQUFXLElBQUksT0FBTztNQUMvQyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTTtNQUN6QixJQUFJLFFBQVEsYUFBYTtRQUN2QiwyREFBMkQ7UUFDM0QsT0FBTyxjQUFjLENBQUMsR0FBRyxLQUFLO1VBQzVCO1VBQ0EsWUFBWTtVQUNaLFVBQVU7VUFDVixjQUFjO1FBQ2hCO01BQ0YsT0FBTztRQUNMLENBQUMsQ0FBQyxJQUFJLEdBQUc7TUFDWDtJQUNGO0lBQ0EsT0FBTztFQUNUO0FBQ0YifQ==
// denoCacheMetadata=7355888068155561358,9649874728815872196