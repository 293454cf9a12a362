/**
 * End to end: tmux's hooks (`set-hook`, `show-hooks`) on a real daemon,
 * checked against tmux 3.3a side by side: hooks kept as tmux's arrays and
 * printed as tmux prints them; `after-COMMAND` run before the command is
 * answered, at its target; the events (`session-created`, `pane-died`
 * ...) with tmux's `#{hook*}` variables; a hook that fires itself runs
 * once; hooks outlast `berth upgrade`; a .tmux.conf's `set-hook` lines.
 */

import assert from "node:assert/strict";
import { readOr, TestDaemon, waitFor } from "../_helpers/daemon.ts";

/** A hook line that appends its formats' expansion to `file`. */
function note(file: string, format: string): string {
  return `run-shell "echo ${format} >> ${file}"`;
}

Deno.test("set-hook and show-hooks keep hooks as tmux's arrays (-a, NAME[N], -u, -w, -p) and print them as tmux 3.3a", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--", "cat");
  await d.ok("set-hook", "-g", "after-split-window", "display a");
  await d.ok("set-hook", "-ga", "after-split-window", "display b");
  // Without -a: the whole hook is this one entry again, as tmux's.
  await d.ok("set-hook", "-g", "after-split-window", "display c");
  await d.ok("set-hook", "-g", "after-split-window[3]", "display d");
  await d.ok("set-hook", "-ga", "after-split-window", "display e");
  assert.equal(
    await d.ok("show-hooks", "-g", "after-split-window"),
    "after-split-window[0] display c\nafter-split-window[1] display e\n" +
      "after-split-window[3] display d\n",
  );
  await d.ok("set-hook", "-gu", "after-split-window[1]");
  const all = (await d.ok("show-hooks", "-g")).split("\n");
  assert.ok(all.includes("after-split-window[3] display d"));
  assert.ok(all.includes("session-created"), "a hook not set: its name");
  assert.ok(!all.includes("pane-died"), "-g: the session hooks, as tmux's");
  assert.ok(
    (await d.ok("show-hooks", "-gw")).split("\n").includes("pane-died"),
  );
  await d.ok("set-hook", "-gu", "after-split-window");
  assert.equal(
    await d.ok("show-hooks", "-g", "after-split-window"),
    "after-split-window\n",
  );
  // A session's, a window's, a pane's: each its own.
  await d.ok("set-hook", "-t", "t", "session-renamed", "display s");
  await d.ok("set-hook", "-w", "-t", "t:0", "window-renamed", "display w");
  await d.ok("set-hook", "-p", "-t", "t:0.0", "pane-died", "display p");
  assert.equal(
    await d.ok("show-hooks", "-t", "t"),
    "session-renamed[0] display s\n",
  );
  assert.equal(
    await d.ok("show-hooks", "-w", "-t", "t:0"),
    "window-renamed[0] display w\n",
  );
  assert.equal(
    await d.ok("show-hooks", "-p", "-t", "t:0.0"),
    "pane-died[0] display p\n",
  );
  // Mistakes: one line each, exit 1.
  const bad = await d.cli("set-hook", "-g", "bogus", "display x");
  assert.equal(bad.code, 1);
  assert.equal(
    bad.stderr,
    "berth: Unknown hook: bogus (berth show-hooks -g lists them, as tmux's)\n",
  );
  const empty = await d.cli("set-hook", "-g", "session-created");
  assert.equal(empty.code, 1);
  assert.match(
    empty.stderr,
    /^berth: set-hook session-created needs a command/,
  );
  const none = await d.cli("set-hook", "-t", "nosuch", "session-created", "x");
  assert.equal(none.code, 1);
  assert.equal(none.stderr.split("\n").length, 2, none.stderr);
});

