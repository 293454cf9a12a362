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

import type {
  EndMsg,
  ExitStatus,
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
  spawnPty,
} from "../../pty/mod.ts";
import type { ScreenJson } from "../../vt/types.ts";
import type { AttachedClient } from "./attached_client.ts";
import { RequestFailure } from "./client_conn.ts";
import type { GatherInit } from "../workers/gather_worker.ts";
import type { Log } from "./log.ts";
import {
  type FromParse,
  SIZE_COLS,
  SIZE_ROWS,
  SIZE_SEQ,
  type ToParse,
} from "../workers/parse_messages.ts";
import { ByteRing } from "../workers/ring.ts";
import { ScreenMirror } from "./screen_mirror.ts";

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

interface Waiter {
  resolve(v: unknown): void;
  reject(e: Error): void;
}

/** A running (or kept, exited) session. */
export class Session {
  readonly name: string;
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
  #parse: Worker | null;
  #log: Log;
  #status: ExitStatus | null = null;
  #parsed = false;
  #endReason: EndReason = "exited";
  #resolveEnded!: () => void;
  #gone = false;
  #nextId = 1;
  #captures = new Map<number, Waiter>();
  #histories = new Map<number, Waiter>();
  #watches = new Map<number, Waiter>();
  #exitWaiters = new Set<Waiter>();
  #listeners = new Set<(ev: SessionEvent) => void>();
  #killTimer: ReturnType<typeof setTimeout> | undefined;
  /** The client whose size the session follows (tmux's "latest"). */
  #sizeOwner: AttachedClient | null = null;

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

