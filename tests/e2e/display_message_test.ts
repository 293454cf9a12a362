/**
 * End to end: `berth display-message` (tmux's `display`) with a real
 * daemon, real shells and a real attach client in a pty the test owns:
 * `-p` prints tmux's formats for a target and, inside a pane, for that
 * pane; without `-p` the message shows on the status line of the client
 * attached there, from the CLI and from the `:` prompt; errors are one
 * line and exit 1.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { berthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** `berth ARGS...` as a line a shell in a pane runs. */
function shellLine(d: TestDaemon, ...args: string[]): string {
  return berthArgv(d.socket, ...args).map((a) => `'${a}'`).join(" ");
}

Deno.test("display-message -p prints tmux's formats for a target, and inside a pane for that pane", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "dm",
    "--cols",
    "81",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("split-window", "-h", "-t", "dm", "--", "sh");
  const out = await d.ok(
    "display-message",
    "-p",
    "-t",
    "dm:0.0",
    "#S:#I.#P #D #{pane_width}x#{pane_height} #{window_width}x#{window_height} " +
      "#{window_panes} #{session_windows} #{pane_active} #{pane_dead} " +
      "#{?window_active,shown,hidden} #{=1:session_name} ## [#{no_such}]",
  );
  assert.equal(out, "dm:0.0 %0 40x24 81x24 2 1 0 0 shown d # []\n");
  const pid = JSON.parse(await d.ok("list-panes", "-t", "dm", "--json"))[1].pid;
  assert.equal(
    await d.ok("display", "-p", "-t", "dm:0.1", "#{pane_pid}"),
    `${pid}\n`,
  );
  // strftime first, as tmux's: %% is %, and a value's own % stays.
  const year = new Date().getFullYear();
  assert.match(
    await d.ok("display", "-p", "-t", "dm:0.1", "%Y %% #{pane_id}"),
    new RegExp(`^(${year}|${year + 1}) % %1\n$`),
  );
  // No message: tmux's, with its time (prefix i shows it).
  assert.match(
    await d.ok("display", "-p", "-t", "dm:0.1"),
    /^\[dm\] 0:sh, current pane 1 - \(\d\d:\d\d \d\d-[A-Z][a-z]{2}-\d\d\)\n$/,
  );

  // Inside the left pane, without -t: that pane, not the active one.
  const line = shellLine(d, "display-message", "-p", "here=#S:#I.#P #D");
  await d.ok("send", "-t", "dm:0.0", `${line}\n`);
  await d.ok(
    "wait",
    "-t",
    "dm:0.0",
    "--text",
    "^here=dm:0\\.0 %0$",
    "--timeout",
    "20",
  );
});

Deno.test("display-message: a bad target or no client to show it is one line and exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "dm", "--", "sh");
  const gone = await d.cli("display-message", "-p", "-t", "nosuch", "x");
  assert.equal(gone.code, 1);
  assert.match(
    gone.stderr,
    /^berth: No session named nosuch \(berth ls lists them\)\n$/,
  );
  const none = await d.cli("display-message", "-t", "dm", "x");
  assert.equal(none.code, 1);
  assert.match(
    none.stderr,
    /^berth: No client is attached to session dm.*-p prints it\n$/,
  );
});

Deno.test("display-message: formats nested past tmux's limit answer, as tmux's, and the daemon carries on", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "dm", "--", "sh");
  // 5000 deep overflowed the daemon's stack (an internal error).
  const deep = await d.cli(
    "display-message",
    "-p",
    "-t",
    "dm",
    `a${"#{".repeat(5000)}${"}".repeat(5000)}b`,
  );
  assert.equal(deep.stderr, "");
  assert.equal(deep.stdout, "ab\n");
  assert.equal(deep.code, 0);
  const cuts = await d.cli(
    "display-message",
    "-p",
    "-t",
    "dm",
    `#S ${"#{=1:".repeat(2700)}session_name${"}".repeat(2700)}`,
  );
  assert.equal(cuts.stdout, "dm \n");
  assert.equal(cuts.code, 0);
  assert.equal(await d.ok("display", "-p", "-t", "dm", "#S"), "dm\n");
});

