/**
 * Interned styles (as Ghostty's `StyleSet`): a cell stores a style id, the
 * table stores the style once. Id 0 is the default style and never goes.
 *
 * A style's fields sit together in four words (flags and hyperlink share
 * one) and the hash slots hold ids, so a lookup touches two cache lines:
 * with tens of thousands of styles in a full scrollback, separate arrays
 * per field cost a cache miss each and made interning a fifth of
 * SGR-heavy parsing. Four words rather than eight (one field each plus
 * padding) halve the table, which misses the cache less when most tokens
 * bring a new style.
 *
 * Growth is bounded: when the table is full it asks its owner to mark the
 * ids still used (`onFull`), frees the rest, and only grows (up to
 * `MAX_STYLES`) when most ids are alive. Past that, new styles degrade to
 * the default style rather than use more memory.
 *
 * @module
 */

import * as types from "./types.ts";

// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const { COLOR_DEFAULT } = types;

/**
 * Hard cap on distinct live styles (3 MB of tables when reached). Large
 * because a full scrollback of random truecolor text holds tens of
 * thousands of live styles, and a collection (a scan of every row) must
 * free many ids to pay for itself.
 */
export const MAX_STYLES = 1 << 17;
const INITIAL_CAPACITY = 1024;
const COLLECT_FROM = 16384;
/** Words per style in `#data`: fg, bg, ul, flags and link. */
const STRIDE = 4;
const FG = 0;
const BG = 1;
const UL = 2;
/**
 * Flags (11 bits used, see `types.ts`) in the low 16 bits, the hyperlink
 * id (below `MAX_LINKS`, 1024) above.
 */
const FLAGS_LINK = 3;

/**
 * A `StyleSet` as plain data: `STRIDE` ints per id, and which are used, for
 * the ids below `used.length`; `cap`, the table's capacity, when the ids
 * from `used.length` up are left out (never used: zeros).
 */
export interface StyleSetState {
  data: Int32Array;
  used: Uint8Array;
  free: number[];
  count: number;
  cap?: number;
}

/**
 * Fewest ids a saved table keeps (a power of two, as every capacity is: a
 * reader that ignores `cap` takes `used.length` as the capacity, and the
 * hash slots' mask needs a power of two).
 */
const SAVED_MIN = 16;

/** Ints per style in `StyleSetState.data`. */
export const STYLE_STRIDE = STRIDE;

/** The table of distinct styles. */
export class StyleSet {
  #data: Int32Array;
  #cap: number;
  /** Ids in use (1) or free (0). */
  #used: Uint8Array;
  /** Open-addressing hash slots holding `id + 1`, 0 for empty. */
  #slots: Int32Array;
  #free: number[] = [];
  #count = 1;
  /** Called when full: set `marks[id] = 1` for every id still in use. */
  onFull: ((marks: Uint8Array) => void) | null = null;

  constructor() {
    this.#cap = INITIAL_CAPACITY;
    this.#data = new Int32Array(INITIAL_CAPACITY * STRIDE);
    this.#used = new Uint8Array(INITIAL_CAPACITY);
    this.#slots = new Int32Array(INITIAL_CAPACITY * 2);
    this.#data[FG] = this.#data[BG] = this.#data[UL] = COLOR_DEFAULT;
    this.#used[0] = 1;
  }

  /** Number of live styles, the default included. */
  get size(): number {
    return this.#count;
  }

  /** Foreground of style `id`. */
  fg(id: number): number {
    return this.#data[id * STRIDE + FG];
  }

  /** Background of style `id`. */
  bg(id: number): number {
    return this.#data[id * STRIDE + BG];
  }

  /** Underline colour of style `id`. */
  ul(id: number): number {
    return this.#data[id * STRIDE + UL];
  }

  /** Attribute flags of style `id`. */
  flags(id: number): number {
    return this.#data[id * STRIDE + FLAGS_LINK] & 0xffff;
  }

  /** Hyperlink id of style `id`. */
  link(id: number): number {
    return this.#data[id * STRIDE + FLAGS_LINK] >>> 16;
  }

  /** The id of a style, adding it when new. */
  intern(
    fg: number,
    bg: number,
    ul: number,
    flags: number,
    link: number,
  ): number {
    if (
      fg === COLOR_DEFAULT && bg === COLOR_DEFAULT && ul === COLOR_DEFAULT &&
      flags === 0 && link === 0
    ) return 0;
    const fl = flags | (link << 16);
    const slots = this.#slots;
    const data = this.#data;
    const mask = slots.length - 1;
    let h = hash(fg, bg, ul, fl) & mask;
    for (;;) {
      const s = slots[h];
      if (s === 0) break;
      const at = (s - 1) * STRIDE;
      if (
        data[at + FG] === fg && data[at + BG] === bg && data[at + UL] === ul &&
        data[at + FLAGS_LINK] === fl
      ) return s - 1;
      h = (h + 1) & mask;
    }
    return this.#add(fg, bg, ul, fl, h);
  }

