/**
 * End to end: the scripting commands (send, capture, wait, resize, events,
 * run) as a shell script uses them: real CLI processes, a real daemon, real
 * programs (python3, sh, less), exit codes and output formats.
 */

import assert from "node:assert/strict";
import type { ScreenJson } from "../../vt/types.ts";
import {
  berthArgv,
  type CliResult,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";

/** Asserts a CLI result's exit code, showing its output when it differs. */
function expectCode(r: CliResult, code: number, what: string): void {
  assert.equal(r.code, code, `${what}: stdout ${r.stdout} stderr ${r.stderr}`);
}

/** Asserts a failure: the exit code and one line on stderr matching `re`. */
function expectFailure(r: CliResult, code: number, re: RegExp, what: string) {
  expectCode(r, code, what);
  assert.match(r.stderr, /^berth: [^\n]+\n$/, `${what}: one line`);
  assert.match(r.stderr, re, what);
}

/** A long-running CLI process whose stdout is read line by line. */
class LiveCli implements AsyncDisposable {
  readonly lines: string[] = [];
  readonly #child: Deno.ChildProcess;
  readonly #reading: Promise<void>;

  constructor(d: TestDaemon, ...args: string[]) {
    this.#child = d.spawn(...args);
    this.#reading = this.#read();
  }

  get pid(): number {
    return this.#child.pid;
  }

  async #read(): Promise<void> {
    let partial = "";
    for await (
      const chunk of this.#child.stdout.pipeThrough(new TextDecoderStream())
    ) {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop()!;
      this.lines.push(...parts);
    }
  }

  /** Waits until a line matches `re`; returns it. */
  async waitLine(re: RegExp, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const line = this.lines.find((l) => re.test(l));
      if (line !== undefined) return line;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`No line matched ${re}; got ${JSON.stringify(this.lines)}`);
  }

  kill(sig: Deno.Signal): void {
    this.#child.kill(sig);
  }

  #done: Promise<{ code: number; stderr: string }> | null = null;

  /** The exit code and stderr, once it has ended. */
  done(): Promise<{ code: number; stderr: string }> {
    this.#done ??= Promise.all([
      this.#child.status,
      new Response(this.#child.stderr).text(),
      this.#reading,
    ]).then(([status, stderr]) => ({ code: status.code, stderr }));
    return this.#done;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    try {
      this.#child.kill("SIGKILL");
    } catch {
      // Already ended.
    }
    await this.done();
  }
}

Deno.test("send, wait and capture drive a python3 REPL", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "py", "--cols", "50", "--", "python3", "-q");
  await d.ok("wait", "py", "--text", "^>>>$", "--timeout", "20");
  await d.ok("send", "py", "--escapes", String.raw`1+1\n`);
  await d.ok("wait", "py", "--text", "^2$", "--timeout", "20");
  await d.ok("send", "py", "print('a', 'b')"); // Joined: nothing added.
  await d.ok("send", "py", "--keys", "Enter");
  await d.ok("wait", "py", "--text", "^a b\\n>>>$", "--timeout", "20");

  const text = await d.ok("capture", "py");
  const rows = text.split("\n");
  assert.equal(rows.length, 25, "24 rows and the final newline");
  assert.deepEqual(rows.slice(0, 5), [
    ">>> 1+1",
    "2",
    ">>> print('a', 'b')",
    "a b",
    ">>>",
  ]);

  const json = JSON.parse(await d.ok("capture", "py", "--json")) as ScreenJson;
  assert.deepEqual(Object.keys(json), [
    "cols",
    "rows",
    "cursor",
    "title",
    "lines",
    "cells",
  ]);
  assert.equal(json.cols, 50);
  assert.deepEqual(json.lines, rows.slice(0, 24));
  assert.deepEqual(json.cursor, { x: 4, y: 4, visible: true });
  assert.equal(json.cells[0].length, 50);

  await d.ok(
    "send",
    "py",
    "--escapes",
    String.raw`print('\\x1b[1;32mok\\x1b[0m')\n`,
  );
  await d.ok("wait", "py", "--text", "^ok$", "--timeout", "20");
  const ansi = (await d.ok("capture", "py", "--ansi")).split("\n");
  assert.equal(ansi[5], "\x1b[1;32mok\x1b[0m");

  await d.ok("send", "py", "--keys", "C-d");
  const r = await d.cli("wait", "py", "--exit", "--timeout", "20");
  expectCode(r, 0, "wait --exit");
  assert.equal(r.stdout, "exited 0\n");
});

