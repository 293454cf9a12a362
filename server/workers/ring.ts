/**
 * The ring between the gather worker (the one producer) and a pane's
 * parse worker (the one consumer): N preallocated slots of S bytes in one
 * SharedArrayBuffer, plus an Int32Array control area.
 *
 * The producer fills the current slot with successive pty reads and
 * publishes it as one batch: its length and the end offset of each read in
 * it (so the consumer can test `wait --text` at read boundaries). The
 * consumer takes batches oldest first, as views into the shared memory, and
 * releases each when done. When every slot is published and unreleased the
 * producer stops reading: the kernel's pty buffer fills, the child blocks
 * and memory stays flat (bound every buffer: an unbounded queue between
 * reader and parser grew to hundreds of MB under `cat bigfile` in toastty
 * #62).
 *
 * Counters are free-running int32s compared by difference, so they may wrap;
 * slot i of counter c is `c & (slots - 1)`, which is why `slots` is a power
 * of two.
 *
 * Layout of the control area (int32 indices):
 *
 * | index | field                                           |
 * | ----- | ----------------------------------------------- |
 * | 0-2   | geometry: slots, slot bytes, read ends per slot |
 * | 3     | PUBLISHED: batches published                    |
 * | 4     | RELEASED: batches released                      |
 * | 5     | SIGNAL: bumped on every publish and at EOF      |
 * | 6     | CONSUMER_IDLE: 1 while the consumer has nothing |
 * | 7     | HOLDING: producer holds a partial batch, asleep |
 * | 8     | EOF: producer done, everything published        |
 * | 9     | REQUEST: 0, REQUEST_DRAIN or REQUEST_STOP       |
 * | 10    | WAKE_FD: the gather worker's eventfd, or -1     |
 * | 11    | SPACE_WAIT: producer waits for a released slot  |
 * | 16+   | per slot: length, read count, read ends         |
 *
 * @module
 */

import { closeFd } from "../../pty/fd_io.ts";
import { createWakeFd, signalWakeFd } from "../../pty/wake_fd.ts";

/**
 * Slots per ring. Two let the producer fill one slot while the parser
 * works through the other, so neither waits for the other under a flood.
 * More only queue output ahead of what the screen shows: with the parser
 * behind (a flood while attached), every full slot is that much later on
 * screen. Measured A/B, 32 MiB flood while attached, 3 alternations: 4
 * slots p99 output-to-screen 80 / 76 / 89 ms, 2 slots 58 / 51 / 50 ms,
 * the flood's MB/s the same (22.6 / 21.0 / 20.5 against 21.7 / 20.0 /
 * 23.0), and end-to-end `cat` of 32 MiB as fast (28-32 against 26-38 MB/s,
 * the daemon's CPU 870-990 against 750-1,000 ms). A ring is 2 x 256 KiB of
 * shared memory, resident only as far as it has been written.
 */
export const RING_SLOTS = 2;

/**
 * Bytes per slot. A pty read returns at most about 4 KiB, so a full slot
 * is about 64 reads and per-batch costs (a wake-up, entering the parser)
 * are paid once per 64 reads in a flood; flood batches averaged 220 KiB.
 * Measured with the VT engine as consumer, 32 MiB of `cat` (cooked), median
 * of 3 on the shared 2-core machine: 4 x 64 KiB 590 ms, 4 x 256 KiB 518 ms,
 * 2 x 512 KiB 495 ms, 8 x 128 KiB 524 ms, 4 x 1 MiB 526 ms. Past 64 KiB
 * the differences are within the noise of that machine, so the smallest
 * size clear of the 64 KiB dip, at a 1 MiB ring, was kept (then 4 slots).
 */
export const RING_SLOT_BYTES = 256 * 1024;

/**
 * Read ends recorded per slot (1 KiB of control area each). A flood fills a
 * slot in about 64 reads; a run of tiny reads ends a batch early when the
 * table is full, which only costs one more batch.
 */
export const RING_MAX_READS = 256;

/** No request: keep gathering. */
export const REQUEST_NONE = 0;
/** The child has exited: drain what is readable, publish, then stop. */
export const REQUEST_DRAIN = 1;
/** Stop now (what is in the current slot is still published). */
export const REQUEST_STOP = 2;

