/**
 * End to end: copy mode is a mode of the pane, as tmux 3.3a's is. The
 * prefix key runs the whole prefix table in copy mode (prefix o, c, n, w),
 * the view follows the active pane (selected by a key, `berth select-pane`
 * or a click: keys go to that pane; back on the pane in copy mode, its view
 * where it was), the mouse picks the table by the pane under it, and a
 * bound list's `send -X` after `copy-mode` runs in copy mode. Each through
 * a real pty acting as the user's terminal.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  mouseReporting,
  sgrMouse,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";
import {
  bottomInCopyMode,
  copyOn,
  indicators,
  twoPanes,
} from "../_helpers/copy_panes.ts";

/**
 * Waits until the cursor is in the top pane (the bottom one's copy mode
 * still shows, as tmux's), then types a command: its output comes in the
 * top pane (the keys reach its shell).
 */
async function typedInTop(t: UserTerminal): Promise<void> {
  await waitFor(
    () => t.cursor().y < 5,
    15_000,
    () => `the top pane's cursor:\n${t.text()}`,
  );
  assert.ok(indicators(t).has(6), `copy mode still shown:\n${t.text()}`);
  await t.write("echo typed\r");
  await waitFor(
    () => t.lines().slice(0, 5).includes("typed"),
    15_000,
    () => `typed in the top pane:\n${t.text()}`,
  );
}

Deno.test("in copy mode the prefix table runs: prefix o to the other pane's shell and back to copy mode where it was, prefix w, ?, c and n", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(d, "pk");
  await t.write("kk");
  await waitFor(() => t.cursor().y === 8, 15_000, "the cursor two up");
  // Prefix o: the top pane, not in copy mode, takes the keys.
  await t.write("\x02o");
  await typedInTop(t);
  // Back: the bottom pane's copy mode, the cursor where it was.
  await t.write("\x02o");
  await copyOn(t, 6, "copy mode back");
  await waitFor(() => t.cursor().y === 8, 15_000, "the cursor kept");
  // Prefix Up and typing in one read: the typing is the top pane's, as
  // tmux runs the binding before the next key.
  await t.write("\x02\x1b[Aecho again\r");
  await waitFor(
    () => t.lines().slice(0, 5).includes("again"),
    15_000,
    () => `typed at once in the top pane:\n${t.text()}`,
  );
  await t.write("\x02o");
  await copyOn(t, 6, "copy mode back again");
  // Prefix w: the chooser over copy mode; q leaves it, copy mode stays.
  await t.write("\x02w");
  await t.waitText(/^\(0\) /m);
  await t.write("q");
  await copyOn(t, 6, "copy mode after the chooser");
  // Prefix ?: the keys' view over copy mode, which stays under it.
  await t.write("\x02?");
  await t.waitText(/Send the prefix key/);
  await t.write("q");
  await copyOn(t, 6, "copy mode after the keys' view");
  // Prefix c: a new window (its shell); prefix n: back to copy mode.
  await t.write("\x02c");
  await waitFor(
    () => /\b1:\w+\*/.test(t.lines()[11]),
    15_000,
    () => `window 1 shown:\n${t.text()}`,
  );
  await copyOn(t, -1, "window 1 without copy mode");
  await t.write("\x02n");
  await copyOn(t, 6, "window 0's copy mode again");
  assert.match(indicators(t).get(6)!, /^\[0\/\d+\]$/);
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
});

Deno.test("berth select-pane while a client shows copy mode: its keys go to the pane selected; selected back, copy mode shows again", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(d, "ps");
  await t.write("kk");
  await waitFor(() => t.cursor().y === 8, 15_000, "the cursor two up");
  await d.ok("select-pane", "-t", "ps:0.0");
  await typedInTop(t);
  await d.ok("select-pane", "-t", "ps:0.1");
  await waitFor(() => t.cursor().y === 8, 15_000, "copy mode's cursor back");
  await copyOn(t, 6, "copy mode back");
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
});

/**
 * Copy mode on the bottom pane; the wheel up over the top one enters copy
 * mode there (the copy table is the bottom pane's alone), the bottom one
 * staying active (tmux's `-t =`); a click on the bottom pane keeps its
 * copy mode shown. `conf`: a tmux.conf the daemon starts with.
 */
async function wheelOverAnother(conf?: string): Promise<void> {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "pm", conf);
  await mouseReporting(t);
  await t.write("\x02[");
  await copyOn(t, 6, "copy mode on the bottom pane");
  await t.write(sgrMouse(64, 5, 2));
  await copyOn(t, [0, 6], "copy mode on the top pane too");
  await t.write(sgrMouse(0, 5, 8) + sgrMouse(0, 5, 8, true));
  await waitFor(() => t.cursor().y >= 6, 15_000, "the bottom pane's cursor");
  assert.match(indicators(t).get(6)!, /^\[0\/\d+\]$/);
  await t.write("q");
  await copyOn(t, 0, "the bottom pane's copy mode left");
}

Deno.test("the mouse in copy mode: the wheel over another pane enters copy mode there, the first pane's copy mode still shown and active", async () => {
  await wheelOverAnother();
});

Deno.test("tmux 3.3a's WheelUpPane binding over a pane not in copy mode sees #{pane_in_mode} 0 there and enters copy mode there", async () => {
  await wheelOverAnother(
    "bind -n WheelUpPane if -Ft= '#{mouse_any_flag}' 'send -M' " +
      `"if -Ft= '#{pane_in_mode}' 'send -M' 'copy-mode -et='"\n`,
  );
});

