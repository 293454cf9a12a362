/**
 * A worker's scheduling while it streams a flood: a long time slice
 * (`pty/thread_slice.ts`) from its first large batch until it has been
 * quiet for `QUIET_MS`, the kernel's default otherwise. The CPU a flood
 * gets is the same; what changes is who runs first when a thread wakes.
 * With 20 sessions flooding on 2 cores, a key's echo wakes the gather
 * worker, the parse worker and the main thread in turn, and with equal
 * slices each waited behind about half of the 40 busy workers.
 *
 * Parse workers use it, and so does the one gather worker, which reads
 * every session's echoes too: it takes the long slice only while no quiet
 * pane has had output for `INTERACTIVE_HOLD_MS` (`interactive`). Measured
 * with the long slice on it always (20 sessions flooding, a 21st typing, 3
 * alternations): the floods' total throughput rose from 3.8-6.1 to 6.8-7.8
 * MB/s, but the quiet session's key p99 went from 366-475 to 472-835 ms;
 * with the short slice always, an attached flood alone lost its p99
 * output-to-screen (see bench/README.md, "Issue 15, fourth round").
 *
 * @module
 */ import { setThreadSlice } from "../../pty/thread_slice.ts";
/**
 * The slice of a flooding worker. Longer than the default (about 1-3 ms)
 * by enough that a woken default thread's deadline comes first; measured
 * in the bench's many-sessions section (see bench/README.md).
 */ export const FLOOD_SLICE_NS = 20_000_000;
/**
 * The slice of a worker that is not flooding: shorter than the kernel's
 * default (1.4 ms here), so that a worker woken by a key or a prompt runs
 * ahead of threads that are busy (a build, another program), and may take
 * the CPU from them at once (EEVDF's PREEMPT_SHORT). Its share of the CPU
 * is unchanged; a thread that runs long is only switched out more often.
 */ export const INTERACTIVE_SLICE_NS = 500_000;
/** Quiet this long (no large batch) ends the flood's slice. */ export const QUIET_MS = 100;
/**
 * After a quiet pane's output (an echo, a prompt), no long slice for this
 * long: someone is typing, and keys come closer together than this.
 */ export const INTERACTIVE_HOLD_MS = 1000;