Deno.test("send --escapes and --keys reach the program byte for byte", async () => {
  await using d = await TestDaemon.create();
  const prog = `import os,tty
tty.setraw(0)
os.write(1, b"ready\\r\\n")
while True:
    os.write(1, b"got " + os.read(0, 256).hex().encode() + b"\\r\\n")`;
  await d.ok("new", "-d", "-s", "raw", "--", "python3", "-c", prog);
  await d.ok("wait", "raw", "--text", "^ready$", "--timeout", "20");
  const cases: [string[], string][] = [
    [["--escapes", String.raw`a\tb\e\x41\u00e9\\`], "6109621b41c3a95c"],
    [["--literal", String.raw`a\n`], "615c6e"],
    [["--", "-n", "x"], "2d6e2078"],
    [
      ["--keys", "C-c", "M-x", "F5", "S-Tab", "BSpace"],
      "031b781b5b31357e1b5b5a7f",
    ],
    [["-k", "Up", "Home"], "1b5b411b5b48"],
  ];
  for (const [args, hex] of cases) {
    await d.ok("send", "raw", ...args);
    const r = await d.cli(
      "wait",
      "raw",
      "--text",
      `^got ${hex}$`,
      "--timeout",
      "20",
    );
    expectCode(r, 0, `send ${args.join(" ")}: ${await d.ok("capture", "raw")}`);
  }
});

Deno.test("capture --json --brief is the JSON object without its cells", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "b", "--", "sh", "-c", "echo brief; sleep 600");
  await d.ok("wait", "b", "--text", "^brief$", "--timeout", "20");
  const full = JSON.parse(await d.ok("capture", "b", "--json"));
  const brief = JSON.parse(await d.ok("capture", "b", "--json", "--brief"));
  const { cells: _, ...rest } = full;
  assert.ok(Array.isArray(full.cells));
  assert.deepEqual(brief, rest);
  assert.equal(brief.lines[0], "brief");
});

Deno.test("send and capture refuse mistakes with one line and exit code 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  const cases: [string[], RegExp][] = [
    [["send", "s", "--keys", "Entr"], /Unknown key "Entr"/],
    [["send", "s", "--keys", "C-Enter"], /only M- combines with Enter/],
    [["send", "s", "--escapes", String.raw`a\q`], /Unknown escape \\q/],
    [["send", "s", "--keys", "--escapes", "a"], /Choose one of/],
    [["send", "s"], /session name and the text/],
    [["send", "nope", "x"], /No session named nope/],
    [["capture"], /one session name/],
    [["capture", "nope"], /No session named nope/],
    [["capture", "s", "--brief"], /--brief goes with --json/],
    [
      ["capture", "s", "--scrollback", "x"],
      /--scrollback must be a whole number/,
    ],
    [["resize", "s", "10"], /COLS and ROWS/],
    [["resize", "s", "0", "10"], /COLS must be a whole number from 1/],
    [["resize", "nope", "10", "10"], /No session named nope/],
    [["events", "nope"], /No session named nope/],
    [["run"], /needs a command/],
    [["run", "--", "no-such-program-xyz"], /not found/i],
  ];
  for (const [args, re] of cases) {
    expectFailure(await d.cli(...args), 1, re, `berth ${args.join(" ")}`);
  }
});

Deno.test("send to a program that does not read returns once the text is queued; past the bound, exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  // 90 KB of lines: more than the pty takes while sleep reads nothing.
  // send used to wait for sleep for ever; tmux's send-keys returns.
  const lines = "x".repeat(99).concat("\n").repeat(900);
  const within = <T>(p: Promise<T>) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("send still waits")), 30_000);
    });
    return Promise.race([p, late]).finally(() => clearTimeout(timer));
  };
  expectCode(await within(d.cli("send", "s", lines)), 0, "send 90 KB");
  // C-c waits behind them, as in tmux, and the send returns all the same.
  expectCode(
    await within(d.cli("send", "s", "--keys", "C-c")),
    0,
    "send C-c",
  );
  // Past the 1 MiB the daemon keeps for a pane: one line, exit 1.
  const load = await d.cliWith(
    { stdin: lines.repeat(11) },
    "load-buffer",
    "-b",
    "big",
    "-",
  );
  expectCode(load, 0, "load-buffer");
  expectFailure(
    await d.cli("paste-buffer", "-b", "big", "-t", "s"),
    1,
    /is not reading its input; wait for it, then retry/,
    "a paste past the bound",
  );
});

