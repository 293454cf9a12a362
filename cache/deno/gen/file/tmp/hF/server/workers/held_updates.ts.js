/**
 * Updates the parse worker drew on a terminal itself (`direct_draw.ts`),
 * held back from the main thread for a moment. The main thread wakes for
 * every update and draws its rows again; woken at once, it takes a core
 * just when the terminal is to read the echo, and on 2 cores the terminal
 * waits. Traced per key on the 2-core VM: of the keys whose echo took over
 * 0.4 ms from the worker's write to the terminal's read, the main thread
 * ran in between for 87%; for 11.5% of the others (bench/README.md, "Issue
 * 15, ninth round").
 *
 * So the held updates go out when the key's echo wait ends (the worker's
 * blocking wait, ECHO_WAIT_MS after the last input, which wakes it anyway:
 * no wake-up is added), after at most HOLD_MS while keys keep coming,
 * before anything else the worker posts (order is kept), or at once when
 * the attach client, handling an event of its own, asks for them (it is
 * behind the terminal then).
 *
 * @module
 */ /**
 * The longest an update waits while keys keep coming (a frame at 60 Hz):
 * a second client of the session, `wait` and `capture` see it this late
 * at most.
 */ export const HOLD_MS = 16;
/** The held updates, oldest first. */ export class HeldUpdates {
  #send;
  #sent;
  #updates = [];
  #since = Infinity;
  /** The longest wait while keys keep coming (tests set it). */ holdMs = HOLD_MS;
  /**
   * `send` posts one update; `sent` is told once all held ones went (the
   * terminals' leases say they are no longer held).
   */ constructor(send, sent){
    this.#send = send;
    this.#sent = sent;
  }
  get size() {
    return this.#updates.length;
  }
  /** Keeps `update`, drawn at `now`, for `flush`. */ hold(update, now) {
    if (this.#updates.length === 0) this.#since = now;
    this.#updates.push(update);
  }
  /**
   * When the held updates are due, given when the echo wait ends
   * (`echoUntil`, ms like `performance.now()`); Infinity with none held.
   */ due(echoUntil) {
    if (this.#updates.length === 0) return Infinity;
    return Math.min(echoUntil, this.#since + this.holdMs);
  }
  /** Forgets the held updates without posting them. */ drop() {
    this.#updates = [];
    this.#since = Infinity;
  }
  /** Posts the held updates, oldest first. */ flush() {
    if (this.#updates.length === 0) return;
    const updates = this.#updates;
    this.#updates = [];
    this.#since = Infinity;
    this.#sent();
    for (const u of updates)this.#send(u);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2hlbGRfdXBkYXRlcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFVwZGF0ZXMgdGhlIHBhcnNlIHdvcmtlciBkcmV3IG9uIGEgdGVybWluYWwgaXRzZWxmIChgZGlyZWN0X2RyYXcudHNgKSxcbiAqIGhlbGQgYmFjayBmcm9tIHRoZSBtYWluIHRocmVhZCBmb3IgYSBtb21lbnQuIFRoZSBtYWluIHRocmVhZCB3YWtlcyBmb3JcbiAqIGV2ZXJ5IHVwZGF0ZSBhbmQgZHJhd3MgaXRzIHJvd3MgYWdhaW47IHdva2VuIGF0IG9uY2UsIGl0IHRha2VzIGEgY29yZVxuICoganVzdCB3aGVuIHRoZSB0ZXJtaW5hbCBpcyB0byByZWFkIHRoZSBlY2hvLCBhbmQgb24gMiBjb3JlcyB0aGUgdGVybWluYWxcbiAqIHdhaXRzLiBUcmFjZWQgcGVyIGtleSBvbiB0aGUgMi1jb3JlIFZNOiBvZiB0aGUga2V5cyB3aG9zZSBlY2hvIHRvb2sgb3ZlclxuICogMC40IG1zIGZyb20gdGhlIHdvcmtlcidzIHdyaXRlIHRvIHRoZSB0ZXJtaW5hbCdzIHJlYWQsIHRoZSBtYWluIHRocmVhZFxuICogcmFuIGluIGJldHdlZW4gZm9yIDg3JTsgZm9yIDExLjUlIG9mIHRoZSBvdGhlcnMgKGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZVxuICogMTUsIG5pbnRoIHJvdW5kXCIpLlxuICpcbiAqIFNvIHRoZSBoZWxkIHVwZGF0ZXMgZ28gb3V0IHdoZW4gdGhlIGtleSdzIGVjaG8gd2FpdCBlbmRzICh0aGUgd29ya2VyJ3NcbiAqIGJsb2NraW5nIHdhaXQsIEVDSE9fV0FJVF9NUyBhZnRlciB0aGUgbGFzdCBpbnB1dCwgd2hpY2ggd2FrZXMgaXQgYW55d2F5OlxuICogbm8gd2FrZS11cCBpcyBhZGRlZCksIGFmdGVyIGF0IG1vc3QgSE9MRF9NUyB3aGlsZSBrZXlzIGtlZXAgY29taW5nLFxuICogYmVmb3JlIGFueXRoaW5nIGVsc2UgdGhlIHdvcmtlciBwb3N0cyAob3JkZXIgaXMga2VwdCksIG9yIGF0IG9uY2Ugd2hlblxuICogdGhlIGF0dGFjaCBjbGllbnQsIGhhbmRsaW5nIGFuIGV2ZW50IG9mIGl0cyBvd24sIGFza3MgZm9yIHRoZW0gKGl0IGlzXG4gKiBiZWhpbmQgdGhlIHRlcm1pbmFsIHRoZW4pLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IFNjcmVlblVwZGF0ZSB9IGZyb20gXCIuL3BhcnNlX21lc3NhZ2VzLnRzXCI7XG5cbi8qKlxuICogVGhlIGxvbmdlc3QgYW4gdXBkYXRlIHdhaXRzIHdoaWxlIGtleXMga2VlcCBjb21pbmcgKGEgZnJhbWUgYXQgNjAgSHopOlxuICogYSBzZWNvbmQgY2xpZW50IG9mIHRoZSBzZXNzaW9uLCBgd2FpdGAgYW5kIGBjYXB0dXJlYCBzZWUgaXQgdGhpcyBsYXRlXG4gKiBhdCBtb3N0LlxuICovXG5leHBvcnQgY29uc3QgSE9MRF9NUyA9IDE2O1xuXG4vKiogVGhlIGhlbGQgdXBkYXRlcywgb2xkZXN0IGZpcnN0LiAqL1xuZXhwb3J0IGNsYXNzIEhlbGRVcGRhdGVzIHtcbiAgcmVhZG9ubHkgI3NlbmQ6ICh1cGRhdGU6IFNjcmVlblVwZGF0ZSkgPT4gdm9pZDtcbiAgcmVhZG9ubHkgI3NlbnQ6ICgpID0+IHZvaWQ7XG4gICN1cGRhdGVzOiBTY3JlZW5VcGRhdGVbXSA9IFtdO1xuICAjc2luY2UgPSBJbmZpbml0eTtcbiAgLyoqIFRoZSBsb25nZXN0IHdhaXQgd2hpbGUga2V5cyBrZWVwIGNvbWluZyAodGVzdHMgc2V0IGl0KS4gKi9cbiAgaG9sZE1zID0gSE9MRF9NUztcblxuICAvKipcbiAgICogYHNlbmRgIHBvc3RzIG9uZSB1cGRhdGU7IGBzZW50YCBpcyB0b2xkIG9uY2UgYWxsIGhlbGQgb25lcyB3ZW50ICh0aGVcbiAgICogdGVybWluYWxzJyBsZWFzZXMgc2F5IHRoZXkgYXJlIG5vIGxvbmdlciBoZWxkKS5cbiAgICovXG4gIGNvbnN0cnVjdG9yKHNlbmQ6ICh1cGRhdGU6IFNjcmVlblVwZGF0ZSkgPT4gdm9pZCwgc2VudDogKCkgPT4gdm9pZCkge1xuICAgIHRoaXMuI3NlbmQgPSBzZW5kO1xuICAgIHRoaXMuI3NlbnQgPSBzZW50O1xuICB9XG5cbiAgZ2V0IHNpemUoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jdXBkYXRlcy5sZW5ndGg7XG4gIH1cblxuICAvKiogS2VlcHMgYHVwZGF0ZWAsIGRyYXduIGF0IGBub3dgLCBmb3IgYGZsdXNoYC4gKi9cbiAgaG9sZCh1cGRhdGU6IFNjcmVlblVwZGF0ZSwgbm93OiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jdXBkYXRlcy5sZW5ndGggPT09IDApIHRoaXMuI3NpbmNlID0gbm93O1xuICAgIHRoaXMuI3VwZGF0ZXMucHVzaCh1cGRhdGUpO1xuICB9XG5cbiAgLyoqXG4gICAqIFdoZW4gdGhlIGhlbGQgdXBkYXRlcyBhcmUgZHVlLCBnaXZlbiB3aGVuIHRoZSBlY2hvIHdhaXQgZW5kc1xuICAgKiAoYGVjaG9VbnRpbGAsIG1zIGxpa2UgYHBlcmZvcm1hbmNlLm5vdygpYCk7IEluZmluaXR5IHdpdGggbm9uZSBoZWxkLlxuICAgKi9cbiAgZHVlKGVjaG9VbnRpbDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBpZiAodGhpcy4jdXBkYXRlcy5sZW5ndGggPT09IDApIHJldHVybiBJbmZpbml0eTtcbiAgICByZXR1cm4gTWF0aC5taW4oZWNob1VudGlsLCB0aGlzLiNzaW5jZSArIHRoaXMuaG9sZE1zKTtcbiAgfVxuXG4gIC8qKiBGb3JnZXRzIHRoZSBoZWxkIHVwZGF0ZXMgd2l0aG91dCBwb3N0aW5nIHRoZW0uICovXG4gIGRyb3AoKTogdm9pZCB7XG4gICAgdGhpcy4jdXBkYXRlcyA9IFtdO1xuICAgIHRoaXMuI3NpbmNlID0gSW5maW5pdHk7XG4gIH1cblxuICAvKiogUG9zdHMgdGhlIGhlbGQgdXBkYXRlcywgb2xkZXN0IGZpcnN0LiAqL1xuICBmbHVzaCgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jdXBkYXRlcy5sZW5ndGggPT09IDApIHJldHVybjtcbiAgICBjb25zdCB1cGRhdGVzID0gdGhpcy4jdXBkYXRlcztcbiAgICB0aGlzLiN1cGRhdGVzID0gW107XG4gICAgdGhpcy4jc2luY2UgPSBJbmZpbml0eTtcbiAgICB0aGlzLiNzZW50KCk7XG4gICAgZm9yIChjb25zdCB1IG9mIHVwZGF0ZXMpIHRoaXMuI3NlbmQodSk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBa0JDLEdBSUQ7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxVQUFVLEdBQUc7QUFFMUIsb0NBQW9DLEdBQ3BDLE9BQU8sTUFBTTtFQUNGLENBQUEsSUFBSyxDQUFpQztFQUN0QyxDQUFBLElBQUssQ0FBYTtFQUMzQixDQUFBLE9BQVEsR0FBbUIsRUFBRSxDQUFDO0VBQzlCLENBQUEsS0FBTSxHQUFHLFNBQVM7RUFDbEIsNERBQTRELEdBQzVELFNBQVMsUUFBUTtFQUVqQjs7O0dBR0MsR0FDRCxZQUFZLElBQW9DLEVBQUUsSUFBZ0IsQ0FBRTtJQUNsRSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7RUFDZjtFQUVBLElBQUksT0FBZTtJQUNqQixPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNO0VBQzdCO0VBRUEsaURBQWlELEdBQ2pELEtBQUssTUFBb0IsRUFBRSxHQUFXLEVBQVE7SUFDNUMsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxLQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQzlDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUM7RUFDckI7RUFFQTs7O0dBR0MsR0FDRCxJQUFJLFNBQWlCLEVBQVU7SUFDN0IsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxLQUFLLEdBQUcsT0FBTztJQUN2QyxPQUFPLEtBQUssR0FBRyxDQUFDLFdBQVcsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksQ0FBQyxNQUFNO0VBQ3REO0VBRUEsbURBQW1ELEdBQ25ELE9BQWE7SUFDWCxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsRUFBRTtJQUNsQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7RUFDaEI7RUFFQSwwQ0FBMEMsR0FDMUMsUUFBYztJQUNaLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sS0FBSyxHQUFHO0lBQ2hDLE1BQU0sVUFBVSxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQzdCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxFQUFFO0lBQ2xCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDVixLQUFLLE1BQU0sS0FBSyxRQUFTLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztFQUN0QztBQUNGIn0=
// denoCacheMetadata=6274501796136544452,8259965764202677172