/**
 * End to end over real ssh: `berth -H 127.0.0.1` against a test sshd
 * (`tests/_helpers/sshd.ts`), with this checkout's berth on the far side
 * and the test's daemon behind its bridge. One sshd serves the whole file.
 */

import assert from "node:assert/strict";
import {
  berthArgv,
  residentBytes,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";
import { hasCommit, OldBerth } from "../_helpers/old_berth.ts";
import { TestSshd } from "../_helpers/sshd.ts";
import { connect } from "../../client/mod.ts";
import { PROTOCOL_VERSION, type UpdateMsg } from "../../protocol/messages.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];
const ignore = !TestSshd.available();
let shared: TestSshd | null = null;

/** The file's sshd, started by the first test that needs it. */
async function sshd(): Promise<TestSshd> {
  shared ??= await TestSshd.start();
  return shared;
}

/**
 * Runs berth over `-H 127.0.0.1` against `d`'s socket on the far side,
 * its ssh a channel of the file's one logged-in connection.
 */
async function remote(d: TestDaemon, ...args: string[]) {
  return await d.cliWith(
    { env: await (await sshd()).sharedEnv() },
    "-H",
    "127.0.0.1",
    ...args,
  );
}

/** The ssh process an attach client started (its child called ssh). */
function sshChildOf(pid: number): number {
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${e.name}/stat`);
      const m = stat.match(/^\d+ \((.*)\) \S (\d+)/);
      if (m && m[1] === "ssh" && Number(m[2]) === pid) return Number(e.name);
    } catch {
      // Gone meanwhile.
    }
  }
  return 0;
}

/** `berth -H 127.0.0.1 attach ...` in a user terminal. */
async function attachRemote(
  d: TestDaemon,
  ...args: string[]
): Promise<UserTerminal> {
  return UserTerminal.spawn(
    berthArgv(d.socket, "-H", "127.0.0.1", "attach", ...args),
    {
      cols: 80,
      rows: 24,
      env: { ...d.env, ...(await sshd()).env() },
      cwd: d.dir,
    },
  );
}

Deno.test({
  name: "every scripting verb over -H gives what it gives locally",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    const cat = ["--keep", "--cols", "60", "--rows", "10", "--", "cat"];
    const local = (...a: string[]) => d.cli(...a);
    const far = (...a: string[]) => remote(d, ...a);
    // Both sides at once, each its own session (made one after the
    // other: the first starts the daemon), each waiting on its own ssh and
    // berth processes.
    const sides = [[local, "here"], [far, "there"]] as const;
    for (const [run, name] of sides) {
      const made = await run("new", "-d", "-s", name, ...cat);
      assert.equal(made.code, 0, made.stderr);
    }
    await Promise.all(sides.map(async ([run, name]) => {
      assert.equal((await run("send", name, "hello")).code, 0);
      assert.equal((await run("send", name, "--paste", " pasted")).code, 0);
      assert.equal((await run("send", name, "--keys", "Enter")).code, 0);
      const w = await run(
        "wait",
        name,
        "--text",
        "^hello pasted$",
        "--timeout",
        "30",
      );
      assert.equal(w.code, 0, w.stderr);
      assert.equal((await run("resize", name, "50", "8")).code, 0);
      const idle = await run("wait", name, "--idle", "200", "--timeout", "30");
      assert.equal(idle.code, 0, idle.stderr);
    }));
    const same = async (...a: string[]) => {
      const [h, t] = await Promise.all([
        local(...a, "here"),
        far(...a, "there"),
      ]);
      assert.equal(t.code, h.code, t.stderr);
      assert.equal(t.stdout, h.stdout, a.join(" "));
      assert.equal(t.stderr, h.stderr.replaceAll("here", "there"));
    };
    // Reads, all at once.
    const [, , cap, capHere, ls] = await Promise.all([
      same("capture"),
      same("capture", "--ansi"),
      far("capture", "--json", "there").then((r) => JSON.parse(r.stdout)),
      local("capture", "--json", "here").then((r) => JSON.parse(r.stdout)),
      far("ls", "--json").then((r) => JSON.parse(r.stdout)),
    ]);
    assert.deepEqual(cap, capHere);
    assert.deepEqual(
      ls.map((s: { name: string }) => s.name).sort(),
      ["here", "there"],
    );
    // The end of both (kept, so that events and wait still find them).
    await local("send", "here", "--keys", "C-d");
    await local("send", "there", "--keys", "C-d");
    await same("wait", "--exit");
    const exitEvent = async (r: Promise<{ stdout: string }>) => {
      const lines = (await r).stdout.trim().split("\n").map((l) =>
        JSON.parse(l)
      );
      return lines.map(({ time: _t, ...rest }) => rest);
    };
    const [farEvents, hereEvents] = await Promise.all([
      exitEvent(far("events", "--json", "there")),
      exitEvent(local("events", "--json", "here")),
    ]);
    assert.deepEqual(farEvents, hereEvents);

    const runThere = await far(
      "run",
      "--",
      "sh",
      "-c",
      "echo ran-$((6*7)); exit 3",
    );
    assert.equal(runThere.code, 3);
    assert.equal(runThere.stdout.trim(), "ran-42");
    // A daemon with no session left exits 2 s after its last client;
    // on a busy machine the far side's ssh takes longer than that, and
    // both sides then said "no daemon" instead of "no such session".
    await d.ok("new", "-d", "-s", "keeper", "--", "cat");
    await same("kill");
    const missing = await far("capture", "nosuch");
    assert.equal(missing.code, 1);
    // The same, its advice naming the host it works from.
    assert.equal(
      missing.stderr,
      (await local("capture", "nosuch")).stderr.replace(
        "(berth ls",
        "(berth -H 127.0.0.1 ls",
      ),
    );
    // One ssh: the link's end after kill-server is the daemon stopping,
    // not a link to open again (it tried, a login each time, for 20 s).
    const counted = `${d.dir}/counted-ssh`;
    await Deno.writeTextFile(
      counted,
      `#!/bin/sh\necho >> ${d.dir}/ssh-runs\nexec ssh "$@"\n`,
    );
    await Deno.chmod(counted, 0o755);
    const env = await (await sshd()).sharedEnv();
    const killed = await d.cliWith(
      {
        env: {
          ...env,
          BERTH_SSH: env.BERTH_SSH.replace(/^ssh /, `${counted} `),
        },
      },
      "-H",
      "127.0.0.1",
      "kill-server",
    );
    assert.equal(killed.code, 0, killed.stderr);
    assert.equal(await Deno.readTextFile(`${d.dir}/ssh-runs`), "\n");
    const gone = await far("ls");
    assert.equal(gone.code, 1, "ls over -H with no daemon says so, as locally");
    assert.equal(gone.stdout, "");
    assert.match(
      gone.stderr,
      /^berth: No berth daemon is running on 127\.0\.0\.1 \(berth -H 127\.0\.0\.1 --socket \S+ new starts one\)\n$/,
    );
    const none = await far("capture", "x");
    assert.equal(none.code, 1);
    assert.match(
      none.stderr,
      /^berth: No berth daemon is running on 127\.0\.0\.1 .*\n$/,
    );
  },
});

