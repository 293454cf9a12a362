/**
 * End to end: a local `berth attach` hands its terminal to the daemon,
 * which reads the keys and draws the session there itself
 * (`server/daemon/tty_attach.ts`, `client/tty_handover.ts`); a real pty
 * drawn by @xterm/headless is the user's terminal.
 */

import assert from "node:assert/strict";
import type { SessionInfo } from "../../protocol/messages.ts";
import { berthArgv, isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal, waitingAsScript } from "../_helpers/user_terminal.ts";
import { RequestError } from "../../client/connection.ts";
import { closeFd, readPty, writeSome } from "../../pty/mod.ts";
import { ptyPair } from "../pty/_helpers.ts";
import { copyTree, nextProtocolBerth, ROOT } from "../_helpers/next_berth.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(
  d: TestDaemon,
  name: string,
  env: Record<string, string> = {},
  cwd = d.dir,
): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, "attach", name), {
    cols: 80,
    rows: 24,
    env: { ...d.env, ...env },
    cwd,
  });
}

async function sessions(d: TestDaemon): Promise<SessionInfo[]> {
  return JSON.parse(await d.ok("ls", "--json"));
}

/** The terminals (`/dev/pts/N`) process `pid` has open. */
function openTerminals(pid: number): string[] {
  const out = new Set<string>();
  for (const e of Deno.readDirSync(`/proc/${pid}/fd`)) {
    try {
      const link = Deno.readLinkSync(`/proc/${pid}/fd/${e.name}`);
      if (link.startsWith("/dev/pts/")) out.add(link);
    } catch {
      // Closed meanwhile.
    }
  }
  return [...out];
}

/**
 * The user's terminal of `t` (the attach process's stdout: the script
 * that waits reads the connection as its stdin while it waits).
 */
function ttyOf(t: UserTerminal): string {
  return Deno.readLinkSync(`/proc/${t.pid}/fd/1`);
}

Deno.test("a local attach hands its terminal to the daemon: it draws and reads there, and gives it back on detach", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$$/m);
  const daemon = await d.daemonPid();
  const tty = ttyOf(t);
  assert.ok(openTerminals(daemon).includes(tty), "the daemon holds " + tty);
  await t.write("echo hello-$((6*7))\r");
  await t.waitText(/^hello-42\n\$$/m);
  const [info] = JSON.parse(await d.ok("list-clients", "--json"));
  assert.equal(info.tty, tty, "list-clients names the user's terminal");
  assert.equal(info.pid, t.pid, "and the attach process");
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
  await t.waitText(/\[detached from session work\]/);
  assert.ok(!openTerminals(daemon).includes(tty), "and lets it go");
  assert.equal((await sessions(d))[0].clients, 0);
});

/**
 * `berth attach NAME` run by bash in a user's terminal, between two `stty
 * -g` of it: the modes before and after, and the attach's exit code, print.
 */
function attachBetweenModes(
  d: TestDaemon,
  name: string,
  env: Record<string, string> = {},
): UserTerminal {
  const quoted = berthArgv(d.socket, "attach", name)
    .map((w) => `'${w.replaceAll("'", "'\\''")}'`).join(" ");
  return UserTerminal.spawn([
    "bash",
    "--norc",
    "--noprofile",
    "-c",
    `echo "modes:$(stty -g)"; ${quoted}; echo "rc:$?"; echo "modes:$(stty -g)"`,
  ], { cols: 80, rows: 24, env: { ...d.env, ...env }, cwd: d.dir });
}

/** The attach process under `t`'s bash (its only child). */
async function attachPid(t: UserTerminal): Promise<number> {
  let pid = 0;
  await waitFor(
    () => {
      const kids = Deno.readTextFileSync(
        `/proc/${t.pid}/task/${t.pid}/children`,
      ).trim();
      pid = Number(kids.split(" ")[0]);
      return pid > 0;
    },
    10_000,
    "the attach process",
  );
  return pid;
}

/**
 * Session work's shell attached by bash between two `stty -g`
 * (`attachBetweenModes`), its attach process `pid` waiting as the script.
 */
async function waitingAttach(
  d: TestDaemon,
): Promise<{ t: UserTerminal; pid: number }> {
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const t = attachBetweenModes(d, "work");
  try {
    await t.waitText(/^\$$/m);
    const pid = await attachPid(t);
    await waitingAsScript(pid);
    return { t, pid };
  } catch (err) {
    await t[Symbol.asyncDispose]();
    throw err;
  }
}

