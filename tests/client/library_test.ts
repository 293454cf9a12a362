/**
 * The client library (`client/mod.ts`) against a real daemon driving real
 * programs: python3, bash, vim, sh.
 */

import assert from "node:assert/strict";
import {
  type Berth,
  type BerthEvent,
  connect,
  ConnectionError,
  RequestError,
  type SessionHandle,
} from "../../client/mod.ts";
import { MAX_TIMEOUT_MS } from "../../protocol/limits.ts";
import { isAlive, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { libraryRig, rejectsWith } from "../_helpers/library_rig.ts";
import { pathExists } from "../_helpers/path_exists.ts";

const BASH = ["bash", "--norc", "--noprofile"];
const PROMPT = /^\$$/m; // "$ " with the trailing space trimmed

/** A new session of bash (prompt "$ ") in `size`, at its first prompt. */
async function bashAtPrompt(
  berth: Berth,
  size: { cols?: number; rows?: number } = {},
): Promise<SessionHandle> {
  const s = await berth.newSession({ cmd: BASH, env: { PS1: "$ " }, ...size });
  await s.waitFor(PROMPT, { timeoutMs: 20_000 });
  return s;
}

Deno.test("connect() starts the daemon; a python3 REPL is driven, captured and exits", async () => {
  await using t = await libraryRig();
  const { berth } = t;
  assert.ok(berth.daemonPid > 0);
  await using s = await berth.newSession({
    cmd: ["python3", "-q"],
    cols: 60,
    rows: 10,
  });
  assert.ok(s.pid > 0);
  await s.waitFor(/^>>>$/m, { timeoutMs: 20_000 });
  await s.send("1+1\n");
  // The result and the prompt after it: typed before the prompt, the next
  // line was echoed by the terminal right after the 2 (CI, under load).
  await s.waitFor(/^2\n>>>$/m, { timeoutMs: 20_000 });
  await s.send("print('wide: ' + chr(0x4e16) + chr(0x754c) + '!')\n");
  await s.waitFor(/^wide: 世界!\n>>>$/m, { timeoutMs: 20_000 });
  const screen = await s.capture();
  assert.equal(screen.cols, 60);
  assert.equal(screen.rows, 10);
  assert.deepEqual(screen.lines.slice(0, 5), [
    ">>> 1+1",
    "2",
    ">>> print('wide: ' + chr(0x4e16) + chr(0x754c) + '!')",
    "wide: 世界!",
    ">>>",
  ]);
  assert.equal(screen.text, screen.lines.join("\n"));
  assert.deepEqual(screen.cursor, { x: 4, y: 4, visible: true });
  assert.equal(screen.cells[3][6].ch, "世");
  assert.equal(screen.cells[3][6].width, 2);
  await s.send("exit()\n");
  assert.deepEqual(await s.waitExit({ timeoutMs: 20_000 }), {
    code: 0,
    signal: null,
  });
});

Deno.test("a bash prompt: commands, C-c, exit status 3", async () => {
  await using t = await libraryRig();
  await using s = await bashAtPrompt(t.berth);
  await s.send("echo $((6*7))\n");
  await s.waitFor(/^42\n\$$/m, { timeoutMs: 20_000 });
  await s.send("sleep 600");
  await s.sendKeys("Enter");
  // C-c only reaches sleep once bash has handed it the terminal; before
  // that it goes to bash, and sleep runs on. The window's name is the
  // terminal's foreground program (automatic-rename).
  await waitFor(
    async () => (await s.info()).windows?.[0].name === "sleep",
    20_000,
    "sleep in the foreground",
  );
  await s.sendKeys("C-c");
  await s.send("echo status=$?\n");
  await s.waitFor(/^status=130$/m, { timeoutMs: 20_000 });
  await s.send("exit 3\n");
  assert.deepEqual(await s.waitExit({ timeoutMs: 20_000 }), {
    code: 3,
    signal: null,
  });
  // Gone now, but its status is remembered for a late waitExit.
  assert.deepEqual(await s.waitExit(), { code: 3, signal: null });
  await rejectsWith(s.capture(), "not-found");
  await s.kill(); // Killing a session that is gone is no error.
});

Deno.test("waitFor() times out, matches strings literally, and fails when the session exits first", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: ["sh", "-c", "echo 'a+b (c)'; read x; exit 0"],
  });
  await s.waitFor("a+b (c)", { timeoutMs: 20_000 });
  await rejectsWith(
    s.waitFor("a+b (x)", { timeoutMs: 200 }),
    "timeout",
    /Timed out after 200 ms/,
  );
  await rejectsWith(s.waitIdle(60_000, { timeoutMs: 200 }), "timeout");
  await rejectsWith(s.waitExit({ timeoutMs: 200 }), "timeout");
  const never = s.waitFor(/never/);
  await s.send("\n");
  await rejectsWith(never, "exited");
  await rejectsWith(
    t.berth.session("nope").waitFor(/x/),
    "not-found",
    /No session named nope/,
  );
});

