/**
 * End to end: what the attaching commands (`attach`, `new`, bare `berth`)
 * refuse and say before they take the terminal, and terminals larger than
 * berth's largest side. Real CLI, real daemon, real ptys.
 */

import assert from "node:assert/strict";
import { MAX_SIDE } from "../../protocol/limits.ts";
import type { SessionInfo } from "../../protocol/messages.ts";
import {
  berthArgv,
  type CliResult,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/** Asserts exit code `code` and one line on stderr matching `re`. */
function expectFailure(r: CliResult, code: number, re: RegExp, what: string) {
  assert.equal(r.code, code, `${what}: stdout ${r.stdout} stderr ${r.stderr}`);
  assert.match(r.stderr, /^berth: [^\n]+\n$/, `${what}: one line`);
  assert.match(r.stderr, re, what);
}

async function sessions(d: TestDaemon): Promise<SessionInfo[]> {
  return JSON.parse(await d.ok("ls", "--json"));
}

Deno.test("berth attach, new and bare berth inside a session of the same daemon refuse (nested), as tmux's; unset BERTH forces it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "other", "sleep", "600");
  await d.ok("new", "-d", "-s", "here", "sleep", "600");
  await d.ok("send", "here", "x"); // Now the most recently active.
  const inside = { env: { BERTH: `${d.socket},here` } };
  const cases = [
    ["attach"],
    ["attach", "here"],
    ["attach", "other"],
    ["attach", "nosuch"], // refused first, as tmux's
    ["new", "-s", "third"],
    ["new", "-A", "-s", "other"],
    [],
  ];
  for (const args of cases) {
    const cmd = args[0] === "new" ? "new" : "attach";
    expectFailure(
      await d.cliWith(inside, ...args),
      1,
      new RegExp(
        `^berth: berth ${cmd} inside session here nests sessions, which needs care: berth switch-client -t NAME moves this client instead, or unset BERTH to force it\n$`,
      ),
      `berth ${args.join(" ")} inside "here"`,
    );
  }
  assert.deepEqual(
    (await sessions(d)).map((s) => s.name).sort(),
    ["here", "other"],
    "nothing made",
  );
  // new -d is fine; BERTH unset (or naming another daemon), attach goes
  // on (here: no terminal, so it stops there).
  const made = await d.cliWith(inside, "new", "-d", "-s", "third", "true");
  assert.equal(made.code, 0, made.stderr);
  const elsewhere = { env: { BERTH: `${d.socket}x,here` } };
  expectFailure(
    await d.cliWith(elsewhere, "attach", "other"),
    1,
    /needs a terminal/,
    "berth attach other with BERTH naming another daemon",
  );
});

Deno.test("berth attach without a terminal says what to do, without -d", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  const r = await d.cli("attach", "s");
  expectFailure(
    r,
    1,
    /^berth: attach needs a terminal; run it from one/,
    "attach",
  );
  assert.doesNotMatch(r.stderr, /-d\b/, "attach takes no -d");
  expectFailure(await d.cli("new"), 1, /use -d to stay detached/, "new");
  // As tmux: a name taken is said first (there is no terminal either).
  expectFailure(
    await d.cli("new", "-s", "s"),
    1,
    /^berth: A session named s already exists; pick another name\n$/,
    "new -s s",
  );
  expectFailure(
    await d.cli("new", "-s", "t"),
    1,
    /needs a terminal/,
    "new -s t",
  );
});

Deno.test("option mistakes name the mistake: a missing value, an unknown global option", async () => {
  await using d = await TestDaemon.create();
  expectFailure(
    await d.cli("new", "-d", "-s", "-x"),
    1,
    /Option -s needs a value; one that starts with - is written --session=-VALUE \(see berth new --help\)/,
    "new -d -s -x",
  );
  expectFailure(
    await d.cli("--bogus"),
    1,
    /Unknown option --bogus \(berth --help lists/,
    "--bogus",
  );
});

Deno.test("attaching to a kept session that has exited prints the daemon's reason with berth's prefix", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--keep", "true");
  await d.ok("wait", "k", "--exit", "--timeout", "20");
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "k"), {
    env: d.env,
    cwd: d.dir,
  });
  assert.equal((await t.waitExit()).code, 1);
  await t.waitText(/^berth: Session k has exited; berth capture k shows/m);
});

Deno.test("a terminal wider and taller than berth's largest side attaches, clamped to it", async () => {
  await using d = await TestDaemon.create();
  const big = MAX_SIDE + 904;
  // bare berth creates the session at the terminal's size: clamped.
  await using t = UserTerminal.spawn(berthArgv(d.socket), {
    cols: big,
    rows: 30,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/^[$#]$/m, 30_000); // A login sh: root gets "#"
  let [s] = await sessions(d);
  // The status line takes a row of the terminal's 30.
  assert.deepEqual([s.cols, s.rows], [MAX_SIDE, 29]);
  await t.write("echo hi-$((6*7))\r");
  await t.waitText(/^hi-42$/m);
  // Taller, after a resize: the client clamps, the session follows (the
  // resize travels from the attach process's SIGWINCH; keys typed at once
  // may reach the pane first, as in tmux).
  t.resize(100, big);
  await waitFor(
    async () => (await sessions(d))[0].cols === 100,
    10_000,
    "the session at the terminal's new size",
  );
  await t.write("echo again\r");
  await t.waitText(/^again$/m);
  [s] = await sessions(d);
  // The terminal's clamped height less the status line.
  assert.deepEqual([s.cols, s.rows], [100, MAX_SIDE - 1]);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});