  /** Adds a style; `slot` is the empty hash slot the lookup ended on. */
  #add(
    fg: number,
    bg: number,
    ul: number,
    fl: number,
    slot: number,
  ): number {
    const slots = this.#slots;
    if (this.#free.length === 0 && this.#count >= this.#cap) {
      this.#collect();
      if (this.#free.length === 0 && this.#count >= this.#cap) return 0;
    }
    const id = this.#free.length > 0 ? this.#free.pop()! : this.#count;
    this.#count++;
    const at = id * STRIDE;
    const data = this.#data;
    data[at + FG] = fg;
    data[at + BG] = bg;
    data[at + UL] = ul;
    data[at + FLAGS_LINK] = fl;
    this.#used[id] = 1;
    // A collection rebuilt the slots: the lookup's slot is stale.
    if (this.#slots === slots) slots[slot] = id + 1;
    else this.#insertSlot(id);
    return id;
  }

  #insertSlot(id: number): void {
    const mask = this.#slots.length - 1;
    const at = id * STRIDE;
    const d = this.#data;
    let h = hash(d[at + FG], d[at + BG], d[at + UL], d[at + FLAGS_LINK]) &
      mask;
    while (this.#slots[h] !== 0) h = (h + 1) & mask;
    this.#slots[h] = id + 1;
  }

  /**
   * Frees unmarked ids; grows when most are alive. Small tables just grow:
   * a collection scans every row (about 1 ms for a full scrollback), so it
   * waits until the table is worth it (`COLLECT_FROM` ids, 256 KB).
   */
  #collect(): void {
    const cap = this.#cap;
    if (this.onFull !== null && cap >= COLLECT_FROM) {
      const marks = new Uint8Array(cap);
      marks[0] = 1;
      this.onFull(marks);
      this.#free = [];
      let live = 0;
      for (let id = cap - 1; id >= 1; id--) {
        if (marks[id] === 1 && this.#used[id] === 1) live++;
        else {
          this.#used[id] = 0;
          this.#free.push(id);
        }
      }
      this.#count = live + 1;
      if (live < cap >> 1) {
        this.#rehash();
        return;
      }
    }
    if (cap >= MAX_STYLES) {
      this.#rehash();
      return;
    }
    this.#grow(cap * 2);
  }

  /**
   * The table as plain data, for `engine_state.ts`: up to the highest id
   * used or free (rounded up to a power of two), not the whole capacity.
   * A session of plain text uses a few of its 1,024 ids, and the 17 KB of
   * the rest were most of a pane's state in a live upgrade, written, read
   * twice and checked (bench/README.md, "Issue 15, thirty-first round").
   */
  save(): StyleSetState {
    let top = 0;
    for (let id = this.#cap - 1; id > 0; id--) {
      if (this.#used[id] === 1) {
        top = id;
        break;
      }
    }
    for (const id of this.#free) if (id > top) top = id;
    let n = SAVED_MIN;
    while (n <= top) n *= 2;
    n = Math.min(n, this.#cap);
    return {
      data: this.#data.slice(0, n * STRIDE),
      used: this.#used.slice(0, n),
      free: this.#free.slice(),
      count: this.#count,
      cap: this.#cap,
    };
  }

  /**
   * Takes a table `save()` made (validated by `engine_state.ts`), at its
   * whole capacity again, so that ids handed out from now on are the ones
   * it would have handed out.
   */
  load(s: StyleSetState): void {
    const cap = Math.max(s.cap ?? 0, s.used.length);
    this.#cap = cap;
    this.#data = s.data;
    this.#used = s.used;
    if (cap > s.used.length) {
      this.#data = new Int32Array(cap * STRIDE);
      this.#data.set(s.data);
      this.#used = new Uint8Array(cap);
      this.#used.set(s.used);
    }
    this.#free = s.free;
    this.#count = s.count;
    this.#rehash();
  }

  #grow(cap: number): void {
    const old = this.#cap;
    const data = new Int32Array(cap * STRIDE);
    data.set(this.#data);
    this.#data = data;
    const used = new Uint8Array(cap);
    used.set(this.#used);
    this.#used = used;
    this.#cap = cap;
    // New ids go on the free list, lowest last so it pops first.
    const added: number[] = [];
    for (let id = cap - 1; id >= old; id--) added.push(id);
    this.#free = added.concat(this.#free);
    this.#count = 1;
    for (let id = 1; id < cap; id++) if (used[id] === 1) this.#count++;
    this.#rehash();
  }

  #rehash(): void {
    this.#slots = new Int32Array(this.#cap * 2);
    for (let id = 1; id < this.#cap; id++) {
      if (this.#used[id] === 1) this.#insertSlot(id);
    }
  }
}

/** Mixes the fields into a slot index (one multiply: it is hot). */
function hash(fg: number, bg: number, ul: number, fl: number): number {
  const h = (fg ^ (bg << 7) ^ (bg >>> 25) ^ (ul << 13) ^ (fl << 19) ^
    (fl >>> 9)) | 0;
  const m = Math.imul(h ^ (h >>> 16), 0x9e3779b1);
  return (m ^ (m >>> 15)) >>> 0;
}
