/**
 * The gather worker: one per session. It only drains the pty master into the
 * session's ring (`ring.ts`), in a synchronous loop of poll() and read() on
 * its own thread, so the child keeps producing while the parse worker
 * parses: per-read costs are paid per batch (Ghostty #13209 measured 25-55%
 * more throughput from this split).
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
 * At EOF (EIO from the master) or on request it publishes what it has,
 * marks the ring EOF, posts `GatherDone` and closes. It never closes the
 * master or the wake fd: the daemon owns both.
 *
 * Start it with `startGatherWorker` (the session does).
 *
 * @module
 */

import { libc, POLLIN } from "../../pty/_libc.ts";
import { addressOf, readPtyAt } from "../../pty/fd_io.ts";
import { drainWakeFd } from "../../pty/wake_fd.ts";
import { REQUEST_DRAIN, REQUEST_STOP, RingProducer } from "./ring.ts";

/** The message that starts a gather worker. */
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

/** The gather worker's last message to its parent. */
export interface GatherDone {
  /** Always "done". */
  type: "done";
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

/** Atomics.wait timeout on a full ring (stop requests also notify). */
const FULL_WAIT_MS = 250;

/**
 * After REQUEST_DRAIN, how long to wait for more output once a read finds
 * nothing: the child's last bytes may still be on their way through the
 * kernel's flip buffer when its exit is seen.
 */
const DRAIN_GRACE_MS = 20;

/**
 * Starts a gather worker on `init`. `done` resolves with its last message
 * (the worker is terminated by then). Close the master fd only after that:
 * a closed fd number can be reused at once by another session's pty, which
 * a still-running worker would then read.
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
  const worker = new Worker(import.meta.url, { type: "module", name });
  const done = new Promise<GatherDone>((resolve) => {
    worker.onmessage = (e: MessageEvent<GatherDone>) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      worker.terminate();
      resolve({
        type: "done",
        reason: "error",
        bytes: 0,
        batches: 0,
        polls: 0,
        fullWaits: 0,
        error: e.message,
      });
    };
  });
  worker.postMessage(init);
  return { worker, done };
}

/**
 * Drains `init.fd` into the ring until EOF or a request, then publishes what
 * is pending and marks the ring EOF (also when reading throws). Blocks its
 * thread: only for a worker. Returns why it ended; counts into `stats`.
 */
export function gather(init: GatherInit, stats: GatherDone): GatherEndReason {
  const ring = new RingProducer(init.sab);
  try {
    return drain(init, ring, new Poller(init.fd, init.wakeFd), stats);
  } finally {
    // The pending bytes sit in the current slot, which is free by
    // construction (reads only happen when a slot is free).
    if (ring.pending > 0) stats.batches++;
    ring.finish();
  }
}

/** The loop: read while there is space, publish by the rules, sleep in poll. */
function drain(
  init: GatherInit,
  ring: RingProducer,
  poller: Poller,
  stats: GatherDone,
): GatherEndReason {
  // Reads go straight to the ring's shared memory (which never moves).
  const base = addressOf(ring.data);
  for (;;) {
    const request = ring.request();
    if (request === REQUEST_STOP) return "stopped";
    if (!ring.hasSpace()) {
      stats.fullWaits++;
      ring.waitForSpace(FULL_WAIT_MS);
      continue;
    }
    const n = readPtyAt(init.fd, base + ring.writeOffset, ring.writeSpace);
    if (n > 0) {
      stats.bytes += n;
      ring.commit(n);
      if (ring.slotFull() || (idleWorthy(ring, n) && ring.consumerIdle())) {
        publish(ring, stats);
      }
      continue;
    }
    if (n < 0) return "eof";
    // EAGAIN: the burst is over for now.
    if (ring.pending > 0 && ring.consumerIdle()) publish(ring, stats);
    if (request === REQUEST_DRAIN) {
      if (!poller.waitMaster(DRAIN_GRACE_MS)) return "drained";
      continue;
    }
    if (ring.pending === 0) {
      stats.polls++;
      poller.wait(IDLE_POLL_MS);
    } else if (ring.beginHolding()) {
      stats.polls++;
      poller.wait(HOLD_POLL_MS);
      ring.endHolding();
    } else {
      publish(ring, stats);
    }
  }
}

/** Whether a batch ending in a read of `n` bytes is worth an idle parser. */
function idleWorthy(ring: RingProducer, n: number): boolean {
  return n < SMALL_READ_BYTES || ring.pending >= IDLE_PUBLISH_BYTES;
}

function publish(ring: RingProducer, stats: GatherDone): void {
  ring.publish();
  stats.batches++;
}

/** poll() on the master and the wake fd, with preallocated pollfds. */
class Poller {
  // struct pollfd { int fd; short events; short revents; } x 2
  readonly #fds = new Int32Array(4);
  readonly #wakeFd: number;
  readonly #masterOnly = new Int32Array(2);

  constructor(masterFd: number, wakeFd: number) {
    this.#wakeFd = wakeFd;
    this.#fds[0] = masterFd;
    this.#fds[2] = wakeFd;
    this.#masterOnly[0] = masterFd;
  }

  /** Waits until the master or the wake fd is readable (or timeout). */
  wait(timeoutMs: number): void {
    // Writing `events` as the low half of the int also zeroes `revents`.
    this.#fds[1] = POLLIN;
    this.#fds[3] = POLLIN;
    libc().poll(this.#fds, 2n, timeoutMs);
    if (this.#fds[3] !== POLLIN) drainWakeFd(this.#wakeFd);
  }

  /** Waits for the master alone; returns whether it became ready. */
  waitMaster(timeoutMs: number): boolean {
    this.#masterOnly[1] = POLLIN;
    return libc().poll(this.#masterOnly, 1n, timeoutMs) > 0;
  }
}

/** The parts of a worker's global scope used here (typed for any lib). */
interface WorkerScope {
  onmessage: ((e: MessageEvent<GatherInit>) => void) | null;
  postMessage(message: GatherDone): void;
  close(): void;
}

/** Worker entry: one init message, the loop, one done message, close. */
function runAsWorker(scope: WorkerScope): void {
  scope.onmessage = (e) => {
    scope.onmessage = null;
    const stats: GatherDone = {
      type: "done",
      reason: "error",
      bytes: 0,
      batches: 0,
      polls: 0,
      fullWaits: 0,
    };
    try {
      stats.reason = gather(e.data, stats);
    } catch (err) {
      stats.reason = "error";
      stats.error = err instanceof Error ? err.message : String(err);
    }
    scope.postMessage(stats);
    scope.close();
  };
}

if (import.meta.main && "WorkerGlobalScope" in globalThis) {
  runAsWorker(self as unknown as WorkerScope);
}
