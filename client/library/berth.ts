/**
 * `connect()` and `Berth`: a script's connection to a berth daemon, over the
 * same socket and protocol as the CLI, with sessions to create and drive.
 *
 * @module
 */

import type { ExitStatus, SessionInfo } from "../../protocol/messages.ts";
import { resolveAddress } from "../transport/resolve.ts";
import {
  type Connection,
  ConnectionError,
  type PushMsg,
  RequestError,
} from "../connection.ts";
import {
  connectExisting,
  connectOrStart,
  reopenStream,
} from "../daemon_start.ts";
import type { EventStream } from "./event_stream.ts";
import { PaneHandle } from "./pane.ts";
import {
  type Capture,
  type CaptureOptions,
  SessionHandle,
  type Subscriptions,
} from "./session.ts";
import { checkEnv } from "./target_handle.ts";

/** Which daemon `connect()` talks to. */
export interface ConnectOptions {
  /** Socket path (like `berth --socket`). */
  socket?: string;
  /** Daemon name (like `berth -L NAME`). */
  name?: string;
  /**
   * `[USER@]HOST[:PORT]`: the daemon on that host, over ssh (like
   * `berth -H`; `$BERTH_HOST` when absent). `socket` and `name` then pick
   * the daemon there.
   */
  host?: string;
  /** The ssh command (default `$BERTH_SSH`, else `ssh`). */
  ssh?: string | string[];
  /** The berth command on the host (default `$BERTH_REMOTE`, else `berth`). */
  remote?: string;
  /**
   * Start the daemon when none runs (default true). Without a socket or
   * name, `$BERTH_SOCKET`, `$BERTH` and then the default daemon are used,
   * as the CLI does.
   */
  start?: boolean;
}

/** Options of `newSession()`. */
export interface NewSessionOptions {
  /** SessionHandle name; the daemon picks "0", "1" ... when absent. */
  name?: string;
  /** Program and arguments; `$SHELL` when absent. */
  cmd?: string[];
  /** Terminal width; default 80. */
  cols?: number;
  /** Terminal height; default 24. */
  rows?: number;
  /** Working directory; default this process's. */
  cwd?: string;
  /** Extra environment on top of this process's. */
  env?: Record<string, string>;
  /** Keep the session and its final screen after the child exits, until killed. */
  keep?: boolean;
  /** Scrollback cap in lines (default 10,000). */
  scrollback?: number;
}

/** Options of `run()`. */
export interface RunOptions
  extends Omit<NewSessionOptions, "cmd" | "keep" | "name"> {
  /** Kill the program and reject (code "timeout") after this many ms. */
  timeoutMs?: number;
  /** History lines above the final screen to capture: a count, or "all". */
  capture?: CaptureOptions["scrollback"];
  /** Kills the program and rejects when aborted. */
  signal?: AbortSignal;
}

/** What `run()` returns. */
export interface RunResult {
  /** How the program ended. */
  status: ExitStatus;
  /** Its final screen. */
  screen: Capture;
}

const DEFAULT_COLS = 80;
const DEFAULT_ROWS = 24;

/**
 * `run()`'s rejection when `timeoutMs` passed or its signal aborted: code
 * "timeout", with the screen as it was then (null when it could not be
 * read), before the program was killed.
 */
export class RunTimeoutError extends RequestError {
  constructor(message: string, readonly screen: Capture | null) {
    super("timeout", message);
    this.name = "RunTimeoutError";
  }
}

/**
 * Connects to a berth daemon, starting it when none runs (unless
 * `start: false`). Close the result with `close()`, or `await using`.
 *
 * The connection outlasts a live upgrade of the daemon (`berth upgrade`):
 * requests the daemon refuses while it is being upgraded are sent again
 * (for up to 15 s), waits under way go on with the new program for the
 * time they have left, and event streams follow on (events of the moment
 * of the handover can be missed; none comes twice). A request that is not
 * safe to repeat (`send`, `newSession` ...) and was under way at the
 * moment of the handover rejects with `ConnectionError` "upgraded": check
 * whether it was done, then retry. When the daemon stops (`kill-server`,
 * a crash), calls reject with `ConnectionError` "closed".
 *
 * @example
 * ```ts ignore
 * await using berth = await connect();
 * const s = await berth.newSession({ cmd: ["python3", "-q"] });
 * await s.send("1+1\n");
 * await s.waitFor(/^2$/m, { timeoutMs: 5000 });
 * await s.kill();
 * ```
 */
