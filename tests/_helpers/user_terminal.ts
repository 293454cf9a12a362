/**
 * A user's terminal for end-to-end tests: a real pty running a command (an
 * attach client, a shell ...), whose output is drawn by `@xterm/headless`,
 * an emulator independent of berth's own, so that the tests see what a user
 * would see.
 *
 * @module
 */

import xterm from "@xterm/headless";
import {
  ChildWatcher,
  closeFd,
  readPty,
  setWindowSize,
  spawnPty,
} from "../../pty/mod.ts";
import { PtyWriter, type WaitStatus } from "../../pty/mod.ts";
import { berthArgv, type TestDaemon, waitFor } from "./daemon.ts";

/** A command running in a pty, drawn by a headless xterm. */
export class UserTerminal {
  readonly term: InstanceType<typeof xterm.Terminal>;
  readonly pid: number;
  /** Every byte the command wrote, in order. */
  readonly output: Uint8Array[] = [];
  /** Resolves with the command's exit status. */
  readonly exited: Promise<WaitStatus>;
  #fd: number;
  #writer: PtyWriter;
  #watcher = new ChildWatcher();
  #reading: Promise<void>;
  #closed = false;
  #pending = 0;
  /** The title the command last set (OSC 0/2). */
  title = "";

  private constructor(
    argv: string[],
    cols: number,
    rows: number,
    env: Record<string, string>,
    cwd?: string,
  ) {
    this.term = new xterm.Terminal({
      cols,
      rows,
      allowProposedApi: true,
      scrollback: 1000,
    });
    this.term.onTitleChange((title) => (this.title = title));
    const pty = spawnPty({
      file: argv[0],
      args: argv.slice(1),
      env: { TERM: "xterm-256color", ...env },
      cwd,
      cols,
      rows,
    });
    this.pid = pty.pid;
    this.#fd = pty.fd;
    this.#writer = new PtyWriter(pty.fd);
    this.exited = this.#watcher.exited(pty.pid);
    this.#reading = this.#readLoop();
  }

  /** Starts `argv` in a new pty of the given size. */
  static spawn(
    argv: string[],
    opts: {
      cols?: number;
      rows?: number;
      env?: Record<string, string>;
      cwd?: string;
    } = {},
  ): UserTerminal {
    return new UserTerminal(
      argv,
      opts.cols ?? 80,
      opts.rows ?? 24,
      opts.env ?? {},
      opts.cwd,
    );
  }

  async #readLoop(): Promise<void> {
    const buf = new Uint8Array(65536);
    while (!this.#closed) {
      const n = readPty(this.#fd, buf, 0, buf.length);
      if (n > 0) {
        const chunk = buf.slice(0, n);
        this.output.push(chunk);
        this.#pending++;
        this.term.write(chunk, () => this.#pending--);
        continue;
      }
      if (n < 0) break;
      await new Promise((r) => setTimeout(r, 3));
    }
  }

  /** Types text or bytes into the terminal. */
  async write(data: string | Uint8Array): Promise<void> {
    await this.#writer.write(
      typeof data === "string" ? new TextEncoder().encode(data) : data,
    );
  }

