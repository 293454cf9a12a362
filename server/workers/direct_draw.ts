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
 *   waiting out a worker's write in progress (one non-blocking `write`);
 * - the worker takes it for a write only when it is free, and otherwise
 *   leaves the update to the attach client; a write the terminal does
 *   not take whole is not waited for (`cut`: the attach client cancels
 *   the sequence cut short and draws everything);
 * - once the attachment ends the attach client keeps it for good, so no
 *   write can reach a file descriptor that was closed (and maybe reused);
 * - a worker about to be stopped is first made unable to take it
 *   (`revokeLease`): a thread terminated while holding it would hold it
 *   for ever. Should one still, `hold` takes it back after
 *   `TAKE_BACK_MS`, as cut.
 *
 * The worker records the outer rows it wrote. The attach client, taking
 * the lease, forgets what it knew of those rows, of the cursor's place and
 * of the pen (the worker leaves the default pen), and draws the rows again
 * from its own state: whatever the order of the two threads' writes, the
 * terminal ends up showing what the attach client last drew.
 *
 * The worker posts an update it drew a little later (`held_updates.ts`),
 * and says so in the lease (HELD): the attach client, taking the lease
 * while the worker holds what it drew, is behind the terminal, and asks
 * for the updates at once (ASK, and `onAhead` wakes the worker). It then
 * leaves the rows the worker drew as they are until those updates come
 * (`DrawnRows.ahead`): drawn from its own state they would show the
 * session as it was, an echo erased until drawn again.
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
/** The worker holds updates it drew here, not posted yet. */
const HELD = 9;
/** The attach client wants them now. */
const ASK = 10;
/** The terminal's colours (`DrawGrant.colours`). */
const COLOURS = 11;
const WORDS = 12;

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

/**
 * How long the attach client waits for a worker's write before it takes
 * the lease anyway: a write takes microseconds, a worker descheduled in
 * the middle of one on a loaded machine some milliseconds; only a worker
 * stopped while holding it (`revokeLease` makes that all but impossible)
 * takes longer.
 */
const TAKE_BACK_MS = 1000;

/**
 * How long the attach client spins for the lease before it sleeps between
 * looks: a worker's write takes a few microseconds to tens. A sleep of
 * 0.02 ms lasted about 90 us on the 2-core VM.
 */
const SPIN_MS = 0.05;
const PAUSE_MS = 0.02;
/** Nothing ever wakes it: `Atomics.wait` on it only sleeps. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** An owner no lending has (they count from 1). */
const NOBODY = 0;

/** The attach client's side (the daemon's main thread). */
export class DirectDrawLease {
  readonly sab: SharedArrayBuffer;
  readonly #w: Int32Array;
  readonly #takeBackMs: number;
  /**
   * Wakes the worker that is lent the terminal: `hold` found it holding
   * updates it drew, and asks for them.
   */
  onAhead: (() => void) | null = null;

  constructor(sab = directDrawBuffer(), takeBackMs = TAKE_BACK_MS) {
    this.sab = sab;
    this.#w = new Int32Array(sab);
    this.#takeBackMs = takeBackMs;
  }

  /**
   * Takes the lease (the worker's write in progress ends first) and
   * returns the rows the worker wrote since the last `hold`, or null.
   */
  hold(): DrawnRows | null {
    const w = this.#w;
    this.#take();
    Atomics.store(w, GRANTED, 0);
    const ahead = w[HELD] !== 0;
    if (ahead && w[ASK] === 0) {
      Atomics.store(w, ASK, 1);
      this.onAhead?.();
    }
    const first = w[DRAWN_FIRST];
    if (first < 0) return null;
    const drawn = { first, last: w[DRAWN_LAST], cut: w[CUT] !== 0, ahead };
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
      w[COLOURS] = grant.colours;
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
    const was = this.#take();
    w[OWNER] = owner;
    // Lent for the window of the session shown before.
    w[GRANTED] = 0;
    w[HELD] = w[ASK] = 0;
    if (was === FREE) Atomics.store(w, LEASE, FREE);
  }

  /**
   * Makes the lease the client's (unless it has ended), waiting out the
   * worker's write; returns what it was before.
   */
  #take(): number {
    const w = this.#w;
    let start = -1;
    for (;;) {
      const was = Atomics.compareExchange(w, LEASE, FREE, CLIENT);
      if (was !== WORKER) return was;
      const now = performance.now();
      if (start < 0) start = now;
      else if (now - start > this.#takeBackMs) break;
      // Past a write's length the worker is off its core (a loaded
      // machine): sleep rather than spin, so that it gets one back.
      else if (now - start > SPIN_MS) Atomics.wait(PAUSE, 0, 0, PAUSE_MS);
    }
    // A worker that never let go: whatever it wrote may be cut short.
    if (Atomics.compareExchange(w, LEASE, WORKER, CLIENT) !== WORKER) {
      return this.#take();
    }
    w[CUT] = 1;
    if (w[DRAWN_FIRST] < 0) w[DRAWN_FIRST] = w[DRAWN_LAST] = 0;
    return WORKER;
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
    // Looked at before the lease too: a worker being stopped (its owner
    // revoked) must not take it at all.
    if (Atomics.load(w, GRANTED) === 0) return false;
    if (Atomics.load(w, OWNER) !== this.#owner) return false;
    if (Atomics.compareExchange(w, LEASE, FREE, WORKER) !== FREE) return false;
    try {
      // Read under the lease: the attach client changes these only holding it.
      if (
        w[GRANTED] === 0 || w[OWNER] !== this.#owner || w[COLS] !== cols ||
        w[ROWS] !== rows
      ) return false;
      const out = make({ top: w[TOP], cols, rows, colours: w[COLOURS] });
      if (!out) return false;
      const first = w[DRAWN_FIRST];
      w[DRAWN_FIRST] = first < 0 ? out.first : Math.min(first, out.first);
      w[DRAWN_LAST] = first < 0 ? out.last : Math.max(w[DRAWN_LAST], out.last);
      if (!this.#write(out.bytes)) {
        w[CUT] = 1;
        w[GRANTED] = 0; // Until the attach client has drawn again.
      }
      w[HELD] = 1;
      return true;
    } finally {
      Atomics.store(w, LEASE, FREE);
    }
  }

  /** Whether the attach client asked for the updates drawn here. */
  get asked(): boolean {
    return Atomics.load(this.#w, ASK) !== 0;
  }

  /** The updates drawn here are posted (or on their way). */
  posted(): void {
    if (Atomics.load(this.#w, OWNER) !== this.#owner) return;
    Atomics.store(this.#w, HELD, 0);
    Atomics.store(this.#w, ASK, 0);
  }

  /**
   * One non-blocking write of `bytes`; false when the terminal did not
   * take them all (its buffer is full: it is not reading) or is gone.
   * Never waited for: the daemon's main thread may be waiting for the
   * lease, and a terminal that is slow to read is the attach client's to
   * deal with, through its queue.
   */
  #write(bytes: Uint8Array): boolean {
    try {
      return writeSome(this.#fd, bytes) === bytes.length;
    } catch {
      return false; // The terminal is gone: the attach client ends soon.
    }
  }
}

/**
 * Makes the terminal `sab` leases unusable by any worker until it is lent
 * again: called before a worker is stopped, which would hold the lease
 * for ever if stopped while holding it.
 */
export function revokeLease(sab: SharedArrayBuffer): void {
  new DirectDrawLease(sab).setOwner(NOBODY);
}

/** What a worker writes: the bytes and the outer rows they write. */
export interface DirectBytes {
  bytes: Uint8Array;
  first: number;
  last: number;
}
