/**
 * End to end: what a long-time tmux user missed on a first day with berth,
 * each checked against tmux 3.3a side by side: `kill-session -a`,
 * `new-window -a`, `-b` and `-k`, `select-pane -T`, the marked pane,
 * `base-index` and `pane-base-index`, `set-option -g`, keypad keys, and
 * format variables.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** `display-message -p FORMAT` for `target`. */
async function shown(
  d: TestDaemon,
  target: string,
  format: string,
): Promise<string> {
  return (await d.ok("display", "-p", "-t", target, format)).trimEnd();
}

/** The sessions' names, sorted, on one line. */
async function sessions(d: TestDaemon): Promise<string> {
  return (await d.ok("ls", "-F", "#S")).split("\n").filter(Boolean).sort()
    .join(" ");
}

Deno.test("kill-session -a ends every session but the target's; without -t, all but the most recent", async () => {
  await using d = await TestDaemon.create();
  for (const s of ["a", "b", "c"]) await d.ok("new", "-d", "-s", s, "cat");
  await d.ok("kill-session", "-a", "-t", "b");
  assert.equal(await sessions(d), "b");
  // A target that names nothing ends nothing, exit 1, as tmux's.
  const r = await d.cli("kill-session", "-a", "-t", "nosuch");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: No session named nosuch /);
  assert.equal(await sessions(d), "b");
  await d.ok("new", "-d", "-s", "d", "cat");
  await d.ok("send", "-t", "d", "x"); // the most recently active
  await d.ok("kill-session", "-a");
  assert.equal(await sessions(d), "d");
});

Deno.test("kill-session with no target ends the current session inside one, else the most recent, as tmux's; with none, one line and exit 1", async () => {
  await using d = await TestDaemon.create();
  for (const s of ["a", "b", "c"]) await d.ok("new", "-d", "-s", s, "cat");
  await d.ok("send", "-t", "b", "x"); // the most recently active
  const inside = { env: { BERTH: `${d.socket},a` } };
  assert.equal((await d.cliWith(inside, "kill-session")).code, 0);
  assert.equal(await sessions(d), "b c");
  await d.ok("kill");
  assert.equal(await sessions(d), "c");
  await d.ok("kill-session");
  assert.equal(await sessions(d), "");
  const r = await d.cli("kill-session");
  assert.equal(r.code, 1);
  assert.equal(
    r.stderr,
    "berth: No session to kill: none is running (berth ls lists them)\n",
  );
});

Deno.test("new-window -a and -b move the windows in the way up one, as tmux's; -k takes the place of the window there", async () => {
  await using d = await TestDaemon.create();
  const list = async () =>
    (await d.ok("lsw", "-t", "s", "-F", "#I:#W#F")).trim().split("\n")
      .join(" ");
  const neww = (...args: string[]) => d.ok("neww", "-d", ...args, "cat");
  await d.ok("new", "-d", "-s", "s", "-n", "w0", "cat");
  await neww("-t", "s", "-n", "w1");
  await neww("-t", "s", "-n", "w2");
  await neww("-a", "-t", "s:0", "-n", "A");
  assert.equal(await list(), "0:w0* 1:A 2:w1 3:w2");
  await neww("-b", "-t", "s:2", "-n", "B");
  assert.equal(await list(), "0:w0* 1:A 2:B 3:w1 4:w2");
  await d.ok("kill-window", "-t", "s:4");
  await neww("-k", "-t", "s:9", "-n", "K9");
  // Only the run up to the first free index moves (9 stays), as tmux's;
  // no -t: after the window shown.
  await neww("-a", "-t", "s", "-n", "CUR");
  assert.equal(await list(), "0:w0* 1:CUR 2:A 3:B 4:w1 9:K9");
  const taken = await d.cli("neww", "-d", "-t", "s:1", "cat");
  assert.equal(taken.code, 1);
  assert.match(taken.stderr, /in use .*-k kills the window there\)\n$/);
  await neww("-k", "-t", "s:1", "-n", "K");
  assert.equal(await list(), "0:w0* 1:K 2:A 3:B 4:w1 9:K9");
  // -k on the window shown: the new one is shown, even with -d.
  await neww("-k", "-t", "s:0", "-n", "K0");
  assert.equal(await list(), "0:K0* 1:K 2:A 3:B 4:w1 9:K9");
});