/** The remote bridges still serving `socket` (their command lines name it). */
function bridgesOf(socket: string): number {
  let n = 0;
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const args = Deno.readTextFileSync(`/proc/${e.name}/cmdline`);
      if (args.includes(socket) && args.includes("\0__bridge")) n++;
    } catch {
      // Gone meanwhile.
    }
  }
  return n;
}

Deno.test({
  name: "a command over -H leaves no ssh and no bridge behind: it says bye",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "w", "--", "cat");
    // Each its own ssh login, as without a ControlMaster.
    const env = (await sshd()).env();
    for (let i = 0; i < 3; i++) {
      const r = await d.cliWith({ env }, "-H", "127.0.0.1", "send", "w", "");
      assert.equal(r.code, 0, r.stderr);
    }
    // ssh's pty passes no end of input: before bye each bridge lived on
    // until the daemon dropped its silent link, 5 s and more.
    await waitFor(() => bridgesOf(d.socket) === 0, 4_000, "the bridges to end");
  },
});

Deno.test({
  name: "over -H every verb reaches HOST's daemon, never this machine's",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "w", "--", "cat");
    // Only the far berth names the daemon's socket; this side resolves
    // its own default, where no daemon runs (the helper's other tests pass
    // the same --socket to both sides, which hid a verb that asked here).
    const here = await Deno.makeTempDir({ dir: d.dir });
    const env = {
      ...await (await sshd()).sharedEnv(),
      BERTH_REMOTE: berthArgv(d.socket).join(" "),
      XDG_RUNTIME_DIR: here,
    };
    const far = async (...a: string[]) => {
      const r = await d.cliWith(
        { env, noSocket: true },
        "-H",
        "127.0.0.1",
        ...a,
      );
      assert.equal(r.code, 0, `${a.join(" ")}: ${r.stderr}`);
      return r.stdout;
    };
    await far("has-session", "-t", "w");
    await far("new-window", "-t", "w", "--", "cat");
    await far("swap-window", "-d", "-s", "w:1", "-t", "w:0");
    await far("move-window", "-s", "w:0", "-t", "w:3");
    await far("join-pane", "-s", "w:3", "-t", "w:1");
    assert.equal(
      await d.ok("list-windows", "-t", "w", "-F", "#I #{window_panes}"),
      "1 2\n",
    );
    await far("set-buffer", "-b", "b1", "far text");
    assert.equal(await far("show-buffer", "-b", "b1"), "far text");
    assert.match(await far("list-buffers"), /^b1: /m);
    await far("paste-buffer", "-b", "b1", "-t", "w");
    await far("delete-buffer", "-b", "b1");
    assert.equal(await d.ok("list-buffers"), "");
    await far("rename-session", "w", "w2");
    assert.equal(await far("list-clients", "--json"), "[]\n");
    assert.equal(
      await far("show-options", "--toml"),
      await d.ok("show-options", "--toml"),
    );
    const conf = await d.writeConfig('prefix = "C-a"\n');
    assert.equal(await far("source-file", conf), "");
    assert.match(await d.ok("show-options", "--toml"), /^prefix = "C-a"$/m);
    assert.deepEqual(
      JSON.parse(await d.ok("ls", "--json")).map((x: { name: string }) =>
        x.name
      ),
      ["w2"],
    );
    const relative = await d.cliWith(
      { env, noSocket: true },
      "-H",
      "127.0.0.1",
      "source-file",
      "config.toml",
    );
    assert.equal(relative.code, 1);
    assert.equal(
      relative.stderr,
      "berth: source-file over -H reads FILE on 127.0.0.1: give its absolute path there\n",
    );
    // Another daemon there, by a name none has: the hint names it too.
    const name = `none-${crypto.randomUUID().slice(0, 8)}`;
    const other = await d.cliWith(
      { env: await (await sshd()).sharedEnv(), noSocket: true },
      "-H",
      "127.0.0.1",
      "-L",
      name,
      "ls",
    );
    assert.equal(other.code, 1);
    assert.equal(
      other.stderr,
      `berth: No berth daemon is running on 127.0.0.1 (berth -H 127.0.0.1 -L ${name} new starts one)\n`,
    );
  },
});

