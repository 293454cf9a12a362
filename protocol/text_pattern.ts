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
 */

import { RE2JS } from "re2js";

/** Flags a pattern may carry, as JavaScript spells them. */
const KNOWN_FLAGS = "dgimsuy";

/** A pattern that RE2 refuses; the message is one line. */
export class TextPatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TextPatternError";
  }
}

/** A compiled `wait --text` pattern. */
export interface TextPattern {
  /** Whether the pattern matches anywhere in `text`. */
  test(text: string): boolean;
}

/**
 * Compiles `source` with JavaScript `flags`: `i` (ignore case), `m` (`^`
 * and `$` at each line), `s` (`.` matches a newline); `d`, `g`, `u` and
 * `y` change nothing for a yes-or-no match and are ignored. Throws
 * `TextPatternError` for a pattern or flag RE2 does not take.
 */
export function compileTextPattern(
  source: string,
  flags: string,
): TextPattern {
  let bits = 0;
  for (const f of flags) {
    if (!KNOWN_FLAGS.includes(f)) {
      throw new TextPatternError(
        `Unknown regular expression flag "${f}" (berth takes i, m and s)`,
      );
    }
    if (f === "i") bits |= RE2JS.CASE_INSENSITIVE;
    if (f === "m") bits |= RE2JS.MULTILINE;
    if (f === "s") bits |= RE2JS.DOTALL;
  }
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(source), bits);
    return { test: (text) => re.test(text) };
  } catch (err) {
    const why = String((err as Error)?.message ?? err).split("\n")[0];
    throw new TextPatternError(
      `Invalid or unsupported regular expression (berth uses RE2 syntax: no backreferences or lookaround): ${why}`,
    );
  }
}
