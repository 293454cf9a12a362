/**
 * End to end: tmux's layout strings, `rotate-window` and the prefix keys
 * for layouts, checked against tmux 3.3a side by side: `select-layout`
 * takes what `#{window_layout}` prints (from the CLI, the `:` prompt and
 * a key), with tmux's checks and messages.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/** `berth ...args` on `d`'s daemon in a new 80x24 terminal. */
function term(d: TestDaemon, ...args: string[]): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, ...args), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
}

/** `display-message -p FORMAT` for `target`. */
async function shown(
  d: TestDaemon,
  target: string,
  format: string,
): Promise<string> {
  return (await d.ok("display", "-p", "-t", target, format)).trimEnd();
}

/** Waits until `target`'s `format` reads `want`. */
async function until(
  d: TestDaemon,
  target: string,
  format: string,
  want: string,
): Promise<void> {
  await waitFor(
    async () => await shown(d, target, format) === want,
    15_000,
    `${format} to be ${want}`,
  );
}

/** A session `w` of 80x24 with `n` panes running cat. */
async function panes(d: TestDaemon, n: number): Promise<void> {
  await d.ok("new", "-d", "-s", "w", "-x", "80", "-y", "24", "--", "cat");
  for (let i = 1; i < n; i++) {
    await d.ok("split-window", "-t", "w", "--", "cat");
  }
}

Deno.test("select-layout takes back what #{window_layout} printed, exactly (tmux-resurrect's round trip)", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 3);
  await d.ok("split-window", "-h", "-t", "w:0.1", "--", "cat");
  await d.ok("resize-pane", "-t", "w:0.0", "-D", "3");
  const saved = await shown(d, "w", "#{window_layout}");
  assert.ok(saved.length > 32, saved);
  await d.ok("select-layout", "-t", "w", "tiled");
  const tiled = await shown(d, "w", "#{window_layout}");
  assert.notEqual(tiled, saved);
  await d.ok("select-layout", "-t", "w", saved);
  assert.equal(await shown(d, "w", "#{window_layout}"), saved);
  // -o goes back to the layout before, and again undoes that, as tmux's.
  await d.ok("select-layout", "-o", "-t", "w");
  assert.equal(await shown(d, "w", "#{window_layout}"), tiled);
  await d.ok("select-layout", "-o", "-t", "w");
  assert.equal(await shown(d, "w", "#{window_layout}"), saved);
  // tmux's own string for two panes side by side (ids are not berth's).
  await d.ok("kill-pane", "-t", "w:0.3");
  await d.ok("kill-pane", "-t", "w:0.2");
  await d.ok(
    "select-layout",
    "-t",
    "w",
    "020a,80x24,0,0{40x24,0,0,1,39x24,41,0,2}",
  );
  // The left pane (the active one is the right, as tmux's heir rule).
  assert.equal(
    await shown(d, "w:0.0", "#{pane_width}x#{pane_height} #{window_panes}"),
    "40x24 2",
  );
  assert.match(
    await d.ok("list-panes", "-t", "w", "-F", "#{pane_left},#{pane_width}"),
    /^0,40\n41,39\n$/,
  );
});

Deno.test("select-layout refuses a bad checksum, too few cells and sizes that do not add up, one line and exit 1, as tmux", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 2);
  const before = await shown(d, "w", "#{window_layout}");
  const cases: [string, RegExp][] = [
    [
      "ffff,80x24,0,0{40x24,0,0,1,39x24,41,0,2}",
      /^berth: Invalid layout: ffff,80x24,0,0\{40x24,0,0,1,39x24,41,0,2\}: /,
    ],
    ["b25e,80x24,0,0,1", /^berth: Have 2 panes but need 1: b25e,80x24,0,0,1: /],
    [
      "415a,80x24,0,0[80x12,0,0,1,40x11,0,13,2]",
      /^berth: Size mismatch after applying layout: /,
    ],
    ["even", /^berth: Unknown layout even: use one of even-horizontal, /],
  ];
  for (const [layout, re] of cases) {
    const r = await d.cli("select-layout", "-t", "w", layout);
    assert.equal(r.code, 1, layout);
    assert.match(r.stderr, re);
    assert.equal(r.stderr.trimEnd().split("\n").length, 1, r.stderr);
    assert.doesNotMatch(r.stderr, /Lost the daemon/);
  }
  // Longer than any layout: refused before it is sent.
  const r = await d.cli("select-layout", "-t", "w", "1".repeat(9000));
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: Layout is 9000 characters long, more than/);
  assert.equal(await shown(d, "w", "#{window_layout}"), before);
  // A start of a preset's name no other shares, as tmux's lookup.
  await d.ok("select-layout", "-t", "w", "even-v");
  assert.equal(await shown(d, "w", "#{pane_width}"), "80");
  // tmux's -p and previous-layout, -n and next-layout step from it.
  // (Three panes: tiled is not even-horizontal then.)
  await d.ok("split-window", "-t", "w", "--", "cat");
  const named = new Map<string, string>();
  for (const name of ["even-horizontal", "tiled", "even-vertical"]) {
    await d.ok("select-layout", "-t", "w", name);
    named.set(name, await shown(d, "w", "#{window_layout}"));
  }
  await d.ok("select-layout", "-p", "-t", "w");
  assert.equal(
    await shown(d, "w", "#{window_layout}"),
    named.get("even-horizontal"),
  );
  await d.ok("previous-layout", "-t", "w");
  assert.equal(await shown(d, "w", "#{window_layout}"), named.get("tiled"));
  assert.notEqual(named.get("tiled"), named.get("even-horizontal"));
  await d.ok("nextl", "-t", "w");
  assert.equal(
    await shown(d, "w", "#{window_layout}"),
    named.get("even-horizontal"),
  );
});

