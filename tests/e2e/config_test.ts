/**
 * End to end: the config file, read by a real daemon, seen through a real
 * attach client in a real pty (the user's terminal, drawn by
 * @xterm/headless): a rebound prefix, bindings that run berth commands,
 * unbound keys, a broken line, show-options and source-file.
 */

import assert from "node:assert/strict";
import type { SessionInfo } from "../../protocol/messages.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { berthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** Waits until the bottom row holds `text` (or not, with `absent`). */
async function bottomRow(t: UserTerminal, text: string, absent = false) {
  await waitFor(
    () => t.lines()[23].includes(text) !== absent,
    15_000,
    `bottom row ${absent ? "without" : "with"} ${
      JSON.stringify(text)
    }; screen:\n${t.lines().join("\n")}`,
  );
}

function attach(d: TestDaemon, ...args: string[]): UserTerminal {
  return berthTerminal(d, "attach", ...args);
}

async function sessions(d: TestDaemon): Promise<SessionInfo[]> {
  return JSON.parse(await d.ok("ls", "--json"));
}

const CONFIG = `prefix = "C-a"
mouse = = false
[bind.prefix]
"K" = "rename-session renamed"
"X" = "kill-session -t nosuch"
[unbind]
prefix = ["["]
`;

Deno.test("config: a rebound prefix, a binding that runs a command, unbound keys and a broken line", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(CONFIG);
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  // The broken line is reported, with its line number, for a moment.
  await t.waitText(/^config\.toml line 2: /m);
  await t.waitText(/^\$ *$/m);
  // C-b is no prefix now: it reaches the shell (bash: back one char).
  await t.write("echo ab\x02X\r");
  await t.waitText(/^aXb$/m);
  // The prefix, then an unbound key: said on the bottom row, then gone.
  await t.write("\x01y");
  await bottomRow(t, "prefix y is not bound");
  await bottomRow(t, "prefix", true);
  // Unbound by the config: prefix [ enters no scroll mode.
  await t.write("\x01[");
  await bottomRow(t, "prefix [ is not bound");
  // A bound command runs in the session's context: -t is the session.
  await t.write("\x01K");
  await waitFor(async () => (await sessions(d))[0]?.name === "renamed");
  // A bound command that fails says why on the bottom row.
  await t.write("\x01X");
  await bottomRow(t, "No session named nosuch");
  // Prefix twice sends the prefix (C-a: bash goes to the line's start).
  await t.write("o hi\x01\x01ech\r");
  await t.waitText(/^hi$/m);
  await t.write("\x01d");
  assert.equal((await t.waitExit()).code, 0);
  // (The client still says the old name: nothing tells it of the rename.)
  await t.waitText(/\[detached from session /);
  // The file's warning once a reading, as tmux shows its config's errors:
  // the next attach's first status line is the session's, not it.
  await using u = attach(d, "renamed");
  const first = () => u.lines()[23] ?? "";
  await waitFor(
    () => /\[renamed\]|config\.toml line 2/.test(first()),
    15_000,
    "the first status line",
  );
  assert.doesNotMatch(first(), /config\.toml/);
});

Deno.test("config: M-a and F12 work as the prefix; --prefix wins over the file", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(`prefix = "F12"\n`);
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  {
    await using t = attach(d, "w");
    await t.waitText(/^\$ *$/m);
    await t.write("\x1b[24~d");
    assert.equal((await t.waitExit()).code, 0, "F12 d detaches");
  }
  {
    await using t = attach(d, "--prefix", "M-a", "w");
    await t.waitText(/^\$ *$/m);
    await t.write("echo one\r");
    await t.waitText(/^one$/m);
    await t.write("\x1bad");
    assert.equal((await t.waitExit()).code, 0, "M-a d detaches");
  }
});