Deno.test("select-pane -T sets the pane's title (formats expanded); its program may set it again", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", ...SHELL);
  await d.ok("split-window", "-d", "-t", "s", "--", ...SHELL);
  await d.ok("select-pane", "-t", "s:0.1", "-T", "x#{pane_index}y");
  assert.equal(
    await shown(d, "s:0.1", "#{pane_title}|#{pane_active}"),
    "x1y|0",
  );
  await d.ok("select-pane", "-t", "s:0.0", "-T", "mine");
  assert.equal(await shown(d, "s:0.0", "#T"), "mine");
  await d.ok("send-keys", "-t", "s:0.0", "printf '\\033]2;prog\\007'", "Enter");
  await waitFor(
    async () => await shown(d, "s:0.0", "#T") === "prog",
    15_000,
    "the program's OSC 2 title",
  );
});

Deno.test("select-pane -m marks a pane: {marked} and ~, pane_marked, window flag M, join-pane's default source; -M unmarks", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await d.ok("split-window", "-d", "-t", "s", "--", "cat");
  await d.ok("new-window", "-d", "-t", "s", "--", "cat");
  const panes = async () =>
    (await d.ok("lsp", "-s", "-t", "s", "-F", "#I.#P:#{pane_marked}")).trim()
      .split("\n").join(" ");
  const none = await d.cli("display", "-p", "-t", "{marked}", "#P");
  assert.equal(none.code, 1);
  assert.match(none.stderr, /no pane is marked \(select-pane -m marks one\)/);
  await d.ok("select-pane", "-m", "-t", "s:0.1");
  assert.equal(await panes(), "0.0:0 0.1:1 1.0:0");
  assert.equal(await shown(d, "~", "#S:#I.#P"), "s:0.1");
  assert.equal(await shown(d, "{marked}", "#S:#I.#P"), "s:0.1");
  assert.equal(
    await shown(d, "s:1", "#{pane_marked_set} #{window_marked_flag}"),
    "1 0",
  );
  assert.equal(
    (await d.ok("lsw", "-t", "s", "-F", "#I#F#{window_marked_flag}")).trim(),
    "0*M1\n10",
  );
  // The marked pane again unmarks it, as tmux's; -M unmarks whatever.
  await d.ok("select-pane", "-m", "-t", "s:0.1");
  assert.equal(await shown(d, "s:0", "#{pane_marked_set}#F"), "0*");
  await d.ok("select-pane", "-m", "-t", "s:0.1");
  await d.ok("select-pane", "-M", "-t", "s:1");
  assert.equal(await panes(), "0.0:0 0.1:0 1.0:0");
  // Inside a pane, join-pane with no -s takes the marked pane, which is
  // then marked no longer (it left its window), as tmux's.
  await d.ok("select-pane", "-m", "-t", "s:0.1");
  const marked = await shown(d, "s:0.1", "#D");
  const here = await shown(d, "s:1.0", "#D");
  const env = { BERTH: `${d.socket},s`, BERTH_PANE: here };
  const r = await d.cliWith({ env }, "join-pane", "-d", "-t", "s:1");
  assert.equal(r.code, 0, r.stderr);
  assert.equal(await shown(d, "s:1.1", "#D #{pane_marked_set}"), `${marked} 0`);
  // swap-window with no -s takes the marked pane's window, as tmux's.
  await d.ok("new-window", "-d", "-t", "s:2", "-n", "two", "--", "cat");
  await d.ok("select-pane", "-m", "-t", "s:2");
  const swap = await d.cliWith({ env }, "swap-window", "-d", "-t", "s:0");
  assert.equal(swap.code, 0, swap.stderr);
  assert.equal(
    (await d.ok("lsw", "-t", "s", "-F", "#I:#W")).trim().split("\n")[0],
    "0:two",
  );
  // Outside a session too (a script's), as tmux's: -s is the marked one's.
  await d.ok("swap-window", "-d", "-t", "s:1");
  assert.equal(
    (await d.ok("lsw", "-t", "s", "-F", "#I:#W")).trim().split("\n")[1],
    "1:two",
  );
});

