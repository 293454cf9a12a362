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
 */

/** `STATE`'s bit: reads whose bytes all pass go straight to the pane. */
const DIRECT = 1;

/** The route's word of the size turn (see the module's comment). */
const SIZE_TURN = 1;

/** `REQUEST`: none. */
export const TTY_RUN = 0;
/** `REQUEST`: leave the terminal unread (a live upgrade under way). */
export const TTY_PAUSE = 1;
/** `REQUEST`: let go of the terminal, then say so (`tty-done`). */
export const TTY_STOP = 2;

/** Int32 indices of the control area. */
const STATE = 0;
const REQUEST = 1;
/** The route the main thread has given (counts `reroute`s) ... */
const ROUTE_GIVEN = 2;
/** ... and the one the gather worker has taken: keys wait while they differ. */
const ROUTE_TAKEN = 3;
/** The route's size turn the keys may pass in. */
const TURN = 4;
/** Bytes of the area: the words, then a table of 256 bytes (1: passes). */
const TABLE_OFFSET = 32;
const CONTROL_BYTES = TABLE_OFFSET + 256;

/**
 * How often the gather worker tells the main thread that keys went
 * straight through (the session's most recently active client takes its
 * size, and `ls` sorts by activity): often enough for both, far fewer
 * wake-ups than keys.
 */
export const TOUCH_EVERY_MS = 250;

/** The control area of one terminal (main thread and gather worker). */
export class TtyControl {
  readonly sab: SharedArrayBuffer;
  readonly #words: Int32Array;
  readonly table: Uint8Array;

  constructor(sab = new SharedArrayBuffer(CONTROL_BYTES)) {
    this.sab = sab;
    this.#words = new Int32Array(sab, 0, TABLE_OFFSET / 4);
    this.table = new Uint8Array(sab, TABLE_OFFSET, 256);
  }

  /** Whether reads may go straight through now. */
  get direct(): boolean {
    return (Atomics.load(this.#words, STATE) & DIRECT) !== 0;
  }

  /**
   * Main thread: keys may go straight through, the bytes `pass` marks,
   * while the route's size turn is `turn` (this terminal's client has the
   * session's size), unless the gather worker has handed over a read after
   * read `taken` (the count of the last keys the main thread took). False
   * then.
   */
  allow(pass: Uint8Array, taken: number, turn: number): boolean {
    const w = this.#words;
    if (Atomics.load(w, ROUTE_TAKEN) !== Atomics.load(w, ROUTE_GIVEN)) {
      return false; // The worker still sends keys to the old session.
    }
    this.table.set(pass);
    Atomics.store(w, TURN, turn);
    const was = (taken << 1) | 0;
    return Atomics.compareExchange(this.#words, STATE, was, was | DIRECT) ===
      was;
  }

  /** Main thread: every read goes to it. */
  refuse(): void {
    Atomics.and(this.#words, STATE, ~DIRECT);
  }

  /**
   * Main thread: the keys are to go to another session; every read comes
   * here until the worker has taken the route numbered by the result.
   */
  reroute(): number {
    this.refuse();
    return Atomics.add(this.#words, ROUTE_GIVEN, 1) + 1;
  }

  /** Gather worker: it sends keys along route `given` from now on. */
  routeTaken(given: number): void {
    Atomics.store(this.#words, ROUTE_TAKEN, given);
  }

  /** The route last given (for a worker that starts over after a crash). */
  get routeGiven(): number {
    return Atomics.load(this.#words, ROUTE_GIVEN);
  }

  /**
   * Gather worker: every read goes to the main thread from now on; returns
   * the count of this hand-over, which travels with the keys.
   */
  handOver(): number {
    for (;;) {
      const was = Atomics.load(this.#words, STATE);
      const next = (((was >> 1) + 1) << 1) | 0;
      if (Atomics.compareExchange(this.#words, STATE, was, next) === was) {
        return next >> 1;
      }
    }
  }

  get request(): number {
    return Atomics.load(this.#words, REQUEST);
  }

  /** Main thread: `TTY_RUN`, `TTY_PAUSE` or `TTY_STOP`. */
  set request(r: number) {
    Atomics.store(this.#words, REQUEST, r);
  }

  /** Gather worker: whether the size is still the keys' on `route`. */
  inTurn(route: Int32Array): boolean {
    return Atomics.load(this.#words, TURN) === Atomics.load(route, SIZE_TURN);
  }

  /** Whether every byte of `bytes[0..n)` may go straight through. */
  passes(bytes: Uint8Array, n: number): boolean {
    const table = this.table;
    for (let i = 0; i < n; i++) if (table[bytes[i]] === 0) return false;
    return true;
  }
}

/**
 * A session's route: the gather id of its active pane, -1 while it has
 * none that takes keys, and its size turn.
 */
export function createRoute(): Int32Array {
  const route = new Int32Array(new SharedArrayBuffer(8));
  route[0] = -1;
  return route;
}

/** Main thread: another client has taken the session's size. */
export function nextSizeTurn(route: Int32Array): void {
  Atomics.add(route, SIZE_TURN, 1);
}

/** The session's size turn now. */
export function sizeTurn(route: Int32Array): number {
  return Atomics.load(route, SIZE_TURN);
}