const SLOTS = 0;
const SLOT_BYTES = 1;
const MAX_READS = 2;
const PUBLISHED = 3;
const RELEASED = 4;
const SIGNAL = 5;
const CONSUMER_IDLE = 6;
const HOLDING = 7;
const EOF = 8;
const REQUEST = 9;
const WAKE_FD = 10;
const SPACE_WAIT = 11;
const HEADER_INTS = 16;

/** Geometry of a ring. */
export interface RingGeometry {
  /** Number of slots, a power of two. */
  slots: number;
  /** Bytes per slot, a multiple of 8. */
  slotBytes: number;
  /** Read ends recorded per slot. */
  maxReads: number;
}

/** The default geometry (`RING_SLOTS` x `RING_SLOT_BYTES`). */
export const DEFAULT_RING_GEOMETRY: RingGeometry = {
  slots: RING_SLOTS,
  slotBytes: RING_SLOT_BYTES,
  maxReads: RING_MAX_READS,
};

/**
 * Allocates a ring's shared memory without a wake fd (tests, benchmarks);
 * the daemon uses `ByteRing.create()`.
 */
export function createRingBuffer(
  geometry: RingGeometry = DEFAULT_RING_GEOMETRY,
): SharedArrayBuffer {
  const { slots, slotBytes, maxReads } = geometry;
  if (slots < 1 || (slots & (slots - 1)) !== 0) {
    throw new RangeError(`Ring slots must be a power of two, not ${slots}`);
  }
  if (slotBytes < 8 || slotBytes % 8 !== 0 || maxReads < 1) {
    throw new RangeError("Ring slot size must be a multiple of 8, reads >= 1");
  }
  const sab = new SharedArrayBuffer(dataOffset(geometry) + slots * slotBytes);
  const ctrl = new Int32Array(sab, 0, controlInts(geometry));
  ctrl[SLOTS] = slots;
  ctrl[SLOT_BYTES] = slotBytes;
  ctrl[MAX_READS] = maxReads;
  ctrl[CONSUMER_IDLE] = 1;
  ctrl[WAKE_FD] = -1;
  return sab;
}

function controlInts(g: RingGeometry): number {
  return HEADER_INTS + g.slots * (2 + g.maxReads);
}

/** Data starts on a 64-byte boundary after the control area. */
function dataOffset(g: RingGeometry): number {
  return Math.ceil((controlInts(g) * 4) / 64) * 64;
}

/** Geometry and views shared by both ends. */
class RingArrays {
  readonly slots: number;
  readonly slotBytes: number;
  readonly maxReads: number;
  readonly ctrl: Int32Array<SharedArrayBuffer>;
  readonly data: Uint8Array<SharedArrayBuffer>;

  constructor(sab: SharedArrayBuffer) {
    const head = new Int32Array(sab, 0, HEADER_INTS);
    this.slots = head[SLOTS];
    this.slotBytes = head[SLOT_BYTES];
    this.maxReads = head[MAX_READS];
    const g = {
      slots: this.slots,
      slotBytes: this.slotBytes,
      maxReads: this.maxReads,
    };
    this.ctrl = new Int32Array(sab, 0, controlInts(g));
    this.data = new Uint8Array(sab, dataOffset(g), this.slots * this.slotBytes);
  }

  /** Int32 index of slot `slot`'s length field. */
  meta(slot: number): number {
    return HEADER_INTS + slot * (2 + this.maxReads);
  }
}

/** One published batch, valid until `ByteRing.release()`. */
export interface RingBatch {
  /** The batch's bytes: a view into shared memory, not a copy. */
  bytes: Uint8Array;
  /** End offset in `bytes` of each pty read in the batch, ascending. */
  readEnds: Int32Array;
}

/**
 * A ring's producer end, for the gather worker: fill, publish, finish.
 * Blocking waits (`waitForSpace`) use `Atomics.wait`, so this runs only on
 * a worker thread.
 */
export class RingProducer {
  readonly #v: RingArrays;
  #published: number;
  #fill = 0;
  #reads = 0;
  #slotStart = 0;
  #meta = 0;

  /** Takes the producer end of `sab` (one producer per ring). */
  constructor(sab: SharedArrayBuffer) {
    this.#v = new RingArrays(sab);
    this.#published = Atomics.load(this.#v.ctrl, PUBLISHED);
    this.#selectSlot();
  }

  /** Bytes in the current, unpublished slot. */
  get pending(): number {
    return this.#fill;
  }