/** Runs berth ARGS with stdin read from file `input` (any size). */
async function cliFrom(
  d: TestDaemon,
  input: string,
  ...args: string[]
): Promise<CliResult> {
  const out = await new Deno.Command("sh", {
    args: ["-c", '"$@" < "$IN"', "sh", ...berthArgv(d.socket, ...args)],
    env: { ...d.env, IN: input },
    clearEnv: true,
    cwd: d.dir,
    stdin: "null",
  }).output();
  const dec = new TextDecoder();
  return {
    code: out.code,
    stdout: dec.decode(out.stdout),
    stderr: dec.decode(out.stderr),
  };
}

Deno.test("send --stdin streams input of any size byte for byte; a program that does not read refuses the next send", async () => {
  await using d = await TestDaemon.create();
  // 3 MB: past any argument (128 KiB) and past the daemon's 1 MiB bound
  // for unread input, so it must go as the program reads it.
  const size = 3_000_000;
  const line = "0123456789abcdefghijklmnopqrstuvwxyz".repeat(2) + "\n";
  const input = `${d.dir}/in`;
  await Deno.writeTextFile(input, line.repeat(size / line.length + 1));
  await d.ok(
    "new",
    "-d",
    "-s",
    "sink",
    "--",
    "sh",
    "-c",
    `stty raw -echo; head -c ${size} > got; echo read-all; sleep 600`,
  );
  expectCode(await cliFrom(d, input, "send", "sink", "--stdin"), 0, "3 MB");
  await d.ok("wait", "sink", "--text", "^read-all$", "--timeout", "30");
  const sent = await Deno.readFile(input);
  const got = await Deno.readFile(`${d.dir}/got`);
  assert.equal(got.length, size);
  assert.deepEqual(got, sent.subarray(0, size));
  // Lines from a pipe reach a shell as typed lines.
  await d.ok("new", "-d", "-s", "sh");
  expectCode(
    await d.cliWith(
      { stdin: "echo one-$((2-1))\necho two-$((1+1))\n" },
      "send",
      "sh",
      "--stdin",
    ),
    0,
    "two lines",
  );
  await d.ok("wait", "sh", "--text", "two-2$", "--timeout", "20");
  assert.match(await d.ok("capture", "sh"), /^one-1$/m);
  // A program that does not read: the stream waits for it, as a pipe's
  // writer does, and the daemon holds at most about 1 MiB of it; a send
  // that starts then is refused.
  await d.ok("new", "-d", "-s", "deaf", "sleep", "600");
  const stream = new Deno.Command("sh", {
    args: [
      "-c",
      '"$@" < "$IN"',
      "sh",
      ...berthArgv(d.socket, "send", "deaf", "--stdin"),
    ],
    env: { ...d.env, IN: input },
    clearEnv: true,
    cwd: d.dir,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    let refused: CliResult | null = null;
    await waitFor(
      async () => {
        const r = await d.cli("send", "deaf", "x");
        if (r.code !== 0) refused = r;
        return refused !== null;
      },
      30_000,
      "a send refused while the stream waits",
    );
    expectFailure(
      refused!,
      1,
      /Session deaf is not reading its input; wait for it, then retry/,
      "send beside the waiting stream",
    );
    const ended = await Promise.race([
      stream.status.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 500)),
    ]);
    assert.equal(ended, false, "the stream waits for the program");
  } finally {
    stream.kill("SIGKILL");
    await stream.status;
  }
  const mistakes: [string[], RegExp][] = [
    [["send", "sh", "--stdin", "x"], /types stdin, not TEXT/],
    [["send", "sh", "--stdin", "--keys"], /not --keys/],
    [["send", "nope", "--stdin"], /No session named nope/],
  ];
  for (const [args, re] of mistakes) {
    expectFailure(await d.cli(...args), 1, re, `berth ${args.join(" ")}`);
  }
});

