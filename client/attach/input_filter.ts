/**
 * The keyboard side of the attach client: stdin bytes go to the session,
 * except the prefix key and the key after it.
 *
 * - prefix, `d`: detach;
 * - prefix, `[`: scroll mode; prefix, PageUp: scroll mode, one page up;
 * - prefix, `]`: paste the newest paste buffer;
 * - prefix, prefix: send one prefix byte;
 * - prefix, any other key: nothing is sent and the key is dropped (as tmux
 *   does with an unbound key). A key is one byte, one UTF-8 character or
 *   one escape sequence (`ESC [ ... final`, `ESC O x`, `ESC x`), so that
 *   prefix then an arrow key sends no stray `[A`.
 *
 * Keys may arrive split over reads; the filter keeps its state between
 * `feed()` calls. An ESC that ends a read is taken as the Escape key.
 *
 * @module
 */

/** What to do with one read from stdin. */
export interface FilterResult {
  /** Bytes for the session, or null when there are none (or read-only). */
  data: Uint8Array | null;
  /** The user asked to detach; bytes after the detach key are dropped. */
  detach: boolean;
  /**
   * The user asked for scroll mode (prefix `[`), and one page up at once
   * (prefix PageUp); `data` is what came before it, `rest` what came
   * after it in the same read (keys for scroll mode, not for the session).
   */
  scroll?: "enter" | "page-up";
  /** With `scroll`: the bytes after the command key. */
  rest?: Uint8Array;
  /** Prefix `]`: paste the newest buffer (after `data`, before `rest`). */
  paste?: boolean;
}

const NORMAL = 0;
const AFTER_PREFIX = 1;
const SKIP_ESC = 2; // prefix, ESC: the next byte says what follows
const SKIP_CSI = 3; // prefix, ESC [: until a final byte
const SKIP_SS3 = 4; // prefix, ESC O: one more byte
const SKIP_UTF8 = 5; // prefix, UTF-8 lead byte: its continuation bytes

// A CSI longer than this is not a key; stop skipping.
const MAX_SKIPPED_CSI = 32;
const PAGE_UP_PARAMS = "5"; // PageUp is CSI 5 ~

/** Splits stdin into bytes for the session and the prefix commands. */
export class InputFilter {
  #state = NORMAL;
  #left = 0; // bytes left to skip in SKIP_UTF8, or skipped in SKIP_CSI
  #csi = ""; // parameters of the CSI being skipped

  /**
   * @param prefix the prefix byte (`parsePrefix`)
   * @param readOnly when true no bytes are ever given for the session, but
   *   prefix-d still detaches
   */
  constructor(readonly prefix: number, readonly readOnly = false) {}

  /** Filters one read. */
  feed(chunk: Uint8Array): FilterResult {
    const out = new Uint8Array(chunk.length);
    let n = 0;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      switch (this.#state) {
        case NORMAL:
          if (b === this.prefix) this.#state = AFTER_PREFIX;
          else out[n++] = b;
          break;
        case AFTER_PREFIX:
          if (b === 0x64) { // d
            this.#state = NORMAL;
            return this.#result(out, n, true);
          }
          if (b === 0x5b) { // [
            this.#state = NORMAL;
            return this.#scroll(out, n, "enter", chunk.subarray(i + 1));
          }
          if (b === 0x5d) { // ]
            this.#state = NORMAL;
            const r = this.#result(out, n, false);
            return { ...r, paste: true, rest: chunk.subarray(i + 1) };
          }
          if (b === this.prefix) out[n++] = b;
          this.#state = this.#skipAfter(b, i === chunk.length - 1);
          break;
        case SKIP_ESC:
          this.#left = 0;
          this.#csi = "";
          this.#state = b === 0x5b ? SKIP_CSI : b === 0x4f ? SKIP_SS3 : NORMAL;
          break;
        case SKIP_CSI:
          if (b >= 0x40 && b <= 0x7e) {
            this.#state = NORMAL;
            if (b === 0x7e && this.#csi === PAGE_UP_PARAMS) {
              return this.#scroll(out, n, "page-up", chunk.subarray(i + 1));
            }
          } else if (++this.#left > MAX_SKIPPED_CSI) {
            this.#state = NORMAL;
          } else {
            this.#csi += String.fromCharCode(b);
          }
          break;
        case SKIP_SS3:
          this.#state = NORMAL;
          break;
        case SKIP_UTF8:
          if ((b & 0xc0) !== 0x80) {
            this.#state = NORMAL;
            i--; // not a continuation: a key of its own
          } else if (--this.#left === 0) this.#state = NORMAL;
          break;
      }
    }
    return this.#result(out, n, false);
  }

  // The state after the byte that follows the prefix (already handled when
  // it was `d` or the prefix itself).
  #skipAfter(b: number, lastInRead: boolean): number {
    if (b === this.prefix) return NORMAL;
    if (b === 0x1b) return lastInRead ? NORMAL : SKIP_ESC;
    if (b >= 0xc0 && b < 0xf8) {
      this.#left = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : 1;
      return SKIP_UTF8;
    }
    return NORMAL;
  }

  #scroll(
    out: Uint8Array,
    n: number,
    scroll: "enter" | "page-up",
    rest: Uint8Array,
  ): FilterResult {
    return { ...this.#result(out, n, false), scroll, rest };
  }

  #result(out: Uint8Array, n: number, detach: boolean): FilterResult {
    const data = n === 0 || this.readOnly ? null : out.subarray(0, n);
    return { data, detach };
  }
}
