/**
 * End to end: a bare window or pane target (`-t 1`, `-t 5.0`, `-t vim`)
 * read as tmux 3.3a reads it (`server/daemon/targets.ts`, whose table
 * test checks each form beside a tmux server): a pane of the current
 * window, then a window of the current session, then a session; the
 * current session being the one a shell runs in (`$BERTH`), the attached
 * one for a key or the `:` prompt, else the most recently active one (the
 * config file's commands too). Session verbs stay session-first.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/** `INDEX:NAME` of each window, the shown one marked `*`. */
async function windows(d: TestDaemon, session: string): Promise<string> {
  const out = await d.ok("list-windows", "-t", `${session}:`, "-F", "#I:#W");
  const shown = (await d.ok("display", "-p", "-t", `${session}:`, "#I"))
    .trim();
  return out.trim().split("\n").map((w) =>
    w.split(":")[0] === shown ? `${w}*` : w
  ).join(" ");
}

/** Pane ids of window `target`, in order. */
async function paneIds(d: TestDaemon, target: string): Promise<string> {
  return (await d.ok("list-panes", "-t", target, "-F", "#D")).trim()
    .replaceAll("\n", " ");
}

/** `berth ARGS...` as a line a shell in a pane runs. */
function shellLine(d: TestDaemon, ...args: string[]): string {
  return berthArgv(d.socket, ...args).map((a) => `'${a}'`).join(" ");
}

/**
 * Session 1 (one window), then work, the most recently active: window 0
 * main (panes %1 %2), 1 logs (%3), 2 (%4); window 0 shown.
 */
async function twoSessions(d: TestDaemon): Promise<void> {
  await d.ok("new", "-d", "-s", "1", "--", "sh");
  await d.ok("new", "-d", "-s", "work", "-n", "main", "--", "sh");
  await d.ok("split-window", "-t", "work:0", "--", "sh");
  await d.ok("new-window", "-d", "-t", "work:", "-n", "logs", "--", "sh");
  await d.ok("new-window", "-d", "-t", "work:", "--", "sh");
}

Deno.test("outside a session, a bare -t of a window or pane command is in the most recent session first, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d);
  // select-window -t 1: work's window 1, not session 1.
  await d.ok("select-window", "-t", "1");
  assert.equal(await windows(d, "work"), "0:main 1:logs* 2:sh");
  await d.ok("select-window", "-t", "0");
  // kill-pane -t 1: pane 1 of the shown window.
  await d.ok("kill-pane", "-t", "1");
  assert.equal(await paneIds(d, "work:0"), "%1");
  // split-window -t 2: no pane 2 there, so window 2.
  await d.ok("split-window", "-d", "-t", "2", "--", "sh");
  assert.equal(await paneIds(d, "work:2"), "%4 %5");
  // swap-pane -t 2.0: window 2's pane 0 with the next.
  await d.ok("swap-pane", "-D", "-t", "2.0");
  assert.equal(await paneIds(d, "work:2"), "%5 %4");
  // A window's name, and a window index for new-window and move-window.
  await d.ok("rename-window", "-t", "logs", "tail");
  await d.ok("new-window", "-d", "-t", "5", "--", "sh");
  await d.ok("move-window", "-s", "tail", "-t", "7");
  assert.equal(await windows(d, "work"), "0:main 2:sh 5:sh 7:tail*");
  // Not a window of work: a session (session 1's shown window).
  await d.ok("rename-window", "-t", "1", "one");
  assert.equal(await windows(d, "1"), "0:one*");
  // A bare word nothing has is one line, exit 1.
  const r = await d.cli("kill-pane", "-t", "9");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: Window work:7 has no pane 9 [^\n]*\n$/);
  // Session verbs read a bare word as a session, as tmux's.
  assert.equal((await d.cli("has-session", "-t", "7")).code, 1);
  await d.ok("kill-session", "-t", "1");
  assert.equal((await d.cli("has-session", "-t", "1")).code, 1);
  assert.equal(await windows(d, "work"), "0:main 2:sh 5:sh 7:tail*");
});

Deno.test("inside a session ($BERTH), a bare -t is that session's window or pane, whichever session is the most recent", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d);
  await d.ok("new", "-d", "-s", "other", "--", "sh"); // the most recent
  await d.ok("new-window", "-d", "-t", "other:", "--", "sh");
  await d.ok("new-window", "-d", "-t", "other:", "--", "sh");
  const lines = [
    // Input to other: the most recently active session again.
    shellLine(d, "send", "-t", "other", " "),
    shellLine(d, "select-window", "-t", "2"),
    shellLine(d, "display", "-p", "-t", "1", "p1=#S:#I.#P"),
    shellLine(d, "display", "-p", "-t", "0.1", "w0=#S:#I.#P"),
    shellLine(d, "display", "-p", "-t", "logs", "logs=#S:#I.#P"),
    shellLine(d, "list-panes", "-t", "1", "-F", "w1=#S:#I"),
    shellLine(d, "display", "-p", "-t", "other", "o=#S:#I.#P"),
  ];
  await d.ok("send", "-t", "work:0.1", `${lines.join("; ")}\n`);
  for (
    const line of [
      // work's window 2 shown (other, the most recent, has a 2 too).
      // Pane 1 of window 2 (none): window 1.
      "^p1=work:1\\.0$",
      "^w0=work:0\\.1$",
      "^logs=work:1\\.0$",
      "^w1=work:1$",
      "^o=other:0\\.0$",
    ]
  ) {
    await d.ok("wait", "-t", "work:0.1", "--text", line, "--timeout", "20");
  }
  assert.equal(await windows(d, "work"), "0:main 1:logs 2:sh*");
  assert.equal(await windows(d, "other"), "0:sh* 1:sh 2:sh");
});