Deno.test("display-message shows on the status line of the client attached there, from the CLI and the : prompt", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "dm", "--", ...SHELL);
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "dm"), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
  const row = (re: RegExp) =>
    waitFor(
      () => re.test(t.lines()[23].trimEnd()),
      15_000,
      `the status line to match ${re}; screen:\n${t.lines().join("\n")}`,
    );
  await row(/^\[dm\] /);
  await d.ok("display-message", "-t", "dm", "from the CLI #S:#I.#P");
  await row(/^from the CLI dm:0\.0$/);
  await row(/^\[dm\] /);
  // At the prompt: this client's context, its own client_* values.
  await t.write(
    "\x02:display-message 'at #S #{client_width}x#{client_height} #{client_tty}'\r",
  );
  await row(/^at dm 80x24 \/dev\/\S+$/);
  await row(/^\[dm\] /);
  await t.write("\x02:display -t nosuch x\r");
  await row(/^No session named nosuch/);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("display-message shows nothing on a suspended client (prefix C-z): one line and exit 1, -p still prints", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "dm", "--", ...SHELL);
  // Another client, attached first and read-only: the suspended one stays
  // the latest (a suspend makes the latest writer left the latest).
  await using other = berthTerminal(d, "attach", "-r", "dm");
  await other.waitText(/\[dm\]/);
  // The user's interactive shell (job control on), where attach is a job.
  await using t = UserTerminal.spawn(SHELL, {
    cols: 80,
    rows: 24,
    env: { ...d.env, PS1: "outer$ " },
    cwd: d.dir,
  });
  await t.waitText(/^outer\$ ?$/m);
  await t.write(
    berthArgv(d.socket, "attach", "dm").map((a) => `'${a}'`).join(" ") + "\r",
  );
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  await waitFor(
    async () => JSON.parse(await d.ok("list-clients", "--json")).length === 2,
    10_000,
    "both clients attached",
  );
  // The shell's attach: the later connection.
  const client = (JSON.parse(await d.ok("list-clients", "--json")) as {
    name: string;
    id: number;
  }[]).sort((a, b) => b.id - a.id)[0];
  await t.write("\x02\x1a"); // C-b C-z
  await t.waitText(/^\[1\]\+ +Stopped [^]*\nouter\$ ?$/m);
  await waitFor(
    async () => /suspended/.test(await d.ok("list-clients")),
    10_000,
    "the client suspended",
  );

  // The latest client not suspended shows it; with none, it is refused.
  await d.ok("display-message", "-t", "dm", "to the other");
  await waitFor(
    () => other.lines()[23].trimEnd() === "to the other",
    15_000,
    "the message on the other client",
  );
  await other.write("\x02d");
  await other.waitExit();
  const most = await d.cli("display-message", "-t", "dm", "to nobody");
  assert.equal(most.code, 1);
  assert.equal(
    most.stderr,
    "berth: The clients of session dm are suspended (prefix C-z); -p prints it\n",
  );
  const named = await d.cli("display", "-c", client.name, "-t", "dm", "x");
  assert.equal(named.code, 1);
  assert.equal(
    named.stderr,
    `berth: Client ${client.name} is suspended (prefix C-z); -p prints it\n`,
  );
  assert.equal(
    await d.ok("display", "-p", "-c", client.name, "-t", "dm", "#S"),
    "dm\n",
  );

  // Back in the foreground, it shows messages again.
  await t.write("fg\r");
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  await waitFor(
    async () => !/suspended/.test(await d.ok("list-clients")),
    10_000,
    "the client woken",
  );
  await d.ok("display-message", "-t", "dm", "back #S");
  await waitFor(
    () => t.lines()[23].trimEnd() === "back dm",
    15_000,
    "the message on the status line",
  );
  await t.write("\x02d");
  await t.waitText(/\[detached from session dm\]\n\s*outer\$ ?$/m);
});

Deno.test("display-message -p gives each pane's cursor and tmux's comparisons", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "dm",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "cat",
  );
  await d.ok("split-window", "-d", "-t", "dm", "--", "cat");
  await d.ok("send", "-t", "dm:0.0", "abc");
  await d.ok("wait", "-t", "dm:0.0", "--text", "^abc$", "--timeout", "20");
  // The active pane's, and another pane's, as tmux scripts read them.
  assert.equal(
    await d.ok("display", "-p", "-t", "dm:0.0", "#{cursor_x},#{cursor_y}"),
    "3,0\n",
  );
  assert.equal(
    await d.ok("display", "-p", "-t", "dm:0.1", "#{cursor_x},#{cursor_y}"),
    "0,0\n",
  );
  assert.equal(
    await d.ok(
      "list-panes",
      "-t",
      "dm",
      "-F",
      "#{?#{==:#{pane_index},0},first,other} #{cursor_x}",
    ),
    "first 3\nother 0\n",
  );
  // History, mode and tty, as scripts read them before capturing.
  await d.ok("send", "-t", "dm:0.1", "1\n2\n3\n".repeat(10));
  await d.ok("wait", "-t", "dm:0.1", "--idle", "300", "--timeout", "20");
  const [history, mode, tty] = (await d.ok(
    "display",
    "-p",
    "-t",
    "dm:0.1",
    "#{history_size} #{pane_in_mode} #{pane_tty}",
  )).trim().split(" ");
  assert.ok(Number(history) > 0, history);
  assert.equal(mode, "0");
  assert.match(tty, /^\/dev\/pts\/\d+$/);
});
