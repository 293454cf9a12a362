/**
 * tmux's formats (`display-message`, the prompts' `-I` and `-p`, the
 * status line's title): `#{name}` is the variable's value, an unknown
 * one empty; `#S` `#I` `#W` `#P` `#D` `#T` `#H` `#h` `#F` are the short
 * names tmux users type (session_name, window_index, window_name,
 * pane_index, pane_id, pane_title, host, host_short, window_flags); `##`
 * is `#` (but `##[` stays, for the status line's `#[` styles, as in
 * tmux). `#{?COND,THEN,ELSE}` is THEN when COND (a variable, or a
 * format) is neither empty nor `0`, else ELSE (`#,` is a comma there);
 * `#{=N:name}` keeps the first N cells of the value, `#{=-N:name}` the
 * last N (a wide character is two). tmux's operators, as scripts write
 * them in conditions: `#{==:A,B}` `#{!=:A,B}` `#{<:A,B}` `#{>:A,B}`
 * `#{<=:A,B}` `#{>=:A,B}` compare the formats A and B as strings, `#{||:A,B}`
 * and `#{&&:A,B}` their truth, each `1` or `0`; `#{b:name}` and
 * `#{d:name}` are the value's basename and dirname, `#{l:TEXT}` TEXT
 * unexpanded. Anything else after `#` stays as it is, as in tmux. A `#{` nested more than `MAX_FORMAT_DEPTH` deep
 * expands to nothing, as tmux's does past its FORMAT_LOOP_LIMIT.
 *
 * The values come from a lookup: the daemon's for a target
 * (`server/daemon/format_values.ts`), the attach client's from what its
 * status line knows.
 *
 * @module
 */

import { charWidth } from "../vt/width.ts";
import { ctime } from "./ctime.ts";
import { globMatch } from "./glob.ts";

/**
 * How deep `#{` may nest (tmux's FORMAT_LOOP_LIMIT); one deeper expands
 * to nothing, as in tmux. It bounds the recursion: a 16384-unit format
 * could otherwise nest 5000 deep and overflow the stack.
 */
export const MAX_FORMAT_DEPTH = 100;

/**
 * A variable's value by name; undefined when there is none. A lookup
 * over a plain object must check `Object.hasOwn` (or use a Map):
 * `#{constructor}` must not find Object.prototype's.
 */
export type FormatLookup = (name: string) => string | undefined;

/** tmux's one-letter names for the variables users meet most. */
export const SHORT_NAMES: Readonly<Record<string, string>> = {
  S: "session_name",
  I: "window_index",
  W: "window_name",
  P: "pane_index",
  D: "pane_id",
  T: "pane_title",
  H: "host",
  h: "host_short",
  F: "window_flags",
};

/**
 * `template` with its formats expanded from `lookup`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { expandFormat } from "./format.ts";
 * const v = new Map([["session_name", "work"], ["window_index", "1"]]);
 * const lookup = (n: string) => v.get(n);
 * assert.equal(expandFormat("#S:#{window_index} ##", lookup), "work:1 #");
 * assert.equal(expandFormat("#{?pane_dead,dead,alive}", lookup), "alive");
 * assert.equal(expandFormat("#{=2:session_name}", lookup), "wo");
 * ```
 */
export function expandFormat(template: string, lookup: FormatLookup): string {
  return expandAt(template, lookup, 0);
}