/** The two modes lines `attachBetweenModes` printed, once both are there. */
async function modesAround(t: UserTerminal): Promise<string[]> {
  await t.waitText(/rc:\d+\n+modes:/);
  return [...t.text().matchAll(/^modes:(.*)$/gm)].map((m) => m[1]);
}

Deno.test("a local attach waits as a shell script of 2 MB: the daemon holds raw mode and gives the modes back at the end", async () => {
  await using d = await TestDaemon.create();
  const attached = await waitingAttach(d);
  await using t = attached.t;
  const pid = attached.pid;
  // The same pid (the shell's job) now runs /bin/sh: a few MB, where a
  // Deno process holds 40.
  const rss = Number(
    /^VmRSS:\s+(\d+)/m.exec(Deno.readTextFileSync(`/proc/${pid}/status`))![1],
  );
  assert.ok(rss < 10_000, `VmRSS ${rss} kB`);
  await t.write("echo typed-$((6*7))\r");
  await t.waitText(/^typed-42\n\$$/m);
  // A resize reaches the session through the script.
  t.resize(70, 20);
  await waitFor(
    async () =>
      (await d.ok(
        "display-message",
        "-p",
        "-t",
        "work",
        "#{window_width}x#{window_height}",
      )).trim() === "70x19",
    10_000,
    "the session at the terminal's new size",
  );
  await t.write("\x02d");
  const [before, after] = await modesAround(t);
  assert.match(t.text(), /\[detached from session work\]\nrc:0/);
  assert.equal(after, before, "the terminal's modes given back");
  assert.equal((await sessions(d))[0].clients, 0);
});

Deno.test("the script that waits: the daemon killed under it, it puts the terminal back itself", async () => {
  await using d = await TestDaemon.create();
  await using t = (await waitingAttach(d)).t;
  Deno.kill(await d.daemonPid(), "SIGKILL");
  const [before, after] = await modesAround(t);
  assert.match(t.text(), /\[daemon gone: lost connection\]\nrc:1/);
  assert.equal(after, before, "the terminal's modes given back");
  assert.equal(t.term.buffer.active.type, "normal");
});

Deno.test("berth upgrade under an attach waiting as the script: it attaches again on the new daemon, and waits as the script again", async () => {
  await using d = await TestDaemon.create();
  const attached = await waitingAttach(d);
  await using t = attached.t;
  const pid = attached.pid;
  const before = await d.daemonPid();
  await d.ok("upgrade");
  // The old connection closed with the exec: the same process (the
  // script ran berth attach, which took the attachment over and became the
  // script again) is the session's client on the new program.
  await waitFor(
    async () =>
      (await d.ok("list-clients", "-F", "#{client_pid}")).trim() ===
        String(pid),
    20_000,
    "the attach back on the new daemon",
  );
  await waitingAsScript(pid);
  assert.equal(await d.daemonPid(), before, "the daemon's process kept");
  await t.write("echo after-$((6*7))\r");
  await t.waitText(/^after-42\n\$$/m);
  await t.write("\x02d");
  const [modesBefore, modesAfter] = await modesAround(t);
  assert.match(t.text(), /\[detached from session work\]\nrc:0/);
  assert.equal(modesAfter, modesBefore, "the terminal's modes given back");
});

Deno.test("several berth upgrade back to back under an attach: each new daemon refusing it while upgraded in turn, it attaches again to the last", async () => {
  await using d = await TestDaemon.create();
  const attached = await waitingAttach(d);
  await using t = attached.t;
  for (let i = 0; i < 5; i++) await d.ok("upgrade");
  await waitFor(
    async () =>
      (await d.ok("list-clients", "-F", "#{client_pid}")).trim() ===
        String(attached.pid),
    30_000,
    "the attach back on the last daemon",
  ).catch((err) => {
    throw new Error(`${err.message}; the terminal:\n${t.text()}`);
  });
  await t.write("echo after-$((6*7))\r");
  await t.waitText(/^after-42\n\$$/m);
  assert.doesNotMatch(t.text(), /being upgraded/);
  await t.write("\x02d");
  await t.waitText(/\[detached from session work\]\nrc:0/);
});

