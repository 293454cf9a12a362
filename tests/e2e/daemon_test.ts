/**
 * End to end: a real daemon on a temporary socket, driven by the real CLI
 * and by raw protocol clients; real ptys and real shells.
 */

import assert from "node:assert/strict";
import { encodeFrame } from "../../protocol/framing.ts";
import {
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  type SessionInfo,
} from "../../protocol/messages.ts";
import { isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { RawClient } from "../_helpers/raw_client.ts";
import { pathExists } from "../_helpers/path_exists.ts";

Deno.test("berth new -d starts a daemon on demand and ls lists the session", async () => {
  await using d = await TestDaemon.create();
  assert.equal((await d.cli("ls")).code, 1, "no daemon: ls says so");
  await d.ok(
    "new",
    "-d",
    "-s",
    "build",
    "--",
    "sh",
    "-c",
    "echo started; sleep 600",
  );
  await d.ok(
    "new",
    "-d",
    "-s",
    "other",
    "--cols",
    "100",
    "--rows",
    "30",
    "sleep",
    "600",
  );

  const table = await d.ok("ls");
  const lines = table.trimEnd().split("\n");
  assert.match(
    lines[0],
    /^NAME\s+PID\s+WINDOWS\s+SIZE\s+CLIENTS\s+CREATED\s+COMMAND$/,
  );
  assert.match(
    lines[1],
    /^build\s+\d+\s+1\s+80x24\s+0\s+\S+\s+sh -c echo started; sleep 600$/,
  );
  assert.match(lines[2], /^other\s+\d+\s+1\s+100x30\s+0\s+\S+\s+sleep 600$/);

  // -P prints the generated name and a colon (tmux's), --json the name
  // and pid.
  assert.equal(await d.ok("new", "-d", "-P", "sleep", "600"), "0:\n");
  const made = JSON.parse(await d.ok("new", "-d", "--json", "sleep", "600"));
  assert.equal(made.name, "1");
  assert.ok(isAlive(made.pid));
  await d.ok("kill", "0");
  await d.ok("kill", "1");

  const json = JSON.parse(await d.ok("ls", "--json")) as SessionInfo[];
  assert.deepEqual(json.map((s) => s.name), ["build", "other"]);
  assert.equal(json[1].cols, 100);
  assert.equal(json[1].rows, 30);
  assert.deepEqual(json[1].command, ["sleep", "600"]);
  assert.ok(isAlive(json[0].pid));
  assert.equal(json[0].cwd, d.dir);
});

Deno.test("the child sees TERM, COLORTERM, BERTH, -e variables and --cwd", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "env",
    "--keep",
    "-e",
    "FOO=bar baz",
    "--cwd",
    "/tmp",
    "--cols",
    "200",
    "--",
    "sh",
    "-c",
    'echo "$TERM|$COLORTERM|$BERTH|$FOO|$(pwd)"',
  );
  await waitFor(
    async () => (await listJson(d))[0]?.exit !== null,
    10_000,
    "exit",
  );
  const c = await d.connect();
  const cap = await c.request({ op: "capture", name: "env" });
  c.close();
  assert.equal(
    cap.screen.lines[0],
    `xterm-256color|truecolor|${d.socket},env|bar baz|/tmp`,
  );
});

Deno.test("berth kill ends a session with SIGHUP; the daemon exits after its last session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "sleep", "600");
  await d.ok(
    "new",
    "-d",
    "-s",
    "b",
    "--",
    "sh",
    "-c",
    "trap 'exit 7' HUP; while :; do sleep 0.05; done",
  );
  const [a, b] = await listJson(d);
  await d.ok("kill", "a");
  // Out of the list at once, its program ended in the background.
  assert.deepEqual((await listJson(d)).map((s) => s.name), ["b"]);
  await waitFor(() => !isAlive(a.pid), 10_000, "a's program gone");
  const daemonPid = await d.daemonPid();
  await d.ok("kill", "b");
  assert.equal((await d.ok("wait", "b", "--exit")).trim(), "exited 7");
  assert.ok(!isAlive(b.pid));
  await waitFor(() => !isAlive(daemonPid), 15_000, "daemon exit");
  assert.ok(!(await pathExists(d.socket)), "the socket is removed");
});

Deno.test("berth kill-server ends every session and the daemon", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "sleep", "600");
  await d.ok("new", "-d", "-s", "b", "sleep", "600");
  const pids = (await listJson(d)).map((s) => s.pid);
  const daemonPid = await d.daemonPid();
  await d.ok("kill-server");
  await waitFor(() => !isAlive(daemonPid), 15_000, "daemon exit");
  for (const pid of pids) {
    assert.ok(!isAlive(pid), `session child ${pid} is gone`);
  }
  assert.ok(!(await pathExists(d.socket)));
  const r = await d.cli("kill-server");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: No berth daemon is running on .*\n$/);
});

