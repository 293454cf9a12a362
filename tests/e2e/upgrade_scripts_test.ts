/**
 * End to end: scripts outlast `berth upgrade` of a real daemon. A `wait`,
 * an `events` stream and a `berth run` under way carry on with the new
 * program; a CLI command or a library call sent while the daemon refuses
 * requests (it is being upgraded) is sent again until it is served; a
 * library connection opened before the upgrade serves on after it.
 */

import assert from "node:assert/strict";
import { connect } from "../../client/mod.ts";
import type { BerthEvent } from "../../client/library/event_stream.ts";
import { RequestError } from "../../client/connection.ts";
import {
  berthArgv,
  type CliResult,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";
import { TestSshd } from "../_helpers/sshd.ts";

/** A CLI command under way; its stdout lines as they come, then its result. */
class Running {
  readonly lines: string[] = [];
  readonly result: Promise<CliResult>;

  constructor(d: TestDaemon, ...args: string[]) {
    const child = d.spawn(...args);
    const stdout = (async () => {
      let all = "";
      for await (
        const chunk of child.stdout.pipeThrough(new TextDecoderStream())
      ) {
        all += chunk;
        this.lines.splice(0, this.lines.length, ...all.split("\n"));
      }
      return all;
    })();
    this.result = Promise.all([
      child.status,
      stdout,
      new Response(child.stderr).text(),
    ]).then(([status, out, err]) => ({
      code: status.code,
      stdout: out,
      stderr: err,
    }));
  }
}

/** The names of `d`'s sessions. */
async function sessionNames(d: TestDaemon): Promise<string[]> {
  return (JSON.parse(await d.ok("ls", "--json")) as { name: string }[])
    .map((s) => s.name);
}

Deno.test("wait, wait --exit, events and run under way carry on across berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "k",
    "--",
    "sh",
    "-c",
    "echo ready; read x; echo got-$x; read y; exit 3",
  );
  const text = new Running(
    d,
    "wait",
    "k",
    "--text",
    "got-go",
    "--json",
    "--timeout",
    "120",
  );
  const exit = new Running(d, "wait", "k", "--exit", "--timeout", "120");
  const events = new Running(d, "events", "k");
  const run = new Running(
    d,
    "run",
    "--",
    "sh",
    "-c",
    "echo begun; sleep 8; echo ran; exit 5",
  );
  // The run's session is there and started: each command is under way
  // (they started together; the run's is the last to ask).
  await waitFor(
    async () => (await sessionNames(d)).some((n) => n.startsWith("run-")),
    30_000,
    "the run session",
  );
  await new Promise((r) => setTimeout(r, 1000));
  const daemon = await d.daemonPid();

  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.equal(await d.daemonPid(), daemon);

  await d.ok("send", "-t", "k", "--keys", "g", "o", "Enter");
  const t = await text.result;
  assert.equal(t.code, 0, `wait --text: ${t.stderr}`);
  assert.equal(t.stdout, '{"ok":true}\n');

  await d.ok("send", "-t", "k", "--keys", "y", "Enter");
  const e = await exit.result;
  assert.equal(e.code, 0, `wait --exit: ${e.stderr}`);
  assert.equal(e.stdout, "exited 3\n");

  const ev = await events.result;
  assert.equal(ev.code, 0, `events: ${ev.stderr}`);
  const lines = ev.stdout.trim().split("\n");
  assert.equal(lines.at(-1), "exit exited 3", ev.stdout);
  assert.ok(
    lines.some((l) => l.startsWith("output ")),
    `the output after the upgrade: ${ev.stdout}`,
  );

  const r = await run.result;
  assert.equal(r.code, 5, `run: ${r.stderr}`);
  assert.equal(r.stdout, "begun\nran\n");
  assert.equal(r.stderr, "");
  // Both sessions have ended, so the daemon stops (exit-empty, as tmux's)
  // a moment later: on a loaded machine, before this asks.
  const left = await d.cli("ls", "--json");
  if (left.code === 0) {
    assert.deepEqual(JSON.parse(left.stdout), [], "the run's session is gone");
  } else {
    assert.match(left.stdout + left.stderr, /"no-daemon"/);
  }
});