Deno.test({
  name:
    "-H errors: unreachable host, failed login, no berth there, bad -H, each one line with exit 1",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    const s = await sshd();
    const run = (env: Record<string, string>, ...a: string[]) =>
      d.cliWith({ env: { ...s.env(), ...env } }, ...a);
    const oneLine = (
      r: { code: number; stderr: string; stdout: string },
      re: RegExp,
    ) => {
      assert.equal(r.code, 1, r.stderr);
      assert.equal(r.stdout, "");
      assert.match(r.stderr, re);
      assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
    };
    oneLine(
      await run(
        { BERTH_SSH: "ssh -o BatchMode=yes" },
        "-H",
        "127.0.0.1:1",
        "ls",
      ),
      /^berth: Cannot reach 127\.0\.0\.1:1: ssh: connect to host 127\.0\.0\.1 port 1: Connection refused\n$/,
    );
    oneLine(
      await run(
        { BERTH_SSH: s.sshCommand.replace(/-i \S+/, "-i /dev/null") },
        "-H",
        "127.0.0.1",
        "ls",
      ),
      /^berth: ssh could not log in to 127\.0\.0\.1: .*Permission denied \(publickey\)\.?\n$/,
    );
    oneLine(
      await run({ BERTH_REMOTE: "no-such-berth" }, "-H", "127.0.0.1", "ls"),
      /^berth: No berth on 127\.0\.0\.1: .*no-such-berth: command not found \(install berth there, or point BERTH_REMOTE or --remote at it\)\n$/,
    );
    oneLine(
      await run({}, "-H", "a b", "ls"),
      /^berth: -H takes \[USER@\]HOST\[:PORT\], not "a b"/,
    );
    oneLine(
      await run({}, "-H", "127.0.0.1", "--remote", "true", "ls"),
      /^berth: The berth on 127\.0\.0\.1 failed: ssh exited with status 0\n$/,
    );
    // The daemon's advice, as it works from here: with -H HOST.
    await d.ok("new", "-d", "-s", "x", "--", "sleep", "600");
    oneLine(
      await run({}, "-H", "127.0.0.1", "kill", "nosuch"),
      /^berth: No session named nosuch \(berth -H 127\.0\.0\.1 ls lists them\)\n$/,
    );
    // A remote side that prints without end: one line, not a hang nor
    // Deno's "Top-level await promise never resolved".
    oneLine(
      await run({ BERTH_REMOTE: "yes #" }, "-H", "127.0.0.1", "ls"),
      /^berth: The berth on 127\.0\.0\.1 did not start its bridge \(it printed \d+ bytes of something else\)\n$/,
    );
  },
});

