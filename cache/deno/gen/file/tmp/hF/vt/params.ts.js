/**
 * Numeric parameters of a CSI or DCS sequence, in preallocated arrays so
 * that parsing a sequence allocates nothing.
 *
 * @module
 */ /** Most parameters (main and sub) kept; later ones are dropped. */ export const MAX_PARAMS = 32;
/** Largest parameter value; bigger numbers are clamped to it. */ export const MAX_PARAM_VALUE = 65535;
/**
 * Parameters in order: `values[i]` with `sub[i] === 1` when a colon (not a
 * semicolon) came before it, i.e. it is a subparameter of the last main
 * one. An empty parameter reads as 0.
 */ export class Params {
  values = new Int32Array(MAX_PARAMS);
  sub = new Uint8Array(MAX_PARAMS);
  length = 0;
  /**
   * Some `sub` entry may be 1. While false every entry is 0, so that a
   * parser need not write `sub` for parameters after a semicolon.
   */ colons = false;
  /** Parameter `i`, or `def` when absent or 0. */ get(i, def) {
    if (i >= this.length) return def;
    const v = this.values[i];
    return v === 0 ? def : v;
  }
  /** Parameter `i`, or `def` when absent (0 stays 0). */ raw(i, def) {
    return i < this.length ? this.values[i] : def;
  }
  /** Replaces the contents (tests and internal re-dispatch). */ set(values) {
    this.length = Math.min(values.length, MAX_PARAMS);
    for(let i = 0; i < this.length; i++)this.values[i] = values[i];
    this.sub.fill(0);
    this.colons = false;
    return this;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3BhcmFtcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIE51bWVyaWMgcGFyYW1ldGVycyBvZiBhIENTSSBvciBEQ1Mgc2VxdWVuY2UsIGluIHByZWFsbG9jYXRlZCBhcnJheXMgc29cbiAqIHRoYXQgcGFyc2luZyBhIHNlcXVlbmNlIGFsbG9jYXRlcyBub3RoaW5nLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogTW9zdCBwYXJhbWV0ZXJzIChtYWluIGFuZCBzdWIpIGtlcHQ7IGxhdGVyIG9uZXMgYXJlIGRyb3BwZWQuICovXG5leHBvcnQgY29uc3QgTUFYX1BBUkFNUyA9IDMyO1xuLyoqIExhcmdlc3QgcGFyYW1ldGVyIHZhbHVlOyBiaWdnZXIgbnVtYmVycyBhcmUgY2xhbXBlZCB0byBpdC4gKi9cbmV4cG9ydCBjb25zdCBNQVhfUEFSQU1fVkFMVUUgPSA2NTUzNTtcblxuLyoqXG4gKiBQYXJhbWV0ZXJzIGluIG9yZGVyOiBgdmFsdWVzW2ldYCB3aXRoIGBzdWJbaV0gPT09IDFgIHdoZW4gYSBjb2xvbiAobm90IGFcbiAqIHNlbWljb2xvbikgY2FtZSBiZWZvcmUgaXQsIGkuZS4gaXQgaXMgYSBzdWJwYXJhbWV0ZXIgb2YgdGhlIGxhc3QgbWFpblxuICogb25lLiBBbiBlbXB0eSBwYXJhbWV0ZXIgcmVhZHMgYXMgMC5cbiAqL1xuZXhwb3J0IGNsYXNzIFBhcmFtcyB7XG4gIHJlYWRvbmx5IHZhbHVlcyA9IG5ldyBJbnQzMkFycmF5KE1BWF9QQVJBTVMpO1xuICByZWFkb25seSBzdWIgPSBuZXcgVWludDhBcnJheShNQVhfUEFSQU1TKTtcbiAgbGVuZ3RoID0gMDtcbiAgLyoqXG4gICAqIFNvbWUgYHN1YmAgZW50cnkgbWF5IGJlIDEuIFdoaWxlIGZhbHNlIGV2ZXJ5IGVudHJ5IGlzIDAsIHNvIHRoYXQgYVxuICAgKiBwYXJzZXIgbmVlZCBub3Qgd3JpdGUgYHN1YmAgZm9yIHBhcmFtZXRlcnMgYWZ0ZXIgYSBzZW1pY29sb24uXG4gICAqL1xuICBjb2xvbnMgPSBmYWxzZTtcblxuICAvKiogUGFyYW1ldGVyIGBpYCwgb3IgYGRlZmAgd2hlbiBhYnNlbnQgb3IgMC4gKi9cbiAgZ2V0KGk6IG51bWJlciwgZGVmOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGlmIChpID49IHRoaXMubGVuZ3RoKSByZXR1cm4gZGVmO1xuICAgIGNvbnN0IHYgPSB0aGlzLnZhbHVlc1tpXTtcbiAgICByZXR1cm4gdiA9PT0gMCA/IGRlZiA6IHY7XG4gIH1cblxuICAvKiogUGFyYW1ldGVyIGBpYCwgb3IgYGRlZmAgd2hlbiBhYnNlbnQgKDAgc3RheXMgMCkuICovXG4gIHJhdyhpOiBudW1iZXIsIGRlZjogbnVtYmVyKTogbnVtYmVyIHtcbiAgICByZXR1cm4gaSA8IHRoaXMubGVuZ3RoID8gdGhpcy52YWx1ZXNbaV0gOiBkZWY7XG4gIH1cblxuICAvKiogUmVwbGFjZXMgdGhlIGNvbnRlbnRzICh0ZXN0cyBhbmQgaW50ZXJuYWwgcmUtZGlzcGF0Y2gpLiAqL1xuICBzZXQodmFsdWVzOiBudW1iZXJbXSk6IHRoaXMge1xuICAgIHRoaXMubGVuZ3RoID0gTWF0aC5taW4odmFsdWVzLmxlbmd0aCwgTUFYX1BBUkFNUyk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCB0aGlzLmxlbmd0aDsgaSsrKSB0aGlzLnZhbHVlc1tpXSA9IHZhbHVlc1tpXTtcbiAgICB0aGlzLnN1Yi5maWxsKDApO1xuICAgIHRoaXMuY29sb25zID0gZmFsc2U7XG4gICAgcmV0dXJuIHRoaXM7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELGlFQUFpRSxHQUNqRSxPQUFPLE1BQU0sYUFBYSxHQUFHO0FBQzdCLCtEQUErRCxHQUMvRCxPQUFPLE1BQU0sa0JBQWtCLE1BQU07QUFFckM7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTTtFQUNGLFNBQVMsSUFBSSxXQUFXLFlBQVk7RUFDcEMsTUFBTSxJQUFJLFdBQVcsWUFBWTtFQUMxQyxTQUFTLEVBQUU7RUFDWDs7O0dBR0MsR0FDRCxTQUFTLE1BQU07RUFFZiw4Q0FBOEMsR0FDOUMsSUFBSSxDQUFTLEVBQUUsR0FBVyxFQUFVO0lBQ2xDLElBQUksS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLE9BQU87SUFDN0IsTUFBTSxJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsRUFBRTtJQUN4QixPQUFPLE1BQU0sSUFBSSxNQUFNO0VBQ3pCO0VBRUEscURBQXFELEdBQ3JELElBQUksQ0FBUyxFQUFFLEdBQVcsRUFBVTtJQUNsQyxPQUFPLElBQUksSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLENBQUMsTUFBTSxDQUFDLEVBQUUsR0FBRztFQUM1QztFQUVBLDREQUE0RCxHQUM1RCxJQUFJLE1BQWdCLEVBQVE7SUFDMUIsSUFBSSxDQUFDLE1BQU0sR0FBRyxLQUFLLEdBQUcsQ0FBQyxPQUFPLE1BQU0sRUFBRTtJQUN0QyxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFLLElBQUksQ0FBQyxNQUFNLENBQUMsRUFBRSxHQUFHLE1BQU0sQ0FBQyxFQUFFO0lBQ2hFLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSSxDQUFDO0lBQ2QsSUFBSSxDQUFDLE1BQU0sR0FBRztJQUNkLE9BQU8sSUFBSTtFQUNiO0FBQ0YifQ==
// denoCacheMetadata=11810445883802211012,13107799522398159860