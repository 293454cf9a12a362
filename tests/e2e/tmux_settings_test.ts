/**
 * End to end: settings tmux users' configs set that berth lacked (each was
 * one "unknown setting" warning): `prefix2`, `default-command`,
 * `automatic-rename-format`, and `extended-keys`, `lock-after-time`,
 * `lock-command` taken; through a real daemon and a real attach client.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

Deno.test("a .tmux.conf's prefix2, default-command and automatic-rename-format work as tmux's; extended-keys and lock-* are taken", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.mkdir(`${d.dir}/proj`);
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    [
      "set -g prefix2 C-a",
      "set -g default-command 'echo from-default-command; exec sh'",
      "set -g automatic-rename-format '#{b:pane_current_path}'",
      "set -s extended-keys on",
      "set -g lock-after-time 600",
      "set -g lock-command 'vlock'",
    ].join("\n") + "\n",
  );
  await d.ok("new", "-d", "-s", "work", "-c", `${d.dir}/proj`);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "", "no unknown setting");
  assert.match(shown.stdout, /^prefix2 = "C-a"$/m);
  assert.match(shown.stdout, /^extended-keys = "on"$/m);
  // No command given: default-command, by the shell.
  await waitFor(
    async () =>
      (await d.ok("capture-pane", "-p", "-t", "work")).includes(
        "from-default-command",
      ),
    15_000,
    "default-command's output",
  );
  // The window is named by the format: its directory's name.
  await waitFor(
    async () => (await d.ok("display", "-p", "-t", "work", "#W")) === "proj\n",
    15_000,
    "the window named by automatic-rename-format",
  );
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/from-default-command/);
  const windows = async () =>
    (await d.ok("list-windows", "-t", "work")).trim().split("\n").length;
  await t.write("\x01c"); // prefix2, then c: a new window
  await waitFor(async () => await windows() === 2, 15_000, "prefix2 c");
  await t.write("\x02c"); // the prefix still works
  await waitFor(async () => await windows() === 3, 15_000, "prefix c");
});

Deno.test("a key option, bind-key or unbind-key given a name that is no key is refused in one line, as tmux's bad key; in a .tmux.conf one warning", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await d.ok("new", "-d", "-s", "work", "--", "sh");
  for (
    const argv of [
      ["set", "-g", "prefix2", "bogus-key"],
      ["set", "-g", "prefix", "bogus-key"],
      ["set", "-t", "work", "prefix2", "bogus-key"],
      ["bind", "bogus-key", "new-window"],
      ["unbind", "bogus-key"],
    ]
  ) {
    const r = await d.cli(...argv);
    assert.equal(r.code, 1, `${argv.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, /^berth: .*bogus-key/, argv.join(" "));
    assert.equal(r.stderr.trimEnd().split("\n").length, 1, r.stderr);
  }
  const set = await d.cli("set", "-g", "prefix2", "bogus-key");
  assert.match(set.stderr, /^berth: bad key: bogus-key /);
  const shown = await d.ok("show-options", "--toml");
  assert.match(shown, /^prefix = "C-b"$/m);
  assert.match(shown, /^prefix2 = "None"$/m);
  await d.ok("set", "-g", "prefix2", "NONE"); // tmux's None, any case
  assert.match(
    await d.ok("show-options", "--toml"),
    /^prefix2 = "None"$/m,
    "as tmux",
  );
  // A .tmux.conf's line: one warning naming the file and the line, as
  // tmux's `file:line:`; the rest applies.
  const conf = `${d.dir}/keys.conf`;
  await Deno.writeTextFile(
    conf,
    "# keys\nset -g prefix2 bogus-key\nset -g status-left ok\n",
  );
  const r = await d.cli("source-file", conf);
  assert.equal(r.code, 1, r.stderr);
  assert.match(
    r.stderr,
    /^berth: \S*keys\.conf line 2: set -g prefix2 bogus-key: bad key: bogus-key/,
  );
  assert.equal(r.stderr.trimEnd().split("\n").length, 1, r.stderr);
  assert.match(await d.ok("show-options", "--toml"), /^status-left = "ok"$/m);
});

Deno.test("prefix2 is a session's own too, as tmux's session option: set -t a prefix2 C-a works in session a alone", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "sh");
  await d.ok("new", "-d", "-s", "b", "--", "sh");
  await d.ok("set", "-t", "a", "prefix2", "C-a");
  assert.equal(await d.ok("display", "-p", "-t", "a", "#{prefix2}"), "C-a\n");
  assert.equal(await d.ok("display", "-p", "-t", "b", "#{prefix2}"), "None\n");
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "a"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^\[a\] /m);
  const windows = async () =>
    (await d.ok("list-windows", "-t", "a")).trim().split("\n").length;
  await t.write("\x01c"); // session a's prefix2, then c: a new window
  await waitFor(async () => await windows() === 2, 15_000, "prefix2 c");
  await d.ok("set", "-u", "-t", "a", "prefix2");
  assert.equal(await d.ok("display", "-p", "-t", "a", "#{prefix2}"), "None\n");
});

Deno.test("automatic-rename-format names a window by its active pane's title and by #(command)'s output, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "sh");
  const name = async () =>
    (await d.ok("display", "-p", "-t", "work", "#W")).trim();
  await d.ok("set", "-g", "automatic-rename-format", "t-#{pane_title}");
  await d.ok("select-pane", "-t", "work", "-T", "hello");
  await waitFor(async () => await name() === "t-hello", 15_000, "the title");
  await d.ok(
    "set",
    "-g",
    "automatic-rename-format",
    "#(echo from-job)-#{pane_title}",
  );
  // As tmux's, the name is looked at again on the pane's output (a new
  // prompt), not when the command's output comes.
  await waitFor(
    async () => {
      await d.ok("send-keys", "-t", "work", "Enter");
      return await name() === "from-job-hello";
    },
    15_000,
    "#(echo from-job)",
  );
});

Deno.test("automatic-rename-format's #(command) runs again on the pane's output alone, as tmux 3.3a's: not each second as its output changes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  const runs = `${d.dir}/runs`;
  const lines = async () => {
    try {
      return (await Deno.readTextFile(runs)).split("\n").length - 1;
    } catch {
      return 0;
    }
  };
  // Each run takes a second, so each ends in a later second than it
  // began: the old code named the windows again as its output came,
  // which ran it again (runs 1, 2, 3, 4, 5 a second apart, measured).
  await d.ok(
    "set",
    "-g",
    "automatic-rename-format",
    `#(echo run >> ${runs}; sleep 1; echo named-\`wc -l < ${runs}\`)`,
  );
  await waitFor(async () => await lines() === 1, 15_000, "the first run");
  // Past the first run's end, with no output in the pane (the time in
  // which the old code ran it again: at its end).
  await new Promise((r) => setTimeout(r, 1500));
  const name = async () =>
    (await d.ok("display", "-p", "-t", "a", "#W")).trim();
  assert.equal(await lines(), 1, "runs with no output in the pane");
  assert.equal(await name(), "cat");
  // Output in the pane (cat's echo): the name is looked at again.
  await d.ok("send-keys", "-t", "a", "hi", "Enter");
  await waitFor(async () => await name() === "named-1", 15_000, "named-1");
  await waitFor(async () => await lines() === 2, 15_000, "the second run");
});
