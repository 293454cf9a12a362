/**
 * End to end: tmux's key tables of the user's, through a real attach
 * client in a real pty, from a `.tmux.conf` as users write them: a modal
 * resize table (`switch-client -T resize`, a binding that switches again,
 * Escape back), the nested-tmux "off" toggle (`set prefix None ; set
 * key-table off`: every key reaches the pane but F12, which comes back),
 * `#{client_key_table}` and `#{client_prefix}` in the status line,
 * `switch-client -T` from a shell, and `list-keys` in tmux's order. Each
 * step waits for the state it made (the status line, a pane's width, the
 * pane's text).
 */

import assert from "node:assert/strict";
import { parse } from "smol-toml";
import {
  berthArgv,
  catCommand,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";
import {
  copyOffset,
  mouseReporting,
  sgrMouse as sgr,
  UserTerminal,
} from "../_helpers/user_terminal.ts";
import { paneWidth as width, widthIs } from "../_helpers/pane_width.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

// The README's example, as tmux 3.3a takes it.
const TMUX_CONF = `bind -T prefix r switch-client -T resize
bind -T resize h resize-pane -L 5 \\; switch-client -T resize
bind -T resize Escape switch-client -T root
bind -T root F12 set prefix None \\; set key-table off \\; refresh-client -S
bind -T off F12 set -u prefix \\; set -u key-table \\; refresh-client -S
set -g status-right "[#{client_key_table}|#{?client_prefix,P,-}]"
`;

const F12 = "\x1b[24~";

// A client attached to session work (made with `panes` panes, its
// shells prompted) in a real pty, and a wait for its status line's
// `[TABLE|P]`.
async function attached(
  d: TestDaemon,
  env: Record<string, string>,
  panes: number,
) {
  await Deno.writeTextFile(`${d.dir}/.tmux.conf`, TMUX_CONF);
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  for (let i = 1; i < panes; i++) {
    await d.ok("split-window", "-h", "-t", "work", "--", ...SHELL);
  }
  await d.prompted("work");
  const t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: { ...d.env, ...env }, cwd: d.dir },
  );
  const status = (table: string, prefix: boolean) =>
    t.waitText(new RegExp(`\\[${table}\\|${prefix ? "P" : "-"}\\] *$`));
  await status("root", false);
  return { t, status };
}

async function keyTables(env: Record<string, string>): Promise<void> {
  await using d = await TestDaemon.create();
  const { t, status } = await attached(d, env, 2);
  await using _t = t;
  await waitFor(() => /│\$ *$/.test(t.lines()[0]), 15_000, "a prompt");
  const w = await width(d);

  // The resize table: prefix r, then h h (each switches to it again).
  await t.write("\x02");
  await status("prefix", true);
  await t.write("r");
  await status("resize", true);
  await t.write("h");
  await widthIs(d, w + 5, "resize h");
  await status("resize", true);
  await t.write("h");
  await widthIs(d, w + 10, "resize h again");
  // Its switch-client -T ran (else the Escape would be root's, and with
  // the h after it one key: M-h).
  await status("resize", true);
  await t.write("\x1b");
  await status("root", false);
  // Back in root, h is the pane's.
  await t.write("h");
  await t.waitText(/│\$ h *$/m);
  // A key the resize table does not bind nor root: dropped, and the
  // client is back in root (as tmux 3.3a's, side by side).
  await t.write("\x02r");
  await status("resize", true);
  await t.write("x");
  await status("root", false);
  await t.write("y");
  await t.waitText(/│\$ hy *$/m);
  assert.equal(await width(d), w + 10);

  // The "off" toggle: every key is the pane's, the old prefix too (C-b
  // moves bash's cursor back), until F12 again.
  await t.write(F12);
  await status("off", false);
  assert.equal(
    await d.ok("show-options", "-v", "-t", "work", "key-table"),
    "off\n",
  );
  await t.write("\x02\x02Z");
  await t.waitText(/│\$ Zhy *$/m);
  await t.write(F12);
  await status("root", false);
  await t.write("\x02");
  await status("prefix", true);
  await t.write("\x1b");
  await status("root", false);

  // switch-client -T from a shell, for a client named by -c.
  const client = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  await d.ok("switch-client", "-c", client, "-T", "resize");
  await status("resize", true);
  await t.write("h");
  await widthIs(d, w + 15, "h after switch-client -T resize");
  await status("resize", true);
  await t.write("\x1b");
  await status("root", false);
  const none = await d.cli("switch-client", "-c", client, "-T", "nosuch");
  assert.equal(none.code, 1);
  assert.match(
    none.stderr,
    /^berth: switch-client: table nosuch doesn't exist;[^\n]*\n$/,
  );
  // A client there is not: said so (tmux's "can't find client"), not
  // "No session named".
  const gone = await d.cli("switch-client", "-c", "/dev/nope", "-T", "resize");
  assert.equal(gone.code, 1);
  assert.equal(
    gone.stderr,
    "berth: No client /dev/nope (berth list-clients lists them)\n",
  );
}

// Test `name` in a terminal the daemon draws (tty handover), then in an
// attach client that draws its own.
function bothClients(
  name: string,
  run: (env: Record<string, string>) => Promise<void>,
): void {
  Deno.test(name, () => run({}));
  Deno.test(`${name} (an attach client that draws its own terminal)`, () =>
    run({ BERTH_HANDOVER: "0" }));
}

bothClients(
  "key tables of a .tmux.conf: a resize mode, the F12 off toggle, switch-client -T from a shell; the status line shows the table",
  keyTables,
);

