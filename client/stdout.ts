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

/** Where a command's output goes instead of stdout (`withOutputTo`). */
type Sink = (bytes: Uint8Array) => void;

/** A command's stdout and stderr sinks (one for both, from a key). */
interface Sinks {
  out: Sink;
  err: Sink;
}

/**
 * The sinks of the command whose code is running, by async context: the
 * daemon runs the key bindings of several terminals at once, and one
 * attach client may run a key's command while another's still runs, so a
 * line must go to the sink of the command that printed it, not to the
 * one begun last. Made on the first `withOutputTo`: a CLI command that
 * prints to stdout never loads `node:async_hooks`.
 */
let context: SinkContext | null = null;

/** What is used of `node:async_hooks`' AsyncLocalStorage. */
interface SinkContext {
  run<R>(sinks: Sinks, fn: () => R): R;
  getStore(): Sinks | undefined;
}

/**
 * Made at run time: a literal `import()` puts the module in every
 * command's graph (tests/client/module_graph_test.ts).
 */
const ASYNC_HOOKS = "node:async_hooks";

/**
 * Runs `fn` with everything it prints (`printLine`, `printErrLine`, `writeOut`)
 * going to `to` instead (a command run from a key binding must not write
 * over the attached screen); its errors to `errTo` when given.
 */
export async function withOutputTo<T>(
  to: Sink,
  fn: () => Promise<T>,
  errTo: Sink = to,
): Promise<T> {
  if (context === null) {
    const { AsyncLocalStorage } = await import(ASYNC_HOOKS) as {
      AsyncLocalStorage: new () => SinkContext;
    };
    context ??= new AsyncLocalStorage();
  }
  return await context.run({ out: to, err: errTo }, fn);
}

/**
 * Writes `text` and a newline to standard error, or to the output of the
 * command run from a key (`withOutputTo`): a warning there belongs with
 * what it printed, not in the daemon's log or over the screen.
 */
export function printErrLine(text: string): void {
  const sinks = context?.getStore();
  if (sinks) return sinks.err(encoder.encode(text + "\n"));
  console.error(text);
}

/** Writes all of `bytes` to standard output; see `printLine`. */
export function writeOut(bytes: Uint8Array): void {
  const sinks = context?.getStore();
  if (sinks) return sinks.out(bytes);
  for (let off = 0; off < bytes.length;) {
    off += Deno.stdout.writeSync(bytes.subarray(off));
  }
}
