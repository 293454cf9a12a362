/**
 * The spare parse worker types into a scratch session of its own, so that
 * its session's first keys do not wait for V8 to compile the way a key's
 * echo takes through the worker: the batch, the composed rows, the update,
 * the frame drawn on the terminal, the held update and its record in the
 * update ring. A fresh session's keys echoed slower until about its 400th
 * (Maglev's threshold): on the 2-core VM, 10-21 keys of the first 400 took
 * over 1 ms against 1-3 of keys 800-1,200, and p50 0.45-0.55 ms against
 * 0.27-0.30 once 400 keys had been typed (bench/README.md, "Issue 15,
 * thirteenth round").
 *
 * Everything is the worker's real code on a session made here: a ring the
 * warm-up fills as the gather worker would, a layout of one pane, a
 * terminal lent as the attach client lends one (drawn on /dev/null), an
 * update ring drained here. The worker's messages go nowhere while it
 * runs (`parse_worker.ts`). A key at a time, yielding between keys, so a
 * session that arrives stops it within one.
 *
 * @module
 */ import { closeFd, openDevNull } from "../../pty/mod.ts";
import { DirectDrawLease } from "./direct_draw.ts";
import { TRUECOLOR } from "../../vt/colour_reduce.ts";
import { bumpParseSignal, createLayoutBuffer, createParseSignal, inputParseSignal, SIGNAL_CLIENTS, SIGNAL_WAKE, writeLayout } from "./parse_messages.ts";
import { createRingBuffer, RingProducer } from "./ring.ts";
import { createUpdateRing, UpdateRing } from "./update_ring.ts";
/**
 * Keys typed: past Maglev's 400 calls for the functions called once per
 * key, with some to spare for those it gives up on once.
 */ export const WARM_ECHO_KEYS = 600;
