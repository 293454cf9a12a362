/**
 * A key's echo drawn by the parse worker: on a terminal the daemon draws
 * (`server/daemon/tty_attach.ts`), the session's parse worker writes a
 * small update (a typed character, a prompt's line) to the terminal itself
 * as soon as it has parsed it, before it posts the update to the main
 * thread, whose attach client draws it again in its turn. The echo skips
 * the wake-up of the main thread and the attach client's work: on the
 * 2-core VM those were 94-104 us and 117-157 us of the 0.588 ms from the
 * program's write to the terminal (bench/README.md, "Issue 15, seventh
 * round").
 *
 * The attach client owns the terminal; it lends it, through one shared
 * word (the lease), only while it is idle and shows the session as it is
 * (no scroll mode, prompt, message or overlay, no offset, the window
 * within the terminal: the grant, with the outer row that window row 0
 * is drawn at). The lease keeps the two threads' writes from mixing:
 *
 * - the attach client takes it for each event it handles (`hold`),
 *   waiting out a worker's write in progress (a few microseconds);
 * - the worker takes it for a write only when it is free, and otherwise
 *   leaves the update to the attach client;
 * - once the attachment ends the attach client keeps it for good, so no
 *   write can reach a file descriptor that was closed (and maybe reused).
 *
 * The worker records the outer rows it wrote. The attach client, taking
 * the lease, forgets what it knew of those rows, of the cursor's place and
 * of the pen (the worker leaves the default pen), and draws the rows again
 * from its own state: whatever the order of the two threads' writes, the
 * terminal ends up showing what the attach client last drew.
 *
 * @module
 */

import { writeSome } from "../../pty/mod.ts";
import type { DrawGrant, DrawnRows } from "../../protocol/direct_draw.ts";

export type { DrawGrant, DrawnRows };

/** The shared words (Int32Array indices). */
const LEASE = 0;
const GRANTED = 1;
const TOP = 2;
const COLS = 3;
const ROWS = 4;
const DRAWN_FIRST = 5;
const DRAWN_LAST = 6;
/** A worker's write that the terminal did not take whole. */
const CUT = 7;
/**
 * Which lending is current: the terminal went to another session's
 * worker, whose target has another number, while the one it left may
 * still hold its own (`take-tty` on its way).
 */
const OWNER = 8;
const WORDS = 9;

/** Lease values. */
const FREE = 0;
const CLIENT = 1;
const WORKER = 2;
/** The attachment has ended: the lease is the attach client's for good. */
const ENDED = 3;

/** Makes the shared words of one terminal's lease. */
export function directDrawBuffer(): SharedArrayBuffer {
  const sab = new SharedArrayBuffer(WORDS * 4);
  const w = new Int32Array(sab);
  w[DRAWN_FIRST] = -1;
  return sab;
}

/** The attach client's side (the daemon's main thread). */
export class DirectDrawLease {
  readonly sab: SharedArrayBuffer;
  readonly #w: Int32Array;

  constructor(sab = directDrawBuffer()) {
    this.sab = sab;
    this.#w = new Int32Array(sab);
  }

  /**
   * Takes the lease (the worker's write in progress ends first) and
   * returns the rows the worker wrote since the last `hold`, or null.
   */
  hold(): DrawnRows | null {
    const w = this.#w;
    for (;;) {
      const was = Atomics.compareExchange(w, LEASE, FREE, CLIENT);
      if (was === FREE || was === CLIENT || was === ENDED) break;
      // WORKER: one write of a few hundred bytes; spin it out.
    }
    Atomics.store(w, GRANTED, 0);
    const first = w[DRAWN_FIRST];
    if (first < 0) return null;
    const drawn = { first, last: w[DRAWN_LAST], cut: w[CUT] !== 0 };
    w[DRAWN_FIRST] = -1;
    w[CUT] = 0;
    return drawn;
  }

  /** Lends the terminal as `grant` says (null: not now) and lets go. */
  release(grant: DrawGrant | null): void {
    const w = this.#w;
    if (Atomics.load(w, LEASE) === ENDED) return;
    if (grant) {
      w[TOP] = grant.top;
      w[COLS] = grant.cols;
      w[ROWS] = grant.rows;
    }
    w[GRANTED] = grant ? 1 : 0;
    Atomics.store(w, LEASE, FREE);
  }