Deno.test("show-options prints every setting with its default, the bindings and the file's warnings", async () => {
  await using d = await TestDaemon.create();
  const path = await d.writeConfig(
    `status = "top"\nbogus = 1\nscrollback = 50\n[bind.root]\nF5 = "detach-client -t w"\n`,
  );
  // No daemon yet: the file a new daemon would read.
  const before = await d.cli("show-options", "--toml");
  assert.equal(before.code, 0, before.stderr);
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const r = await d.cli("show-options", "--toml");
  assert.equal(r.code, 0);
  assert.equal(r.stdout, before.stdout, "the daemon holds the same");
  assert.equal(
    r.stderr,
    `berth: ${path} line 2: Unknown setting "bogus" (berth show-options lists those berth has)\n`,
  );
  assert.match(r.stdout, /^prefix = "C-b"$/m);
  assert.match(r.stdout, /^status-style = "bg=green,fg=black"$/m);
  assert.match(r.stdout, /^status-left = "\[#\{session_name\}\] "$/m);
  assert.match(r.stdout, /^mouse = true$/m);
  assert.match(r.stdout, /^status = "top"$/m);
  assert.match(r.stdout, /^set-clipboard = "external"$/m);
  assert.match(r.stdout, /^scrollback = 50$/m);
  assert.match(r.stdout, /^remain-on-exit = false$/m);
  assert.match(r.stdout, /^repeat-time = 500$/m);
  // A key that repeats (tmux's bind -r) as config.toml binds one.
  assert.match(
    r.stdout,
    /^"C-Up" = \{ command = "resize-pane -U", repeat = true \}$/m,
  );
  // The window keys 0-9 come first (integer keys lead an object's entries).
  assert.match(
    r.stdout,
    /^\[bind\.prefix\]\n(?:"\d" = "select-window -t :\d"\n){10}"d" = "detach-client"$/m,
  );
  assert.match(r.stdout, /^\[bind\.root\]\n"F5" = "detach-client -t w"$/m);
  const json = JSON.parse(await d.ok("show-options", "--json"));
  assert.equal(json.path, path);
  assert.equal(json.options.status, "top");
  assert.equal(json.bindings.copy.q, "cancel");
  assert.deepEqual(json.bindings.prefix.Up, {
    command: "select-pane -U",
    repeat: true,
  });
  assert.equal(json.warnings.length, 1);
  // scrollback applies to new sessions: the history holds 50 lines.
  await d.ok("new", "-d", "--keep", "-s", "s", "--", "seq", "1", "200");
  await d.ok("wait", "s", "--exit", "--timeout", "20");
  const all = JSON.parse(await d.ok("capture", "s", "--all", "--json"));
  const rows = all.lines ?? all.screen?.lines;
  assert.ok(Array.isArray(rows), JSON.stringify(all).slice(0, 200));
  assert.ok(rows.length <= 50 + 24, `history capped: ${rows.length} rows`);
});

Deno.test("source-file reloads the running daemon's settings; a FILE applies on top", async () => {
  await using d = await TestDaemon.create();
  const path = await d.writeConfig(`status = "top"\n`);
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  await Deno.writeTextFile(path, `status = "off"\ndefault-shell = "/bin/sh"\n`);
  assert.match(
    await d.ok("show-options", "--toml"),
    /^status = "top"$/m,
    "not yet",
  );
  await d.ok("source-file");
  assert.match(await d.ok("show-options", "--toml"), /^status = "off"$/m);
  const extra = `${d.dir}/extra.toml`;
  await Deno.writeTextFile(extra, `mouse = false\nstatus = "sideways"\n`);
  const r = await d.cli("source-file", "extra.toml"); // from the cwd;
  assert.equal(r.code, 1, "a warning");
  assert.match(
    r.stderr,
    /^berth: .*extra\.toml line 2: status takes "on" or "off" \(berth draws one status line\), or its place: "top" or "bottom", not "sideways"\n$/,
  );
  const shown = await d.ok("show-options", "--toml");
  assert.match(shown, /^mouse = false$/m);
  assert.match(shown, /^status = "off"$/m, "the bad value left the old one");
  const missing = await d.cli("source-file", `${d.dir}/nope.toml`);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /nope\.toml: no such file/);
  // default-shell: new with no command runs it, as a login shell.
  await d.ok("new", "-d", "-s", "sh", "--cols", "80", "--rows", "24");
  const info = (await sessions(d)).find((s) => s.name === "sh")!;
  assert.deepEqual(info.command, ["/bin/sh"]);
});

Deno.test("source-file warns of a binding to a key or a command that does not exist, as show-options does; exit 1", async () => {
  await using d = await TestDaemon.create();
  const path = await d.writeConfig(`status = "top"\n`);
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  await Deno.writeTextFile(
    path,
    `[bind.prefix]\nmouse = "maybe"\n"X" = "no-such-command foo"\n"K" = "kill-session"\n`,
  );
  const r = await d.cli("source-file");
  assert.equal(r.code, 1, r.stderr);
  const lines = r.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 2, r.stderr);
  assert.match(lines[0], /^berth: bind\.prefix "mouse": Unknown key "mouse"/);
  assert.equal(
    lines[1],
    `berth: bind.prefix "X": Unknown command "no-such-command" (berth --help lists the commands)`,
  );
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, r.stderr, "the same warnings as show-options");
  assert.match(shown.stdout, /^"K" = "kill-session"$/m, "the good one applies");
  assert.doesNotMatch(
    shown.stdout,
    /no-such-command/,
    "the bad one is left out",
  );
  // A FILE on top: the warnings it brings, not those already in force.
  const extra = `${d.dir}/extra.toml`;
  await Deno.writeTextFile(extra, `[bind.root]\nF5 = "nope"\n`);
  const e = await d.cli("source-file", extra);
  assert.equal(e.code, 1);
  assert.equal(
    e.stderr,
    `berth: bind.root "F5": Unknown command "nope" (berth --help lists the commands)\n`,
  );
  await Deno.writeTextFile(extra, `[bind.root]\nF6 = "detach-client"\n`);
  const ok = await d.cli("source-file", extra);
  assert.equal(ok.code, 0, ok.stderr);
  assert.equal(ok.stderr, "");
});

