/**
 * What a session's parse worker sends, in the order it sent it, from its
 * two channels: small screen updates through the update ring
 * (`server/workers/update_ring.ts`) and everything else, large updates
 * too, as worker messages.
 *
 * Each ring record holds how many messages the worker had posted before
 * writing it. A record goes out once that many messages have been handled,
 * and a message once every record written before it has: both are in
 * reach when it arrives (the ring's head is stored before the message is
 * posted), so a merge by these counts keeps the worker's order (the final
 * screen before `pane-eof`, an update before the watch hit it precedes).
 *
 * The ring wakes the main thread with `Atomics.waitAsync`, which does not
 * hold the event loop open; the worker's message port does, as long as
 * the worker lives.
 *
 * @module
 */ import { UpdateRing } from "../workers/update_ring.ts";
import { decodeUpdate } from "../workers/update_codec.ts";
/** The main thread's end of a parse worker's update ring. */ export class ParseInbox {
  #ring;
  #screen;
  /** Worker messages handled so far (an int32 that may wrap). */ #handled = 0;
  #closed = false;
  /** Delivers the ring's updates to `screen` from now on. */ constructor(sab, screen){
    this.#ring = new UpdateRing(sab);
    this.#screen = screen;
    this.#arm();
  }
  /**
   * Handles one worker message with `handle`, in its place among the
   * ring's records.
   */ message(handle) {
    this.#drain(false);
    this.#handled = this.#handled + 1 | 0;
    try {
      handle();
    } finally{
      this.#drain(false);
    }
  }
  /**
   * Delivers every record left, whatever came before it (the worker
   * crashed: the messages it posted last may never come), then closes.
   */ flush() {
    this.#drain(true);
    this.close();
  }
  /** Delivers nothing more, and lets go of the wait. */ close() {
    if (this.#closed) return;
    this.#closed = true;
    this.#ring.wakeConsumer();
  }
  /**
   * Delivers what is there, then waits for the next record. The wake count
   * is read before the drain, so a record written during it ends the wait
   * at once (`waitAsync` finds the count moved and the loop drains again).
   */ #arm = ()=>{
    while(!this.#closed){
      const seen = this.#ring.wakeCount;
      this.#drain(false);
      const wait = this.#ring.waitAsync(seen);
      if (wait) {
        wait.then(this.#arm);
        return;
      }
    }
  };
  /**
   * Delivers the records whose messages before them have been handled
   * (`all`: every record). Counts are int32s compared by difference, so
   * that they may wrap.
   */ #drain(all) {
    for(;;){
      if (this.#closed || this.#ring.empty) return;
      if (!all && (this.#ring.peek() - this.#handled | 0) > 0) return;
      const update = decodeUpdate(this.#ring.take());
      try {
        this.#screen(update);
      } catch (err) {
        // The daemon logs it; the records after it still go out.
        reportError(err);
      }
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcGFyc2VfaW5ib3gudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGF0IGEgc2Vzc2lvbidzIHBhcnNlIHdvcmtlciBzZW5kcywgaW4gdGhlIG9yZGVyIGl0IHNlbnQgaXQsIGZyb20gaXRzXG4gKiB0d28gY2hhbm5lbHM6IHNtYWxsIHNjcmVlbiB1cGRhdGVzIHRocm91Z2ggdGhlIHVwZGF0ZSByaW5nXG4gKiAoYHNlcnZlci93b3JrZXJzL3VwZGF0ZV9yaW5nLnRzYCkgYW5kIGV2ZXJ5dGhpbmcgZWxzZSwgbGFyZ2UgdXBkYXRlc1xuICogdG9vLCBhcyB3b3JrZXIgbWVzc2FnZXMuXG4gKlxuICogRWFjaCByaW5nIHJlY29yZCBob2xkcyBob3cgbWFueSBtZXNzYWdlcyB0aGUgd29ya2VyIGhhZCBwb3N0ZWQgYmVmb3JlXG4gKiB3cml0aW5nIGl0LiBBIHJlY29yZCBnb2VzIG91dCBvbmNlIHRoYXQgbWFueSBtZXNzYWdlcyBoYXZlIGJlZW4gaGFuZGxlZCxcbiAqIGFuZCBhIG1lc3NhZ2Ugb25jZSBldmVyeSByZWNvcmQgd3JpdHRlbiBiZWZvcmUgaXQgaGFzOiBib3RoIGFyZSBpblxuICogcmVhY2ggd2hlbiBpdCBhcnJpdmVzICh0aGUgcmluZydzIGhlYWQgaXMgc3RvcmVkIGJlZm9yZSB0aGUgbWVzc2FnZSBpc1xuICogcG9zdGVkKSwgc28gYSBtZXJnZSBieSB0aGVzZSBjb3VudHMga2VlcHMgdGhlIHdvcmtlcidzIG9yZGVyICh0aGUgZmluYWxcbiAqIHNjcmVlbiBiZWZvcmUgYHBhbmUtZW9mYCwgYW4gdXBkYXRlIGJlZm9yZSB0aGUgd2F0Y2ggaGl0IGl0IHByZWNlZGVzKS5cbiAqXG4gKiBUaGUgcmluZyB3YWtlcyB0aGUgbWFpbiB0aHJlYWQgd2l0aCBgQXRvbWljcy53YWl0QXN5bmNgLCB3aGljaCBkb2VzIG5vdFxuICogaG9sZCB0aGUgZXZlbnQgbG9vcCBvcGVuOyB0aGUgd29ya2VyJ3MgbWVzc2FnZSBwb3J0IGRvZXMsIGFzIGxvbmcgYXNcbiAqIHRoZSB3b3JrZXIgbGl2ZXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgU2NyZWVuVXBkYXRlIH0gZnJvbSBcIi4uL3dvcmtlcnMvcGFyc2VfbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IFVwZGF0ZVJpbmcgfSBmcm9tIFwiLi4vd29ya2Vycy91cGRhdGVfcmluZy50c1wiO1xuaW1wb3J0IHsgZGVjb2RlVXBkYXRlIH0gZnJvbSBcIi4uL3dvcmtlcnMvdXBkYXRlX2NvZGVjLnRzXCI7XG5cbi8qKiBUaGUgbWFpbiB0aHJlYWQncyBlbmQgb2YgYSBwYXJzZSB3b3JrZXIncyB1cGRhdGUgcmluZy4gKi9cbmV4cG9ydCBjbGFzcyBQYXJzZUluYm94IHtcbiAgcmVhZG9ubHkgI3Jpbmc6IFVwZGF0ZVJpbmc7XG4gIHJlYWRvbmx5ICNzY3JlZW46ICh1cGRhdGU6IFNjcmVlblVwZGF0ZSkgPT4gdm9pZDtcbiAgLyoqIFdvcmtlciBtZXNzYWdlcyBoYW5kbGVkIHNvIGZhciAoYW4gaW50MzIgdGhhdCBtYXkgd3JhcCkuICovXG4gICNoYW5kbGVkID0gMDtcbiAgI2Nsb3NlZCA9IGZhbHNlO1xuXG4gIC8qKiBEZWxpdmVycyB0aGUgcmluZydzIHVwZGF0ZXMgdG8gYHNjcmVlbmAgZnJvbSBub3cgb24uICovXG4gIGNvbnN0cnVjdG9yKHNhYjogU2hhcmVkQXJyYXlCdWZmZXIsIHNjcmVlbjogKHU6IFNjcmVlblVwZGF0ZSkgPT4gdm9pZCkge1xuICAgIHRoaXMuI3JpbmcgPSBuZXcgVXBkYXRlUmluZyhzYWIpO1xuICAgIHRoaXMuI3NjcmVlbiA9IHNjcmVlbjtcbiAgICB0aGlzLiNhcm0oKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBIYW5kbGVzIG9uZSB3b3JrZXIgbWVzc2FnZSB3aXRoIGBoYW5kbGVgLCBpbiBpdHMgcGxhY2UgYW1vbmcgdGhlXG4gICAqIHJpbmcncyByZWNvcmRzLlxuICAgKi9cbiAgbWVzc2FnZShoYW5kbGU6ICgpID0+IHZvaWQpOiB2b2lkIHtcbiAgICB0aGlzLiNkcmFpbihmYWxzZSk7XG4gICAgdGhpcy4jaGFuZGxlZCA9ICh0aGlzLiNoYW5kbGVkICsgMSkgfCAwO1xuICAgIHRyeSB7XG4gICAgICBoYW5kbGUoKTtcbiAgICB9IGZpbmFsbHkge1xuICAgICAgdGhpcy4jZHJhaW4oZmFsc2UpO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBEZWxpdmVycyBldmVyeSByZWNvcmQgbGVmdCwgd2hhdGV2ZXIgY2FtZSBiZWZvcmUgaXQgKHRoZSB3b3JrZXJcbiAgICogY3Jhc2hlZDogdGhlIG1lc3NhZ2VzIGl0IHBvc3RlZCBsYXN0IG1heSBuZXZlciBjb21lKSwgdGhlbiBjbG9zZXMuXG4gICAqL1xuICBmbHVzaCgpOiB2b2lkIHtcbiAgICB0aGlzLiNkcmFpbih0cnVlKTtcbiAgICB0aGlzLmNsb3NlKCk7XG4gIH1cblxuICAvKiogRGVsaXZlcnMgbm90aGluZyBtb3JlLCBhbmQgbGV0cyBnbyBvZiB0aGUgd2FpdC4gKi9cbiAgY2xvc2UoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2Nsb3NlZCkgcmV0dXJuO1xuICAgIHRoaXMuI2Nsb3NlZCA9IHRydWU7XG4gICAgdGhpcy4jcmluZy53YWtlQ29uc3VtZXIoKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBEZWxpdmVycyB3aGF0IGlzIHRoZXJlLCB0aGVuIHdhaXRzIGZvciB0aGUgbmV4dCByZWNvcmQuIFRoZSB3YWtlIGNvdW50XG4gICAqIGlzIHJlYWQgYmVmb3JlIHRoZSBkcmFpbiwgc28gYSByZWNvcmQgd3JpdHRlbiBkdXJpbmcgaXQgZW5kcyB0aGUgd2FpdFxuICAgKiBhdCBvbmNlIChgd2FpdEFzeW5jYCBmaW5kcyB0aGUgY291bnQgbW92ZWQgYW5kIHRoZSBsb29wIGRyYWlucyBhZ2FpbikuXG4gICAqL1xuICAjYXJtID0gKCk6IHZvaWQgPT4ge1xuICAgIHdoaWxlICghdGhpcy4jY2xvc2VkKSB7XG4gICAgICBjb25zdCBzZWVuID0gdGhpcy4jcmluZy53YWtlQ291bnQ7XG4gICAgICB0aGlzLiNkcmFpbihmYWxzZSk7XG4gICAgICBjb25zdCB3YWl0ID0gdGhpcy4jcmluZy53YWl0QXN5bmMoc2Vlbik7XG4gICAgICBpZiAod2FpdCkge1xuICAgICAgICB3YWl0LnRoZW4odGhpcy4jYXJtKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgIH1cbiAgfTtcblxuICAvKipcbiAgICogRGVsaXZlcnMgdGhlIHJlY29yZHMgd2hvc2UgbWVzc2FnZXMgYmVmb3JlIHRoZW0gaGF2ZSBiZWVuIGhhbmRsZWRcbiAgICogKGBhbGxgOiBldmVyeSByZWNvcmQpLiBDb3VudHMgYXJlIGludDMycyBjb21wYXJlZCBieSBkaWZmZXJlbmNlLCBzb1xuICAgKiB0aGF0IHRoZXkgbWF5IHdyYXAuXG4gICAqL1xuICAjZHJhaW4oYWxsOiBib29sZWFuKTogdm9pZCB7XG4gICAgZm9yICg7Oykge1xuICAgICAgaWYgKHRoaXMuI2Nsb3NlZCB8fCB0aGlzLiNyaW5nLmVtcHR5KSByZXR1cm47XG4gICAgICBpZiAoIWFsbCAmJiAoKHRoaXMuI3JpbmcucGVlaygpIC0gdGhpcy4jaGFuZGxlZCkgfCAwKSA+IDApIHJldHVybjtcbiAgICAgIGNvbnN0IHVwZGF0ZSA9IGRlY29kZVVwZGF0ZSh0aGlzLiNyaW5nLnRha2UoKSk7XG4gICAgICB0cnkge1xuICAgICAgICB0aGlzLiNzY3JlZW4odXBkYXRlKTtcbiAgICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgICAvLyBUaGUgZGFlbW9uIGxvZ3MgaXQ7IHRoZSByZWNvcmRzIGFmdGVyIGl0IHN0aWxsIGdvIG91dC5cbiAgICAgICAgcmVwb3J0RXJyb3IoZXJyKTtcbiAgICAgIH1cbiAgICB9XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBa0JDLEdBR0QsU0FBUyxVQUFVLFFBQVEsNEJBQTRCO0FBQ3ZELFNBQVMsWUFBWSxRQUFRLDZCQUE2QjtBQUUxRCwyREFBMkQsR0FDM0QsT0FBTyxNQUFNO0VBQ0YsQ0FBQSxJQUFLLENBQWE7RUFDbEIsQ0FBQSxNQUFPLENBQWlDO0VBQ2pELDZEQUE2RCxHQUM3RCxDQUFBLE9BQVEsR0FBRyxFQUFFO0VBQ2IsQ0FBQSxNQUFPLEdBQUcsTUFBTTtFQUVoQix5REFBeUQsR0FDekQsWUFBWSxHQUFzQixFQUFFLE1BQWlDLENBQUU7SUFDckUsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksV0FBVztJQUM1QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLENBQUMsQ0FBQSxHQUFJO0VBQ1g7RUFFQTs7O0dBR0MsR0FDRCxRQUFRLE1BQWtCLEVBQVE7SUFDaEMsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQ1osSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLEFBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLElBQUs7SUFDdEMsSUFBSTtNQUNGO0lBQ0YsU0FBVTtNQUNSLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQztJQUNkO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCxRQUFjO0lBQ1osSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQ1osSUFBSSxDQUFDLEtBQUs7RUFDWjtFQUVBLG9EQUFvRCxHQUNwRCxRQUFjO0lBQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFlBQVk7RUFDekI7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxHQUFJLEdBQUc7SUFDTCxNQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFFO01BQ3BCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsU0FBUztNQUNqQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7TUFDWixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFNBQVMsQ0FBQztNQUNsQyxJQUFJLE1BQU07UUFDUixLQUFLLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxHQUFJO1FBQ25CO01BQ0Y7SUFDRjtFQUNGLEVBQUU7RUFFRjs7OztHQUlDLEdBQ0QsQ0FBQSxLQUFNLENBQUMsR0FBWTtJQUNqQixPQUFTO01BQ1AsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUssRUFBRTtNQUN0QyxJQUFJLENBQUMsT0FBTyxDQUFDLEFBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUksQ0FBQyxJQUFJLEdBQUc7TUFDM0QsTUFBTSxTQUFTLGFBQWEsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUk7TUFDM0MsSUFBSTtRQUNGLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztNQUNmLEVBQUUsT0FBTyxLQUFLO1FBQ1oseURBQXlEO1FBQ3pELFlBQVk7TUFDZDtJQUNGO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=6042984176309237324,8702763994358981306