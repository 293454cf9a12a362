/**
 * End to end: what a tmux scripter reaches for, checked against tmux 3.3a
 * side by side: `new -A` (`-D`, `-d`), tmux's target forms for the session
 * verbs (`kill-session -t work.1`, `$N`), `next-window` with nowhere to
 * go, `$BERTH` when `-S` names another daemon, the format variables
 * `session_id`, `window_layout`, `alternate_on`, `version`, `pid` and
 * `socket_path`, the mouse and keypad flags, and `capture-pane -N`, `-a`, `-q`, `-b`.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** `berth ...args` on `d`'s daemon in a new 80x24 terminal. */
function term(d: TestDaemon, ...args: string[]): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, ...args), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
}

/** The screen's rows without trailing blanks. */
function rows(t: UserTerminal): string[] {
  return t.lines().map((l) => l.trimEnd());
}

/** Waits until row `y` of the screen matches `re`. */
async function row(t: UserTerminal, y: number, re: RegExp): Promise<void> {
  await waitFor(
    () => re.test(rows(t)[y]),
    15_000,
    `row ${y} to match ${re}; screen:\n${t.lines().join("\n")}`,
  );
}

/** The sessions' names, sorted, on one line. */
async function sessions(d: TestDaemon): Promise<string> {
  return (await d.ok("ls", "-F", "#S")).split("\n").filter(Boolean).sort()
    .join(" ");
}

/** `display-message -p FORMAT` for `target`. */
async function shown(
  d: TestDaemon,
  target: string,
  format: string,
): Promise<string> {
  return (await d.ok("display", "-p", "-t", target, format)).trimEnd();
}

Deno.test("next-window and previous-window with one window say there is none (exit 1), on the status line too", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "one", "--", ...SHELL);
  for (const cmd of ["next-window", "previous-window"]) {
    const r = await d.cli(cmd, "-t", "one");
    assert.equal(r.code, 1, cmd);
    const to = cmd === "next-window" ? "next" : "previous";
    assert.match(r.stderr, new RegExp(`^berth: There is no ${to} window `));
  }
  const r = await d.cli("select-window", "-n", "-t", "one");
  assert.equal(r.code, 1);
  await using t = term(d, "attach", "one");
  await row(t, 23, /^\[one\] 0:bash\* /);
  await t.write("\x02n");
  await row(t, 23, /^There is no next window /);
  // With two, they wrap round, as tmux's.
  await d.ok("new-window", "-d", "-t", "one", "--", "cat");
  await d.ok("next-window", "-t", "one");
  await d.ok("next-window", "-t", "one");
  assert.equal(await shown(d, "one", "#I"), "0");
  await d.ok("previous-window", "-t", "one");
  assert.equal(await shown(d, "one", "#I"), "1");
});

Deno.test("$BERTH's session is the current one only for its own daemon: -S naming another ignores it, as tmux does $TMUX's", async () => {
  await using a = await TestDaemon.create();
  await using b = await TestDaemon.create();
  await a.ok("new", "-d", "-s", "inside", "--", "cat");
  await b.ok("new", "-d", "-s", "inside", "--", "cat");
  await b.ok("new-window", "-t", "inside", "--", "cat");
  await b.ok("new", "-d", "-s", "recent", "--", "cat");
  await b.ok("new-window", "-t", "recent", "--", "cat");
  await b.ok("send", "-t", "recent", "x"); // the most recently active
  const paneId = (await a.ok("display", "-p", "-t", "inside", "#D")).trim();
  // As run in a pane of a's session "inside", aimed at b with --socket.
  const env = { BERTH: `${a.socket},inside`, BERTH_PANE: paneId };
  const inB = (...args: string[]) => b.cliWith({ env }, ...args);
  // :1 is b's current session's window 1: b's most recent, not "inside".
  const r = await inB("display", "-p", "-t", ":1", "#S:#I");
  assert.equal(r.stdout, "recent:1\n", r.stderr);
  // No -t: there is no current pane in b, as outside any session: b's
  // most recent session's, as tmux's (its best session).
  const none = await inB("display", "-p", "#S");
  assert.equal(none.stdout, "recent\n", none.stderr);
  assert.equal((await inB("next-window")).code, 0);
  assert.equal(await shown(b, "recent", "#I"), "0", "recent's next window");
  assert.equal(await shown(b, "inside", "#I"), "1", "inside untouched");
  // Its own daemon: $BERTH's session is the current one, as before.
  const own = await a.cliWith({ env }, "display", "-p", "#S:#D");
  assert.equal(own.stdout, `inside:${paneId}\n`, own.stderr);
});