Deno.test("list-keys lists tables of the user's by name, as tmux's; -T NAME one; unbind-key and list-keys of no such table fail in one line", async () => {
  await using d = await TestDaemon.create();
  await Deno.writeTextFile(`${d.dir}/.tmux.conf`, TMUX_CONF);
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await d.ok("bind-key", "-r", "-T", "resize", "l", "resize-pane", "-R");
  const tables = (await d.ok("list-keys")).split("\n").flatMap((l) => {
    const m = /^bind-key (?:-r )?-T (\S+)/.exec(l);
    return m ? [m[1]] : [];
  });
  assert.deepEqual([...new Set(tables)], [
    "copy",
    "off",
    "prefix",
    "resize",
    "root",
  ]);
  assert.deepEqual((await d.ok("list-keys", "-T", "resize")).split("\n"), [
    "bind-key -T resize Escape     switch-client -T root",
    "bind-key -T resize h          resize-pane -L 5 \\; switch-client -T resize",
    "bind-key -r -T resize l          resize-pane -R",
    "",
  ]);
  await d.ok("unbind-key", "-T", "resize", "l");
  assert.doesNotMatch(await d.ok("list-keys", "-T", "resize"), / l /);
  for (
    const args of [["list-keys", "-T", "nosuch"], [
      "unbind",
      "-T",
      "nosuch",
      "x",
    ]]
  ) {
    const r = await d.cli(...args);
    assert.deepEqual([r.code, r.stdout, r.stderr], [
      1,
      "",
      "berth: table nosuch doesn't exist\n",
    ]);
  }
});

/**
 * Across `berth upgrade`: the bindings of a table of the user's and a
 * session's `key-table off` stay (the daemon's state); a client that was
 * waiting in a `switch-client -T` table is `want` after it.
 */
async function acrossUpgrade(
  env: Record<string, string>,
  want: string,
): Promise<void> {
  await using d = await TestDaemon.create();
  const { t, status } = await attached(d, env, 1);
  await using _t = t;
  await t.write(F12);
  await status("off", false);
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  await status("off", false);
  // Still off: the old prefix is the pane's (C-b moves bash's cursor).
  await t.write("ab\x02Z");
  await t.waitText(/^\$ aZb *$/m);
  await t.write(F12);
  await status("root", false);
  await t.write("\x15\x02r");
  await status("resize", true);
  const again = await d.cli("upgrade");
  assert.equal(again.code, 0, again.stderr);
  await status(want, want !== "root");
  await t.write("\x1b");
  await status("root", false);
  assert.match(await d.ok("list-keys", "-T", "resize"), / h +resize-pane/);
}

Deno.test("across berth upgrade: a table of the user's and key-table off stay; a client drawn by the daemon is back in its key-table table", async () => {
  await acrossUpgrade({}, "root");
});

Deno.test("across berth upgrade, an attach client that draws its own terminal keeps its table", async () => {
  await acrossUpgrade({ BERTH_HANDOVER: "0" }, "resize");
});

// With key-table off a click and the wheel are the pane's, as tmux's.
async function offMouse(env: Record<string, string>): Promise<void> {
  await using d = await TestDaemon.create();
  const { t, status } = await attached(d, env, 1);
  await using _t = t;
  await d.ok(
    "split-window",
    "-h",
    "-t",
    "work",
    "--",
    ...catCommand(false, "\\033[?1002h\\033[?1006h"),
  );
  await t.waitText(/ready/);
  await d.ok("select-pane", "-t", "work:0.0");
  await mouseReporting(t);
  await t.write(F12);
  await status("off", false);
  const right = (await d.panes("work"))[1];
  // tmux 3.3a: root's MouseDown1Pane (select-pane) and WheelUpPane
  // (copy-mode -e) are not the off table's; the keys go to the pane.
  await t.write(sgr(0, right.x + 4, 2) + sgr(0, right.x + 4, 2, true));
  await t.write(sgr(64, right.x + 4, 2));
  await t.waitText(/\^\[\[<0;5;3M\^\[\[<0;5;3m\^\[\[<64;5;3M/);
  assert.ok((await d.panes("work"))[0].active, "the left pane still active");
  // The wheel over the shell's pane: no copy mode; typing reaches bash.
  await t.write(sgr(64, 3, 3));
  await t.write("echo wheel-$((6*7))\r");
  await t.waitText(/wheel-42/);
  assert.equal(copyOffset(t), null);
  assert.equal(
    await d.ok("display", "-p", "-t", "work:0.0", "#{pane_in_mode}"),
    "0\n",
  );
}

bothClients(
  "key-table off: mouse keys are looked up in the off table, as tmux's: a click and the wheel reach the pane under the mouse, which stays unselected, no copy mode",
  offMouse,
);

Deno.test("key-table off in copy mode: a key the copy table does not bind is looked up in the off table, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const { t, status } = await attached(d, {}, 1);
  await using _t = t;
  await d.ok("bind-key", "-T", "off", "F11", "set", "-g", "@x", "hit");
  await d.ok("set-option", "-g", "key-table", "off");
  await status("off", false);
  await d.ok("copy-mode", "-t", "work");
  await waitFor(() => copyOffset(t) !== null, 15_000, "copy mode");
  await t.write("\x1b[23~"); // F11
  await waitFor(
    async () => (await d.cli("show-options", "-gv", "@x")).stdout === "hit\n",
    15_000,
    "off's F11 run",
  );
});

Deno.test("show-options --toml: a table of the user's whose name is no bare TOML key is quoted, so the file reads back", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "cat");
  await d.ok("bind-key", "-T", "a+b", "x", "display-message", "hi");
  await d.ok("bind-key", "-T", "resize", "h", "resize-pane", "-L");
  const toml = await d.ok("show-options", "--toml");
  assert.match(toml, /^\[bind\.resize\]$/m);
  const bind = (parse(toml) as { bind: Record<string, object> }).bind;
  assert.deepEqual(Object.keys(bind["a+b"]), ["x"]);
});