Deno.test("an AbortSignal cancels waitFor() and waitExit()", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({ cmd: ["sleep", "600"] });
  const ac = new AbortController();
  const text = s.waitFor(/never/, { signal: ac.signal });
  const exit = s.waitExit({ signal: ac.signal });
  ac.abort();
  // As fetch() and Deno's APIs: the signal's reason, an AbortError.
  for (const wait of [text, exit]) {
    await assert.rejects(wait, (err: Error) => err.name === "AbortError");
  }
  await assert.rejects(
    s.waitIdle(10, { signal: ac.signal }),
    (err: Error) => err.name === "AbortError",
    "an aborted signal fails at once",
  );
  await s.waitIdle(50, { timeoutMs: 20_000 }); // Still usable.
});

Deno.test("waitIdle() resolves once output stops", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: [
      "sh",
      "-c",
      "for i in 1 2 3 4 5; do echo tick $i; sleep 0.1; done; sleep 600",
    ],
  });
  await s.waitIdle(300, { timeoutMs: 20_000 });
  assert.match((await s.capture()).text, /tick 5/);
});

Deno.test("events() sees output, title, bell, resize and exit, in order, then ends", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: [
      "sh",
      "-c",
      String
        .raw`read x; printf '\033]0;first title\007'; echo hi; printf '\007'; read y; printf '\033]2;second\007'; exit 4`,
    ],
  });
  await s.waitIdle(100, { timeoutMs: 20_000 });
  const seen: BerthEvent[] = [];
  const stream = s.events();
  await s.send("\n");
  for await (const ev of stream) {
    seen.push(ev);
    if (ev.type === "bell") {
      await s.resize(100, 30);
    }
    if (ev.type === "resize") await s.send("\n");
  }
  const kinds = seen.map((e) => e.type).filter((k) => k !== "output");
  assert.deepEqual(kinds, ["title", "bell", "resize", "title", "exit"]);
  assert.deepEqual(
    seen.filter((e) => e.type === "title").map((e) =>
      e.type === "title" && e.title
    ),
    ["first title", "second"],
  );
  assert.ok(seen.some((e) => e.type === "output" && e.bytes > 0));
  const resize = seen.find((e) => e.type === "resize");
  assert.deepEqual(resize && { ...resize, time: 0 }, {
    type: "resize",
    cols: 100,
    rows: 30,
    time: 0,
  });
  assert.deepEqual(seen.at(-1)?.type === "exit" && seen.at(-1), {
    type: "exit",
    status: { code: 4, signal: null },
    time: seen.at(-1)!.time,
  });
  for (const ev of seen) assert.ok(ev.time > 0);
});

Deno.test("events(): leaving the loop early, an abort signal, an unknown session", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: ["sh", "-c", "while :; do echo x; sleep 0.02; done"],
  });
  for await (const ev of s.events()) {
    if (ev.type === "output") break; // Unsubscribes.
  }
  const ac = new AbortController();
  let n = 0;
  for await (const _ of s.events({ signal: ac.signal })) {
    if (++n === 3) ac.abort();
  }
  assert.equal(n, 3);
  await assert.rejects(
    async () => {
      for await (const _ of t.berth.session("nope").events()) {
        // Never reached.
      }
    },
    (err) => err instanceof RequestError && err.code === "not-found",
  );
  await s.waitFor(/x/, { timeoutMs: 20_000 }); // The connection is fine.
});

