/**
 * The attach client in a real terminal: `_attach_program.ts` runs on a pty
 * (made by `_pty_host.py`) against a fake daemon, and its output is read
 * back through a headless xterm of the pty's size.
 */

import assert from "node:assert/strict";
import type { InputMsg } from "../../protocol/messages.ts";
import { FakeDaemon } from "./_fake_daemon.ts";
import {
  newTerm,
  screenText,
  type Term,
  terminalModes,
  UpdateSource,
  write,
} from "./_xterm_oracle.ts";

const HOST = new URL("./_pty_host.py", import.meta.url).pathname;
const PROGRAM = new URL("./_attach_program.ts", import.meta.url).pathname;
// Starting Deno on a busy machine can take seconds.
const TIMEOUT_MS = 60_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The program running on a pty, its screen mirrored in a headless xterm. */
class PtyRun {
  readonly screen: Term;
  raw = "";
  stderr = "";
  #proc: Deno.ChildProcess;
  #stdin: WritableStreamDefaultWriter<Uint8Array>;
  #pump: Promise<void>;
  #errPump: Promise<void>;
  #waiters = new Set<() => void>();
  #stdinClosed = false;

  constructor(args: string[], cols: number, rows: number) {
    this.screen = newTerm(cols, rows);
    this.#proc = new Deno.Command("python3", {
      args: [HOST, String(cols), String(rows), Deno.execPath(), ...args],
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      env: { TERM: "xterm-256color", NO_COLOR: "1" },
    }).spawn();
    this.#stdin = this.#proc.stdin.getWriter();
    this.#pump = this.#read();
    this.#errPump = this.#readErr(this.#proc.stderr);
  }

  async #readErr(stream: ReadableStream<Uint8Array>): Promise<void> {
    for await (const c of stream) this.stderr += decoder.decode(c);
  }

  async #read(): Promise<void> {
    for await (const chunk of this.#proc.stdout) {
      this.raw += decoder.decode(chunk, { stream: true });
      await write(this.screen, chunk);
      for (const w of [...this.#waiters]) w();
    }
    for (const w of [...this.#waiters]) w();
  }

  /** Waits until `pred()` holds after some output. */
  async until(pred: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + TIMEOUT_MS;
    while (!pred()) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `Timed out waiting for ${what}; screen:\n${
            screenText(this.screen).join("\n")
          }\nstderr: ${this.stderr}`,
        );
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.#waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 1000));
        this.#waiters.add(done);
      });
    }
  }

  /** Types bytes into the terminal. */
  type(text: string): Promise<void> {
    const hex = Array.from(
      encoder.encode(text),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
    return this.#stdin.write(encoder.encode(`w ${hex}\n`));
  }

  /** Resizes the terminal (the program gets SIGWINCH). */
  resize(cols: number, rows: number): Promise<void> {
    return this.#stdin.write(encoder.encode(`r ${cols} ${rows}\n`));
  }

  /**
   * Waits for the program to end, killing it (by closing the host's stdin)
   * at once with `kill`, or when it does not end soon.
   */
  async finish(kill = false): Promise<number> {
    if (kill) await this.#closeStdin();
    const timer = setTimeout(() => this.#closeStdin(), TIMEOUT_MS);
    try {
      const status = await this.#proc.status;
      await this.#pump;
      await this.#errPump;
      return status.code;
    } finally {
      clearTimeout(timer);
      await this.#closeStdin();
      this.screen.dispose();
    }
  }

  async #closeStdin(): Promise<void> {
    if (this.#stdinClosed) return;
    this.#stdinClosed = true;
    await this.#stdin.close().catch(() => {});
  }
}

/** The text on the screen's row that holds the cursor, less one. */
function lastLine(run: PtyRun): string {
  const lines = screenText(run.screen).filter((l) => l.trim() !== "");
  return lines[lines.length - 1] ?? "";
}

interface Report {
  before: string;
  after: string;
  result: { exitCode: number; message: string };
}

async function withProgram(
  fn: (daemon: FakeDaemon, run: PtyRun) => Promise<void>,
): Promise<{ code: number; report: Report; run: PtyRun }> {
  const daemon = await FakeDaemon.start();
  const dir = await Deno.makeTempDir({ prefix: "berth-attach-pty-" });
  const reportPath = `${dir}/report.json`;
  const run = new PtyRun(
    ["run", "-A", PROGRAM, daemon.path, reportPath],
    40,
    12,
  );
  let finished = false;
  try {
    await fn(daemon, run);
    const code = await run.finish();
    finished = true;
    const report = JSON.parse(await Deno.readTextFile(reportPath)) as Report;
    assert.match(report.before, /^[0-9a-f]+(:[0-9a-f]+)+$/, "stty -g output");
    if (Deno.env.get("ATTACH_PTY_DEBUG")) console.log(JSON.stringify(run.raw));
    return { code, report, run };
  } finally {
    if (!finished) await run.finish(true);
    await daemon.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("attach client in a real pty: draws, types, resizes, exits with the session's status", async () => {
  const session = newTerm(40, 12);
  const source = new UpdateSource(session);
  let screenWhileAttached: string[] = [];
  try {
    const { code, report, run } = await withProgram(async (daemon, run) => {
      await daemon.attached();
      await write(
        session,
        "\x1b]2;berth test\x07\x1b[?2004h\x1b[1;32mhello from berth\x1b[m\r\n" +
          "漢字 and \x1b[7minverse\x1b[m\r\n$ ",
      );
      await daemon.send(source.next());
      // The frame may reach the screen in several reads: wait for its end.
      await run.until(
        () =>
          screenText(run.screen)[0] === "hello from berth" &&
          terminalModes(run.screen).bracketedPaste,
        "the first frame",
      );
      screenWhileAttached = screenText(run.screen);
      assert.equal(run.screen.buffer.active.type, "alternate");
      assert.equal(terminalModes(run.screen).bracketedPaste, true);
      // Keys reach the session; Ctrl-C is a byte, not a signal.
      await run.type("echo hi\r\x03");
      await daemon.waitFor(
        () => inputText(daemon).includes("echo hi\r\x03"),
        "typed input",
      );
      await run.resize(50, 15);
      const resize = await daemon.waitFor((m) => m.t === "resize", "resize");
      assert.deepEqual(resize, { t: "resize", cols: 50, rows: 15 });
      await daemon.send({
        t: "end",
        reason: "exited",
        name: "work",
        status: { code: 3, signal: null },
      });
    });
    assert.deepEqual(screenWhileAttached.slice(0, 3), [
      "hello from berth",
      "漢字 and inverse",
      "$",
    ]);
    assert.equal(code, 3);
    assert.equal(report.after, report.before, "stty -g before and after");
    assert.deepEqual(report.result, {
      exitCode: 3,
      message: "[session work exited with status 3]",
    });
    // Back on the main screen, modes off, the one line last.
    assert.equal(run.screen.buffer.active.type, "normal");
    assert.equal(terminalModes(run.screen).bracketedPaste, false);
    assert.equal(lastLine(run), "[session work exited with status 3]");
    assert.ok(run.raw.endsWith("[session work exited with status 3]\r\n"));
  } finally {
    session.dispose();
  }
});

Deno.test("attach client in a real pty: prefix then d detaches", async () => {
  const { code, report, run } = await withProgram(async (daemon, run) => {
    await daemon.attached();
    await daemon.send({
      t: "update",
      seq: 1,
      cols: 40,
      rows: 12,
      full: true,
      lines: [[0, [["attached", 8]]]],
      cursor: [8, 0, 1, "bar", 0],
      modes: {
        cursorKeys: true,
        keypad: true,
        bracketedPaste: false,
        focusEvents: true,
        mouseTracking: "any",
        mouseEncoding: "sgr",
        altScreen: false,
        synchronizedOutput: false,
        insert: false,
        autowrap: true,
        origin: false,
        alternateScroll: false,
      },
    });
    await run.until(
      () =>
        screenText(run.screen)[0] === "attached" &&
        terminalModes(run.screen).mouseTracking === "any",
      "update",
    );
    assert.equal(terminalModes(run.screen).mouseTracking, "any");
    await run.type("ab\x02d");
    await daemon.waitFor((m) => m.t === "detach", "detach");
  });
  assert.equal(code, 0);
  assert.equal(report.after, report.before, "stty -g before and after");
  assert.equal(report.result.message, "[detached from session work]");
  const modes = terminalModes(run.screen);
  assert.deepEqual(
    [modes.cursorKeys, modes.keypad, modes.focusEvents, modes.mouseTracking],
    [false, false, false, "none"],
  );
  // deno-lint-ignore no-explicit-any
  const core = (run.screen as any)._core;
  assert.equal(core.coreService.isCursorHidden, false);
  assert.equal(lastLine(run), "[detached from session work]");
});

Deno.test("attach client in a real pty: the daemon going away", async () => {
  const { code, report, run } = await withProgram(async (daemon, run) => {
    await daemon.attached();
    await daemon.send({
      t: "update",
      seq: 1,
      cols: 40,
      rows: 12,
      full: true,
      lines: [[5, [["about to vanish", 15, 1]]]],
      cursor: [0, 6, 1, "block", 1],
    });
    await run.until(
      () => screenText(run.screen)[5] === "about to vanish",
      "update",
    );
    daemon.dropClient();
  });
  assert.equal(code, 1);
  assert.equal(report.after, report.before, "stty -g before and after");
  assert.equal(lastLine(run), "[daemon gone: lost connection]");
});

function inputText(daemon: FakeDaemon): string {
  return daemon.received.filter((m): m is InputMsg => m.t === "input")
    .map((m) => decoder.decode(m.data)).join("");
}