Deno.test("mistakes give one-line errors and exit code 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "x", "sleep", "600");
  const cases: [string[], RegExp][] = [
    [["kill", "nope"], /No session named nope/],
    [["attach", "nope"], /No session named nope/],
    [["new", "-d", "-s", "x", "sleep", "1"], /already exists/],
    [["new", "-d", "-s", "a:b"], /Session name "a:b"/],
    [["new", "-d", "--cols", "abc"], /-x\/--cols must be a whole number/],
    [["new", "-d", "-y", "0"], /-y\/--rows must be a whole number/],
    [["new", "-d", "--bogus"], /Unknown option --bogus/],
    [["new", "-d", "-s", "y", "--", "no-such-program-xyz"], /not found/i],
    [["new", "-d", "-s", "z", "--cwd", "/no/such/dir", "sh"], /directory/i],
    [["new", "-d", "-e", "NOEQUALS", "sh"], /KEY=VALUE/],
    [["frobnicate"], /Unknown command "frobnicate"/],
    [["copy-mode"], /^berth: No client is attached to session x/],
    [["attach"], /needs a terminal/],
  ];
  for (const [args, re] of cases) {
    const r = await d.cli(...args);
    assert.equal(
      r.code,
      1,
      `berth ${args.join(" ")}: exit code (stderr: ${r.stderr})`,
    );
    assert.match(
      r.stderr,
      /^berth: [^\n]+\n$/,
      `berth ${args.join(" ")}: one line`,
    );
    assert.match(r.stderr, re, `berth ${args.join(" ")}`);
    assert.doesNotMatch(r.stderr, /\bat .*\.ts:\d+/, "no stack trace");
  }
  assert.deepEqual((await listJson(d)).map((s) => s.name), ["x"]);
});

Deno.test("the socket directory is created 0700 and a directory open to others is refused", async () => {
  await using d = await TestDaemon.create();
  const runtime = `${d.dir}/xdg`;
  await Deno.mkdir(runtime);
  const env = { XDG_RUNTIME_DIR: runtime };
  // -L under XDG_RUNTIME_DIR, not the test's own --socket.
  const viaL = (...args: string[]) =>
    d.cliWith({ env, noSocket: true }, ...args);
  let r = await viaL("-L", "t", "new", "-d", "-s", "s", "sleep", "600");
  assert.equal(r.code, 0, r.stderr);
  const st = await Deno.stat(`${runtime}/berth`);
  assert.equal(st.mode! & 0o777, 0o700);
  assert.ok(await pathExists(`${runtime}/berth/t.sock`));
  r = await viaL("-L", "t", "kill-server");
  assert.equal(r.code, 0, r.stderr);
  await waitFor(
    async () => !(await pathExists(`${runtime}/berth/t.sock`)),
    15_000,
    "socket removal",
  );

  await Deno.chmod(`${runtime}/berth`, 0o755);
  r = await viaL("-L", "t", "new", "-d", "sleep", "600");
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    /^berth: Socket directory .* is open to others \(mode 755\); run chmod 700 .*\n$/,
  );
  assert.ok(
    !(await pathExists(`${runtime}/berth/t.sock`)),
    "no daemon started",
  );
  // The daemon itself refuses too, not only the client that would start it.
  r = await viaL("-L", "t", "__daemon");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /is open to others/);
  assert.ok(
    !(await pathExists(`${runtime}/berth/t.sock`)),
    "no daemon started",
  );

  if (Deno.uid() === 0) {
    // Only root can hand a directory to another user to try this.
    await Deno.chmod(`${runtime}/berth`, 0o700);
    await Deno.chown(`${runtime}/berth`, 65534, 65534);
    r = await viaL("-L", "t", "new", "-d", "sleep", "600");
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /^berth: Socket directory .* is owned by uid 65534, not you; .*\n$/,
    );
    r = await viaL("-L", "t", "__daemon");
    assert.equal(r.code, 1);
    assert.match(r.stderr, /owned by uid 65534/);
    assert.ok(
      !(await pathExists(`${runtime}/berth/t.sock`)),
      "no daemon started",
    );
  }
});

Deno.test("a stale socket with no daemon behind it is replaced", async () => {
  await using d = await TestDaemon.create();
  // A socket file nobody listens on, as a daemon killed by SIGKILL leaves.
  const py = `import socket; socket.socket(socket.AF_UNIX).bind(${
    JSON.stringify(d.socket)
  })`;
  assert.equal(
    (await new Deno.Command("python3", { args: ["-c", py] }).output()).code,
    0,
  );
  assert.ok(await pathExists(d.socket));
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  assert.deepEqual((await listJson(d)).map((s) => s.name), ["s"]);
});

