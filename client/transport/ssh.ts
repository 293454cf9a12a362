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
 * An attach client's keys and frames do not go through the bridge when
 * ssh can forward a socket: ssh runs as a master of its own (a control
 * socket in a private directory), the bridge says where the daemon's
 * socket is and waits, and `ssh -O forward -L` gives this client a local
 * socket whose connections sshd makes to the daemon's. The bridge's two copies per key and frame
 * (two more processes to wake on a loaded machine) and the pipes' streams
 * here are gone from the way; the protocol still runs end to end. When
 * the forward cannot be had (an ssh command, or the user's ssh config,
 * with a control socket of its own; a server that refuses forwarding; an
 * older berth there), the bytes
 * go through the bridge as before.
 *
 * @module
 */

import { after } from "../../protocol/timer.ts";
import {
  type ByteStream,
  type RemoteHost,
  TransportError,
} from "./byte_stream.ts";
import {
  BRIDGE_DONE,
  BRIDGE_FORWARD,
  BRIDGE_NO_DAEMON,
  BRIDGE_READY,
  BRIDGE_STDIO,
} from "./bridge_marks.ts";
import {
  configArgv,
  forwardArgv,
  noControlConfigured,
  ownControl,
  sshArgv,
} from "./ssh_args.ts";
import { MAX_SOCKET_PATH_BYTES } from "../../protocol/limits.ts";

export { BRIDGE_NO_DAEMON, BRIDGE_READY };

/** Most bytes skipped while waiting for `BRIDGE_READY`. */
const MAX_PREAMBLE = 64 * 1024;

/**
 * Longest wait for the daemon's first byte once ssh runs (the bridge's
 * ready line, or its forward line and the forward, then the daemon's
 * welcome): ssh's connect (ConnectTimeout, 10 s), the login, the remote
 * shell's start and a remote daemon's. A remote side that hangs (a login script waiting on a lock, a
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
 * `batch`: with no prompt for a passphrase, password or host key;
 * `forward`: ssh as a master of its own, to forward a socket to the
 * daemon's, unless the ssh command has a control socket of its own).
 */
