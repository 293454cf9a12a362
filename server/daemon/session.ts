/**
 * One session: windows of panes (each pane a child on its own pty), its
 * gather and parse workers, the screen mirror its attach clients draw from
 * (the shown window, composed by the parse worker), and everything scripts
 * ask of it (input, capture, wait, events), pane by pane.
 *
 * Lifecycle of a pane: its child exits (the `ChildWatcher` reaps it) -> the
 * gather worker drains what is left and marks its ring EOF -> the parse
 * worker parses it all and says `pane-eof` -> the pane closes (or stays,
 * with `remain-on-exit`); the last pane closes its window, and the last
 * window ends the session: attach clients get the final screen and the
 * exit status of that last pane; a `keep` session keeps its last pane, with
 * its parse worker, so that its final screen can still be captured.
 *
 * @module
 */

import { pasteBytes } from "../../protocol/paste.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import type {
  CaptureLines,
  EndMsg,
  ExitStatus,
  HistoryPage,
  SessionEvent,
  SessionInfo,
  UpdateMsg,
} from "../../protocol/messages.ts";
import {
  type ChildWatcher,
  closeFd,
  type PtyProcess,
  spawnPty,
  type WaitStatus,
} from "../../pty/mod.ts";
import { createWakeFd } from "../../pty/wake_fd.ts";
import { signalName } from "../../protocol/signals.ts";
import type { AttachedClient, UpdateSource } from "./attached_client.ts";
import { RequestFailure } from "./request_failure.ts";
import { GatherWorker } from "../workers/gather_worker.ts";
import type { SparePair } from "./worker_spares.ts";
import type { Log } from "./log.ts";
import {
  createLayoutBuffer,
  MAX_PANES,
  type SharedLayout,
  writeLayout,
} from "../workers/parse_messages.ts";
import { type CaptureResult, ParseClient } from "./parse_client.ts";
import { ScreenMirror, type SentState } from "./screen_mirror.ts";
import { LatestClientSize } from "./size_policy.ts";
import { Pane } from "./pane.ts";
import { Window } from "./window.ts";
import { NoRoomError, type SplitKind } from "../workers/layout.ts";

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
  /**
   * The daemon's `remain-on-exit` (config.toml, `option_store.ts`), read
   * whenever a pane's program exits; `set-option` on the session wins.
   */
  remainOnExit?: () => boolean;
}

/** What a new pane runs (a new window's, or a split's). */
export interface PaneSpec {
  cmd?: string[];
  cwd?: string;
}

/** Why a session's clients are told it ended. */
type EndReason = "exited" | "killed" | "server-exit";

/** A session event and the pane it came from (null: the whole session). */
export type PaneListener = (ev: SessionEvent, pane: number | null) => void;

/** A running (or kept, exited) session. */
export class Session implements UpdateSource {
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
  /** Its windows, by index order. */
  readonly windows: Window[] = [];
  /** The window shown. */
  window: Window;
  /** The window shown before it (`select-window -l`, prefix `l`). */
  lastWindow: Window | null = null;
  /**
   * Panes stay, dead, when their program exits (tmux's `remain-on-exit`):
   * the session's own setting once set, else the daemon's.
   */
  get remainOnExit(): boolean {
    return this.#remainOnExit ?? this.#remainDefault?.() ?? false;
  }
  set remainOnExit(on: boolean) {
    this.#remainOnExit = on;
  }
  #remainOnExit: boolean | null = null;
  #remainDefault: (() => boolean) | undefined;
  /** Set once the last pane's child has exited and its output is parsed. */
  exit: ExitStatus | null = null;
  /** Resolves when the session has ended (kept sessions: when the child has). */
  readonly ended: Promise<void>;

  /** Called once the session is gone for good (not kept, or killed). */
  onGone: (s: Session) => void = () => {};

  #spec: SessionSpec;
  #watcher: ChildWatcher;
  #wakeFd: number;
  #signal = new SharedArrayBuffer(4);
  #layout = createLayoutBuffer();
  #gather: GatherWorker;
  #parse: ParseClient;
  #log: Log;
  #nextPane = 0;
  #nextWindow = 0;
  #endReason: EndReason = "exited";
  #resolveEnded!: () => void;
  #gone = false;
  /** Resolves with the exit status once the session has ended. */
  #exited: Promise<ExitStatus>;
  #resolveExited!: (s: ExitStatus) => void;
  #listeners = new Set<PaneListener>();
  #killTimer: ReturnType<typeof setTimeout> | undefined;
  #sizePolicy = new LatestClientSize<AttachedClient>();

