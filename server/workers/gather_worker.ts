/**
 * The gather worker: one for the whole daemon. It only drains the panes'
 * pty masters, each into that pane's ring (`ring.ts`), in a synchronous
 * loop of poll() and read() on its own thread, so the children keep
 * producing while the parse workers parse: per-read costs are paid per
 * batch (Ghostty #13209 measured 25-55% more throughput from this split).
 * A pane costs a pty and a ring, not another thread (an idle Deno worker
 * is about 8 MB), and a session costs one thread: its parse worker.
 *
 * The loop is an event loop, as tmux's: one poll() over every master, then
 * a turn for each pane that has something to do. Quiet panes (their last
 * turn found nothing more, or ended in a small read that took all there
 * was: an echo) go first and hot ones (still reading a flood)
 * after, and the hot ones share a budget of reads per round, so a prompt
 * or an echo waits for at most one round of floods, however many sessions
 * flood. Each pane has its own backpressure: a full ring stops reading
 * that pane only. A turn only reads: where a hot pane's turn ends says
 * nothing of where its batch ends, so the budget costs no batching.
 *
 * Publishing rules:
 * - never hold a batch while the consumer is idle: with the parser idle, a
 *   read that ends in EAGAIN or is small (under `SMALL_READ_BYTES`) is
 *   published at once (batching while the parser waits added about 1 ms to
 *   every request/response round trip in Ghostty #13220), and so is a batch of
 *   `IDLE_PUBLISH_BYTES` in a flood;
 * - while the parser is busy, keep filling the slot: it could not look at a
 *   partial batch before it finishes anyway, and whole slots are what make a
 *   flood cheap. Going idle wakes the worker through the wake fd;
 * - a full slot (bytes or read ends) is published;
 * - a full ring stops reading until a slot is released: the kernel's pty
 *   buffer fills and the child blocks, so memory stays flat (an unbounded
 *   queue grew to hundreds of MB in toastty #62).
 *
 * Every publish and every pane's end bump that pane's signal word (its
 * session's: the parse worker waits on one word for all of its panes).
 * At a pane's EOF (EIO from the master) or on request it publishes what it
 * has, marks that ring EOF and posts the pane's `GatherDone`; from then on
 * the worker never touches that fd. It never closes a master or the wake
 * fd: the daemon owns them, and closes a master only after its
 * `GatherDone` (a closed fd number is reused at once by the next pty).
 *
 * A pane with a `pipe-pane` command (`pane_pipe.ts`) has its batches
 * written to the pipe as they are published, from the ring's memory; the
 * pipe's fd is in the same poll() (its backlog's POLLOUT, `-I`'s POLLIN,
 * the command's hang-up). A pane without one pays a null check a batch.
 *
 * The daemon starts it with `GatherWorker` (`server/daemon/shared_gather.ts`)
 * and adds panes as they are made; `startGatherWorker` runs one pane and
 * ends with it (tests, benchmarks).
 *
 * @module
 */

import { libc, POLLIN } from "../../pty/_libc.ts";
import { addressOf, readPty, readPtyAt, writeSome } from "../../pty/fd_io.ts";
import { drainWakeFd, signalWakeFd } from "../../pty/wake_fd.ts";
import {
  REQUEST_DRAIN,
  REQUEST_NONE,
  REQUEST_STOP,
  RingProducer,
} from "./ring.ts";
import { FloodSlice, QUIET_MS } from "./flood_slice.ts";
import { TOUCH_EVERY_MS, TTY_PAUSE, TTY_STOP, TtyControl } from "./tty_keys.ts";
import { inputParseSignal } from "./parse_messages.ts";
import { inputActivity, noteInput } from "./input_activity.ts";
import { workerUrl } from "./worker_url.ts";
import {
  type GatherPipeInit,
  PanePipe,
  type PipeEndReason,
  type PipeHeld,
  type PipeMsg,
} from "./pane_pipe.ts";

/** One pane for `startGatherWorker`. */
export interface GatherInit {
  /** The pty master: nonblocking. */
  fd: number;
  /** The ring: `ByteRing.create().sab`. */
  sab: SharedArrayBuffer;
  /**
   * The ring's wake fd (`ByteRing.wakeFd`), an eventfd that
   * `ByteRing.requestStop` and an idle consumer write.
   */
  wakeFd: number;
}

/** Why the gather worker stopped draining a pane. */
export type GatherEndReason =
  /** The child side of the pty closed (EIO). */
  | "eof"
  /** Asked to drain after the child exited; nothing more was readable. */
  | "drained"
  /** Asked to stop now. */
  | "stopped"
  /** Reading failed unexpectedly; see `error`. */
  | "error";

/** A pane's last message from the gather worker. */
export interface GatherDone {
  /** Always "done". */
  type: "done";
  /** The pane (`GatherPaneInit.id`). */
  id: number;
  /** Why it stopped. */
  reason: GatherEndReason;
  /** Bytes read from the pty in the worker's life. */
  bytes: number;
  /** Batches published. */
  batches: number;
  /** Times a burst ended with nothing left to publish (the pane polled). */
  polls: number;
  /** read() calls on the pty, those that found nothing included. */
  reads: number;
  /** Times it waited for the consumer to release a slot (ring full). */
  fullWaits: number;
  /** Message of the error when `reason` is "error". */
  error?: string;
}

/**
 * Reads under this size are the end of a burst (a prompt, an echo, a query):
 * published at once when the parser is idle. A flood reads about 4 KiB each.
 */
export const SMALL_READ_BYTES = 1024;

