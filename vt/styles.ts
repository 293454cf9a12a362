/**
 * Interned styles (as Ghostty's `StyleSet`): a cell stores a style id, the
 * table stores the style once. Id 0 is the default style and never goes.
 *
 * Growth is bounded: when the table is full it asks its owner to mark the
 * ids still used (`onFull`), frees the rest, and only grows (up to
 * `MAX_STYLES`) when most ids are alive. Past that, new styles degrade to
 * the default style rather than use more memory.
 *
 * @module
 */

import { COLOR_DEFAULT } from "./types.ts";

/**
 * Hard cap on distinct live styles (about 7 MB of tables when reached).
 * Large because a full scrollback of random truecolor text holds tens of
 * thousands of live styles, and a collection (a scan of every row) must
 * free many ids to pay for itself.
 */
export const MAX_STYLES = 1 << 18;
const INITIAL_CAPACITY = 256;

/** The table of distinct styles. */
export class StyleSet {
  fg: Int32Array;
  bg: Int32Array;
  ul: Int32Array;
  flags: Int32Array;
  link: Int32Array;
  /** Ids in use (1) or free (0). */
  #used: Uint8Array;
  /** Open-addressing hash slots holding `id + 1`, 0 for empty. */
  #slots: Int32Array;
  #free: number[] = [];
  #count = 1;
  /** Called when full: mark live ids with `mark`, then return. */
  onFull: (() => void) | null = null;
  #marks: Uint8Array | null = null;

  constructor() {
    this.fg = new Int32Array(INITIAL_CAPACITY);
    this.bg = new Int32Array(INITIAL_CAPACITY);
    this.ul = new Int32Array(INITIAL_CAPACITY);
    this.flags = new Int32Array(INITIAL_CAPACITY);
    this.link = new Int32Array(INITIAL_CAPACITY);
    this.#used = new Uint8Array(INITIAL_CAPACITY);
    this.#slots = new Int32Array(INITIAL_CAPACITY * 2);
    this.fg[0] = this.bg[0] = this.ul[0] = COLOR_DEFAULT;
    this.#used[0] = 1;
  }

  /** Number of live styles, the default included. */
  get size(): number {
    return this.#count;
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
    const mask = this.#slots.length - 1;
    let h = hash(fg, bg, ul, flags, link) & mask;
    for (;;) {
      const s = this.#slots[h];
      if (s === 0) break;
      const id = s - 1;
      if (
        this.fg[id] === fg && this.bg[id] === bg && this.ul[id] === ul &&
        this.flags[id] === flags && this.link[id] === link
      ) return id;
      h = (h + 1) & mask;
    }
    return this.#add(fg, bg, ul, flags, link, h);
  }

  /** Marks `id` alive during an `onFull` callback. */
  mark(id: number): void {
    if (this.#marks !== null) this.#marks[id] = 1;
  }

  /** Adds a style; `slot` is the empty hash slot the lookup ended on. */
  #add(
    fg: number,
    bg: number,
    ul: number,
    flags: number,
    link: number,
    slot: number,
  ): number {
    const slots = this.#slots;
    if (this.#free.length === 0 && this.#count >= this.fg.length) {
      this.#collect();
      if (this.#free.length === 0 && this.#count >= this.fg.length) return 0;
    }
    const id = this.#free.length > 0 ? this.#free.pop()! : this.#count;
    this.#count++;
    this.fg[id] = fg;
    this.bg[id] = bg;
    this.ul[id] = ul;
    this.flags[id] = flags;
    this.link[id] = link;
    this.#used[id] = 1;
    // A collection rebuilt the slots: the lookup's slot is stale.
    if (this.#slots === slots) slots[slot] = id + 1;
    else this.#insertSlot(id);
    return id;
  }

  #insertSlot(id: number): void {
    const mask = this.#slots.length - 1;
    let h = hash(
      this.fg[id],
      this.bg[id],
      this.ul[id],
      this.flags[id],
      this.link[id],
    ) & mask;
    while (this.#slots[h] !== 0) h = (h + 1) & mask;
    this.#slots[h] = id + 1;
  }

  /** Frees unmarked ids; grows when most are alive. */
  #collect(): void {
    const cap = this.fg.length;
    if (this.onFull !== null) {
      this.#marks = new Uint8Array(cap);
      this.#marks[0] = 1;
      this.onFull();
      const marks = this.#marks;
      this.#marks = null;
      this.#free = [];
      let live = 0;
      for (let id = cap - 1; id >= 1; id--) {
        if (marks[id] === 1 && this.#used[id] === 1) live++;
        else {
          this.#used[id] = 0;
          this.#free.push(id);
        }
      }
      // Ids above the high-water mark stay unused; the free list holds all.
      this.#count = live + 1;
      if (live < cap >> 1) {
        this.#rehash(cap);
        return;
      }
    }
    if (cap >= MAX_STYLES) {
      this.#rehash(cap);
      return;
    }
    this.#grow(cap * 2);
  }

  #grow(cap: number): void {
    const old = this.fg.length;
    const grow32 = (a: Int32Array) => {
      const n = new Int32Array(cap);
      n.set(a);
      return n;
    };
    this.fg = grow32(this.fg);
    this.bg = grow32(this.bg);
    this.ul = grow32(this.ul);
    this.flags = grow32(this.flags);
    this.link = grow32(this.link);
    const used = new Uint8Array(cap);
    used.set(this.#used);
    this.#used = used;
    // New ids go on the free list, lowest last so it pops first.
    const added: number[] = [];
    for (let id = cap - 1; id >= old; id--) added.push(id);
    this.#free = added.concat(this.#free);
    this.#count = 1;
    for (let id = 1; id < cap; id++) if (used[id] === 1) this.#count++;
    this.#rehash(cap);
  }

  #rehash(cap: number): void {
    this.#slots = new Int32Array(cap * 2);
    for (let id = 1; id < cap; id++) {
      if (this.#used[id] === 1) this.#insertSlot(id);
    }
  }
}

/** Mixes the five fields into a slot index. */
function hash(
  fg: number,
  bg: number,
  ul: number,
  flags: number,
  link: number,
): number {
  let h = Math.imul(fg ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ bg ^ (h >>> 15), 0xc2b2ae35);
  h = Math.imul(h ^ ul ^ (h >>> 13), 0x85ebca6b);
  h = Math.imul(h ^ flags ^ (link << 11) ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 15)) >>> 0;
}
