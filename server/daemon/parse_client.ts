/**
 * The daemon's end of one session's parse worker: it posts requests
 * (capture, history, watch) and matches each answer to its request by id,
 * in one pending map. Messages nobody asked for (screen updates, events,
 * the end of the output) go to the handlers the session gives.
 *
 * Once closed (the session is gone), every later request fails with the
 * session's "ended" failure, and so does every pending one that the worker
 * has not answered by the time it has handled everything posted before.
 *
 * @module
 */

import type {
  CaptureJoin,
  CaptureLines,
  CaptureLinesAnswer,
  CopyModeState,
  HistoryPage,
  WindowPreview,
} from "../../protocol/messages.ts";
import type { ScreenJson } from "../../vt/types.ts";
import type { EngineState } from "../../vt/engine_state.ts";
import { RequestFailure } from "./request_failure.ts";
import { ParseInbox } from "./parse_inbox.ts";
import { createUpdateRing } from "../workers/update_ring.ts";
import { revokeLease } from "../workers/direct_draw.ts";
import { workerUrl } from "../workers/worker_url.ts";
import { inputActivity, noteInput } from "../workers/input_activity.ts";
import {
  bumpParseSignal,
  type FromParse,
  inputParseSignal,
  type PaneEvent,
  type ParseInit,
  type ScreenUpdate,
  SIGNAL_POSTED,
  SIGNAL_WAKE,
  type ToParse,
} from "../workers/parse_messages.ts";
import { after } from "../../protocol/timer.ts";

/** The daemon's input count (`input_activity.ts`). */
const DAEMON_INPUT = new Int32Array(inputActivity());

/**
 * How long `close()` waits for the worker to answer what was posted before
 * it: a worker parses in slices of milliseconds, so only a stuck or
 * crashed one takes this long.
 */
const CLOSE_SYNC_MS = 2000;

/** What the parse worker tells its session without being asked. */
export interface ParseHandlers {
  screen(update: ScreenUpdate): void;
  /**
   * `given`: a title the daemon set (`select-pane -T`), not the program;
   * `times`: the titles the program set since the last event (the last is
   * `event`'s: the worker sends at most one a frame).
   */
  event(pane: number, event: PaneEvent, given: boolean, times: number): void;
  /** All the output of a pane's program number `gen` is parsed. */
  paneEof(pane: number, gen: number): void;
  /** The worker crashed: `crashed` says why. */
  eof(crashed: string): void;
  /** The worker reported a problem it survived. */
  error(message: string): void;
  /** A reflow moved the lines of a pane's kept copy mode (step 32). */
  copyMode?(pane: number, was: CopyModeState, state: CopyModeState): void;
}

/** A capture's answer. */
export interface CaptureResult {
  screen: ScreenJson;
  ansi: string[];
  /** The cursor waits to wrap (tmux's `cursor_x` is then the width). */
  wrapPending?: boolean;
  /** Tab stops' columns (tmux's `pane_tabs`). */
  tabs?: number[];
}

/**
 * What a lines capture reads besides its rows (the `capture` request's
 * fields): trailing blanks kept, the screen behind the alternate one.
 */
export interface CaptureScreen {
  trailing?: boolean;
  alternate?: boolean;
  /** The pane's title too, in the answer's `title` (`find-window`). */
  title?: boolean;
}

/** The wait condition of a watch. */
export interface WatchCondition {
  text?: { source: string; flags: string };
  /** With `text`: only text that appeared after the watch began. */
  fresh?: boolean;
  idleMs?: number;
  /** A wait sent again after a live upgrade (`underWayMs` of `wait`). */
  underWayMs?: number;
}

interface Pending {
  /**
   * The pane a watch is on (watches end with it); null for a query, which
   * stays answerable in a kept session.
   */
  watch: number | null;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/**
 * A parse worker thread, loading its modules, not yet given a session:
 * give it to `ParseClient`. Making one blocks the calling thread until the
 * worker's isolate exists (as `spawnGatherWorker`).
 */
export function spawnParseWorker(name: string): Worker {
  return new Worker(
    workerUrl(new URL("../workers/parse_worker.ts", import.meta.url)),
    { type: "module", name },
  );
}

/** The parse worker of one session and its outstanding requests. */
export class ParseClient {
  #worker: Worker | null;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #ended: () => Error;
  #closing = false;
  #crashed = false;
  /** The worker's wake words (`ParseInit.signal`). */
  #signal: Int32Array;
  #copyPosted = 0;
  /** Its small screen updates, merged with its messages in order. */
  #inbox: ParseInbox;
  /** The leases of the terminals lent to the worker, by id. */
  #lent = new Map<number, SharedArrayBuffer>();