Deno.test("wait exit codes: 0 holds, 1 timeout, 2 no session or exited first", async () => {
  await using d = await TestDaemon.create();
  // Kept, so that a wait that starts after the end still finds it.
  await d.ok(
    "new",
    "-d",
    "--keep",
    "-s",
    "s",
    "--",
    "sh",
    "-c",
    "echo hello; read x; exit 3",
  );
  await d.ok("wait", "s", "--text", "HELLO", "-i", "--timeout", "20");
  // Text on the screen already holds with --timeout 0: the timeout counts
  // from the first look (it timed out 9 times in 10 before).
  for (let i = 0; i < 5; i++) {
    await d.ok("wait", "s", "--text", "^hello$", "--timeout", "0");
  }

  let r = await d.cli("wait", "s", "--text", "nothing", "--timeout", "0.3");
  expectFailure(
    r,
    1,
    /^berth: Timed out after 0.3 s waiting for \/nothing\/ on session s's screen\n$/,
    "text timeout",
  );
  r = await d.cli("wait", "s", "--idle", "60000", "--timeout", "0.2", "--json");
  expectCode(r, 1, "idle timeout");
  assert.deepEqual(JSON.parse(r.stdout), {
    ok: false,
    error: "timeout",
    message: "Timed out after 0.2 s: session s did not go quiet for 60000 ms",
  });
  r = await d.cli("wait", "s", "--exit", "--timeout", "0.2");
  expectFailure(r, 1, /session s is still running/, "exit timeout");

  r = await d.cli("wait", "nope", "--text", "x");
  expectFailure(r, 2, /No session named nope/, "unknown session");
  r = await d.cli("wait", "nope", "--exit", "--json");
  expectCode(r, 2, "unknown session, json");
  assert.equal(JSON.parse(r.stdout).error, "not-found");

  // The session ends while a wait for text is pending (or just before it
  // starts: a kept session that has exited answers the same).
  const pending = d.cli("wait", "s", "--text", "never", "--json");
  await d.ok("wait", "s", "--idle", "300", "--timeout", "20");
  await d.ok("send", "s", "--keys", "Enter");
  r = await pending;
  expectCode(r, 2, "exited first");
  assert.deepEqual(JSON.parse(r.stdout), {
    ok: false,
    error: "exited",
    message: "Session s ended before its screen matched /never/",
  });

  r = await d.cli("wait", "s", "--exit");
  expectCode(r, 0, "late wait --exit");
  assert.equal(r.stdout, "exited 3\n");
  // The status is remembered after the session is gone.
  await d.ok("kill", "s");
  r = await d.cli("wait", "s", "--exit", "--json");
  assert.deepEqual(JSON.parse(r.stdout), {
    ok: true,
    exit: { code: 3, signal: null },
  });

  const usage: [string[], RegExp][] = [
    [["wait", "s"], /needs one of --text REGEX, --idle MS or --exit/],
    [
      ["wait", "s", "--exit", "--idle", "5"],
      /takes one of --text, --idle and --exit, not more/,
    ],
    [["wait", "s", "--text", "("], /--text is not a valid regular expression/],
    [
      ["wait", "s", "--exit", "--timeout", "soon"],
      /--timeout must be a number of seconds/,
    ],
  ];
  for (const [args, re] of usage) {
    expectFailure(await d.cli(...args), 1, re, `berth ${args.join(" ")}`);
  }
});

Deno.test("--json: every verb that takes it prints its error line as JSON on stderr", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  const cases: [string[], number, string, RegExp][] = [
    [["capture", "nope"], 1, "not-found", /^No session named nope/],
    [["capture", "s", "--ansi"], 1, "bad-request", /Choose one of --ansi/],
    [["capture", "s", "--bogus"], 1, "bad-request", /Unknown option --bogus/],
    [["ls", "-F", "#S"], 1, "bad-request", /Choose one of -F and --json/],
    [["list-windows", "-t", "nope"], 1, "not-found", /No session named nope/],
    [["list-panes", "-t", "nope"], 1, "not-found", /No session named nope/],
    [["list-clients", "-t", "nope"], 1, "not-found", /No session named/],
    [["events", "nope"], 1, "not-found", /No session named nope/],
    [["new", "-d", "-s", "s"], 1, "exists", /A session named s already/],
    [["new-window", "-t", "nope"], 1, "not-found", /No session named nope/],
    [["split-window", "-t", "nope"], 1, "not-found", /No session named/],
    [["show-environment", "-t", "nope"], 1, "not-found", /No session named/],
    [["replay", `${d.dir}/none`], 1, "bad-request", /Cannot read/],
    [["run", "--", "no-such-program-xyz"], 1, "spawn", /not found/i],
    [["wait", "nope", "--exit"], 2, "not-found", /No session named nope/],
    // Quiet since it began (sleep prints nothing): an hour, not the 9 s the
    // cases above took once on a busy machine, which made it a hit.
    [
      ["wait", "s", "--idle", "3600000", "--timeout", "0.1"],
      1,
      "timeout",
      /^Timed out/,
    ],
  ];
  for (const [args, exit, code, re] of cases) {
    const [verb, ...rest] = args;
    const r = await d.cli(verb, "--json", ...rest);
    const what = `berth ${verb} --json ${rest.join(" ")}`;
    expectCode(r, exit, what);
    assert.match(r.stderr, /^\{[^\n]*\}\n$/, `${what}: one line`);
    const err = JSON.parse(r.stderr);
    assert.deepEqual(Object.keys(err), ["ok", "error", "message"], what);
    assert.equal(err.ok, false, what);
    assert.equal(err.error, code, `${what}: ${err.message}`);
    assert.match(err.message, re, what);
  }
  // Without --json, or with it as TEXT after --: the plain line.
  expectFailure(await d.cli("capture", "nope"), 1, /No session/, "plain");
  expectFailure(
    await d.cli("send", "nope", "--", "--json"),
    1,
    /No session named nope/,
    "--json as text",
  );
});