/**
 * In a flood the reads rarely end in EAGAIN, so with the parser idle a batch
 * is published once it holds this much, rather than when its slot is full:
 * the parser then waits at most about 0.7 ms at 100 MB/s instead of 2.6.
 * Measured (32 MiB cooked `cat`, VT engine consuming, CPU of the whole
 * process): publishing at 64 KiB cost the same as whole slots (38/33/32
 * ticks vs 37/33/32), at 16 KiB a little more (37/35/34), after every read
 * the most (41/40/38). Wall times were within the machine's noise.
 */
export const IDLE_PUBLISH_BYTES = 64 * 1024;

/**
 * Time to a pane's next turn while it holds a partial batch for a busy
 * parser. Going idle wakes the worker through the wake fd; this only bounds
 * the delay when the consumer was given no wake fd.
 */
const HOLD_POLL_MS = 5;

/** Time to an idle pane's next turn: requests arrive through the wake fd. */
const IDLE_POLL_MS = 1000;

/**
 * Time to the next round while a `pipe-pane -I` command's output waits
 * for its pane's pty to take it (a full input buffer: rare).
 */
const PIPE_TYPING_MS = 10;

/** Time to a full ring's next turn (releases and stop requests wake it). */
const FULL_WAIT_MS = 250;

/**
 * Most reads of one pane in one turn: a slot's worth in a flood, which is
 * what a pane that floods alone gets each round.
 */
const READS_PER_TURN = 64;

/**
 * Reads per round that the hot panes share (each gets at least
 * `MIN_READS_PER_TURN`): one flood alone reads a slot per round, twenty
 * read 4 each, so a quiet pane's turn comes after about 80 reads at most.
 */
const READS_PER_ROUND = 64;
const MIN_READS_PER_TURN = 4;

/**
 * After REQUEST_DRAIN, how long to wait for more output once a read finds
 * nothing: the child's last bytes may still be on their way through the
 * kernel's flip buffer when its exit is seen.
 */
const DRAIN_GRACE_MS = 20;

/** A pane to drain: its master, its ring and the word its parser waits on. */
export interface GatherPaneInit {
  /** Unique among the worker's panes while it is drained. */
  id: number;
  /** The pty master: nonblocking. */
  fd: number;
  /** The pane's ring (made with the worker's wake fd). */
  sab: SharedArrayBuffer;
  /**
   * An Int32 word bumped (and notified) after every publish and at the
   * pane's end: its session's, which the parse worker waits on.
   */
  signal: SharedArrayBuffer | null;
  /**
   * Its `pipe-pane` pipe (`GatherPipeInit.id`, added before), which takes
   * its output from the first read: a pane moved, respawned or upgraded
   * loses nothing to its pipe.
   */
  pipe?: number;
}

/** A terminal the daemon draws, whose keys the worker reads (`tty_keys.ts`). */
export interface GatherTtyInit {
  /** Unique among the worker's terminals while it is read. */
  id: number;
  /** The terminal: nonblocking. */
  fd: number;
  /** Its `TtyControl`'s area. */
  control: SharedArrayBuffer;
  /** Its session's route word (`createRoute`). */
  route: SharedArrayBuffer;
}

/** What the worker tells of a terminal's keys. */
export type TtyMsg =
  /**
   * Keys for the attach client on the main thread, in order; `seq`: the
   * hand-over's count (`TtyControl.handOver`).
   */
  | { type: "keys"; id: number; data: Uint8Array; seq: number }
  /** The terminal hung up (or failed): nothing more will be typed. */
  | { type: "tty-end"; id: number }
  /** Keys went straight to the pane (at most every `TOUCH_EVERY_MS`). */
  | { type: "touched"; id: number }
  /** The worker has let go of the terminal (after `TTY_STOP`). */
  | { type: "tty-done"; id: number };

/** Messages to the worker. */
type ToGather =
  | {
    t: "start";
    wakeFd: number;
    control: SharedArrayBuffer;
    once: boolean;
    /** The daemon's input count (`input_activity.ts`). */
    activity?: SharedArrayBuffer;
  }
  | { t: "add"; seq: number; pane: GatherPaneInit }
  | { t: "tty"; seq: number; tty: GatherTtyInit }
  /**
   * The terminal's client moved to another session (`switch-client`):
   * route `given` (`TtyControl.reroute`).
   */
  | {
    t: "tty-route";
    seq: number;
    id: number;
    route: SharedArrayBuffer;
    given: number;
  }
  /** A `pipe-pane` command's fd: answered `pipe-on` (`pane_pipe.ts`). */
  | { t: "pipe"; seq: number; pipe: GatherPipeInit }
  /**
   * Close pipe `id`: at once, or (`flush`: its pane has ended) once what
   * it holds is written. Answered `pipe-end`.
   */
  | { t: "pipe-close"; seq: number; id: number; flush: boolean }
  /**
   * Let go of pipe `id` for the next daemon (a live upgrade), when it
   * holds nothing back; else close it once written. Answered
   * `pipe-released`.
   */
  | { t: "pipe-release"; seq: number; id: number }
  /** Throws on the worker's thread, as a bug in its loop would (tests). */
  | { t: "crash"; seq: number };

/** Int32 index in the control area: messages posted so far. */
const CONTROL_SEQ = 0;
/**
 * Int32 index in the control area: flood batches published, any pane's
 * (`IDLE_PUBLISH_BYTES` or more). It moves while output floods, which the
 * daemon reads to keep other work out of a flood's way (`floods`).
 */
const CONTROL_FLOODS = 1;

interface Waiting {
  pane: GatherPaneInit;
  resolve: (d: GatherDone) => void;
}

