/**
 * The program of a popup (tmux's `display-popup`, conversation step 33)
 * on the daemon's main thread: a child on a pty of its own, beside the
 * sessions' panes, whose output goes as it is to the one attach client
 * that opened it; that client runs the VT engine and draws the box. The
 * daemon's gather worker drains the pty into a ring, as a pane's; this
 * reads the ring (no parse worker: the popup belongs to one client).
 *
 * As tmux's popup job: it ends when its program exits (its status told
 * once all its output is sent), or when the popup closes (SIGTERM to the
 * program, and its pty closed, which hangs its terminal up).
 *
 * @module
 */

import {
  closeFd,
  kill,
  type PtyProcess,
  PtyWriter,
  setWindowSize,
  SIGTERM,
  spawnPty,
  type WaitStatus,
} from "../../pty/mod.ts";
import { ByteRing } from "../workers/ring.ts";
import type { SharedGather } from "./shared_gather.ts";
import { needFdsFor } from "./fd_limit.ts";
import { RequestFailure } from "./request_failure.ts";
import { sleep } from "../../protocol/timer.ts";

/** How long one wait for output lasts before looking again (ms). */
const WAIT_SLICE_MS = 1000;

/** What a popup's program is, and where it goes. */
export interface PopupLaunch {
  cmd: string[];
  env: Record<string, string>;
  cwd: string;
  cols: number;
  rows: number;
}

/** What a popup job tells its client. */
export interface PopupSink {
  /** Its program wrote `data`. */
  output(data: Uint8Array): void;
  /** Its program exited (`status` as tmux's) and all its output was sent. */
  exit(status: number): void;
  /**
   * Bytes sent and not yet written to the client: past `MAX_BEHIND` the
   * ring is left full, so the program waits (a flood over a slow link
   * queues nothing without bound).
   */
  behind(): number;
}

/** See `PopupSink.behind`: a few ring slots' worth. */
const MAX_BEHIND = 1024 * 1024;

/** One popup's program on its pty. */
export class PopupJob {
  readonly #pty: PtyProcess;
  readonly #ring: ByteRing;
  readonly #writer: PtyWriter;
  readonly #signal = new Int32Array(new SharedArrayBuffer(4));
  #gathered: Promise<unknown>;
  #status: number | null = null;
  #closed = false;

  constructor(
    launch: PopupLaunch,
    gather: SharedGather,
    exited: (pid: number) => Promise<WaitStatus>,
    readonly sink: PopupSink,
  ) {
    needFdsFor("a popup");
    try {
      this.#pty = spawnPty({
        file: launch.cmd[0],
        args: launch.cmd.slice(1),
        env: launch.env,
        cwd: launch.cwd,
        cols: launch.cols,
        rows: launch.rows,
      });
    } catch (err) {
      throw new RequestFailure("spawn", (err as Error).message);
    }
    this.#ring = ByteRing.withWakeFd(gather.wakeFd);
    this.#writer = new PtyWriter(this.#pty.fd);
    this.#gathered = gather.add({
      fd: this.#pty.fd,
      sab: this.#ring.sab,
      signal: this.#signal.buffer as SharedArrayBuffer,
    }).done;
    exited(this.#pty.pid).then((w) => {
      // tmux's: the exit code, else the signal's number.
      this.#status = w.code ?? w.signal ?? 0;
      // What the program wrote last is still in the pty: drain it.
      this.#ring.requestStop({ drain: true });
    }, () => {
      this.#status = 0;
      this.#ring.requestStop();
    });
    this.#read();
  }

  /** The program's pid. */
  get pid(): number {
    return this.#pty.pid;
  }

  /** Keys for the program, as typed. */
  write(data: Uint8Array): void {
    if (this.#closed || this.#status !== null) return;
    this.#writer.accept(data, true).catch(() => {});
  }

  /** The popup's box changed size: so does the pty. */
  resize(cols: number, rows: number): void {
    if (this.#closed || this.#status !== null) return;
    setWindowSize(this.#pty.fd, cols, rows);
  }

  /**
   * The popup closed: the program gets SIGTERM if it still runs (tmux's
   * `job_free`), and its pty is closed once the gather worker has let go.
   */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#status === null) kill(this.#pty.pid, SIGTERM);
    this.#ring.requestStop();
    const fd = this.#pty.fd;
    Promise.all([this.#gathered, this.#writer.close()]).finally(() =>
      closeFd(fd)
    );
  }

  // Passes each batch the gather worker publishes on, until the end.
  async #read(): Promise<void> {
    const ring = this.#ring;
    while (!this.#closed) {
      while (this.sink.behind() > MAX_BEHIND && !this.#closed) {
        await sleep(10);
      }
      const batch = ring.next();
      if (batch) {
        this.sink.output(batch.bytes.slice());
        ring.release();
        continue;
      }
      if (ring.eof) break;
      const seen = Atomics.load(this.#signal, 0);
      if (ring.next()) continue;
      if (ring.eof) break;
      const wait = Atomics.waitAsync(this.#signal, 0, seen, WAIT_SLICE_MS);
      if (wait.async) await wait.value;
    }
    if (this.#closed) return;
    // Its output is over; its status comes with the child's reaping.
    while (this.#status === null && !this.#closed) {
      const seen = Atomics.load(this.#signal, 0);
      const wait = Atomics.waitAsync(this.#signal, 0, seen, 50);
      if (wait.async) await wait.value;
    }
    if (this.#closed) return;
    this.#closed = true;
    const fd = this.#pty.fd;
    Promise.all([this.#gathered, this.#writer.close()]).finally(() =>
      closeFd(fd)
    );
    this.sink.exit(this.#status ?? 0);
  }
}