Deno.test("an environment variable too long for a request is left out: the attach hands over all the same", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work", { BIG: "a".repeat(70_000), SMALL: "s" });
  await t.waitText(/^\$$/m);
  await t.write("\x02d");
  await t.waitText(/\[detached from session work\]/);
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("BERTH_WAITER=0: the berth that started the daemon attaches as a fresh berth attach, in the same process; one that did not attaches itself", async () => {
  await using d = await TestDaemon.create();
  const argsOf = (pid: number) =>
    Deno.readTextFileSync(`/proc/${pid}/cmdline`).split("\0");
  const spawn = (name: string) =>
    // Kept: a fresh attach's start cannot miss its end (`attachAfresh`).
    UserTerminal.spawn(
      berthArgv(d.socket, "new", "-s", name, "--keep", "--", ...SHELL),
      {
        cols: 80,
        rows: 24,
        env: { ...d.env, BERTH_WAITER: "0" },
        cwd: d.dir,
      },
    );
  {
    await using t = spawn("first");
    await t.waitText(/^\$$/m);
    const args = argsOf(t.pid);
    assert.ok(
      args.includes("attach") && args.includes("--target=first"),
      args.join(" "),
    );
    await t.write("\x02d");
    await t.waitText(/\[detached from session first\]/);
    assert.equal((await t.waitExit()).code, 0);
  }
  await using u = spawn("second");
  await u.waitText(/^\$$/m);
  assert.ok(argsOf(u.pid).includes("new"), argsOf(u.pid).join(" "));
  await u.write("\x02d");
  await u.waitText(/\[detached from session second\]/);
  assert.equal((await u.waitExit()).code, 0);
  assert.deepEqual((await sessions(d)).map((s) => s.name).sort(), [
    "first",
    "second",
  ]);
});

Deno.test("the berth that started the daemon for a program of its own attaches itself: nothing to miss of its end", async () => {
  await using d = await TestDaemon.create();
  await using t = UserTerminal.spawn(
    berthArgv(
      d.socket,
      "new",
      "-s",
      "brief",
      "--",
      "sh",
      "-c",
      "read x; exit 3",
    ),
    { cols: 80, rows: 24, env: { ...d.env, BERTH_WAITER: "0" }, cwd: d.dir },
  );
  await waitFor(
    async () =>
      (await sessions(d).catch(() => [])).some((s) => s.clients === 1),
    10_000,
    "attached",
  );
  const args = Deno.readTextFileSync(`/proc/${t.pid}/cmdline`).split("\0");
  assert.ok(args.includes("new"), args.join(" "));
  await t.write("\r");
  await t.waitText(/\[session brief exited with status 3\]/);
  assert.equal((await t.waitExit()).code, 3);
});

Deno.test("BERTH_HANDOVER=0: the attach process draws the terminal itself", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work", { BERTH_HANDOVER: "0" });
  await t.waitText(/^\$$/m);
  assert.ok(!openTerminals(await d.daemonPid()).includes(ttyOf(t)));
  await t.write("echo drawn-$((6*7))\r");
  await t.waitText(/^drawn-42\n\$$/m);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("a stopped attach process does not stop the drawing; its resize reaches the session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$$/m);
  Deno.kill(t.pid, "SIGSTOP");
  try {
    await t.write("echo while-stopped\r");
    await t.waitText(/^while-stopped\n\$$/m);
  } finally {
    Deno.kill(t.pid, "SIGCONT");
  }
  t.resize(100, 30);
  await waitFor(
    async () => (await sessions(d))[0].cols === 100,
    10_000,
    "the session at the terminal's new width",
  );
  await t.write("\x02d");
  // CI once: no exit in 15 s, the screen still the session's; not seen
  // again in 100 runs under load, nor in 6 more beside 3 busy loops, nor
  // stopped 0-500 ms after the prompt (the Deno process, its exec, the
  // script). The daemon's log then tells where, and the attach process's
  // state and the terminal's modes (raw: -icanon) what it waited in.
  const exit = await t.waitExit().catch(async (err) => {
    throw new Error(
      `${err.message}\nthe attach process: ${await processState(t.pid)}` +
        `\nthe daemon's log:\n${d.log()}`,
    );
  });
  assert.equal(exit.code, 0);
});

/** Process `pid`'s command, its state and its terminal's modes, to read. */
async function processState(pid: number): Promise<string> {
  const read = (path: string) =>
    Deno.readTextFile(path).catch((e) => `(${e.message})`);
  const cmd = (await read(`/proc/${pid}/cmdline`)).replaceAll("\0", " ");
  const stat = await read(`/proc/${pid}/stat`);
  const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  const wchan = await read(`/proc/${pid}/wchan`);
  const stty = await new Deno.Command("sh", {
    args: ["-c", `stty -a < /proc/${pid}/fd/1`],
    stdout: "piped",
    stderr: "piped",
  }).output().then(
    (o) => new TextDecoder().decode(o.stdout).match(/-?icanon/)?.[0] ?? "?",
    () => "?",
  );
  return `${cmd.trim()}; state ${state}, waits in ${wchan}; terminal ${stty}`;
}

Deno.test("a killed attach process: the daemon gives the terminal back and drops the client", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$$/m);
  const daemon = await d.daemonPid();
  const tty = ttyOf(t);
  assert.equal(t.term.buffer.active.type, "alternate");
  Deno.kill(t.pid, "SIGKILL");
  await waitFor(
    () => t.term.buffer.active.type === "normal",
    10_000,
    "the main screen back",
  );
  await waitFor(
    async () => (await sessions(d))[0].clients === 0,
    10_000,
    "no client",
  );
  assert.ok(!openTerminals(daemon).includes(tty));
  assert.ok(isAlive(daemon));
});

