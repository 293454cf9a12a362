/**
 * End to end: tmux's `pipe-pane` through the CLI, with real shells and
 * real files: a log gets every byte a pane writes, exactly, until the pane
 * closes; a command that never reads stalls nothing and is cut off once
 * it is too far behind; `-I` types a command's output into the pane; `-o`
 * toggles; the pipe closes with its command and with its pane, follows
 * its pane to another session and across an upgrade, exactly; other
 * sessions never notice.
 */

import assert from "node:assert/strict";
import {
  isAlive,
  residentBytes,
  settledBytes,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";

const SHELL = ["sh"];

/** `seq 1 n` as it comes out of a pty (each LF becomes CR LF). */
function seqText(n: number): string {
  let s = "";
  for (let i = 1; i <= n; i++) s += `${i}\r\n`;
  return s;
}

async function pipeFlag(d: TestDaemon, target: string): Promise<string> {
  return (await d.ok("display-message", "-p", "-t", target, "#{pane_pipe}"))
    .trim();
}

function size(path: string): number {
  try {
    return Deno.statSync(path).size;
  } catch {
    return -1;
  }
}

async function pidIn(path: string): Promise<number> {
  await waitFor(() => size(path) > 0, 10_000, path);
  return Number((await Deno.readTextFile(path)).trim());
}

Deno.test("pipe-pane: the log gets every byte of seq 1 200000 exactly, and closes with the pane", async () => {
  await using d = await TestDaemon.create();
  // The program writes only once the pipe is open (`go` exists), then ends.
  await d.ok(
    "new",
    "-d",
    "-s",
    "p",
    "--",
    "sh",
    "-c",
    "while [ ! -e go ]; do sleep 0.02; done; seq 1 200000; echo END",
  );
  await d.ok("pipe-pane", "-t", "p", "echo $$ > cat.pid; exec cat > p.log");
  assert.equal(await pipeFlag(d, "p"), "1");
  const cat = await pidIn(`${d.dir}/cat.pid`);
  await Deno.writeTextFile(`${d.dir}/go`, "");
  const want = seqText(200000) + "END\r\n";
  // The pane ends (and with it the session): the command still gets its
  // last bytes, then the end of its input.
  await waitFor(() => !isAlive(cat), 30_000, "the pipe's cat to exit");
  const got = await Deno.readTextFile(`${d.dir}/p.log`);
  assert.equal(got.length, want.length);
  assert.ok(got === want, "the log is exactly the pane's output");
});

Deno.test("pipe-pane: a command that never reads stalls neither the pane nor other sessions, and is cut off past its bound", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "slow", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "other", "--", ...SHELL);
  await d.ok("pipe-pane", "-t", "slow", "echo $$ > sleep.pid; exec sleep 1000");
  const sleeper = await pidIn(`${d.dir}/sleep.pid`);
  try {
    const daemon = await d.daemonPid();
    const before = await settledBytes(daemon);
    // 64 MiB through the pane; the command reads none of it.
    await d.ok(
      "send-keys",
      "-t",
      "slow",
      "head -c 67108864 /dev/zero | tr '\\0' a; echo; echo FLOOD-DONE",
      "Enter",
    );
    // Meanwhile another session answers and runs.
    await d.ok("send-keys", "-t", "other", "echo other-$((6*7))", "Enter");
    await d.ok("wait", "other", "--text", "^other-42$", "--timeout", "20");
    await d.ok("wait", "slow", "--text", "^FLOOD-DONE$", "--timeout", "120");
    // Cut off: the pipe is closed, the daemon's log says why.
    await waitFor(async () => await pipeFlag(d, "slow") === "0", 10_000);
    assert.match(d.log(), /pipe-pane closed: its command .* fell 8 MiB behind/);
    // Its memory did not take the 64 MiB on (tmux's grows by all of it):
    // a flood like this grows the daemon by 34-37 MB without a pipe, and
    // by 43 MB with this one (measured), far below 64 MiB more.
    const grown = residentBytes(daemon) - before;
    assert.ok(grown < 80 * 1024 * 1024, `the daemon grew ${grown} bytes`);
    // The pane goes on as before.
    await d.ok("send-keys", "-t", "slow", "echo after-$((2+3))", "Enter");
    await d.ok("wait", "slow", "--text", "^after-5$", "--timeout", "20");
  } finally {
    if (isAlive(sleeper)) Deno.kill(sleeper, "SIGKILL");
  }
});