interface ReadTty {
  tty: GatherTtyInit;
  onMessage: (m: TtyMsg) => void;
}

interface OpenPipe {
  pipe: GatherPipeInit;
  on: () => void;
  end: (reason: PipeEndReason) => void;
}

/**
 * A gather worker thread and the panes it drains. Panes are added as they
 * are made; each pane's end resolves its `add`. If the thread dies (a bug:
 * its loop catches each pane's errors), `onCrash` decides whether a new
 * thread takes every pane over, from where its ring stands (what was read
 * and not yet published, at most one slot per pane, is lost); else every
 * pane ends with "error".
 */
export class GatherWorker {
  #worker: Worker;
  #control = new Int32Array(new SharedArrayBuffer(8));
  readonly #wakeFd: number;
  readonly #name: string;
  readonly #once: boolean;
  #seq = 0;
  #waiting = new Map<number, Waiting>();
  #ttys = new Map<number, ReadTty>();
  #pipes = new Map<number, OpenPipe>();
  #releasing = new Map<number, (held: PipeHeld | null) => void>();
  #dead = false;
  /**
   * The thread died with `message`: return true to start a new one that
   * takes over every pane, false to end them all with "error".
   */
  onCrash: (message: string) => boolean = () => false;

  /**
   * `wakeFd`: the eventfd every ring of this worker's panes wakes. `worker`:
   * one made ahead by `spawnGatherWorker`, or none to make one now.
   */
  constructor(
    wakeFd: number,
    name: string,
    once = false,
    worker: Worker = spawnGatherWorker(name),
  ) {
    this.#wakeFd = wakeFd;
    this.#name = name;
    this.#once = once;
    this.#worker = worker;
    this.#start();
  }

  /** The worker thread now (a new one after a crash). */
  get worker(): Worker {
    return this.#worker;
  }

  /** Panes being drained. */
  get panes(): number {
    return this.#waiting.size;
  }

  /** The thread died and was not replaced: it drains nothing more. */
  get dead(): boolean {
    return this.#dead;
  }