for (const script of [true, false]) {
  const how = script ? "waiting as the script" : "BERTH_WAITER=0";
  Deno.test(`SIGTERM to the attach process detaches: 128 + 15 and the line (${how})`, async () => {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    await using t = attach(d, "work", script ? {} : { BERTH_WAITER: "0" });
    await t.waitText(/^\$$/m);
    // Once it catches it: a SIGTERM in the millisecond the script starts in
    // kills it (the daemon then gives the terminal back; test below).
    if (script) await waitingAsScript(t.pid);
    Deno.kill(t.pid, "SIGTERM");
    assert.equal((await t.waitExit()).code, 143);
    await t.waitText(/\[detached from session work: got SIGTERM\]/);
    assert.equal(t.term.buffer.active.type, "normal");
  });
}

Deno.test("the daemon killed under an attach: the terminal is reset, the line says so, exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$$/m);
  Deno.kill(await d.daemonPid(), "SIGKILL");
  assert.equal((await t.waitExit(20_000)).code, 1);
  await t.waitText(/\[daemon gone: lost connection\]/);
  assert.equal(t.term.buffer.active.type, "normal");
});

Deno.test("attach-tty refuses a terminal the daemon cannot take as the client's: no-tty", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const named = (tty: string) => {
    const { rdev, dev } = Deno.statSync(tty);
    return { tty, rdev: rdev!, dev };
  };
  const pair = ptyPair();
  const pts = named(pair.path);
  const tries = [
    named("/dev/null"), // no terminal's path
    { ...pts, rdev: pts.rdev + 1 }, // another device than the client's
    { ...pts, dev: pts.dev + 1 }, // the same number in another devpts
    { tty: `${d.dir}/nothing`, rdev: 1, dev: 1 },
  ];
  try {
    for (const terminal of tries) {
      const c = await d.connect("attach");
      try {
        await assert.rejects(
          c.request({ op: "attach-tty", ...terminal, pid: Deno.pid }),
          (err) => err instanceof RequestError && err.code === "no-tty",
        );
      } finally {
        c.close();
      }
    }
  } finally {
    closeFd(pair.master);
  }
  assert.equal((await sessions(d))[0].clients, 0);
});

