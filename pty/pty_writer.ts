/**
 * Ordered, bounded, non-blocking writes to a pty master.
 *
 * @module
 */

import { libc, POLLOUT } from "./_libc.ts";
import { writeSome } from "./fd_io.ts";

/**
 * Default bound on bytes queued but not yet taken by the pty. A program that
 * does not read its input for this long is stuck; refusing more beats
 * growing the daemon's memory without bound.
 */
export const PTY_WRITER_MAX_QUEUED = 1024 * 1024;

/**
 * How long one poll() for POLLOUT may block a helper thread. Bounded so that
 * `close()` never waits long for an in-flight poll.
 */
const POLL_SLICE_MS = 100;

/** `write` refused: the queue is at its bound. */
export class InputBufferFullError extends Error {
  constructor() {
    super(
      "Input buffer full: the program is not reading its input (wait for it, then retry)",
    );
    this.name = "InputBufferFullError";
  }
}

interface Pending {
  bytes: Uint8Array;
  off: number;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Writes to a nonblocking pty master fd without ever blocking the event
 * loop: what the kernel does not take at once is queued (in order) and
 * written when poll() on a helper thread reports POLLOUT.
 *
 * One writer per thread per fd (the daemon's main thread for keyboard input,
 * the parse worker for query answers). The writer does not own the fd:
 * `close()` it before closing the fd.
 *
 * @example
 * ```ts ignore
 * const writer = new PtyWriter(pty.fd);
 * await writer.write(new TextEncoder().encode("ls\r"));
 * await writer.close();
 * ```
 */
export class PtyWriter {
  readonly #fd: number;
  readonly #max: number;
  #queue: Pending[] = [];
  #queued = 0;
  #flushing: Promise<void> | null = null;
  #running = false;
  #closed = false;
  readonly #pollfd = new Int32Array(2);

  /**
   * Writes to `fd`, a nonblocking pty master. `maxQueued` bounds the bytes
   * waiting for the pty (default `PTY_WRITER_MAX_QUEUED`).
   */
  constructor(fd: number, options: { maxQueued?: number } = {}) {
    this.#fd = fd;
    this.#max = options.maxQueued ?? PTY_WRITER_MAX_QUEUED;
  }

  /** Bytes accepted but not yet written to the pty. */
  get queued(): number {
    return this.#queued;
  }

  /**
   * Writes all of `bytes` after everything written before. Resolves once the
   * pty has taken them; rejects with InputBufferFullError when the queue is
   * at its bound (nothing of `bytes` is queued then), or with the write
   * error (EIO once the child side is gone). `bytes` may be reused at once.
   */
  write(bytes: Uint8Array): Promise<void> {
    const r = this.#enqueue(bytes);
    return r instanceof Promise ? r : Promise.reject(r);
  }

  /**
   * As `write`, but resolves once the bytes are taken or queued, without
   * waiting for a program that does not read (tmux's `send-keys` returns
   * so); rejects only when `write` refuses them at once (closed, the
   * queue at its bound, EIO). A later write error is the program's exit,
   * which its pane reports. With `wait`, bytes over the bound are queued
   * all the same, and resolve as `write`'s once the pty has taken them: a
   * script's large send, in chunks, is never cut after the first MiB.
   */
  accept(bytes: Uint8Array, wait = false): Promise<void> {
    const over = wait && this.#queued + bytes.length > this.#max;
    const r = this.#enqueue(bytes, over);
    if (!(r instanceof Promise)) return Promise.reject(r);
    if (over) return r;
    r.catch(() => {});
    return Promise.resolve();
  }