  /**
   * Flood batches published so far, by every pane: it moves while any
   * pane floods (it starts again from 0 after a crash; compare for change).
   */
  get floods(): number {
    return Atomics.load(this.#control, CONTROL_FLOODS);
  }

  /** Starts draining a pane; resolves with its last message. */
  add(pane: GatherPaneInit): Promise<GatherDone> {
    const pipe = pane.pipe === undefined ? null : this.#pipes.get(pane.pipe);
    if (pipe) pipe.pipe = { ...pipe.pipe, drain: pane.id };
    return new Promise<GatherDone>((resolve) => {
      this.#waiting.set(pane.id, { pane, resolve });
      this.#post({ t: "add", seq: this.#seq + 1, pane });
    });
  }

  /**
   * Starts reading a terminal's keys; `onMessage` gets what the worker
   * tells of it, `tty-done` last (after `TTY_STOP` in its control and
   * `wake()`). Keys are not read by a dead worker: `tty-end` at once.
   */
  addTty(tty: GatherTtyInit, onMessage: (m: TtyMsg) => void): void {
    if (this.#dead) {
      onMessage({ type: "tty-end", id: tty.id });
      onMessage({ type: "tty-done", id: tty.id });
      return;
    }
    this.#ttys.set(tty.id, { tty, onMessage });
    this.#post({ t: "tty", seq: this.#seq + 1, tty });
  }

  /** The terminal's keys go to the session of `route` from now on. */
  routeTty(id: number, route: SharedArrayBuffer): void {
    const t = this.#ttys.get(id);
    if (!t) return;
    t.tty = { ...t.tty, route };
    const given = new TtyControl(t.tty.control).reroute();
    this.#post({ t: "tty-route", seq: this.#seq + 1, id, route, given });
  }

  /**
   * Starts pipe `pipe` (`pane_pipe.ts`); resolves once the worker has it,
   * from when every byte it reads of the pane goes there. `end` gets why
   * the worker let go of it (then the fd may close); a dead worker: at once.
   */
  addPipe(
    pipe: GatherPipeInit,
    end: (reason: PipeEndReason) => void,
  ): Promise<void> {
    if (this.#dead) {
      end("error");
      return Promise.resolve();
    }
    return new Promise<void>((on) => {
      // What it held is written once: a thread that takes over after a
      // crash gets the pipe without it.
      const { held: _, ...again } = pipe;
      this.#pipes.set(pipe.id, { pipe: again, on, end });
      this.#post({ t: "pipe", seq: this.#seq + 1, pipe });
    });
  }

  /** Closes pipe `id`, with `flush` once what it holds is written. */
  closePipe(id: number, flush: boolean): void {
    if (!this.#pipes.has(id)) return;
    this.#post({ t: "pipe-close", seq: this.#seq + 1, id, flush });
  }

  /**
   * Lets go of pipe `id` for the next daemon: what the worker held back
   * for it (its fd is the caller's again); null when it had ended (its
   * `end` follows).
   */
  releasePipe(id: number): Promise<PipeHeld | null> {
    if (!this.#pipes.has(id) || this.#dead) return Promise.resolve(null);
    return new Promise<PipeHeld | null>((resolve) => {
      this.#releasing.set(id, resolve);
      this.#post({ t: "pipe-release", seq: this.#seq + 1, id });
    });
  }

  /** Brings the worker out of its poll to look at the control areas. */
  wake(): void {
    signalWakeFd(this.#wakeFd);
  }

  /** Makes the thread throw, as a bug in its loop would (tests). */
  crash(): void {
    this.#post({ t: "crash", seq: this.#seq + 1 });
  }

  /** Ends the thread; its open pipes end ("closed"): close their fds. */
  terminate(): void {
    this.#worker.terminate();
    this.#settleReleases();
    const pipes = [...this.#pipes.values()];
    this.#pipes.clear();
    for (const p of pipes) {
      p.on();
      p.end("closed");
    }
  }

  #post(msg: ToGather & { seq: number }): void {
    this.#seq = msg.seq;
    this.#worker.postMessage(msg);
    // The worker's loop blocks its thread: the shared count and the wake fd
    // tell it to come out and take the message.
    Atomics.store(this.#control, CONTROL_SEQ, this.#seq);
    signalWakeFd(this.#wakeFd);
  }

  #start(): void {
    this.#worker.onmessage = (
      e: MessageEvent<GatherDone | TtyMsg | PipeMsg>,
    ) => {
      const msg = e.data;
      if (
        msg.type === "pipe-on" || msg.type === "pipe-end" ||
        msg.type === "pipe-released"
      ) {
        return this.#pipeMessage(msg);
      }
      if (msg.type !== "done") return this.#ttyMessage(msg);
      const w = this.#waiting.get(msg.id);
      this.#waiting.delete(msg.id);
      w?.resolve(msg);
    };
    this.#worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.#worker.terminate();
      this.#crashed(e.message);
    };
    const start: ToGather = {
      t: "start",
      wakeFd: this.#wakeFd,
      control: this.#control.buffer as SharedArrayBuffer,
      once: this.#once,
      activity: inputActivity(),
    };
    this.#worker.postMessage(start);
  }

  #pipeMessage(msg: PipeMsg): void {
    if (msg.type === "pipe-released") {
      const resolve = this.#releasing.get(msg.id);
      this.#releasing.delete(msg.id);
      if (msg.kept) this.#pipes.delete(msg.id);
      resolve?.(msg.kept ? msg.held ?? {} : null);
      return;
    }
    const p = this.#pipes.get(msg.id);
    if (!p) return;
    if (msg.type === "pipe-on") return p.on();
    this.#pipes.delete(msg.id);
    p.on();
    p.end(msg.reason);
  }

  /** Releases asked of a thread that is gone: none was kept. */
  #settleReleases(): void {
    const waiting = [...this.#releasing.values()];
    this.#releasing.clear();
    for (const resolve of waiting) resolve(null);
  }

  #ttyMessage(msg: TtyMsg): void {
    const t = this.#ttys.get(msg.id);
    if (msg.type === "tty-done") this.#ttys.delete(msg.id);
    t?.onMessage(msg);
  }

  #crashed(message: string): void {
    const busy = this.#waiting.size > 0 || this.#ttys.size > 0 ||
      this.#pipes.size > 0;
    if (busy && this.onCrash(message)) {
      this.#worker = spawnGatherWorker(this.#name);
      this.#control = new Int32Array(new SharedArrayBuffer(8));
      this.#seq = 0;
      this.#start();
      for (const { pane } of this.#waiting.values()) {
        this.#post({ t: "add", seq: this.#seq + 1, pane });
      }
      // A key the dead thread had read and not handed on is lost with it.
      for (const { tty } of this.#ttys.values()) {
        new TtyControl(tty.control).refuse();
        this.#post({ t: "tty", seq: this.#seq + 1, tty });
      }
      // What a pipe held (its backlog) is lost with the thread.
      for (const { pipe } of this.#pipes.values()) {
        this.#post({ t: "pipe", seq: this.#seq + 1, pipe });
      }
      return;
    }
    this.#dead = true;
    this.#settleReleases();
    for (const [id, w] of this.#waiting) {
      w.resolve(doneStats(id, "error", message));
    }
    this.#waiting.clear();
    for (const [id, t] of this.#ttys) {
      t.onMessage({ type: "tty-end", id });
      t.onMessage({ type: "tty-done", id });
    }
    this.#ttys.clear();
    const pipes = [...this.#pipes.values()];
    this.#pipes.clear();
    for (const p of pipes) {
      p.on();
      p.end("error");
    }
  }
}

/**
 * A gather worker thread, loading its module, not yet told what to drain:
 * give it to `GatherWorker`. Making one blocks the calling thread until
 * the worker's isolate exists (Deno's `new Worker`): 5-10 ms idle, over
 * 100 ms on a loaded machine.
 */
export function spawnGatherWorker(name: string): Worker {
  return new Worker(
    workerUrl(new URL("./gather_main.ts", import.meta.url)),
    { type: "module", name },
  );
}

/**
 * Starts a gather worker on one pane, which ends with it. `done` resolves
 * with its last message (the worker is terminated by then). Close the master
 * fd only after that: a closed fd number can be reused at once by another
 * session's pty, which a still-running worker would then read.
 *
 * @example
 * ```ts ignore
 * const ring = ByteRing.create();
 * const gather = startGatherWorker({
 *   fd: pty.fd,
 *   sab: ring.sab,
 *   wakeFd: ring.wakeFd,
 * });
 * // ... the parse worker consumes with `new ByteRing(sab)` ...
 * await gather.done;
 * ring.close();
 * closeFd(pty.fd);
 * ```
 */
export function startGatherWorker(
  init: GatherInit,
  name = `gather-${init.fd}`,
): { worker: Worker; done: Promise<GatherDone> } {
  const g = new GatherWorker(init.wakeFd, name, true);
  const done = g.add({ id: 0, fd: init.fd, sab: init.sab, signal: null })
    .then((d) => {
      g.terminate();
      return d;
    });
  return { worker: g.worker, done };
}

function doneStats(
  id: number,
  reason: GatherEndReason,
  error?: string,
): GatherDone {
  const d: GatherDone = {
    type: "done",
    id,
    reason,
    bytes: 0,
    batches: 0,
    polls: 0,
    reads: 0,
    fullWaits: 0,
  };
  if (error !== undefined) d.error = error;
  return d;
}

/** One pane as the loop drains it. */
class PaneDrain {
  readonly fd: number;
  readonly ring: RingProducer;
  readonly stats: GatherDone;
  /** Base address of the ring's data (shared memory never moves). */
  readonly base: number;
  readonly signal: Int32Array | null;
  /** When the drain grace began (REQUEST_DRAIN, nothing readable), or -1. */
  drainSince = -1;
  /** Holding a partial batch for a busy parser. */
  holding = false;
  /** Waiting for a released slot: its master is left out of poll(). */
  full = false;
  /** Its last turn read and may read more: it takes a turn every round. */
  hot = false;
  /** poll() found its master readable (or hung up) this round. */
  ready = false;
  /** When (performance.now()) it takes a turn even with nothing readable. */
  due = 0;
  /** When it last published a flood's batch (`IDLE_PUBLISH_BYTES` or more). */
  floodAt = -Infinity;
  /** Bytes read since its last turn that ended in a wait. */
  burst = 0;
  /** Its `pipe-pane` command's pipe, if one is open (`pane_pipe.ts`). */
  pipe: PanePipe | null = null;

