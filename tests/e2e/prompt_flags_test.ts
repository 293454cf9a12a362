/**
 * End to end: tmux 3.3a's `command-prompt [-1bFikN] [-I INPUTS]
 * [-p PROMPTS] [-T TYPE] [TEMPLATE]` through a real terminal: several
 * prompts asked in turn, their answers in `%1`, `%2` and each `%%`; `-1`
 * one key, `-N` digits (the key that ends it goes on), `-i` the template
 * run at each change, `-T` its own history, `-F` the template a format;
 * and the same flags from a shell (`berth command-prompt -1 ...`).
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  attachedTerminal,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";

/** The last row: the status line, or the prompt on it. */
function bottom(t: UserTerminal): string {
  return t.lines()[23];
}

async function log(d: TestDaemon): Promise<string> {
  return (await d.cli("show", "-gv", "@log")).stdout.trim();
}

async function logEnds(d: TestDaemon, end: string, what: string) {
  let last = "";
  await waitFor(
    async () => (last = await log(d)).endsWith(end),
    15_000,
    () => `${what} (@log: ${last})`,
  );
}

async function prompted(t: UserTerminal, label: RegExp, what: string) {
  await waitFor(() => label.test(bottom(t)), 15_000, what);
}

// Session k running cat, @log empty, status-keys emacs (Escape cancels:
// the tests' $VISUAL picks vi).
async function catSession(d: TestDaemon): Promise<void> {
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok("set", "-g", "@log", "");
  await d.ok("set", "-g", "status-keys", "emacs");
}

// A terminal attached to cat in session k, `command-prompt -i -p inc
// TEMPLATE` open on it (status-keys emacs) and its opening run (@log
// ends with `opening`).
async function incremental(
  d: TestDaemon,
  template: string,
  opening: string,
): Promise<UserTerminal> {
  await catSession(d);
  await d.ok("bind", "i", `command-prompt -i -p inc "${template}"`);
  const t = await attachedTerminal(d, "k");
  await t.write("\x02i");
  await prompted(t, /^inc *$/, "-i's prompt");
  await logEnds(d, opening, "-i's opening");
  return t;
}

Deno.test("command-prompt -p 'name:,index:' -I 'a,': asked in turn, each answer in %1 %2 and the %% in turn (the last twice, as tmux 3.3a's); Escape at the second runs nothing (was: one prompt, 'name:,index:')", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  // Escape cancels (vi's, which the tests' $VISUAL picks: command mode).
  await d.ok("set", "-g", "status-keys", "emacs");
  await d.ok(
    "bind",
    "a",
    `command-prompt -p "name:,index:" -I "a," "set -ga @log '[%1/%2/%%/%%/%%]'" ; set -ga @log .end`,
  );
  await using t = await attachedTerminal(d, "k");
  // Prefix a, `first` typed at the first prompt, `second` at the next.
  const answer = async (first: string, second: string, end: string) => {
    await t.write("\x02a");
    // tmux's: the prompt, a space, its input typed already.
    await prompted(t, /^name: a *$/, "the first prompt");
    await t.write(first);
    await prompted(t, /^index: *$/, "the second prompt");
    await t.write(second);
    await logEnds(d, end, "the list's end");
  };
  await answer("b\r", "3\r", ".end");
  assert.equal(await log(d), "[ab/3/ab/3/3].end");
  // Escape at the second prompt: nothing runs, the list goes on.
  await answer("\r", "\x1b", ".end.end");
  assert.equal(await log(d), "[ab/3/ab/3/3].end.end");
});

