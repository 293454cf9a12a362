/**
 * End to end: tmux's `synchronize-panes`, a window option: keys typed in an
 * attach client go to every visible pane of its window (not to the panes a
 * zoom hides), kept by `berth upgrade`; `setw synchronize-panes` with no
 * value turns it over, as tmux's flag options.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

/** Pane `target`'s screen, its lines joined. */
async function screen(d: TestDaemon, target: string): Promise<string> {
  return await d.ok("capture-pane", "-p", "-t", target);
}

/** Waits until `word` is on pane `target`'s screen. */
async function seen(d: TestDaemon, target: string, word: string) {
  let last = "";
  await waitFor(
    async () => (last = await screen(d, target)).includes(word),
    15_000,
    `${word} in ${target}`,
  ).catch(() => assert.fail(`no ${word} in ${target}:\n${last}`));
}

/**
 * Session s: window 0 with two panes side by side (the right one active),
 * window 1 with one; an attach client shows window 0.
 */
async function twoWindows(d: TestDaemon) {
  await d.ok("new", "-d", "-s", "s", "-x", "80", "-y", "23", "--", "cat");
  await d.ok("split-window", "-h", "-t", "s", "--", "cat");
  await d.ok("new-window", "-d", "-t", "s", "--", "cat");
  return await attachedTerminal(d, "s");
}

Deno.test("setw synchronize-panes: typed keys go to every visible pane of the window, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoWindows(d);
  assert.equal(
    await d.ok("display", "-p", "-t", "s", "#{synchronize-panes}"),
    "0\n",
  );
  await d.ok("setw", "-t", "s", "synchronize-panes", "on");
  assert.equal(
    await d.ok("display", "-p", "-t", "s", "#{synchronize-panes}"),
    "1\n",
  );
  await t.write("both\r");
  await seen(d, "s:0.0", "both");
  await seen(d, "s:0.1", "both");
  // Zoomed, the hidden pane gets nothing (tmux's window_pane_visible).
  await d.ok("resize-pane", "-Z", "-t", "s:0.1");
  await t.write("zoomed\r");
  await seen(d, "s:0.1", "zoomed");
  await d.ok("resize-pane", "-Z", "-t", "s:0.1");
  // A live upgrade keeps it.
  await d.ok("upgrade");
  await t.write("again\r");
  await seen(d, "s:0.0", "again");
  await seen(d, "s:0.1", "again");
  // No value turns it over: off now, keys go to the active pane alone.
  await d.ok("setw", "-t", "s", "synchronize-panes");
  await t.write("alone\r");
  await seen(d, "s:0.1", "alone");
  const left = await screen(d, "s:0.0");
  assert.ok(!left.includes("zoomed"), left);
  assert.ok(!left.includes("alone"), left);
  // Another window's panes never had it.
  assert.equal(
    await d.ok("display", "-p", "-t", "s:1", "#{synchronize-panes}"),
    "0\n",
  );
});

Deno.test("set -g synchronize-panes on: every window without its own value, as tmux's global window option; setw off keeps one out, -u lets it in", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoWindows(d);
  const synced = (w: string) =>
    d.ok("display", "-p", "-t", w, "#{synchronize-panes}");
  await d.ok("set", "-g", "synchronize-panes", "on");
  assert.equal(await d.ok("show", "-gv", "synchronize-panes"), "on\n");
  assert.equal(await synced("s:0"), "1\n");
  assert.equal(await synced("s:1"), "1\n");
  await t.write("both\r");
  await seen(d, "s:0.0", "both");
  await seen(d, "s:0.1", "both");
  // The window's own off wins, and shows as its own.
  await d.ok("setw", "-t", "s:0", "synchronize-panes", "off");
  assert.equal(await synced("s:0"), "0\n");
  assert.equal(
    await d.ok("show", "-w", "-t", "s:0"),
    "synchronize-panes off\n",
  );
  await t.write("alone\r");
  await seen(d, "s:0.1", "alone");
  const left = await screen(d, "s:0.0");
  assert.ok(!left.includes("alone"), left);
  // -u: the daemon's again.
  await d.ok("setw", "-u", "-t", "s:0", "synchronize-panes");
  assert.equal(await synced("s:0"), "1\n");
  await t.write("again\r");
  await seen(d, "s:0.0", "again");
  await seen(d, "s:0.1", "again");
});