  constructor(init: GatherPaneInit) {
    this.signal = init.signal ? new Int32Array(init.signal) : null;
    this.fd = init.fd;
    this.ring = new RingProducer(init.sab);
    this.stats = doneStats(init.id, "error");
    this.base = addressOf(this.ring.data);
  }

  /** Whether it has something to do this round. */
  wantsTurn(now: number): boolean {
    if (this.hot || this.ready || now >= this.due) return true;
    const ring = this.ring;
    return ring.request() !== REQUEST_NONE ||
      (this.full && ring.hasSpace()) ||
      (this.holding && ring.consumerIdle());
  }
}

/** What a pane's turn asks of the poll that follows a round. */
const PROGRESS = -1;

/**
 * One turn of `p`: up to `maxReads` reads, until it publishes, has nothing
 * more, or its ring is full. Returns PROGRESS, an end reason, or how long
 * it may wait for its next turn (ms).
 */
function turn(p: PaneDrain, maxReads: number): number | GatherEndReason {
  const ring = p.ring;
  const request = ring.request();
  if (request === REQUEST_STOP) return "stopped";
  p.full = false;
  if (!ring.hasSpace()) {
    p.stats.fullWaits++;
    if (ring.beginSpaceWait()) {
      p.full = true;
      return FULL_WAIT_MS;
    }
  }
  for (let reads = 0; reads < maxReads; reads++) {
    if (!ring.hasSpace()) return PROGRESS;
    const space = ring.writeSpace;
    const n = readPtyAt(p.fd, p.base + ring.writeOffset, space);
    p.stats.reads++;
    if (n > 0) {
      p.stats.bytes += n;
      p.drainSince = -1;
      ring.commit(n);
      if (ring.slotFull() || (idleWorthy(ring, n) && ring.consumerIdle())) {
        publish(p);
        // A small read that took less than it could is a burst's end (an
        // echo, a prompt): the pty had no more, and the read after it
        // would find EAGAIN. Ending the turn here saves that read and a
        // round's poll() on every echo; a byte that came meanwhile makes
        // the next poll() return at once.
        const ended = n < SMALL_READ_BYTES && n < space;
        return ended ? afterBurst(p, request) : PROGRESS;
      }
      continue;
    }
    if (n < 0) return "eof";
    return afterBurst(p, request);
  }
  return PROGRESS;
}

/**
 * A burst ended (a read found nothing, or a small one took all there was):
 * publish, hold, or wait, by the rules at the top.
 */
function afterBurst(p: PaneDrain, request: number): number | GatherEndReason {
  const ring = p.ring;
  if (ring.pending > 0 && ring.consumerIdle()) publish(p);
  if (request === REQUEST_DRAIN) {
    const now = performance.now();
    if (p.drainSince < 0) p.drainSince = now;
    const left = DRAIN_GRACE_MS - (now - p.drainSince);
    return left <= 0 ? "drained" : Math.ceil(left);
  }
  if (ring.pending === 0) {
    p.stats.polls++;
    return IDLE_POLL_MS;
  }
  if (ring.beginHolding()) {
    p.stats.polls++;
    p.holding = true;
    return HOLD_POLL_MS;
  }
  publish(p);
  return PROGRESS;
}

/** Whether a batch ending in a read of `n` bytes is worth an idle parser. */
function idleWorthy(ring: RingProducer, n: number): boolean {
  return n < SMALL_READ_BYTES || ring.pending >= IDLE_PUBLISH_BYTES;
}

/** This thread's scheduling (made in the worker, never on import). */
let floodSlice: FloodSlice | null = null;
/** The control area, where flood batches are counted (`CONTROL_FLOODS`). */
let floodCount: Int32Array | null = null;
/** The daemon's input count, which keys written here move too. */
let inputCount: Int32Array | null = null;
/** The pane whose burst began the short slice's hold, if it still holds. */
let holdingPane: PaneDrain | null = null;

/** The pane's pipe (when it has one) takes the batch about to be published. */
function pipeOut(p: PaneDrain): void {
  const ring = p.ring;
  const start = ring.writeOffset - ring.pending;
  if (!p.pipe!.send(p.base + start, ring.data, start, ring.pending)) {
    pipeEnded?.(p.pipe!);
  }
}

/** Tells the daemon a pipe has ended (the Gatherer's). */
let pipeEnded: ((pipe: PanePipe) => void) | null = null;

function publish(p: PaneDrain): void {
  if (p.pipe !== null && p.ring.pending > 0) pipeOut(p);
  if (p.ring.pending >= IDLE_PUBLISH_BYTES) {
    p.floodAt = performance.now();
    // The burst that began the hold was this flood's start (a command's
    // echo, then its output; or a flood's first read, before it filled a
    // batch): no one is waiting on that pane's echoes now.
    if (holdingPane === p) {
      holdingPane = null;
      floodSlice?.endHold();
    }
    floodSlice?.busy(p.floodAt);
    if (floodCount) Atomics.add(floodCount, CONTROL_FLOODS, 1);
  }
  p.ring.publish();
  p.stats.batches++;
  bump(p.signal);
}

/**
 * Writes the first `n` bytes of `ttyBuf` to `p`'s pty, as the main thread
 * writes input, and tells the parse worker an echo is on its way; returns
 * how many the pty took (a full one takes fewer, a closed one none).
 */
function writeDirect(p: PaneDrain, n: number): number {
  let w: number;
  try {
    w = writeSome(p.fd, ttyBuf.subarray(0, n));
  } catch {
    return 0; // EIO: its child is gone; main says so.
  }
  if (w > 0) {
    if (p.signal) inputParseSignal(p.signal);
    if (inputCount) noteInput(inputCount);
  }
  return w;
}

function bump(signal: Int32Array | null): void {
  if (!signal) return;
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

/** A terminal whose keys the loop reads (`tty_keys.ts`). */
class TtyRead {
  readonly id: number;
  readonly fd: number;
  readonly control: TtyControl;
  route: Int32Array;
  /** Hung up: left out of poll() until the main thread lets go of it. */
  ended = false;
  /** poll() found it readable (or hung up) this round. */
  ready = false;
  /** When it last said keys went straight through (`touched`). */
  touchedAt = -Infinity;

  constructor(init: GatherTtyInit) {
    this.id = init.id;
    this.fd = init.fd;
    this.control = new TtyControl(init.control);
    this.route = new Int32Array(init.route);
  }

  /** Whether poll() should wait for its keys. */
  get polled(): boolean {
    return !this.ended && this.control.request !== TTY_PAUSE;
  }
}

/** One read of a terminal: a paste comes in pieces of about this much. */
const TTY_READ_BYTES = 16 * 1024;
const ttyBuf = new Uint8Array(TTY_READ_BYTES);

/**
 * A terminal's read under this size is typing (a key, an escape sequence,
 * a mouse report), not a paste's piece: the terminal had no more.
 */
const KEY_READ_BYTES = 256;

/** The worker's state: its panes and how to reach its parent. */
class Gatherer {
  readonly panes = new Map<number, PaneDrain>();
  readonly ttys = new Map<number, TtyRead>();
  readonly pipes = new Map<number, PanePipe>();
  readonly #wakeFd: number;
  readonly #control: Int32Array;
  readonly #post: (d: GatherDone | TtyMsg | PipeMsg) => void;
  /** struct pollfd[]: { int fd; short events; short revents; } each. */
  #pollSet = new Int32Array(2);
  applied = 0;

  constructor(
    wakeFd: number,
    control: SharedArrayBuffer,
    post: (d: GatherDone | TtyMsg | PipeMsg) => void,
  ) {
    this.#wakeFd = wakeFd;
    this.#control = new Int32Array(control);
    floodCount = this.#control;
    this.#post = post;
    pipeEnded = (pipe) => this.#pipeEnded(pipe);
  }

  /** Whether a message waits to be taken. */
  get behind(): boolean {
    // Ahead is possible: a message can arrive before its count is stored.
    return ((Atomics.load(this.#control, CONTROL_SEQ) - this.applied) | 0) > 0;
  }

  add(pane: GatherPaneInit): void {
    // The same master added again (a session taken back after a failed
    // upgrade): one fd, one drain. A reused fd number cannot get here, as
    // a master is closed only after its drain ended.
    for (const [id, p] of this.panes) {
      if (p.fd === pane.fd) this.#end(id, p, "stopped");
    }
    this.panes.set(pane.id, new PaneDrain(pane));
    if (pane.pipe !== undefined) this.movePipe(pane.pipe, pane.id);
  }

  addTty(init: GatherTtyInit): void {
    const t = new TtyRead(init);
    t.control.routeTaken(t.control.routeGiven);
    this.ttys.set(init.id, t);
  }

  /** A `pipe-pane` command's pipe, on its pane's drain from now on. */
  addPipe(init: GatherPipeInit): void {
    this.pipes.get(init.id)?.close();
    const pipe = new PanePipe(init);
    this.pipes.set(init.id, pipe);
    this.movePipe(init.id, init.drain);
    this.#post({ type: "pipe-on", id: init.id });
  }

  /** Pipe `id` takes drain `drain`'s output (its pane's, moved). */
  movePipe(id: number, drain: number): void {
    const pipe = this.pipes.get(id);
    if (!pipe) return;
    const p = this.panes.get(drain);
    if (pipe.target instanceof PaneDrain && pipe.target.pipe === pipe) {
      pipe.target.pipe = null;
    }
    pipe.target = p ?? null;
    if (!p) return;
    // One pipe a drain: the one it had (closing, replaced) writes no more.
    if (p.pipe && p.pipe !== pipe) p.pipe.target = null;
    p.pipe = pipe;
  }

  /** Closes pipe `id` now, or once its backlog is written (`flush`). */
  closePipe(id: number, flush: boolean): void {
    const pipe = this.pipes.get(id);
    if (!pipe) return;
    this.#detachPipe(pipe);
    if (flush && pipe.queued > 0) pipe.closing = true;
    else {
      pipe.close();
      this.#pipeEnded(pipe);
    }
  }

  /**
   * Lets go of pipe `id` for the next daemon, with what it had not written
   * yet (a command that was behind): the next daemon writes that first.
   */
  releasePipe(id: number): void {
    const pipe = this.pipes.get(id);
    if (!pipe || pipe.closing) {
      // Ended already: its pipe-end is on the way, or was taken. (A pipe
      // closing with its pane is not released: its pane is gone.)
      this.#post({ type: "pipe-released", id, kept: false });
      return;
    }
    this.#detachPipe(pipe);
    this.pipes.delete(id);
    const held = pipe.takeHeld();
    this.#post({ type: "pipe-released", id, kept: true, held });
  }

  #detachPipe(pipe: PanePipe): void {
    if (pipe.target instanceof PaneDrain && pipe.target.pipe === pipe) {
      pipe.target.pipe = null;
    }
    pipe.target = null;
  }

  #pipeEnded(pipe: PanePipe): void {
    if (this.pipes.get(pipe.id) !== pipe) return;
    this.pipes.delete(pipe.id);
    this.#detachPipe(pipe);
    this.#post({
      type: "pipe-end",
      id: pipe.id,
      reason: pipe.ended ?? "closed",
    });
  }

  routeTty(id: number, route: SharedArrayBuffer, given: number): void {
    const t = this.ttys.get(id);
    if (!t) return;
    t.route = new Int32Array(route);
    t.control.routeTaken(given);
  }

  /** Whether it has anything to read (or a pipe to write). */
  get busy(): boolean {
    return this.panes.size > 0 || this.ttys.size > 0 || this.pipes.size > 0;
  }

  /**
   * Drains the panes and reads the terminals until a message waits or
   * none is left. Blocks the thread.
   */
  run(): void {
    while (this.busy && !this.behind) this.#round();
  }

  /**
   * One poll() over every master, then a turn for each pane with something
   * to do: quiet panes first, then the hot ones on a shared budget.
   */
  #round(): void {
    let hot = 0;
    let wait = IDLE_POLL_MS;
    const before = performance.now();
    for (const p of this.panes.values()) {
      if (p.hot) hot++;
      else wait = Math.min(wait, p.due - before);
    }
    wait = Math.min(wait, floodSlice?.quiet(before) ?? Infinity);
    for (const pipe of this.pipes.values()) {
      if (pipe.typing) wait = Math.min(wait, PIPE_TYPING_MS);
    }
    this.#poll(hot > 0 ? 0 : Math.max(0, Math.ceil(wait)));
    // Keys first: a key's way in is what the user waits on.
    for (const t of this.ttys.values()) this.#ttyTurn(t);
    for (const pipe of this.pipes.values()) {
      if (!pipe.turn(pipe.revents)) this.#pipeEnded(pipe);
    }
    const now = performance.now();
    const share = Math.max(
      MIN_READS_PER_TURN,
      Math.floor(READS_PER_ROUND / Math.max(1, hot)),
    );
    const hotOnes: PaneDrain[] = [];
    for (const p of this.panes.values()) {
      if (p.hot) hotOnes.push(p);
      else if (p.wantsTurn(now)) this.#take(p, READS_PER_TURN, now);
    }
    for (const p of hotOnes) this.#take(p, share, now);
  }

