/**
 * A promise raced against a timer, the timer cleared either way: for the
 * daemon's upgrade steps, the bench and the tests alike.
 *
 * @module
 */

/** `p`, or a rejection with `late()` once `ms` pass first. */
export function raceTimeout<T>(
  p: Promise<T>,
  ms: number,
  late: () => Error,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
