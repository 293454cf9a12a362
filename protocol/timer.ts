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
 */

/** Cancels a timer; calling it again, or after the timer ran, does nothing. */
export type CancelTimer = () => void;

/**
 * The longest one wait lasts; a longer timer waits again. V8 holds a wait's
 * timeout task, about 2 KB, until its time, even once the wait was woken:
 * 50,000 hour-long timers cancelled at once held 100 MB. A cancelled timer
 * is freed within a slice instead, for one wake-up a slice while it runs.
 */
const SLICE_MS = 1000;

/** Calls `fn` once after `ms` unless cancelled first. */
export function after(ms: number, fn: () => void): CancelTimer {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  // At least 1 ms: a wait of 0 ms times out at once, not a turn later.
  const due = performance.now() + Math.max(1, ms);
  // Checked, not the wait's outcome: two waits due in the same millisecond
  // are both resolved before either callback runs, so the first one's
  // cancel of the second comes after its "timed-out".
  let live = true;
  const wait = (): void => {
    const left = Math.max(1, Math.ceil(due - performance.now()));
    const w = Atomics.waitAsync(cell, 0, 0, Math.min(left, SLICE_MS));
    if (!w.async) throw new Error("Atomics.waitAsync did not wait");
    w.value.then(() => {
      if (!live) return;
      if (left > SLICE_MS) return wait();
      live = false;
      fn();
    });
  };
  wait();
  return () => {
    if (!live) return;
    live = false;
    Atomics.store(cell, 0, 1);
    Atomics.notify(cell, 0);
  };
}

/** Calls `fn` every `ms` until cancelled. */
export function every(ms: number, fn: () => void): CancelTimer {
  let cancel: CancelTimer = () => {};
  let stopped = false;
  const arm = () => {
    cancel = after(ms, () => {
      if (stopped) return;
      arm();
      fn();
    });
  };
  arm();
  return () => {
    stopped = true;
    cancel();
  };
}

/** Resolves after `ms` (where something else keeps the process alive). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => after(ms, resolve));
}