  /** One turn of `p`, its errors its own. */
  #take(p: PaneDrain, maxReads: number, now: number): void {
    if (!this.panes.has(p.stats.id)) return;
    this.#endHolding(p);
    p.ready = false;
    const read = p.stats.bytes;
    let r: number | GatherEndReason;
    try {
      r = turn(p, maxReads);
    } catch (err) {
      p.stats.error = err instanceof Error ? err.message : String(err);
      r = "error";
    }
    if (typeof r === "string") {
      this.#end(p.stats.id, p, r);
      return;
    }
    p.burst += p.stats.bytes - read;
    p.hot = r === PROGRESS;
    if (p.hot) return;
    p.due = now + r;
    // A burst that ended, from a pane that is not flooding (an echo, a
    // prompt): someone may be typing.
    if (!p.full && p.burst > 0 && now - p.floodAt >= QUIET_MS) {
      floodSlice?.interactive(now);
      holdingPane = p;
    }
    p.burst = 0;
  }

  #poll(timeoutMs: number): void {
    // The wake fd, every master not waiting for ring space, every
    // terminal read now, then every pipe (its hang-up is always polled).
    const n = this.panes.size + this.ttys.size + this.pipes.size + 1;
    if (this.#pollSet.length < n * 2) this.#pollSet = new Int32Array(n * 4);
    const set = this.#pollSet;
    const polled: { fd: number; ready: boolean }[] = [];
    set[0] = this.#wakeFd;
    set[1] = POLLIN;
    for (const p of this.panes.values()) {
      if (p.full) continue;
      polled.push(p);
      set[polled.length * 2] = p.fd;
      set[polled.length * 2 + 1] = POLLIN;
    }
    for (const t of this.ttys.values()) {
      t.ready = false;
      if (!t.polled) continue;
      polled.push(t);
      set[polled.length * 2] = t.fd;
      set[polled.length * 2 + 1] = POLLIN;
    }
    let at = polled.length + 1;
    for (const pipe of this.pipes.values()) {
      set[at * 2] = pipe.fd;
      set[at * 2 + 1] = pipe.events;
      at++;
    }
    libc().poll(set, BigInt(at), timeoutMs);
    // revents is the high half of each second int32.
    if (set[1] >>> 16 !== 0) drainWakeFd(this.#wakeFd);
    for (let i = 0; i < polled.length; i++) {
      polled[i].ready = set[(i + 1) * 2 + 1] >>> 16 !== 0;
    }
    at = polled.length + 1;
    for (const pipe of this.pipes.values()) {
      pipe.revents = set[at * 2 + 1] >>> 16;
      at++;
    }
  }

  /** A terminal's turn: its request, then what was typed. */
  #ttyTurn(t: TtyRead): void {
    if (t.control.request === TTY_STOP) {
      this.ttys.delete(t.id);
      this.#post({ type: "tty-done", id: t.id });
      return;
    }
    if (!t.ready || !t.polled) return;
    // A few reads at most: a paste's next piece waits for the next round.
    for (let reads = 0; reads < 4; reads++) {
      let n: number;
      try {
        n = readPty(t.fd, ttyBuf, 0, ttyBuf.length);
      } catch {
        n = -1;
      }
      if (n < 0) {
        t.ended = true;
        this.#post({ type: "tty-end", id: t.id });
        return;
      }
      if (n === 0) return;
      this.#keys(t, n);
      // A key's few bytes were all the terminal had: the next read would
      // find EAGAIN, and poll() tells of more. A paste comes in pieces of
      // up to 4 KiB (the tty's input buffer), read on.
      if (n < KEY_READ_BYTES) return;
    }
  }

  /** `n` bytes read from `t`: straight to the route's pane, or to main. */
  #keys(t: TtyRead, n: number): void {
    const c = t.control;
    let sent = 0;
    if (c.direct && c.inTurn(t.route) && c.passes(ttyBuf, n)) {
      const p = this.panes.get(Atomics.load(t.route, 0));
      if (p) sent = writeDirect(p, n);
    }
    if (sent === n) {
      const now = performance.now();
      if (now - t.touchedAt >= TOUCH_EVERY_MS) {
        t.touchedAt = now;
        this.#post({ type: "touched", id: t.id });
      }
      return;
    }
    // Main first, then the keys: none may pass one it has not taken.
    const seq = c.handOver();
    this.#post({ type: "keys", id: t.id, data: ttyBuf.slice(sent, n), seq });
  }

  #endHolding(p: PaneDrain): void {
    if (!p.holding) return;
    p.holding = false;
    p.ring.endHolding();
  }

  #end(id: number, p: PaneDrain, reason: GatherEndReason): void {
    this.panes.delete(id);
    this.#endHolding(p);
    if (holdingPane === p) holdingPane = null; // Its hold runs out alone.
    p.stats.reason = reason;
    // The pending bytes sit in the current slot, which is free by
    // construction (reads only happen when a slot is free).
    if (p.ring.pending > 0) p.stats.batches++;
    if (p.pipe !== null) {
      const pipe = p.pipe;
      if (p.ring.pending > 0) pipeOut(p);
      // The pipe stays open: the daemon closes it with its pane, or hands
      // it to the pane's next drain (a move to another session).
      this.#detachPipe(pipe);
    }
    p.ring.finish();
    bump(p.signal);
    this.#post(p.stats);
  }
}

