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
 */

import { Params } from "./params.ts";
import * as params from "./params.ts";
import * as table from "./parse_table.ts";

// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const {
  A_COLLECT,
  A_CSI_DISPATCH,
  A_ESC_DISPATCH,
  A_EXECUTE,
  A_OSC_PUT,
  A_PARAM,
  A_PRINT,
  A_PUT,
  CSI_ENTRY,
  DCS_ENTRY,
  DCS_IGNORE,
  DCS_PASSTHROUGH,
  ENTER,
  ESCAPE,
  GROUND,
  OSC_STRING,
  SOS_PM_APC_STRING,
  STATE_MASK,
  TABLE,
} = table;
const { MAX_PARAM_VALUE, MAX_PARAMS } = params;

/** Longest OSC string kept (bytes); the rest of a longer one is dropped. */
export const MAX_OSC_BYTES = 1 << 20;
/** Code points decoded per `printCodepoints` call. */
const CP_BUFFER = 4096;
/** Marker in `collect` for a sequence with too many intermediates. */
export const COLLECT_OVERFLOW = -1;

/** What the parser calls; the screen implements it. */
export interface ParserHandler {
  /**
   * Prints printable ASCII starting at `data[start]` (which is printable)
   * and returns the index of the first byte not consumed (> start). The
   * handler stops at the first byte outside 0x20-0x7E, or earlier.
   */
  printAscii(data: Uint8Array, start: number, end: number): number;
  /**
   * May print UTF-8 text from `data[start]` (a byte >= 0x80) directly and
   * return the index after what it took; returning `start` leaves it to
   * the parser's decoder and `printCodepoints`. It must stop before
   * controls, C1 code points and malformed or incomplete sequences.
   */
  printUtf8(data: Uint8Array, start: number, end: number): number;
  /** Prints `count` decoded code points (no controls among them). */
  printCodepoints(cps: Uint32Array, count: number): void;
  /** C0 or C1 control. */
  execute(code: number): void;
  /**
   * ESC sequence. `collect` packs the intermediates, first one highest
   * (`ESC ( 0` has collect 0x28), or is `COLLECT_OVERFLOW`.
   */
  escDispatch(collect: number, final: number): void;
  /** CSI sequence; `collect` packs the private marker and intermediates. */
  csiDispatch(collect: number, final: number, params: Params): void;
  /** OSC string in `data[0..length)`; `bel` when BEL ended it. */
  oscDispatch(data: Uint8Array, length: number, bel: boolean): void;
  /** Start of a DCS string. */
  dcsHook(collect: number, final: number, params: Params): void;
  /** DCS string data. */
  dcsPut(data: Uint8Array, start: number, end: number): void;
  /** End of a DCS string; `abort` when CAN or SUB cut it short. */
  dcsUnhook(abort: boolean): void;
}

/** The stream parser; feed it with `write`. */
/** A `Parser` between two writes, as plain data (`Parser.save()`). */
export interface ParserState {
  state: number;
  collect: number;
  paramStarted: boolean;
  params: number[];
  sub: number[];
  colons: boolean;
  osc: Uint8Array;
  oscOverflow: boolean;
  /** Code point so far, bytes needed, next byte's allowed range. */
  utf8: [number, number, number, number];
}

export class Parser {
  state = GROUND;
  readonly params = new Params();
  #collect = 0;
  #paramStarted = false;
  #osc = new Uint8Array(256);
  #oscLen = 0;
  #oscOverflow = false;
  #cps = new Uint32Array(CP_BUFFER);
  #one = new Uint8Array(1);
  // UTF-8 decoder state (WHATWG): code point so far, bytes still needed,
  // and the allowed range of the next continuation byte.
  #u8cp = 0;
  #u8need = 0;
  #u8lo = 0x80;
  #u8hi = 0xbf;
  // A C1 control decoded inside a text run, to run through the table.
  #c1 = -1;

  constructor(readonly handler: ParserHandler) {}

