/**
 * The daemon's input count: input written to any session's pane, by the
 * main thread (a client's keys, `send`) or by the gather worker (keys from
 * a terminal the daemon reads itself). Work that can wait, the spare parse
 * worker's warm-up, waits while it moves: on 2 cores that warm-up beside a
 * typist's keys made their echo slow (bench/README.md, "Issue 15,
 * thirteenth round").
 *
 * @module
 */ /**
 * Input this recent holds back work that can wait: longer than the 2-6 ms
 * between the bench's keys, shorter than the pauses in a person's typing.
 */ export const INPUT_QUIET_MS = 100;
/**
 * One wait for quiet ends after this long in all: a script that writes to
 * a session without a pause gets its spare warmed all the same (the main
 * thread waits this long at most before it sends the warm-up, and the
 * spare as long again while it runs).
 */ export const QUIET_WAIT_LIMIT_MS = 5000;
let daemons = null;
/**
 * The daemon's input count, made by its main thread; a worker gets it in
 * a message (a worker calling this would make one nobody else counts in).
 */ export function inputActivity() {
  return daemons ??= new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}
/** Counts input written to a pane. */ export function noteInput(count) {
  Atomics.add(count, 0, 1);
}
/** Waits, between steps of work that can wait, until input is quiet. */ export class InputQuiet {
  #count;
  #quietMs;
  #limitMs;
  #seen;
  #movedAt = -Infinity;
  /**
   * `seen`: the count to measure from (input since then is waited for);
   * the count now unless told.
   */ constructor(sab, { quietMs = INPUT_QUIET_MS, limitMs = QUIET_WAIT_LIMIT_MS, seen } = {}){
    this.#count = new Int32Array(sab);
    this.#quietMs = quietMs;
    this.#limitMs = limitMs;
    this.#seen = seen ?? Atomics.load(this.#count, 0);
  }
  /** The count as last looked at. */ get seen() {
    return this.#seen;
  }
  /**
   * How long to wait before looking again (ms; 0: quiet now, or the waits
   * have used up `limitMs`); counted as waited.
   */ quietIn() {
    const now = performance.now();
    const count = Atomics.load(this.#count, 0);
    if (count !== this.#seen) {
      this.#seen = count;
      this.#movedAt = now;
    }
    const ms = Math.min(this.#movedAt + this.#quietMs - now, this.#limitMs);
    if (ms <= 0) return 0;
    this.#limitMs -= ms;
    return ms;
  }
  /** Resolves once `quietIn()` says 0, looking again after each wait. */ async wait() {
    for(let ms = this.quietIn(); ms > 0; ms = this.quietIn()){
      await new Promise((resolve)=>setTimeout(resolve, ms));
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2lucHV0X2FjdGl2aXR5LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGRhZW1vbidzIGlucHV0IGNvdW50OiBpbnB1dCB3cml0dGVuIHRvIGFueSBzZXNzaW9uJ3MgcGFuZSwgYnkgdGhlXG4gKiBtYWluIHRocmVhZCAoYSBjbGllbnQncyBrZXlzLCBgc2VuZGApIG9yIGJ5IHRoZSBnYXRoZXIgd29ya2VyIChrZXlzIGZyb21cbiAqIGEgdGVybWluYWwgdGhlIGRhZW1vbiByZWFkcyBpdHNlbGYpLiBXb3JrIHRoYXQgY2FuIHdhaXQsIHRoZSBzcGFyZSBwYXJzZVxuICogd29ya2VyJ3Mgd2FybS11cCwgd2FpdHMgd2hpbGUgaXQgbW92ZXM6IG9uIDIgY29yZXMgdGhhdCB3YXJtLXVwIGJlc2lkZSBhXG4gKiB0eXBpc3QncyBrZXlzIG1hZGUgdGhlaXIgZWNobyBzbG93IChiZW5jaC9SRUFETUUubWQsIFwiSXNzdWUgMTUsXG4gKiB0aGlydGVlbnRoIHJvdW5kXCIpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIElucHV0IHRoaXMgcmVjZW50IGhvbGRzIGJhY2sgd29yayB0aGF0IGNhbiB3YWl0OiBsb25nZXIgdGhhbiB0aGUgMi02IG1zXG4gKiBiZXR3ZWVuIHRoZSBiZW5jaCdzIGtleXMsIHNob3J0ZXIgdGhhbiB0aGUgcGF1c2VzIGluIGEgcGVyc29uJ3MgdHlwaW5nLlxuICovXG5leHBvcnQgY29uc3QgSU5QVVRfUVVJRVRfTVMgPSAxMDA7XG5cbi8qKlxuICogT25lIHdhaXQgZm9yIHF1aWV0IGVuZHMgYWZ0ZXIgdGhpcyBsb25nIGluIGFsbDogYSBzY3JpcHQgdGhhdCB3cml0ZXMgdG9cbiAqIGEgc2Vzc2lvbiB3aXRob3V0IGEgcGF1c2UgZ2V0cyBpdHMgc3BhcmUgd2FybWVkIGFsbCB0aGUgc2FtZSAodGhlIG1haW5cbiAqIHRocmVhZCB3YWl0cyB0aGlzIGxvbmcgYXQgbW9zdCBiZWZvcmUgaXQgc2VuZHMgdGhlIHdhcm0tdXAsIGFuZCB0aGVcbiAqIHNwYXJlIGFzIGxvbmcgYWdhaW4gd2hpbGUgaXQgcnVucykuXG4gKi9cbmV4cG9ydCBjb25zdCBRVUlFVF9XQUlUX0xJTUlUX01TID0gNTAwMDtcblxubGV0IGRhZW1vbnM6IFNoYXJlZEFycmF5QnVmZmVyIHwgbnVsbCA9IG51bGw7XG5cbi8qKlxuICogVGhlIGRhZW1vbidzIGlucHV0IGNvdW50LCBtYWRlIGJ5IGl0cyBtYWluIHRocmVhZDsgYSB3b3JrZXIgZ2V0cyBpdCBpblxuICogYSBtZXNzYWdlIChhIHdvcmtlciBjYWxsaW5nIHRoaXMgd291bGQgbWFrZSBvbmUgbm9ib2R5IGVsc2UgY291bnRzIGluKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGlucHV0QWN0aXZpdHkoKTogU2hhcmVkQXJyYXlCdWZmZXIge1xuICByZXR1cm4gZGFlbW9ucyA/Pz0gbmV3IFNoYXJlZEFycmF5QnVmZmVyKEludDMyQXJyYXkuQllURVNfUEVSX0VMRU1FTlQpO1xufVxuXG4vKiogQ291bnRzIGlucHV0IHdyaXR0ZW4gdG8gYSBwYW5lLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5vdGVJbnB1dChjb3VudDogSW50MzJBcnJheSk6IHZvaWQge1xuICBBdG9taWNzLmFkZChjb3VudCwgMCwgMSk7XG59XG5cbi8qKiBXYWl0cywgYmV0d2VlbiBzdGVwcyBvZiB3b3JrIHRoYXQgY2FuIHdhaXQsIHVudGlsIGlucHV0IGlzIHF1aWV0LiAqL1xuZXhwb3J0IGNsYXNzIElucHV0UXVpZXQge1xuICByZWFkb25seSAjY291bnQ6IEludDMyQXJyYXk7XG4gIHJlYWRvbmx5ICNxdWlldE1zOiBudW1iZXI7XG4gICNsaW1pdE1zOiBudW1iZXI7XG4gICNzZWVuOiBudW1iZXI7XG4gICNtb3ZlZEF0ID0gLUluZmluaXR5O1xuXG4gIC8qKlxuICAgKiBgc2VlbmA6IHRoZSBjb3VudCB0byBtZWFzdXJlIGZyb20gKGlucHV0IHNpbmNlIHRoZW4gaXMgd2FpdGVkIGZvcik7XG4gICAqIHRoZSBjb3VudCBub3cgdW5sZXNzIHRvbGQuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihcbiAgICBzYWI6IFNoYXJlZEFycmF5QnVmZmVyLFxuICAgIHsgcXVpZXRNcyA9IElOUFVUX1FVSUVUX01TLCBsaW1pdE1zID0gUVVJRVRfV0FJVF9MSU1JVF9NUywgc2VlbiB9OiB7XG4gICAgICBxdWlldE1zPzogbnVtYmVyO1xuICAgICAgbGltaXRNcz86IG51bWJlcjtcbiAgICAgIHNlZW4/OiBudW1iZXI7XG4gICAgfSA9IHt9LFxuICApIHtcbiAgICB0aGlzLiNjb3VudCA9IG5ldyBJbnQzMkFycmF5KHNhYik7XG4gICAgdGhpcy4jcXVpZXRNcyA9IHF1aWV0TXM7XG4gICAgdGhpcy4jbGltaXRNcyA9IGxpbWl0TXM7XG4gICAgdGhpcy4jc2VlbiA9IHNlZW4gPz8gQXRvbWljcy5sb2FkKHRoaXMuI2NvdW50LCAwKTtcbiAgfVxuXG4gIC8qKiBUaGUgY291bnQgYXMgbGFzdCBsb29rZWQgYXQuICovXG4gIGdldCBzZWVuKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3NlZW47XG4gIH1cblxuICAvKipcbiAgICogSG93IGxvbmcgdG8gd2FpdCBiZWZvcmUgbG9va2luZyBhZ2FpbiAobXM7IDA6IHF1aWV0IG5vdywgb3IgdGhlIHdhaXRzXG4gICAqIGhhdmUgdXNlZCB1cCBgbGltaXRNc2ApOyBjb3VudGVkIGFzIHdhaXRlZC5cbiAgICovXG4gIHF1aWV0SW4oKTogbnVtYmVyIHtcbiAgICBjb25zdCBub3cgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBjb25zdCBjb3VudCA9IEF0b21pY3MubG9hZCh0aGlzLiNjb3VudCwgMCk7XG4gICAgaWYgKGNvdW50ICE9PSB0aGlzLiNzZWVuKSB7XG4gICAgICB0aGlzLiNzZWVuID0gY291bnQ7XG4gICAgICB0aGlzLiNtb3ZlZEF0ID0gbm93O1xuICAgIH1cbiAgICBjb25zdCBtcyA9IE1hdGgubWluKHRoaXMuI21vdmVkQXQgKyB0aGlzLiNxdWlldE1zIC0gbm93LCB0aGlzLiNsaW1pdE1zKTtcbiAgICBpZiAobXMgPD0gMCkgcmV0dXJuIDA7XG4gICAgdGhpcy4jbGltaXRNcyAtPSBtcztcbiAgICByZXR1cm4gbXM7XG4gIH1cblxuICAvKiogUmVzb2x2ZXMgb25jZSBgcXVpZXRJbigpYCBzYXlzIDAsIGxvb2tpbmcgYWdhaW4gYWZ0ZXIgZWFjaCB3YWl0LiAqL1xuICBhc3luYyB3YWl0KCk6IFByb21pc2U8dm9pZD4ge1xuICAgIGZvciAobGV0IG1zID0gdGhpcy5xdWlldEluKCk7IG1zID4gMDsgbXMgPSB0aGlzLnF1aWV0SW4oKSkge1xuICAgICAgYXdhaXQgbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHNldFRpbWVvdXQocmVzb2x2ZSwgbXMpKTtcbiAgICB9XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7O0NBU0MsR0FFRDs7O0NBR0MsR0FDRCxPQUFPLE1BQU0saUJBQWlCLElBQUk7QUFFbEM7Ozs7O0NBS0MsR0FDRCxPQUFPLE1BQU0sc0JBQXNCLEtBQUs7QUFFeEMsSUFBSSxVQUFvQztBQUV4Qzs7O0NBR0MsR0FDRCxPQUFPLFNBQVM7RUFDZCxPQUFPLFlBQVksSUFBSSxrQkFBa0IsV0FBVyxpQkFBaUI7QUFDdkU7QUFFQSxvQ0FBb0MsR0FDcEMsT0FBTyxTQUFTLFVBQVUsS0FBaUI7RUFDekMsUUFBUSxHQUFHLENBQUMsT0FBTyxHQUFHO0FBQ3hCO0FBRUEsc0VBQXNFLEdBQ3RFLE9BQU8sTUFBTTtFQUNGLENBQUEsS0FBTSxDQUFhO0VBQ25CLENBQUEsT0FBUSxDQUFTO0VBQzFCLENBQUEsT0FBUSxDQUFTO0VBQ2pCLENBQUEsSUFBSyxDQUFTO0VBQ2QsQ0FBQSxPQUFRLEdBQUcsQ0FBQyxTQUFTO0VBRXJCOzs7R0FHQyxHQUNELFlBQ0UsR0FBc0IsRUFDdEIsRUFBRSxVQUFVLGNBQWMsRUFBRSxVQUFVLG1CQUFtQixFQUFFLElBQUksRUFJOUQsR0FBRyxDQUFDLENBQUMsQ0FDTjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLFdBQVc7SUFDN0IsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsUUFBUSxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7RUFDakQ7RUFFQSxpQ0FBaUMsR0FDakMsSUFBSSxPQUFlO0lBQ2pCLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztFQUNuQjtFQUVBOzs7R0FHQyxHQUNELFVBQWtCO0lBQ2hCLE1BQU0sTUFBTSxZQUFZLEdBQUc7SUFDM0IsTUFBTSxRQUFRLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtJQUN4QyxJQUFJLFVBQVUsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO01BQ3hCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztNQUNiLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNsQjtJQUNBLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLEtBQUssSUFBSSxDQUFDLENBQUEsT0FBUTtJQUN0RSxJQUFJLE1BQU0sR0FBRyxPQUFPO0lBQ3BCLElBQUksQ0FBQyxDQUFBLE9BQVEsSUFBSTtJQUNqQixPQUFPO0VBQ1Q7RUFFQSxxRUFBcUUsR0FDckUsTUFBTSxPQUFzQjtJQUMxQixJQUFLLElBQUksS0FBSyxJQUFJLENBQUMsT0FBTyxJQUFJLEtBQUssR0FBRyxLQUFLLElBQUksQ0FBQyxPQUFPLEdBQUk7TUFDekQsTUFBTSxJQUFJLFFBQVEsQ0FBQyxVQUFZLFdBQVcsU0FBUztJQUNyRDtFQUNGO0FBQ0YifQ==
// denoCacheMetadata=6270646940165391992,11674397358160611445