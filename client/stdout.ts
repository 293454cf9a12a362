/**
 * What CLI commands print on standard output. Every line goes through
 * `printLine`, which writes straight to the file descriptor, so that a
 * reader that went away (`berth ls | head -1`) shows up as
 * `Deno.errors.BrokenPipe`; `main.ts` turns that into a quiet exit with
 * `READER_GONE_EXIT`. (`console.log` swallows the error and would go on
 * printing into nothing.)
 *
 * @module
 */

/**
 * Exit code when standard output's reader has gone: 128 + SIGPIPE (13),
 * what a shell reports for `yes | head -1`'s `yes`, which SIGPIPE kills.
 * Deno ignores SIGPIPE, so berth exits with that code itself.
 */
export const READER_GONE_EXIT = 141;

const encoder = new TextEncoder();

/**
 * Writes `text` and a newline to standard output at once (no buffer: a
 * reader sees each line as it is written). Throws `Deno.errors.BrokenPipe`
 * when the reader has gone.
 */
export function printLine(text: string): void {
  writeOut(encoder.encode(text + "\n"));
}

/**
 * Where output goes instead of stdout while `withOutputTo` runs, the
 * latest begun last; none: stdout. The daemon runs the key bindings of
 * several terminals at once, whose runs end in any order: each takes its
 * own sink out, wherever it is.
 */
const sinks: ((bytes: Uint8Array) => void)[] = [];

/**
 * Runs `fn` with everything it prints going to `to` instead (a command
 * run from a key binding must not write over the attached screen).
 */
export async function withOutputTo<T>(
  to: (bytes: Uint8Array) => void,
  fn: () => Promise<T>,
): Promise<T> {
  const mine = (bytes: Uint8Array) => to(bytes);
  sinks.push(mine);
  try {
    return await fn();
  } finally {
    sinks.splice(sinks.indexOf(mine), 1);
  }
}

/** Writes all of `bytes` to standard output; see `printLine`. */
export function writeOut(bytes: Uint8Array): void {
  const sink = sinks.at(-1);
  if (sink) return sink(bytes);
  for (let off = 0; off < bytes.length;) {
    off += Deno.stdout.writeSync(bytes.subarray(off));
  }
}
