/**
 * Reaping berth's children promptly on the daemon's main thread.
 *
 * @module
 */ import { waitpid } from "./wait.ts";
/**
 * Safety poll interval: SIGCHLD is the prompt path; this catches a signal
 * that coalesced with another or arrived while no listener was installed.
 */ const SAFETY_POLL_MS = 1000;
/**
 * Collects the exit status of children started with `spawnPty`.
 *
 * On SIGCHLD (and on a slow safety poll) it calls `waitpid(pid, WNOHANG)` for
 * each pid it was asked about, never `waitpid(-1)`, so it cannot steal the
 * status of processes started with `Deno.Command` (whose own reaper also
 * waits per pid). The listener and the poll are installed only while some
 * pid is awaited, so an idle watcher holds no resources.
 *
 * Every spawned pid must be passed to `exited` once, or it stays a zombie.
 *
 * @example
 * ```ts ignore
 * const watcher = new ChildWatcher();
 * const status = await watcher.exited(pty.pid); // { code: 0, signal: null }
 * ```
 */ export class ChildWatcher {
  #waiters = new Map();
  #timer = null;
  #onSignal = ()=>this.#reapAll();
  #held = false;
  /**
   * Resolves with `pid`'s exit status once it has exited, and reaps it.
   * Rejects when `pid` is not a child of this process (or was reaped by
   * someone else).
   */ exited(pid) {
    const known = this.#waiters.get(pid);
    if (known) return known.promise;
    let resolve;
    let reject;
    const promise = new Promise((res, rej)=>{
      resolve = res;
      reject = rej;
    });
    if (this.#held) return promise;
    this.#waiters.set(pid, {
      promise,
      resolve,
      reject
    });
    this.#start();
    this.#reap(pid);
    this.#stopIfIdle();
    return promise;
  }
  /** Pids awaited and not yet reaped. */ get watching() {
    return [
      ...this.#waiters.keys()
    ];
  }
  /**
   * Stops reaping for good, leaving every exit to the next program of
   * this process (a live upgrade): a status reaped after the daemon's
   * state was saved would be lost. Pending promises never settle.
   */ hold() {
    this.#held = true;
    this.#waiters.clear();
    this.#stopIfIdle();
  }
  /** Stops watching: pending promises reject; their children stay unreaped. */ close() {
    const waiters = [
      ...this.#waiters.values()
    ];
    this.#waiters.clear();
    this.#stopIfIdle();
    for (const w of waiters)w.reject(new Error("Child watcher closed"));
  }
  #reapAll() {
    for (const pid of [
      ...this.#waiters.keys()
    ])this.#reap(pid);
    this.#stopIfIdle();
  }
  #reap(pid) {
    const w = this.#waiters.get(pid);
    // Settled meanwhile. Never seen to happen here, but once a test saw
    // `w` undefined on this path (2026-12, not reproduced): a throw from a
    // SIGCHLD listener would take the daemon down.
    if (!w) return;
    try {
      const status = waitpid(pid);
      if (status === null) return;
      this.#waiters.delete(pid);
      w.resolve(status);
    } catch (e) {
      this.#waiters.delete(pid);
      w.reject(e);
    }
  }
  #start() {
    if (this.#timer !== null) return;
    Deno.addSignalListener("SIGCHLD", this.#onSignal);
    this.#timer = setInterval(()=>this.#reapAll(), SAFETY_POLL_MS);
  }
  #stopIfIdle() {
    if (this.#waiters.size > 0 || this.#timer === null) return;
    Deno.removeSignalListener("SIGCHLD", this.#onSignal);
    clearInterval(this.#timer);
    this.#timer = null;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9jaGlsZF93YXRjaGVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogUmVhcGluZyBiZXJ0aCdzIGNoaWxkcmVuIHByb21wdGx5IG9uIHRoZSBkYWVtb24ncyBtYWluIHRocmVhZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgd2FpdHBpZCwgdHlwZSBXYWl0U3RhdHVzIH0gZnJvbSBcIi4vd2FpdC50c1wiO1xuXG4vKipcbiAqIFNhZmV0eSBwb2xsIGludGVydmFsOiBTSUdDSExEIGlzIHRoZSBwcm9tcHQgcGF0aDsgdGhpcyBjYXRjaGVzIGEgc2lnbmFsXG4gKiB0aGF0IGNvYWxlc2NlZCB3aXRoIGFub3RoZXIgb3IgYXJyaXZlZCB3aGlsZSBubyBsaXN0ZW5lciB3YXMgaW5zdGFsbGVkLlxuICovXG5jb25zdCBTQUZFVFlfUE9MTF9NUyA9IDEwMDA7XG5cbmludGVyZmFjZSBXYWl0ZXIge1xuICBwcm9taXNlOiBQcm9taXNlPFdhaXRTdGF0dXM+O1xuICByZXNvbHZlOiAoczogV2FpdFN0YXR1cykgPT4gdm9pZDtcbiAgcmVqZWN0OiAoZTogdW5rbm93bikgPT4gdm9pZDtcbn1cblxuLyoqXG4gKiBDb2xsZWN0cyB0aGUgZXhpdCBzdGF0dXMgb2YgY2hpbGRyZW4gc3RhcnRlZCB3aXRoIGBzcGF3blB0eWAuXG4gKlxuICogT24gU0lHQ0hMRCAoYW5kIG9uIGEgc2xvdyBzYWZldHkgcG9sbCkgaXQgY2FsbHMgYHdhaXRwaWQocGlkLCBXTk9IQU5HKWAgZm9yXG4gKiBlYWNoIHBpZCBpdCB3YXMgYXNrZWQgYWJvdXQsIG5ldmVyIGB3YWl0cGlkKC0xKWAsIHNvIGl0IGNhbm5vdCBzdGVhbCB0aGVcbiAqIHN0YXR1cyBvZiBwcm9jZXNzZXMgc3RhcnRlZCB3aXRoIGBEZW5vLkNvbW1hbmRgICh3aG9zZSBvd24gcmVhcGVyIGFsc29cbiAqIHdhaXRzIHBlciBwaWQpLiBUaGUgbGlzdGVuZXIgYW5kIHRoZSBwb2xsIGFyZSBpbnN0YWxsZWQgb25seSB3aGlsZSBzb21lXG4gKiBwaWQgaXMgYXdhaXRlZCwgc28gYW4gaWRsZSB3YXRjaGVyIGhvbGRzIG5vIHJlc291cmNlcy5cbiAqXG4gKiBFdmVyeSBzcGF3bmVkIHBpZCBtdXN0IGJlIHBhc3NlZCB0byBgZXhpdGVkYCBvbmNlLCBvciBpdCBzdGF5cyBhIHpvbWJpZS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBjb25zdCB3YXRjaGVyID0gbmV3IENoaWxkV2F0Y2hlcigpO1xuICogY29uc3Qgc3RhdHVzID0gYXdhaXQgd2F0Y2hlci5leGl0ZWQocHR5LnBpZCk7IC8vIHsgY29kZTogMCwgc2lnbmFsOiBudWxsIH1cbiAqIGBgYFxuICovXG5leHBvcnQgY2xhc3MgQ2hpbGRXYXRjaGVyIHtcbiAgI3dhaXRlcnMgPSBuZXcgTWFwPG51bWJlciwgV2FpdGVyPigpO1xuICAjdGltZXI6IFJldHVyblR5cGU8dHlwZW9mIHNldEludGVydmFsPiB8IG51bGwgPSBudWxsO1xuICByZWFkb25seSAjb25TaWduYWwgPSAoKSA9PiB0aGlzLiNyZWFwQWxsKCk7XG4gICNoZWxkID0gZmFsc2U7XG5cbiAgLyoqXG4gICAqIFJlc29sdmVzIHdpdGggYHBpZGAncyBleGl0IHN0YXR1cyBvbmNlIGl0IGhhcyBleGl0ZWQsIGFuZCByZWFwcyBpdC5cbiAgICogUmVqZWN0cyB3aGVuIGBwaWRgIGlzIG5vdCBhIGNoaWxkIG9mIHRoaXMgcHJvY2VzcyAob3Igd2FzIHJlYXBlZCBieVxuICAgKiBzb21lb25lIGVsc2UpLlxuICAgKi9cbiAgZXhpdGVkKHBpZDogbnVtYmVyKTogUHJvbWlzZTxXYWl0U3RhdHVzPiB7XG4gICAgY29uc3Qga25vd24gPSB0aGlzLiN3YWl0ZXJzLmdldChwaWQpO1xuICAgIGlmIChrbm93bikgcmV0dXJuIGtub3duLnByb21pc2U7XG4gICAgbGV0IHJlc29sdmUhOiAoczogV2FpdFN0YXR1cykgPT4gdm9pZDtcbiAgICBsZXQgcmVqZWN0ITogKGU6IHVua25vd24pID0+IHZvaWQ7XG4gICAgY29uc3QgcHJvbWlzZSA9IG5ldyBQcm9taXNlPFdhaXRTdGF0dXM+KChyZXMsIHJlaikgPT4ge1xuICAgICAgcmVzb2x2ZSA9IHJlcztcbiAgICAgIHJlamVjdCA9IHJlajtcbiAgICB9KTtcbiAgICBpZiAodGhpcy4jaGVsZCkgcmV0dXJuIHByb21pc2U7XG4gICAgdGhpcy4jd2FpdGVycy5zZXQocGlkLCB7IHByb21pc2UsIHJlc29sdmUsIHJlamVjdCB9KTtcbiAgICB0aGlzLiNzdGFydCgpO1xuICAgIHRoaXMuI3JlYXAocGlkKTtcbiAgICB0aGlzLiNzdG9wSWZJZGxlKCk7XG4gICAgcmV0dXJuIHByb21pc2U7XG4gIH1cblxuICAvKiogUGlkcyBhd2FpdGVkIGFuZCBub3QgeWV0IHJlYXBlZC4gKi9cbiAgZ2V0IHdhdGNoaW5nKCk6IG51bWJlcltdIHtcbiAgICByZXR1cm4gWy4uLnRoaXMuI3dhaXRlcnMua2V5cygpXTtcbiAgfVxuXG4gIC8qKlxuICAgKiBTdG9wcyByZWFwaW5nIGZvciBnb29kLCBsZWF2aW5nIGV2ZXJ5IGV4aXQgdG8gdGhlIG5leHQgcHJvZ3JhbSBvZlxuICAgKiB0aGlzIHByb2Nlc3MgKGEgbGl2ZSB1cGdyYWRlKTogYSBzdGF0dXMgcmVhcGVkIGFmdGVyIHRoZSBkYWVtb24nc1xuICAgKiBzdGF0ZSB3YXMgc2F2ZWQgd291bGQgYmUgbG9zdC4gUGVuZGluZyBwcm9taXNlcyBuZXZlciBzZXR0bGUuXG4gICAqL1xuICBob2xkKCk6IHZvaWQge1xuICAgIHRoaXMuI2hlbGQgPSB0cnVlO1xuICAgIHRoaXMuI3dhaXRlcnMuY2xlYXIoKTtcbiAgICB0aGlzLiNzdG9wSWZJZGxlKCk7XG4gIH1cblxuICAvKiogU3RvcHMgd2F0Y2hpbmc6IHBlbmRpbmcgcHJvbWlzZXMgcmVqZWN0OyB0aGVpciBjaGlsZHJlbiBzdGF5IHVucmVhcGVkLiAqL1xuICBjbG9zZSgpOiB2b2lkIHtcbiAgICBjb25zdCB3YWl0ZXJzID0gWy4uLnRoaXMuI3dhaXRlcnMudmFsdWVzKCldO1xuICAgIHRoaXMuI3dhaXRlcnMuY2xlYXIoKTtcbiAgICB0aGlzLiNzdG9wSWZJZGxlKCk7XG4gICAgZm9yIChjb25zdCB3IG9mIHdhaXRlcnMpIHcucmVqZWN0KG5ldyBFcnJvcihcIkNoaWxkIHdhdGNoZXIgY2xvc2VkXCIpKTtcbiAgfVxuXG4gICNyZWFwQWxsKCk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgcGlkIG9mIFsuLi50aGlzLiN3YWl0ZXJzLmtleXMoKV0pIHRoaXMuI3JlYXAocGlkKTtcbiAgICB0aGlzLiNzdG9wSWZJZGxlKCk7XG4gIH1cblxuICAjcmVhcChwaWQ6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHcgPSB0aGlzLiN3YWl0ZXJzLmdldChwaWQpO1xuICAgIC8vIFNldHRsZWQgbWVhbndoaWxlLiBOZXZlciBzZWVuIHRvIGhhcHBlbiBoZXJlLCBidXQgb25jZSBhIHRlc3Qgc2F3XG4gICAgLy8gYHdgIHVuZGVmaW5lZCBvbiB0aGlzIHBhdGggKDIwMjYtMTIsIG5vdCByZXByb2R1Y2VkKTogYSB0aHJvdyBmcm9tIGFcbiAgICAvLyBTSUdDSExEIGxpc3RlbmVyIHdvdWxkIHRha2UgdGhlIGRhZW1vbiBkb3duLlxuICAgIGlmICghdykgcmV0dXJuO1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBzdGF0dXMgPSB3YWl0cGlkKHBpZCk7XG4gICAgICBpZiAoc3RhdHVzID09PSBudWxsKSByZXR1cm47XG4gICAgICB0aGlzLiN3YWl0ZXJzLmRlbGV0ZShwaWQpO1xuICAgICAgdy5yZXNvbHZlKHN0YXR1cyk7XG4gICAgfSBjYXRjaCAoZSkge1xuICAgICAgdGhpcy4jd2FpdGVycy5kZWxldGUocGlkKTtcbiAgICAgIHcucmVqZWN0KGUpO1xuICAgIH1cbiAgfVxuXG4gICNzdGFydCgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jdGltZXIgIT09IG51bGwpIHJldHVybjtcbiAgICBEZW5vLmFkZFNpZ25hbExpc3RlbmVyKFwiU0lHQ0hMRFwiLCB0aGlzLiNvblNpZ25hbCk7XG4gICAgdGhpcy4jdGltZXIgPSBzZXRJbnRlcnZhbCgoKSA9PiB0aGlzLiNyZWFwQWxsKCksIFNBRkVUWV9QT0xMX01TKTtcbiAgfVxuXG4gICNzdG9wSWZJZGxlKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiN3YWl0ZXJzLnNpemUgPiAwIHx8IHRoaXMuI3RpbWVyID09PSBudWxsKSByZXR1cm47XG4gICAgRGVuby5yZW1vdmVTaWduYWxMaXN0ZW5lcihcIlNJR0NITERcIiwgdGhpcy4jb25TaWduYWwpO1xuICAgIGNsZWFySW50ZXJ2YWwodGhpcy4jdGltZXIpO1xuICAgIHRoaXMuI3RpbWVyID0gbnVsbDtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxTQUFTLE9BQU8sUUFBeUIsWUFBWTtBQUVyRDs7O0NBR0MsR0FDRCxNQUFNLGlCQUFpQjtBQVF2Qjs7Ozs7Ozs7Ozs7Ozs7OztDQWdCQyxHQUNELE9BQU8sTUFBTTtFQUNYLENBQUEsT0FBUSxHQUFHLElBQUksTUFBc0I7RUFDckMsQ0FBQSxLQUFNLEdBQTBDLEtBQUs7RUFDNUMsQ0FBQSxRQUFTLEdBQUcsSUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7RUFDM0MsQ0FBQSxJQUFLLEdBQUcsTUFBTTtFQUVkOzs7O0dBSUMsR0FDRCxPQUFPLEdBQVcsRUFBdUI7SUFDdkMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUM7SUFDaEMsSUFBSSxPQUFPLE9BQU8sTUFBTSxPQUFPO0lBQy9CLElBQUk7SUFDSixJQUFJO0lBQ0osTUFBTSxVQUFVLElBQUksUUFBb0IsQ0FBQyxLQUFLO01BQzVDLFVBQVU7TUFDVixTQUFTO0lBQ1g7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxPQUFPO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUMsS0FBSztNQUFFO01BQVM7TUFBUztJQUFPO0lBQ2xELElBQUksQ0FBQyxDQUFBLEtBQU07SUFDWCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDWCxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ2hCLE9BQU87RUFDVDtFQUVBLHFDQUFxQyxHQUNyQyxJQUFJLFdBQXFCO0lBQ3ZCLE9BQU87U0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSTtLQUFHO0VBQ2xDO0VBRUE7Ozs7R0FJQyxHQUNELE9BQWE7SUFDWCxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSztJQUNuQixJQUFJLENBQUMsQ0FBQSxVQUFXO0VBQ2xCO0VBRUEsMkVBQTJFLEdBQzNFLFFBQWM7SUFDWixNQUFNLFVBQVU7U0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTTtLQUFHO0lBQzNDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0lBQ25CLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDaEIsS0FBSyxNQUFNLEtBQUssUUFBUyxFQUFFLE1BQU0sQ0FBQyxJQUFJLE1BQU07RUFDOUM7RUFFQSxDQUFBLE9BQVE7SUFDTixLQUFLLE1BQU0sT0FBTztTQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJO0tBQUcsQ0FBRSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDeEQsSUFBSSxDQUFDLENBQUEsVUFBVztFQUNsQjtFQUVBLENBQUEsSUFBSyxDQUFDLEdBQVc7SUFDZixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQztJQUM1QixvRUFBb0U7SUFDcEUsdUVBQXVFO0lBQ3ZFLCtDQUErQztJQUMvQyxJQUFJLENBQUMsR0FBRztJQUNSLElBQUk7TUFDRixNQUFNLFNBQVMsUUFBUTtNQUN2QixJQUFJLFdBQVcsTUFBTTtNQUNyQixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO01BQ3JCLEVBQUUsT0FBTyxDQUFDO0lBQ1osRUFBRSxPQUFPLEdBQUc7TUFDVixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO01BQ3JCLEVBQUUsTUFBTSxDQUFDO0lBQ1g7RUFDRjtFQUVBLENBQUEsS0FBTTtJQUNKLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLE1BQU07SUFDMUIsS0FBSyxpQkFBaUIsQ0FBQyxXQUFXLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDaEQsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLFlBQVksSUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQUk7RUFDbkQ7RUFFQSxDQUFBLFVBQVc7SUFDVCxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLEdBQUcsS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLEtBQUssTUFBTTtJQUNwRCxLQUFLLG9CQUFvQixDQUFDLFdBQVcsSUFBSSxDQUFDLENBQUEsUUFBUztJQUNuRCxjQUFjLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDekIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0VBQ2hCO0FBQ0YifQ==
// denoCacheMetadata=2308905849759680960,3992778415074815482