    this.#parse = new Worker(
      new URL("../workers/parse_worker.ts", import.meta.url),
      {
        type: "module",
        name: `parse:${spec.name}`,
      },
    );
    this.#parse.onmessage = (e: MessageEvent<FromParse>) =>
      this.#fromParse(e.data);
    this.#parse.onerror = (e) => {
      e.preventDefault();
      this.#log.error(
        `session ${this.name}: parse worker crashed: ${e.message}`,
      );
      this.#parsed = true;
      this.#maybeEnd();
    };
    this.#toParse({
      t: "init",
      sab: this.#ring.sab,
      size: this.#size.buffer as SharedArrayBuffer,
      fd: pty.fd,
      cols: spec.cols,
      rows: spec.rows,
      scrollback: spec.scrollback,
    });

    this.#gather = new Worker(
      new URL("../workers/gather_worker.ts", import.meta.url),
      {
        type: "module",
        name: `gather:${spec.name}`,
      },
    );
    this.#gather.onerror = (e) => {
      e.preventDefault();
      this.#log.error(
        `session ${this.name}: gather worker crashed: ${e.message}`,
      );
    };
    const init: GatherInit = {
      fd: pty.fd,
      sab: this.#ring.sab,
      wakeFd: this.#ring.wakeFd,
    };
    this.#gather.postMessage(init);
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
    if (this.#sizeOwner !== client) return;
    // Follow the most recently active of the clients that are left.
    let next: AttachedClient | null = null;
    for (const c of this.clients) {
      if (!c.readOnly && (!next || c.lastActive > next.lastActive)) next = c;
    }
    this.#sizeOwner = null;
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
    client.lastActive = this.lastActive = Date.now();
    if (client.readOnly) return;
    this.#sizeOwner = client;
    this.resize(client.cols, client.rows);
  }

  /** Sends every attach client the frame it is missing. */
  #pumpClients(): void {
    for (const c of this.clients) c.pump();
    this.releaseClipboard();
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
  capture(scrollback: number): Promise<{ screen: ScreenJson; ansi: string[] }> {
    const id = this.#nextId++;
    if (!this.#parse) {
      return Promise.reject(
        new RequestFailure("exited", `Session ${this.name} has ended`),
      );
    }
    const p = new Promise((resolve, reject) =>
      this.#captures.set(id, { resolve, reject })
    );
    this.#toParse({ t: "capture", id, scrollback });
    return p as Promise<{ screen: ScreenJson; ansi: string[] }>;
  }

  /**
   * Rows y = -start .. -start + count - 1 of history and screen, clamped to
   * what exists (see the `history` request).
   */
  history(start: number, count: number, pushed?: number): Promise<HistoryPage> {
    if (!this.#parse) {
      return Promise.reject(
        new RequestFailure("exited", `Session ${this.name} has ended`),
      );
    }
    const id = this.#nextId++;
    const p = new Promise((resolve, reject) =>
      this.#histories.set(id, { resolve, reject })
    );
    this.#toParse({ t: "history", id, start, count, pushed });
    return p as Promise<HistoryPage>;
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
    if (!this.#parse) {
      return Promise.reject(
        new RequestFailure("exited", `Session ${this.name} has ended`),
      );
    }
    const id = this.#nextId++;
    const p = new Promise<void>((resolve, reject) => {
      const stop = stopper(timeoutMs, signal, (why) => {
        this.#toParse({ t: "unwatch", id });
        this.#watches.delete(id);
        reject(why);
      });
      this.#watches.set(id, {
        resolve: () => {
          stop();
          resolve();
        },
        reject: (e) => {
          stop();
          reject(e);
        },
      });
    });
    this.#toParse({ t: "watch", id, ...cond });
    if (this.exit) {
      // Kept session: the final screen is checked once, then we give up.
      const capture = this.capture(0).finally(() => {
        this.#watches.get(id)?.reject(
          new RequestFailure("exited", `Session ${this.name} has exited`),
        );
        this.#watches.delete(id);
      });
      capture.catch(() => {});
    }
    return p;
  }

  /**
   * Resolves with the exit status once the child has exited; rejects
   * "timeout" after `timeoutMs` or when `signal` aborts.
   */
  waitExit(timeoutMs?: number, signal?: AbortSignal): Promise<ExitStatus> {
    if (this.exit) return Promise.resolve(this.exit);
    return new Promise((resolve, reject) => {
      const w: Waiter = {
        resolve: (v) => {
          stop();
          resolve(v as ExitStatus);
        },
        reject: (e) => {
          stop();
          reject(e);
        },
      };
      const stop = stopper(timeoutMs, signal, (why) => {
        this.#exitWaiters.delete(w);
        reject(why);
      });
      this.#exitWaiters.add(w);
    });
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
    if (!kill(-this.pid, "SIGHUP")) kill(this.pid, "SIGHUP");
    if (!this.#killTimer) {
      this.#killTimer = setTimeout(() => {
        this.#log.info(
          `session ${this.name}: still alive after SIGHUP; sending SIGKILL`,
        );
        kill(-this.pid, "SIGKILL");
        kill(this.pid, "SIGKILL");
      }, KILL_GRACE_MS);
    }
    return this.ended.then(() => this.#finish());
  }

  #childExited(status: ExitStatus): void {
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

  #fromParse(msg: FromParse): void {
    switch (msg.t) {
      case "screen":
        this.mirror.apply(msg);
        if (msg.bytes > 0) this.#emit({ type: "output", bytes: msg.bytes });
        this.#pumpClients();
        return;
      case "event":
        this.#emit(msg.event);
        return;
      case "watch-hit":
        this.#watches.get(msg.id)?.resolve(undefined);
        this.#watches.delete(msg.id);
        return;
      case "capture":
        if ("tooLarge" in msg) {
          this.#captures.get(msg.id)?.reject(
            new RequestFailure("too-large", msg.tooLarge),
          );
        } else {
          this.#captures.get(msg.id)?.resolve({
            screen: msg.screen,
            ansi: msg.ansi,
          });
        }
        this.#captures.delete(msg.id);
        return;
      case "history":
        this.#histories.get(msg.id)?.resolve(msg.page);
        this.#histories.delete(msg.id);
        return;
      case "eof":
        this.#parsed = true;
        this.#maybeEnd();
        return;
      case "error":
        this.#log.error(`session ${this.name}: ${msg.message}`);
        return;
    }
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
    for (const w of this.#exitWaiters) w.resolve(status);
    this.#exitWaiters.clear();
    for (const w of this.#watches.values()) {
      w.reject(
        new RequestFailure("exited", `Session ${this.name} exited first`),
      );
    }
    this.#watches.clear();
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
    this.#parse?.terminate();
    this.#parse = null;
    for (const w of this.#captures.values()) {
      w.reject(new RequestFailure("exited", `Session ${this.name} has ended`));
    }
    this.#captures.clear();
    for (const w of this.#histories.values()) {
      w.reject(new RequestFailure("exited", `Session ${this.name} has ended`));
    }
    this.#histories.clear();
    this.#listeners.clear();
    this.onGone(this);
  }

  #toParse(msg: ToParse): void {
    this.#parse?.postMessage(msg);
  }
}

/**
 * Arms a wait's way out: `giveUp` runs once, with a "timeout" failure, when
 * `timeoutMs` passes or `signal` aborts. Returns the function that disarms
 * both (call it when the wait ends another way).
 */
function stopper(
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
  giveUp: (why: RequestFailure) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => {
    stop();
    giveUp(new RequestFailure("timeout", "The wait was cancelled"));
  };
  const stop = () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  };
  if (timeoutMs !== undefined) {
    timer = setTimeout(() => {
      stop();
      giveUp(new RequestFailure("timeout", `Timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  }
  if (signal?.aborted) queueMicrotask(onAbort);
  else signal?.addEventListener("abort", onAbort, { once: true });
  return stop;
}
