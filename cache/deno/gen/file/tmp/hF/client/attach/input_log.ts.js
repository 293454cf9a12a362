/**
 * The attach client's input, numbered, kept until the daemon confirms it:
 * what was sent but may have been lost with a broken link, and what was
 * typed while the link was down. After a resume the daemon says the last
 * seq it applied; the rest goes out again, once and in order (the daemon
 * drops a seq it has seen, so nothing is typed twice).
 *
 * @module
 */ /**
 * Most bytes kept for a link that is down (typing, a paste): beyond that
 * the client says input is dropped. 64 KiB is minutes of typing and the
 * size of a pty's input buffer, which a longer paste would fill anyway.
 */ export const MAX_HELD_BYTES = 64 * 1024;
/** Numbered input, kept until confirmed. */ export class InputLog {
  #entries = [];
  #bytes = 0;
  #seq;
  /** Bytes dropped since the link went down (over `MAX_HELD_BYTES`). */ dropped = 0;
  /** Numbers input from `after + 1` on (the daemon has applied `after`). */ constructor(after = 0){
    this.#seq = after;
  }
  /**
   * Numbers `data`; returns its seq, or 0 when it is dropped because
   * `MAX_HELD_BYTES` are kept already. Sent input over the bound drops the
   * oldest kept (it went out; only a link that dies right now loses it).
   */ add(data, sent) {
    if (!sent && this.#bytes + data.length > MAX_HELD_BYTES) {
      this.dropped += data.length;
      return 0;
    }
    const seq = ++this.#seq;
    this.#entries.push({
      seq,
      data,
      sent
    });
    this.#bytes += data.length;
    while(sent && this.#bytes > MAX_HELD_BYTES && this.#entries.length > 1){
      this.#bytes -= this.#entries.shift().data.length;
    }
    return seq;
  }
  /** The daemon has applied everything up to `seq`. */ confirm(seq) {
    while(this.#entries.length > 0 && this.#entries[0].seq <= seq){
      this.#bytes -= this.#entries.shift().data.length;
    }
  }
  /**
   * What to send on a new link, in order, all marked sent. `resumed`
   * false: the daemon knows nothing of this attachment (it was replaced),
   * so input that went out before may or may not have been applied; only
   * what was never sent goes out, so that nothing is typed twice.
   */ replay(resumed) {
    if (!resumed) {
      for (const e of this.#entries)if (e.sent) this.#bytes -= e.data.length;
      this.#entries = this.#entries.filter((e)=>!e.sent);
    }
    for (const e of this.#entries)e.sent = true;
    this.dropped = 0;
    return this.#entries.map(({ seq, data })=>({
        seq,
        data
      }));
  }
  /** Bytes kept. */ get bytes() {
    return this.#bytes;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvaW5wdXRfbG9nLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGF0dGFjaCBjbGllbnQncyBpbnB1dCwgbnVtYmVyZWQsIGtlcHQgdW50aWwgdGhlIGRhZW1vbiBjb25maXJtcyBpdDpcbiAqIHdoYXQgd2FzIHNlbnQgYnV0IG1heSBoYXZlIGJlZW4gbG9zdCB3aXRoIGEgYnJva2VuIGxpbmssIGFuZCB3aGF0IHdhc1xuICogdHlwZWQgd2hpbGUgdGhlIGxpbmsgd2FzIGRvd24uIEFmdGVyIGEgcmVzdW1lIHRoZSBkYWVtb24gc2F5cyB0aGUgbGFzdFxuICogc2VxIGl0IGFwcGxpZWQ7IHRoZSByZXN0IGdvZXMgb3V0IGFnYWluLCBvbmNlIGFuZCBpbiBvcmRlciAodGhlIGRhZW1vblxuICogZHJvcHMgYSBzZXEgaXQgaGFzIHNlZW4sIHNvIG5vdGhpbmcgaXMgdHlwZWQgdHdpY2UpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIE1vc3QgYnl0ZXMga2VwdCBmb3IgYSBsaW5rIHRoYXQgaXMgZG93biAodHlwaW5nLCBhIHBhc3RlKTogYmV5b25kIHRoYXRcbiAqIHRoZSBjbGllbnQgc2F5cyBpbnB1dCBpcyBkcm9wcGVkLiA2NCBLaUIgaXMgbWludXRlcyBvZiB0eXBpbmcgYW5kIHRoZVxuICogc2l6ZSBvZiBhIHB0eSdzIGlucHV0IGJ1ZmZlciwgd2hpY2ggYSBsb25nZXIgcGFzdGUgd291bGQgZmlsbCBhbnl3YXkuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfSEVMRF9CWVRFUyA9IDY0ICogMTAyNDtcblxuaW50ZXJmYWNlIEVudHJ5IHtcbiAgc2VxOiBudW1iZXI7XG4gIGRhdGE6IFVpbnQ4QXJyYXk7XG4gIC8qKiBXZW50IG91dCBvbiBhIGxpbmsgKHRoYXQgbWF5IHNpbmNlIGhhdmUgZGllZCkuICovXG4gIHNlbnQ6IGJvb2xlYW47XG59XG5cbi8qKiBOdW1iZXJlZCBpbnB1dCwga2VwdCB1bnRpbCBjb25maXJtZWQuICovXG5leHBvcnQgY2xhc3MgSW5wdXRMb2cge1xuICAjZW50cmllczogRW50cnlbXSA9IFtdO1xuICAjYnl0ZXMgPSAwO1xuICAjc2VxOiBudW1iZXI7XG4gIC8qKiBCeXRlcyBkcm9wcGVkIHNpbmNlIHRoZSBsaW5rIHdlbnQgZG93biAob3ZlciBgTUFYX0hFTERfQllURVNgKS4gKi9cbiAgZHJvcHBlZCA9IDA7XG5cbiAgLyoqIE51bWJlcnMgaW5wdXQgZnJvbSBgYWZ0ZXIgKyAxYCBvbiAodGhlIGRhZW1vbiBoYXMgYXBwbGllZCBgYWZ0ZXJgKS4gKi9cbiAgY29uc3RydWN0b3IoYWZ0ZXIgPSAwKSB7XG4gICAgdGhpcy4jc2VxID0gYWZ0ZXI7XG4gIH1cblxuICAvKipcbiAgICogTnVtYmVycyBgZGF0YWA7IHJldHVybnMgaXRzIHNlcSwgb3IgMCB3aGVuIGl0IGlzIGRyb3BwZWQgYmVjYXVzZVxuICAgKiBgTUFYX0hFTERfQllURVNgIGFyZSBrZXB0IGFscmVhZHkuIFNlbnQgaW5wdXQgb3ZlciB0aGUgYm91bmQgZHJvcHMgdGhlXG4gICAqIG9sZGVzdCBrZXB0IChpdCB3ZW50IG91dDsgb25seSBhIGxpbmsgdGhhdCBkaWVzIHJpZ2h0IG5vdyBsb3NlcyBpdCkuXG4gICAqL1xuICBhZGQoZGF0YTogVWludDhBcnJheSwgc2VudDogYm9vbGVhbik6IG51bWJlciB7XG4gICAgaWYgKCFzZW50ICYmIHRoaXMuI2J5dGVzICsgZGF0YS5sZW5ndGggPiBNQVhfSEVMRF9CWVRFUykge1xuICAgICAgdGhpcy5kcm9wcGVkICs9IGRhdGEubGVuZ3RoO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIGNvbnN0IHNlcSA9ICsrdGhpcy4jc2VxO1xuICAgIHRoaXMuI2VudHJpZXMucHVzaCh7IHNlcSwgZGF0YSwgc2VudCB9KTtcbiAgICB0aGlzLiNieXRlcyArPSBkYXRhLmxlbmd0aDtcbiAgICB3aGlsZSAoc2VudCAmJiB0aGlzLiNieXRlcyA+IE1BWF9IRUxEX0JZVEVTICYmIHRoaXMuI2VudHJpZXMubGVuZ3RoID4gMSkge1xuICAgICAgdGhpcy4jYnl0ZXMgLT0gdGhpcy4jZW50cmllcy5zaGlmdCgpIS5kYXRhLmxlbmd0aDtcbiAgICB9XG4gICAgcmV0dXJuIHNlcTtcbiAgfVxuXG4gIC8qKiBUaGUgZGFlbW9uIGhhcyBhcHBsaWVkIGV2ZXJ5dGhpbmcgdXAgdG8gYHNlcWAuICovXG4gIGNvbmZpcm0oc2VxOiBudW1iZXIpOiB2b2lkIHtcbiAgICB3aGlsZSAodGhpcy4jZW50cmllcy5sZW5ndGggPiAwICYmIHRoaXMuI2VudHJpZXNbMF0uc2VxIDw9IHNlcSkge1xuICAgICAgdGhpcy4jYnl0ZXMgLT0gdGhpcy4jZW50cmllcy5zaGlmdCgpIS5kYXRhLmxlbmd0aDtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogV2hhdCB0byBzZW5kIG9uIGEgbmV3IGxpbmssIGluIG9yZGVyLCBhbGwgbWFya2VkIHNlbnQuIGByZXN1bWVkYFxuICAgKiBmYWxzZTogdGhlIGRhZW1vbiBrbm93cyBub3RoaW5nIG9mIHRoaXMgYXR0YWNobWVudCAoaXQgd2FzIHJlcGxhY2VkKSxcbiAgICogc28gaW5wdXQgdGhhdCB3ZW50IG91dCBiZWZvcmUgbWF5IG9yIG1heSBub3QgaGF2ZSBiZWVuIGFwcGxpZWQ7IG9ubHlcbiAgICogd2hhdCB3YXMgbmV2ZXIgc2VudCBnb2VzIG91dCwgc28gdGhhdCBub3RoaW5nIGlzIHR5cGVkIHR3aWNlLlxuICAgKi9cbiAgcmVwbGF5KHJlc3VtZWQ6IGJvb2xlYW4pOiB7IHNlcTogbnVtYmVyOyBkYXRhOiBVaW50OEFycmF5IH1bXSB7XG4gICAgaWYgKCFyZXN1bWVkKSB7XG4gICAgICBmb3IgKGNvbnN0IGUgb2YgdGhpcy4jZW50cmllcykgaWYgKGUuc2VudCkgdGhpcy4jYnl0ZXMgLT0gZS5kYXRhLmxlbmd0aDtcbiAgICAgIHRoaXMuI2VudHJpZXMgPSB0aGlzLiNlbnRyaWVzLmZpbHRlcigoZSkgPT4gIWUuc2VudCk7XG4gICAgfVxuICAgIGZvciAoY29uc3QgZSBvZiB0aGlzLiNlbnRyaWVzKSBlLnNlbnQgPSB0cnVlO1xuICAgIHRoaXMuZHJvcHBlZCA9IDA7XG4gICAgcmV0dXJuIHRoaXMuI2VudHJpZXMubWFwKCh7IHNlcSwgZGF0YSB9KSA9PiAoeyBzZXEsIGRhdGEgfSkpO1xuICB9XG5cbiAgLyoqIEJ5dGVzIGtlcHQuICovXG4gIGdldCBieXRlcygpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNieXRlcztcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQ7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxpQkFBaUIsS0FBSyxLQUFLO0FBU3hDLDBDQUEwQyxHQUMxQyxPQUFPLE1BQU07RUFDWCxDQUFBLE9BQVEsR0FBWSxFQUFFLENBQUM7RUFDdkIsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUNYLENBQUEsR0FBSSxDQUFTO0VBQ2Isb0VBQW9FLEdBQ3BFLFVBQVUsRUFBRTtFQUVaLHdFQUF3RSxHQUN4RSxZQUFZLFFBQVEsQ0FBQyxDQUFFO0lBQ3JCLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztFQUNkO0VBRUE7Ozs7R0FJQyxHQUNELElBQUksSUFBZ0IsRUFBRSxJQUFhLEVBQVU7SUFDM0MsSUFBSSxDQUFDLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEtBQUssTUFBTSxHQUFHLGdCQUFnQjtNQUN2RCxJQUFJLENBQUMsT0FBTyxJQUFJLEtBQUssTUFBTTtNQUMzQixPQUFPO0lBQ1Q7SUFDQSxNQUFNLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxHQUFJO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUM7TUFBRTtNQUFLO01BQU07SUFBSztJQUNyQyxJQUFJLENBQUMsQ0FBQSxLQUFNLElBQUksS0FBSyxNQUFNO0lBQzFCLE1BQU8sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsa0JBQWtCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLEdBQUcsRUFBRztNQUN2RSxJQUFJLENBQUMsQ0FBQSxLQUFNLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUssR0FBSSxJQUFJLENBQUMsTUFBTTtJQUNuRDtJQUNBLE9BQU87RUFDVDtFQUVBLG1EQUFtRCxHQUNuRCxRQUFRLEdBQVcsRUFBUTtJQUN6QixNQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLEdBQUcsS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsRUFBRSxDQUFDLEdBQUcsSUFBSSxJQUFLO01BQzlELElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSyxHQUFJLElBQUksQ0FBQyxNQUFNO0lBQ25EO0VBQ0Y7RUFFQTs7Ozs7R0FLQyxHQUNELE9BQU8sT0FBZ0IsRUFBdUM7SUFDNUQsSUFBSSxDQUFDLFNBQVM7TUFDWixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNLElBQUksRUFBRSxJQUFJLENBQUMsTUFBTTtNQUN2RSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQyxDQUFDLElBQU0sQ0FBQyxFQUFFLElBQUk7SUFDckQ7SUFDQSxLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUUsRUFBRSxJQUFJLEdBQUc7SUFDeEMsSUFBSSxDQUFDLE9BQU8sR0FBRztJQUNmLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQyxDQUFDLEVBQUUsR0FBRyxFQUFFLElBQUksRUFBRSxHQUFLLENBQUM7UUFBRTtRQUFLO01BQUssQ0FBQztFQUM1RDtFQUVBLGdCQUFnQixHQUNoQixJQUFJLFFBQWdCO0lBQ2xCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNwQjtBQUNGIn0=
// denoCacheMetadata=4584042051765712278,1451550434628106867