/** The parts of a worker's global scope used here (typed for any lib). */
export interface WorkerScope {
  onmessage: ((e: MessageEvent<ToGather>) => void) | null;
  postMessage(message: GatherDone | TtyMsg | PipeMsg): void;
  close(): void;
}

/**
 * The worker's life (`gather_main.ts` starts it): a start message, then
 * add messages. The loop blocks the thread; it comes back to the event
 * loop only to take messages (the shared count says one is on its way).
 */
export function runAsWorker(scope: WorkerScope): void {
  // The long slice only while nothing but floods has output: this one
  // thread reads every session's keys' echoes too (see flood_slice.ts).
  floodSlice = new FloodSlice();
  let g: Gatherer | null = null;
  let once = false;
  let running = false;
  const resume = () => {
    if (!g || running) return;
    running = true;
    g.run();
    running = false;
    if (!g.busy && once && !g.behind) scope.close();
    // Behind: the message is queued; onmessage runs next and resumes.
  };
  scope.onmessage = (e) => {
    const msg = e.data;
    if (msg.t === "start") {
      g = new Gatherer(msg.wakeFd, msg.control, (d) => scope.postMessage(d));
      // A thread restarted after a crash runs this file beside an older
      // main thread, which sends none.
      inputCount = msg.activity ? new Int32Array(msg.activity) : null;
      once = msg.once;
      return;
    }
    if (!g) return;
    g.applied = msg.seq;
    if (msg.t === "crash") throw new Error("gather worker: crash requested");
    if (msg.t === "tty") g.addTty(msg.tty);
    else if (msg.t === "pipe") g.addPipe(msg.pipe);
    else if (msg.t === "pipe-close") g.closePipe(msg.id, msg.flush);
    else if (msg.t === "pipe-release") g.releasePipe(msg.id);
    else if (msg.t === "tty-route") g.routeTty(msg.id, msg.route, msg.given);
    else g.add(msg.pane);
    resume();
  };
}
