/**
 * The error for a program that cannot be started.
 *
 * @module
 */

/**
 * A program that cannot be started (not found, not executable, bad working
 * directory). The message is one line for the user, saying what to do.
 */
export class SpawnError extends Error {
  /** `message`: one line, sentence case, saying what to do. */
  constructor(message: string) {
    super(message);
    this.name = "SpawnError";
  }
}