export async function connect(opts: ConnectOptions = {}): Promise<Berth> {
  const where = resolveAddress(opts);
  const conn = opts.start === false
    ? await connectExisting(where, "lib")
    : await connectOrStart(where, "lib");
  conn.outlastUpgrades(() => reopenStream(where));
  return new Berth(conn, { remote: where.host !== undefined });
}

/**
 * A connection to a daemon. Any number of requests may be in flight at
 * once, from any number of sessions; each gets its own answer.
 */
export class Berth {
  #conn: Connection;
  #streams: Subscriptions = new Map();
  #remote: boolean;

  /**
   * Wraps an open connection; scripts use `connect()`. `remote`: the
   * daemon is on another host, so new sessions get its directory and
   * environment, not this process's.
   */
  constructor(conn: Connection, opts: { remote?: boolean } = {}) {
    this.#conn = conn;
    this.#remote = opts.remote ?? false;
    conn.onPush = (msg) => this.#push(msg);
    conn.onRenewed = () => {
      for (const [id, sub] of this.#streams) {
        // One not yet answered was sent again with the other requests.
        if (!conn.isPending(id)) this.#resubscribe(id, sub.stream, sub.name);
      }
    };
    conn.closed.then(() => {
      // Why, when the connection knows: "the daemon stopped (...)" says
      // more than that it closed.
      const why = conn.closeReason;
      const lost = why instanceof ConnectionError ? why : new ConnectionError(
        "closed",
        "The daemon closed the connection",
      );
      for (const s of this.#streams.values()) s.stream.fail(lost);
      this.#streams.clear();
    });
  }

  /**
   * Subscribes `stream` again under its id, on the new link of a daemon
   * that was upgraded. A target that ended meanwhile ends the stream with
   * its exit event, when the daemon still knows how it ended.
   */
  #resubscribe(id: number, stream: EventStream, name: string): void {
    this.#conn.requestWithId(id, { op: "events", name }).catch(
      async (err) => {
        if (err instanceof RequestError && err.code === "not-found") {
          const status = await this.#conn.request({
            op: "wait",
            name,
            exit: true,
            timeoutMs: 0,
          }).then((r) => r.exit, () => undefined);
          if (status) {
            stream.push({ type: "exit", status, time: Date.now() });
            return;
          }
        }
        stream.fail(err);
      },
    );
  }

  /** The daemon's pid. */
  get daemonPid(): number {
    return this.#conn.daemonPid;
  }

  /** Creates a detached session and returns its handle. */
  async newSession(opts: NewSessionOptions = {}): Promise<SessionHandle> {
    checkEnv(opts.env);
    const created = await this.#conn.request({
      op: "new",
      name: opts.name,
      cmd: opts.cmd,
      cwd: opts.cwd ?? (this.#remote ? undefined : Deno.cwd()),
      env: opts.env,
      baseEnv: this.#remote ? undefined : Deno.env.toObject(),
      cols: opts.cols ?? DEFAULT_COLS,
      rows: opts.rows ?? DEFAULT_ROWS,
      keep: opts.keep,
      scrollback: opts.scrollback,
    });
    return new SessionHandle(
      this.#conn,
      this.#streams,
      created.name,
      created.pid,
    );
  }

  /** A handle on an existing session (not checked until it is used). */
  session(name: string): SessionHandle {
    return new SessionHandle(this.#conn, this.#streams, name);
  }

  /**
   * A handle on the pane with id `id` (`"%3"`, as `#{pane_id}` and
   * `$BERTH_PANE` give it), in whichever session: ids are unique in the
   * daemon. Not checked until it is used (then "not-found" if there is no
   * such pane); throws `RequestError` "bad-request" at once for anything
   * but `%N` (a session's `pane()` takes `WINDOW.PANE`).
   */
  pane(id: string): PaneHandle {
    return new PaneHandle(this.#conn, id);
  }

  /** Every session of the daemon, oldest first. */
  async list(): Promise<SessionInfo[]> {
    return (await this.#conn.request({ op: "ls" })).sessions;
  }

  /**
   * Runs `cmd` to its end in a new session and returns its exit status and
   * final screen; the session is removed afterwards, whatever happens.
   * Rejects with `RunTimeoutError` (code "timeout", with the screen of
   * that moment) after killing it when `timeoutMs` passes or `signal`
   * aborts. The session is tied to this connection: if it closes before
   * the result is read (the script was killed), the daemon ends it.
   */
  async run(cmd: string[], opts: RunOptions = {}): Promise<RunResult> {
    const { timeoutMs, signal, capture: _, ...sessionOpts } = opts;
    signal?.throwIfAborted();
    const session = await this.#newRunSession(cmd, sessionOpts);
    try {
      let status: ExitStatus;
      try {
        status = await this.#waitRunExit(session.name, timeoutMs, signal);
      } catch (err) {
        if (!(err instanceof RequestError && err.code === "timeout")) {
          throw err;
        }
        const screen = await session.capture({ scrollback: opts.capture })
          .catch(() => null);
        throw new RunTimeoutError(err.message, screen);
      }
      const screen = await session.capture({ scrollback: opts.capture });
      return { status, screen };
    } finally {
      await session.kill().catch(() => {});
    }
  }

  /**
   * `run()`'s wait for the exit, which ties the session to this
   * connection again after a live upgrade of the daemon (`tie`: the
   * connection sends the wait again on its new link).
   */
  async #waitRunExit(
    name: string,
    timeoutMs: number | undefined,
    signal: AbortSignal | undefined,
  ): Promise<ExitStatus> {
    const id = this.#conn.nextRequestId;
    const result = this.#conn.request({
      op: "wait",
      name,
      exit: true,
      timeoutMs,
      tie: true,
    });
    const cancel = () =>
      this.#conn.send({ t: "unsubscribe", id }).catch(() => {});
    signal?.addEventListener("abort", cancel, { once: true });
    // Aborted while the session was being made (its event gone by): the
    // wait never heard it, and ran to the program's end (600 s in CI).
    if (signal?.aborted) cancel();
    try {
      return (await result).exit!;
    } finally {
      signal?.removeEventListener("abort", cancel);
    }
  }

  /** A kept session tied to this connection, with a fresh name, for `run()`. */
  async #newRunSession(
    cmd: string[],
    opts: NewSessionOptions,
  ): Promise<SessionHandle> {
    checkEnv(opts.env);
    for (let attempt = 0;; attempt++) {
      const name = `run-${Date.now().toString(36)}-${
        Math.floor(Math.random() * 36 ** 4).toString(36)
      }`;
      try {
        const created = await this.#conn.request({
          op: "new",
          name,
          cmd,
          cwd: opts.cwd ?? (this.#remote ? undefined : Deno.cwd()),
          env: opts.env,
          baseEnv: this.#remote ? undefined : Deno.env.toObject(),
          cols: opts.cols ?? DEFAULT_COLS,
          rows: opts.rows ?? DEFAULT_ROWS,
          keep: true,
          scrollback: opts.scrollback,
          tied: true,
        });
        return new SessionHandle(
          this.#conn,
          this.#streams,
          created.name,
          created.pid,
        );
      } catch (err) {
        const taken = err instanceof RequestError && err.code === "exists";
        if (!taken || attempt >= 5) throw err;
      }
    }
  }

  /** Ends every session and the daemon. */
  async killServer(): Promise<void> {
    await this.#conn.request({ op: "kill-server" });
  }

  /** Closes the connection; resolves once it is closed. */
  async close(): Promise<void> {
    this.#conn.close();
    await this.#conn.closed;
  }

  /** Closes the connection: `await using berth = await connect()`. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }

  #push(msg: PushMsg): void {
    if (msg.t !== "event") return;
    this.#streams.get(msg.id)?.stream.push({ ...msg.event, time: msg.time });
  }
}
