/**
 * `SessionHandle`: a handle on one berth session, with everything a script does
 * to it: type, press keys, wait, capture, resize, follow events, kill.
 *
 * @module
 */

import type {
  CaptureAnswer,
  ExitStatus,
  Request,
  Responses,
  SessionInfo,
} from "../../protocol/messages.ts";
import { MAX_PASTE_BYTES, MAX_TIMEOUT_MS } from "../../protocol/limits.ts";
import type { ScreenJson } from "../../vt/types.ts";
import {
  type Connection,
  ConnectionError,
  RequestError,
} from "../connection.ts";
import { encodeKeys } from "../keys.ts";
import { EventStream } from "./event_stream.ts";

/**
 * Largest piece of input sent in one request. The daemon refuses input
 * beyond what the program has not read yet (1 MiB); sending in pieces, each
 * after the previous one reached the pty, keeps a long paste under that.
 */
const SEND_CHUNK_BYTES = 64 * 1024;

/** Options of the `wait*` methods. */
export interface WaitOptions {
  /** Give up after this many ms (`RequestError` code "timeout"). */
  timeoutMs?: number;
  /** Cancels the wait (`RequestError` code "timeout"). */
  signal?: AbortSignal;
}

/** What `capture()` returns: the screen, as `berth capture --json` prints it. */
export interface Capture extends ScreenJson {
  /** The rows (scrollback first, when asked for) with SGR escapes. */
  ansi: string[];
  /** `lines` joined by "\n": the screen as `berth capture` prints it. */
  text: string;
}

/** Options of `capture()`. */
export interface CaptureOptions {
  /** History lines above the screen: a count, or "all". Default 0. */
  scrollback?: number | "all";
}

/** Options of `lines()`. */
export interface LinesOptions extends CaptureOptions {
  /** With SGR escapes, as `berth capture --ansi` prints them. */
  ansi?: boolean;
  /**
   * Rows the terminal wrapped joined into the lines the program wrote, as
   * `berth capture --join` (a long line comes out whole).
   */
  join?: boolean;
}

/** Things `events()` can be told. */
export interface EventsOptions {
  /** Ends the stream (the iterator returns) when aborted. */
  signal?: AbortSignal;
}

/**
 * One session of a daemon. Methods reject with `RequestError` (its `code`
 * says why: "not-found", "exited", "timeout", "busy" ...) or, when the
 * daemon goes away, `ConnectionError`.
 *
 * `await using s = await berth.newSession(...)` kills the session when the
 * block ends.
 */
export class SessionHandle {
  /** The session's name. */
  readonly name: string;
  /** Pid of the session's child (0 for a handle made by `Berth.session()`). */
  readonly pid: number;
  #conn: Connection;
  #streams: Map<number, EventStream>;

  /** Made by `Berth`; use `berth.newSession()` or `berth.session(name)`. */
  constructor(
    conn: Connection,
    streams: Map<number, EventStream>,
    name: string,
    pid = 0,
  ) {
    this.#conn = conn;
    this.#streams = streams;
    this.name = name;
    this.pid = pid;
  }

