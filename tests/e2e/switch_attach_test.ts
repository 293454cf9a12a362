/**
 * End to end: switching sessions and windows from inside an attach client
 * in a pty the test owns (read by xterm.js): `berth switch-client` typed
 * in the session's shell, prefix `(` `)` `L`, the chooser of prefix `s`
 * and `w` with its preview, prefix `D` detaching another client, and
 * prefix `q` then a digit selecting a pane.
 */

import assert from "node:assert/strict";
import type { ClientInfo } from "../../protocol/messages.ts";
import type { PaneJson as PaneInfo } from "../../client/commands/_list_format.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { berthTerminal, type UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, name: string): UserTerminal {
  return berthTerminal(d, "attach", name);
}

/** Sessions running bash, each showing `MARK-NAME` on its screen. */
async function sessions(d: TestDaemon, ...names: string[]): Promise<void> {
  for (const n of names) {
    await d.ok("new", "-d", "-s", n, "--", ...SHELL);
    // Typed before the prompt, the line would be echoed above it.
    await d.prompted(n);
    await d.ok("send", "-t", n, `echo MARK-$((6*7))-${n}\n`);
    await d.ok("wait", "-t", n, "--text", `^MARK-42-${n}$`);
  }
}

async function clients(d: TestDaemon): Promise<ClientInfo[]> {
  return JSON.parse(await d.ok("list-clients", "--json"));
}

/** Waits until the one client is in `session` and its screen shows it. */
async function showing(d: TestDaemon, t: UserTerminal, session: string) {
  await t.waitText(new RegExp(`^MARK-42-${session} *$`, "m"));
  await waitFor(
    async () => (await clients(d))[0]?.session === session,
    15_000,
    `the client in ${session}`,
  );
}

Deno.test("switch-client typed in the session's shell moves its client; prefix ( ) and L go previous, next and last", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  await using t = attach(d, "one");
  await showing(d, t, "one");
  const cmd = berthArgv(d.socket, "switch-client", "-t", "two")
    .map((w) => `'${w}'`).join(" ");
  await t.write(`${cmd}\r`);
  await showing(d, t, "two");
  assert.ok(!t.text().includes("MARK-42-one"), "the old screen is gone");
  await t.write("\x02("); // previous: one
  await showing(d, t, "one");
  await t.write("\x02)"); // next: two
  await showing(d, t, "two");
  await t.write("\x02L"); // last: one
  await showing(d, t, "one");
  // Keys go to the session shown.
  await t.write("echo TYPED-$((1+1))\r");
  await d.ok("wait", "-t", "one", "--text", "^TYPED-2$");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
  assert.match(t.rawText(), /detached from session one/);
});

Deno.test("new-session from the prompt shows the new session, as tmux's (a numbered one too); with -d it stays", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await using t = attach(d, "one");
  await showing(d, t, "one");
  const prompt = async (line: string) => {
    await t.write("\x02:");
    await t.waitText(/^:/m);
    await t.write(`${line}\r`);
  };
  const session = async () => (await clients(d))[0]?.session;
  await prompt("new -s two");
  await waitFor(async () => (await session()) === "two", 15_000, "two");
  // Numbered: its name is "0", which from a key was window 0 of "two".
  await prompt("new");
  await waitFor(async () => (await session()) === "0", 15_000, "session 0");
  await prompt("new -d -s three");
  await waitFor(
    async () => (await d.ok("ls", "-F", "#S")).includes("three"),
    15_000,
    "three made",
  );
  assert.equal(await session(), "0", "-d: the client stays");
});

Deno.test("prefix s: the chooser lists the sessions, the preview shows the one under the cursor, Enter switches", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  await d.ok("split-window", "-h", "-t", "two", "--", ...SHELL);
  await d.ok("wait", "-t", "two:0.1", "--text", "^\\$");
  await using t = attach(d, "one");
  await showing(d, t, "one");
  await t.write("\x02s");
  await t.waitText(
    /^\(0\) \+ one: 1 window \(attached\) *\n\(1\) \+ two: 1 window *$/m,
  );
  await t.waitText(/^─ one ─+$/m);
  await t.write("\x1b[B"); // Down
  await t.waitText(/^─ two ─+$/m);
  // The preview: session two's window as composed, both panes and border.
  await t.waitText(/^\$ echo MARK-\S+-two +│\$ *\nMARK-42-two +│ *$/m);
  // The preview is live: new output there shows while the chooser is open.
  await d.ok("send", "-t", "two:0.0", "echo LIVE-$((2+3))\n");
  await t.waitText(/^LIVE-5 +│/m);
  await t.write("\r");
  await waitFor(
    async () => (await clients(d))[0]?.session === "two",
    15_000,
    "the client in two",
  );
  await t.waitText(/^MARK-42-two +│.*\n(.*\n)*LIVE-5 +│/m);
  // (The preview showed those lines too.)
  await waitFor(() => !/^\(0\)/m.test(t.text()), 15_000, "the chooser gone");
  // q leaves without switching.
  await t.write("\x02s");
  await t.waitText(/^\(0\) \+ one/m);
  await t.write("q");
  await waitFor(() => !/^\(0\)/m.test(t.text()), 15_000, "chooser gone");
  assert.equal((await clients(d))[0].session, "two");
});

