/**
 * tmux's formats (`display-message`, the prompts' `-I` and `-p`, the
 * status line's title): `#{name}` is the variable's value, an unknown
 * one empty; `#S` `#I` `#W` `#P` `#D` `#T` `#H` `#h` `#F` are the short
 * names tmux users type (session_name, window_index, window_name,
 * pane_index, pane_id, pane_title, host, host_short, window_flags); `##`
 * is `#`. `#{?COND,THEN,ELSE}` is THEN when COND (a variable, or a
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
 */ import { charWidth } from "../vt/width.ts";
/**
 * How deep `#{` may nest (tmux's FORMAT_LOOP_LIMIT); one deeper expands
 * to nothing, as in tmux. It bounds the recursion: a 16384-unit format
 * could otherwise nest 5000 deep and overflow the stack.
 */ export const MAX_FORMAT_DEPTH = 100;
/** tmux's one-letter names for the variables users meet most. */ export const SHORT_NAMES = {
  S: "session_name",
  I: "window_index",
  W: "window_name",
  P: "pane_index",
  D: "pane_id",
  T: "pane_title",
  H: "host",
  h: "host_short",
  F: "window_flags"
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
 */ export function expandFormat(template, lookup) {
  return expandAt(template, lookup, 0);
}
/** `template` expanded inside `depth` levels of `#{`. */ function expandAt(template, lookup, depth) {
  let out = "";
  let i = 0;
  while(i < template.length){
    const hash = template.indexOf("#", i);
    if (hash < 0 || hash + 1 >= template.length) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, hash);
    const c = template[hash + 1];
    if (c === "{") {
      const end = closingBrace(template, hash + 2);
      if (end < 0) {
        out += template.slice(hash);
        break;
      }
      out += expandBraces(template.slice(hash + 2, end), lookup, depth + 1);
      i = end + 1;
    } else {
      out += c === "#" || c === "," ? c : c in SHORT_NAMES ? lookup(SHORT_NAMES[c]) ?? "" : `#${c}`;
      i = hash + 2;
    }
  }
  return out;
}
/** One `=N:` cut, read where `lastIndex` says. */ const CUT = /=(-?\d+):/y;
/** What is between `#{` and its `}`, the `depth`th level of them. */ function expandBraces(inner, lookup, depth) {
  if (depth > MAX_FORMAT_DEPTH) return "";
  // `=N:` cuts, in a loop: `=1:=1:...` may be thousands long.
  const cuts = [];
  let at = 0;
  for(let m; CUT.lastIndex = at, m = CUT.exec(inner);){
    cuts.push(Number(m[1]));
    at = CUT.lastIndex;
  }
  inner = inner.slice(at);
  let value = inner.startsWith("?") ? conditional(inner.slice(1), lookup, depth) : modified(inner, lookup, depth) ?? valueOf(inner, lookup, depth);
  for(let i = cuts.length - 1; i >= 0; i--){
    value = truncateCells(value, cuts[i]);
  }
  return value;
}
/** A variable's value, or `text` expanded when it is a format itself. */ function valueOf(text, lookup, depth) {
  return text.includes("#") // `#{#S}`-like text is a format of its own.
   ? expandAt(text, lookup, depth) : lookup(text) ?? "";
}
/** tmux's operators: both sides are formats, the answer `1` or `0`. */ const OPERATORS = {
  "==": (a, b)=>a === b,
  "!=": (a, b)=>a !== b,
  "<": (a, b)=>a < b,
  ">": (a, b)=>a > b,
  "<=": (a, b)=>a <= b,
  ">=": (a, b)=>a >= b,
  "||": (a, b)=>isTrue(a) || isTrue(b),
  "&&": (a, b)=>isTrue(a) && isTrue(b)
};
/** One operator or modifier before its `:`, read at the start. */ const MODIFIER = /^(==|!=|<=|>=|<|>|\|\||&&|[bdl]):/;
/**
 * `#{OP:A,B}` and `#{b:name}`, `#{d:name}`, `#{l:text}`; undefined when
 * `inner` starts with none of them. An operator short of its two sides
 * is nothing, as in tmux.
 */ function modified(inner, lookup, depth) {
  const m = MODIFIER.exec(inner);
  if (!m) return undefined;
  const rest = inner.slice(m[0].length);
  switch(m[1]){
    case "l":
      return rest;
    case "b":
      return basename(valueOf(rest, lookup, depth));
    case "d":
      return dirname(valueOf(rest, lookup, depth));
  }
  const sides = splitTopLevel(rest);
  if (sides.length < 2) return "";
  const [a, b] = sides.map((side)=>expandAt(side, lookup, depth));
  return OPERATORS[m[1]](a, b) ? "1" : "0";
}
/** tmux's truth: neither empty nor `0`. */ function isTrue(value) {
  return value !== "" && value !== "0";
}
/** The last part of a path, as basename(3) (`/` for `/`). */ function basename(path) {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return path === "" ? "" : "/";
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
/** All but the last part of a path, as dirname(3) (`.` for none). */ function dirname(path) {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return path === "" ? "." : "/";
  const slash = trimmed.lastIndexOf("/");
  if (slash < 0) return ".";
  return trimmed.slice(0, slash).replace(/\/+$/, "") || "/";
}
/** `COND,THEN,ELSE` of `#{?...}`. */ function conditional(body, lookup, depth) {
  const [cond, then = "", otherwise = ""] = splitTopLevel(body);
  const value = cond.includes("#") ? expandAt(cond, lookup, depth) : lookup(cond) ?? "";
  return expandAt(isTrue(value) ? then : otherwise, lookup, depth);
}
/** `text` split at the commas outside nested `#{...}` (`#,` is no split). */ function splitTopLevel(text) {
  const parts = [];
  let depth = 0, start = 0;
  for(let i = 0; i < text.length; i++){
    const c = text[i];
    if (c === "#" && text[i + 1] === "{") {
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
/** The index of the `}` that closes a `#{` whose text starts at `from`. */ function closingBrace(text, from) {
  let depth = 1;
  for(let i = from; i < text.length; i++){
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
let segmenter;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/**
 * `text` cut to its first `n` cells, or its last `-n` when `n` is
 * negative (tmux's `#{=N:...}`); a wide character counts two, and one
 * that would straddle the cut is left out.
 */ export function truncateCells(text, n) {
  const graphemes = PRINTABLE_ASCII.test(text) ? text.split("") : Array.from((segmenter ??= new Intl.Segmenter()).segment(text), (s)=>s.segment);
  if (n < 0) graphemes.reverse();
  const max = Math.abs(n);
  const kept = [];
  let used = 0;
  for (const g of graphemes){
    const w = graphemeCells(g);
    if (used + w > max) break;
    kept.push(g);
    used += w;
  }
  if (n < 0) kept.reverse();
  return kept.join("");
}
/** The cells a grapheme takes; controls none (they never reach a screen). */ export function graphemeCells(g) {
  const cp = g.codePointAt(0) ?? 32;
  if (cp < 0x20 || cp >= 0x7f && cp < 0xa0) return 0;
  return charWidth(cp) === 2 ? 2 : 1;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2Zvcm1hdC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIHRtdXgncyBmb3JtYXRzIChgZGlzcGxheS1tZXNzYWdlYCwgdGhlIHByb21wdHMnIGAtSWAgYW5kIGAtcGAsIHRoZVxuICogc3RhdHVzIGxpbmUncyB0aXRsZSk6IGAje25hbWV9YCBpcyB0aGUgdmFyaWFibGUncyB2YWx1ZSwgYW4gdW5rbm93blxuICogb25lIGVtcHR5OyBgI1NgIGAjSWAgYCNXYCBgI1BgIGAjRGAgYCNUYCBgI0hgIGAjaGAgYCNGYCBhcmUgdGhlIHNob3J0XG4gKiBuYW1lcyB0bXV4IHVzZXJzIHR5cGUgKHNlc3Npb25fbmFtZSwgd2luZG93X2luZGV4LCB3aW5kb3dfbmFtZSxcbiAqIHBhbmVfaW5kZXgsIHBhbmVfaWQsIHBhbmVfdGl0bGUsIGhvc3QsIGhvc3Rfc2hvcnQsIHdpbmRvd19mbGFncyk7IGAjI2BcbiAqIGlzIGAjYC4gYCN7P0NPTkQsVEhFTixFTFNFfWAgaXMgVEhFTiB3aGVuIENPTkQgKGEgdmFyaWFibGUsIG9yIGFcbiAqIGZvcm1hdCkgaXMgbmVpdGhlciBlbXB0eSBub3IgYDBgLCBlbHNlIEVMU0UgKGAjLGAgaXMgYSBjb21tYSB0aGVyZSk7XG4gKiBgI3s9TjpuYW1lfWAga2VlcHMgdGhlIGZpcnN0IE4gY2VsbHMgb2YgdGhlIHZhbHVlLCBgI3s9LU46bmFtZX1gIHRoZVxuICogbGFzdCBOIChhIHdpZGUgY2hhcmFjdGVyIGlzIHR3bykuIHRtdXgncyBvcGVyYXRvcnMsIGFzIHNjcmlwdHMgd3JpdGVcbiAqIHRoZW0gaW4gY29uZGl0aW9uczogYCN7PT06QSxCfWAgYCN7IT06QSxCfWAgYCN7PDpBLEJ9YCBgI3s+OkEsQn1gXG4gKiBgI3s8PTpBLEJ9YCBgI3s+PTpBLEJ9YCBjb21wYXJlIHRoZSBmb3JtYXRzIEEgYW5kIEIgYXMgc3RyaW5ncywgYCN7fHw6QSxCfWBcbiAqIGFuZCBgI3smJjpBLEJ9YCB0aGVpciB0cnV0aCwgZWFjaCBgMWAgb3IgYDBgOyBgI3tiOm5hbWV9YCBhbmRcbiAqIGAje2Q6bmFtZX1gIGFyZSB0aGUgdmFsdWUncyBiYXNlbmFtZSBhbmQgZGlybmFtZSwgYCN7bDpURVhUfWAgVEVYVFxuICogdW5leHBhbmRlZC4gQW55dGhpbmcgZWxzZSBhZnRlciBgI2Agc3RheXMgYXMgaXQgaXMsIGFzIGluIHRtdXguIEEgYCN7YCBuZXN0ZWQgbW9yZSB0aGFuIGBNQVhfRk9STUFUX0RFUFRIYCBkZWVwXG4gKiBleHBhbmRzIHRvIG5vdGhpbmcsIGFzIHRtdXgncyBkb2VzIHBhc3QgaXRzIEZPUk1BVF9MT09QX0xJTUlULlxuICpcbiAqIFRoZSB2YWx1ZXMgY29tZSBmcm9tIGEgbG9va3VwOiB0aGUgZGFlbW9uJ3MgZm9yIGEgdGFyZ2V0XG4gKiAoYHNlcnZlci9kYWVtb24vZm9ybWF0X3ZhbHVlcy50c2ApLCB0aGUgYXR0YWNoIGNsaWVudCdzIGZyb20gd2hhdCBpdHNcbiAqIHN0YXR1cyBsaW5lIGtub3dzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBjaGFyV2lkdGggfSBmcm9tIFwiLi4vdnQvd2lkdGgudHNcIjtcblxuLyoqXG4gKiBIb3cgZGVlcCBgI3tgIG1heSBuZXN0ICh0bXV4J3MgRk9STUFUX0xPT1BfTElNSVQpOyBvbmUgZGVlcGVyIGV4cGFuZHNcbiAqIHRvIG5vdGhpbmcsIGFzIGluIHRtdXguIEl0IGJvdW5kcyB0aGUgcmVjdXJzaW9uOiBhIDE2Mzg0LXVuaXQgZm9ybWF0XG4gKiBjb3VsZCBvdGhlcndpc2UgbmVzdCA1MDAwIGRlZXAgYW5kIG92ZXJmbG93IHRoZSBzdGFjay5cbiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9GT1JNQVRfREVQVEggPSAxMDA7XG5cbi8qKlxuICogQSB2YXJpYWJsZSdzIHZhbHVlIGJ5IG5hbWU7IHVuZGVmaW5lZCB3aGVuIHRoZXJlIGlzIG5vbmUuIEEgbG9va3VwXG4gKiBvdmVyIGEgcGxhaW4gb2JqZWN0IG11c3QgY2hlY2sgYE9iamVjdC5oYXNPd25gIChvciB1c2UgYSBNYXApOlxuICogYCN7Y29uc3RydWN0b3J9YCBtdXN0IG5vdCBmaW5kIE9iamVjdC5wcm90b3R5cGUncy5cbiAqL1xuZXhwb3J0IHR5cGUgRm9ybWF0TG9va3VwID0gKG5hbWU6IHN0cmluZykgPT4gc3RyaW5nIHwgdW5kZWZpbmVkO1xuXG4vKiogdG11eCdzIG9uZS1sZXR0ZXIgbmFtZXMgZm9yIHRoZSB2YXJpYWJsZXMgdXNlcnMgbWVldCBtb3N0LiAqL1xuZXhwb3J0IGNvbnN0IFNIT1JUX05BTUVTOiBSZWFkb25seTxSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+PiA9IHtcbiAgUzogXCJzZXNzaW9uX25hbWVcIixcbiAgSTogXCJ3aW5kb3dfaW5kZXhcIixcbiAgVzogXCJ3aW5kb3dfbmFtZVwiLFxuICBQOiBcInBhbmVfaW5kZXhcIixcbiAgRDogXCJwYW5lX2lkXCIsXG4gIFQ6IFwicGFuZV90aXRsZVwiLFxuICBIOiBcImhvc3RcIixcbiAgaDogXCJob3N0X3Nob3J0XCIsXG4gIEY6IFwid2luZG93X2ZsYWdzXCIsXG59O1xuXG4vKipcbiAqIGB0ZW1wbGF0ZWAgd2l0aCBpdHMgZm9ybWF0cyBleHBhbmRlZCBmcm9tIGBsb29rdXBgLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBleHBhbmRGb3JtYXQgfSBmcm9tIFwiLi9mb3JtYXQudHNcIjtcbiAqIGNvbnN0IHYgPSBuZXcgTWFwKFtbXCJzZXNzaW9uX25hbWVcIiwgXCJ3b3JrXCJdLCBbXCJ3aW5kb3dfaW5kZXhcIiwgXCIxXCJdXSk7XG4gKiBjb25zdCBsb29rdXAgPSAobjogc3RyaW5nKSA9PiB2LmdldChuKTtcbiAqIGFzc2VydC5lcXVhbChleHBhbmRGb3JtYXQoXCIjUzoje3dpbmRvd19pbmRleH0gIyNcIiwgbG9va3VwKSwgXCJ3b3JrOjEgI1wiKTtcbiAqIGFzc2VydC5lcXVhbChleHBhbmRGb3JtYXQoXCIjez9wYW5lX2RlYWQsZGVhZCxhbGl2ZX1cIiwgbG9va3VwKSwgXCJhbGl2ZVwiKTtcbiAqIGFzc2VydC5lcXVhbChleHBhbmRGb3JtYXQoXCIjez0yOnNlc3Npb25fbmFtZX1cIiwgbG9va3VwKSwgXCJ3b1wiKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gZXhwYW5kRm9ybWF0KHRlbXBsYXRlOiBzdHJpbmcsIGxvb2t1cDogRm9ybWF0TG9va3VwKTogc3RyaW5nIHtcbiAgcmV0dXJuIGV4cGFuZEF0KHRlbXBsYXRlLCBsb29rdXAsIDApO1xufVxuXG4vKiogYHRlbXBsYXRlYCBleHBhbmRlZCBpbnNpZGUgYGRlcHRoYCBsZXZlbHMgb2YgYCN7YC4gKi9cbmZ1bmN0aW9uIGV4cGFuZEF0KFxuICB0ZW1wbGF0ZTogc3RyaW5nLFxuICBsb29rdXA6IEZvcm1hdExvb2t1cCxcbiAgZGVwdGg6IG51bWJlcixcbik6IHN0cmluZyB7XG4gIGxldCBvdXQgPSBcIlwiO1xuICBsZXQgaSA9IDA7XG4gIHdoaWxlIChpIDwgdGVtcGxhdGUubGVuZ3RoKSB7XG4gICAgY29uc3QgaGFzaCA9IHRlbXBsYXRlLmluZGV4T2YoXCIjXCIsIGkpO1xuICAgIGlmIChoYXNoIDwgMCB8fCBoYXNoICsgMSA+PSB0ZW1wbGF0ZS5sZW5ndGgpIHtcbiAgICAgIG91dCArPSB0ZW1wbGF0ZS5zbGljZShpKTtcbiAgICAgIGJyZWFrO1xuICAgIH1cbiAgICBvdXQgKz0gdGVtcGxhdGUuc2xpY2UoaSwgaGFzaCk7XG4gICAgY29uc3QgYyA9IHRlbXBsYXRlW2hhc2ggKyAxXTtcbiAgICBpZiAoYyA9PT0gXCJ7XCIpIHtcbiAgICAgIGNvbnN0IGVuZCA9IGNsb3NpbmdCcmFjZSh0ZW1wbGF0ZSwgaGFzaCArIDIpO1xuICAgICAgaWYgKGVuZCA8IDApIHsgLy8gVW5jbG9zZWQ6IHRoZSByZXN0IGFzIGl0IGlzLlxuICAgICAgICBvdXQgKz0gdGVtcGxhdGUuc2xpY2UoaGFzaCk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgfVxuICAgICAgb3V0ICs9IGV4cGFuZEJyYWNlcyh0ZW1wbGF0ZS5zbGljZShoYXNoICsgMiwgZW5kKSwgbG9va3VwLCBkZXB0aCArIDEpO1xuICAgICAgaSA9IGVuZCArIDE7XG4gICAgfSBlbHNlIHtcbiAgICAgIG91dCArPSBjID09PSBcIiNcIiB8fCBjID09PSBcIixcIlxuICAgICAgICA/IGNcbiAgICAgICAgOiBjIGluIFNIT1JUX05BTUVTXG4gICAgICAgID8gbG9va3VwKFNIT1JUX05BTUVTW2NdKSA/PyBcIlwiXG4gICAgICAgIDogYCMke2N9YDtcbiAgICAgIGkgPSBoYXNoICsgMjtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIE9uZSBgPU46YCBjdXQsIHJlYWQgd2hlcmUgYGxhc3RJbmRleGAgc2F5cy4gKi9cbmNvbnN0IENVVCA9IC89KC0/XFxkKyk6L3k7XG5cbi8qKiBXaGF0IGlzIGJldHdlZW4gYCN7YCBhbmQgaXRzIGB9YCwgdGhlIGBkZXB0aGB0aCBsZXZlbCBvZiB0aGVtLiAqL1xuZnVuY3Rpb24gZXhwYW5kQnJhY2VzKFxuICBpbm5lcjogc3RyaW5nLFxuICBsb29rdXA6IEZvcm1hdExvb2t1cCxcbiAgZGVwdGg6IG51bWJlcixcbik6IHN0cmluZyB7XG4gIGlmIChkZXB0aCA+IE1BWF9GT1JNQVRfREVQVEgpIHJldHVybiBcIlwiO1xuICAvLyBgPU46YCBjdXRzLCBpbiBhIGxvb3A6IGA9MTo9MTouLi5gIG1heSBiZSB0aG91c2FuZHMgbG9uZy5cbiAgY29uc3QgY3V0czogbnVtYmVyW10gPSBbXTtcbiAgbGV0IGF0ID0gMDtcbiAgZm9yIChsZXQgbTsgKENVVC5sYXN0SW5kZXggPSBhdCwgbSA9IENVVC5leGVjKGlubmVyKSk7KSB7XG4gICAgY3V0cy5wdXNoKE51bWJlcihtWzFdKSk7XG4gICAgYXQgPSBDVVQubGFzdEluZGV4O1xuICB9XG4gIGlubmVyID0gaW5uZXIuc2xpY2UoYXQpO1xuICBsZXQgdmFsdWUgPSBpbm5lci5zdGFydHNXaXRoKFwiP1wiKVxuICAgID8gY29uZGl0aW9uYWwoaW5uZXIuc2xpY2UoMSksIGxvb2t1cCwgZGVwdGgpXG4gICAgOiBtb2RpZmllZChpbm5lciwgbG9va3VwLCBkZXB0aCkgPz8gdmFsdWVPZihpbm5lciwgbG9va3VwLCBkZXB0aCk7XG4gIGZvciAobGV0IGkgPSBjdXRzLmxlbmd0aCAtIDE7IGkgPj0gMDsgaS0tKSB7XG4gICAgdmFsdWUgPSB0cnVuY2F0ZUNlbGxzKHZhbHVlLCBjdXRzW2ldKTtcbiAgfVxuICByZXR1cm4gdmFsdWU7XG59XG5cbi8qKiBBIHZhcmlhYmxlJ3MgdmFsdWUsIG9yIGB0ZXh0YCBleHBhbmRlZCB3aGVuIGl0IGlzIGEgZm9ybWF0IGl0c2VsZi4gKi9cbmZ1bmN0aW9uIHZhbHVlT2YodGV4dDogc3RyaW5nLCBsb29rdXA6IEZvcm1hdExvb2t1cCwgZGVwdGg6IG51bWJlcik6IHN0cmluZyB7XG4gIHJldHVybiB0ZXh0LmluY2x1ZGVzKFwiI1wiKSAvLyBgI3sjU31gLWxpa2UgdGV4dCBpcyBhIGZvcm1hdCBvZiBpdHMgb3duLlxuICAgID8gZXhwYW5kQXQodGV4dCwgbG9va3VwLCBkZXB0aClcbiAgICA6IGxvb2t1cCh0ZXh0KSA/PyBcIlwiO1xufVxuXG4vKiogdG11eCdzIG9wZXJhdG9yczogYm90aCBzaWRlcyBhcmUgZm9ybWF0cywgdGhlIGFuc3dlciBgMWAgb3IgYDBgLiAqL1xuY29uc3QgT1BFUkFUT1JTOiBSZWFkb25seTxSZWNvcmQ8c3RyaW5nLCAoYTogc3RyaW5nLCBiOiBzdHJpbmcpID0+IGJvb2xlYW4+PiA9IHtcbiAgXCI9PVwiOiAoYSwgYikgPT4gYSA9PT0gYixcbiAgXCIhPVwiOiAoYSwgYikgPT4gYSAhPT0gYixcbiAgXCI8XCI6IChhLCBiKSA9PiBhIDwgYixcbiAgXCI+XCI6IChhLCBiKSA9PiBhID4gYixcbiAgXCI8PVwiOiAoYSwgYikgPT4gYSA8PSBiLFxuICBcIj49XCI6IChhLCBiKSA9PiBhID49IGIsXG4gIFwifHxcIjogKGEsIGIpID0+IGlzVHJ1ZShhKSB8fCBpc1RydWUoYiksXG4gIFwiJiZcIjogKGEsIGIpID0+IGlzVHJ1ZShhKSAmJiBpc1RydWUoYiksXG59O1xuXG4vKiogT25lIG9wZXJhdG9yIG9yIG1vZGlmaWVyIGJlZm9yZSBpdHMgYDpgLCByZWFkIGF0IHRoZSBzdGFydC4gKi9cbmNvbnN0IE1PRElGSUVSID0gL14oPT18IT18PD18Pj18PHw+fFxcfFxcfHwmJnxbYmRsXSk6LztcblxuLyoqXG4gKiBgI3tPUDpBLEJ9YCBhbmQgYCN7YjpuYW1lfWAsIGAje2Q6bmFtZX1gLCBgI3tsOnRleHR9YDsgdW5kZWZpbmVkIHdoZW5cbiAqIGBpbm5lcmAgc3RhcnRzIHdpdGggbm9uZSBvZiB0aGVtLiBBbiBvcGVyYXRvciBzaG9ydCBvZiBpdHMgdHdvIHNpZGVzXG4gKiBpcyBub3RoaW5nLCBhcyBpbiB0bXV4LlxuICovXG5mdW5jdGlvbiBtb2RpZmllZChcbiAgaW5uZXI6IHN0cmluZyxcbiAgbG9va3VwOiBGb3JtYXRMb29rdXAsXG4gIGRlcHRoOiBudW1iZXIsXG4pOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBjb25zdCBtID0gTU9ESUZJRVIuZXhlYyhpbm5lcik7XG4gIGlmICghbSkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgY29uc3QgcmVzdCA9IGlubmVyLnNsaWNlKG1bMF0ubGVuZ3RoKTtcbiAgc3dpdGNoIChtWzFdKSB7XG4gICAgY2FzZSBcImxcIjpcbiAgICAgIHJldHVybiByZXN0O1xuICAgIGNhc2UgXCJiXCI6XG4gICAgICByZXR1cm4gYmFzZW5hbWUodmFsdWVPZihyZXN0LCBsb29rdXAsIGRlcHRoKSk7XG4gICAgY2FzZSBcImRcIjpcbiAgICAgIHJldHVybiBkaXJuYW1lKHZhbHVlT2YocmVzdCwgbG9va3VwLCBkZXB0aCkpO1xuICB9XG4gIGNvbnN0IHNpZGVzID0gc3BsaXRUb3BMZXZlbChyZXN0KTtcbiAgaWYgKHNpZGVzLmxlbmd0aCA8IDIpIHJldHVybiBcIlwiO1xuICBjb25zdCBbYSwgYl0gPSBzaWRlcy5tYXAoKHNpZGUpID0+IGV4cGFuZEF0KHNpZGUsIGxvb2t1cCwgZGVwdGgpKTtcbiAgcmV0dXJuIE9QRVJBVE9SU1ttWzFdXShhLCBiKSA/IFwiMVwiIDogXCIwXCI7XG59XG5cbi8qKiB0bXV4J3MgdHJ1dGg6IG5laXRoZXIgZW1wdHkgbm9yIGAwYC4gKi9cbmZ1bmN0aW9uIGlzVHJ1ZSh2YWx1ZTogc3RyaW5nKTogYm9vbGVhbiB7XG4gIHJldHVybiB2YWx1ZSAhPT0gXCJcIiAmJiB2YWx1ZSAhPT0gXCIwXCI7XG59XG5cbi8qKiBUaGUgbGFzdCBwYXJ0IG9mIGEgcGF0aCwgYXMgYmFzZW5hbWUoMykgKGAvYCBmb3IgYC9gKS4gKi9cbmZ1bmN0aW9uIGJhc2VuYW1lKHBhdGg6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IHRyaW1tZWQgPSBwYXRoLnJlcGxhY2UoL1xcLyskLywgXCJcIik7XG4gIGlmICh0cmltbWVkID09PSBcIlwiKSByZXR1cm4gcGF0aCA9PT0gXCJcIiA/IFwiXCIgOiBcIi9cIjtcbiAgcmV0dXJuIHRyaW1tZWQuc2xpY2UodHJpbW1lZC5sYXN0SW5kZXhPZihcIi9cIikgKyAxKTtcbn1cblxuLyoqIEFsbCBidXQgdGhlIGxhc3QgcGFydCBvZiBhIHBhdGgsIGFzIGRpcm5hbWUoMykgKGAuYCBmb3Igbm9uZSkuICovXG5mdW5jdGlvbiBkaXJuYW1lKHBhdGg6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IHRyaW1tZWQgPSBwYXRoLnJlcGxhY2UoL1xcLyskLywgXCJcIik7XG4gIGlmICh0cmltbWVkID09PSBcIlwiKSByZXR1cm4gcGF0aCA9PT0gXCJcIiA/IFwiLlwiIDogXCIvXCI7XG4gIGNvbnN0IHNsYXNoID0gdHJpbW1lZC5sYXN0SW5kZXhPZihcIi9cIik7XG4gIGlmIChzbGFzaCA8IDApIHJldHVybiBcIi5cIjtcbiAgcmV0dXJuIHRyaW1tZWQuc2xpY2UoMCwgc2xhc2gpLnJlcGxhY2UoL1xcLyskLywgXCJcIikgfHwgXCIvXCI7XG59XG5cbi8qKiBgQ09ORCxUSEVOLEVMU0VgIG9mIGAjez8uLi59YC4gKi9cbmZ1bmN0aW9uIGNvbmRpdGlvbmFsKFxuICBib2R5OiBzdHJpbmcsXG4gIGxvb2t1cDogRm9ybWF0TG9va3VwLFxuICBkZXB0aDogbnVtYmVyLFxuKTogc3RyaW5nIHtcbiAgY29uc3QgW2NvbmQsIHRoZW4gPSBcIlwiLCBvdGhlcndpc2UgPSBcIlwiXSA9IHNwbGl0VG9wTGV2ZWwoYm9keSk7XG4gIGNvbnN0IHZhbHVlID0gY29uZC5pbmNsdWRlcyhcIiNcIilcbiAgICA/IGV4cGFuZEF0KGNvbmQsIGxvb2t1cCwgZGVwdGgpXG4gICAgOiBsb29rdXAoY29uZCkgPz8gXCJcIjtcbiAgcmV0dXJuIGV4cGFuZEF0KFxuICAgIGlzVHJ1ZSh2YWx1ZSkgPyB0aGVuIDogb3RoZXJ3aXNlLFxuICAgIGxvb2t1cCxcbiAgICBkZXB0aCxcbiAgKTtcbn1cblxuLyoqIGB0ZXh0YCBzcGxpdCBhdCB0aGUgY29tbWFzIG91dHNpZGUgbmVzdGVkIGAjey4uLn1gIChgIyxgIGlzIG5vIHNwbGl0KS4gKi9cbmZ1bmN0aW9uIHNwbGl0VG9wTGV2ZWwodGV4dDogc3RyaW5nKTogc3RyaW5nW10ge1xuICBjb25zdCBwYXJ0czogc3RyaW5nW10gPSBbXTtcbiAgbGV0IGRlcHRoID0gMCwgc3RhcnQgPSAwO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IHRleHQubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBjID0gdGV4dFtpXTtcbiAgICBpZiAoYyA9PT0gXCIjXCIgJiYgKHRleHRbaSArIDFdID09PSBcIntcIikpIHtcbiAgICAgIGRlcHRoKys7XG4gICAgICBpKys7XG4gICAgfSBlbHNlIGlmIChjID09PSBcIiNcIikge1xuICAgICAgaSsrOyAvLyBgIyxgIGAjI2AgYCNTYDogbmV2ZXIgYSBzZXBhcmF0b3IuXG4gICAgfSBlbHNlIGlmIChjID09PSBcIn1cIiAmJiBkZXB0aCA+IDApIHtcbiAgICAgIGRlcHRoLS07XG4gICAgfSBlbHNlIGlmIChjID09PSBcIixcIiAmJiBkZXB0aCA9PT0gMCkge1xuICAgICAgcGFydHMucHVzaCh0ZXh0LnNsaWNlKHN0YXJ0LCBpKSk7XG4gICAgICBzdGFydCA9IGkgKyAxO1xuICAgIH1cbiAgfVxuICBwYXJ0cy5wdXNoKHRleHQuc2xpY2Uoc3RhcnQpKTtcbiAgcmV0dXJuIHBhcnRzO1xufVxuXG4vKiogVGhlIGluZGV4IG9mIHRoZSBgfWAgdGhhdCBjbG9zZXMgYSBgI3tgIHdob3NlIHRleHQgc3RhcnRzIGF0IGBmcm9tYC4gKi9cbmZ1bmN0aW9uIGNsb3NpbmdCcmFjZSh0ZXh0OiBzdHJpbmcsIGZyb206IG51bWJlcik6IG51bWJlciB7XG4gIGxldCBkZXB0aCA9IDE7XG4gIGZvciAobGV0IGkgPSBmcm9tOyBpIDwgdGV4dC5sZW5ndGg7IGkrKykge1xuICAgIGlmICh0ZXh0W2ldID09PSBcIiNcIiAmJiB0ZXh0W2kgKyAxXSA9PT0gXCJ7XCIpIHtcbiAgICAgIGRlcHRoKys7XG4gICAgICBpKys7XG4gICAgfSBlbHNlIGlmICh0ZXh0W2ldID09PSBcIiNcIikge1xuICAgICAgaSsrO1xuICAgIH0gZWxzZSBpZiAodGV4dFtpXSA9PT0gXCJ9XCIgJiYgLS1kZXB0aCA9PT0gMCkge1xuICAgICAgcmV0dXJuIGk7XG4gICAgfVxuICB9XG4gIHJldHVybiAtMTtcbn1cblxubGV0IHNlZ21lbnRlcjogSW50bC5TZWdtZW50ZXIgfCB1bmRlZmluZWQ7XG5jb25zdCBQUklOVEFCTEVfQVNDSUkgPSAvXltcXHgyMC1cXHg3ZV0qJC87XG5cbi8qKlxuICogYHRleHRgIGN1dCB0byBpdHMgZmlyc3QgYG5gIGNlbGxzLCBvciBpdHMgbGFzdCBgLW5gIHdoZW4gYG5gIGlzXG4gKiBuZWdhdGl2ZSAodG11eCdzIGAjez1OOi4uLn1gKTsgYSB3aWRlIGNoYXJhY3RlciBjb3VudHMgdHdvLCBhbmQgb25lXG4gKiB0aGF0IHdvdWxkIHN0cmFkZGxlIHRoZSBjdXQgaXMgbGVmdCBvdXQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB0cnVuY2F0ZUNlbGxzKHRleHQ6IHN0cmluZywgbjogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgZ3JhcGhlbWVzID0gUFJJTlRBQkxFX0FTQ0lJLnRlc3QodGV4dCkgPyB0ZXh0LnNwbGl0KFwiXCIpIDogQXJyYXkuZnJvbShcbiAgICAoc2VnbWVudGVyID8/PSBuZXcgSW50bC5TZWdtZW50ZXIoKSkuc2VnbWVudCh0ZXh0KSxcbiAgICAocykgPT4gcy5zZWdtZW50LFxuICApO1xuICBpZiAobiA8IDApIGdyYXBoZW1lcy5yZXZlcnNlKCk7XG4gIGNvbnN0IG1heCA9IE1hdGguYWJzKG4pO1xuICBjb25zdCBrZXB0OiBzdHJpbmdbXSA9IFtdO1xuICBsZXQgdXNlZCA9IDA7XG4gIGZvciAoY29uc3QgZyBvZiBncmFwaGVtZXMpIHtcbiAgICBjb25zdCB3ID0gZ3JhcGhlbWVDZWxscyhnKTtcbiAgICBpZiAodXNlZCArIHcgPiBtYXgpIGJyZWFrO1xuICAgIGtlcHQucHVzaChnKTtcbiAgICB1c2VkICs9IHc7XG4gIH1cbiAgaWYgKG4gPCAwKSBrZXB0LnJldmVyc2UoKTtcbiAgcmV0dXJuIGtlcHQuam9pbihcIlwiKTtcbn1cblxuLyoqIFRoZSBjZWxscyBhIGdyYXBoZW1lIHRha2VzOyBjb250cm9scyBub25lICh0aGV5IG5ldmVyIHJlYWNoIGEgc2NyZWVuKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBncmFwaGVtZUNlbGxzKGc6IHN0cmluZyk6IG51bWJlciB7XG4gIGNvbnN0IGNwID0gZy5jb2RlUG9pbnRBdCgwKSA/PyAzMjtcbiAgaWYgKGNwIDwgMHgyMCB8fCAoY3AgPj0gMHg3ZiAmJiBjcCA8IDB4YTApKSByZXR1cm4gMDtcbiAgcmV0dXJuIGNoYXJXaWR0aChjcCkgPT09IDIgPyAyIDogMTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXNCQyxHQUVELFNBQVMsU0FBUyxRQUFRLGlCQUFpQjtBQUUzQzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLG1CQUFtQixJQUFJO0FBU3BDLCtEQUErRCxHQUMvRCxPQUFPLE1BQU0sY0FBZ0Q7RUFDM0QsR0FBRztFQUNILEdBQUc7RUFDSCxHQUFHO0VBQ0gsR0FBRztFQUNILEdBQUc7RUFDSCxHQUFHO0VBQ0gsR0FBRztFQUNILEdBQUc7RUFDSCxHQUFHO0FBQ0wsRUFBRTtBQUVGOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsYUFBYSxRQUFnQixFQUFFLE1BQW9CO0VBQ2pFLE9BQU8sU0FBUyxVQUFVLFFBQVE7QUFDcEM7QUFFQSx1REFBdUQsR0FDdkQsU0FBUyxTQUNQLFFBQWdCLEVBQ2hCLE1BQW9CLEVBQ3BCLEtBQWE7RUFFYixJQUFJLE1BQU07RUFDVixJQUFJLElBQUk7RUFDUixNQUFPLElBQUksU0FBUyxNQUFNLENBQUU7SUFDMUIsTUFBTSxPQUFPLFNBQVMsT0FBTyxDQUFDLEtBQUs7SUFDbkMsSUFBSSxPQUFPLEtBQUssT0FBTyxLQUFLLFNBQVMsTUFBTSxFQUFFO01BQzNDLE9BQU8sU0FBUyxLQUFLLENBQUM7TUFDdEI7SUFDRjtJQUNBLE9BQU8sU0FBUyxLQUFLLENBQUMsR0FBRztJQUN6QixNQUFNLElBQUksUUFBUSxDQUFDLE9BQU8sRUFBRTtJQUM1QixJQUFJLE1BQU0sS0FBSztNQUNiLE1BQU0sTUFBTSxhQUFhLFVBQVUsT0FBTztNQUMxQyxJQUFJLE1BQU0sR0FBRztRQUNYLE9BQU8sU0FBUyxLQUFLLENBQUM7UUFDdEI7TUFDRjtNQUNBLE9BQU8sYUFBYSxTQUFTLEtBQUssQ0FBQyxPQUFPLEdBQUcsTUFBTSxRQUFRLFFBQVE7TUFDbkUsSUFBSSxNQUFNO0lBQ1osT0FBTztNQUNMLE9BQU8sTUFBTSxPQUFPLE1BQU0sTUFDdEIsSUFDQSxLQUFLLGNBQ0wsT0FBTyxXQUFXLENBQUMsRUFBRSxLQUFLLEtBQzFCLENBQUMsQ0FBQyxFQUFFLEdBQUc7TUFDWCxJQUFJLE9BQU87SUFDYjtFQUNGO0VBQ0EsT0FBTztBQUNUO0FBRUEsZ0RBQWdELEdBQ2hELE1BQU0sTUFBTTtBQUVaLG1FQUFtRSxHQUNuRSxTQUFTLGFBQ1AsS0FBYSxFQUNiLE1BQW9CLEVBQ3BCLEtBQWE7RUFFYixJQUFJLFFBQVEsa0JBQWtCLE9BQU87RUFDckMsNERBQTREO0VBQzVELE1BQU0sT0FBaUIsRUFBRTtFQUN6QixJQUFJLEtBQUs7RUFDVCxJQUFLLElBQUksR0FBSSxJQUFJLFNBQVMsR0FBRyxJQUFJLElBQUksSUFBSSxJQUFJLENBQUMsUUFBVTtJQUN0RCxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUMsQ0FBQyxFQUFFO0lBQ3JCLEtBQUssSUFBSSxTQUFTO0VBQ3BCO0VBQ0EsUUFBUSxNQUFNLEtBQUssQ0FBQztFQUNwQixJQUFJLFFBQVEsTUFBTSxVQUFVLENBQUMsT0FDekIsWUFBWSxNQUFNLEtBQUssQ0FBQyxJQUFJLFFBQVEsU0FDcEMsU0FBUyxPQUFPLFFBQVEsVUFBVSxRQUFRLE9BQU8sUUFBUTtFQUM3RCxJQUFLLElBQUksSUFBSSxLQUFLLE1BQU0sR0FBRyxHQUFHLEtBQUssR0FBRyxJQUFLO0lBQ3pDLFFBQVEsY0FBYyxPQUFPLElBQUksQ0FBQyxFQUFFO0VBQ3RDO0VBQ0EsT0FBTztBQUNUO0FBRUEsdUVBQXVFLEdBQ3ZFLFNBQVMsUUFBUSxJQUFZLEVBQUUsTUFBb0IsRUFBRSxLQUFhO0VBQ2hFLE9BQU8sS0FBSyxRQUFRLENBQUMsS0FBSyw0Q0FBNEM7S0FDbEUsU0FBUyxNQUFNLFFBQVEsU0FDdkIsT0FBTyxTQUFTO0FBQ3RCO0FBRUEscUVBQXFFLEdBQ3JFLE1BQU0sWUFBeUU7RUFDN0UsTUFBTSxDQUFDLEdBQUcsSUFBTSxNQUFNO0VBQ3RCLE1BQU0sQ0FBQyxHQUFHLElBQU0sTUFBTTtFQUN0QixLQUFLLENBQUMsR0FBRyxJQUFNLElBQUk7RUFDbkIsS0FBSyxDQUFDLEdBQUcsSUFBTSxJQUFJO0VBQ25CLE1BQU0sQ0FBQyxHQUFHLElBQU0sS0FBSztFQUNyQixNQUFNLENBQUMsR0FBRyxJQUFNLEtBQUs7RUFDckIsTUFBTSxDQUFDLEdBQUcsSUFBTSxPQUFPLE1BQU0sT0FBTztFQUNwQyxNQUFNLENBQUMsR0FBRyxJQUFNLE9BQU8sTUFBTSxPQUFPO0FBQ3RDO0FBRUEsZ0VBQWdFLEdBQ2hFLE1BQU0sV0FBVztBQUVqQjs7OztDQUlDLEdBQ0QsU0FBUyxTQUNQLEtBQWEsRUFDYixNQUFvQixFQUNwQixLQUFhO0VBRWIsTUFBTSxJQUFJLFNBQVMsSUFBSSxDQUFDO0VBQ3hCLElBQUksQ0FBQyxHQUFHLE9BQU87RUFDZixNQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsQ0FBQyxDQUFDLEVBQUUsQ0FBQyxNQUFNO0VBQ3BDLE9BQVEsQ0FBQyxDQUFDLEVBQUU7SUFDVixLQUFLO01BQ0gsT0FBTztJQUNULEtBQUs7TUFDSCxPQUFPLFNBQVMsUUFBUSxNQUFNLFFBQVE7SUFDeEMsS0FBSztNQUNILE9BQU8sUUFBUSxRQUFRLE1BQU0sUUFBUTtFQUN6QztFQUNBLE1BQU0sUUFBUSxjQUFjO0VBQzVCLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRyxPQUFPO0VBQzdCLE1BQU0sQ0FBQyxHQUFHLEVBQUUsR0FBRyxNQUFNLEdBQUcsQ0FBQyxDQUFDLE9BQVMsU0FBUyxNQUFNLFFBQVE7RUFDMUQsT0FBTyxTQUFTLENBQUMsQ0FBQyxDQUFDLEVBQUUsQ0FBQyxDQUFDLEdBQUcsS0FBSyxNQUFNO0FBQ3ZDO0FBRUEseUNBQXlDLEdBQ3pDLFNBQVMsT0FBTyxLQUFhO0VBQzNCLE9BQU8sVUFBVSxNQUFNLFVBQVU7QUFDbkM7QUFFQSwyREFBMkQsR0FDM0QsU0FBUyxTQUFTLElBQVk7RUFDNUIsTUFBTSxVQUFVLEtBQUssT0FBTyxDQUFDLFFBQVE7RUFDckMsSUFBSSxZQUFZLElBQUksT0FBTyxTQUFTLEtBQUssS0FBSztFQUM5QyxPQUFPLFFBQVEsS0FBSyxDQUFDLFFBQVEsV0FBVyxDQUFDLE9BQU87QUFDbEQ7QUFFQSxtRUFBbUUsR0FDbkUsU0FBUyxRQUFRLElBQVk7RUFDM0IsTUFBTSxVQUFVLEtBQUssT0FBTyxDQUFDLFFBQVE7RUFDckMsSUFBSSxZQUFZLElBQUksT0FBTyxTQUFTLEtBQUssTUFBTTtFQUMvQyxNQUFNLFFBQVEsUUFBUSxXQUFXLENBQUM7RUFDbEMsSUFBSSxRQUFRLEdBQUcsT0FBTztFQUN0QixPQUFPLFFBQVEsS0FBSyxDQUFDLEdBQUcsT0FBTyxPQUFPLENBQUMsUUFBUSxPQUFPO0FBQ3hEO0FBRUEsbUNBQW1DLEdBQ25DLFNBQVMsWUFDUCxJQUFZLEVBQ1osTUFBb0IsRUFDcEIsS0FBYTtFQUViLE1BQU0sQ0FBQyxNQUFNLE9BQU8sRUFBRSxFQUFFLFlBQVksRUFBRSxDQUFDLEdBQUcsY0FBYztFQUN4RCxNQUFNLFFBQVEsS0FBSyxRQUFRLENBQUMsT0FDeEIsU0FBUyxNQUFNLFFBQVEsU0FDdkIsT0FBTyxTQUFTO0VBQ3BCLE9BQU8sU0FDTCxPQUFPLFNBQVMsT0FBTyxXQUN2QixRQUNBO0FBRUo7QUFFQSwyRUFBMkUsR0FDM0UsU0FBUyxjQUFjLElBQVk7RUFDakMsTUFBTSxRQUFrQixFQUFFO0VBQzFCLElBQUksUUFBUSxHQUFHLFFBQVE7RUFDdkIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2pCLElBQUksTUFBTSxPQUFRLElBQUksQ0FBQyxJQUFJLEVBQUUsS0FBSyxLQUFNO01BQ3RDO01BQ0E7SUFDRixPQUFPLElBQUksTUFBTSxLQUFLO01BQ3BCLEtBQUsscUNBQXFDO0lBQzVDLE9BQU8sSUFBSSxNQUFNLE9BQU8sUUFBUSxHQUFHO01BQ2pDO0lBQ0YsT0FBTyxJQUFJLE1BQU0sT0FBTyxVQUFVLEdBQUc7TUFDbkMsTUFBTSxJQUFJLENBQUMsS0FBSyxLQUFLLENBQUMsT0FBTztNQUM3QixRQUFRLElBQUk7SUFDZDtFQUNGO0VBQ0EsTUFBTSxJQUFJLENBQUMsS0FBSyxLQUFLLENBQUM7RUFDdEIsT0FBTztBQUNUO0FBRUEseUVBQXlFLEdBQ3pFLFNBQVMsYUFBYSxJQUFZLEVBQUUsSUFBWTtFQUM5QyxJQUFJLFFBQVE7RUFDWixJQUFLLElBQUksSUFBSSxNQUFNLElBQUksS0FBSyxNQUFNLEVBQUUsSUFBSztJQUN2QyxJQUFJLElBQUksQ0FBQyxFQUFFLEtBQUssT0FBTyxJQUFJLENBQUMsSUFBSSxFQUFFLEtBQUssS0FBSztNQUMxQztNQUNBO0lBQ0YsT0FBTyxJQUFJLElBQUksQ0FBQyxFQUFFLEtBQUssS0FBSztNQUMxQjtJQUNGLE9BQU8sSUFBSSxJQUFJLENBQUMsRUFBRSxLQUFLLE9BQU8sRUFBRSxVQUFVLEdBQUc7TUFDM0MsT0FBTztJQUNUO0VBQ0Y7RUFDQSxPQUFPLENBQUM7QUFDVjtBQUVBLElBQUk7QUFDSixNQUFNLGtCQUFrQjtBQUV4Qjs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsSUFBWSxFQUFFLENBQVM7RUFDbkQsTUFBTSxZQUFZLGdCQUFnQixJQUFJLENBQUMsUUFBUSxLQUFLLEtBQUssQ0FBQyxNQUFNLE1BQU0sSUFBSSxDQUN4RSxDQUFDLGNBQWMsSUFBSSxLQUFLLFNBQVMsRUFBRSxFQUFFLE9BQU8sQ0FBQyxPQUM3QyxDQUFDLElBQU0sRUFBRSxPQUFPO0VBRWxCLElBQUksSUFBSSxHQUFHLFVBQVUsT0FBTztFQUM1QixNQUFNLE1BQU0sS0FBSyxHQUFHLENBQUM7RUFDckIsTUFBTSxPQUFpQixFQUFFO0VBQ3pCLElBQUksT0FBTztFQUNYLEtBQUssTUFBTSxLQUFLLFVBQVc7SUFDekIsTUFBTSxJQUFJLGNBQWM7SUFDeEIsSUFBSSxPQUFPLElBQUksS0FBSztJQUNwQixLQUFLLElBQUksQ0FBQztJQUNWLFFBQVE7RUFDVjtFQUNBLElBQUksSUFBSSxHQUFHLEtBQUssT0FBTztFQUN2QixPQUFPLEtBQUssSUFBSSxDQUFDO0FBQ25CO0FBRUEsMkVBQTJFLEdBQzNFLE9BQU8sU0FBUyxjQUFjLENBQVM7RUFDckMsTUFBTSxLQUFLLEVBQUUsV0FBVyxDQUFDLE1BQU07RUFDL0IsSUFBSSxLQUFLLFFBQVMsTUFBTSxRQUFRLEtBQUssTUFBTyxPQUFPO0VBQ25ELE9BQU8sVUFBVSxRQUFRLElBQUksSUFBSTtBQUNuQyJ9
// denoCacheMetadata=13148958161568036003,2720102149854926131