/**
 * Ordered, bounded, non-blocking writes to a pty master.
 *
 * @module
 */ import { libc, POLLOUT } from "./_libc.ts";
import { writeSome } from "./fd_io.ts";
/**
 * Default bound on bytes queued but not yet taken by the pty. A program that
 * does not read its input for this long is stuck; refusing more beats
 * growing the daemon's memory without bound.
 */ export const PTY_WRITER_MAX_QUEUED = 1024 * 1024;
/**
 * How long one poll() for POLLOUT may block a helper thread. Bounded so that
 * `close()` never waits long for an in-flight poll.
 */ const POLL_SLICE_MS = 100;
/** `write` refused: the queue is at its bound. */ export class InputBufferFullError extends Error {
  constructor(){
    super("Input buffer full: the program is not reading its input (wait for it, then retry)");
    this.name = "InputBufferFullError";
  }
}
/**
 * Writes to a nonblocking pty master fd without ever blocking the event
 * loop: what the kernel does not take at once is queued (in order) and
 * written when poll() on a helper thread reports POLLOUT.
 *
 * One writer per thread per fd (the daemon's main thread for keyboard input,
 * the parse worker for query answers). The writer does not own the fd:
 * `close()` it before closing the fd.
 *
 * @example
 * ```ts ignore
 * const writer = new PtyWriter(pty.fd);
 * await writer.write(new TextEncoder().encode("ls\r"));
 * await writer.close();
 * ```
 */ export class PtyWriter {
  #fd;
  #max;
  #queue = [];
  #queued = 0;
  #flushing = null;
  #running = false;
  #closed = false;
  #pollfd = new Int32Array(2);
  /**
   * Writes to `fd`, a nonblocking pty master. `maxQueued` bounds the bytes
   * waiting for the pty (default `PTY_WRITER_MAX_QUEUED`).
   */ constructor(fd, options = {}){
    this.#fd = fd;
    this.#max = options.maxQueued ?? PTY_WRITER_MAX_QUEUED;
  }
  /** Bytes accepted but not yet written to the pty. */ get queued() {
    return this.#queued;
  }
  /**
   * Writes all of `bytes` after everything written before. Resolves once the
   * pty has taken them; rejects with InputBufferFullError when the queue is
   * at its bound (nothing of `bytes` is queued then), or with the write
   * error (EIO once the child side is gone). `bytes` may be reused at once.
   */ write(bytes) {
    if (this.#closed) {
      return Promise.reject(new Error("Pty writer is closed"));
    }
    let off = 0;
    if (this.#queue.length === 0) {
      // Fast path: the pty usually takes everything at once.
      try {
        off = writeSome(this.#fd, bytes);
      } catch (e) {
        return Promise.reject(e);
      }
      if (off === bytes.length) return Promise.resolve();
    }
    const rest = bytes.length - off;
    if (this.#queued + rest > this.#max) {
      return Promise.reject(new InputBufferFullError());
    }
    return new Promise((resolve, reject)=>{
      this.#queue.push({
        bytes: bytes.slice(off),
        off: 0,
        resolve,
        reject
      });
      this.#queued += rest;
      if (!this.#running) {
        this.#running = true;
        this.#flushing = this.#flush();
      }
    });
  }
  /**
   * Stops writing: pending writes reject, an in-flight poll is awaited. Does
   * not close the fd.
   */ async close() {
    this.#closed = true;
    this.#failAll(new Error("Pty writer is closed"));
    await this.#flushing;
  }
  /**
   * Stops writing and gives `to`, a new writer on the same fd, what this
   * one had not written yet, ahead of anything written to `to` later: a
   * pane that moves to another session keeps the keys its program has
   * not read yet. The writes given resolve (or reject) as `to` writes
   * them. No write of this one is under way meanwhile (a write is one
   * synchronous call), so the bytes go on where they stopped.
   */ passTo(to) {
    this.#closed = true;
    const queue = this.#queue;
    this.#queue = [];
    this.#queued = 0;
    to.#takeQueue(queue);
  }
  #takeQueue(queue) {
    if (queue.length === 0) return;
    if (this.#closed) {
      for (const p of queue)p.reject(new Error("Pty writer is closed"));
      return;
    }
    this.#queue = [
      ...queue,
      ...this.#queue
    ];
    for (const p of queue)this.#queued += p.bytes.length - p.off;
    if (!this.#running) {
      this.#running = true;
      this.#flushing = this.#flush();
    }
  }
  /**
   * Writes the queue head by head, waiting for POLLOUT when the pty is full.
   * `#running` drops in the same turn as the last look at the queue, so a
   * write that queues after it starts a new flush.
   */ async #flush() {
    try {
      while(this.#queue.length > 0 && !this.#closed){
        if (!this.#writeHead()) await this.#waitWritable();
      }
    } finally{
      this.#running = false;
    }
  }
  /** One write of the queue's head; false when the pty took nothing. */ #writeHead() {
    const head = this.#queue[0];
    let n;
    try {
      n = writeSome(this.#fd, head.bytes.subarray(head.off));
    } catch (e) {
      this.#failAll(e);
      return true;
    }
    head.off += n;
    this.#queued -= n;
    if (head.off === head.bytes.length) {
      this.#queue.shift();
      head.resolve();
    }
    return n > 0;
  }
  /** poll() for POLLOUT on a helper thread, at most one slice long. */ async #waitWritable() {
    this.#pollfd[0] = this.#fd;
    this.#pollfd[1] = POLLOUT; // events (low half), revents cleared
    await libc().poll_async(this.#pollfd, 1n, POLL_SLICE_MS);
  }
  #failAll(e) {
    const queue = this.#queue;
    this.#queue = [];
    this.#queued = 0;
    for (const p of queue)p.reject(e);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9wdHlfd3JpdGVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogT3JkZXJlZCwgYm91bmRlZCwgbm9uLWJsb2NraW5nIHdyaXRlcyB0byBhIHB0eSBtYXN0ZXIuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGxpYmMsIFBPTExPVVQgfSBmcm9tIFwiLi9fbGliYy50c1wiO1xuaW1wb3J0IHsgd3JpdGVTb21lIH0gZnJvbSBcIi4vZmRfaW8udHNcIjtcblxuLyoqXG4gKiBEZWZhdWx0IGJvdW5kIG9uIGJ5dGVzIHF1ZXVlZCBidXQgbm90IHlldCB0YWtlbiBieSB0aGUgcHR5LiBBIHByb2dyYW0gdGhhdFxuICogZG9lcyBub3QgcmVhZCBpdHMgaW5wdXQgZm9yIHRoaXMgbG9uZyBpcyBzdHVjazsgcmVmdXNpbmcgbW9yZSBiZWF0c1xuICogZ3Jvd2luZyB0aGUgZGFlbW9uJ3MgbWVtb3J5IHdpdGhvdXQgYm91bmQuXG4gKi9cbmV4cG9ydCBjb25zdCBQVFlfV1JJVEVSX01BWF9RVUVVRUQgPSAxMDI0ICogMTAyNDtcblxuLyoqXG4gKiBIb3cgbG9uZyBvbmUgcG9sbCgpIGZvciBQT0xMT1VUIG1heSBibG9jayBhIGhlbHBlciB0aHJlYWQuIEJvdW5kZWQgc28gdGhhdFxuICogYGNsb3NlKClgIG5ldmVyIHdhaXRzIGxvbmcgZm9yIGFuIGluLWZsaWdodCBwb2xsLlxuICovXG5jb25zdCBQT0xMX1NMSUNFX01TID0gMTAwO1xuXG4vKiogYHdyaXRlYCByZWZ1c2VkOiB0aGUgcXVldWUgaXMgYXQgaXRzIGJvdW5kLiAqL1xuZXhwb3J0IGNsYXNzIElucHV0QnVmZmVyRnVsbEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcigpIHtcbiAgICBzdXBlcihcbiAgICAgIFwiSW5wdXQgYnVmZmVyIGZ1bGw6IHRoZSBwcm9ncmFtIGlzIG5vdCByZWFkaW5nIGl0cyBpbnB1dCAod2FpdCBmb3IgaXQsIHRoZW4gcmV0cnkpXCIsXG4gICAgKTtcbiAgICB0aGlzLm5hbWUgPSBcIklucHV0QnVmZmVyRnVsbEVycm9yXCI7XG4gIH1cbn1cblxuaW50ZXJmYWNlIFBlbmRpbmcge1xuICBieXRlczogVWludDhBcnJheTtcbiAgb2ZmOiBudW1iZXI7XG4gIHJlc29sdmU6ICgpID0+IHZvaWQ7XG4gIHJlamVjdDogKGU6IHVua25vd24pID0+IHZvaWQ7XG59XG5cbi8qKlxuICogV3JpdGVzIHRvIGEgbm9uYmxvY2tpbmcgcHR5IG1hc3RlciBmZCB3aXRob3V0IGV2ZXIgYmxvY2tpbmcgdGhlIGV2ZW50XG4gKiBsb29wOiB3aGF0IHRoZSBrZXJuZWwgZG9lcyBub3QgdGFrZSBhdCBvbmNlIGlzIHF1ZXVlZCAoaW4gb3JkZXIpIGFuZFxuICogd3JpdHRlbiB3aGVuIHBvbGwoKSBvbiBhIGhlbHBlciB0aHJlYWQgcmVwb3J0cyBQT0xMT1VULlxuICpcbiAqIE9uZSB3cml0ZXIgcGVyIHRocmVhZCBwZXIgZmQgKHRoZSBkYWVtb24ncyBtYWluIHRocmVhZCBmb3Iga2V5Ym9hcmQgaW5wdXQsXG4gKiB0aGUgcGFyc2Ugd29ya2VyIGZvciBxdWVyeSBhbnN3ZXJzKS4gVGhlIHdyaXRlciBkb2VzIG5vdCBvd24gdGhlIGZkOlxuICogYGNsb3NlKClgIGl0IGJlZm9yZSBjbG9zaW5nIHRoZSBmZC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBjb25zdCB3cml0ZXIgPSBuZXcgUHR5V3JpdGVyKHB0eS5mZCk7XG4gKiBhd2FpdCB3cml0ZXIud3JpdGUobmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwibHNcXHJcIikpO1xuICogYXdhaXQgd3JpdGVyLmNsb3NlKCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNsYXNzIFB0eVdyaXRlciB7XG4gIHJlYWRvbmx5ICNmZDogbnVtYmVyO1xuICByZWFkb25seSAjbWF4OiBudW1iZXI7XG4gICNxdWV1ZTogUGVuZGluZ1tdID0gW107XG4gICNxdWV1ZWQgPSAwO1xuICAjZmx1c2hpbmc6IFByb21pc2U8dm9pZD4gfCBudWxsID0gbnVsbDtcbiAgI3J1bm5pbmcgPSBmYWxzZTtcbiAgI2Nsb3NlZCA9IGZhbHNlO1xuICByZWFkb25seSAjcG9sbGZkID0gbmV3IEludDMyQXJyYXkoMik7XG5cbiAgLyoqXG4gICAqIFdyaXRlcyB0byBgZmRgLCBhIG5vbmJsb2NraW5nIHB0eSBtYXN0ZXIuIGBtYXhRdWV1ZWRgIGJvdW5kcyB0aGUgYnl0ZXNcbiAgICogd2FpdGluZyBmb3IgdGhlIHB0eSAoZGVmYXVsdCBgUFRZX1dSSVRFUl9NQVhfUVVFVUVEYCkuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihmZDogbnVtYmVyLCBvcHRpb25zOiB7IG1heFF1ZXVlZD86IG51bWJlciB9ID0ge30pIHtcbiAgICB0aGlzLiNmZCA9IGZkO1xuICAgIHRoaXMuI21heCA9IG9wdGlvbnMubWF4UXVldWVkID8/IFBUWV9XUklURVJfTUFYX1FVRVVFRDtcbiAgfVxuXG4gIC8qKiBCeXRlcyBhY2NlcHRlZCBidXQgbm90IHlldCB3cml0dGVuIHRvIHRoZSBwdHkuICovXG4gIGdldCBxdWV1ZWQoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jcXVldWVkO1xuICB9XG5cbiAgLyoqXG4gICAqIFdyaXRlcyBhbGwgb2YgYGJ5dGVzYCBhZnRlciBldmVyeXRoaW5nIHdyaXR0ZW4gYmVmb3JlLiBSZXNvbHZlcyBvbmNlIHRoZVxuICAgKiBwdHkgaGFzIHRha2VuIHRoZW07IHJlamVjdHMgd2l0aCBJbnB1dEJ1ZmZlckZ1bGxFcnJvciB3aGVuIHRoZSBxdWV1ZSBpc1xuICAgKiBhdCBpdHMgYm91bmQgKG5vdGhpbmcgb2YgYGJ5dGVzYCBpcyBxdWV1ZWQgdGhlbiksIG9yIHdpdGggdGhlIHdyaXRlXG4gICAqIGVycm9yIChFSU8gb25jZSB0aGUgY2hpbGQgc2lkZSBpcyBnb25lKS4gYGJ5dGVzYCBtYXkgYmUgcmV1c2VkIGF0IG9uY2UuXG4gICAqL1xuICB3cml0ZShieXRlczogVWludDhBcnJheSk6IFByb21pc2U8dm9pZD4ge1xuICAgIGlmICh0aGlzLiNjbG9zZWQpIHtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlamVjdChuZXcgRXJyb3IoXCJQdHkgd3JpdGVyIGlzIGNsb3NlZFwiKSk7XG4gICAgfVxuICAgIGxldCBvZmYgPSAwO1xuICAgIGlmICh0aGlzLiNxdWV1ZS5sZW5ndGggPT09IDApIHtcbiAgICAgIC8vIEZhc3QgcGF0aDogdGhlIHB0eSB1c3VhbGx5IHRha2VzIGV2ZXJ5dGhpbmcgYXQgb25jZS5cbiAgICAgIHRyeSB7XG4gICAgICAgIG9mZiA9IHdyaXRlU29tZSh0aGlzLiNmZCwgYnl0ZXMpO1xuICAgICAgfSBjYXRjaCAoZSkge1xuICAgICAgICByZXR1cm4gUHJvbWlzZS5yZWplY3QoZSk7XG4gICAgICB9XG4gICAgICBpZiAob2ZmID09PSBieXRlcy5sZW5ndGgpIHJldHVybiBQcm9taXNlLnJlc29sdmUoKTtcbiAgICB9XG4gICAgY29uc3QgcmVzdCA9IGJ5dGVzLmxlbmd0aCAtIG9mZjtcbiAgICBpZiAodGhpcy4jcXVldWVkICsgcmVzdCA+IHRoaXMuI21heCkge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVqZWN0KG5ldyBJbnB1dEJ1ZmZlckZ1bGxFcnJvcigpKTtcbiAgICB9XG4gICAgcmV0dXJuIG5ldyBQcm9taXNlKChyZXNvbHZlLCByZWplY3QpID0+IHtcbiAgICAgIHRoaXMuI3F1ZXVlLnB1c2goeyBieXRlczogYnl0ZXMuc2xpY2Uob2ZmKSwgb2ZmOiAwLCByZXNvbHZlLCByZWplY3QgfSk7XG4gICAgICB0aGlzLiNxdWV1ZWQgKz0gcmVzdDtcbiAgICAgIGlmICghdGhpcy4jcnVubmluZykge1xuICAgICAgICB0aGlzLiNydW5uaW5nID0gdHJ1ZTtcbiAgICAgICAgdGhpcy4jZmx1c2hpbmcgPSB0aGlzLiNmbHVzaCgpO1xuICAgICAgfVxuICAgIH0pO1xuICB9XG5cbiAgLyoqXG4gICAqIFN0b3BzIHdyaXRpbmc6IHBlbmRpbmcgd3JpdGVzIHJlamVjdCwgYW4gaW4tZmxpZ2h0IHBvbGwgaXMgYXdhaXRlZC4gRG9lc1xuICAgKiBub3QgY2xvc2UgdGhlIGZkLlxuICAgKi9cbiAgYXN5bmMgY2xvc2UoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgdGhpcy4jY2xvc2VkID0gdHJ1ZTtcbiAgICB0aGlzLiNmYWlsQWxsKG5ldyBFcnJvcihcIlB0eSB3cml0ZXIgaXMgY2xvc2VkXCIpKTtcbiAgICBhd2FpdCB0aGlzLiNmbHVzaGluZztcbiAgfVxuXG4gIC8qKlxuICAgKiBTdG9wcyB3cml0aW5nIGFuZCBnaXZlcyBgdG9gLCBhIG5ldyB3cml0ZXIgb24gdGhlIHNhbWUgZmQsIHdoYXQgdGhpc1xuICAgKiBvbmUgaGFkIG5vdCB3cml0dGVuIHlldCwgYWhlYWQgb2YgYW55dGhpbmcgd3JpdHRlbiB0byBgdG9gIGxhdGVyOiBhXG4gICAqIHBhbmUgdGhhdCBtb3ZlcyB0byBhbm90aGVyIHNlc3Npb24ga2VlcHMgdGhlIGtleXMgaXRzIHByb2dyYW0gaGFzXG4gICAqIG5vdCByZWFkIHlldC4gVGhlIHdyaXRlcyBnaXZlbiByZXNvbHZlIChvciByZWplY3QpIGFzIGB0b2Agd3JpdGVzXG4gICAqIHRoZW0uIE5vIHdyaXRlIG9mIHRoaXMgb25lIGlzIHVuZGVyIHdheSBtZWFud2hpbGUgKGEgd3JpdGUgaXMgb25lXG4gICAqIHN5bmNocm9ub3VzIGNhbGwpLCBzbyB0aGUgYnl0ZXMgZ28gb24gd2hlcmUgdGhleSBzdG9wcGVkLlxuICAgKi9cbiAgcGFzc1RvKHRvOiBQdHlXcml0ZXIpOiB2b2lkIHtcbiAgICB0aGlzLiNjbG9zZWQgPSB0cnVlO1xuICAgIGNvbnN0IHF1ZXVlID0gdGhpcy4jcXVldWU7XG4gICAgdGhpcy4jcXVldWUgPSBbXTtcbiAgICB0aGlzLiNxdWV1ZWQgPSAwO1xuICAgIHRvLiN0YWtlUXVldWUocXVldWUpO1xuICB9XG5cbiAgI3Rha2VRdWV1ZShxdWV1ZTogUGVuZGluZ1tdKTogdm9pZCB7XG4gICAgaWYgKHF1ZXVlLmxlbmd0aCA9PT0gMCkgcmV0dXJuO1xuICAgIGlmICh0aGlzLiNjbG9zZWQpIHtcbiAgICAgIGZvciAoY29uc3QgcCBvZiBxdWV1ZSkgcC5yZWplY3QobmV3IEVycm9yKFwiUHR5IHdyaXRlciBpcyBjbG9zZWRcIikpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNxdWV1ZSA9IFsuLi5xdWV1ZSwgLi4udGhpcy4jcXVldWVdO1xuICAgIGZvciAoY29uc3QgcCBvZiBxdWV1ZSkgdGhpcy4jcXVldWVkICs9IHAuYnl0ZXMubGVuZ3RoIC0gcC5vZmY7XG4gICAgaWYgKCF0aGlzLiNydW5uaW5nKSB7XG4gICAgICB0aGlzLiNydW5uaW5nID0gdHJ1ZTtcbiAgICAgIHRoaXMuI2ZsdXNoaW5nID0gdGhpcy4jZmx1c2goKTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogV3JpdGVzIHRoZSBxdWV1ZSBoZWFkIGJ5IGhlYWQsIHdhaXRpbmcgZm9yIFBPTExPVVQgd2hlbiB0aGUgcHR5IGlzIGZ1bGwuXG4gICAqIGAjcnVubmluZ2AgZHJvcHMgaW4gdGhlIHNhbWUgdHVybiBhcyB0aGUgbGFzdCBsb29rIGF0IHRoZSBxdWV1ZSwgc28gYVxuICAgKiB3cml0ZSB0aGF0IHF1ZXVlcyBhZnRlciBpdCBzdGFydHMgYSBuZXcgZmx1c2guXG4gICAqL1xuICBhc3luYyAjZmx1c2goKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgdHJ5IHtcbiAgICAgIHdoaWxlICh0aGlzLiNxdWV1ZS5sZW5ndGggPiAwICYmICF0aGlzLiNjbG9zZWQpIHtcbiAgICAgICAgaWYgKCF0aGlzLiN3cml0ZUhlYWQoKSkgYXdhaXQgdGhpcy4jd2FpdFdyaXRhYmxlKCk7XG4gICAgICB9XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHRoaXMuI3J1bm5pbmcgPSBmYWxzZTtcbiAgICB9XG4gIH1cblxuICAvKiogT25lIHdyaXRlIG9mIHRoZSBxdWV1ZSdzIGhlYWQ7IGZhbHNlIHdoZW4gdGhlIHB0eSB0b29rIG5vdGhpbmcuICovXG4gICN3cml0ZUhlYWQoKTogYm9vbGVhbiB7XG4gICAgY29uc3QgaGVhZCA9IHRoaXMuI3F1ZXVlWzBdO1xuICAgIGxldCBuOiBudW1iZXI7XG4gICAgdHJ5IHtcbiAgICAgIG4gPSB3cml0ZVNvbWUodGhpcy4jZmQsIGhlYWQuYnl0ZXMuc3ViYXJyYXkoaGVhZC5vZmYpKTtcbiAgICB9IGNhdGNoIChlKSB7XG4gICAgICB0aGlzLiNmYWlsQWxsKGUpO1xuICAgICAgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIGhlYWQub2ZmICs9IG47XG4gICAgdGhpcy4jcXVldWVkIC09IG47XG4gICAgaWYgKGhlYWQub2ZmID09PSBoZWFkLmJ5dGVzLmxlbmd0aCkge1xuICAgICAgdGhpcy4jcXVldWUuc2hpZnQoKTtcbiAgICAgIGhlYWQucmVzb2x2ZSgpO1xuICAgIH1cbiAgICByZXR1cm4gbiA+IDA7XG4gIH1cblxuICAvKiogcG9sbCgpIGZvciBQT0xMT1VUIG9uIGEgaGVscGVyIHRocmVhZCwgYXQgbW9zdCBvbmUgc2xpY2UgbG9uZy4gKi9cbiAgYXN5bmMgI3dhaXRXcml0YWJsZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLiNwb2xsZmRbMF0gPSB0aGlzLiNmZDtcbiAgICB0aGlzLiNwb2xsZmRbMV0gPSBQT0xMT1VUOyAvLyBldmVudHMgKGxvdyBoYWxmKSwgcmV2ZW50cyBjbGVhcmVkXG4gICAgYXdhaXQgbGliYygpLnBvbGxfYXN5bmModGhpcy4jcG9sbGZkLCAxbiwgUE9MTF9TTElDRV9NUyk7XG4gIH1cblxuICAjZmFpbEFsbChlOiB1bmtub3duKTogdm9pZCB7XG4gICAgY29uc3QgcXVldWUgPSB0aGlzLiNxdWV1ZTtcbiAgICB0aGlzLiNxdWV1ZSA9IFtdO1xuICAgIHRoaXMuI3F1ZXVlZCA9IDA7XG4gICAgZm9yIChjb25zdCBwIG9mIHF1ZXVlKSBwLnJlamVjdChlKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxTQUFTLElBQUksRUFBRSxPQUFPLFFBQVEsYUFBYTtBQUMzQyxTQUFTLFNBQVMsUUFBUSxhQUFhO0FBRXZDOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0sd0JBQXdCLE9BQU8sS0FBSztBQUVqRDs7O0NBR0MsR0FDRCxNQUFNLGdCQUFnQjtBQUV0QixnREFBZ0QsR0FDaEQsT0FBTyxNQUFNLDZCQUE2QjtFQUN4QyxhQUFjO0lBQ1osS0FBSyxDQUNIO0lBRUYsSUFBSSxDQUFDLElBQUksR0FBRztFQUNkO0FBQ0Y7QUFTQTs7Ozs7Ozs7Ozs7Ozs7O0NBZUMsR0FDRCxPQUFPLE1BQU07RUFDRixDQUFBLEVBQUcsQ0FBUztFQUNaLENBQUEsR0FBSSxDQUFTO0VBQ3RCLENBQUEsS0FBTSxHQUFjLEVBQUUsQ0FBQztFQUN2QixDQUFBLE1BQU8sR0FBRyxFQUFFO0VBQ1osQ0FBQSxRQUFTLEdBQXlCLEtBQUs7RUFDdkMsQ0FBQSxPQUFRLEdBQUcsTUFBTTtFQUNqQixDQUFBLE1BQU8sR0FBRyxNQUFNO0VBQ1AsQ0FBQSxNQUFPLEdBQUcsSUFBSSxXQUFXLEdBQUc7RUFFckM7OztHQUdDLEdBQ0QsWUFBWSxFQUFVLEVBQUUsVUFBa0MsQ0FBQyxDQUFDLENBQUU7SUFDNUQsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHO0lBQ1gsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLFFBQVEsU0FBUyxJQUFJO0VBQ25DO0VBRUEsbURBQW1ELEdBQ25ELElBQUksU0FBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUE7Ozs7O0dBS0MsR0FDRCxNQUFNLEtBQWlCLEVBQWlCO0lBQ3RDLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQ2hCLE9BQU8sUUFBUSxNQUFNLENBQUMsSUFBSSxNQUFNO0lBQ2xDO0lBQ0EsSUFBSSxNQUFNO0lBQ1YsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxLQUFLLEdBQUc7TUFDNUIsdURBQXVEO01BQ3ZELElBQUk7UUFDRixNQUFNLFVBQVUsSUFBSSxDQUFDLENBQUEsRUFBRyxFQUFFO01BQzVCLEVBQUUsT0FBTyxHQUFHO1FBQ1YsT0FBTyxRQUFRLE1BQU0sQ0FBQztNQUN4QjtNQUNBLElBQUksUUFBUSxNQUFNLE1BQU0sRUFBRSxPQUFPLFFBQVEsT0FBTztJQUNsRDtJQUNBLE1BQU0sT0FBTyxNQUFNLE1BQU0sR0FBRztJQUM1QixJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxPQUFPLElBQUksQ0FBQyxDQUFBLEdBQUksRUFBRTtNQUNuQyxPQUFPLFFBQVEsTUFBTSxDQUFDLElBQUk7SUFDNUI7SUFDQSxPQUFPLElBQUksUUFBUSxDQUFDLFNBQVM7TUFDM0IsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksQ0FBQztRQUFFLE9BQU8sTUFBTSxLQUFLLENBQUM7UUFBTSxLQUFLO1FBQUc7UUFBUztNQUFPO01BQ3BFLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSTtNQUNoQixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFO1FBQ2xCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztRQUNoQixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTTtNQUM5QjtJQUNGO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCxNQUFNLFFBQXVCO0lBQzNCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLE1BQU07SUFDeEIsTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTO0VBQ3RCO0VBRUE7Ozs7Ozs7R0FPQyxHQUNELE9BQU8sRUFBYSxFQUFRO0lBQzFCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3pCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxFQUFFO0lBQ2hCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLEdBQUcsQ0FBQSxTQUFVLENBQUM7RUFDaEI7RUFFQSxDQUFBLFNBQVUsQ0FBQyxLQUFnQjtJQUN6QixJQUFJLE1BQU0sTUFBTSxLQUFLLEdBQUc7SUFDeEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7TUFDaEIsS0FBSyxNQUFNLEtBQUssTUFBTyxFQUFFLE1BQU0sQ0FBQyxJQUFJLE1BQU07TUFDMUM7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztTQUFJO1NBQVUsSUFBSSxDQUFDLENBQUEsS0FBTTtLQUFDO0lBQ3hDLEtBQUssTUFBTSxLQUFLLE1BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLEVBQUUsS0FBSyxDQUFDLE1BQU0sR0FBRyxFQUFFLEdBQUc7SUFDN0QsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRTtNQUNsQixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDaEIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDOUI7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLENBQUEsS0FBTTtJQUNWLElBQUk7TUFDRixNQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUcsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBRTtRQUM5QyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsU0FBVSxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsWUFBYTtNQUNsRDtJQUNGLFNBQVU7TUFDUixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDbEI7RUFDRjtFQUVBLG9FQUFvRSxHQUNwRSxDQUFBLFNBQVU7SUFDUixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUU7SUFDM0IsSUFBSTtJQUNKLElBQUk7TUFDRixJQUFJLFVBQVUsSUFBSSxDQUFDLENBQUEsRUFBRyxFQUFFLEtBQUssS0FBSyxDQUFDLFFBQVEsQ0FBQyxLQUFLLEdBQUc7SUFDdEQsRUFBRSxPQUFPLEdBQUc7TUFDVixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7TUFDZCxPQUFPO0lBQ1Q7SUFDQSxLQUFLLEdBQUcsSUFBSTtJQUNaLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSTtJQUNoQixJQUFJLEtBQUssR0FBRyxLQUFLLEtBQUssS0FBSyxDQUFDLE1BQU0sRUFBRTtNQUNsQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztNQUNqQixLQUFLLE9BQU87SUFDZDtJQUNBLE9BQU8sSUFBSTtFQUNiO0VBRUEsbUVBQW1FLEdBQ25FLE1BQU0sQ0FBQSxZQUFhO0lBQ2pCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxFQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsRUFBRztJQUMxQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxHQUFHLFNBQVMscUNBQXFDO0lBQ2hFLE1BQU0sT0FBTyxVQUFVLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLEVBQUUsRUFBRTtFQUM1QztFQUVBLENBQUEsT0FBUSxDQUFDLENBQVU7SUFDakIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDekIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEVBQUU7SUFDaEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsS0FBSyxNQUFNLEtBQUssTUFBTyxFQUFFLE1BQU0sQ0FBQztFQUNsQztBQUNGIn0=
// denoCacheMetadata=14898893214156084663,6795990161939925943