  /** The pending request from the daemon (REQUEST_*). */
  request(): number {
    return Atomics.load(this.#v.ctrl, REQUEST);
  }

  /** Whether the consumer has nothing to do. */
  consumerIdle(): boolean {
    return Atomics.load(this.#v.ctrl, CONSUMER_IDLE) === 1;
  }

  /** Whether a slot is free to fill (else every slot awaits release). */
  hasSpace(): boolean {
    const inFlight = (this.#published - Atomics.load(this.#v.ctrl, RELEASED)) |
      0;
    return inFlight < this.#v.slots;
  }

  /**
   * Blocks until the consumer releases a slot, a stop is requested (which
   * notifies the same word) or `timeoutMs` passes.
   */
  waitForSpace(timeoutMs: number): void {
    const released = Atomics.load(this.#v.ctrl, RELEASED);
    if (((this.#published - released) | 0) < this.#v.slots) return;
    Atomics.wait(this.#v.ctrl, RELEASED, released, timeoutMs);
  }

  /**
   * Says the producer will sleep in poll() until a slot is released (a
   * gather worker draining several panes cannot block on one ring); returns
   * false (flag cleared) when a slot is free already. `release()` checks
   * the flag after publishing the release, so one side sees the other.
   */
  beginSpaceWait(): boolean {
    Atomics.store(this.#v.ctrl, SPACE_WAIT, 1);
    if (this.hasSpace()) {
      Atomics.store(this.#v.ctrl, SPACE_WAIT, 0);
      return false;
    }
    return true;
  }

  /** Where the next read goes: `data[offset .. offset + length]`. */
  get data(): Uint8Array<SharedArrayBuffer> {
    return this.#v.data;
  }

  /** Offset in `data` of the free part of the current slot. */
  get writeOffset(): number {
    return this.#slotStart + this.#fill;
  }

  /** Free bytes in the current slot. */
  get writeSpace(): number {
    return this.#v.slotBytes - this.#fill;
  }

  /** Records a read of `n` bytes at `writeOffset`. */
  commit(n: number): void {
    this.#fill += n;
    this.#v.ctrl[this.#meta + 2 + this.#reads++] = this.#fill;
  }

  /** Whether the current slot can take no more (bytes or read ends). */
  slotFull(): boolean {
    return this.#fill === this.#v.slotBytes || this.#reads === this.#v.maxReads;
  }

  /** Publishes the current slot as one batch (nothing when it is empty). */
  publish(): void {
    if (this.#fill === 0) return;
    const ctrl = this.#v.ctrl;
    ctrl[this.#meta] = this.#fill;
    ctrl[this.#meta + 1] = this.#reads;
    this.#published = (this.#published + 1) | 0;
    // The seq-cst store orders the plain writes above before it.
    Atomics.store(ctrl, PUBLISHED, this.#published);
    this.#signal();
    this.#fill = 0;
    this.#reads = 0;
    this.#selectSlot();
  }

  /**
   * Says the producer is about to sleep holding a partial batch; returns
   * false (and clears the flag) when the consumer is already idle, in which
   * case the caller publishes instead. The consumer checks the flag after
   * setting its idle flag, so one of the two always sees the other.
   */
  beginHolding(): boolean {
    Atomics.store(this.#v.ctrl, HOLDING, 1);
    if (this.consumerIdle()) {
      Atomics.store(this.#v.ctrl, HOLDING, 0);
      return false;
    }
    return true;
  }

  /** Clears the holding flag after waking. */
  endHolding(): void {
    Atomics.store(this.#v.ctrl, HOLDING, 0);
  }

  /** Publishes what is pending (if a slot is free) and marks the ring EOF. */
  finish(): void {
    if (this.#fill > 0) this.publish();
    // The producer waits for nothing more here: the consumer's releases
    // need not wake it.
    Atomics.store(this.#v.ctrl, SPACE_WAIT, 0);
    Atomics.store(this.#v.ctrl, HOLDING, 0);
    Atomics.store(this.#v.ctrl, EOF, 1);
    this.#signal();
  }

  #signal(): void {
    Atomics.add(this.#v.ctrl, SIGNAL, 1);
    Atomics.notify(this.#v.ctrl, SIGNAL);
  }

  #selectSlot(): void {
    const slot = this.#published & (this.#v.slots - 1);
    this.#slotStart = slot * this.#v.slotBytes;
    this.#meta = this.#v.meta(slot);
  }
}

/**
 * How long one `waitAsync` may last before it resolves anyway. A safety net
 * only: publishes and EOF notify at once.
 */
const WAIT_SLICE_MS = 1000;

/**
 * A session's ring as the daemon's main thread and the parse worker see it.
 *
 * The main thread creates it (`ByteRing.create()`: shared memory plus the
 * gather worker's wake fd, whose number is stored in the shared memory so
 * any thread can wake the worker), hands `sab` and `wakeFd` to the gather
 * worker (`GatherInit`) and `sab` to the parse worker, asks the gather
 * worker to stop with `requestStop`, and calls `close()` once the gather
 * worker is done.
 *
 * The parse worker attaches with `new ByteRing(sab)` and consumes. It never
 * blocks: `waitAsync` returns a promise, and keeps the event loop alive while
 * pending (which `Atomics.waitAsync` alone does not).
 *
 * Idleness, for the producer (which never holds a partial batch while the
 * consumer is idle): `next()` finding nothing marks the consumer idle and
 * wakes a producer that is holding a batch; `next()` returning a batch
 * marks it busy. `setConsumerIdle` sets it explicitly.
 *
 * @example
 * ```ts ignore
 * // parse worker
 * const ring = new ByteRing(sab);
 * while (!ring.eof) {
 *   const batch = ring.next();
 *   if (batch === null) {
 *     await ring.waitAsync();
 *     continue;
 *   }
 *   terminal.write(batch.bytes);
 *   ring.release();
 * }
 * ```
 */
export class ByteRing {
  readonly #v: RingArrays;
  readonly #sab: SharedArrayBuffer;
  #taken: number;
  #current: RingBatch | null = null;
  #ownsWakeFd = false;

  /** Attaches to a ring made by `ByteRing.create()` (any thread). */
  constructor(sab: SharedArrayBuffer) {
    this.#sab = sab;
    this.#v = new RingArrays(sab);
    this.#taken = Atomics.load(this.#v.ctrl, RELEASED);
  }

  /**
   * Allocates a ring and its wake fd (an eventfd). The creator owns the fd:
   * call `close()` once the gather worker has finished.
   */
  static create(geometry: RingGeometry = DEFAULT_RING_GEOMETRY): ByteRing {
    const sab = createRingBuffer(geometry);
    const ring = new ByteRing(sab);
    ring.#v.ctrl[WAKE_FD] = createWakeFd();
    ring.#ownsWakeFd = true;
    return ring;
  }

  /**
   * Allocates a ring that wakes `wakeFd`, an eventfd the caller owns: the
   * rings of every pane share the gather worker's wake fd.
   */
  static withWakeFd(
    wakeFd: number,
    geometry: RingGeometry = DEFAULT_RING_GEOMETRY,
  ): ByteRing {
    const ring = new ByteRing(createRingBuffer(geometry));
    ring.#v.ctrl[WAKE_FD] = wakeFd;
    return ring;
  }

  /** The shared memory, for `GatherInit.sab` and the parse worker. */
  get sab(): SharedArrayBuffer {
    return this.#sab;
  }

  /** The gather worker's wake fd (-1 if the ring was made without one). */
  get wakeFd(): number {
    return this.#v.ctrl[WAKE_FD];
  }

  // -- consumer -------------------------------------------------------------

  /**
   * The oldest published batch, or null when there is none yet. Calling it
   * again before `release()` returns the same batch.
   */
  next(): RingBatch | null {
    if (this.#current !== null) return this.#current;
    const ctrl = this.#v.ctrl;
    if (Atomics.load(ctrl, PUBLISHED) === this.#taken) {
      this.setConsumerIdle(true);
      return null;
    }
    if (ctrl[CONSUMER_IDLE] === 1) Atomics.store(ctrl, CONSUMER_IDLE, 0);
    const slot = this.#taken & (this.#v.slots - 1);
    const meta = this.#v.meta(slot);
    const start = slot * this.#v.slotBytes;
    this.#current = {
      bytes: this.#v.data.subarray(start, start + ctrl[meta]),
      readEnds: ctrl.subarray(meta + 2, meta + 2 + ctrl[meta + 1]),
    };
    return this.#current;
  }

  /** Gives the batch from `next()` back to the producer. */
  release(): void {
    if (this.#current === null) return;
    this.#current = null;
    this.#taken = (this.#taken + 1) | 0;
    Atomics.store(this.#v.ctrl, RELEASED, this.#taken);
    Atomics.notify(this.#v.ctrl, RELEASED);
    // Pairs with RingProducer.beginSpaceWait.
    if (Atomics.load(this.#v.ctrl, SPACE_WAIT) === 1) {
      Atomics.store(this.#v.ctrl, SPACE_WAIT, 0);
      const fd = this.#v.ctrl[WAKE_FD];
      if (fd >= 0) signalWakeFd(fd);
    }
  }

  /**
   * Resolves when a batch may be there, at EOF, or after a safety slice of
   * about a second: call `next()` again after it.
   */
  waitAsync(): Promise<void> {
    const ctrl = this.#v.ctrl;
    const seen = Atomics.load(ctrl, SIGNAL);
    if (this.#available() || this.eof) return Promise.resolve();
    const wait = Atomics.waitAsync(ctrl, SIGNAL, seen, WAIT_SLICE_MS);
    if (!wait.async) return Promise.resolve();
    // Node's timers: the keep-alive a thread with nothing else open needs
    // (tests; the workers do not wait here).
    const keepAlive = setTimeout(() => {}, WAIT_SLICE_MS + 100);
    return wait.value.then(() => clearTimeout(keepAlive));
  }

  /** Marks the consumer idle (nothing to parse) or busy. */
  setConsumerIdle(idle: boolean): void {
    const ctrl = this.#v.ctrl;
    if (!idle) {
      Atomics.store(ctrl, CONSUMER_IDLE, 0);
      return;
    }
    Atomics.store(ctrl, CONSUMER_IDLE, 1);
    // Pairs with RingProducer.beginHolding: one of us sees the other's flag.
    if (Atomics.load(ctrl, HOLDING) === 1) {
      Atomics.store(ctrl, HOLDING, 0);
      const fd = ctrl[WAKE_FD];
      if (fd >= 0) signalWakeFd(fd);
    }
  }

  /** Batches published and not yet released (0 to slots). */
  get backlog(): number {
    return (Atomics.load(this.#v.ctrl, PUBLISHED) - this.#taken) | 0;
  }

  /** The producer is done and every batch has been taken and released. */
  get eof(): boolean {
    return Atomics.load(this.#v.ctrl, EOF) === 1 && !this.#available() &&
      this.#current === null;
  }

  #available(): boolean {
    return Atomics.load(this.#v.ctrl, PUBLISHED) !== this.#taken;
  }

  // -- control (daemon main thread) -----------------------------------------

  /**
   * Asks the gather worker to stop: with `drain` (the child has exited) it
   * first reads what is still readable; without, it stops at once. Either
   * way it publishes what it holds and marks the ring EOF.
   */
  requestStop(options: { drain?: boolean } = {}): void {
    const ctrl = this.#v.ctrl;
    if (options.drain) {
      Atomics.compareExchange(ctrl, REQUEST, REQUEST_NONE, REQUEST_DRAIN);
    } else {
      Atomics.store(ctrl, REQUEST, REQUEST_STOP);
    }
    // The worker sleeps either on RELEASED (ring full) or in poll().
    Atomics.notify(ctrl, RELEASED);
    const fd = ctrl[WAKE_FD];
    if (fd >= 0) signalWakeFd(fd);
  }

  /**
   * Marks the ring EOF for a producer that died without (its thread gone):
   * the consumer takes what was published, then ends, instead of waiting.
   */
  endForProducer(): void {
    Atomics.store(this.#v.ctrl, EOF, 1);
    Atomics.add(this.#v.ctrl, SIGNAL, 1);
    Atomics.notify(this.#v.ctrl, SIGNAL);
  }

  /** Whether the gather worker has finished (published all, marked EOF). */
  get producerDone(): boolean {
    return Atomics.load(this.#v.ctrl, EOF) === 1;
  }

  /**
   * Closes the wake fd if this ring created it. Call once the gather worker
   * is done (its `GatherDone` message, or `producerDone`).
   */
  close(): void {
    if (!this.#ownsWakeFd) return;
    this.#ownsWakeFd = false;
    closeFd(this.#v.ctrl[WAKE_FD]);
    Atomics.store(this.#v.ctrl, WAKE_FD, -1);
  }
}
