/**
 * End to end: tmux's command names (attach -d, detach-client,
 * rename-session, the aliases) with real attach clients in real ptys.
 */

import assert from "node:assert/strict";
import type { SessionInfo } from "../../protocol/messages.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, ...args: string[]): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, ...args), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
}

async function clients(d: TestDaemon, name: string): Promise<number> {
  const all: SessionInfo[] = JSON.parse(await d.ok("ls", "--json"));
  return all.find((s) => s.name === name)?.clients ?? -1;
}

Deno.test("attach -d detaches the session's other clients; detach-client -t the rest", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new-session", "-d", "-s", "w", "--", ...SHELL);
  await using a = attach(d, "attach-session", "-t", "w");
  await a.waitText(/^\$$/m);
  await using b = attach(d, "at", "-d", "w");
  await b.waitText(/^\$$/m);
  assert.equal((await a.waitExit()).code, 0, "A was detached");
  await a.waitText(/\[detached from session w\]/);
  assert.equal(await clients(d, "w"), 1);
  await d.ok("detach-client", "-t", "w");
  assert.equal((await b.waitExit()).code, 0, "B was detached");
  assert.equal(await clients(d, "w"), 0);
});

Deno.test("rename-session renames; its client stays attached; a taken name is refused", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "old", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  await using a = attach(d, "a", "-t", "old");
  await a.waitText(/^\$$/m);
  await d.ok("rename-session", "-t", "old", "nouveau");
  await d.ok("has-session", "-t", "nouveau");
  assert.equal((await d.cli("has-session", "-t", "old")).code, 1);
  assert.equal(await clients(d, "nouveau"), 1);
  await a.write("echo still-$((1+1))\r");
  await a.waitText(/^still-2$/m);
  const taken = await d.cli("rename-session", "nouveau", "other");
  assert.equal(taken.code, 1);
  assert.match(
    taken.stderr,
    /^berth: A session named other already exists[^\n]*\n$/,
  );
  await d.ok("kill-session", "-t", "other");
  assert.equal(
    (await d.ok("list-sessions")).split("\n")[1].split(" ")[0],
    "nouveau",
  );
});

Deno.test("rename-session by a prefix of the name leaves one session, under the new name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pre1", "--", "cat");
  await d.ok("rename-session", "pr", "pre2");
  assert.equal(await d.ok("ls", "-F", "#S"), "pre2\n");
  await d.ok("kill", "pre2");
  await waitFor(async () => (await d.ok("ls", "-F", "#S")) === "");
});

Deno.test("detach-client without a name outside a session says what to do", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "x", "--", "cat");
  const r = await d.cli("detach-client");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: [^\n]*-t NAME[^\n]*\n$/);
  await waitFor(async () => (await clients(d, "x")) === 0);
});

Deno.test("has-session finds a session as every target: exact, unique prefix, =NAME, a pane id", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "cat");
  await d.ok("new", "-d", "-s", "word", "--", "cat");
  for (const found of ["work", "=work", "word:0", "%1"]) {
    await d.ok("has-session", "-t", found);
  }
  await d.ok("kill", "word");
  await d.ok("has-session", "-t", "wo");
  for (
    const [missing, why] of [
      ["=wo", /^berth: No session named wo \(in =wo\)/],
      ["nope", /^berth: No session named nope /],
      ["%7", /^berth: No pane %7 /],
    ] as const
  ) {
    const r = await d.cli("has-session", "-t", missing);
    assert.equal(r.code, 1, missing);
    assert.match(r.stderr, why);
  }
});

Deno.test("detach-client -s SESSION detaches that session's clients, -a every client but one (-t CLIENT), as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new-session", "-d", "-s", "w", "--", "sh");
  await d.ok("new-session", "-d", "-s", "v", "--", "sh");
  await using a = attach(d, "attach", "-t", "w");
  await using b = attach(d, "attach", "-t", "w");
  await using _c = attach(d, "attach", "-t", "v");
  await waitFor(
    async () => await clients(d, "w") === 2 && await clients(d, "v") === 1,
    15_000,
    "three clients",
  );
  // -s: both of w's clients, none of v's.
  await d.ok("detach-client", "-s", "w");
  assert.equal((await a.waitExit()).code, 0, "A was detached");
  assert.equal((await b.waitExit()).code, 0, "B was detached");
  assert.equal(await clients(d, "v"), 1, "v's client stays");
  // -a -t C: every client but C.
  await using e = attach(d, "attach", "-t", "w");
  await waitFor(async () => await clients(d, "w") === 1, 15_000, "E");
  const [kept] = (await d.ok("list-clients", "-t", "v", "-F", "#{client_name}"))
    .trim().split("\n");
  await d.ok("detach-client", "-a", "-t", kept);
  assert.equal((await e.waitExit()).code, 0, "E was detached");
  assert.equal(await clients(d, "v"), 1, "C stays");
  assert.match(await d.ok("list-clients"), new RegExp(`^${kept}: v `, "m"));
});