Deno.test("prefix m marks the active pane and M unmarks it; the status line shows M", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await using t = await attachedTerminal(d, "s");
  const status = () => t.lines()[23].trimEnd();
  await t.write("\x02m");
  await waitFor(() => /^\[s\] 0:cat\*M /.test(status()), 15_000, "M");
  assert.equal(await shown(d, "s", "#{pane_marked}"), "1");
  await t.write("\x02M");
  await waitFor(() => /^\[s\] 0:cat\* /.test(status()), 15_000, "no M");
  assert.equal(await shown(d, "s", "#{pane_marked_set}"), "0");
});

Deno.test("base-index and pane-base-index number new windows and panes, from config.toml or set-option, kept by berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig("base-index = 1\n");
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await d.ok("new-window", "-d", "-t", "s", "--", "cat");
  const windows = async (s: string) =>
    (await d.ok("lsw", "-t", s, "-F", "#I")).trim().split("\n").join(" ");
  assert.equal(await windows("s"), "1 2");
  await d.ok("new", "-d", "-s", "t", "--", "cat");
  await d.ok("set-option", "-t", "t", "base-index", "5");
  await d.ok("set-option", "-t", "t", "pane-base-index", "1");
  await d.ok("split-window", "-d", "-t", "t", "--", "cat");
  assert.equal(
    (await d.ok("lsp", "-t", "t", "-F", "#P")).trim().split("\n").join(" "),
    "1 2",
  );
  assert.equal(await shown(d, "t:1.2", "#S:#I.#P"), "t:1.2");
  assert.equal(await shown(d, "s:1.0", "#S:#I.#P"), "s:1.0");
  await d.ok("upgrade");
  await d.ok("new-window", "-d", "-t", "t", "--", "cat");
  assert.equal(await windows("t"), "1 5");
  // pane-base-index is t:1's own (tmux's window option): t:5 starts at 0,
  // as tmux 3.3a's; t:1 kept its own through the upgrade.
  assert.equal(await shown(d, "t:5", "#P"), "0");
  assert.equal(await shown(d, "t:1", "#P"), "1");
  await d.ok("move-window", "-r", "-t", "t");
  assert.equal(await windows("t"), "5 6");
  const bad = await d.cli("set-option", "-t", "t", "base-index", "x");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: base-index must be a whole number from 0 /);
});

Deno.test("set-option -g sets the daemon's setting (attached clients take it at once, berth upgrade keeps it); show-options -g OPTION", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await using t = await attachedTerminal(d, "s");
  await d.ok("set-option", "-g", "status", "off");
  await waitFor(() => t.lines()[23].trim() === "", 15_000, "no status line");
  await d.ok("set", "-g", "base-index", "1");
  await d.ok("set", "-g", "history-limit", "500"); // tmux's name
  await d.ok("new", "-d", "-s", "g", "--", "cat");
  assert.equal((await d.ok("lsw", "-t", "g", "-F", "#I")).trim(), "1");
  assert.equal(await d.ok("show-options", "-g", "-v", "base-index"), "1\n");
  assert.equal(await d.ok("show", "-g", "scrollback"), "scrollback 500\n");
  await d.ok("upgrade");
  assert.equal(await d.ok("show", "-gv", "base-index"), "1\n");
  assert.equal(await d.ok("show", "-gv", "status"), "off\n");
  // Without -g outside a session, a session setting is the most recently
  // active session's own, as tmux's best session's (the one display -p
  // names without -t).
  const best = (await d.ok("display", "-p", "#S")).trim();
  await d.ok("set", "mouse", "off");
  assert.equal(await d.ok("show", "-t", best, "-v", "mouse"), "off\n");
  assert.equal(await d.ok("show", "-gv", "mouse"), "on\n");
  // A bad value says why.
  for (
    const [args, re] of [
      [
        ["set", "-g", "mouse", "maybe"],
        /^berth: set-option -g mouse takes on or off\n$/,
      ],
      [
        ["set", "-g", "base-index", "x"],
        /^berth: base-index takes a whole number from 0 to \d+, not "x"\n$/,
      ],
    ] as const
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, re);
  }
});