Deno.test("after-split-window lays out the window split before split-window answers; #{hook*} as tmux's; a hook that fires itself runs once; a failing one is logged", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/hooks.txt`;
  await d.ok("new", "-d", "-s", "t", "-x", "80", "-y", "24", "--", "cat");
  await d.ok("set-hook", "-g", "after-split-window", "select-layout tiled");
  await d.ok(
    "set-hook",
    "-ga",
    "after-split-window",
    note(file, "#{hook} #{hook_session_name} #{hook_window} #{hook_pane}"),
  );
  await d.ok("split-window", "-t", "t", "--", "cat");
  // Answered after the hook: the next command sees its layout.
  await d.ok("split-window", "-t", "t", "--", "cat");
  assert.equal(
    await d.ok("list-panes", "-t", "t", "-F", "#{pane_width}x#{pane_height}"),
    "39x11\n40x11\n80x12\n",
  );
  assert.equal(
    readOr(file),
    "after-split-window t @0 %1\nafter-split-window t @0 %2\n",
  );
  // As tmux's: a hook's own commands fire no hooks.
  await d.ok("set-hook", "-g", "after-new-window", "new-window -d cat");
  await d.ok("new-window", "-t", "t", "--", "cat");
  assert.equal(
    await d.ok("list-windows", "-t", "t", "-F", "#I"),
    "0\n1\n2\n",
  );
  // A line that fails: the command still succeeds; the daemon logs it.
  // (A command berth has not is refused when the hook is set, as tmux's.)
  await d.ok("set-hook", "-g", "after-rename-window", "kill-session -t nosuch");
  await d.ok("rename-window", "-t", "t:1", "x");
  await waitFor(
    () => /hook after-rename-window: .*nosuch/.test(d.log()),
    10_000,
    () => `the log to say so: ${d.log().slice(-500)}`,
  );
  // -R runs it now.
  await d.ok("set-hook", "-g", "session-renamed", note(file, "R#{hook}"));
  await d.ok("set-hook", "-R", "-g", "session-renamed");
  assert.match(readOr(file) ?? "", /^Rsession-renamed$/m);
});

Deno.test("the events run their hooks at their session, window and pane: session-created, -renamed, -closed, window-linked, -renamed, -unlinked, pane-exited, pane-died, alert-bell", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/events.txt`;
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  const events: [string, string][] = [
    ["session-created", "#{hook_session_name}"],
    ["session-renamed", "#{hook_session_name}"],
    ["session-closed", "#{hook_session_name}"],
    ["window-linked", "#{hook_window_name}"],
    ["window-renamed", "#{hook_window_name}"],
    ["window-unlinked", "#{hook_window_name}"],
    ["pane-exited", "#{hook_pane}"],
    ["pane-died", "#{hook_pane}"],
    ["alert-bell", "#{hook_window_name}"],
  ];
  for (const [hook, what] of events) {
    await d.ok("set-hook", "-g", hook, note(file, `#{hook} ${what}`));
  }
  const seen = (line: string) =>
    waitFor(
      () => (readOr(file) ?? "").split("\n").includes(line),
      10_000,
      () => `${line} among ${JSON.stringify(readOr(file))}`,
    );
  await d.ok("new", "-d", "-s", "b", "--", "cat");
  await seen("session-created b");
  await seen("window-linked cat");
  await d.ok("rename-session", "-t", "b", "c");
  await seen("session-renamed c");
  await d.ok("new-window", "-d", "-t", "a", "-n", "w", "--", "cat");
  await seen("window-linked w");
  await d.ok("rename-window", "-t", "a:w", "v");
  await seen("window-renamed v");
  await d.ok("kill-window", "-t", "a:v");
  await seen("window-unlinked v");
  // A pane whose program exits at a key: the hook names it.
  const exitsAtKey = async (hook: string) => {
    const pane = (await d.ok(
      "split-window",
      "-P",
      "-F",
      "#D",
      "-t",
      "a",
      "--",
      "sh",
      "-c",
      "read x",
    )).trim();
    await d.ok("send-keys", "-t", pane, "Enter");
    await seen(`${hook} ${pane}`);
  };
  await exitsAtKey("pane-exited");
  await d.ok("set", "-t", "a", "remain-on-exit", "on");
  await exitsAtKey("pane-died");
  await d.ok(
    "new-window",
    "-d",
    "-t",
    "a",
    "-n",
    "ding",
    "--",
    "sh",
    "-c",
    "printf '\\a'; cat",
  );
  await seen("alert-bell ding");
  await d.ok("kill-session", "-t", "c");
  await seen("session-closed c");
});

Deno.test("hooks outlast berth upgrade; a .tmux.conf's set-hook lines run as tmux's", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    "set-hook -g after-split-window 'select-layout even-horizontal'\n" +
      "set-hook -ga after-new-window 'rename-window hooked'\n",
  );
  await d.ok(
    "-f",
    conf,
    "new",
    "-d",
    "-s",
    "t",
    "-x",
    "80",
    "-y",
    "24",
    "--",
    "cat",
  );
  await d.ok("split-window", "-v", "-t", "t", "--", "cat");
  const widths = () =>
    d.ok("list-panes", "-t", "t", "-F", "#{pane_width}x#{pane_height}");
  assert.equal(await widths(), "39x24\n40x24\n");
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.equal(
    await d.ok("show-hooks", "-g", "after-new-window"),
    "after-new-window[0] rename-window hooked\n",
  );
  await d.ok("new-window", "-t", "t", "--", "cat");
  assert.equal(
    await d.ok("list-windows", "-t", "t", "-F", "#W"),
    "cat\nhooked\n",
  );
});