Deno.test({
  name: "attach over ssh: type, see it, detach, reattach to the same screen",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    {
      await using t = await attachRemote(d, "work");
      await t.waitText(/^\$$/m);
      await t.write("echo far-$((6*7))\r");
      await t.waitText(/^far-42\n\$$/m);
      await t.write("\x02d");
      assert.equal((await t.waitExit()).code, 0);
      await t.waitText(/\[detached from session work\]/);
    }
    await using t = await attachRemote(d, "work");
    await t.waitText(/^\$ echo far-\$\(\(6\*7\)\)\nfar-42\n\$$/m);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  },
});

Deno.test({
  name:
    "kill -9 of ssh mid-session: reconnecting line, back by itself, keys typed meanwhile arrive once",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    await using t = await attachRemote(d, "work");
    await t.waitText(/^\$$/m);
    await t.write("echo one\r");
    await t.waitText(/^one\n\$$/m);
    const ssh = sshChildOf(t.pid);
    assert.ok(ssh > 0, "the attach client's ssh");
    Deno.kill(ssh, "SIGKILL");
    await t.waitText(/reconnecting to 127\.0\.0\.1, try \d+; C-b d gives up/);
    await t.write("echo two\r");
    await t.waitText(/^two\n\$$/m, 20_000);
    assert.doesNotMatch(t.text(), /reconnecting/);
    const screen = await d.ok("capture", "work");
    assert.equal(screen.match(/^two$/gm)?.length, 1, screen);
    assert.equal(screen.match(/echo two/g)?.length, 1, screen);
    assert.notEqual(sshChildOf(t.pid), ssh, "a new ssh");
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  },
});

Deno.test({
  name:
    "a reconnect never lets ssh prompt on the attached terminal: a key with a passphrase says what to do instead",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    const server = await sshd();
    // A second client key, with a passphrase, and no agent.
    const key = `${d.dir}/pp_key`;
    const gen = await new Deno.Command("ssh-keygen", {
      args: ["-q", "-t", "ed25519", "-N", "sekret", "-f", key],
      stdout: "null",
      stderr: "null",
    }).output();
    assert.ok(gen.success, "ssh-keygen");
    const pub = await Deno.readTextFile(`${key}.pub`);
    await Deno.writeTextFile(`${server.dir}/authorized_keys`, pub, {
      append: true,
    });
    const ssh = server.sshCommand
      .replace(`-i ${server.key}`, `-i ${key} -o IdentitiesOnly=yes`)
      .replace("-o BatchMode=yes", "-o IdentityAgent=none");
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    await using t = UserTerminal.spawn(
      berthArgv(d.socket, "-H", "127.0.0.1", "attach", "work"),
      {
        cols: 150,
        rows: 24,
        env: { ...d.env, ...server.env(), BERTH_SSH: ssh },
        cwd: d.dir,
      },
    );
    // The first connection: ssh asks, on the terminal, before berth reads it.
    await t.waitText(/Enter passphrase for key/);
    await t.write("sekret\r");
    await t.waitText(/^\$$/m, 20_000);
    Deno.kill(sshChildOf(t.pid), "SIGKILL");
    await t.waitText(/ssh needs to ask for a passphrase/, 20_000);
    assert.doesNotMatch(t.text(), /Enter passphrase/);
    // Typed now, it is kept for the session, never taken by ssh.
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    assert.doesNotMatch(await d.ok("capture", "work"), /sekret/);
  },
});

