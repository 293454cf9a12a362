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
 */ import { writeSome } from "../../pty/mod.ts";
/** The shared words (Int32Array indices). */ const LEASE = 0;
const GRANTED = 1;
const TOP = 2;
const COLS = 3;
const ROWS = 4;
const DRAWN_FIRST = 5;
const DRAWN_LAST = 6;
/** A worker's write that the terminal did not take whole. */ const CUT = 7;
/**
 * Which lending is current: the terminal went to another session's
 * worker, whose target has another number, while the one it left may
 * still hold its own (`take-tty` on its way).
 */ const OWNER = 8;
/** The worker holds updates it drew here, not posted yet. */ const HELD = 9;
/** The attach client wants them now. */ const ASK = 10;
/** The terminal's colours (`DrawGrant.colours`). */ const COLOURS = 11;
const WORDS = 12;
/** Lease values. */ const FREE = 0;
const CLIENT = 1;
const WORKER = 2;
/** The attachment has ended: the lease is the attach client's for good. */ const ENDED = 3;
/** Makes the shared words of one terminal's lease. */ export function directDrawBuffer() {
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
 */ const TAKE_BACK_MS = 1000;
/**
 * How long the attach client spins for the lease before it sleeps between
 * looks: a worker's write takes a few microseconds to tens. A sleep of
 * 0.02 ms lasted about 90 us on the 2-core VM.
 */ const SPIN_MS = 0.05;
const PAUSE_MS = 0.02;
/** Nothing ever wakes it: `Atomics.wait` on it only sleeps. */ const PAUSE = new Int32Array(new SharedArrayBuffer(4));
/** An owner no lending has (they count from 1). */ const NOBODY = 0;
/** The attach client's side (the daemon's main thread). */ export class DirectDrawLease {
  sab;
  #w;
  #takeBackMs;
  /**
   * Wakes the worker that is lent the terminal: `hold` found it holding
   * updates it drew, and asks for them.
   */ onAhead = null;
  constructor(sab = directDrawBuffer(), takeBackMs = TAKE_BACK_MS){
    this.sab = sab;
    this.#w = new Int32Array(sab);
    this.#takeBackMs = takeBackMs;
  }
  /**
   * Takes the lease (the worker's write in progress ends first) and
   * returns the rows the worker wrote since the last `hold`, or null.
   */ hold() {
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
    const drawn = {
      first,
      last: w[DRAWN_LAST],
      cut: w[CUT] !== 0,
      ahead
    };
    w[DRAWN_FIRST] = -1;
    w[CUT] = 0;
    return drawn;
  }
  /** Lends the terminal as `grant` says (null: not now) and lets go. */ release(grant) {
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
   */ setOwner(owner) {
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
   */ #take() {
    const w = this.#w;
    let start = -1;
    for(;;){
      const was = Atomics.compareExchange(w, LEASE, FREE, CLIENT);
      if (was !== WORKER) return was;
      const now = performance.now();
      if (start < 0) start = now;
      else if (now - start > this.#takeBackMs) break;
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
  /** Takes the lease for good: the terminal is about to be closed. */ end() {
    this.hold();
    Atomics.store(this.#w, LEASE, ENDED);
  }
}
/** The worker's side: writes `bytes` when lent the terminal. */ export class DirectDrawTarget {
  #w;
  #fd;
  #owner;
  /** `owner`: the lending's number (`DirectDrawLease.setOwner`). */ constructor(sab, fd, owner){
    this.#w = new Int32Array(sab);
    this.#fd = fd;
    this.#owner = owner;
  }
  /**
   * Writes `make(grant)`'s bytes (null: nothing to write) if the terminal
   * is lent for a window of `cols` x `rows` now; returns whether it did.
   * `rows` are the outer rows the bytes write.
   */ draw(cols, rows, make) {
    const w = this.#w;
    // Looked at before the lease too: a worker being stopped (its owner
    // revoked) must not take it at all.
    if (Atomics.load(w, GRANTED) === 0) return false;
    if (Atomics.load(w, OWNER) !== this.#owner) return false;
    if (Atomics.compareExchange(w, LEASE, FREE, WORKER) !== FREE) return false;
    try {
      // Read under the lease: the attach client changes these only holding it.
      if (w[GRANTED] === 0 || w[OWNER] !== this.#owner || w[COLS] !== cols || w[ROWS] !== rows) return false;
      const out = make({
        top: w[TOP],
        cols,
        rows,
        colours: w[COLOURS]
      });
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
    } finally{
      Atomics.store(w, LEASE, FREE);
    }
  }
  /** Whether the attach client asked for the updates drawn here. */ get asked() {
    return Atomics.load(this.#w, ASK) !== 0;
  }
  /** The updates drawn here are posted (or on their way). */ posted() {
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
   */ #write(bytes) {
    try {
      return writeSome(this.#fd, bytes) === bytes.length;
    } catch  {
      return false; // The terminal is gone: the attach client ends soon.
    }
  }
}
/**
 * Makes the terminal `sab` leases unusable by any worker until it is lent
 * again: called before a worker is stopped, which would hold the lease
 * for ever if stopped while holding it.
 */ export function revokeLease(sab) {
  new DirectDrawLease(sab).setOwner(NOBODY);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2RpcmVjdF9kcmF3LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQSBrZXkncyBlY2hvIGRyYXduIGJ5IHRoZSBwYXJzZSB3b3JrZXI6IG9uIGEgdGVybWluYWwgdGhlIGRhZW1vbiBkcmF3c1xuICogKGBzZXJ2ZXIvZGFlbW9uL3R0eV9hdHRhY2gudHNgKSwgdGhlIHNlc3Npb24ncyBwYXJzZSB3b3JrZXIgd3JpdGVzIGFcbiAqIHNtYWxsIHVwZGF0ZSAoYSB0eXBlZCBjaGFyYWN0ZXIsIGEgcHJvbXB0J3MgbGluZSkgdG8gdGhlIHRlcm1pbmFsIGl0c2VsZlxuICogYXMgc29vbiBhcyBpdCBoYXMgcGFyc2VkIGl0LCBiZWZvcmUgaXQgcG9zdHMgdGhlIHVwZGF0ZSB0byB0aGUgbWFpblxuICogdGhyZWFkLCB3aG9zZSBhdHRhY2ggY2xpZW50IGRyYXdzIGl0IGFnYWluIGluIGl0cyB0dXJuLiBUaGUgZWNobyBza2lwc1xuICogdGhlIHdha2UtdXAgb2YgdGhlIG1haW4gdGhyZWFkIGFuZCB0aGUgYXR0YWNoIGNsaWVudCdzIHdvcms6IG9uIHRoZVxuICogMi1jb3JlIFZNIHRob3NlIHdlcmUgOTQtMTA0IHVzIGFuZCAxMTctMTU3IHVzIG9mIHRoZSAwLjU4OCBtcyBmcm9tIHRoZVxuICogcHJvZ3JhbSdzIHdyaXRlIHRvIHRoZSB0ZXJtaW5hbCAoYmVuY2gvUkVBRE1FLm1kLCBcIklzc3VlIDE1LCBzZXZlbnRoXG4gKiByb3VuZFwiKS5cbiAqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCBvd25zIHRoZSB0ZXJtaW5hbDsgaXQgbGVuZHMgaXQsIHRocm91Z2ggb25lIHNoYXJlZFxuICogd29yZCAodGhlIGxlYXNlKSwgb25seSB3aGlsZSBpdCBpcyBpZGxlIGFuZCBzaG93cyB0aGUgc2Vzc2lvbiBhcyBpdCBpc1xuICogKG5vIHNjcm9sbCBtb2RlLCBwcm9tcHQsIG1lc3NhZ2Ugb3Igb3ZlcmxheSwgbm8gb2Zmc2V0LCB0aGUgd2luZG93XG4gKiB3aXRoaW4gdGhlIHRlcm1pbmFsOiB0aGUgZ3JhbnQsIHdpdGggdGhlIG91dGVyIHJvdyB0aGF0IHdpbmRvdyByb3cgMFxuICogaXMgZHJhd24gYXQpLiBUaGUgbGVhc2Uga2VlcHMgdGhlIHR3byB0aHJlYWRzJyB3cml0ZXMgZnJvbSBtaXhpbmc6XG4gKlxuICogLSB0aGUgYXR0YWNoIGNsaWVudCB0YWtlcyBpdCBmb3IgZWFjaCBldmVudCBpdCBoYW5kbGVzIChgaG9sZGApLFxuICogICB3YWl0aW5nIG91dCBhIHdvcmtlcidzIHdyaXRlIGluIHByb2dyZXNzIChvbmUgbm9uLWJsb2NraW5nIGB3cml0ZWApO1xuICogLSB0aGUgd29ya2VyIHRha2VzIGl0IGZvciBhIHdyaXRlIG9ubHkgd2hlbiBpdCBpcyBmcmVlLCBhbmQgb3RoZXJ3aXNlXG4gKiAgIGxlYXZlcyB0aGUgdXBkYXRlIHRvIHRoZSBhdHRhY2ggY2xpZW50OyBhIHdyaXRlIHRoZSB0ZXJtaW5hbCBkb2VzXG4gKiAgIG5vdCB0YWtlIHdob2xlIGlzIG5vdCB3YWl0ZWQgZm9yIChgY3V0YDogdGhlIGF0dGFjaCBjbGllbnQgY2FuY2Vsc1xuICogICB0aGUgc2VxdWVuY2UgY3V0IHNob3J0IGFuZCBkcmF3cyBldmVyeXRoaW5nKTtcbiAqIC0gb25jZSB0aGUgYXR0YWNobWVudCBlbmRzIHRoZSBhdHRhY2ggY2xpZW50IGtlZXBzIGl0IGZvciBnb29kLCBzbyBub1xuICogICB3cml0ZSBjYW4gcmVhY2ggYSBmaWxlIGRlc2NyaXB0b3IgdGhhdCB3YXMgY2xvc2VkIChhbmQgbWF5YmUgcmV1c2VkKTtcbiAqIC0gYSB3b3JrZXIgYWJvdXQgdG8gYmUgc3RvcHBlZCBpcyBmaXJzdCBtYWRlIHVuYWJsZSB0byB0YWtlIGl0XG4gKiAgIChgcmV2b2tlTGVhc2VgKTogYSB0aHJlYWQgdGVybWluYXRlZCB3aGlsZSBob2xkaW5nIGl0IHdvdWxkIGhvbGQgaXRcbiAqICAgZm9yIGV2ZXIuIFNob3VsZCBvbmUgc3RpbGwsIGBob2xkYCB0YWtlcyBpdCBiYWNrIGFmdGVyXG4gKiAgIGBUQUtFX0JBQ0tfTVNgLCBhcyBjdXQuXG4gKlxuICogVGhlIHdvcmtlciByZWNvcmRzIHRoZSBvdXRlciByb3dzIGl0IHdyb3RlLiBUaGUgYXR0YWNoIGNsaWVudCwgdGFraW5nXG4gKiB0aGUgbGVhc2UsIGZvcmdldHMgd2hhdCBpdCBrbmV3IG9mIHRob3NlIHJvd3MsIG9mIHRoZSBjdXJzb3IncyBwbGFjZSBhbmRcbiAqIG9mIHRoZSBwZW4gKHRoZSB3b3JrZXIgbGVhdmVzIHRoZSBkZWZhdWx0IHBlbiksIGFuZCBkcmF3cyB0aGUgcm93cyBhZ2FpblxuICogZnJvbSBpdHMgb3duIHN0YXRlOiB3aGF0ZXZlciB0aGUgb3JkZXIgb2YgdGhlIHR3byB0aHJlYWRzJyB3cml0ZXMsIHRoZVxuICogdGVybWluYWwgZW5kcyB1cCBzaG93aW5nIHdoYXQgdGhlIGF0dGFjaCBjbGllbnQgbGFzdCBkcmV3LlxuICpcbiAqIFRoZSB3b3JrZXIgcG9zdHMgYW4gdXBkYXRlIGl0IGRyZXcgYSBsaXR0bGUgbGF0ZXIgKGBoZWxkX3VwZGF0ZXMudHNgKSxcbiAqIGFuZCBzYXlzIHNvIGluIHRoZSBsZWFzZSAoSEVMRCk6IHRoZSBhdHRhY2ggY2xpZW50LCB0YWtpbmcgdGhlIGxlYXNlXG4gKiB3aGlsZSB0aGUgd29ya2VyIGhvbGRzIHdoYXQgaXQgZHJldywgaXMgYmVoaW5kIHRoZSB0ZXJtaW5hbCwgYW5kIGFza3NcbiAqIGZvciB0aGUgdXBkYXRlcyBhdCBvbmNlIChBU0ssIGFuZCBgb25BaGVhZGAgd2FrZXMgdGhlIHdvcmtlcikuIEl0IHRoZW5cbiAqIGxlYXZlcyB0aGUgcm93cyB0aGUgd29ya2VyIGRyZXcgYXMgdGhleSBhcmUgdW50aWwgdGhvc2UgdXBkYXRlcyBjb21lXG4gKiAoYERyYXduUm93cy5haGVhZGApOiBkcmF3biBmcm9tIGl0cyBvd24gc3RhdGUgdGhleSB3b3VsZCBzaG93IHRoZVxuICogc2Vzc2lvbiBhcyBpdCB3YXMsIGFuIGVjaG8gZXJhc2VkIHVudGlsIGRyYXduIGFnYWluLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB3cml0ZVNvbWUgfSBmcm9tIFwiLi4vLi4vcHR5L21vZC50c1wiO1xuaW1wb3J0IHR5cGUgeyBEcmF3R3JhbnQsIERyYXduUm93cyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9kaXJlY3RfZHJhdy50c1wiO1xuXG5leHBvcnQgdHlwZSB7IERyYXdHcmFudCwgRHJhd25Sb3dzIH07XG5cbi8qKiBUaGUgc2hhcmVkIHdvcmRzIChJbnQzMkFycmF5IGluZGljZXMpLiAqL1xuY29uc3QgTEVBU0UgPSAwO1xuY29uc3QgR1JBTlRFRCA9IDE7XG5jb25zdCBUT1AgPSAyO1xuY29uc3QgQ09MUyA9IDM7XG5jb25zdCBST1dTID0gNDtcbmNvbnN0IERSQVdOX0ZJUlNUID0gNTtcbmNvbnN0IERSQVdOX0xBU1QgPSA2O1xuLyoqIEEgd29ya2VyJ3Mgd3JpdGUgdGhhdCB0aGUgdGVybWluYWwgZGlkIG5vdCB0YWtlIHdob2xlLiAqL1xuY29uc3QgQ1VUID0gNztcbi8qKlxuICogV2hpY2ggbGVuZGluZyBpcyBjdXJyZW50OiB0aGUgdGVybWluYWwgd2VudCB0byBhbm90aGVyIHNlc3Npb24nc1xuICogd29ya2VyLCB3aG9zZSB0YXJnZXQgaGFzIGFub3RoZXIgbnVtYmVyLCB3aGlsZSB0aGUgb25lIGl0IGxlZnQgbWF5XG4gKiBzdGlsbCBob2xkIGl0cyBvd24gKGB0YWtlLXR0eWAgb24gaXRzIHdheSkuXG4gKi9cbmNvbnN0IE9XTkVSID0gODtcbi8qKiBUaGUgd29ya2VyIGhvbGRzIHVwZGF0ZXMgaXQgZHJldyBoZXJlLCBub3QgcG9zdGVkIHlldC4gKi9cbmNvbnN0IEhFTEQgPSA5O1xuLyoqIFRoZSBhdHRhY2ggY2xpZW50IHdhbnRzIHRoZW0gbm93LiAqL1xuY29uc3QgQVNLID0gMTA7XG4vKiogVGhlIHRlcm1pbmFsJ3MgY29sb3VycyAoYERyYXdHcmFudC5jb2xvdXJzYCkuICovXG5jb25zdCBDT0xPVVJTID0gMTE7XG5jb25zdCBXT1JEUyA9IDEyO1xuXG4vKiogTGVhc2UgdmFsdWVzLiAqL1xuY29uc3QgRlJFRSA9IDA7XG5jb25zdCBDTElFTlQgPSAxO1xuY29uc3QgV09SS0VSID0gMjtcbi8qKiBUaGUgYXR0YWNobWVudCBoYXMgZW5kZWQ6IHRoZSBsZWFzZSBpcyB0aGUgYXR0YWNoIGNsaWVudCdzIGZvciBnb29kLiAqL1xuY29uc3QgRU5ERUQgPSAzO1xuXG4vKiogTWFrZXMgdGhlIHNoYXJlZCB3b3JkcyBvZiBvbmUgdGVybWluYWwncyBsZWFzZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkaXJlY3REcmF3QnVmZmVyKCk6IFNoYXJlZEFycmF5QnVmZmVyIHtcbiAgY29uc3Qgc2FiID0gbmV3IFNoYXJlZEFycmF5QnVmZmVyKFdPUkRTICogNCk7XG4gIGNvbnN0IHcgPSBuZXcgSW50MzJBcnJheShzYWIpO1xuICB3W0RSQVdOX0ZJUlNUXSA9IC0xO1xuICByZXR1cm4gc2FiO1xufVxuXG4vKipcbiAqIEhvdyBsb25nIHRoZSBhdHRhY2ggY2xpZW50IHdhaXRzIGZvciBhIHdvcmtlcidzIHdyaXRlIGJlZm9yZSBpdCB0YWtlc1xuICogdGhlIGxlYXNlIGFueXdheTogYSB3cml0ZSB0YWtlcyBtaWNyb3NlY29uZHMsIGEgd29ya2VyIGRlc2NoZWR1bGVkIGluXG4gKiB0aGUgbWlkZGxlIG9mIG9uZSBvbiBhIGxvYWRlZCBtYWNoaW5lIHNvbWUgbWlsbGlzZWNvbmRzOyBvbmx5IGEgd29ya2VyXG4gKiBzdG9wcGVkIHdoaWxlIGhvbGRpbmcgaXQgKGByZXZva2VMZWFzZWAgbWFrZXMgdGhhdCBhbGwgYnV0IGltcG9zc2libGUpXG4gKiB0YWtlcyBsb25nZXIuXG4gKi9cbmNvbnN0IFRBS0VfQkFDS19NUyA9IDEwMDA7XG5cbi8qKlxuICogSG93IGxvbmcgdGhlIGF0dGFjaCBjbGllbnQgc3BpbnMgZm9yIHRoZSBsZWFzZSBiZWZvcmUgaXQgc2xlZXBzIGJldHdlZW5cbiAqIGxvb2tzOiBhIHdvcmtlcidzIHdyaXRlIHRha2VzIGEgZmV3IG1pY3Jvc2Vjb25kcyB0byB0ZW5zLiBBIHNsZWVwIG9mXG4gKiAwLjAyIG1zIGxhc3RlZCBhYm91dCA5MCB1cyBvbiB0aGUgMi1jb3JlIFZNLlxuICovXG5jb25zdCBTUElOX01TID0gMC4wNTtcbmNvbnN0IFBBVVNFX01TID0gMC4wMjtcbi8qKiBOb3RoaW5nIGV2ZXIgd2FrZXMgaXQ6IGBBdG9taWNzLndhaXRgIG9uIGl0IG9ubHkgc2xlZXBzLiAqL1xuY29uc3QgUEFVU0UgPSBuZXcgSW50MzJBcnJheShuZXcgU2hhcmVkQXJyYXlCdWZmZXIoNCkpO1xuXG4vKiogQW4gb3duZXIgbm8gbGVuZGluZyBoYXMgKHRoZXkgY291bnQgZnJvbSAxKS4gKi9cbmNvbnN0IE5PQk9EWSA9IDA7XG5cbi8qKiBUaGUgYXR0YWNoIGNsaWVudCdzIHNpZGUgKHRoZSBkYWVtb24ncyBtYWluIHRocmVhZCkuICovXG5leHBvcnQgY2xhc3MgRGlyZWN0RHJhd0xlYXNlIHtcbiAgcmVhZG9ubHkgc2FiOiBTaGFyZWRBcnJheUJ1ZmZlcjtcbiAgcmVhZG9ubHkgI3c6IEludDMyQXJyYXk7XG4gIHJlYWRvbmx5ICN0YWtlQmFja01zOiBudW1iZXI7XG4gIC8qKlxuICAgKiBXYWtlcyB0aGUgd29ya2VyIHRoYXQgaXMgbGVudCB0aGUgdGVybWluYWw6IGBob2xkYCBmb3VuZCBpdCBob2xkaW5nXG4gICAqIHVwZGF0ZXMgaXQgZHJldywgYW5kIGFza3MgZm9yIHRoZW0uXG4gICAqL1xuICBvbkFoZWFkOiAoKCkgPT4gdm9pZCkgfCBudWxsID0gbnVsbDtcblxuICBjb25zdHJ1Y3RvcihzYWIgPSBkaXJlY3REcmF3QnVmZmVyKCksIHRha2VCYWNrTXMgPSBUQUtFX0JBQ0tfTVMpIHtcbiAgICB0aGlzLnNhYiA9IHNhYjtcbiAgICB0aGlzLiN3ID0gbmV3IEludDMyQXJyYXkoc2FiKTtcbiAgICB0aGlzLiN0YWtlQmFja01zID0gdGFrZUJhY2tNcztcbiAgfVxuXG4gIC8qKlxuICAgKiBUYWtlcyB0aGUgbGVhc2UgKHRoZSB3b3JrZXIncyB3cml0ZSBpbiBwcm9ncmVzcyBlbmRzIGZpcnN0KSBhbmRcbiAgICogcmV0dXJucyB0aGUgcm93cyB0aGUgd29ya2VyIHdyb3RlIHNpbmNlIHRoZSBsYXN0IGBob2xkYCwgb3IgbnVsbC5cbiAgICovXG4gIGhvbGQoKTogRHJhd25Sb3dzIHwgbnVsbCB7XG4gICAgY29uc3QgdyA9IHRoaXMuI3c7XG4gICAgdGhpcy4jdGFrZSgpO1xuICAgIEF0b21pY3Muc3RvcmUodywgR1JBTlRFRCwgMCk7XG4gICAgY29uc3QgYWhlYWQgPSB3W0hFTERdICE9PSAwO1xuICAgIGlmIChhaGVhZCAmJiB3W0FTS10gPT09IDApIHtcbiAgICAgIEF0b21pY3Muc3RvcmUodywgQVNLLCAxKTtcbiAgICAgIHRoaXMub25BaGVhZD8uKCk7XG4gICAgfVxuICAgIGNvbnN0IGZpcnN0ID0gd1tEUkFXTl9GSVJTVF07XG4gICAgaWYgKGZpcnN0IDwgMCkgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgZHJhd24gPSB7IGZpcnN0LCBsYXN0OiB3W0RSQVdOX0xBU1RdLCBjdXQ6IHdbQ1VUXSAhPT0gMCwgYWhlYWQgfTtcbiAgICB3W0RSQVdOX0ZJUlNUXSA9IC0xO1xuICAgIHdbQ1VUXSA9IDA7XG4gICAgcmV0dXJuIGRyYXduO1xuICB9XG5cbiAgLyoqIExlbmRzIHRoZSB0ZXJtaW5hbCBhcyBgZ3JhbnRgIHNheXMgKG51bGw6IG5vdCBub3cpIGFuZCBsZXRzIGdvLiAqL1xuICByZWxlYXNlKGdyYW50OiBEcmF3R3JhbnQgfCBudWxsKTogdm9pZCB7XG4gICAgY29uc3QgdyA9IHRoaXMuI3c7XG4gICAgaWYgKEF0b21pY3MubG9hZCh3LCBMRUFTRSkgPT09IEVOREVEKSByZXR1cm47XG4gICAgaWYgKGdyYW50KSB7XG4gICAgICB3W1RPUF0gPSBncmFudC50b3A7XG4gICAgICB3W0NPTFNdID0gZ3JhbnQuY29scztcbiAgICAgIHdbUk9XU10gPSBncmFudC5yb3dzO1xuICAgICAgd1tDT0xPVVJTXSA9IGdyYW50LmNvbG91cnM7XG4gICAgfVxuICAgIHdbR1JBTlRFRF0gPSBncmFudCA/IDEgOiAwO1xuICAgIEF0b21pY3Muc3RvcmUodywgTEVBU0UsIEZSRUUpO1xuICB9XG5cbiAgLyoqXG4gICAqIEZyb20gbm93IG9uIG9ubHkgdGhlIHRhcmdldCBtYWRlIHdpdGggYG93bmVyYCBtYXkgd3JpdGUgKHRoZSBzZXNzaW9uXG4gICAqIHNob3duIGNoYW5nZWQpLCB3aXRob3V0IHRha2luZyB0aGUgbGVhc2UgZnJvbSB0aGUgYXR0YWNoIGNsaWVudC5cbiAgICovXG4gIHNldE93bmVyKG93bmVyOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCB3ID0gdGhpcy4jdztcbiAgICBjb25zdCB3YXMgPSB0aGlzLiN0YWtlKCk7XG4gICAgd1tPV05FUl0gPSBvd25lcjtcbiAgICAvLyBMZW50IGZvciB0aGUgd2luZG93IG9mIHRoZSBzZXNzaW9uIHNob3duIGJlZm9yZS5cbiAgICB3W0dSQU5URURdID0gMDtcbiAgICB3W0hFTERdID0gd1tBU0tdID0gMDtcbiAgICBpZiAod2FzID09PSBGUkVFKSBBdG9taWNzLnN0b3JlKHcsIExFQVNFLCBGUkVFKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBNYWtlcyB0aGUgbGVhc2UgdGhlIGNsaWVudCdzICh1bmxlc3MgaXQgaGFzIGVuZGVkKSwgd2FpdGluZyBvdXQgdGhlXG4gICAqIHdvcmtlcidzIHdyaXRlOyByZXR1cm5zIHdoYXQgaXQgd2FzIGJlZm9yZS5cbiAgICovXG4gICN0YWtlKCk6IG51bWJlciB7XG4gICAgY29uc3QgdyA9IHRoaXMuI3c7XG4gICAgbGV0IHN0YXJ0ID0gLTE7XG4gICAgZm9yICg7Oykge1xuICAgICAgY29uc3Qgd2FzID0gQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UodywgTEVBU0UsIEZSRUUsIENMSUVOVCk7XG4gICAgICBpZiAod2FzICE9PSBXT1JLRVIpIHJldHVybiB3YXM7XG4gICAgICBjb25zdCBub3cgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICAgIGlmIChzdGFydCA8IDApIHN0YXJ0ID0gbm93O1xuICAgICAgZWxzZSBpZiAobm93IC0gc3RhcnQgPiB0aGlzLiN0YWtlQmFja01zKSBicmVhaztcbiAgICAgIC8vIFBhc3QgYSB3cml0ZSdzIGxlbmd0aCB0aGUgd29ya2VyIGlzIG9mZiBpdHMgY29yZSAoYSBsb2FkZWRcbiAgICAgIC8vIG1hY2hpbmUpOiBzbGVlcCByYXRoZXIgdGhhbiBzcGluLCBzbyB0aGF0IGl0IGdldHMgb25lIGJhY2suXG4gICAgICBlbHNlIGlmIChub3cgLSBzdGFydCA+IFNQSU5fTVMpIEF0b21pY3Mud2FpdChQQVVTRSwgMCwgMCwgUEFVU0VfTVMpO1xuICAgIH1cbiAgICAvLyBBIHdvcmtlciB0aGF0IG5ldmVyIGxldCBnbzogd2hhdGV2ZXIgaXQgd3JvdGUgbWF5IGJlIGN1dCBzaG9ydC5cbiAgICBpZiAoQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UodywgTEVBU0UsIFdPUktFUiwgQ0xJRU5UKSAhPT0gV09SS0VSKSB7XG4gICAgICByZXR1cm4gdGhpcy4jdGFrZSgpO1xuICAgIH1cbiAgICB3W0NVVF0gPSAxO1xuICAgIGlmICh3W0RSQVdOX0ZJUlNUXSA8IDApIHdbRFJBV05fRklSU1RdID0gd1tEUkFXTl9MQVNUXSA9IDA7XG4gICAgcmV0dXJuIFdPUktFUjtcbiAgfVxuXG4gIC8qKiBUYWtlcyB0aGUgbGVhc2UgZm9yIGdvb2Q6IHRoZSB0ZXJtaW5hbCBpcyBhYm91dCB0byBiZSBjbG9zZWQuICovXG4gIGVuZCgpOiB2b2lkIHtcbiAgICB0aGlzLmhvbGQoKTtcbiAgICBBdG9taWNzLnN0b3JlKHRoaXMuI3csIExFQVNFLCBFTkRFRCk7XG4gIH1cbn1cblxuLyoqIFRoZSB3b3JrZXIncyBzaWRlOiB3cml0ZXMgYGJ5dGVzYCB3aGVuIGxlbnQgdGhlIHRlcm1pbmFsLiAqL1xuZXhwb3J0IGNsYXNzIERpcmVjdERyYXdUYXJnZXQge1xuICByZWFkb25seSAjdzogSW50MzJBcnJheTtcbiAgcmVhZG9ubHkgI2ZkOiBudW1iZXI7XG4gIHJlYWRvbmx5ICNvd25lcjogbnVtYmVyO1xuXG4gIC8qKiBgb3duZXJgOiB0aGUgbGVuZGluZydzIG51bWJlciAoYERpcmVjdERyYXdMZWFzZS5zZXRPd25lcmApLiAqL1xuICBjb25zdHJ1Y3RvcihzYWI6IFNoYXJlZEFycmF5QnVmZmVyLCBmZDogbnVtYmVyLCBvd25lcjogbnVtYmVyKSB7XG4gICAgdGhpcy4jdyA9IG5ldyBJbnQzMkFycmF5KHNhYik7XG4gICAgdGhpcy4jZmQgPSBmZDtcbiAgICB0aGlzLiNvd25lciA9IG93bmVyO1xuICB9XG5cbiAgLyoqXG4gICAqIFdyaXRlcyBgbWFrZShncmFudClgJ3MgYnl0ZXMgKG51bGw6IG5vdGhpbmcgdG8gd3JpdGUpIGlmIHRoZSB0ZXJtaW5hbFxuICAgKiBpcyBsZW50IGZvciBhIHdpbmRvdyBvZiBgY29sc2AgeCBgcm93c2Agbm93OyByZXR1cm5zIHdoZXRoZXIgaXQgZGlkLlxuICAgKiBgcm93c2AgYXJlIHRoZSBvdXRlciByb3dzIHRoZSBieXRlcyB3cml0ZS5cbiAgICovXG4gIGRyYXcoXG4gICAgY29sczogbnVtYmVyLFxuICAgIHJvd3M6IG51bWJlcixcbiAgICBtYWtlOiAoZ3JhbnQ6IERyYXdHcmFudCkgPT4gRGlyZWN0Qnl0ZXMgfCBudWxsLFxuICApOiBib29sZWFuIHtcbiAgICBjb25zdCB3ID0gdGhpcy4jdztcbiAgICAvLyBMb29rZWQgYXQgYmVmb3JlIHRoZSBsZWFzZSB0b286IGEgd29ya2VyIGJlaW5nIHN0b3BwZWQgKGl0cyBvd25lclxuICAgIC8vIHJldm9rZWQpIG11c3Qgbm90IHRha2UgaXQgYXQgYWxsLlxuICAgIGlmIChBdG9taWNzLmxvYWQodywgR1JBTlRFRCkgPT09IDApIHJldHVybiBmYWxzZTtcbiAgICBpZiAoQXRvbWljcy5sb2FkKHcsIE9XTkVSKSAhPT0gdGhpcy4jb3duZXIpIHJldHVybiBmYWxzZTtcbiAgICBpZiAoQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UodywgTEVBU0UsIEZSRUUsIFdPUktFUikgIT09IEZSRUUpIHJldHVybiBmYWxzZTtcbiAgICB0cnkge1xuICAgICAgLy8gUmVhZCB1bmRlciB0aGUgbGVhc2U6IHRoZSBhdHRhY2ggY2xpZW50IGNoYW5nZXMgdGhlc2Ugb25seSBob2xkaW5nIGl0LlxuICAgICAgaWYgKFxuICAgICAgICB3W0dSQU5URURdID09PSAwIHx8IHdbT1dORVJdICE9PSB0aGlzLiNvd25lciB8fCB3W0NPTFNdICE9PSBjb2xzIHx8XG4gICAgICAgIHdbUk9XU10gIT09IHJvd3NcbiAgICAgICkgcmV0dXJuIGZhbHNlO1xuICAgICAgY29uc3Qgb3V0ID0gbWFrZSh7IHRvcDogd1tUT1BdLCBjb2xzLCByb3dzLCBjb2xvdXJzOiB3W0NPTE9VUlNdIH0pO1xuICAgICAgaWYgKCFvdXQpIHJldHVybiBmYWxzZTtcbiAgICAgIGNvbnN0IGZpcnN0ID0gd1tEUkFXTl9GSVJTVF07XG4gICAgICB3W0RSQVdOX0ZJUlNUXSA9IGZpcnN0IDwgMCA/IG91dC5maXJzdCA6IE1hdGgubWluKGZpcnN0LCBvdXQuZmlyc3QpO1xuICAgICAgd1tEUkFXTl9MQVNUXSA9IGZpcnN0IDwgMCA/IG91dC5sYXN0IDogTWF0aC5tYXgod1tEUkFXTl9MQVNUXSwgb3V0Lmxhc3QpO1xuICAgICAgaWYgKCF0aGlzLiN3cml0ZShvdXQuYnl0ZXMpKSB7XG4gICAgICAgIHdbQ1VUXSA9IDE7XG4gICAgICAgIHdbR1JBTlRFRF0gPSAwOyAvLyBVbnRpbCB0aGUgYXR0YWNoIGNsaWVudCBoYXMgZHJhd24gYWdhaW4uXG4gICAgICB9XG4gICAgICB3W0hFTERdID0gMTtcbiAgICAgIHJldHVybiB0cnVlO1xuICAgIH0gZmluYWxseSB7XG4gICAgICBBdG9taWNzLnN0b3JlKHcsIExFQVNFLCBGUkVFKTtcbiAgICB9XG4gIH1cblxuICAvKiogV2hldGhlciB0aGUgYXR0YWNoIGNsaWVudCBhc2tlZCBmb3IgdGhlIHVwZGF0ZXMgZHJhd24gaGVyZS4gKi9cbiAgZ2V0IGFza2VkKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jdywgQVNLKSAhPT0gMDtcbiAgfVxuXG4gIC8qKiBUaGUgdXBkYXRlcyBkcmF3biBoZXJlIGFyZSBwb3N0ZWQgKG9yIG9uIHRoZWlyIHdheSkuICovXG4gIHBvc3RlZCgpOiB2b2lkIHtcbiAgICBpZiAoQXRvbWljcy5sb2FkKHRoaXMuI3csIE9XTkVSKSAhPT0gdGhpcy4jb3duZXIpIHJldHVybjtcbiAgICBBdG9taWNzLnN0b3JlKHRoaXMuI3csIEhFTEQsIDApO1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jdywgQVNLLCAwKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBPbmUgbm9uLWJsb2NraW5nIHdyaXRlIG9mIGBieXRlc2A7IGZhbHNlIHdoZW4gdGhlIHRlcm1pbmFsIGRpZCBub3RcbiAgICogdGFrZSB0aGVtIGFsbCAoaXRzIGJ1ZmZlciBpcyBmdWxsOiBpdCBpcyBub3QgcmVhZGluZykgb3IgaXMgZ29uZS5cbiAgICogTmV2ZXIgd2FpdGVkIGZvcjogdGhlIGRhZW1vbidzIG1haW4gdGhyZWFkIG1heSBiZSB3YWl0aW5nIGZvciB0aGVcbiAgICogbGVhc2UsIGFuZCBhIHRlcm1pbmFsIHRoYXQgaXMgc2xvdyB0byByZWFkIGlzIHRoZSBhdHRhY2ggY2xpZW50J3MgdG9cbiAgICogZGVhbCB3aXRoLCB0aHJvdWdoIGl0cyBxdWV1ZS5cbiAgICovXG4gICN3cml0ZShieXRlczogVWludDhBcnJheSk6IGJvb2xlYW4ge1xuICAgIHRyeSB7XG4gICAgICByZXR1cm4gd3JpdGVTb21lKHRoaXMuI2ZkLCBieXRlcykgPT09IGJ5dGVzLmxlbmd0aDtcbiAgICB9IGNhdGNoIHtcbiAgICAgIHJldHVybiBmYWxzZTsgLy8gVGhlIHRlcm1pbmFsIGlzIGdvbmU6IHRoZSBhdHRhY2ggY2xpZW50IGVuZHMgc29vbi5cbiAgICB9XG4gIH1cbn1cblxuLyoqXG4gKiBNYWtlcyB0aGUgdGVybWluYWwgYHNhYmAgbGVhc2VzIHVudXNhYmxlIGJ5IGFueSB3b3JrZXIgdW50aWwgaXQgaXMgbGVudFxuICogYWdhaW46IGNhbGxlZCBiZWZvcmUgYSB3b3JrZXIgaXMgc3RvcHBlZCwgd2hpY2ggd291bGQgaG9sZCB0aGUgbGVhc2VcbiAqIGZvciBldmVyIGlmIHN0b3BwZWQgd2hpbGUgaG9sZGluZyBpdC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJldm9rZUxlYXNlKHNhYjogU2hhcmVkQXJyYXlCdWZmZXIpOiB2b2lkIHtcbiAgbmV3IERpcmVjdERyYXdMZWFzZShzYWIpLnNldE93bmVyKE5PQk9EWSk7XG59XG5cbi8qKiBXaGF0IGEgd29ya2VyIHdyaXRlczogdGhlIGJ5dGVzIGFuZCB0aGUgb3V0ZXIgcm93cyB0aGV5IHdyaXRlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBEaXJlY3RCeXRlcyB7XG4gIGJ5dGVzOiBVaW50OEFycmF5O1xuICBmaXJzdDogbnVtYmVyO1xuICBsYXN0OiBudW1iZXI7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQTZDQyxHQUVELFNBQVMsU0FBUyxRQUFRLG1CQUFtQjtBQUs3QywyQ0FBMkMsR0FDM0MsTUFBTSxRQUFRO0FBQ2QsTUFBTSxVQUFVO0FBQ2hCLE1BQU0sTUFBTTtBQUNaLE1BQU0sT0FBTztBQUNiLE1BQU0sT0FBTztBQUNiLE1BQU0sY0FBYztBQUNwQixNQUFNLGFBQWE7QUFDbkIsMkRBQTJELEdBQzNELE1BQU0sTUFBTTtBQUNaOzs7O0NBSUMsR0FDRCxNQUFNLFFBQVE7QUFDZCwyREFBMkQsR0FDM0QsTUFBTSxPQUFPO0FBQ2Isc0NBQXNDLEdBQ3RDLE1BQU0sTUFBTTtBQUNaLGtEQUFrRCxHQUNsRCxNQUFNLFVBQVU7QUFDaEIsTUFBTSxRQUFRO0FBRWQsa0JBQWtCLEdBQ2xCLE1BQU0sT0FBTztBQUNiLE1BQU0sU0FBUztBQUNmLE1BQU0sU0FBUztBQUNmLHlFQUF5RSxHQUN6RSxNQUFNLFFBQVE7QUFFZCxvREFBb0QsR0FDcEQsT0FBTyxTQUFTO0VBQ2QsTUFBTSxNQUFNLElBQUksa0JBQWtCLFFBQVE7RUFDMUMsTUFBTSxJQUFJLElBQUksV0FBVztFQUN6QixDQUFDLENBQUMsWUFBWSxHQUFHLENBQUM7RUFDbEIsT0FBTztBQUNUO0FBRUE7Ozs7OztDQU1DLEdBQ0QsTUFBTSxlQUFlO0FBRXJCOzs7O0NBSUMsR0FDRCxNQUFNLFVBQVU7QUFDaEIsTUFBTSxXQUFXO0FBQ2pCLDZEQUE2RCxHQUM3RCxNQUFNLFFBQVEsSUFBSSxXQUFXLElBQUksa0JBQWtCO0FBRW5ELGlEQUFpRCxHQUNqRCxNQUFNLFNBQVM7QUFFZix5REFBeUQsR0FDekQsT0FBTyxNQUFNO0VBQ0YsSUFBdUI7RUFDdkIsQ0FBQSxDQUFFLENBQWE7RUFDZixDQUFBLFVBQVcsQ0FBUztFQUM3Qjs7O0dBR0MsR0FDRCxVQUErQixLQUFLO0VBRXBDLFlBQVksTUFBTSxrQkFBa0IsRUFBRSxhQUFhLFlBQVksQ0FBRTtJQUMvRCxJQUFJLENBQUMsR0FBRyxHQUFHO0lBQ1gsSUFBSSxDQUFDLENBQUEsQ0FBRSxHQUFHLElBQUksV0FBVztJQUN6QixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7RUFDckI7RUFFQTs7O0dBR0MsR0FDRCxPQUF5QjtJQUN2QixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsQ0FBRTtJQUNqQixJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ1YsUUFBUSxLQUFLLENBQUMsR0FBRyxTQUFTO0lBQzFCLE1BQU0sUUFBUSxDQUFDLENBQUMsS0FBSyxLQUFLO0lBQzFCLElBQUksU0FBUyxDQUFDLENBQUMsSUFBSSxLQUFLLEdBQUc7TUFDekIsUUFBUSxLQUFLLENBQUMsR0FBRyxLQUFLO01BQ3RCLElBQUksQ0FBQyxPQUFPO0lBQ2Q7SUFDQSxNQUFNLFFBQVEsQ0FBQyxDQUFDLFlBQVk7SUFDNUIsSUFBSSxRQUFRLEdBQUcsT0FBTztJQUN0QixNQUFNLFFBQVE7TUFBRTtNQUFPLE1BQU0sQ0FBQyxDQUFDLFdBQVc7TUFBRSxLQUFLLENBQUMsQ0FBQyxJQUFJLEtBQUs7TUFBRztJQUFNO0lBQ3JFLENBQUMsQ0FBQyxZQUFZLEdBQUcsQ0FBQztJQUNsQixDQUFDLENBQUMsSUFBSSxHQUFHO0lBQ1QsT0FBTztFQUNUO0VBRUEsb0VBQW9FLEdBQ3BFLFFBQVEsS0FBdUIsRUFBUTtJQUNyQyxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsQ0FBRTtJQUNqQixJQUFJLFFBQVEsSUFBSSxDQUFDLEdBQUcsV0FBVyxPQUFPO0lBQ3RDLElBQUksT0FBTztNQUNULENBQUMsQ0FBQyxJQUFJLEdBQUcsTUFBTSxHQUFHO01BQ2xCLENBQUMsQ0FBQyxLQUFLLEdBQUcsTUFBTSxJQUFJO01BQ3BCLENBQUMsQ0FBQyxLQUFLLEdBQUcsTUFBTSxJQUFJO01BQ3BCLENBQUMsQ0FBQyxRQUFRLEdBQUcsTUFBTSxPQUFPO0lBQzVCO0lBQ0EsQ0FBQyxDQUFDLFFBQVEsR0FBRyxRQUFRLElBQUk7SUFDekIsUUFBUSxLQUFLLENBQUMsR0FBRyxPQUFPO0VBQzFCO0VBRUE7OztHQUdDLEdBQ0QsU0FBUyxLQUFhLEVBQVE7SUFDNUIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLENBQUU7SUFDakIsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdEIsQ0FBQyxDQUFDLE1BQU0sR0FBRztJQUNYLG1EQUFtRDtJQUNuRCxDQUFDLENBQUMsUUFBUSxHQUFHO0lBQ2IsQ0FBQyxDQUFDLEtBQUssR0FBRyxDQUFDLENBQUMsSUFBSSxHQUFHO0lBQ25CLElBQUksUUFBUSxNQUFNLFFBQVEsS0FBSyxDQUFDLEdBQUcsT0FBTztFQUM1QztFQUVBOzs7R0FHQyxHQUNELENBQUEsSUFBSztJQUNILE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxDQUFFO0lBQ2pCLElBQUksUUFBUSxDQUFDO0lBQ2IsT0FBUztNQUNQLE1BQU0sTUFBTSxRQUFRLGVBQWUsQ0FBQyxHQUFHLE9BQU8sTUFBTTtNQUNwRCxJQUFJLFFBQVEsUUFBUSxPQUFPO01BQzNCLE1BQU0sTUFBTSxZQUFZLEdBQUc7TUFDM0IsSUFBSSxRQUFRLEdBQUcsUUFBUTtXQUNsQixJQUFJLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7V0FHcEMsSUFBSSxNQUFNLFFBQVEsU0FBUyxRQUFRLElBQUksQ0FBQyxPQUFPLEdBQUcsR0FBRztJQUM1RDtJQUNBLGtFQUFrRTtJQUNsRSxJQUFJLFFBQVEsZUFBZSxDQUFDLEdBQUcsT0FBTyxRQUFRLFlBQVksUUFBUTtNQUNoRSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDbkI7SUFDQSxDQUFDLENBQUMsSUFBSSxHQUFHO0lBQ1QsSUFBSSxDQUFDLENBQUMsWUFBWSxHQUFHLEdBQUcsQ0FBQyxDQUFDLFlBQVksR0FBRyxDQUFDLENBQUMsV0FBVyxHQUFHO0lBQ3pELE9BQU87RUFDVDtFQUVBLGtFQUFrRSxHQUNsRSxNQUFZO0lBQ1YsSUFBSSxDQUFDLElBQUk7SUFDVCxRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxDQUFFLEVBQUUsT0FBTztFQUNoQztBQUNGO0FBRUEsOERBQThELEdBQzlELE9BQU8sTUFBTTtFQUNGLENBQUEsQ0FBRSxDQUFhO0VBQ2YsQ0FBQSxFQUFHLENBQVM7RUFDWixDQUFBLEtBQU0sQ0FBUztFQUV4QixnRUFBZ0UsR0FDaEUsWUFBWSxHQUFzQixFQUFFLEVBQVUsRUFBRSxLQUFhLENBQUU7SUFDN0QsSUFBSSxDQUFDLENBQUEsQ0FBRSxHQUFHLElBQUksV0FBVztJQUN6QixJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7SUFDWCxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7RUFDaEI7RUFFQTs7OztHQUlDLEdBQ0QsS0FDRSxJQUFZLEVBQ1osSUFBWSxFQUNaLElBQThDLEVBQ3JDO0lBQ1QsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLENBQUU7SUFDakIsb0VBQW9FO0lBQ3BFLG9DQUFvQztJQUNwQyxJQUFJLFFBQVEsSUFBSSxDQUFDLEdBQUcsYUFBYSxHQUFHLE9BQU87SUFDM0MsSUFBSSxRQUFRLElBQUksQ0FBQyxHQUFHLFdBQVcsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU87SUFDbkQsSUFBSSxRQUFRLGVBQWUsQ0FBQyxHQUFHLE9BQU8sTUFBTSxZQUFZLE1BQU0sT0FBTztJQUNyRSxJQUFJO01BQ0YseUVBQXlFO01BQ3pFLElBQ0UsQ0FBQyxDQUFDLFFBQVEsS0FBSyxLQUFLLENBQUMsQ0FBQyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLENBQUMsQ0FBQyxLQUFLLEtBQUssUUFDNUQsQ0FBQyxDQUFDLEtBQUssS0FBSyxNQUNaLE9BQU87TUFDVCxNQUFNLE1BQU0sS0FBSztRQUFFLEtBQUssQ0FBQyxDQUFDLElBQUk7UUFBRTtRQUFNO1FBQU0sU0FBUyxDQUFDLENBQUMsUUFBUTtNQUFDO01BQ2hFLElBQUksQ0FBQyxLQUFLLE9BQU87TUFDakIsTUFBTSxRQUFRLENBQUMsQ0FBQyxZQUFZO01BQzVCLENBQUMsQ0FBQyxZQUFZLEdBQUcsUUFBUSxJQUFJLElBQUksS0FBSyxHQUFHLEtBQUssR0FBRyxDQUFDLE9BQU8sSUFBSSxLQUFLO01BQ2xFLENBQUMsQ0FBQyxXQUFXLEdBQUcsUUFBUSxJQUFJLElBQUksSUFBSSxHQUFHLEtBQUssR0FBRyxDQUFDLENBQUMsQ0FBQyxXQUFXLEVBQUUsSUFBSSxJQUFJO01BQ3ZFLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxLQUFLLEdBQUc7UUFDM0IsQ0FBQyxDQUFDLElBQUksR0FBRztRQUNULENBQUMsQ0FBQyxRQUFRLEdBQUcsR0FBRywyQ0FBMkM7TUFDN0Q7TUFDQSxDQUFDLENBQUMsS0FBSyxHQUFHO01BQ1YsT0FBTztJQUNULFNBQVU7TUFDUixRQUFRLEtBQUssQ0FBQyxHQUFHLE9BQU87SUFDMUI7RUFDRjtFQUVBLGdFQUFnRSxHQUNoRSxJQUFJLFFBQWlCO0lBQ25CLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxFQUFFLFNBQVM7RUFDeEM7RUFFQSx5REFBeUQsR0FDekQsU0FBZTtJQUNiLElBQUksUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsQ0FBRSxFQUFFLFdBQVcsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO0lBQ2xELFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsRUFBRSxNQUFNO0lBQzdCLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsRUFBRSxLQUFLO0VBQzlCO0VBRUE7Ozs7OztHQU1DLEdBQ0QsQ0FBQSxLQUFNLENBQUMsS0FBaUI7SUFDdEIsSUFBSTtNQUNGLE9BQU8sVUFBVSxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUUsV0FBVyxNQUFNLE1BQU07SUFDcEQsRUFBRSxPQUFNO01BQ04sT0FBTyxPQUFPLHFEQUFxRDtJQUNyRTtFQUNGO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLFlBQVksR0FBc0I7RUFDaEQsSUFBSSxnQkFBZ0IsS0FBSyxRQUFRLENBQUM7QUFDcEMifQ==
// denoCacheMetadata=3846507791024771068,239968202767971641