/** `template` expanded inside `depth` levels of `#{`. */
function expandAt(
  template: string,
  lookup: FormatLookup,
  depth: number,
): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const hash = template.indexOf("#", i);
    if (hash < 0 || hash + 1 >= template.length) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, hash);
    const c = template[hash + 1];
    if (c === "{") {
      const end = closingBrace(template, hash + 2);
      if (end < 0) { // Unclosed: the rest as it is.
        out += template.slice(hash);
        break;
      }
      out += expandBraces(template.slice(hash + 2, end), lookup, depth + 1);
      i = end + 1;
    } else if (c === "(" && lookup(JOB_PROBE) !== undefined) {
      // `#(command)`: its output, when the lookup runs commands (the
      // status line's, `format_jobs.ts`), itself expanded as tmux's
      // format_job_get does, with no commands run inside it.
      const end = closingParen(template, hash + 2);
      if (end < 0) {
        out += template.slice(hash);
        break;
      }
      const cmd = expandAt(
        template.slice(hash + 2, end),
        noJobs(lookup),
        depth,
      );
      out += expandAt(lookup(`#(${cmd})`) ?? "", noJobs(lookup), depth);
      i = end + 1;
    } else if (c === "#" && /^#+\[/.test(template.slice(hash + 1))) {
      // `##[` (any run of `#` before `[`) stays for the status line's
      // styles to read (`#[` plain there), as tmux's format_expand1 leaves it.
      const bracket = template.indexOf("[", hash);
      out += template.slice(hash, bracket + 1);
      i = bracket + 1;
    } else {
      out += c === "#" || c === ","
        ? c
        : c in SHORT_NAMES
        ? lookup(SHORT_NAMES[c]) ?? ""
        : `#${c}`;
      i = hash + 2;
    }
  }
  return out;
}

/** One `=N:` cut, read where `lastIndex` says. */
const CUT = /=(-?\d+):/y;

/** What is between `#{` and its `}`, the `depth`th level of them. */
function expandBraces(
  inner: string,
  lookup: FormatLookup,
  depth: number,
): string {
  if (depth > MAX_FORMAT_DEPTH) return "";
  // `=N:` cuts, in a loop: `=1:=1:...` may be thousands long.
  const cuts: number[] = [];
  let at = 0;
  for (let m; (CUT.lastIndex = at, m = CUT.exec(inner));) {
    cuts.push(Number(m[1]));
    at = CUT.lastIndex;
  }
  inner = inner.slice(at);
  let value = inner.startsWith("?")
    ? conditional(inner.slice(1), lookup, depth)
    : modified(inner, lookup, depth) ?? valueOf(inner, lookup, depth);
  for (let i = cuts.length - 1; i >= 0; i--) {
    value = truncateCells(value, cuts[i]);
  }
  return value;
}

/** A variable's value, or `text` expanded when it is a format itself. */
function valueOf(text: string, lookup: FormatLookup, depth: number): string {
  return text.includes("#") // `#{#S}`-like text is a format of its own.
    ? expandAt(text, lookup, depth)
    : lookup(text) ?? "";
}

/** tmux's operators: both sides are formats, the answer `1` or `0`. */
const OPERATORS: Readonly<Record<string, (a: string, b: string) => boolean>> = {
  "==": (a, b) => a === b,
  "!=": (a, b) => a !== b,
  "<": (a, b) => a < b,
  ">": (a, b) => a > b,
  "<=": (a, b) => a <= b,
  ">=": (a, b) => a >= b,
  "||": (a, b) => isTrue(a) || isTrue(b),
  "&&": (a, b) => isTrue(a) && isTrue(b),
};

/**
 * One operator or modifier before its `:`, read at the start: tmux's
 * comparisons, `b` `d` `l` `n` `w` `q` `t`, `m` (`m/i`: ignoring case;
 * `m/r`, `m/ri`: a regular expression) and `e|OP|` (`e|OP|f|DIGITS|`: in
 * floating point).
 */
const MODIFIER =
  /^(==|!=|<=|>=|<|>|\|\||&&|[bdlnwqt]|m(?:\/[ri]*)?|e\|([^|:]+)\|(?:(f)(?:\|(\d+))?\|?)?):/;

/**
 * `#{OP:A,B}`, `#{b:name}`, `#{d:name}`, `#{l:text}`, tmux's `n` (length
 * in bytes), `w` (width in cells), `q` (quoted for a shell), `t` (a time
 * in seconds as ctime(3) shows it), `m` (a glob's match) and `e` (sums and
 * comparisons); undefined when `inner` starts with none of them. An
 * operator short of its two sides is nothing, as in tmux.
 */