  private constructor(
    spec: SessionSpec,
    pty: PtyProcess,
    watcher: ChildWatcher,
    log: Log,
    spare: SparePair | null = null,
  ) {
    this.name = spec.name;
    this.command = spec.cmd;
    this.cwd = spec.cwd;
    this.keep = spec.keep;
    this.#remainDefault = spec.remainOnExit;
    this.cols = spec.cols;
    this.rows = spec.rows;
    this.#spec = spec;
    this.#watcher = watcher;
    this.mirror = new ScreenMirror(spec.cols, spec.rows);
    this.#log = log;
    this.#wakeFd = createWakeFd();
    this.ended = new Promise((r) => (this.#resolveEnded = r));
    this.#exited = new Promise((r) => (this.#resolveExited = r));
    this.#gather = new GatherWorker(
      this.#wakeFd,
      `gather:${spec.name}`,
      this.#signal,
      false,
      spare?.gather,
    );
    this.#gather.onError = (message) =>
      this.#log.error(
        `session ${this.name}: gather worker crashed: ${message}`,
      );
    this.#parse = this.#startParse(spare?.parse);
    const pane = this.#adopt(pty, spec.cmd, spec.cols, spec.rows);
    this.window = new Window(
      this.#nextWindow++,
      0,
      windowName(spec.cmd),
      pane,
      spec.cols,
      spec.rows,
    );
    this.windows.push(this.window);
    this.#publishLayout();
  }