Deno.test("capture-pane -N keeps trailing spaces, -a reads the screen behind the alternate one (-q: quiet without), -b puts it in a buffer", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "c", "-x", "20", "-y", "5", "--", ...SHELL);
  await d.ok("send-keys", "-t", "c", "clear; printf 'ab   \\n'", "Enter");
  await d.ok("wait", "-t", "c", "--text", "^ab$", "--timeout", "20");
  const kept = (await d.ok("capture-pane", "-p", "-N", "-t", "c"))
    .split("\n");
  // As tmux's: what was written, spaces too, not the cells after it.
  assert.deepEqual(kept.slice(0, 3), ["ab   ", "$ ", ""]);
  assert.equal(
    (await d.ok("capture-pane", "-p", "-t", "c")).split("\n")[0],
    "ab",
  );
  // No alternate screen: an error as tmux's, or nothing with -q.
  const none = await d.cli("capture-pane", "-p", "-a", "-t", "c");
  assert.equal(none.code, 1);
  assert.match(
    none.stderr,
    /^berth: No alternate screen in this pane[^\n]*\n$/,
  );
  const quiet = await d.cli("capture-pane", "-p", "-a", "-q", "-t", "c");
  assert.deepEqual([quiet.code, quiet.stdout, quiet.stderr], [0, "\n", ""]);
  // A full-screen program: -a reads the shell's screen it covers.
  await d.ok(
    "send-keys",
    "-t",
    "c",
    "printf '\\e[?1049h\\e[Hfull'; cat",
    "Enter",
  );
  await d.ok("wait", "-t", "c", "--text", "^full$", "--timeout", "20");
  const behind = await d.ok("capture-pane", "-p", "-a", "-t", "c");
  assert.match(behind, /^ab\n/m);
  assert.doesNotMatch(behind, /^full$/m);
  // -b NAME: into that buffer (each line ending with a newline), not out.
  assert.equal(await d.ok("capture-pane", "-b", "cap", "-t", "c"), "");
  const screen = await d.ok("capture-pane", "-p", "-t", "c");
  assert.equal(await d.ok("show-buffer", "-b", "cap"), screen);
  // -p wins over -b, as in tmux.
  assert.equal(await d.ok("capture-pane", "-p", "-b", "x", "-t", "c"), screen);
  assert.equal((await d.cli("show-buffer", "-b", "x")).code, 1);
});

Deno.test("formats: session_id, window_layout (tmux's, with its checksum), alternate_on, version, pid, socket_path", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "-x", "80", "-y", "24", "--", "cat");
  await d.ok("new", "-d", "-s", "g", "-x", "80", "-y", "24", "--", ...SHELL);
  const f = await shown(d, "f", "#{session_id} #{pane_id}");
  const g = await shown(d, "g", "#{session_id} #{pane_id}");
  const [fid, fpane] = f.split(" ");
  const [gid] = g.split(" ");
  assert.match(fid, /^\$\d+$/);
  assert.notEqual(fid, gid, "one numbering for the daemon");
  // As tmux 3.3a prints them for the same window (pane ids put in).
  const n = Number(fpane.slice(1));
  assert.equal(
    await shown(d, "f", "#{window_layout}"),
    tmuxLayout(`80x24,0,0,${n}`),
  );
  await d.ok("split-window", "-h", "-t", "f", "--", "cat");
  const right = Number((await shown(d, "f:0.1", "#D")).slice(1));
  assert.equal(
    await shown(d, "f", "#{window_layout}"),
    tmuxLayout(`80x24,0,0{40x24,0,0,${n},39x24,41,0,${right}}`),
  );
  await d.ok("split-window", "-v", "-t", "f:0.1", "--", "cat");
  const below = Number((await shown(d, "f:0.2", "#D")).slice(1));
  assert.equal(
    await shown(d, "f", "#{window_layout}"),
    tmuxLayout(
      `80x24,0,0{40x24,0,0,${n},39x24,41,0[39x12,41,0,${right},39x11,41,13,${below}]}`,
    ),
  );
  // The daemon's own.
  const version = (await d.ok("--version")).trim().replace(/^berth /, "");
  assert.equal(
    await shown(d, "g", "#{version} #{pid} #{socket_path}"),
    `${version} ${await d.daemonPid()} ${d.socket}`,
  );
  // alternate_on: 1 while the program shows the alternate screen.
  assert.equal(await shown(d, "g", "#{alternate_on}"), "0");
  await d.ok("send-keys", "-t", "g", "printf '\\e[?1049h'; cat", "Enter");
  await waitFor(async () => (await shown(d, "g", "#{alternate_on}")) === "1");
});

Deno.test("formats: the mouse and keypad modes a pane's program asked for, as tmux 3.3a prints them", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m", "-x", "80", "-y", "24", "--", ...SHELL);
  const flags = "#{mouse_any_flag}#{mouse_standard_flag}#{mouse_button_flag}" +
    "#{mouse_all_flag}#{mouse_sgr_flag}#{mouse_utf8_flag}" +
    "#{keypad_cursor_flag}#{keypad_flag}";
  assert.equal(await shown(d, "m", flags), "00000000");
  await d.ok(
    "send-keys",
    "-t",
    "m",
    "printf '\\e[?1002h\\e[?1006h\\e[?1h\\e='; cat",
    "Enter",
  );
  // tmux 3.3a printed 10101011 for the same.
  await waitFor(async () => (await shown(d, "m", flags)) === "10101011");
});

