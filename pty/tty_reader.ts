/**
 * Reads a nonblocking terminal fd from an event-loop thread: poll() waits
 * on a thread of Deno's blocking pool, the reads run on the caller's.
 *
 * A blocking read on the pool could not be taken back: one left pending
 * after a detach would take the next key the user types from the shell.
 * So the pool only polls, on the terminal and an eventfd; `stop()` signals
 * the eventfd and waits for that poll to end, and after it nothing more is
 * read from the terminal.
 *
 * @module
 */

import { libc, POLLERR, POLLHUP, POLLIN, POLLNVAL } from "./_libc.ts";
import { closeFd, readPty } from "./fd_io.ts";
import { createWakeFd, drainWakeFd, signalWakeFd } from "./wake_fd.ts";

/** One read of the terminal: a paste comes in pieces of about this much. */
const READ_BYTES = 16 * 1024;

/** Reads a terminal until it hangs up or `stop()` is called. */
export class TtyReader {
  readonly #fd: number;
  /** The eventfd that ends a poll; -1 once the loop has ended and closed it. */
  #wake = createWakeFd();
  /** pollfd[2]: the terminal, then the eventfd (fd, events | revents << 16). */
  readonly #pollfds = new Int32Array(4);
  readonly #buf = new Uint8Array(READ_BYTES);
  #stopped = false;
  #paused = false;
  readonly #loop: Promise<void>;

  /**
   * Starts reading `fd` (nonblocking): `onData` gets a copy of each read,
   * `onEnd` is called once when the terminal hangs up or fails (not after
   * `stop()`).
   */
  constructor(
    fd: number,
    readonly onData: (data: Uint8Array) => void,
    readonly onEnd: () => void,
  ) {
    this.#fd = fd;
    this.#loop = this.#run();
  }

  /**
   * Stops reading for now (the daemon is being replaced: what is typed
   * meanwhile stays in the terminal for the next reader) or starts again.
   */
  pause(on: boolean): void {
    this.#paused = on;
    this.#wakeUp();
  }

  /** Stops; resolves once no poll is in flight. Nothing is read after it. */
  async stop(): Promise<void> {
    if (this.#stopped) return await this.#loop;
    this.#stopped = true;
    this.#wakeUp();
    await this.#loop;
  }

  /** Ends the poll in flight, if the loop still runs. */
  #wakeUp(): void {
    if (this.#wake >= 0) signalWakeFd(this.#wake);
  }

  async #run(): Promise<void> {
    let ended = false;
    try {
      while (!this.#stopped && !ended) {
        const revents = await this.#poll();
        if (this.#stopped) break;
        if (revents & (POLLHUP | POLLERR | POLLNVAL) && this.#paused) {
          ended = true; // Hung up: nothing will be typed there any more.
        } else if (revents !== 0) ended = this.#drain();
      }
    } catch {
      ended = true;
    } finally {
      closeFd(this.#wake);
      this.#wake = -1;
    }
    if (ended && !this.#stopped) this.onEnd();
  }

  /** Waits for input (or a hang-up) or the eventfd; the terminal's revents. */
  async #poll(): Promise<number> {
    const p = this.#pollfds;
    p[0] = this.#fd;
    p[1] = this.#paused ? 0 : POLLIN;
    p[2] = this.#wake;
    p[3] = POLLIN;
    await libc().poll_async(p, 2n, -1);
    if ((p[3] >>> 16) & POLLIN) drainWakeFd(this.#wake);
    return (p[1] >>> 16) & (POLLIN | POLLHUP | POLLERR | POLLNVAL);
  }

  /** Reads what is there; true when the terminal has hung up. */
  #drain(): boolean {
    for (;;) {
      const n = readPty(this.#fd, this.#buf, 0, this.#buf.length);
      if (n < 0) return true;
      if (n === 0) return false;
      this.onData(this.#buf.slice(0, n));
      if (this.#stopped || this.#paused) return false;
    }
  }
}