Deno.test("command-prompt -1 (one key), -N (digits; the key that ends it goes on to the pane), -i (the template at each change: = + -, Enter runs nothing), -T search (its own history), -F (the template a format), -b (a list goes on at once)", async () => {
  await using d = await TestDaemon.create();
  await catSession(d);
  await d.ok("bind", "o", `command-prompt -1 -p one "set -ga @log 1%%"`);
  await d.ok("bind", "n", `command-prompt -N -p num "set -ga @log N%%"`);
  await d.ok(
    "bind",
    "i",
    `command-prompt -i -I last -p inc "set -ga @log '[%%]'"`,
  );
  await d.ok(
    "bind",
    "s",
    `command-prompt -T search -p find "set -ga @log S%%"`,
  );
  await d.ok(
    "bind",
    "f",
    `command-prompt -F -p fmt "set -ga @log 'F#{session_name}-%%'"`,
  );
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02o");
  await prompted(t, /^one *$/, "-1's prompt");
  await t.write("q");
  await logEnds(d, "1q", "-1's answer");
  await t.write("\x02n");
  await prompted(t, /^num *$/, "-N's prompt");
  await t.write("12");
  await prompted(t, /^num 12 *$/, "the digits");
  await t.write("x");
  await logEnds(d, "N12", "-N's answer");
  // The x that ended it went on to cat, as tmux 3.3a's.
  await t.waitText(/^x/m);
  // -i: `=` at once, then each change; C-s with text: `+`, C-r: `-`.
  await t.write("\x02i");
  await prompted(t, /^inc *$/, "-i's prompt");
  await logEnds(d, "[=]", "-i's opening");
  await t.write("a");
  await logEnds(d, "[=a]", "-i's first change");
  await t.write("\x13");
  await logEnds(d, "[+a]", "C-s");
  await t.write("\x12");
  await logEnds(d, "[-a]", "C-r");
  await t.write("\x7f");
  await logEnds(d, "[-a][=]", "Backspace");
  await t.write("\x13"); // C-s on nothing: the input, `=`
  await logEnds(d, "[=last]", "C-s on nothing");
  await t.write("\r");
  await waitFor(() => !/^inc/.test(bottom(t)), 15_000, "-i's end");
  // -T search: its own history, not the command prompt's (whose last
  // line is -i's, entered: tmux 3.3a's keeps it too).
  await t.write("\x02s");
  await prompted(t, /^find *$/, "-T search's prompt");
  await t.write("abc\r");
  await logEnds(d, "Sabc", "-T search's answer");
  await t.write("\x02:");
  await prompted(t, /^: *$/, "the : prompt");
  await t.write("\x1b[A");
  await t.write("x");
  await prompted(t, /^:lastx *$/, "Up at : (-i's line, not abc)");
  await t.write("\x1b");
  await waitFor(() => !/^:/.test(bottom(t)), 15_000, ": closed");
  await t.write("\x02s");
  await prompted(t, /^find *$/, "-T search's prompt again");
  await t.write("\x1b[A");
  await prompted(t, /^find abc *$/, "Up at -T search's prompt");
  await t.write("\r");
  await logEnds(d, "SabcSabc", "-T search's second answer");
  await t.write("\x02f");
  await prompted(t, /^fmt *$/, "-F's prompt");
  await t.write("v\r");
  await logEnds(d, "Fk-v", "-F's answer");
  // -b in a list: the rest runs at once, the answer's command after.
  await d.ok(
    "bind",
    "b",
    `command-prompt -b -p bg "set -ga @log B%%" ; set -ga @log .now`,
  );
  await t.write("\x02b");
  await prompted(t, /^bg *$/, "-b's prompt");
  await logEnds(d, ".now", "the rest of -b's list");
  await t.write("z\r");
  await logEnds(d, "Bz", "-b's answer");
  assert.equal(
    await log(d),
    "1qN12[=][=a][+a][-a][=][=last]SabcSabcFk-v.nowBz",
  );
});

