/**
 * Helpers for the pty tests: run a program on a real pty and collect what it
 * prints, waiting on poll() (on a helper thread) rather than on fixed sleeps.
 *
 * @module
 */

import {
  check,
  libc,
  O_NOCTTY,
  O_NONBLOCK,
  O_RDWR,
  POLLIN,
  size,
} from "../../pty/_libc.ts";
import {
  ChildWatcher,
  closeFd,
  type PtyProcess,
  readPty,
  type SpawnOptions,
  spawnPty,
  type WaitStatus,
  writeSome,
} from "../../pty/mod.ts";

/** A plain environment for children: no user rc files, a known TERM. */
export function testEnv(extra: Record<string, string> = {}) {
  return {
    PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin",
    TERM: "xterm-256color",
    HOME: Deno.env.get("HOME") ?? "/tmp",
    LANG: "C.UTF-8",
    ...extra,
  };
}

/** Waits until `fd` is readable or `ms` passes, off the event loop. */
export async function waitReadable(fd: number, ms: number): Promise<boolean> {
  const pfd = new Int32Array([fd, POLLIN]);
  return await libc().poll_async(pfd, 1n, ms) > 0;
}

/** A child on a pty plus what it has printed so far. */
export class PtyChild {
  readonly pty: PtyProcess;
  readonly exited: Promise<WaitStatus>;
  #out = "";
  #eof = false;
  #buf = new Uint8Array(65536);
  #decoder = new TextDecoder();
  #watcher: ChildWatcher;

  constructor(opts: Partial<SpawnOptions> & { file: string }) {
    this.#watcher = new ChildWatcher();
    this.pty = spawnPty({
      args: [],
      env: testEnv(),
      cols: 80,
      rows: 24,
      ...opts,
    });
    this.exited = this.#watcher.exited(this.pty.pid);
  }

  /** Everything read so far. */
  get output(): string {
    return this.#out;
  }

  /** Reads until `re` matches the output (or throws after `timeoutMs`). */
  async expect(re: RegExp, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!re.test(this.#out)) {
      if (this.#eof) throw new Error(`EOF before ${re}; got ${this.#show()}`);
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for ${re}; got ${this.#show()}`);
      }
      await this.#readSome(Math.max(1, deadline - Date.now()));
    }
    return this.#out;
  }

  /** Reads until the child side closes; returns all output. */
  async readToEnd(timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#eof) {
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for EOF; got ${this.#show()}`);
      }
      await this.#readSome(Math.min(250, Math.max(1, deadline - Date.now())));
    }
    return this.#out;
  }

  /** Writes `text` to the master (as typed). */
  type(text: string): void {
    const bytes = new TextEncoder().encode(text);
    const n = writeSome(this.pty.fd, bytes);
    if (n !== bytes.length) throw new Error(`Pty took ${n} of ${bytes.length}`);
  }

  /** Reads to EOF, reaps the child, closes the master. */
  async finish(timeoutMs = 20_000): Promise<WaitStatus> {
    try {
      await this.readToEnd(timeoutMs);
      return await this.exited;
    } finally {
      this.close();
    }
  }

  /** Closes the master (idempotent); the child is still reaped. */
  close(): void {
    if (this.pty.fd >= 0) {
      closeFd(this.pty.fd);
      (this.pty as { fd: number }).fd = -1;
    }
  }

  async #readSome(ms: number): Promise<void> {
    const n = readPty(this.pty.fd, this.#buf, 0, this.#buf.length);
    if (n > 0) {
      this.#out += this.#decoder.decode(this.#buf.subarray(0, n), {
        stream: true,
      });
    } else if (n < 0) {
      this.#eof = true;
    } else {
      await waitReadable(this.pty.fd, ms);
    }
  }

  #show(): string {
    return JSON.stringify(this.#out.slice(-400));
  }
}

/** A pty pair's master and the slave's path. */
export function ptyPair(): { master: number; path: string } {
  const master = check(
    "posix_openpt",
    libc().posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK),
  );
  check("grantpt", libc().grantpt(master));
  check("unlockpt", libc().unlockpt(master));
  const name = new Uint8Array(64);
  check("ptsname_r", libc().ptsname_r(master, name, size(name.length)));
  const path = new TextDecoder().decode(name.subarray(0, name.indexOf(0)));
  return { master, path };
}
