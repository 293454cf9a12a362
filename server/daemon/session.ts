/**
 * One session: a child on a pty, its gather and parse workers, the screen
 * mirror its attach clients draw from, and everything scripts ask of it
 * (input, capture, wait, events).
 *
 * Lifecycle: the child exits (the `ChildWatcher` reaps it) -> the gather
 * worker drains what is left and marks the ring EOF -> the parse worker
 * parses it all and says `eof` -> the session ends: attach clients get the
 * final screen and the exit status; a `keep` session stays, with its parse
 * worker, so that its final screen can still be captured.
 *
 * @module
 */

import { pasteBytes } from "../../protocol/paste.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import type {
  EndMsg,
  ExitStatus,
  FrameMsg,
  HistoryPage,
  SessionEvent,
  SessionInfo,
} from "../../protocol/messages.ts";
import {
  type ChildWatcher,
  closeFd,
  InputBufferFullError,
  kill,
  type PtyProcess,
  PtyWriter,
  setWindowSize,
  SIGHUP,
  SIGKILL,
  spawnPty,
  type WaitStatus,
} from "../../pty/mod.ts";
import { signalName } from "../../protocol/signals.ts";
import type { AttachedClient, FrameSource } from "./attached_client.ts";
import { RequestFailure } from "./request_failure.ts";
import { startGatherWorker } from "../workers/gather_worker.ts";
import type { Log } from "./log.ts";
import {
  SIZE_COLS,
  SIZE_ROWS,
  SIZE_SEQ,
  type ToParse,
} from "../workers/parse_messages.ts";
import { ByteRing } from "../workers/ring.ts";
import { type CaptureResult, ParseClient } from "./parse_client.ts";
import { type ClientView, ScreenMirror } from "./screen_mirror.ts";
import { LatestClientSize } from "./size_policy.ts";

/** How long `kill` waits after SIGHUP before it sends SIGKILL. */
const KILL_GRACE_MS = 3000;

/** What a new session needs. */
export interface SessionSpec {
  name: string;
  /** Program and arguments (argv[0] is looked up in PATH). */
  cmd: string[];
  /** argv[0] the program sees, when not `cmd[0]` (a login shell's `-sh`). */
  argv0?: string;
  cwd: string;
  /** The child's whole environment. */
  env: Record<string, string>;
  cols: number;
  rows: number;
  keep: boolean;
  scrollback: number;
}

/** Why a session's clients are told it ended. */
type EndReason = "exited" | "killed" | "server-exit";

/** A running (or kept, exited) session. */
export class Session implements FrameSource {
  /** Changes with `rename-session`. */
  name: string;
  readonly command: string[];
  readonly cwd: string;
  readonly created = Date.now();
  lastActive = Date.now();
  readonly keep: boolean;
  cols: number;
  rows: number;
  readonly mirror: ScreenMirror;
  readonly clients = new Set<AttachedClient>();
  /** Set once the child has exited and its output is parsed. */
  exit: ExitStatus | null = null;
  /** Resolves when the session has ended (kept sessions: when the child has). */
  readonly ended: Promise<void>;

  /** Called once the session is gone for good (not kept, or killed). */
  onGone: (s: Session) => void = () => {};

  #pty: PtyProcess;
  #writer: PtyWriter;
  #ring: ByteRing;
  /** `[seq, cols, rows]` shared with the parse worker. */
  #size = new Int32Array(new SharedArrayBuffer(12));
  #gather: Worker;
  #parse: ParseClient;
  #log: Log;
  #status: ExitStatus | null = null;
  #parsed = false;
  #endReason: EndReason = "exited";
  #resolveEnded!: () => void;
  #gone = false;
  /** Resolves with the exit status once the session has ended. */
  #exited: Promise<ExitStatus>;
  #resolveExited!: (s: ExitStatus) => void;
  #listeners = new Set<(ev: SessionEvent) => void>();
  #killTimer: ReturnType<typeof setTimeout> | undefined;
  #sizePolicy = new LatestClientSize<AttachedClient>();