/** A typed line's length before the scratch shell's Enter. */ const LINE_KEYS = 60;
/** The scratch screen: a common terminal's. */ const COLS = 80;
const ROWS = 24;
const PANE = 1;
const OWNER = 1;
/**
 * Types WARM_ECHO_KEYS keys into a session `open` makes, yielding between
 * keys; stops when `stopped()`. Returns the keys typed, which it also
 * stores in `progress[0]` as it goes (tests).
 */ export async function warmEcho(open, stopped, yieldNow, progress) {
  await yieldNow();
  if (stopped()) return 0;
  const fd = openDevNull();
  const parts = scratchParts(fd);
  const signal = new Int32Array(parts.init.signal);
  const lease = new DirectDrawLease(parts.tty.sab);
  let session = null;
  let ran = Promise.resolve();
  let typed = 0;
  try {
    const output = new RingProducer(parts.pane.sab);
    const updates = new UpdateRing(parts.init.updates);
    const grant = {
      top: 0,
      cols: COLS,
      rows: ROWS,
      colours: TRUECOLOR
    };
    lease.setOwner(OWNER);
    lease.release(grant);
    session = open(parts);
    ran = session.run();
    for(; typed < WARM_ECHO_KEYS; typed++){
      // The session's turn: it parses the last echo, draws it and posts
      // its update.
      await yieldNow();
      if (stopped()) break;
      // The attach client's: it takes the update's record and the lease,
      // and lends the terminal again.
      while(!updates.empty)updates.take();
      lease.hold();
      lease.release(grant);
      // As a shell echoes a typed key: the input is counted first, then
      // its echo is published (into a slot the session has let go of).
      if (output.hasSpace()) {
        inputParseSignal(signal);
        echo(output, typed);
        bumpParseSignal(signal, SIGNAL_WAKE);
      }
      if (progress) Atomics.store(progress, 0, typed + 1);
    }
  } finally{
    if (session) {
      session.stop();
      bumpParseSignal(signal, SIGNAL_WAKE);
      await ran.catch(()=>{});
      session.dispose();
    }
    lease.end();
    closeFd(fd);
  }
  return typed;
}
/** Key `n`'s echo: a letter, or Enter's CR LF at a line's end. */ function echo(output, n) {
  const bytes = n % LINE_KEYS === LINE_KEYS - 1 ? [
    0x0d,
    0x0a
  ] : [
    0x61 + n % 26
  ];
  const data = output.data;
  data.set(bytes, output.writeOffset);
  output.commit(bytes.length);
  output.publish();
}
/** The shared memory of a one-pane session, lent a terminal on `fd`. */ function scratchParts(fd) {
  const layout = createLayoutBuffer();
  writeLayout(layout, {
    cols: COLS,
    rows: ROWS,
    active: PANE,
    panes: [
      {
        id: PANE,
        x: 0,
        y: 0,
        cols: COLS,
        rows: ROWS,
        visible: true
      }
    ]
  });
  const signal = createParseSignal();
  // One client, the lent terminal: its updates are held as a session's.
  Atomics.store(new Int32Array(signal), SIGNAL_CLIENTS, 1);
  return {
    init: {
      t: "init",
      layout,
      signal,
      updates: createUpdateRing(),
      // The echo is in the ring before the worker looks: nothing to wait
      // for, and a blocking wait would hold up a session arriving.
      echoWaitMs: 0
    },
    pane: {
      id: PANE,
      sab: createRingBuffer({
        slots: 2,
        slotBytes: 4096,
        maxReads: 64
      }),
      fd,
      cols: COLS,
      rows: ROWS,
      scrollback: 100
    },
    tty: {
      id: 1,
      sab: new DirectDrawLease().sab,
      fd,
      owner: OWNER
    }
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3dhcm1fZWNoby50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBzcGFyZSBwYXJzZSB3b3JrZXIgdHlwZXMgaW50byBhIHNjcmF0Y2ggc2Vzc2lvbiBvZiBpdHMgb3duLCBzbyB0aGF0XG4gKiBpdHMgc2Vzc2lvbidzIGZpcnN0IGtleXMgZG8gbm90IHdhaXQgZm9yIFY4IHRvIGNvbXBpbGUgdGhlIHdheSBhIGtleSdzXG4gKiBlY2hvIHRha2VzIHRocm91Z2ggdGhlIHdvcmtlcjogdGhlIGJhdGNoLCB0aGUgY29tcG9zZWQgcm93cywgdGhlIHVwZGF0ZSxcbiAqIHRoZSBmcmFtZSBkcmF3biBvbiB0aGUgdGVybWluYWwsIHRoZSBoZWxkIHVwZGF0ZSBhbmQgaXRzIHJlY29yZCBpbiB0aGVcbiAqIHVwZGF0ZSByaW5nLiBBIGZyZXNoIHNlc3Npb24ncyBrZXlzIGVjaG9lZCBzbG93ZXIgdW50aWwgYWJvdXQgaXRzIDQwMHRoXG4gKiAoTWFnbGV2J3MgdGhyZXNob2xkKTogb24gdGhlIDItY29yZSBWTSwgMTAtMjEga2V5cyBvZiB0aGUgZmlyc3QgNDAwIHRvb2tcbiAqIG92ZXIgMSBtcyBhZ2FpbnN0IDEtMyBvZiBrZXlzIDgwMC0xLDIwMCwgYW5kIHA1MCAwLjQ1LTAuNTUgbXMgYWdhaW5zdFxuICogMC4yNy0wLjMwIG9uY2UgNDAwIGtleXMgaGFkIGJlZW4gdHlwZWQgKGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZSAxNSxcbiAqIHRoaXJ0ZWVudGggcm91bmRcIikuXG4gKlxuICogRXZlcnl0aGluZyBpcyB0aGUgd29ya2VyJ3MgcmVhbCBjb2RlIG9uIGEgc2Vzc2lvbiBtYWRlIGhlcmU6IGEgcmluZyB0aGVcbiAqIHdhcm0tdXAgZmlsbHMgYXMgdGhlIGdhdGhlciB3b3JrZXIgd291bGQsIGEgbGF5b3V0IG9mIG9uZSBwYW5lLCBhXG4gKiB0ZXJtaW5hbCBsZW50IGFzIHRoZSBhdHRhY2ggY2xpZW50IGxlbmRzIG9uZSAoZHJhd24gb24gL2Rldi9udWxsKSwgYW5cbiAqIHVwZGF0ZSByaW5nIGRyYWluZWQgaGVyZS4gVGhlIHdvcmtlcidzIG1lc3NhZ2VzIGdvIG5vd2hlcmUgd2hpbGUgaXRcbiAqIHJ1bnMgKGBwYXJzZV93b3JrZXIudHNgKS4gQSBrZXkgYXQgYSB0aW1lLCB5aWVsZGluZyBiZXR3ZWVuIGtleXMsIHNvIGFcbiAqIHNlc3Npb24gdGhhdCBhcnJpdmVzIHN0b3BzIGl0IHdpdGhpbiBvbmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNsb3NlRmQsIG9wZW5EZXZOdWxsIH0gZnJvbSBcIi4uLy4uL3B0eS9tb2QudHNcIjtcbmltcG9ydCB7IERpcmVjdERyYXdMZWFzZSB9IGZyb20gXCIuL2RpcmVjdF9kcmF3LnRzXCI7XG5pbXBvcnQgeyBUUlVFQ09MT1IgfSBmcm9tIFwiLi4vLi4vdnQvY29sb3VyX3JlZHVjZS50c1wiO1xuaW1wb3J0IHtcbiAgYnVtcFBhcnNlU2lnbmFsLFxuICBjcmVhdGVMYXlvdXRCdWZmZXIsXG4gIGNyZWF0ZVBhcnNlU2lnbmFsLFxuICBpbnB1dFBhcnNlU2lnbmFsLFxuICB0eXBlIFBhbmVJbml0LFxuICB0eXBlIFBhcnNlSW5pdCxcbiAgU0lHTkFMX0NMSUVOVFMsXG4gIFNJR05BTF9XQUtFLFxuICB3cml0ZUxheW91dCxcbn0gZnJvbSBcIi4vcGFyc2VfbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IGNyZWF0ZVJpbmdCdWZmZXIsIFJpbmdQcm9kdWNlciB9IGZyb20gXCIuL3JpbmcudHNcIjtcbmltcG9ydCB7IGNyZWF0ZVVwZGF0ZVJpbmcsIFVwZGF0ZVJpbmcgfSBmcm9tIFwiLi91cGRhdGVfcmluZy50c1wiO1xuXG4vKipcbiAqIEtleXMgdHlwZWQ6IHBhc3QgTWFnbGV2J3MgNDAwIGNhbGxzIGZvciB0aGUgZnVuY3Rpb25zIGNhbGxlZCBvbmNlIHBlclxuICoga2V5LCB3aXRoIHNvbWUgdG8gc3BhcmUgZm9yIHRob3NlIGl0IGdpdmVzIHVwIG9uIG9uY2UuXG4gKi9cbmV4cG9ydCBjb25zdCBXQVJNX0VDSE9fS0VZUyA9IDYwMDtcblxuLyoqIEEgdHlwZWQgbGluZSdzIGxlbmd0aCBiZWZvcmUgdGhlIHNjcmF0Y2ggc2hlbGwncyBFbnRlci4gKi9cbmNvbnN0IExJTkVfS0VZUyA9IDYwO1xuXG4vKiogVGhlIHNjcmF0Y2ggc2NyZWVuOiBhIGNvbW1vbiB0ZXJtaW5hbCdzLiAqL1xuY29uc3QgQ09MUyA9IDgwO1xuY29uc3QgUk9XUyA9IDI0O1xuY29uc3QgUEFORSA9IDE7XG5jb25zdCBPV05FUiA9IDE7XG5cbi8qKiBUaGUgd29ya2VyJ3Mgc2Vzc2lvbiwgYXMgdGhlIHdhcm0tdXAgZHJpdmVzIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBTY3JhdGNoU2Vzc2lvbiB7XG4gIHJ1bigpOiBQcm9taXNlPHZvaWQ+O1xuICAvKiogRW5kcyBgcnVuKClgIGF0IGl0cyBuZXh0IHR1cm47IGl0IHRvdWNoZXMgbm90aGluZyBhZnRlci4gKi9cbiAgc3RvcCgpOiB2b2lkO1xuICBkaXNwb3NlKCk6IHZvaWQ7XG59XG5cbi8qKiBXaGF0IHRoZSB3YXJtLXVwIG9wZW5zIGEgc2NyYXRjaCBzZXNzaW9uIHdpdGguICovXG5leHBvcnQgaW50ZXJmYWNlIFNjcmF0Y2hQYXJ0cyB7XG4gIGluaXQ6IFBhcnNlSW5pdDtcbiAgcGFuZTogUGFuZUluaXQ7XG4gIHR0eTogeyBpZDogbnVtYmVyOyBzYWI6IFNoYXJlZEFycmF5QnVmZmVyOyBmZDogbnVtYmVyOyBvd25lcjogbnVtYmVyIH07XG59XG5cbi8qKlxuICogVHlwZXMgV0FSTV9FQ0hPX0tFWVMga2V5cyBpbnRvIGEgc2Vzc2lvbiBgb3BlbmAgbWFrZXMsIHlpZWxkaW5nIGJldHdlZW5cbiAqIGtleXM7IHN0b3BzIHdoZW4gYHN0b3BwZWQoKWAuIFJldHVybnMgdGhlIGtleXMgdHlwZWQsIHdoaWNoIGl0IGFsc29cbiAqIHN0b3JlcyBpbiBgcHJvZ3Jlc3NbMF1gIGFzIGl0IGdvZXMgKHRlc3RzKS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHdhcm1FY2hvKFxuICBvcGVuOiAocGFydHM6IFNjcmF0Y2hQYXJ0cykgPT4gU2NyYXRjaFNlc3Npb24sXG4gIHN0b3BwZWQ6ICgpID0+IGJvb2xlYW4sXG4gIHlpZWxkTm93OiAoKSA9PiBQcm9taXNlPHZvaWQ+LFxuICBwcm9ncmVzcz86IEludDMyQXJyYXksXG4pOiBQcm9taXNlPG51bWJlcj4ge1xuICBhd2FpdCB5aWVsZE5vdygpO1xuICBpZiAoc3RvcHBlZCgpKSByZXR1cm4gMDtcbiAgY29uc3QgZmQgPSBvcGVuRGV2TnVsbCgpO1xuICBjb25zdCBwYXJ0cyA9IHNjcmF0Y2hQYXJ0cyhmZCk7XG4gIGNvbnN0IHNpZ25hbCA9IG5ldyBJbnQzMkFycmF5KHBhcnRzLmluaXQuc2lnbmFsKTtcbiAgY29uc3QgbGVhc2UgPSBuZXcgRGlyZWN0RHJhd0xlYXNlKHBhcnRzLnR0eS5zYWIpO1xuICBsZXQgc2Vzc2lvbjogU2NyYXRjaFNlc3Npb24gfCBudWxsID0gbnVsbDtcbiAgbGV0IHJhbjogUHJvbWlzZTx2b2lkPiA9IFByb21pc2UucmVzb2x2ZSgpO1xuICBsZXQgdHlwZWQgPSAwO1xuICB0cnkge1xuICAgIGNvbnN0IG91dHB1dCA9IG5ldyBSaW5nUHJvZHVjZXIocGFydHMucGFuZS5zYWIpO1xuICAgIGNvbnN0IHVwZGF0ZXMgPSBuZXcgVXBkYXRlUmluZyhwYXJ0cy5pbml0LnVwZGF0ZXMpO1xuICAgIGNvbnN0IGdyYW50ID0geyB0b3A6IDAsIGNvbHM6IENPTFMsIHJvd3M6IFJPV1MsIGNvbG91cnM6IFRSVUVDT0xPUiB9O1xuICAgIGxlYXNlLnNldE93bmVyKE9XTkVSKTtcbiAgICBsZWFzZS5yZWxlYXNlKGdyYW50KTtcbiAgICBzZXNzaW9uID0gb3BlbihwYXJ0cyk7XG4gICAgcmFuID0gc2Vzc2lvbi5ydW4oKTtcbiAgICBmb3IgKDsgdHlwZWQgPCBXQVJNX0VDSE9fS0VZUzsgdHlwZWQrKykge1xuICAgICAgLy8gVGhlIHNlc3Npb24ncyB0dXJuOiBpdCBwYXJzZXMgdGhlIGxhc3QgZWNobywgZHJhd3MgaXQgYW5kIHBvc3RzXG4gICAgICAvLyBpdHMgdXBkYXRlLlxuICAgICAgYXdhaXQgeWllbGROb3coKTtcbiAgICAgIGlmIChzdG9wcGVkKCkpIGJyZWFrO1xuICAgICAgLy8gVGhlIGF0dGFjaCBjbGllbnQnczogaXQgdGFrZXMgdGhlIHVwZGF0ZSdzIHJlY29yZCBhbmQgdGhlIGxlYXNlLFxuICAgICAgLy8gYW5kIGxlbmRzIHRoZSB0ZXJtaW5hbCBhZ2Fpbi5cbiAgICAgIHdoaWxlICghdXBkYXRlcy5lbXB0eSkgdXBkYXRlcy50YWtlKCk7XG4gICAgICBsZWFzZS5ob2xkKCk7XG4gICAgICBsZWFzZS5yZWxlYXNlKGdyYW50KTtcbiAgICAgIC8vIEFzIGEgc2hlbGwgZWNob2VzIGEgdHlwZWQga2V5OiB0aGUgaW5wdXQgaXMgY291bnRlZCBmaXJzdCwgdGhlblxuICAgICAgLy8gaXRzIGVjaG8gaXMgcHVibGlzaGVkIChpbnRvIGEgc2xvdCB0aGUgc2Vzc2lvbiBoYXMgbGV0IGdvIG9mKS5cbiAgICAgIGlmIChvdXRwdXQuaGFzU3BhY2UoKSkge1xuICAgICAgICBpbnB1dFBhcnNlU2lnbmFsKHNpZ25hbCk7XG4gICAgICAgIGVjaG8ob3V0cHV0LCB0eXBlZCk7XG4gICAgICAgIGJ1bXBQYXJzZVNpZ25hbChzaWduYWwsIFNJR05BTF9XQUtFKTtcbiAgICAgIH1cbiAgICAgIGlmIChwcm9ncmVzcykgQXRvbWljcy5zdG9yZShwcm9ncmVzcywgMCwgdHlwZWQgKyAxKTtcbiAgICB9XG4gIH0gZmluYWxseSB7XG4gICAgaWYgKHNlc3Npb24pIHtcbiAgICAgIHNlc3Npb24uc3RvcCgpO1xuICAgICAgYnVtcFBhcnNlU2lnbmFsKHNpZ25hbCwgU0lHTkFMX1dBS0UpO1xuICAgICAgYXdhaXQgcmFuLmNhdGNoKCgpID0+IHt9KTtcbiAgICAgIHNlc3Npb24uZGlzcG9zZSgpO1xuICAgIH1cbiAgICBsZWFzZS5lbmQoKTtcbiAgICBjbG9zZUZkKGZkKTtcbiAgfVxuICByZXR1cm4gdHlwZWQ7XG59XG5cbi8qKiBLZXkgYG5gJ3MgZWNobzogYSBsZXR0ZXIsIG9yIEVudGVyJ3MgQ1IgTEYgYXQgYSBsaW5lJ3MgZW5kLiAqL1xuZnVuY3Rpb24gZWNobyhvdXRwdXQ6IFJpbmdQcm9kdWNlciwgbjogbnVtYmVyKTogdm9pZCB7XG4gIGNvbnN0IGJ5dGVzID0gbiAlIExJTkVfS0VZUyA9PT0gTElORV9LRVlTIC0gMVxuICAgID8gWzB4MGQsIDB4MGFdXG4gICAgOiBbMHg2MSArIChuICUgMjYpXTtcbiAgY29uc3QgZGF0YSA9IG91dHB1dC5kYXRhO1xuICBkYXRhLnNldChieXRlcywgb3V0cHV0LndyaXRlT2Zmc2V0KTtcbiAgb3V0cHV0LmNvbW1pdChieXRlcy5sZW5ndGgpO1xuICBvdXRwdXQucHVibGlzaCgpO1xufVxuXG4vKiogVGhlIHNoYXJlZCBtZW1vcnkgb2YgYSBvbmUtcGFuZSBzZXNzaW9uLCBsZW50IGEgdGVybWluYWwgb24gYGZkYC4gKi9cbmZ1bmN0aW9uIHNjcmF0Y2hQYXJ0cyhmZDogbnVtYmVyKTogU2NyYXRjaFBhcnRzIHtcbiAgY29uc3QgbGF5b3V0ID0gY3JlYXRlTGF5b3V0QnVmZmVyKCk7XG4gIHdyaXRlTGF5b3V0KGxheW91dCwge1xuICAgIGNvbHM6IENPTFMsXG4gICAgcm93czogUk9XUyxcbiAgICBhY3RpdmU6IFBBTkUsXG4gICAgcGFuZXM6IFt7IGlkOiBQQU5FLCB4OiAwLCB5OiAwLCBjb2xzOiBDT0xTLCByb3dzOiBST1dTLCB2aXNpYmxlOiB0cnVlIH1dLFxuICB9KTtcbiAgY29uc3Qgc2lnbmFsID0gY3JlYXRlUGFyc2VTaWduYWwoKTtcbiAgLy8gT25lIGNsaWVudCwgdGhlIGxlbnQgdGVybWluYWw6IGl0cyB1cGRhdGVzIGFyZSBoZWxkIGFzIGEgc2Vzc2lvbidzLlxuICBBdG9taWNzLnN0b3JlKG5ldyBJbnQzMkFycmF5KHNpZ25hbCksIFNJR05BTF9DTElFTlRTLCAxKTtcbiAgcmV0dXJuIHtcbiAgICBpbml0OiB7XG4gICAgICB0OiBcImluaXRcIixcbiAgICAgIGxheW91dCxcbiAgICAgIHNpZ25hbCxcbiAgICAgIHVwZGF0ZXM6IGNyZWF0ZVVwZGF0ZVJpbmcoKSxcbiAgICAgIC8vIFRoZSBlY2hvIGlzIGluIHRoZSByaW5nIGJlZm9yZSB0aGUgd29ya2VyIGxvb2tzOiBub3RoaW5nIHRvIHdhaXRcbiAgICAgIC8vIGZvciwgYW5kIGEgYmxvY2tpbmcgd2FpdCB3b3VsZCBob2xkIHVwIGEgc2Vzc2lvbiBhcnJpdmluZy5cbiAgICAgIGVjaG9XYWl0TXM6IDAsXG4gICAgfSxcbiAgICBwYW5lOiB7XG4gICAgICBpZDogUEFORSxcbiAgICAgIHNhYjogY3JlYXRlUmluZ0J1ZmZlcih7IHNsb3RzOiAyLCBzbG90Qnl0ZXM6IDQwOTYsIG1heFJlYWRzOiA2NCB9KSxcbiAgICAgIGZkLFxuICAgICAgY29sczogQ09MUyxcbiAgICAgIHJvd3M6IFJPV1MsXG4gICAgICBzY3JvbGxiYWNrOiAxMDAsXG4gICAgfSxcbiAgICB0dHk6IHsgaWQ6IDEsIHNhYjogbmV3IERpcmVjdERyYXdMZWFzZSgpLnNhYiwgZmQsIG93bmVyOiBPV05FUiB9LFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBRUQsU0FBUyxPQUFPLEVBQUUsV0FBVyxRQUFRLG1CQUFtQjtBQUN4RCxTQUFTLGVBQWUsUUFBUSxtQkFBbUI7QUFDbkQsU0FBUyxTQUFTLFFBQVEsNEJBQTRCO0FBQ3RELFNBQ0UsZUFBZSxFQUNmLGtCQUFrQixFQUNsQixpQkFBaUIsRUFDakIsZ0JBQWdCLEVBR2hCLGNBQWMsRUFDZCxXQUFXLEVBQ1gsV0FBVyxRQUNOLHNCQUFzQjtBQUM3QixTQUFTLGdCQUFnQixFQUFFLFlBQVksUUFBUSxZQUFZO0FBQzNELFNBQVMsZ0JBQWdCLEVBQUUsVUFBVSxRQUFRLG1CQUFtQjtBQUVoRTs7O0NBR0MsR0FDRCxPQUFPLE1BQU0saUJBQWlCLElBQUk7QUFFbEMsNERBQTRELEdBQzVELE1BQU0sWUFBWTtBQUVsQiw2Q0FBNkMsR0FDN0MsTUFBTSxPQUFPO0FBQ2IsTUFBTSxPQUFPO0FBQ2IsTUFBTSxPQUFPO0FBQ2IsTUFBTSxRQUFRO0FBaUJkOzs7O0NBSUMsR0FDRCxPQUFPLGVBQWUsU0FDcEIsSUFBNkMsRUFDN0MsT0FBc0IsRUFDdEIsUUFBNkIsRUFDN0IsUUFBcUI7RUFFckIsTUFBTTtFQUNOLElBQUksV0FBVyxPQUFPO0VBQ3RCLE1BQU0sS0FBSztFQUNYLE1BQU0sUUFBUSxhQUFhO0VBQzNCLE1BQU0sU0FBUyxJQUFJLFdBQVcsTUFBTSxJQUFJLENBQUMsTUFBTTtFQUMvQyxNQUFNLFFBQVEsSUFBSSxnQkFBZ0IsTUFBTSxHQUFHLENBQUMsR0FBRztFQUMvQyxJQUFJLFVBQWlDO0VBQ3JDLElBQUksTUFBcUIsUUFBUSxPQUFPO0VBQ3hDLElBQUksUUFBUTtFQUNaLElBQUk7SUFDRixNQUFNLFNBQVMsSUFBSSxhQUFhLE1BQU0sSUFBSSxDQUFDLEdBQUc7SUFDOUMsTUFBTSxVQUFVLElBQUksV0FBVyxNQUFNLElBQUksQ0FBQyxPQUFPO0lBQ2pELE1BQU0sUUFBUTtNQUFFLEtBQUs7TUFBRyxNQUFNO01BQU0sTUFBTTtNQUFNLFNBQVM7SUFBVTtJQUNuRSxNQUFNLFFBQVEsQ0FBQztJQUNmLE1BQU0sT0FBTyxDQUFDO0lBQ2QsVUFBVSxLQUFLO0lBQ2YsTUFBTSxRQUFRLEdBQUc7SUFDakIsTUFBTyxRQUFRLGdCQUFnQixRQUFTO01BQ3RDLGtFQUFrRTtNQUNsRSxjQUFjO01BQ2QsTUFBTTtNQUNOLElBQUksV0FBVztNQUNmLG1FQUFtRTtNQUNuRSxnQ0FBZ0M7TUFDaEMsTUFBTyxDQUFDLFFBQVEsS0FBSyxDQUFFLFFBQVEsSUFBSTtNQUNuQyxNQUFNLElBQUk7TUFDVixNQUFNLE9BQU8sQ0FBQztNQUNkLGtFQUFrRTtNQUNsRSxpRUFBaUU7TUFDakUsSUFBSSxPQUFPLFFBQVEsSUFBSTtRQUNyQixpQkFBaUI7UUFDakIsS0FBSyxRQUFRO1FBQ2IsZ0JBQWdCLFFBQVE7TUFDMUI7TUFDQSxJQUFJLFVBQVUsUUFBUSxLQUFLLENBQUMsVUFBVSxHQUFHLFFBQVE7SUFDbkQ7RUFDRixTQUFVO0lBQ1IsSUFBSSxTQUFTO01BQ1gsUUFBUSxJQUFJO01BQ1osZ0JBQWdCLFFBQVE7TUFDeEIsTUFBTSxJQUFJLEtBQUssQ0FBQyxLQUFPO01BQ3ZCLFFBQVEsT0FBTztJQUNqQjtJQUNBLE1BQU0sR0FBRztJQUNULFFBQVE7RUFDVjtFQUNBLE9BQU87QUFDVDtBQUVBLGdFQUFnRSxHQUNoRSxTQUFTLEtBQUssTUFBb0IsRUFBRSxDQUFTO0VBQzNDLE1BQU0sUUFBUSxJQUFJLGNBQWMsWUFBWSxJQUN4QztJQUFDO0lBQU07R0FBSyxHQUNaO0lBQUMsT0FBUSxJQUFJO0dBQUk7RUFDckIsTUFBTSxPQUFPLE9BQU8sSUFBSTtFQUN4QixLQUFLLEdBQUcsQ0FBQyxPQUFPLE9BQU8sV0FBVztFQUNsQyxPQUFPLE1BQU0sQ0FBQyxNQUFNLE1BQU07RUFDMUIsT0FBTyxPQUFPO0FBQ2hCO0FBRUEsc0VBQXNFLEdBQ3RFLFNBQVMsYUFBYSxFQUFVO0VBQzlCLE1BQU0sU0FBUztFQUNmLFlBQVksUUFBUTtJQUNsQixNQUFNO0lBQ04sTUFBTTtJQUNOLFFBQVE7SUFDUixPQUFPO01BQUM7UUFBRSxJQUFJO1FBQU0sR0FBRztRQUFHLEdBQUc7UUFBRyxNQUFNO1FBQU0sTUFBTTtRQUFNLFNBQVM7TUFBSztLQUFFO0VBQzFFO0VBQ0EsTUFBTSxTQUFTO0VBQ2Ysc0VBQXNFO0VBQ3RFLFFBQVEsS0FBSyxDQUFDLElBQUksV0FBVyxTQUFTLGdCQUFnQjtFQUN0RCxPQUFPO0lBQ0wsTUFBTTtNQUNKLEdBQUc7TUFDSDtNQUNBO01BQ0EsU0FBUztNQUNULG1FQUFtRTtNQUNuRSw2REFBNkQ7TUFDN0QsWUFBWTtJQUNkO0lBQ0EsTUFBTTtNQUNKLElBQUk7TUFDSixLQUFLLGlCQUFpQjtRQUFFLE9BQU87UUFBRyxXQUFXO1FBQU0sVUFBVTtNQUFHO01BQ2hFO01BQ0EsTUFBTTtNQUNOLE1BQU07TUFDTixZQUFZO0lBQ2Q7SUFDQSxLQUFLO01BQUUsSUFBSTtNQUFHLEtBQUssSUFBSSxrQkFBa0IsR0FBRztNQUFFO01BQUksT0FBTztJQUFNO0VBQ2pFO0FBQ0YifQ==
// denoCacheMetadata=13523039996602829995,7044200104112043860