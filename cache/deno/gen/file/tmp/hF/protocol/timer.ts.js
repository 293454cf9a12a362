/**
 * Timers for a process whose socket keeps it running (the attach client,
 * a beating connection, the daemon's listener), without Deno's global
 * `setTimeout`: since Deno 2.8 that is Node's, and its first call loads
 * Node's timers, errors and inspect modules (denoland/deno#35373): 12.5 ms
 * of CPU and 3.8 MB here for a script that sets one timer, against nothing
 * for this.
 *
 * `Atomics.waitAsync` with a timeout is V8's own timer: it resolves with
 * "timed-out" once `ms` have passed, or "ok" when `Atomics.notify` wakes it
 * first, which is how a timer is cancelled. Like an unref'd timer
 * (`Deno.unrefTimer`) it does not keep the process alive by itself: use it
 * only where something else does (an open socket's pending read or
 * accept), never to wait for something in a process that holds nothing
 * else open.
 *
 * @module
 */ /** Cancels a timer; calling it again, or after the timer ran, does nothing. */ /** Calls `fn` once after `ms` unless cancelled first. */ export function after(ms, fn) {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  // At least 1 ms: a wait of 0 ms times out at once, not a turn later.
  const wait = Atomics.waitAsync(cell, 0, 0, Math.max(1, ms));
  if (!wait.async) throw new Error("Atomics.waitAsync did not wait");
  // Checked, not the wait's outcome: two waits due in the same millisecond
  // are both resolved before either callback runs, so the first one's
  // cancel of the second comes after its "timed-out".
  let live = true;
  wait.value.then(()=>{
    if (!live) return;
    live = false;
    fn();
  });
  return ()=>{
    if (!live) return;
    live = false;
    Atomics.store(cell, 0, 1);
    Atomics.notify(cell, 0);
  };
}
/** Calls `fn` every `ms` until cancelled. */ export function every(ms, fn) {
  let cancel = ()=>{};
  let stopped = false;
  const arm = ()=>{
    cancel = after(ms, ()=>{
      if (stopped) return;
      arm();
      fn();
    });
  };
  arm();
  return ()=>{
    stopped = true;
    cancel();
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3RpbWVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGltZXJzIGZvciBhIHByb2Nlc3Mgd2hvc2Ugc29ja2V0IGtlZXBzIGl0IHJ1bm5pbmcgKHRoZSBhdHRhY2ggY2xpZW50LFxuICogYSBiZWF0aW5nIGNvbm5lY3Rpb24sIHRoZSBkYWVtb24ncyBsaXN0ZW5lciksIHdpdGhvdXQgRGVubydzIGdsb2JhbFxuICogYHNldFRpbWVvdXRgOiBzaW5jZSBEZW5vIDIuOCB0aGF0IGlzIE5vZGUncywgYW5kIGl0cyBmaXJzdCBjYWxsIGxvYWRzXG4gKiBOb2RlJ3MgdGltZXJzLCBlcnJvcnMgYW5kIGluc3BlY3QgbW9kdWxlcyAoZGVub2xhbmQvZGVubyMzNTM3Myk6IDEyLjUgbXNcbiAqIG9mIENQVSBhbmQgMy44IE1CIGhlcmUgZm9yIGEgc2NyaXB0IHRoYXQgc2V0cyBvbmUgdGltZXIsIGFnYWluc3Qgbm90aGluZ1xuICogZm9yIHRoaXMuXG4gKlxuICogYEF0b21pY3Mud2FpdEFzeW5jYCB3aXRoIGEgdGltZW91dCBpcyBWOCdzIG93biB0aW1lcjogaXQgcmVzb2x2ZXMgd2l0aFxuICogXCJ0aW1lZC1vdXRcIiBvbmNlIGBtc2AgaGF2ZSBwYXNzZWQsIG9yIFwib2tcIiB3aGVuIGBBdG9taWNzLm5vdGlmeWAgd2FrZXMgaXRcbiAqIGZpcnN0LCB3aGljaCBpcyBob3cgYSB0aW1lciBpcyBjYW5jZWxsZWQuIExpa2UgYW4gdW5yZWYnZCB0aW1lclxuICogKGBEZW5vLnVucmVmVGltZXJgKSBpdCBkb2VzIG5vdCBrZWVwIHRoZSBwcm9jZXNzIGFsaXZlIGJ5IGl0c2VsZjogdXNlIGl0XG4gKiBvbmx5IHdoZXJlIHNvbWV0aGluZyBlbHNlIGRvZXMgKGFuIG9wZW4gc29ja2V0J3MgcGVuZGluZyByZWFkIG9yXG4gKiBhY2NlcHQpLCBuZXZlciB0byB3YWl0IGZvciBzb21ldGhpbmcgaW4gYSBwcm9jZXNzIHRoYXQgaG9sZHMgbm90aGluZ1xuICogZWxzZSBvcGVuLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogQ2FuY2VscyBhIHRpbWVyOyBjYWxsaW5nIGl0IGFnYWluLCBvciBhZnRlciB0aGUgdGltZXIgcmFuLCBkb2VzIG5vdGhpbmcuICovXG5leHBvcnQgdHlwZSBDYW5jZWxUaW1lciA9ICgpID0+IHZvaWQ7XG5cbi8qKiBDYWxscyBgZm5gIG9uY2UgYWZ0ZXIgYG1zYCB1bmxlc3MgY2FuY2VsbGVkIGZpcnN0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGFmdGVyKG1zOiBudW1iZXIsIGZuOiAoKSA9PiB2b2lkKTogQ2FuY2VsVGltZXIge1xuICBjb25zdCBjZWxsID0gbmV3IEludDMyQXJyYXkobmV3IFNoYXJlZEFycmF5QnVmZmVyKDQpKTtcbiAgLy8gQXQgbGVhc3QgMSBtczogYSB3YWl0IG9mIDAgbXMgdGltZXMgb3V0IGF0IG9uY2UsIG5vdCBhIHR1cm4gbGF0ZXIuXG4gIGNvbnN0IHdhaXQgPSBBdG9taWNzLndhaXRBc3luYyhjZWxsLCAwLCAwLCBNYXRoLm1heCgxLCBtcykpO1xuICBpZiAoIXdhaXQuYXN5bmMpIHRocm93IG5ldyBFcnJvcihcIkF0b21pY3Mud2FpdEFzeW5jIGRpZCBub3Qgd2FpdFwiKTtcbiAgLy8gQ2hlY2tlZCwgbm90IHRoZSB3YWl0J3Mgb3V0Y29tZTogdHdvIHdhaXRzIGR1ZSBpbiB0aGUgc2FtZSBtaWxsaXNlY29uZFxuICAvLyBhcmUgYm90aCByZXNvbHZlZCBiZWZvcmUgZWl0aGVyIGNhbGxiYWNrIHJ1bnMsIHNvIHRoZSBmaXJzdCBvbmUnc1xuICAvLyBjYW5jZWwgb2YgdGhlIHNlY29uZCBjb21lcyBhZnRlciBpdHMgXCJ0aW1lZC1vdXRcIi5cbiAgbGV0IGxpdmUgPSB0cnVlO1xuICB3YWl0LnZhbHVlLnRoZW4oKCkgPT4ge1xuICAgIGlmICghbGl2ZSkgcmV0dXJuO1xuICAgIGxpdmUgPSBmYWxzZTtcbiAgICBmbigpO1xuICB9KTtcbiAgcmV0dXJuICgpID0+IHtcbiAgICBpZiAoIWxpdmUpIHJldHVybjtcbiAgICBsaXZlID0gZmFsc2U7XG4gICAgQXRvbWljcy5zdG9yZShjZWxsLCAwLCAxKTtcbiAgICBBdG9taWNzLm5vdGlmeShjZWxsLCAwKTtcbiAgfTtcbn1cblxuLyoqIENhbGxzIGBmbmAgZXZlcnkgYG1zYCB1bnRpbCBjYW5jZWxsZWQuICovXG5leHBvcnQgZnVuY3Rpb24gZXZlcnkobXM6IG51bWJlciwgZm46ICgpID0+IHZvaWQpOiBDYW5jZWxUaW1lciB7XG4gIGxldCBjYW5jZWw6IENhbmNlbFRpbWVyID0gKCkgPT4ge307XG4gIGxldCBzdG9wcGVkID0gZmFsc2U7XG4gIGNvbnN0IGFybSA9ICgpID0+IHtcbiAgICBjYW5jZWwgPSBhZnRlcihtcywgKCkgPT4ge1xuICAgICAgaWYgKHN0b3BwZWQpIHJldHVybjtcbiAgICAgIGFybSgpO1xuICAgICAgZm4oKTtcbiAgICB9KTtcbiAgfTtcbiAgYXJtKCk7XG4gIHJldHVybiAoKSA9PiB7XG4gICAgc3RvcHBlZCA9IHRydWU7XG4gICAgY2FuY2VsKCk7XG4gIH07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBaUJDLEdBRUQsNkVBQTZFLEdBRzdFLHVEQUF1RCxHQUN2RCxPQUFPLFNBQVMsTUFBTSxFQUFVLEVBQUUsRUFBYztFQUM5QyxNQUFNLE9BQU8sSUFBSSxXQUFXLElBQUksa0JBQWtCO0VBQ2xELHFFQUFxRTtFQUNyRSxNQUFNLE9BQU8sUUFBUSxTQUFTLENBQUMsTUFBTSxHQUFHLEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRztFQUN2RCxJQUFJLENBQUMsS0FBSyxLQUFLLEVBQUUsTUFBTSxJQUFJLE1BQU07RUFDakMseUVBQXlFO0VBQ3pFLG9FQUFvRTtFQUNwRSxvREFBb0Q7RUFDcEQsSUFBSSxPQUFPO0VBQ1gsS0FBSyxLQUFLLENBQUMsSUFBSSxDQUFDO0lBQ2QsSUFBSSxDQUFDLE1BQU07SUFDWCxPQUFPO0lBQ1A7RUFDRjtFQUNBLE9BQU87SUFDTCxJQUFJLENBQUMsTUFBTTtJQUNYLE9BQU87SUFDUCxRQUFRLEtBQUssQ0FBQyxNQUFNLEdBQUc7SUFDdkIsUUFBUSxNQUFNLENBQUMsTUFBTTtFQUN2QjtBQUNGO0FBRUEsMkNBQTJDLEdBQzNDLE9BQU8sU0FBUyxNQUFNLEVBQVUsRUFBRSxFQUFjO0VBQzlDLElBQUksU0FBc0IsS0FBTztFQUNqQyxJQUFJLFVBQVU7RUFDZCxNQUFNLE1BQU07SUFDVixTQUFTLE1BQU0sSUFBSTtNQUNqQixJQUFJLFNBQVM7TUFDYjtNQUNBO0lBQ0Y7RUFDRjtFQUNBO0VBQ0EsT0FBTztJQUNMLFVBQVU7SUFDVjtFQUNGO0FBQ0YifQ==
// denoCacheMetadata=2936519011376262100,15925484326220785051