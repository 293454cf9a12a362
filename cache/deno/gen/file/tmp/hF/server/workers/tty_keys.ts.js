/**
 * Keys from a terminal the daemon draws (`server/daemon/tty_attach.ts`),
 * read by the gather worker, which blocks in poll() anyway: typed text goes
 * straight to the active pane's pty from there, as tmux's one event loop
 * writes it, with no other thread woken on the way in. Everything else
 * (the prefix key and what follows it, escape sequences, mouse reports,
 * keys while a prompt, a view or a bound command holds the keyboard) goes
 * to the attach client on the daemon's main thread, which alone knows what
 * a key means.
 *
 * The main thread owns the decision, through a small shared control area:
 * `STATE` says whether keys may go straight through (its low bit) and how
 * many reads the gather worker has handed to the main thread (the rest),
 * and a table says which bytes may pass. The gather worker clears the bit
 * and counts in one atomic step before it hands a read over, so no key
 * can overtake one the attach client has not finished with. Only the
 * main thread sets the bit again, once its attach client is back to plain
 * typing with nothing queued and those keys are in the pty, and only if
 * the count is still the one of the last read it took (a compare and
 * exchange): a read handed over meanwhile keeps the bit clear. Where keys
 * go is the session's `route` word: its active pane's id in the gather
 * worker, which the session updates with every layout it publishes, so a
 * key follows `select-pane` at once.
 *
 * Keys go straight through only from the client whose size the session
 * has (tmux's `window-size latest`): the main thread lets a terminal's
 * keys pass for the route's size turn (`SIZE_TURN`, counted up whenever
 * another client takes the size), and the gather worker hands over a read
 * from any other turn. Keys that make a client the most recently active
 * then go through the main thread, which resizes the pane first: a
 * program that asks its size as it reads them (`stty size`) gets the new
 * one.
 *
 * @module
 */ /** `STATE`'s bit: reads whose bytes all pass go straight to the pane. */ const DIRECT = 1;
/** The route's word of the size turn (see the module's comment). */ const SIZE_TURN = 1;
/** `REQUEST`: none. */ export const TTY_RUN = 0;
/** `REQUEST`: leave the terminal unread (a live upgrade under way). */ export const TTY_PAUSE = 1;
/** `REQUEST`: let go of the terminal, then say so (`tty-done`). */ export const TTY_STOP = 2;
/** Int32 indices of the control area. */ const STATE = 0;
const REQUEST = 1;
/** The route the main thread has given (counts `reroute`s) ... */ const ROUTE_GIVEN = 2;
/** ... and the one the gather worker has taken: keys wait while they differ. */ const ROUTE_TAKEN = 3;
/** The route's size turn the keys may pass in. */ const TURN = 4;
/** Bytes of the area: the words, then a table of 256 bytes (1: passes). */ const TABLE_OFFSET = 32;
const CONTROL_BYTES = TABLE_OFFSET + 256;
/**
 * How often the gather worker tells the main thread that keys went
 * straight through (the session's most recently active client takes its
 * size, and `ls` sorts by activity): often enough for both, far fewer
 * wake-ups than keys.
 */ export const TOUCH_EVERY_MS = 250;