Deno.test("set -g status on|off and status-position, as tmux's, move an attached client's status line at once; status 2 says berth draws one", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await using t = await attachedTerminal(d, "s");
  const status = /^\[s\] 0:cat\*/;
  await d.ok("set", "-g", "status", "off");
  await waitFor(() => t.lines()[23].trim() === "", 15_000, "no status line");
  await d.ok("set", "-g", "status", "on");
  await waitFor(() => status.test(t.lines()[23]), 15_000, "on: at the bottom");
  await d.ok("set", "-g", "status-position", "top");
  await waitFor(() => status.test(t.lines()[0]), 15_000, "on the top row");
  await d.ok("set", "-g", "status", "off");
  await d.ok("set", "-g", "status", "on");
  await waitFor(() => status.test(t.lines()[0]), 15_000, "on: on top again");
  assert.equal(await d.ok("show", "-gv", "status-position"), "top\n");
  const r = await d.cli("set", "-g", "status", "2");
  assert.equal(r.code, 1);
  assert.equal(
    r.stderr,
    'berth: status takes "on" or "off" (berth draws one status line), or its place: "top" or "bottom", not "2"\n',
  );
});

Deno.test("select-pane -m draws the marked pane's border reversed on an attached client at once, as tmux 3.3a; -M draws it plain again", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "-x", "40", "-y", "10", "--", "cat");
  await d.ok("split-window", "-h", "-t", "s", "--", "cat");
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "s"), {
    cols: 40,
    rows: 11,
    env: d.env,
    cwd: d.dir,
  });
  await waitFor(() => t.lines()[0].includes("│"), 15_000, "the border");
  const x = t.lines()[0].indexOf("│");
  // Rows 0 and 9 of the border: two panes, so the marked right pane's
  // half is the lower one (tmux's screen_redraw_two_panes).
  const inverse = (y: number) => {
    const buf = t.term.buffer.active;
    return buf.getLine(buf.viewportY + y)?.getCell(x)?.isInverse() !== 0;
  };
  assert.ok(!inverse(9));
  await d.ok("select-pane", "-m", "-t", "s:0.1");
  await waitFor(() => inverse(9), 15_000, "reversed");
  assert.ok(!inverse(0), "the left pane's half stays plain");
  await d.ok("select-pane", "-M");
  await waitFor(() => !inverse(9), 15_000, "plain again");
});

