/**
 * The daemon's one gather worker (`server/workers/gather_worker.ts`),
 * which drains every session's panes: a session costs one thread (its
 * parse worker), not two. Made with the first pane, kept as long as the
 * daemon: an idle worker with no pane costs its isolate only.
 *
 * Panes are told apart by an id of its own (a session's pane ids are its
 * own). The wake fd every ring wakes the worker with lives as long as
 * this: a parse worker may still write it after its pane has ended, and a
 * closed fd number is reused at once by the next pty.
 *
 * If the worker thread dies (a bug: its loop catches each pane's errors
 * and ends only that pane), a new one takes every pane over from where its
 * ring stands, and the log says so; after `MAX_CRASHES` in
 * `CRASH_WINDOW_MS`, the panes end with "error" instead, each logged by
 * its session, rather than crash in a loop.
 *
 * @module
 */ import { closeFd } from "../../pty/mod.ts";
import { createWakeFd } from "../../pty/wake_fd.ts";
import { GatherWorker } from "../workers/gather_worker.ts";
/** Crashes taken over by a new thread within `CRASH_WINDOW_MS`. */ const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;
/** The one gather worker and its wake fd. */ export class SharedGather {
  #log;
  #name;
  #wakeFd = -1;
  #worker = null;
  #nextId = 0;
  #nextTty = 0;
  #crashes = [];
  #policy;
  constructor(log, name = "gather", policy = {
    max: MAX_CRASHES,
    windowMs: CRASH_WINDOW_MS
  }){
    this.#log = log;
    this.#name = name;
    this.#policy = policy;
  }
  /** The eventfd every pane's ring wakes the worker with. */ get wakeFd() {
    if (this.#wakeFd < 0) this.#wakeFd = createWakeFd();
    return this.#wakeFd;
  }
  /** Panes being drained. */ get panes() {
    return this.#worker?.panes ?? 0;
  }
  /**
   * A count that moves while any session's output floods (the worker's
   * flood batches): compare two readings for change.
   */ get floods() {
    return this.#worker?.floods ?? 0;
  }
  /**
   * Starts draining `pane`: its id in the worker (a session's `route`
   * word names its active pane so), and `done`, which resolves once the
   * worker has let go of it.
   */ add(pane) {
    const id = this.#nextId++;
    return {
      id,
      done: this.#thread().add({
        id,
        ...pane
      })
    };
  }
  /**
   * Starts reading the keys of a terminal the daemon draws
   * (`workers/tty_keys.ts`); returns its id.
   */ addTty(tty, onMessage) {
    const id = this.#nextTty++;
    this.#thread().addTty({
      id,
      ...tty
    }, onMessage);
    return id;
  }
  /** Terminal `id`'s keys go to the session of `route` from now on. */ routeTty(id, route) {
    this.#worker?.routeTty(id, route);
  }
  /** Brings the worker out of its poll to look at the control areas. */ wake() {
    this.#worker?.wake();
  }
  /** Makes the worker thread throw, as a bug in its loop would (tests). */ crash() {
    this.#worker?.crash();
  }
  /**
   * Stops the worker and closes the wake fd: only once no session is left
   * (nothing drains or wakes any more).
   */ close() {
    this.#worker?.terminate();
    this.#worker = null;
    if (this.#wakeFd >= 0) closeFd(this.#wakeFd);
    this.#wakeFd = -1;
  }
  #thread() {
    // A thread that died and was not replaced takes no new pane: the next
    // one gets a new thread (the crash window still counts its crashes).
    if (this.#worker && !this.#worker.dead) return this.#worker;
    const w = new GatherWorker(this.wakeFd, this.#name);
    w.onCrash = (message)=>this.#crashed(message);
    this.#worker = w;
    return w;
  }
  /** Whether a new thread takes the panes over. */ #crashed(message) {
    const now = Date.now();
    const { max, windowMs } = this.#policy;
    this.#crashes = this.#crashes.filter((t)=>now - t < windowMs);
    this.#crashes.push(now);
    const again = this.#crashes.length <= max;
    this.#log.error(`gather worker crashed: ${message}; ${again ? `a new one reads the ${this.panes} panes on` : `${this.#crashes.length} times in a minute: its panes are no longer read; kill their sessions`}`);
    return again;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vc2hhcmVkX2dhdGhlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBkYWVtb24ncyBvbmUgZ2F0aGVyIHdvcmtlciAoYHNlcnZlci93b3JrZXJzL2dhdGhlcl93b3JrZXIudHNgKSxcbiAqIHdoaWNoIGRyYWlucyBldmVyeSBzZXNzaW9uJ3MgcGFuZXM6IGEgc2Vzc2lvbiBjb3N0cyBvbmUgdGhyZWFkIChpdHNcbiAqIHBhcnNlIHdvcmtlciksIG5vdCB0d28uIE1hZGUgd2l0aCB0aGUgZmlyc3QgcGFuZSwga2VwdCBhcyBsb25nIGFzIHRoZVxuICogZGFlbW9uOiBhbiBpZGxlIHdvcmtlciB3aXRoIG5vIHBhbmUgY29zdHMgaXRzIGlzb2xhdGUgb25seS5cbiAqXG4gKiBQYW5lcyBhcmUgdG9sZCBhcGFydCBieSBhbiBpZCBvZiBpdHMgb3duIChhIHNlc3Npb24ncyBwYW5lIGlkcyBhcmUgaXRzXG4gKiBvd24pLiBUaGUgd2FrZSBmZCBldmVyeSByaW5nIHdha2VzIHRoZSB3b3JrZXIgd2l0aCBsaXZlcyBhcyBsb25nIGFzXG4gKiB0aGlzOiBhIHBhcnNlIHdvcmtlciBtYXkgc3RpbGwgd3JpdGUgaXQgYWZ0ZXIgaXRzIHBhbmUgaGFzIGVuZGVkLCBhbmQgYVxuICogY2xvc2VkIGZkIG51bWJlciBpcyByZXVzZWQgYXQgb25jZSBieSB0aGUgbmV4dCBwdHkuXG4gKlxuICogSWYgdGhlIHdvcmtlciB0aHJlYWQgZGllcyAoYSBidWc6IGl0cyBsb29wIGNhdGNoZXMgZWFjaCBwYW5lJ3MgZXJyb3JzXG4gKiBhbmQgZW5kcyBvbmx5IHRoYXQgcGFuZSksIGEgbmV3IG9uZSB0YWtlcyBldmVyeSBwYW5lIG92ZXIgZnJvbSB3aGVyZSBpdHNcbiAqIHJpbmcgc3RhbmRzLCBhbmQgdGhlIGxvZyBzYXlzIHNvOyBhZnRlciBgTUFYX0NSQVNIRVNgIGluXG4gKiBgQ1JBU0hfV0lORE9XX01TYCwgdGhlIHBhbmVzIGVuZCB3aXRoIFwiZXJyb3JcIiBpbnN0ZWFkLCBlYWNoIGxvZ2dlZCBieVxuICogaXRzIHNlc3Npb24sIHJhdGhlciB0aGFuIGNyYXNoIGluIGEgbG9vcC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgY2xvc2VGZCB9IGZyb20gXCIuLi8uLi9wdHkvbW9kLnRzXCI7XG5pbXBvcnQgeyBjcmVhdGVXYWtlRmQgfSBmcm9tIFwiLi4vLi4vcHR5L3dha2VfZmQudHNcIjtcbmltcG9ydCB7XG4gIHR5cGUgR2F0aGVyRG9uZSxcbiAgdHlwZSBHYXRoZXJUdHlJbml0LFxuICBHYXRoZXJXb3JrZXIsXG4gIHR5cGUgVHR5TXNnLFxufSBmcm9tIFwiLi4vd29ya2Vycy9nYXRoZXJfd29ya2VyLnRzXCI7XG5pbXBvcnQgdHlwZSB7IExvZyB9IGZyb20gXCIuL2xvZy50c1wiO1xuXG4vKiogQ3Jhc2hlcyB0YWtlbiBvdmVyIGJ5IGEgbmV3IHRocmVhZCB3aXRoaW4gYENSQVNIX1dJTkRPV19NU2AuICovXG5jb25zdCBNQVhfQ1JBU0hFUyA9IDM7XG5jb25zdCBDUkFTSF9XSU5ET1dfTVMgPSA2MF8wMDA7XG5cbi8qKiBIb3cgbWFueSBjcmFzaGVzIGFyZSB0YWtlbiBvdmVyICh0ZXN0cyBjb3VudCB0aGVtIHdpdGhvdXQgYSBjbG9jaykuICovXG5leHBvcnQgaW50ZXJmYWNlIENyYXNoUG9saWN5IHtcbiAgbWF4OiBudW1iZXI7XG4gIHdpbmRvd01zOiBudW1iZXI7XG59XG5cbi8qKiBBIHBhbmUgYXMgdGhlIGdhdGhlciB3b3JrZXIgbmVlZHMgaXQuICovXG5leHBvcnQgaW50ZXJmYWNlIEdhdGhlcmVkUGFuZSB7XG4gIC8qKiBUaGUgcHR5IG1hc3Rlcjogbm9uYmxvY2tpbmcuICovXG4gIGZkOiBudW1iZXI7XG4gIC8qKiBJdHMgcmluZywgbWFkZSB3aXRoIGB3YWtlRmRgLiAqL1xuICBzYWI6IFNoYXJlZEFycmF5QnVmZmVyO1xuICAvKiogSXRzIHNlc3Npb24ncyBzaWduYWwgd29yZCAodGhlIHBhcnNlIHdvcmtlciB3YWl0cyBvbiBpdCkuICovXG4gIHNpZ25hbDogU2hhcmVkQXJyYXlCdWZmZXI7XG59XG5cbi8qKiBUaGUgb25lIGdhdGhlciB3b3JrZXIgYW5kIGl0cyB3YWtlIGZkLiAqL1xuZXhwb3J0IGNsYXNzIFNoYXJlZEdhdGhlciB7XG4gIHJlYWRvbmx5ICNsb2c6IExvZztcbiAgcmVhZG9ubHkgI25hbWU6IHN0cmluZztcbiAgI3dha2VGZCA9IC0xO1xuICAjd29ya2VyOiBHYXRoZXJXb3JrZXIgfCBudWxsID0gbnVsbDtcbiAgI25leHRJZCA9IDA7XG4gICNuZXh0VHR5ID0gMDtcbiAgI2NyYXNoZXM6IG51bWJlcltdID0gW107XG4gIHJlYWRvbmx5ICNwb2xpY3k6IENyYXNoUG9saWN5O1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIGxvZzogTG9nLFxuICAgIG5hbWUgPSBcImdhdGhlclwiLFxuICAgIHBvbGljeTogQ3Jhc2hQb2xpY3kgPSB7IG1heDogTUFYX0NSQVNIRVMsIHdpbmRvd01zOiBDUkFTSF9XSU5ET1dfTVMgfSxcbiAgKSB7XG4gICAgdGhpcy4jbG9nID0gbG9nO1xuICAgIHRoaXMuI25hbWUgPSBuYW1lO1xuICAgIHRoaXMuI3BvbGljeSA9IHBvbGljeTtcbiAgfVxuXG4gIC8qKiBUaGUgZXZlbnRmZCBldmVyeSBwYW5lJ3MgcmluZyB3YWtlcyB0aGUgd29ya2VyIHdpdGguICovXG4gIGdldCB3YWtlRmQoKTogbnVtYmVyIHtcbiAgICBpZiAodGhpcy4jd2FrZUZkIDwgMCkgdGhpcy4jd2FrZUZkID0gY3JlYXRlV2FrZUZkKCk7XG4gICAgcmV0dXJuIHRoaXMuI3dha2VGZDtcbiAgfVxuXG4gIC8qKiBQYW5lcyBiZWluZyBkcmFpbmVkLiAqL1xuICBnZXQgcGFuZXMoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jd29ya2VyPy5wYW5lcyA/PyAwO1xuICB9XG5cbiAgLyoqXG4gICAqIEEgY291bnQgdGhhdCBtb3ZlcyB3aGlsZSBhbnkgc2Vzc2lvbidzIG91dHB1dCBmbG9vZHMgKHRoZSB3b3JrZXInc1xuICAgKiBmbG9vZCBiYXRjaGVzKTogY29tcGFyZSB0d28gcmVhZGluZ3MgZm9yIGNoYW5nZS5cbiAgICovXG4gIGdldCBmbG9vZHMoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jd29ya2VyPy5mbG9vZHMgPz8gMDtcbiAgfVxuXG4gIC8qKlxuICAgKiBTdGFydHMgZHJhaW5pbmcgYHBhbmVgOiBpdHMgaWQgaW4gdGhlIHdvcmtlciAoYSBzZXNzaW9uJ3MgYHJvdXRlYFxuICAgKiB3b3JkIG5hbWVzIGl0cyBhY3RpdmUgcGFuZSBzbyksIGFuZCBgZG9uZWAsIHdoaWNoIHJlc29sdmVzIG9uY2UgdGhlXG4gICAqIHdvcmtlciBoYXMgbGV0IGdvIG9mIGl0LlxuICAgKi9cbiAgYWRkKHBhbmU6IEdhdGhlcmVkUGFuZSk6IHsgaWQ6IG51bWJlcjsgZG9uZTogUHJvbWlzZTxHYXRoZXJEb25lPiB9IHtcbiAgICBjb25zdCBpZCA9IHRoaXMuI25leHRJZCsrO1xuICAgIHJldHVybiB7IGlkLCBkb25lOiB0aGlzLiN0aHJlYWQoKS5hZGQoeyBpZCwgLi4ucGFuZSB9KSB9O1xuICB9XG5cbiAgLyoqXG4gICAqIFN0YXJ0cyByZWFkaW5nIHRoZSBrZXlzIG9mIGEgdGVybWluYWwgdGhlIGRhZW1vbiBkcmF3c1xuICAgKiAoYHdvcmtlcnMvdHR5X2tleXMudHNgKTsgcmV0dXJucyBpdHMgaWQuXG4gICAqL1xuICBhZGRUdHkoXG4gICAgdHR5OiBPbWl0PEdhdGhlclR0eUluaXQsIFwiaWRcIj4sXG4gICAgb25NZXNzYWdlOiAobTogVHR5TXNnKSA9PiB2b2lkLFxuICApOiBudW1iZXIge1xuICAgIGNvbnN0IGlkID0gdGhpcy4jbmV4dFR0eSsrO1xuICAgIHRoaXMuI3RocmVhZCgpLmFkZFR0eSh7IGlkLCAuLi50dHkgfSwgb25NZXNzYWdlKTtcbiAgICByZXR1cm4gaWQ7XG4gIH1cblxuICAvKiogVGVybWluYWwgYGlkYCdzIGtleXMgZ28gdG8gdGhlIHNlc3Npb24gb2YgYHJvdXRlYCBmcm9tIG5vdyBvbi4gKi9cbiAgcm91dGVUdHkoaWQ6IG51bWJlciwgcm91dGU6IFNoYXJlZEFycmF5QnVmZmVyKTogdm9pZCB7XG4gICAgdGhpcy4jd29ya2VyPy5yb3V0ZVR0eShpZCwgcm91dGUpO1xuICB9XG5cbiAgLyoqIEJyaW5ncyB0aGUgd29ya2VyIG91dCBvZiBpdHMgcG9sbCB0byBsb29rIGF0IHRoZSBjb250cm9sIGFyZWFzLiAqL1xuICB3YWtlKCk6IHZvaWQge1xuICAgIHRoaXMuI3dvcmtlcj8ud2FrZSgpO1xuICB9XG5cbiAgLyoqIE1ha2VzIHRoZSB3b3JrZXIgdGhyZWFkIHRocm93LCBhcyBhIGJ1ZyBpbiBpdHMgbG9vcCB3b3VsZCAodGVzdHMpLiAqL1xuICBjcmFzaCgpOiB2b2lkIHtcbiAgICB0aGlzLiN3b3JrZXI/LmNyYXNoKCk7XG4gIH1cblxuICAvKipcbiAgICogU3RvcHMgdGhlIHdvcmtlciBhbmQgY2xvc2VzIHRoZSB3YWtlIGZkOiBvbmx5IG9uY2Ugbm8gc2Vzc2lvbiBpcyBsZWZ0XG4gICAqIChub3RoaW5nIGRyYWlucyBvciB3YWtlcyBhbnkgbW9yZSkuXG4gICAqL1xuICBjbG9zZSgpOiB2b2lkIHtcbiAgICB0aGlzLiN3b3JrZXI/LnRlcm1pbmF0ZSgpO1xuICAgIHRoaXMuI3dvcmtlciA9IG51bGw7XG4gICAgaWYgKHRoaXMuI3dha2VGZCA+PSAwKSBjbG9zZUZkKHRoaXMuI3dha2VGZCk7XG4gICAgdGhpcy4jd2FrZUZkID0gLTE7XG4gIH1cblxuICAjdGhyZWFkKCk6IEdhdGhlcldvcmtlciB7XG4gICAgLy8gQSB0aHJlYWQgdGhhdCBkaWVkIGFuZCB3YXMgbm90IHJlcGxhY2VkIHRha2VzIG5vIG5ldyBwYW5lOiB0aGUgbmV4dFxuICAgIC8vIG9uZSBnZXRzIGEgbmV3IHRocmVhZCAodGhlIGNyYXNoIHdpbmRvdyBzdGlsbCBjb3VudHMgaXRzIGNyYXNoZXMpLlxuICAgIGlmICh0aGlzLiN3b3JrZXIgJiYgIXRoaXMuI3dvcmtlci5kZWFkKSByZXR1cm4gdGhpcy4jd29ya2VyO1xuICAgIGNvbnN0IHcgPSBuZXcgR2F0aGVyV29ya2VyKHRoaXMud2FrZUZkLCB0aGlzLiNuYW1lKTtcbiAgICB3Lm9uQ3Jhc2ggPSAobWVzc2FnZSkgPT4gdGhpcy4jY3Jhc2hlZChtZXNzYWdlKTtcbiAgICB0aGlzLiN3b3JrZXIgPSB3O1xuICAgIHJldHVybiB3O1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgYSBuZXcgdGhyZWFkIHRha2VzIHRoZSBwYW5lcyBvdmVyLiAqL1xuICAjY3Jhc2hlZChtZXNzYWdlOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgICBjb25zdCBub3cgPSBEYXRlLm5vdygpO1xuICAgIGNvbnN0IHsgbWF4LCB3aW5kb3dNcyB9ID0gdGhpcy4jcG9saWN5O1xuICAgIHRoaXMuI2NyYXNoZXMgPSB0aGlzLiNjcmFzaGVzLmZpbHRlcigodCkgPT4gbm93IC0gdCA8IHdpbmRvd01zKTtcbiAgICB0aGlzLiNjcmFzaGVzLnB1c2gobm93KTtcbiAgICBjb25zdCBhZ2FpbiA9IHRoaXMuI2NyYXNoZXMubGVuZ3RoIDw9IG1heDtcbiAgICB0aGlzLiNsb2cuZXJyb3IoXG4gICAgICBgZ2F0aGVyIHdvcmtlciBjcmFzaGVkOiAke21lc3NhZ2V9OyAke1xuICAgICAgICBhZ2FpblxuICAgICAgICAgID8gYGEgbmV3IG9uZSByZWFkcyB0aGUgJHt0aGlzLnBhbmVzfSBwYW5lcyBvbmBcbiAgICAgICAgICA6IGAke3RoaXMuI2NyYXNoZXMubGVuZ3RofSB0aW1lcyBpbiBhIG1pbnV0ZTogaXRzIHBhbmVzIGFyZSBubyBsb25nZXIgcmVhZDsga2lsbCB0aGVpciBzZXNzaW9uc2BcbiAgICAgIH1gLFxuICAgICk7XG4gICAgcmV0dXJuIGFnYWluO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUVELFNBQVMsT0FBTyxRQUFRLG1CQUFtQjtBQUMzQyxTQUFTLFlBQVksUUFBUSx1QkFBdUI7QUFDcEQsU0FHRSxZQUFZLFFBRVAsOEJBQThCO0FBR3JDLGlFQUFpRSxHQUNqRSxNQUFNLGNBQWM7QUFDcEIsTUFBTSxrQkFBa0I7QUFrQnhCLDJDQUEyQyxHQUMzQyxPQUFPLE1BQU07RUFDRixDQUFBLEdBQUksQ0FBTTtFQUNWLENBQUEsSUFBSyxDQUFTO0VBQ3ZCLENBQUEsTUFBTyxHQUFHLENBQUMsRUFBRTtFQUNiLENBQUEsTUFBTyxHQUF3QixLQUFLO0VBQ3BDLENBQUEsTUFBTyxHQUFHLEVBQUU7RUFDWixDQUFBLE9BQVEsR0FBRyxFQUFFO0VBQ2IsQ0FBQSxPQUFRLEdBQWEsRUFBRSxDQUFDO0VBQ2YsQ0FBQSxNQUFPLENBQWM7RUFFOUIsWUFDRSxHQUFRLEVBQ1IsT0FBTyxRQUFRLEVBQ2YsU0FBc0I7SUFBRSxLQUFLO0lBQWEsVUFBVTtFQUFnQixDQUFDLENBQ3JFO0lBQ0EsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0VBQ2pCO0VBRUEseURBQXlELEdBQ3pELElBQUksU0FBaUI7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDckMsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUEseUJBQXlCLEdBQ3pCLElBQUksUUFBZ0I7SUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsU0FBUztFQUNoQztFQUVBOzs7R0FHQyxHQUNELElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsVUFBVTtFQUNqQztFQUVBOzs7O0dBSUMsR0FDRCxJQUFJLElBQWtCLEVBQTZDO0lBQ2pFLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ3ZCLE9BQU87TUFBRTtNQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLEdBQUcsQ0FBQztRQUFFO1FBQUksR0FBRyxJQUFJO01BQUM7SUFBRztFQUN6RDtFQUVBOzs7R0FHQyxHQUNELE9BQ0UsR0FBOEIsRUFDOUIsU0FBOEIsRUFDdEI7SUFDUixNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsT0FBUTtJQUN4QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsTUFBTSxDQUFDO01BQUU7TUFBSSxHQUFHLEdBQUc7SUFBQyxHQUFHO0lBQ3RDLE9BQU87RUFDVDtFQUVBLG1FQUFtRSxHQUNuRSxTQUFTLEVBQVUsRUFBRSxLQUF3QixFQUFRO0lBQ25ELElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxTQUFTLElBQUk7RUFDN0I7RUFFQSxvRUFBb0UsR0FDcEUsT0FBYTtJQUNYLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtFQUNoQjtFQUVBLHVFQUF1RSxHQUN2RSxRQUFjO0lBQ1osSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO0VBQ2hCO0VBRUE7OztHQUdDLEdBQ0QsUUFBYztJQUNaLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtJQUNkLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLEdBQUcsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQzNDLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxDQUFDO0VBQ2xCO0VBRUEsQ0FBQSxNQUFPO0lBQ0wsc0VBQXNFO0lBQ3RFLHFFQUFxRTtJQUNyRSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQzNELE1BQU0sSUFBSSxJQUFJLGFBQWEsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ2xELEVBQUUsT0FBTyxHQUFHLENBQUMsVUFBWSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7SUFDdkMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsT0FBTztFQUNUO0VBRUEsK0NBQStDLEdBQy9DLENBQUEsT0FBUSxDQUFDLE9BQWU7SUFDdEIsTUFBTSxNQUFNLEtBQUssR0FBRztJQUNwQixNQUFNLEVBQUUsR0FBRyxFQUFFLFFBQVEsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsQ0FBQyxJQUFNLE1BQU0sSUFBSTtJQUN0RCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxDQUFDO0lBQ25CLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxJQUFJO0lBQ3RDLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxLQUFLLENBQ2IsQ0FBQyx1QkFBdUIsRUFBRSxRQUFRLEVBQUUsRUFDbEMsUUFDSSxDQUFDLG9CQUFvQixFQUFFLElBQUksQ0FBQyxLQUFLLENBQUMsU0FBUyxDQUFDLEdBQzVDLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQyxxRUFBcUUsQ0FBQyxFQUNsRztJQUVKLE9BQU87RUFDVDtBQUNGIn0=
// denoCacheMetadata=14410560302274387659,2981544523691303585