/**
 * Options scoped as tmux 3.3a's option table scopes them: `lock-command`
 * and the other session options berth kept for the whole daemon alone
 * take a session's own value (`set -t s lock-command vlock`), and the
 * server options `default-terminal` and `extended-keys` need no `-g`
 * (`set default-terminal tmux-256color`, a common .tmux.conf line).
 *
 * @module
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("lock-command, lock-after-time, bell-action, renumber-windows ... are a session's own with set -t, as tmux's session options; default-terminal and extended-keys need no -g", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  await d.ok("new", "-d", "-s", "b", "--", "cat");
  const show = async (target: string, format: string) =>
    (await d.ok("display", "-p", "-t", target, format)).trimEnd();
  const own: [string, string][] = [
    ["lock-command", "vlock -a"],
    ["lock-after-time", "600"],
    ["bell-action", "none"],
    ["visual-bell", "on"],
    ["activity-action", "any"],
    ["visual-activity", "both"],
    ["silence-action", "none"],
    ["visual-silence", "on"],
    ["word-separators", " -"],
    ["repeat-time", "900"],
    ["display-panes-time", "3000"],
    ["default-shell", "/bin/sh"],
    ["default-command", "exec cat"],
  ];
  const format = own.map(([name]) => `#{${name}}`).join("|");
  const before = await show("b", format);
  for (const [name, value] of own) await d.ok("set", "-t", "a", name, value);
  assert.equal(await show("a", format), own.map(([, v]) => v).join("|"));
  assert.equal(await show("b", format), before, "session b keeps the daemon's");
  // renumber-windows, a session's own: a's windows close up, b's not.
  await d.ok("set", "-t", "a", "renumber-windows", "on");
  for (const s of ["a", "b"]) {
    await d.ok("new-window", "-d", "-t", s);
    await d.ok("new-window", "-d", "-t", s);
    await d.ok("kill-window", "-t", `${s}:1`);
  }
  const indices = async (s: string) =>
    (await d.ok("list-windows", "-t", s, "-F", "#I")).trim();
  assert.equal(await indices("a"), "0\n1");
  assert.equal(await indices("b"), "0\n2");
  await d.ok("set", "-u", "-t", "a", "lock-command");
  assert.equal(await show("a", "#{lock-command}"), "lock -np");
  // tmux's server options: no -g needed (a .tmux.conf's line too).
  await d.ok("set", "default-terminal", "screen-256color");
  await d.ok("set", "extended-keys", "on");
  const conf = `${d.dir}/scopes.tmux.conf`;
  await Deno.writeTextFile(conf, "set default-terminal tmux-256color\n");
  const r = await d.cli("source-file", conf);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, "");
  assert.equal(
    await show("b", "#{default-terminal} #{extended-keys}"),
    "tmux-256color on",
  );
  // show -s, tmux's server options as set -s sets them (show -qvgs
  // default-terminal, Neovim's checkhealth's line): was "Unknown option -s".
  assert.equal(
    (await d.ok("show-options", "-qvgs", "default-terminal")).trim(),
    "tmux-256color",
  );
  assert.equal((await d.ok("show", "-sv", "extended-keys")).trim(), "on");
});

Deno.test("user options of a session, a window and a pane (set -t, setw, set -p), #{@u} the pane's, else the window's, else the session's, else the daemon's, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  await d.ok("split-window", "-t", "a", "--", "cat");
  await d.ok("new", "-d", "-s", "b", "--", "cat");
  const at = async (target: string) =>
    (await d.ok("display", "-p", "-t", target, "#{@u}")).trimEnd();
  await d.ok("set", "-g", "@u", "daemon");
  await d.ok("set", "-t", "a", "@u", "session");
  assert.equal(await at("a:0.0"), "session");
  assert.equal(await at("b"), "daemon", "b has none: the daemon's");
  await d.ok("setw", "-t", "a:0", "@u", "window");
  assert.equal(await at("a:0.0"), "window");
  await d.ok("set", "-p", "-t", "a:0.1", "@u", "pane");
  assert.equal(await at("a:0.1"), "pane");
  assert.equal(await at("a:0.0"), "window", "the other pane: its window's");
  // show without -g: that one's own alone, as tmux's (-q: none, no error).
  assert.equal(await d.ok("show", "-t", "a", "-v", "@u"), "session\n");
  assert.equal(await d.ok("show", "-w", "-t", "a:0", "-v", "@u"), "window\n");
  assert.equal(await d.ok("show", "-p", "-t", "a:0.1", "-v", "@u"), "pane\n");
  assert.equal(await d.ok("show", "-t", "b", "-qv", "@u"), "");
  const none = await d.cli("show", "-t", "b", "-v", "@u");
  assert.equal(none.code, 1);
  assert.equal(none.stderr.split("\n").length, 2, none.stderr);
  // -a: onto that one's own value; -u: gone, the next one's again.
  await d.ok("set", "-a", "-t", "a", "@u", "+");
  assert.equal(await d.ok("show", "-t", "a", "-v", "@u"), "session+\n");
  await d.ok("set", "-pu", "-t", "a:0.1", "@u");
  assert.equal(await at("a:0.1"), "window");
  await d.ok("setw", "-u", "-t", "a:0", "@u");
  assert.equal(await at("a:0.1"), "session+");
  assert.equal(await d.ok("show", "-gv", "@u"), "daemon\n");
  // Each lasts through berth upgrade, as their settings do, and a
  // pane's through respawn-pane.
  await d.ok("setw", "-t", "a:0", "@w", "kept");
  await d.ok("set", "-p", "-t", "a:0.1", "@p", "kept too");
  await d.ok("upgrade");
  await d.ok("respawn-pane", "-k", "-t", "a:0.1", "--", "cat");
  assert.equal(await at("a:0.1"), "session+");
  assert.equal(
    (await d.ok("display", "-p", "-t", "a:0.1", "#{@w} #{@p}")).trimEnd(),
    "kept kept too",
  );
});

Deno.test("a session's set -a appends to its own value as tmux 3.3a's (none: the text alone); default-shell refuses what is not an executable file, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  await d.ok("set", "-g", "status-right", "G");
  await d.ok("set", "-a", "-t", "a", "status-right", "x");
  assert.equal(await d.ok("show", "-t", "a", "-v", "status-right"), "x\n");
  await d.ok("set", "-a", "-t", "a", "status-right", "y");
  assert.equal(await d.ok("show", "-t", "a", "-v", "status-right"), "xy\n");
  assert.equal(await d.ok("show", "-gv", "status-right"), "G\n");
  for (const bad of ["/nonexistent/sh", "sh", d.dir]) {
    for (const args of [["-g"], ["-t", "a"]]) {
      const r = await d.cli("set", ...args, "default-shell", bad);
      assert.equal(r.code, 1, `${args} ${bad}`);
      assert.equal(
        r.stderr,
        `berth: not a suitable shell: ${bad} (default-shell takes the full path of an executable file, such as /bin/bash)\n`,
      );
    }
  }
  await d.ok("set", "-g", "default-shell", "/bin/sh");
  assert.equal(await d.ok("show", "-gv", "default-shell"), "/bin/sh\n");
});
