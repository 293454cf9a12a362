/**
 * End to end: tmux's `bind -r` through a real attach client in a real
 * pty. A key bound to repeat (`bind-key -r`, config.toml's `{ command,
 * repeat = true }`) runs again without the prefix while `repeat-time`
 * lasts; any other key ends that and is typed into the pane; `set -g
 * repeat-time 0` turns it off. The repeat-time is long (30 s) so that no
 * step depends on how fast the machine is; nothing waits for it to pass.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";
import { TestSshd } from "../_helpers/sshd.ts";
import { paneWidth as width, widthIs } from "../_helpers/pane_width.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/**
 * The keys of a client attached to work; `env` its own (a handover or
 * not), `host` the berth -H (ssh) it goes through.
 */
async function repeatKeys(
  env: Record<string, string>,
  host: string[] = [],
): Promise<void> {
  await using d = await TestDaemon.create();
  await d.writeConfig(
    `repeat-time = 30000\n[bind.prefix]\n` +
      `"L" = { command = "resize-pane -R 5", repeat = true }\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await d.ok("split-window", "-h", "-t", "work", "--", ...SHELL);
  // tmux's bind -r: exit 0, no note; list-keys says -r.
  const bound = await d.cli("bind-key", "-r", "H", "resize-pane", "-L", "5");
  assert.deepEqual([bound.code, bound.stderr], [0, ""]);
  const keys = await d.ok("list-keys", "-T", "prefix");
  assert.match(keys, /^bind-key -r -T prefix H +resize-pane -L 5$/m);
  assert.match(keys, /^bind-key -r -T prefix L +resize-pane -R 5$/m);
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, ...host, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: { ...d.env, ...env }, cwd: d.dir },
  );
  await t.waitText(/^\[work\] /m);
  await waitFor(() => /│\$$/.test(t.lines()[0]), 15_000, "a prompt");
  const w = await width(d);
  // prefix H, then H H without the prefix: three times five cells.
  await t.write("\x02H");
  await widthIs(d, w + 5, "prefix H");
  await t.write("H");
  await widthIs(d, w + 10, "H again, no prefix");
  await t.write("H");
  await widthIs(d, w + 15, "H a third time");
  // Another key that repeats (the config file's) goes on repeating.
  await t.write("L");
  await widthIs(d, w + 10, "L, no prefix");
  // A key that does not repeat ends it and goes to the pane, and so do
  // the keys after it.
  await t.write("xHL");
  await t.waitText(/│\$ xHL *$/m);
  assert.equal(await width(d), w + 10);
  await t.write("\x15"); // C-u: the line empty again
  await t.waitText(/│\$ *$/m);
  // repeat-time 0: the key runs once, after the prefix only, as tmux's.
  await d.ok("set-option", "-g", "repeat-time", "0");
  await d.ok("set-option", "-g", "status-left", "[none] ");
  await t.waitText(/^\[none\] /m);
  await t.write("\x02H");
  await widthIs(d, w + 15, "prefix H, repeat-time 0");
  await t.write("H");
  await t.waitText(/│\$ H *$/m);
  assert.equal(await width(d), w + 15);
}

Deno.test("bind -r: the key runs again without the prefix within repeat-time; another key ends it and is typed; repeat-time 0 turns it off", async () => {
  await repeatKeys({});
});

Deno.test("bind -r in an attach client that draws its own terminal (as over -H): the same", async () => {
  await repeatKeys({ BERTH_HANDOVER: "0" });
});

Deno.test({
  name: "bind -r in an attach client over -H (ssh): the same",
  ignore: !TestSshd.available(),
  async fn() {
    await using sshd = await TestSshd.start();
    await repeatKeys(sshd.env(), ["-H", "127.0.0.1"]);
  },
});

/**
 * A setting changed while a key is half typed (a script's set -g, another
 * client's source-file): the prefix and a repeat go on, as tmux's (its
 * client's key table is not the options'). The attach client took the new
 * keys afresh, and prefix, set -g, c typed c into the pane.
 */
async function keysOutlastSettings(env: Record<string, string>) {
  await using d = await TestDaemon.create();
  await d.writeConfig(`repeat-time = 30000\n`);
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await d.ok("split-window", "-h", "-t", "work", "--", ...SHELL);
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: { ...d.env, ...env }, cwd: d.dir },
  );
  await t.waitText(/^\[work\] /m);
  await waitFor(() => /│\$$/.test(t.lines()[0]), 15_000, "a prompt");
  const set = async (left: string) => {
    // The key read before the setting comes (typed keys are read at
    // once; a slow read only makes this test pass without its point).
    await new Promise((r) => setTimeout(r, 300));
    await d.ok("set-option", "-g", "status-left", `[${left}] `);
    await t.waitText(new RegExp(`^\\[${left}\\] `, "m"));
  };
  const w = await width(d);
  await t.write("\x02");
  await set("one");
  await t.write("c");
  await waitFor(
    async () =>
      (await d.ok("list-windows", "-t", "work")).split("\n").length === 3,
    15_000,
    "prefix, set -g, c: a new window",
  );
  await t.write("\x02p"); // back to the window with two panes
  await waitFor(async () => (await width(d)) === w, 15_000, "window 0");
  await t.write("\x02\x1b[1;3D"); // prefix M-Left: 5 cells wider
  await widthIs(d, w + 5, "prefix M-Left");
  await set("two");
  await t.write("\x1b[1;3D");
  await widthIs(d, w + 10, "set -g, then M-Left again without the prefix");
}

Deno.test("a setting changed between the prefix and the next key keeps the prefix, and a repeat goes on, as tmux's", async () => {
  await keysOutlastSettings({});
});

Deno.test("the same in an attach client that draws its own terminal", async () => {
  await keysOutlastSettings({ BERTH_HANDOVER: "0" });
});
