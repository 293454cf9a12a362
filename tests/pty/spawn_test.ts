import assert from "node:assert/strict";
import {
  getWindowSize,
  setWindowSize,
  SpawnError,
  spawnPty,
  type WaitStatus,
} from "../../pty/mod.ts";
import { PtyChild, testEnv } from "./_helpers.ts";

Deno.test("spawnPty() runs echo: output and exit status", async () => {
  const child = new PtyChild({ file: "echo", args: ["hello", "pty"] });
  const status = await child.finish();
  // The line discipline's output processing turns LF into CR LF.
  assert.equal(child.output, "hello pty\r\n");
  assert.deepEqual(status, { code: 0, signal: null });
  assert.match(child.pty.ptsName, /^\/dev\/pts\/\d+$/);
});

Deno.test("spawnPty() children: exit codes and signal deaths are decoded", async () => {
  const cases: [string, WaitStatus][] = [
    ["exit 0", { code: 0, signal: null }],
    ["exit 3", { code: 3, signal: null }],
    ["exit 255", { code: 255, signal: null }],
    ["kill -TERM $$", { code: null, signal: 15 }],
    ["kill -KILL $$", { code: null, signal: 9 }],
    ["kill -SEGV $$", { code: null, signal: 11 }],
    ["kill -HUP $$", { code: null, signal: 1 }],
  ];
  for (const [script, want] of cases) {
    const child = new PtyChild({ file: "sh", args: ["-c", script] });
    assert.deepEqual(await child.finish(), want, script);
  }
});

