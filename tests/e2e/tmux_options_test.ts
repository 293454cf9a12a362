/**
 * End to end: options and hooks as tmux 3.3a has them, side by side with
 * it: a hook naming no command is refused when set (`unknown command:
 * abc`), `show-options` prints a flag as `on`/`off` and `-p`, `-s`, `-A`
 * their own scopes, and a typical `.tmux.conf`'s `synchronize-panes`,
 * `default-size` and `allow-passthrough` lines are taken without a
 * warning, and its `refresh-client -S` and short names run from a key.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

Deno.test("a hook whose command is no command is refused when set, in tmux's words, as set-hook and as an option", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  for (
    const args of [
      ["set-hook", "-g", "after-new-window", "abc"],
      ["set", "-g", "after-split-window", "abc"],
      ["set-hook", "-g", "after-new-window", "display hi; abc"],
    ]
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.equal(
      r.stderr,
      "berth: unknown command: abc (berth list-commands lists them)\n",
    );
  }
  // One the attach client runs itself failed at each event: refused too.
  const client = await d.cli("set-hook", "-g", "after-new-window", "copy-mode");
  assert.equal(client.code, 1);
  assert.equal(
    client.stderr,
    "berth: copy-mode runs in an attached client (from a key or the : prompt), not in a hook\n",
  );
  assert.equal(
    await d.ok("show-hooks", "-g", "after-new-window"),
    "after-new-window\n",
  );
  // tmux's short names and assignments are commands.
  await d.ok("set-hook", "-g", "after-new-window", "selectl tiled; X=1");
  await d.ok("set", "-g", "after-split-window", "run 'true'");
  assert.equal(
    await d.ok("show-hooks", "-g", "after-new-window"),
    "after-new-window[0] selectl tiled; X=1\n",
  );
});

Deno.test("show-options: a flag is on or off; -p the pane's own options, -w the window's, -s the server's; -A all in force", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  assert.equal(await d.ok("show", "-gv", "mouse"), "on\n");
  await d.ok("set", "-g", "mouse", "off");
  assert.equal(await d.ok("show", "-gv", "mouse"), "off\n");
  // status too: tmux's on, not berth's place (a toggle script reads it).
  assert.equal(await d.ok("show", "-gv", "status"), "on\n");
  await d.ok("set", "-t", "s", "status", "off");
  assert.equal(await d.ok("show", "-v", "-t", "s", "status"), "off\n");
  await d.ok("setw", "-t", "s", "automatic-rename", "off");
  assert.equal(
    await d.ok("show", "-wv", "-t", "s", "automatic-rename"),
    "off\n",
  );
  // The pane's own: nothing, then its user option alone, as tmux's.
  assert.equal(await d.ok("show", "-p", "-t", "s:0.0"), "");
  await d.ok("set", "-p", "-t", "s:0.0", "@mine", "yes");
  assert.equal(await d.ok("show", "-p", "-t", "s:0.0"), "@mine yes\n");
  assert.equal(await d.ok("show", "-pv", "-t", "s:0.0"), "yes\n");
  assert.equal(
    await d.ok("show", "-w", "-t", "s"),
    "automatic-rename off\n",
  );
  // -s: the server options alone.
  const server = (await d.ok("show", "-s")).trim().split("\n");
  assert.deepEqual(
    [...new Set(server.map((l) => l.split(/[ [*]/)[0]))].sort(),
    [
      "command-alias",
      "copy-command",
      "default-terminal",
      "escape-time",
      "exit-empty",
      "exit-unattached",
      "extended-keys",
      "focus-events",
      "history-file",
      "message-limit",
      "prompt-history-limit",
      "set-clipboard",
      "terminal-features",
      "terminal-overrides",
    ],
  );
  // -A: the inherited values too, NAME*: with -p tmux's pane options
  // (window|pane) alone, with -w the window's.
  const all = await d.ok("show", "-pA", "-t", "s:0.0");
  assert.match(all, /^@mine yes$/m);
  assert.match(all, /^synchronize-panes\* off$/m);
  assert.doesNotMatch(all, /^(mouse|automatic-rename)\b/m);
  const window = await d.ok("show", "-wA", "-t", "s");
  assert.match(window, /^automatic-rename off$/m);
  assert.match(window, /^mode-keys\* (vi|emacs)$/m);
  assert.doesNotMatch(window, /^mouse\b/m);
});

Deno.test("a typical .tmux.conf's set -g synchronize-panes, default-size and allow-passthrough off are taken; default-size sizes new -d; allow-passthrough on is refused saying why", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    [
      "set -g synchronize-panes off",
      "setw -g synchronize-panes off",
      "set -g default-size 200x50",
      "set -g allow-passthrough off",
    ].join("\n") + "\n",
  );
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "", "no warning");
  const size = (t: string) =>
    d.ok("display", "-p", "-t", t, "#{window_width}x#{window_height}");
  assert.equal(await size("s"), "200x50\n");
  // -x alone: default-size's height, as tmux's.
  await d.ok("new", "-d", "-s", "t", "-x", "100", "--", "cat");
  assert.equal(await size("t"), "100x50\n");
  assert.equal(await d.ok("show", "-gv", "default-size"), "200x50\n");
  assert.equal(await d.ok("show", "-gv", "allow-passthrough"), "off\n");
  const on = await d.cli("set", "-g", "allow-passthrough", "on");
  assert.equal(on.code, 1);
  assert.match(
    on.stderr,
    /allow-passthrough takes off alone \(berth keeps each pane's screen/,
  );
  assert.equal(on.stderr.trim().split("\n").length, 1, on.stderr);
  const bad = await d.cli("set", "-g", "default-size", "200");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /default-size takes WIDTHxHEIGHT/);
  assert.equal(await d.ok("show", "-gv", "default-size"), "200x50\n");
});

Deno.test("a .tmux.conf's refresh-client -S and tmux's short names run from a key: prefix y redraws, prefix z shows the messages", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok("bind", "y", "refresh-client -S");
  await d.ok("bind", "z", "showmsgs");
  await using t = await attachedTerminal(d, "k");
  // z waits behind y's command: the messages then hold y's error, if any.
  await t.write("\x02y\x02z");
  await waitFor(
    () => /No messages shown yet|Unknown command/.test(t.text()),
    15_000,
    "the messages view",
  );
  assert.doesNotMatch(t.text(), /Unknown command/);
});
