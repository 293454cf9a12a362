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
 */ import { closeFd } from "../../pty/fd_io.ts";
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
 */ export const RING_SLOTS = 2;
/**
 * Bytes per slot. A pty read returns at most about 4 KiB, so a full slot
 * is about 64 reads and per-batch costs (a wake-up, entering the parser)
 * are paid once per 64 reads in a flood; flood batches averaged 220 KiB.
 * Measured with the VT engine as consumer, 32 MiB of `cat` (cooked), median
 * of 3 on the shared 2-core machine: 4 x 64 KiB 590 ms, 4 x 256 KiB 518 ms,
 * 2 x 512 KiB 495 ms, 8 x 128 KiB 524 ms, 4 x 1 MiB 526 ms. Past 64 KiB
 * the differences are within the noise of that machine, so the smallest
 * size clear of the 64 KiB dip, at a 1 MiB ring, was kept (then 4 slots).
 */ export const RING_SLOT_BYTES = 256 * 1024;
/**
 * Read ends recorded per slot (1 KiB of control area each). A flood fills a
 * slot in about 64 reads; a run of tiny reads ends a batch early when the
 * table is full, which only costs one more batch.
 */ export const RING_MAX_READS = 256;
/** No request: keep gathering. */ export const REQUEST_NONE = 0;
/** The child has exited: drain what is readable, publish, then stop. */ export const REQUEST_DRAIN = 1;
/** Stop now (what is in the current slot is still published). */ export const REQUEST_STOP = 2;
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
/** The default geometry (`RING_SLOTS` x `RING_SLOT_BYTES`). */ export const DEFAULT_RING_GEOMETRY = {
  slots: RING_SLOTS,
  slotBytes: RING_SLOT_BYTES,
  maxReads: RING_MAX_READS
};
/**
 * Allocates a ring's shared memory without a wake fd (tests, benchmarks);
 * the daemon uses `ByteRing.create()`.
 */ export function createRingBuffer(geometry = DEFAULT_RING_GEOMETRY) {
  const { slots, slotBytes, maxReads } = geometry;
  if (slots < 1 || (slots & slots - 1) !== 0) {
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
function controlInts(g) {
  return HEADER_INTS + g.slots * (2 + g.maxReads);
}
/** Data starts on a 64-byte boundary after the control area. */ function dataOffset(g) {
  return Math.ceil(controlInts(g) * 4 / 64) * 64;
}
/** Geometry and views shared by both ends. */ class RingArrays {
  slots;
  slotBytes;
  maxReads;
  ctrl;
  data;
  constructor(sab){
    const head = new Int32Array(sab, 0, HEADER_INTS);
    this.slots = head[SLOTS];
    this.slotBytes = head[SLOT_BYTES];
    this.maxReads = head[MAX_READS];
    const g = {
      slots: this.slots,
      slotBytes: this.slotBytes,
      maxReads: this.maxReads
    };
    this.ctrl = new Int32Array(sab, 0, controlInts(g));
    this.data = new Uint8Array(sab, dataOffset(g), this.slots * this.slotBytes);
  }
  /** Int32 index of slot `slot`'s length field. */ meta(slot) {
    return HEADER_INTS + slot * (2 + this.maxReads);
  }
}
/**
 * A ring's producer end, for the gather worker: fill, publish, finish.
 * Blocking waits (`waitForSpace`) use `Atomics.wait`, so this runs only on
 * a worker thread.
 */ export class RingProducer {
  #v;
  #published;
  #fill = 0;
  #reads = 0;
  #slotStart = 0;
  #meta = 0;
  /** Takes the producer end of `sab` (one producer per ring). */ constructor(sab){
    this.#v = new RingArrays(sab);
    this.#published = Atomics.load(this.#v.ctrl, PUBLISHED);
    this.#selectSlot();
  }
  /** Bytes in the current, unpublished slot. */ get pending() {
    return this.#fill;
  }
  /** The pending request from the daemon (REQUEST_*). */ request() {
    return Atomics.load(this.#v.ctrl, REQUEST);
  }
  /** Whether the consumer has nothing to do. */ consumerIdle() {
    return Atomics.load(this.#v.ctrl, CONSUMER_IDLE) === 1;
  }
  /** Whether a slot is free to fill (else every slot awaits release). */ hasSpace() {
    const inFlight = this.#published - Atomics.load(this.#v.ctrl, RELEASED) | 0;
    return inFlight < this.#v.slots;
  }
  /**
   * Blocks until the consumer releases a slot, a stop is requested (which
   * notifies the same word) or `timeoutMs` passes.
   */ waitForSpace(timeoutMs) {
    const released = Atomics.load(this.#v.ctrl, RELEASED);
    if ((this.#published - released | 0) < this.#v.slots) return;
    Atomics.wait(this.#v.ctrl, RELEASED, released, timeoutMs);
  }
  /**
   * Says the producer will sleep in poll() until a slot is released (a
   * gather worker draining several panes cannot block on one ring); returns
   * false (flag cleared) when a slot is free already. `release()` checks
   * the flag after publishing the release, so one side sees the other.
   */ beginSpaceWait() {
    Atomics.store(this.#v.ctrl, SPACE_WAIT, 1);
    if (this.hasSpace()) {
      Atomics.store(this.#v.ctrl, SPACE_WAIT, 0);
      return false;
    }
    return true;
  }
  /** Where the next read goes: `data[offset .. offset + length]`. */ get data() {
    return this.#v.data;
  }
  /** Offset in `data` of the free part of the current slot. */ get writeOffset() {
    return this.#slotStart + this.#fill;
  }
  /** Free bytes in the current slot. */ get writeSpace() {
    return this.#v.slotBytes - this.#fill;
  }
  /** Records a read of `n` bytes at `writeOffset`. */ commit(n) {
    this.#fill += n;
    this.#v.ctrl[this.#meta + 2 + this.#reads++] = this.#fill;
  }
  /** Whether the current slot can take no more (bytes or read ends). */ slotFull() {
    return this.#fill === this.#v.slotBytes || this.#reads === this.#v.maxReads;
  }
  /** Publishes the current slot as one batch (nothing when it is empty). */ publish() {
    if (this.#fill === 0) return;
    const ctrl = this.#v.ctrl;
    ctrl[this.#meta] = this.#fill;
    ctrl[this.#meta + 1] = this.#reads;
    this.#published = this.#published + 1 | 0;
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
   */ beginHolding() {
    Atomics.store(this.#v.ctrl, HOLDING, 1);
    if (this.consumerIdle()) {
      Atomics.store(this.#v.ctrl, HOLDING, 0);
      return false;
    }
    return true;
  }
  /** Clears the holding flag after waking. */ endHolding() {
    Atomics.store(this.#v.ctrl, HOLDING, 0);
  }
  /** Publishes what is pending (if a slot is free) and marks the ring EOF. */ finish() {
    if (this.#fill > 0) this.publish();
    // The producer waits for nothing more here: the consumer's releases
    // need not wake it.
    Atomics.store(this.#v.ctrl, SPACE_WAIT, 0);
    Atomics.store(this.#v.ctrl, HOLDING, 0);
    Atomics.store(this.#v.ctrl, EOF, 1);
    this.#signal();
  }
  #signal() {
    Atomics.add(this.#v.ctrl, SIGNAL, 1);
    Atomics.notify(this.#v.ctrl, SIGNAL);
  }
  #selectSlot() {
    const slot = this.#published & this.#v.slots - 1;
    this.#slotStart = slot * this.#v.slotBytes;
    this.#meta = this.#v.meta(slot);
  }
}
/**
 * How long one `waitAsync` may last before it resolves anyway. A safety net
 * only: publishes and EOF notify at once.
 */ const WAIT_SLICE_MS = 1000;
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
 */ export class ByteRing {
  #v;
  #sab;
  #taken;
  #current = null;
  #ownsWakeFd = false;
  /** Attaches to a ring made by `ByteRing.create()` (any thread). */ constructor(sab){
    this.#sab = sab;
    this.#v = new RingArrays(sab);
    this.#taken = Atomics.load(this.#v.ctrl, RELEASED);
  }
  /**
   * Allocates a ring and its wake fd (an eventfd). The creator owns the fd:
   * call `close()` once the gather worker has finished.
   */ static create(geometry = DEFAULT_RING_GEOMETRY) {
    const sab = createRingBuffer(geometry);
    const ring = new ByteRing(sab);
    ring.#v.ctrl[WAKE_FD] = createWakeFd();
    ring.#ownsWakeFd = true;
    return ring;
  }
  /**
   * Allocates a ring that wakes `wakeFd`, an eventfd the caller owns: the
   * rings of every pane share the gather worker's wake fd.
   */ static withWakeFd(wakeFd, geometry = DEFAULT_RING_GEOMETRY) {
    const ring = new ByteRing(createRingBuffer(geometry));
    ring.#v.ctrl[WAKE_FD] = wakeFd;
    return ring;
  }
  /** The shared memory, for `GatherInit.sab` and the parse worker. */ get sab() {
    return this.#sab;
  }
  /** The gather worker's wake fd (-1 if the ring was made without one). */ get wakeFd() {
    return this.#v.ctrl[WAKE_FD];
  }
  // -- consumer -------------------------------------------------------------
  /**
   * The oldest published batch, or null when there is none yet. Calling it
   * again before `release()` returns the same batch.
   */ next() {
    if (this.#current !== null) return this.#current;
    const ctrl = this.#v.ctrl;
    if (Atomics.load(ctrl, PUBLISHED) === this.#taken) {
      this.setConsumerIdle(true);
      return null;
    }
    if (ctrl[CONSUMER_IDLE] === 1) Atomics.store(ctrl, CONSUMER_IDLE, 0);
    const slot = this.#taken & this.#v.slots - 1;
    const meta = this.#v.meta(slot);
    const start = slot * this.#v.slotBytes;
    this.#current = {
      bytes: this.#v.data.subarray(start, start + ctrl[meta]),
      readEnds: ctrl.subarray(meta + 2, meta + 2 + ctrl[meta + 1])
    };
    return this.#current;
  }
  /** Gives the batch from `next()` back to the producer. */ release() {
    if (this.#current === null) return;
    this.#current = null;
    this.#taken = this.#taken + 1 | 0;
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
   */ waitAsync() {
    const ctrl = this.#v.ctrl;
    const seen = Atomics.load(ctrl, SIGNAL);
    if (this.#available() || this.eof) return Promise.resolve();
    const wait = Atomics.waitAsync(ctrl, SIGNAL, seen, WAIT_SLICE_MS);
    if (!wait.async) return Promise.resolve();
    const keepAlive = setTimeout(()=>{}, WAIT_SLICE_MS + 100);
    return wait.value.then(()=>clearTimeout(keepAlive));
  }
  /** Marks the consumer idle (nothing to parse) or busy. */ setConsumerIdle(idle) {
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
  /** Batches published and not yet released (0 to slots). */ get backlog() {
    return Atomics.load(this.#v.ctrl, PUBLISHED) - this.#taken | 0;
  }
  /** The producer is done and every batch has been taken and released. */ get eof() {
    return Atomics.load(this.#v.ctrl, EOF) === 1 && !this.#available() && this.#current === null;
  }
  #available() {
    return Atomics.load(this.#v.ctrl, PUBLISHED) !== this.#taken;
  }
  // -- control (daemon main thread) -----------------------------------------
  /**
   * Asks the gather worker to stop: with `drain` (the child has exited) it
   * first reads what is still readable; without, it stops at once. Either
   * way it publishes what it holds and marks the ring EOF.
   */ requestStop(options = {}) {
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
   */ endForProducer() {
    Atomics.store(this.#v.ctrl, EOF, 1);
    Atomics.add(this.#v.ctrl, SIGNAL, 1);
    Atomics.notify(this.#v.ctrl, SIGNAL);
  }
  /** Whether the gather worker has finished (published all, marked EOF). */ get producerDone() {
    return Atomics.load(this.#v.ctrl, EOF) === 1;
  }
  /**
   * Closes the wake fd if this ring created it. Call once the gather worker
   * is done (its `GatherDone` message, or `producerDone`).
   */ close() {
    if (!this.#ownsWakeFd) return;
    this.#ownsWakeFd = false;
    closeFd(this.#v.ctrl[WAKE_FD]);
    Atomics.store(this.#v.ctrl, WAKE_FD, -1);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3JpbmcudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgcmluZyBiZXR3ZWVuIHRoZSBnYXRoZXIgd29ya2VyICh0aGUgb25lIHByb2R1Y2VyKSBhbmQgYSBwYW5lJ3NcbiAqIHBhcnNlIHdvcmtlciAodGhlIG9uZSBjb25zdW1lcik6IE4gcHJlYWxsb2NhdGVkIHNsb3RzIG9mIFMgYnl0ZXMgaW4gb25lXG4gKiBTaGFyZWRBcnJheUJ1ZmZlciwgcGx1cyBhbiBJbnQzMkFycmF5IGNvbnRyb2wgYXJlYS5cbiAqXG4gKiBUaGUgcHJvZHVjZXIgZmlsbHMgdGhlIGN1cnJlbnQgc2xvdCB3aXRoIHN1Y2Nlc3NpdmUgcHR5IHJlYWRzIGFuZFxuICogcHVibGlzaGVzIGl0IGFzIG9uZSBiYXRjaDogaXRzIGxlbmd0aCBhbmQgdGhlIGVuZCBvZmZzZXQgb2YgZWFjaCByZWFkIGluXG4gKiBpdCAoc28gdGhlIGNvbnN1bWVyIGNhbiB0ZXN0IGB3YWl0IC0tdGV4dGAgYXQgcmVhZCBib3VuZGFyaWVzKS4gVGhlXG4gKiBjb25zdW1lciB0YWtlcyBiYXRjaGVzIG9sZGVzdCBmaXJzdCwgYXMgdmlld3MgaW50byB0aGUgc2hhcmVkIG1lbW9yeSwgYW5kXG4gKiByZWxlYXNlcyBlYWNoIHdoZW4gZG9uZS4gV2hlbiBldmVyeSBzbG90IGlzIHB1Ymxpc2hlZCBhbmQgdW5yZWxlYXNlZCB0aGVcbiAqIHByb2R1Y2VyIHN0b3BzIHJlYWRpbmc6IHRoZSBrZXJuZWwncyBwdHkgYnVmZmVyIGZpbGxzLCB0aGUgY2hpbGQgYmxvY2tzXG4gKiBhbmQgbWVtb3J5IHN0YXlzIGZsYXQgKGJvdW5kIGV2ZXJ5IGJ1ZmZlcjogYW4gdW5ib3VuZGVkIHF1ZXVlIGJldHdlZW5cbiAqIHJlYWRlciBhbmQgcGFyc2VyIGdyZXcgdG8gaHVuZHJlZHMgb2YgTUIgdW5kZXIgYGNhdCBiaWdmaWxlYCBpbiB0b2FzdHR5XG4gKiAjNjIpLlxuICpcbiAqIENvdW50ZXJzIGFyZSBmcmVlLXJ1bm5pbmcgaW50MzJzIGNvbXBhcmVkIGJ5IGRpZmZlcmVuY2UsIHNvIHRoZXkgbWF5IHdyYXA7XG4gKiBzbG90IGkgb2YgY291bnRlciBjIGlzIGBjICYgKHNsb3RzIC0gMSlgLCB3aGljaCBpcyB3aHkgYHNsb3RzYCBpcyBhIHBvd2VyXG4gKiBvZiB0d28uXG4gKlxuICogTGF5b3V0IG9mIHRoZSBjb250cm9sIGFyZWEgKGludDMyIGluZGljZXMpOlxuICpcbiAqIHwgaW5kZXggfCBmaWVsZCAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICB8XG4gKiB8IC0tLS0tIHwgLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0gfFxuICogfCAwLTIgICB8IGdlb21ldHJ5OiBzbG90cywgc2xvdCBieXRlcywgcmVhZCBlbmRzIHBlciBzbG90IHxcbiAqIHwgMyAgICAgfCBQVUJMSVNIRUQ6IGJhdGNoZXMgcHVibGlzaGVkICAgICAgICAgICAgICAgICAgICB8XG4gKiB8IDQgICAgIHwgUkVMRUFTRUQ6IGJhdGNoZXMgcmVsZWFzZWQgICAgICAgICAgICAgICAgICAgICAgfFxuICogfCA1ICAgICB8IFNJR05BTDogYnVtcGVkIG9uIGV2ZXJ5IHB1Ymxpc2ggYW5kIGF0IEVPRiAgICAgIHxcbiAqIHwgNiAgICAgfCBDT05TVU1FUl9JRExFOiAxIHdoaWxlIHRoZSBjb25zdW1lciBoYXMgbm90aGluZyB8XG4gKiB8IDcgICAgIHwgSE9MRElORzogcHJvZHVjZXIgaG9sZHMgYSBwYXJ0aWFsIGJhdGNoLCBhc2xlZXAgfFxuICogfCA4ICAgICB8IEVPRjogcHJvZHVjZXIgZG9uZSwgZXZlcnl0aGluZyBwdWJsaXNoZWQgICAgICAgIHxcbiAqIHwgOSAgICAgfCBSRVFVRVNUOiAwLCBSRVFVRVNUX0RSQUlOIG9yIFJFUVVFU1RfU1RPUCAgICAgICB8XG4gKiB8IDEwICAgIHwgV0FLRV9GRDogdGhlIGdhdGhlciB3b3JrZXIncyBldmVudGZkLCBvciAtMSAgICAgfFxuICogfCAxMSAgICB8IFNQQUNFX1dBSVQ6IHByb2R1Y2VyIHdhaXRzIGZvciBhIHJlbGVhc2VkIHNsb3QgIHxcbiAqIHwgMTYrICAgfCBwZXIgc2xvdDogbGVuZ3RoLCByZWFkIGNvdW50LCByZWFkIGVuZHMgICAgICAgICB8XG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNsb3NlRmQgfSBmcm9tIFwiLi4vLi4vcHR5L2ZkX2lvLnRzXCI7XG5pbXBvcnQgeyBjcmVhdGVXYWtlRmQsIHNpZ25hbFdha2VGZCB9IGZyb20gXCIuLi8uLi9wdHkvd2FrZV9mZC50c1wiO1xuXG4vKipcbiAqIFNsb3RzIHBlciByaW5nLiBUd28gbGV0IHRoZSBwcm9kdWNlciBmaWxsIG9uZSBzbG90IHdoaWxlIHRoZSBwYXJzZXJcbiAqIHdvcmtzIHRocm91Z2ggdGhlIG90aGVyLCBzbyBuZWl0aGVyIHdhaXRzIGZvciB0aGUgb3RoZXIgdW5kZXIgYSBmbG9vZC5cbiAqIE1vcmUgb25seSBxdWV1ZSBvdXRwdXQgYWhlYWQgb2Ygd2hhdCB0aGUgc2NyZWVuIHNob3dzOiB3aXRoIHRoZSBwYXJzZXJcbiAqIGJlaGluZCAoYSBmbG9vZCB3aGlsZSBhdHRhY2hlZCksIGV2ZXJ5IGZ1bGwgc2xvdCBpcyB0aGF0IG11Y2ggbGF0ZXIgb25cbiAqIHNjcmVlbi4gTWVhc3VyZWQgQS9CLCAzMiBNaUIgZmxvb2Qgd2hpbGUgYXR0YWNoZWQsIDMgYWx0ZXJuYXRpb25zOiA0XG4gKiBzbG90cyBwOTkgb3V0cHV0LXRvLXNjcmVlbiA4MCAvIDc2IC8gODkgbXMsIDIgc2xvdHMgNTggLyA1MSAvIDUwIG1zLFxuICogdGhlIGZsb29kJ3MgTUIvcyB0aGUgc2FtZSAoMjIuNiAvIDIxLjAgLyAyMC41IGFnYWluc3QgMjEuNyAvIDIwLjAgL1xuICogMjMuMCksIGFuZCBlbmQtdG8tZW5kIGBjYXRgIG9mIDMyIE1pQiBhcyBmYXN0ICgyOC0zMiBhZ2FpbnN0IDI2LTM4IE1CL3MsXG4gKiB0aGUgZGFlbW9uJ3MgQ1BVIDg3MC05OTAgYWdhaW5zdCA3NTAtMSwwMDAgbXMpLiBBIHJpbmcgaXMgMiB4IDI1NiBLaUIgb2ZcbiAqIHNoYXJlZCBtZW1vcnksIHJlc2lkZW50IG9ubHkgYXMgZmFyIGFzIGl0IGhhcyBiZWVuIHdyaXR0ZW4uXG4gKi9cbmV4cG9ydCBjb25zdCBSSU5HX1NMT1RTID0gMjtcblxuLyoqXG4gKiBCeXRlcyBwZXIgc2xvdC4gQSBwdHkgcmVhZCByZXR1cm5zIGF0IG1vc3QgYWJvdXQgNCBLaUIsIHNvIGEgZnVsbCBzbG90XG4gKiBpcyBhYm91dCA2NCByZWFkcyBhbmQgcGVyLWJhdGNoIGNvc3RzIChhIHdha2UtdXAsIGVudGVyaW5nIHRoZSBwYXJzZXIpXG4gKiBhcmUgcGFpZCBvbmNlIHBlciA2NCByZWFkcyBpbiBhIGZsb29kOyBmbG9vZCBiYXRjaGVzIGF2ZXJhZ2VkIDIyMCBLaUIuXG4gKiBNZWFzdXJlZCB3aXRoIHRoZSBWVCBlbmdpbmUgYXMgY29uc3VtZXIsIDMyIE1pQiBvZiBgY2F0YCAoY29va2VkKSwgbWVkaWFuXG4gKiBvZiAzIG9uIHRoZSBzaGFyZWQgMi1jb3JlIG1hY2hpbmU6IDQgeCA2NCBLaUIgNTkwIG1zLCA0IHggMjU2IEtpQiA1MTggbXMsXG4gKiAyIHggNTEyIEtpQiA0OTUgbXMsIDggeCAxMjggS2lCIDUyNCBtcywgNCB4IDEgTWlCIDUyNiBtcy4gUGFzdCA2NCBLaUJcbiAqIHRoZSBkaWZmZXJlbmNlcyBhcmUgd2l0aGluIHRoZSBub2lzZSBvZiB0aGF0IG1hY2hpbmUsIHNvIHRoZSBzbWFsbGVzdFxuICogc2l6ZSBjbGVhciBvZiB0aGUgNjQgS2lCIGRpcCwgYXQgYSAxIE1pQiByaW5nLCB3YXMga2VwdCAodGhlbiA0IHNsb3RzKS5cbiAqL1xuZXhwb3J0IGNvbnN0IFJJTkdfU0xPVF9CWVRFUyA9IDI1NiAqIDEwMjQ7XG5cbi8qKlxuICogUmVhZCBlbmRzIHJlY29yZGVkIHBlciBzbG90ICgxIEtpQiBvZiBjb250cm9sIGFyZWEgZWFjaCkuIEEgZmxvb2QgZmlsbHMgYVxuICogc2xvdCBpbiBhYm91dCA2NCByZWFkczsgYSBydW4gb2YgdGlueSByZWFkcyBlbmRzIGEgYmF0Y2ggZWFybHkgd2hlbiB0aGVcbiAqIHRhYmxlIGlzIGZ1bGwsIHdoaWNoIG9ubHkgY29zdHMgb25lIG1vcmUgYmF0Y2guXG4gKi9cbmV4cG9ydCBjb25zdCBSSU5HX01BWF9SRUFEUyA9IDI1NjtcblxuLyoqIE5vIHJlcXVlc3Q6IGtlZXAgZ2F0aGVyaW5nLiAqL1xuZXhwb3J0IGNvbnN0IFJFUVVFU1RfTk9ORSA9IDA7XG4vKiogVGhlIGNoaWxkIGhhcyBleGl0ZWQ6IGRyYWluIHdoYXQgaXMgcmVhZGFibGUsIHB1Ymxpc2gsIHRoZW4gc3RvcC4gKi9cbmV4cG9ydCBjb25zdCBSRVFVRVNUX0RSQUlOID0gMTtcbi8qKiBTdG9wIG5vdyAod2hhdCBpcyBpbiB0aGUgY3VycmVudCBzbG90IGlzIHN0aWxsIHB1Ymxpc2hlZCkuICovXG5leHBvcnQgY29uc3QgUkVRVUVTVF9TVE9QID0gMjtcblxuY29uc3QgU0xPVFMgPSAwO1xuY29uc3QgU0xPVF9CWVRFUyA9IDE7XG5jb25zdCBNQVhfUkVBRFMgPSAyO1xuY29uc3QgUFVCTElTSEVEID0gMztcbmNvbnN0IFJFTEVBU0VEID0gNDtcbmNvbnN0IFNJR05BTCA9IDU7XG5jb25zdCBDT05TVU1FUl9JRExFID0gNjtcbmNvbnN0IEhPTERJTkcgPSA3O1xuY29uc3QgRU9GID0gODtcbmNvbnN0IFJFUVVFU1QgPSA5O1xuY29uc3QgV0FLRV9GRCA9IDEwO1xuY29uc3QgU1BBQ0VfV0FJVCA9IDExO1xuY29uc3QgSEVBREVSX0lOVFMgPSAxNjtcblxuLyoqIEdlb21ldHJ5IG9mIGEgcmluZy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUmluZ0dlb21ldHJ5IHtcbiAgLyoqIE51bWJlciBvZiBzbG90cywgYSBwb3dlciBvZiB0d28uICovXG4gIHNsb3RzOiBudW1iZXI7XG4gIC8qKiBCeXRlcyBwZXIgc2xvdCwgYSBtdWx0aXBsZSBvZiA4LiAqL1xuICBzbG90Qnl0ZXM6IG51bWJlcjtcbiAgLyoqIFJlYWQgZW5kcyByZWNvcmRlZCBwZXIgc2xvdC4gKi9cbiAgbWF4UmVhZHM6IG51bWJlcjtcbn1cblxuLyoqIFRoZSBkZWZhdWx0IGdlb21ldHJ5IChgUklOR19TTE9UU2AgeCBgUklOR19TTE9UX0JZVEVTYCkuICovXG5leHBvcnQgY29uc3QgREVGQVVMVF9SSU5HX0dFT01FVFJZOiBSaW5nR2VvbWV0cnkgPSB7XG4gIHNsb3RzOiBSSU5HX1NMT1RTLFxuICBzbG90Qnl0ZXM6IFJJTkdfU0xPVF9CWVRFUyxcbiAgbWF4UmVhZHM6IFJJTkdfTUFYX1JFQURTLFxufTtcblxuLyoqXG4gKiBBbGxvY2F0ZXMgYSByaW5nJ3Mgc2hhcmVkIG1lbW9yeSB3aXRob3V0IGEgd2FrZSBmZCAodGVzdHMsIGJlbmNobWFya3MpO1xuICogdGhlIGRhZW1vbiB1c2VzIGBCeXRlUmluZy5jcmVhdGUoKWAuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjcmVhdGVSaW5nQnVmZmVyKFxuICBnZW9tZXRyeTogUmluZ0dlb21ldHJ5ID0gREVGQVVMVF9SSU5HX0dFT01FVFJZLFxuKTogU2hhcmVkQXJyYXlCdWZmZXIge1xuICBjb25zdCB7IHNsb3RzLCBzbG90Qnl0ZXMsIG1heFJlYWRzIH0gPSBnZW9tZXRyeTtcbiAgaWYgKHNsb3RzIDwgMSB8fCAoc2xvdHMgJiAoc2xvdHMgLSAxKSkgIT09IDApIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihgUmluZyBzbG90cyBtdXN0IGJlIGEgcG93ZXIgb2YgdHdvLCBub3QgJHtzbG90c31gKTtcbiAgfVxuICBpZiAoc2xvdEJ5dGVzIDwgOCB8fCBzbG90Qnl0ZXMgJSA4ICE9PSAwIHx8IG1heFJlYWRzIDwgMSkge1xuICAgIHRocm93IG5ldyBSYW5nZUVycm9yKFwiUmluZyBzbG90IHNpemUgbXVzdCBiZSBhIG11bHRpcGxlIG9mIDgsIHJlYWRzID49IDFcIik7XG4gIH1cbiAgY29uc3Qgc2FiID0gbmV3IFNoYXJlZEFycmF5QnVmZmVyKGRhdGFPZmZzZXQoZ2VvbWV0cnkpICsgc2xvdHMgKiBzbG90Qnl0ZXMpO1xuICBjb25zdCBjdHJsID0gbmV3IEludDMyQXJyYXkoc2FiLCAwLCBjb250cm9sSW50cyhnZW9tZXRyeSkpO1xuICBjdHJsW1NMT1RTXSA9IHNsb3RzO1xuICBjdHJsW1NMT1RfQllURVNdID0gc2xvdEJ5dGVzO1xuICBjdHJsW01BWF9SRUFEU10gPSBtYXhSZWFkcztcbiAgY3RybFtDT05TVU1FUl9JRExFXSA9IDE7XG4gIGN0cmxbV0FLRV9GRF0gPSAtMTtcbiAgcmV0dXJuIHNhYjtcbn1cblxuZnVuY3Rpb24gY29udHJvbEludHMoZzogUmluZ0dlb21ldHJ5KTogbnVtYmVyIHtcbiAgcmV0dXJuIEhFQURFUl9JTlRTICsgZy5zbG90cyAqICgyICsgZy5tYXhSZWFkcyk7XG59XG5cbi8qKiBEYXRhIHN0YXJ0cyBvbiBhIDY0LWJ5dGUgYm91bmRhcnkgYWZ0ZXIgdGhlIGNvbnRyb2wgYXJlYS4gKi9cbmZ1bmN0aW9uIGRhdGFPZmZzZXQoZzogUmluZ0dlb21ldHJ5KTogbnVtYmVyIHtcbiAgcmV0dXJuIE1hdGguY2VpbCgoY29udHJvbEludHMoZykgKiA0KSAvIDY0KSAqIDY0O1xufVxuXG4vKiogR2VvbWV0cnkgYW5kIHZpZXdzIHNoYXJlZCBieSBib3RoIGVuZHMuICovXG5jbGFzcyBSaW5nQXJyYXlzIHtcbiAgcmVhZG9ubHkgc2xvdHM6IG51bWJlcjtcbiAgcmVhZG9ubHkgc2xvdEJ5dGVzOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1heFJlYWRzOiBudW1iZXI7XG4gIHJlYWRvbmx5IGN0cmw6IEludDMyQXJyYXk8U2hhcmVkQXJyYXlCdWZmZXI+O1xuICByZWFkb25seSBkYXRhOiBVaW50OEFycmF5PFNoYXJlZEFycmF5QnVmZmVyPjtcblxuICBjb25zdHJ1Y3RvcihzYWI6IFNoYXJlZEFycmF5QnVmZmVyKSB7XG4gICAgY29uc3QgaGVhZCA9IG5ldyBJbnQzMkFycmF5KHNhYiwgMCwgSEVBREVSX0lOVFMpO1xuICAgIHRoaXMuc2xvdHMgPSBoZWFkW1NMT1RTXTtcbiAgICB0aGlzLnNsb3RCeXRlcyA9IGhlYWRbU0xPVF9CWVRFU107XG4gICAgdGhpcy5tYXhSZWFkcyA9IGhlYWRbTUFYX1JFQURTXTtcbiAgICBjb25zdCBnID0ge1xuICAgICAgc2xvdHM6IHRoaXMuc2xvdHMsXG4gICAgICBzbG90Qnl0ZXM6IHRoaXMuc2xvdEJ5dGVzLFxuICAgICAgbWF4UmVhZHM6IHRoaXMubWF4UmVhZHMsXG4gICAgfTtcbiAgICB0aGlzLmN0cmwgPSBuZXcgSW50MzJBcnJheShzYWIsIDAsIGNvbnRyb2xJbnRzKGcpKTtcbiAgICB0aGlzLmRhdGEgPSBuZXcgVWludDhBcnJheShzYWIsIGRhdGFPZmZzZXQoZyksIHRoaXMuc2xvdHMgKiB0aGlzLnNsb3RCeXRlcyk7XG4gIH1cblxuICAvKiogSW50MzIgaW5kZXggb2Ygc2xvdCBgc2xvdGAncyBsZW5ndGggZmllbGQuICovXG4gIG1ldGEoc2xvdDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICByZXR1cm4gSEVBREVSX0lOVFMgKyBzbG90ICogKDIgKyB0aGlzLm1heFJlYWRzKTtcbiAgfVxufVxuXG4vKiogT25lIHB1Ymxpc2hlZCBiYXRjaCwgdmFsaWQgdW50aWwgYEJ5dGVSaW5nLnJlbGVhc2UoKWAuICovXG5leHBvcnQgaW50ZXJmYWNlIFJpbmdCYXRjaCB7XG4gIC8qKiBUaGUgYmF0Y2gncyBieXRlczogYSB2aWV3IGludG8gc2hhcmVkIG1lbW9yeSwgbm90IGEgY29weS4gKi9cbiAgYnl0ZXM6IFVpbnQ4QXJyYXk7XG4gIC8qKiBFbmQgb2Zmc2V0IGluIGBieXRlc2Agb2YgZWFjaCBwdHkgcmVhZCBpbiB0aGUgYmF0Y2gsIGFzY2VuZGluZy4gKi9cbiAgcmVhZEVuZHM6IEludDMyQXJyYXk7XG59XG5cbi8qKlxuICogQSByaW5nJ3MgcHJvZHVjZXIgZW5kLCBmb3IgdGhlIGdhdGhlciB3b3JrZXI6IGZpbGwsIHB1Ymxpc2gsIGZpbmlzaC5cbiAqIEJsb2NraW5nIHdhaXRzIChgd2FpdEZvclNwYWNlYCkgdXNlIGBBdG9taWNzLndhaXRgLCBzbyB0aGlzIHJ1bnMgb25seSBvblxuICogYSB3b3JrZXIgdGhyZWFkLlxuICovXG5leHBvcnQgY2xhc3MgUmluZ1Byb2R1Y2VyIHtcbiAgcmVhZG9ubHkgI3Y6IFJpbmdBcnJheXM7XG4gICNwdWJsaXNoZWQ6IG51bWJlcjtcbiAgI2ZpbGwgPSAwO1xuICAjcmVhZHMgPSAwO1xuICAjc2xvdFN0YXJ0ID0gMDtcbiAgI21ldGEgPSAwO1xuXG4gIC8qKiBUYWtlcyB0aGUgcHJvZHVjZXIgZW5kIG9mIGBzYWJgIChvbmUgcHJvZHVjZXIgcGVyIHJpbmcpLiAqL1xuICBjb25zdHJ1Y3RvcihzYWI6IFNoYXJlZEFycmF5QnVmZmVyKSB7XG4gICAgdGhpcy4jdiA9IG5ldyBSaW5nQXJyYXlzKHNhYik7XG4gICAgdGhpcy4jcHVibGlzaGVkID0gQXRvbWljcy5sb2FkKHRoaXMuI3YuY3RybCwgUFVCTElTSEVEKTtcbiAgICB0aGlzLiNzZWxlY3RTbG90KCk7XG4gIH1cblxuICAvKiogQnl0ZXMgaW4gdGhlIGN1cnJlbnQsIHVucHVibGlzaGVkIHNsb3QuICovXG4gIGdldCBwZW5kaW5nKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2ZpbGw7XG4gIH1cblxuICAvKiogVGhlIHBlbmRpbmcgcmVxdWVzdCBmcm9tIHRoZSBkYWVtb24gKFJFUVVFU1RfKikuICovXG4gIHJlcXVlc3QoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gQXRvbWljcy5sb2FkKHRoaXMuI3YuY3RybCwgUkVRVUVTVCk7XG4gIH1cblxuICAvKiogV2hldGhlciB0aGUgY29uc3VtZXIgaGFzIG5vdGhpbmcgdG8gZG8uICovXG4gIGNvbnN1bWVySWRsZSgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gQXRvbWljcy5sb2FkKHRoaXMuI3YuY3RybCwgQ09OU1VNRVJfSURMRSkgPT09IDE7XG4gIH1cblxuICAvKiogV2hldGhlciBhIHNsb3QgaXMgZnJlZSB0byBmaWxsIChlbHNlIGV2ZXJ5IHNsb3QgYXdhaXRzIHJlbGVhc2UpLiAqL1xuICBoYXNTcGFjZSgpOiBib29sZWFuIHtcbiAgICBjb25zdCBpbkZsaWdodCA9ICh0aGlzLiNwdWJsaXNoZWQgLSBBdG9taWNzLmxvYWQodGhpcy4jdi5jdHJsLCBSRUxFQVNFRCkpIHxcbiAgICAgIDA7XG4gICAgcmV0dXJuIGluRmxpZ2h0IDwgdGhpcy4jdi5zbG90cztcbiAgfVxuXG4gIC8qKlxuICAgKiBCbG9ja3MgdW50aWwgdGhlIGNvbnN1bWVyIHJlbGVhc2VzIGEgc2xvdCwgYSBzdG9wIGlzIHJlcXVlc3RlZCAod2hpY2hcbiAgICogbm90aWZpZXMgdGhlIHNhbWUgd29yZCkgb3IgYHRpbWVvdXRNc2AgcGFzc2VzLlxuICAgKi9cbiAgd2FpdEZvclNwYWNlKHRpbWVvdXRNczogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgcmVsZWFzZWQgPSBBdG9taWNzLmxvYWQodGhpcy4jdi5jdHJsLCBSRUxFQVNFRCk7XG4gICAgaWYgKCgodGhpcy4jcHVibGlzaGVkIC0gcmVsZWFzZWQpIHwgMCkgPCB0aGlzLiN2LnNsb3RzKSByZXR1cm47XG4gICAgQXRvbWljcy53YWl0KHRoaXMuI3YuY3RybCwgUkVMRUFTRUQsIHJlbGVhc2VkLCB0aW1lb3V0TXMpO1xuICB9XG5cbiAgLyoqXG4gICAqIFNheXMgdGhlIHByb2R1Y2VyIHdpbGwgc2xlZXAgaW4gcG9sbCgpIHVudGlsIGEgc2xvdCBpcyByZWxlYXNlZCAoYVxuICAgKiBnYXRoZXIgd29ya2VyIGRyYWluaW5nIHNldmVyYWwgcGFuZXMgY2Fubm90IGJsb2NrIG9uIG9uZSByaW5nKTsgcmV0dXJuc1xuICAgKiBmYWxzZSAoZmxhZyBjbGVhcmVkKSB3aGVuIGEgc2xvdCBpcyBmcmVlIGFscmVhZHkuIGByZWxlYXNlKClgIGNoZWNrc1xuICAgKiB0aGUgZmxhZyBhZnRlciBwdWJsaXNoaW5nIHRoZSByZWxlYXNlLCBzbyBvbmUgc2lkZSBzZWVzIHRoZSBvdGhlci5cbiAgICovXG4gIGJlZ2luU3BhY2VXYWl0KCk6IGJvb2xlYW4ge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jdi5jdHJsLCBTUEFDRV9XQUlULCAxKTtcbiAgICBpZiAodGhpcy5oYXNTcGFjZSgpKSB7XG4gICAgICBBdG9taWNzLnN0b3JlKHRoaXMuI3YuY3RybCwgU1BBQ0VfV0FJVCwgMCk7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqIFdoZXJlIHRoZSBuZXh0IHJlYWQgZ29lczogYGRhdGFbb2Zmc2V0IC4uIG9mZnNldCArIGxlbmd0aF1gLiAqL1xuICBnZXQgZGF0YSgpOiBVaW50OEFycmF5PFNoYXJlZEFycmF5QnVmZmVyPiB7XG4gICAgcmV0dXJuIHRoaXMuI3YuZGF0YTtcbiAgfVxuXG4gIC8qKiBPZmZzZXQgaW4gYGRhdGFgIG9mIHRoZSBmcmVlIHBhcnQgb2YgdGhlIGN1cnJlbnQgc2xvdC4gKi9cbiAgZ2V0IHdyaXRlT2Zmc2V0KCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3Nsb3RTdGFydCArIHRoaXMuI2ZpbGw7XG4gIH1cblxuICAvKiogRnJlZSBieXRlcyBpbiB0aGUgY3VycmVudCBzbG90LiAqL1xuICBnZXQgd3JpdGVTcGFjZSgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiN2LnNsb3RCeXRlcyAtIHRoaXMuI2ZpbGw7XG4gIH1cblxuICAvKiogUmVjb3JkcyBhIHJlYWQgb2YgYG5gIGJ5dGVzIGF0IGB3cml0ZU9mZnNldGAuICovXG4gIGNvbW1pdChuOiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLiNmaWxsICs9IG47XG4gICAgdGhpcy4jdi5jdHJsW3RoaXMuI21ldGEgKyAyICsgdGhpcy4jcmVhZHMrK10gPSB0aGlzLiNmaWxsO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgdGhlIGN1cnJlbnQgc2xvdCBjYW4gdGFrZSBubyBtb3JlIChieXRlcyBvciByZWFkIGVuZHMpLiAqL1xuICBzbG90RnVsbCgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jZmlsbCA9PT0gdGhpcy4jdi5zbG90Qnl0ZXMgfHwgdGhpcy4jcmVhZHMgPT09IHRoaXMuI3YubWF4UmVhZHM7XG4gIH1cblxuICAvKiogUHVibGlzaGVzIHRoZSBjdXJyZW50IHNsb3QgYXMgb25lIGJhdGNoIChub3RoaW5nIHdoZW4gaXQgaXMgZW1wdHkpLiAqL1xuICBwdWJsaXNoKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNmaWxsID09PSAwKSByZXR1cm47XG4gICAgY29uc3QgY3RybCA9IHRoaXMuI3YuY3RybDtcbiAgICBjdHJsW3RoaXMuI21ldGFdID0gdGhpcy4jZmlsbDtcbiAgICBjdHJsW3RoaXMuI21ldGEgKyAxXSA9IHRoaXMuI3JlYWRzO1xuICAgIHRoaXMuI3B1Ymxpc2hlZCA9ICh0aGlzLiNwdWJsaXNoZWQgKyAxKSB8IDA7XG4gICAgLy8gVGhlIHNlcS1jc3Qgc3RvcmUgb3JkZXJzIHRoZSBwbGFpbiB3cml0ZXMgYWJvdmUgYmVmb3JlIGl0LlxuICAgIEF0b21pY3Muc3RvcmUoY3RybCwgUFVCTElTSEVELCB0aGlzLiNwdWJsaXNoZWQpO1xuICAgIHRoaXMuI3NpZ25hbCgpO1xuICAgIHRoaXMuI2ZpbGwgPSAwO1xuICAgIHRoaXMuI3JlYWRzID0gMDtcbiAgICB0aGlzLiNzZWxlY3RTbG90KCk7XG4gIH1cblxuICAvKipcbiAgICogU2F5cyB0aGUgcHJvZHVjZXIgaXMgYWJvdXQgdG8gc2xlZXAgaG9sZGluZyBhIHBhcnRpYWwgYmF0Y2g7IHJldHVybnNcbiAgICogZmFsc2UgKGFuZCBjbGVhcnMgdGhlIGZsYWcpIHdoZW4gdGhlIGNvbnN1bWVyIGlzIGFscmVhZHkgaWRsZSwgaW4gd2hpY2hcbiAgICogY2FzZSB0aGUgY2FsbGVyIHB1Ymxpc2hlcyBpbnN0ZWFkLiBUaGUgY29uc3VtZXIgY2hlY2tzIHRoZSBmbGFnIGFmdGVyXG4gICAqIHNldHRpbmcgaXRzIGlkbGUgZmxhZywgc28gb25lIG9mIHRoZSB0d28gYWx3YXlzIHNlZXMgdGhlIG90aGVyLlxuICAgKi9cbiAgYmVnaW5Ib2xkaW5nKCk6IGJvb2xlYW4ge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jdi5jdHJsLCBIT0xESU5HLCAxKTtcbiAgICBpZiAodGhpcy5jb25zdW1lcklkbGUoKSkge1xuICAgICAgQXRvbWljcy5zdG9yZSh0aGlzLiN2LmN0cmwsIEhPTERJTkcsIDApO1xuICAgICAgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBDbGVhcnMgdGhlIGhvbGRpbmcgZmxhZyBhZnRlciB3YWtpbmcuICovXG4gIGVuZEhvbGRpbmcoKTogdm9pZCB7XG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLiN2LmN0cmwsIEhPTERJTkcsIDApO1xuICB9XG5cbiAgLyoqIFB1Ymxpc2hlcyB3aGF0IGlzIHBlbmRpbmcgKGlmIGEgc2xvdCBpcyBmcmVlKSBhbmQgbWFya3MgdGhlIHJpbmcgRU9GLiAqL1xuICBmaW5pc2goKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2ZpbGwgPiAwKSB0aGlzLnB1Ymxpc2goKTtcbiAgICAvLyBUaGUgcHJvZHVjZXIgd2FpdHMgZm9yIG5vdGhpbmcgbW9yZSBoZXJlOiB0aGUgY29uc3VtZXIncyByZWxlYXNlc1xuICAgIC8vIG5lZWQgbm90IHdha2UgaXQuXG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLiN2LmN0cmwsIFNQQUNFX1dBSVQsIDApO1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jdi5jdHJsLCBIT0xESU5HLCAwKTtcbiAgICBBdG9taWNzLnN0b3JlKHRoaXMuI3YuY3RybCwgRU9GLCAxKTtcbiAgICB0aGlzLiNzaWduYWwoKTtcbiAgfVxuXG4gICNzaWduYWwoKTogdm9pZCB7XG4gICAgQXRvbWljcy5hZGQodGhpcy4jdi5jdHJsLCBTSUdOQUwsIDEpO1xuICAgIEF0b21pY3Mubm90aWZ5KHRoaXMuI3YuY3RybCwgU0lHTkFMKTtcbiAgfVxuXG4gICNzZWxlY3RTbG90KCk6IHZvaWQge1xuICAgIGNvbnN0IHNsb3QgPSB0aGlzLiNwdWJsaXNoZWQgJiAodGhpcy4jdi5zbG90cyAtIDEpO1xuICAgIHRoaXMuI3Nsb3RTdGFydCA9IHNsb3QgKiB0aGlzLiN2LnNsb3RCeXRlcztcbiAgICB0aGlzLiNtZXRhID0gdGhpcy4jdi5tZXRhKHNsb3QpO1xuICB9XG59XG5cbi8qKlxuICogSG93IGxvbmcgb25lIGB3YWl0QXN5bmNgIG1heSBsYXN0IGJlZm9yZSBpdCByZXNvbHZlcyBhbnl3YXkuIEEgc2FmZXR5IG5ldFxuICogb25seTogcHVibGlzaGVzIGFuZCBFT0Ygbm90aWZ5IGF0IG9uY2UuXG4gKi9cbmNvbnN0IFdBSVRfU0xJQ0VfTVMgPSAxMDAwO1xuXG4vKipcbiAqIEEgc2Vzc2lvbidzIHJpbmcgYXMgdGhlIGRhZW1vbidzIG1haW4gdGhyZWFkIGFuZCB0aGUgcGFyc2Ugd29ya2VyIHNlZSBpdC5cbiAqXG4gKiBUaGUgbWFpbiB0aHJlYWQgY3JlYXRlcyBpdCAoYEJ5dGVSaW5nLmNyZWF0ZSgpYDogc2hhcmVkIG1lbW9yeSBwbHVzIHRoZVxuICogZ2F0aGVyIHdvcmtlcidzIHdha2UgZmQsIHdob3NlIG51bWJlciBpcyBzdG9yZWQgaW4gdGhlIHNoYXJlZCBtZW1vcnkgc29cbiAqIGFueSB0aHJlYWQgY2FuIHdha2UgdGhlIHdvcmtlciksIGhhbmRzIGBzYWJgIGFuZCBgd2FrZUZkYCB0byB0aGUgZ2F0aGVyXG4gKiB3b3JrZXIgKGBHYXRoZXJJbml0YCkgYW5kIGBzYWJgIHRvIHRoZSBwYXJzZSB3b3JrZXIsIGFza3MgdGhlIGdhdGhlclxuICogd29ya2VyIHRvIHN0b3Agd2l0aCBgcmVxdWVzdFN0b3BgLCBhbmQgY2FsbHMgYGNsb3NlKClgIG9uY2UgdGhlIGdhdGhlclxuICogd29ya2VyIGlzIGRvbmUuXG4gKlxuICogVGhlIHBhcnNlIHdvcmtlciBhdHRhY2hlcyB3aXRoIGBuZXcgQnl0ZVJpbmcoc2FiKWAgYW5kIGNvbnN1bWVzLiBJdCBuZXZlclxuICogYmxvY2tzOiBgd2FpdEFzeW5jYCByZXR1cm5zIGEgcHJvbWlzZSwgYW5kIGtlZXBzIHRoZSBldmVudCBsb29wIGFsaXZlIHdoaWxlXG4gKiBwZW5kaW5nICh3aGljaCBgQXRvbWljcy53YWl0QXN5bmNgIGFsb25lIGRvZXMgbm90KS5cbiAqXG4gKiBJZGxlbmVzcywgZm9yIHRoZSBwcm9kdWNlciAod2hpY2ggbmV2ZXIgaG9sZHMgYSBwYXJ0aWFsIGJhdGNoIHdoaWxlIHRoZVxuICogY29uc3VtZXIgaXMgaWRsZSk6IGBuZXh0KClgIGZpbmRpbmcgbm90aGluZyBtYXJrcyB0aGUgY29uc3VtZXIgaWRsZSBhbmRcbiAqIHdha2VzIGEgcHJvZHVjZXIgdGhhdCBpcyBob2xkaW5nIGEgYmF0Y2g7IGBuZXh0KClgIHJldHVybmluZyBhIGJhdGNoXG4gKiBtYXJrcyBpdCBidXN5LiBgc2V0Q29uc3VtZXJJZGxlYCBzZXRzIGl0IGV4cGxpY2l0bHkuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogLy8gcGFyc2Ugd29ya2VyXG4gKiBjb25zdCByaW5nID0gbmV3IEJ5dGVSaW5nKHNhYik7XG4gKiB3aGlsZSAoIXJpbmcuZW9mKSB7XG4gKiAgIGNvbnN0IGJhdGNoID0gcmluZy5uZXh0KCk7XG4gKiAgIGlmIChiYXRjaCA9PT0gbnVsbCkge1xuICogICAgIGF3YWl0IHJpbmcud2FpdEFzeW5jKCk7XG4gKiAgICAgY29udGludWU7XG4gKiAgIH1cbiAqICAgdGVybWluYWwud3JpdGUoYmF0Y2guYnl0ZXMpO1xuICogICByaW5nLnJlbGVhc2UoKTtcbiAqIH1cbiAqIGBgYFxuICovXG5leHBvcnQgY2xhc3MgQnl0ZVJpbmcge1xuICByZWFkb25seSAjdjogUmluZ0FycmF5cztcbiAgcmVhZG9ubHkgI3NhYjogU2hhcmVkQXJyYXlCdWZmZXI7XG4gICN0YWtlbjogbnVtYmVyO1xuICAjY3VycmVudDogUmluZ0JhdGNoIHwgbnVsbCA9IG51bGw7XG4gICNvd25zV2FrZUZkID0gZmFsc2U7XG5cbiAgLyoqIEF0dGFjaGVzIHRvIGEgcmluZyBtYWRlIGJ5IGBCeXRlUmluZy5jcmVhdGUoKWAgKGFueSB0aHJlYWQpLiAqL1xuICBjb25zdHJ1Y3RvcihzYWI6IFNoYXJlZEFycmF5QnVmZmVyKSB7XG4gICAgdGhpcy4jc2FiID0gc2FiO1xuICAgIHRoaXMuI3YgPSBuZXcgUmluZ0FycmF5cyhzYWIpO1xuICAgIHRoaXMuI3Rha2VuID0gQXRvbWljcy5sb2FkKHRoaXMuI3YuY3RybCwgUkVMRUFTRUQpO1xuICB9XG5cbiAgLyoqXG4gICAqIEFsbG9jYXRlcyBhIHJpbmcgYW5kIGl0cyB3YWtlIGZkIChhbiBldmVudGZkKS4gVGhlIGNyZWF0b3Igb3ducyB0aGUgZmQ6XG4gICAqIGNhbGwgYGNsb3NlKClgIG9uY2UgdGhlIGdhdGhlciB3b3JrZXIgaGFzIGZpbmlzaGVkLlxuICAgKi9cbiAgc3RhdGljIGNyZWF0ZShnZW9tZXRyeTogUmluZ0dlb21ldHJ5ID0gREVGQVVMVF9SSU5HX0dFT01FVFJZKTogQnl0ZVJpbmcge1xuICAgIGNvbnN0IHNhYiA9IGNyZWF0ZVJpbmdCdWZmZXIoZ2VvbWV0cnkpO1xuICAgIGNvbnN0IHJpbmcgPSBuZXcgQnl0ZVJpbmcoc2FiKTtcbiAgICByaW5nLiN2LmN0cmxbV0FLRV9GRF0gPSBjcmVhdGVXYWtlRmQoKTtcbiAgICByaW5nLiNvd25zV2FrZUZkID0gdHJ1ZTtcbiAgICByZXR1cm4gcmluZztcbiAgfVxuXG4gIC8qKlxuICAgKiBBbGxvY2F0ZXMgYSByaW5nIHRoYXQgd2FrZXMgYHdha2VGZGAsIGFuIGV2ZW50ZmQgdGhlIGNhbGxlciBvd25zOiB0aGVcbiAgICogcmluZ3Mgb2YgZXZlcnkgcGFuZSBzaGFyZSB0aGUgZ2F0aGVyIHdvcmtlcidzIHdha2UgZmQuXG4gICAqL1xuICBzdGF0aWMgd2l0aFdha2VGZChcbiAgICB3YWtlRmQ6IG51bWJlcixcbiAgICBnZW9tZXRyeTogUmluZ0dlb21ldHJ5ID0gREVGQVVMVF9SSU5HX0dFT01FVFJZLFxuICApOiBCeXRlUmluZyB7XG4gICAgY29uc3QgcmluZyA9IG5ldyBCeXRlUmluZyhjcmVhdGVSaW5nQnVmZmVyKGdlb21ldHJ5KSk7XG4gICAgcmluZy4jdi5jdHJsW1dBS0VfRkRdID0gd2FrZUZkO1xuICAgIHJldHVybiByaW5nO1xuICB9XG5cbiAgLyoqIFRoZSBzaGFyZWQgbWVtb3J5LCBmb3IgYEdhdGhlckluaXQuc2FiYCBhbmQgdGhlIHBhcnNlIHdvcmtlci4gKi9cbiAgZ2V0IHNhYigpOiBTaGFyZWRBcnJheUJ1ZmZlciB7XG4gICAgcmV0dXJuIHRoaXMuI3NhYjtcbiAgfVxuXG4gIC8qKiBUaGUgZ2F0aGVyIHdvcmtlcidzIHdha2UgZmQgKC0xIGlmIHRoZSByaW5nIHdhcyBtYWRlIHdpdGhvdXQgb25lKS4gKi9cbiAgZ2V0IHdha2VGZCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiN2LmN0cmxbV0FLRV9GRF07XG4gIH1cblxuICAvLyAtLSBjb25zdW1lciAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG5cbiAgLyoqXG4gICAqIFRoZSBvbGRlc3QgcHVibGlzaGVkIGJhdGNoLCBvciBudWxsIHdoZW4gdGhlcmUgaXMgbm9uZSB5ZXQuIENhbGxpbmcgaXRcbiAgICogYWdhaW4gYmVmb3JlIGByZWxlYXNlKClgIHJldHVybnMgdGhlIHNhbWUgYmF0Y2guXG4gICAqL1xuICBuZXh0KCk6IFJpbmdCYXRjaCB8IG51bGwge1xuICAgIGlmICh0aGlzLiNjdXJyZW50ICE9PSBudWxsKSByZXR1cm4gdGhpcy4jY3VycmVudDtcbiAgICBjb25zdCBjdHJsID0gdGhpcy4jdi5jdHJsO1xuICAgIGlmIChBdG9taWNzLmxvYWQoY3RybCwgUFVCTElTSEVEKSA9PT0gdGhpcy4jdGFrZW4pIHtcbiAgICAgIHRoaXMuc2V0Q29uc3VtZXJJZGxlKHRydWUpO1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIGlmIChjdHJsW0NPTlNVTUVSX0lETEVdID09PSAxKSBBdG9taWNzLnN0b3JlKGN0cmwsIENPTlNVTUVSX0lETEUsIDApO1xuICAgIGNvbnN0IHNsb3QgPSB0aGlzLiN0YWtlbiAmICh0aGlzLiN2LnNsb3RzIC0gMSk7XG4gICAgY29uc3QgbWV0YSA9IHRoaXMuI3YubWV0YShzbG90KTtcbiAgICBjb25zdCBzdGFydCA9IHNsb3QgKiB0aGlzLiN2LnNsb3RCeXRlcztcbiAgICB0aGlzLiNjdXJyZW50ID0ge1xuICAgICAgYnl0ZXM6IHRoaXMuI3YuZGF0YS5zdWJhcnJheShzdGFydCwgc3RhcnQgKyBjdHJsW21ldGFdKSxcbiAgICAgIHJlYWRFbmRzOiBjdHJsLnN1YmFycmF5KG1ldGEgKyAyLCBtZXRhICsgMiArIGN0cmxbbWV0YSArIDFdKSxcbiAgICB9O1xuICAgIHJldHVybiB0aGlzLiNjdXJyZW50O1xuICB9XG5cbiAgLyoqIEdpdmVzIHRoZSBiYXRjaCBmcm9tIGBuZXh0KClgIGJhY2sgdG8gdGhlIHByb2R1Y2VyLiAqL1xuICByZWxlYXNlKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNjdXJyZW50ID09PSBudWxsKSByZXR1cm47XG4gICAgdGhpcy4jY3VycmVudCA9IG51bGw7XG4gICAgdGhpcy4jdGFrZW4gPSAodGhpcy4jdGFrZW4gKyAxKSB8IDA7XG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLiN2LmN0cmwsIFJFTEVBU0VELCB0aGlzLiN0YWtlbik7XG4gICAgQXRvbWljcy5ub3RpZnkodGhpcy4jdi5jdHJsLCBSRUxFQVNFRCk7XG4gICAgLy8gUGFpcnMgd2l0aCBSaW5nUHJvZHVjZXIuYmVnaW5TcGFjZVdhaXQuXG4gICAgaWYgKEF0b21pY3MubG9hZCh0aGlzLiN2LmN0cmwsIFNQQUNFX1dBSVQpID09PSAxKSB7XG4gICAgICBBdG9taWNzLnN0b3JlKHRoaXMuI3YuY3RybCwgU1BBQ0VfV0FJVCwgMCk7XG4gICAgICBjb25zdCBmZCA9IHRoaXMuI3YuY3RybFtXQUtFX0ZEXTtcbiAgICAgIGlmIChmZCA+PSAwKSBzaWduYWxXYWtlRmQoZmQpO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBSZXNvbHZlcyB3aGVuIGEgYmF0Y2ggbWF5IGJlIHRoZXJlLCBhdCBFT0YsIG9yIGFmdGVyIGEgc2FmZXR5IHNsaWNlIG9mXG4gICAqIGFib3V0IGEgc2Vjb25kOiBjYWxsIGBuZXh0KClgIGFnYWluIGFmdGVyIGl0LlxuICAgKi9cbiAgd2FpdEFzeW5jKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGN0cmwgPSB0aGlzLiN2LmN0cmw7XG4gICAgY29uc3Qgc2VlbiA9IEF0b21pY3MubG9hZChjdHJsLCBTSUdOQUwpO1xuICAgIGlmICh0aGlzLiNhdmFpbGFibGUoKSB8fCB0aGlzLmVvZikgcmV0dXJuIFByb21pc2UucmVzb2x2ZSgpO1xuICAgIGNvbnN0IHdhaXQgPSBBdG9taWNzLndhaXRBc3luYyhjdHJsLCBTSUdOQUwsIHNlZW4sIFdBSVRfU0xJQ0VfTVMpO1xuICAgIGlmICghd2FpdC5hc3luYykgcmV0dXJuIFByb21pc2UucmVzb2x2ZSgpO1xuICAgIGNvbnN0IGtlZXBBbGl2ZSA9IHNldFRpbWVvdXQoKCkgPT4ge30sIFdBSVRfU0xJQ0VfTVMgKyAxMDApO1xuICAgIHJldHVybiB3YWl0LnZhbHVlLnRoZW4oKCkgPT4gY2xlYXJUaW1lb3V0KGtlZXBBbGl2ZSkpO1xuICB9XG5cbiAgLyoqIE1hcmtzIHRoZSBjb25zdW1lciBpZGxlIChub3RoaW5nIHRvIHBhcnNlKSBvciBidXN5LiAqL1xuICBzZXRDb25zdW1lcklkbGUoaWRsZTogYm9vbGVhbik6IHZvaWQge1xuICAgIGNvbnN0IGN0cmwgPSB0aGlzLiN2LmN0cmw7XG4gICAgaWYgKCFpZGxlKSB7XG4gICAgICBBdG9taWNzLnN0b3JlKGN0cmwsIENPTlNVTUVSX0lETEUsIDApO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBBdG9taWNzLnN0b3JlKGN0cmwsIENPTlNVTUVSX0lETEUsIDEpO1xuICAgIC8vIFBhaXJzIHdpdGggUmluZ1Byb2R1Y2VyLmJlZ2luSG9sZGluZzogb25lIG9mIHVzIHNlZXMgdGhlIG90aGVyJ3MgZmxhZy5cbiAgICBpZiAoQXRvbWljcy5sb2FkKGN0cmwsIEhPTERJTkcpID09PSAxKSB7XG4gICAgICBBdG9taWNzLnN0b3JlKGN0cmwsIEhPTERJTkcsIDApO1xuICAgICAgY29uc3QgZmQgPSBjdHJsW1dBS0VfRkRdO1xuICAgICAgaWYgKGZkID49IDApIHNpZ25hbFdha2VGZChmZCk7XG4gICAgfVxuICB9XG5cbiAgLyoqIEJhdGNoZXMgcHVibGlzaGVkIGFuZCBub3QgeWV0IHJlbGVhc2VkICgwIHRvIHNsb3RzKS4gKi9cbiAgZ2V0IGJhY2tsb2coKTogbnVtYmVyIHtcbiAgICByZXR1cm4gKEF0b21pY3MubG9hZCh0aGlzLiN2LmN0cmwsIFBVQkxJU0hFRCkgLSB0aGlzLiN0YWtlbikgfCAwO1xuICB9XG5cbiAgLyoqIFRoZSBwcm9kdWNlciBpcyBkb25lIGFuZCBldmVyeSBiYXRjaCBoYXMgYmVlbiB0YWtlbiBhbmQgcmVsZWFzZWQuICovXG4gIGdldCBlb2YoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIEF0b21pY3MubG9hZCh0aGlzLiN2LmN0cmwsIEVPRikgPT09IDEgJiYgIXRoaXMuI2F2YWlsYWJsZSgpICYmXG4gICAgICB0aGlzLiNjdXJyZW50ID09PSBudWxsO1xuICB9XG5cbiAgI2F2YWlsYWJsZSgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gQXRvbWljcy5sb2FkKHRoaXMuI3YuY3RybCwgUFVCTElTSEVEKSAhPT0gdGhpcy4jdGFrZW47XG4gIH1cblxuICAvLyAtLSBjb250cm9sIChkYWVtb24gbWFpbiB0aHJlYWQpIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG5cbiAgLyoqXG4gICAqIEFza3MgdGhlIGdhdGhlciB3b3JrZXIgdG8gc3RvcDogd2l0aCBgZHJhaW5gICh0aGUgY2hpbGQgaGFzIGV4aXRlZCkgaXRcbiAgICogZmlyc3QgcmVhZHMgd2hhdCBpcyBzdGlsbCByZWFkYWJsZTsgd2l0aG91dCwgaXQgc3RvcHMgYXQgb25jZS4gRWl0aGVyXG4gICAqIHdheSBpdCBwdWJsaXNoZXMgd2hhdCBpdCBob2xkcyBhbmQgbWFya3MgdGhlIHJpbmcgRU9GLlxuICAgKi9cbiAgcmVxdWVzdFN0b3Aob3B0aW9uczogeyBkcmFpbj86IGJvb2xlYW4gfSA9IHt9KTogdm9pZCB7XG4gICAgY29uc3QgY3RybCA9IHRoaXMuI3YuY3RybDtcbiAgICBpZiAob3B0aW9ucy5kcmFpbikge1xuICAgICAgQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UoY3RybCwgUkVRVUVTVCwgUkVRVUVTVF9OT05FLCBSRVFVRVNUX0RSQUlOKTtcbiAgICB9IGVsc2Uge1xuICAgICAgQXRvbWljcy5zdG9yZShjdHJsLCBSRVFVRVNULCBSRVFVRVNUX1NUT1ApO1xuICAgIH1cbiAgICAvLyBUaGUgd29ya2VyIHNsZWVwcyBlaXRoZXIgb24gUkVMRUFTRUQgKHJpbmcgZnVsbCkgb3IgaW4gcG9sbCgpLlxuICAgIEF0b21pY3Mubm90aWZ5KGN0cmwsIFJFTEVBU0VEKTtcbiAgICBjb25zdCBmZCA9IGN0cmxbV0FLRV9GRF07XG4gICAgaWYgKGZkID49IDApIHNpZ25hbFdha2VGZChmZCk7XG4gIH1cblxuICAvKipcbiAgICogTWFya3MgdGhlIHJpbmcgRU9GIGZvciBhIHByb2R1Y2VyIHRoYXQgZGllZCB3aXRob3V0IChpdHMgdGhyZWFkIGdvbmUpOlxuICAgKiB0aGUgY29uc3VtZXIgdGFrZXMgd2hhdCB3YXMgcHVibGlzaGVkLCB0aGVuIGVuZHMsIGluc3RlYWQgb2Ygd2FpdGluZy5cbiAgICovXG4gIGVuZEZvclByb2R1Y2VyKCk6IHZvaWQge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jdi5jdHJsLCBFT0YsIDEpO1xuICAgIEF0b21pY3MuYWRkKHRoaXMuI3YuY3RybCwgU0lHTkFMLCAxKTtcbiAgICBBdG9taWNzLm5vdGlmeSh0aGlzLiN2LmN0cmwsIFNJR05BTCk7XG4gIH1cblxuICAvKiogV2hldGhlciB0aGUgZ2F0aGVyIHdvcmtlciBoYXMgZmluaXNoZWQgKHB1Ymxpc2hlZCBhbGwsIG1hcmtlZCBFT0YpLiAqL1xuICBnZXQgcHJvZHVjZXJEb25lKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jdi5jdHJsLCBFT0YpID09PSAxO1xuICB9XG5cbiAgLyoqXG4gICAqIENsb3NlcyB0aGUgd2FrZSBmZCBpZiB0aGlzIHJpbmcgY3JlYXRlZCBpdC4gQ2FsbCBvbmNlIHRoZSBnYXRoZXIgd29ya2VyXG4gICAqIGlzIGRvbmUgKGl0cyBgR2F0aGVyRG9uZWAgbWVzc2FnZSwgb3IgYHByb2R1Y2VyRG9uZWApLlxuICAgKi9cbiAgY2xvc2UoKTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLiNvd25zV2FrZUZkKSByZXR1cm47XG4gICAgdGhpcy4jb3duc1dha2VGZCA9IGZhbHNlO1xuICAgIGNsb3NlRmQodGhpcy4jdi5jdHJsW1dBS0VfRkRdKTtcbiAgICBBdG9taWNzLnN0b3JlKHRoaXMuI3YuY3RybCwgV0FLRV9GRCwgLTEpO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQW9DQyxHQUVELFNBQVMsT0FBTyxRQUFRLHFCQUFxQjtBQUM3QyxTQUFTLFlBQVksRUFBRSxZQUFZLFFBQVEsdUJBQXVCO0FBRWxFOzs7Ozs7Ozs7OztDQVdDLEdBQ0QsT0FBTyxNQUFNLGFBQWEsRUFBRTtBQUU1Qjs7Ozs7Ozs7O0NBU0MsR0FDRCxPQUFPLE1BQU0sa0JBQWtCLE1BQU0sS0FBSztBQUUxQzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLGlCQUFpQixJQUFJO0FBRWxDLGdDQUFnQyxHQUNoQyxPQUFPLE1BQU0sZUFBZSxFQUFFO0FBQzlCLHNFQUFzRSxHQUN0RSxPQUFPLE1BQU0sZ0JBQWdCLEVBQUU7QUFDL0IsK0RBQStELEdBQy9ELE9BQU8sTUFBTSxlQUFlLEVBQUU7QUFFOUIsTUFBTSxRQUFRO0FBQ2QsTUFBTSxhQUFhO0FBQ25CLE1BQU0sWUFBWTtBQUNsQixNQUFNLFlBQVk7QUFDbEIsTUFBTSxXQUFXO0FBQ2pCLE1BQU0sU0FBUztBQUNmLE1BQU0sZ0JBQWdCO0FBQ3RCLE1BQU0sVUFBVTtBQUNoQixNQUFNLE1BQU07QUFDWixNQUFNLFVBQVU7QUFDaEIsTUFBTSxVQUFVO0FBQ2hCLE1BQU0sYUFBYTtBQUNuQixNQUFNLGNBQWM7QUFZcEIsNkRBQTZELEdBQzdELE9BQU8sTUFBTSx3QkFBc0M7RUFDakQsT0FBTztFQUNQLFdBQVc7RUFDWCxVQUFVO0FBQ1osRUFBRTtBQUVGOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxpQkFDZCxXQUF5QixxQkFBcUI7RUFFOUMsTUFBTSxFQUFFLEtBQUssRUFBRSxTQUFTLEVBQUUsUUFBUSxFQUFFLEdBQUc7RUFDdkMsSUFBSSxRQUFRLEtBQUssQ0FBQyxRQUFTLFFBQVEsQ0FBRSxNQUFNLEdBQUc7SUFDNUMsTUFBTSxJQUFJLFdBQVcsQ0FBQyx1Q0FBdUMsRUFBRSxPQUFPO0VBQ3hFO0VBQ0EsSUFBSSxZQUFZLEtBQUssWUFBWSxNQUFNLEtBQUssV0FBVyxHQUFHO0lBQ3hELE1BQU0sSUFBSSxXQUFXO0VBQ3ZCO0VBQ0EsTUFBTSxNQUFNLElBQUksa0JBQWtCLFdBQVcsWUFBWSxRQUFRO0VBQ2pFLE1BQU0sT0FBTyxJQUFJLFdBQVcsS0FBSyxHQUFHLFlBQVk7RUFDaEQsSUFBSSxDQUFDLE1BQU0sR0FBRztFQUNkLElBQUksQ0FBQyxXQUFXLEdBQUc7RUFDbkIsSUFBSSxDQUFDLFVBQVUsR0FBRztFQUNsQixJQUFJLENBQUMsY0FBYyxHQUFHO0VBQ3RCLElBQUksQ0FBQyxRQUFRLEdBQUcsQ0FBQztFQUNqQixPQUFPO0FBQ1Q7QUFFQSxTQUFTLFlBQVksQ0FBZTtFQUNsQyxPQUFPLGNBQWMsRUFBRSxLQUFLLEdBQUcsQ0FBQyxJQUFJLEVBQUUsUUFBUTtBQUNoRDtBQUVBLDhEQUE4RCxHQUM5RCxTQUFTLFdBQVcsQ0FBZTtFQUNqQyxPQUFPLEtBQUssSUFBSSxDQUFDLEFBQUMsWUFBWSxLQUFLLElBQUssTUFBTTtBQUNoRDtBQUVBLDRDQUE0QyxHQUM1QyxNQUFNO0VBQ0ssTUFBYztFQUNkLFVBQWtCO0VBQ2xCLFNBQWlCO0VBQ2pCLEtBQW9DO0VBQ3BDLEtBQW9DO0VBRTdDLFlBQVksR0FBc0IsQ0FBRTtJQUNsQyxNQUFNLE9BQU8sSUFBSSxXQUFXLEtBQUssR0FBRztJQUNwQyxJQUFJLENBQUMsS0FBSyxHQUFHLElBQUksQ0FBQyxNQUFNO0lBQ3hCLElBQUksQ0FBQyxTQUFTLEdBQUcsSUFBSSxDQUFDLFdBQVc7SUFDakMsSUFBSSxDQUFDLFFBQVEsR0FBRyxJQUFJLENBQUMsVUFBVTtJQUMvQixNQUFNLElBQUk7TUFDUixPQUFPLElBQUksQ0FBQyxLQUFLO01BQ2pCLFdBQVcsSUFBSSxDQUFDLFNBQVM7TUFDekIsVUFBVSxJQUFJLENBQUMsUUFBUTtJQUN6QjtJQUNBLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxXQUFXLEtBQUssR0FBRyxZQUFZO0lBQy9DLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxXQUFXLEtBQUssV0FBVyxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxDQUFDLFNBQVM7RUFDNUU7RUFFQSwrQ0FBK0MsR0FDL0MsS0FBSyxJQUFZLEVBQVU7SUFDekIsT0FBTyxjQUFjLE9BQU8sQ0FBQyxJQUFJLElBQUksQ0FBQyxRQUFRO0VBQ2hEO0FBQ0Y7QUFVQTs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNO0VBQ0YsQ0FBQSxDQUFFLENBQWE7RUFDeEIsQ0FBQSxTQUFVLENBQVM7RUFDbkIsQ0FBQSxJQUFLLEdBQUcsRUFBRTtFQUNWLENBQUEsS0FBTSxHQUFHLEVBQUU7RUFDWCxDQUFBLFNBQVUsR0FBRyxFQUFFO0VBQ2YsQ0FBQSxJQUFLLEdBQUcsRUFBRTtFQUVWLDZEQUE2RCxHQUM3RCxZQUFZLEdBQXNCLENBQUU7SUFDbEMsSUFBSSxDQUFDLENBQUEsQ0FBRSxHQUFHLElBQUksV0FBVztJQUN6QixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRTtJQUM3QyxJQUFJLENBQUMsQ0FBQSxVQUFXO0VBQ2xCO0VBRUEsNENBQTRDLEdBQzVDLElBQUksVUFBa0I7SUFDcEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQ25CO0VBRUEscURBQXFELEdBQ3JELFVBQWtCO0lBQ2hCLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRTtFQUNwQztFQUVBLDRDQUE0QyxHQUM1QyxlQUF3QjtJQUN0QixPQUFPLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsbUJBQW1CO0VBQ3ZEO0VBRUEscUVBQXFFLEdBQ3JFLFdBQW9CO0lBQ2xCLE1BQU0sV0FBVyxBQUFDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFLFlBQzdEO0lBQ0YsT0FBTyxXQUFXLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxLQUFLO0VBQ2pDO0VBRUE7OztHQUdDLEdBQ0QsYUFBYSxTQUFpQixFQUFRO0lBQ3BDLE1BQU0sV0FBVyxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFO0lBQzVDLElBQUksQ0FBQyxBQUFDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxXQUFZLENBQUMsSUFBSSxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsS0FBSyxFQUFFO0lBQ3hELFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsVUFBVSxVQUFVO0VBQ2pEO0VBRUE7Ozs7O0dBS0MsR0FDRCxpQkFBMEI7SUFDeEIsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxZQUFZO0lBQ3hDLElBQUksSUFBSSxDQUFDLFFBQVEsSUFBSTtNQUNuQixRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFLFlBQVk7TUFDeEMsT0FBTztJQUNUO0lBQ0EsT0FBTztFQUNUO0VBRUEsaUVBQWlFLEdBQ2pFLElBQUksT0FBc0M7SUFDeEMsT0FBTyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSTtFQUNyQjtFQUVBLDJEQUEyRCxHQUMzRCxJQUFJLGNBQXNCO0lBQ3hCLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDckM7RUFFQSxvQ0FBb0MsR0FDcEMsSUFBSSxhQUFxQjtJQUN2QixPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxTQUFTLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSztFQUN2QztFQUVBLGtEQUFrRCxHQUNsRCxPQUFPLENBQVMsRUFBUTtJQUN0QixJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUk7SUFDZCxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDM0Q7RUFFQSxvRUFBb0UsR0FDcEUsV0FBb0I7SUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLFNBQVMsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLFFBQVE7RUFDN0U7RUFFQSx3RUFBd0UsR0FDeEUsVUFBZ0I7SUFDZCxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSyxHQUFHO0lBQ3RCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSTtJQUN6QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSztJQUM3QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ2xDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxBQUFDLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxJQUFLO0lBQzFDLDZEQUE2RDtJQUM3RCxRQUFRLEtBQUssQ0FBQyxNQUFNLFdBQVcsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUM5QyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ1osSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsSUFBSSxDQUFDLENBQUEsVUFBVztFQUNsQjtFQUVBOzs7OztHQUtDLEdBQ0QsZUFBd0I7SUFDdEIsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxTQUFTO0lBQ3JDLElBQUksSUFBSSxDQUFDLFlBQVksSUFBSTtNQUN2QixRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFLFNBQVM7TUFDckMsT0FBTztJQUNUO0lBQ0EsT0FBTztFQUNUO0VBRUEsMENBQTBDLEdBQzFDLGFBQW1CO0lBQ2pCLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsU0FBUztFQUN2QztFQUVBLDBFQUEwRSxHQUMxRSxTQUFlO0lBQ2IsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsR0FBRyxJQUFJLENBQUMsT0FBTztJQUNoQyxvRUFBb0U7SUFDcEUsb0JBQW9CO0lBQ3BCLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsWUFBWTtJQUN4QyxRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFLFNBQVM7SUFDckMsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxLQUFLO0lBQ2pDLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDZDtFQUVBLENBQUEsTUFBTztJQUNMLFFBQVEsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsUUFBUTtJQUNsQyxRQUFRLE1BQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFO0VBQy9CO0VBRUEsQ0FBQSxVQUFXO0lBQ1QsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBSSxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsS0FBSyxHQUFHO0lBQ2hELElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxTQUFTO0lBQzFDLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxDQUFDO0VBQzVCO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxNQUFNLGdCQUFnQjtBQUV0Qjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBaUNDLEdBQ0QsT0FBTyxNQUFNO0VBQ0YsQ0FBQSxDQUFFLENBQWE7RUFDZixDQUFBLEdBQUksQ0FBb0I7RUFDakMsQ0FBQSxLQUFNLENBQVM7RUFDZixDQUFBLE9BQVEsR0FBcUIsS0FBSztFQUNsQyxDQUFBLFVBQVcsR0FBRyxNQUFNO0VBRXBCLGlFQUFpRSxHQUNqRSxZQUFZLEdBQXNCLENBQUU7SUFDbEMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLENBQUEsQ0FBRSxHQUFHLElBQUksV0FBVztJQUN6QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRTtFQUMzQztFQUVBOzs7R0FHQyxHQUNELE9BQU8sT0FBTyxXQUF5QixxQkFBcUIsRUFBWTtJQUN0RSxNQUFNLE1BQU0saUJBQWlCO0lBQzdCLE1BQU0sT0FBTyxJQUFJLFNBQVM7SUFDMUIsS0FBSyxDQUFBLENBQUUsQ0FBQyxJQUFJLENBQUMsUUFBUSxHQUFHO0lBQ3hCLEtBQUssQ0FBQSxVQUFXLEdBQUc7SUFDbkIsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxXQUNMLE1BQWMsRUFDZCxXQUF5QixxQkFBcUIsRUFDcEM7SUFDVixNQUFNLE9BQU8sSUFBSSxTQUFTLGlCQUFpQjtJQUMzQyxLQUFLLENBQUEsQ0FBRSxDQUFDLElBQUksQ0FBQyxRQUFRLEdBQUc7SUFDeEIsT0FBTztFQUNUO0VBRUEsa0VBQWtFLEdBQ2xFLElBQUksTUFBeUI7SUFDM0IsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJO0VBQ2xCO0VBRUEsdUVBQXVFLEdBQ3ZFLElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxDQUFDLFFBQVE7RUFDOUI7RUFFQSw0RUFBNEU7RUFFNUU7OztHQUdDLEdBQ0QsT0FBeUI7SUFDdkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDaEQsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJO0lBQ3pCLElBQUksUUFBUSxJQUFJLENBQUMsTUFBTSxlQUFlLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtNQUNqRCxJQUFJLENBQUMsZUFBZSxDQUFDO01BQ3JCLE9BQU87SUFDVDtJQUNBLElBQUksSUFBSSxDQUFDLGNBQWMsS0FBSyxHQUFHLFFBQVEsS0FBSyxDQUFDLE1BQU0sZUFBZTtJQUNsRSxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFJLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxLQUFLLEdBQUc7SUFDNUMsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLENBQUM7SUFDMUIsTUFBTSxRQUFRLE9BQU8sSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLFNBQVM7SUFDdEMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO01BQ2QsT0FBTyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxDQUFDLFFBQVEsQ0FBQyxPQUFPLFFBQVEsSUFBSSxDQUFDLEtBQUs7TUFDdEQsVUFBVSxLQUFLLFFBQVEsQ0FBQyxPQUFPLEdBQUcsT0FBTyxJQUFJLElBQUksQ0FBQyxPQUFPLEVBQUU7SUFDN0Q7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVE7RUFDdEI7RUFFQSx3REFBd0QsR0FDeEQsVUFBZ0I7SUFDZCxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsS0FBSyxNQUFNO0lBQzVCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsQUFBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSztJQUNsQyxRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFLFVBQVUsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUNqRCxRQUFRLE1BQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFO0lBQzdCLDBDQUEwQztJQUMxQyxJQUFJLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsZ0JBQWdCLEdBQUc7TUFDaEQsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxZQUFZO01BQ3hDLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxDQUFDLFFBQVE7TUFDaEMsSUFBSSxNQUFNLEdBQUcsYUFBYTtJQUM1QjtFQUNGO0VBRUE7OztHQUdDLEdBQ0QsWUFBMkI7SUFDekIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJO0lBQ3pCLE1BQU0sT0FBTyxRQUFRLElBQUksQ0FBQyxNQUFNO0lBQ2hDLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxNQUFNLElBQUksQ0FBQyxHQUFHLEVBQUUsT0FBTyxRQUFRLE9BQU87SUFDekQsTUFBTSxPQUFPLFFBQVEsU0FBUyxDQUFDLE1BQU0sUUFBUSxNQUFNO0lBQ25ELElBQUksQ0FBQyxLQUFLLEtBQUssRUFBRSxPQUFPLFFBQVEsT0FBTztJQUN2QyxNQUFNLFlBQVksV0FBVyxLQUFPLEdBQUcsZ0JBQWdCO0lBQ3ZELE9BQU8sS0FBSyxLQUFLLENBQUMsSUFBSSxDQUFDLElBQU0sYUFBYTtFQUM1QztFQUVBLHdEQUF3RCxHQUN4RCxnQkFBZ0IsSUFBYSxFQUFRO0lBQ25DLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSTtJQUN6QixJQUFJLENBQUMsTUFBTTtNQUNULFFBQVEsS0FBSyxDQUFDLE1BQU0sZUFBZTtNQUNuQztJQUNGO0lBQ0EsUUFBUSxLQUFLLENBQUMsTUFBTSxlQUFlO0lBQ25DLHlFQUF5RTtJQUN6RSxJQUFJLFFBQVEsSUFBSSxDQUFDLE1BQU0sYUFBYSxHQUFHO01BQ3JDLFFBQVEsS0FBSyxDQUFDLE1BQU0sU0FBUztNQUM3QixNQUFNLEtBQUssSUFBSSxDQUFDLFFBQVE7TUFDeEIsSUFBSSxNQUFNLEdBQUcsYUFBYTtJQUM1QjtFQUNGO0VBRUEseURBQXlELEdBQ3pELElBQUksVUFBa0I7SUFDcEIsT0FBTyxBQUFDLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsYUFBYSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUk7RUFDakU7RUFFQSxzRUFBc0UsR0FDdEUsSUFBSSxNQUFlO0lBQ2pCLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxTQUFTLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLE1BQzlELElBQUksQ0FBQyxDQUFBLE9BQVEsS0FBSztFQUN0QjtFQUVBLENBQUEsU0FBVTtJQUNSLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxlQUFlLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDOUQ7RUFFQSw0RUFBNEU7RUFFNUU7Ozs7R0FJQyxHQUNELFlBQVksVUFBK0IsQ0FBQyxDQUFDLEVBQVE7SUFDbkQsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJO0lBQ3pCLElBQUksUUFBUSxLQUFLLEVBQUU7TUFDakIsUUFBUSxlQUFlLENBQUMsTUFBTSxTQUFTLGNBQWM7SUFDdkQsT0FBTztNQUNMLFFBQVEsS0FBSyxDQUFDLE1BQU0sU0FBUztJQUMvQjtJQUNBLGlFQUFpRTtJQUNqRSxRQUFRLE1BQU0sQ0FBQyxNQUFNO0lBQ3JCLE1BQU0sS0FBSyxJQUFJLENBQUMsUUFBUTtJQUN4QixJQUFJLE1BQU0sR0FBRyxhQUFhO0VBQzVCO0VBRUE7OztHQUdDLEdBQ0QsaUJBQXVCO0lBQ3JCLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsS0FBSztJQUNqQyxRQUFRLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsSUFBSSxFQUFFLFFBQVE7SUFDbEMsUUFBUSxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRTtFQUMvQjtFQUVBLHdFQUF3RSxHQUN4RSxJQUFJLGVBQXdCO0lBQzFCLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxTQUFTO0VBQzdDO0VBRUE7OztHQUdDLEdBQ0QsUUFBYztJQUNaLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7SUFDdkIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLFFBQVEsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksQ0FBQyxRQUFRO0lBQzdCLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLEVBQUUsU0FBUyxDQUFDO0VBQ3hDO0FBQ0YifQ==
// denoCacheMetadata=15639474053881423500,9704446157082739674