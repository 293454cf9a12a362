/**
 * The colour palette the engine answers OSC 4/10/11/12 queries from:
 * xterm's default 256 colours, the showing terminal's foreground and
 * background when known, else light on dark, changeable by the program
 * (OSC 4/10/11/12, reset by OSC 104/110/111/112).
 *
 * @module
 */

const BASE16 = [
  0x000000,
  0xcd0000,
  0x00cd00,
  0xcdcd00,
  0x0000ee,
  0xcd00cd,
  0x00cdcd,
  0xe5e5e5,
  0x7f7f7f,
  0xff0000,
  0x00ff00,
  0xffff00,
  0x5c5cff,
  0xff00ff,
  0x00ffff,
  0xffffff,
];
const CUBE = [0, 95, 135, 175, 215, 255];

/** Default foreground, background and cursor colours (0xRRGGBB). */
export const DEFAULT_FG = 0xe5e5e5;
export const DEFAULT_BG = 0x000000;
export const DEFAULT_CURSOR = 0xe5e5e5;

/** xterm's default colour of palette index `i` (0xRRGGBB). */
export function defaultColor(i: number): number {
  if (i < 16) return BASE16[i];
  if (i < 232) {
    const c = i - 16;
    return CUBE[Math.floor(c / 36)] << 16 | CUBE[Math.floor(c / 6) % 6] << 8 |
      CUBE[c % 6];
  }
  const g = 8 + (i - 232) * 10;
  return g << 16 | g << 8 | g;
}

/**
 * The current colours. The foreground and background are the program's
 * (OSC 10/11) when it set them, else the colours of the terminal that
 * shows the pane, as its attach client found them (`outerFg`,
 * `outerBg`), else the defaults: tmux 3.4 answers a query with its
 * first client's terminal's colours so (3.3a with the pane's
 * `window-style` only, and nothing without one).
 */
export class Palette {
  readonly colors = new Int32Array(256);
  /** Set by the program (OSC 10), or -1: the terminal's own. */
  fg = -1;
  /** Set by the program (OSC 11), or -1: the terminal's own. */
  bg = -1;
  cursor = DEFAULT_CURSOR;
  /** The showing terminal's foreground (0xRRGGBB), -1 when unknown. */
  outerFg = -1;
  /** The showing terminal's background (0xRRGGBB), -1 when unknown. */
  outerBg = -1;

  constructor() {
    this.reset();
  }

  /** Everything back to the defaults. */
  reset(): void {
    for (let i = 0; i < 256; i++) this.colors[i] = defaultColor(i);
    this.fg = -1;
    this.bg = -1;
    this.cursor = DEFAULT_CURSOR;
  }

  /** The foreground a program is told (OSC 10 query). */
  get shownFg(): number {
    return this.fg >= 0
      ? this.fg
      : this.outerFg >= 0
      ? this.outerFg
      : DEFAULT_FG;
  }

  /** The background a program is told (OSC 11 query). */
  get shownBg(): number {
    return this.bg >= 0
      ? this.bg
      : this.outerBg >= 0
      ? this.outerBg
      : DEFAULT_BG;
  }
}

/** `rgb:rrrr/gggg/bbbb`, the form xterm answers colour queries with. */
export function formatRgb(color: number): string {
  const h = (v: number) => {
    const s = (v & 0xff).toString(16).padStart(2, "0");
    return s + s;
  };
  return `rgb:${h(color >> 16)}/${h(color >> 8)}/${h(color)}`;
}

/**
 * Parses an X colour spec (`rgb:r/g/b` with 1-4 hex digits each, or
 * `#rgb`, `#rrggbb`, `#rrrgggbbb`, `#rrrrggggbbbb`); null when invalid.
 */
export function parseColorSpec(spec: string): number | null {
  let m = /^rgb:([0-9a-f]{1,4})\/([0-9a-f]{1,4})\/([0-9a-f]{1,4})$/i.exec(spec);
  if (m) {
    const scale = (s: string) =>
      Math.round(parseInt(s, 16) * 255 / ((1 << (4 * s.length)) - 1));
    return scale(m[1]) << 16 | scale(m[2]) << 8 | scale(m[3]);
  }
  m = /^#([0-9a-f]+)$/i.exec(spec);
  if (m && m[1].length % 3 === 0 && m[1].length <= 12) {
    const k = m[1].length / 3;
    const part = (j: number) => {
      const s = m![1].slice(j * k, j * k + k);
      return parseInt(s.slice(0, 2).padEnd(2, s[0]), 16);
    };
    return part(0) << 16 | part(1) << 8 | part(2);
  }
  return null;
}