  /**
   * Starts the worker on `init` (this client makes its update ring).
   * `ended` makes the failure that requests get once the client is closed.
   * `worker`: one made ahead by `spawnParseWorker` (a warm spare), or none
   * to make one now.
   */
  constructor(
    init: Omit<ParseInit, "updates">,
    name: string,
    handlers: ParseHandlers,
    ended: () => Error,
    worker: Worker = spawnParseWorker(name),
  ) {
    this.#ended = ended;
    this.#signal = new Int32Array(init.signal);
    const updates = createUpdateRing();
    this.#inbox = new ParseInbox(updates, (u) => handlers.screen(u));
    this.#worker = worker;
    this.#worker.onmessage = (e: MessageEvent<FromParse>) =>
      this.#inbox.message(() => this.#receive(e.data, handlers));
    this.#worker.onerror = (e) => {
      e.preventDefault();
      this.#crashed = true;
      // What it wrote before it died is shown, as what it posted is.
      this.#inbox.flush();
      // The worker is gone: what waits for its answers would wait forever
      // (a live upgrade's save among them), so it fails now.
      this.#stop();
      handlers.eof(e.message);
    };
    this.post({ ...init, updates });
  }

  /** True once `close()` has run. */
  get closed(): boolean {
    return this.#closing;
  }

  /** True once the worker died of an error (its engines are gone). */
  get crashed(): boolean {
    return this.#crashed;
  }

  /** Posts a message that needs no answer. */
  post(msg: ToParse): void {
    if (!this.#worker) return;
    this.#worker.postMessage(msg);
    // The worker may be blocked waiting for an echo: the count brings it
    // back to its event loop to take the message.
    bumpParseSignal(this.#signal, SIGNAL_POSTED);
    if (msg.t === "copy-mode") {
      this.#copyPosted = Atomics.load(this.#signal, SIGNAL_POSTED);
    }
  }

  /**
   * SIGNAL_POSTED's count with the last copy mode state posted: a layout
   * written after it is taken after it (`SharedLayout.after`).
   */
  get copyPosted(): number {
    return this.#copyPosted;
  }

  /**
   * Lends terminal `id` to the worker: it may draw small updates there
   * (`workers/direct_draw.ts`).
   */
  lendTty(id: number, sab: SharedArrayBuffer, fd: number, owner: number) {
    if (!this.#worker) return;
    this.#lent.set(id, sab);
    this.post({ t: "lend-tty", id, sab, fd, owner });
  }

  /**
   * Wakes the worker: an attach client wants the updates it drew on a
   * lent terminal and holds (`workers/held_updates.ts`).
   */
  hurry(): void {
    if (this.#worker) bumpParseSignal(this.#signal, SIGNAL_WAKE);
  }

  /** Takes terminal `id` back from the worker. */
  takeTty(id: number): void {
    if (this.#lent.delete(id)) this.post({ t: "take-tty", id });
  }

  /**
   * Input was written to one of the session's panes: the worker waits for
   * the echo blocking its thread, which wakes sooner (parse_worker.ts).
   */
  inputWritten(): void {
    if (this.#worker) inputParseSignal(this.#signal);
    noteInput(DAEMON_INPUT);
  }

  /** A pane's screen, with `scrollback` lines of history (-1: all). */
  capture(pane: number, scrollback: number): Promise<CaptureResult> {
    return this.#ask(null, (id) => ({ t: "capture", id, pane, scrollback }));
  }

  /** Composed rows of a window (see `server/workers/preview.ts`). */
  preview(
    msg: Omit<Extract<ToParse, { t: "preview" }>, "id">,
  ): Promise<WindowPreview> {
    return this.#ask(null, (id) => ({ ...msg, id }));
  }

  /** Every pane's engine, for a live upgrade (its output stopped first). */
  saveEngines(): Promise<[number, EngineState][]> {
    return this.#ask(null, (id) => ({ t: "save-engines", id }));
  }

  /**
   * A pane's lines only, history first, as `berth capture` prints them;
   * with `join`, wrapped rows joined (the answer says `joined`).
   */
  captureLines(
    pane: number,
    scrollback: number,
    lines: CaptureLines,
    join: CaptureJoin,
    screen: CaptureScreen = {},
  ): Promise<CaptureLinesAnswer> {
    return this.#ask(
      null,
      (id) => ({ t: "capture", id, pane, scrollback, lines, join, ...screen }),
    );
  }

  /** Rows of a pane's history and screen (see the `history` request). */
  history(
    pane: number,
    start: number,
    count: number,
    pushed?: number,
    search?: string,
  ): Promise<HistoryPage> {
    return this.#ask(
      null,
      (id) => ({ t: "history", id, pane, start, count, pushed, search }),
    );
  }

  /**
   * Resolves when the condition holds. `cancel` (call it on timeout) stops
   * the worker's watch: with an error, `hit` rejects with it; without, it
   * never settles.
   */
  watch(
    pane: number,
    cond: WatchCondition,
  ): { hit: Promise<void>; cancel(err?: Error): void } {
    let id = 0;
    const hit = this.#ask<void>(pane, (n) => {
      id = n;
      return { t: "watch", id: n, pane, ...cond };
    });
    return {
      hit,
      cancel: (err) => {
        const p = this.#pending.get(id);
        if (!p) return;
        this.#pending.delete(id);
        this.post({ t: "unwatch", id });
        if (err) p.reject(err);
      },
    };
  }

  /**
   * Resolves once the worker has handled everything posted before (a
   * watch's first look at the screen among it); never rejects.
   */
  handled(): Promise<void> {
    return this.#sync().catch(() => {});
  }

  /**
   * Fails every watch (of `pane` only, when given) with `err` (the child
   * has exited), once the worker
   * has handled what was posted before: the end of a pane's output can
   * reach the session ahead of the hit of a watch posted just before it,
   * and a screen that matched before the end must answer matched.
   */
  rejectWatches(err: Error, pane?: number): void {
    const ids: number[] = [];
    for (const [id, p] of this.#pending) {
      if (p.watch !== null && (pane === undefined || p.watch === pane)) {
        ids.push(id);
      }
    }
    if (ids.length === 0) return;
    const fail = () => {
      for (const id of ids) this.#fail(id, err);
    };
    this.#sync().then(fail, fail);
  }

  /**
   * Stops the worker once it has answered what was posted before (the
   * hits of watches, as in `rejectWatches`), or after CLOSE_SYNC_MS if it
   * does not; every request still pending then fails as "ended", and every
   * later one at once.
   */
  close(): void {
    if (this.#closing) return;
    this.#closing = true;
    const stop = () => {
      cancel();
      this.#stop();
    };
    const cancel = after(CLOSE_SYNC_MS, stop);
    this.#sync(true).then(stop, stop);
  }

  // Ends the worker; every request still pending fails as "ended".
  #stop(): void {
    // A worker stopped while it holds a terminal's lease would hold it for
    // ever: it cannot take one from now on.
    for (const sab of this.#lent.values()) revokeLease(sab);
    this.#lent.clear();
    this.#worker?.terminate();
    this.#worker = null;
    this.#inbox.close();
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) p.reject(this.#ended());
  }

  // Resolves once the worker has handled every message posted before.
  #sync(closing = false): Promise<void> {
    return this.#ask(null, (id) => ({ t: "sync", id }), closing);
  }

  #ask<T>(
    watch: number | null,
    msg: (id: number) => ToParse,
    closing = false,
  ): Promise<T> {
    if (!this.#worker || (this.#closing && !closing)) {
      return Promise.reject(this.#ended());
    }
    const id = this.#nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, {
        watch,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
    });
    this.post(msg(id));
    return answer;
  }

