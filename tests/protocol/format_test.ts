import assert from "node:assert/strict";
import {
  expandFormat,
  MAX_FORMAT_DEPTH,
  truncateCells,
} from "../../protocol/format.ts";
import { MAX_FORMAT } from "../../protocol/limits.ts";

const VALUES: Record<string, string> = {
  session_name: "work",
  window_index: "2",
  window_name: "vim",
  pane_index: "1",
  pane_id: "%7",
  pane_title: "作業 notes",
  host: "box.example.org",
  host_short: "box",
  window_flags: "*Z",
  pane_active: "1",
  pane_dead: "0",
  empty: "",
};
const expand = (t: string) => expandFormat(t, (n) => VALUES[n]);

Deno.test("expandFormat() expands tmux's short names, #{name} and ##", () => {
  assert.equal(expand("#S:#I.#P"), "work:2.1");
  assert.equal(
    expand("#W#F #D #T #H #h"),
    "vim*Z %7 作業 notes box.example.org box",
  );
  assert.equal(expand("#{session_name}:#{window_index}"), "work:2");
  assert.equal(expand("## #{pane_index}##"), "# 1#");
});

Deno.test("expandFormat() leaves a run of # before [ as it is, for the status line's styles (tmux 3.3a's display -p)", () => {
  assert.equal(
    expand("a##[b ## ###[x #[fg=red] ##"),
    "a##[b # ###[x #[fg=red] #",
  );
});

Deno.test("expandFormat() gives unknown variables nothing and keeps other # text", () => {
  assert.equal(expand("[#{no_such_thing}]"), "[]");
  assert.equal(expand("#Q #9 100%#"), "#Q #9 100%#");
  assert.equal(expand("#{session_name"), "#{session_name", "unclosed");
  assert.equal(expand(""), "");
});

Deno.test("expandFormat() takes #{?cond,then,else}, nested formats and #, in them", () => {
  assert.equal(expand("#{?pane_active,on,off}"), "on");
  assert.equal(expand("#{?pane_dead,dead,alive}"), "alive", "0 is false");
  assert.equal(expand("#{?empty,yes,no}"), "no", "empty is false");
  assert.equal(expand("#{?nothing,yes,no}"), "no", "unknown is false");
  assert.equal(expand("#{?pane_active,#S:#{window_index},x}"), "work:2");
  assert.equal(expand("#{?pane_active,a#,b,c}"), "a,b");
  assert.equal(
    expand("#{?pane_dead,x,#{?pane_active,in #{window_name},y}}"),
    "in vim",
  );
  assert.equal(expand("#{?pane_active,only}"), "only");
});

Deno.test("expandFormat() cuts #{=N:name} to N cells, from the end when negative", () => {
  assert.equal(expand("#{=2:session_name}"), "wo");
  assert.equal(expand("#{=-3:host}"), "org");
  assert.equal(expand("#{=10:session_name}"), "work");
  // Wide characters take two cells; one that would straddle is left out.
  assert.equal(expand("#{=3:pane_title}"), "作");
  assert.equal(expand("#{=4:pane_title}"), "作業");
});

Deno.test("truncateCells() counts cells, not code units, and graphemes whole", () => {
  assert.equal(truncateCells("abc", 0), "");
  assert.equal(truncateCells("作x", 2), "作");
  assert.equal(truncateCells("e\u0301te", 2), "e\u0301t");
  assert.equal(truncateCells("ab\x07c", 3), "ab\x07c", "controls take no cell");
});

Deno.test("expandFormat() expands #{ nested past MAX_FORMAT_DEPTH to nothing, as tmux", () => {
  const nest = (n: number, open: string, inner: string) =>
    open.repeat(n) + inner + "}".repeat(n);
  assert.equal(expand(nest(MAX_FORMAT_DEPTH, "#{", "session_name")), "work");
  assert.equal(expand(`a${nest(MAX_FORMAT_DEPTH + 1, "#{", "x")}b`), "ab");
  // As deep as a request may carry: no stack overflow.
  const deep = nest(5000, "#{", "");
  assert.ok(deep.length <= MAX_FORMAT);
  assert.equal(expand(deep), "");
  assert.equal(expand(nest(2700, "#{=1:", "session_name")), "");
  assert.equal(expand(nest(99, "#{=3:", "session_name")), "wor");
  assert.equal(expand(`#{${"=9:".repeat(4000)}session_name}`), "work");
  assert.equal(expand("#{=3:=-2:session_name}"), "rk");
  assert.equal(
    expand(nest(1000, "#{?pane_active,", "#S")),
    "",
    "conditionals count as levels",
  );
});