function modified(
  inner: string,
  lookup: FormatLookup,
  depth: number,
): string | undefined {
  const m = MODIFIER.exec(inner);
  if (!m) return undefined;
  const rest = inner.slice(m[0].length);
  const value = () => valueOf(rest, lookup, depth);
  switch (m[1]) {
    case "l":
      return rest;
    case "b":
      return basename(value());
    case "d":
      return dirname(value());
    case "n":
      return String(new TextEncoder().encode(value()).length);
    case "w":
      return String(cellWidth(value()));
    case "q":
      return value().replace(SHELL_SPECIAL, "\\$&");
    case "t": {
      const seconds = Number(value());
      return value() === "" || !Number.isFinite(seconds)
        ? ""
        : ctime(new Date(seconds * 1000));
    }
  }
  const sides = splitTopLevel(rest);
  if (sides.length < 2) return "";
  const [a, b] = sides.map((side) => expandAt(side, lookup, depth));
  if (m[1].startsWith("m")) {
    const fold = m[1].includes("i");
    const hit = m[1].includes("r")
      ? regexMatch(a, b, fold)
      : globMatch(a, b, fold);
    return hit ? "1" : "0";
  }
  if (m[2] !== undefined) return arithmetic(m[2], a, b, m[3], m[4]);
  return OPERATORS[m[1]](a, b) ? "1" : "0";
}

/**
 * tmux's `m/r`: whether the POSIX extended regular expression `pattern`
 * is found anywhere in `text` (`fold`: ignoring case); one it cannot
 * compile is no match, as tmux's. Formats are the user's own (a config,
 * a binding, a command line), as trusted as `run-shell`.
 */
function regexMatch(pattern: string, text: string, fold: boolean): boolean {
  try {
    return new RegExp(fromPosixClasses(pattern), fold ? "i" : "").test(text);
  } catch {
    return false;
  }
}

/** POSIX's `[:alpha:]` and the like inside brackets, as JavaScript's. */
const POSIX_CLASSES: Record<string, string> = {
  alpha: "a-zA-Z",
  digit: "0-9",
  alnum: "a-zA-Z0-9",
  upper: "A-Z",
  lower: "a-z",
  space: "\\s",
  blank: " \\t",
  xdigit: "0-9A-Fa-f",
  punct: "!-\\/:-@\\[-`{-~",
};

function fromPosixClasses(pattern: string): string {
  return pattern.replace(
    /\[:([a-z]+):\]/g,
    (all, name: string) => POSIX_CLASSES[name] ?? all,
  );
}