Deno.test("select-layout with no layout applies the last preset again, and nothing before one, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 2);
  // tmux 3.3a: a pane resized by hand, then select-layout alone: as it was.
  await d.ok("resize-pane", "-t", "w:0.0", "-x", "20");
  const resized = await shown(d, "w", "#{window_layout}");
  await d.ok("select-layout", "-t", "w");
  assert.equal(await shown(d, "w", "#{window_layout}"), resized);
  // After main-horizontal and a resize, select-layout alone puts it back.
  await d.ok("select-layout", "-t", "w", "main-horizontal");
  const main = await shown(d, "w", "#{window_layout}");
  await d.ok("resize-pane", "-t", "w:0.0", "-y", "5");
  assert.notEqual(await shown(d, "w", "#{window_layout}"), main);
  await d.ok("select-layout", "-t", "w");
  assert.equal(await shown(d, "w", "#{window_layout}"), main);
});

Deno.test("set -g main-pane-height, main-pane-width, other-pane-height, other-pane-width size the main-* layouts as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 3);
  const list = async () =>
    (await d.ok(
      "list-panes",
      "-t",
      "w",
      "-F",
      "#{pane_left},#{pane_top} #{pane_width}x#{pane_height}",
    )).trimEnd().split("\n").join(";");
  // tmux 3.3a's list-panes after the same options on an 80x24 window.
  const cases: [string[], string, string][] = [
    [[], "main-horizontal", "0,0 80x22;0,23 39x1;40,23 40x1"],
    [["main-pane-height", "30%"], "main-h", "0,0 80x6;0,7 39x17;40,7 40x17"],
    [
      ["main-pane-height", "10", "other-pane-height", "5"],
      "main-horizontal",
      "0,0 80x18;0,19 39x5;40,19 40x5",
    ],
    [["main-pane-width", "25%"], "main-v", "0,0 19x24;20,0 60x11;20,12 60x12"],
    [
      ["main-pane-width", "80", "other-pane-width", "20"],
      "main-vertical",
      "0,0 78x24;79,0 1x11;79,12 1x12",
    ],
  ];
  for (const [options, layout, want] of cases) {
    for (let i = 0; i < options.length; i += 2) {
      await d.ok("set", "-g", options[i], options[i + 1]);
    }
    await d.ok("select-layout", "-t", "w", layout);
    assert.equal(await list(), want, `${options.join(" ")} ${layout}`);
  }
  const bad = await d.cli("set", "-g", "main-pane-height", "half");
  assert.equal(bad.code, 1);
  assert.equal(
    bad.stderr.trim().split("\n").length,
    1,
    `one line: ${bad.stderr}`,
  );
  assert.match(bad.stderr, /main-pane-height takes a number of rows/);
  // A window option, as tmux's: show -gw lists it.
  assert.match(await d.ok("show-options", "-gw"), /^main-pane-height 10$/m);
});

Deno.test("select-layout with more cells than panes closes the bottom-right ones; another size is fitted to the window", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 2);
  // tmux 3.3a: [80x12,80x5,80x5] on two panes is [80x12,80x11].
  await d.ok(
    "select-layout",
    "-t",
    "w",
    "73f2,80x24,0,0[80x12,0,0,1,80x5,0,13,2,80x5,0,19,3]",
  );
  assert.match(
    await shown(d, "w", "#{window_layout}"),
    /^\w{4},80x24,0,0\[80x12,0,0,\d+,80x11,0,13,\d+\]$/,
  );
  // A layout of 60x20 on an 80x24 window: its shares at the window's size.
  await d.ok(
    "select-layout",
    "-t",
    "w",
    "38e9,60x20,0,0{30x20,0,0,1,29x20,31,0,2}",
  );
  assert.match(
    await shown(d, "w", "#{window_layout}"),
    /^\w{4},80x24,0,0\{40x24,0,0,\d+,39x24,41,0,\d+\}$/,
  );
});