  /**
   * From now on only the target made with `owner` may write (the session
   * shown changed), without taking the lease from the attach client.
   */
  setOwner(owner: number): void {
    const w = this.#w;
    for (;;) {
      const was = Atomics.compareExchange(w, LEASE, FREE, CLIENT);
      if (was === WORKER) continue; // Its write ends in a few microseconds.
      w[OWNER] = owner;
      if (was === FREE) Atomics.store(w, LEASE, FREE);
      return;
    }
  }

  /** Takes the lease for good: the terminal is about to be closed. */
  end(): void {
    this.hold();
    Atomics.store(this.#w, LEASE, ENDED);
  }
}

/** The worker's side: writes `bytes` when lent the terminal. */
export class DirectDrawTarget {
  readonly #w: Int32Array;
  readonly #fd: number;
  readonly #owner: number;

  /** `owner`: the lending's number (`DirectDrawLease.setOwner`). */
  constructor(sab: SharedArrayBuffer, fd: number, owner: number) {
    this.#w = new Int32Array(sab);
    this.#fd = fd;
    this.#owner = owner;
  }

  /** What is lent now, or null (read without the lease: a hint only). */
  get grant(): DrawGrant | null {
    const w = this.#w;
    if (Atomics.load(w, GRANTED) === 0) return null;
    return { top: w[TOP], cols: w[COLS], rows: w[ROWS] };
  }

  /**
   * Writes `make(grant)`'s bytes (null: nothing to write) if the terminal
   * is lent for a window of `cols` x `rows` now; returns whether it did.
   * `rows` are the outer rows the bytes write.
   */
  draw(
    cols: number,
    rows: number,
    make: (grant: DrawGrant) => DirectBytes | null,
  ): boolean {
    const w = this.#w;
    if (Atomics.load(w, GRANTED) === 0) return false;
    if (Atomics.compareExchange(w, LEASE, FREE, WORKER) !== FREE) return false;
    try {
      // Read under the lease: the attach client changes these only holding it.
      if (
        w[GRANTED] === 0 || w[OWNER] !== this.#owner || w[COLS] !== cols ||
        w[ROWS] !== rows
      ) return false;
      const out = make({ top: w[TOP], cols, rows });
      if (!out) return false;
      const first = w[DRAWN_FIRST];
      w[DRAWN_FIRST] = first < 0 ? out.first : Math.min(first, out.first);
      w[DRAWN_LAST] = first < 0 ? out.last : Math.max(w[DRAWN_LAST], out.last);
      if (!this.#writeAll(out.bytes)) {
        w[CUT] = 1;
        w[GRANTED] = 0; // Until the attach client has drawn again.
      }
      return true;
    } finally {
      Atomics.store(w, LEASE, FREE);
    }
  }

  /**
   * Writes all of `bytes`, waiting for a terminal that takes them slowly
   * at most `WRITE_WAIT_MS` in all; false when it gave up (or the
   * terminal is gone).
   */
  #writeAll(bytes: Uint8Array): boolean {
    const deadline = performance.now() + WRITE_WAIT_MS;
    let off = 0;
    try {
      while (off < bytes.length) {
        const n = writeSome(this.#fd, bytes.subarray(off));
        off += n;
        if (n > 0) continue;
        if (performance.now() > deadline) return false;
        Atomics.wait(PAUSE, 0, 0, 1);
      }
      return true;
    } catch {
      return false; // The terminal is gone: the attach client ends soon.
    }
  }
}

/** What a worker writes: the bytes and the outer rows they write. */
export interface DirectBytes {
  bytes: Uint8Array;
  first: number;
  last: number;
}

/**
 * How long a worker's write may wait for a terminal that does not take
 * it. The attach client had nothing queued when it lent the terminal, so
 * a write of a few hundred bytes waits only for a terminal that stopped
 * reading (XOFF, a stalled link); the lease says so and the attach client
 * cancels the cut sequence (CAN) and draws everything again.
 */
const WRITE_WAIT_MS = 100;

/** Something to `Atomics.wait` on for a millisecond. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));