Deno.test("spawnPty() passes env and cwd to the child", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const child = new PtyChild({
      file: "sh",
      args: ["-c", 'echo "[$TERM][$COLORTERM][$BERTH][$(pwd)]"'],
      env: testEnv({ COLORTERM: "truecolor", BERTH: "/s.sock,work" }),
      cwd: dir,
    });
    await child.finish();
    const real = await Deno.realPath(dir);
    assert.equal(
      child.output,
      `[xterm-256color][truecolor][/s.sock,work][${real}]\r\n`,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("spawnPty() searches the child's PATH, not the daemon's", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(
      `${dir}/berth-only-here`,
      "#!/bin/sh\necho found me\n",
    );
    await Deno.chmod(`${dir}/berth-only-here`, 0o755);
    const child = new PtyChild({
      file: "berth-only-here",
      env: testEnv({ PATH: `${dir}:/usr/bin:/bin` }),
    });
    await child.finish();
    assert.equal(child.output, "found me\r\n");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("spawnPty() child has the pty as controlling terminal and stdio", async () => {
  const child = new PtyChild({
    file: "sh",
    // Session leader, its own process group, stdin/out/err all the pty.
    args: [
      "-c",
      "tty; readlink /proc/$$/fd/1 /proc/$$/fd/2; " +
      "set -- $(cut -d' ' -f5-8 /proc/$$/stat); echo \"sid=$2 tpgid=$4 pid=$$\"",
    ],
  });
  await child.finish();
  const lines = child.output.split("\r\n");
  const pts = child.pty.ptsName;
  assert.deepEqual(lines.slice(0, 3), [pts, pts, pts]);
  const m = /sid=(\d+) tpgid=(\d+) pid=(\d+)/.exec(lines[3])!;
  assert.ok(m, child.output);
  assert.equal(m[1], m[3], "the child leads a new session");
  assert.equal(m[2], m[3], "and is the terminal's foreground group");
});

Deno.test("spawnPty() child inherits no fds but 0, 1 and 2", async () => {
  // No pipe in the shell (a pipe's fds would be the shell's own, for a
  // moment, and show up in the list): `ls` lists the shell's fds.
  const child = new PtyChild({ file: "sh", args: ["-c", "ls /proc/$$/fd"] });
  await child.finish();
  assert.equal(child.output.trim().split(/\s+/).join(" "), "0 1 2");
});

Deno.test("spawnPty() child: Ctrl-C written to the master interrupts sleep", async () => {
  const child = new PtyChild({ file: "sleep", args: ["60"] });
  try {
    child.type("\x03");
    assert.deepEqual(await child.exited, { code: null, signal: 2 });
  } finally {
    await child.readToEnd().catch(() => {});
    child.close();
  }
});

Deno.test("spawnPty() child: bash -i gets job control", async () => {
  const child = new PtyChild({
    file: "bash",
    args: ["--norc", "--noprofile", "-i"],
    env: testEnv({ PS1: "$ " }),
  });
  try {
    await child.expect(/\$ $/);
    // With job control a background job gets its own process group.
    child.type(
      "sleep 60 & echo \"job=$(cut -d' ' -f5 /proc/$!/stat) shell=$(cut -d' ' -f5 /proc/$$/stat)\"\r",
    );
    const out = await child.expect(/job=(\d+) shell=(\d+)/);
    const [, job, shell] = /job=(\d+) shell=(\d+)/.exec(out)!;
    assert.notEqual(job, shell);
    child.type("jobs\r");
    await child.expect(/\[1\]\+\s+Running\s+sleep 60/);
    child.type("kill %1; exit 0\r");
    assert.deepEqual(await child.finish(), { code: 0, signal: null });
    assert.doesNotMatch(child.output, /no job control/);
  } finally {
    child.close();
  }
});

Deno.test("spawnPty() child: SIGPIPE is back to default (yes | head -1)", async () => {
  const child = new PtyChild({
    file: "bash",
    args: [
      "--norc",
      "--noprofile",
      "-c",
      'yes | head -1; echo "status=${PIPESTATUS[*]}"',
    ],
  });
  await child.finish();
  // 141 = 128 + SIGPIPE: `yes` died of the signal instead of seeing EPIPE.
  assert.equal(child.output, "y\r\nstatus=141 0\r\n");
});

Deno.test("spawnPty() sets the window size before the child starts", async () => {
  const child = new PtyChild({
    file: "stty",
    args: ["size"],
    cols: 132,
    rows: 43,
  });
  await child.finish();
  assert.equal(child.output, "43 132\r\n");
});

Deno.test("setWindowSize() is seen by the child (stty size, SIGWINCH)", async () => {
  const child = new PtyChild({
    file: "bash",
    args: [
      "--norc",
      "--noprofile",
      "-c",
      "trap 'echo \"winch $(stty size)\"; exit 0' WINCH; echo ready; while :; do sleep 0.05; done",
    ],
  });
  try {
    await child.expect(/ready\r\n/);
    setWindowSize(child.pty.fd, 101, 37);
    assert.deepEqual(getWindowSize(child.pty.fd), { cols: 101, rows: 37 });
    await child.expect(/winch 37 101\r\n/);
    assert.deepEqual(await child.finish(), { code: 0, signal: null });
  } finally {
    child.close();
  }
});

Deno.test("setWindowSize() refuses sizes a winsize cannot hold", () => {
  const child = new PtyChild({ file: "true" });
  try {
    assert.throws(() => setWindowSize(child.pty.fd, 0, 24), RangeError);
    assert.throws(() => setWindowSize(child.pty.fd, 80, 70000), RangeError);
  } finally {
    child.close();
  }
  return child.exited.then(() => {});
});

Deno.test("spawnPty() throws SpawnError with a one-line message", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/not-exec`, "echo hi\n");
    await Deno.writeTextFile(`${dir}/no-shebang`, "echo hi\n");
    await Deno.chmod(`${dir}/no-shebang`, 0o755);
    const bad: [{ file: string; cwd?: string }, RegExp][] = [
      [
        { file: "berth-no-such-command" },
        /^Command not found: berth-no-such-command \(check the name or your PATH\)$/,
      ],
      [{ file: "./nope" }, /^Command not found: \.\/nope \(check the path\)$/],
      [
        { file: `${dir}/not-exec` },
        /^Permission denied: .*not-exec is not executable/,
      ],
      [{ file: dir }, /^Not a program: .* is a directory/],
      [
        { file: `${dir}/no-shebang` },
        /^Cannot run .*no-shebang: not a program this system can execute \(check the file, or start a script with #!\)$/,
      ],
      [
        { file: "true", cwd: `${dir}/missing` },
        /^Directory not found: .*missing \(check the working directory\)$/,
      ],
      [{ file: "true", cwd: `${dir}/not-exec` }, /^Not a directory: /],
      [{ file: "" }, /^Empty command/],
    ];
    for (const [opts, re] of bad) {
      const err = assertThrowsSpawn(() =>
        spawnPty({ args: [], env: testEnv(), cols: 80, rows: 24, ...opts })
      );
      assert.match(err.message, re);
      assert.ok(!err.message.includes("\n"));
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("spawnPty() many spawns leave no zombies and no open fds", async () => {
  // In a process of its own: see _spawn_many.ts.
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./_spawn_many.ts", import.meta.url).pathname],
    stderr: "inherit",
  }).output();
  assert.equal(out.code, 0);
  const report = JSON.parse(new TextDecoder().decode(out.stdout));
  assert.deepEqual(report, {
    leakedFds: [],
    zombies: [],
    watching: [],
    codes: Array.from({ length: 100 }, (_, i) => i % 10),
    spawnErrors: 20,
  });
});

function assertThrowsSpawn(f: () => unknown): SpawnError {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof SpawnError, String(e));
    return e;
  }
  throw new Error("expected a SpawnError");
}
