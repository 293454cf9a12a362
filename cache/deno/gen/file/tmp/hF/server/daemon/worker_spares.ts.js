/**
 * A warm spare parse worker, made ahead so that `new` does not wait for
 * it. Making a Worker blocks the daemon's main thread until the worker's
 * isolate exists: measured on the loaded 2-core VM, 135-345 ms for the
 * parse worker per session (about 5-10 ms when idle), during which no
 * session's screen or input moved either. (Sessions share the daemon's one
 * gather worker, `shared_gather.ts`, made with the first pane.)
 *
 * The spare is made a little after a session starts (never inside a
 * request, and not before the first session: an idle daemon with no
 * session holds no spare), or as soon as the connection that started it
 * closes, and not while output floods; `new` takes it and the next one is
 * made after. Its warm-up waits until no client has connected for a while
 * and no input has been written to any session for a moment.
 * A spare whose start failed is thrown away, and `new` makes its worker
 * itself as before.
 *
 * @module
 */ import { spawnParseWorker } from "./parse_client.ts";
import { inputActivity, InputQuiet } from "../workers/input_activity.ts";
/**
 * After a session starts, wait this long before making the next spare: the
 * request that often follows `new` (bare `berth` attaches at once) goes
 * first, not behind the main thread's wait for an isolate. A connection
 * that closes has no request to follow: `new -d` closes as soon as it has
 * its answer, and the spare is made then (`gone`). Waiting 100 ms for it
 * instead, a `new` on a new connection 30-60 ms after the last had closed
 * (a script's next `new -d` on a quiet machine) found no spare and took
 * 17.5-23.8 ms at the median, against 5.7-7.8 (bench/README.md, "Issue
 * 15, seventh round").
 */ const REFILL_DELAY_MS = 100;
/**
 * While any session's output floods, the refill waits, up to this long: a
 * worker's start (its isolate, module graph and compiles) took 56-91 ms of
 * its own thread's CPU on the 2-core VM, plus compiles on V8's threads,
 * from `cat` and its session's threads at the moment they stream; put off,
 * `cat` of 32 MiB went from 26.4 to 34.8 MB/s (bench/README.md, "Issue 15,
 * fifth round"). A flood that goes on gets its spare made all the same
 * once this has passed.
 */ const FLOOD_DEFER_MS = 2000;
/**
 * The spare's warm-up (`warm_engine.ts`) waits until no client has
 * connected for this long. It costs about 40 ms of the spare's thread and
 * 45 of V8's compiler threads (the daemon's per-thread CPU): begun with the
 * spare, it ran beside the commands a script started next, on 2 cores
 * (`new -d` one after another: 117 -> 104 ms at the median). The daemon
 * cannot see a command that is starting, only the last one that
 * connected: a script whose commands come this far apart meets the
 * warm-up (`new -d` every 950 ms: 91.0 -> 101.7 ms at the median), so it
 * is long; at 300 ms, `new -d` every 300 ms met it instead (95.7 -> 108.8;
 * with 1000: 81.5). With no client lately (sessions made over one kept
 * connection, as the bench's) the warm-up starts with the spare, as it
 * did; a spare taken before it warms up serves its session cold, as every
 * spare did before the warm-up (bench/README.md, "Issue 15, seventh
 * round").
 */ const WARM_QUIET_MS = 1000;