  /**
   * Types `input` into the session: a string is sent as UTF-8, exactly as
   * given ("\n" is a line feed, which a shell takes as Enter). Resolves once
   * the bytes reached the pty.
   */
  async send(input: string | Uint8Array): Promise<void> {
    const bytes = typeof input === "string"
      ? new TextEncoder().encode(input)
      : input;
    let off = 0;
    do {
      await this.#request({
        op: "send",
        name: this.name,
        data: bytes.subarray(off, off + SEND_CHUNK_BYTES),
      });
      off += SEND_CHUNK_BYTES;
    } while (off < bytes.length);
  }

  /**
   * Pastes `text` as a terminal would: its escape sequences and control
   * characters (but tab and line ends) removed, line ends sent as CR, and
   * wrapped as a bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`) when the
   * program asked for one, so pasted text can never run as typed commands.
   * At most 1 MiB (`MAX_PASTE_BYTES`), in one piece.
   */
  async paste(text: string): Promise<void> {
    const data = new TextEncoder().encode(text);
    if (data.length > MAX_PASTE_BYTES) {
      throw new RequestError(
        "bad-request",
        `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${data.length}`,
      );
    }
    await this.#request({ op: "send", name: this.name, data, paste: true });
  }

  /**
   * Presses named keys in order: `sendKeys("C-c")`, `sendKeys("Up", "Enter")`
   * (see `client/keys.ts` for the names). Cursor keys follow the program's
   * cursor-keys mode as its screen last showed it. Throws `KeyNameError` for
   * an unknown name, before sending anything.
   */
  async sendKeys(...keys: string[]): Promise<void> {
    const { normal, cursorKeys } = encodeKeys(keys);
    await this.#request({
      op: "send",
      name: this.name,
      data: normal,
      cursorKeysData: cursorKeys ?? undefined,
    });
  }

  /**
   * Resolves once the screen matches `pattern` (a RegExp, or a string
   * matched literally). The daemon checks its own screen model as output
   * arrives, so text that is shown only for a moment is still seen. Rejects
   * with code "exited" when the session ends first.
   */
  async waitFor(
    pattern: RegExp | string,
    opts: WaitOptions = {},
  ): Promise<void> {
    const re = typeof pattern === "string"
      ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      : pattern;
    await this.#wait({ text: { source: re.source, flags: re.flags } }, opts);
  }

  /** Resolves once the session has printed nothing for `quietMs`. */
  async waitIdle(quietMs: number, opts: WaitOptions = {}): Promise<void> {
    await this.#wait({ idleMs: quietMs }, opts);
  }

  /**
   * Resolves with the child's exit status once it has exited (at once when
   * it already has: kept sessions, or one that ended moments ago).
   */
  async waitExit(opts: WaitOptions = {}): Promise<ExitStatus> {
    const r = await this.#wait({ exit: true }, opts);
    return r.exit!;
  }

  /** The screen now: text lines, cells, cursor, title, and SGR lines. */
  async capture(opts: CaptureOptions = {}): Promise<Capture> {
    const scrollback = opts.scrollback === "all" ? -1 : opts.scrollback ?? 0;
    const r = await this.#request({
      op: "capture",
      name: this.name,
      scrollback,
    });
    return { ...r.screen, ansi: r.ansi, text: r.screen.lines.join("\n") };
  }

  /**
   * The lines as `berth capture` prints them (history first, when asked
   * for): text, no cells, so cheaper than `capture()` for reading output.
   * Rejects with `RequestError` "version" on a daemon older than these
   * options (`berth upgrade` replaces it).
   */
  async lines(opts: LinesOptions = {}): Promise<string[]> {
    const scrollback = opts.scrollback === "all" ? -1 : opts.scrollback ?? 0;
    // A daemon older than `lines` answers with the whole screen.
    const r = (await this.#request({
      op: "capture",
      name: this.name,
      scrollback,
      lines: opts.ansi ? "ansi" : "text",
      ...(opts.join ? { join: true } : {}),
    })) as CaptureAnswer;
    if (!("lines" in r) || (opts.join && !r.joined)) {
      throw new RequestError(
        "version",
        "The running daemon is older than lines(); berth upgrade replaces it with this berth",
      );
    }
    return r.lines;
  }

  /** Resizes the session's terminal (its program gets SIGWINCH). */
  async resize(cols: number, rows: number): Promise<void> {
    await this.#request({ op: "resize", name: this.name, cols, rows });
  }

  /** The session's row of `berth ls` (size, title, exit status ...). */
  async info(): Promise<SessionInfo> {
    const { sessions } = await this.#request({ op: "ls" });
    const found = sessions.find((s) => s.name === this.name);
    if (!found) {
      throw new RequestError(
        "not-found",
        `No session named ${this.name} (berth ls lists them)`,
      );
    }
    return found;
  }

  /**
   * Follows the session: output (byte counts), title, bell, cwd, resize,
   * and last `exit`, after which the iterator ends. Events are collected
   * from the moment of the call. Leaving a `for await` loop early stops the
   * stream.
   */
  events(opts: EventsOptions = {}): EventStream {
    const id = this.#conn.nextRequestId;
    const ready = this.#conn.request({ op: "events", name: this.name });
    const stream = new EventStream(ready, (early) => {
      this.#streams.delete(id);
      opts.signal?.removeEventListener("abort", onAbort);
      if (early) this.#conn.send({ t: "unsubscribe", id }).catch(() => {});
    });
    const onAbort = () => stream.return();
    this.#streams.set(id, stream);
    if (opts.signal?.aborted) stream.return();
    else opts.signal?.addEventListener("abort", onAbort, { once: true });
    return stream;
  }

  /**
   * Ends the session (SIGHUP to its process group, SIGKILL after 3 s) and
   * resolves once it is gone. A session that is already gone is no error.
   */
  async kill(): Promise<void> {
    try {
      await this.#request({ op: "kill", name: this.name });
    } catch (err) {
      if (!(err instanceof RequestError && err.code === "not-found")) throw err;
    }
  }

  /**
   * Kills the session: `await using s = ...` cleans up after itself. A lost
   * connection is no error here (the daemon is gone, or was closed first).
   */
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      await this.kill();
    } catch (err) {
      if (!(err instanceof ConnectionError)) throw err;
    }
  }

  async #wait(
    cond: Omit<Extract<Request, { op: "wait" }>, "op" | "name" | "timeoutMs">,
    opts: WaitOptions,
  ): Promise<Responses["wait"]> {
    opts.signal?.throwIfAborted();
    checkMs("timeoutMs", opts.timeoutMs);
    checkMs("quietMs", cond.idleMs);
    const id = this.#conn.nextRequestId;
    const result = this.#request({
      op: "wait",
      name: this.name,
      ...cond,
      timeoutMs: opts.timeoutMs,
    });
    const cancel = () =>
      this.#conn.send({ t: "unsubscribe", id }).catch(() => {});
    opts.signal?.addEventListener("abort", cancel, { once: true });
    try {
      return await result;
    } finally {
      opts.signal?.removeEventListener("abort", cancel);
    }
  }

  #request<R extends Request>(req: R): Promise<Responses[R["op"]]> {
    return this.#conn.request(req);
  }
}

/**
 * Refuses a wait time the daemon could not arm (`MAX_TIMEOUT_MS`, about 24.8
 * days), before anything is sent: `RequestError` code "bad-request".
 */
function checkMs(name: string, ms: number | undefined): void {
  if (ms === undefined) return;
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIMEOUT_MS) {
    throw new RequestError(
      "bad-request",
      `${name} must be a whole number of ms from 0 to ${MAX_TIMEOUT_MS} (about 24.8 days), not ${ms}`,
    );
  }
}
