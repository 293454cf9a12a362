/**
 * Seeded random terminal input for the fuzz and differential tests: raw
 * random bytes, and streams built from the sequences programs really send.
 *
 * @module
 */

/** mulberry32: small, fast, deterministic. */
export class Rng {
  #s: number;
  constructor(seed: number) {
    this.#s = seed >>> 0;
  }
  next(): number {
    let t = (this.#s = (this.#s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  int(n: number): number {
    return this.next() % n;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** `n` random bytes, biased towards ESC, CSI bytes and controls. */
export function randomBytes(rng: Rng, n: number): Uint8Array {
  const out = new Uint8Array(n);
  const hot = [
    0x1b,
    0x5b,
    0x3b,
    0x3a,
    0x3f,
    0x07,
    0x9c,
    0x9b,
    0x90,
    0x5d,
    0x0a,
    0x0d,
    0x18,
  ];
  for (let i = 0; i < n; i++) {
    const r = rng.int(10);
    if (r < 3) out[i] = rng.pick(hot);
    else if (r < 5) out[i] = 0x30 + rng.int(10);
    else if (r < 6) out[i] = 0x80 + rng.int(0x80);
    else out[i] = rng.int(256);
  }
  return out;
}

/** Flips, drops, duplicates and splices bytes of `src`. */
export function mutate(rng: Rng, src: Uint8Array, edits: number): Uint8Array {
  const out = Array.from(src);
  for (let e = 0; e < edits && out.length > 0; e++) {
    const i = rng.int(out.length);
    switch (rng.int(5)) {
      case 0:
        out[i] ^= 1 << rng.int(8);
        break;
      case 1:
        out.splice(i, 1 + rng.int(8));
        break;
      case 2:
        out.splice(i, 0, ...out.slice(i, i + 1 + rng.int(32)));
        break;
      case 3:
        out.splice(i, 0, ...randomBytes(rng, 1 + rng.int(16)));
        break;
      default:
        out.splice(
          i,
          0,
          ...new TextEncoder().encode(pickSequence(rng, 80, 24)),
        );
    }
  }
  return new Uint8Array(out);
}

const TEXT = [
  "hello",
  "world ",
  "x",
  "The quick brown fox",
  "  ",
  "\u4e2d\u6587",
  "\u65e5\u672c\u8a9e",
  "e\u0301",
  "a\u0308\u0323",
  "\u00e9\u00e8",
  "\u2500\u2502",
  "\t",
];

/**
 * Constructs the differential test leaves out because berth and xterm.js
 * differ on them by design (see `differential_test.ts`).
 */
export interface Exclusions {
  /** Emoji: xterm.js uses Unicode 6 widths, berth glibc's wcwidth. */
  emoji?: boolean;
  /** OSC 8: xterm.js reports linked cells as underlined. */
  links?: boolean;
  /** DECALN: xterm.js fills with the pen's colours, xterm without. */
  decaln?: boolean;
  /** DECLRMM/DECSLRM: xterm.js has no left and right margins. */
  margins?: boolean;
  /** Mode 47: xterm.js clears the alternate screen on every switch. */
  alt47?: boolean;
  /** SD: xterm.js fills with the default background, not the pen's. */
  sd?: boolean;
  /** DECOM: xterm.js neither saves it with DECSC nor resets it on DECRC. */
  origin?: boolean;
  /**
   * Edits and tabs at a pending wrap: xterm.js's cursor sits past the
   * last column, xterm's (and berth's) on it. They get a CHA first.
   */
  pendingEdit?: boolean;
  /**
   * DECAWM off: xterm.js leaves a wide character without its right half
   * when it drops a wide character at the edge.
   */
  nowrap?: boolean;
  /**
   * DECSC/DECRC: xterm.js's saved row follows the text as it scrolls;
   * xterm keeps the screen position.
   */
  saveRestore?: boolean;
  /** Tab stops: xterm.js keeps a set per screen, xterm one for both. */
  tabStops?: boolean;
}

// Sequences the exclusions look for.
// deno-lint-ignore no-control-regex
const DECSLRM = /^\x1b\[\d+;\d+s$/;
// deno-lint-ignore no-control-regex
const SD = /^\x1b\[\d+T$/;
// deno-lint-ignore no-control-regex
const SAVE_RESTORE = /\x1b[78]|\x1b\[[su]|\?1049/;
// deno-lint-ignore no-control-regex
const TAB_STOPS = /\x1bH|\x1b\[3?g/;
// deno-lint-ignore no-control-regex
const EDIT = /^\x1b\[\d*[JKX@PLMIZ]$/;

/** One sequence (or bit of text) of the kind programs send. */
export function pickSequence(
  rng: Rng,
  cols: number,
  rows: number,
  ex: Exclusions = {},
): string {
  for (;;) {
    const s = pickAny(rng, cols, rows);
    if (ex.emoji && /\p{Extended_Pictographic}/u.test(s)) continue;
    if (ex.links && s.includes("\x1b]8;")) continue;
    if (ex.decaln && s.includes("\x1b#8")) continue;
    if (ex.margins && (s.includes("?69") || DECSLRM.test(s))) continue;
    if (ex.alt47 && s.includes("?47")) continue;
    if (ex.sd && SD.test(s)) continue;
    if (ex.origin && s.includes("?6")) continue;
    if (ex.nowrap && s.includes("?7l")) continue;
    if (ex.saveRestore && SAVE_RESTORE.test(s)) continue;
    if (ex.tabStops && TAB_STOPS.test(s)) continue;
    if (ex.pendingEdit && EDIT.test(s)) {
      return `\x1b[${1 + rng.int(cols)}G${s}`;
    }
    return s;
  }
}

function pickAny(rng: Rng, cols: number, rows: number): string {
  const n = () => 1 + rng.int(rng.int(4) === 0 ? 300 : 8);
  const row = () => 1 + rng.int(rows + 2);
  const col = () => 1 + rng.int(cols + 2);
  switch (rng.int(40)) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
      return rng.pick(TEXT);
    case 6:
      return "\r\n";
    case 7:
      return "\n";
    case 8:
      return "\r";
    case 9:
      return "\b";
    case 10:
      return `\x1b[${row()};${col()}H`;
    case 11:
      return `\x1b[${n()}${rng.pick(["A", "B", "C", "D", "E", "F"])}`;
    case 12:
      return `\x1b[${col()}G`;
    case 13:
      return `\x1b[${row()}d`;
    case 14:
      return `\x1b[${rng.int(3)}J`;
    case 15:
      return `\x1b[${rng.int(3)}K`;
    case 16:
      return `\x1b[${n()}${rng.pick(["L", "M", "@", "P", "X"])}`;
    case 17:
      return `\x1b[${n()}${rng.pick(["S", "T"])}`;
    case 18: {
      const top = 1 + rng.int(rows);
      const bottom = top + rng.int(rows - top + 1);
      return `\x1b[${top};${bottom}r`;
    }
    case 19:
      return "\x1b[r";
    case 20:
      return rng.pick(["\x1bD", "\x1bM", "\x1bE"]);
    case 21:
      return rng.pick(["\x1b7", "\x1b8", "\x1b[s", "\x1b[u"]);
    case 22:
      return rng.pick(["\x1b[?1049h", "\x1b[?1049l", "\x1b[?47h", "\x1b[?47l"]);
    case 23:
      return rng.pick(["\x1b[?7l", "\x1b[?7h"]);
    case 24:
      return rng.pick(["\x1b[4h", "\x1b[4l"]);
    case 25:
      return rng.pick(["\x1b[?6h", "\x1b[?6l"]);
    case 26:
      return `\x1b[${
        rng.pick([
          "0",
          "1",
          "3",
          "4",
          "7",
          "22",
          "24",
          "27",
          "31",
          "42",
          "93",
          "38;5;200",
          "48;2;1;2;3",
          "38:2::9:8:7",
          "4:3",
          "39;49",
        ])
      }m`;
    case 27:
      return `\x1b[${n()}b`;
    case 28:
      return rng.pick([
        "\x1bH",
        "\x1b[g",
        "\x1b[3g",
        `\x1b[${n()}I`,
        `\x1b[${n()}Z`,
      ]);
    case 29:
      return rng.pick(["\x1b(0lqqk\x1b(B", "\x1b)0\x0eq\x0f"]);
    case 30:
      return `\x1b]0;title ${rng.int(100)}\x07`;
    case 31:
      return `\x1b]8;;https://e.example/${rng.int(9)}\x1b\\link\x1b]8;;\x1b\\`;
    case 32:
      return "\x1b#8";
    case 33:
      return `\x1b[${n()}a\x1b[${n()}e`;
    case 34:
      return "\u{1f600}";
    case 35:
      return rng.pick(["\x1b[?69h", "\x1b[?69l", `\x1b[${col()};${col()}s`]);
    case 36:
      return rng.pick(["\x1b[!p", "\x1b[?25l", "\x1b[?25h", "\x1b[?2004h"]);
    case 37:
      return "x".repeat(n());
    case 38:
      return rng.pick(["\x1b[6n", "\x1b[c", "\x1bP$qm\x1b\\"]);
    default:
      return rng.pick(TEXT) + rng.pick(TEXT);
  }
}

/** A stream of `count` sequences. */
export function sequenceStream(
  rng: Rng,
  count: number,
  cols: number,
  rows: number,
  ex: Exclusions = {},
): string {
  let s = "";
  for (let i = 0; i < count; i++) s += pickSequence(rng, cols, rows, ex);
  return s;
}
