/**
 * Programs the daemon is ending that no pane holds any more: what
 * `kill-pane`, `respawn-pane -k` and `respawn-window -k` closed while it
 * ran. Each gets SIGHUP at once and SIGKILL if it is still there after
 * the grace, and is reaped when it exits. A live upgrade carries the list
 * (`upgrade_state.ts`): the new daemon, the same process after `execve`,
 * keeps the deadlines and reaps them, where otherwise a program that
 * ignores SIGHUP would run on outside any pane, and one that exits would
 * stay a zombie.
 *
 * @module
 */ import { signalChild } from "./pane.ts";
/** How long a program has between SIGHUP and SIGKILL. */ export const KILL_GRACE_MS = 3000;
export class Endings {
  watcher;
  /** Pid, and when (`Date.now()`) it gets SIGKILL. */ #killAt;
  constructor(watcher){
    this.watcher = watcher;
    this.#killAt = new Map();
  }
  /** SIGHUP to `pid`'s process group now, SIGKILL after the grace. */ end(pid) {
    signalChild(pid, false);
    this.#watch(pid, Date.now() + KILL_GRACE_MS);
  }
  #watch(pid, killAt) {
    if (this.#killAt.has(pid)) return;
    this.#killAt.set(pid, killAt);
    const timer = setTimeout(()=>signalChild(pid, true), Math.max(0, killAt - Date.now()));
    this.watcher.exited(pid).catch(()=>{}).finally(()=>{
      clearTimeout(timer);
      this.#killAt.delete(pid);
    });
  }
  /** The programs still ending, for the next daemon. */ save() {
    return [
      ...this.#killAt
    ];
  }
  /** The old daemon's (`save`): watched and ended on the same deadlines. */ load(saved) {
    // Never 0 or 1: kill(0) and kill(-1) would signal the daemon's own
    // process group, or every process it may signal.
    for (const [pid, killAt] of saved)if (pid > 1) this.#watch(pid, killAt);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZW5kaW5ncy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFByb2dyYW1zIHRoZSBkYWVtb24gaXMgZW5kaW5nIHRoYXQgbm8gcGFuZSBob2xkcyBhbnkgbW9yZTogd2hhdFxuICogYGtpbGwtcGFuZWAsIGByZXNwYXduLXBhbmUgLWtgIGFuZCBgcmVzcGF3bi13aW5kb3cgLWtgIGNsb3NlZCB3aGlsZSBpdFxuICogcmFuLiBFYWNoIGdldHMgU0lHSFVQIGF0IG9uY2UgYW5kIFNJR0tJTEwgaWYgaXQgaXMgc3RpbGwgdGhlcmUgYWZ0ZXJcbiAqIHRoZSBncmFjZSwgYW5kIGlzIHJlYXBlZCB3aGVuIGl0IGV4aXRzLiBBIGxpdmUgdXBncmFkZSBjYXJyaWVzIHRoZSBsaXN0XG4gKiAoYHVwZ3JhZGVfc3RhdGUudHNgKTogdGhlIG5ldyBkYWVtb24sIHRoZSBzYW1lIHByb2Nlc3MgYWZ0ZXIgYGV4ZWN2ZWAsXG4gKiBrZWVwcyB0aGUgZGVhZGxpbmVzIGFuZCByZWFwcyB0aGVtLCB3aGVyZSBvdGhlcndpc2UgYSBwcm9ncmFtIHRoYXRcbiAqIGlnbm9yZXMgU0lHSFVQIHdvdWxkIHJ1biBvbiBvdXRzaWRlIGFueSBwYW5lLCBhbmQgb25lIHRoYXQgZXhpdHMgd291bGRcbiAqIHN0YXkgYSB6b21iaWUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgQ2hpbGRXYXRjaGVyIH0gZnJvbSBcIi4uLy4uL3B0eS9tb2QudHNcIjtcbmltcG9ydCB7IHNpZ25hbENoaWxkIH0gZnJvbSBcIi4vcGFuZS50c1wiO1xuXG4vKiogSG93IGxvbmcgYSBwcm9ncmFtIGhhcyBiZXR3ZWVuIFNJR0hVUCBhbmQgU0lHS0lMTC4gKi9cbmV4cG9ydCBjb25zdCBLSUxMX0dSQUNFX01TID0gMzAwMDtcblxuZXhwb3J0IGNsYXNzIEVuZGluZ3Mge1xuICAvKiogUGlkLCBhbmQgd2hlbiAoYERhdGUubm93KClgKSBpdCBnZXRzIFNJR0tJTEwuICovXG4gIHJlYWRvbmx5ICNraWxsQXQgPSBuZXcgTWFwPG51bWJlciwgbnVtYmVyPigpO1xuXG4gIGNvbnN0cnVjdG9yKHJlYWRvbmx5IHdhdGNoZXI6IENoaWxkV2F0Y2hlcikge31cblxuICAvKiogU0lHSFVQIHRvIGBwaWRgJ3MgcHJvY2VzcyBncm91cCBub3csIFNJR0tJTEwgYWZ0ZXIgdGhlIGdyYWNlLiAqL1xuICBlbmQocGlkOiBudW1iZXIpOiB2b2lkIHtcbiAgICBzaWduYWxDaGlsZChwaWQsIGZhbHNlKTtcbiAgICB0aGlzLiN3YXRjaChwaWQsIERhdGUubm93KCkgKyBLSUxMX0dSQUNFX01TKTtcbiAgfVxuXG4gICN3YXRjaChwaWQ6IG51bWJlciwga2lsbEF0OiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4ja2lsbEF0LmhhcyhwaWQpKSByZXR1cm47XG4gICAgdGhpcy4ja2lsbEF0LnNldChwaWQsIGtpbGxBdCk7XG4gICAgY29uc3QgdGltZXIgPSBzZXRUaW1lb3V0KFxuICAgICAgKCkgPT4gc2lnbmFsQ2hpbGQocGlkLCB0cnVlKSxcbiAgICAgIE1hdGgubWF4KDAsIGtpbGxBdCAtIERhdGUubm93KCkpLFxuICAgICk7XG4gICAgdGhpcy53YXRjaGVyLmV4aXRlZChwaWQpLmNhdGNoKCgpID0+IHt9KS5maW5hbGx5KCgpID0+IHtcbiAgICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgICB0aGlzLiNraWxsQXQuZGVsZXRlKHBpZCk7XG4gICAgfSk7XG4gIH1cblxuICAvKiogVGhlIHByb2dyYW1zIHN0aWxsIGVuZGluZywgZm9yIHRoZSBuZXh0IGRhZW1vbi4gKi9cbiAgc2F2ZSgpOiBbcGlkOiBudW1iZXIsIGtpbGxBdDogbnVtYmVyXVtdIHtcbiAgICByZXR1cm4gWy4uLnRoaXMuI2tpbGxBdF07XG4gIH1cblxuICAvKiogVGhlIG9sZCBkYWVtb24ncyAoYHNhdmVgKTogd2F0Y2hlZCBhbmQgZW5kZWQgb24gdGhlIHNhbWUgZGVhZGxpbmVzLiAqL1xuICBsb2FkKHNhdmVkOiBbcGlkOiBudW1iZXIsIGtpbGxBdDogbnVtYmVyXVtdKTogdm9pZCB7XG4gICAgLy8gTmV2ZXIgMCBvciAxOiBraWxsKDApIGFuZCBraWxsKC0xKSB3b3VsZCBzaWduYWwgdGhlIGRhZW1vbidzIG93blxuICAgIC8vIHByb2Nlc3MgZ3JvdXAsIG9yIGV2ZXJ5IHByb2Nlc3MgaXQgbWF5IHNpZ25hbC5cbiAgICBmb3IgKGNvbnN0IFtwaWQsIGtpbGxBdF0gb2Ygc2F2ZWQpIGlmIChwaWQgPiAxKSB0aGlzLiN3YXRjaChwaWQsIGtpbGxBdCk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUdELFNBQVMsV0FBVyxRQUFRLFlBQVk7QUFFeEMsdURBQXVELEdBQ3ZELE9BQU8sTUFBTSxnQkFBZ0IsS0FBSztBQUVsQyxPQUFPLE1BQU07O0VBQ1gsa0RBQWtELEdBQ2xELEFBQVMsQ0FBQSxNQUFPLENBQTZCO0VBRTdDLFlBQVksQUFBUyxPQUFxQixDQUFFO1NBQXZCLFVBQUE7U0FGWixDQUFBLE1BQU8sR0FBRyxJQUFJO0VBRXNCO0VBRTdDLGtFQUFrRSxHQUNsRSxJQUFJLEdBQVcsRUFBUTtJQUNyQixZQUFZLEtBQUs7SUFDakIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssS0FBSyxHQUFHLEtBQUs7RUFDaEM7RUFFQSxDQUFBLEtBQU0sQ0FBQyxHQUFXLEVBQUUsTUFBYztJQUNoQyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUMsTUFBTTtJQUMzQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxDQUFDLEtBQUs7SUFDdEIsTUFBTSxRQUFRLFdBQ1osSUFBTSxZQUFZLEtBQUssT0FDdkIsS0FBSyxHQUFHLENBQUMsR0FBRyxTQUFTLEtBQUssR0FBRztJQUUvQixJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sQ0FBQyxLQUFLLEtBQUssQ0FBQyxLQUFPLEdBQUcsT0FBTyxDQUFDO01BQy9DLGFBQWE7TUFDYixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxDQUFDO0lBQ3RCO0VBQ0Y7RUFFQSxvREFBb0QsR0FDcEQsT0FBd0M7SUFDdEMsT0FBTztTQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87S0FBQztFQUMxQjtFQUVBLHdFQUF3RSxHQUN4RSxLQUFLLEtBQXNDLEVBQVE7SUFDakQsbUVBQW1FO0lBQ25FLGlEQUFpRDtJQUNqRCxLQUFLLE1BQU0sQ0FBQyxLQUFLLE9BQU8sSUFBSSxNQUFPLElBQUksTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLO0VBQ25FO0FBQ0YifQ==
// denoCacheMetadata=615886547524674942,9325501387842079884