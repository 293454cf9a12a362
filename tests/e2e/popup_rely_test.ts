/**
 * End to end: what a tmux user relies on of `display-popup`, with a real
 * daemon, real programs on the popup's pty and a real attach client in a
 * pty the test owns: keys typed as it opens reach its program.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal, UserTerminal } from "../_helpers/user_terminal.ts";
import { TestSshd } from "../_helpers/sshd.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

Deno.test("display-popup: keys typed at once after the key that opens it reach its program, none dropped; tmux's popup-border-lines, popup-style and popup-border-style apply", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pe", "--", ...SHELL);
  await d.ok("send", "-t", "pe", "echo ready\n");
  await d.ok("bind", "g", "display-popup", "-E", "-w", "30", "-h", "6", "cat");
  // tmux 3.3a's popup settings, as a tmux config sets them.
  await d.ok("set", "-g", "popup-border-lines", "rounded");
  await d.ok("set", "-g", "popup-style", "bg=colour235");
  await d.ok("set", "-g", "popup-border-style", "fg=red");
  await using t = await attachedTerminal(d, "pe");
  await t.waitText(/^ready$/m);
  await t.write("\x02g");
  await t.write("abc");
  await t.waitText(/│abc/);
  assert.ok(!/ abc/.test(t.text()));
  assert.match(t.text(), /╭─{28}╮/);
});

Deno.test("berth display-popup returns once the popup has closed, with its program's status, as tmux's; it may cover the status line; with a menu open there it is one line and exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pw", "--", ...SHELL);
  await d.ok("send", "-t", "pw", "echo ready\n");
  await d.ok("bind", "m", "display-menu", "one", "o", "display one");
  // A clock on the status line, drawn each second.
  await d.ok("set", "-g", "status-interval", "1");
  await d.ok("set", "-g", "status-right", "sec-%S");
  await using t = await attachedTerminal(d, "pw");
  await t.waitText(/^ready$/m);
  const file = `${d.dir}/picked`;
  let answered = false;
  const shown = d.cli(
    "display-popup",
    "-E",
    "-t",
    "pw",
    ...["-x", "0", "-y", "24", "-w", "20", "-h", "5"],
    `echo pick; read x; echo "$x" > ${file}; exit 3`,
  ).finally(() => answered = true);
  await t.waitText(/│pick/);
  assert.equal(answered, false);
  // -y 24: its last row is the status line's, as tmux's; the rest shows.
  assert.equal(t.lines()[23].slice(0, 20), "└" + "─".repeat(18) + "┘");
  const under = t.lines()[23];
  assert.match(under, /┘ +sec-\d\d$/);
  // The clock goes on under it, the box stays over it.
  await waitFor(
    () =>
      t.lines()[23] !== under && t.lines()[23].startsWith(under.slice(0, 20)),
    10_000,
    "the status line's clock to go on beside the box",
  );
  await t.write("this-one\r");
  const r = await shown;
  assert.equal(r.code, 3);
  assert.equal(await Deno.readTextFile(file), "this-one\n");
  await waitFor(() => !t.text().includes("│pick"), 10_000, "the close");

  // A menu open on that client: refused in one line (tmux's shows nothing).
  await t.write("\x02m");
  await t.waitText(/one/);
  const busy = await d.cli("display-popup", "-t", "pw", "true");
  assert.equal(busy.code, 1);
  assert.match(
    busy.stderr,
    /^berth: Client .*: a menu, chooser or view is open there; close it \(Escape\), then retry\n$/,
  );
});

Deno.test("display-popup: a key bound to it opens it over copy mode, as tmux's; copy mode is there again when it closes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pc", "--", ...SHELL);
  await d.ok("send", "-t", "pc", "echo ready\n");
  await d.ok("bind", "g", "display-popup", "-E", "echo in-popup; read x");
  await using t = await attachedTerminal(d, "pc");
  await t.waitText(/^ready$/m);
  await t.write("\x02[");
  await t.waitText(/\[0\/\d+\]$/m);
  await t.write("\x02g");
  await t.waitText(/│in-popup/);
  await t.write("\r");
  await waitFor(() => !t.text().includes("in-popup"), 10_000, "the close");
  // Still copy mode: its position shows, and q leaves it.
  assert.match(t.text(), /\[0\/\d+\]$/m);
  await t.write("q");
  await waitFor(() => !/\[0\/\d+\]$/m.test(t.text()), 10_000, "copy mode left");
});

Deno.test("display-popup over copy mode: the pane copy mode shows is killed meanwhile; copy mode leaves under the popup, which stays, and the shell has the keys once it closes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pk", "--", ...SHELL);
  await d.ok("split-window", "-t", "pk", "--", ...SHELL);
  await d.ok("send", "-t", "pk:0.1", "seq 1000 1040\n");
  await using t = await attachedTerminal(d, "pk");
  await t.waitText(/^1040$/m);
  await t.write("\x02[");
  await t.waitText(/\[0\/\d+\]$/m);
  const shown = d.cli("display-popup", "-t", "pk", "-E", "echo in-popup; cat");
  await t.waitText(/│in-popup/);
  // The other pane's output under it: the box stays, never drawn away
  // and again (a flash at each of the pane's frames).
  const before = t.output.length;
  for (const n of [1, 2, 3]) {
    await d.ok("send", "-t", "pk:0.0", `echo tick-$((${n}*11))\n`);
    await t.waitText(new RegExp(`^tick-${n * 11}`, "m"));
  }
  const dec = new TextDecoder();
  const since = t.output.slice(before).map((c) =>
    dec.decode(c, { stream: true })
  ).join("");
  assert.doesNotMatch(since, /┌/);
  await d.ok("kill-pane", "-t", "pk:0.1");
  // Copy mode of a pane that is gone: left, its rows with it; the popup
  // still there over the pane that is left.
  await waitFor(
    () => !/\[0\/\d+\]$/m.test(t.text()) && !/^1040/m.test(t.text()),
    10_000,
    "copy mode left under the popup",
  );
  assert.match(t.text(), /│in-popup/);
  await t.write("\x04");
  assert.equal((await shown).code, 0);
  await t.write("echo after-$((6*7))\r");
  await t.waitText(/^after-42$/m);
});

Deno.test("display-popup over copy mode that another client of the session leaves (q) or moves: the popup stays drawn on this one", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pq", "--", ...SHELL);
  await d.ok("send", "-t", "pq", "seq 2000 2060\n");
  await using a = await attachedTerminal(d, "pq");
  await a.waitText(/^2060$/m);
  const ttyA = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  await using b = await attachedTerminal(d, "pq");
  await b.waitText(/^2060$/m);
  await a.write("\x02[");
  await b.waitText(/\[0\/\d+\]$/m); // one copy mode, on both
  const shown = d.cli(
    "display-popup",
    "-c",
    ttyA,
    "-t",
    "pq",
    "-E",
    "echo in-popup; cat",
  );
  await a.waitText(/│in-popup/);
  await b.write("\x1b[5~"); // PageUp
  await b.waitText(/\[[1-9]\d*\/\d+\]$/m);
  // Moved on the other client: the box still over A's view, which moved.
  await a.waitText(/\[[1-9]\d*\/\d+\]$/m);
  assert.match(a.text(), /│in-popup/);
  await b.write("q");
  await waitFor(() => !/\[0\/\d+\]$/m.test(a.text()), 10_000, "copy mode left");
  assert.match(a.text(), /│in-popup/);
  await a.write("\x04");
  assert.equal((await shown).code, 0);
});

Deno.test({
  name:
    "display-popup on a client attached over ssh (berth -H): keys reach its program; berth -H display-popup waits for it",
  ignore: !TestSshd.available(),
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "ph", "--", ...SHELL);
    await d.ok("send", "-t", "ph", "echo ready\n");
    await d.ok("bind", "g", "display-popup", "-E", "echo in-popup; cat");
    const env = { ...d.env, ...sshd.env() };
    await using t = UserTerminal.spawn(
      berthArgv(d.socket, "-H", "127.0.0.1", "attach", "-t", "ph"),
      { cols: 80, rows: 24, env, cwd: d.dir },
    );
    await t.waitText(/^ready$/m);
    await t.write("\x02g");
    await t.write("over-ssh\r");
    await t.waitText(/│over-ssh[^]*│over-ssh/);
    await t.write("\x04");
    await waitFor(() => !t.text().includes("in-popup"), 10_000, "the close");
    const shown = d.cliWith(
      { env },
      "-H",
      "127.0.0.1",
      "display-popup",
      "-E",
      "-t",
      "ph",
      "echo remote-cli; read x; exit 4",
    );
    await t.waitText(/│remote-cli/);
    await t.write("\r");
    assert.equal((await shown).code, 4);
  },
});
