/**
 * Which attach client's size a session takes: the most recently active one
 * that may type (tmux's `window-size latest`). Read-only clients only watch:
 * they never set the size, and neither does a suspended client (stopped by
 * `suspend-client` until `fg`: tmux ignores its size too).
 *
 * @module
 */ /** What the policy needs to know of an attach client. */ /** A session's size owner. */ export class LatestClientSize {
  #owner = null;
  #ownerChanged;
  /** `ownerChanged`: called whenever another client (or none) owns the size. */ constructor(ownerChanged = ()=>{}){
    this.#ownerChanged = ownerChanged;
  }
  /** The client whose size the session follows, if any. */ get owner() {
    return this.#owner;
  }
  #own(client) {
    if (client === this.#owner) return;
    this.#owner = client;
    this.#ownerChanged();
  }
  /**
   * `client` was just active: it becomes the owner unless it is read-only
   * or suspended. Returns the size the session must take, or null for no
   * change of owner.
   */ touch(client, now = Date.now()) {
    client.lastActive = now;
    if (!sizes(client)) return null;
    this.#own(client);
    return {
      cols: client.cols,
      rows: client.rows
    };
  }
  /**
   * `client` left (or was suspended); `others` are the clients still
   * attached. Returns the next owner (the most recently active writer
   * left), or null when the owner did not change or nobody can own the
   * size.
   */ left(client, others) {
    if (this.#owner !== client) return null;
    this.#own(null);
    let next = null;
    for (const c of others){
      if (c === client || !sizes(c)) continue;
      if (!next || c.lastActive > next.lastActive) next = c;
    }
    return next;
  }
}
/** Whether `client` may set its session's size. */ function sizes(client) {
  return !client.readOnly && !client.suspended;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vc2l6ZV9wb2xpY3kudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGljaCBhdHRhY2ggY2xpZW50J3Mgc2l6ZSBhIHNlc3Npb24gdGFrZXM6IHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZSBvbmVcbiAqIHRoYXQgbWF5IHR5cGUgKHRtdXgncyBgd2luZG93LXNpemUgbGF0ZXN0YCkuIFJlYWQtb25seSBjbGllbnRzIG9ubHkgd2F0Y2g6XG4gKiB0aGV5IG5ldmVyIHNldCB0aGUgc2l6ZSwgYW5kIG5laXRoZXIgZG9lcyBhIHN1c3BlbmRlZCBjbGllbnQgKHN0b3BwZWQgYnlcbiAqIGBzdXNwZW5kLWNsaWVudGAgdW50aWwgYGZnYDogdG11eCBpZ25vcmVzIGl0cyBzaXplIHRvbykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBXaGF0IHRoZSBwb2xpY3kgbmVlZHMgdG8ga25vdyBvZiBhbiBhdHRhY2ggY2xpZW50LiAqL1xuZXhwb3J0IGludGVyZmFjZSBTaXplZENsaWVudCB7XG4gIHJlYWRvbmx5IHJlYWRPbmx5OiBib29sZWFuO1xuICAvKiogU3RvcHBlZCBieSBgc3VzcGVuZC1jbGllbnRgOiBpdHMgc2l6ZSBkb2VzIG5vdCBjb3VudCB1bnRpbCBpdCB3YWtlcy4gKi9cbiAgcmVhZG9ubHkgc3VzcGVuZGVkPzogYm9vbGVhbjtcbiAgLyoqIExhc3QgaW5wdXQsIHJlc2l6ZSBvciBhdHRhY2ggKG1zIHNpbmNlIHRoZSBlcG9jaCkuICovXG4gIGxhc3RBY3RpdmU6IG51bWJlcjtcbiAgY29sczogbnVtYmVyO1xuICByb3dzOiBudW1iZXI7XG59XG5cbi8qKiBBIHNlc3Npb24ncyBzaXplIG93bmVyLiAqL1xuZXhwb3J0IGNsYXNzIExhdGVzdENsaWVudFNpemU8QyBleHRlbmRzIFNpemVkQ2xpZW50PiB7XG4gICNvd25lcjogQyB8IG51bGwgPSBudWxsO1xuICByZWFkb25seSAjb3duZXJDaGFuZ2VkOiAoKSA9PiB2b2lkO1xuXG4gIC8qKiBgb3duZXJDaGFuZ2VkYDogY2FsbGVkIHdoZW5ldmVyIGFub3RoZXIgY2xpZW50IChvciBub25lKSBvd25zIHRoZSBzaXplLiAqL1xuICBjb25zdHJ1Y3Rvcihvd25lckNoYW5nZWQ6ICgpID0+IHZvaWQgPSAoKSA9PiB7fSkge1xuICAgIHRoaXMuI293bmVyQ2hhbmdlZCA9IG93bmVyQ2hhbmdlZDtcbiAgfVxuXG4gIC8qKiBUaGUgY2xpZW50IHdob3NlIHNpemUgdGhlIHNlc3Npb24gZm9sbG93cywgaWYgYW55LiAqL1xuICBnZXQgb3duZXIoKTogQyB8IG51bGwge1xuICAgIHJldHVybiB0aGlzLiNvd25lcjtcbiAgfVxuXG4gICNvd24oY2xpZW50OiBDIHwgbnVsbCk6IHZvaWQge1xuICAgIGlmIChjbGllbnQgPT09IHRoaXMuI293bmVyKSByZXR1cm47XG4gICAgdGhpcy4jb3duZXIgPSBjbGllbnQ7XG4gICAgdGhpcy4jb3duZXJDaGFuZ2VkKCk7XG4gIH1cblxuICAvKipcbiAgICogYGNsaWVudGAgd2FzIGp1c3QgYWN0aXZlOiBpdCBiZWNvbWVzIHRoZSBvd25lciB1bmxlc3MgaXQgaXMgcmVhZC1vbmx5XG4gICAqIG9yIHN1c3BlbmRlZC4gUmV0dXJucyB0aGUgc2l6ZSB0aGUgc2Vzc2lvbiBtdXN0IHRha2UsIG9yIG51bGwgZm9yIG5vXG4gICAqIGNoYW5nZSBvZiBvd25lci5cbiAgICovXG4gIHRvdWNoKGNsaWVudDogQywgbm93ID0gRGF0ZS5ub3coKSk6IHsgY29sczogbnVtYmVyOyByb3dzOiBudW1iZXIgfSB8IG51bGwge1xuICAgIGNsaWVudC5sYXN0QWN0aXZlID0gbm93O1xuICAgIGlmICghc2l6ZXMoY2xpZW50KSkgcmV0dXJuIG51bGw7XG4gICAgdGhpcy4jb3duKGNsaWVudCk7XG4gICAgcmV0dXJuIHsgY29sczogY2xpZW50LmNvbHMsIHJvd3M6IGNsaWVudC5yb3dzIH07XG4gIH1cblxuICAvKipcbiAgICogYGNsaWVudGAgbGVmdCAob3Igd2FzIHN1c3BlbmRlZCk7IGBvdGhlcnNgIGFyZSB0aGUgY2xpZW50cyBzdGlsbFxuICAgKiBhdHRhY2hlZC4gUmV0dXJucyB0aGUgbmV4dCBvd25lciAodGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIHdyaXRlclxuICAgKiBsZWZ0KSwgb3IgbnVsbCB3aGVuIHRoZSBvd25lciBkaWQgbm90IGNoYW5nZSBvciBub2JvZHkgY2FuIG93biB0aGVcbiAgICogc2l6ZS5cbiAgICovXG4gIGxlZnQoY2xpZW50OiBDLCBvdGhlcnM6IEl0ZXJhYmxlPEM+KTogQyB8IG51bGwge1xuICAgIGlmICh0aGlzLiNvd25lciAhPT0gY2xpZW50KSByZXR1cm4gbnVsbDtcbiAgICB0aGlzLiNvd24obnVsbCk7XG4gICAgbGV0IG5leHQ6IEMgfCBudWxsID0gbnVsbDtcbiAgICBmb3IgKGNvbnN0IGMgb2Ygb3RoZXJzKSB7XG4gICAgICBpZiAoYyA9PT0gY2xpZW50IHx8ICFzaXplcyhjKSkgY29udGludWU7XG4gICAgICBpZiAoIW5leHQgfHwgYy5sYXN0QWN0aXZlID4gbmV4dC5sYXN0QWN0aXZlKSBuZXh0ID0gYztcbiAgICB9XG4gICAgcmV0dXJuIG5leHQ7XG4gIH1cbn1cblxuLyoqIFdoZXRoZXIgYGNsaWVudGAgbWF5IHNldCBpdHMgc2Vzc2lvbidzIHNpemUuICovXG5mdW5jdGlvbiBzaXplcyhjbGllbnQ6IFNpemVkQ2xpZW50KTogYm9vbGVhbiB7XG4gIHJldHVybiAhY2xpZW50LnJlYWRPbmx5ICYmICFjbGllbnQuc3VzcGVuZGVkO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCx1REFBdUQsR0FXdkQsNEJBQTRCLEdBQzVCLE9BQU8sTUFBTTtFQUNYLENBQUEsS0FBTSxHQUFhLEtBQUs7RUFDZixDQUFBLFlBQWEsQ0FBYTtFQUVuQyw0RUFBNEUsR0FDNUUsWUFBWSxlQUEyQixLQUFPLENBQUMsQ0FBRTtJQUMvQyxJQUFJLENBQUMsQ0FBQSxZQUFhLEdBQUc7RUFDdkI7RUFFQSx1REFBdUQsR0FDdkQsSUFBSSxRQUFrQjtJQUNwQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDcEI7RUFFQSxDQUFBLEdBQUksQ0FBQyxNQUFnQjtJQUNuQixJQUFJLFdBQVcsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO0lBQzVCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxDQUFBLFlBQWE7RUFDcEI7RUFFQTs7OztHQUlDLEdBQ0QsTUFBTSxNQUFTLEVBQUUsTUFBTSxLQUFLLEdBQUcsRUFBRSxFQUF5QztJQUN4RSxPQUFPLFVBQVUsR0FBRztJQUNwQixJQUFJLENBQUMsTUFBTSxTQUFTLE9BQU87SUFDM0IsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDO0lBQ1YsT0FBTztNQUFFLE1BQU0sT0FBTyxJQUFJO01BQUUsTUFBTSxPQUFPLElBQUk7SUFBQztFQUNoRDtFQUVBOzs7OztHQUtDLEdBQ0QsS0FBSyxNQUFTLEVBQUUsTUFBbUIsRUFBWTtJQUM3QyxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxRQUFRLE9BQU87SUFDbkMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDO0lBQ1YsSUFBSSxPQUFpQjtJQUNyQixLQUFLLE1BQU0sS0FBSyxPQUFRO01BQ3RCLElBQUksTUFBTSxVQUFVLENBQUMsTUFBTSxJQUFJO01BQy9CLElBQUksQ0FBQyxRQUFRLEVBQUUsVUFBVSxHQUFHLEtBQUssVUFBVSxFQUFFLE9BQU87SUFDdEQ7SUFDQSxPQUFPO0VBQ1Q7QUFDRjtBQUVBLGlEQUFpRCxHQUNqRCxTQUFTLE1BQU0sTUFBbUI7RUFDaEMsT0FBTyxDQUFDLE9BQU8sUUFBUSxJQUFJLENBQUMsT0FBTyxTQUFTO0FBQzlDIn0=
// denoCacheMetadata=13041544173406806307,8163774826328311593