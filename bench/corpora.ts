/**
 * Deterministic benchmark corpora: what a terminal receives from common
 * kinds of programs, generated from a seed so every run (and every machine)
 * parses the same bytes. Line ends are CR LF, as a pty with `onlcr` hands
 * them to the terminal.
 *
 * @example
 * ```ts
 * import { CORPORA, generateCorpus } from "./corpora.ts";
 * const bytes = generateCorpus("ascii-lines", 1 << 20);
 * console.log(CORPORA.map((c) => c.name), bytes.length);
 * ```
 *
 * @module
 */

/** Size of a full corpus: 32 MiB. */
export const CORPUS_BYTES = 32 << 20;
/** Seed used unless the caller gives one. */
export const DEFAULT_SEED = 0x6265_7274; // "bert"

/** A named corpus generator. */
export interface Corpus {
  name: string;
  /** One line for tables. */
  description: string;
  /** Appends text until the writer is full. */
  fill(w: Writer, rand: Rand): void;
}

/** Small fast deterministic PRNG (mulberry32). */
export class Rand {
  #s: number;
  constructor(seed: number) {
    this.#s = seed >>> 0;
  }
  /** Uniform in [0, 2^32). */
  u32(): number {
    let t = (this.#s = (this.#s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** Uniform integer in [0, n). */
  int(n: number): number {
    return this.u32() % n;
  }
  /** One element of `items`. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** Appends strings as UTF-8 into a fixed-size buffer. */
export class Writer {
  readonly buf: Uint8Array;
  length = 0;
  #enc = new TextEncoder();
  constructor(size: number) {
    this.buf = new Uint8Array(size);
  }
  get full(): boolean {
    return this.length >= this.buf.length;
  }
  /** Appends `s`; the last piece may be cut at the buffer's end. */
  put(s: string): void {
    if (this.full) return;
    const r = this.#enc.encodeInto(s, this.buf.subarray(this.length));
    this.length += r.written;
    if (r.read < s.length) this.length = this.buf.length;
  }
}

const WORDS = (
  "the of and to in is that for it as was with be by on not he this are " +
  "or his from at which but have an they you were her she there been one " +
  "all we their has would when if so no what can out up its about into " +
  "them than then some could more two time like other these may first " +
  "error warning info debug request response session socket buffer frame " +
  "parser screen cursor thread worker kernel memory process signal"
).split(" ");

const CJK =
  "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持音"
    .split("");
const LATIN = "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœšžßĳłńźżąęćğışŁ".split("");
const EMOJI = [
  "😀",
  "😂",
  "👍",
  "🎉",
  "🚀",
  "🔥",
  "💡",
  "✅",
  "❌",
  "⭐",
  "🐍",
  "🦀",
  "🍕",
  "🌍",
  "👨‍👩‍👧",
  "❤️",
  "👍🏽",
];
const COMBINING = ["\u0301", "\u0300", "\u0308", "\u0323", "\u0302", "\u0327"];

function asciiWords(rand: Rand, min: number, max: number): string {
  const want = min + rand.int(max - min + 1);
  let s = "";
  while (s.length < want) s += (s ? " " : "") + rand.pick(WORDS);
  return s.slice(0, want);
}

/**
 * Truecolor values come from a fixed theme, as in the output of syntax
 * highlighters (bat, delta, editors): programs that use 24-bit colour use
 * a palette, not random colours.
 */
const THEME = Array.from({ length: 32 }, (_, i) => {
  const r = (i * 97 + 40) % 256;
  const g = (i * 53 + 90) % 256;
  const b = (i * 151 + 20) % 256;
  return `${r};${g};${b}`;
});

/** One full style of a colour theme, from the reset state. */
function themeStyle(rand: Rand): string {
  const attrs = rand.pick(["", "1;", "3;", "4;", "1;4;", "2;", "7;"]);
  switch (rand.int(4)) {
    case 0:
      return `\x1b[0;${attrs}${30 + rand.int(8)}m`;
    case 1:
      return `\x1b[0;${attrs}38;5;${rand.int(256)}m`;
    case 2:
      return `\x1b[0;${attrs}38;2;${rand.pick(THEME)}m`;
    default:
      return `\x1b[0;${attrs}38;5;${rand.int(256)};48;5;${rand.int(256)}m`;
  }
}

/** SGR for a random style: 16 or 256 colours, truecolor, attributes. */
function randomSgr(rand: Rand): string {
  switch (rand.int(8)) {
    case 0:
      return "\x1b[0m";
    case 1:
      return `\x1b[${30 + rand.int(8)}m`;
    case 2:
      return `\x1b[1;${90 + rand.int(8)}m`;
    case 3:
      return `\x1b[38;5;${rand.int(256)}m`;
    case 4:
      return `\x1b[48;5;${rand.int(256)}m`;
    case 5:
      return `\x1b[38;2;${rand.pick(THEME)}m`;
    case 6:
      return `\x1b[${rand.pick([1, 3, 4, 7, 22, 23, 24, 27])}m`;
    default:
      return `\x1b[0;${31 + rand.int(7)};${41 + rand.int(7)}m`;
  }
}

/** Every corpus the parse bench runs. */
export const CORPORA: readonly Corpus[] = [
  {
    name: "ascii-lines",
    description: "ASCII text lines (log or source file)",
    fill(w, rand) {
      while (!w.full) w.put(asciiWords(rand, 0, 100) + "\r\n");
    },
  },
  {
    name: "ascii-nowrap",
    description: "ASCII without newlines (wraps at the edge)",
    fill(w, rand) {
      while (!w.full) w.put(asciiWords(rand, 200, 400) + " ");
    },
  },
  {
    name: "unicode",
    description: "mixed Unicode: CJK, emoji, combining, accented Latin",
    fill(w, rand) {
      while (!w.full) {
        let line = "";
        const parts = 3 + rand.int(8);
        for (let i = 0; i < parts; i++) {
          switch (rand.int(5)) {
            case 0: {
              const n = 2 + rand.int(10);
              for (let k = 0; k < n; k++) line += rand.pick(CJK);
              break;
            }
            case 1:
              line += rand.pick(EMOJI);
              break;
            case 2: {
              const n = 3 + rand.int(6);
              for (let k = 0; k < n; k++) {
                line += rand.pick(LATIN);
                if (rand.int(3) === 0) line += rand.pick(COMBINING);
              }
              break;
            }
            default:
              line += asciiWords(rand, 3, 12);
          }
          line += " ";
        }
        w.put(line + "\r\n");
      }
    },
  },
  {
    name: "sgr",
    description: "SGR-heavy text (highlighted source, ls, compiler output)",
    fill(w, rand) {
      // Programs colour tokens from a theme: a few dozen full styles, with
      // resets and single attribute changes in between (see `randomSgr`).
      const theme = Array.from({ length: 48 }, () => themeStyle(rand));
      while (!w.full) {
        let line = "";
        const parts = 2 + rand.int(10);
        for (let i = 0; i < parts; i++) {
          const r = rand.int(10);
          const sgr = r < 8 ? rand.pick(theme) : randomSgr(rand);
          line += sgr + asciiWords(rand, 1, 8);
        }
        w.put(line + "\x1b[0m\r\n");
      }
    },
  },
  {
    name: "tui",
    description: "TUI redraw: cursor addressing with repeated styles (80x24)",
    fill(w, rand) {
      const styles = Array.from({ length: 6 }, () => randomSgr(rand));
      while (!w.full) {
        let frame = "\x1b[?2026h\x1b[H";
        for (let row = 1; row <= 24; row++) {
          frame += `\x1b[${row};1H${styles[row % 6]}`;
          frame += asciiWords(rand, 20, 40).padEnd(40);
          frame += `\x1b[${row};45H${styles[(row + 3) % 6]}`;
          frame += asciiWords(rand, 10, 30) + "\x1b[K";
        }
        w.put(frame + "\x1b[0m\x1b[?2026l");
      }
    },
  },
  {
    name: "scroll-region",
    description: "scrolling inside a scroll region (rows 2-22 of 24)",
    fill(w, rand) {
      w.put("\x1b[2;22r\x1b[22;1H");
      while (!w.full) w.put(asciiWords(rand, 10, 90) + "\r\n");
    },
  },
];

/** The corpus named `name`, `size` bytes long, from `seed`. */
export function generateCorpus(
  name: string,
  size = CORPUS_BYTES,
  seed = DEFAULT_SEED,
): Uint8Array {
  const corpus = CORPORA.find((c) => c.name === name);
  if (corpus === undefined) {
    throw new Error(
      `Unknown corpus ${name}: use one of ${
        CORPORA.map((c) => c.name).join(", ")
      }`,
    );
  }
  const w = new Writer(size);
  corpus.fill(w, new Rand(seed));
  return w.buf;
}