Deno.test("a bound list's send -X or send-keys after copy-mode runs in copy mode, prefix C-b gives copy mode C-b, and a root key the copy table leaves alone runs there", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(
    d,
    "pl",
    "set -g mode-keys vi\n" +
      "bind -n F5 copy-mode \\; send -X search-backward 55\n" +
      "bind -n F6 new-window\n" +
      "bind / copy-mode \\; send-keys ?\n",
  );
  await t.write("\x1b[15~"); // F5
  await waitFor(
    () => /^\(1 results\) /.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `copy mode searched:\n${t.text()}`,
  );
  await waitFor(
    () => t.lines()[t.cursor().y] === "55",
    15_000,
    () => `the cursor on 55:\n${t.text()}`,
  );
  // Prefix C-b (send-prefix): C-b to copy mode's table, vi's page up.
  const offset = () =>
    Number(/\[(\d+)\//.exec(indicators(t).get(6) ?? "")?.[1]);
  const was = offset();
  await t.write("\x02\x02");
  await waitFor(
    () => offset() > was,
    15_000,
    () => `a page up:\n${t.text()}`,
  );
  // Prefix / (copy-mode ; send-keys ?): the ? is copy mode's, its search
  // prompt, as tmux gives keys sent to a pane in a mode to the mode; the
  // shell behind it gets nothing.
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
  await t.write("\x02/");
  await t.waitText(/^\(search up\)/m);
  await t.write("30\r");
  await waitFor(
    () => t.lines()[t.cursor().y] === "30",
    15_000,
    () => `the cursor on 30:\n${t.text()}`,
  );
  await t.write("q");
  await copyOn(t, -1, "copy mode left again");
  assert.equal(t.lines()[10].trimEnd(), "$");
  await t.write("\x1b[17~"); // F6
  await waitFor(
    () => /\b1:\w+\*/.test(t.lines()[11]),
    15_000,
    () => `window 1 shown:\n${t.text()}`,
  );
  await copyOn(t, -1, "window 1 without copy mode");
});

Deno.test("keys after a view over copy mode closes are copy mode's: display-panes' Up, a chooser's q then a key in one read", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(
    d,
    "pv",
    "set -g display-panes-time 60000\n",
  );
  const y = t.cursor().y;
  // Prefix q, then Up: not a digit, so display-panes passes it on to the
  // pane's mode (tmux's), not to the shell behind it (its history).
  await t.write("\x02q");
  await t.waitText(/█/);
  await t.write("\x1b[A");
  await waitFor(
    () => t.cursor().y === y - 1 && !t.text().includes("█"),
    15_000,
    () => `copy mode's cursor up:\n${t.text()}`,
  );
  // Prefix w, then q and Up in one read: Up moves copy mode again.
  await t.write("\x02w");
  await t.waitText(/^\(0\) /m);
  await t.write("q\x1b[A");
  await waitFor(
    () => t.cursor().y === y - 2 && indicators(t).has(6),
    15_000,
    () => `copy mode's cursor up again:\n${t.text()}`,
  );
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
  // The shell had no key: its line is empty.
  assert.equal(t.lines()[10].trimEnd(), "$");
});

Deno.test("a chooser over copy mode closing after another client made a pane in copy mode active shows that pane's copy mode", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(
    d,
    "pc",
    "set -g status-right 'P#{pane_index}'\n",
  );
  // Copy mode on both panes, the top one active.
  await t.write("\x02o");
  await waitFor(() => t.cursor().y < 5, 15_000, "the top pane's cursor");
  await t.write("\x02[");
  await copyOn(t, [0, 6], "copy mode on the top pane too");
  // Prefix w; meanwhile the bottom pane is selected elsewhere (the status
  // line under the chooser says when its frame came).
  await t.write("\x02w");
  await t.waitText(/^\(0\) /m);
  await d.ok("select-pane", "-t", "pc:0.1");
  await t.waitText(/P1$/m);
  // q: the bottom pane's copy mode, with no output to bring a frame.
  await t.write("q");
  await waitFor(
    () => t.cursor().y >= 6,
    15_000,
    () => `the bottom pane's copy mode after the chooser:\n${t.text()}`,
  );
  await copyOn(t, [0, 6], "both copy modes after the chooser");
});

Deno.test("the wheel over a pane whose copy mode is kept, not shown, scrolls that copy mode from where it was", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "pw");
  await mouseReporting(t);
  await t.write("\x02[");
  await copyOn(t, 6, "copy mode on the bottom pane");
  assert.match(indicators(t).get(6)!, /^\[0\/\d+\]$/);
  // A click on the top pane: the bottom one keeps its copy mode, shown
  // still (tmux draws a pane's mode, active or not).
  await t.write(sgrMouse(0, 5, 2) + sgrMouse(0, 5, 2, true));
  await waitFor(() => t.cursor().y < 5, 15_000, "the top pane's cursor");
  await copyOn(t, 6, "the bottom pane's copy mode");
  // The wheel up over it: its copy mode again, five lines up (tmux's
  // WheelUpPane in copy mode: send -M, scroll-up -N 5).
  await t.write(sgrMouse(64, 5, 8));
  await waitFor(
    () => /^\[5\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `the bottom pane's copy mode five lines up:\n${t.text()}`,
  );
});
