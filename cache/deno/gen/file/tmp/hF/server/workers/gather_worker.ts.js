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
 * turn found nothing more) go first and hot ones (still reading a flood)
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
 * The daemon starts it with `GatherWorker` (`server/daemon/shared_gather.ts`)
 * and adds panes as they are made; `startGatherWorker` runs one pane and
 * ends with it (tests, benchmarks).
 *
 * @module
 */ import { libc, POLLIN } from "../../pty/_libc.ts";
import { addressOf, readPty, readPtyAt, writeSome } from "../../pty/fd_io.ts";
import { drainWakeFd, signalWakeFd } from "../../pty/wake_fd.ts";
import { REQUEST_DRAIN, REQUEST_NONE, REQUEST_STOP, RingProducer } from "./ring.ts";
import { FloodSlice, QUIET_MS } from "./flood_slice.ts";
import { TOUCH_EVERY_MS, TTY_PAUSE, TTY_STOP, TtyControl } from "./tty_keys.ts";
import { inputParseSignal } from "./parse_messages.ts";
import { inputActivity, noteInput } from "./input_activity.ts";
import { workerUrl } from "./worker_url.ts";
/**
 * Reads under this size are the end of a burst (a prompt, an echo, a query):
 * published at once when the parser is idle. A flood reads about 4 KiB each.
 */ export const SMALL_READ_BYTES = 1024;
/**
 * In a flood the reads rarely end in EAGAIN, so with the parser idle a batch
 * is published once it holds this much, rather than when its slot is full:
 * the parser then waits at most about 0.7 ms at 100 MB/s instead of 2.6.
 * Measured (32 MiB cooked `cat`, VT engine consuming, CPU of the whole
 * process): publishing at 64 KiB cost the same as whole slots (38/33/32
 * ticks vs 37/33/32), at 16 KiB a little more (37/35/34), after every read
 * the most (41/40/38). Wall times were within the machine's noise.
 */ export const IDLE_PUBLISH_BYTES = 64 * 1024;
/**
 * Time to a pane's next turn while it holds a partial batch for a busy
 * parser. Going idle wakes the worker through the wake fd; this only bounds
 * the delay when the consumer was given no wake fd.
 */ const HOLD_POLL_MS = 5;
/** Time to an idle pane's next turn: requests arrive through the wake fd. */ const IDLE_POLL_MS = 1000;
/** Time to a full ring's next turn (releases and stop requests wake it). */ const FULL_WAIT_MS = 250;
/**
 * Most reads of one pane in one turn: a slot's worth in a flood, which is
 * what a pane that floods alone gets each round.
 */ const READS_PER_TURN = 64;
/**
 * Reads per round that the hot panes share (each gets at least
 * `MIN_READS_PER_TURN`): one flood alone reads a slot per round, twenty
 * read 4 each, so a quiet pane's turn comes after about 80 reads at most.
 */ const READS_PER_ROUND = 64;
const MIN_READS_PER_TURN = 4;
/**
 * After REQUEST_DRAIN, how long to wait for more output once a read finds
 * nothing: the child's last bytes may still be on their way through the
 * kernel's flip buffer when its exit is seen.
 */ const DRAIN_GRACE_MS = 20;
/** Int32 index in the control area: messages posted so far. */ const CONTROL_SEQ = 0;
/**
 * Int32 index in the control area: flood batches published, any pane's
 * (`IDLE_PUBLISH_BYTES` or more). It moves while output floods, which the
 * daemon reads to keep other work out of a flood's way (`floods`).
 */ const CONTROL_FLOODS = 1;
