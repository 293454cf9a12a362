/**
 * The daemon's end of one session's parse worker: it posts requests
 * (capture, history, watch) and matches each answer to its request by id,
 * in one pending map. Messages nobody asked for (screen updates, events,
 * the end of the output) go to the handlers the session gives.
 *
 * Once closed (the session is gone), every later request fails with the
 * session's "ended" failure, and so does every pending one that the worker
 * has not answered by the time it has handled everything posted before.
 *
 * @module
 */ import { RequestFailure } from "./request_failure.ts";
import { ParseInbox } from "./parse_inbox.ts";
import { createUpdateRing } from "../workers/update_ring.ts";
import { revokeLease } from "../workers/direct_draw.ts";
import { workerUrl } from "../workers/worker_url.ts";
import { inputActivity, noteInput } from "../workers/input_activity.ts";
import { bumpParseSignal, inputParseSignal, SIGNAL_POSTED, SIGNAL_WAKE } from "../workers/parse_messages.ts";
/** The daemon's input count (`input_activity.ts`). */ const DAEMON_INPUT = new Int32Array(inputActivity());
/**
 * How long `close()` waits for the worker to answer what was posted before
 * it: a worker parses in slices of milliseconds, so only a stuck or
 * crashed one takes this long.
 */ const CLOSE_SYNC_MS = 2000;
