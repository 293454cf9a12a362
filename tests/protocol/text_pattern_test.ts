import assert from "node:assert/strict";
import {
  compileTextPattern,
  TextPatternError,
} from "../../protocol/text_pattern.ts";

Deno.test("compileTextPattern() matches with JavaScript's flags i, m and s", () => {
  const screen = "$ python3\n>>> 1+1\n2\n>>>";
  assert.equal(compileTextPattern("^2$", "m").test(screen), true);
  assert.equal(compileTextPattern("^2$", "").test(screen), false);
  assert.equal(compileTextPattern("PYTHON", "mi").test(screen), true);
  assert.equal(compileTextPattern("PYTHON", "m").test(screen), false);
  assert.equal(compileTextPattern("1\\+1.2", "s").test(screen), true);
  assert.equal(compileTextPattern("1\\+1.2", "").test(screen), false);
});

Deno.test("compileTextPattern() translates JavaScript spellings RE2 lacks", () => {
  assert.equal(compileTextPattern("\\u0041", "").test("xAx"), true);
  assert.equal(compileTextPattern("(?<word>ab)c", "").test("abc"), true);
});

Deno.test("compileTextPattern() answers a catastrophic pattern at once", () => {
  // JavaScript's RegExp backtracks on this for about a minute.
  const line = "a".repeat(46) + "X";
  const re = compileTextPattern("^(a+)+$", "m");
  assert.equal(re.test(line), false);
  assert.equal(re.test(`${line}\n${"a".repeat(46)}`), true);
});

Deno.test("compileTextPattern() refuses what RE2 does not take, in one line", () => {
  for (const [source, flags] of [["(a)\\1", "m"], ["a(?=b)", ""], ["(a", ""]]) {
    assert.throws(
      () => compileTextPattern(source, flags),
      (err: Error) =>
        err instanceof TextPatternError && !err.message.includes("\n") &&
        /RE2 syntax/.test(err.message),
      source,
    );
  }
  assert.throws(() => compileTextPattern("a", "x"), /Unknown .* flag "x"/);
});
