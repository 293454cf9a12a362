/**
 * `SessionHandle`: a handle on one berth session, with everything a script does
 * to it: type, press keys, wait, capture, resize, follow events, open
 * windows and split panes, kill.
 *
 * @module
 */ import { RequestError } from "../connection.ts";
import { EventStream } from "./event_stream.ts";
import { PaneHandle } from "./pane.ts";
import { TargetHandle } from "./target_handle.ts";
/**
 * One session of a daemon. What `TargetHandle` does (send, sendKeys,
 * paste, waitFor, waitIdle, waitExit, capture, lines) goes to its active
 * pane (the shown window's); `pane()`, `splitWindow()` and `newWindow()`
 * give `PaneHandle`s for the others. Methods reject with `RequestError`
 * (its `code` says why: "not-found", "exited", "timeout", "busy" ...) or,
 * when the daemon goes away, `ConnectionError`.
 *
 * `await using s = await berth.newSession(...)` kills the session when the
 * block ends.
 */ export class SessionHandle extends TargetHandle {
  /** The session's name. */ name;
  /** Pid of the session's child (0 for a handle made by `Berth.session()`). */ pid;
  #streams;
  /** Made by `Berth`; use `berth.newSession()` or `berth.session(name)`. */ constructor(conn, streams, name, pid = 0){
    super(conn, name);
    this.#streams = streams;
    this.name = name;
    this.pid = pid;
  }
  /** Resizes the session's terminal (its programs get SIGWINCH). */ async resize(cols, rows) {
    await this.request({
      op: "resize",
      name: this.name,
      cols,
      rows
    });
  }
  /** The session's row of `berth ls` (size, title, exit status ...). */ async info() {
    const { sessions } = await this.request({
      op: "ls"
    });
    const found = sessions.find((s)=>s.name === this.name);
    if (!found) {
      throw new RequestError("not-found", `No session named ${this.name} (berth ls lists them)`);
    }
    return found;
  }
  /**
   * Opens a window after the session's others, its one pane running
   * `cmd` (`berth new-window`), shown unless `detached`; returns its pane.
   */ async newWindow(opts = {}) {
    const made = await this.openWindow(opts);
    return new PaneHandle(this.connection, made.id, made.pid);
  }
  /**
   * Splits the session's active pane in two (`berth split-window`; a
   * `PaneHandle`'s `splitWindow()` splits that pane): the new pane goes
   * below (or right, `horizontal`) and becomes the active one unless
   * `detached`. Rejects with "bad-request" when the pane is too small.
   */ async splitWindow(opts = {}) {
    const made = await this.split(opts);
    return new PaneHandle(this.connection, made.id, made.pid);
  }
  /**
   * A handle on one of the session's panes: `"%3"` (its id), `"1.0"`
   * (window 1, pane 0), `"1"` (window 1's active pane), `".1"` (the shown
   * window's pane 1), as `-t SESSION:...` takes them. Rejects with
   * "not-found" when there is no such pane in this session.
   */ async pane(target) {
    const { text } = await this.paneRequest({
      op: "display-message",
      format: "#{pane_id}",
      print: true
    }, target);
    return new PaneHandle(this.connection, text);
  }
  /** The session's windows, in index order (`berth list-windows`). */ async windows() {
    return await this.listWindows();
  }
  /**
   * The session's panes (`berth list-panes -s`): every window's, window
   * by window, or `window`'s alone; each with its id, place, title and
   * exit status.
   */ async panes(opts = {}) {
    if (opts.window !== undefined) {
      return await this.listPanes(`${opts.window}`);
    }
    const lists = await Promise.all((await this.listWindows()).map((w)=>this.listPanes(`${w.index}`).then((panes)=>panes.filter((p)=>p.window === w.index), // A window that closed meanwhile is left out, as if it had first.
      (err)=>{
        if (err instanceof RequestError && err.code === "not-found") {
          return [];
        }
        throw err;
      })));
    return lists.flat();
  }
  /**
   * Follows the session: output (byte counts), title, bell, cwd, resize,
   * and last `exit`, after which the iterator ends. Events are collected
   * from the moment of the call. Leaving a `for await` loop early stops the
   * stream.
   */ events(opts = {}) {
    const conn = this.connection;
    const id = conn.nextRequestId;
    const ready = this.request({
      op: "events",
      name: this.name
    });
    const stream = new EventStream(ready, (early)=>{
      this.#streams.delete(id);
      opts.signal?.removeEventListener("abort", onAbort);
      if (early) conn.send({
        t: "unsubscribe",
        id
      }).catch(()=>{});
    });
    const onAbort = ()=>stream.return();
    this.#streams.set(id, stream);
    if (opts.signal?.aborted) stream.return();
    else opts.signal?.addEventListener("abort", onAbort, {
      once: true
    });
    return stream;
  }
  /**
   * Ends the session (SIGHUP to its process group, SIGKILL after 3 s) and
   * resolves once it is gone. A session that is already gone is no error.
   */ async kill() {
    try {
      await this.request({
        op: "kill",
        name: this.name
      });
    } catch (err) {
      if (!(err instanceof RequestError && err.code === "not-found")) throw err;
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9saWJyYXJ5L3Nlc3Npb24udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgU2Vzc2lvbkhhbmRsZWA6IGEgaGFuZGxlIG9uIG9uZSBiZXJ0aCBzZXNzaW9uLCB3aXRoIGV2ZXJ5dGhpbmcgYSBzY3JpcHQgZG9lc1xuICogdG8gaXQ6IHR5cGUsIHByZXNzIGtleXMsIHdhaXQsIGNhcHR1cmUsIHJlc2l6ZSwgZm9sbG93IGV2ZW50cywgb3BlblxuICogd2luZG93cyBhbmQgc3BsaXQgcGFuZXMsIGtpbGwuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgUmVxdWVzdCwgU2Vzc2lvbkluZm8gfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29ubmVjdGlvbiwgUmVxdWVzdEVycm9yIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IEV2ZW50U3RyZWFtIH0gZnJvbSBcIi4vZXZlbnRfc3RyZWFtLnRzXCI7XG5pbXBvcnQgeyBQYW5lSGFuZGxlIH0gZnJvbSBcIi4vcGFuZS50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBOZXdQYW5lT3B0aW9ucyxcbiAgdHlwZSBQYW5lTGlzdGluZyxcbiAgdHlwZSBTcGxpdE9wdGlvbnMsXG4gIFRhcmdldEhhbmRsZSxcbiAgdHlwZSBXaW5kb3dMaXN0aW5nLFxufSBmcm9tIFwiLi90YXJnZXRfaGFuZGxlLnRzXCI7XG5cbmV4cG9ydCB0eXBlIHtcbiAgQ2FwdHVyZSxcbiAgQ2FwdHVyZU9wdGlvbnMsXG4gIExpbmVzT3B0aW9ucyxcbiAgV2FpdE9wdGlvbnMsXG59IGZyb20gXCIuL3RhcmdldF9oYW5kbGUudHNcIjtcblxuLyoqIFRoaW5ncyBgZXZlbnRzKClgIGNhbiBiZSB0b2xkLiAqL1xuZXhwb3J0IGludGVyZmFjZSBFdmVudHNPcHRpb25zIHtcbiAgLyoqIEVuZHMgdGhlIHN0cmVhbSAodGhlIGl0ZXJhdG9yIHJldHVybnMpIHdoZW4gYWJvcnRlZC4gKi9cbiAgc2lnbmFsPzogQWJvcnRTaWduYWw7XG59XG5cbi8qKiBPcHRpb25zIG9mIGBuZXdXaW5kb3coKWAuICovXG5leHBvcnQgaW50ZXJmYWNlIE5ld1dpbmRvd09wdGlvbnMgZXh0ZW5kcyBOZXdQYW5lT3B0aW9ucyB7XG4gIC8qKiBUaGUgd2luZG93J3MgbmFtZSAoZGVmYXVsdDogaXRzIHByb2dyYW0ncywga2VwdCB1cCB0byBkYXRlKS4gKi9cbiAgbmFtZT86IHN0cmluZztcbn1cblxuLyoqIE9wdGlvbnMgb2YgYHBhbmVzKClgLiAqL1xuZXhwb3J0IGludGVyZmFjZSBQYW5lc09wdGlvbnMge1xuICAvKiogT25seSB0aGlzIHdpbmRvdydzIChpdHMgaW5kZXggb3IgbmFtZSk7IGRlZmF1bHQgZXZlcnkgd2luZG93J3MuICovXG4gIHdpbmRvdz86IG51bWJlciB8IHN0cmluZztcbn1cblxuLyoqXG4gKiBPbmUgc2Vzc2lvbiBvZiBhIGRhZW1vbi4gV2hhdCBgVGFyZ2V0SGFuZGxlYCBkb2VzIChzZW5kLCBzZW5kS2V5cyxcbiAqIHBhc3RlLCB3YWl0Rm9yLCB3YWl0SWRsZSwgd2FpdEV4aXQsIGNhcHR1cmUsIGxpbmVzKSBnb2VzIHRvIGl0cyBhY3RpdmVcbiAqIHBhbmUgKHRoZSBzaG93biB3aW5kb3cncyk7IGBwYW5lKClgLCBgc3BsaXRXaW5kb3coKWAgYW5kIGBuZXdXaW5kb3coKWBcbiAqIGdpdmUgYFBhbmVIYW5kbGVgcyBmb3IgdGhlIG90aGVycy4gTWV0aG9kcyByZWplY3Qgd2l0aCBgUmVxdWVzdEVycm9yYFxuICogKGl0cyBgY29kZWAgc2F5cyB3aHk6IFwibm90LWZvdW5kXCIsIFwiZXhpdGVkXCIsIFwidGltZW91dFwiLCBcImJ1c3lcIiAuLi4pIG9yLFxuICogd2hlbiB0aGUgZGFlbW9uIGdvZXMgYXdheSwgYENvbm5lY3Rpb25FcnJvcmAuXG4gKlxuICogYGF3YWl0IHVzaW5nIHMgPSBhd2FpdCBiZXJ0aC5uZXdTZXNzaW9uKC4uLilgIGtpbGxzIHRoZSBzZXNzaW9uIHdoZW4gdGhlXG4gKiBibG9jayBlbmRzLlxuICovXG5leHBvcnQgY2xhc3MgU2Vzc2lvbkhhbmRsZSBleHRlbmRzIFRhcmdldEhhbmRsZSB7XG4gIC8qKiBUaGUgc2Vzc2lvbidzIG5hbWUuICovXG4gIHJlYWRvbmx5IG5hbWU6IHN0cmluZztcbiAgLyoqIFBpZCBvZiB0aGUgc2Vzc2lvbidzIGNoaWxkICgwIGZvciBhIGhhbmRsZSBtYWRlIGJ5IGBCZXJ0aC5zZXNzaW9uKClgKS4gKi9cbiAgcmVhZG9ubHkgcGlkOiBudW1iZXI7XG4gICNzdHJlYW1zOiBNYXA8bnVtYmVyLCBFdmVudFN0cmVhbT47XG5cbiAgLyoqIE1hZGUgYnkgYEJlcnRoYDsgdXNlIGBiZXJ0aC5uZXdTZXNzaW9uKClgIG9yIGBiZXJ0aC5zZXNzaW9uKG5hbWUpYC4gKi9cbiAgY29uc3RydWN0b3IoXG4gICAgY29ubjogQ29ubmVjdGlvbixcbiAgICBzdHJlYW1zOiBNYXA8bnVtYmVyLCBFdmVudFN0cmVhbT4sXG4gICAgbmFtZTogc3RyaW5nLFxuICAgIHBpZCA9IDAsXG4gICkge1xuICAgIHN1cGVyKGNvbm4sIG5hbWUpO1xuICAgIHRoaXMuI3N0cmVhbXMgPSBzdHJlYW1zO1xuICAgIHRoaXMubmFtZSA9IG5hbWU7XG4gICAgdGhpcy5waWQgPSBwaWQ7XG4gIH1cblxuICAvKiogUmVzaXplcyB0aGUgc2Vzc2lvbidzIHRlcm1pbmFsIChpdHMgcHJvZ3JhbXMgZ2V0IFNJR1dJTkNIKS4gKi9cbiAgYXN5bmMgcmVzaXplKGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgYXdhaXQgdGhpcy5yZXF1ZXN0KHsgb3A6IFwicmVzaXplXCIsIG5hbWU6IHRoaXMubmFtZSwgY29scywgcm93cyB9KTtcbiAgfVxuXG4gIC8qKiBUaGUgc2Vzc2lvbidzIHJvdyBvZiBgYmVydGggbHNgIChzaXplLCB0aXRsZSwgZXhpdCBzdGF0dXMgLi4uKS4gKi9cbiAgYXN5bmMgaW5mbygpOiBQcm9taXNlPFNlc3Npb25JbmZvPiB7XG4gICAgY29uc3QgeyBzZXNzaW9ucyB9ID0gYXdhaXQgdGhpcy5yZXF1ZXN0KHsgb3A6IFwibHNcIiB9KTtcbiAgICBjb25zdCBmb3VuZCA9IHNlc3Npb25zLmZpbmQoKHMpID0+IHMubmFtZSA9PT0gdGhpcy5uYW1lKTtcbiAgICBpZiAoIWZvdW5kKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEVycm9yKFxuICAgICAgICBcIm5vdC1mb3VuZFwiLFxuICAgICAgICBgTm8gc2Vzc2lvbiBuYW1lZCAke3RoaXMubmFtZX0gKGJlcnRoIGxzIGxpc3RzIHRoZW0pYCxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiBmb3VuZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBPcGVucyBhIHdpbmRvdyBhZnRlciB0aGUgc2Vzc2lvbidzIG90aGVycywgaXRzIG9uZSBwYW5lIHJ1bm5pbmdcbiAgICogYGNtZGAgKGBiZXJ0aCBuZXctd2luZG93YCksIHNob3duIHVubGVzcyBgZGV0YWNoZWRgOyByZXR1cm5zIGl0cyBwYW5lLlxuICAgKi9cbiAgYXN5bmMgbmV3V2luZG93KG9wdHM6IE5ld1dpbmRvd09wdGlvbnMgPSB7fSk6IFByb21pc2U8UGFuZUhhbmRsZT4ge1xuICAgIGNvbnN0IG1hZGUgPSBhd2FpdCB0aGlzLm9wZW5XaW5kb3cob3B0cyk7XG4gICAgcmV0dXJuIG5ldyBQYW5lSGFuZGxlKHRoaXMuY29ubmVjdGlvbiwgbWFkZS5pZCwgbWFkZS5waWQpO1xuICB9XG5cbiAgLyoqXG4gICAqIFNwbGl0cyB0aGUgc2Vzc2lvbidzIGFjdGl2ZSBwYW5lIGluIHR3byAoYGJlcnRoIHNwbGl0LXdpbmRvd2A7IGFcbiAgICogYFBhbmVIYW5kbGVgJ3MgYHNwbGl0V2luZG93KClgIHNwbGl0cyB0aGF0IHBhbmUpOiB0aGUgbmV3IHBhbmUgZ29lc1xuICAgKiBiZWxvdyAob3IgcmlnaHQsIGBob3Jpem9udGFsYCkgYW5kIGJlY29tZXMgdGhlIGFjdGl2ZSBvbmUgdW5sZXNzXG4gICAqIGBkZXRhY2hlZGAuIFJlamVjdHMgd2l0aCBcImJhZC1yZXF1ZXN0XCIgd2hlbiB0aGUgcGFuZSBpcyB0b28gc21hbGwuXG4gICAqL1xuICBhc3luYyBzcGxpdFdpbmRvdyhvcHRzOiBTcGxpdE9wdGlvbnMgPSB7fSk6IFByb21pc2U8UGFuZUhhbmRsZT4ge1xuICAgIGNvbnN0IG1hZGUgPSBhd2FpdCB0aGlzLnNwbGl0KG9wdHMpO1xuICAgIHJldHVybiBuZXcgUGFuZUhhbmRsZSh0aGlzLmNvbm5lY3Rpb24sIG1hZGUuaWQsIG1hZGUucGlkKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIGhhbmRsZSBvbiBvbmUgb2YgdGhlIHNlc3Npb24ncyBwYW5lczogYFwiJTNcImAgKGl0cyBpZCksIGBcIjEuMFwiYFxuICAgKiAod2luZG93IDEsIHBhbmUgMCksIGBcIjFcImAgKHdpbmRvdyAxJ3MgYWN0aXZlIHBhbmUpLCBgXCIuMVwiYCAodGhlIHNob3duXG4gICAqIHdpbmRvdydzIHBhbmUgMSksIGFzIGAtdCBTRVNTSU9OOi4uLmAgdGFrZXMgdGhlbS4gUmVqZWN0cyB3aXRoXG4gICAqIFwibm90LWZvdW5kXCIgd2hlbiB0aGVyZSBpcyBubyBzdWNoIHBhbmUgaW4gdGhpcyBzZXNzaW9uLlxuICAgKi9cbiAgYXN5bmMgcGFuZSh0YXJnZXQ6IHN0cmluZyk6IFByb21pc2U8UGFuZUhhbmRsZT4ge1xuICAgIGNvbnN0IHsgdGV4dCB9ID0gYXdhaXQgdGhpcy5wYW5lUmVxdWVzdDxcbiAgICAgIEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJkaXNwbGF5LW1lc3NhZ2VcIiB9PlxuICAgID4oeyBvcDogXCJkaXNwbGF5LW1lc3NhZ2VcIiwgZm9ybWF0OiBcIiN7cGFuZV9pZH1cIiwgcHJpbnQ6IHRydWUgfSwgdGFyZ2V0KTtcbiAgICByZXR1cm4gbmV3IFBhbmVIYW5kbGUodGhpcy5jb25uZWN0aW9uLCB0ZXh0KTtcbiAgfVxuXG4gIC8qKiBUaGUgc2Vzc2lvbidzIHdpbmRvd3MsIGluIGluZGV4IG9yZGVyIChgYmVydGggbGlzdC13aW5kb3dzYCkuICovXG4gIGFzeW5jIHdpbmRvd3MoKTogUHJvbWlzZTxXaW5kb3dMaXN0aW5nW10+IHtcbiAgICByZXR1cm4gYXdhaXQgdGhpcy5saXN0V2luZG93cygpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBzZXNzaW9uJ3MgcGFuZXMgKGBiZXJ0aCBsaXN0LXBhbmVzIC1zYCk6IGV2ZXJ5IHdpbmRvdydzLCB3aW5kb3dcbiAgICogYnkgd2luZG93LCBvciBgd2luZG93YCdzIGFsb25lOyBlYWNoIHdpdGggaXRzIGlkLCBwbGFjZSwgdGl0bGUgYW5kXG4gICAqIGV4aXQgc3RhdHVzLlxuICAgKi9cbiAgYXN5bmMgcGFuZXMob3B0czogUGFuZXNPcHRpb25zID0ge30pOiBQcm9taXNlPFBhbmVMaXN0aW5nW10+IHtcbiAgICBpZiAob3B0cy53aW5kb3cgIT09IHVuZGVmaW5lZCkge1xuICAgICAgcmV0dXJuIGF3YWl0IHRoaXMubGlzdFBhbmVzKGAke29wdHMud2luZG93fWApO1xuICAgIH1cbiAgICBjb25zdCBsaXN0cyA9IGF3YWl0IFByb21pc2UuYWxsKFxuICAgICAgKGF3YWl0IHRoaXMubGlzdFdpbmRvd3MoKSkubWFwKCh3KSA9PlxuICAgICAgICB0aGlzLmxpc3RQYW5lcyhgJHt3LmluZGV4fWApLnRoZW4oXG4gICAgICAgICAgKHBhbmVzKSA9PiBwYW5lcy5maWx0ZXIoKHApID0+IHAud2luZG93ID09PSB3LmluZGV4KSxcbiAgICAgICAgICAvLyBBIHdpbmRvdyB0aGF0IGNsb3NlZCBtZWFud2hpbGUgaXMgbGVmdCBvdXQsIGFzIGlmIGl0IGhhZCBmaXJzdC5cbiAgICAgICAgICAoZXJyKSA9PiB7XG4gICAgICAgICAgICBpZiAoZXJyIGluc3RhbmNlb2YgUmVxdWVzdEVycm9yICYmIGVyci5jb2RlID09PSBcIm5vdC1mb3VuZFwiKSB7XG4gICAgICAgICAgICAgIHJldHVybiBbXTtcbiAgICAgICAgICAgIH1cbiAgICAgICAgICAgIHRocm93IGVycjtcbiAgICAgICAgICB9LFxuICAgICAgICApXG4gICAgICApLFxuICAgICk7XG4gICAgcmV0dXJuIGxpc3RzLmZsYXQoKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBGb2xsb3dzIHRoZSBzZXNzaW9uOiBvdXRwdXQgKGJ5dGUgY291bnRzKSwgdGl0bGUsIGJlbGwsIGN3ZCwgcmVzaXplLFxuICAgKiBhbmQgbGFzdCBgZXhpdGAsIGFmdGVyIHdoaWNoIHRoZSBpdGVyYXRvciBlbmRzLiBFdmVudHMgYXJlIGNvbGxlY3RlZFxuICAgKiBmcm9tIHRoZSBtb21lbnQgb2YgdGhlIGNhbGwuIExlYXZpbmcgYSBgZm9yIGF3YWl0YCBsb29wIGVhcmx5IHN0b3BzIHRoZVxuICAgKiBzdHJlYW0uXG4gICAqL1xuICBldmVudHMob3B0czogRXZlbnRzT3B0aW9ucyA9IHt9KTogRXZlbnRTdHJlYW0ge1xuICAgIGNvbnN0IGNvbm4gPSB0aGlzLmNvbm5lY3Rpb247XG4gICAgY29uc3QgaWQgPSBjb25uLm5leHRSZXF1ZXN0SWQ7XG4gICAgY29uc3QgcmVhZHkgPSB0aGlzLnJlcXVlc3QoeyBvcDogXCJldmVudHNcIiwgbmFtZTogdGhpcy5uYW1lIH0pO1xuICAgIGNvbnN0IHN0cmVhbSA9IG5ldyBFdmVudFN0cmVhbShyZWFkeSwgKGVhcmx5KSA9PiB7XG4gICAgICB0aGlzLiNzdHJlYW1zLmRlbGV0ZShpZCk7XG4gICAgICBvcHRzLnNpZ25hbD8ucmVtb3ZlRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIG9uQWJvcnQpO1xuICAgICAgaWYgKGVhcmx5KSBjb25uLnNlbmQoeyB0OiBcInVuc3Vic2NyaWJlXCIsIGlkIH0pLmNhdGNoKCgpID0+IHt9KTtcbiAgICB9KTtcbiAgICBjb25zdCBvbkFib3J0ID0gKCkgPT4gc3RyZWFtLnJldHVybigpO1xuICAgIHRoaXMuI3N0cmVhbXMuc2V0KGlkLCBzdHJlYW0pO1xuICAgIGlmIChvcHRzLnNpZ25hbD8uYWJvcnRlZCkgc3RyZWFtLnJldHVybigpO1xuICAgIGVsc2Ugb3B0cy5zaWduYWw/LmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gICAgcmV0dXJuIHN0cmVhbTtcbiAgfVxuXG4gIC8qKlxuICAgKiBFbmRzIHRoZSBzZXNzaW9uIChTSUdIVVAgdG8gaXRzIHByb2Nlc3MgZ3JvdXAsIFNJR0tJTEwgYWZ0ZXIgMyBzKSBhbmRcbiAgICogcmVzb2x2ZXMgb25jZSBpdCBpcyBnb25lLiBBIHNlc3Npb24gdGhhdCBpcyBhbHJlYWR5IGdvbmUgaXMgbm8gZXJyb3IuXG4gICAqL1xuICBvdmVycmlkZSBhc3luYyBraWxsKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCB0aGlzLnJlcXVlc3QoeyBvcDogXCJraWxsXCIsIG5hbWU6IHRoaXMubmFtZSB9KTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmICghKGVyciBpbnN0YW5jZW9mIFJlcXVlc3RFcnJvciAmJiBlcnIuY29kZSA9PT0gXCJub3QtZm91bmRcIikpIHRocm93IGVycjtcbiAgICB9XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FHRCxTQUEwQixZQUFZLFFBQVEsbUJBQW1CO0FBQ2pFLFNBQVMsV0FBVyxRQUFRLG9CQUFvQjtBQUNoRCxTQUFTLFVBQVUsUUFBUSxZQUFZO0FBQ3ZDLFNBSUUsWUFBWSxRQUVQLHFCQUFxQjtBQTJCNUI7Ozs7Ozs7Ozs7Q0FVQyxHQUNELE9BQU8sTUFBTSxzQkFBc0I7RUFDakMsd0JBQXdCLEdBQ3hCLEFBQVMsS0FBYTtFQUN0QiwyRUFBMkUsR0FDM0UsQUFBUyxJQUFZO0VBQ3JCLENBQUEsT0FBUSxDQUEyQjtFQUVuQyx3RUFBd0UsR0FDeEUsWUFDRSxJQUFnQixFQUNoQixPQUFpQyxFQUNqQyxJQUFZLEVBQ1osTUFBTSxDQUFDLENBQ1A7SUFDQSxLQUFLLENBQUMsTUFBTTtJQUNaLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLEdBQUcsR0FBRztFQUNiO0VBRUEsZ0VBQWdFLEdBQ2hFLE1BQU0sT0FBTyxJQUFZLEVBQUUsSUFBWSxFQUFpQjtJQUN0RCxNQUFNLElBQUksQ0FBQyxPQUFPLENBQUM7TUFBRSxJQUFJO01BQVUsTUFBTSxJQUFJLENBQUMsSUFBSTtNQUFFO01BQU07SUFBSztFQUNqRTtFQUVBLG9FQUFvRSxHQUNwRSxNQUFNLE9BQTZCO0lBQ2pDLE1BQU0sRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxPQUFPLENBQUM7TUFBRSxJQUFJO0lBQUs7SUFDbkQsTUFBTSxRQUFRLFNBQVMsSUFBSSxDQUFDLENBQUMsSUFBTSxFQUFFLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSTtJQUN2RCxJQUFJLENBQUMsT0FBTztNQUNWLE1BQU0sSUFBSSxhQUNSLGFBQ0EsQ0FBQyxpQkFBaUIsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLHNCQUFzQixDQUFDO0lBRXpEO0lBQ0EsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsTUFBTSxVQUFVLE9BQXlCLENBQUMsQ0FBQyxFQUF1QjtJQUNoRSxNQUFNLE9BQU8sTUFBTSxJQUFJLENBQUMsVUFBVSxDQUFDO0lBQ25DLE9BQU8sSUFBSSxXQUFXLElBQUksQ0FBQyxVQUFVLEVBQUUsS0FBSyxFQUFFLEVBQUUsS0FBSyxHQUFHO0VBQzFEO0VBRUE7Ozs7O0dBS0MsR0FDRCxNQUFNLFlBQVksT0FBcUIsQ0FBQyxDQUFDLEVBQXVCO0lBQzlELE1BQU0sT0FBTyxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUM7SUFDOUIsT0FBTyxJQUFJLFdBQVcsSUFBSSxDQUFDLFVBQVUsRUFBRSxLQUFLLEVBQUUsRUFBRSxLQUFLLEdBQUc7RUFDMUQ7RUFFQTs7Ozs7R0FLQyxHQUNELE1BQU0sS0FBSyxNQUFjLEVBQXVCO0lBQzlDLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxXQUFXLENBRXJDO01BQUUsSUFBSTtNQUFtQixRQUFRO01BQWMsT0FBTztJQUFLLEdBQUc7SUFDaEUsT0FBTyxJQUFJLFdBQVcsSUFBSSxDQUFDLFVBQVUsRUFBRTtFQUN6QztFQUVBLGtFQUFrRSxHQUNsRSxNQUFNLFVBQW9DO0lBQ3hDLE9BQU8sTUFBTSxJQUFJLENBQUMsV0FBVztFQUMvQjtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLE1BQU0sT0FBcUIsQ0FBQyxDQUFDLEVBQTBCO0lBQzNELElBQUksS0FBSyxNQUFNLEtBQUssV0FBVztNQUM3QixPQUFPLE1BQU0sSUFBSSxDQUFDLFNBQVMsQ0FBQyxHQUFHLEtBQUssTUFBTSxFQUFFO0lBQzlDO0lBQ0EsTUFBTSxRQUFRLE1BQU0sUUFBUSxHQUFHLENBQzdCLENBQUMsTUFBTSxJQUFJLENBQUMsV0FBVyxFQUFFLEVBQUUsR0FBRyxDQUFDLENBQUMsSUFDOUIsSUFBSSxDQUFDLFNBQVMsQ0FBQyxHQUFHLEVBQUUsS0FBSyxFQUFFLEVBQUUsSUFBSSxDQUMvQixDQUFDLFFBQVUsTUFBTSxNQUFNLENBQUMsQ0FBQyxJQUFNLEVBQUUsTUFBTSxLQUFLLEVBQUUsS0FBSyxHQUNuRCxrRUFBa0U7TUFDbEUsQ0FBQztRQUNDLElBQUksZUFBZSxnQkFBZ0IsSUFBSSxJQUFJLEtBQUssYUFBYTtVQUMzRCxPQUFPLEVBQUU7UUFDWDtRQUNBLE1BQU07TUFDUjtJQUlOLE9BQU8sTUFBTSxJQUFJO0VBQ25CO0VBRUE7Ozs7O0dBS0MsR0FDRCxPQUFPLE9BQXNCLENBQUMsQ0FBQyxFQUFlO0lBQzVDLE1BQU0sT0FBTyxJQUFJLENBQUMsVUFBVTtJQUM1QixNQUFNLEtBQUssS0FBSyxhQUFhO0lBQzdCLE1BQU0sUUFBUSxJQUFJLENBQUMsT0FBTyxDQUFDO01BQUUsSUFBSTtNQUFVLE1BQU0sSUFBSSxDQUFDLElBQUk7SUFBQztJQUMzRCxNQUFNLFNBQVMsSUFBSSxZQUFZLE9BQU8sQ0FBQztNQUNyQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO01BQ3JCLEtBQUssTUFBTSxFQUFFLG9CQUFvQixTQUFTO01BQzFDLElBQUksT0FBTyxLQUFLLElBQUksQ0FBQztRQUFFLEdBQUc7UUFBZTtNQUFHLEdBQUcsS0FBSyxDQUFDLEtBQU87SUFDOUQ7SUFDQSxNQUFNLFVBQVUsSUFBTSxPQUFPLE1BQU07SUFDbkMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQyxJQUFJO0lBQ3RCLElBQUksS0FBSyxNQUFNLEVBQUUsU0FBUyxPQUFPLE1BQU07U0FDbEMsS0FBSyxNQUFNLEVBQUUsaUJBQWlCLFNBQVMsU0FBUztNQUFFLE1BQU07SUFBSztJQUNsRSxPQUFPO0VBQ1Q7RUFFQTs7O0dBR0MsR0FDRCxNQUFlLE9BQXNCO0lBQ25DLElBQUk7TUFDRixNQUFNLElBQUksQ0FBQyxPQUFPLENBQUM7UUFBRSxJQUFJO1FBQVEsTUFBTSxJQUFJLENBQUMsSUFBSTtNQUFDO0lBQ25ELEVBQUUsT0FBTyxLQUFLO01BQ1osSUFBSSxDQUFDLENBQUMsZUFBZSxnQkFBZ0IsSUFBSSxJQUFJLEtBQUssV0FBVyxHQUFHLE1BQU07SUFDeEU7RUFDRjtBQUNGIn0=
// denoCacheMetadata=10018496526496144455,12673279696391176619