Deno.test({
  name:
    "a stopped ssh is noticed within the heartbeat timeout; SIGCONT or a new ssh resumes",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    await using t = await attachRemote(d, "work");
    await t.waitText(/^\$$/m);
    // A short stop: the link holds, nothing is noticed.
    let ssh = sshChildOf(t.pid);
    Deno.kill(ssh, "SIGSTOP");
    await new Promise((r) => setTimeout(r, 1500));
    Deno.kill(ssh, "SIGCONT");
    await t.write("echo still\r");
    await t.waitText(/^still\n\$$/m);
    assert.doesNotMatch(t.text(), /reconnecting/);
    // A long one: seen within 5 s (+ half a beat), then a new ssh resumes.
    ssh = sshChildOf(t.pid);
    const stopped = Date.now();
    Deno.kill(ssh, "SIGSTOP");
    await t.waitText(/reconnecting/, 15_000);
    const noticed = Date.now() - stopped;
    assert.ok(noticed >= 4500 && noticed < 8000, `noticed after ${noticed} ms`);
    await t.write("echo back\r");
    await t.waitText(/^back\n\$$/m, 20_000);
    // The daemon side drops the silent connection too; one client remains.
    await waitFor(
      async () => {
        const info = JSON.parse(await d.ok("ls", "--json"));
        return info[0].clients === 1;
      },
      15_000,
      "one client",
    );
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  },
});

/**
 * `berth attach ...` on the test's own socket, in a user terminal, drawing
 * the terminal itself as over ssh (`BERTH_HANDOVER=0`): these tests are
 * of its resume, which a local client the daemon draws does not need.
 */
function attachLocal(d: TestDaemon, ...args: string[]): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, "attach", ...args), {
    cols: 80,
    rows: 24,
    env: { ...d.env, BERTH_HANDOVER: "0" },
    cwd: d.dir,
  });
}