Deno.test("pipe-pane -I types the command's output into the pane; the pipe closes when the command exits", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "i", "--", ...SHELL);
  await d.ok("wait", "i", "--text", "^\\$", "--timeout", "20");
  await d.ok("pipep", "-I", "-t", "i", "echo echo hi");
  await d.ok("wait", "i", "--text", "^hi$", "--timeout", "20");
  await waitFor(async () => await pipeFlag(d, "i") === "0", 10_000);
  // -I and -O together: the command reads the pane and answers it (what
  // it types may come before the shell has run `echo x`: typed ahead).
  await d.ok(
    "pipe-pane",
    "-IO",
    "-t",
    "i",
    "read line; echo 'echo got-$((6*7))'; cat > /dev/null",
  );
  await d.ok("send-keys", "-t", "i", "echo x", "Enter");
  await d.ok("wait", "i", "--text", "got-42", "--timeout", "20");
  assert.equal(await pipeFlag(d, "i"), "1");
  await d.ok("pipe-pane", "-t", "i");
  assert.equal(await pipeFlag(d, "i"), "0");
});

Deno.test("pipe-pane -o opens a pipe only when none is open, else closes it; a new pipe-pane replaces the open one", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "o", "--", ...SHELL);
  await d.ok("wait", "o", "--text", "^\\$", "--timeout", "20");
  await d.ok("pipe-pane", "-o", "-t", "o", "cat >> a.log");
  assert.equal(await pipeFlag(d, "o"), "1");
  await d.ok("pipe-pane", "-o", "-t", "o", "cat >> b.log");
  assert.equal(await pipeFlag(d, "o"), "0");
  assert.equal(size(`${d.dir}/b.log`), -1, "the toggle opened nothing");
  await d.ok("pipe-pane", "-o", "-t", "o", "cat >> b.log");
  assert.equal(await pipeFlag(d, "o"), "1");
  await d.ok("send-keys", "-t", "o", "echo one-$((0+1))", "Enter");
  await waitFor(async () =>
    (await Deno.readTextFile(`${d.dir}/b.log`)).includes("one-1")
  );
  // Replaced: what comes next goes to the new command only.
  await d.ok("pipe-pane", "-t", "o", "cat >> c.log");
  await d.ok("send-keys", "-t", "o", "echo two-$((1+1))", "Enter");
  await waitFor(async () =>
    size(`${d.dir}/c.log`) > 0 &&
    (await Deno.readTextFile(`${d.dir}/c.log`)).includes("two-2")
  );
  assert.ok(!(await Deno.readTextFile(`${d.dir}/b.log`)).includes("two-2"));
  assert.ok(!(await Deno.readTextFile(`${d.dir}/a.log`)).includes("one-1"));
});

Deno.test("pipe-pane runs in the pane's environment and directory, with formats and strftime expanded for the pane", async () => {
  await using d = await TestDaemon.create();
  await Deno.mkdir(`${d.dir}/sub`);
  await d.ok("new", "-d", "-s", "f", "-c", `${d.dir}/sub`, "--", ...SHELL);
  await d.ok(
    "pipe-pane",
    "-t",
    "f",
    "echo #{pane_id} #{session_name} $BERTH_PANE $(pwd) %Y > ../fmt.txt; cat > /dev/null",
  );
  await waitFor(() => size(`${d.dir}/fmt.txt`) > 0);
  const id = (await d.ok("display-message", "-p", "-t", "f", "#{pane_id}"))
    .trim();
  // strftime's %Y too, as tmux 3.3a's pipe-pane (tmux-logging's
  // "cat >> log-%Y%m%d").
  const year = new Date().getFullYear();
  assert.match(
    (await Deno.readTextFile(`${d.dir}/fmt.txt`)).trim(),
    new RegExp(
      `^${id} f ${id} ${await Deno.realPath(`${d.dir}/sub`)} (${year}|${
        year + 1
      })$`,
    ),
  );
});

