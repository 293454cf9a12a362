/**
 * The gather worker: one per session. It only drains its panes' pty masters,
 * each into that pane's ring (`ring.ts`), in a synchronous loop of poll()
 * and read() on its own thread, so the children keep producing while the
 * parse worker parses: per-read costs are paid per batch (Ghostty #13209
 * measured 25-55% more throughput from this split). A pane costs a pty and
 * a ring, not another thread (an idle Deno worker is about 8 MB).
 *
 * The panes take turns: each turn reads one pane until it publishes a
 * batch or has nothing more, so a pane that floods never keeps a quiet
 * neighbour's echo waiting more than one batch. Each pane has its own
 * backpressure: a full ring stops reading that pane only.
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
 * At a pane's EOF (EIO from the master) or on request it publishes what it
 * has, marks that ring EOF and posts the pane's `GatherDone`. It never
 * closes a master or the wake fd: the daemon owns them.
 *
 * A session starts it with `GatherWorker` and adds panes as they are made;
 * `startGatherWorker` runs one pane and ends with it (tests, benchmarks).
 *
 * @module
 */

import { libc, POLLIN } from "../../pty/_libc.ts";
import { addressOf, readPtyAt } from "../../pty/fd_io.ts";
import { drainWakeFd, signalWakeFd } from "../../pty/wake_fd.ts";
import { REQUEST_DRAIN, REQUEST_STOP, RingProducer } from "./ring.ts";
import { FloodSlice } from "./flood_slice.ts";

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

/** Why the gather worker stopped. */
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
  /** Times the worker slept in poll() (nothing readable). */
  polls: number;
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
 * poll() timeout while holding a partial batch for a busy parser. Going idle
 * wakes the worker through the wake fd; this only bounds the delay when the
 * consumer was given no wake fd.
 */
const HOLD_POLL_MS = 5;

/** poll() timeout otherwise: requests arrive through the wake fd. */
const IDLE_POLL_MS = 1000;

/** poll() timeout on a full ring (releases and stop requests wake it). */
const FULL_WAIT_MS = 250;

/** Most reads of one pane in one turn: a slot's worth in a flood. */
const READS_PER_TURN = 64;

/**
 * After REQUEST_DRAIN, how long to wait for more output once a read finds
 * nothing: the child's last bytes may still be on their way through the
 * kernel's flip buffer when its exit is seen.
 */
const DRAIN_GRACE_MS = 20;

/** A pane to drain: its master and its ring. */
export interface GatherPaneInit {
  id: number;
  /** The pty master: nonblocking. */
  fd: number;
  /** The pane's ring (made with the worker's wake fd). */
  sab: SharedArrayBuffer;
}

/** Messages to the worker. */
type ToGather =
  | {
    t: "start";
    wakeFd: number;
    control: SharedArrayBuffer;
    signal: SharedArrayBuffer | null;
    once: boolean;
  }
  | { t: "add"; seq: number; pane: GatherPaneInit };

/** Int32 index in the control area: add messages posted so far. */
const CONTROL_SEQ = 0;

/**
 * A session's gather worker. Panes are added as they are made; each pane's
 * end is reported through `paneDone`. Terminate it when the session ends.
 */
export class GatherWorker {
  readonly worker: Worker;
  readonly #control = new Int32Array(new SharedArrayBuffer(8));
  readonly #wakeFd: number;
  #seq = 0;
  #waiting = new Map<number, (d: GatherDone) => void>();
  /** Called for a pane's end when nobody waits for it (a crash). */
  onError: (message: string) => void = () => {};

