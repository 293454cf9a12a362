/**
 * The G0-G3 character sets a program can designate (`ESC ( 0` ...): each
 * is a map from the 94 GL bytes to code points; `null` is plain ASCII.
 *
 * @module
 */

/** A designated character set: `table[byte]` is the code point to print. */
export type Charset = Uint32Array | null;

function mapped(changes: Record<number, number>): Uint32Array {
  const t = new Uint32Array(128);
  for (let i = 0; i < 128; i++) t[i] = i;
  for (const [k, v] of Object.entries(changes)) t[Number(k)] = v;
  return t;
}

/** DEC Special Graphics (`ESC ( 0`): line drawing in 0x5F-0x7E. */
export const DEC_SPECIAL_GRAPHICS: Uint32Array = mapped({
  0x5f: 0x00a0, // blank
  0x60: 0x25c6, // ◆
  0x61: 0x2592, // ▒
  0x62: 0x2409, // HT symbol
  0x63: 0x240c, // FF symbol
  0x64: 0x240d, // CR symbol
  0x65: 0x240a, // LF symbol
  0x66: 0x00b0, // °
  0x67: 0x00b1, // ±
  0x68: 0x2424, // NL symbol
  0x69: 0x240b, // VT symbol
  0x6a: 0x2518, // ┘
  0x6b: 0x2510, // ┐
  0x6c: 0x250c, // ┌
  0x6d: 0x2514, // └
  0x6e: 0x253c, // ┼
  0x6f: 0x23ba, // scan line 1
  0x70: 0x23bb, // scan line 3
  0x71: 0x2500, // ─
  0x72: 0x23bc, // scan line 7
  0x73: 0x23bd, // scan line 9
  0x74: 0x251c, // ├
  0x75: 0x2524, // ┤
  0x76: 0x2534, // ┴
  0x77: 0x252c, // ┬
  0x78: 0x2502, // │
  0x79: 0x2264, // ≤
  0x7a: 0x2265, // ≥
  0x7b: 0x03c0, // π
  0x7c: 0x2260, // ≠
  0x7d: 0x00a3, // £
  0x7e: 0x00b7, // ·
});

/** United Kingdom (`ESC ( A`): `#` is the pound sign. */
export const UK: Uint32Array = mapped({ 0x23: 0x00a3 });

/** The charset a designator final byte names; ASCII for unknown ones. */
export function charsetFor(final: number): Charset {
  switch (final) {
    case 0x30: // '0'
      return DEC_SPECIAL_GRAPHICS;
    case 0x41: // 'A'
      return UK;
    default:
      return null;
  }
}