  #startParse(worker?: Worker): ParseClient {
    return new ParseClient(
      { t: "init", layout: this.#layout, signal: this.#signal },
      `parse:${this.#spec.name}`,
      {
        screen: (update) => {
          this.mirror.apply(update);
          for (const [id, bytes, cursorKeys, paste] of update.panes ?? []) {
            const pane = this.#pane(id);
            if (pane) {
              pane.cursorKeys = cursorKeys;
              pane.bracketedPaste = paste;
            }
            this.#emit({ type: "output", bytes }, id);
          }
          this.#pumpClients();
        },
        event: (pane, event) => this.#emit(event, pane),
        paneEof: (id) => {
          const pane = this.#pane(id);
          if (!pane) return;
          pane.parsed = true;
          this.#maybePaneEnd(pane);
        },
        eof: (crashed) => {
          this.#log.error(
            `session ${this.name}: parse worker crashed: ${crashed}`,
          );
          for (const w of this.windows) {
            for (const p of w.panes.values()) {
              p.parsed = true;
              this.#maybePaneEnd(p);
            }
          }
        },
        error: (message) => this.#log.error(`session ${this.name}: ${message}`),
      },
      () => new RequestFailure("exited", `Session ${this.name} has ended`),
      worker,
    );
  }

  /**
   * Starts `spec.cmd` on a new pty. Throws RequestFailure "spawn" with a
   * one-line reason when the program cannot be started. `spare`: workers
   * made ahead (`worker_spares.ts`); without, they are made now.
   */
  static start(
    spec: SessionSpec,
    watcher: ChildWatcher,
    log: Log,
    spare: SparePair | null = null,
  ): Session {
    let pty: PtyProcess;
    try {
      pty = spawn(
        spec,
        0,
        spec.cmd,
        spec.argv0,
        spec.cwd,
        spec.cols,
        spec.rows,
      );
    } catch (err) {
      spare?.gather.terminate();
      spare?.parse.terminate();
      throw err;
    }
    const s = new Session(spec, pty, watcher, log, spare);
    log.info(
      `session ${spec.name}: started pid ${pty.pid}: ${spec.cmd.join(" ")}`,
    );
    return s;
  }

  /** The first pane's child (what `berth ls` shows). */
  get pid(): number {
    return this.windows[0]?.ordered()[0]?.pid ?? -1;
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
      windows: this.windows.map((w) => ({
        index: w.index,
        name: w.name,
        active: w === this.window,
        panes: w.panes.size,
      })),
    };
  }

  // -------------------------------------------------------------------------
  // Windows and panes

  /** The pane with id `id`, in any window. */
  #pane(id: number): Pane | undefined {
    for (const w of this.windows) {
      const p = w.panes.get(id);
      if (p) return p;
    }
    return undefined;
  }

  /** The window that holds `pane`. */
  windowOf(pane: Pane): Window | undefined {
    return this.windows.find((w) => w.panes.get(pane.id) === pane);
  }

  /** The pane scripts reach when they name only the session. */
  get activePane(): Pane {
    return this.window.active;
  }

  #paneCount(): number {
    let n = 0;
    for (const w of this.windows) n += w.panes.size;
    return n;
  }

  /** Wraps a started child as a pane: its ring, gather and parse sides. */
  #adopt(pty: PtyProcess, cmd: string[], cols: number, rows: number): Pane {
    const pane = new Pane(this.#nextPane++, pty, this.#wakeFd, cmd, cols, rows);
    pane.gathered = this.#gather.add({
      id: pane.id,
      fd: pty.fd,
      sab: pane.ring.sab,
    }).then((done) => {
      if (done.reason === "error") {
        this.#log.error(
          `session ${this.name}: pane ${pane.id}: reading failed: ${done.error}`,
        );
      }
    });
    this.#parse.post({
      t: "add-pane",
      pane: {
        id: pane.id,
        sab: pane.ring.sab,
        fd: pty.fd,
        cols,
        rows,
        scrollback: this.#spec.scrollback,
      },
    });
    this.#watcher.exited(pty.pid).then((status) =>
      this.#childExited(pane, status)
    );
    return pane;
  }

  /** Starts a pane's program at `cols` x `rows`. */
  #spawnPane(spec: PaneSpec, cols: number, rows: number): Pane {
    if (this.exit) {
      throw new RequestFailure("exited", `Session ${this.name} has exited`);
    }
    if (this.#paneCount() >= MAX_PANES) {
      throw new RequestFailure(
        "bad-request",
        `Session ${this.name} has ${MAX_PANES} panes, the most it can hold`,
      );
    }
    const cmd = spec.cmd?.length ? spec.cmd : this.#spec.cmd;
    const argv0 = spec.cmd?.length ? undefined : this.#spec.argv0;
    const cwd = spec.cwd ?? this.#spec.cwd;
    const pty = spawn(this.#spec, this.#nextPane, cmd, argv0, cwd, cols, rows);
    this.#log.info(
      `session ${this.name}: pane started pid ${pty.pid}: ${cmd.join(" ")}`,
    );
    return this.#adopt(pty, cmd, cols, rows);
  }

  /** Opens a window after the others (tmux's `new-window`), shown at once. */
  newWindow(spec: PaneSpec, name?: string, select = true): Window {
    const pane = this.#spawnPane(spec, this.cols, this.rows);
    const index = this.windows.length === 0
      ? 0
      : Math.max(...this.windows.map((w) => w.index)) + 1;
    const w = new Window(
      this.#nextWindow++,
      index,
      name ?? windowName(pane.command),
      pane,
      this.cols,
      this.rows,
    );
    this.windows.push(w);
    if (select) this.selectWindow(w);
    else this.#publishLayout();
    return w;
  }

  /**
   * Splits `target` (tmux's `split-window`): "lr" puts the new pane on the
   * right, "tb" below; `size` is its width or height in cells.
   */
  split(
    target: Pane,
    kind: SplitKind,
    spec: PaneSpec,
    size?: number,
    before = false,
  ): Pane {
    const w = this.windowOf(target);
    if (!w) throw new RequestFailure("not-found", "That pane is gone");
    w.zoomed = false;
    const r = w.layout.rects().get(target.id)!;
    const length = kind === "lr" ? r.cols : r.rows;
    if (length < 3) {
      throw new RequestFailure(
        "bad-request",
        "The pane is too small to split; make it larger first",
      );
    }
    const half = Math.floor((length + 1) / 2) - 1;
    const newSize = Math.min(Math.max(size ?? half, 1), length - 2);
    const pane = this.#spawnPane(
      spec,
      kind === "lr" ? newSize : r.cols,
      kind === "tb" ? newSize : r.rows,
    );
    try {
      w.layout.split(target.id, pane.id, kind, newSize, before);
    } catch (err) {
      pane.signal(true);
      if (err instanceof NoRoomError) {
        throw new RequestFailure("bad-request", err.message);
      }
      throw err;
    }
    w.panes.set(pane.id, pane);
    w.select(pane);
    this.#publishLayout();
    return pane;
  }

  /** Shows `w` (tmux's `select-window`). */
  selectWindow(w: Window): void {
    if (w !== this.window) {
      this.lastWindow = this.window;
      this.window = w;
    }
    this.#publishLayout();
  }

  /** Makes `pane` its window's active pane, and shows that window. */
  selectPane(pane: Pane): void {
    const w = this.windowOf(pane);
    if (!w) return;
    w.select(pane);
    this.selectWindow(w);
  }

  /** Moves `pane` out of its window into a new one (prefix `!`). */
  breakPane(pane: Pane): Window {
    const from = this.windowOf(pane);
    if (!from) throw new RequestFailure("not-found", "That pane is gone");
    if (from.panes.size === 1) {
      throw new RequestFailure(
        "bad-request",
        "The pane is alone in its window; there is nothing to break it from",
      );
    }
    from.remove(pane);
    const index = Math.max(...this.windows.map((w) => w.index)) + 1;
    const w = new Window(
      this.#nextWindow++,
      index,
      windowName(pane.command),
      pane,
      this.cols,
      this.rows,
    );
    this.windows.push(w);
    this.selectWindow(w);
    return w;
  }

  /** Ends a pane's program; the pane closes once it has exited. */
  killPane(pane: Pane): void {
    if (pane.dead || pane.ended) {
      this.#closePane(pane);
      return;
    }
    this.#signalLater(pane);
  }

  /** Ends every program of window `w`. */
  killWindow(w: Window): void {
    for (const pane of [...w.panes.values()]) this.killPane(pane);
  }

  /** Toggles the zoom of `pane`'s window, with `pane` active. */
  toggleZoom(pane: Pane): void {
    const w = this.windowOf(pane);
    if (!w) return;
    const zoom = !(w.zoomed && w.active === pane);
    w.select(pane);
    w.zoomed = zoom && w.panes.size > 1;
    this.#publishLayout();
  }

  /** The window's layout changed: re-size the ptys and re-compose. */
  layoutChanged(): void {
    this.#publishLayout();
  }

  /**
   * Sets every pane's pty to its rectangle (TIOCSWINSZ), then publishes
   * the arrangement for the parse worker, which re-sizes its engines and
   * composes the shown window before it parses the next batch.
   */
  #publishLayout(): void {
    const layout: SharedLayout = {
      cols: this.cols,
      rows: this.rows,
      active: this.window.active.id,
      panes: [],
    };
    for (const w of this.windows) {
      w.layout.resize(this.cols, this.rows);
      const shown = w.shown();
      const rects = w.layout.rects();
      for (const pane of w.panes.values()) {
        const r = shown.get(pane.id) ?? rects.get(pane.id)!;
        this.#setPaneSize(pane, r.cols, r.rows);
        layout.panes.push({
          id: pane.id,
          ...r,
          visible: w === this.window && shown.has(pane.id),
        });
      }
    }
    writeLayout(this.#layout, layout);
    this.#parse.post({ t: "resize" });
  }

  #setPaneSize(pane: Pane, cols: number, rows: number): void {
    try {
      pane.setSize(cols, rows);
    } catch (err) {
      this.#log.info(
        `session ${this.name}: resize failed: ${(err as Error).message}`,
      );
    }
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

  /** Keyboard input from an attach client: to the active pane. */
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
  updateFor(view: SentState, clipboard: boolean): UpdateMsg | null {
    return this.mirror.updateFor(view, clipboard);
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
   * Pastes `text` (UTF-8) into `pane` (the active one by default): cleaned
   * of escape sequences and controls, and bracketed when its program asked
   * for it, as its screen last showed.
   */
  paste(text: Uint8Array, pane: Pane = this.activePane): Promise<void> {
    if (text.length > MAX_PASTE_BYTES) {
      return Promise.reject(
        new RequestFailure(
          "bad-request",
          `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${text.length}`,
        ),
      );
    }
    const decoded = new TextDecoder().decode(text);
    return this.send(pasteBytes(decoded, pane.bracketedPaste), undefined, pane);
  }

  /**
   * Writes bytes to `pane` (the active one by default) as if typed:
   * `cursorKeysData` instead of `data` when its screen last showed cursor
   * keys in application mode.
   */
  send(
    data: Uint8Array,
    cursorKeysData?: Uint8Array,
    pane: Pane = this.activePane,
  ): Promise<void> {
    if (this.exit) {
      return Promise.reject(
        new RequestFailure("exited", `Session ${this.name} has exited`),
      );
    }
    this.lastActive = Date.now();
    const bytes = cursorKeysData && pane.cursorKeys ? cursorKeysData : data;
    const who = this.#paneCount() === 1
      ? `Session ${this.name}`
      : `Pane ${this.describe(pane)}`;
    return pane.write(bytes, who);
  }

  /** `pane`'s target, as `SESSION:WINDOW.PANE`. */
  describe(pane: Pane): string {
    const w = this.windowOf(pane);
    return w ? `${this.name}:${w.index}.${w.indexOf(pane)}` : this.name;
  }

  /**
   * Resizes the windows and every pane's pty. The ptys' sizes are set here,
   * at once, so that input written right after (the keys that made this
   * client the active one) meets programs that already have the new size;
   * the parse worker takes the shared layout before its next batch, so that
   * the programs' redraws are parsed at the new size too.
   */
  resize(cols: number, rows: number): void {
    if (cols === this.cols && rows === this.rows) return;
    this.cols = cols;
    this.rows = rows;
    if (this.exit) return;
    this.#publishLayout();
  }

  /** `pane`'s screen (and `scrollback` lines of history, -1 for all). */
  capture(
    scrollback: number,
    pane: Pane = this.activePane,
  ): Promise<CaptureResult> {
    return this.#parse.capture(pane.id, scrollback);
  }

  /** `pane`'s lines only, history first (`CaptureLines`). */
  captureLines(
    scrollback: number,
    pane: Pane,
    lines: CaptureLines,
  ): Promise<{ lines: string[] }> {
    return this.#parse.captureLines(pane.id, scrollback, lines);
  }

  /**
   * Rows y = -start .. -start + count - 1 of the active pane's history and
   * screen, clamped to what exists (see the `history` request).
   */
  history(start: number, count: number, pushed?: number): Promise<HistoryPage> {
    return this.#parse.history(this.activePane.id, start, count, pushed);
  }

  /**
   * Resolves when `pane`'s screen matches `text` or no output came for
   * `idleMs`. Rejects "exited" if the session ends first, "timeout" after
   * `timeoutMs` or when `signal` aborts (the client went away or cancelled).
   */
  waitFor(
    cond: { text?: { source: string; flags: string }; idleMs?: number },
    timeoutMs?: number,
    signal?: AbortSignal,
    pane: Pane = this.activePane,
  ): Promise<void> {
    const watch = this.#parse.watch(pane.id, cond);
    if ((this.exit || pane.dead) && !this.#parse.closed) {
      // Kept session: the final screen is checked once (the capture is
      // answered after the watch), then this wait gives up.
      this.capture(0, pane).catch(() => {}).finally(() =>
        watch.cancel(
          new RequestFailure("exited", `Session ${this.name} has exited`),
        )
      );
    }
    return untilStopped(watch.hit, timeoutMs, signal, watch.cancel);
  }

  /**
   * Resolves with the exit status once the session has ended; rejects
   * "timeout" after `timeoutMs` or when `signal` aborts.
   */
  waitExit(timeoutMs?: number, signal?: AbortSignal): Promise<ExitStatus> {
    if (this.exit) return Promise.resolve(this.exit);
    return untilStopped(this.#exited, timeoutMs, signal, () => {});
  }

  /**
   * Calls `fn` for every event until the returned function is called: of
   * `pane` only (and the session's exit) when given, else of every pane.
   */
  listen(fn: (ev: SessionEvent) => void, pane?: Pane): () => void {
    const listener: PaneListener = (ev, from) => {
      if (!pane || from === null || from === pane.id) fn(ev);
    };
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(ev: SessionEvent, pane: number | null): void {
    for (const fn of this.#listeners) fn(ev, pane);
  }

  // -------------------------------------------------------------------------
  // Ending

  /**
   * Ends the session: SIGHUP to every pane's process group, SIGKILL if it
   * is still there after KILL_GRACE_MS. Resolves when it is gone.
   */
  kill(reason: "killed" | "server-exit" = "killed"): Promise<void> {
    this.#endReason = reason;
    if (this.exit) {
      this.#finish();
      return Promise.resolve();
    }
    for (const w of this.windows) {
      for (const pane of w.panes.values()) pane.signal(false);
    }
    if (!this.#killTimer) {
      this.#killTimer = setTimeout(() => {
        this.#log.info(
          `session ${this.name}: still alive after SIGHUP; sending SIGKILL`,
        );
        for (const w of this.windows) {
          for (const pane of w.panes.values()) pane.signal(true);
        }
      }, KILL_GRACE_MS);
    }
    return this.ended.then(() => this.#finish());
  }

  /** SIGHUP to one pane now, SIGKILL after the grace if it is still there. */
  #signalLater(pane: Pane): void {
    pane.signal(false);
    const timer = setTimeout(() => pane.signal(true), KILL_GRACE_MS);
    this.#watcher.exited(pane.pid).finally(() => clearTimeout(timer));
  }

  #childExited(pane: Pane, wait: WaitStatus): void {
    const signal = wait.signal === null ? null : signalName(wait.signal);
    pane.status = { code: wait.code, signal };
    this.#log.info(
      `session ${this.name}: pane ${pane.id} exited (${
        signal ?? `status ${wait.code}`
      })`,
    );
    // Whatever the child wrote last is still in the pty: drain it, then stop.
    pane.ring.requestStop({ drain: true });
    this.#maybePaneEnd(pane);
  }

  /** A pane whose output is all parsed closes, stays, or ends the session. */
  #maybePaneEnd(pane: Pane): void {
    if (!pane.ended || pane.dead || this.exit) return;
    if (this.#paneCount() === 1 && (this.keep || this.remainOnExit)) {
      pane.dead = true;
      pane.close();
      this.#end(pane.status!);
      return;
    }
    if (this.remainOnExit && this.#endReason === "exited" && !this.#killing) {
      pane.dead = true;
      pane.close();
      return;
    }
    this.#closePane(pane);
  }

  /** Whether a kill of the whole session is under way. */
  get #killing(): boolean {
    return this.#killTimer !== undefined;
  }

  /** Takes a pane out of its window; the last pane ends the session. */
  #closePane(pane: Pane): void {
    const w = this.windowOf(pane);
    if (!w) return;
    if (this.#paneCount() === 1) {
      pane.close();
      this.#end(pane.status ?? { code: 0, signal: null });
      return;
    }
    if (!w.remove(pane)) this.#removeWindow(w);
    pane.close();
    this.#parse.post({ t: "drop-pane", pane: pane.id });
    this.#publishLayout();
  }

  #removeWindow(w: Window): void {
    const i = this.windows.indexOf(w);
    this.windows.splice(i, 1);
    if (this.lastWindow === w) this.lastWindow = null;
    if (this.window === w) {
      // As tmux: the last window shown, else the one after, else before.
      this.window = this.lastWindow ?? this.windows[i] ?? this.windows[i - 1];
      this.lastWindow = null;
    }
  }

  /** The session ends with its last pane's exit status. */
  #end(status: ExitStatus): void {
    this.exit = status;
    clearTimeout(this.#killTimer);
    this.#gather.terminate();
    closeWakeFdLater(this.#wakeFd, this.windows);
    this.#resolveExited(status);
    this.#parse.rejectWatches(
      new RequestFailure("exited", `Session ${this.name} exited first`),
    );
    this.#emit({ type: "exit", status }, null);
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
}

