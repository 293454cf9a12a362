/**
 * The user's terminal as the attach client uses it: size, raw mode,
 * writes, reads, resize and termination signals. `realTerminal()` is the
 * process's own stdin/stdout; tests pass a fake.
 *
 * @module
 */

import { terminalSize } from "../terminal_size.ts";

/** What the attach client needs from the terminal it takes over. */
export interface OuterTerminal {
  /** Whether stdin and stdout are a terminal. */
  isTerminal(): boolean;
  size(): { cols: number; rows: number };
  /**
   * Raw mode on (no echo, no line editing, ISIG off so Ctrl-C is a byte)
   * or back to the attributes from before, exactly.
   */
  setRaw(on: boolean): void;
  /** Writes all of `bytes`. */
  write(bytes: Uint8Array): Promise<void>;
  /** Starts reading: `onData` per read, `onEnd` once at end of input. */
  startReading(onData: (data: Uint8Array) => void, onEnd: () => void): void;
  /** Stops reading; no callbacks after it resolves. */
  stopReading(): Promise<void>;
  /** Calls `fn` on every size change; returns a function that stops it. */
  onResize(fn: () => void): () => void;
  /** Calls `fn` on SIGTERM or SIGHUP; returns a function that stops it. */
  onTerminate(fn: (signal: "SIGTERM" | "SIGHUP") => void): () => void;
  /** Prints one line on stderr. */
  printLine(line: string): void;
}

const TERMINATE = ["SIGTERM", "SIGHUP"] as const;

/** The terminal on this process's stdin and stdout. */
export function realTerminal(): OuterTerminal {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let reading: Promise<void> = Promise.resolve();
  let stopped = false;
  return {
    isTerminal: () => Deno.stdin.isTerminal() && Deno.stdout.isTerminal(),
    size: terminalSize,
    // Deno's raw mode clears ISIG (checked: Ctrl-C arrives as 0x03) and
    // restores the termios it found exactly (checked with `stty -g`).
    setRaw: (on) => Deno.stdin.setRaw(on),
    async write(bytes) {
      for (let off = 0; off < bytes.length;) {
        off += await Deno.stdout.write(bytes.subarray(off));
      }
    },
    startReading(onData, onEnd) {
      // The stream, not Deno.stdin.read(): a pending read() cannot be
      // cancelled and keeps the process alive; a reader can be.
      const r = Deno.stdin.readable.getReader();
      reader = r;
      reading = (async () => {
        try {
          for (;;) {
            const { value, done } = await r.read();
            if (done || stopped) break;
            if (value.length > 0) onData(value);
          }
        } catch {
          // stdin failed: the terminal is gone, same as its end.
        }
        if (!stopped) onEnd();
      })();
    },
    async stopReading() {
      stopped = true;
      await reader?.cancel().catch(() => {});
      await reading;
    },
    onResize(fn) {
      Deno.addSignalListener("SIGWINCH", fn);
      return () => Deno.removeSignalListener("SIGWINCH", fn);
    },
    onTerminate(fn) {
      const handlers = TERMINATE.map((sig) => [sig, () => fn(sig)] as const);
      for (const [sig, h] of handlers) Deno.addSignalListener(sig, h);
      return () => {
        for (const [sig, h] of handlers) Deno.removeSignalListener(sig, h);
      };
    },
    printLine(line) {
      const bytes = new TextEncoder().encode(line + "\n");
      for (let off = 0; off < bytes.length;) {
        off += Deno.stderr.writeSync(bytes.subarray(off));
      }
    },
  };
}