Deno.test("resume on the local socket: a client the daemon dropped as silent comes back with the diff", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attachLocal(d, "work");
  await t.waitText(/^\$$/m);
  await t.write("echo one\r");
  await t.waitText(/^one\n\$$/m);
  Deno.kill(t.pid, "SIGSTOP"); // a client that went silent (a laptop asleep)
  try {
    await waitFor(
      () => /silent for \d+ ms; dropped/.test(d.log()),
      15_000,
      "the daemon dropping the silent client",
    );
    assert.equal(JSON.parse(await d.ok("ls", "--json"))[0].clients, 0);
    await d.ok("send", "work", "echo meanwhile");
    await d.ok("send", "work", "--keys", "Enter");
  } finally {
    Deno.kill(t.pid, "SIGCONT");
  }
  await t.waitText(/^one\n\$ echo meanwhile\nmeanwhile\n\$$/m, 20_000);
  assert.match(d.log(), /resumed, diff: true/);
  await t.write("echo after\r");
  await t.waitText(/^after\n\$$/m);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("a client whose daemon died tries, and says the daemon is gone once none answers for 2 s", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attachLocal(d, "work");
  await t.waitText(/^\$$/m);
  Deno.kill(await d.daemonPid(), "SIGKILL");
  await t.waitText(/reconnecting to test\.sock, try \d+; C-b d gives up/);
  // Its sessions died with it: no try can bring the attachment back.
  assert.equal((await t.waitExit(20_000)).code, 1);
  await t.waitText(/^\[daemon gone: No berth daemon listens on \//m);
});

Deno.test({
  name: "connect({ host, ssh, remote }) drives a session on the far side",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    const env = (await sshd()).env();
    await using berth = await connect({
      host: "127.0.0.1",
      socket: d.socket,
      ssh: env.BERTH_SSH,
      remote: env.BERTH_REMOTE,
    });
    await using s = await berth.newSession({ cmd: ["cat"], cols: 40, rows: 5 });
    await s.send("over-ssh\n");
    await s.waitFor(/^over-ssh$/m, { timeoutMs: 20_000 });
    assert.equal((await s.capture()).lines[0], "over-ssh");
    assert.deepEqual(
      JSON.parse(await d.ok("ls", "--json")).map((x: { name: string }) =>
        x.name
      ),
      [s.name],
    );
  },
});

Deno.test({
  name:
    "connect({ host }): panes split, driven by id, listed and killed on the far side",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    const env = (await sshd()).env();
    await using berth = await connect({
      host: "127.0.0.1",
      socket: d.socket,
      ssh: env.BERTH_SSH,
      remote: env.BERTH_REMOTE,
    });
    await using s = await berth.newSession({ cmd: ["cat"], cols: 41, rows: 5 });
    const right = await s.splitWindow({
      horizontal: true,
      cmd: ["sh", "-c", "echo far pane; exec cat"],
    });
    await right.waitFor(/^far pane$/m, { timeoutMs: 20_000 });
    await berth.pane(right.id).send("by id\n");
    await right.waitFor(/^by id\nby id$/m, { timeoutMs: 20_000 });
    assert.deepEqual(
      (await s.panes()).map((p) => [p.id, p.cols, p.active]),
      [[(await s.pane("0.0")).id, 20, false], [right.id, 20, true]],
    );
    assert.equal(
      (await d.ok("list-panes", "-t", s.name, "-F", "#{pane_id}")).trim(),
      `${(await s.pane("0.0")).id}\n${right.id}`,
    );
    await right.kill();
    assert.equal((await s.panes()).length, 1);
  },
});

Deno.test("a resume takes the attachment over: the diff from the frame drawn, repeated input seqs dropped", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "c",
    "--cols",
    "40",
    "--rows",
    "5",
    "--",
    "cat",
  );
  const frames: UpdateMsg[] = [];
  let drawing = true; // acks each frame, as a client draws it
  const first = await d.connect("attach");
  first.onPush = (m) => {
    if (m.t !== "update") return;
    frames.push(m);
    if (drawing) first.send({ t: "ack", seq: m.seq });
  };
  const a = await first.request({ op: "attach", name: "c", cols: 40, rows: 5 });
  assert.equal(a.resumed, false);
  await waitFor(() => frames.length > 0);
  await new Promise((r) => setTimeout(r, 500)); // the first frames settle
  drawing = false; // the next frame is lost with the link
  const drawn = frames.at(-1)!.seq;
  const bytes = (t: string) => new TextEncoder().encode(t);
  await first.send({ t: "input", data: bytes("one\r"), seq: 1 });
  await waitFor(async () => (await d.ok("capture", "c")).includes("one\none"));
  await waitFor(() => frames.at(-1)!.seq > drawn, 10_000, "a frame in flight");
  // The old link is not closed yet (as after a kill -9 far away): the
  // resume takes the attachment over from it.
  const second = await d.connect("attach");
  const later: UpdateMsg[] = [];
  second.onPush = (m) => m.t === "update" && later.push(m);
  const b = await second.request({
    op: "attach",
    name: "c",
    cols: 40,
    rows: 5,
    resume: { token: a.token, seq: drawn },
  });
  assert.equal(b.resumed, true);
  assert.equal(b.input, 1);
  await first.closed;
  await second.send({ t: "input", data: bytes("one\r"), seq: 1 }); // a retransmit
  await second.send({ t: "input", data: bytes("two\r"), seq: 2 });
  await waitFor(async () => (await d.ok("capture", "c")).includes("two\ntwo"));
  assert.equal(
    (await d.ok("capture", "c")).trimEnd(),
    "one\none\ntwo\ntwo",
    "one typed once",
  );
  // The first frame after the resume is the diff from the frame drawn
  // last (the one in flight was lost): the rows "one" brought.
  assert.equal(later[0].full, false);
  assert.deepEqual(later[0].lines.map(([y]) => y).slice(0, 2), [0, 1]);
  second.close();
});