Deno.test("wait exits 2 when no daemon runs", async () => {
  await using d = await TestDaemon.create();
  const r = await d.cli("wait", "s", "--exit");
  expectFailure(
    r,
    2,
    /No session named s: no berth daemon is running/,
    "no daemon",
  );
});

Deno.test("wait --exit prints a signal, and answers at once for a kept session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--", "sh", "-c", "read x; kill -TERM $$");
  const pending = d.cli("wait", "t", "--exit", "--timeout", "30");
  await d.ok("wait", "t", "--idle", "200", "--timeout", "20");
  await d.ok("send", "t", "--keys", "Enter");
  const r = await pending;
  expectCode(r, 0, "wait --exit");
  assert.equal(r.stdout, "killed SIGTERM\n");

  await d.ok(
    "new",
    "-d",
    "--keep",
    "-s",
    "k",
    "--",
    "sh",
    "-c",
    "echo bye; exit 3",
  );
  assert.equal(
    await d.ok("wait", "k", "--exit", "--timeout", "20"),
    "exited 3\n",
  );
  assert.equal(await d.ok("wait", "k", "--exit"), "exited 3\n", "again");
  assert.equal((await d.ok("capture", "k")).split("\n")[0], "bye");
  // Text still on the kept screen matches; text that is not fails at once.
  await d.ok("wait", "k", "--text", "^bye$");
  expectCode(await d.cli("wait", "k", "--text", "nope"), 2, "kept, no match");
  await d.ok("kill", "k");
});

Deno.test("wait --text catches text shown for 5 ms, in the CLI too", async () => {
  await using d = await TestDaemon.create();
  // MARK is on the screen 5 ms out of every 300 (a CLI cannot say when its
  // wait has started, so the flash repeats; tests/e2e/scripted_daemon_test.ts
  // checks a single flash).
  await d.ok(
    "new",
    "-d",
    "-s",
    "blink",
    "--",
    "sh",
    "-c",
    "while :; do printf 'MARK'; sleep 0.005; printf '\\r    \\r'; sleep 0.3; done",
  );
  for (let i = 0; i < 3; i++) {
    const r = await d.cli(
      "wait",
      "blink",
      "--text",
      "^MARK$",
      "--timeout",
      "30",
    );
    expectCode(r, 0, "wait for the flash");
  }
});

Deno.test("wait --text sees a line that scrolled through the screen inside one read of a flood", async () => {
  await using d = await TestDaemon.create();
  // The program floods once the wait has started (the file "go").
  await d.ok(
    "new",
    "-d",
    "-s",
    "f",
    "--cols",
    "80",
    "--rows",
    "24",
    "--",
    "sh",
    "-c",
    "while [ ! -e go ]; do sleep 0.02; done; seq 1 100000; sleep 600",
  );
  // Lines far from the end: they never stay on the screen past a read.
  const c = await d.connect();
  try {
    const waits = ["^5123$", "^62623$", "^99001$"].map((source) =>
      c.request({
        op: "wait",
        name: "f",
        text: { source, flags: "m" },
        timeoutMs: 60_000,
      })
    );
    // Answered after the watches were posted to the same parse worker.
    await c.request({ op: "capture", name: "f", scrollback: 0 });
    await Deno.writeTextFile(`${d.dir}/go`, "");
    await Promise.all(waits);
  } finally {
    c.close();
    await c.closed;
  }
  // A line that went by before the wait began is not its.
  const r = await d.cli("wait", "f", "--text", "^5124$", "--timeout", "1");
  expectCode(r, 1, "a line of the history before the wait");
});