/** The daemon's spare parse worker. */ export class WorkerSpares {
  #spare = null;
  #failed = false;
  #timer;
  #closed = false;
  #floods;
  #lastClientAt;
  #delayMs;
  #warmQuietMs;
  #warmTimer;
  /**
   * Input to the sessions since the last warm-up was sent, which the next
   * waits out too.
   */ #inputQuiet;
  #newInputQuiet;
  /** Whether the spare has been sent its warm-up. */ #warm = false;
  /** When the refill waiting now was asked for (ms, `performance.now()`). */ #askedAt = 0;
  /** The flood count then. */ #floodsAtAsk = 0;
  /** Who took the last spare, while its refill waits. */ #takenBy = null;
  /**
   * `floods`: a count that moves while output floods (the gather worker's
   * flood batches, `SharedGather.floods`); the refill waits while it moves.
   */ constructor(floods = ()=>0, timing = {}){
    this.#floods = floods;
    this.#lastClientAt = timing.lastClientAt ?? (()=>-Infinity);
    this.#delayMs = timing.delayMs ?? REFILL_DELAY_MS;
    this.#warmQuietMs = timing.warmQuietMs ?? WARM_QUIET_MS;
    this.#newInputQuiet = ()=>new InputQuiet(inputActivity(), {
        quietMs: timing.inputQuietMs,
        limitMs: timing.inputWaitLimitMs
      });
    this.#inputQuiet = this.#newInputQuiet();
  }
  /**
   * The spare worker, or null when there is none ready; makes the next
   * soon. `by`: who takes it (the connection), for `gone`.
   */ take(by = null) {
    const spare = this.#failed ? null : this.#spare;
    if (this.#failed) this.#discard();
    this.#spare = null;
    clearTimeout(this.#warmTimer);
    this.#warmTimer = undefined;
    // The next spare's wait for quiet input starts afresh.
    this.#inputQuiet = this.#newInputQuiet();
    this.#takenBy = by;
    this.#refillSoon();
    return spare;
  }
  /**
   * `by` has gone (its connection closed): when it took the last spare,
   * and no flood has begun since, the next is made now rather than after
   * the delay, since no request of its own can follow.
   */ gone(by) {
    if (by === null || by !== this.#takenBy) return;
    this.#takenBy = null;
    if (this.#timer === undefined || this.#floods() !== this.#floodsAtAsk) {
      return;
    }
    clearTimeout(this.#timer);
    this.#refillAfter(this.#floodsAtAsk, 0);
  }
  /** Whether a spare is ready now. */ get ready() {
    return this.#spare !== null;
  }
  /** Whether the spare ready now has been sent its warm-up. */ get warm() {
    return this.#spare !== null && this.#warm;
  }
  /** Stops the spare worker (the daemon is shutting down). */ close() {
    this.#closed = true;
    clearTimeout(this.#timer);
    clearTimeout(this.#warmTimer);
    this.#discard();
  }
  #refillSoon() {
    if (this.#closed || this.#timer !== undefined) return;
    this.#askedAt = performance.now();
    this.#floodsAtAsk = this.#floods();
    this.#refillAfter(this.#floodsAtAsk);
  }
  /**
   * Makes the spare in `delay` ms, unless the flood count moves from
   * `seen`.
   */ #refillAfter(seen, delay = this.#delayMs) {
    this.#timer = setTimeout(()=>{
      this.#timer = undefined;
      this.#takenBy = null;
      if (this.#closed || this.#spare) return;
      const floods = this.#floods();
      if (floods !== seen && performance.now() - this.#askedAt < FLOOD_DEFER_MS) {
        this.#refillAfter(floods);
        return;
      }
      this.#failed = false;
      const parse = spawnParseWorker("parse:spare");
      parse.onerror = (e)=>{
        // Not yet a session's: nobody to tell; `take` throws it away.
        e.preventDefault();
        this.#failed = true;
      };
      this.#spare = parse;
      this.#warm = false;
      this.#warmWhenQuiet();
    }, delay);
  }
  /** Sends the spare its warm-up once no client has connected for a while. */ #warmWhenQuiet() {
    const spare = this.#spare;
    if (this.#closed || spare === null || this.#warm) return;
    // Its first steps (libc opened, the first timer and message channel)
    // cost the spare 30-60 ms cold, beside a typist's keys on 2 cores.
    const sinceClient = this.#lastClientAt() + this.#warmQuietMs - performance.now();
    const wait = sinceClient > 0 ? sinceClient : this.#inputQuiet.quietIn();
    if (wait > 0) {
      this.#warmTimer = setTimeout(()=>{
        this.#warmTimer = undefined;
        this.#warmWhenQuiet();
      }, wait);
      return;
    }
    // Keys typed from now until the spare looks count for it too.
    const warm = {
      t: "warm",
      activity: inputActivity(),
      seen: this.#inputQuiet.seen
    };
    spare.postMessage(warm);
    this.#warm = true;
    this.#inputQuiet = this.#newInputQuiet();
  }
  #discard() {
    this.#spare?.terminate();
    this.#spare = null;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vd29ya2VyX3NwYXJlcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgd2FybSBzcGFyZSBwYXJzZSB3b3JrZXIsIG1hZGUgYWhlYWQgc28gdGhhdCBgbmV3YCBkb2VzIG5vdCB3YWl0IGZvclxuICogaXQuIE1ha2luZyBhIFdvcmtlciBibG9ja3MgdGhlIGRhZW1vbidzIG1haW4gdGhyZWFkIHVudGlsIHRoZSB3b3JrZXInc1xuICogaXNvbGF0ZSBleGlzdHM6IG1lYXN1cmVkIG9uIHRoZSBsb2FkZWQgMi1jb3JlIFZNLCAxMzUtMzQ1IG1zIGZvciB0aGVcbiAqIHBhcnNlIHdvcmtlciBwZXIgc2Vzc2lvbiAoYWJvdXQgNS0xMCBtcyB3aGVuIGlkbGUpLCBkdXJpbmcgd2hpY2ggbm9cbiAqIHNlc3Npb24ncyBzY3JlZW4gb3IgaW5wdXQgbW92ZWQgZWl0aGVyLiAoU2Vzc2lvbnMgc2hhcmUgdGhlIGRhZW1vbidzIG9uZVxuICogZ2F0aGVyIHdvcmtlciwgYHNoYXJlZF9nYXRoZXIudHNgLCBtYWRlIHdpdGggdGhlIGZpcnN0IHBhbmUuKVxuICpcbiAqIFRoZSBzcGFyZSBpcyBtYWRlIGEgbGl0dGxlIGFmdGVyIGEgc2Vzc2lvbiBzdGFydHMgKG5ldmVyIGluc2lkZSBhXG4gKiByZXF1ZXN0LCBhbmQgbm90IGJlZm9yZSB0aGUgZmlyc3Qgc2Vzc2lvbjogYW4gaWRsZSBkYWVtb24gd2l0aCBub1xuICogc2Vzc2lvbiBob2xkcyBubyBzcGFyZSksIG9yIGFzIHNvb24gYXMgdGhlIGNvbm5lY3Rpb24gdGhhdCBzdGFydGVkIGl0XG4gKiBjbG9zZXMsIGFuZCBub3Qgd2hpbGUgb3V0cHV0IGZsb29kczsgYG5ld2AgdGFrZXMgaXQgYW5kIHRoZSBuZXh0IG9uZSBpc1xuICogbWFkZSBhZnRlci4gSXRzIHdhcm0tdXAgd2FpdHMgdW50aWwgbm8gY2xpZW50IGhhcyBjb25uZWN0ZWQgZm9yIGEgd2hpbGVcbiAqIGFuZCBubyBpbnB1dCBoYXMgYmVlbiB3cml0dGVuIHRvIGFueSBzZXNzaW9uIGZvciBhIG1vbWVudC5cbiAqIEEgc3BhcmUgd2hvc2Ugc3RhcnQgZmFpbGVkIGlzIHRocm93biBhd2F5LCBhbmQgYG5ld2AgbWFrZXMgaXRzIHdvcmtlclxuICogaXRzZWxmIGFzIGJlZm9yZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgc3Bhd25QYXJzZVdvcmtlciB9IGZyb20gXCIuL3BhcnNlX2NsaWVudC50c1wiO1xuaW1wb3J0IHR5cGUgeyBXYXJtUGFyc2UgfSBmcm9tIFwiLi4vd29ya2Vycy9wYXJzZV9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgaW5wdXRBY3Rpdml0eSwgSW5wdXRRdWlldCB9IGZyb20gXCIuLi93b3JrZXJzL2lucHV0X2FjdGl2aXR5LnRzXCI7XG5cbi8qKlxuICogQWZ0ZXIgYSBzZXNzaW9uIHN0YXJ0cywgd2FpdCB0aGlzIGxvbmcgYmVmb3JlIG1ha2luZyB0aGUgbmV4dCBzcGFyZTogdGhlXG4gKiByZXF1ZXN0IHRoYXQgb2Z0ZW4gZm9sbG93cyBgbmV3YCAoYmFyZSBgYmVydGhgIGF0dGFjaGVzIGF0IG9uY2UpIGdvZXNcbiAqIGZpcnN0LCBub3QgYmVoaW5kIHRoZSBtYWluIHRocmVhZCdzIHdhaXQgZm9yIGFuIGlzb2xhdGUuIEEgY29ubmVjdGlvblxuICogdGhhdCBjbG9zZXMgaGFzIG5vIHJlcXVlc3QgdG8gZm9sbG93OiBgbmV3IC1kYCBjbG9zZXMgYXMgc29vbiBhcyBpdCBoYXNcbiAqIGl0cyBhbnN3ZXIsIGFuZCB0aGUgc3BhcmUgaXMgbWFkZSB0aGVuIChgZ29uZWApLiBXYWl0aW5nIDEwMCBtcyBmb3IgaXRcbiAqIGluc3RlYWQsIGEgYG5ld2Agb24gYSBuZXcgY29ubmVjdGlvbiAzMC02MCBtcyBhZnRlciB0aGUgbGFzdCBoYWQgY2xvc2VkXG4gKiAoYSBzY3JpcHQncyBuZXh0IGBuZXcgLWRgIG9uIGEgcXVpZXQgbWFjaGluZSkgZm91bmQgbm8gc3BhcmUgYW5kIHRvb2tcbiAqIDE3LjUtMjMuOCBtcyBhdCB0aGUgbWVkaWFuLCBhZ2FpbnN0IDUuNy03LjggKGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZVxuICogMTUsIHNldmVudGggcm91bmRcIikuXG4gKi9cbmNvbnN0IFJFRklMTF9ERUxBWV9NUyA9IDEwMDtcblxuLyoqXG4gKiBXaGlsZSBhbnkgc2Vzc2lvbidzIG91dHB1dCBmbG9vZHMsIHRoZSByZWZpbGwgd2FpdHMsIHVwIHRvIHRoaXMgbG9uZzogYVxuICogd29ya2VyJ3Mgc3RhcnQgKGl0cyBpc29sYXRlLCBtb2R1bGUgZ3JhcGggYW5kIGNvbXBpbGVzKSB0b29rIDU2LTkxIG1zIG9mXG4gKiBpdHMgb3duIHRocmVhZCdzIENQVSBvbiB0aGUgMi1jb3JlIFZNLCBwbHVzIGNvbXBpbGVzIG9uIFY4J3MgdGhyZWFkcyxcbiAqIGZyb20gYGNhdGAgYW5kIGl0cyBzZXNzaW9uJ3MgdGhyZWFkcyBhdCB0aGUgbW9tZW50IHRoZXkgc3RyZWFtOyBwdXQgb2ZmLFxuICogYGNhdGAgb2YgMzIgTWlCIHdlbnQgZnJvbSAyNi40IHRvIDM0LjggTUIvcyAoYmVuY2gvUkVBRE1FLm1kLCBcIklzc3VlIDE1LFxuICogZmlmdGggcm91bmRcIikuIEEgZmxvb2QgdGhhdCBnb2VzIG9uIGdldHMgaXRzIHNwYXJlIG1hZGUgYWxsIHRoZSBzYW1lXG4gKiBvbmNlIHRoaXMgaGFzIHBhc3NlZC5cbiAqL1xuY29uc3QgRkxPT0RfREVGRVJfTVMgPSAyMDAwO1xuXG4vKipcbiAqIFRoZSBzcGFyZSdzIHdhcm0tdXAgKGB3YXJtX2VuZ2luZS50c2ApIHdhaXRzIHVudGlsIG5vIGNsaWVudCBoYXNcbiAqIGNvbm5lY3RlZCBmb3IgdGhpcyBsb25nLiBJdCBjb3N0cyBhYm91dCA0MCBtcyBvZiB0aGUgc3BhcmUncyB0aHJlYWQgYW5kXG4gKiA0NSBvZiBWOCdzIGNvbXBpbGVyIHRocmVhZHMgKHRoZSBkYWVtb24ncyBwZXItdGhyZWFkIENQVSk6IGJlZ3VuIHdpdGggdGhlXG4gKiBzcGFyZSwgaXQgcmFuIGJlc2lkZSB0aGUgY29tbWFuZHMgYSBzY3JpcHQgc3RhcnRlZCBuZXh0LCBvbiAyIGNvcmVzXG4gKiAoYG5ldyAtZGAgb25lIGFmdGVyIGFub3RoZXI6IDExNyAtPiAxMDQgbXMgYXQgdGhlIG1lZGlhbikuIFRoZSBkYWVtb25cbiAqIGNhbm5vdCBzZWUgYSBjb21tYW5kIHRoYXQgaXMgc3RhcnRpbmcsIG9ubHkgdGhlIGxhc3Qgb25lIHRoYXRcbiAqIGNvbm5lY3RlZDogYSBzY3JpcHQgd2hvc2UgY29tbWFuZHMgY29tZSB0aGlzIGZhciBhcGFydCBtZWV0cyB0aGVcbiAqIHdhcm0tdXAgKGBuZXcgLWRgIGV2ZXJ5IDk1MCBtczogOTEuMCAtPiAxMDEuNyBtcyBhdCB0aGUgbWVkaWFuKSwgc28gaXRcbiAqIGlzIGxvbmc7IGF0IDMwMCBtcywgYG5ldyAtZGAgZXZlcnkgMzAwIG1zIG1ldCBpdCBpbnN0ZWFkICg5NS43IC0+IDEwOC44O1xuICogd2l0aCAxMDAwOiA4MS41KS4gV2l0aCBubyBjbGllbnQgbGF0ZWx5IChzZXNzaW9ucyBtYWRlIG92ZXIgb25lIGtlcHRcbiAqIGNvbm5lY3Rpb24sIGFzIHRoZSBiZW5jaCdzKSB0aGUgd2FybS11cCBzdGFydHMgd2l0aCB0aGUgc3BhcmUsIGFzIGl0XG4gKiBkaWQ7IGEgc3BhcmUgdGFrZW4gYmVmb3JlIGl0IHdhcm1zIHVwIHNlcnZlcyBpdHMgc2Vzc2lvbiBjb2xkLCBhcyBldmVyeVxuICogc3BhcmUgZGlkIGJlZm9yZSB0aGUgd2FybS11cCAoYmVuY2gvUkVBRE1FLm1kLCBcIklzc3VlIDE1LCBzZXZlbnRoXG4gKiByb3VuZFwiKS5cbiAqL1xuY29uc3QgV0FSTV9RVUlFVF9NUyA9IDEwMDA7XG5cbi8qKiBXaGF0IGEgc3BhcmUgd2FpdHMgZm9yLCBhbmQgd2hhdCBjb3VudHMgYXMgcXVpZXQuICovXG5leHBvcnQgaW50ZXJmYWNlIFNwYXJlVGltaW5nIHtcbiAgLyoqIEhvdyBsb25nIGEgcmVmaWxsIHdhaXRzIGZvciB0aGUgdGFrZXIncyBuZXh0IHJlcXVlc3QuICovXG4gIGRlbGF5TXM/OiBudW1iZXI7XG4gIC8qKiBXaGVuIGEgY2xpZW50IGxhc3QgY29ubmVjdGVkIChgcGVyZm9ybWFuY2Uubm93KClgOyAtSW5maW5pdHk6IG5ldmVyKS4gKi9cbiAgbGFzdENsaWVudEF0PzogKCkgPT4gbnVtYmVyO1xuICAvKiogSG93IGxvbmcgbm8gY2xpZW50IG1heSBjb25uZWN0IGJlZm9yZSB0aGUgd2FybS11cC4gKi9cbiAgd2FybVF1aWV0TXM/OiBudW1iZXI7XG4gIC8qKiBIb3cgbG9uZyBubyBpbnB1dCBtYXkgYmUgd3JpdHRlbiBiZWZvcmUgaXQgKGBJTlBVVF9RVUlFVF9NU2ApLiAqL1xuICBpbnB1dFF1aWV0TXM/OiBudW1iZXI7XG4gIC8qKiBUaGUgbG9uZ2VzdCBpdCB3YWl0cyBmb3IgdGhhdCAoYFFVSUVUX1dBSVRfTElNSVRfTVNgKS4gKi9cbiAgaW5wdXRXYWl0TGltaXRNcz86IG51bWJlcjtcbn1cblxuLyoqIFRoZSBkYWVtb24ncyBzcGFyZSBwYXJzZSB3b3JrZXIuICovXG5leHBvcnQgY2xhc3MgV29ya2VyU3BhcmVzIHtcbiAgI3NwYXJlOiBXb3JrZXIgfCBudWxsID0gbnVsbDtcbiAgI2ZhaWxlZCA9IGZhbHNlO1xuICAjdGltZXI6IFJldHVyblR5cGU8dHlwZW9mIHNldFRpbWVvdXQ+IHwgdW5kZWZpbmVkO1xuICAjY2xvc2VkID0gZmFsc2U7XG4gIHJlYWRvbmx5ICNmbG9vZHM6ICgpID0+IG51bWJlcjtcbiAgcmVhZG9ubHkgI2xhc3RDbGllbnRBdDogKCkgPT4gbnVtYmVyO1xuICByZWFkb25seSAjZGVsYXlNczogbnVtYmVyO1xuICByZWFkb25seSAjd2FybVF1aWV0TXM6IG51bWJlcjtcbiAgI3dhcm1UaW1lcjogUmV0dXJuVHlwZTx0eXBlb2Ygc2V0VGltZW91dD4gfCB1bmRlZmluZWQ7XG4gIC8qKlxuICAgKiBJbnB1dCB0byB0aGUgc2Vzc2lvbnMgc2luY2UgdGhlIGxhc3Qgd2FybS11cCB3YXMgc2VudCwgd2hpY2ggdGhlIG5leHRcbiAgICogd2FpdHMgb3V0IHRvby5cbiAgICovXG4gICNpbnB1dFF1aWV0OiBJbnB1dFF1aWV0O1xuICByZWFkb25seSAjbmV3SW5wdXRRdWlldDogKCkgPT4gSW5wdXRRdWlldDtcbiAgLyoqIFdoZXRoZXIgdGhlIHNwYXJlIGhhcyBiZWVuIHNlbnQgaXRzIHdhcm0tdXAuICovXG4gICN3YXJtID0gZmFsc2U7XG4gIC8qKiBXaGVuIHRoZSByZWZpbGwgd2FpdGluZyBub3cgd2FzIGFza2VkIGZvciAobXMsIGBwZXJmb3JtYW5jZS5ub3coKWApLiAqL1xuICAjYXNrZWRBdCA9IDA7XG4gIC8qKiBUaGUgZmxvb2QgY291bnQgdGhlbi4gKi9cbiAgI2Zsb29kc0F0QXNrID0gMDtcbiAgLyoqIFdobyB0b29rIHRoZSBsYXN0IHNwYXJlLCB3aGlsZSBpdHMgcmVmaWxsIHdhaXRzLiAqL1xuICAjdGFrZW5CeTogdW5rbm93biA9IG51bGw7XG5cbiAgLyoqXG4gICAqIGBmbG9vZHNgOiBhIGNvdW50IHRoYXQgbW92ZXMgd2hpbGUgb3V0cHV0IGZsb29kcyAodGhlIGdhdGhlciB3b3JrZXInc1xuICAgKiBmbG9vZCBiYXRjaGVzLCBgU2hhcmVkR2F0aGVyLmZsb29kc2ApOyB0aGUgcmVmaWxsIHdhaXRzIHdoaWxlIGl0IG1vdmVzLlxuICAgKi9cbiAgY29uc3RydWN0b3IoZmxvb2RzOiAoKSA9PiBudW1iZXIgPSAoKSA9PiAwLCB0aW1pbmc6IFNwYXJlVGltaW5nID0ge30pIHtcbiAgICB0aGlzLiNmbG9vZHMgPSBmbG9vZHM7XG4gICAgdGhpcy4jbGFzdENsaWVudEF0ID0gdGltaW5nLmxhc3RDbGllbnRBdCA/PyAoKCkgPT4gLUluZmluaXR5KTtcbiAgICB0aGlzLiNkZWxheU1zID0gdGltaW5nLmRlbGF5TXMgPz8gUkVGSUxMX0RFTEFZX01TO1xuICAgIHRoaXMuI3dhcm1RdWlldE1zID0gdGltaW5nLndhcm1RdWlldE1zID8/IFdBUk1fUVVJRVRfTVM7XG4gICAgdGhpcy4jbmV3SW5wdXRRdWlldCA9ICgpID0+XG4gICAgICBuZXcgSW5wdXRRdWlldChpbnB1dEFjdGl2aXR5KCksIHtcbiAgICAgICAgcXVpZXRNczogdGltaW5nLmlucHV0UXVpZXRNcyxcbiAgICAgICAgbGltaXRNczogdGltaW5nLmlucHV0V2FpdExpbWl0TXMsXG4gICAgICB9KTtcbiAgICB0aGlzLiNpbnB1dFF1aWV0ID0gdGhpcy4jbmV3SW5wdXRRdWlldCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBzcGFyZSB3b3JrZXIsIG9yIG51bGwgd2hlbiB0aGVyZSBpcyBub25lIHJlYWR5OyBtYWtlcyB0aGUgbmV4dFxuICAgKiBzb29uLiBgYnlgOiB3aG8gdGFrZXMgaXQgKHRoZSBjb25uZWN0aW9uKSwgZm9yIGBnb25lYC5cbiAgICovXG4gIHRha2UoYnk6IHVua25vd24gPSBudWxsKTogV29ya2VyIHwgbnVsbCB7XG4gICAgY29uc3Qgc3BhcmUgPSB0aGlzLiNmYWlsZWQgPyBudWxsIDogdGhpcy4jc3BhcmU7XG4gICAgaWYgKHRoaXMuI2ZhaWxlZCkgdGhpcy4jZGlzY2FyZCgpO1xuICAgIHRoaXMuI3NwYXJlID0gbnVsbDtcbiAgICBjbGVhclRpbWVvdXQodGhpcy4jd2FybVRpbWVyKTtcbiAgICB0aGlzLiN3YXJtVGltZXIgPSB1bmRlZmluZWQ7XG4gICAgLy8gVGhlIG5leHQgc3BhcmUncyB3YWl0IGZvciBxdWlldCBpbnB1dCBzdGFydHMgYWZyZXNoLlxuICAgIHRoaXMuI2lucHV0UXVpZXQgPSB0aGlzLiNuZXdJbnB1dFF1aWV0KCk7XG4gICAgdGhpcy4jdGFrZW5CeSA9IGJ5O1xuICAgIHRoaXMuI3JlZmlsbFNvb24oKTtcbiAgICByZXR1cm4gc3BhcmU7XG4gIH1cblxuICAvKipcbiAgICogYGJ5YCBoYXMgZ29uZSAoaXRzIGNvbm5lY3Rpb24gY2xvc2VkKTogd2hlbiBpdCB0b29rIHRoZSBsYXN0IHNwYXJlLFxuICAgKiBhbmQgbm8gZmxvb2QgaGFzIGJlZ3VuIHNpbmNlLCB0aGUgbmV4dCBpcyBtYWRlIG5vdyByYXRoZXIgdGhhbiBhZnRlclxuICAgKiB0aGUgZGVsYXksIHNpbmNlIG5vIHJlcXVlc3Qgb2YgaXRzIG93biBjYW4gZm9sbG93LlxuICAgKi9cbiAgZ29uZShieTogdW5rbm93bik6IHZvaWQge1xuICAgIGlmIChieSA9PT0gbnVsbCB8fCBieSAhPT0gdGhpcy4jdGFrZW5CeSkgcmV0dXJuO1xuICAgIHRoaXMuI3Rha2VuQnkgPSBudWxsO1xuICAgIGlmICh0aGlzLiN0aW1lciA9PT0gdW5kZWZpbmVkIHx8IHRoaXMuI2Zsb29kcygpICE9PSB0aGlzLiNmbG9vZHNBdEFzaykge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjbGVhclRpbWVvdXQodGhpcy4jdGltZXIpO1xuICAgIHRoaXMuI3JlZmlsbEFmdGVyKHRoaXMuI2Zsb29kc0F0QXNrLCAwKTtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIGEgc3BhcmUgaXMgcmVhZHkgbm93LiAqL1xuICBnZXQgcmVhZHkoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI3NwYXJlICE9PSBudWxsO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgdGhlIHNwYXJlIHJlYWR5IG5vdyBoYXMgYmVlbiBzZW50IGl0cyB3YXJtLXVwLiAqL1xuICBnZXQgd2FybSgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jc3BhcmUgIT09IG51bGwgJiYgdGhpcy4jd2FybTtcbiAgfVxuXG4gIC8qKiBTdG9wcyB0aGUgc3BhcmUgd29ya2VyICh0aGUgZGFlbW9uIGlzIHNodXR0aW5nIGRvd24pLiAqL1xuICBjbG9zZSgpOiB2b2lkIHtcbiAgICB0aGlzLiNjbG9zZWQgPSB0cnVlO1xuICAgIGNsZWFyVGltZW91dCh0aGlzLiN0aW1lcik7XG4gICAgY2xlYXJUaW1lb3V0KHRoaXMuI3dhcm1UaW1lcik7XG4gICAgdGhpcy4jZGlzY2FyZCgpO1xuICB9XG5cbiAgI3JlZmlsbFNvb24oKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2Nsb3NlZCB8fCB0aGlzLiN0aW1lciAhPT0gdW5kZWZpbmVkKSByZXR1cm47XG4gICAgdGhpcy4jYXNrZWRBdCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIHRoaXMuI2Zsb29kc0F0QXNrID0gdGhpcy4jZmxvb2RzKCk7XG4gICAgdGhpcy4jcmVmaWxsQWZ0ZXIodGhpcy4jZmxvb2RzQXRBc2spO1xuICB9XG5cbiAgLyoqXG4gICAqIE1ha2VzIHRoZSBzcGFyZSBpbiBgZGVsYXlgIG1zLCB1bmxlc3MgdGhlIGZsb29kIGNvdW50IG1vdmVzIGZyb21cbiAgICogYHNlZW5gLlxuICAgKi9cbiAgI3JlZmlsbEFmdGVyKHNlZW46IG51bWJlciwgZGVsYXkgPSB0aGlzLiNkZWxheU1zKTogdm9pZCB7XG4gICAgdGhpcy4jdGltZXIgPSBzZXRUaW1lb3V0KCgpID0+IHtcbiAgICAgIHRoaXMuI3RpbWVyID0gdW5kZWZpbmVkO1xuICAgICAgdGhpcy4jdGFrZW5CeSA9IG51bGw7XG4gICAgICBpZiAodGhpcy4jY2xvc2VkIHx8IHRoaXMuI3NwYXJlKSByZXR1cm47XG4gICAgICBjb25zdCBmbG9vZHMgPSB0aGlzLiNmbG9vZHMoKTtcbiAgICAgIGlmIChcbiAgICAgICAgZmxvb2RzICE9PSBzZWVuICYmXG4gICAgICAgIHBlcmZvcm1hbmNlLm5vdygpIC0gdGhpcy4jYXNrZWRBdCA8IEZMT09EX0RFRkVSX01TXG4gICAgICApIHtcbiAgICAgICAgdGhpcy4jcmVmaWxsQWZ0ZXIoZmxvb2RzKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgdGhpcy4jZmFpbGVkID0gZmFsc2U7XG4gICAgICBjb25zdCBwYXJzZSA9IHNwYXduUGFyc2VXb3JrZXIoXCJwYXJzZTpzcGFyZVwiKTtcbiAgICAgIHBhcnNlLm9uZXJyb3IgPSAoZTogRXJyb3JFdmVudCkgPT4ge1xuICAgICAgICAvLyBOb3QgeWV0IGEgc2Vzc2lvbidzOiBub2JvZHkgdG8gdGVsbDsgYHRha2VgIHRocm93cyBpdCBhd2F5LlxuICAgICAgICBlLnByZXZlbnREZWZhdWx0KCk7XG4gICAgICAgIHRoaXMuI2ZhaWxlZCA9IHRydWU7XG4gICAgICB9O1xuICAgICAgdGhpcy4jc3BhcmUgPSBwYXJzZTtcbiAgICAgIHRoaXMuI3dhcm0gPSBmYWxzZTtcbiAgICAgIHRoaXMuI3dhcm1XaGVuUXVpZXQoKTtcbiAgICB9LCBkZWxheSk7XG4gIH1cblxuICAvKiogU2VuZHMgdGhlIHNwYXJlIGl0cyB3YXJtLXVwIG9uY2Ugbm8gY2xpZW50IGhhcyBjb25uZWN0ZWQgZm9yIGEgd2hpbGUuICovXG4gICN3YXJtV2hlblF1aWV0KCk6IHZvaWQge1xuICAgIGNvbnN0IHNwYXJlID0gdGhpcy4jc3BhcmU7XG4gICAgaWYgKHRoaXMuI2Nsb3NlZCB8fCBzcGFyZSA9PT0gbnVsbCB8fCB0aGlzLiN3YXJtKSByZXR1cm47XG4gICAgLy8gSXRzIGZpcnN0IHN0ZXBzIChsaWJjIG9wZW5lZCwgdGhlIGZpcnN0IHRpbWVyIGFuZCBtZXNzYWdlIGNoYW5uZWwpXG4gICAgLy8gY29zdCB0aGUgc3BhcmUgMzAtNjAgbXMgY29sZCwgYmVzaWRlIGEgdHlwaXN0J3Mga2V5cyBvbiAyIGNvcmVzLlxuICAgIGNvbnN0IHNpbmNlQ2xpZW50ID0gdGhpcy4jbGFzdENsaWVudEF0KCkgKyB0aGlzLiN3YXJtUXVpZXRNcyAtXG4gICAgICBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBjb25zdCB3YWl0ID0gc2luY2VDbGllbnQgPiAwID8gc2luY2VDbGllbnQgOiB0aGlzLiNpbnB1dFF1aWV0LnF1aWV0SW4oKTtcbiAgICBpZiAod2FpdCA+IDApIHtcbiAgICAgIHRoaXMuI3dhcm1UaW1lciA9IHNldFRpbWVvdXQoKCkgPT4ge1xuICAgICAgICB0aGlzLiN3YXJtVGltZXIgPSB1bmRlZmluZWQ7XG4gICAgICAgIHRoaXMuI3dhcm1XaGVuUXVpZXQoKTtcbiAgICAgIH0sIHdhaXQpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICAvLyBLZXlzIHR5cGVkIGZyb20gbm93IHVudGlsIHRoZSBzcGFyZSBsb29rcyBjb3VudCBmb3IgaXQgdG9vLlxuICAgIGNvbnN0IHdhcm06IFdhcm1QYXJzZSA9IHtcbiAgICAgIHQ6IFwid2FybVwiLFxuICAgICAgYWN0aXZpdHk6IGlucHV0QWN0aXZpdHkoKSxcbiAgICAgIHNlZW46IHRoaXMuI2lucHV0UXVpZXQuc2VlbixcbiAgICB9O1xuICAgIHNwYXJlLnBvc3RNZXNzYWdlKHdhcm0pO1xuICAgIHRoaXMuI3dhcm0gPSB0cnVlO1xuICAgIHRoaXMuI2lucHV0UXVpZXQgPSB0aGlzLiNuZXdJbnB1dFF1aWV0KCk7XG4gIH1cblxuICAjZGlzY2FyZCgpOiB2b2lkIHtcbiAgICB0aGlzLiNzcGFyZT8udGVybWluYXRlKCk7XG4gICAgdGhpcy4jc3BhcmUgPSBudWxsO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsb0JBQW9CO0FBRXJELFNBQVMsYUFBYSxFQUFFLFVBQVUsUUFBUSwrQkFBK0I7QUFFekU7Ozs7Ozs7Ozs7Q0FVQyxHQUNELE1BQU0sa0JBQWtCO0FBRXhCOzs7Ozs7OztDQVFDLEdBQ0QsTUFBTSxpQkFBaUI7QUFFdkI7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsTUFBTSxnQkFBZ0I7QUFnQnRCLHFDQUFxQyxHQUNyQyxPQUFPLE1BQU07RUFDWCxDQUFBLEtBQU0sR0FBa0IsS0FBSztFQUM3QixDQUFBLE1BQU8sR0FBRyxNQUFNO0VBQ2hCLENBQUEsS0FBTSxDQUE0QztFQUNsRCxDQUFBLE1BQU8sR0FBRyxNQUFNO0VBQ1AsQ0FBQSxNQUFPLENBQWU7RUFDdEIsQ0FBQSxZQUFhLENBQWU7RUFDNUIsQ0FBQSxPQUFRLENBQVM7RUFDakIsQ0FBQSxXQUFZLENBQVM7RUFDOUIsQ0FBQSxTQUFVLENBQTRDO0VBQ3REOzs7R0FHQyxHQUNELENBQUEsVUFBVyxDQUFhO0VBQ2YsQ0FBQSxhQUFjLENBQW1CO0VBQzFDLGlEQUFpRCxHQUNqRCxDQUFBLElBQUssR0FBRyxNQUFNO0VBQ2QseUVBQXlFLEdBQ3pFLENBQUEsT0FBUSxHQUFHLEVBQUU7RUFDYiwwQkFBMEIsR0FDMUIsQ0FBQSxXQUFZLEdBQUcsRUFBRTtFQUNqQixxREFBcUQsR0FDckQsQ0FBQSxPQUFRLEdBQVksS0FBSztFQUV6Qjs7O0dBR0MsR0FDRCxZQUFZLFNBQXVCLElBQU0sQ0FBQyxFQUFFLFNBQXNCLENBQUMsQ0FBQyxDQUFFO0lBQ3BFLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxPQUFPLFlBQVksSUFBSSxDQUFDLElBQU0sQ0FBQyxRQUFRO0lBQzVELElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxPQUFPLE9BQU8sSUFBSTtJQUNsQyxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsT0FBTyxXQUFXLElBQUk7SUFDMUMsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHLElBQ3BCLElBQUksV0FBVyxpQkFBaUI7UUFDOUIsU0FBUyxPQUFPLFlBQVk7UUFDNUIsU0FBUyxPQUFPLGdCQUFnQjtNQUNsQztJQUNGLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRyxJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ3hDO0VBRUE7OztHQUdDLEdBQ0QsS0FBSyxLQUFjLElBQUksRUFBaUI7SUFDdEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDL0MsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsSUFBSSxDQUFDLENBQUEsT0FBUTtJQUMvQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxhQUFhLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDNUIsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ2xCLHVEQUF1RDtJQUN2RCxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUcsSUFBSSxDQUFDLENBQUEsYUFBYztJQUN0QyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsSUFBSSxDQUFDLENBQUEsVUFBVztJQUNoQixPQUFPO0VBQ1Q7RUFFQTs7OztHQUlDLEdBQ0QsS0FBSyxFQUFXLEVBQVE7SUFDdEIsSUFBSSxPQUFPLFFBQVEsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7SUFDekMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLGFBQWEsSUFBSSxDQUFDLENBQUEsTUFBTyxPQUFPLElBQUksQ0FBQyxDQUFBLFdBQVksRUFBRTtNQUNyRTtJQUNGO0lBQ0EsYUFBYSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3hCLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxJQUFJLENBQUMsQ0FBQSxXQUFZLEVBQUU7RUFDdkM7RUFFQSxrQ0FBa0MsR0FDbEMsSUFBSSxRQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSztFQUN6QjtFQUVBLDJEQUEyRCxHQUMzRCxJQUFJLE9BQWdCO0lBQ2xCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLFFBQVEsSUFBSSxDQUFDLENBQUEsSUFBSztFQUMzQztFQUVBLDBEQUEwRCxHQUMxRCxRQUFjO0lBQ1osSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsYUFBYSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3hCLGFBQWEsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUM1QixJQUFJLENBQUMsQ0FBQSxPQUFRO0VBQ2Y7RUFFQSxDQUFBLFVBQVc7SUFDVCxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEtBQUssV0FBVztJQUMvQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsWUFBWSxHQUFHO0lBQy9CLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ2hDLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxJQUFJLENBQUMsQ0FBQSxXQUFZO0VBQ3JDO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxXQUFZLENBQUMsSUFBWSxFQUFFLFFBQVEsSUFBSSxDQUFDLENBQUEsT0FBUTtJQUM5QyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsV0FBVztNQUN2QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7TUFDZCxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDaEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO01BQ2pDLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxNQUFPO01BQzNCLElBQ0UsV0FBVyxRQUNYLFlBQVksR0FBRyxLQUFLLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxnQkFDcEM7UUFDQSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUM7UUFDbEI7TUFDRjtNQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUNmLE1BQU0sUUFBUSxpQkFBaUI7TUFDL0IsTUFBTSxPQUFPLEdBQUcsQ0FBQztRQUNmLDhEQUE4RDtRQUM5RCxFQUFFLGNBQWM7UUFDaEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO01BQ2pCO01BQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO01BQ2QsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO01BQ2IsSUFBSSxDQUFDLENBQUEsYUFBYztJQUNyQixHQUFHO0VBQ0w7RUFFQSwwRUFBMEUsR0FDMUUsQ0FBQSxhQUFjO0lBQ1osTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDekIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksVUFBVSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUNsRCxxRUFBcUU7SUFDckUsbUVBQW1FO0lBQ25FLE1BQU0sY0FBYyxJQUFJLENBQUMsQ0FBQSxZQUFhLEtBQUssSUFBSSxDQUFDLENBQUEsV0FBWSxHQUMxRCxZQUFZLEdBQUc7SUFDakIsTUFBTSxPQUFPLGNBQWMsSUFBSSxjQUFjLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxPQUFPO0lBQ3JFLElBQUksT0FBTyxHQUFHO01BQ1osSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLFdBQVc7UUFDM0IsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO1FBQ2xCLElBQUksQ0FBQyxDQUFBLGFBQWM7TUFDckIsR0FBRztNQUNIO0lBQ0Y7SUFDQSw4REFBOEQ7SUFDOUQsTUFBTSxPQUFrQjtNQUN0QixHQUFHO01BQ0gsVUFBVTtNQUNWLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLElBQUk7SUFDN0I7SUFDQSxNQUFNLFdBQVcsQ0FBQztJQUNsQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUcsSUFBSSxDQUFDLENBQUEsYUFBYztFQUN4QztFQUVBLENBQUEsT0FBUTtJQUNOLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtJQUNiLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztFQUNoQjtBQUNGIn0=
// denoCacheMetadata=15038332675811835988,5802303204054555218