Deno.test("commands and library calls made while the daemon is being upgraded are served once it is back", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "c", "--", "sh", "-c", "echo here; exec cat");
  await using berth = await connect({ socket: d.socket, start: false });
  const s = berth.session("c");
  await s.waitFor("here", { timeoutMs: 20_000 });
  // A plain connection, which does not retry, shows the refusals happen.
  using probe = await d.connect("test");
  let refused = 0;
  let done = false;
  const up = d.cli("upgrade").finally(() => done = true);
  const clis: Promise<CliResult>[] = [];
  const failures: string[] = [];
  for (let i = 0; !done; i++) {
    if (i % 5 === 0) clis.push(d.cli("capture", "c"));
    await Promise.all([
      probe.request({ op: "ls" }).catch((err) => {
        if (err instanceof RequestError && err.code === "busy") refused++;
      }),
      s.lines().then(
        (lines) => {
          if (lines[0] !== "here") failures.push(`lines: ${lines[0]}`);
        },
        (err) => failures.push(`lines: ${err}`),
      ),
    ]);
    await new Promise((r) => setTimeout(r, 100));
  }
  const r = await up;
  assert.equal(r.code, 0, r.stderr);
  assert.ok(refused > 0, "the daemon refused requests meanwhile");
  assert.deepEqual(failures, []);
  for (const c of await Promise.all(clis)) {
    assert.equal(c.code, 0, c.stderr);
    assert.equal(c.stdout.trimEnd(), "here");
  }
  await s.send("after\n");
  await s.waitFor(/^after$/m, { timeoutMs: 20_000 });
});

Deno.test("a library connection opened before berth upgrade serves on: its wait and event stream carry on", async () => {
  await using d = await TestDaemon.create();
  await using berth = await connect({ socket: d.socket });
  const s = await berth.newSession({
    name: "lib",
    cmd: ["sh", "-c", "echo ready; read x; echo got-$x; read y; exit 4"],
  });
  await s.waitFor("ready", { timeoutMs: 20_000 });
  const waiting = s.waitFor("got-yes", { timeoutMs: 120_000 });
  const seen: BerthEvent[] = [];
  const following = (async () => {
    for await (const ev of s.events()) seen.push(ev);
  })();
  const daemon = berth.daemonPid;

  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);

  await s.send("yes\n");
  await waiting;
  assert.equal(berth.daemonPid, daemon);
  await s.send("z\n");
  assert.deepEqual(await s.waitExit({ timeoutMs: 20_000 }), {
    code: 4,
    signal: null,
  });
  await following;
  assert.deepEqual(seen.at(-1)?.type, "exit");
  assert.ok(seen.some((ev) => ev.type === "output"), "output after it");
});

Deno.test("berth run's session stays tied to it across berth upgrade: killed after it, the run leaves no session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hold", "--", "sleep", "600");
  const [cmd, ...args] = berthArgv(
    d.socket,
    "run",
    "--",
    "sh",
    "-c",
    "echo begun; sleep 600",
  );
  const run = new Deno.Command(cmd, {
    args,
    env: d.env,
    clearEnv: true,
    cwd: d.dir,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    let session = "";
    await waitFor(
      async () =>
        (session = (await sessionNames(d)).find((n) => n.startsWith("run-")) ??
          "") !== "",
      30_000,
      "the run session",
    );
    await d.ok("wait", session, "--text", "begun", "--timeout", "20");
    const up = await d.cli("upgrade");
    assert.equal(up.code, 0, up.stderr);
    // The run's wait, sent again on its new link, ties the session again.
    await new Promise((r) => setTimeout(r, 2000));
    assert.deepEqual(await sessionNames(d), ["hold", session]);
    run.kill("SIGKILL");
    await run.status;
    await waitFor(
      async () => (await sessionNames(d)).length === 1,
      10_000,
      "the run's session to end with its connection",
    );
    assert.deepEqual(await sessionNames(d), ["hold"]);
  } finally {
    try {
      run.kill("SIGKILL");
    } catch {
      // Ended.
    }
    await run.status;
  }
});

Deno.test({
  name: "over -H, a wait under way outlasts berth upgrade of the daemon there",
  ignore: !TestSshd.available(),
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await d.ok(
      "new",
      "-d",
      "-s",
      "r",
      "--",
      "sh",
      "-c",
      "echo ready; read x; echo got-$x; sleep 600",
    );
    const [cmd, ...args] = berthArgv(
      d.socket,
      "-H",
      "127.0.0.1",
      "wait",
      "r",
      "--text",
      "got-far",
      "--timeout",
      "120",
    );
    const waiting = new Deno.Command(cmd, {
      args,
      env: { ...d.env, ...sshd.env() },
      clearEnv: true,
      cwd: d.dir,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    await new Promise((r) => setTimeout(r, 4000)); // ssh and the wait are up
    const up = await d.cli("upgrade");
    assert.equal(up.code, 0, up.stderr);
    await d.ok("send", "-t", "r", "--keys", "f", "a", "r", "Enter");
    const r = await waiting;
    assert.equal(r.code, 0, new TextDecoder().decode(r.stderr));
  },
});