Deno.test("less: keys page and scroll, the status line is on the last row", async () => {
  await using d = await TestDaemon.create();
  const lines = Array.from({ length: 200 }, (_, i) => `line ${i + 1}`);
  await Deno.writeTextFile(`${d.dir}/text.txt`, lines.join("\n") + "\n");
  await d.ok(
    "new",
    "-d",
    "-s",
    "pager",
    "--cols",
    "60",
    "--rows",
    "20",
    "-e",
    "LESS=",
    "-e",
    "LESSHISTFILE=-",
    "--",
    "less",
    "text.txt",
  );
  await d.ok("wait", "pager", "--text", "^text\\.txt$", "--timeout", "20");
  let screen = (await d.ok("capture", "pager")).split("\n");
  assert.equal(screen[0], "line 1");
  assert.equal(screen[18], "line 19");
  assert.equal(screen[19], "text.txt", "the prompt on the last row");

  await d.ok("send", "pager", "--keys", "Down", "Down");
  await d.ok("wait", "pager", "--text", "^line 3\\n", "--timeout", "20");
  await d.ok("send", "pager", "--keys", "PageDown");
  await d.ok("wait", "pager", "--text", "^line 22\\n", "--timeout", "20");
  await d.ok("send", "pager", "G");
  await d.ok("wait", "pager", "--text", "^\\(END\\)$", "--timeout", "20");
  screen = (await d.ok("capture", "pager")).split("\n");
  assert.equal(screen[18], "line 200");
  assert.equal(screen[19], "(END)");

  // Smaller: less keeps its top line and redraws its prompt on the new
  // last row.
  await d.ok("resize", "pager", "60", "10");
  await d.ok("wait", "pager", "--text", "^line 190\\n:$", "--timeout", "20");
  const json = JSON.parse(
    await d.ok("capture", "pager", "--json"),
  ) as ScreenJson;
  assert.equal(json.rows, 10);
  assert.equal(json.lines[0], "line 182");
  assert.equal(json.lines[9], ":");

  await d.ok("send", "pager", "--keys", "q");
  assert.equal(
    await d.ok("wait", "pager", "--exit", "--timeout", "20"),
    "exited 0\n",
  );
});

Deno.test("capture --scrollback N and --all print history first", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "--keep",
    "-s",
    "h",
    "--rows",
    "5",
    "--",
    "seq",
    "1",
    "20",
  );
  await d.ok("wait", "h", "--exit", "--timeout", "20");
  assert.equal(await d.ok("capture", "h"), "17\n18\n19\n20\n\n");
  assert.equal(
    await d.ok("capture", "h", "--scrollback", "3"),
    "14\n15\n16\n17\n18\n19\n20\n\n",
  );
  const all = (await d.ok("capture", "h", "--all")).split("\n");
  assert.equal(all.length, 22, "16 lines of history, 5 rows, a newline");
  assert.equal(all[0], "1");
  const json = JSON.parse(
    await d.ok("capture", "h", "--json", "--scrollback", "2"),
  );
  assert.deepEqual(json.scrollback, ["15", "16"]);
});

