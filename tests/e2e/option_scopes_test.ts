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
