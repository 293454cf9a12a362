/**
 * The daemon's log: one line per event, appended to a file beside the
 * socket (the daemon has no terminal to print to).
 *
 * @module
 */

/** Appends timestamped lines to a file; never throws. */
export class Log {
  #file: Deno.FsFile | null = null;
  #encoder = new TextEncoder();

  constructor(readonly path: string) {
    try {
      this.#file = Deno.openSync(path, {
        append: true,
        create: true,
        mode: 0o600,
      });
    } catch {
      // No log is better than no daemon.
    }
  }

  /** Writes one line. */
  info(message: string): void {
    this.#write("info", message);
  }

  /** Writes one line marked as an error. */
  error(message: string): void {
    this.#write("error", message);
  }

  #write(level: string, message: string): void {
    if (!this.#file) return;
    const line = `${
      new Date().toISOString()
    } ${level} [${Deno.pid}] ${message}\n`;
    try {
      this.#file.writeSync(this.#encoder.encode(line));
    } catch {
      // Disk full or file gone: keep serving sessions.
    }
  }

  close(): void {
    try {
      this.#file?.close();
    } catch {
      // Already closed.
    }
    this.#file = null;
  }
}