Deno.test("expandFormat() takes tmux's comparisons and logic, 1 or 0", () => {
  assert.equal(expand("#{==:#{session_name},work}"), "1");
  assert.equal(expand("#{==:#S,play}"), "0");
  assert.equal(expand("#{!=:#{pane_index},1}"), "0");
  assert.equal(expand("#{<:a,b}#{>:a,b}#{<=:a,a}#{>=:b,a}"), "1011");
  assert.equal(expand("#{<:10,9}"), "1", "strings, as tmux compares them");
  assert.equal(expand("#{||:#{pane_dead},#{empty}}#{||:0,x}"), "01");
  assert.equal(expand("#{&&:#{pane_active},1}#{&&:1,}"), "10");
  assert.equal(
    expand("#{?#{==:#{window_name},vim},editing,idle}"),
    "editing",
    "as the condition of #{?}",
  );
  assert.equal(expand("#{==:a#,b,a#,b}"), "1", "#, is a comma in a side");
  assert.equal(expand("#{==:a}"), "", "one side is nothing, as in tmux");
  assert.equal(expand("#{==:session_name,work}"), "0", "sides are formats");
});

Deno.test("expandFormat() takes #{b:} #{d:} and #{l:}", () => {
  const paths: Record<string, string> = {
    p: "/home/me/src/berth",
    root: "/",
    rel: "berth",
    slash: "/home/me/",
  };
  const x = (t: string) => expandFormat(t, (n) => paths[n]);
  assert.equal(x("#{b:p} #{d:p}"), "berth /home/me/src");
  assert.equal(x("#{b:root} #{d:root}"), "/ /");
  assert.equal(x("#{b:rel} #{d:rel}"), "berth .");
  assert.equal(x("#{b:slash} #{d:slash}"), "me /home");
  assert.equal(x("#{b:#{p}}"), "berth", "a format as well as a name");
  assert.equal(x("#{b:none}"), "");
  assert.equal(x("#{l:#{p}}"), "#{p}", "literal");
});

Deno.test("expandFormat() takes tmux 3.3a's n: w: q: t: m: and e|OP|: (checked against tmux display -p)", () => {
  assert.equal(expand("#{n:session_name} #{n:pane_title}"), "4 12", "bytes");
  assert.equal(expand("#{w:pane_title}"), "10", "cells");
  assert.equal(
    expandFormat("#{q:v}", () => `a b;"c"$d*`),
    'a\\ b\\;\\"c\\"\\$d\\*',
  );
  const at = new Date(2026, 11, 5, 9, 29, 53);
  assert.equal(
    expandFormat("#{t:when}", () => String(at.getTime() / 1000)),
    "Sat Dec  5 09:29:53 2026",
  );
  assert.equal(expand("#{t:empty}"), "");
  const cases: [string, string][] = [
    ["#{e|+|:1,2}", "3"],
    ["#{e|/|:7,2}", "3"],
    ["#{e|-|:5,7}", "-2"],
    ["#{e|m|:7,3}", "1"],
    ["#{e|*|f|4:5.5,3}", "16.5000"],
    ["#{e|<|:1,#{window_index}}", "1"],
    ["#{e|/|:1,0}", ""],
    ["#{e|+|:x,1}", ""],
    ["#{m:w*,#{session_name}}", "1"],
    ["#{m:x*,#{session_name}}", "0"],
    ["#{m/i:WO?K,#{session_name}}", "1"],
    // m/r: tmux's regular expression, found anywhere (oh-my-tmux's
    // #{m/ri:mintty|iTerm,#{TERM_PROGRAM}}); one that does not compile
    // is no match.
    ["#{m/r:^w.r,#{session_name}}", "1"],
    ["#{m/r:ORK,#{session_name}}", "0"],
    ["#{m/ri:mintty|ORK,#{session_name}}", "1"],
    ["#{m/ir:mintty|iTerm,#{session_name}}", "0"],
    ["#{m/ri:mintty|iTerm,}", "0"],
    ["#{m/r:^[[:alpha:]]+$,#{session_name}}", "1"],
    ["#{m/r:(,#{session_name}}", "0"],
    ["#{m:[a-w]or[!x],#{session_name}}", "1"],
    ["#{m:*a*a*a*a*a*b,#{l:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa}}", "0"],
  ];
  for (const [t, want] of cases) assert.equal(expand(t), want, t);
});

Deno.test("expandFormat() runs #(command) only for a lookup that answers #(, the command expanded first and ended by the first ) outside #{...}, as tmux's format_skip", () => {
  const asked: string[] = [];
  const jobs = (name: string) =>
    name === "session_name"
      ? "work"
      : name === "#("
      ? ""
      : name.startsWith("#(")
      ? (asked.push(name.slice(2, -1)), "#[fg=red]out")
      : undefined;
  assert.equal(
    expandFormat("a #(echo #{session_name} #{?session_name,x),y}) b", jobs),
    "a #[fg=red]out,y}) b",
  );
  // The ) that balances the (s ends it, inside #{...} too, as tmux 3.3a's
  // (its status line: `<#(echo $((1+1)))>` shows <2>, and the first one
  // above `work,y}) b`).
  assert.equal(expandFormat("#(echo $((1+1)))", jobs), "#[fg=red]out");
  assert.equal(expandFormat("#(echo a) b)", jobs), "#[fg=red]out b)");
  assert.deepEqual(asked, [
    "echo work #{?session_name,x",
    "echo $((1+1))",
    "echo a",
  ]);
  // A lookup without commands (the daemon's) leaves the text as it is.
  const plain = (name: string) => name === "session_name" ? "work" : undefined;
  assert.equal(expandFormat("#(date) #S", plain), "#(date) work");
});