Deno.test("events streams one line per event, flushed, and ends after exit", async () => {
  await using d = await TestDaemon.create();
  // The daemon stays 2 s after its last session: a late `events` started
  // on a loaded machine would find none.
  await d.ok("new", "-d", "-s", "keep", "--", "sleep", "600");
  await d.ok(
    "new",
    "-d",
    "-s",
    "ev",
    "--",
    "sh",
    "-c",
    String
      .raw`read x; printf '\033]0;building\007'; echo step; printf '\a'; read y; exit 5`,
  );
  await using json = new LiveCli(d, "events", "ev", "--json");
  await using text = new LiveCli(d, "events", "ev");
  // Both are subscribed once they show a resize.
  for (let cols = 81;; cols++) {
    await d.ok("resize", "ev", String(cols), "24");
    try {
      await json.waitLine(/"type":"resize"/, 500);
      await text.waitLine(/^resize /, 500);
      break;
    } catch {
      // Not subscribed yet: resize again.
    }
  }
  await d.ok("send", "ev", "--keys", "Enter");
  // Lines arrive while the stream is live (flushed one by one).
  await json.waitLine(/"type":"bell"/);
  assert.ok(json.lines.some((l) => /"title":"building"/.test(l)));
  await d.ok("send", "ev", "--keys", "Enter");

  const jr = await json.done();
  assert.equal(jr.code, 0, jr.stderr);
  const events = json.lines.map((l) => JSON.parse(l));
  for (const ev of events) assert.equal(typeof ev.time, "number");
  const kinds = events.map((e) => e.type).filter((k) =>
    k !== "output" && k !== "resize"
  );
  assert.deepEqual(kinds, ["title", "bell", "exit"]);
  assert.deepEqual(events.at(-1), {
    time: events.at(-1).time,
    type: "exit",
    status: { code: 5, signal: null },
  });
  assert.ok(events.some((e) => e.type === "output" && e.bytes >= 5));

  const tr = await text.done();
  assert.equal(tr.code, 0, tr.stderr);
  const plain = text.lines.filter((l) =>
    !/^(output \d+|resize \d+x24)$/.test(l)
  );
  assert.deepEqual(
    plain,
    ["title building", "bell", "exit exited 5"],
    JSON.stringify(text.lines),
  );
  // Gone now: its stream is just the end, as the help says (it was "No
  // session named ...", exit 1).
  const late = await d.cli("events", "ev");
  assert.equal(late.code, 0, late.stderr);
  assert.equal(late.stdout, "exit exited 5\n");
});

Deno.test("run prints the final screen and exits with the program's status", async () => {
  await using d = await TestDaemon.create();
  let r = await d.cli(
    "run",
    "--",
    "sh",
    "-c",
    "printf 'hello\\nworld\\n'; exit 3",
  );
  expectCode(r, 3, "run");
  assert.equal(r.stdout, "hello\nworld\n");

  r = await d.cli(
    "run",
    "--cols",
    "30",
    "--rows",
    "4",
    "--json",
    "sh",
    "-c",
    "echo hi; kill -TERM $$",
  );
  expectCode(r, 143, "killed by SIGTERM: 128+15");
  const out = JSON.parse(r.stdout);
  assert.deepEqual(out.status, { code: null, signal: "SIGTERM" });
  assert.equal(out.screen.cols, 30);
  assert.deepEqual(out.screen.lines, ["hi", "", "", ""]);

  r = await d.cli("run", "--all", "--rows", "3", "--", "seq", "1", "6");
  expectCode(r, 0, "run --all");
  assert.equal(r.stdout, "1\n2\n3\n4\n5\n6\n");

  r = await d.cli(
    "run",
    "--cwd",
    "/tmp",
    "-e",
    "X=y z",
    "--",
    "sh",
    "-c",
    'echo "$X $(pwd) $TERM"',
  );
  assert.equal(r.stdout, "y z /tmp xterm-256color\n");

  r = await d.cli("run", "--timeout", "0.3", "--", "sleep", "600");
  expectFailure(
    r,
    124,
    /^berth: Timed out after 0.3 s: sleep was killed\n$/,
    "timeout",
  );
  assert.equal(await d.ok("ls"), "", "no session is left");
});

Deno.test("run: Ctrl-C kills the program and leaves no session", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hold", "sleep", "600"); // Starts the daemon.
  await using run = new LiveCli(
    d,
    "run",
    "--",
    "sh",
    "-c",
    "echo started; sleep 600",
  );
  const names = async () =>
    (JSON.parse(await d.ok("ls", "--json")) as { name: string }[])
      .map((s) => s.name);
  let session: string | undefined;
  await waitFor(
    async () =>
      (session = (await names()).find((n) => n.startsWith("run-"))) !==
        undefined,
    20_000,
    "the run session",
  );
  await d.ok("wait", session!, "--text", "started", "--timeout", "20");
  run.kill("SIGINT");
  const r = await run.done();
  assert.equal(r.code, 130, r.stderr);
  assert.deepEqual(await names(), ["hold"]);
});