/**
 * A parse worker thread, loading its modules, not yet given a session:
 * give it to `ParseClient`. Making one blocks the calling thread until the
 * worker's isolate exists (as `spawnGatherWorker`).
 */ export function spawnParseWorker(name) {
  return new Worker(workerUrl(new URL("../workers/parse_worker.ts", import.meta.url)), {
    type: "module",
    name
  });
}
/** The parse worker of one session and its outstanding requests. */ export class ParseClient {
  #worker;
  #pending = new Map();
  #nextId = 1;
  #ended;
  #closing = false;
  #crashed = false;
  /** The worker's wake words (`ParseInit.signal`). */ #signal;
  /** Its small screen updates, merged with its messages in order. */ #inbox;
  /** The leases of the terminals lent to the worker, by id. */ #lent = new Map();
  /**
   * Starts the worker on `init` (this client makes its update ring).
   * `ended` makes the failure that requests get once the client is closed.
   * `worker`: one made ahead by `spawnParseWorker` (a warm spare), or none
   * to make one now.
   */ constructor(init, name, handlers, ended, worker = spawnParseWorker(name)){
    this.#ended = ended;
    this.#signal = new Int32Array(init.signal);
    const updates = createUpdateRing();
    this.#inbox = new ParseInbox(updates, (u)=>handlers.screen(u));
    this.#worker = worker;
    this.#worker.onmessage = (e)=>this.#inbox.message(()=>this.#receive(e.data, handlers));
    this.#worker.onerror = (e)=>{
      e.preventDefault();
      this.#crashed = true;
      // What it wrote before it died is shown, as what it posted is.
      this.#inbox.flush();
      // The worker is gone: what waits for its answers would wait forever
      // (a live upgrade's save among them), so it fails now.
      this.#stop();
      handlers.eof(e.message);
    };
    this.post({
      ...init,
      updates
    });
  }
  /** True once `close()` has run. */ get closed() {
    return this.#closing;
  }
  /** True once the worker died of an error (its engines are gone). */ get crashed() {
    return this.#crashed;
  }
  /** Posts a message that needs no answer. */ post(msg) {
    if (!this.#worker) return;
    this.#worker.postMessage(msg);
    // The worker may be blocked waiting for an echo: the count brings it
    // back to its event loop to take the message.
    bumpParseSignal(this.#signal, SIGNAL_POSTED);
  }
  /**
   * Lends terminal `id` to the worker: it may draw small updates there
   * (`workers/direct_draw.ts`).
   */ lendTty(id, sab, fd, owner) {
    if (!this.#worker) return;
    this.#lent.set(id, sab);
    this.post({
      t: "lend-tty",
      id,
      sab,
      fd,
      owner
    });
  }
  /**
   * Wakes the worker: an attach client wants the updates it drew on a
   * lent terminal and holds (`workers/held_updates.ts`).
   */ hurry() {
    if (this.#worker) bumpParseSignal(this.#signal, SIGNAL_WAKE);
  }
  /** Takes terminal `id` back from the worker. */ takeTty(id) {
    if (this.#lent.delete(id)) this.post({
      t: "take-tty",
      id
    });
  }
  /**
   * Input was written to one of the session's panes: the worker waits for
   * the echo blocking its thread, which wakes sooner (parse_worker.ts).
   */ inputWritten() {
    if (this.#worker) inputParseSignal(this.#signal);
    noteInput(DAEMON_INPUT);
  }
  /** A pane's screen, with `scrollback` lines of history (-1: all). */ capture(pane, scrollback) {
    return this.#ask(null, (id)=>({
        t: "capture",
        id,
        pane,
        scrollback
      }));
  }
  /** Composed rows of a window (see `server/workers/preview.ts`). */ preview(msg) {
    return this.#ask(null, (id)=>({
        ...msg,
        id
      }));
  }
  /** Every pane's engine, for a live upgrade (its output stopped first). */ saveEngines() {
    return this.#ask(null, (id)=>({
        t: "save-engines",
        id
      }));
  }
  /**
   * A pane's lines only, history first, as `berth capture` prints them;
   * with `join`, wrapped rows joined (the answer says `joined`).
   */ captureLines(pane, scrollback, lines, join, screen = {}) {
    return this.#ask(null, (id)=>({
        t: "capture",
        id,
        pane,
        scrollback,
        lines,
        join,
        ...screen
      }));
  }
  /** Rows of a pane's history and screen (see the `history` request). */ history(pane, start, count, pushed) {
    return this.#ask(null, (id)=>({
        t: "history",
        id,
        pane,
        start,
        count,
        pushed
      }));
  }
  /**
   * Resolves when the condition holds. `cancel` (call it on timeout) stops
   * the worker's watch: with an error, `hit` rejects with it; without, it
   * never settles.
   */ watch(pane, cond) {
    let id = 0;
    const hit = this.#ask(pane, (n)=>{
      id = n;
      return {
        t: "watch",
        id: n,
        pane,
        ...cond
      };
    });
    return {
      hit,
      cancel: (err)=>{
        const p = this.#pending.get(id);
        if (!p) return;
        this.#pending.delete(id);
        this.post({
          t: "unwatch",
          id
        });
        if (err) p.reject(err);
      }
    };
  }
  /**
   * Fails every watch (of `pane` only, when given) with `err` (the child
   * has exited), once the worker
   * has handled what was posted before: the end of a pane's output can
   * reach the session ahead of the hit of a watch posted just before it,
   * and a screen that matched before the end must answer matched.
   */ rejectWatches(err, pane) {
    const ids = [];
    for (const [id, p] of this.#pending){
      if (p.watch !== null && (pane === undefined || p.watch === pane)) {
        ids.push(id);
      }
    }
    if (ids.length === 0) return;
    const fail = ()=>{
      for (const id of ids)this.#fail(id, err);
    };
    this.#sync().then(fail, fail);
  }
  /**
   * Stops the worker once it has answered what was posted before (the
   * hits of watches, as in `rejectWatches`), or after CLOSE_SYNC_MS if it
   * does not; every request still pending then fails as "ended", and every
   * later one at once.
   */ close() {
    if (this.#closing) return;
    this.#closing = true;
    const stop = ()=>{
      clearTimeout(timer);
      this.#stop();
    };
    const timer = setTimeout(stop, CLOSE_SYNC_MS);
    this.#sync(true).then(stop, stop);
  }
  // Ends the worker; every request still pending fails as "ended".
  #stop() {
    // A worker stopped while it holds a terminal's lease would hold it for
    // ever: it cannot take one from now on.
    for (const sab of this.#lent.values())revokeLease(sab);
    this.#lent.clear();
    this.#worker?.terminate();
    this.#worker = null;
    this.#inbox.close();
    const pending = [
      ...this.#pending.values()
    ];
    this.#pending.clear();
    for (const p of pending)p.reject(this.#ended());
  }
  // Resolves once the worker has handled every message posted before.
  #sync(closing = false) {
    return this.#ask(null, (id)=>({
        t: "sync",
        id
      }), closing);
  }
  #ask(watch, msg, closing = false) {
    if (!this.#worker || this.#closing && !closing) {
      return Promise.reject(this.#ended());
    }
    const id = this.#nextId++;
    const answer = new Promise((resolve, reject)=>{
      this.#pending.set(id, {
        watch,
        resolve: resolve,
        reject
      });
    });
    this.post(msg(id));
    return answer;
  }
  #answer(id, value) {
    const p = this.#pending.get(id);
    if (!p) return; // Cancelled meanwhile.
    this.#pending.delete(id);
    p.resolve(value);
  }
  #fail(id, err) {
    const p = this.#pending.get(id);
    if (!p) return; // Cancelled meanwhile.
    this.#pending.delete(id);
    p.reject(err);
  }
  #receive(msg, handlers) {
    switch(msg.t){
      case "screen":
        handlers.screen(msg);
        return;
      case "event":
        handlers.event(msg.pane, msg.event);
        return;
      case "watch-hit":
        this.#answer(msg.id, undefined);
        return;
      case "capture":
        if ("tooLarge" in msg) {
          this.#fail(msg.id, new RequestFailure("too-large", msg.tooLarge));
        } else if ("missing" in msg) {
          this.#fail(msg.id, new RequestFailure("not-found", msg.missing));
        } else if ("lines" in msg) {
          const { t: _t, id, ...answer } = msg;
          this.#answer(id, answer);
        } else {
          this.#answer(msg.id, {
            screen: msg.screen,
            ansi: msg.ansi
          });
        }
        return;
      case "history":
        this.#answer(msg.id, msg.page);
        return;
      case "synced":
        this.#answer(msg.id, undefined);
        return;
      case "preview":
        this.#answer(msg.id, msg.preview);
        return;
      case "engines":
        this.#answer(msg.id, msg.engines);
        return;
      case "pane-eof":
        handlers.paneEof(msg.pane, msg.gen);
        return;
      case "error":
        handlers.error(msg.message);
        return;
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcGFyc2VfY2xpZW50LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGRhZW1vbidzIGVuZCBvZiBvbmUgc2Vzc2lvbidzIHBhcnNlIHdvcmtlcjogaXQgcG9zdHMgcmVxdWVzdHNcbiAqIChjYXB0dXJlLCBoaXN0b3J5LCB3YXRjaCkgYW5kIG1hdGNoZXMgZWFjaCBhbnN3ZXIgdG8gaXRzIHJlcXVlc3QgYnkgaWQsXG4gKiBpbiBvbmUgcGVuZGluZyBtYXAuIE1lc3NhZ2VzIG5vYm9keSBhc2tlZCBmb3IgKHNjcmVlbiB1cGRhdGVzLCBldmVudHMsXG4gKiB0aGUgZW5kIG9mIHRoZSBvdXRwdXQpIGdvIHRvIHRoZSBoYW5kbGVycyB0aGUgc2Vzc2lvbiBnaXZlcy5cbiAqXG4gKiBPbmNlIGNsb3NlZCAodGhlIHNlc3Npb24gaXMgZ29uZSksIGV2ZXJ5IGxhdGVyIHJlcXVlc3QgZmFpbHMgd2l0aCB0aGVcbiAqIHNlc3Npb24ncyBcImVuZGVkXCIgZmFpbHVyZSwgYW5kIHNvIGRvZXMgZXZlcnkgcGVuZGluZyBvbmUgdGhhdCB0aGUgd29ya2VyXG4gKiBoYXMgbm90IGFuc3dlcmVkIGJ5IHRoZSB0aW1lIGl0IGhhcyBoYW5kbGVkIGV2ZXJ5dGhpbmcgcG9zdGVkIGJlZm9yZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUge1xuICBDYXB0dXJlSm9pbixcbiAgQ2FwdHVyZUxpbmVzLFxuICBDYXB0dXJlTGluZXNBbnN3ZXIsXG4gIEhpc3RvcnlQYWdlLFxuICBTZXNzaW9uRXZlbnQsXG4gIFdpbmRvd1ByZXZpZXcsXG59IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBTY3JlZW5Kc29uIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEVuZ2luZVN0YXRlIH0gZnJvbSBcIi4uLy4uL3Z0L2VuZ2luZV9zdGF0ZS50c1wiO1xuaW1wb3J0IHsgUmVxdWVzdEZhaWx1cmUgfSBmcm9tIFwiLi9yZXF1ZXN0X2ZhaWx1cmUudHNcIjtcbmltcG9ydCB7IFBhcnNlSW5ib3ggfSBmcm9tIFwiLi9wYXJzZV9pbmJveC50c1wiO1xuaW1wb3J0IHsgY3JlYXRlVXBkYXRlUmluZyB9IGZyb20gXCIuLi93b3JrZXJzL3VwZGF0ZV9yaW5nLnRzXCI7XG5pbXBvcnQgeyByZXZva2VMZWFzZSB9IGZyb20gXCIuLi93b3JrZXJzL2RpcmVjdF9kcmF3LnRzXCI7XG5pbXBvcnQgeyB3b3JrZXJVcmwgfSBmcm9tIFwiLi4vd29ya2Vycy93b3JrZXJfdXJsLnRzXCI7XG5pbXBvcnQgeyBpbnB1dEFjdGl2aXR5LCBub3RlSW5wdXQgfSBmcm9tIFwiLi4vd29ya2Vycy9pbnB1dF9hY3Rpdml0eS50c1wiO1xuaW1wb3J0IHtcbiAgYnVtcFBhcnNlU2lnbmFsLFxuICB0eXBlIEZyb21QYXJzZSxcbiAgaW5wdXRQYXJzZVNpZ25hbCxcbiAgdHlwZSBQYXJzZUluaXQsXG4gIHR5cGUgU2NyZWVuVXBkYXRlLFxuICBTSUdOQUxfUE9TVEVELFxuICBTSUdOQUxfV0FLRSxcbiAgdHlwZSBUb1BhcnNlLFxufSBmcm9tIFwiLi4vd29ya2Vycy9wYXJzZV9tZXNzYWdlcy50c1wiO1xuXG4vKiogVGhlIGRhZW1vbidzIGlucHV0IGNvdW50IChgaW5wdXRfYWN0aXZpdHkudHNgKS4gKi9cbmNvbnN0IERBRU1PTl9JTlBVVCA9IG5ldyBJbnQzMkFycmF5KGlucHV0QWN0aXZpdHkoKSk7XG5cbi8qKlxuICogSG93IGxvbmcgYGNsb3NlKClgIHdhaXRzIGZvciB0aGUgd29ya2VyIHRvIGFuc3dlciB3aGF0IHdhcyBwb3N0ZWQgYmVmb3JlXG4gKiBpdDogYSB3b3JrZXIgcGFyc2VzIGluIHNsaWNlcyBvZiBtaWxsaXNlY29uZHMsIHNvIG9ubHkgYSBzdHVjayBvclxuICogY3Jhc2hlZCBvbmUgdGFrZXMgdGhpcyBsb25nLlxuICovXG5jb25zdCBDTE9TRV9TWU5DX01TID0gMjAwMDtcblxuLyoqIFdoYXQgdGhlIHBhcnNlIHdvcmtlciB0ZWxscyBpdHMgc2Vzc2lvbiB3aXRob3V0IGJlaW5nIGFza2VkLiAqL1xuZXhwb3J0IGludGVyZmFjZSBQYXJzZUhhbmRsZXJzIHtcbiAgc2NyZWVuKHVwZGF0ZTogU2NyZWVuVXBkYXRlKTogdm9pZDtcbiAgZXZlbnQocGFuZTogbnVtYmVyLCBldmVudDogU2Vzc2lvbkV2ZW50KTogdm9pZDtcbiAgLyoqIEFsbCB0aGUgb3V0cHV0IG9mIGEgcGFuZSdzIHByb2dyYW0gbnVtYmVyIGBnZW5gIGlzIHBhcnNlZC4gKi9cbiAgcGFuZUVvZihwYW5lOiBudW1iZXIsIGdlbjogbnVtYmVyKTogdm9pZDtcbiAgLyoqIFRoZSB3b3JrZXIgY3Jhc2hlZDogYGNyYXNoZWRgIHNheXMgd2h5LiAqL1xuICBlb2YoY3Jhc2hlZDogc3RyaW5nKTogdm9pZDtcbiAgLyoqIFRoZSB3b3JrZXIgcmVwb3J0ZWQgYSBwcm9ibGVtIGl0IHN1cnZpdmVkLiAqL1xuICBlcnJvcihtZXNzYWdlOiBzdHJpbmcpOiB2b2lkO1xufVxuXG4vKiogQSBjYXB0dXJlJ3MgYW5zd2VyLiAqL1xuZXhwb3J0IGludGVyZmFjZSBDYXB0dXJlUmVzdWx0IHtcbiAgc2NyZWVuOiBTY3JlZW5Kc29uO1xuICBhbnNpOiBzdHJpbmdbXTtcbn1cblxuLyoqXG4gKiBXaGF0IGEgbGluZXMgY2FwdHVyZSByZWFkcyBiZXNpZGVzIGl0cyByb3dzICh0aGUgYGNhcHR1cmVgIHJlcXVlc3Qnc1xuICogZmllbGRzKTogdHJhaWxpbmcgYmxhbmtzIGtlcHQsIHRoZSBzY3JlZW4gYmVoaW5kIHRoZSBhbHRlcm5hdGUgb25lLlxuICovXG5leHBvcnQgaW50ZXJmYWNlIENhcHR1cmVTY3JlZW4ge1xuICB0cmFpbGluZz86IGJvb2xlYW47XG4gIGFsdGVybmF0ZT86IGJvb2xlYW47XG59XG5cbi8qKiBUaGUgd2FpdCBjb25kaXRpb24gb2YgYSB3YXRjaC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgV2F0Y2hDb25kaXRpb24ge1xuICB0ZXh0PzogeyBzb3VyY2U6IHN0cmluZzsgZmxhZ3M6IHN0cmluZyB9O1xuICBpZGxlTXM/OiBudW1iZXI7XG59XG5cbmludGVyZmFjZSBQZW5kaW5nIHtcbiAgLyoqXG4gICAqIFRoZSBwYW5lIGEgd2F0Y2ggaXMgb24gKHdhdGNoZXMgZW5kIHdpdGggaXQpOyBudWxsIGZvciBhIHF1ZXJ5LCB3aGljaFxuICAgKiBzdGF5cyBhbnN3ZXJhYmxlIGluIGEga2VwdCBzZXNzaW9uLlxuICAgKi9cbiAgd2F0Y2g6IG51bWJlciB8IG51bGw7XG4gIHJlc29sdmUodmFsdWU6IHVua25vd24pOiB2b2lkO1xuICByZWplY3QoZXJyOiBFcnJvcik6IHZvaWQ7XG59XG5cbi8qKlxuICogQSBwYXJzZSB3b3JrZXIgdGhyZWFkLCBsb2FkaW5nIGl0cyBtb2R1bGVzLCBub3QgeWV0IGdpdmVuIGEgc2Vzc2lvbjpcbiAqIGdpdmUgaXQgdG8gYFBhcnNlQ2xpZW50YC4gTWFraW5nIG9uZSBibG9ja3MgdGhlIGNhbGxpbmcgdGhyZWFkIHVudGlsIHRoZVxuICogd29ya2VyJ3MgaXNvbGF0ZSBleGlzdHMgKGFzIGBzcGF3bkdhdGhlcldvcmtlcmApLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc3Bhd25QYXJzZVdvcmtlcihuYW1lOiBzdHJpbmcpOiBXb3JrZXIge1xuICByZXR1cm4gbmV3IFdvcmtlcihcbiAgICB3b3JrZXJVcmwobmV3IFVSTChcIi4uL3dvcmtlcnMvcGFyc2Vfd29ya2VyLnRzXCIsIGltcG9ydC5tZXRhLnVybCkpLFxuICAgIHsgdHlwZTogXCJtb2R1bGVcIiwgbmFtZSB9LFxuICApO1xufVxuXG4vKiogVGhlIHBhcnNlIHdvcmtlciBvZiBvbmUgc2Vzc2lvbiBhbmQgaXRzIG91dHN0YW5kaW5nIHJlcXVlc3RzLiAqL1xuZXhwb3J0IGNsYXNzIFBhcnNlQ2xpZW50IHtcbiAgI3dvcmtlcjogV29ya2VyIHwgbnVsbDtcbiAgI3BlbmRpbmcgPSBuZXcgTWFwPG51bWJlciwgUGVuZGluZz4oKTtcbiAgI25leHRJZCA9IDE7XG4gICNlbmRlZDogKCkgPT4gRXJyb3I7XG4gICNjbG9zaW5nID0gZmFsc2U7XG4gICNjcmFzaGVkID0gZmFsc2U7XG4gIC8qKiBUaGUgd29ya2VyJ3Mgd2FrZSB3b3JkcyAoYFBhcnNlSW5pdC5zaWduYWxgKS4gKi9cbiAgI3NpZ25hbDogSW50MzJBcnJheTtcbiAgLyoqIEl0cyBzbWFsbCBzY3JlZW4gdXBkYXRlcywgbWVyZ2VkIHdpdGggaXRzIG1lc3NhZ2VzIGluIG9yZGVyLiAqL1xuICAjaW5ib3g6IFBhcnNlSW5ib3g7XG4gIC8qKiBUaGUgbGVhc2VzIG9mIHRoZSB0ZXJtaW5hbHMgbGVudCB0byB0aGUgd29ya2VyLCBieSBpZC4gKi9cbiAgI2xlbnQgPSBuZXcgTWFwPG51bWJlciwgU2hhcmVkQXJyYXlCdWZmZXI+KCk7XG5cbiAgLyoqXG4gICAqIFN0YXJ0cyB0aGUgd29ya2VyIG9uIGBpbml0YCAodGhpcyBjbGllbnQgbWFrZXMgaXRzIHVwZGF0ZSByaW5nKS5cbiAgICogYGVuZGVkYCBtYWtlcyB0aGUgZmFpbHVyZSB0aGF0IHJlcXVlc3RzIGdldCBvbmNlIHRoZSBjbGllbnQgaXMgY2xvc2VkLlxuICAgKiBgd29ya2VyYDogb25lIG1hZGUgYWhlYWQgYnkgYHNwYXduUGFyc2VXb3JrZXJgIChhIHdhcm0gc3BhcmUpLCBvciBub25lXG4gICAqIHRvIG1ha2Ugb25lIG5vdy5cbiAgICovXG4gIGNvbnN0cnVjdG9yKFxuICAgIGluaXQ6IE9taXQ8UGFyc2VJbml0LCBcInVwZGF0ZXNcIj4sXG4gICAgbmFtZTogc3RyaW5nLFxuICAgIGhhbmRsZXJzOiBQYXJzZUhhbmRsZXJzLFxuICAgIGVuZGVkOiAoKSA9PiBFcnJvcixcbiAgICB3b3JrZXI6IFdvcmtlciA9IHNwYXduUGFyc2VXb3JrZXIobmFtZSksXG4gICkge1xuICAgIHRoaXMuI2VuZGVkID0gZW5kZWQ7XG4gICAgdGhpcy4jc2lnbmFsID0gbmV3IEludDMyQXJyYXkoaW5pdC5zaWduYWwpO1xuICAgIGNvbnN0IHVwZGF0ZXMgPSBjcmVhdGVVcGRhdGVSaW5nKCk7XG4gICAgdGhpcy4jaW5ib3ggPSBuZXcgUGFyc2VJbmJveCh1cGRhdGVzLCAodSkgPT4gaGFuZGxlcnMuc2NyZWVuKHUpKTtcbiAgICB0aGlzLiN3b3JrZXIgPSB3b3JrZXI7XG4gICAgdGhpcy4jd29ya2VyLm9ubWVzc2FnZSA9IChlOiBNZXNzYWdlRXZlbnQ8RnJvbVBhcnNlPikgPT5cbiAgICAgIHRoaXMuI2luYm94Lm1lc3NhZ2UoKCkgPT4gdGhpcy4jcmVjZWl2ZShlLmRhdGEsIGhhbmRsZXJzKSk7XG4gICAgdGhpcy4jd29ya2VyLm9uZXJyb3IgPSAoZSkgPT4ge1xuICAgICAgZS5wcmV2ZW50RGVmYXVsdCgpO1xuICAgICAgdGhpcy4jY3Jhc2hlZCA9IHRydWU7XG4gICAgICAvLyBXaGF0IGl0IHdyb3RlIGJlZm9yZSBpdCBkaWVkIGlzIHNob3duLCBhcyB3aGF0IGl0IHBvc3RlZCBpcy5cbiAgICAgIHRoaXMuI2luYm94LmZsdXNoKCk7XG4gICAgICAvLyBUaGUgd29ya2VyIGlzIGdvbmU6IHdoYXQgd2FpdHMgZm9yIGl0cyBhbnN3ZXJzIHdvdWxkIHdhaXQgZm9yZXZlclxuICAgICAgLy8gKGEgbGl2ZSB1cGdyYWRlJ3Mgc2F2ZSBhbW9uZyB0aGVtKSwgc28gaXQgZmFpbHMgbm93LlxuICAgICAgdGhpcy4jc3RvcCgpO1xuICAgICAgaGFuZGxlcnMuZW9mKGUubWVzc2FnZSk7XG4gICAgfTtcbiAgICB0aGlzLnBvc3QoeyAuLi5pbml0LCB1cGRhdGVzIH0pO1xuICB9XG5cbiAgLyoqIFRydWUgb25jZSBgY2xvc2UoKWAgaGFzIHJ1bi4gKi9cbiAgZ2V0IGNsb3NlZCgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jY2xvc2luZztcbiAgfVxuXG4gIC8qKiBUcnVlIG9uY2UgdGhlIHdvcmtlciBkaWVkIG9mIGFuIGVycm9yIChpdHMgZW5naW5lcyBhcmUgZ29uZSkuICovXG4gIGdldCBjcmFzaGVkKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNjcmFzaGVkO1xuICB9XG5cbiAgLyoqIFBvc3RzIGEgbWVzc2FnZSB0aGF0IG5lZWRzIG5vIGFuc3dlci4gKi9cbiAgcG9zdChtc2c6IFRvUGFyc2UpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuI3dvcmtlcikgcmV0dXJuO1xuICAgIHRoaXMuI3dvcmtlci5wb3N0TWVzc2FnZShtc2cpO1xuICAgIC8vIFRoZSB3b3JrZXIgbWF5IGJlIGJsb2NrZWQgd2FpdGluZyBmb3IgYW4gZWNobzogdGhlIGNvdW50IGJyaW5ncyBpdFxuICAgIC8vIGJhY2sgdG8gaXRzIGV2ZW50IGxvb3AgdG8gdGFrZSB0aGUgbWVzc2FnZS5cbiAgICBidW1wUGFyc2VTaWduYWwodGhpcy4jc2lnbmFsLCBTSUdOQUxfUE9TVEVEKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBMZW5kcyB0ZXJtaW5hbCBgaWRgIHRvIHRoZSB3b3JrZXI6IGl0IG1heSBkcmF3IHNtYWxsIHVwZGF0ZXMgdGhlcmVcbiAgICogKGB3b3JrZXJzL2RpcmVjdF9kcmF3LnRzYCkuXG4gICAqL1xuICBsZW5kVHR5KGlkOiBudW1iZXIsIHNhYjogU2hhcmVkQXJyYXlCdWZmZXIsIGZkOiBudW1iZXIsIG93bmVyOiBudW1iZXIpIHtcbiAgICBpZiAoIXRoaXMuI3dvcmtlcikgcmV0dXJuO1xuICAgIHRoaXMuI2xlbnQuc2V0KGlkLCBzYWIpO1xuICAgIHRoaXMucG9zdCh7IHQ6IFwibGVuZC10dHlcIiwgaWQsIHNhYiwgZmQsIG93bmVyIH0pO1xuICB9XG5cbiAgLyoqXG4gICAqIFdha2VzIHRoZSB3b3JrZXI6IGFuIGF0dGFjaCBjbGllbnQgd2FudHMgdGhlIHVwZGF0ZXMgaXQgZHJldyBvbiBhXG4gICAqIGxlbnQgdGVybWluYWwgYW5kIGhvbGRzIChgd29ya2Vycy9oZWxkX3VwZGF0ZXMudHNgKS5cbiAgICovXG4gIGh1cnJ5KCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiN3b3JrZXIpIGJ1bXBQYXJzZVNpZ25hbCh0aGlzLiNzaWduYWwsIFNJR05BTF9XQUtFKTtcbiAgfVxuXG4gIC8qKiBUYWtlcyB0ZXJtaW5hbCBgaWRgIGJhY2sgZnJvbSB0aGUgd29ya2VyLiAqL1xuICB0YWtlVHR5KGlkOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jbGVudC5kZWxldGUoaWQpKSB0aGlzLnBvc3QoeyB0OiBcInRha2UtdHR5XCIsIGlkIH0pO1xuICB9XG5cbiAgLyoqXG4gICAqIElucHV0IHdhcyB3cml0dGVuIHRvIG9uZSBvZiB0aGUgc2Vzc2lvbidzIHBhbmVzOiB0aGUgd29ya2VyIHdhaXRzIGZvclxuICAgKiB0aGUgZWNobyBibG9ja2luZyBpdHMgdGhyZWFkLCB3aGljaCB3YWtlcyBzb29uZXIgKHBhcnNlX3dvcmtlci50cykuXG4gICAqL1xuICBpbnB1dFdyaXR0ZW4oKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI3dvcmtlcikgaW5wdXRQYXJzZVNpZ25hbCh0aGlzLiNzaWduYWwpO1xuICAgIG5vdGVJbnB1dChEQUVNT05fSU5QVVQpO1xuICB9XG5cbiAgLyoqIEEgcGFuZSdzIHNjcmVlbiwgd2l0aCBgc2Nyb2xsYmFja2AgbGluZXMgb2YgaGlzdG9yeSAoLTE6IGFsbCkuICovXG4gIGNhcHR1cmUocGFuZTogbnVtYmVyLCBzY3JvbGxiYWNrOiBudW1iZXIpOiBQcm9taXNlPENhcHR1cmVSZXN1bHQ+IHtcbiAgICByZXR1cm4gdGhpcy4jYXNrKG51bGwsIChpZCkgPT4gKHsgdDogXCJjYXB0dXJlXCIsIGlkLCBwYW5lLCBzY3JvbGxiYWNrIH0pKTtcbiAgfVxuXG4gIC8qKiBDb21wb3NlZCByb3dzIG9mIGEgd2luZG93IChzZWUgYHNlcnZlci93b3JrZXJzL3ByZXZpZXcudHNgKS4gKi9cbiAgcHJldmlldyhcbiAgICBtc2c6IE9taXQ8RXh0cmFjdDxUb1BhcnNlLCB7IHQ6IFwicHJldmlld1wiIH0+LCBcImlkXCI+LFxuICApOiBQcm9taXNlPFdpbmRvd1ByZXZpZXc+IHtcbiAgICByZXR1cm4gdGhpcy4jYXNrKG51bGwsIChpZCkgPT4gKHsgLi4ubXNnLCBpZCB9KSk7XG4gIH1cblxuICAvKiogRXZlcnkgcGFuZSdzIGVuZ2luZSwgZm9yIGEgbGl2ZSB1cGdyYWRlIChpdHMgb3V0cHV0IHN0b3BwZWQgZmlyc3QpLiAqL1xuICBzYXZlRW5naW5lcygpOiBQcm9taXNlPFtudW1iZXIsIEVuZ2luZVN0YXRlXVtdPiB7XG4gICAgcmV0dXJuIHRoaXMuI2FzayhudWxsLCAoaWQpID0+ICh7IHQ6IFwic2F2ZS1lbmdpbmVzXCIsIGlkIH0pKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIHBhbmUncyBsaW5lcyBvbmx5LCBoaXN0b3J5IGZpcnN0LCBhcyBgYmVydGggY2FwdHVyZWAgcHJpbnRzIHRoZW07XG4gICAqIHdpdGggYGpvaW5gLCB3cmFwcGVkIHJvd3Mgam9pbmVkICh0aGUgYW5zd2VyIHNheXMgYGpvaW5lZGApLlxuICAgKi9cbiAgY2FwdHVyZUxpbmVzKFxuICAgIHBhbmU6IG51bWJlcixcbiAgICBzY3JvbGxiYWNrOiBudW1iZXIsXG4gICAgbGluZXM6IENhcHR1cmVMaW5lcyxcbiAgICBqb2luOiBDYXB0dXJlSm9pbixcbiAgICBzY3JlZW46IENhcHR1cmVTY3JlZW4gPSB7fSxcbiAgKTogUHJvbWlzZTxDYXB0dXJlTGluZXNBbnN3ZXI+IHtcbiAgICByZXR1cm4gdGhpcy4jYXNrKFxuICAgICAgbnVsbCxcbiAgICAgIChpZCkgPT4gKHsgdDogXCJjYXB0dXJlXCIsIGlkLCBwYW5lLCBzY3JvbGxiYWNrLCBsaW5lcywgam9pbiwgLi4uc2NyZWVuIH0pLFxuICAgICk7XG4gIH1cblxuICAvKiogUm93cyBvZiBhIHBhbmUncyBoaXN0b3J5IGFuZCBzY3JlZW4gKHNlZSB0aGUgYGhpc3RvcnlgIHJlcXVlc3QpLiAqL1xuICBoaXN0b3J5KFxuICAgIHBhbmU6IG51bWJlcixcbiAgICBzdGFydDogbnVtYmVyLFxuICAgIGNvdW50OiBudW1iZXIsXG4gICAgcHVzaGVkPzogbnVtYmVyLFxuICApOiBQcm9taXNlPEhpc3RvcnlQYWdlPiB7XG4gICAgcmV0dXJuIHRoaXMuI2FzayhcbiAgICAgIG51bGwsXG4gICAgICAoaWQpID0+ICh7IHQ6IFwiaGlzdG9yeVwiLCBpZCwgcGFuZSwgc3RhcnQsIGNvdW50LCBwdXNoZWQgfSksXG4gICAgKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZXNvbHZlcyB3aGVuIHRoZSBjb25kaXRpb24gaG9sZHMuIGBjYW5jZWxgIChjYWxsIGl0IG9uIHRpbWVvdXQpIHN0b3BzXG4gICAqIHRoZSB3b3JrZXIncyB3YXRjaDogd2l0aCBhbiBlcnJvciwgYGhpdGAgcmVqZWN0cyB3aXRoIGl0OyB3aXRob3V0LCBpdFxuICAgKiBuZXZlciBzZXR0bGVzLlxuICAgKi9cbiAgd2F0Y2goXG4gICAgcGFuZTogbnVtYmVyLFxuICAgIGNvbmQ6IFdhdGNoQ29uZGl0aW9uLFxuICApOiB7IGhpdDogUHJvbWlzZTx2b2lkPjsgY2FuY2VsKGVycj86IEVycm9yKTogdm9pZCB9IHtcbiAgICBsZXQgaWQgPSAwO1xuICAgIGNvbnN0IGhpdCA9IHRoaXMuI2Fzazx2b2lkPihwYW5lLCAobikgPT4ge1xuICAgICAgaWQgPSBuO1xuICAgICAgcmV0dXJuIHsgdDogXCJ3YXRjaFwiLCBpZDogbiwgcGFuZSwgLi4uY29uZCB9O1xuICAgIH0pO1xuICAgIHJldHVybiB7XG4gICAgICBoaXQsXG4gICAgICBjYW5jZWw6IChlcnIpID0+IHtcbiAgICAgICAgY29uc3QgcCA9IHRoaXMuI3BlbmRpbmcuZ2V0KGlkKTtcbiAgICAgICAgaWYgKCFwKSByZXR1cm47XG4gICAgICAgIHRoaXMuI3BlbmRpbmcuZGVsZXRlKGlkKTtcbiAgICAgICAgdGhpcy5wb3N0KHsgdDogXCJ1bndhdGNoXCIsIGlkIH0pO1xuICAgICAgICBpZiAoZXJyKSBwLnJlamVjdChlcnIpO1xuICAgICAgfSxcbiAgICB9O1xuICB9XG5cbiAgLyoqXG4gICAqIEZhaWxzIGV2ZXJ5IHdhdGNoIChvZiBgcGFuZWAgb25seSwgd2hlbiBnaXZlbikgd2l0aCBgZXJyYCAodGhlIGNoaWxkXG4gICAqIGhhcyBleGl0ZWQpLCBvbmNlIHRoZSB3b3JrZXJcbiAgICogaGFzIGhhbmRsZWQgd2hhdCB3YXMgcG9zdGVkIGJlZm9yZTogdGhlIGVuZCBvZiBhIHBhbmUncyBvdXRwdXQgY2FuXG4gICAqIHJlYWNoIHRoZSBzZXNzaW9uIGFoZWFkIG9mIHRoZSBoaXQgb2YgYSB3YXRjaCBwb3N0ZWQganVzdCBiZWZvcmUgaXQsXG4gICAqIGFuZCBhIHNjcmVlbiB0aGF0IG1hdGNoZWQgYmVmb3JlIHRoZSBlbmQgbXVzdCBhbnN3ZXIgbWF0Y2hlZC5cbiAgICovXG4gIHJlamVjdFdhdGNoZXMoZXJyOiBFcnJvciwgcGFuZT86IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGlkczogbnVtYmVyW10gPSBbXTtcbiAgICBmb3IgKGNvbnN0IFtpZCwgcF0gb2YgdGhpcy4jcGVuZGluZykge1xuICAgICAgaWYgKHAud2F0Y2ggIT09IG51bGwgJiYgKHBhbmUgPT09IHVuZGVmaW5lZCB8fCBwLndhdGNoID09PSBwYW5lKSkge1xuICAgICAgICBpZHMucHVzaChpZCk7XG4gICAgICB9XG4gICAgfVxuICAgIGlmIChpZHMubGVuZ3RoID09PSAwKSByZXR1cm47XG4gICAgY29uc3QgZmFpbCA9ICgpID0+IHtcbiAgICAgIGZvciAoY29uc3QgaWQgb2YgaWRzKSB0aGlzLiNmYWlsKGlkLCBlcnIpO1xuICAgIH07XG4gICAgdGhpcy4jc3luYygpLnRoZW4oZmFpbCwgZmFpbCk7XG4gIH1cblxuICAvKipcbiAgICogU3RvcHMgdGhlIHdvcmtlciBvbmNlIGl0IGhhcyBhbnN3ZXJlZCB3aGF0IHdhcyBwb3N0ZWQgYmVmb3JlICh0aGVcbiAgICogaGl0cyBvZiB3YXRjaGVzLCBhcyBpbiBgcmVqZWN0V2F0Y2hlc2ApLCBvciBhZnRlciBDTE9TRV9TWU5DX01TIGlmIGl0XG4gICAqIGRvZXMgbm90OyBldmVyeSByZXF1ZXN0IHN0aWxsIHBlbmRpbmcgdGhlbiBmYWlscyBhcyBcImVuZGVkXCIsIGFuZCBldmVyeVxuICAgKiBsYXRlciBvbmUgYXQgb25jZS5cbiAgICovXG4gIGNsb3NlKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNjbG9zaW5nKSByZXR1cm47XG4gICAgdGhpcy4jY2xvc2luZyA9IHRydWU7XG4gICAgY29uc3Qgc3RvcCA9ICgpID0+IHtcbiAgICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgICB0aGlzLiNzdG9wKCk7XG4gICAgfTtcbiAgICBjb25zdCB0aW1lciA9IHNldFRpbWVvdXQoc3RvcCwgQ0xPU0VfU1lOQ19NUyk7XG4gICAgdGhpcy4jc3luYyh0cnVlKS50aGVuKHN0b3AsIHN0b3ApO1xuICB9XG5cbiAgLy8gRW5kcyB0aGUgd29ya2VyOyBldmVyeSByZXF1ZXN0IHN0aWxsIHBlbmRpbmcgZmFpbHMgYXMgXCJlbmRlZFwiLlxuICAjc3RvcCgpOiB2b2lkIHtcbiAgICAvLyBBIHdvcmtlciBzdG9wcGVkIHdoaWxlIGl0IGhvbGRzIGEgdGVybWluYWwncyBsZWFzZSB3b3VsZCBob2xkIGl0IGZvclxuICAgIC8vIGV2ZXI6IGl0IGNhbm5vdCB0YWtlIG9uZSBmcm9tIG5vdyBvbi5cbiAgICBmb3IgKGNvbnN0IHNhYiBvZiB0aGlzLiNsZW50LnZhbHVlcygpKSByZXZva2VMZWFzZShzYWIpO1xuICAgIHRoaXMuI2xlbnQuY2xlYXIoKTtcbiAgICB0aGlzLiN3b3JrZXI/LnRlcm1pbmF0ZSgpO1xuICAgIHRoaXMuI3dvcmtlciA9IG51bGw7XG4gICAgdGhpcy4jaW5ib3guY2xvc2UoKTtcbiAgICBjb25zdCBwZW5kaW5nID0gWy4uLnRoaXMuI3BlbmRpbmcudmFsdWVzKCldO1xuICAgIHRoaXMuI3BlbmRpbmcuY2xlYXIoKTtcbiAgICBmb3IgKGNvbnN0IHAgb2YgcGVuZGluZykgcC5yZWplY3QodGhpcy4jZW5kZWQoKSk7XG4gIH1cblxuICAvLyBSZXNvbHZlcyBvbmNlIHRoZSB3b3JrZXIgaGFzIGhhbmRsZWQgZXZlcnkgbWVzc2FnZSBwb3N0ZWQgYmVmb3JlLlxuICAjc3luYyhjbG9zaW5nID0gZmFsc2UpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICByZXR1cm4gdGhpcy4jYXNrKG51bGwsIChpZCkgPT4gKHsgdDogXCJzeW5jXCIsIGlkIH0pLCBjbG9zaW5nKTtcbiAgfVxuXG4gICNhc2s8VD4oXG4gICAgd2F0Y2g6IG51bWJlciB8IG51bGwsXG4gICAgbXNnOiAoaWQ6IG51bWJlcikgPT4gVG9QYXJzZSxcbiAgICBjbG9zaW5nID0gZmFsc2UsXG4gICk6IFByb21pc2U8VD4ge1xuICAgIGlmICghdGhpcy4jd29ya2VyIHx8ICh0aGlzLiNjbG9zaW5nICYmICFjbG9zaW5nKSkge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVqZWN0KHRoaXMuI2VuZGVkKCkpO1xuICAgIH1cbiAgICBjb25zdCBpZCA9IHRoaXMuI25leHRJZCsrO1xuICAgIGNvbnN0IGFuc3dlciA9IG5ldyBQcm9taXNlPFQ+KChyZXNvbHZlLCByZWplY3QpID0+IHtcbiAgICAgIHRoaXMuI3BlbmRpbmcuc2V0KGlkLCB7XG4gICAgICAgIHdhdGNoLFxuICAgICAgICByZXNvbHZlOiByZXNvbHZlIGFzICh2OiB1bmtub3duKSA9PiB2b2lkLFxuICAgICAgICByZWplY3QsXG4gICAgICB9KTtcbiAgICB9KTtcbiAgICB0aGlzLnBvc3QobXNnKGlkKSk7XG4gICAgcmV0dXJuIGFuc3dlcjtcbiAgfVxuXG4gICNhbnN3ZXIoaWQ6IG51bWJlciwgdmFsdWU6IHVua25vd24pOiB2b2lkIHtcbiAgICBjb25zdCBwID0gdGhpcy4jcGVuZGluZy5nZXQoaWQpO1xuICAgIGlmICghcCkgcmV0dXJuOyAvLyBDYW5jZWxsZWQgbWVhbndoaWxlLlxuICAgIHRoaXMuI3BlbmRpbmcuZGVsZXRlKGlkKTtcbiAgICBwLnJlc29sdmUodmFsdWUpO1xuICB9XG5cbiAgI2ZhaWwoaWQ6IG51bWJlciwgZXJyOiBFcnJvcik6IHZvaWQge1xuICAgIGNvbnN0IHAgPSB0aGlzLiNwZW5kaW5nLmdldChpZCk7XG4gICAgaWYgKCFwKSByZXR1cm47IC8vIENhbmNlbGxlZCBtZWFud2hpbGUuXG4gICAgdGhpcy4jcGVuZGluZy5kZWxldGUoaWQpO1xuICAgIHAucmVqZWN0KGVycik7XG4gIH1cblxuICAjcmVjZWl2ZShtc2c6IEZyb21QYXJzZSwgaGFuZGxlcnM6IFBhcnNlSGFuZGxlcnMpOiB2b2lkIHtcbiAgICBzd2l0Y2ggKG1zZy50KSB7XG4gICAgICBjYXNlIFwic2NyZWVuXCI6XG4gICAgICAgIGhhbmRsZXJzLnNjcmVlbihtc2cpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwiZXZlbnRcIjpcbiAgICAgICAgaGFuZGxlcnMuZXZlbnQobXNnLnBhbmUsIG1zZy5ldmVudCk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJ3YXRjaC1oaXRcIjpcbiAgICAgICAgdGhpcy4jYW5zd2VyKG1zZy5pZCwgdW5kZWZpbmVkKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcImNhcHR1cmVcIjpcbiAgICAgICAgaWYgKFwidG9vTGFyZ2VcIiBpbiBtc2cpIHtcbiAgICAgICAgICB0aGlzLiNmYWlsKG1zZy5pZCwgbmV3IFJlcXVlc3RGYWlsdXJlKFwidG9vLWxhcmdlXCIsIG1zZy50b29MYXJnZSkpO1xuICAgICAgICB9IGVsc2UgaWYgKFwibWlzc2luZ1wiIGluIG1zZykge1xuICAgICAgICAgIHRoaXMuI2ZhaWwobXNnLmlkLCBuZXcgUmVxdWVzdEZhaWx1cmUoXCJub3QtZm91bmRcIiwgbXNnLm1pc3NpbmcpKTtcbiAgICAgICAgfSBlbHNlIGlmIChcImxpbmVzXCIgaW4gbXNnKSB7XG4gICAgICAgICAgY29uc3QgeyB0OiBfdCwgaWQsIC4uLmFuc3dlciB9ID0gbXNnO1xuICAgICAgICAgIHRoaXMuI2Fuc3dlcihpZCwgYW5zd2VyKTtcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICB0aGlzLiNhbnN3ZXIobXNnLmlkLCB7IHNjcmVlbjogbXNnLnNjcmVlbiwgYW5zaTogbXNnLmFuc2kgfSk7XG4gICAgICAgIH1cbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcImhpc3RvcnlcIjpcbiAgICAgICAgdGhpcy4jYW5zd2VyKG1zZy5pZCwgbXNnLnBhZ2UpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwic3luY2VkXCI6XG4gICAgICAgIHRoaXMuI2Fuc3dlcihtc2cuaWQsIHVuZGVmaW5lZCk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJwcmV2aWV3XCI6XG4gICAgICAgIHRoaXMuI2Fuc3dlcihtc2cuaWQsIG1zZy5wcmV2aWV3KTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcImVuZ2luZXNcIjpcbiAgICAgICAgdGhpcy4jYW5zd2VyKG1zZy5pZCwgbXNnLmVuZ2luZXMpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwicGFuZS1lb2ZcIjpcbiAgICAgICAgaGFuZGxlcnMucGFuZUVvZihtc2cucGFuZSwgbXNnLmdlbik7XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJlcnJvclwiOlxuICAgICAgICBoYW5kbGVycy5lcnJvcihtc2cubWVzc2FnZSk7XG4gICAgICAgIHJldHVybjtcbiAgICB9XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Q0FXQyxHQVlELFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUN0RCxTQUFTLFVBQVUsUUFBUSxtQkFBbUI7QUFDOUMsU0FBUyxnQkFBZ0IsUUFBUSw0QkFBNEI7QUFDN0QsU0FBUyxXQUFXLFFBQVEsNEJBQTRCO0FBQ3hELFNBQVMsU0FBUyxRQUFRLDJCQUEyQjtBQUNyRCxTQUFTLGFBQWEsRUFBRSxTQUFTLFFBQVEsK0JBQStCO0FBQ3hFLFNBQ0UsZUFBZSxFQUVmLGdCQUFnQixFQUdoQixhQUFhLEVBQ2IsV0FBVyxRQUVOLCtCQUErQjtBQUV0QyxvREFBb0QsR0FDcEQsTUFBTSxlQUFlLElBQUksV0FBVztBQUVwQzs7OztDQUlDLEdBQ0QsTUFBTSxnQkFBZ0I7QUE2Q3RCOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsaUJBQWlCLElBQVk7RUFDM0MsT0FBTyxJQUFJLE9BQ1QsVUFBVSxJQUFJLElBQUksOEJBQThCLFlBQVksR0FBRyxJQUMvRDtJQUFFLE1BQU07SUFBVTtFQUFLO0FBRTNCO0FBRUEsa0VBQWtFLEdBQ2xFLE9BQU8sTUFBTTtFQUNYLENBQUEsTUFBTyxDQUFnQjtFQUN2QixDQUFBLE9BQVEsR0FBRyxJQUFJLE1BQXVCO0VBQ3RDLENBQUEsTUFBTyxHQUFHLEVBQUU7RUFDWixDQUFBLEtBQU0sQ0FBYztFQUNwQixDQUFBLE9BQVEsR0FBRyxNQUFNO0VBQ2pCLENBQUEsT0FBUSxHQUFHLE1BQU07RUFDakIsa0RBQWtELEdBQ2xELENBQUEsTUFBTyxDQUFhO0VBQ3BCLGlFQUFpRSxHQUNqRSxDQUFBLEtBQU0sQ0FBYTtFQUNuQiwyREFBMkQsR0FDM0QsQ0FBQSxJQUFLLEdBQUcsSUFBSSxNQUFpQztFQUU3Qzs7Ozs7R0FLQyxHQUNELFlBQ0UsSUFBZ0MsRUFDaEMsSUFBWSxFQUNaLFFBQXVCLEVBQ3ZCLEtBQWtCLEVBQ2xCLFNBQWlCLGlCQUFpQixLQUFLLENBQ3ZDO0lBQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksV0FBVyxLQUFLLE1BQU07SUFDekMsTUFBTSxVQUFVO0lBQ2hCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLFdBQVcsU0FBUyxDQUFDLElBQU0sU0FBUyxNQUFNLENBQUM7SUFDN0QsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLFNBQVMsR0FBRyxDQUFDLElBQ3hCLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPLENBQUMsSUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsRUFBRSxJQUFJLEVBQUU7SUFDbEQsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU8sR0FBRyxDQUFDO01BQ3RCLEVBQUUsY0FBYztNQUNoQixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDaEIsK0RBQStEO01BQy9ELElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLO01BQ2pCLG9FQUFvRTtNQUNwRSx1REFBdUQ7TUFDdkQsSUFBSSxDQUFDLENBQUEsSUFBSztNQUNWLFNBQVMsR0FBRyxDQUFDLEVBQUUsT0FBTztJQUN4QjtJQUNBLElBQUksQ0FBQyxJQUFJLENBQUM7TUFBRSxHQUFHLElBQUk7TUFBRTtJQUFRO0VBQy9CO0VBRUEsaUNBQWlDLEdBQ2pDLElBQUksU0FBa0I7SUFDcEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRO0VBQ3RCO0VBRUEsa0VBQWtFLEdBQ2xFLElBQUksVUFBbUI7SUFDckIsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRO0VBQ3RCO0VBRUEsMENBQTBDLEdBQzFDLEtBQUssR0FBWSxFQUFRO0lBQ3ZCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbkIsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLFdBQVcsQ0FBQztJQUN6QixxRUFBcUU7SUFDckUsOENBQThDO0lBQzlDLGdCQUFnQixJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7RUFDaEM7RUFFQTs7O0dBR0MsR0FDRCxRQUFRLEVBQVUsRUFBRSxHQUFzQixFQUFFLEVBQVUsRUFBRSxLQUFhLEVBQUU7SUFDckUsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtJQUNuQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDLElBQUk7SUFDbkIsSUFBSSxDQUFDLElBQUksQ0FBQztNQUFFLEdBQUc7TUFBWTtNQUFJO01BQUs7TUFBSTtJQUFNO0VBQ2hEO0VBRUE7OztHQUdDLEdBQ0QsUUFBYztJQUNaLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLGdCQUFnQixJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7RUFDbEQ7RUFFQSw4Q0FBOEMsR0FDOUMsUUFBUSxFQUFVLEVBQVE7SUFDeEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQztNQUFFLEdBQUc7TUFBWTtJQUFHO0VBQzNEO0VBRUE7OztHQUdDLEdBQ0QsZUFBcUI7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsaUJBQWlCLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDL0MsVUFBVTtFQUNaO0VBRUEsbUVBQW1FLEdBQ25FLFFBQVEsSUFBWSxFQUFFLFVBQWtCLEVBQTBCO0lBQ2hFLE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sQ0FBQyxLQUFPLENBQUM7UUFBRSxHQUFHO1FBQVc7UUFBSTtRQUFNO01BQVcsQ0FBQztFQUN4RTtFQUVBLGlFQUFpRSxHQUNqRSxRQUNFLEdBQW1ELEVBQzNCO0lBQ3hCLE9BQU8sSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLE1BQU0sQ0FBQyxLQUFPLENBQUM7UUFBRSxHQUFHLEdBQUc7UUFBRTtNQUFHLENBQUM7RUFDaEQ7RUFFQSx3RUFBd0UsR0FDeEUsY0FBZ0Q7SUFDOUMsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxDQUFDLEtBQU8sQ0FBQztRQUFFLEdBQUc7UUFBZ0I7TUFBRyxDQUFDO0VBQzNEO0VBRUE7OztHQUdDLEdBQ0QsYUFDRSxJQUFZLEVBQ1osVUFBa0IsRUFDbEIsS0FBbUIsRUFDbkIsSUFBaUIsRUFDakIsU0FBd0IsQ0FBQyxDQUFDLEVBQ0c7SUFDN0IsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQ2QsTUFDQSxDQUFDLEtBQU8sQ0FBQztRQUFFLEdBQUc7UUFBVztRQUFJO1FBQU07UUFBWTtRQUFPO1FBQU0sR0FBRyxNQUFNO01BQUMsQ0FBQztFQUUzRTtFQUVBLHFFQUFxRSxHQUNyRSxRQUNFLElBQVksRUFDWixLQUFhLEVBQ2IsS0FBYSxFQUNiLE1BQWUsRUFDTztJQUN0QixPQUFPLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FDZCxNQUNBLENBQUMsS0FBTyxDQUFDO1FBQUUsR0FBRztRQUFXO1FBQUk7UUFBTTtRQUFPO1FBQU87TUFBTyxDQUFDO0VBRTdEO0VBRUE7Ozs7R0FJQyxHQUNELE1BQ0UsSUFBWSxFQUNaLElBQW9CLEVBQytCO0lBQ25ELElBQUksS0FBSztJQUNULE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQU8sTUFBTSxDQUFDO01BQ2pDLEtBQUs7TUFDTCxPQUFPO1FBQUUsR0FBRztRQUFTLElBQUk7UUFBRztRQUFNLEdBQUcsSUFBSTtNQUFDO0lBQzVDO0lBQ0EsT0FBTztNQUNMO01BQ0EsUUFBUSxDQUFDO1FBQ1AsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUM7UUFDNUIsSUFBSSxDQUFDLEdBQUc7UUFDUixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO1FBQ3JCLElBQUksQ0FBQyxJQUFJLENBQUM7VUFBRSxHQUFHO1VBQVc7UUFBRztRQUM3QixJQUFJLEtBQUssRUFBRSxNQUFNLENBQUM7TUFDcEI7SUFDRjtFQUNGO0VBRUE7Ozs7OztHQU1DLEdBQ0QsY0FBYyxHQUFVLEVBQUUsSUFBYSxFQUFRO0lBQzdDLE1BQU0sTUFBZ0IsRUFBRTtJQUN4QixLQUFLLE1BQU0sQ0FBQyxJQUFJLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUU7TUFDbkMsSUFBSSxFQUFFLEtBQUssS0FBSyxRQUFRLENBQUMsU0FBUyxhQUFhLEVBQUUsS0FBSyxLQUFLLElBQUksR0FBRztRQUNoRSxJQUFJLElBQUksQ0FBQztNQUNYO0lBQ0Y7SUFDQSxJQUFJLElBQUksTUFBTSxLQUFLLEdBQUc7SUFDdEIsTUFBTSxPQUFPO01BQ1gsS0FBSyxNQUFNLE1BQU0sSUFBSyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSTtJQUN2QztJQUNBLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLENBQUMsTUFBTTtFQUMxQjtFQUVBOzs7OztHQUtDLEdBQ0QsUUFBYztJQUNaLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFO0lBQ25CLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixNQUFNLE9BQU87TUFDWCxhQUFhO01BQ2IsSUFBSSxDQUFDLENBQUEsSUFBSztJQUNaO0lBQ0EsTUFBTSxRQUFRLFdBQVcsTUFBTTtJQUMvQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxJQUFJLENBQUMsTUFBTTtFQUM5QjtFQUVBLGlFQUFpRTtFQUNqRSxDQUFBLElBQUs7SUFDSCx1RUFBdUU7SUFDdkUsd0NBQXdDO0lBQ3hDLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLEdBQUksWUFBWTtJQUNuRCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztJQUNoQixJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDZCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztJQUNqQixNQUFNLFVBQVU7U0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTTtLQUFHO0lBQzNDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0lBQ25CLEtBQUssTUFBTSxLQUFLLFFBQVMsRUFBRSxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTTtFQUMvQztFQUVBLG9FQUFvRTtFQUNwRSxDQUFBLElBQUssQ0FBQyxVQUFVLEtBQUs7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxDQUFDLEtBQU8sQ0FBQztRQUFFLEdBQUc7UUFBUTtNQUFHLENBQUMsR0FBRztFQUN0RDtFQUVBLENBQUEsR0FBSSxDQUNGLEtBQW9CLEVBQ3BCLEdBQTRCLEVBQzVCLFVBQVUsS0FBSztJQUVmLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUssSUFBSSxDQUFDLENBQUEsT0FBUSxJQUFJLENBQUMsU0FBVTtNQUNoRCxPQUFPLFFBQVEsTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDbkM7SUFDQSxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTztJQUN2QixNQUFNLFNBQVMsSUFBSSxRQUFXLENBQUMsU0FBUztNQUN0QyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLElBQUk7UUFDcEI7UUFDQSxTQUFTO1FBQ1Q7TUFDRjtJQUNGO0lBQ0EsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJO0lBQ2QsT0FBTztFQUNUO0VBRUEsQ0FBQSxNQUFPLENBQUMsRUFBVSxFQUFFLEtBQWM7SUFDaEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUM7SUFDNUIsSUFBSSxDQUFDLEdBQUcsUUFBUSx1QkFBdUI7SUFDdkMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQztJQUNyQixFQUFFLE9BQU8sQ0FBQztFQUNaO0VBRUEsQ0FBQSxJQUFLLENBQUMsRUFBVSxFQUFFLEdBQVU7SUFDMUIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUM7SUFDNUIsSUFBSSxDQUFDLEdBQUcsUUFBUSx1QkFBdUI7SUFDdkMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQztJQUNyQixFQUFFLE1BQU0sQ0FBQztFQUNYO0VBRUEsQ0FBQSxPQUFRLENBQUMsR0FBYyxFQUFFLFFBQXVCO0lBQzlDLE9BQVEsSUFBSSxDQUFDO01BQ1gsS0FBSztRQUNILFNBQVMsTUFBTSxDQUFDO1FBQ2hCO01BQ0YsS0FBSztRQUNILFNBQVMsS0FBSyxDQUFDLElBQUksSUFBSSxFQUFFLElBQUksS0FBSztRQUNsQztNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxFQUFFLEVBQUU7UUFDckI7TUFDRixLQUFLO1FBQ0gsSUFBSSxjQUFjLEtBQUs7VUFDckIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksRUFBRSxFQUFFLElBQUksZUFBZSxhQUFhLElBQUksUUFBUTtRQUNqRSxPQUFPLElBQUksYUFBYSxLQUFLO1VBQzNCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxJQUFJLEVBQUUsRUFBRSxJQUFJLGVBQWUsYUFBYSxJQUFJLE9BQU87UUFDaEUsT0FBTyxJQUFJLFdBQVcsS0FBSztVQUN6QixNQUFNLEVBQUUsR0FBRyxFQUFFLEVBQUUsRUFBRSxFQUFFLEdBQUcsUUFBUSxHQUFHO1VBQ2pDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJO1FBQ25CLE9BQU87VUFDTCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxFQUFFLEVBQUU7WUFBRSxRQUFRLElBQUksTUFBTTtZQUFFLE1BQU0sSUFBSSxJQUFJO1VBQUM7UUFDNUQ7UUFDQTtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxFQUFFLEVBQUUsSUFBSSxJQUFJO1FBQzdCO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLEVBQUUsRUFBRTtRQUNyQjtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxFQUFFLEVBQUUsSUFBSSxPQUFPO1FBQ2hDO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLEVBQUUsRUFBRSxJQUFJLE9BQU87UUFDaEM7TUFDRixLQUFLO1FBQ0gsU0FBUyxPQUFPLENBQUMsSUFBSSxJQUFJLEVBQUUsSUFBSSxHQUFHO1FBQ2xDO01BQ0YsS0FBSztRQUNILFNBQVMsS0FBSyxDQUFDLElBQUksT0FBTztRQUMxQjtJQUNKO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=12412627543345078679,15770486599464655394