/**
 * The daemon's one gather worker (`server/workers/gather_worker.ts`),
 * which drains every session's panes: a session costs one thread (its
 * parse worker), not two. Made with the first pane, kept as long as the
 * daemon: an idle worker with no pane costs its isolate only.
 *
 * Panes are told apart by an id of its own (a session's pane ids are its
 * own). The wake fd every ring wakes the worker with lives as long as
 * this: a parse worker may still write it after its pane has ended, and a
 * closed fd number is reused at once by the next pty.
 *
 * If the worker thread dies (a bug: its loop catches each pane's errors
 * and ends only that pane), a new one takes every pane over from where its
 * ring stands, and the log says so; after `MAX_CRASHES` in
 * `CRASH_WINDOW_MS`, the panes end with "error" instead, each logged by
 * its session, rather than crash in a loop.
 *
 * @module
 */

import { closeFd } from "../../pty/mod.ts";
import { createWakeFd } from "../../pty/wake_fd.ts";
import {
  type GatherDone,
  type GatherTtyInit,
  GatherWorker,
  type TtyMsg,
} from "../workers/gather_worker.ts";
import type {
  GatherPipeInit,
  PipeEndReason,
  PipeHeld,
} from "../workers/pane_pipe.ts";
import type { Log } from "./log.ts";

/** Crashes taken over by a new thread within `CRASH_WINDOW_MS`. */
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;

/** How many crashes are taken over (tests count them without a clock). */
export interface CrashPolicy {
  max: number;
  windowMs: number;
}

/** A pane as the gather worker needs it. */
export interface GatheredPane {
  /** The pty master: nonblocking. */
  fd: number;
  /** Its ring, made with `wakeFd`. */
  sab: SharedArrayBuffer;
  /** Its session's signal word (the parse worker waits on it). */
  signal: SharedArrayBuffer;
  /** Its pipe-pane pipe's id, which takes its output from the first read. */
  pipe?: number;
}

/** The one gather worker and its wake fd. */
export class SharedGather {
  readonly #log: Log;
  readonly #name: string;
  #wakeFd = -1;
  #worker: GatherWorker | null = null;
  #nextId = 0;
  #nextTty = 0;
  #nextPipe = 0;
  #crashes: number[] = [];
  readonly #policy: CrashPolicy;

  constructor(
    log: Log,
    name = "gather",
    policy: CrashPolicy = { max: MAX_CRASHES, windowMs: CRASH_WINDOW_MS },
  ) {
    this.#log = log;
    this.#name = name;
    this.#policy = policy;
  }

  /** The eventfd every pane's ring wakes the worker with. */
  get wakeFd(): number {
    if (this.#wakeFd < 0) this.#wakeFd = createWakeFd();
    return this.#wakeFd;
  }

  /** Panes being drained. */
  get panes(): number {
    return this.#worker?.panes ?? 0;
  }

  /**
   * A count that moves while any session's output floods (the worker's
   * flood batches): compare two readings for change.
   */
  get floods(): number {
    return this.#worker?.floods ?? 0;
  }

  /**
   * Starts draining `pane`: its id in the worker (a session's `route`
   * word names its active pane so), and `done`, which resolves once the
   * worker has let go of it.
   */
  add(pane: GatheredPane): { id: number; done: Promise<GatherDone> } {
    const id = this.#nextId++;
    return { id, done: this.#thread().add({ id, ...pane }) };
  }

  /**
   * Starts reading the keys of a terminal the daemon draws
   * (`workers/tty_keys.ts`); returns its id.
   */
  addTty(
    tty: Omit<GatherTtyInit, "id">,
    onMessage: (m: TtyMsg) => void,
  ): number {
    const id = this.#nextTty++;
    this.#thread().addTty({ id, ...tty }, onMessage);
    return id;
  }

  /** Terminal `id`'s keys go to the session of `route` from now on. */
  routeTty(id: number, route: SharedArrayBuffer): void {
    this.#worker?.routeTty(id, route);
  }

  /**
   * Starts a `pipe-pane` pipe on the pane drained as `pipe.drain`: its id,
   * and `on`, which resolves once every byte read of the pane goes there.
   * `end` is told when the worker lets go of the fd (then close it).
   */
  addPipe(
    pipe: Omit<GatherPipeInit, "id">,
    end: (reason: PipeEndReason) => void,
  ): { id: number; on: Promise<void> } {
    const id = this.#nextPipe++;
    return { id, on: this.#thread().addPipe({ id, ...pipe }, end) };
  }

  /**
   * Lets go of pipe `id` for the next daemon (a live upgrade): what the
   * worker held back for it, its fd the caller's again; null when it had
   * ended.
   */
  releasePipe(id: number): Promise<PipeHeld | null> {
    return this.#worker?.releasePipe(id) ?? Promise.resolve(null);
  }

  /** Closes pipe `id`: now, or once what it holds is written (`flush`). */
  closePipe(id: number, flush: boolean): void {
    this.#worker?.closePipe(id, flush);
  }

  /**
   * Makes the worker thread now rather than with the first pane: a new
   * daemon of a live upgrade has it load its module while the main thread
   * reads the state (`runDaemon`).
   */
  start(): void {
    this.#thread();
  }

  /** Brings the worker out of its poll to look at the control areas. */
  wake(): void {
    this.#worker?.wake();
  }

  /** Makes the worker thread throw, as a bug in its loop would (tests). */
  crash(): void {
    this.#worker?.crash();
  }

  /**
   * Stops the worker and closes the wake fd: only once no session is left
   * (nothing drains or wakes any more).
   */
  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    if (this.#wakeFd >= 0) closeFd(this.#wakeFd);
    this.#wakeFd = -1;
  }

  #thread(): GatherWorker {
    // A thread that died and was not replaced takes no new pane: the next
    // one gets a new thread (the crash window still counts its crashes).
    if (this.#worker && !this.#worker.dead) return this.#worker;
    const w = new GatherWorker(this.wakeFd, this.#name);
    w.onCrash = (message) => this.#crashed(message);
    this.#worker = w;
    return w;
  }

  /** Whether a new thread takes the panes over. */
  #crashed(message: string): boolean {
    const now = Date.now();
    const { max, windowMs } = this.#policy;
    this.#crashes = this.#crashes.filter((t) => now - t < windowMs);
    this.#crashes.push(now);
    const again = this.#crashes.length <= max;
    this.#log.error(
      `gather worker crashed: ${message}; ${
        again
          ? `a new one reads the ${this.panes} panes on`
          : `${this.#crashes.length} times in a minute: its panes are no longer read; kill their sessions`
      }`,
    );
    return again;
  }
}
