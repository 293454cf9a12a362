/**
 * The user's terminal as the attach client uses it: size, raw mode,
 * writes, reads, resize and termination signals. `realTerminal()` is the
 * process's own stdin/stdout; tests pass a fake.
 *
 * @module
 */

import { terminalSize } from "../terminal_size.ts";
import { stopSelf, whyNoStop } from "../job_control.ts";
import type { DrawGrant, DrawnRows } from "../../protocol/direct_draw.ts";

/**
 * How a suspension (`OuterTerminal.suspend`) ended: the client was
 * continued (`fg`); it could not stop (`refused`, why: nothing stopped);
 * or its process went away while stopped (`signal`): the terminal is the
 * shell's now, not to be written again.
 */
export type Resumed =
  | { kind: "continued" }
  | { kind: "refused"; why: string }
  | { kind: "gone"; signal: "SIGTERM" | "SIGHUP" }
  /**
   * The attachment ends while the client is stopped (the daemon shuts
   * down): its end is on its way; the terminal stays its shell's.
   */
  | { kind: "ended" };

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
  /**
   * Calls `fn` when the client's process is continued after a stop that
   * was not its own suspend (`kill -STOP`, then `fg` or `kill -CONT`):
   * its shell may have had the terminal meanwhile, its modes and its
   * screen. Returns a function that stops it. Without it, nothing tells.
   */
  onContinue?(fn: () => void): () => void;
  /** Prints one line on stderr. */
  printLine(line: string): void;
  /**
   * Gives the terminal to the shell (the client restored it and left raw
   * mode) and stops the client's process as the shell's job until the
   * user continues it (`fg`): tmux's suspend-client. Without it, the
   * client cannot be suspended.
   */
  suspend?(): Promise<Resumed>;
  /**
   * Gives the terminal (restored by the client, out of raw mode) to
   * `command`, run by `/bin/sh -c` in it until it exits: tmux's lock
   * (`lock-command`). Without it, the client cannot be locked.
   */
  lock?(command: string): Promise<Resumed>;
  /**
   * Whether typed keys may skip the attach client, which would only pass
   * them on (the daemon's terminals: its gather worker then writes them to
   * the pane itself, `server/workers/tty_keys.ts`): `pass` marks the byte
   * values that may (1), or null: none may. Called after every key and
   * every event the client has taken; a terminal of its own ignores it.
   */
  passThrough?(pass: Uint8Array | null): void;
  /**
   * The daemon's terminals, whose session's parse worker may draw a
   * key's echo there itself between the client's events
   * (`server/workers/direct_draw.ts`). `hold`: the client is about to
   * handle an event; from now until `release` nobody else writes. Returns
   * the rows written meanwhile by the worker (the renderer's
   * `drawnOver`), or null. A terminal of its own has neither.
   */
  hold?(): DrawnRows | null;
  /**
   * The event is handled: the worker may draw in `grant` (the renderer's
   * `directArea`) until the next `hold`; null: nowhere.
   */
  release?(grant: DrawGrant | null): void;
  /**
   * Calls `fn` with a command line the terminal's own controls ask for
   * (the browser page's History button: `copy-mode -u`), run as a key's
   * binding is. Returns a function that stops it. A terminal without
   * controls of its own has none.
   */
  onCommand?(fn: (line: string) => void): () => void;
  /**
   * Calls `fn` with each paste the terminal knows is one (the browser
   * page's paste event, its text as the user copied it), for the attach
   * client to send where its keys go now. Returns a function that stops
   * it. A terminal whose pastes are only bytes has none.
   */
  onPaste?(fn: (text: string, bracketed: boolean) => void): () => void;
  /**
   * Told after every event whether copy mode is on, for a terminal that
   * acts on it itself (the browser page's wheel and Shift+PageUp).
   */
  copyMode?(on: boolean): void;
}

const TERMINATE = ["SIGTERM", "SIGHUP"] as const;

/** One read of the terminal: a paste comes in pieces of about this much. */
const READ_BYTES = 16 * 1024;

/**
 * Frames up to this size are written synchronously: far below what a
 * terminal's pty buffer holds, so the write returns at once unless the
 * terminal has stopped reading altogether.
 */
const SYNC_WRITE_BYTES = 8 * 1024;

/** Writes what stdout takes without waiting; how many bytes it took. */
function writeSomeSync(bytes: Uint8Array): number {
  let off = 0;
  try {
    while (off < bytes.length) {
      const n = Deno.stdout.writeSync(bytes.subarray(off));
      if (n <= 0) break;
      off += n;
    }
  } catch {
    // Left to the async path, which reports the error where it is awaited.
  }
  return off;
}

async function writeAll(bytes: Uint8Array): Promise<void> {
  for (let off = 0; off < bytes.length;) {
    off += await Deno.stdout.write(bytes.subarray(off));
  }
}

/** The terminal on this process's stdin and stdout. */
export function realTerminal(): OuterTerminal {
  let stopped = false;
  /** In `suspend()`: its SIGCONT is the end of its own stop. */
  let suspending = false;
  /** The async write in flight (the last of a chain), or null. */
  let writing: Promise<void> | null = null;
  return {
    isTerminal: () => Deno.stdin.isTerminal() && Deno.stdout.isTerminal(),
    size: terminalSize,
    // Deno's raw mode clears ISIG (checked: Ctrl-C arrives as 0x03) and
    // restores the termios it found exactly (checked with `stty -g`).
    setRaw: (on) => Deno.stdin.setRaw(on),
    write(bytes) {
      // A small frame (a key's echo) is written on this thread: the async
      // write goes through a thread of Deno's blocking pool, one more
      // wake-up on the way to the screen (measured: 100-150 us of a key's
      // echo on a loaded 2-core VM). Large frames, or any frame behind
      // one still being written, keep the async path, which never stalls
      // the client's loop on a terminal that reads slowly.
      if (writing === null && bytes.length <= SYNC_WRITE_BYTES) {
        const off = writeSomeSync(bytes);
        if (off === bytes.length) return Promise.resolve();
        bytes = bytes.subarray(off);
      }
      const write = (writing ?? Promise.resolve()).then(() => writeAll(bytes));
      const done = write.finally(() => {
        if (writing === done) writing = null;
      });
      writing = done;
      return write;
    },
    startReading(onData, onEnd) {
      // Deno.stdin.read() straight, not its stream: the stream's byte
      // controller costs a chain of promises per key. A read still pending
      // at the end is not waited for (it cannot be cancelled); its bytes are
      // dropped, as the stream's cancel dropped them.
      (async () => {
        const buf = new Uint8Array(READ_BYTES);
        try {
          for (;;) {
            const n = await Deno.stdin.read(buf);
            if (n === null || stopped) break;
            if (n > 0) onData(buf.slice(0, n));
          }
        } catch {
          // stdin failed: the terminal is gone, same as its end.
        }
        if (!stopped) onEnd();
      })();
    },
    stopReading() {
      stopped = true;
      return Promise.resolve();
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
    onContinue(fn) {
      const continued = () => {
        if (!suspending) fn();
      };
      Deno.addSignalListener("SIGCONT", continued);
      return () => Deno.removeSignalListener("SIGCONT", continued);
    },
    async suspend() {
      const why = whyNoStop();
      if (why) return { kind: "refused", why };
      suspending = true;
      try {
        await stopSelf();
      } finally {
        suspending = false;
      }
      return { kind: "continued" };
    },
    printLine(line) {
      const bytes = new TextEncoder().encode(line + "\n");
      for (let off = 0; off < bytes.length;) {
        off += Deno.stderr.writeSync(bytes.subarray(off));
      }
    },
  };
}
