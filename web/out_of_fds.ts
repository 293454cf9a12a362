/**
 * Running out of file descriptors: a burst of connections past
 * `ulimit -n` leaves `berth serve` none for a while, and whatever opens
 * one then (the listener, the token file, a page's link to the daemon)
 * fails with EMFILE. Each such path waits or answers "try again"; none
 * may end the server or a page.
 *
 * @module
 */

/** Whether `err` is a failure for want of a file descriptor (EMFILE, ENFILE). */
export function outOfFds(err: unknown): boolean {
  return /too many open files/i.test(String((err as Error)?.message ?? err));
}

/**
 * One file descriptor held back (on /dev/null) for a read that must not
 * wait for a burst of connections to end: the 2 s check of the pages'
 * logins could not open the token file while a burst held every fd, so a
 * revoke took effect only once the burst was over. The read is sync, so
 * nothing else in this process runs between the spare's close and the
 * read's open, which takes the fd the spare gave back.
 */
export class SpareFd {
  #file: Deno.FsFile | null = null;

  constructor() {
    this.#take();
  }

  /** `read()`; when it fails for want of an fd, again on the spare's. */
  read<T>(read: () => T): T {
    try {
      return read();
    } catch (err) {
      if (!outOfFds(err) || this.#file === null) throw err;
      this.#file.close();
      this.#file = null;
      return read();
    } finally {
      // Given back, or lost to a burst before: taken again.
      if (this.#file === null) this.#take();
    }
  }

  #take(): void {
    try {
      this.#file = Deno.openSync("/dev/null");
    } catch {
      this.#file = null;
    }
  }
}