/** One worker thread's flood state. */ export class FloodSlice {
  #long = false;
  #lastBusy = -Infinity;
  #interactiveUntil = -Infinity;
  /** Gives the calling thread the interactive slice. */ constructor(){
    setThreadSlice(INTERACTIVE_SLICE_NS);
  }
  /** True while the thread has the long slice. */ get flooding() {
    return this.#long;
  }
  /** A large batch was taken or published at `now` (ms). */ busy(now) {
    this.#lastBusy = now;
    if (this.#long || now < this.#interactiveUntil) return;
    this.#long = setThreadSlice(FLOOD_SLICE_NS);
  }
  /**
   * Output that is not a flood's came at `now` (a key's echo beside the
   * floods): the short slice at once, and for `INTERACTIVE_HOLD_MS`.
   */ interactive(now) {
    this.#interactiveUntil = now + INTERACTIVE_HOLD_MS;
    if (!this.#long) return;
    setThreadSlice(INTERACTIVE_SLICE_NS);
    this.#long = false;
  }
  /** The pane that began the hold floods now: the hold ends. */ endHold() {
    this.#interactiveUntil = -Infinity;
  }
  /**
   * The thread is about to wait for output. Returns how long it may sleep
   * before it should call again (the flood may be over by then), or
   * Infinity.
   */ quiet(now) {
    if (!this.#long) return Infinity;
    const left = QUIET_MS - (now - this.#lastBusy);
    if (left > 0) return left;
    setThreadSlice(INTERACTIVE_SLICE_NS);
    this.#long = false;
    return Infinity;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2Zsb29kX3NsaWNlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQSB3b3JrZXIncyBzY2hlZHVsaW5nIHdoaWxlIGl0IHN0cmVhbXMgYSBmbG9vZDogYSBsb25nIHRpbWUgc2xpY2VcbiAqIChgcHR5L3RocmVhZF9zbGljZS50c2ApIGZyb20gaXRzIGZpcnN0IGxhcmdlIGJhdGNoIHVudGlsIGl0IGhhcyBiZWVuXG4gKiBxdWlldCBmb3IgYFFVSUVUX01TYCwgdGhlIGtlcm5lbCdzIGRlZmF1bHQgb3RoZXJ3aXNlLiBUaGUgQ1BVIGEgZmxvb2RcbiAqIGdldHMgaXMgdGhlIHNhbWU7IHdoYXQgY2hhbmdlcyBpcyB3aG8gcnVucyBmaXJzdCB3aGVuIGEgdGhyZWFkIHdha2VzLlxuICogV2l0aCAyMCBzZXNzaW9ucyBmbG9vZGluZyBvbiAyIGNvcmVzLCBhIGtleSdzIGVjaG8gd2FrZXMgdGhlIGdhdGhlclxuICogd29ya2VyLCB0aGUgcGFyc2Ugd29ya2VyIGFuZCB0aGUgbWFpbiB0aHJlYWQgaW4gdHVybiwgYW5kIHdpdGggZXF1YWxcbiAqIHNsaWNlcyBlYWNoIHdhaXRlZCBiZWhpbmQgYWJvdXQgaGFsZiBvZiB0aGUgNDAgYnVzeSB3b3JrZXJzLlxuICpcbiAqIFBhcnNlIHdvcmtlcnMgdXNlIGl0LCBhbmQgc28gZG9lcyB0aGUgb25lIGdhdGhlciB3b3JrZXIsIHdoaWNoIHJlYWRzXG4gKiBldmVyeSBzZXNzaW9uJ3MgZWNob2VzIHRvbzogaXQgdGFrZXMgdGhlIGxvbmcgc2xpY2Ugb25seSB3aGlsZSBubyBxdWlldFxuICogcGFuZSBoYXMgaGFkIG91dHB1dCBmb3IgYElOVEVSQUNUSVZFX0hPTERfTVNgIChgaW50ZXJhY3RpdmVgKS4gTWVhc3VyZWRcbiAqIHdpdGggdGhlIGxvbmcgc2xpY2Ugb24gaXQgYWx3YXlzICgyMCBzZXNzaW9ucyBmbG9vZGluZywgYSAyMXN0IHR5cGluZywgM1xuICogYWx0ZXJuYXRpb25zKTogdGhlIGZsb29kcycgdG90YWwgdGhyb3VnaHB1dCByb3NlIGZyb20gMy44LTYuMSB0byA2LjgtNy44XG4gKiBNQi9zLCBidXQgdGhlIHF1aWV0IHNlc3Npb24ncyBrZXkgcDk5IHdlbnQgZnJvbSAzNjYtNDc1IHRvIDQ3Mi04MzUgbXM7XG4gKiB3aXRoIHRoZSBzaG9ydCBzbGljZSBhbHdheXMsIGFuIGF0dGFjaGVkIGZsb29kIGFsb25lIGxvc3QgaXRzIHA5OVxuICogb3V0cHV0LXRvLXNjcmVlbiAoc2VlIGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZSAxNSwgZm91cnRoIHJvdW5kXCIpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBzZXRUaHJlYWRTbGljZSB9IGZyb20gXCIuLi8uLi9wdHkvdGhyZWFkX3NsaWNlLnRzXCI7XG5cbi8qKlxuICogVGhlIHNsaWNlIG9mIGEgZmxvb2Rpbmcgd29ya2VyLiBMb25nZXIgdGhhbiB0aGUgZGVmYXVsdCAoYWJvdXQgMS0zIG1zKVxuICogYnkgZW5vdWdoIHRoYXQgYSB3b2tlbiBkZWZhdWx0IHRocmVhZCdzIGRlYWRsaW5lIGNvbWVzIGZpcnN0OyBtZWFzdXJlZFxuICogaW4gdGhlIGJlbmNoJ3MgbWFueS1zZXNzaW9ucyBzZWN0aW9uIChzZWUgYmVuY2gvUkVBRE1FLm1kKS5cbiAqL1xuZXhwb3J0IGNvbnN0IEZMT09EX1NMSUNFX05TID0gMjBfMDAwXzAwMDtcblxuLyoqXG4gKiBUaGUgc2xpY2Ugb2YgYSB3b3JrZXIgdGhhdCBpcyBub3QgZmxvb2Rpbmc6IHNob3J0ZXIgdGhhbiB0aGUga2VybmVsJ3NcbiAqIGRlZmF1bHQgKDEuNCBtcyBoZXJlKSwgc28gdGhhdCBhIHdvcmtlciB3b2tlbiBieSBhIGtleSBvciBhIHByb21wdCBydW5zXG4gKiBhaGVhZCBvZiB0aHJlYWRzIHRoYXQgYXJlIGJ1c3kgKGEgYnVpbGQsIGFub3RoZXIgcHJvZ3JhbSksIGFuZCBtYXkgdGFrZVxuICogdGhlIENQVSBmcm9tIHRoZW0gYXQgb25jZSAoRUVWREYncyBQUkVFTVBUX1NIT1JUKS4gSXRzIHNoYXJlIG9mIHRoZSBDUFVcbiAqIGlzIHVuY2hhbmdlZDsgYSB0aHJlYWQgdGhhdCBydW5zIGxvbmcgaXMgb25seSBzd2l0Y2hlZCBvdXQgbW9yZSBvZnRlbi5cbiAqL1xuZXhwb3J0IGNvbnN0IElOVEVSQUNUSVZFX1NMSUNFX05TID0gNTAwXzAwMDtcblxuLyoqIFF1aWV0IHRoaXMgbG9uZyAobm8gbGFyZ2UgYmF0Y2gpIGVuZHMgdGhlIGZsb29kJ3Mgc2xpY2UuICovXG5leHBvcnQgY29uc3QgUVVJRVRfTVMgPSAxMDA7XG5cbi8qKlxuICogQWZ0ZXIgYSBxdWlldCBwYW5lJ3Mgb3V0cHV0IChhbiBlY2hvLCBhIHByb21wdCksIG5vIGxvbmcgc2xpY2UgZm9yIHRoaXNcbiAqIGxvbmc6IHNvbWVvbmUgaXMgdHlwaW5nLCBhbmQga2V5cyBjb21lIGNsb3NlciB0b2dldGhlciB0aGFuIHRoaXMuXG4gKi9cbmV4cG9ydCBjb25zdCBJTlRFUkFDVElWRV9IT0xEX01TID0gMTAwMDtcblxuLyoqIE9uZSB3b3JrZXIgdGhyZWFkJ3MgZmxvb2Qgc3RhdGUuICovXG5leHBvcnQgY2xhc3MgRmxvb2RTbGljZSB7XG4gICNsb25nID0gZmFsc2U7XG4gICNsYXN0QnVzeSA9IC1JbmZpbml0eTtcbiAgI2ludGVyYWN0aXZlVW50aWwgPSAtSW5maW5pdHk7XG5cbiAgLyoqIEdpdmVzIHRoZSBjYWxsaW5nIHRocmVhZCB0aGUgaW50ZXJhY3RpdmUgc2xpY2UuICovXG4gIGNvbnN0cnVjdG9yKCkge1xuICAgIHNldFRocmVhZFNsaWNlKElOVEVSQUNUSVZFX1NMSUNFX05TKTtcbiAgfVxuXG4gIC8qKiBUcnVlIHdoaWxlIHRoZSB0aHJlYWQgaGFzIHRoZSBsb25nIHNsaWNlLiAqL1xuICBnZXQgZmxvb2RpbmcoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2xvbmc7XG4gIH1cblxuICAvKiogQSBsYXJnZSBiYXRjaCB3YXMgdGFrZW4gb3IgcHVibGlzaGVkIGF0IGBub3dgIChtcykuICovXG4gIGJ1c3kobm93OiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLiNsYXN0QnVzeSA9IG5vdztcbiAgICBpZiAodGhpcy4jbG9uZyB8fCBub3cgPCB0aGlzLiNpbnRlcmFjdGl2ZVVudGlsKSByZXR1cm47XG4gICAgdGhpcy4jbG9uZyA9IHNldFRocmVhZFNsaWNlKEZMT09EX1NMSUNFX05TKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBPdXRwdXQgdGhhdCBpcyBub3QgYSBmbG9vZCdzIGNhbWUgYXQgYG5vd2AgKGEga2V5J3MgZWNobyBiZXNpZGUgdGhlXG4gICAqIGZsb29kcyk6IHRoZSBzaG9ydCBzbGljZSBhdCBvbmNlLCBhbmQgZm9yIGBJTlRFUkFDVElWRV9IT0xEX01TYC5cbiAgICovXG4gIGludGVyYWN0aXZlKG5vdzogbnVtYmVyKTogdm9pZCB7XG4gICAgdGhpcy4jaW50ZXJhY3RpdmVVbnRpbCA9IG5vdyArIElOVEVSQUNUSVZFX0hPTERfTVM7XG4gICAgaWYgKCF0aGlzLiNsb25nKSByZXR1cm47XG4gICAgc2V0VGhyZWFkU2xpY2UoSU5URVJBQ1RJVkVfU0xJQ0VfTlMpO1xuICAgIHRoaXMuI2xvbmcgPSBmYWxzZTtcbiAgfVxuXG4gIC8qKiBUaGUgcGFuZSB0aGF0IGJlZ2FuIHRoZSBob2xkIGZsb29kcyBub3c6IHRoZSBob2xkIGVuZHMuICovXG4gIGVuZEhvbGQoKTogdm9pZCB7XG4gICAgdGhpcy4jaW50ZXJhY3RpdmVVbnRpbCA9IC1JbmZpbml0eTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgdGhyZWFkIGlzIGFib3V0IHRvIHdhaXQgZm9yIG91dHB1dC4gUmV0dXJucyBob3cgbG9uZyBpdCBtYXkgc2xlZXBcbiAgICogYmVmb3JlIGl0IHNob3VsZCBjYWxsIGFnYWluICh0aGUgZmxvb2QgbWF5IGJlIG92ZXIgYnkgdGhlbiksIG9yXG4gICAqIEluZmluaXR5LlxuICAgKi9cbiAgcXVpZXQobm93OiBudW1iZXIpOiBudW1iZXIge1xuICAgIGlmICghdGhpcy4jbG9uZykgcmV0dXJuIEluZmluaXR5O1xuICAgIGNvbnN0IGxlZnQgPSBRVUlFVF9NUyAtIChub3cgLSB0aGlzLiNsYXN0QnVzeSk7XG4gICAgaWYgKGxlZnQgPiAwKSByZXR1cm4gbGVmdDtcbiAgICBzZXRUaHJlYWRTbGljZShJTlRFUkFDVElWRV9TTElDRV9OUyk7XG4gICAgdGhpcy4jbG9uZyA9IGZhbHNlO1xuICAgIHJldHVybiBJbmZpbml0eTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBRUQsU0FBUyxjQUFjLFFBQVEsNEJBQTRCO0FBRTNEOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0saUJBQWlCLFdBQVc7QUFFekM7Ozs7OztDQU1DLEdBQ0QsT0FBTyxNQUFNLHVCQUF1QixRQUFRO0FBRTVDLDZEQUE2RCxHQUM3RCxPQUFPLE1BQU0sV0FBVyxJQUFJO0FBRTVCOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxzQkFBc0IsS0FBSztBQUV4QyxxQ0FBcUMsR0FDckMsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxJQUFLLEdBQUcsTUFBTTtFQUNkLENBQUEsUUFBUyxHQUFHLENBQUMsU0FBUztFQUN0QixDQUFBLGdCQUFpQixHQUFHLENBQUMsU0FBUztFQUU5QixvREFBb0QsR0FDcEQsYUFBYztJQUNaLGVBQWU7RUFDakI7RUFFQSw4Q0FBOEMsR0FDOUMsSUFBSSxXQUFvQjtJQUN0QixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7RUFFQSx3REFBd0QsR0FDeEQsS0FBSyxHQUFXLEVBQVE7SUFDdEIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsZ0JBQWlCLEVBQUU7SUFDaEQsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLGVBQWU7RUFDOUI7RUFFQTs7O0dBR0MsR0FDRCxZQUFZLEdBQVcsRUFBUTtJQUM3QixJQUFJLENBQUMsQ0FBQSxnQkFBaUIsR0FBRyxNQUFNO0lBQy9CLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDakIsZUFBZTtJQUNmLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztFQUNmO0VBRUEsNERBQTRELEdBQzVELFVBQWdCO0lBQ2QsSUFBSSxDQUFDLENBQUEsZ0JBQWlCLEdBQUcsQ0FBQztFQUM1QjtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLEdBQVcsRUFBVTtJQUN6QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE9BQU87SUFDeEIsTUFBTSxPQUFPLFdBQVcsQ0FBQyxNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDN0MsSUFBSSxPQUFPLEdBQUcsT0FBTztJQUNyQixlQUFlO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsT0FBTztFQUNUO0FBQ0YifQ==
// denoCacheMetadata=8222107118562654602,6514360448568147239