Deno.test("a key binding's command runs in the daemon, for the attach process's environment and directory; its error shows on the status line", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(
    `[bind.prefix]\n"y" = "rename-window -t :0 renamed"\n"z" = "kill-session -t nosuch"\n` +
      `"N" = "new -s fromkey --keep -- sh -c 'pwd; echo \\"[$BINDING_VAR]\\"'"\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const here = await Deno.makeTempDir({ dir: d.dir, prefix: "client-" });
  await using t = attach(d, "work", { BINDING_VAR: "from-the-client" }, here);
  await t.waitText(/^\$$/m);
  await t.write("\x02y");
  await t.waitText(/0:renamed\*/);
  await t.write("\x02z");
  await t.waitText(/No session named nosuch/);
  // `new` from a key starts in the client's directory and environment,
  // not the daemon's.
  await t.write("\x02N");
  const screen = () =>
    d.cli("capture-pane", "-p", "-t", "fromkey").then((r) => r.stdout);
  await waitFor(
    async () => /\[from-the-client\]/.test(await screen()),
    10_000,
    "the session the key made",
  );
  assert.equal((await screen()).split("\n")[0], here);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

/**
 * Whether this process may make a mount namespace with a devpts of its
 * own (root, as in CI).
 */
function canUnshare(): boolean {
  if (Deno.uid() !== 0) return false;
  const mount =
    "mount --make-rprivate / && mount -t devpts -o newinstance devpts /dev/pts";
  try {
    return new Deno.Command("unshare", {
      args: ["-m", "sh", "-c", mount],
      stdout: "null",
      stderr: "null",
    }).outputSync().success;
  } catch {
    return false; // No unshare.
  }
}

Deno.test({
  name:
    "a terminal the daemon cannot take (another devpts instance): the attach process draws it itself",
  ignore: !canUnshare(),
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    const helper = new URL("./_ns_terminal.py", import.meta.url).pathname;
    const out = await new Deno.Command("unshare", {
      args: ["-m", "python3", helper, ...berthArgv(d.socket, "attach", "work")],
      env: { ...d.env, TERM: "xterm-256color" },
      clearEnv: true,
      cwd: d.dir,
    }).output();
    const err = new TextDecoder().decode(out.stderr);
    assert.ok(out.success, err);
    const r = JSON.parse(new TextDecoder().decode(out.stdout));
    assert.match(r.screen, /ns-42/, "drawn on the namespace's own terminal");
    assert.match(r.screen, /\[detached from session work\]/);
    assert.equal(r.code, 0);
  },
});

/** A terminal whose output is read (and dropped) until `close()`. */
function drainedTerminal() {
  const pair = ptyPair();
  let open = true;
  const buf = new Uint8Array(65536);
  const drained = (async () => {
    while (open) {
      if (readPty(pair.master, buf, 0, buf.length) <= 0) {
        await new Promise((r) => setTimeout(r, 5));
      }
    }
  })();
  const { rdev, dev } = Deno.statSync(pair.path);
  return {
    named: { tty: pair.path, rdev: rdev!, dev },
    /** Types `keys` (the terminal in raw mode, as an attach process sets it). */
    async type(keys: string) {
      const raw = await new Deno.Command("stty", {
        args: ["-F", pair.path, "raw", "-echo"],
      }).output();
      assert.ok(raw.success, new TextDecoder().decode(raw.stderr));
      writeSome(pair.master, new TextEncoder().encode(keys));
    },
    async close() {
      open = false;
      await drained;
      closeFd(pair.master);
    },
  };
}

Deno.test("attach-tty: the daemon runs key bindings for a client that gives its environment, and sends them to one that does not (older)", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(
    `[bind.prefix]\n"y" = "rename-window -t :0 renamed"\n"u" = "rename-window -t :0 again"\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const windows = () => d.ok("list-windows", "-t", "work");
  for (const older of [false, true]) {
    const term = drainedTerminal();
    const c = await d.connect("attach");
    const runs: string[] = [];
    c.onPush = (m) => {
      if (m.t !== "run") return;
      runs.push(m.line);
      c.send({ t: "ran", id: m.id, error: null }).catch(() => {});
    };
    try {
      await c.request({
        op: "attach-tty",
        ...term.named,
        pid: Deno.pid,
        name: "work",
        ...(older ? {} : { env: { BERTH_TEST: "1" }, cwd: d.dir }),
      });
      await term.type(older ? "\x02u" : "\x02y");
      if (older) {
        await waitFor(() => runs.length > 0, 10_000, "run");
        assert.deepEqual(runs, ["rename-window -t :0 again"]);
        assert.match(await windows(), /0: renamed/, "not run by the daemon");
      } else {
        await waitFor(
          async () => /0: renamed/.test(await windows()),
          10_000,
          "the window renamed",
        );
        assert.deepEqual(runs, []);
      }
    } finally {
      c.close();
      await term.close();
    }
  }
});