Deno.test("berth command-prompt -1, -N, -p A,B and -i from a shell: returns once the prompt closed (-i: at once); -T with a bad type is one line, exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok("set", "-g", "@log", "");
  await using t = await attachedTerminal(d, "k");
  // tmux's joined flags too.
  const single = d.cli("command-prompt", "-1tk", "-px", "set -ga @log C%%");
  await prompted(t, /^x *$/, "-1's prompt");
  await t.write("z");
  assert.equal((await single).code, 0);
  await logEnds(d, "Cz", "-1's answer");
  const two = d.cli("command-prompt", "-tk", "-pa,b", "set -ga @log %1+%2");
  await prompted(t, /^a *$/, "the first prompt");
  await t.write("p\r");
  await prompted(t, /^b *$/, "the second prompt");
  await t.write("q\r");
  assert.equal((await two).code, 0);
  await logEnds(d, "Czp+q", "both answers");
  const numeric = d.cli("command-prompt", "-Nt", "k", "set -ga @log N%%");
  await prompted(t, /^\(set\) *$/, "-N's prompt");
  await t.write("7\r");
  assert.equal((await numeric).code, 0);
  await logEnds(d, "N7", "-N's answer");
  // -i returns at once, its opening run.
  const inc = await d.cli(
    "command-prompt",
    "-i",
    "-t",
    "k",
    "-p",
    "i",
    "set -ga @log '<%%>'",
  );
  assert.equal(inc.code, 0);
  await logEnds(d, "<=>", "-i's opening");
  await prompted(t, /^i *$/, "-i's prompt");
  await t.write("\x03"); // C-c
  await waitFor(() => !/^i /.test(bottom(t)), 15_000, "-i's end");
  const bad = await d.cli("command-prompt", "-T", "nope", "-t", "k", "x");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /unknown type nope/);
  assert.equal(bad.stderr.trim().split("\n").length, 1);
  assert.equal(await log(d), "Czp+qN7<=>");
});

Deno.test("command-prompt in a list while command-prompt -b's prompt is open: does nothing and the list goes on, the open prompt keeps its template, as tmux 3.3a's (was: the second replaced the first, the list waiting for it)", async () => {
  await using d = await TestDaemon.create();
  await catSession(d);
  await d.ok(
    "bind",
    "b",
    `command-prompt -b -p first "set -ga @log F%%" ; command-prompt -p second "set -ga @log S%%" ; set -ga @log .end`,
  );
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02b");
  await prompted(t, /^first *$/, "-b's prompt");
  await logEnds(d, ".end", "the rest of the list, at once");
  await t.write("x\r");
  await logEnds(d, ".endFx", "the first prompt's answer");
  await waitFor(() => !/^first/.test(bottom(t)), 15_000, "the prompt closed");
  assert.equal(await log(d), ".endFx");
});

Deno.test("command-prompt -i: a key that moves the cursor alone (Left, Home) runs nothing, as tmux 3.3a's (was: the template again with the same text)", async () => {
  await using d = await TestDaemon.create();
  await using t = await incremental(d, "set -ga @log '[%%]'", "[=]");
  await t.write("a");
  await logEnds(d, "[=a]", "a typed");
  await t.write("\x1b[D"); // Left
  await t.write("\x1b[H"); // Home
  await t.write("b");
  await logEnds(d, "[=ba]", "b typed before a");
  await t.write("\r");
  await waitFor(() => !/^inc/.test(bottom(t)), 15_000, "-i's end");
  assert.equal(await log(d), "[=][=a][=ba]");
});

Deno.test("command-prompt -i takes keys typed faster than its template runs (a paste of 300): each goes to the prompt, none to the pane", async () => {
  await using d = await TestDaemon.create();
  await using t = await incremental(d, "set -g @log '%%'", "=");
  const typed = "a".repeat(300);
  await t.write(typed);
  await logEnds(d, `=${typed}`, "the last change");
  // The prompt still open (its text's end shown), none of them to cat.
  await prompted(t, /a{20} *$/, "the prompt still open");
  assert.doesNotMatch(t.lines().slice(0, 23).join("\n"), /a/);
  await t.write("\x03"); // C-c
  await waitFor(() => !/a *$/.test(bottom(t)), 15_000, "-i's end");
});
