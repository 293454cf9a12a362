/**
 * End to end: tags in the choosers, as tmux 3.3a's mode tree has them,
 * through a real attach client on a pty read by a VT oracle: `t` tags
 * the line (`*` after its name, bold) and moves down, `C-t` tags every
 * top line, `T` untags them; choose-tree's `:` runs a command for each
 * tagged item (`%%` its target) and `X` kills them after a y; choose-
 * client's `D` detaches the tagged clients; the right button's menu has
 * Tag and Kill Tagged.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  berthTerminal,
  mouseReporting,
  sgrMouse as sgr,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

async function sessions(d: TestDaemon, ...names: string[]): Promise<void> {
  for (const n of names) await d.ok("new", "-d", "-s", n, "--", ...SHELL);
}

async function names(d: TestDaemon): Promise<string> {
  return (await d.ok("ls", "-F", "#{session_name}")).trim().split("\n")
    .join(" ");
}

// Whether the first cell of `text` on the screen is bold.
function bold(t: UserTerminal, text: string): boolean {
  const y = t.lines().findIndex((l) => l.includes(text));
  const x = t.lines()[y]?.indexOf(text) ?? -1;
  return x >= 0 && !!t.term.buffer.active.getLine(y)?.getCell(x)?.isBold();
}

// The names of the clients attached.
async function clientNames(d: TestDaemon): Promise<string[]> {
  const out = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  return out === "" ? [] : out.split("\n");
}

// Session one with two clients attached to it.
async function twoClients(d: TestDaemon): Promise<UserTerminal[]> {
  await sessions(d, "one");
  const both = [];
  for (let i = 0; i < 2; i++) {
    const t = berthTerminal(d, "attach", "-t", "one");
    both.push(t);
    await t.waitText(/^\$/m);
  }
  await waitFor(async () => (await clientNames(d)).length === 2, 15_000, "2");
  return both;
}

// Waits until the sessions, by name, are `want`.
async function sessionsAre(d: TestDaemon, want: string): Promise<void> {
  await waitFor(async () => await names(d) === want, 15_000, want);
}

// Session one with three panes in window 0 (bash, cat, cat), attached in
// `t` with prefix w's tree listing them; resolves with their ids, by index.
async function threePanes(
  d: TestDaemon,
  t: UserTerminal,
): Promise<() => Promise<string[]>> {
  await d.ok("split-window", "-d", "-t", "one:0", "--", "cat");
  await d.ok("split-window", "-d", "-t", "one:0", "--", "cat");
  await t.waitText(/^\$/m);
  await t.write("\x02w");
  await t.waitText(/^\(1\)\s+└─> 0: bash\* \(3 panes\) *$/m);
  await t.write("\x1b[C");
  await t.waitText(/^\(4\) {7}└─> 2: cat *$/m);
  return async () =>
    (await d.ok("list-panes", "-t", "one:0", "-F", "#{pane_id}")).trim()
      .split("\n");
}

// Attaches to session a in `t` and opens prefix s's tree, the last line
// (`(N) + LAST: `) shown.
async function tree(t: UserTerminal, last: RegExp): Promise<void> {
  await t.waitText(/^\$/m);
  await t.write("\x02s");
  await t.waitText(last);
}

Deno.test("choose-tree tags: t tags and moves down, : runs a command for each tagged one (%% its target; renamed, they stay tagged), C-t tags every session, T none, X kills the tagged after a y", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two", "three", "four");
  await using t = berthTerminal(d, "attach", "-t", "one");
  await t.waitText(/^\$/m);
  await t.write("\x02s");
  await t.waitText(/^\(3\) \+ two: 1 window/m);
  // Sorted by name: four, one, three, two; the cursor on one.
  await t.write("j");
  await t.write("t");
  await t.waitText(/^\(2\) \+ three\*: 1 window/m);
  assert.ok(bold(t, "three*"), "a tagged line is bold");
  assert.ok(!bold(t, "two: "), "an untagged one is not");
  await t.write("t"); // the cursor moved down to two
  await t.waitText(/^\(3\) \+ two\*: 1 window/m);
  await t.write(":");
  await t.waitText(/^\(2 tagged\) *$/m);
  await t.write("rename-session -t %% x-%%\r");
  await waitFor(
    async () => await names(d) === "four one x-three x-two",
    15_000,
    "both renamed",
  );
  // The tree listed again with the new names, still tagged, as tmux's
  // (a session is tagged by its id). T: none tagged; then the line under
  // the cursor (Home, Down: one).
  await t.waitText(/^\(2\) \+ x-three\*: 1 window *\n\(3\) \+ x-two\*: /m);
  await t.write("T");
  await waitFor(() => !/\*: /.test(t.text()), 15_000, "no tags");
  await t.write("\x1b[Hj:");
  await t.waitText(/^\(current\) *$/m);
  await t.write("rename-session -t %% seen\r");
  await waitFor(
    async () => await names(d) === "four seen x-three x-two",
    15_000,
    "one renamed",
  );
  await t.write("\x14"); // C-t
  await t.waitText(/^\(0\) \+ four\*: .*\n\(1\) \+ seen\*: /m);
  await t.write("T");
  await waitFor(() => !/\*: /.test(t.text()), 15_000, "no tags");
  await t.write("\x1b[H");
  await t.write("t");
  await t.waitText(/^\(0\) \+ four\*: /m);
  await t.write("X");
  await t.waitText(/^kill 1 tagged\? \(y\/n\)/m);
  await t.write("y");
  await waitFor(
    async () => await names(d) === "seen x-three x-two",
    15_000,
    "four killed",
  );
});

Deno.test("choose-client tags: t tags a client, D detaches the tagged ones and the chooser stays", async () => {
  await using d = await TestDaemon.create();
  const [a, b] = await twoClients(d);
  await using first = a;
  await using second = b;
  const [, other] = await clientNames(d);
  await first.write("\x02D");
  await first.waitText(new RegExp(`^${other}: one`, "m"));
  const row = first.lines().findIndex((l) => l.startsWith(other + ":"));
  await first.write(row === 0 ? "t" : "jt");
  await first.waitText(new RegExp(`^${other}\\*: one`, "m"));
  await first.write("D");
  assert.equal((await second.waitExit()).code, 0);
  await waitFor(
    () => !first.text().includes(other),
    15_000,
    "the list without it",
  );
  await first.waitText(/D: detach tagged/);
});

Deno.test("choose-tree's menu has Tag and Kill Tagged (tmux 3.3a's window_tree_menu_items): Tag from the right button tags the line", async () => {
  await using d = await TestDaemon.create();
  await Deno.writeTextFile(`${d.dir}/m.conf`, "set -g mouse on\n");
  await d.ok("-f", `${d.dir}/m.conf`, "new", "-d", "-s", "one", "--", ...SHELL);
  await sessions(d, "two");
  await using t = berthTerminal(d, "attach", "-t", "one");
  await t.waitText(/^\$/m);
  await mouseReporting(t);
  await t.write("\x02s");
  await t.waitText(/^\(1\) \+ two: 1 window/m);
  await t.write(sgr(2, 5, 1));
  await t.waitText(/│ Kill Tagged +\(X\) │/);
  const y = t.lines().findIndex((l) => /│ Tag +\(t\) │/.test(l));
  const x = t.lines()[y].indexOf("Tag");
  await t.write(sgr(34, x, y) + sgr(2, x, y, true));
  await t.waitText(/^\(1\) \+ two\*: 1 window/m);
});

Deno.test("choose-buffer: t on the last line tags it and stays there (tmux's mode_tree_down without wrap), not back to the top", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await d.ok("set-buffer", "-b", "older", "older-text");
  await d.ok("set-buffer", "-b", "newer", "newer-text");
  await using t = berthTerminal(d, "attach", "-t", "one");
  await t.waitText(/^\$/m);
  await t.write("\x02=");
  await t.waitText(/older-text/);
  await t.write("\x1b[Ft"); // End, t
  await t.waitText(/^\(1\) older\*: /m);
  const y = t.lines().findIndex((l) => l.startsWith("(1) older*"));
  await waitFor(
    () => !!t.term.buffer.active.getLine(y)?.getCell(0)?.isInverse(),
    15_000,
    "the cursor still on older",
  );
  assert.ok(!t.term.buffer.active.getLine(y - 1)?.getCell(0)?.isInverse());
});

Deno.test("choose-tree's : on tagged panes targets each pane itself (%% its id, as tmux's): kill-pane -t %% on panes 0 and 1 leaves pane 2, though the indexes shift", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await using t = berthTerminal(d, "attach", "-t", "one");
  const ids = await threePanes(d, t);
  const [, , third] = await ids();
  await t.write("jtt");
  await t.waitText(/^\(3\) {7}├─> 1\*: cat *$/m);
  await t.write(":");
  await t.waitText(/^\(2 tagged\) *$/m);
  await t.write("kill-pane -t %%\r");
  await waitFor(async () => (await ids()).length === 1, 15_000, "one left");
  assert.deepEqual(await ids(), [third]);
});

Deno.test("choose-tree's tags stay on their pane when the indexes shift: pane 1 tagged, pane 0 killed, X kills the tagged pane, not the one now at index 1", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await using t = berthTerminal(d, "attach", "-t", "one");
  const ids = await threePanes(d, t);
  const [first, tagged, other] = await ids();
  await t.write("jjt");
  await t.waitText(/^\(3\) {7}├─> 1\*: cat *$/m);
  await d.ok("kill-pane", "-t", first);
  await t.waitText(/^\(3\) {7}└─> 1\*?: cat *$/m);
  await t.write("X");
  await t.waitText(/^kill 1 tagged\? \(y\/n\)/m);
  await t.write("y");
  await waitFor(async () => (await ids()).length === 1, 15_000, "one left");
  assert.deepEqual(await ids(), [other], `${tagged} killed`);
});

Deno.test("choose-tree's : runs a command without %% on each tagged window, as tmux's (the item is its current target): rename-window names those two, not this client's window", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  await d.ok("new-window", "-d", "-t", "two", "--", ...SHELL);
  const windows = async () =>
    (await d.ok("list-windows", "-a", "-F", "#{session_name}:#{window_name}"))
      .trim().split("\n").join(" ");
  const before = await windows();
  await using t = berthTerminal(d, "attach", "-t", "one");
  await t.waitText(/^\$/m);
  await t.write("\x02w");
  await t.waitText(/^\(4\)\s+└─> 1: /m);
  await t.write("\x1b[Fkt");
  await t.waitText(/^\(4\)\s+└─> 1: /m);
  await t.write("\x1b[Ft");
  await t.waitText(/^\(3\)\s+├─> 0\*: /m);
  await t.waitText(/^\(4\)\s+└─> 1\*: /m);
  await t.write(":rename-window W\r");
  await waitFor(
    async () => await windows() === "one:bash two:W two:W",
    15_000,
    `two's windows renamed (were ${before})`,
  );
});

Deno.test("choose-client's D with this client tagged too detaches every tagged one, this one last, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const [a, b] = await twoClients(d);
  await using first = a;
  await using second = b;
  await first.write("\x02D");
  await first.waitText(/\(this\)/);
  await first.write("\x14"); // C-t
  await first.waitText(/^[^ ]+\*: one .*\n[^ ]+\*: one /m);
  await first.write("D");
  assert.equal((await second.waitExit()).code, 0);
  assert.equal((await first.waitExit()).code, 0);
  assert.deepEqual(await clientNames(d), []);
});

Deno.test("choose-tree's X with this client's session tagged kills the others too (its own last)", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "a", "b", "c");
  await using t = berthTerminal(d, "attach", "-t", "a");
  await tree(t, /^\(2\) \+ c: 1 window/m);
  await t.write("\x14X"); // C-t, X
  await t.waitText(/^kill 3 tagged\? \(y\/n\)/m);
  await t.write("y");
  await t.waitExit();
  await waitFor(
    async () =>
      (await d.cli("ls", "-F", "#{session_name}")).stdout.trim() === "",
    15_000,
    "every session killed",
  );
});

Deno.test("choose-tree's : runs its command for every tagged item though the chooser is left at once (q), as tmux's queues them all", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "a", "b", "c", "e");
  await using t = berthTerminal(d, "attach", "-t", "a");
  await tree(t, /^\(3\) \+ e: 1 window/m);
  await t.write("\x14:"); // C-t, :
  await t.waitText(/^\(4 tagged\) *$/m);
  await t.write("rename-session -t %% x-%%\rq");
  await sessionsAre(d, "x-a x-b x-c x-e");
});

Deno.test("choose-tree's X kills every tagged item though the chooser is left at once (y then q)", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "a", "b", "c", "e", "f");
  await using t = berthTerminal(d, "attach", "-t", "a");
  await tree(t, /^\(4\) \+ f: 1 window/m);
  await t.write("jtttt");
  await t.waitText(/^\(4\) \+ f\*: 1 window/m);
  await t.write("X");
  await t.waitText(/^kill 4 tagged\? \(y\/n\)/m);
  await t.write("yq");
  await sessionsAre(d, "a");
});

Deno.test("a prompt that choose-tree's : opens (command-prompt) takes the keys over the chooser, as tmux's status prompt does", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "a", "b");
  await using t = berthTerminal(d, "attach", "-t", "a");
  await tree(t, /^\(1\) \+ b: 1 window/m);
  await t.write(":command-prompt\r");
  await t.waitText(/^: *$/m);
  await t.write("new-session -d -s typed\r");
  await sessionsAre(d, "a b typed");
  await t.waitText(/^\(2\) \+ typed: 1 window/m);
});