/** tmux's `layout_dump` of `body`: its checksum, a comma, the body. */
function tmuxLayout(body: string): string {
  let sum = 0;
  for (const ch of body) {
    sum = ((sum >> 1) + ((sum & 1) << 15) + ch.charCodeAt(0)) & 0xffff;
  }
  return `${sum.toString(16).padStart(4, "0")},${body}`;
}

Deno.test("session verbs take tmux's target forms: kill-session -t s.1, has-session -t s:1, rename-session -t %N, $N, attach -t s:1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await d.ok("split-window", "-t", "s", "--", "cat");
  await d.ok("new-window", "-t", "s", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  await d.ok("select-window", "-t", "s:0");
  await d.ok("has-session", "-t", "s.1");
  await d.ok("has-session", "-t", "s:1");
  await d.ok("has-session", "-t", "s:0.1");
  for (
    const [target, why] of [
      ["s.5", /^berth: Window s:0 has no pane 5 /],
      ["s:7", /^berth: Session s has no window 7 /],
      ["nope.1", /^berth: No session named nope /],
    ] as const
  ) {
    const r = await d.cli("has-session", "-t", target);
    assert.equal(r.code, 1, target);
    assert.match(r.stderr, why, target);
    const k = await d.cli("kill-session", "-t", target);
    assert.equal(k.code, 1, target);
    assert.match(k.stderr, why, target);
  }
  // A pane id names its session, and $N (#{session_id}) a session.
  const id = await shown(d, "other", "#{session_id}");
  assert.match(id, /^\$\d+$/);
  await d.ok("rename-session", "-t", await shown(d, "s:0.1", "#D"), "t");
  assert.equal(await shown(d, id, "#S"), "other");
  await d.ok("rename-session", "-t", id, "o2");
  assert.equal(await shown(d, "o2", "#{session_id}"), id);
  assert.deepEqual((await d.ok("ls", "-F", "#S")).split("\n").sort(), [
    "",
    "o2",
    "t",
  ]);
  // attach -t SESSION:WINDOW shows that window, as tmux's.
  await using a = term(d, "attach", "-t", "t:1");
  await row(a, 23, /^\[t\] 0:cat- 1:bash\* /);
  // switch-client -t W.P makes that pane the active one too, as tmux's.
  const client = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  await d.ok("switch-client", "-c", client, "-t", "t:0");
  assert.equal(await shown(d, "t", "#I.#P"), "0.1");
  await d.ok("switch-client", "-c", client, "-t", "t.0");
  assert.equal(await shown(d, "t", "#I.#P"), "0.0");
  await d.ok("switch-client", "-c", client, "-t", "t:1");
  await a.write("\x02d");
  assert.equal((await a.waitExit()).code, 0);
  await d.ok("kill-session", "-t", "t.0");
  await d.ok("kill-session", "-t", id);
  await waitFor(async () => (await d.ok("ls", "-F", "#S")) === "");
});

Deno.test("new -A attaches to a session that exists (ignoring -x and a command), else creates it; -D detaches its other clients", async () => {
  await using d = await TestDaemon.create();
  // None yet: -A -d creates it, as new -d would.
  await d.ok("new", "-A", "-d", "-s", "w", "--", ...SHELL);
  await d.ok("send-keys", "-t", "w", "echo made-$((1+1))", "Enter");
  await d.ok("wait", "-t", "w", "--text", "^made-2$", "--timeout", "20");
  // It exists: attach to it; the size and command are for a new one.
  await using a = term(d, "new", "-A", "-s", "w", "-x", "50", "--", "top");
  await a.waitText(/^made-2$/m);
  assert.equal(await d.ok("ls", "-F", "#S"), "w\n", "no second session");
  // -D: the other client is detached, as tmux's new -AD.
  await using b = term(d, "new-session", "-AD", "-s", "w");
  await b.waitText(/^made-2$/m);
  assert.equal((await a.waitExit()).code, 0);
  await a.waitText(/\[detached from session w\]/);
  // Without -s: the most recently active session.
  await b.write("\x02d");
  assert.equal((await b.waitExit()).code, 0);
  await using c = term(d, "new", "-A");
  await c.waitText(/^made-2$/m);
  assert.equal(await d.ok("ls", "-F", "#S"), "w\n");
  // From a key (the : prompt), as tmux 3.3a's: the client shows the
  // session, a new one as one that exists (as switch-client).
  await c.write("\x02:new -A -s other -- cat\r");
  await waitFor(async () => (await sessions(d)) === "other w");
  await row(c, 23, /^\[other\] /);
  await c.write("\x02:new -A -s w\r");
  await row(c, 23, /^\[w\] /);
  await c.write("\x02d");
  assert.equal((await c.waitExit()).code, 0);
  // -A -d on one that exists attaches too, as tmux's: here without a
  // terminal, it says so (exit 1) and makes nothing.
  const r = await d.cli("new", "-A", "-d", "-s", "w");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: new -A needs a terminal[^\n]*\n$/);
  assert.equal(await sessions(d), "other w");
});
