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
