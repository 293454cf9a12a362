/**
 * End to end: a tmux user's styles and set/show forms, read by a real
 * daemon from a .tmux.conf and seen through a real attach client in a real
 * pty: `window-style`/`window-active-style` colour the panes' default
 * cells, `message-style` the messages, `terminal-overrides` gives a
 * 256-colour terminal 24-bit colour, `mode-keys`/`status-keys` follow
 * `$VISUAL`, and tmux's `set -a`, `set -o`, `setw -a`, `showw` and server
 * options without `-g` work as in tmux 3.3a.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, args: string[], env = {}) {
  return UserTerminal.spawn(berthArgv(d.socket, "attach", ...args), {
    cols: 40,
    rows: 10,
    // No COLORTERM: the depth comes from TERM and the daemon's lists.
    env: { ...d.env, TERM: "xterm-256color", COLORTERM: "", ...env },
    cwd: d.dir,
  });
}

const CONF = `set -g window-style 'fg=colour247,bg=colour236'
set -g window-active-style 'bg=black'
set -g message-style 'fg=white,bg=red'
set -g message-command-style 'fg=red,bg=white'
set -g mode-style 'bg=blue,fg=white'
set -g status-keys vi
set -ag status-style 'bold'
set -ga terminal-overrides ",*256col*:Tc"
set -as terminal-features ",*:RGB"
set -a terminal-overrides ",xterm-256color:RGB"
setw -g aggressive-resize on
set -go @theme dark
set -goq @theme light
`;

Deno.test("a .tmux.conf's styles, terminal lists and tmux's set forms are taken with no warning", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(conf, CONF);
  await d.ok("-f", conf, "new", "-d", "-s", "w", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "", "no warning");
  for (
    const line of [
      'window-style = "fg=colour247,bg=colour236"',
      'window-active-style = "bg=black"',
      'message-style = "fg=white,bg=red"',
      'message-command-style = "fg=red,bg=white"',
      'mode-style = "bg=blue,fg=white"',
      'status-keys = "vi"',
      // -a on a style: tmux's separator, a comma.
      'status-style = "bg=green,fg=black,bold"',
      'terminal-overrides = ",*256col*:Tc,xterm-256color:RGB"',
      'terminal-features = "xterm*:clipboard:ccolour:cstyle:focus:title,screen*:title,*:RGB"',
      "aggressive-resize = true",
    ]
  ) assert.ok(shown.stdout.split("\n").includes(line), line);
  // -o: only when not set; -q says nothing.
  assert.equal(await d.ok("show", "-gv", "@theme"), "dark\n");
  const again = await d.cli("set", "-go", "@theme", "light");
  assert.equal(again.code, 1);
  assert.match(again.stderr, /Already set: @theme/);
  assert.equal(await d.ok("show", "-gv", "@theme"), "dark\n");
  // A window's own: setw, setw -a, showw (show-options -w), show -gw.
  await d.ok("setw", "-t", "w:0", "window-style", "bg=red");
  await d.ok("setw", "-a", "-t", "w:0", "window-style", "fg=blue");
  assert.equal(
    await d.ok("showw", "-t", "w:0"),
    "window-style bg=red,fg=blue\n",
  );
  assert.equal(
    await d.ok("showw", "-v", "-t", "w:0", "window-style"),
    "bg=red,fg=blue\n",
  );
  assert.equal(
    await d.ok("show", "-gwv", "window-active-style"),
    "bg=black\n",
  );
  await d.ok("setw", "-u", "-t", "w:0", "window-style");
  assert.equal(await d.ok("showw", "-t", "w:0"), "");
  // A bad style is refused in one line.
  const bad = await d.cli("set", "-g", "window-style", "fg=nocolour");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr.trim().split("\n").length, 1, bad.stderr);
  // Kept by a live upgrade: the daemon's and the window's own.
  await d.ok("setw", "-t", "w:0", "window-active-style", "bg=colour52");
  await d.ok("upgrade");
  assert.equal(
    await d.ok("show", "-gv", "window-style"),
    "fg=colour247,bg=colour236\n",
  );
  assert.equal(
    await d.ok("showw", "-v", "-t", "w:0", "window-active-style"),
    "bg=colour52\n",
  );
});

Deno.test("window-style and window-active-style colour the panes' default cells on an attached client; message-style its messages", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "-x", "40", "-y", "9", "--", ...SHELL);
  await d.ok("split-window", "-h", "-t", "s", "--", ...SHELL);
  await using t = attach(d, ["s"]);
  await waitFor(() => t.lines()[9].startsWith("[s] "), 15_000, "attached");
  const bg = (x: number, y: number) => {
    const c = t.term.buffer.active.getLine(y)!.getCell(x)!;
    return c.isBgDefault() ? "default" : c.getBgColor();
  };
  assert.equal(bg(2, 5), "default");
  await d.ok("set", "-g", "window-style", "fg=colour247,bg=colour236");
  await d.ok("set", "-g", "window-active-style", "bg=black");
  // The right pane (split last) is active: black; the left colour236.
  await waitFor(() => bg(2, 5) === 236, 15_000, "the other pane's");
  await waitFor(() => bg(35, 5) === 0, 15_000, "the active pane's");
  await d.ok("select-pane", "-t", "s:0.0");
  await waitFor(() => bg(35, 5) === 236, 15_000, "active moved");
  assert.equal(bg(2, 5), 0);
  // A window's own (setw) wins over the daemon's.
  await d.ok("setw", "-t", "s:0", "window-style", "bg=colour52");
  await waitFor(() => bg(35, 5) === 52, 15_000, "setw");
  await d.ok("set", "-g", "message-style", "fg=white,bg=red");
  await d.ok("display-message", "-t", "s", "hello");
  await waitFor(() => t.lines()[9].startsWith("hello"), 15_000, "message");
  assert.equal(bg(0, 9), 1, "message-style's red");
});

Deno.test("terminal-overrides' Tc gives a 256-colour terminal 24-bit colour, as tmux", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "c", "-x", "40", "-y", "9", "--", ...SHELL);
  await d.ok(
    "send-keys",
    "-t",
    "c",
    "clear; printf '\\033[38;2;1;2;250mRGB\\033[m\\n'",
    "Enter",
  );
  const rgb = async (env: Record<string, string>) => {
    await using t = attach(d, ["c"], env);
    await waitFor(() => t.lines().includes("RGB"), 15_000, "RGB shown");
    const y = t.lines().indexOf("RGB");
    const c = t.term.buffer.active.getLine(y)!.getCell(0)!;
    return c.isFgRGB() ? c.getFgColor() : -c.getFgColor();
  };
  // 256 colours: the nearest of the palette.
  assert.ok((await rgb({ TERM: "xterm-256color" })) <= 0);
  await d.ok("set", "-as", "terminal-overrides", ",*256col*:Tc");
  assert.equal(await rgb({ TERM: "xterm-256color" }), 0x0102fa);
  assert.ok((await rgb({ TERM: "xterm" })) <= 0, "only a matching TERM");
});

Deno.test("mode-keys and status-keys follow $VISUAL, else $EDITOR, as tmux: emacs unless it names vi", async () => {
  for (
    const [env, keys] of [
      [{ VISUAL: "nano", EDITOR: "vim" }, "emacs"],
      [{ VISUAL: "/usr/bin/nvim" }, "vi"],
    ] as const
  ) {
    await using d = await TestDaemon.create();
    await d.cliWith({ env }, "new", "-d", "-s", "k", "--", ...SHELL);
    assert.equal(await d.ok("show", "-gv", "mode-keys"), `${keys}\n`);
    assert.equal(await d.ok("show", "-gv", "status-keys"), `${keys}\n`);
    // -gu: tmux's default, emacs, whatever the editor.
    await d.ok("set", "-gu", "mode-keys");
    assert.equal(await d.ok("show", "-gv", "mode-keys"), "emacs\n");
  }
});

Deno.test("set without -g sets the session's own value, as tmux's session options: its clients alone take it, upgrade keeps it, -u drops it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "-x", "40", "-y", "9", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "b", "-x", "40", "-y", "9", "--", ...SHELL);
  await using ta = attach(d, ["a"]);
  await using tb = attach(d, ["b"]);
  const statusBg = (t: UserTerminal) => {
    const c = t.term.buffer.active.getLine(9)!.getCell(30)!;
    return c.isBgDefault() ? "default" : c.getBgColor();
  };
  await waitFor(() => ta.lines()[9].startsWith("[a] "), 15_000, "a");
  await waitFor(() => tb.lines()[9].startsWith("[b] "), 15_000, "b");
  assert.equal(statusBg(ta), 2, "tmux's green");
  await d.ok("set", "-t", "a", "status-style", "bg=red");
  // -a: onto the session's own value (none: the text alone, as tmux's).
  await d.ok("set", "-t", "a", "status-left", "[#S] ");
  await d.ok("set", "-a", "-t", "a", "status-left", "x");
  await waitFor(() => statusBg(ta) === 1, 15_000, "a's own");
  await waitFor(() => ta.lines()[9].startsWith("[a] x"), 15_000, "-a");
  assert.equal(statusBg(tb), 2, "b keeps the daemon's");
  assert.equal(await d.ok("show", "-t", "a", "-v", "status-style"), "bg=red\n");
  assert.equal(
    await d.ok("show", "-gv", "status-style"),
    "bg=green,fg=black\n",
  );
  await d.ok("upgrade");
  assert.equal(await d.ok("show", "-t", "a", "-v", "status-style"), "bg=red\n");
  // A client switched to a session takes its own values.
  await waitFor(() => tb.lines()[9].startsWith("[b] "), 15_000, "b again");
  const bTty = (await d.ok("lsc", "-F", "#{client_session} #{client_tty}"))
    .split("\n").find((l) => l.startsWith("b "))!.slice(2);
  await d.ok("switch-client", "-c", bTty, "-t", "a");
  await waitFor(() => statusBg(tb) === 1, 15_000, "switched: a's own");
  await d.ok("set", "-u", "-t", "a", "status-style");
  // None of its own now, as tmux's; -A: the daemon's it inherits.
  assert.equal(await d.ok("show", "-t", "a", "-v", "status-style"), "");
  assert.equal(
    await d.ok("show", "-A", "-t", "a", "status-style"),
    "status-style* bg=green,fg=black\n",
  );
  await waitFor(() => statusBg(ta) === 2, 15_000, "-u: the daemon's again");
  await waitFor(() => statusBg(tb) === 2, 15_000, "and for the switched");
});

Deno.test("set without -g and no value flips a session's flag, as tmux's bind m set mouse; -o refuses the session's own value", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "b", "--", ...SHELL);
  await d.ok("set", "-g", "mouse", "on");
  await d.ok("set", "-t", "a", "mouse");
  assert.equal(await d.ok("show", "-t", "a", "-v", "mouse"), "off\n");
  assert.equal(await d.ok("show", "-A", "-t", "b", "-v", "mouse"), "on\n");
  await d.ok("set", "-t", "a", "mouse");
  assert.equal(await d.ok("show", "-t", "a", "-v", "mouse"), "on\n");
  await d.ok("set", "-t", "a", "status");
  assert.equal(await d.ok("show", "-t", "a", "-v", "status"), "off\n");
  // Formats read them as tmux's (display '#{?mouse,on,off}' after it).
  await d.ok("set", "-t", "a", "mouse", "off");
  await d.ok("set", "-t", "a", "status-style", "bg=red");
  const f = "#{mouse} #{?mouse,ON,OFF} #{status} #{status-style} #{prefix}";
  assert.equal(
    await d.ok("display", "-p", "-t", "a", f),
    "0 OFF off bg=red C-b\n",
  );
  assert.equal(
    await d.ok("display", "-p", "-t", "b", f),
    "1 ON on bg=green,fg=black C-b\n",
  );
  await d.ok("set", "-u", "-t", "a", "status-style");
  const bad = await d.cli("set", "-t", "a", "mouse", "maybe");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr, "berth: set-option mouse takes on or off\n");
  // Not a list of six when set takes some thirty.
  const unknown = await d.cli("set", "-t", "a", "nosuch", "x");
  assert.equal(
    unknown.stderr,
    "berth: invalid option: nosuch (berth show-options lists those berth has)\n",
  );
  // -o: the session has none of its own yet, then it has.
  await d.ok("set", "-o", "-t", "a", "status-style", "bg=red");
  const again = await d.cli("set", "-o", "-t", "a", "status-style", "bg=blue");
  assert.equal(again.code, 1);
  assert.match(again.stderr, /^berth: Already set: status-style /);
  await d.ok("set", "-oq", "-t", "a", "status-style", "bg=blue");
  assert.equal(await d.ok("show", "-t", "a", "-v", "status-style"), "bg=red\n");
});

Deno.test("client_height counts the status line of the client's session, its own status (set status off) over the daemon's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", ...SHELL);
  await d.ok("set", "-t", "a", "status", "off");
  await using t = attach(d, ["a"]);
  const height = () => d.ok("lsc", "-F", "#{client_height} #{client_session}");
  // The terminal's 10 rows, all the session's.
  await waitFor(async () => (await height()) === "10 a\n", 15_000, "10 rows");
  assert.equal(
    await d.ok("display", "-p", "-t", "a", "#{window_height}"),
    "10\n",
  );
  await d.ok("set", "-u", "-t", "a", "status");
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "a", "#{window_height}")) === "9\n",
    15_000,
    "the status line back",
  );
  assert.equal(await height(), "10 a\n");
  assert.ok(t.lines()[9].startsWith("[a] "), t.text());
});