/**
 * The pids of processes whose command line has every one of `words` (the
 * bridges of one test's daemon: other tests running at the same time have
 * bridges too).
 */
function pidsWith(...words: string[]): number[] {
  const out: number[] = [];
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name) || Number(e.name) === Deno.pid) continue;
    try {
      const cmd = Deno.readTextFileSync(`/proc/${e.name}/cmdline`);
      const argv = cmd.split("\0");
      if (words.every((w) => argv.includes(w))) out.push(Number(e.name));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

Deno.test({
  name:
    "a client that vanished without a word is dropped, its bridge ends, and output meanwhile grows nothing for it",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    await using t = await attachRemote(d, "work");
    await t.waitText(/^\$$/m);
    const ssh = sshChildOf(t.pid);
    // An attach's keys go through ssh's forward: its bridge left once the
    // daemon answered (tests/e2e/remote_forward_test.ts); one that copies
    // must end with the drop.
    const bridges = pidsWith("__bridge", d.socket).filter((p) => p !== t.pid);
    assert.ok(bridges.length <= 1, "at most one bridge on the far side");
    // The whole client goes quiet: a laptop closed.
    Deno.kill(t.pid, "SIGSTOP");
    Deno.kill(ssh, "SIGSTOP");
    try {
      await waitFor(
        () => /silent for \d+ ms; dropped/.test(d.log()),
        15_000,
        "the daemon dropping the silent client",
      );
      assert.equal(JSON.parse(await d.ok("ls", "--json"))[0].clients, 0);
      if (bridges.length > 0) {
        await waitFor(
          () => !pidsWith("__bridge").includes(bridges[0]),
          10_000,
        );
      }
      const daemon = await d.daemonPid();
      const before = residentBytes(daemon);
      // 10 MB of output for nobody: nothing is queued for the parked client.
      await d.ok("send", "work", "seq 1 1500000; echo done-$((6*7))");
      await d.ok("send", "work", "--keys", "Enter");
      const w = await d.cli(
        "wait",
        "work",
        "--text",
        "^done-42$",
        "--timeout",
        "60",
      );
      assert.equal(w.code, 0, w.stderr);
      const grown = residentBytes(daemon) - before;
      assert.ok(grown < 48 * 1024 * 1024, `daemon grew ${grown} bytes`);
    } finally {
      Deno.kill(ssh, "SIGCONT");
      Deno.kill(t.pid, "SIGCONT");
    }
    // Back from sleep: the client notices, resumes, and shows the end.
    await t.waitText(/^done-42\n\$$/m, 30_000);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  },
});

// The last commit of protocol 4 (this branch's base): a real older berth.
const OLD_BERTH = "3034248";

Deno.test({
  name: "a daemon of another protocol version: one line naming both, exit 1",
  ignore: ignore || !hasCommit(OLD_BERTH),
  async fn() {
    await using d = await TestDaemon.create();
    await using old = await OldBerth.unpack(OLD_BERTH, d);
    // The old berth's own daemon on the test's socket.
    const started = await old.run("new", "-d", "-s", "old", "--", "cat");
    assert.ok(started.success, new TextDecoder().decode(started.stderr));
    const r = await remote(d, "ls");
    assert.equal(r.code, 1);
    assert.equal(
      r.stderr,
      `berth: This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on 127.0.0.1 speaks 4: use the same berth version on both machines\n`,
    );
    // Here, the old daemon's own advice (its kill-server) cannot work
    // from this berth: the line names its pid, found in its log.
    const here = await d.cli("ls");
    assert.equal(here.code, 1);
    const pid = Number(here.stderr.match(/\(pid (\d+)\)/)?.[1]);
    assert.ok(pid > 0, here.stderr);
    assert.equal(
      here.stderr,
      `berth: This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on ${d.socket} speaks 4 (pid ${pid}): stop it with the berth that started it (berth kill-server) or with kill ${pid} (its sessions end), then retry\n`,
    );
    // The advice works: kill PID stops it, and this berth starts its own.
    Deno.kill(pid, "SIGTERM");
    const deadline = Date.now() + 15_000;
    while ((await d.cli("ls")).stderr.includes("speaks 4")) {
      assert.ok(Date.now() < deadline, "the old daemon did not stop");
      await new Promise((r) => setTimeout(r, 100));
    }
    const made = await d.cli("new", "-d", "-s", "new", "--", "cat");
    assert.equal(made.code, 0, made.stderr);
  },
});

