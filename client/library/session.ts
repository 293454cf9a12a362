/**
 * `SessionHandle`: a handle on one berth session, with everything a script does
 * to it: type, press keys, wait, capture, resize, follow events, open
 * windows and split panes, kill.
 *
 * @module
 */

import type { Request, SessionInfo } from "../../protocol/messages.ts";
import { type Connection, RequestError } from "../connection.ts";
import { EventStream } from "./event_stream.ts";
import { PaneHandle } from "./pane.ts";
import {
  type NewPaneOptions,
  type PaneListing,
  type SplitOptions,
  TargetHandle,
  type WindowListing,
} from "./target_handle.ts";

export type {
  Capture,
  CaptureOptions,
  LinesOptions,
  WaitOptions,
} from "./target_handle.ts";

/**
 * A connection's event streams by the id of their `events` request, with
 * the target each follows (to subscribe again on a new link after a live
 * upgrade of the daemon).
 */
export type Subscriptions = Map<number, { stream: EventStream; name: string }>;

/** Things `events()` can be told. */
export interface EventsOptions {
  /** Ends the stream (the iterator returns) when aborted. */
  signal?: AbortSignal;
}

/** Options of `newWindow()`. */
export interface NewWindowOptions extends NewPaneOptions {
  /** The window's name (default: its program's, kept up to date). */
  name?: string;
}

/** Options of `panes()`. */
export interface PanesOptions {
  /** Only this window's (its index or name); default every window's. */
  window?: number | string;
}

/**
 * One session of a daemon. What `TargetHandle` does (send, sendKeys,
 * paste, waitFor, waitIdle, waitExit, capture, lines) goes to its active
 * pane (the shown window's); `pane()`, `splitWindow()` and `newWindow()`
 * give `PaneHandle`s for the others. Methods reject with `RequestError`
 * (its `code` says why: "not-found", "exited", "timeout", "busy" ...) or,
 * when the daemon goes away, `ConnectionError`.
 *
 * `await using s = await berth.newSession(...)` kills the session when the
 * block ends.
 */
export class SessionHandle extends TargetHandle {
  /** The session's name. */
  readonly name: string;
  /** Pid of the session's child (0 for a handle made by `Berth.session()`). */
  readonly pid: number;
  #streams: Subscriptions;

  /** Made by `Berth`; use `berth.newSession()` or `berth.session(name)`. */
  constructor(
    conn: Connection,
    streams: Subscriptions,
    name: string,
    pid = 0,
  ) {
    super(conn, name);
    this.#streams = streams;
    this.name = name;
    this.pid = pid;
  }

  /** Resizes the session's terminal (its programs get SIGWINCH). */
  async resize(cols: number, rows: number): Promise<void> {
    await this.request({ op: "resize", name: this.name, cols, rows });
  }

  /** The session's row of `berth ls` (size, title, exit status ...). */
  async info(): Promise<SessionInfo> {
    const { sessions } = await this.request({ op: "ls" });
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
   * Opens a window after the session's others, its one pane running
   * `cmd` (`berth new-window`), shown unless `detached`; returns its pane.
   */
  async newWindow(opts: NewWindowOptions = {}): Promise<PaneHandle> {
    const made = await this.openWindow(opts);
    return new PaneHandle(this.connection, made.id, made.pid);
  }

  /**
   * Splits the session's active pane in two (`berth split-window`; a
   * `PaneHandle`'s `splitWindow()` splits that pane): the new pane goes
   * below (or right, `horizontal`) and becomes the active one unless
   * `detached`. Rejects with "bad-request" when the pane is too small.
   */
  async splitWindow(opts: SplitOptions = {}): Promise<PaneHandle> {
    const made = await this.split(opts);
    return new PaneHandle(this.connection, made.id, made.pid);
  }

  /**
   * A handle on one of the session's panes: `"%3"` (its id), `"1.0"`
   * (window 1, pane 0), `"1"` (window 1's active pane), `".1"` (the shown
   * window's pane 1), as `-t SESSION:...` takes them. Rejects with
   * "not-found" when there is no such pane in this session.
   */
  async pane(target: string): Promise<PaneHandle> {
    const { text } = await this.paneRequest<
      Extract<Request, { op: "display-message" }>
    >({ op: "display-message", format: "#{pane_id}", print: true }, target);
    return new PaneHandle(this.connection, text);
  }

  /** The session's windows, in index order (`berth list-windows`). */
  async windows(): Promise<WindowListing[]> {
    return await this.listWindows();
  }

  /**
   * The session's panes (`berth list-panes -s`): every window's, window
   * by window, or `window`'s alone; each with its id, place, title and
   * exit status.
   */
  async panes(opts: PanesOptions = {}): Promise<PaneListing[]> {
    if (opts.window !== undefined) {
      return await this.listPanes(`${opts.window}`);
    }
    const lists = await Promise.all(
      (await this.listWindows()).map((w) =>
        this.listPanes(`${w.index}`).then(
          (panes) => panes.filter((p) => p.window === w.index),
          // A window that closed meanwhile is left out, as if it had first.
          (err) => {
            if (err instanceof RequestError && err.code === "not-found") {
              return [];
            }
            throw err;
          },
        )
      ),
    );
    return lists.flat();
  }

  /**
   * Follows the session: output (byte counts), title, bell, cwd, resize,
   * and last `exit`, after which the iterator ends. Events are collected
   * from the moment of the call. Leaving a `for await` loop early stops the
   * stream.
   */
  events(opts: EventsOptions = {}): EventStream {
    const conn = this.connection;
    const id = conn.nextRequestId;
    const ready = this.request({ op: "events", name: this.name });
    const stream = new EventStream(ready, (early) => {
      this.#streams.delete(id);
      opts.signal?.removeEventListener("abort", onAbort);
      if (early) conn.send({ t: "unsubscribe", id }).catch(() => {});
    });
    const onAbort = () => stream.return();
    this.#streams.set(id, { stream, name: this.name });
    if (opts.signal?.aborted) stream.return();
    else opts.signal?.addEventListener("abort", onAbort, { once: true });
    return stream;
  }

  /**
   * Ends the session and resolves once it is gone from every list, at
   * once (its programs are ended in the background: SIGHUP to each
   * process group, SIGKILL after 3 s; `waitExit()` gives the status once
   * they have ended). A session that is already gone is no error.
   */
  override async kill(): Promise<void> {
    try {
      await this.request({ op: "kill", name: this.name });
    } catch (err) {
      if (!(err instanceof RequestError && err.code === "not-found")) throw err;
    }
  }
}
