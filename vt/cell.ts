/**
 * The packed cell: two `Uint32` words per cell in a row's `Uint32Array`
 * (as xterm.js `BufferLine` packs its cells). An all-zero cell is an empty
 * cell in the default style.
 *
 * Word 0 (content):
 *
 * | bits   | meaning                                                  |
 * | ------ | -------------------------------------------------------- |
 * | 0..20  | code point; 0 for an empty cell or the right half of a wide one |
 * | 21     | `CELL_GRAPHEME`: combining code points follow (row side arrays) |
 * | 22     | `CELL_WIDE`: left half of a two-cell character            |
 * | 23     | `CELL_SPACER`: right half of a two-cell character         |
 * | 24     | `CELL_PROTECTED`: DECSCA, kept by DECSED/DECSEL           |
 * | 25     | `CELL_LONG`: with `CELL_GRAPHEME`, the whole cluster is a string |
 *
 * Word 1 (style): an interned style id (`styles.ts`), 0 is the default.
 *
 * Read a cell `x` of `cells` as `cells[x * 2]` and `cells[x * 2 + 1]`.
 *
 * @module
 */

/** Words per cell. */
export const CELL_WORDS = 2;
/** Code point bits of word 0. */
export const CP_MASK = 0x1fffff;
/**
 * Word 0 flag: the cell holds a grapheme cluster: its extra code points
 * are in `Row.marks` (up to `MARK_SLOTS`), or, with `CELL_LONG`, the whole
 * cluster is a string in `Row.long`.
 */
export const CELL_GRAPHEME = 1 << 21;
/** Word 0 flag: left half of a wide character. */
export const CELL_WIDE = 1 << 22;
/** Word 0 flag: right half of a wide character (no code point). */
export const CELL_SPACER = 1 << 23;
/** Word 0 flag: protected from selective erase (DECSCA). */
export const CELL_PROTECTED = 1 << 24;
/** Word 0 flag: the cluster is too long for `Row.marks`; see `Row.long`. */
export const CELL_LONG = 1 << 25;