// The file's sshd, also when a filter skipped the test that stops it.
globalThis.addEventListener("unload", () => shared?.kill());

Deno.test({
  name:
    "respawn-pane, respawn-window and clear-history over -H act on HOST's daemon",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    const far = async (...a: string[]) => {
      const r = await remote(d, ...a);
      assert.equal(r.code, 0, r.stderr);
      return r.stdout;
    };
    await d.ok("new", "-d", "-s", "w", "--rows", "5", "--", "sh");
    await d.ok("send", "-t", "w", "seq 1 20\n");
    await d.ok("wait", "-t", "w", "--text", "^20$");
    await far("clear-history", "-t", "w");
    assert.equal(
      await d.ok("capture-pane", "-p", "-S", "-", "-t", "w"),
      await d.ok("capture-pane", "-p", "-t", "w"),
    );
    const refused = await remote(d, "respawn-pane", "-t", "w");
    assert.equal(refused.code, 1);
    assert.match(
      refused.stderr,
      /^berth: Respawn pane failed: .* still active/,
    );
    await far(
      "respawn-pane",
      "-k",
      "-t",
      "w",
      "--",
      "sh",
      "-c",
      "echo far; exec cat",
    );
    await d.ok("wait", "-t", "w", "--text", "^far$");
    await d.ok("split-window", "-t", "w", "--", "cat");
    await far(
      "respawnw",
      "-k",
      "-t",
      "w",
      "--",
      "sh",
      "-c",
      "echo whole; exec cat",
    );
    await d.ok("wait", "-t", "w", "--text", "^whole$");
    assert.equal(
      JSON.parse(await d.ok("list-panes", "-t", "w", "--json")).length,
      1,
    );
  },
});

Deno.test({
  name:
    "run-shell over -H runs on the far side: not in this client's directory",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "r", "-c", "/", "--", "cat");
    // Here, the command's directory; there, the target session's.
    assert.equal(await d.ok("run-shell", "-t", "r", "pwd"), `${d.dir}\n`);
    const far = await remote(d, "run-shell", "-t", "r", "pwd; exit 5");
    assert.deepEqual([far.code, far.stdout], [5, "/\n"], far.stderr);
    const rel = await remote(d, "run-shell", "-c", "sub", "true");
    assert.equal(rel.code, 1);
    assert.match(
      rel.stderr,
      /^berth: -c over -H names a directory on 127\.0\.0\.1: give its absolute path there\n$/,
    );
  },
});

Deno.test({
  name: "the file's sshd stops",
  ignore,
  async fn() {
    await shared?.stop();
    shared = null;
  },
});

Deno.test({
  name:
    "copy mode over -H is the pane's too: a remote client shows a local one's copy mode, and leaving it there leaves here",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    assert.equal(
      (await d.cli("new", "-d", "-s", "cm", "--", ...SHELL)).code,
      0,
    );
    await using here = UserTerminal.spawn(
      berthArgv(d.socket, "attach", "cm"),
      { cols: 80, rows: 24, env: d.env, cwd: d.dir },
    );
    await here.waitText(/^\$/m);
    await here.write("seq 1 300\r");
    await here.waitText(/^300$/m);
    await here.write("\x02[");
    const top = (t: UserTerminal) => /\[(\d+)\/\1\]$/.test(t.lines()[0]);
    await waitFor(() => /\[0\/\d+\]$/.test(here.lines()[0]), 15_000, "copy");
    await here.write("g");
    await waitFor(() => top(here), 15_000, "the oldest line here");
    await using there = await attachRemote(d, "cm");
    await waitFor(() => top(there), 30_000, "the same copy mode over -H");
    await there.write("q");
    await waitFor(
      () => !/\]$/.test(here.lines()[0]) && !/\]$/.test(there.lines()[0]),
      15_000,
      "copy mode left on both",
    );
    await there.write("\x02d");
    await here.write("\x02d");
    assert.equal((await there.waitExit()).code, 0);
    assert.equal((await here.waitExit()).code, 0);
  },
});