  /** Resizes the terminal (the kernel sends SIGWINCH to the command). */
  resize(cols: number, rows: number): void {
    this.term.resize(cols, rows);
    setWindowSize(this.#fd, cols, rows);
  }

  /** Cursor position on the visible screen. */
  cursor(): { x: number; y: number } {
    const b = this.term.buffer.active;
    return { x: b.cursorX, y: b.cursorY };
  }

  /**
   * The visible screen, one string per row, the cells never written at a
   * row's end left out (spaces a program wrote stay, as a prompt's).
   */
  lines(): string[] {
    const buf = this.term.buffer.active;
    const out: string[] = [];
    for (let y = 0; y < this.term.rows; y++) {
      out.push(buf.getLine(buf.viewportY + y)?.translateToString(true) ?? "");
    }
    return out;
  }

  /** The visible screen as one string. */
  text(): string {
    return this.lines().join("\n");
  }

  /** Everything the command wrote, decoded. */
  rawText(): string {
    const dec = new TextDecoder();
    return this.output.map((c) => dec.decode(c, { stream: true })).join("");
  }

  /** Waits until the screen matches `re`; throws with the screen on timeout. */
  async waitText(re: RegExp, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      if (this.#pending === 0 && re.test(this.text())) return;
      if (Date.now() > deadline) {
        throw new Error(
          `Timed out waiting for ${re} on the screen:\n${this.text()}`,
        );
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Waits for the command to exit; throws with the screen on timeout. */
  async waitExit(timeoutMs = 15_000): Promise<WaitStatus> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Command did not exit in ${timeoutMs} ms; screen:\n${this.text()}`,
            ),
          ),
        timeoutMs,
      );
    });
    try {
      const status = await Promise.race([this.exited, timeout]);
      await this.#drained();
      return status;
    } finally {
      clearTimeout(timer);
    }
  }

  // After the exit: what the command wrote last (its terminal restored) is
  // read off the pty and through the oracle, so a test that checks the
  // screen or the modes next sees it. The reader ends at the pty's EIO once
  // the output is all read (1 s at most, for a pty another process holds).
  async #drained(): Promise<void> {
    await Promise.race([
      this.#reading,
      new Promise((r) => setTimeout(r, 1000)),
    ]);
    await waitFor(() => this.#pending === 0, 5_000, "the oracle's writes");
  }

  /** Kills the command if it still runs, and frees the pty. */
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      Deno.kill(this.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await this.exited.catch(() => {});
    // Let the reader see the end of output before the fd goes.
    await this.#drained().catch(() => {});
    this.#closed = true;
    await this.#reading;
    await this.#writer.close();
    closeFd(this.#fd);
    this.#watcher.close();
    this.term.dispose();
  }
}

/**
 * `berth ...args` (say, `attach NAME`) on the daemon of `d` in a new 80x24
 * user terminal, with the daemon's environment.
 */
export function berthTerminal(d: TestDaemon, ...args: string[]): UserTerminal {
  return sizedBerthTerminal(d, { cols: 80, rows: 24 }, ...args);
}

/**
 * `berthTerminal` in a user terminal of `size`, with `env`'s variables
 * over the daemon's.
 */
export function sizedBerthTerminal(
  d: TestDaemon,
  { cols, rows, env = {} }: {
    cols: number;
    rows: number;
    env?: Record<string, string>;
  },
  ...args: string[]
): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, ...args), {
    cols,
    rows,
    env: { ...d.env, ...env },
    cwd: d.dir,
  });
}

/**
 * `berth attach NAME` on the daemon of `d` in a new 80x24 user terminal
 * (`berthTerminal`), once its status line shows the session (`[NAME] `).
 */
export async function attachedTerminal(
  d: TestDaemon,
  name: string,
): Promise<UserTerminal> {
  const t = berthTerminal(d, "attach", name);
  try {
    await waitFor(
      () => t.lines()[23].startsWith(`[${name}] `),
      15_000,
      `${name}'s status line`,
    );
  } catch (err) {
    await t[Symbol.asyncDispose]();
    throw err;
  }
  return t;
}

/**
 * Waits until attach process `pid` waits as the script
 * (`client/attach_waiter.sh`), with its traps set.
 */
export async function waitingAsScript(pid: number): Promise<void> {
  await waitFor(
    () => {
      const cmd = Deno.readTextFileSync(`/proc/${pid}/cmdline`);
      const caught = /^SigCgt:\s*([0-9a-f]+)$/m.exec(
        Deno.readTextFileSync(`/proc/${pid}/status`),
      )?.[1] ?? "0";
      // SIGTERM's bit (15).
      return cmd.includes("attach_waiter.sh") &&
        (BigInt("0x" + caught) & (1n << 14n)) !== 0n;
    },
    10_000,
    "the attach process waiting as the script",
  );
}

/**
 * An SGR mouse report (mode 1006) as a terminal sends it: `code` the
 * button and modifiers, a 0-based place (1-based on the wire), `release`
 * for the `m` form.
 */
export function sgrMouse(
  code: number,
  x: number,
  y: number,
  release = false,
): string {
  return `\x1b[<${code};${x + 1};${y + 1}${release ? "m" : "M"}`;
}

/**
 * Waits until the attach client in `t` asked for mouse reports (presses,
 * releases and drags: 1002), as it does with `mouse` on.
 */
export async function mouseReporting(t: UserTerminal): Promise<void> {
  await waitFor(
    () => t.term.modes.mouseTrackingMode === "drag",
    15_000,
    "mouse reporting on",
  );
}

/**
 * Copy mode's lines up in `t`, from its indicator at the top right
 * ("[offset/total]"); null out of copy mode.
 */
export function copyOffset(t: UserTerminal): number | null {
  const m = /\[(\d+)\/\d+\]$/.exec(t.lines()[0]);
  return m ? Number(m[1]) : null;
}