Deno.test("select-layout takes a layout string at the : prompt; Tab completes its name and the layout's", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 2);
  await using t = term(d, "attach", "w");
  await waitFor(() => /^\[w\]/.test(t.lines()[23]), 15_000, "status line");
  // The window is the client's 80x23 now.
  await until(d, "w", "#{window_height}", "23");
  const saved = await shown(d, "w", "#{window_layout}");
  await d.ok("select-layout", "-t", "w", "even-horizontal");
  await t.write("\x02:");
  await waitFor(() => t.lines()[23].trimEnd() === ":", 15_000, ": prompt");
  await t.write(`select-layout '${saved}'\r`);
  await until(d, "w", "#{window_layout}", saved);
  // Tab completes the command and the layout, as tmux's prompt does.
  await t.write("\x02:");
  await waitFor(() => t.lines()[23].trimEnd() === ":", 15_000, ": prompt");
  await t.write("select-l\teven-v\t");
  await waitFor(
    () => t.lines()[23].trimEnd() === ":select-layout even-vertical",
    15_000,
    "completed",
  );
  await t.write("\r");
  const evenVertical = /,80x23,0,0\[80x11,0,0,\d+,80x11,0,12,\d+\]$/;
  await waitFor(
    async () => evenVertical.test(await shown(d, "w", "#{window_layout}")),
    15_000,
    "even-vertical",
  );
});

/** Each pane as `index id top active zoomed`, in pane order. */
async function order(d: TestDaemon, target = "w"): Promise<string[]> {
  const out = await d.ok(
    "list-panes",
    "-t",
    target,
    "-F",
    "#{pane_index} #{pane_id} #{pane_top} #{pane_active} #{window_zoomed_flag}",
  );
  return out.trimEnd().split("\n");
}

Deno.test("rotate-window moves the panes as tmux 3.3a's, the active place staying; -Z keeps the zoom", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 3);
  await d.ok("select-pane", "-t", "w:0.1");
  const [a, b, c] = (await order(d)).map((l) => l.split(" ")[1]);
  // Lines as tmux 3.3a lists them after the same commands.
  await d.ok("rotate-window", "-t", "w");
  assert.deepEqual(await order(d), [
    `0 ${b} 0 0 0`,
    `1 ${c} 13 1 0`,
    `2 ${a} 19 0 0`,
  ]);
  await d.ok("rotate-window", "-D", "-t", "w");
  await d.ok("rotatew", "-D", "-t", "w");
  assert.deepEqual(await order(d), [
    `0 ${c} 0 0 0`,
    `1 ${a} 13 1 0`,
    `2 ${b} 19 0 0`,
  ]);
  await d.ok("resize-pane", "-Z", "-t", "w");
  await d.ok("rotate-window", "-Z", "-t", "w");
  assert.deepEqual(await order(d), [
    `0 ${a} 0 0 1`,
    `1 ${b} 0 1 1`,
    `2 ${c} 19 0 1`,
  ]);
  // Without -Z it unzooms.
  await d.ok("rotate-window", "-t", "w");
  assert.deepEqual(await order(d), [
    `0 ${b} 0 0 0`,
    `1 ${c} 13 1 0`,
    `2 ${a} 19 0 0`,
  ]);
});

Deno.test("tmux 3.3a's prefix keys: C-o M-o rotate, M-1..M-5 the presets, E spreads, M-n the window with an alert, ~ the messages", async () => {
  await using d = await TestDaemon.create();
  await panes(d, 2);
  await using t = term(d, "attach", "w");
  await waitFor(() => /^\[w\]/.test(t.lines()[23]), 15_000, "status line");
  const ids = async () =>
    (await order(d)).map((l) => l.split(" ").slice(1, 2).join()).join(" ");
  const [a, b] = (await ids()).split(" ");
  await t.write("\x02\x0f");
  await until(d, "w", "#{pane_index} #{pane_id}", `1 %${a.slice(1)}`);
  assert.equal(await ids(), `${b} ${a}`);
  await t.write("\x02\x1bo");
  await until(d, "w", "#{pane_index} #{pane_id}", `1 %${b.slice(1)}`);
  await t.write("\x02\x1b1");
  await until(d, "w", "#{pane_width}", "40");
  await t.write("\x02\x1b2");
  await until(d, "w", "#{pane_width}", "80");
  await d.ok("resize-pane", "-t", "w:0.0", "-D", "5");
  await until(d, "w:0.0", "#{pane_height}", "16");
  await t.write("\x02E");
  await until(d, "w:0.0", "#{pane_height}", "11");
  // Prefix M-n: no window with an alert says so; one with output is shown
  // (an alert: output flags a window with monitor-activity on).
  await d.ok("set-option", "-g", "monitor-activity", "on");
  await d.ok("new-window", "-d", "-t", "w", "--", "cat");
  await d.ok("new-window", "-d", "-t", "w", "--", "cat");
  await t.write("\x02\x1bn");
  await waitFor(
    () => /^There is no next window with an alert/.test(t.lines()[23]),
    15_000,
    "the no-alert message",
  );
  await d.ok("send-keys", "-t", "w:2", "-l", "out\r");
  await waitFor(() => / 2:cat#/.test(t.lines()[23]), 15_000, "window 2's #");
  await t.write("\x02\x1bn");
  await until(d, "w", "#I", "2");
  // Prefix ~: the messages shown, the newest first, as tmux's show-messages.
  await t.write("\x02~");
  await waitFor(
    () =>
      /^\d\d:\d\d: message: There is no next window with an alert/.test(
        t.lines()[0],
      ),
    15_000,
    "show-messages",
  );
  await t.write("q");
});