  #answer(id: number, value: unknown): void {
    const p = this.#pending.get(id);
    if (!p) return; // Cancelled meanwhile.
    this.#pending.delete(id);
    p.resolve(value);
  }

  #fail(id: number, err: Error): void {
    const p = this.#pending.get(id);
    if (!p) return; // Cancelled meanwhile.
    this.#pending.delete(id);
    p.reject(err);
  }

  #receive(msg: FromParse, handlers: ParseHandlers): void {
    switch (msg.t) {
      case "screen":
        handlers.screen(msg);
        return;
      case "event":
        handlers.event(msg.pane, msg.event, msg.given === true, msg.times ?? 1);
        return;
      case "watch-hit":
        this.#answer(msg.id, undefined);
        return;
      case "capture":
        if ("tooLarge" in msg) {
          this.#fail(msg.id, new RequestFailure("too-large", msg.tooLarge));
        } else if ("missing" in msg) {
          this.#fail(msg.id, new RequestFailure("not-found", msg.missing));
        } else if ("lines" in msg) {
          const { t: _t, id, ...answer } = msg;
          this.#answer(id, answer);
        } else {
          const { screen, ansi, wrapPending, tabs } = msg;
          this.#answer(msg.id, { screen, ansi, wrapPending, tabs });
        }
        return;
      case "history":
        this.#answer(msg.id, msg.page);
        return;
      case "synced":
        this.#answer(msg.id, undefined);
        return;
      case "preview":
        this.#answer(msg.id, msg.preview);
        return;
      case "engines":
        this.#answer(msg.id, msg.engines);
        return;
      case "pane-eof":
        handlers.paneEof(msg.pane, msg.gen);
        return;
      case "copy-mode":
        handlers.copyMode?.(msg.pane, msg.was, msg.state);
        return;
      case "error":
        handlers.error(msg.message);
        return;
    }
  }
}