Deno.test("the config file's commands read a bare -t against the most recent session, as tmux's config", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "1", "--", "sh");
  await d.ok("new", "-d", "-s", "work", "--", "sh");
  await d.ok("new-window", "-d", "-t", "work:", "--", "sh");
  const file = `${d.dir}/more.toml`;
  await Deno.writeTextFile(
    file,
    `commands = ["rename-window -t 1 from-config", "select-window -t 1"]\n`,
  );
  await d.ok("source-file", file);
  assert.equal(await windows(d, "work"), "0:sh 1:from-config*");
  assert.equal(await windows(d, "1"), "0:sh*");
});

/** prefix . and the : prompt of a client attached to a; `env` its own. */
async function keysMoveWindows(env: Record<string, string>): Promise<void> {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "bash", "--norc", "--noprofile");
  await d.ok("new-window", "-d", "-t", "a:", "--", "sh");
  await d.ok("new-window", "-d", "-t", "a:", "--", "sh");
  await d.ok("new", "-d", "-s", "b", "--", "sh");
  await d.ok("new", "-d", "-s", "1", "--", "sh"); // most recent, and "1"
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "a"), {
    cols: 80,
    rows: 25,
    env: { ...d.env, ...env },
    cwd: d.dir,
  });
  await t.waitText(/\[a\] 0:bash\* +1:sh#? +2:sh/);
  // prefix : select-window -t 1: a's window 1, not session 1.
  await t.write("\x02:");
  await t.write("select-window -t 1\r");
  await t.waitText(/\[a\] 0:bash- +1:sh\* +2:sh/);
  // prefix . b: moves the window to b's first free index.
  await t.write("\x02.");
  await t.waitText(/\(move-window\) /);
  await t.write("b:\r");
  await t.waitText(/\[a\] 0:bash\* +2:sh#? /);
  assert.equal(await windows(d, "b"), "0:sh 1:sh*");
  // prefix . b:3 moves the one shown to b's index 3.
  await t.write("\x02.");
  await t.waitText(/\(move-window\) /);
  await t.write("b:3\r");
  await t.waitText(/\[a\] 2:sh\* /);
  assert.equal(await windows(d, "b"), "0:sh 1:sh 3:bash*");
  // prefix . 5: this session's index 5, as before.
  await t.write("\x02.");
  await t.waitText(/\(move-window\) /);
  await t.write("5\r");
  await t.waitText(/\[a\] 5:sh\* /);
  assert.equal(await windows(d, "1"), "0:sh*");
}

Deno.test("an attached client: prefix . takes b: and b:3 to another session, the : prompt reads -t 1 as the attached session's window", async () => {
  await keysMoveWindows({});
});

Deno.test("an attach client that draws its own terminal runs those keys the same", async () => {
  await keysMoveWindows({ BERTH_HANDOVER: "0" });
});

Deno.test("attach -t 1.0 is window 1 of the most recent session, as tmux's attach; -t 1 is session 1", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d);
  const attach = (target: string) =>
    UserTerminal.spawn(berthArgv(d.socket, "attach", "-t", target), {
      cols: 80,
      rows: 25,
      env: d.env,
      cwd: d.dir,
    });
  {
    await using t = attach("1.0");
    await t.waitText(/\[work\] 0:main- +1:logs\* /);
    await t.write("\x02d");
    await t.waitExit();
  }
  await using t = attach("1");
  await t.waitText(/\[1\] 0:sh\* /);
});

Deno.test("outside a session, has-session, rename-session NEW and move-window without -t take the most recent session, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await twoSessions(d); // work, the most recent, shows window 0
  // has-session: there is a current session.
  assert.equal((await d.cli("has-session")).code, 0);
  // rename-session NEW: work, not session 1.
  await d.ok("rename-session", "play");
  assert.equal(
    (await d.ok("ls", "-F", "#S")).trim().split("\n").sort().join(" "),
    "1 play",
  );
  // move-window: play's shown window to its first free index (3).
  await d.ok("move-window");
  assert.equal(await windows(d, "play"), "1:logs 2:sh 3:main*");
  // -s alone: to that session's first free index too.
  await d.ok("move-window", "-d", "-s", "play:1");
  assert.equal(await windows(d, "play"), "0:logs 2:sh 3:main*");
  assert.equal(await windows(d, "1"), "0:sh*");
  // None left: one line, exit 1.
  await d.ok("kill-server");
  const r = await d.cli("has-session");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: No berth daemon is running [^\n]*\n$/);
});
