/**
 * End to end: tmux's `set -u` and `set -gu` (unset an option), checked
 * against tmux 3.3a side by side: a session's own value goes and the
 * daemon's setting is its value again; a daemon setting goes back to
 * berth's default.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("set -u drops a session's own value (the daemon's setting holds again); set -gu puts a daemon setting back to its default", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--", "cat");
  const shown = async (format: string) =>
    (await d.ok("display", "-p", "-t", "t", format)).trimEnd();
  // The index a new window takes: base-index.
  const next = async () =>
    (await d.ok("neww", "-d", "-P", "-t", "t", "--", "cat")).trim();
  await d.ok("set", "-g", "base-index", "1");
  await d.ok("set", "-t", "t", "base-index", "5");
  await d.ok("set", "-t", "t", "pane-base-index", "2");
  await d.ok("setw", "-t", "t", "synchronize-panes", "on");
  assert.equal(await shown("#P #{synchronize-panes}"), "2 1");
  // pane-base-index is the window's (tmux's window option): a new
  // window's first pane is 0, as tmux 3.3a's t:5.0.
  assert.equal(await next(), "t:5.0");
  // A value given with -u is not read, as tmux's.
  await d.ok("set", "-u", "-t", "t", "base-index", "7");
  await d.ok("set", "-t", "t", "-u", "pane-base-index");
  await d.ok("setw", "-u", "-t", "t", "synchronize-panes");
  assert.equal(await shown("#P #{synchronize-panes}"), "0 0");
  assert.equal(await next(), "t:1.0");
  // -gu: berth's default, and the session (no value of its own) with it.
  await d.ok("set", "-gu", "base-index");
  assert.equal(await d.ok("show", "-gv", "base-index"), "0\n");
  await d.ok("kill-window", "-t", "t:0");
  assert.equal(await next(), "t:0.0");
  await d.ok("set", "-g", "status-right", "x");
  await d.ok("set", "-g", "status", "off");
  await d.ok("set", "-gu", "status-right");
  await d.ok("set", "-u", "-g", "status");
  assert.match(await d.ok("show", "-gv", "status-right"), /pane_title/);
  // On (berth keeps its place: show -g status says `bottom`).
  assert.equal(await d.ok("show", "-gv", "status"), "on\n");
  // A daemon setting has no session value: -u without -g does nothing.
  await d.ok("set", "-u", "-t", "t", "mouse");
  const bad = await d.cli("set", "-gu", "nosuch");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: invalid option: nosuch/);
  assert.equal((await d.cli("set", "-gqu", "nosuch")).code, 0);
});

Deno.test("setw -g synchronize-panes sets the daemon's, as tmux's global window option: a window's own value wins", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--", "cat");
  await d.ok("setw", "-g", "synchronize-panes", "on");
  assert.equal(
    await d.ok("display", "-p", "-t", "t:0", "#{synchronize-panes}"),
    "1\n",
  );
  await d.ok("setw", "-t", "t:0", "synchronize-panes", "off");
  assert.equal(
    await d.ok("display", "-p", "-t", "t:0", "#{synchronize-panes}"),
    "0\n",
  );
});