export async function openSsh(
  host: RemoteHost,
  start: boolean,
  batch = false,
  forward = false,
): Promise<SshStream> {
  const dir = forward && ownControl(host) && await noUserControl(host)
    ? privateDir()
    : null;
  const [cmd, ...args] = sshArgv(
    host,
    start,
    batch,
    dir ? `${dir}/c` : undefined,
  );
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command(cmd, {
      args,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
  } catch (err) {
    if (dir) removeDir(dir);
    throw new TransportError(
      "ssh",
      `Cannot run ${cmd} to reach ${host.label}: ${
        (err as Error).message
      } (set BERTH_SSH or --ssh to the ssh command)`,
    );
  }
  return new SshStream(child, host, dir);
}

/**
 * Whether the user's ssh configuration (~/.ssh/config, -F) sets no control
 * socket: a user's ControlMaster must stay theirs (`noControlConfigured`),
 * and an ssh that cannot say (`-G` unknown to a wrapper) gets the bridge.
 */
function noUserControl(host: RemoteHost): Promise<boolean> {
  const argv = configArgv(host);
  const key = argv.join("\0");
  const known = userControl.get(key) ?? askConfig(argv);
  userControl.set(key, known);
  return known;
}

/**
 * `noUserControl`'s answers by ssh command: asked once per client (ssh -G
 * costs 5 ms idle, 50-150 ms on a loaded machine), not on each reconnect.
 */
const userControl = new Map<string, Promise<boolean>>();

async function askConfig([cmd, ...args]: string[]): Promise<boolean> {
  try {
    const out = await new Deno.Command(cmd, {
      args,
      stdin: "null",
      stdout: "piped",
      stderr: "null",
    }).output();
    return out.success &&
      noControlConfigured(new TextDecoder().decode(out.stdout));
  } catch {
    return false; // the spawn below says what is wrong with the command
  }
}

/**
 * A new directory only this user can enter, for ssh's control socket and
 * the forwarded socket; null when its paths would be too long for sockets.
 */
function privateDir(): string | null {
  try {
    const dir = Deno.makeTempDirSync({ prefix: DIR_PREFIX }); // mode 0700
    keepUntilExit(dir);
    sweepDirs(dir.slice(0, dir.lastIndexOf("/")), dir).catch(() => {});
    if (
      new TextEncoder().encode(`${dir}/c.XXXXXXXXXXXXXXXX`).length <=
        MAX_SOCKET_PATH_BYTES
    ) {
      return dir;
    }
    removeDir(dir);
  } catch {
    // No temporary directory: no forward, the bridge copies.
  }
  return null;
}

const DIR_PREFIX = "berth-ssh-";

/**
 * Age past which a private directory is a killed client's: each lives only
 * until its forward is made (the ready wait, then `ssh -O forward`), and
 * is removed then, or when ssh ends, unless the client was killed first
 * (kill -9, a terminal closed during the login or a passphrase prompt):
 * `READY_TIMEOUT_MS` and `FORWARD_TIMEOUT_MS` (40 s) and a margin.
 */
const STALE_DIR_MS = 60_000;

/**
 * Removes, in `parent`, this user's private directories older than
 * `STALE_DIR_MS` (their master, if any, has no use for them either: the
 * client that would ask it to forward is gone); not `mine`. Runs while
 * ssh logs in, off the connect's way.
 */
async function sweepDirs(parent: string, mine: string): Promise<void> {
  const uid = Deno.uid();
  const before = Date.now() - STALE_DIR_MS;
  for await (const e of Deno.readDir(parent)) {
    if (!e.isDirectory || !e.name.startsWith(DIR_PREFIX)) continue;
    const dir = `${parent}/${e.name}`;
    if (dir === mine) continue;
    try {
      const st = await Deno.lstat(dir);
      if (st.uid === uid && st.mtime && st.mtime.getTime() < before) {
        removeDir(dir);
      }
    } catch {
      // Removed meanwhile.
    }
  }
}

/**
 * The private directories not yet removed: a client that leaves (a detach)
 * while a reconnect's ssh still logs in drops that stream unclosed, and
 * nothing else would remove its directory.
 */
const liveDirs = new Set<string>();
let exitHooked = false;

function keepUntilExit(dir: string): void {
  if (!exitHooked) {
    exitHooked = true;
    globalThis.addEventListener("unload", () => {
      for (const d of [...liveDirs]) removeDir(d);
    });
  }
  liveDirs.add(dir);
}

function removeDir(dir: string): void {
  liveDirs.delete(dir);
  try {
    Deno.removeSync(dir, { recursive: true });
  } catch {
    // Gone already.
  }
}

/** Longest wait for `ssh -O forward` (a local request to the master). */
const FORWARD_TIMEOUT_MS = 10_000;

/** ssh's stdin and stdout as one stream. */
export class SshStream implements ByteStream {
  /** ssh's pid (tests stop and kill it). */
  readonly pid: number;
  #child: Deno.ChildProcess;
  #host: RemoteHost;
  #label: string;
  /** The private directory of ssh's control socket, or null: no forward. */
  #dir: string | null;
  /** The daemon's socket path the bridge named, until the forward is tried. */
  #forwardTo: string | null = null;
  /** The forwarded socket's connection, or null: bytes go over ssh's pipes. */
  #conn: Deno.UnixConn | null = null;
  /**
   * What was written over `#conn` before its first byte came back: a
   * server that refuses the forward closes it unanswered, and these go
   * through the bridge instead. Null once the daemon has answered.
   */
  #sent: Uint8Array[] | null = null;
  /** While the bytes move from a refused forward to the bridge. */
  #switching: Promise<void> | null = null;
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
  /** Whether the daemon has said a byte (the ready wait is over then). */
  #answered = false;
  #cancelWait: () => void;
  readonly needsBye = true;

  constructor(
    child: Deno.ChildProcess,
    host: RemoteHost,
    dir: string | null,
  ) {
    this.#child = child;
    this.pid = child.pid;
    this.#host = host;
    this.#label = host.label;
    this.#dir = dir;
    if (dir) child.status.then(() => removeDir(dir), () => removeDir(dir));
    this.#reader = child.stdout.getReader();
    this.#writer = child.stdin.getWriter();
    this.#stderrDone = this.#keepStderr();
    this.#ready.promise.catch(() => {}); // a write may never wait on it
    // Until the daemon's first byte, not only the ready line: after the
    // forward line, an ssh master that hangs as it is asked to forward
    // (or an ssh stopped then) left a blank screen for ever, the
    // heartbeat starting only once the daemon has answered.
    this.#cancelWait = after(READY_TIMEOUT_MS, () => {
      if (this.#answered || this.#closed) return;
      const said = lastLine(this.#preamble ?? "");
      this.#giveUp(
        new TransportError(
          "ssh",
          `The berth on ${this.#label} did not answer in ${
            READY_TIMEOUT_MS / 1000
          } s${said ? ` (it printed: ${said.slice(0, 80)})` : ""}`,
        ),
      );
    });
    this.#ready.promise.catch(this.#cancelWait);
  }

  /** The daemon's first byte came: the wait for it is over. */
  #answer(): void {
    if (this.#answered) return;
    this.#answered = true;
    this.#cancelWait();
  }

  /** Ends ssh: the bridge will not come; reads and writes fail with `err`. */
  #giveUp(err: TransportError): void {
    this.#givenUp = err;
    this.#ready.reject(err);
    this.abort();
  }

  async read(p: Uint8Array): Promise<number | null> {
    if (this.#conn) return await this.#readConn(p);
    while (!this.#left) {
      let r: ReadableStreamReadResult<Uint8Array>;
      try {
        r = await this.#reader.read();
      } catch {
        r = { done: true, value: undefined };
      }
      if (r.done) {
        // ssh is leaving: no forward to make (a command that fails exits
        // before `child.status` would remove it).
        if (this.#dir) removeDir(this.#dir);
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
      if (this.#forwardTo !== null) {
        await this.#forward(this.#forwardTo);
        if (this.#conn) return await this.#readConn(p);
      }
    }
    const chunk = this.#left;
    this.#answer();
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
    const fwd = this.#dir ? text.indexOf(BRIDGE_FORWARD) : -1;
    const eol = fwd < 0 ? -1 : text.indexOf("\n", fwd);
    if (eol >= 0) {
      // The rest of the chunk is nothing: the bridge waits for a byte.
      this.#forwardTo = text.slice(fwd + BRIDGE_FORWARD.length, eol);
      this.#preamble = null;
      return null;
    }
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
    // A bridge that did not offer the forward (an older berth there): the
    // directory would stay for the whole session (another client's sweep
    // would take it after a minute).
    if (this.#dir) removeDir(this.#dir);
    this.#ready.resolve();
    return skip < chunk.length ? chunk.subarray(skip) : null;
  }

  async write(p: Uint8Array): Promise<number> {
    await this.#ready.promise;
    if (this.#switching) await this.#switching;
    const conn = this.#conn;
    if (!conn) {
      await this.#writer.write(p.slice());
      return p.length;
    }
    if (this.#sent === null) return await conn.write(p);
    // Until the daemon answers, a refused forward may end `conn` under
    // this write (the connection has one write in flight at a time).
    let n: number;
    try {
      n = await conn.write(p);
    } catch (err) {
      if (this.#conn === conn && this.#sent === null) throw err;
      n = -1;
    }
    const bytes = n < 0 ? p.slice() : p.slice(0, n);
    if (this.#conn === conn) {
      // Kept for the move to the bridge (a failed write: moved whole).
      this.#sent?.push(bytes);
    } else {
      // Moved meanwhile without these: they follow what was.
      if (this.#switching) await this.#switching;
      await this.#writer.write(bytes);
    }
    return bytes.length;
  }

  /**
   * Has the ssh master forward a private socket to the daemon's `path` on
   * the host and connects to it; else (or when the bridge's path cannot be
   * given to `-L`) asks the bridge to copy. Resolves the ready wait.
   */
  async #forward(path: string): Promise<void> {
    this.#forwardTo = null;
    const dir = this.#dir!;
    const local = `${dir}/s`;
    // -L takes LOCAL:REMOTE; a path of the bridge's with a colon, a space
    // or a control character cannot be said so.
    // deno-lint-ignore no-control-regex
    if (path.startsWith("/") && !/[:\s\x00-\x1f\x7f]/.test(path)) {
      try {
        const [cmd, ...args] = forwardArgv(this.#host, `${dir}/c`, local, path);
        const ssh = new Deno.Command(cmd, {
          args,
          stdin: "null",
          stdout: "null",
          stderr: "null",
        }).spawn();
        const cancel = after(FORWARD_TIMEOUT_MS, () => {
          try {
            ssh.kill("SIGKILL");
          } catch {
            // Done meanwhile.
          }
        });
        const status = await ssh.status;
        cancel();
        if (status.success && !this.#closed) {
          this.#conn = await Deno.connect({ transport: "unix", path: local });
          this.#sent = [];
        }
      } catch {
        // No forward: the bridge copies.
      }
    }
    // Neither socket's path is needed again (the master keeps listening
    // on both): nothing is left behind should this process be killed.
    removeDir(dir);
    if (!this.#conn) {
      await this.#writer.write(Uint8Array.of(BRIDGE_STDIO)).catch(() => {});
    }
    this.#ready.resolve();
  }

  /** Reads the forwarded socket; a forward refused goes on over the bridge. */
  async #readConn(p: Uint8Array): Promise<number | null> {
    const conn = this.#conn!;
    let n: number | null;
    try {
      n = await conn.read(p);
    } catch {
      n = null;
    }
    if (n === null && this.#givenUp) throw this.#givenUp;
    if (n !== null) this.#answer();
    if (n !== null || this.#sent === null || this.#closed) {
      if (n !== null && this.#sent !== null) {
        // The daemon answered through the forward: the bridge may go
        // (ssh and sshd stay for the forwarded connection, and end with
        // it), and no process of berth's waits on the far side.
        this.#writer.write(Uint8Array.of(BRIDGE_DONE)).catch(() => {});
      }
      this.#sent = null;
      return n;
    }
    // Closed before the daemon said a word: the server refused to forward
    // (AllowStreamLocalForwarding no). The same bytes go to the bridge.
    const sent = this.#sent;
    this.#sent = null;
    const moved = Promise.withResolvers<void>();
    this.#switching = moved.promise;
    this.#conn = null;
    try {
      conn.close();
    } catch {
      // Closed already.
    }
    try {
      await this.#writer.write(Uint8Array.of(BRIDGE_STDIO));
      for (const bytes of sent) await this.#writer.write(bytes);
    } catch {
      // ssh is gone: the read below sees its end.
    } finally {
      moved.resolve();
      this.#switching = null;
    }
    return await this.read(p);
  }

  /** Ends ssh's input; ssh is killed if it has not left after a grace. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#dir) removeDir(this.#dir);
    if (this.#conn) {
      // What was written is ssh's to forward, and ssh ends once the
      // forwarded connection and the bridge (if still there) have.
      this.#closeConn();
      this.#writer.write(Uint8Array.of(BRIDGE_DONE)).catch(() => {});
    }
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
    if (this.#dir) removeDir(this.#dir);
    try {
      this.#child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
    this.#closeConn();
    this.#reader.cancel().catch(() => {});
  }

  #closeConn(): void {
    try {
      this.#conn?.close();
    } catch {
      // Closed already (ssh ended it).
    }
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