  private constructor(spec: SessionSpec, pty: PtyProcess, log: Log) {
    this.name = spec.name;
    this.command = spec.cmd;
    this.cwd = spec.cwd;
    this.keep = spec.keep;
    this.cols = spec.cols;
    this.rows = spec.rows;
    this.mirror = new ScreenMirror(spec.cols, spec.rows);
    this.#size[SIZE_COLS] = spec.cols;
    this.#size[SIZE_ROWS] = spec.rows;
    this.#pty = pty;
    this.#log = log;
    this.#writer = new PtyWriter(pty.fd);
    this.#ring = ByteRing.create();
    this.ended = new Promise((r) => (this.#resolveEnded = r));
    this.#exited = new Promise((r) => (this.#resolveExited = r));

    this.#parse = new ParseClient(
      {
        t: "init",
        sab: this.#ring.sab,
        size: this.#size.buffer as SharedArrayBuffer,
        fd: pty.fd,
        cols: spec.cols,
        rows: spec.rows,
        scrollback: spec.scrollback,
      },
      `parse:${spec.name}`,
      {
        screen: (update) => {
          this.mirror.apply(update);
          if (update.bytes > 0) {
            this.#emit({ type: "output", bytes: update.bytes });
          }
          this.#pumpClients();
        },
        event: (event) => this.#emit(event),
        eof: (crashed) => {
          if (crashed !== undefined) {
            this.#log.error(
              `session ${this.name}: parse worker crashed: ${crashed}`,
            );
          }
          this.#parsed = true;
          this.#maybeEnd();
        },
        error: (message) => this.#log.error(`session ${this.name}: ${message}`),
      },
      () => new RequestFailure("exited", `Session ${this.name} has ended`),
    );

    const gather = startGatherWorker(
      { fd: pty.fd, sab: this.#ring.sab, wakeFd: this.#ring.wakeFd },
      `gather:${spec.name}`,
    );
    this.#gather = gather.worker;
    gather.done.then((done) => {
      if (done.reason !== "error") return;
      this.#log.error(
        `session ${this.name}: gather worker crashed: ${done.error}`,
      );
    });
  }

  /**
   * Starts `spec.cmd` on a new pty. Throws RequestFailure "spawn" with a
   * one-line reason when the program cannot be started.
   */
  static start(spec: SessionSpec, watcher: ChildWatcher, log: Log): Session {
    let pty: PtyProcess;
    try {
      pty = spawnPty({
        file: spec.cmd[0],
        args: spec.cmd.slice(1),
        argv0: spec.argv0,
        env: spec.env,
        cwd: spec.cwd,
        cols: spec.cols,
        rows: spec.rows,
      });
    } catch (err) {
      throw new RequestFailure("spawn", (err as Error).message);
    }
    const s = new Session(spec, pty, log);
    log.info(
      `session ${spec.name}: started pid ${pty.pid}: ${spec.cmd.join(" ")}`,
    );
    watcher.exited(pty.pid).then((status) => s.#childExited(status));
    return s;
  }

  get pid(): number {
    return this.#pty.pid;
  }

  /** The row of `berth ls`. */
  info(): SessionInfo {
    return {
      name: this.name,
      pid: this.pid,
      cols: this.cols,
      rows: this.rows,
      clients: this.clients.size,
      created: this.created,
      lastActive: this.lastActive,
      command: this.command,
      cwd: this.cwd,
      title: this.mirror.title,
      exit: this.exit,
    };
  }

  // -------------------------------------------------------------------------
  // Attach clients

  /** Adds an attach client; its first frame follows its attach response. */
  attach(client: AttachedClient): void {
    this.clients.add(client);
    this.#touch(client);
  }

  /** Removes an attach client, telling it why. */
  detach(client: AttachedClient, reason: "detached"): void {
    if (!this.clients.delete(client)) return;
    client.end({ t: "end", reason, name: this.name });
    this.#afterClientLeft(client);
  }

  /** The client's connection closed. */
  dropClient(client: AttachedClient): void {
    if (this.clients.delete(client)) this.#afterClientLeft(client);
  }

  #afterClientLeft(client: AttachedClient): void {
    const next = this.#sizePolicy.left(client, this.clients);
    if (next) this.#touch(next);
  }

