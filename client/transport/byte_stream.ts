/**
 * What a `Connection` reads and writes: a Unix socket to the daemon, or an
 * ssh process whose stdin and stdout reach it through the remote berth's
 * bridge. The same framing and protocol run over both.
 *
 * @module
 */

import { after } from "../../protocol/timer.ts";

/**
 * A transport could not reach the daemon: "no-daemon" (nothing at the
 * socket path, or none runs on the host), "stale" (a socket nobody listens
 * on), "denied" (not ours to open), "unsafe-dir" (the socket's directory
 * could be another user's), "bad-path" (too long for a socket), "ssh" (ssh
 * or the remote berth failed; the message says how). `Connection.open`
 * turns it into a `ConnectionError` of the same kind.
 */
export class TransportError extends Error {
  constructor(
    readonly kind:
      | "no-daemon"
      | "stale"
      | "denied"
      | "unsafe-dir"
      | "bad-path"
      | "ssh",
    message: string,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

/**
 * Whether a failure of this kind (a `TransportError`'s or a
 * `ConnectionError`'s) means nobody listens on the socket: none is there,
 * or one is that no daemon answers on.
 */
export function nobodyListens(kind: string): boolean {
  return kind === "no-daemon" || kind === "stale";
}

/** A two-way byte stream (a `Deno.UnixConn` is one). */
export interface ByteStream {
  /** Reads into `p`; null at the end of the stream. */
  read(p: Uint8Array): Promise<number | null>;
  /** Writes some of `p`; returns how much. */
  write(p: Uint8Array): Promise<number>;
  /** Ends the stream; pending reads end too. */
  close(): void;
  /** Ends it at once, nothing flushed (a link gone silent). */
  abort?(): void;
  /**
   * Its end does not reach the daemon's side by itself (ssh's pty passes
   * no end of input): the connection says `bye` before `close`.
   */
  readonly needsBye?: boolean;
}

/**
 * Where the daemon is: a socket on this machine, or one on another host
 * reached over ssh (then `socket` is only a name for messages).
 */
export interface DaemonAddress {
  /** The daemon's socket path on this machine. */
  socket: string;
  /** Set: the daemon runs on another host (`-H`). */
  host?: RemoteHost;
  /**
   * What a connection says it is in its hello, when not the caller's
   * default (`cli`): the daemon's own config commands say a secret of it.
   */
  client?: string;
}

/** A daemon on another host, reached with `ssh HOST REMOTE __bridge`. */
export interface RemoteHost {
  /** `[USER@]HOST[:PORT]` as the user gave it, for messages. */
  label: string;
  /** The ssh command and its own options (`$BERTH_SSH`, `--ssh`). */
  ssh: string[];
  /** ssh's destination arguments: `-p PORT` when given, `USER@HOST`. */
  destination: string[];
  /** The remote berth as shell words (`$BERTH_REMOTE`, `--remote`). */
  remote: string;
  /** `-L NAME` / `--socket PATH` for the remote berth, as given. */
  socketArgs: string[];
}

/**
 * Ends still being written (a connection's `bye` over ssh, which ends the
 * far bridge): the command line waits for them before it exits, or the
 * process could end with the last bytes never handed to ssh.
 */
const endings = new Set<Promise<unknown>>();

/** Notes an end being written (see `endingsWritten`). */
export function noteEnding(written: Promise<unknown>): void {
  endings.add(written);
  written.finally(() => endings.delete(written));
}

/** Resolves when every end noted is written, or after `maxMs` (a stalled ssh). */
export async function endingsWritten(maxMs: number): Promise<void> {
  if (endings.size === 0) return;
  await new Promise<void>((resolve) => {
    const cancel = after(maxMs, resolve);
    Promise.all(endings).finally(() => {
      cancel();
      resolve();
    });
  });
}