Deno.test("capture() returns scrollback and SGR lines", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: ["sh", "-c", String.raw`seq 1 30; printf '\033[1;31mred\033[0m\n'`],
    rows: 10,
    keep: true,
  });
  await s.waitExit({ timeoutMs: 20_000 });
  const screen = await s.capture();
  assert.equal(screen.scrollback, undefined);
  assert.deepEqual(screen.lines.slice(0, 9), [
    "23",
    "24",
    "25",
    "26",
    "27",
    "28",
    "29",
    "30",
    "red",
  ]);
  assert.equal(screen.ansi.length, 10);
  assert.equal(screen.ansi[8], "\x1b[1;31mred\x1b[0m");
  assert.equal(screen.cells[8][0].bold, true);
  assert.equal(screen.cells[8][0].fg, 1);
  const five = await s.capture({ scrollback: 5 });
  assert.deepEqual(five.scrollback, ["18", "19", "20", "21", "22"]);
  assert.equal(five.ansi.length, 15);
  const all = await s.capture({ scrollback: "all" });
  assert.equal(all.scrollback?.length, 22);
  assert.equal(all.scrollback?.[0], "1");
});

Deno.test("lines() gives capture's lines; join: true, a long line whole", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: [
      "sh",
      "-c",
      String.raw`seq 1 3; printf '[31m%s[0m
' "$(seq -s, 1 20)"`,
    ],
    cols: 10,
    rows: 10,
    keep: true,
  });
  await s.waitExit({ timeoutMs: 20_000 });
  const rows = await s.lines();
  assert.deepEqual(rows.slice(0, 8), [
    "1",
    "2",
    "3",
    "1,2,3,4,5,",
    "6,7,8,9,10",
    ",11,12,13,",
    "14,15,16,1",
    "7,18,19,20",
  ]);
  const joined = await s.lines({ join: true, scrollback: "all" });
  assert.deepEqual(joined.slice(0, 4), [
    "1",
    "2",
    "3",
    "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
  ]);
  const ansi = await s.lines({ ansi: true, join: true });
  assert.ok(
    ansi[3].startsWith("\x1b[31m1,2,3,4,5,\x1b[0m\x1b[31m6,7"),
    ansi[3],
  );
});

Deno.test("resize() changes the size the program sees", async () => {
  await using t = await libraryRig();
  // Each line in one write(2). With PYTHONUNBUFFERED set (this machine's
  // environment has it), print() writes "ready" and its newline apart: the
  // wait below matches between the two, and when the resize's SIGWINCH
  // comes before the newline, the handler's line lands on the same row
  // ("readysize 120 40", never matched: CI failed so, 20 s).
  await using s = await t.berth.newSession({
    cmd: [
      "python3",
      "-c",
      "import os,signal,time\nsignal.signal(signal.SIGWINCH, lambda *a: os.write(1, b'size %d %d\\n' % os.get_terminal_size()))\nos.write(1, b'ready\\n')\nwhile True: time.sleep(1)",
    ],
  });
  await s.waitFor(/^ready$/m, { timeoutMs: 20_000 });
  await s.resize(120, 40);
  await s.waitFor(/^size 120 40$/m, { timeoutMs: 20_000 });
  const screen = await s.capture();
  assert.equal(screen.cols, 120);
  assert.equal(screen.rows, 40);
  const info = await s.info();
  assert.equal(info.cols, 120);
  assert.equal(info.rows, 40);
  await rejectsWith(t.berth.session("nope").resize(10, 10), "not-found");
});

