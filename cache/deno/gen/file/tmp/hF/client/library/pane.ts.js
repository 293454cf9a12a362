/**
 * `PaneHandle`: a handle on one pane, by its id (`%3`), which stays the
 * same whatever panes and windows come and go around it.
 *
 * @module
 */ import { MAX_SIDE } from "../../protocol/limits.ts";
import { RequestError } from "../connection.ts";
import { checkInt, TargetHandle } from "./target_handle.ts";
/** A pane id as tmux writes it: `%` and a number. */ const PANE_ID = /^%\d+$/;
/**
 * One pane of a daemon, named by its id (`%3`): what a script does to it
 * is what `SessionHandle` does to a session's active pane (send, sendKeys,
 * paste, waitFor, waitIdle, waitExit, capture, lines), plus select, resize,
 * split and kill. The id is unique in the daemon and never reused, so the
 * handle names the same pane however its index, window or session's name
 * change; once the pane is gone, requests reject with "not-found" (but
 * `waitExit()`, which still gives its program's status for a while).
 *
 * `await using p = await s.splitWindow(...)` kills the pane when the block
 * ends.
 *
 * @example
 * ```ts ignore
 * const py = await s.splitWindow({ horizontal: true, cmd: ["python3", "-q"] });
 * await py.waitFor(/^>>>$/m, { timeoutMs: 10_000 });
 * await py.send("6*7\n");
 * await py.waitFor(/^42$/m, { timeoutMs: 10_000 });
 * await berth.pane(py.id).send("exit()\n"); // the same pane, by its id
 * console.log(await py.waitExit()); // { code: 0, signal: null }
 * ```
 */ export class PaneHandle extends TargetHandle {
  /** The pane's id: `%` and a number, as tmux's `#{pane_id}`. */ id;
  /** Pid of its program (0 for a handle made by `Berth.pane()` or `pane()`). */ pid;
  /**
   * Made by `Berth.pane()` and the session and pane methods that make or
   * find panes. Throws `RequestError` "bad-request" unless `id` is `%N`.
   */ constructor(conn, id, pid = 0){
    if (!PANE_ID.test(id)) {
      throw new RequestError("bad-request", `A pane id is % and a number (%3), not ${JSON.stringify(id)}`);
    }
    super(conn, id);
    this.id = id;
    this.pid = pid;
  }
  /**
   * Splits this pane in two (`berth split-window -t %N`): the new pane
   * goes below (or right, `horizontal`) and becomes the active one unless
   * `detached`. Rejects with "bad-request" when the pane is too small.
   */ async splitWindow(opts = {}) {
    const made = await this.split(opts);
    return new PaneHandle(this.connection, made.id, made.pid);
  }
  /**
   * Makes this the active pane of its window, and its window the one its
   * session shows (`berth select-pane -t %N`).
   */ async select() {
    await this.paneRequest({
      op: "select-pane"
    });
  }
  /**
   * Sets the pane's width and/or height (`berth resize-pane -x/-y`); its
   * neighbours give or take the room, as far as the window allows (each
   * keeps one cell at least), and its program gets SIGWINCH.
   */ async resize(size) {
    checkInt("cols", size.cols, 1, MAX_SIDE);
    checkInt("rows", size.rows, 1, MAX_SIDE);
    await this.paneRequest({
      op: "resize-pane",
      width: size.cols,
      height: size.rows
    });
  }
  /**
   * The pane's row of `list-panes` (window, index, size, title, exit
   * status ...); "not-found" once it is gone.
   */ async info() {
    const found = (await this.listPanes()).find((p)=>p.id === this.id);
    if (!found) {
      // Listing by `%N` lists its window: it is there, unless it went since.
      throw new RequestError("not-found", `No pane ${this.id}`);
    }
    return found;
  }
  /**
   * Kills the pane (`berth kill-pane`: SIGHUP to its program, SIGKILL
   * after 3 s) and resolves once it is gone; its window's other panes take
   * its room, and the last pane of a session takes the session with it. A
   * pane already gone is no error.
   */ async kill() {
    try {
      await this.paneRequest({
        op: "kill-pane"
      });
      await this.waitExit();
    } catch (err) {
      if (!(err instanceof RequestError && err.code === "not-found")) throw err;
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9saWJyYXJ5L3BhbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgUGFuZUhhbmRsZWA6IGEgaGFuZGxlIG9uIG9uZSBwYW5lLCBieSBpdHMgaWQgKGAlM2ApLCB3aGljaCBzdGF5cyB0aGVcbiAqIHNhbWUgd2hhdGV2ZXIgcGFuZXMgYW5kIHdpbmRvd3MgY29tZSBhbmQgZ28gYXJvdW5kIGl0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBNQVhfU0lERSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB0eXBlIHsgUmVxdWVzdCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb25uZWN0aW9uLCBSZXF1ZXN0RXJyb3IgfSBmcm9tIFwiLi4vY29ubmVjdGlvbi50c1wiO1xuaW1wb3J0IHtcbiAgY2hlY2tJbnQsXG4gIHR5cGUgUGFuZUxpc3RpbmcsXG4gIHR5cGUgU3BsaXRPcHRpb25zLFxuICBUYXJnZXRIYW5kbGUsXG59IGZyb20gXCIuL3RhcmdldF9oYW5kbGUudHNcIjtcblxuLyoqIEEgcGFuZSBpZCBhcyB0bXV4IHdyaXRlcyBpdDogYCVgIGFuZCBhIG51bWJlci4gKi9cbmNvbnN0IFBBTkVfSUQgPSAvXiVcXGQrJC87XG5cbi8qKiBPcHRpb25zIG9mIGBQYW5lSGFuZGxlLnJlc2l6ZSgpYDogZWl0aGVyIHNpZGUsIG9yIGJvdGguICovXG5leHBvcnQgaW50ZXJmYWNlIFBhbmVTaXplT3B0aW9ucyB7XG4gIC8qKiBXaWR0aCBpbiBjZWxscyAoYHJlc2l6ZS1wYW5lIC14YCkuICovXG4gIGNvbHM/OiBudW1iZXI7XG4gIC8qKiBIZWlnaHQgaW4gY2VsbHMgKGByZXNpemUtcGFuZSAteWApLiAqL1xuICByb3dzPzogbnVtYmVyO1xufVxuXG4vKipcbiAqIE9uZSBwYW5lIG9mIGEgZGFlbW9uLCBuYW1lZCBieSBpdHMgaWQgKGAlM2ApOiB3aGF0IGEgc2NyaXB0IGRvZXMgdG8gaXRcbiAqIGlzIHdoYXQgYFNlc3Npb25IYW5kbGVgIGRvZXMgdG8gYSBzZXNzaW9uJ3MgYWN0aXZlIHBhbmUgKHNlbmQsIHNlbmRLZXlzLFxuICogcGFzdGUsIHdhaXRGb3IsIHdhaXRJZGxlLCB3YWl0RXhpdCwgY2FwdHVyZSwgbGluZXMpLCBwbHVzIHNlbGVjdCwgcmVzaXplLFxuICogc3BsaXQgYW5kIGtpbGwuIFRoZSBpZCBpcyB1bmlxdWUgaW4gdGhlIGRhZW1vbiBhbmQgbmV2ZXIgcmV1c2VkLCBzbyB0aGVcbiAqIGhhbmRsZSBuYW1lcyB0aGUgc2FtZSBwYW5lIGhvd2V2ZXIgaXRzIGluZGV4LCB3aW5kb3cgb3Igc2Vzc2lvbidzIG5hbWVcbiAqIGNoYW5nZTsgb25jZSB0aGUgcGFuZSBpcyBnb25lLCByZXF1ZXN0cyByZWplY3Qgd2l0aCBcIm5vdC1mb3VuZFwiIChidXRcbiAqIGB3YWl0RXhpdCgpYCwgd2hpY2ggc3RpbGwgZ2l2ZXMgaXRzIHByb2dyYW0ncyBzdGF0dXMgZm9yIGEgd2hpbGUpLlxuICpcbiAqIGBhd2FpdCB1c2luZyBwID0gYXdhaXQgcy5zcGxpdFdpbmRvdyguLi4pYCBraWxscyB0aGUgcGFuZSB3aGVuIHRoZSBibG9ja1xuICogZW5kcy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBjb25zdCBweSA9IGF3YWl0IHMuc3BsaXRXaW5kb3coeyBob3Jpem9udGFsOiB0cnVlLCBjbWQ6IFtcInB5dGhvbjNcIiwgXCItcVwiXSB9KTtcbiAqIGF3YWl0IHB5LndhaXRGb3IoL14+Pj4kL20sIHsgdGltZW91dE1zOiAxMF8wMDAgfSk7XG4gKiBhd2FpdCBweS5zZW5kKFwiNio3XFxuXCIpO1xuICogYXdhaXQgcHkud2FpdEZvcigvXjQyJC9tLCB7IHRpbWVvdXRNczogMTBfMDAwIH0pO1xuICogYXdhaXQgYmVydGgucGFuZShweS5pZCkuc2VuZChcImV4aXQoKVxcblwiKTsgLy8gdGhlIHNhbWUgcGFuZSwgYnkgaXRzIGlkXG4gKiBjb25zb2xlLmxvZyhhd2FpdCBweS53YWl0RXhpdCgpKTsgLy8geyBjb2RlOiAwLCBzaWduYWw6IG51bGwgfVxuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBQYW5lSGFuZGxlIGV4dGVuZHMgVGFyZ2V0SGFuZGxlIHtcbiAgLyoqIFRoZSBwYW5lJ3MgaWQ6IGAlYCBhbmQgYSBudW1iZXIsIGFzIHRtdXgncyBgI3twYW5lX2lkfWAuICovXG4gIHJlYWRvbmx5IGlkOiBzdHJpbmc7XG4gIC8qKiBQaWQgb2YgaXRzIHByb2dyYW0gKDAgZm9yIGEgaGFuZGxlIG1hZGUgYnkgYEJlcnRoLnBhbmUoKWAgb3IgYHBhbmUoKWApLiAqL1xuICByZWFkb25seSBwaWQ6IG51bWJlcjtcblxuICAvKipcbiAgICogTWFkZSBieSBgQmVydGgucGFuZSgpYCBhbmQgdGhlIHNlc3Npb24gYW5kIHBhbmUgbWV0aG9kcyB0aGF0IG1ha2Ugb3JcbiAgICogZmluZCBwYW5lcy4gVGhyb3dzIGBSZXF1ZXN0RXJyb3JgIFwiYmFkLXJlcXVlc3RcIiB1bmxlc3MgYGlkYCBpcyBgJU5gLlxuICAgKi9cbiAgY29uc3RydWN0b3IoY29ubjogQ29ubmVjdGlvbiwgaWQ6IHN0cmluZywgcGlkID0gMCkge1xuICAgIGlmICghUEFORV9JRC50ZXN0KGlkKSkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RFcnJvcihcbiAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICBgQSBwYW5lIGlkIGlzICUgYW5kIGEgbnVtYmVyICglMyksIG5vdCAke0pTT04uc3RyaW5naWZ5KGlkKX1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgc3VwZXIoY29ubiwgaWQpO1xuICAgIHRoaXMuaWQgPSBpZDtcbiAgICB0aGlzLnBpZCA9IHBpZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBTcGxpdHMgdGhpcyBwYW5lIGluIHR3byAoYGJlcnRoIHNwbGl0LXdpbmRvdyAtdCAlTmApOiB0aGUgbmV3IHBhbmVcbiAgICogZ29lcyBiZWxvdyAob3IgcmlnaHQsIGBob3Jpem9udGFsYCkgYW5kIGJlY29tZXMgdGhlIGFjdGl2ZSBvbmUgdW5sZXNzXG4gICAqIGBkZXRhY2hlZGAuIFJlamVjdHMgd2l0aCBcImJhZC1yZXF1ZXN0XCIgd2hlbiB0aGUgcGFuZSBpcyB0b28gc21hbGwuXG4gICAqL1xuICBhc3luYyBzcGxpdFdpbmRvdyhvcHRzOiBTcGxpdE9wdGlvbnMgPSB7fSk6IFByb21pc2U8UGFuZUhhbmRsZT4ge1xuICAgIGNvbnN0IG1hZGUgPSBhd2FpdCB0aGlzLnNwbGl0KG9wdHMpO1xuICAgIHJldHVybiBuZXcgUGFuZUhhbmRsZSh0aGlzLmNvbm5lY3Rpb24sIG1hZGUuaWQsIG1hZGUucGlkKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBNYWtlcyB0aGlzIHRoZSBhY3RpdmUgcGFuZSBvZiBpdHMgd2luZG93LCBhbmQgaXRzIHdpbmRvdyB0aGUgb25lIGl0c1xuICAgKiBzZXNzaW9uIHNob3dzIChgYmVydGggc2VsZWN0LXBhbmUgLXQgJU5gKS5cbiAgICovXG4gIGFzeW5jIHNlbGVjdCgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBhd2FpdCB0aGlzLnBhbmVSZXF1ZXN0PEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJzZWxlY3QtcGFuZVwiIH0+Pih7XG4gICAgICBvcDogXCJzZWxlY3QtcGFuZVwiLFxuICAgIH0pO1xuICB9XG5cbiAgLyoqXG4gICAqIFNldHMgdGhlIHBhbmUncyB3aWR0aCBhbmQvb3IgaGVpZ2h0IChgYmVydGggcmVzaXplLXBhbmUgLXgvLXlgKTsgaXRzXG4gICAqIG5laWdoYm91cnMgZ2l2ZSBvciB0YWtlIHRoZSByb29tLCBhcyBmYXIgYXMgdGhlIHdpbmRvdyBhbGxvd3MgKGVhY2hcbiAgICoga2VlcHMgb25lIGNlbGwgYXQgbGVhc3QpLCBhbmQgaXRzIHByb2dyYW0gZ2V0cyBTSUdXSU5DSC5cbiAgICovXG4gIGFzeW5jIHJlc2l6ZShzaXplOiBQYW5lU2l6ZU9wdGlvbnMpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjaGVja0ludChcImNvbHNcIiwgc2l6ZS5jb2xzLCAxLCBNQVhfU0lERSk7XG4gICAgY2hlY2tJbnQoXCJyb3dzXCIsIHNpemUucm93cywgMSwgTUFYX1NJREUpO1xuICAgIGF3YWl0IHRoaXMucGFuZVJlcXVlc3Q8RXh0cmFjdDxSZXF1ZXN0LCB7IG9wOiBcInJlc2l6ZS1wYW5lXCIgfT4+KHtcbiAgICAgIG9wOiBcInJlc2l6ZS1wYW5lXCIsXG4gICAgICB3aWR0aDogc2l6ZS5jb2xzLFxuICAgICAgaGVpZ2h0OiBzaXplLnJvd3MsXG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHBhbmUncyByb3cgb2YgYGxpc3QtcGFuZXNgICh3aW5kb3csIGluZGV4LCBzaXplLCB0aXRsZSwgZXhpdFxuICAgKiBzdGF0dXMgLi4uKTsgXCJub3QtZm91bmRcIiBvbmNlIGl0IGlzIGdvbmUuXG4gICAqL1xuICBhc3luYyBpbmZvKCk6IFByb21pc2U8UGFuZUxpc3Rpbmc+IHtcbiAgICBjb25zdCBmb3VuZCA9IChhd2FpdCB0aGlzLmxpc3RQYW5lcygpKS5maW5kKChwKSA9PiBwLmlkID09PSB0aGlzLmlkKTtcbiAgICBpZiAoIWZvdW5kKSB7XG4gICAgICAvLyBMaXN0aW5nIGJ5IGAlTmAgbGlzdHMgaXRzIHdpbmRvdzogaXQgaXMgdGhlcmUsIHVubGVzcyBpdCB3ZW50IHNpbmNlLlxuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RFcnJvcihcIm5vdC1mb3VuZFwiLCBgTm8gcGFuZSAke3RoaXMuaWR9YCk7XG4gICAgfVxuICAgIHJldHVybiBmb3VuZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBLaWxscyB0aGUgcGFuZSAoYGJlcnRoIGtpbGwtcGFuZWA6IFNJR0hVUCB0byBpdHMgcHJvZ3JhbSwgU0lHS0lMTFxuICAgKiBhZnRlciAzIHMpIGFuZCByZXNvbHZlcyBvbmNlIGl0IGlzIGdvbmU7IGl0cyB3aW5kb3cncyBvdGhlciBwYW5lcyB0YWtlXG4gICAqIGl0cyByb29tLCBhbmQgdGhlIGxhc3QgcGFuZSBvZiBhIHNlc3Npb24gdGFrZXMgdGhlIHNlc3Npb24gd2l0aCBpdC4gQVxuICAgKiBwYW5lIGFscmVhZHkgZ29uZSBpcyBubyBlcnJvci5cbiAgICovXG4gIG92ZXJyaWRlIGFzeW5jIGtpbGwoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgdHJ5IHtcbiAgICAgIGF3YWl0IHRoaXMucGFuZVJlcXVlc3Q8RXh0cmFjdDxSZXF1ZXN0LCB7IG9wOiBcImtpbGwtcGFuZVwiIH0+Pih7XG4gICAgICAgIG9wOiBcImtpbGwtcGFuZVwiLFxuICAgICAgfSk7XG4gICAgICBhd2FpdCB0aGlzLndhaXRFeGl0KCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IgJiYgZXJyLmNvZGUgPT09IFwibm90LWZvdW5kXCIpKSB0aHJvdyBlcnI7XG4gICAgfVxuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCxTQUFTLFFBQVEsUUFBUSwyQkFBMkI7QUFFcEQsU0FBMEIsWUFBWSxRQUFRLG1CQUFtQjtBQUNqRSxTQUNFLFFBQVEsRUFHUixZQUFZLFFBQ1AscUJBQXFCO0FBRTVCLG1EQUFtRCxHQUNuRCxNQUFNLFVBQVU7QUFVaEI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXFCQyxHQUNELE9BQU8sTUFBTSxtQkFBbUI7RUFDOUIsNkRBQTZELEdBQzdELEFBQVMsR0FBVztFQUNwQiw0RUFBNEUsR0FDNUUsQUFBUyxJQUFZO0VBRXJCOzs7R0FHQyxHQUNELFlBQVksSUFBZ0IsRUFBRSxFQUFVLEVBQUUsTUFBTSxDQUFDLENBQUU7SUFDakQsSUFBSSxDQUFDLFFBQVEsSUFBSSxDQUFDLEtBQUs7TUFDckIsTUFBTSxJQUFJLGFBQ1IsZUFDQSxDQUFDLHNDQUFzQyxFQUFFLEtBQUssU0FBUyxDQUFDLEtBQUs7SUFFakU7SUFDQSxLQUFLLENBQUMsTUFBTTtJQUNaLElBQUksQ0FBQyxFQUFFLEdBQUc7SUFDVixJQUFJLENBQUMsR0FBRyxHQUFHO0VBQ2I7RUFFQTs7OztHQUlDLEdBQ0QsTUFBTSxZQUFZLE9BQXFCLENBQUMsQ0FBQyxFQUF1QjtJQUM5RCxNQUFNLE9BQU8sTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQzlCLE9BQU8sSUFBSSxXQUFXLElBQUksQ0FBQyxVQUFVLEVBQUUsS0FBSyxFQUFFLEVBQUUsS0FBSyxHQUFHO0VBQzFEO0VBRUE7OztHQUdDLEdBQ0QsTUFBTSxTQUF3QjtJQUM1QixNQUFNLElBQUksQ0FBQyxXQUFXLENBQTBDO01BQzlELElBQUk7SUFDTjtFQUNGO0VBRUE7Ozs7R0FJQyxHQUNELE1BQU0sT0FBTyxJQUFxQixFQUFpQjtJQUNqRCxTQUFTLFFBQVEsS0FBSyxJQUFJLEVBQUUsR0FBRztJQUMvQixTQUFTLFFBQVEsS0FBSyxJQUFJLEVBQUUsR0FBRztJQUMvQixNQUFNLElBQUksQ0FBQyxXQUFXLENBQTBDO01BQzlELElBQUk7TUFDSixPQUFPLEtBQUssSUFBSTtNQUNoQixRQUFRLEtBQUssSUFBSTtJQUNuQjtFQUNGO0VBRUE7OztHQUdDLEdBQ0QsTUFBTSxPQUE2QjtJQUNqQyxNQUFNLFFBQVEsQ0FBQyxNQUFNLElBQUksQ0FBQyxTQUFTLEVBQUUsRUFBRSxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsRUFBRSxLQUFLLElBQUksQ0FBQyxFQUFFO0lBQ25FLElBQUksQ0FBQyxPQUFPO01BQ1YsdUVBQXVFO01BQ3ZFLE1BQU0sSUFBSSxhQUFhLGFBQWEsQ0FBQyxRQUFRLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRTtJQUMxRDtJQUNBLE9BQU87RUFDVDtFQUVBOzs7OztHQUtDLEdBQ0QsTUFBZSxPQUFzQjtJQUNuQyxJQUFJO01BQ0YsTUFBTSxJQUFJLENBQUMsV0FBVyxDQUF3QztRQUM1RCxJQUFJO01BQ047TUFDQSxNQUFNLElBQUksQ0FBQyxRQUFRO0lBQ3JCLEVBQUUsT0FBTyxLQUFLO01BQ1osSUFBSSxDQUFDLENBQUMsZUFBZSxnQkFBZ0IsSUFBSSxJQUFJLEtBQUssV0FBVyxHQUFHLE1BQU07SUFDeEU7RUFDRjtBQUNGIn0=
// denoCacheMetadata=2552054667745675469,8731223746664273541