Deno.test("send-keys KP0..KP9 KP/ KP* KP- KP+ KP. KPEnter send what tmux sends, by the pane's keypad mode (DECKPAM)", async () => {
  await using d = await TestDaemon.create();
  const keys = [..."0123456789/*-+.", "Enter"].map((k) => `KP${k}`);
  const od = async (s: string, setup: string) => {
    await d.ok("new", "-d", "-s", s, "-x", "100", "-y", "20", "--", ...SHELL);
    // READY comes out after the keypad mode is set: the keys follow it.
    await d.ok(
      "send-keys",
      "-t",
      s,
      `${setup}stty raw -echo; echo RE''ADY; od -An -c`,
      "Enter",
    );
    await d.ok("wait", "-t", s, "--text", "^READY", "--timeout", "20");
    await d.ok("send-keys", "-t", s, ...keys);
  };
  await od("n", "");
  await d.ok(
    "wait",
    "-t",
    "n",
    "--timeout",
    "20",
    "--text",
    String
      .raw`0   1   2   3   4   5   6   7   8   9   /   \*   -   \+   \.  \\n`,
  );
  await od("k", String.raw`printf '\033='; `);
  // od writes 16 bytes a line: the 48 bytes' last line is KP* ... KPEnter.
  await d.ok(
    "wait",
    "-t",
    "k",
    "--timeout",
    "20",
    "--text",
    String.raw`o 033   O   j 033   O   m 033   O   k 033   O   n 033   O   M`,
  );
  const screen = await d.ok("capture-pane", "-p", "-t", "k");
  assert.match(screen, / 033 {3}O {3}p 033 {3}O {3}q 033 {3}O {3}r/);
});

Deno.test("format variables as tmux 3.3a's: session_path, window_*_flag, session_activity, history_limit, cursor_flag, pane_tabs, cursor_x at a pending wrap, client_height and client_session", async () => {
  await using d = await TestDaemon.create();
  const before = Math.floor(Date.now() / 1000);
  await d.ok(
    "new",
    "-d",
    "-s",
    "f",
    "-x",
    "40",
    "-y",
    "10",
    "-c",
    "/tmp",
    "--scrollback",
    "500",
    "--",
    ...SHELL,
  );
  // Its prompt drawn later would be activity in window 0, flagged with no
  // client attached, as tmux's.
  await d.prompted("f:0");
  await d.ok("set-option", "-g", "monitor-activity", "on");
  await d.ok(
    "new-window",
    "-d",
    "-t",
    "f",
    "--",
    "sh",
    "-c",
    "sleep 1; echo out; exec cat",
  );
  await d.ok("new-window", "-t", "f", "--", "cat");
  await d.ok("select-window", "-t", "f:0");
  await waitFor(
    async () => await shown(d, "f:1", "#{window_activity_flag}") === "1",
    15_000,
    "activity in window 1",
  );
  assert.equal(
    await shown(
      d,
      "f:0",
      "#{session_path} #{history_limit} #{window_last_flag}#{window_bell_flag}#{window_activity_flag}",
    ),
    "/tmp 500 000",
  );
  assert.equal(await shown(d, "f:2", "#{window_last_flag}"), "1");
  const active = Number(await shown(d, "f", "#{session_activity}"));
  assert.ok(active >= before && active <= Date.now() / 1000 + 1, `${active}`);
  // Tabs and the cursor, from the pane's terminal.
  await d.ok(
    "send-keys",
    "-t",
    "f:0",
    String.raw`clear; printf '\033[?25l\033[3g\033[5G\033H\r%040d' 0; sleep 60`,
    "Enter",
  );
  await d.ok("wait", "-t", "f:0", "--text", "^0{40}$", "--timeout", "20");
  assert.equal(
    await shown(
      d,
      "f:0",
      "#{cursor_x},#{cursor_y} #{cursor_flag} #{pane_tabs}",
    ),
    "40,0 0 4",
  );
  assert.equal(
    await shown(d, "f:1", "#{cursor_flag} #{pane_tabs}"),
    "1 8,16,24,32",
  );
  // An attached client: its whole terminal's height, status line in.
  await using _client = await attachedTerminal(d, "f");
  assert.equal(
    (await d.ok("list-clients", "-F", "#{client_height} #{client_session}"))
      .trim(),
    "24 f",
  );
});