/** Starts `cmd` on a new pty with the session's environment, for pane `paneId`. */
function spawn(
  spec: SessionSpec,
  paneId: number,
  cmd: string[],
  argv0: string | undefined,
  cwd: string,
  cols: number,
  rows: number,
): PtyProcess {
  try {
    return spawnPty({
      file: cmd[0],
      args: cmd.slice(1),
      argv0,
      // As tmux's TMUX_PANE: berth commands run there act on this pane.
      env: { ...spec.env, BERTH_PANE: `%${paneId}` },
      cwd,
      cols,
      rows,
    });
  } catch (err) {
    throw new RequestFailure("spawn", (err as Error).message);
  }
}

/** A window's default name: its program's, as tmux's automatic rename. */
function windowName(cmd: string[]): string {
  const base = cmd[0]?.split("/").pop() ?? "";
  return base.replace(/^-/, "") || "window";
}

/** Closes the gather worker's wake fd once every pane's pty is let go. */
function closeWakeFdLater(fd: number, windows: Window[]): void {
  const gathered = [];
  for (const w of windows) {
    for (const p of w.panes.values()) gathered.push(p.gathered);
  }
  // The worker is terminated by now; its rings no longer wake anything.
  Promise.all(gathered).finally(() => closeFd(fd));
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