Deno.test("prefix w: every window listed, the current one selected; Enter on another session's window shows it; Right lists a window's panes", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  await d.ok("new-window", "-d", "-t", "two", "-n", "logs", "--", ...SHELL);
  await d.ok("send", "-t", "two:1", "echo IN-$((3*3))-LOGS\n");
  await d.ok("wait", "-t", "two:1", "--text", "^IN-9-LOGS$");
  await using t = attach(d, "one");
  await showing(d, t, "one");
  await t.write("\x02w");
  await t.waitText(/^\(3\)\s+├─> 0: bash\* \(1 pane\) *$/m);
  await t.waitText(/^\(4\)\s+└─> 1: logs \(1 pane\) *$/m);
  await t.waitText(/^─ one:0 ─+ *$/m); // the current window is selected
  await t.write("4"); // the item labelled (4): two's window 1
  await t.waitText(/^IN-9-LOGS *$/m);
  await waitFor(
    async () => (await clients(d))[0]?.session === "two",
    15_000,
    "in two",
  );
  const windows = JSON.parse(await d.ok("list-windows", "-t", "two", "--json"));
  assert.deepEqual(windows.map((w: { active: boolean }) => w.active), [
    false,
    true,
  ]);
  // Right on a window lists its panes, as tmux's; a digit picks one.
  await d.ok("split-window", "-d", "-t", "two:1", "--", "cat");
  await t.write("\x02w");
  await t.waitText(/^\(4\)\s+└─> 1: logs\* \(2 panes\) *$/m);
  await t.write("\x1b[C");
  await t.waitText(/^\(5\) {7}├─> 0: bash\* *$/m);
  await t.waitText(/^\(6\) {7}└─> 1: cat *$/m);
  await t.write("6");
  await waitFor(
    async () => await d.ok("display", "-p", "-t", "two:1", "#P") === "1\n",
    15_000,
    "pane 1 chosen",
  );
});

Deno.test("prefix D lists the session's clients; Enter on another one detaches it", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await using first = attach(d, "one");
  await first.waitText(/^MARK-42-one$/m);
  await using second = attach(d, "one");
  await second.waitText(/^MARK-42-one$/m);
  await waitFor(async () => (await clients(d)).length === 2, 15_000, "2");
  const [me, other] = await clients(d);
  await first.write("\x02D");
  // Sizes are the session rows each client asks for: 24 less the status line.
  await first.waitText(
    new RegExp(`^${me.name}: one \\[80x23\\] \\(this\\) active`, "m"),
  );
  await first.waitText(
    new RegExp(`^${other.name}: one \\[80x23\\] active`, "m"),
  );
  await first.write("\x1b[B\r"); // Down, Enter: the other client
  assert.equal((await second.waitExit()).code, 0);
  assert.match(second.rawText(), /detached from session one/);
  await waitFor(
    async () => (await clients(d)).map((c) => c.name).join() === me.name,
    15_000,
    "only the first client left",
  );
});

Deno.test("prefix q shows each pane's number in its middle; a digit selects that pane", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await d.ok("split-window", "-h", "-t", "one", "--", ...SHELL);
  await using t = attach(d, "one");
  await t.waitText(/│/);
  const panes = async (): Promise<PaneInfo[]> =>
    JSON.parse(await d.ok("list-panes", "-t", "one", "--json"));
  assert.equal((await panes())[1].active, true);
  await t.write("\x02q");
  // A big 0 in the left pane (3 cells wide), a big 1 in the right one.
  await t.waitText(/^ +███ +│ +█ *$/m);
  await t.write("0");
  await waitFor(async () => (await panes())[0].active, 15_000, "pane 0");
  await waitFor(() => !t.text().includes("███"), 15_000, "numbers gone");
});

Deno.test("typed in a session's shell, as in tmux: detach-client detaches this client only, rename-session NEW renames this session", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one");
  await using first = attach(d, "one");
  await first.waitText(/^MARK-42-one *$/m);
  await using second = attach(d, "one");
  await second.waitText(/^MARK-42-one *$/m);
  await waitFor(async () => (await clients(d)).length === 2, 15_000, "2");
  const line = (...args: string[]) =>
    berthArgv(d.socket, ...args).map((w) => `'${w}'`).join(" ") + "\r";
  await second.write(line("detach-client"));
  assert.equal((await second.waitExit()).code, 0);
  assert.equal((await clients(d)).length, 1);
  await first.write(line("rename-session", "renamed"));
  await waitFor(
    async () => (await clients(d))[0]?.session === "renamed",
    15_000,
    "renamed, the client still attached",
  );
});

Deno.test("prefix s, x: the chooser asks before it kills the item under the cursor", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  await using t = attach(d, "one");
  await showing(d, t, "one");
  await t.write("\x02s");
  await t.waitText(/^\(1\) \+ two: 1 window/m);
  await t.write("\x1b[Bx"); // Down, x
  await t.waitText(/^kill two\? \(y\/n\)/m);
  await t.write("n");
  await t.waitText(/^Enter: switch/m);
  assert.equal((await d.cli("has-session", "-t", "two")).code, 0);
  await t.write("xy");
  await waitFor(
    async () => (await d.cli("has-session", "-t", "two")).code === 1,
    15_000,
    "two killed",
  );
  // The kill answers once two is gone, and the chooser fetches its list
  // again after that answer: wait for the list without two.
  await waitFor(
    () => !/two: 1 window/.test(t.text()),
    10_000,
    "the list fetched again without two",
  );
  await t.waitText(/^\(0\) \+ one: 1 window \(attached\) *$/m);
});
