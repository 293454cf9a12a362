/**
 * Numeric parameters of a CSI or DCS sequence, in preallocated arrays so
 * that parsing a sequence allocates nothing.
 *
 * @module
 */

/** Most parameters (main and sub) kept; later ones are dropped. */
export const MAX_PARAMS = 32;
/** Largest parameter value; bigger numbers are clamped to it. */
export const MAX_PARAM_VALUE = 65535;

/**
 * Parameters in order: `values[i]` with `sub[i] === 1` when a colon (not a
 * semicolon) came before it, i.e. it is a subparameter of the last main
 * one. An empty parameter reads as 0.
 */
export class Params {
  readonly values = new Int32Array(MAX_PARAMS);
  readonly sub = new Uint8Array(MAX_PARAMS);
  length = 0;
  /**
   * Some `sub` entry may be 1. While false every entry is 0, so that a
   * parser need not write `sub` for parameters after a semicolon.
   */
  colons = false;

  /** Parameter `i`, or `def` when absent or 0. */
  get(i: number, def: number): number {
    if (i >= this.length) return def;
    const v = this.values[i];
    return v === 0 ? def : v;
  }

  /** Parameter `i`, or `def` when absent (0 stays 0). */
  raw(i: number, def: number): number {
    return i < this.length ? this.values[i] : def;
  }

  /** Replaces the contents (tests and internal re-dispatch). */
  set(values: number[]): this {
    this.length = Math.min(values.length, MAX_PARAMS);
    for (let i = 0; i < this.length; i++) this.values[i] = values[i];
    this.sub.fill(0);
    this.colons = false;
    return this;
  }
}
