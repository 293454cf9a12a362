/**
 * The remote transport: `ssh HOST berth __bridge`, whose stdin and stdout
 * carry the protocol to the remote daemon (`client/commands/_bridge.ts`).
 * Nothing renders on the remote side; ssh brings the user's keys, agent,
 * config and jump hosts, and berth needs no port or login of its own.
 *
 * When ssh ends before the daemon has said anything, its exit status and
 * the last line it (or the remote shell, or the remote berth) printed say
 * why, and the read that sees the end throws a `TransportError` with one
 * line for each case: unreachable host, failed login, no berth there, no
 * daemon there, a remote berth too old to bridge.
 *
 * @module
 */

import { after } from "../../protocol/timer.ts";
import {
  type ByteStream,
  type RemoteHost,
  TransportError,
} from "./byte_stream.ts";
import { BRIDGE_NO_DAEMON, BRIDGE_READY } from "./bridge_marks.ts";
import { sshArgv } from "./ssh_args.ts";

export { BRIDGE_NO_DAEMON, BRIDGE_READY };

/** Most bytes skipped while waiting for `BRIDGE_READY`. */
const MAX_PREAMBLE = 64 * 1024;

/**
 * Longest wait for the bridge's ready line once ssh runs: its connect
 * (ConnectTimeout, 10 s), the login, the remote shell's start and a remote
 * daemon's. A remote side that hangs (a login script waiting on a lock, a
 * wrong BERTH_REMOTE) is one line of error, not a command that never ends.
 */
const READY_TIMEOUT_MS = 30_000;

/** Bytes of ssh's stderr kept for an error message (its tail). */
const STDERR_KEEP = 8192;

/**
 * How long a closed stream's ssh gets to send what is buffered (a detach)
 * and leave by itself before it is killed.
 */
const CLOSE_GRACE_MS = 2000;

/**
 * Starts ssh to `host`'s bridge (`start`: starting its daemon if needed;
 * `batch`: with no prompt for a passphrase, password or host key).
 */
