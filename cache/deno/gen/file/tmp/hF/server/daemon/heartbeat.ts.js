/**
 * The daemon's side of the heartbeat (see `HEARTBEAT_TIMEOUT_MS` in the
 * protocol): connections that have beaten at least once are checked every
 * second, and one that has sent nothing for the timeout is dropped, so that
 * a client behind a silent link (a stopped ssh, a sleeping laptop) stops
 * holding its session's size and gets parked for a resume.
 *
 * Only clients that beat are timed out: a script or an older client that
 * never beats keeps its connection for as long as it likes.
 *
 * @module
 */ import { HEARTBEAT_TIMEOUT_MS } from "../../protocol/messages.ts";
/** How often the watch looks; detection takes timeout plus up to this. */ const CHECK_EVERY_MS = 500;
/** The connections that beat, and the timer that checks them. */ export class HeartbeatWatch {
  timeoutMs;
  #conns;
  #timer;
  constructor(timeoutMs = HEARTBEAT_TIMEOUT_MS){
    this.timeoutMs = timeoutMs;
    this.#conns = new Set();
  }
  /** Starts timing `conn` out (again a no-op once it is watched). */ watch(conn) {
    this.#conns.add(conn);
    this.#timer ??= setInterval(()=>this.#check(), CHECK_EVERY_MS);
  }
  /** Stops watching `conn` (it closed). */ forget(conn) {
    this.#conns.delete(conn);
    if (this.#conns.size === 0) this.stop();
  }
  /** Stops the timer (the daemon is shutting down). */ stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
  #check() {
    const now = Date.now();
    for (const c of [
      ...this.#conns
    ]){
      const quiet = now - c.lastHeard;
      if (quiet > this.timeoutMs) {
        this.#conns.delete(c);
        c.silent(quiet);
      }
    }
    if (this.#conns.size === 0) this.stop();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vaGVhcnRiZWF0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGRhZW1vbidzIHNpZGUgb2YgdGhlIGhlYXJ0YmVhdCAoc2VlIGBIRUFSVEJFQVRfVElNRU9VVF9NU2AgaW4gdGhlXG4gKiBwcm90b2NvbCk6IGNvbm5lY3Rpb25zIHRoYXQgaGF2ZSBiZWF0ZW4gYXQgbGVhc3Qgb25jZSBhcmUgY2hlY2tlZCBldmVyeVxuICogc2Vjb25kLCBhbmQgb25lIHRoYXQgaGFzIHNlbnQgbm90aGluZyBmb3IgdGhlIHRpbWVvdXQgaXMgZHJvcHBlZCwgc28gdGhhdFxuICogYSBjbGllbnQgYmVoaW5kIGEgc2lsZW50IGxpbmsgKGEgc3RvcHBlZCBzc2gsIGEgc2xlZXBpbmcgbGFwdG9wKSBzdG9wc1xuICogaG9sZGluZyBpdHMgc2Vzc2lvbidzIHNpemUgYW5kIGdldHMgcGFya2VkIGZvciBhIHJlc3VtZS5cbiAqXG4gKiBPbmx5IGNsaWVudHMgdGhhdCBiZWF0IGFyZSB0aW1lZCBvdXQ6IGEgc2NyaXB0IG9yIGFuIG9sZGVyIGNsaWVudCB0aGF0XG4gKiBuZXZlciBiZWF0cyBrZWVwcyBpdHMgY29ubmVjdGlvbiBmb3IgYXMgbG9uZyBhcyBpdCBsaWtlcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgSEVBUlRCRUFUX1RJTUVPVVRfTVMgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcblxuLyoqIFdoYXQgdGhlIHdhdGNoIG5lZWRzIG9mIGEgY29ubmVjdGlvbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQmVhdGluZyB7XG4gIC8qKiBXaGVuIHRoZSBjb25uZWN0aW9uIGxhc3QgcmVjZWl2ZWQgYW55dGhpbmcgKG1zLCBgRGF0ZS5ub3coKWApLiAqL1xuICByZWFkb25seSBsYXN0SGVhcmQ6IG51bWJlcjtcbiAgLyoqIERyb3BzIHRoZSBjb25uZWN0aW9uOiBpdCBoYXMgYmVlbiBzaWxlbnQgdG9vIGxvbmcuICovXG4gIHNpbGVudChtczogbnVtYmVyKTogdm9pZDtcbn1cblxuLyoqIEhvdyBvZnRlbiB0aGUgd2F0Y2ggbG9va3M7IGRldGVjdGlvbiB0YWtlcyB0aW1lb3V0IHBsdXMgdXAgdG8gdGhpcy4gKi9cbmNvbnN0IENIRUNLX0VWRVJZX01TID0gNTAwO1xuXG4vKiogVGhlIGNvbm5lY3Rpb25zIHRoYXQgYmVhdCwgYW5kIHRoZSB0aW1lciB0aGF0IGNoZWNrcyB0aGVtLiAqL1xuZXhwb3J0IGNsYXNzIEhlYXJ0YmVhdFdhdGNoIHtcbiAgI2Nvbm5zID0gbmV3IFNldDxCZWF0aW5nPigpO1xuICAjdGltZXI6IFJldHVyblR5cGU8dHlwZW9mIHNldEludGVydmFsPiB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3RvcihyZWFkb25seSB0aW1lb3V0TXMgPSBIRUFSVEJFQVRfVElNRU9VVF9NUykge31cblxuICAvKiogU3RhcnRzIHRpbWluZyBgY29ubmAgb3V0IChhZ2FpbiBhIG5vLW9wIG9uY2UgaXQgaXMgd2F0Y2hlZCkuICovXG4gIHdhdGNoKGNvbm46IEJlYXRpbmcpOiB2b2lkIHtcbiAgICB0aGlzLiNjb25ucy5hZGQoY29ubik7XG4gICAgdGhpcy4jdGltZXIgPz89IHNldEludGVydmFsKCgpID0+IHRoaXMuI2NoZWNrKCksIENIRUNLX0VWRVJZX01TKTtcbiAgfVxuXG4gIC8qKiBTdG9wcyB3YXRjaGluZyBgY29ubmAgKGl0IGNsb3NlZCkuICovXG4gIGZvcmdldChjb25uOiBCZWF0aW5nKTogdm9pZCB7XG4gICAgdGhpcy4jY29ubnMuZGVsZXRlKGNvbm4pO1xuICAgIGlmICh0aGlzLiNjb25ucy5zaXplID09PSAwKSB0aGlzLnN0b3AoKTtcbiAgfVxuXG4gIC8qKiBTdG9wcyB0aGUgdGltZXIgKHRoZSBkYWVtb24gaXMgc2h1dHRpbmcgZG93bikuICovXG4gIHN0b3AoKTogdm9pZCB7XG4gICAgY2xlYXJJbnRlcnZhbCh0aGlzLiN0aW1lcik7XG4gICAgdGhpcy4jdGltZXIgPSB1bmRlZmluZWQ7XG4gIH1cblxuICAjY2hlY2soKTogdm9pZCB7XG4gICAgY29uc3Qgbm93ID0gRGF0ZS5ub3coKTtcbiAgICBmb3IgKGNvbnN0IGMgb2YgWy4uLnRoaXMuI2Nvbm5zXSkge1xuICAgICAgY29uc3QgcXVpZXQgPSBub3cgLSBjLmxhc3RIZWFyZDtcbiAgICAgIGlmIChxdWlldCA+IHRoaXMudGltZW91dE1zKSB7XG4gICAgICAgIHRoaXMuI2Nvbm5zLmRlbGV0ZShjKTtcbiAgICAgICAgYy5zaWxlbnQocXVpZXQpO1xuICAgICAgfVxuICAgIH1cbiAgICBpZiAodGhpcy4jY29ubnMuc2l6ZSA9PT0gMCkgdGhpcy5zdG9wKCk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUVELFNBQVMsb0JBQW9CLFFBQVEsNkJBQTZCO0FBVWxFLHdFQUF3RSxHQUN4RSxNQUFNLGlCQUFpQjtBQUV2QiwrREFBK0QsR0FDL0QsT0FBTyxNQUFNOztFQUNYLENBQUEsS0FBTSxDQUFzQjtFQUM1QixDQUFBLEtBQU0sQ0FBNkM7RUFFbkQsWUFBWSxBQUFTLFlBQVksb0JBQW9CLENBQUU7U0FBbEMsWUFBQTtTQUhyQixDQUFBLEtBQU0sR0FBRyxJQUFJO0VBRzJDO0VBRXhELGlFQUFpRSxHQUNqRSxNQUFNLElBQWEsRUFBUTtJQUN6QixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDO0lBQ2hCLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxZQUFZLElBQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJO0VBQ25EO0VBRUEsdUNBQXVDLEdBQ3ZDLE9BQU8sSUFBYSxFQUFRO0lBQzFCLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLENBQUM7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxLQUFLLEdBQUcsSUFBSSxDQUFDLElBQUk7RUFDdkM7RUFFQSxtREFBbUQsR0FDbkQsT0FBYTtJQUNYLGNBQWMsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN6QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7RUFDaEI7RUFFQSxDQUFBLEtBQU07SUFDSixNQUFNLE1BQU0sS0FBSyxHQUFHO0lBQ3BCLEtBQUssTUFBTSxLQUFLO1NBQUksSUFBSSxDQUFDLENBQUEsS0FBTTtLQUFDLENBQUU7TUFDaEMsTUFBTSxRQUFRLE1BQU0sRUFBRSxTQUFTO01BQy9CLElBQUksUUFBUSxJQUFJLENBQUMsU0FBUyxFQUFFO1FBQzFCLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLENBQUM7UUFDbkIsRUFBRSxNQUFNLENBQUM7TUFDWDtJQUNGO0lBQ0EsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxLQUFLLEdBQUcsSUFBSSxDQUFDLElBQUk7RUFDdkM7QUFDRiJ9
// denoCacheMetadata=471500905026621312,3829083534849012691