Deno.test("sendKeys() drives vim: cursor keys, Escape, a ruler on the last row", async () => {
  await using t = await libraryRig();
  const file = `${t.d.dir}/notes.txt`;
  await Deno.writeTextFile(file, "one\ntwo\nthree\n");
  await using s = await t.berth.newSession({
    cmd: ["vim", "-u", "NONE", "-i", "NONE", "-N", "-n", file],
    cols: 80,
    rows: 24,
  });
  await s.waitFor(/notes\.txt" 3L/, { timeoutMs: 20_000 });
  await s.sendKeys("Down", "Down", "Up");
  await s.send("dd");
  await s.waitFor(/^one\nthree$/m, { timeoutMs: 20_000 });
  await s.send(":set ruler\r");
  await s.sendKeys("End");
  await s.waitFor(/2,5\s+All$/m, { timeoutMs: 20_000 });
  const screen = await s.capture();
  assert.match(screen.lines[23], /2,5\s+All$/, "the ruler is on the last row");
  assert.equal(screen.lines[2], "~");
  await s.sendKeys("Escape");
  await s.send(":wq\r");
  assert.deepEqual(await s.waitExit({ timeoutMs: 20_000 }), {
    code: 0,
    signal: null,
  });
  assert.equal(await Deno.readTextFile(file), "one\nthree\n");
});

Deno.test("send() splits long input so that the program's input buffer never overflows", async () => {
  await using t = await libraryRig();
  const size = 3 * 1024 * 1024; // Three times the daemon's input bound.
  await using s = await t.berth.newSession({
    cmd: [
      "python3",
      "-c",
      `import os,tty\ntty.setraw(0)\nprint('ready', end='\\r\\n', flush=True)\nn = 0\nwhile n < ${size}: n += len(os.read(0, 65536))\nprint('got', n, end='\\r\\n', flush=True)\nos.read(0, 1)`,
    ],
  });
  await s.waitFor(/^ready$/m, { timeoutMs: 20_000 });
  await s.send(new Uint8Array(size).fill(0x61));
  await s.waitFor(new RegExp(`^got ${size}$`, "m"), { timeoutMs: 60_000 });
});

Deno.test("run() returns the status and final screen, and leaves no session", async () => {
  await using t = await libraryRig();
  const r = await t.berth.run(["sh", "-c", "echo out; exit 3"], {
    cols: 40,
    rows: 5,
  });
  assert.deepEqual(r.status, { code: 3, signal: null });
  assert.deepEqual(r.screen.lines, ["out", "", "", "", ""]);
  const killed = await t.berth.run(["sh", "-c", "kill -TERM $$"]);
  assert.deepEqual(killed.status, { code: null, signal: "SIGTERM" });
  await rejectsWith(
    t.berth.run(["sleep", "600"], { timeoutMs: 300 }),
    "timeout",
  );
  const ac = new AbortController();
  const aborted = t.berth.run(["sleep", "600"], { signal: ac.signal });
  setTimeout(() => ac.abort(), 100);
  await assert.rejects(aborted);
  await rejectsWith(
    t.berth.run(["no-such-program-xyz"]),
    "spawn",
  );
  assert.deepEqual(await t.berth.list(), []);
});

Deno.test("await using kills the session; a closed Berth fails with ConnectionError", async () => {
  await using t = await libraryRig();
  let pid = 0;
  {
    await using s = await t.berth.newSession({ cmd: ["sleep", "600"] });
    pid = s.pid;
    assert.ok(isAlive(pid));
  }
  // Out of the list at once; the program ends in the background.
  assert.deepEqual(await t.berth.list(), []);
  await waitFor(() => !isAlive(pid), 10_000, "disposed: killed and reaped");
  assert.deepEqual(await t.berth.list(), []);
  const other = await connect({ socket: t.d.socket, start: false });
  await other.close();
  await assert.rejects(other.list(), ConnectionError);
  await other.session("x")[Symbol.asyncDispose](); // No error once closed.
});

Deno.test("connect() fails with the library's ConnectionError, never the CLI's UserError", async () => {
  await using d = await TestDaemon.create();
  const failsWith = async (p: Promise<unknown>, kind: string, re: RegExp) => {
    const err = await p.then(() => null, (e) => e);
    assert.ok(err instanceof ConnectionError, `a ConnectionError: ${err}`);
    assert.equal(err.kind, kind);
    assert.match(err.message, re);
  };
  await failsWith(
    connect({ socket: d.socket, start: false }),
    "no-daemon",
    /No berth daemon at /,
  );
  // A socket whose directory is a regular file: refused before anything
  // is started or sent.
  await Deno.writeTextFile(`${d.dir}/file`, "");
  await failsWith(
    connect({ socket: `${d.dir}/file/x.sock` }),
    "unsafe-dir",
    /is not a directory/,
  );
  // A path too long for sun_path: one clear error, not a TypeError.
  await failsWith(
    connect({ socket: `${d.dir}/${"x".repeat(120)}.sock` }),
    "bad-path",
    /too long for a Unix socket/,
  );
});

Deno.test("connect() removes the socket of a daemon that died and says so; with start, a new one runs", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  Deno.kill(await d.daemonPid(), "SIGKILL");
  await waitFor(() => refused(d.socket), 10_000, "daemon death");
  const err = await connect({ socket: d.socket, start: false }).then(
    () => null,
    (e) => e,
  );
  assert.ok(err instanceof ConnectionError, `a ConnectionError: ${err}`);
  assert.equal(err.kind, "died", err.message);
  assert.match(
    err.message,
    /had died; removed its socket \(its log: .*\.log\)/,
  );
  assert.ok(!(await pathExists(d.socket)), "the stale socket is gone");

  // Left behind again; connect() with start replaces it quietly.
  await d.ok("new", "-d", "-s", "t", "sleep", "600");
  const dead = await d.daemonPid();
  Deno.kill(dead, "SIGKILL");
  await waitFor(() => refused(d.socket), 10_000, "daemon death");
  await using berth = await connect({ socket: d.socket });
  assert.notEqual(berth.daemonPid, dead);
  assert.deepEqual(await berth.list(), []);
});