/** What tmux's `q:` puts a backslash before (`format_quote_shell`). */
const SHELL_SPECIAL = /[|&;<>()$`\\"'*?[# =%]/g;

/** Cells `text` takes: each grapheme's width, as `truncateCells` counts. */
function cellWidth(text: string): number {
  let cells = 0;
  for (const g of splitGraphemes(text)) cells += graphemeCells(g);
  return cells;
}

/**
 * tmux's `e|OP|`: `a OP b` as integers (`f`: floating point, `digits`
 * after the point, default 2), or a comparison's `1` or `0`; nothing for
 * an unknown operator, a side that is no number, or a division by zero.
 */
function arithmetic(
  op: string,
  a: string,
  b: string,
  float: string | undefined,
  digits: string | undefined,
): string {
  const parse = float ? Number.parseFloat : (s: string) => Number.parseInt(s);
  const x = parse(a), y = parse(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return "";
  let r: number;
  switch (op) {
    case "+":
      r = x + y;
      break;
    case "-":
      r = x - y;
      break;
    case "*":
      r = x * y;
      break;
    case "/":
      if (y === 0) return "";
      r = x / y;
      break;
    case "m":
      if (y === 0) return "";
      r = x % y;
      break;
    case "==":
      return x === y ? "1" : "0";
    case "!=":
      return x !== y ? "1" : "0";
    case "<":
      return x < y ? "1" : "0";
    case ">":
      return x > y ? "1" : "0";
    case "<=":
      return x <= y ? "1" : "0";
    case ">=":
      return x >= y ? "1" : "0";
    default:
      return "";
  }
  return float ? r.toFixed(Number(digits ?? 2)) : String(Math.trunc(r));
}

/** tmux's truth: neither empty nor `0`. */
function isTrue(value: string): boolean {
  return value !== "" && value !== "0";
}

/** The last part of a path, as basename(3) (`/` for `/`). */
function basename(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return path === "" ? "" : "/";
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}

/** All but the last part of a path, as dirname(3) (`.` for none). */
function dirname(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return path === "" ? "." : "/";
  const slash = trimmed.lastIndexOf("/");
  if (slash < 0) return ".";
  return trimmed.slice(0, slash).replace(/\/+$/, "") || "/";
}

/** `COND,THEN,ELSE` of `#{?...}`. */
function conditional(
  body: string,
  lookup: FormatLookup,
  depth: number,
): string {
  const [cond, then = "", otherwise = ""] = splitTopLevel(body);
  const value = cond.includes("#")
    ? expandAt(cond, lookup, depth)
    : lookup(cond) ?? "";
  return expandAt(
    isTrue(value) ? then : otherwise,
    lookup,
    depth,
  );
}

/** `text` split at the commas outside nested `#{...}` (`#,` is no split). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "#" && (text[i + 1] === "{")) {
      depth++;
      i++;
    } else if (c === "#") {
      i++; // `#,` `##` `#S`: never a separator.
    } else if (c === "}" && depth > 0) {
      depth--;
    } else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index of the `}` that closes a `#{` whose text starts at `from`. */
/**
 * The name a lookup answers (with any text) when it runs `#(command)`:
 * it is then asked for `#(command)` itself, the command expanded.
 */
export const JOB_PROBE = "#(";

// A lookup that runs no commands (`#(` stays as it is).
function noJobs(lookup: FormatLookup): FormatLookup {
  return (name) => name.startsWith("#(") ? undefined : lookup(name);
}

// The index of the `)` that ends a `#(` whose text starts at `from`, or
// -1: as tmux 3.3a's format_expand1, the one that balances the `(`s
// after it, whatever else the text holds (`#(echo $((1+1)))` runs
// `echo $((1+1))`; a `)` inside `#{...}` ends it too, as tmux's).
function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return -1;
}

function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "#" && text[i + 1] === "{") {
      depth++;
      i++;
    } else if (text[i] === "#") {
      i++;
    } else if (text[i] === "}" && --depth === 0) {
      return i;
    }
  }
  return -1;
}

let segmenter: Intl.Segmenter | undefined;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * `text` cut to its first `n` cells, or its last `-n` when `n` is
 * negative (tmux's `#{=N:...}`); a wide character counts two, and one
 * that would straddle the cut is left out.
 */
export function truncateCells(text: string, n: number): string {
  const graphemes = splitGraphemes(text);
  if (n < 0) graphemes.reverse();
  const max = Math.abs(n);
  const kept: string[] = [];
  let used = 0;
  for (const g of graphemes) {
    const w = graphemeCells(g);
    if (used + w > max) break;
    kept.push(g);
    used += w;
  }
  if (n < 0) kept.reverse();
  return kept.join("");
}

/** `text`'s graphemes (its characters alone when it is printable ASCII). */
function splitGraphemes(text: string): string[] {
  return PRINTABLE_ASCII.test(text) ? text.split("") : Array.from(
    (segmenter ??= new Intl.Segmenter()).segment(text),
    (s) => s.segment,
  );
}

/** The cells a grapheme takes; controls none (they never reach a screen). */
export function graphemeCells(g: string): number {
  const cp = g.codePointAt(0) ?? 32;
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return 0;
  return charWidth(cp) === 2 ? 2 : 1;
}