Deno.test("malformed, oversized, unknown and out-of-order frames drop only their sender", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "keep",
    "--",
    "sh",
    "-c",
    "echo alive; sleep 600",
  );
  // On a loaded machine the shell may not have printed yet when the
  // cases are done.
  await d.ok("wait", "keep", "--text", "alive", "--timeout", "20");
  const hello = encodeFrame({
    t: "hello",
    version: PROTOCOL_VERSION,
    client: "test",
  });
  const oversized = new Uint8Array(4);
  new DataView(oversized.buffer).setUint32(0, MAX_FRAME_BYTES + 1);
  const garbage = new Uint8Array([0, 0, 0, 2, 0x92, 0x01]); // array of 2, 1 given

  const cases: [string, Uint8Array[], RegExp][] = [
    ["oversized frame", [hello, oversized], /too-large/],
    ["malformed msgpack", [hello, garbage], /Malformed msgpack/],
    [
      "unknown type",
      [hello, encodeFrame({ t: "format-disk" })],
      /Unknown message type/,
    ],
    [
      "request before hello",
      [encodeFrame({ t: "req", id: 1, op: "ls" })],
      /Expected hello first/,
    ],
    ["input while not attached", [
      hello,
      encodeFrame({ t: "input", data: new Uint8Array([65]) }),
    ], /not attached/],
    [
      "wrong version",
      [encodeFrame({ t: "hello", version: 999, client: "x" })],
      /protocol 999/,
    ],
    ["ack never sent", [
      hello,
      encodeFrame({
        t: "req",
        id: 1,
        op: "attach",
        name: "keep",
        cols: 80,
        rows: 24,
      }),
      encodeFrame({ t: "ack", seq: 99 }),
    ], /never sent/],
  ];
  for (const [what, frames, re] of cases) {
    await using raw = await RawClient.connect(d.socket);
    for (const f of frames) await raw.write(f);
    const msgs = await raw.readUntilClosed(10_000);
    const fatal = msgs.find((m) => (m as { t?: string }).t === "fatal") as
      | { code: string; message: string }
      | undefined;
    assert.ok(
      fatal,
      `${what}: a fatal message before the close (got ${JSON.stringify(msgs)})`,
    );
    assert.match(`${fatal.code} ${fatal.message}`, re, what);
  }
  // Everyone else carries on.
  const sessions = await listJson(d);
  assert.deepEqual(sessions.map((s) => s.name), ["keep"]);
  assert.ok(isAlive(sessions[0].pid));
  const c = await d.connect();
  const cap = await c.request({ op: "capture", name: "keep" });
  c.close();
  assert.equal(cap.screen.lines[0], "alive");
});

Deno.test("text too long in a request gets one line back, and the connection lives on", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const long = "x".repeat(70);
  const cases: [string[], RegExp][] = [
    [["rename-window", "-t", "w:0", long], /^berth: Window name is longer/],
    [["new-window", "-t", "w", "-n", long], /^berth: Window name is longer/],
    [
      ["select-window", "-t", `w:${"y".repeat(150)}`],
      /^berth: Target is longer than 144 characters\n$/,
    ],
  ];
  for (const [args, re] of cases) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args[0]);
    assert.match(r.stderr, re, args[0]);
  }
  const c = await d.connect();
  await assert.rejects(
    c.request({ op: "rename-window", name: "w:0", newName: long }),
    /Window name is longer than 64 characters/,
  );
  const cap = await c.request({ op: "capture", name: "w" });
  c.close();
  assert.equal(cap.screen.lines.length, 24, "answered on the same connection");
  assert.equal((await listJson(d)).length, 1);
});

async function listJson(d: TestDaemon): Promise<SessionInfo[]> {
  return JSON.parse(await d.ok("ls", "--json"));
}

Deno.test("with no command, the user's $SHELL starts as a login shell (as in tmux)", async () => {
  await using d = await TestDaemon.create();
  const r = await d.cliWith(
    { env: { SHELL: "/bin/bash" } },
    "new",
    "-d",
    "-s",
    "sh",
    "--keep",
  );
  assert.equal(r.code, 0, r.stderr);
  const c = await d.connect();
  const send = (text: string) =>
    c.request({ op: "send", name: "sh", data: new TextEncoder().encode(text) });
  await send('echo "zero=$0"; shopt -q login_shell && echo is-login; exit\n');
  await c.request({ op: "wait", name: "sh", exit: true, timeoutMs: 20_000 });
  const { screen } = await c.request({ op: "capture", name: "sh" });
  c.close();
  assert.ok(screen.lines.includes("zero=-bash"), screen.lines.join("\n"));
  assert.ok(screen.lines.includes("is-login"), screen.lines.join("\n"));
  assert.deepEqual(JSON.parse(await d.ok("ls", "--json"))[0].command, [
    "/bin/bash",
  ]);
});

Deno.test("berth kill ends a session that ignores SIGHUP (SIGKILL after the grace)", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "stubborn",
    "--",
    "sh",
    "-c",
    "trap '' HUP; sleep 600; sleep 600",
  );
  await d.ok("new", "-d", "-s", "other", "sleep", "600");
  const s = (await listJson(d)).find((x) => x.name === "stubborn")!;
  await d.ok("kill", "stubborn");
  assert.deepEqual((await listJson(d)).map((x) => x.name), ["other"]);
  const exit = await d.ok("wait", "stubborn", "--exit", "--timeout", "20");
  assert.equal(exit, "killed SIGKILL\n");
  assert.ok(!isAlive(s.pid));
});
