/**
 * Resumable attachments: an attach client whose link broke (ssh killed, a
 * heartbeat timeout, the daemon replaced) attaches again with the token of
 * its attachment and the seq of the last frame it drew, and carries on
 * from there: the daemon sends the diff from that frame (when it still
 * knows it; else a full frame) and tells it the last input it applied.
 *
 * The daemon keeps, per attachment, its view (what was sent) and a copy of
 * the view as of the last frame acknowledged: the frame after it may be
 * lost with the link. A connection that closes without a detach leaves its
 * attachment parked here for `PARK_MS`; nothing is built or queued for a
 * parked attachment, so it holds the same few bytes however long it stays.
 *
 * @module
 */ import { newSentState } from "./screen_mirror.ts";
/**
 * How long a broken attachment can still be resumed with its diff. A
 * laptop closed overnight comes back to a full frame instead, which costs
 * one screen; the limit only bounds what the daemon keeps.
 */ const PARK_MS = 12 * 60 * 60 * 1000;
/** Most parked attachments kept; the oldest go first. */ const MAX_PARKED = 1000;
/** The resume bookkeeping of one attachment. */ export class ResumeState {
  /** Names the attachment in a resume; unguessable, as it takes it over. */ token;
  /** The seq of the last input applied. */ inputSeq;
  /** The view as of the last frame the client acknowledged. */ acked = null;
  /** A new attachment's, or one carried over a live upgrade. */ constructor(token = crypto.randomUUID(), inputSeq = 0){
    this.token = token;
    this.inputSeq = inputSeq;
  }
  /** The client acknowledged the frame `view` was brought up to. */ noteAck(view) {
    this.acked = copySentState(view);
  }
  /**
   * Whether an input with `seq` is new (then it counts as applied); a
   * repeat is one the client sent again after a resume. No seq: always new.
   */ accept(seq) {
    if (seq === undefined) return true;
    if (seq <= this.inputSeq) return false;
    this.inputSeq = seq;
    return true;
  }
}
/**
 * An attachment carried over a live upgrade: its token, input seq and the
 * seq of the last frame sent, but no view (the new daemon has never drawn
 * this client a frame), so its resume gets a full frame.
 */ export class CarriedAttachment {
  resume;
  view;
  constructor(token, inputSeq, seq){
    this.resume = new ResumeState(token, inputSeq);
    this.view = {
      ...newSentState(),
      seq
    };
  }
}
/** A copy of `view` that later frames do not change. */ export function copySentState(view) {
  return {
    ...view,
    links: new Map(view.links)
  };
}
/**
 * Every attachment by token, live or parked: `C` the attach client, `S`
 * its session, `H` the connection it is attached on (compared, not used).
 */ export class ResumeTable {
  #entries = new Map();
  #parked = 0;
  /** A new or resumed attachment of `session` on `holder`. */ add(client, session, holder) {
    this.#entries.set(client.resume.token, {
      client,
      session,
      holder,
      parkedAt: 0
    });
  }
  /** `holder` closed: its attachment (if any) waits for a resume. */ park(holder, client) {
    for (const [token, e] of this.#entries){
      if (e.holder !== holder) continue;
      if (e.client !== client) {
        this.#entries.delete(token); // detached or ended: not resumable
        continue;
      }
      e.holder = null;
      e.parkedAt = Date.now();
      this.#parked++;
    }
    this.#expire();
  }
  /**
   * Takes the attachment `token` names out of the table; null when there
   * is none. When its holder is set, the caller takes it off that
   * connection (which has not noticed that its link broke).
   */ claim(token) {
    const e = this.#entries.get(token);
    if (!e) return null;
    this.#entries.delete(token);
    if (e.holder === null) this.#parked--;
    return {
      client: e.client,
      session: e.session,
      holder: e.holder
    };
  }
  /** A parked attachment carried over a live upgrade. */ addParked(client, session) {
    this.add(client, session, null);
    this.#entries.get(client.resume.token).parkedAt = Date.now();
    this.#parked++;
  }
  /** Attachments carried over a live upgrade that have not resumed yet. */ carried() {
    let n = 0;
    for (const e of this.#entries.values()){
      if (e.client instanceof CarriedAttachment) n++;
    }
    return n;
  }
  /** Every attachment, live or parked (a live upgrade saves them). */ all() {
    return [
      ...this.#entries.values()
    ];
  }
  /** Forgets the parked attachments of a session that is gone. */ sessionGone(session) {
    for (const [token, e] of this.#entries){
      if (e.session !== session || e.holder !== null) continue;
      this.#entries.delete(token);
      this.#parked--;
    }
  }
  /** Parked attachments (for tests and the log). */ get parked() {
    return this.#parked;
  }
  #expire() {
    const now = Date.now();
    for (const [token, e] of this.#entries){
      if (e.holder !== null) continue;
      if (this.#parked <= MAX_PARKED && now - e.parkedAt < PARK_MS) continue;
      this.#entries.delete(token);
      this.#parked--;
    }
  }
}
/**
 * Carries a broken attachment `old` over to `client`: its input seq, and
 * its view as of frame `seq` when the daemon still has it (the frame in
 * flight or the last one acknowledged), else a fresh view (a full frame).
 * Returns whether the diff from `seq` is what `client` will get.
 *
 * A frame split in parts (`update_parts.ts`) has consecutive seqs and
 * `view.seq` is its last part's, so both views stand for whole frames: a
 * client that drew only some parts of one names a seq between them and
 * gets a full frame, never a diff from a screen it does not have.
 */ export function carryOver(client, old, seq) {
  client.resume = old.resume;
  const acked = old.resume.acked;
  const from = seq === old.view.seq ? old.view : acked && seq === acked.seq ? acked : null;
  Object.assign(client.view, from ? copySentState(from) : newSentState());
  if (!from) client.view.seq = Math.max(old.view.seq, seq);
  return from !== null;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcmVzdW1lLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogUmVzdW1hYmxlIGF0dGFjaG1lbnRzOiBhbiBhdHRhY2ggY2xpZW50IHdob3NlIGxpbmsgYnJva2UgKHNzaCBraWxsZWQsIGFcbiAqIGhlYXJ0YmVhdCB0aW1lb3V0LCB0aGUgZGFlbW9uIHJlcGxhY2VkKSBhdHRhY2hlcyBhZ2FpbiB3aXRoIHRoZSB0b2tlbiBvZlxuICogaXRzIGF0dGFjaG1lbnQgYW5kIHRoZSBzZXEgb2YgdGhlIGxhc3QgZnJhbWUgaXQgZHJldywgYW5kIGNhcnJpZXMgb25cbiAqIGZyb20gdGhlcmU6IHRoZSBkYWVtb24gc2VuZHMgdGhlIGRpZmYgZnJvbSB0aGF0IGZyYW1lICh3aGVuIGl0IHN0aWxsXG4gKiBrbm93cyBpdDsgZWxzZSBhIGZ1bGwgZnJhbWUpIGFuZCB0ZWxscyBpdCB0aGUgbGFzdCBpbnB1dCBpdCBhcHBsaWVkLlxuICpcbiAqIFRoZSBkYWVtb24ga2VlcHMsIHBlciBhdHRhY2htZW50LCBpdHMgdmlldyAod2hhdCB3YXMgc2VudCkgYW5kIGEgY29weSBvZlxuICogdGhlIHZpZXcgYXMgb2YgdGhlIGxhc3QgZnJhbWUgYWNrbm93bGVkZ2VkOiB0aGUgZnJhbWUgYWZ0ZXIgaXQgbWF5IGJlXG4gKiBsb3N0IHdpdGggdGhlIGxpbmsuIEEgY29ubmVjdGlvbiB0aGF0IGNsb3NlcyB3aXRob3V0IGEgZGV0YWNoIGxlYXZlcyBpdHNcbiAqIGF0dGFjaG1lbnQgcGFya2VkIGhlcmUgZm9yIGBQQVJLX01TYDsgbm90aGluZyBpcyBidWlsdCBvciBxdWV1ZWQgZm9yIGFcbiAqIHBhcmtlZCBhdHRhY2htZW50LCBzbyBpdCBob2xkcyB0aGUgc2FtZSBmZXcgYnl0ZXMgaG93ZXZlciBsb25nIGl0IHN0YXlzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBuZXdTZW50U3RhdGUsIHR5cGUgU2VudFN0YXRlIH0gZnJvbSBcIi4vc2NyZWVuX21pcnJvci50c1wiO1xuXG4vKipcbiAqIEhvdyBsb25nIGEgYnJva2VuIGF0dGFjaG1lbnQgY2FuIHN0aWxsIGJlIHJlc3VtZWQgd2l0aCBpdHMgZGlmZi4gQVxuICogbGFwdG9wIGNsb3NlZCBvdmVybmlnaHQgY29tZXMgYmFjayB0byBhIGZ1bGwgZnJhbWUgaW5zdGVhZCwgd2hpY2ggY29zdHNcbiAqIG9uZSBzY3JlZW47IHRoZSBsaW1pdCBvbmx5IGJvdW5kcyB3aGF0IHRoZSBkYWVtb24ga2VlcHMuXG4gKi9cbmNvbnN0IFBBUktfTVMgPSAxMiAqIDYwICogNjAgKiAxMDAwO1xuXG4vKiogTW9zdCBwYXJrZWQgYXR0YWNobWVudHMga2VwdDsgdGhlIG9sZGVzdCBnbyBmaXJzdC4gKi9cbmNvbnN0IE1BWF9QQVJLRUQgPSAxMDAwO1xuXG4vKiogVGhlIHJlc3VtZSBib29ra2VlcGluZyBvZiBvbmUgYXR0YWNobWVudC4gKi9cbmV4cG9ydCBjbGFzcyBSZXN1bWVTdGF0ZSB7XG4gIC8qKiBOYW1lcyB0aGUgYXR0YWNobWVudCBpbiBhIHJlc3VtZTsgdW5ndWVzc2FibGUsIGFzIGl0IHRha2VzIGl0IG92ZXIuICovXG4gIHJlYWRvbmx5IHRva2VuOiBzdHJpbmc7XG4gIC8qKiBUaGUgc2VxIG9mIHRoZSBsYXN0IGlucHV0IGFwcGxpZWQuICovXG4gIGlucHV0U2VxOiBudW1iZXI7XG4gIC8qKiBUaGUgdmlldyBhcyBvZiB0aGUgbGFzdCBmcmFtZSB0aGUgY2xpZW50IGFja25vd2xlZGdlZC4gKi9cbiAgYWNrZWQ6IFNlbnRTdGF0ZSB8IG51bGwgPSBudWxsO1xuXG4gIC8qKiBBIG5ldyBhdHRhY2htZW50J3MsIG9yIG9uZSBjYXJyaWVkIG92ZXIgYSBsaXZlIHVwZ3JhZGUuICovXG4gIGNvbnN0cnVjdG9yKHRva2VuOiBzdHJpbmcgPSBjcnlwdG8ucmFuZG9tVVVJRCgpLCBpbnB1dFNlcSA9IDApIHtcbiAgICB0aGlzLnRva2VuID0gdG9rZW47XG4gICAgdGhpcy5pbnB1dFNlcSA9IGlucHV0U2VxO1xuICB9XG5cbiAgLyoqIFRoZSBjbGllbnQgYWNrbm93bGVkZ2VkIHRoZSBmcmFtZSBgdmlld2Agd2FzIGJyb3VnaHQgdXAgdG8uICovXG4gIG5vdGVBY2sodmlldzogU2VudFN0YXRlKTogdm9pZCB7XG4gICAgdGhpcy5hY2tlZCA9IGNvcHlTZW50U3RhdGUodmlldyk7XG4gIH1cblxuICAvKipcbiAgICogV2hldGhlciBhbiBpbnB1dCB3aXRoIGBzZXFgIGlzIG5ldyAodGhlbiBpdCBjb3VudHMgYXMgYXBwbGllZCk7IGFcbiAgICogcmVwZWF0IGlzIG9uZSB0aGUgY2xpZW50IHNlbnQgYWdhaW4gYWZ0ZXIgYSByZXN1bWUuIE5vIHNlcTogYWx3YXlzIG5ldy5cbiAgICovXG4gIGFjY2VwdChzZXE6IG51bWJlciB8IHVuZGVmaW5lZCk6IGJvb2xlYW4ge1xuICAgIGlmIChzZXEgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHRydWU7XG4gICAgaWYgKHNlcSA8PSB0aGlzLmlucHV0U2VxKSByZXR1cm4gZmFsc2U7XG4gICAgdGhpcy5pbnB1dFNlcSA9IHNlcTtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxufVxuXG4vKipcbiAqIEFuIGF0dGFjaG1lbnQgY2FycmllZCBvdmVyIGEgbGl2ZSB1cGdyYWRlOiBpdHMgdG9rZW4sIGlucHV0IHNlcSBhbmQgdGhlXG4gKiBzZXEgb2YgdGhlIGxhc3QgZnJhbWUgc2VudCwgYnV0IG5vIHZpZXcgKHRoZSBuZXcgZGFlbW9uIGhhcyBuZXZlciBkcmF3blxuICogdGhpcyBjbGllbnQgYSBmcmFtZSksIHNvIGl0cyByZXN1bWUgZ2V0cyBhIGZ1bGwgZnJhbWUuXG4gKi9cbmV4cG9ydCBjbGFzcyBDYXJyaWVkQXR0YWNobWVudCBpbXBsZW1lbnRzIFJlc3VtYWJsZSB7XG4gIHJlYWRvbmx5IHJlc3VtZTogUmVzdW1lU3RhdGU7XG4gIHJlYWRvbmx5IHZpZXc6IFNlbnRTdGF0ZTtcblxuICBjb25zdHJ1Y3Rvcih0b2tlbjogc3RyaW5nLCBpbnB1dFNlcTogbnVtYmVyLCBzZXE6IG51bWJlcikge1xuICAgIHRoaXMucmVzdW1lID0gbmV3IFJlc3VtZVN0YXRlKHRva2VuLCBpbnB1dFNlcSk7XG4gICAgdGhpcy52aWV3ID0geyAuLi5uZXdTZW50U3RhdGUoKSwgc2VxIH07XG4gIH1cbn1cblxuLyoqIEEgY29weSBvZiBgdmlld2AgdGhhdCBsYXRlciBmcmFtZXMgZG8gbm90IGNoYW5nZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb3B5U2VudFN0YXRlKHZpZXc6IFNlbnRTdGF0ZSk6IFNlbnRTdGF0ZSB7XG4gIHJldHVybiB7IC4uLnZpZXcsIGxpbmtzOiBuZXcgTWFwKHZpZXcubGlua3MpIH07XG59XG5cbi8qKiBXaGF0IHRoZSB0YWJsZSBuZWVkcyBvZiBhbiBhdHRhY2htZW50OiBpdHMgcmVzdW1lIHN0YXRlIGFuZCB2aWV3LiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZXN1bWFibGUge1xuICByZXN1bWU6IFJlc3VtZVN0YXRlO1xuICByZWFkb25seSB2aWV3OiBTZW50U3RhdGU7XG59XG5cbmludGVyZmFjZSBFbnRyeTxDLCBTLCBIPiB7XG4gIGNsaWVudDogQztcbiAgc2Vzc2lvbjogUztcbiAgLyoqIFRoZSBjb25uZWN0aW9uIGl0IGlzIGF0dGFjaGVkIG9uOyBudWxsIHdoaWxlIHBhcmtlZC4gKi9cbiAgaG9sZGVyOiBIIHwgbnVsbDtcbiAgcGFya2VkQXQ6IG51bWJlcjtcbn1cblxuLyoqIEFuIGF0dGFjaG1lbnQgY2xhaW1lZCBmb3IgYSByZXN1bWUsIGFuZCB3aGVyZSBpdCB3YXMuICovXG5leHBvcnQgaW50ZXJmYWNlIENsYWltZWQ8QywgUywgSD4ge1xuICBjbGllbnQ6IEM7XG4gIHNlc3Npb246IFM7XG4gIC8qKiBJdHMgY29ubmVjdGlvbiwgd2hlbiB0aGF0IGhhcyBub3Qgbm90aWNlZCBpdHMgbGluayBicm9rZSB5ZXQuICovXG4gIGhvbGRlcjogSCB8IG51bGw7XG59XG5cbi8qKlxuICogRXZlcnkgYXR0YWNobWVudCBieSB0b2tlbiwgbGl2ZSBvciBwYXJrZWQ6IGBDYCB0aGUgYXR0YWNoIGNsaWVudCwgYFNgXG4gKiBpdHMgc2Vzc2lvbiwgYEhgIHRoZSBjb25uZWN0aW9uIGl0IGlzIGF0dGFjaGVkIG9uIChjb21wYXJlZCwgbm90IHVzZWQpLlxuICovXG5leHBvcnQgY2xhc3MgUmVzdW1lVGFibGU8QyBleHRlbmRzIFJlc3VtYWJsZSwgUywgSD4ge1xuICAjZW50cmllcyA9IG5ldyBNYXA8c3RyaW5nLCBFbnRyeTxDLCBTLCBIPj4oKTtcbiAgI3BhcmtlZCA9IDA7XG5cbiAgLyoqIEEgbmV3IG9yIHJlc3VtZWQgYXR0YWNobWVudCBvZiBgc2Vzc2lvbmAgb24gYGhvbGRlcmAuICovXG4gIGFkZChjbGllbnQ6IEMsIHNlc3Npb246IFMsIGhvbGRlcjogSCk6IHZvaWQge1xuICAgIHRoaXMuI2VudHJpZXMuc2V0KGNsaWVudC5yZXN1bWUudG9rZW4sIHtcbiAgICAgIGNsaWVudCxcbiAgICAgIHNlc3Npb24sXG4gICAgICBob2xkZXIsXG4gICAgICBwYXJrZWRBdDogMCxcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBgaG9sZGVyYCBjbG9zZWQ6IGl0cyBhdHRhY2htZW50IChpZiBhbnkpIHdhaXRzIGZvciBhIHJlc3VtZS4gKi9cbiAgcGFyayhob2xkZXI6IEgsIGNsaWVudDogQyB8IG51bGwpOiB2b2lkIHtcbiAgICBmb3IgKGNvbnN0IFt0b2tlbiwgZV0gb2YgdGhpcy4jZW50cmllcykge1xuICAgICAgaWYgKGUuaG9sZGVyICE9PSBob2xkZXIpIGNvbnRpbnVlO1xuICAgICAgaWYgKGUuY2xpZW50ICE9PSBjbGllbnQpIHtcbiAgICAgICAgdGhpcy4jZW50cmllcy5kZWxldGUodG9rZW4pOyAvLyBkZXRhY2hlZCBvciBlbmRlZDogbm90IHJlc3VtYWJsZVxuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGUuaG9sZGVyID0gbnVsbDtcbiAgICAgIGUucGFya2VkQXQgPSBEYXRlLm5vdygpO1xuICAgICAgdGhpcy4jcGFya2VkKys7XG4gICAgfVxuICAgIHRoaXMuI2V4cGlyZSgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRha2VzIHRoZSBhdHRhY2htZW50IGB0b2tlbmAgbmFtZXMgb3V0IG9mIHRoZSB0YWJsZTsgbnVsbCB3aGVuIHRoZXJlXG4gICAqIGlzIG5vbmUuIFdoZW4gaXRzIGhvbGRlciBpcyBzZXQsIHRoZSBjYWxsZXIgdGFrZXMgaXQgb2ZmIHRoYXRcbiAgICogY29ubmVjdGlvbiAod2hpY2ggaGFzIG5vdCBub3RpY2VkIHRoYXQgaXRzIGxpbmsgYnJva2UpLlxuICAgKi9cbiAgY2xhaW0odG9rZW46IHN0cmluZyk6IENsYWltZWQ8QywgUywgSD4gfCBudWxsIHtcbiAgICBjb25zdCBlID0gdGhpcy4jZW50cmllcy5nZXQodG9rZW4pO1xuICAgIGlmICghZSkgcmV0dXJuIG51bGw7XG4gICAgdGhpcy4jZW50cmllcy5kZWxldGUodG9rZW4pO1xuICAgIGlmIChlLmhvbGRlciA9PT0gbnVsbCkgdGhpcy4jcGFya2VkLS07XG4gICAgcmV0dXJuIHsgY2xpZW50OiBlLmNsaWVudCwgc2Vzc2lvbjogZS5zZXNzaW9uLCBob2xkZXI6IGUuaG9sZGVyIH07XG4gIH1cblxuICAvKiogQSBwYXJrZWQgYXR0YWNobWVudCBjYXJyaWVkIG92ZXIgYSBsaXZlIHVwZ3JhZGUuICovXG4gIGFkZFBhcmtlZChjbGllbnQ6IEMsIHNlc3Npb246IFMpOiB2b2lkIHtcbiAgICB0aGlzLmFkZChjbGllbnQsIHNlc3Npb24sIG51bGwgYXMgSCk7XG4gICAgdGhpcy4jZW50cmllcy5nZXQoY2xpZW50LnJlc3VtZS50b2tlbikhLnBhcmtlZEF0ID0gRGF0ZS5ub3coKTtcbiAgICB0aGlzLiNwYXJrZWQrKztcbiAgfVxuXG4gIC8qKiBBdHRhY2htZW50cyBjYXJyaWVkIG92ZXIgYSBsaXZlIHVwZ3JhZGUgdGhhdCBoYXZlIG5vdCByZXN1bWVkIHlldC4gKi9cbiAgY2FycmllZCgpOiBudW1iZXIge1xuICAgIGxldCBuID0gMDtcbiAgICBmb3IgKGNvbnN0IGUgb2YgdGhpcy4jZW50cmllcy52YWx1ZXMoKSkge1xuICAgICAgaWYgKGUuY2xpZW50IGluc3RhbmNlb2YgQ2FycmllZEF0dGFjaG1lbnQpIG4rKztcbiAgICB9XG4gICAgcmV0dXJuIG47XG4gIH1cblxuICAvKiogRXZlcnkgYXR0YWNobWVudCwgbGl2ZSBvciBwYXJrZWQgKGEgbGl2ZSB1cGdyYWRlIHNhdmVzIHRoZW0pLiAqL1xuICBhbGwoKTogeyBjbGllbnQ6IEM7IHNlc3Npb246IFMgfVtdIHtcbiAgICByZXR1cm4gWy4uLnRoaXMuI2VudHJpZXMudmFsdWVzKCldO1xuICB9XG5cbiAgLyoqIEZvcmdldHMgdGhlIHBhcmtlZCBhdHRhY2htZW50cyBvZiBhIHNlc3Npb24gdGhhdCBpcyBnb25lLiAqL1xuICBzZXNzaW9uR29uZShzZXNzaW9uOiBTKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBbdG9rZW4sIGVdIG9mIHRoaXMuI2VudHJpZXMpIHtcbiAgICAgIGlmIChlLnNlc3Npb24gIT09IHNlc3Npb24gfHwgZS5ob2xkZXIgIT09IG51bGwpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jZW50cmllcy5kZWxldGUodG9rZW4pO1xuICAgICAgdGhpcy4jcGFya2VkLS07XG4gICAgfVxuICB9XG5cbiAgLyoqIFBhcmtlZCBhdHRhY2htZW50cyAoZm9yIHRlc3RzIGFuZCB0aGUgbG9nKS4gKi9cbiAgZ2V0IHBhcmtlZCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNwYXJrZWQ7XG4gIH1cblxuICAjZXhwaXJlKCk6IHZvaWQge1xuICAgIGNvbnN0IG5vdyA9IERhdGUubm93KCk7XG4gICAgZm9yIChjb25zdCBbdG9rZW4sIGVdIG9mIHRoaXMuI2VudHJpZXMpIHtcbiAgICAgIGlmIChlLmhvbGRlciAhPT0gbnVsbCkgY29udGludWU7XG4gICAgICBpZiAodGhpcy4jcGFya2VkIDw9IE1BWF9QQVJLRUQgJiYgbm93IC0gZS5wYXJrZWRBdCA8IFBBUktfTVMpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jZW50cmllcy5kZWxldGUodG9rZW4pO1xuICAgICAgdGhpcy4jcGFya2VkLS07XG4gICAgfVxuICB9XG59XG5cbi8qKlxuICogQ2FycmllcyBhIGJyb2tlbiBhdHRhY2htZW50IGBvbGRgIG92ZXIgdG8gYGNsaWVudGA6IGl0cyBpbnB1dCBzZXEsIGFuZFxuICogaXRzIHZpZXcgYXMgb2YgZnJhbWUgYHNlcWAgd2hlbiB0aGUgZGFlbW9uIHN0aWxsIGhhcyBpdCAodGhlIGZyYW1lIGluXG4gKiBmbGlnaHQgb3IgdGhlIGxhc3Qgb25lIGFja25vd2xlZGdlZCksIGVsc2UgYSBmcmVzaCB2aWV3IChhIGZ1bGwgZnJhbWUpLlxuICogUmV0dXJucyB3aGV0aGVyIHRoZSBkaWZmIGZyb20gYHNlcWAgaXMgd2hhdCBgY2xpZW50YCB3aWxsIGdldC5cbiAqXG4gKiBBIGZyYW1lIHNwbGl0IGluIHBhcnRzIChgdXBkYXRlX3BhcnRzLnRzYCkgaGFzIGNvbnNlY3V0aXZlIHNlcXMgYW5kXG4gKiBgdmlldy5zZXFgIGlzIGl0cyBsYXN0IHBhcnQncywgc28gYm90aCB2aWV3cyBzdGFuZCBmb3Igd2hvbGUgZnJhbWVzOiBhXG4gKiBjbGllbnQgdGhhdCBkcmV3IG9ubHkgc29tZSBwYXJ0cyBvZiBvbmUgbmFtZXMgYSBzZXEgYmV0d2VlbiB0aGVtIGFuZFxuICogZ2V0cyBhIGZ1bGwgZnJhbWUsIG5ldmVyIGEgZGlmZiBmcm9tIGEgc2NyZWVuIGl0IGRvZXMgbm90IGhhdmUuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjYXJyeU92ZXIoXG4gIGNsaWVudDogUmVzdW1hYmxlLFxuICBvbGQ6IFJlc3VtYWJsZSxcbiAgc2VxOiBudW1iZXIsXG4pOiBib29sZWFuIHtcbiAgY2xpZW50LnJlc3VtZSA9IG9sZC5yZXN1bWU7XG4gIGNvbnN0IGFja2VkID0gb2xkLnJlc3VtZS5hY2tlZDtcbiAgY29uc3QgZnJvbSA9IHNlcSA9PT0gb2xkLnZpZXcuc2VxXG4gICAgPyBvbGQudmlld1xuICAgIDogYWNrZWQgJiYgc2VxID09PSBhY2tlZC5zZXFcbiAgICA/IGFja2VkXG4gICAgOiBudWxsO1xuICBPYmplY3QuYXNzaWduKGNsaWVudC52aWV3LCBmcm9tID8gY29weVNlbnRTdGF0ZShmcm9tKSA6IG5ld1NlbnRTdGF0ZSgpKTtcbiAgaWYgKCFmcm9tKSBjbGllbnQudmlldy5zZXEgPSBNYXRoLm1heChvbGQudmlldy5zZXEsIHNlcSk7XG4gIHJldHVybiBmcm9tICE9PSBudWxsO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBRUQsU0FBUyxZQUFZLFFBQXdCLHFCQUFxQjtBQUVsRTs7OztDQUlDLEdBQ0QsTUFBTSxVQUFVLEtBQUssS0FBSyxLQUFLO0FBRS9CLHVEQUF1RCxHQUN2RCxNQUFNLGFBQWE7QUFFbkIsOENBQThDLEdBQzlDLE9BQU8sTUFBTTtFQUNYLHdFQUF3RSxHQUN4RSxBQUFTLE1BQWM7RUFDdkIsdUNBQXVDLEdBQ3ZDLFNBQWlCO0VBQ2pCLDJEQUEyRCxHQUMzRCxRQUEwQixLQUFLO0VBRS9CLDREQUE0RCxHQUM1RCxZQUFZLFFBQWdCLE9BQU8sVUFBVSxFQUFFLEVBQUUsV0FBVyxDQUFDLENBQUU7SUFDN0QsSUFBSSxDQUFDLEtBQUssR0FBRztJQUNiLElBQUksQ0FBQyxRQUFRLEdBQUc7RUFDbEI7RUFFQSxnRUFBZ0UsR0FDaEUsUUFBUSxJQUFlLEVBQVE7SUFDN0IsSUFBSSxDQUFDLEtBQUssR0FBRyxjQUFjO0VBQzdCO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxHQUF1QixFQUFXO0lBQ3ZDLElBQUksUUFBUSxXQUFXLE9BQU87SUFDOUIsSUFBSSxPQUFPLElBQUksQ0FBQyxRQUFRLEVBQUUsT0FBTztJQUNqQyxJQUFJLENBQUMsUUFBUSxHQUFHO0lBQ2hCLE9BQU87RUFDVDtBQUNGO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTTtFQUNGLE9BQW9CO0VBQ3BCLEtBQWdCO0VBRXpCLFlBQVksS0FBYSxFQUFFLFFBQWdCLEVBQUUsR0FBVyxDQUFFO0lBQ3hELElBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxZQUFZLE9BQU87SUFDckMsSUFBSSxDQUFDLElBQUksR0FBRztNQUFFLEdBQUcsY0FBYztNQUFFO0lBQUk7RUFDdkM7QUFDRjtBQUVBLHNEQUFzRCxHQUN0RCxPQUFPLFNBQVMsY0FBYyxJQUFlO0VBQzNDLE9BQU87SUFBRSxHQUFHLElBQUk7SUFBRSxPQUFPLElBQUksSUFBSSxLQUFLLEtBQUs7RUFBRTtBQUMvQztBQXdCQTs7O0NBR0MsR0FDRCxPQUFPLE1BQU07RUFDWCxDQUFBLE9BQVEsR0FBRyxJQUFJLE1BQThCO0VBQzdDLENBQUEsTUFBTyxHQUFHLEVBQUU7RUFFWiwwREFBMEQsR0FDMUQsSUFBSSxNQUFTLEVBQUUsT0FBVSxFQUFFLE1BQVMsRUFBUTtJQUMxQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLE9BQU8sTUFBTSxDQUFDLEtBQUssRUFBRTtNQUNyQztNQUNBO01BQ0E7TUFDQSxVQUFVO0lBQ1o7RUFDRjtFQUVBLGlFQUFpRSxHQUNqRSxLQUFLLE1BQVMsRUFBRSxNQUFnQixFQUFRO0lBQ3RDLEtBQUssTUFBTSxDQUFDLE9BQU8sRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBRTtNQUN0QyxJQUFJLEVBQUUsTUFBTSxLQUFLLFFBQVE7TUFDekIsSUFBSSxFQUFFLE1BQU0sS0FBSyxRQUFRO1FBQ3ZCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsUUFBUSxtQ0FBbUM7UUFDaEU7TUFDRjtNQUNBLEVBQUUsTUFBTSxHQUFHO01BQ1gsRUFBRSxRQUFRLEdBQUcsS0FBSyxHQUFHO01BQ3JCLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDZDtJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDZDtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLEtBQWEsRUFBMkI7SUFDNUMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUM7SUFDNUIsSUFBSSxDQUFDLEdBQUcsT0FBTztJQUNmLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUM7SUFDckIsSUFBSSxFQUFFLE1BQU0sS0FBSyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDbkMsT0FBTztNQUFFLFFBQVEsRUFBRSxNQUFNO01BQUUsU0FBUyxFQUFFLE9BQU87TUFBRSxRQUFRLEVBQUUsTUFBTTtJQUFDO0VBQ2xFO0VBRUEscURBQXFELEdBQ3JELFVBQVUsTUFBUyxFQUFFLE9BQVUsRUFBUTtJQUNyQyxJQUFJLENBQUMsR0FBRyxDQUFDLFFBQVEsU0FBUztJQUMxQixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLE9BQU8sTUFBTSxDQUFDLEtBQUssRUFBRyxRQUFRLEdBQUcsS0FBSyxHQUFHO0lBQzNELElBQUksQ0FBQyxDQUFBLE1BQU87RUFDZDtFQUVBLHVFQUF1RSxHQUN2RSxVQUFrQjtJQUNoQixJQUFJLElBQUk7SUFDUixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFJO01BQ3RDLElBQUksRUFBRSxNQUFNLFlBQVksbUJBQW1CO0lBQzdDO0lBQ0EsT0FBTztFQUNUO0VBRUEsa0VBQWtFLEdBQ2xFLE1BQW1DO0lBQ2pDLE9BQU87U0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTTtLQUFHO0VBQ3BDO0VBRUEsOERBQThELEdBQzlELFlBQVksT0FBVSxFQUFRO0lBQzVCLEtBQUssTUFBTSxDQUFDLE9BQU8sRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBRTtNQUN0QyxJQUFJLEVBQUUsT0FBTyxLQUFLLFdBQVcsRUFBRSxNQUFNLEtBQUssTUFBTTtNQUNoRCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO01BQ3JCLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDZDtFQUNGO0VBRUEsZ0RBQWdELEdBQ2hELElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUEsQ0FBQSxNQUFPO0lBQ0wsTUFBTSxNQUFNLEtBQUssR0FBRztJQUNwQixLQUFLLE1BQU0sQ0FBQyxPQUFPLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUU7TUFDdEMsSUFBSSxFQUFFLE1BQU0sS0FBSyxNQUFNO01BQ3ZCLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLGNBQWMsTUFBTSxFQUFFLFFBQVEsR0FBRyxTQUFTO01BQzlELElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUM7TUFDckIsSUFBSSxDQUFDLENBQUEsTUFBTztJQUNkO0VBQ0Y7QUFDRjtBQUVBOzs7Ozs7Ozs7O0NBVUMsR0FDRCxPQUFPLFNBQVMsVUFDZCxNQUFpQixFQUNqQixHQUFjLEVBQ2QsR0FBVztFQUVYLE9BQU8sTUFBTSxHQUFHLElBQUksTUFBTTtFQUMxQixNQUFNLFFBQVEsSUFBSSxNQUFNLENBQUMsS0FBSztFQUM5QixNQUFNLE9BQU8sUUFBUSxJQUFJLElBQUksQ0FBQyxHQUFHLEdBQzdCLElBQUksSUFBSSxHQUNSLFNBQVMsUUFBUSxNQUFNLEdBQUcsR0FDMUIsUUFDQTtFQUNKLE9BQU8sTUFBTSxDQUFDLE9BQU8sSUFBSSxFQUFFLE9BQU8sY0FBYyxRQUFRO0VBQ3hELElBQUksQ0FBQyxNQUFNLE9BQU8sSUFBSSxDQUFDLEdBQUcsR0FBRyxLQUFLLEdBQUcsQ0FBQyxJQUFJLElBQUksQ0FBQyxHQUFHLEVBQUU7RUFDcEQsT0FBTyxTQUFTO0FBQ2xCIn0=
// denoCacheMetadata=10729280112766885942,14423606530716762849