  /**
   * `write`'s work: its promise, or the error that refuses the bytes now
   * (the bound is not looked at when `over`).
   */
  #enqueue(bytes: Uint8Array, over = false): Promise<void> | Error {
    if (this.#closed) return new Error("Pty writer is closed");
    let off = 0;
    if (this.#queue.length === 0) {
      // Fast path: the pty usually takes everything at once.
      try {
        off = writeSome(this.#fd, bytes);
      } catch (e) {
        return e as Error;
      }
      if (off === bytes.length) return Promise.resolve();
    }
    const rest = bytes.length - off;
    if (!over && this.#queued + rest > this.#max) {
      return new InputBufferFullError();
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ bytes: bytes.slice(off), off: 0, resolve, reject });
      this.#queued += rest;
      if (!this.#running) {
        this.#running = true;
        this.#flushing = this.#flush();
      }
    });
  }

  /**
   * Stops writing: pending writes reject, an in-flight poll is awaited. Does
   * not close the fd.
   */
  async close(): Promise<void> {
    this.#closed = true;
    this.#failAll(new Error("Pty writer is closed"));
    await this.#flushing;
  }

  /**
   * Stops writing and gives `to`, a new writer on the same fd, what this
   * one had not written yet, ahead of anything written to `to` later: a
   * pane that moves to another session keeps the keys its program has
   * not read yet. The writes given resolve (or reject) as `to` writes
   * them. No write of this one is under way meanwhile (a write is one
   * synchronous call), so the bytes go on where they stopped.
   */
  passTo(to: PtyWriter): void {
    this.#closed = true;
    const queue = this.#queue;
    this.#queue = [];
    this.#queued = 0;
    to.#takeQueue(queue);
  }

  /**
   * Stops writing and returns what was not written yet, for the next
   * daemon of a live upgrade to write first (the fd outlives this
   * process); the writes it held resolve, being handed on. No write is
   * under way meanwhile (a write is one synchronous call).
   */
  release(): Uint8Array {
    this.#closed = true;
    const queue = this.#queue;
    this.#queue = [];
    const rest = new Uint8Array(this.#queued);
    this.#queued = 0;
    let at = 0;
    for (const p of queue) {
      rest.set(p.bytes.subarray(p.off), at);
      at += p.bytes.length - p.off;
      p.resolve();
    }
    return rest;
  }

  #takeQueue(queue: Pending[]): void {
    if (queue.length === 0) return;
    if (this.#closed) {
      for (const p of queue) p.reject(new Error("Pty writer is closed"));
      return;
    }
    this.#queue = [...queue, ...this.#queue];
    for (const p of queue) this.#queued += p.bytes.length - p.off;
    if (!this.#running) {
      this.#running = true;
      this.#flushing = this.#flush();
    }
  }

  /**
   * Writes the queue head by head, waiting for POLLOUT when the pty is full.
   * `#running` drops in the same turn as the last look at the queue, so a
   * write that queues after it starts a new flush.
   */
  async #flush(): Promise<void> {
    try {
      while (this.#queue.length > 0 && !this.#closed) {
        if (!this.#writeHead()) await this.#waitWritable();
      }
    } finally {
      this.#running = false;
    }
  }

  /** One write of the queue's head; false when the pty took nothing. */
  #writeHead(): boolean {
    const head = this.#queue[0];
    let n: number;
    try {
      n = writeSome(this.#fd, head.bytes.subarray(head.off));
    } catch (e) {
      this.#failAll(e);
      return true;
    }
    head.off += n;
    this.#queued -= n;
    if (head.off === head.bytes.length) {
      this.#queue.shift();
      head.resolve();
    }
    return n > 0;
  }

  /** poll() for POLLOUT on a helper thread, at most one slice long. */
  async #waitWritable(): Promise<void> {
    this.#pollfd[0] = this.#fd;
    this.#pollfd[1] = POLLOUT; // events (low half), revents cleared
    await libc().poll_async(this.#pollfd, 1n, POLL_SLICE_MS);
  }

  #failAll(e: unknown): void {
    const queue = this.#queue;
    this.#queue = [];
    this.#queued = 0;
    for (const p of queue) p.reject(e);
  }
}
