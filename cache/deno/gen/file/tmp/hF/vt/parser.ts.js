/**
 * The byte-stream parser: UTF-8 decoding plus the DEC/ANSI state machine of
 * `parse_table.ts`. It only emits actions to a `ParserHandler` (as
 * alacritty's vte `Perform`); it knows nothing of screens.
 *
 * Fast paths beside the table (they and the table must change together):
 *
 * - GROUND, printable ASCII: the handler consumes the whole run in one call
 *   (`printAscii`), scanning and storing in one loop.
 * - GROUND, bytes >= 0x80: the handler may decode and print well-formed
 *   UTF-8 itself (`printUtf8`); what it leaves is decoded into a
 *   preallocated code point buffer and handed over at once
 *   (`printCodepoints`).
 * - OSC_STRING and DCS_PASSTHROUGH: string bytes are copied in slices up to
 *   the next control byte.
 *
 * Any split of a stream into `write` calls gives the same actions: all
 * state, including a partial UTF-8 sequence, lives in the parser.
 *
 * @module
 */ import { Params } from "./params.ts";
import * as params from "./params.ts";
import * as table from "./parse_table.ts";
// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const { A_COLLECT, A_CSI_DISPATCH, A_ESC_DISPATCH, A_EXECUTE, A_OSC_PUT, A_PARAM, A_PRINT, A_PUT, CSI_ENTRY, DCS_ENTRY, DCS_IGNORE, DCS_PASSTHROUGH, ENTER, ESCAPE, GROUND, OSC_STRING, SOS_PM_APC_STRING, STATE_MASK, TABLE } = table;
const { MAX_PARAM_VALUE, MAX_PARAMS } = params;
/** Longest OSC string kept (bytes); the rest of a longer one is dropped. */ export const MAX_OSC_BYTES = 1 << 20;
/** Code points decoded per `printCodepoints` call. */ const CP_BUFFER = 4096;
/** Marker in `collect` for a sequence with too many intermediates. */ export const COLLECT_OVERFLOW = -1;
export class Parser {
  handler;
  state;
  params;
  #collect;
  #paramStarted;
  #osc;
  #oscLen;
  #oscOverflow;
  #cps;
  #one;
  // UTF-8 decoder state (WHATWG): code point so far, bytes still needed,
  // and the allowed range of the next continuation byte.
  #u8cp;
  #u8need;
  #u8lo;
  #u8hi;
  // A C1 control decoded inside a text run, to run through the table.
  #c1;
  constructor(handler){
    this.handler = handler;
    this.state = GROUND;
    this.params = new Params();
    this.#collect = 0;
    this.#paramStarted = false;
    this.#osc = new Uint8Array(256);
    this.#oscLen = 0;
    this.#oscOverflow = false;
    this.#cps = new Uint32Array(CP_BUFFER);
    this.#one = new Uint8Array(1);
    this.#u8cp = 0;
    this.#u8need = 0;
    this.#u8lo = 0x80;
    this.#u8hi = 0xbf;
    this.#c1 = -1;
  }
  /** Parses `data`, calling the handler. */ write(data) {
    const h = this.handler;
    const end = data.length;
    let i = 0;
    while(i < end){
      const state = this.state;
      if (state === GROUND) {
        const b = data[i];
        if (this.#u8need === 0) {
          if (b >= 0x20 && b < 0x7f) {
            i = h.printAscii(data, i, end);
            continue;
          }
          if (b < 0x20 && b !== 0x1b) {
            // C0 in GROUND: execute, stay (CAN and SUB included).
            h.execute(b);
            i++;
            continue;
          }
          if (b === 0x1b && i + 1 < end && data[i + 1] === 0x5b) {
            const j = this.#csiFast(data, i + 2, end);
            if (j > 0) {
              i = j;
              continue;
            }
          }
        }
        if (b >= 0x80 && this.#u8need === 0) {
          const j = h.printUtf8(data, i, end);
          if (j > i) {
            i = j;
            continue;
          }
        }
        if (b >= 0x80 || this.#u8need !== 0) {
          i = this.#decodeRun(data, i, end);
          if (this.#c1 >= 0) {
            const c = this.#c1;
            this.#c1 = -1;
            this.#advance(c);
          }
          continue;
        }
      } else if (state === OSC_STRING) {
        i = this.#oscRun(data, i, end);
        if (i >= end) break;
      } else if (state === DCS_PASSTHROUGH) {
        i = this.#dcsRun(data, i, end);
        if (i >= end) break;
      } else if (state === SOS_PM_APC_STRING || state === DCS_IGNORE) {
        i = skipString(data, i, end);
        if (i >= end) break;
      }
      this.#advance(data[i]);
      i++;
    }
  }
  /**
   * The state of a sequence cut by the end of the last write, for
   * `engine_state.ts`: state, intermediates, parameters, OSC bytes, UTF-8.
   */ save() {
    const p = this.params;
    return {
      state: this.state,
      collect: this.#collect,
      paramStarted: this.#paramStarted,
      params: Array.from(p.values.subarray(0, p.length)),
      sub: Array.from(p.sub.subarray(0, p.length)),
      colons: p.colons,
      osc: this.#osc.slice(0, this.#oscLen),
      oscOverflow: this.#oscOverflow,
      utf8: [
        this.#u8cp,
        this.#u8need,
        this.#u8lo,
        this.#u8hi
      ]
    };
  }
  /** Takes a state `save()` made (validated by `engine_state.ts`). */ load(s) {
    this.state = s.state;
    this.#collect = s.collect;
    this.#paramStarted = s.paramStarted;
    const p = this.params;
    p.values.set(s.params);
    p.sub.set(s.sub);
    p.length = s.params.length;
    p.colons = s.colons;
    if (s.osc.length > this.#osc.length) {
      this.#osc = new Uint8Array(s.osc.length);
    }
    this.#osc.set(s.osc);
    this.#oscLen = s.osc.length;
    this.#oscOverflow = s.oscOverflow;
    [this.#u8cp, this.#u8need, this.#u8lo, this.#u8hi] = s.utf8;
  }
  /** Forgets any partial sequence (RIS keeps parsing from GROUND). */ reset() {
    if (this.state === DCS_PASSTHROUGH) this.handler.dcsUnhook(true);
    this.state = GROUND;
    this.#u8need = 0;
    this.#u8lo = 0x80;
    this.#u8hi = 0xbf;
    this.#oscLen = 0;
  }
  /**
   * Parses a whole CSI sequence from `data[i]` (just after `ESC [`) in one
   * tight loop and dispatches it; returns the index after its final byte.
   * Returns -1, consuming nothing, for anything the loop does not handle
   * exactly as the table would (controls inside, a late private marker,
   * too many parameters or intermediates, the end of the chunk): the table
   * then takes the sequence byte by byte.
   */ #csiFast(data, i, end) {
    // Any sequence cut by the end of the chunk goes to the table.
    if (i >= end) return -1;
    const p = this.params;
    const values = p.values;
    const sub = p.sub;
    // `sub` is written only after a colon: clear what a last one left.
    if (p.colons) {
      sub.fill(0);
      p.colons = false;
    }
    let collect = 0;
    let n = 0;
    let b = data[i];
    if (b >= 0x3c && b <= 0x3f) {
      collect = b;
      if (++i >= end) return -1;
      b = data[i];
    }
    if (b >= 0x30 && b <= 0x3b) {
      // The parameter being read stays in a local until its separator.
      let cur = 0;
      for(;;){
        let d = b - 0x30;
        while(d >>> 0 <= 9){
          cur = cur * 10 + d;
          if (++i >= end) return -1;
          d = data[i] - 0x30;
        }
        b = d + 0x30;
        values[n] = cur > MAX_PARAM_VALUE ? MAX_PARAM_VALUE : cur;
        n++;
        if (b !== 0x3b) {
          if (b !== 0x3a) break;
          if (n === MAX_PARAMS) return -1;
          sub[n] = 1;
          p.colons = true;
        } else if (n === MAX_PARAMS) return -1;
        cur = 0;
        if (++i >= end) return -1;
        b = data[i];
      }
    }
    let inter = 0;
    while(b >= 0x20 && b <= 0x2f){
      if (++inter > 2) return -1;
      collect = collect << 8 | b;
      if (++i >= end) return -1;
      b = data[i];
    }
    if (b < 0x40 || b > 0x7e) return -1;
    p.length = n;
    this.handler.csiDispatch(collect, b, p);
    return i + 1;
  }
  /** One byte through the transition table. */ #advance(b) {
    const state = this.state;
    const t = TABLE[state << 8 | b];
    const next = t & STATE_MASK;
    const h = this.handler;
    if (t & ENTER) {
      if (state === OSC_STRING) this.#oscEnd(b);
      else if (state === DCS_PASSTHROUGH) {
        h.dcsUnhook(b === 0x18 || b === 0x1a);
      }
    }
    switch(t >> 8){
      case A_PRINT:
        // Only a decoded code point >= 0xA0 can land here.
        this.#cps[0] = b;
        h.printCodepoints(this.#cps, 1);
        break;
      case A_EXECUTE:
        h.execute(b);
        break;
      case A_COLLECT:
        this.#collectByte(b);
        break;
      case A_PARAM:
        this.#param(b);
        break;
      case A_ESC_DISPATCH:
        h.escDispatch(this.#collect, b);
        break;
      case A_CSI_DISPATCH:
        this.#finishParams();
        h.csiDispatch(this.#collect, b, this.params);
        break;
      case A_PUT:
        this.#one[0] = b;
        h.dcsPut(this.#one, 0, 1);
        break;
      case A_OSC_PUT:
        this.#oscPut(b);
        break;
    }
    if (t & ENTER) {
      if (next === ESCAPE || next === CSI_ENTRY || next === DCS_ENTRY) {
        this.#clear();
      } else if (next === OSC_STRING) {
        this.#oscLen = 0;
        this.#oscOverflow = false;
      } else if (next === DCS_PASSTHROUGH) {
        this.#finishParams();
        h.dcsHook(this.#collect, b, this.params);
      }
    }
    this.state = next;
  }
  #clear() {
    this.#collect = 0;
    this.params.length = 0;
    this.#paramStarted = false;
  }
  #collectByte(b) {
    const c = this.#collect;
    if (c === COLLECT_OVERFLOW) return;
    this.#collect = c > 0xffff ? COLLECT_OVERFLOW : c << 8 | b;
  }
  /** Digit, `;` or `:` of a parameter list. */ #param(b) {
    const p = this.params;
    if (!this.#paramStarted) {
      this.#paramStarted = true;
      p.length = 1;
      p.values[0] = 0;
      p.sub[0] = 0;
    }
    if (b <= 0x39) {
      const i = p.length - 1;
      if (i >= MAX_PARAMS) return;
      const v = p.values[i] * 10 + (b - 0x30);
      p.values[i] = v > MAX_PARAM_VALUE ? MAX_PARAM_VALUE : v;
      return;
    }
    // Separator: start the next parameter, unless the list is full.
    if (p.length >= MAX_PARAMS) {
      p.length = MAX_PARAMS + 1; // marks "dropping"; trimmed at dispatch
      return;
    }
    p.values[p.length] = 0;
    p.sub[p.length] = b === 0x3a ? 1 : 0;
    if (b === 0x3a) p.colons = true;
    p.length++;
  }
  #finishParams() {
    const p = this.params;
    if (p.length > MAX_PARAMS) p.length = MAX_PARAMS;
  }
  #oscPut(b) {
    if (this.#oscLen >= this.#osc.length && !this.#growOsc(1)) return;
    this.#osc[this.#oscLen++] = b;
  }
  /** Makes room for `n` more OSC bytes; false once over the cap. */ #growOsc(n) {
    const need = this.#oscLen + n;
    if (need > MAX_OSC_BYTES) {
      this.#oscOverflow = true;
      return false;
    }
    if (need <= this.#osc.length) return true;
    let size = this.#osc.length * 2;
    while(size < need)size *= 2;
    const grown = new Uint8Array(Math.min(size, MAX_OSC_BYTES));
    grown.set(this.#osc.subarray(0, this.#oscLen));
    this.#osc = grown;
    return true;
  }
  /** Leaves OSC_STRING on byte `b`: dispatch, unless CAN/SUB or overflow. */ #oscEnd(b) {
    const len = this.#oscLen;
    this.#oscLen = 0;
    if (b === 0x18 || b === 0x1a || this.#oscOverflow) return;
    this.handler.oscDispatch(this.#osc, len, b === 0x07);
    // Give back a buffer a huge string grew.
    if (this.#osc.length > 4096) this.#osc = new Uint8Array(256);
  }
  /** Copies OSC string bytes up to the next control; returns its index. */ #oscRun(data, i, end) {
    let j = i;
    while(j < end && data[j] >= 0x20)j++;
    const n = j - i;
    if (n > 0) {
      if (this.#growOsc(n)) {
        this.#osc.set(data.subarray(i, j), this.#oscLen);
        this.#oscLen += n;
      }
    }
    return j;
  }
  /** Hands DCS data up to the next terminator; returns its index. */ #dcsRun(data, i, end) {
    let j = i;
    while(j < end){
      const b = data[j];
      if (b === 0x1b || b === 0x18 || b === 0x1a || b === 0x7f) break;
      j++;
    }
    if (j > i) this.handler.dcsPut(data, i, j);
    return j;
  }
  /**
   * Decodes a run of text (UTF-8, ASCII included) up to the next control
   * and prints it. A decoded C1 control ends the run and is left in `#c1`.
   */ #decodeRun(data, i, end) {
    const buf = this.#cps;
    const max = CP_BUFFER;
    let n = 0;
    let cp = this.#u8cp;
    let need = this.#u8need;
    let lo = this.#u8lo;
    let hi = this.#u8hi;
    while(i < end && n < max){
      const b = data[i];
      if (need === 0) {
        // Whole 2- and 3-byte sequences in one step (the common case).
        if (b >= 0xc2 && b <= 0xdf && i + 1 < end) {
          const b1 = data[i + 1];
          if ((b1 & 0xc0) === 0x80) {
            const c = (b & 0x1f) << 6 | b1 & 0x3f;
            if (c < 0xa0) {
              this.#c1 = c;
              i += 2;
              break;
            }
            buf[n++] = c;
            i += 2;
            continue;
          }
        } else if (b >= 0xe1 && b <= 0xef && b !== 0xed && i + 2 < end) {
          const b1 = data[i + 1];
          const b2 = data[i + 2];
          if ((b1 & 0xc0) === 0x80 && (b2 & 0xc0) === 0x80) {
            buf[n++] = (b & 0x0f) << 12 | (b1 & 0x3f) << 6 | b2 & 0x3f;
            i += 3;
            continue;
          }
        } else if (b >= 0xf0 && b <= 0xf4 && i + 3 < end) {
          const b1 = data[i + 1];
          const b2 = data[i + 2];
          const b3 = data[i + 3];
          if (b1 >= (b === 0xf0 ? 0x90 : 0x80) && b1 <= (b === 0xf4 ? 0x8f : 0xbf) && (b2 & 0xc0) === 0x80 && (b3 & 0xc0) === 0x80) {
            buf[n++] = (b & 0x07) << 18 | (b1 & 0x3f) << 12 | (b2 & 0x3f) << 6 | b3 & 0x3f;
            i += 4;
            continue;
          }
        }
        if (b < 0x80) {
          if (b < 0x20 || b === 0x7f) break;
          buf[n++] = b;
        } else if (b >= 0xc2 && b <= 0xdf) {
          need = 1;
          cp = b & 0x1f;
        } else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) lo = 0xa0;
          else if (b === 0xed) hi = 0x9f;
          need = 2;
          cp = b & 0x0f;
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) lo = 0x90;
          else if (b === 0xf4) hi = 0x8f;
          need = 3;
          cp = b & 0x07;
        } else {
          buf[n++] = 0xfffd;
        }
        i++;
        continue;
      }
      if (b < lo || b > hi) {
        // Not a continuation: the partial sequence is one U+FFFD and this
        // byte is looked at again.
        buf[n++] = 0xfffd;
        need = 0;
        lo = 0x80;
        hi = 0xbf;
        continue;
      }
      lo = 0x80;
      hi = 0xbf;
      cp = cp << 6 | b & 0x3f;
      i++;
      if (--need === 0) {
        if (cp < 0xa0) {
          this.#c1 = cp;
          break;
        }
        buf[n++] = cp;
      }
    }
    this.#u8cp = cp;
    this.#u8need = need;
    this.#u8lo = lo;
    this.#u8hi = hi;
    if (n > 0) this.handler.printCodepoints(buf, n);
    return i;
  }
}
/** Skips an ignored string up to its terminator; returns its index. */ function skipString(data, i, end) {
  while(i < end){
    const b = data[i];
    if (b === 0x1b || b === 0x18 || b === 0x1a) break;
    i++;
  }
  return i;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3BhcnNlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBieXRlLXN0cmVhbSBwYXJzZXI6IFVURi04IGRlY29kaW5nIHBsdXMgdGhlIERFQy9BTlNJIHN0YXRlIG1hY2hpbmUgb2ZcbiAqIGBwYXJzZV90YWJsZS50c2AuIEl0IG9ubHkgZW1pdHMgYWN0aW9ucyB0byBhIGBQYXJzZXJIYW5kbGVyYCAoYXNcbiAqIGFsYWNyaXR0eSdzIHZ0ZSBgUGVyZm9ybWApOyBpdCBrbm93cyBub3RoaW5nIG9mIHNjcmVlbnMuXG4gKlxuICogRmFzdCBwYXRocyBiZXNpZGUgdGhlIHRhYmxlICh0aGV5IGFuZCB0aGUgdGFibGUgbXVzdCBjaGFuZ2UgdG9nZXRoZXIpOlxuICpcbiAqIC0gR1JPVU5ELCBwcmludGFibGUgQVNDSUk6IHRoZSBoYW5kbGVyIGNvbnN1bWVzIHRoZSB3aG9sZSBydW4gaW4gb25lIGNhbGxcbiAqICAgKGBwcmludEFzY2lpYCksIHNjYW5uaW5nIGFuZCBzdG9yaW5nIGluIG9uZSBsb29wLlxuICogLSBHUk9VTkQsIGJ5dGVzID49IDB4ODA6IHRoZSBoYW5kbGVyIG1heSBkZWNvZGUgYW5kIHByaW50IHdlbGwtZm9ybWVkXG4gKiAgIFVURi04IGl0c2VsZiAoYHByaW50VXRmOGApOyB3aGF0IGl0IGxlYXZlcyBpcyBkZWNvZGVkIGludG8gYVxuICogICBwcmVhbGxvY2F0ZWQgY29kZSBwb2ludCBidWZmZXIgYW5kIGhhbmRlZCBvdmVyIGF0IG9uY2VcbiAqICAgKGBwcmludENvZGVwb2ludHNgKS5cbiAqIC0gT1NDX1NUUklORyBhbmQgRENTX1BBU1NUSFJPVUdIOiBzdHJpbmcgYnl0ZXMgYXJlIGNvcGllZCBpbiBzbGljZXMgdXAgdG9cbiAqICAgdGhlIG5leHQgY29udHJvbCBieXRlLlxuICpcbiAqIEFueSBzcGxpdCBvZiBhIHN0cmVhbSBpbnRvIGB3cml0ZWAgY2FsbHMgZ2l2ZXMgdGhlIHNhbWUgYWN0aW9uczogYWxsXG4gKiBzdGF0ZSwgaW5jbHVkaW5nIGEgcGFydGlhbCBVVEYtOCBzZXF1ZW5jZSwgbGl2ZXMgaW4gdGhlIHBhcnNlci5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgUGFyYW1zIH0gZnJvbSBcIi4vcGFyYW1zLnRzXCI7XG5pbXBvcnQgKiBhcyBwYXJhbXMgZnJvbSBcIi4vcGFyYW1zLnRzXCI7XG5pbXBvcnQgKiBhcyB0YWJsZSBmcm9tIFwiLi9wYXJzZV90YWJsZS50c1wiO1xuXG4vLyBMb2NhbCBjb3BpZXMgb2YgaW1wb3J0ZWQgY29uc3RhbnRzOiBWOCBmb2xkcyBhIG1vZHVsZSdzIG93biBjb25zdGFudHNcbi8vIGludG8gb3B0aW1pemVkIGNvZGUgYnV0IGxvYWRzIGFuZCBjaGVja3MgYW4gaW1wb3J0ZWQgYmluZGluZyBhdCBldmVyeSB1c2UuXG5jb25zdCB7XG4gIEFfQ09MTEVDVCxcbiAgQV9DU0lfRElTUEFUQ0gsXG4gIEFfRVNDX0RJU1BBVENILFxuICBBX0VYRUNVVEUsXG4gIEFfT1NDX1BVVCxcbiAgQV9QQVJBTSxcbiAgQV9QUklOVCxcbiAgQV9QVVQsXG4gIENTSV9FTlRSWSxcbiAgRENTX0VOVFJZLFxuICBEQ1NfSUdOT1JFLFxuICBEQ1NfUEFTU1RIUk9VR0gsXG4gIEVOVEVSLFxuICBFU0NBUEUsXG4gIEdST1VORCxcbiAgT1NDX1NUUklORyxcbiAgU09TX1BNX0FQQ19TVFJJTkcsXG4gIFNUQVRFX01BU0ssXG4gIFRBQkxFLFxufSA9IHRhYmxlO1xuY29uc3QgeyBNQVhfUEFSQU1fVkFMVUUsIE1BWF9QQVJBTVMgfSA9IHBhcmFtcztcblxuLyoqIExvbmdlc3QgT1NDIHN0cmluZyBrZXB0IChieXRlcyk7IHRoZSByZXN0IG9mIGEgbG9uZ2VyIG9uZSBpcyBkcm9wcGVkLiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9PU0NfQllURVMgPSAxIDw8IDIwO1xuLyoqIENvZGUgcG9pbnRzIGRlY29kZWQgcGVyIGBwcmludENvZGVwb2ludHNgIGNhbGwuICovXG5jb25zdCBDUF9CVUZGRVIgPSA0MDk2O1xuLyoqIE1hcmtlciBpbiBgY29sbGVjdGAgZm9yIGEgc2VxdWVuY2Ugd2l0aCB0b28gbWFueSBpbnRlcm1lZGlhdGVzLiAqL1xuZXhwb3J0IGNvbnN0IENPTExFQ1RfT1ZFUkZMT1cgPSAtMTtcblxuLyoqIFdoYXQgdGhlIHBhcnNlciBjYWxsczsgdGhlIHNjcmVlbiBpbXBsZW1lbnRzIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBQYXJzZXJIYW5kbGVyIHtcbiAgLyoqXG4gICAqIFByaW50cyBwcmludGFibGUgQVNDSUkgc3RhcnRpbmcgYXQgYGRhdGFbc3RhcnRdYCAod2hpY2ggaXMgcHJpbnRhYmxlKVxuICAgKiBhbmQgcmV0dXJucyB0aGUgaW5kZXggb2YgdGhlIGZpcnN0IGJ5dGUgbm90IGNvbnN1bWVkICg+IHN0YXJ0KS4gVGhlXG4gICAqIGhhbmRsZXIgc3RvcHMgYXQgdGhlIGZpcnN0IGJ5dGUgb3V0c2lkZSAweDIwLTB4N0UsIG9yIGVhcmxpZXIuXG4gICAqL1xuICBwcmludEFzY2lpKGRhdGE6IFVpbnQ4QXJyYXksIHN0YXJ0OiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyO1xuICAvKipcbiAgICogTWF5IHByaW50IFVURi04IHRleHQgZnJvbSBgZGF0YVtzdGFydF1gIChhIGJ5dGUgPj0gMHg4MCkgZGlyZWN0bHkgYW5kXG4gICAqIHJldHVybiB0aGUgaW5kZXggYWZ0ZXIgd2hhdCBpdCB0b29rOyByZXR1cm5pbmcgYHN0YXJ0YCBsZWF2ZXMgaXQgdG9cbiAgICogdGhlIHBhcnNlcidzIGRlY29kZXIgYW5kIGBwcmludENvZGVwb2ludHNgLiBJdCBtdXN0IHN0b3AgYmVmb3JlXG4gICAqIGNvbnRyb2xzLCBDMSBjb2RlIHBvaW50cyBhbmQgbWFsZm9ybWVkIG9yIGluY29tcGxldGUgc2VxdWVuY2VzLlxuICAgKi9cbiAgcHJpbnRVdGY4KGRhdGE6IFVpbnQ4QXJyYXksIHN0YXJ0OiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyO1xuICAvKiogUHJpbnRzIGBjb3VudGAgZGVjb2RlZCBjb2RlIHBvaW50cyAobm8gY29udHJvbHMgYW1vbmcgdGhlbSkuICovXG4gIHByaW50Q29kZXBvaW50cyhjcHM6IFVpbnQzMkFycmF5LCBjb3VudDogbnVtYmVyKTogdm9pZDtcbiAgLyoqIEMwIG9yIEMxIGNvbnRyb2wuICovXG4gIGV4ZWN1dGUoY29kZTogbnVtYmVyKTogdm9pZDtcbiAgLyoqXG4gICAqIEVTQyBzZXF1ZW5jZS4gYGNvbGxlY3RgIHBhY2tzIHRoZSBpbnRlcm1lZGlhdGVzLCBmaXJzdCBvbmUgaGlnaGVzdFxuICAgKiAoYEVTQyAoIDBgIGhhcyBjb2xsZWN0IDB4MjgpLCBvciBpcyBgQ09MTEVDVF9PVkVSRkxPV2AuXG4gICAqL1xuICBlc2NEaXNwYXRjaChjb2xsZWN0OiBudW1iZXIsIGZpbmFsOiBudW1iZXIpOiB2b2lkO1xuICAvKiogQ1NJIHNlcXVlbmNlOyBgY29sbGVjdGAgcGFja3MgdGhlIHByaXZhdGUgbWFya2VyIGFuZCBpbnRlcm1lZGlhdGVzLiAqL1xuICBjc2lEaXNwYXRjaChjb2xsZWN0OiBudW1iZXIsIGZpbmFsOiBudW1iZXIsIHBhcmFtczogUGFyYW1zKTogdm9pZDtcbiAgLyoqIE9TQyBzdHJpbmcgaW4gYGRhdGFbMC4ubGVuZ3RoKWA7IGBiZWxgIHdoZW4gQkVMIGVuZGVkIGl0LiAqL1xuICBvc2NEaXNwYXRjaChkYXRhOiBVaW50OEFycmF5LCBsZW5ndGg6IG51bWJlciwgYmVsOiBib29sZWFuKTogdm9pZDtcbiAgLyoqIFN0YXJ0IG9mIGEgRENTIHN0cmluZy4gKi9cbiAgZGNzSG9vayhjb2xsZWN0OiBudW1iZXIsIGZpbmFsOiBudW1iZXIsIHBhcmFtczogUGFyYW1zKTogdm9pZDtcbiAgLyoqIERDUyBzdHJpbmcgZGF0YS4gKi9cbiAgZGNzUHV0KGRhdGE6IFVpbnQ4QXJyYXksIHN0YXJ0OiBudW1iZXIsIGVuZDogbnVtYmVyKTogdm9pZDtcbiAgLyoqIEVuZCBvZiBhIERDUyBzdHJpbmc7IGBhYm9ydGAgd2hlbiBDQU4gb3IgU1VCIGN1dCBpdCBzaG9ydC4gKi9cbiAgZGNzVW5ob29rKGFib3J0OiBib29sZWFuKTogdm9pZDtcbn1cblxuLyoqIFRoZSBzdHJlYW0gcGFyc2VyOyBmZWVkIGl0IHdpdGggYHdyaXRlYC4gKi9cbi8qKiBBIGBQYXJzZXJgIGJldHdlZW4gdHdvIHdyaXRlcywgYXMgcGxhaW4gZGF0YSAoYFBhcnNlci5zYXZlKClgKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUGFyc2VyU3RhdGUge1xuICBzdGF0ZTogbnVtYmVyO1xuICBjb2xsZWN0OiBudW1iZXI7XG4gIHBhcmFtU3RhcnRlZDogYm9vbGVhbjtcbiAgcGFyYW1zOiBudW1iZXJbXTtcbiAgc3ViOiBudW1iZXJbXTtcbiAgY29sb25zOiBib29sZWFuO1xuICBvc2M6IFVpbnQ4QXJyYXk7XG4gIG9zY092ZXJmbG93OiBib29sZWFuO1xuICAvKiogQ29kZSBwb2ludCBzbyBmYXIsIGJ5dGVzIG5lZWRlZCwgbmV4dCBieXRlJ3MgYWxsb3dlZCByYW5nZS4gKi9cbiAgdXRmODogW251bWJlciwgbnVtYmVyLCBudW1iZXIsIG51bWJlcl07XG59XG5cbmV4cG9ydCBjbGFzcyBQYXJzZXIge1xuICBzdGF0ZSA9IEdST1VORDtcbiAgcmVhZG9ubHkgcGFyYW1zID0gbmV3IFBhcmFtcygpO1xuICAjY29sbGVjdCA9IDA7XG4gICNwYXJhbVN0YXJ0ZWQgPSBmYWxzZTtcbiAgI29zYyA9IG5ldyBVaW50OEFycmF5KDI1Nik7XG4gICNvc2NMZW4gPSAwO1xuICAjb3NjT3ZlcmZsb3cgPSBmYWxzZTtcbiAgI2NwcyA9IG5ldyBVaW50MzJBcnJheShDUF9CVUZGRVIpO1xuICAjb25lID0gbmV3IFVpbnQ4QXJyYXkoMSk7XG4gIC8vIFVURi04IGRlY29kZXIgc3RhdGUgKFdIQVRXRyk6IGNvZGUgcG9pbnQgc28gZmFyLCBieXRlcyBzdGlsbCBuZWVkZWQsXG4gIC8vIGFuZCB0aGUgYWxsb3dlZCByYW5nZSBvZiB0aGUgbmV4dCBjb250aW51YXRpb24gYnl0ZS5cbiAgI3U4Y3AgPSAwO1xuICAjdThuZWVkID0gMDtcbiAgI3U4bG8gPSAweDgwO1xuICAjdThoaSA9IDB4YmY7XG4gIC8vIEEgQzEgY29udHJvbCBkZWNvZGVkIGluc2lkZSBhIHRleHQgcnVuLCB0byBydW4gdGhyb3VnaCB0aGUgdGFibGUuXG4gICNjMSA9IC0xO1xuXG4gIGNvbnN0cnVjdG9yKHJlYWRvbmx5IGhhbmRsZXI6IFBhcnNlckhhbmRsZXIpIHt9XG5cbiAgLyoqIFBhcnNlcyBgZGF0YWAsIGNhbGxpbmcgdGhlIGhhbmRsZXIuICovXG4gIHdyaXRlKGRhdGE6IFVpbnQ4QXJyYXkpOiB2b2lkIHtcbiAgICBjb25zdCBoID0gdGhpcy5oYW5kbGVyO1xuICAgIGNvbnN0IGVuZCA9IGRhdGEubGVuZ3RoO1xuICAgIGxldCBpID0gMDtcbiAgICB3aGlsZSAoaSA8IGVuZCkge1xuICAgICAgY29uc3Qgc3RhdGUgPSB0aGlzLnN0YXRlO1xuICAgICAgaWYgKHN0YXRlID09PSBHUk9VTkQpIHtcbiAgICAgICAgY29uc3QgYiA9IGRhdGFbaV07XG4gICAgICAgIGlmICh0aGlzLiN1OG5lZWQgPT09IDApIHtcbiAgICAgICAgICBpZiAoYiA+PSAweDIwICYmIGIgPCAweDdmKSB7XG4gICAgICAgICAgICBpID0gaC5wcmludEFzY2lpKGRhdGEsIGksIGVuZCk7XG4gICAgICAgICAgICBjb250aW51ZTtcbiAgICAgICAgICB9XG4gICAgICAgICAgaWYgKGIgPCAweDIwICYmIGIgIT09IDB4MWIpIHtcbiAgICAgICAgICAgIC8vIEMwIGluIEdST1VORDogZXhlY3V0ZSwgc3RheSAoQ0FOIGFuZCBTVUIgaW5jbHVkZWQpLlxuICAgICAgICAgICAgaC5leGVjdXRlKGIpO1xuICAgICAgICAgICAgaSsrO1xuICAgICAgICAgICAgY29udGludWU7XG4gICAgICAgICAgfVxuICAgICAgICAgIGlmIChiID09PSAweDFiICYmIGkgKyAxIDwgZW5kICYmIGRhdGFbaSArIDFdID09PSAweDViKSB7XG4gICAgICAgICAgICBjb25zdCBqID0gdGhpcy4jY3NpRmFzdChkYXRhLCBpICsgMiwgZW5kKTtcbiAgICAgICAgICAgIGlmIChqID4gMCkge1xuICAgICAgICAgICAgICBpID0gajtcbiAgICAgICAgICAgICAgY29udGludWU7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgfVxuICAgICAgICB9XG4gICAgICAgIGlmIChiID49IDB4ODAgJiYgdGhpcy4jdThuZWVkID09PSAwKSB7XG4gICAgICAgICAgY29uc3QgaiA9IGgucHJpbnRVdGY4KGRhdGEsIGksIGVuZCk7XG4gICAgICAgICAgaWYgKGogPiBpKSB7XG4gICAgICAgICAgICBpID0gajtcbiAgICAgICAgICAgIGNvbnRpbnVlO1xuICAgICAgICAgIH1cbiAgICAgICAgfVxuICAgICAgICBpZiAoYiA+PSAweDgwIHx8IHRoaXMuI3U4bmVlZCAhPT0gMCkge1xuICAgICAgICAgIGkgPSB0aGlzLiNkZWNvZGVSdW4oZGF0YSwgaSwgZW5kKTtcbiAgICAgICAgICBpZiAodGhpcy4jYzEgPj0gMCkge1xuICAgICAgICAgICAgY29uc3QgYyA9IHRoaXMuI2MxO1xuICAgICAgICAgICAgdGhpcy4jYzEgPSAtMTtcbiAgICAgICAgICAgIHRoaXMuI2FkdmFuY2UoYyk7XG4gICAgICAgICAgfVxuICAgICAgICAgIGNvbnRpbnVlO1xuICAgICAgICB9XG4gICAgICB9IGVsc2UgaWYgKHN0YXRlID09PSBPU0NfU1RSSU5HKSB7XG4gICAgICAgIGkgPSB0aGlzLiNvc2NSdW4oZGF0YSwgaSwgZW5kKTtcbiAgICAgICAgaWYgKGkgPj0gZW5kKSBicmVhaztcbiAgICAgIH0gZWxzZSBpZiAoc3RhdGUgPT09IERDU19QQVNTVEhST1VHSCkge1xuICAgICAgICBpID0gdGhpcy4jZGNzUnVuKGRhdGEsIGksIGVuZCk7XG4gICAgICAgIGlmIChpID49IGVuZCkgYnJlYWs7XG4gICAgICB9IGVsc2UgaWYgKHN0YXRlID09PSBTT1NfUE1fQVBDX1NUUklORyB8fCBzdGF0ZSA9PT0gRENTX0lHTk9SRSkge1xuICAgICAgICBpID0gc2tpcFN0cmluZyhkYXRhLCBpLCBlbmQpO1xuICAgICAgICBpZiAoaSA+PSBlbmQpIGJyZWFrO1xuICAgICAgfVxuICAgICAgdGhpcy4jYWR2YW5jZShkYXRhW2ldKTtcbiAgICAgIGkrKztcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogVGhlIHN0YXRlIG9mIGEgc2VxdWVuY2UgY3V0IGJ5IHRoZSBlbmQgb2YgdGhlIGxhc3Qgd3JpdGUsIGZvclxuICAgKiBgZW5naW5lX3N0YXRlLnRzYDogc3RhdGUsIGludGVybWVkaWF0ZXMsIHBhcmFtZXRlcnMsIE9TQyBieXRlcywgVVRGLTguXG4gICAqL1xuICBzYXZlKCk6IFBhcnNlclN0YXRlIHtcbiAgICBjb25zdCBwID0gdGhpcy5wYXJhbXM7XG4gICAgcmV0dXJuIHtcbiAgICAgIHN0YXRlOiB0aGlzLnN0YXRlLFxuICAgICAgY29sbGVjdDogdGhpcy4jY29sbGVjdCxcbiAgICAgIHBhcmFtU3RhcnRlZDogdGhpcy4jcGFyYW1TdGFydGVkLFxuICAgICAgcGFyYW1zOiBBcnJheS5mcm9tKHAudmFsdWVzLnN1YmFycmF5KDAsIHAubGVuZ3RoKSksXG4gICAgICBzdWI6IEFycmF5LmZyb20ocC5zdWIuc3ViYXJyYXkoMCwgcC5sZW5ndGgpKSxcbiAgICAgIGNvbG9uczogcC5jb2xvbnMsXG4gICAgICBvc2M6IHRoaXMuI29zYy5zbGljZSgwLCB0aGlzLiNvc2NMZW4pLFxuICAgICAgb3NjT3ZlcmZsb3c6IHRoaXMuI29zY092ZXJmbG93LFxuICAgICAgdXRmODogW3RoaXMuI3U4Y3AsIHRoaXMuI3U4bmVlZCwgdGhpcy4jdThsbywgdGhpcy4jdThoaV0sXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBUYWtlcyBhIHN0YXRlIGBzYXZlKClgIG1hZGUgKHZhbGlkYXRlZCBieSBgZW5naW5lX3N0YXRlLnRzYCkuICovXG4gIGxvYWQoczogUGFyc2VyU3RhdGUpOiB2b2lkIHtcbiAgICB0aGlzLnN0YXRlID0gcy5zdGF0ZTtcbiAgICB0aGlzLiNjb2xsZWN0ID0gcy5jb2xsZWN0O1xuICAgIHRoaXMuI3BhcmFtU3RhcnRlZCA9IHMucGFyYW1TdGFydGVkO1xuICAgIGNvbnN0IHAgPSB0aGlzLnBhcmFtcztcbiAgICBwLnZhbHVlcy5zZXQocy5wYXJhbXMpO1xuICAgIHAuc3ViLnNldChzLnN1Yik7XG4gICAgcC5sZW5ndGggPSBzLnBhcmFtcy5sZW5ndGg7XG4gICAgcC5jb2xvbnMgPSBzLmNvbG9ucztcbiAgICBpZiAocy5vc2MubGVuZ3RoID4gdGhpcy4jb3NjLmxlbmd0aCkge1xuICAgICAgdGhpcy4jb3NjID0gbmV3IFVpbnQ4QXJyYXkocy5vc2MubGVuZ3RoKTtcbiAgICB9XG4gICAgdGhpcy4jb3NjLnNldChzLm9zYyk7XG4gICAgdGhpcy4jb3NjTGVuID0gcy5vc2MubGVuZ3RoO1xuICAgIHRoaXMuI29zY092ZXJmbG93ID0gcy5vc2NPdmVyZmxvdztcbiAgICBbdGhpcy4jdThjcCwgdGhpcy4jdThuZWVkLCB0aGlzLiN1OGxvLCB0aGlzLiN1OGhpXSA9IHMudXRmODtcbiAgfVxuXG4gIC8qKiBGb3JnZXRzIGFueSBwYXJ0aWFsIHNlcXVlbmNlIChSSVMga2VlcHMgcGFyc2luZyBmcm9tIEdST1VORCkuICovXG4gIHJlc2V0KCk6IHZvaWQge1xuICAgIGlmICh0aGlzLnN0YXRlID09PSBEQ1NfUEFTU1RIUk9VR0gpIHRoaXMuaGFuZGxlci5kY3NVbmhvb2sodHJ1ZSk7XG4gICAgdGhpcy5zdGF0ZSA9IEdST1VORDtcbiAgICB0aGlzLiN1OG5lZWQgPSAwO1xuICAgIHRoaXMuI3U4bG8gPSAweDgwO1xuICAgIHRoaXMuI3U4aGkgPSAweGJmO1xuICAgIHRoaXMuI29zY0xlbiA9IDA7XG4gIH1cblxuICAvKipcbiAgICogUGFyc2VzIGEgd2hvbGUgQ1NJIHNlcXVlbmNlIGZyb20gYGRhdGFbaV1gIChqdXN0IGFmdGVyIGBFU0MgW2ApIGluIG9uZVxuICAgKiB0aWdodCBsb29wIGFuZCBkaXNwYXRjaGVzIGl0OyByZXR1cm5zIHRoZSBpbmRleCBhZnRlciBpdHMgZmluYWwgYnl0ZS5cbiAgICogUmV0dXJucyAtMSwgY29uc3VtaW5nIG5vdGhpbmcsIGZvciBhbnl0aGluZyB0aGUgbG9vcCBkb2VzIG5vdCBoYW5kbGVcbiAgICogZXhhY3RseSBhcyB0aGUgdGFibGUgd291bGQgKGNvbnRyb2xzIGluc2lkZSwgYSBsYXRlIHByaXZhdGUgbWFya2VyLFxuICAgKiB0b28gbWFueSBwYXJhbWV0ZXJzIG9yIGludGVybWVkaWF0ZXMsIHRoZSBlbmQgb2YgdGhlIGNodW5rKTogdGhlIHRhYmxlXG4gICAqIHRoZW4gdGFrZXMgdGhlIHNlcXVlbmNlIGJ5dGUgYnkgYnl0ZS5cbiAgICovXG4gICNjc2lGYXN0KGRhdGE6IFVpbnQ4QXJyYXksIGk6IG51bWJlciwgZW5kOiBudW1iZXIpOiBudW1iZXIge1xuICAgIC8vIEFueSBzZXF1ZW5jZSBjdXQgYnkgdGhlIGVuZCBvZiB0aGUgY2h1bmsgZ29lcyB0byB0aGUgdGFibGUuXG4gICAgaWYgKGkgPj0gZW5kKSByZXR1cm4gLTE7XG4gICAgY29uc3QgcCA9IHRoaXMucGFyYW1zO1xuICAgIGNvbnN0IHZhbHVlcyA9IHAudmFsdWVzO1xuICAgIGNvbnN0IHN1YiA9IHAuc3ViO1xuICAgIC8vIGBzdWJgIGlzIHdyaXR0ZW4gb25seSBhZnRlciBhIGNvbG9uOiBjbGVhciB3aGF0IGEgbGFzdCBvbmUgbGVmdC5cbiAgICBpZiAocC5jb2xvbnMpIHtcbiAgICAgIHN1Yi5maWxsKDApO1xuICAgICAgcC5jb2xvbnMgPSBmYWxzZTtcbiAgICB9XG4gICAgbGV0IGNvbGxlY3QgPSAwO1xuICAgIGxldCBuID0gMDtcbiAgICBsZXQgYiA9IGRhdGFbaV07XG4gICAgaWYgKGIgPj0gMHgzYyAmJiBiIDw9IDB4M2YpIHtcbiAgICAgIGNvbGxlY3QgPSBiO1xuICAgICAgaWYgKCsraSA+PSBlbmQpIHJldHVybiAtMTtcbiAgICAgIGIgPSBkYXRhW2ldO1xuICAgIH1cbiAgICBpZiAoYiA+PSAweDMwICYmIGIgPD0gMHgzYikge1xuICAgICAgLy8gVGhlIHBhcmFtZXRlciBiZWluZyByZWFkIHN0YXlzIGluIGEgbG9jYWwgdW50aWwgaXRzIHNlcGFyYXRvci5cbiAgICAgIGxldCBjdXIgPSAwO1xuICAgICAgZm9yICg7Oykge1xuICAgICAgICBsZXQgZCA9IGIgLSAweDMwO1xuICAgICAgICB3aGlsZSAoKGQgPj4+IDApIDw9IDkpIHtcbiAgICAgICAgICBjdXIgPSBjdXIgKiAxMCArIGQ7XG4gICAgICAgICAgaWYgKCsraSA+PSBlbmQpIHJldHVybiAtMTtcbiAgICAgICAgICBkID0gZGF0YVtpXSAtIDB4MzA7XG4gICAgICAgIH1cbiAgICAgICAgYiA9IGQgKyAweDMwO1xuICAgICAgICB2YWx1ZXNbbl0gPSBjdXIgPiBNQVhfUEFSQU1fVkFMVUUgPyBNQVhfUEFSQU1fVkFMVUUgOiBjdXI7XG4gICAgICAgIG4rKztcbiAgICAgICAgaWYgKGIgIT09IDB4M2IpIHtcbiAgICAgICAgICBpZiAoYiAhPT0gMHgzYSkgYnJlYWs7XG4gICAgICAgICAgaWYgKG4gPT09IE1BWF9QQVJBTVMpIHJldHVybiAtMTtcbiAgICAgICAgICBzdWJbbl0gPSAxO1xuICAgICAgICAgIHAuY29sb25zID0gdHJ1ZTtcbiAgICAgICAgfSBlbHNlIGlmIChuID09PSBNQVhfUEFSQU1TKSByZXR1cm4gLTE7XG4gICAgICAgIGN1ciA9IDA7XG4gICAgICAgIGlmICgrK2kgPj0gZW5kKSByZXR1cm4gLTE7XG4gICAgICAgIGIgPSBkYXRhW2ldO1xuICAgICAgfVxuICAgIH1cbiAgICBsZXQgaW50ZXIgPSAwO1xuICAgIHdoaWxlIChiID49IDB4MjAgJiYgYiA8PSAweDJmKSB7XG4gICAgICBpZiAoKytpbnRlciA+IDIpIHJldHVybiAtMTtcbiAgICAgIGNvbGxlY3QgPSBjb2xsZWN0IDw8IDggfCBiO1xuICAgICAgaWYgKCsraSA+PSBlbmQpIHJldHVybiAtMTtcbiAgICAgIGIgPSBkYXRhW2ldO1xuICAgIH1cbiAgICBpZiAoYiA8IDB4NDAgfHwgYiA+IDB4N2UpIHJldHVybiAtMTtcbiAgICBwLmxlbmd0aCA9IG47XG4gICAgdGhpcy5oYW5kbGVyLmNzaURpc3BhdGNoKGNvbGxlY3QsIGIsIHApO1xuICAgIHJldHVybiBpICsgMTtcbiAgfVxuXG4gIC8qKiBPbmUgYnl0ZSB0aHJvdWdoIHRoZSB0cmFuc2l0aW9uIHRhYmxlLiAqL1xuICAjYWR2YW5jZShiOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBzdGF0ZSA9IHRoaXMuc3RhdGU7XG4gICAgY29uc3QgdCA9IFRBQkxFW3N0YXRlIDw8IDggfCBiXTtcbiAgICBjb25zdCBuZXh0ID0gdCAmIFNUQVRFX01BU0s7XG4gICAgY29uc3QgaCA9IHRoaXMuaGFuZGxlcjtcbiAgICBpZiAodCAmIEVOVEVSKSB7XG4gICAgICBpZiAoc3RhdGUgPT09IE9TQ19TVFJJTkcpIHRoaXMuI29zY0VuZChiKTtcbiAgICAgIGVsc2UgaWYgKHN0YXRlID09PSBEQ1NfUEFTU1RIUk9VR0gpIHtcbiAgICAgICAgaC5kY3NVbmhvb2soYiA9PT0gMHgxOCB8fCBiID09PSAweDFhKTtcbiAgICAgIH1cbiAgICB9XG4gICAgc3dpdGNoICh0ID4+IDgpIHtcbiAgICAgIGNhc2UgQV9QUklOVDpcbiAgICAgICAgLy8gT25seSBhIGRlY29kZWQgY29kZSBwb2ludCA+PSAweEEwIGNhbiBsYW5kIGhlcmUuXG4gICAgICAgIHRoaXMuI2Nwc1swXSA9IGI7XG4gICAgICAgIGgucHJpbnRDb2RlcG9pbnRzKHRoaXMuI2NwcywgMSk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBBX0VYRUNVVEU6XG4gICAgICAgIGguZXhlY3V0ZShiKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIEFfQ09MTEVDVDpcbiAgICAgICAgdGhpcy4jY29sbGVjdEJ5dGUoYik7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBBX1BBUkFNOlxuICAgICAgICB0aGlzLiNwYXJhbShiKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIEFfRVNDX0RJU1BBVENIOlxuICAgICAgICBoLmVzY0Rpc3BhdGNoKHRoaXMuI2NvbGxlY3QsIGIpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgQV9DU0lfRElTUEFUQ0g6XG4gICAgICAgIHRoaXMuI2ZpbmlzaFBhcmFtcygpO1xuICAgICAgICBoLmNzaURpc3BhdGNoKHRoaXMuI2NvbGxlY3QsIGIsIHRoaXMucGFyYW1zKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIEFfUFVUOlxuICAgICAgICB0aGlzLiNvbmVbMF0gPSBiO1xuICAgICAgICBoLmRjc1B1dCh0aGlzLiNvbmUsIDAsIDEpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgQV9PU0NfUFVUOlxuICAgICAgICB0aGlzLiNvc2NQdXQoYik7XG4gICAgICAgIGJyZWFrO1xuICAgIH1cbiAgICBpZiAodCAmIEVOVEVSKSB7XG4gICAgICBpZiAobmV4dCA9PT0gRVNDQVBFIHx8IG5leHQgPT09IENTSV9FTlRSWSB8fCBuZXh0ID09PSBEQ1NfRU5UUlkpIHtcbiAgICAgICAgdGhpcy4jY2xlYXIoKTtcbiAgICAgIH0gZWxzZSBpZiAobmV4dCA9PT0gT1NDX1NUUklORykge1xuICAgICAgICB0aGlzLiNvc2NMZW4gPSAwO1xuICAgICAgICB0aGlzLiNvc2NPdmVyZmxvdyA9IGZhbHNlO1xuICAgICAgfSBlbHNlIGlmIChuZXh0ID09PSBEQ1NfUEFTU1RIUk9VR0gpIHtcbiAgICAgICAgdGhpcy4jZmluaXNoUGFyYW1zKCk7XG4gICAgICAgIGguZGNzSG9vayh0aGlzLiNjb2xsZWN0LCBiLCB0aGlzLnBhcmFtcyk7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuc3RhdGUgPSBuZXh0O1xuICB9XG5cbiAgI2NsZWFyKCk6IHZvaWQge1xuICAgIHRoaXMuI2NvbGxlY3QgPSAwO1xuICAgIHRoaXMucGFyYW1zLmxlbmd0aCA9IDA7XG4gICAgdGhpcy4jcGFyYW1TdGFydGVkID0gZmFsc2U7XG4gIH1cblxuICAjY29sbGVjdEJ5dGUoYjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgYyA9IHRoaXMuI2NvbGxlY3Q7XG4gICAgaWYgKGMgPT09IENPTExFQ1RfT1ZFUkZMT1cpIHJldHVybjtcbiAgICB0aGlzLiNjb2xsZWN0ID0gYyA+IDB4ZmZmZiA/IENPTExFQ1RfT1ZFUkZMT1cgOiAoYyA8PCA4IHwgYik7XG4gIH1cblxuICAvKiogRGlnaXQsIGA7YCBvciBgOmAgb2YgYSBwYXJhbWV0ZXIgbGlzdC4gKi9cbiAgI3BhcmFtKGI6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHAgPSB0aGlzLnBhcmFtcztcbiAgICBpZiAoIXRoaXMuI3BhcmFtU3RhcnRlZCkge1xuICAgICAgdGhpcy4jcGFyYW1TdGFydGVkID0gdHJ1ZTtcbiAgICAgIHAubGVuZ3RoID0gMTtcbiAgICAgIHAudmFsdWVzWzBdID0gMDtcbiAgICAgIHAuc3ViWzBdID0gMDtcbiAgICB9XG4gICAgaWYgKGIgPD0gMHgzOSkge1xuICAgICAgY29uc3QgaSA9IHAubGVuZ3RoIC0gMTtcbiAgICAgIGlmIChpID49IE1BWF9QQVJBTVMpIHJldHVybjtcbiAgICAgIGNvbnN0IHYgPSBwLnZhbHVlc1tpXSAqIDEwICsgKGIgLSAweDMwKTtcbiAgICAgIHAudmFsdWVzW2ldID0gdiA+IE1BWF9QQVJBTV9WQUxVRSA/IE1BWF9QQVJBTV9WQUxVRSA6IHY7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIC8vIFNlcGFyYXRvcjogc3RhcnQgdGhlIG5leHQgcGFyYW1ldGVyLCB1bmxlc3MgdGhlIGxpc3QgaXMgZnVsbC5cbiAgICBpZiAocC5sZW5ndGggPj0gTUFYX1BBUkFNUykge1xuICAgICAgcC5sZW5ndGggPSBNQVhfUEFSQU1TICsgMTsgLy8gbWFya3MgXCJkcm9wcGluZ1wiOyB0cmltbWVkIGF0IGRpc3BhdGNoXG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHAudmFsdWVzW3AubGVuZ3RoXSA9IDA7XG4gICAgcC5zdWJbcC5sZW5ndGhdID0gYiA9PT0gMHgzYSA/IDEgOiAwO1xuICAgIGlmIChiID09PSAweDNhKSBwLmNvbG9ucyA9IHRydWU7XG4gICAgcC5sZW5ndGgrKztcbiAgfVxuXG4gICNmaW5pc2hQYXJhbXMoKTogdm9pZCB7XG4gICAgY29uc3QgcCA9IHRoaXMucGFyYW1zO1xuICAgIGlmIChwLmxlbmd0aCA+IE1BWF9QQVJBTVMpIHAubGVuZ3RoID0gTUFYX1BBUkFNUztcbiAgfVxuXG4gICNvc2NQdXQoYjogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI29zY0xlbiA+PSB0aGlzLiNvc2MubGVuZ3RoICYmICF0aGlzLiNncm93T3NjKDEpKSByZXR1cm47XG4gICAgdGhpcy4jb3NjW3RoaXMuI29zY0xlbisrXSA9IGI7XG4gIH1cblxuICAvKiogTWFrZXMgcm9vbSBmb3IgYG5gIG1vcmUgT1NDIGJ5dGVzOyBmYWxzZSBvbmNlIG92ZXIgdGhlIGNhcC4gKi9cbiAgI2dyb3dPc2MobjogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgY29uc3QgbmVlZCA9IHRoaXMuI29zY0xlbiArIG47XG4gICAgaWYgKG5lZWQgPiBNQVhfT1NDX0JZVEVTKSB7XG4gICAgICB0aGlzLiNvc2NPdmVyZmxvdyA9IHRydWU7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICAgIGlmIChuZWVkIDw9IHRoaXMuI29zYy5sZW5ndGgpIHJldHVybiB0cnVlO1xuICAgIGxldCBzaXplID0gdGhpcy4jb3NjLmxlbmd0aCAqIDI7XG4gICAgd2hpbGUgKHNpemUgPCBuZWVkKSBzaXplICo9IDI7XG4gICAgY29uc3QgZ3Jvd24gPSBuZXcgVWludDhBcnJheShNYXRoLm1pbihzaXplLCBNQVhfT1NDX0JZVEVTKSk7XG4gICAgZ3Jvd24uc2V0KHRoaXMuI29zYy5zdWJhcnJheSgwLCB0aGlzLiNvc2NMZW4pKTtcbiAgICB0aGlzLiNvc2MgPSBncm93bjtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBMZWF2ZXMgT1NDX1NUUklORyBvbiBieXRlIGBiYDogZGlzcGF0Y2gsIHVubGVzcyBDQU4vU1VCIG9yIG92ZXJmbG93LiAqL1xuICAjb3NjRW5kKGI6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGxlbiA9IHRoaXMuI29zY0xlbjtcbiAgICB0aGlzLiNvc2NMZW4gPSAwO1xuICAgIGlmIChiID09PSAweDE4IHx8IGIgPT09IDB4MWEgfHwgdGhpcy4jb3NjT3ZlcmZsb3cpIHJldHVybjtcbiAgICB0aGlzLmhhbmRsZXIub3NjRGlzcGF0Y2godGhpcy4jb3NjLCBsZW4sIGIgPT09IDB4MDcpO1xuICAgIC8vIEdpdmUgYmFjayBhIGJ1ZmZlciBhIGh1Z2Ugc3RyaW5nIGdyZXcuXG4gICAgaWYgKHRoaXMuI29zYy5sZW5ndGggPiA0MDk2KSB0aGlzLiNvc2MgPSBuZXcgVWludDhBcnJheSgyNTYpO1xuICB9XG5cbiAgLyoqIENvcGllcyBPU0Mgc3RyaW5nIGJ5dGVzIHVwIHRvIHRoZSBuZXh0IGNvbnRyb2w7IHJldHVybnMgaXRzIGluZGV4LiAqL1xuICAjb3NjUnVuKGRhdGE6IFVpbnQ4QXJyYXksIGk6IG51bWJlciwgZW5kOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGxldCBqID0gaTtcbiAgICB3aGlsZSAoaiA8IGVuZCAmJiBkYXRhW2pdID49IDB4MjApIGorKztcbiAgICBjb25zdCBuID0gaiAtIGk7XG4gICAgaWYgKG4gPiAwKSB7XG4gICAgICBpZiAodGhpcy4jZ3Jvd09zYyhuKSkge1xuICAgICAgICB0aGlzLiNvc2Muc2V0KGRhdGEuc3ViYXJyYXkoaSwgaiksIHRoaXMuI29zY0xlbik7XG4gICAgICAgIHRoaXMuI29zY0xlbiArPSBuO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gajtcbiAgfVxuXG4gIC8qKiBIYW5kcyBEQ1MgZGF0YSB1cCB0byB0aGUgbmV4dCB0ZXJtaW5hdG9yOyByZXR1cm5zIGl0cyBpbmRleC4gKi9cbiAgI2Rjc1J1bihkYXRhOiBVaW50OEFycmF5LCBpOiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBsZXQgaiA9IGk7XG4gICAgd2hpbGUgKGogPCBlbmQpIHtcbiAgICAgIGNvbnN0IGIgPSBkYXRhW2pdO1xuICAgICAgaWYgKGIgPT09IDB4MWIgfHwgYiA9PT0gMHgxOCB8fCBiID09PSAweDFhIHx8IGIgPT09IDB4N2YpIGJyZWFrO1xuICAgICAgaisrO1xuICAgIH1cbiAgICBpZiAoaiA+IGkpIHRoaXMuaGFuZGxlci5kY3NQdXQoZGF0YSwgaSwgaik7XG4gICAgcmV0dXJuIGo7XG4gIH1cblxuICAvKipcbiAgICogRGVjb2RlcyBhIHJ1biBvZiB0ZXh0IChVVEYtOCwgQVNDSUkgaW5jbHVkZWQpIHVwIHRvIHRoZSBuZXh0IGNvbnRyb2xcbiAgICogYW5kIHByaW50cyBpdC4gQSBkZWNvZGVkIEMxIGNvbnRyb2wgZW5kcyB0aGUgcnVuIGFuZCBpcyBsZWZ0IGluIGAjYzFgLlxuICAgKi9cbiAgI2RlY29kZVJ1bihkYXRhOiBVaW50OEFycmF5LCBpOiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBjb25zdCBidWYgPSB0aGlzLiNjcHM7XG4gICAgY29uc3QgbWF4ID0gQ1BfQlVGRkVSO1xuICAgIGxldCBuID0gMDtcbiAgICBsZXQgY3AgPSB0aGlzLiN1OGNwO1xuICAgIGxldCBuZWVkID0gdGhpcy4jdThuZWVkO1xuICAgIGxldCBsbyA9IHRoaXMuI3U4bG87XG4gICAgbGV0IGhpID0gdGhpcy4jdThoaTtcbiAgICB3aGlsZSAoaSA8IGVuZCAmJiBuIDwgbWF4KSB7XG4gICAgICBjb25zdCBiID0gZGF0YVtpXTtcbiAgICAgIGlmIChuZWVkID09PSAwKSB7XG4gICAgICAgIC8vIFdob2xlIDItIGFuZCAzLWJ5dGUgc2VxdWVuY2VzIGluIG9uZSBzdGVwICh0aGUgY29tbW9uIGNhc2UpLlxuICAgICAgICBpZiAoYiA+PSAweGMyICYmIGIgPD0gMHhkZiAmJiBpICsgMSA8IGVuZCkge1xuICAgICAgICAgIGNvbnN0IGIxID0gZGF0YVtpICsgMV07XG4gICAgICAgICAgaWYgKChiMSAmIDB4YzApID09PSAweDgwKSB7XG4gICAgICAgICAgICBjb25zdCBjID0gKGIgJiAweDFmKSA8PCA2IHwgKGIxICYgMHgzZik7XG4gICAgICAgICAgICBpZiAoYyA8IDB4YTApIHtcbiAgICAgICAgICAgICAgdGhpcy4jYzEgPSBjO1xuICAgICAgICAgICAgICBpICs9IDI7XG4gICAgICAgICAgICAgIGJyZWFrO1xuICAgICAgICAgICAgfVxuICAgICAgICAgICAgYnVmW24rK10gPSBjO1xuICAgICAgICAgICAgaSArPSAyO1xuICAgICAgICAgICAgY29udGludWU7XG4gICAgICAgICAgfVxuICAgICAgICB9IGVsc2UgaWYgKGIgPj0gMHhlMSAmJiBiIDw9IDB4ZWYgJiYgYiAhPT0gMHhlZCAmJiBpICsgMiA8IGVuZCkge1xuICAgICAgICAgIGNvbnN0IGIxID0gZGF0YVtpICsgMV07XG4gICAgICAgICAgY29uc3QgYjIgPSBkYXRhW2kgKyAyXTtcbiAgICAgICAgICBpZiAoKGIxICYgMHhjMCkgPT09IDB4ODAgJiYgKGIyICYgMHhjMCkgPT09IDB4ODApIHtcbiAgICAgICAgICAgIGJ1ZltuKytdID0gKGIgJiAweDBmKSA8PCAxMiB8IChiMSAmIDB4M2YpIDw8IDYgfCAoYjIgJiAweDNmKTtcbiAgICAgICAgICAgIGkgKz0gMztcbiAgICAgICAgICAgIGNvbnRpbnVlO1xuICAgICAgICAgIH1cbiAgICAgICAgfSBlbHNlIGlmIChiID49IDB4ZjAgJiYgYiA8PSAweGY0ICYmIGkgKyAzIDwgZW5kKSB7XG4gICAgICAgICAgY29uc3QgYjEgPSBkYXRhW2kgKyAxXTtcbiAgICAgICAgICBjb25zdCBiMiA9IGRhdGFbaSArIDJdO1xuICAgICAgICAgIGNvbnN0IGIzID0gZGF0YVtpICsgM107XG4gICAgICAgICAgaWYgKFxuICAgICAgICAgICAgYjEgPj0gKGIgPT09IDB4ZjAgPyAweDkwIDogMHg4MCkgJiZcbiAgICAgICAgICAgIGIxIDw9IChiID09PSAweGY0ID8gMHg4ZiA6IDB4YmYpICYmXG4gICAgICAgICAgICAoYjIgJiAweGMwKSA9PT0gMHg4MCAmJiAoYjMgJiAweGMwKSA9PT0gMHg4MFxuICAgICAgICAgICkge1xuICAgICAgICAgICAgYnVmW24rK10gPSAoYiAmIDB4MDcpIDw8IDE4IHwgKGIxICYgMHgzZikgPDwgMTIgfCAoYjIgJiAweDNmKSA8PCA2IHxcbiAgICAgICAgICAgICAgKGIzICYgMHgzZik7XG4gICAgICAgICAgICBpICs9IDQ7XG4gICAgICAgICAgICBjb250aW51ZTtcbiAgICAgICAgICB9XG4gICAgICAgIH1cbiAgICAgICAgaWYgKGIgPCAweDgwKSB7XG4gICAgICAgICAgaWYgKGIgPCAweDIwIHx8IGIgPT09IDB4N2YpIGJyZWFrO1xuICAgICAgICAgIGJ1ZltuKytdID0gYjtcbiAgICAgICAgfSBlbHNlIGlmIChiID49IDB4YzIgJiYgYiA8PSAweGRmKSB7XG4gICAgICAgICAgbmVlZCA9IDE7XG4gICAgICAgICAgY3AgPSBiICYgMHgxZjtcbiAgICAgICAgfSBlbHNlIGlmIChiID49IDB4ZTAgJiYgYiA8PSAweGVmKSB7XG4gICAgICAgICAgaWYgKGIgPT09IDB4ZTApIGxvID0gMHhhMDtcbiAgICAgICAgICBlbHNlIGlmIChiID09PSAweGVkKSBoaSA9IDB4OWY7XG4gICAgICAgICAgbmVlZCA9IDI7XG4gICAgICAgICAgY3AgPSBiICYgMHgwZjtcbiAgICAgICAgfSBlbHNlIGlmIChiID49IDB4ZjAgJiYgYiA8PSAweGY0KSB7XG4gICAgICAgICAgaWYgKGIgPT09IDB4ZjApIGxvID0gMHg5MDtcbiAgICAgICAgICBlbHNlIGlmIChiID09PSAweGY0KSBoaSA9IDB4OGY7XG4gICAgICAgICAgbmVlZCA9IDM7XG4gICAgICAgICAgY3AgPSBiICYgMHgwNztcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICBidWZbbisrXSA9IDB4ZmZmZDtcbiAgICAgICAgfVxuICAgICAgICBpKys7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgaWYgKGIgPCBsbyB8fCBiID4gaGkpIHtcbiAgICAgICAgLy8gTm90IGEgY29udGludWF0aW9uOiB0aGUgcGFydGlhbCBzZXF1ZW5jZSBpcyBvbmUgVStGRkZEIGFuZCB0aGlzXG4gICAgICAgIC8vIGJ5dGUgaXMgbG9va2VkIGF0IGFnYWluLlxuICAgICAgICBidWZbbisrXSA9IDB4ZmZmZDtcbiAgICAgICAgbmVlZCA9IDA7XG4gICAgICAgIGxvID0gMHg4MDtcbiAgICAgICAgaGkgPSAweGJmO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGxvID0gMHg4MDtcbiAgICAgIGhpID0gMHhiZjtcbiAgICAgIGNwID0gY3AgPDwgNiB8IChiICYgMHgzZik7XG4gICAgICBpKys7XG4gICAgICBpZiAoLS1uZWVkID09PSAwKSB7XG4gICAgICAgIGlmIChjcCA8IDB4YTApIHtcbiAgICAgICAgICB0aGlzLiNjMSA9IGNwO1xuICAgICAgICAgIGJyZWFrO1xuICAgICAgICB9XG4gICAgICAgIGJ1ZltuKytdID0gY3A7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuI3U4Y3AgPSBjcDtcbiAgICB0aGlzLiN1OG5lZWQgPSBuZWVkO1xuICAgIHRoaXMuI3U4bG8gPSBsbztcbiAgICB0aGlzLiN1OGhpID0gaGk7XG4gICAgaWYgKG4gPiAwKSB0aGlzLmhhbmRsZXIucHJpbnRDb2RlcG9pbnRzKGJ1Ziwgbik7XG4gICAgcmV0dXJuIGk7XG4gIH1cbn1cblxuLyoqIFNraXBzIGFuIGlnbm9yZWQgc3RyaW5nIHVwIHRvIGl0cyB0ZXJtaW5hdG9yOyByZXR1cm5zIGl0cyBpbmRleC4gKi9cbmZ1bmN0aW9uIHNraXBTdHJpbmcoZGF0YTogVWludDhBcnJheSwgaTogbnVtYmVyLCBlbmQ6IG51bWJlcik6IG51bWJlciB7XG4gIHdoaWxlIChpIDwgZW5kKSB7XG4gICAgY29uc3QgYiA9IGRhdGFbaV07XG4gICAgaWYgKGIgPT09IDB4MWIgfHwgYiA9PT0gMHgxOCB8fCBiID09PSAweDFhKSBicmVhaztcbiAgICBpKys7XG4gIH1cbiAgcmV0dXJuIGk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0JDLEdBRUQsU0FBUyxNQUFNLFFBQVEsY0FBYztBQUNyQyxZQUFZLFlBQVksY0FBYztBQUN0QyxZQUFZLFdBQVcsbUJBQW1CO0FBRTFDLHdFQUF3RTtBQUN4RSw2RUFBNkU7QUFDN0UsTUFBTSxFQUNKLFNBQVMsRUFDVCxjQUFjLEVBQ2QsY0FBYyxFQUNkLFNBQVMsRUFDVCxTQUFTLEVBQ1QsT0FBTyxFQUNQLE9BQU8sRUFDUCxLQUFLLEVBQ0wsU0FBUyxFQUNULFNBQVMsRUFDVCxVQUFVLEVBQ1YsZUFBZSxFQUNmLEtBQUssRUFDTCxNQUFNLEVBQ04sTUFBTSxFQUNOLFVBQVUsRUFDVixpQkFBaUIsRUFDakIsVUFBVSxFQUNWLEtBQUssRUFDTixHQUFHO0FBQ0osTUFBTSxFQUFFLGVBQWUsRUFBRSxVQUFVLEVBQUUsR0FBRztBQUV4QywwRUFBMEUsR0FDMUUsT0FBTyxNQUFNLGdCQUFnQixLQUFLLEdBQUc7QUFDckMsb0RBQW9ELEdBQ3BELE1BQU0sWUFBWTtBQUNsQixvRUFBb0UsR0FDcEUsT0FBTyxNQUFNLG1CQUFtQixDQUFDLEVBQUU7QUFxRG5DLE9BQU8sTUFBTTs7RUFDWCxNQUFlO0VBQ04sT0FBc0I7RUFDL0IsQ0FBQSxPQUFRLENBQUs7RUFDYixDQUFBLFlBQWEsQ0FBUztFQUN0QixDQUFBLEdBQUksQ0FBdUI7RUFDM0IsQ0FBQSxNQUFPLENBQUs7RUFDWixDQUFBLFdBQVksQ0FBUztFQUNyQixDQUFBLEdBQUksQ0FBOEI7RUFDbEMsQ0FBQSxHQUFJLENBQXFCO0VBQ3pCLHVFQUF1RTtFQUN2RSx1REFBdUQ7RUFDdkQsQ0FBQSxJQUFLLENBQUs7RUFDVixDQUFBLE1BQU8sQ0FBSztFQUNaLENBQUEsSUFBSyxDQUFRO0VBQ2IsQ0FBQSxJQUFLLENBQVE7RUFDYixvRUFBb0U7RUFDcEUsQ0FBQSxFQUFHLENBQU07RUFFVCxZQUFZLEFBQVMsT0FBc0IsQ0FBRTtTQUF4QixVQUFBO1NBbEJyQixRQUFRO1NBQ0MsU0FBUyxJQUFJO1NBQ3RCLENBQUEsT0FBUSxHQUFHO1NBQ1gsQ0FBQSxZQUFhLEdBQUc7U0FDaEIsQ0FBQSxHQUFJLEdBQUcsSUFBSSxXQUFXO1NBQ3RCLENBQUEsTUFBTyxHQUFHO1NBQ1YsQ0FBQSxXQUFZLEdBQUc7U0FDZixDQUFBLEdBQUksR0FBRyxJQUFJLFlBQVk7U0FDdkIsQ0FBQSxHQUFJLEdBQUcsSUFBSSxXQUFXO1NBR3RCLENBQUEsSUFBSyxHQUFHO1NBQ1IsQ0FBQSxNQUFPLEdBQUc7U0FDVixDQUFBLElBQUssR0FBRztTQUNSLENBQUEsSUFBSyxHQUFHO1NBRVIsQ0FBQSxFQUFHLEdBQUcsQ0FBQztFQUV1QztFQUU5Qyx3Q0FBd0MsR0FDeEMsTUFBTSxJQUFnQixFQUFRO0lBQzVCLE1BQU0sSUFBSSxJQUFJLENBQUMsT0FBTztJQUN0QixNQUFNLE1BQU0sS0FBSyxNQUFNO0lBQ3ZCLElBQUksSUFBSTtJQUNSLE1BQU8sSUFBSSxJQUFLO01BQ2QsTUFBTSxRQUFRLElBQUksQ0FBQyxLQUFLO01BQ3hCLElBQUksVUFBVSxRQUFRO1FBQ3BCLE1BQU0sSUFBSSxJQUFJLENBQUMsRUFBRTtRQUNqQixJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSyxHQUFHO1VBQ3RCLElBQUksS0FBSyxRQUFRLElBQUksTUFBTTtZQUN6QixJQUFJLEVBQUUsVUFBVSxDQUFDLE1BQU0sR0FBRztZQUMxQjtVQUNGO1VBQ0EsSUFBSSxJQUFJLFFBQVEsTUFBTSxNQUFNO1lBQzFCLHNEQUFzRDtZQUN0RCxFQUFFLE9BQU8sQ0FBQztZQUNWO1lBQ0E7VUFDRjtVQUNBLElBQUksTUFBTSxRQUFRLElBQUksSUFBSSxPQUFPLElBQUksQ0FBQyxJQUFJLEVBQUUsS0FBSyxNQUFNO1lBQ3JELE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxJQUFJLEdBQUc7WUFDckMsSUFBSSxJQUFJLEdBQUc7Y0FDVCxJQUFJO2NBQ0o7WUFDRjtVQUNGO1FBQ0Y7UUFDQSxJQUFJLEtBQUssUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssR0FBRztVQUNuQyxNQUFNLElBQUksRUFBRSxTQUFTLENBQUMsTUFBTSxHQUFHO1VBQy9CLElBQUksSUFBSSxHQUFHO1lBQ1QsSUFBSTtZQUNKO1VBQ0Y7UUFDRjtRQUNBLElBQUksS0FBSyxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSyxHQUFHO1VBQ25DLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLE1BQU0sR0FBRztVQUM3QixJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUcsSUFBSSxHQUFHO1lBQ2pCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxFQUFHO1lBQ2xCLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRyxDQUFDO1lBQ1osSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDO1VBQ2hCO1VBQ0E7UUFDRjtNQUNGLE9BQU8sSUFBSSxVQUFVLFlBQVk7UUFDL0IsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxHQUFHO1FBQzFCLElBQUksS0FBSyxLQUFLO01BQ2hCLE9BQU8sSUFBSSxVQUFVLGlCQUFpQjtRQUNwQyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEdBQUc7UUFDMUIsSUFBSSxLQUFLLEtBQUs7TUFDaEIsT0FBTyxJQUFJLFVBQVUscUJBQXFCLFVBQVUsWUFBWTtRQUM5RCxJQUFJLFdBQVcsTUFBTSxHQUFHO1FBQ3hCLElBQUksS0FBSyxLQUFLO01BQ2hCO01BQ0EsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksQ0FBQyxFQUFFO01BQ3JCO0lBQ0Y7RUFDRjtFQUVBOzs7R0FHQyxHQUNELE9BQW9CO0lBQ2xCLE1BQU0sSUFBSSxJQUFJLENBQUMsTUFBTTtJQUNyQixPQUFPO01BQ0wsT0FBTyxJQUFJLENBQUMsS0FBSztNQUNqQixTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVE7TUFDdEIsY0FBYyxJQUFJLENBQUMsQ0FBQSxZQUFhO01BQ2hDLFFBQVEsTUFBTSxJQUFJLENBQUMsRUFBRSxNQUFNLENBQUMsUUFBUSxDQUFDLEdBQUcsRUFBRSxNQUFNO01BQ2hELEtBQUssTUFBTSxJQUFJLENBQUMsRUFBRSxHQUFHLENBQUMsUUFBUSxDQUFDLEdBQUcsRUFBRSxNQUFNO01BQzFDLFFBQVEsRUFBRSxNQUFNO01BQ2hCLEtBQUssSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEtBQUssQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU87TUFDcEMsYUFBYSxJQUFJLENBQUMsQ0FBQSxXQUFZO01BQzlCLE1BQU07UUFBQyxJQUFJLENBQUMsQ0FBQSxJQUFLO1FBQUUsSUFBSSxDQUFDLENBQUEsTUFBTztRQUFFLElBQUksQ0FBQyxDQUFBLElBQUs7UUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLO09BQUM7SUFDMUQ7RUFDRjtFQUVBLGtFQUFrRSxHQUNsRSxLQUFLLENBQWMsRUFBUTtJQUN6QixJQUFJLENBQUMsS0FBSyxHQUFHLEVBQUUsS0FBSztJQUNwQixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsRUFBRSxPQUFPO0lBQ3pCLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxFQUFFLFlBQVk7SUFDbkMsTUFBTSxJQUFJLElBQUksQ0FBQyxNQUFNO0lBQ3JCLEVBQUUsTUFBTSxDQUFDLEdBQUcsQ0FBQyxFQUFFLE1BQU07SUFDckIsRUFBRSxHQUFHLENBQUMsR0FBRyxDQUFDLEVBQUUsR0FBRztJQUNmLEVBQUUsTUFBTSxHQUFHLEVBQUUsTUFBTSxDQUFDLE1BQU07SUFDMUIsRUFBRSxNQUFNLEdBQUcsRUFBRSxNQUFNO0lBQ25CLElBQUksRUFBRSxHQUFHLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEVBQUU7TUFDbkMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLElBQUksV0FBVyxFQUFFLEdBQUcsQ0FBQyxNQUFNO0lBQ3pDO0lBQ0EsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsQ0FBQyxFQUFFLEdBQUc7SUFDbkIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLEVBQUUsR0FBRyxDQUFDLE1BQU07SUFDM0IsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHLEVBQUUsV0FBVztJQUNqQyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLEVBQUUsSUFBSTtFQUM3RDtFQUVBLGtFQUFrRSxHQUNsRSxRQUFjO0lBQ1osSUFBSSxJQUFJLENBQUMsS0FBSyxLQUFLLGlCQUFpQixJQUFJLENBQUMsT0FBTyxDQUFDLFNBQVMsQ0FBQztJQUMzRCxJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0VBQ2pCO0VBRUE7Ozs7Ozs7R0FPQyxHQUNELENBQUEsT0FBUSxDQUFDLElBQWdCLEVBQUUsQ0FBUyxFQUFFLEdBQVc7SUFDL0MsOERBQThEO0lBQzlELElBQUksS0FBSyxLQUFLLE9BQU8sQ0FBQztJQUN0QixNQUFNLElBQUksSUFBSSxDQUFDLE1BQU07SUFDckIsTUFBTSxTQUFTLEVBQUUsTUFBTTtJQUN2QixNQUFNLE1BQU0sRUFBRSxHQUFHO0lBQ2pCLG1FQUFtRTtJQUNuRSxJQUFJLEVBQUUsTUFBTSxFQUFFO01BQ1osSUFBSSxJQUFJLENBQUM7TUFDVCxFQUFFLE1BQU0sR0FBRztJQUNiO0lBQ0EsSUFBSSxVQUFVO0lBQ2QsSUFBSSxJQUFJO0lBQ1IsSUFBSSxJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2YsSUFBSSxLQUFLLFFBQVEsS0FBSyxNQUFNO01BQzFCLFVBQVU7TUFDVixJQUFJLEVBQUUsS0FBSyxLQUFLLE9BQU8sQ0FBQztNQUN4QixJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2I7SUFDQSxJQUFJLEtBQUssUUFBUSxLQUFLLE1BQU07TUFDMUIsaUVBQWlFO01BQ2pFLElBQUksTUFBTTtNQUNWLE9BQVM7UUFDUCxJQUFJLElBQUksSUFBSTtRQUNaLE1BQU8sQUFBQyxNQUFNLEtBQU0sRUFBRztVQUNyQixNQUFNLE1BQU0sS0FBSztVQUNqQixJQUFJLEVBQUUsS0FBSyxLQUFLLE9BQU8sQ0FBQztVQUN4QixJQUFJLElBQUksQ0FBQyxFQUFFLEdBQUc7UUFDaEI7UUFDQSxJQUFJLElBQUk7UUFDUixNQUFNLENBQUMsRUFBRSxHQUFHLE1BQU0sa0JBQWtCLGtCQUFrQjtRQUN0RDtRQUNBLElBQUksTUFBTSxNQUFNO1VBQ2QsSUFBSSxNQUFNLE1BQU07VUFDaEIsSUFBSSxNQUFNLFlBQVksT0FBTyxDQUFDO1VBQzlCLEdBQUcsQ0FBQyxFQUFFLEdBQUc7VUFDVCxFQUFFLE1BQU0sR0FBRztRQUNiLE9BQU8sSUFBSSxNQUFNLFlBQVksT0FBTyxDQUFDO1FBQ3JDLE1BQU07UUFDTixJQUFJLEVBQUUsS0FBSyxLQUFLLE9BQU8sQ0FBQztRQUN4QixJQUFJLElBQUksQ0FBQyxFQUFFO01BQ2I7SUFDRjtJQUNBLElBQUksUUFBUTtJQUNaLE1BQU8sS0FBSyxRQUFRLEtBQUssS0FBTTtNQUM3QixJQUFJLEVBQUUsUUFBUSxHQUFHLE9BQU8sQ0FBQztNQUN6QixVQUFVLFdBQVcsSUFBSTtNQUN6QixJQUFJLEVBQUUsS0FBSyxLQUFLLE9BQU8sQ0FBQztNQUN4QixJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2I7SUFDQSxJQUFJLElBQUksUUFBUSxJQUFJLE1BQU0sT0FBTyxDQUFDO0lBQ2xDLEVBQUUsTUFBTSxHQUFHO0lBQ1gsSUFBSSxDQUFDLE9BQU8sQ0FBQyxXQUFXLENBQUMsU0FBUyxHQUFHO0lBQ3JDLE9BQU8sSUFBSTtFQUNiO0VBRUEsMkNBQTJDLEdBQzNDLENBQUEsT0FBUSxDQUFDLENBQVM7SUFDaEIsTUFBTSxRQUFRLElBQUksQ0FBQyxLQUFLO0lBQ3hCLE1BQU0sSUFBSSxLQUFLLENBQUMsU0FBUyxJQUFJLEVBQUU7SUFDL0IsTUFBTSxPQUFPLElBQUk7SUFDakIsTUFBTSxJQUFJLElBQUksQ0FBQyxPQUFPO0lBQ3RCLElBQUksSUFBSSxPQUFPO01BQ2IsSUFBSSxVQUFVLFlBQVksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO1dBQ2xDLElBQUksVUFBVSxpQkFBaUI7UUFDbEMsRUFBRSxTQUFTLENBQUMsTUFBTSxRQUFRLE1BQU07TUFDbEM7SUFDRjtJQUNBLE9BQVEsS0FBSztNQUNYLEtBQUs7UUFDSCxtREFBbUQ7UUFDbkQsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEVBQUUsR0FBRztRQUNmLEVBQUUsZUFBZSxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRTtRQUM3QjtNQUNGLEtBQUs7UUFDSCxFQUFFLE9BQU8sQ0FBQztRQUNWO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQztRQUNsQjtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7UUFDWjtNQUNGLEtBQUs7UUFDSCxFQUFFLFdBQVcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7UUFDN0I7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsWUFBYTtRQUNsQixFQUFFLFdBQVcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsR0FBRyxJQUFJLENBQUMsTUFBTTtRQUMzQztNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsRUFBRSxHQUFHO1FBQ2YsRUFBRSxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxFQUFFLEdBQUc7UUFDdkI7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO1FBQ2I7SUFDSjtJQUNBLElBQUksSUFBSSxPQUFPO01BQ2IsSUFBSSxTQUFTLFVBQVUsU0FBUyxhQUFhLFNBQVMsV0FBVztRQUMvRCxJQUFJLENBQUMsQ0FBQSxLQUFNO01BQ2IsT0FBTyxJQUFJLFNBQVMsWUFBWTtRQUM5QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7UUFDZixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7TUFDdEIsT0FBTyxJQUFJLFNBQVMsaUJBQWlCO1FBQ25DLElBQUksQ0FBQyxDQUFBLFlBQWE7UUFDbEIsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLEdBQUcsSUFBSSxDQUFDLE1BQU07TUFDekM7SUFDRjtJQUNBLElBQUksQ0FBQyxLQUFLLEdBQUc7RUFDZjtFQUVBLENBQUEsS0FBTTtJQUNKLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU0sR0FBRztJQUNyQixJQUFJLENBQUMsQ0FBQSxZQUFhLEdBQUc7RUFDdkI7RUFFQSxDQUFBLFdBQVksQ0FBQyxDQUFTO0lBQ3BCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ3ZCLElBQUksTUFBTSxrQkFBa0I7SUFDNUIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUksU0FBUyxtQkFBb0IsS0FBSyxJQUFJO0VBQzVEO0VBRUEsMkNBQTJDLEdBQzNDLENBQUEsS0FBTSxDQUFDLENBQVM7SUFDZCxNQUFNLElBQUksSUFBSSxDQUFDLE1BQU07SUFDckIsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLFlBQWEsRUFBRTtNQUN2QixJQUFJLENBQUMsQ0FBQSxZQUFhLEdBQUc7TUFDckIsRUFBRSxNQUFNLEdBQUc7TUFDWCxFQUFFLE1BQU0sQ0FBQyxFQUFFLEdBQUc7TUFDZCxFQUFFLEdBQUcsQ0FBQyxFQUFFLEdBQUc7SUFDYjtJQUNBLElBQUksS0FBSyxNQUFNO01BQ2IsTUFBTSxJQUFJLEVBQUUsTUFBTSxHQUFHO01BQ3JCLElBQUksS0FBSyxZQUFZO01BQ3JCLE1BQU0sSUFBSSxFQUFFLE1BQU0sQ0FBQyxFQUFFLEdBQUcsS0FBSyxDQUFDLElBQUksSUFBSTtNQUN0QyxFQUFFLE1BQU0sQ0FBQyxFQUFFLEdBQUcsSUFBSSxrQkFBa0Isa0JBQWtCO01BQ3REO0lBQ0Y7SUFDQSxnRUFBZ0U7SUFDaEUsSUFBSSxFQUFFLE1BQU0sSUFBSSxZQUFZO01BQzFCLEVBQUUsTUFBTSxHQUFHLGFBQWEsR0FBRyx3Q0FBd0M7TUFDbkU7SUFDRjtJQUNBLEVBQUUsTUFBTSxDQUFDLEVBQUUsTUFBTSxDQUFDLEdBQUc7SUFDckIsRUFBRSxHQUFHLENBQUMsRUFBRSxNQUFNLENBQUMsR0FBRyxNQUFNLE9BQU8sSUFBSTtJQUNuQyxJQUFJLE1BQU0sTUFBTSxFQUFFLE1BQU0sR0FBRztJQUMzQixFQUFFLE1BQU07RUFDVjtFQUVBLENBQUEsWUFBYTtJQUNYLE1BQU0sSUFBSSxJQUFJLENBQUMsTUFBTTtJQUNyQixJQUFJLEVBQUUsTUFBTSxHQUFHLFlBQVksRUFBRSxNQUFNLEdBQUc7RUFDeEM7RUFFQSxDQUFBLE1BQU8sQ0FBQyxDQUFTO0lBQ2YsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJO0lBQzNELElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsR0FBRztFQUM5QjtFQUVBLGdFQUFnRSxHQUNoRSxDQUFBLE9BQVEsQ0FBQyxDQUFTO0lBQ2hCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDNUIsSUFBSSxPQUFPLGVBQWU7TUFDeEIsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHO01BQ3BCLE9BQU87SUFDVDtJQUNBLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxFQUFFLE9BQU87SUFDckMsSUFBSSxPQUFPLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEdBQUc7SUFDOUIsTUFBTyxPQUFPLEtBQU0sUUFBUTtJQUM1QixNQUFNLFFBQVEsSUFBSSxXQUFXLEtBQUssR0FBRyxDQUFDLE1BQU07SUFDNUMsTUFBTSxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDNUMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0lBQ1osT0FBTztFQUNUO0VBRUEseUVBQXlFLEdBQ3pFLENBQUEsTUFBTyxDQUFDLENBQVM7SUFDZixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztJQUN4QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLE1BQU0sUUFBUSxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsV0FBWSxFQUFFO0lBQ25ELElBQUksQ0FBQyxPQUFPLENBQUMsV0FBVyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRSxLQUFLLE1BQU07SUFDL0MseUNBQXlDO0lBQ3pDLElBQUksSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sR0FBRyxNQUFNLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxJQUFJLFdBQVc7RUFDMUQ7RUFFQSx1RUFBdUUsR0FDdkUsQ0FBQSxNQUFPLENBQUMsSUFBZ0IsRUFBRSxDQUFTLEVBQUUsR0FBVztJQUM5QyxJQUFJLElBQUk7SUFDUixNQUFPLElBQUksT0FBTyxJQUFJLENBQUMsRUFBRSxJQUFJLEtBQU07SUFDbkMsTUFBTSxJQUFJLElBQUk7SUFDZCxJQUFJLElBQUksR0FBRztNQUNULElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUk7UUFDcEIsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsQ0FBQyxLQUFLLFFBQVEsQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTztRQUMvQyxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUk7TUFDbEI7SUFDRjtJQUNBLE9BQU87RUFDVDtFQUVBLGlFQUFpRSxHQUNqRSxDQUFBLE1BQU8sQ0FBQyxJQUFnQixFQUFFLENBQVMsRUFBRSxHQUFXO0lBQzlDLElBQUksSUFBSTtJQUNSLE1BQU8sSUFBSSxJQUFLO01BQ2QsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO01BQ2pCLElBQUksTUFBTSxRQUFRLE1BQU0sUUFBUSxNQUFNLFFBQVEsTUFBTSxNQUFNO01BQzFEO0lBQ0Y7SUFDQSxJQUFJLElBQUksR0FBRyxJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sQ0FBQyxNQUFNLEdBQUc7SUFDeEMsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxTQUFVLENBQUMsSUFBZ0IsRUFBRSxDQUFTLEVBQUUsR0FBVztJQUNqRCxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNyQixNQUFNLE1BQU07SUFDWixJQUFJLElBQUk7SUFDUixJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUNuQixJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztJQUN2QixJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUNuQixJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUNuQixNQUFPLElBQUksT0FBTyxJQUFJLElBQUs7TUFDekIsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO01BQ2pCLElBQUksU0FBUyxHQUFHO1FBQ2QsK0RBQStEO1FBQy9ELElBQUksS0FBSyxRQUFRLEtBQUssUUFBUSxJQUFJLElBQUksS0FBSztVQUN6QyxNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixJQUFJLENBQUMsS0FBSyxJQUFJLE1BQU0sTUFBTTtZQUN4QixNQUFNLElBQUksQ0FBQyxJQUFJLElBQUksS0FBSyxJQUFLLEtBQUs7WUFDbEMsSUFBSSxJQUFJLE1BQU07Y0FDWixJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7Y0FDWCxLQUFLO2NBQ0w7WUFDRjtZQUNBLEdBQUcsQ0FBQyxJQUFJLEdBQUc7WUFDWCxLQUFLO1lBQ0w7VUFDRjtRQUNGLE9BQU8sSUFBSSxLQUFLLFFBQVEsS0FBSyxRQUFRLE1BQU0sUUFBUSxJQUFJLElBQUksS0FBSztVQUM5RCxNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixJQUFJLENBQUMsS0FBSyxJQUFJLE1BQU0sUUFBUSxDQUFDLEtBQUssSUFBSSxNQUFNLE1BQU07WUFDaEQsR0FBRyxDQUFDLElBQUksR0FBRyxDQUFDLElBQUksSUFBSSxLQUFLLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxJQUFLLEtBQUs7WUFDdkQsS0FBSztZQUNMO1VBQ0Y7UUFDRixPQUFPLElBQUksS0FBSyxRQUFRLEtBQUssUUFBUSxJQUFJLElBQUksS0FBSztVQUNoRCxNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixJQUNFLE1BQU0sQ0FBQyxNQUFNLE9BQU8sT0FBTyxJQUFJLEtBQy9CLE1BQU0sQ0FBQyxNQUFNLE9BQU8sT0FBTyxJQUFJLEtBQy9CLENBQUMsS0FBSyxJQUFJLE1BQU0sUUFBUSxDQUFDLEtBQUssSUFBSSxNQUFNLE1BQ3hDO1lBQ0EsR0FBRyxDQUFDLElBQUksR0FBRyxDQUFDLElBQUksSUFBSSxLQUFLLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxLQUFLLENBQUMsS0FBSyxJQUFJLEtBQUssSUFDOUQsS0FBSztZQUNSLEtBQUs7WUFDTDtVQUNGO1FBQ0Y7UUFDQSxJQUFJLElBQUksTUFBTTtVQUNaLElBQUksSUFBSSxRQUFRLE1BQU0sTUFBTTtVQUM1QixHQUFHLENBQUMsSUFBSSxHQUFHO1FBQ2IsT0FBTyxJQUFJLEtBQUssUUFBUSxLQUFLLE1BQU07VUFDakMsT0FBTztVQUNQLEtBQUssSUFBSTtRQUNYLE9BQU8sSUFBSSxLQUFLLFFBQVEsS0FBSyxNQUFNO1VBQ2pDLElBQUksTUFBTSxNQUFNLEtBQUs7ZUFDaEIsSUFBSSxNQUFNLE1BQU0sS0FBSztVQUMxQixPQUFPO1VBQ1AsS0FBSyxJQUFJO1FBQ1gsT0FBTyxJQUFJLEtBQUssUUFBUSxLQUFLLE1BQU07VUFDakMsSUFBSSxNQUFNLE1BQU0sS0FBSztlQUNoQixJQUFJLE1BQU0sTUFBTSxLQUFLO1VBQzFCLE9BQU87VUFDUCxLQUFLLElBQUk7UUFDWCxPQUFPO1VBQ0wsR0FBRyxDQUFDLElBQUksR0FBRztRQUNiO1FBQ0E7UUFDQTtNQUNGO01BQ0EsSUFBSSxJQUFJLE1BQU0sSUFBSSxJQUFJO1FBQ3BCLGtFQUFrRTtRQUNsRSwyQkFBMkI7UUFDM0IsR0FBRyxDQUFDLElBQUksR0FBRztRQUNYLE9BQU87UUFDUCxLQUFLO1FBQ0wsS0FBSztRQUNMO01BQ0Y7TUFDQSxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUssTUFBTSxJQUFLLElBQUk7TUFDcEI7TUFDQSxJQUFJLEVBQUUsU0FBUyxHQUFHO1FBQ2hCLElBQUksS0FBSyxNQUFNO1VBQ2IsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHO1VBQ1g7UUFDRjtRQUNBLEdBQUcsQ0FBQyxJQUFJLEdBQUc7TUFDYjtJQUNGO0lBQ0EsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxJQUFJLEdBQUcsSUFBSSxDQUFDLE9BQU8sQ0FBQyxlQUFlLENBQUMsS0FBSztJQUM3QyxPQUFPO0VBQ1Q7QUFDRjtBQUVBLHFFQUFxRSxHQUNyRSxTQUFTLFdBQVcsSUFBZ0IsRUFBRSxDQUFTLEVBQUUsR0FBVztFQUMxRCxNQUFPLElBQUksSUFBSztJQUNkLE1BQU0sSUFBSSxJQUFJLENBQUMsRUFBRTtJQUNqQixJQUFJLE1BQU0sUUFBUSxNQUFNLFFBQVEsTUFBTSxNQUFNO0lBQzVDO0VBQ0Y7RUFDQSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=692789442254899798,14831918054530183491