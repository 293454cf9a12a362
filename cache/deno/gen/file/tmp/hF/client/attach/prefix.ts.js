/**
 * The prefix key: a tmux-style key name (`C-b`, `C-a`, `M-a`, `F12`,
 * `` ` ``), checked here; the key tables (`key_table.ts`) match it.
 *
 * @module
 */ import { encodeKey, KeyNameError } from "../keys.ts";
/** The default prefix, Ctrl-b, as in tmux. */ export const DEFAULT_PREFIX = 0x02;
/**
 * Checks a prefix key name and returns it: any key a terminal sends a
 * code for (`C-b`, `^b`, `C-Space`, `M-a`, `F12`, `` ` ``). Throws a
 * one-line error for anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parsePrefix } from "./prefix.ts";
 * assert.equal(parsePrefix("C-a"), "C-a");
 * assert.throws(() => parsePrefix("C-"));
 * ```
 */ export function parsePrefix(name) {
  try {
    if (name.trim() === name && name !== "") {
      encodeKey(name);
      return name;
    }
  } catch (err) {
    if (!(err instanceof KeyNameError)) throw err;
  }
  throw new Error(`Unknown prefix key "${name}": use a key like C-b, C-a, M-a, F12 or \``);
}
/** A key name for a one-byte prefix (`0x02` is `C-b`), for old callers. */ export function prefixKeyName(byte) {
  if (byte === 0) return "C-Space";
  if (byte >= 1 && byte <= 26) return "C-" + String.fromCharCode(byte + 0x60);
  if (byte < 0x20) return "C-" + String.fromCharCode(byte + 0x40);
  if (byte === 0x7f) return "C-?";
  return String.fromCharCode(byte);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcHJlZml4LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHByZWZpeCBrZXk6IGEgdG11eC1zdHlsZSBrZXkgbmFtZSAoYEMtYmAsIGBDLWFgLCBgTS1hYCwgYEYxMmAsXG4gKiBgYCBgIGBgKSwgY2hlY2tlZCBoZXJlOyB0aGUga2V5IHRhYmxlcyAoYGtleV90YWJsZS50c2ApIG1hdGNoIGl0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBlbmNvZGVLZXksIEtleU5hbWVFcnJvciB9IGZyb20gXCIuLi9rZXlzLnRzXCI7XG5cbi8qKiBUaGUgZGVmYXVsdCBwcmVmaXgsIEN0cmwtYiwgYXMgaW4gdG11eC4gKi9cbmV4cG9ydCBjb25zdCBERUZBVUxUX1BSRUZJWCA9IDB4MDI7XG5cbi8qKlxuICogQ2hlY2tzIGEgcHJlZml4IGtleSBuYW1lIGFuZCByZXR1cm5zIGl0OiBhbnkga2V5IGEgdGVybWluYWwgc2VuZHMgYVxuICogY29kZSBmb3IgKGBDLWJgLCBgXmJgLCBgQy1TcGFjZWAsIGBNLWFgLCBgRjEyYCwgYGAgYCBgYCkuIFRocm93cyBhXG4gKiBvbmUtbGluZSBlcnJvciBmb3IgYW55dGhpbmcgZWxzZS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCBhc3NlcnQgZnJvbSBcIm5vZGU6YXNzZXJ0L3N0cmljdFwiO1xuICogaW1wb3J0IHsgcGFyc2VQcmVmaXggfSBmcm9tIFwiLi9wcmVmaXgudHNcIjtcbiAqIGFzc2VydC5lcXVhbChwYXJzZVByZWZpeChcIkMtYVwiKSwgXCJDLWFcIik7XG4gKiBhc3NlcnQudGhyb3dzKCgpID0+IHBhcnNlUHJlZml4KFwiQy1cIikpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZVByZWZpeChuYW1lOiBzdHJpbmcpOiBzdHJpbmcge1xuICB0cnkge1xuICAgIGlmIChuYW1lLnRyaW0oKSA9PT0gbmFtZSAmJiBuYW1lICE9PSBcIlwiKSB7XG4gICAgICBlbmNvZGVLZXkobmFtZSk7XG4gICAgICByZXR1cm4gbmFtZTtcbiAgICB9XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmICghKGVyciBpbnN0YW5jZW9mIEtleU5hbWVFcnJvcikpIHRocm93IGVycjtcbiAgfVxuICB0aHJvdyBuZXcgRXJyb3IoXG4gICAgYFVua25vd24gcHJlZml4IGtleSBcIiR7bmFtZX1cIjogdXNlIGEga2V5IGxpa2UgQy1iLCBDLWEsIE0tYSwgRjEyIG9yIFxcYGAsXG4gICk7XG59XG5cbi8qKiBBIGtleSBuYW1lIGZvciBhIG9uZS1ieXRlIHByZWZpeCAoYDB4MDJgIGlzIGBDLWJgKSwgZm9yIG9sZCBjYWxsZXJzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHByZWZpeEtleU5hbWUoYnl0ZTogbnVtYmVyKTogc3RyaW5nIHtcbiAgaWYgKGJ5dGUgPT09IDApIHJldHVybiBcIkMtU3BhY2VcIjtcbiAgaWYgKGJ5dGUgPj0gMSAmJiBieXRlIDw9IDI2KSByZXR1cm4gXCJDLVwiICsgU3RyaW5nLmZyb21DaGFyQ29kZShieXRlICsgMHg2MCk7XG4gIGlmIChieXRlIDwgMHgyMCkgcmV0dXJuIFwiQy1cIiArIFN0cmluZy5mcm9tQ2hhckNvZGUoYnl0ZSArIDB4NDApO1xuICBpZiAoYnl0ZSA9PT0gMHg3ZikgcmV0dXJuIFwiQy0/XCI7XG4gIHJldHVybiBTdHJpbmcuZnJvbUNoYXJDb2RlKGJ5dGUpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxTQUFTLEVBQUUsWUFBWSxRQUFRLGFBQWE7QUFFckQsNENBQTRDLEdBQzVDLE9BQU8sTUFBTSxpQkFBaUIsS0FBSztBQUVuQzs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLFNBQVMsWUFBWSxJQUFZO0VBQ3RDLElBQUk7SUFDRixJQUFJLEtBQUssSUFBSSxPQUFPLFFBQVEsU0FBUyxJQUFJO01BQ3ZDLFVBQVU7TUFDVixPQUFPO0lBQ1Q7RUFDRixFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksQ0FBQyxDQUFDLGVBQWUsWUFBWSxHQUFHLE1BQU07RUFDNUM7RUFDQSxNQUFNLElBQUksTUFDUixDQUFDLG9CQUFvQixFQUFFLEtBQUssMENBQTBDLENBQUM7QUFFM0U7QUFFQSx5RUFBeUUsR0FDekUsT0FBTyxTQUFTLGNBQWMsSUFBWTtFQUN4QyxJQUFJLFNBQVMsR0FBRyxPQUFPO0VBQ3ZCLElBQUksUUFBUSxLQUFLLFFBQVEsSUFBSSxPQUFPLE9BQU8sT0FBTyxZQUFZLENBQUMsT0FBTztFQUN0RSxJQUFJLE9BQU8sTUFBTSxPQUFPLE9BQU8sT0FBTyxZQUFZLENBQUMsT0FBTztFQUMxRCxJQUFJLFNBQVMsTUFBTSxPQUFPO0VBQzFCLE9BQU8sT0FBTyxZQUFZLENBQUM7QUFDN0IifQ==
// denoCacheMetadata=15123887916745281511,11292035618039389139