Deno.test("attach-tty: SIGTERM right behind the request, or a second request, leaves no terminal drawn", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const daemon = await d.daemonPid();
  const term = drainedTerminal();
  try {
    const req = {
      op: "attach-tty" as const,
      ...term.named,
      pid: Deno.pid,
      name: "work",
    };
    // The signal before the terminal is taken: kept, then acted on.
    const c = await d.connect("attach");
    let done: { exitCode: number; message: string } | null = null;
    c.onPush = (m) => {
      if (m.t === "done") done = { exitCode: m.exitCode, message: m.message };
    };
    const answer = c.request(req);
    await c.send({ t: "terminate", signal: "SIGTERM" });
    await answer;
    await waitFor(() => done !== null, 10_000, "done");
    assert.equal(done!.exitCode, 143);
    c.close();
    // Two requests on one connection: the second drops the client, and the
    // first is given back with it.
    const c2 = await d.connect("attach");
    c2.request(req).catch(() => {});
    c2.request(req).catch(() => {});
    await c2.closed;
    await waitFor(
      async () => (await sessions(d))[0].clients === 0,
      10_000,
      "no client left",
    );
    await waitFor(
      () => !openTerminals(daemon).includes(term.named.tty),
      10_000,
      "the terminal let go",
    );
  } finally {
    await term.close();
  }
});

Deno.test("a terminal that stopped reading does not hold the end: its client gone, the daemon lets go", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const daemon = await d.daemonPid();
  const pair = ptyPair(); // nobody reads its master
  try {
    const { rdev, dev } = Deno.statSync(pair.path);
    const c = await d.connect("attach");
    await c.request({
      op: "attach-tty",
      tty: pair.path,
      rdev: rdev!,
      dev,
      pid: Deno.pid,
      name: "work",
    });
    // Output enough to fill the terminal's buffer many times over.
    await d.ok("send", "work", "seq 1 100000 | tr -d x\r");
    await new Promise((r) => setTimeout(r, 1000));
    c.close(); // as the attach process killed
    await waitFor(
      async () => (await sessions(d))[0].clients === 0,
      5_000,
      "the client dropped",
    );
    await waitFor(
      () => !openTerminals(daemon).includes(pair.path),
      5_000,
      "the terminal let go",
    );
    const r = await d.cli("kill-server");
    assert.equal(r.code, 0);
  } finally {
    closeFd(pair.master);
  }
});

/** The terminal's rows, trailing blanks cut (written or never written). */
function rowsOf(t: UserTerminal, n: number): string[] {
  return t.lines().slice(0, n).map((l) => l.trimEnd());
}

/** What the session's screen holds, as `berth capture` prints it. */
async function captured(d: TestDaemon, name: string): Promise<string[]> {
  const text = await d.ok("capture", "-t", name);
  return text.replace(/\n$/, "").split("\n").map((l) => l.trimEnd());
}

Deno.test("keys echoed by the session's parse worker: the screen stays exact through scroll mode, a message and a split", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await t.waitText(/^\$$/m);
  const rows = (await sessions(d))[0].rows;
  const exact = (what: string) =>
    waitFor(
      async () =>
        JSON.stringify(rowsOf(t, rows)) ===
          JSON.stringify(await captured(d, "work")),
      15_000,
      what,
    );
  // One key at a time: each echo is an update of its own, drawn by the
  // parse worker first and by the attach client after.
  for (const ch of "echo one-by-one") {
    await t.write(ch);
    await new Promise((r) => setTimeout(r, 10));
  }
  await t.waitText(/^\$ echo one-by-one$/m);
  await exact("typed");
  assert.equal(t.cursor().x, "$ echo one-by-one".length, "the cursor follows");
  // Scroll mode right behind a key: its view is not drawn over.
  await t.write("x\x02[");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "scroll mode");
  await t.write("q");
  await exact("scroll mode left");
  // A message over the status line, then keys again.
  await t.write("\x02Z");
  await t.write("\x15echo after-message\r");
  await t.waitText(/^after-message$/m);
  await exact("after the message");
  // Two panes side by side: rows cross the border; the echo is still exact.
  await t.write("\x02%");
  // $SHELL, /bin/sh here: root's login prompt is #.
  await waitFor(() => /│[$#]$/m.test(t.text()), 15_000, "split");
  for (const ch of "echo right") {
    await t.write(ch);
    await new Promise((r) => setTimeout(r, 10));
  }
  await waitFor(
    () => /│[$#] echo right$/m.test(t.text()),
    15_000,
    "split echo",
  );
  await t.write("\r");
  await waitFor(() => /│right$/m.test(t.text()), 15_000, "split output");
});

Deno.test("switching sessions: the worker of the session left draws nothing more on the terminal", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "quiet", "--", ...SHELL);
  // A line that changes every few ms: small updates the worker may draw.
  await d.ok(
    "new",
    "-d",
    "-s",
    "ticks",
    "--",
    "sh",
    "-c",
    "i=0; while :; do printf '\\rtick %d' $i; i=$((i+1)); sleep 0.02; done",
  );
  await using t = attach(d, "ticks");
  await t.waitText(/tick \d+/);
  for (let i = 0; i < 3; i++) {
    await t.write("\x02(");
    await t.waitText(/^\$$/m);
    await new Promise((r) => setTimeout(r, 100));
    const rows = (await sessions(d)).find((s) => s.name === "quiet")!.rows;
    assert.deepEqual(
      rowsOf(t, rows),
      await captured(d, "quiet"),
      "nothing of the other session",
    );
    await t.write("\x02)");
    await t.waitText(/tick \d+/);
  }
});