  /**
   * `wakeFd`: the eventfd every ring of this worker's panes wakes;
   * `signal`: an Int32 word bumped (and notified) after every publish and
   * every pane's end, so that the parse worker waits on one word for all
   * of its panes. `worker`: one made ahead by `spawnGatherWorker` (a warm
   * spare), or none to make one now.
   */
  constructor(
    wakeFd: number,
    name: string,
    signal: SharedArrayBuffer | null = null,
    once = false,
    worker: Worker = spawnGatherWorker(name),
  ) {
    this.#wakeFd = wakeFd;
    this.worker = worker;
    this.worker.onmessage = (e: MessageEvent<GatherDone>) => {
      const resolve = this.#waiting.get(e.data.id);
      this.#waiting.delete(e.data.id);
      resolve?.(e.data);
    };
    this.worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.worker.terminate();
      this.onError(e.message);
      for (const [id, resolve] of this.#waiting) {
        resolve(doneStats(id, "error", e.message));
      }
      this.#waiting.clear();
    };
    const start: ToGather = {
      t: "start",
      wakeFd,
      control: this.#control.buffer as SharedArrayBuffer,
      signal,
      once,
    };
    this.worker.postMessage(start);
  }

  /** Starts draining a pane; resolves with its last message. */
  add(pane: GatherPaneInit): Promise<GatherDone> {
    const done = new Promise<GatherDone>((resolve) =>
      this.#waiting.set(pane.id, resolve)
    );
    const msg: ToGather = { t: "add", seq: ++this.#seq, pane };
    this.worker.postMessage(msg);
    // The worker's loop blocks its thread: the shared count and the wake fd
    // tell it to come out and take the message.
    Atomics.store(this.#control, CONTROL_SEQ, this.#seq);
    signalWakeFd(this.#wakeFd);
    return done;
  }

  terminate(): void {
    this.worker.terminate();
  }
}

/**
 * A gather worker thread, loading its module, not yet told what to drain:
 * give it to `GatherWorker`. Making one blocks the calling thread until
 * the worker's isolate exists (Deno's `new Worker`): 5-10 ms idle, over
 * 100 ms on a loaded machine.
 */
export function spawnGatherWorker(name: string): Worker {
  return new Worker(import.meta.url, { type: "module", name });
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
  const g = new GatherWorker(init.wakeFd, name, null, true);
  const done = g.add({ id: 0, fd: init.fd, sab: init.sab }).then((d) => {
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
  /** When the drain grace began (REQUEST_DRAIN, nothing readable), or -1. */
  drainSince = -1;
  /** Holding a partial batch for a busy parser. */
  holding = false;
  /** Waiting for a released slot: its master is left out of poll(). */
  full = false;
  readonly signal: Int32Array | null;

  constructor(init: GatherPaneInit, signal: Int32Array | null) {
    this.signal = signal;
    this.fd = init.fd;
    this.ring = new RingProducer(init.sab);
    this.stats = doneStats(init.id, "error");
    this.base = addressOf(this.ring.data);
  }
}

/** What a pane's turn asks of the poll that follows a round. */
const PROGRESS = -1;

/**
 * One turn of `p`: reads until it publishes, has nothing more, or its ring
 * is full. Returns PROGRESS, an end reason, or the poll timeout it needs.
 */
function turn(p: PaneDrain): number | GatherEndReason {
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
  for (let reads = 0; reads < READS_PER_TURN; reads++) {
    if (!ring.hasSpace()) return PROGRESS;
    const n = readPtyAt(p.fd, p.base + ring.writeOffset, ring.writeSpace);
    if (n > 0) {
      p.stats.bytes += n;
      p.drainSince = -1;
      ring.commit(n);
      if (ring.slotFull() || (idleWorthy(ring, n) && ring.consumerIdle())) {
        publish(p);
        return PROGRESS;
      }
      continue;
    }
    if (n < 0) return "eof";
    return afterBurst(p, request);
  }
  return PROGRESS;
}

/** A read found nothing: publish, hold, or wait, by the rules at the top. */
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

function publish(p: PaneDrain): void {
  if (p.ring.pending >= IDLE_PUBLISH_BYTES) {
    floodSlice?.busy(performance.now());
  }
  p.ring.publish();
  p.stats.batches++;
  bump(p.signal);
}

function bump(signal: Int32Array | null): void {
  if (!signal) return;
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

/** The worker's state: its panes and how to reach its parent. */
class Gatherer {
  readonly panes = new Map<number, PaneDrain>();
  readonly #wakeFd: number;
  readonly #control: Int32Array;
  readonly #post: (d: GatherDone) => void;
  readonly #signal: Int32Array | null;
  applied = 0;

  constructor(
    wakeFd: number,
    control: SharedArrayBuffer,
    signal: SharedArrayBuffer | null,
    post: (d: GatherDone) => void,
  ) {
    this.#signal = signal ? new Int32Array(signal) : null;
    this.#wakeFd = wakeFd;
    this.#control = new Int32Array(control);
    this.#post = post;
  }

  /** Whether an add message is waiting to be taken. */
  get behind(): boolean {
    // Ahead is possible: a message can arrive before its count is stored.
    return ((Atomics.load(this.#control, CONTROL_SEQ) - this.applied) | 0) > 0;
  }

  add(pane: GatherPaneInit): void {
    this.panes.set(pane.id, new PaneDrain(pane, this.#signal));
  }

  /**
   * Drains the panes until an add message waits or no pane is left. Blocks
   * the thread.
   */
  run(): void {
    while (this.panes.size > 0 && !this.behind) this.#round();
  }

  /** Every pane takes a turn; with nothing read, sleep in poll(). */
  #round(): void {
    let progress = false;
    let timeout = IDLE_POLL_MS;
    for (const [id, p] of this.panes) {
      let r: number | GatherEndReason;
      try {
        r = turn(p);
      } catch (err) {
        p.stats.error = err instanceof Error ? err.message : String(err);
        r = "error";
      }
      if (typeof r === "string") {
        this.#end(id, p, r);
        progress = true;
      } else if (r === PROGRESS) {
        progress = true;
      } else {
        timeout = Math.min(timeout, r);
      }
    }
    if (progress) {
      for (const p of this.panes.values()) this.#endHolding(p);
      return;
    }
    if (timeout >= IDLE_POLL_MS) {
      // Every pane is idle: a flood's slice ends once it stays so.
      timeout = Math.min(
        timeout,
        Math.ceil(floodSlice?.quiet(performance.now()) ?? Infinity),
      );
    }
    this.#poll(timeout);
  }

  #poll(timeoutMs: number): void {
    // struct pollfd { int fd; short events; short revents; }: the wake fd,
    // then every master not waiting for ring space.
    const fds: number[] = [this.#wakeFd];
    for (const p of this.panes.values()) if (!p.full) fds.push(p.fd);
    const set = new Int32Array(fds.length * 2);
    for (let i = 0; i < fds.length; i++) {
      set[i * 2] = fds[i];
      set[i * 2 + 1] = POLLIN;
    }
    libc().poll(set, BigInt(fds.length), timeoutMs);
    if (set[1] !== POLLIN) drainWakeFd(this.#wakeFd);
    for (const p of this.panes.values()) this.#endHolding(p);
  }

  #endHolding(p: PaneDrain): void {
    if (!p.holding) return;
    p.holding = false;
    p.ring.endHolding();
  }

  #end(id: number, p: PaneDrain, reason: GatherEndReason): void {
    this.panes.delete(id);
    this.#endHolding(p);
    p.stats.reason = reason;
    // The pending bytes sit in the current slot, which is free by
    // construction (reads only happen when a slot is free).
    if (p.ring.pending > 0) p.stats.batches++;
    p.ring.finish();
    bump(this.#signal);
    this.#post(p.stats);
  }
}

/** The parts of a worker's global scope used here (typed for any lib). */
interface WorkerScope {
  onmessage: ((e: MessageEvent<ToGather>) => void) | null;
  postMessage(message: GatherDone): void;
  close(): void;
}

/**
 * Worker entry: a start message, then add messages. The loop blocks the
 * thread; it comes back to the event loop only to take add messages
 * (the shared count says one is on its way).
 */
function runAsWorker(scope: WorkerScope): void {
  floodSlice = new FloodSlice();
  let g: Gatherer | null = null;
  let once = false;
  let running = false;
  const resume = () => {
    if (!g || running) return;
    running = true;
    g.run();
    running = false;
    if (g.panes.size === 0 && once && !g.behind) scope.close();
    // Behind: the add message is queued; onmessage runs next and resumes.
  };
  scope.onmessage = (e) => {
    const msg = e.data;
    if (msg.t === "start") {
      g = new Gatherer(
        msg.wakeFd,
        msg.control,
        msg.signal,
        (d) => scope.postMessage(d),
      );
      once = msg.once;
      return;
    }
    if (!g) return;
    g.add(msg.pane);
    g.applied = msg.seq;
    resume();
  };
}

if (import.meta.main && "WorkerGlobalScope" in globalThis) {
  runAsWorker(self as unknown as WorkerScope);
}