Deno.test("swap-pane without -U or -D swaps the marked pane with the target (two windows too); -s names the source; -d keeps the active places", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-x", "80", "-y", "20", "--", "cat");
  await d.ok("split-window", "-d", "-t", "w", "--", "cat");
  await d.ok("split-window", "-d", "-t", "w", "--", "cat");
  await d.ok("new-window", "-d", "-t", "w", "--", "cat");
  const ids = (await d.ok("lsp", "-s", "-t", "w", "-F", "#D")).trim().split(
    "\n",
  );
  const list = async () =>
    (await d.ok(
      "lsp",
      "-s",
      "-t",
      "w",
      "-F",
      "#I.#P #D #{pane_active}#{pane_marked}",
    ))
      .trim().split("\n").join(" ");
  const [p0, p1, p2, p3] = ids; // 0.0 0.1 0.2 1.0, as tmux numbers them
  await d.ok("select-pane", "-m", "-t", "w:0.2");
  await d.ok("swap-pane", "-t", "w:0.0");
  // As tmux 3.3a: the target pane, now at the marked one's place, active.
  assert.equal(
    await list(),
    `0.0 ${p2} 01 0.1 ${p1} 00 0.2 ${p0} 10 1.0 ${p3} 10`,
  );
  await d.ok("swap-pane", "-t", "w:1.0");
  // Two windows: each comes active where it lands; the mark goes.
  assert.equal(
    await list(),
    `0.0 ${p3} 10 0.1 ${p1} 00 0.2 ${p0} 00 1.0 ${p2} 10`,
  );
  await d.ok("swap-pane", "-d", "-s", "w:0.1", "-t", "w:0.0");
  assert.equal(
    await list(),
    `0.0 ${p1} 10 0.1 ${p3} 00 0.2 ${p0} 00 1.0 ${p2} 10`,
  );
  // No mark and no -s: -D, as before.
  await d.ok("swap-pane", "-t", "w:0.1");
  assert.equal(
    await list(),
    `0.0 ${p1} 10 0.1 ${p0} 00 0.2 ${p3} 00 1.0 ${p2} 10`,
  );
});

Deno.test("set -ag appends to a text setting, as tmux's -a; a setting berth has not is still one short line; a bad flag too", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await d.ok("set", "-g", "status-right", "%H:%M");
  await d.ok("set", "-ag", "status-right", " #{pane_index}");
  await d.ok("set", "-g", "-a", "status-right", "!");
  assert.equal(
    await d.ok("show", "-gv", "status-right"),
    "%H:%M #{pane_index}!\n",
  );
  for (
    const [args, re] of [
      [
        ["set", "-ga", "buffer-limit", "60"],
        /^berth: Unknown setting buffer-limit \(berth show-options lists those berth has\)\n$/,
      ],
      [
        ["set", "-ag", "mouse", "sometimes"],
        /^berth: set-option -g mouse takes on or off\n$/,
      ],
    ] as const
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, re);
  }
});

Deno.test("set -g history-limit applies to the panes made after it in every session, as tmux's; berth upgrade keeps each pane's; new --scrollback N stays its session's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await d.ok("new", "-d", "-s", "e", "--scrollback", "300", "--", "cat");
  const limit = async (target: string) =>
    await shown(d, target, "#{history_limit}");
  const before = await limit("s:0");
  await d.ok("set", "-g", "history-limit", "500");
  await d.ok("new-window", "-t", "s", "--", "cat");
  await d.ok("split-window", "-t", "e", "--", "cat");
  assert.equal(await limit("s:1"), "500", "a window made after it");
  assert.equal(await limit("s:0"), before, "a pane made before it");
  assert.equal(await limit("e:0.1"), "300", "the session's own");
  // The new pane holds 500 lines of history, not the session's first.
  await d.ok("send", "-t", "s:1", "x\n".repeat(700));
  await waitFor(
    async () => Number(await shown(d, "s:1", "#{history_size}")) >= 500,
    20_000,
    "history full",
  );
  assert.equal(await shown(d, "s:1", "#{history_size}"), "500");
  await d.ok("upgrade");
  assert.equal(await limit("s:1"), "500", "kept by berth upgrade");
  assert.equal(await limit("s:0"), before);
});