Deno.test("berth -f FILE names the config file of a daemon started then", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/my.toml`;
  await Deno.writeTextFile(file, `status = "off"\n`);
  await d.ok("-f", file, "new", "-d", "-s", "w", "--", "cat");
  const json = JSON.parse(await d.ok("show-options", "--json"));
  assert.equal(json.path, file);
  assert.equal(json.options.status, "off");
});

Deno.test("config: set-clipboard = true lets clipboard writes through; BERTH_CLIPBOARD=0 still opts out", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(`set-clipboard = true\n`);
  await d.ok("new", "-d", "-s", "c", "--", ...SHELL);
  for (const [env, want] of [[{}, 1], [{ BERTH_CLIPBOARD: "0" }, 0]] as const) {
    await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "c"), {
      cols: 80,
      rows: 24,
      env: { ...d.env, ...env },
      cwd: d.dir,
    });
    const clip: string[] = [];
    t.term.parser.registerOscHandler(52, (data) => {
      clip.push(data);
      return true;
    });
    await t.waitText(/^\$ *$/m);
    await t.write(
      `clear; printf '\\033]52;c;%s\\a' $(printf copied | base64); echo done-${want}\r`,
    );
    await t.waitText(new RegExp(`^done-${want}$`, "m"));
    if (want) await waitFor(() => clip.length > 0, 10_000, "the write");
    assert.deepEqual(clip, want ? [`c;${btoa("copied")}`] : []);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  }
});

Deno.test("source-file: an attached client takes the new prefix, status line and mouse at once", async () => {
  await using d = await TestDaemon.create();
  const path = await d.writeConfig(`status = "bottom"\n`);
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await using t = attach(d, "w");
  await bottomRow(t, "[w] 0:bash*");
  await waitFor(
    () => t.term.modes.mouseTrackingMode === "drag",
    15_000,
    "mouse reporting on",
  );
  await Deno.writeTextFile(
    path,
    `prefix = "C-a"\nstatus = "top"\nmouse = false\n`,
  );
  await d.ok("source-file");
  await waitFor(
    () => t.lines()[0].startsWith("[w] 0:bash*"),
    15_000,
    `the status line at the top; screen:\n${t.lines().join("\n")}`,
  );
  await waitFor(
    () => t.term.modes.mouseTrackingMode === "none",
    15_000,
    "mouse reporting off",
  );
  // Off: the session takes every row; C-b is a key again, C-a the prefix.
  await Deno.writeTextFile(path, `prefix = "C-a"\nstatus = "off"\n`);
  await d.ok("source-file");
  await waitFor(
    async () => (await sessions(d))[0].rows === 24,
    15_000,
    "the session at 24 rows",
  );
  await t.write("\x01d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("bind-key and unbind-key change the running daemon's keys for the clients attached, as tmux's; list-keys prints them", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$ *$/m);
  // Bound while attached: F5 alone renames the session (tmux's bind -n).
  await d.ok("bind-key", "-n", "F5", "rename-session", "bound");
  await t.write("\x1b[15~");
  await waitFor(
    async () => (await sessions(d)).some((s) => s.name === "bound"),
    20_000,
    "F5 to rename the session",
  );
  assert.match(
    await d.ok("list-keys", "-T", "root"),
    /^bind-key -T root +F5 +rename-session bound$/m,
  );
  // Unbound: the key reaches the shell again (bash shows ~ for an unbound F5).
  await d.ok("unbind-key", "-n", "F5");
  assert.doesNotMatch(await d.ok("list-keys"), /F5/);
  // The prefix's own: prefix c opens no window once unbound.
  await d.ok("unbind-key", "c");
  await t.write("\x02c");
  await bottomRow(t, "prefix c is not bound");
  assert.equal((await sessions(d))[0].windows?.length, 1);
  // Mistakes: one line, exit 1, nothing bound.
  for (
    const [args, re] of [
      [["bind-key", "Nope", "kill-pane"], /Unknown key "Nope"/],
      [["bind-key", "x", "no-such-cmd"], /Unknown command "no-such-cmd"/],
      [
        ["bind-key", "-T", "no pe", "x", "kill-pane"],
        /key table's name has no spaces/,
      ],
      [
        ["bind-key", "-T", "copy-mode-vi", "z", "send", "-X", "nope"],
        /no command "nope"/,
      ],
      [["unbind-key", "Nope"], /Unknown key "Nope"/],
    ] as const
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, /^berth: [^\n]+\n$/, args.join(" "));
    assert.match(r.stderr, re, args.join(" "));
  }
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});
