/**
 * The script a local `berth attach` waits as (`client/attach_waiter.sh`),
 * run by dash and by bash (the /bin/sh of Debian, and of Fedora or Arch):
 * a resize and SIGTERM reach the daemon while it waits for a line, and a
 * line cut in two by them is read whole. The connection here is a TCP
 * one (bash opens it as fd 3, then execs the shell under test); the test
 * is the daemon.
 */

import assert from "node:assert/strict";
import { berthArgv, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";
import { FakeDaemon } from "./_fake_daemon.ts";

const SCRIPT = new URL("../../client/attach_waiter.sh", import.meta.url)
  .pathname;

/** `text` as a printf format, as `attach_waiter.ts` makes the frames. */
function octal(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((b) => "\\" + b.toString(8).padStart(3, "0")).join("");
}

/** Reads from `conn` until `want` has come; fails after 10 s without. */
async function expectBytes(
  conn: Deno.Conn,
  got: { text: string },
  want: string,
): Promise<void> {
  // Node's timers: this test's own limit, at which the read fails.
  const timer = setTimeout(() => conn.close(), 10_000);
  try {
    const buf = new Uint8Array(256);
    while (!got.text.includes(want)) {
      const n = await conn.read(buf).catch(() => null);
      assert.ok(
        n !== null,
        `no ${JSON.stringify(want)} (got ${JSON.stringify(got.text)})`,
      );
      got.text += new TextDecoder().decode(buf.subarray(0, n));
    }
  } finally {
    clearTimeout(timer);
  }
  got.text = got.text.slice(got.text.indexOf(want) + want.length);
}

/**
 * Waits until process `pid` blocks reading (in `read`, or a `select` or
 * `poll` before it: bash's read with a time limit): a signal then finds
 * the shell in its `read`. One that comes while it handles the bytes
 * before it waits again, dash runs only once its next `read` returns.
 */
async function blockedReading(pid: number): Promise<void> {
  // The syscalls' numbers: read, poll, select, pselect6, ppoll.
  const waits = Deno.build.arch === "aarch64"
    ? ["63", "72", "73"]
    : ["0", "7", "23", "270", "271"];
  await waitFor(
    () =>
      waits.includes(
        Deno.readTextFileSync(`/proc/${pid}/syscall`).split(" ")[0],
      ),
    10_000,
    "the script waiting in its read",
  );
}

/**
 * bash running `shell` (which runs the script, `$0`) in a user terminal
 * `cols` wide, this process as the daemon, with `env` for the script.
 */
function scriptInTerminal(
  shell: string,
  cols: number,
  env: Record<string, string>,
): UserTerminal {
  return UserTerminal.spawn(
    ["bash", "--norc", "--noprofile", "-c", shell, SCRIPT],
    {
      cols,
      rows: 10,
      env: {
        BERTH_W_DAEMON: String(Deno.pid),
        BERTH_W_RESIZE: octal("resize\n"),
        ...env,
      },
    },
  );
}

for (const shell of ["dash", "bash"]) {
  Deno.test(`the waiting script run by ${shell}: a resize and SIGTERM go on to the daemon while it waits for a line`, async () => {
    using listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const { port } = listener.addr as Deno.NetAddr;
    const child = new Deno.Command("bash", {
      args: [
        "--norc",
        "--noprofile",
        "-c",
        `exec 3<>/dev/tcp/127.0.0.1/${port} && exec ${shell} "$0"`,
        SCRIPT,
      ],
      env: {
        BERTH_W_MODES: "",
        BERTH_W_DAEMON: String(Deno.pid),
        BERTH_W_RESIZE: octal("resize\n"),
        BERTH_W_WAKEUP: octal("wakeup\n"),
        BERTH_W_TERM: octal("term\n"),
        BERTH_W_HUP: octal("hup\n"),
        BERTH_W_REFUSE: "",
        BERTH_W_RESET: "",
        BERTH_W_TOKEN: "",
      },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const conn = await listener.accept();
    const got = { text: "" };
    // The resize it sends as it starts: its traps are set.
    await expectBytes(conn, got, "resize\n");
    // Half a line: what the daemon sends may come in two reads.
    await conn.write(new TextEncoder().encode("done 143 [got "));
    await blockedReading(child.pid);
    child.kill("SIGWINCH");
    await expectBytes(conn, got, "resize\n");
    await blockedReading(child.pid);
    child.kill("SIGTERM");
    await expectBytes(conn, got, "term\n");
    await conn.write(new TextEncoder().encode("SIGTERM]\n"));
    const out = await child.output();
    assert.equal(new TextDecoder().decode(out.stderr), "[got SIGTERM]\n");
    assert.equal(out.code, 143);
    conn.close();
  });
}

Deno.test("a daemon gone as the attach becomes the script (its `waiting` unwritable): the attach ends as for a daemon gone, not as a failed exec", async () => {
  const fake = await FakeDaemon.start({
    answer: (req) => {
      if (req.op === "ls") return { data: { sessions: [{ name: "work" }] } };
      if (req.op === "options") return { data: { options: {}, warnings: [] } };
      if (req.op !== "attach-tty") return undefined;
      // Gone right behind its answer: a Unix socket's next write fails.
      setTimeout(() => fake.dropAll(), 20);
      return {
        data: { name: "work", token: "t", waiter: true, modes: "" },
      };
    },
  });
  // Not this process: a daemon that died, not one upgraded.
  fake.pid = 2 ** 22 + 1;
  try {
    await using t = UserTerminal.spawn(
      berthArgv(fake.path, "attach", "work"),
      { cols: 80, rows: 24, env: { BERTH_WAITER: "1" } },
    );
    assert.equal((await t.waitExit(20_000)).code, 1);
    await t.waitText(/\[daemon gone: lost connection\]/);
    assert.doesNotMatch(t.text(), /cannot wait/);
  } finally {
    await fake.close();
  }
});

Deno.test("the waiting script after an upgrade whose berth attach cannot start (its files gone): the terminal's modes back, and why", async () => {
  using listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  // The terminal in raw mode as the daemon holds it; the script is told
  // the modes before. Its `berth attach` again would be /bin/false.
  const shell = [
    "orig=$(stty -g); stty raw -echo",
    `exec 3<>/dev/tcp/127.0.0.1/${port}`,
    `BERTH_W_MODES=$orig sh "$0" /bin/false`,
    'code=$?; [ "$(stty -g)" = "$orig" ] && echo "modes back, $code"',
  ].join("; ");
  await using t = scriptInTerminal(shell, 200, {
    BERTH_W_TOKEN: "t",
    BERTH_W_MAIN: "/nonexistent/berth/main.ts",
  });
  const conn = await listener.accept();
  await expectBytes(conn, { text: "" }, "resize\n");
  // The daemon's process lives on, its connection closed: an upgrade.
  conn.close();
  await t.waitText(/could not start again.*run berth attach/);
  await t.waitText(/modes back, 1/);
});

for (const raw of [false, true]) {
  Deno.test(`the waiting script on a ${raw ? "raw" : "cooked"} terminal ${raw ? "asks for nothing" : "has the daemon take it again and draw (a kill -STOP and -CONT before its traps)"}`, async () => {
    using listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const { port } = listener.addr as Deno.NetAddr;
    // Cooked: what a job control shell leaves when its stopped job goes on.
    const shell = [
      raw ? "stty raw -echo" : "stty sane",
      `exec 3<>/dev/tcp/127.0.0.1/${port}`,
      'exec sh "$0"',
    ].join("; ");
    await using _t = scriptInTerminal(shell, 80, {
      BERTH_W_WAKEUP: octal("wakeup\n"),
      BERTH_W_STARTED: octal("started\n"),
    });
    const conn = await listener.accept();
    const got = { text: "" };
    await expectBytes(conn, got, "resize\n");
    if (!raw) await expectBytes(conn, got, "started\n");
    // Its end: all it sent before is in; a raw terminal's held no wakeup.
    await conn.write(new TextEncoder().encode("done 0 end\n"));
    const rest = new Uint8Array(64);
    const n = await conn.read(rest);
    got.text += n ? new TextDecoder().decode(rest.subarray(0, n)) : "";
    assert.equal(got.text, "");
    conn.close();
  });
}
