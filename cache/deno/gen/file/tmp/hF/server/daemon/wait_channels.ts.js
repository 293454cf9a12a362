/**
 * tmux's `wait-for` channels, for scripts that sync with the programs in
 * their panes (`send-keys 'make; berth wait-for -S built' Enter` then
 * `berth wait-for built`): named on first use, gone when nothing holds
 * them. A signal wakes every waiter; one sent with no one waiting is kept
 * for the next wait, as in tmux. A lock is held until unlocked, by any
 * client; lockers queue behind it.
 *
 * @module
 */ import { after } from "../../protocol/timer.ts";
import { RequestFailure } from "./request_failure.ts";
/** The daemon's channels, by name. */ export class WaitChannels {
  #channels = new Map();
  /** The state a live upgrade carries over (see `ChannelsState`). */ save() {
    const all = [
      ...this.#channels
    ];
    return {
      locked: all.filter(([, ch])=>ch.locked).map(([name])=>name),
      woken: all.filter(([, ch])=>ch.woken).map(([name])=>name)
    };
  }
  /** Takes over a state `save` made (in the new daemon, before any client). */ load(state) {
    for (const name of state.locked)this.#channel(name).locked = true;
    for (const name of state.woken)this.#channel(name).woken = true;
  }
  /**
   * Resolves when `name` is signalled (at once when it was, unawaited);
   * rejects "timeout" after `timeoutMs` or when `cancel` aborts.
   */ wait(name, cancel, timeoutMs) {
    const ch = this.#channel(name);
    if (ch.woken) {
      ch.woken = false;
      this.#forgetIdle(name, ch);
      return Promise.resolve();
    }
    return this.#queue(name, cancel, timeoutMs, (wake)=>{
      ch.waiters.add(wake);
      return ()=>ch.waiters.delete(wake);
    });
  }
  /** Wakes every waiter of `name`, or the next one to come. */ signal(name) {
    const ch = this.#channel(name);
    if (ch.waiters.size === 0) {
      ch.woken = true;
      return;
    }
    for (const wake of [
      ...ch.waiters
    ])wake();
    this.#forgetIdle(name, ch);
  }
  /** Takes the lock of `name`, waiting while another holds it (as `wait`). */ lock(name, cancel, timeoutMs) {
    const ch = this.#channel(name);
    if (!ch.locked) {
      ch.locked = true;
      return Promise.resolve();
    }
    return this.#queue(name, cancel, timeoutMs, (take)=>{
      ch.lockers.push(take);
      return ()=>{
        const at = ch.lockers.indexOf(take);
        if (at >= 0) ch.lockers.splice(at, 1);
      };
    });
  }
  /** Hands the lock of `name` to the next locker, or frees it. */ unlock(name) {
    const ch = this.#channels.get(name);
    if (!ch?.locked) {
      throw new RequestFailure("bad-request", `Channel ${name} is not locked (berth wait-for -L ${name} locks it)`);
    }
    const next = ch.lockers.shift();
    if (next) next(); // the lock passes on: still locked
    else ch.locked = false;
    this.#forgetIdle(name, ch);
  }
  /** How many channels exist (for tests: none left behind). */ get size() {
    return this.#channels.size;
  }
  /**
   * Waits in the queue `enter` joins until its callback runs; gives its
   * place up and rejects "timeout" when `timeoutMs` passes or `cancel`
   * aborts (the client went away) first.
   */ #queue(name, cancel, timeoutMs, enter) {
    return new Promise((resolve, reject)=>{
      const settle = ()=>{
        leave();
        stopTimer?.();
        cancel.removeEventListener("abort", gone);
      };
      const leave = enter(()=>{
        settle();
        resolve();
      });
      const giveUp = (message)=>{
        settle();
        this.#forgetIdle(name, this.#channels.get(name));
        reject(new RequestFailure("timeout", message));
      };
      const gone = ()=>giveUp("The wait was cancelled");
      const stopTimer = timeoutMs === undefined ? undefined : after(timeoutMs, ()=>giveUp(`Timed out after ${timeoutMs / 1000} s waiting for channel ${name}`));
      if (cancel.aborted) gone();
      else cancel.addEventListener("abort", gone, {
        once: true
      });
    });
  }
  #channel(name) {
    let ch = this.#channels.get(name);
    if (!ch) {
      ch = {
        waiters: new Set(),
        woken: false,
        locked: false,
        lockers: []
      };
      this.#channels.set(name, ch);
    }
    return ch;
  }
  /** Drops `name` when nothing holds it any more. */ #forgetIdle(name, ch) {
    if (ch && ch.waiters.size === 0 && !ch.woken && !ch.locked && ch.lockers.length === 0 && this.#channels.get(name) === ch) {
      this.#channels.delete(name);
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vd2FpdF9jaGFubmVscy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIHRtdXgncyBgd2FpdC1mb3JgIGNoYW5uZWxzLCBmb3Igc2NyaXB0cyB0aGF0IHN5bmMgd2l0aCB0aGUgcHJvZ3JhbXMgaW5cbiAqIHRoZWlyIHBhbmVzIChgc2VuZC1rZXlzICdtYWtlOyBiZXJ0aCB3YWl0LWZvciAtUyBidWlsdCcgRW50ZXJgIHRoZW5cbiAqIGBiZXJ0aCB3YWl0LWZvciBidWlsdGApOiBuYW1lZCBvbiBmaXJzdCB1c2UsIGdvbmUgd2hlbiBub3RoaW5nIGhvbGRzXG4gKiB0aGVtLiBBIHNpZ25hbCB3YWtlcyBldmVyeSB3YWl0ZXI7IG9uZSBzZW50IHdpdGggbm8gb25lIHdhaXRpbmcgaXMga2VwdFxuICogZm9yIHRoZSBuZXh0IHdhaXQsIGFzIGluIHRtdXguIEEgbG9jayBpcyBoZWxkIHVudGlsIHVubG9ja2VkLCBieSBhbnlcbiAqIGNsaWVudDsgbG9ja2VycyBxdWV1ZSBiZWhpbmQgaXQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGFmdGVyIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3RpbWVyLnRzXCI7XG5pbXBvcnQgeyBSZXF1ZXN0RmFpbHVyZSB9IGZyb20gXCIuL3JlcXVlc3RfZmFpbHVyZS50c1wiO1xuXG5pbnRlcmZhY2UgQ2hhbm5lbCB7XG4gIHdhaXRlcnM6IFNldDwoKSA9PiB2b2lkPjtcbiAgLyoqIFNpZ25hbGxlZCB3aGlsZSBubyBvbmUgd2FpdGVkOiB0aGUgbmV4dCB3YWl0IHJldHVybnMgYXQgb25jZS4gKi9cbiAgd29rZW46IGJvb2xlYW47XG4gIGxvY2tlZDogYm9vbGVhbjtcbiAgLyoqIFdobyB3YWl0cyBmb3IgdGhlIGxvY2ssIGZpcnN0IGNvbWUgZmlyc3Qgc2VydmVkLiAqL1xuICBsb2NrZXJzOiAoKCkgPT4gdm9pZClbXTtcbn1cblxuLyoqXG4gKiBXaGF0IG91dGxpdmVzIHRoZSBkYWVtb24gaW4gYSBsaXZlIHVwZ3JhZGU6IHRoZSBsb2NrcyBoZWxkIGFuZCB0aGVcbiAqIHNpZ25hbHMga2VwdCBmb3IgdGhlIG5leHQgd2FpdC4gV2FpdGVycyBhcmUgY29ubmVjdGlvbnMsIHdoaWNoIGVuZC5cbiAqL1xuZXhwb3J0IGludGVyZmFjZSBDaGFubmVsc1N0YXRlIHtcbiAgbG9ja2VkOiBzdHJpbmdbXTtcbiAgd29rZW46IHN0cmluZ1tdO1xufVxuXG4vKiogVGhlIGRhZW1vbidzIGNoYW5uZWxzLCBieSBuYW1lLiAqL1xuZXhwb3J0IGNsYXNzIFdhaXRDaGFubmVscyB7XG4gICNjaGFubmVscyA9IG5ldyBNYXA8c3RyaW5nLCBDaGFubmVsPigpO1xuXG4gIC8qKiBUaGUgc3RhdGUgYSBsaXZlIHVwZ3JhZGUgY2FycmllcyBvdmVyIChzZWUgYENoYW5uZWxzU3RhdGVgKS4gKi9cbiAgc2F2ZSgpOiBDaGFubmVsc1N0YXRlIHtcbiAgICBjb25zdCBhbGwgPSBbLi4udGhpcy4jY2hhbm5lbHNdO1xuICAgIHJldHVybiB7XG4gICAgICBsb2NrZWQ6IGFsbC5maWx0ZXIoKFssIGNoXSkgPT4gY2gubG9ja2VkKS5tYXAoKFtuYW1lXSkgPT4gbmFtZSksXG4gICAgICB3b2tlbjogYWxsLmZpbHRlcigoWywgY2hdKSA9PiBjaC53b2tlbikubWFwKChbbmFtZV0pID0+IG5hbWUpLFxuICAgIH07XG4gIH1cblxuICAvKiogVGFrZXMgb3ZlciBhIHN0YXRlIGBzYXZlYCBtYWRlIChpbiB0aGUgbmV3IGRhZW1vbiwgYmVmb3JlIGFueSBjbGllbnQpLiAqL1xuICBsb2FkKHN0YXRlOiBDaGFubmVsc1N0YXRlKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBuYW1lIG9mIHN0YXRlLmxvY2tlZCkgdGhpcy4jY2hhbm5lbChuYW1lKS5sb2NrZWQgPSB0cnVlO1xuICAgIGZvciAoY29uc3QgbmFtZSBvZiBzdGF0ZS53b2tlbikgdGhpcy4jY2hhbm5lbChuYW1lKS53b2tlbiA9IHRydWU7XG4gIH1cblxuICAvKipcbiAgICogUmVzb2x2ZXMgd2hlbiBgbmFtZWAgaXMgc2lnbmFsbGVkIChhdCBvbmNlIHdoZW4gaXQgd2FzLCB1bmF3YWl0ZWQpO1xuICAgKiByZWplY3RzIFwidGltZW91dFwiIGFmdGVyIGB0aW1lb3V0TXNgIG9yIHdoZW4gYGNhbmNlbGAgYWJvcnRzLlxuICAgKi9cbiAgd2FpdChcbiAgICBuYW1lOiBzdHJpbmcsXG4gICAgY2FuY2VsOiBBYm9ydFNpZ25hbCxcbiAgICB0aW1lb3V0TXM/OiBudW1iZXIsXG4gICk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGNoID0gdGhpcy4jY2hhbm5lbChuYW1lKTtcbiAgICBpZiAoY2gud29rZW4pIHtcbiAgICAgIGNoLndva2VuID0gZmFsc2U7XG4gICAgICB0aGlzLiNmb3JnZXRJZGxlKG5hbWUsIGNoKTtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoKTtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI3F1ZXVlKG5hbWUsIGNhbmNlbCwgdGltZW91dE1zLCAod2FrZSkgPT4ge1xuICAgICAgY2gud2FpdGVycy5hZGQod2FrZSk7XG4gICAgICByZXR1cm4gKCkgPT4gY2gud2FpdGVycy5kZWxldGUod2FrZSk7XG4gICAgfSk7XG4gIH1cblxuICAvKiogV2FrZXMgZXZlcnkgd2FpdGVyIG9mIGBuYW1lYCwgb3IgdGhlIG5leHQgb25lIHRvIGNvbWUuICovXG4gIHNpZ25hbChuYW1lOiBzdHJpbmcpOiB2b2lkIHtcbiAgICBjb25zdCBjaCA9IHRoaXMuI2NoYW5uZWwobmFtZSk7XG4gICAgaWYgKGNoLndhaXRlcnMuc2l6ZSA9PT0gMCkge1xuICAgICAgY2gud29rZW4gPSB0cnVlO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IHdha2Ugb2YgWy4uLmNoLndhaXRlcnNdKSB3YWtlKCk7XG4gICAgdGhpcy4jZm9yZ2V0SWRsZShuYW1lLCBjaCk7XG4gIH1cblxuICAvKiogVGFrZXMgdGhlIGxvY2sgb2YgYG5hbWVgLCB3YWl0aW5nIHdoaWxlIGFub3RoZXIgaG9sZHMgaXQgKGFzIGB3YWl0YCkuICovXG4gIGxvY2soXG4gICAgbmFtZTogc3RyaW5nLFxuICAgIGNhbmNlbDogQWJvcnRTaWduYWwsXG4gICAgdGltZW91dE1zPzogbnVtYmVyLFxuICApOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBjaCA9IHRoaXMuI2NoYW5uZWwobmFtZSk7XG4gICAgaWYgKCFjaC5sb2NrZWQpIHtcbiAgICAgIGNoLmxvY2tlZCA9IHRydWU7XG4gICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKCk7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNxdWV1ZShuYW1lLCBjYW5jZWwsIHRpbWVvdXRNcywgKHRha2UpID0+IHtcbiAgICAgIGNoLmxvY2tlcnMucHVzaCh0YWtlKTtcbiAgICAgIHJldHVybiAoKSA9PiB7XG4gICAgICAgIGNvbnN0IGF0ID0gY2gubG9ja2Vycy5pbmRleE9mKHRha2UpO1xuICAgICAgICBpZiAoYXQgPj0gMCkgY2gubG9ja2Vycy5zcGxpY2UoYXQsIDEpO1xuICAgICAgfTtcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBIYW5kcyB0aGUgbG9jayBvZiBgbmFtZWAgdG8gdGhlIG5leHQgbG9ja2VyLCBvciBmcmVlcyBpdC4gKi9cbiAgdW5sb2NrKG5hbWU6IHN0cmluZyk6IHZvaWQge1xuICAgIGNvbnN0IGNoID0gdGhpcy4jY2hhbm5lbHMuZ2V0KG5hbWUpO1xuICAgIGlmICghY2g/LmxvY2tlZCkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgICAgIGBDaGFubmVsICR7bmFtZX0gaXMgbm90IGxvY2tlZCAoYmVydGggd2FpdC1mb3IgLUwgJHtuYW1lfSBsb2NrcyBpdClgLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgbmV4dCA9IGNoLmxvY2tlcnMuc2hpZnQoKTtcbiAgICBpZiAobmV4dCkgbmV4dCgpOyAvLyB0aGUgbG9jayBwYXNzZXMgb246IHN0aWxsIGxvY2tlZFxuICAgIGVsc2UgY2gubG9ja2VkID0gZmFsc2U7XG4gICAgdGhpcy4jZm9yZ2V0SWRsZShuYW1lLCBjaCk7XG4gIH1cblxuICAvKiogSG93IG1hbnkgY2hhbm5lbHMgZXhpc3QgKGZvciB0ZXN0czogbm9uZSBsZWZ0IGJlaGluZCkuICovXG4gIGdldCBzaXplKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2NoYW5uZWxzLnNpemU7XG4gIH1cblxuICAvKipcbiAgICogV2FpdHMgaW4gdGhlIHF1ZXVlIGBlbnRlcmAgam9pbnMgdW50aWwgaXRzIGNhbGxiYWNrIHJ1bnM7IGdpdmVzIGl0c1xuICAgKiBwbGFjZSB1cCBhbmQgcmVqZWN0cyBcInRpbWVvdXRcIiB3aGVuIGB0aW1lb3V0TXNgIHBhc3NlcyBvciBgY2FuY2VsYFxuICAgKiBhYm9ydHMgKHRoZSBjbGllbnQgd2VudCBhd2F5KSBmaXJzdC5cbiAgICovXG4gICNxdWV1ZShcbiAgICBuYW1lOiBzdHJpbmcsXG4gICAgY2FuY2VsOiBBYm9ydFNpZ25hbCxcbiAgICB0aW1lb3V0TXM6IG51bWJlciB8IHVuZGVmaW5lZCxcbiAgICBlbnRlcjogKGRvbmU6ICgpID0+IHZvaWQpID0+ICgpID0+IHZvaWQsXG4gICk6IFByb21pc2U8dm9pZD4ge1xuICAgIHJldHVybiBuZXcgUHJvbWlzZSgocmVzb2x2ZSwgcmVqZWN0KSA9PiB7XG4gICAgICBjb25zdCBzZXR0bGUgPSAoKSA9PiB7XG4gICAgICAgIGxlYXZlKCk7XG4gICAgICAgIHN0b3BUaW1lcj8uKCk7XG4gICAgICAgIGNhbmNlbC5yZW1vdmVFdmVudExpc3RlbmVyKFwiYWJvcnRcIiwgZ29uZSk7XG4gICAgICB9O1xuICAgICAgY29uc3QgbGVhdmUgPSBlbnRlcigoKSA9PiB7XG4gICAgICAgIHNldHRsZSgpO1xuICAgICAgICByZXNvbHZlKCk7XG4gICAgICB9KTtcbiAgICAgIGNvbnN0IGdpdmVVcCA9IChtZXNzYWdlOiBzdHJpbmcpID0+IHtcbiAgICAgICAgc2V0dGxlKCk7XG4gICAgICAgIHRoaXMuI2ZvcmdldElkbGUobmFtZSwgdGhpcy4jY2hhbm5lbHMuZ2V0KG5hbWUpKTtcbiAgICAgICAgcmVqZWN0KG5ldyBSZXF1ZXN0RmFpbHVyZShcInRpbWVvdXRcIiwgbWVzc2FnZSkpO1xuICAgICAgfTtcbiAgICAgIGNvbnN0IGdvbmUgPSAoKSA9PiBnaXZlVXAoXCJUaGUgd2FpdCB3YXMgY2FuY2VsbGVkXCIpO1xuICAgICAgY29uc3Qgc3RvcFRpbWVyID0gdGltZW91dE1zID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBhZnRlcihcbiAgICAgICAgdGltZW91dE1zLFxuICAgICAgICAoKSA9PlxuICAgICAgICAgIGdpdmVVcChcbiAgICAgICAgICAgIGBUaW1lZCBvdXQgYWZ0ZXIgJHt0aW1lb3V0TXMgLyAxMDAwfSBzIHdhaXRpbmcgZm9yIGNoYW5uZWwgJHtuYW1lfWAsXG4gICAgICAgICAgKSxcbiAgICAgICk7XG4gICAgICBpZiAoY2FuY2VsLmFib3J0ZWQpIGdvbmUoKTtcbiAgICAgIGVsc2UgY2FuY2VsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBnb25lLCB7IG9uY2U6IHRydWUgfSk7XG4gICAgfSk7XG4gIH1cblxuICAjY2hhbm5lbChuYW1lOiBzdHJpbmcpOiBDaGFubmVsIHtcbiAgICBsZXQgY2ggPSB0aGlzLiNjaGFubmVscy5nZXQobmFtZSk7XG4gICAgaWYgKCFjaCkge1xuICAgICAgY2ggPSB7IHdhaXRlcnM6IG5ldyBTZXQoKSwgd29rZW46IGZhbHNlLCBsb2NrZWQ6IGZhbHNlLCBsb2NrZXJzOiBbXSB9O1xuICAgICAgdGhpcy4jY2hhbm5lbHMuc2V0KG5hbWUsIGNoKTtcbiAgICB9XG4gICAgcmV0dXJuIGNoO1xuICB9XG5cbiAgLyoqIERyb3BzIGBuYW1lYCB3aGVuIG5vdGhpbmcgaG9sZHMgaXQgYW55IG1vcmUuICovXG4gICNmb3JnZXRJZGxlKG5hbWU6IHN0cmluZywgY2g6IENoYW5uZWwgfCB1bmRlZmluZWQpOiB2b2lkIHtcbiAgICBpZiAoXG4gICAgICBjaCAmJiBjaC53YWl0ZXJzLnNpemUgPT09IDAgJiYgIWNoLndva2VuICYmICFjaC5sb2NrZWQgJiZcbiAgICAgIGNoLmxvY2tlcnMubGVuZ3RoID09PSAwICYmIHRoaXMuI2NoYW5uZWxzLmdldChuYW1lKSA9PT0gY2hcbiAgICApIHtcbiAgICAgIHRoaXMuI2NoYW5uZWxzLmRlbGV0ZShuYW1lKTtcbiAgICB9XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7O0NBU0MsR0FFRCxTQUFTLEtBQUssUUFBUSwwQkFBMEI7QUFDaEQsU0FBUyxjQUFjLFFBQVEsdUJBQXVCO0FBb0J0RCxvQ0FBb0MsR0FDcEMsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxRQUFTLEdBQUcsSUFBSSxNQUF1QjtFQUV2QyxpRUFBaUUsR0FDakUsT0FBc0I7SUFDcEIsTUFBTSxNQUFNO1NBQUksSUFBSSxDQUFDLENBQUEsUUFBUztLQUFDO0lBQy9CLE9BQU87TUFDTCxRQUFRLElBQUksTUFBTSxDQUFDLENBQUMsR0FBRyxHQUFHLEdBQUssR0FBRyxNQUFNLEVBQUUsR0FBRyxDQUFDLENBQUMsQ0FBQyxLQUFLLEdBQUs7TUFDMUQsT0FBTyxJQUFJLE1BQU0sQ0FBQyxDQUFDLEdBQUcsR0FBRyxHQUFLLEdBQUcsS0FBSyxFQUFFLEdBQUcsQ0FBQyxDQUFDLENBQUMsS0FBSyxHQUFLO0lBQzFEO0VBQ0Y7RUFFQSwyRUFBMkUsR0FDM0UsS0FBSyxLQUFvQixFQUFRO0lBQy9CLEtBQUssTUFBTSxRQUFRLE1BQU0sTUFBTSxDQUFFLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLE1BQU0sR0FBRztJQUM5RCxLQUFLLE1BQU0sUUFBUSxNQUFNLEtBQUssQ0FBRSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxLQUFLLEdBQUc7RUFDOUQ7RUFFQTs7O0dBR0MsR0FDRCxLQUNFLElBQVksRUFDWixNQUFtQixFQUNuQixTQUFrQixFQUNIO0lBQ2YsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQztJQUN6QixJQUFJLEdBQUcsS0FBSyxFQUFFO01BQ1osR0FBRyxLQUFLLEdBQUc7TUFDWCxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsTUFBTTtNQUN2QixPQUFPLFFBQVEsT0FBTztJQUN4QjtJQUNBLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sUUFBUSxXQUFXLENBQUM7TUFDM0MsR0FBRyxPQUFPLENBQUMsR0FBRyxDQUFDO01BQ2YsT0FBTyxJQUFNLEdBQUcsT0FBTyxDQUFDLE1BQU0sQ0FBQztJQUNqQztFQUNGO0VBRUEsMkRBQTJELEdBQzNELE9BQU8sSUFBWSxFQUFRO0lBQ3pCLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7SUFDekIsSUFBSSxHQUFHLE9BQU8sQ0FBQyxJQUFJLEtBQUssR0FBRztNQUN6QixHQUFHLEtBQUssR0FBRztNQUNYO0lBQ0Y7SUFDQSxLQUFLLE1BQU0sUUFBUTtTQUFJLEdBQUcsT0FBTztLQUFDLENBQUU7SUFDcEMsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLE1BQU07RUFDekI7RUFFQSwwRUFBMEUsR0FDMUUsS0FDRSxJQUFZLEVBQ1osTUFBbUIsRUFDbkIsU0FBa0IsRUFDSDtJQUNmLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7SUFDekIsSUFBSSxDQUFDLEdBQUcsTUFBTSxFQUFFO01BQ2QsR0FBRyxNQUFNLEdBQUc7TUFDWixPQUFPLFFBQVEsT0FBTztJQUN4QjtJQUNBLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sUUFBUSxXQUFXLENBQUM7TUFDM0MsR0FBRyxPQUFPLENBQUMsSUFBSSxDQUFDO01BQ2hCLE9BQU87UUFDTCxNQUFNLEtBQUssR0FBRyxPQUFPLENBQUMsT0FBTyxDQUFDO1FBQzlCLElBQUksTUFBTSxHQUFHLEdBQUcsT0FBTyxDQUFDLE1BQU0sQ0FBQyxJQUFJO01BQ3JDO0lBQ0Y7RUFDRjtFQUVBLDhEQUE4RCxHQUM5RCxPQUFPLElBQVksRUFBUTtJQUN6QixNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQztJQUM5QixJQUFJLENBQUMsSUFBSSxRQUFRO01BQ2YsTUFBTSxJQUFJLGVBQ1IsZUFDQSxDQUFDLFFBQVEsRUFBRSxLQUFLLGtDQUFrQyxFQUFFLEtBQUssVUFBVSxDQUFDO0lBRXhFO0lBQ0EsTUFBTSxPQUFPLEdBQUcsT0FBTyxDQUFDLEtBQUs7SUFDN0IsSUFBSSxNQUFNLFFBQVEsbUNBQW1DO1NBQ2hELEdBQUcsTUFBTSxHQUFHO0lBQ2pCLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxNQUFNO0VBQ3pCO0VBRUEsMkRBQTJELEdBQzNELElBQUksT0FBZTtJQUNqQixPQUFPLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJO0VBQzVCO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsS0FBTSxDQUNKLElBQVksRUFDWixNQUFtQixFQUNuQixTQUE2QixFQUM3QixLQUF1QztJQUV2QyxPQUFPLElBQUksUUFBUSxDQUFDLFNBQVM7TUFDM0IsTUFBTSxTQUFTO1FBQ2I7UUFDQTtRQUNBLE9BQU8sbUJBQW1CLENBQUMsU0FBUztNQUN0QztNQUNBLE1BQU0sUUFBUSxNQUFNO1FBQ2xCO1FBQ0E7TUFDRjtNQUNBLE1BQU0sU0FBUyxDQUFDO1FBQ2Q7UUFDQSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxDQUFDO1FBQzFDLE9BQU8sSUFBSSxlQUFlLFdBQVc7TUFDdkM7TUFDQSxNQUFNLE9BQU8sSUFBTSxPQUFPO01BQzFCLE1BQU0sWUFBWSxjQUFjLFlBQVksWUFBWSxNQUN0RCxXQUNBLElBQ0UsT0FDRSxDQUFDLGdCQUFnQixFQUFFLFlBQVksS0FBSyx1QkFBdUIsRUFBRSxNQUFNO01BR3pFLElBQUksT0FBTyxPQUFPLEVBQUU7V0FDZixPQUFPLGdCQUFnQixDQUFDLFNBQVMsTUFBTTtRQUFFLE1BQU07TUFBSztJQUMzRDtFQUNGO0VBRUEsQ0FBQSxPQUFRLENBQUMsSUFBWTtJQUNuQixJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQztJQUM1QixJQUFJLENBQUMsSUFBSTtNQUNQLEtBQUs7UUFBRSxTQUFTLElBQUk7UUFBTyxPQUFPO1FBQU8sUUFBUTtRQUFPLFNBQVMsRUFBRTtNQUFDO01BQ3BFLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHLENBQUMsTUFBTTtJQUMzQjtJQUNBLE9BQU87RUFDVDtFQUVBLGlEQUFpRCxHQUNqRCxDQUFBLFVBQVcsQ0FBQyxJQUFZLEVBQUUsRUFBdUI7SUFDL0MsSUFDRSxNQUFNLEdBQUcsT0FBTyxDQUFDLElBQUksS0FBSyxLQUFLLENBQUMsR0FBRyxLQUFLLElBQUksQ0FBQyxHQUFHLE1BQU0sSUFDdEQsR0FBRyxPQUFPLENBQUMsTUFBTSxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQyxVQUFVLElBQ3hEO01BQ0EsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU0sQ0FBQztJQUN4QjtFQUNGO0FBQ0YifQ==
// denoCacheMetadata=12424643349830786763,5984833077965659141