  /** Keyboard input from an attach client. */
  input(client: AttachedClient, data: Uint8Array): void {
    if (client.readOnly) return; // Read-only clients see, never type.
    this.#touch(client);
    this.send(data).catch((err) => {
      this.#log.info(
        `session ${this.name}: input dropped: ${(err as Error).message}`,
      );
    });
  }

  /** An attach client's terminal changed size. */
  clientResized(client: AttachedClient, cols: number, rows: number): void {
    client.cols = cols;
    client.rows = rows;
    if (client.readOnly) {
      client.pump(); // Re-crop only: its own view changes, not the session.
      return;
    }
    this.#touch(client);
  }

  /** Marks `client` the most recently active; the session takes its size. */
  #touch(client: AttachedClient): void {
    const now = Date.now();
    this.lastActive = now;
    const size = this.#sizePolicy.touch(client, now);
    if (size) this.resize(size.cols, size.rows);
  }

  /** Sends every attach client the frame it is missing. */
  #pumpClients(): void {
    for (const c of this.clients) c.pump();
    this.releaseClipboard();
  }

  /** The frame that brings an attach client's `view` up to date. */
  frameFor(view: ClientView, clipboard: boolean): FrameMsg | null {
    return this.mirror.frameFor(view, clipboard);
  }

  /** Drops the latest clipboard write once every client that wants it has it. */
  releaseClipboard(): void {
    const views = [];
    for (const c of this.clients) if (c.clipboard) views.push(c.view);
    this.mirror.releaseClipboard(views);
  }

  // -------------------------------------------------------------------------
  // Script operations

  /**
   * Writes bytes to the child as if typed: `cursorKeysData` instead of
   * `data` when the screen last showed cursor keys in application mode.
   */
  /**
   * Pastes `text` (UTF-8): cleaned of escape sequences and controls, and
   * bracketed when the program asked for it, as its screen last showed.
   */
  paste(text: Uint8Array): Promise<void> {
    if (text.length > MAX_PASTE_BYTES) {
      return Promise.reject(
        new RequestFailure(
          "bad-request",
          `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${text.length}`,
        ),
      );
    }
    const decoded = new TextDecoder().decode(text);
    return this.send(pasteBytes(decoded, this.mirror.modes.bracketedPaste));
  }

  send(data: Uint8Array, cursorKeysData?: Uint8Array): Promise<void> {
    if (this.exit || this.#status) {
      return Promise.reject(
        new RequestFailure("exited", `Session ${this.name} has exited`),
      );
    }
    this.lastActive = Date.now();
    const bytes = cursorKeysData && this.mirror.modes.cursorKeys
      ? cursorKeysData
      : data;
    return this.#writer.write(bytes).catch((err) => {
      if (err instanceof InputBufferFullError) {
        throw new RequestFailure(
          "busy",
          `Session ${this.name} is not reading its input; wait for it, then retry`,
        );
      }
      // EIO: the child side of the pty is closed; its exit is on the way.
      throw new RequestFailure(
        "exited",
        `Session ${this.name} no longer takes input (${
          (err as Error).message
        })`,
      );
    });
  }

  /**
   * Resizes the pty and the screen. The pty's size is set here, at once, so
   * that input written right after (the keys that made this client the
   * active one) meets a program that already has the new size; the parse
   * worker takes the shared size before its next batch, so that the
   * program's redraw is parsed at the new size too.
   */
  resize(cols: number, rows: number): void {
    if (cols === this.cols && rows === this.rows) return;
    this.cols = cols;
    this.rows = rows;
    if (this.exit || this.#status) return;
    Atomics.store(this.#size, SIZE_COLS, cols);
    Atomics.store(this.#size, SIZE_ROWS, rows);
    Atomics.add(this.#size, SIZE_SEQ, 1);
    try {
      setWindowSize(this.#pty.fd, cols, rows);
    } catch (err) {
      this.#log.info(
        `session ${this.name}: resize failed: ${(err as Error).message}`,
      );
    }
    this.#toParse({ t: "resize" });
  }

  /** The screen (and `scrollback` lines of history, -1 for all). */
  capture(scrollback: number): Promise<CaptureResult> {
    return this.#parse.capture(scrollback);
  }

  /**
   * Rows y = -start .. -start + count - 1 of history and screen, clamped to
   * what exists (see the `history` request).
   */
  history(start: number, count: number, pushed?: number): Promise<HistoryPage> {
    return this.#parse.history(start, count, pushed);
  }

  /**
   * Resolves when the screen matches `text` or no output came for `idleMs`.
   * Rejects "exited" if the session ends first, "timeout" after `timeoutMs`
   * or when `signal` aborts (the client went away or cancelled).
   */
  waitFor(
    cond: { text?: { source: string; flags: string }; idleMs?: number },
    timeoutMs?: number,
    signal?: AbortSignal,
  ): Promise<void> {
    const watch = this.#parse.watch(cond);
    if (this.exit && !this.#parse.closed) {
      // Kept session: the final screen is checked once (the capture is
      // answered after the watch), then this wait gives up.
      this.capture(0).catch(() => {}).finally(() =>
        watch.cancel(
          new RequestFailure("exited", `Session ${this.name} has exited`),
        )
      );
    }
    return untilStopped(watch.hit, timeoutMs, signal, watch.cancel);
  }

  /**
   * Resolves with the exit status once the child has exited; rejects
   * "timeout" after `timeoutMs` or when `signal` aborts.
   */
  waitExit(timeoutMs?: number, signal?: AbortSignal): Promise<ExitStatus> {
    if (this.exit) return Promise.resolve(this.exit);
    return untilStopped(this.#exited, timeoutMs, signal, () => {});
  }

  /** Calls `fn` for every event until the returned function is called. */
  listen(fn: (ev: SessionEvent) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  #emit(ev: SessionEvent): void {
    for (const fn of this.#listeners) fn(ev);
  }

  // -------------------------------------------------------------------------
  // Ending

  /**
   * Ends the session: SIGHUP to the child's process group, SIGKILL if it is
   * still there after KILL_GRACE_MS. Resolves when it is gone.
   */
  kill(reason: "killed" | "server-exit" = "killed"): Promise<void> {
    this.#endReason = reason;
    if (this.exit) {
      this.#finish();
      return Promise.resolve();
    }
    // The child leads its process group (setsid at spawn) unless it left it;
    // then the child alone is what can be signalled.
    if (!kill(-this.pid, SIGHUP)) kill(this.pid, SIGHUP);
    if (!this.#killTimer) {
      this.#killTimer = setTimeout(() => {
        this.#log.info(
          `session ${this.name}: still alive after SIGHUP; sending SIGKILL`,
        );
        kill(-this.pid, SIGKILL);
        kill(this.pid, SIGKILL);
      }, KILL_GRACE_MS);
    }
    return this.ended.then(() => this.#finish());
  }

  #childExited(wait: WaitStatus): void {
    const signal = wait.signal === null ? null : signalName(wait.signal);
    const status: ExitStatus = { code: wait.code, signal };
    this.#status = status;
    this.#log.info(
      `session ${this.name}: child exited (${
        status.signal ?? `status ${status.code}`
      })`,
    );
    // Whatever the child wrote last is still in the pty: drain it, then stop.
    this.#ring.requestStop({ drain: true });
    this.#maybeEnd();
  }

  /** Ends the session once the child has exited and its output is parsed. */
  #maybeEnd(): void {
    if (!this.#status || !this.#parsed || this.exit) return;
    const status = this.#status;
    this.exit = status;
    clearTimeout(this.#killTimer);
    this.#gather.terminate();
    this.#ring.close();
    // The fd goes only after the writer's last poll on it has returned: a
    // reused fd number must never see a stale write.
    const fd = this.#pty.fd;
    this.#writer.close().finally(() => closeFd(fd));
    this.#resolveExited(status);
    this.#parse.rejectWatches(
      new RequestFailure("exited", `Session ${this.name} exited first`),
    );
    this.#emit({ type: "exit", status });
    const end: EndMsg = this.#endReason === "server-exit"
      ? { t: "end", reason: "server-exit", name: this.name }
      : { t: "end", reason: this.#endReason, name: this.name, status };
    for (const c of this.clients) c.end(end);
    this.clients.clear();
    this.#resolveEnded();
    if (!this.keep || this.#endReason !== "exited") this.#finish();
  }

  /** Frees what a kept session still holds and forgets the session. */
  #finish(): void {
    if (this.#gone) return;
    this.#gone = true;
    this.#parse.close();
    this.#listeners.clear();
    this.onGone(this);
  }

  #toParse(msg: ToParse): void {
    this.#parse.post(msg);
  }
}

/**
 * Settles as `wait` does, unless `timeoutMs` passes or `signal` aborts
 * first: then `giveUp` runs (to stop what `wait` waits for) and the result
 * rejects "timeout".
 */
function untilStopped<T>(
  wait: Promise<T>,
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
  giveUp: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    const fail = (message: string) => {
      stop();
      giveUp();
      reject(new RequestFailure("timeout", message));
    };
    const onAbort = () => fail("The wait was cancelled");
    if (timeoutMs !== undefined) {
      timer = setTimeout(
        () => fail(`Timed out after ${timeoutMs} ms`),
        timeoutMs,
      );
    }
    if (signal?.aborted) queueMicrotask(onAbort);
    else signal?.addEventListener("abort", onAbort, { once: true });
    wait.then(
      (v) => {
        stop();
        resolve(v);
      },
      (e) => {
        stop();
        reject(e);
      },
    );
  });
}