/**
 * True once nothing listens on the socket at `path` (a killed daemon's
 * threads close it a moment after its pid turns zombie).
 */
async function refused(path: string): Promise<boolean> {
  try {
    (await Deno.connect({ transport: "unix", path })).close();
    return false;
  } catch (err) {
    return err instanceof Deno.errors.ConnectionRefused;
  }
}

/** Processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const kids: number[] = [];
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${e.name}/stat`);
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) kids.push(Number(e.name));
    } catch {
      // It ended while we looked.
    }
  }
  return kids;
}

function openFds(pid: number): number {
  return [...Deno.readDirSync(`/proc/${pid}/fd`)].length;
}

Deno.test("50 sessions created, driven and killed concurrently leave no process and no fd behind", async () => {
  await using t = await libraryRig();
  const { berth } = t;
  const daemon = berth.daemonPid;
  const drive = async (i: number) => {
    await using s = await berth.newSession({
      name: `s${i}`,
      cmd: BASH,
      env: { PS1: "$ " },
      cols: 40 + i,
      rows: 10,
    });
    await s.waitFor(PROMPT, { timeoutMs: 120_000 });
    await s.send(`echo $((${i} * 3)); printf '\\033]0;t${i}\\007'\n`);
    await s.waitFor(new RegExp(`^${i * 3}\\n\\$$`, "m"), {
      timeoutMs: 120_000,
    });
    const screen = await s.capture();
    assert.equal(screen.cols, 40 + i);
    assert.equal(screen.title, `t${i}`);
    return s.pid;
  };
  // Warm up: the daemon's first sessions open what it keeps (FFI, threads).
  await Promise.all([drive(100), drive(101)]);
  const fdsBefore = openFds(daemon);
  const pids = await Promise.all(
    Array.from({ length: 50 }, (_, i) => drive(i)),
  );
  assert.equal(new Set(pids).size, 50);
  assert.deepEqual(await berth.list(), []);
  // A kill answers at once; the programs end in the background (SIGHUP).
  await waitFor(
    () => pids.every((pid) => !isAlive(pid)) && childrenOf(daemon).length === 0,
    20_000,
    "every child gone",
  ).catch(() => {
    for (const pid of pids) assert.ok(!isAlive(pid), `child ${pid} is gone`);
    assert.deepEqual(childrenOf(daemon), [], "no child of the daemon left");
  });
  // Ptys close once their writers have stopped, a moment after the end; a
  // leak of even one fd per session would stay at 50 or more.
  let fdsAfter = 0;
  await waitFor(
    () => (fdsAfter = openFds(daemon)) <= fdsBefore + 2,
    20_000,
    "the daemon's fds to be closed",
  ).catch(() => {
    assert.fail(`daemon fds: ${fdsBefore} before, ${fdsAfter} after`);
  });
});

Deno.test("SessionHandle.waitFor() refuses a timeout over 2^31-1 ms at once, and honours the largest", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({ cmd: ["cat"] });
  // Once, 2 ** 31 ms passed validation and setTimeout fired it in 7 ms.
  await rejectsWith(
    s.waitFor(/never/, { timeoutMs: 2 ** 31 }),
    "bad-request",
    /timeoutMs must be a whole number of ms from 0 to 2147483647/,
  );
  await rejectsWith(s.waitIdle(2 ** 31), "bad-request", /quietMs/);
  // The largest allowed timeout waits: the text comes after a pause.
  const seen = s.waitFor(/^hello$/m, { timeoutMs: MAX_TIMEOUT_MS });
  await new Promise((r) => setTimeout(r, 200));
  await s.send("hello\n");
  await seen;
});

Deno.test("waitFor({ onlyNew }) matches only text that appeared after the wait began", async () => {
  await using t = await libraryRig();
  await using s = await bashAtPrompt(t.berth, { cols: 40, rows: 6 });
  // The prompt on the screen already is old: no match, a timeout.
  await rejectsWith(
    s.waitFor(PROMPT, { onlyNew: true, timeoutMs: 300 }),
    "timeout",
  );
  // Begun before the input (the daemon takes requests in order): the next
  // prompt matches, not the row the command was typed on.
  const prompt = s.waitFor(PROMPT, { onlyNew: true, timeoutMs: 20_000 });
  await s.send("echo hi\n");
  await prompt;
  assert.deepEqual((await s.lines()).slice(0, 4), [
    "$ echo hi",
    "hi",
    "$",
    "",
  ]);
  // A line that scrolled into the history after the wait began matches;
  // one that had scrolled there before does not.
  const line = s.waitFor(/^x150$/m, { onlyNew: true, timeoutMs: 20_000 });
  await s.send("seq -f x%g 1 200\n");
  await line;
  await s.waitFor(/^x200$/m, { timeoutMs: 20_000 });
  await rejectsWith(
    s.waitFor(/^x150$/m, { onlyNew: true, timeoutMs: 300 }),
    "timeout",
  );
});

Deno.test("waitFor({ onlyNew }) does not match a line shown before the wait began when it scrolls into the history", async () => {
  await using t = await libraryRig();
  await using s = await bashAtPrompt(t.berth, { cols: 40, rows: 6 });
  await s.send("echo READY\n");
  await s.waitFor(/^READY\n\$$/m, { timeoutMs: 20_000 });
  // READY was on the screen before the wait began: it is old text even
  // after the lines below push it off the top.
  const old = s.waitFor(/^READY$/m, { onlyNew: true, timeoutMs: 2_000 });
  await s.send("seq -f x%g 1 20\n");
  await s.waitFor(/^x20$/m, { timeoutMs: 20_000 });
  await rejectsWith(old, "timeout");
});

Deno.test("send() behind two waitFor({ onlyNew }) begun between sends keeps the sends' order", async () => {
  await using t = await libraryRig();
  await using s = await t.berth.newSession({
    cmd: ["cat"],
    cols: 40,
    rows: 6,
  });
  await s.waitIdle(300, { timeoutMs: 20_000 });
  // Sent together on one connection, as the daemon takes them in order:
  // each send waits for the watch begun before it, and types in order.
  const first = s.waitFor(/A/, { onlyNew: true, timeoutMs: 20_000 });
  const a = s.send("A");
  const second = s.waitFor(/B/, { onlyNew: true, timeoutMs: 20_000 });
  const b = s.send("B\n");
  await Promise.all([a, b, first, second]);
  // The echo, then cat's copy, as typed: keys out of order ("B" then "A")
  // or lost would never show this. Not a wait for quiet: on a busy machine
  // 300 ms passed before the echo came, and the lines were still empty.
  await s.waitFor(/^AB\nAB$/m, { timeoutMs: 20_000 });
});

Deno.test("run() aborted while its session is being made still ends at once", async () => {
  await using t = await libraryRig();
  const ac = new AbortController();
  // Aborted in the same turn as the call: before the session exists.
  const aborted = t.berth.run(["sleep", "600"], { signal: ac.signal });
  queueMicrotask(() => ac.abort());
  await rejectsWith(aborted, "timeout");
  assert.deepEqual(await t.berth.list(), []);
});
