/**
 * End to end: copy mode on a pane that is not the active one, as tmux
 * 3.3a's. The daemon's formats see a pane's copy mode (`#{pane_in_mode}`,
 * the window's automatic name). Each through a real pty acting as the
 * user's terminal.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  activeIndex,
  bottomInCopyMode,
  copyOn,
  indicators,
  twoPanes,
} from "../_helpers/copy_panes.ts";
import {
  mouseReporting,
  sgrMouse,
  sizedBerthTerminal,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";

Deno.test("the daemon's formats see copy mode: #{pane_in_mode}, #{pane_mode}, #{copy_cursor_y}, #{scroll_position} and the window's name [tmux]", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "fm");
  const shown = () =>
    d.ok(
      "display",
      "-p",
      "-t",
      "fm:0.1",
      "#{pane_in_mode}/#{pane_mode}/#{scroll_position}/#{copy_cursor_y}",
    );
  assert.equal((await shown()).trim(), "0///");
  await t.write("\x02[");
  await copyOn(t, 6, "copy mode on the bottom pane");
  await t.write("kk\x02\x1b[5~"); // two up, then prefix PageUp
  let last = "";
  await waitFor(
    async () => (last = (await shown()).trim()) === "1/copy-mode/3/2",
    15_000,
    () => `the daemon's formats in copy mode: ${last}`,
  );
  assert.equal(
    (await d.ok("display", "-p", "-t", "fm:0.0", "#{pane_in_mode}")).trim(),
    "0",
  );
  await waitFor(
    async () =>
      (last = (await d.ok("display", "-p", "-t", "fm", "#{window_name}"))
        .trim()) === "[tmux]",
    15_000,
    () => `the window named [tmux]: ${last}`,
  );
  // The top pane active: the window is named after it again.
  await t.write("\x02o");
  await waitFor(
    async () =>
      (last = (await d.ok("display", "-p", "-t", "fm", "#{window_name}"))
        .trim()) === "bash",
    15_000,
    () => `the window named bash: ${last}`,
  );
  await t.write("\x02o");
  await waitFor(() => t.cursor().y === 8, 15_000, "copy mode's cursor again");
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
  await waitFor(
    async () => (last = (await shown()).trim()) === "0///",
    15_000,
    () => `the daemon's formats after copy mode: ${last}`,
  );
});

Deno.test("a pane in copy mode that is not active still shows its view and [N/M], in every client of the window (of another size too), through a pane resize", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(d, "ci");
  await t.write("\x02\x1b[5~"); // prefix PageUp: three lines up
  await waitFor(
    () => /^\[3\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `three lines up:\n${t.text()}`,
  );
  const view = t.lines().slice(6, 11).join("\n");
  // Prefix o: the top pane takes the keys; the bottom one still shows
  // copy mode where it was, as tmux's.
  await t.write("\x02o");
  await t.write("echo typed\r");
  await waitFor(
    () => t.lines().slice(0, 5).includes("typed"),
    15_000,
    () => `typed in the top pane:\n${t.text()}`,
  );
  assert.equal(t.lines().slice(6, 11).join("\n"), view);
  // Another client, larger (the window takes its size; the first client
  // shows its top left part): copy mode on its bottom pane.
  await using u = sizedBerthTerminal(
    d,
    { cols: 50, rows: 16 },
    "attach",
    "-t",
    "ci",
  );
  await waitFor(
    () => [...indicators(u).values()].some((i) => /^\[\d+\/\d+\]$/.test(i)),
    15_000,
    () => `the second client shows copy mode:\n${u.text()}`,
  );
  // A pane resize while in the mode: still in it, the indicator shown.
  await d.ok("resize-pane", "-t", "ci:0.1", "-U", "1");
  await waitFor(
    () => [...indicators(u).values()].some((i) => /^\[\d+\/\d+\]$/.test(i)),
    15_000,
    () => `copy mode after a resize:\n${u.text()}`,
  );
  assert.equal(
    (await d.ok("display", "-p", "-t", "ci:0.1", "#{pane_in_mode}")).trim(),
    "1",
  );
});

Deno.test("a bound list runs a daemon command then send -X in copy mode, in order, as tmux's: rename-window x ; send -X page-up", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(
    d,
    "bl",
    "bind -n F8 rename-window x \\; send -X page-up\n",
  );
  await t.write("\x1b[19~"); // F8
  await waitFor(
    () => /^\[3\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `a page up:\n${t.text()}`,
  );
  assert.equal(
    (await d.ok("display", "-p", "-t", "bl", "#{window_name}")).trim(),
    "x",
  );
  assert.doesNotMatch(t.text(), /not in a mode|refused|unknown/i);
});

Deno.test("send -X -t and send-keys -t in a binding act on the target pane, in copy mode, not the active one", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(
    d,
    "bt",
    "bind -n F6 send -X -t :.1 page-up\n" +
      "bind -n F7 send-keys -t :.0 'echo sent' Enter\n",
  );
  // Copy mode on the bottom pane; the top one active.
  await t.write("\x02o");
  await waitFor(() => t.cursor().y < 5, 15_000, "the top pane's cursor");
  await t.write("\x1b[17~"); // F6: the bottom pane's copy mode a page up
  await waitFor(
    () => /^\[3\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `the bottom pane a page up:\n${t.text()}`,
  );
  // Back on the bottom pane in copy mode: F7 types into the top shell.
  await t.write("\x02o");
  await waitFor(() => t.cursor().y >= 6, 15_000, "the bottom pane's cursor");
  await t.write("\x1b[18~"); // F7
  await waitFor(
    () => t.lines().slice(0, 5).includes("sent"),
    15_000,
    () => `typed in the top pane:\n${t.text()}`,
  );
  assert.ok(indicators(t).has(6), `copy mode stays:\n${t.text()}`);
});

Deno.test("the wheel over a pane that is not active enters copy mode there without selecting it, as tmux's copy-mode -e -t =; the next notch selects it", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "wh");
  await mouseReporting(t);
  await t.write(sgrMouse(64, 5, 2)); // the wheel over the top pane
  await copyOn(t, 0, "copy mode on the top pane");
  // The bottom pane is still the active one: typing goes there.
  await t.write("echo typed\r");
  await waitFor(
    () => t.lines().slice(6, 11).includes("typed"),
    15_000,
    () => `typed in the bottom pane:\n${t.text()}`,
  );
  await copyOn(t, 0, "copy mode on the top pane still");
  assert.equal(await activeIndex(d, "wh"), "1");
  // Over it again, in copy mode now: tmux's copy table selects it.
  await selects(d, t, "wh", sgrMouse(64, 5, 2), "0");
  await copyOn(t, 0, "copy mode on the top pane, active");
});

Deno.test("the wheel down over a pane in copy mode that is not active selects it and scrolls down, leaving at the bottom, as tmux's copy table's", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomWheeled(d, "wd");
  assert.equal(await activeIndex(d, "wd"), "0");
  // Down over it: selected, 5 down, at the bottom: copy mode left (-e).
  await selects(d, t, "wd", sgrMouse(65, 5, 8), "1");
  await copyOn(t, -1, "copy mode left at the bottom");
  assert.equal(
    (await d.ok("display", "-p", "-t", "wd:0.1", "#{pane_in_mode}")).trim(),
    "0",
  );
});

/** Writes mouse report `report`; waits for pane `index` to be active. */
async function selects(
  d: TestDaemon,
  t: UserTerminal,
  name: string,
  report: string,
  index: string,
) {
  await t.write(report);
  await waitFor(
    async () => await activeIndex(d, name) === index,
    15_000,
    `pane ${index} selected`,
  );
}