/**
 * A gather worker thread and the panes it drains. Panes are added as they
 * are made; each pane's end resolves its `add`. If the thread dies (a bug:
 * its loop catches each pane's errors), `onCrash` decides whether a new
 * thread takes every pane over, from where its ring stands (what was read
 * and not yet published, at most one slot per pane, is lost); else every
 * pane ends with "error".
 */ export class GatherWorker {
  #worker;
  #control = new Int32Array(new SharedArrayBuffer(8));
  #wakeFd;
  #name;
  #once;
  #seq = 0;
  #waiting = new Map();
  #ttys = new Map();
  #dead = false;
  /**
   * The thread died with `message`: return true to start a new one that
   * takes over every pane, false to end them all with "error".
   */ onCrash = ()=>false;
  /**
   * `wakeFd`: the eventfd every ring of this worker's panes wakes. `worker`:
   * one made ahead by `spawnGatherWorker`, or none to make one now.
   */ constructor(wakeFd, name, once = false, worker = spawnGatherWorker(name)){
    this.#wakeFd = wakeFd;
    this.#name = name;
    this.#once = once;
    this.#worker = worker;
    this.#start();
  }
  /** The worker thread now (a new one after a crash). */ get worker() {
    return this.#worker;
  }
  /** Panes being drained. */ get panes() {
    return this.#waiting.size;
  }
  /** The thread died and was not replaced: it drains nothing more. */ get dead() {
    return this.#dead;
  }
  /**
   * Flood batches published so far, by every pane: it moves while any
   * pane floods (it starts again from 0 after a crash; compare for change).
   */ get floods() {
    return Atomics.load(this.#control, CONTROL_FLOODS);
  }
  /** Starts draining a pane; resolves with its last message. */ add(pane) {
    return new Promise((resolve)=>{
      this.#waiting.set(pane.id, {
        pane,
        resolve
      });
      this.#post({
        t: "add",
        seq: this.#seq + 1,
        pane
      });
    });
  }
  /**
   * Starts reading a terminal's keys; `onMessage` gets what the worker
   * tells of it, `tty-done` last (after `TTY_STOP` in its control and
   * `wake()`). Keys are not read by a dead worker: `tty-end` at once.
   */ addTty(tty, onMessage) {
    if (this.#dead) {
      onMessage({
        type: "tty-end",
        id: tty.id
      });
      onMessage({
        type: "tty-done",
        id: tty.id
      });
      return;
    }
    this.#ttys.set(tty.id, {
      tty,
      onMessage
    });
    this.#post({
      t: "tty",
      seq: this.#seq + 1,
      tty
    });
  }
  /** The terminal's keys go to the session of `route` from now on. */ routeTty(id, route) {
    const t = this.#ttys.get(id);
    if (!t) return;
    t.tty = {
      ...t.tty,
      route
    };
    const given = new TtyControl(t.tty.control).reroute();
    this.#post({
      t: "tty-route",
      seq: this.#seq + 1,
      id,
      route,
      given
    });
  }
  /** Brings the worker out of its poll to look at the control areas. */ wake() {
    signalWakeFd(this.#wakeFd);
  }
  /** Makes the thread throw, as a bug in its loop would (tests). */ crash() {
    this.#post({
      t: "crash",
      seq: this.#seq + 1
    });
  }
  terminate() {
    this.#worker.terminate();
  }
  #post(msg) {
    this.#seq = msg.seq;
    this.#worker.postMessage(msg);
    // The worker's loop blocks its thread: the shared count and the wake fd
    // tell it to come out and take the message.
    Atomics.store(this.#control, CONTROL_SEQ, this.#seq);
    signalWakeFd(this.#wakeFd);
  }
  #start() {
    this.#worker.onmessage = (e)=>{
      const msg = e.data;
      if (msg.type !== "done") return this.#ttyMessage(msg);
      const w = this.#waiting.get(msg.id);
      this.#waiting.delete(msg.id);
      w?.resolve(msg);
    };
    this.#worker.onerror = (e)=>{
      e.preventDefault();
      this.#worker.terminate();
      this.#crashed(e.message);
    };
    const start = {
      t: "start",
      wakeFd: this.#wakeFd,
      control: this.#control.buffer,
      once: this.#once,
      activity: inputActivity()
    };
    this.#worker.postMessage(start);
  }
  #ttyMessage(msg) {
    const t = this.#ttys.get(msg.id);
    if (msg.type === "tty-done") this.#ttys.delete(msg.id);
    t?.onMessage(msg);
  }
  #crashed(message) {
    const busy = this.#waiting.size > 0 || this.#ttys.size > 0;
    if (busy && this.onCrash(message)) {
      this.#worker = spawnGatherWorker(this.#name);
      this.#control = new Int32Array(new SharedArrayBuffer(8));
      this.#seq = 0;
      this.#start();
      for (const { pane } of this.#waiting.values()){
        this.#post({
          t: "add",
          seq: this.#seq + 1,
          pane
        });
      }
      // A key the dead thread had read and not handed on is lost with it.
      for (const { tty } of this.#ttys.values()){
        new TtyControl(tty.control).refuse();
        this.#post({
          t: "tty",
          seq: this.#seq + 1,
          tty
        });
      }
      return;
    }
    this.#dead = true;
    for (const [id, w] of this.#waiting){
      w.resolve(doneStats(id, "error", message));
    }
    this.#waiting.clear();
    for (const [id, t] of this.#ttys){
      t.onMessage({
        type: "tty-end",
        id
      });
      t.onMessage({
        type: "tty-done",
        id
      });
    }
    this.#ttys.clear();
  }
}
/**
 * A gather worker thread, loading its module, not yet told what to drain:
 * give it to `GatherWorker`. Making one blocks the calling thread until
 * the worker's isolate exists (Deno's `new Worker`): 5-10 ms idle, over
 * 100 ms on a loaded machine.
 */ export function spawnGatherWorker(name) {
  return new Worker(workerUrl(new URL("./gather_main.ts", import.meta.url)), {
    type: "module",
    name
  });
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
 */ export function startGatherWorker(init, name = `gather-${init.fd}`) {
  const g = new GatherWorker(init.wakeFd, name, true);
  const done = g.add({
    id: 0,
    fd: init.fd,
    sab: init.sab,
    signal: null
  }).then((d)=>{
    g.terminate();
    return d;
  });
  return {
    worker: g.worker,
    done
  };
}
function doneStats(id, reason, error) {
  const d = {
    type: "done",
    id,
    reason,
    bytes: 0,
    batches: 0,
    polls: 0,
    fullWaits: 0
  };
  if (error !== undefined) d.error = error;
  return d;
}
/** One pane as the loop drains it. */ class PaneDrain {
  fd;
  ring;
  stats;
  /** Base address of the ring's data (shared memory never moves). */ base;
  signal;
  /** When the drain grace began (REQUEST_DRAIN, nothing readable), or -1. */ drainSince = -1;
  /** Holding a partial batch for a busy parser. */ holding = false;
  /** Waiting for a released slot: its master is left out of poll(). */ full = false;
  /** Its last turn read and may read more: it takes a turn every round. */ hot = false;
  /** poll() found its master readable (or hung up) this round. */ ready = false;
  /** When (performance.now()) it takes a turn even with nothing readable. */ due = 0;
  /** When it last published a flood's batch (`IDLE_PUBLISH_BYTES` or more). */ floodAt = -Infinity;
  /** Bytes read since its last turn that ended in a wait. */ burst = 0;
  constructor(init){
    this.signal = init.signal ? new Int32Array(init.signal) : null;
    this.fd = init.fd;
    this.ring = new RingProducer(init.sab);
    this.stats = doneStats(init.id, "error");
    this.base = addressOf(this.ring.data);
  }
  /** Whether it has something to do this round. */ wantsTurn(now) {
    if (this.hot || this.ready || now >= this.due) return true;
    const ring = this.ring;
    return ring.request() !== REQUEST_NONE || this.full && ring.hasSpace() || this.holding && ring.consumerIdle();
  }
}
/** What a pane's turn asks of the poll that follows a round. */ const PROGRESS = -1;
/**
 * One turn of `p`: up to `maxReads` reads, until it publishes, has nothing
 * more, or its ring is full. Returns PROGRESS, an end reason, or how long
 * it may wait for its next turn (ms).
 */ function turn(p, maxReads) {
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
  for(let reads = 0; reads < maxReads; reads++){
    if (!ring.hasSpace()) return PROGRESS;
    const n = readPtyAt(p.fd, p.base + ring.writeOffset, ring.writeSpace);
    if (n > 0) {
      p.stats.bytes += n;
      p.drainSince = -1;
      ring.commit(n);
      if (ring.slotFull() || idleWorthy(ring, n) && ring.consumerIdle()) {
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
/** A read found nothing: publish, hold, or wait, by the rules at the top. */ function afterBurst(p, request) {
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
/** Whether a batch ending in a read of `n` bytes is worth an idle parser. */ function idleWorthy(ring, n) {
  return n < SMALL_READ_BYTES || ring.pending >= IDLE_PUBLISH_BYTES;
}
/** This thread's scheduling (made in the worker, never on import). */ let floodSlice = null;
/** The control area, where flood batches are counted (`CONTROL_FLOODS`). */ let floodCount = null;
/** The daemon's input count, which keys written here move too. */ let inputCount = null;
/** The pane whose burst began the short slice's hold, if it still holds. */ let holdingPane = null;
function publish(p) {
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
 */ function writeDirect(p, n) {
  let w;
  try {
    w = writeSome(p.fd, ttyBuf.subarray(0, n));
  } catch  {
    return 0; // EIO: its child is gone; main says so.
  }
  if (w > 0) {
    if (p.signal) inputParseSignal(p.signal);
    if (inputCount) noteInput(inputCount);
  }
  return w;
}
function bump(signal) {
  if (!signal) return;
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}
/** A terminal whose keys the loop reads (`tty_keys.ts`). */ class TtyRead {
  id;
  fd;
  control;
  route;
  /** Hung up: left out of poll() until the main thread lets go of it. */ ended = false;
  /** poll() found it readable (or hung up) this round. */ ready = false;
  /** When it last said keys went straight through (`touched`). */ touchedAt = -Infinity;
  constructor(init){
    this.id = init.id;
    this.fd = init.fd;
    this.control = new TtyControl(init.control);
    this.route = new Int32Array(init.route);
  }
  /** Whether poll() should wait for its keys. */ get polled() {
    return !this.ended && this.control.request !== TTY_PAUSE;
  }
}
/** One read of a terminal: a paste comes in pieces of about this much. */ const TTY_READ_BYTES = 16 * 1024;
const ttyBuf = new Uint8Array(TTY_READ_BYTES);
/** The worker's state: its panes and how to reach its parent. */ class Gatherer {
  panes = new Map();
  ttys = new Map();
  #wakeFd;
  #control;
  #post;
  /** struct pollfd[]: { int fd; short events; short revents; } each. */ #pollSet = new Int32Array(2);
  applied = 0;
  constructor(wakeFd, control, post){
    this.#wakeFd = wakeFd;
    this.#control = new Int32Array(control);
    floodCount = this.#control;
    this.#post = post;
  }
  /** Whether a message waits to be taken. */ get behind() {
    // Ahead is possible: a message can arrive before its count is stored.
    return (Atomics.load(this.#control, CONTROL_SEQ) - this.applied | 0) > 0;
  }
  add(pane) {
    // The same master added again (a session taken back after a failed
    // upgrade): one fd, one drain. A reused fd number cannot get here, as
    // a master is closed only after its drain ended.
    for (const [id, p] of this.panes){
      if (p.fd === pane.fd) this.#end(id, p, "stopped");
    }
    this.panes.set(pane.id, new PaneDrain(pane));
  }
  addTty(init) {
    const t = new TtyRead(init);
    t.control.routeTaken(t.control.routeGiven);
    this.ttys.set(init.id, t);
  }
  routeTty(id, route, given) {
    const t = this.ttys.get(id);
    if (!t) return;
    t.route = new Int32Array(route);
    t.control.routeTaken(given);
  }
  /** Whether it has anything to read. */ get busy() {
    return this.panes.size > 0 || this.ttys.size > 0;
  }
  /**
   * Drains the panes and reads the terminals until a message waits or
   * none is left. Blocks the thread.
   */ run() {
    while(this.busy && !this.behind)this.#round();
  }
  /**
   * One poll() over every master, then a turn for each pane with something
   * to do: quiet panes first, then the hot ones on a shared budget.
   */ #round() {
    let hot = 0;
    let wait = IDLE_POLL_MS;
    const before = performance.now();
    for (const p of this.panes.values()){
      if (p.hot) hot++;
      else wait = Math.min(wait, p.due - before);
    }
    wait = Math.min(wait, floodSlice?.quiet(before) ?? Infinity);
    this.#poll(hot > 0 ? 0 : Math.max(0, Math.ceil(wait)));
    // Keys first: a key's way in is what the user waits on.
    for (const t of this.ttys.values())this.#ttyTurn(t);
    const now = performance.now();
    const share = Math.max(MIN_READS_PER_TURN, Math.floor(READS_PER_ROUND / Math.max(1, hot)));
    const hotOnes = [];
    for (const p of this.panes.values()){
      if (p.hot) hotOnes.push(p);
      else if (p.wantsTurn(now)) this.#take(p, READS_PER_TURN, now);
    }
    for (const p of hotOnes)this.#take(p, share, now);
  }
  /** One turn of `p`, its errors its own. */ #take(p, maxReads, now) {
    if (!this.panes.has(p.stats.id)) return;
    this.#endHolding(p);
    p.ready = false;
    const read = p.stats.bytes;
    let r;
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
  #poll(timeoutMs) {
    // The wake fd, every master not waiting for ring space, then every
    // terminal read now.
    const n = this.panes.size + this.ttys.size + 1;
    if (this.#pollSet.length < n * 2) this.#pollSet = new Int32Array(n * 4);
    const set = this.#pollSet;
    const polled = [];
    set[0] = this.#wakeFd;
    set[1] = POLLIN;
    for (const p of this.panes.values()){
      if (p.full) continue;
      polled.push(p);
      set[polled.length * 2] = p.fd;
      set[polled.length * 2 + 1] = POLLIN;
    }
    for (const t of this.ttys.values()){
      t.ready = false;
      if (!t.polled) continue;
      polled.push(t);
      set[polled.length * 2] = t.fd;
      set[polled.length * 2 + 1] = POLLIN;
    }
    libc().poll(set, BigInt(polled.length + 1), timeoutMs);
    // revents is the high half of each second int32.
    if (set[1] >>> 16 !== 0) drainWakeFd(this.#wakeFd);
    for(let i = 0; i < polled.length; i++){
      polled[i].ready = set[(i + 1) * 2 + 1] >>> 16 !== 0;
    }
  }
  /** A terminal's turn: its request, then what was typed. */ #ttyTurn(t) {
    if (t.control.request === TTY_STOP) {
      this.ttys.delete(t.id);
      this.#post({
        type: "tty-done",
        id: t.id
      });
      return;
    }
    if (!t.ready || !t.polled) return;
    // A few reads at most: a paste's next piece waits for the next round.
    for(let reads = 0; reads < 4; reads++){
      let n;
      try {
        n = readPty(t.fd, ttyBuf, 0, ttyBuf.length);
      } catch  {
        n = -1;
      }
      if (n < 0) {
        t.ended = true;
        this.#post({
          type: "tty-end",
          id: t.id
        });
        return;
      }
      if (n === 0) return;
      this.#keys(t, n);
    }
  }
  /** `n` bytes read from `t`: straight to the route's pane, or to main. */ #keys(t, n) {
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
        this.#post({
          type: "touched",
          id: t.id
        });
      }
      return;
    }
    // Main first, then the keys: none may pass one it has not taken.
    const seq = c.handOver();
    this.#post({
      type: "keys",
      id: t.id,
      data: ttyBuf.slice(sent, n),
      seq
    });
  }
  #endHolding(p) {
    if (!p.holding) return;
    p.holding = false;
    p.ring.endHolding();
  }
  #end(id, p, reason) {
    this.panes.delete(id);
    this.#endHolding(p);
    if (holdingPane === p) holdingPane = null; // Its hold runs out alone.
    p.stats.reason = reason;
    // The pending bytes sit in the current slot, which is free by
    // construction (reads only happen when a slot is free).
    if (p.ring.pending > 0) p.stats.batches++;
    p.ring.finish();
    bump(p.signal);
    this.#post(p.stats);
  }
}
/**
 * The worker's life (`gather_main.ts` starts it): a start message, then
 * add messages. The loop blocks the thread; it comes back to the event
 * loop only to take messages (the shared count says one is on its way).
 */ export function runAsWorker(scope) {
  // The long slice only while nothing but floods has output: this one
  // thread reads every session's keys' echoes too (see flood_slice.ts).
  floodSlice = new FloodSlice();
  let g = null;
  let once = false;
  let running = false;
  const resume = ()=>{
    if (!g || running) return;
    running = true;
    g.run();
    running = false;
    if (!g.busy && once && !g.behind) scope.close();
  // Behind: the message is queued; onmessage runs next and resumes.
  };
  scope.onmessage = (e)=>{
    const msg = e.data;
    if (msg.t === "start") {
      g = new Gatherer(msg.wakeFd, msg.control, (d)=>scope.postMessage(d));
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
    else if (msg.t === "tty-route") g.routeTty(msg.id, msg.route, msg.given);
    else g.add(msg.pane);
    resume();
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2dhdGhlcl93b3JrZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgZ2F0aGVyIHdvcmtlcjogb25lIGZvciB0aGUgd2hvbGUgZGFlbW9uLiBJdCBvbmx5IGRyYWlucyB0aGUgcGFuZXMnXG4gKiBwdHkgbWFzdGVycywgZWFjaCBpbnRvIHRoYXQgcGFuZSdzIHJpbmcgKGByaW5nLnRzYCksIGluIGEgc3luY2hyb25vdXNcbiAqIGxvb3Agb2YgcG9sbCgpIGFuZCByZWFkKCkgb24gaXRzIG93biB0aHJlYWQsIHNvIHRoZSBjaGlsZHJlbiBrZWVwXG4gKiBwcm9kdWNpbmcgd2hpbGUgdGhlIHBhcnNlIHdvcmtlcnMgcGFyc2U6IHBlci1yZWFkIGNvc3RzIGFyZSBwYWlkIHBlclxuICogYmF0Y2ggKEdob3N0dHkgIzEzMjA5IG1lYXN1cmVkIDI1LTU1JSBtb3JlIHRocm91Z2hwdXQgZnJvbSB0aGlzIHNwbGl0KS5cbiAqIEEgcGFuZSBjb3N0cyBhIHB0eSBhbmQgYSByaW5nLCBub3QgYW5vdGhlciB0aHJlYWQgKGFuIGlkbGUgRGVubyB3b3JrZXJcbiAqIGlzIGFib3V0IDggTUIpLCBhbmQgYSBzZXNzaW9uIGNvc3RzIG9uZSB0aHJlYWQ6IGl0cyBwYXJzZSB3b3JrZXIuXG4gKlxuICogVGhlIGxvb3AgaXMgYW4gZXZlbnQgbG9vcCwgYXMgdG11eCdzOiBvbmUgcG9sbCgpIG92ZXIgZXZlcnkgbWFzdGVyLCB0aGVuXG4gKiBhIHR1cm4gZm9yIGVhY2ggcGFuZSB0aGF0IGhhcyBzb21ldGhpbmcgdG8gZG8uIFF1aWV0IHBhbmVzICh0aGVpciBsYXN0XG4gKiB0dXJuIGZvdW5kIG5vdGhpbmcgbW9yZSkgZ28gZmlyc3QgYW5kIGhvdCBvbmVzIChzdGlsbCByZWFkaW5nIGEgZmxvb2QpXG4gKiBhZnRlciwgYW5kIHRoZSBob3Qgb25lcyBzaGFyZSBhIGJ1ZGdldCBvZiByZWFkcyBwZXIgcm91bmQsIHNvIGEgcHJvbXB0XG4gKiBvciBhbiBlY2hvIHdhaXRzIGZvciBhdCBtb3N0IG9uZSByb3VuZCBvZiBmbG9vZHMsIGhvd2V2ZXIgbWFueSBzZXNzaW9uc1xuICogZmxvb2QuIEVhY2ggcGFuZSBoYXMgaXRzIG93biBiYWNrcHJlc3N1cmU6IGEgZnVsbCByaW5nIHN0b3BzIHJlYWRpbmdcbiAqIHRoYXQgcGFuZSBvbmx5LiBBIHR1cm4gb25seSByZWFkczogd2hlcmUgYSBob3QgcGFuZSdzIHR1cm4gZW5kcyBzYXlzXG4gKiBub3RoaW5nIG9mIHdoZXJlIGl0cyBiYXRjaCBlbmRzLCBzbyB0aGUgYnVkZ2V0IGNvc3RzIG5vIGJhdGNoaW5nLlxuICpcbiAqIFB1Ymxpc2hpbmcgcnVsZXM6XG4gKiAtIG5ldmVyIGhvbGQgYSBiYXRjaCB3aGlsZSB0aGUgY29uc3VtZXIgaXMgaWRsZTogd2l0aCB0aGUgcGFyc2VyIGlkbGUsIGFcbiAqICAgcmVhZCB0aGF0IGVuZHMgaW4gRUFHQUlOIG9yIGlzIHNtYWxsICh1bmRlciBgU01BTExfUkVBRF9CWVRFU2ApIGlzXG4gKiAgIHB1Ymxpc2hlZCBhdCBvbmNlIChiYXRjaGluZyB3aGlsZSB0aGUgcGFyc2VyIHdhaXRzIGFkZGVkIGFib3V0IDEgbXMgdG9cbiAqICAgZXZlcnkgcmVxdWVzdC9yZXNwb25zZSByb3VuZCB0cmlwIGluIEdob3N0dHkgIzEzMjIwKSwgYW5kIHNvIGlzIGEgYmF0Y2ggb2ZcbiAqICAgYElETEVfUFVCTElTSF9CWVRFU2AgaW4gYSBmbG9vZDtcbiAqIC0gd2hpbGUgdGhlIHBhcnNlciBpcyBidXN5LCBrZWVwIGZpbGxpbmcgdGhlIHNsb3Q6IGl0IGNvdWxkIG5vdCBsb29rIGF0IGFcbiAqICAgcGFydGlhbCBiYXRjaCBiZWZvcmUgaXQgZmluaXNoZXMgYW55d2F5LCBhbmQgd2hvbGUgc2xvdHMgYXJlIHdoYXQgbWFrZSBhXG4gKiAgIGZsb29kIGNoZWFwLiBHb2luZyBpZGxlIHdha2VzIHRoZSB3b3JrZXIgdGhyb3VnaCB0aGUgd2FrZSBmZDtcbiAqIC0gYSBmdWxsIHNsb3QgKGJ5dGVzIG9yIHJlYWQgZW5kcykgaXMgcHVibGlzaGVkO1xuICogLSBhIGZ1bGwgcmluZyBzdG9wcyByZWFkaW5nIHVudGlsIGEgc2xvdCBpcyByZWxlYXNlZDogdGhlIGtlcm5lbCdzIHB0eVxuICogICBidWZmZXIgZmlsbHMgYW5kIHRoZSBjaGlsZCBibG9ja3MsIHNvIG1lbW9yeSBzdGF5cyBmbGF0IChhbiB1bmJvdW5kZWRcbiAqICAgcXVldWUgZ3JldyB0byBodW5kcmVkcyBvZiBNQiBpbiB0b2FzdHR5ICM2MikuXG4gKlxuICogRXZlcnkgcHVibGlzaCBhbmQgZXZlcnkgcGFuZSdzIGVuZCBidW1wIHRoYXQgcGFuZSdzIHNpZ25hbCB3b3JkIChpdHNcbiAqIHNlc3Npb24nczogdGhlIHBhcnNlIHdvcmtlciB3YWl0cyBvbiBvbmUgd29yZCBmb3IgYWxsIG9mIGl0cyBwYW5lcykuXG4gKiBBdCBhIHBhbmUncyBFT0YgKEVJTyBmcm9tIHRoZSBtYXN0ZXIpIG9yIG9uIHJlcXVlc3QgaXQgcHVibGlzaGVzIHdoYXQgaXRcbiAqIGhhcywgbWFya3MgdGhhdCByaW5nIEVPRiBhbmQgcG9zdHMgdGhlIHBhbmUncyBgR2F0aGVyRG9uZWA7IGZyb20gdGhlbiBvblxuICogdGhlIHdvcmtlciBuZXZlciB0b3VjaGVzIHRoYXQgZmQuIEl0IG5ldmVyIGNsb3NlcyBhIG1hc3RlciBvciB0aGUgd2FrZVxuICogZmQ6IHRoZSBkYWVtb24gb3ducyB0aGVtLCBhbmQgY2xvc2VzIGEgbWFzdGVyIG9ubHkgYWZ0ZXIgaXRzXG4gKiBgR2F0aGVyRG9uZWAgKGEgY2xvc2VkIGZkIG51bWJlciBpcyByZXVzZWQgYXQgb25jZSBieSB0aGUgbmV4dCBwdHkpLlxuICpcbiAqIFRoZSBkYWVtb24gc3RhcnRzIGl0IHdpdGggYEdhdGhlcldvcmtlcmAgKGBzZXJ2ZXIvZGFlbW9uL3NoYXJlZF9nYXRoZXIudHNgKVxuICogYW5kIGFkZHMgcGFuZXMgYXMgdGhleSBhcmUgbWFkZTsgYHN0YXJ0R2F0aGVyV29ya2VyYCBydW5zIG9uZSBwYW5lIGFuZFxuICogZW5kcyB3aXRoIGl0ICh0ZXN0cywgYmVuY2htYXJrcykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGxpYmMsIFBPTExJTiB9IGZyb20gXCIuLi8uLi9wdHkvX2xpYmMudHNcIjtcbmltcG9ydCB7IGFkZHJlc3NPZiwgcmVhZFB0eSwgcmVhZFB0eUF0LCB3cml0ZVNvbWUgfSBmcm9tIFwiLi4vLi4vcHR5L2ZkX2lvLnRzXCI7XG5pbXBvcnQgeyBkcmFpbldha2VGZCwgc2lnbmFsV2FrZUZkIH0gZnJvbSBcIi4uLy4uL3B0eS93YWtlX2ZkLnRzXCI7XG5pbXBvcnQge1xuICBSRVFVRVNUX0RSQUlOLFxuICBSRVFVRVNUX05PTkUsXG4gIFJFUVVFU1RfU1RPUCxcbiAgUmluZ1Byb2R1Y2VyLFxufSBmcm9tIFwiLi9yaW5nLnRzXCI7XG5pbXBvcnQgeyBGbG9vZFNsaWNlLCBRVUlFVF9NUyB9IGZyb20gXCIuL2Zsb29kX3NsaWNlLnRzXCI7XG5pbXBvcnQgeyBUT1VDSF9FVkVSWV9NUywgVFRZX1BBVVNFLCBUVFlfU1RPUCwgVHR5Q29udHJvbCB9IGZyb20gXCIuL3R0eV9rZXlzLnRzXCI7XG5pbXBvcnQgeyBpbnB1dFBhcnNlU2lnbmFsIH0gZnJvbSBcIi4vcGFyc2VfbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IGlucHV0QWN0aXZpdHksIG5vdGVJbnB1dCB9IGZyb20gXCIuL2lucHV0X2FjdGl2aXR5LnRzXCI7XG5pbXBvcnQgeyB3b3JrZXJVcmwgfSBmcm9tIFwiLi93b3JrZXJfdXJsLnRzXCI7XG5cbi8qKiBPbmUgcGFuZSBmb3IgYHN0YXJ0R2F0aGVyV29ya2VyYC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgR2F0aGVySW5pdCB7XG4gIC8qKiBUaGUgcHR5IG1hc3Rlcjogbm9uYmxvY2tpbmcuICovXG4gIGZkOiBudW1iZXI7XG4gIC8qKiBUaGUgcmluZzogYEJ5dGVSaW5nLmNyZWF0ZSgpLnNhYmAuICovXG4gIHNhYjogU2hhcmVkQXJyYXlCdWZmZXI7XG4gIC8qKlxuICAgKiBUaGUgcmluZydzIHdha2UgZmQgKGBCeXRlUmluZy53YWtlRmRgKSwgYW4gZXZlbnRmZCB0aGF0XG4gICAqIGBCeXRlUmluZy5yZXF1ZXN0U3RvcGAgYW5kIGFuIGlkbGUgY29uc3VtZXIgd3JpdGUuXG4gICAqL1xuICB3YWtlRmQ6IG51bWJlcjtcbn1cblxuLyoqIFdoeSB0aGUgZ2F0aGVyIHdvcmtlciBzdG9wcGVkIGRyYWluaW5nIGEgcGFuZS4gKi9cbmV4cG9ydCB0eXBlIEdhdGhlckVuZFJlYXNvbiA9XG4gIC8qKiBUaGUgY2hpbGQgc2lkZSBvZiB0aGUgcHR5IGNsb3NlZCAoRUlPKS4gKi9cbiAgfCBcImVvZlwiXG4gIC8qKiBBc2tlZCB0byBkcmFpbiBhZnRlciB0aGUgY2hpbGQgZXhpdGVkOyBub3RoaW5nIG1vcmUgd2FzIHJlYWRhYmxlLiAqL1xuICB8IFwiZHJhaW5lZFwiXG4gIC8qKiBBc2tlZCB0byBzdG9wIG5vdy4gKi9cbiAgfCBcInN0b3BwZWRcIlxuICAvKiogUmVhZGluZyBmYWlsZWQgdW5leHBlY3RlZGx5OyBzZWUgYGVycm9yYC4gKi9cbiAgfCBcImVycm9yXCI7XG5cbi8qKiBBIHBhbmUncyBsYXN0IG1lc3NhZ2UgZnJvbSB0aGUgZ2F0aGVyIHdvcmtlci4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgR2F0aGVyRG9uZSB7XG4gIC8qKiBBbHdheXMgXCJkb25lXCIuICovXG4gIHR5cGU6IFwiZG9uZVwiO1xuICAvKiogVGhlIHBhbmUgKGBHYXRoZXJQYW5lSW5pdC5pZGApLiAqL1xuICBpZDogbnVtYmVyO1xuICAvKiogV2h5IGl0IHN0b3BwZWQuICovXG4gIHJlYXNvbjogR2F0aGVyRW5kUmVhc29uO1xuICAvKiogQnl0ZXMgcmVhZCBmcm9tIHRoZSBwdHkgaW4gdGhlIHdvcmtlcidzIGxpZmUuICovXG4gIGJ5dGVzOiBudW1iZXI7XG4gIC8qKiBCYXRjaGVzIHB1Ymxpc2hlZC4gKi9cbiAgYmF0Y2hlczogbnVtYmVyO1xuICAvKiogVGltZXMgdGhlIHdvcmtlciBzbGVwdCBpbiBwb2xsKCkgKG5vdGhpbmcgcmVhZGFibGUpLiAqL1xuICBwb2xsczogbnVtYmVyO1xuICAvKiogVGltZXMgaXQgd2FpdGVkIGZvciB0aGUgY29uc3VtZXIgdG8gcmVsZWFzZSBhIHNsb3QgKHJpbmcgZnVsbCkuICovXG4gIGZ1bGxXYWl0czogbnVtYmVyO1xuICAvKiogTWVzc2FnZSBvZiB0aGUgZXJyb3Igd2hlbiBgcmVhc29uYCBpcyBcImVycm9yXCIuICovXG4gIGVycm9yPzogc3RyaW5nO1xufVxuXG4vKipcbiAqIFJlYWRzIHVuZGVyIHRoaXMgc2l6ZSBhcmUgdGhlIGVuZCBvZiBhIGJ1cnN0IChhIHByb21wdCwgYW4gZWNobywgYSBxdWVyeSk6XG4gKiBwdWJsaXNoZWQgYXQgb25jZSB3aGVuIHRoZSBwYXJzZXIgaXMgaWRsZS4gQSBmbG9vZCByZWFkcyBhYm91dCA0IEtpQiBlYWNoLlxuICovXG5leHBvcnQgY29uc3QgU01BTExfUkVBRF9CWVRFUyA9IDEwMjQ7XG5cbi8qKlxuICogSW4gYSBmbG9vZCB0aGUgcmVhZHMgcmFyZWx5IGVuZCBpbiBFQUdBSU4sIHNvIHdpdGggdGhlIHBhcnNlciBpZGxlIGEgYmF0Y2hcbiAqIGlzIHB1Ymxpc2hlZCBvbmNlIGl0IGhvbGRzIHRoaXMgbXVjaCwgcmF0aGVyIHRoYW4gd2hlbiBpdHMgc2xvdCBpcyBmdWxsOlxuICogdGhlIHBhcnNlciB0aGVuIHdhaXRzIGF0IG1vc3QgYWJvdXQgMC43IG1zIGF0IDEwMCBNQi9zIGluc3RlYWQgb2YgMi42LlxuICogTWVhc3VyZWQgKDMyIE1pQiBjb29rZWQgYGNhdGAsIFZUIGVuZ2luZSBjb25zdW1pbmcsIENQVSBvZiB0aGUgd2hvbGVcbiAqIHByb2Nlc3MpOiBwdWJsaXNoaW5nIGF0IDY0IEtpQiBjb3N0IHRoZSBzYW1lIGFzIHdob2xlIHNsb3RzICgzOC8zMy8zMlxuICogdGlja3MgdnMgMzcvMzMvMzIpLCBhdCAxNiBLaUIgYSBsaXR0bGUgbW9yZSAoMzcvMzUvMzQpLCBhZnRlciBldmVyeSByZWFkXG4gKiB0aGUgbW9zdCAoNDEvNDAvMzgpLiBXYWxsIHRpbWVzIHdlcmUgd2l0aGluIHRoZSBtYWNoaW5lJ3Mgbm9pc2UuXG4gKi9cbmV4cG9ydCBjb25zdCBJRExFX1BVQkxJU0hfQllURVMgPSA2NCAqIDEwMjQ7XG5cbi8qKlxuICogVGltZSB0byBhIHBhbmUncyBuZXh0IHR1cm4gd2hpbGUgaXQgaG9sZHMgYSBwYXJ0aWFsIGJhdGNoIGZvciBhIGJ1c3lcbiAqIHBhcnNlci4gR29pbmcgaWRsZSB3YWtlcyB0aGUgd29ya2VyIHRocm91Z2ggdGhlIHdha2UgZmQ7IHRoaXMgb25seSBib3VuZHNcbiAqIHRoZSBkZWxheSB3aGVuIHRoZSBjb25zdW1lciB3YXMgZ2l2ZW4gbm8gd2FrZSBmZC5cbiAqL1xuY29uc3QgSE9MRF9QT0xMX01TID0gNTtcblxuLyoqIFRpbWUgdG8gYW4gaWRsZSBwYW5lJ3MgbmV4dCB0dXJuOiByZXF1ZXN0cyBhcnJpdmUgdGhyb3VnaCB0aGUgd2FrZSBmZC4gKi9cbmNvbnN0IElETEVfUE9MTF9NUyA9IDEwMDA7XG5cbi8qKiBUaW1lIHRvIGEgZnVsbCByaW5nJ3MgbmV4dCB0dXJuIChyZWxlYXNlcyBhbmQgc3RvcCByZXF1ZXN0cyB3YWtlIGl0KS4gKi9cbmNvbnN0IEZVTExfV0FJVF9NUyA9IDI1MDtcblxuLyoqXG4gKiBNb3N0IHJlYWRzIG9mIG9uZSBwYW5lIGluIG9uZSB0dXJuOiBhIHNsb3QncyB3b3J0aCBpbiBhIGZsb29kLCB3aGljaCBpc1xuICogd2hhdCBhIHBhbmUgdGhhdCBmbG9vZHMgYWxvbmUgZ2V0cyBlYWNoIHJvdW5kLlxuICovXG5jb25zdCBSRUFEU19QRVJfVFVSTiA9IDY0O1xuXG4vKipcbiAqIFJlYWRzIHBlciByb3VuZCB0aGF0IHRoZSBob3QgcGFuZXMgc2hhcmUgKGVhY2ggZ2V0cyBhdCBsZWFzdFxuICogYE1JTl9SRUFEU19QRVJfVFVSTmApOiBvbmUgZmxvb2QgYWxvbmUgcmVhZHMgYSBzbG90IHBlciByb3VuZCwgdHdlbnR5XG4gKiByZWFkIDQgZWFjaCwgc28gYSBxdWlldCBwYW5lJ3MgdHVybiBjb21lcyBhZnRlciBhYm91dCA4MCByZWFkcyBhdCBtb3N0LlxuICovXG5jb25zdCBSRUFEU19QRVJfUk9VTkQgPSA2NDtcbmNvbnN0IE1JTl9SRUFEU19QRVJfVFVSTiA9IDQ7XG5cbi8qKlxuICogQWZ0ZXIgUkVRVUVTVF9EUkFJTiwgaG93IGxvbmcgdG8gd2FpdCBmb3IgbW9yZSBvdXRwdXQgb25jZSBhIHJlYWQgZmluZHNcbiAqIG5vdGhpbmc6IHRoZSBjaGlsZCdzIGxhc3QgYnl0ZXMgbWF5IHN0aWxsIGJlIG9uIHRoZWlyIHdheSB0aHJvdWdoIHRoZVxuICoga2VybmVsJ3MgZmxpcCBidWZmZXIgd2hlbiBpdHMgZXhpdCBpcyBzZWVuLlxuICovXG5jb25zdCBEUkFJTl9HUkFDRV9NUyA9IDIwO1xuXG4vKiogQSBwYW5lIHRvIGRyYWluOiBpdHMgbWFzdGVyLCBpdHMgcmluZyBhbmQgdGhlIHdvcmQgaXRzIHBhcnNlciB3YWl0cyBvbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgR2F0aGVyUGFuZUluaXQge1xuICAvKiogVW5pcXVlIGFtb25nIHRoZSB3b3JrZXIncyBwYW5lcyB3aGlsZSBpdCBpcyBkcmFpbmVkLiAqL1xuICBpZDogbnVtYmVyO1xuICAvKiogVGhlIHB0eSBtYXN0ZXI6IG5vbmJsb2NraW5nLiAqL1xuICBmZDogbnVtYmVyO1xuICAvKiogVGhlIHBhbmUncyByaW5nIChtYWRlIHdpdGggdGhlIHdvcmtlcidzIHdha2UgZmQpLiAqL1xuICBzYWI6IFNoYXJlZEFycmF5QnVmZmVyO1xuICAvKipcbiAgICogQW4gSW50MzIgd29yZCBidW1wZWQgKGFuZCBub3RpZmllZCkgYWZ0ZXIgZXZlcnkgcHVibGlzaCBhbmQgYXQgdGhlXG4gICAqIHBhbmUncyBlbmQ6IGl0cyBzZXNzaW9uJ3MsIHdoaWNoIHRoZSBwYXJzZSB3b3JrZXIgd2FpdHMgb24uXG4gICAqL1xuICBzaWduYWw6IFNoYXJlZEFycmF5QnVmZmVyIHwgbnVsbDtcbn1cblxuLyoqIEEgdGVybWluYWwgdGhlIGRhZW1vbiBkcmF3cywgd2hvc2Uga2V5cyB0aGUgd29ya2VyIHJlYWRzIChgdHR5X2tleXMudHNgKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgR2F0aGVyVHR5SW5pdCB7XG4gIC8qKiBVbmlxdWUgYW1vbmcgdGhlIHdvcmtlcidzIHRlcm1pbmFscyB3aGlsZSBpdCBpcyByZWFkLiAqL1xuICBpZDogbnVtYmVyO1xuICAvKiogVGhlIHRlcm1pbmFsOiBub25ibG9ja2luZy4gKi9cbiAgZmQ6IG51bWJlcjtcbiAgLyoqIEl0cyBgVHR5Q29udHJvbGAncyBhcmVhLiAqL1xuICBjb250cm9sOiBTaGFyZWRBcnJheUJ1ZmZlcjtcbiAgLyoqIEl0cyBzZXNzaW9uJ3Mgcm91dGUgd29yZCAoYGNyZWF0ZVJvdXRlYCkuICovXG4gIHJvdXRlOiBTaGFyZWRBcnJheUJ1ZmZlcjtcbn1cblxuLyoqIFdoYXQgdGhlIHdvcmtlciB0ZWxscyBvZiBhIHRlcm1pbmFsJ3Mga2V5cy4gKi9cbmV4cG9ydCB0eXBlIFR0eU1zZyA9XG4gIC8qKlxuICAgKiBLZXlzIGZvciB0aGUgYXR0YWNoIGNsaWVudCBvbiB0aGUgbWFpbiB0aHJlYWQsIGluIG9yZGVyOyBgc2VxYDogdGhlXG4gICAqIGhhbmQtb3ZlcidzIGNvdW50IChgVHR5Q29udHJvbC5oYW5kT3ZlcmApLlxuICAgKi9cbiAgfCB7IHR5cGU6IFwia2V5c1wiOyBpZDogbnVtYmVyOyBkYXRhOiBVaW50OEFycmF5OyBzZXE6IG51bWJlciB9XG4gIC8qKiBUaGUgdGVybWluYWwgaHVuZyB1cCAob3IgZmFpbGVkKTogbm90aGluZyBtb3JlIHdpbGwgYmUgdHlwZWQuICovXG4gIHwgeyB0eXBlOiBcInR0eS1lbmRcIjsgaWQ6IG51bWJlciB9XG4gIC8qKiBLZXlzIHdlbnQgc3RyYWlnaHQgdG8gdGhlIHBhbmUgKGF0IG1vc3QgZXZlcnkgYFRPVUNIX0VWRVJZX01TYCkuICovXG4gIHwgeyB0eXBlOiBcInRvdWNoZWRcIjsgaWQ6IG51bWJlciB9XG4gIC8qKiBUaGUgd29ya2VyIGhhcyBsZXQgZ28gb2YgdGhlIHRlcm1pbmFsIChhZnRlciBgVFRZX1NUT1BgKS4gKi9cbiAgfCB7IHR5cGU6IFwidHR5LWRvbmVcIjsgaWQ6IG51bWJlciB9O1xuXG4vKiogTWVzc2FnZXMgdG8gdGhlIHdvcmtlci4gKi9cbnR5cGUgVG9HYXRoZXIgPVxuICB8IHtcbiAgICB0OiBcInN0YXJ0XCI7XG4gICAgd2FrZUZkOiBudW1iZXI7XG4gICAgY29udHJvbDogU2hhcmVkQXJyYXlCdWZmZXI7XG4gICAgb25jZTogYm9vbGVhbjtcbiAgICAvKiogVGhlIGRhZW1vbidzIGlucHV0IGNvdW50IChgaW5wdXRfYWN0aXZpdHkudHNgKS4gKi9cbiAgICBhY3Rpdml0eT86IFNoYXJlZEFycmF5QnVmZmVyO1xuICB9XG4gIHwgeyB0OiBcImFkZFwiOyBzZXE6IG51bWJlcjsgcGFuZTogR2F0aGVyUGFuZUluaXQgfVxuICB8IHsgdDogXCJ0dHlcIjsgc2VxOiBudW1iZXI7IHR0eTogR2F0aGVyVHR5SW5pdCB9XG4gIC8qKlxuICAgKiBUaGUgdGVybWluYWwncyBjbGllbnQgbW92ZWQgdG8gYW5vdGhlciBzZXNzaW9uIChgc3dpdGNoLWNsaWVudGApOlxuICAgKiByb3V0ZSBgZ2l2ZW5gIChgVHR5Q29udHJvbC5yZXJvdXRlYCkuXG4gICAqL1xuICB8IHtcbiAgICB0OiBcInR0eS1yb3V0ZVwiO1xuICAgIHNlcTogbnVtYmVyO1xuICAgIGlkOiBudW1iZXI7XG4gICAgcm91dGU6IFNoYXJlZEFycmF5QnVmZmVyO1xuICAgIGdpdmVuOiBudW1iZXI7XG4gIH1cbiAgLyoqIFRocm93cyBvbiB0aGUgd29ya2VyJ3MgdGhyZWFkLCBhcyBhIGJ1ZyBpbiBpdHMgbG9vcCB3b3VsZCAodGVzdHMpLiAqL1xuICB8IHsgdDogXCJjcmFzaFwiOyBzZXE6IG51bWJlciB9O1xuXG4vKiogSW50MzIgaW5kZXggaW4gdGhlIGNvbnRyb2wgYXJlYTogbWVzc2FnZXMgcG9zdGVkIHNvIGZhci4gKi9cbmNvbnN0IENPTlRST0xfU0VRID0gMDtcbi8qKlxuICogSW50MzIgaW5kZXggaW4gdGhlIGNvbnRyb2wgYXJlYTogZmxvb2QgYmF0Y2hlcyBwdWJsaXNoZWQsIGFueSBwYW5lJ3NcbiAqIChgSURMRV9QVUJMSVNIX0JZVEVTYCBvciBtb3JlKS4gSXQgbW92ZXMgd2hpbGUgb3V0cHV0IGZsb29kcywgd2hpY2ggdGhlXG4gKiBkYWVtb24gcmVhZHMgdG8ga2VlcCBvdGhlciB3b3JrIG91dCBvZiBhIGZsb29kJ3Mgd2F5IChgZmxvb2RzYCkuXG4gKi9cbmNvbnN0IENPTlRST0xfRkxPT0RTID0gMTtcblxuaW50ZXJmYWNlIFdhaXRpbmcge1xuICBwYW5lOiBHYXRoZXJQYW5lSW5pdDtcbiAgcmVzb2x2ZTogKGQ6IEdhdGhlckRvbmUpID0+IHZvaWQ7XG59XG5cbmludGVyZmFjZSBSZWFkVHR5IHtcbiAgdHR5OiBHYXRoZXJUdHlJbml0O1xuICBvbk1lc3NhZ2U6IChtOiBUdHlNc2cpID0+IHZvaWQ7XG59XG5cbi8qKlxuICogQSBnYXRoZXIgd29ya2VyIHRocmVhZCBhbmQgdGhlIHBhbmVzIGl0IGRyYWlucy4gUGFuZXMgYXJlIGFkZGVkIGFzIHRoZXlcbiAqIGFyZSBtYWRlOyBlYWNoIHBhbmUncyBlbmQgcmVzb2x2ZXMgaXRzIGBhZGRgLiBJZiB0aGUgdGhyZWFkIGRpZXMgKGEgYnVnOlxuICogaXRzIGxvb3AgY2F0Y2hlcyBlYWNoIHBhbmUncyBlcnJvcnMpLCBgb25DcmFzaGAgZGVjaWRlcyB3aGV0aGVyIGEgbmV3XG4gKiB0aHJlYWQgdGFrZXMgZXZlcnkgcGFuZSBvdmVyLCBmcm9tIHdoZXJlIGl0cyByaW5nIHN0YW5kcyAod2hhdCB3YXMgcmVhZFxuICogYW5kIG5vdCB5ZXQgcHVibGlzaGVkLCBhdCBtb3N0IG9uZSBzbG90IHBlciBwYW5lLCBpcyBsb3N0KTsgZWxzZSBldmVyeVxuICogcGFuZSBlbmRzIHdpdGggXCJlcnJvclwiLlxuICovXG5leHBvcnQgY2xhc3MgR2F0aGVyV29ya2VyIHtcbiAgI3dvcmtlcjogV29ya2VyO1xuICAjY29udHJvbCA9IG5ldyBJbnQzMkFycmF5KG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig4KSk7XG4gIHJlYWRvbmx5ICN3YWtlRmQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgI25hbWU6IHN0cmluZztcbiAgcmVhZG9ubHkgI29uY2U6IGJvb2xlYW47XG4gICNzZXEgPSAwO1xuICAjd2FpdGluZyA9IG5ldyBNYXA8bnVtYmVyLCBXYWl0aW5nPigpO1xuICAjdHR5cyA9IG5ldyBNYXA8bnVtYmVyLCBSZWFkVHR5PigpO1xuICAjZGVhZCA9IGZhbHNlO1xuICAvKipcbiAgICogVGhlIHRocmVhZCBkaWVkIHdpdGggYG1lc3NhZ2VgOiByZXR1cm4gdHJ1ZSB0byBzdGFydCBhIG5ldyBvbmUgdGhhdFxuICAgKiB0YWtlcyBvdmVyIGV2ZXJ5IHBhbmUsIGZhbHNlIHRvIGVuZCB0aGVtIGFsbCB3aXRoIFwiZXJyb3JcIi5cbiAgICovXG4gIG9uQ3Jhc2g6IChtZXNzYWdlOiBzdHJpbmcpID0+IGJvb2xlYW4gPSAoKSA9PiBmYWxzZTtcblxuICAvKipcbiAgICogYHdha2VGZGA6IHRoZSBldmVudGZkIGV2ZXJ5IHJpbmcgb2YgdGhpcyB3b3JrZXIncyBwYW5lcyB3YWtlcy4gYHdvcmtlcmA6XG4gICAqIG9uZSBtYWRlIGFoZWFkIGJ5IGBzcGF3bkdhdGhlcldvcmtlcmAsIG9yIG5vbmUgdG8gbWFrZSBvbmUgbm93LlxuICAgKi9cbiAgY29uc3RydWN0b3IoXG4gICAgd2FrZUZkOiBudW1iZXIsXG4gICAgbmFtZTogc3RyaW5nLFxuICAgIG9uY2UgPSBmYWxzZSxcbiAgICB3b3JrZXI6IFdvcmtlciA9IHNwYXduR2F0aGVyV29ya2VyKG5hbWUpLFxuICApIHtcbiAgICB0aGlzLiN3YWtlRmQgPSB3YWtlRmQ7XG4gICAgdGhpcy4jbmFtZSA9IG5hbWU7XG4gICAgdGhpcy4jb25jZSA9IG9uY2U7XG4gICAgdGhpcy4jd29ya2VyID0gd29ya2VyO1xuICAgIHRoaXMuI3N0YXJ0KCk7XG4gIH1cblxuICAvKiogVGhlIHdvcmtlciB0aHJlYWQgbm93IChhIG5ldyBvbmUgYWZ0ZXIgYSBjcmFzaCkuICovXG4gIGdldCB3b3JrZXIoKTogV29ya2VyIHtcbiAgICByZXR1cm4gdGhpcy4jd29ya2VyO1xuICB9XG5cbiAgLyoqIFBhbmVzIGJlaW5nIGRyYWluZWQuICovXG4gIGdldCBwYW5lcygpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiN3YWl0aW5nLnNpemU7XG4gIH1cblxuICAvKiogVGhlIHRocmVhZCBkaWVkIGFuZCB3YXMgbm90IHJlcGxhY2VkOiBpdCBkcmFpbnMgbm90aGluZyBtb3JlLiAqL1xuICBnZXQgZGVhZCgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jZGVhZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBGbG9vZCBiYXRjaGVzIHB1Ymxpc2hlZCBzbyBmYXIsIGJ5IGV2ZXJ5IHBhbmU6IGl0IG1vdmVzIHdoaWxlIGFueVxuICAgKiBwYW5lIGZsb29kcyAoaXQgc3RhcnRzIGFnYWluIGZyb20gMCBhZnRlciBhIGNyYXNoOyBjb21wYXJlIGZvciBjaGFuZ2UpLlxuICAgKi9cbiAgZ2V0IGZsb29kcygpOiBudW1iZXIge1xuICAgIHJldHVybiBBdG9taWNzLmxvYWQodGhpcy4jY29udHJvbCwgQ09OVFJPTF9GTE9PRFMpO1xuICB9XG5cbiAgLyoqIFN0YXJ0cyBkcmFpbmluZyBhIHBhbmU7IHJlc29sdmVzIHdpdGggaXRzIGxhc3QgbWVzc2FnZS4gKi9cbiAgYWRkKHBhbmU6IEdhdGhlclBhbmVJbml0KTogUHJvbWlzZTxHYXRoZXJEb25lPiB7XG4gICAgcmV0dXJuIG5ldyBQcm9taXNlPEdhdGhlckRvbmU+KChyZXNvbHZlKSA9PiB7XG4gICAgICB0aGlzLiN3YWl0aW5nLnNldChwYW5lLmlkLCB7IHBhbmUsIHJlc29sdmUgfSk7XG4gICAgICB0aGlzLiNwb3N0KHsgdDogXCJhZGRcIiwgc2VxOiB0aGlzLiNzZXEgKyAxLCBwYW5lIH0pO1xuICAgIH0pO1xuICB9XG5cbiAgLyoqXG4gICAqIFN0YXJ0cyByZWFkaW5nIGEgdGVybWluYWwncyBrZXlzOyBgb25NZXNzYWdlYCBnZXRzIHdoYXQgdGhlIHdvcmtlclxuICAgKiB0ZWxscyBvZiBpdCwgYHR0eS1kb25lYCBsYXN0IChhZnRlciBgVFRZX1NUT1BgIGluIGl0cyBjb250cm9sIGFuZFxuICAgKiBgd2FrZSgpYCkuIEtleXMgYXJlIG5vdCByZWFkIGJ5IGEgZGVhZCB3b3JrZXI6IGB0dHktZW5kYCBhdCBvbmNlLlxuICAgKi9cbiAgYWRkVHR5KHR0eTogR2F0aGVyVHR5SW5pdCwgb25NZXNzYWdlOiAobTogVHR5TXNnKSA9PiB2b2lkKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2RlYWQpIHtcbiAgICAgIG9uTWVzc2FnZSh7IHR5cGU6IFwidHR5LWVuZFwiLCBpZDogdHR5LmlkIH0pO1xuICAgICAgb25NZXNzYWdlKHsgdHlwZTogXCJ0dHktZG9uZVwiLCBpZDogdHR5LmlkIH0pO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiN0dHlzLnNldCh0dHkuaWQsIHsgdHR5LCBvbk1lc3NhZ2UgfSk7XG4gICAgdGhpcy4jcG9zdCh7IHQ6IFwidHR5XCIsIHNlcTogdGhpcy4jc2VxICsgMSwgdHR5IH0pO1xuICB9XG5cbiAgLyoqIFRoZSB0ZXJtaW5hbCdzIGtleXMgZ28gdG8gdGhlIHNlc3Npb24gb2YgYHJvdXRlYCBmcm9tIG5vdyBvbi4gKi9cbiAgcm91dGVUdHkoaWQ6IG51bWJlciwgcm91dGU6IFNoYXJlZEFycmF5QnVmZmVyKTogdm9pZCB7XG4gICAgY29uc3QgdCA9IHRoaXMuI3R0eXMuZ2V0KGlkKTtcbiAgICBpZiAoIXQpIHJldHVybjtcbiAgICB0LnR0eSA9IHsgLi4udC50dHksIHJvdXRlIH07XG4gICAgY29uc3QgZ2l2ZW4gPSBuZXcgVHR5Q29udHJvbCh0LnR0eS5jb250cm9sKS5yZXJvdXRlKCk7XG4gICAgdGhpcy4jcG9zdCh7IHQ6IFwidHR5LXJvdXRlXCIsIHNlcTogdGhpcy4jc2VxICsgMSwgaWQsIHJvdXRlLCBnaXZlbiB9KTtcbiAgfVxuXG4gIC8qKiBCcmluZ3MgdGhlIHdvcmtlciBvdXQgb2YgaXRzIHBvbGwgdG8gbG9vayBhdCB0aGUgY29udHJvbCBhcmVhcy4gKi9cbiAgd2FrZSgpOiB2b2lkIHtcbiAgICBzaWduYWxXYWtlRmQodGhpcy4jd2FrZUZkKTtcbiAgfVxuXG4gIC8qKiBNYWtlcyB0aGUgdGhyZWFkIHRocm93LCBhcyBhIGJ1ZyBpbiBpdHMgbG9vcCB3b3VsZCAodGVzdHMpLiAqL1xuICBjcmFzaCgpOiB2b2lkIHtcbiAgICB0aGlzLiNwb3N0KHsgdDogXCJjcmFzaFwiLCBzZXE6IHRoaXMuI3NlcSArIDEgfSk7XG4gIH1cblxuICB0ZXJtaW5hdGUoKTogdm9pZCB7XG4gICAgdGhpcy4jd29ya2VyLnRlcm1pbmF0ZSgpO1xuICB9XG5cbiAgI3Bvc3QobXNnOiBUb0dhdGhlciAmIHsgc2VxOiBudW1iZXIgfSk6IHZvaWQge1xuICAgIHRoaXMuI3NlcSA9IG1zZy5zZXE7XG4gICAgdGhpcy4jd29ya2VyLnBvc3RNZXNzYWdlKG1zZyk7XG4gICAgLy8gVGhlIHdvcmtlcidzIGxvb3AgYmxvY2tzIGl0cyB0aHJlYWQ6IHRoZSBzaGFyZWQgY291bnQgYW5kIHRoZSB3YWtlIGZkXG4gICAgLy8gdGVsbCBpdCB0byBjb21lIG91dCBhbmQgdGFrZSB0aGUgbWVzc2FnZS5cbiAgICBBdG9taWNzLnN0b3JlKHRoaXMuI2NvbnRyb2wsIENPTlRST0xfU0VRLCB0aGlzLiNzZXEpO1xuICAgIHNpZ25hbFdha2VGZCh0aGlzLiN3YWtlRmQpO1xuICB9XG5cbiAgI3N0YXJ0KCk6IHZvaWQge1xuICAgIHRoaXMuI3dvcmtlci5vbm1lc3NhZ2UgPSAoZTogTWVzc2FnZUV2ZW50PEdhdGhlckRvbmUgfCBUdHlNc2c+KSA9PiB7XG4gICAgICBjb25zdCBtc2cgPSBlLmRhdGE7XG4gICAgICBpZiAobXNnLnR5cGUgIT09IFwiZG9uZVwiKSByZXR1cm4gdGhpcy4jdHR5TWVzc2FnZShtc2cpO1xuICAgICAgY29uc3QgdyA9IHRoaXMuI3dhaXRpbmcuZ2V0KG1zZy5pZCk7XG4gICAgICB0aGlzLiN3YWl0aW5nLmRlbGV0ZShtc2cuaWQpO1xuICAgICAgdz8ucmVzb2x2ZShtc2cpO1xuICAgIH07XG4gICAgdGhpcy4jd29ya2VyLm9uZXJyb3IgPSAoZTogRXJyb3JFdmVudCkgPT4ge1xuICAgICAgZS5wcmV2ZW50RGVmYXVsdCgpO1xuICAgICAgdGhpcy4jd29ya2VyLnRlcm1pbmF0ZSgpO1xuICAgICAgdGhpcy4jY3Jhc2hlZChlLm1lc3NhZ2UpO1xuICAgIH07XG4gICAgY29uc3Qgc3RhcnQ6IFRvR2F0aGVyID0ge1xuICAgICAgdDogXCJzdGFydFwiLFxuICAgICAgd2FrZUZkOiB0aGlzLiN3YWtlRmQsXG4gICAgICBjb250cm9sOiB0aGlzLiNjb250cm9sLmJ1ZmZlciBhcyBTaGFyZWRBcnJheUJ1ZmZlcixcbiAgICAgIG9uY2U6IHRoaXMuI29uY2UsXG4gICAgICBhY3Rpdml0eTogaW5wdXRBY3Rpdml0eSgpLFxuICAgIH07XG4gICAgdGhpcy4jd29ya2VyLnBvc3RNZXNzYWdlKHN0YXJ0KTtcbiAgfVxuXG4gICN0dHlNZXNzYWdlKG1zZzogVHR5TXNnKTogdm9pZCB7XG4gICAgY29uc3QgdCA9IHRoaXMuI3R0eXMuZ2V0KG1zZy5pZCk7XG4gICAgaWYgKG1zZy50eXBlID09PSBcInR0eS1kb25lXCIpIHRoaXMuI3R0eXMuZGVsZXRlKG1zZy5pZCk7XG4gICAgdD8ub25NZXNzYWdlKG1zZyk7XG4gIH1cblxuICAjY3Jhc2hlZChtZXNzYWdlOiBzdHJpbmcpOiB2b2lkIHtcbiAgICBjb25zdCBidXN5ID0gdGhpcy4jd2FpdGluZy5zaXplID4gMCB8fCB0aGlzLiN0dHlzLnNpemUgPiAwO1xuICAgIGlmIChidXN5ICYmIHRoaXMub25DcmFzaChtZXNzYWdlKSkge1xuICAgICAgdGhpcy4jd29ya2VyID0gc3Bhd25HYXRoZXJXb3JrZXIodGhpcy4jbmFtZSk7XG4gICAgICB0aGlzLiNjb250cm9sID0gbmV3IEludDMyQXJyYXkobmV3IFNoYXJlZEFycmF5QnVmZmVyKDgpKTtcbiAgICAgIHRoaXMuI3NlcSA9IDA7XG4gICAgICB0aGlzLiNzdGFydCgpO1xuICAgICAgZm9yIChjb25zdCB7IHBhbmUgfSBvZiB0aGlzLiN3YWl0aW5nLnZhbHVlcygpKSB7XG4gICAgICAgIHRoaXMuI3Bvc3QoeyB0OiBcImFkZFwiLCBzZXE6IHRoaXMuI3NlcSArIDEsIHBhbmUgfSk7XG4gICAgICB9XG4gICAgICAvLyBBIGtleSB0aGUgZGVhZCB0aHJlYWQgaGFkIHJlYWQgYW5kIG5vdCBoYW5kZWQgb24gaXMgbG9zdCB3aXRoIGl0LlxuICAgICAgZm9yIChjb25zdCB7IHR0eSB9IG9mIHRoaXMuI3R0eXMudmFsdWVzKCkpIHtcbiAgICAgICAgbmV3IFR0eUNvbnRyb2wodHR5LmNvbnRyb2wpLnJlZnVzZSgpO1xuICAgICAgICB0aGlzLiNwb3N0KHsgdDogXCJ0dHlcIiwgc2VxOiB0aGlzLiNzZXEgKyAxLCB0dHkgfSk7XG4gICAgICB9XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI2RlYWQgPSB0cnVlO1xuICAgIGZvciAoY29uc3QgW2lkLCB3XSBvZiB0aGlzLiN3YWl0aW5nKSB7XG4gICAgICB3LnJlc29sdmUoZG9uZVN0YXRzKGlkLCBcImVycm9yXCIsIG1lc3NhZ2UpKTtcbiAgICB9XG4gICAgdGhpcy4jd2FpdGluZy5jbGVhcigpO1xuICAgIGZvciAoY29uc3QgW2lkLCB0XSBvZiB0aGlzLiN0dHlzKSB7XG4gICAgICB0Lm9uTWVzc2FnZSh7IHR5cGU6IFwidHR5LWVuZFwiLCBpZCB9KTtcbiAgICAgIHQub25NZXNzYWdlKHsgdHlwZTogXCJ0dHktZG9uZVwiLCBpZCB9KTtcbiAgICB9XG4gICAgdGhpcy4jdHR5cy5jbGVhcigpO1xuICB9XG59XG5cbi8qKlxuICogQSBnYXRoZXIgd29ya2VyIHRocmVhZCwgbG9hZGluZyBpdHMgbW9kdWxlLCBub3QgeWV0IHRvbGQgd2hhdCB0byBkcmFpbjpcbiAqIGdpdmUgaXQgdG8gYEdhdGhlcldvcmtlcmAuIE1ha2luZyBvbmUgYmxvY2tzIHRoZSBjYWxsaW5nIHRocmVhZCB1bnRpbFxuICogdGhlIHdvcmtlcidzIGlzb2xhdGUgZXhpc3RzIChEZW5vJ3MgYG5ldyBXb3JrZXJgKTogNS0xMCBtcyBpZGxlLCBvdmVyXG4gKiAxMDAgbXMgb24gYSBsb2FkZWQgbWFjaGluZS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwYXduR2F0aGVyV29ya2VyKG5hbWU6IHN0cmluZyk6IFdvcmtlciB7XG4gIHJldHVybiBuZXcgV29ya2VyKFxuICAgIHdvcmtlclVybChuZXcgVVJMKFwiLi9nYXRoZXJfbWFpbi50c1wiLCBpbXBvcnQubWV0YS51cmwpKSxcbiAgICB7IHR5cGU6IFwibW9kdWxlXCIsIG5hbWUgfSxcbiAgKTtcbn1cblxuLyoqXG4gKiBTdGFydHMgYSBnYXRoZXIgd29ya2VyIG9uIG9uZSBwYW5lLCB3aGljaCBlbmRzIHdpdGggaXQuIGBkb25lYCByZXNvbHZlc1xuICogd2l0aCBpdHMgbGFzdCBtZXNzYWdlICh0aGUgd29ya2VyIGlzIHRlcm1pbmF0ZWQgYnkgdGhlbikuIENsb3NlIHRoZSBtYXN0ZXJcbiAqIGZkIG9ubHkgYWZ0ZXIgdGhhdDogYSBjbG9zZWQgZmQgbnVtYmVyIGNhbiBiZSByZXVzZWQgYXQgb25jZSBieSBhbm90aGVyXG4gKiBzZXNzaW9uJ3MgcHR5LCB3aGljaCBhIHN0aWxsLXJ1bm5pbmcgd29ya2VyIHdvdWxkIHRoZW4gcmVhZC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBjb25zdCByaW5nID0gQnl0ZVJpbmcuY3JlYXRlKCk7XG4gKiBjb25zdCBnYXRoZXIgPSBzdGFydEdhdGhlcldvcmtlcih7XG4gKiAgIGZkOiBwdHkuZmQsXG4gKiAgIHNhYjogcmluZy5zYWIsXG4gKiAgIHdha2VGZDogcmluZy53YWtlRmQsXG4gKiB9KTtcbiAqIC8vIC4uLiB0aGUgcGFyc2Ugd29ya2VyIGNvbnN1bWVzIHdpdGggYG5ldyBCeXRlUmluZyhzYWIpYCAuLi5cbiAqIGF3YWl0IGdhdGhlci5kb25lO1xuICogcmluZy5jbG9zZSgpO1xuICogY2xvc2VGZChwdHkuZmQpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGFydEdhdGhlcldvcmtlcihcbiAgaW5pdDogR2F0aGVySW5pdCxcbiAgbmFtZSA9IGBnYXRoZXItJHtpbml0LmZkfWAsXG4pOiB7IHdvcmtlcjogV29ya2VyOyBkb25lOiBQcm9taXNlPEdhdGhlckRvbmU+IH0ge1xuICBjb25zdCBnID0gbmV3IEdhdGhlcldvcmtlcihpbml0Lndha2VGZCwgbmFtZSwgdHJ1ZSk7XG4gIGNvbnN0IGRvbmUgPSBnLmFkZCh7IGlkOiAwLCBmZDogaW5pdC5mZCwgc2FiOiBpbml0LnNhYiwgc2lnbmFsOiBudWxsIH0pXG4gICAgLnRoZW4oKGQpID0+IHtcbiAgICAgIGcudGVybWluYXRlKCk7XG4gICAgICByZXR1cm4gZDtcbiAgICB9KTtcbiAgcmV0dXJuIHsgd29ya2VyOiBnLndvcmtlciwgZG9uZSB9O1xufVxuXG5mdW5jdGlvbiBkb25lU3RhdHMoXG4gIGlkOiBudW1iZXIsXG4gIHJlYXNvbjogR2F0aGVyRW5kUmVhc29uLFxuICBlcnJvcj86IHN0cmluZyxcbik6IEdhdGhlckRvbmUge1xuICBjb25zdCBkOiBHYXRoZXJEb25lID0ge1xuICAgIHR5cGU6IFwiZG9uZVwiLFxuICAgIGlkLFxuICAgIHJlYXNvbixcbiAgICBieXRlczogMCxcbiAgICBiYXRjaGVzOiAwLFxuICAgIHBvbGxzOiAwLFxuICAgIGZ1bGxXYWl0czogMCxcbiAgfTtcbiAgaWYgKGVycm9yICE9PSB1bmRlZmluZWQpIGQuZXJyb3IgPSBlcnJvcjtcbiAgcmV0dXJuIGQ7XG59XG5cbi8qKiBPbmUgcGFuZSBhcyB0aGUgbG9vcCBkcmFpbnMgaXQuICovXG5jbGFzcyBQYW5lRHJhaW4ge1xuICByZWFkb25seSBmZDogbnVtYmVyO1xuICByZWFkb25seSByaW5nOiBSaW5nUHJvZHVjZXI7XG4gIHJlYWRvbmx5IHN0YXRzOiBHYXRoZXJEb25lO1xuICAvKiogQmFzZSBhZGRyZXNzIG9mIHRoZSByaW5nJ3MgZGF0YSAoc2hhcmVkIG1lbW9yeSBuZXZlciBtb3ZlcykuICovXG4gIHJlYWRvbmx5IGJhc2U6IG51bWJlcjtcbiAgcmVhZG9ubHkgc2lnbmFsOiBJbnQzMkFycmF5IHwgbnVsbDtcbiAgLyoqIFdoZW4gdGhlIGRyYWluIGdyYWNlIGJlZ2FuIChSRVFVRVNUX0RSQUlOLCBub3RoaW5nIHJlYWRhYmxlKSwgb3IgLTEuICovXG4gIGRyYWluU2luY2UgPSAtMTtcbiAgLyoqIEhvbGRpbmcgYSBwYXJ0aWFsIGJhdGNoIGZvciBhIGJ1c3kgcGFyc2VyLiAqL1xuICBob2xkaW5nID0gZmFsc2U7XG4gIC8qKiBXYWl0aW5nIGZvciBhIHJlbGVhc2VkIHNsb3Q6IGl0cyBtYXN0ZXIgaXMgbGVmdCBvdXQgb2YgcG9sbCgpLiAqL1xuICBmdWxsID0gZmFsc2U7XG4gIC8qKiBJdHMgbGFzdCB0dXJuIHJlYWQgYW5kIG1heSByZWFkIG1vcmU6IGl0IHRha2VzIGEgdHVybiBldmVyeSByb3VuZC4gKi9cbiAgaG90ID0gZmFsc2U7XG4gIC8qKiBwb2xsKCkgZm91bmQgaXRzIG1hc3RlciByZWFkYWJsZSAob3IgaHVuZyB1cCkgdGhpcyByb3VuZC4gKi9cbiAgcmVhZHkgPSBmYWxzZTtcbiAgLyoqIFdoZW4gKHBlcmZvcm1hbmNlLm5vdygpKSBpdCB0YWtlcyBhIHR1cm4gZXZlbiB3aXRoIG5vdGhpbmcgcmVhZGFibGUuICovXG4gIGR1ZSA9IDA7XG4gIC8qKiBXaGVuIGl0IGxhc3QgcHVibGlzaGVkIGEgZmxvb2QncyBiYXRjaCAoYElETEVfUFVCTElTSF9CWVRFU2Agb3IgbW9yZSkuICovXG4gIGZsb29kQXQgPSAtSW5maW5pdHk7XG4gIC8qKiBCeXRlcyByZWFkIHNpbmNlIGl0cyBsYXN0IHR1cm4gdGhhdCBlbmRlZCBpbiBhIHdhaXQuICovXG4gIGJ1cnN0ID0gMDtcblxuICBjb25zdHJ1Y3Rvcihpbml0OiBHYXRoZXJQYW5lSW5pdCkge1xuICAgIHRoaXMuc2lnbmFsID0gaW5pdC5zaWduYWwgPyBuZXcgSW50MzJBcnJheShpbml0LnNpZ25hbCkgOiBudWxsO1xuICAgIHRoaXMuZmQgPSBpbml0LmZkO1xuICAgIHRoaXMucmluZyA9IG5ldyBSaW5nUHJvZHVjZXIoaW5pdC5zYWIpO1xuICAgIHRoaXMuc3RhdHMgPSBkb25lU3RhdHMoaW5pdC5pZCwgXCJlcnJvclwiKTtcbiAgICB0aGlzLmJhc2UgPSBhZGRyZXNzT2YodGhpcy5yaW5nLmRhdGEpO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgaXQgaGFzIHNvbWV0aGluZyB0byBkbyB0aGlzIHJvdW5kLiAqL1xuICB3YW50c1R1cm4obm93OiBudW1iZXIpOiBib29sZWFuIHtcbiAgICBpZiAodGhpcy5ob3QgfHwgdGhpcy5yZWFkeSB8fCBub3cgPj0gdGhpcy5kdWUpIHJldHVybiB0cnVlO1xuICAgIGNvbnN0IHJpbmcgPSB0aGlzLnJpbmc7XG4gICAgcmV0dXJuIHJpbmcucmVxdWVzdCgpICE9PSBSRVFVRVNUX05PTkUgfHxcbiAgICAgICh0aGlzLmZ1bGwgJiYgcmluZy5oYXNTcGFjZSgpKSB8fFxuICAgICAgKHRoaXMuaG9sZGluZyAmJiByaW5nLmNvbnN1bWVySWRsZSgpKTtcbiAgfVxufVxuXG4vKiogV2hhdCBhIHBhbmUncyB0dXJuIGFza3Mgb2YgdGhlIHBvbGwgdGhhdCBmb2xsb3dzIGEgcm91bmQuICovXG5jb25zdCBQUk9HUkVTUyA9IC0xO1xuXG4vKipcbiAqIE9uZSB0dXJuIG9mIGBwYDogdXAgdG8gYG1heFJlYWRzYCByZWFkcywgdW50aWwgaXQgcHVibGlzaGVzLCBoYXMgbm90aGluZ1xuICogbW9yZSwgb3IgaXRzIHJpbmcgaXMgZnVsbC4gUmV0dXJucyBQUk9HUkVTUywgYW4gZW5kIHJlYXNvbiwgb3IgaG93IGxvbmdcbiAqIGl0IG1heSB3YWl0IGZvciBpdHMgbmV4dCB0dXJuIChtcykuXG4gKi9cbmZ1bmN0aW9uIHR1cm4ocDogUGFuZURyYWluLCBtYXhSZWFkczogbnVtYmVyKTogbnVtYmVyIHwgR2F0aGVyRW5kUmVhc29uIHtcbiAgY29uc3QgcmluZyA9IHAucmluZztcbiAgY29uc3QgcmVxdWVzdCA9IHJpbmcucmVxdWVzdCgpO1xuICBpZiAocmVxdWVzdCA9PT0gUkVRVUVTVF9TVE9QKSByZXR1cm4gXCJzdG9wcGVkXCI7XG4gIHAuZnVsbCA9IGZhbHNlO1xuICBpZiAoIXJpbmcuaGFzU3BhY2UoKSkge1xuICAgIHAuc3RhdHMuZnVsbFdhaXRzKys7XG4gICAgaWYgKHJpbmcuYmVnaW5TcGFjZVdhaXQoKSkge1xuICAgICAgcC5mdWxsID0gdHJ1ZTtcbiAgICAgIHJldHVybiBGVUxMX1dBSVRfTVM7XG4gICAgfVxuICB9XG4gIGZvciAobGV0IHJlYWRzID0gMDsgcmVhZHMgPCBtYXhSZWFkczsgcmVhZHMrKykge1xuICAgIGlmICghcmluZy5oYXNTcGFjZSgpKSByZXR1cm4gUFJPR1JFU1M7XG4gICAgY29uc3QgbiA9IHJlYWRQdHlBdChwLmZkLCBwLmJhc2UgKyByaW5nLndyaXRlT2Zmc2V0LCByaW5nLndyaXRlU3BhY2UpO1xuICAgIGlmIChuID4gMCkge1xuICAgICAgcC5zdGF0cy5ieXRlcyArPSBuO1xuICAgICAgcC5kcmFpblNpbmNlID0gLTE7XG4gICAgICByaW5nLmNvbW1pdChuKTtcbiAgICAgIGlmIChyaW5nLnNsb3RGdWxsKCkgfHwgKGlkbGVXb3J0aHkocmluZywgbikgJiYgcmluZy5jb25zdW1lcklkbGUoKSkpIHtcbiAgICAgICAgcHVibGlzaChwKTtcbiAgICAgICAgcmV0dXJuIFBST0dSRVNTO1xuICAgICAgfVxuICAgICAgY29udGludWU7XG4gICAgfVxuICAgIGlmIChuIDwgMCkgcmV0dXJuIFwiZW9mXCI7XG4gICAgcmV0dXJuIGFmdGVyQnVyc3QocCwgcmVxdWVzdCk7XG4gIH1cbiAgcmV0dXJuIFBST0dSRVNTO1xufVxuXG4vKiogQSByZWFkIGZvdW5kIG5vdGhpbmc6IHB1Ymxpc2gsIGhvbGQsIG9yIHdhaXQsIGJ5IHRoZSBydWxlcyBhdCB0aGUgdG9wLiAqL1xuZnVuY3Rpb24gYWZ0ZXJCdXJzdChwOiBQYW5lRHJhaW4sIHJlcXVlc3Q6IG51bWJlcik6IG51bWJlciB8IEdhdGhlckVuZFJlYXNvbiB7XG4gIGNvbnN0IHJpbmcgPSBwLnJpbmc7XG4gIGlmIChyaW5nLnBlbmRpbmcgPiAwICYmIHJpbmcuY29uc3VtZXJJZGxlKCkpIHB1Ymxpc2gocCk7XG4gIGlmIChyZXF1ZXN0ID09PSBSRVFVRVNUX0RSQUlOKSB7XG4gICAgY29uc3Qgbm93ID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgaWYgKHAuZHJhaW5TaW5jZSA8IDApIHAuZHJhaW5TaW5jZSA9IG5vdztcbiAgICBjb25zdCBsZWZ0ID0gRFJBSU5fR1JBQ0VfTVMgLSAobm93IC0gcC5kcmFpblNpbmNlKTtcbiAgICByZXR1cm4gbGVmdCA8PSAwID8gXCJkcmFpbmVkXCIgOiBNYXRoLmNlaWwobGVmdCk7XG4gIH1cbiAgaWYgKHJpbmcucGVuZGluZyA9PT0gMCkge1xuICAgIHAuc3RhdHMucG9sbHMrKztcbiAgICByZXR1cm4gSURMRV9QT0xMX01TO1xuICB9XG4gIGlmIChyaW5nLmJlZ2luSG9sZGluZygpKSB7XG4gICAgcC5zdGF0cy5wb2xscysrO1xuICAgIHAuaG9sZGluZyA9IHRydWU7XG4gICAgcmV0dXJuIEhPTERfUE9MTF9NUztcbiAgfVxuICBwdWJsaXNoKHApO1xuICByZXR1cm4gUFJPR1JFU1M7XG59XG5cbi8qKiBXaGV0aGVyIGEgYmF0Y2ggZW5kaW5nIGluIGEgcmVhZCBvZiBgbmAgYnl0ZXMgaXMgd29ydGggYW4gaWRsZSBwYXJzZXIuICovXG5mdW5jdGlvbiBpZGxlV29ydGh5KHJpbmc6IFJpbmdQcm9kdWNlciwgbjogbnVtYmVyKTogYm9vbGVhbiB7XG4gIHJldHVybiBuIDwgU01BTExfUkVBRF9CWVRFUyB8fCByaW5nLnBlbmRpbmcgPj0gSURMRV9QVUJMSVNIX0JZVEVTO1xufVxuXG4vKiogVGhpcyB0aHJlYWQncyBzY2hlZHVsaW5nIChtYWRlIGluIHRoZSB3b3JrZXIsIG5ldmVyIG9uIGltcG9ydCkuICovXG5sZXQgZmxvb2RTbGljZTogRmxvb2RTbGljZSB8IG51bGwgPSBudWxsO1xuLyoqIFRoZSBjb250cm9sIGFyZWEsIHdoZXJlIGZsb29kIGJhdGNoZXMgYXJlIGNvdW50ZWQgKGBDT05UUk9MX0ZMT09EU2ApLiAqL1xubGV0IGZsb29kQ291bnQ6IEludDMyQXJyYXkgfCBudWxsID0gbnVsbDtcbi8qKiBUaGUgZGFlbW9uJ3MgaW5wdXQgY291bnQsIHdoaWNoIGtleXMgd3JpdHRlbiBoZXJlIG1vdmUgdG9vLiAqL1xubGV0IGlucHV0Q291bnQ6IEludDMyQXJyYXkgfCBudWxsID0gbnVsbDtcbi8qKiBUaGUgcGFuZSB3aG9zZSBidXJzdCBiZWdhbiB0aGUgc2hvcnQgc2xpY2UncyBob2xkLCBpZiBpdCBzdGlsbCBob2xkcy4gKi9cbmxldCBob2xkaW5nUGFuZTogUGFuZURyYWluIHwgbnVsbCA9IG51bGw7XG5cbmZ1bmN0aW9uIHB1Ymxpc2gocDogUGFuZURyYWluKTogdm9pZCB7XG4gIGlmIChwLnJpbmcucGVuZGluZyA+PSBJRExFX1BVQkxJU0hfQllURVMpIHtcbiAgICBwLmZsb29kQXQgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICAvLyBUaGUgYnVyc3QgdGhhdCBiZWdhbiB0aGUgaG9sZCB3YXMgdGhpcyBmbG9vZCdzIHN0YXJ0IChhIGNvbW1hbmQnc1xuICAgIC8vIGVjaG8sIHRoZW4gaXRzIG91dHB1dDsgb3IgYSBmbG9vZCdzIGZpcnN0IHJlYWQsIGJlZm9yZSBpdCBmaWxsZWQgYVxuICAgIC8vIGJhdGNoKTogbm8gb25lIGlzIHdhaXRpbmcgb24gdGhhdCBwYW5lJ3MgZWNob2VzIG5vdy5cbiAgICBpZiAoaG9sZGluZ1BhbmUgPT09IHApIHtcbiAgICAgIGhvbGRpbmdQYW5lID0gbnVsbDtcbiAgICAgIGZsb29kU2xpY2U/LmVuZEhvbGQoKTtcbiAgICB9XG4gICAgZmxvb2RTbGljZT8uYnVzeShwLmZsb29kQXQpO1xuICAgIGlmIChmbG9vZENvdW50KSBBdG9taWNzLmFkZChmbG9vZENvdW50LCBDT05UUk9MX0ZMT09EUywgMSk7XG4gIH1cbiAgcC5yaW5nLnB1Ymxpc2goKTtcbiAgcC5zdGF0cy5iYXRjaGVzKys7XG4gIGJ1bXAocC5zaWduYWwpO1xufVxuXG4vKipcbiAqIFdyaXRlcyB0aGUgZmlyc3QgYG5gIGJ5dGVzIG9mIGB0dHlCdWZgIHRvIGBwYCdzIHB0eSwgYXMgdGhlIG1haW4gdGhyZWFkXG4gKiB3cml0ZXMgaW5wdXQsIGFuZCB0ZWxscyB0aGUgcGFyc2Ugd29ya2VyIGFuIGVjaG8gaXMgb24gaXRzIHdheTsgcmV0dXJuc1xuICogaG93IG1hbnkgdGhlIHB0eSB0b29rIChhIGZ1bGwgb25lIHRha2VzIGZld2VyLCBhIGNsb3NlZCBvbmUgbm9uZSkuXG4gKi9cbmZ1bmN0aW9uIHdyaXRlRGlyZWN0KHA6IFBhbmVEcmFpbiwgbjogbnVtYmVyKTogbnVtYmVyIHtcbiAgbGV0IHc6IG51bWJlcjtcbiAgdHJ5IHtcbiAgICB3ID0gd3JpdGVTb21lKHAuZmQsIHR0eUJ1Zi5zdWJhcnJheSgwLCBuKSk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiAwOyAvLyBFSU86IGl0cyBjaGlsZCBpcyBnb25lOyBtYWluIHNheXMgc28uXG4gIH1cbiAgaWYgKHcgPiAwKSB7XG4gICAgaWYgKHAuc2lnbmFsKSBpbnB1dFBhcnNlU2lnbmFsKHAuc2lnbmFsKTtcbiAgICBpZiAoaW5wdXRDb3VudCkgbm90ZUlucHV0KGlucHV0Q291bnQpO1xuICB9XG4gIHJldHVybiB3O1xufVxuXG5mdW5jdGlvbiBidW1wKHNpZ25hbDogSW50MzJBcnJheSB8IG51bGwpOiB2b2lkIHtcbiAgaWYgKCFzaWduYWwpIHJldHVybjtcbiAgQXRvbWljcy5hZGQoc2lnbmFsLCAwLCAxKTtcbiAgQXRvbWljcy5ub3RpZnkoc2lnbmFsLCAwKTtcbn1cblxuLyoqIEEgdGVybWluYWwgd2hvc2Uga2V5cyB0aGUgbG9vcCByZWFkcyAoYHR0eV9rZXlzLnRzYCkuICovXG5jbGFzcyBUdHlSZWFkIHtcbiAgcmVhZG9ubHkgaWQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgZmQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29udHJvbDogVHR5Q29udHJvbDtcbiAgcm91dGU6IEludDMyQXJyYXk7XG4gIC8qKiBIdW5nIHVwOiBsZWZ0IG91dCBvZiBwb2xsKCkgdW50aWwgdGhlIG1haW4gdGhyZWFkIGxldHMgZ28gb2YgaXQuICovXG4gIGVuZGVkID0gZmFsc2U7XG4gIC8qKiBwb2xsKCkgZm91bmQgaXQgcmVhZGFibGUgKG9yIGh1bmcgdXApIHRoaXMgcm91bmQuICovXG4gIHJlYWR5ID0gZmFsc2U7XG4gIC8qKiBXaGVuIGl0IGxhc3Qgc2FpZCBrZXlzIHdlbnQgc3RyYWlnaHQgdGhyb3VnaCAoYHRvdWNoZWRgKS4gKi9cbiAgdG91Y2hlZEF0ID0gLUluZmluaXR5O1xuXG4gIGNvbnN0cnVjdG9yKGluaXQ6IEdhdGhlclR0eUluaXQpIHtcbiAgICB0aGlzLmlkID0gaW5pdC5pZDtcbiAgICB0aGlzLmZkID0gaW5pdC5mZDtcbiAgICB0aGlzLmNvbnRyb2wgPSBuZXcgVHR5Q29udHJvbChpbml0LmNvbnRyb2wpO1xuICAgIHRoaXMucm91dGUgPSBuZXcgSW50MzJBcnJheShpbml0LnJvdXRlKTtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIHBvbGwoKSBzaG91bGQgd2FpdCBmb3IgaXRzIGtleXMuICovXG4gIGdldCBwb2xsZWQoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuICF0aGlzLmVuZGVkICYmIHRoaXMuY29udHJvbC5yZXF1ZXN0ICE9PSBUVFlfUEFVU0U7XG4gIH1cbn1cblxuLyoqIE9uZSByZWFkIG9mIGEgdGVybWluYWw6IGEgcGFzdGUgY29tZXMgaW4gcGllY2VzIG9mIGFib3V0IHRoaXMgbXVjaC4gKi9cbmNvbnN0IFRUWV9SRUFEX0JZVEVTID0gMTYgKiAxMDI0O1xuY29uc3QgdHR5QnVmID0gbmV3IFVpbnQ4QXJyYXkoVFRZX1JFQURfQllURVMpO1xuXG4vKiogVGhlIHdvcmtlcidzIHN0YXRlOiBpdHMgcGFuZXMgYW5kIGhvdyB0byByZWFjaCBpdHMgcGFyZW50LiAqL1xuY2xhc3MgR2F0aGVyZXIge1xuICByZWFkb25seSBwYW5lcyA9IG5ldyBNYXA8bnVtYmVyLCBQYW5lRHJhaW4+KCk7XG4gIHJlYWRvbmx5IHR0eXMgPSBuZXcgTWFwPG51bWJlciwgVHR5UmVhZD4oKTtcbiAgcmVhZG9ubHkgI3dha2VGZDogbnVtYmVyO1xuICByZWFkb25seSAjY29udHJvbDogSW50MzJBcnJheTtcbiAgcmVhZG9ubHkgI3Bvc3Q6IChkOiBHYXRoZXJEb25lIHwgVHR5TXNnKSA9PiB2b2lkO1xuICAvKiogc3RydWN0IHBvbGxmZFtdOiB7IGludCBmZDsgc2hvcnQgZXZlbnRzOyBzaG9ydCByZXZlbnRzOyB9IGVhY2guICovXG4gICNwb2xsU2V0ID0gbmV3IEludDMyQXJyYXkoMik7XG4gIGFwcGxpZWQgPSAwO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHdha2VGZDogbnVtYmVyLFxuICAgIGNvbnRyb2w6IFNoYXJlZEFycmF5QnVmZmVyLFxuICAgIHBvc3Q6IChkOiBHYXRoZXJEb25lIHwgVHR5TXNnKSA9PiB2b2lkLFxuICApIHtcbiAgICB0aGlzLiN3YWtlRmQgPSB3YWtlRmQ7XG4gICAgdGhpcy4jY29udHJvbCA9IG5ldyBJbnQzMkFycmF5KGNvbnRyb2wpO1xuICAgIGZsb29kQ291bnQgPSB0aGlzLiNjb250cm9sO1xuICAgIHRoaXMuI3Bvc3QgPSBwb3N0O1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgYSBtZXNzYWdlIHdhaXRzIHRvIGJlIHRha2VuLiAqL1xuICBnZXQgYmVoaW5kKCk6IGJvb2xlYW4ge1xuICAgIC8vIEFoZWFkIGlzIHBvc3NpYmxlOiBhIG1lc3NhZ2UgY2FuIGFycml2ZSBiZWZvcmUgaXRzIGNvdW50IGlzIHN0b3JlZC5cbiAgICByZXR1cm4gKChBdG9taWNzLmxvYWQodGhpcy4jY29udHJvbCwgQ09OVFJPTF9TRVEpIC0gdGhpcy5hcHBsaWVkKSB8IDApID4gMDtcbiAgfVxuXG4gIGFkZChwYW5lOiBHYXRoZXJQYW5lSW5pdCk6IHZvaWQge1xuICAgIC8vIFRoZSBzYW1lIG1hc3RlciBhZGRlZCBhZ2FpbiAoYSBzZXNzaW9uIHRha2VuIGJhY2sgYWZ0ZXIgYSBmYWlsZWRcbiAgICAvLyB1cGdyYWRlKTogb25lIGZkLCBvbmUgZHJhaW4uIEEgcmV1c2VkIGZkIG51bWJlciBjYW5ub3QgZ2V0IGhlcmUsIGFzXG4gICAgLy8gYSBtYXN0ZXIgaXMgY2xvc2VkIG9ubHkgYWZ0ZXIgaXRzIGRyYWluIGVuZGVkLlxuICAgIGZvciAoY29uc3QgW2lkLCBwXSBvZiB0aGlzLnBhbmVzKSB7XG4gICAgICBpZiAocC5mZCA9PT0gcGFuZS5mZCkgdGhpcy4jZW5kKGlkLCBwLCBcInN0b3BwZWRcIik7XG4gICAgfVxuICAgIHRoaXMucGFuZXMuc2V0KHBhbmUuaWQsIG5ldyBQYW5lRHJhaW4ocGFuZSkpO1xuICB9XG5cbiAgYWRkVHR5KGluaXQ6IEdhdGhlclR0eUluaXQpOiB2b2lkIHtcbiAgICBjb25zdCB0ID0gbmV3IFR0eVJlYWQoaW5pdCk7XG4gICAgdC5jb250cm9sLnJvdXRlVGFrZW4odC5jb250cm9sLnJvdXRlR2l2ZW4pO1xuICAgIHRoaXMudHR5cy5zZXQoaW5pdC5pZCwgdCk7XG4gIH1cblxuICByb3V0ZVR0eShpZDogbnVtYmVyLCByb3V0ZTogU2hhcmVkQXJyYXlCdWZmZXIsIGdpdmVuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCB0ID0gdGhpcy50dHlzLmdldChpZCk7XG4gICAgaWYgKCF0KSByZXR1cm47XG4gICAgdC5yb3V0ZSA9IG5ldyBJbnQzMkFycmF5KHJvdXRlKTtcbiAgICB0LmNvbnRyb2wucm91dGVUYWtlbihnaXZlbik7XG4gIH1cblxuICAvKiogV2hldGhlciBpdCBoYXMgYW55dGhpbmcgdG8gcmVhZC4gKi9cbiAgZ2V0IGJ1c3koKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMucGFuZXMuc2l6ZSA+IDAgfHwgdGhpcy50dHlzLnNpemUgPiAwO1xuICB9XG5cbiAgLyoqXG4gICAqIERyYWlucyB0aGUgcGFuZXMgYW5kIHJlYWRzIHRoZSB0ZXJtaW5hbHMgdW50aWwgYSBtZXNzYWdlIHdhaXRzIG9yXG4gICAqIG5vbmUgaXMgbGVmdC4gQmxvY2tzIHRoZSB0aHJlYWQuXG4gICAqL1xuICBydW4oKTogdm9pZCB7XG4gICAgd2hpbGUgKHRoaXMuYnVzeSAmJiAhdGhpcy5iZWhpbmQpIHRoaXMuI3JvdW5kKCk7XG4gIH1cblxuICAvKipcbiAgICogT25lIHBvbGwoKSBvdmVyIGV2ZXJ5IG1hc3RlciwgdGhlbiBhIHR1cm4gZm9yIGVhY2ggcGFuZSB3aXRoIHNvbWV0aGluZ1xuICAgKiB0byBkbzogcXVpZXQgcGFuZXMgZmlyc3QsIHRoZW4gdGhlIGhvdCBvbmVzIG9uIGEgc2hhcmVkIGJ1ZGdldC5cbiAgICovXG4gICNyb3VuZCgpOiB2b2lkIHtcbiAgICBsZXQgaG90ID0gMDtcbiAgICBsZXQgd2FpdCA9IElETEVfUE9MTF9NUztcbiAgICBjb25zdCBiZWZvcmUgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBmb3IgKGNvbnN0IHAgb2YgdGhpcy5wYW5lcy52YWx1ZXMoKSkge1xuICAgICAgaWYgKHAuaG90KSBob3QrKztcbiAgICAgIGVsc2Ugd2FpdCA9IE1hdGgubWluKHdhaXQsIHAuZHVlIC0gYmVmb3JlKTtcbiAgICB9XG4gICAgd2FpdCA9IE1hdGgubWluKHdhaXQsIGZsb29kU2xpY2U/LnF1aWV0KGJlZm9yZSkgPz8gSW5maW5pdHkpO1xuICAgIHRoaXMuI3BvbGwoaG90ID4gMCA/IDAgOiBNYXRoLm1heCgwLCBNYXRoLmNlaWwod2FpdCkpKTtcbiAgICAvLyBLZXlzIGZpcnN0OiBhIGtleSdzIHdheSBpbiBpcyB3aGF0IHRoZSB1c2VyIHdhaXRzIG9uLlxuICAgIGZvciAoY29uc3QgdCBvZiB0aGlzLnR0eXMudmFsdWVzKCkpIHRoaXMuI3R0eVR1cm4odCk7XG4gICAgY29uc3Qgbm93ID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgY29uc3Qgc2hhcmUgPSBNYXRoLm1heChcbiAgICAgIE1JTl9SRUFEU19QRVJfVFVSTixcbiAgICAgIE1hdGguZmxvb3IoUkVBRFNfUEVSX1JPVU5EIC8gTWF0aC5tYXgoMSwgaG90KSksXG4gICAgKTtcbiAgICBjb25zdCBob3RPbmVzOiBQYW5lRHJhaW5bXSA9IFtdO1xuICAgIGZvciAoY29uc3QgcCBvZiB0aGlzLnBhbmVzLnZhbHVlcygpKSB7XG4gICAgICBpZiAocC5ob3QpIGhvdE9uZXMucHVzaChwKTtcbiAgICAgIGVsc2UgaWYgKHAud2FudHNUdXJuKG5vdykpIHRoaXMuI3Rha2UocCwgUkVBRFNfUEVSX1RVUk4sIG5vdyk7XG4gICAgfVxuICAgIGZvciAoY29uc3QgcCBvZiBob3RPbmVzKSB0aGlzLiN0YWtlKHAsIHNoYXJlLCBub3cpO1xuICB9XG5cbiAgLyoqIE9uZSB0dXJuIG9mIGBwYCwgaXRzIGVycm9ycyBpdHMgb3duLiAqL1xuICAjdGFrZShwOiBQYW5lRHJhaW4sIG1heFJlYWRzOiBudW1iZXIsIG5vdzogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLnBhbmVzLmhhcyhwLnN0YXRzLmlkKSkgcmV0dXJuO1xuICAgIHRoaXMuI2VuZEhvbGRpbmcocCk7XG4gICAgcC5yZWFkeSA9IGZhbHNlO1xuICAgIGNvbnN0IHJlYWQgPSBwLnN0YXRzLmJ5dGVzO1xuICAgIGxldCByOiBudW1iZXIgfCBHYXRoZXJFbmRSZWFzb247XG4gICAgdHJ5IHtcbiAgICAgIHIgPSB0dXJuKHAsIG1heFJlYWRzKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHAuc3RhdHMuZXJyb3IgPSBlcnIgaW5zdGFuY2VvZiBFcnJvciA/IGVyci5tZXNzYWdlIDogU3RyaW5nKGVycik7XG4gICAgICByID0gXCJlcnJvclwiO1xuICAgIH1cbiAgICBpZiAodHlwZW9mIHIgPT09IFwic3RyaW5nXCIpIHtcbiAgICAgIHRoaXMuI2VuZChwLnN0YXRzLmlkLCBwLCByKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgcC5idXJzdCArPSBwLnN0YXRzLmJ5dGVzIC0gcmVhZDtcbiAgICBwLmhvdCA9IHIgPT09IFBST0dSRVNTO1xuICAgIGlmIChwLmhvdCkgcmV0dXJuO1xuICAgIHAuZHVlID0gbm93ICsgcjtcbiAgICAvLyBBIGJ1cnN0IHRoYXQgZW5kZWQsIGZyb20gYSBwYW5lIHRoYXQgaXMgbm90IGZsb29kaW5nIChhbiBlY2hvLCBhXG4gICAgLy8gcHJvbXB0KTogc29tZW9uZSBtYXkgYmUgdHlwaW5nLlxuICAgIGlmICghcC5mdWxsICYmIHAuYnVyc3QgPiAwICYmIG5vdyAtIHAuZmxvb2RBdCA+PSBRVUlFVF9NUykge1xuICAgICAgZmxvb2RTbGljZT8uaW50ZXJhY3RpdmUobm93KTtcbiAgICAgIGhvbGRpbmdQYW5lID0gcDtcbiAgICB9XG4gICAgcC5idXJzdCA9IDA7XG4gIH1cblxuICAjcG9sbCh0aW1lb3V0TXM6IG51bWJlcik6IHZvaWQge1xuICAgIC8vIFRoZSB3YWtlIGZkLCBldmVyeSBtYXN0ZXIgbm90IHdhaXRpbmcgZm9yIHJpbmcgc3BhY2UsIHRoZW4gZXZlcnlcbiAgICAvLyB0ZXJtaW5hbCByZWFkIG5vdy5cbiAgICBjb25zdCBuID0gdGhpcy5wYW5lcy5zaXplICsgdGhpcy50dHlzLnNpemUgKyAxO1xuICAgIGlmICh0aGlzLiNwb2xsU2V0Lmxlbmd0aCA8IG4gKiAyKSB0aGlzLiNwb2xsU2V0ID0gbmV3IEludDMyQXJyYXkobiAqIDQpO1xuICAgIGNvbnN0IHNldCA9IHRoaXMuI3BvbGxTZXQ7XG4gICAgY29uc3QgcG9sbGVkOiB7IGZkOiBudW1iZXI7IHJlYWR5OiBib29sZWFuIH1bXSA9IFtdO1xuICAgIHNldFswXSA9IHRoaXMuI3dha2VGZDtcbiAgICBzZXRbMV0gPSBQT0xMSU47XG4gICAgZm9yIChjb25zdCBwIG9mIHRoaXMucGFuZXMudmFsdWVzKCkpIHtcbiAgICAgIGlmIChwLmZ1bGwpIGNvbnRpbnVlO1xuICAgICAgcG9sbGVkLnB1c2gocCk7XG4gICAgICBzZXRbcG9sbGVkLmxlbmd0aCAqIDJdID0gcC5mZDtcbiAgICAgIHNldFtwb2xsZWQubGVuZ3RoICogMiArIDFdID0gUE9MTElOO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IHQgb2YgdGhpcy50dHlzLnZhbHVlcygpKSB7XG4gICAgICB0LnJlYWR5ID0gZmFsc2U7XG4gICAgICBpZiAoIXQucG9sbGVkKSBjb250aW51ZTtcbiAgICAgIHBvbGxlZC5wdXNoKHQpO1xuICAgICAgc2V0W3BvbGxlZC5sZW5ndGggKiAyXSA9IHQuZmQ7XG4gICAgICBzZXRbcG9sbGVkLmxlbmd0aCAqIDIgKyAxXSA9IFBPTExJTjtcbiAgICB9XG4gICAgbGliYygpLnBvbGwoc2V0LCBCaWdJbnQocG9sbGVkLmxlbmd0aCArIDEpLCB0aW1lb3V0TXMpO1xuICAgIC8vIHJldmVudHMgaXMgdGhlIGhpZ2ggaGFsZiBvZiBlYWNoIHNlY29uZCBpbnQzMi5cbiAgICBpZiAoc2V0WzFdID4+PiAxNiAhPT0gMCkgZHJhaW5XYWtlRmQodGhpcy4jd2FrZUZkKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHBvbGxlZC5sZW5ndGg7IGkrKykge1xuICAgICAgcG9sbGVkW2ldLnJlYWR5ID0gc2V0WyhpICsgMSkgKiAyICsgMV0gPj4+IDE2ICE9PSAwO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBBIHRlcm1pbmFsJ3MgdHVybjogaXRzIHJlcXVlc3QsIHRoZW4gd2hhdCB3YXMgdHlwZWQuICovXG4gICN0dHlUdXJuKHQ6IFR0eVJlYWQpOiB2b2lkIHtcbiAgICBpZiAodC5jb250cm9sLnJlcXVlc3QgPT09IFRUWV9TVE9QKSB7XG4gICAgICB0aGlzLnR0eXMuZGVsZXRlKHQuaWQpO1xuICAgICAgdGhpcy4jcG9zdCh7IHR5cGU6IFwidHR5LWRvbmVcIiwgaWQ6IHQuaWQgfSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghdC5yZWFkeSB8fCAhdC5wb2xsZWQpIHJldHVybjtcbiAgICAvLyBBIGZldyByZWFkcyBhdCBtb3N0OiBhIHBhc3RlJ3MgbmV4dCBwaWVjZSB3YWl0cyBmb3IgdGhlIG5leHQgcm91bmQuXG4gICAgZm9yIChsZXQgcmVhZHMgPSAwOyByZWFkcyA8IDQ7IHJlYWRzKyspIHtcbiAgICAgIGxldCBuOiBudW1iZXI7XG4gICAgICB0cnkge1xuICAgICAgICBuID0gcmVhZFB0eSh0LmZkLCB0dHlCdWYsIDAsIHR0eUJ1Zi5sZW5ndGgpO1xuICAgICAgfSBjYXRjaCB7XG4gICAgICAgIG4gPSAtMTtcbiAgICAgIH1cbiAgICAgIGlmIChuIDwgMCkge1xuICAgICAgICB0LmVuZGVkID0gdHJ1ZTtcbiAgICAgICAgdGhpcy4jcG9zdCh7IHR5cGU6IFwidHR5LWVuZFwiLCBpZDogdC5pZCB9KTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgaWYgKG4gPT09IDApIHJldHVybjtcbiAgICAgIHRoaXMuI2tleXModCwgbik7XG4gICAgfVxuICB9XG5cbiAgLyoqIGBuYCBieXRlcyByZWFkIGZyb20gYHRgOiBzdHJhaWdodCB0byB0aGUgcm91dGUncyBwYW5lLCBvciB0byBtYWluLiAqL1xuICAja2V5cyh0OiBUdHlSZWFkLCBuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdC5jb250cm9sO1xuICAgIGxldCBzZW50ID0gMDtcbiAgICBpZiAoYy5kaXJlY3QgJiYgYy5pblR1cm4odC5yb3V0ZSkgJiYgYy5wYXNzZXModHR5QnVmLCBuKSkge1xuICAgICAgY29uc3QgcCA9IHRoaXMucGFuZXMuZ2V0KEF0b21pY3MubG9hZCh0LnJvdXRlLCAwKSk7XG4gICAgICBpZiAocCkgc2VudCA9IHdyaXRlRGlyZWN0KHAsIG4pO1xuICAgIH1cbiAgICBpZiAoc2VudCA9PT0gbikge1xuICAgICAgY29uc3Qgbm93ID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgICBpZiAobm93IC0gdC50b3VjaGVkQXQgPj0gVE9VQ0hfRVZFUllfTVMpIHtcbiAgICAgICAgdC50b3VjaGVkQXQgPSBub3c7XG4gICAgICAgIHRoaXMuI3Bvc3QoeyB0eXBlOiBcInRvdWNoZWRcIiwgaWQ6IHQuaWQgfSk7XG4gICAgICB9XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIC8vIE1haW4gZmlyc3QsIHRoZW4gdGhlIGtleXM6IG5vbmUgbWF5IHBhc3Mgb25lIGl0IGhhcyBub3QgdGFrZW4uXG4gICAgY29uc3Qgc2VxID0gYy5oYW5kT3ZlcigpO1xuICAgIHRoaXMuI3Bvc3QoeyB0eXBlOiBcImtleXNcIiwgaWQ6IHQuaWQsIGRhdGE6IHR0eUJ1Zi5zbGljZShzZW50LCBuKSwgc2VxIH0pO1xuICB9XG5cbiAgI2VuZEhvbGRpbmcocDogUGFuZURyYWluKTogdm9pZCB7XG4gICAgaWYgKCFwLmhvbGRpbmcpIHJldHVybjtcbiAgICBwLmhvbGRpbmcgPSBmYWxzZTtcbiAgICBwLnJpbmcuZW5kSG9sZGluZygpO1xuICB9XG5cbiAgI2VuZChpZDogbnVtYmVyLCBwOiBQYW5lRHJhaW4sIHJlYXNvbjogR2F0aGVyRW5kUmVhc29uKTogdm9pZCB7XG4gICAgdGhpcy5wYW5lcy5kZWxldGUoaWQpO1xuICAgIHRoaXMuI2VuZEhvbGRpbmcocCk7XG4gICAgaWYgKGhvbGRpbmdQYW5lID09PSBwKSBob2xkaW5nUGFuZSA9IG51bGw7IC8vIEl0cyBob2xkIHJ1bnMgb3V0IGFsb25lLlxuICAgIHAuc3RhdHMucmVhc29uID0gcmVhc29uO1xuICAgIC8vIFRoZSBwZW5kaW5nIGJ5dGVzIHNpdCBpbiB0aGUgY3VycmVudCBzbG90LCB3aGljaCBpcyBmcmVlIGJ5XG4gICAgLy8gY29uc3RydWN0aW9uIChyZWFkcyBvbmx5IGhhcHBlbiB3aGVuIGEgc2xvdCBpcyBmcmVlKS5cbiAgICBpZiAocC5yaW5nLnBlbmRpbmcgPiAwKSBwLnN0YXRzLmJhdGNoZXMrKztcbiAgICBwLnJpbmcuZmluaXNoKCk7XG4gICAgYnVtcChwLnNpZ25hbCk7XG4gICAgdGhpcy4jcG9zdChwLnN0YXRzKTtcbiAgfVxufVxuXG4vKiogVGhlIHBhcnRzIG9mIGEgd29ya2VyJ3MgZ2xvYmFsIHNjb3BlIHVzZWQgaGVyZSAodHlwZWQgZm9yIGFueSBsaWIpLiAqL1xuZXhwb3J0IGludGVyZmFjZSBXb3JrZXJTY29wZSB7XG4gIG9ubWVzc2FnZTogKChlOiBNZXNzYWdlRXZlbnQ8VG9HYXRoZXI+KSA9PiB2b2lkKSB8IG51bGw7XG4gIHBvc3RNZXNzYWdlKG1lc3NhZ2U6IEdhdGhlckRvbmUgfCBUdHlNc2cpOiB2b2lkO1xuICBjbG9zZSgpOiB2b2lkO1xufVxuXG4vKipcbiAqIFRoZSB3b3JrZXIncyBsaWZlIChgZ2F0aGVyX21haW4udHNgIHN0YXJ0cyBpdCk6IGEgc3RhcnQgbWVzc2FnZSwgdGhlblxuICogYWRkIG1lc3NhZ2VzLiBUaGUgbG9vcCBibG9ja3MgdGhlIHRocmVhZDsgaXQgY29tZXMgYmFjayB0byB0aGUgZXZlbnRcbiAqIGxvb3Agb25seSB0byB0YWtlIG1lc3NhZ2VzICh0aGUgc2hhcmVkIGNvdW50IHNheXMgb25lIGlzIG9uIGl0cyB3YXkpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcnVuQXNXb3JrZXIoc2NvcGU6IFdvcmtlclNjb3BlKTogdm9pZCB7XG4gIC8vIFRoZSBsb25nIHNsaWNlIG9ubHkgd2hpbGUgbm90aGluZyBidXQgZmxvb2RzIGhhcyBvdXRwdXQ6IHRoaXMgb25lXG4gIC8vIHRocmVhZCByZWFkcyBldmVyeSBzZXNzaW9uJ3Mga2V5cycgZWNob2VzIHRvbyAoc2VlIGZsb29kX3NsaWNlLnRzKS5cbiAgZmxvb2RTbGljZSA9IG5ldyBGbG9vZFNsaWNlKCk7XG4gIGxldCBnOiBHYXRoZXJlciB8IG51bGwgPSBudWxsO1xuICBsZXQgb25jZSA9IGZhbHNlO1xuICBsZXQgcnVubmluZyA9IGZhbHNlO1xuICBjb25zdCByZXN1bWUgPSAoKSA9PiB7XG4gICAgaWYgKCFnIHx8IHJ1bm5pbmcpIHJldHVybjtcbiAgICBydW5uaW5nID0gdHJ1ZTtcbiAgICBnLnJ1bigpO1xuICAgIHJ1bm5pbmcgPSBmYWxzZTtcbiAgICBpZiAoIWcuYnVzeSAmJiBvbmNlICYmICFnLmJlaGluZCkgc2NvcGUuY2xvc2UoKTtcbiAgICAvLyBCZWhpbmQ6IHRoZSBtZXNzYWdlIGlzIHF1ZXVlZDsgb25tZXNzYWdlIHJ1bnMgbmV4dCBhbmQgcmVzdW1lcy5cbiAgfTtcbiAgc2NvcGUub25tZXNzYWdlID0gKGUpID0+IHtcbiAgICBjb25zdCBtc2cgPSBlLmRhdGE7XG4gICAgaWYgKG1zZy50ID09PSBcInN0YXJ0XCIpIHtcbiAgICAgIGcgPSBuZXcgR2F0aGVyZXIobXNnLndha2VGZCwgbXNnLmNvbnRyb2wsIChkKSA9PiBzY29wZS5wb3N0TWVzc2FnZShkKSk7XG4gICAgICAvLyBBIHRocmVhZCByZXN0YXJ0ZWQgYWZ0ZXIgYSBjcmFzaCBydW5zIHRoaXMgZmlsZSBiZXNpZGUgYW4gb2xkZXJcbiAgICAgIC8vIG1haW4gdGhyZWFkLCB3aGljaCBzZW5kcyBub25lLlxuICAgICAgaW5wdXRDb3VudCA9IG1zZy5hY3Rpdml0eSA/IG5ldyBJbnQzMkFycmF5KG1zZy5hY3Rpdml0eSkgOiBudWxsO1xuICAgICAgb25jZSA9IG1zZy5vbmNlO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAoIWcpIHJldHVybjtcbiAgICBnLmFwcGxpZWQgPSBtc2cuc2VxO1xuICAgIGlmIChtc2cudCA9PT0gXCJjcmFzaFwiKSB0aHJvdyBuZXcgRXJyb3IoXCJnYXRoZXIgd29ya2VyOiBjcmFzaCByZXF1ZXN0ZWRcIik7XG4gICAgaWYgKG1zZy50ID09PSBcInR0eVwiKSBnLmFkZFR0eShtc2cudHR5KTtcbiAgICBlbHNlIGlmIChtc2cudCA9PT0gXCJ0dHktcm91dGVcIikgZy5yb3V0ZVR0eShtc2cuaWQsIG1zZy5yb3V0ZSwgbXNnLmdpdmVuKTtcbiAgICBlbHNlIGcuYWRkKG1zZy5wYW5lKTtcbiAgICByZXN1bWUoKTtcbiAgfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBNkNDLEdBRUQsU0FBUyxJQUFJLEVBQUUsTUFBTSxRQUFRLHFCQUFxQjtBQUNsRCxTQUFTLFNBQVMsRUFBRSxPQUFPLEVBQUUsU0FBUyxFQUFFLFNBQVMsUUFBUSxxQkFBcUI7QUFDOUUsU0FBUyxXQUFXLEVBQUUsWUFBWSxRQUFRLHVCQUF1QjtBQUNqRSxTQUNFLGFBQWEsRUFDYixZQUFZLEVBQ1osWUFBWSxFQUNaLFlBQVksUUFDUCxZQUFZO0FBQ25CLFNBQVMsVUFBVSxFQUFFLFFBQVEsUUFBUSxtQkFBbUI7QUFDeEQsU0FBUyxjQUFjLEVBQUUsU0FBUyxFQUFFLFFBQVEsRUFBRSxVQUFVLFFBQVEsZ0JBQWdCO0FBQ2hGLFNBQVMsZ0JBQWdCLFFBQVEsc0JBQXNCO0FBQ3ZELFNBQVMsYUFBYSxFQUFFLFNBQVMsUUFBUSxzQkFBc0I7QUFDL0QsU0FBUyxTQUFTLFFBQVEsa0JBQWtCO0FBOEM1Qzs7O0NBR0MsR0FDRCxPQUFPLE1BQU0sbUJBQW1CLEtBQUs7QUFFckM7Ozs7Ozs7O0NBUUMsR0FDRCxPQUFPLE1BQU0scUJBQXFCLEtBQUssS0FBSztBQUU1Qzs7OztDQUlDLEdBQ0QsTUFBTSxlQUFlO0FBRXJCLDJFQUEyRSxHQUMzRSxNQUFNLGVBQWU7QUFFckIsMEVBQTBFLEdBQzFFLE1BQU0sZUFBZTtBQUVyQjs7O0NBR0MsR0FDRCxNQUFNLGlCQUFpQjtBQUV2Qjs7OztDQUlDLEdBQ0QsTUFBTSxrQkFBa0I7QUFDeEIsTUFBTSxxQkFBcUI7QUFFM0I7Ozs7Q0FJQyxHQUNELE1BQU0saUJBQWlCO0FBcUV2Qiw2REFBNkQsR0FDN0QsTUFBTSxjQUFjO0FBQ3BCOzs7O0NBSUMsR0FDRCxNQUFNLGlCQUFpQjtBQVl2Qjs7Ozs7OztDQU9DLEdBQ0QsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxNQUFPLENBQVM7RUFDaEIsQ0FBQSxPQUFRLEdBQUcsSUFBSSxXQUFXLElBQUksa0JBQWtCLElBQUk7RUFDM0MsQ0FBQSxNQUFPLENBQVM7RUFDaEIsQ0FBQSxJQUFLLENBQVM7RUFDZCxDQUFBLElBQUssQ0FBVTtFQUN4QixDQUFBLEdBQUksR0FBRyxFQUFFO0VBQ1QsQ0FBQSxPQUFRLEdBQUcsSUFBSSxNQUF1QjtFQUN0QyxDQUFBLElBQUssR0FBRyxJQUFJLE1BQXVCO0VBQ25DLENBQUEsSUFBSyxHQUFHLE1BQU07RUFDZDs7O0dBR0MsR0FDRCxVQUF3QyxJQUFNLE1BQU07RUFFcEQ7OztHQUdDLEdBQ0QsWUFDRSxNQUFjLEVBQ2QsSUFBWSxFQUNaLE9BQU8sS0FBSyxFQUNaLFNBQWlCLGtCQUFrQixLQUFLLENBQ3hDO0lBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNiO0VBRUEscURBQXFELEdBQ3JELElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUEseUJBQXlCLEdBQ3pCLElBQUksUUFBZ0I7SUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSTtFQUMzQjtFQUVBLGtFQUFrRSxHQUNsRSxJQUFJLE9BQWdCO0lBQ2xCLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztFQUNuQjtFQUVBOzs7R0FHQyxHQUNELElBQUksU0FBaUI7SUFDbkIsT0FBTyxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7RUFDckM7RUFFQSw0REFBNEQsR0FDNUQsSUFBSSxJQUFvQixFQUF1QjtJQUM3QyxPQUFPLElBQUksUUFBb0IsQ0FBQztNQUM5QixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxFQUFFO1FBQUU7UUFBTTtNQUFRO01BQzNDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztRQUFFLEdBQUc7UUFBTyxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztRQUFHO01BQUs7SUFDbEQ7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxPQUFPLEdBQWtCLEVBQUUsU0FBOEIsRUFBUTtJQUMvRCxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtNQUNkLFVBQVU7UUFBRSxNQUFNO1FBQVcsSUFBSSxJQUFJLEVBQUU7TUFBQztNQUN4QyxVQUFVO1FBQUUsTUFBTTtRQUFZLElBQUksSUFBSSxFQUFFO01BQUM7TUFDekM7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUMsSUFBSSxFQUFFLEVBQUU7TUFBRTtNQUFLO0lBQVU7SUFDeEMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQUUsR0FBRztNQUFPLEtBQUssSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO01BQUc7SUFBSTtFQUNqRDtFQUVBLGtFQUFrRSxHQUNsRSxTQUFTLEVBQVUsRUFBRSxLQUF3QixFQUFRO0lBQ25ELE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDO0lBQ3pCLElBQUksQ0FBQyxHQUFHO0lBQ1IsRUFBRSxHQUFHLEdBQUc7TUFBRSxHQUFHLEVBQUUsR0FBRztNQUFFO0lBQU07SUFDMUIsTUFBTSxRQUFRLElBQUksV0FBVyxFQUFFLEdBQUcsQ0FBQyxPQUFPLEVBQUUsT0FBTztJQUNuRCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFBRSxHQUFHO01BQWEsS0FBSyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7TUFBRztNQUFJO01BQU87SUFBTTtFQUNwRTtFQUVBLG9FQUFvRSxHQUNwRSxPQUFhO0lBQ1gsYUFBYSxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQzNCO0VBRUEsZ0VBQWdFLEdBQ2hFLFFBQWM7SUFDWixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7TUFBRSxHQUFHO01BQVMsS0FBSyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7SUFBRTtFQUM5QztFQUVBLFlBQWtCO0lBQ2hCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxTQUFTO0VBQ3hCO0VBRUEsQ0FBQSxJQUFLLENBQUMsR0FBK0I7SUFDbkMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLElBQUksR0FBRztJQUNuQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsV0FBVyxDQUFDO0lBQ3pCLHdFQUF3RTtJQUN4RSw0Q0FBNEM7SUFDNUMsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLGFBQWEsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNuRCxhQUFhLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDM0I7RUFFQSxDQUFBLEtBQU07SUFDSixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsU0FBUyxHQUFHLENBQUM7TUFDeEIsTUFBTSxNQUFNLEVBQUUsSUFBSTtNQUNsQixJQUFJLElBQUksSUFBSSxLQUFLLFFBQVEsT0FBTyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7TUFDakQsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUMsSUFBSSxFQUFFO01BQ2xDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsSUFBSSxFQUFFO01BQzNCLEdBQUcsUUFBUTtJQUNiO0lBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU8sR0FBRyxDQUFDO01BQ3RCLEVBQUUsY0FBYztNQUNoQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsU0FBUztNQUN0QixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsRUFBRSxPQUFPO0lBQ3pCO0lBQ0EsTUFBTSxRQUFrQjtNQUN0QixHQUFHO01BQ0gsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPO01BQ3BCLFNBQVMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU07TUFDN0IsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQ2hCLFVBQVU7SUFDWjtJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxXQUFXLENBQUM7RUFDM0I7RUFFQSxDQUFBLFVBQVcsQ0FBQyxHQUFXO0lBQ3JCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDLElBQUksRUFBRTtJQUMvQixJQUFJLElBQUksSUFBSSxLQUFLLFlBQVksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sQ0FBQyxJQUFJLEVBQUU7SUFDckQsR0FBRyxVQUFVO0VBQ2Y7RUFFQSxDQUFBLE9BQVEsQ0FBQyxPQUFlO0lBQ3RCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxHQUFHLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksR0FBRztJQUN6RCxJQUFJLFFBQVEsSUFBSSxDQUFDLE9BQU8sQ0FBQyxVQUFVO01BQ2pDLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxrQkFBa0IsSUFBSSxDQUFDLENBQUEsSUFBSztNQUMzQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsSUFBSSxXQUFXLElBQUksa0JBQWtCO01BQ3JELElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztNQUNaLElBQUksQ0FBQyxDQUFBLEtBQU07TUFDWCxLQUFLLE1BQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFJO1FBQzdDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztVQUFFLEdBQUc7VUFBTyxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztVQUFHO1FBQUs7TUFDbEQ7TUFDQSxvRUFBb0U7TUFDcEUsS0FBSyxNQUFNLEVBQUUsR0FBRyxFQUFFLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sR0FBSTtRQUN6QyxJQUFJLFdBQVcsSUFBSSxPQUFPLEVBQUUsTUFBTTtRQUNsQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7VUFBRSxHQUFHO1VBQU8sS0FBSyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7VUFBRztRQUFJO01BQ2pEO01BQ0E7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLEtBQUssTUFBTSxDQUFDLElBQUksRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBRTtNQUNuQyxFQUFFLE9BQU8sQ0FBQyxVQUFVLElBQUksU0FBUztJQUNuQztJQUNBLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0lBQ25CLEtBQUssTUFBTSxDQUFDLElBQUksRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBRTtNQUNoQyxFQUFFLFNBQVMsQ0FBQztRQUFFLE1BQU07UUFBVztNQUFHO01BQ2xDLEVBQUUsU0FBUyxDQUFDO1FBQUUsTUFBTTtRQUFZO01BQUc7SUFDckM7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztFQUNsQjtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsa0JBQWtCLElBQVk7RUFDNUMsT0FBTyxJQUFJLE9BQ1QsVUFBVSxJQUFJLElBQUksb0JBQW9CLFlBQVksR0FBRyxJQUNyRDtJQUFFLE1BQU07SUFBVTtFQUFLO0FBRTNCO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FtQkMsR0FDRCxPQUFPLFNBQVMsa0JBQ2QsSUFBZ0IsRUFDaEIsT0FBTyxDQUFDLE9BQU8sRUFBRSxLQUFLLEVBQUUsRUFBRTtFQUUxQixNQUFNLElBQUksSUFBSSxhQUFhLEtBQUssTUFBTSxFQUFFLE1BQU07RUFDOUMsTUFBTSxPQUFPLEVBQUUsR0FBRyxDQUFDO0lBQUUsSUFBSTtJQUFHLElBQUksS0FBSyxFQUFFO0lBQUUsS0FBSyxLQUFLLEdBQUc7SUFBRSxRQUFRO0VBQUssR0FDbEUsSUFBSSxDQUFDLENBQUM7SUFDTCxFQUFFLFNBQVM7SUFDWCxPQUFPO0VBQ1Q7RUFDRixPQUFPO0lBQUUsUUFBUSxFQUFFLE1BQU07SUFBRTtFQUFLO0FBQ2xDO0FBRUEsU0FBUyxVQUNQLEVBQVUsRUFDVixNQUF1QixFQUN2QixLQUFjO0VBRWQsTUFBTSxJQUFnQjtJQUNwQixNQUFNO0lBQ047SUFDQTtJQUNBLE9BQU87SUFDUCxTQUFTO0lBQ1QsT0FBTztJQUNQLFdBQVc7RUFDYjtFQUNBLElBQUksVUFBVSxXQUFXLEVBQUUsS0FBSyxHQUFHO0VBQ25DLE9BQU87QUFDVDtBQUVBLG9DQUFvQyxHQUNwQyxNQUFNO0VBQ0ssR0FBVztFQUNYLEtBQW1CO0VBQ25CLE1BQWtCO0VBQzNCLGlFQUFpRSxHQUNqRSxBQUFTLEtBQWE7RUFDYixPQUEwQjtFQUNuQyx5RUFBeUUsR0FDekUsYUFBYSxDQUFDLEVBQUU7RUFDaEIsK0NBQStDLEdBQy9DLFVBQVUsTUFBTTtFQUNoQixtRUFBbUUsR0FDbkUsT0FBTyxNQUFNO0VBQ2IsdUVBQXVFLEdBQ3ZFLE1BQU0sTUFBTTtFQUNaLDhEQUE4RCxHQUM5RCxRQUFRLE1BQU07RUFDZCx5RUFBeUUsR0FDekUsTUFBTSxFQUFFO0VBQ1IsMkVBQTJFLEdBQzNFLFVBQVUsQ0FBQyxTQUFTO0VBQ3BCLHlEQUF5RCxHQUN6RCxRQUFRLEVBQUU7RUFFVixZQUFZLElBQW9CLENBQUU7SUFDaEMsSUFBSSxDQUFDLE1BQU0sR0FBRyxLQUFLLE1BQU0sR0FBRyxJQUFJLFdBQVcsS0FBSyxNQUFNLElBQUk7SUFDMUQsSUFBSSxDQUFDLEVBQUUsR0FBRyxLQUFLLEVBQUU7SUFDakIsSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLGFBQWEsS0FBSyxHQUFHO0lBQ3JDLElBQUksQ0FBQyxLQUFLLEdBQUcsVUFBVSxLQUFLLEVBQUUsRUFBRTtJQUNoQyxJQUFJLENBQUMsSUFBSSxHQUFHLFVBQVUsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJO0VBQ3RDO0VBRUEsK0NBQStDLEdBQy9DLFVBQVUsR0FBVyxFQUFXO0lBQzlCLElBQUksSUFBSSxDQUFDLEdBQUcsSUFBSSxJQUFJLENBQUMsS0FBSyxJQUFJLE9BQU8sSUFBSSxDQUFDLEdBQUcsRUFBRSxPQUFPO0lBQ3RELE1BQU0sT0FBTyxJQUFJLENBQUMsSUFBSTtJQUN0QixPQUFPLEtBQUssT0FBTyxPQUFPLGdCQUN2QixJQUFJLENBQUMsSUFBSSxJQUFJLEtBQUssUUFBUSxNQUMxQixJQUFJLENBQUMsT0FBTyxJQUFJLEtBQUssWUFBWTtFQUN0QztBQUNGO0FBRUEsOERBQThELEdBQzlELE1BQU0sV0FBVyxDQUFDO0FBRWxCOzs7O0NBSUMsR0FDRCxTQUFTLEtBQUssQ0FBWSxFQUFFLFFBQWdCO0VBQzFDLE1BQU0sT0FBTyxFQUFFLElBQUk7RUFDbkIsTUFBTSxVQUFVLEtBQUssT0FBTztFQUM1QixJQUFJLFlBQVksY0FBYyxPQUFPO0VBQ3JDLEVBQUUsSUFBSSxHQUFHO0VBQ1QsSUFBSSxDQUFDLEtBQUssUUFBUSxJQUFJO0lBQ3BCLEVBQUUsS0FBSyxDQUFDLFNBQVM7SUFDakIsSUFBSSxLQUFLLGNBQWMsSUFBSTtNQUN6QixFQUFFLElBQUksR0FBRztNQUNULE9BQU87SUFDVDtFQUNGO0VBQ0EsSUFBSyxJQUFJLFFBQVEsR0FBRyxRQUFRLFVBQVUsUUFBUztJQUM3QyxJQUFJLENBQUMsS0FBSyxRQUFRLElBQUksT0FBTztJQUM3QixNQUFNLElBQUksVUFBVSxFQUFFLEVBQUUsRUFBRSxFQUFFLElBQUksR0FBRyxLQUFLLFdBQVcsRUFBRSxLQUFLLFVBQVU7SUFDcEUsSUFBSSxJQUFJLEdBQUc7TUFDVCxFQUFFLEtBQUssQ0FBQyxLQUFLLElBQUk7TUFDakIsRUFBRSxVQUFVLEdBQUcsQ0FBQztNQUNoQixLQUFLLE1BQU0sQ0FBQztNQUNaLElBQUksS0FBSyxRQUFRLE1BQU8sV0FBVyxNQUFNLE1BQU0sS0FBSyxZQUFZLElBQUs7UUFDbkUsUUFBUTtRQUNSLE9BQU87TUFDVDtNQUNBO0lBQ0Y7SUFDQSxJQUFJLElBQUksR0FBRyxPQUFPO0lBQ2xCLE9BQU8sV0FBVyxHQUFHO0VBQ3ZCO0VBQ0EsT0FBTztBQUNUO0FBRUEsMkVBQTJFLEdBQzNFLFNBQVMsV0FBVyxDQUFZLEVBQUUsT0FBZTtFQUMvQyxNQUFNLE9BQU8sRUFBRSxJQUFJO0VBQ25CLElBQUksS0FBSyxPQUFPLEdBQUcsS0FBSyxLQUFLLFlBQVksSUFBSSxRQUFRO0VBQ3JELElBQUksWUFBWSxlQUFlO0lBQzdCLE1BQU0sTUFBTSxZQUFZLEdBQUc7SUFDM0IsSUFBSSxFQUFFLFVBQVUsR0FBRyxHQUFHLEVBQUUsVUFBVSxHQUFHO0lBQ3JDLE1BQU0sT0FBTyxpQkFBaUIsQ0FBQyxNQUFNLEVBQUUsVUFBVTtJQUNqRCxPQUFPLFFBQVEsSUFBSSxZQUFZLEtBQUssSUFBSSxDQUFDO0VBQzNDO0VBQ0EsSUFBSSxLQUFLLE9BQU8sS0FBSyxHQUFHO0lBQ3RCLEVBQUUsS0FBSyxDQUFDLEtBQUs7SUFDYixPQUFPO0VBQ1Q7RUFDQSxJQUFJLEtBQUssWUFBWSxJQUFJO0lBQ3ZCLEVBQUUsS0FBSyxDQUFDLEtBQUs7SUFDYixFQUFFLE9BQU8sR0FBRztJQUNaLE9BQU87RUFDVDtFQUNBLFFBQVE7RUFDUixPQUFPO0FBQ1Q7QUFFQSwyRUFBMkUsR0FDM0UsU0FBUyxXQUFXLElBQWtCLEVBQUUsQ0FBUztFQUMvQyxPQUFPLElBQUksb0JBQW9CLEtBQUssT0FBTyxJQUFJO0FBQ2pEO0FBRUEsb0VBQW9FLEdBQ3BFLElBQUksYUFBZ0M7QUFDcEMsMEVBQTBFLEdBQzFFLElBQUksYUFBZ0M7QUFDcEMsZ0VBQWdFLEdBQ2hFLElBQUksYUFBZ0M7QUFDcEMsMEVBQTBFLEdBQzFFLElBQUksY0FBZ0M7QUFFcEMsU0FBUyxRQUFRLENBQVk7RUFDM0IsSUFBSSxFQUFFLElBQUksQ0FBQyxPQUFPLElBQUksb0JBQW9CO0lBQ3hDLEVBQUUsT0FBTyxHQUFHLFlBQVksR0FBRztJQUMzQixvRUFBb0U7SUFDcEUscUVBQXFFO0lBQ3JFLHVEQUF1RDtJQUN2RCxJQUFJLGdCQUFnQixHQUFHO01BQ3JCLGNBQWM7TUFDZCxZQUFZO0lBQ2Q7SUFDQSxZQUFZLEtBQUssRUFBRSxPQUFPO0lBQzFCLElBQUksWUFBWSxRQUFRLEdBQUcsQ0FBQyxZQUFZLGdCQUFnQjtFQUMxRDtFQUNBLEVBQUUsSUFBSSxDQUFDLE9BQU87RUFDZCxFQUFFLEtBQUssQ0FBQyxPQUFPO0VBQ2YsS0FBSyxFQUFFLE1BQU07QUFDZjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLFlBQVksQ0FBWSxFQUFFLENBQVM7RUFDMUMsSUFBSTtFQUNKLElBQUk7SUFDRixJQUFJLFVBQVUsRUFBRSxFQUFFLEVBQUUsT0FBTyxRQUFRLENBQUMsR0FBRztFQUN6QyxFQUFFLE9BQU07SUFDTixPQUFPLEdBQUcsd0NBQXdDO0VBQ3BEO0VBQ0EsSUFBSSxJQUFJLEdBQUc7SUFDVCxJQUFJLEVBQUUsTUFBTSxFQUFFLGlCQUFpQixFQUFFLE1BQU07SUFDdkMsSUFBSSxZQUFZLFVBQVU7RUFDNUI7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLEtBQUssTUFBeUI7RUFDckMsSUFBSSxDQUFDLFFBQVE7RUFDYixRQUFRLEdBQUcsQ0FBQyxRQUFRLEdBQUc7RUFDdkIsUUFBUSxNQUFNLENBQUMsUUFBUTtBQUN6QjtBQUVBLDBEQUEwRCxHQUMxRCxNQUFNO0VBQ0ssR0FBVztFQUNYLEdBQVc7RUFDWCxRQUFvQjtFQUM3QixNQUFrQjtFQUNsQixxRUFBcUUsR0FDckUsUUFBUSxNQUFNO0VBQ2Qsc0RBQXNELEdBQ3RELFFBQVEsTUFBTTtFQUNkLDhEQUE4RCxHQUM5RCxZQUFZLENBQUMsU0FBUztFQUV0QixZQUFZLElBQW1CLENBQUU7SUFDL0IsSUFBSSxDQUFDLEVBQUUsR0FBRyxLQUFLLEVBQUU7SUFDakIsSUFBSSxDQUFDLEVBQUUsR0FBRyxLQUFLLEVBQUU7SUFDakIsSUFBSSxDQUFDLE9BQU8sR0FBRyxJQUFJLFdBQVcsS0FBSyxPQUFPO0lBQzFDLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxXQUFXLEtBQUssS0FBSztFQUN4QztFQUVBLDZDQUE2QyxHQUM3QyxJQUFJLFNBQWtCO0lBQ3BCLE9BQU8sQ0FBQyxJQUFJLENBQUMsS0FBSyxJQUFJLElBQUksQ0FBQyxPQUFPLENBQUMsT0FBTyxLQUFLO0VBQ2pEO0FBQ0Y7QUFFQSx3RUFBd0UsR0FDeEUsTUFBTSxpQkFBaUIsS0FBSztBQUM1QixNQUFNLFNBQVMsSUFBSSxXQUFXO0FBRTlCLCtEQUErRCxHQUMvRCxNQUFNO0VBQ0ssUUFBUSxJQUFJLE1BQXlCO0VBQ3JDLE9BQU8sSUFBSSxNQUF1QjtFQUNsQyxDQUFBLE1BQU8sQ0FBUztFQUNoQixDQUFBLE9BQVEsQ0FBYTtFQUNyQixDQUFBLElBQUssQ0FBbUM7RUFDakQsb0VBQW9FLEdBQ3BFLENBQUEsT0FBUSxHQUFHLElBQUksV0FBVyxHQUFHO0VBQzdCLFVBQVUsRUFBRTtFQUVaLFlBQ0UsTUFBYyxFQUNkLE9BQTBCLEVBQzFCLElBQXNDLENBQ3RDO0lBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUksV0FBVztJQUMvQixhQUFhLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDMUIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0VBQ2Y7RUFFQSx5Q0FBeUMsR0FDekMsSUFBSSxTQUFrQjtJQUNwQixzRUFBc0U7SUFDdEUsT0FBTyxDQUFDLEFBQUMsUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLGVBQWUsSUFBSSxDQUFDLE9BQU8sR0FBSSxDQUFDLElBQUk7RUFDM0U7RUFFQSxJQUFJLElBQW9CLEVBQVE7SUFDOUIsbUVBQW1FO0lBQ25FLHNFQUFzRTtJQUN0RSxpREFBaUQ7SUFDakQsS0FBSyxNQUFNLENBQUMsSUFBSSxFQUFFLElBQUksSUFBSSxDQUFDLEtBQUssQ0FBRTtNQUNoQyxJQUFJLEVBQUUsRUFBRSxLQUFLLEtBQUssRUFBRSxFQUFFLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxJQUFJLEdBQUc7SUFDekM7SUFDQSxJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsRUFBRSxJQUFJLFVBQVU7RUFDeEM7RUFFQSxPQUFPLElBQW1CLEVBQVE7SUFDaEMsTUFBTSxJQUFJLElBQUksUUFBUTtJQUN0QixFQUFFLE9BQU8sQ0FBQyxVQUFVLENBQUMsRUFBRSxPQUFPLENBQUMsVUFBVTtJQUN6QyxJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsRUFBRTtFQUN6QjtFQUVBLFNBQVMsRUFBVSxFQUFFLEtBQXdCLEVBQUUsS0FBYSxFQUFRO0lBQ2xFLE1BQU0sSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsQ0FBQztJQUN4QixJQUFJLENBQUMsR0FBRztJQUNSLEVBQUUsS0FBSyxHQUFHLElBQUksV0FBVztJQUN6QixFQUFFLE9BQU8sQ0FBQyxVQUFVLENBQUM7RUFDdkI7RUFFQSxxQ0FBcUMsR0FDckMsSUFBSSxPQUFnQjtJQUNsQixPQUFPLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxHQUFHLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDakQ7RUFFQTs7O0dBR0MsR0FDRCxNQUFZO0lBQ1YsTUFBTyxJQUFJLENBQUMsSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBRSxJQUFJLENBQUMsQ0FBQSxLQUFNO0VBQy9DO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxLQUFNO0lBQ0osSUFBSSxNQUFNO0lBQ1YsSUFBSSxPQUFPO0lBQ1gsTUFBTSxTQUFTLFlBQVksR0FBRztJQUM5QixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsS0FBSyxDQUFDLE1BQU0sR0FBSTtNQUNuQyxJQUFJLEVBQUUsR0FBRyxFQUFFO1dBQ04sT0FBTyxLQUFLLEdBQUcsQ0FBQyxNQUFNLEVBQUUsR0FBRyxHQUFHO0lBQ3JDO0lBQ0EsT0FBTyxLQUFLLEdBQUcsQ0FBQyxNQUFNLFlBQVksTUFBTSxXQUFXO0lBQ25ELElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLElBQUksSUFBSSxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssSUFBSSxDQUFDO0lBQy9DLHdEQUF3RDtJQUN4RCxLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sR0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7SUFDbEQsTUFBTSxNQUFNLFlBQVksR0FBRztJQUMzQixNQUFNLFFBQVEsS0FBSyxHQUFHLENBQ3BCLG9CQUNBLEtBQUssS0FBSyxDQUFDLGtCQUFrQixLQUFLLEdBQUcsQ0FBQyxHQUFHO0lBRTNDLE1BQU0sVUFBdUIsRUFBRTtJQUMvQixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsS0FBSyxDQUFDLE1BQU0sR0FBSTtNQUNuQyxJQUFJLEVBQUUsR0FBRyxFQUFFLFFBQVEsSUFBSSxDQUFDO1dBQ25CLElBQUksRUFBRSxTQUFTLENBQUMsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxnQkFBZ0I7SUFDM0Q7SUFDQSxLQUFLLE1BQU0sS0FBSyxRQUFTLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLE9BQU87RUFDaEQ7RUFFQSx5Q0FBeUMsR0FDekMsQ0FBQSxJQUFLLENBQUMsQ0FBWSxFQUFFLFFBQWdCLEVBQUUsR0FBVztJQUMvQyxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUMsRUFBRSxLQUFLLENBQUMsRUFBRSxHQUFHO0lBQ2pDLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUNqQixFQUFFLEtBQUssR0FBRztJQUNWLE1BQU0sT0FBTyxFQUFFLEtBQUssQ0FBQyxLQUFLO0lBQzFCLElBQUk7SUFDSixJQUFJO01BQ0YsSUFBSSxLQUFLLEdBQUc7SUFDZCxFQUFFLE9BQU8sS0FBSztNQUNaLEVBQUUsS0FBSyxDQUFDLEtBQUssR0FBRyxlQUFlLFFBQVEsSUFBSSxPQUFPLEdBQUcsT0FBTztNQUM1RCxJQUFJO0lBQ047SUFDQSxJQUFJLE9BQU8sTUFBTSxVQUFVO01BQ3pCLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxFQUFFLEtBQUssQ0FBQyxFQUFFLEVBQUUsR0FBRztNQUN6QjtJQUNGO0lBQ0EsRUFBRSxLQUFLLElBQUksRUFBRSxLQUFLLENBQUMsS0FBSyxHQUFHO0lBQzNCLEVBQUUsR0FBRyxHQUFHLE1BQU07SUFDZCxJQUFJLEVBQUUsR0FBRyxFQUFFO0lBQ1gsRUFBRSxHQUFHLEdBQUcsTUFBTTtJQUNkLG1FQUFtRTtJQUNuRSxrQ0FBa0M7SUFDbEMsSUFBSSxDQUFDLEVBQUUsSUFBSSxJQUFJLEVBQUUsS0FBSyxHQUFHLEtBQUssTUFBTSxFQUFFLE9BQU8sSUFBSSxVQUFVO01BQ3pELFlBQVksWUFBWTtNQUN4QixjQUFjO0lBQ2hCO0lBQ0EsRUFBRSxLQUFLLEdBQUc7RUFDWjtFQUVBLENBQUEsSUFBSyxDQUFDLFNBQWlCO0lBQ3JCLG1FQUFtRTtJQUNuRSxxQkFBcUI7SUFDckIsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQzdDLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sR0FBRyxJQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUksV0FBVyxJQUFJO0lBQ3JFLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ3pCLE1BQU0sU0FBMkMsRUFBRTtJQUNuRCxHQUFHLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDckIsR0FBRyxDQUFDLEVBQUUsR0FBRztJQUNULEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxLQUFLLENBQUMsTUFBTSxHQUFJO01BQ25DLElBQUksRUFBRSxJQUFJLEVBQUU7TUFDWixPQUFPLElBQUksQ0FBQztNQUNaLEdBQUcsQ0FBQyxPQUFPLE1BQU0sR0FBRyxFQUFFLEdBQUcsRUFBRSxFQUFFO01BQzdCLEdBQUcsQ0FBQyxPQUFPLE1BQU0sR0FBRyxJQUFJLEVBQUUsR0FBRztJQUMvQjtJQUNBLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFJO01BQ2xDLEVBQUUsS0FBSyxHQUFHO01BQ1YsSUFBSSxDQUFDLEVBQUUsTUFBTSxFQUFFO01BQ2YsT0FBTyxJQUFJLENBQUM7TUFDWixHQUFHLENBQUMsT0FBTyxNQUFNLEdBQUcsRUFBRSxHQUFHLEVBQUUsRUFBRTtNQUM3QixHQUFHLENBQUMsT0FBTyxNQUFNLEdBQUcsSUFBSSxFQUFFLEdBQUc7SUFDL0I7SUFDQSxPQUFPLElBQUksQ0FBQyxLQUFLLE9BQU8sT0FBTyxNQUFNLEdBQUcsSUFBSTtJQUM1QyxpREFBaUQ7SUFDakQsSUFBSSxHQUFHLENBQUMsRUFBRSxLQUFLLE9BQU8sR0FBRyxZQUFZLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDakQsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE9BQU8sTUFBTSxFQUFFLElBQUs7TUFDdEMsTUFBTSxDQUFDLEVBQUUsQ0FBQyxLQUFLLEdBQUcsR0FBRyxDQUFDLENBQUMsSUFBSSxDQUFDLElBQUksSUFBSSxFQUFFLEtBQUssT0FBTztJQUNwRDtFQUNGO0VBRUEseURBQXlELEdBQ3pELENBQUEsT0FBUSxDQUFDLENBQVU7SUFDakIsSUFBSSxFQUFFLE9BQU8sQ0FBQyxPQUFPLEtBQUssVUFBVTtNQUNsQyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxFQUFFLEVBQUU7TUFDckIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1FBQUUsTUFBTTtRQUFZLElBQUksRUFBRSxFQUFFO01BQUM7TUFDeEM7SUFDRjtJQUNBLElBQUksQ0FBQyxFQUFFLEtBQUssSUFBSSxDQUFDLEVBQUUsTUFBTSxFQUFFO0lBQzNCLHNFQUFzRTtJQUN0RSxJQUFLLElBQUksUUFBUSxHQUFHLFFBQVEsR0FBRyxRQUFTO01BQ3RDLElBQUk7TUFDSixJQUFJO1FBQ0YsSUFBSSxRQUFRLEVBQUUsRUFBRSxFQUFFLFFBQVEsR0FBRyxPQUFPLE1BQU07TUFDNUMsRUFBRSxPQUFNO1FBQ04sSUFBSSxDQUFDO01BQ1A7TUFDQSxJQUFJLElBQUksR0FBRztRQUNULEVBQUUsS0FBSyxHQUFHO1FBQ1YsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1VBQUUsTUFBTTtVQUFXLElBQUksRUFBRSxFQUFFO1FBQUM7UUFDdkM7TUFDRjtNQUNBLElBQUksTUFBTSxHQUFHO01BQ2IsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7SUFDaEI7RUFDRjtFQUVBLHVFQUF1RSxHQUN2RSxDQUFBLElBQUssQ0FBQyxDQUFVLEVBQUUsQ0FBUztJQUN6QixNQUFNLElBQUksRUFBRSxPQUFPO0lBQ25CLElBQUksT0FBTztJQUNYLElBQUksRUFBRSxNQUFNLElBQUksRUFBRSxNQUFNLENBQUMsRUFBRSxLQUFLLEtBQUssRUFBRSxNQUFNLENBQUMsUUFBUSxJQUFJO01BQ3hELE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxRQUFRLElBQUksQ0FBQyxFQUFFLEtBQUssRUFBRTtNQUMvQyxJQUFJLEdBQUcsT0FBTyxZQUFZLEdBQUc7SUFDL0I7SUFDQSxJQUFJLFNBQVMsR0FBRztNQUNkLE1BQU0sTUFBTSxZQUFZLEdBQUc7TUFDM0IsSUFBSSxNQUFNLEVBQUUsU0FBUyxJQUFJLGdCQUFnQjtRQUN2QyxFQUFFLFNBQVMsR0FBRztRQUNkLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztVQUFFLE1BQU07VUFBVyxJQUFJLEVBQUUsRUFBRTtRQUFDO01BQ3pDO01BQ0E7SUFDRjtJQUNBLGlFQUFpRTtJQUNqRSxNQUFNLE1BQU0sRUFBRSxRQUFRO0lBQ3RCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztNQUFFLE1BQU07TUFBUSxJQUFJLEVBQUUsRUFBRTtNQUFFLE1BQU0sT0FBTyxLQUFLLENBQUMsTUFBTTtNQUFJO0lBQUk7RUFDeEU7RUFFQSxDQUFBLFVBQVcsQ0FBQyxDQUFZO0lBQ3RCLElBQUksQ0FBQyxFQUFFLE9BQU8sRUFBRTtJQUNoQixFQUFFLE9BQU8sR0FBRztJQUNaLEVBQUUsSUFBSSxDQUFDLFVBQVU7RUFDbkI7RUFFQSxDQUFBLEdBQUksQ0FBQyxFQUFVLEVBQUUsQ0FBWSxFQUFFLE1BQXVCO0lBQ3BELElBQUksQ0FBQyxLQUFLLENBQUMsTUFBTSxDQUFDO0lBQ2xCLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUNqQixJQUFJLGdCQUFnQixHQUFHLGNBQWMsTUFBTSwyQkFBMkI7SUFDdEUsRUFBRSxLQUFLLENBQUMsTUFBTSxHQUFHO0lBQ2pCLDhEQUE4RDtJQUM5RCx3REFBd0Q7SUFDeEQsSUFBSSxFQUFFLElBQUksQ0FBQyxPQUFPLEdBQUcsR0FBRyxFQUFFLEtBQUssQ0FBQyxPQUFPO0lBQ3ZDLEVBQUUsSUFBSSxDQUFDLE1BQU07SUFDYixLQUFLLEVBQUUsTUFBTTtJQUNiLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxFQUFFLEtBQUs7RUFDcEI7QUFDRjtBQVNBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsWUFBWSxLQUFrQjtFQUM1QyxvRUFBb0U7RUFDcEUsc0VBQXNFO0VBQ3RFLGFBQWEsSUFBSTtFQUNqQixJQUFJLElBQXFCO0VBQ3pCLElBQUksT0FBTztFQUNYLElBQUksVUFBVTtFQUNkLE1BQU0sU0FBUztJQUNiLElBQUksQ0FBQyxLQUFLLFNBQVM7SUFDbkIsVUFBVTtJQUNWLEVBQUUsR0FBRztJQUNMLFVBQVU7SUFDVixJQUFJLENBQUMsRUFBRSxJQUFJLElBQUksUUFBUSxDQUFDLEVBQUUsTUFBTSxFQUFFLE1BQU0sS0FBSztFQUM3QyxrRUFBa0U7RUFDcEU7RUFDQSxNQUFNLFNBQVMsR0FBRyxDQUFDO0lBQ2pCLE1BQU0sTUFBTSxFQUFFLElBQUk7SUFDbEIsSUFBSSxJQUFJLENBQUMsS0FBSyxTQUFTO01BQ3JCLElBQUksSUFBSSxTQUFTLElBQUksTUFBTSxFQUFFLElBQUksT0FBTyxFQUFFLENBQUMsSUFBTSxNQUFNLFdBQVcsQ0FBQztNQUNuRSxrRUFBa0U7TUFDbEUsaUNBQWlDO01BQ2pDLGFBQWEsSUFBSSxRQUFRLEdBQUcsSUFBSSxXQUFXLElBQUksUUFBUSxJQUFJO01BQzNELE9BQU8sSUFBSSxJQUFJO01BQ2Y7SUFDRjtJQUNBLElBQUksQ0FBQyxHQUFHO0lBQ1IsRUFBRSxPQUFPLEdBQUcsSUFBSSxHQUFHO0lBQ25CLElBQUksSUFBSSxDQUFDLEtBQUssU0FBUyxNQUFNLElBQUksTUFBTTtJQUN2QyxJQUFJLElBQUksQ0FBQyxLQUFLLE9BQU8sRUFBRSxNQUFNLENBQUMsSUFBSSxHQUFHO1NBQ2hDLElBQUksSUFBSSxDQUFDLEtBQUssYUFBYSxFQUFFLFFBQVEsQ0FBQyxJQUFJLEVBQUUsRUFBRSxJQUFJLEtBQUssRUFBRSxJQUFJLEtBQUs7U0FDbEUsRUFBRSxHQUFHLENBQUMsSUFBSSxJQUFJO0lBQ25CO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=1331876437176239500,10763545124196775955