Deno.test("an upgrade to a berth of another protocol: the attach says so and how to go on, not that the daemon is gone", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  // "The new berth": this tree with the next protocol version.
  const next = await nextProtocolBerth(d);
  await using t = attach(d, "work");
  await t.waitText(/^\$$/m);
  await d.ok("upgrade", "--main", next.main);
  assert.equal((await t.waitExit(30_000)).code, 1);
  await t.waitText(
    new RegExp(
      `\\[daemon upgraded to protocol ${next.version}: berth attach again, with the new berth\\]`,
    ),
  );
  await next.killServer();
});

/**
 * "The new berth": this tree, whose daemon starts 5 s late (a loaded
 * machine, many sessions to take over before it listens); its main.ts.
 */
async function slowBerth(d: TestDaemon): Promise<string> {
  const copy = await copyTree(d, "slow", false);
  await Deno.writeTextFile(
    `${copy}/main.ts`,
    'if (Deno.args.includes("--upgrade-from")) {\n' +
      "  await new Promise((r) => setTimeout(r, 5000));\n}\n" +
      await Deno.readTextFile(ROOT + "main.ts"),
  );
  return `${copy}/main.ts`;
}

Deno.test("the script that waits, through a live upgrade: the terminal stays raw till the new daemon takes it (a C-c meanwhile reaches the session), and its modes come back at the end", async () => {
  await using d = await TestDaemon.create();
  const attached = await waitingAttach(d);
  await using t = attached.t;
  const pid = attached.pid;
  const main = await slowBerth(d);
  await d.ok("upgrade", "--main", main);
  // The script ran `berth attach` again, which waits for the new daemon.
  await waitFor(
    () => !Deno.readTextFileSync(`/proc/${pid}/cmdline`).includes("waiter"),
    10_000,
    "the attach run again",
  );
  // In cooked mode, the terminal would make it SIGINT: that berth killed.
  await t.write("\x03");
  // The session's shell takes it (a new prompt: what follows, typed at
  // once, its terminal would throw away with the interrupt).
  await t.waitText(/\^C\n\$ ?$/m, 30_000);
  await t.write("echo back$((40+2))\r");
  await t.waitText(/^back42$/m);
  await t.write("\x02d");
  const [before, after] = await modesAround(t);
  assert.match(t.text(), /\[detached from session work\]\nrc:0/);
  assert.equal(after, before, "the terminal's modes given back");
});

for (const handover of [true, false]) {
  const how = handover ? "the daemon draws" : "the attach client draws";
  Deno.test(`an upgrade whose new daemon takes seconds to listen: the attach waits for it, not 'daemon gone' (${how})`, async () => {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    const main = await slowBerth(d);
    await using t = attach(d, "work", handover ? {} : { BERTH_HANDOVER: "0" });
    await t.waitText(/^\$ ?$/m);
    await d.ok("upgrade", "--main", main);
    await t.write("echo back$((40+2))\r");
    await t.waitText(/^back42$/m, 30_000);
    assert.doesNotMatch(t.text(), /daemon gone/);
    await t.write("\x02d");
    assert.equal((await t.waitExit(15_000)).code, 0);
  });
}
