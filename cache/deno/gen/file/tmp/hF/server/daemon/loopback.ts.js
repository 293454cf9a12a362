/**
 * A connection inside the daemon, for an attach client the daemon runs
 * itself (`tty_attach.ts`): two ends that hand each other protocol
 * messages as they are, with no socket, no framing and no msgpack (an
 * echo's frame cost about 25 us to encode and decode, and its input and
 * ack as much again, on every key). The daemon's end still validates
 * every message it is given, as it does a socket's.
 *
 * A message sent is delivered a microtask later, never inside `send()`,
 * so that neither side is re-entered by the other's handler, and in the
 * order sent. After `close()` nothing more is delivered to that end, the
 * other gets what was sent before it, and each end's `onClose` runs once.
 *
 * @module
 */ /** One end: sends `Out` messages, receives `In` ones. */ export class LoopbackEnd {
  /** Gets each message the other end sent; set before the first arrives. */ onMessage = ()=>{};
  /** Runs once when either end closes. */ onClose = ()=>{};
  peer;
  #inbox = [];
  #scheduled = false;
  #closed = false;
  /** Hands `msg` to the other end; nothing happens once closed. */ send(msg) {
    if (this.#closed) return;
    this.peer.#deliver(msg);
  }
  /** Whether either end has closed. */ get closed() {
    return this.#closed;
  }
  /**
   * Closes both ends: this one at once (nothing more is delivered to it),
   * the other once what was sent to it is delivered (as a socket's
   * reader gets what was written before the close).
   */ close() {
    if (this.#closed) return;
    this.#end();
    const peer = this.peer;
    queueMicrotask(()=>{
      if (!peer.#closed) peer.#end();
    });
  }
  #end() {
    this.#closed = true;
    this.#inbox = [];
    queueMicrotask(()=>this.onClose());
  }
  #deliver(msg) {
    this.#inbox.push(msg);
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(()=>this.#flush());
  }
  #flush() {
    this.#scheduled = false;
    // One at a time off the head: a handler that closes stops the rest.
    while(this.#inbox.length > 0 && !this.#closed){
      this.onMessage(this.#inbox.shift());
    }
  }
}
/** Two connected ends: the daemon's and the client's. */ export function loopback() {
  const daemon = new LoopbackEnd();
  const client = new LoopbackEnd();
  daemon.peer = client;
  client.peer = daemon;
  return [
    daemon,
    client
  ];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vbG9vcGJhY2sudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBBIGNvbm5lY3Rpb24gaW5zaWRlIHRoZSBkYWVtb24sIGZvciBhbiBhdHRhY2ggY2xpZW50IHRoZSBkYWVtb24gcnVuc1xuICogaXRzZWxmIChgdHR5X2F0dGFjaC50c2ApOiB0d28gZW5kcyB0aGF0IGhhbmQgZWFjaCBvdGhlciBwcm90b2NvbFxuICogbWVzc2FnZXMgYXMgdGhleSBhcmUsIHdpdGggbm8gc29ja2V0LCBubyBmcmFtaW5nIGFuZCBubyBtc2dwYWNrIChhblxuICogZWNobydzIGZyYW1lIGNvc3QgYWJvdXQgMjUgdXMgdG8gZW5jb2RlIGFuZCBkZWNvZGUsIGFuZCBpdHMgaW5wdXQgYW5kXG4gKiBhY2sgYXMgbXVjaCBhZ2Fpbiwgb24gZXZlcnkga2V5KS4gVGhlIGRhZW1vbidzIGVuZCBzdGlsbCB2YWxpZGF0ZXNcbiAqIGV2ZXJ5IG1lc3NhZ2UgaXQgaXMgZ2l2ZW4sIGFzIGl0IGRvZXMgYSBzb2NrZXQncy5cbiAqXG4gKiBBIG1lc3NhZ2Ugc2VudCBpcyBkZWxpdmVyZWQgYSBtaWNyb3Rhc2sgbGF0ZXIsIG5ldmVyIGluc2lkZSBgc2VuZCgpYCxcbiAqIHNvIHRoYXQgbmVpdGhlciBzaWRlIGlzIHJlLWVudGVyZWQgYnkgdGhlIG90aGVyJ3MgaGFuZGxlciwgYW5kIGluIHRoZVxuICogb3JkZXIgc2VudC4gQWZ0ZXIgYGNsb3NlKClgIG5vdGhpbmcgbW9yZSBpcyBkZWxpdmVyZWQgdG8gdGhhdCBlbmQsIHRoZVxuICogb3RoZXIgZ2V0cyB3aGF0IHdhcyBzZW50IGJlZm9yZSBpdCwgYW5kIGVhY2ggZW5kJ3MgYG9uQ2xvc2VgIHJ1bnMgb25jZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDbGllbnRNc2csIFNlcnZlck1zZyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBMb2NhbExpbmsgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbG9jYWxfbGluay50c1wiO1xuXG4vKiogT25lIGVuZDogc2VuZHMgYE91dGAgbWVzc2FnZXMsIHJlY2VpdmVzIGBJbmAgb25lcy4gKi9cbmV4cG9ydCBjbGFzcyBMb29wYmFja0VuZDxJbiwgT3V0PiBpbXBsZW1lbnRzIExvY2FsTGluazxJbiwgT3V0PiB7XG4gIC8qKiBHZXRzIGVhY2ggbWVzc2FnZSB0aGUgb3RoZXIgZW5kIHNlbnQ7IHNldCBiZWZvcmUgdGhlIGZpcnN0IGFycml2ZXMuICovXG4gIG9uTWVzc2FnZTogKG1zZzogSW4pID0+IHZvaWQgPSAoKSA9PiB7fTtcbiAgLyoqIFJ1bnMgb25jZSB3aGVuIGVpdGhlciBlbmQgY2xvc2VzLiAqL1xuICBvbkNsb3NlOiAoKSA9PiB2b2lkID0gKCkgPT4ge307XG4gIHBlZXIhOiBMb29wYmFja0VuZDxPdXQsIEluPjtcbiAgI2luYm94OiBJbltdID0gW107XG4gICNzY2hlZHVsZWQgPSBmYWxzZTtcbiAgI2Nsb3NlZCA9IGZhbHNlO1xuXG4gIC8qKiBIYW5kcyBgbXNnYCB0byB0aGUgb3RoZXIgZW5kOyBub3RoaW5nIGhhcHBlbnMgb25jZSBjbG9zZWQuICovXG4gIHNlbmQobXNnOiBPdXQpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jY2xvc2VkKSByZXR1cm47XG4gICAgdGhpcy5wZWVyLiNkZWxpdmVyKG1zZyk7XG4gIH1cblxuICAvKiogV2hldGhlciBlaXRoZXIgZW5kIGhhcyBjbG9zZWQuICovXG4gIGdldCBjbG9zZWQoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2Nsb3NlZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBDbG9zZXMgYm90aCBlbmRzOiB0aGlzIG9uZSBhdCBvbmNlIChub3RoaW5nIG1vcmUgaXMgZGVsaXZlcmVkIHRvIGl0KSxcbiAgICogdGhlIG90aGVyIG9uY2Ugd2hhdCB3YXMgc2VudCB0byBpdCBpcyBkZWxpdmVyZWQgKGFzIGEgc29ja2V0J3NcbiAgICogcmVhZGVyIGdldHMgd2hhdCB3YXMgd3JpdHRlbiBiZWZvcmUgdGhlIGNsb3NlKS5cbiAgICovXG4gIGNsb3NlKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNjbG9zZWQpIHJldHVybjtcbiAgICB0aGlzLiNlbmQoKTtcbiAgICBjb25zdCBwZWVyID0gdGhpcy5wZWVyO1xuICAgIHF1ZXVlTWljcm90YXNrKCgpID0+IHtcbiAgICAgIGlmICghcGVlci4jY2xvc2VkKSBwZWVyLiNlbmQoKTtcbiAgICB9KTtcbiAgfVxuXG4gICNlbmQoKTogdm9pZCB7XG4gICAgdGhpcy4jY2xvc2VkID0gdHJ1ZTtcbiAgICB0aGlzLiNpbmJveCA9IFtdO1xuICAgIHF1ZXVlTWljcm90YXNrKCgpID0+IHRoaXMub25DbG9zZSgpKTtcbiAgfVxuXG4gICNkZWxpdmVyKG1zZzogSW4pOiB2b2lkIHtcbiAgICB0aGlzLiNpbmJveC5wdXNoKG1zZyk7XG4gICAgaWYgKHRoaXMuI3NjaGVkdWxlZCkgcmV0dXJuO1xuICAgIHRoaXMuI3NjaGVkdWxlZCA9IHRydWU7XG4gICAgcXVldWVNaWNyb3Rhc2soKCkgPT4gdGhpcy4jZmx1c2goKSk7XG4gIH1cblxuICAjZmx1c2goKTogdm9pZCB7XG4gICAgdGhpcy4jc2NoZWR1bGVkID0gZmFsc2U7XG4gICAgLy8gT25lIGF0IGEgdGltZSBvZmYgdGhlIGhlYWQ6IGEgaGFuZGxlciB0aGF0IGNsb3NlcyBzdG9wcyB0aGUgcmVzdC5cbiAgICB3aGlsZSAodGhpcy4jaW5ib3gubGVuZ3RoID4gMCAmJiAhdGhpcy4jY2xvc2VkKSB7XG4gICAgICB0aGlzLm9uTWVzc2FnZSh0aGlzLiNpbmJveC5zaGlmdCgpISk7XG4gICAgfVxuICB9XG59XG5cbi8qKiBUaGUgZGFlbW9uJ3MgZW5kOiBpdCByZWNlaXZlcyB3aGF0IGEgY2xpZW50IHNlbmRzLiAqL1xuZXhwb3J0IHR5cGUgRGFlbW9uRW5kID0gTG9vcGJhY2tFbmQ8Q2xpZW50TXNnLCBTZXJ2ZXJNc2c+O1xuLyoqIFRoZSBhdHRhY2ggY2xpZW50J3MgZW5kLiAqL1xuZXhwb3J0IHR5cGUgQ2xpZW50RW5kID0gTG9vcGJhY2tFbmQ8U2VydmVyTXNnLCBDbGllbnRNc2c+O1xuXG4vKiogVHdvIGNvbm5lY3RlZCBlbmRzOiB0aGUgZGFlbW9uJ3MgYW5kIHRoZSBjbGllbnQncy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsb29wYmFjaygpOiBbRGFlbW9uRW5kLCBDbGllbnRFbmRdIHtcbiAgY29uc3QgZGFlbW9uOiBEYWVtb25FbmQgPSBuZXcgTG9vcGJhY2tFbmQoKTtcbiAgY29uc3QgY2xpZW50OiBDbGllbnRFbmQgPSBuZXcgTG9vcGJhY2tFbmQoKTtcbiAgZGFlbW9uLnBlZXIgPSBjbGllbnQ7XG4gIGNsaWVudC5wZWVyID0gZGFlbW9uO1xuICByZXR1cm4gW2RhZW1vbiwgY2xpZW50XTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUtELHVEQUF1RCxHQUN2RCxPQUFPLE1BQU07RUFDWCx3RUFBd0UsR0FDeEUsWUFBK0IsS0FBTyxFQUFFO0VBQ3hDLHNDQUFzQyxHQUN0QyxVQUFzQixLQUFPLEVBQUU7RUFDL0IsS0FBNEI7RUFDNUIsQ0FBQSxLQUFNLEdBQVMsRUFBRSxDQUFDO0VBQ2xCLENBQUEsU0FBVSxHQUFHLE1BQU07RUFDbkIsQ0FBQSxNQUFPLEdBQUcsTUFBTTtFQUVoQiwrREFBK0QsR0FDL0QsS0FBSyxHQUFRLEVBQVE7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQztFQUNyQjtFQUVBLG1DQUFtQyxHQUNuQyxJQUFJLFNBQWtCO0lBQ3BCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztFQUNyQjtFQUVBOzs7O0dBSUMsR0FDRCxRQUFjO0lBQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNULE1BQU0sT0FBTyxJQUFJLENBQUMsSUFBSTtJQUN0QixlQUFlO01BQ2IsSUFBSSxDQUFDLEtBQUssQ0FBQSxNQUFPLEVBQUUsS0FBSyxDQUFBLEdBQUk7SUFDOUI7RUFDRjtFQUVBLENBQUEsR0FBSTtJQUNGLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxFQUFFO0lBQ2hCLGVBQWUsSUFBTSxJQUFJLENBQUMsT0FBTztFQUNuQztFQUVBLENBQUEsT0FBUSxDQUFDLEdBQU87SUFDZCxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxDQUFDO0lBQ2pCLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxFQUFFO0lBQ3JCLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNsQixlQUFlLElBQU0sSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNsQztFQUVBLENBQUEsS0FBTTtJQUNKLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNsQixvRUFBb0U7SUFDcEUsTUFBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxHQUFHLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUU7TUFDOUMsSUFBSSxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztJQUNsQztFQUNGO0FBQ0Y7QUFPQSx1REFBdUQsR0FDdkQsT0FBTyxTQUFTO0VBQ2QsTUFBTSxTQUFvQixJQUFJO0VBQzlCLE1BQU0sU0FBb0IsSUFBSTtFQUM5QixPQUFPLElBQUksR0FBRztFQUNkLE9BQU8sSUFBSSxHQUFHO0VBQ2QsT0FBTztJQUFDO0lBQVE7R0FBTztBQUN6QiJ9
// denoCacheMetadata=16831226589245369087,572277461593231863