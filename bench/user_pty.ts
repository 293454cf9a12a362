/**
 * The user's terminal: a pty the bench owns, running an attach client (or
 * a plain program for the bare-pty baselines). Output is read on a thread
 * of its own (`_pty_reader_worker.ts`) and handed over in bursts stamped
 * with the time they arrived; keys are written straight to the master.
 *
 * @module
 */

import {
  ChildWatcher,
  closeFd,
  spawnPty,
  type WaitStatus,
  writeSome,
} from "../pty/mod.ts";
import type { ReaderMsg } from "./_pty_reader_worker.ts";
import { withTimeout } from "./mux.ts";

/** One burst of output and the CLOCK_MONOTONIC ms it arrived at. */
export interface Burst {
  at: number;
  bytes: Uint8Array;
}

/** A program running in a pty the bench owns. */
export class UserPty {
  readonly pid: number;
  readonly exited: Promise<WaitStatus>;
  /** Called for every burst, in order. */
  onBurst: (b: Burst) => void = () => {};
  /** The last 64 KiB read, as latin1 text (for start-up waits). */
  tail = "";
  /** Whether `tail` is kept up to date (off during floods: it costs). */
  trackTail = true;
  #fd: number;
  #watcher = new ChildWatcher();
  #worker: Worker;
  #stop = new Int32Array(new SharedArrayBuffer(4));
  #ended: Promise<void>;
  #closed = false;

  private constructor(
    argv: string[],
    env: Record<string, string>,
    cols: number,
    rows: number,
  ) {
    const pty = spawnPty({
      file: argv[0],
      args: argv.slice(1),
      env,
      cols,
      rows,
    });
    this.pid = pty.pid;
    this.#fd = pty.fd;
    this.exited = this.#watcher.exited(pty.pid);
    this.#worker = new Worker(
      new URL("./_pty_reader_worker.ts", import.meta.url),
      { type: "module", name: "bench-pty-reader" },
    );
    this.#ended = new Promise((resolve) => {
      this.#worker.onmessage = (e: MessageEvent<ReaderMsg>) => {
        const msg = e.data;
        if (msg.t === "end") {
          resolve();
          return;
        }
        if (this.trackTail) {
          this.tail = (this.tail + latin1(msg.bytes.subarray(-65536)))
            .slice(-65536);
        }
        this.onBurst(msg);
      };
    });
    this.#worker.postMessage({ fd: pty.fd, stop: this.#stop.buffer });
  }

  /** Runs `argv` in a new `cols` x `rows` pty. */
  static spawn(
    argv: string[],
    env: Record<string, string>,
    cols = 80,
    rows = 24,
  ): UserPty {
    return new UserPty(argv, env, cols, rows);
  }

  /** Writes bytes as typed; returns once the kernel has them. */
  async write(bytes: Uint8Array): Promise<void> {
    let off = 0;
    while (off < bytes.length) {
      const n = writeSome(this.#fd, bytes.subarray(off));
      off += n;
      if (n === 0) await new Promise((r) => setTimeout(r, 1));
    }
  }

  /** Writes one small key without waiting (the pty always has room). */
  writeKey(bytes: Uint8Array): void {
    if (writeSome(this.#fd, bytes) !== bytes.length) {
      throw new Error("The user's pty did not take a key; is it reading?");
    }
  }

  /** Waits until the output so far contains `text`. */
  async waitFor(text: string, timeoutMs: number): Promise<void> {
    await withTimeout(
      (async () => {
        while (!this.tail.includes(text)) {
          await new Promise((r) => setTimeout(r, 5));
        }
      })(),
      timeoutMs,
      `"${text}" in the user's terminal; it shows: ${
        JSON.stringify(this.tail.slice(-200))
      }`,
    );
  }

  /** Forgets the output read so far (before waiting for new text). */
  clearTail(): void {
    this.tail = "";
  }

  /** Kills the program if it still runs, stops the reader, frees the pty. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      Deno.kill(this.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await this.exited.catch(() => {});
    Atomics.store(this.#stop, 0, 1);
    await this.#ended;
    this.#worker.terminate();
    closeFd(this.#fd);
    this.#watcher.close();
  }
}

function latin1(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return s;
}
