/**
 * The patterns of `wait --text` (and the library's `waitFor`), compiled for
 * a linear-time engine: RE2's syntax and semantics through `re2js`, a pure
 * JavaScript port of RE2. A pattern comes from a client and is matched by
 * the session's parse worker against every screen change; JavaScript's own
 * backtracking `RegExp` takes exponential time on patterns such as
 * `^(a+)+$` (46 `a`s and an `X` held a parse worker for 60-70 s), and
 * nothing can interrupt it. RE2 never backtracks: a check costs time in
 * proportion to the screen's text (about 4 us for an 80x24 screen here).
 *
 * What RE2 lacks, and is refused with a one-line error: backreferences
 * (`\1`) and lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`).
 * JavaScript spellings RE2 lacks (`\uXXXX`, `(?<name>`) are translated.
 *
 * Importing this module loads no FFI; both the daemon's validation and the
 * parse worker use it.
 *
 * @module
 */ import { RE2JS } from "re2js";
/** Flags a pattern may carry, as JavaScript spells them. */ const KNOWN_FLAGS = "dgimsuy";
/** A pattern that RE2 refuses; the message is one line. */ export class TextPatternError extends Error {
  constructor(message){
    super(message);
    this.name = "TextPatternError";
  }
}
/**
 * Compiles `source` with JavaScript `flags`: `i` (ignore case), `m` (`^`
 * and `$` at each line), `s` (`.` matches a newline); `d`, `g`, `u` and
 * `y` change nothing for a yes-or-no match and are ignored. Throws
 * `TextPatternError` for a pattern or flag RE2 does not take.
 */ export function compileTextPattern(source, flags) {
  let bits = 0;
  for (const f of flags){
    if (!KNOWN_FLAGS.includes(f)) {
      throw new TextPatternError(`Unknown regular expression flag "${f}" (berth takes i, m and s)`);
    }
    if (f === "i") bits |= RE2JS.CASE_INSENSITIVE;
    if (f === "m") bits |= RE2JS.MULTILINE;
    if (f === "s") bits |= RE2JS.DOTALL;
  }
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(source), bits);
    return {
      test: (text)=>re.test(text)
    };
  } catch (err) {
    const why = String(err?.message ?? err).split("\n")[0];
    throw new TextPatternError(`Invalid or unsupported regular expression (berth uses RE2 syntax: no backreferences or lookaround): ${why}`);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3RleHRfcGF0dGVybi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBwYXR0ZXJucyBvZiBgd2FpdCAtLXRleHRgIChhbmQgdGhlIGxpYnJhcnkncyBgd2FpdEZvcmApLCBjb21waWxlZCBmb3JcbiAqIGEgbGluZWFyLXRpbWUgZW5naW5lOiBSRTIncyBzeW50YXggYW5kIHNlbWFudGljcyB0aHJvdWdoIGByZTJqc2AsIGEgcHVyZVxuICogSmF2YVNjcmlwdCBwb3J0IG9mIFJFMi4gQSBwYXR0ZXJuIGNvbWVzIGZyb20gYSBjbGllbnQgYW5kIGlzIG1hdGNoZWQgYnlcbiAqIHRoZSBzZXNzaW9uJ3MgcGFyc2Ugd29ya2VyIGFnYWluc3QgZXZlcnkgc2NyZWVuIGNoYW5nZTsgSmF2YVNjcmlwdCdzIG93blxuICogYmFja3RyYWNraW5nIGBSZWdFeHBgIHRha2VzIGV4cG9uZW50aWFsIHRpbWUgb24gcGF0dGVybnMgc3VjaCBhc1xuICogYF4oYSspKyRgICg0NiBgYWBzIGFuZCBhbiBgWGAgaGVsZCBhIHBhcnNlIHdvcmtlciBmb3IgNjAtNzAgcyksIGFuZFxuICogbm90aGluZyBjYW4gaW50ZXJydXB0IGl0LiBSRTIgbmV2ZXIgYmFja3RyYWNrczogYSBjaGVjayBjb3N0cyB0aW1lIGluXG4gKiBwcm9wb3J0aW9uIHRvIHRoZSBzY3JlZW4ncyB0ZXh0IChhYm91dCA0IHVzIGZvciBhbiA4MHgyNCBzY3JlZW4gaGVyZSkuXG4gKlxuICogV2hhdCBSRTIgbGFja3MsIGFuZCBpcyByZWZ1c2VkIHdpdGggYSBvbmUtbGluZSBlcnJvcjogYmFja3JlZmVyZW5jZXNcbiAqIChgXFwxYCkgYW5kIGxvb2thaGVhZCBvciBsb29rYmVoaW5kIChgKD89YCwgYCg/IWAsIGAoPzw9YCwgYCg/PCFgKS5cbiAqIEphdmFTY3JpcHQgc3BlbGxpbmdzIFJFMiBsYWNrcyAoYFxcdVhYWFhgLCBgKD88bmFtZT5gKSBhcmUgdHJhbnNsYXRlZC5cbiAqXG4gKiBJbXBvcnRpbmcgdGhpcyBtb2R1bGUgbG9hZHMgbm8gRkZJOyBib3RoIHRoZSBkYWVtb24ncyB2YWxpZGF0aW9uIGFuZCB0aGVcbiAqIHBhcnNlIHdvcmtlciB1c2UgaXQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IFJFMkpTIH0gZnJvbSBcInJlMmpzXCI7XG5cbi8qKiBGbGFncyBhIHBhdHRlcm4gbWF5IGNhcnJ5LCBhcyBKYXZhU2NyaXB0IHNwZWxscyB0aGVtLiAqL1xuY29uc3QgS05PV05fRkxBR1MgPSBcImRnaW1zdXlcIjtcblxuLyoqIEEgcGF0dGVybiB0aGF0IFJFMiByZWZ1c2VzOyB0aGUgbWVzc2FnZSBpcyBvbmUgbGluZS4gKi9cbmV4cG9ydCBjbGFzcyBUZXh0UGF0dGVybkVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIlRleHRQYXR0ZXJuRXJyb3JcIjtcbiAgfVxufVxuXG4vKiogQSBjb21waWxlZCBgd2FpdCAtLXRleHRgIHBhdHRlcm4uICovXG5leHBvcnQgaW50ZXJmYWNlIFRleHRQYXR0ZXJuIHtcbiAgLyoqIFdoZXRoZXIgdGhlIHBhdHRlcm4gbWF0Y2hlcyBhbnl3aGVyZSBpbiBgdGV4dGAuICovXG4gIHRlc3QodGV4dDogc3RyaW5nKTogYm9vbGVhbjtcbn1cblxuLyoqXG4gKiBDb21waWxlcyBgc291cmNlYCB3aXRoIEphdmFTY3JpcHQgYGZsYWdzYDogYGlgIChpZ25vcmUgY2FzZSksIGBtYCAoYF5gXG4gKiBhbmQgYCRgIGF0IGVhY2ggbGluZSksIGBzYCAoYC5gIG1hdGNoZXMgYSBuZXdsaW5lKTsgYGRgLCBgZ2AsIGB1YCBhbmRcbiAqIGB5YCBjaGFuZ2Ugbm90aGluZyBmb3IgYSB5ZXMtb3Itbm8gbWF0Y2ggYW5kIGFyZSBpZ25vcmVkLiBUaHJvd3NcbiAqIGBUZXh0UGF0dGVybkVycm9yYCBmb3IgYSBwYXR0ZXJuIG9yIGZsYWcgUkUyIGRvZXMgbm90IHRha2UuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb21waWxlVGV4dFBhdHRlcm4oXG4gIHNvdXJjZTogc3RyaW5nLFxuICBmbGFnczogc3RyaW5nLFxuKTogVGV4dFBhdHRlcm4ge1xuICBsZXQgYml0cyA9IDA7XG4gIGZvciAoY29uc3QgZiBvZiBmbGFncykge1xuICAgIGlmICghS05PV05fRkxBR1MuaW5jbHVkZXMoZikpIHtcbiAgICAgIHRocm93IG5ldyBUZXh0UGF0dGVybkVycm9yKFxuICAgICAgICBgVW5rbm93biByZWd1bGFyIGV4cHJlc3Npb24gZmxhZyBcIiR7Zn1cIiAoYmVydGggdGFrZXMgaSwgbSBhbmQgcylgLFxuICAgICAgKTtcbiAgICB9XG4gICAgaWYgKGYgPT09IFwiaVwiKSBiaXRzIHw9IFJFMkpTLkNBU0VfSU5TRU5TSVRJVkU7XG4gICAgaWYgKGYgPT09IFwibVwiKSBiaXRzIHw9IFJFMkpTLk1VTFRJTElORTtcbiAgICBpZiAoZiA9PT0gXCJzXCIpIGJpdHMgfD0gUkUySlMuRE9UQUxMO1xuICB9XG4gIHRyeSB7XG4gICAgY29uc3QgcmUgPSBSRTJKUy5jb21waWxlKFJFMkpTLnRyYW5zbGF0ZVJlZ0V4cChzb3VyY2UpLCBiaXRzKTtcbiAgICByZXR1cm4geyB0ZXN0OiAodGV4dCkgPT4gcmUudGVzdCh0ZXh0KSB9O1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBjb25zdCB3aHkgPSBTdHJpbmcoKGVyciBhcyBFcnJvcik/Lm1lc3NhZ2UgPz8gZXJyKS5zcGxpdChcIlxcblwiKVswXTtcbiAgICB0aHJvdyBuZXcgVGV4dFBhdHRlcm5FcnJvcihcbiAgICAgIGBJbnZhbGlkIG9yIHVuc3VwcG9ydGVkIHJlZ3VsYXIgZXhwcmVzc2lvbiAoYmVydGggdXNlcyBSRTIgc3ludGF4OiBubyBiYWNrcmVmZXJlbmNlcyBvciBsb29rYXJvdW5kKTogJHt3aHl9YCxcbiAgICApO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUVELFNBQVMsS0FBSyxRQUFRLFFBQVE7QUFFOUIsMERBQTBELEdBQzFELE1BQU0sY0FBYztBQUVwQix5REFBeUQsR0FDekQsT0FBTyxNQUFNLHlCQUF5QjtFQUNwQyxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQVFBOzs7OztDQUtDLEdBQ0QsT0FBTyxTQUFTLG1CQUNkLE1BQWMsRUFDZCxLQUFhO0VBRWIsSUFBSSxPQUFPO0VBQ1gsS0FBSyxNQUFNLEtBQUssTUFBTztJQUNyQixJQUFJLENBQUMsWUFBWSxRQUFRLENBQUMsSUFBSTtNQUM1QixNQUFNLElBQUksaUJBQ1IsQ0FBQyxpQ0FBaUMsRUFBRSxFQUFFLDBCQUEwQixDQUFDO0lBRXJFO0lBQ0EsSUFBSSxNQUFNLEtBQUssUUFBUSxNQUFNLGdCQUFnQjtJQUM3QyxJQUFJLE1BQU0sS0FBSyxRQUFRLE1BQU0sU0FBUztJQUN0QyxJQUFJLE1BQU0sS0FBSyxRQUFRLE1BQU0sTUFBTTtFQUNyQztFQUNBLElBQUk7SUFDRixNQUFNLEtBQUssTUFBTSxPQUFPLENBQUMsTUFBTSxlQUFlLENBQUMsU0FBUztJQUN4RCxPQUFPO01BQUUsTUFBTSxDQUFDLE9BQVMsR0FBRyxJQUFJLENBQUM7SUFBTTtFQUN6QyxFQUFFLE9BQU8sS0FBSztJQUNaLE1BQU0sTUFBTSxPQUFPLEFBQUMsS0FBZSxXQUFXLEtBQUssS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFO0lBQ2pFLE1BQU0sSUFBSSxpQkFDUixDQUFDLG9HQUFvRyxFQUFFLEtBQUs7RUFFaEg7QUFDRiJ9
// denoCacheMetadata=10340135007368386641,15083292424110390764