export function openSsh(
  host: RemoteHost,
  start: boolean,
  batch = false,
): SshStream {
  const [cmd, ...args] = sshArgv(host, start, batch);
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command(cmd, {
      args,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
  } catch (err) {
    throw new TransportError(
      "ssh",
      `Cannot run ${cmd} to reach ${host.label}: ${
        (err as Error).message
      } (set BERTH_SSH or --ssh to the ssh command)`,
    );
  }
  return new SshStream(child, host.label);
}

/** ssh's stdin and stdout as one stream. */
export class SshStream implements ByteStream {
  /** ssh's pid (tests stop and kill it). */
  readonly pid: number;
  #child: Deno.ChildProcess;
  #label: string;
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #left: Uint8Array | null = null;
  /** Bytes before the bridge's ready line, while it has not come. */
  #preamble: string | null = "";
  /**
   * Writes wait for the ready line: until the bridge has made its pty raw,
   * the pty would echo them, and take ^C or ^D in them as signals.
   */
  #ready = Promise.withResolvers<void>();
  #stderr = "";
  #stderrDone: Promise<void>;
  #closed = false;
  /** Why the wait for the ready line was given up (it ended ssh). */
  #givenUp: TransportError | null = null;
  readonly needsBye = true;

  constructor(child: Deno.ChildProcess, label: string) {
    this.#child = child;
    this.pid = child.pid;
    this.#label = label;
    this.#reader = child.stdout.getReader();
    this.#writer = child.stdin.getWriter();
    this.#stderrDone = this.#keepStderr();
    this.#ready.promise.catch(() => {}); // a write may never wait on it
    const cancel = after(READY_TIMEOUT_MS, () => {
      if (this.#preamble === null || this.#closed) return;
      const said = lastLine(this.#preamble);
      this.#giveUp(
        new TransportError(
          "ssh",
          `The berth on ${this.#label} did not answer in ${
            READY_TIMEOUT_MS / 1000
          } s${said ? ` (it printed: ${said.slice(0, 80)})` : ""}`,
        ),
      );
    });
    this.#ready.promise.then(cancel, cancel);
  }

  /** Ends ssh: the bridge will not come; reads and writes fail with `err`. */
  #giveUp(err: TransportError): void {
    this.#givenUp = err;
    this.#ready.reject(err);
    this.abort();
  }

  async read(p: Uint8Array): Promise<number | null> {
    while (!this.#left) {
      let r: ReadableStreamReadResult<Uint8Array>;
      try {
        r = await this.#reader.read();
      } catch {
        r = { done: true, value: undefined };
      }
      if (r.done) {
        if (this.#givenUp) throw this.#givenUp;
        if (this.#preamble !== null) {
          const err = this.#closed
            ? new Error("Closed before the bridge was ready")
            : await this.#failure();
          this.#ready.reject(err);
          if (!this.#closed) throw err;
        }
        return null;
      }
      this.#left = this.#skipPreamble(r.value);
    }
    const chunk = this.#left;
    const n = Math.min(chunk.length, p.length);
    p.set(chunk.subarray(0, n));
    this.#left = n < chunk.length ? chunk.subarray(n) : null;
    return n;
  }

  // Drops what precedes the bridge's ready line; null until it has come.
  #skipPreamble(chunk: Uint8Array): Uint8Array | null {
    if (this.#preamble === null) return chunk;
    // latin1: one char per byte, so the index is a byte offset.
    const text = this.#preamble + new TextDecoder("latin1").decode(chunk);
    const at = text.indexOf(BRIDGE_READY);
    if (at < 0) {
      if (text.length > MAX_PREAMBLE) {
        const err = new TransportError(
          "ssh",
          `The berth on ${this.#label} did not start its bridge (it printed ${text.length} bytes of something else)`,
        );
        this.#giveUp(err);
        throw err;
      }
      this.#preamble = text;
      return null;
    }
    const skip = at + BRIDGE_READY.length - this.#preamble.length;
    this.#preamble = null;
    this.#ready.resolve();
    return skip < chunk.length ? chunk.subarray(skip) : null;
  }

  async write(p: Uint8Array): Promise<number> {
    await this.#ready.promise;
    await this.#writer.write(p.slice());
    return p.length;
  }

  /** Ends ssh's input; ssh is killed if it has not left after a grace. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#writer.close().catch(() => {});
    this.#reader.cancel().catch(() => {});
    // Not setTimeout, whose first call loads Node's timers (10 ms on the
    // way out of every -H attach); like an unref'd timer, `after()` holds
    // nothing open: ssh's own exit is what the process waits for.
    const cancel = after(CLOSE_GRACE_MS, () => this.abort());
    this.#child.status.then(cancel);
  }

  /** Kills ssh at once (a link gone silent: a stopped ssh ignores TERM). */
  abort(): void {
    this.#closed = true;
    try {
      this.#child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
    this.#reader.cancel().catch(() => {});
  }

  async #keepStderr(): Promise<void> {
    const dec = new TextDecoder();
    try {
      for await (const chunk of this.#child.stderr) {
        this.#stderr = (this.#stderr + dec.decode(chunk, { stream: true }))
          .slice(-STDERR_KEEP);
      }
    } catch {
      // ssh is gone; what it said so far is all there is.
    }
  }

  // Why ssh ended before the daemon spoke: one line for each case.
  async #failure(): Promise<TransportError> {
    const status = await this.#child.status;
    await this.#stderrDone;
    // With a pty, the remote side's errors come on stdout, before the
    // ready line that never came; ssh's own are on stderr.
    return sshFailure(
      this.#label,
      status.code,
      this.#stderr,
      this.#preamble ?? "",
    );
  }
}

/**
 * The one-line error for an ssh that exited with `code` before the remote
 * daemon answered, from the last line of what it printed.
 */
export function sshFailure(
  label: string,
  code: number,
  stderr: string,
  remoteOutput = "",
): TransportError {
  const said = (lastLine(remoteOutput) || lastLine(stderr))
    .replace(/^berth: /, "");
  const why = said || `ssh exited with status ${code}`;
  if (code === BRIDGE_NO_DAEMON) {
    return new TransportError("no-daemon", `No berth daemon on ${label}`);
  }
  if (code === 255) {
    if (
      /permission denied|authentication|host key verification/i.test(why)
    ) {
      return new TransportError(
        "ssh",
        `ssh could not log in to ${label}: ${why}`,
      );
    }
    return new TransportError("ssh", `Cannot reach ${label}: ${why}`);
  }
  if (code === 127 || /command not found|not found$/.test(why)) {
    return new TransportError(
      "ssh",
      `No berth on ${label}: ${why} (install berth there, or point BERTH_REMOTE or --remote at it)`,
    );
  }
  if (/Unknown command "__bridge"/.test(why)) {
    return new TransportError(
      "ssh",
      `The berth on ${label} is too old to be reached with -H: install this berth version there`,
    );
  }
  return new TransportError("ssh", `The berth on ${label} failed: ${why}`);
}

// The last line that says something: not ssh's notes on known hosts or a
// closed connection, no control characters.
function lastLine(text: string): string {
  const lines = text.split(/\r?\n|\r/)
    // deno-lint-ignore no-control-regex
    .map((l) => l.replace(/\x1b\[[0-9;?]*[A-Za-z]|[\x00-\x1f\x7f]/g, "").trim())
    .filter((l) =>
      l !== "" && !/^Warning: Permanently added/.test(l) &&
      !/^Connection to .* closed\.?$/.test(l)
    );
  return lines.at(-1) ?? "";
}