/** The control area of one terminal (main thread and gather worker). */ export class TtyControl {
  sab;
  #words;
  table;
  constructor(sab = new SharedArrayBuffer(CONTROL_BYTES)){
    this.sab = sab;
    this.#words = new Int32Array(sab, 0, TABLE_OFFSET / 4);
    this.table = new Uint8Array(sab, TABLE_OFFSET, 256);
  }
  /** Whether reads may go straight through now. */ get direct() {
    return (Atomics.load(this.#words, STATE) & DIRECT) !== 0;
  }
  /**
   * Main thread: keys may go straight through, the bytes `pass` marks,
   * while the route's size turn is `turn` (this terminal's client has the
   * session's size), unless the gather worker has handed over a read after
   * read `taken` (the count of the last keys the main thread took). False
   * then.
   */ allow(pass, taken, turn) {
    const w = this.#words;
    if (Atomics.load(w, ROUTE_TAKEN) !== Atomics.load(w, ROUTE_GIVEN)) {
      return false; // The worker still sends keys to the old session.
    }
    this.table.set(pass);
    Atomics.store(w, TURN, turn);
    const was = taken << 1 | 0;
    return Atomics.compareExchange(this.#words, STATE, was, was | DIRECT) === was;
  }
  /** Main thread: every read goes to it. */ refuse() {
    Atomics.and(this.#words, STATE, ~DIRECT);
  }
  /**
   * Main thread: the keys are to go to another session; every read comes
   * here until the worker has taken the route numbered by the result.
   */ reroute() {
    this.refuse();
    return Atomics.add(this.#words, ROUTE_GIVEN, 1) + 1;
  }
  /** Gather worker: it sends keys along route `given` from now on. */ routeTaken(given) {
    Atomics.store(this.#words, ROUTE_TAKEN, given);
  }
  /** The route last given (for a worker that starts over after a crash). */ get routeGiven() {
    return Atomics.load(this.#words, ROUTE_GIVEN);
  }
  /**
   * Gather worker: every read goes to the main thread from now on; returns
   * the count of this hand-over, which travels with the keys.
   */ handOver() {
    for(;;){
      const was = Atomics.load(this.#words, STATE);
      const next = (was >> 1) + 1 << 1 | 0;
      if (Atomics.compareExchange(this.#words, STATE, was, next) === was) {
        return next >> 1;
      }
    }
  }
  get request() {
    return Atomics.load(this.#words, REQUEST);
  }
  /** Main thread: `TTY_RUN`, `TTY_PAUSE` or `TTY_STOP`. */ set request(r) {
    Atomics.store(this.#words, REQUEST, r);
  }
  /** Gather worker: whether the size is still the keys' on `route`. */ inTurn(route) {
    return Atomics.load(this.#words, TURN) === Atomics.load(route, SIZE_TURN);
  }
  /** Whether every byte of `bytes[0..n)` may go straight through. */ passes(bytes, n) {
    const table = this.table;
    for(let i = 0; i < n; i++)if (table[bytes[i]] === 0) return false;
    return true;
  }
}
/**
 * A session's route: the gather id of its active pane, -1 while it has
 * none that takes keys, and its size turn.
 */ export function createRoute() {
  const route = new Int32Array(new SharedArrayBuffer(8));
  route[0] = -1;
  return route;
}
/** Main thread: another client has taken the session's size. */ export function nextSizeTurn(route) {
  Atomics.add(route, SIZE_TURN, 1);
}
/** The session's size turn now. */ export function sizeTurn(route) {
  return Atomics.load(route, SIZE_TURN);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3R0eV9rZXlzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogS2V5cyBmcm9tIGEgdGVybWluYWwgdGhlIGRhZW1vbiBkcmF3cyAoYHNlcnZlci9kYWVtb24vdHR5X2F0dGFjaC50c2ApLFxuICogcmVhZCBieSB0aGUgZ2F0aGVyIHdvcmtlciwgd2hpY2ggYmxvY2tzIGluIHBvbGwoKSBhbnl3YXk6IHR5cGVkIHRleHQgZ29lc1xuICogc3RyYWlnaHQgdG8gdGhlIGFjdGl2ZSBwYW5lJ3MgcHR5IGZyb20gdGhlcmUsIGFzIHRtdXgncyBvbmUgZXZlbnQgbG9vcFxuICogd3JpdGVzIGl0LCB3aXRoIG5vIG90aGVyIHRocmVhZCB3b2tlbiBvbiB0aGUgd2F5IGluLiBFdmVyeXRoaW5nIGVsc2VcbiAqICh0aGUgcHJlZml4IGtleSBhbmQgd2hhdCBmb2xsb3dzIGl0LCBlc2NhcGUgc2VxdWVuY2VzLCBtb3VzZSByZXBvcnRzLFxuICoga2V5cyB3aGlsZSBhIHByb21wdCwgYSB2aWV3IG9yIGEgYm91bmQgY29tbWFuZCBob2xkcyB0aGUga2V5Ym9hcmQpIGdvZXNcbiAqIHRvIHRoZSBhdHRhY2ggY2xpZW50IG9uIHRoZSBkYWVtb24ncyBtYWluIHRocmVhZCwgd2hpY2ggYWxvbmUga25vd3Mgd2hhdFxuICogYSBrZXkgbWVhbnMuXG4gKlxuICogVGhlIG1haW4gdGhyZWFkIG93bnMgdGhlIGRlY2lzaW9uLCB0aHJvdWdoIGEgc21hbGwgc2hhcmVkIGNvbnRyb2wgYXJlYTpcbiAqIGBTVEFURWAgc2F5cyB3aGV0aGVyIGtleXMgbWF5IGdvIHN0cmFpZ2h0IHRocm91Z2ggKGl0cyBsb3cgYml0KSBhbmQgaG93XG4gKiBtYW55IHJlYWRzIHRoZSBnYXRoZXIgd29ya2VyIGhhcyBoYW5kZWQgdG8gdGhlIG1haW4gdGhyZWFkICh0aGUgcmVzdCksXG4gKiBhbmQgYSB0YWJsZSBzYXlzIHdoaWNoIGJ5dGVzIG1heSBwYXNzLiBUaGUgZ2F0aGVyIHdvcmtlciBjbGVhcnMgdGhlIGJpdFxuICogYW5kIGNvdW50cyBpbiBvbmUgYXRvbWljIHN0ZXAgYmVmb3JlIGl0IGhhbmRzIGEgcmVhZCBvdmVyLCBzbyBubyBrZXlcbiAqIGNhbiBvdmVydGFrZSBvbmUgdGhlIGF0dGFjaCBjbGllbnQgaGFzIG5vdCBmaW5pc2hlZCB3aXRoLiBPbmx5IHRoZVxuICogbWFpbiB0aHJlYWQgc2V0cyB0aGUgYml0IGFnYWluLCBvbmNlIGl0cyBhdHRhY2ggY2xpZW50IGlzIGJhY2sgdG8gcGxhaW5cbiAqIHR5cGluZyB3aXRoIG5vdGhpbmcgcXVldWVkIGFuZCB0aG9zZSBrZXlzIGFyZSBpbiB0aGUgcHR5LCBhbmQgb25seSBpZlxuICogdGhlIGNvdW50IGlzIHN0aWxsIHRoZSBvbmUgb2YgdGhlIGxhc3QgcmVhZCBpdCB0b29rIChhIGNvbXBhcmUgYW5kXG4gKiBleGNoYW5nZSk6IGEgcmVhZCBoYW5kZWQgb3ZlciBtZWFud2hpbGUga2VlcHMgdGhlIGJpdCBjbGVhci4gV2hlcmUga2V5c1xuICogZ28gaXMgdGhlIHNlc3Npb24ncyBgcm91dGVgIHdvcmQ6IGl0cyBhY3RpdmUgcGFuZSdzIGlkIGluIHRoZSBnYXRoZXJcbiAqIHdvcmtlciwgd2hpY2ggdGhlIHNlc3Npb24gdXBkYXRlcyB3aXRoIGV2ZXJ5IGxheW91dCBpdCBwdWJsaXNoZXMsIHNvIGFcbiAqIGtleSBmb2xsb3dzIGBzZWxlY3QtcGFuZWAgYXQgb25jZS5cbiAqXG4gKiBLZXlzIGdvIHN0cmFpZ2h0IHRocm91Z2ggb25seSBmcm9tIHRoZSBjbGllbnQgd2hvc2Ugc2l6ZSB0aGUgc2Vzc2lvblxuICogaGFzICh0bXV4J3MgYHdpbmRvdy1zaXplIGxhdGVzdGApOiB0aGUgbWFpbiB0aHJlYWQgbGV0cyBhIHRlcm1pbmFsJ3NcbiAqIGtleXMgcGFzcyBmb3IgdGhlIHJvdXRlJ3Mgc2l6ZSB0dXJuIChgU0laRV9UVVJOYCwgY291bnRlZCB1cCB3aGVuZXZlclxuICogYW5vdGhlciBjbGllbnQgdGFrZXMgdGhlIHNpemUpLCBhbmQgdGhlIGdhdGhlciB3b3JrZXIgaGFuZHMgb3ZlciBhIHJlYWRcbiAqIGZyb20gYW55IG90aGVyIHR1cm4uIEtleXMgdGhhdCBtYWtlIGEgY2xpZW50IHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZVxuICogdGhlbiBnbyB0aHJvdWdoIHRoZSBtYWluIHRocmVhZCwgd2hpY2ggcmVzaXplcyB0aGUgcGFuZSBmaXJzdDogYVxuICogcHJvZ3JhbSB0aGF0IGFza3MgaXRzIHNpemUgYXMgaXQgcmVhZHMgdGhlbSAoYHN0dHkgc2l6ZWApIGdldHMgdGhlIG5ld1xuICogb25lLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogYFNUQVRFYCdzIGJpdDogcmVhZHMgd2hvc2UgYnl0ZXMgYWxsIHBhc3MgZ28gc3RyYWlnaHQgdG8gdGhlIHBhbmUuICovXG5jb25zdCBESVJFQ1QgPSAxO1xuXG4vKiogVGhlIHJvdXRlJ3Mgd29yZCBvZiB0aGUgc2l6ZSB0dXJuIChzZWUgdGhlIG1vZHVsZSdzIGNvbW1lbnQpLiAqL1xuY29uc3QgU0laRV9UVVJOID0gMTtcblxuLyoqIGBSRVFVRVNUYDogbm9uZS4gKi9cbmV4cG9ydCBjb25zdCBUVFlfUlVOID0gMDtcbi8qKiBgUkVRVUVTVGA6IGxlYXZlIHRoZSB0ZXJtaW5hbCB1bnJlYWQgKGEgbGl2ZSB1cGdyYWRlIHVuZGVyIHdheSkuICovXG5leHBvcnQgY29uc3QgVFRZX1BBVVNFID0gMTtcbi8qKiBgUkVRVUVTVGA6IGxldCBnbyBvZiB0aGUgdGVybWluYWwsIHRoZW4gc2F5IHNvIChgdHR5LWRvbmVgKS4gKi9cbmV4cG9ydCBjb25zdCBUVFlfU1RPUCA9IDI7XG5cbi8qKiBJbnQzMiBpbmRpY2VzIG9mIHRoZSBjb250cm9sIGFyZWEuICovXG5jb25zdCBTVEFURSA9IDA7XG5jb25zdCBSRVFVRVNUID0gMTtcbi8qKiBUaGUgcm91dGUgdGhlIG1haW4gdGhyZWFkIGhhcyBnaXZlbiAoY291bnRzIGByZXJvdXRlYHMpIC4uLiAqL1xuY29uc3QgUk9VVEVfR0lWRU4gPSAyO1xuLyoqIC4uLiBhbmQgdGhlIG9uZSB0aGUgZ2F0aGVyIHdvcmtlciBoYXMgdGFrZW46IGtleXMgd2FpdCB3aGlsZSB0aGV5IGRpZmZlci4gKi9cbmNvbnN0IFJPVVRFX1RBS0VOID0gMztcbi8qKiBUaGUgcm91dGUncyBzaXplIHR1cm4gdGhlIGtleXMgbWF5IHBhc3MgaW4uICovXG5jb25zdCBUVVJOID0gNDtcbi8qKiBCeXRlcyBvZiB0aGUgYXJlYTogdGhlIHdvcmRzLCB0aGVuIGEgdGFibGUgb2YgMjU2IGJ5dGVzICgxOiBwYXNzZXMpLiAqL1xuY29uc3QgVEFCTEVfT0ZGU0VUID0gMzI7XG5jb25zdCBDT05UUk9MX0JZVEVTID0gVEFCTEVfT0ZGU0VUICsgMjU2O1xuXG4vKipcbiAqIEhvdyBvZnRlbiB0aGUgZ2F0aGVyIHdvcmtlciB0ZWxscyB0aGUgbWFpbiB0aHJlYWQgdGhhdCBrZXlzIHdlbnRcbiAqIHN0cmFpZ2h0IHRocm91Z2ggKHRoZSBzZXNzaW9uJ3MgbW9zdCByZWNlbnRseSBhY3RpdmUgY2xpZW50IHRha2VzIGl0c1xuICogc2l6ZSwgYW5kIGBsc2Agc29ydHMgYnkgYWN0aXZpdHkpOiBvZnRlbiBlbm91Z2ggZm9yIGJvdGgsIGZhciBmZXdlclxuICogd2FrZS11cHMgdGhhbiBrZXlzLlxuICovXG5leHBvcnQgY29uc3QgVE9VQ0hfRVZFUllfTVMgPSAyNTA7XG5cbi8qKiBUaGUgY29udHJvbCBhcmVhIG9mIG9uZSB0ZXJtaW5hbCAobWFpbiB0aHJlYWQgYW5kIGdhdGhlciB3b3JrZXIpLiAqL1xuZXhwb3J0IGNsYXNzIFR0eUNvbnRyb2wge1xuICByZWFkb25seSBzYWI6IFNoYXJlZEFycmF5QnVmZmVyO1xuICByZWFkb25seSAjd29yZHM6IEludDMyQXJyYXk7XG4gIHJlYWRvbmx5IHRhYmxlOiBVaW50OEFycmF5O1xuXG4gIGNvbnN0cnVjdG9yKHNhYiA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihDT05UUk9MX0JZVEVTKSkge1xuICAgIHRoaXMuc2FiID0gc2FiO1xuICAgIHRoaXMuI3dvcmRzID0gbmV3IEludDMyQXJyYXkoc2FiLCAwLCBUQUJMRV9PRkZTRVQgLyA0KTtcbiAgICB0aGlzLnRhYmxlID0gbmV3IFVpbnQ4QXJyYXkoc2FiLCBUQUJMRV9PRkZTRVQsIDI1Nik7XG4gIH1cblxuICAvKiogV2hldGhlciByZWFkcyBtYXkgZ28gc3RyYWlnaHQgdGhyb3VnaCBub3cuICovXG4gIGdldCBkaXJlY3QoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIChBdG9taWNzLmxvYWQodGhpcy4jd29yZHMsIFNUQVRFKSAmIERJUkVDVCkgIT09IDA7XG4gIH1cblxuICAvKipcbiAgICogTWFpbiB0aHJlYWQ6IGtleXMgbWF5IGdvIHN0cmFpZ2h0IHRocm91Z2gsIHRoZSBieXRlcyBgcGFzc2AgbWFya3MsXG4gICAqIHdoaWxlIHRoZSByb3V0ZSdzIHNpemUgdHVybiBpcyBgdHVybmAgKHRoaXMgdGVybWluYWwncyBjbGllbnQgaGFzIHRoZVxuICAgKiBzZXNzaW9uJ3Mgc2l6ZSksIHVubGVzcyB0aGUgZ2F0aGVyIHdvcmtlciBoYXMgaGFuZGVkIG92ZXIgYSByZWFkIGFmdGVyXG4gICAqIHJlYWQgYHRha2VuYCAodGhlIGNvdW50IG9mIHRoZSBsYXN0IGtleXMgdGhlIG1haW4gdGhyZWFkIHRvb2spLiBGYWxzZVxuICAgKiB0aGVuLlxuICAgKi9cbiAgYWxsb3cocGFzczogVWludDhBcnJheSwgdGFrZW46IG51bWJlciwgdHVybjogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgY29uc3QgdyA9IHRoaXMuI3dvcmRzO1xuICAgIGlmIChBdG9taWNzLmxvYWQodywgUk9VVEVfVEFLRU4pICE9PSBBdG9taWNzLmxvYWQodywgUk9VVEVfR0lWRU4pKSB7XG4gICAgICByZXR1cm4gZmFsc2U7IC8vIFRoZSB3b3JrZXIgc3RpbGwgc2VuZHMga2V5cyB0byB0aGUgb2xkIHNlc3Npb24uXG4gICAgfVxuICAgIHRoaXMudGFibGUuc2V0KHBhc3MpO1xuICAgIEF0b21pY3Muc3RvcmUodywgVFVSTiwgdHVybik7XG4gICAgY29uc3Qgd2FzID0gKHRha2VuIDw8IDEpIHwgMDtcbiAgICByZXR1cm4gQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UodGhpcy4jd29yZHMsIFNUQVRFLCB3YXMsIHdhcyB8IERJUkVDVCkgPT09XG4gICAgICB3YXM7XG4gIH1cblxuICAvKiogTWFpbiB0aHJlYWQ6IGV2ZXJ5IHJlYWQgZ29lcyB0byBpdC4gKi9cbiAgcmVmdXNlKCk6IHZvaWQge1xuICAgIEF0b21pY3MuYW5kKHRoaXMuI3dvcmRzLCBTVEFURSwgfkRJUkVDVCk7XG4gIH1cblxuICAvKipcbiAgICogTWFpbiB0aHJlYWQ6IHRoZSBrZXlzIGFyZSB0byBnbyB0byBhbm90aGVyIHNlc3Npb247IGV2ZXJ5IHJlYWQgY29tZXNcbiAgICogaGVyZSB1bnRpbCB0aGUgd29ya2VyIGhhcyB0YWtlbiB0aGUgcm91dGUgbnVtYmVyZWQgYnkgdGhlIHJlc3VsdC5cbiAgICovXG4gIHJlcm91dGUoKTogbnVtYmVyIHtcbiAgICB0aGlzLnJlZnVzZSgpO1xuICAgIHJldHVybiBBdG9taWNzLmFkZCh0aGlzLiN3b3JkcywgUk9VVEVfR0lWRU4sIDEpICsgMTtcbiAgfVxuXG4gIC8qKiBHYXRoZXIgd29ya2VyOiBpdCBzZW5kcyBrZXlzIGFsb25nIHJvdXRlIGBnaXZlbmAgZnJvbSBub3cgb24uICovXG4gIHJvdXRlVGFrZW4oZ2l2ZW46IG51bWJlcik6IHZvaWQge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jd29yZHMsIFJPVVRFX1RBS0VOLCBnaXZlbik7XG4gIH1cblxuICAvKiogVGhlIHJvdXRlIGxhc3QgZ2l2ZW4gKGZvciBhIHdvcmtlciB0aGF0IHN0YXJ0cyBvdmVyIGFmdGVyIGEgY3Jhc2gpLiAqL1xuICBnZXQgcm91dGVHaXZlbigpOiBudW1iZXIge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jd29yZHMsIFJPVVRFX0dJVkVOKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBHYXRoZXIgd29ya2VyOiBldmVyeSByZWFkIGdvZXMgdG8gdGhlIG1haW4gdGhyZWFkIGZyb20gbm93IG9uOyByZXR1cm5zXG4gICAqIHRoZSBjb3VudCBvZiB0aGlzIGhhbmQtb3Zlciwgd2hpY2ggdHJhdmVscyB3aXRoIHRoZSBrZXlzLlxuICAgKi9cbiAgaGFuZE92ZXIoKTogbnVtYmVyIHtcbiAgICBmb3IgKDs7KSB7XG4gICAgICBjb25zdCB3YXMgPSBBdG9taWNzLmxvYWQodGhpcy4jd29yZHMsIFNUQVRFKTtcbiAgICAgIGNvbnN0IG5leHQgPSAoKCh3YXMgPj4gMSkgKyAxKSA8PCAxKSB8IDA7XG4gICAgICBpZiAoQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UodGhpcy4jd29yZHMsIFNUQVRFLCB3YXMsIG5leHQpID09PSB3YXMpIHtcbiAgICAgICAgcmV0dXJuIG5leHQgPj4gMTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICBnZXQgcmVxdWVzdCgpOiBudW1iZXIge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jd29yZHMsIFJFUVVFU1QpO1xuICB9XG5cbiAgLyoqIE1haW4gdGhyZWFkOiBgVFRZX1JVTmAsIGBUVFlfUEFVU0VgIG9yIGBUVFlfU1RPUGAuICovXG4gIHNldCByZXF1ZXN0KHI6IG51bWJlcikge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy4jd29yZHMsIFJFUVVFU1QsIHIpO1xuICB9XG5cbiAgLyoqIEdhdGhlciB3b3JrZXI6IHdoZXRoZXIgdGhlIHNpemUgaXMgc3RpbGwgdGhlIGtleXMnIG9uIGByb3V0ZWAuICovXG4gIGluVHVybihyb3V0ZTogSW50MzJBcnJheSk6IGJvb2xlYW4ge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jd29yZHMsIFRVUk4pID09PSBBdG9taWNzLmxvYWQocm91dGUsIFNJWkVfVFVSTik7XG4gIH1cblxuICAvKiogV2hldGhlciBldmVyeSBieXRlIG9mIGBieXRlc1swLi5uKWAgbWF5IGdvIHN0cmFpZ2h0IHRocm91Z2guICovXG4gIHBhc3NlcyhieXRlczogVWludDhBcnJheSwgbjogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgY29uc3QgdGFibGUgPSB0aGlzLnRhYmxlO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSBpZiAodGFibGVbYnl0ZXNbaV1dID09PSAwKSByZXR1cm4gZmFsc2U7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cbn1cblxuLyoqXG4gKiBBIHNlc3Npb24ncyByb3V0ZTogdGhlIGdhdGhlciBpZCBvZiBpdHMgYWN0aXZlIHBhbmUsIC0xIHdoaWxlIGl0IGhhc1xuICogbm9uZSB0aGF0IHRha2VzIGtleXMsIGFuZCBpdHMgc2l6ZSB0dXJuLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY3JlYXRlUm91dGUoKTogSW50MzJBcnJheSB7XG4gIGNvbnN0IHJvdXRlID0gbmV3IEludDMyQXJyYXkobmV3IFNoYXJlZEFycmF5QnVmZmVyKDgpKTtcbiAgcm91dGVbMF0gPSAtMTtcbiAgcmV0dXJuIHJvdXRlO1xufVxuXG4vKiogTWFpbiB0aHJlYWQ6IGFub3RoZXIgY2xpZW50IGhhcyB0YWtlbiB0aGUgc2Vzc2lvbidzIHNpemUuICovXG5leHBvcnQgZnVuY3Rpb24gbmV4dFNpemVUdXJuKHJvdXRlOiBJbnQzMkFycmF5KTogdm9pZCB7XG4gIEF0b21pY3MuYWRkKHJvdXRlLCBTSVpFX1RVUk4sIDEpO1xufVxuXG4vKiogVGhlIHNlc3Npb24ncyBzaXplIHR1cm4gbm93LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNpemVUdXJuKHJvdXRlOiBJbnQzMkFycmF5KTogbnVtYmVyIHtcbiAgcmV0dXJuIEF0b21pY3MubG9hZChyb3V0ZSwgU0laRV9UVVJOKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtDQyxHQUVELHVFQUF1RSxHQUN2RSxNQUFNLFNBQVM7QUFFZixrRUFBa0UsR0FDbEUsTUFBTSxZQUFZO0FBRWxCLHFCQUFxQixHQUNyQixPQUFPLE1BQU0sVUFBVSxFQUFFO0FBQ3pCLHFFQUFxRSxHQUNyRSxPQUFPLE1BQU0sWUFBWSxFQUFFO0FBQzNCLGlFQUFpRSxHQUNqRSxPQUFPLE1BQU0sV0FBVyxFQUFFO0FBRTFCLHVDQUF1QyxHQUN2QyxNQUFNLFFBQVE7QUFDZCxNQUFNLFVBQVU7QUFDaEIsZ0VBQWdFLEdBQ2hFLE1BQU0sY0FBYztBQUNwQiw4RUFBOEUsR0FDOUUsTUFBTSxjQUFjO0FBQ3BCLGdEQUFnRCxHQUNoRCxNQUFNLE9BQU87QUFDYix5RUFBeUUsR0FDekUsTUFBTSxlQUFlO0FBQ3JCLE1BQU0sZ0JBQWdCLGVBQWU7QUFFckM7Ozs7O0NBS0MsR0FDRCxPQUFPLE1BQU0saUJBQWlCLElBQUk7QUFFbEMsc0VBQXNFLEdBQ3RFLE9BQU8sTUFBTTtFQUNGLElBQXVCO0VBQ3ZCLENBQUEsS0FBTSxDQUFhO0VBQ25CLE1BQWtCO0VBRTNCLFlBQVksTUFBTSxJQUFJLGtCQUFrQixjQUFjLENBQUU7SUFDdEQsSUFBSSxDQUFDLEdBQUcsR0FBRztJQUNYLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLFdBQVcsS0FBSyxHQUFHLGVBQWU7SUFDcEQsSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLFdBQVcsS0FBSyxjQUFjO0VBQ2pEO0VBRUEsK0NBQStDLEdBQy9DLElBQUksU0FBa0I7SUFDcEIsT0FBTyxDQUFDLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxTQUFTLE1BQU0sTUFBTTtFQUN6RDtFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sSUFBZ0IsRUFBRSxLQUFhLEVBQUUsSUFBWSxFQUFXO0lBQzVELE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3JCLElBQUksUUFBUSxJQUFJLENBQUMsR0FBRyxpQkFBaUIsUUFBUSxJQUFJLENBQUMsR0FBRyxjQUFjO01BQ2pFLE9BQU8sT0FBTyxrREFBa0Q7SUFDbEU7SUFDQSxJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQztJQUNmLFFBQVEsS0FBSyxDQUFDLEdBQUcsTUFBTTtJQUN2QixNQUFNLE1BQU0sQUFBQyxTQUFTLElBQUs7SUFDM0IsT0FBTyxRQUFRLGVBQWUsQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsT0FBTyxLQUFLLE1BQU0sWUFDNUQ7RUFDSjtFQUVBLHdDQUF3QyxHQUN4QyxTQUFlO0lBQ2IsUUFBUSxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU8sQ0FBQztFQUNuQztFQUVBOzs7R0FHQyxHQUNELFVBQWtCO0lBQ2hCLElBQUksQ0FBQyxNQUFNO0lBQ1gsT0FBTyxRQUFRLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsYUFBYSxLQUFLO0VBQ3BEO0VBRUEsa0VBQWtFLEdBQ2xFLFdBQVcsS0FBYSxFQUFRO0lBQzlCLFFBQVEsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxhQUFhO0VBQzFDO0VBRUEsd0VBQXdFLEdBQ3hFLElBQUksYUFBcUI7SUFDdkIsT0FBTyxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7RUFDbkM7RUFFQTs7O0dBR0MsR0FDRCxXQUFtQjtJQUNqQixPQUFTO01BQ1AsTUFBTSxNQUFNLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtNQUN0QyxNQUFNLE9BQU8sQUFBRSxDQUFDLE9BQU8sQ0FBQyxJQUFJLEtBQU0sSUFBSztNQUN2QyxJQUFJLFFBQVEsZUFBZSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxPQUFPLEtBQUssVUFBVSxLQUFLO1FBQ2xFLE9BQU8sUUFBUTtNQUNqQjtJQUNGO0VBQ0Y7RUFFQSxJQUFJLFVBQWtCO0lBQ3BCLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO0VBQ25DO0VBRUEsdURBQXVELEdBQ3ZELElBQUksUUFBUSxDQUFTLEVBQUU7SUFDckIsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLFNBQVM7RUFDdEM7RUFFQSxtRUFBbUUsR0FDbkUsT0FBTyxLQUFpQixFQUFXO0lBQ2pDLE9BQU8sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLFVBQVUsUUFBUSxJQUFJLENBQUMsT0FBTztFQUNqRTtFQUVBLGlFQUFpRSxHQUNqRSxPQUFPLEtBQWlCLEVBQUUsQ0FBUyxFQUFXO0lBQzVDLE1BQU0sUUFBUSxJQUFJLENBQUMsS0FBSztJQUN4QixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLLElBQUksS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsS0FBSyxHQUFHLE9BQU87SUFDOUQsT0FBTztFQUNUO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVM7RUFDZCxNQUFNLFFBQVEsSUFBSSxXQUFXLElBQUksa0JBQWtCO0VBQ25ELEtBQUssQ0FBQyxFQUFFLEdBQUcsQ0FBQztFQUNaLE9BQU87QUFDVDtBQUVBLDhEQUE4RCxHQUM5RCxPQUFPLFNBQVMsYUFBYSxLQUFpQjtFQUM1QyxRQUFRLEdBQUcsQ0FBQyxPQUFPLFdBQVc7QUFDaEM7QUFFQSxpQ0FBaUMsR0FDakMsT0FBTyxTQUFTLFNBQVMsS0FBaUI7RUFDeEMsT0FBTyxRQUFRLElBQUksQ0FBQyxPQUFPO0FBQzdCIn0=
// denoCacheMetadata=4555385900441356810,12281163278476271946