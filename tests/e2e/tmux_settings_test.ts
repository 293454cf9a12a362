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
  const shown = await d.cli("show-options");
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