Deno.test("pipe-pane refuses a missing or dead pane with one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "x", "--", ...SHELL);
  const missing = await d.cli("pipe-pane", "-t", "nosuch", "cat");
  assert.equal(missing.code, 1);
  assert.equal(missing.stderr.trim().split("\n").length, 1);
  await d.ok("set-option", "-t", "x", "remain-on-exit", "on");
  await d.ok("split-window", "-t", "x", "--", "true");
  await waitFor(async () =>
    (await d.ok("display-message", "-p", "-t", "x:0.1", "#{pane_dead}"))
      .trim() === "1"
  );
  const dead = await d.cli("pipe-pane", "-t", "x:0.1", "cat");
  assert.equal(dead.code, 1);
  assert.match(dead.stderr, /has exited/);
  assert.equal(dead.stderr.trim().split("\n").length, 1);
  const extra = await d.cli("pipe-pane", "-t", "x", "cat", "more");
  assert.equal(extra.code, 1);
  assert.match(extra.stderr, /quote it whole/);
});

Deno.test("pipe-pane follows a pane moved to another session, and across berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "m1", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "m2", "--", ...SHELL);
  await d.ok("split-window", "-t", "m1", "--", ...SHELL);
  const id = (await d.ok("display-message", "-p", "-t", "m1:0.1", "#{pane_id}"))
    .trim();
  await d.ok(
    "pipe-pane",
    "-t",
    `m1:${id}`,
    "echo $$ > cat.pid; exec cat > m.log",
  );
  const cat = await pidIn(`${d.dir}/cat.pid`);
  const log = () => Deno.readTextFileSync(`${d.dir}/m.log`);
  await d.ok("join-pane", "-s", `m1:${id}`, "-t", "m2");
  assert.equal(await pipeFlag(d, `m2:${id}`), "1");
  await d.ok("send-keys", "-t", `m2:${id}`, "echo moved-$((3*3))", "Enter");
  await waitFor(() => log().includes("moved-9"));
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.equal(await pipeFlag(d, `m2:${id}`), "1");
  await d.ok("send-keys", "-t", `m2:${id}`, "echo still-$((4*4))", "Enter");
  await waitFor(() => log().includes("still-16"));
  assert.ok(isAlive(cat), "the same command goes on");
  // Stopped in the new daemon: the command reads the end of its input.
  await d.ok("pipe-pane", "-t", `m2:${id}`);
  await waitFor(() => !isAlive(cat), 10_000, "the pipe's cat to exit");
});

Deno.test("pipe-pane: a log is exact across berth upgrade in the middle of the output", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "u",
    "--",
    "sh",
    "-c",
    "while [ ! -e go ]; do sleep 0.02; done; seq 1 1000000; echo END; exec cat",
  );
  await d.ok("pipe-pane", "-t", "u", "cat > u.log");
  await Deno.writeTextFile(`${d.dir}/go`, "");
  await waitFor(() => size(`${d.dir}/u.log`) > 0);
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  const want = seqText(1000000) + "END\r\n";
  await waitFor(
    () => size(`${d.dir}/u.log`) >= want.length,
    60_000,
    "the whole output in the log",
  );
  const got = await Deno.readTextFile(`${d.dir}/u.log`);
  assert.equal(got.length, want.length);
  assert.ok(got === want, "the log is exactly the pane's output");
});