  /** Parses `data`, calling the handler. */
  write(data: Uint8Array): void {
    const h = this.handler;
    const end = data.length;
    let i = 0;
    while (i < end) {
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
   */
  save(): ParserState {
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
      utf8: [this.#u8cp, this.#u8need, this.#u8lo, this.#u8hi],
    };
  }

  /** Takes a state `save()` made (validated by `engine_state.ts`). */
  load(s: ParserState): void {
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

  /** Forgets any partial sequence (RIS keeps parsing from GROUND). */
  reset(): void {
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
   */
  #csiFast(data: Uint8Array, i: number, end: number): number {
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
      for (;;) {
        let d = b - 0x30;
        while ((d >>> 0) <= 9) {
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
    while (b >= 0x20 && b <= 0x2f) {
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

  /** One byte through the transition table. */
  #advance(b: number): void {
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
    switch (t >> 8) {
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
        // ESC k (`parse_table.ts`): marked by a NUL, which no OSC holds.
        if (state === ESCAPE && b === 0x6b) this.#osc[this.#oscLen++] = 0;
      } else if (next === DCS_PASSTHROUGH) {
        this.#finishParams();
        h.dcsHook(this.#collect, b, this.params);
      }
    }
    this.state = next;
  }

  #clear(): void {
    this.#collect = 0;
    this.params.length = 0;
    this.#paramStarted = false;
  }

  #collectByte(b: number): void {
    const c = this.#collect;
    if (c === COLLECT_OVERFLOW) return;
    this.#collect = c > 0xffff ? COLLECT_OVERFLOW : (c << 8 | b);
  }

  /** Digit, `;` or `:` of a parameter list. */
  #param(b: number): void {
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

  #finishParams(): void {
    const p = this.params;
    if (p.length > MAX_PARAMS) p.length = MAX_PARAMS;
  }

  #oscPut(b: number): void {
    if (this.#oscLen >= this.#osc.length && !this.#growOsc(1)) return;
    this.#osc[this.#oscLen++] = b;
  }

  /** Makes room for `n` more OSC bytes; false once over the cap. */
  #growOsc(n: number): boolean {
    const need = this.#oscLen + n;
    if (need > MAX_OSC_BYTES) {
      this.#oscOverflow = true;
      return false;
    }
    if (need <= this.#osc.length) return true;
    let size = this.#osc.length * 2;
    while (size < need) size *= 2;
    const grown = new Uint8Array(Math.min(size, MAX_OSC_BYTES));
    grown.set(this.#osc.subarray(0, this.#oscLen));
    this.#osc = grown;
    return true;
  }

  /** Leaves OSC_STRING on byte `b`: dispatch, unless CAN/SUB or overflow. */
  #oscEnd(b: number): void {
    const len = this.#oscLen;
    this.#oscLen = 0;
    if (b === 0x18 || b === 0x1a || this.#oscOverflow) return;
    this.handler.oscDispatch(this.#osc, len, b === 0x07);
    // Give back a buffer a huge string grew.
    if (this.#osc.length > 4096) this.#osc = new Uint8Array(256);
  }

  /** Copies OSC string bytes up to the next control; returns its index. */
  #oscRun(data: Uint8Array, i: number, end: number): number {
    let j = i;
    while (j < end && data[j] >= 0x20) j++;
    const n = j - i;
    if (n > 0) {
      if (this.#growOsc(n)) {
        this.#osc.set(data.subarray(i, j), this.#oscLen);
        this.#oscLen += n;
      }
    }
    return j;
  }

  /** Hands DCS data up to the next terminator; returns its index. */
  #dcsRun(data: Uint8Array, i: number, end: number): number {
    let j = i;
    while (j < end) {
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
   */
  #decodeRun(data: Uint8Array, i: number, end: number): number {
    const buf = this.#cps;
    const max = CP_BUFFER;
    let n = 0;
    let cp = this.#u8cp;
    let need = this.#u8need;
    let lo = this.#u8lo;
    let hi = this.#u8hi;
    while (i < end && n < max) {
      const b = data[i];
      if (need === 0) {
        // Whole 2- and 3-byte sequences in one step (the common case).
        if (b >= 0xc2 && b <= 0xdf && i + 1 < end) {
          const b1 = data[i + 1];
          if ((b1 & 0xc0) === 0x80) {
            const c = (b & 0x1f) << 6 | (b1 & 0x3f);
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
            buf[n++] = (b & 0x0f) << 12 | (b1 & 0x3f) << 6 | (b2 & 0x3f);
            i += 3;
            continue;
          }
        } else if (b >= 0xf0 && b <= 0xf4 && i + 3 < end) {
          const b1 = data[i + 1];
          const b2 = data[i + 2];
          const b3 = data[i + 3];
          if (
            b1 >= (b === 0xf0 ? 0x90 : 0x80) &&
            b1 <= (b === 0xf4 ? 0x8f : 0xbf) &&
            (b2 & 0xc0) === 0x80 && (b3 & 0xc0) === 0x80
          ) {
            buf[n++] = (b & 0x07) << 18 | (b1 & 0x3f) << 12 | (b2 & 0x3f) << 6 |
              (b3 & 0x3f);
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
      cp = cp << 6 | (b & 0x3f);
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

/** Skips an ignored string up to its terminator; returns its index. */
function skipString(data: Uint8Array, i: number, end: number): number {
  while (i < end) {
    const b = data[i];
    if (b === 0x1b || b === 0x18 || b === 0x1a) break;
    i++;
  }
  return i;
}