/**
 * `twoPanes` with the top pane active, then the wheel up over the bottom
 * one: copy mode there, not scrolled ([0/N], tmux 3.3a's first notch),
 * the pane not selected.
 */
async function bottomWheeled(
  d: TestDaemon,
  name: string,
  conf?: string,
): Promise<UserTerminal> {
  const t = await twoPanes(d, name, conf);
  await mouseReporting(t);
  await d.ok("select-pane", "-t", `${name}:0.0`);
  await t.write(sgrMouse(64, 5, 8));
  await waitFor(
    () => /^\[0\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `copy mode on the bottom pane, at the bottom:\n${t.text()}`,
  );
  return t;
}

Deno.test("a pane in copy mode that is not active, its view's top pushed out of the history by output, shows from the oldest line, as its client's copy mode", async () => {
  await using d = await TestDaemon.create();
  await using t = await bottomInCopyMode(d, "fl", "set -g history-limit 20\n");
  await t.write("\x02o"); // the top pane active; the bottom one in copy mode
  await d.ok("send-keys", "-t", "fl:0.1", "seq 1000 1200", "Enter");
  // Not [N/20] with N over 20 over blank rows: the oldest line kept.
  await waitFor(
    () =>
      indicators(t).get(6) === "[20/20]" &&
      /^\d{4}\s*\[20\/20\]$/.test(t.lines()[6]),
    15_000,
    () => `the oldest line and [20/20]:\n${t.text()}`,
  );
});

Deno.test("a copy table binding of the wheel over a pane in copy mode that is not active acts on that pane's copy mode, unselected, as tmux's mouse target", async () => {
  await using d = await TestDaemon.create();
  const bind = "WheelDownPane send -X -N 2 scroll-down\n";
  await using t = await bottomWheeled(
    d,
    "wb",
    `bind -T copy-mode ${bind}bind -T copy-mode-vi ${bind}`,
  );
  await d.ok("send-keys", "-X", "-N", "5", "-t", "wb:0.1", "scroll-up");
  await waitFor(
    () => /^\[5\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `the bottom pane's copy mode 5 up:\n${t.text()}`,
  );
  await t.write(sgrMouse(65, 5, 8)); // the binding: 2 down there
  await waitFor(
    () => /^\[3\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `the bottom pane's copy mode 2 down:\n${t.text()}`,
  );
  assert.equal(await activeIndex(d, "wb"), "0");
  assert.equal(
    (await d.ok("display", "-p", "-t", "wb:0.0", "#{pane_in_mode}")).trim(),
    "0",
  );
});

Deno.test("the wheel over a pane in copy mode that is not active goes to its copy mode, not to its program that asked for the mouse, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "wm");
  await mouseReporting(t);
  await t.write("printf '\\e[?1000h\\e[?1006h'; cat -v\r");
  // The program asked for the mouse: its line and echo are all out, so
  // copy mode starts at [0/N] and no later output moves its view.
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "wm:0.1", "#{mouse_any_flag}"))
        .trim() === "1",
    15_000,
    "the program's mouse request",
  );
  await t.write("\x02[");
  await copyOn(t, 6, "copy mode on the bottom pane");
  await d.ok("select-pane", "-t", "wm:0.0");
  await selects(d, t, "wm", sgrMouse(64, 5, 8), "1");
  await waitFor(
    () => /^\[5\/\d+\]$/.test(indicators(t).get(6) ?? ""),
    15_000,
    () => `the bottom pane's copy mode 5 up:\n${t.text()}`,
  );
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
  assert.doesNotMatch(
    await d.ok("capture-pane", "-p", "-t", "wm:0.1"),
    /\^\[\[</,
    "the program got no wheel",
  );
});