Deno.test("pipe-pane goes on with the new program of respawn-pane -k, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "r", "--", ...SHELL);
  await d.ok("pipe-pane", "-t", "r", "cat > r.log");
  await d.ok("send-keys", "-t", "r", "echo first-$((1+1))", "Enter");
  const log = () => Deno.readTextFileSync(`${d.dir}/r.log`);
  await waitFor(() => log().includes("first-2"));
  await d.ok(
    "respawn-pane",
    "-k",
    "-t",
    "r",
    "--",
    "sh",
    "-c",
    "echo second-$((2+2)); exec cat",
  );
  assert.equal(await pipeFlag(d, "r"), "1");
  await waitFor(() => log().includes("second-4"));
});

Deno.test("pipe-pane: the pipe closes when its command exits", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "h", "--", ...SHELL);
  await d.ok("wait", "h", "--text", "^\\$", "--timeout", "20");
  await d.ok("pipe-pane", "-t", "h", "head -c 5 > h.log");
  assert.equal(await pipeFlag(d, "h"), "1");
  await d.ok("send-keys", "-t", "h", "echo hello-world", "Enter");
  await waitFor(async () => await pipeFlag(d, "h") === "0", 10_000);
  assert.equal(await Deno.readTextFile(`${d.dir}/h.log`), "echo ");
  // The pane goes on; a new pipe opens as before.
  await d.ok("pipe-pane", "-o", "-t", "h", "cat > h2.log");
  assert.equal(await pipeFlag(d, "h"), "1");
});

/** Whether `pid` is gone for good: exited and reaped, not a zombie. */
function reaped(pid: number): boolean {
  try {
    Deno.statSync(`/proc/${pid}`);
    return false;
  } catch {
    return true;
  }
}

Deno.test("pipe-pane: a command whose pipe closed before berth upgrade is reaped by the new daemon, not left a zombie", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "z", "--", ...SHELL);
  // Closed, and still running at the upgrade: it exits after (z.go).
  await d.ok(
    "pipe-pane",
    "-t",
    "z",
    "exec < /dev/null; echo $$ > z.pid; while [ ! -e z.go ]; do sleep 0.05; done",
  );
  const sleeper = await pidIn(`${d.dir}/z.pid`);
  await d.ok("pipe-pane", "-t", "z");
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.ok(isAlive(sleeper), "the command outlived the upgrade");
  await Deno.writeTextFile(`${d.dir}/z.go`, "");
  await waitFor(() => !isAlive(sleeper), 20_000, "the command to exit");
  await waitFor(() => reaped(sleeper), 10_000, "the command to be reaped");
});

Deno.test("pipe-pane: a command behind at berth upgrade (a backlog held for it) still gets every byte once, and the pipe goes on", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--",
    "sh",
    "-c",
    "while [ ! -e go ]; do sleep 0.02; done; seq 1 300000; echo END; exec cat",
  );
  // It reads nothing until `read` exists: the pane's 2 MB wait for it,
  // beyond what the socket holds, in the daemon's backlog.
  await d.ok(
    "pipe-pane",
    "-t",
    "s",
    "while [ ! -e read ]; do sleep 0.02; done; exec cat > s.log",
  );
  await Deno.writeTextFile(`${d.dir}/go`, "");
  await d.ok("wait", "s", "--text", "^END$", "--timeout", "60");
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.equal(await pipeFlag(d, "s"), "1", "the pipe is still open");
  await Deno.writeTextFile(`${d.dir}/read`, "");
  await d.ok("send-keys", "-t", "s", "-l", "after");
  await d.ok("send-keys", "-t", "s", "Enter");
  const want = seqText(300000) + "END\r\nafter\r\nafter\r\n";
  await waitFor(
    () => size(`${d.dir}/s.log`) >= want.length,
    60_000,
    "the whole output in the log",
  );
  const got = await Deno.readTextFile(`${d.dir}/s.log`);
  assert.equal(got.length, want.length);
  assert.ok(got === want, "the log is exactly the pane's output");
});