Deno.test("berth --help documents the scripting commands and exit codes", async () => {
  await using d = await TestDaemon.create();
  const help = await d.ok("--help");
  for (const cmd of ["send", "capture", "wait", "resize", "events", "run"]) {
    assert.match(help, new RegExp(`^  ${cmd}\\s+\\S`, "m"), cmd);
    const usage = await d.ok(cmd, "--help");
    assert.match(usage, /^Usage: berth /);
    assert.match(usage, /Exit codes/, `${cmd} --help lists its exit codes`);
  }
  assert.ok(
    help.includes("2  berth wait: the session does not exist or exited first"),
  );
  assert.ok(help.includes("N  berth attach/new/run: the session's child"));
});

Deno.test("wait: the daemon stopping mid-wait is the session ending first (exit 2), not a timeout", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "gone", "--", "sleep", "100");
  const waiting = d.cli("wait", "gone", "--text", "never", "--timeout", "60");
  await new Promise((r) => setTimeout(r, 500));
  await d.ok("kill-server");
  const r = await waiting;
  assert.equal(r.code, 2, r.stderr);
  assert.match(
    r.stderr,
    /^berth: Session gone ended before its screen matched \/never\/[^\n]*\n$/,
  );
});

/** The names of `d`'s sessions. */
async function sessionNames(d: TestDaemon): Promise<string[]> {
  return (JSON.parse(await d.ok("ls", "--json")) as { name: string }[])
    .map((s) => s.name);
}

/** Waits for `berth run`'s session to show `text`; its name. */
async function runSession(d: TestDaemon, text: string): Promise<string> {
  let session: string | undefined;
  await waitFor(
    async () =>
      (session = (await sessionNames(d)).find((n) => n.startsWith("run-"))) !==
        undefined,
    20_000,
    "the run session",
  );
  await d.ok("wait", session!, "--text", text, "--timeout", "20");
  return session!;
}

Deno.test("run --timeout prints the screen of that moment (--json: in the object), then exits 124", async () => {
  await using d = await TestDaemon.create();
  let r = await d.cli(
    "run",
    "--timeout",
    "2",
    "--",
    "sh",
    "-c",
    "echo stuck at step 3; sleep 600",
  );
  expectFailure(r, 124, /^berth: Timed out after 2 s: sh was killed\n$/, "run");
  assert.equal(r.stdout, "stuck at step 3\n");

  r = await d.cli(
    "run",
    "--json",
    "--timeout",
    "2",
    "--",
    "sh",
    "-c",
    "echo hung here; sleep 600",
  );
  expectCode(r, 124, "run --json");
  assert.deepEqual(JSON.parse(r.stderr), {
    ok: false,
    error: "timeout",
    message: "Timed out after 2 s: sh was killed",
  });
  const out = JSON.parse(r.stdout) as {
    status: null;
    error: string;
    message: string;
    screen: ScreenJson;
  };
  assert.equal(out.status, null);
  assert.equal(out.error, "timeout");
  assert.equal(out.message, "Timed out after 2 s: sh was killed");
  assert.equal(out.screen.lines[0], "hung here");
  assert.deepEqual(await sessionNames(d), [], "no session is left");
});

Deno.test("run: SIGTERM exits 143 (128+15), SIGHUP 129; the program and its session go", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hold", "sleep", "600"); // Starts the daemon.
  for (const [sig, code] of [["SIGTERM", 143], ["SIGHUP", 129]] as const) {
    await using run = new LiveCli(
      d,
      "run",
      "--",
      "sh",
      "-c",
      "echo started; sleep 600",
    );
    await runSession(d, "started");
    run.kill(sig);
    const r = await run.done();
    assert.equal(r.code, code, `${sig}: ${r.stderr}`);
    assert.deepEqual(await sessionNames(d), ["hold"], sig);
  }
});

Deno.test("run killed with SIGKILL leaves no session behind: the daemon ends it with the connection", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hold", "sleep", "600"); // Starts the daemon.
  await using run = new LiveCli(
    d,
    "run",
    "--",
    "sh",
    "-c",
    "echo started; sleep 600",
  );
  const session = await runSession(d, "started");
  const pid = Number(
    (await d.ok("display-message", "-p", "-t", session, "#{pane_pid}")).trim(),
  );
  run.kill("SIGKILL");
  await run.done();
  await waitFor(
    async () => (await sessionNames(d)).length === 1,
    10_000,
    "the run session to end",
  );
  assert.deepEqual(await sessionNames(d), ["hold"]);
  let alive = true;
  try {
    Deno.kill(pid, "SIGCONT");
  } catch {
    alive = false;
  }
  assert.equal(alive, false, "the program was ended too");
});
