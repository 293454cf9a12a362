/**
 * End to end: the marked pane in choose-tree, as tmux 3.3a's tree mode
 * has it, through a real attach client on a pty read by a VT oracle: a
 * window line shows its window's flags (`#{window_flags}`: `-` the last
 * window, `M` the one holding the marked pane), the marked pane's line
 * and its window's are in reverse video from the name on, `m` makes the
 * line's pane the marked one (marked already, it stays so) and `M`
 * unmarks it.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { berthTerminal, type UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

// Whether the first cell of `text` on the screen is in reverse video.
function inverse(t: UserTerminal, text: string): boolean {
  const y = t.lines().findIndex((l) => l.includes(text));
  const x = t.lines()[y]?.indexOf(text) ?? -1;
  return x >= 0 && !!t.term.buffer.active.getLine(y)?.getCell(x)?.isInverse();
}

// The marked pane as `SESSION:WINDOW.PANE`, "" when none is.
async function marked(d: TestDaemon): Promise<string> {
  const r = await d.cli(
    "display",
    "-p",
    "-t",
    "{marked}",
    "#{session_name}:#{window_index}.#{pane_index}",
  );
  return r.code === 0 ? r.stdout.trim() : "";
}

async function markedIs(d: TestDaemon, want: string): Promise<void> {
  let seen = "";
  await waitFor(
    async () => (seen = await marked(d)) === want,
    15_000,
    () => `the marked pane ${want || "none"} (saw ${seen || "none"})`,
  );
}

Deno.test("choose-tree shows window flags and the marked pane (M, reverse video); m marks the line's pane (again: still marked), M unmarks, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "a", "--", "cat");
  await d.ok("split-window", "-d", "-t", "a:1", "--", "cat");
  await d.ok("select-window", "-t", "a:1");
  await d.ok("select-window", "-t", "a:0"); // a:1 is the last window.
  await d.ok("select-pane", "-m", "-t", "a:1.1");
  await using t = berthTerminal(d, "attach", "-t", "a");
  await t.waitText(/^\$/m);
  await t.write("\x02w");
  await t.waitText(/^\(2\)\s+└─> 1: cat-M \(2 panes\) *$/m);
  assert.ok(inverse(t, "cat-M"), "the marked pane's window in reverse");
  assert.ok(!inverse(t, "a: 2 windows"), "the session's line not");
  // Its panes (Right on the window): the marked one is pane 1.
  await t.write("j\x1b[C");
  await t.waitText(/^\(4\) {7}└─> 1: catM *$/m);
  assert.ok(inverse(t, "catM"), "the marked pane's line in reverse");
  // m on pane 0: it is the marked pane now.
  await t.write("jm");
  await markedIs(d, "a:1.0");
  await t.waitText(/^\(3\) {7}├─> 0: cat\*M *$/m);
  await t.waitText(/^\(4\) {7}└─> 1: cat *$/m);
  // m on the marked pane keeps it (select-pane -m would unmark it).
  await t.write("m");
  await t.waitText(/^\(3\) {7}├─> 0: cat\*M *$/m);
  assert.equal(await marked(d), "a:1.0");
  // m on a session's line marks its window's active pane.
  await t.write("\x1b[Hm"); // Home
  await markedIs(d, "a:0.0");
  await t.waitText(/^\(1\)\s+├─> 0: bash\*M \(1 pane\) *$/m);
  await t.write("M");
  await markedIs(d, "");
  await t.waitText(/^\(1\)\s+├─> 0: bash\* \(1 pane\) *$/m);
  assert.ok(!inverse(t, "bash*"), "nothing in reverse once unmarked");
});

Deno.test("choose-tree's m from a read-only client marks nothing and says so", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", ...SHELL);
  await using t = berthTerminal(d, "attach", "-r", "-t", "a");
  await t.waitText(/^\$/m);
  await t.write("\x02w");
  await t.waitText(/^\(1\)\s+└─> 0: bash\* \(1 pane\) *$/m);
  await t.write("m");
  await t.waitText(/^Read-only: m marks nothing *$/m);
  assert.equal(await marked(d), "");
});
